//! The `dlopen` FFI module: every kind through a real shared library (hostcall's test
//! library, built as a cdylib), the system's libc/libm, and every kind of bad input.
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

fn engine(backend: Backend, ffi: FfiPermission) -> Engine {
    engine_with(backend, ConversionPolicy::strict(), ffi)
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

/// An engine of `config` (strict policy, every library allowed).
fn engine_for(config: &support::Config) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: config.backend,
        ffi: all(),
        native_entries: config.native_entries,
        tier: config.tier,
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
        .run(src, "ffi_test.js")
        .unwrap_or_else(|e| panic!("{e}\n{}", e.stack.clone().unwrap_or_default()));
}

fn finish(engine: Engine) {
    let r = engine.finish();
    assert!(r.is_clean(), "{r:?}");
}

/// A JS helper: `throws(fn, Kind, text)` asserts `fn` throws an instance of `Kind` whose
/// message contains `text`.
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
fn every_kind_through_a_real_library() {
    let lib = testlib();
    for backend in backends() {
        let e = engine(backend, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const lib = hostcall.dlopen({lib:?}, {{
  hc_add_i32: {{ parameters: ["i32", "i32"], result: "i32" }},
  hc_id_u8: {{ parameters: ["u8"], result: "u8" }},
  hc_id_i64: {{ parameters: ["i64"], result: "i64" }},
  hc_id_u64: {{ parameters: ["u64"], result: "u64" }},
  hc_pow2_u64: {{ parameters: ["u32", "i32"], result: "u64" }},
  hc_id_f32: {{ parameters: ["f32"], result: "f32" }},
  hc_not: {{ parameters: ["bool"], result: "bool" }},
  hc_strlen: {{ parameters: ["cstring"], result: "usize" }},
  hc_greeting: {{ parameters: ["i32"], result: "cstring" }},
  hc_buf_fill: {{ parameters: ["buffer", "usize", "u8"], result: "void" }},
  hc_buf_is_null: {{ parameters: ["buffer"], result: "bool" }},
  hc_ptr_is_null: {{ parameters: ["pointer"], result: "bool" }},
  hc_static_ptr: {{ parameters: [], result: "pointer" }},
  hc_ptr_read_u8: {{ parameters: ["pointer", "usize"], result: "u8" }},
  sum16: {{ name: "hc_sum_i32_16", parameters: Array(16).fill("i32"), result: "i64" }},
}});
const s = lib.symbols;
eq(s.hc_add_i32(40, 2), 42, "add");
eq(s.hc_add_i32.length, 2, "length");
eq(s.hc_id_u8(255), 255, "u8");
throws(() => s.hc_id_u8(256), RangeError, "out of range for u8");
throws(() => s.hc_id_u8(-1), RangeError, "out of range for u8");
throws(() => s.hc_add_i32(1.5, 1), RangeError, "not an integer");
throws(() => s.hc_add_i32("1", 1), TypeError, "expected a number");
throws(() => s.hc_add_i32(1), TypeError, "expected 2 arguments, got 1");
eq(s.hc_add_i32(1, 2, 3, 4), 3, "extra arguments are ignored");
// 64-bit: numbers while exact, BigInt beyond 2^53, in and out.
eq(s.hc_id_i64(2 ** 53), 2 ** 53, "i64 2^53");
eq(s.hc_id_i64(2n ** 62n), 2n ** 62n, "i64 BigInt");
eq(s.hc_id_i64(-(2n ** 63n)), -(2n ** 63n), "i64 min");
throws(() => s.hc_id_i64(2n ** 63n), RangeError, "out of range for i64");
eq(s.hc_id_u64(2n ** 64n - 1n), 2n ** 64n - 1n, "u64 max");
throws(() => s.hc_id_u64(-1n), RangeError, "out of range for u64");
throws(() => s.hc_id_u64(-(2n ** 31n)), RangeError, "out of range for u64");
eq(s.hc_pow2_u64(53, 1), 2n ** 53n + 1n, "2^53+1 is a BigInt");
eq(s.hc_pow2_u64(53, 0), 2 ** 53, "2^53 is a number");
eq(s.hc_id_f32(0.5), 0.5, "f32");
eq(s.hc_not(false), true, "bool");
throws(() => s.hc_not(0), TypeError, "expected a boolean");
// Strings: UTF-8 in, copied out; NUL and lone surrogates refused.
eq(s.hc_strlen("h\u00e9llo"), 6, "utf-8 length");
eq(s.hc_strlen(""), 0, "empty");
throws(() => s.hc_strlen("a\0b"), TypeError, "C string");
throws(() => s.hc_strlen("\ud800"), TypeError, "C string");
eq(s.hc_greeting(1), "h\u00e9llo from hostcall", "cstring result");
eq(s.hc_greeting(2), "", "empty cstring result");
eq(s.hc_greeting(0), null, "null cstring result");
// Buffers: typed arrays (views at their offset), ArrayBuffers, null.
const bytes = new Uint8Array(8);
s.hc_buf_fill(bytes.subarray(2), 3, 7);
eq(bytes.join(","), "0,0,7,7,7,0,0,0", "fill through a subarray");
s.hc_buf_fill(bytes.buffer, 1, 9);
eq(bytes[0], 9, "fill through an ArrayBuffer");
eq(s.hc_buf_is_null(null), true, "null buffer");
eq(s.hc_buf_is_null(new Uint8Array(0)), false, "empty buffer is not null");
throws(() => s.hc_buf_fill([1, 2], 1, 1), TypeError, "ArrayBuffer");
// Pointers: null, and addresses as numbers that round-trip.
eq(s.hc_ptr_is_null(null), true, "null pointer");
const p = s.hc_static_ptr();
eq(typeof p, "number", "pointer result");
eq(s.hc_ptr_read_u8(p, 5), 15, "pointer round trip");
eq(s.sum16(...Array.from({{ length: 16 }}, () => 1)), 136, "16 arguments, renamed symbol");
lib.close();
throws(() => s.hc_add_i32(1, 2), Error, "was closed");
lib.close(); // idempotent
"#
            ),
        );
        if backend == Backend::Jit {
            let c = e.counts();
            assert!(c.thunk > 20 && c.fallback > 5, "{c:?}");
        }
        finish(e);
    }
}

