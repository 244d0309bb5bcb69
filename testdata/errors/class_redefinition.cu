// A class defined twice in one scope (11.8 and 13.0 word it apart);
// declarations repeat freely, and classes of other scopes are others.
struct Point { int x, y; };
struct Point; // a declaration
struct Point { int x; }; // ERROR `invalid redeclaration of type name "Point"|class "Point" has already been defined`
class Shape;
class Shape { int sides; };
namespace geo { struct Point { float x, y; }; }
struct Outer { struct Point { double x; }; };
template <typename T> struct Box { T v; };
template <> struct Box<int> { int w; };
int use() {
  struct Point { char c; };
  Point p = {'a'};
  geo::Point g = {1.0f, 2.0f};
  Box<int> b = {3};
  return p.c + int(g.x) + b.w;
}
