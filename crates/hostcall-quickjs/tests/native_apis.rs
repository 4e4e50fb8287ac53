//! Issue 20: the pointer API and the text classes as native functions, attacked. Script code
//! passed where a number, a pointer or a buffer is expected (getters, `valueOf`, proxies)
//! never runs between a check and the access it guards; offsets that are negative,
//! fractional, huge or not numbers are refused; `this.pointer` is read once, before the
//! checks; `encodeInto`/`decode` read their buffers after the conversions that may run
//! script (a resizable buffer shrunk, or detached, by the source's `toString` or by an
//! options getter). On every backend and entry (`support::configs`), with the engine's
//! allocations checked at its end.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall::ConversionPolicy;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::{configs, testlib, Config};

fn engine(c: Config) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: c.backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: c.native_entries,
        tier: c.tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

#[track_caller]
fn run(engine: &Engine, src: &str) {
    engine
        .run(&format!("{PRELUDE}\n{src}"), "native_apis_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

#[track_caller]
fn finish(engine: Engine) {
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
}

const PRELUDE: &str = r#"
function throws(f, Kind, text, what) {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`${what}: expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`${what}: expected "${text}" in "${e.message}"`);
    return;
  }
  throw new Error(`${what}: expected a ${Kind.name} containing "${text}"`);
}
function eq(a, b, what) { if (!Object.is(a, b)) throw new Error(`${what}: expected ${String(b)}, got ${String(a)}`); }
"#;

/// Objects with `valueOf`, `toString`, `Symbol.toPrimitive`, getters and proxies as
/// offsets, lengths, pointers and destinations: refused with a `TypeError`, and none of
/// their code runs.
#[test]
fn script_code_passed_as_an_argument_never_runs() {
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            r#"
let ran = 0;
const tricks = [
  { valueOf() { ran++; return 4; } },
  { toString() { ran++; return "4"; } },
  { [Symbol.toPrimitive]() { ran++; return 4; } },
  new Proxy({}, { get() { ran++; return () => 4; }, getPrototypeOf() { ran++; return null; } }),
  Object.defineProperty({}, "length", { get() { ran++; return 4; } }),
];
const buf = new Int32Array([1, 2, 3, 4]);
for (const ns of [Deno, hostcall]) {
  const { UnsafePointer: P, UnsafePointerView: V } = ns;
  const p = P.of(buf);
  const v = new V(p);
  for (const t of tricks) {
    for (const m of ["getBool", "getInt8", "getUint8", "getInt16", "getUint16", "getInt32", "getUint32",
                     "getBigInt64", "getBigUint64", "getFloat32", "getFloat64", "getPointer", "getCString"]) {
      throws(() => v[m](t), TypeError, "must be a number", `${m}(trick)`);
    }
    throws(() => v.getArrayBuffer(t), TypeError, "must be a number", "getArrayBuffer(trick)");
    throws(() => v.getArrayBuffer(4, t), TypeError, "must be a number", "getArrayBuffer(4, trick)");
    throws(() => v.copyInto(new Uint8Array(4), t), TypeError, "must be a number", "copyInto offset");
    throws(() => v.copyInto(t), TypeError, "destination", "copyInto(trick)");
    throws(() => new V(t), TypeError, "expected a pointer", "new view(trick)");
    throws(() => V.getCString(t), TypeError, "expected a pointer", "static getCString(trick)");
    throws(() => V.getArrayBuffer(t, 4), TypeError, "expected a pointer", "static getArrayBuffer(trick)");
    throws(() => V.copyInto(t, new Uint8Array(4)), TypeError, "expected a pointer", "static copyInto(trick)");
    throws(() => P.create(t), TypeError, "expected a pointer", "create(trick)");
    throws(() => P.equals(p, t), TypeError, "expected a pointer", "equals(trick)");
    throws(() => P.value(t), TypeError, "expected a pointer", "value(trick)");
    throws(() => P.offset(t, 4), TypeError, "expected a pointer", "offset(trick, 4)");
    throws(() => P.offset(p, t), TypeError, "must be a number", "offset(p, trick)");
    throws(() => P.of(t), TypeError, "ArrayBuffer", "of(trick)");
    throws(() => new ns.UnsafeFnPointer(t, { parameters: [], result: "void" }), TypeError, "expected a pointer", "fn pointer(trick)");
  }
  // Strings, booleans and BigInt offsets are not numbers either (no ToNumber).
  for (const o of ["4", true, 4n, Symbol("s")]) {
    throws(() => v.getInt32(o), TypeError, "must be a number", `getInt32(${typeof o})`);
  }
  eq(v.getInt32(4), 2, "the view still reads");
}
eq(ran, 0, "no script code ran");
"#,
        );
        finish(e);
    }
}

/// Offsets and lengths outside [0, 2^53], fractional, NaN or infinite; addresses that
/// overflow or land in the first page.
#[test]
fn bad_offsets_and_addresses_are_refused() {
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            r#"
const buf = new Uint8Array(16);
for (const ns of [Deno, hostcall]) {
  const { UnsafePointer: P, UnsafePointerView: V } = ns;
  const v = new V(P.of(buf));
  for (const o of [-1, -0.5, 0.5, 1.5, NaN, Infinity, -Infinity, 2 ** 53 + 2, -(2 ** 31), 1e300]) {
    throws(() => v.getUint8(o), RangeError, "the offset must be an integer", `getUint8(${o})`);
    throws(() => v.getArrayBuffer(1, o), RangeError, "the offset must be an integer", `getArrayBuffer(1, ${o})`);
    throws(() => v.getArrayBuffer(o), RangeError, "the byte length must be an integer", `getArrayBuffer(${o})`);
    throws(() => V.getCString(P.of(buf), o), RangeError, "the offset must be an integer", `getCString(p, ${o})`);
  }
  eq(v.getUint8(-0), 0, "-0 is offset 0");
  eq(v.getUint8(undefined), 0, "undefined is offset 0");
  // The end of the range overflows: near the top of the address space.
  const top = 2n ** 63n - 4n;
  throws(() => new V(top).getInt32(0), RangeError, "overflows", "top + 4 bytes");
  throws(() => new V(top).getUint8(4), RangeError, "overflows", "top + 4 + 1 byte");
  throws(() => new V(top).copyInto(new Uint8Array(8)), RangeError, "overflows", "copyInto past the top");
  throws(() => V.getArrayBuffer(top, 8), RangeError, "overflows", "static getArrayBuffer past the top");
  // The first page: a null pointer plus an offset.
  throws(() => V.getCString(8), RangeError, "first page", "getCString(8)");
  throws(() => new V(1).getInt32(4000), RangeError, "first page", "1 + 4000");
  throws(() => new V(P.create(4095)).getUint8(), RangeError, "first page", "4095");
  // Pointer values: negative, fractional, past 2^53, BigInts past 2^63, strings.
  throws(() => new V(-4096), RangeError, "not a pointer", "negative");
  throws(() => new V(4096.5), RangeError, "not a pointer", "fractional");
  throws(() => new V(2 ** 53 + 2), RangeError, "not a pointer", "past 2^53");
  throws(() => new V(-1n), RangeError, "not a pointer", "negative BigInt");
  throws(() => new V(2n ** 63n), RangeError, "not a pointer", "BigInt 2^63");
  throws(() => P.offset(2 ** 53, 2 ** 53 + 2), RangeError, "integer", "offset past 2^53");
  throws(() => P.offset(8, -(2 ** 53) - 2), RangeError, "integer", "offset below -2^53");
  eq(BigInt(P.value(P.offset(2 ** 53, 2 ** 53))), 2n ** 54n, "offset to a BigInt pointer");
  // Lengths QuickJS allows.
  throws(() => v.getArrayBuffer(2 ** 31), RangeError, "largest ArrayBuffer", "2^31 bytes");
}
"#,
        );
        finish(e);
    }
}

/// `this.pointer` is an own data property the script may replace (as in Deno): a getter
/// runs once per call, before the checks; a proxy as `this` is read through its trap once;
/// subclasses work; methods called on other objects read their `pointer`; calls without
/// `new` or without a receiver are `TypeError`s.
#[test]
fn the_receivers_pointer_is_read_once_before_the_checks() {
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            r#"
const buf = new Int32Array([10, 20, 30, 40]);
for (const ns of [Deno, hostcall]) {
  const { UnsafePointer: P, UnsafePointerView: V } = ns;
  const p = P.of(buf);
  const v = new V(p);
  const d = Object.getOwnPropertyDescriptor(v, "pointer");
  eq(d.writable && d.enumerable && d.configurable, true, "pointer is a plain own field");
  eq(Object.getPrototypeOf(v), V.prototype, "prototype");
  eq(v instanceof V, true, "instanceof");
  // Replaced: the next read uses the new value, checked.
  v.pointer = P.offset(p, 8);
  eq(v.getInt32(), 30, "replaced pointer");
  v.pointer = 16;
  throws(() => v.getInt32(), RangeError, "first page", "a replaced pointer is checked");
  v.pointer = "x";
  throws(() => v.getInt32(), TypeError, "expected a pointer", "a replaced pointer must be one");
  // A getter: runs once per call, and what it returns is checked after it ran.
  let reads = 0;
  Object.defineProperty(v, "pointer", { get() { reads++; return reads === 1 ? p : 8; } });
  eq(v.getInt32(4), 20, "getter pointer");
  eq(reads, 1, "read once");
  throws(() => v.getInt32(4), RangeError, "first page", "the getter's second answer is checked");
  eq(reads, 2, "read once more");
  // A proxy as the receiver.
  let traps = 0;
  const proxy = new Proxy(new V(p), { get(t, k, r) { traps++; return Reflect.get(t, k, r); } });
  eq(V.prototype.getInt32.call(proxy, 12), 40, "through a proxy");
  eq(traps, 1, "one trap (the pointer)");
  // Any object with a pointer (as in Deno).
  eq(V.prototype.getInt32.call({ pointer: p }, 0), 10, "another object");
  throws(() => V.prototype.getInt32.call(undefined, 0), TypeError, "", "no receiver");
  throws(() => V.prototype.getInt32.call({}, 0), TypeError, "expected a pointer", "no pointer");
  // Subclasses, and new.target's prototype.
  class Sub extends V { first() { return this.getInt32(); } }
  const s = new Sub(p);
  eq(s.first(), 10, "subclass");
  eq(s instanceof V && s instanceof Sub, true, "subclass instance");
  const r = Reflect.construct(V, [p], Sub);
  eq(Object.getPrototypeOf(r), Sub.prototype, "Reflect.construct with new.target");
  // The constructor itself (whose prototype it keeps), and any other new.target, read each
  // time.
  eq(Object.getPrototypeOf(new V(p)), V.prototype, "new V: V.prototype");
  eq(Object.getPrototypeOf(new (V.bind(null))(p)), V.prototype, "a bound V");
  function F() {}
  eq(Object.getPrototypeOf(Reflect.construct(V, [p], F)), F.prototype, "F.prototype");
  F.prototype = Array.prototype;
  eq(Object.getPrototypeOf(Reflect.construct(V, [p], F)), Array.prototype, "F.prototype replaced");
  F.prototype = 1;
  eq(Object.getPrototypeOf(Reflect.construct(V, [p], F)), Object.prototype, "F.prototype not an object");
  eq(new V(p).getInt32(), 10, "new V after the others");
  // `pointer` is the pointer given (a number as it is, a BigInt as its address's value).
  const a = hostcall.UnsafePointer.of(buf);
  eq(new hostcall.UnsafePointerView(a).pointer, a, "a number pointer");
  eq(new hostcall.UnsafePointerView(BigInt(a)).pointer, a, "a BigInt pointer, as its number");
  throws(() => V(p), TypeError, "without 'new'", "call without new");
  throws(() => ns.UnsafeFnPointer(p, { parameters: [] }), TypeError, "without 'new'", "fn pointer without new");
  throws(() => new P(), TypeError, "cannot be constructed", "UnsafePointer");
  // The classes are not enumerable and can be replaced, as class declarations on a namespace.
  const nd = Object.getOwnPropertyDescriptor(ns, "UnsafePointerView");
  eq(nd.enumerable === false && nd.writable && nd.configurable, true, "namespace property");
  // Deno's lengths: `getInt32(offset = 0)`, `static getArrayBuffer(pointer, byteLength,
  // offset = 0)` (a defaulted parameter does not count).
  eq(V.prototype.getInt32.length, 0, "method length");
  eq(V.prototype.copyInto.length, 1, "method length, with a parameter");
  eq(V.getArrayBuffer.length, 2, "static length");
  eq(V.name, "UnsafePointerView", "class name");
  eq(typeof V.prototype.getBigUint64, "function", "every getter");
}
"#,
        );
        finish(e);
    }
}

