//! Native entries of the scalar shapes, called as QuickJS-NG calls a `JSCClosure`
//! (`ctx, this, argc, argv, magic, record`), checked against what a native entry must do:
//! with its arguments on the lane it calls the host function, boxes the result and counts
//! the call; with too few arguments, one off the lane, or its owner's disabled flag set it
//! hands the call, untouched, to its slow path (which sees exactly the arguments the entry
//! got, and whose result the entry returns) and counts nothing. The direct emitter writes
//! these shapes on x86-64; `native_entries_through_cranelift` runs the same checks with it
//! off (`HOSTCALL_JIT_DIRECT=0`, a process of its own).

use std::ffi::c_void;
use std::sync::Mutex;

use hostcall_core::encoding::Encoding;
use hostcall_core::{CClosureEntry, EntryKind, MethodData, MethodId, Signature};
use hostcall_testkit::{Flavor, TestEngine};

/// Whether this crate's JIT runs on this machine.
fn jit_runs() -> bool {
    hostcall_jit::host_supported().is_ok()
}

/// QuickJS-NG's `JSValue` on 64-bit targets.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
struct JsValue {
    payload: u64,
    tag: i64,
}

/// A native entry's record, at the offsets its `CClosureEntry` names.
#[repr(C)]
struct Record {
    method: *const MethodData,
    disabled: *const u8,
    counter: *mut u64,
}

type Entry =
    unsafe extern "C" fn(*mut c_void, u64, u64, i32, *const JsValue, i32, *const Record) -> JsValue;

/// What the slow path saw.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SlowCall {
    ctx: usize,
    this: (u64, u64),
    argc: i32,
    argv: usize,
    magic: i32,
    record: usize,
}

static SLOW: Mutex<Vec<SlowCall>> = Mutex::new(Vec::new());
const SLOW_RESULT: JsValue = JsValue {
    payload: 0xdead,
    tag: 77,
};

extern "C" fn slow_path(
    ctx: *mut c_void,
    this0: u64,
    this1: u64,
    argc: i32,
    argv: *const JsValue,
    magic: i32,
    record: *const Record,
) -> JsValue {
    SLOW.lock().unwrap().push(SlowCall {
        ctx: ctx as usize,
        this: (this0, this1),
        argc,
        argv: argv as usize,
        magic,
        record: record as usize,
    });
    SLOW_RESULT
}

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn twice(x: f64) -> f64 {
    x * 2.0
}
extern "C" fn mix(a: f64, b: i32, c: f64, d: i32) -> f64 {
    a - f64::from(b) * c + f64::from(d)
}
extern "C" fn neg(a: i32) -> i32 {
    a.wrapping_neg()
}
extern "C" fn sum6(a: i32, b: i32, c: i32, d: i32, e: i32, f: i32) -> i32 {
    a.wrapping_add(b)
        .wrapping_add(c)
        .wrapping_add(d)
        .wrapping_add(e)
        .wrapping_sub(f)
}
#[allow(clippy::too_many_arguments)]
extern "C" fn poly8(a: f64, b: f64, c: f64, d: f64, e: f64, f: f64, g: f64, h: f64) -> f64 {
    a + 2.0 * b + 3.0 * c + 4.0 * d + 5.0 * e + 6.0 * f + 7.0 * g + 8.0 * h
}
extern "C" fn ints6(a: i16, b: u8, c: u32, d: i32, e: u16, f: i8) -> u32 {
    (i64::from(a) + i64::from(b) + i64::from(c) + i64::from(d) + i64::from(e) + i64::from(f)) as u32
}
extern "C" fn narrow(a: f32, b: f64) -> f32 {
    a * 2.0 + b as f32
}
extern "C" fn wrap16(a: u16) -> i16 {
    a as i16
}
static TICKS: Mutex<u32> = Mutex::new(0);
extern "C" fn tick() {
    *TICKS.lock().unwrap() += 1;
}

/// The tags of the test engine's QuickJS-NG layout.
struct Tags {
    int: i64,
    float: i64,
    undefined: i64,
    string: i64,
}

fn tags(engine: &TestEngine) -> Tags {
    let Encoding::TaggedStruct(t) = &engine.layout().get().encoding else {
        panic!("the QuickJS flavor is a tagged layout");
    };
    Tags {
        int: t.tags.int32,
        float: t.tags.float64,
        undefined: t.tags.undefined,
        string: t.tags.strings[0],
    }
}

/// One shape: its host function and how to compute its boxed result from the arguments.
struct Shape {
    sig: &'static str,
    func: *const c_void,
    args: Vec<JsValue>,
    expect: JsValue,
}

