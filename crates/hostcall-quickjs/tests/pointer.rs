//! Issue 13: pointers (`UnsafePointer`, `UnsafePointerView`, `UnsafeFnPointer`), Deno's rules
//! through `Deno.dlopen` beside hostcall's through `hostcall.dlopen`, more than 16
//! parameters, `buffer` results, `TextEncoder`/`TextDecoder`; on every backend and entry.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::testlib;

/// Every library allowed.
fn all() -> FfiPermission {
    // SAFETY: the tests' scripts are trusted with every library.
    unsafe { FfiPermission::all() }
}

fn engine_with(
    backend: Backend,
    native_entries: bool,
    tier: TierPolicy,
    ffi: FfiPermission,
) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        ffi,
        native_entries,
        tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// Every path a call can take: the generic backend; the JIT's thunks through the uniform
/// entry; the JIT's native entries; and the JIT tiered (generic first, then a thunk).
fn configs() -> Vec<(Backend, bool, TierPolicy)> {
    let mut v = vec![(Backend::Generic, true, TierPolicy::Eager)];
    if hostcall_testkit::jit_runs() {
        v.push((Backend::Jit, false, TierPolicy::Eager));
        v.push((Backend::Jit, true, TierPolicy::Eager));
        v.push((Backend::Jit, true, TierPolicy::default()));
    }
    v
}

fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "pointer_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

fn finish(engine: Engine) {
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
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

#[test]
fn deno_dlopen_applies_denos_rules_and_hostcall_dlopen_keeps_its_own() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const desc = {{
  hc_id_i64: {{ parameters: ["i64"], result: "i64" }},
  hc_id_u64: {{ parameters: ["u64"], result: "u64" }},
  hc_id_isize: {{ parameters: ["isize"], result: "isize" }},
  hc_id_usize: {{ parameters: ["usize"], result: "usize" }},
  hc_id_i32: {{ parameters: ["i32"], result: "i32" }},
  hc_buf_is_null: {{ parameters: ["buffer"], result: "bool" }},
  hc_i32_array: {{ parameters: [], result: "buffer" }},
  hc_id_u8: {{ parameters: ["u8"], result: "u8" }},
}};
const d = Deno.dlopen({lib:?}, desc).symbols;
const h = hostcall.dlopen({lib:?}, desc).symbols;
// Many calls, so a tiered symbol runs on the generic path, then on its thunk.
for (let i = 0; i < 3000; i++) {{
  eq(d.hc_id_i64(i), BigInt(i), "Deno i64");
  eq(h.hc_id_i64(i), i, "hostcall i64");
  eq(d.hc_id_u64(-0), 0n, "Deno u64 -0");
  eq(d.hc_buf_is_null(new Uint8Array(0)), true, "Deno empty");
  eq(h.hc_buf_is_null(new Uint8Array(0)), false, "hostcall empty");
}}
eq(d.hc_id_i64(-5), -5n, "Deno i64 negative");
eq(d.hc_id_i64(2 ** 31), 2n ** 31n, "Deno i64 2^31 (a float64 result)");
eq(d.hc_id_i64(2n ** 62n), 2n ** 62n, "Deno i64 big");
eq(d.hc_id_u64(2n ** 64n - 1n), 2n ** 64n - 1n, "Deno u64 max");
eq(d.hc_id_isize(7), 7n, "Deno isize");
eq(d.hc_id_usize(2 ** 53), 2n ** 53n, "Deno usize 2^53");
eq(h.hc_id_usize(2 ** 53), 2 ** 53, "hostcall usize 2^53");
eq(d.hc_id_i32(7), 7, "Deno i32 stays a number");
// A buffer without memory behind it passes null through Deno.dlopen, a real address
// otherwise (an empty view of a buffer with bytes has one, as in Deno).
eq(d.hc_buf_is_null(new ArrayBuffer(0)), true, "Deno empty ArrayBuffer");
eq(d.hc_buf_is_null(new Uint8Array(4).subarray(4)), false, "Deno empty subarray of a buffer with bytes");
eq(d.hc_buf_is_null(new Uint8Array(new ArrayBuffer(0))), true, "Deno view of an empty buffer");
eq(d.hc_buf_is_null(new Float64Array(1)), false, "Deno non-empty");
eq(d.hc_buf_is_null(null), true, "Deno null");
eq(h.hc_buf_is_null(new ArrayBuffer(0)), false, "hostcall empty ArrayBuffer");
// A detached buffer is refused through both (Deno would pass null).
const detached = new ArrayBuffer(8);
detached.transfer();
throws(() => d.hc_buf_is_null(detached), TypeError, "Invalid FFI buffer type, expected null, ArrayBuffer, or ArrayBufferView");
throws(() => h.hc_buf_is_null(detached), TypeError, "expected an ArrayBuffer");
// `buffer` results are pointers: pointer objects through Deno.dlopen, numbers through ours.
eq(typeof d.hc_i32_array(), "object", "Deno buffer result");
eq(typeof h.hc_i32_array(), "number", "hostcall buffer result");
eq(Deno.UnsafePointer.value(d.hc_i32_array()), BigInt(h.hc_i32_array()), "same pointer");
// Deno's own conversions where the lane refuses: Deno wraps 256 to 0; hostcall.dlopen stays strict.
eq(d.hc_id_u8(256), 0, "Deno wraps a u8");
throws(() => h.hc_id_u8(256), RangeError, "out of range for u8");
throws(() => d.hc_buf_is_null("x"), TypeError, "");
"#
            ),
        );
        finish(e);
    }
}

