package hostcc

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// featureCase is one __has_* question and how to ask the Config.
type featureCase struct {
	expr string // what g++ is asked
	ask  func(c *Config) int
}

func builtinCase(name string) featureCase {
	return featureCase{"__has_builtin(" + name + ")", func(c *Config) int { return c.HasBuiltin(name) }}
}

func attrCase(name string) featureCase {
	return featureCase{"__has_attribute(" + name + ")", func(c *Config) int { return c.HasAttribute(name) }}
}

func cppCase(scope, name string) featureCase {
	arg := name
	if scope != "" {
		arg = scope + "::" + name
	}
	return featureCase{"__has_cpp_attribute(" + arg + ")", func(c *Config) int { return c.HasCppAttribute(scope, name) }}
}

// askGxx answers each case with g++ -E -P, one line each.
func askGxx(t *testing.T, std string, cases []featureCase) []int {
	t.Helper()
	var b strings.Builder
	for i, c := range cases {
		fmt.Fprintf(&b, "Q %d %s\n", i, c.expr)
	}
	path := filepath.Join(t.TempDir(), "q.cpp")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := runGxx(t, "-E", "-P", "-x", "c++", "-std="+std, path)
	got := make([]int, len(cases))
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			t.Fatalf("odd answer %q", line)
		}
		i, _ := strconv.Atoi(f[1])
		v, err := strconv.Atoi(strings.TrimSuffix(f[2], "L"))
		if err != nil {
			t.Fatalf("odd answer %q", line)
		}
		got[i] = v
		seen++
	}
	if seen != len(cases) {
		t.Fatalf("%d answers for %d questions", seen, len(cases))
	}
	return got
}

// sampleNames takes every nth name of a table kind, sorted.
func sampleNames(t *testing.T, k featureKind, n int) []string {
	tables, err := loadFeatureTables()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for name := range tables.byKind[k] {
		if !strings.Contains(name, "::") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var out []string
	for i := 0; i < len(names); i += n {
		out = append(out, names[i])
	}
	return out
}

// TestFeatureAnswersMatchGxx asks g++ and the Config the same questions: a
// sample of the table, std-dependent names, names gcc lacks (clang's among
// them), __x__ spellings and scoped attributes.
func TestFeatureAnswersMatchGxx(t *testing.T) {
	gxx12(t)
	var cases []featureCase
	for _, n := range sampleNames(t, kindBuiltin, 20) {
		cases = append(cases, builtinCase(n))
	}
	for _, n := range []string{"__builtin_does_not_exist", "__type_pack_element", "__make_integer_seq",
		"__builtin_assume", "__is_trivially_relocatable", "__builtin_coro_done", "_Exit", "__memcpy_chk",
		"memcpy", "printf", "__is_same", "__builtin_bit_cast", "__builtin_is_constant_evaluated", "int", "foo"} {
		cases = append(cases, builtinCase(n))
	}
	for _, n := range sampleNames(t, kindAttr, 4) {
		cases = append(cases, attrCase(n), attrCase("__"+n+"__"), cppCase("", n), cppCase("gnu", n), cppCase("__gnu__", "__"+n+"__"))
	}
	for _, n := range []string{"nodiscard", "fallthrough", "likely", "no_unique_address", "deprecated", "maybe_unused",
		"noreturn", "__nodiscard__", "no_such_attribute", "nodebug", "diagnose_if", "enable_if"} {
		cases = append(cases, attrCase(n), cppCase("", n), cppCase("gnu", n), cppCase("clang", n))
	}
	cases = append(cases, attrCase("gnu::packed"), attrCase("clang::fallthrough"), cppCase("omp", "directive"))
	for _, std := range []string{"c++98", "c++11", "c++17", "gnu++17", "c++20", "gnu++23"} {
		c, err := Embedded(std, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := askGxx(t, std, cases)
		bad := 0
		for i, fc := range cases {
			if got := fc.ask(c); got != want[i] {
				t.Errorf("-std=%s %s: Config %d, g++ %d", std, fc.expr, got, want[i])
				if bad++; bad > 10 {
					t.FailNow()
				}
			}
		}
	}
}

func TestTableColumnFallsBack(t *testing.T) {
	tables, err := loadFeatureTables()
	if err != nil {
		t.Fatal(err)
	}
	for std, want := range map[string]string{"c++17": "c++17", "c++26": "c++23", "gnu++26": "gnu++23", "c++03x": "c++98"} {
		i, exact := tables.column(std)
		if tables.stds[i] != want || exact != (std == want) {
			t.Errorf("column(%s) = %s (exact %v), want %s", std, tables.stds[i], exact, want)
		}
	}
}
