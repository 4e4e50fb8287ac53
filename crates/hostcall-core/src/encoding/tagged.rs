//! A payload word beside a tag word: QuickJS-NG's `JSValue` on 64-bit targets (a 16-byte
//! struct, the payload at +0, an `int64_t` tag at +8).

use std::ffi::c_void;

use super::{ClassTest, Cmp, Constant, Emit, EncodingFault, Load, ValueEncoding, Width};
use crate::value::{Cell, Class, Primitive, Value};

/// Width of the tag word of a [`TaggedStruct`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagWidth {
    /// A 32-bit tag, sign-extended when read.
    I32,
    /// A 64-bit tag.
    I64,
}

/// Tag values of a [`TaggedStruct`] layout. Strings and BigInts may have two tags each (a
/// rope and a flat string; a short and a heap BigInt); repeat the tag when there is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TagSet {
    /// A 32-bit integer number (payload: `i32`).
    pub int32: i64,
    /// A double (payload: `f64`).
    pub float64: i64,
    /// A boolean (payload: `i32`, 0 or 1).
    pub bool: i64,
    /// `null`.
    pub null: i64,
    /// `undefined`.
    pub undefined: i64,
    /// Strings (payload: a pointer).
    pub strings: [i64; 2],
    /// Objects (payload: a pointer).
    pub object: i64,
    /// BigInts (payload: a pointer, for a heap BigInt).
    pub bigints: [i64; 2],
    /// The tag (one of `bigints`) of a BigInt held inline, its value the `i32` at the
    /// payload offset (QuickJS-NG's short BigInt on 64-bit, `JS_TAG_SHORT_BIG_INT`); `None`
    /// when every BigInt is a cell. The lane reads such a BigInt without a hook.
    pub short_bigint: Option<i64>,
}

/// A value that is a payload word beside a tag word, like QuickJS-NG's 64-bit `JSValue`.
/// Cells (strings, objects, BigInts) carry their pointer in the payload and their kind in
/// the tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TaggedStruct {
    /// Byte offset of the payload (an `i32`, `f64` or pointer).
    pub payload_offset: u8,
    /// Byte offset of the tag.
    pub tag_offset: u8,
    /// Width of the tag.
    pub tag_width: TagWidth,
    /// The tag values.
    pub tags: TagSet,
}

impl TaggedStruct {
    fn tag_bytes(&self) -> usize {
        match self.tag_width {
            TagWidth::I32 => 4,
            TagWidth::I64 => 8,
        }
    }

    fn payload(&self) -> i32 {
        i32::from(self.payload_offset)
    }

    /// # Safety
    /// `p` points to a value of this encoding.
    unsafe fn read_tag(&self, p: *const u8) -> i64 {
        // SAFETY: the tag lies inside the value (checked by `validate`; caller's contract).
        unsafe {
            let t = p.add(usize::from(self.tag_offset));
            match self.tag_width {
                TagWidth::I32 => i64::from(t.cast::<i32>().read_unaligned()),
                TagWidth::I64 => t.cast::<i64>().read_unaligned(),
            }
        }
    }

    /// # Safety
    /// `p` is valid for writes of a value of this encoding.
    unsafe fn write_tag(&self, p: *mut u8, tag: i64) {
        // SAFETY: the tag lies inside the value (checked by `validate`; caller's contract).
        unsafe {
            let t = p.add(usize::from(self.tag_offset));
            match self.tag_width {
                TagWidth::I32 => t.cast::<i32>().write_unaligned(tag as i32),
                TagWidth::I64 => t.cast::<i64>().write_unaligned(tag),
            }
        }
    }

    fn emit_store_tag<E: Emit>(&self, e: &mut E, ret: E::Val, tag: i64) {
        let width = match self.tag_width {
            TagWidth::I64 => Width::I64,
            TagWidth::I32 => Width::I32,
        };
        let t = e.iconst(width, tag);
        e.store(t, ret, i32::from(self.tag_offset));
    }

    fn emit_test<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> E::Val {
        let t = &self.tags;
        match test {
            ClassTest::Int32 => e.icmp_imm(Cmp::Eq, cls, t.int32),
            ClassTest::Float64 => e.icmp_imm(Cmp::Eq, cls, t.float64),
            ClassTest::Bool => e.icmp_imm(Cmp::Eq, cls, t.bool),
            ClassTest::Null => e.icmp_imm(Cmp::Eq, cls, t.null),
            ClassTest::Undefined => e.icmp_imm(Cmp::Eq, cls, t.undefined),
            ClassTest::Object => e.icmp_imm(Cmp::Eq, cls, t.object),
            ClassTest::String => Self::emit_any_of(e, cls, &t.strings),
        }
    }

