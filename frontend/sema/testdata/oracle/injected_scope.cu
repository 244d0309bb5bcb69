// cub's dispatch pattern in user code: a class template reaches the
// members of its dependent base through its own name
// (`typename Dispatch::MaxPolicy`), and a chain of policies picks the
// instance to run through static member templates and a member template
// called with `op.template Invoke<P>()`. The kernels named from there are
// instantiated with the base's MaxPolicy.
template <class K> __global__ void kern(K) {}
template <class K, class T> __global__ void kern2(K, T *) {}

template <int PTX, class P, class Prev> struct Chained {
  template <class F> static int Invoke(int v, F &op) {
    if (v < PTX) return Prev::Invoke(v, op);
    return op.template Invoke<P>();
  }
};
template <int PTX, class P> struct Chained<PTX, P, P> {
  template <class F> static int Invoke(int, F &op) { return op.template Invoke<P>(); }
};

struct P350 : Chained<350, P350, P350> {};
struct P600 : Chained<600, P600, P350> {};
template <class T> struct Policy {
  typedef P600 MaxPolicy;
};

template <class T, class SP = Policy<T>> struct Dispatch : SP {
  typedef typename Dispatch::MaxPolicy MaxPolicyT;
  template <class K> int launch(K k) { return k != 0; }
  template <class AP> int Invoke() {
    launch(kern2<MaxPolicyT, T>);
    return launch(kern<MaxPolicyT>);
  }
  static int Run(int v) {
    Dispatch d;
    return MaxPolicyT::Invoke(v, d);
  }
};

struct Api {
  template <class T> static int Go(T *) { return Dispatch<T>::Run(1); }
};

int main() { return Api::Go((float *)0); }
