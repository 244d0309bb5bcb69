// The last declaration calls a template that leads to CopyKernel.
#include "mid.h"
int user() { int x; launch(&x); return 0; }
