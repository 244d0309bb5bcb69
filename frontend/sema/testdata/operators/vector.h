// A class template whose namespace-scope operator== and member operator()
// launch a kernel template (as thrust's algorithms behind its operators
// do).
namespace sys {
template <class T> struct vec {
  T *p;
  void operator()(int) const { k<<<1, 1>>>(p); }
};
template <class T> bool operator==(const vec<T> &a, const vec<T> &b) {
  k<<<1, 1>>>(a.p);
  return true;
}
} // namespace sys
