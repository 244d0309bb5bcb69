#!/usr/bin/env bash
# The whole test suite: vet, every package's tests (the g++ comparisons
# included; the CUDA oracle tests run when CUDA_ORACLE / CUDA13_ORACLE are
# set), then a short fuzz run of each fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${CUFE_FUZZTIME:-10s}
go vet ./...
go test -count=1 ./...
for target in "FuzzLex ./frontend/lex" "FuzzPreprocess ./frontend/pp" "FuzzParse ./frontend/parse"; do
  set -- $target
  echo "fuzzing $1 for $fuzztime"
  go test -run '^$' -fuzz "^$1\$" -fuzztime "$fuzztime" "$2"
done
