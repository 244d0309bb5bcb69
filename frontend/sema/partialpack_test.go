package sema

import "testing"

// TestPartialNonTypePack: a partial specialization whose pattern expands
// a pack of non-type parameters (thrust's tuple_meta_transform_WAR_NVCC<
// Tuple, F, index_sequence<Is...>>) is matched against index_sequence<0,
// 1, 2> with Is deduced as 0, 1, 2, and against the empty sequence; an
// argument of another template, or a pattern with a fixed value before
// the pack that the argument does not have, does not match.
func TestPartialNonTypePack(t *testing.T) {
	src := `template <unsigned long... Is> struct seq {};
template <unsigned long... Is> struct other {};
template <unsigned long... Is> using iseq = seq<Is...>;
template <unsigned long... Is> using iseq2 = iseq<Is...>;
template <class T, T... Is> struct tseq {};
template <unsigned long... Is> using idx = tseq<unsigned long, Is...>;
template <class T> struct typed { typedef char type[1]; };
template <unsigned long... Is> struct typed<idx<Is...>> { typedef char type[sizeof...(Is) + 40]; };
template <class T> struct id { typedef T type; };
template <class T, template <class> class F, class S> struct meta { typedef char type[1]; };
template <class T, template <class> class F, unsigned long... Is> struct meta<T, F, iseq<Is...>> { typedef typename F<char[sizeof...(Is) + 50]>::type type; };
template <class T> struct viaalias { typedef char type[1]; };
template <unsigned long... Is> struct viaalias<iseq2<Is...>> { typedef char type[sizeof...(Is) + 30]; };
template <class T> struct count { typedef char type[1]; };
template <unsigned long... Is> struct count<seq<Is...>> { typedef char type[sizeof...(Is) + 2]; };
template <class T> struct first { typedef char type[1]; };
template <unsigned long... Is> struct first<seq<7, Is...>> { typedef char type[sizeof...(Is) + 10]; };
template <class T, unsigned long... Is> struct direct { typedef char type[1]; };
template <unsigned long... Is> struct direct<int, Is...> { typedef char type[sizeof...(Is) + 20]; };
count<seq<0, 1, 2>>::type three;
count<seq<>>::type none;
count<other<0, 1>>::type foreign;
first<seq<7, 1, 2>>::type seven;
first<seq<1, 2>>::type notseven;
direct<int, 4, 5>::type listed;
direct<char, 4, 5>::type notlisted;
viaalias<seq<1, 2>>::type aliased;
viaalias<iseq<1, 2, 3>>::type aliasedarg;
viaalias<other<1, 2>>::type notaliased;
meta<int, id, seq<1, 2>>::type templatearg;
typed<tseq<unsigned long, 3, 4>>::type typedseq;
typed<tseq<int, 3, 4>>::type othertype;
`
	wantVarTypes(t, src, map[string]string{
		"three": "char [5]", "none": "char [2]", "foreign": "char [1]",
		"seven": "char [12]", "notseven": "char [1]",
		"listed": "char [22]", "notlisted": "char [1]",
		"templatearg": "char [52]", "typedseq": "char [42]", "othertype": "char [1]",
		"aliased": "char [32]", "aliasedarg": "char [33]", "notaliased": "char [1]",
	})
}

// TestPartialOrdering: of several partial specializations that match, the
// more specialized wins whatever their order ([temp.class.order]):
// `X<const T *>` over `X<T *>` (libstdc++'s iterator_traits, whose
// value_type for `const double *` is double), `X<T *, int>` over `X<T *,
// U>` and over `X<T, int>`, `X<T &>` over `X<T>`-shaped ones; where
// neither is more specialized than the other, the first with the fewest
// parameters still wins, as before.
func TestPartialOrdering(t *testing.T) {
	src := `template <class T> struct tr { typedef char type[1]; };
template <class T> struct tr<T *> { typedef char type[2]; };
template <class T> struct tr<const T *> { typedef char type[3]; };
template <class T> struct rev { typedef char type[1]; };
template <class T> struct rev<const T *> { typedef char type[3]; };
template <class T> struct rev<T *> { typedef char type[2]; };
template <class A, class B> struct two { typedef char type[1]; };
template <class T, class U> struct two<T *, U> { typedef char type[4]; };
template <class T> struct two<T, int> { typedef char type[5]; };
template <class T> struct two<T *, int> { typedef char type[6]; };
template <class T> struct ref { typedef char type[1]; };
template <class T> struct ref<const T> { typedef char type[7]; };
template <class T> struct ref<const T &> { typedef char type[8]; };
tr<const double *>::type cptr;
tr<double *>::type ptr;
tr<const double>::type plain;
rev<const int *>::type rcptr;
rev<int *>::type rptr;
two<char *, int>::type both;
two<char *, long>::type ptrfirst;
two<char, int>::type intsecond;
ref<const int &>::type cref;
ref<const int>::type cval;
`
	wantVarTypes(t, src, map[string]string{
		"cptr": "char [3]", "ptr": "char [2]", "plain": "char [1]",
		"rcptr": "char [3]", "rptr": "char [2]",
		"both": "char [6]", "ptrfirst": "char [4]", "intsecond": "char [5]",
		"cref": "char [8]", "cval": "char [7]",
	})
}
