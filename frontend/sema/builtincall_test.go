package sema

import "testing"

// TestCompilerBuiltinResults: calls of the compiler's undeclared builtins
// (as libstdc++ makes them) have the types GCC gives them.
func TestCompilerBuiltinResults(t *testing.T) {
	src := `typedef unsigned long size_t;
char buf[8];
long counter;
auto moved = __builtin_memmove(buf, buf + 1, 2);
auto length = __builtin_strlen("abc");
auto expected = __builtin_expect(counter, 0);
auto evaluated = __builtin_is_constant_evaluated();
auto loaded = __atomic_load_n(&counter, 5);
auto added = __sync_fetch_and_add(&counter, 1);
auto swapped = __atomic_compare_exchange_n(&counter, &counter, 1, false, 5, 5);
auto address = __builtin_addressof(counter);
auto floored = __builtin_floor(2.5 * counter);
auto ceiled = __builtin_ceilf(2.5f);
`
	wantVarTypes(t, src, map[string]string{
		"moved": "void *", "length": "unsigned long", "expected": "long", "evaluated": "bool",
		"loaded": "long", "added": "long", "swapped": "bool", "address": "long *",
		"floored": "double", "ceiled": "float",
	})
}

// TestProofWalkCompilerBuiltins: a walked body that casts a builtin's
// result (libstdc++'s char_traits<char>::move) or calls the atomic
// builtins (std::atomic<T>::load) does not stop the walk.
func TestProofWalkCompilerBuiltins(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Traits {
  static char *move(char *a, const char *b, unsigned long n) { return static_cast<char *>(__builtin_memmove(a, b, n)); }
};
template <class T> struct Atomic {
  int v;
  int load() const { int r; __atomic_load(&v, &r, 5); return r; }
  void store(int x) { __atomic_store(&v, &x, 5); }
};
template <class T> struct D {
  static int run(T *p) {
    char a[4];
    Traits<T>::move(a, "xyz", 3);
    Atomic<T> at;
    at.store(1);
    if (at.load()) k<<<1, 1>>>(p);
    return 0;
  }
};
`, "s"), "", "k<S>")
}
