//! Thunks on aarch64, verified under emulation (feature `cross`). For two corpora of shapes,
//!
//! - the differential corpus every backend and engine integration answers to
//!   (`hostcall_testkit::shapes::cases`: every shape of the test library, every kind,
//!   context errors, receivers, `value` results, 16, 19 and 32 parameters), its functions
//!   ported to C (`aarch64/testlib.c`, checked on the host case by case against the
//!   corpus's own expectations, computed from the Rust library), and
//! - this test's own (an identity of every number and boolean kind; scalar mixes of 1 to 32
//!   parameters, so arguments go on the stack past the eighth of a register class, some
//!   mostly floats; cell mixes of up to 12 parameters with C strings, buffers, slices,
//!   pointers, engine values and BigInts among the numbers, a third of them methods with a
//!   receiver, a quarter taking the method's user data (`env`) somewhere among their
//!   parameters, returning strings, BigInts past 2^53, pointers and numbers; structs by value
//!   of every AAPCS64 class and of LP64D's float rules; callbacks),
//!
//! the test
//!
//! 1. writes the host functions as C (`funcs.c`, and `testlib.c`),
//! 2. computes every case's expected result **on the host with the generic backend** (libffi
//!    calling `funcs.c` compiled for the host, the test engine's hooks), on each of the three
//!    value layouts (QuickJS-NG's 16-byte tagged struct, JSC's and Boa's NaN-boxed `u64`),
//!    with the bytes of every buffer argument after the call,
//! 3. compiles the thunks for `aarch64-unknown-linux-gnu` into a relocatable object
//!    (`hostcall_jit::cross::object`) and links it with `funcs.c` and a C harness
//!    (`harness.c`) using `aarch64-linux-gnu-gcc`,
//! 4. runs it under `qemu-aarch64`, and under `qemu-riscv64` with an object for
//!    `riscv64gc-unknown-linux-gnu`, and the same harness with an x86-64 object natively
//!    (the control). On QuickJS-NG's layout the same cases also go through each shape's native
//!    entry (QuickJS's C-closure signature: `this` and the 16-byte result by value), whose
//!    call counter must count every call on the lane. Callbacks run through their upcall
//!    body, through a packed pool entry that loads its record from a table the harness
//!    defines (`PackSpec::callbacks`' code), and through the entry the JIT makes at run time
//!    (record and body addresses as immediates: the harness copies the record to a fixed
//!    address and maps a page of jumps to the bodies at another), a third of the cases
//!    each.
//!
//! The harness is a small C engine: heap cells with the test engine's header (the type byte
//! at +5) holding strings, BigInts, buffers and host objects, built for each call from the
//! case's description (a value's bits without the cell's address, and the cell's
//! contents), and the layout's hooks written in C over them (string acquire/release with
//! every acquired string checked back, buffer data, BigInt readers and makers, the
//! receiver, string and byte-array makers). Results that are cells are compared by
//! contents; buffers after the call byte for byte.
//!
//! The objects are position-independent: their one external reference is the import table
//! (`hostcall_imports`), which the harness defines and fills with those hooks, its own
//! `slow_call` and native slow path. Besides the cases the inline lane takes, each shape
//! gets cases with one argument (or `this`) the lane refuses (undefined, null, a boolean for
//! a number, fractions, NaN, infinities, out-of-range integers and BigInts, strings and
//! objects for numbers, a lone surrogate or a NUL for a C string, an object of another class
//! as `this`): the thunk must report `Fallback` with its buffers untouched and every string
//! it acquired released, reaching the harness's `slow_call` through the table with its own
//! arguments and the layout id where it hands the call over, and a native entry must call
//! the slow path the table names (its result returned, the call counter unchanged). The
//! harness has no generic backend: its own cases never need `slow_call` on the lane, and
//! the corpus's few that do (an integral double for an integer) get the host's answer from
//! the harness's `slow_call` (their number must be the same on every target). Errors the
//! C test library reports go through the context to the layout's throw hook, which checks
//! their kind and message. The corpus compares NaN results as NaNs, as its `same_value`
//! does (x86-64's default NaN has the sign bit set, aarch64's not). Without the cross tools
//! the aarch64 half is skipped with a message, unless `HOSTCALL_REQUIRE_AARCH64=1` (CI)
//! makes their absence a failure.

#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use hostcall_core::layout::is_clean_cstr;
use hostcall_core::upcall::{
    convert_result, dispatch_raw, raw_to_slot, slot_to_raw, UpcallHooks, UpcallRecord, ENTER_QUEUE,
    ENTER_REFUSE, ENTER_RUN,
};
use hostcall_core::upcall::{CallbackParam, CallbackSignature};
use hostcall_core::Scalar;
use hostcall_core::Value;
use hostcall_core::{
    CClosureEntry, ConversionPolicy, EntryKind, ErrorKind, HostContext, HostError, MethodData,
    ParamKind, ResultKind, Signature, Status,
};
use hostcall_jit::cross::{
    object_with_jit_entries, ObjectCallbackPool, ObjectJitEntry, ObjectThunk,
};
use hostcall_testkit::call::{
    call_generic_prepared, ffi_for, fresh_method_id, lane_accepts, Prepared,
};
use hostcall_testkit::engine::cell_type;
use hostcall_testkit::shapes::Expect;
use hostcall_testkit::{Flavor, JsVal, TestEngine};
use hostcall_testlib::{Counter, COUNTER_CLASS};

/// QuickJS's C-closure entry as the harness's record lays it out: the method at +0, a pointer
/// to the disabled flag at +8, a pointer to the call counter at +16. Its slow path is the
/// import table's (`slow_path` is what a JIT build would bake; packed code reads the table).
const NATIVE_ENTRY: CClosureEntry = CClosureEntry {
    method_offset: 0,
    disabled_flag_ptr_offset: Some(8),
    counter_ptr_offset: Some(16),
    slow_path: 0x51_0e11,
    exception: [0, 6],
};

/// A small deterministic generator (xorshift64*), so a failure names a reproducible case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
}

const SCALARS: [ParamKind; 13] = [
    ParamKind::I8,
    ParamKind::U8,
    ParamKind::I16,
    ParamKind::U16,
    ParamKind::I32,
    ParamKind::U32,
    ParamKind::I64,
    ParamKind::U64,
    ParamKind::Isize,
    ParamKind::Usize,
    ParamKind::F32,
    ParamKind::F64,
    ParamKind::Bool,
];

fn c_type(k: ParamKind) -> &'static str {
    match k {
        ParamKind::I8 => "int8_t",
        ParamKind::U8 => "uint8_t",
        ParamKind::I16 => "int16_t",
        ParamKind::U16 => "uint16_t",
        ParamKind::I32 => "int32_t",
        ParamKind::U32 => "uint32_t",
        ParamKind::I64 | ParamKind::Isize => "int64_t",
        ParamKind::U64 | ParamKind::Usize => "uint64_t",
        ParamKind::F32 => "float",
        ParamKind::F64 => "double",
        ParamKind::Bool => "bool",
        other => panic!("not a scalar: {other:?}"),
    }
}

fn result_of(k: ParamKind) -> ResultKind {
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
        other => panic!("not a scalar: {other:?}"),
    }
}

fn c_result(r: ResultKind) -> &'static str {
    match r {
        ResultKind::Void => "void",
        ResultKind::I32 => "int32_t",
        ResultKind::I64 => "int64_t",
        ResultKind::F32 => "float",
        ResultKind::F64 => "double",
        ResultKind::Bool => "bool",
        other => panic!("not a mix result: {other:?}"),
    }
}

/// The kinds of the cell mixes besides the scalars: everything the harness's C engine holds
/// on its heap or passes by address.
const CELL_KINDS: [ParamKind; 5] = [
    ParamKind::Pointer,
    ParamKind::CString,
    ParamKind::Buffer,
    ParamKind::Slice,
    ParamKind::Value,
];

/// The host class of the harness's receivers (and one a case's `this` may wrongly have).
const CLASS: u64 = 0x00c1_a55e;
const OTHER_CLASS: u64 = 0x0bad_c1a5;

/// One shape: its signature and its C function (named `F` until it is numbered).
struct Shape {
    sig: Signature,
    params: Vec<ParamKind>,
    c: String,
    /// Values small enough that the mix's sum fits every result type.
    small: bool,
    /// A method of [`CLASS`]: its first native parameter is the object behind `this`.
    receiver: bool,
}

/// The user data of the harness's methods (read by those with an `env` parameter): this
/// plus the shape's number.
const ENV_BASE: usize = 0x5eed_0000;

/// A C parameter list for `params` (a slice is two native parameters, pointer and length).
/// An `env` parameter goes before JavaScript argument `k` for `env_at == Some(k)`
/// (`params.len()`: after the last).
fn c_params(params: &[ParamKind], receiver: bool, env_at: Option<usize>) -> String {
    let mut out: Vec<String> = Vec::new();
    if receiver {
        out.push("void *self".to_owned());
    }
    for (i, k) in params.iter().enumerate() {
        if env_at == Some(i) {
            out.push("void *env".to_owned());
        }
        out.push(match k {
            ParamKind::Pointer => format!("void *a{i}"),
            ParamKind::CString => format!("const char *a{i}"),
            ParamKind::Buffer => format!("uint8_t *a{i}"),
            ParamKind::Slice => format!("uint8_t *a{i}, size_t l{i}"),
            ParamKind::Value => format!("const void *a{i}"),
            k => format!("{} a{i}", c_type(*k)),
        });
    }
    if env_at == Some(params.len()) {
        out.push("void *env".to_owned());
    }
    if out.is_empty() {
        "void".to_owned()
    } else {
        out.join(", ")
    }
}

/// The C statement adding parameter `i`'s contribution (weight `i + 1`) to `acc`: numbers
/// by value, a C string by a checksum of its bytes, a buffer by its first four bytes (and it
/// flips the first: a side effect the harness checks), a slice by its bytes and length (and
/// it bumps the last byte), a `value` by the words of the engine value, a pointer by its
/// address. Every contribution is an integer well inside a double's exact range.
fn c_term(i: usize, k: ParamKind) -> String {
    let w = i + 1;
    match k {
        ParamKind::Pointer => format!(" acc += (double)(uintptr_t)a{i} * {w}.0;"),
        ParamKind::CString => format!(
            " if (a{i}) {{ unsigned h = 0; for (const char *p = a{i}; *p; p++) h = h * 31u + (uint8_t)*p; \
             acc += (double)(h % 100000u) * {w}.0; }} else acc -= {w}.0;"
        ),
        ParamKind::Buffer => format!(
            " acc += (double)(a{i}[0] + 2 * a{i}[1] + 3 * a{i}[2] + 4 * a{i}[3]) * {w}.0; a{i}[0] ^= 0x5a;"
        ),
        ParamKind::Slice => format!(
            " {{ unsigned h = (unsigned)l{i} * 7u; for (size_t j = 0; j < l{i}; j++) h += a{i}[j] * (unsigned)(j + 1); \
             acc += (double)h * {w}.0; if (l{i}) a{i}[l{i} - 1] += 1; }}"
        ),
        ParamKind::Value => format!(
            " {{ uint64_t w0; memcpy(&w0, a{i}, 8); acc += ((double)(uint32_t)w0 + (double)(w0 >> 48)) * {w}.0;\
             if (VAL_WORDS == 2) {{ int64_t t; memcpy(&t, (const char *)a{i} + 8, 8); acc += (double)t * {w}.0; }} }}"
        ),
        _ => format!(" acc += (double)a{i} * {w}.0;"),
    }
}

fn shapes(rng: &mut Rng) -> Vec<Shape> {
    let mut out = Vec::new();
    for k in SCALARS {
        let t = c_type(k);
        let sig = Signature::new(vec![k], result_of(k)).unwrap();
        out.push(Shape {
            sig,
            params: vec![k],
            c: format!("{t} F({t} a0) {{ return a0; }}"),
            small: false,
            receiver: false,
        });
    }
    // Scalar mixes: past eight of a register class arguments go on the stack (32 parameters
    // is `MAX_PARAMS`).
    let results = [
        ResultKind::F64,
        ResultKind::I64,
        ResultKind::I32,
        ResultKind::F32,
        ResultKind::Bool,
        ResultKind::Void,
    ];
    // The first ten sizes draw from every scalar kind; the last four mostly floats, so that
    // the float registers run out while integer ones are left (RISC-V then passes floats in
    // integer registers; AAPCS64 and System V on the stack).
    let float_heavy = |rng: &mut Rng| {
        if rng.below(4) == 0 {
            SCALARS[rng.below(SCALARS.len() as u64) as usize]
        } else if rng.below(2) == 0 {
            ParamKind::F32
        } else {
            ParamKind::F64
        }
    };
    for (round, n) in [1usize, 2, 3, 5, 8, 9, 12, 16, 24, 32, 9, 10, 13, 20]
        .into_iter()
        .enumerate()
    {
        for _ in 0..4 {
            let params: Vec<ParamKind> = (0..n)
                .map(|_| {
                    if round >= 10 {
                        float_heavy(rng)
                    } else {
                        SCALARS[rng.below(SCALARS.len() as u64) as usize]
                    }
                })
                .collect();
            let result = results[rng.below(results.len() as u64) as usize];
            let mut body = String::from("double acc = 0.0;");
            for (i, k) in params.iter().enumerate() {
                body.push_str(&c_term(i, *k));
            }
            let ret = match result {
                ResultKind::Void => " (void)acc;".to_owned(),
                ResultKind::Bool => " return acc > 0.0;".to_owned(),
                r => format!(" return ({})acc;", c_result(r)),
            };
            let c = format!(
                "{} F({}) {{ {body}{ret} }}",
                c_result(result),
                c_params(&params, false, None)
            );
            let sig = Signature::new(params.clone(), result).unwrap();
            out.push(Shape {
                sig,
                params,
                c,
                small: true,
                receiver: false,
            });
        }
    }
    // Cell mixes: strings, buffers, slices, pointers, engine values and BigInts beside the
    // scalars; a third are methods with a receiver; results that are made by hooks (strings,
    // BigInts past 2^53, pointers) besides numbers.
    let cell_results = [
        ResultKind::F64,
        ResultKind::I32,
        ResultKind::I64,
        ResultKind::U64,
        ResultKind::Pointer,
        ResultKind::CString,
        ResultKind::Bool,
        ResultKind::Void,
    ];
    for n in [1usize, 2, 3, 4, 6, 9, 12] {
        for _ in 0..5 {
            let params: Vec<ParamKind> = (0..n)
                .map(|_| {
                    if rng.below(2) == 0 {
                        CELL_KINDS[rng.below(CELL_KINDS.len() as u64) as usize]
                    } else {
                        SCALARS[rng.below(SCALARS.len() as u64) as usize]
                    }
                })
                .collect();
            let receiver = rng.below(3) == 0;
            let result = cell_results[rng.below(cell_results.len() as u64) as usize];
            // Every fourth cell mix takes its user data, at a position of its own.
            let env_at = (out.len() % 4 == 1).then(|| out.len() % (params.len() + 1));
            let mut body = String::from("double acc = 0.0;");
            if receiver {
                body.push_str(" acc += (double)*(const int64_t *)self * 1000.0;");
            }
            if env_at.is_some() {
                body.push_str(" acc += (double)((uintptr_t)env - ENV_BASE) * 7.0;");
            }
            for (i, k) in params.iter().enumerate() {
                body.push_str(&c_term(i, *k));
            }
            // `r`: the sum folded into six digits, an integer every result type holds.
            body.push_str(" int64_t r = (int64_t)acc % 1000000;");
            let (ret_c, ret) = match result {
                ResultKind::Void => ("void", " (void)r;".to_owned()),
                ResultKind::Bool => ("bool", " return r > 0;".to_owned()),
                ResultKind::F64 => ("double", " return acc;".to_owned()),
                ResultKind::I32 => ("int32_t", " return (int32_t)r;".to_owned()),
                // Past 2^53 unless |r| < 2048: BigInts made by the layout's hooks.
                ResultKind::I64 => ("int64_t", " return r * 4398046511104LL;".to_owned()),
                ResultKind::U64 => (
                    "uint64_t",
                    " return (uint64_t)r * 4398046511104ULL;".to_owned(),
                ),
                // Negative sums are addresses past 2^53 (BigInts); zero is null.
                ResultKind::Pointer => ("void *", " return (void *)(intptr_t)r;".to_owned()),
                ResultKind::CString => (
                    "const char *",
                    " return r % 7 == 0 ? (const char *)0 : RESULT_TEXTS[(r % 7 + 7) % 7];"
                        .to_owned(),
                ),
                r => panic!("not a cell-mix result: {r:?}"),
            };
            let c = format!(
                "{ret_c} F({}) {{ {body}{ret} }}",
                c_params(&params, receiver, env_at)
            );
            let mut kinds = params.clone();
            if let Some(at) = env_at {
                kinds.insert(at, ParamKind::Env);
            }
            if receiver {
                kinds.insert(0, ParamKind::Receiver);
            }
            let sig = Signature::new(kinds, result).unwrap();
            out.push(Shape {
                sig,
                params,
                c,
                small: true,
                receiver,
            });
        }
    }
    for (desc, _) in struct_shapes(rng) {
        let sig = Signature::from_descriptor(&desc).unwrap_or_else(|e| panic!("{desc}: {e}"));
        out.push(Shape {
            c: struct_c(&sig),
            params: sig.params().to_vec(),
            sig,
            small: true,
            receiver: false,
        });
    }
    out
}

