//! Differential testing: generators and the oracle that compares a thunk with the generic
//! backend and with [`fast_lane_accepts`]. Shared by the proptest suite and the fuzz target.
//!
//! The host function for a random signature is a libffi closure: a real native function of
//! exactly that ABI that records the arguments it received and returns a value made from
//! them (edge values included), and reports an error through its context for some inputs.

use std::cell::{Cell, RefCell};
use std::ffi::{c_void, CStr};
use std::fmt::Write as _;
use std::sync::Arc;

use libffi::middle::{Cif, Closure};
use proptest::prelude::*;

use hostcall_core::generic::{call_generic, ffi_result_type, native_ffi_types, FfiCall};
use hostcall_core::structs::{FieldType, StructLayout, StructParam, StructResult};
use hostcall_core::{
    fast_lane_accepts, ConversionPolicy, Dialect, HostContext, HostError, LayoutRef, MethodData,
    MethodId, ParamKind, Primitive, ResultKind, Signature, Status, ThunkFn, Value, MAX_PARAMS,
};

use crate::call::Prepared;
use crate::engine::{Flavor, JsVal, TestEngine};

/// The receiver class the differential tests use.
pub const CLASS: u64 = 0xC1A55;

/// One generated case: a signature, a flavor, the arguments and `this`.
#[derive(Clone, Debug)]
pub struct Case {
    /// The signature.
    pub sig: Signature,
    /// Which layout.
    pub flavor: Flavor,
    /// The JavaScript arguments (may be fewer or more than the arity).
    pub args: Vec<JsVal>,
    /// `this`.
    pub this: JsVal,
    /// Salt for the host function's result.
    pub salt: u64,
}

/// Every parameter kind that consumes a JavaScript argument.
pub(crate) fn explicit_kinds() -> Vec<ParamKind> {
    ParamKind::ALL
        .iter()
        .copied()
        .filter(|k| k.consumes_argument())
        .collect()
}

/// The struct types differential cases draw from: each System V class and passing (one and
/// two INTEGER or SSE eightbytes, packed `f32`s, odd tails, MEMORY, nesting).
pub fn sample_structs() -> Vec<Arc<StructLayout>> {
    let st = |v: serde_json::Value| {
        Arc::new(StructLayout::from_json(&v).unwrap_or_else(|e| panic!("sample struct {v}: {e}")))
    };
    vec![
        st(serde_json::json!({"struct": ["i32", "i32"]})),
        st(serde_json::json!({"struct": ["f32", "f32", "f32"]})),
        st(serde_json::json!({"struct": ["f64", "f64"]})),
        st(serde_json::json!({"struct": ["i8", "f64"]})),
        st(serde_json::json!({"struct": ["u8", "u8", "u8"]})),
        st(serde_json::json!({"struct": ["i64", "i64", "i64"]})),
        st(serde_json::json!({"struct": ["f64", "f64", "f64", "f64"]})),
        st(serde_json::json!({"struct": [{"struct": ["f32"]}, "f32", "i64"]})),
        st(serde_json::json!({"struct": ["u16", "pointer", "bool"]})),
    ]
}

/// The signature of `params` and `result`, with a sample struct (picked by `salt`) for each
/// `struct` kind; beside a struct, kinds a struct signature refuses are dropped (a `value`
/// result becomes `void`). `None` when no signature can be made.
pub fn signature_with_structs(
    params: &[ParamKind],
    result: ResultKind,
    salt: u64,
) -> Option<Signature> {
    let samples = sample_structs();
    let any = params.contains(&ParamKind::Struct) || result == ResultKind::Struct;
    if !any {
        return Signature::new(params.to_vec(), result).ok();
    }
    let pick = |i: usize| samples[(salt as usize).wrapping_add(i * 7) % samples.len()].clone();
    let ps = params
        .iter()
        .enumerate()
        .filter(|(_, k)| !(k.is_engine_bound() || k.native_count() != 1))
        .map(|(i, &k)| match k {
            ParamKind::Struct => StructParam::Struct(pick(i)),
            k => StructParam::Kind(k),
        })
        .collect();
    let r = match result {
        ResultKind::Struct => StructResult::Struct(pick(MAX_PARAMS)),
        ResultKind::Value => StructResult::Kind(ResultKind::Void),
        k => StructResult::Kind(k),
    };
    Signature::with_structs(ps, r).ok()
}

