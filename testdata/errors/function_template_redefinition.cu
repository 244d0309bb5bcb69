// A function template defined twice (247 in 11.8 and 13.0), its
// parameters renamed or not; declarations repeat freely, and templates
// of another signature, template head or scope are overloads.
template <class T> T twice(T v) { return v + v; }
template <class T> T twice(T v) { return v * 2; } // ERROR `function template "twice" has already been defined`
template <class U> U *first(U *p);
template <class U> U *first(U *p) { return p; }
template <class U> U *first(U *p);
template <class X> X *first(X *q) { return q; } // ERROR `function template "first" has already been defined`
template <class T> T *twice(T *v) { return v; }
template <class T, class U> T twice(T v, U) { return v; }
template <class T, int N> int count(T (&)[N]) { return N; }
template <class T, long N> int count(T (&)[N]) { return 1; }
template <class T> struct wrap { typedef T type; };
template <class T> typename wrap<T>::type pick(T v) { return v; }
template <class T> typename wrap<T *>::type pick(T v) { return &v; }
namespace ns {
template <class T> T twice(T v) { return v; }
template <class T> T twice(T v) { return v; } // ERROR `function template "ns::twice" has already been defined`
}
int main() {
  int x = 1;
  return twice(1) + *first(&x) + *twice(&x) + twice(1, 2) + ns::twice(2);
}
