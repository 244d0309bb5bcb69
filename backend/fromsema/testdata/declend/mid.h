int plain();
#include "lib.h"
template <class T> int after(T *p) { launch(p); Device::Run(p); return 0; }