/// The strings a `cstring` result returns (index 0 is never returned: null is).
const RESULT_TEXTS: [&str; 7] = [
    "",
    "ok",
    "h\u{e9}llo",
    "",
    "a longer result text",
    "\u{65e5}\u{672c}",
    "x",
];

/// Strings a `cstring` argument gets: ASCII, empty, multi-byte UTF-8, long.
const TEXTS: [&str; 6] = [
    "",
    "a",
    "h\u{e9}llo w\u{f6}rld",
    "hostcall ffi",
    "\u{65e5}\u{672c}\u{8a9e}",
    "0123456789012345678901234567890123456789",
];

/// A value the thunk takes inline for `k`: an int32 in range for integers (small ones for
/// the mixes; an integral double would go to the thunk's out-of-line helper), BigInts for
/// 64-bit integers, a double or an int32 for floats, a boolean; strings, buffers and engine
/// values for the cell kinds.
///
/// `small` keeps integers within ±1000 (a mix's sum then fits every result type); the cell
/// mixes, whose C functions fold their sums, also take BigInts up to 2^40 (cells on every
/// layout) with `wide`.
fn value(rng: &mut Rng, k: ParamKind, small: bool, wide: bool) -> JsVal {
    let big = |rng: &mut Rng, lo: i64| -> i128 {
        match (small, wide) {
            (false, _) => unreachable!(),
            (true, true) => i128::from(rng.range(lo.max(-(1 << 40)), 1 << 40)),
            (true, false) => i128::from(rng.range(lo.max(-1000), 1000)),
        }
    };
    let (lo, hi): (i64, i64) = match k {
        ParamKind::I8 => (-128, 127),
        ParamKind::U8 => (0, 255),
        ParamKind::I16 => (-32768, 32767),
        ParamKind::U16 => (0, 65535),
        ParamKind::I64 | ParamKind::Isize if rng.below(4) == 0 => {
            // A BigInt: inline on QuickJS-NG while it fits an int32, else a cell.
            return JsVal::BigInt(if small {
                big(rng, i64::MIN)
            } else {
                i128::from(rng.next() as i64)
            });
        }
        ParamKind::U64 | ParamKind::Usize if rng.below(4) == 0 => {
            return JsVal::BigInt(if small {
                big(rng, 0)
            } else {
                i128::from(rng.next())
            });
        }
        ParamKind::I32 | ParamKind::I64 | ParamKind::Isize => {
            (i64::from(i32::MIN), i64::from(i32::MAX))
        }
        ParamKind::U32 | ParamKind::U64 | ParamKind::Usize => (0, i64::from(i32::MAX)),
        ParamKind::Bool => return JsVal::Bool(rng.below(2) == 1),
        ParamKind::F32 | ParamKind::F64 => {
            let whole = rng.range(-100_000, 100_000) as f64;
            return match rng.below(3) {
                0 => JsVal::Int(whole as i32),
                // Quarters: exact in f32 too, so an f32 parameter takes them losslessly.
                _ => JsVal::Num(whole / 4.0),
            };
        }
        ParamKind::Pointer => {
            return match rng.below(3) {
                0 => JsVal::Null,
                1 => JsVal::Int(rng.range(1, 100_000) as i32),
                _ => JsVal::BigInt(i128::from(rng.range(1, 1 << 32))),
            }
        }
        ParamKind::CString => {
            return match rng.below(8) {
                0 => JsVal::Null,
                _ => JsVal::Str(TEXTS[rng.below(TEXTS.len() as u64) as usize].to_owned()),
            }
        }
        // At least the four bytes the function reads.
        ParamKind::Buffer => {
            let n = 4 + rng.below(9) as usize;
            return JsVal::Buffer(bytes(rng, n));
        }
        ParamKind::Slice => {
            let n = rng.below(11) as usize;
            return JsVal::Buffer(bytes(rng, n));
        }
        ParamKind::Value => {
            return match rng.below(4) {
                0 => JsVal::Undefined,
                1 => JsVal::Bool(rng.below(2) == 1),
                2 => JsVal::Null,
                _ => JsVal::Int(rng.range(-1000, 1000) as i32),
            }
        }
        other => panic!("no values for {other:?}"),
    };
    let (lo, hi) = if small {
        (lo.max(-1000), hi.min(1000))
    } else {
        (lo, hi)
    };
    let v = match rng.below(8) {
        0 => lo,
        1 => hi,
        _ => rng.range(lo, hi),
    };
    JsVal::Int(v as i32)
}

fn bytes(rng: &mut Rng, n: usize) -> Vec<u8> {
    (0..n).map(|_| rng.below(256) as u8).collect()
}

/// A value the lane refuses for `k`: undefined, null, a boolean for a number, a number for
/// a boolean, a fraction, NaN, an infinity, an out-of-range integer or BigInt, a string for
/// a number, an object, a string the C-string lane cannot pass (a lone surrogate, a NUL).
fn off_lane(rng: &mut Rng, k: ParamKind) -> JsVal {
    match k {
        // A buffer of another size than the struct's, or no buffer.
        ParamKind::Struct => {
            return match rng.below(3) {
                0 => JsVal::Buffer(vec![7; 3]),
                1 => JsVal::Int(1),
                _ => JsVal::Undefined,
            }
        }
        ParamKind::CString => {
            return match rng.below(5) {
                0 => JsVal::Utf16(vec![0x61, 0xd800, 0x62]),
                1 => JsVal::Str("a\0b".to_owned()),
                2 => JsVal::Int(7),
                3 => JsVal::Object,
                _ => JsVal::Buffer(vec![1, 2, 3, 4]),
            }
        }
        ParamKind::Buffer | ParamKind::Slice => {
            return match rng.below(4) {
                0 => JsVal::Str("abcd".to_owned()),
                1 => JsVal::Int(4),
                2 => JsVal::Object,
                _ => JsVal::Undefined,
            }
        }
        ParamKind::Pointer => {
            return match rng.below(4) {
                0 => JsVal::Str("0".to_owned()),
                1 => JsVal::Object,
                2 => JsVal::Num(0.5),
                _ => JsVal::BigInt(-1),
            }
        }
        _ => {}
    }
    match rng.below(10) {
        0 => JsVal::Undefined,
        1 => JsVal::Null,
        2 if k == ParamKind::Bool => JsVal::Int(1),
        2 => JsVal::Bool(true),
        3 => JsVal::Num(0.5 + rng.range(-1000, 1000) as f64),
        4 => JsVal::Num(f64::NAN),
        5 => JsVal::Num(f64::NEG_INFINITY),
        6 => JsVal::Str("12".to_owned()),
        7 => JsVal::Object,
        8 => JsVal::BigInt(1i128 << 70),
        _ => JsVal::Int(i32::MIN + rng.below(1000) as i32),
    }
}

const HARNESS: &str = r#"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cases.h"

/* The C engine: heap cells with a JSC-style header (the type byte at +5, which the
   NaN-boxed layout reads), made from the cases' specs and by the hooks, freed after each
   call. A hook finds the cell behind a value by its address in the list of live cells, so
   a value that is not one of this call's cells is never dereferenced. */
typedef struct CellT {
    uint32_t sid;
    uint8_t indexing, ty, flags, state;
    uint8_t *bytes;
    size_t len;
    int clean;
    __int128 big;
    uint64_t klass;
    int64_t self_val;
    void *ptr;
    struct CellT *next;
} __attribute__((aligned(16))) CellT;

static CellT *live;
static int engine; /* its address is the `cx` */

static CellT *new_cell(uint8_t ty) {
    void *p;
    if (posix_memalign(&p, 16, sizeof(CellT))) abort();
    CellT *c = p;
    memset(c, 0, sizeof *c);
    c->ty = ty;
    c->next = live;
    live = c;
    return c;
}
static CellT *find(uintptr_t p) {
    for (CellT *c = live; c; c = c->next)
        if ((uintptr_t)c == p) return c;
    return NULL;
}
static void free_all(void) {
    while (live) {
        CellT *n = live->next;
        free(live->bytes);
        free(live);
        live = n;
    }
}
static __int128 big_of(int64_t lo, int64_t hi) {
    return (__int128)(((unsigned __int128)(uint64_t)hi << 64) | (uint64_t)lo);
}
static Val mk(const Arg *a) {
    Val v = a->bits;
    if (a->cell < 0) return v;
    const Spec *s = &SPECS[a->cell];
    CellT *c = new_cell(s->ty);
    c->bytes = malloc(s->len + 1);
    memcpy(c->bytes, s->bytes, s->len);
    c->len = s->len;
    c->clean = s->clean;
    c->big = big_of(s->lo, s->hi);
    c->klass = s->klass;
    c->self_val = s->k;
    c->ptr = &c->self_val;
    ADD_PTR(v, c);
    return v;
}
static CellT *cell_of(const Val *v, uint8_t ty) {
    CellT *c = find(CAND(*v));
    return c && c->ty == ty ? c : NULL;
}
static bool cell_matches(const CellT *c, const Spec *s) {
    if (c->ty != s->ty) return false;
    switch (s->ty) {
    case T_STRING:
    case T_BUFFER: return c->len == s->len && memcmp(c->bytes, s->bytes, s->len) == 0;
    case T_BIGINT: return c->big == big_of(s->lo, s->hi);
    case T_HOST: return c->klass == s->klass && c->self_val == s->k;
    default: return true;
    }
}
/* A result against its expectation: the bits, or for a cell its encoding without the
   address and its contents. */
static bool matches(Val got, const Arg *want) {
    if (want->cell < 0) return same(got, want->bits);
    CellT *c = find(CAND(got));
    if (!c) return false;
    Val t = got;
    SUB_PTR(t, c);
    return same_bits(t, want->bits) && cell_matches(c, &SPECS[want->cell]);
}

/* The hooks, as the import table names them. */
static size_t string_acquires, bad_releases, strings_made, buffer_lookups, bigint_reads,
    bigints_made, receivers, throws, raises;
