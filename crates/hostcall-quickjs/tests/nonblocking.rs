//! `nonblocking: true` symbols: results of every kind through both `dlopen`s (against their
//! blocking siblings), synchronous argument errors and rejections, the script running while
//! calls are in flight, many concurrent calls, buffers copied in and back (and what a
//! detach, transfer, resize or write during the call does), `close()` and the engine's end
//! with calls in flight, thread-safe callbacks called from the worker, structs by value, and
//! a thousand calls that must leave nothing behind; on both backends.
//!
//! Calls that must stay in flight wait at a gate of the test library (`hc_gate_wait`,
//! `hc_gate_fill`) that the script (or the test) opens: no test depends on timing.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::testlib;

fn engine_with(backend: Backend, policy: ConversionPolicy) -> Engine {
    let e = Engine::new(EngineOptions {
        policy,
        backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap();
    run(&e, &PRELUDE.replace("TESTLIB", &format!("{:?}", testlib())));
    e
}

fn engine(backend: Backend) -> Engine {
    engine_with(backend, ConversionPolicy::strict())
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
        .run(src, "nonblocking_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

/// Runs `src`, which sets `globalThis.status` from an async `main`, then the loop, and
/// checks that `main` finished without error.
#[track_caller]
fn run_async(engine: &Engine, src: &str) {
    run(
        engine,
        &format!(
            "globalThis.status = 'pending';\n(async () => {{\n{src}\n}})().then(() => {{ status = 'ok'; }}, (e) => {{ status = `${{e}}\\n${{e && e.stack}}`; }});"
        ),
    );
    let status: String = engine.with(|ctx| ctx.eval("status").unwrap());
    assert_eq!(status, "ok");
}

#[track_caller]
fn finish(engine: Engine) {
    assert_eq!(engine.calls_in_flight(), 0);
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
}

/// JS helpers; the test library as `B` (blocking) and `N` (the same functions,
/// `nonblocking`) through `hostcall.dlopen`, and `DB`/`DN` through `Deno.dlopen`.
const PRELUDE: &str = r#"
function throws(f, Kind, text) {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`expected "${text}" in "${e.message}"`);
    return e;
  }
  throw new Error(`expected a ${Kind.name} containing "${text}"`);
}
async function rejects(p, Kind, text) {
  try { await p; } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`expected "${text}" in "${e.message}"`);
    return e;
  }
  throw new Error(`expected a rejection with a ${Kind.name} containing "${text}"`);
}
function eq(a, b, what) {
  if (!Object.is(a, b)) throw new Error(`${what}: expected ${String(b)} (${typeof b}), got ${String(a)} (${typeof a})`);
}
const SYMBOLS = {
  hc_id_i8: { parameters: ["i8"], result: "i8" },
  hc_id_u8: { parameters: ["u8"], result: "u8" },
  hc_id_i16: { parameters: ["i16"], result: "i16" },
  hc_id_u16: { parameters: ["u16"], result: "u16" },
  hc_id_i32: { parameters: ["i32"], result: "i32" },
  hc_id_u32: { parameters: ["u32"], result: "u32" },
  hc_id_i64: { parameters: ["i64"], result: "i64" },
  hc_id_u64: { parameters: ["u64"], result: "u64" },
  hc_id_isize: { parameters: ["isize"], result: "isize" },
  hc_id_usize: { parameters: ["usize"], result: "usize" },
  hc_id_f32: { parameters: ["f32"], result: "f32" },
  hc_id_f64: { parameters: ["f64"], result: "f64" },
  hc_id_bool: { parameters: ["bool"], result: "bool" },
  hc_ptr_identity: { parameters: ["pointer"], result: "pointer" },
  hc_str_identity: { parameters: ["cstring"], result: "cstring" },
  hc_str_skip: { parameters: ["cstring", "u32"], result: "cstring" },
  hc_str_bad_utf8: { parameters: ["i32"], result: "cstring" },
  hc_void: { parameters: [], result: "void" },
  hc_buf_is_null: { parameters: ["buffer"], result: "bool" },
  hc_buf_crc: { parameters: ["buffer", "usize"], result: "u32" },
  hc_every_scalar: { parameters: ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "isize", "usize", "f32", "f64", "bool"], result: "f64" },
  hc_gate_new: { parameters: [], result: "pointer" },
  hc_gate_open: { parameters: ["pointer"], result: "void" },
  hc_gate_free: { parameters: ["pointer"], result: "void" },
  hc_gate_wait: { parameters: ["pointer", "u32"], result: "u32" },
  hc_gate_fill: { parameters: ["pointer", "buffer", "usize", "u8"], result: "u64" },
  hc_cb_i32: { parameters: ["function", "i32"], result: "i32" },
  hc_st_pair_i32_sum: { parameters: [{ struct: ["i32", "i32"] }], result: "i64" },
  hc_st_pair_i32_swap: { parameters: [{ struct: ["i32", "i32"] }], result: { struct: ["i32", "i32"] } },
  hc_fn_add_i32: { parameters: [], result: "pointer" },
  hc_st_f64u8_make: { parameters: ["f64", "u8"], result: { struct: ["f64", "u8"] } },
};
function nonblocking(symbols) {
  const out = {};
  for (const [k, d] of Object.entries(symbols)) out[k] = { ...d, nonblocking: true };
  return out;
}
const LIB = TESTLIB;
const B = hostcall.dlopen(LIB, SYMBOLS).symbols;
const nLib = hostcall.dlopen(TESTLIB, nonblocking(SYMBOLS));
const N = nLib.symbols;
const DB = Deno.dlopen(TESTLIB, SYMBOLS).symbols;
const DN = Deno.dlopen(TESTLIB, nonblocking(SYMBOLS)).symbols;
const CB = Deno.UnsafeCallback;
function pairI32(a, b) { return new Uint8Array(new Int32Array([a, b]).buffer); }
"#;