/// `encodeInto` converts its source first (which may run script), then reads the
/// destination's live bytes: a resizable buffer shrunk by the source's `toString` gets at
/// most its bytes now; a detached or out-of-bounds destination is refused; a destination
/// that is not a `Uint8Array` is refused before the source is converted. `decode` reads its
/// input after `options.stream` (a getter that shrinks the buffer). `encode`, lone
/// surrogates, pairs that do not fit, non-ASCII text.
#[test]
fn text_reads_buffers_after_the_conversions_that_run_script() {
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            r#"
const enc = new TextEncoder(), dec = new TextDecoder();
// Shrunk by the source's toString.
let rab = new ArrayBuffer(16, { maxByteLength: 64 });
let u = new Uint8Array(rab);
let r = enc.encodeInto({ toString() { rab.resize(3); return "hello world"; } }, u);
eq(r.read, 3, "read after the shrink");
eq(r.written, 3, "written after the shrink");
eq(dec.decode(u), "hel", "the bytes");
// Grown by it: the new bytes are there.
r = enc.encodeInto({ toString() { rab.resize(20); return "hello world"; } }, u);
eq(r.written, 11, "written after a growth");
// Detached by it.
rab = new ArrayBuffer(16, { maxByteLength: 64 });
u = new Uint8Array(rab);
throws(() => enc.encodeInto({ toString() { rab.transfer(); return "x"; } }, u), TypeError, "detached", "detached by toString");
// A fixed-length view pushed out of bounds by it.
rab = new ArrayBuffer(16, { maxByteLength: 64 });
const fixed = new Uint8Array(rab, 4, 8);
throws(() => enc.encodeInto({ toString() { rab.resize(6); return "x"; } }, fixed), TypeError, "out of bounds", "out of bounds");
// Not a Uint8Array: refused before the source runs.
let ran = false;
for (const d of [new Int8Array(4), new Uint8ClampedArray(4), new DataView(new ArrayBuffer(4)), new ArrayBuffer(4), [0, 0], null]) {
  throws(() => enc.encodeInto({ toString() { ran = true; return "x"; } }, d), TypeError, "Uint8Array", "destination " + d);
}
eq(ran, false, "the source's toString did not run");
// A proxy around a Uint8Array is not one.
throws(() => enc.encodeInto("x", new Proxy(new Uint8Array(4), {})), TypeError, "Uint8Array", "proxy destination");
// Characters that do not fit, surrogates.
const d4 = new Uint8Array(4);
r = enc.encodeInto("a\u{1F600}", d4);
eq(r.read, 1, "a pair that does not fit is not split (read)");
eq(r.written, 1, "a pair that does not fit is not split (written)");
r = enc.encodeInto("\u{1F600}", d4);
eq(r.read + "," + r.written, "2,4", "a pair that fits");
r = enc.encodeInto("\ud800\u00e9", d4);
eq(r.read + "," + r.written, "1,3", "a lone surrogate, then a two-byte character that does not fit");
eq(d4.join(), "239,191,189,128", "the lone surrogate as U+FFFD; the last byte untouched");
r = enc.encodeInto("\ud800\u00e9", new Uint8Array(5));
eq(r.read + "," + r.written, "2,5", "both fit");
r = enc.encodeInto("", d4);
eq(r.read + "," + r.written, "0,0", "empty");
r = enc.encodeInto("abc", new Uint8Array(0));
eq(r.read + "," + r.written, "0,0", "no room");
eq(enc.encode("\udc00").join(), "239,191,189", "encode: a lone low surrogate");
eq(enc.encode("x\ud800").join(), "120,239,191,189", "encode: a lone surrogate at the end");
eq(enc.encode({ toString() { return "ok"; } }).join(), "111,107", "encode converts with toString");
throws(() => enc.encode(Symbol("s")), TypeError, "", "encode(symbol)");
const rope = "ab".repeat(300) + "c".repeat(300);
eq(enc.encode(rope).length, 900, "a long (rope) string");
// decode: the input's bytes after options.stream's getter shrank its buffer.
rab = new ArrayBuffer(8, { maxByteLength: 64 });
u = new Uint8Array(rab);
u.set([104, 101, 108, 108, 111, 33, 33, 33]);
eq(dec.decode(u, { get stream() { rab.resize(5); return false; } }), "hello", "decode after the getter");
eq(dec.decode(new Uint8Array([0xc3]), { get stream() { rab.resize(0); return true; } }), "", "a stream's first byte");
eq(dec.decode(new Uint8Array([0xa9])), "\u00e9", "the stream's end");
throws(() => TextDecoder.prototype.decode.call({}, u), TypeError, "not a TextDecoder", "decode on another object");
throws(() => Object.getOwnPropertyDescriptor(TextDecoder.prototype, "fatal").get.call({}), TypeError, "not a TextDecoder", "fatal getter");
// The decoder's options are read once, at construction, with their getters.
let reads = 0;
const fatal = new TextDecoder("UTF-8", { get fatal() { reads++; return 1; } });
eq(fatal.fatal, true, "fatal (ToBoolean)");
eq(fatal.ignoreBOM, false, "ignoreBOM");
eq(reads, 1, "one read of fatal");
throws(() => fatal.decode(new Uint8Array([0xc3])), TypeError, "The encoded data is not valid", "fatal decode");
eq(new TextDecoder(" utf8\n").encoding, "utf-8", "label trimmed, lowercased");
eq(new TextDecoder({ toString() { return "unicode-1-1-utf-8"; } }).fatal, false, "label converted");
eq(new TextDecoder("utf-16").encoding, "utf-16le", "utf-16 is UTF-16LE's label");
throws(() => new TextDecoder("utf-7"), RangeError, "The encoding label provided ('utf-7') is invalid.", "utf-7");
throws(() => TextDecoder(), TypeError, "without 'new'", "call without new");
eq(new TextDecoder(undefined, null).fatal, false, "null options");
class Sub extends TextDecoder {}
eq(new Sub().decode(new Uint8Array([0x41])), "A", "subclass");
eq(enc.encoding, "utf-8", "encoder encoding");
eq(Object.keys(enc.encodeInto("a", d4)).join(), "read,written", "result keys");
"#,
        );
        finish(e);
    }
}

