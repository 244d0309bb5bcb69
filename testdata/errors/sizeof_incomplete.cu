// C++ rule: sizeof needs a complete type; a class only declared (or not yet
// defined at that point) has no size.
struct S;
struct Later;
S g();
typedef S Alias;
int direct() { return sizeof(S); } // ERROR "incomplete type"
int viaTypedef() { return sizeof(const Alias); } // ERROR "incomplete type"
int beforeDefinition() { return sizeof(Later); } // ERROR "incomplete type"
struct Later { int x; };
int afterDefinition() { return sizeof(Later); }
int pointer() { return sizeof(S *) + sizeof(S **); }
struct Self {
  int size() const { return sizeof(Self); }
  static const int n = sizeof(int);
};
template <class T> struct Box { T t; };
int instance() { return sizeof(Box<int>); }
template <class T> int notInstantiated() { return sizeof(T); }
int main() { return afterDefinition() + pointer() + instance(); }
