//! The `slice` parameter kind through `dlopen`: one `ArrayBuffer` or typed array is two native
//! arguments, a pointer to its first byte and its true byte length, so a declared length can
//! never lie. Every configuration: the generic backend, the JIT with and without native
//! entries, eager and tiered; both policies.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

mod support;
use support::{configs, testlib, Config};

fn engine(c: Config, policy: ConversionPolicy) -> Engine {
    Engine::new(EngineOptions {
        policy,
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

fn run(engine: &Engine, src: &str) {
    engine
        .run(src, "slice_test.js")
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
// hc_slice_sum's result, computed here: the weighted byte sum plus the length times 2^32.
function wsum(view) {
  const u8 = new Uint8Array(view.buffer ?? view, view.byteOffset ?? 0, view.byteLength);
  let h = 0;
  u8.forEach((b, i) => { h += (i + 1) * b; });
  return h;
}
function expectSum(view) { return wsum(view) + view.byteLength * 2 ** 32; }
"#;

fn descriptors(lib: &str) -> String {
    format!(
        r#"const lib = hostcall.dlopen({lib:?}, {{
  hash: {{ name: "hc_slice_sum", parameters: ["slice"], result: "u64" }},
  len: {{ name: "hc_slice_len", parameters: ["slice"], result: "usize" }},
  isnull: {{ name: "hc_slice_ptr_is_null", parameters: ["slice"], result: "i32" }},
  fill: {{ name: "hc_slice_fill", parameters: ["slice", "u8"], result: "void" }},
  copy: {{ name: "hc_slice_copy", parameters: ["slice", "slice"], result: "usize" }},
  split: {{ name: "hc_slice_split", parameters: ["i32", "i32", "i32", "i32", "i32", "slice", "f64"], result: "f64" }},
  mixed: {{ name: "hc_slice_mixed", parameters: ["u8", "slice", "f64", "i64", "slice", "bool", "i16"], result: "f64" }},
  sum30: {{ name: "hc_slice_sum30", parameters: ["slice", ...Array(30).fill("i64")], result: "i64" }},
}});
const {{ hash, len, isnull, fill, copy, split, mixed, sum30 }} = lib.symbols;
"#
    )
}

/// What every slice accepts and what it passes, through every configuration.
#[test]
fn slices_pass_their_true_bytes_and_length() {
    let lib = testlib();
    for c in configs() {
        let e = engine(c, ConversionPolicy::strict());
        run(
            &e,
            &format!(
                r#"{PRELUDE}{d}
for (let round = 0; round < 4; round++) {{
  // The declared-length attack of Deno and Bun is impossible: the length is the buffer's.
  eq(len(new Uint8Array(4), 1 << 20), 4, "a length cannot be declared");
  const big = new Uint8Array(16).map((_, i) => i * 7 + 1);
  eq(hash(big), expectSum(big), "a whole Uint8Array");
  const sub = big.subarray(3, 9);
  eq(len(sub), 6, "a subarray's length");
  eq(hash(sub), expectSum(sub), "a subarray's bytes, from its offset");
  eq(len(new Uint32Array([1, 2, 3])), 12, "bytes, not elements");
  eq(len(new Float64Array(2)), 16, "Float64Array");
  const ab = new ArrayBuffer(10);
  new Uint8Array(ab).set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  eq(len(ab), 10, "an ArrayBuffer");
  eq(hash(ab), expectSum(ab), "an ArrayBuffer's bytes");
  const i16 = new Int16Array(ab, 4, 3);
  eq(len(i16), 6, "a view at an offset of its buffer");
  eq(hash(i16), expectSum(i16), "a view's bytes at its offset");
  eq(len(new BigInt64Array(3)), 24, "BigInt64Array");
  // Empty: length 0 and a pointer that is not null (documented in docs/ffi.md).
  eq(len(new Uint8Array(0)), 0, "empty view");
  eq(isnull(new Uint8Array(0)), 0, "an empty view's pointer is not null");
  eq(isnull(new ArrayBuffer(0)), 0, "an empty buffer's pointer is not null");
  eq(isnull(big.subarray(16)), 0, "an empty subarray at the end");
  eq(hash(new ArrayBuffer(0)), 0, "nothing read");
  fill(new Uint8Array(0), 1);
  // Native writes are visible, within the view only.
  const w = new Uint8Array(6);
  fill(w.subarray(1, 4), 0xab);
  eq(w.join(), "0,171,171,171,0,0", "written through a subarray");
  // Two slices in one call, overlapping ones too.
  const dst = new Uint8Array(5);
  eq(copy(dst.subarray(1), new Uint8Array([9, 8, 7])), 3, "copied");
  eq(dst.join(), "0,9,8,7,0", "copied into the view");
  const o = new Uint8Array([1, 2, 3, 4, 5, 6]);
  eq(copy(o.subarray(0, 4), o.subarray(2)), 4, "overlapping");
  eq(o.join(), "3,4,5,6,5,6", "memmove semantics");
  // The pointer in the last integer register, its length on the stack (x86_64 System V).
  eq(split(1, -2, 3, -4, 5, new Uint8Array([9, 8, 7]), 0.5), 15 + 46000 + 3e6 + 0.5, "split");
  // Scalars and two slices past the registers.
  const a = new Uint8Array([1, 2, 250]), b = new Uint8Array([5, 6, 7, 8, 9]).subarray(1);
  eq(mixed(3, a, 1.5, -4, b, true, -7),
     3 + 3 - 12 - 35 + 7 * wsum(a) + 11 * wsum(b) + 13 * 3 + 17 * 4 + 1000, "mixed");
  // 32 native parameters: a slice and 30 i64s.
  const rest = Array.from({{ length: 30 }}, (_, i) => i - 15);
  const head = new Uint8Array([3, 1, 4, 1, 5]);
  eq(sum30(head, ...rest),
     expectSum(head) + rest.reduce((acc, x, i) => acc + (i + 1) * x, 0), "32 native parameters");
}}
lib.close();
"#,
                d = descriptors(&lib)
            ),
        );
        if c.backend == Backend::Jit && c.tier == TierPolicy::Eager {
            let counts = e.counts();
            if c.native_entries {
                // Native entries bypass the dispatcher's counters: nothing fell back.
                assert_eq!(counts.fallback, 0, "{c:?} {counts:?}");
            } else {
                assert!(counts.thunk > 80, "{c:?} {counts:?}");
                assert_eq!(counts.fallback, 0, "{c:?} {counts:?}");
            }
        }
        finish(e);
    }
}

/// Nothing but a buffer is a slice, under either policy, and no script runs while one is
/// read: getters, subclasses and proxies cannot change the length.
#[test]
fn anything_else_is_a_type_error_and_no_script_runs() {
    let lib = testlib();
    for c in configs() {
        for (policy, missing) in [
            (ConversionPolicy::strict(), "expected 1 arguments, got 0"),
            (ConversionPolicy::js_coercing(), "(slice), got undefined"),
        ] {
            let e = engine(c, policy);
            run(
                &e,
                &format!(
                    r#"{PRELUDE}{d}
for (let round = 0; round < 3; round++) {{
  for (const bad of [null, undefined, 4, 1.5, "abcd", true, 4n, [1, 2], {{ byteLength: 4 }}, Symbol("s")]) {{
    throws(() => len(bad), TypeError, "(slice)");
  }}
  throws(() => len(), TypeError, {missing:?});
  throws(() => copy(new Uint8Array(2), null), TypeError, "argument 2");
  // A DataView is read through its internal slots (never its getters): its bytes now.
  const dv = new DataView(new ArrayBuffer(16), 3, 5);
  Object.defineProperty(dv, "byteLength", {{ get() {{ throw new Error("a getter ran"); }} }});
  eq(len(dv), 5, "a DataView's slots");
  throws(() => len(new DataView(new SharedArrayBuffer(8))), TypeError, "(slice)");
  // SharedArrayBuffers are refused, as for `buffer`.
  throws(() => len(new SharedArrayBuffer(8)), TypeError, "(slice)");
  throws(() => len(new Uint8Array(new SharedArrayBuffer(8))), TypeError, "(slice)");
  // Detached buffers, bare or under a view.
  const d = new ArrayBuffer(8); d.transfer();
  throws(() => len(d), TypeError, "(slice)");
  const t = new Uint8Array(8); t.buffer.transfer();
  throws(() => len(t), TypeError, "(slice)");
  // A proxy is not a buffer, and none of its traps runs.
  const trap = () => {{ throw new Error("a trap ran"); }};
  const proxy = new Proxy(new Uint8Array(4), {{ get: trap, getPrototypeOf: trap, has: trap, ownKeys: trap }});
  throws(() => len(proxy), TypeError, "(slice)");
  // Getters are never consulted: an own property, a subclass, the prototype's accessor.
  const ab = new ArrayBuffer(4);
  Object.defineProperty(ab, "byteLength", {{ value: 1 << 20 }});
  eq(len(ab), 4, "an own byteLength property is ignored");
  class Liar extends Uint8Array {{
    get byteLength() {{ throw new Error("a getter ran"); }}
    get length() {{ throw new Error("a getter ran"); }}
    get byteOffset() {{ throw new Error("a getter ran"); }}
  }}
  eq(len(new Liar(4)), 4, "a subclass's getters are ignored");
  // Resizable buffers: the buffer's length at the call. A length-tracking view passes its
  // length now (the whole elements from its offset to the buffer's end; tests/live_buffers.rs
  // has every consumer), never more bytes than exist (docs/ffi.md).
  const r = new ArrayBuffer(4, {{ maxByteLength: 64 }});
  const tracking = new Uint8Array(r);
  eq(len(r), 4, "resizable");
  r.resize(32);
  eq(len(r), 32, "resized");
  eq(len(tracking), 32, "a grown length-tracking view: its length now");
  r.resize(2);
  eq(len(tracking), 2, "a shrunk length-tracking view: clamped to the buffer");
  eq(hash(tracking), expectSum(new Uint8Array(r)), "the bytes that exist");
  const wide = new Uint16Array(r);
  r.resize(3);
  eq(len(wide), 2, "clamped to whole elements");
  const fixed = new Uint8Array(r, 0, 2);
  r.resize(1);
  throws(() => len(fixed), TypeError, "(slice)");
}}
const TA = Object.getPrototypeOf(Uint8Array.prototype);
for (const key of ["byteLength", "byteOffset", "length", "buffer"]) {{
  Object.defineProperty(TA, key, {{ get() {{ throw new Error("a getter ran"); }} }});
}}
Object.defineProperty(ArrayBuffer.prototype, "byteLength", {{ get() {{ throw new Error("a getter ran"); }} }});
eq(len(new Uint16Array(3)), 6, "prototype accessors are never called");
eq(len(new ArrayBuffer(5)), 5, "nor ArrayBuffer's");
lib.close();
"#,
                    d = descriptors(&lib),
                    missing = missing,
                ),
            );
            finish(e);
        }
    }
}

/// Where a slice may not be: results, callbacks, structs; and the 32-parameter limit counts
/// native parameters. `Deno.dlopen` takes slices too (an extension; Deno has no such kind).
#[test]
fn limits_refusals_and_deno_dlopen() {
    let lib = testlib();
    for c in configs() {
        let e = engine(c, ConversionPolicy::strict());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const open = (d) => hostcall.dlopen({lib:?}, d);
const f = (parameters, result = "i64") => ({{ f: {{ name: "hc_slice_sum30", parameters, result }} }});
// 32 native parameters is the limit: a slice counts two.
open(f(["slice", ...Array(30).fill("i64")])).close();
open(f(Array(16).fill("slice"))).close();
throws(() => open(f(["slice", ...Array(31).fill("i64")])), TypeError, "33 native parameters");
throws(() => open(f(Array(17).fill("slice"))), TypeError, "34 native parameters");
throws(() => open(f([], "slice")), TypeError, "a result cannot be a slice");
throws(() => new hostcall.UnsafeCallback({{ parameters: ["slice"], result: "void" }}, () => {{}}), TypeError, "slice");
throws(() => new hostcall.UnsafeCallback({{ parameters: [], result: "slice" }}, () => 0), TypeError, "slice");
throws(() => open({{ f: {{ name: "hc_st_pair_i32_sum", parameters: ["slice", {{ struct: ["i32", "i32"] }}], result: "i64" }} }}),
       TypeError, "slice");
// Deno.dlopen: the same kind, with Deno's result rule (64-bit results are BigInts) and our
// empty-slice rule (a pointer that is not null; Deno's null-for-empty applies to `buffer`).
const dl = Deno.dlopen({lib:?}, {{
  len: {{ name: "hc_slice_len", parameters: ["slice"], result: "usize" }},
  isnull: {{ name: "hc_slice_ptr_is_null", parameters: ["slice"], result: "i32" }},
}});
for (let i = 0; i < 3; i++) {{
  eq(dl.symbols.len(new Uint8Array(4), 1 << 20), 4n, "Deno.dlopen slice length");
  eq(dl.symbols.isnull(new Uint8Array(0)), 0, "Deno.dlopen empty slice");
  throws(() => dl.symbols.len(null), TypeError, "(slice)");
}}
dl.close();
"#
            ),
        );
        finish(e);
    }
}

