//! Structs by value through `dlopen`: one shape per x86_64 System V class (INTEGER, SSE,
//! mixed, MEMORY), nested structs, struct results of each class, structs after the
//! argument registers ran out, and bad inputs; on both backends, against the test library
//! called directly from Rust.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use hostcall_testlib as tl;

mod support;
use support::testlib;

fn engine(backend: Backend) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Generic];
    if hostcall_testkit::jit_runs() {
        v.push(Backend::Jit);
    }
    v
}

fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "ffi_struct_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

/// Opens the test library as `lib` with every struct symbol, plus helpers.
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
const PairI32 = { struct: ["i32", "i32"] };
const PairF32 = { struct: ["f32", "f32"] };
const PairF64 = { struct: ["f64", "f64"] };
const Mixed = { struct: ["i8", "f64"] };
const Triple = { struct: ["f32", "i32", "f32"] };
const Big = { struct: ["i64", "i64", "i64"] };
const Nested = { struct: ["u8", Mixed, "u16"] };
const Huge = { struct: Array(40).fill("i64") };
const lib = hostcall.dlopen(TESTLIB, {
  hc_st_pair_i32_sum: { parameters: [PairI32], result: "i64" },
  hc_st_pair_i32_swap: { parameters: [PairI32], result: PairI32 },
  hc_st_pair_f32_mul: { parameters: [PairF32], result: "f64" },
  hc_st_pair_f32_twice: { parameters: [PairF32], result: PairF32 },
  hc_st_pair_f64_sub: { parameters: [PairF64], result: "f64" },
  hc_st_pair_f64_make: { parameters: ["f64", "f64"], result: PairF64 },
  hc_st_mixed_sum: { parameters: [Mixed], result: "f64" },
  hc_st_mixed_bump: { parameters: [Mixed], result: Mixed },
  hc_st_triple_sum: { parameters: [Triple], result: "f64" },
  hc_st_triple_rot: { parameters: [Triple], result: Triple },
  hc_st_big_mix: { parameters: [Big], result: "i64" },
  hc_st_big_make: { parameters: ["i64"], result: Big },
  hc_st_nested_sum: { parameters: [Nested], result: "f64" },
  hc_st_nested_step: { parameters: [Nested], result: Nested },
  hc_st_huge_rev: { parameters: [Huge], result: Huge },
  hc_st_spill: { parameters: ["i64", "i64", "i64", "i64", "i64", PairI32,
    "f64", "f64", "f64", "f64", "f64", "f64", "f64", Mixed, "i32"], result: "f64" },
});
const s = lib.symbols;
function bytes(n, fill) { const u = new Uint8Array(n); fill(new DataView(u.buffer)); return u; }
const pairI32 = (a, b) => bytes(8, d => { d.setInt32(0, a, true); d.setInt32(4, b, true); });
const pairF32 = (a, b) => bytes(8, d => { d.setFloat32(0, a, true); d.setFloat32(4, b, true); });
const pairF64 = (a, b) => bytes(16, d => { d.setFloat64(0, a, true); d.setFloat64(8, b, true); });
const mixed = (a, b) => bytes(16, d => { d.setInt8(0, a); d.setFloat64(8, b, true); });
const triple = (a, b, c) => bytes(12, d => { d.setFloat32(0, a, true); d.setInt32(4, b, true); d.setFloat32(8, c, true); });
const big = (a, b, c) => bytes(24, d => { d.setBigInt64(0, BigInt(a), true); d.setBigInt64(8, BigInt(b), true); d.setBigInt64(16, BigInt(c), true); });
const nested = (t, a, b, tail) => bytes(32, d => { d.setUint8(0, t); d.setInt8(8, a); d.setFloat64(16, b, true); d.setUint16(24, tail, true); });
const view = u => { if (!(u instanceof Uint8Array)) throw new Error("not a Uint8Array"); return new DataView(u.buffer, u.byteOffset, u.byteLength); };
"#;

fn prelude() -> String {
    PRELUDE.replace("TESTLIB", &format!("{:?}", testlib()))
}

