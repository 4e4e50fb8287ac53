//! Edge values under both policies, through the generic backend on both layouts: what the
//! strict policy accepts (exactly the fast lane) and how it refuses the rest, what the
//! JS-coercing policy computes (checked against a real engine's results), custom
//! converters, the policy's number/string helpers, and lossless result boxing.

#[path = "common/js_coercing_table.rs"]
mod js_coercing_table;

use hostcall_core::number::{number_to_string, string_to_number, to_int_n};
use hostcall_core::policy::{ArgView, Converted};
use hostcall_core::{
    Class, ConversionPolicy, ErrorKind, HostError, Mode, ParamKind as K, Signature,
};
use hostcall_testkit::call::{
    boxed_int, boxed_ptr, call_generic_prepared, call_generic_vals, lane_accepts, method_for,
    same_value, Prepared,
};
use hostcall_testkit::{Flavor, JsVal, TestEngine};
use hostcall_testlib as lib;
use JsVal::{BigInt, Bool, Buffer, Int, Null, Num, Object, Str, Symbol, Undefined, Utf16};

const TWO_31: f64 = 2147483648.0;
const TWO_32: f64 = 4294967296.0;
const TWO_53: f64 = 9007199254740992.0;
const TWO_53_I: i128 = 1 << 53;

fn s(text: &str) -> JsVal {
    Str(text.to_string())
}

/// The kinds that consume an argument and have an identity-like probe in the test library.
const KINDS: [K; 16] = [
    K::I8,
    K::U8,
    K::I16,
    K::U16,
    K::I32,
    K::U32,
    K::I64,
    K::U64,
    K::Isize,
    K::Usize,
    K::F32,
    K::F64,
    K::Bool,
    K::Pointer,
    K::CString,
    K::Buffer,
];

/// The function that shows what a parameter of `kind` received: identity for scalars and
/// pointers, the byte length for C strings, "is it null" for buffers.
fn probe(kind: K) -> &'static str {
    match kind {
        K::I8 => "hc_id_i8",
        K::U8 => "hc_id_u8",
        K::I16 => "hc_id_i16",
        K::U16 => "hc_id_u16",
        K::I32 => "hc_id_i32",
        K::U32 => "hc_id_u32",
        K::I64 => "hc_id_i64",
        K::U64 => "hc_id_u64",
        K::Isize => "hc_id_isize",
        K::Usize => "hc_id_usize",
        K::F32 => "hc_id_f32",
        K::F64 => "hc_id_f64",
        K::Bool => "hc_id_bool",
        K::Pointer => "hc_ptr_identity",
        K::CString => "hc_strlen",
        K::Buffer => "hc_buf_is_null",
        other => panic!("no probe for {other}"),
    }
}

fn method(name: &str) -> hostcall_core::MethodData {
    method_for(&lib::shape(name).unwrap_or_else(|| panic!("no shape {name}")))
}

/// Every edge value the design names, and every JavaScript type.
fn edge_values() -> Vec<JsVal> {
    vec![
        Int(0),
        Int(1),
        Int(-1),
        Int(127),
        Int(128),
        Int(-128),
        Int(-129),
        Int(255),
        Int(256),
        Int(32767),
        Int(32768),
        Int(-32769),
        Int(65535),
        Int(65536),
        Int(i32::MAX),
        Int(i32::MIN),
        Num(TWO_31),
        Num(-TWO_31),
        Num(-TWO_31 - 1.0),
        Num(TWO_32 - 1.0),
        Num(TWO_32),
        Num(TWO_53 - 1.0),
        Num(TWO_53),
        Num(-TWO_53),
        Num(TWO_53 + 2.0),
        Num(9223372036854775808.0),
        Num(18446744073709551616.0),
        Num(-0.0),
        Num(0.5),
        Num(-1.5),
        Num(1e300),
        Num(f64::MIN_POSITIVE),
        Num(f64::NAN),
        Num(f64::INFINITY),
        Num(f64::NEG_INFINITY),
        BigInt(0),
        BigInt(-1),
        BigInt(TWO_53_I + 1),
        BigInt(i128::from(i64::MAX)),
        BigInt(i128::from(i64::MIN)),
        BigInt(1 << 63),
        BigInt(i128::from(u64::MAX)),
        BigInt(1 << 64),
        BigInt(-(1 << 64)),
        Bool(true),
        Bool(false),
        Null,
        Undefined,
        s(""),
        s("5"),
        s("héllo"),
        s("日本語😀"),
        s("a\0b"),
        Utf16(vec![0xD800]),
        Utf16(vec![0x61, 0xDFFF, 0x62]),
        Utf16(vec![0xD83D, 0xDE00]),
        Buffer(vec![]),
        Buffer(vec![1, 2]),
        Object,
        Symbol,
    ]
}

