//! Callback definitions: Deno's `{ parameters, result }` parsed into a `CallbackSignature`,
//! and every malformed definition refused with an error that says what was wrong.

use hostcall_core::upcall::{raw_to_slot, slot_to_raw, CallbackSignature, MAX_CALLBACK_PARAMS};
use hostcall_core::{ParamKind, ResultKind, Scalar, SignatureError};

fn parse(json: &str) -> Result<CallbackSignature, SignatureError> {
    CallbackSignature::from_descriptor(json)
}

#[test]
fn deno_definitions_parse() {
    let sig = parse(r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#).unwrap();
    assert_eq!(sig.params(), &[ResultKind::Pointer, ResultKind::Pointer]);
    assert_eq!(sig.result(), Some(ParamKind::I32));
    assert_eq!(sig.to_string(), "(pointer, pointer) -> i32");

    let sig = parse(r#"{"parameters": [], "result": "void"}"#).unwrap();
    assert_eq!(sig.result(), None);
    assert_eq!(sig.to_string(), "() -> void");
    // `result` may be left out (void), `buffer` and `function` are addresses.
    let sig = parse(r#"{"parameters": ["buffer", "function", "u64"]}"#).unwrap();
    assert_eq!(
        sig.params(),
        &[ResultKind::Pointer, ResultKind::Pointer, ResultKind::U64]
    );
    assert_eq!(sig.result(), None);
    let sig = parse(r#"{"parameters": ["f32"], "result": "function"}"#).unwrap();
    assert_eq!(sig.result(), Some(ParamKind::Pointer));
    assert_eq!(sig.result_scalar(), Some(Scalar::Pointer));
}

#[test]
fn malformed_definitions_say_what_is_wrong() {
    let cases: &[(&str, &str)] = &[
        ("[]", "expected an object, found an array"),
        (r#"{"result": "i32"}"#, "missing field `parameters`"),
        (r#"{"parameters": "i32"}"#, "`parameters` must be an array"),
        (r#"{"parameters": [1]}"#, "parameters[0] must be a string"),
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
            "`result` must be a string",
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
