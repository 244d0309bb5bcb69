// C++ rule: a function defined as deleted (`= delete`) cannot be used:
// called (the overload chosen being the deleted one), or run by a
// construction (a deleted copy constructor copying an object, a deleted
// default constructor); NVIDIA names the function with its parameters.
struct NoCopy { NoCopy() = default; NoCopy(const NoCopy &) = delete; NoCopy(NoCopy &&) = default; int v; };
struct NoDefault { NoDefault() = delete; NoDefault(int x) : v(x) {} int v; };
struct Member { void m() = delete; static void s() = delete; void ok() {} };
void pick(int) = delete;
void pick(double) {}
void never() = delete;
NoCopy fresh() { return NoCopy(); }
int copy(NoCopy &a) { NoCopy b = a; return b.v; } // ERROR "function \"NoCopy::NoCopy(const NoCopy &)\""
int copyDirect(NoCopy &a) { NoCopy b(a); return b.v; } // ERROR "function \"NoCopy::NoCopy(const NoCopy &)\""
int temporary(NoCopy &a) { return NoCopy(a).v; } // ERROR "function \"NoCopy::NoCopy(const NoCopy &)\""
NoCopy *allocated(NoCopy &a) { return new NoCopy(a); } // ERROR "function \"NoCopy::NoCopy(const NoCopy &)\""
void calls() { pick(1); } // ERROR "function \"pick(int)\""
void plain() { never(); } // ERROR "function \"never()\""
void members(Member &m) { m.m(); } // ERROR "function \"Member::m()\""
void statics() { Member::s(); } // ERROR "function \"Member::s()\""
NoDefault *defaults() { static NoDefault d; return &d; } // ERROR "the default constructor of \"NoDefault\" cannot be referenced"
int fine(NoCopy &a, Member &m) {
  NoCopy moved = static_cast<NoCopy &&>(a);
  NoCopy made = fresh();
  NoDefault given(2);
  NoDefault *made2 = new NoDefault(3);
  pick(1.0);
  m.ok();
  return moved.v + made.v + given.v + made2->v + NoCopy(fresh()).v;
}
int main() { return 0; }
