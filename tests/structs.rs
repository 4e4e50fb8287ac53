//! Structs by value on the thunk, against libffi (the generic backend), bit for bit.
//!
//! - Every struct function of the test library is called with random values through a
//!   thunk and through the generic backend (libffi) on the test engine; the results must
//!   be equal, and a few are checked against direct Rust calls.
//! - Random call shapes (random field lists, nesting, scalar parameters before, between and
//!   after structs, results of every class) are called on a capturing function written in
//!   assembly: it records every argument register and the stack arguments, and returns
//!   chosen register values (or writes a chosen MEMORY result through the hidden pointer).
//!   What the callee sees (every byte the ABI gives meaning to) and the result the caller
//!   boxes must be the same through both backends.
//!
//! Without a JIT (`--no-default-features`, or off x86-64 System V) both sides are the
//! generic backend: the comparisons still run.

use std::ffi::c_void;
use std::sync::Arc;

use hostcall::core::generic::{call_generic, FfiCall};
use hostcall::core::structs::{FieldType, StructLayout, StructParam, StructResult};
use hostcall::core::Scalar;
use hostcall::{ConversionPolicy, MethodData, ParamKind, ResultKind, Signature, Status};
use hostcall_testkit::call::fresh_method_id;
use hostcall_testkit::{jit_runs, same_value, Flavor, JsVal, Prepared, TestEngine};
use hostcall_testlib as tl;
use proptest::prelude::*;
use serde_json::json;

/// Whether struct thunks run here (the JIT runs, on x86-64 System V).
fn thunks_run() -> bool {
    jit_runs() && cfg!(all(target_arch = "x86_64", not(windows)))
}

fn st(v: serde_json::Value) -> Arc<StructLayout> {
    Arc::new(StructLayout::from_json(&json!({ "struct": v })).expect("a valid struct"))
}

fn k(name: &str) -> StructParam {
    StructParam::Kind(ParamKind::from_name(name).expect("a kind"))
}

fn rk(name: &str) -> StructResult {
    StructResult::Kind(ResultKind::from_name(name).expect("a result kind"))
}

/// A small deterministic generator (xorshift), so a failing seed replays.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Storage for one call's arguments: a slot per scalar, 8-aligned bytes per struct.
struct Args {
    words: Vec<Vec<u64>>,
}

impl Args {
    /// Random arguments for `params`: scalar slots hold random bits (a `bool` 0 or 1),
    /// struct bytes are random except `bool` fields (0 or 1) when `valid` asks for values a
    /// Rust callee may read.
    fn random(params: &[StructParam], rng: &mut Rng, valid: bool) -> Args {
        let words = params
            .iter()
            .map(|p| match p {
                StructParam::Kind(ParamKind::Bool) => vec![rng.below(2)],
                StructParam::Kind(_) => vec![rng.next()],
                StructParam::Struct(l) => {
                    let mut w: Vec<u64> = (0..l.size().div_ceil(8)).map(|_| rng.next()).collect();
                    if valid {
                        let bytes = bytes_mut(&mut w);
                        for (off, s) in l.flattened() {
                            if s == Scalar::Bool {
                                bytes[off] &= 1;
                            }
                        }
                    }
                    w
                }
            })
            .collect();
        Args { words }
    }
}

fn bytes_mut(w: &mut [u64]) -> &mut [u8] {
    // SAFETY: `u64`s are plain bytes; the slice covers exactly their storage.
    unsafe { std::slice::from_raw_parts_mut(w.as_mut_ptr().cast::<u8>(), w.len() * 8) }
}

fn bytes(w: &[u64]) -> &[u8] {
    // SAFETY: as above.
    unsafe { std::slice::from_raw_parts(w.as_ptr().cast::<u8>(), w.len() * 8) }
}

