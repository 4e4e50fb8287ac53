//! Layouts of the engines we know: QuickJS-NG on 64-bit and a JSC-style NaN-boxed value.

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
}
