package pp

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// gccHost answers Host questions by asking this machine's g++ (tests only;
// the product uses frontend/hostcc).
type gccHost struct {
	std     string
	defines string
	dirs    []string
	mu      sync.Mutex
	memo    map[string]int
}

func newGCCHost(t testing.TB, std string) *gccHost {
	t.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	out, err := exec.Command("g++", "-dM", "-E", "-x", "c++", "-std="+std, "/dev/null").Output()
	if err != nil {
		t.Fatal(err)
	}
	h := &gccHost{std: std, defines: string(out), memo: map[string]int{}}
	cmd := exec.Command("g++", "-E", "-v", "-x", "c++", "-std="+std, "/dev/null")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	in := false
	for _, line := range strings.Split(stderr.String(), "\n") {
		switch {
		case strings.HasPrefix(line, "#include <...> search starts here:"):
			in = true
		case strings.HasPrefix(line, "End of search list."):
			in = false
		case in:
			h.dirs = append(h.dirs, strings.TrimSpace(line))
		}
	}
	return h
}

func (h *gccHost) Predefines() string          { return h.defines }
func (h *gccHost) SystemIncludeDirs() []string { return h.dirs }

func (h *gccHost) ask(expr string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if v, ok := h.memo[expr]; ok {
		return v
	}
	src := fmt.Sprintf("%s\n", expr)
	cmd := exec.Command("g++", "-E", "-P", "-x", "c++", "-std="+h.std, "-")
	cmd.Stdin = strings.NewReader(src)
	out, _ := cmd.Output()
	v := 0
	fmt.Sscan(strings.TrimSpace(string(out)), &v)
	h.memo[expr] = v
	return v
}

func (h *gccHost) HasBuiltin(name string) int {
	return h.ask("__has_builtin(" + name + ")")
}
func (h *gccHost) HasAttribute(name string) int {
	return h.ask("__has_attribute(" + name + ")")
}
func (h *gccHost) HasCppAttribute(scope, name string) int {
	if scope != "" {
		name = scope + "::" + name
	}
	return h.ask("__has_cpp_attribute(" + name + ")")
}

var _ = os.Getenv
