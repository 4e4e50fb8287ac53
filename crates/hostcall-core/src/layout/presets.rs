//! Layouts of the engines we know: QuickJS-NG on 64-bit, a JSC-style NaN-boxed value and
//! Boa's NaN-boxed value.

use super::ValueLayout;
use crate::encoding::{Encoding, NanBoxed, TagSet, TagWidth, TaggedStruct};
use crate::layout::Hooks;

/// QuickJS-NG's tag values (`JS_TAG_*` in quickjs.h of QuickJS-NG 0.10 and later, as
/// shipped by rquickjs-sys 0.14). The QuickJS integration asserts them against the
/// bindings at compile time.
pub mod quickjs_tags {
    /// `JS_TAG_BIG_INT`.
    pub const BIG_INT: i64 = -9;
    /// `JS_TAG_SYMBOL`.
    pub const SYMBOL: i64 = -8;
    /// `JS_TAG_STRING`.
    pub const STRING: i64 = -7;
    /// `JS_TAG_STRING_ROPE`.
    pub const STRING_ROPE: i64 = -6;
    /// `JS_TAG_OBJECT`.
    pub const OBJECT: i64 = -1;
    /// `JS_TAG_INT`.
    pub const INT: i64 = 0;
    /// `JS_TAG_BOOL`.
    pub const BOOL: i64 = 1;
    /// `JS_TAG_NULL`.
    pub const NULL: i64 = 2;
    /// `JS_TAG_UNDEFINED`.
    pub const UNDEFINED: i64 = 3;
    /// `JS_TAG_EXCEPTION`.
    pub const EXCEPTION: i64 = 6;
    /// `JS_TAG_SHORT_BIG_INT`.
    pub const SHORT_BIG_INT: i64 = 7;
    /// `JS_TAG_FLOAT64`.
    pub const FLOAT64: i64 = 8;
}

/// JSC's NaN-boxing constants (JSCJSValue.h; `FFI.h` in Bun).
pub mod jsc_bits {
    /// `NumberTag`.
    pub const NUMBER_TAG: u64 = 0xfffe_0000_0000_0000;
    /// `1 << DoubleEncodeOffsetBit`.
    pub const DOUBLE_OFFSET: u64 = 1 << 49;
    /// `OtherTag`.
    pub const OTHER_TAG: u64 = 0x2;
    /// `ValueNull`.
    pub const NULL: u64 = 0x02;
    /// `ValueUndefined`.
    pub const UNDEFINED: u64 = 0x0a;
    /// `ValueFalse`.
    pub const FALSE: u64 = 0x06;
    /// `ValueTrue`.
    pub const TRUE: u64 = 0x07;
    /// `NotCellMask`.
    pub const NOT_CELL_MASK: u64 = NUMBER_TAG | OTHER_TAG;
}

/// Boa's NaN-boxing constants (`bits` in boa_engine 0.22's `value/inner/nan_boxed.rs`;
/// the default `JsValue` since boa_engine 0.21, unless its `jsvalue-enum` feature is on).
pub mod boa_bits {
    use crate::encoding::HighTagged;

    /// `MASK_KIND`: the exponent bits and the four bits below them.
    pub const KIND_MASK: u64 = 0x7fff_0000_0000_0000;
    /// `MASK_INT32`: the kind of int32s.
    pub const INT32: u64 = 0x7ff9_0000_0000_0000;
    /// `MASK_BOOLEAN`: the kind of booleans (`VALUE_FALSE`; `VALUE_TRUE` has bit 0 set).
    pub const BOOLEAN: u64 = 0x7ffa_0000_0000_0000;
    /// `VALUE_NULL`.
    pub const NULL: u64 = 0x7ffb_0000_0000_0000;
    /// `VALUE_UNDEFINED`.
    pub const UNDEFINED: u64 = 0x7ffb_0000_0000_0001;
    /// `MASK_OBJECT`: the kind of objects.
    pub const OBJECT: u64 = 0x7ffc_0000_0000_0000;
    /// `MASK_STRING`: the kind of strings.
    pub const STRING: u64 = 0x7ffd_0000_0000_0000;
    /// `MASK_SYMBOL`: the kind of symbols (neither a string nor an object to a thunk).
    pub const SYMBOL: u64 = 0x7ffe_0000_0000_0000;
    /// `MASK_BIGINT`: the kind of BigInts.
    pub const BIGINT: u64 = 0x7fff_0000_0000_0000;
    /// `MASK_POINTER_VALUE`: pointers are 48 bits.
    pub const POINTER_MASK: u64 = 0x0000_ffff_ffff_ffff;

