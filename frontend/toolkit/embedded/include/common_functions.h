/* cufe embedded CUDA headers: common_functions.h is the old name of crt/common_functions.h. */
#include "crt/common_functions.h"
