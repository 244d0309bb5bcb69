template <class T> int f(T t) { return t.nope; }
template <class T> int g(T t) { return f(t); }
int x = g(1);
int y = f(2.0);