/// The review's findings on the text classes (each failed before its fix): `encode` and
/// `encodeInto` check `this` before converting anything; options that are not objects are a
/// `TypeError` (WebIDL's dictionary conversion; `Number.prototype.fatal` was read); views
/// over a `SharedArrayBuffer` are encoded into and decoded (they were refused as detached).
#[test]
fn text_checks_this_converts_options_as_dictionaries_and_takes_shared_buffers() {
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            r#"
const enc = new TextEncoder(), dec = new TextDecoder();
let ran = false;
const src = { toString() { ran = true; return "x"; } };
throws(() => TextEncoder.prototype.encode.call({}, src), TypeError, "not a TextEncoder", "encode on another object");
throws(() => TextEncoder.prototype.encodeInto.call({}, src, new Uint8Array(4)), TypeError, "not a TextEncoder", "encodeInto on another object");
throws(() => enc.encode.call(undefined, src), TypeError, "not a TextEncoder", "encode on undefined");
throws(() => enc.encodeInto.call(dec, src, new Uint8Array(4)), TypeError, "not a TextEncoder", "encodeInto on a decoder");
eq(ran, false, "no argument was converted");
class SubEncoder extends TextEncoder {}
eq(new SubEncoder().encode("A").join(), "65", "a subclass's instance is an encoder");
eq(Object.getPrototypeOf(enc), TextEncoder.prototype, "an encoder's prototype");
let reads = 0;
Object.defineProperty(Number.prototype, "fatal", { get() { reads++; return true; }, configurable: true });
Object.defineProperty(String.prototype, "stream", { get() { reads++; return true; }, configurable: true });
throws(() => new TextDecoder("utf-8", 1), TypeError, "options must be an object", "number options");
throws(() => new TextDecoder("utf-8", "x"), TypeError, "options must be an object", "string options");
throws(() => new TextDecoder("utf-8", true), TypeError, "options must be an object", "boolean options");
throws(() => dec.decode(new Uint8Array(1), "s"), TypeError, "options must be an object", "decode's options");
eq(reads, 0, "no primitive's prototype was read");
delete Number.prototype.fatal;
delete String.prototype.stream;
eq(new TextDecoder("utf-8", { fatal: 1 }).fatal, true, "an object's fields");
const sab = new SharedArrayBuffer(8);
const su = new Uint8Array(sab);
let r = enc.encodeInto("h\u00e9llo", su);
eq(r.read + "," + r.written, "5,6", "encodeInto a shared view");
eq(dec.decode(su.subarray(0, 6)), "h\u00e9llo", "decode a shared view");
eq(dec.decode(new DataView(sab, 0, 1)), "h", "decode a shared DataView");
eq(dec.decode(sab), "h\u00e9llo\0\0", "decode a SharedArrayBuffer");
r = enc.encodeInto("\ud800", su);
eq(su.subarray(0, 3).join(), "239,191,189", "a lone surrogate into shared memory");
"#,
        );
        finish(e);
    }
}

