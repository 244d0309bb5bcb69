// C++ rule: a member access names a member of the object's class (or of a
// base), a qualified name a member of its namespace or class; the message
// says whether the class is a union.
union U { int a; float b; };
struct S { int x; union { int u; float v; }; enum { E0, E1 }; static int st; };
struct D : S { using S::x; };
template <class T> struct Base { T v; };
struct Derived : Base<int> {};
int S::st = 0;
int read(U u) { return u.c; } // ERROR `union "U" has no member "c"`
int viaPointer(D *d) { return d->y; } // ERROR `class "D" has no member "y"`
int fine(U u, D d, Derived e) { return u.a + d.x + d.u + d.E1 + d.st + e.v; }
namespace N { int v; namespace In { int w; } using namespace In; inline namespace Inl { int z; } }
int qualified() { return N::q; } // ERROR `namespace "N" has no member "q"`
int nested() { return N::In::v; } // ERROR `namespace "N::In" has no member "v"`
int classScope() { return S::nope; } // ERROR `class "S" has no member "nope"`
int found() { return N::v + N::w + N::z + N::In::w + S::st + S::E1; }
int main() { return 0; }
