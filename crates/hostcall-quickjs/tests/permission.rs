//! The FFI allow-list: strict parsing, resolution once, loading exactly the checked file, and
//! symlink and file swaps that must lose (docs/ffi.md, "The allow-list"). The attacks that
//! need another current directory are in the CLI's tests.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission, FfiPermissionError};

mod support;
use support::testlib as testlib_path;

/// The system's zlib (another library, without the test library's symbols).
fn libz() -> PathBuf {
    [
        "/lib/x86_64-linux-gnu",
        "/usr/lib/x86_64-linux-gnu",
        "/usr/lib64",
        "/usr/lib",
        "/lib64",
        "/lib/aarch64-linux-gnu",
    ]
    .iter()
    .map(|d| Path::new(d).join("libz.so.1"))
    .find(|p| p.exists())
    .expect("libz.so.1 is installed")
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hostcall-perm-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn engine(ffi: FfiPermission) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: Backend::Generic,
        ffi,
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

fn allow(entries: &[&str]) -> Result<FfiPermission, FfiPermissionError> {
    // SAFETY: the tests' scripts are trusted with these libraries.
    unsafe { FfiPermission::allow_list(entries) }
}

fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "permission_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

const PRELUDE: &str = r#"
function throws(f, text) {
  try { f(); } catch (e) {
    if (!String(e.message).includes(text)) throw new Error(`expected "${text}" in "${e.message}"`);
    return;
  }
  throw new Error(`expected an error containing "${text}"`);
}
const ADD = { hc_add_i32: { parameters: ["i32", "i32"], result: "i32" } };
"#;

#[test]
fn allow_list_entries_are_parsed_strictly() {
    assert!(matches!(
        allow(&["libm.so.6", ""]),
        Err(FfiPermissionError::EmptyEntry { index: 1 })
    ));
    assert!(matches!(
        allow(&[""]),
        Err(FfiPermissionError::EmptyEntry { index: 0 })
    ));
    assert!(matches!(allow(&[]), Err(FfiPermissionError::EmptyList)));
    let e = allow(&["/no/such/libhostcall.so"]).unwrap_err();
    assert!(matches!(e, FfiPermissionError::Path { .. }), "{e:?}");
    assert!(e.to_string().contains("/no/such/libhostcall.so"), "{e}");
    let e = allow(&["libhostcall_no_such_library.so.9"]).unwrap_err();
    assert!(matches!(e, FfiPermissionError::Soname { .. }), "{e:?}");
    // A directory is not a library.
    let e = allow(&["/tmp/"]).unwrap_err();
    assert!(matches!(e, FfiPermissionError::Path { .. }), "{e:?}");
    assert!(!allow(&["libm.so.6"]).unwrap().is_denied());
    assert!(FfiPermission::default().is_denied());
}

/// A bare soname is the file the loader picks; a script's path with `/` matches an entry only
/// by canonical file; a symlink to another library named like the soname allows nothing.
#[test]
fn entries_are_resolved_files() {
    let dir = scratch("resolved");
    let lib = dir.join("libcopy.so");
    std::fs::copy(testlib(), &lib).unwrap();
    let other = dir.join("libother.so");
    std::fs::copy(testlib(), &other).unwrap();
    let fake_libm = dir.join("libm.so.6");
    std::os::unix::fs::symlink(&other, &fake_libm).unwrap();
    let alias = dir.join("alias.so");
    std::os::unix::fs::symlink(&lib, &alias).unwrap();
    let e = engine(allow(&["libm.so.6", lib.to_str().unwrap()]).unwrap());
    run(
        &e,
        &format!(
            r#"{PRELUDE}
// The soname loads the system's libm, whatever is named libm.so.6 elsewhere.
const m = hostcall.dlopen("libm.so.6", {{ cos: {{ parameters: ["f64"], result: "f64" }} }});
if (m.symbols.cos(0) !== 1) throw new Error("cos");
m.close();
throws(() => hostcall.dlopen({fake:?}, ADD), "is not allowed");
throws(() => hostcall.dlopen({other:?}, ADD), "is not allowed");
// The allowed file, under its name, another spelling, and a symlink to it.
for (const p of [{lib:?}, {dotted:?}, {alias:?}]) {{
  const l = hostcall.dlopen(p, ADD);
  if (l.symbols.hc_add_i32(1, 2) !== 3) throw new Error(p);
  l.close();
}}
throws(() => hostcall.dlopen("libcopy.so", ADD), "is not allowed");
"#,
            fake = fake_libm.to_str().unwrap(),
            other = other.to_str().unwrap(),
            lib = lib.to_str().unwrap(),
            dotted = dir.join(".").join("libcopy.so").to_str().unwrap(),
            alias = alias.to_str().unwrap(),
        ),
    );
    assert!(e.finish().is_clean());
    std::fs::remove_dir_all(&dir).ok();
}

/// A file replaced after the allow-list was resolved is not loaded, even at the same path.
#[test]
fn a_replaced_file_is_refused() {
    let dir = scratch("replaced");
    let lib = dir.join("lib.so");
    std::fs::copy(testlib(), &lib).unwrap();
    let keep = dir.join("lib.orig");
    std::fs::hard_link(&lib, &keep).unwrap();
    let evil = dir.join("evil.so");
    std::fs::copy(libz(), &evil).unwrap();
    let e = engine(allow(&[lib.to_str().unwrap()]).unwrap());
    std::fs::rename(&evil, &lib).unwrap();
    run(
        &e,
        &format!(
            r#"{PRELUDE} throws(() => hostcall.dlopen({p:?}, ADD), "replaced");"#,
            p = lib.to_str().unwrap()
        ),
    );
    std::fs::rename(&keep, &lib).unwrap();
    run(
        &e,
        &format!(
            r#"const l = hostcall.dlopen({p:?}, ADD); if (l.symbols.hc_add_i32(2, 2) !== 4) throw new Error("add"); l.close();"#,
            p = lib.to_str().unwrap()
        ),
    );
    assert!(e.finish().is_clean());
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `dlopen(path)` 300 times while `flip` swaps what `path` is between the allowed
/// library and another one: every load either refuses or loads the allowed library (whose
/// `hc_add_i32` resolves and adds); loading the other library would show as "not found".
fn race(dir: &Path, entry: &Path, path: &Path, flip: impl Fn(bool) + Send + 'static) {
    // Resolved before the flipping starts: the entry is the allowed library.
    let e = engine(allow(&[entry.to_str().unwrap()]).unwrap());
    let stop = Arc::new(AtomicBool::new(false));
    let flipper = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut n = 0u64;
            while !stop.load(Ordering::Relaxed) {
                flip(n.is_multiple_of(2));
                n += 1;
            }
            n
        })
    };
    run(
        &e,
        &format!(
            r#"{PRELUDE}
let loaded = 0, refused = 0;
for (let i = 0; i < 300; i++) {{
  let l;
  try {{ l = hostcall.dlopen({p:?}, ADD); }} catch (e) {{
    if (!/is not allowed|replaced|not the checked file|cannot load library/.test(e.message)) throw e;
    refused++;
    continue;
  }}
  if (l.symbols.hc_add_i32(20, 22) !== 42) throw new Error("wrong library");
  l.close();
  loaded++;
}}
globalThis.result = [loaded, refused];
"#,
            p = path.to_str().unwrap()
        ),
    );
    stop.store(true, Ordering::Relaxed);
    let flips = flipper.join().unwrap();
    assert!(flips > 0);
    assert!(e.finish().is_clean());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_flipping_symlink_never_loads_another_library() {
    let dir = scratch("flip-link");
    let good = dir.join("good.so");
    std::fs::copy(testlib(), &good).unwrap();
    let bad = dir.join("bad.so");
    std::fs::copy(libz(), &bad).unwrap();
    let link = dir.join("lib.so");
    std::os::unix::fs::symlink(&good, &link).unwrap();
    let (d, l) = (dir.clone(), link.clone());
    race(&dir, &good, &link, move |to_good| {
        let tmp = d.join("lib.so.tmp");
        let _ = std::fs::remove_file(&tmp);
        let target = if to_good {
            d.join("good.so")
        } else {
            d.join("bad.so")
        };
        if std::os::unix::fs::symlink(target, &tmp).is_ok() {
            let _ = std::fs::rename(&tmp, &l);
        }
    });
}