/// Which bytes of a struct its fields cover (the others are padding).
fn field_bytes(l: &StructLayout) -> Vec<bool> {
    let mut used = vec![false; l.size()];
    for (off, s) in l.flattened() {
        for u in &mut used[off..off + s.size()] {
            *u = true;
        }
    }
    used
}

/// A boxed result with its meaning only: a struct's padding bytes cleared (libffi and a
/// thunk copy whole registers, whose padding bytes hold whatever the callee left there).
fn meaning(v: JsVal, result: &StructResult) -> JsVal {
    match (v, result) {
        (JsVal::Buffer(mut b), StructResult::Struct(l)) => {
            for (byte, used) in b.iter_mut().zip(field_bytes(l)) {
                if !used {
                    *byte = 0;
                }
            }
            JsVal::Buffer(b)
        }
        (v, _) => v,
    }
}

/// The script values of `args` for `params`, with each scalar's word made a value a script
/// can pass losslessly (a narrow integer's own bits, 64-bit integers within 2^53, finite
/// floats, booleans 0 or 1); the words are updated to what is passed.
fn js_args(params: &[StructParam], args: &mut Args) -> Vec<JsVal> {
    params
        .iter()
        .zip(args.words.iter_mut())
        .map(|(p, w)| {
            let word = &mut w[0];
            match p {
                StructParam::Struct(l) => JsVal::Buffer(bytes(w)[..l.size()].to_vec()),
                StructParam::Kind(kind) => scalar_arg(*kind, word),
            }
        })
        .collect()
}

fn scalar_arg(kind: ParamKind, word: &mut u64) -> JsVal {
    let w = *word;
    match kind {
        ParamKind::I8 => JsVal::Int(i32::from(w as i8)),
        ParamKind::U8 => JsVal::Int(i32::from(w as u8)),
        ParamKind::I16 => JsVal::Int(i32::from(w as i16)),
        ParamKind::U16 => JsVal::Int(i32::from(w as u16)),
        ParamKind::I32 => JsVal::Int(w as i32),
        ParamKind::U32 => JsVal::Num(f64::from(w as u32)),
        ParamKind::I64 | ParamKind::Isize => {
            let v = (w as i64) >> 11;
            *word = v as u64;
            JsVal::Num(v as f64)
        }
        ParamKind::U64 | ParamKind::Usize | ParamKind::Pointer => {
            *word = w >> 11;
            JsVal::Num((w >> 11) as f64)
        }
        ParamKind::F32 => {
            let mut f = f32::from_bits(w as u32);
            if !f.is_finite() {
                f = 0.5;
            }
            *word = u64::from(f.to_bits());
            JsVal::Num(f64::from(f))
        }
        ParamKind::F64 => {
            let mut f = f64::from_bits(w);
            if !f.is_finite() {
                f = -0.25;
            }
            *word = f.to_bits();
            JsVal::Num(f)
        }
        ParamKind::Bool => {
            *word = w & 1;
            JsVal::Bool(w & 1 == 1)
        }
        other => panic!("no {other:?} in these shapes"),
    }
}

/// Which side of a comparison runs.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Side {
    /// The generic backend (libffi).
    Generic,
    /// A thunk (the generic backend too where thunks do not run).
    Thunk,
}

/// The thunk of `sig` on `flavor`'s layout, compiled once per test process (a test calls
/// the same shape many times; under valgrind a compile is slow), or `None` when the
/// compiler refuses the shape.
fn thunk_for(sig: &Signature, flavor: Flavor) -> Option<hostcall::ThunkFn> {
    use std::collections::HashMap;
    use std::sync::Mutex;
    type Thunks = HashMap<(Signature, Flavor), Option<hostcall::ThunkFn>>;
    static CACHE: Mutex<Option<Thunks>> = Mutex::new(None);
    let mut guard = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    *guard
        .get_or_insert_with(HashMap::new)
        .entry((sig.clone(), flavor))
        .or_insert_with(|| {
            let engine = TestEngine::new(flavor);
            hostcall_jit::compile(sig, engine.layout())
                .ok()
                .map(|t| t.entry)
        })
}

