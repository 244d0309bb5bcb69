#warning f1
#pragma nv_diag_default 1105
#warning f2
#pragma nv_diagnostic push
#pragma nv_diag_warning 1105
#warning f3
#pragma nv_diagnostic pop
#warning f4
int x;
