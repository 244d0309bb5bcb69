// Partial specialization matching is deduction then substitution: void_t
// detection (decltype of a member call, a nested type name), a trailing
// decltype result type, and T::member inside an instantiation (checked
// with cudafe++ 11.8).
template <class T, T v> struct constant { static constexpr T value = v; };
typedef constant<bool, true> yes;
typedef constant<bool, false> no;
template <class...> using void_t = void;
template <class T, class U = T &&> U declval_(int);
template <class T> T declval_(long);
template <class T> auto declval() noexcept -> decltype(declval_<T>(0));
template <class T, class U> struct same : no {};
template <class T> struct same<T, T> : yes {};

template <class, class = void> struct HasScale : no {};
template <class T> struct HasScale<T, void_t<decltype(declval<const T &>().scale())>> : yes {};
template <class, class = void> struct HasType : no {};
template <class T> struct HasType<T, void_t<typename T::type>> : yes {};
template <class T> struct Inner { static constexpr int size = sizeof(typename T::type); };

struct Plain { float v; };
struct Scaled { float v, s; __host__ __device__ float scale() const { return s; } };
struct Typed { typedef double type; };

static_assert(same<decltype(declval<const Scaled &>()), const Scaled &>::value, "declval");
static_assert(same<decltype(declval<Scaled>().scale()), float>::value, "member call");
static_assert(HasScale<Scaled>::value && !HasScale<Plain>::value, "detection");
static_assert(HasType<Typed>::value && !HasType<Plain>::value, "nested type");
static_assert(Inner<Typed>::size == 8, "T::type");
static_assert(HasScale<Plain>::value, "plain"); // ERROR "static assertion failed with \"plain\""
static_assert(Inner<Typed>::size == 4, "size"); // ERROR "static assertion failed with \"size\""
