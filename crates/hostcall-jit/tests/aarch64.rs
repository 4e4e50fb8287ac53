//! Thunks on aarch64, verified under emulation (feature `cross`): for a corpus of scalar
//! shapes (an identity of every number and boolean kind; random mixes of 1 to 16 parameters,
//! so arguments go on the stack past the eighth of a class), the test
//!
//! 1. writes the host functions as C (`funcs.c`),
//! 2. computes every case's expected result **on the host with the generic backend** (libffi
//!    calling `funcs.c` compiled for the host), on each of the three value layouts (QuickJS-NG's
//!    16-byte tagged struct, JSC's and Boa's NaN-boxed `u64`),
//! 3. compiles the thunks for `aarch64-unknown-linux-gnu` into a relocatable object
//!    (`hostcall_jit::cross::object`) and links it with `funcs.c` and a C harness
//!    (`harness.c`, which calls each thunk with the case's argument values in the layout and
//!    compares status and result) using `aarch64-linux-gnu-gcc`,
//! 4. runs it under `qemu-aarch64`, and the same harness with an x86-64 object natively (the
//!    control). On QuickJS-NG's layout the same cases also go through each shape's native
//!    entry (QuickJS's C-closure signature: `this` and the 16-byte result by value), whose
//!    call counter must count every call.
//!
//! The objects are position-independent: their one external reference is the import table
//! (`hostcall_imports`), which the harness defines and fills with its own `slow_call` and
//! native slow path. Besides the cases the inline lane takes (expected results from the
//! generic backend), each shape gets cases with one argument the lane refuses (undefined,
//! null, a boolean for a number, fractions, NaN, infinities, out-of-range integers): the
//! thunk must report `Fallback`, reaching the harness's `slow_call` through the table with
//! its own arguments and the layout id where it hands the call over, and a native entry
//! must call the slow path the table names (its result returned, the call counter
//! unchanged). A case the lane would take only through `slow_call` (an integral double for
//! an integer) is not generated: the harness has no generic backend. Without the cross tools the aarch64 half is skipped with a message, unless
//! `HOSTCALL_REQUIRE_AARCH64=1` (CI) makes their absence a failure.

#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use std::ffi::{c_void, CString};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use hostcall_core::{
    CClosureEntry, ConversionPolicy, EntryKind, MethodData, ParamKind, ResultKind, Signature,
    Status,
};
use hostcall_jit::cross::{object, ObjectThunk};
use hostcall_testkit::call::{ffi_for, fresh_method_id, lane_accepts, Prepared};
use hostcall_testkit::{Flavor, JsVal, TestEngine};

/// QuickJS's C-closure entry as the harness's record lays it out: the method at +0, a pointer
/// to the disabled flag at +8, a pointer to the call counter at +16. Its slow path is never
/// reached (every case is on the fast lane), so its address is a placeholder.
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

/// One shape: its signature and its C function (named `f<index>`).
struct Shape {
    sig: Signature,
    params: Vec<ParamKind>,
    c: String,
    /// Values small enough that the mix's sum fits every result type.
    small: bool,
}

fn shapes(rng: &mut Rng) -> Vec<Shape> {
    let mut out = Vec::new();
    for k in SCALARS {
        let t = c_type(k);
        let sig = Signature::new(vec![k], result_of(k)).unwrap();
        out.push((
            sig,
            vec![k],
            format!("{t} F({t} a0) {{ return a0; }}"),
            false,
        ));
    }
    let results = [
        ResultKind::F64,
        ResultKind::I64,
        ResultKind::I32,
        ResultKind::F32,
        ResultKind::Bool,
        ResultKind::Void,
    ];
    for n in [1usize, 2, 3, 5, 8, 9, 12, 16] {
        for _ in 0..4 {
            let params: Vec<ParamKind> = (0..n)
                .map(|_| SCALARS[rng.below(SCALARS.len() as u64) as usize])
                .collect();
            let result = results[rng.below(results.len() as u64) as usize];
            let args = params
                .iter()
                .enumerate()
                .map(|(i, k)| format!("{} a{i}", c_type(*k)))
                .collect::<Vec<_>>()
                .join(", ");
            let mut body = String::from("double acc = 0.0;");
            for i in 0..n {
                write!(body, " acc += (double)a{i} * {}.0;", i + 1).unwrap();
            }
            let ret = match result {
                ResultKind::Void => " (void)acc;".to_owned(),
                ResultKind::Bool => " return acc > 0.0;".to_owned(),
                r => format!(" return ({})acc;", c_result(r)),
            };
            let c = format!("{} F({args}) {{ {body}{ret} }}", c_result(result));
            let sig = Signature::new(params.clone(), result).unwrap();
            out.push((sig, params, c, true));
        }
    }
    out.into_iter()
        .map(|(sig, params, c, small)| Shape {
            sig,
            params,
            c,
            small,
        })
        .collect()
}