fn type_name(v: &JsVal) -> &'static str {
    match v {
        Int(_) | Num(_) => "number",
        Bool(_) => "boolean",
        Null => "null",
        Undefined => "undefined",
        Str(_) | Utf16(_) => "string",
        Buffer(_) | Object | JsVal::Host(..) => "object",
        BigInt(_) => "bigint",
        Symbol => "symbol",
    }
}

fn int_range(kind: K) -> Option<(i128, i128)> {
    Some(match kind {
        K::I8 => (-128, 127),
        K::U8 => (0, 255),
        K::I16 => (-32768, 32767),
        K::U16 => (0, 65535),
        K::I32 => (i32::MIN.into(), i32::MAX.into()),
        K::U32 => (0, u32::MAX.into()),
        K::I64 | K::Isize => (i64::MIN.into(), i64::MAX.into()),
        K::U64 | K::Usize => (0, u64::MAX.into()),
        K::F32
        | K::F64
        | K::Bool
        | K::Pointer
        | K::CString
        | K::Buffer
        | K::Slice
        | K::Value
        | K::Struct
        | K::Context
        | K::Receiver
        | K::Env => return None,
    })
}

/// What the strict policy does with `v` for a parameter of `kind`, written from the design's
/// fast-lane table (not from the code): the probe's result, or the error kind.
fn strict_oracle(kind: K, v: &JsVal) -> Result<JsVal, ErrorKind> {
    use ErrorKind::{RangeError as R, TypeError as T};
    if let Some((lo, hi)) = int_range(kind) {
        let wide = matches!(kind, K::I64 | K::U64 | K::Isize | K::Usize);
        let n: i128 = match v {
            Int(i) => i128::from(*i),
            Num(f) if !f.is_finite() || f.fract() != 0.0 || f.abs() > 1e30 => return Err(R),
            Num(f) => *f as i128,
            BigInt(b) if wide => *b,
            _ => return Err(T),
        };
        return if (lo..=hi).contains(&n) {
            Ok(boxed_int(n))
        } else {
            Err(R)
        };
    }
    match (kind, v) {
        (K::F64, Int(i)) => Ok(Num(f64::from(*i))),
        (K::F64, Num(f)) => Ok(Num(*f)),
        (K::F32, Int(i)) => Ok(Num(f64::from(*i as f32))),
        (K::F32, Num(f)) => Ok(Num(f64::from(*f as f32))),
        (K::Bool, Bool(b)) => Ok(Bool(*b)),
        (K::Pointer, Null) => Ok(Null),
        (K::Pointer, Int(i)) if *i >= 0 => Ok(boxed_ptr(*i as usize)),
        (K::Pointer, Num(f)) if f.fract() == 0.0 && (0.0..=TWO_53).contains(f) => {
            Ok(boxed_ptr(*f as usize))
        }
        (K::Pointer, BigInt(b)) if (0..=i128::from(u64::MAX)).contains(b) => {
            Ok(boxed_ptr(*b as usize))
        }
        (K::Pointer, Int(_) | Num(_) | BigInt(_)) => Err(R),
        (K::CString, Str(t)) if !t.contains('\0') => Ok(boxed_int(t.len() as i128)),
        (K::CString, Utf16(u)) => match String::from_utf16(u) {
            Ok(t) if !t.contains('\0') => Ok(boxed_int(t.len() as i128)),
            _ => Err(T),
        },
        (K::Buffer, Buffer(_)) => Ok(Bool(false)),
        (K::Buffer, Null) => Ok(Bool(true)),
        (hostcall_core::arg_param_kinds!() | K::Context | K::Receiver | K::Env, _) => Err(T),
    }
}

