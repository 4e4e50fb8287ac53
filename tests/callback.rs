//! Callbacks on both backends, differentially: the same callback is made with the JIT's
//! upcall code and with the generic libffi closure, over a mock engine whose
//! [`UpcallHooks`] record everything they see (the boxed arguments, bit for bit where they
//! are not heap cells; the raw arguments of a queued call; the errors of the result hook)
//! and play back a script (the `enter` decision, the script's result value, whether it
//! threw). Both are called through their C function pointers (libffi's `ffi_call`, so any
//! signature can be called), and must return the same native result after the same hook
//! calls with the same values.
//!
//! Without a JIT (`--no-default-features`, or a CPU Cranelift does not target) both sides
//! are libffi closures: the comparisons still run, and the explicit expectations below
//! still hold the generic backend to the rules.

use std::cell::RefCell;
use std::ffi::c_void;
use std::pin::Pin;

use hostcall::upcall::{convert_result, CallbackParam, ENTER_QUEUE, ENTER_REFUSE, ENTER_RUN};
use hostcall::{
    Backend, Callback, CallbackSignature, Class, ConversionPolicy, LayoutRef, ParamKind,
    ResultKind, UpcallHooks, UpcallRecord, Value, ValueLayout,
};
use hostcall_testkit::engine::test_hooks;
use hostcall_testkit::{jit_runs, Flavor, JsVal, TestEngine};
use libffi::middle::{Arg, Cif, CodePtr, Type};
use proptest::prelude::*;

// ---- the mock engine ----

/// Which engine a test runs on: the two presets, and two layouts whose BigInts cannot be
/// made (no hook: a RangeError; a hook that fails).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Engine {
    QuickJs,
    NanBox,
    QuickJsNoBigInt,
    NanBoxFailingBigInt,
}

const ENGINES: [Engine; 4] = [
    Engine::QuickJs,
    Engine::NanBox,
    Engine::QuickJsNoBigInt,
    Engine::NanBoxFailingBigInt,
];

unsafe extern "C" fn failing_bigint_i64(_cx: *mut c_void, _v: i64, _ret: *mut Value) -> bool {
    false
}
unsafe extern "C" fn failing_bigint_u64(_cx: *mut c_void, _v: u64, _ret: *mut Value) -> bool {
    false
}

impl Engine {
    fn make(self) -> Pin<Box<TestEngine>> {
        let layout = |l: ValueLayout| -> LayoutRef {
            // SAFETY: the presets describe the test engine's encodings; the hooks are the
            // test engine's, except BigInt makers that fail without touching anything.
            unsafe { l.register() }.expect("a preset layout")
        };
        match self {
            Engine::QuickJs => TestEngine::new(Flavor::QuickJs),
            Engine::NanBox => TestEngine::new(Flavor::NanBox),
            Engine::QuickJsNoBigInt => {
                let mut hooks = test_hooks();
                hooks.bigint_from_i64 = None;
                hooks.bigint_from_u64 = None;
                TestEngine::with_layout(layout(ValueLayout::quickjs_ng_64(hooks)))
            }
            Engine::NanBoxFailingBigInt => {
                let mut hooks = test_hooks();
                hooks.bigint_from_i64 = Some(failing_bigint_i64);
                hooks.bigint_from_u64 = Some(failing_bigint_u64);
                TestEngine::with_layout(layout(ValueLayout::nan_boxed_jsc(hooks)))
            }
        }
    }
}

/// What the script does when called.
#[derive(Clone, Debug)]
struct Script {
    /// What `enter` answers.
    enter: u32,
    /// Whether the script function returns (else it throws).
    returns: bool,
    /// What it returns.
    ret: JsVal,
    /// What a queued call answers (a raw result).
    queue_out: u64,
}

impl Script {
    fn returning(ret: JsVal) -> Script {
        Script {
            enter: ENTER_RUN,
            returns: true,
            ret,
            queue_out: 0,
        }
    }
}

/// An engine-visible value as the script sees it: its class and payload, and its bits
/// when it is not a heap cell (whose address differs between runs).
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    value: String,
    bits: Option<Vec<u8>>,
}

/// One hook call.
#[derive(Clone, Debug, PartialEq)]
enum Event {
    Enter,
    Invoke {
        args: Vec<Seen>,
        failed: u32,
        /// The exception pending when `failed` was set.
        exception: Option<String>,
    },
    /// The result hook: the raw result, or its error; `None` for a void callback's drop.
    Result(Option<Result<u64, String>>),
    Queue(Vec<u64>),
}

struct Mock {
    engine: Pin<Box<TestEngine>>,
    sig: CallbackSignature,
    script: Script,
    log: RefCell<Vec<Event>>,
}

