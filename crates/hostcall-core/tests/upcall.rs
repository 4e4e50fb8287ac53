//! The inline classes of a callback's result (`upcall::inline_result`) against the strict
//! conversion the result hook applies (`upcall::convert_result`): every value taken inline
//! must be one the strict policy accepts, with the same raw result, so whether the hook ran
//! never changes what native code gets. Both layouts, every callback result kind.

use hostcall_core::upcall::{convert_result, inline_result};
use hostcall_core::{ConversionPolicy, ParamKind};
use hostcall_testkit::{Flavor, JsVal, TestEngine};

const RESULT_KINDS: [ParamKind; 14] = [
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
    ParamKind::Pointer,
];

fn values() -> Vec<JsVal> {
    let mut v: Vec<JsVal> = [
        0,
        1,
        -1,
        127,
        128,
        -128,
        -129,
        255,
        256,
        32767,
        32768,
        -32768,
        -32769,
        65535,
        65536,
        16777217,
        i32::MAX,
        i32::MIN,
    ]
    .into_iter()
    .map(JsVal::Int)
    .collect();
    v.extend(
        [
            0.0,
            -0.0,
            1.5,
            0.1,
            7.0,
            -7.0,
            4294967295.0,
            9007199254740992.0,
            1e300,
            f64::INFINITY,
            f64::NAN,
        ]
        .map(JsVal::Num),
    );
    v.extend([
        JsVal::Bool(true),
        JsVal::Bool(false),
        JsVal::Null,
        JsVal::Undefined,
        JsVal::BigInt(5),
        JsVal::Str("1".into()),
        JsVal::Object,
    ]);
    v
}

#[test]
fn inline_results_are_what_the_strict_policy_gives() {
    let strict = ConversionPolicy::strict();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let layout = engine.layout();
        for value in values() {
            let buf = engine.values(std::slice::from_ref(&value));
            let v = buf.at(0);
            // SAFETY: a live value of the engine's layout.
            let void = unsafe { inline_result(None, v, layout) };
            assert_eq!(
                void,
                (value == JsVal::Undefined).then_some(0),
                "void <- {value:?}"
            );
            for kind in RESULT_KINDS {
                // SAFETY: as above; the engine's own context, on its thread.
                let (inline, strict) = unsafe {
                    (
                        inline_result(Some(kind), v, layout),
                        convert_result(kind, v, &strict, layout, engine.cx()),
                    )
                };
                let Some(raw) = inline else { continue };
                let Ok(expected) = strict else {
                    panic!("{kind} <- {value:?} on {flavor:?}: inline {raw:#x}, strict {strict:?}");
                };
                if kind == ParamKind::F32 && f32::from_bits(raw as u32).is_nan() {
                    assert!(f32::from_bits(expected as u32).is_nan());
                    continue;
                }
                assert_eq!(raw, expected, "{kind} <- {value:?} on {flavor:?}");
            }
        }
    }
}

#[test]
fn inline_classes_are_exactly_the_lossless_ones() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    let inline = |kind: Option<ParamKind>, value: JsVal| {
        let buf = engine.values(&[value]);
        // SAFETY: a live value of the engine's layout.
        unsafe { inline_result(kind, buf.at(0), layout) }
    };
    assert_eq!(
        inline(Some(ParamKind::I8), JsVal::Int(-128)),
        Some(-128i64 as u64)
    );
    assert_eq!(inline(Some(ParamKind::I8), JsVal::Int(128)), None);
    assert_eq!(inline(Some(ParamKind::U32), JsVal::Int(-1)), None);
    assert_eq!(inline(Some(ParamKind::U64), JsVal::Int(7)), Some(7));
    // Integral float64s are lossless, but not inline: the hook takes them.
    assert_eq!(inline(Some(ParamKind::I32), JsVal::Num(7.0)), None);
    assert_eq!(
        inline(Some(ParamKind::F32), JsVal::Int(16777217)),
        Some(u64::from(16777216f32.to_bits()))
    );
    assert_eq!(inline(Some(ParamKind::Bool), JsVal::Int(1)), None);
    assert_eq!(inline(Some(ParamKind::Pointer), JsVal::Null), Some(0));
    assert_eq!(inline(Some(ParamKind::Pointer), JsVal::Int(16)), None);
    assert_eq!(inline(None, JsVal::Null), None);
}
