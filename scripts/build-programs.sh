#!/usr/bin/env bash
# End-to-end check of `cufe build` (front end and NVIDIA's device tools,
# from the .cu, without nvcc): each program directory under DIR (its *.cu
# files; nvcc flags in an optional `flags` file: --extended-lambda,
# --expt-relaxed-constexpr, -rdc=true) is copied to a scratch directory,
# given a cufe.yaml, built and linked, and its device image compared with
# what its stub files register. Prints a table:
#   build    cufe build exited 0 and wrote the executable
#   stub     cufe: every stub file is cufe's; cicc: cufe wrote none for some
#            unit (it could not prove the kernel list complete) and the build
#            compiled the one cicc wrote
#   symbols  every kernel and variable cufe's stub files register is in the
#            device image under the same name (cuobjdump -elf); "-" when no
#            stub file of cufe's was compiled
#
# Usage: scripts/build-programs.sh DIR
# Env:   CUDA_PATH  the toolkit (required), e.g. /opt/cuda-oracle/root/usr
#                   (11.8) or /opt/cuda13-fixed/site/nvidia/cu13 (13.0)
#        ARCH       target architecture (default sm_75)
#        CUFE       the cufe binary (default: build ./cmd/cufe)
#        KEEP=1     keep the scratch directory
set -u
dir=${1:?usage: scripts/build-programs.sh DIR}
tk=${CUDA_PATH:?set CUDA_PATH to the CUDA toolkit}
arch=${ARCH:-sm_75}
objdump=$tk/bin/cuobjdump
[ -x "$objdump" ] || { echo "no cuobjdump in $tk/bin" >&2; exit 2; }
work=$(mktemp -d)
[ "${KEEP:-}" = 1 ] && echo "work directory: $work" >&2 || trap 'rm -rf "$work"' EXIT
cufe=${CUFE:-}
if [ -z "$cufe" ]; then
	cufe=$work/cufe
	go build -o "$cufe" ./cmd/cufe || exit 2
fi

# registered NAMEs: the mangled names a stub file registers (kernels,
# variables, managed variables).
registered() {
	grep -ohE '__cudaRegister(Entry|Variable|ManagedVariable)\([^;]*' "$@" |
		sed -E 's/.*__shadow_var\(([^,]+),.*/\1/; s/.*, ([A-Za-z_][A-Za-z0-9_]*), \(?-?[0-9]+\)?\)?$/\1/' | sort -u
}

printf '%-26s %-6s %-6s %s\n' program build stub symbols
pass=0 total=0
for p in "$dir"/*/; do
	name=$(basename "$p")
	ls "$p"*.cu >/dev/null 2>&1 || continue
	total=$((total + 1))
	proj=$work/$name
	cp -r "$p" "$proj"
	flags=""
	[ -f "$p/flags" ] && flags=$(cat "$p/flags")
	{
		echo "output: $name"
		case " $flags " in *" -rdc=true "*) echo "rdc: true" ;; esac
		rest=$(echo "$flags" | tr ' ' '\n' | grep -v '^-rdc=true$' | grep -v '^$' | sed 's/.*/"&"/' | paste -sd, -)
		if [ -n "$rest" ]; then
			printf 'flags:\n  - glob: "**/*.cu"\n    args: [%s]\n' "$rest"
		fi
	} >"$proj/cufe.yaml"
	log=$work/$name.log
	if ! (cd "$proj" && "$cufe" build --cuda-path="$tk" -arch "$arch" --no-cache -v >"$log" 2>&1) || [ ! -x "$proj/build/cufe/$name" ]; then
		printf '%-26s %-6s %-6s %s\n' "$name" no - "($(grep -m1 -iE 'error|failed' "$log" | cut -c1-100))"
		continue
	fi
	stub=cufe
	grep -q 'stub file cicc wrote' "$log" && stub=cicc
	stubs=$(find "$proj/build/cufe" -name '*.stub.c')
	symbols=-
	if [ -n "$stubs" ]; then
		"$objdump" -elf "$proj/build/cufe/$name" >"$work/$name.elf" 2>&1
		awk '/\.section \.symtab/{s=1;next} /^\.section/{s=0} s && NF>=7 && $NF !~ /^\./ && $NF != "(null)" && $4 != "0x3" && $4 != "SECTION" {print $NF}' \
			"$work/$name.elf" | sort -u >"$work/$name.image"
		# shellcheck disable=SC2086
		missing=$(registered $stubs | comm -23 - "$work/$name.image" | wc -l)
		symbols=yes
		[ "$missing" = 0 ] || symbols="no ($missing registered names not in the image)"
	fi
	printf '%-26s %-6s %-6s %s\n' "$name" yes "$stub" "$symbols"
	case $symbols in yes | -) pass=$((pass + 1)) ;; esac
done
echo "$pass of $total programs build and link; every name cufe's stub files register is in the device image"
