package host

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRedeclaredMemberTypeQualified: a member typedef or alias that
// redeclares the name it uses gets that name qualified (g++ rejects the
// unqualified form as changing the name's meaning; cub in CUDA 13.0
// writes `using BlockExchange = BlockExchange<…>;`), and g++ accepts the
// translation. The name is qualified with the namespace that declares it,
// which may enclose the class's (cub::detail::BlockReduceRaking uses
// cub::BlockRakingLayout).
func TestRedeclaredMemberTypeQualified(t *testing.T) {
	src := `# 1 "r.cu"
namespace cub { inline namespace v3 {
template <class T, int N> class BlockExchange {};
template <class T> struct BlockRakingLayout {};
template <class T, int N> class BlockLoad {
  using BlockExchange = BlockExchange<T, N>;
  typedef BlockRakingLayout<T> BlockRakingLayout;
  BlockExchange x;
  BlockRakingLayout y;
};
namespace detail {
template <class T> struct BlockReduceRaking {
  using BlockRakingLayout = BlockRakingLayout<T>;
  BlockRakingLayout z;
};
template struct BlockReduceRaking<int>;
}
} }
cub::BlockLoad<int, 4> load;
`
	got, err := translate(t, "r.ii", []byte(src), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"= ::cub::v3:: BlockExchange<T, N>;", "typedef ::cub::v3:: BlockRakingLayout<T> BlockRakingLayout;",
		"using BlockRakingLayout = ::cub::v3:: BlockRakingLayout<T>;"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("translation lacks %q:\n%s", want, got)
		}
	}
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	out := filepath.Join(t.TempDir(), "r.cudafe1.cpp")
	if err := os.WriteFile(out, got, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(gxx, "-std=c++17", "-fsyntax-only", out).CombinedOutput(); err != nil || len(msg) > 0 {
		t.Errorf("g++ -fsyntax-only: %v\n%s", err, msg)
	}
}
