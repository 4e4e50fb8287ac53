#!/usr/bin/env python3
"""Startup with a thunk pack, as whole processes, paired in one run.

Builds `hostcall-pack-example` twice (with the `jit` feature into target/, without it into
target/nojit/), then runs the five modes interleaved ROUNDS times (default 80) and prints
the medians and their ratios:

    python3 scripts/pack_startup.py [ROUNDS]

Each process defines 200 host functions of distinct signatures in QuickJS and calls each
once (the script checks every result); `--pack` registers the build script's pack first.
"""
import statistics
import subprocess
import sys
import time

def build(extra):
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "hostcall-pack-example", *extra], check=True)

build([])
build(["--no-default-features", "--target-dir", "target/nojit"])
JIT = "target/release/hostcall-pack-example"
NOJIT = "target/nojit/release/hostcall-pack-example"
MODES = [
    ("jit generic", JIT, ["--generic"]),
    ("jit pack", JIT, ["--pack"]),
    ("jit tiered", JIT, []),
    ("nojit generic", NOJIT, ["--generic"]),
    ("nojit pack", NOJIT, ["--pack"]),
]
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 80
times = {name: [] for name, _, _ in MODES}
for _ in range(rounds):
    for name, exe, args in MODES:
        t = time.perf_counter()
        subprocess.run([exe, *args], stdout=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - t)
med = {k: statistics.median(v) for k, v in times.items()}
for k, v in med.items():
    print(f"{k:15s} median {v * 1e3:.2f} ms")
for a, b in [("jit pack", "jit generic"), ("jit tiered", "jit generic"),
             ("nojit pack", "nojit generic"), ("nojit pack", "jit generic")]:
    print(f"{a} / {b}: {med[a] / med[b]:.3f}")
