// C++ rule: an object of one class converts to an unrelated class only by
// a non-explicit converting constructor of the target taking it or by a
// conversion function of its own class yielding the target; a constructor
// taking another type would need a second user-defined conversion. NVIDIA
// reports an initializer, argument or return value with neither (a
// reference to const spelled as its const-qualified class).
struct S { int v; };
struct T { int w; };
struct FromInt { FromInt(int); };
struct FromS { FromS(const S &); };
struct ExplicitFromS { explicit ExplicitFromS(const S &); };
struct ToT { operator T() const { return T{1}; } };
struct Derived : S {};
void takesT(T);
void takesConstT(const T &);
void takesFromInt(FromInt);
void takesS(S);
struct Sink { void put(T); };
void bad(S s, Sink *sink) {
  T t = s; // ERROR "no suitable user-defined conversion from \"S\" to \"T\" exists"
  FromInt f = s; // ERROR "no suitable user-defined conversion from \"S\" to \"FromInt\" exists"
  takesT(s); // ERROR "no suitable user-defined conversion from \"S\" to \"T\" exists"
  takesConstT(s); // ERROR "no suitable user-defined conversion from \"S\" to \"const T\" exists"
  takesFromInt(s); // ERROR "no suitable user-defined conversion from \"S\" to \"FromInt\" exists"
  sink->put(s); // ERROR "no suitable user-defined conversion from \"S\" to \"T\" exists"
  (void)t;
  (void)f;
}
T returned(S s) { return s; } // ERROR "no suitable user-defined conversion from \"S\" to \"T\" exists"

// Near misses: a converting constructor, a conversion function, a base
// class, a direct-initialization by an explicit constructor.
int fine(S s, ToT tt, Derived d) {
  FromS a = s;
  T b = tt;
  S c = d;
  ExplicitFromS e(s);
  takesT(tt);
  takesConstT(tt);
  takesS(d);
  (void)a;
  (void)e;
  return b.w + c.v;
}
int main() { return 0; }