/// A call of `func` with `sig` on a test engine, through one side; `after` runs right after
/// the native call returned (before anything else reaches native code). Returns the boxed
/// result, or `None` when the thunk compiler refuses the shape.
fn call_side(
    side: Side,
    func: *const c_void,
    sig: &Signature,
    args: &[JsVal],
    flavor: Flavor,
    after: &mut dyn FnMut(),
) -> Option<JsVal> {
    let engine = TestEngine::new(flavor);
    // SAFETY: `func` has the C signature `sig` describes (each caller pairs them; the
    // capturing callee takes any arguments and returns in every return register).
    let method =
        unsafe { MethodData::new(fresh_method_id(), func, sig.clone()) }.expect("a function");
    let mut p = Prepared::new(&engine, None, args);
    let status = if side == Side::Thunk && thunks_run() {
        let thunk = thunk_for(sig, flavor)?;
        // SAFETY: the thunk was compiled for `sig` and this engine's layout; the method
        // describes `func`.
        unsafe { p.frame().call_thunk(thunk, &method) }
    } else {
        let ffi = FfiCall::shared(sig, engine.layout()).expect("a call interface");
        // SAFETY: the method is made for this engine's frames (C kinds and structs only).
        unsafe { call_generic(&method, &ffi, &ConversionPolicy::strict(), &p.frame()) }
    };
    after();
    assert_eq!(status, Status::Ok, "{sig} ({side:?})");
    Some(
        p.outcome(status)
            .unwrap_or_else(|e| panic!("{sig} ({side:?}): {e}")),
    )
}

/// Calls `func` with `args` through both sides; returns both results, with their meaning
/// only (`None` for the thunk's when the compiler refuses the shape).
fn both(
    func: *const c_void,
    params: &[StructParam],
    result: &StructResult,
    args: &mut Args,
) -> (JsVal, Option<JsVal>) {
    let sig = Signature::with_structs(params.to_vec(), result.clone()).expect("a signature");
    let js = js_args(params, args);
    let g = call_side(Side::Generic, func, &sig, &js, Flavor::ALL[0], &mut || {})
        .expect("the generic backend takes every shape");
    let t = call_side(Side::Thunk, func, &sig, &js, Flavor::ALL[1], &mut || {});
    (meaning(g, result), t.map(|t| meaning(t, result)))
}

/// One test-library function and its shape.
struct Case {
    name: &'static str,
    func: *const c_void,
    params: Vec<StructParam>,
    result: StructResult,
}

fn s(l: &Arc<StructLayout>) -> StructParam {
    StructParam::Struct(l.clone())
}

fn sr(l: &Arc<StructLayout>) -> StructResult {
    StructResult::Struct(l.clone())
}

