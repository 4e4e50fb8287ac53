//! Host functions in Boa end to end: each kind through the thunk, the paths calls take, errors
//! and panics as Boa errors, the policies, refused signatures, and values that outlive the
//! call (string and BigInt results across Boa's collector).

use std::ffi::c_void;

use boa_engine::{Context, JsValue, Source};
use hostcall::{Backend, BufferArg, CStrArg, ConversionPolicy, Dispatcher, HostError, TierPolicy};
use hostcall_boa::{boa_layout, Error, Host};
use hostcall_testlib as lib;

fn eager(policy: ConversionPolicy) -> Host {
    let backend = if hostcall_testkit::jit_runs() {
        Backend::Jit
    } else {
        Backend::Generic
    };
    let d = Dispatcher::new(boa_layout().unwrap(), policy)
        .unwrap()
        .with_backend(backend)
        .unwrap()
        .with_tier(TierPolicy::Eager);
    Host::with_dispatcher(d).unwrap()
}

fn eval(context: &mut Context, src: &str) -> JsValue {
    context
        .eval(Source::from_bytes(src))
        .unwrap_or_else(|e| panic!("{src}: {e}"))
}

fn eval_str(context: &mut Context, src: &str) -> String {
    eval(context, src)
        .to_string(context)
        .unwrap()
        .to_std_string_escaped()
}

extern "C" fn sum_bytes(p: BufferArg, n: usize) -> u64 {
    // SAFETY: the slice kind passes a buffer's first byte and its true length.
    unsafe { std::slice::from_raw_parts(p.0, n) }
        .iter()
        .map(|&b| u64::from(b))
        .sum()
}

extern "C" fn fill_buffer(p: BufferArg, v: u8) {
    // SAFETY: the test passes an 8-byte ArrayBuffer.
    unsafe { std::ptr::write_bytes(p.0, v, 8) }
}

extern "C" fn greet() -> CStrArg {
    CStrArg::from_static(c"hello from C")
}

#[test]
fn the_layout_is_boas() {
    let l = boa_layout().unwrap();
    assert_eq!(l.name, "boa-nan-boxed");
    assert_eq!(l.size, 8);
}