/// Which bytes of a struct its fields cover (the rest is padding).
pub fn field_bytes(l: &StructLayout) -> Vec<bool> {
    fn mark(l: &StructLayout, base: usize, out: &mut [bool]) {
        for (f, &off) in l.fields().iter().zip(l.offsets()) {
            match f {
                FieldType::Scalar(s) => out[base + off..base + off + s.size()].fill(true),
                FieldType::Struct(inner) => mark(inner, base + off, out),
            }
        }
    }
    let mut out = vec![false; l.size()];
    mark(l, 0, &mut out);
    out
}

/// Interesting numbers: type edges and lossless-conversion edges.
pub fn edge_numbers() -> Vec<f64> {
    let p = |e: i32| 2f64.powi(e);
    vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -1.5,
        127.0,
        128.0,
        -128.0,
        -129.0,
        255.0,
        256.0,
        32767.0,
        32768.0,
        -32769.0,
        65535.0,
        65536.0,
        p(31) - 1.0,
        p(31),
        -p(31),
        -p(31) - 1.0,
        p(32) - 1.0,
        p(32),
        p(53) - 1.0,
        p(53),
        p(53) + 2.0,
        -p(53),
        p(63),
        -p(63),
        p(64),
        1e300,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::MIN_POSITIVE,
    ]
}

fn any_value() -> impl Strategy<Value = JsVal> {
    prop_oneof![
        any::<i32>().prop_map(JsVal::Int),
        prop::sample::select(vec![
            0,
            1,
            -1,
            127,
            128,
            -129,
            255,
            256,
            65535,
            65536,
            i32::MAX,
            i32::MIN
        ])
        .prop_map(JsVal::Int),
        prop::sample::select(edge_numbers()).prop_map(JsVal::Num),
        any::<f64>().prop_map(JsVal::Num),
        any::<bool>().prop_map(JsVal::Bool),
        Just(JsVal::Null),
        Just(JsVal::Undefined),
        prop::sample::select(vec!["", "hello", "h\u{e9}llo \u{2713}", "a\0b", "5"])
            .prop_map(|s| JsVal::Str(s.into())),
        Just(JsVal::Utf16(vec![0x61, 0xD800])),
        prop::collection::vec(any::<u8>(), 0..4).prop_map(JsVal::Buffer),
        prop::sample::select(vec![
            0i128,
            -1,
            5,
            i64::MAX as i128,
            u64::MAX as i128,
            1i128 << 64,
            i64::MIN as i128 - 1
        ])
        .prop_map(JsVal::BigInt),
        Just(JsVal::Object),
        Just(JsVal::Symbol),
    ]
}