fn testlib_cases() -> Vec<Case> {
    let pair_i32 = st(json!(["i32", "i32"]));
    let pair_f32 = st(json!(["f32", "f32"]));
    let pair_f64 = st(json!(["f64", "f64"]));
    let mixed = st(json!(["i8", "f64"]));
    let triple = st(json!(["f32", "i32", "f32"]));
    let big = st(json!(["i64", "i64", "i64"]));
    let nested = st(json!(["u8", {"struct": ["i8", "f64"]}, "u16"]));
    let huge = st(json!(vec!["i64"; 40]));
    let b1 = st(json!(["u8"]));
    let b2 = st(json!(["u8", "i8"]));
    let b3 = st(json!(["u8", "u8", "u8"]));
    let f1 = st(json!(["f32"]));
    let b7 = st(json!(vec!["u8"; 7]));
    let f3 = st(json!(["f32", "f32", "f32"]));
    let fi = st(json!(["f32", "i32"]));
    let u8f64 = st(json!(["u8", "f64"]));
    let f64u8 = st(json!(["f64", "u8"]));
    let b12 = st(json!(["u32", "u16", "u8", "u8", "u16"]));
    let b17 = st(json!(vec!["u8"; 17]));
    macro_rules! case {
        ($f:ident, [$($p:expr),*], $r:expr) => {
            Case {
                name: stringify!($f),
                func: tl::$f as *const c_void,
                params: vec![$($p),*],
                result: $r,
            }
        };
    }
    let f64s = |n: usize| (0..n).map(|_| k("f64")).collect::<Vec<_>>();
    let mut sse_spill = f64s(7);
    sse_spill.push(s(&pair_f64));
    sse_spill.push(k("f64"));
    let mut spill: Vec<StructParam> = (0..5).map(|_| k("i64")).collect();
    spill.push(s(&pair_i32));
    spill.extend(f64s(7));
    spill.push(s(&mixed));
    spill.push(k("i32"));
    let many: Vec<StructParam> = vec![
        k("i64"),
        k("i32"),
        k("u16"),
        k("i8"),
        k("u64"),
        k("bool"),
        k("f64"),
        k("f32"),
        k("f64"),
        k("f32"),
        k("f64"),
        k("f64"),
        k("f64"),
        k("f32"),
        s(&f3),
        s(&fi),
        k("i8"),
        k("f32"),
        s(&b3),
    ];
    vec![
        case!(hc_st_pair_i32_sum, [s(&pair_i32)], rk("i64")),
        case!(hc_st_pair_i32_swap, [s(&pair_i32)], sr(&pair_i32)),
        case!(hc_st_pair_f32_mul, [s(&pair_f32)], rk("f64")),
        case!(hc_st_pair_f32_twice, [s(&pair_f32)], sr(&pair_f32)),
        case!(hc_st_pair_f64_sub, [s(&pair_f64)], rk("f64")),
        case!(hc_st_pair_f64_make, [k("f64"), k("f64")], sr(&pair_f64)),
        case!(hc_st_mixed_sum, [s(&mixed)], rk("f64")),
        case!(hc_st_mixed_bump, [s(&mixed)], sr(&mixed)),
        case!(hc_st_triple_sum, [s(&triple)], rk("f64")),
        case!(hc_st_triple_rot, [s(&triple)], sr(&triple)),
        case!(hc_st_big_mix, [s(&big)], rk("i64")),
        case!(hc_st_big_make, [k("i64")], sr(&big)),
        case!(hc_st_nested_sum, [s(&nested)], rk("f64")),
        case!(hc_st_nested_step, [s(&nested)], sr(&nested)),
        Case {
            name: "hc_st_spill",
            func: tl::hc_st_spill as *const c_void,
            params: spill,
            result: rk("f64"),
        },
        case!(hc_st_huge_rev, [s(&huge)], sr(&huge)),
        case!(hc_st_b1_next, [s(&b1)], sr(&b1)),
        case!(hc_st_b2_swap, [s(&b2)], sr(&b2)),
        case!(hc_st_b3_rot, [s(&b3)], sr(&b3)),
        case!(hc_st_f1_half, [s(&f1)], sr(&f1)),
        case!(hc_st_b7_rev, [s(&b7)], sr(&b7)),
        case!(hc_st_f3_scale, [s(&f3), k("f32")], sr(&f3)),
        case!(hc_st_fi_swap, [s(&fi)], sr(&fi)),
        case!(hc_st_u8f64_flip, [s(&u8f64)], sr(&u8f64)),
        case!(hc_st_f64u8_make, [k("f64"), k("u8")], sr(&f64u8)),
        case!(hc_st_b12_flip, [s(&b12)], sr(&b12)),
        case!(hc_st_b17_rev, [s(&b17)], sr(&b17)),
        Case {
            name: "hc_st_sse_spill",
            func: tl::hc_st_sse_spill as *const c_void,
            params: sse_spill,
            result: rk("f64"),
        },
        Case {
            name: "hc_st_many",
            func: tl::hc_st_many as *const c_void,
            params: many,
            result: sr(&u8f64),
        },
    ]
}