#[test]
fn results_of_every_kind_match_the_blocking_calls_through_both_dlopens() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const cases = [
  ["hc_id_i8", [-128], [127], [0]],
  ["hc_id_u8", [0], [255]],
  ["hc_id_i16", [-32768], [32767]],
  ["hc_id_u16", [65535]],
  ["hc_id_i32", [-(2 ** 31)], [2 ** 31 - 1], [7]],
  ["hc_id_u32", [2 ** 32 - 1], [2 ** 31]],
  ["hc_id_i64", [2 ** 53], [-(2 ** 53)], [2n ** 63n - 1n], [-(2n ** 63n)], [5]],
  ["hc_id_u64", [2n ** 64n - 1n], [2 ** 53], [2n ** 53n + 1n], [0]],
  ["hc_id_isize", [-3], [2n ** 62n]],
  ["hc_id_usize", [3], [2n ** 60n]],
  ["hc_id_f32", [1.5], [-0], [NaN], [Infinity], [1 / 3]],
  ["hc_id_f64", [-0], [NaN], [-Infinity], [0.1]],
  ["hc_id_bool", [true], [false]],
  ["hc_ptr_identity", [null], [0x1234], [2 ** 40]],
  ["hc_str_identity", [""], ["h\u00e9llo \u2713 \u{1F600}"], ["x".repeat(10000)]],
  ["hc_str_skip", ["abcdef", 2], ["\u00e9\u00e9", 2]],
  ["hc_str_bad_utf8", [3]],
  ["hc_void"],
  ["hc_every_scalar", [-1, 2, -3, 4, -5, 6, -7n, 8n, -9, 10, 0.5, 0.25, true]],
];
for (const [sync, async, rules] of [[B, N, "hostcall"], [DB, DN, "Deno"]]) {
  for (const [name, ...argLists] of cases) {
    for (const args of argLists.length ? argLists : [[]]) {
      const p = async[name](...args);
      if (!(p instanceof Promise)) throw new Error(`${rules} ${name}: not a Promise`);
      const got = await p;
      const want = sync[name](...args);
      // Deno's pointers are objects (a new one per result): compared by address.
      const norm = (v) => (v !== null && typeof v === "object" ? Deno.UnsafePointer.value(v) : v);
      eq(norm(got), norm(want), `${rules} ${name}(${args.map(String)})`);
    }
  }
}
eq(N.hc_gate_fill.length, B.hc_gate_fill.length, "length");
eq(N.hc_gate_fill.name, B.hc_gate_fill.name, "name");
eq(N.hc_st_pair_i32_sum.length, 1, "struct symbol's length");
// Deno's rules: 64-bit results are BigInts; ours: numbers while exact.
eq(await DN.hc_id_i64(5), 5n, "Deno i64");
eq(await N.hc_id_i64(5), 5, "hostcall i64");
eq(await DN.hc_id_usize(3), 3n, "Deno usize");
// Deno's rules: pointers are pointer objects, in and out; ours: numbers.
const dp = await DN.hc_ptr_identity(0x1234);
eq(typeof dp, "object", "Deno pointer result");
eq(Deno.UnsafePointer.value(await DN.hc_ptr_identity(dp)), 0x1234n, "a pointer object as an argument");
eq(await N.hc_ptr_identity(0x1234), 0x1234, "hostcall pointer");
eq(await N.hc_id_u64(2n ** 64n - 1n), 2n ** 64n - 1n, "hostcall u64 past 2^53");
// Empty buffers: Deno passes null, hostcall a pointer to no bytes.
eq(await DN.hc_buf_is_null(new Uint8Array(0)), true, "Deno: empty is null");
eq(await N.hc_buf_is_null(new Uint8Array(0)), false, "hostcall: empty is not null");
eq(await N.hc_buf_is_null(null), true, "null buffer");
const bytes = new Uint8Array(1000).map((_, i) => i * 7);
eq(await N.hc_buf_crc(bytes, 1000), B.hc_buf_crc(bytes, 1000), "buffer read by the worker");
eq(await N.hc_buf_crc(bytes.subarray(10, 20), 10), B.hc_buf_crc(bytes.subarray(10, 20), 10), "a view");
"#,
        );
        finish(e);
    }
}

