// C++ rule: a private or protected member is named only where its class
// (or a friend, or for protected members a derived class) allows it:
// data members, member functions, constructors, nested types, typedefs
// and enumerators, through `.`, `->` and `::`, and members of a base
// inherited privately. NVIDIA appends where the member was declared
// (11.8 on a line of its own, "(N): here is inaccessible").
class S {
  int x;
  static int s;
  void f();
  void g(int);
  void g(double);
  S(int);
  struct N { int v; };
  enum E { e1 };
  typedef int T;
  using U = long;
protected:
  int p;
  static int sp;
public:
  S();
  int y;
  static S make() { S r(1); r.f(); return r; }
  int touch(S &o) { o.x = 1; o.f(); N n{2}; return n.v + e1 + s; }
  friend int fr(S &);
  friend class F;
  struct In { int h(S &o) { return o.x + o.p + S::s; } };
};
int S::s = 0;
int S::sp = 0;
int fr(S &o) { o.f(); return o.x; }
class F { public: int h(S &o) { return o.x + o.p; } };
struct D : S { int m() { p = 1; sp = 2; return S::sp + y; } };
class PD : private S { public: int m() { return p + y; } };
class PDD : public PD {};
int dot(S &s) { return s.x; } // ERROR "member \"S::x\""
int arrow(S *q) { return q->x; } // ERROR "member \"S::x\""
void call(S &s) { s.f(); } // ERROR "function \"S::f\""
void overloaded(S &s) { s.g(1); } // ERROR "function \"S::g(int)\""
int prot(S &s) { return s.p; } // ERROR "member \"S::p\""
int statics() { return S::s + S::sp; } // ERROR "member \"S::s\"" ERROR "member \"S::sp\""
int nested() { S::N n{1}; return n.v; } // ERROR "class \"S::N\""
int typeNames() { S::T t = 1; S::U u = 2; return t + (int)u; } // ERROR "type \"S::T\"" ERROR "type \"S::U\""
int enumerator() { return S::e1; } // ERROR "constant \"S::e1\""
int ctor() { S t(3); return t.y; } // ERROR "\"S::S(int)\""
int temporary() { return S(3).y + S().y; } // ERROR "\"S::S(int)\""
S *allocated() { return new S(4); } // ERROR "\"S::S(int)\""
int viaPrivateBase(PDD &d) { return d.y; } // ERROR "member \"S::y\""
struct BaseUse : S { int m() { return x; } }; // ERROR "member \"S::x\""
struct ThroughPrivate : PD { int m() { return y; } }; // ERROR "member \"S::y\""
class Hidden { Hidden(); public: int z; };
int defaultCtor() { Hidden h; return h.z; } // ERROR "\"Hidden::Hidden()\""
int fine(S &s, D &d) { S t = S::make(); return s.y + t.touch(s) + d.m() + fr(s) + d.y; }
int main() { return 0; }