/// Deno's rule for empty buffers, in the cases Deno's own FFI test checks: null only for a
/// buffer without a backing store (`new Uint8Array(0)`), through `buffer` parameters (blocking
/// and `nonblocking`) and `UnsafePointer.of`; an empty view of a buffer with bytes, and an
/// empty buffer over outside memory (`getArrayBuffer(p, 0)`), have addresses. Such an empty
/// outside buffer counts only while it is alive and attached (two at one address are counted
/// apart). Deno's `UnsafePointer.of` takes a `SharedArrayBuffer`; `UnsafePointer.value` is a
/// BigInt and `offset(null, n)` a `TypeError` under Deno's rules; hostcall's keep numbers,
/// arithmetic from null and refuse shared buffers.
#[test]
fn empty_buffers_and_pointer_values_follow_deno() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
globalThis.status = "pending";
(async () => {{
const desc = {{
  isnull: {{ name: "hc_buf_is_null", parameters: ["buffer"], result: "bool" }},
  isnull_nb: {{ name: "hc_buf_is_null", parameters: ["buffer"], result: "bool", nonblocking: true }},
  ptr_isnull: {{ name: "hc_ptr_is_null", parameters: ["pointer"], result: "bool" }},
  static_ptr: {{ name: "hc_static_ptr", parameters: [], result: "pointer" }},
}};
const d = Deno.dlopen({lib:?}, desc).symbols;
const h = hostcall.dlopen({lib:?}, desc).symbols;
const P = Deno.UnsafePointer;
const into = new Uint8Array(6);
const empty = new Uint8Array(0);
const emptySlice = into.subarray(6);
const p0 = d.static_ptr();
const externalZero = new Uint8Array(Deno.UnsafePointerView.getArrayBuffer(p0, 0));
const externalOne = new Uint8Array(Deno.UnsafePointerView.getArrayBuffer(p0, 1));
for (let i = 0; i < 1200; i++) {{
  eq(d.isnull(empty), true, "empty");
  eq(d.isnull(new Uint8Array()), true, "new Uint8Array()");
  eq(d.isnull(emptySlice), false, "empty slice");
  eq(d.isnull(externalZero), false, "external zero");
  eq(d.isnull(externalOne), false, "external one");
  eq(h.isnull(empty), false, "hostcall empty");
}}
eq(await d.isnull_nb(empty), true, "nonblocking empty");
eq(await d.isnull_nb(emptySlice), false, "nonblocking empty slice");
eq(P.of(empty), null, "of(empty)");
eq(d.ptr_isnull(P.of(empty)), true, "of(empty) is null");
eq(P.value(P.of(emptySlice)), P.value(P.of(into)) + 6n, "of(empty slice) is one past the end");
eq(P.value(P.of(externalZero)), P.value(p0), "of(external zero) is its address");
eq(hostcall.UnsafePointer.of(emptySlice) === null, false, "hostcall of(empty slice)");
// Deno's of takes a SharedArrayBuffer and views over one; hostcall's refuses them.
const sab = new SharedArrayBuffer(8);
eq(P.value(P.of(sab)) > 0n, true, "of(SharedArrayBuffer)");
eq(P.value(P.of(new Int32Array(sab, 4))), P.value(P.of(sab)) + 4n, "of(a view of a SharedArrayBuffer)");
eq(P.of(new SharedArrayBuffer(0)), null, "of(an empty SharedArrayBuffer)");
throws(() => hostcall.UnsafePointer.of(sab), TypeError, "not shared");
// An empty outside buffer stops counting once detached; another at the same address still counts.
const e1 = Deno.UnsafePointerView.getArrayBuffer(p0, 0);
const e2 = Deno.UnsafePointerView.getArrayBuffer(p0, 0);
const moved = e1.transfer();
eq(d.isnull(new Uint8Array(moved)), true, "transferred: a plain empty buffer");
throws(() => d.isnull(e1), TypeError, "Invalid FFI buffer type");
eq(d.isnull(new Uint8Array(e2)), false, "the other one still counts");
// Growing it is refused (QuickJS reports its realloc function's refusal as out of memory).
throws(() => e2.transfer(4), Error, "");
eq(d.isnull(e2), false, "still attached after a refused transfer");
// Pointer values: BigInts under Deno's rules, numbers under hostcall's.
eq(P.value(null), 0n, "value(null)");
eq(P.value(P.create(1)), 1n, "value(1)");
eq(hostcall.UnsafePointer.value(null), 0, "hostcall value(null)");
eq(hostcall.UnsafePointer.value(1), 1, "hostcall value(1)");
throws(() => P.offset(null, 5), TypeError, "the pointer is null");
eq(hostcall.UnsafePointer.offset(null, 5), 5, "hostcall offset(null, 5)");
eq(P.value(P.offset(P.create(1), 5)), 6n, "offset");
eq(P.offset(P.offset(P.create(1), 5), -6), null, "offset to 0 is null");
}})().then(() => {{ status = "ok"; }}, (e) => {{ status = `${{e}}\n${{e && e.stack}}`; }});
"#
            ),
        );
        let status: String = e.with(|ctx| ctx.eval("status").unwrap());
        assert_eq!(status, "ok");
        finish(e);
    }
}