#[test]
fn bad_descriptors_and_libraries_are_js_errors() {
    let lib = testlib();
    let e = engine(Backend::default(), all());
    run(
        &e,
        &format!(
            r#"{PRELUDE}
const L = {lib:?};
throws(() => hostcall.dlopen("/no/such/libfoo.so", {{}}), Error, "cannot load library `/no/such/libfoo.so`");
throws(() => hostcall.dlopen(L, {{ nope: {{ parameters: [], result: "void" }} }}), Error, "symbol `nope` not found");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: ["int"], result: "void" }} }}), TypeError, "unknown parameter kind `int`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: "slice" }} }}), TypeError, "a result cannot be a slice");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: "array" }} }}), TypeError, "unknown result kind `array`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: "i32" }} }}), TypeError, "`parameters` must be an array");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ result: "void" }} }}), TypeError, "missing field `parameters`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [1], result: "void" }} }}), TypeError, "parameters[0] must be a type name or a struct");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: 3 }} }}), TypeError, "`result` must be a type name or a struct");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: "void", nonblocking: 1 }} }}), TypeError, "`nonblocking` must be a boolean");
throws(() => hostcall.dlopen(L, {{ hc_void: 5 }}), TypeError, "malformed descriptor");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: ["context"], result: "void" }} }}), TypeError, "not available to native libraries");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: Array(33).fill("i32"), result: "void" }} }}), TypeError, "at most 32");
throws(() => hostcall.dlopen(L, 5), TypeError, "descriptors");
// Deno's spelling works too, with Deno's rule for 64-bit results.
const d = Deno.dlopen(L, {{ hc_void_count: {{ parameters: [], result: "usize" }} }});
eq(typeof d.symbols.hc_void_count(), "bigint", "Deno.dlopen");
d.close();
"#
        ),
    );
    finish(e);
}

#[test]
fn dlopen_needs_permission() {
    let lib = testlib();
    let denied = engine(Backend::default(), FfiPermission::denied());
    run(
        &denied,
        &format!(
            r#"{PRELUDE} throws(() => hostcall.dlopen({lib:?}, {{}}), Error, "not allowed");"#
        ),
    );
    finish(denied);
    // SAFETY: the test's script is trusted with the test library.
    let listed = engine(Backend::default(), unsafe {
        FfiPermission::allow_list([lib.as_str()]).unwrap()
    });
    run(
        &listed,
        &format!(
            r#"{PRELUDE}
hostcall.dlopen({lib:?}, {{}}).close();
throws(() => hostcall.dlopen("libm.so.6", {{}}), Error, "not allowed");"#
        ),
    );
    finish(listed);
}

#[test]
fn system_libraries() {
    for backend in backends() {
        let e = engine(backend, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const m = hostcall.dlopen("libm.so.6", {{ cos: {{ parameters: ["f64"], result: "f64" }}, pow: {{ parameters: ["f64", "f64"], result: "f64" }} }});
eq(m.symbols.cos(0), 1, "cos");
eq(m.symbols.pow(2, 0.5), Math.SQRT2, "pow");
const c = hostcall.dlopen("libc.so.6", {{ strlen: {{ parameters: ["cstring"], result: "usize" }} }});
eq(c.symbols.strlen("hostcall"), 8, "strlen");
m.close(); c.close();
"#
            ),
        );
        finish(e);
    }
}

