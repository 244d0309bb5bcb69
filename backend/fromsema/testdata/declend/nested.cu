// The header's declarations are members of a namespace this file opens
// and closes around its #include.
namespace n {
#include "lib.h"
}
int user() { return 0; }
