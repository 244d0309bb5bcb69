// C++ rule: a function is defined once; declarations may repeat.
int area(int);
int area(int);
int area(int w) { return w * w; }
int area(int w) { return w + w; } // ERROR "function \"area\" has already been defined"
inline int twice(int v) { return 2 * v; }
inline int twice(int v) { return v + v; } // ERROR "function \"twice\" has already been defined"
constexpr int one() { return 1; }
constexpr int one() { return 2; } // ERROR "function \"one\" has already been defined"
namespace geo { int perimeter(int); }
int geo::perimeter(int s) { return 4 * s; }
int geo::perimeter(int s) { return s * 4; } // ERROR "function \"geo::perimeter\" has already been defined"
struct Box {
  int side;
  int volume() const { return side * side * side; }
  int face() const;
};
int Box::volume() const { return side; } // ERROR "function \"Box::volume\" has already been defined"
int Box::face() const { return side * side; }
int area(double w) { return int(w); }
template <class T> T half(T v) { return v / 2; }
template <> int half<int>(int v) { return v >> 1; }
int main() { return area(2) + one() + twice(1) + geo::perimeter(1) + Box{1}.face() + half(4) + area(1.0); }
