// C++ rule: the argument of a non-type template parameter of integer type is
// a converted constant expression, which allows no floating-integral
// conversion.
template <int N> struct A {};
template <long N> struct L {};
template <class T, T V> struct C {};
template <unsigned N = 4> struct D {};
A<1.5> a; // ERROR "expression must have integral or enum type"
L<-2.0f> l; // ERROR "expression must have integral or enum type"
A<(3e2)> parenthesized; // ERROR "expression must have integral or enum type"
A<2> fine;
A<'c'> character;
C<int, 3> dependentType;
D<> defaulted;
D<sizeof(double)> computed;
template <int N> struct Use { A<N> inner; };
Use<7> used;
int main() { return 0; }