#[test]
fn every_struct_shape_in_parameters_and_results() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            &format!(
                "{}{}",
                prelude(),
                r#"
eq(s.hc_st_pair_i32_sum.length, 1, "length, as every symbol's: one per parameter");
eq(s.hc_st_pair_i32_sum.name, "hc_st_pair_i32_sum", "name");
eq(s.hc_st_pair_f64_make.length, 2, "length of a symbol with scalar parameters");
eq(s.hc_st_pair_i32_sum(pairI32(-7, 2147483647)), 2147483640, "pair i32 sum");
let r = view(s.hc_st_pair_i32_swap(pairI32(1, -2)));
eq(r.byteLength, 8, "pair size"); eq(r.getInt32(0, true), -2, "swap a"); eq(r.getInt32(4, true), 1, "swap b");
eq(s.hc_st_pair_f32_mul(pairF32(1.5, -4)), -6, "f32 mul");
r = view(s.hc_st_pair_f32_twice(pairF32(0.25, 3)));
eq(r.getFloat32(0, true), 0.5, "twice a"); eq(r.getFloat32(4, true), 6, "twice b");
eq(s.hc_st_pair_f64_sub(pairF64(0.5, 0.25)), 0.25, "f64 sub");
r = view(s.hc_st_pair_f64_make(1e300, -0));
eq(r.getFloat64(0, true), 1e300, "make a"); eq(r.getFloat64(8, true), -0, "make b");
eq(s.hc_st_mixed_sum(mixed(-128, 0.5)), -127.5, "mixed sum");
r = view(s.hc_st_mixed_bump(mixed(127, 1.25)));
eq(r.byteLength, 16, "mixed size"); eq(r.getInt8(0), -128, "bump a"); eq(r.getFloat64(8, true), 2.5, "bump b");
eq(s.hc_st_triple_sum(triple(0.5, 10, 0.25)), 10.75, "triple sum");
r = view(s.hc_st_triple_rot(triple(1.5, 41, 2.5)));
eq(r.getFloat32(0, true), 2.5, "rot a"); eq(r.getInt32(4, true), 42, "rot b"); eq(r.getFloat32(8, true), 1.5, "rot c");
eq(s.hc_st_big_mix(big(1, 2, 3)), 123, "big mix");
r = view(s.hc_st_big_make(2n ** 62n));
eq(r.byteLength, 24, "big size");
eq(r.getBigInt64(0, true), 2n ** 62n, "big a"); eq(r.getBigInt64(16, true), 2n ** 62n + 2n, "big c");
eq(s.hc_st_nested_sum(nested(200, -3, 0.5, 60000)), 60197.5, "nested sum");
r = view(s.hc_st_nested_step(nested(255, -128, 3, 40000)));
eq(r.byteLength, 32, "nested size"); eq(r.getUint8(0), 0, "step tag"); eq(r.getInt8(8), 127, "step a");
eq(r.getFloat64(16, true), 1.5, "step b"); eq(r.getUint16(24, true), 14464, "step tail");
const huge = new BigInt64Array(40).map((_, i) => BigInt(i * 1000));
const rev = new BigInt64Array(s.hc_st_huge_rev(huge).buffer);
eq(rev.length, 40, "huge size");
for (let i = 0; i < 40; i++) eq(rev[i], BigInt((39 - i) * 1000 + i), `huge ${i}`);
// Any typed array of the right size, at any offset, and an ArrayBuffer.
const backing = new Uint8Array(24); backing.set(pairI32(3, 4), 8);
eq(s.hc_st_pair_i32_sum(backing.subarray(8, 16)), 7, "subarray");
eq(s.hc_st_pair_i32_sum(new Int32Array([5, 6])), 11, "Int32Array");
eq(s.hc_st_pair_i32_sum(pairI32(8, 9).buffer), 17, "ArrayBuffer");
// A DataView of exactly the struct's size, its byte offset respected.
eq(s.hc_st_pair_i32_sum(new DataView(pairI32(1, 1).buffer)), 2, "DataView");
eq(s.hc_st_pair_i32_sum(new DataView(backing.buffer, 8, 8)), 7, "DataView at an offset");
throws(() => s.hc_st_pair_i32_sum(new DataView(backing.buffer, 8)), TypeError, "found 16 bytes");
throws(() => s.hc_st_pair_i32_sum(new DataView(backing.buffer, 20)), TypeError, "found 4 bytes");
// Results are fresh each call.
const r1 = s.hc_st_pair_i32_swap(pairI32(1, 2)), r2 = s.hc_st_pair_i32_swap(pairI32(1, 2));
eq(r1 === r2, false, "fresh"); eq(r1.buffer === r2.buffer, false, "fresh buffers");
"#
            ),
        );
        // Every call took the backend asked for (the tier is eager: no libffi warm-up):
        // struct calls are thunk calls, the wrong-sized arguments fall back.
        let counts = e.counts();
        if backend == Backend::Jit && cfg!(all(target_arch = "x86_64", not(windows))) {
            assert!(counts.thunk > 20 && counts.generic == 0, "{counts:?}");
        } else {
            assert!(counts.thunk == 0 && counts.generic > 20, "{counts:?}");
        }
        let r = e.finish();
        assert!(r.is_clean(), "{r:?}");
    }
}

