//! Signatures: the text parser's errors (variant, position, message), round trips,
//! Deno's descriptor form, and the compile-time mapping from Rust function types.

use std::ffi::c_void;

use hostcall_core::{
    rust_host_fn, BufferArg, CStrArg, HostContext, HostError, HostFnType, ParamKind as K,
    ReceiverArg, ResultKind as R, Signature, SignatureError as E, Value, MAX_PARAMS,
};

fn parse(text: &str) -> Result<Signature, E> {
    text.parse()
}

fn sig(params: &[K], result: R) -> Signature {
    Signature::new(params.to_vec(), result).unwrap()
}

#[test]
fn parser_errors_name_what_and_where() {
    let many = format!("({}) -> void", vec!["i32"; MAX_PARAMS + 1].join(", "));
    let far_too_many = format!("({}) -> void", vec!["u8"; 40].join(","));
    // (input, exact error, substrings its message must contain)
    let table: Vec<(&str, E, &[&str])> = vec![
        (
            "(i33) -> i32",
            E::UnknownParamKind {
                name: "i33".into(),
                position: 1,
            },
            &["unknown parameter kind `i33`", "at 1", "i8 u8"],
        ),
        (
            "(i32, void) -> i32",
            E::UnknownParamKind {
                name: "void".into(),
                position: 6,
            },
            &["`void`", "at 6"],
        ),
        (
            "(i32) -> buffer",
            E::UnknownResultKind {
                name: "buffer".into(),
                position: 9,
            },
            &["unknown result kind `buffer`", "at 9", "void"],
        ),
        (
            "(i32) i32",
            E::Unexpected {
                expected: "`->` and a result kind",
                found: 'i',
                position: 6,
            },
            &["expected `->`", "byte 6", "found `i`"],
        ),
        (
            "(i32)",
            E::UnexpectedEnd {
                expected: "`->` and a result kind",
                position: 5,
            },
            &["expected `->`", "byte 5", "the end of the signature"],
        ),
        (
            "(i32,) -> i32",
            E::TrailingComma { position: 5 },
            &["trailing comma", "byte 5"],
        ),
        (
            "(i32, ) -> i32",
            E::TrailingComma { position: 6 },
            &["trailing comma", "byte 6"],
        ),
        (
            &many,
            E::TooManyParams { count: 33, max: 32 },
            &["33 native parameters", "at most 32"],
        ),
        (
            &far_too_many,
            E::TooManyParams { count: 33, max: 32 },
            &["33 native parameters"],
        ),
        ("", E::Empty, &["empty signature", "(kinds...) -> result"]),
        (" \t\n ", E::Empty, &["empty signature"]),
        (
            "(i32, ünïcode) -> i32",
            E::Unexpected {
                expected: "a parameter kind",
                found: 'ü',
                position: 6,
            },
            &["expected a parameter kind", "byte 6", "found `ü`"],
        ),
        (
            "(i32) -> i32 ✓",
            E::Unexpected {
                expected: "the end of the signature",
                found: '✓',
                position: 13,
            },
            &["expected the end of the signature", "byte 13", "`✓`"],
        ),
        (
            "i32) -> i32",
            E::Unexpected {
                expected: "`(`",
                found: 'i',
                position: 0,
            },
            &["expected `(`", "byte 0", "found `i`"],
        ),
        (
            "  [i32] -> i32",
            E::Unexpected {
                expected: "`(`",
                found: '[',
                position: 2,
            },
            &["expected `(`", "byte 2"],
        ),
        (
            "(i32) ->",
            E::UnexpectedEnd {
                expected: "a result kind",
                position: 8,
            },
            &["expected a result kind", "byte 8", "end"],
        ),
        (
            "(i32) -> ",
            E::UnexpectedEnd {
                expected: "a result kind",
                position: 9,
            },
            &["expected a result kind", "byte 9"],
        ),
        (
            "(i32) -> i32 x",
            E::Unexpected {
                expected: "the end of the signature",
                found: 'x',
                position: 13,
            },
            &["the end of the signature", "byte 13", "`x`"],
        ),
        (
            "(i32) -> i32)",
            E::Unexpected {
                expected: "the end of the signature",
                found: ')',
                position: 12,
            },
            &["byte 12"],
        ),
        (
            "(context, i32, context) -> void",
            E::DuplicateImplicit { kind: K::Context },
            &["`context`", "at most once"],
        ),
        (
            "(receiver, receiver) -> void",
            E::DuplicateImplicit { kind: K::Receiver },
            &["`receiver`", "at most once"],
        ),
        (
            "(i32 i32) -> i32",
            E::Unexpected {
                expected: "`,` or `)`",
                found: 'i',
                position: 5,
            },
            &["expected `,` or `)`", "byte 5"],
        ),
        (
            "(",
            E::UnexpectedEnd {
                expected: "a parameter kind",
                position: 1,
            },
            &["expected a parameter kind", "byte 1"],
        ),
        (
            "(i32",
            E::UnexpectedEnd {
                expected: "`,` or `)`",
                position: 4,
            },
            &["byte 4"],
        ),
        (
            "(,) -> void",
            E::Unexpected {
                expected: "a parameter kind",
                found: ',',
                position: 1,
            },
            &["byte 1"],
        ),
        (
            "(I32) -> i32",
            E::UnknownParamKind {
                name: "I32".into(),
                position: 1,
            },
            &["`I32`"],
        ),
        (
            "(i32) => i32",
            E::Unexpected {
                expected: "`->` and a result kind",
                found: '=',
                position: 6,
            },
            &["found `=`"],
        ),
    ];
    for (text, want, words) in &table {
        let got = parse(text).expect_err(text);
        assert_eq!(&got, want, "{text:?}");
        let message = got.to_string();
        for w in *words {
            assert!(message.contains(w), "{text:?}: `{message}` lacks `{w}`");
        }
    }
}