/// Script code that runs while `dlopen` works (prototype setters, descriptor getters,
/// proxies) never sees a function of a library that is not fully set up, and whatever it
/// captured throws "closed" once its library is gone. Also under valgrind
/// (scripts/memcheck.sh runs this binary).
#[test]
fn script_code_during_dlopen_never_reaches_an_unloaded_library() {
    let lib = testlib();
    for backend in backends() {
        let e = engine(backend, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const L = {lib:?};
const ADD = {{ parameters: ["i32", "i32"], result: "i32" }};
const captured = [];
const names = ["hc_add_i32", "hc_void", "symbols", "close", "path", "missing_fn"];
for (const n of names) {{
  Object.defineProperty(Object.prototype, n, {{
    set(v) {{ captured.push(v); }}, get() {{ return undefined; }}, configurable: true,
  }});
}}
// A later symbol is missing: dlopen fails; no setter ever saw a function.
throws(() => hostcall.dlopen(L, {{ hc_add_i32: ADD, hc_void: {{ parameters: [], result: "void" }}, missing_fn: ADD }}), Error, "symbol `missing_fn` not found");
eq(captured.length, 0, "functions handed to prototype setters by a failed dlopen");
// A successful dlopen defines own properties: the setters see nothing either.
const ok = hostcall.dlopen(L, {{ hc_add_i32: ADD }});
eq(captured.length, 0, "functions handed to prototype setters by dlopen");
eq(Object.getOwnPropertyDescriptor(ok.symbols, "hc_add_i32").value(40, 2), 42, "own symbol");
eq(typeof Object.getOwnPropertyDescriptor(ok, "close").value, "function", "own close");
eq(Object.getOwnPropertyDescriptor(ok, "path").value, L, "own path");
ok.close();
// Throwing setters do not make dlopen fail.
for (const n of names) {{
  Object.defineProperty(Object.prototype, n, {{ set(v) {{ throw new Error("setter ran"); }}, configurable: true }});
}}
const ok2 = hostcall.dlopen(L, {{ hc_add_i32: ADD }});
eq(Object.getOwnPropertyDescriptor(ok2.symbols, "hc_add_i32").value(1, 2), 3, "despite throwing setters");
ok2.close();
for (const n of names) delete Object.prototype[n];
// Whatever a script captured anyway throws "closed", never reaches freed code.
for (const f of captured) throws(() => f(1, 2), Error, "was closed");

// Getters on descriptors run before anything is loaded; they may close other handles or
// call dlopen themselves.
const first = hostcall.dlopen(L, {{ hc_add_i32: ADD }});
const firstAdd = first.symbols.hc_add_i32;
let inner;
const second = hostcall.dlopen(L, {{
  hc_add_i32: {{ get parameters() {{ first.close(); return ["i32", "i32"]; }}, result: "i32" }},
  hc_void: {{ get parameters() {{ inner = hostcall.dlopen(L, {{ hc_add_i32: ADD }}); return []; }}, result: "void" }},
}});
throws(() => firstAdd(1, 2), Error, "was closed");
eq(second.symbols.hc_add_i32(2, 3), 5, "dlopen after a getter closed the same library");
eq(inner.symbols.hc_add_i32(3, 4), 7, "dlopen from a getter");
inner.close();
eq(second.symbols.hc_add_i32(4, 5), 9, "still loaded after the nested handle closed");
const innerAdd = inner.symbols.hc_add_i32;
throws(() => innerAdd(1, 1), Error, "was closed");
// A getter that closes a library and then throws: dlopen fails, nothing leaks, the
// closed library's functions throw.
const third = hostcall.dlopen(L, {{ hc_add_i32: ADD }});
const thirdAdd = third.symbols.hc_add_i32;
throws(() => hostcall.dlopen(L, {{
  hc_add_i32: {{ get parameters() {{ third.close(); throw new RangeError("getter threw"); }}, result: "i32" }},
}}), RangeError, "getter threw");
throws(() => thirdAdd(1, 1), Error, "was closed");
// A Proxy as the descriptor object, whose traps close the library being used.
const fourth = hostcall.dlopen(L, {{ hc_add_i32: ADD }});
const fourthAdd = fourth.symbols.hc_add_i32;
const viaProxy = hostcall.dlopen(L, new Proxy({{ hc_add_i32: ADD }}, {{
  ownKeys(t) {{ fourth.close(); return Reflect.ownKeys(t); }},
}}));
throws(() => fourthAdd(1, 1), Error, "was closed");
eq(viaProxy.symbols.hc_add_i32(1, 1), 2, "descriptors through a Proxy");
// toJSON on a descriptor runs while parsing, too.
const fifth = hostcall.dlopen(L, {{ hc_add_i32: {{ toJSON() {{ second.close(); return ADD; }} }} }});
throws(() => second.symbols.hc_add_i32(1, 1), Error, "was closed");
eq(fifth.symbols.hc_add_i32(5, 5), 10, "descriptor through toJSON");
viaProxy.close(); fifth.close();
"#
            ),
        );
        finish(e);
    }
}