/// # Safety
/// `rec` is one of this file's records.
unsafe fn mock<'a>(rec: *const UpcallRecord) -> &'a Mock {
    // SAFETY: every record here carries a leaked `Mock` as its data.
    unsafe { &*(*rec).data.cast::<Mock>() }
}

unsafe extern "C" fn hook_enter(rec: *const UpcallRecord) -> u32 {
    // SAFETY: called with our records.
    let m = unsafe { mock(rec) };
    m.log.borrow_mut().push(Event::Enter);
    m.script.enter
}

unsafe extern "C" fn hook_invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool {
    // SAFETY: called with our records.
    let m = unsafe { mock(rec) };
    let layout = m.engine.layout();
    let size = usize::from(layout.size);
    let args = (0..argc)
        .map(|i| {
            // SAFETY: `argc` values of the layout at `argv` (the hook's contract).
            let v = unsafe { argv.cast::<u8>().add(i * size) }.cast::<Value>();
            // SAFETY: a live value of the engine.
            let (value, class) = unsafe { (m.engine.read(v), layout.classify(v)) };
            let cell = matches!(class, Class::String | Class::Object | Class::BigInt);
            // SAFETY: `size` readable bytes.
            let bytes = unsafe { std::slice::from_raw_parts(v.cast::<u8>(), size) };
            Seen {
                value: format!("{value:?}"),
                bits: (!cell).then(|| bytes.to_vec()),
            }
        })
        .collect();
    let exception = (failed != 0)
        .then(|| m.engine.take_exception().map(|e| e.to_string()))
        .flatten();
    m.log.borrow_mut().push(Event::Invoke {
        args,
        failed,
        exception,
    });
    if failed != 0 || !m.script.returns {
        return false;
    }
    // SAFETY: `ret` is writable for one value.
    unsafe { m.engine.write(ret, &m.script.ret) };
    true
}

unsafe extern "C" fn hook_result(rec: *const UpcallRecord, v: *mut Value, out: *mut u64) -> bool {
    // SAFETY: called with our records.
    let m = unsafe { mock(rec) };
    let Some(kind) = m.sig.result_kind() else {
        m.log.borrow_mut().push(Event::Result(None));
        return true;
    };
    let policy = ConversionPolicy::strict();
    // SAFETY: a live value of the engine, on its thread.
    let r = unsafe { convert_result(kind, v, &policy, m.engine.layout(), m.engine.cx()) };
    let r = r.map_err(|e| e.to_string());
    m.log.borrow_mut().push(Event::Result(Some(r.clone())));
    match r {
        Ok(raw) => {
            // SAFETY: `out` is writable.
            unsafe { *out = raw };
            true
        }
        Err(_) => false,
    }
}

unsafe extern "C" fn hook_queue(rec: *const UpcallRecord, raw: *const u64, out: *mut u64) {
    // SAFETY: called with our records.
    let m = unsafe { mock(rec) };
    // SAFETY: one raw value per parameter.
    let raw = unsafe { std::slice::from_raw_parts(raw, m.sig.params().len()) }.to_vec();
    m.log.borrow_mut().push(Event::Queue(raw));
    // SAFETY: `out` is writable.
    unsafe { *out = m.script.queue_out };
}

static HOOKS: UpcallHooks = UpcallHooks {
    enter: hook_enter,
    invoke: hook_invoke,
    result: hook_result,
    queue: hook_queue,
};

/// A callback of `sig` on `engine` with `backend`, and its mock.
fn make(
    engine: Engine,
    sig: &CallbackSignature,
    script: &Script,
    backend: Backend,
) -> (&'static Mock, Callback) {
    make_with(engine, sig, script, backend, true)
}

/// As [`make`], with the record's `inline_results` given.
fn make_with(
    engine: Engine,
    sig: &CallbackSignature,
    script: &Script,
    backend: Backend,
    inline_results: bool,
) -> (&'static Mock, Callback) {
    let m: &'static Mock = Box::leak(Box::new(Mock {
        engine: engine.make(),
        sig: sig.clone(),
        script: script.clone(),
        log: RefCell::new(Vec::new()),
    }));
    let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
        hooks: &HOOKS,
        cx: m.engine.cx(),
        data: (m as *const Mock).cast(),
        inline_results,
    }));
    // SAFETY: the hooks keep the contract for the engine's layout (they only touch the
    // engine from the thread that calls, which is the test's).
    let cb = unsafe { Callback::new(sig, m.engine.layout(), rec, backend) }.expect("a callback");
    if backend == Backend::Jit && jit_runs() {
        assert_eq!(cb.backend(), Backend::Jit, "{sig} fell back to libffi");
        assert!(cb.code_size() > 0);
    }
    (m, cb)
}

