// Pack expansions instantiated: function parameter packs after plain
// parameters, per-element patterns, packs expanded into template argument
// lists (types and values), sizeof..., and partial specializations that
// peel a pack (checked with cudafe++ 11.8).
template <typename... Args> void plain(Args... args) {}
template <typename... Args> void afterFirst(double *out, Args... args) {}
template <typename T, typename... Args> void pointers(T first, Args *...rest) {}
template <typename... Args> void refs(const Args &...args) {}
template <typename... Args> void forwarding(Args &&...args) {}
template <typename... Args> __global__ void kernel(double *out, Args... args) {}

template <typename... Ts> struct List { static constexpr unsigned long n = sizeof...(Ts); };
template <int... Is> struct Ints { static constexpr int n = sizeof...(Is); };
template <typename T, typename... Ts> struct Tail : List<Ts...> {};
template <int... Is> struct More : Ints<Is..., 7> {};

template <int I, typename... Ts> struct Tuple;
template <int I> struct Tuple<I> { static constexpr int last = I; };
template <int I, typename T, typename... Ts>
struct Tuple<I, T, Ts...> : Tuple<I + 1, Ts...> { T v; };

void calls() {
  double *d = 0;
  int x = 1;
  float f = 2;
  plain(d, 1, 2.5f);
  afterFirst(d, 1, 2.5f, 3.0, 4L);
  pointers(d, &x, &f);
  pointers(d, x, &f); // ERROR "no instance of function template \"pointers\" matches the argument list"
  refs(1, x, 2.5f);
  forwarding(d, x, 2.5f);
  refs<int, float>(1, 2.5f);
  kernel<<<1, 1>>>(d, 1, 2.5f, 3.0, 4L);
}

static_assert(List<int, char, List<>>::n == 3, "list");
static_assert(Ints<1, 2>::n == 2, "ints");
static_assert(Tail<int, char>::n == 2, "tail"); // ERROR "static assertion failed with \"tail\""
static_assert(More<1, 2>::n == 3, "more");
static_assert(Tuple<0, int, char>::last == 2, "last");
static_assert(sizeof(Tuple<0, int, char, double>) == 24, "layout"); // ERROR "static assertion failed with \"layout\""