#[test]
fn every_kind_through_the_thunk() {
    let host = eager(ConversionPolicy::strict());
    let mut cx = Context::default();
    let def = |f: hostcall_boa::HostFunction, cx: &mut Context| f.register_global(cx).unwrap();
    def(
        host.typed("add_i32", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
            .unwrap(),
        &mut cx,
    );
    def(
        host.typed("add_f64", lib::hc_add_f64 as extern "C" fn(f64, f64) -> f64)
            .unwrap(),
        &mut cx,
    );
    def(
        host.typed("add_f32", lib::hc_add_f32 as extern "C" fn(f32, f32) -> f32)
            .unwrap(),
        &mut cx,
    );
    def(
        host.typed("not", lib::hc_not as extern "C" fn(bool) -> bool)
            .unwrap(),
        &mut cx,
    );
    def(
        host.typed("greet", greet as extern "C" fn() -> CStrArg)
            .unwrap(),
        &mut cx,
    );
    def(
        host.typed("fill", fill_buffer as extern "C" fn(BufferArg, u8))
            .unwrap(),
        &mut cx,
    );
    // SAFETY: each function has the signature given.
    unsafe {
        def(
            host.function(
                "strlen",
                lib::hc_strlen as *const c_void,
                "(cstring) -> usize",
            )
            .unwrap(),
            &mut cx,
        );
        def(
            host.function(
                "ident",
                lib::hc_str_identity as *const c_void,
                "(cstring) -> cstring",
            )
            .unwrap(),
            &mut cx,
        );
        def(
            host.function(
                "pow2",
                lib::hc_pow2_i64 as *const c_void,
                "(u32, i32) -> i64",
            )
            .unwrap(),
            &mut cx,
        );
        def(
            host.function(
                "pow2u",
                lib::hc_pow2_u64 as *const c_void,
                "(u32, i32) -> u64",
            )
            .unwrap(),
            &mut cx,
        );
        def(
            host.function("sum", sum_bytes as *const c_void, "(slice) -> u64")
                .unwrap(),
            &mut cx,
        );
        def(
            host.function("nothing", lib::hc_void as *const c_void, "() -> void")
                .unwrap(),
            &mut cx,
        );
    }
    let cases = [
        ("add_i32(2, 40)", "42"),
        ("add_i32(-2147483648, -1)", "2147483647"),
        ("add_i32(3.0, 4)", "7"),
        ("add_f64(0.5, 0.25)", "0.75"),
        ("add_f64(1, 2)", "3"),
        ("add_f32(0.5, 0.25)", "0.75"),
        ("not(false)", "true"),
        ("greet()", "hello from C"),
        ("strlen('héllo')", "6"),
        ("ident('round trip ✓')", "round trip ✓"),
        ("typeof pow2(10, 0) + pow2(10, 0)", "number1024"),
        (
            "typeof pow2(60, 0) + pow2(60, 0)",
            "bigint1152921504606846976",
        ),
        ("pow2u(0, -2)", "18446744073709551615"),
        ("sum(new Uint8Array([1, 2, 3, 250]).buffer)", "256"),
        ("sum(new Uint8Array([1, 2, 3, 250]))", "256"),
        (
            "sum(new Uint8Array(new Uint8Array([1, 2, 3, 250]).buffer, 1, 2))",
            "5",
        ),
        ("sum(new Uint8Array([1, 2, 3, 250]).subarray(3))", "250"),
        (
            "sum(new DataView(new Uint8Array([1, 2, 3, 250]).buffer, 2))",
            "253",
        ),
        ("sum(new Uint16Array([257, 1]))", "3"),
        ("String(nothing())", "undefined"),
        (
            "const b = new ArrayBuffer(8); fill(b, 7); new Uint8Array(b).join()",
            "7,7,7,7,7,7,7,7",
        ),
        ("add_i32.length + ':' + add_i32.name", "2:add_i32"),
    ];
    for (src, want) in cases {
        assert_eq!(eval_str(&mut cx, src), want, "{src}");
    }
    let counts = host.dispatcher().counts();
    if hostcall_testkit::jit_runs() {
        assert!(counts.thunk >= cases.len() as u64 - 2, "{counts:?}");
    }
}

#[test]
fn hot_functions_tier_up_and_stay_correct() {
    let host = Host::new().unwrap();
    let mut cx = Context::default();
    host.typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
        .unwrap()
        .register_global(&mut cx)
        .unwrap();
    let src =
        "(() => { let s = 0; for (let i = 0; i < 5000; i++) s = add(s, i & 7); return s; })()";
    for _ in 0..3 {
        assert_eq!(eval(&mut cx, src).as_number(), Some(17500.0));
        host.dispatcher().cache().quiesce();
    }
    let counts = host.dispatcher().counts();
    if hostcall_testkit::jit_runs() {
        assert!(counts.thunk > 0, "{counts:?}");
    }
    assert_eq!(
        counts.thunk + counts.generic + counts.fallback,
        15_000,
        "{counts:?}"
    );
}

#[test]
fn errors_are_boa_errors_of_the_same_kind() {
    let host = eager(ConversionPolicy::strict());
    let mut cx = Context::default();
    host.typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
        .unwrap()
        .register_global(&mut cx)
        .unwrap();
    host.rust("half", |x: i32| -> Result<i32, HostError> {
        if x % 2 == 0 {
            Ok(x / 2)
        } else {
            Err(HostError::range_error(format!("{x} is odd")))
        }
    })
    .unwrap()
    .register_global(&mut cx)
    .unwrap();
    host.rust("boom", |x: i32| -> i32 {
        assert!(x != 13, "unlucky");
        x
    })
    .unwrap()
    .register_global(&mut cx)
    .unwrap();
    let probe = |cx: &mut Context, call: &str| {
        eval_str(
            cx,
            &format!("(() => {{ try {{ return String({call}); }} catch (e) {{ return e.name + ': ' + e.message + ' ' + (e instanceof Error); }} }})()"),
        )
    };
    assert_eq!(probe(&mut cx, "half(8)"), "4");
    assert_eq!(probe(&mut cx, "half(7)"), "RangeError: 7 is odd true");
    assert!(probe(&mut cx, "add('1', 2)").starts_with("TypeError: "));
    assert!(probe(&mut cx, "add(2**31, 2)").starts_with("RangeError: "));
    assert!(
        probe(&mut cx, "add(1)").starts_with("TypeError: "),
        "a missing argument is undefined"
    );
    assert_eq!(probe(&mut cx, "boom(12)"), "12");
    let panicked = probe(&mut cx, "boom(13)");
    assert!(
        panicked.starts_with("Error: ") && panicked.contains("panicked"),
        "{panicked}"
    );
    // The engine is still usable, and the function too.
    assert_eq!(probe(&mut cx, "boom(1) + add(1, 2)"), "4");
}

#[test]
fn js_coercion_is_a_policy_at_the_call_site() {
    let strict = eager(ConversionPolicy::strict());
    let coercing = eager(ConversionPolicy::js_coercing());
    let mut a = Context::default();
    let mut b = Context::default();
    let fa = strict
        .typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
        .unwrap();
    fa.register_global(&mut a).unwrap();
    let fb = coercing
        .typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
        .unwrap();
    fb.register_global(&mut b).unwrap();
    let src = "(() => { try { return String(add('40', true)); } catch (e) { return e.name; } })()";
    assert_eq!(eval_str(&mut a, src), "TypeError");
    assert_eq!(eval_str(&mut b, src), "41");
    // One compiled thunk serves both: policy never enters it.
    if hostcall_testkit::jit_runs() {
        let code = |h: &Host, f: &hostcall_boa::HostFunction| {
            h.dispatcher().thunk(f.handle()).map(|t| t as usize)
        };
        assert!(code(&strict, &fa).is_some());
        assert_eq!(code(&strict, &fa), code(&coercing, &fb));
    }
}

#[test]
fn refused_signatures_say_why() {
    let host = Host::new().unwrap();
    // SAFETY: never called (refused).
    let e = unsafe { host.function("f", lib::hc_void as *const c_void, "(i32, nope) -> i32") }
        .err()
        .unwrap();
    assert!(matches!(e, Error::Signature { .. }), "{e}");
    // SAFETY: as above.
    let e = unsafe { host.function("f", lib::hc_void as *const c_void, "(receiver) -> void") }
        .err()
        .unwrap();
    assert!(matches!(e, Error::Register { .. }), "{e}");
    // SAFETY: as above.
    let e = unsafe { host.function("f", lib::hc_void as *const c_void, "(value) -> i32") }
        .err()
        .unwrap();
    assert!(e.to_string().contains("`value` kind"), "{e}");
    let other = Dispatcher::new(
        hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::Boa),
        ConversionPolicy::strict(),
    )
    .unwrap();
    assert!(matches!(
        Host::with_dispatcher(other),
        Err(Error::Dispatcher(_))
    ));
}

