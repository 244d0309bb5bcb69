// A static data member defined twice out of its class (247 in 11.8 and
// 13.0); one definition after its declaration, const members with an
// initializer in the class, inline and constexpr members are fine.
struct Counter { static int count; static const int limit; static const int size = 8; static constexpr int step = 2; static inline int hits = 0; };
int Counter::count = 1;
int Counter::count = 2; // ERROR `member "Counter::count" has already been defined`
const int Counter::limit = 10;
const int Counter::limit = 20; // ERROR `member "Counter::limit" has already been defined`
const int Counter::size;
constexpr int Counter::step;
namespace ns { struct Config { static double scale; static float ratio; }; }
double ns::Config::scale;
double ns::Config::scale; // ERROR `member "ns::Config::scale" has already been defined`
float ns::Config::ratio = 0.5f;
struct Other { static int count; };
int Other::count = 3;
template <typename T> struct Table { static T first; };
template <typename T> T Table<T>::first = T();
int use() { return Counter::count + Counter::limit + Counter::size + Counter::step + Counter::hits + Other::count + Table<int>::first + int(ns::Config::scale + ns::Config::ratio); }