#[test]
fn structs_after_the_registers_ran_out() {
    let s = tl::HcPairI32 { a: -5, b: 9 };
    let m = tl::HcMixed { a: 17, b: -0.375 };
    let want = tl::hc_st_spill(
        1, -2, 3, -4, 5, s, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, m, -77,
    );
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            &format!(
                "{}eq(s.hc_st_spill(1, -2, 3, -4, 5, pairI32(-5, 9), 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, mixed(17, -0.375), -77), {want:?}, \"spill\");",
                prelude()
            ),
        );
    }
}

#[test]
fn bad_struct_arguments_and_descriptors_are_errors() {
    let e = engine(Backend::default());
    run(
        &e,
        &format!(
            "{}{}",
            prelude(),
            r#"
throws(() => s.hc_st_pair_i32_sum(new Uint8Array(7)), TypeError, "view of 8 bytes for struct {i32, i32}, found 7 bytes");
throws(() => s.hc_st_pair_i32_sum(new Uint8Array(9)), TypeError, "found 9 bytes");
throws(() => s.hc_st_pair_i32_sum(8), TypeError, "found a value of type");
throws(() => s.hc_st_pair_i32_sum(null), TypeError, "struct");
throws(() => s.hc_st_pair_i32_sum(), TypeError, "expected 1");
throws(() => s.hc_st_big_make(1.5), RangeError, "argument 1");
const detached = new ArrayBuffer(8); detached.transfer();
throws(() => s.hc_st_pair_i32_sum(detached), TypeError, "struct");
// A length-tracking view over a buffer that shrank: its public length is still 8 (QuickJS-NG
// keeps the tracked one private); the buffer hook clamps it to the 2 bytes left, so the struct
// is refused instead of 6 bytes past the buffer being copied.
const rab = new ArrayBuffer(8, { maxByteLength: 8 });
const tracking = new Uint8Array(rab);
rab.resize(2);
throws(() => s.hc_st_pair_i32_sum(tracking), TypeError, "found 2 bytes");
for (const [d, text] of [
  [{ parameters: [{ struct: [] }], result: "void" }, "at least one field"],
  [{ parameters: [{ struct: ["cstring"] }] }, "unknown type `cstring`"],
  [{ parameters: [{ struct: "i32" }] }, "struct: [field"],
  [{ parameters: [PairI32], result: { struct: ["nope"] } }, "unknown type `nope`"],
  [{ parameters: [PairI32, "value"] }, "not available"],
  [{ parameters: [PairI32], nonblocking: "yes" }, "`nonblocking` must be a boolean"],
]) {
  throws(() => hostcall.dlopen(TESTLIB, { hc_st_pair_i32_sum: d }), TypeError, text);
}
// Through Deno.dlopen, Deno's rules: 64-bit integer results are BigInts.
const deno = Deno.dlopen(TESTLIB, { hc_st_pair_i32_sum: { parameters: [PairI32], result: "i64" } });
eq(deno.symbols.hc_st_pair_i32_sum(pairI32(2, 3)), 5n, "Deno: BigInt");
deno.close();
// Optional struct symbols follow the optional rule.
const opt = hostcall.dlopen(TESTLIB, { hc_st_missing: { parameters: [PairI32], optional: true } });
eq(opt.symbols.hc_st_missing, null, "optional");
opt.close();
lib.close();
throws(() => s.hc_st_pair_i32_sum(pairI32(1, 2)), Error, "closed");
"#
            )
            .replace("TESTLIB", &format!("{:?}", testlib())),
    );
}