#[test]
fn results_outlive_the_call_and_the_collector() {
    let host = eager(ConversionPolicy::strict());
    let mut cx = Context::default();
    // SAFETY: each function has the signature given.
    unsafe {
        host.function(
            "ident",
            lib::hc_str_identity as *const c_void,
            "(cstring) -> cstring",
        )
        .unwrap()
        .register_global(&mut cx)
        .unwrap();
        host.function(
            "pow2",
            lib::hc_pow2_i64 as *const c_void,
            "(u32, i32) -> i64",
        )
        .unwrap()
        .register_global(&mut cx)
        .unwrap();
    }
    let src = r#"
        const keep = [];
        for (let i = 0; i < 2000; i++) {
            keep.push(ident('s' + i), pow2(62, i));
            if (i % 100 == 0) { const junk = []; for (let j = 0; j < 1000; j++) junk.push({ j }); }
        }
        let ok = true;
        for (let i = 0; i < 2000; i++) {
            ok = ok && keep[2 * i] === 's' + i && keep[2 * i + 1] === (1n << 62n) + BigInt(i);
        }
        ok
    "#;
    assert_eq!(eval(&mut cx, src).as_boolean(), Some(true));
    boa_engine::gc::force_collect();
    assert_eq!(eval(&mut cx, "keep.length").as_number(), Some(4000.0));
}