#[test]
fn bad_arguments_throw_synchronously_and_result_errors_reject() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
// Argument errors are the blocking call's, thrown before any work starts.
for (const [f, args, Kind, text] of [
  ["hc_id_u8", [256], RangeError, "argument 1"],
  ["hc_id_u8", [-1], RangeError, "argument 1"],
  ["hc_id_i32", [1.5], RangeError, "argument 1"],
  ["hc_id_i32", ["7"], TypeError, "argument 1"],
  ["hc_id_i32", [], TypeError, "expected 1"],
  ["hc_str_identity", [5], TypeError, "argument 1"],
  ["hc_buf_crc", [[1, 2], 2], TypeError, "argument 1"],
  ["hc_st_pair_i32_sum", [new Uint8Array(4)], TypeError, "struct"],
  ["hc_st_pair_i32_sum", [], TypeError, "expected 1"],
]) {
  const want = throws(() => B[f](...args), Kind, text);
  const got = throws(() => N[f](...args), Kind, text);
  eq(got.message, want.message, `${f}: same error`);
}
// `slice` parameters are refused at `dlopen` (not supported with `nonblocking` yet).
throws(() => hostcall.dlopen(LIB, { hc_slice_len: { parameters: ["slice"], result: "usize", nonblocking: true } }), TypeError, "`slice` parameters are not supported");
throws(() => new Deno.UnsafeFnPointer(B.hc_fn_add_i32(), { parameters: ["slice"], result: "usize", nonblocking: true }), TypeError, "`slice` parameters are not supported");
// A detached buffer is refused as the blocking call refuses it.
const gone = new ArrayBuffer(8); gone.transfer();
throws(() => B.hc_buf_crc(gone, 0), TypeError, "argument 1");
throws(() => N.hc_buf_crc(gone, 0), TypeError, "argument 1");
// No script runs during conversion: objects are refused, valueOf never called.
let called = 0;
throws(() => N.hc_id_i32({ valueOf() { called++; return 1; } }), TypeError, "argument 1");
eq(called, 0, "valueOf");
// A result that cannot be converted rejects with the blocking call's error.
for (const which of [0, 1, 2]) {
  const want = throws(() => B.hc_str_bad_utf8(which), Error, "");
  const got = await rejects(N.hc_str_bad_utf8(which), want.constructor, "");
  eq(got.message, want.message, `bad UTF-8 ${which}`);
}
"#,
        );
        finish(e);
    }
}

#[test]
fn coercing_policy_converts_as_the_blocking_call() {
    for backend in backends() {
        let e = engine_with(backend, ConversionPolicy::js_coercing());
        run_async(
            &e,
            r#"
for (const [f, args] of [["hc_id_u8", [256]], ["hc_id_i32", ["42"]], ["hc_id_bool", [0]], ["hc_id_f64", ["1e3"]], ["hc_id_i32", []]]) {
  eq(await N[f](...args), B[f](...args), `${f}(${args})`);
}
// Deno.dlopen keeps Deno's conversions whatever the engine's policy.
eq(DB.hc_id_u8(256), 0, "Deno wraps");
eq(await DN.hc_id_u8(257), 1, "Deno wraps, nonblocking");
for (const [f, args] of [["hc_id_i32", ["42"]], ["hc_id_bool", [0]], ["hc_id_f64", ["1e3"]], ["hc_id_i32", []]]) {
  const want = throws(() => DB[f](...args), TypeError, "Invalid FFI");
  const got = throws(() => DN[f](...args), TypeError, "Invalid FFI");
  eq(got.message, want.message, `Deno ${f}(${args})`);
}
"#,
        );
        finish(e);
    }
}

