// A static data member defined in its class and again out of it: an
// inline member defined out of its class at all, a constexpr one given an
// initializer there too (247 in 11.8 and 13.0), a const member initialized
// in its class and again where it is defined (148 in 11.8 and 13.0).
// Defining a const or constexpr member out of its class without an
// initializer is fine, as is one declared in its class without one.
struct Limits {
  static const int low = 1;
  static const long high = 2;
  static constexpr int step = 3;
  static inline int hits = 4;
  static inline int misses;
  static const int size = 5;
  static constexpr int width = 6;
  static const double scale;
  static int count;
};
const int Limits::low = 1; // ERROR `member "Limits::low" has already been initialized`
const long Limits::high = 2; // ERROR `member "Limits::high" has already been initialized`
constexpr int Limits::step = 3; // ERROR `member "Limits::step" has already been defined`
int Limits::hits = 4; // ERROR `member "Limits::hits" has already been defined`
int Limits::misses; // ERROR `member "Limits::misses" has already been defined`
const int Limits::size;
constexpr int Limits::width;
const double Limits::scale = 0.5;
int Limits::count = 7;
namespace ns { struct Node { static const int depth = 1; static const int rank = 2; }; }
const int ns::Node::depth = 2; // ERROR `member "ns::Node::depth" has already been initialized`
const int ns::Node::rank;
template <class T> struct Table { static const int n = 4; };
template <class T> const int Table<T>::n;
int use() { return Limits::low + int(Limits::high) + Limits::step + Limits::hits + Limits::misses + Limits::size + Limits::width + int(Limits::scale) + Limits::count + ns::Node::depth + ns::Node::rank + Table<int>::n; }
