//! Issue 19, classes 5 and 6: limits and bounded growth, through `dlopen` on every backend
//! (generic, JIT eager, JIT tiered).
//!
//! - Structs past the size, depth or per-call limits are a `TypeError` at `dlopen` naming the
//!   limit (before: accepted; a 4 MiB struct overflowed the stack inside libffi, an 8 MiB
//!   nested one never came back from an eager `dlopen`).
//! - A struct larger than thunks take runs on libffi, blocking and `nonblocking`.
//! - The one code budget: under a spent cap, struct calls run on libffi and callbacks get
//!   libffi closures, with the right results (before: trampolines and upcalls ignored it).
//! - Declared, never-called struct shapes add nothing to the process-wide shape cache.
//! - The library guard list stays as long as the open libraries over 10,000 `dlopen` /
//!   `close` rounds (before: one guard left per round).
//!
//! The code cap is process-wide, so the tests of this file take turns (`SERIAL`).
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use std::sync::Mutex;

use hostcall::{Backend, ConversionPolicy, ThunkCache, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::testlib;

static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|p| p.into_inner())
}

/// Every backend the other suites run: generic, and where the JIT runs, eager and tiered.
fn configs() -> Vec<(Backend, TierPolicy)> {
    let mut v = vec![(Backend::Generic, TierPolicy::Eager)];
    if hostcall_testkit::jit_runs() {
        v.push((Backend::Jit, TierPolicy::Eager));
        v.push((Backend::Jit, TierPolicy::Tiered { threshold: 5 }));
    }
    v
}

fn engine(backend: Backend, tier: TierPolicy) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .expect("an engine")
}

/// Runs `src` as the body of an async function (it may `await`), then the loop, and checks
/// that it finished without error.
#[track_caller]
fn run(engine: &Engine, src: &str) {
    let src = format!(
        "var TESTLIB = {:?};\n{PRELUDE}\nglobalThis.status = 'pending';\n\
         (async () => {{\n{src}\n}})().then(() => {{ status = 'ok'; }}, \
         (e) => {{ status = `${{e}}\\n${{e && e.stack}}`; }});",
        testlib()
    );
    engine
        .run(&src, "limits_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
    let status: String = engine.with(|ctx| ctx.eval("status").expect("status"));
    assert_eq!(status, "ok");
}

const PRELUDE: &str = r#"
function throws(f, Kind, text) {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`expected "${text}" in "${e.message}"`);
    return;
  }
  throw new Error(`expected a ${Kind.name} containing "${text}"`);
}
function eq(a, b, what) { if (!Object.is(a, b)) throw new Error(`${what}: expected ${String(b)}, got ${String(a)}`); }
"#;

