package ast

import (
	"bytes"
	"fmt"
	goast "go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// walkerFile is the generated walker; walkerUpdateEnv, set to 1, makes
// TestWalkerUpToDate rewrite it (go generate does).
const (
	walkerFile      = "walk_generated.go"
	walkerUpdateEnv = "CUFE_UPDATE_WALKER"
)

// TestWalkerUpToDate regenerates the walker from the node types declared
// in this package and compares it with the committed one: a field added
// to a node, or a node type added, that the walker does not follow fails
// here until `go generate ./frontend/ast` is run.
func TestWalkerUpToDate(t *testing.T) {
	got, err := generateWalker(".")
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv(walkerUpdateEnv) == "1" {
		if err := os.WriteFile(walkerFile, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(walkerFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is out of date with the node types: run go generate ./frontend/ast", walkerFile)
	}
}

// TestGenerateWalkerRejects checks that the generator refuses field types
// it cannot walk instead of skipping them.
func TestGenerateWalkerRejects(t *testing.T) {
	for _, src := range []string{
		"type X struct{ M map[string]*X }",
		"type X struct{ F func() }",
		"type X struct{ A any }",
		"type X struct{ T token.Token }",
		"type X struct{ Y }\ntype Y struct{ A int }",
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "x.go", "package ast\n"+src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := buildWalkerModel([]*goast.File{f}); err == nil {
			t.Errorf("%q: generated a walker, want an error", src)
		}
	}
}

// walkerModel is what the generator knows of the package's types.
type walkerModel struct {
	structs map[string]*goast.StructType // exported struct types
	scalars map[string]bool              // named types over basic types
	ifaces  map[string][]string          // interface → implementing struct types
}

// generateWalker parses the package in dir (without tests and without the
// generated file) and returns the walker's source, gofmt'ed.
func generateWalker(dir string) ([]byte, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool {
		n := fi.Name()
		return !strings.HasSuffix(n, "_test.go") && n != walkerFile
	}, 0)
	if err != nil {
		return nil, err
	}
	pkg, ok := pkgs["ast"]
	if !ok {
		return nil, fmt.Errorf("package ast not found in %s", dir)
	}
	var files []*goast.File
	names := make([]string, 0, len(pkg.Files))
	for n := range pkg.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		files = append(files, pkg.Files[n])
	}
	m, err := buildWalkerModel(files)
	if err != nil {
		return nil, err
	}
	src, err := m.emit()
	if err != nil {
		return nil, err
	}
	out, err := format.Source(src)
	if err != nil {
		return nil, fmt.Errorf("generated walker does not format: %v\n%s", err, src)
	}
	return out, nil
}

var basicTypes = map[string]bool{
	"bool": true, "string": true, "byte": true, "rune": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
	"float32": true, "float64": true,
}

// leafSelectors are the other packages' types a node may hold: values
// without pointers in them.
var leafSelectors = map[string]bool{"source.Pos": true, "token.Kind": true, "token.Flags": true}

// buildWalkerModel collects the struct, scalar and interface types and
// which structs implement which interfaces, and checks every field.
func buildWalkerModel(files []*goast.File) (*walkerModel, error) {
	m := &walkerModel{structs: map[string]*goast.StructType{}, scalars: map[string]bool{}, ifaces: map[string][]string{}}
	ifaceMethods := map[string][]string{}
	methods := map[string]map[string]bool{} // pointer receiver type → methods
	var ifaceEmbeds = map[string][]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *goast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*goast.TypeSpec)
					if !ok || !ts.Name.IsExported() {
						continue
					}
					switch t := ts.Type.(type) {
					case *goast.StructType:
						m.structs[ts.Name.Name] = t
					case *goast.InterfaceType:
						for _, meth := range t.Methods.List {
							if len(meth.Names) == 0 {
								id, ok := meth.Type.(*goast.Ident)
								if !ok {
									return nil, fmt.Errorf("interface %s embeds %T", ts.Name.Name, meth.Type)
								}
								ifaceEmbeds[ts.Name.Name] = append(ifaceEmbeds[ts.Name.Name], id.Name)
								continue
							}
							for _, n := range meth.Names {
								ifaceMethods[ts.Name.Name] = append(ifaceMethods[ts.Name.Name], n.Name)
							}
						}
						if _, ok := ifaceMethods[ts.Name.Name]; !ok {
							ifaceMethods[ts.Name.Name] = nil
						}
					case *goast.Ident:
						if !basicTypes[t.Name] {
							return nil, fmt.Errorf("type %s is defined as %s, which the walker generator does not know", ts.Name.Name, t.Name)
						}
						m.scalars[ts.Name.Name] = true
					default:
						return nil, fmt.Errorf("type %s: a %T the walker generator does not know", ts.Name.Name, ts.Type)
					}
				}
			case *goast.FuncDecl:
				if d.Recv == nil || len(d.Recv.List) != 1 {
					continue
				}
				star, ok := d.Recv.List[0].Type.(*goast.StarExpr)
				if !ok {
					continue
				}
				id, ok := star.X.(*goast.Ident)
				if !ok {
					continue
				}
				if methods[id.Name] == nil {
					methods[id.Name] = map[string]bool{}
				}
				methods[id.Name][d.Name.Name] = true
			}
		}
	}
	var all func(string, int) ([]string, error)
	all = func(iface string, depth int) ([]string, error) {
		if depth > 8 {
			return nil, fmt.Errorf("interface %s: embedding too deep", iface)
		}
		out := append([]string(nil), ifaceMethods[iface]...)
		for _, e := range ifaceEmbeds[iface] {
			if _, ok := ifaceMethods[e]; !ok {
				return nil, fmt.Errorf("interface %s embeds unknown %s", iface, e)
			}
			more, err := all(e, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, more...)
		}
		return out, nil
	}
	for iface := range ifaceMethods {
		ms, err := all(iface, 0)
		if err != nil {
			return nil, err
		}
		if len(ms) == 0 {
			return nil, fmt.Errorf("interface %s has no methods: any type may be in it", iface)
		}
		impls := []string{}
		for s := range m.structs {
			ok := true
			for _, meth := range ms {
				if !methods[s][meth] {
					ok = false
					break
				}
			}
			if ok {
				impls = append(impls, s)
			}
		}
		sort.Strings(impls)
		m.ifaces[iface] = impls
	}
	for name, st := range m.structs {
		for _, f := range st.Fields.List {
			if len(f.Names) == 0 {
				return nil, fmt.Errorf("%s: embedded fields are not supported by the walker generator", name)
			}
			if !f.Names[0].IsExported() {
				continue
			}
			if _, err := m.fieldKind(f.Type); err != nil {
				return nil, fmt.Errorf("%s.%s: %v", name, f.Names[0].Name, err)
			}
		}
	}
	return m, nil
}

