package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestFunctionPointerConversion: a noexcept function, or a pointer to
// one, converts to a pointer to the function type without noexcept, as an
// exact match: the overload taking it wins over the ellipsis, and
// libstdc++'s stoi, which passes glibc's noexcept strtol to __stoa's
// _TRet (*)(const _CharT*, _CharT**, _Base...), finds its instance.
func TestFunctionPointerConversion(t *testing.T) {
	wantVarTypes(t, `long conv(const char *s) noexcept;
int pick(long (*)(const char *));
char pick(...);
auto byName = pick(conv);
auto byAddress = pick(&conv);
`, map[string]string{"byName": "int", "byAddress": "int"})
	src := `extern "C" long strtol(const char *__restrict n, char **__restrict e, int b) noexcept(true);
namespace std { using ::strtol; }
template <typename _TRet, typename _Ret = _TRet, typename _CharT, typename... _Base>
_Ret __stoa(_TRet (*__convf)(const _CharT *, _CharT **, _Base...), const char *__name, const _CharT *__str, unsigned long *__idx, _Base... __base) { return 0; }
int stoi(const char *s, unsigned long *i, int b) { return __stoa<long, int>(&std::strtol, "stoi", s, i, b); }
`
	ck := checkSource(t, "stoi.cpp", []byte(src), parse.CXX17, Options{})
	for _, d := range ck.semaDiags {
		t.Error(ck.describe(d))
	}
}
