// Nothing outside templates leads to CopyKernel: the last declaration of
// this file and that of mid.h before its #include name none of the
// templates that do.
#include "mid.h"
int user() { return plain(); }