/// Structs past each limit are a `TypeError` at `dlopen` (blocking and `nonblocking`, both
/// dialects) whose message names the limit; one just inside the size limit opens.
#[test]
fn structs_past_the_limits_are_type_errors() {
    let _serial = serial();
    for (backend, tier) in configs() {
        // The 8 MiB descriptor (6 MB of JSON, slow under valgrind) once: where it hung
        // (the JIT, eager), or on the generic backend when the JIT does not run here.
        let huge =
            (backend, tier) == (Backend::Jit, TierPolicy::Eager) || !hostcall_testkit::jit_runs();
        let e = engine(backend, tier);
        run(&e, &format!("globalThis.HUGE = {huge};"));
        run(
            &e,
            r#"
const block = { struct: Array(8).fill("u64") };           // 64 bytes
const at_limit = { struct: Array(1024).fill(block) };     // 64 KiB
const over = { struct: [at_limit, "u8"] };                // 64 KiB + 8
const inner = { struct: Array(1024).fill("u64") };        // 8 KiB
const mib8 = { struct: Array(1024).fill(inner) };         // 8 MiB, nested
let deep = { struct: ["i32"] };
for (let i = 0; i < 16; i++) deep = { struct: [deep] };    // 17 levels
// The 8 MiB one once (its descriptor is 6 MB of JSON), the rest in every form.
if (HUGE) {
  throws(() => hostcall.dlopen(TESTLIB, {
    f: { name: "hc_st_blob_sum", parameters: [mib8], result: "u64" },
  }), TypeError, "MAX_STRUCT_SIZE");
}
const cases = [
  [{ parameters: [over], result: "u64" }, "MAX_STRUCT_SIZE"],
  [{ parameters: ["i64"], result: over }, "MAX_STRUCT_SIZE"],
  [{ parameters: [deep], result: "void" }, "MAX_STRUCT_DEPTH"],
  [{ parameters: [at_limit, at_limit, at_limit], result: "u64" }, "MAX_STRUCT_CALL_BYTES"],
  [{ parameters: [at_limit, at_limit], result: at_limit }, "MAX_STRUCT_CALL_BYTES"],
];
for (const dlopen of [hostcall.dlopen, Deno.dlopen]) {
  for (const [desc, limit] of cases) {
    for (const nonblocking of [false, true]) {
      const d = { ...desc, name: "hc_st_blob_sum", nonblocking };
      throws(() => dlopen(TESTLIB, { f: d }), TypeError, limit);
    }
  }
}
// Just inside the size limit: opens (never called: the native function takes 8 KiB).
const ok = hostcall.dlopen(TESTLIB, {
  f: { name: "hc_st_blob_sum", parameters: [at_limit, at_limit], result: "u64" },
});
ok.close();
// Callbacks and function pointers take structs within the same limits.
for (const [desc, limit] of cases) {
  throws(() => new hostcall.UnsafeCallback(desc, () => {}), TypeError, limit);
  throws(() => new Deno.UnsafeCallback(desc, () => {}), TypeError, limit);
  for (const nonblocking of [false, true]) {
    throws(() => new Deno.UnsafeFnPointer(Deno.UnsafePointer.create(1n << 20n), { ...desc, nonblocking }),
      TypeError, limit);
  }
}
new hostcall.UnsafeCallback({ parameters: [block], result: block }, () => new Uint8Array(64)).close();
"#,
        );
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");
    }
}

/// An 8 KiB struct is more than a thunk passes on the stack: under the JIT (eager or hot)
/// it runs on libffi, with the right result, blocking and `nonblocking` (on a worker's
/// stack); no thunk is compiled for it.
#[test]
fn a_struct_past_the_thunk_limit_runs_on_libffi() {
    let _serial = serial();
    for (backend, tier) in configs() {
        let e = engine(backend, tier);
        run(
            &e,
            r#"
const Blob = { struct: Array(1024).fill("u64") };
const Blob8 = { struct: Array(128).fill({ struct: Array(8).fill("u64") }) };
const lib = Deno.dlopen(TESTLIB, {
  sum: { name: "hc_st_blob_sum", parameters: [Blob, "u64"], result: "u64" },
  sum8: { name: "hc_st_blob_sum", parameters: [Blob8, "u64"], result: "u64" },
  later: { name: "hc_st_blob_sum", parameters: [Blob, "u64"], result: "u64", nonblocking: true },
});
const words = new BigUint64Array(1024);
let want = 7n;
for (let i = 0; i < 1024; i++) {
  words[i] = BigInt(i) * 0x0101010101n + 3n;
  want = (want + words[i] * BigInt(i + 1)) & 0xffffffffffffffffn;
}
for (let round = 0; round < 20; round++) {
  eq(lib.symbols.sum(words, 7n), want, `sum, round ${round}`);
  eq(lib.symbols.sum8(new Uint8Array(words.buffer), 7n), want, `sum8, round ${round}`);
}
for (let round = 0; round < 3; round++) {
  eq(await lib.symbols.later(words, 7n), want, `nonblocking, round ${round}`);
}
lib.close();
"#,
        );
        // The thunk refuses the shape (ineligible): every blocking call runs generic.
        let counts = e.counts();
        assert_eq!(counts.thunk, 0, "{backend:?} {tier:?}: {counts:?}");
        assert!(counts.generic >= 40, "{backend:?} {tier:?}: {counts:?}");
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");
    }
}

