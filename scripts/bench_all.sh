#!/usr/bin/env bash
# Runs every criterion bench once, saving baseline `speed` (Cranelift's default here is
# opt_level=none; `opt_speed` reruns the call ladder and compile times with
# HOSTCALL_JIT_OPT=speed for comparison), then prints the tables of
# docs/benchmarks.md and redraws docs/benchmarks.svg.
#
#   scripts/bench_all.sh            # about 15 minutes on a 2-core machine
#
# Numbers from a shared machine are noisy: compare ratios taken in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench --bench call -- --save-baseline speed
cargo bench --bench compile -- --save-baseline speed
cargo bench --bench cache -- --save-baseline speed
cargo bench -p hostcall-quickjs --bench js_interop -- --save-baseline speed
cargo bench -p hostcall-quickjs --bench closures -- --save-baseline speed
HOSTCALL_JIT_OPT=speed cargo bench --bench call -- --save-baseline opt_speed "call/(add_i32|mixed12)/jit"
HOSTCALL_JIT_OPT=speed cargo bench --bench compile -- --save-baseline opt_speed
python3 scripts/bench_report.py --baseline speed --svg docs/benchmarks.svg
echo "--- opt_level=speed ---"
python3 scripts/bench_report.py --baseline opt_speed
