#!/usr/bin/env python3
"""Startup from the code cache against the generic backend and a pack, whole processes,
interleaved in one run (issue 45):

    python3 scripts/measure/code_cache_startup.py [ROUNDS] [--against OLD_BINARY]

Builds `hostcall-pack-example` (release), fills a fresh code cache once with `--eager
--code-cache DIR` (which also writes the cache's bundle), then runs `--generic`,
`--code-cache DIR` and `--pack` ROUNDS times each (default 40), interleaved (each round in
its own order), and prints the medians and lower quartiles and their ratios to `--generic`.
With `--against`, another build of the example (a copy of
`target/release/hostcall-pack-example` from an older commit) fills a cache of its own and
its `--code-cache` and `--generic` runs join the rotation as `cache_old` and
`generic_old` (the old build's modes are divided by its own generic run). Every mode runs a
copy of its binary made in one temporary directory (see below).
"""
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

args = sys.argv[1:]
old = None
if "--against" in args:
    i = args.index("--against")
    old = args[i + 1]
    del args[i : i + 2]
rounds = int(args[0]) if args else 40

subprocess.run(["cargo", "build", "-q", "--release", "-p", "hostcall-pack-example"], check=True)
# Every mode runs a copy in one temporary directory: how a binary's file came to be (the
# linker's writes or a `cp`) changes how fast it starts by about 10% here (its page-cache
# folios), so a build in target/ and a copy elsewhere are not compared.
bins = tempfile.mkdtemp(prefix="hostcall-startup-bins-")
B = shutil.copy("target/release/hostcall-pack-example", f"{bins}/new")
if old:
    old = shutil.copy(old, f"{bins}/old")


def fresh_cache(binary):
    d = tempfile.mkdtemp(prefix="hostcall-code-cache-")
    shutil.rmtree(d)
    subprocess.run([binary, "--eager", "--code-cache", d], stdout=subprocess.DEVNULL, check=True)
    return d


cache = fresh_cache(B)
MODES = [("generic", [B, "--generic"]), ("cache", [B, "--code-cache", cache]), ("pack", [B, "--pack"])]
caches = [cache]
if old:
    old_cache = fresh_cache(old)
    caches.append(old_cache)
    MODES.insert(1, ("cache_old", [old, "--code-cache", old_cache]))
    MODES.insert(1, ("generic_old", [old, "--generic"]))
times = {name: [] for name, _ in MODES}
rng = random.Random(45)
for _ in range(rounds):
    # Each round in its own order: a mode always run after another would carry what that
    # one left in the caches and the page allocator.
    for name, cmd in rng.sample(MODES, len(MODES)):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - t)
med = {k: statistics.median(v) for k, v in times.items()}
q1 = {k: statistics.quantiles(v, n=4)[0] for k, v in times.items()}
for k, v in med.items():
    # The old build's modes against its own generic run.
    base = "generic_old" if k.endswith("_old") else "generic"
    print(
        f"{k:11s} median {v * 1e3:.2f} ms   / {base} {v / med[base]:.3f}"
        f"   (lower quartile {q1[k] * 1e3:.2f} ms, / {base} {q1[k] / q1[base]:.3f})"
    )
for c in caches + [bins]:
    shutil.rmtree(c, ignore_errors=True)
