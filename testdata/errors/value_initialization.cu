// Value-initialization of an object of a class without a default
// constructor: `S s{};`, `S s = {};`, `S()`, `S{}`, `new S()`, `new S{}`
// (289 in 11.8 and 13.0; 13.0 adds a note per constructor); by `()`, of a
// class whose implicit default constructor is deleted (1790). A class
// with a constructor callable without arguments, an aggregate (a class
// declaring only deleted constructors is one in C++17) and an
// initializer list with elements are fine.
struct Size { Size(int n) : n(n) {} int n; };
struct Named { explicit Named(const char *s) : s(s) {} const char *s; };
struct Ref { int &r; };
struct Fixed { const int limit; };
struct Defaulted { Defaulted(int n = 0) : n(n) {} int n; };
struct Plain { int a, b; };
struct Banned { Banned(int) = delete; int v; };
namespace geo { struct Span { Span(int a, int b) : a(a), b(b) {} int a, b; }; }
int take(const void *);
int sizes() {
  Size a{}; // ERROR `no instance of constructor "Size::Size" matches the argument list`
  Size b = {}; // ERROR `no instance of constructor "Size::Size" matches the argument list`
  Size *c = new Size(); // ERROR `no instance of constructor "Size::Size" matches the argument list`
  Size *d = new Size{}; // ERROR `no instance of constructor "Size::Size" matches the argument list`
  Named e{}; // ERROR `no instance of constructor "Named::Named" matches the argument list`
  geo::Span f{}; // ERROR `no instance of constructor "geo::Span::Span" matches the argument list`
  return a.n + b.n + c->n + d->n + (e.s != 0) + f.a + Size().n + Size{}.n; // ERROR `no instance of constructor "Size::Size" matches the argument list` ERROR `no instance of constructor "Size::Size" matches the argument list`
}
int deleted() {
  Ref *r = new Ref(); // ERROR `the default constructor of "Ref" cannot be referenced -- it is a deleted function`
  return r->r + Fixed().limit; // ERROR `the default constructor of "Fixed" cannot be referenced -- it is a deleted function`
}
int fine(int &x) {
  Size s{1};
  Size t = {2};
  Size *u = new Size(3);
  Defaulted v{};
  Defaulted *w = new Defaulted();
  Plain p{};
  Plain q = {};
  Plain *pp = new Plain();
  Banned b{};
  Fixed f{4};
  Fixed g = Fixed{};
  return s.n + t.n + u->n + v.n + w->n + p.a + q.b + pp->a + Plain().b + Defaulted().n + x + f.limit + g.limit + b.v + take(&b);
}