#[test]
fn more_than_sixteen_parameters_on_every_backend() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const l = Deno.dlopen({lib:?}, {{
  hc_sum19: {{ parameters: ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64",
                            "i32", "f64", "i32", "f64", "i32", "f64", "isize", "usize", "f64"],
              result: "f64" }},
  hc_sum32: {{ parameters: Array(32).fill("i64"), result: "i64" }},
}}).symbols;
const args19 = [-1, 2, -3, 4, -5, 6, -7, 8, 0.5, 10, -11, 12, -13, 14, -15, 16, -17, 18, 19.25];
const want19 = args19.reduce((s, x, i) => s + (i + 1) * x, 0);
const args32 = Array.from({{ length: 32 }}, (_, i) => (i % 2 ? -1 : 1) * (i + 1));
const want32 = args32.reduce((s, x, i) => s + BigInt((i + 1) * x), 0n);
for (let i = 0; i < 2000; i++) {{
  eq(l.hc_sum19(...args19), want19, "19 parameters");
  eq(l.hc_sum32(...args32), want32, "32 parameters");
}}
// Deno reads a missing argument as `undefined` and refuses it by the parameter's type.
throws(() => l.hc_sum19(...args19.slice(0, 18)), TypeError, "Invalid FFI f64 type, expected number");
throws(() => Deno.dlopen({lib:?}, {{ hc_sum32: {{ parameters: Array(33).fill("i64"), result: "i64" }} }}),
  TypeError, "33");
"#
            ),
        );
        finish(e);
    }
}

