package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"
)

// configFileName is the project file read from the project root.
const configFileName = "cufe.yaml"

// projectConfig is cufe.yaml: which sources make up the project and how to
// compile them. Every field is optional; paths are relative to the project
// root. Unknown fields are an error, so a typo does not go unnoticed.
type projectConfig struct {
	// Sources are doublestar globs of translation units (default **/*.cu).
	Sources []string `yaml:"sources"`
	// Exclude are globs of paths left out.
	Exclude []string `yaml:"exclude"`
	// IncludeDirs become -I flags, in order.
	IncludeDirs []string `yaml:"include_dirs"`
	// Defines become -D flags (NAME or NAME=VALUE).
	Defines []string `yaml:"defines"`
	// Std is the language standard ("c++17").
	Std string `yaml:"std"`
	// Arch lists the target architectures ("sm_80"); each becomes -arch=.
	Arch []string `yaml:"arch"`
	// RDC compiles for relocatable device code (--device-c).
	RDC bool `yaml:"rdc"`
	// OutputDir is where outputs go (default build/cufe).
	OutputDir string `yaml:"output_dir"`
	// Output names the executable the toolchain links, under the output
	// directory (default: the project directory's name).
	Output string `yaml:"output"`
	// Flags add compile flags to the sources matching a glob, in order.
	Flags []globFlags `yaml:"flags"`
}

type globFlags struct {
	Glob string   `yaml:"glob"`
	Args []string `yaml:"args"`
}

// loadConfig reads cufe.yaml from root; a missing file is an empty config.
func loadConfig(root string) (projectConfig, error) {
	var c projectConfig
	path := filepath.Join(root, configFileName)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return c, fmt.Errorf("%s: %w", path, err)
	}
	for i, f := range c.Flags {
		if f.Glob == "" {
			return c, fmt.Errorf("%s: flags entry %d has no glob", path, i+1)
		}
	}
	return c, nil
}