/// A value the fast lane is likely to accept for `kind` (not always: edges included).
fn value_for(kind: ParamKind) -> BoxedStrategy<JsVal> {
    match kind {
        ParamKind::F32 | ParamKind::F64 => prop_oneof![
            any::<i32>().prop_map(JsVal::Int),
            prop::sample::select(edge_numbers()).prop_map(JsVal::Num),
            any::<f64>().prop_map(JsVal::Num),
        ]
        .boxed(),
        ParamKind::Bool => any::<bool>().prop_map(JsVal::Bool).boxed(),
        ParamKind::CString => prop_oneof![
            4 => prop::sample::select(vec!["", "hello", "h\u{e9}llo \u{2713}", "0123456789abcdef"]).prop_map(|s| JsVal::Str(s.into())),
            1 => Just(JsVal::Str("a\0b".into())),
            1 => Just(JsVal::Utf16(vec![0xDC00])),
        ]
        .boxed(),
        ParamKind::Buffer => prop_oneof![
            4 => prop::collection::vec(any::<u8>(), 0..8).prop_map(JsVal::Buffer),
            1 => Just(JsVal::Null),
        ]
        .boxed(),
        // Empty and non-empty buffers; `null` is not a slice (falls back).
        ParamKind::Slice => prop_oneof![
            6 => prop::collection::vec(any::<u8>(), 0..24).prop_map(JsVal::Buffer),
            1 => Just(JsVal::Buffer(Vec::new())),
            1 => Just(JsVal::Null),
        ]
        .boxed(),
        ParamKind::Pointer => prop_oneof![
            Just(JsVal::Null),
            // A pointer object (taken under a dialect with pointer objects only).
            (1usize..1 << 47).prop_map(|a| JsVal::Host(crate::engine::POINTER_OBJECT_CLASS, a)),
            (0i32..i32::MAX).prop_map(JsVal::Int),
            prop::sample::select(vec![0.0, 4096.0, 9007199254740992.0, 9007199254740994.0, -1.0, 0.5]).prop_map(JsVal::Num),
            prop::sample::select(vec![0i128, 4096, u64::MAX as i128, -1, 1 << 63, 1 << 64, i32::MAX as i128, 1 << 31]).prop_map(JsVal::BigInt),
        ]
        .boxed(),
        // Implicit kinds consume no argument; never drawn. A struct's values are drawn
        // with its layout (`case`).
        ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env
        | ParamKind::Struct => any_value().boxed(),
        hostcall_core::int_param_kinds!() => {
            let (lo, hi) = kind.scalar().int_range().unwrap_or((0, 0));
            let small = (lo.max(i128::from(i32::MIN)) as i32)..=(hi.min(i128::from(i32::MAX)) as i32);
            let clamp = |v: i128| v.clamp(i128::from(i32::MIN), i128::from(i32::MAX)) as i32;
            let mut s = vec![
                (6, small.prop_map(JsVal::Int).boxed()),
                (2, prop::sample::select(vec![clamp(lo), clamp(hi), clamp(lo - 1), clamp(hi + 1), 0, -1]).prop_map(JsVal::Int).boxed()),
                (1, prop::sample::select(edge_numbers()).prop_map(JsVal::Num).boxed()),
                (2, prop::sample::select(vec![lo as f64, hi as f64, lo as f64 - 1.0, hi as f64 + 1.0, 3.0, -0.0]).prop_map(JsVal::Num).boxed()),
            ];
            if kind.scalar().size() == 8 {
                // Short (i32, inline in QuickJS-NG) and heap BigInts, at every edge.
                s.push((2, prop::sample::select(vec![
                    lo, hi, lo - 1, hi + 1, 0, -1,
                    i32::MIN.into(), i32::MAX.into(), i128::from(i32::MIN) - 1, 1 << 31,
                    i64::MIN.into(), i64::MAX.into(), 1 << 63, u64::MAX.into(), 1 << 64,
                ]).prop_map(JsVal::BigInt).boxed()));
            }
            proptest::strategy::Union::new_weighted(s).boxed()
        }
    }
}

fn result_kind() -> impl Strategy<Value = ResultKind> {
    prop::sample::select(ResultKind::ALL.to_vec())
}