/// Keys such as `__proto__` and `constructor` are plain symbol names (own properties); the
/// prototypes of `symbols` and of the handle are never replaced.
#[test]
fn proto_keys_are_plain_symbol_names() {
    let lib = testlib();
    let e = engine(Backend::default(), all());
    run(
        &e,
        &format!(
            r#"{PRELUDE}
const ADD = {{ name: "hc_add_i32", parameters: ["i32", "i32"], result: "i32" }};
const desc = {{ ["__proto__"]: ADD, constructor: ADD, hasOwnProperty: ADD, toString: ADD }};
eq(Object.keys(desc).length, 4, "own keys of the descriptor object");
const lib = hostcall.dlopen({lib:?}, desc);
const s = lib.symbols;
eq(Object.getPrototypeOf(s), Object.prototype, "prototype of symbols");
eq(Object.getPrototypeOf(lib), Object.prototype, "prototype of the handle");
for (const k of ["__proto__", "constructor", "hasOwnProperty", "toString"]) {{
  const d = Object.getOwnPropertyDescriptor(s, k);
  eq(typeof d.value, "function", k);
  eq(d.value(20, 22), 42, k);
}}
eq(s.constructor(1, 2), 3, "called as a method");
lib.close();
"#
        ),
    );
    finish(e);
}

/// A function that returns a pointer into its `cstring` argument: the argument's bytes are
/// alive until the result is a JS string, on both backends and under both policies (a
/// number converted to a string under coercion included). Also under valgrind.
#[test]
fn cstring_results_may_point_into_their_arguments() {
    let lib = testlib();
    for backend in backends() {
        for policy in [ConversionPolicy::strict(), ConversionPolicy::js_coercing()] {
            let coercing = policy.mode() != ConversionPolicy::strict().mode();
            let e = engine_with(backend, policy, all());
            run(
                &e,
                &format!(
                    r#"{PRELUDE}
const lib = hostcall.dlopen({lib:?}, {{
  hc_str_identity: {{ parameters: ["cstring"], result: "cstring" }},
  hc_str_skip: {{ parameters: ["cstring", "u32"], result: "cstring" }},
}});
const {{ hc_str_identity: id, hc_str_skip: skip }} = lib.symbols;
const long = "h\u00e9llo \u2713 \u{{1F600}} ".repeat(100);
const longer = "\u00e9".repeat(1000) + "\u2713";
for (let i = 0; i < 200; i++) {{
  const s = (i % 2 ? long : longer) + i;
  eq(id(s), s, "identity of a long non-ASCII string");
  // "é" is two bytes in UTF-8: skipping 2 * k bytes drops k characters.
  eq(skip(longer, 2 * (i % 50)), longer.slice(i % 50), "a pointer into the argument");
}}
eq(id(""), "", "empty");
eq(skip("abc", 10), "", "past the end");
if ({coercing}) {{
  for (let i = 0; i < 200; i++) {{
    eq(id(123456789 + i), String(123456789 + i), "a number converted to a string");
    eq(skip(-1.5e300, 1), String(-1.5e300).slice(1), "a number converted, then skipped");
  }}
  eq(id(true), "true", "a boolean converted to a string");
}} else {{
  throws(() => id(12345), TypeError, "expected a string");
}}
lib.close();
"#
                ),
            );
            finish(e);
        }
    }
}

/// A `cstring` result that is not valid UTF-8 is a TypeError on both backends, never a
/// replacement character or a lone surrogate.
#[test]
fn invalid_utf8_cstring_results_throw() {
    let lib = testlib();
    for backend in backends() {
        let e = engine(backend, all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const lib = hostcall.dlopen({lib:?}, {{
  bad: {{ name: "hc_str_bad_utf8", parameters: ["i32"], result: "cstring" }},
  raw: {{ name: "hc_str_bad_utf8", parameters: ["i32"], result: "pointer" }},
  read: {{ name: "hc_ptr_read_u8", parameters: ["pointer", "usize"], result: "u8" }},
}});
for (const which of [0, 1, 2]) {{
  for (let i = 0; i < 50; i++) throws(() => lib.symbols.bad(which), TypeError, "cstring result is not valid UTF-8");
}}
eq(lib.symbols.bad(3), "h\u00e9", "valid UTF-8");
// Declared as a pointer, the bytes are readable.
const p = lib.symbols.raw(0);
eq(lib.symbols.read(p, 0), 0xff, "first byte");
eq(lib.symbols.read(p, 1), 0xfe, "second byte");
lib.close();
"#
            ),
        );
        finish(e);
    }
}