    fn emit_any_of<E: Emit>(e: &mut E, tag: E::Val, tags: &[i64; 2]) -> E::Val {
        let first = e.icmp_imm(Cmp::Eq, tag, tags[0]);
        if tags[1] == tags[0] {
            first
        } else {
            let second = e.icmp_imm(Cmp::Eq, tag, tags[1]);
            e.bor(first, second)
        }
    }
}

impl ValueEncoding for TaggedStruct {
    fn validate(&self, size: u8) -> Result<(), EncodingFault> {
        let size = usize::from(size);
        let payload = usize::from(self.payload_offset)..usize::from(self.payload_offset) + 8;
        let tag = usize::from(self.tag_offset)..usize::from(self.tag_offset) + self.tag_bytes();
        if payload.end > size || tag.end > size {
            return Err(EncodingFault::OffsetsOutside);
        }
        if payload.start < tag.end && tag.start < payload.end {
            return Err(EncodingFault::OffsetsOverlap);
        }
        let t = &self.tags;
        let mut all = vec![t.int32, t.float64, t.bool, t.null, t.undefined, t.object];
        for g in [t.strings, t.bigints] {
            let mut g = g.to_vec();
            g.dedup();
            all.extend(g);
        }
        let mut sorted = all.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != all.len() {
            return Err(EncodingFault::SharedTag);
        }
        if let Some(short) = t.short_bigint {
            if !t.bigints.contains(&short) {
                return Err(EncodingFault::InlineBigIntTag);
            }
        }
        if self.tag_width == TagWidth::I32 && all.iter().any(|&t| i32::try_from(t).is_err()) {
            return Err(EncodingFault::TagWidth);
        }
        Ok(())
    }

    unsafe fn classify(&self, v: *const Value) -> Class {
        let p = v.cast::<u8>();
        // SAFETY: `v` points to a value of this encoding (caller's contract) and the
        // offsets lie inside it (checked by `validate`).
        let tag = unsafe { self.read_tag(p) };
        // SAFETY: as above.
        let payload = unsafe { p.add(usize::from(self.payload_offset)) };
        let t = &self.tags;
        if tag == t.int32 {
            // SAFETY: an int32 payload is an `i32` at the payload offset.
            Class::Int32(unsafe { payload.cast::<i32>().read_unaligned() })
        } else if tag == t.float64 {
            // SAFETY: a float64 payload is an `f64` at the payload offset.
            Class::Float64(unsafe { payload.cast::<f64>().read_unaligned() })
        } else if tag == t.bool {
            // SAFETY: a bool payload is an `i32` at the payload offset.
            Class::Bool(unsafe { payload.cast::<i32>().read_unaligned() } != 0)
        } else if tag == t.null {
            Class::Null
        } else if tag == t.undefined {
            Class::Undefined
        } else if t.strings.contains(&tag) {
            Class::String
        } else if tag == t.object {
            Class::Object
        } else if t.bigints.contains(&tag) {
            Class::BigInt
        } else {
            Class::Other
        }
    }

    unsafe fn inline_bigint(&self, v: *const Value) -> Option<i64> {
        let short = self.tags.short_bigint?;
        let p = v.cast::<u8>();
        // SAFETY: `v` points to a value of this encoding (caller's contract) and the
        // offsets lie inside it (checked by `validate`).
        if unsafe { self.read_tag(p) } != short {
            return None;
        }
        // SAFETY: an inline BigInt's value is an `i32` at the payload offset.
        let i = unsafe {
            p.add(usize::from(self.payload_offset))
                .cast::<i32>()
                .read_unaligned()
        };
        Some(i64::from(i))
    }

    unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        let p = dst.cast::<u8>();
        let t = &self.tags;
        // SAFETY: `dst` is valid for a whole value (caller's contract); zeroing the payload
        // word first keeps unused bytes deterministic.
        unsafe {
            let payload = p.add(usize::from(self.payload_offset));
            payload.cast::<u64>().write_unaligned(0);
            let tag = match v {
                Primitive::Int32(i) => {
                    payload.cast::<i32>().write_unaligned(i);
                    t.int32
                }
                Primitive::Float64(f) => {
                    payload.cast::<f64>().write_unaligned(f);
                    t.float64
                }
                Primitive::Bool(b) => {
                    payload.cast::<i32>().write_unaligned(i32::from(b));
                    t.bool
                }
                Primitive::Null => t.null,
                Primitive::Undefined => t.undefined,
            };
            self.write_tag(p, tag);
        }
    }

    unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        // SAFETY: the payload lies inside the value (caller's contract, `validate`).
        unsafe {
            v.cast::<u8>()
                .add(usize::from(self.payload_offset))
                .cast::<*mut c_void>()
                .read_unaligned()
        }
    }

    /// Any pointer will do: the kind goes into the tag.
    unsafe fn write_cell(&self, dst: *mut Value, cell: Cell, ptr: *mut c_void) {
        let tag = match cell {
            Cell::String => self.tags.strings[0],
            Cell::BigInt => self.tags.bigints[0],
            Cell::Object => self.tags.object,
        };
        let p = dst.cast::<u8>();
        // SAFETY: `dst` is valid for a whole value (caller's contract).
        unsafe {
            p.add(usize::from(self.payload_offset))
                .cast::<*mut c_void>()
                .write_unaligned(ptr);
            self.write_tag(p, tag);
        }
    }

    /// The class word is the tag.
    fn emit_class<E: Emit>(&self, e: &mut E, v: E::Val) -> E::Val {
        let how = match self.tag_width {
            TagWidth::I64 => Load::I64,
            TagWidth::I32 => Load::I32ToI64,
        };
        e.load(how, v, i32::from(self.tag_offset))
    }

    /// Every test is a comparison of the tag.
    fn emit_is<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> Option<E::Val> {
        Some(self.emit_test(e, cls, test))
    }

    fn emit_branch<E: Emit>(
        &self,
        e: &mut E,
        cls: E::Val,
        test: ClassTest,
        yes: E::Block,
        no: E::Block,
    ) {
        let c = self.emit_test(e, cls, test);
        e.brif(c, yes, no);
    }

    fn emit_int32<E: Emit>(&self, e: &mut E, v: E::Val, _cls: E::Val) -> E::Val {
        e.load(Load::I32, v, self.payload())
    }

    fn emit_float64<E: Emit>(&self, e: &mut E, v: E::Val, _cls: E::Val) -> E::Val {
        e.load(Load::F64, v, self.payload())
    }

    /// A tag comparison, and the `i32` payload sign-extended.
    fn emit_inline_bigint<E: Emit>(
        &self,
        e: &mut E,
        v: E::Val,
        cls: E::Val,
    ) -> Option<(E::Val, E::Val)> {
        let short = self.tags.short_bigint?;
        let is = e.icmp_imm(Cmp::Eq, cls, short);
        let value = e.load(Load::I32ToI64, v, self.payload());
        Some((is, value))
    }

    fn emit_bool<E: Emit>(&self, e: &mut E, v: E::Val, _cls: E::Val) -> E::Val {
        let p = e.load(Load::I32, v, self.payload());
        e.icmp_imm(Cmp::Ne, p, 0)
    }

    fn emit_write_const<E: Emit>(&self, e: &mut E, ret: E::Val, c: Constant) {
        let zero = e.iconst(Width::I64, 0);
        e.store(zero, ret, self.payload());
        let tag = match c {
            Constant::Null => self.tags.null,
            Constant::Undefined => self.tags.undefined,
        };
        self.emit_store_tag(e, ret, tag);
    }

    fn emit_write_int32<E: Emit>(&self, e: &mut E, ret: E::Val, i: E::Val) {
        let wide = e.uextend_i64(i);
        e.store(wide, ret, self.payload());
        self.emit_store_tag(e, ret, self.tags.int32);
    }

    fn emit_write_f64<E: Emit>(&self, e: &mut E, ret: E::Val, d: E::Val) {
        e.store(d, ret, self.payload());
        self.emit_store_tag(e, ret, self.tags.float64);
    }

    fn emit_write_bool<E: Emit>(&self, e: &mut E, ret: E::Val, t: E::Val) {
        let wide = e.uextend_i64(t);
        e.store(wide, ret, self.payload());
        self.emit_store_tag(e, ret, self.tags.bool);
    }
}
