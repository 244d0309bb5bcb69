// Package stubreg reads the registrations out of a stub file (NVIDIA's or
// cufe's): the tests that compare cufe's kernels and device variables with
// cicc's read both sides with it.
package stubreg

import (
	"regexp"
	"strconv"
)

// Kernel is one __cudaRegisterEntry: the kernel's device name and its
// __launch_bounds__ thread count (-1 for none, ThreadsExpression when the
// stub spells the count as an expression: cudafe++ writes `( ::box<(int)64,
// (int)2> ::nt)` for bounds a template's argument gives).
type Kernel struct {
	Name    string
	Threads int
}

// ThreadsExpression is Kernel.Threads for a count spelled as an
// expression.
const ThreadsExpression = -2

// Variable is one __cudaRegisterVariable or __cudaRegisterManagedVariable.
type Variable struct {
	Name     string
	Managed  bool
	Extern   bool
	Size     int64
	Constant bool
}

var (
	entry    = regexp.MustCompile(`__cudaRegisterEntry\(__T\d+, [^;]*, ([A-Za-z0-9_]+), (\(-1\)|\d+|\( ?::[^;]*\))\);`)
	variable = regexp.MustCompile(`__cudaRegister(Managed)?Variable\(__T\d+, __shadow_var\(([A-Za-z0-9_]+),[^)]*\), (\d), (\d+)UL, (\d), 0\)`)
)

// Read returns the kernels and variables stub registers, in text order.
func Read(stub string) ([]Kernel, []Variable) {
	var ks []Kernel
	for _, m := range entry.FindAllStringSubmatch(stub, -1) {
		threads := -1
		switch {
		case m[2] == "(-1)":
		case m[2][0] == '(':
			threads = ThreadsExpression
		default:
			threads, _ = strconv.Atoi(m[2])
		}
		ks = append(ks, Kernel{Name: m[1], Threads: threads})
	}
	var vs []Variable
	for _, m := range variable.FindAllStringSubmatch(stub, -1) {
		size, _ := strconv.ParseInt(m[4], 10, 64)
		vs = append(vs, Variable{Name: m[2], Managed: m[1] != "", Extern: m[3] == "1", Size: size, Constant: m[5] == "1"})
	}
	return ks, vs
}
