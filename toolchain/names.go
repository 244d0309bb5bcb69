package toolchain

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// names are the files of one unit's (or the device link's) steps, named as
// nvcc names them with -keep: with one architecture "reduce.ptx" and
// "reduce.sm_52.cubin", with several "reduce.compute_70.ptx" and
// "reduce.compute_70.sm_70.cubin". Steps run in private directories, so the
// names are relative and only need to be distinct within a unit; keeping
// nvcc's makes the command lines comparable with `nvcc -dryrun`.
type names struct {
	stem  string
	multi bool
}

func newNames(stem string, f *Flags) names { return names{stem: stem, multi: len(f.Arches) > 1} }

func (n names) arch(a toolkit.Arch) string {
	if n.multi {
		return n.stem + "." + a.String()
	}
	return n.stem
}

func (n names) deviceII(a toolkit.Arch) string  { return n.arch(a) + ".cpp1.ii" }
func (n names) ptx(a toolkit.Arch) string       { return n.arch(a) + ".ptx" }
func (n names) cubin(a toolkit.Arch) string     { return n.arch(a) + "." + smName(a) + ".cubin" }
func (n names) cudafeC(a toolkit.Arch) string   { return n.arch(a) + ".cudafe1.c" }
func (n names) stub(a toolkit.Arch) string      { return n.arch(a) + ".cudafe1.stub.c" }
func (n names) deviceGPU(a toolkit.Arch) string { return n.arch(a) + ".cudafe1.gpu" }
func (n names) cudafeCpp(a toolkit.Arch) string { return n.arch(a) + ".cudafe1.cpp" }
func (n names) fatbin() string                  { return n.stem + ".fatbin" }
func (n names) fatbinC() string                 { return n.stem + ".fatbin.c" }
func (n names) moduleID() string                { return n.stem + ".module_id" }
func (n names) hostII() string                  { return n.stem + ".cpp4.ii" }
func (n names) object() string                  { return n.stem + ".o" }
func (n names) regC() string                    { return n.stem + ".reg.c" }

// smName is the real architecture of a: sm_70, sm_90a.
func smName(a toolkit.Arch) string {
	s := "sm_" + strconv.Itoa(a.Number)
	if a.Suffix != 0 {
		s += string(a.Suffix)
	}
	return s
}

// smNumber is the architecture as fatbinary's --image3 sm= spells it: 70.
func smNumber(a toolkit.Arch) string {
	s := strconv.Itoa(a.Number)
	if a.Suffix != 0 {
		s += string(a.Suffix)
	}
	return s
}

// deviceOrder is the order nvcc compiles a unit's architectures in: the
// last given first (observed with 11.8 and two -gencode). The first of it
// generates the module ID and names the host translation.
func deviceOrder(f *Flags) []toolkit.Arch {
	out := make([]toolkit.Arch, len(f.Arches))
	for i, a := range f.Arches {
		out[len(out)-1-i] = a
	}
	return out
}