/// The one code budget: with the cap spent, a struct shape and a callback shape that the
/// JIT would compile run on libffi instead, correctly, and are counted as over the cap;
/// with room again, new shapes compile (so the first half is not vacuous).
#[test]
fn past_the_code_cap_structs_and_callbacks_run_generic() {
    let _serial = serial();
    let cache = ThunkCache::global();
    let jit = hostcall_testkit::jit_runs();
    for (backend, tier) in configs() {
        cache.set_byte_cap(0);
        let before = cache.stats();
        let e = engine(backend, tier);
        run(
            &e,
            r#"
const Pair = { struct: ["i32", "i32"] };
const lib = hostcall.dlopen(TESTLIB, {
  pair_sum: { name: "hc_st_pair_i32_sum", parameters: [Pair], result: "i64" },
  sum_each: { name: "hc_cb_sum_each", parameters: ["function", "i32"], result: "i64" },
});
const twice = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, (x) => 2 * x);
for (let i = 0; i < 50; i++) {
  eq(Number(lib.symbols.pair_sum(new Int32Array([i, -7 * i]))), 0 - 6 * i, `pair_sum ${i}`);
}
eq(lib.symbols.sum_each(twice, 100), 9900, "sum_each");
twice.close();
lib.close();
"#,
        );
        // A tiered symbol's compile request runs on the worker: wait for it.
        cache.quiesce();
        let sc = e.counts();
        assert_eq!(sc.thunk, 0, "{backend:?} {tier:?}: {sc:?}");
        let cb = e.callback_counts();
        assert_eq!((cb.jit, cb.generic), (0, 1), "{backend:?} {tier:?}: {cb:?}");
        let after = cache.stats();
        if backend == Backend::Jit && jit {
            // The struct symbol is a thunk refused by the cap (`capped`), the callback an
            // upcall (`capped_other`); a shape refused in an earlier round is remembered
            // as ineligible and not counted again.
            assert!(
                after.capped > 0 && after.capped_other > 0,
                "{tier:?}: {after:?}"
            );
        }
        assert_eq!(after.upcall_code_bytes, before.upcall_code_bytes);
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");

        // Room again: a new struct shape and a new callback shape are compiled.
        cache.set_byte_cap(usize::MAX);
        let e = engine(backend, tier);
        run(
            &e,
            r#"
const Pair = { struct: ["f64", "f64"] };
const lib = hostcall.dlopen(TESTLIB, {
  sub: { name: "hc_st_pair_f64_sub", parameters: [Pair], result: "f64" },
  cb_void: { name: "hc_cb_void", parameters: ["function", "i32"], result: "void" },
});
let seen = 0;
const cb = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "void" }, (x) => { seen += x; });
for (let i = 0; i < 50; i++) eq(lib.symbols.sub(new Float64Array([i, 0.5])), i - 0.5, `sub ${i}`);
lib.symbols.cb_void(cb, 5);
eq(seen, 5, "cb_void");
cb.close();
lib.close();
"#,
        );
        cache.quiesce();
        let sc = e.counts();
        let cb = e.callback_counts();
        if backend == Backend::Jit && jit {
            assert!(sc.thunk > 0, "{tier:?}: {sc:?}");
            assert_eq!(cb.jit, 1, "{tier:?}: {cb:?}");
            // The struct shape may be compiled by an earlier round; each callback adds its
            // own entry.
            let now = cache.stats();
            assert!(now.code_bytes > after.code_bytes, "{now:?}");
            assert!(now.upcall_code_bytes > after.upcall_code_bytes, "{now:?}");
        } else {
            assert_eq!(sc.thunk, 0);
            assert_eq!(cb.jit, 0);
        }
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");
    }
    cache.set_byte_cap(usize::MAX);
}

