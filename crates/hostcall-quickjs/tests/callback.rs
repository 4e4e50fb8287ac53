//! Callbacks (`Deno.UnsafeCallback`): script functions called by native code, through the
//! test library's callers (`hc_cb_*`, slots, threads), on both backends and both policies.
//!
//! Each engine tracks its allocations and must finish clean, whatever callbacks were left
//! open. Scripts that start threads join them only once the engine's loop has answered
//! their calls (a thread blocked on a non-`void` thread-safe call waits for the loop).
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{CallbackCounts, Engine, EngineOptions, FfiPermission};

mod support;
use support::testlib;

fn all() -> FfiPermission {
    // SAFETY: the tests' scripts are trusted with every library.
    unsafe { FfiPermission::all() }
}

fn engine_with(backend: Backend, policy: ConversionPolicy, ffi: FfiPermission) -> Engine {
    Engine::new(EngineOptions {
        policy,
        backend,
        ffi,
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// An engine with every library allowed and the test library open as `L` (see [`PRELUDE`]).
fn engine(backend: Backend) -> Engine {
    engine_policy(backend, ConversionPolicy::strict())
}

fn engine_policy(backend: Backend, policy: ConversionPolicy) -> Engine {
    let e = engine_with(backend, policy, all());
    run(&e, &PRELUDE.replace("TESTLIB", &format!("{:?}", testlib())));
    e
}

fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Generic];
    if hostcall_testkit::jit_runs() {
        v.push(Backend::Jit);
    }
    v
}

#[track_caller]
fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "callback_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

/// Runs `src` and returns the uncaught error's message.
#[track_caller]
fn run_err(engine: &Engine, src: &str) -> String {
    match engine.run(src, "callback_test.js") {
        Ok(()) => panic!("expected an uncaught error"),
        Err(e) => e.message,
    }
}

#[track_caller]
fn finish(engine: Engine) {
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
}

/// Checks which backend made the engine's callbacks: each one's own on `Backend::Generic`
/// (libffi closures) and on `Backend::Jit` (the JIT's upcall thunks, which take every
/// callback shape on QuickJS's layout).
#[track_caller]
fn check_backend(e: &Engine, backend: Backend) -> CallbackCounts {
    let c = e.callback_counts();
    assert!(c.jit + c.generic > 0, "{c:?}");
    match backend {
        Backend::Generic => assert_eq!(c.jit, 0, "{c:?}"),
        Backend::Jit => assert_eq!(c.generic, 0, "{c:?}"),
    }
    c
}

/// JS helpers, and the test library's callback functions as `L`: `hc_cb_<kind>(cb, x)`
/// returns `cb(x)`; `*_raw` variants declare the callback as a plain `pointer`.
const PRELUDE: &str = r#"
function throws(f, Kind, text) {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`expected "${text}" in "${e.message}"`);
    return;
  }
  throw new Error(`expected a ${Kind.name} containing "${text}"`);
}
function eq(a, b, what) {
  if (!Object.is(a, b)) throw new Error(`${what}: expected ${String(b)} (${typeof b}), got ${String(a)} (${typeof a})`);
}
const lib = hostcall.dlopen(TESTLIB, {
  hc_cb_i8: { parameters: ["function", "i8"], result: "i8" },
  hc_cb_u8: { parameters: ["function", "u8"], result: "u8" },
  hc_cb_i16: { parameters: ["function", "i16"], result: "i16" },
  hc_cb_u16: { parameters: ["function", "u16"], result: "u16" },
  hc_cb_i32: { parameters: ["function", "i32"], result: "i32" },
  hc_cb_u32: { parameters: ["function", "u32"], result: "u32" },
  hc_cb_i64: { parameters: ["function", "i64"], result: "i64" },
  hc_cb_u64: { parameters: ["function", "u64"], result: "u64" },
  hc_cb_isize: { parameters: ["function", "isize"], result: "isize" },
  hc_cb_usize: { parameters: ["function", "usize"], result: "usize" },
  hc_cb_f32: { parameters: ["function", "f32"], result: "f32" },
  hc_cb_f64: { parameters: ["function", "f64"], result: "f64" },
  hc_cb_bool: { parameters: ["function", "bool"], result: "bool" },
  hc_cb_ptr: { parameters: ["function", "pointer"], result: "pointer" },
  hc_cb_void: { parameters: ["function", "i32"], result: "void" },
  hc_cb_mixed16: { parameters: ["function"], result: "f64" },
  hc_cb_sum_each: { parameters: ["function", "i32"], result: "i64" },
  hc_cb_i32_raw: { name: "hc_cb_i32", parameters: ["pointer", "i32"], result: "i32" },
  hc_cb_sum_each_raw: { name: "hc_cb_sum_each", parameters: ["pointer", "i32"], result: "i64" },
  hc_slot_new: { parameters: [], result: "pointer" },
  hc_slot_set: { parameters: ["pointer", "function"], result: "void" },
  hc_slot_fire: { parameters: ["pointer", "i32"], result: "i32" },
  hc_slot_free: { parameters: ["pointer"], result: "void" },
  hc_thread_call_i32: { parameters: ["function", "i32", "i32", "pointer"], result: "pointer" },
  hc_thread_buffer_check: { parameters: ["function", "usize", "i32", "pointer"], result: "pointer" },
  hc_thread_call_void: { parameters: ["function", "i32", "i32", "pointer"], result: "pointer" },
  hc_thread_join: { parameters: ["pointer"], result: "i64" },
  hc_gate_new: { parameters: [], result: "pointer" },
  hc_gate_open: { parameters: ["pointer"], result: "void" },
  hc_gate_free: { parameters: ["pointer"], result: "void" },
  hc_static_ptr: { parameters: [], result: "pointer" },
  hc_ptr_read_u8: { parameters: ["pointer", "usize"], result: "u8" },
});
const L = lib.symbols;
// hostcall's rules (the tests below); `DCB` follows Deno's (`deno_callbacks_follow_denos_rules`).
const CB = hostcall.UnsafeCallback;
const DCB = Deno.UnsafeCallback;
/** An identity callback of `kind` that also checks what it is given. */
function id(kind, check) {
  return new CB({ parameters: [kind], result: kind }, (x) => { check(x); return x; });
}
"#;

