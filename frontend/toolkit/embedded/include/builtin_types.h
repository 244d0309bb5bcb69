/* cufe embedded CUDA headers -- every type the runtime API uses. */
#ifndef __CUFE_BUILTIN_TYPES_H__
#define __CUFE_BUILTIN_TYPES_H__

#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"

#endif /* __CUFE_BUILTIN_TYPES_H__ */
