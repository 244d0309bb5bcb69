// The last declaration calls a member template of a plain class that
// leads to CopyKernel.
#include "mid.h"
int user() { int x; Device::Run(&x); return 0; }
