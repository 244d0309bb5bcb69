// Macro expansion cases whose output must equal g++ -E.
#define EMPTY
#define OBJ 1 + 2
#define F(x) (x * 2)
#define G(x, y) x ## y
#define STR(x) #x
#define XSTR(x) STR(x)
#define VA(fmt, ...) printf(fmt, ##__VA_ARGS__)
#define VO(a, ...) fn(a __VA_OPT__(,) __VA_ARGS__)
#define CAT3(a, b, c) a ## b ## c
#define f(a) a*g
#define g(a) f(a)
#define REC REC + 1
#define AA BB
#define BB AA
#define LPAREN (
#define ID(x) x
#define NIL(x) x
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
int a = OBJ EMPTY;
int b = F(F(3));
int G(va, r) = 1;
const char *s = STR( a  +  "b\n" 'c' );
const char *t = XSTR(OBJ);
VA("x");
VA("x", 1, 2);
VO(1);
VO(1, 2, 3);
int CAT3(x, y, z);
f(2)(9)
REC
AA
ID(ID)(1)
F
(4)
-OBJ -F(1) - -1
char p[] = str(: @\n);
r(, 1) r(2, ) r(,)
int line = __LINE__;
const char *file = __FILE__;
int cnt = __COUNTER__ + __COUNTER__;
#if defined(OBJ) && OBJ == 3 && !defined NOPE && (1 ? 2 : (1/0)) && '\377' < 0 && -1 < 0u == 0
ok1
#elif 1
bad
#else
bad
#endif
#if __has_include(<vector>) && !__has_include("nope.h") && __has_builtin(__builtin_expect) && __has_cpp_attribute(nodiscard) >= 201603
ok2
#endif
#ifdef __cplusplus
ok3 __cplusplus __GNUC__
#endif
_Pragma("GCC diagnostic push") int after_pragma;
#pragma nv_diag_suppress 20042
#define PRAGMA(x) _Pragma(#x)
PRAGMA(message("hi")) z
%: define DG <: :>
DG
#define x3 x3 ## 3 + x3
x3
#define HB __builtin_abs
#define HA noreturn
#define HN nodiscard
__has_builtin(HB) __has_attribute(HA) __has_cpp_attribute(HN) __has_attribute(gnu::always_inline)
#if __has_builtin(HB) && __has_attribute(HA)
yes_has
#endif
#define LN(x) x __LINE__
int lines[] = { LN(
  __LINE__
  ), __LINE__,
  LN(1) };
#define DBG(e) dbg(e, __LINE__)
#define WRAP(a, b) a b
WRAP(
  x = DBG(1);,
  y)
