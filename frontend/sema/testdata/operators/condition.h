// Imitates thrust's error_code and error_condition (system/error_code.h):
// two classes with a conversion to bool and an enable_if'd converting
// constructor template, compared by four overloads of operator==.
namespace sys {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
struct false_type { static const bool value = false; };
template <class E> struct is_code_enum : false_type {};
template <class E> struct is_condition_enum : false_type {};
class code {
public:
  code();
  template <class E> code(E e, typename enable_if<is_code_enum<E>::value>::type * = 0);
  operator bool() const;
};
class condition {
public:
  condition();
  condition(int v);
  template <class E> condition(E e, typename enable_if<is_condition_enum<E>::value>::type * = 0);
  operator bool() const;
};
inline bool operator==(const code &, const code &) { return true; }
inline bool operator==(const code &, const condition &) { return true; }
inline bool operator==(const condition &, const code &) { return true; }
inline bool operator==(const condition &, const condition &) { return true; }
template <class T> struct Launch {
  static int run(T *p, const condition &a, const condition &b) {
    if (a == b)
      k<<<1, 1>>>(p);
    return 0;
  }
};
} // namespace sys