#[test]
fn pointer_views_read_memory_with_every_check() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
for (const ns of [Deno, hostcall]) {{
const {{ UnsafePointer, UnsafePointerView }} = ns;
// A pointer as hostcall's value (a number, a BigInt past 2^53, null): Deno's are objects.
const addr = (p) => {{
  if (p === null || typeof p !== "object") return p;
  const v = Deno.UnsafePointer.value(p);
  return v <= 2n ** 53n ? Number(v) : v;
}};
if (ns === Deno) {{
  const o = UnsafePointer.create(4096);
  eq(typeof o, "object", "Deno: a pointer object");
  eq(Object.keys(o).length, 0, "Deno: no own keys");
  eq(o === UnsafePointer.create(4096), false, "Deno: a new object each time");
  eq(UnsafePointer.equals(o, UnsafePointer.create(4096)), true, "Deno: equal addresses");
}}
const l = ns.dlopen({lib:?}, {{
  hc_view_bytes: {{ parameters: [], result: "pointer" }},
  hc_i32_array: {{ parameters: [], result: "pointer" }},
  hc_i32_array_len: {{ parameters: [], result: "usize" }},
}}).symbols;
const p = l.hc_view_bytes();
const v = new UnsafePointerView(p);
eq(v.pointer, p, "pointer property");
eq(v.getBool(), true, "bool");
eq(v.getBool(1), true, "bool (non-zero byte)");
eq(v.getInt8(1), -2, "i8");
eq(v.getUint8(2), 250, "u8");
eq(v.getInt16(4), -300, "i16");
eq(v.getUint16(6), 65000, "u16");
eq(v.getInt32(8), -70000, "i32");
eq(v.getUint32(12), 4000000000, "u32");
eq(v.getBigInt64(16), -(2n ** 60n), "i64");
eq(v.getBigUint64(24), 2n ** 64n - 2n, "u64");
eq(v.getFloat32(32), 1.5, "f32");
eq(v.getFloat32(36), Math.fround(0.1), "f32 exact");
eq(v.getFloat64(40), -2.25, "f64");
eq(v.getInt16(5), new DataView(v.getArrayBuffer(8)).getInt16(5, true), "unaligned read");
const s = v.getPointer(48);
eq(UnsafePointer.equals(s, UnsafePointer.offset(p, 56)), true, "getPointer");
eq(v.getCString(56), "h\u00e9llo", "getCString");
eq(new UnsafePointerView(s).getCString(), "h\u00e9llo", "getCString at 0");
eq(UnsafePointerView.getCString(p, 57), "\u00e9llo", "static getCString");
// Bytes 0xff 0xfe: hostcall's rule is the `cstring` result's (a TypeError), Deno's is U+FFFD.
if (ns === Deno) {{
  eq(v.getCString(63), "\ufffd\ufffd", "Deno: invalid UTF-8 as U+FFFD");
  eq(UnsafePointerView.getCString(p, 63), "\ufffd\ufffd", "Deno: static, U+FFFD");
}} else {{
  throws(() => v.getCString(63), TypeError, "not valid UTF-8");
  throws(() => UnsafePointerView.getCString(p, 63), TypeError, "not valid UTF-8");
}}
// getArrayBuffer wraps the memory (no copy): a write through it is seen by the view.
const ab = UnsafePointerView.getArrayBuffer(p, 8, 64);
eq(ab.byteLength, 8, "getArrayBuffer length");
new Uint8Array(ab)[7] = 0x42;
eq(v.getUint8(71), 0x42, "getArrayBuffer wraps");
eq(v.getArrayBuffer(0).byteLength, 0, "empty getArrayBuffer");
// copyInto copies destination.byteLength bytes.
const dst = new Uint8Array(4);
v.copyInto(dst, 1);
eq(dst.join(), "254,250,0,212", "copyInto");
const dst2 = new Int32Array(2);
UnsafePointerView.copyInto(l.hc_i32_array(), dst2, 4);
eq(dst2.join(), "2,-3", "static copyInto");
v.copyInto(new Uint8Array(0));
// Walking a C array.
const a = new UnsafePointerView(l.hc_i32_array());
let sum = 0;
for (let i = 0; i < l.hc_i32_array_len(); i++) sum += a.getInt32(i * 4);
eq(sum, 8, "walk");
// Checks.
throws(() => new UnsafePointerView(null), TypeError, "null");
throws(() => new UnsafePointerView(0), TypeError, "null");
throws(() => new UnsafePointerView("1"), TypeError, "expected a pointer");
throws(() => new UnsafePointerView(-8), RangeError, "not a pointer");
throws(() => new UnsafePointerView(1.5), RangeError, "not a pointer");
throws(() => UnsafePointerView.getCString(null), TypeError, "null");
throws(() => UnsafePointerView.getCString(16), RangeError, "first page");
throws(() => v.getInt8(-1), RangeError, "offset");
throws(() => v.getInt8(0.5), RangeError, "offset");
throws(() => v.getInt8(NaN), RangeError, "offset");
throws(() => v.getInt8("1"), TypeError, "offset must be a number");
throws(() => v.getInt8({{ valueOf() {{ throw new Error("ran"); }} }}), TypeError, "offset must be a number");
throws(() => v.getArrayBuffer(), TypeError, "byte length is required");
throws(() => v.getArrayBuffer(-1), RangeError, "byte length");
throws(() => v.getArrayBuffer(2 ** 31), RangeError, "largest ArrayBuffer");
throws(() => v.copyInto([1, 2]), TypeError, "destination");
throws(() => v.copyInto(new Uint8Array(new SharedArrayBuffer(4))), TypeError, "destination");
const top = 2n ** 63n - 4n;
throws(() => new UnsafePointerView(top).getBigInt64(0), RangeError, "overflows");
throws(() => new UnsafePointerView(2n ** 64n), RangeError, "not a pointer");
// UnsafePointer.
throws(() => new UnsafePointer(), TypeError, "cannot be constructed");
eq(UnsafePointer.create(0), null, "create(0)");
eq(UnsafePointer.create(0n), null, "create(0n)");
eq(addr(UnsafePointer.create(4096n)), 4096, "create(BigInt)");
eq(addr(UnsafePointer.create(2n ** 60n)), 2n ** 60n, "create past 2^53");
eq(UnsafePointer.equals(null, 0), true, "equals null");
eq(UnsafePointer.equals(5, 5n), true, "equals number/BigInt");
eq(UnsafePointer.equals(5, 6), false, "not equals");
eq(addr(UnsafePointer.offset(4096, -96)), 4000, "offset negative");
eq(UnsafePointer.offset(8, -8), null, "offset to null");
throws(() => UnsafePointer.offset(8, -9), RangeError, "outside");
throws(() => UnsafePointer.offset(8, 0.5), RangeError, "integer");
// Deno's value is always a BigInt; hostcall's a number (a BigInt past 2^53).
eq(UnsafePointer.value(null), ns === Deno ? 0n : 0, "value(null)");
eq(UnsafePointer.value(p), ns === Deno ? BigInt(addr(p)) : p, "value");
const buf = new Uint8Array(16);
const bp = UnsafePointer.of(buf.subarray(4));
eq(addr(UnsafePointer.offset(UnsafePointer.of(buf), 4)), addr(bp), "of at a view's offset");
eq(UnsafePointer.of(new Uint8Array(0)), null, "of(empty)");
throws(() => UnsafePointer.of([1]), TypeError, "ArrayBuffer");
buf[5] = 9;
eq(new UnsafePointerView(bp).getUint8(1), 9, "view over a buffer");
}}
"#
            ),
        );
        finish(e);
    }
}

