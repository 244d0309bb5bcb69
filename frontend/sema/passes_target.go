package sema

import "bytes"

// targetMacroOpen reports whether offset end of src lies inside the
// parenthesized arguments of one of <nv/target>'s macros (NV_IF_TARGET,
// NV_IF_ELSE_TARGET, NV_DISPATCH_TARGET) invoked at or after start. CUDA
// 13's headers (cuda_fp16.hpp's __float2half and the like) choose device
// and host code with NV_IF_ELSE_TARGET(NV_IS_DEVICE, ..., ...) where 11.8's
// used #if defined(__CUDA_ARCH__); the host-side preprocessing keeps only
// the host branch, so a call in it is, like one under #if, perhaps not in
// the code cicc checks. (Parentheses in strings or comments are not told
// apart: the macros' arguments in NVIDIA's headers are code.)
func targetMacroOpen(src []byte, start, end int) bool {
	if start < 0 || end > len(src) || start >= end {
		return false
	}
	text := src[start:end]
	for _, m := range [...]string{"NV_IF_TARGET", "NV_IF_ELSE_TARGET", "NV_DISPATCH_TARGET"} {
		for off := 0; ; {
			i := bytes.Index(text[off:], []byte(m))
			if i < 0 {
				break
			}
			pos := off + i
			at := pos + len(m)
			off = at
			if at < len(text) && isIdentByte(text[at]) || pos > 0 && isIdentByte(text[pos-1]) {
				continue // part of a longer name
			}
			if argumentsOpen(text[at:]) {
				return true
			}
		}
	}
	return false
}

// targetMacroAt reports whether the name of a target macro starts at off
// in src: a token placed there came out of the macro's expansion as a
// whole (nested macros give the tokens of its arguments the invocation's
// position), so which branch it belongs to cannot be told.
func targetMacroAt(src []byte, off int) bool {
	if off < 0 || off >= len(src) {
		return false
	}
	for _, m := range [...]string{"NV_IF_TARGET", "NV_IF_ELSE_TARGET", "NV_DISPATCH_TARGET"} {
		if bytes.HasPrefix(src[off:], []byte(m)) && (off+len(m) == len(src) || !isIdentByte(src[off+len(m)])) {
			return true
		}
	}
	return false
}

// argumentsOpen reports whether text, which follows a macro's name, opens
// its argument list and does not close it.
func argumentsOpen(text []byte) bool {
	depth := 0
	for _, b := range text {
		switch {
		case b == '(':
			depth++
		case b == ')':
			depth--
			if depth == 0 {
				return false
			}
		case depth == 0 && b != ' ' && b != '\t' && b != '\n' && b != '\r':
			return false // the name is not invoked here
		}
	}
	return depth > 0
}

func isIdentByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}
