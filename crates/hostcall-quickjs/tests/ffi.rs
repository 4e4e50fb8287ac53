//! The `dlopen` FFI module: every kind through a real shared library (hostcall's test
//! library, built as a cdylib), the system's libc/libm, and every kind of bad input.

use std::path::PathBuf;

use hostcall::{Backend, ConversionPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

/// The test library's shared object, built by cargo next to this test binary.
fn testlib() -> String {
    let exe = std::env::current_exe().expect("test binary path");
    let dir = exe.parent().expect("deps dir");
    let so = dir.join(format!(
        "{}hostcall_testlib{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(
        so.exists(),
        "{} is missing (cargo builds it as a dev-dependency)",
        so.display()
    );
    so.display().to_string()
}

fn engine(backend: Backend, ffi: FfiPermission) -> Engine {
    Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        ffi,
        native_entries: true,
        track_allocations: true,
    })
    .unwrap()
}

fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Generic];
    if Backend::jit_available().is_ok() {
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
        let e = engine(backend, FfiPermission::All);
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
    let e = engine(Backend::default(), FfiPermission::All);
    run(
        &e,
        &format!(
            r#"{PRELUDE}
const L = {lib:?};
throws(() => hostcall.dlopen("/no/such/libfoo.so", {{}}), Error, "cannot load library `/no/such/libfoo.so`");
throws(() => hostcall.dlopen(L, {{ nope: {{ parameters: [], result: "void" }} }}), Error, "symbol `nope` not found");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: ["int"], result: "void" }} }}), TypeError, "unknown parameter kind `int`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: "buffer" }} }}), TypeError, "unknown result kind `buffer`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: "i32" }} }}), TypeError, "`parameters` must be an array");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ result: "void" }} }}), TypeError, "missing field `parameters`");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [1], result: "void" }} }}), TypeError, "parameters[0] must be a string");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: 3 }} }}), TypeError, "`result` must be a string");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: [], result: "void", nonblocking: true }} }}), TypeError, "not supported");
throws(() => hostcall.dlopen(L, {{ hc_void: 5 }}), TypeError, "malformed descriptor");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: ["context"], result: "void" }} }}), TypeError, "not available to native libraries");
throws(() => hostcall.dlopen(L, {{ hc_void: {{ parameters: Array(17).fill("i32"), result: "void" }} }}), TypeError, "at most 16");
throws(() => hostcall.dlopen(L, 5), TypeError, "descriptors");
// Deno's spelling works too.
const d = Deno.dlopen(L, {{ hc_void_count: {{ parameters: [], result: "usize" }} }});
eq(typeof d.symbols.hc_void_count(), "number", "Deno.dlopen");
d.close();
"#
        ),
    );
    finish(e);
}

#[test]
fn dlopen_needs_permission() {
    let lib = testlib();
    let denied = engine(Backend::default(), FfiPermission::Denied);
    run(
        &denied,
        &format!(
            r#"{PRELUDE} throws(() => hostcall.dlopen({lib:?}, {{}}), Error, "not allowed");"#
        ),
    );
    finish(denied);
    let listed = engine(
        Backend::default(),
        FfiPermission::Paths(vec![PathBuf::from(&lib)]),
    );
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
        let e = engine(backend, FfiPermission::All);
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