    /// The encoding these constants make.
    pub const fn encoding() -> HighTagged {
        HighTagged {
            kind_mask: KIND_MASK,
            tagged_min: INT32,
            int32: INT32,
            boolean: BOOLEAN,
            null: NULL,
            undefined: UNDEFINED,
            object: OBJECT,
            string: STRING,
            bigint: BIGINT,
            pointer_mask: POINTER_MASK,
        }
    }
}

impl ValueLayout {
    /// QuickJS-NG on a 64-bit target: a 16-byte struct, payload at +0, `int64_t` tag at +8.
    pub fn quickjs_ng_64(hooks: Hooks) -> ValueLayout {
        use quickjs_tags as t;
        ValueLayout {
            name: "quickjs-ng-64",
            size: 16,
            align: 8,
            encoding: Encoding::TaggedStruct(TaggedStruct {
                payload_offset: 0,
                tag_offset: 8,
                tag_width: TagWidth::I64,
                tags: TagSet {
                    int32: t::INT,
                    float64: t::FLOAT64,
                    bool: t::BOOL,
                    null: t::NULL,
                    undefined: t::UNDEFINED,
                    strings: [t::STRING, t::STRING_ROPE],
                    object: t::OBJECT,
                    bigints: [t::BIG_INT, t::SHORT_BIG_INT],
                    short_bigint: Some(t::SHORT_BIG_INT),
                },
            }),
            hooks,
        }
    }

    /// A JSC-style NaN-boxed `u64`, with cells whose type byte is at +5 (JSC's `JSCell`
    /// header): strings type 2, BigInts type 3, objects type 16 and above.
    pub fn nan_boxed_jsc(hooks: Hooks) -> ValueLayout {
        use jsc_bits as b;
        ValueLayout {
            name: "jsc-nan-boxed",
            size: 8,
            align: 8,
            encoding: Encoding::NanBoxed(NanBoxed {
                number_tag: b::NUMBER_TAG,
                double_offset: b::DOUBLE_OFFSET,
                null: b::NULL,
                undefined: b::UNDEFINED,
                false_value: b::FALSE,
                true_value: b::TRUE,
                not_cell_mask: b::NOT_CELL_MASK,
                cell_type_offset: 5,
                string_type: 2,
                bigint_type: 3,
                object_type_min: 16,
            }),
            hooks,
        }
    }

