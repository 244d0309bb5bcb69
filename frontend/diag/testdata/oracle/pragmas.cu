#warning w1
#pragma nv_diag_suppress 1105
#warning w2
#pragma nv_diagnostic push
#pragma nv_diag_error warning_directive
#warning w3
#pragma nv_diagnostic pop
#warning w4
#pragma nv_diag_default 1105
#warning w5
#pragma diag_suppress 1105
#warning w6
#pragma nv_diag_default 1105
#pragma nv_diag_remark 1105
#warning w7
#pragma nv_diag_default 1105
#pragma nv_diag_once 1105
#warning w8
#warning w9
#pragma nv_diag_default 1105
#warning w10
#pragma nv_diagnostic pop
#pragma nv_diagnostic
#pragma nv_diag_suppress 1105 1105
#pragma nv_diag_suppress 99999
#pragma nv_diag_warning no_such_tag
int x;
