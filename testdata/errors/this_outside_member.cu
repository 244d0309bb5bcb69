// C++ rule: `this` names the object of a non-static member function; a
// function of namespace scope has none.
struct Node {
  int value;
  int get() const { return this->value; }
  int next() const;
  static Node *make();
};
int Node::next() const { return this->value + 1; }
int orphan() { return this != 0; } // ERROR "\"this\" may only be used inside a nonstatic member function"
int main() {
  struct Local { int v; int get() { return this->v; } } l{1};
  Node n{2};
  return n.get() + n.next() + l.get() + orphan();
}