/// Random field values through every shape, against the test library called directly.
#[test]
fn random_values_match_direct_calls() {
    use proptest::prelude::*;
    let e = engine(Backend::default());
    run(&e, &prelude());
    let mut runner = proptest::test_runner::TestRunner::new(proptest::test_runner::Config {
        cases: 64,
        ..Default::default()
    });
    let finite = -1e6f64..1e6f64;
    runner
        .run(
            &(
                any::<i32>(),
                any::<i32>(),
                any::<i8>(),
                finite.clone(),
                any::<i64>(),
                any::<i64>(),
                any::<i64>(),
                any::<u8>(),
                any::<u16>(),
            ),
            |(a, b, c, f, x, y, z, t, u)| {
                let f32v = f as f32;
                let want = [
                    tl::hc_st_pair_i32_sum(tl::HcPairI32 { a, b }) as f64,
                    tl::hc_st_pair_f32_mul(tl::HcPairF32 { a: f32v, b: 0.5 }),
                    tl::hc_st_mixed_sum(tl::HcMixed { a: c, b: f }),
                    tl::hc_st_triple_sum(tl::HcTriple {
                        a: f32v,
                        b: a,
                        c: 0.25,
                    }),
                    tl::hc_st_nested_sum(tl::HcNested {
                        tag: t,
                        inner: tl::HcMixed { a: c, b: f },
                        tail: u,
                    }),
                ];
                let big = tl::hc_st_big_mix(tl::HcBig { a: x, b: y, c: z });
                let src = format!(
                    "eq(s.hc_st_pair_i32_sum(pairI32({a}, {b})), {:?}, 'p');
                     eq(s.hc_st_pair_f32_mul(pairF32({f32v:?}, 0.5)), {:?}, 'f');
                     eq(s.hc_st_mixed_sum(mixed({c}, {f:?})), {:?}, 'm');
                     eq(s.hc_st_triple_sum(triple({f32v:?}, {a}, 0.25)), {:?}, 't');
                     eq(s.hc_st_nested_sum(nested({t}, {c}, {f:?}, {u})), {:?}, 'n');
                     eq(BigInt(s.hc_st_big_mix(big({x}n, {y}n, {z}n))), {big}n, 'b');",
                    want[0], want[1], want[2], want[3], want[4]
                );
                e.run(&src, "prop.js")
                    .map_err(|err| TestCaseError::fail(err.to_string()))?;
                Ok(())
            },
        )
        .unwrap();
}

