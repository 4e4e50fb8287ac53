//! Unloading libraries (issue 19, classes 2-4): a library is never unloaded where script or
//! native code may still run. The test library is `libhostcall_dtor.so` (C, see
//! crates/hostcall-testlib/c/): its constructor calls the opening thread's load hook, its
//! destructor calls back through the pointer the script registered (`hcd_on_unload`) and
//! notes what the callback returned in a slot of `libhostcall_hooks.so`, which outlives it,
//! and `hcd_call_later` starts a detached thread that calls back after a delay and then runs
//! more of the library's code.
//!
//! Every test opens its own copy of the library (a file no other test loads), so whether it
//! is mapped says whether it was unloaded; each uses its own note slots. Every test runs on
//! the generic backend and on the JIT, compiling eagerly and tiering up.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use std::time::{Duration, Instant};

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

/// A backend and tier policy to run a test on.
#[derive(Clone, Copy, Debug)]
struct Config {
    backend: Backend,
    tier: TierPolicy,
}

/// The generic backend, and the JIT eager and tiered where the JIT runs.
fn configs() -> Vec<Config> {
    let mut v = vec![Config {
        backend: Backend::Generic,
        tier: TierPolicy::Never,
    }];
    if hostcall_testkit::jit_runs() {
        v.push(Config {
            backend: Backend::Jit,
            tier: TierPolicy::Eager,
        });
        v.push(Config {
            backend: Backend::Jit,
            tier: TierPolicy::Tiered { threshold: 2 },
        });
    }
    v
}

fn all() -> FfiPermission {
    // SAFETY: the tests' scripts are trusted with every library.
    unsafe { FfiPermission::all() }
}

fn engine_with(c: Config, ffi: FfiPermission) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: c.backend,
        ffi,
        native_entries: true,
        tier: c.tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// The script prelude: `eq`, the hooks library as `H`, and `SYM`, the descriptors of the
/// unload library's functions.
const PRELUDE: &str = r#"
globalThis.eq = (a, b, what) => { if (a !== b) throw new Error(`${what}: got ${a}, expected ${b}`); };
globalThis.H = hostcall.dlopen(HOOKS, {
  hch_count: { parameters: ["i32"], result: "i32" },
  hch_last: { parameters: ["i32"], result: "i32" },
  hch_set_load_hook: { parameters: ["function", "i32"], result: "void" },
});
globalThis.SYM = {
  hcd_on_unload: { parameters: ["function", "i32"], result: "void" },
  hcd_add: { parameters: ["i32", "i32"], result: "i32" },
  hcd_call: { parameters: ["function", "i32"], result: "i32" },
  hcd_loaded_with: { parameters: [], result: "i32" },
  hcd_call_later: { parameters: ["function", "i32", "i32", "u32"], result: "i32" },
};
"#;

fn engine_ffi(c: Config, ffi: FfiPermission) -> Engine {
    let e = engine_with(c, ffi);
    run(
        &e,
        &PRELUDE.replace("HOOKS", &format!("{:?}", hostcall_testlib::HOOKS_LIB)),
    );
    e
}

fn engine(c: Config) -> Engine {
    engine_ffi(c, all())
}

#[track_caller]
fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "unload_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

/// Evaluates `src` without running the engine's loop.
#[track_caller]
fn start(engine: &Engine, src: &str) {
    engine.with(|ctx| {
        ctx.eval::<(), _>(src)
            .unwrap_or_else(|e| panic!("{e}: {:?}", ctx.catch()))
    });
}

#[track_caller]
fn finish(engine: Engine) {
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
}

/// A copy of the unload library under a name only this test loads.
fn private_copy(tag: &str) -> String {
    let dst = std::env::temp_dir().join(format!(
        "hc_unload_{tag}_{}{}",
        std::process::id(),
        std::env::consts::DLL_SUFFIX
    ));
    std::fs::copy(hostcall_testlib::DTOR_LIB, &dst).unwrap();
    dst.display().to_string()
}

fn mapped(path: &str) -> bool {
    std::fs::read_to_string("/proc/self/maps")
        .unwrap()
        .contains(path)
}

/// The hooks library's note slots, read from Rust (the test holds its own handle, so the
/// notes outlive every engine).
struct Notes {
    count: extern "C" fn(i32) -> i32,
    last: extern "C" fn(i32) -> i32,
    clear: extern "C" fn(i32),
}