fn check_error_message(kind: K, v: &JsVal, want: ErrorKind, e: &HostError) {
    let m = e.message();
    assert!(m.starts_with("argument 1: "), "{kind} {v:?}: {m}");
    match want {
        ErrorKind::TypeError if matches!(v, Str(_) | Utf16(_)) && kind == K::CString => {
            assert!(m.contains("C string"), "{kind} {v:?}: {m}")
        }
        ErrorKind::TypeError => {
            let got = format!("got {}", type_name(v));
            // Symbols are reported as "symbol or internal value".
            assert!(m.contains(&got), "{kind} {v:?}: `{m}` lacks `{got}`");
        }
        _ => assert!(
            m.contains(kind.name()),
            "{kind} {v:?}: `{m}` does not name the kind"
        ),
    }
}

#[test]
fn strict_accepts_exactly_the_fast_lane() {
    let strict = ConversionPolicy::strict();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let mut checked = 0;
        for kind in KINDS {
            let m = method(probe(kind));
            for v in edge_values() {
                let want = strict_oracle(kind, &v);
                let mut p = Prepared::new(&engine, None, std::slice::from_ref(&v));
                let lane = lane_accepts(&m, &mut p);
                let got = call_generic_prepared(&engine, &m, &strict, &mut p);
                // The oracle and the strict policy agree on acceptance...
                assert_eq!(
                    lane.is_ok(),
                    got.is_ok(),
                    "{flavor:?} {kind} {v:?}: lane {lane:?} vs strict {got:?}"
                );
                // ...and both agree with the design's table, value and error kind.
                match (&want, &got) {
                    (Ok(w), Ok(g)) => {
                        assert!(
                            same_value(w, g),
                            "{flavor:?} {kind} {v:?}: {g:?}, want {w:?}"
                        )
                    }
                    (Err(w), Err(e)) => {
                        assert_eq!(e.kind(), *w, "{flavor:?} {kind} {v:?}: {e}");
                        check_error_message(kind, &v, *w, e);
                    }
                    _ => panic!("{flavor:?} {kind} {v:?}: got {got:?}, want {want:?}"),
                }
                checked += 1;
            }
        }
        assert_eq!(checked, KINDS.len() * edge_values().len());
    }
}

#[test]
fn js_coercing_matches_javascript() {
    let coercing = ConversionPolicy::js_coercing();
    let table = js_coercing_table::js_coercing_table();
    assert!(table.len() > 500);
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        for (kind, arg, want) in &table {
            let m = method(probe(*kind));
            let got = call_generic_vals(&engine, &m, &coercing, None, std::slice::from_ref(arg));
            match got {
                Ok(g) => assert!(
                    same_value(&g, want),
                    "{flavor:?} {kind} {arg:?}: got {g:?}, JavaScript gives {want:?}"
                ),
                Err(e) => panic!("{flavor:?} {kind} {arg:?}: {e}, JavaScript gives {want:?}"),
            }
            // A missing argument is `undefined`.
            if *arg == Undefined {
                let missing = call_generic_vals(&engine, &m, &coercing, None, &[]).unwrap();
                assert!(same_value(&missing, want), "{kind} missing: {missing:?}");
            }
        }
    }
}

fn truthy(v: &JsVal) -> bool {
    match v {
        Int(i) => *i != 0,
        Num(f) => !(*f == 0.0 || f.is_nan()),
        Bool(b) => *b,
        Null | Undefined => false,
        Str(t) => !t.is_empty(),
        Utf16(u) => !u.is_empty(),
        BigInt(b) => *b != 0,
        Buffer(_) | Object | Symbol | JsVal::Host(..) => true,
    }
}

#[test]
fn js_coercing_on_every_edge_value() {
    let coercing = ConversionPolicy::js_coercing();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        for kind in KINDS {
            let m = method(probe(kind));
            for v in edge_values() {
                let got = call_generic_vals(&engine, &m, &coercing, None, std::slice::from_ref(&v));
                let strict = strict_oracle(kind, &v);
                let what = format!("{flavor:?} {kind} {v:?}: {got:?}");
                match (kind, &strict) {
                    // Whatever the fast lane takes, coercion takes the same way.
                    (_, Ok(want)) => {
                        assert!(got.as_ref().is_ok_and(|g| same_value(g, want)), "{what}")
                    }
                    (K::Bool, _) => assert_eq!(got, Ok(Bool(truthy(&v))), "{what}"),
                    // Pointers, buffers and slices are never coerced: the strict error stands.
                    (K::Pointer | K::Buffer | K::Slice | K::Struct, Err(kind_err)) => {
                        assert_eq!(
                            got.as_ref().map_err(HostError::kind),
                            Err(*kind_err),
                            "{what}"
                        )
                    }
                    (K::CString, _) => match &v {
                        Str(_) | Utf16(_) | Object | Symbol | Buffer(_) | BigInt(_) => {
                            assert_eq!(got.unwrap_err().kind(), ErrorKind::TypeError, "{what}")
                        }
                        _ => assert!(got.is_ok(), "{what}"),
                    },
                    (K::Value | K::Context | K::Receiver | K::Env, Err(_)) => {
                        panic!("{kind} is not one of the probed kinds")
                    }
                    // Numbers: objects, symbols and BigInts cannot be converted without the
                    // engine; every other primitive has a ToNumber.
                    (hostcall_core::int_param_kinds!() | K::F32 | K::F64, Err(_)) => match &v {
                        Object | Symbol | Buffer(_) | BigInt(_) => {
                            let e = got.unwrap_err();
                            assert_eq!(e.kind(), ErrorKind::TypeError, "{what}");
                            assert!(e.message().starts_with("argument 1: cannot convert"), "{e}");
                        }
                        _ => assert!(got.is_ok(), "{what}"),
                    },
                }
            }
        }
    }
}

