package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// varTypes analyses src and returns the types of its namespace-scope
// variables by name ("<nil>" when sema could not work one out).
func varTypes(t *testing.T, src string) map[string]string {
	t.Helper()
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	out := map[string]string{}
	c := ck.res.checker
	for _, ds := range c.tableOf(c.ctx.Global).names {
		for _, d := range ds {
			v, ok := d.(*types.VarDecl)
			if !ok || c.varInfoOf(v) == nil || v.Parent != types.Decl(c.ctx.Global) {
				continue
			}
			s := "<nil>"
			if v.Type != nil {
				s = v.Type.Canonical().String()
			}
			out[v.Name] = s
		}
	}
	return out
}

// wantVarTypes checks that the globals of src named in want have the
// canonical types want gives them.
func wantVarTypes(t *testing.T, src string, want map[string]string) {
	t.Helper()
	got := varTypes(t, src)
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: %q, want %q", name, got[name], w)
		}
	}
}

// TestTraits: the metaprogramming CCCL 3's iterator traits rest on
// (cub's it_value_t<int *> is ::cuda::std::iterator_traits<int *>::
// value_type, and non_void_value_t tests is_void_v and is_same_v): a
// partial specialization that writes fewer arguments than its primary
// has parameters (the rest are defaults); variable templates in constant
// expressions, with partial specializations (is_same_v<T, T>, the
// detection idiom over void_t) and the defaults of their parameters;
// __is_base_of; a trailing return type that names the parameters
// (CCCL's plus<void>::operator() -> decltype(t + u)); CCCL's declval, a
// variable template of function pointer type whose partial
// specialization gives T&& (*)(); a pack expansion among a call's
// arguments, and among a function template's explicit arguments, in
// decltype (CCCL's __invoke and __invokable_r::__try_call); a call of a
// constexpr function template in a constant expression (cub's
// classify_op<Op>()); N deduced from an array bound through a reference
// to const elements (cub's AliasTemporaries). A value sema cannot be sure of (a variable template
// with an explicit specialization it does not keep) stays unknown, and
// so does the type that depends on it.
func TestTraits(t *testing.T) {
	src := `template <class...> using void_t = void;
template <class T, class = void> struct traits {};
template <class T> struct traits<T *> { using value_type = T; };
template <class T, class U> inline constexpr bool same_v = false;
template <class T> inline constexpr bool same_v<T, T> = true;
template <class T> inline constexpr bool void_v = same_v<T, void>;
template <class, class = void> inline constexpr bool has_pointer = false;
template <class T> inline constexpr bool has_pointer<T, void_t<typename T::pointer>> = true;
template <class T> inline constexpr bool odd = false;
template <> inline constexpr bool odd<int> = true;
template <class T, class = void> extern void (*declval)();
template <class T> extern T &&(*declval<T, void_t<T &&>>)();
struct plus {
  template <class T1, class T2> auto operator()(T1 &&t, T2 &&u) const -> decltype(t + u);
};
template <class F, class... A> auto invoke(F &&f, A &&...a) -> decltype(declval<F>()(declval<A>()...));
template <class... A> auto try_call(int) -> decltype(declval<plus>()(declval<A>()...));
template <class... A> struct invokable { using result = decltype(try_call<A...>(0)); };
template <class T> constexpr int size_class() { return sizeof(T) == 4 ? 1 : 2; }
template <int N> int aliases(void *(&allocations)[N], const unsigned long (&sizes)[N]);
void *allocations[3];
unsigned long sizes[3];
struct P { typedef int pointer; };
struct B {};
struct D : B {};
traits<int *>::value_type *pointee;
char same[same_v<int, int> ? 1 : 2];
char differ[same_v<int, char> ? 1 : 2];
char isvoid[void_v<void> ? 1 : 2];
char detected[has_pointer<P> ? 1 : 2];
char notdetected[has_pointer<int> ? 1 : 2];
char nomember[has_pointer<B> ? 1 : 2];
char base[__is_base_of(B, D) ? 1 : 2];
char notbase[__is_base_of(D, B) ? 1 : 2];
char explicitspec[odd<char> ? 1 : 2];
decltype(plus{}(1, 2L)) *sum;
decltype(declval<plus>()(1, 2)) *declsum;
decltype(invoke(declval<plus>(), 1, 2L)) *invoked;
invokable<int, char>::result *explicitpack;
char classified[size_class<int>()];
decltype(aliases(allocations, sizes)) *aliased;
`
	wantVarTypes(t, src, map[string]string{
		"pointee": "int *", "same": "char [1]", "differ": "char [2]", "isvoid": "char [1]",
		"detected": "char [1]", "notdetected": "char [2]", "nomember": "char [2]",
		"base": "char [1]", "notbase": "char [2]", "explicitspec": "<nil>",
		"sum": "long *", "declsum": "int *",
		"invoked": "long *", "explicitpack": "int *", "classified": "char [1]", "aliased": "int *",
	})
}

