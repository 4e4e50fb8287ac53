#!/usr/bin/env python3
"""Turns criterion results into the tables of docs/benchmarks.md (and an SVG chart).

    python3 scripts/bench_report.py [--baseline NAME] [--groups PREFIX,...] [--svg FILE]

Reads target/criterion/*/*/<baseline>/{benchmark,estimates}.json (the baseline a bench run
saved with `-- --save-baseline NAME`, or `new` for the latest run) and prints, per group, each
function's median time and its ratio to the group's reference rung (the first of `direct`,
`raw_c`, `thunk`, `process_wide`, `baseline_inline` present). With --svg it also draws the
groups as horizontal bars on one log-scaled axis, so the gaps show at a glance.
"""

import argparse
import glob
import json
import math
import os
import sys

REFERENCES = ["direct", "raw_c", "thunk", "process_wide"]


def load(root, baseline):
    groups = {}
    for bench in glob.glob(os.path.join(root, "*", "*", baseline, "benchmark.json")):
        est = os.path.join(os.path.dirname(bench), "estimates.json")
        if not os.path.exists(est):
            continue
        with open(bench) as f:
            meta = json.load(f)
        with open(est) as f:
            e = json.load(f)
        median = e["median"]["point_estimate"]
        groups.setdefault(meta["group_id"], []).append((meta["function_id"], median))
    return groups


def fmt_time(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.2f} ns"


def order(functions):
    preferred = ["direct", "raw_c", "rust_thunk", "thunk", "jit", "jit_baked", "dispatcher",
                 "hostcall_jit", "hostcall_generic", "rquickjs_closures", "generic",
                 "baseline_inline", "process_wide", "dispatcher_scoped", "l2_hit", "miss_and_compile"]
    rank = {n: i for i, n in enumerate(preferred)}
    return sorted(functions, key=lambda fm: (rank.get(fm[0], 99), fm[0]))


def table(group, functions):
    functions = order(functions)
    names = [f for f, _ in functions]
    ref = next((r for r in REFERENCES if r in names), names[0])
    ref_t = dict(functions)[ref]
    jit_t = dict(functions).get("jit") or dict(functions).get("hostcall_jit")
    lines = [f"**{group}**", "", "| rung | median | × " + ref + (" | × jit |" if jit_t else " |"),
             "|---|---:|---:|" + ("---:|" if jit_t else "")]
    for name, t in functions:
        row = f"| {name} | {fmt_time(t)} | {t / ref_t:.2f} |"
        if jit_t:
            row += f" {t / jit_t:.2f} |"
        lines.append(row)
    return "\n".join(lines) + "\n"


def svg(groups, path):
    rows = []
    for g in sorted(groups):
        rows.append((g, None, None))
        for name, t in order(groups[g]):
            rows.append((g, name, t))
    times = [t for _, _, t in rows if t]
    lo, hi = math.log10(min(times)) - 0.2, math.log10(max(times)) + 0.2
    width, label_w, bar_w, row_h = 900, 260, 560, 18
    height = 40 + row_h * len(rows)
    palette = {"direct": "#4c9f70", "raw_c": "#4c9f70", "rust_thunk": "#8fbf73", "jit": "#2f6fb0",
               "hostcall_jit": "#2f6fb0", "thunk": "#2f6fb0", "jit_baked": "#6d9fd0",
               "dispatcher": "#6d9fd0", "generic": "#c8553d", "hostcall_generic": "#c8553d",
               "rquickjs_closures": "#e0a030"}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<text x="10" y="20" font-size="14">median time per operation (log scale); '
           f'shorter is faster</text>']
    y = 40
    for g, name, t in rows:
        if name is None:
            out.append(f'<text x="10" y="{y + 13}" font-weight="bold">{g}</text>')
        else:
            x1 = label_w + bar_w * (math.log10(t) - lo) / (hi - lo)
            color = palette.get(name, "#888888")
            out.append(f'<text x="30" y="{y + 13}">{name}</text>')
            out.append(f'<rect x="{label_w}" y="{y + 3}" width="{max(x1 - label_w, 1):.1f}" '
                       f'height="{row_h - 6}" fill="{color}"/>')
            out.append(f'<text x="{x1 + 4:.1f}" y="{y + 13}">{fmt_time(t)}</text>')
        y += row_h
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default="target/criterion")
    ap.add_argument("--baseline", default="new")
    ap.add_argument("--groups", default="", help="comma-separated group prefixes to include")
    ap.add_argument("--svg", default="")
    a = ap.parse_args()
    groups = load(a.root, a.baseline)
    if a.groups:
        prefixes = a.groups.split(",")
        groups = {g: f for g, f in groups.items() if any(g.startswith(p) for p in prefixes)}
    if not groups:
        print(f"no criterion results for baseline `{a.baseline}` under {a.root}", file=sys.stderr)
        return 1
    for g in sorted(groups):
        print(table(g, groups[g]))
    if a.svg:
        svg(groups, a.svg)
        print(f"wrote {a.svg}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
