// CUDA rule: a host or __host__ __device__ function calling a __device__
// function. In a class template's definition, a call of a member of that
// class (or of a class nested in it) on *this depends on the template's
// parameters: NVIDIA checks it in instances only, and reports nothing where
// the template is defined; a call of a function outside the class (dev()),
// or in a class that is no template's (an explicit specialization, a plain
// class), is reported there (NVIDIA names an explicit specialization's
// member oddly, by a mangled name, in the message).
__device__ int dev() { return 1; }
template <class T> struct Iterator {
  struct Mask {
    bool on;
    __host__ __device__ Mask() { enable(); }
    __device__ void enable() { on = true; }
  };
  __host__ __device__ int count() { return pending(); }
  __device__ int pending() { return 2; }
  int host() { return pending(); }
  __host__ __device__ int outside() { return dev(); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ __device__ function\("outside"\)`
  __host__ __device__ int declaredOut();
};
template <class T> __host__ __device__ int Iterator<T>::declaredOut() { return pending(); }
template <class T> struct Converter { __host__ __device__ int operator()() { return convert(); } __device__ int convert() { return 3; } };
template <> struct Converter<int> {
  __host__ __device__ int operator()() { return convert(); } // ERROR `calling a __device__ function\(.*\) from a __host__ __device__ function\("operator\(\)"\)`
  __device__ int convert() { return 4; }
};
struct Plain {
  __host__ __device__ int f() { return g(); } // ERROR `calling a __device__ function\("Plain::g\(\)"\) from a __host__ __device__ function\("f"\)`
  __device__ int g() { return 5; }
};
int main() { return 0; }
