//! Buffers at their live length, in every consumer (issue 19, class 1): a length-tracking
//! view over a resizable `ArrayBuffer` that grew, shrank or was created empty after the view
//! was made, a fixed-length view over one, a `DataView` of either kind, and views whose
//! buffer was detached. Every consumer must see the bytes the view covers *now*: the
//! `buffer` and `slice` parameters (generic backend, JIT with and without native entries,
//! eager and tiered), `nonblocking` copies and copy-backs, struct arguments (blocking and
//! `nonblocking`), `UnsafePointer.of`, `UnsafePointerView.copyInto`, `TextDecoder.decode`,
//! `TextEncoder.encodeInto`, and `Deno.dlopen`'s empty-buffer rule.
//!
//! QuickJS-NG's public `JS_GetTypedArrayBuffer` reports a length-tracking view's length at
//! its creation; before the fix every one of these saw that stale length (64 bytes of a view
//! that holds 4096 now, 0 of a view created empty), and a `nonblocking` call copied too few
//! bytes for a native function that was told the view's real length: a heap overflow of the
//! worker's copy (the first test, which scripts/memcheck.sh runs under valgrind).
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::ConversionPolicy;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::{configs, testlib, Config};

fn engine(c: Config) -> Engine {
    let e = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: c.backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: c.native_entries,
        tier: c.tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap();
    run(&e, &PRELUDE.replace("TESTLIB", &format!("{:?}", testlib())));
    e
}

#[track_caller]
fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "live_buffers_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

/// Runs `src` as the body of an async function, then the loop, and checks it finished.
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

/// Runs a blocking script twice, with every requested compile finished in between, so a
/// tiered configuration runs it once mostly generic and once on its compiled code.
#[track_caller]
fn run_twice(c: Config, src: &str) {
    let e = engine(c);
    let src = format!("{{\n{src}\n}}");
    let src = src.as_str();
    run(&e, src);
    hostcall::ThunkCache::global().quiesce();
    run(&e, src);
    finish(e);
}