#[test]
fn js_coercing_to_string_for_cstrings() {
    let coercing = ConversionPolicy::js_coercing();
    let engine = TestEngine::new(Flavor::NanBox);
    let sum = method("hc_str_checksum");
    // Checked with node: String(x).
    for (arg, text) in [
        (Int(42), "42"),
        (Int(-7), "-7"),
        (Num(1e21), "1e+21"),
        (Num(-0.0), "0"),
        (Num(0.1), "0.1"),
        (Num(-1.5), "-1.5"),
        (Num(TWO_31), "2147483648"),
        (Num(1e-7), "1e-7"),
        (Num(f64::NAN), "NaN"),
        (Num(f64::NEG_INFINITY), "-Infinity"),
        (Bool(true), "true"),
        (Bool(false), "false"),
        (Null, "null"),
        (Undefined, "undefined"),
    ] {
        let got = call_generic_vals(&engine, &sum, &coercing, None, std::slice::from_ref(&arg));
        assert_eq!(
            got,
            Ok(boxed_int(lib::fnv1a32(text.as_bytes()).into())),
            "{arg:?} -> {text}"
        );
        // The strict policy refuses the same argument.
        let strict = call_generic_vals(&engine, &sum, &ConversionPolicy::strict(), None, &[arg]);
        assert_eq!(strict.unwrap_err().kind(), ErrorKind::TypeError);
    }
    let missing = call_generic_vals(&engine, &sum, &coercing, None, &[]);
    assert_eq!(missing, Ok(boxed_int(lib::fnv1a32(b"undefined").into())));
}

#[test]
fn too_few_and_extra_arguments() {
    let strict = ConversionPolicy::strict();
    let coercing = ConversionPolicy::js_coercing();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let sum3 = method("hc_sum_i32_3");

        let e = call_generic_vals(&engine, &sum3, &strict, None, &[Int(1)]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::TypeError);
        assert_eq!(e.message(), "expected 3 arguments, got 1");
        let mut p = Prepared::new(&engine, None, &[Int(1)]);
        let lane = lane_accepts(&sum3, &mut p).unwrap_err();
        assert_eq!(lane.arg, None);
        assert_eq!(lane.reason.to_string(), "expected 3 arguments, got 1");

        // JS-coercing: missing arguments are undefined (ToInt32(undefined) = 0).
        let r = call_generic_vals(&engine, &sum3, &coercing, None, &[Int(1)]);
        assert_eq!(r, Ok(Int(1)));
        let r = call_generic_vals(&engine, &sum3, &coercing, None, &[]);
        assert_eq!(r, Ok(Int(0)));
        let r = call_generic_vals(&engine, &sum3, &coercing, None, &[Int(1), Int(2)]);
        assert_eq!(r, Ok(Int(5)));
        let undefined_f64 = call_generic_vals(&engine, &method("hc_id_f64"), &coercing, None, &[]);
        assert!(matches!(undefined_f64, Ok(Num(n)) if n.is_nan()));
        let r = call_generic_vals(&engine, &method("hc_id_bool"), &coercing, None, &[]);
        assert_eq!(r, Ok(Bool(false)));
        let r = call_generic_vals(&engine, &method("hc_strlen"), &coercing, None, &[]);
        assert_eq!(r, Ok(Int(9)));
        for never in ["hc_ptr_identity", "hc_buf_is_null"] {
            let e = call_generic_vals(&engine, &method(never), &coercing, None, &[]).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::TypeError, "{never}");
            assert!(e.message().contains("got undefined"), "{never}: {e}");
        }

        // Extra arguments are ignored by both policies, and never even looked at: the
        // extra string is not acquired.
        let add = method("hc_add_i32");
        for policy in [&strict, &coercing] {
            let before = engine.counters.string_acquired.get();
            let extra = [Int(1), Int(2), s("extra"), Symbol, Object, Undefined];
            let r = call_generic_vals(&engine, &add, policy, None, &extra);
            assert_eq!(r, Ok(Int(3)));
            assert_eq!(engine.counters.string_acquired.get(), before);
        }
    }
}