/// Under `Deno.dlopen` an argument the fast lane refuses is converted as Deno's `ext/ffi`
/// converts it (`Mode::DenoFfi`): small integers keep their low bits, 64-bit ones truncate
/// and saturate, everything else is Deno's `TypeError`; blocking (thunk and native entry on
/// the JIT, the generic path otherwise), `nonblocking`, `UnsafeFnPointer` and a struct symbol
/// agree; `hostcall.dlopen` keeps its strict errors. On the old code `hc_id_u8(256)` under
/// `Deno.dlopen` was a RangeError.
#[test]
fn deno_converts_what_the_lane_refuses_as_deno_does() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const U = "expected unsigned integer", I = "expected integer";
const ok = [
  ["hc_id_u8", 256, 0], ["hc_id_u8", 257, 1], ["hc_id_u8", 2 ** 32 - 1, 255], ["hc_id_u8", 255, 255],
  ["hc_id_u8", 300.0 * 1, 44], ["hc_id_i8", 255, -1], ["hc_id_i8", 128, -128],
  ["hc_id_i8", -(2 ** 31), 0], ["hc_id_u16", 65536 + 5, 5], ["hc_id_i16", 40000, -25536],
  ["hc_id_u32", 2 ** 32 - 1, 2 ** 32 - 1], ["hc_id_i32", -(2 ** 31), -(2 ** 31)],
  ["hc_id_i64", 1.5, 1n], ["hc_id_i64", -1.9, -1n], ["hc_id_i64", NaN, 0n],
  ["hc_id_i64", 1e300, 2n ** 63n - 1n], ["hc_id_i64", -Infinity, -(2n ** 63n)],
  ["hc_id_u64", -1, 2n ** 64n - 1n], ["hc_id_u64", 2.5, 2n], ["hc_id_u64", 1e300, 2n ** 63n - 1n],
  ["hc_id_usize", -2, 2n ** 64n - 2n], ["hc_id_isize", 2 ** 60 + 0.5, 2n ** 60n],
  ["hc_id_i64", 7n, 7n], ["hc_id_u64", 2n ** 64n - 1n, 2n ** 64n - 1n],
];
const bad = [
  ["hc_id_u8", [2 ** 32], `Invalid FFI u8 type, ${U}`], ["hc_id_u8", [-1], `Invalid FFI u8 type, ${U}`],
  ["hc_id_u8", [1.5], `Invalid FFI u8 type, ${U}`], ["hc_id_u8", ["1"], `Invalid FFI u8 type, ${U}`],
  ["hc_id_u8", [], `Invalid FFI u8 type, ${U}`], ["hc_id_i8", [2 ** 31], `Invalid FFI i8 type, ${I}`],
  ["hc_id_u16", [NaN], `Invalid FFI u16 type, ${U}`], ["hc_id_i16", [Infinity], `Invalid FFI i16 type, ${I}`],
  ["hc_id_u32", [2 ** 32], `Invalid FFI u32 type, ${U}`], ["hc_id_i32", [2 ** 31], `Invalid FFI i32 type, ${I}`],
  ["hc_id_i32", [1n], `Invalid FFI i32 type, ${I}`], ["hc_id_i64", ["1"], `Invalid FFI i64 type, ${I}`],
  ["hc_id_u64", [null], `Invalid FFI u64 type, ${U}`], ["hc_id_isize", [], `Invalid FFI isize type, ${I}`],
  ["hc_id_usize", [true], `Invalid FFI usize type, ${U}`], ["hc_id_f32", ["1"], "Invalid FFI f32 type, expected number"],
  ["hc_id_f64", [1n], "Invalid FFI f64 type, expected number"], ["hc_id_bool", [1], "Invalid FFI u8 type, expected boolean"],
  ["hc_buf_crc", [[1, 2], 2], "Invalid FFI buffer type, expected null, ArrayBuffer, or ArrayBufferView"],
  ["hc_ptr_identity", ["x"], "Invalid FFI pointer type, expected null, or External"],
];
for (let round = 0; round < 3; round++) {
  for (const [f, arg, want] of ok) {
    eq(DB[f](arg), want, `Deno ${f}(${arg})`);
    eq(await DN[f](arg), want, `Deno nonblocking ${f}(${arg})`);
  }
  for (const [f, args, text] of bad) {
    const e1 = throws(() => DB[f](...args), TypeError, text);
    eq(e1.message, text, `Deno ${f}(${args}): Deno's whole message`);
    const e2 = throws(() => DN[f](...args), TypeError, text);
    eq(e2.message, text, `Deno nonblocking ${f}(${args})`);
  }
}
// The lane's answers stand: in range, -0 (which Deno itself refuses) passes as 0.
eq(DB.hc_id_u8(7), 7, "in range");
eq(DB.hc_id_i32(-0), 0, "-0");
// No script runs during conversion.
let called = 0;
throws(() => DB.hc_id_u8({ valueOf() { called++; return 1; } }), TypeError, `Invalid FFI u8 type, ${U}`);
eq(called, 0, "valueOf");
// UnsafeFnPointer and a struct symbol under Deno's rules.
const add = new Deno.UnsafeFnPointer(B.hc_fn_add_i32(), { parameters: ["i32", "i32"], result: "i32" });
eq(add.call(3, 4), 7, "fn pointer");
throws(() => add.call(2 ** 31, 0), TypeError, `Invalid FFI i32 type, ${I}`);
const made = DB.hc_st_f64u8_make(1.5, 257);
eq(made[8], 1, "struct symbol wraps its u8");
throws(() => DB.hc_st_f64u8_make(1.5, -1), TypeError, `Invalid FFI u8 type, ${U}`);
// hostcall.dlopen keeps hostcall's strict rules.
throws(() => B.hc_id_u8(256), RangeError, "argument 1");
throws(() => B.hc_id_i64(1.5), RangeError, "argument 1");
"#,
        );
        finish(e);
    }
}