// TestThrustTraits: the metaprogramming thrust 1.x's allocators rest on:
// the detection idiom by overloads (__THRUST_DEFINE_HAS_NESTED_TYPE:
// test<T>(0) against test(typename S::pointer *), S given explicitly, which
// sema used to take for a certain deduction failure, so that every such
// trait was false); a pack expansion that adds nothing to a template-id
// of a template without a pack (rebind_pointer's Ptr<T, Tail...> for
// device_ptr<T>); the address of an overloaded function as a template
// argument (cuda_memory_resource<cudaMalloc, ...>, a non-template
// preferred to a template's specialization of the same type); a partial
// specialization sema cannot rule out for sure leaves the primary's
// instance with members it may lack, rather than certainly without them;
// an explicit specialization (map_tuple_to_cons<null_type, ...>) whose
// class-head names it is not first instantiated from the primary
// template (whose members came first and won every lookup); GCC's
// __integer_pack(N)... (libstdc++'s make_integer_sequence, thrust's
// make_index_sequence) expands to 0 ... N-1.
func TestThrustTraits(t *testing.T) {
	src := `template <class A, class B> struct is_same { static const bool value = false; };
template <class A> struct is_same<A, A> { static const bool value = true; };
template <typename T> struct has_pointer {
  typedef char yes_type;
  typedef int no_type;
  template <typename S> static yes_type test(typename S::pointer *);
  template <typename S> static no_type test(...);
  static bool const value = sizeof(test<T>(0)) == sizeof(yes_type);
};
struct P { typedef int *pointer; };
struct Q {};
template <typename Ptr, typename T> struct rebind_pointer;
template <template <typename, typename...> class Ptr, typename OldT, typename... Tail, typename T>
struct rebind_pointer<Ptr<OldT, Tail...>, T> { using type = Ptr<T, Tail...>; };
template <class T> class dptr {};
int alloc(void **, unsigned long);
template <class T> int alloc(T **, unsigned long);
template <int (*A)(void **, unsigned long)> struct resource { typedef int *pointer; };
char detected[has_pointer<P>::value ? 1 : 2];
char notdetected[has_pointer<Q>::value ? 1 : 2];
char rebound[is_same<rebind_pointer<dptr<void>, float>::type, dptr<float> >::value ? 1 : 2];
resource<alloc>::pointer fromresource;
struct null_type {};
template <class H, class T> struct cons {};
template <class T0 = null_type, class T1 = null_type> struct to_cons { typedef cons<T0, typename to_cons<T1, null_type>::type> type; };
template <> struct to_cons<null_type, null_type> { typedef null_type type; };
to_cons<null_type, null_type>::type *empty;
to_cons<int, null_type>::type *one;
template <class T, T... I> struct seq {};
template <class T, T N> using make_seq = seq<T, __integer_pack(N)...>;
char three[is_same<make_seq<unsigned long, 3>, seq<unsigned long, 0, 1, 2> >::value ? 1 : 2];
char none[is_same<make_seq<unsigned long, 0>, seq<unsigned long> >::value ? 1 : 2];
`
	wantVarTypes(t, src, map[string]string{
		"detected": "char [1]", "notdetected": "char [2]", "rebound": "char [1]", "fromresource": "int *",
		"empty": "null_type *", "one": "cons<int, null_type> *", "three": "char [1]", "none": "char [1]",
	})
}
