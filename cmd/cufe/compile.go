package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/internal/atomicfile"
)

func init() {
	register(&command{name: "compile", summary: "translate one CUDA TU for the host compiler, as cudafe++ does", run: runCompile})
}

const compileUsage = `Usage: cufe compile [cudafe++ flags] INPUT

Takes the command line nvcc gives cudafe++ for the host side, e.g.
  cufe compile --c++17 --gnu_version=120200 --display_error_number \
    --orig_src_file_name x.cu --orig_src_path_name /abs/x.cu --allow_managed \
    --m64 --parse_templates --gen_c_file_name x.cudafe1.cpp \
    --stub_file_name x.cudafe1.stub.c --module_id_file_name x.module_id x.cpp4.ii
INPUT is a preprocessed .ii (as nvcc's host g++ -E step writes it) or a .cu
that cufe preprocesses itself (the CUDA toolkit found, else cufe's embedded
headers; -I, -D, -include, --cuda-path and -arch as for cufe cpp).

Outputs (written only when the TU has no error, each atomically):
  --gen_c_file_name F      the host translation (what g++ compiles); it
                           ends by including the stub file
  --stub_file_name F       the stub file: kernel launch stubs and the
                           registration of kernels and device variables
                           (cicc writes the same file in nvcc's pipeline);
                           it includes --include_file_name, else the
                           x.fatbin.c beside it
  --module_id_file_name F  read as the module ID when it exists and
                           --gen_module_id_file is absent; written with it
                           (the ID computed as NVIDIA computes it)
  --device-c               the relocatable (-rdc) forms of all three
The stub file and the translation's boilerplate follow the toolkit in use:
CUDA 13's launch protocol for a 13.x toolkit, 11.8's otherwise.

Accepted without effect: %s
Exit status: 0 success (warnings allowed), 2 errors, 4 command-line or
catastrophic error, as NVIDIA's front end.
`

// runCompile is `cufe compile`: a drop-in for the host step of nvcc's
// pipeline (cudafe++).
func runCompile(args []string, stdout, stderr io.Writer) int {
	for _, a := range args {
		if a == "-h" || a == "--help" {
			fmt.Fprintf(stdout, compileUsage, strings.Join(options.IgnoredFlags, " "))
			return 0
		}
	}
	o, err := options.Parse(args)
	if err != nil {
		fmt.Fprintf(stderr, "Command-line error: %v\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n", err)
		return 4
	}
	if len(o.Inputs) != 1 {
		fmt.Fprintf(stderr, "Command-line error: exactly one input file is needed (got %d)\n\nCompilation terminated.\n", len(o.Inputs))
		return 4
	}
	input := o.Inputs[0]
	abs, err := filepath.Abs(input)
	if err != nil {
		fmt.Fprintf(stderr, "Catastrophic error: %v\nCompilation terminated.\n", err)
		return 4
	}
	rest := withoutInput(args, input)
	out, err := tu.Compile(context.Background(), options.NewSession(), tu.Input{Path: abs, Args: rest})
	if err != nil {
		var he *tu.HostError
		if errors.As(err, &he) {
			fmt.Fprintf(stderr, "%s\n\n", he.Error())
			if he.Exit == 4 {
				fmt.Fprintf(stderr, "Compilation terminated.\n")
			}
			return he.Exit
		}
		fmt.Fprintf(stderr, "Catastrophic error: %v\n\nCompilation terminated.\n", err)
		return 4
	}
	stderr.Write(out.Diagnostics)
	if out.ExitStatus != 0 {
		return out.ExitStatus
	}
	if err := writeAll(out.Files); err != nil {
		fmt.Fprintf(stderr, "Catastrophic error: %v\n\nCompilation terminated.\n", err)
		return 4
	}
	return 0
}

// withoutInput drops the input file from the arguments (tu.Compile takes
// it separately): its last occurrence, since an option's value may spell
// the same name (--orig_src_file_name x.cu x.cu) and nvcc puts the input
// last.
func withoutInput(args []string, input string) []string {
	rest := append([]string(nil), args...)
	for i := len(rest) - 1; i >= 0; i-- {
		if rest[i] == input {
			return append(rest[:i], rest[i+1:]...)
		}
	}
	return rest
}

// writeAll writes every output to a temporary file first and renames them
// only when all were written, so that an error leaves none behind.
func writeAll(files []tu.File) error {
	var pending []*atomicfile.Pending
	abort := func() {
		for _, p := range pending {
			p.Abort()
		}
	}
	for _, f := range files {
		p, err := atomicfile.Create(f.Path)
		if err != nil {
			abort()
			return err
		}
		pending = append(pending, p)
		if _, err := p.Write(f.Data); err != nil {
			abort()
			return err
		}
	}
	for i, p := range pending {
		if err := p.Commit(); err != nil {
			for _, q := range pending[i+1:] {
				q.Abort()
			}
			return err
		}
	}
	return nil
}