#[test]
fn every_scalar_kind_as_parameter_and_result() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const num = (x) => eq(typeof x, "number", "a number");
const cases = [
  ["i8", L.hc_cb_i8, [-128, 127, 0]],
  ["u8", L.hc_cb_u8, [0, 255]],
  ["i16", L.hc_cb_i16, [-32768, 32767]],
  ["u16", L.hc_cb_u16, [65535]],
  ["i32", L.hc_cb_i32, [-(2 ** 31), 2 ** 31 - 1, -7]],
  ["u32", L.hc_cb_u32, [2 ** 32 - 1, 2 ** 31]],
  ["f64", L.hc_cb_f64, [0.1, -1e300, Infinity, -Infinity, -0]],
  ["f32", L.hc_cb_f32, [0.5, -2.25, Math.fround(1.1), Infinity]],
];
for (const [kind, f, values] of cases) {
  const cb = id(kind, num);
  for (const v of values) eq(f(cb, v), v, `${kind} ${v}`);
  cb.close();
}
// NaN through f64 and f32.
const nan64 = id("f64", num), nan32 = id("f32", num);
eq(L.hc_cb_f64(nan64, NaN), NaN, "f64 NaN");
eq(L.hc_cb_f32(nan32, NaN), NaN, "f32 NaN");
// f32 parameters are exact in JS: the callback sees the float the C code passed.
const f32 = new CB({ parameters: ["f32"], result: "f64" }, (x) => x);
eq(L.hc_cb_f64(new CB({ parameters: ["f64"], result: "f64" }, (x) => x), 1.1), 1.1, "f64 exact");
// 64-bit: numbers while exact, BigInt past 2^53, both ways.
const big = (x) => eq(typeof x, "bigint", "a bigint");
const i64n = id("i64", num), i64b = id("i64", big);
eq(L.hc_cb_i64(i64n, 2 ** 53), 2 ** 53, "i64 2^53");
eq(L.hc_cb_i64(i64n, -(2 ** 53)), -(2 ** 53), "i64 -2^53");
eq(L.hc_cb_i64(i64b, 2n ** 53n + 1n), 2n ** 53n + 1n, "i64 2^53+1");
eq(L.hc_cb_i64(i64b, -(2n ** 63n)), -(2n ** 63n), "i64 min");
eq(L.hc_cb_i64(i64b, 2n ** 63n - 1n), 2n ** 63n - 1n, "i64 max");
const u64b = id("u64", big);
eq(L.hc_cb_u64(u64b, 2n ** 64n - 1n), 2n ** 64n - 1n, "u64 max");
eq(L.hc_cb_u64(id("u64", num), 2 ** 53), 2 ** 53, "u64 2^53");
eq(L.hc_cb_isize(id("isize", num), -5), -5, "isize");
eq(L.hc_cb_usize(id("usize", big), 2n ** 64n - 2n), 2n ** 64n - 2n, "usize");
// A result given as a BigInt or as a number, whatever the argument was.
eq(L.hc_cb_i64(new CB({ parameters: ["i64"], result: "i64" }, () => 2n ** 62n), 0), 2n ** 62n, "i64 BigInt result");
eq(L.hc_cb_u64(new CB({ parameters: ["u64"], result: "u64" }, () => 7), 0), 7, "u64 number result");
// bool: booleans both ways.
const bool = id("bool", (x) => eq(typeof x, "boolean", "a boolean"));
eq(L.hc_cb_bool(bool, true), true, "bool true");
eq(L.hc_cb_bool(bool, false), false, "bool false");
// pointers: null for 0, numbers otherwise; the callback can hand them back.
const p = L.hc_static_ptr();
const ptr = new CB({ parameters: ["pointer"], result: "pointer" }, (x) => {
  if (x !== null) eq(L.hc_ptr_read_u8(x, 5), 15, "pointer arg reads");
  return x;
});
eq(L.hc_cb_ptr(ptr, null), null, "null pointer");
eq(L.hc_cb_ptr(ptr, p), p, "pointer");
eq(L.hc_cb_ptr(new CB({ parameters: ["pointer"], result: "pointer" }, () => 2n ** 60n), null), 2n ** 60n, "BigInt pointer result");
eq(L.hc_cb_ptr(new CB({ parameters: ["buffer"], result: "function" }, () => 4096), null), 4096, "buffer and function are pointers");
// void callbacks.
let seen = [];
const v = new CB({ parameters: ["i32"], result: "void" }, (x) => { seen.push(x); return "ignored"; });
eq(L.hc_cb_void(v, 9), undefined, "void");
eq(seen.join(), "9", "void callback ran");
eq(L.hc_cb_sum_each(new CB({ parameters: ["i32"], result: "i32" }, (i) => i * i), 10), 285, "loop");
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

