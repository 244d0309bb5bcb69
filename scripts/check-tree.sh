#!/usr/bin/env bash
# check-tree.sh DIR [FLAG...] — cufe's diagnostics against nvcc's on a tree of
# CUDA sources (a project, NVIDIA's samples): for every .cu under DIR, run
# `cufe check` and NVIDIA's front ends (`nvcc -cuda`: the host and device
# preprocessing, cudafe++ and cicc, no code generation) with the same flags,
# the file's own directory and DIR as include directories, and print a row per
# file: the error lines (FILE(LINE)) each gave, and whether the two sets agree.
# A closing line counts the files that agree, those where only nvcc reports an
# error (cufe silent: a missed error) and those where cufe reports one nvcc
# does not (a false error: the worse kind).
#
# Env:
#   CUDA_PATH  the toolkit whose nvcc runs and whose headers cufe reads
#              (required), e.g. /opt/cuda-oracle/root/usr (11.8 from Debian's
#              archive) or the folder scripts/cuda13-oracle.sh prints
#   ARCH       target architecture (default sm_75)
#   CUFE       a built cufe (default: built from this checkout)
#   JOBS       files checked at a time (default 2)
# FLAG...      passed to both (e.g. -std=c++17 --extended-lambda -DNDEBUG -I inc)
set -euo pipefail
dir=${1:?usage: scripts/check-tree.sh DIR [FLAG...]}
shift
tk=${CUDA_PATH:?set CUDA_PATH to the CUDA toolkit}
arch=${ARCH:-sm_75}
jobs=${JOBS:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(cd "$dir" && pwd)
# (Debian's packaging keeps the real nvcc under lib/, bin/nvcc being a
# wrapper that expects the toolkit installed in /usr.)
nvcc=$tk/lib/nvidia-cuda-toolkit/bin/nvcc
[ -x "$nvcc" ] || nvcc=$tk/bin/nvcc
[ -x "$nvcc" ] || { echo "check-tree.sh: no nvcc under $tk" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cufe=${CUFE:-}
if [ -z "$cufe" ]; then
  cufe=$work/cufe
  (cd "$root" && CGO_ENABLED=0 go build -o "$cufe" ./cmd/cufe)
fi
host=(-ccbin "$(command -v g++)")
"$nvcc" --version | grep -q "release 11" && host+=(-allow-unsupported-compiler)

# errors < diagnostics: the sorted, distinct FILE(LINE) of each error, in
# NVIDIA's form (FILE(LINE): error) or g++'s (FILE:LINE:COL: fatal error, when
# nvcc's g++ -E step fails: a missing header).
errors() {
  { grep -E '\([0-9]+\): (catastrophic )?error|^[^ :]+:[0-9]+:[0-9]+: (fatal )?error' || true; } |
    sed -E 's/^([^ :]+):([0-9]+):[0-9]+: .*/\1(\2)/; s/^(.*\([0-9]+\)): .*/\1/' | sort -u
}

one() { # one FILE -> a row in $work/rows/<n>
  local f=$1 n=$2 d out
  d=$(dirname "$f")
  out=$work/rows/$n
  (cd "$dir" && "$cufe" check --cuda-path "$tk" "${host[@]}" -arch="$arch" -I "$d" -I . "${@:3}" "$f" 2>&1 || true) | errors > "$out.cufe"
  (cd "$dir" && "$nvcc" "${host[@]}" -arch="$arch" -I "$d" -I . "${@:3}" -cuda "$f" -o "$work/$n.ii" 2>&1 || true) | errors > "$out.nvcc"
  local verdict=agree
  if ! cmp -s "$out.cufe" "$out.nvcc"; then
    if [ -n "$(comm -23 "$out.cufe" "$out.nvcc")" ]; then verdict=false-error; else verdict=missed; fi
  fi
  printf '%-60s %-12s cufe: %s | nvcc: %s\n' "$f" "$verdict" "$(tr '\n' ' ' < "$out.cufe")" "$(tr '\n' ' ' < "$out.nvcc")" > "$out"
}

mkdir -p "$work/rows"
mapfile -t files < <(cd "$dir" && find . -name '*.cu' | sed 's|^\./||' | sort)
n=0
for f in "${files[@]}"; do
  n=$((n + 1))
  one "$f" "$n" "$@" &
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
done
wait || true
for i in $(seq 1 "$n"); do cat "$work/rows/$i"; done
awk '{c[$2]++} END {printf "%d files: %d agree, %d missed (nvcc only), %d false errors (cufe only)\n", NR, c["agree"], c["missed"], c["false-error"]}' \
  <(for i in $(seq 1 "$n"); do cat "$work/rows/$i"; done)
