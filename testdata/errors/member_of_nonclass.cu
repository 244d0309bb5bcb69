// C++ rule: . names a member of a class object; a pointer needs ->, an
// array or a number has no members. NVIDIA spells an array as the pointer
// it decays to and keeps typedef names.
#include <cstddef>
struct Vec { float x, y; float norm() const { return x * x + y * y; } };
namespace geo { struct Point { int x; }; }
typedef Vec *VecPtr;
int length() { int a[3] = {1, 2, 3}; return a.size(); } // ERROR "expression must have class type but it has type \"int *\""
float dot(Vec *p, const Vec *q) {
  return p.x // ERROR "expression must have class type but it has type \"Vec *\""
       + q.y; // ERROR "expression must have class type but it has type \"const Vec *\""
}
int count(size_t n, unsigned u, geo::Point *g) {
  return n.size // ERROR "expression must have class type but it has type \"size_t\""
       + u.x // ERROR "expression must have class type but it has type \"unsigned int\""
       + g.x; // ERROR "expression must have class type but it has type \"geo::Point *\""
}
float fine(Vec v, Vec *p, const Vec &r, VecPtr w, geo::Point g) {
  Vec arr[2] = {v, v};
  return v.x + p->y + r.norm() + w->x + arr[1].y + (*p).x + float(g.x);
}
template <class T> auto later(T t) { return t.x; }
int main() { Vec v{1, 2}; return int(fine(v, &v, v, &v, geo::Point{1}) + later(v)); }
