package toolkit

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// nvcc reads nvcc.profile beside its binary to learn the include flags it
// gives the host compiler (INCLUDES, SYSTEM_INCLUDES). Reading the same file
// gives the same spelling nvcc uses, which g++ then keeps in line markers:
// 13.0's pip wheel says "-I$(TOP)/$(_TARGET_DIR_)/include" with TOP =
// $(_HERE_)/.. and an empty _TARGET_DIR_, hence ".../cu13/bin/..//include";
// Debian's 11.8 profile names "/usr/include" outright.

// profileVars are nvcc's built-in profile variables other than _HERE_ and
// _TARGET_DIR_, as `nvcc -dryrun` prints them (11.8 and 13.0, x86-64).
var profileVars = map[string]string{
	"_SPACE_":       " ",
	"_NVVM_BRANCH_": "nvvm",
	"_CUDART_":      "cudart",
	"_TARGET_SIZE_": "64",
}

// targetDirs maps GOARCH to the directory a standard installation keeps its
// per-target tree in; nvcc sets _TARGET_DIR_ to it when it exists (a 12.6
// x86-64 install's line markers read ".../bin/../targets/x86_64-linux/include").
var targetDirs = map[string][]string{
	"amd64":   {"targets/x86_64-linux"},
	"arm64":   {"targets/sbsa-linux", "targets/aarch64-linux"},
	"ppc64le": {"targets/ppc64le-linux"},
}

// loadProfile reads and parses here/nvcc.profile; nil (and no error) when
// there is none.
func loadProfile(here string) (*profile, error) {
	path := filepath.Join(here, "nvcc.profile")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	p, err := parseProfile(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return p, nil
}

// expansionVars are the builtin variables nvcc.profile values refer to:
// _HERE_ (nvcc's directory) and _TARGET_DIR_ (the target directory that
// exists beside it, if any).
func expansionVars(here string) map[string]string {
	vars := map[string]string{"_HERE_": here, "_TARGET_DIR_": ""}
	top := filepath.Dir(here)
	for _, d := range targetDirs[runtime.GOARCH] {
		if st, err := os.Stat(filepath.Join(top, filepath.FromSlash(d))); err == nil && st.IsDir() {
			vars["_TARGET_DIR_"] = d
			break
		}
	}
	return vars
}

// readProfileIncludes reads here/nvcc.profile and returns its -I and
// -isystem directories in nvcc's order (INCLUDES, then SYSTEM_INCLUDES).
// A missing profile gives nil (the caller uses IncludeDir as -I).
func readProfileIncludes(here string) ([]IncludeDir, error) {
	p, err := loadProfile(here)
	if p == nil || err != nil {
		return nil, err
	}
	path := filepath.Join(here, "nvcc.profile")
	vars := expansionVars(here)
	var dirs []IncludeDir
	for _, name := range []string{"INCLUDES", "SYSTEM_INCLUDES"} {
		val, err := p.expand(p.values[name], vars, 0)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, name, err)
		}
		got, err := includeFlags(splitProfileWords(val))
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, name, err)
		}
		dirs = append(dirs, got...)
	}
	if len(dirs) == 0 {
		return nil, nil
	}
	return dirs, nil
}

// profile is a parsed nvcc.profile: each variable's unexpanded value.
type profile struct {
	values map[string]string
}

// parseProfile reads `NAME = v`, `NAME += v` (v goes before the old value,
// as nvcc does with PATH) and `NAME =+ v` (v goes after it). Values are
// kept unexpanded: nvcc expands $(NAME) when a value is used.
func parseProfile(data []byte) (*profile, error) {
	p := &profile{values: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		eq := strings.IndexByte(text, '=')
		if eq <= 0 {
			return nil, fmt.Errorf("line %d: no '=' in %q", line, text)
		}
		name := strings.TrimSpace(text[:eq])
		val := text[eq+1:]
		switch {
		case strings.HasSuffix(name, "+"):
			name = strings.TrimSpace(strings.TrimSuffix(name, "+"))
			p.values[name] = strings.TrimSpace(val) + p.values[name]
		case strings.HasPrefix(val, "+"):
			p.values[name] += strings.TrimSpace(val[1:])
		default:
			p.values[name] = strings.TrimSpace(val)
		}
		if name == "" {
			return nil, fmt.Errorf("line %d: empty variable name", line)
		}
	}
	return p, sc.Err()
}

// expand replaces $(NAME) by the profile's value, else nvcc's built-in
// variable, else nothing (nvcc's unknown variables are empty too).
func (p *profile) expand(s string, builtin map[string]string, depth int) (string, error) {
	if depth > 20 {
		return "", fmt.Errorf("variables refer to each other in a loop")
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "$(")
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			return "", fmt.Errorf("unclosed $( in %q", s)
		}
		b.WriteString(s[:i])
		name := s[i+2 : i+j]
		var val string
		if v, ok := p.values[name]; ok {
			ev, err := p.expand(v, builtin, depth+1)
			if err != nil {
				return "", err
			}
			val = ev
		} else if v, ok := builtin[name]; ok {
			val = v
		} else {
			val = profileVars[name]
		}
		b.WriteString(val)
		s = s[i+j+1:]
	}
}

// splitProfileWords splits a value into words as a shell would for plain
// double quotes: `"-I/a b" -isystem "/c"` gives [-I/a b, -isystem, /c].
func splitProfileWords(s string) []string {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
			inWord = true
		case !quoted && (r == ' ' || r == '\t'):
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// includeFlags turns -I/-isystem words into directories; other flags in
// these variables are not expected and are refused loudly.
func includeFlags(words []string) ([]IncludeDir, error) {
	var dirs []IncludeDir
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "-I" || w == "-isystem":
			if i+1 >= len(words) {
				return nil, fmt.Errorf("%s without a directory", w)
			}
			dirs = append(dirs, IncludeDir{Path: words[i+1], System: w == "-isystem"})
			i++
		case strings.HasPrefix(w, "-isystem"):
			dirs = append(dirs, IncludeDir{Path: w[len("-isystem"):], System: true})
		case strings.HasPrefix(w, "-I"):
			dirs = append(dirs, IncludeDir{Path: w[2:]})
		default:
			return nil, fmt.Errorf("unsupported word %q (cufe understands only -I and -isystem here)", w)
		}
	}
	return dirs, nil
}
