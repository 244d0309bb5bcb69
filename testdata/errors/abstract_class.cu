// C++ rule: no object of an abstract class (one with a pure virtual
// function) can be made: a variable (an extern declaration too) or a
// new-expression of such a class is an error, which NVIDIA follows with
// the class's pure virtual functions. Pointers and references to it, and
// objects of a class overriding every pure virtual function, are fine.
struct Shape { virtual double area() const = 0; virtual void scale(double) = 0; };
struct Square : Shape { double area() const override { return 1; } void scale(double) override {} };
struct Handle { virtual ~Handle() = 0; };
namespace geo { struct Base { virtual int id() const = 0; }; }
void use(const void *);
Shape global; // ERROR `object of abstract class type "Shape" is not allowed:`
extern Shape declared; // ERROR `object of abstract class type "Shape" is not allowed:`
void local() { Shape s; use(&s); } // ERROR `object of abstract class type "Shape" is not allowed:`
void destructor() { Handle h; use(&h); } // ERROR `object of abstract class type "Handle" is not allowed:`
void qualified() { geo::Base b; use(&b); } // ERROR `object of abstract class type "geo::Base" is not allowed:`
void allocated() { use(new Shape); } // ERROR `object of abstract class type "Shape" is not allowed:`
void fine() { Square sq; Shape &r = sq; Shape *p = &sq; use(&r); use(p); use(new Square); }
int main() { return 0; }
