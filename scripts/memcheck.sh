#!/usr/bin/env bash
# Runs hostcall's end-to-end tests under valgrind memcheck and fails on definite leaks or
# invalid accesses: the `hostcall` command on every example (JIT and generic backends), and
# the QuickJS integration test suites (engine, ffi, callback, pointer, native_apis,
# ffi_struct, slice, nonblocking, unloading, limits, rquickjs host, closures, the drop-in
# inventory, the drop-in module (`#[function]`, `Accessor`) and lazy globals), Boa's host functions (hostcall-boa's tests), the facade's
# struct thunk and code cache tests, the struct thunks against libffi (hostcall-jit's
# differential test of struct shapes), and the pack example (a thunk pack, and the same
# shapes from a code cache, each run without a compile).
#
#   scripts/memcheck.sh            # build (release with debug info) and check
#
# JIT code is generated at run time, so valgrind must check self-modifying code
# (--smc-check=all-non-file).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null 2>&1; then
    if [ -x /usr/bin/apt-get ]; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq && apt-get install -y -qq valgrind >/dev/null
    else
        echo "memcheck: valgrind is required" >&2
        exit 1
    fi
fi

# Line tables are enough for valgrind's stack traces and a fraction of full debug info.
export CARGO_PROFILE_RELEASE_DEBUG=line-tables-only
build_start=$SECONDS
cargo build --release -p hostcall-cli -p hostcall-testlib -p hostcall-pack-example -q
testlib=target/release/libhostcall_testlib.so
test_bin=$(cargo test --release -p hostcall-quickjs --no-run --message-format=json -q 2>/dev/null \
    | grep -o '"executable":"[^"]*"' | cut -d'"' -f4 \
    | grep '/dropin_inventory-\|/dropin_module-\|/rquickjs_tests_swapped-\|/rquickjs_parity-\|/async_closures-\|/dropin_classes-\|/engine-\|/ffi-\|/ffi_struct-\|/callback-\|/rquickjs_host-\|/closure_diff-\|/pointer-\|/native_apis-\|/slice-\|/nonblocking-\|/unload-\|/limits-\|/live_buffers-\|/lazy_globals-' )

# The facade's struct-by-value tests (thunks against libffi on the test library and on
# random shapes through a capturing callee) and the code cache's attack tests (bad entries
# and bundles ignored and rebuilt, never mapped; concurrent writers).
facade_bin=$(cargo test --release -p hostcall --test structs --test code_cache --no-run --message-format=json -q 2>/dev/null \
    | grep -o '"executable":"[^"]*"' | cut -d'"' -f4 | grep '/structs-\|/code_cache-')

# Boa's host functions (its layout's hooks: strings, buffers, BigInts, errors), the
# differential corpus on Boa and the two-engine test.
boa_bin=$(cargo test --release -p hostcall-boa --no-run --message-format=json -q 2>/dev/null \
    | grep -o '"executable":"[^"]*"' | cut -d'"' -f4 \
    | grep '/functions-\|/differential-\|/two_engines-\|/classes-\|/closures-\|/attacks-')

# Struct arguments and results in thunks, byte for byte against libffi.
jit_diff_bin=$(cargo test --release -p hostcall-jit --test differential --no-run --message-format=json -q 2>/dev/null \
    | grep -o '"executable":"[^"]*"' | cut -d'"' -f4 | grep '/differential-')

echo "memcheck: release builds took $((SECONDS - build_start))s"

# scripts/memcheck.supp suppresses one allocation of glibc's loader (see there).
vg=(valgrind --quiet --error-exitcode=97 --leak-check=full --errors-for-leak-kinds=definite
    --show-leak-kinds=definite --smc-check=all-non-file --track-origins=no
    --suppressions=scripts/memcheck.supp)
# Each check runs in the background, as many at once as the machine has cores (valgrind runs a
# process's threads on one core, so two checks on two cores take half the wall time);
# MEMCHECK_JOBS overrides. Every check writes its own output file, printed if it failed.
jobs_max=${MEMCHECK_JOBS:-$(nproc)}
outdir=$(mktemp -d)
trap 'rm -rf "$outdir"' EXIT
n=0
run() {
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do
        wait -n || true
    done
    n=$((n + 1))
    echo "memcheck: $*"
    local out="$outdir/$n"
    (
        local start=$SECONDS
        if ! "${vg[@]}" "$@" >"$out.out" 2>&1; then
            echo "$*" >"$out.failed"
        fi
        echo "memcheck: $((SECONDS - start))s ${1##*/}"
    ) &
}

