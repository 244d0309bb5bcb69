// An explicit specialization of a class template defined twice (247 in
// 11.8 and 13.0: `class "Box<int>"`), and a partial specialization
// defined twice, its parameters renamed or not (`class template "Box"`);
// declarations repeat freely, and specializations of other arguments,
// other templates or other scopes are others.
template <typename T> struct Box { T v; };
template <> struct Box<int> { int i; };
template <> struct Box<int> { int j; }; // ERROR `class "Box<int>" has already been defined`
template <> struct Box<long>;
template <> struct Box<long> { long l; };
template <> struct Box<char> { char c; };
template <typename U> struct Box<U *> { U *p; };
template <typename V> struct Box<V *> { V *q; }; // ERROR `class template "Box" has already been defined`
template <typename U> struct Box<const U *> { const U *p; };
template <typename U> struct Box<U &>;
template <typename U> struct Box<U &> { U *r; };
template <typename A, typename B> struct Pair { A a; B b; };
template <typename A> struct Pair<A, A> { A both[2]; };
template <typename A, typename B> struct Pair<A *, B> { A *a; B b; };
template <typename B, typename A> struct Pair<A *, B *> { A *a; B *b; };
template <typename X, typename Y> struct Pair<X *, Y> { Y y; }; // ERROR `class template "Pair" has already been defined`
template <> struct Pair<int, long> { int a; long b; };
namespace geo {
template <typename T> struct Box { T x, y; };
template <> struct Box<int> { int x; };
template <typename T> struct Box<T *> { T *x; };
}
int use() {
  Box<long> l = {1};
  Box<char> c = {'a'};
  Box<const int *> p = {0};
  Pair<int, int> same = {{1, 2}};
  Pair<int, long> il = {1, 2};
  geo::Box<int> g = {3};
  return int(l.l) + c.c + (p.p == 0) + same.both[0] + il.a + g.x;
}
