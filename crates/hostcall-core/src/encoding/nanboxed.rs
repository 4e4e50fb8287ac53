//! A NaN-boxed `u64` in JSC's scheme, as Bun's FFI (`FFI.h`) reads it: int32s carry the
//! number tag in their top bits, doubles are stored offset by a constant, the immediates
//! `null`/`undefined`/`false`/`true` are small constants, and anything else that misses the
//! not-cell mask is a pointer to a heap cell whose type byte tells strings, BigInts and
//! objects apart.

use std::ffi::c_void;

use super::{
    emit_canonical_f64_bits, emit_store_u64, emit_store_u64_select, ClassTest, Cmp, Constant, Emit,
    EncodingFault, Load, ValueEncoding, Width,
};
use crate::value::{Cell, Class, Primitive, Value};

/// A NaN-boxed `u64` in JSC's scheme: int32s carry the `number_tag` in their top bits,
/// doubles are stored offset by `double_offset`, the immediates `null`/`undefined`/
/// `false`/`true` are small constants, and anything whose bits miss `not_cell_mask` is a
/// pointer to a heap cell whose type byte sits at `cell_type_offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NanBoxed {
    /// Top bits that mark an int32 (all set) or any number (any set).
    pub number_tag: u64,
    /// Added to a double's bits when boxing.
    pub double_offset: u64,
    /// The bits of `null`.
    pub null: u64,
    /// The bits of `undefined`.
    pub undefined: u64,
    /// The bits of `false`.
    pub false_value: u64,
    /// The bits of `true`.
    pub true_value: u64,
    /// A value `v` with `v & not_cell_mask == 0` and `v != 0` is a cell pointer.
    pub not_cell_mask: u64,
    /// Offset of the type byte in a cell.
    pub cell_type_offset: u8,
    /// The type byte of a string cell.
    pub string_type: u8,
    /// The type byte of a BigInt cell.
    pub bigint_type: u8,
    /// Type bytes at or above this are objects.
    pub object_type_min: u8,
}

impl NanBoxed {
    /// # Safety
    /// `v` points to a value of this encoding.
    unsafe fn bits(v: *const Value) -> u64 {
        // SAFETY: a NaN-boxed value is one u64 (caller's contract).
        unsafe { v.cast::<u64>().read_unaligned() }
    }
}

impl ValueEncoding for NanBoxed {
    fn validate(&self, size: u8) -> Result<(), EncodingFault> {
        if size != 8 {
            return Err(EncodingFault::Size);
        }
        Ok(())
    }

    unsafe fn classify(&self, v: *const Value) -> Class {
        // SAFETY: the caller's contract.
        let bits = unsafe { Self::bits(v) };
        if bits & self.number_tag == self.number_tag {
            Class::Int32(bits as u32 as i32)
        } else if bits & self.number_tag != 0 {
            Class::Float64(f64::from_bits(bits.wrapping_sub(self.double_offset)))
        } else if bits == self.null {
            Class::Null
        } else if bits == self.undefined {
            Class::Undefined
        } else if bits == self.false_value || bits == self.true_value {
            Class::Bool(bits == self.true_value)
        } else if bits != 0 && bits & self.not_cell_mask == 0 {
            // SAFETY: a cell pointer points to a live cell with a type byte at
            // `cell_type_offset` (caller's contract).
            let ty = unsafe {
                (bits as usize as *const u8)
                    .add(usize::from(self.cell_type_offset))
                    .read()
            };
            if ty == self.string_type {
                Class::String
            } else if ty == self.bigint_type {
                Class::BigInt
            } else if ty >= self.object_type_min {
                Class::Object
            } else {
                Class::Other
            }
        } else {
            Class::Other
        }
    }

    /// JSC keeps every BigInt in a cell.
    unsafe fn inline_bigint(&self, _v: *const Value) -> Option<i64> {
        None
    }

    unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        let bits = match v {
            Primitive::Int32(i) => self.number_tag | u64::from(i as u32),
            Primitive::Float64(f) => {
                // Impure NaNs would alias tags: box the canonical NaN.
                let f = if f.is_nan() { f64::NAN } else { f };
                f.to_bits().wrapping_add(self.double_offset)
            }
            Primitive::Bool(true) => self.true_value,
            Primitive::Bool(false) => self.false_value,
            Primitive::Null => self.null,
            Primitive::Undefined => self.undefined,
        };
        // SAFETY: `dst` is valid for 8 bytes (caller's contract).
        unsafe { dst.cast::<u64>().write_unaligned(bits) };
    }

    unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        // SAFETY: the caller's contract.
        unsafe { Self::bits(v) as usize as *mut c_void }
    }

    /// The kind is carried by the cell's own type byte: `ptr` must be a cell of the
    /// matching type, aligned so that it misses `not_cell_mask`.
    unsafe fn write_cell(&self, dst: *mut Value, _cell: Cell, ptr: *mut c_void) {
        // SAFETY: `dst` is valid for 8 bytes (caller's contract).
        unsafe { dst.cast::<u64>().write_unaligned(ptr as usize as u64) }
    }

    /// The class word is the whole 64 bits.
    fn emit_class<E: Emit>(&self, e: &mut E, v: E::Val) -> E::Val {
        e.load(Load::I64, v, 0)
    }

    /// Numbers, bools and null are decided by the bits; strings and objects need the
    /// cell's type byte.
    fn emit_is<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> Option<E::Val> {
        let number_tag = self.number_tag as i64;
        Some(match test {
            ClassTest::Int32 => {
                let m = e.band_imm(cls, number_tag);
                e.icmp_imm(Cmp::Eq, m, number_tag)
            }
            ClassTest::Float64 => {
                // Any number-tag bit set, but not all (those are int32s).
                let m = e.band_imm(cls, number_tag);
                let any = e.icmp_imm(Cmp::Ne, m, 0);
                let all = e.icmp_imm(Cmp::Eq, m, number_tag);
                let not_all = e.bxor_imm(all, 1);
                e.band(any, not_all)
            }
            ClassTest::Bool => {
                let f = e.icmp_imm(Cmp::Eq, cls, self.false_value as i64);
                let t = e.icmp_imm(Cmp::Eq, cls, self.true_value as i64);
                e.bor(f, t)
            }
            ClassTest::Null => e.icmp_imm(Cmp::Eq, cls, self.null as i64),
            ClassTest::Undefined => e.icmp_imm(Cmp::Eq, cls, self.undefined as i64),
            ClassTest::String | ClassTest::Object => return None,
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
        if let Some(c) = self.emit_is(e, cls, test) {
            e.brif(c, yes, no);
            return;
        }
        // A cell: a non-zero value that misses the not-cell mask; then its type byte.
        let cell = e.new_block();
        let m = e.band_imm(cls, self.not_cell_mask as i64);
        let clear = e.icmp_imm(Cmp::Eq, m, 0);
        let nonzero = e.icmp_imm(Cmp::Ne, cls, 0);
        let is_cell = e.band(clear, nonzero);
        e.brif(is_cell, cell, no);
        e.enter(cell);
        let ty = e.load(Load::U8ToI32, cls, i32::from(self.cell_type_offset));
        let c = match test {
            ClassTest::String => e.icmp_imm(Cmp::Eq, ty, i64::from(self.string_type)),
            ClassTest::Object => e.icmp_imm(Cmp::Uge, ty, i64::from(self.object_type_min)),
            // Decided by the bits above: never here.
            ClassTest::Int32
            | ClassTest::Float64
            | ClassTest::Bool
            | ClassTest::Null
            | ClassTest::Undefined => e.iconst(Width::I32, 0),
        };
        e.brif(c, yes, no);
    }

    fn emit_int32<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        e.ireduce_i32(cls)
    }

    fn emit_float64<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        let raw = e.iadd_imm(cls, (self.double_offset as i64).wrapping_neg());
        e.bitcast_f64(raw)
    }

    fn emit_bool<E: Emit>(&self, e: &mut E, _v: E::Val, cls: E::Val) -> E::Val {
        e.icmp_imm(Cmp::Eq, cls, self.true_value as i64)
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
        let bits = e.bor_imm(wide, self.number_tag as i64);
        e.store(bits, ret, 0);
    }

    fn emit_write_f64<E: Emit>(&self, e: &mut E, ret: E::Val, d: E::Val) {
        let bits = emit_canonical_f64_bits(e, d);
        let boxed = e.iadd_imm(bits, self.double_offset as i64);
        e.store(boxed, ret, 0);
    }

    fn emit_write_bool<E: Emit>(&self, e: &mut E, ret: E::Val, t: E::Val) {
        emit_store_u64_select(e, ret, t, self.true_value, self.false_value);
    }
}
