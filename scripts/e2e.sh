#!/usr/bin/env bash
# End-to-end check of `cufe compile` as the host front end of NVIDIA's
# pipeline (issue 5): for each program directory under DIR (its *.cu files,
# nvcc flags in an optional `flags` file), run the commands `nvcc -dryrun`
# prints, with the cudafe++ step replaced by `cufe compile`, and print a
# table:
#   compile  every step up to the link succeeded (cufe, cicc, ptxas, g++)
#   warn     the host g++ compile of cufe's .cudafe1.cpp gave no warning that
#            nvcc's own build (run the same way, with cudafe++) did not
#   link     the executable linked against cudart
#   symbols  every kernel and variable the stub registers is in the device
#            image under the same name, and every kernel of the image is
#            registered (cuobjdump -elf)
# A program whose own nvcc build fails (a source file that is not .cu, a
# library, a toolkit header cudafe++ itself rejects) is listed as skipped.
#
# Modes (MODE=...):
#   read   (default) as CUDA 11.8's nvcc runs: cicc writes the module ID
#          and the stub file, cufe reads the ID and writes the host
#          translation (the stub file cufe also writes is set aside, so
#          cicc's is the one compiled)
#   write  cufe writes the module ID (--gen_module_id_file, run before
#          cicc, which reads it) and its own stub file replaces cicc's
#          (cicc's goes to X.cicc); the table adds a column saying whether
#          cufe's stub file is byte-identical to cicc's
#
# Toolkits (TOOLKIT=...):
#   11.8   (default) CUDA_ORACLE's nvcc, -arch=sm_70, g++ 12 as -ccbin
#   13     CUDA13_ORACLE's nvcc (e.g. /opt/cuda13-fixed/site/nvidia/cu13),
#          -arch=sm_75, its own host compiler (gcc), cudart from its lib/
#          (-L, as its nvcc.profile names a lib64/ the tree lacks) and its
#          cuobjdump. nvcc 13.0 runs the host g++ -E and cudafe++ first:
#          cudafe++ writes the host translation and the module ID, then cicc
#          reads that ID and writes the stub file (cudafe++ 13.0 writes none
#          with nvcc's flags, although it is given --stub_file_name). So
#          cufe always writes the module ID here; the modes differ only in
#          whose stub file is compiled:
#            read   cicc's (as in nvcc's own build)
#            write  cufe's
#          and the table adds two columns, in both modes:
#            stub  cufe's stub file against cicc's for the same TU: yes
#                  (byte-identical), tmp (differs only in the numbers of the
#                  __T<n> temporaries, which cicc counts on from its device
#                  code), no, or none (cufe wrote no stub file, with a
#                  warning: write mode then fails, as with 11.8)
#            mid   cufe's module ID file against the one NVIDIA's cudafe++
#                  13.0 writes for the same .ii and command line (run in a
#                  scratch directory, ref/)
#
# Usage: scripts/e2e.sh DIR        (needs CUDA_ORACLE, e.g. /opt/cuda-oracle/root,
#                                   or with TOOLKIT=13 CUDA13_ORACLE)
# Env:   CUFE (default: build ./cmd/cufe), KEEP=1 keeps the work directory,
#        MODE=read|write, TOOLKIT=11.8|13.
set -u
mode_e2e=${MODE:-read}
case $mode_e2e in read | write) ;; *) echo "MODE must be read or write" >&2; exit 2 ;; esac
toolkit=${TOOLKIT:-11.8}
dir=${1:?usage: scripts/e2e.sh DIR}
case $toolkit in
11.8)
	: "${CUDA_ORACLE:?set CUDA_ORACLE to the CUDA 11.8 toolkit root}"
	nvcc=$CUDA_ORACLE/usr/lib/nvidia-cuda-toolkit/bin/nvcc
	cuobjdump=$CUDA_ORACLE/usr/bin/cuobjdump
	nvcc_flags=(-allow-unsupported-compiler -ccbin /usr/bin/g++ -arch=sm_70)
	;;
13)
	: "${CUDA13_ORACLE:?set CUDA13_ORACLE to the CUDA 13.0 toolkit root (its bin/nvcc)}"
	nvcc=$CUDA13_ORACLE/bin/nvcc
	cuobjdump=$CUDA13_ORACLE/bin/cuobjdump
	nvcc_flags=(-arch=sm_75 "-L$CUDA13_ORACLE/lib")
	;;