    /// Boa's NaN-boxed `JsValue` (boa_engine 0.21 and later, without its `jsvalue-enum`
    /// feature): one `u64`, see `boa_bits`.
    pub fn boa_nan_boxed(hooks: Hooks) -> ValueLayout {
        ValueLayout {
            name: "boa-nan-boxed",
            size: 8,
            align: 8,
            encoding: Encoding::HighTagged(boa_bits::encoding()),
            hooks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::boa_bits;
    use crate::encoding::{EncodingFault, HighTagged, ValueEncoding};
    use crate::value::{Class, Primitive, Value};

    fn boa() -> HighTagged {
        boa_bits::encoding()
    }

    fn classify(bits: u64) -> Class {
        // SAFETY: a u64 is a value of this encoding.
        unsafe { boa().classify((&bits as *const u64).cast::<Value>()) }
    }

    fn write(p: Primitive) -> u64 {
        let mut bits = 0u64;
        // SAFETY: 8 writable bytes.
        unsafe { boa().write((&mut bits as *mut u64).cast::<Value>(), p) };
        bits
    }

    /// The bits the issue recorded from a live boa_engine 0.22 (the binding crate checks
    /// them against Boa itself at start).
    #[test]
    fn boa_bits_as_recorded() {
        assert_eq!(write(Primitive::Int32(42)), 0x7ff9_0000_0000_002a);
        assert_eq!(write(Primitive::Float64(1.5)), 0x3ff8_0000_0000_0000);
        assert_eq!(write(Primitive::Bool(true)), 0x7ffa_0000_0000_0001);
        assert_eq!(write(Primitive::Bool(false)), 0x7ffa_0000_0000_0000);
        assert_eq!(write(Primitive::Undefined), 0x7ffb_0000_0000_0001);
        assert_eq!(write(Primitive::Null), 0x7ffb_0000_0000_0000);
        assert_eq!(write(Primitive::Int32(-1)), 0x7ff9_0000_ffff_ffff);
        assert_eq!(write(Primitive::Float64(-0.0)), 0x8000_0000_0000_0000);
        assert_eq!(
            write(Primitive::Float64(f64::from_bits(0x7ff9_0000_0000_0001))),
            0x7ff8_0000_0000_0000
        );
    }

    #[test]
    fn classifies_as_boa_does() {
        assert_eq!(classify(0x7ff9_0000_ffff_fffe), Class::Int32(-2));
        assert_eq!(classify(0x3ff8_0000_0000_0000), Class::Float64(1.5));
        assert!(matches!(classify(0x7ff8_0000_0000_0000), Class::Float64(f) if f.is_nan()));
        assert_eq!(
            classify(0x7ff0_0000_0000_0000),
            Class::Float64(f64::INFINITY)
        );
        assert_eq!(
            classify(0xfff0_0000_0000_0000),
            Class::Float64(f64::NEG_INFINITY)
        );
        assert_eq!(classify(0x7ffa_0000_0000_0001), Class::Bool(true));
        assert_eq!(classify(0x7ffa_0000_0000_0000), Class::Bool(false));
        assert_eq!(classify(0x7ffb_0000_0000_0000), Class::Null);
        assert_eq!(classify(0x7ffb_0000_0000_0001), Class::Undefined);
        assert_eq!(classify(0x7ffc_0000_1234_5670), Class::Object);
        assert_eq!(classify(0x7ffd_0000_1234_5670), Class::String);
        assert_eq!(classify(0x7ffe_0000_1234_5670), Class::Other, "a symbol");
        assert_eq!(classify(0x7fff_0000_1234_5670), Class::BigInt);
        // Boa's kind mask leaves out the sign bit, so a negative tagged pattern has the kind
        // of its positive twin (Boa never makes one: its NaNs are canonical).
        assert_eq!(classify(0xfff9_0000_0000_0007), Class::Int32(7));
    }

    #[test]
    fn inconsistent_kinds_are_refused() {
        assert_eq!(boa().validate(8), Ok(()));
        assert_eq!(boa().validate(16), Err(EncodingFault::Size));
        let mut e = boa();
        e.pointer_mask |= 1 << 60;
        assert_eq!(e.validate(8), Err(EncodingFault::OffsetsOverlap));
        let mut e = boa();
        e.string = e.object;
        assert_eq!(e.validate(8), Err(EncodingFault::SharedTag));
        let mut e = boa();
        e.bigint = e.null & e.kind_mask;
        assert_eq!(e.validate(8), Err(EncodingFault::SharedTag));
        let mut e = boa();
        e.undefined = e.null;
        assert_eq!(e.validate(8), Err(EncodingFault::SharedTag));
        let mut e = boa();
        e.int32 = 0x7ff8_0000_0000_0000;
        assert_eq!(e.validate(8), Err(EncodingFault::Kinds), "below tagged_min");
        let mut e = boa();
        e.tagged_min = 0x7ff8_0000_0000_0000;
        assert_eq!(
            e.validate(8),
            Err(EncodingFault::Kinds),
            "the NaN reads as a tag"
        );
        let mut e = boa();
        e.boolean |= 1;
        assert_eq!(e.validate(8), Err(EncodingFault::Kinds));
        let mut e = boa();
        e.object |= 1;
        assert_eq!(
            e.validate(8),
            Err(EncodingFault::Kinds),
            "outside the kind mask"
        );
    }
}