#[test]
fn valid_text_forms() {
    let sixteen = format!("({}) -> u64", vec!["u8"; MAX_PARAMS].join(","));
    let table: Vec<(&str, Signature)> = vec![
        ("() -> void", sig(&[], R::Void)),
        ("()->void", sig(&[], R::Void)),
        ("  ( ) ->   i32  ", sig(&[], R::I32)),
        ("(i32, f64) -> f64", sig(&[K::I32, K::F64], R::F64)),
        ("(\ti32 ,\nf64\n)\n->\nf64", sig(&[K::I32, K::F64], R::F64)),
        ("(function) -> function", sig(&[K::Pointer], R::Pointer)),
        (
            "(context, receiver, cstring, buffer, value) -> value",
            sig(
                &[K::Context, K::Receiver, K::CString, K::Buffer, K::Value],
                R::Value,
            ),
        ),
        (&sixteen, sig(&[K::U8; MAX_PARAMS], R::U64)),
    ];
    for (text, want) in table {
        let got = parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(got, want, "{text:?}");
    }
}

#[test]
fn display_round_trips() {
    let mut sigs = vec![
        sig(&[], R::Void),
        sig(&[K::Context, K::Receiver], R::Value),
        sig(&[K::Pointer, K::CString, K::Buffer, K::Value], R::Pointer),
        sig(&[K::F32; 16], R::F32),
    ];
    // Every kind as a parameter and as a result.
    // (`struct` has no text form without its layout: refused bare, below.)
    for k in K::ALL.into_iter().filter(|&k| k != K::Struct) {
        sigs.push(sig(&[k, K::I32], R::Void));
    }
    for r in R::ALL.into_iter().filter(|&r| r != R::Struct) {
        sigs.push(sig(&[K::I32], r));
    }
    for e in [
        Signature::new(vec![K::Struct], R::Void),
        Signature::new(vec![], R::Struct),
        parse("(struct) -> void"),
        Signature::from_descriptor(r#"{"parameters": ["struct"]}"#),
        Signature::from_descriptor(r#"{"parameters": [], "result": "struct"}"#),
    ] {
        assert!(
            matches!(&e, Err(E::StructShape { message }) if message.contains("needs its layout")),
            "{e:?}"
        );
    }
    for s in &sigs {
        let text = s.to_string();
        assert_eq!(&parse(&text).unwrap(), s, "{text}");
        // The descriptor form of the same signature parses to the same too.
        let params: Vec<_> = s.params().iter().map(|k| k.name()).collect();
        let json = serde_json::json!({ "parameters": params, "result": s.result().name() });
        assert_eq!(
            &Signature::from_descriptor(&json.to_string()).unwrap(),
            s,
            "{json}"
        );
    }
    // The `function` alias prints as `pointer`.
    assert_eq!(
        parse("(function) -> function").unwrap().to_string(),
        "(pointer) -> pointer"
    );
    assert_eq!(
        sig(&[K::I32, K::F64], R::F64).to_string(),
        "(i32, f64) -> f64"
    );
}

#[test]
fn kind_names_and_counts() {
    for k in K::ALL {
        assert_eq!(K::from_name(k.name()), Some(k));
        assert_eq!(k.to_string(), k.name());
    }
    for r in R::ALL {
        assert_eq!(R::from_name(r.name()), Some(r));
    }
    assert_eq!(K::from_name("void"), None);
    assert_eq!(R::from_name("buffer"), None);
    assert_eq!(R::from_name("cstring"), Some(R::CString));
    assert_eq!(K::from_name("function"), Some(K::Pointer));
    let s = parse("(context, i32, receiver, cstring) -> void").unwrap();
    assert_eq!(s.js_arity(), 2);
    assert!(s.takes_context());
    assert!(s.takes_receiver());
    let idx: Vec<_> = s.arg_indices().collect();
    assert_eq!(
        idx,
        [
            (K::Context, None),
            (K::I32, Some(0)),
            (K::Receiver, None),
            (K::CString, Some(1))
        ]
    );
    assert!(!parse("(i32) -> void").unwrap().takes_context());
}

#[test]
fn signature_new_validates() {
    assert_eq!(
        Signature::new(vec![K::I8; MAX_PARAMS + 1], R::Void),
        Err(E::TooManyParams {
            count: MAX_PARAMS + 1,
            max: MAX_PARAMS
        })
    );
    assert_eq!(
        Signature::new(vec![K::Receiver, K::I8, K::Receiver], R::Void),
        Err(E::DuplicateImplicit { kind: K::Receiver })
    );
    assert!(Signature::new(vec![K::Context, K::Receiver], R::Void).is_ok());
}

#[test]
fn valid_descriptors() {
    let table: Vec<(&str, Signature)> = vec![
        (
            r#"{"parameters": ["u8", "buffer"], "result": "u32"}"#,
            sig(&[K::U8, K::Buffer], R::U32),
        ),
        // Deno returns a `buffer` result as a pointer.
        (
            r#"{"parameters": [], "result": "buffer"}"#,
            sig(&[], R::Pointer),
        ),
        (r#"{"parameters": []}"#, sig(&[], R::Void)),
        (r#"{"parameters": [], "result": "void"}"#, sig(&[], R::Void)),
        (
            r#"{"parameters": ["function"], "result": "function", "nonblocking": false, "optional": false}"#,
            sig(&[K::Pointer], R::Pointer),
        ),
        (
            r#"  {"result": "f64", "parameters": ["f64", "f64"]}  "#,
            sig(&[K::F64, K::F64], R::F64),
        ),
    ];
    for (json, want) in table {
        assert_eq!(Signature::from_descriptor(json), Ok(want), "{json}");
    }
    let value = serde_json::json!({ "parameters": ["i64"], "result": "i64" });
    assert_eq!(
        Signature::from_descriptor_value(&value),
        Ok(sig(&[K::I64], R::I64))
    );
}

#[test]
fn malformed_descriptors_give_typed_errors() {
    type Check = Box<dyn Fn(&E) -> bool>;
    fn shape(text: &'static str) -> impl Fn(&E) -> bool {
        move |e: &E| matches!(e, E::DescriptorShape { message } if message.contains(text))
    }
    let too_many_json = format!(r#"{{"parameters": [{}]}}"#, vec![r#""i8""#; 33].join(","));
    let table: Vec<(&str, Check)> = vec![
        (
            r#"["i32"]"#,
            Box::new(shape("expected an object, found an array")),
        ),
        ("42", Box::new(shape("expected an object, found a number"))),
        ("null", Box::new(shape("found null"))),
        (
            r#"{"parameters": "i32"}"#,
            Box::new(shape("`parameters` must be an array, found a string")),
        ),
        (
            r#"{"parameters": {"0": "i32"}}"#,
            Box::new(shape("`parameters` must be an array, found an object")),
        ),
        (
            r#"{"parameters": ["i32", 5]}"#,
            Box::new(shape(
                "parameters[1] must be a type name or a struct, found a number",
            )),
        ),
        (
            r#"{"parameters": [null]}"#,
            Box::new(shape(
                "parameters[0] must be a type name or a struct, found null",
            )),
        ),
        (
            r#"{"parameters": ["i32", "int"]}"#,
            Box::new(|e: &E| {
                *e == E::UnknownParamKind {
                    name: "int".into(),
                    position: 1,
                }
            }),
        ),
        (
            r#"{"parameters": [], "result": "vector"}"#,
            Box::new(|e: &E| {
                *e == E::UnknownResultKind {
                    name: "vector".into(),
                    position: 0,
                }
            }),
        ),
        (
            r#"{"parameters": [], "result": 3}"#,
            Box::new(shape(
                "`result` must be a type name or a struct, found a number",
            )),
        ),
        (
            r#"{"parameters": [], "result": null}"#,
            Box::new(shape(
                "`result` must be a type name or a struct, found null",
            )),
        ),
        (
            r#"{"parameters": [], "returns": "i32"}"#,
            Box::new(shape("unknown field `returns`")),
        ),
        (
            r#"{"result": "i32"}"#,
            Box::new(shape("missing field `parameters`")),
        ),
        (
            r#"{"parameters": [], "nonblocking": true}"#,
            Box::new(shape("`nonblocking: true` is not supported")),
        ),
        (
            r#"{"parameters": [], "optional": true}"#,
            Box::new(shape("`optional: true` is not supported")),
        ),
        (
            r#"{"parameters": [], "nonblocking": "no"}"#,
            Box::new(shape("`nonblocking` must be a boolean, found a string")),
        ),
        (
            r#"{"parameters": ["context", "context"]}"#,
            Box::new(|e: &E| *e == E::DuplicateImplicit { kind: K::Context }),
        ),
        (
            &too_many_json,
            Box::new(|e: &E| *e == E::TooManyParams { count: 33, max: 32 }),
        ),
        (
            r#"{"parameters": ["i32"], "result": "i32""#,
            Box::new(|e: &E| matches!(e, E::DescriptorJson { message } if message.contains("EOF"))),
        ),
        (
            r#"{parameters: []}"#,
            Box::new(
                |e: &E| matches!(e, E::DescriptorJson { message } if message.contains("line 1")),
            ),
        ),
        ("", Box::new(|e: &E| matches!(e, E::DescriptorJson { .. }))),
    ];
    for (json, check) in &table {
        let err = Signature::from_descriptor(json).expect_err(json);
        assert!(check(&err), "{json}: unexpected {err:?}");
        let message = err.to_string();
        assert!(
            message.starts_with("malformed descriptor: ")
                || message.starts_with("descriptor is not valid JSON: ")
                || message.starts_with("unknown ")
                || message.contains("at most"),
            "{json}: {message}"
        );
    }
}

#[test]
fn rust_fn_types_map_to_signatures() {
    fn of<F: HostFnType>() -> String {
        F::signature().to_string()
    }
    assert_eq!(of::<extern "C" fn()>(), "() -> void");
    assert_eq!(of::<extern "C" fn() -> i32>(), "() -> i32");
    assert_eq!(of::<extern "C" fn(i32, f64) -> u8>(), "(i32, f64) -> u8");
    assert_eq!(
        of::<unsafe extern "C" fn(*mut HostContext, ReceiverArg, i64) -> bool>(),
        "(context, receiver, i64) -> bool"
    );
    assert_eq!(
        of::<extern "C" fn(CStrArg, BufferArg, *const Value, *mut c_void) -> *const c_void>(),
        "(cstring, buffer, value, pointer) -> pointer"
    );
    assert_eq!(
        of::<extern "C" fn(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool)>(),
        "(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool) -> void"
    );
    assert_eq!(
        of::<
            extern "C" fn(
                u8,
                u16,
                u32,
                u64,
                i8,
                i16,
                i32,
                i64,
                f32,
                f64,
                bool,
                isize,
                usize,
                *const Value,
                CStrArg,
                BufferArg,
            ) -> f32,
        >(),
        "(u8, u16, u32, u64, i8, i16, i32, i64, f32, f64, bool, isize, usize, value, cstring, buffer) -> f32"
    );
    // Every arity, 0..=16, agrees with the text form.
    macro_rules! arities {
        ($($n:literal: ($($t:ty),*);)*) => {$(
            let want = format!("({}) -> i64", vec!["f64"; $n].join(", "));
            assert_eq!(of::<extern "C" fn($($t),*) -> i64>(), want);
            assert_eq!(<extern "C" fn($($t),*) -> i64 as HostFnType>::signature().params().len(), $n);
        )*};
    }
    arities! {
        0: ();
        1: (f64);
        2: (f64, f64);
        3: (f64, f64, f64);
        4: (f64, f64, f64, f64);
        5: (f64, f64, f64, f64, f64);
        6: (f64, f64, f64, f64, f64, f64);
        7: (f64, f64, f64, f64, f64, f64, f64);
        8: (f64, f64, f64, f64, f64, f64, f64, f64);
        9: (f64, f64, f64, f64, f64, f64, f64, f64, f64);
        10: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        11: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        12: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        13: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        14: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        15: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
        16: (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64);
    }
    // The address is the function's.
    extern "C" fn seven() -> i32 {
        7
    }
    let f: extern "C" fn() -> i32 = seven;
    assert_eq!(f.address(), seven as *const c_void);
}

#[test]
fn rust_host_fn_signatures() {
    let add = rust_host_fn(|a: i32, b: i32| a.wrapping_add(b));
    assert_eq!(add.signature().to_string(), "(context, i32, i32) -> i32");
    assert!(!add.func().is_null());
    let none = rust_host_fn(|| {});
    assert_eq!(none.signature().to_string(), "(context) -> void");
    let fallible = rust_host_fn(|x: f64| -> Result<f64, HostError> { Ok(x) });
    assert_eq!(fallible.signature().to_string(), "(context, f64) -> f64");
    let refs = rust_host_fn(|_s: CStrArg, _b: BufferArg, _r: ReceiverArg, _p: *mut c_void| true);
    assert_eq!(
        refs.signature().to_string(),
        "(context, cstring, buffer, receiver, pointer) -> bool"
    );
    // 15 parameters: the most a Rust host function may take (the context is the 16th).
    let wide = rust_host_fn(
        |a: u8,
         b: u8,
         c: u8,
         d: u8,
         e: u8,
         f: u8,
         g: u8,
         h: u8,
         i: u8,
         j: u8,
         k: u8,
         l: u8,
         m: u8,
         n: u8,
         o: u8| {
            u32::from(a)
                + u32::from(b)
                + u32::from(c)
                + u32::from(d)
                + u32::from(e)
                + u32::from(f)
                + u32::from(g)
                + u32::from(h)
                + u32::from(i)
                + u32::from(j)
                + u32::from(k)
                + u32::from(l)
                + u32::from(m)
                + u32::from(n)
                + u32::from(o)
        },
    );
    assert_eq!(wide.signature().params().len(), 16);
    assert_eq!(wide.signature().params()[0], K::Context);
    assert_eq!(wide.signature().result(), R::U32);
    // Distinct functions get distinct shims.
    assert_ne!(
        add.func(),
        rust_host_fn(|a: i32, b: i32| a.wrapping_sub(b)).func()
    );
}

/// A `slice` is one JavaScript argument and two native ones: the 32-parameter limit counts
/// native parameters; a slice is never a result.
#[test]
fn slices_count_twice_and_are_parameters_only() {
    let sig = parse("(i32, slice, f64) -> u64").unwrap();
    assert_eq!(sig.js_arity(), 3);
    assert_eq!(sig.native_arity(), 4);
    assert_eq!(K::Slice.native_count(), 2);
    assert_eq!(K::Buffer.native_count(), 1);
    let at_limit = format!("(slice, {}) -> i64", vec!["i64"; 30].join(", "));
    assert_eq!(parse(&at_limit).unwrap().native_arity(), MAX_PARAMS);
    let past = format!("(slice, {}) -> i64", vec!["i64"; 31].join(", "));
    let e = parse(&past).unwrap_err();
    assert_eq!(e, E::TooManyParams { count: 33, max: 32 });
    assert!(e.to_string().contains("33 native parameters"), "{e}");
    assert!(e.to_string().contains("a slice counts two"), "{e}");
    assert_eq!(
        Signature::new(vec![K::Slice; 16], R::Void).map(|s| s.native_arity()),
        Ok(32)
    );
    assert_eq!(
        Signature::new(vec![K::Slice; 17], R::Void),
        Err(E::TooManyParams { count: 34, max: 32 })
    );
    let e = parse("(i32) -> slice").unwrap_err();
    assert_eq!(e, E::SliceResult { position: 9 });
    assert!(e.to_string().contains("a result cannot be a slice"), "{e}");
    assert_eq!(
        Signature::from_descriptor(r#"{"parameters": ["slice"], "result": "slice"}"#),
        Err(E::SliceResult { position: 0 })
    );
    let d = Signature::from_descriptor(r#"{"parameters": ["u8", "slice"], "result": "usize"}"#)
        .unwrap();
    assert_eq!(d.to_string(), "(u8, slice) -> usize");
    assert!(!K::Slice.is_engine_bound());
}
