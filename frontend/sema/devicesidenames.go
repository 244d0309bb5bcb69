package sema

// NVIDIA checks calls across execution spaces on the device side (cicc,
// __CUDA_ARCH__ defined), where a function may be declared otherwise than
// the host side's preprocessing shows: CUDA 13's device runtime API
// (cudaMalloc, cudaStreamCreateWithFlags, ...) is `__host__` in
// cuda_runtime_api.h and defined `static __inline__ __device__` in
// cuda_device_runtime_api.h under `#ifdef __CUDA_ARCH__`, so a kernel's
// call resolves there to the __device__ function. sema sees the host side;
// the preprocessor notes the text it skipped in device-dependent groups
// (Options.DeviceSkipped). A callee whose name that text spells as a
// function (the name, then `(`) may be declared otherwise on the device
// side, and a call of it across execution spaces is not reported: sema
// cannot know what the device side resolves it to. The text is read once,
// on the first such call (rare: valid code makes none).

// deviceSideMayDeclare reports whether the text the host side skipped in
// device-dependent groups spells name followed by `(`.
func (c *checker) deviceSideMayDeclare(name string) bool {
	if len(c.opts.DeviceSkipped) == 0 || name == "" {
		return false
	}
	if c.deviceNames == nil {
		c.deviceNames = map[string]bool{}
		for _, s := range c.opts.DeviceSkipped {
			f := c.files.File(s.From)
			if f == nil {
				continue
			}
			from, to := f.Offset(s.From), f.Offset(s.To)
			if from < 0 || to > len(f.Src) || from >= to {
				continue
			}
			collectCalledNames(f.Src[from:to], c.deviceNames)
		}
	}
	return c.deviceNames[name]
}

// collectCalledNames adds to names each identifier of src followed by `(`
// (blanks between), outside comments and literals.
func collectCalledNames(src []byte, names map[string]bool) {
	for i := 0; i < len(src); {
		ch := src[i]
		switch {
		case ch == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case ch == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i += 2
		case ch == '"' || ch == '\'':
			i++
			for i < len(src) && src[i] != ch && src[i] != '\n' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case isNameStart(ch):
			start := i
			for i < len(src) && (isNameStart(src[i]) || '0' <= src[i] && src[i] <= '9') {
				i++
			}
			j := i
			for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			if j < len(src) && src[j] == '(' {
				names[string(src[start:i])] = true
			}
		case '0' <= ch && ch <= '9':
			// A number's letters (1e5f, 0x1p3) are no name.
			for i < len(src) && (isNameStart(src[i]) || '0' <= src[i] && src[i] <= '9' || src[i] == '.') {
				i++
			}
		default:
			i++
		}
	}
}

// isNameStart reports whether ch may start an identifier.
func isNameStart(ch byte) bool {
	return 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z' || ch == '_' || ch == '$'
}