/// SharedArrayBuffers are refused as `buffer`, bare or under a typed array, on both backends
/// and under both policies.
#[test]
fn shared_array_buffers_are_refused_consistently() {
    let lib = testlib();
    for backend in backends() {
        for policy in [ConversionPolicy::strict(), ConversionPolicy::js_coercing()] {
            let e = engine_with(backend, policy, all());
            run(
                &e,
                &format!(
                    r#"{PRELUDE}
const lib = hostcall.dlopen({lib:?}, {{ hc_buf_is_null: {{ parameters: ["buffer"], result: "bool" }} }});
const f = lib.symbols.hc_buf_is_null;
const sab = new SharedArrayBuffer(8);
for (let i = 0; i < 20; i++) {{
  throws(() => f(sab), TypeError, "ArrayBuffer");
  throws(() => f(new Uint8Array(sab)), TypeError, "ArrayBuffer");
  throws(() => f(new Int32Array(sab, 4)), TypeError, "ArrayBuffer");
  eq(f(new Uint8Array(8)), false, "an ArrayBuffer's view");
  eq(f(new ArrayBuffer(8)), false, "an ArrayBuffer");
}}
lib.close();
"#
                ),
            );
            finish(e);
        }
    }
}

/// Deno's rule: under `Deno.dlopen` (blocking, nonblocking and struct symbols alike) a
/// `buffer` parameter takes a `SharedArrayBuffer` or a view over one and passes the address
/// of its bytes (a `nonblocking` call a copy, copied back); an empty one (no memory behind it)
/// is null; `hostcall.dlopen` still refuses them (`shared_array_buffers_are_refused_consistently`).
/// No script runs while the bytes are read: getters a script put on the prototypes are not
/// called.
#[test]
fn deno_takes_shared_array_buffers() {
    let lib = testlib();
    for backend in backends() {
        let e = engine_with(backend, ConversionPolicy::strict(), all());
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const Pair = {{ struct: ["i32", "i32"] }};
const d = Deno.dlopen({lib:?}, {{
  hc_buf_fill: {{ parameters: ["buffer", "usize", "u8"], result: "void" }},
  hc_buf_crc: {{ parameters: ["buffer", "usize"], result: "u32" }},
  hc_buf_is_null: {{ parameters: ["buffer"], result: "bool" }},
  hc_buf_fill_later: {{ name: "hc_buf_fill", parameters: ["buffer", "usize", "u8"], result: "void", nonblocking: true }},
  hc_st_buf_sum_fill: {{ parameters: [Pair, "buffer", "usize", "u8"], result: "i64" }},
}}).symbols;
let getters = 0;
for (const C of [SharedArrayBuffer, Uint8Array, DataView]) {{
  for (const k of ["byteLength", "byteOffset", "buffer", "length"]) {{
    const proto = C === Uint8Array ? Object.getPrototypeOf(Uint8Array.prototype) : C.prototype;
    if (Object.getOwnPropertyDescriptor(proto, k)) Object.defineProperty(proto, k, {{ get() {{ getters++; return 0; }}, configurable: true }});
  }}
}}
const sab = new SharedArrayBuffer(16);
const u8 = new Uint8Array(sab);
for (let i = 0; i < 30; i++) {{
  d.hc_buf_fill(sab, 16, i);
  eq(u8[15], i, "written through the shared bytes");
  d.hc_buf_fill(new Uint8Array(sab, 4, 4), 4, 200);
  eq(u8[3] + ":" + u8[4] + ":" + u8[7] + ":" + u8[8], i + ":200:200:" + i, "a view at its offset");
  d.hc_buf_fill(new DataView(sab, 12), 4, 7);
  eq(u8[12], 7, "a DataView");
  eq(d.hc_buf_crc(sab, 0), 0, "crc of nothing");
  eq(d.hc_buf_is_null(new SharedArrayBuffer(0)), true, "an empty one is null");
  eq(d.hc_buf_is_null(new Uint8Array(sab, 16)), false, "an empty view of one with bytes is not");
  eq(d.hc_st_buf_sum_fill(new Int32Array([1, 2]), new Uint8Array(sab, 0, 2), 2, 1), BigInt(3 + 2 * i), "a struct symbol");
  eq(u8[0] + u8[1], 2, "the struct symbol wrote the shared bytes");
}}
eq(getters, 0, "no getter ran");
globalThis.sabU8 = u8;
d.hc_buf_fill_later(new Uint8Array(sab, 8, 8), 8, 99).then(() => {{ globalThis.later = Array.from(sabU8.subarray(8)).join(); }});
"#
            ),
        );
        run(
            &e,
            r#"eq(later, "99,99,99,99,99,99,99,99", "a nonblocking call writes the shared bytes back");"#,
        );
        finish(e);
    }
}