fn notes() -> Notes {
    let path = std::ffi::CString::new(hostcall_testlib::HOOKS_LIB).unwrap();
    // SAFETY: the hooks library has no initialisers; the handle is kept for the process.
    let h = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW) };
    assert!(!h.is_null(), "cannot load the hooks library");
    let sym = |name: &std::ffi::CStr| {
        // SAFETY: `h` is a live handle, `name` NUL-terminated.
        let p = unsafe { libc::dlsym(h, name.as_ptr()) };
        assert!(!p.is_null(), "{name:?} missing");
        p
    };
    // SAFETY: the three functions have exactly these C signatures (c/hooks.c).
    unsafe {
        Notes {
            count: std::mem::transmute::<*mut libc::c_void, extern "C" fn(i32) -> i32>(sym(
                c"hch_count",
            )),
            last: std::mem::transmute::<*mut libc::c_void, extern "C" fn(i32) -> i32>(sym(
                c"hch_last",
            )),
            clear: std::mem::transmute::<*mut libc::c_void, extern "C" fn(i32)>(sym(c"hch_clear")),
        }
    }
}

/// Waits (up to 10 s) until `slot` has `n` notes.
#[track_caller]
fn wait_notes(n: &Notes, slot: i32, count: i32) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while (n.count)(slot) < count {
        assert!(
            Instant::now() < deadline,
            "slot {slot}: {} notes",
            (n.count)(slot)
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Class 3 (issue 19): the destructor `close()` runs calls a callback that `dlopen`s the
/// same file. Before, the callback ran and got a handle to the object glibc was unmapping:
/// calls through it jumped into unmapped memory. Now every upcall is refused while an unload
/// runs (the destructor's callback gets 0 and no script runs), so no handle to the dying
/// object exists; a later `dlopen` loads the file afresh.
fn destructor_dlopen_attack(c: Config, e: &Engine, path: &str, slot: i32) {
    let n = notes();
    (n.clear)(slot);
    run(
        e,
        &format!(
            r#"
globalThis.again = null;
globalThis.ran = 0;
const cb = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (s) => {{
  ran++;
  again = hostcall.dlopen({path:?}, SYM);
  return 7;
}});
const L = hostcall.dlopen({path:?}, SYM);
eq(L.symbols.hcd_add(2, 3), 5, "a call");
L.symbols.hcd_on_unload(cb, {slot});
L.close();
eq(H.symbols.hch_count({slot}), 1, "the destructor ran");
eq(H.symbols.hch_last({slot}), 0, "its callback was refused (0)");
eq(ran, 0, "no script ran inside the destructor");
eq(again, null, "no handle to the unloaded object");
const M = hostcall.dlopen({path:?}, SYM);
eq(M.symbols.hcd_add(20, 22), 42, "loaded afresh");
eq(M.symbols.hcd_call(cb, 1), 7, "the callback works outside an unload");
eq(again.symbols.hcd_add(1, 1), 2, "and its dlopen too");
again.close();
M.close();
eq(H.symbols.hch_count({slot}), 1, "M registered no destructor callback");
"#
        ),
    );
    assert!(!mapped(path), "{c:?}: closed, so unloaded");
}

#[test]
fn a_destructor_cannot_dlopen_the_library_being_unloaded() {
    for (i, c) in configs().into_iter().enumerate() {
        let path = private_copy(&format!("dlopen_any_{i}"));
        let e = engine(c);
        destructor_dlopen_attack(c, &e, &path, 10 + i as i32);
        finish(e);
        std::fs::remove_file(&path).ok();
    }
}

/// Class 3 under an allow-list: the same, with the file loaded through the checked path.
#[test]
fn a_destructor_cannot_dlopen_the_library_being_unloaded_under_an_allow_list() {
    for (i, c) in configs().into_iter().enumerate() {
        let path = private_copy(&format!("dlopen_allow_{i}"));
        // SAFETY: the test's scripts are trusted with these two libraries.
        let ffi =
            unsafe { FfiPermission::allow_list([path.as_str(), hostcall_testlib::HOOKS_LIB]) }
                .unwrap();
        let e = engine_ffi(c, ffi);
        destructor_dlopen_attack(c, &e, &path, 13 + i as i32);
        finish(e);
        std::fs::remove_file(&path).ok();
    }
}

/// Class 2 (issue 19): a library the script never closes, whose destructor calls a callback
/// that is still open. Before, collecting its last function unloaded it from inside
/// QuickJS's garbage collector, and the callback ran script while QuickJS was freeing
/// objects (`gc_decref_child: Assertion JS_REF_COUNT(p) > 0`). Now no collection unloads a
/// library: it stays loaded, its destructor does not run and no script runs in the GC.
#[test]
fn collecting_a_library_never_runs_its_destructor_in_the_gc() {
    let n = notes();
    for (i, c) in configs().into_iter().enumerate() {
        let slot = 20 + i as i32;
        (n.clear)(slot);
        let path = private_copy(&format!("gc_{i}"));
        let e = engine(c);
        run(
            &e,
            &format!(
                r#"
globalThis.ran = 0;
globalThis.cb = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (s) => {{
  ran++;
  const junk = [];
  for (let k = 0; k < 1000; k++) junk.push({{ k }});
  return 9;
}});
(() => {{
  const L = hostcall.dlopen({path:?}, SYM);
  eq(L.symbols.hcd_add(1, 2), 3, "a call");
  L.symbols.hcd_on_unload(cb, {slot});
}})();
"#
            ),
        );
        // Nothing of the library is reachable: the collector finalizes its functions.
        e.run_gc();
        run(&e, "eq(ran, 0, 'no script ran in the GC');");
        assert_eq!((n.count)(slot), 0, "{c:?}: the destructor did not run");
        assert!(mapped(&path), "{c:?}: never closed, so kept loaded");
        // The engine's end does not unload it either (see the thread test below).
        finish(e);
        assert!(mapped(&path), "{c:?}: kept loaded past the engine's end");
        assert_eq!((n.count)(slot), 0);
        // The file stays mapped for the process; the path may go.
        std::fs::remove_file(&path).ok();
    }
}