#[test]
fn a_custom_converter_changes_results() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let conv = |a: &ArgView<'_>| -> Result<Converted, HostError> {
        assert_eq!(a.kind, K::I32);
        match a.class {
            Class::Int32(i) => Ok(Converted::Int(i128::from(i) * 10)),
            Class::String => Ok(Converted::Int(a.text.map_or(-1, |t| t.len() as i128))),
            Class::Bool(_) => Ok(Converted::Number(1.0)),
            Class::Null => Ok(Converted::Int(1 << 40)),
            _ => Err(HostError::range_error(format!(
                "custom says no to argument {}",
                a.index
            ))),
        }
    };
    for base in [ConversionPolicy::strict(), ConversionPolicy::js_coercing()] {
        let mode = base.mode();
        let policy = base.with_converter(K::I32, conv);
        assert_eq!(policy.mode(), mode);
        let id = method("hc_id_i32");
        let call = |m: &hostcall_core::MethodData, args: &[JsVal]| {
            call_generic_vals(&engine, m, &policy, None, args)
        };
        assert_eq!(call(&id, &[Int(5)]), Ok(Int(50)));
        assert_eq!(call(&id, &[s("abcd")]), Ok(Int(4)));
        // A string the engine cannot hand over as UTF-8 reaches the converter without text.
        assert_eq!(call(&id, &[s("a\0b")]), Ok(Int(-1)));
        let e = call(&id, &[Bool(true)]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::TypeError);
        assert!(e.message().contains("a number from the converter"), "{e}");
        let e = call(&id, &[Null]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::RangeError);
        assert!(
            e.message()
                .contains("1099511627776 is out of range for i32"),
            "{e}"
        );
        let e = call(&id, &[Object]).unwrap_err();
        assert_eq!(e.message(), "custom says no to argument 0");
        let sum3 = method("hc_sum_i32_3");
        assert_eq!(call(&sum3, &[Int(1), Int(2), Int(3)]), Ok(Int(140)));
        // Other kinds are untouched.
        assert_eq!(call(&method("hc_id_i64"), &[Int(5)]), Ok(Int(5)));
        assert_eq!(
            call(&method("hc_add_f64"), &[Int(5), Num(0.5)]),
            Ok(Num(5.5))
        );
        // A method taking the customised kind may not use the fast lane; others may.
        let sig = |t: &str| t.parse::<Signature>().unwrap();
        assert!(!policy.allows_fast_lane(&sig("(i32) -> i32")));
        assert!(!policy.allows_fast_lane(&sig("(f64, i32) -> void")));
        assert!(policy.allows_fast_lane(&sig("(i64, f64) -> i64")));
        assert!(policy.allows_fast_lane(&sig("() -> void")));
    }
    // Converters for kinds that cannot be customised are ignored.
    let p = ConversionPolicy::strict().with_converter(K::CString, |_| Ok(Converted::Int(0)));
    assert!(p.allows_fast_lane(&"(cstring) -> usize".parse().unwrap()));
    let r = call_generic_vals(&engine, &method("hc_strlen"), &p, None, &[s("abc")]);
    assert_eq!(r, Ok(Int(3)));
    // Nor `buffer`: a host function reads its bytes, so its address must be a buffer's, never
    // any number a converter makes up (safe code would hand out 0x10 as readable memory).
    let p = ConversionPolicy::strict().with_converter(K::Buffer, |_| Ok(Converted::Pointer(0)));
    assert!(p.allows_fast_lane(&"(buffer) -> bool".parse().unwrap()));
    let r = call_generic_vals(
        &engine,
        &method("hc_buf_is_null"),
        &p,
        None,
        &[Buffer(vec![1])],
    );
    assert_eq!(r, Ok(Bool(false)));
    // Nor `slice`: a converter cannot make a pointer and a length (the length could lie).
    let p = ConversionPolicy::strict().with_converter(K::Slice, |_| Ok(Converted::Pointer(16)));
    assert!(p.allows_fast_lane(&"(slice) -> usize".parse().unwrap()));
    let len = method("hc_slice_len");
    let r = call_generic_vals(&engine, &len, &p, None, &[Buffer(vec![1, 2])]);
    assert_eq!(r, Ok(Int(2)));
    let r = call_generic_vals(&engine, &len, &p, None, &[Int(16)]);
    assert_eq!(r.map_err(|e| e.kind()), Err(ErrorKind::TypeError));
    assert!(ConversionPolicy::strict().allows_fast_lane(&"(i32) -> i32".parse().unwrap()));
    assert_eq!(ConversionPolicy::default().mode(), Mode::Strict);
}