/// A callback declared `result: "buffer"` gives its C caller the address of the bytes the
/// returned buffer covers now (Deno's rule; it was null), which the caller reads: typed
/// arrays at an offset, an `ArrayBuffer`, a `DataView`, a view over a resizable buffer that
/// grew (its live length), a shared buffer, a buffer made for the call alone (kept by the
/// callback until its next call); null for an empty or detached one; a pointer value still
/// passes as a pointer. On every backend (a leak check at the end).
#[test]
fn buffer_results_give_the_address_of_their_live_bytes() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const B = hostcall.dlopen(TESTLIB_PATH, {
  hc_cb_buffer_sum: { parameters: ["function", "usize"], result: "u32" },
}).symbols;
const NULL = 2 ** 32 - 1;
let ret;
const cb = new CB({ parameters: [], result: "buffer" }, () => ret);
const sum = (v, n) => { ret = v; return B.hc_cb_buffer_sum(cb, n); };
const bytes = new Uint8Array([1, 2, 3, 4, 250]);
eq(sum(bytes, 5), 260, "Uint8Array");
eq(sum(bytes.subarray(2), 3), 257, "a view at an offset");
eq(sum(bytes.buffer, 2), 3, "ArrayBuffer");
eq(sum(new DataView(bytes.buffer, 3), 2), 254, "DataView");
eq(sum(new Uint16Array([0x0101, 0x0202]), 4), 6, "Uint16Array bytes");
const rab = new ArrayBuffer(2, { maxByteLength: 64 });
const tracking = new Uint8Array(rab);
rab.resize(8);
tracking.fill(7);
eq(sum(tracking, 8), 56, "a length-tracking view that grew");
const sab = new Uint8Array(new SharedArrayBuffer(3));
sab.set([5, 6, 7]);
eq(sum(sab, 3), 18, "SharedArrayBuffer");
eq(sum(new Uint8Array(0), 0), NULL, "empty");
const gone = new ArrayBuffer(4);
gone.transfer();
eq(sum(gone, 0), NULL, "detached");
eq(sum(null, 0), NULL, "null");
eq(sum(L.hc_static_ptr(), 8), [0, 1, 2, 3, 4, 5, 6, 7].reduce((a, i) => a + L.hc_ptr_read_u8(L.hc_static_ptr(), i), 0), "a pointer value");
// A buffer made for the call alone: the callback keeps it until its next call.
const fresh = new CB({ parameters: [], result: "buffer" }, () => new Uint8Array([9, 9, 9]));
for (let i = 0; i < 3; i++) eq(B.hc_cb_buffer_sum(fresh, 3), 27, "a temporary buffer");
fresh.close();
// Closed during its own call: the buffer it returns is still read by its caller (it was
// freed as the call returned: the caller read freed memory).
const once = new CB({ parameters: [], result: "buffer" }, () => {
  once.close();
  return new Uint8Array(64).fill(9);
});
eq(B.hc_cb_buffer_sum(once, 64), 576, "closed during its own call");
cb.close();
"#
            .replace("TESTLIB_PATH", &format!("{:?}", testlib()))
            .as_str(),
        );
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn thread_safe_buffer_results_are_kept_per_calling_thread() {
    for backend in backends() {
        let e = engine(backend);
        // Two threads call one thread-safe `buffer` callback, each reading the bytes it got
        // after the other thread's calls have run: one kept slot per callback freed the
        // first thread's buffer under it.
        run(
            &e,
            r#"
let k = 0;
const tb = CB.threadSafe({ parameters: [], result: "buffer" }, () => {
  k++;
  if (k === 40) tb.unref();
  return new Uint8Array(4096).fill(k % 200 + 1);
});
globalThis.tb = tb;
globalThis.ta = L.hc_thread_buffer_check(tb, 4096, 20, null);
globalThis.tz = L.hc_thread_buffer_check(tb, 4096, 20, null);
"#,
        );
        run(
            &e,
            r#"
eq(L.hc_thread_join(ta), 0, "the first thread's bytes stayed");
eq(L.hc_thread_join(tz), 0, "the second thread's bytes stayed");
tb.close();
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn sixteen_parameters_some_on_the_stack() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const kinds = ["i32", "f64", "i64", "f32", "u8", "f64", "i32", "f64",
               "u64", "f32", "i16", "f64", "f64", "f32", "isize", "f64"];
const want = [-1, 2.5, 2n ** 53n + 1n, 4.5, 255, 6.5, 7, -8.5,
              2n ** 64n - 1n, 10.5, -11, 12.5, 13.5, 14.5, -15, 16.5];
let got;
const cb = new CB({ parameters: kinds, result: "f64" }, (...args) => { got = args; return 42.25; });
eq(L.hc_cb_mixed16(cb), 42.25, "result");
eq(got.length, 16, "arity");
for (let i = 0; i < 16; i++) eq(got[i], want[i], `argument ${i + 1} (${kinds[i]})`);
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn exceptions_are_rethrown_from_calls_that_take_the_callback() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
let calls = 0;
const boom = new CB({ parameters: ["i32"], result: "i32" }, (x) => { calls++; throw new TypeError(`boom ${x}`); });
throws(() => L.hc_cb_i32(boom, 1), TypeError, "boom 1");
// The native loop goes on (each failed call returns 0 to C); the first error is thrown.
throws(() => L.hc_cb_sum_each(boom, 5), TypeError, "boom 0");
eq(calls, 6, "every call ran");
// Errors thrown by the script go through untouched.
const obj = { why: "custom" };
const thrower = new CB({ parameters: ["i32"], result: "void" }, () => { throw obj; });
try { L.hc_cb_void(thrower, 0); throw new Error("no throw"); } catch (e) { eq(e, obj, "the thrown value itself"); }
// Nothing is left pending: the loop reports nothing.
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn an_error_no_call_takes_is_uncaught_when_control_returns_to_the_loop() {
    for backend in backends() {
        let e = engine(backend);
        // The callback is given as a plain pointer: the call returns what C got (0) and the
        // script goes on; the error is reported after the script's global code.
        let msg = run_err(
            &e,
            r#"
const boom = new CB({ parameters: ["i32"], result: "i32" }, (x) => { throw new RangeError(`boom ${x}`); });
eq(L.hc_cb_i32_raw(boom.pointer, 3), 0, "C got 0");
eq(L.hc_cb_sum_each_raw(boom.pointer, 3), 0, "C got 0 three times");
globalThis.reached = true;
"#,
        );
        assert_eq!(
            msg,
            "RangeError: boom 3 (in callback (i32) -> i32, called from native code, which got 0; \
             3 more callback errors were dropped)"
        );
        // The script throws (maybe because of what C got): both are reported.
        let msg = run_err(
            &e,
            r#"
if (L.hc_cb_i32_raw(boom.pointer, 5) === 0) throw new Error("C got 0");
"#,
        );
        assert_eq!(
            msg,
            "Error: C got 0\n  (a callback error was also pending: RangeError: boom 5 (in \
             callback (i32) -> i32, called from native code, which got 0))"
        );
        // A promise job: reported after the job.
        let msg = run_err(
            &e,
            r#"
eq(globalThis.reached, true, "the script ran to its end");
Promise.resolve().then(() => L.hc_cb_i32_raw(boom.pointer, 4)).then(() => { globalThis.after = true; });
"#,
        );
        assert!(msg.starts_with("RangeError: boom 4 (in callback"), "{msg}");
        // The next run starts clean.
        run(
            &e,
            "eq(globalThis.after, undefined, 'the next job did not run');",
        );
        finish(e);
    }
}

#[test]
fn results_off_the_lane_follow_the_policy() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const ret = (kind, v) => new CB({ parameters: [kind], result: kind }, () => v);
throws(() => L.hc_cb_i32(ret("i32", 1.5), 0), RangeError, "callback result");
throws(() => L.hc_cb_i32(ret("i32", "5"), 0), TypeError, "callback result");
throws(() => L.hc_cb_u8(ret("u8", 256), 0), RangeError, "callback result");
throws(() => L.hc_cb_u32(ret("u32", -1), 0), RangeError, "callback result");
throws(() => L.hc_cb_bool(ret("bool", 1), false), TypeError, "callback result");
throws(() => L.hc_cb_i64(ret("i64", 2 ** 64), 0), RangeError, "callback result");
throws(() => L.hc_cb_i32(ret("i32", {}), 0), TypeError, "callback result");
throws(() => L.hc_cb_i32(ret("i32", undefined), 0), TypeError, "callback result");
throws(() => L.hc_cb_ptr(ret("pointer", -1), null), RangeError, "callback result");
// In the lane: int32 and float64 for floats, booleans, null for pointers.
eq(L.hc_cb_f64(ret("f64", 3), 0), 3, "int32 for f64");
eq(L.hc_cb_f32(ret("f32", 0.1), 0), Math.fround(0.1), "f32 rounds as C does");
eq(L.hc_cb_i32(ret("i32", 2.0), 0), 2, "integral float64 for i32");
eq(L.hc_cb_ptr(ret("pointer", null), null), null, "null for pointer");
"#,
        );
        finish(e);
        let e = engine_policy(backend, ConversionPolicy::js_coercing());
        run(
            &e,
            r#"
const ret = (kind, v) => new CB({ parameters: [kind], result: kind }, () => v);
eq(L.hc_cb_i32(ret("i32", 1.5), 0), 1, "ToInt32(1.5)");
eq(L.hc_cb_i32(ret("i32", "5"), 0), 5, "ToInt32('5')");
eq(L.hc_cb_i32(ret("i32", 2 ** 32 + 5), 0), 5, "ToInt32 wraps");
eq(L.hc_cb_u8(ret("u8", 257), 0), 1, "ToUint8 wraps");
eq(L.hc_cb_bool(ret("bool", 1), false), true, "ToBoolean(1)");
eq(L.hc_cb_bool(ret("bool", ""), true), false, "ToBoolean('')");
eq(L.hc_cb_i32(ret("i32", undefined), 0), 0, "ToInt32(undefined)");
// Objects are still refused (no valueOf runs).
let ran = false;
throws(() => L.hc_cb_i32(ret("i32", { valueOf() { ran = true; return 1; } }), 0), TypeError, "callback result");
eq(ran, false, "valueOf never ran");
"#,
        );
        finish(e);
    }
}