/// Only symbols the opened library defines itself resolve: the test library depends on libc,
/// but `strlen` and `system` through it are refused, naming the object that defines them.
#[test]
fn symbols_of_dependencies_are_refused() {
    let lib = testlib();
    // SAFETY: the test's script is trusted with these libraries.
    let listed = unsafe { FfiPermission::allow_list([lib.as_str(), "libz.so.1"]) }.unwrap();
    for ffi in [all(), listed] {
        let e = engine(Backend::default(), ffi);
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const L = {lib:?};
for (const name of ["strlen", "system", "malloc"]) {{
  throws(() => hostcall.dlopen(L, {{ [name]: {{ parameters: ["pointer"], result: "usize" }} }}), Error, "libc.so.6");
  throws(() => hostcall.dlopen("libz.so.1", {{ [name]: {{ parameters: ["pointer"], result: "usize" }} }}), Error, "not by the opened library");
}}
// A renamed key does not help.
throws(() => hostcall.dlopen(L, {{ hc_add_i32: {{ name: "system", parameters: ["pointer"], result: "i32" }} }}), Error, "defined by");
// The library's own symbols resolve.
const z = hostcall.dlopen("libz.so.1", {{ crc32: {{ parameters: ["u64", "buffer", "u32"], result: "u64" }} }});
eq(z.symbols.crc32(0, new Uint8Array([104, 105]), 2), 0xd8932aac, "crc32 of 'hi'");
z.close();
const t = hostcall.dlopen(L, {{ hc_add_i32: {{ parameters: ["i32", "i32"], result: "i32" }} }});
eq(t.symbols.hc_add_i32(1, 2), 3, "own symbol");
t.close();
"#
            ),
        );
        finish(e);
    }
}

/// The empty path (the main program, through which libc resolves) is never allowed.
#[test]
fn the_empty_path_is_never_allowed() {
    // SAFETY: the test's script is trusted with libm.
    let listed = unsafe { FfiPermission::allow_list(["libm.so.6"]) }.unwrap();
    for ffi in [all(), listed, FfiPermission::denied()] {
        let e = engine(Backend::default(), ffi);
        run(
            &e,
            &format!(
                r#"{PRELUDE}
throws(() => hostcall.dlopen("", {{ system: {{ parameters: ["pointer"], result: "i32" }} }}), Error, "not allowed");
throws(() => hostcall.dlopen("", {{}}), Error, "main program");
"#
            ),
        );
        finish(e);
    }
}

