#define X 1
#define X 2
void f(int, int);
void f(double, char*);
void g() { f(1); }
