// C++ rule: a class's implicit default constructor (or one defaulted in
// the class) is deleted when a base, or a member without a default member
// initializer, cannot be default-constructed, or a reference member has no
// initializer; default-initializing such a class is an error. A
// constructor that leaves such a base or member out of its
// mem-initializers is an error too (at its body). Initializing them in the
// mem-initializers or by a default member initializer, delegating, and
// default arguments are fine.
struct NeedsInt { NeedsInt(int); };
struct WithDefault { WithDefault(int = 0); };
struct Derived : NeedsInt { };
struct Member { NeedsInt n; int x; };
struct Nested { Member m; };
struct Ref { int &r; };
struct Defaulted : NeedsInt { Defaulted() = default; Defaulted(int v) : NeedsInt(v) { } };
namespace ns { struct Box { NeedsInt items[2]; }; }
void use(const void *);
Derived global; // ERROR `the default constructor of "Derived" cannot be referenced -- it is a deleted function`
void local() { Member m; use(&m); } // ERROR `the default constructor of "Member" cannot be referenced -- it is a deleted function`
void nested() { Nested n; use(&n); } // ERROR `the default constructor of "Nested" cannot be referenced -- it is a deleted function`
void reference() { Ref r; use(&r); } // ERROR `the default constructor of "Ref" cannot be referenced -- it is a deleted function`
void defaulted() { Defaulted d; use(&d); } // ERROR `the default constructor of "Defaulted" cannot be referenced -- it is a deleted function`
void array() { ns::Box b[2]; use(b); } // ERROR `the default constructor of "ns::Box" cannot be referenced -- it is a deleted function`
void allocated() { use(new Member); use(new Derived[2]); } // ERROR `the default constructor of "Member" cannot be referenced` ERROR `the default constructor of "Derived" cannot be referenced`
struct NoBase : NeedsInt { NoBase() { } }; // ERROR `no default constructor exists for class "NeedsInt"`
struct NoMember { NeedsInt n; int k; NoMember(int v) : k(v) { } }; // ERROR `no default constructor exists for class "NeedsInt"`
struct Both : NeedsInt { NeedsInt n; Both(); };
Both::Both() { } // ERROR `no default constructor exists for class "NeedsInt"` ERROR `no default constructor exists for class "NeedsInt"`
struct Deep { Member m; Deep() { } }; // ERROR `the default constructor of "Member" cannot be referenced -- it is a deleted function`
struct Inits : NeedsInt { NeedsInt m; NeedsInt k = 2; Inits() : NeedsInt(1), m(2) { } };
struct Delegating : NeedsInt { Delegating(int v) : NeedsInt(v) { } Delegating() : Delegating(0) { } };
struct Defaults : WithDefault { WithDefault w; Defaults() { } };
struct Initialized { NeedsInt n = 1; Member m{2, 3}; int &r; Initialized(int &x) : r(x) { } };
struct Aggregate { NeedsInt n; int x; };
struct Outer { Defaults d; Inits i; WithDefault w; };
void fine() {
  int x = 0;
  Aggregate a{1, 2}; Outer o; Inits i; Delegating dl; Defaults df; Initialized in(x); Member m = {NeedsInt(4), 5}; Defaulted d(6);
  use(&a); use(&o); use(&i); use(&dl); use(&df); use(&in); use(&m); use(&d); use(new Outer); use(new Inits[2]);
}
int main() { return 0; }
