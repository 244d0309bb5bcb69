// A typedef or alias name redeclared as another type in one scope (256 in
// 11.8 and 13.0); redeclaring it as the same type, however spelled, is
// fine, as are names of other scopes.
struct Point { int x, y; };
typedef int Index;
typedef long Index; // ERROR `invalid redeclaration of type name "Index"`
using Real = float;
using Real = double; // ERROR `invalid redeclaration of type name "Real"`
typedef Point *PointPtr;
typedef const Point *PointPtr; // ERROR `invalid redeclaration of type name "PointPtr"`
typedef int Count;
typedef signed int Count;
using Count = int;
typedef Count Count;
typedef unsigned Size;
typedef unsigned int Size;
typedef struct Point Point;
typedef struct Node { Node *next; } Node;
typedef int Row[4];
typedef int Row[4];
typedef int (*Callback)(int);
using Callback = int (*)(int);
namespace other { typedef long Index; using Real = double; }
int block() {
  typedef char Index;
  typedef short Local;
  typedef long Local; // ERROR `invalid redeclaration of type name "Local"`
  Index i = 'a';
  return i;
}
int use(Callback cb, Row r, Node *n, Point p, PointPtr pp, Real x, Size s, Count c) { return cb(r[0]) + (n != 0) + p.x + pp->y + int(x) + int(s) + c + int(other::Index(1)); }
