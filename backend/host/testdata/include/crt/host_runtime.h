/* Stand-in for the toolkit's crt/host_runtime.h in the package's g++ test:
   like the real one (first inclusion), it defines the builtin types the
   translation hid. */
struct dim3 {
  unsigned x, y, z;
  dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
typedef struct CUstream_st *cudaStream_t;
