package toolchain

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/cufe-dev/cufe/frontend/toolkit"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// ObjectSuffix is appended to a unit's OutBase for its object file.
const ObjectSuffix = ".o"

// UnitInput is one translation unit to take from its front-end outputs to
// an object file.
type UnitInput struct {
	// Name is the source relative to Root, as nvcc would be given it when
	// run in Root ("src/reduce.cu").
	Name string
	// Root is the project root, where the preprocessing steps run.
	Root string
	// Source is the source's absolute path.
	Source string
	// Args are the unit's compile flags (the front end's).
	Args []string
	// OutBase is the unit's output prefix; the object is OutBase+".o".
	OutBase string
	// FrontEnd are the front end's output files. When they hold the host
	// translation and module ID (OutBase+".cudafe1.cpp", ".module_id"),
	// those are compiled and cicc reads the module ID, with the front end's
	// stub file (".cudafe1.stub.c") or, when it wrote none, cicc's;
	// otherwise the host side runs nvcc 11.8's way: cicc writes the module
	// ID and stub, and cufe's front end translates the host-side
	// preprocessed source.
	FrontEnd []tu.File
}

// hostTranslation is what the front end gives the host compile (stub nil
// when it wrote no stub file).
type hostTranslation struct {
	cpp, stub, moduleID []byte
}

func frontEndOutputs(files []tu.File, outBase string) *hostTranslation {
	var h hostTranslation
	for _, f := range files {
		switch f.Path {
		case outBase + ".cudafe1.cpp":
			h.cpp = f.Data
		case outBase + ".cudafe1.stub.c":
			h.stub = f.Data
		case outBase + ".module_id":
			h.moduleID = f.Data
		}
	}
	if h.cpp == nil || h.moduleID == nil {
		return nil
	}
	return &h
}

// Unit runs a unit's device and host steps and writes its object,
// OutBase+".o", returning its path. A failing step's error names the step
// and holds what the tool printed.
func (b *Builder) Unit(ctx context.Context, in UnitInput) (string, error) {
	tc := b.cfg.Toolchain
	f, err := ParseFlags(in.Args, tc)
	if err != nil {
		return "", err
	}
	ref := unitRef{source: in.Source, outBase: in.OutBase, args: in.Args}
	src := Source{Name: in.Name, Path: in.Source}
	n := newNames(strings.TrimSuffix(filepath.Base(in.Source), filepath.Ext(in.Source)), f)
	order := deviceOrder(f)
	host := frontEndOutputs(in.FrontEnd, in.OutBase)

	var moduleID, stub []byte
	if host != nil {
		moduleID, stub = host.moduleID, host.stub
	}
	ptx := map[toolkit.Arch][]byte{}
	for _, a := range order {
		ii, err := b.do(ctx, ref, b.preprocessStep(&in, f, a, n.deviceII(a)))
		if err != nil {
			return "", err
		}
		// The first cicc writes the module ID when the front end gave none
		// (nvcc 11.8's order), and the stub file it compiles when the front
		// end wrote none, because it could not prove it knows every kernel
		// template instance to register (cicc writes one from the device
		// code in any case: nvcc 13.0 compiles that one always, and 11.8
		// the one cicc writes beside the module ID).
		gen, ciccStub := moduleID == nil, stub == nil
		s := &step{kind: "cicc", label: "cicc " + a.String(), argv: tc.Cicc(f, src, n, a, gen),
			inputs: []tu.File{{Path: n.deviceII(a), Data: ii[n.deviceII(a)]}}, outputs: []string{n.ptx(a)}}
		if gen {
			s.outputs = append(s.outputs, n.moduleID())
		} else {
			s.inputs = append(s.inputs, tu.File{Path: n.moduleID(), Data: moduleID})
		}
		if ciccStub {
			s.outputs = append(s.outputs, n.stub(a))
		}
		out, err := b.do(ctx, ref, s)
		if err != nil {
			return "", err
		}
		if gen {
			moduleID = out[n.moduleID()]
		}
		if ciccStub {
			stub = out[n.stub(a)]
			if !gen {
				b.log([]byte(in.Name + ": compiled with the stub file cicc wrote (the front end wrote none)\n"))
			}
		}
		ptx[a] = out[n.ptx(a)]
	}
	fatInputs := []tu.File{}
	for _, a := range f.Arches {
		out, err := b.do(ctx, ref, &step{kind: "ptxas", label: "ptxas " + smName(a), argv: tc.Ptxas(f, n, a),
			inputs: []tu.File{{Path: n.ptx(a), Data: ptx[a]}}, outputs: []string{n.cubin(a)}})
		if err != nil {
			return "", err
		}
		fatInputs = append(fatInputs, tu.File{Path: n.cubin(a), Data: out[n.cubin(a)]}, tu.File{Path: n.ptx(a), Data: ptx[a]})
	}
	fat, err := b.do(ctx, ref, &step{kind: "fatbinary", label: "fatbinary", argv: tc.Fatbinary(f, n),
		inputs: fatInputs, outputs: []string{n.fatbinC()}})
	if err != nil {
		return "", err
	}

	var cpp []byte
	if host != nil {
		cpp = host.cpp
	} else {
		ii, err := b.do(ctx, ref, b.preprocessStep(&in, f, toolkit.Arch{}, n.hostII()))
		if err != nil {
			return "", err
		}
		out, err := b.do(ctx, ref, b.frontEndStep(&in, f, n, ii[n.hostII()], moduleID))
		if err != nil {
			return "", err
		}
		cpp = out[n.cudafeCpp(order[0])]
	}
	stubName := includedName(cpp, ".stub.c", n.stub(order[0]))
	fatName := includedName(stub, ".fatbin.c", n.fatbinC())
	if stubName == n.cudafeCpp(order[0]) || fatName == stubName {
		return "", fmt.Errorf("host translation: the stub and fatbinary names collide (%s, %s)", stubName, fatName)
	}
	obj, err := b.do(ctx, ref, &step{kind: "host-cc", label: "host-cc", argv: tc.HostCompile(f, n), deps: true,
		inputs: []tu.File{
			{Path: n.cudafeCpp(order[0]), Data: cpp},
			{Path: stubName, Data: stub},
			{Path: fatName, Data: fat[n.fatbinC()]},
		},
		outputs: []string{n.object()}})
	if err != nil {
		return "", err
	}
	path := in.OutBase + ObjectSuffix
	if _, err := writeIfChanged(path, obj[n.object()], 0o644); err != nil {
		return "", err
	}
	return path, nil
}

// includeLine matches a quoted #include.
var includeLine = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]+"([^"\n]+)"`)

// includedName is the name data includes that ends in suffix (the stub
// a host translation includes, the fatbinary a stub includes), else def.
// Only a plain file name is taken: the steps' files lie side by side.
func includedName(data []byte, suffix, def string) string {
	// The include is in the trailer of a host translation: look from the end.
	ms := includeLine.FindAllSubmatch(data, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		name := string(ms[i][1])
		if strings.HasSuffix(name, suffix) && !strings.ContainsRune(name, '/') && !bytes.ContainsRune([]byte(name), 0) {
			return name
		}
	}
	return def
}