#[test]
fn the_script_keeps_running_while_a_call_is_in_flight() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const gate = B.hc_gate_new();
let steps = 0, settled = false;
const p = N.hc_gate_wait(gate, 7).then((v) => { settled = true; return v; });
// A promise chain advances while the call waits at the gate; only its last step opens it.
for (let i = 0; i < 100; i++) { await null; eq(settled, false, "still in flight"); steps++; }
B.hc_gate_open(gate);
eq(await p, 7, "result");
eq(steps, 100, "steps");
B.hc_gate_free(gate);
"#,
        );
        finish(e);
    }
}

#[test]
fn many_concurrent_calls_each_get_their_own_result() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
// More calls than worker threads wait at one gate: the rest queue, none is lost.
const gate = B.hc_gate_new();
const waiting = [];
for (let i = 0; i < 200; i++) waiting.push(N.hc_gate_wait(gate, i));
const fast = [];
for (let i = 0; i < 50; i++) fast.push(N.hc_id_i32(1 - i));
await null;
B.hc_gate_open(gate);
const got = await Promise.all(waiting);
for (let i = 0; i < 200; i++) eq(got[i], i, `call ${i}`);
const f = await Promise.all(fast);
for (let i = 0; i < 50; i++) eq(f[i], 1 - i, `fast ${i}`);
B.hc_gate_free(gate);
"#,
        );
        finish(e);
    }
}

#[test]
fn buffers_are_copied_in_and_back() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
// What the worker writes is in the script's buffer once the Promise settles.
const buf = new Uint8Array(64).fill(2);
eq(await N.hc_gate_fill(null, buf, 64, 9), 128, "the worker read the bytes");
eq(buf.every((b) => b === 9), true, "written back");
// A view: only its bytes.
const whole = new Uint8Array(32).fill(1);
eq(await N.hc_gate_fill(null, whole.subarray(8, 16), 8, 5), 8, "view read");
eq(whole.join(""), "1".repeat(8) + "5".repeat(8) + "1".repeat(16), "view written back");
// An ArrayBuffer, and Deno's spelling.
const ab = new ArrayBuffer(4);
eq(await DN.hc_gate_fill(null, ab, 4, 3), 0n, "Deno: u64 result is a BigInt");
eq(new Uint8Array(ab).join(), "3,3,3,3", "ArrayBuffer written back");
// The same buffer twice in one call: both copies are written back, in order.
const twice = new Uint8Array(4);
const both = await Promise.all([N.hc_gate_fill(null, twice, 4, 1), N.hc_gate_fill(null, twice, 4, 2)]);
eq(both.join(), "0,0", "each call read its own copy");
eq(["1,1,1,1", "2,2,2,2"].includes(twice.join()), true, "one call's copy, whole");
"#,
        );
        finish(e);
    }
}