#[test]
fn string_to_number_is_ecmascript() {
    // Checked with node: Number(s).
    let nan = f64::NAN;
    let table: &[(&str, f64)] = &[
        ("5", 5.0),
        ("0x10", 16.0),
        (" 12 ", 12.0),
        ("abc", nan),
        ("", 0.0),
        ("   ", 0.0),
        ("1e3", 1000.0),
        ("-0x10", nan),
        ("\t\n 7\u{a0}", 7.0),
        ("Infinity", f64::INFINITY),
        ("-Infinity", f64::NEG_INFINITY),
        ("+Infinity", f64::INFINITY),
        ("infinity", nan),
        ("inf", nan),
        ("NaN", nan),
        ("3.9", 3.9),
        ("-3.9", -3.9),
        ("  -0  ", -0.0),
        (".5", 0.5),
        ("5.", 5.0),
        ("+.5", 0.5),
        (".", nan),
        ("1_000", nan),
        ("0b101", 5.0),
        ("0o17", 15.0),
        ("0B11", 3.0),
        ("0O7", 7.0),
        ("0X1f", 31.0),
        ("0x", nan),
        ("0b102", nan),
        ("1e1000", f64::INFINITY),
        ("-1e-7", -1e-7),
        ("1e", nan),
        ("e5", nan),
        ("00012", 12.0),
        ("-", nan),
        ("+", nan),
        ("\u{feff}5\u{3000}", 5.0),
        ("\u{2028}5", 5.0),
        ("12abc", nan),
        ("0.1", 0.1),
        ("1.7976931348623157e308", f64::MAX),
        ("2e308", f64::INFINITY),
        ("4294967296", TWO_32),
        ("9007199254740993", TWO_53),
        ("0xFFFFFFFFFFFFFFFFF", 295147905179352825856.0),
        ("-.5e-3", -0.0005),
        ("1E+2", 100.0),
        ("0.0000001", 1e-7),
        ("\u{661}", nan),
        ("5 5", nan),
        ("Infinityx", nan),
    ];
    for &(text, want) in table {
        let got = string_to_number(text);
        let same = got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
        assert!(
            same,
            "Number({text:?}) = {got:?}, JavaScript gives {want:?}"
        );
    }
}

#[test]
fn number_to_string_is_ecmascript() {
    // Checked with node: String(n).
    let table: &[(f64, &str)] = &[
        (1e21, "1e+21"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1e-7, "1e-7"),
        (123456789012345680000.0, "123456789012345680000"),
        (0.000001, "0.000001"),
        (1.5e-7, "1.5e-7"),
        (-0.0, "0"),
        (f64::NAN, "NaN"),
        (f64::INFINITY, "Infinity"),
        (f64::NEG_INFINITY, "-Infinity"),
        (5e-324, "5e-324"),
        (f64::MAX, "1.7976931348623157e+308"),
        (TWO_53, "9007199254740992"),
        (TWO_53 + 2.0, "9007199254740994"),
        (1.0 / 3.0, "0.3333333333333333"),
        (100.0, "100"),
        (1e20, "100000000000000000000"),
        (123e-20, "1.23e-18"),
        (-1.5, "-1.5"),
        (0.1, "0.1"),
        (TWO_31, "2147483648"),
        (4294967295.0, "4294967295"),
        (1e300, "1e+300"),
        (12345678.9, "12345678.9"),
        (1.2e21, "1.2e+21"),
        (9.999999999999999e20, "999999999999999900000"),
        (0.00001234, "0.00001234"),
        (-1e-7, "-1e-7"),
        (2e-7, "2e-7"),
        (1e-6, "0.000001"),
        (9223372036854775808.0, "9223372036854776000"),
        (18446744073709551616.0, "18446744073709552000"),
        (-1e21, "-1e+21"),
        (4.35, "4.35"),
        (2.2250738585072014e-308, "2.2250738585072014e-308"),
    ];
    for &(n, want) in table {
        assert_eq!(number_to_string(n), want, "String({n:?})");
    }
}