/// A value the thunk takes inline for `k`: an int32 in range for integers (small ones for
/// the mixes; an integral double would go to the thunk's out-of-line helper, a host
/// address), a double or an int32 for floats, a boolean.
fn value(rng: &mut Rng, k: ParamKind, small: bool) -> JsVal {
    let (lo, hi): (i64, i64) = match k {
        ParamKind::I8 => (-128, 127),
        ParamKind::U8 => (0, 255),
        ParamKind::I16 => (-32768, 32767),
        ParamKind::U16 => (0, 65535),
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
        other => panic!("not a scalar: {other:?}"),
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

/// A value the lane refuses for `k` that is not a cell (the harness has no heap): undefined,
/// null, a boolean for a number, a number for a boolean, a fraction, NaN, an infinity, an
/// out-of-range integer.
fn off_lane(rng: &mut Rng, k: ParamKind) -> JsVal {
    match rng.below(7) {
        0 => JsVal::Undefined,
        1 => JsVal::Null,
        2 if k == ParamKind::Bool => JsVal::Int(1),
        2 => JsVal::Bool(true),
        3 => JsVal::Num(0.5 + rng.range(-1000, 1000) as f64),
        4 => JsVal::Num(f64::NAN),
        5 => JsVal::Num(f64::NEG_INFINITY),
        _ => JsVal::Int(i32::MIN + rng.below(1000) as i32),
    }
}

const HARNESS: &str = r#"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "cases.h"

/* The helpers and the native slow path, as the import table names them. Cases off the
   inline lane must reach them with the thunk's own arguments, through the table. */
static const Case *current;
static size_t slow_calls, native_slow_calls, bad_helper_args;
static uint32_t c_slow_call(const Method *m, void *cx, const Val *this_, const Val *argv,
                            size_t argc, Val *ret, uint64_t layout_id) {
    (void)m; (void)cx; (void)this_; (void)ret;
    slow_calls++;
    if (argv != current->argv || argc != current->argc || layout_id != LAYOUT_ID) bad_helper_args++;
    return 1; /* Fallback: this harness has no generic backend */
}
static Val c_native_slow(void *ctx, Val this_, int argc, const Val *argv, int magic, void *opaque) {
    (void)ctx; (void)this_; (void)magic; (void)opaque;
    native_slow_calls++;
    if (argv != current->argv || (size_t)argc != current->argc) bad_helper_args++;
    Val sentinel = SENTINEL;
    return sentinel;
}

/* The layout's BigInt readers: this engine makes no BigInts, so every value is refused
   (false, nothing written), as the hooks' contract says for a value that is not one. */
static size_t bigint_reads;
static bool c_bigint_to_64(void *cx, const Val *v, void *out) {
    (void)cx; (void)v; (void)out;
    bigint_reads++;
    return false;
}

int main(void) {
    hostcall_imports[IMPORT_BIGINT_TO_I64] = (uintptr_t)c_bigint_to_64;
    hostcall_imports[IMPORT_BIGINT_TO_U64] = (uintptr_t)c_bigint_to_64;
    hostcall_imports[IMPORT_SLOW_CALL] = (uintptr_t)c_slow_call;
    hostcall_imports[IMPORT_NATIVE_SLOW_PATH] = (uintptr_t)c_native_slow;
    hostcall_imports[IMPORT_LAYOUT_ID] = (uintptr_t)LAYOUT_ID;
    size_t bad = 0, fallbacks = 0;
    for (size_t i = 0; i < NCASES; i++) {
        const Case *c = &CASES[i];
        current = c;
        Method m = { FUNCS[c->shape], 0, 0 };
        Val ret = UNDEFINED;
        int32_t st = THUNKS[c->shape](&m, 0, 0, c->argv, c->argc, &ret);
        fallbacks += st == 1;
        if (st != c->status || (st == 0 && !same(ret, c->expect))) {
            if (bad < 20) {
                printf("case %zu (shape %d): status %d (expected %d), got ", i, c->shape, st, c->status);
                show(ret);
                printf(", expected ");
                show(c->expect);
                printf("\n");
            }
            bad++;
        }
    }
    printf("thunk harness (%s): %zu cases, %zu mismatches\n", LAYOUT, (size_t)NCASES, bad);
    printf("fallbacks: %zu, through the import table's slow_call: %zu, BigInt hook calls: %zu, helper arguments wrong: %zu\n",
           fallbacks, slow_calls, bigint_reads, bad_helper_args);
    bad += bad_helper_args;
#ifdef HAS_ENTRIES
    /* The same cases through QuickJS's C-closure entries: `this` and the result by value; a
       case off the lane goes to the engine's slow path (through the import table). */
    size_t bad_entries = 0, expected_count = 0;
    uint8_t disabled = 0;
    uint64_t counter = 0;
    for (size_t i = 0; i < NCASES; i++) {
        const Case *c = &CASES[i];
        current = c;
        Method m = { FUNCS[c->shape], 0, 0 };
        Record rec = { &m, &disabled, &counter };
        Val this_ = UNDEFINED;
        Val sentinel = SENTINEL;
        Val r = ENTRIES[c->shape](0, this_, (int)c->argc, c->argv, 0, &rec);
        expected_count += c->status == 0;
        Val want = c->status == 0 ? c->expect : sentinel;
        if (!same(r, want) || counter != expected_count) {
            if (bad_entries < 20) {
                printf("entry case %zu (shape %d): counter %llu, got ", i, c->shape,
                       (unsigned long long)counter);
                show(r);
                printf(", expected ");
                show(want);
                printf("\n");
            }
            bad_entries++;
        }
    }
    printf("native entries (%s): %zu cases, %zu mismatches\n", LAYOUT, (size_t)NCASES, bad_entries);
    printf("native slow path calls: %zu\n", native_slow_calls);
    bad += bad_entries + bad_helper_args;
#endif
    return bad != 0;
}
"#;

/// The C side of a layout: its `Val`, `undefined`, and how two results compare.
fn layout_c(flavor: Flavor) -> &'static str {
    match flavor {
        // QuickJS-NG: a payload beside an int64 tag; int32 and bool payloads are 32 bits.
        Flavor::QuickJs => {
            "#define LAYOUT \"quickjs-ng-64\"\n\
             #define HAS_ENTRIES 1\n\
             typedef struct { uint64_t payload; int64_t tag; } Val;\n\
             #define UNDEFINED { 0, 3 }\n\
             #define W(p, t) { p##ull, t }\n\
             static inline bool same(Val a, Val b) {\n\
                 if (a.tag != b.tag) return false;\n\
                 if (a.tag == 0 || a.tag == 1) return (uint32_t)a.payload == (uint32_t)b.payload;\n\
                 if (a.tag == 8) return a.payload == b.payload;\n\
                 return true;\n\
             }\n\
             static inline void show(Val v) { printf(\"{%#llx, %lld}\", (unsigned long long)v.payload, (long long)v.tag); }\n"
        }
        // NaN-boxed: one u64, every bit meaningful.
        Flavor::NanBox => {
            "#define LAYOUT \"jsc-nan-boxed\"\n\
             typedef struct { uint64_t bits; } Val;\n\
             #define UNDEFINED { 0x0aull }\n\
             #define W(p, t) { p##ull }\n\
             static inline bool same(Val a, Val b) { return a.bits == b.bits; }\n\
             static inline void show(Val v) { printf(\"%#llx\", (unsigned long long)v.bits); }\n"
        }
        Flavor::Boa => {
            "#define LAYOUT \"boa-nan-boxed\"\n\
             typedef struct { uint64_t bits; } Val;\n\
             #define UNDEFINED { 0x7ffb000000000001ull }\n\
             #define W(p, t) { p##ull }\n\
             static inline bool same(Val a, Val b) { return a.bits == b.bits; }\n\
             static inline void show(Val v) { printf(\"%#llx\", (unsigned long long)v.bits); }\n"
        }
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
    cases: usize,
    /// Of `cases`, those off the lane (expected `Fallback`).
    refused: usize,
}

fn generate(flavor: Flavor) -> Generated {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("aarch64_harness")
        .join(format!("{flavor:?}"));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0x05ee_da64_c0de);
    let shapes = shapes(&mut rng);

    // The host functions, compiled for the host to compute the expected results.
    let mut funcs = String::from("#include <stdbool.h>\n#include <stdint.h>\n");
    for (i, s) in shapes.iter().enumerate() {
        funcs.push_str(&s.c.replacen(" F(", &format!(" f{i}("), 1));
        funcs.push('\n');
    }
    std::fs::write(dir.join("funcs.c"), &funcs).unwrap();
    let so = dir.join("libfuncs.so");
    run(Command::new("cc")
        .args(["-O1", "-shared", "-fPIC", "-o"])
        .arg(&so)
        .arg(dir.join("funcs.c")));
    let so_c = CString::new(so.to_str().unwrap()).unwrap();
    // SAFETY: loading a library of plain C functions (no constructors).
    let lib = unsafe { libc::dlopen(so_c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    assert!(!lib.is_null(), "dlopen {}", so.display());

    let engine = TestEngine::new(flavor);
    let policy = ConversionPolicy::strict();
    let mut cases = String::new();
    let mut table = String::new();
    let mut n = 0usize;
    let mut refused = 0usize;
    for (i, s) in shapes.iter().enumerate() {
        let name = CString::new(format!("f{i}")).unwrap();
        // SAFETY: `lib` is open; the symbol is one of funcs.c's functions.
        let f = unsafe { libc::dlsym(lib, name.as_ptr()) };
        assert!(!f.is_null());
        // SAFETY: `f{i}` is compiled from C with exactly this signature's native types.
        let method =
            unsafe { MethodData::new(fresh_method_id(), f as *const c_void, s.sig.clone()) }
                .unwrap();
        let ffi = ffi_for(&engine, &method);
        // A value as `W(payload, tag)`: the layout's header makes it a `Val` (a NaN-boxed
        // value is its first word).
        let word = |b: Vec<u8>| {
            let w = |r: std::ops::Range<usize>| {
                b.get(r)
                    .map_or(0, |x| u64::from_le_bytes(x.try_into().unwrap()))
            };
            format!("W({:#x}, {})", w(0..8), w(8..16) as i64)
        };
        for _ in 0..40 {
            let args: Vec<JsVal> = s
                .params
                .iter()
                .map(|&k| value(&mut rng, k, s.small))
                .collect();
            let mut p = Prepared::new(&engine, None, &args);
            if lane_accepts(&method, &mut p).is_err() {
                continue;
            }
            // SAFETY: the method's function has its signature; the frame is over values of
            // the engine's layout.
            let status =
                unsafe { hostcall_core::generic::call_generic(&method, &ffi, &policy, &p.frame()) };
            assert_eq!(status, Status::Ok, "shape {i} {} {args:?}", s.sig);
            write!(cases, "static const Val A{n}[] = {{").unwrap();
            for a in 0..args.len() {
                write!(cases, "{}, ", word(p.argv().bytes(a))).unwrap();
            }
            if args.is_empty() {
                cases.push_str("UNDEFINED");
            }
            cases.push_str("};\n");
            writeln!(
                table,
                "    {{{i}, A{n}, {}, {}, 0}},",
                args.len(),
                word(p.ret().bytes(0))
            )
            .unwrap();
            n += 1;
        }
        // Cases off the lane: one argument replaced by a value the lane refuses for its
        // kind. The thunk must report `Fallback` with nothing called, inline or through the
        // table's `slow_call` (the harness's stub answers `Fallback`, having checked it got
        // the thunk's own arguments); a case the lane would take through the slow path (an
        // integral double for an integer) is skipped: the harness has no generic backend.
        for _ in 0..12 {
            let mut args: Vec<JsVal> = s
                .params
                .iter()
                .map(|&k| value(&mut rng, k, s.small))
                .collect();
            let at = rng.below(args.len() as u64) as usize;
            args[at] = off_lane(&mut rng, s.params[at]);
            let mut p = Prepared::new(&engine, None, &args);
            if lane_accepts(&method, &mut p).is_ok() {
                continue;
            }
            write!(cases, "static const Val A{n}[] = {{").unwrap();
            for a in 0..args.len() {
                write!(cases, "{}, ", word(p.argv().bytes(a))).unwrap();
            }
            cases.push_str("};\n");
            writeln!(table, "    {{{i}, A{n}, {}, UNDEFINED, 1}},", args.len()).unwrap();
            n += 1;
            refused += 1;
        }
    }
    // SAFETY: nothing from the library is used after this.
    unsafe { libc::dlclose(lib) };

    let mut header = String::from(
        "#include <stddef.h>\n#include <stdint.h>\n#include <stdbool.h>\n#include <stdio.h>\n",
    );
    header.push_str(layout_c(flavor));
    // A value no case returns (an int32 on QuickJS's layout; `null`'s bits when NaN-boxed):
    // what the native slow path stub returns.
    header.push_str(if flavor == Flavor::QuickJs {
        "#define SENTINEL { 0x5107ull, 0 }\n"
    } else {
        "#define SENTINEL { 0x02ull }\n"
    });
    {
        use hostcall_core::imports::{tagged_layout_id, Import};
        let slot = |i: Import| i.offset() / 8;
        writeln!(
            header,
            "extern uintptr_t hostcall_imports[];\n\
             #define IMPORT_SLOW_CALL {}\n#define IMPORT_NATIVE_SLOW_PATH {}\n\
             #define IMPORT_LAYOUT_ID {}\n#define LAYOUT_ID {:#x}ull\n\
             #define IMPORT_BIGINT_TO_I64 {}\n#define IMPORT_BIGINT_TO_U64 {}",
            slot(Import::SlowCall),
            slot(Import::NativeSlowPath),
            slot(Import::LayoutId),
            tagged_layout_id(engine.layout()),
            slot(Import::BigIntToI64),
            slot(Import::BigIntToU64)
        )
        .unwrap();
    }
    header.push_str(
        "typedef struct { const void *func; void *user_data; uint64_t class_; } Method;\n\
         typedef int32_t (*Thunk)(const Method *, void *, const Val *, const Val *, size_t, Val *);\n\
         typedef struct { int shape; const Val *argv; size_t argc; Val expect; int32_t status; } Case;\n\
         extern const Case CASES[];\nextern const size_t NCASES;\n\
         extern const Thunk THUNKS[];\nextern const void *const FUNCS[];\n",
    );
    let mut data = String::from("#include \"cases.h\"\n");
    // The import table the objects refer to: no hooks or helpers here (see the module docs).
    writeln!(
        data,
        "uintptr_t hostcall_imports[{}];",
        hostcall_core::imports::IMPORT_COUNT
    )
    .unwrap();
    for i in 0..shapes.len() {
        writeln!(
            data,
            "int32_t hc_thunk_{i}(const Method *, void *, const Val *, const Val *, size_t, Val *);"
        )
        .unwrap();
        writeln!(data, "extern char f{i}[];").unwrap();
        if flavor == Flavor::QuickJs {
            writeln!(
                data,
                "Val hc_entry_{i}(void *, Val, int, const Val *, int, void *);"
            )
            .unwrap();
        }
    }
    data.push_str(&cases);
    writeln!(data, "const Case CASES[] = {{\n{table}}};").unwrap();
    writeln!(data, "const size_t NCASES = {n};").unwrap();
    let thunks: Vec<String> = (0..shapes.len()).map(|i| format!("hc_thunk_{i}")).collect();
    let funcs: Vec<String> = (0..shapes.len())
        .map(|i| format!("(const void *)f{i}"))
        .collect();
    writeln!(data, "const Thunk THUNKS[] = {{{}}};", thunks.join(", ")).unwrap();
    if flavor == Flavor::QuickJs {
        let entries: Vec<String> = (0..shapes.len()).map(|i| format!("hc_entry_{i}")).collect();
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
        let objs: Vec<ObjectThunk> = shapes
            .iter()
            .enumerate()
            .map(|(i, s)| ObjectThunk {
                symbol: format!("hc_thunk_{i}"),
                signature: s.sig.clone(),
                layout: engine.layout(),
                entry: EntryKind::Uniform,
            })
            .chain(
                (flavor == Flavor::QuickJs)
                    .then(|| {
                        shapes.iter().enumerate().map(|(i, s)| ObjectThunk {
                            symbol: format!("hc_entry_{i}"),
                            signature: s.sig.clone(),
                            layout: engine.layout(),
                            entry: EntryKind::CClosure(NATIVE_ENTRY),
                        })
                    })
                    .into_iter()
                    .flatten(),
            )
            .collect();
        let bytes = object(triple, &objs).unwrap_or_else(|e| panic!("{triple}: {e}"));
        std::fs::write(dir.join(format!("thunks-{triple}.o")), bytes).unwrap();
    }
    Generated {
        dir,
        cases: n,
        refused,
    }
}

fn link(dir: &Path, cc: &str, triple: &str, out: &str) -> PathBuf {
    let exe = dir.join(out);
    run(Command::new(cc)
        .current_dir(dir)
        .args(["-O1", "-static", "-o"])
        .arg(&exe)
        .args(["harness.c", "cases.c", "funcs.c"])
        .arg(format!("thunks-{triple}.o")));
    exe
}

#[test]
fn the_corpus_runs_on_aarch64_under_qemu_and_on_x86_64() {
    let required = std::env::var("HOSTCALL_REQUIRE_AARCH64").as_deref() == Ok("1");
    let cross = tool("aarch64-linux-gnu-gcc") && tool("qemu-aarch64");
    assert!(
        cross || !required,
        "HOSTCALL_REQUIRE_AARCH64=1 but aarch64-linux-gnu-gcc or qemu-aarch64 is missing \
         (apt-get install gcc-aarch64-linux-gnu qemu-user)"
    );
    for flavor in Flavor::ALL {
        let g = generate(flavor);
        assert!(g.cases > 1000, "{flavor:?}: {} cases", g.cases);
        let expect = format!("{} cases, 0 mismatches", g.cases);
        let entries = format!("native entries (quickjs-ng-64): {expect}");
        assert!(
            g.refused > 200,
            "{flavor:?}: {} cases off the lane",
            g.refused
        );
        let fallbacks = format!("fallbacks: {}, ", g.refused);
        let check = |out: &str| {
            assert!(out.contains(&expect), "{out}");
            assert!(out.contains(&fallbacks), "{out}");
            assert!(out.contains("helper arguments wrong: 0"), "{out}");
            if flavor == Flavor::QuickJs {
                assert!(out.contains(&entries), "{out}");
            }
        };

        // The control: the same harness, x86-64 thunks, run natively.
        let x64 = link(&g.dir, "cc", "x86_64-unknown-linux-gnu", "harness-x86_64");
        let out = run(&mut Command::new(&x64));
        println!("x86_64: {out}");
        check(&out);

        if !cross {
            println!("aarch64: skipped (aarch64-linux-gnu-gcc and qemu-aarch64 not installed)");
            continue;
        }
        let a64 = link(
            &g.dir,
            "aarch64-linux-gnu-gcc",
            "aarch64-unknown-linux-gnu",
            "harness-aarch64",
        );
        let out = run(Command::new("qemu-aarch64").arg(&a64));
        println!("aarch64 (qemu): {out}");
        check(&out);
    }
}
