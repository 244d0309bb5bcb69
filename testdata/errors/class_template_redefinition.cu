// A class template defined twice in one scope (247 in 11.8 and 13.0);
// declarations repeat freely, default arguments may be given by one of
// them, and specializations and templates of other scopes are others.
template <typename T> struct Box { T v; };
template <typename T> struct Box { T w; }; // ERROR `class template "Box" has already been defined`
template <typename T, int N> class Array;
template <typename T, int N = 4> class Array;
template <typename T, int N> class Array { T data[N]; public: T first() const { return data[0]; } };
template <typename U> struct Box<U *> { U *p; };
template <> struct Box<int> { int i; };
namespace geo { template <typename T> struct Box { T x, y; }; }
namespace ns { template <class T> struct Tag { }; template <class T> struct Tag; }
namespace ns { template <class T> struct Tag { int again; }; } // ERROR `class template "ns::Tag" has already been defined`
template <class T> struct Stream { class Guard; template <class U> struct In; };
template <class T> class Stream<T>::Guard { int g; };
template <class T> template <class U> struct Stream<T>::In { U u; };
template <class T> struct Guard { T g; };
int use() {
  Box<float> b = {1.0f};
  Box<int> i = {2};
  geo::Box<int> g = {3, 4};
  ns::Tag<int> t;
  (void)t;
  return int(b.v) + i.i + g.x;
}
