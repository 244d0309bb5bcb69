// C++ rule (as cudafe++ 11.8 applies it): no parameter or function result
// can be of an abstract class type, in a declaration or a definition.
// References and pointers to one, and classes that override every pure
// virtual function, are fine. (cudafe++ 13.0 follows C++20, which checks
// them only where a function is defined or called.)
struct Shape { virtual double area() const = 0; };
struct Square : Shape { double area() const override { return 1; } };
struct Half : Shape { virtual void grow() {} };
void take(Shape s); // ERROR `parameter of abstract class type "Shape" is not allowed:`
Half make(); // ERROR `function returning abstract class "Half" is not allowed:`
double measure(int n, Half h) { return n; } // ERROR `parameter of abstract class type "Half" is not allowed:`
struct Factory {
  Shape build(int sides); // ERROR `function returning abstract class "Shape" is not allowed:`
  void consume(const Half h); // ERROR `parameter of abstract class type "Half" is not allowed:`
  Square square() const { return Square(); }
};
double area(const Shape &s) { return s.area(); }
double area(const Shape *s) { return s->area(); }
Shape &pick(Shape &a, Shape &b) { return a.area() > b.area() ? a : b; }
Square copy(Square s) { return s; }
template <class T> T identity(T t) { return t; }
int main() { Square s; return int(area(s) + area(&s) + pick(s, s).area() + copy(s).area() + identity(s).area()); }
