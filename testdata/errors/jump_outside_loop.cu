// break, continue, case and default written outside the statement they
// belong to; the nested forms below are correct and must stay silent.
__device__ int f(int x) {
  if (x > 0)
    break; // ERROR "a break statement may only be used within a loop or switch"
  if (x > 1) {
    continue; // ERROR "a continue statement may only be used within a loop"
  }
  case 1: // ERROR "a case label may only be used within a switch"
    ++x;
  default: // ERROR "a default label may only be used within a switch"
    ++x;
  for (int i = 0; i < x; ++i) {
    if (i == 2)
      break;
    if (i == 3)
      continue;
    switch (i) {
    case 4:
      continue;
    default:
      break;
    }
  }
  while (x < 10) {
    ++x;
    if (x == 3)
      continue;
  }
  do {
    ++x;
  } while (x < 20);
  switch (x) {
  case 21:
    x = 1;
    break;
  default:
    for (;;) {
      break;
    }
  }
  auto g = [](int y) {
    for (int i = 0; i < y; ++i) {
      if (i > 3)
        break;
    }
    return y;
  };
  return g(x);
}
