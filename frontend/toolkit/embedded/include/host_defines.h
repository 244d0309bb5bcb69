/* cufe embedded CUDA headers: host_defines.h is the old name of crt/host_defines.h. */
#include "crt/host_defines.h"