#[test]
fn detach_transfer_resize_and_writes_during_a_call() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const gate = B.hc_gate_new();
// Transferred during the call: the worker wrote its copy; the detached buffer gets nothing,
// the new owner keeps the bytes it had.
const a = new ArrayBuffer(16);
new Uint8Array(a).fill(1);
const pa = N.hc_gate_fill(gate, a, 16, 9);
const moved = a.transfer();
eq(a.byteLength, 0, "detached");
// Written during the call: overwritten by the copy back.
const b = new Uint8Array(8);
const pb = N.hc_gate_fill(gate, b, 8, 4);
b[0] = 77;
// Resized during the call: a different length gets nothing back.
const r = new ArrayBuffer(8, { maxByteLength: 16 });
const pr = N.hc_gate_fill(gate, r, 8, 6);
r.resize(12);
// A view whose buffer is transferred: nothing back either.
const v = new Uint16Array(4);
const pv = N.hc_gate_fill(gate, v, 8, 1);
const vMoved = v.buffer.transfer();
B.hc_gate_open(gate);
eq(await pa, 16, "read the bytes as they were at the call");
eq(new Uint8Array(moved).join(), "1,".repeat(15) + "1", "new owner untouched");
eq(await pb, 0, "b read");
eq(b.join(), "4,4,4,4,4,4,4,4", "script's write overwritten");
eq(await pr, 0, "r read");
eq(new Uint8Array(r).join(), "0,".repeat(11) + "0", "resized buffer untouched");
eq(await pv, 0, "v read");
eq(v.length, 0, "view detached");
eq(new Uint8Array(vMoved).join(), "0,".repeat(7) + "0", "view's new owner untouched");
B.hc_gate_free(gate);
"#,
        );
        finish(e);
    }
}

/// A copy of the test library under a name only this test loads, so its mapping shows
/// whether it is loaded.
fn private_testlib(tag: &str) -> String {
    let dst = std::env::temp_dir().join(format!(
        "hc_nonblocking_{tag}_{}{}",
        std::process::id(),
        std::env::consts::DLL_SUFFIX
    ));
    std::fs::copy(testlib(), &dst).unwrap();
    dst.display().to_string()
}

fn mapped(path: &str) -> bool {
    std::fs::read_to_string("/proc/self/maps")
        .unwrap()
        .contains(path)
}

/// Evaluates `src` without running the engine's loop (calls it starts stay in flight).
#[track_caller]
fn start(engine: &Engine, src: &str) {
    engine.with(|ctx| {
        ctx.eval::<(), _>(src)
            .unwrap_or_else(|e| panic!("{e}: {:?}", ctx.catch()))
    });
}

#[test]
fn close_with_calls_in_flight_unloads_after_the_last_returns() {
    for backend in backends() {
        let path = private_testlib(&format!("close_{backend:?}"));
        let e = engine(backend);
        start(
            &e,
            &format!(
                r#"
globalThis.gate = B.hc_gate_new();
globalThis.P = hostcall.dlopen({path:?}, nonblocking({{
  hc_gate_wait: SYMBOLS.hc_gate_wait,
  hc_gate_fill: SYMBOLS.hc_gate_fill,
}}));
globalThis.results = [];
globalThis.buf = new Uint8Array(8).fill(1);
P.symbols.hc_gate_wait(gate, 5).then((v) => results.push(v));
P.symbols.hc_gate_fill(gate, buf, 8, 3).then((v) => results.push(v));
P.close();
throws(() => P.symbols.hc_gate_wait(gate, 6), Error, "closed");
"#
            ),
        );
        assert_eq!(e.calls_in_flight(), 2);
        assert!(
            mapped(&path),
            "closed, but calls are in flight: still loaded"
        );
        // The loop waits for both calls, which settle once the gate opens.
        run(&e, "B.hc_gate_open(gate);");
        assert_eq!(e.calls_in_flight(), 0);
        assert!(!mapped(&path), "the last call returned: unloaded");
        run(
            &e,
            r#"
eq(results.slice().sort().join(), "5,8", "both settled");
eq(buf.join(), "3,3,3,3,3,3,3,3", "written back after close");
B.hc_gate_free(gate);
"#,
        );
        std::fs::remove_file(&path).ok();
        finish(e);
    }
}