#[test]
fn every_testlib_shape_matches_libffi() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    for case in testlib_cases() {
        for _ in 0..100 {
            let mut args = Args::random(&case.params, &mut rng, true);
            let (ffi, thunk) = both(case.func, &case.params, &case.result, &mut args);
            let thunk = thunk.unwrap_or_else(|| panic!("{}: no thunk", case.name));
            assert!(
                same_value(&ffi, &thunk),
                "{}: the thunk's result {thunk:?} differs from libffi's {ffi:?}",
                case.name
            );
        }
    }
}

/// The values are where C puts them: a few results checked against direct Rust calls, so
/// a thunk and libffi cannot agree on a wrong answer.
#[test]
fn results_match_direct_calls() {
    let f3 = st(json!(["f32", "f32", "f32"]));
    let v = tl::HcF3 {
        a: 1.5,
        b: -2.25,
        c: 8.0,
    };
    let mut arg = vec![0u64; 2];
    // SAFETY: `HcF3` is 12 plain bytes; `arg` has 16.
    unsafe { std::ptr::write_unaligned(arg.as_mut_ptr().cast::<tl::HcF3>(), v) };
    let mut args = Args {
        words: vec![arg, vec![u64::from(3.0f32.to_bits())]],
    };
    let (ffi, thunk) = both(
        tl::hc_st_f3_scale as *const c_void,
        &[s(&f3), k("f32")],
        &sr(&f3),
        &mut args,
    );
    let want = tl::hc_st_f3_scale(v, 3.0);
    let mut bytes = Vec::new();
    for f in [want.a, want.b, want.c] {
        bytes.extend_from_slice(&f.to_le_bytes());
    }
    assert_eq!(ffi, JsVal::Buffer(bytes.clone()));
    assert_eq!(thunk, Some(JsVal::Buffer(bytes)));

    let f64u8 = st(json!(["f64", "u8"]));
    let mut args = Args {
        words: vec![vec![(-0.5f64).to_bits()], vec![0xffff_ff07u64]],
    };
    let (ffi, thunk) = both(
        tl::hc_st_f64u8_make as *const c_void,
        &[k("f64"), k("u8")],
        &sr(&f64u8),
        &mut args,
    );
    let want = tl::hc_st_f64u8_make(-0.5, 7);
    assert_eq!(want, tl::HcF64U8 { a: -0.5, b: 7 });
    let mut bytes = (-0.5f64).to_le_bytes().to_vec();
    bytes.extend_from_slice(&[7, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(ffi, JsVal::Buffer(bytes.clone()));
    assert_eq!(thunk, Some(JsVal::Buffer(bytes)));
}

// ---- random shapes on a capturing callee ----

#[cfg(target_arch = "x86_64")]
mod capture {
    use std::cell::UnsafeCell;
    use std::sync::Mutex;

    /// What the callee saw: the six integer argument registers, the low eight bytes of the
    /// eight vector argument registers, the first 64 eightbytes of stack arguments.
    #[repr(C)]
    pub struct Seen {
        pub gpr: [u64; 6],
        pub xmm: [u64; 8],
        pub stack: [u64; 64],
    }

    /// What the callee returns: `rax`, `rdx`, `xmm0`, `xmm1`, or (when `mem_len` is not 0)
    /// `mem_len` bytes of `mem` written through the hidden pointer in `rdi`.
    #[repr(C)]
    pub struct Returns {
        pub rax: u64,
        pub rdx: u64,
        pub xmm0: u64,
        pub xmm1: u64,
        pub mem_len: u64,
        pub mem: [u8; 512],
    }

    pub struct Shared<T>(pub UnsafeCell<T>);
    // SAFETY: only touched while `LOCK` is held (and by the callee on that same thread).
    unsafe impl<T> Sync for Shared<T> {}

    pub static SEEN: Shared<Seen> = Shared(UnsafeCell::new(Seen {
        gpr: [0; 6],
        xmm: [0; 8],
        stack: [0; 64],
    }));
    pub static RETURNS: Shared<Returns> = Shared(UnsafeCell::new(Returns {
        rax: 0,
        rdx: 0,
        xmm0: 0,
        xmm1: 0,
        mem_len: 0,
        mem: [0; 512],
    }));
    pub static LOCK: Mutex<()> = Mutex::new(());

    std::arch::global_asm!(
        ".text",
        ".p2align 4",
        ".globl hostcall_test_struct_capture",
        "hostcall_test_struct_capture:",
        "lea r11, [rip + {seen}]",
        "mov qword ptr [r11], rdi",
        "mov qword ptr [r11 + 8], rsi",
        "mov qword ptr [r11 + 16], rdx",
        "mov qword ptr [r11 + 24], rcx",
        "mov qword ptr [r11 + 32], r8",
        "mov qword ptr [r11 + 40], r9",
        "movq qword ptr [r11 + 48], xmm0",
        "movq qword ptr [r11 + 56], xmm1",
        "movq qword ptr [r11 + 64], xmm2",
        "movq qword ptr [r11 + 72], xmm3",
        "movq qword ptr [r11 + 80], xmm4",
        "movq qword ptr [r11 + 88], xmm5",
        "movq qword ptr [r11 + 96], xmm6",
        "movq qword ptr [r11 + 104], xmm7",
        "xor ecx, ecx",
        "2:",
        "mov rax, qword ptr [rsp + 8 + rcx * 8]",
        "mov qword ptr [r11 + 112 + rcx * 8], rax",
        "inc rcx",
        "cmp rcx, 64",
        "jb 2b",
        "lea r11, [rip + {returns}]",
        "mov rcx, qword ptr [r11 + 32]",
        "test rcx, rcx",
        "jz 3f",
        "mov rax, rdi",
        "lea rsi, [r11 + 40]",
        "rep movsb",
        "ret",
        "3:",
        "mov rax, qword ptr [r11]",
        "mov rdx, qword ptr [r11 + 8]",
        "movq xmm0, qword ptr [r11 + 16]",
        "movq xmm1, qword ptr [r11 + 24]",
        "ret",
        seen = sym SEEN,
        returns = sym RETURNS,
    );

    extern "C" {
        pub fn hostcall_test_struct_capture();
    }
}

/// A random struct layout: 1 to 6 fields, scalars or (above `depth` 0) nested structs.
fn random_layout(rng: &mut Rng, depth: u32) -> Arc<StructLayout> {
    const SCALARS: [&str; 12] = [
        "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64", "bool", "pointer",
    ];
    let n = 1 + rng.below(6) as usize;
    let fields = (0..n)
        .map(|_| {
            if depth > 0 && rng.below(5) == 0 {
                FieldType::Struct(random_layout(rng, depth - 1))
            } else {
                // Floats twice as likely: SSE eightbytes and packed `f32`s come up often.
                let pick = rng.below(16) as usize;
                let name = match pick {
                    12 | 13 => "f32",
                    14 | 15 => "f64",
                    p => SCALARS[p],
                };
                let kind = ParamKind::from_name(name).expect("a kind");
                FieldType::Scalar(kind.scalar())
            }
        })
        .collect();
    Arc::new(StructLayout::new(fields).expect("fields"))
}

fn random_shape(rng: &mut Rng) -> (Vec<StructParam>, StructResult) {
    const KINDS: [&str; 13] = [
        "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64", "bool", "pointer",
        "usize",
    ];
    let n = rng.below(17) as usize;
    let params = (0..n)
        .map(|_| {
            if rng.below(3) == 0 {
                StructParam::Struct(random_layout(rng, 2))
            } else {
                k(KINDS[rng.below(KINDS.len() as u64) as usize])
            }
        })
        .collect();
    let result = match rng.below(3) {
        0 => StructResult::Kind(
            ResultKind::from_name(
                [
                    "void", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64",
                    "bool", "pointer",
                ][rng.below(13) as usize],
            )
            .expect("a result kind"),
        ),
        _ => StructResult::Struct(random_layout(rng, 2)),
    };
    (params, result)
}
/// The bytes of a passed eightbyte the ABI gives meaning to: a scalar's own bytes, a
/// struct's field bytes (not its padding, not past its end).
#[cfg(target_arch = "x86_64")]
fn significant(
    params: &[StructParam],
    piece: &hostcall_jit::structcall::Piece,
    word: u64,
) -> Vec<u8> {
    use hostcall_jit::structcall::Piece;
    let bytes = word.to_le_bytes();
    match *piece {
        Piece::Scalar { scalar, .. } => bytes[..scalar.size()].to_vec(),
        Piece::Eightbyte {
            arg, offset, len, ..
        } => {
            let StructParam::Struct(l) = &params[arg] else {
                panic!("an eightbyte of a scalar parameter");
            };
            let used = field_bytes(l);
            (0..len)
                .map(|i| if used[offset + i] { bytes[i] } else { 0 })
                .collect()
        }
        // AAPCS64 and LP64D only; `plan` is System V's.
        Piece::Reference { .. } | Piece::Field { .. } | Piece::FloatBits { .. } => {
            unreachable!("System V passes no struct by reference or field by field")
        }
    }
}

/// What the callee saw, keeping only bytes with a meaning (the rest is don't-care: the
/// upper bytes of a short eightbyte or a small scalar, unused registers).
#[cfg(target_arch = "x86_64")]
fn masked_seen(params: &[StructParam], result: &StructResult) -> Vec<(String, Vec<u8>)> {
    use hostcall_jit::structcall::{plan, Piece, ReturnPlan};
    // SAFETY: read under `LOCK`, after the callee wrote it on this thread.
    let seen = unsafe { &*capture::SEEN.0.get() };
    let p = plan(params, result);
    let mut out = Vec::new();
    let (mut gpr, mut xmm) = (0usize, 0usize);
    if p.ret == ReturnPlan::Memory {
        gpr = 1; // the hidden pointer differs between the two calls' result buffers
    }
    for piece in &p.registers {
        let float = match piece {
            Piece::Scalar { scalar, .. } => matches!(scalar, Scalar::F32 | Scalar::F64),
            Piece::Eightbyte { class, .. } => {
                *class == hostcall_jit::structcall::EightbyteClass::Sse
            }
            Piece::Field { scalar, .. } => matches!(scalar, Scalar::F32 | Scalar::F64),
            Piece::Reference { .. } | Piece::FloatBits { .. } => false,
        };
        let word = if float {
            xmm += 1;
            seen.xmm[xmm - 1]
        } else {
            gpr += 1;
            seen.gpr[gpr - 1]
        };
        out.push((
            format!("{piece:?} in {}", if float { "xmm" } else { "gpr" }),
            significant(params, piece, word),
        ));
    }
    for (j, piece) in p.stack.iter().enumerate() {
        out.push((
            format!("{piece:?} on the stack at {}", 8 * j),
            significant(params, piece, seen.stack[j]),
        ));
    }
    out
}
#[cfg(target_arch = "x86_64")]
fn check_random_shape(seed: u64) {
    use hostcall_jit::structcall::{plan, ReturnPlan};
    let _guard = capture::LOCK.lock().unwrap_or_else(|p| p.into_inner());
    let mut rng = Rng(seed | 1);
    let (params, result) = random_shape(&mut rng);
    let p = plan(&params, &result);
    if p.stack.len() > 64 {
        return; // more than the capture keeps
    }
    // SAFETY: under `LOCK`; nothing else touches the callee's globals.
    let rets = unsafe { &mut *capture::RETURNS.0.get() };
    // Results a C callee can return: a `bool` 0 or 1 (in `al`), finite floats.
    rets.rax = rng.next();
    if result == rk("bool") {
        rets.rax &= 1;
    }
    rets.rdx = rng.next();
    rets.xmm0 = (rng.below(1 << 20) as f64 / 8.0).to_bits();
    if result == rk("f32") {
        rets.xmm0 = u64::from((rng.below(1 << 20) as f32 / 8.0).to_bits());
    }
    rets.xmm1 = rng.next();
    rets.mem_len = 0;
    if let (ReturnPlan::Memory, StructResult::Struct(l)) = (&p.ret, &result) {
        rets.mem_len = l.size() as u64;
        for b in rets.mem.iter_mut() {
            *b = rng.next() as u8;
        }
    }
    let mut args = Args::random(&params, &mut rng, false);
    let js = js_args(&params, &mut args);
    let sig = Signature::with_structs(params.clone(), result.clone()).expect("a signature");
    let func = capture::hostcall_test_struct_capture as *const c_void;
    let flavor = Flavor::ALL[(seed % Flavor::ALL.len() as u64) as usize];
    let mut seen_ffi = Vec::new();
    let ffi = call_side(Side::Generic, func, &sig, &js, flavor, &mut || {
        seen_ffi = masked_seen(&params, &result)
    })
    .expect("the generic backend takes every shape");
    let mut seen_thunk = Vec::new();
    let Some(thunk) = call_side(Side::Thunk, func, &sig, &js, flavor, &mut || {
        seen_thunk = masked_seen(&params, &result)
    }) else {
        panic!("seed {seed}: the thunk compiler refused {sig}");
    };
    for (a, b) in seen_ffi.iter().zip(&seen_thunk) {
        assert_eq!(
            a, b,
            "seed {seed}: the callee saw different arguments\n{sig}"
        );
    }
    assert_eq!(
        meaning(ffi, &result),
        meaning(thunk, &result),
        "seed {seed}: different results\n{sig}"
    );
}

#[cfg(target_arch = "x86_64")]
proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_shapes_match_libffi(seed in any::<u64>()) {
        if thunks_run() {
            check_random_shape(seed);
        }
    }
}

/// The capture itself must be able to tell: a thunk of the wrong shape (one more integer
/// parameter in front) called with the same bytes is caught.
#[cfg(target_arch = "x86_64")]
#[test]
fn the_capture_catches_a_wrong_shape() {
    if !thunks_run() {
        return;
    }
    let _guard = capture::LOCK.lock().unwrap_or_else(|p| p.into_inner());
    // SAFETY: under `LOCK`; no MEMORY result here, so nothing is written through `rdi`.
    unsafe { (*capture::RETURNS.0.get()).mem_len = 0 };
    let l = st(json!(["u8", "f64"]));
    let params = vec![s(&l), k("i32")];
    let mut bytes = vec![0x88u8, 0, 0, 0, 0, 0, 0, 0];
    bytes.extend_from_slice(&2.0f64.to_le_bytes());
    let right_args = [JsVal::Buffer(bytes.clone()), JsVal::Int(7)];
    let sig = Signature::with_structs(params.clone(), rk("void")).expect("a signature");
    let func = capture::hostcall_test_struct_capture as *const c_void;
    let mut right = Vec::new();
    call_side(
        Side::Generic,
        func,
        &sig,
        &right_args,
        Flavor::ALL[0],
        &mut || right = masked_seen(&params, &rk("void")),
    );
    let wrong = Signature::with_structs(vec![k("i32"), s(&l)], rk("void")).expect("a signature");
    let wrong_args = [JsVal::Int(7), JsVal::Buffer(bytes)];
    let mut seen = Vec::new();
    call_side(
        Side::Thunk,
        func,
        &wrong,
        &wrong_args,
        Flavor::ALL[0],
        &mut || seen = masked_seen(&params, &rk("void")),
    )
    .expect("a thunk");
    assert_ne!(right, seen);
}
