// CUDA rule: host code that constructs an object whose constructor is
// __device__ only, or defines a variable whose destructor is, calls a
// __device__ function (cudafe++'s host pass). Reported for local
// variables (static ones too), functional casts and new-expressions;
// NVIDIA is silent on list-initialized temporaries, arrays, the members
// and bases a host constructor constructs, namespace-scope variables and
// function templates (instances included); it reports the constructors of
// class template instances (sema not yet). NVIDIA spells a
// constructor with parameters by a broken mangled name ("_ZN1PC1E1?") when
// it constructs a variable: those lines do not check the callee's name.
struct S { __device__ S() {} int v; };
struct P { __device__ P(int) {} int v; };
struct D { D() {} __device__ ~D() {} };
struct Both { __device__ Both() {} Both(int) {} };
template <class T> struct Tmpl { __device__ Tmpl() {} };
void local() { S s; (void)s; } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ function\("local"\) is not allowed`
void braced() { S s{}; (void)s; } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ function\("braced"\)`
void withArg() { P p(1); (void)p; } // ERROR `calling a __device__ function\(.*\) from a __host__ function\("withArg"\) is not allowed`
void converted() { P p = 2; (void)p; } // ERROR `calling a __device__ function\(.*\) from a __host__ function\("converted"\) is not allowed`
void staticLocal() { static S s; (void)s; } // ERROR `from a __host__ function\("staticLocal"\)`
void destroyed() { D d; (void)d; } // ERROR `calling a __device__ function\("D::~D\(\)"\) from a __host__ function\("destroyed"\) is not allowed`
int temporary() { return S().v + P(1).v; } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ function\("temporary"\)` ERROR `calling a __device__ function\(.*\) from a __host__ function\("temporary"\)`
void allocated() { S *p = new S; delete p; } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ function\("allocated"\)`
__host__ __device__ void both() { S s; (void)s; } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ __device__ function\("both"\) is not allowed`
void inLambda() { auto l = [] { S s; (void)s; }; l(); } // ERROR `calling a __device__ function\("S::S\(\)"\) from a __host__ function\("operator\(\)"\)`
void hostOverload() { Both b(1); (void)b; }
void listTemporary() { (void)S{}.v; (void)P{3}.v; }
void array() { S a[2]; (void)a; }
struct Member { S s; Member() {} };
struct Base : S { Base() {} };
S atNamespaceScope;
template <class T> void inTemplate() { S s; (void)s; }
void instance() { inTemplate<int>(); Tmpl<int> t; (void)t; } // ERROR `calling a __device__ function\(.*\) from a __host__ function\("instance"\)`
__device__ void onDevice() { S s; P p(1); (void)s; (void)p; }
int main() { return 0; }