*)
	echo "TOOLKIT must be 11.8 or 13" >&2
	exit 2
	;;
esac
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/cufe-e2e.XXXXXX)
[ "${KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT
cufe=${CUFE:-$work/cufe}
if [ -z "${CUFE:-}" ]; then
	(cd "$root" && go build -o "$cufe" ./cmd/cufe) || exit 1
fi

# run_pipeline MODE OUTDIR SRCDIR FLAGS...: runs nvcc's steps in OUTDIR;
# MODE cufe swaps cudafe++ for cufe compile. Writes OUTDIR/status.
run_pipeline() {
	local mode=$1 out=$2 src=$3
	shift 3
	mkdir -p "$out"
	cp "$src"/*.cu "$out"/ 2>/dev/null
	cp "$src"/*.cuh "$src"/*.h "$out"/ 2>/dev/null
	(
		cd "$out" || exit 1
		"$nvcc" "${nvcc_flags[@]}" "$@" -dryrun -keep -o prog ./*.cu >dryrun.txt 2>&1 || { echo "compile=no" >status; exit 0; }
		local path
		path=$(sed -n 's/^#\$ PATH=//p' dryrun.txt | head -1)
		export PATH="$path"
		local v val
		for v in CICC_PATH NVVMIR_LIBRARY_DIR LD_LIBRARY_PATH; do
			# 13.0's cicc step is "$CICC_PATH/cicc"
			val=$(sed -n "s/^#\\$ $v=//p" dryrun.txt | head -1)
			[ -n "$val" ] && export "$v=$val"
		done
		local n=0 failed=""
		: >host-warnings.txt
		grep '^#\$ ' dryrun.txt | sed 's/^#\$ //' | grep -v '^[A-Za-z_]*=' >steps.txt
		local -a steps
		mapfile -t steps <steps.txt
		local total=${#steps[@]} i j step done_upto=-1
		local -A skip=()
		for ((i = 0; i < total; i++)); do
			[ -n "${skip[$i]:-}" ] && continue
			step=${steps[$i]}
			n=$((i + 1))
			if [ "$mode" = cufe ] && [ "$toolkit" = 13 ] && [[ $step == cudafe++* ]]; then
				# NVIDIA's cudafe++ on the same .ii in ref/ (its module ID,
				# for the mid column), then cufe in its place; cufe's stub
				# file is set aside as X.cufe for cicc to write its own.
				local stubf
				stubf=$(sed -n 's/.*--stub_file_name "\{0,1\}\([^" ]*\)"\{0,1\}.*/\1/p' <<<"$step")
				mkdir -p ref && cp ./*.cu ref/ && ln -sf "$PWD"/*.ii ref/ 2>/dev/null
				(cd ref && bash -c "$step") >ref.out 2>&1
				step="\"$cufe\" compile ${step#cudafe++}; st=\$?; [ -f \"$stubf\" ] && mv \"$stubf\" \"$stubf.cufe\"; exit \$st"
			elif [ "$mode" = cufe ] && [ "$toolkit" = 13 ] && [[ $step == *'/cicc" '* ]]; then
				# cicc writes its stub file over cufe's: keep it as X.cicc
				# and compile the mode's.
				local stubf keep=cicc
				stubf=$(sed -n 's/.*--stub_file_name "\{0,1\}\([^" ]*\)"\{0,1\}.*/\1/p' <<<"$step")
				[ "$mode_e2e" = write ] && keep=cufe
				step="$step || exit 1; mv \"$stubf\" \"$stubf.cicc\" && cp \"$stubf.$keep\" \"$stubf\""
			elif [ "$mode" = cufe ] && [ "$mode_e2e" = write ] && [[ $step == cicc* ]]; then
				# Run the host g++ -E and cufe (writing the module ID and the
				# stub) before cicc, which then reads the ID.
				for ((j = i + 1; j < total; j++)); do
					[[ ${steps[$j]} == cudafe++* ]] && break
				done
				if [ "$j" -ge "$total" ]; then failed=$n; break; fi
				local inc
				inc=$(sed -n 's/.*--include_file_name "\{0,1\}\([^" ]*\)"\{0,1\}.*/\1/p' <<<"$step")
				if ! bash -c "${steps[$((j - 1))]}" >"step$j.out" 2>&1; then failed=$j; break; fi
				if ! bash -c "\"$cufe\" compile --gen_module_id_file --include_file_name \"$inc\" ${steps[$j]#cudafe++}" >"step$((j + 1)).out" 2>&1; then
					failed=$((j + 1))
					break
				fi
				skip[$((j - 1))]=1 skip[$j]=1
				step=$(sed -e 's/ --gen_module_id_file / /' -e 's/--stub_file_name "\([^"]*\)"/--stub_file_name "\1.cicc"/' <<<"$step")
			elif [ "$mode" = cufe ] && [[ $step == cudafe++* ]]; then
				# read mode: cicc's stub file is the one compiled.
				local stubf
				stubf=$(sed -n 's/.*--stub_file_name "\{0,1\}\([^" ]*\)"\{0,1\}.*/\1/p' <<<"$step")
				[ -f "$stubf" ] && cp "$stubf" "$stubf.cicc"
				step="\"$cufe\" compile ${step#cudafe++}; st=\$?; [ -f \"$stubf.cicc\" ] && mv \"$stubf\" \"$stubf.cufe\" && cp \"$stubf.cicc\" \"$stubf\"; exit \$st"
			fi
			if [[ $step == rm\ * ]]; then
				bash -c "$step" >/dev/null 2>&1 # nvcc's clean-up of files not made yet
				continue
			fi
			if ! bash -c "$step" >"step$n.out" 2>&1; then
				failed=$n
				break
			fi
			if [[ $step == *" -c "*cudafe1.cpp* ]]; then
				cat "step$n.out" >>host-warnings.txt
			fi
		done
		if [ -z "$failed" ]; then
			echo "compile=yes link=yes" >status
		elif [ "$failed" -eq "$total" ]; then
			echo "compile=yes link=no step=$failed" >status
		else
			echo "compile=no link=no step=$failed" >status
		fi
	)
}