/// Closing a library inside a callback its own code called: marked closed at once, unloaded
/// at the loop's next checkpoint, where its destructor's callback is refused.
#[test]
fn close_inside_a_callback_unloads_at_the_next_checkpoint() {
    let n = notes();
    for (i, c) in configs().into_iter().enumerate() {
        let slot = 25 + i as i32;
        (n.clear)(slot);
        let path = private_copy(&format!("deferred_{i}"));
        let e = engine(c);
        run(
            &e,
            &format!(
                r#"
const L = hostcall.dlopen({path:?}, SYM);
const d = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, () => 5);
L.symbols.hcd_on_unload(d, {slot});
const closer = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (x) => {{
  L.close();
  return x + 1;
}});
eq(L.symbols.hcd_call(closer, 1), 2, "the callback closed its caller's library");
eq(H.symbols.hch_count({slot}), 0, "not unloaded while the script that closed it runs on");
let threw = false;
try {{ L.symbols.hcd_add(1, 1); }} catch (e) {{ threw = String(e.message).includes("closed"); }}
eq(threw, true, "closed at once");
"#
            ),
        );
        assert_eq!((n.count)(slot), 1, "{c:?}: unloaded at the checkpoint");
        assert_eq!(
            (n.last)(slot),
            0,
            "{c:?}: the destructor's callback was refused"
        );
        assert!(!mapped(&path));
        finish(e);
        std::fs::remove_file(&path).ok();
    }
}

/// Class 4 (issue 19), the embedder's case: a library function starts a detached thread
/// that calls a thread-safe callback after a delay and then runs more of the library's code;
/// the embedder drops the engine while the thread sleeps and the process keeps running.
/// Before, the engine's end unloaded the library under the thread (SIGSEGV when it woke).
/// Now a library the script did not close stays loaded: the thread's call is refused (0),
/// it finishes its work, and the process is fine.
#[test]
fn dropping_the_engine_leaves_a_running_threads_library_loaded() {
    let n = notes();
    for (i, c) in configs().into_iter().enumerate() {
        let slot = 30 + i as i32;
        (n.clear)(slot);
        let path = private_copy(&format!("thread_{i}"));
        let e = engine(c);
        start(
            &e,
            &format!(
                r#"
const L = hostcall.dlopen({path:?}, SYM);
const cb = hostcall.UnsafeCallback.threadSafe({{ parameters: ["i32"], result: "i32" }}, (x) => x + 1);
cb.unref();
eq(L.symbols.hcd_call_later(cb, {slot}, 41, 200), 0, "thread started");
"#
            ),
        );
        drop(e);
        assert!(mapped(&path), "{c:?}: kept loaded under the thread");
        std::thread::sleep(Duration::from_millis(300));
        wait_notes(&n, slot, 1);
        assert_eq!(
            (n.last)(slot),
            0,
            "{c:?}: the call after the engine's end got 0"
        );
        std::fs::remove_file(&path).ok();
    }
}

