// Variadic kernel templates: a pack after a plain parameter, a pack after
// a deduced parameter, empty packs and an explicitly given pack. (A
// non-type pack expanded in a parameter's type, Ints<Is...>, is not
// modelled: types has no expression pack expansion.)
template <typename... Args> __global__ void after(double *out, Args... args) {}
template <typename T, typename... Ts> __global__ void lead(T first, Ts... rest) {}
template <typename... Ts> __global__ void none(Ts... ts) {}
void launch() {
  double *d = nullptr;
  after<<<1, 1>>>(d, 1, 2.5f, 3.0, 4L);
  lead<<<1, 1>>>('c', d);
  lead<<<1, 1>>>(1);
  none<<<1, 1>>>();
  none<int, char><<<1, 1>>>(1, 'c');
}