#[test]
fn buffers_are_read_at_their_live_window() {
    let host = eager(ConversionPolicy::strict());
    let mut cx = Context::default();
    // SAFETY: the function has the signature given.
    unsafe {
        host.function("sum", sum_bytes as *const c_void, "(slice) -> u64")
            .unwrap()
            .register_global(&mut cx)
            .unwrap();
    }
    let cases = [
        // A length-tracking view of a resizable buffer, after the buffer shrank and grew.
        (
            "(() => { const rab = new ArrayBuffer(8, { maxByteLength: 16 }); \
             const ta = new Uint8Array(rab); ta.fill(1); rab.resize(3); const a = sum(ta); \
             rab.resize(12); return a + ',' + sum(ta) + ',' + sum(rab); })()",
            "3,3,3",
        ),
        // Script-visible getters are not what the hook reads.
        (
            "(() => { const ta = new Uint8Array([5, 5, 5]); \
             Object.defineProperty(ta, 'byteLength', { get() { return 1000; } }); \
             Object.defineProperty(ta, 'byteOffset', { get() { return 7; } }); \
             return sum(ta); })()",
            "15",
        ),
        ("(() => { try { return String(sum({ byteLength: 4 })); } catch (e) { return e.name; } })()", "TypeError"),
    ];
    for (src, want) in cases {
        assert_eq!(eval_str(&mut cx, src), want, "{src}");
    }
    // A detached buffer (and a view on it) is refused before the call (strict: TypeError).
    let b = eval(
        &mut cx,
        "globalThis.b = new Uint8Array([1, 2]).buffer; globalThis.v = new Uint8Array(b); b",
    );
    let buf =
        boa_engine::object::builtins::JsArrayBuffer::from_object(b.as_object().unwrap()).unwrap();
    assert_eq!(buf.detach(&JsValue::undefined()).unwrap().len(), 2);
    let src =
        "[b, v].map((x) => { try { return String(sum(x)); } catch (e) { return e.name; } }).join()";
    assert_eq!(eval_str(&mut cx, src), "TypeError,TypeError");
}

#[test]
fn structs_by_value_in_and_out() {
    let host = eager(ConversionPolicy::strict());
    let mut cx = Context::default();
    let pair = r#"{"struct": ["i32", "i32"]}"#;
    let sum = hostcall::Signature::from_descriptor(&format!(
        r#"{{"parameters": [{pair}], "result": "i64"}}"#
    ))
    .unwrap();
    let swap = hostcall::Signature::from_descriptor(&format!(
        r#"{{"parameters": [{pair}], "result": {pair}}}"#
    ))
    .unwrap();
    // SAFETY: the test library's functions take and return `HcPairI32` by value, as the
    // descriptors say.
    unsafe {
        host.function_of("sum", lib::hc_st_pair_i32_sum as *const c_void, sum)
            .unwrap()
            .register_global(&mut cx)
            .unwrap();
        host.function_of("swap", lib::hc_st_pair_i32_swap as *const c_void, swap)
            .unwrap()
            .register_global(&mut cx)
            .unwrap();
    }
    let cases = [
        ("sum(new Int32Array([3, 4]))", "7"),
        ("sum(new Int32Array([3, 4]).buffer)", "7"),
        (
            "(() => { const r = swap(new Int32Array([3, 4])); \
             return [r instanceof Uint8Array, r.length, ...new Int32Array(r.buffer)].join(); })()",
            "true,8,4,3",
        ),
        (
            "(() => { try { return String(sum(new Int32Array([1, 2, 3]))); } catch (e) { return e.name; } })()",
            "TypeError",
        ),
        // Struct results stay alive across the collector.
        (
            "(() => { const keep = []; for (let i = 0; i < 500; i++) keep.push(swap(new Int32Array([i, -i]))); \
             return keep.every((r, i) => new Int32Array(r.buffer)[1] === i); })()",
            "true",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(eval_str(&mut cx, src), want, "{src}");
    }
}
