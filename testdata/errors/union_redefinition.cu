// A union defined twice in one scope (11.8 and 13.0 word it apart; a
// struct redefined as a union is the same error); declarations repeat
// freely, and unions of other scopes are others.
union Value { int i; float f; };
union Value; // a declaration
union Value { int i; }; // ERROR `invalid redeclaration of type name "Value"|union "Value" has already been defined`
struct Pair { int a, b; };
union Pair { int a; }; // ERROR `invalid redeclaration of type name "Pair"|class "Pair" has already been defined`
union Later;
union Later { char c; double d; };
namespace num { union Value { long l; }; }
struct Holder { union Value { short s; }; union { int anon1; }; union { int anon2; }; };
int use() {
  union Value { unsigned u; };
  Value v = {1u};
  num::Value n = {2l};
  Later l = {'a'};
  return int(v.u + n.l) + l.c;
}
