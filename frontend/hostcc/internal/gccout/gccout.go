// Package gccout reads what `g++ -E -dD -v -x c++ /dev/null` prints: the
// predefined macros on stdout (with line markers telling the compiler's own
// definitions from those of the implicitly pre-included stdc-predef.h) and the
// driver's verbose report on stderr (target, version banner, search list).
// Both hostcc and its data generator use it, so the embedded tables and a live
// probe are read by the same code.
package gccout

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Macros is the split stdout of `g++ -E -dD`.
type Macros struct {
	// Lines are the #define and #undef lines the compiler itself makes (in
	// "<built-in>" and "<command-line>", which holds the driver's own -D such as
	// _GNU_SOURCE and -pthread's _REENTRANT), in definition order.
	Lines []string
	// PreIncludes are the paths of the files the compiler includes before the
	// main file without being asked (glibc's stdc-predef.h), in order.
	PreIncludes []string
}

// ParseDefines splits the stdout of `g++ -E -dD ... /dev/null`. mainFile is
// the input file name as the line markers spell it ("/dev/null").
func ParseDefines(out []byte, mainFile string) (Macros, error) {
	var m Macros
	// depth counts the real files (pre-includes and what they include) entered
	// and not yet left.
	depth := 0
	// The main file's name comes first (`# 0 "/dev/null"`), then the
	// predefines, then the main file again: only that second time is it entered.
	seenBuiltin, inMain := false, false
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			continue
		}
		if marker, ok := parseMarker(line); ok {
			pseudo := pseudoFiles[marker.file] || marker.file == mainFile
			switch {
			case pseudo:
				// Entering or returning to <built-in>, <command-line> or the
				// main file leaves every real file.
				depth = 0
				if marker.file != mainFile {
					seenBuiltin = true
				} else if seenBuiltin {
					inMain = true
				}
			case marker.enter:
				if depth == 0 {
					m.PreIncludes = append(m.PreIncludes, marker.file)
				}
				depth++
			case marker.leave:
				if depth == 0 {
					return m, fmt.Errorf("line %d: returns to a file never entered: %q", n, line)
				}
				depth--
			}
			continue
		}
		if inMain {
			return m, fmt.Errorf("line %d: unexpected output from the empty main file: %q", n, line)
		}
		if !strings.HasPrefix(line, "#define ") && !strings.HasPrefix(line, "#undef ") {
			return m, fmt.Errorf("line %d: not a #define, #undef or line marker: %q", n, line)
		}
		if depth == 0 {
			m.Lines = append(m.Lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		return m, err
	}
	if len(m.Lines) == 0 {
		return m, fmt.Errorf("no predefined macros in the compiler's output")
	}
	return m, nil
}

// pseudoFiles are the names line markers give the predefines: gcc's and
// clang's spellings.
var pseudoFiles = map[string]bool{"<built-in>": true, "<command-line>": true, "<command line>": true}

type lineMarker struct {
	file         string
	enter, leave bool
}

// parseMarker reads `# N "file" flags...`; flag 1 enters a file, 2 returns to
// one.
func parseMarker(line string) (lineMarker, bool) {
	var lm lineMarker
	if !strings.HasPrefix(line, "# ") {
		return lm, false
	}
	rest := line[2:]
	sp := strings.IndexByte(rest, ' ')
	if sp <= 0 {
		return lm, false
	}
	if _, err := strconv.Atoi(rest[:sp]); err != nil {
		return lm, false
	}
	rest = rest[sp+1:]
	if !strings.HasPrefix(rest, `"`) {
		return lm, false
	}
	end := closingQuote(rest)
	if end < 0 {
		return lm, false
	}
	name, err := strconv.Unquote(rest[:end+1])
	if err != nil {
		name = rest[1:end]
	}
	lm.file = name
	for _, f := range strings.Fields(rest[end+1:]) {
		switch f {
		case "1":
			lm.enter = true
		case "2":
			lm.leave = true
		}
	}
	return lm, true
}

// closingQuote finds the quote ending the string that starts s, skipping
// backslash escapes.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

// Verbose is what the driver's -v report says.
type Verbose struct {
	Target string // "Target: x86_64-linux-gnu"
	Banner string // "gcc version 12.2.0 (Debian 12.2.0-14+deb12u1)"
	// SystemDirs is the `#include <...>` search list exactly as printed (not
	// cleaned: g++ builds line-marker paths from these strings).
	SystemDirs []string
}

// ParseVerbose reads the stderr of `g++ -E -v`. It needs the C locale: the
// markers are translated otherwise.
func ParseVerbose(out []byte) (Verbose, error) {
	var v Verbose
	inList, sawList, sawEnd := false, false, false
	for _, line := range strings.Split(string(out), "\n") {
		line = strings.TrimRight(line, "\r")
		switch {
		case strings.HasPrefix(line, "Target: "):
			v.Target = strings.TrimSpace(strings.TrimPrefix(line, "Target: "))
		case strings.Contains(line, " version ") && v.Banner == "" &&
			(strings.HasPrefix(line, "gcc version ") || strings.Contains(line, "clang version ")):
			v.Banner = strings.TrimSpace(line)
		case line == "#include <...> search starts here:":
			inList, sawList = true, true
		case line == "End of search list.":
			inList, sawEnd = false, true
		case inList && strings.HasPrefix(line, " "):
			dir := strings.TrimPrefix(line, " ")
			dir = strings.TrimSuffix(dir, " (framework directory)")
			v.SystemDirs = append(v.SystemDirs, dir)
		}
	}
	if !sawList || !sawEnd {
		return v, fmt.Errorf("no `#include <...> search starts here:` list in the compiler's -v output")
	}
	if v.Target == "" {
		return v, fmt.Errorf("no `Target:` line in the compiler's -v output")
	}
	return v, nil
}

// MacroName returns the name a #define or #undef line defines ("F" for
// "#define F(x) x").
func MacroName(line string) string {
	rest := strings.TrimPrefix(strings.TrimPrefix(line, "#define "), "#undef ")
	for i := 0; i < len(rest); i++ {
		if c := rest[i]; c == ' ' || c == '(' {
			return rest[:i]
		}
	}
	return rest
}

// Apply replays #define/#undef lines into a name -> #define line map, the
// macro set they leave behind.
func Apply(set map[string]string, lines []string) {
	for _, l := range lines {
		name := MacroName(l)
		if strings.HasPrefix(l, "#undef ") {
			delete(set, name)
		} else {
			set[name] = l
		}
	}
}

// IncludeName turns the path of a pre-included file back into the name the
// compiler looked up ("stdc-predef.h" for /usr/include/stdc-predef.h when
// /usr/include is a system directory), so it can be found again on a machine
// laid out differently. A path under no directory is returned unchanged.
func IncludeName(path string, dirs []string) string {
	best := ""
	for _, d := range dirs {
		p := strings.TrimSuffix(d, "/") + "/"
		if strings.HasPrefix(path, p) && len(p) > len(best) {
			best = p
		}
	}
	if best == "" {
		return path
	}
	return path[len(best):]
}