#[test]
fn function_parameters_take_callbacks_pointers_and_null() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const twice = new CB({ parameters: ["i32"], result: "i32" }, (x) => 2 * x);
eq(L.hc_cb_i32(twice, 4), 8, "the object");
eq(L.hc_cb_i32(twice.pointer, 5), 10, "its pointer");
eq(L.hc_cb_i32(null, 5), 0, "null (the C function checks)");
eq(L.hc_cb_i32_raw(twice.pointer, 6), 12, "a pointer parameter takes the pointer");
throws(() => L.hc_cb_i32_raw(twice, 6), TypeError, "argument 1");
throws(() => L.hc_cb_i32({}, 1), TypeError, "argument 1");
throws(() => L.hc_cb_i32(() => 1, 1), TypeError, "argument 1");
throws(() => L.hc_cb_i32(twice), TypeError, "expected 2 arguments, got 1");
// Extra arguments are ignored, as for every symbol.
eq(L.hc_cb_i32(twice, 7, "extra", twice), 14, "extra arguments");
// The callback's pointer is stable and its object is read-only.
const p = twice.pointer;
eq(typeof p, "number", "pointer is a number");
twice.pointer = 0;
eq(twice.pointer, p, "pointer is read-only");
eq(Object.getOwnPropertyNames(twice).join(), "pointer,definition,callback", "own properties");
eq(twice instanceof Deno.UnsafeCallback && twice instanceof hostcall.UnsafeCallback, true, "instanceof");
// Two constructors (each namespace's rules), one class and prototype.
eq(hostcall.UnsafeCallback === Deno.UnsafeCallback, false, "two constructors");
eq(hostcall.UnsafeCallback.prototype, Deno.UnsafeCallback.prototype, "one prototype");
eq(Object.getPrototypeOf(twice), CB.prototype, "prototype");
eq(CB.prototype.constructor, CB, "constructor");
eq(twice.definition.result, "i32", "definition");
eq(twice.callback(3), 6, "callback");
throws(() => CB.prototype.close.call({}), TypeError, "not an UnsafeCallback");
throws(() => twice.ref.call(L.hc_cb_i32), TypeError, "not an UnsafeCallback");
"#,
        );
        finish(e);
    }
}

#[test]
fn use_after_close_is_refused() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
let calls = 0;
const cb = new CB({ parameters: ["i32"], result: "i32" }, (x) => { calls++; return x + 1; });
const slot = L.hc_slot_new();
L.hc_slot_set(slot, cb);
eq(L.hc_slot_fire(slot, 1), 2, "stored callback");
cb.close();
eq(L.hc_slot_fire(slot, 1), 0, "refused after close");
eq(L.hc_slot_fire(slot, 2), 0, "refused again");
eq(calls, 1, "the function did not run");
cb.close();
eq(cb.ref(), 0, "ref after close");
eq(cb.unref(), 0, "unref after close");
throws(() => L.hc_cb_i32(cb, 1), TypeError, "argument 1: the UnsafeCallback was closed");
eq(L.hc_cb_i32(cb.pointer, 1), 0, "its pointer is refused");
L.hc_slot_free(slot);
// Closing inside the callback itself: the running call completes.
let self;
self = new CB({ parameters: ["i32"], result: "i32" }, (x) => { self.close(); return x * 3; });
eq(L.hc_cb_i32(self.pointer, 5), 15, "closed while running");
eq(L.hc_cb_i32(self.pointer, 5), 0, "then refused");
"#,
        );
        let c = e.callback_counts();
        assert_eq!(c.refused, 4, "{c:?}");
        assert_eq!(c.open, 0, "{c:?}");
        finish(e);
    }
}

#[test]
fn reentrancy() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
// JS -> native -> callback -> JS -> native -> callback ...
let depth = 0, max = 0;
const down = new CB({ parameters: ["i32"], result: "i32" }, (x) => {
  depth++; max = Math.max(max, depth);
  const r = x > 0 ? L.hc_cb_i32(down, x - 1) + 1 : 100;
  depth--;
  return r;
});
eq(L.hc_cb_i32(down, 20), 120, "20 levels");
eq(max, 21, "depth");
// An error deep inside is thrown from the innermost call that took the callback, and can
// be caught by the callback above it.
let caught = null;
const deep = new CB({ parameters: ["i32"], result: "i32" }, (x) => {
  if (x === 0) throw new Error("deep");
  try { return L.hc_cb_i32(deep, x - 1); } catch (e) { caught = e.message; return 7; }
});
eq(L.hc_cb_i32(deep, 2), 7, "caught one level up");
eq(caught, "deep", "the deep error");
// Another callback, another library handle and dlopen inside a callback.
const inner = new CB({ parameters: ["i32"], result: "i32" }, (x) => {
  const lib2 = hostcall.dlopen(lib.path, { hc_cb_i32: { parameters: ["function", "i32"], result: "i32" } });
  const r = lib2.symbols.hc_cb_i32(new CB({ parameters: ["i32"], result: "i32" }, (y) => y * 10), x);
  // Closing the library while its code is on the stack below: unloaded later, and its
  // functions throw from now on.
  lib2.close();
  throws(() => lib2.symbols.hc_cb_i32(down, 1), Error, "was closed");
  return r;
});
eq(L.hc_cb_i32(inner, 4), 40, "nested libraries");
// A thread-safe callback called on the engine's thread runs at once.
const ts = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => x - 1);
eq(L.hc_cb_i32(ts, 1), 0, "thread-safe, same thread");
eq(ts.unref(), 0, "unref");
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

