#!/usr/bin/env bash
# bench-cpp.sh [RUNS] — `cufe cpp` against `g++ -E` on the same inputs, run
# alternately RUNS times each (default 15); prints the median wall time, the
# median CPU time (user+sys) and the peak memory of each, and the ratio.
# Each writes its output to a file (-o), as a build does.
# Inputs: #include <bits/stdc++.h> (c++17 and c++20); with CUDA_ORACLE set,
# also a .cu file including the CUDA runtime, thrust and cub, preprocessed by
# cufe and by the exact g++ -E command nvcc runs for the host side.
# The machine should be otherwise idle: cufe uses a second core (prefetching
# headers, printing), which a busy machine does not have to give; the load
# average is printed before and after, to say how idle it was.
set -euo pipefail
runs=${1:-15}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A static binary (no cgo: the net package badger brings in would otherwise
# link the C library dynamically) starts about 1 ms sooner, 3 ms less CPU.
CGO_ENABLED=0 go build -o "$work/cufe" ./cmd/cufe

measure() { # name command... -> prints "wall_s cpu_s maxrss_kb" per run into $work/name
  local name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" > /dev/null 2> "$work/err" || { cat "$work/err"; exit 1; }
  awk '{printf "%s %.3f %s\n", $1, $2+$3, $4}' "$work/t" >> "$work/$name"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
report() { # label cufe-file gcc-file
  local cw cc cm gw gc gm
  cw=$(cut -d' ' -f1 "$2" | median); cc=$(cut -d' ' -f2 "$2" | median); cm=$(cut -d' ' -f3 "$2" | median)
  gw=$(cut -d' ' -f1 "$3" | median); gc=$(cut -d' ' -f2 "$3" | median); gm=$(cut -d' ' -f3 "$3" | median)
  printf "%-28s cufe cpp %6.3fs wall %6.3fs cpu %7d KB | g++ -E %6.3fs wall %6.3fs cpu %7d KB | wall ratio %.2fx, cpu ratio %.2fx\n" \
    "$1" "$cw" "$cc" "$cm" "$gw" "$gc" "$gm" "$(awk "BEGIN{print $gw / $cw}")" "$(awk "BEGIN{print $gc / $cc}")"
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo '#include <bits/stdc++.h>' > "$work/all.cpp"
for std in c++17 c++20; do
  "$work/cufe" cpp -std=$std "$work/all.cpp" > /dev/null # warm the host-compiler probe cache
  for i in $(seq "$runs"); do
    measure cufe-$std "$work/cufe" cpp -std=$std "$work/all.cpp" -o "$work/cufe.ii"
    measure gcc-$std g++ -E -std=$std "$work/all.cpp" -o "$work/gcc.ii"
  done
  report "bits/stdc++.h -std=$std" "$work/cufe-$std" "$work/gcc-$std"
done

if [ -n "${CUDA_ORACLE:-}" ]; then
  nvcc=$CUDA_ORACLE/usr/lib/nvidia-cuda-toolkit/bin/nvcc
  printf '#include <thrust/device_vector.h>\n#include <thrust/sort.h>\n#include <cub/cub.cuh>\n__global__ void k(int *p) { p[threadIdx.x] = 1; }\nint main() { thrust::device_vector<int> v(4); thrust::sort(v.begin(), v.end()); }\n' > "$work/t.cu"
  cmd=$(cd "$work" && "$nvcc" -allow-unsupported-compiler -ccbin /usr/bin/g++ -arch=sm_70 -dryrun -c t.cu 2>&1 |
    sed -n 's/^#\$ //p' | grep -- ' -E ' | grep cpp4.ii | sed 's/-o "[^"]*cpp4.ii"//')
  "$work/cufe" cpp -allow-unsupported-compiler --cuda-path "$CUDA_ORACLE" -arch=sm_70 "$work/t.cu" > /dev/null
  for i in $(seq "$runs"); do
    (cd "$work" && measure cufe-cu "$work/cufe" cpp -allow-unsupported-compiler --cuda-path "$CUDA_ORACLE" -arch=sm_70 t.cu -o cufe.ii)
    (cd "$work" && measure gcc-cu sh -c "$cmd -o gcc.ii")
  done
  report "thrust+cub .cu (nvcc's step)" "$work/cufe-cu" "$work/gcc-cu"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