/// A random case: 0..=16 parameters of every kind (at most one `context`, one `env` and one
/// `receiver`), arguments mostly of the right kind, sometimes wrong, sometimes too few.
pub fn case() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(prop::sample::select(explicit_kinds()), 0..=MAX_PARAMS),
        any::<bool>(),
        any::<bool>(),
        result_kind(),
        prop::sample::select(Flavor::ALL.to_vec()),
        any::<u64>(),
    )
        .prop_flat_map(|(mut params, with_cx, with_rx, result, flavor, salt)| {
            let with_env = (salt >> 40) & 1 == 1;
            for (on, k) in [
                (with_cx, ParamKind::Context),
                (with_rx, ParamKind::Receiver),
                (with_env, ParamKind::Env),
            ] {
                if on {
                    let at = (salt as usize) % (params.len() + 1);
                    params.insert(at, k);
                    if params.len() > MAX_PARAMS {
                        params.remove(if at == 0 { 1 } else { 0 });
                    }
                }
            }
            // Slices are two native arguments: keep the native count within the limit.
            while params.iter().map(|k| k.native_count()).sum::<usize>() > MAX_PARAMS {
                if let Some(at) = params.iter().rposition(|&k| k == ParamKind::Slice) {
                    params.remove(at);
                }
            }
            // One case in three may pass structs (a struct signature drops the kinds that
            // cannot stand beside one, so structs everywhere would thin the others out).
            let (params, result) = if salt % 3 == 0 {
                (params, result)
            } else {
                params.retain(|&k| k != ParamKind::Struct);
                let result = if result == ResultKind::Struct {
                    ResultKind::Void
                } else {
                    result
                };
                (params, result)
            };
            let sig = signature_with_structs(&params, result, salt).unwrap_or_else(|| {
                Signature::new(Vec::new(), ResultKind::Void).expect("the empty signature is valid")
            });
            // One case in four under Deno's dialect (pointer objects, BigInt results, Deno's
            // buffer rule), one in eight under one of its rules alone.
            let sig = match (salt >> 20) % 8 {
                0 | 1 => sig.with_dialect(Dialect::DENO),
                2 => {
                    let mut d = Dialect::HOSTCALL;
                    d.set_rule(
                        Dialect::RULE_NAMES[(salt >> 24) as usize % Dialect::RULE_NAMES.len()],
                    );
                    sig.with_dialect(d)
                }
                _ => sig,
            };
            case_for(sig, flavor, salt)
        })
}

/// The arguments, `this` and the call's length for `sig` on `flavor` (what [`case`] makes
/// after choosing the signature): mostly values each parameter's kind accepts, sometimes
/// any value, sometimes too few or extra arguments.
fn case_for(sig: Signature, flavor: Flavor, salt: u64) -> impl Strategy<Value = Case> {
    let per_arg: Vec<BoxedStrategy<JsVal>> = sig
        .params()
        .iter()
        .enumerate()
        .filter(|(_, k)| k.consumes_argument())
        .map(|(i, &k)| match sig.param_layout(i) {
            // Mostly the struct's exact size; sometimes another length.
            Some(l) => prop_oneof![
                16 => prop::collection::vec(any::<u8>(), l.size()..=l.size()).prop_map(JsVal::Buffer),
                2 => prop::collection::vec(any::<u8>(), 0..40).prop_map(JsVal::Buffer),
                1 => any_value(),
            ]
            .boxed(),
            None => prop_oneof![24 => value_for(k), 1 => any_value()].boxed(),
        })
        .collect();
    let this = prop_oneof![
        8 => Just(JsVal::Host(CLASS, 0x1000)),
        1 => Just(JsVal::Host(CLASS + 1, 0x2000)),
        1 => Just(JsVal::Int(3)),
    ];
    let arity = sig.js_arity();
    let extra = prop::collection::vec(any_value(), 0..2);
    (
        Just(sig),
        Just(flavor),
        per_arg,
        this,
        extra,
        0usize..=(arity + 1),
        Just(salt),
    )
        .prop_map(|(sig, flavor, mut args, this, extra, cut, salt)| {
            // Mostly full calls; sometimes too few or extra arguments.
            if cut < args.len() && salt % 13 == 0 {
                args.truncate(cut);
            } else if salt % 11 == 0 {
                args.extend(extra);
            }
            Case {
                sig,
                flavor,
                args,
                this,
                salt,
            }
        })
}