/// `new UnsafeFnPointer(...)` running out of memory at every point of its first making in
/// an engine (a memory limit swept upwards, a fresh engine each time, so the objects' shapes
/// are made under the limit too): each attempt throws or succeeds, and every engine ends
/// with every object and allocation released (the `call` function's reference leaked when
/// a later definition failed). On the first backend configuration only: the code under
/// test is the FFI's, the same on every backend.
#[test]
fn unsafe_fn_pointer_out_of_memory_leaks_nothing() {
    use rquickjs::{qjs, Function};
    let c = configs()[0];
    let prelude = format!(
        r#"
const lib = Deno.dlopen({:?}, {{ hc_static_ptr: {{ parameters: [], result: "pointer" }} }});
const p = lib.symbols.hc_static_ptr();
const def = {{ parameters: ["i32"], result: "i32" }};
globalThis.make = () => {{ try {{ new Deno.UnsafeFnPointer(p, def); return 1; }} catch (e) {{ return 0; }} }};
"#,
        testlib()
    );
    let (mut made, mut refused) = (0, 0);
    for extra in (0..24 * 1024).step_by(48) {
        let e = engine(c);
        run(&e, &prelude);
        let ok = e.with(|ctx| {
            let make: Function = ctx.globals().get("make").unwrap();
            // SAFETY: the engine's live runtime, on its thread; the limit is lifted again
            // before anything else runs.
            unsafe {
                let rt = qjs::JS_GetRuntime(ctx.as_raw().as_ptr());
                let mut usage: qjs::JSMemoryUsage = std::mem::zeroed();
                qjs::JS_ComputeMemoryUsage(rt, &mut usage);
                qjs::JS_SetMemoryLimit(rt, (usage.malloc_size as usize + extra) as qjs::size_t);
                let r = make.call::<_, i32>(());
                qjs::JS_SetMemoryLimit(rt, 0);
                let _ = ctx.catch();
                r
            }
        });
        match ok {
            Ok(1) => made += 1,
            _ => refused += 1,
        }
        e.run_gc();
        finish(e);
    }
    assert!(made > 0 && refused > 0, "made {made}, refused {refused}");
}

