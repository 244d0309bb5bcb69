// Imitates cub's PerDeviceAttributeCache::operator(), a member template
// that calls the function object it is given (a lambda's closure).
namespace lib {
template <class T> struct Launch {
  static int run(T *p) { k<<<1, 1>>>(p); return 0; }
};
struct Cache {
  template <class F> int operator()(F f) { int v = 0; return f(v); }
};
} // namespace lib
