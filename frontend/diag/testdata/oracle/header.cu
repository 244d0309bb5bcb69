int a;
#include "header_err.h"
int b = q;