/// Class 4 through [`Engine::run`]: the script ends while the thread sleeps (the callback is
/// unref'd, so the loop does not wait), as `hostcall run` does before the process exits.
#[test]
fn the_engine_end_after_run_leaves_a_running_threads_library_loaded() {
    let n = notes();
    for (i, c) in configs().into_iter().enumerate() {
        let slot = 35 + i as i32;
        (n.clear)(slot);
        let path = private_copy(&format!("thread_run_{i}"));
        let e = engine(c);
        run(
            &e,
            &format!(
                r#"
const L = hostcall.dlopen({path:?}, SYM);
const cb = hostcall.UnsafeCallback.threadSafe({{ parameters: ["i32"], result: "i32" }}, (x) => x + 1);
cb.unref();
eq(L.symbols.hcd_call_later(cb, {slot}, 1, 100), 0, "thread started");
"#
            ),
        );
        finish(e);
        std::thread::sleep(Duration::from_millis(150));
        wait_notes(&n, slot, 1);
        assert_eq!((n.last)(slot), 0, "{c:?}: refused after the engine's end");
        assert!(mapped(&path));
        std::fs::remove_file(&path).ok();
    }
}

/// Whether this process runs under valgrind (its preloaded objects are mapped): resident
/// memory then is valgrind's (freed blocks are held back to catch their use), so the RSS
/// bounds are not checked.
fn under_valgrind() -> bool {
    std::fs::read_to_string("/proc/self/maps")
        .unwrap()
        .contains("vgpreload")
}

/// Resident memory of this process in KiB (`VmRSS` of /proc/self/status).
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// The issue's stress test: rounds of dlopen / call / callback / close with a constructor and
/// a destructor that call back (every tenth closed from inside a callback, so its unload
/// waits for the checkpoint), spread over several engines per backend; each engine ends
/// while detached threads of a library it left open call a thread-safe callback. No crash,
/// no invalid access (valgrind: scripts/memcheck.sh runs it with fewer rounds), every
/// destructor ran once per round with its callback refused, and resident memory stays
/// bounded. `HOSTCALL_STRESS_ROUNDS` sets the rounds per backend (default 1,000).
#[test]
fn stress_dlopen_call_callback_close_with_destructors_and_threads() {
    const ENGINES: usize = 10;
    const THREADS: i32 = 4;
    let rounds: usize = std::env::var("HOSTCALL_STRESS_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let per_engine = rounds.div_ceil(ENGINES);
    let n = notes();
    let mut rss = Vec::new();
    for (i, c) in configs().into_iter().enumerate() {
        let (unload_slot, load_slot, thread_slot) =
            (40 + 3 * i as i32, 41 + 3 * i as i32, 42 + 3 * i as i32);
        for s in [unload_slot, load_slot, thread_slot] {
            (n.clear)(s);
        }
        let rounds_path = private_copy(&format!("stress_{i}"));
        let threads_path = private_copy(&format!("stress_threads_{i}"));
        let started = Instant::now();
        for k in 0..ENGINES {
            let e = engine(c);
            run(
                &e,
                &format!(
                    r#"
const lcb = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (s) => 3);
const dcb = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (s) => 4);
const twice = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (x) => 2 * x);
let current = null;
const closer = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (x) => {{
  current.close();
  return x;
}});
H.symbols.hch_set_load_hook(lcb, {load_slot});
globalThis.failure = "not finished";
(async () => {{
  for (let r = 0; r < {per_engine}; r++) {{
    const L = hostcall.dlopen({rounds_path:?}, SYM);
    eq(L.symbols.hcd_loaded_with(), 3, "the constructor's callback ran");
    eq(L.symbols.hcd_call(twice, r), 2 * r, "a callback");
    L.symbols.hcd_on_unload(dcb, {unload_slot});
    if (r % 10 === 9) {{
      current = L;
      eq(L.symbols.hcd_call(closer, r), r, "closed inside a callback");
    }} else {{
      L.close();
    }}
    // The end of a job: the loop's checkpoint, where a library closed inside a callback is
    // unloaded.
    await null;
  }}
  H.symbols.hch_set_load_hook(null, 0);
  // Threads that call back while the engine ends (the library stays open).
  const T = hostcall.dlopen({threads_path:?}, SYM);
  const ts = hostcall.UnsafeCallback.threadSafe({{ parameters: ["i32"], result: "i32" }}, (x) => x);
  ts.unref();
  for (let t = 0; t < {THREADS}; t++) eq(T.symbols.hcd_call_later(ts, {thread_slot}, t + 1, t * 3), 0, "thread");
  failure = undefined;
}})().catch((e) => {{ failure = `${{e}}\n${{e.stack}}`; }});
"#
                ),
            );
            run(&e, "if (failure !== undefined) throw new Error(failure);");
            finish(e);
            if k == 0 {
                rss.push(("start", c, rss_kib()));
            }
        }
        wait_notes(&n, thread_slot, ENGINES as i32 * THREADS);
        let done = per_engine * ENGINES;
        assert_eq!(
            (n.count)(unload_slot),
            done as i32,
            "{c:?}: one unload per round"
        );
        assert_eq!(
            (n.last)(unload_slot),
            0,
            "{c:?}: destructors' callbacks refused"
        );
        assert_eq!(
            (n.count)(load_slot),
            done as i32,
            "{c:?}: one load per round"
        );
        assert!(
            !mapped(&rounds_path),
            "{c:?}: the rounds' library is unloaded"
        );
        rss.push(("end", c, rss_kib()));
        eprintln!(
            "stress {c:?}: {done} rounds in {:?}, RSS {} KiB after the first engine, {} KiB at the end",
            started.elapsed(),
            rss[rss.len() - 2].2,
            rss[rss.len() - 1].2
        );
        let grown = rss[rss.len() - 1].2.saturating_sub(rss[rss.len() - 2].2);
        assert!(
            grown < 32 * 1024 || under_valgrind(),
            "{c:?}: RSS grew by {grown} KiB"
        );
        std::fs::remove_file(&rounds_path).ok();
        std::fs::remove_file(&threads_path).ok();
    }
}

