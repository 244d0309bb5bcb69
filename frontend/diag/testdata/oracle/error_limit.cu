int a = u1;
int b = u2;
int c = u3;