/// BigInt arguments to 64-bit and pointer parameters stay on the thunk (issue 20): in
/// range they are converted by the layout's hook inside the thunk, with no fallback, on
/// every path a call can take (alone, beside numbers whose second class is taken, after an
/// acquired string, before a hook kind); out of range they fall back and throw as before.
/// Every backend gives the same results.
#[test]
fn bigint_arguments_stay_on_the_thunk() {
    let lib = testlib();
    for config in support::configs() {
        let e = engine_for(&config);
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const lib = hostcall.dlopen({lib:?}, {{
  hc_id_i64: {{ parameters: ["i64"], result: "i64" }},
  hc_id_u64: {{ parameters: ["u64"], result: "u64" }},
  hc_id_isize: {{ parameters: ["isize"], result: "isize" }},
  hc_id_usize: {{ parameters: ["usize"], result: "usize" }},
  hc_add_i64: {{ parameters: ["i64", "i64"], result: "i64" }},
  hc_add_u64: {{ parameters: ["u64", "u64"], result: "u64" }},
  hc_mixed_a: {{ parameters: ["f32", "i8", "f64", "u16", "bool", "i64"], result: "f64" }},
  hc_ptr_offset: {{ parameters: ["pointer", "isize"], result: "pointer" }},
  str_offset: {{ name: "hc_ptr_offset", parameters: ["cstring", "i64"], result: "pointer" }},
  hc_buf_fill: {{ parameters: ["buffer", "usize", "u8"], result: "void" }},
}});
const s = lib.symbols;
// Warm up past any tier threshold, with BigInts from the first call.
for (let i = 0; i < 8; i++) eq(s.hc_add_i64(BigInt(i), 1n), i + 1, "warm-up");
"#
            ),
        );
        let before = e.counts();
        run(
            &e,
            r#"
const big = 2n ** 62n + 12345n; // a heap BigInt, not a short one
eq(s.hc_id_i64(5n), 5, "short BigInt");
eq(s.hc_id_i64(-5n), -5, "negative short BigInt");
eq(s.hc_id_i64(2n ** 31n - 1n), 2 ** 31 - 1, "the largest short BigInt (read inline)");
eq(s.hc_id_i64(-(2n ** 31n)), -(2 ** 31), "the smallest short BigInt (read inline)");
eq(s.hc_id_i64(2n ** 31n), 2 ** 31, "the smallest positive heap BigInt");
eq(s.hc_id_u64(2n ** 31n - 1n), 2 ** 31 - 1, "a short BigInt to u64");
eq(s.hc_id_i64(big), big, "heap BigInt");
eq(s.hc_id_i64(-(2n ** 63n)), -(2n ** 63n), "i64 min");
eq(s.hc_id_i64(2n ** 63n - 1n), 2n ** 63n - 1n, "i64 max");
eq(s.hc_id_u64(2n ** 64n - 1n), 2n ** 64n - 1n, "u64 max");
eq(s.hc_id_u64(0n), 0, "u64 zero");
eq(s.hc_id_isize(-7n), -7, "isize");
eq(s.hc_id_usize(2n ** 60n), 2n ** 60n, "usize");
eq(s.hc_add_i64(1n, 2), 3, "BigInt beside an int32");
eq(s.hc_add_i64(2 ** 40, 2n), 2 ** 40 + 2, "BigInt beside a float64");
eq(s.hc_add_i64(big, big), -(2n ** 63n) + 24690n, "two heap BigInts, wrapping");
eq(s.hc_add_u64(2n ** 63n, 2n ** 62n), 2n ** 63n + 2n ** 62n, "u64 BigInts");
eq(s.hc_mixed_a(0.5, -3, 2.25, 7, true, 40n), 0.5 - 6 + 6.75 + 28 + 5 + 240, "six kinds, a BigInt last (weighted)");
eq(s.hc_ptr_offset(1000n, 24n), 1024, "pointer and isize from BigInts");
eq(s.hc_ptr_offset(null, 2n ** 40n), 2 ** 40, "null pointer beside a BigInt");
const a = s.str_offset("hello", 0n), b = s.str_offset("hello", 3n);
eq(typeof a === "number" && a > 0, true, "a string acquired before the BigInt hook");
eq(typeof b === "number" && b > 3, true, "string then BigInt");
const bytes = new Uint8Array(4);
s.hc_buf_fill(bytes, 2n, 9);
eq(bytes.join(","), "9,9,0,0", "buffer, then a BigInt length");
"#,
        );
        let after = e.counts();
        if config.backend == Backend::Jit && config.native_entries {
            assert_eq!(
                after.fallback, before.fallback,
                "{config:?}: BigInt arguments in range fell back ({before:?} -> {after:?})"
            );
            assert!(after.thunk > before.thunk, "{config:?}: {after:?}");
        }
        // Out of range, and values that are not BigInts the lane takes: the same errors as
        // before, through the fallback, with nothing leaked.
        run(
            &e,
            r#"
throws(() => s.hc_id_i64(2n ** 63n), RangeError, "out of range for i64");
throws(() => s.hc_id_u64(-1n), RangeError, "out of range for u64");
throws(() => s.hc_id_u64(-(2n ** 31n)), RangeError, "out of range for u64");
throws(() => s.hc_id_u64(2n ** 64n), RangeError, "out of range for u64");
throws(() => s.hc_add_i64(1n, "2"), TypeError, "expected a number or BigInt");
throws(() => s.hc_add_i64(Object(1n), 2n), TypeError, "expected a number or BigInt");
throws(() => s.hc_ptr_offset(-1n, 0n), RangeError, "out of range");
throws(() => s.str_offset("a\0b", 1n), TypeError, "C string");
throws(() => s.str_offset("abc", 2n ** 64n), RangeError, "out of range for i64");
let ran = false;
const sneaky = { valueOf() { ran = true; return 1n; } };
throws(() => s.hc_add_i64(sneaky, 1n), TypeError, "expected a number or BigInt");
eq(ran, false, "no valueOf ran");
"#,
        );
        finish(e);
    }
}

