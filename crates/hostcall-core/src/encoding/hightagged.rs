//! A NaN-boxed `u64` whose kind sits in its high bits: Boa's scheme (boa_engine 0.21 and
//! later, `value/inner/nan_boxed.rs`). Doubles are stored as their own bits (NaNs
//! canonical); every other value has a *kind* (`bits & kind_mask`) at or above
//! `tagged_min`, which no double can have; int32s keep their value in the low 32 bits,
//! booleans their truth in bit 0, and strings, objects and BigInts a pointer under
//! `pointer_mask`. Unlike JSC's scheme, no cell is read to tell a string from an object:
//! the kind alone decides every class test.

use std::ffi::c_void;

use super::{
    emit_canonical_f64_bits, emit_store_u64, emit_store_u64_select, ClassTest, Cmp, Constant, Emit,
    EncodingFault, Load, ValueEncoding, Width,
};
use crate::value::{Cell, Class, Primitive, Value};

/// A NaN-boxed `u64` whose kind is `bits & kind_mask` (see the module docs). The constants
/// of Boa are [`boa_bits`](crate::layout::boa_bits); the preset is
/// [`ValueLayout::boa_nan_boxed`](crate::ValueLayout::boa_nan_boxed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HighTagged {
    /// The bits that hold a value's kind.
    pub kind_mask: u64,
    /// The smallest kind of a value that is not a double (compared unsigned); every double,
    /// the canonical NaN included, has a smaller kind.
    pub tagged_min: u64,
    /// The kind of int32s (the value in the low 32 bits).
    pub int32: u64,
    /// The kind of booleans: `false` is exactly this, `true` this with bit 0 set.
    pub boolean: u64,
    /// The bits of `null`.
    pub null: u64,
    /// The bits of `undefined`.
    pub undefined: u64,
    /// The kind of objects.
    pub object: u64,
    /// The kind of strings.
    pub string: u64,
    /// The kind of BigInts.
    pub bigint: u64,
    /// The bits that hold a string's, object's or BigInt's pointer.
    pub pointer_mask: u64,
}

impl HighTagged {
    /// # Safety
    /// `v` points to a value of this encoding.
    unsafe fn bits(v: *const Value) -> u64 {
        // SAFETY: a value of this encoding is one u64 (caller's contract).
        unsafe { v.cast::<u64>().read_unaligned() }
    }

    fn kind_of(&self, cell: Cell) -> u64 {
        match cell {
            Cell::String => self.string,
            Cell::BigInt => self.bigint,
            Cell::Object => self.object,
        }
    }

    /// The kinds of the types a value can be tested for, each once (`null` and `undefined`
    /// may share a kind: their whole bits tell them apart).
    fn kinds(&self) -> [u64; 5] {
        [
            self.int32,
            self.boolean,
            self.object,
            self.string,
            self.bigint,
        ]
    }
}

impl ValueEncoding for HighTagged {
    fn validate(&self, size: u8) -> Result<(), EncodingFault> {
        if size != 8 {
            return Err(EncodingFault::Size);
        }
        if self.kind_mask & self.pointer_mask != 0 {
            return Err(EncodingFault::OffsetsOverlap);
        }
        let kinds = self.kinds();
        let singles = [self.null & self.kind_mask, self.undefined & self.kind_mask];
        // Every kind lies inside the mask, at or above the first tagged kind; booleans keep
        // bit 0 for their truth.
        let canonical_nan = f64::NAN.to_bits() & self.kind_mask;
        if kinds
            .iter()
            .chain(&singles)
            .any(|&k| k & !self.kind_mask != 0 || k < self.tagged_min)
            || self.tagged_min & !self.kind_mask != 0
            || canonical_nan >= self.tagged_min
            || self.boolean & 1 != 0
        {
            return Err(EncodingFault::Kinds);
        }
        for (i, a) in kinds.iter().enumerate() {
            if kinds[i + 1..].contains(a) || singles.contains(a) {
                return Err(EncodingFault::SharedTag);
            }
        }
        if self.null == self.undefined {
            return Err(EncodingFault::SharedTag);
        }
        Ok(())
    }

    unsafe fn classify(&self, v: *const Value) -> Class {
        // SAFETY: the caller's contract.
        let bits = unsafe { Self::bits(v) };
        let kind = bits & self.kind_mask;
        if kind < self.tagged_min {
            Class::Float64(f64::from_bits(bits))
        } else if kind == self.int32 {
            Class::Int32(bits as u32 as i32)
        } else if kind == self.boolean {
            Class::Bool(bits & 1 != 0)
        } else if bits == self.null {
            Class::Null
        } else if bits == self.undefined {
            Class::Undefined
        } else if kind == self.string {
            Class::String
        } else if kind == self.object {
            Class::Object
        } else if kind == self.bigint {
            Class::BigInt
        } else {
            Class::Other
        }
    }

