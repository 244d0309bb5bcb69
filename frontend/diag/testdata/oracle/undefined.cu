int f() { return 0; }
int g() { return undefined_x; }
int h() { return 1 }
#warning careful
#pragma nv_diag_suppress 20
int i() { return undefined_y; }
