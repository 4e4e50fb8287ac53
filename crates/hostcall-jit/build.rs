//! Fingerprints the sources that decide what code the JIT emits (this crate's and, in the
//! workspace, `hostcall-core`'s), so a persistent code cache never reuses code from another
//! build of the same version (`code_fingerprint` includes it as `HOSTCALL_JIT_SOURCES`).

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut list = Vec::new();
    for dir in [root.join("src"), root.join("../hostcall-core/src")] {
        if dir.is_dir() {
            println!("cargo:rerun-if-changed={}", dir.display());
            files(&dir, &mut list);
        }
    }
    list.sort();
    // FNV-1a over each file's path (relative) and bytes: deterministic across toolchains.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for p in &list {
        let rel = p.strip_prefix(&root).unwrap_or(p);
        eat(rel.to_string_lossy().as_bytes());
        eat(&std::fs::read(p).unwrap_or_default());
    }
    println!("cargo:rustc-env=HOSTCALL_JIT_SOURCES={h:016x}");
}