#[test]
fn unsafe_fn_pointers_call_through_the_dispatcher() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const l = Deno.dlopen({lib:?}, {{
  hc_fn_add_i32: {{ parameters: [], result: "function" }},
}}).symbols;
const fp = l.hc_fn_add_i32();
const def = {{ parameters: ["i32", "i32"], result: "i32" }};
const f = new Deno.UnsafeFnPointer(fp, def);
eq(f.pointer, fp, "pointer");
eq(f.definition, def, "definition");
let s = 0;
for (let i = 0; i < 3000; i++) s = f.call(s, 1);
eq(s, 3000, "calls");
throws(() => f.call(1.5, 1), TypeError, "Invalid FFI i32 type, expected integer");
throws(() => f.call(1), TypeError, "Invalid FFI i32 type, expected integer");
const g = new hostcall.UnsafeFnPointer(fp, {{ parameters: ["i32", "i32"], result: "i32" }});
eq(g.call(2, 3), 5, "hostcall.UnsafeFnPointer");
throws(() => g.call(1.5, 1), RangeError, "not an integer");
throws(() => g.call(1), TypeError, "expected 2 arguments");
throws(() => new Deno.UnsafeFnPointer(null, def), TypeError, "null");
throws(() => new Deno.UnsafeFnPointer(fp, {{ parameters: ["nope"] }}), TypeError, "nope");
let ran = false;
const tricky = {{ get parameters() {{ ran = true; return ["i32", "i32"]; }}, result: "i32" }};
eq(new Deno.UnsafeFnPointer(fp, tricky).call(1, 1), 2, "getter definition");
eq(ran, true, "the getter ran while reading the definition");
"#
            ),
        );
        finish(e);
    }
}

