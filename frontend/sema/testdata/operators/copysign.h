// Imitates CUDA 13's math_functions.hpp calling copysign among libstdc++'s
// overloads: a function template whose result type sema cannot work out
// (libstdc++'s __promote_2, a fold expression) beside a non-template
// that takes the arguments' types exactly.
namespace lib {
template <class T> struct promote;
double cs(double, double);
float cs(float, float);
template <class T, class U> typename promote<T>::type cs(T, U);
template <class T> struct Launch {
  static int run(T *p) { k<<<1, 1>>>(p); return 0; }
};
} // namespace lib
using lib::cs;
