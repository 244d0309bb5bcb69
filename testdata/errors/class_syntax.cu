// Syntax: a member declaration without ';' in a class template, and a base
// clause without a base name.
template <typename T>
struct Box {
  T value
}; // ERROR "expected a \";\""
class Missing : public { // ERROR "expected an identifier"
};
int main() { return 0; }
