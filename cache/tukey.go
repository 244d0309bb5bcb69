package cache

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// TUKey builds the manifest key of a translation unit: cufe's version, the
// source path and output prefix, the normalized flags, the module-ID inputs
// and the source's content hash. The include closure is not in it — it is
// only known after a compile, so it lives in the manifest (the second level).
// It also returns the source's state, for the too-new check before storing.
func TUKey(version string, in tu.Input, h *FileHasher) (Key, FileState, error) {
	var k Key
	k.Add("cufe", version)
	k.Add("source", in.Path)
	k.Add("outbase", in.OutBase)
	args := NormalizeArgs(in.Args)
	for _, a := range args {
		k.Add("flag", a)
	}
	// The module ID is derived from the source's base name and, when the
	// front end is told to read it from a file, that file's content.
	k.Add("module-id", filepath.Base(in.Path))
	if p, ok := moduleIDFile(args); ok {
		st, err := h.Hash(p)
		switch {
		case err == nil:
			k.Add("module-id-file", p, st.Sum.String())
		case errors.Is(err, fs.ErrNotExist):
			k.Add("module-id-file", p, "absent")
		default:
			return Key{}, FileState{}, err
		}
	}
	src, err := h.Hash(in.Path)
	if err != nil {
		return Key{}, FileState{}, err
	}
	k.Add("file", in.Path, src.Sum.String())
	return k, src, nil
}

// joinedShort are the options whose value may come as the next argument and
// is written joined ("-I dir" and "-Idir" mean the same).
var joinedShort = []string{"-I", "-D", "-U"}

// spacedOptions take their value as the next argument and have no joined
// form; they are kept as one "opt value" flag so a key line is one option.
var spacedOptions = map[string]bool{
	"-isystem": true, "-iquote": true, "-idirafter": true, "-include": true,
	"--include_directory": true, "--sys_include": true, "--preinclude": true,
	"--module_id_file_name": true,
}

// NormalizeArgs rewrites compile flags into one canonical spelling per option
// so that spelling differences do not miss the cache: "-I dir" becomes
// "-Idir", "--opt value" becomes "--opt=value" for the long options that take
// one. The order is kept, since include-path and macro order matter.
func NormalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		joined := false
		for _, p := range joinedShort {
			if a == p && i+1 < len(args) {
				out = append(out, p+args[i+1])
				i++
				joined = true
				break
			}
		}
		if joined {
			continue
		}
		if spacedOptions[a] && i+1 < len(args) {
			if strings.HasPrefix(a, "--") {
				out = append(out, a+"="+args[i+1])
			} else {
				out = append(out, a+" "+args[i+1])
			}
			i++
			continue
		}
		out = append(out, a)
	}
	return out
}

// moduleIDFile returns the module-ID file the front end will read, if the
// flags name one and do not ask for it to be generated.
func moduleIDFile(args []string) (string, bool) {
	path, gen := "", false
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "--module_id_file_name="):
			path = strings.TrimPrefix(a, "--module_id_file_name=")
		case a == "--gen_module_id_file":
			gen = true
		}
	}
	return path, path != "" && !gen
}

// includeDirs lists the directories named by the include-path flags of
// normalized args, in order.
func includeDirs(args []string) []string {
	var dirs []string
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "-I") && a != "-I-":
			dirs = append(dirs, a[2:])
		case strings.HasPrefix(a, "--include_directory="):
			dirs = append(dirs, strings.TrimPrefix(a, "--include_directory="))
		case strings.HasPrefix(a, "--sys_include="):
			dirs = append(dirs, strings.TrimPrefix(a, "--sys_include="))
		default:
			for _, p := range []string{"-isystem ", "-iquote ", "-idirafter "} {
				if strings.HasPrefix(a, p) {
					dirs = append(dirs, a[len(p):])
				}
			}
		}
	}
	return dirs
}
