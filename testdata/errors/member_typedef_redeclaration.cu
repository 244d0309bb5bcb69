// A member typedef or alias name redeclared as another type in one class
// (256 in 11.8 and 13.0, the name given with its class; 13.0 words a name
// first declared as a class type as a second definition, 247); names of
// other classes, of bases and of enclosing scopes are others, and class
// templates' members are left to their instances.
struct Point { int x, y; };
struct Grid {
  typedef int Index;
  typedef long Index; // ERROR `invalid redeclaration of type name "Grid::Index"`
  using Cell = Point;
  using Cell = Point *; // ERROR `invalid redeclaration of type name "Grid::Cell"|type "Grid::Cell" has already been defined`
  typedef float Real;
  Index at(Cell c) const;
};
namespace geo {
struct Shape {
  using Size = unsigned;
  using Size = int; // ERROR `invalid redeclaration of type name "geo::Shape::Size"`
  struct Inner { typedef double Size; };
};
}
typedef char Index;
struct Base { typedef int Index; };
struct Derived : Base { typedef long Index; struct Nested { typedef short Index; }; };
template <class T> struct Holder { typedef T value_type; };
Grid::Real half(Grid::Real r) { return r / 2; }
int use(Grid &g, Point &p, Derived::Index d, Derived::Nested::Index n, geo::Shape::Inner::Size s, Holder<int>::value_type h) {
  return int(half(p.x)) + int(d) + n + int(s) + h + Index(1);
}
