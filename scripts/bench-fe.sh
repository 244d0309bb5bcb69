#!/usr/bin/env bash
# bench-fe.sh [RUNS] — cufe's front end against NVIDIA's cudafe++ 11.8 on the
# same preprocessed inputs, run alternately RUNS times each (default 7); prints
# the median wall time, the median CPU time (user+sys) and the median peak
# memory of each, and cudafe++'s over cufe's (wall, CPU, memory).
#
# Inputs, built with the exact `g++ -E` command nvcc 11.8 runs for the host
# side (taken from `nvcc -dryrun`):
#   tiled_matmul  testdata/programs/tiled_matmul/main.cu (1.3 MB .ii)
#   thrust        a thrust + cub program written below (5 MB .ii)
# Rows, per input:
#   cudafe++           as nvcc runs it (--c++17 --gnu_version=120200
#                      --allow_managed --m64 --parse_templates, outputs to
#                      a scratch directory)
#   cufe parse-only    cufe check --parse-only x.ii (read and parse)
#   cufe check         cufe check x.ii (parse and semantic analysis)
#   cufe compile       cufe compile with cudafe++'s flags (the whole host
#                      step: outputs written too)
# Needs CUDA_ORACLE (CUDA 11.8's root, e.g. /opt/cuda-oracle/root); without
# it the script says so and exits 0. The machine's load shows in the wall
# times: compare CPU times on a shared machine.
set -euo pipefail
runs=${1:-7}
if [ -z "${CUDA_ORACLE:-}" ]; then
  echo "bench-fe.sh: CUDA_ORACLE not set (CUDA 11.8's root); nothing to compare against, skipping"
  exit 0
fi
nvcc=$CUDA_ORACLE/usr/lib/nvidia-cuda-toolkit/bin/nvcc
cudafe=$CUDA_ORACLE/usr/bin/cudafe++
cd "$(dirname "$0")/.."
root=$PWD
work=${CUFE_BENCH_DIR:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${CUFE_BENCH_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
go build -o "$work/cufe" ./cmd/cufe

cat > "$work/thrust.cu" <<'EOF'
// A thrust + cub translation unit for front-end benchmarks.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/scan.h>
#include <thrust/functional.h>
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_reduce.cuh>
#include <cstdio>

struct Saxpy {
  float a;
  explicit Saxpy(float a_) : a(a_) {}
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct Square {
  __host__ __device__ double operator()(int v) const { return double(v) * v; }
};

__global__ void blockSum(const int *in, int *out) {
  typedef cub::BlockReduce<int, 128> BlockReduce;
  __shared__ typename BlockReduce::TempStorage tmp;
  int v = in[blockIdx.x * 128 + threadIdx.x];
  int s = BlockReduce(tmp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

int main() {
  const int n = 1024;
  thrust::device_vector<float> x(n), y(n, 1.0f);
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), Saxpy(2.0f));
  float sy = thrust::reduce(y.begin(), y.end(), 0.0f, thrust::plus<float>());
  thrust::device_vector<int> d(n);
  thrust::sequence(d.begin(), d.end());
  thrust::sort(d.begin(), d.end(), thrust::greater<int>());
  double sq = thrust::transform_reduce(d.begin(), d.end(), Square(), 0.0, thrust::plus<double>());
  thrust::inclusive_scan(d.begin(), d.end(), d.begin());
  thrust::device_vector<int> out(n / 128);
  blockSum<<<n / 128, 128>>>(thrust::raw_pointer_cast(d.data()), thrust::raw_pointer_cast(out.data()));
  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, thrust::raw_pointer_cast(d.data()), thrust::raw_pointer_cast(out.data()), n);
  printf("%f %f %zu\n", sy, sq, bytes);
  return 0;
}
EOF
cp "$root/testdata/programs/tiled_matmul/main.cu" "$work/tiled_matmul.cu"

# preprocess NAME: nvcc's host-side g++ -E of NAME.cu into NAME.ii.
preprocess() {
  local cmd
  cmd=$(cd "$work" && "$nvcc" -allow-unsupported-compiler -ccbin /usr/bin/g++ -dryrun -c "$1.cu" 2>&1 |
    sed -n 's/^#\$ //p' | grep -- ' -E ' | grep cpp4.ii | sed 's/-o "[^"]*cpp4.ii"//')
  [ -n "$cmd" ] || { echo "bench-fe.sh: no g++ -E step in nvcc -dryrun for $1.cu" >&2; exit 1; }
  (cd "$work" && sh -c "$cmd" > "$1.ii")
}

cudafe_flags=(--c++17 --gnu_version=120200 --allow_managed --m64 --parse_templates)
measure() { # name command... -> appends "wall_s cpu_s maxrss_kb" to $work/name
  local name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" > /dev/null 2> "$work/err" || {
    rc=$?
    # A TU with errors is still a measurement (exit 2); anything else is not.
    if [ $rc -ne 2 ]; then cat "$work/err"; exit 1; fi
  }
  tail -1 "$work/t" | awk '{printf "%s %.3f %s\n", $1, $2+$3, $4}' >> "$work/$name"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
col() { cut -d' ' -f"$2" "$work/$1" | median; }

printf "%-22s %-16s %8s %8s %9s   %s\n" input tool "wall s" "cpu s" "peak KB" "speed-up (wall, cpu) over cudafe++, peak memory as % of its"
for in in tiled_matmul thrust; do
  preprocess "$in"
  out=$work/out-$in
  mkdir -p "$out"
  for r in cudafe parse check compile; do rm -f "$work/$in-$r"; done
  for i in $(seq "$runs"); do
    measure "$in-cudafe" "$cudafe" "${cudafe_flags[@]}" --gen_c_file_name "$out/nv.cpp" --stub_file_name "$out/nv.stub.c" "$work/$in.ii"
    measure "$in-parse" "$work/cufe" check --parse-only "$work/$in.ii"
    measure "$in-check" "$work/cufe" check "$work/$in.ii"
    measure "$in-compile" "$work/cufe" compile "${cudafe_flags[@]}" --gen_c_file_name "$out/cufe.cpp" --stub_file_name "$out/cufe.stub.c" "$work/$in.ii"
  done
  nw=$(col "$in-cudafe" 1); nc=$(col "$in-cudafe" 2); nm=$(col "$in-cudafe" 3)
  size=$(wc -c < "$work/$in.ii")
  for r in cudafe parse check compile; do
    w=$(col "$in-$r" 1); c=$(col "$in-$r" 2); m=$(col "$in-$r" 3)
    case $r in
      cudafe) label="cudafe++ 11.8" ;;
      parse) label="cufe parse-only" ;;
      check) label="cufe check" ;;
      compile) label="cufe compile" ;;
    esac
    printf "%-22s %-16s %8.3f %8.3f %9d   %s\n" "$in ($((size / 1024)) KB)" "$label" "$w" "$c" "$m" \
      "$(awk "BEGIN{printf \"%.2fx, %.2fx, %.1f%%\", $nw / $w, $nc / $c, 100 * $m / $nm}")"
  done
done
echo "($runs runs each, alternating; medians; load average now: $(cut -d' ' -f1-3 /proc/loadavg))"
