#!/usr/bin/env python3
"""Startup from the code cache against the generic backend and a pack, whole processes,
interleaved in one run (issue 45):

    python3 scripts/measure/code_cache_startup.py [ROUNDS]

Builds `hostcall-pack-example` (release), fills a fresh code cache once with `--eager
--code-cache DIR` (which also writes the cache's bundle), then runs `--generic`,
`--code-cache DIR` and `--pack` ROUNDS times each (default 40), interleaved, and prints the
medians and their ratios to `--generic`.
"""
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

subprocess.run(["cargo", "build", "-q", "--release", "-p", "hostcall-pack-example"], check=True)
B = "target/release/hostcall-pack-example"
cache = tempfile.mkdtemp(prefix="hostcall-code-cache-")
shutil.rmtree(cache)
subprocess.run([B, "--eager", "--code-cache", cache], stdout=subprocess.DEVNULL, check=True)
MODES = [("generic", [B, "--generic"]), ("cache", [B, "--code-cache", cache]), ("pack", [B, "--pack"])]
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 40
times = {name: [] for name, _ in MODES}
for _ in range(rounds):
    for name, cmd in MODES:
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - t)
med = {k: statistics.median(v) for k, v in times.items()}
for k, v in med.items():
    print(f"{k:8s} median {v * 1e3:.2f} ms   / generic {v / med['generic']:.3f}")
shutil.rmtree(cache, ignore_errors=True)
