//! Callback definitions: Deno's `{ parameters, result }` parsed into a `CallbackSignature`,
//! and every malformed definition refused with an error that says what was wrong.

use std::sync::Arc;

use hostcall_core::structs::{FieldType, StructLayout, StructParam};
use hostcall_core::upcall::{
    raw_to_slot, slot_to_raw, CallbackParam, CallbackSignature, MAX_CALLBACK_PARAMS,
};
use hostcall_core::{ParamKind, ResultKind, Scalar, SignatureError};

fn kinds(k: &[ResultKind]) -> Vec<CallbackParam> {
    k.iter().map(|&k| CallbackParam::Kind(k)).collect()
}

fn parse(json: &str) -> Result<CallbackSignature, SignatureError> {
    CallbackSignature::from_descriptor(json)
}

#[test]
fn deno_definitions_parse() {
    let sig = parse(r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#).unwrap();
    assert_eq!(
        sig.params(),
        kinds(&[ResultKind::Pointer, ResultKind::Pointer])
    );
    assert_eq!(sig.result(), Some(&StructParam::Kind(ParamKind::I32)));
    assert_eq!(sig.result_kind(), Some(ParamKind::I32));
    assert!(!sig.has_structs());
    assert_eq!(sig.to_string(), "(pointer, pointer) -> i32");

    let sig = parse(r#"{"parameters": [], "result": "void"}"#).unwrap();
    assert_eq!(sig.result(), None);
    assert_eq!(sig.to_string(), "() -> void");
    // `result` may be left out (void), `buffer` and `function` are addresses.
    let sig = parse(r#"{"parameters": ["buffer", "function", "u64"]}"#).unwrap();
    assert_eq!(
        sig.params(),
        kinds(&[ResultKind::Pointer, ResultKind::Pointer, ResultKind::U64])
    );
    assert_eq!(sig.result(), None);
    let sig = parse(r#"{"parameters": ["f32"], "result": "function"}"#).unwrap();
    assert_eq!(sig.result_kind(), Some(ParamKind::Pointer));
    assert_eq!(sig.result_scalar(), Some(Scalar::Pointer));
}

#[test]
fn struct_definitions_parse() {
    // Deno's test: `{ parameters: [{ struct: Rect }], result: { struct: Rect } }`.
    let sig = parse(
        r#"{"parameters": [{"struct": ["f64", "f64", "f64", "f64"]}, "u8"],
            "result": {"struct": ["f64", "f64", "f64", "f64"]}}"#,
    )
    .unwrap();
    let rect = Arc::new(StructLayout::new(vec![FieldType::Scalar(Scalar::F64); 4]).unwrap());
    assert_eq!(
        sig.params(),
        [
            CallbackParam::Struct(rect.clone()),
            CallbackParam::Kind(ResultKind::U8)
        ]
    );
    assert_eq!(sig.result(), Some(&StructParam::Struct(rect)));
    assert!(sig.has_structs());
    assert_eq!(sig.result_kind(), None);
    assert_eq!(sig.result_scalar(), None);
    assert_eq!(sig.result_words(), 4);
    // Only the scalars have native scalars; the struct is placed by libffi.
    assert_eq!(sig.param_scalars().count(), 1);
    assert_eq!(
        sig.to_string(),
        "({f64, f64, f64, f64}, u8) -> {f64, f64, f64, f64}"
    );
    // A struct of 9 bytes takes two words of raw result.
    let sig = parse(r#"{"parameters": [], "result": {"struct": ["u64", "u8"]}}"#).unwrap();
    assert_eq!(sig.result_words(), 2);
    // Nested, and as the only parameter of a void callback.
    let sig =
        parse(r#"{"parameters": [{"struct": [{"struct": ["i32", "i32"]}, "pointer"]}]}"#).unwrap();
    assert_eq!(sig.result_words(), 1);
    assert_eq!(sig.to_string(), "({{i32, i32}, pointer}) -> void");
}

#[test]
fn malformed_struct_definitions_say_where() {
    let cases: &[(&str, &str)] = &[
        (
            r#"{"parameters": [{"struct": []}]}"#,
            "callback parameters[0]: ",
        ),
        (
            r#"{"parameters": ["i32", {"struct": ["i33"]}]}"#,
            "callback parameters[1]: struct field 0: unknown type `i33`",
        ),
        (
            r#"{"parameters": [{"structs": ["i32"]}]}"#,
            "callback parameters[0]: a struct type is",
        ),
        (
            r#"{"parameters": [], "result": {"struct": "i32"}}"#,
            "callback result: a struct type is",
        ),
    ];
    for (json, want) in cases {
        let err = parse(json).expect_err(json).to_string();
        assert!(
            err.contains(want),
            "{json}: {err:?} does not contain {want:?}"
        );
    }
    // Past the bytes one callback's structs may have together: the limit's own error.
    let big = r#"{"struct": ["u8", "u8"]}"#;
    // 8 x 1000 u64s: 64,000 bytes, under one struct's limit; three of them are not.
    let fields = vec![r#""u64""#; 1000].join(",");
    let inner = format!(r#"{{"struct": [{fields}]}}"#);
    let huge = format!(r#"{{"struct": [{}]}}"#, vec![inner; 8].join(","));
    let json = format!(r#"{{"parameters": [{huge}, {huge}, {huge}], "result": {big}}}"#);
    assert!(
        matches!(parse(&json), Err(SignatureError::StructLimit { .. })),
        "{:?}",
        parse(&json)
    );
}

#[test]
fn malformed_definitions_say_what_is_wrong() {
    let cases: &[(&str, &str)] = &[
        ("[]", "expected an object, found an array"),
        (r#"{"result": "i32"}"#, "missing field `parameters`"),
        (r#"{"parameters": "i32"}"#, "`parameters` must be an array"),
        (
            r#"{"parameters": [1]}"#,
            "callback parameters[0] must be a type name or a struct, found a number",
        ),
        (r#"{"parameters": ["i33"]}"#, "unknown result kind `i33`"),
        (
            r#"{"parameters": ["cstring"]}"#,
            "`cstring` is not a callback parameter kind",
        ),
        (
            r#"{"parameters": ["value"]}"#,
            "`value` is not a callback parameter kind",
        ),
        (
            r#"{"parameters": [], "result": "cstring"}"#,
            "`cstring` is not a callback result kind",
        ),
        (
            r#"{"parameters": [], "result": "buffer2"}"#,
            "unknown parameter kind `buffer2`",
        ),
        (
            r#"{"parameters": [], "result": 3}"#,
            "callback result must be a type name or a struct",
        ),
        (
            r#"{"parameters": [], "nonblocking": true}"#,
            "unknown field `nonblocking`",
        ),
        ("{", "not valid JSON"),
    ];
    for (json, want) in cases {
        let err = parse(json).expect_err(json).to_string();
        assert!(
            err.contains(want),
            "{json}: {err:?} does not contain {want:?}"
        );
    }
    let many = format!(
        r#"{{"parameters": [{}]}}"#,
        vec![r#""i32""#; MAX_CALLBACK_PARAMS + 1].join(",")
    );
    assert!(matches!(
        parse(&many),
        Err(SignatureError::TooManyParams { count, max }) if count == MAX_CALLBACK_PARAMS + 1 && max == MAX_CALLBACK_PARAMS
    ));
    let most = format!(
        r#"{{"parameters": [{}]}}"#,
        vec![r#""f64""#; MAX_CALLBACK_PARAMS].join(",")
    );
    assert_eq!(parse(&most).unwrap().params().len(), MAX_CALLBACK_PARAMS);
}

#[test]
fn raw_values_round_trip_through_slots() {
    let cases: &[(ParamKind, u64)] = &[
        (ParamKind::I8, (-5i64) as u64),
        (ParamKind::U8, 250),
        (ParamKind::I16, (-30000i64) as u64),
        (ParamKind::U16, 65535),
        (ParamKind::I32, (i64::from(i32::MIN)) as u64),
        (ParamKind::U32, u64::from(u32::MAX)),
        (ParamKind::I64, i64::MIN as u64),
        (ParamKind::U64, u64::MAX),
        (ParamKind::Bool, 1),
        (ParamKind::F32, u64::from((-1.5f32).to_bits())),
        (ParamKind::F64, f64::NAN.to_bits()),
        (ParamKind::Pointer, 0xdead_beef_0000),
    ];
    for &(kind, raw) in cases {
        let s = kind.scalar();
        assert_eq!(slot_to_raw(s, &raw_to_slot(s, raw)), raw, "{kind}");
    }
}

/// A parameter list longer than any signature takes is refused by its length before any
/// item is read, for functions and callbacks alike (10,000 struct types would otherwise each
/// be parsed into a layout first).
#[test]
fn long_parameter_lists_are_refused_before_they_are_read() {
    let items = vec![r#"{"struct": ["u8", "f64"]}"#; 10_000].join(",");
    let json = format!(r#"{{"parameters": [{items}]}}"#);
    let want = |e: &SignatureError| matches!(e, SignatureError::TooManyParams { count: 10_000, max } if *max == hostcall_core::MAX_PARAMS);
    let e = parse(&json).expect_err("callback");
    assert!(want(&e), "{e:?}");
    let e = hostcall_core::Signature::from_descriptor(&json).expect_err("function");
    assert!(want(&e), "{e:?}");
}