/// `getCString`, `getArrayBuffer` and `copyInto` on real library memory (the test library's
/// bytes), through both namespaces: the same results as before the classes became native.
#[test]
fn reads_of_library_memory_match_on_every_backend() {
    let lib = testlib();
    for c in configs() {
        let e = engine(c);
        run(
            &e,
            &format!(
                r#"
for (const ns of [Deno, hostcall]) {{
  const l = ns.dlopen({lib:?}, {{ hc_view_bytes: {{ parameters: [], result: "pointer" }} }});
  const p = l.symbols.hc_view_bytes();
  const v = new ns.UnsafePointerView(p);
  let sum = 0;
  for (let i = 0; i < 3000; i++) sum += v.getInt32(8) + v.getUint16(6) + v.getInt8(1);
  eq(sum, 3000 * (-70000 + 65000 - 2), "many reads");
  eq(v.getFloat64(40), -2.25, "f64");
  eq(v.getBigUint64(24), 2n ** 64n - 2n, "u64");
  eq(ns.UnsafePointerView.getCString(v.getPointer(48)), "h\u00e9llo", "string behind a pointer");
  const ab = v.getArrayBuffer(4, 8);
  eq(new Int32Array(ab)[0], -70000, "getArrayBuffer");
  const dst = new Uint8Array(new ArrayBuffer(2, {{ maxByteLength: 8 }}));
  dst.buffer.resize(4);
  v.copyInto(dst, 8);
  eq(new DataView(dst.buffer).getInt32(0, true), -70000, "copyInto a grown buffer");
  l.close();
}}
"#
            ),
        );
        finish(e);
    }
}