/// Cases of the scalar shapes a JIT may write without Cranelift: up to eight parameters of
/// the integer kinds up to 32 bits, `f32` and `f64` (at most six integers), a `void`,
/// integer (64-bit ones too), `f32` or `f64` result, on every layout, under either
/// dialect; arguments as [`case`] makes them.
pub fn scalar_case() -> impl Strategy<Value = Case> {
    use ParamKind as P;
    use ResultKind as R;
    let int = |k: &ParamKind| !matches!(k, P::F32 | P::F64);
    (
        prop::collection::vec(
            prop::sample::select(vec![
                P::I32,
                P::F64,
                P::I8,
                P::U8,
                P::I16,
                P::U16,
                P::U32,
                P::F32,
            ]),
            0..=8,
        ),
        prop::sample::select(vec![
            R::Void,
            R::I32,
            R::F64,
            R::I8,
            R::U8,
            R::I16,
            R::U16,
            R::U32,
            R::F32,
            R::I64,
            R::U64,
        ]),
        prop::sample::select(Flavor::ALL.to_vec()),
        any::<u64>(),
    )
        .prop_flat_map(move |(mut params, result, flavor, salt)| {
            while params.iter().filter(|k| int(k)).count() > 6 {
                if let Some(at) = params.iter().position(int) {
                    params.remove(at);
                }
            }
            let sig = Signature::new(params, result).expect("scalar kinds make a valid signature");
            let sig = if salt % 4 == 0 {
                sig.with_dialect(Dialect::DENO)
            } else {
                sig
            };
            case_for(sig, flavor, salt)
        })
}

/// What the host function received for one parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Received {
    /// An integer or pointer, widened.
    Int(i128),
    /// A float's bits (f32 widened to its own bits).
    Bits(u64),
    /// A C string's bytes.
    Str(Vec<u8>),
    /// A slice's bytes, read through its pointer for its length (`None`: a null pointer,
    /// which a slice never is).
    Slice(Option<Vec<u8>>),
    /// A context pointer (not compared: it lives on each caller's stack).
    Context,
    /// A struct's bytes, as the C ABI passed them.
    Struct(Vec<u8>),
}

/// The host side of a differential case: what a libffi closure received.
pub struct Recorder {
    sig: Signature,
    layout: LayoutRef,
    salt: u64,
    /// How many times the host function ran.
    pub calls: Cell<usize>,
    /// The arguments of the last call.
    pub last: RefCell<Vec<Received>>,
}

fn mix(h: u64, v: u64) -> u64 {
    (h ^ v).wrapping_mul(0x100_0000_01b3)
}

