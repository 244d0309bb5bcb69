// A variable of a class whose const member has no initializer, defined
// without an initializer (369 in 11.8 and 13.0: `variable "a" has an
// uninitialized const or reference member`); `new` of such a class runs
// its deleted default constructor (1790). A default member initializer, a
// constructor, braces, a const member of a class with a default
// constructor of its own and static members are fine.
struct Limit { const int max; };
struct Pair { int a, b; };
struct Frozen { const Pair p; int n; };
struct Table { const double scale[2]; };
struct Given { const int max = 8; };
struct Built { const int max; Built() : max(4) {} };
struct Owner { Built b; static const int count; };
Limit global; // ERROR `variable "global" has an uninitialized const or reference member`
namespace ns { Frozen frozen; } // ERROR `variable "ns::frozen" has an uninitialized const or reference member`
int take(const void *);
int use() {
  Limit a; // ERROR `variable "a" has an uninitialized const or reference member`
  static Table t; // ERROR `variable "t" has an uninitialized const or reference member`
  Limit many[2]; // ERROR `variable "many" has an uninitialized const or reference member`
  Limit *p = new Limit; // ERROR `the default constructor of "Limit" cannot be referenced -- it is a deleted function`
  Limit b{3};
  Limit c = {4};
  Given g;
  Built d;
  Owner o;
  Frozen f{{1, 2}, 3};
  return take(&a) + take(&t) + take(many) + p->max + b.max + c.max + g.max + d.max + take(&o) + f.n + take(&global) + take(&ns::frozen);
}
