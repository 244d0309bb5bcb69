// Package tu runs the whole front end on one translation unit: preprocess,
// parse, check, and produce the outputs. It is the unit of work the scheduler
// runs in parallel and the cache stores: everything it needs comes in Input,
// everything it makes goes out in Output, and it shares no mutable state.
package tu

import "context"

// Input describes one translation unit to compile.
type Input struct {
	// Path is the source file (.cu, .cpp, or preprocessed .ii/.i), absolute.
	Path string
	// Args are cufe compile flags (the `cufe compile` command line without the
	// input), e.g. -std=c++17, -I dirs, -D macros, --device-c.
	Args []string
	// OutBase is the output path prefix: outputs are OutBase+".cudafe1.cpp",
	// OutBase+".cudafe1.stub.c", OutBase+".module_id", ...
	OutBase string
}

// File is one output file, built in memory and written atomically by the driver.
type File struct {
	Path string // where it goes
	Data []byte
}

// Output is what compiling one translation unit produced.
type Output struct {
	Files []File
	// Diagnostics is the rendered diagnostic text (what `cufe compile` prints on
	// stderr), replayed unchanged on a cache hit.
	Diagnostics []byte
	Warnings    int
	Errors      int
	// ExitStatus is the status NVIDIA's front end would exit with (0, 2, 4).
	ExitStatus int
	// Closure is the include closure (absolute paths, main file first); Missing
	// the include names looked up and not found. The cache keys on both.
	Closure []string
	Missing []string
}

// Compiler compiles one translation unit. Compile is the real one; tests of the
// scheduler and cache may pass others.
type Compiler func(ctx context.Context, in Input) (*Output, error)