// kind is how the walker follows a field.
type kind struct {
	op   string // "skip", "ptr", "value", "iface", "slice"
	name string // the struct or interface type
	elem *kind  // slice and array elements
}

// fieldKind classifies a field type as the reflective walk would treat
// it: pointers to structs are visited, struct values walked through,
// interfaces and slices followed; token and byte slices are not.
func (m *walkerModel) fieldKind(e goast.Expr) (*kind, error) {
	switch t := e.(type) {
	case *goast.Ident:
		switch {
		case basicTypes[t.Name] || m.scalars[t.Name]:
			return &kind{op: "skip"}, nil
		case m.structs[t.Name] != nil:
			return &kind{op: "value", name: t.Name}, nil
		case m.ifaces[t.Name] != nil:
			return &kind{op: "iface", name: t.Name}, nil
		}
		return nil, fmt.Errorf("type %s unknown to the walker generator", t.Name)
	case *goast.SelectorExpr:
		if x, ok := t.X.(*goast.Ident); ok && leafSelectors[x.Name+"."+t.Sel.Name] {
			return &kind{op: "skip"}, nil
		}
		return nil, fmt.Errorf("field of another package's type the walker generator does not know")
	case *goast.StarExpr:
		if id, ok := t.X.(*goast.Ident); ok && m.structs[id.Name] != nil {
			return &kind{op: "ptr", name: id.Name}, nil
		}
		return nil, fmt.Errorf("a pointer to something other than a struct of this package")
	case *goast.ArrayType:
		if sel, ok := t.Elt.(*goast.SelectorExpr); ok && t.Len == nil {
			if x, ok := sel.X.(*goast.Ident); ok && x.Name == "token" && sel.Sel.Name == "Token" {
				return &kind{op: "skip"}, nil // raw tokens are not descended into
			}
		}
		el, err := m.fieldKind(t.Elt)
		if err != nil {
			return nil, err
		}
		if el.op == "skip" {
			return el, nil
		}
		return &kind{op: "slice", elem: el}, nil
	}
	return nil, fmt.Errorf("a %T field the walker generator does not know", e)
}

