// An enumeration defined twice in one scope, scoped or not, whatever its
// enumerators (11.8: `invalid redefinition of enum`, 13.0: 247); opaque
// declarations before or after a definition are fine, and enumerations
// of other scopes are others.
enum Color { Red, Green };
enum Color { Cyan, Magenta }; // ERROR `invalid redefinition of enum "Color"|enum "Color" has already been defined`
enum class Mode { Read };
enum class Mode { Write }; // ERROR `invalid redefinition of enum "Mode"|enum "Mode" has already been defined`
enum struct Width : short { Narrow };
enum struct Width : short { Wide }; // ERROR `invalid redefinition of enum "Width"|enum "Width" has already been defined`
namespace io { enum Kind { File }; enum Kind { Pipe }; } // ERROR `invalid redefinition of enum "io::Kind"|enum "io::Kind" has already been defined`
struct Box { enum Side { Left }; enum Side { Right }; }; // ERROR `invalid redefinition of enum "Box::Side"|enum "Box::Side" has already been defined`
enum class Level : int;
enum class Level : int { Low, High };
enum class Level : int;
enum Fixed : unsigned;
enum Fixed : unsigned { One = 1 };
namespace other { enum Color { Red, Blue }; enum class Mode { Read }; }
struct Panel { enum Side { Top }; };
int use() {
  enum Color { Black };
  enum Local { A };
  return Black + A + other::Blue + int(Level::High) + One + Box::Left + Panel::Top + Cyan;
}
void block() { enum Step { S1 }; enum Step { S2 }; } // ERROR `invalid redefinition of enum "Step"|enum "Step" has already been defined`
