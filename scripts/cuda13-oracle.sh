#!/usr/bin/env bash
# cuda13-oracle.sh [DEST] — unpack NVIDIA's CUDA 13.0 compiler pieces (nvcc, cudafe++, cicc, ptxas, fatbinary,
# cuobjdump) and headers (runtime, crt, CCCL: thrust/cub/libcu++) from NVIDIA's PyPI wheels into DEST
# (default /opt/cuda13-oracle). 13.0 is the version the wiki in ../seeds describes. Needs pip and PyPI access.
# Prints `export CUDA13_ORACLE=<toolkit root>` (the folder holding bin/cudafe++ and include/cuda_runtime.h).
# CUDA13_VERSION picks another 13.x (default 13.0). Safe to run twice.
#
# cufe's copy of ../shared/tools/cuda13-oracle.sh, with two fixes:
# - only each wheel package's own include/ directory (nvidia/<pkg>/include) is
#   gathered under the toolkit root; the original also copied nested ones such
#   as cccl/cuda/std/detail/libcxx/include, whose libcu++ <iosfwd>, <array>,
#   <cmath>, ... then shadowed the host compiler's headers and made nvcc fail
#   on any .cu file;
# - a package with no 13.0 build on PyPI (nvidia-cuda-cuobjdump) falls back to
#   the newest 13.x one.
set -euo pipefail
dest=${1:-/opt/cuda13-oracle}
ver=${CUDA13_VERSION:-13.0}
find_root() { local fe; fe=$(find "$dest/site" -path '*/bin/cudafe++' -type f 2>/dev/null | head -1); [ -n "$fe" ] && dirname "$(dirname "$fe")"; }
root=$( [ -d "$dest/site" ] && find_root || true )
if [ -n "${root:-}" ] && [ -f "$root/include/cuda_runtime.h" ]; then echo "export CUDA13_ORACLE=$root"; exit 0; fi
mkdir -p "$dest/wheels" "$dest/site"
cd "$dest/wheels"
plat=(--platform manylinux_2_27_x86_64 --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64)
for p in nvidia-cuda-nvcc nvidia-cuda-crt nvidia-nvvm nvidia-cuda-runtime nvidia-cuda-cccl nvidia-cuda-cuobjdump; do
  python3 -m pip download -q --no-deps --only-binary=:all: "${plat[@]}" -d . "$p==$ver.*" \
    || python3 -m pip download -q --no-deps --only-binary=:all: "${plat[@]}" -d . "$p>=13,<14" \
    || echo "warning: could not download $p for CUDA 13" >&2
done
for w in *.whl; do python3 -m zipfile -e "$w" "$dest/site"; done
chmod -R u+rwX,go+rX "$dest/site"; find "$dest/site" -path '*/bin/*' -type f -exec chmod +x {} +
find "$dest/site" -path '*/nvvm/bin/*' -type f -exec chmod +x {} +
root=$(find_root) || { echo "no bin/cudafe++ in the unpacked wheels under $dest/site" >&2; exit 1; }
# The wheels may spread include/ over several nvidia/* folders: gather them under the toolkit root.
for inc in $(find "$dest/site" -mindepth 3 -maxdepth 3 -type d -path "$dest/site/nvidia/*/include"); do
  [ "$inc" = "$root/include" ] && continue
  cp -rn "$inc/." "$root/include/" 2>/dev/null || true
done
[ -d "$root/nvvm" ] || { nv=$(find "$dest/site" -type d -name nvvm | head -1); [ -n "$nv" ] && ln -sfn "$nv" "$root/nvvm"; }
[ -f "$root/include/cuda_runtime.h" ] || { echo "cuda_runtime.h not found after unpacking" >&2; exit 1; }
rm -rf "$dest/wheels"
echo "export CUDA13_ORACLE=$root"
echo "# e.g. \$CUDA13_ORACLE/bin/nvcc -ccbin g++ -arch=sm_90 -keep -dryrun x.cu   (nvcc finds cicc via ../nvvm/bin)"