const PRELUDE: &str = r#"
function throws(f, Kind, text, what = "") {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`${what}: expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`${what}: expected "${text}" in "${e.message}"`);
    return e;
  }
  throw new Error(`${what}: expected a ${Kind.name} containing "${text}"`);
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
const LIB = TESTLIB;
const SYMBOLS = {
  hc_buf_fill: { parameters: ["buffer", "usize", "u8"], result: "void" },
  hc_buf_crc: { parameters: ["buffer", "usize"], result: "u32" },
  hc_buf_is_null: { parameters: ["buffer"], result: "bool" },
  hc_st_pair_i32_sum: { parameters: [{ struct: ["i32", "i32"] }], result: "i64" },
};
function nonblocking(symbols) {
  const out = {};
  for (const [k, d] of Object.entries(symbols)) out[k] = { ...d, nonblocking: true };
  return out;
}
const H = hostcall.dlopen(LIB, {
  ...SYMBOLS,
  slen: { name: "hc_slice_len", parameters: ["slice"], result: "usize" },
  sfill: { name: "hc_slice_fill", parameters: ["slice", "u8"], result: "void" },
  snull: { name: "hc_slice_ptr_is_null", parameters: ["slice"], result: "i32" },
}).symbols;
const N = hostcall.dlopen(LIB, nonblocking(SYMBOLS)).symbols;
const D = Deno.dlopen(LIB, SYMBOLS).symbols;
const DN = Deno.dlopen(LIB, nonblocking(SYMBOLS)).symbols;
const rab = (len, max) => new ArrayBuffer(len, { maxByteLength: max });
// The bytes of `ab` as a fixed copy (to look at bytes outside a view).
const bytes = (ab) => Array.from(new Uint8Array(ab.slice(0)));
// The views of the attack, each as [what, view, its buffer] at its current length; made
// fresh for each use. `live` is the view's own byteLength now (QuickJS's getter).
function views() {
  const out = [];
  let ab = rab(64, 8192); let v = new Uint8Array(ab); ab.resize(4096);
  out.push(["tracking Uint8Array, grew 64 -> 4096", v, ab]);
  ab = rab(4096, 8192); v = new Uint8Array(ab); ab.resize(100);
  out.push(["tracking Uint8Array, shrank 4096 -> 100", v, ab]);
  ab = rab(0, 256); v = new Uint8Array(ab); ab.resize(200);
  out.push(["tracking Uint8Array, created empty, grew to 200", v, ab]);
  ab = rab(0, 256); v = new Uint8Array(ab);
  out.push(["tracking Uint8Array, empty", v, ab]);
  ab = rab(16, 256); v = new Uint16Array(ab, 6); ab.resize(101);
  out.push(["tracking Uint16Array at 6, grew to 101 (47 whole elements)", v, ab]);
  ab = rab(128, 256); v = new Float64Array(ab, 8); ab.resize(39);
  out.push(["tracking Float64Array at 8, shrank to 39 (3 whole elements)", v, ab]);
  ab = rab(8, 256); v = new Uint8Array(ab, 8); ab.resize(8);
  out.push(["tracking Uint8Array at its buffer's end", v, ab]);
  ab = rab(8, 256); v = new Uint8Array(ab, 2, 4); ab.resize(200);
  out.push(["fixed Uint8Array(2, 4) over a grown buffer", v, ab]);
  ab = rab(8, 256); v = new DataView(ab); ab.resize(77);
  out.push(["tracking DataView, grew 8 -> 77", v, ab]);
  ab = rab(200, 256); v = new DataView(ab, 3); ab.resize(50);
  out.push(["tracking DataView at 3, shrank to 50", v, ab]);
  ab = rab(200, 256); v = new DataView(ab, 10); ab.resize(10);
  out.push(["tracking DataView at 10, shrank to 10", v, ab]);
  ab = rab(16, 256); v = new DataView(ab, 4, 8); ab.resize(100);
  out.push(["fixed DataView(4, 8) over a grown buffer", v, ab]);
  ab = new ArrayBuffer(32); v = new DataView(ab, 1, 30);
  out.push(["DataView over a fixed buffer", v, ab]);
  ab = rab(10, 300); ab.resize(250);
  out.push(["resizable ArrayBuffer itself, grew 10 -> 250", ab, ab]);
  for (const o of out) o.push(o[1].byteLength);
  return out;
}
// Views that are out of bounds or detached now: each call must refuse them.
function deadViews() {
  const out = [];
  let ab = rab(64, 256); let v = new Uint8Array(ab); ab.transfer();
  out.push(["tracking Uint8Array, buffer transferred", v]);
  ab = rab(64, 256); v = new Uint8Array(ab, 8, 16); ab.resize(20);
  out.push(["fixed Uint8Array(8, 16), buffer shrank to 20", v]);
  ab = rab(64, 256); v = new Uint8Array(ab, 32); ab.resize(16);
  out.push(["tracking Uint8Array at 32, buffer shrank to 16", v]);
  ab = rab(64, 256); v = new DataView(ab); ab.transfer();
  out.push(["tracking DataView, buffer transferred", v]);
  ab = rab(64, 256); v = new DataView(ab, 8, 16); ab.resize(20);
  out.push(["fixed DataView(8, 16), buffer shrank to 20", v]);
  ab = new ArrayBuffer(8); ab.transfer();
  out.push(["transferred ArrayBuffer", ab]);
  return out;
}
// A Uint8Array over exactly the bytes `v` covers now.
const u8of = (v) => v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
"#;

/// The issue's headline attack: `new Uint8Array(ab)` over a resizable `ab`, `ab.resize(4096)`,
/// then a `nonblocking` call told `v.length`. Before the fix the worker got a 64-byte copy and
/// wrote 4096 bytes into it (valgrind: invalid writes; SIGSEGV or a corrupt allocator), and
/// copied back 64. Now it gets a copy of all 4096 bytes and every one comes back.
#[test]
fn a_nonblocking_call_copies_a_grown_view_whole() {
    for c in configs() {
        let e = engine(c);
        run_async(
            &e,
            r#"
for (const [lib, name] of [[N, "hostcall"], [DN, "Deno"]]) {
  for (let round = 0; round < 3; round++) {
    const ab = new ArrayBuffer(64, { maxByteLength: 8192 });
    const v = new Uint8Array(ab);
    ab.resize(4096);
    eq(v.length, 4096, "the view tracks its buffer");
    v.fill(1);
    await lib.hc_buf_fill(v, v.length, 0xab);
    eq(v.every((b) => b === 0xab), true, `${name}: every byte written back`);
    const crc = await lib.hc_buf_crc(v, v.length);
    eq(crc, H.hc_buf_crc(v, v.length), `${name}: the worker read the live bytes`);
  }
}
"#,
        );
        finish(e);
    }
}

/// `nonblocking` copies and copy-backs of every live view: the copy is the view's bytes now,
/// the copy-back writes exactly them (bytes of the buffer outside the view stay as they were);
/// a dead view is a `TypeError` before anything runs.
#[test]
fn nonblocking_copies_and_copy_backs_use_the_live_length() {
    for c in configs() {
        let e = engine(c);
        run_async(
            &e,
            r#"
for (const [lib, name] of [[N, "hostcall"], [DN, "Deno"]]) {
  for (const [what, v, ab, live] of views()) {
    const u = u8of(v);
    u.forEach((_, i) => { u[i] = i & 0x7f; });
    const before = bytes(ab);
    eq(await lib.hc_buf_crc(v, live), H.hc_buf_crc(u, live), `${name} ${what}: crc of the copy`);
    await lib.hc_buf_fill(v, live, 0xee);
    const after = bytes(ab);
    const start = v instanceof ArrayBuffer ? 0 : v.byteOffset;
    for (let i = 0; i < after.length; i++) {
      const inside = i >= start && i < start + live;
      eq(after[i], inside ? 0xee : before[i], `${name} ${what}: byte ${i} after the copy-back`);
    }
  }
  for (const [what, v] of deadViews()) {
    throws(() => lib.hc_buf_fill(v, 0, 1), TypeError, "", `${name} ${what}`);
  }
}
// A view that shrinks while the call runs gets no copy-back (its bytes are not the copy's
// any more), and nothing is written past its end.
const ab = rab(64, 256);
const v = new Uint8Array(ab);
ab.resize(128);
const p = N.hc_buf_fill(v, 128, 0x11);
ab.resize(32);
await p;
eq(v.length, 32, "shrank");
eq(v.every((b) => b === 0), true, "no copy-back into a buffer that shrank");
"#,
        );
        finish(e);
    }
}

/// `slice` parameters (pointer and true length) and `buffer` parameters on every backend and
/// tier: the length is the view's length now, the pointer its first byte now.
#[test]
fn buffer_and_slice_parameters_see_the_live_length() {
    for c in configs() {
        run_twice(
            c,
            r#"
for (let round = 0; round < 4; round++) {
  for (const [what, v, ab, live] of views()) {
    eq(H.slen(v), live, `${what}: slice length`);
    eq(H.snull(v), 0, `${what}: a slice's pointer is never null`);
    const before = bytes(ab);
    H.sfill(v, 0x5a);
    const after = bytes(ab);
    const start = v instanceof ArrayBuffer ? 0 : v.byteOffset;
    for (let i = 0; i < after.length; i++) {
      const inside = i >= start && i < start + live;
      eq(after[i], inside ? 0x5a : before[i], `${what}: byte ${i} after a slice fill`);
    }
    // A `buffer` parameter: the pointer is the view's first byte (the native side is told
    // the live length and writes it all).
    H.hc_buf_fill(v, live, 0x6b);
    eq(u8of(v).every((b) => b === 0x6b), true, `${what}: buffer fill`);
    eq(H.hc_buf_crc(v, live), H.hc_buf_crc(u8of(v).slice(), live), `${what}: buffer crc`);
  }
  for (const [what, v] of deadViews()) {
    throws(() => H.slen(v), TypeError, "", `${what}: slice`);
    throws(() => H.hc_buf_crc(v, 0), TypeError, "", `${what}: buffer`);
  }
}
"#,
        );
    }
}