static const char *acquired[64];
static size_t outstanding;
static const char *h_string_acquire(void *cx, const Val *v, size_t *len) {
    (void)cx;
    CellT *c = cell_of(v, T_STRING);
    if (!c || !c->clean) return NULL;
    char *p = malloc(c->len + 1);
    memcpy(p, c->bytes, c->len);
    p[c->len] = 0;
    if (outstanding == 64) abort();
    acquired[outstanding++] = p;
    string_acquires++;
    *len = c->len;
    return p;
}
static void h_string_release(void *cx, const char *s) {
    (void)cx;
    for (size_t i = 0; i < outstanding; i++) {
        if (acquired[i] == s) {
            memset((char *)s, 'X', strlen(s)); /* a use after release reads Xs */
            free((void *)s);
            acquired[i] = acquired[--outstanding];
            return;
        }
    }
    bad_releases++;
}
static bool h_string_new(void *cx, const char *s, Val *ret) {
    (void)cx;
    CellT *c = new_cell(T_STRING);
    c->len = strlen(s);
    c->bytes = malloc(c->len + 1);
    memcpy(c->bytes, s, c->len + 1);
    c->clean = 1;
    Val v = T_STRING_VAL;
    ADD_PTR(v, c);
    *ret = v;
    strings_made++;
    return true;
}
static bool h_buffer_data(void *cx, const Val *v, uint8_t **data, size_t *len) {
    (void)cx;
    CellT *c = cell_of(v, T_BUFFER);
    if (!c) return false;
    buffer_lookups++;
    *data = c->bytes;
    *len = c->len;
    return true;
}
static bool h_bytes_new(void *cx, const uint8_t *d, size_t n, Val *ret) {
    (void)cx;
    CellT *c = new_cell(T_BUFFER);
    c->bytes = malloc(n + 1);
    memcpy(c->bytes, d, n);
    c->len = n;
    Val v = T_BUFFER_VAL;
    ADD_PTR(v, c);
    *ret = v;
    return true;
}
static bool bigint_of(const Val *v, __int128 *out) {
#ifdef SHORT_BIGINT_TAG
    if (v->tag == SHORT_BIGINT_TAG) { *out = (int32_t)v->payload; return true; }
#endif
    CellT *c = cell_of(v, T_BIGINT);
    if (!c) return false;
    *out = c->big;
    return true;
}
static bool h_bigint_to_i64(void *cx, const Val *v, int64_t *out) {
    (void)cx;
    __int128 b;
    bigint_reads++;
    if (!bigint_of(v, &b) || b < INT64_MIN || b > INT64_MAX) return false;
    *out = (int64_t)b;
    return true;
}
static bool h_bigint_to_u64(void *cx, const Val *v, uint64_t *out) {
    (void)cx;
    __int128 b;
    bigint_reads++;
    if (!bigint_of(v, &b) || b < 0 || b > (__int128)UINT64_MAX) return false;
    *out = (uint64_t)b;
    return true;
}
static bool make_bigint(__int128 b, Val *ret) {
    bigints_made++;
#ifdef SHORT_BIGINT_TAG
    if (b >= INT32_MIN && b <= INT32_MAX) {
        Val v = { (uint64_t)(uint32_t)(int32_t)b, SHORT_BIGINT_TAG };
        *ret = v;
        return true;
    }
#endif
    CellT *c = new_cell(T_BIGINT);
    c->big = b;
    Val v = T_BIGINT_VAL;
    ADD_PTR(v, c);
    *ret = v;
    return true;
}
static bool h_bigint_from_i64(void *cx, int64_t v, Val *ret) { (void)cx; return make_bigint(v, ret); }
static bool h_bigint_from_u64(void *cx, uint64_t v, Val *ret) { (void)cx; return make_bigint(v, ret); }
/* No case throws: a call here is a failure (the HostError it owns is leaked). */
/* Errors the C test library reports (`hc_report_fn`): a record in the context's error slot,
   replaced by a second report, handed to the throw hook by the thunk. A case that raises
   names the error's kind and message; any other throw counts as wrong. */
typedef struct { void *engine; void *error; } HostCtx;
typedef struct { int kind; char *msg; } ErrRec;
static size_t errors_made, errors_freed, thrown_ok;
static void free_err(ErrRec *e) { free(e->msg); free(e); errors_freed++; }
static void c_report(void *ctx, int kind, const char *msg) {
    HostCtx *c = ctx;
    if (c->error) free_err(c->error);
    ErrRec *e = malloc(sizeof *e);
    e->kind = kind;
    e->msg = strdup(msg);
    c->error = e;
    errors_made++;
}
static const Case *current;
static void h_throw(void *cx, void *err) {
    ErrRec *e = err;
    if (cx == &engine && e && current && current->err_kind == e->kind && strcmp(current->err_msg, e->msg) == 0)
        thrown_ok++;
    else
        throws++;
    if (e) free_err(e);
}
static void h_raise(void *cx, uint64_t v, uint64_t id) { (void)cx; (void)v; (void)id; raises++; }
/* A dialect's pointer objects: host cells of the class UINT64_MAX (the test engine's
   POINTER_OBJECT_CLASS) carrying their address; its buffer rule: no memory is null. */
static bool h_pointer_address(void *cx, const Val *v, size_t *out) {
    (void)cx;
    CellT *c = cell_of(v, T_HOST);
    if (!c || c->klass != UINT64_MAX) return false;
    *out = (size_t)c->ptr;
    return true;
}
static bool h_pointer_new(void *cx, size_t addr, Val *ret) {
    (void)cx;
    if (addr == 0) {
        Val v = T_NULL_VAL;
        *ret = v;
        return true;
    }
    CellT *c = new_cell(T_HOST);
    c->klass = UINT64_MAX;
    c->ptr = (void *)addr;
    Val v = T_HOST_VAL;
    ADD_PTR(v, c);
    *ret = v;
    return true;
}
static bool h_ffi_buffer_data(void *cx, const Val *v, uint8_t **data, size_t *len) {
    if (!h_buffer_data(cx, v, data, len)) return false;
    if (*len == 0) *data = NULL;
    return true;
}
static void *h_receiver(void *cx, const Val *this_, uint64_t klass) {
    (void)cx;
    receivers++;
    CellT *c = cell_of(this_, T_HOST);
    return c && c->klass == klass ? c->ptr : NULL;
}

/* The helpers and the native slow path. Cases off the inline lane must reach them with the
   thunk's own arguments, through the table. */
static const Val *current_argv;
static size_t slow_calls, slow_answers, native_slow_calls, bad_helper_args;
static bool slow_answered;
/* `slow_call`: this harness has no generic backend, so it answers with what the host's
   generic backend gave (the case's expectation): `Fallback` for a case off the lane, else
   the result or the error. Only the corpus has cases on the lane that take this path (an
   integral double for an integer parameter, say); the same number must on every target. */
static uint32_t c_slow_call(const Method *m, void *cx, const Val *this_, const Val *argv,
                            size_t argc, Val *ret, uint64_t layout_id) {
    (void)m; (void)this_;
    slow_calls++;
    if (cx != &engine || argv != current_argv || argc != current->argc || layout_id != LAYOUT_ID)
        bad_helper_args++;
    if (current->status == 1) return 1;
    slow_answers++;
    slow_answered = true;
    if (current->status == 0) {
        *ret = mk(&current->expect);
    } else {
        HostCtx ctx = { cx, NULL };
        c_report(&ctx, current->err_kind, current->err_msg);
        h_throw(cx, ctx.error);
    }
    return (uint32_t)current->status;
}
static Val c_native_slow(void *ctx, Val this_, int argc, const Val *argv, int magic, void *opaque) {
    (void)ctx; (void)this_; (void)magic; (void)opaque;
    native_slow_calls++;
    if (argv != current_argv || (size_t)argc != current->argc) bad_helper_args++;
    Val sentinel = SENTINEL;
    return sentinel;
}
static uint8_t empty_slice[1];

/* Buffers after the call: changed as the host function changes them on the lane, untouched
   off it. */
static bool buffers_after(const Case *c, const Val *argv) {
    for (size_t a = 0; a < c->argc; a++) {
        if (!c->after || c->after[a] < 0) continue;
        CellT *cell = find(CAND(argv[a]));
        if (!cell || !cell_matches(cell, &SPECS[c->after[a]])) return false;
    }
    return true;
}

/* The engine's upcall hooks (`hostcall_core::upcall::UpcallHooks`) for the current case. */
typedef struct {
    uint32_t (*enter)(const void *);
    bool (*invoke)(const void *, Val *, size_t, Val *, uint32_t);
    bool (*result)(const void *, Val *, uint64_t *);
    void (*queue)(const void *, const uint64_t *, uint64_t *);
} UpHooks;
typedef struct { const UpHooks *hooks; void *cx; const void *data; bool inline_results; } UpRecord;
_Static_assert(sizeof(UpRecord) == UP_RECORD_SIZE, "the record callers copy");

/* The page of jumps to the upcall bodies that the JIT-made entries call (their body's
   address is an immediate, `STUBS + 32 i`): the address of `hc_upcall_<i>` loaded from
   beside the jump, through a scratch register the C ABI leaves free. */
