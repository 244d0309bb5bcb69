// Jumps and labels sema must leave alone: GNU statement expressions
// (their labels are the function's), function-try-blocks,
// templates and local classes' members.
int stmtexpr(int x) {
  int y = 0;
  y = ({ if (x) goto out; 1; });
  x += ({ __label__ l2; int z = 0; goto l2; l2: z; });
  return y;
out:
  return 0;
}
template <typename T> int tmpl(T x) {
  for (;;) {
    if (x)
      break;
  }
  goto end;
end:
  return 0;
}
int useTmpl() { return tmpl(1); }
int local(int x) {
  struct L {
    int m(int v) {
      while (v)
        if (v-- == 3)
          continue;
      return v;
    }
  };
  switch (x) {
  case 1: {
    L l;
    return l.m(x);
  }
  default:
    break;
  }
  return x;
}
int caught(int x) try {
  return x;
} catch (...) {
  return 0;
}
int undefinedGoto(int x) {
  if (x)
    goto nowhere; // ERROR "label \"nowhere\" was referenced but not defined"
  if (x > 1)
    break; // ERROR "a break statement may only be used within a loop or switch"
  return x;
}