/// `Deno.UnsafeCallback` follows Deno's `ext/ffi/callback.rs`: a 64-bit integer parameter
/// is always a BigInt (hostcall's: a number while exact); a callback that is not thread-safe
/// may be called from another thread, where the call runs on the engine's loop and the
/// caller waits for it, `void` or not (hostcall's refuses it with 0). Both constructors make
/// objects of the one class. On every backend, leak-checked.
#[test]
fn deno_callbacks_follow_denos_rules() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            &r#"
const big = (x) => eq(typeof x, "bigint", "a bigint");
const did = (kind) => new DCB({ parameters: [kind], result: kind }, (x) => { big(x); return x; });
// (L is hostcall.dlopen's: its 64-bit results are numbers while exact.)
eq(L.hc_cb_i64(did("i64"), 5), 5, "i64 5");
eq(L.hc_cb_i64(did("i64"), -(2 ** 53)), -(2 ** 53), "i64 -2^53");
eq(L.hc_cb_i64(did("i64"), 2n ** 63n - 1n), 2n ** 63n - 1n, "i64 max");
eq(L.hc_cb_u64(did("u64"), 0), 0, "u64 0");
eq(L.hc_cb_u64(did("u64"), 2n ** 64n - 1n), 2n ** 64n - 1n, "u64 max");
eq(L.hc_cb_isize(did("isize"), -7), -7, "isize");
eq(L.hc_cb_usize(did("usize"), 2 ** 40), 2 ** 40, "usize");
// The value the script sees, not only its type.
let seen;
eq(L.hc_cb_i64(new DCB({ parameters: ["i64"], result: "i64" }, (x) => { seen = x; return 1; }), -3), 1, "number result");
eq(seen, -3n, "seen -3n");
// Narrower kinds are numbers, as in Deno.
eq(L.hc_cb_i32(new DCB({ parameters: ["i32"], result: "i32" }, (x) => { eq(typeof x, "number", "i32"); return x; }), 9), 9, "i32");
// Results the lane refuses are coerced as JavaScript (and Deno) does, under the strict
// engine policy; hostcall's constructor keeps the policy (a RangeError, C gets 0).
const ret = (kind, v) => new DCB({ parameters: [kind], result: kind }, () => v);
eq(L.hc_cb_i32(ret("i32", 1.5), 0), 1, "i32 1.5");
eq(L.hc_cb_i32(ret("i32", "7"), 0), 7, "i32 '7'");
eq(L.hc_cb_i32(ret("i32", 2 ** 32 + 5), 0), 5, "i32 wraps");
eq(L.hc_cb_bool(ret("bool", 1), false), true, "bool 1");
eq(L.hc_cb_u8(ret("u8", 257), 0), 1, "u8 257");
throws(() => L.hc_cb_i32(new CB({ parameters: ["i32"], result: "i32" }, () => 1.5), 0), RangeError, "");
// Pointers: Deno's pointer objects in the callback's parameters and `.pointer`; a pointer
// object (or null) returned gives its address to C.
const p = L.hc_static_ptr();
let gotp;
const dptr = new DCB({ parameters: ["pointer"], result: "pointer" }, (x) => { gotp = x; return x; });
eq(typeof dptr.pointer, "object", "Deno callback's pointer is a pointer object");
eq(L.hc_cb_ptr(dptr, p), p, "a pointer object returned gives C its address");
eq(typeof gotp, "object", "a pointer parameter is a pointer object");
eq(Deno.UnsafePointer.value(gotp), BigInt(p), "its address");
eq(L.hc_cb_ptr(dptr, null), null, "null stays null");
eq(gotp, null, "null parameter");
const D = Deno.dlopen(TESTLIB, { hc_cb_i32: { parameters: ["function", "i32"], result: "i32" } }).symbols;
const dtwice = new DCB({ parameters: ["i32"], result: "i32" }, (x) => 2 * x);
eq(D.hc_cb_i32(dtwice.pointer, 4), 8, "a function parameter takes the pointer object");
eq(D.hc_cb_i32(dtwice, 5), 10, "and the callback");
dtwice.close();
// hostcall's constructor keeps hostcall's rule; both make the one class.
eq(L.hc_cb_i64(new CB({ parameters: ["i64"], result: "i64" }, (x) => { eq(typeof x, "number", "hostcall i64"); return x; }), 5), 5, "hostcall i64");
const d = new DCB({ parameters: [], result: "void" }, () => {});
eq(d instanceof CB && d instanceof DCB, true, "one class");
eq(Object.getPrototypeOf(d), CB.prototype, "one prototype");
eq(DCB === CB, false, "two constructors");
d.close();
"#
            .replace("TESTLIB", &format!("{:?}", testlib())),
        );
        // Not thread-safe, called from another thread: run by the loop (kept alive by a ref,
        // as Deno's), the thread waits for each result.
        run(
            &e,
            r#"
const got = [];
const plain = new DCB({ parameters: ["i32"], result: "i32" }, (x) => {
  got.push(x);
  if (got.length === 3) plain.unref();
  return x * 10;
});
plain.ref();
globalThis.t1 = L.hc_thread_call_i32(plain, 1, 3, null);
globalThis.got = got;
"#,
        );
        run(
            &e,
            r#"
eq(got.join(), "1,2,3", "ran on the engine's thread, in order");
eq(L.hc_thread_join(t1), 60, "the thread got the results");
"#,
        );
        // A `void` caller waits too: the callback closes itself on its second call, so the
        // thread's third and fourth calls come after the close and are refused (a caller
        // that did not wait would have queued them before).
        let before = e.callback_counts();
        run(
            &e,
            r#"
const vgot = [];
const v = new DCB({ parameters: ["i32"], result: "void" }, (x) => {
  vgot.push(x);
  if (vgot.length === 2) v.close();
});
v.ref();
globalThis.t2 = L.hc_thread_call_void(v, 5, 4, null);
globalThis.vgot = vgot;
"#,
        );
        run(
            &e,
            r#"
eq(L.hc_thread_join(t2), 0, "void thread");
eq(vgot.join(), "5,6", "two calls ran");
"#,
        );
        let after = e.callback_counts();
        assert_eq!(after.refused - before.refused, 2, "{after:?}");
        assert_eq!(after.queued - before.queued, 2, "{after:?}");
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn calls_from_other_threads() {
    for backend in backends() {
        let e = engine(backend);
        // Thread-safe, non-void: the thread blocks for each result; the ref'd callback keeps
        // the loop running until it unrefs itself.
        run(
            &e,
            r#"
const seen = [];
const ts = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => {
  seen.push(x);
  if (seen.length === 3) eq(ts.unref(), 0, "unref");
  return x * 10;
});
globalThis.t1 = L.hc_thread_call_i32(ts, 1, 3, null);
globalThis.seen = seen;
"#,
        );
        run(
            &e,
            r#"
eq(seen.join(), "1,2,3", "ran on the engine's thread, in order");
eq(L.hc_thread_join(t1), 60, "the thread got the results");
"#,
        );
        // Thread-safe, void: the thread does not wait; `close()` ends the loop.
        run(
            &e,
            r#"
const got = [];
const tv = CB.threadSafe({ parameters: ["i32"], result: "void" }, (x) => {
  got.push(x);
  if (got.length === 4) tv.close();
});
globalThis.t2 = L.hc_thread_call_void(tv, 5, 4, null);
globalThis.got = got;
"#,
        );
        run(
            &e,
            r#"
eq(L.hc_thread_join(t2), 0, "void thread");
eq(got.join(), "5,6,7,8", "every void call ran");
// Not thread-safe: refused on the other thread (the function never runs, C gets 0).
let ran = false;
const plain = new CB({ parameters: ["i32"], result: "i32" }, () => { ran = true; return 1; });
eq(L.hc_thread_join(L.hc_thread_call_i32(plain, 1, 2, null)), 0, "refused");
eq(ran, false, "never ran");
"#,
        );
        let c = e.callback_counts();
        assert_eq!(c.queued, 7, "{c:?}");
        assert_eq!(c.refused, 2, "{c:?}");
        // An exception in a queued call is reported by the loop; the thread gets 0.
        let msg = run_err(
            &e,
            r#"
const bad = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => { bad.close(); throw new Error(`queued ${x}`); });
globalThis.t3 = L.hc_thread_call_i32(bad, 9, 1, null);
"#,
        );
        assert!(
            msg.starts_with("Error: queued 9 (in callback (i32) -> i32"),
            "{msg}"
        );
        run(&e, r#"eq(L.hc_thread_join(t3), 0, "the thread got 0");"#);
        check_backend(&e, backend);
        finish(e);
    }
}

#[test]
fn ref_counts_decide_whether_the_loop_waits() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
const plain = new CB({ parameters: [], result: "void" }, () => {});
eq(plain.ref(), 1, "ref");
eq(plain.ref(), 2, "ref again");
eq(plain.unref(), 1, "unref");
eq(plain.unref(), 0, "unref to 0");
eq(plain.unref(), 0, "stays 0");
// threadSafe starts ref'd; unref'd, it does not keep the loop alive.
const calls = [];
globalThis.ts = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => { calls.push(x); ts.unref(); return x + 1; });
eq(ts.unref(), 0, "unref'd");
globalThis.calls = calls;
// Nothing ref'd: the loop ends at once, though a thread will call (once the gate opens).
globalThis.gate = L.hc_gate_new();
globalThis.t = L.hc_thread_call_i32(ts, 41, 1, gate);
"#,
        );
        // Ref'd again: the loop waits for the call.
        run(&e, "eq(ts.ref(), 1, 'ref'); L.hc_gate_open(gate);");
        run(
            &e,
            r#"
eq(calls.join(), "41", "the queued call ran");
eq(L.hc_thread_join(t), 42, "its caller got the result");
L.hc_gate_free(gate);
"#,
        );
        finish(e);
    }
}