// ---- calling through the function pointer ----

fn ffi_type(kind: ResultKind) -> Type {
    match kind {
        ResultKind::I8 => Type::i8(),
        ResultKind::U8 | ResultKind::Bool => Type::u8(),
        ResultKind::I16 => Type::i16(),
        ResultKind::U16 => Type::u16(),
        ResultKind::I32 => Type::i32(),
        ResultKind::U32 => Type::u32(),
        ResultKind::I64 | ResultKind::Isize => Type::i64(),
        ResultKind::U64 | ResultKind::Usize => Type::u64(),
        ResultKind::F32 => Type::f32(),
        ResultKind::F64 => Type::f64(),
        ResultKind::Pointer => Type::pointer(),
        ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct => {
            Type::void()
        }
    }
}

/// The callback result kind as the parameter-side kind of the same scalar.
fn result_ffi_type(kind: Option<ParamKind>) -> Type {
    match kind {
        None => Type::void(),
        Some(k) => ffi_type(as_result_kind(k)),
    }
}

fn as_result_kind(k: ParamKind) -> ResultKind {
    match k {
        ParamKind::I8 => ResultKind::I8,
        ParamKind::U8 => ResultKind::U8,
        ParamKind::I16 => ResultKind::I16,
        ParamKind::U16 => ResultKind::U16,
        ParamKind::I32 => ResultKind::I32,
        ParamKind::U32 => ResultKind::U32,
        ParamKind::I64 => ResultKind::I64,
        ParamKind::U64 => ResultKind::U64,
        ParamKind::Isize => ResultKind::Isize,
        ParamKind::Usize => ResultKind::Usize,
        ParamKind::F32 => ResultKind::F32,
        ParamKind::F64 => ResultKind::F64,
        ParamKind::Bool => ResultKind::Bool,
        ParamKind::Pointer => ResultKind::Pointer,
        ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => ResultKind::Void,
    }
}

/// The parameter kinds of a signature of scalars (the ones these tests make).
fn scalars(sig: &CallbackSignature) -> Vec<ResultKind> {
    sig.params()
        .iter()
        .map(|p| match p {
            CallbackParam::Kind(k) => *k,
            CallbackParam::Struct(l) => {
                panic!("a struct parameter {} in a scalar test", l.describe())
            }
        })
        .collect()
}

/// Calls the callback with raw arguments (each read at its own width, little-endian) and
/// returns its result as a raw value (see `hostcall::upcall`).
fn call(cb: &Callback, sig: &CallbackSignature, raw: &[u64]) -> u64 {
    assert_eq!(raw.len(), sig.params().len());
    let cif = Cif::new(
        scalars(sig).into_iter().map(ffi_type),
        result_ffi_type(sig.result_kind()),
    );
    let args: Vec<Arg> = raw.iter().map(Arg::new).collect();
    let code = CodePtr(cb.code().cast_mut());
    // SAFETY: `code` is a function of exactly the signature the CIF describes; each
    // argument is read at its type's width from the start of its u64 (little-endian).
    unsafe {
        match sig.result_kind().map(as_result_kind) {
            None => {
                cif.call::<()>(code, &args);
                0
            }
            Some(ResultKind::I8) => i64::from(cif.call::<i8>(code, &args)) as u64,
            Some(ResultKind::U8) => u64::from(cif.call::<u8>(code, &args)),
            Some(ResultKind::Bool) => u64::from(cif.call::<u8>(code, &args)),
            Some(ResultKind::I16) => i64::from(cif.call::<i16>(code, &args)) as u64,
            Some(ResultKind::U16) => u64::from(cif.call::<u16>(code, &args)),
            Some(ResultKind::I32) => i64::from(cif.call::<i32>(code, &args)) as u64,
            Some(ResultKind::U32) => u64::from(cif.call::<u32>(code, &args)),
            Some(ResultKind::F32) => u64::from(cif.call::<f32>(code, &args).to_bits()),
            Some(ResultKind::F64) => cif.call::<f64>(code, &args).to_bits(),
            Some(
                ResultKind::I64
                | ResultKind::U64
                | ResultKind::Isize
                | ResultKind::Usize
                | ResultKind::Pointer,
            ) => cif.call::<u64>(code, &args),
            Some(
                ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct,
            ) => {
                unreachable!("not callback results")
            }
        }
    }
}

/// What one call did: its result and the hook calls, in order.
#[derive(Debug, PartialEq)]
struct Outcome {
    result: u64,
    log: Vec<Event>,
}

fn run(
    engine: Engine,
    sig: &CallbackSignature,
    script: &Script,
    raw: &[u64],
    b: Backend,
) -> Outcome {
    let (m, cb) = make(engine, sig, script, b);
    let result = call(&cb, sig, raw);
    let log = m.log.borrow().clone();
    Outcome { result, log }
}

