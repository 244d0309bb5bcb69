// Host code reading or writing __device__ and __constant__ variables
// directly (cudafe++ 11.8's warnings): value uses read, assignments write,
// increments do both; taking the address, binding a reference, sizeof,
// decltype, array decay and __managed__ variables do not count; template
// bodies are not checked.
struct P { int x; int y[2]; };
__device__ int counter;
__constant__ int cst;
__managed__ int mng;
__device__ P dp;
__device__ int darr[4];
__device__ int *dptr;
void byval(int);
void byref(const int &);
__host__ __device__ int hd() { return counter; } // WARNING "a __device__ variable \"counter\" cannot be directly read in a host function"
template <class T> T tread() { return counter; }
__device__ int dev() { return counter + cst; }
int host() {
  int v = counter; // WARNING "a __device__ variable \"counter\" cannot be directly read in a host function"
  counter = 3; // WARNING "a __device__ variable \"counter\" cannot be directly written in a host function"
  v += cst; // WARNING "a __constant__ variable \"cst\" cannot be directly read in a host function"
  v += mng;
  int *p = &counter;
  v += sizeof(counter);
  v += dp.x; // WARNING "a __device__ variable \"dp\" cannot be directly read"
  v += darr[1]; // WARNING "a __device__ variable \"darr\" cannot be directly read"
  int *q = darr;
  counter++; // WARNING "a __device__ variable \"counter\" cannot be directly read" WARNING "a __device__ variable \"counter\" cannot be directly written"
  decltype(counter) w = 0;
  const int &r = counter;
  v += tread<int>();
  counter += 1; // WARNING "a __device__ variable \"counter\" cannot be directly read" WARNING "a __device__ variable \"counter\" cannot be directly written"
  if (counter) { // WARNING "a __device__ variable \"counter\" cannot be directly read"
    v++;
  }
  byval(counter); // WARNING "a __device__ variable \"counter\" cannot be directly read"
  byref(counter);
  int *a = darr + 1;
  int b = *dptr; // WARNING "a __device__ variable \"dptr\" cannot be directly read"
  int c = dptr[1]; // WARNING "a __device__ variable \"dptr\" cannot be directly read"
  int d = v > 1 ? counter : 1; // WARNING "a __device__ variable \"counter\" cannot be directly read"
  P e = dp; // WARNING "a __device__ variable \"dp\" cannot be directly read"
  bool f = counter == 1; // WARNING "a __device__ variable \"counter\" cannot be directly read"
  int g = -counter; // WARNING "a __device__ variable \"counter\" cannot be directly read"
  int h = dp.y[1]; // WARNING "a __device__ variable \"dp\" cannot be directly read"
  int i{counter}; // WARNING "a __device__ variable \"counter\" cannot be directly read"
  long j = (long)counter; // WARNING "a __device__ variable \"counter\" cannot be directly read"
  return v + w + r + *p + *q + *a + b + c + d + e.x + f + g + h + i + (int)j;
}
