#!/usr/bin/env bash
# The whole test suite: vet, every package's tests (the g++ comparisons
# included; the CUDA oracle tests run when CUDA_ORACLE / CUDA13_ORACLE are
# set), then a short fuzz run of each fuzz target (CUFE_FUZZTIME for the
# lexer's, preprocessor's and parser's, CUFE_FUZZCOMPILE_EXECS for the
# whole pipeline's).
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
# The whole pipeline's target is bounded by executions, not time: time-bounded
# runs of it have ended in the fuzzing engine's own 'context deadline exceeded'
# with no failing input. 4000 executions take about 8 s on 2 cores.
compileexecs=${CUFE_FUZZCOMPILE_EXECS:-4000}
echo "fuzzing FuzzCompile for ${compileexecs} executions"
go test -run '^$' -fuzz '^FuzzCompile$' -fuzztime "${compileexecs}x" ./frontend/tu
