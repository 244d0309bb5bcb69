__global__ void b1(int x) {
}
__global__ void b3(int x)
{

  x++;
}
__global__ void b6(int x) {
 x++;
 x++;
 x++;
 x++;
 x++;
}
__global__ void b7(int x) {
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
}
__global__ void b20(int x) {
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
 x++;
}
__global__ void
   __launch_bounds__(64, 2)
  bn
   (int x) { }