    /// Boa keeps every BigInt behind a pointer.
    unsafe fn inline_bigint(&self, _v: *const Value) -> Option<i64> {
        None
    }

    unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        let bits = match v {
            Primitive::Int32(i) => self.int32 | u64::from(i as u32),
            // Impure NaNs would alias kinds: box the canonical NaN.
            Primitive::Float64(f) if f.is_nan() => f64::NAN.to_bits(),
            Primitive::Float64(f) => f.to_bits(),
            Primitive::Bool(b) => self.boolean | u64::from(b),
            Primitive::Null => self.null,
            Primitive::Undefined => self.undefined,
        };
        // SAFETY: `dst` is valid for 8 bytes (caller's contract).
        unsafe { dst.cast::<u64>().write_unaligned(bits) };
    }

    unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        // SAFETY: the caller's contract.
        let bits = unsafe { Self::bits(v) };
        (bits & self.pointer_mask) as usize as *mut c_void
    }

    /// The kind is in the value: `ptr` must fit `pointer_mask` (and, for Boa, be what its
    /// `JsString`, `JsObject` or `JsBigInt` hands out as its raw pointer).
    unsafe fn write_cell(&self, dst: *mut Value, cell: Cell, ptr: *mut c_void) {
        let bits = self.kind_of(cell) | (ptr as usize as u64 & self.pointer_mask);
        // SAFETY: `dst` is valid for 8 bytes (caller's contract).
        unsafe { dst.cast::<u64>().write_unaligned(bits) }
    }

    /// The class word is the whole 64 bits.
    fn emit_class<E: Emit>(&self, e: &mut E, v: E::Val) -> E::Val {
        e.load(Load::I64, v, 0)
    }

    /// Every test is decided by the bits: a kind compare, or the whole bits for `null` and
    /// `undefined`.
    fn emit_is<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> Option<E::Val> {
        let kind_is = |e: &mut E, kind: u64| {
            let k = e.band_imm(cls, self.kind_mask as i64);
            e.icmp_imm(Cmp::Eq, k, kind as i64)
        };
        Some(match test {
            ClassTest::Int32 => kind_is(e, self.int32),
            ClassTest::Float64 => {
                let k = e.band_imm(cls, self.kind_mask as i64);
                let tagged = e.icmp_imm(Cmp::Uge, k, self.tagged_min as i64);
                e.bxor_imm(tagged, 1)
            }
            ClassTest::Bool => kind_is(e, self.boolean),
            ClassTest::Null => e.icmp_imm(Cmp::Eq, cls, self.null as i64),
            ClassTest::Undefined => e.icmp_imm(Cmp::Eq, cls, self.undefined as i64),
            ClassTest::String => kind_is(e, self.string),
            ClassTest::Object => kind_is(e, self.object),
        })
    }

    fn emit_branch<E: Emit>(
        &self,
        e: &mut E,
        cls: E::Val,
        test: ClassTest,
        yes: E::Block,
        no: E::Block,
    ) {
        let c = match self.emit_is(e, cls, test) {
            Some(c) => c,
            // `emit_is` decides every test of this encoding.
            None => e.iconst(Width::I32, 0),
        };
        e.brif(c, yes, no);
    }

    fn emit_int32<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        e.ireduce_i32(cls)
    }

    fn emit_float64<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        e.bitcast_f64(cls)
    }

    fn emit_bool<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        let low = e.band_imm(cls, 1);
        e.icmp_imm(Cmp::Ne, low, 0)
    }

    fn emit_inline_bigint<E: Emit>(
        &self,
        _e: &mut E,
        _v: E::Val,
        _cls: E::Val,
    ) -> Option<(E::Val, E::Val)> {
        None
    }

    fn emit_write_const<E: Emit>(&self, e: &mut E, ret: E::Val, c: Constant) {
        let bits = match c {
            Constant::Null => self.null,
            Constant::Undefined => self.undefined,
        };
        emit_store_u64(e, ret, bits);
    }

    fn emit_write_int32<E: Emit>(&self, e: &mut E, ret: E::Val, i: E::Val) {
        let wide = e.uextend_i64(i);
        let bits = e.bor_imm(wide, self.int32 as i64);
        e.store(bits, ret, 0);
    }

    fn emit_write_f64<E: Emit>(&self, e: &mut E, ret: E::Val, d: E::Val) {
        let bits = emit_canonical_f64_bits(e, d);
        e.store(bits, ret, 0);
    }

    fn emit_write_bool<E: Emit>(&self, e: &mut E, ret: E::Val, t: E::Val) {
        emit_store_u64_select(e, ret, t, self.boolean | 1, self.boolean);
    }
}
