package toolchain

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// LinkInput is the link of a build's objects into an executable.
type LinkInput struct {
	// Args are the project's compile flags (-std, -arch, -rdc: what the
	// device link and nvcc's link line depend on).
	Args []string
	// Objects are the units' object files, in build order.
	Objects []string
	// Output is the executable's path.
	Output string
}

// Link runs nvcc's link steps: nvlink for each architecture (the device
// link, run with and without -rdc as nvcc does), fatbinary -link, the
// compile of crt/link.stub, and the g++ link against the static CUDA
// runtime. It writes Output (mode 0755) unless it already holds the result.
func (b *Builder) Link(ctx context.Context, in LinkInput) error {
	tc := b.cfg.Toolchain
	if len(in.Objects) == 0 {
		return errors.New("link: no object files")
	}
	f, err := ParseFlags(in.Args, tc)
	if err != nil {
		return err
	}
	exe := filepath.Base(in.Output)
	dl := names{stem: exe + "_dlink", multi: len(f.Arches) > 1}
	// Objects keep their base names, numbered so that two units of the
	// same name in different directories stay apart.
	var objects []tu.File
	var objNames []string
	for i, p := range in.Objects {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		name := strconv.Itoa(i+1) + "-" + filepath.Base(p)
		objects = append(objects, tu.File{Path: name, Data: data})
		objNames = append(objNames, name)
	}
	if exe == dl.object() || strings.HasPrefix(exe, "-") {
		return fmt.Errorf("link: output name %q collides with a step's file", exe)
	}
	// The link step's key anchors on the host compiler binary: the link
	// has no source of its own.
	ref := unitRef{source: tc.HostCC, outBase: in.Output}
	var cubins []tu.File
	var reg []byte
	for _, a := range f.Arches {
		out, err := b.do(ctx, ref, &step{kind: "nvlink", label: "nvlink " + smName(a), argv: tc.Nvlink(f, dl, a, objNames),
			inputs: objects, outputs: []string{dl.cubin(a), dl.regC()}, sources: b.runtimeLibs()})
		if err != nil {
			return err
		}
		cubins = append(cubins, tu.File{Path: dl.cubin(a), Data: out[dl.cubin(a)]})
		reg = out[dl.regC()]
	}
	fat, err := b.do(ctx, ref, &step{kind: "fatbinary", label: "link fatbinary", argv: tc.LinkFatbinary(f, dl),
		inputs: cubins, outputs: []string{dl.fatbinC()}})
	if err != nil {
		return err
	}
	stub, err := b.do(ctx, ref, &step{kind: "host-cc", label: "link.stub", argv: tc.LinkStubCompile(f, dl), deps: true,
		inputs:  []tu.File{{Path: dl.fatbinC(), Data: fat[dl.fatbinC()]}, {Path: dl.regC(), Data: reg}},
		outputs: []string{dl.object()}})
	if err != nil {
		return err
	}
	linkInputs := append([]tu.File{{Path: dl.object(), Data: stub[dl.object()]}}, objects...)
	out, err := b.do(ctx, ref, &step{kind: "link", label: "link", argv: tc.Link(f, dl, objNames, exe),
		inputs: linkInputs, outputs: []string{exe}, sources: b.runtimeLibs()})
	if err != nil {
		return err
	}
	_, err = writeIfChanged(in.Output, out[exe], 0o755)
	return err
}

// runtimeLibs are the CUDA runtime archives the link steps read from the
// toolkit's library directories: their hashes join the keys, so a toolkit
// update relinks.
func (b *Builder) runtimeLibs() []string {
	var out []string
	for _, l := range b.cfg.Toolchain.LibDirs {
		dir := strings.TrimPrefix(l, "-L")
		for _, name := range []string{"libcudart_static.a", "libcudadevrt.a"} {
			p := filepath.Join(dir, name)
			if isFile(p) {
				out = append(out, p)
			}
		}
	}
	return out
}