/// An `UnsafeFnPointer` into a library the engine opened is disabled by its `close()`, as
/// the library's symbols are: no call (blocking or nonblocking) reaches unloaded code.
#[test]
fn unsafe_fn_pointers_into_a_closed_library_throw() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const h = Deno.dlopen({lib:?}, {{
  hc_fn_add_i32: {{ parameters: [], result: "function" }},
}});
const fp = h.symbols.hc_fn_add_i32();
const def = {{ parameters: ["i32", "i32"], result: "i32" }};
const f = new Deno.UnsafeFnPointer(fp, def);
const g = new hostcall.UnsafeFnPointer(fp, {{ ...def, nonblocking: true }});
for (let i = 0; i < 3000; i++) eq(f.call(i, 1), i + 1, "before close");
h.close();
throws(() => f.call(4, 5), Error, "was closed");
throws(() => g.call(4, 5), Error, "was closed");
// Made after the close: the pointer is in no open library of this engine, so it is not
// guarded (the script's own bug, as in Deno), but making it reads nothing.
new Deno.UnsafeFnPointer(fp, def);
"#
            ),
        );
        finish(e);
    }
}

#[test]
fn memory_operations_need_the_ffi_permission() {
    let e = engine_with(
        Backend::Generic,
        true,
        TierPolicy::Eager,
        FfiPermission::denied(),
    );
    run(
        &e,
        &format!(
            r#"{PRELUDE}
const buf = new Uint8Array(8);
// The address of a script's own buffer needs a grant (issue 19); arithmetic needs none.
throws(() => Deno.UnsafePointer.of(buf), Error, "not allowed");
const p = Deno.UnsafePointer.offset(Deno.UnsafePointer.create(4096), 8);
eq(Deno.UnsafePointer.value(p), 4104n, "pointer arithmetic needs no permission");
throws(() => new Deno.UnsafePointerView(p), Error, "not allowed");
throws(() => Deno.UnsafePointerView.getCString(p), Error, "not allowed");
throws(() => hostcall.UnsafePointerView.copyInto(p, buf), Error, "not allowed");
throws(() => new Deno.UnsafeFnPointer(p, {{ parameters: [] }}), Error, "not allowed");
"#
        ),
    );
    finish(e);
}

#[test]
fn text_encoder_and_decoder() {
    let e = engine_with(
        Backend::Generic,
        true,
        TierPolicy::Eager,
        FfiPermission::denied(),
    );
    run(
        &e,
        &format!(
            r#"{PRELUDE}
const enc = new TextEncoder();
eq(enc.encoding, "utf-8", "encoding");
eq(enc.encode("h\u00e9llo").join(), "104,195,169,108,108,111", "encode");
eq(enc.encode().length, 0, "encode()");
eq(enc.encode("\ud800x").join(), "239,191,189,120", "lone surrogate");
eq(enc.encode("\ud83d\ude00").join(), "240,159,152,128", "pair");
eq(enc.encode(12).join(), "49,50", "ToString");
const dst = new Uint8Array(4);
const r = enc.encodeInto("a\u00e9\u20ac", dst);
eq(r.read, 2, "read");
eq(r.written, 3, "written (the euro sign does not fit)");
eq(dst.join(), "97,195,169,0", "encodeInto bytes");
const dec = new TextDecoder();
eq(dec.decode(enc.encode("h\u00e9llo")), "h\u00e9llo", "round trip");
eq(dec.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), "A", "BOM stripped");
eq(new TextDecoder("utf-8", {{ ignoreBOM: true }}).decode(new Uint8Array([0xef, 0xbb, 0xbf])), "\ufeff", "BOM kept");
eq(dec.decode(new Uint8Array([0x41, 0xff, 0x42])), "A\ufffdB", "replacement");
eq(dec.decode(), "", "decode()");
eq(dec.decode(new Uint8Array([1, 0x41, 2]).buffer), "\u0001A\u0002", "ArrayBuffer");
eq(dec.decode(new DataView(new Uint8Array([0x41, 0x42, 0x43]).buffer, 1, 1)), "B", "DataView");
eq(dec.decode(new Uint16Array([0x4241])), "AB", "Uint16Array bytes");
throws(() => new TextDecoder("utf-8", {{ fatal: true }}).decode(new Uint8Array([0xff])), TypeError, "The encoded data is not valid");
throws(() => new TextDecoder("latin2x"), RangeError, "The encoding label provided ('latin2x') is invalid.");
throws(() => dec.decode("x"), TypeError, "expected an ArrayBuffer");
throws(() => enc.encodeInto("x", [1]), TypeError, "Uint8Array");
"#
        ),
    );
    finish(e);
}