/// Runs the call on both backends, asserts they agree, and returns the outcome.
fn both(engine: Engine, sig: &CallbackSignature, script: &Script, raw: &[u64]) -> Outcome {
    let jit = run(engine, sig, script, raw, Backend::Jit);
    let generic = run(engine, sig, script, raw, Backend::Generic);
    assert_eq!(
        jit, generic,
        "JIT (left) and generic (right) differ for {sig} on {engine:?}, script {script:?}, \
         raw args {raw:x?}"
    );
    jit
}

fn sig(text: &str) -> CallbackSignature {
    CallbackSignature::from_descriptor(text).expect("a valid definition")
}

fn seen_values(o: &Outcome) -> Vec<String> {
    o.log
        .iter()
        .find_map(|e| match e {
            Event::Invoke { args, .. } => Some(args.iter().map(|s| s.value.clone()).collect()),
            _ => None,
        })
        .unwrap_or_default()
}

// ---- every scalar kind as a parameter ----

#[test]
fn integer_parameters_box_losslessly() {
    let s = sig(
        r#"{"parameters": ["i8", "u8", "i16", "u16", "i32", "u32", "i32", "u32"], "result": "void"}"#,
    );
    let raw = [
        (-128i64) as u64,
        255,
        (-32768i64) as u64,
        65535,
        i64::from(i32::MIN) as u64,
        u64::from(u32::MAX),
        i64::from(i32::MAX) as u64,
        1 << 31,
    ];
    for engine in ENGINES {
        let o = both(engine, &s, &Script::returning(JsVal::Undefined), &raw);
        assert_eq!(
            seen_values(&o),
            [
                "Int(-128)",
                "Int(255)",
                "Int(-32768)",
                "Int(65535)",
                "Int(-2147483648)",
                "Num(4294967295.0)",
                "Int(2147483647)",
                "Num(2147483648.0)",
            ]
        );
        assert_eq!(o.result, 0);
    }
}

#[test]
fn wide_integers_become_doubles_then_bigints() {
    let s = sig(
        r#"{"parameters": ["i64", "i64", "i64", "u64", "u64", "isize", "usize"], "result": "void"}"#,
    );
    let p53 = 1i64 << 53;
    let raw = [
        p53 as u64,
        (-p53) as u64,
        (p53 + 1) as u64,
        (1u64 << 53) + 1,
        u64::MAX,
        i64::MIN as u64,
        i64::from(i32::MAX) as u64 + 1,
    ];
    for engine in ENGINES {
        let o = both(engine, &s, &Script::returning(JsVal::Undefined), &raw);
        let values = seen_values(&o);
        assert_eq!(values[0], "Num(9007199254740992.0)");
        assert_eq!(values[1], "Num(-9007199254740992.0)");
        assert_eq!(values[6], "Num(2147483648.0)");
        match engine {
            Engine::QuickJs | Engine::NanBox => {
                assert_eq!(values[2], "BigInt(9007199254740993)");
                assert_eq!(values[3], "BigInt(9007199254740993)");
                assert_eq!(values[4], format!("BigInt({})", u64::MAX));
                assert_eq!(values[5], format!("BigInt({})", i64::MIN));
            }
            Engine::QuickJsNoBigInt | Engine::NanBoxFailingBigInt => {
                // Undefined in their place, the call marked failed, the script not run.
                for v in &values[2..6] {
                    assert_eq!(v, "Undefined");
                }
                let Some(Event::Invoke {
                    failed, exception, ..
                }) = o.log.get(1)
                else {
                    panic!("no invoke: {:?}", o.log);
                };
                assert_eq!(*failed, 1);
                if engine == Engine::QuickJsNoBigInt {
                    let e = exception.as_deref().unwrap_or_default();
                    assert!(e.contains("exceeds 2^53"), "{e}");
                }
                assert_eq!(o.log.len(), 2, "nothing after a failed invoke");
            }
        }
    }
}