#[test]
fn the_engine_end_releases_waiting_threads_and_refuses_later_calls() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
globalThis.ran = false;
globalThis.ts = CB.threadSafe({ parameters: ["i32"], result: "i32" }, () => { ran = true; return 5; });
ts.unref();
globalThis.slot = L.hc_slot_new();
L.hc_slot_set(slot, new CB({ parameters: ["i32"], result: "i32" }, (x) => x));
// Callbacks left open with state: closures, typed arrays, a cycle through the callback.
const big = new Float64Array(1000);
let cyc;
cyc = new CB({ parameters: ["i32"], result: "i32" }, () => big.length + (cyc ? 1 : 0));
"#,
        );
        // Outside `run` (no loop runs): a thread queues a call and blocks.
        let (t, slot) = e.with(|ctx| {
            let t: f64 = ctx.eval("L.hc_thread_call_i32(ts, 1, 1, null)").unwrap();
            let slot: f64 = ctx.eval("slot").unwrap();
            (t as usize, slot as usize)
        });
        while e.callback_counts().queued == 0 {
            std::thread::yield_now();
        }
        assert!(e.callback_counts().open >= 3);
        finish(e);
        // SAFETY: the thread and slot the script made (addresses as numbers), used once.
        unsafe {
            let t = t as *mut hostcall_testlib::CallbackThread;
            assert_eq!(hostcall_testlib::hc_thread_join(t), 0, "released with 0");
            let slot = slot as *mut hostcall_testlib::CallbackSlot;
            // The engine is gone: the stored callback is refused, no memory is touched.
            assert_eq!(hostcall_testlib::hc_slot_fire(slot, 3), 0);
            hostcall_testlib::hc_slot_free(slot);
        }
    }
}

#[test]
fn a_collected_callback_object_keeps_its_callback_open() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
globalThis.slot = L.hc_slot_new();
(function () {
  const cb = new CB({ parameters: ["i32"], result: "i32" }, (x) => x * 7);
  L.hc_slot_set(slot, cb);
  globalThis.weak = new WeakRef(cb);
})();
"#,
        );
        e.run_gc();
        run(
            &e,
            r#"
eq(weak.deref(), undefined, "the object was collected");
eq(L.hc_slot_fire(slot, 6), 42, "the callback still runs");
"#,
        );
        assert_eq!(e.callback_counts().open, 1);
        e.run_gc();
        run(&e, "L.hc_slot_free(slot);");
        finish(e);
    }
}

#[test]
fn bad_definitions_make_nothing() {
    let e = engine(Backend::Generic);
    run(
        &e,
        r#"
const f = () => 0;
throws(() => new CB({ parameters: ["foo"], result: "i32" }, f), TypeError, "foo");
throws(() => new CB({ parameters: ["cstring"], result: "i32" }, f), TypeError, "cstring");
throws(() => new CB({ parameters: ["value"], result: "i32" }, f), TypeError, "value");
throws(() => new CB({ parameters: [], result: "cstring" }, f), TypeError, "cstring");
throws(() => new CB({ parameters: [], result: "buffer2" }, f), TypeError, "buffer2");
throws(() => new CB({ parameters: Array(33).fill("i32"), result: "i32" }, f), TypeError, "33");
throws(() => new CB({ parameters: [1], result: "i32" }, f), TypeError, "must be a type name or a struct");
throws(() => new CB({ parameters: "i32", result: "i32" }, f), TypeError, "must be an array");
throws(() => new CB({ result: "i32" }, f), TypeError, "parameters");
throws(() => new CB({ parameters: [], result: "i32", nonblocking: true }, f), TypeError, "unknown field");
throws(() => new CB(null, f), TypeError, "definition must be an object");
throws(() => new CB([], f), TypeError, "definition must be an object");
throws(() => new CB({ parameters: [], result: "i32" }, 5), TypeError, "must be a function, found a number");
throws(() => new CB({ parameters: [], result: "i32" }), TypeError, "must be a function, found undefined");
throws(() => CB.threadSafe({ parameters: [], result: "i32" }, {}), TypeError, "threadSafe: the callback must be a function");
throws(() => CB({ parameters: [], result: "i32" }, f), TypeError, "without 'new'");
throws(() => hostcall.UnsafeCallback({ parameters: [], result: "i32" }, f), TypeError, "without 'new'");
// Script code running while the definition is read: getters, proxies, toJSON.
class Boom extends Error {}
throws(() => new CB({ get parameters() { throw new Boom("getter"); }, result: "i32" }, f), Boom, "getter");
throws(() => new CB(new Proxy({}, { ownKeys() { throw new Boom("trap"); } }), f), Boom, "trap");
let calls = 0;
const sneaky = { parameters: [], result: "i32", toJSON() { calls++; return { parameters: ["i32"], result: "i32" }; } };
const ok = new CB(sneaky, (x) => x);
eq(calls, 1, "toJSON ran once");
eq(L.hc_cb_i32(ok, 3), 3, "the definition toJSON gave");
eq(ok.definition, sneaky, "definition is the object given");
ok.close();
"#,
    );
    let c = e.callback_counts();
    assert_eq!((c.open, c.jit + c.generic), (0, 1), "{c:?}");
    finish(e);
    // Without FFI permission, no callback.
    let e = engine_with(
        Backend::Generic,
        ConversionPolicy::strict(),
        FfiPermission::denied(),
    );
    let msg = run_err(
        &e,
        "new Deno.UnsafeCallback({ parameters: [], result: 'void' }, () => {});",
    );
    assert!(msg.contains("UnsafeCallback is not allowed"), "{msg}");
    finish(e);
}

/// The stderr messages of refused calls: run in a child process (this test binary, one test,
/// an environment variable saying which scenario) so stderr can be read.
#[test]
fn refused_calls_are_reported_once_on_stderr() {
    const VAR: &str = "HOSTCALL_CALLBACK_STDERR_CHILD";
    if std::env::var_os(VAR).is_some() {
        let e = engine(Backend::Generic);
        run(
            &e,
            r#"
const cb = new CB({ parameters: ["i32"], result: "i32" }, (x) => x);
eq(L.hc_thread_join(L.hc_thread_call_i32(cb, 1, 3, null)), 0, "foreign thread");
cb.close();
eq(L.hc_cb_i32(cb.pointer, 1), 0, "closed");
eq(L.hc_cb_i32(cb.pointer, 1), 0, "closed again");
globalThis.slot = L.hc_slot_new();
L.hc_slot_set(slot, new CB({ parameters: ["i32"], result: "i32" }, (x) => x));
"#,
        );
        let slot = e.with(|ctx| ctx.eval::<f64, _>("slot").unwrap()) as usize;
        finish(e);
        // SAFETY: the slot the script made, used once after the engine's end.
        unsafe {
            let slot = slot as *mut hostcall_testlib::CallbackSlot;
            assert_eq!(hostcall_testlib::hc_slot_fire(slot, 1), 0);
            assert_eq!(hostcall_testlib::hc_slot_fire(slot, 1), 0);
        }
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "refused_calls_are_reported_once_on_stderr",
            "--nocapture",
        ])
        .env(VAR, "1")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("hostcall:")).collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].starts_with("hostcall: callback (i32) -> i32 at 0x")
            && lines[0].ends_with(
                "called from a thread other than its engine's, but it is not thread-safe \
                 (make it with UnsafeCallback.threadSafe); returning 0 (reported once)"
            ),
        "{err}"
    );
    assert!(
        lines[1].ends_with("called after close(); returning 0 (reported once)"),
        "{err}"
    );
    assert!(
        lines[2].ends_with("called after its engine finished; returning 0 (reported once)"),
        "{err}"
    );
}