#[test]
fn statics_and_optional_symbols() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = engine_with(backend, native, tier, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const desc = {{
  u32: {{ name: "HC_STATIC_U32", type: "u32" }},
  i64: {{ name: "HC_STATIC_I64", type: "i64" }},
  f64: {{ name: "HC_STATIC_F64", type: "f64" }},
  arr: {{ name: "HC_I32_ARRAY", type: "pointer" }},
  first: {{ name: "HC_I32_ARRAY", type: "i32" }},
  missing: {{ name: "hc_no_such_symbol", parameters: [], result: "void", optional: true }},
  missingStatic: {{ name: "HC_NO_SUCH_STATIC", type: "u8", optional: true }},
  present: {{ name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32", optional: true }},
}};
const d = Deno.dlopen({lib:?}, desc).symbols;
const h = hostcall.dlopen({lib:?}, desc).symbols;
eq(d.u32, 0xdeadbeef, "u32 static");
eq(d.i64, -(2n ** 40n), "Deno i64 static is a BigInt");
eq(h.i64, -(2 ** 40), "hostcall i64 static is a number");
eq(d.f64, 2.5, "f64 static");
eq(d.first, -1, "i32 static");
eq(new Deno.UnsafePointerView(d.arr).getInt32(4), 2, "pointer static is the address");
eq(d.missing, null, "missing optional function");
eq(d.missingStatic, null, "missing optional static");
eq(d.present(2, 3), 5, "present optional function");
throws(() => Deno.dlopen({lib:?}, {{ x: {{ name: "hc_no_such_symbol", parameters: [] }} }}), Error, "Failed to register symbol hc_no_such_symbol: not found");
throws(() => Deno.dlopen({lib:?}, {{ x: {{ name: "HC_STATIC_U32", type: "cstring" }} }}), TypeError, "`type`");
// Fields Deno does not know are ignored, as Deno ignores them (a static's `parameters`, a
// Deno 1.x `callback: true`); `hostcall.dlopen` names them as errors.
eq(Deno.dlopen({lib:?}, {{ x: {{ name: "HC_STATIC_U32", type: "u32", parameters: [] }} }}).symbols.x, 0xdeadbeef, "ignored static field");
eq(Deno.dlopen({lib:?}, {{ add: {{ name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32", callback: true }} }}).symbols.add(2, 3), 5, "ignored function field");
eq(new Deno.UnsafeCallback({{ parameters: [], result: "i32", callback: true }}, () => 1).definition.result, "i32", "ignored callback field");
throws(() => hostcall.dlopen({lib:?}, {{ add: {{ name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32", callback: true }} }}), TypeError, "unknown field `callback`");
throws(() => Deno.dlopen({lib:?}, {{ x: {{ name: "hc_add_i32", parameters: [], optional: 1 }} }}), TypeError, "boolean");
// A dependency's symbol stays refused, optional or not.
throws(() => Deno.dlopen({lib:?}, {{ x: {{ name: "malloc", parameters: ["usize"], result: "pointer", optional: true }} }}), Error, "dependencies");
throws(() => new Deno.UnsafeFnPointer(d.arr, {{ parameters: [], optional: true }}), TypeError, "optional");
"#
            ),
        );
        finish(e);
    }
}

#[test]
fn deno_dlopen_under_the_coercing_policy_gives_denos_results() {
    let lib = testlib();
    for (backend, native, tier) in configs() {
        let e = Engine::new(EngineOptions {
            policy: ConversionPolicy::js_coercing(),
            backend,
            ffi: all(),
            native_entries: native,
            tier,
            track_allocations: true,
            ..EngineOptions::default()
        })
        .unwrap();
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const d = Deno.dlopen({lib:?}, {{
  hc_id_u8: {{ parameters: ["u8"], result: "u8" }},
  hc_id_u64: {{ parameters: ["u64"], result: "u64" }},
}}).symbols;
eq(d.hc_id_u8(256), 0, "u8 wraps, as in Deno");
eq(d.hc_id_u64(1.5), 1n, "u64 truncates and is a BigInt (the slow path, then Deno's rule)");
eq(d.hc_id_u64(-1), 2n ** 64n - 1n, "u64 wraps");
"#
            ),
        );
        finish(e);
    }
}