unsafe extern "C" fn host_callback(
    cif: &libffi::low::ffi_cif,
    result: &mut u64,
    args: *const *const c_void,
    rec: &Recorder,
) {
    let _ = cif;
    rec.calls.set(rec.calls.get() + 1);
    let mut got = Vec::new();
    let mut h = rec.salt;
    let mut ctx: *mut HostContext = std::ptr::null_mut();
    // The next native argument (a slice is two).
    let mut i = 0usize;
    for (param, &kind) in rec.sig.params().iter().enumerate() {
        // SAFETY: libffi passes one pointer per native parameter, each to a value of its
        // type.
        let p = unsafe { *args.add(i) };
        i += kind.native_count();
        if let Some(l) = rec.sig.param_layout(param) {
            // SAFETY: libffi passes a struct argument as a pointer to its bytes.
            let mut bytes =
                unsafe { std::slice::from_raw_parts(p.cast::<u8>(), l.size()) }.to_vec();
            // Only the fields' bytes are the struct's value: padding travels as whatever
            // the caller's copy held (libffi moves a lone `f32`, a thunk its eightbyte).
            for (b, field) in bytes.iter_mut().zip(field_bytes(l)) {
                if !field {
                    *b = 0;
                }
            }
            h = bytes.iter().fold(h, |h, &x| mix(h, u64::from(x)));
            got.push(Received::Struct(bytes));
            continue;
        }
        // SAFETY: `p` points to a value of the parameter's native type.
        let r = unsafe {
            match kind {
                ParamKind::I8 => Received::Int(i128::from(*p.cast::<i8>())),
                ParamKind::U8 => Received::Int(i128::from(*p.cast::<u8>())),
                ParamKind::Bool => Received::Int(i128::from(*p.cast::<u8>())),
                ParamKind::I16 => Received::Int(i128::from(*p.cast::<i16>())),
                ParamKind::U16 => Received::Int(i128::from(*p.cast::<u16>())),
                ParamKind::I32 => Received::Int(i128::from(*p.cast::<i32>())),
                ParamKind::U32 => Received::Int(i128::from(*p.cast::<u32>())),
                ParamKind::I64 | ParamKind::Isize => Received::Int(i128::from(*p.cast::<i64>())),
                ParamKind::U64 | ParamKind::Usize => Received::Int(i128::from(*p.cast::<u64>())),
                ParamKind::F32 => Received::Bits(u64::from((*p.cast::<f32>()).to_bits())),
                ParamKind::F64 => Received::Bits((*p.cast::<f64>()).to_bits()),
                ParamKind::CString => {
                    let s = *p.cast::<*const std::ffi::c_char>();
                    Received::Str(CStr::from_ptr(s).to_bytes().to_vec())
                }
                ParamKind::Context => {
                    ctx = *p.cast::<*mut HostContext>();
                    Received::Context
                }
                ParamKind::Slice => {
                    let data = *p.cast::<*const u8>();
                    // The length: the next native argument.
                    let len = *(*args.add(i - 1)).cast::<usize>();
                    Received::Slice((!data.is_null()).then(|| {
                        // Reading all `len` bytes is the check: a length past the buffer
                        // reads out of bounds (valgrind, ASan).
                        std::slice::from_raw_parts(data, len).to_vec()
                    }))
                }
                ParamKind::Pointer
                | ParamKind::Buffer
                | ParamKind::Value
                | ParamKind::Receiver
                | ParamKind::Env => Received::Int(*p.cast::<usize>() as i128),
                // Read with its layout, above.
                ParamKind::Struct => Received::Context,
            }
        };
        h = mix(
            h,
            match &r {
                Received::Int(i) => *i as u64,
                Received::Bits(b) => *b,
                Received::Str(s) => s.len() as u64,
                Received::Slice(s) => s.as_ref().map_or(u64::MAX, |b| {
                    b.iter().fold(b.len() as u64, |h, &x| mix(h, u64::from(x)))
                }),
                Received::Context => 7,
                Received::Struct(b) => b.len() as u64,
            },
        );
        got.push(r);
    }
    *rec.last.borrow_mut() = got;
    if !ctx.is_null() && h.is_multiple_of(5) {
        // SAFETY: `ctx` is the live context of this call.
        unsafe {
            hostcall_core::abi::report_error(ctx, HostError::range_error(format!("host error {h}")))
        };
    }
    let raws = [
        0u64,
        1,
        0x7fff_ffff,
        0x8000_0000,
        0xffff_ffff,
        1 << 53,
        (1 << 53) + 1,
        u64::MAX,
        i64::MIN as u64,
        h,
    ];
    let raw = raws[(h % raws.len() as u64) as usize];
    let out = result as *mut u64;
    // SAFETY: libffi gives at least a full register (or the struct's size) for the result.
    unsafe {
        match rec.sig.result() {
            ResultKind::Void => {}
            ResultKind::I8 => *out = raw as i8 as i64 as u64,
            ResultKind::U8 => *out = u64::from(raw as u8),
            ResultKind::I16 => *out = raw as i16 as i64 as u64,
            ResultKind::U16 => *out = u64::from(raw as u16),
            ResultKind::I32 => *out = raw as i32 as i64 as u64,
            ResultKind::U32 => *out = u64::from(raw as u32),
            ResultKind::I64 | ResultKind::U64 | ResultKind::Isize | ResultKind::Usize => *out = raw,
            ResultKind::Pointer => *out = if h.is_multiple_of(3) { 0 } else { raw },
            ResultKind::CString => {
                let texts: [&'static std::ffi::CStr; 3] =
                    [c"", c"result", c"r\xc3\xa9sultat \xe2\x9c\x93"];
                *out = if h.is_multiple_of(4) {
                    0
                } else {
                    texts[(h % 3) as usize].as_ptr() as usize as u64
                };
            }
            ResultKind::Bool => *out = h & 1,
            ResultKind::F32 => {
                let f = [0.0f32, -0.0, f32::NAN, f32::INFINITY, 1.5, h as f32][(h % 6) as usize];
                out.cast::<f32>().write(f);
            }
            ResultKind::F64 => {
                let f = [
                    0.0f64,
                    -0.0,
                    f64::NAN,
                    f64::NEG_INFINITY,
                    1.5,
                    h as f64,
                    raw as f64,
                ][(h % 7) as usize];
                out.cast::<f64>().write(f);
            }
            ResultKind::Value => rec
                .layout
                .write(out.cast::<Value>(), Primitive::Int32(h as i32)),
            ResultKind::Struct => {
                // libffi's result storage holds the struct: bytes derived from the
                // arguments, so both backends must pass them through alike.
                let size = rec.sig.result_layout().map_or(0, |l| l.size());
                let bytes = out.cast::<u8>();
                let mut x = h;
                for k in 0..size {
                    x = mix(x, k as u64);
                    bytes.add(k).write((x >> 24) as u8);
                }
            }
        }
    }
}

/// A libffi closure of a signature's exact ABI, recording its calls.
pub struct HostClosure {
    closure: std::mem::ManuallyDrop<Closure<'static>>,
    /// From `Box::into_raw`; freed in `drop`, after the closure that refers to it.
    recorder: *mut Recorder,
}

impl Drop for HostClosure {
    fn drop(&mut self) {
        // SAFETY: the closure is dropped once, here, before the recorder it refers to; the
        // recorder came from `Box::into_raw` and nothing else frees it.
        unsafe {
            std::mem::ManuallyDrop::drop(&mut self.closure);
            drop(Box::from_raw(self.recorder));
        }
    }
}

impl HostClosure {
    /// Makes the closure, owning its recorder.
    pub fn new(sig: &Signature, layout: LayoutRef, salt: u64) -> HostClosure {
        let recorder = Box::into_raw(Box::new(Recorder {
            sig: sig.clone(),
            layout,
            salt,
            calls: Cell::new(0),
            last: RefCell::new(Vec::new()),
        }));
        // SAFETY: the recorder is freed only in `drop`, after the closure holding this
        // reference; it is never mutated except through its `Cell`s.
        let user: &'static Recorder = unsafe { &*recorder };
        let value_size = if sig.result() == ResultKind::Value {
            layout.size
        } else {
            0
        };
        let rtype = match sig.result_layout() {
            Some(l) => l.ffi_type(),
            None => ffi_result_type(sig.result(), value_size),
        };
        let cif = Cif::new(native_ffi_types(sig), rtype);
        let closure = std::mem::ManuallyDrop::new(Closure::new(cif, host_callback, user));
        HostClosure { closure, recorder }
    }

    /// What the function received.
    pub fn recorder(&self) -> &Recorder {
        // SAFETY: the recorder lives until `self` drops.
        unsafe { &*self.recorder }
    }

    /// The native function's address.
    pub fn func(&self) -> *const c_void {
        *self.closure.code_ptr() as *const c_void
    }
}

/// The user data a case's method carries (an address the host function only records).
fn case_env(case: &Case) -> *mut c_void {
    (case.salt as usize | 0x10) as *mut c_void
}

fn same(a: &JsVal, b: &JsVal) -> bool {
    match (a, b) {
        (JsVal::Num(x), JsVal::Num(y)) => x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
        _ => a == b,
    }
}

/// Runs one case through `thunk` and through the generic backend (Strict) and checks the
/// contract. Returns the thunk's status, or a description of every disagreement.
pub fn check_case(case: &Case, thunk: ThunkFn, method_id: u64) -> Result<Status, String> {
    let engine = TestEngine::new(case.flavor);
    let layout = engine.layout();
    let host = HostClosure::new(&case.sig, layout, case.salt);
    // SAFETY: the closure has exactly the ABI of `case.sig`, and never reads through its
    // `receiver` or `env` arguments (it records the addresses), so any class and any user
    // data will do.
    let method = unsafe {
        MethodData::new(MethodId(method_id), host.func(), case.sig.clone())
            .map_err(|e| e.to_string())?
            .with_receiver_class(CLASS)
            .with_user_data(case_env(case))
    };
    // One set of values for both paths (the host records argument addresses); the thunk's
    // result is read before the generic call reuses the slot.
    let mut call = Prepared::new(&engine, Some(&case.this), &case.args);
    let rec = host.recorder();
    let before = rec.calls.get();
    // SAFETY: callers pass the thunk the JIT compiled for `case.sig` and this flavor's
    // layout; the frame is over live values of that layout; the method describes the
    // closure truthfully.
    let st = unsafe { call.frame().call_thunk(thunk, &method) };
    // SAFETY: on `Ok` the thunk wrote a value of the engine's layout.
    let thunk_result = (st == Status::Ok).then(|| unsafe { engine.read(call.ret().as_ptr()) });
    let thunk_calls = rec.calls.get() - before;
    let thunk_args = rec.last.borrow().clone();
    let thunk_exc = engine.take_exception();
    let lane = fast_lane_accepts(&case.sig, method.receiver_class(), &call.frame());
    let mut report = String::new();
    let mut fail = |m: String| {
        let _ = writeln!(report, "{m}");
    };
    if thunk_calls == 1 {
        if let Some(at) = case.sig.params().iter().position(|&k| k == ParamKind::Env) {
            let want = Received::Int(case_env(case) as usize as i128);
            if thunk_args.get(at) != Some(&want) {
                fail(format!(
                    "env: the thunk passed {:?}, not the method's user data {want:?}",
                    thunk_args.get(at)
                ));
            }
        }
    }
    if engine.strings_outstanding() != 0 || engine.counters.bad_releases.get() != 0 {
        fail(format!(
            "string handles leaked or double-released: outstanding {}, bad {}",
            engine.strings_outstanding(),
            engine.counters.bad_releases.get()
        ));
    }
    match st {
        Status::Fallback => {
            if thunk_calls != 0 {
                fail("thunk said Fallback after calling the host".into());
            }
            if lane.is_ok() {
                fail("thunk said Fallback but fast_lane_accepts says Ok".into());
            }
            if thunk_exc.is_some() {
                fail("Fallback left an exception pending".into());
            }
        }
        Status::Ok | Status::Threw => {
            if let Err(r) = &lane {
                fail(format!(
                    "thunk took the fast lane but fast_lane_accepts refused: {r:?}"
                ));
            }
            if thunk_calls != 1 {
                fail(format!("thunk called the host {thunk_calls} times"));
            }
            // The generic path must agree exactly.
            let before = rec.calls.get();
            let ffi = FfiCall::shared(&case.sig, layout).map_err(|e| e.to_string())?;
            // SAFETY: the closure was made for this engine's layout (`HostClosure::new`).
            let sg =
                unsafe { call_generic(&method, &ffi, &ConversionPolicy::strict(), &call.frame()) };
            let generic_exc = engine.take_exception();
            if rec.calls.get() - before != 1 {
                fail("generic path did not call the host exactly once".into());
            }
            let generic_args = rec.last.borrow().clone();
            if generic_args != thunk_args {
                fail(format!(
                    "arguments differ: thunk {thunk_args:?} generic {generic_args:?}"
                ));
            }
            if sg != st {
                fail(format!(
                    "status differs: thunk {st:?} generic {sg:?} ({thunk_exc:?} / {generic_exc:?})"
                ));
            }
            if thunk_exc != generic_exc {
                fail(format!(
                    "exceptions differ: thunk {thunk_exc:?} generic {generic_exc:?}"
                ));
            }
            if let Some(a) = thunk_result.filter(|_| sg == Status::Ok) {
                // SAFETY: the generic call wrote a value of the engine's layout.
                let b = unsafe { engine.read(call.ret().as_ptr()) };
                if !same(&a, &b) {
                    fail(format!("results differ: thunk {a:?} generic {b:?}"));
                }
            }
        }
    }
    if engine.strings_outstanding() != 0 {
        fail("generic path leaked a string".into());
    }
    drop(host);
    if report.is_empty() {
        Ok(st)
    } else {
        Err(format!("{case:?}\n{report}"))
    }
}