/// Attacks: what script code can do in the middle of a native loop that calls it.
#[test]
fn a_callback_closing_itself_or_its_library_mid_loop() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
// Closes itself at the fourth call: that call finishes, the six after it are refused (0).
let calls = 0;
const once = new CB({ parameters: ["i32"], result: "i32" }, (i) => {
  calls++;
  if (i === 3) once.close();
  return i + 1;
});
eq(L.hc_cb_sum_each_raw(once.pointer, 10), 10, "1 + 2 + 3 + 4, then zeros");
eq(calls, 4, "never ran after close()");
// Closes the library whose loop is calling it: the loop runs to its end (the library stays
// loaded until control is back in the engine's loop), its symbols throw from then on.
const lib2 = hostcall.dlopen(lib.path, { hc_cb_sum_each: { parameters: ["function", "i32"], result: "i64" } });
const closer = new CB({ parameters: ["i32"], result: "i32" }, (i) => {
  if (i === 2) lib2.close();
  return 1;
});
eq(lib2.symbols.hc_cb_sum_each(closer, 100), 100, "the loop finished");
throws(() => lib2.symbols.hc_cb_sum_each(closer, 1), Error, "was closed");
// Makes and closes other callbacks (and passes them down) on every call.
const maker = new CB({ parameters: ["i32"], result: "i32" }, (i) => {
  const k = new CB({ parameters: ["i32"], result: "i32" }, (x) => x * 2);
  const r = L.hc_cb_i32(k, i);
  k.close();
  return r;
});
eq(L.hc_cb_sum_each(maker, 50), 2450, "2 * (0 + ... + 49)");
// Allocates enough garbage (cycles included) per call that QuickJS collects during the
// loop, callback objects made (and left open) inside among it.
const churn = new CB({ parameters: ["i32"], result: "i32" }, (i) => {
  for (let k = 0; k < 500; k++) { const a = { k }; const b = { a }; a.b = b; }
  const k = new CB({ parameters: ["i32"], result: "i32" }, (x) => x + 1);
  return L.hc_cb_i32(k.pointer, i) - i;
});
eq(L.hc_cb_sum_each(churn, 100), 100, "each call returned 1");
maker.close(); closer.close(); churn.close();
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

/// Attack: unbounded recursion through native frames ends in QuickJS's stack-overflow
/// error, not a crash.
#[test]
fn unbounded_reentrancy_is_a_range_error() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
let depth = 0;
const r = new CB({ parameters: ["i32"], result: "i32" }, (x) => { depth++; return L.hc_cb_i32(r, x + 1); });
throws(() => L.hc_cb_i32(r, 0), RangeError, "stack");
if (depth < 10) throw new Error(`depth ${depth}`);
r.close();
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

/// Attack: many threads call a thread-safe callback while it closes itself on the engine's
/// thread: every call either ran (and its thread got its result) or got zero, never both.
#[test]
fn many_threads_racing_close() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            r#"
globalThis.n = 0;
const ts = CB.threadSafe({ parameters: ["i32"], result: "i32" }, () => {
  n++;
  if (n === 50) ts.close();
  return 1;
});
globalThis.threads = [];
for (let i = 0; i < 8; i++) threads.push(L.hc_thread_call_i32(ts, 0, 40, null));
// Void ones too: queued calls are dropped (freed) when it closes.
globalThis.m = 0;
const tv = CB.threadSafe({ parameters: ["i32"], result: "void" }, () => { m++; if (m === 10) tv.close(); });
for (let i = 0; i < 4; i++) threads.push(L.hc_thread_call_void(tv, 0, 40, null));
"#,
        );
        run(
            &e,
            r#"
let got = 0;
for (const t of threads) got += Number(L.hc_thread_join(t));
eq(n, 50, "ran until closed");
eq(got, 50, "each thread got 1 for each call that ran, 0 otherwise");
eq(m, 10, "void calls ran until closed");
"#,
        );
        check_backend(&e, backend);
        finish(e);
    }
}