/// An int32 value of the test layout (tags `t`).
fn int32(t: &Tags, i: i32) -> JsValue {
    JsValue {
        payload: u64::from(i as u32),
        tag: t.int,
    }
}

/// The native entry's shape these tests compile for (the `Record` above).
fn entry_shape() -> CClosureEntry {
    CClosureEntry {
        method_offset: 0,
        disabled_flag_ptr_offset: Some(8),
        counter_ptr_offset: Some(16),
        slow_path: slow_path as *const () as usize,
        exception: [0, 6],
    }
}

#[test]
fn native_entries_do_what_an_entry_must() {
    if !jit_runs() {
        return;
    }
    let engine = TestEngine::new(Flavor::QuickJs);
    let t = tags(&engine);
    let int = |i: i32| int32(&t, i);
    let float = |f: f64| JsValue {
        payload: f.to_bits(),
        tag: t.float,
    };
    let shapes = [
        Shape {
            sig: "(i32, i32) -> i32",
            func: add as *const c_void,
            args: vec![int(40), int(-2)],
            expect: int(38),
        },
        Shape {
            sig: "(i32) -> i32",
            func: neg as *const c_void,
            args: vec![int(i32::MIN)],
            expect: int(i32::MIN),
        },
        Shape {
            sig: "(f64) -> f64",
            func: twice as *const c_void,
            args: vec![float(1.25)],
            expect: float(2.5),
        },
        // An int32 for an f64 parameter is converted on the fast path.
        Shape {
            sig: "(f64) -> f64",
            func: twice as *const c_void,
            args: vec![int(-7)],
            expect: float(-14.0),
        },
        Shape {
            sig: "(f64, i32, f64, i32) -> f64",
            func: mix as *const c_void,
            args: vec![float(0.5), int(3), int(2), int(10)],
            expect: float(0.5 - 3.0 * 2.0 + 10.0),
        },
        // Past four integer arguments argv's own register is an argument register.
        Shape {
            sig: "(i32, i32, i32, i32, i32, i32) -> i32",
            func: sum6 as *const c_void,
            args: vec![int(1), int(2), int(3), int(4), int(5), int(100)],
            expect: int(-85),
        },
        Shape {
            sig: "(f64, f64, f64, f64, f64, f64, f64, f64) -> f64",
            func: poly8 as *const c_void,
            args: vec![
                float(1.0),
                int(1),
                float(1.0),
                int(1),
                float(1.0),
                int(1),
                float(1.0),
                float(0.5),
            ],
            expect: float(1.0 + 2.0 + 3.0 + 4.0 + 5.0 + 6.0 + 7.0 + 4.0),
        },
        // Integers of every width from int32s in their ranges (the 64-bit ones, whose
        // Cranelift entries call the engine's BigInt hook, which this fake context has
        // not, are the differential test's); a `u32` result past `i32::MAX` boxed as a
        // float64.
        Shape {
            sig: "(i16, u8, u32, i32, u16, i8) -> u32",
            func: ints6 as *const c_void,
            args: vec![int(-3), int(200), int(i32::MAX), int(-5), int(7), int(-128)],
            expect: float(2_147_483_718.0),
        },
        Shape {
            sig: "(i16, u8, u32, i32, u16, i8) -> u32",
            func: ints6 as *const c_void,
            args: vec![int(-3), int(200), int(1), int(-5), int(7), int(-128)],
            expect: int(72),
        },
        // `f32` parameters from a float64 and an int32; an `f32` result widened.
        Shape {
            sig: "(f32, f64) -> f32",
            func: narrow as *const c_void,
            args: vec![float(1.5), int(3)],
            expect: float(6.0),
        },
        Shape {
            sig: "(f32, f64) -> f32",
            func: narrow as *const c_void,
            args: vec![int(-2), float(0.25)],
            expect: float(-3.75),
        },
        // A narrow result: only its own bits, sign-extended.
        Shape {
            sig: "(u16) -> i16",
            func: wrap16 as *const c_void,
            args: vec![int(65535)],
            expect: int(-1),
        },
        Shape {
            sig: "() -> void",
            func: tick as *const c_void,
            args: vec![],
            expect: JsValue {
                payload: 0,
                tag: t.undefined,
            },
        },
    ];
    let entry_shape = entry_shape();
    for (n, shape) in shapes.iter().enumerate() {
        let sig: Signature = shape.sig.parse().unwrap();
        let direct =
            hostcall_jit::written_directly(&sig, engine.layout(), EntryKind::CClosure(entry_shape));
        let off = std::env::var("HOSTCALL_JIT_DIRECT").as_deref() == Ok("0");
        assert_eq!(
            direct,
            !off && cfg!(target_arch = "x86_64"),
            "{}",
            shape.sig
        );
        let code = hostcall_jit::compile_native(&sig, engine.layout(), entry_shape)
            .unwrap_or_else(|e| panic!("{}: {e}", shape.sig));
        // SAFETY: a native entry of this shape has exactly the `Entry` type.
        let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(code.address) };
        // SAFETY: the function has this signature.
        let method = Box::new(
            unsafe { MethodData::new(MethodId(0x4E00 + n as u64), shape.func, sig.clone()) }
                .unwrap(),
        );
        let disabled = std::sync::atomic::AtomicU8::new(0);
        let counter = std::sync::atomic::AtomicU64::new(0);
        let record = Record {
            method: &*method,
            disabled: disabled.as_ptr(),
            counter: counter.as_ptr(),
        };
        let ctx = 0x1234usize as *mut c_void;
        let this = (0x5555, 0x6666);
        let call = |args: &[JsValue], argc: i32| {
            SLOW.lock().unwrap().clear();
            // SAFETY: the entry's contract: `argv` holds `argc` values (at least), the
            // record holds a method of this signature and live flag and counter pointers.
            let r = unsafe { entry(ctx, this.0, this.1, argc, args.as_ptr(), 3, &record) };
            (r, SLOW.lock().unwrap().clone())
        };
        let argc = shape.args.len() as i32;
        // On the lane: the host function's boxed result, one call counted.
        let (r, slow) = call(&shape.args, argc);
        assert_eq!((r, slow.len()), (shape.expect, 0), "{}", shape.sig);
        assert_eq!(
            counter.load(std::sync::atomic::Ordering::Relaxed),
            1,
            "{}",
            shape.sig
        );
        // Extra arguments are ignored.
        let mut more = shape.args.clone();
        more.push(int(9));
        let (r, _) = call(&more, argc + 1);
        assert_eq!(r, shape.expect, "{}", shape.sig);
        assert_eq!(counter.load(std::sync::atomic::Ordering::Relaxed), 2);
        let expect_slow = |args: &[JsValue], argc: i32, slow: &[SlowCall]| {
            assert_eq!(
                slow,
                [SlowCall {
                    ctx: ctx as usize,
                    this,
                    argc,
                    argv: args.as_ptr() as usize,
                    magic: 3,
                    record: &record as *const Record as usize,
                }],
                "{}",
                shape.sig
            );
        };
        if argc > 0 {
            // Too few arguments: the slow path, with the entry's arguments.
            let (r, slow) = call(&shape.args, argc - 1);
            assert_eq!(r, SLOW_RESULT);
            expect_slow(&shape.args, argc - 1, &slow);
            // Each argument off the lane (a string where a number goes; a float64 where an
            // i32 goes): the slow path.
            for i in 0..shape.args.len() {
                for off_lane in [
                    JsValue {
                        payload: 0,
                        tag: t.string,
                    },
                    float(1.0),
                ] {
                    if off_lane.tag == t.float && sig.params()[i] != hostcall_core::ParamKind::I32 {
                        continue;
                    }
                    let mut bad = shape.args.clone();
                    bad[i] = off_lane;
                    let (r, slow) = call(&bad, argc);
                    assert_eq!(r, SLOW_RESULT, "{} arg {i}", shape.sig);
                    expect_slow(&bad, argc, &slow);
                }
                // An int32 past a narrower integer's range: the slow path.
                use hostcall_core::ParamKind as K;
                let past = match sig.params()[i] {
                    K::I8 | K::U8 | K::I16 | K::U16 => Some(int(70_000)),
                    K::U32 => Some(int(-1)),
                    _ => None,
                };
                if let Some(v) = past {
                    let mut bad = shape.args.clone();
                    bad[i] = v;
                    let (r, slow) = call(&bad, argc);
                    assert_eq!(r, SLOW_RESULT, "{} arg {i} out of range", shape.sig);
                    expect_slow(&bad, argc, &slow);
                }
            }
        }
        assert_eq!(
            counter.load(std::sync::atomic::Ordering::Relaxed),
            2,
            "{}: the slow path counts nothing here",
            shape.sig
        );
        // The owner's disabled flag: the slow path, whatever the arguments.
        disabled.store(1, std::sync::atomic::Ordering::Relaxed);
        let (r, slow) = call(&shape.args, argc);
        assert_eq!(r, SLOW_RESULT);
        expect_slow(&shape.args, argc, &slow);
        assert_eq!(counter.load(std::sync::atomic::Ordering::Relaxed), 2);
    }
}