fn engine_with(backend: Backend, tier: TierPolicy, policy: ConversionPolicy) -> Engine {
    Engine::new(EngineOptions {
        policy,
        backend,
        // SAFETY: the tests' scripts are trusted with every library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// Script that could run in the middle of a call (a DataView's getters, `valueOf` under the
/// coercing policy) does not run, so it cannot make the call read freed or changed memory,
/// or reach a closed library.
#[test]
fn script_running_mid_call_is_harmless() {
    let s = tl::HcPairI32 { a: -5, b: 9 };
    let m = tl::HcMixed { a: 17, b: -0.375 };
    let want = tl::hc_st_spill(
        1, -2, 3, -4, 5, s, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, m, -77,
    );
    for backend in backends() {
        let e = engine_with(backend, TierPolicy::Eager, ConversionPolicy::js_coercing());
        run(
            &e,
            &format!(
                "{}{}",
                prelude(),
                r#"
// A DataView is read through its internal slots, as Deno reads a view: getters a script
// defines on it or on DataView.prototype never run, so they can neither detach its buffer
// mid-call, nor lie about its offset or length, nor rewrite an earlier struct's bytes.
{
  let ran = 0;
  const ab = new ArrayBuffer(8); new Int32Array(ab).set([3, 4]);
  const dv = new DataView(ab);
  for (const k of ["buffer", "byteOffset", "byteLength"]) {
    Object.defineProperty(dv, k, { get() { ran++; ab.transfer(); throw new RangeError("getter"); } });
  }
  eq(s.hc_st_pair_i32_sum(dv), 7, "own getters ignored");
  const saved = {};
  for (const k of ["buffer", "byteOffset", "byteLength"]) {
    saved[k] = Object.getOwnPropertyDescriptor(DataView.prototype, k);
    Object.defineProperty(DataView.prototype, k, { get() { ran++; return 4; }, configurable: true });
  }
  eq(s.hc_st_pair_i32_sum(new DataView(ab)), 7, "prototype getters ignored");
  for (const k of Object.keys(saved)) Object.defineProperty(DataView.prototype, k, saved[k]);
  eq(ran, 0, "no getter ran");
}
// A detached view, or one its (resizable) buffer no longer covers: refused.
{
  const ab = new ArrayBuffer(8); const dv = new DataView(ab); ab.transfer();
  throws(() => s.hc_st_pair_i32_sum(dv), TypeError, "expected an ArrayBuffer");
  const rab = new ArrayBuffer(16, { maxByteLength: 16 }); const dv2 = new DataView(rab, 4, 8);
  rab.resize(8);
  throws(() => s.hc_st_pair_i32_sum(dv2), TypeError, "expected an ArrayBuffer");
}
// A later struct's view rewrites nothing: the structs' bytes are copied before any scalar
// conversion (under the coercing policy, too).
{
  const p = pairI32(-5, 9);
  const mv = new DataView(mixed(17, -0.375).buffer);
  Object.defineProperty(mv, "byteOffset", { get() { p.fill(0x55); return 0; } });
  eq(s.hc_st_spill(1, -2, 3, -4, 5, p, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, mv, -77), WANT, "copied first");
}
// Even under the coercing policy a struct symbol's scalar conversions run no script: an
// object with `valueOf` is refused, and `valueOf` never ran.
{
  const lib2 = hostcall.dlopen(TESTLIB, { hc_st_pair_i32_sum: { parameters: [PairI32, "i32"], result: "i64" } });
  let ran = false;
  const closer = { valueOf() { ran = true; lib2.close(); return 1; } };
  throws(() => lib2.symbols.hc_st_pair_i32_sum(pairI32(1, 2), closer), TypeError, "argument 2");
  eq(ran, false, "valueOf ran");
  lib2.close();
}
// A DataView getter that would close the library never runs.
{
  const lib3 = hostcall.dlopen(TESTLIB, { hc_st_pair_i32_sum: { parameters: [PairI32], result: "i64" } });
  const dv = new DataView(pairI32(1, 2).buffer);
  Object.defineProperty(dv, "byteOffset", { get() { lib3.close(); return 0; } });
  eq(lib3.symbols.hc_st_pair_i32_sum(dv), 3, "the getter did not run");
  lib3.close();
}
"#
            )
            .replace("TESTLIB", &format!("{:?}", testlib()))
            .replace("WANT", &format!("{want:?}")),
        );
        let r = e.finish();
        assert!(r.is_clean(), "{r:?}");
    }
}

/// A `function` parameter of a struct symbol takes an `UnsafeCallback` (or `null`), as for
/// plain symbols; an error its callback raises is thrown from the call.
#[test]
fn callbacks_as_function_parameters() {
    for backend in backends() {
        let e = engine(backend);
        run(
            &e,
            &format!(
                "{}{}",
                prelude(),
                r#"
const cl = hostcall.dlopen(TESTLIB, {
  hc_st_pair_apply: { parameters: [PairI32, "function"], result: "i64" },
});
const twice = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, x => 2 * x);
eq(cl.symbols.hc_st_pair_apply(pairI32(3, 4), twice), 14, "through the callback");
eq(cl.symbols.hc_st_pair_apply(pairI32(3, 4), null), 7, "null");
eq(cl.symbols.hc_st_pair_apply(pairI32(3, 4), twice.pointer), 14, "its pointer");
const bad = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, x => { throw new RangeError(`no ${x}`); });
throws(() => cl.symbols.hc_st_pair_apply(pairI32(3, 4), bad), RangeError, "no 3");
// The error was reported once: the next call is clean.
eq(cl.symbols.hc_st_pair_apply(pairI32(5, 6), twice), 22, "after an error");
// A callback that closes the library mid-call: the call completes, later calls throw.
const closer = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, x => { cl.close(); return x; });
eq(cl.symbols.hc_st_pair_apply(pairI32(1, 2), closer), 3, "closed from inside");
throws(() => cl.symbols.hc_st_pair_apply(pairI32(1, 2), twice), Error, "closed");
twice.close();
const cl2 = hostcall.dlopen(TESTLIB, {
  hc_st_pair_apply: { parameters: [PairI32, "function"], result: "i64" },
});
throws(() => cl2.symbols.hc_st_pair_apply(pairI32(1, 2), twice), TypeError, "the UnsafeCallback was closed");
cl2.close(); bad.close(); closer.close();
"#
            )
            .replace("TESTLIB", &format!("{:?}", testlib())),
        );
    }
}

