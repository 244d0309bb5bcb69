// C++ rule: a variable of class type defined without an initializer is
// default-initialized, which needs a constructor callable without
// arguments; a class that declares only constructors needing arguments
// has none. Default arguments, an ellipsis and constructor templates
// provide one; extern declarations and static data members' declarations
// construct nothing. `new S` and `new S[n]` default-initialize too.
struct NeedsInt { NeedsInt(int); };
namespace N { struct Pair { Pair(int, int); }; }
struct OnlyCopy { OnlyCopy(const OnlyCopy &); };
struct DefaultArg { DefaultArg(int = 0); };
struct Ellipsis { Ellipsis(...); };
struct Templated { template <class T> Templated(T); };
struct Implicit { int v; };
void use(const void *);
typedef NeedsInt Alias;
NeedsInt global; // ERROR `no default constructor exists for class "NeedsInt"`
extern NeedsInt declaredOnly;
struct Holder { static NeedsInt member; };
void local() { NeedsInt n; use(&n); } // ERROR `no default constructor exists for class "NeedsInt"`
void array() { NeedsInt a[3]; use(a); } // ERROR `no default constructor exists for class "NeedsInt"`
void qualified() { N::Pair p; use(&p); } // ERROR `no default constructor exists for class "N::Pair"`
void viaTypedef() { const Alias a; use(&a); } // ERROR `no default constructor exists for class "NeedsInt"`
void copyOnly() { OnlyCopy c; use(&c); } // ERROR `no default constructor exists for class "OnlyCopy"`
void allocated() { use(new NeedsInt); } // ERROR `no default constructor exists for class "NeedsInt"`
void allocatedArray() { use(new NeedsInt[2]); } // ERROR `no default constructor exists for class "NeedsInt"`
void allocatedFine() { use(new NeedsInt(1)); use(new DefaultArg); use(new DefaultArg[2]); }
void fine() { DefaultArg d; Ellipsis e; Templated t(1); Implicit i; NeedsInt n(1); use(&d); use(&e); use(&t); use(&i); use(&n); }
int main() { return 0; }