/// A callback that native code calls during a call may run any script: it must not free or
/// move the bytes of a buffer the native function holds (a `slice` or `buffer` argument).
/// Before, `resize` or `transfer` in a `qsort` comparator reallocated or freed the array
/// `qsort` was still sorting (a use after free under valgrind). Now the methods that free or
/// move a buffer's bytes throw a `TypeError` while a native function is below the script,
/// and work again once it returned. Both `dlopen`s, `slice` and `buffer`, every backend.
#[test]
fn a_callback_cannot_free_a_buffer_in_use() {
    for c in configs() {
        let e = engine(c, ConversionPolicy::strict());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const methods = ["resize", "transfer", "transferToFixedLength", "transferToImmutable"]
  .filter((m) => typeof ArrayBuffer.prototype[m] === "function");
eq(methods.length >= 3, true, "resize, transfer and transferToFixedLength exist");
// The wrappers look like the built-ins.
eq(ArrayBuffer.prototype.resize.name, "resize", "name");
eq(ArrayBuffer.prototype.resize.length, 1, "length");
eq(ArrayBuffer.prototype.transfer.length, 0, "length");
eq(Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "transfer").enumerable, false, "enumerable");
for (const open of [hostcall.dlopen, Deno.dlopen]) {{
  const libc = open("libc.so.6", {{
    qsortSlice: {{ name: "qsort", parameters: ["slice", "usize", "function"], result: "void" }},
    qsortBuffer: {{ name: "qsort", parameters: ["buffer", "usize", "usize", "function"], result: "void" }},
  }});
  const Callback = open === Deno.dlopen ? Deno.UnsafeCallback : hostcall.UnsafeCallback;
  for (let round = 0; round < 2; round++) {{
    for (const method of methods) {{
      for (const kind of ["slice", "buffer"]) {{
        for (const caught of [true, false]) {{
          // The array is the first 64 bytes of a large buffer: QuickJS allocates large
          // buffers outside its arena, so valgrind sees their bytes freed.
          const rab = new ArrayBuffer(8192, {{ maxByteLength: 16384 }});
          const u8 = new Uint8Array(rab, 0, 64);
          u8.forEach((_, i) => {{ u8[i] = (i * 37) & 255; }});
          let calls = 0, error = null;
          const cb = new Callback({{ parameters: ["pointer", "pointer"], result: "i32" }}, (a, b) => {{
            calls++;
            if (calls === 3 || calls === 4) {{
              // Shrink (frees the tail, may move the rest), grow (may move), detach.
              const arg = method === "resize" ? (calls === 3 ? 0 : 16384) : undefined;
              if (!caught) rab[method](arg);
              try {{ rab[method](arg); }} catch (e) {{ error = e; }}
            }}
            const x = new Deno.UnsafePointerView(a).getUint8(), y = new Deno.UnsafePointerView(b).getUint8();
            return x - y;
          }});
          const sort = () => kind === "slice" ? libc.symbols.qsortSlice(u8, 1, cb) : libc.symbols.qsortBuffer(u8, 64, 1, cb);
          if (caught) {{
            sort();
            if (!(error instanceof TypeError)) throw new Error(`${{method}} ${{kind}}: expected a TypeError, got ${{error}} after ${{calls}} calls`);
            eq(error.message.includes("native function"), true, error.message);
          }} else {{
            throws(sort, TypeError, `ArrayBuffer.prototype.${{method}}`);
          }}
          eq(rab.detached, false, `${{method}} ${{kind}}: not detached`);
          eq(rab.byteLength, 8192, `${{method}} ${{kind}}: not resized`);
          if (caught) {{
            for (let i = 1; i < 64; i++) if (u8[i - 1] > u8[i]) throw new Error(`${{method}} ${{kind}}: not sorted at ${{i}}`);
          }}
          cb.close();
          // With no native function below, they work again.
          rab.resize(512);
          eq(rab.byteLength, 512, "resize after the call");
          eq(rab.transfer().byteLength, 512, "transfer after the call");
          eq(rab.detached, true, "detached after the call");
        }}
      }}
    }}
  }}
  libc.close();
}}
"#
            ),
        );
        finish(e);
    }
}