#[test]
fn to_int_n_is_ecmascript() {
    // Checked against ECMAScript's ToInt32 / ToUint32 / ToInt8 / ... and BigInt.asIntN(64).
    let table: &[(f64, u8, bool, i128)] = &[
        (TWO_32 + 5.0, 32, true, 5),
        (TWO_31, 32, true, -(1 << 31)),
        (-1.0, 32, false, 4294967295),
        (4294967295.0, 32, true, -1),
        (-TWO_31 - 1.0, 32, true, 2147483647),
        (1e20, 32, false, 1661992960),
        (1e20, 32, true, 1661992960),
        (1e20, 64, false, 7766279631452241920),
        (1.5e19, 64, true, -3446744073709551616),
        (9223372036854775808.0, 64, true, i128::from(i64::MIN)),
        (-1.0, 64, false, i128::from(u64::MAX)),
        (18446744073709555712.0, 64, false, 4096),
        (-18446744073709555712.0, 64, true, -4096),
        (300.7, 8, false, 44),
        (-129.0, 8, true, 127),
        (128.0, 8, true, -128),
        (255.9, 8, true, -1),
        (65543.0, 16, false, 7),
        (32768.0, 16, true, -32768),
        (-0.5, 32, true, 0),
        (-0.0, 8, false, 0),
        (1e300, 32, true, 0),
        (f64::MAX, 64, false, 0),
        (f64::NAN, 32, true, 0),
        (f64::INFINITY, 8, false, 0),
        (f64::NEG_INFINITY, 64, true, 0),
        (3.99, 16, true, 3),
        (-3.99, 16, false, 65533),
    ];
    for &(n, bits, signed, want) in table {
        assert_eq!(
            to_int_n(n, bits, signed),
            want,
            "to_int_n({n:?}, {bits}, {signed})"
        );
    }
}

#[test]
fn results_box_losslessly() {
    let strict = ConversionPolicy::strict();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let i64s = method("hc_pow2_i64");
        let u64s = method("hc_pow2_u64");
        // (function, n, delta, boxed result, whether a BigInt is made)
        let table = [
            (&i64s, 31, -1, Int(i32::MAX), false),
            (&i64s, 31, 0, Num(TWO_31), false),
            (&i64s, 32, -1, Num(TWO_32 - 1.0), false),
            (&i64s, 53, -1, Num(TWO_53 - 1.0), false),
            (&i64s, 53, 0, Num(TWO_53), false),
            (&i64s, 53, 1, BigInt(TWO_53_I + 1), true),
            (&i64s, 63, 0, BigInt(i128::from(i64::MIN)), true),
            (&i64s, 63, -1, BigInt(i128::from(i64::MAX)), true),
            (&i64s, 0, -3, Int(-2), false),
            (&u64s, 31, 0, Num(TWO_31), false),
            (&u64s, 53, 0, Num(TWO_53), false),
            (&u64s, 53, 1, BigInt(TWO_53_I + 1), true),
            (&u64s, 0, -2, BigInt(i128::from(u64::MAX)), true),
            (&u64s, 63, 0, BigInt(1 << 63), true),
        ];
        for (m, n, delta, want, bigint) in table {
            let made = engine.counters.bigints_made.get();
            let got = call_generic_vals(&engine, m, &strict, None, &[Int(n), Int(delta)]);
            assert_eq!(got, Ok(want.clone()), "{flavor:?} 2^{n} + {delta}");
            assert_eq!(
                engine.counters.bigints_made.get() - made,
                usize::from(bigint)
            );
        }
        // Negative edges, through negation.
        let neg = method("hc_neg_i64");
        let r = call_generic_vals(&engine, &neg, &strict, None, &[Num(TWO_53)]);
        assert_eq!(r, Ok(Num(-TWO_53)));
        let r = call_generic_vals(&engine, &neg, &strict, None, &[BigInt(TWO_53_I + 1)]);
        assert_eq!(r, Ok(BigInt(-TWO_53_I - 1)));
        let r = call_generic_vals(&engine, &neg, &strict, None, &[Num(TWO_31)]);
        assert_eq!(r, Ok(Int(i32::MIN)));
        // Pointers: null for 0, numbers, BigInts past 2^53.
        let ptr = method("hc_ptr_offset");
        for (base, off, want) in [
            (Null, 0, Null),
            (Int(16), -16, Null),
            (Int(16), 16, Int(32)),
            (Num(TWO_53), 0, Num(TWO_53)),
            (Num(TWO_53), 1, BigInt(TWO_53_I + 1)),
        ] {
            let r = call_generic_vals(&engine, &ptr, &strict, None, &[base.clone(), Int(off)]);
            assert_eq!(r, Ok(want), "{base:?} + {off}");
        }
        // Narrow results of every width.
        for (f, arg, want) in [
            ("hc_narrow_i8", Int(0x80), Int(-128)),
            ("hc_narrow_u8", Int(0x1ff), Int(255)),
            ("hc_narrow_i16", Int(0xffff), Int(-1)),
            ("hc_narrow_u16", Int(-2), Int(65534)),
            ("hc_narrow_i32", Num(TWO_31), Int(i32::MIN)),
            ("hc_narrow_u32", Num(TWO_31), Num(TWO_31)),
            ("hc_id_bool", Bool(true), Bool(true)),
        ] {
            let r = call_generic_vals(&engine, &method(f), &strict, None, &[arg]);
            assert_eq!(r, Ok(want), "{f}");
        }
    }
}