#[test]
fn floats_bools_and_pointers() {
    let s = sig(
        r#"{"parameters": ["f32", "f32", "f32", "f64", "f64", "bool", "bool", "pointer", "pointer", "pointer", "pointer"], "result": "void"}"#,
    );
    let raw = [
        u64::from(f32::NAN.to_bits()),
        u64::from((-0.0f32).to_bits()),
        u64::from(0.1f32.to_bits()),
        f64::NAN.to_bits(),
        f64::NEG_INFINITY.to_bits(),
        1,
        0,
        0,
        0x7fff_ffff,
        1 << 53,
        0xdead_beef_0000_1000,
    ];
    for engine in ENGINES {
        let o = both(engine, &s, &Script::returning(JsVal::Undefined), &raw);
        let values = seen_values(&o);
        assert_eq!(values[0], "Num(NaN)");
        assert_eq!(values[1], "Num(-0.0)");
        assert_eq!(values[2], format!("Num({:?})", f64::from(0.1f32)));
        assert_eq!(values[4], "Num(-inf)");
        assert_eq!(values[5..7], ["Bool(true)", "Bool(false)"]);
        assert_eq!(values[7], "Null");
        assert_eq!(values[8], "Int(2147483647)");
        assert_eq!(values[9], "Num(9007199254740992.0)");
        match engine {
            Engine::QuickJs | Engine::NanBox => {
                assert_eq!(values[10], format!("BigInt({})", 0xdead_beef_0000_1000u64))
            }
            Engine::QuickJsNoBigInt | Engine::NanBoxFailingBigInt => {
                assert_eq!(values[10], "Undefined")
            }
        }
    }
}

/// 16, 20 and 32 parameters, ints and floats interleaved: past six integer and eight float
/// registers, the rest arrive on the stack (System V), in both directions of the queue.
#[test]
fn many_parameters_some_on_the_stack() {
    let kinds = [
        "i32", "f64", "u8", "f32", "i64", "f64", "u16", "f32", "pointer", "f64", "bool", "f64",
        "i16", "f32", "u32", "f64", "i8", "f32", "u64", "f64",
    ];
    // 32 is the most a callback may declare (`MAX_CALLBACK_PARAMS`).
    for n in [16, 20, 32] {
        let list: Vec<String> = kinds
            .iter()
            .cycle()
            .take(n)
            .map(|k| format!("\"{k}\""))
            .collect();
        let s = sig(&format!(
            r#"{{"parameters": [{}], "result": "f64"}}"#,
            list.join(", ")
        ));
        let raw: Vec<u64> = scalars(&s)
            .into_iter()
            .enumerate()
            .map(|(i, k)| match k {
                ResultKind::F64 => (i as f64 + 0.5).to_bits(),
                ResultKind::F32 => u64::from((i as f32 + 0.25).to_bits()),
                ResultKind::Bool => 1,
                _ => i as u64 + 1,
            })
            .collect();
        for engine in ENGINES {
            let mut script = Script::returning(JsVal::Num(2.5));
            let o = both(engine, &s, &script, &raw);
            assert_eq!(f64::from_bits(o.result), 2.5);
            assert_eq!(seen_values(&o).len(), n);
            assert_eq!(
                seen_values(&o)[n - 1],
                format!("Num({:?})", (n - 1) as f64 + 0.5)
            );
            script.enter = ENTER_QUEUE;
            script.queue_out = 7.25f64.to_bits();
            let o = both(engine, &s, &script, &raw);
            assert_eq!(o.log, [Event::Enter, Event::Queue(raw.clone())]);
            assert_eq!(f64::from_bits(o.result), 7.25);
        }
    }
}

// ---- every scalar kind as a result ----

/// (result kind, script value, expected raw result, whether the result hook runs).
fn result_cases() -> Vec<(&'static str, JsVal, u64, bool)> {
    let big = (1u64 << 53) + 1;
    vec![
        ("i8", JsVal::Int(-128), (-128i64) as u64, false),
        ("i8", JsVal::Int(128), 0, true),
        ("u8", JsVal::Int(255), 255, false),
        ("u8", JsVal::Int(-1), 0, true),
        ("i16", JsVal::Int(-32768), (-32768i64) as u64, false),
        ("u16", JsVal::Int(65535), 65535, false),
        (
            "i32",
            JsVal::Int(i32::MIN),
            i64::from(i32::MIN) as u64,
            false,
        ),
        ("i32", JsVal::Num(1.5), 0, true),
        ("i32", JsVal::Num(7.0), 7, true),
        ("i32", JsVal::Str("7".into()), 0, true),
        ("u32", JsVal::Int(-1), 0, true),
        ("u32", JsVal::Num(4294967295.0), u64::from(u32::MAX), true),
        ("i64", JsVal::Int(-5), (-5i64) as u64, false),
        (
            "i64",
            JsVal::BigInt(i128::from(i64::MIN)),
            i64::MIN as u64,
            true,
        ),
        ("u64", JsVal::BigInt(i128::from(big)), big, true),
        ("u64", JsVal::Int(-1), 0, true),
        ("usize", JsVal::Num(9007199254740992.0), 1 << 53, true),
        ("f64", JsVal::Int(-3), (-3.0f64).to_bits(), false),
        ("f64", JsVal::Num(-0.0), (-0.0f64).to_bits(), false),
        ("f64", JsVal::Bool(true), 0, true),
        ("f32", JsVal::Num(0.1), u64::from(0.1f32.to_bits()), false),
        (
            "f32",
            JsVal::Num(1e300),
            u64::from(f32::INFINITY.to_bits()),
            false,
        ),
        (
            "f32",
            JsVal::Int(16777217),
            u64::from(16777216f32.to_bits()),
            false,
        ),
        (
            "f32",
            JsVal::Num(f64::NAN),
            u64::from(f32::NAN.to_bits()),
            false,
        ),
        ("bool", JsVal::Bool(true), 1, false),
        ("bool", JsVal::Int(1), 0, true),
        ("pointer", JsVal::Null, 0, false),
        ("pointer", JsVal::Int(4096), 4096, true),
        (
            "pointer",
            JsVal::BigInt(0xdead_beef_0000),
            0xdead_beef_0000,
            true,
        ),
        ("pointer", JsVal::Undefined, 0, true),
        ("void", JsVal::Undefined, 0, false),
        ("void", JsVal::Int(3), 0, true),
        ("void", JsVal::Str("dropped".into()), 0, true),
    ]
}

