int a = y;
#error boom
int b = z;