#[test]
fn the_engine_end_with_calls_in_flight_releases_everything() {
    for backend in backends() {
        let path = private_testlib(&format!("end_{backend:?}"));
        let e = engine(backend);
        start(
            &e,
            &format!(
                r#"
globalThis.gate = B.hc_gate_new();
const P = hostcall.dlopen({path:?}, nonblocking({{
  hc_gate_wait: SYMBOLS.hc_gate_wait,
  hc_gate_fill: SYMBOLS.hc_gate_fill,
  hc_str_skip: SYMBOLS.hc_str_skip,
  hc_cb_i32: SYMBOLS.hc_cb_i32,
}}));
P.symbols.hc_gate_wait(gate, 5).then(() => {{ throw new Error("never settles"); }});
P.symbols.hc_gate_fill(gate, new Uint8Array(1 << 16), 1 << 16, 3);
P.symbols.hc_gate_fill(gate, new ArrayBuffer(8), 8, 3);
P.symbols.hc_gate_wait(gate, 6);
// A worker that calls a thread-safe callback waits for the engine's loop, which never runs
// it: the engine's end releases the worker (the callback gets 0).
const cb = CB.threadSafe({{ parameters: ["i32"], result: "i32" }}, (x) => x);
P.symbols.hc_cb_i32(cb, 1);
"#
            ),
        );
        let gate: f64 = e.with(|ctx| ctx.eval("gate").unwrap());
        let gate = gate as usize as *mut hostcall_testlib::Gate;
        assert_eq!(e.calls_in_flight(), 5);
        // The four gate calls are on their workers, waiting.
        // SAFETY: a live gate of the test library (freed below, once no worker uses it).
        while unsafe { hostcall_testlib::hc_gate_users(gate) } < 4 {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        // The engine ends while the calls wait: its script values are released (the
        // allocation count proves it), the library stays loaded under the workers.
        let r = e.finish();
        assert!(r.is_clean(), "{r:?}");
        assert!(mapped(&path));
        // SAFETY: as above.
        unsafe { hostcall_testlib::hc_gate_open(gate) };
        // The workers finish alone and drop what they own. The library was never closed
        // (and its code ran on threads the engine did not wait for): it stays loaded.
        let mut tries = 0;
        // SAFETY: as above.
        while unsafe { hostcall_testlib::hc_gate_users(gate) } > 0 {
            tries += 1;
            assert!(tries < 20_000, "the workers did not return");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(mapped(&path), "left open by the script: kept loaded");
        // SAFETY: every worker that waited at the gate returned from it; nothing uses it.
        unsafe { hostcall_testlib::hc_gate_free(gate) };
        std::fs::remove_file(&path).ok();
    }
}

#[test]
fn callbacks_run_on_the_worker_when_thread_safe_or_denos() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const twice = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => x * 2);
eq(await N.hc_cb_i32(twice, 21), 42, "thread-safe: queued to the engine and answered");
eq(await DN.hc_cb_i32(twice, 5), 10, "Deno");
twice.close();
// Deno's rule: any Deno.UnsafeCallback called from the worker is queued and answered.
const dplain = new CB({ parameters: ["i32"], result: "i32" }, (x) => x * 2);
eq(await N.hc_cb_i32(dplain, 21), 42, "Deno's, not thread-safe: queued and answered");
dplain.close();
// hostcall's rule: only thread-safe callbacks may be called from another thread.
const plain = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, (x) => x * 2);
eq(await N.hc_cb_i32(plain, 21), 0, "hostcall's, not thread-safe: refused on the worker");
eq(B.hc_cb_i32(plain, 21), 42, "the blocking call runs it");
plain.close();
throws(() => N.hc_cb_i32(plain, 1), TypeError, "closed");
// A callback that closes the library of the very call that runs it (from the worker,
// queued to the loop): the call completes, later calls throw.
const own = hostcall.dlopen(LIB, nonblocking({ hc_cb_i32: SYMBOLS.hc_cb_i32 }));
const closer = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => { own.close(); return x + 1; });
eq(await own.symbols.hc_cb_i32(closer, 1), 2, "closed from inside its own call");
throws(() => own.symbols.hc_cb_i32(closer, 1), Error, "closed");
closer.close();
"#,
        );
        let c = e.callback_counts();
        assert_eq!(c.queued, 4, "{c:?}");
        assert!(c.refused >= 1, "{c:?}");
        finish(e);
    }
}

#[test]
fn structs_by_value() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
eq(await N.hc_st_pair_i32_sum(pairI32(2, 3)), 5, "sum");
eq(await DN.hc_st_pair_i32_sum(pairI32(2, 3)), 5n, "Deno sum");
const arg = pairI32(-7, 9);
const swapped = N.hc_st_pair_i32_swap(arg);
arg.fill(0); // the struct was copied at the call
const s = await swapped;
eq(s instanceof Uint8Array, true, "a Uint8Array");
eq(s.join(), pairI32(9, -7).join(), "swapped");
// A `then` getter on the result's prototype runs when the Promise resolves, harmlessly.
let seen = 0;
Object.defineProperty(Uint8Array.prototype, "then", { get() { seen++; nLib.close(); return undefined; }, configurable: true });
const t = await N.hc_st_pair_i32_swap(pairI32(1, 2));
delete Uint8Array.prototype.then;
eq(seen > 0, true, "getter ran");
eq(t.join(), pairI32(2, 1).join(), "result intact");
throws(() => N.hc_id_i32(1), Error, "closed");
"#,
        );
        finish(e);
    }
}