# symbols_match OUTDIR: registered names (the stub files) against the
# device image of the executable.
symbols_match() {
	local out=$1
	"$cuobjdump" -elf "$out/prog" 2>/dev/null >"$out/elf.txt" || { echo no-image; return; }
	# (11.8's table: index value size info other shndx name; 13.0's:
	# Num Value Size Type Bind Vis Other Ndx Name)
	awk '/\.section \.symtab/{s=1;next} /^\.section/{s=0} s && NF>=7 && $NF !~ /^\./ && $NF != "(null)" && $4 != "0x3" && $4 != "SECTION" {print $NF}' "$out/elf.txt" | sort -u >"$out/image-symbols.txt"
	grep -o '\.nv\.constant0\.[^ ]*' "$out/elf.txt" | sed 's/^\.nv\.constant0\.//' | sort -u >"$out/image-kernels.txt"
	cat "$out"/*.cudafe1.stub.c 2>/dev/null | grep -o '__cudaRegisterEntry([^,]*, *([^;]*), *[^,]*,' | sed 's/.*, *\([^,]*\),$/\1/' | sort -u >"$out/reg-kernels.txt"
	cat "$out"/*.cudafe1.stub.c 2>/dev/null | grep -o '__shadow_var([^,]*,' | sed 's/__shadow_var(\([^,]*\),/\1/' | sort -u >"$out/reg-vars.txt"
	local missing extra
	missing=$(cat "$out/reg-kernels.txt" "$out/reg-vars.txt" | sort -u | comm -23 - "$out/image-symbols.txt" | wc -l)
	extra=$(comm -23 "$out/image-kernels.txt" "$out/reg-kernels.txt" | wc -l)
	if [ "$missing" -eq 0 ] && [ "$extra" -eq 0 ]; then
		echo yes
	else
		echo "no($missing-unregistered-in-image,$extra-unregistered-kernels)"
	fi
}

# stub_same OUTDIR: whether cufe's stub files equal cicc's (11.8's write
# mode; 13.0: cufe's is X.cufe); "tmp" says they differ only in the
# numbers of the __T<n> temporaries.
stub_same() {
	local out=$1 f mine same=yes any=no
	for f in "$out"/*.cudafe1.stub.c; do
		[ -f "$f.cicc" ] || continue
		mine=$f
		[ -f "$f.cufe" ] && mine=$f.cufe
		[ "$toolkit" = 13 ] && [ ! -f "$f.cufe" ] && { echo none; return; } # cufe wrote none
		any=yes
		# (11.8's write mode names cicc's file X.cicc, which its line
		# markers repeat: that name is put back)
		cmp -s "$mine" <(sed 's/\.stub\.c\.cicc"/.stub.c"/' "$f.cicc") && continue
		if cmp -s <(sed -E 's/__T[0-9]+/__T/g' "$mine") <(sed -E -e 's/__T[0-9]+/__T/g' -e 's/\.stub\.c\.cicc"/.stub.c"/' "$f.cicc"); then
			[ "$same" = no ] || same=tmp
		else
			same=no
		fi
	done
	[ "$any" = yes ] && echo "$same" || echo -
}

# mid_same OUTDIR: whether cufe's module ID files equal those NVIDIA's
# cudafe++ 13.0 wrote in OUTDIR/ref.
mid_same() {
	local out=$1 f same=yes any=no
	for f in "$out"/*.module_id; do
		[ -f "$f" ] || continue
		any=yes
		cmp -s "$f" "$out/ref/$(basename "$f")" || same=no
	done
	[ "$any" = yes ] && echo "$same" || echo -
}

# warnings FILE: g++'s warning lines, without line and column, sorted.
warnings() { grep -E ': warning: ' "$1" | sed -E 's/:[0-9]+:[0-9]+:/:/' | sort -u; }

printf '%-26s %-8s %-6s %-6s %-5s %-4s %s\n' program compile warn link stub mid symbols
pass=0 total=0 skipped=0 stubs=0 mids=0
for p in "$dir"/*/; do
	p=${p%/}
	name=$(basename "$p")
	ls "$p"/*.cu >/dev/null 2>&1 || continue
	total=$((total + 1))
	flags=()
	[ -f "$p/flags" ] && read -r -a flags <"$p/flags"
	run_pipeline nvcc "$work/$name/nvcc" "$p" "${flags[@]}"
	run_pipeline cufe "$work/$name/cufe" "$p" "${flags[@]}"
	nst=$(cat "$work/$name/nvcc/status")
	if [[ $nst != *link=yes* ]]; then
		# NVIDIA's own build fails (a missing source or library, or a
		# toolkit header cudafe++ rejects): nothing to compare against.
		printf '%-26s %s\n' "$name" "skipped: nvcc's own build fails ($nst)"
		total=$((total - 1))
		skipped=$((skipped + 1))
		continue
	fi
	st=$(cat "$work/$name/cufe/status")
	compile=no link=no warn=- sym=-
	[[ $st == *compile=yes* ]] && compile=yes
	[[ $st == *link=yes* ]] && link=yes
	if [ "$compile" = yes ]; then
		# The warnings themselves, positions aside: g++'s excerpt and caret
		# lines differ where cufe keeps parentheses cudafe++ drops.
		if diff -q <(warnings "$work/$name/nvcc/host-warnings.txt") <(warnings "$work/$name/cufe/host-warnings.txt") >/dev/null; then
			warn=none
		else
			warn=new
		fi
	fi
	[ "$link" = yes ] && sym=$(symbols_match "$work/$name/cufe")
	if [ "$compile" = no ]; then
		step=$(sed -n 's/.*step=\([0-9]*\).*/\1/p' "$work/$name/cufe/status")
		[ -n "$step" ] && sym="(step $step: $(head -c 160 "$work/$name/cufe/step$step.out" | tr '\n' ' '))"
	fi
	stub=- mid=-
	[ "$mode_e2e" = write ] || [ "$toolkit" = 13 ] && [ "$compile" = yes ] && stub=$(stub_same "$work/$name/cufe")
	[ "$toolkit" = 13 ] && mid=$(mid_same "$work/$name/cufe")
	[ "$stub" = yes ] && stubs=$((stubs + 1))
	[ "$mid" = yes ] && mids=$((mids + 1))
	printf '%-26s %-8s %-6s %-6s %-5s %-4s %s\n' "$name" "$compile" "$warn" "$link" "$stub" "$mid" "$sym"
	[ "$compile" = yes ] && [ "$warn" = none ] && [ "$link" = yes ] && [ "$sym" = yes ] && pass=$((pass + 1))
done
echo "$pass of $total programs pass end to end ($skipped skipped: nvcc's own build fails)"
[ "$toolkit" = 13 ] && echo "stub file byte-identical to cicc's: $stubs of $total; module ID identical to cudafe++'s: $mids of $total"
[ "$pass" -eq "$total" ]