/// Tiered: a struct symbol starts on libffi and takes its thunk once hot, as every symbol;
/// results are the same on both sides of the swap. With the generic backend it never
/// leaves libffi.
#[test]
fn struct_symbols_tier_up() {
    let script = format!(
        "{}{}",
        prelude(),
        r#"
// A shape no other test here uses: a shape compiled before (by any engine) starts hot.
const B12 = { struct: ["u32", "u16", "u8", "u8", "u16"] };
globalThis.tl2 = hostcall.dlopen(TESTLIB, { hc_st_b12_flip: { parameters: [B12], result: B12 } });
globalThis.b12 = (a, b, c, d, e) => bytes(12, v => { v.setUint32(0, a, true); v.setUint16(4, b, true); v.setUint8(6, c); v.setUint8(7, d); v.setUint16(8, e, true); });
"#
    )
    .replace("TESTLIB", &format!("{:?}", testlib()));
    let hot = r#"
for (let i = 0; i < 300; i++) {
  const r = view(tl2.symbols.hc_st_b12_flip(b12(70000 + i, i, 1, 2, 300)));
  eq(r.byteLength, 12, "size"); eq(r.getUint32(0, true), 300, "a"); eq(r.getUint16(4, true), i + 1, "b");
  eq(r.getUint8(6), 2, "c"); eq(r.getUint8(7), 1, "d"); eq(r.getUint16(8, true), (70000 + i) & 0xffff, "e");
}
"#;
    for backend in backends() {
        let e = engine_with(
            backend,
            TierPolicy::Tiered { threshold: 10 },
            ConversionPolicy::strict(),
        );
        run(&e, &script);
        run(&e, hot);
        hostcall::ThunkCache::global().quiesce();
        run(&e, hot);
        let counts = e.counts();
        if backend == Backend::Jit && cfg!(all(target_arch = "x86_64", not(windows))) {
            assert!(counts.cold >= 10, "{counts:?}");
            assert!(counts.thunk >= 300, "{counts:?}");
        } else {
            assert_eq!(counts.thunk, 0, "{counts:?}");
        }
    }
}

/// A struct result of class MEMORY is written by the callee field by field, not its
/// padding: the padding of the `Uint8Array` reads as zeros on every backend, as libffi's
/// zeroed storage and Deno give it, however dirty the stack below the call was (the first
/// struct thunk returned the bytes its frame held before: Deno's own FFI test caught it,
/// `create_mixed` under `--jit eager`).
#[test]
fn struct_result_padding_is_zero() {
    for backend in backends() {
        let e = engine_with(backend, TierPolicy::Eager, ConversionPolicy::strict());
        run(
            &e,
            &format!(
                "{}{}",
                prelude(),
                r#"
// Padding of {u8, {i8, f64}, u16}: bytes 1-7, 9-15 and 26-31.
const pad = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 26, 27, 28, 29, 30, 31];
const deep = (n, f) => n === 0 ? f() : deep(n - 1, f);
for (let i = 0; i < 200; i++) {
  // Calls of other shapes and recursion leave their bytes on the stack the next call uses.
  s.hc_st_big_make(-1 - i); s.hc_st_pair_f64_make(NaN, -1e308);
  const r = deep(i % 7, () => s.hc_st_nested_step(nested(i & 0xff, -3, 0.5, 60000)));
  const b = new Uint8Array(r.buffer);
  for (const k of pad) if (b[k] !== 0) throw new Error(`round ${i}: padding byte ${k} is ${b[k]}`);
}
"#
            ),
        );
        assert!(e.finish().is_clean(), "{backend:?}");
    }
}
