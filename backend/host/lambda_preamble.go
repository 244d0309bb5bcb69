package host

import (
	"sort"
	"strconv"
	"strings"
)

// The extended-lambda preamble: NVIDIA's front end writes, where the
// toolkit declares the sentinel type __nv_lambda_preheader_injection, a
// library of templates the rewritten lambdas instantiate (see lambda.go):
// traits, __nv_dl_tag, the array and field helpers, then
// __nv_dl_wrapper_t<Tag, F1..Fn> for each number n of captures a
// __device__ lambda of the TU has (n >= 1; none is always there), then
// __nv_hdl_wrapper_t's four specializations (mutable or not, with a
// conversion to a function pointer or not) for each number of captures a
// __host__ __device__ lambda has (0 included), then the factories and
// traits. Only those specializations are written, so the text depends on
// the TU; the rest is fixed per toolkit (lambda_preamble_text.go holds it,
// with the one-capture specializations every count is written after).

// Dialect is the toolkit whose host translation is written.
type Dialect uint8

// Dialects.
const (
	// CUDA118 is nvcc 11.8's (and 12.x's) extended-lambda protocol.
	CUDA118 Dialect = iota
	// CUDA13 adds the trailing-return tag and the never-throws flag.
	CUDA13
)

// lambdaPreamble returns the preamble for a TU whose __device__ lambdas
// have the capture counts dl and whose __host__ __device__ ones hdl.
func lambdaPreamble(d Dialect, dl, hdl []int) string {
	head, mid, tail := preambleHead118, preambleMiddle118, preambleTail118
	dlSpec := dlSpec1118
	hdlSpecs := []string{hdlSpec1FF118, hdlSpec1TF118, hdlSpec1FT118, hdlSpec1TT118}
	if d == CUDA13 {
		head, mid, tail = preambleHead13, preambleMiddle13, preambleTail13
		dlSpec = dlSpec113
		hdlSpecs = []string{hdlSpec1FF13, hdlSpec1TF13, hdlSpec1FT13, hdlSpec1TT13}
	}
	var b strings.Builder
	b.WriteString(head)
	for _, n := range countsFrom(dl, 1) {
		b.WriteString(dlWrapper(dlSpec, n))
	}
	b.WriteString(mid)
	for _, n := range countsFrom(hdl, 0) {
		for _, s := range hdlSpecs {
			b.WriteString(hdlWrapper(s, n))
		}
	}
	b.WriteString(tail)
	return b.String()
}

// countsFrom returns the distinct counts of cs that are at least min,
// ascending.
func countsFrom(cs []int, min int) []int {
	seen := map[int]bool{}
	var out []int
	for _, c := range cs {
		if c >= min && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	sort.Ints(out)
	return out
}

// captureLists are the per-capture fragments of a wrapper for n captures.
type captureLists struct {
	typenames, args, fields, params, inits, copies, moves, ctorParams string
}

func newCaptureLists(n int) captureLists {
	var l captureLists
	var args, params, inits, copies, moves, ctor []string
	for i := 1; i <= n; i++ {
		k := strconv.Itoa(i)
		l.typenames += ", typename F" + k
		args = append(args, "F"+k)
		l.fields += "typename __nv_lambda_field_type<F" + k + ">::type f" + k + ";\n"
		params = append(params, "F"+k+" in"+k)
		inits = append(inits, "f"+k+"(in"+k+")")
		copies = append(copies, "f"+k+"(in.f"+k+")")
		moves = append(moves, "f"+k+"(std::move(in.f"+k+"))")
		ctor = append(ctor, ", F"+k+" in"+k+" ")
	}
	if n > 0 {
		l.args = ", " + strings.Join(args, ", ")
	}
	l.params = strings.Join(params, ", ")
	l.inits = strings.Join(inits, ", ")
	l.copies = strings.Join(copies, " ,")
	l.moves = strings.Join(moves, " ,")
	l.ctorParams = strings.Join(ctor, "")
	return l
}

// dlWrapper writes the device wrapper(s) for n captures after the model
// for one.
func dlWrapper(spec1 string, n int) string {
	l := newCaptureLists(n)
	return strings.NewReplacer(
		", typename F1>", l.typenames+">",
		"Tag, F1>", "Tag"+l.args+">",
		"Id>, F1>", "Id>"+l.args+">",
		"typename __nv_lambda_field_type<F1>::type f1;\n", l.fields,
		",F1 in1) : f1(in1) {", ","+l.params+") : "+l.inits+" {",
	).Replace(spec1)
}

// hdlWrapper writes one host device wrapper for n captures after the
// model for one.
func hdlWrapper(spec1 string, n int) string {
	l := newCaptureLists(n)
	inits, fptrInit, copyInit, moveInit := ": data(", ")  {", ": data(", ": data("
	if n > 0 {
		inits = ": " + strings.ReplaceAll(l.inits, ", ", " ,") + " ,data("
		fptrInit = ")  : " + strings.ReplaceAll(l.inits, ", ", " ,") + "  {"
		copyInit = ": " + l.copies + "  , data("
		moveInit = ": " + l.moves + "  , data("
	}
	return strings.NewReplacer(
		", typename F1>", l.typenames+">",
		"OpFuncArgs...), F1>", "OpFuncArgs...)"+l.args+">",
		"typename __nv_lambda_field_type<F1>::type f1;\n", l.fields,
		"Lambda &&lam, F1 in1 )  : f1(in1)  {", "Lambda &&lam"+l.ctorParams+fptrInit,
		"Lambda &&lam, F1 in1 )", "Lambda &&lam"+l.ctorParams+")",
		": f1(in1) ,data(", inits,
		": f1(in.f1)  , data(", copyInit,
		": f1(std::move(in.f1))  , data(", moveInit,
	).Replace(spec1)
}
