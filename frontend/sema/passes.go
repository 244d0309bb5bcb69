package sema

import (
	"bytes"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// NVIDIA's front end runs twice over a .cu file: cudafe++ over the host-side
// preprocessing and cicc over the device-side one (__CUDA_ARCH__ defined).
// The rules about calls across execution spaces are cicc's alone, so they
// apply to the code the device-side preprocessing keeps. sema sees one
// side's tokens; a call that sits in a conditional group inside its
// function's body (`#ifndef __CUDA_ARCH__ ... #endif`, thrust's
// `#if THRUST_INCLUDE_HOST_CODE`) may well be absent from cicc's view, and
// sema does not report it. The groups are found by reading the directives
// of the source text between the body's brace and the call.

// conditionallyCompiled reports whether the call at p, in the function
// whose body opens at body, lies in a conditional group opened in the body
// (or in an #else/#elif branch of one opened before it), or whether that
// cannot be told (p is not in the body's file, after its brace: a macro's
// expansion).
func (c *checker) conditionallyCompiled(body, p source.Pos) bool {
	if !body.IsValid() || !p.IsValid() {
		return true
	}
	f := c.files.File(body)
	if f == nil || c.files.File(p) != f {
		return true
	}
	start, end := f.Offset(body), f.Offset(p)
	if start < 0 || end < start || end > len(f.Src) {
		return true
	}
	return inConditionalGroup(f.Src[start:end]) || inArchGroup(f.Src[:start])
}

// inConditionalGroup scans the lines of src for conditional directives and
// reports whether its end lies inside a group opened within it, or in
// another branch of a group opened before it.
func inConditionalGroup(src []byte) bool {
	depth := 0
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		switch directiveOf(line) {
		case "if", "ifdef", "ifndef":
			depth++
		case "elif", "else", "elifdef", "elifndef":
			if depth == 0 {
				return true
			}
		case "endif":
			if depth > 0 {
				depth--
			}
		}
	}
	return depth > 0
}

// inArchGroup reports whether the end of src lies in a conditional group
// whose condition (or an earlier branch's) tests __CUDA_ARCH__ or
// __CUDA_ARCH_LIST__: a function defined there exists on one side only.
// Other groups around a function (include guards, feature tests) are
// taken to be the same on both sides.
func inArchGroup(src []byte) bool {
	var open []bool // per open group: does a condition so far test the arch?
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		arch := bytes.Contains(line, []byte("__CUDA_ARCH"))
		switch directiveOf(line) {
		case "if", "ifdef", "ifndef":
			open = append(open, arch)
		case "elif", "else", "elifdef", "elifndef":
			if n := len(open); n > 0 {
				open[n-1] = open[n-1] || arch
			}
		case "endif":
			if n := len(open); n > 0 {
				open = open[:n-1]
			}
		}
	}
	for _, a := range open {
		if a {
			return true
		}
	}
	return false
}

// directiveOf returns the name of the preprocessing directive on line, or
// "".
func directiveOf(line []byte) string {
	line = bytes.TrimLeft(line, " \t")
	if len(line) == 0 || line[0] != '#' {
		return ""
	}
	line = bytes.TrimLeft(line[1:], " \t")
	n := 0
	for n < len(line) && (line[n] >= 'a' && line[n] <= 'z') {
		n++
	}
	return string(line[:n])
}

// mayBeDeviceSideBuiltin reports a callee that the device-side
// preprocessing may declare differently: a C library function that only
// system headers declare, with no execution space written. CUDA's headers
// redeclare some of them __host__ __device__ in groups only the device side
// keeps (printf, malloc and free in crt/common_functions.h are inside
// `#if defined(__CUDA_ARCH__)`), and the redeclarations merge with the C
// library's, so cicc accepts device calls to them that host-side tokens
// cannot justify.
func (c *checker) mayBeDeviceSideBuiltin(callee *types.FunctionDecl, fi *funcInfo) bool {
	return callee.ExternC && (fi == nil || !fi.explicitExec) && c.files.IsSystem(callee.Pos)
}
