// The header's templates lead to CopyKernel; this file's only
// declaration, numbered before them, names none.
#include "lib.h"
int user() { return 0; }