extern const void *const UP_BODIES[];
#include <sys/mman.h>
static int map_stubs(void) {
    uint8_t *p = mmap((void *)STUBS, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (p != (uint8_t *)STUBS) return -1;
    for (size_t i = 0; i < UP_SHAPES; i++) {
        uint8_t *s = p + 32 * i;
        uint64_t target = (uint64_t)(uintptr_t)UP_BODIES[i];
#if defined(__x86_64__)
        static const uint8_t head[2] = {0x49, 0xbb}, tail[3] = {0x41, 0xff, 0xe3}; /* movabs r11; jmp r11 */
        memcpy(s, head, 2); memcpy(s + 2, &target, 8); memcpy(s + 10, tail, 3);
#elif defined(__aarch64__)
        static const uint32_t code[2] = {0x58000050u, 0xd61f0200u}; /* ldr x16, #8; br x16 */
        memcpy(s, code, 8); memcpy(s + 8, &target, 8);
#elif defined(__riscv)
        /* auipc t1, 0; ld t1, 16(t1); jr t1; nop */
        static const uint32_t code[4] = {0x00000317u, 0x01033303u, 0x00030067u, 0x00000013u};
        memcpy(s, code, 16); memcpy(s + 16, &target, 8);
#else
#error "no jump stub for this target"
#endif
    }
    __builtin___clear_cache((char *)p, (char *)p + 4096);
    return 0;
}
static const UpCase *up;
static size_t up_bad_args, up_invokes, up_results, up_queues;
static uint32_t u_enter(const void *rec) { (void)rec; return up->decision; }
static bool u_invoke(const void *rec, Val *argv, size_t argc, Val *ret, uint32_t failed) {
    up_invokes++;
    bool ok = ((const UpRecord *)rec)->cx == &engine && argc == up->argc && failed == 0;
    for (size_t i = 0; ok && i < argc; i++) ok = matches(argv[i], &up->argv[i]);
    if (!ok) {
        if (up_bad_args < 10) {
            printf("upcall shape %d: argc %zu failed %u; arguments:", up->shape, argc, failed);
            for (size_t i = 0; i < argc; i++) { printf(" "); show(argv[i]); }
            printf("; expected:");
            for (size_t i = 0; i < up->argc; i++) { printf(" "); show(up->argv[i].bits); printf("/%d", up->argv[i].cell); }
            printf("\n");
        }
        up_bad_args++;
    }
    *ret = mk(&up->ret);
    return true;
}
static bool u_result(const void *rec, Val *v, uint64_t *out) {
    (void)rec;
    up_results++;
    if (!matches(*v, &up->ret)) up_bad_args++;
    if (up->result_ok) *out = up->hook_out;
    return up->result_ok;
}
static void u_queue(const void *rec, const uint64_t *raw, uint64_t *out) {
    (void)rec;
    up_queues++;
    if (memcmp(raw, up->raw, up->argc * 8) != 0) up_bad_args++;
    *out = up->queue_out;
}

static void report(const char *what, size_t i, const Case *c, int32_t st, Val got) {
    printf("%s case %zu (shape %d): status %d (expected %d), outstanding strings %zu, got ",
           what, i, c->shape, st, c->status, outstanding);
    show(got);
    printf(", expected ");
    show(c->expect.bits);
    printf(" cell %d\n", c->expect.cell);
}

int main(void) {
    hc_report_fn = c_report;
    if (hc_fixed_init() != 0 || map_stubs() != 0) {
        printf("cannot map the test library's fixed block or the stub page\n");
        return 2;
    }
    hostcall_imports[IMPORT_STRING_ACQUIRE] = (uintptr_t)h_string_acquire;
    hostcall_imports[IMPORT_STRING_RELEASE] = (uintptr_t)h_string_release;
    hostcall_imports[IMPORT_STRING_NEW] = (uintptr_t)h_string_new;
    hostcall_imports[IMPORT_BUFFER_DATA] = (uintptr_t)h_buffer_data;
    hostcall_imports[IMPORT_BYTES_NEW] = (uintptr_t)h_bytes_new;
    hostcall_imports[IMPORT_BIGINT_TO_I64] = (uintptr_t)h_bigint_to_i64;
    hostcall_imports[IMPORT_BIGINT_TO_U64] = (uintptr_t)h_bigint_to_u64;
    hostcall_imports[IMPORT_BIGINT_FROM_I64] = (uintptr_t)h_bigint_from_i64;
    hostcall_imports[IMPORT_BIGINT_FROM_U64] = (uintptr_t)h_bigint_from_u64;
    hostcall_imports[IMPORT_THROW] = (uintptr_t)h_throw;
    hostcall_imports[IMPORT_RECEIVER] = (uintptr_t)h_receiver;
    hostcall_imports[IMPORT_SLOW_CALL] = (uintptr_t)c_slow_call;
    hostcall_imports[IMPORT_RAISE_I64] = (uintptr_t)h_raise;
    hostcall_imports[IMPORT_RAISE_U64] = (uintptr_t)h_raise;
    hostcall_imports[IMPORT_EMPTY_SLICE] = (uintptr_t)empty_slice;
    hostcall_imports[IMPORT_LAYOUT_ID] = (uintptr_t)LAYOUT_ID;
    hostcall_imports[IMPORT_NATIVE_SLOW_PATH] = (uintptr_t)c_native_slow;
    hostcall_imports[IMPORT_POINTER_ADDRESS] = (uintptr_t)h_pointer_address;
    hostcall_imports[IMPORT_POINTER_NEW] = (uintptr_t)h_pointer_new;
    hostcall_imports[IMPORT_FFI_BUFFER_DATA] = (uintptr_t)h_ffi_buffer_data;
    size_t bad = 0, fallbacks = 0;
    Val argv[40];
    size_t ran = 0;
    static unsigned char answered_slowly[NCASES_MAX];
    for (size_t i = 0; i < NCASES; i++) {
        const Case *c = &CASES[i];
        ran++;
        for (size_t a = 0; a < c->argc; a++) argv[a] = mk(&c->argv[a]);
        Val this_ = UNDEFINED;
        if (c->has_this) this_ = mk(&c->this_);
        current = c;
        current_argv = argv;
        ANY_NAN(c->any_nan);
        Method m = { FUNCS[c->shape], USER_DATA[c->shape], CLASSES[c->shape] };
        Val ret = UNDEFINED;
        slow_answered = false;
        int32_t st = THUNKS[c->shape](&m, &engine, c->has_this ? &this_ : NULL, argv, c->argc, &ret);
        answered_slowly[i] = slow_answered;
        fallbacks += st == 1;
        if (st != c->status || (st == 0 && !matches(ret, &c->expect)) || !buffers_after(c, argv)
            || outstanding != 0) {
            if (bad < 20) report("thunk", i, c, st, ret);
            bad++;
        }
        free_all();
    }
    printf("thunk harness (%s): %zu cases, %zu mismatches\n", LAYOUT, ran, bad);
    printf("fallbacks: %zu, through the import table's slow_call: %zu, helper arguments wrong: %zu\n",
           fallbacks, slow_calls, bad_helper_args);
    printf("on the lane through slow_call: %zu; errors raised as expected: %zu\n", slow_answers, thrown_ok);
    printf("hooks: %zu strings acquired, %zu made, %zu buffer lookups, %zu BigInt reads, %zu made, %zu receivers; bad releases %zu, throws %zu, range errors %zu\n",
           string_acquires, strings_made, buffer_lookups, bigint_reads, bigints_made, receivers,
           bad_releases, throws, raises);
    bad += bad_helper_args + bad_releases + throws + raises;
    if (errors_made != errors_freed) {
        printf("errors reported %zu, freed %zu\n", errors_made, errors_freed);
        bad++;
    }
#ifdef HAS_ENTRIES
    /* The same cases through QuickJS's C-closure entries: `this` and the result by value; a
       case off the lane goes to the engine's slow path (through the import table). */
    size_t bad_entries = 0, expected_count = 0;
    uint8_t disabled = 0;
    uint64_t counter = 0;
    for (size_t i = 0; i < NCASES; i++) {
        const Case *c = &CASES[i];
        for (size_t a = 0; a < c->argc; a++) argv[a] = mk(&c->argv[a]);
        Val this_ = UNDEFINED;
        if (c->has_this) this_ = mk(&c->this_);
        current = c;
        current_argv = argv;
        ANY_NAN(c->any_nan);
        Method m = { FUNCS[c->shape], USER_DATA[c->shape], CLASSES[c->shape] };
        Record rec = { &m, &disabled, &counter };
        Val r = ENTRIES[c->shape](&engine, this_, (int)c->argc, argv, 0, &rec);
        /* A case the thunk handed to `slow_call` goes to the engine's slow path here. */
        bool slow = c->status == 1 || answered_slowly[i];
        expected_count += !slow;
        Arg sentinel = { SENTINEL, -1 }, exception = { EXCEPTION, -1 };
        const Arg *want = slow ? &sentinel : c->status == 2 ? &exception : &c->expect;
        if (!matches(r, want) || counter != expected_count || !buffers_after(c, argv)
            || outstanding != 0) {
            if (bad_entries < 20) {
                printf("entry: counter %llu; ", (unsigned long long)counter);
                report("entry", i, c, -1, r);
            }
            bad_entries++;
        }
        free_all();
    }
    printf("native entries (%s): %zu cases, %zu mismatches\n", LAYOUT, ran, bad_entries);
    printf("native slow path calls: %zu\n", native_slow_calls);
    bad += bad_entries + bad_helper_args + bad_releases + throws + raises;
#endif
    /* Upcall bodies: called with native arguments, as a callback's entry calls them (the
       record first); the hooks compare the boxed arguments, answer with the script's
       result, and count what the body asked of them. */
    UpHooks hooks = { u_enter, u_invoke, u_result, u_queue };
    size_t up_bad = 0;
    for (size_t i = 0; i < UP_NCASES; i++) {
        up = &UP_CASES[i];
        UpRecord rec = { &hooks, &engine, 0, up->inline_results };
        size_t inv0 = up_invokes, res0 = up_results;
        /* A third of the cases through the shape's packed entry, which loads the record from
           its slot, and a third through its entry as the JIT makes it (the record copied to
           its fixed address). */
        uint64_t got = UP_CALLERS[up->shape](&rec, up->raw, (int)(i % 3));
        bool invoked = up_invokes != inv0, resulted = up_results != res0;
        if (got != up->expect || invoked != up->invoked || resulted != up->result_hook || outstanding != 0) {
            if (up_bad < 20)
                printf("upcall case %zu (shape %d): got %#llx, expected %#llx; invoked %d (%d), result hook %d (%d)\n",
                       i, up->shape, (unsigned long long)got, (unsigned long long)up->expect, invoked,
                       up->invoked, resulted, up->result_hook);
            up_bad++;
        }
        free_all();
    }
    printf("upcall bodies (%s): %zu cases, %zu mismatches\n", LAYOUT, (size_t)UP_NCASES, up_bad);
    printf("upcalls: %zu invoked, %zu through the result hook, %zu queued, arguments wrong: %zu\n",
           up_invokes, up_results, up_queues, up_bad_args);
    bad += up_bad + up_bad_args + bad_releases + throws + raises;
    if (errors_made != errors_freed) {
        printf("errors reported %zu, freed %zu\n", errors_made, errors_freed);
        bad++;
    }
    return bad != 0;
}
"#;

/// The C side of a layout: its `Val`, `undefined`, how two results compare, and where a
/// cell's address goes in a value (`CAND` reads it back, for the hooks).
fn layout_c(flavor: Flavor) -> String {
    let common = match flavor {
        // QuickJS-NG: a payload beside an int64 tag; int32, bool and short BigInt payloads
        // are 32 bits.
        Flavor::QuickJs => format!(
            "#define LAYOUT \"quickjs-ng-64\"\n\
             #define HAS_ENTRIES 1\n\
             #define VAL_WORDS 2\n\
             typedef struct {{ uint64_t payload; int64_t tag; }} Val;\n\
             static int any_nan_now; /* the current case compares NaNs as NaNs */\n\
             #define ANY_NAN(x) (any_nan_now = (x))\n\
             #define UNDEFINED {{ 0, 3 }}\n\
             #define W(p, t) {{ p##ull, t }}\n\
             #define SHORT_BIGINT_TAG {}\n\
             #define CAND(v) ((uintptr_t)(v).payload)\n\
             #define ADD_PTR(v, p) ((v).payload += (uintptr_t)(p))\n\
             #define SUB_PTR(v, p) ((v).payload -= (uintptr_t)(p))\n\
             static inline bool same(Val a, Val b) {{\n\
                 if (a.tag != b.tag) return false;\n\
                 if (a.tag == 0 || a.tag == 1 || a.tag == SHORT_BIGINT_TAG) return (uint32_t)a.payload == (uint32_t)b.payload;\n\
                 if (a.tag == 8 && (NAN_ANY || any_nan_now) && a.payload << 1 > 0xffe0000000000000ull && b.payload << 1 > 0xffe0000000000000ull) return true;\n\
                 if (a.tag == 8) return a.payload == b.payload;\n\
                 return true;\n\
             }}\n\
             static inline bool same_bits(Val a, Val b) {{ return a.payload == b.payload && a.tag == b.tag; }}\n\
             static inline void show(Val v) {{ printf(\"{{%#llx, %lld}}\", (unsigned long long)v.payload, (long long)v.tag); }}\n",
            hostcall_core::layout::quickjs_tags::SHORT_BIG_INT
        ),
        // NaN-boxed: one u64, every bit meaningful; a cell's address in the low bits.
        Flavor::NanBox | Flavor::Boa => {
            let (name, undefined, mask) = if flavor == Flavor::NanBox {
                ("jsc-nan-boxed", "0x0aull", 0x0000_ffff_ffff_ffffu64)
            } else {
                let layout = TestEngine::new(flavor).layout();
                let hostcall_core::layout::Encoding::HighTagged(h) = &layout.encoding else {
                    panic!("Boa's layout is high-tagged");
                };
                ("boa-nan-boxed", "0x7ffb000000000001ull", h.pointer_mask)
            };
            format!(
                "#define LAYOUT \"{name}\"\n\
                 #define VAL_WORDS 1\n\
                 typedef struct {{ uint64_t bits; }} Val;\n\
                 #define UNDEFINED {{ {undefined} }}\n\
                 #define W(p, t) {{ p##ull }}\n\
                 #define CAND(v) ((uintptr_t)((v).bits & {mask:#x}ull))\n\
                 #define ADD_PTR(v, p) ((v).bits += (uintptr_t)(p))\n\
                 #define SUB_PTR(v, p) ((v).bits -= (uintptr_t)(p))\n\
                 #define ANY_NAN(x) ((void)(x))\n\
                 static inline bool same(Val a, Val b) {{ return a.bits == b.bits; }}\n\
                 static inline bool same_bits(Val a, Val b) {{ return a.bits == b.bits; }}\n\
                 static inline void show(Val v) {{ printf(\"%#llx\", (unsigned long long)v.bits); }}\n"
            )
        }
    };
    common
}

fn layout_name(flavor: Flavor) -> &'static str {
    match flavor {
        Flavor::QuickJs => "quickjs-ng-64",
        Flavor::NanBox => "jsc-nan-boxed",
        Flavor::Boa => "boa-nan-boxed",
    }
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{cmd:?} failed:\n{text}");
    text
}

