#!/usr/bin/env bash
# The light build: what an rquickjs application that takes hostcall-quickjs only for Rust
# closures and classes compiles (`default-features = false`, the rquickjs release named, with or without `macros`).
# Fails if it pulls in Cranelift (cranelift-*) or libffi (libffi, libffi-sys), then runs
# hostcall-light-check's tests built alone, in exactly that build (no JIT, no generic
# backend: closures and classes work, a raw C function is refused clearly). Prints the
# dependency counts docs/embedding.md quotes. Run from anywhere: `bash scripts/light.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
# Each crate once (a repeated one is marked `(*)`), normal dependencies (what the program
# links; build scripts' own dependencies not counted).
deps() { cargo tree -q "$@" --prefix none | sed 's/ (\*)$//' | sort -u; }
check() {
    local what=$1
    shift
    local list
    list=$(deps "$@")
    printf '%-58s %3d crates\n' "$what" "$(wc -l <<<"$list")"
    if grep -E '^(cranelift-[a-z0-9-]+|libffi|libffi-sys) ' <<<"$list"; then
        echo "light build: $what depends on the crates above (Cranelift or libffi)" >&2
        status=1
    fi
}
check "hostcall-quickjs --no-default-features (rquickjs 0.14)" \
    -p hostcall-quickjs --no-default-features --features rquickjs-0-14 -e normal
check "hostcall-quickjs --no-default-features, macros" \
    -p hostcall-quickjs --no-default-features --features rquickjs-0-14,macros -e normal
check "hostcall-quickjs --no-default-features, rquickjs 0.12, macros" \
    -p hostcall-quickjs --no-default-features --features rquickjs-0-12,macros -e normal
check "hostcall-light-check (its tests included)" -p hostcall-light-check -e normal,dev
printf '%-58s %3d crates (for comparison, not checked)\n' "hostcall-quickjs (default features)" \
    "$(deps -p hostcall-quickjs -e normal | wc -l)"
[ "$status" = 0 ] || exit 1

# Built alone, so no other workspace crate's features are unified in.
cargo test -q -p hostcall-light-check
