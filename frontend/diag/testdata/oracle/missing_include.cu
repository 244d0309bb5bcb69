int a = y;
int b = z;
#include "nothere.h"
int c = w;
