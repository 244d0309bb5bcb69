#!/usr/bin/env bash
# bench-build.sh [TUS] — the build driver's benchmark, side by side in one run
# on a generated project of TUS (default 200) CUDA files sharing headers:
#   cold build at -j1 and -j2 (empty cache each time), the no-op rebuild
#   (every TU a cache hit: the first one right after the cold build, which
#   hashes the outputs written in the build's last two seconds, then
#   NOOP_RUNS more, default 9, once those are stamped, reported as median
#   wall clock and median user+sys CPU), the cost of one cache hit per TU,
#   and `make -j2` over an equivalent Makefile that runs `cufe compile`
#   once per TU.
set -euo pipefail
tus=${1:-200}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A static binary (no cgo: the net package badger brings in would otherwise
# link the C library dynamically) starts about 1 ms sooner, 3 ms less CPU.
CGO_ENABLED=0 go build -o "$work/cufe" ./cmd/cufe
cufe=$work/cufe
proj=$work/proj
mkdir -p "$proj/src" "$proj/include"
for h in 0 1 2 3 4 5 6 7 8 9; do
  cat > "$proj/include/h$h.h" <<H
#pragma once
#include <cstdio>
#include <cstdint>
struct Pair$h { float a, b; };
__host__ __device__ inline float mix$h(Pair$h p, float t) { return p.a + (p.b - p.a) * t; }
H
done
for i in $(seq 0 $((tus - 1))); do
  h=$((i % 10))
  cat > "$proj/src/u$i.cu" <<U
#include "h$h.h"
__global__ void k$i(Pair$h p, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = mix$h(p, i / float(n));
}
int main() {
  float *out;
  cudaMalloc(&out, 1024 * sizeof(float));
  k$i<<<4, 256>>>(Pair$h{0.f, 1.f}, out, 1024);
  cudaDeviceSynchronize();
  printf("%d\n", $i);
  return 0;
}
U
done
printf 'sources: ["src/*.cu"]\ninclude_dirs: [include]\n' > "$proj/cufe.yaml"

now() { date +%s.%N; }
secs() { awk "BEGIN{printf \"%.3f\", $2 - $1}"; }
run_build() { # jobs cachedir -> seconds
  local t0 t1
  t0=$(now); "$cufe" build -C "$proj" -j "$1" --cache-dir "$2" --quiet > "$work/out" 2>&1 || { cat "$work/out"; exit 1; }; t1=$(now)
  secs "$t0" "$t1"
}
"$cufe" cpp -x cu "$proj/src/u0.cu" -I "$proj/include" > /dev/null # warm the host probe and embedded headers

cold1=$(run_build 1 "$work/cache1")
rm -rf "$proj/build"
cold2=$(run_build 2 "$work/cache2")
noop=$(run_build 2 "$work/cache2")
# The steady no-op: once the outputs of the cold build's last two seconds
# (cufe's racy window, in which a file's times cannot vouch for it) are
# stamped, wall clock and user+sys CPU of each run, medians.
sleep 2.1
run_build 2 "$work/cache2" > /dev/null
: > "$work/noops"
TIMEFORMAT='%3R %3U %3S' # bash's time: wall, user, sys in milliseconds
for _ in $(seq "${NOOP_RUNS:-9}"); do
  { time "$cufe" build -C "$proj" -j 2 --cache-dir "$work/cache2" --quiet > "$work/out" 2>&1 || { cat "$work/out"; exit 1; }; } 2> "$work/t"
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/t" >> "$work/noops"
done
median() { sort -n | awk '{v[NR]=$1} END{printf "%.3f", (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
noop2=$(cut -d' ' -f1 "$work/noops" | median)
noopcpu=$(cut -d' ' -f2 "$work/noops" | median)
hit=$(awk "BEGIN{printf \"%.2f\", ($noop2 * 1000) / $tus}")
"$cufe" build -C "$proj" -j 2 --cache-dir "$work/cache2" > "$work/out" 2>&1
grep -q " 0 file(s) written" "$work/out" || { echo "the no-op rebuild wrote files:"; cat "$work/out"; exit 1; }

echo "cold build, $tus TUs, -j1:          ${cold1}s"
echo "cold build, $tus TUs, -j2:          ${cold2}s"
echo "no-op rebuild, $tus TUs (all hits): first ${noop}s; median of ${NOOP_RUNS:-9} more ${noop2}s wall, ${noopcpu}s user+sys"
echo "cost of a cache hit per TU:         ${hit} ms (median no-op rebuild / TUs, process start included)"

if "$cufe" help 2>/dev/null | grep '^  compile' > /dev/null; then
  {
    echo "OBJS := \$(patsubst src/%.cu,mk/%.cudafe1.cpp,\$(wildcard src/*.cu))"
    echo "all: \$(OBJS)"
    echo "mk/%.cudafe1.cpp: src/%.cu"
    echo "	@mkdir -p mk"
    echo "	@$cufe compile -x cu -I include --gen_c_file_name \$@ --stub_file_name mk/\$*.cudafe1.stub.c --gen_module_id_file --module_id_file_name mk/\$*.module_id \$<"
  } > "$proj/Makefile"
  t0=$(now); make -s -C "$proj" -j2 > "$work/mk" 2>&1 || { cat "$work/mk"; exit 1; }; t1=$(now)
  echo "make -j2 of cufe compile, $tus TUs:  $(secs "$t0" "$t1")s (no cache)"
else
  echo "make -j2 of cufe compile:           skipped (this cufe has no compile command)"
fi