#[test]
fn unsafe_fn_pointers_can_be_nonblocking() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const ptr = B.hc_fn_add_i32();
for (const NS of [hostcall, Deno]) {
  const f = new NS.UnsafeFnPointer(ptr, { parameters: ["i32", "i32"], result: "i32", nonblocking: true });
  const p = f.call(2, 3);
  eq(p instanceof Promise, true, "a Promise");
  eq(await p, 5, "result");
  // Deno refuses an i32 outside its range with its TypeError; hostcall's own namespace says RangeError.
  throws(() => f.call(2 ** 31, 1), NS === Deno ? TypeError : RangeError, NS === Deno ? "Invalid FFI i32 type, expected integer" : "argument 1");
  const wide = new NS.UnsafeFnPointer(ptr, { parameters: ["i32", "i32"], result: "i32", nonblocking: false });
  eq(wide.call(2, 3), 5, "nonblocking: false is a blocking call");
  throws(() => new NS.UnsafeFnPointer(ptr, { parameters: ["i32", "i32"], result: "i32", nonblocking: 1 }), TypeError, "`nonblocking` must be a boolean");
}
"#,
        );
        finish(e);
    }
}

#[test]
fn a_thousand_calls_leave_nothing_behind() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const ps = [];
for (let i = 0; i < 1000; i++) {
  switch (i % 4) {
    case 0: ps.push(N.hc_gate_fill(null, new Uint8Array(64).fill(1), 64, i & 255).then((v) => eq(v, 64, "fill"))); break;
    case 1: ps.push(N.hc_str_skip("x".repeat(i) + "\u00e9", i).then((v) => eq(v, "\u00e9", "skip"))); break;
    case 2: ps.push(N.hc_st_pair_i32_sum(pairI32(i, 1)).then((v) => eq(v, i + 1, "struct"))); break;
    default: ps.push(DN.hc_id_u64(BigInt(i)).then((v) => eq(v, BigInt(i), "u64")));
  }
}
await Promise.all(ps);
"#,
        );
        e.run_gc();
        finish(e);
    }
}

#[test]
fn blocking_siblings_still_take_their_backend() {
    for backend in backends() {
        let e = engine(backend);
        let before = e.counts();
        run_async(
            &e,
            r#"
for (let i = 0; i < 20; i++) eq(B.hc_id_i32(i), i, "blocking");
for (let i = 0; i < 20; i++) eq(await N.hc_id_i32(i), i, "nonblocking");
"#,
        );
        let after = e.counts();
        let thunk = after.thunk - before.thunk;
        let generic = after.generic - before.generic;
        match backend {
            // Eager tiering: every blocking call took its thunk; the nonblocking calls go
            // through libffi on the workers, outside the dispatcher.
            Backend::Jit => assert!(thunk >= 20 && generic == 0, "{before:?} {after:?}"),
            Backend::Generic => assert!(thunk == 0 && generic >= 20, "{before:?} {after:?}"),
        }
        assert!(
            thunk + generic < 40,
            "nonblocking calls are not dispatcher calls"
        );
        finish(e);
    }
}

/// A `nonblocking` struct symbol's `function` parameter takes an `UnsafeCallback`, as every
/// `nonblocking` symbol's does (the callback is queued from the worker to the engine and
/// answered); before struct symbols shared the one path it took pointers only.
#[test]
fn struct_symbols_take_callbacks_on_the_worker() {
    for backend in backends() {
        let e = engine(backend);
        run_async(
            &e,
            r#"
const Pair = { struct: ["i32", "i32"] };
const apply = { parameters: [Pair, "function"], result: "i64", nonblocking: true };
const h = hostcall.dlopen(LIB, { hc_st_pair_apply: apply });
const d = Deno.dlopen(LIB, { hc_st_pair_apply: apply });
const twice = CB.threadSafe({ parameters: ["i32"], result: "i32" }, (x) => x * 2);
try {
  eq(await h.symbols.hc_st_pair_apply(pairI32(3, 4), twice), 14, "hostcall.dlopen, a callback");
  eq(await d.symbols.hc_st_pair_apply(pairI32(3, 4), twice), 14n, "Deno.dlopen, a callback");
  eq(await h.symbols.hc_st_pair_apply(pairI32(3, 4), null), 7, "null");
} finally {
  // A thread-safe callback keeps the loop alive until it is closed.
  twice.close();
}
throws(() => h.symbols.hc_st_pair_apply(pairI32(3, 4), twice), TypeError, "closed");
h.close();
d.close();
"#,
        );
        finish(e);
    }
}
