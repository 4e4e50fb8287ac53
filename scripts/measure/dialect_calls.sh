#!/bin/bash
# Instructions per call of four symbols through hostcall.dlopen and Deno.dlopen (callgrind,
# two loop lengths subtracted, so load does not matter; the loop itself is included).
# usage: scripts/measure/dialect_calls.sh HOSTCALL_BIN TESTLIB_SO
set -euo pipefail
BIN=$1; LIB=$2; HERE=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all-non-file "$@" 2>&1 \
    | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
for row in u8 i64 ptr_arg ptr_ret empty; do
  for ns in hostcall deno; do
    a=$(HOSTCALL_DIR=$dir ir "$BIN" run --jit eager -A "$HERE/dialect_calls.js" "$LIB" $ns $row 100000)
    b=$(HOSTCALL_DIR=$dir ir "$BIN" run --jit eager -A "$HERE/dialect_calls.js" "$LIB" $ns $row 300000)
    echo "$row $ns $(( (b - a) / 200000 ))"
  done
done