// hasWork reports whether walking a value of kind k can reach a node.
func (m *walkerModel) hasWork(k *kind, depth int) bool {
	switch k.op {
	case "ptr", "iface":
		return true
	case "slice":
		return m.hasWork(k.elem, depth)
	case "value":
		if depth > 32 {
			return true
		}
		for _, f := range m.structs[k.name].Fields.List {
			if !f.Names[0].IsExported() {
				continue
			}
			fk, _ := m.fieldKind(f.Type)
			if m.hasWork(fk, depth+1) {
				return true
			}
		}
	}
	return false
}

// emit writes the walker: one method per struct type walking its fields
// in declaration order, one per interface switching on the concrete type.
func (m *walkerModel) emit() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by walk_gen_test.go (go generate ./frontend/ast); DO NOT EDIT.\n\npackage ast\n\n")
	var structs, ifaces []string
	for s := range m.structs {
		structs = append(structs, s)
	}
	for i := range m.ifaces {
		ifaces = append(ifaces, i)
	}
	sort.Strings(structs)
	sort.Strings(ifaces)

	b.WriteString("// walkRoot walks the node root points to.\nfunc (w *walker) walkRoot(root any) {\n\tswitch x := root.(type) {\n")
	for _, s := range structs {
		fmt.Fprintf(&b, "\tcase *%s:\n\t\tw.visit%s(x)\n", s, s)
	}
	b.WriteString("\t}\n}\n\n")

	for _, i := range ifaces {
		fmt.Fprintf(&b, "func (w *walker) walk%s(x %s) {\n\tswitch x := x.(type) {\n", i, i)
		for _, s := range m.ifaces[i] {
			fmt.Fprintf(&b, "\tcase *%s:\n\t\tw.visit%s(x)\n", s, s)
		}
		b.WriteString("\t}\n}\n\n")
	}
	for _, s := range structs {
		fmt.Fprintf(&b, "func (w *walker) visit%s(x *%s) {\n\tif x != nil && w.enter(x) {\n\t\tw.fields%s(x)\n\t}\n}\n\n", s, s, s)
		fmt.Fprintf(&b, "func (w *walker) fields%s(x *%s) {\n", s, s)
		for _, f := range m.structs[s].Fields.List {
			if !f.Names[0].IsExported() {
				continue
			}
			k, err := m.fieldKind(f.Type)
			if err != nil {
				return nil, err
			}
			for _, n := range f.Names {
				m.emitField(&b, k, "x."+n.Name, 1)
			}
		}
		b.WriteString("}\n\n")
	}
	return b.Bytes(), nil
}

// emitField writes the walk of the value expr of kind k.
func (m *walkerModel) emitField(b *bytes.Buffer, k *kind, expr string, depth int) {
	if !m.hasWork(k, 0) {
		return
	}
	switch k.op {
	case "ptr":
		fmt.Fprintf(b, "w.visit%s(%s)\n", k.name, expr)
	case "iface":
		fmt.Fprintf(b, "w.walk%s(%s)\n", k.name, expr)
	case "value":
		fmt.Fprintf(b, "w.fields%s(&%s)\n", k.name, expr)
	case "slice":
		v := fmt.Sprintf("i%d", depth)
		fmt.Fprintf(b, "for %s := range %s {\n", v, expr)
		m.emitField(b, k.elem, fmt.Sprintf("%s[%s]", expr, v), depth+1)
		b.WriteString("}\n")
	}
}