/// `Deno.dlopen` passes a buffer without a backing store as null (as Deno does): one whose
/// buffer has no bytes now, so a view created empty whose buffer grew is not null, one
/// whose buffer shrank to nothing is, and an empty view at the end of a buffer with bytes
/// is not (it has an address).
#[test]
fn deno_empty_buffers_are_null_by_their_live_length() {
    for c in configs() {
        run_twice(
            c,
            r#"
for (let round = 0; round < 4; round++) {
  for (const [what, v, ab, live] of views()) {
    eq(D.hc_buf_is_null(v), ab.byteLength === 0, `${what}: null iff its buffer has no bytes now`);
    eq(H.hc_buf_is_null(v), false, `${what}: hostcall.dlopen never passes null for a buffer`);
  }
  const ab = rab(16, 64);
  const v = new Uint8Array(ab);
  ab.resize(0);
  eq(D.hc_buf_is_null(v), true, "shrank to nothing: null");
}
"#,
        );
    }
}

/// Struct arguments: a view's size is its size now (a view created empty or short that grew
/// to the struct's size is accepted; one that grew or shrank past it is a `TypeError` naming
/// the live size), blocking and `nonblocking`.
#[test]
fn struct_arguments_are_sized_by_the_live_length() {
    for c in configs() {
        let e = engine(c);
        run_async(
            &e,
            r#"
function pairIn(v, a, b) {
  const dv = new DataView(v.buffer ?? v, v.byteOffset ?? 0, 8);
  dv.setInt32(0, a, true); dv.setInt32(4, b, true);
  return v;
}
const fits = [];
let ab = rab(0, 64); fits.push(["tracking Uint8Array created empty, grew to 8", new Uint8Array(ab), ab, 8]);
ab = rab(4, 64); fits.push(["tracking Int32Array created with 4 bytes, grew to 8", new Int32Array(ab), ab, 8]);
ab = rab(64, 64); fits.push(["tracking Uint8Array at 8 of 64, shrank to 16", new Uint8Array(ab, 8), ab, 16]);
ab = rab(0, 64); fits.push(["tracking DataView created empty, grew to 8", new DataView(ab), ab, 8]);
ab = rab(2, 64); fits.push(["resizable ArrayBuffer, grew to 8", ab, ab, 8]);
for (const [what, v, buf, size] of fits) {
  buf.resize(size);
  pairIn(v, 40, 2);
  eq(H.hc_st_pair_i32_sum(v), 42, `${what}: blocking`);
  eq(D.hc_st_pair_i32_sum(v), 42n, `${what}: Deno blocking`);
  eq(await N.hc_st_pair_i32_sum(v), 42, `${what}: nonblocking`);
  eq(await DN.hc_st_pair_i32_sum(v), 42n, `${what}: Deno nonblocking`);
}
ab = rab(8, 64);
const grown = new Uint8Array(ab);
ab.resize(12);
throws(() => H.hc_st_pair_i32_sum(grown), TypeError, "12 bytes", "grew past the size");
throws(() => N.hc_st_pair_i32_sum(grown), TypeError, "12 bytes", "grew past the size, nonblocking");
ab.resize(4);
throws(() => H.hc_st_pair_i32_sum(grown), TypeError, "4 bytes", "shrank below the size");
throws(() => N.hc_st_pair_i32_sum(grown), TypeError, "4 bytes", "shrank below the size, nonblocking");
ab = rab(8, 64);
const dv = new DataView(ab);
ab.resize(12);
throws(() => H.hc_st_pair_i32_sum(dv), TypeError, "12 bytes", "DataView grew past the size");
for (const [what, v] of deadViews()) {
  throws(() => H.hc_st_pair_i32_sum(v), TypeError, "expected an ArrayBuffer", `${what}: blocking`);
  throws(() => N.hc_st_pair_i32_sum(v), TypeError, "expected an ArrayBuffer", `${what}: nonblocking`);
}
"#,
        );
        finish(e);
    }
}