fn tool(name: &str) -> bool {
    Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Everything the C side needs: functions, cases, and the object of thunks for each target.
struct Generated {
    dir: PathBuf,
    /// Of `cases`, those of the differential corpus, and of those, the ones that raise.
    corpus_cases: usize,
    corpus_threw: usize,
    cases: usize,
    /// Of `cases`, those off the lane (expected `Fallback`).
    refused: usize,
    /// Arguments that are cells (strings, buffers, BigInts, objects) over all cases.
    cells: usize,
    /// Upcall cases.
    upcalls: usize,
    /// Of `cases`, those of struct shapes.
    struct_cases: usize,
}

/// Cell contents as the C side rebuilds them (`Spec`): the harness makes a fresh cell from a
/// spec for every call, and compares result cells and buffers after the call with one.
#[derive(Default)]
struct Specs {
    c: String,
    n: usize,
}

/// A C initializer list of `items`, or `empty` alone for none (C has no empty arrays).
fn c_list(items: &[String], empty: &str) -> String {
    if items.is_empty() {
        empty.to_owned()
    } else {
        items.join(", ")
    }
}

/// Bytes as a C string literal (every byte in octal, which never runs into the next).
fn c_bytes(b: &[u8]) -> String {
    let mut s = String::from("\"");
    for x in b {
        write!(s, "\\{x:03o}").unwrap();
    }
    s.push('"');
    s
}

impl Specs {
    fn add(&mut self, j: &JsVal) -> usize {
        let (ty, bytes, clean, big, class, k): (u8, Vec<u8>, bool, i128, u64, i64) = match j {
            JsVal::Str(s) => (
                cell_type::STRING,
                s.as_bytes().to_vec(),
                is_clean_cstr(s.as_bytes()),
                0,
                0,
                0,
            ),
            // A lone surrogate has no UTF-8: the C engine's string acquire refuses it, as the
            // test engine's does; valid UTF-16 (a surrogate pair) is an ordinary string.
            JsVal::Utf16(u) => match String::from_utf16(u) {
                Ok(s) => return self.add(&JsVal::Str(s)),
                Err(_) => (
                    cell_type::STRING,
                    String::from_utf16_lossy(u).into_bytes(),
                    false,
                    0,
                    0,
                    0,
                ),
            },
            JsVal::BigInt(i) => (cell_type::BIGINT, Vec::new(), false, *i, 0, 0),
            JsVal::Buffer(b) => (cell_type::BUFFER, b.clone(), false, 0, 0, 0),
            JsVal::Host(class, ptr) => {
                let k = match *class {
                    // SAFETY: the harness's host objects wrap a leaked `i64` (see `generate`).
                    CLASS => unsafe { *(*ptr as *const i64) },
                    // SAFETY: the corpus's receivers wrap a leaked `Counter` (an `i32`), read
                    // before any call changes it; the C engine keeps it in an `int64_t`
                    // whose low half (little-endian) is the C port's `Counter`.
                    COUNTER_CLASS => i64::from(unsafe { (*(*ptr as *const Counter)).value }),
                    // Objects of other classes are never dereferenced (the corpus gives
                    // them made-up addresses): the lane refuses them by class.
                    _ => 0,
                };
                (cell_type::HOST, Vec::new(), false, 0, *class, k)
            }
            JsVal::Symbol => (cell_type::SYMBOL, Vec::new(), false, 0, 0, 0),
            JsVal::Object => (cell_type::OBJECT, Vec::new(), false, 0, 0, 0),
            other => panic!("not a cell: {other:?}"),
        };
        writeln!(
            self.c,
            "    {{{ty}, {}, {}, {}, {:#x}, {}, {class:#x}, {k}}},",
            u8::from(clean),
            c_bytes(&bytes),
            bytes.len(),
            big as u64,
            (big >> 64) as i64
        )
        .unwrap();
        self.n += 1;
        self.n - 1
    }
}

/// A value's first word without its cell's address, its second word (0 for 8-byte values),
/// and whether it is a cell.
fn c_bits(engine: &TestEngine, v: *const Value, j: &JsVal) -> (u64, i64, bool) {
    let layout = engine.layout();
    let size = usize::from(layout.size);
    // SAFETY: `v` is a value of the engine's layout: `size` readable bytes.
    let raw = unsafe { std::slice::from_raw_parts(v.cast::<u8>(), size) };
    let mut w0 = u64::from_le_bytes(raw[0..8].try_into().unwrap());
    let w1 = if size == 16 {
        i64::from_le_bytes(raw[8..16].try_into().unwrap())
    } else {
        0
    };
    let is_cell = match j {
        JsVal::Str(_)
        | JsVal::Utf16(_)
        | JsVal::Buffer(_)
        | JsVal::Object
        | JsVal::Host(..)
        | JsVal::Symbol => true,
        // SAFETY: as above.
        JsVal::BigInt(_) => unsafe { layout.inline_bigint(v) }.is_none(),
        _ => false,
    };
    if is_cell {
        // SAFETY: `v` is a cell value of the engine's layout.
        let p = unsafe { layout.cell_pointer(v) } as u64;
        w0 = w0.wrapping_sub(p);
    }
    (w0, w1, is_cell)
}

/// A value as the C side rebuilds it (`Arg`): its bits with a cell's address taken out, and
/// the cell's spec (-1 for none).
fn c_arg(engine: &TestEngine, v: *const Value, j: &JsVal, specs: &mut Specs) -> String {
    let (w0, w1, is_cell) = c_bits(engine, v, j);
    let cell = if is_cell { specs.add(j) as i64 } else { -1 };
    format!("{{W({w0:#x}, {w1}), {cell}}}")
}

/// Every buffer argument's bytes after the call, as specs (`-1` for other arguments).
fn buffers_after(
    engine: &TestEngine,
    p: &Prepared,
    args: &[JsVal],
    specs: &mut Specs,
) -> Vec<String> {
    args.iter()
        .enumerate()
        .map(|(a, j)| match j {
            JsVal::Buffer(_) => {
                // SAFETY: argument `a` is a value of the engine.
                let b = unsafe { engine.buffer_bytes(p.argv().at(a)) }.unwrap();
                specs.add(&JsVal::Buffer(b)).to_string()
            }
            _ => "-1".to_owned(),
        })
        .collect()
}

/// Writes case `n`'s arrays to `cases`: its arguments (`A<n>`) and the specs of its buffers
/// after the call (`AF<n>`); its row in the table refers to them.
fn write_case(cases: &mut String, n: usize, arg_c: &[String], after: &[String]) {
    writeln!(
        cases,
        "static const Arg A{n}[] = {{{}}};\nstatic const int AF{n}[] = {{{}}};",
        c_list(arg_c, "{UNDEFINED, -1}"),
        c_list(after, "-1")
    )
    .unwrap();
}

/// The C port of the test library (every function of `hostcall_testlib::shapes()`).
const TESTLIB_C: &str = include_str!("aarch64/testlib.c");

/// Where the C port keeps its static blocks, in every process (`HC_FIXED` in testlib.c).
const FIXED: u64 = 0x20_0000_0000;

/// The harness's fixed page of jumps to the upcall bodies (`STUBS` in harness.c), 32 bytes
/// each: what the JIT's callback entries (`upcall::build_entry`, addresses as immediates)
/// call as their body.
const STUBS: usize = 0x20_0010_0000;
/// Where the harness copies a JIT entry's record before calling it (in the fixed block).
const JIT_RECORD: usize = 0x20_0000_0800;

/// The C port's error reports on the host: a Rust [`HostError`] in the context, as
/// `hostcall_core::abi::report_error` makes it for the Rust library.
extern "C" fn host_report(ctx: *mut c_void, kind: c_int, msg: *const c_char) {
    let kind = match kind {
        0 => ErrorKind::Error,
        1 => ErrorKind::TypeError,
        _ => ErrorKind::RangeError,
    };
    // SAFETY: the C port passes a NUL-terminated message.
    let text = unsafe { CStr::from_ptr(msg) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: the C port reports through the context of the call running it.
    unsafe {
        hostcall_core::abi::report_error(ctx.cast::<HostContext>(), HostError::new(kind, text))
    };
}

/// A number the corpus computed from one of the Rust library's static addresses, moved to
/// the same place in the C port's fixed block (the only values that differ between the
/// two libraries).
fn relocate(j: &JsVal) -> JsVal {
    let blocks = [
        (hostcall_testlib::hc_static_ptr() as u64, 64, 0),
        (hostcall_testlib::hc_i32_array() as u64, 64, 0x100),
        (hostcall_testlib::hc_view_bytes() as u64, 72, 0x200),
        (hostcall_testlib::hc_fn_add_i32() as u64, 1, 0x300),
    ];
    let moved = |x: u64| {
        blocks
            .iter()
            .find(|(base, len, _)| (*base..base + len).contains(&x))
            .map(|(base, _, at)| FIXED + at + (x - base))
    };
    match j {
        JsVal::Num(f) if f.fract() == 0.0 && *f > 0.0 => {
            moved(*f as u64).map_or_else(|| j.clone(), |x| JsVal::Num(x as f64))
        }
        JsVal::BigInt(i) => u64::try_from(*i)
            .ok()
            .and_then(moved)
            .map_or_else(|| j.clone(), |x| JsVal::BigInt(x.into())),
        _ => j.clone(),
    }
}

/// What [`corpus_cases`] added.
#[derive(Default)]
struct Corpus {
    /// The test library's shapes that fit the layout, in the order of their thunks.
    shapes: Vec<hostcall_testlib::Shape>,
    cases: usize,
    refused: usize,
    threw: usize,
}

/// The differential corpus (`hostcall_testkit::shapes::cases`) for the harness: every case
/// that fits the layout, on the C port of the test library (`lib`, compiled for the host),
/// its shapes numbered from `first`. Each case's result on the host through the generic
/// backend must satisfy the corpus's own expectation (which proves the port agrees with the
/// Rust library case by case); that result, or the error it raised, or `Fallback` for a case
/// off the lane, is what the harness expects of the thunk.
fn corpus_cases(
    engine: &TestEngine,
    lib: *mut c_void,
    first: usize,
    specs: &mut Specs,
    cases: &mut String,
    table: &mut String,
    n: &mut usize,
) -> Corpus {
    let layout = engine.layout();
    let policy = ConversionPolicy::strict();
    let mut out = Corpus::default();
    let mut methods = Vec::new();
    for s in hostcall_testlib::shapes() {
        if s.value_size.is_some_and(|v| v != layout.size) {
            continue;
        }
        let name = CString::new(s.name).unwrap();
        // SAFETY: `lib` is open; testlib.c defines every shape's function.
        let f = unsafe { libc::dlsym(lib, name.as_ptr()) };
        assert!(!f.is_null(), "testlib.c has no {}", s.name);
        // SAFETY: testlib.c's function has the native types of the Rust function the shape
        // describes (the corpus's results check it); receivers are the corpus's `Counter`s.
        let method = unsafe {
            MethodData::new(fresh_method_id(), f as *const c_void, s.sig.clone())
                .unwrap()
                .with_receiver_class(s.receiver_class)
        };
        methods.push(method);
        out.shapes.push(s);
    }
    for case in hostcall_testkit::shapes::cases() {
        if !case.fits(layout.size) {
            continue;
        }
        let Some(at) = out.shapes.iter().position(|s| s.name == case.shape.name) else {
            panic!(
                "the corpus calls {}, which is not in shapes()",
                case.shape.name
            );
        };
        let method = &methods[at];
        let mut case = case.clone();
        case.args = case.args.iter().map(relocate).collect();
        if let Expect::Returns(j) = &case.expect {
            case.expect = Expect::Returns(relocate(j));
        }
        let mut p = Prepared::new(engine, case.this.as_ref(), &case.args);
        let accepted = lane_accepts(method, &mut p).is_ok();
        assert_eq!(
            accepted, case.lane,
            "{}{:?}: lane",
            case.shape.name, case.args
        );
        // Specs of `this` and the arguments before the call changes any of them.
        let this_c = match (&case.this, p.this_ptr()) {
            (Some(t), ptr) => format!("1, {}", c_arg(engine, ptr, t, specs)),
            (None, _) => "0, {UNDEFINED, -1}".to_owned(),
        };
        let arg_c: Vec<String> = case
            .args
            .iter()
            .enumerate()
            .map(|(a, j)| c_arg(engine, p.argv().at(a), j, specs))
            .collect();
        let (status, expect, err) = if accepted {
            let outcome = call_generic_prepared(engine, method, &policy, &mut p);
            if let Err(e) = case.check(engine, &p, &outcome) {
                panic!("testlib.c disagrees with the Rust library: {e}");
            }
            match outcome {
                Ok(_) => (
                    0,
                    c_arg(
                        engine,
                        p.ret().at(0),
                        &{
                            // SAFETY: on `Ok` the return slot holds a value of the engine.
                            unsafe { engine.read(p.ret().at(0)) }
                        },
                        specs,
                    ),
                    "-1, 0".to_owned(),
                ),
                Err(e) => {
                    out.threw += 1;
                    let kind = match e.kind() {
                        ErrorKind::Error => 0,
                        ErrorKind::TypeError => 1,
                        ErrorKind::RangeError => 2,
                        _ => panic!("the test library raises no {e:?}"),
                    };
                    (
                        2,
                        "{UNDEFINED, -1}".to_owned(),
                        format!("{kind}, {}", c_bytes(e.message().as_bytes())),
                    )
                }
            }
        } else {
            out.refused += 1;
            (1, "{UNDEFINED, -1}".to_owned(), "-1, 0".to_owned())
        };
        let after = buffers_after(engine, &p, &case.args, specs);
        write_case(cases, *n, &arg_c, &after);
        writeln!(
            table,
            "    {{{}, A{n}, {}, {this_c}, {expect}, {status}, AF{n}, {err}, 1}},",
            first + at,
            case.args.len()
        )
        .unwrap();
        *n += 1;
        out.cases += 1;
    }
    out
}

fn generate(flavor: Flavor) -> Generated {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("aarch64_harness")
        .join(format!("{flavor:?}"));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0x05ee_da64_c0de);
    let shapes = shapes(&mut rng);
    let engine = TestEngine::new(flavor);

    // The host functions, compiled for the host to compute the expected results.
    let mut funcs = format!(
        "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <string.h>\n\
         #define VAL_WORDS {}\n#define ENV_BASE {ENV_BASE:#x}u\n",
        usize::from(engine.layout().size) / 8
    );
    let texts: Vec<String> = RESULT_TEXTS.iter().map(|t| c_bytes(t.as_bytes())).collect();
    writeln!(
        funcs,
        "static const char *const RESULT_TEXTS[{}] = {{{}}};",
        texts.len(),
        texts.join(", ")
    )
    .unwrap();
    for (i, s) in shapes.iter().enumerate() {
        funcs.push_str(&s.c.replace("T{}_", &format!("T{i}_")).replacen(
            " F(",
            &format!(" f{i}("),
            1,
        ));
        funcs.push('\n');
    }
    std::fs::write(dir.join("funcs.c"), &funcs).unwrap();
    std::fs::write(dir.join("testlib.c"), TESTLIB_C).unwrap();
    let so = dir.join("libfuncs.so");
    run(Command::new("cc")
        .args(["-O1", "-ffp-contract=off", "-shared", "-fPIC", "-o"])
        .arg(&so)
        .arg(dir.join("funcs.c"))
        .arg(dir.join("testlib.c"))
        .arg("-lm"));
    let so_c = CString::new(so.to_str().unwrap()).unwrap();
    // SAFETY: loading a library of plain C functions (no constructors).
    let lib = unsafe { libc::dlopen(so_c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    assert!(!lib.is_null(), "dlopen {}", so.display());
    // SAFETY: testlib.c's report hook is a function pointer variable, set before any call;
    // `hc_fixed_init` and `hc_fixed_adopt` are C functions of these types.
    unsafe {
        let hook = libc::dlsym(lib, c"hc_report_fn".as_ptr());
        assert!(!hook.is_null());
        *hook.cast::<Option<extern "C" fn(*mut c_void, c_int, *const c_char)>>() =
            Some(host_report);
        // The first copy of the library maps and fills the fixed block; the later ones
        // (one per layout) adopt it.
        static MAPPED: std::sync::Mutex<bool> = std::sync::Mutex::new(false);
        let mut mapped = MAPPED.lock().unwrap_or_else(|e| e.into_inner());
        if *mapped {
            let adopt = libc::dlsym(lib, c"hc_fixed_adopt".as_ptr());
            assert!(!adopt.is_null());
            let adopt: extern "C" fn() = std::mem::transmute(adopt);
            adopt();
        } else {
            let init = libc::dlsym(lib, c"hc_fixed_init".as_ptr());
            assert!(!init.is_null());
            let init: extern "C" fn() -> c_int = std::mem::transmute(init);
            assert_eq!(
                init(),
                0,
                "cannot map testlib.c's fixed block at {FIXED:#x}"
            );
            *mapped = true;
        }
    }

    let policy = ConversionPolicy::strict();
    let mut specs = Specs::default();
    let mut cases = String::new();
    let mut table = String::new();
    let mut n = 0usize;
    let mut refused = 0usize;
    let mut cells = 0usize;
    // Of `n`, the cases of struct shapes.
    let mut struct_cases = 0usize;
    // The objects behind receivers: an `i64` each, alive until the end of the generation.
    let mut selves: Vec<Box<i64>> = Vec::new();
    for (i, s) in shapes.iter().enumerate() {
        let name = CString::new(format!("f{i}")).unwrap();
        // SAFETY: `lib` is open; the symbol is one of funcs.c's functions.
        let f = unsafe { libc::dlsym(lib, name.as_ptr()) };
        assert!(!f.is_null());
        // SAFETY: `f{i}` is compiled from C with exactly this signature's native types; a
        // receiver's first parameter is the `i64` of a host object of `CLASS`; an `env`
        // parameter is only subtracted from, never dereferenced.
        let method = unsafe {
            MethodData::new(fresh_method_id(), f as *const c_void, s.sig.clone())
                .unwrap()
                .with_receiver_class(CLASS)
                .with_user_data((ENV_BASE + i) as *mut c_void)
        };
        let ffi = ffi_for(&engine, &method);
        // Cases on the lane (expected results from the generic backend), then cases with one
        // argument (or `this`) the lane refuses: the thunk must report `Fallback` with nothing
        // called, inline or through the table's `slow_call` (the harness's stub answers
        // `Fallback`, having checked it got the thunk's own arguments); buffers untouched.
        for round in 0..52 {
            let off = round >= 40;
            let wide = s.receiver || s.params.iter().any(|k| CELL_KINDS.contains(k));
            let mut args: Vec<JsVal> = s
                .params
                .iter()
                .enumerate()
                .map(|(a, &k)| match s.sig.param_layout(a) {
                    Some(l) => struct_value(&mut rng, l),
                    None => value(&mut rng, k, s.small, wide),
                })
                .collect();
            let mut this = s.receiver.then(|| {
                selves.push(Box::new(rng.range(1, 1000)));
                JsVal::Host(CLASS, &**selves.last().unwrap() as *const i64 as usize)
            });
            if off {
                let at = rng.below(args.len() as u64 + u64::from(s.receiver)) as usize;
                if at == args.len() {
                    this = Some(match rng.below(3) {
                        0 => JsVal::Object,
                        1 => JsVal::Undefined,
                        _ => {
                            selves.push(Box::new(5));
                            JsVal::Host(
                                OTHER_CLASS,
                                &**selves.last().unwrap() as *const i64 as usize,
                            )
                        }
                    });
                } else {
                    args[at] = off_lane(&mut rng, s.params[at]);
                }
            }
            let mut p = Prepared::new(&engine, this.as_ref(), &args);
            let accepted = lane_accepts(&method, &mut p).is_ok();
            if accepted == off {
                // A value meant for the lane that it refuses, or the other way round (a
                // value only `slow_call` takes, which the harness cannot answer): skip.
                continue;
            }
            let this_c = match (&this, p.this_ptr()) {
                (Some(t), ptr) => format!("1, {}", c_arg(&engine, ptr, t, &mut specs)),
                (None, _) => "0, {UNDEFINED, -1}".to_owned(),
            };
            let arg_c: Vec<String> = args
                .iter()
                .enumerate()
                .map(|(a, j)| c_arg(&engine, p.argv().at(a), j, &mut specs))
                .collect();
            let (status, expect) = if accepted {
                // SAFETY: the method's function has its signature; the frame is over values
                // of the engine's layout.
                let status = unsafe {
                    hostcall_core::generic::call_generic(&method, &ffi, &policy, &p.frame())
                };
                assert_eq!(status, Status::Ok, "shape {i} {} {args:?}", s.sig);
                // SAFETY: on `Ok` the return slot holds a value of the engine.
                let got = unsafe { engine.read(p.ret().at(0)) };
                (0, c_arg(&engine, p.ret().at(0), &got, &mut specs))
            } else {
                refused += 1;
                (1, "{UNDEFINED, -1}".to_owned())
            };
            let after = buffers_after(&engine, &p, &args, &mut specs);
            cells += args
                .iter()
                .filter(|j| {
                    !matches!(
                        j,
                        JsVal::Int(_)
                            | JsVal::Num(_)
                            | JsVal::Bool(_)
                            | JsVal::Null
                            | JsVal::Undefined
                    )
                })
                .count();
            write_case(&mut cases, n, &arg_c, &after);
            writeln!(
                table,
                "    {{{i}, A{n}, {}, {this_c}, {expect}, {status}, AF{n}, -1, 0, 0}},",
                args.len()
            )
            .unwrap();
            n += 1;
            struct_cases += usize::from(s.sig.has_structs());
        }
    }
    drop(selves);
    let corpus = corpus_cases(
        &engine,
        lib,
        shapes.len(),
        &mut specs,
        &mut cases,
        &mut table,
        &mut n,
    );
    refused += corpus.refused;
    // SAFETY: nothing from the library is used after this.
    unsafe { libc::dlclose(lib) };
    let (upcalls_c, upcalls, up_shapes) = upcall_cases(&engine, &mut rng, &mut specs);

    let mut header = String::from(
        "#include <stddef.h>\n#include <stdint.h>\n#include <stdbool.h>\n#include <stdio.h>\n#include <string.h>\n",
    );
    header.push_str(&layout_c(flavor));
    // A value no case returns (an int32 on QuickJS's layout; `null`'s bits when NaN-boxed):
    // what the native slow path stub returns.
    header.push_str(if flavor == Flavor::QuickJs {
        "#define SENTINEL { 0x5107ull, 0 }\n#define EXCEPTION { 0, 6 }\n"
    } else {
        "#define SENTINEL { 0x02ull }\n"
    });
    {
        use hostcall_core::imports::{tagged_layout_id, Import};
        for (i, name) in [
            (Import::StringAcquire, "STRING_ACQUIRE"),
            (Import::StringRelease, "STRING_RELEASE"),
            (Import::StringNew, "STRING_NEW"),
            (Import::BufferData, "BUFFER_DATA"),
            (Import::BytesNew, "BYTES_NEW"),
            (Import::BigIntToI64, "BIGINT_TO_I64"),
            (Import::BigIntToU64, "BIGINT_TO_U64"),
            (Import::BigIntFromI64, "BIGINT_FROM_I64"),
            (Import::BigIntFromU64, "BIGINT_FROM_U64"),
            (Import::Throw, "THROW"),
            (Import::Receiver, "RECEIVER"),
            (Import::SlowCall, "SLOW_CALL"),
            (Import::RaiseNoBigIntI64, "RAISE_I64"),
            (Import::RaiseNoBigIntU64, "RAISE_U64"),
            (Import::EmptySlice, "EMPTY_SLICE"),
            (Import::LayoutId, "LAYOUT_ID"),
            (Import::NativeSlowPath, "NATIVE_SLOW_PATH"),
            (Import::PointerAddress, "POINTER_ADDRESS"),
            (Import::PointerNew, "POINTER_NEW"),
            (Import::FfiBufferData, "FFI_BUFFER_DATA"),
        ] {
            writeln!(header, "#define IMPORT_{name} {}", i.offset() / 8).unwrap();
        }
        assert_eq!(Import::ALL.len(), 20, "an import the harness does not fill");
        writeln!(
            header,
            "#define LAYOUT_ID {:#x}ull\nextern uintptr_t hostcall_imports[];",
            tagged_layout_id(engine.layout())
        )
        .unwrap();
    }
    // The cell types, and each result cell's encoding without its address.
    writeln!(
        header,
        "#define T_STRING {}\n#define T_BIGINT {}\n#define T_OBJECT {}\n#define T_BUFFER {}\n#define T_HOST {}",
        cell_type::STRING,
        cell_type::BIGINT,
        cell_type::OBJECT,
        cell_type::BUFFER,
        cell_type::HOST
    )
    .unwrap();
    for (name, j) in [
        ("T_STRING_VAL", JsVal::Str("x".into())),
        ("T_BIGINT_VAL", JsVal::BigInt(1 << 60)),
        ("T_BUFFER_VAL", JsVal::Buffer(vec![1])),
        ("T_HOST_VAL", JsVal::Host(u64::MAX, 0x1000)),
        ("T_NULL_VAL", JsVal::Null),
    ] {
        let b = engine.values(std::slice::from_ref(&j));
        let arg = c_arg(&engine, b.at(0), &j, &mut Specs::default());
        // `{W(..), cell}`: the bits only.
        let bits = arg.trim_start_matches('{').rsplit_once(", ").unwrap().0;
        writeln!(header, "#define {name} {bits}").unwrap();
    }
    header.push_str(
        "typedef struct { const void *func; void *user_data; uint64_t class_; } Method;\n\
         typedef int32_t (*Thunk)(const Method *, void *, const Val *, const Val *, size_t, Val *);\n\
         typedef struct { uint8_t ty; uint8_t clean; const char *bytes; size_t len; int64_t lo, hi; uint64_t klass; int64_t k; } Spec;\n\
         typedef struct { Val bits; int cell; } Arg;\n\
         typedef struct { int shape; const Arg *argv; size_t argc; int has_this; Arg this_; Arg expect; int32_t status; const int *after; int err_kind; const char *err_msg; int any_nan; } Case;\n\
         extern const Case CASES[];\nextern const size_t NCASES;\nextern const Spec SPECS[];\n\
         extern void (*hc_report_fn)(void *, int, const char *);\nint hc_fixed_init(void);\n\
         extern const Thunk THUNKS[];\nextern const void *const FUNCS[];\nextern const uint64_t CLASSES[];\n\
         extern void *const USER_DATA[];\n\
         typedef uint64_t (*UpCaller)(const void *, const uint64_t *, int);\n\
         typedef struct { int shape; const uint64_t *raw; size_t argc; uint32_t decision; uint8_t inline_results; uint8_t invoked;\
          const Arg *argv; Arg ret; uint8_t result_hook; uint8_t result_ok; uint64_t hook_out; uint64_t queue_out; uint64_t expect; } UpCase;\n\
         extern const UpCase UP_CASES[];\nextern const size_t UP_NCASES;\nextern const UpCaller UP_CALLERS[];\n\
         static inline float f32_of(uint64_t r) { float f; uint32_t b = (uint32_t)r; memcpy(&f, &b, 4); return f; }\n\
         static inline double f64_of(uint64_t r) { double f; memcpy(&f, &r, 8); return f; }\n\
         static inline uint64_t raw_f32(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }\n\
         static inline uint64_t raw_f64(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }\n",
    );
    let mut data = String::from("#include \"cases.h\"\n");
    // The import table the objects refer to, filled by the harness's `main`.
    writeln!(
        data,
        "uintptr_t hostcall_imports[{}];",
        hostcall_core::imports::IMPORT_COUNT
    )
    .unwrap();
    // Every thunk: the harness's shapes (functions `f<i>` of funcs.c), then the corpus's
    // (testlib.c's functions by their names), numbered in that order.
    struct Thunked {
        func: String,
        sig: Signature,
        class: u64,
        user_data: usize,
    }
    let all: Vec<Thunked> = shapes
        .iter()
        .enumerate()
        .map(|(i, s)| Thunked {
            func: format!("f{i}"),
            sig: s.sig.clone(),
            class: if s.receiver { CLASS } else { 0 },
            user_data: ENV_BASE + i,
        })
        .chain(corpus.shapes.iter().map(|s| Thunked {
            func: s.name.to_owned(),
            sig: s.sig.clone(),
            class: s.receiver_class,
            user_data: 0,
        }))
        .collect();
    for (i, t) in all.iter().enumerate() {
        writeln!(
            data,
            "int32_t hc_thunk_{i}(const Method *, void *, const Val *, const Val *, size_t, Val *);"
        )
        .unwrap();
        writeln!(data, "extern char {}[];", t.func).unwrap();
        if flavor == Flavor::QuickJs {
            writeln!(
                data,
                "Val hc_entry_{i}(void *, Val, int, const Val *, int, void *);"
            )
            .unwrap();
        }
    }
    writeln!(data, "const Spec SPECS[] = {{\n{}    {{0}}\n}};", specs.c).unwrap();
    data.push_str(&upcalls_c);
    data.push_str(&cases);
    writeln!(data, "const Case CASES[] = {{\n{table}}};").unwrap();
    writeln!(data, "const size_t NCASES = {n};").unwrap();
    writeln!(
        header,
        "#define STUBS {STUBS:#x}ull\n#define JIT_RECORD {JIT_RECORD:#x}ull\n#define UP_RECORD_SIZE 32\n\
         #define UP_SHAPES {}",
        up_shapes.len()
    )
    .unwrap();
    writeln!(header, "#define NCASES_MAX {n}").unwrap();
    let thunks: Vec<String> = (0..all.len()).map(|i| format!("hc_thunk_{i}")).collect();
    let funcs: Vec<String> = all
        .iter()
        .map(|t| format!("(const void *){}", t.func))
        .collect();
    let classes: Vec<String> = all.iter().map(|t| format!("{:#x}", t.class)).collect();
    let user_data: Vec<String> = all
        .iter()
        .map(|t| format!("(void *){:#x}", t.user_data))
        .collect();
    writeln!(
        data,
        "void *const USER_DATA[] = {{{}}};",
        user_data.join(", ")
    )
    .unwrap();
    writeln!(data, "const Thunk THUNKS[] = {{{}}};", thunks.join(", ")).unwrap();
    writeln!(
        data,
        "const uint64_t CLASSES[] = {{{}}};",
        classes.join(", ")
    )
    .unwrap();
    if flavor == Flavor::QuickJs {
        let entries: Vec<String> = (0..all.len()).map(|i| format!("hc_entry_{i}")).collect();
        writeln!(data, "const Entry ENTRIES[] = {{{}}};", entries.join(", ")).unwrap();
        header.push_str(
            "typedef struct { const Method *method; const uint8_t *disabled; uint64_t *counter; } Record;\n\
             typedef Val (*Entry)(void *, Val, int, const Val *, int, void *);\n\
             extern const Entry ENTRIES[];\n",
        );
    }
    writeln!(
        data,
        "const void *const FUNCS[] = {{{}}};",
        funcs.join(", ")
    )
    .unwrap();
    header.push('\n');
    std::fs::write(dir.join("cases.h"), header).unwrap();
    std::fs::write(dir.join("cases.c"), data).unwrap();
    std::fs::write(dir.join("harness.c"), HARNESS).unwrap();

    for triple in hostcall_jit::cross::TARGETS {
        let objs: Vec<ObjectThunk> = all
            .iter()
            .enumerate()
            .map(|(i, t)| ObjectThunk {
                symbol: format!("hc_thunk_{i}"),
                signature: t.sig.clone(),
                layout: engine.layout(),
                entry: EntryKind::Uniform,
            })
            .chain(
                (flavor == Flavor::QuickJs)
                    .then(|| {
                        all.iter().enumerate().map(|(i, t)| ObjectThunk {
                            symbol: format!("hc_entry_{i}"),
                            signature: t.sig.clone(),
                            layout: engine.layout(),
                            entry: EntryKind::CClosure(NATIVE_ENTRY),
                        })
                    })
                    .into_iter()
                    .flatten(),
            )
            .collect();
        // Each upcall shape as a packed pool of one entry: its body (called directly by
        // half the cases) and an entry that loads its record from `hc_records_<i>`.
        let pools: Vec<ObjectCallbackPool> = up_shapes
            .iter()
            .enumerate()
            .map(|(i, sig)| ObjectCallbackPool {
                body_symbol: format!("hc_upcall_{i}"),
                entry_symbols: vec![format!("hc_upentry_{i}")],
                records_symbol: format!("hc_records_{i}"),
                signature: sig.clone(),
                layout: engine.layout(),
            })
            .collect();
        // And each shape's entry as the JIT makes it at run time: its body (a jump to it in
        // the harness's stub page) and record at fixed addresses.
        let jit_entries: Vec<ObjectJitEntry> = up_shapes
            .iter()
            .enumerate()
            .map(|(i, sig)| ObjectJitEntry {
                symbol: format!("hc_jitentry_{i}"),
                signature: sig.clone(),
                body: STUBS + 32 * i,
                record: JIT_RECORD,
            })
            .collect();
        let bytes = object_with_jit_entries(triple, &objs, &pools, &jit_entries)
            .unwrap_or_else(|e| panic!("{triple}: {e}"));
        std::fs::write(dir.join(format!("thunks-{triple}.o")), bytes).unwrap();
    }
    Generated {
        dir,
        corpus_cases: corpus.cases,
        corpus_threw: corpus.threw,
        cases: n,
        refused,
        cells,
        upcalls,
        struct_cases,
    }
}

// ---------------------------------------------------------------------------------------
// Structs by value: each AAPCS64 class (HFAs of f32 and f64, composites of up to 8 and 16
// bytes, larger ones by reference, results in v0-v3, x0/x1 and through x8), with the
// registers running out.
// ---------------------------------------------------------------------------------------

/// A struct as the test writes it: fields are scalar kind names or nested structs.
#[derive(Clone, Debug)]
enum F {
    S(&'static str),
    N(Vec<F>),
}

fn fields(names: &[&'static str]) -> Vec<F> {
    names.iter().map(|n| F::S(n)).collect()
}

fn descriptor(fs: &[F]) -> String {
    let inner: Vec<String> = fs
        .iter()
        .map(|f| match f {
            F::S(n) => format!("\"{n}\""),
            F::N(sub) => descriptor(sub),
        })
        .collect();
    format!("{{\"struct\": [{}]}}", inner.join(", "))
}

/// The C type of a scalar field read through `memcpy`.
fn c_scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::Int {
            bits: 8,
            signed: true,
        } => "int8_t",
        Scalar::Int { bits: 8, .. } => "uint8_t",
        Scalar::Int {
            bits: 16,
            signed: true,
        } => "int16_t",
        Scalar::Int { bits: 16, .. } => "uint16_t",
        Scalar::Int {
            bits: 32,
            signed: true,
        } => "int32_t",
        Scalar::Int { bits: 32, .. } => "uint32_t",
        Scalar::Int { signed: true, .. } => "int64_t",
        Scalar::Int { .. } | Scalar::Pointer => "uint64_t",
        Scalar::F32 => "float",
        Scalar::F64 => "double",
        Scalar::Bool => "bool",
    }
}

/// Struct types of every AAPCS64 class. Result types have no padding (what a callee leaves
/// in padding is not defined, so results compare byte for byte only without it).
fn struct_types() -> Vec<(Vec<F>, bool)> {
    vec![
        // HFAs: one to four f32s or f64s, nested too.
        (fields(&["f32"]), true),
        (fields(&["f32", "f32"]), true),
        (fields(&["f32", "f32", "f32"]), true),
        (fields(&["f32", "f32", "f32", "f32"]), true),
        (fields(&["f64"]), true),
        (fields(&["f64", "f64"]), true),
        (fields(&["f64", "f64", "f64"]), true),
        (fields(&["f64", "f64", "f64", "f64"]), true),
        (vec![F::N(fields(&["f32", "f32"])), F::S("f32")], true),
        // Composites of up to 8 and up to 16 bytes (general registers).
        (fields(&["u8", "u8", "u8"]), true),
        (fields(&["i32", "f32"]), true),
        (fields(&["i16", "u8"]), false),
        (fields(&["i64", "i32"]), false),
        (fields(&["f64", "i64"]), true),
        (fields(&["f32", "f32", "f32", "i32"]), true),
        (
            vec![F::N(fields(&["i32", "i32"])), F::N(fields(&["u16", "u16"]))],
            true,
        ),
        (fields(&["u8"; 13]), true),
        // Larger than 16 bytes, not HFAs: by reference, results through x8.
        (fields(&["i64", "i64", "i64"]), true),
        (fields(&["f32", "f32", "f32", "f32", "f32"]), true),
        (fields(&["f64", "i64", "u8"]), false),
        (fields(&["f64"; 5]), true),
        (fields(&["pointer", "u32", "f64", "i16"]), false),
        // RISC-V LP64D's float rules: two floats of different widths, a float and a narrow
        // integer in either order (each in a register of its class), nested.
        (fields(&["f32", "f64"]), true),
        (fields(&["u8", "f64"]), true),
        (fields(&["f64", "i16"]), true),
        (fields(&["i8", "f32"]), false),
        (vec![F::N(fields(&["f64"])), F::S("u32")], true),
    ]
}

/// Shapes with structs: each type as a lone argument returning a checksum, as argument
/// and result together, after scalars that leave too few registers (7 f64s, 7 and 8
/// i64s), and mixed with scalars and other structs.
fn struct_shapes(rng: &mut Rng) -> Vec<(String, String)> {
    let types = struct_types();
    let mut out = Vec::new();
    let d = |i: usize| descriptor(&types[i].0);
    let results: Vec<usize> = (0..types.len()).filter(|&i| types[i].1).collect();
    for i in 0..types.len() {
        out.push((format!("[{}]", d(i)), "\"f64\"".to_owned()));
        let r = results[rng.below(results.len() as u64) as usize];
        out.push((format!("[{}, \"i32\"]", d(i)), d(r)));
        let f64s = ["\"f64\""; 7].join(", ");
        out.push((format!("[{f64s}, {}, \"f64\"]", d(i)), "\"f64\"".to_owned()));
        let i64s = ["\"i64\""; 7].join(", ");
        out.push((format!("[{i64s}, {}, \"i64\"]", d(i)), d(r)));
        let i64s8 = ["\"i64\""; 8].join(", ");
        out.push((
            format!("[{i64s8}, {}, \"f32\"]", d(i)),
            "\"i64\"".to_owned(),
        ));
    }
    for _ in 0..16 {
        let n = 2 + rng.below(5) as usize;
        let params: Vec<String> = (0..n)
            .map(|_| match rng.below(3) {
                0 => d(rng.below(types.len() as u64) as usize),
                1 => "\"f64\"".to_owned(),
                _ => "\"i32\"".to_owned(),
            })
            .collect();
        let r = results[rng.below(results.len() as u64) as usize];
        out.push((format!("[{}]", params.join(", ")), d(r)));
    }
    out.into_iter()
        .map(|(p, r)| {
            (
                format!("{{\"parameters\": {p}, \"result\": {r}}}"),
                String::new(),
            )
        })
        .collect()
}

/// The C function of a struct shape: the weighted sum of every field and scalar argument,
/// folded into a small integer `r`, and a result whose fields are made from it.
fn struct_c(sig: &Signature) -> String {
    let mut c = String::new();
    let mut typedefs = String::new();
    let mut params = Vec::new();
    let mut body = String::from("double acc = 0.0; int64_t r;");
    let mut w = 1usize;
    for (i, k) in sig.params().iter().enumerate() {
        if let Some(l) = sig.param_layout(i) {
            let name = format!("T{{}}_{i}");
            writeln!(typedefs, "typedef {} {name};", c_struct_of(l)).unwrap();
            params.push(format!("{name} a{i}"));
            for (off, s) in l.flattened() {
                let t = c_scalar(s);
                write!(
                    body,
                    " {{ {t} v; memcpy(&v, (const char *)&a{i} + {off}, sizeof v); acc += (double)v * {w}.0; }}"
                )
                .unwrap();
                w += 1;
            }
            // A by-value struct is the callee's own: writing it must not reach the
            // script's buffer (AAPCS64 passes a large one by the address of a copy).
            write!(
                body,
                " {{ volatile unsigned char *vp = (volatile unsigned char *)&a{i}; \
                 for (size_t j = 0; j < sizeof a{i}; j++) vp[j] = 0xab; }}"
            )
            .unwrap();
        } else {
            params.push(format!("{} a{i}", c_type(*k)));
            write!(body, " acc += (double)a{i} * {w}.0;").unwrap();
            w += 1;
        }
    }
    body.push_str(" r = (int64_t)acc % 1000003;");
    let ret = if let Some(l) = sig.result_layout() {
        writeln!(typedefs, "typedef {} T{{}}_r;", c_struct_of(l)).unwrap();
        let mut s = String::from(" T{}_r out; memset(&out, 0, sizeof out);");
        for (k, (off, sc)) in l.flattened().into_iter().enumerate() {
            let t = c_scalar(sc);
            let v = match sc {
                Scalar::F32 | Scalar::F64 => format!("({t})(acc * 0.5 + {k}.0)"),
                _ => format!("({t})(r + {k})"),
            };
            write!(
                s,
                " {{ {t} v = {v}; memcpy((char *)&out + {off}, &v, sizeof v); }}"
            )
            .unwrap();
        }
        s.push_str(" return out;");
        ("T{}_r".to_owned(), s)
    } else {
        let r = sig.result();
        let s = match r {
            ResultKind::F64 => " return acc;".to_owned(),
            ResultKind::F32 => " return (float)acc;".to_owned(),
            ResultKind::I64 => " return r;".to_owned(),
            ResultKind::I32 => " return (int32_t)r;".to_owned(),
            other => panic!("no struct-shape result {other:?}"),
        };
        (c_result(r).to_owned(), s)
    };
    write!(
        c,
        "{typedefs}{} F({}) {{ {body}{} }}",
        ret.0,
        params.join(", "),
        ret.1
    )
    .unwrap();
    c
}

/// A struct layout as a C type (fields `f0`, `f1`, ...).
fn c_struct_of(l: &hostcall_core::structs::StructLayout) -> String {
    use hostcall_core::structs::FieldType;
    let mut s = String::from("struct { ");
    for (i, f) in l.fields().iter().enumerate() {
        match f {
            FieldType::Scalar(sc) => write!(s, "{} f{i}; ", c_scalar(*sc)).unwrap(),
            FieldType::Struct(sub) => write!(s, "{} f{i}; ", c_struct_of(sub)).unwrap(),
        }
    }
    s.push('}');
    s
}

/// A struct argument: small field values (so sums stay exact), random padding bytes.
fn struct_value(rng: &mut Rng, l: &hostcall_core::structs::StructLayout) -> JsVal {
    let mut b = bytes(rng, l.size());
    for (off, s) in l.flattened() {
        let v = rng.range(-1000, 1000);
        let raw: Vec<u8> = match s {
            Scalar::F32 => ((v as f32) / 4.0).to_le_bytes().to_vec(),
            Scalar::F64 => ((v as f64) / 4.0).to_le_bytes().to_vec(),
            Scalar::Int { signed: false, .. } | Scalar::Pointer => {
                (v.unsigned_abs() % 256).to_le_bytes()[..s.size()].to_vec()
            }
            _ => v.to_le_bytes()[..s.size()].to_vec(),
        };
        b[off..off + s.size()].copy_from_slice(&raw);
    }
    JsVal::Buffer(b)
}

// ---------------------------------------------------------------------------------------
// Upcall bodies: native arguments boxed into the layout, the result taken back.
// ---------------------------------------------------------------------------------------

/// The scalar kinds a callback passes and returns.
const UP_KINDS: [ResultKind; 14] = [
    ResultKind::I8,
    ResultKind::U8,
    ResultKind::I16,
    ResultKind::U16,
    ResultKind::I32,
    ResultKind::U32,
    ResultKind::I64,
    ResultKind::U64,
    ResultKind::Isize,
    ResultKind::Usize,
    ResultKind::F32,
    ResultKind::F64,
    ResultKind::Bool,
    ResultKind::Pointer,
];

fn as_param(k: ResultKind) -> ParamKind {
    ParamKind::from_name(k.name()).unwrap()
}

/// Callback shapes: an identity of every kind, and mixes of 2 to 32 parameters with every
/// result (void too).
fn upcall_shapes(rng: &mut Rng) -> Vec<CallbackSignature> {
    let mut out: Vec<CallbackSignature> = UP_KINDS
        .iter()
        .map(|&k| CallbackSignature::new(vec![k], Some(as_param(k))).unwrap())
        .collect();
    out.push(CallbackSignature::new(vec![], None).unwrap());
    for n in [2usize, 3, 5, 8, 9, 12, 16, 32] {
        for _ in 0..3 {
            let params: Vec<ResultKind> = (0..n)
                .map(|_| UP_KINDS[rng.below(UP_KINDS.len() as u64) as usize])
                .collect();
            let r = rng.below(UP_KINDS.len() as u64 + 1) as usize;
            let result = UP_KINDS.get(r).map(|&k| as_param(k));
            out.push(CallbackSignature::new(params, result).unwrap());
        }
    }
    // More floats than float registers, with integer registers left (RISC-V passes the rest
    // in those) and without.
    for (floats, ints) in [(10usize, 2usize), (9, 0), (12, 9), (16, 4)] {
        let mut params: Vec<ResultKind> = (0..floats)
            .map(|i| {
                if i % 3 == 0 {
                    ResultKind::F32
                } else {
                    ResultKind::F64
                }
            })
            .collect();
        for i in 0..ints {
            let at = rng.below(params.len() as u64 + 1) as usize;
            params.insert(
                at,
                if i % 2 == 0 {
                    ResultKind::I32
                } else {
                    ResultKind::I64
                },
            );
        }
        out.push(CallbackSignature::new(params, Some(as_param(ResultKind::F64))).unwrap());
    }
    out
}

/// A raw native argument of `k` (see `hostcall_core::upcall`'s raw values): integers over
/// their whole range (64-bit ones past 2^53 become BigInts), floats with NaN, infinities and
/// -0, pointers from null to past 2^53.
fn raw_arg(rng: &mut Rng, k: ResultKind) -> u64 {
    let scalar = k.scalar().unwrap();
    let v = match k {
        ResultKind::F32 => u64::from(
            match rng.below(6) {
                0 => f32::NAN,
                1 => f32::NEG_INFINITY,
                2 => -0.0,
                3 => f32::from_bits(rng.next() as u32),
                _ => rng.range(-100_000, 100_000) as f32 / 8.0,
            }
            .to_bits(),
        ),
        ResultKind::F64 => match rng.below(6) {
            0 => f64::NAN,
            1 => f64::INFINITY,
            2 => -0.0,
            3 => f64::from_bits(rng.next()),
            _ => rng.range(-100_000_000, 100_000_000) as f64 / 16.0,
        }
        .to_bits(),
        ResultKind::Bool => rng.below(2),
        ResultKind::Pointer => match rng.below(4) {
            0 => 0,
            1 => rng.below(1 << 20),
            2 => rng.next(),
            _ => rng.below(1 << 53),
        },
        _ => match rng.below(3) {
            0 => rng.below(200).wrapping_sub(100),
            1 => rng.next() >> rng.below(64),
            _ => rng.next(),
        },
    };
    slot_to_raw(scalar, &raw_to_slot(scalar, v))
}

/// What a callback's script function returns for result kind `k`: mostly a value of the
/// inline classes, else one the engine's result hook converts (or refuses).
fn script_result(rng: &mut Rng, k: Option<ParamKind>) -> JsVal {
    let Some(k) = k else {
        return match rng.below(4) {
            0 => JsVal::Int(3),
            _ => JsVal::Undefined,
        };
    };
    match (k, rng.below(6)) {
        (_, 0) => JsVal::Str("5".to_owned()),
        (_, 1) => JsVal::Undefined,
        (ParamKind::Bool, _) => JsVal::Bool(rng.below(2) == 1),
        (ParamKind::Pointer, 2) => JsVal::Int(rng.range(1, 1 << 20) as i32),
        (ParamKind::Pointer, 3) => JsVal::BigInt(i128::from(rng.next() >> 8)),
        (ParamKind::Pointer, _) => JsVal::Null,
        (ParamKind::F32 | ParamKind::F64, 2) => JsVal::Int(rng.range(-1000, 1000) as i32),
        (ParamKind::F32 | ParamKind::F64, _) => {
            JsVal::Num(rng.range(-1_000_000, 1_000_000) as f64 / 3.0)
        }
        (_, 2) => JsVal::Num(rng.range(-1000, 1000) as f64),
        (ParamKind::I64 | ParamKind::U64 | ParamKind::Isize | ParamKind::Usize, 3) => {
            JsVal::BigInt(i128::from(rng.next() >> 2))
        }
        (_, 3) => JsVal::Int(i32::MIN + rng.below(100) as i32),
        _ => {
            let (lo, hi) = k.scalar().int_range().unwrap();
            let (lo, hi) = (lo.max(i128::from(i32::MIN)), hi.min(i128::from(i32::MAX)));
            JsVal::Int(rng.range(lo as i64, hi as i64) as i32)
        }
    }
}

/// The host's record of one generic upcall (the expected results of a case).
#[derive(Default)]
struct UpState {
    engine: usize,
    decision: u32,
    ret: Option<JsVal>,
    kind: Option<ParamKind>,
    /// The boxed arguments `invoke` saw: bits without cell addresses, and the cell.
    argv: Vec<(u64, i64, Option<JsVal>)>,
    invoked: bool,
    result_called: bool,
    result_ok: bool,
    hook_out: u64,
    queued: Option<Vec<u64>>,
    queue_out: u64,
    params: usize,
}

thread_local! {
    static UP: std::cell::RefCell<UpState> = std::cell::RefCell::new(UpState::default());
}

unsafe extern "C" fn up_enter(_: *const UpcallRecord) -> u32 {
    UP.with(|s| s.borrow().decision)
}

unsafe extern "C" fn up_invoke(
    _: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool {
    assert_eq!(failed, 0, "a BigInt argument could not be made");
    UP.with(|s| {
        let mut s = s.borrow_mut();
        // SAFETY: `engine` is the live test engine of this generation.
        let engine = unsafe { &*(s.engine as *const TestEngine) };
        let size = usize::from(engine.layout().size);
        for i in 0..argc {
            // SAFETY: `argc` boxed values of the engine's layout.
            let v = unsafe { argv.cast::<u8>().add(i * size) }.cast::<Value>();
            // SAFETY: as above.
            let j = unsafe { engine.read(v) };
            let (w0, w1, cell) = c_bits(engine, v, &j);
            s.argv.push((w0, w1, cell.then_some(j)));
        }
        s.invoked = true;
        let r = s.ret.clone().unwrap();
        // SAFETY: `ret` is a writable slot of the layout.
        unsafe { engine.write(ret, &r) };
    });
    true
}

unsafe extern "C" fn up_result(rec: *const UpcallRecord, v: *mut Value, out: *mut u64) -> bool {
    UP.with(|s| {
        let mut s = s.borrow_mut();
        // SAFETY: `engine` is the live test engine of this generation.
        let engine = unsafe { &*(s.engine as *const TestEngine) };
        s.result_called = true;
        let Some(kind) = s.kind else {
            s.result_ok = true;
            return true;
        };
        // SAFETY: `v` is the value `invoke` wrote; `rec.cx` is the engine.
        let r = unsafe {
            convert_result(
                kind,
                v,
                &ConversionPolicy::strict(),
                engine.layout(),
                (*rec).cx,
            )
        };
        s.result_ok = r.is_ok();
        if let Ok(raw) = r {
            s.hook_out = raw;
            // SAFETY: one writable word.
            unsafe { *out = raw };
        }
        r.is_ok()
    })
}

unsafe extern "C" fn up_queue(_: *const UpcallRecord, raw: *const u64, out: *mut u64) {
    UP.with(|s| {
        let mut s = s.borrow_mut();
        let n = s.params;
        // SAFETY: one raw word per parameter.
        s.queued = Some(unsafe { std::slice::from_raw_parts(raw, n) }.to_vec());
        // SAFETY: one writable word.
        unsafe { *out = s.queue_out };
    });
}

static UP_HOOKS: UpcallHooks = UpcallHooks {
    enter: up_enter,
    invoke: up_invoke,
    result: up_result,
    queue: up_queue,
};

/// The C side of the upcall cases: each shape's caller (the body called with typed
/// arguments from raw words, its result as a raw word), the cases and their expectations.
fn upcall_cases(
    engine: &TestEngine,
    rng: &mut Rng,
    specs: &mut Specs,
) -> (String, usize, Vec<CallbackSignature>) {
    let shapes = upcall_shapes(rng);
    let mut c = String::new();
    let c_of = |k: ResultKind| -> &'static str {
        match k {
            ResultKind::Bool => "bool",
            ResultKind::Pointer => "void *",
            k => c_type(as_param(k)),
        }
    };
    for (i, sig) in shapes.iter().enumerate() {
        let params: Vec<ResultKind> = sig
            .params()
            .iter()
            .map(|p| match p {
                CallbackParam::Kind(k) => *k,
                CallbackParam::Struct(_) => unreachable!(),
            })
            .collect();
        let rt = match sig.result_kind() {
            None => "void",
            Some(ParamKind::Pointer) => "void *",
            Some(k) => c_type(k),
        };
        let mut types = vec!["const void *".to_owned()];
        types.extend(params.iter().map(|&k| c_of(k).to_owned()));
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(a, &k)| match k {
                ResultKind::F32 => format!("f32_of(r[{a}])"),
                ResultKind::F64 => format!("f64_of(r[{a}])"),
                ResultKind::Bool => format!("r[{a}] != 0"),
                ResultKind::Pointer => format!("(void *)(uintptr_t)r[{a}]"),
                k => format!("({})r[{a}]", c_of(k)),
            })
            .collect();
        let call = format!(
            "(via_entry == 1 ? ((EFn)hc_upentry_{i})({a}) : via_entry == 2 ? ((EFn)hc_jitentry_{i})({a}) \
             : ((Fn)hc_upcall_{i})(rec{}{a}))",
            if args.is_empty() { "" } else { ", " },
            a = args.join(", "),
        );
        let ret = match sig.result_kind() {
            None => format!("{call}; return 0;"),
            Some(ParamKind::F32) => format!("return raw_f32({call});"),
            Some(ParamKind::F64) => format!("return raw_f64({call});"),
            Some(ParamKind::Bool) => format!("return {call} ? 1 : 0;"),
            Some(ParamKind::Pointer) => format!("return (uint64_t)(uintptr_t){call};"),
            Some(k) if matches!(k.scalar(), Scalar::Int { signed: true, .. }) => {
                format!("return (uint64_t)(int64_t){call};")
            }
            Some(_) => format!("return (uint64_t){call};"),
        };
        writeln!(
            c,
            "extern char hc_upcall_{i}[];\nextern char hc_upentry_{i}[];\nextern char hc_jitentry_{i}[];\n\
             uintptr_t hc_records_{i}[1];\n\
             static uint64_t call_up{i}(const void *rec, const uint64_t *r, int via_entry) {{\n    (void)r;\n    \
             typedef {rt} (*Fn)({});\n    typedef {rt} (*EFn)({});\n    \
             if (via_entry == 1) hc_records_{i}[0] = (uintptr_t)rec;\n    \
             if (via_entry == 2) memcpy((void *)JIT_RECORD, rec, UP_RECORD_SIZE);\n    {ret}\n}}",
            types.join(", "),
            if types.len() > 1 { types[1..].join(", ") } else { "void".to_owned() }
        )
        .unwrap();
    }
    let callers: Vec<String> = (0..shapes.len()).map(|i| format!("call_up{i}")).collect();
    let bodies: Vec<String> = (0..shapes.len())
        .map(|i| format!("(const void *)hc_upcall_{i}"))
        .collect();
    writeln!(
        c,
        "const void *const UP_BODIES[] = {{{}}};",
        bodies.join(", ")
    )
    .unwrap();
    writeln!(
        c,
        "const UpCaller UP_CALLERS[] = {{{}}};",
        callers.join(", ")
    )
    .unwrap();

    let mut rows = String::new();
    let mut n = 0;
    for (i, sig) in shapes.iter().enumerate() {
        let params: Vec<ResultKind> = sig
            .params()
            .iter()
            .map(|p| match p {
                CallbackParam::Kind(k) => *k,
                CallbackParam::Struct(_) => unreachable!(),
            })
            .collect();
        for _ in 0..24 {
            let raw: Vec<u64> = params.iter().map(|&k| raw_arg(rng, k)).collect();
            let decision = match rng.below(10) {
                0 => ENTER_QUEUE,
                1 => ENTER_REFUSE,
                _ => ENTER_RUN,
            };
            let inline_results = rng.below(5) != 0;
            let ret = script_result(rng, sig.result_kind());
            let queue_out = rng.next();
            UP.with(|s| {
                *s.borrow_mut() = UpState {
                    engine: engine as *const TestEngine as usize,
                    decision,
                    ret: Some(ret.clone()),
                    kind: sig.result_kind(),
                    queue_out,
                    params: params.len(),
                    ..UpState::default()
                }
            });
            let rec = UpcallRecord {
                hooks: &UP_HOOKS,
                cx: engine.cx(),
                data: std::ptr::null(),
                inline_results,
            };
            let mut out = [0u64; 1];
            // SAFETY: the record's hooks are the test engine's (above), the raw values one per
            // parameter, `out` one word (no struct results here).
            unsafe { dispatch_raw(&rec, sig, engine.layout(), &raw, &mut out) };
            let s = UP.with(|s| std::mem::take(&mut *s.borrow_mut()));
            if let Some(q) = &s.queued {
                assert_eq!(q, &raw, "the generic upcall queued other raw values");
            }
            // What native code gets: the raw result narrowed to the native type.
            let expect = match sig.result_kind() {
                None => 0,
                Some(k) => slot_to_raw(k.scalar(), &raw_to_slot(k.scalar(), out[0])),
            };
            let argv: Vec<String> = s
                .argv
                .iter()
                .map(|(w0, w1, cell)| {
                    let idx = cell.as_ref().map_or(-1, |j| specs.add(j) as i64);
                    format!("{{W({w0:#x}, {w1}), {idx}}}")
                })
                .collect();
            let b = engine.values(std::slice::from_ref(&ret));
            let ret_c = c_arg(engine, b.at(0), &ret, specs);
            let raw_c: Vec<String> = raw.iter().map(|r| format!("{r:#x}ull")).collect();
            writeln!(
                c,
                "static const uint64_t UR{n}[] = {{{}}};\nstatic const Arg UA{n}[] = {{{}}};",
                c_list(&raw_c, "0"),
                c_list(&argv, "{UNDEFINED, -1}")
            )
            .unwrap();
            writeln!(
                rows,
                "    {{{i}, UR{n}, {}, {decision}, {}, {}, UA{n}, {ret_c}, {}, {}, {:#x}ull, {queue_out:#x}ull, {expect:#x}ull}},",
                raw.len(),
                u8::from(inline_results),
                u8::from(s.invoked),
                u8::from(s.result_called),
                u8::from(s.result_ok),
                s.hook_out
            )
            .unwrap();
            n += 1;
        }
    }
    writeln!(
        c,
        "const UpCase UP_CASES[] = {{\n{rows}}};\nconst size_t UP_NCASES = {n};"
    )
    .unwrap();
    (c, n, shapes)
}

fn link(dir: &Path, cc: &str, triple: &str, out: &str) -> PathBuf {
    let exe = dir.join(out);
    run(Command::new(cc)
        .current_dir(dir)
        .args(["-O1", "-ffp-contract=off", "-static", "-o"])
        .arg(&exe)
        // RISC-V makes every NaN an arithmetic instruction produces canonical (an `f32`
        // NaN widened to a double loses its payload, which x86-64 and aarch64 keep):
        // there any two float64 NaNs compare equal (JavaScript sees NaN either way).
        .arg(if triple.starts_with("riscv64") {
            "-DNAN_ANY=1"
        } else {
            "-DNAN_ANY=0"
        })
        .args(["harness.c", "cases.c", "funcs.c", "testlib.c"])
        .arg(format!("thunks-{triple}.o"))
        .arg("-lm"));
    exe
}

#[test]
fn the_corpus_runs_on_aarch64_under_qemu_and_on_x86_64() {
    let required = std::env::var("HOSTCALL_REQUIRE_AARCH64").as_deref() == Ok("1");
    let aarch64 = tool("aarch64-linux-gnu-gcc") && tool("qemu-aarch64");
    let riscv64 = tool("riscv64-linux-gnu-gcc") && tool("qemu-riscv64");
    assert!(
        (aarch64 && riscv64) || !required,
        "HOSTCALL_REQUIRE_AARCH64=1 but a cross compiler or qemu is missing \
         (apt-get install gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu qemu-user)"
    );
    for flavor in Flavor::ALL {
        let g = generate(flavor);
        assert!(g.cases > 3000, "{flavor:?}: {} cases", g.cases);
        assert!(
            g.corpus_cases > 300,
            "{flavor:?}: {} corpus cases",
            g.corpus_cases
        );
        assert!(
            g.corpus_threw >= 8,
            "{flavor:?}: {} corpus cases raise",
            g.corpus_threw
        );
        assert!(g.cells > 2000, "{flavor:?}: {} cell arguments", g.cells);
        assert!(g.upcalls > 500, "{flavor:?}: {} upcall cases", g.upcalls);
        assert!(
            g.refused > 200,
            "{flavor:?}: {} cases off the lane",
            g.refused
        );
        let upcalls = format!(
            "upcall bodies ({}): {} cases, 0 mismatches",
            layout_name(flavor),
            g.upcalls
        );
        println!(
            "{flavor:?}: {} cases ({} of the corpus, {} of struct shapes), {} upcall cases",
            g.cases, g.corpus_cases, g.struct_cases, g.upcalls
        );
        // What a harness must print: every case, none mismatched, every refused one a
        // fallback through the table.
        let check = |out: &str| {
            let (cases, refused) = (g.cases, g.refused);
            let expect = format!("{cases} cases, 0 mismatches");
            assert!(out.contains(&expect), "{expect}\n{out}");
            assert!(out.contains(&format!("fallbacks: {refused}, ")), "{out}");
            assert!(out.contains("helper arguments wrong: 0"), "{out}");
            let raised = format!("errors raised as expected: {}\n", g.corpus_threw);
            assert!(out.contains(&raised), "{raised}\n{out}");
            assert!(out.contains(&upcalls), "{out}");
            assert!(out.contains("queued, arguments wrong: 0"), "{out}");
            assert!(
                out.contains("bad releases 0, throws 0, range errors 0"),
                "{out}"
            );
            if flavor == Flavor::QuickJs {
                let entries = format!("native entries (quickjs-ng-64): {expect}");
                assert!(out.contains(&entries), "{out}");
            }
        };

        // The control: the same harness, x86-64 thunks, run natively.
        let x64 = link(&g.dir, "cc", "x86_64-unknown-linux-gnu", "harness-x86_64");
        let out = run(&mut Command::new(&x64));
        println!("x86_64: {out}");
        check(&out);
        // The corpus's cases that thunks hand to `slow_call` on the lane: the same on
        // every target (the decision is the lowering's, not the machine's).
        let slow = |out: &str| {
            out.split("on the lane through slow_call: ")
                .nth(1)
                .and_then(|t| t.split(';').next())
                .map(str::to_owned)
        };
        let slow_x64 = slow(&out);
        assert!(slow_x64.is_some(), "{out}");

        if aarch64 {
            let a64 = link(
                &g.dir,
                "aarch64-linux-gnu-gcc",
                "aarch64-unknown-linux-gnu",
                "harness-aarch64",
            );
            let out = run(Command::new("qemu-aarch64").arg(&a64));
            println!("aarch64 (qemu): {out}");
            check(&out);
            assert_eq!(slow(&out), slow_x64, "{out}");
        } else {
            println!("aarch64: skipped (aarch64-linux-gnu-gcc and qemu-aarch64 not installed)");
        }
        if riscv64 {
            let rv = link(
                &g.dir,
                "riscv64-linux-gnu-gcc",
                "riscv64gc-unknown-linux-gnu",
                "harness-riscv64",
            );
            let out = run(Command::new("qemu-riscv64").arg(&rv));
            println!("riscv64 (qemu): {out}");
            check(&out);
            assert_eq!(slow(&out), slow_x64, "{out}");
        } else {
            println!("riscv64: skipped (riscv64-linux-gnu-gcc and qemu-riscv64 not installed)");
        }
    }
}
