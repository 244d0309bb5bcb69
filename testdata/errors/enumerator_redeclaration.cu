// C++ rule: the enumerators of an unscoped enumeration are declared in the
// enclosing scope, where a name is declared once; scoped enumerations keep
// theirs apart.
enum Color { Red, Green, Blue };
enum Light { Off, Red }; // ERROR "\"Red\" has already been declared in the current scope"
enum Twice { One, Two,
  One }; // ERROR "\"One\" has already been declared in the current scope"
enum class Axis { X, Y };
enum class Dir { X, Y };
namespace other { enum Shade { Red, Dark }; }
int local() {
  enum Inner { Low, High };
  enum Again { High2, Low }; // ERROR "\"Low\" has already been declared in the current scope"
  { enum Nested { Low, Top }; return Low + Top + High + High2; }
}
int main() { return Green + Blue + Off + Two + int(Axis::X) + int(Dir::Y) + other::Dark + local(); }