#[test]
fn a_flipping_file_never_loads_another_library() {
    let dir = scratch("flip-file");
    let lib = dir.join("lib.so");
    std::fs::copy(testlib(), &lib).unwrap();
    let good = dir.join("good.so");
    std::fs::hard_link(&lib, &good).unwrap();
    let bad = dir.join("bad.so");
    std::fs::copy(libz(), &bad).unwrap();
    let (d, l) = (dir.clone(), lib.clone());
    race(&dir, &lib, &lib, move |to_good| {
        let tmp = d.join("lib.so.tmp");
        let _ = std::fs::remove_file(&tmp);
        let source = if to_good {
            d.join("good.so")
        } else {
            d.join("bad.so")
        };
        if std::fs::hard_link(source, &tmp).is_ok() {
            let _ = std::fs::rename(&tmp, &l);
        }
    });
}

/// An allow-list decides which files `dlopen` loads; it is no grant to read, write or call
/// at arbitrary addresses (issue 19, class 8: with only libm allowed, a script walked libm's
/// ELF data through `UnsafePointerView` to libc's symbol table and called `system()` through
/// `UnsafeFnPointer`). Under an allow-list every operation on an arbitrary address is
/// refused; the address of a script's own buffer (`UnsafePointer.of`) and pointer
/// arithmetic stay; the unrestricted grant allows them all, and no grant allows `of`.
#[test]
fn an_allow_list_grants_no_access_to_arbitrary_memory() {
    let lib = testlib();
    let lib = lib.to_str().unwrap();
    let probe = format!(
        r#"{PRELUDE}
const l = Deno.dlopen("libm.so.6", {{ frexp: {{ parameters: ["f64", "buffer"], result: "f64" }} }});
const e = new Int32Array(1);
if (l.symbols.frexp(8, e) !== 0.5 || e[0] !== 4) throw new Error("frexp");
// The address of a function of an allowed library, as a script would find it (a pointer result).
const t = Deno.dlopen({lib:?}, {{ hc_fn_add_i32: {{ parameters: [], result: "pointer" }} }});
const p = t.symbols.hc_fn_add_i32();
if (p === null) throw new Error("a pointer");
for (const ns of [Deno, hostcall]) {{
  const q = p;
  throws(() => new ns.UnsafePointerView(q), "not allowed");
  throws(() => ns.UnsafePointerView.getCString(q), "not allowed");
  throws(() => ns.UnsafePointerView.getArrayBuffer(q, 8), "not allowed");
  throws(() => ns.UnsafePointerView.copyInto(q, new Uint8Array(8)), "not allowed");
  throws(() => new ns.UnsafeFnPointer(q, {{ parameters: [], result: "void" }}), "not allowed");
}}
// What an allow-list keeps: the address of the script's own bytes and pointer arithmetic.
const own = new Uint8Array(16);
const a = Deno.UnsafePointer.of(own);
if (a === null || Deno.UnsafePointer.value(Deno.UnsafePointer.offset(a, 4)) !== Deno.UnsafePointer.value(a) + 4n)
  throw new Error("of/offset");
"#
    );
    let e = engine(allow(&["libm.so.6", lib]).unwrap());
    run(&e, &probe);
    assert!(e.finish().is_clean());

    // The unrestricted grant reads its own bytes back through a view.
    // SAFETY: the test's script is trusted with every library.
    let e = engine(unsafe { FfiPermission::all() });
    run(
        &e,
        r#"const own = new Uint8Array([7, 0, 0, 0]);
const p = Deno.UnsafePointer.of(own);
if (new Deno.UnsafePointerView(p).getInt32() !== 7) throw new Error("view");"#,
    );
    assert!(e.finish().is_clean());

    // No grant: not even the address of a script's own buffer.
    let e = engine(FfiPermission::denied());
    run(
        &e,
        &format!(
            r#"{PRELUDE}
throws(() => Deno.UnsafePointer.of(new Uint8Array(4)), "not allowed");
throws(() => hostcall.UnsafePointer.of(new Uint8Array(4)), "not allowed");"#
        ),
    );
    assert!(e.finish().is_clean());
}

/// The test library, as a path.
fn testlib() -> PathBuf {
    PathBuf::from(testlib_path())
}