/// `Deno.dlopen`'s value rules are the signature's dialect, read by the thunk and its native
/// entry themselves (issue 43): pointer objects in and out, 64-bit results as BigInts and
/// empty buffers as `null` stay on the thunk with no fallback, on every configuration, with
/// the same results as the generic path. A `hostcall.dlopen` descriptor may ask for the same
/// rules with `dialect`; an unknown rule is a `TypeError` naming it.
#[test]
fn deno_rules_run_on_the_thunk() {
    let lib = testlib();
    for config in support::configs() {
        let e = engine_for(&config);
        run(
            &e,
            &format!(
                r#"{PRELUDE}
const d = Deno.dlopen({lib:?}, {{
  hc_ptr_identity: {{ parameters: ["pointer"], result: "pointer" }},
  hc_ptr_is_null: {{ parameters: ["pointer"], result: "bool" }},
  hc_ptr_offset: {{ parameters: ["pointer", "isize"], result: "pointer" }},
  hc_add_i64: {{ parameters: ["i64", "i64"], result: "i64" }},
  hc_buf_is_null: {{ name: "hc_ptr_is_null", parameters: ["buffer"], result: "bool" }},
}}).symbols;
const h = hostcall.dlopen({lib:?}, {{
  big_add: {{ name: "hc_add_i64", parameters: ["i64", "i64"], result: "i64", dialect: ["bigint-results"] }},
  obj_identity: {{ name: "hc_ptr_identity", parameters: ["pointer"], result: "pointer", dialect: ["pointer-objects"] }},
  plain_identity: {{ name: "hc_ptr_identity", parameters: ["pointer"], result: "pointer" }},
}}).symbols;
const p = Deno.UnsafePointer.create(4096n);
// Warm up past any tier threshold.
for (let i = 0; i < 8; i++) {{ d.hc_ptr_identity(p); d.hc_add_i64(1n, 2n); d.hc_buf_is_null(new Uint8Array(1)); h.big_add(1, 2); h.obj_identity(p); }}
"#
            ),
        );
        let before = e.counts();
        run(
            &e,
            r#"
const q = d.hc_ptr_identity(p);
eq(typeof q, "object", "a pointer object out");
eq(Deno.UnsafePointer.value(q), 4096n, "its address");
eq(d.hc_ptr_identity(null), null, "null in, null out");
eq(d.hc_ptr_is_null(p), false, "a pointer object in");
eq(d.hc_ptr_is_null(null), true, "null in");
eq(Deno.UnsafePointer.value(d.hc_ptr_offset(p, 16)), 4112n, "pointer object and isize");
eq(d.hc_add_i64(1n, 2n), 3n, "a small i64 result is a BigInt");
eq(d.hc_add_i64(-5, 2), -3n, "numbers in, a BigInt out");
eq(d.hc_buf_is_null(new Uint8Array(0)), true, "a buffer without memory is null");
eq(d.hc_buf_is_null(new Uint8Array(4).subarray(4)), false, "an empty view of bytes is not");
eq(d.hc_buf_is_null(new Uint8Array(new SharedArrayBuffer(8))), false, "shared bytes are passed");
eq(h.big_add(1, 2), 3n, "hostcall.dlopen with bigint-results");
eq(Deno.UnsafePointer.value(h.obj_identity(p)), 4096n, "hostcall.dlopen with pointer-objects");
eq(h.plain_identity(4096), 4096, "hostcall.dlopen's own rules beside them");
"#,
        );
        let after = e.counts();
        if config.backend == Backend::Jit && config.native_entries {
            assert_eq!(
                after.fallback, before.fallback,
                "{config:?}: a Deno rule fell back ({before:?} -> {after:?})"
            );
            assert!(after.thunk > before.thunk, "{config:?}: {after:?}");
        }
        // Off the thunk: numbers for Deno's pointers (hostcall takes them, out of line),
        // what no rule takes, and a bad rule name.
        run(
            &e,
            &format!(
                r#"
eq(Deno.UnsafePointer.value(d.hc_ptr_identity(8192)), 8192n, "a number as a pointer, out of line");
throws(() => d.hc_ptr_is_null({{}}), TypeError, "");
throws(() => d.hc_ptr_is_null(Object.create(Object.getPrototypeOf(p))), TypeError, "");
throws(() => hostcall.dlopen({lib:?}, {{ f: {{ name: "hc_add_i64", parameters: ["i64", "i64"], result: "i64", dialect: ["bigints"] }} }}), TypeError, "unknown dialect rule `bigints`");
throws(() => hostcall.dlopen({lib:?}, {{ f: {{ name: "hc_add_i64", parameters: ["i64", "i64"], result: "i64", dialect: "bigint-results" }} }}), TypeError, "`dialect` must be an array");
"#
            ),
        );
        finish(e);
    }
}