#[test]
fn f32_results_widen_exactly() {
    let strict = ConversionPolicy::strict();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let id = method("hc_id_f32");
        // Checked with node: Math.fround(x).
        for (arg, want) in [
            (Num(0.1), 0.10000000149011612),
            (Num(1.0 / 3.0), 0.3333333432674408),
            (Num(16777217.0), 16777216.0),
            (Num(1e-45), 1.401298464324817e-45),
            (Num(3.4028234663852886e38), 3.4028234663852886e38),
            (Num(3.5e38), f64::INFINITY),
            (Num(7.006492321624085e-46), 0.0),
            (Num(-0.0), -0.0),
            (Int(16777217), 16777216.0),
            (Int(-3), -3.0),
        ] {
            let r = call_generic_vals(&engine, &id, &strict, None, std::slice::from_ref(&arg));
            assert!(
                matches!(r, Ok(Num(g)) if g.to_bits() == want.to_bits()),
                "{flavor:?} fround({arg:?}) = {r:?}, want {want:?}"
            );
        }
        let third = call_generic_vals(&engine, &method("hc_f32_third"), &strict, None, &[]);
        assert_eq!(third, Ok(Num(0.3333333432674408)));
        let add = call_generic_vals(
            &engine,
            &method("hc_add_f32"),
            &strict,
            None,
            &[Num(0.1), Num(0.2)],
        );
        assert_eq!(add, Ok(Num(0.30000001192092896)));
    }
}

/// No policy makes a slice: anything but a buffer is a `TypeError` naming `slice`, strict
/// and coercing alike, a missing argument too; a buffer passes its true length.
#[test]
fn no_policy_makes_a_slice() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let len = method("hc_slice_len");
        for policy in [ConversionPolicy::strict(), ConversionPolicy::js_coercing()] {
            for v in [
                Null,
                Undefined,
                Int(4),
                Num(4.0),
                Bool(true),
                s("abcd"),
                BigInt(4),
                Object,
                Symbol,
                Utf16(vec![0x61]),
            ] {
                let r = call_generic_vals(&engine, &len, &policy, None, std::slice::from_ref(&v));
                let e = r.expect_err("not a slice");
                assert_eq!(e.kind(), ErrorKind::TypeError, "{v:?}: {e:?}");
                assert!(e.message().contains("(slice)"), "{v:?}: {e:?}");
            }
            let r = call_generic_vals(&engine, &len, &policy, None, &[]);
            assert_eq!(r.map_err(|e| e.kind()), Err(ErrorKind::TypeError));
            let r = call_generic_vals(&engine, &len, &policy, None, &[Buffer(vec![7; 5]), Int(99)]);
            assert_eq!(r, Ok(Int(5)), "{:?}", policy.mode());
        }
    }
}
