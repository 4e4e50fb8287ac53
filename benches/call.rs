//! The call ladder: the same host call made five ways, per signature shape.
//!
//! - `direct`: the host function called through a function pointer (the floor);
//! - `rust_thunk`: a hand-written Rust thunk for that shape over the same value array
//!   (what the ObjectPool change calls the no-interface variant);
//! - `jit`: the JIT's thunk, reading the host pointer from `MethodData` (written by the
//!   direct emitter for the scalar shapes it takes, else by Cranelift);
//! - `jit_cranelift` (the shapes the direct emitter takes): the same shape's Cranelift thunk;
//! - `jit_baked` (i32 add only): the thunk with the host pointer baked in as an immediate;
//! - `generic`: the libffi path with a cached call interface.
//!
//! Every iteration checks its result, so the optimizer cannot delete the work.
//! Run: `cargo bench --bench call` (see docs/benchmarks.md).

use std::ffi::{c_char, c_void, CStr};
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use hostcall::generic::{call_generic, FfiCall};
use hostcall::{ConversionPolicy, MethodData, MethodId, Signature, Status, ThunkFn, Value};
use hostcall_testkit::call::Prepared;
use hostcall_testkit::{Flavor, JsVal, TestEngine};

// ---- host functions ----

extern "C" fn nop() {}
extern "C" fn add_i32(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn add_f64(a: f64, b: f64) -> f64 {
    a + b
}
extern "C" fn sum6_f64(a: f64, b: f64, c: f64, d: f64, e: f64, f: f64) -> f64 {
    a + b + c + d + e + f
}
extern "C" fn add_i64(a: i64, b: i64) -> i64 {
    a.wrapping_add(b)
}
extern "C" fn c_strlen(s: *const c_char) -> usize {
    // SAFETY: thunks pass a NUL-terminated string.
    unsafe { CStr::from_ptr(s) }.to_bytes().len()
}
#[allow(clippy::too_many_arguments)]
extern "C" fn mixed12(
    a: i32,
    b: f64,
    c: i64,
    d: f32,
    e: u8,
    f: f64,
    g: i16,
    h: f64,
    i: u32,
    j: bool,
    k: *const c_void,
    l: u64,
) -> f64 {
    f64::from(a)
        + b
        + c as f64
        + f64::from(d)
        + f64::from(e)
        + f
        + f64::from(g)
        + h
        + f64::from(i)
        + f64::from(u8::from(j))
        + k as usize as f64
        + l as f64
}

// ---- hand-written thunks for the QuickJS-NG layout (payload at +0, tag at +8) ----

const TAG_INT: i64 = 0;
const TAG_BOOL: i64 = 1;
const TAG_NULL: i64 = 2;
const TAG_F64: i64 = 8;

/// # Safety
/// `argv` holds at least `i + 1` QuickJS-layout values.
#[inline(always)]
unsafe fn tag(argv: *const Value, i: usize) -> (i64, *const u8) {
    // SAFETY: caller's contract.
    unsafe {
        let p = argv.cast::<u8>().add(i * 16);
        (p.add(8).cast::<i64>().read(), p)
    }
}

/// # Safety
/// As for `tag`.
#[inline(always)]
unsafe fn int_arg(argv: *const Value, i: usize, lo: f64, hi_excl: f64) -> Option<i64> {
    // SAFETY: caller's contract.
    unsafe {
        let (t, p) = tag(argv, i);
        if t == TAG_INT {
            let v = i64::from(p.cast::<i32>().read());
            ((v as f64) >= lo && (v as f64) < hi_excl).then_some(v)
        } else if t == TAG_F64 {
            let f = p.cast::<f64>().read();
            (f.trunc() == f && f >= lo && f < hi_excl).then_some(f as i64)
        } else {
            None
        }
    }
}

/// # Safety
/// As for `tag`.
#[inline(always)]
unsafe fn f64_arg(argv: *const Value, i: usize) -> Option<f64> {
    // SAFETY: caller's contract.
    unsafe {
        let (t, p) = tag(argv, i);
        match t {
            TAG_INT => Some(f64::from(p.cast::<i32>().read())),
            TAG_F64 => Some(p.cast::<f64>().read()),
            _ => None,
        }
    }
}

/// # Safety
/// `ret` is a writable QuickJS-layout value.
#[inline(always)]
unsafe fn ret_i32(ret: *mut Value, v: i32) {
    // SAFETY: caller's contract.
    unsafe {
        ret.cast::<u64>().write(u64::from(v as u32));
        ret.cast::<i64>().add(1).write(TAG_INT);
    }
}

/// # Safety
/// As for `ret_i32`.
#[inline(always)]
unsafe fn ret_f64(ret: *mut Value, v: f64) {
    // SAFETY: caller's contract.
    unsafe {
        ret.cast::<f64>().write(v);
        ret.cast::<i64>().add(1).write(TAG_F64);
    }
}

/// # Safety
/// As for `ret_i32`.
#[inline(always)]
unsafe fn ret_i64(ret: *mut Value, v: i64) {
    // SAFETY: caller's contract.
    unsafe {
        if let Ok(i) = i32::try_from(v) {
            ret_i32(ret, i)
        } else {
            ret_f64(ret, v as f64)
        }
    }
}

macro_rules! hand_thunk {
    ($name:ident, |$m:ident, $cx:ident, $argv:ident, $argc:ident, $ret:ident| $body:block) => {
        unsafe extern "C" fn $name(
            $m: *const MethodData,
            $cx: *mut c_void,
            _this: *const Value,
            $argv: *const Value,
            $argc: usize,
            $ret: *mut Value,
        ) -> Status {
            let _ = ($cx, $argc, $argv);
            // SAFETY: the bench passes a valid method of this shape and a QuickJS argv.
            unsafe { $body }
        }
    };
}

const I32: (f64, f64) = (-2147483648.0, 2147483648.0);
const I64: (f64, f64) = (-9223372036854775808.0, 9223372036854775808.0);

hand_thunk!(rt_void, |m, cx, argv, argc, ret| {
    let f: extern "C" fn() = std::mem::transmute((*m).func());
    f();
    ret.cast::<u64>().write(0);
    ret.cast::<i64>().add(1).write(3);
    Status::Ok
});
hand_thunk!(rt_add_i32, |m, cx, argv, argc, ret| {
    if argc < 2 {
        return Status::Fallback;
    }
    let (Some(a), Some(b)) = (
        int_arg(argv, 0, I32.0, I32.1),
        int_arg(argv, 1, I32.0, I32.1),
    ) else {
        return Status::Fallback;
    };
    let f: extern "C" fn(i32, i32) -> i32 = std::mem::transmute((*m).func());
    ret_i32(ret, f(a as i32, b as i32));
    Status::Ok
});
hand_thunk!(rt_add_f64, |m, cx, argv, argc, ret| {
    if argc < 2 {
        return Status::Fallback;
    }
    let (Some(a), Some(b)) = (f64_arg(argv, 0), f64_arg(argv, 1)) else {
        return Status::Fallback;
    };
    let f: extern "C" fn(f64, f64) -> f64 = std::mem::transmute((*m).func());
    ret_f64(ret, f(a, b));
    Status::Ok
});
hand_thunk!(rt_sum6_f64, |m, cx, argv, argc, ret| {
    if argc < 6 {
        return Status::Fallback;
    }
    let mut a = [0f64; 6];
    for (i, slot) in a.iter_mut().enumerate() {
        let Some(v) = f64_arg(argv, i) else {
            return Status::Fallback;
        };
        *slot = v;
    }
    let f: extern "C" fn(f64, f64, f64, f64, f64, f64) -> f64 = std::mem::transmute((*m).func());
    ret_f64(ret, f(a[0], a[1], a[2], a[3], a[4], a[5]));
    Status::Ok
});
hand_thunk!(rt_add_i64, |m, cx, argv, argc, ret| {
    if argc < 2 {
        return Status::Fallback;
    }
    let (Some(a), Some(b)) = (
        int_arg(argv, 0, I64.0, I64.1),
        int_arg(argv, 1, I64.0, I64.1),
    ) else {
        return Status::Fallback;
    };
    let f: extern "C" fn(i64, i64) -> i64 = std::mem::transmute((*m).func());
    ret_i64(ret, f(a, b));
    Status::Ok
});
hand_thunk!(rt_strlen, |m, cx, argv, argc, ret| {
    if argc < 1 {
        return Status::Fallback;
    }
    let (t, _) = tag(argv, 0);
    if t != -7 && t != -6 {
        return Status::Fallback;
    }
    let hooks = hostcall_testkit::engine::test_hooks();
    let mut len = 0usize;
    let s = (hooks.string_acquire.unwrap_unchecked())(cx, argv, &mut len);
    if s.is_null() {
        return Status::Fallback;
    }
    let f: extern "C" fn(*const c_char) -> usize = std::mem::transmute((*m).func());
    let r = f(s);
    (hooks.string_release.unwrap_unchecked())(cx, s);
    ret_i64(ret, r as i64);
    Status::Ok
});
hand_thunk!(rt_mixed12, |m, cx, argv, argc, ret| {
    if argc < 12 {
        return Status::Fallback;
    }
    let a = int_arg(argv, 0, I32.0, I32.1);
    let b = f64_arg(argv, 1);
    let c = int_arg(argv, 2, I64.0, I64.1);
    let d = f64_arg(argv, 3);
    let e = int_arg(argv, 4, 0.0, 256.0);
    let f_ = f64_arg(argv, 5);
    let g = int_arg(argv, 6, -32768.0, 32768.0);
    let h = f64_arg(argv, 7);
    let i = int_arg(argv, 8, 0.0, 4294967296.0);
    let (jt, jp) = tag(argv, 9);
    let j = (jt == TAG_BOOL).then(|| jp.cast::<i32>().read() != 0);
    let (kt, _) = tag(argv, 10);
    let k = (kt == TAG_NULL).then_some(0usize);
    let l = int_arg(argv, 11, 0.0, 18446744073709551616.0);
    let (
        Some(a),
        Some(b),
        Some(c),
        Some(d),
        Some(e),
        Some(f_),
        Some(g),
        Some(h),
        Some(i),
        Some(j),
        Some(k),
        Some(l),
    ) = (a, b, c, d, e, f_, g, h, i, j, k, l)
    else {
        return Status::Fallback;
    };
    type F =
        extern "C" fn(i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, *const c_void, u64) -> f64;
    let fun: F = std::mem::transmute((*m).func());
    let r = fun(
        a as i32,
        b,
        c,
        d as f32,
        e as u8,
        f_,
        g as i16,
        h,
        i as u32,
        j,
        k as *const c_void,
        l as u64,
    );
    ret_f64(ret, r);
    Status::Ok
});

// ---- the ladder ----

struct Shape {
    name: &'static str,
    sig: &'static str,
    func: *const c_void,
    args: Vec<JsVal>,
    expect: JsVal,
    hand: ThunkFn,
    /// Calls the host function directly with the same arguments; returns the result.
    direct: fn(*const c_void) -> JsVal,
}

fn shapes() -> Vec<Shape> {
    vec![
        Shape {
            name: "void",
            sig: "() -> void",
            func: nop as *const c_void,
            args: vec![],
            expect: JsVal::Undefined,
            hand: rt_void,
            direct: |f| {
                // SAFETY: `f` is `nop`.
                let f: extern "C" fn() = unsafe { std::mem::transmute(f) };
                f();
                JsVal::Undefined
            },
        },
        Shape {
            name: "add_i32",
            sig: "(i32, i32) -> i32",
            func: add_i32 as *const c_void,
            args: vec![JsVal::Int(40), JsVal::Int(2)],
            expect: JsVal::Int(42),
            hand: rt_add_i32,
            direct: |f| {
                // SAFETY: `f` is `add_i32`.
                let f: extern "C" fn(i32, i32) -> i32 = unsafe { std::mem::transmute(f) };
                JsVal::Int(f(black_box(40), black_box(2)))
            },
        },
        Shape {
            name: "add_f64",
            sig: "(f64, f64) -> f64",
            func: add_f64 as *const c_void,
            args: vec![JsVal::Num(40.5), JsVal::Num(1.5)],
            expect: JsVal::Num(42.0),
            hand: rt_add_f64,
            direct: |f| {
                // SAFETY: `f` is `add_f64`.
                let f: extern "C" fn(f64, f64) -> f64 = unsafe { std::mem::transmute(f) };
                JsVal::Num(f(black_box(40.5), black_box(1.5)))
            },
        },
        Shape {
            name: "sum6_f64",
            sig: "(f64, f64, f64, f64, f64, f64) -> f64",
            func: sum6_f64 as *const c_void,
            args: (1..=6).map(|i| JsVal::Num(f64::from(i))).collect(),
            expect: JsVal::Num(21.0),
            hand: rt_sum6_f64,
            direct: |f| {
                // SAFETY: `f` is `sum6_f64`.
                let f: extern "C" fn(f64, f64, f64, f64, f64, f64) -> f64 =
                    unsafe { std::mem::transmute(f) };
                JsVal::Num(f(black_box(1.0), 2.0, 3.0, 4.0, 5.0, black_box(6.0)))
            },
        },
        Shape {
            name: "add_i64",
            sig: "(i64, i64) -> i64",
            func: add_i64 as *const c_void,
            args: vec![JsVal::Num(4294967296.0), JsVal::Int(2)],
            expect: JsVal::Num(4294967298.0),
            hand: rt_add_i64,
            direct: |f| {
                // SAFETY: `f` is `add_i64`.
                let f: extern "C" fn(i64, i64) -> i64 = unsafe { std::mem::transmute(f) };
                JsVal::Num(f(black_box(4294967296), black_box(2)) as f64)
            },
        },
        Shape {
            name: "strlen",
            sig: "(cstring) -> usize",
            func: c_strlen as *const c_void,
            args: vec![JsVal::Str("hello, hostcall".into())],
            expect: JsVal::Int(15),
            hand: rt_strlen,
            direct: |f| {
                // SAFETY: `f` is `c_strlen`.
                let f: extern "C" fn(*const c_char) -> usize = unsafe { std::mem::transmute(f) };
                JsVal::Int(f(black_box(c"hello, hostcall".as_ptr())) as i32)
            },
        },
        Shape {
            name: "mixed12",
            sig: "(i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64",
            func: mixed12 as *const c_void,
            args: vec![
                JsVal::Int(1),
                JsVal::Num(2.0),
                JsVal::Int(3),
                JsVal::Num(4.0),
                JsVal::Int(5),
                JsVal::Num(6.0),
                JsVal::Int(7),
                JsVal::Num(8.0),
                JsVal::Int(9),
                JsVal::Bool(true),
                JsVal::Null,
                JsVal::Int(11),
            ],
            expect: JsVal::Num(57.0),
            hand: rt_mixed12,
            direct: |f| {
                type F = extern "C" fn(
                    i32,
                    f64,
                    i64,
                    f32,
                    u8,
                    f64,
                    i16,
                    f64,
                    u32,
                    bool,
                    *const c_void,
                    u64,
                ) -> f64;
                // SAFETY: `f` is `mixed12`.
                let f: F = unsafe { std::mem::transmute(f) };
                JsVal::Num(f(
                    black_box(1),
                    2.0,
                    3,
                    4.0,
                    5,
                    6.0,
                    7,
                    8.0,
                    9,
                    true,
                    std::ptr::null(),
                    black_box(11),
                ))
            },
        },
    ]
}

/// The first word of a value as the engine boxes it (the payload, for QuickJS-NG).
fn payload_word(engine: &TestEngine, v: &JsVal) -> u64 {
    let buf = engine.values(std::slice::from_ref(v));
    // SAFETY: the buffer holds one value of at least 8 bytes.
    unsafe { buf.as_ptr().cast::<u64>().read() }
}

/// Benches one thunk on the prepared call `p` (whose engine is `engine`).
fn bench_thunk(
    g: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: &str,
    engine: &TestEngine,
    thunk: ThunkFn,
    m: &MethodData,
    p: &mut Prepared<'_>,
    expect: &JsVal,
) {
    let thunk = black_box(thunk);
    let want = payload_word(engine, expect);
    // Check the full result once, outside the timed loop (which checks the payload word).
    // SAFETY: every bench thunk takes `m`'s signature on the engine's layout, the frame's.
    let got = p.call(|frame| unsafe { frame.call_thunk(thunk, m) });
    assert_eq!(got.as_ref(), Ok(expect));
    // One frame for the whole loop, so the timed loop is the call and one check.
    let frame = p.frame();
    let ret = frame.ret();
    g.bench_function(id, |b| {
        b.iter(|| {
            // SAFETY: as above.
            let st = unsafe { frame.call_thunk(thunk, m) };
            assert_eq!(st, Status::Ok);
            // SAFETY: the call wrote a value; its first word is the payload.
            assert_eq!(unsafe { ret.cast::<u64>().read() }, want);
        })
    });
}

fn ladder(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let policy = ConversionPolicy::strict();
    for (n, shape) in shapes().into_iter().enumerate() {
        let sig: Signature = shape.sig.parse().expect("bench signatures are valid");
        // SAFETY: each bench function has exactly its shape's signature.
        let m = unsafe { MethodData::new(MethodId(900 + n as u64), shape.func, sig.clone()) }
            .expect("non-null");
        let mut p = Prepared::new(&engine, None, &shape.args);
        let jit = hostcall_jit::compile(&sig, engine.layout())
            .expect("the JIT compiles every bench shape");
        let mut g = c.benchmark_group(format!("call/{}", shape.name));
        let f = black_box(shape.func);
        let direct = shape.direct;
        let expect = shape.expect.clone();
        g.bench_function("direct", |b| b.iter(|| assert_eq!(direct(f), expect)));
        bench_thunk(
            &mut g,
            "rust_thunk",
            &engine,
            shape.hand,
            &m,
            &mut p,
            &shape.expect,
        );
        bench_thunk(&mut g, "jit", &engine, jit.entry, &m, &mut p, &shape.expect);
        if hostcall_jit::written_directly(&sig, engine.layout(), hostcall::EntryKind::Uniform) {
            // The same shape's Cranelift thunk (`jit` came from the direct emitter).
            let cl = hostcall_jit::compile_cranelift(&sig, engine.layout()).expect("compiles");
            bench_thunk(
                &mut g,
                "jit_cranelift",
                &engine,
                cl.entry,
                &m,
                &mut p,
                &shape.expect,
            );
        }
        if shape.name == "add_i32" {
            // SAFETY: `shape.func` has the signature `sig` and lives for the process.
            let baked = unsafe { hostcall_jit::compile_baked(&sig, engine.layout(), shape.func) }
                .expect("compiles");
            bench_thunk(
                &mut g,
                "jit_baked",
                &engine,
                baked.entry,
                &m,
                &mut p,
                &shape.expect,
            );
        }
        let ffi = FfiCall::shared(&sig, engine.layout()).expect("libffi takes every bench shape");
        bench_generic(&mut g, &engine, &m, &ffi, &policy, &mut p, &shape.expect);
        g.finish();
    }
}

/// Benches the generic backend on the prepared call `p`.
fn bench_generic(
    g: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    engine: &TestEngine,
    m: &MethodData,
    ffi: &FfiCall,
    policy: &ConversionPolicy,
    p: &mut Prepared<'_>,
    expect: &JsVal,
) {
    let want = payload_word(engine, expect);
    // SAFETY: the bench shapes are scalar functions, bound to no engine.
    let got = p.call(|frame| unsafe { call_generic(m, ffi, policy, frame) });
    assert_eq!(got.as_ref(), Ok(expect));
    let frame = p.frame();
    let ret = frame.ret();
    g.bench_function("generic", |b| {
        b.iter(|| {
            // SAFETY: as above.
            let st = unsafe { call_generic(m, ffi, policy, &frame) };
            assert_eq!(st, Status::Ok);
            // SAFETY: the call wrote a value; its first word is the payload.
            assert_eq!(unsafe { ret.cast::<u64>().read() }, want);
        })
    });
}

/// A thunk's out-of-line path: an integral double for an `i32` parameter is lossless but
/// rare, so the thunk hands the whole call to its shared `slow_call` helper (the lane's
/// conversions, then libffi) instead of converting inline. Measured beside the same thunk
/// with int32 arguments and the generic backend with the double.
fn slow_path(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let policy = ConversionPolicy::strict();
    let sig: Signature = "(i32, i32) -> i32".parse().expect("a valid signature");
    // SAFETY: `add_i32` has exactly this signature.
    let m = unsafe { MethodData::new(MethodId(990), add_i32 as *const c_void, sig.clone()) }
        .expect("non-null");
    let jit = hostcall_jit::compile(&sig, engine.layout()).expect("the JIT compiles it");
    let ffi = FfiCall::shared(&sig, engine.layout()).expect("libffi takes it");
    let expect = JsVal::Int(42);
    let mut g = c.benchmark_group("slow_path/add_i32");
    let mut ints = Prepared::new(&engine, None, &[JsVal::Int(40), JsVal::Int(2)]);
    bench_thunk(
        &mut g,
        "jit_int32_args",
        &engine,
        jit.entry,
        &m,
        &mut ints,
        &expect,
    );
    let mut double = Prepared::new(&engine, None, &[JsVal::Num(40.0), JsVal::Int(2)]);
    bench_thunk(
        &mut g,
        "jit_double_arg",
        &engine,
        jit.entry,
        &m,
        &mut double,
        &expect,
    );
    bench_generic(&mut g, &engine, &m, &ffi, &policy, &mut double, &expect);
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = ladder, slow_path
}
criterion_main!(benches);