#[test]
fn results_inline_or_through_the_hook() {
    for (kind, value, expected, hook) in result_cases() {
        let s = sig(&format!(r#"{{"parameters": ["i32"], "result": "{kind}"}}"#));
        for engine in ENGINES {
            let o = both(engine, &s, &Script::returning(value.clone()), &[5]);
            let ran_hook = o.log.iter().any(|e| matches!(e, Event::Result(_)));
            assert_eq!(ran_hook, hook, "{kind} <- {value:?}: {:?}", o.log);
            if kind == "f32" && value == JsVal::Num(f64::NAN) {
                assert!(f32::from_bits(o.result as u32).is_nan());
                continue;
            }
            let mask = match kind {
                "i8" | "u8" | "bool" => 0xff,
                "i16" | "u16" => 0xffff,
                "i32" | "u32" | "f32" => 0xffff_ffff,
                _ => u64::MAX,
            };
            assert_eq!(
                o.result & mask,
                expected & mask,
                "{kind} <- {value:?} on {engine:?}: {:?}",
                o.log
            );
        }
    }
}

#[test]
fn a_rejected_result_is_zero_and_reported() {
    let s = sig(r#"{"parameters": [], "result": "i32"}"#);
    let o = both(
        Engine::QuickJs,
        &s,
        &Script::returning(JsVal::Num(1.5)),
        &[],
    );
    assert_eq!(o.result, 0);
    let Some(Event::Result(Some(Err(e)))) = o.log.last() else {
        panic!("{:?}", o.log);
    };
    assert!(e.contains("callback result"), "{e}");
}

#[test]
fn a_throwing_script_returns_zero() {
    for kind in ["i32", "f64", "f32", "pointer", "bool", "u64", "void"] {
        let s = sig(&format!(r#"{{"parameters": ["f64"], "result": "{kind}"}}"#));
        for engine in ENGINES {
            let mut script = Script::returning(JsVal::Int(1));
            script.returns = false;
            let o = both(engine, &s, &script, &[1.0f64.to_bits()]);
            assert_eq!(o.result, 0, "{kind}");
            assert_eq!(
                o.log.len(),
                2,
                "enter, invoke, and no result hook: {:?}",
                o.log
            );
        }
    }
}

#[test]
fn refused_calls_run_nothing() {
    for kind in ["i32", "f64", "f32", "void", "i8"] {
        let s = sig(&format!(
            r#"{{"parameters": ["i64", "f32"], "result": "{kind}"}}"#
        ));
        for engine in ENGINES {
            let mut script = Script::returning(JsVal::Int(9));
            script.enter = ENTER_REFUSE;
            let o = both(engine, &s, &script, &[1, 2]);
            assert_eq!(o.result, 0);
            assert_eq!(o.log, [Event::Enter]);
            // Any answer other than run or queue refuses.
            script.enter = 77;
            let o = both(engine, &s, &script, &[1, 2]);
            assert_eq!((o.result, o.log), (0, vec![Event::Enter]));
        }
    }
}

#[test]
fn queued_calls_get_the_raw_arguments() {
    let s = sig(
        r#"{"parameters": ["i8", "u16", "i32", "u32", "f32", "f64", "bool", "pointer", "i64"], "result": "i16"}"#,
    );
    let raw = [
        (-1i64) as u64,
        0xffff,
        (-7i64) as u64,
        0xffff_fff0,
        u64::from((-1.5f32).to_bits()),
        2.5f64.to_bits(),
        1,
        0x1234_5678_9abc,
        i64::MIN as u64,
    ];
    for engine in ENGINES {
        let mut script = Script::returning(JsVal::Int(1));
        script.enter = ENTER_QUEUE;
        script.queue_out = (-300i64) as u64;
        let o = both(engine, &s, &script, &raw);
        assert_eq!(o.log, [Event::Enter, Event::Queue(raw.to_vec())]);
        assert_eq!(o.result as i16, -300);
    }
}

/// Results narrower than 32 bits come back extended to 32 bits, as C callers compiled
/// by clang expect (and libffi's closures do).
#[test]
fn narrow_results_are_extended() {
    for (kind, value, expected) in [
        ("i8", -2, -2i32),
        ("u8", 200, 200),
        ("i16", -3, -3),
        ("u16", 60000, 60000),
        ("bool", 1, 1),
    ] {
        let s = sig(&format!(r#"{{"parameters": [], "result": "{kind}"}}"#));
        let js = if kind == "bool" {
            JsVal::Bool(true)
        } else {
            JsVal::Int(value)
        };
        for backend in [Backend::Jit, Backend::Generic] {
            let (_, cb) = make(Engine::QuickJs, &s, &Script::returning(js.clone()), backend);
            // SAFETY: the callback takes no arguments and returns an 8- or 16-bit integer in
            // the low bits of eax/w0; reading the whole 32-bit register is what checks the
            // extension (the register is defined either way).
            let f: extern "C" fn() -> i32 = unsafe { std::mem::transmute(cb.code()) };
            assert_eq!(f(), expected, "{kind} on {backend:?}");
        }
    }
}

/// An engine whose policy has its own converter for the result kind clears
/// `inline_results`: then even a lossless result (an int32 for `i32`, a float64 for `f64`,
/// a boolean, `null` for a pointer) goes through the result hook, on both backends, and
/// the hook's value is what native code gets. A void result is dropped inline either way.
#[test]
fn results_go_to_the_hook_when_the_record_says_so() {
    let cases: [(&str, JsVal); 7] = [
        ("i32", JsVal::Int(-7)),
        ("u8", JsVal::Int(200)),
        ("i64", JsVal::Int(123)),
        ("f64", JsVal::Num(2.5)),
        ("f32", JsVal::Int(3)),
        ("bool", JsVal::Bool(true)),
        ("pointer", JsVal::Null),
    ];
    for engine in ENGINES {
        for (kind, js) in &cases {
            let s = sig(&format!(r#"{{"parameters": [], "result": "{kind}"}}"#));
            let script = Script::returning(js.clone());
            let mut outcomes = Vec::new();
            for backend in [Backend::Jit, Backend::Generic] {
                for inline_results in [true, false] {
                    let (m, cb) = make_with(engine, &s, &script, backend, inline_results);
                    let result = call(&cb, &s, &[]);
                    let log = m.log.borrow().clone();
                    let hooked = log.iter().any(|e| matches!(e, Event::Result(Some(_))));
                    assert_eq!(
                        hooked, !inline_results,
                        "{kind} = {js:?} on {backend:?} with inline_results {inline_results}:                          log {log:?}"
                    );
                    outcomes.push(result);
                }
            }
            // The same raw result whichever way it was taken.
            assert!(
                outcomes.windows(2).all(|w| w[0] == w[1]),
                "{kind} = {js:?} on {engine:?}: {outcomes:x?}"
            );
        }
        let void = sig(r#"{"parameters": [], "result": "void"}"#);
        for backend in [Backend::Jit, Backend::Generic] {
            let script = Script::returning(JsVal::Undefined);
            let (m, cb) = make_with(engine, &void, &script, backend, false);
            call(&cb, &void, &[]);
            assert!(
                !m.log.borrow().iter().any(|e| matches!(e, Event::Result(_))),
                "void on {backend:?}: undefined needs no hook"
            );
        }
    }
}

/// A typed call, the way native code makes it: a qsort comparator.
#[test]
fn a_comparator_called_directly() {
    let s = sig(r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#);
    for engine in ENGINES {
        for backend in [Backend::Jit, Backend::Generic] {
            let (m, cb) = make(engine, &s, &Script::returning(JsVal::Int(-1)), backend);
            // SAFETY: the callback's signature is exactly this.
            let f: extern "C" fn(*const c_void, *const c_void) -> i32 =
                unsafe { std::mem::transmute(cb.code()) };
            for _ in 0..3 {
                assert_eq!(f(std::ptr::null(), 16 as *const c_void), -1);
            }
            assert_eq!(m.log.borrow().len(), 6);
        }
    }
}

#[test]
fn bodies_are_shared_per_shape() {
    if !jit_runs() {
        return;
    }
    let s = sig(r#"{"parameters": ["u16", "f32", "i64"], "result": "u8"}"#);
    let script = Script::returning(JsVal::Int(3));
    let before = Callback::stats();
    let _first = make(Engine::QuickJs, &s, &script, Backend::Jit);
    let after_one = Callback::stats();
    let _second = make(Engine::QuickJs, &s, &script, Backend::Jit);
    let after_two = Callback::stats();
    // Other tests run in parallel and make bodies of their own: only bounds hold.
    assert!(after_one.bodies >= before.bodies);
    assert!(after_two.jit_callbacks > after_one.jit_callbacks);
    assert!(after_two.entry_bytes > after_one.entry_bytes);
}

// ---- random signatures and values ----

const PARAM_KINDS: [&str; 14] = [
    "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "isize", "usize", "f32", "f64", "bool",
    "pointer",
];

fn raw_for(kind: ResultKind) -> BoxedStrategy<u64> {
    let edges64 = prop_oneof![
        Just(0u64),
        Just(1u64 << 31),
        Just((1u64 << 53) - 1),
        Just(1u64 << 53),
        Just((1u64 << 53) + 1),
        Just((-(1i64 << 53) - 1) as u64),
        Just(i64::MIN as u64),
        Just(u64::MAX),
    ];
    match kind {
        ResultKind::I8 => any::<i8>().prop_map(|v| i64::from(v) as u64).boxed(),
        ResultKind::U8 => any::<u8>().prop_map(u64::from).boxed(),
        ResultKind::I16 => any::<i16>().prop_map(|v| i64::from(v) as u64).boxed(),
        ResultKind::U16 => any::<u16>().prop_map(u64::from).boxed(),
        ResultKind::I32 => any::<i32>().prop_map(|v| i64::from(v) as u64).boxed(),
        ResultKind::U32 => any::<u32>().prop_map(u64::from).boxed(),
        ResultKind::Bool => (0u64..=1).boxed(),
        ResultKind::F32 => prop_oneof![
            any::<u32>().prop_map(u64::from),
            any::<f32>().prop_map(|f| u64::from(f.to_bits())),
        ]
        .boxed(),
        ResultKind::F64 => prop_oneof![any::<u64>(), any::<f64>().prop_map(f64::to_bits)].boxed(),
        ResultKind::I64
        | ResultKind::U64
        | ResultKind::Isize
        | ResultKind::Usize
        | ResultKind::Pointer => prop_oneof![
            edges64,
            any::<u64>(),
            any::<i32>().prop_map(|v| i64::from(v) as u64),
        ]
        .boxed(),
        ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct => {
            Just(0).boxed()
        }
    }
}

fn js_result() -> impl Strategy<Value = JsVal> {
    prop_oneof![
        any::<i32>().prop_map(JsVal::Int),
        prop_oneof![
            any::<f64>(),
            Just(-0.0),
            Just(f64::NAN),
            Just(4294967295.0),
            Just(9007199254740993.0)
        ]
        .prop_map(JsVal::Num),
        any::<bool>().prop_map(JsVal::Bool),
        Just(JsVal::Null),
        Just(JsVal::Undefined),
        any::<i64>().prop_map(|v| JsVal::BigInt(i128::from(v))),
        Just(JsVal::Str("no".into())),
        Just(JsVal::Object),
    ]
}

fn case() -> impl Strategy<Value = (CallbackSignature, Vec<u64>, Script, usize)> {
    let result = prop_oneof![
        Just(None),
        proptest::sample::select(&PARAM_KINDS[..]).prop_map(Some)
    ];
    (
        proptest::collection::vec(proptest::sample::select(&PARAM_KINDS[..]), 0..=18),
        result,
    )
        .prop_flat_map(|(params, result)| {
            let list: Vec<String> = params.iter().map(|k| format!("\"{k}\"")).collect();
            let s = sig(&format!(
                r#"{{"parameters": [{}], "result": "{}"}}"#,
                list.join(", "),
                result.unwrap_or("void")
            ));
            let raws: Vec<BoxedStrategy<u64>> = scalars(&s).into_iter().map(raw_for).collect();
            let script = (
                prop_oneof![
                    6 => Just(ENTER_RUN),
                    1 => Just(ENTER_QUEUE),
                    1 => Just(ENTER_REFUSE)
                ],
                proptest::bool::weighted(0.9),
                js_result(),
                any::<u64>(),
            )
                .prop_map(|(enter, returns, ret, queue_out)| Script {
                    enter,
                    returns,
                    ret,
                    queue_out,
                });
            (Just(s), raws, script, 0..ENGINES.len())
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_callbacks_agree((s, raw, script, engine) in case()) {
        both(ENGINES[engine], &s, &script, &raw);
    }
}