/// Struct shapes that are declared but never called (or not yet hot) leave nothing in the
/// process: no thunk code is made or cached for them and no method is registered (a struct
/// symbol registers its method on its first call; before struct symbols were thunks, the
/// struct trampoline cache kept every declared shape, 63 MB for 100k shapes; the first
/// struct thunks registered every declared shape, about 9.5 KB each). A called one is
/// registered once, on its first call.
#[test]
fn never_called_struct_shapes_are_not_cached() {
    let _serial = serial();
    let cache = ThunkCache::global();
    let mut round = 0;
    for (backend, tier) in configs() {
        // Eager compiles at `dlopen` (bounded by the code budget): not this test's case.
        let tier = match tier {
            TierPolicy::Eager => TierPolicy::Tiered { threshold: 1000 },
            other => other,
        };
        let e = engine(backend, tier);
        cache.quiesce();
        let before = cache.stats();
        let methods = hostcall::registered_methods();
        run(
            &e,
            r#"
for (let round = 0; round < 4; round++) {
  const symbols = {};
  for (let n = 1; n <= 500; n++) {
    // 500 distinct shapes per round: n bytes, and the round in the scalar parameter.
    symbols["f" + n] = {
      name: "hc_st_pair_i32_sum",
      parameters: [{ struct: Array(n).fill("u8") }, ["i8", "i16", "i32", "i64"][round]],
      result: "i64",
    };
  }
  hostcall.dlopen(TESTLIB, symbols).close();
}
"#,
        );
        e.run_gc();
        cache.quiesce();
        let after = cache.stats();
        assert_eq!(
            (after.compiles, after.code_bytes),
            (before.compiles, before.code_bytes),
            "{backend:?} {tier:?}: 2,000 declared, never called shapes were compiled"
        );
        assert_eq!(
            hostcall::registered_methods(),
            methods,
            "{backend:?} {tier:?}: 2,000 declared, never called shapes were registered"
        );
        // A call registers its shape's method, once (a shape of this round's own: the
        // extra `u16`s, which the function ignores, as C allows).
        round += 1;
        run(
            &e,
            &format!(
                r#"
const lib = hostcall.dlopen(TESTLIB, {{
  once: {{ name: "hc_st_pair_i32_sum", parameters: [{{ struct: ["i32", "i32"] }}, ...Array({round}).fill("u16")], result: "i64" }},
}});
const extra = Array({round}).fill(0);
eq(Number(lib.symbols.once(new Int32Array([40, 2]), ...extra)), 42, "first call");
eq(Number(lib.symbols.once(new Int32Array([1, 2]), ...extra)), 3, "second call");
lib.close();
"#
            ),
        );
        assert_eq!(
            hostcall::registered_methods(),
            methods + 1,
            "{backend:?} {tier:?}"
        );
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");
    }
}

/// 10,000 rounds of `dlopen` and `close` leave the guard list as long as the libraries open
/// now (before: it grew by one guard per round until an `UnsafeFnPointer` was made).
#[test]
fn library_guards_are_pruned_on_close() {
    let _serial = serial();
    for (backend, tier) in configs() {
        let e = engine(backend, tier);
        run(
            &e,
            r#"
globalThis.kept = hostcall.dlopen(TESTLIB, { add: { name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32" } });
for (let i = 0; i < 10000; i++) {
  const lib = hostcall.dlopen(TESTLIB, { add: { name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32" } });
  if (i % 1000 === 0) eq(lib.symbols.add(i, 1), i + 1, "add");
  lib.close();
}
"#,
        );
        assert_eq!(e.library_guards(), 1, "{backend:?} {tier:?}");
        run(&e, "kept.close();");
        assert_eq!(e.library_guards(), 0, "{backend:?} {tier:?}");
        assert!(e.finish().is_clean(), "{backend:?} {tier:?}");
    }
}