# The test suites first (the longest checks). The unloading stress test runs 1,000 rounds
# per backend in a debug build; 30 here.
export HOSTCALL_STRESS_ROUNDS=30
for t in $test_bin; do
    # The leak-check test deliberately leaks a C string: skip it here.
    run "$t" --test-threads=1 --skip the_leak_check_sees_a_leak
done
for t in $boa_bin; do
    run "$t" --test-threads=1
done
# The JIT tiered (the default: short scripts stay generic, hot loops switch to native
# entries compiled on the background thread mid-run), the JIT eager (every symbol through
# its native entry from the first call) and the generic backend.
for config in "--backend jit" "--backend jit --jit eager" "--backend generic"; do
    # shellcheck disable=SC2086 # $config is a list of options
    for ex in examples/libm.js examples/libc.js examples/zlib_crc32.js examples/qsort.js examples/struct_div.js; do
        run target/release/hostcall run --allow-ffi $config "$ex"
    done
    # Callbacks a library stores and a native thread calls (the test library, by path).
    # shellcheck disable=SC2086
    run target/release/hostcall run --allow-ffi $config examples/callback_later.js "$testlib"
    # nonblocking zlib calls on worker threads (a smaller buffer: valgrind is slow).
    # shellcheck disable=SC2086
    run target/release/hostcall run --allow-ffi $config examples/zlib_compress.js 262144
    # Pointer views over the test library's memory.
    # shellcheck disable=SC2086
    run target/release/hostcall run --allow-ffi $config examples/pointer_view.js "$testlib"
    # The allow-list path: open, fstat, load /proc/self/fd/N, verify the mapping.
    # shellcheck disable=SC2086
    run target/release/hostcall run --allow-ffi=libm.so.6 $config examples/libm.js
    # The script runtime's attacks (issue 47): proxies, structuredClone, a timer past 2^31.
    # shellcheck disable=SC2086
    run target/release/hostcall run $config scripts/attacks/runtime.js
    for ex in examples/interop/*.js; do
        # shellcheck disable=SC2086
        run target/release/hostcall run --interop-host $config "$ex"
    done
done
for t in $facade_bin; do
    run "$t" --test-threads=1
done
# A thunk pack registered and run with no JIT compile (its generic path is the engine
# tests' path). hostcall-jit's pack test is not run here: building it needs the `cross`
# feature, a second release build of Cranelift, for code the engine tests already check.
run target/release/hostcall-pack-example --pack
# The same 200 shapes compiled into a code cache, then taken from it by a second process
# (checked, relocated and installed, no compile). Both under valgrind: its CPU is not this
# machine's, so code cached outside it has another fingerprint and would not be used.
code_cache_dir="$outdir/code-cache"
"${vg[@]}" target/release/hostcall-pack-example --eager --code-cache "$code_cache_dir" >/dev/null
from_cache=$("${vg[@]}" target/release/hostcall-pack-example --code-cache "$code_cache_dir")
if ! grep -q 'compiles: 0, code cache: Some(CodeCacheStats { loaded: 200' <<<"$from_cache"; then
    echo "memcheck: the code cache did not serve the pack example's 200 shapes: $from_cache" >&2
    exit 1
fi
echo "memcheck: the pack example's 200 shapes from the code cache"
for t in $jit_diff_bin; do
    run "$t" --test-threads=1 --exact struct_shapes_on_the_thunk_equal_libffi
done
wait
fail=0
for f in "$outdir"/*.failed; do
    [ -e "$f" ] || continue
    cat "${f%.failed}.out"
    echo "memcheck: FAILED: $(cat "$f")" >&2
    fail=1
done
if [ "$fail" -ne 0 ]; then
    echo "memcheck: errors found" >&2
    exit 1
fi
echo "memcheck: no definite leaks or invalid accesses"