/// The same checks with the direct emitter off (Cranelift's entries), in a process of its
/// own (the compiler's options are fixed at its first use).
#[test]
fn native_entries_through_cranelift() {
    if std::env::var_os("HOSTCALL_JIT_DIRECT").is_some() || !jit_runs() {
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "native_entries_do_what_an_entry_must"])
        .env("HOSTCALL_JIT_DIRECT", "0")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

extern "C" fn shl_i64(a: i32, n: i32) -> i64 {
    i64::from(a).wrapping_shl(n as u32)
}
extern "C" fn shl_u64(a: i32, n: i32) -> u64 {
    (a as u64).wrapping_shl(n as u32)
}

/// 64-bit results on the native entry, direct and through Cranelift, with the test engine
/// as the context (its BigInt hooks make what does not fit a float64 exactly): an int32
/// where it fits, else a float64 while |v| <= 2^53, else a BigInt (under Deno's dialect,
/// always a BigInt); the two entries give the same value, and each call is counted once.
#[test]
fn native_entries_box_64_bit_results_as_cranelift_does() {
    if !jit_runs() {
        return;
    }
    use hostcall_testkit::JsVal;
    let engine = TestEngine::new(Flavor::QuickJs);
    let t = tags(&engine);
    let int = |i: i32| int32(&t, i);
    let entry_shape = entry_shape();
    // (signature, function, its arguments, the value expected.)
    type Case = (&'static str, *const c_void, i32, i32, JsVal);
    let i64_ =
        |a, n, expect| -> Case { ("(i32, i32) -> i64", shl_i64 as *const c_void, a, n, expect) };
    let u64_ =
        |a, n, expect| -> Case { ("(i32, i32) -> u64", shl_u64 as *const c_void, a, n, expect) };
    let two = |n| 2f64.powi(n);
    let cases = [
        i64_(5, 0, JsVal::Int(5)),
        i64_(-5, 0, JsVal::Int(-5)),
        i64_(3, 40, JsVal::Num(3.0 * two(40))),
        i64_(-1, 53, JsVal::Num(-two(53))),
        i64_(1, 53, JsVal::Num(two(53))),
        i64_(3, 53, JsVal::BigInt(3 << 53)),
        i64_(-3, 53, JsVal::BigInt(-3 << 53)),
        u64_(7, 0, JsVal::Int(7)),
        u64_(1, 31, JsVal::Num(two(31))),
        u64_(1, 53, JsVal::Num(two(53))),
        u64_(1, 63, JsVal::BigInt(1 << 63)),
        u64_(-1, 0, JsVal::BigInt(u64::MAX.into())),
    ];
    for (text, func, a, n, expect) in &cases {
        let (func, a, n) = (*func, *a, *n);
        for deno in [false, true] {
            let mut sig: Signature = text.parse().unwrap();
            if deno {
                sig = sig.with_dialect(hostcall_core::Dialect::DENO);
            }
            let expect = match expect {
                JsVal::Int(i) if deno => JsVal::BigInt(i128::from(*i)),
                JsVal::Num(f) if deno => JsVal::BigInt(*f as i128),
                other => other.clone(),
            };
            let direct = hostcall_jit::compile_native(&sig, engine.layout(), entry_shape).unwrap();
            let cranelift =
                hostcall_jit::compile_native_cranelift(&sig, engine.layout(), entry_shape).unwrap();
            // SAFETY: as above: the function has this signature.
            let method =
                Box::new(unsafe { MethodData::new(MethodId(0x4E80), func, sig.clone()) }.unwrap());
            for code in [direct.address, cranelift.address] {
                // SAFETY: a native entry of this shape has exactly the `Entry` type.
                let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(code) };
                let disabled = std::sync::atomic::AtomicU8::new(0);
                let counter = std::sync::atomic::AtomicU64::new(0);
                let record = Record {
                    method: &*method,
                    disabled: disabled.as_ptr(),
                    counter: counter.as_ptr(),
                };
                let args = [int(a), int(n)];
                let ctx = engine.cx();
                // SAFETY: the entry's contract, with the engine its hooks take as the
                // context.
                let r = unsafe { entry(ctx, 0, 0, 2, args.as_ptr(), 0, &record) };
                // SAFETY: the entry returned a live value of the engine's layout.
                let got = unsafe { engine.read((&r as *const JsValue).cast()) };
                let which = if code == direct.address {
                    "direct"
                } else {
                    "cranelift"
                };
                assert_eq!(got, expect, "{sig} ({a}, {n}) {which}");
                assert_eq!(counter.load(std::sync::atomic::Ordering::Relaxed), 1);
            }
            assert_eq!(
                hostcall_jit::written_directly(
                    &sig,
                    engine.layout(),
                    EntryKind::CClosure(entry_shape)
                ),
                std::env::var("HOSTCALL_JIT_DIRECT").as_deref() != Ok("0")
                    && cfg!(target_arch = "x86_64"),
                "{sig}"
            );
        }
    }
}