/// `UnsafePointer.of` (null exactly when the buffer has no bytes now, Deno's rule for a buffer
/// without a backing store; else the view's first byte, one past the end for an empty view)
/// and
/// `UnsafePointerView.copyInto` (exactly the destination's live bytes).
#[test]
fn pointers_of_and_into_live_views() {
    for c in configs() {
        run_twice(
            c,
            r#"
const P = Deno.UnsafePointer;
for (const [what, v, ab, live] of views()) {
  const p = P.of(v);
  eq(p === null, ab.byteLength === 0, `${what}: of is null iff its buffer has no bytes now`);
  if (ab.byteLength > 0) {
    const base = BigInt(P.value(P.of(ab)));
    const start = v instanceof ArrayBuffer ? 0 : v.byteOffset;
    eq(BigInt(P.value(p)), base + BigInt(start), `${what}: of is the view's first byte`);
  }
  // copyInto fills exactly the destination's bytes now.
  const src = new Uint8Array(live + 8).map((_, i) => (i * 7 + 3) & 0xff);
  const before = bytes(ab);
  new Deno.UnsafePointerView(P.of(src)).copyInto(v);
  const after = bytes(ab);
  const start = v instanceof ArrayBuffer ? 0 : v.byteOffset;
  for (let i = 0; i < after.length; i++) {
    const inside = i >= start && i < start + live;
    eq(after[i], inside ? src[i - start] : before[i], `${what}: byte ${i} after copyInto`);
  }
}
for (const [what, v] of deadViews()) {
  throws(() => P.of(v), TypeError, "UnsafePointer.of", what);
  throws(() => new Deno.UnsafePointerView(P.of(new Uint8Array(4))).copyInto(v), TypeError, "destination", what);
}
"#,
        );
    }
}

/// `TextDecoder.decode` reads the view's bytes now; `TextEncoder.encodeInto` writes at most
/// the destination's bytes now.
#[test]
fn text_decodes_and_encodes_live_views() {
    for c in configs() {
        run_twice(
            c,
            r#"
const dec = new TextDecoder();
const enc = new TextEncoder();
for (const [what, v, ab, live] of views()) {
  const u = u8of(v);
  u.fill(0x61);
  const text = dec.decode(v);
  eq(text.length, live, `${what}: decode's length`);
  eq(text === "a".repeat(live), true, `${what}: decode's text`);
  if (v instanceof Uint8Array) {
    const r = enc.encodeInto("b".repeat(live + 5), v);
    eq(r.written, live, `${what}: encodeInto writes the live length`);
    eq(dec.decode(v) === "b".repeat(live), true, `${what}: encodeInto's bytes`);
  }
}
let ab = rab(0, 64);
const grown = new Uint8Array(ab);
ab.resize(5);
grown.set([104, 101, 108, 108, 111]);
eq(dec.decode(grown), "hello", "a view created empty decodes its bytes now");
for (const [what, v] of deadViews()) {
  throws(() => dec.decode(v), TypeError, "TextDecoder.decode", what);
}
"#,
        );
    }
}
