// Core C++ errors NVIDIA's front end rejects (wording from cudafe++ 11.8).
template <class T, int N> struct A { T v[N]; };
A<int> too_few; // ERROR "too few arguments for class template \"A\""
A<int, 2, 3> too_many; // ERROR "too many arguments for class template \"A\""
A<int, 2> right;

static_assert(sizeof(int) == 8, "int is not 8"); // ERROR "static assertion failed with \"int is not 8\""
static_assert(sizeof(long) == 4); // ERROR "static assertion failed"
static_assert(sizeof(A<char, 3>) == 3, "layout");
static_assert(alignof(double) == 8 && sizeof(void *) == 8, "LP64");
constexpr int sq(int x) { return x * x; }
static_assert(sq(3) == 9, "constexpr call");
enum E { e0, e1 = 5, e2 };
static_assert(e2 == 6, "enumerators");
enum class F : unsigned char { a = 200, b };
static_assert(sizeof(F) == 1 && static_cast<int>(F::b) == 201, "fixed enum");
constexpr unsigned long big = 1ul << 40;
static_assert(big / 1024 == 1073741824ul, "unsigned arithmetic");
static_assert((-7) / 2 == -3 && (-7) % 2 == -1, "truncation");
static_assert(sizeof(int[e1]) == 20, "array bound from enumerator");

void f1(int);
void f2(int, int);
void f2(double);
template <class T> void ft(T, T);
struct S {};

void calls() {
  f1(1, 2); // ERROR "too many arguments in function call"
  f1(); // ERROR "too few arguments in function call"
  ft(1, 2.0); // ERROR "no instance of function template \"ft\" matches the argument list"
  f2(1, 2, 3); // ERROR "no instance of overloaded function \"f2\" matches the argument list"
  f2(1, 2);
  f2(1.5);
  ft(1, 2);
  undeclared_fn(1, 2.0); // ERROR "identifier \"undeclared_fn\" is undefined"
  int local = 1;
  local += sq(local);
}

namespace outer { inline namespace v1 { int inl; } namespace { int anon; } }
int use_inline() { return outer::inl + outer::anon; }

struct Base { int b; static int sb; void bm(); };
struct Derived : Base {
  int d;
  void m() { b = d + sb; bm(); }
};

template <class T> struct Dep : T {
  void m() { unknown_in_dependent_base(); }
};
template <class T> void tmpl(T t) { t.whatever(); adl_call(t); }
