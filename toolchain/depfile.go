package toolchain

import (
	"fmt"
	"path/filepath"
	"strings"
)

// externalDeps reads a make dependency file written by g++ -MD and returns
// the files it lists that lie outside the step's private directory dir
// (relative names are resolved against cwd, where g++ ran), absolute and
// each once. Those are the headers the step read from the project and the
// toolkit: its include closure.
func externalDeps(data []byte, cwd, dir string) ([]string, error) {
	words, err := depWords(string(data))
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	dirPrefix := filepath.Clean(dir) + string(filepath.Separator)
	for _, w := range words {
		p := w
		if !filepath.IsAbs(p) {
			p = filepath.Join(cwd, p)
		}
		p = filepath.Clean(p)
		if strings.HasPrefix(p, dirPrefix) || seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
	}
	return out, nil
}

// depWords returns the prerequisites of every rule of a make dependency
// file: backslash-newline continues a line, "\ " is a space in a name and
// "$$" a dollar, as g++ writes them. Targets (words before a colon that ends
// a word) are dropped, and so are the empty rules -MP adds.
func depWords(s string) ([]string, error) {
	s = strings.ReplaceAll(s, "\\\r\n", " ")
	s = strings.ReplaceAll(s, "\\\n", " ")
	var out []string
	for _, line := range strings.Split(s, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		words := splitDepLine(line)
		colon := -1
		for i, w := range words {
			if strings.HasSuffix(w, ":") {
				colon = i
				break
			}
		}
		if colon < 0 {
			return nil, fmt.Errorf("dependency file: no rule in %q", line)
		}
		out = append(out, words[colon+1:]...)
	}
	return out, nil
}

// splitDepLine splits on unescaped blanks, undoing "\ ", "\#" and "$$".
func splitDepLine(line string) []string {
	var words []string
	var cur strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\\' && i+1 < len(line) && (line[i+1] == ' ' || line[i+1] == '#'):
			cur.WriteByte(line[i+1])
			i++
		case c == '$' && i+1 < len(line) && line[i+1] == '$':
			cur.WriteByte('$')
			i++
		case c == ' ' || c == '\t':
			if cur.Len() > 0 {
				words = append(words, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() > 0 {
		words = append(words, cur.String())
	}
	return words
}
