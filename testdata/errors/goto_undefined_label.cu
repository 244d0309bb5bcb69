// A goto to a label the function never defines; labels are function-wide,
// so a goto to a label in another block (earlier or later) is fine.
__device__ int f(int x) {
  if (x > 0)
    goto done; // ERROR `label "done" was referenced but not defined`
  if (x < 0) {
    goto later;
  }
  {
  again:
    ++x;
  }
  if (x < 5)
    goto again;
  if (x < 6) {
    goto finish;
  }
  {
  later:
    x = 1;
  }
finish:
  return x;
}