/// Attack: two engines on one thread. Native code running under one engine calls the
/// other engine's callback: it runs there (the same thread), its error stays with its own
/// engine, and once that engine has finished the call is refused.
#[test]
fn a_callback_called_from_another_engine_on_the_same_thread() {
    for backend in backends() {
        let a = engine(backend);
        run(
            &a,
            r#"
globalThis.calls = 0;
globalThis.cb = new CB({ parameters: ["i32"], result: "i32" }, (x) => {
  calls++;
  if (x < 0) throw new RangeError("negative");
  return x * 3;
});
globalThis.bad = null;
"#,
        );
        let p = a.with(|ctx| ctx.eval::<f64, _>("cb.pointer").unwrap());
        let b = engine(backend);
        run(
            &b,
            &format!(
                r#"
eq(L.hc_cb_i32_raw({p}, 5), 15, "engine a's callback, called under engine b");
eq(L.hc_cb_i32_raw({p}, -1), 0, "a's callback threw: C got 0");
// A callback of b called inside a's callback called under b.
const inner = new CB({{ parameters: ["i32"], result: "i32" }}, (x) => L.hc_cb_i32_raw({p}, x) + 1);
eq(L.hc_cb_i32(inner, 2), 7, "b -> native -> b -> native -> a");
"#
            ),
        );
        // The error is a's, reported by a's loop.
        let msg = run_err(&a, "eq(calls, 3, 'calls');");
        assert!(
            msg.starts_with("RangeError: negative (in callback (i32) -> i32"),
            "{msg}"
        );
        finish(a);
        run(
            &b,
            &format!(r#"eq(L.hc_cb_i32_raw({p}, 5), 0, "a finished: refused");"#),
        );
        finish(b);
    }
}

/// Structs by value in callbacks, as Deno's FFI test has them (`{ parameters: [{ struct:
/// Rect }], result: { struct: Rect } }` called through `UnsafeFnPointer` with the callback's
/// own definition): a struct parameter is a new `Uint8Array` holding a copy of its bytes, a
/// struct result is the bytes of the buffer or view returned (its first bytes, at most the
/// struct's size: a shorter one leaves the rest zero, as in Deno), anything else a
/// `TypeError` (Deno's process aborts). Every System V class (MEMORY in and out, a struct
/// among scalars in registers, one INTEGER eightbyte), both namespaces, every backend (the
/// JIT's upcall code takes scalars only: struct callbacks are libffi closures there too),
/// and calls from another thread: the struct's bytes are copied before a `void` caller
/// that does not wait returns and its frame is gone.
#[test]
fn struct_parameters_and_results() {
    for backend in backends() {
        for (cb, fnp) in [
            ("hostcall.UnsafeCallback", "hostcall.UnsafeFnPointer"),
            ("Deno.UnsafeCallback", "Deno.UnsafeFnPointer"),
        ] {
            let e = engine(backend);
            let defs = r#"
const C = CALLBACK;
const FnPointer = FNPOINTER;
const Rect = { struct: ["f64", "f64", "f64", "f64"] };
const Mixed = { struct: ["i8", "f64"] };
const Triple = { struct: ["f32", "i32", "f32"] };
const Pair = { struct: ["i32", "i32"] };
const Big = { struct: ["i64", "i64", "i64"] };
const PairF64 = { struct: ["f64", "f64"] };
const S = hostcall.dlopen(TESTLIB, {
  hc_cb_st_rect: { parameters: ["function", Rect], result: Rect },
  hc_cb_st_mixed: { parameters: ["function", "u8", "i8", "f64", "f64"], result: "f64" },
  hc_cb_st_pair: { parameters: ["function", "i32", "i32"], result: "i64" },
  hc_thread_call_st: { parameters: ["function", "i64"], result: "pointer" },
  hc_thread_call_st_void: { parameters: ["function", "i64", "i32"], result: "pointer" },
  hc_thread_join: { parameters: ["pointer"], result: "i64" },
}).symbols;
const f64s = (u8) => Array.from(new Float64Array(u8.buffer, u8.byteOffset, u8.length / 8)).join();
"#
            .replace("CALLBACK", cb)
            .replace("FNPOINTER", fnp)
            .replace("TESTLIB", &format!("{:?}", testlib()));
            run(
                &e,
                &format!(
                    "{defs}{}",
                    r#"
let seen;
const grow = new C({ parameters: [Rect], result: Rect }, (r) => {
  seen = r;
  const f = new Float64Array(r.buffer);
  return new Float64Array([f[0] + 10, f[1] + 10, f[2] + 10, f[3] + 10]);
});
const out = S.hc_cb_st_rect(grow, new Float64Array([1, 2, 3, 4]));
eq(out instanceof Uint8Array, true, "a struct result is a Uint8Array");
eq(f64s(out), "11,12,13,14", "MEMORY in and out");
eq(seen instanceof Uint8Array, true, "a struct parameter is a Uint8Array");
eq(seen.length, 32, "of the struct's size");
eq(seen.byteOffset, 0, "its own buffer");
eq(f64s(seen), "1,2,3,4", "a copy of the bytes, kept after the call");
// Deno's test: the callback's pointer bound to its own definition.
const fp = new FnPointer(grow.pointer, grow.definition);
eq(f64s(fp.call(new Float64Array([10, 20, 100, 200]))), "20,30,110,210", "through UnsafeFnPointer");
// Shorter and longer buffers, a DataView at an offset, an ArrayBuffer.
const r0 = new Float64Array([0, 0, 0, 0]);
const ret = (v) => new C({ parameters: [Rect], result: Rect }, () => v);
const rets = [
  [ret(new Float64Array([7, 8])), "7,8,0,0"],
  [ret(new Float64Array([1, 2, 3, 4, 5])), "1,2,3,4"],
  [ret(new DataView(new Float64Array([9, 1, 2, 3, 4]).buffer, 8)), "1,2,3,4"],
  [ret(new Float64Array([5, 6, 7, 8]).buffer), "5,6,7,8"],
];
for (const [c, want] of rets) { eq(f64s(S.hc_cb_st_rect(c, r0)), want, want); c.close(); }
// Not a buffer, or a detached one: a TypeError from the call that took the callback.
const notBuffer = ret(5);
throws(() => S.hc_cb_st_rect(notBuffer, r0), TypeError,
  "callback result: expected an ArrayBuffer, typed array or DataView of 32 bytes for the struct result {f64, f64, f64, f64}, found a number");
const gone = new ArrayBuffer(32);
gone.transfer();
const detached = ret(gone);
throws(() => S.hc_cb_st_rect(detached, r0), TypeError, "found an object");
// A struct among scalars (registers), and one INTEGER eightbyte returned as an ArrayBuffer.
const mix = new C({ parameters: ["u8", Mixed, "f64"], result: Triple }, (k, m, f) => {
  eq(m.length, 16, "{i8, f64} is 16 bytes");
  const dv = new DataView(m.buffer);
  const o = new DataView(new ArrayBuffer(12));
  o.setFloat32(0, Number(k), true);
  o.setInt32(4, dv.getInt8(0), true);
  o.setFloat32(8, dv.getFloat64(8, true) + f, true);
  return o;
});
eq(S.hc_cb_st_mixed(mix, 3, -2, 1.5, 2.5), 3 + 10 * -2 + 100 * 4, "mixed");
const swap = new C({ parameters: [Pair], result: Pair }, (p) => {
  const v = new Int32Array(p.buffer);
  return new Int32Array([v[1], v[0]]).buffer;
});
eq(S.hc_cb_st_pair(swap, 7, -9), -9 * 1000 + 7, "pair");
for (const c of [grow, notBuffer, detached, mix, swap]) c.close();
// From another thread: queued to the loop, the caller waits for the struct result.
let calls = 0;
const fromThread = C.threadSafe({ parameters: [Big], result: PairF64 }, (b) => {
  calls++;
  fromThread.unref();
  const v = new BigInt64Array(b.buffer);
  return new Float64Array([Number(v[0]), Number(v[2])]);
});
globalThis.t1 = S.hc_thread_call_st(fromThread, 40);
globalThis.fromThread = fromThread;
globalThis.callsNow = () => calls;
"#
                ),
            );
            run(
                &e,
                r#"
eq(S_join(t1), 40 * 1000 + 42, "the other thread got the struct result");
eq(callsNow(), 1, "one call");
fromThread.close();
"#
                .replace("S_join", "hostcall.dlopen(TESTLIB, { hc_thread_join: { parameters: ['pointer'], result: 'i64' } }).symbols.hc_thread_join")
                .replace("TESTLIB", &format!("{:?}", testlib()))
                .as_str(),
            );
            // `void` from another thread: under hostcall's rules the caller does not wait and
            // scribbles over its frame; the script still reads the bytes it was called with.
            run(
                &e,
                &format!(
                    "{{{defs}{}}}",
                    r#"
const got = [];
const tv = C.threadSafe({ parameters: [Big], result: "void" }, (b) => {
  got.push(Array.from(new BigInt64Array(b.buffer)).join());
  if (got.length === 3) tv.close();
});
globalThis.t2 = S.hc_thread_call_st_void(tv, 100, 3);
globalThis.got = got;
globalThis.S2 = S;
"#
                ),
            );
            run(
                &e,
                r#"
eq(S2.hc_thread_join(t2), 3, "three calls");
eq(got.join(";"), "100,101,102;101,102,103;102,103,104", "every struct as it was called with");
"#,
            );
            let c = e.callback_counts();
            assert_eq!(c.jit, 0, "struct callbacks are libffi closures: {c:?}");
            assert_eq!(c.open, 0, "{c:?}");
            assert_eq!(c.queued, 4, "{c:?}");
            finish(e);
        }
    }
}