/// What a library left open costs (the decision of class 4: such libraries are never
/// unloaded): the loader's mapping of its file, once however often it is opened, and no
/// memory per `dlopen`. 500 `dlopen`s of one file without `close()`, in 50 engines: the
/// file's mappings and resident memory stay as they were after the first engine.
#[test]
fn libraries_left_open_keep_one_mapping_not_memory() {
    const ENGINES: usize = 50;
    const OPENS: usize = 10;
    let mappings = |path: &str| {
        std::fs::read_to_string("/proc/self/maps")
            .unwrap()
            .lines()
            .filter(|l| l.contains(path))
            .count()
    };
    for (i, c) in configs().into_iter().enumerate() {
        let path = private_copy(&format!("left_open_{i}"));
        let script = format!(
            r#"
for (let k = 0; k < {OPENS}; k++) {{
  const L = hostcall.dlopen({path:?}, SYM);
  eq(L.symbols.hcd_add(k, 1), k + 1, "a call");
}}
"#
        );
        let once = |_: usize| {
            let e = engine(c);
            run(&e, &script);
            e.run_gc();
            assert_eq!(e.libraries_unloaded(), 0, "none was closed");
            finish(e);
        };
        once(0);
        let (maps0, rss0) = (mappings(&path), rss_kib());
        assert!(maps0 > 0, "loaded");
        (1..ENGINES).for_each(once);
        let (maps1, rss1) = (mappings(&path), rss_kib());
        eprintln!(
            "left open {c:?}: {} dlopens; mappings of the file {maps0} -> {maps1}; RSS {rss0} KiB -> {rss1} KiB",
            ENGINES * OPENS
        );
        assert_eq!(
            maps0, maps1,
            "{c:?}: one mapping of the file, however often opened"
        );
        assert!(
            rss1.saturating_sub(rss0) < 8 * 1024 || under_valgrind(),
            "{c:?}: RSS grew from {rss0} to {rss1} KiB"
        );
        std::fs::remove_file(&path).ok();
    }
}

/// A `dlopen` that fails after loading the file (a missing symbol) unloads it again, as
/// `close()` would: at once, or at the next checkpoint inside a callback.
#[test]
fn a_failed_dlopen_unloads_the_library_again() {
    for (i, c) in configs().into_iter().enumerate() {
        let path = private_copy(&format!("failed_{i}"));
        let e = engine(c);
        run(
            &e,
            &format!(
                r#"
let threw = false;
try {{ hostcall.dlopen({path:?}, {{ missing: {{ parameters: [], result: "void" }} }}); }}
catch (err) {{ threw = String(err.message).includes("not found"); }}
eq(threw, true, "the missing symbol");
"#
            ),
        );
        assert!(!mapped(&path), "{c:?}: unloaded again");
        assert_eq!(e.libraries_unloaded(), 1);
        let cb_src = format!(
            r#"
const L = hostcall.dlopen({path:?}, SYM);
const inner = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (x) => {{
  try {{ hostcall.dlopen({path:?}, {{ missing: {{ parameters: [], result: "void" }} }}); }} catch (err) {{ return 1; }}
  return 0;
}});
eq(L.symbols.hcd_call(inner, 0), 1, "failed inside a callback");
L.close();
"#
        );
        run(&e, &cb_src);
        assert!(!mapped(&path), "{c:?}: unloaded at the checkpoint");
        assert_eq!(e.libraries_unloaded(), 3);
        finish(e);
        std::fs::remove_file(&path).ok();
    }
}
