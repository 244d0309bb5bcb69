// C++ rule: a class that inherits a pure virtual function and does not
// override it is abstract too, and no array of an abstract class can be
// made. NVIDIA lists the class's own pure virtual functions, then those of
// its bases left without an overrider. Overriding every one (in the class
// or a base between), a pure virtual destructor of a base (the derived
// class's destructor overrides it), pointers and references are fine.
struct Shape { virtual double area() const = 0; virtual void scale(double) = 0; };
struct Half : Shape { double area() const override { return 1; } };
struct Full : Half { void scale(double) override {} };
struct Labeled : Half { virtual int label() const = 0; };
struct Named { virtual const char *name() const = 0; };
struct Both : Named, Full { };
struct Handle { virtual ~Handle() = 0; };
struct File : Handle { int fd; };
struct Pair : Named, Full { const char *name() const override { return "p"; } };
struct UsingOnly : Half { using Half::scale; };
namespace geo { struct Solid : Shape { void scale(double) override {} }; }
void use(const void *);
Half global; // ERROR `object of abstract class type "Half" is not allowed:`
Shape shapes[2]; // ERROR `array of abstract class "Shape" is not allowed:`
extern Half halves[]; // ERROR `array of abstract class "Half" is not allowed:`
void local() { Half h; use(&h); } // ERROR `object of abstract class type "Half" is not allowed:`
void own() { Labeled l; use(&l); } // ERROR `object of abstract class type "Labeled" is not allowed:`
void multiple() { Both b; use(&b); } // ERROR `object of abstract class type "Both" is not allowed:`
void usingDecl() { UsingOnly u; use(&u); } // ERROR `object of abstract class type "UsingOnly" is not allowed:`
void qualified() { geo::Solid s[3]; use(s); } // ERROR `array of abstract class "geo::Solid" is not allowed:`
void allocated() { use(new Half); use(new Shape[2]); } // ERROR `object of abstract class type "Half" is not allowed:` ERROR `array of abstract class "Shape" is not allowed:`
void fine() {
  Full f; File fl; Pair p; Full many[2];
  Shape &r = f; Half *ph = &f; Shape *arr[4] = {&f, ph, &r, &p};
  use(&fl); use(many); use(arr); use(new Full); use(new Pair[2]);
}
int main() { return 0; }
