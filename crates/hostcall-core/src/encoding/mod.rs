//! Value encodings: how an engine packs a JavaScript value into bits. Each encoding is one
//! module with both sides of the contract:
//!
//! - the **interpreter**, which classifies and writes values in Rust (the generic backend,
//!   the lane's oracle, tests), and
//! - the **emitter**, which emits the same reads and writes as code, through the small
//!   instruction set of [`Emit`] (`hostcall-jit` implements it over Cranelift).
//!
//! So an encoding is added in one place: a module implementing [`ValueEncoding`], a variant
//! of [`Encoding`], one line in `each_encoding!` and one in the seal; the compiler lists the
//! rest.
//!
//! | encoding | engines | module |
//! |---|---|---|
//! | [`TaggedStruct`] | QuickJS-NG on 64-bit (a payload word beside a tag word) | `tagged` |
//! | [`NanBoxed`] | JSC, as Bun's FFI reads it (one `u64`) | `nanboxed` |
//! | [`HighTagged`] | Boa 0.21 and later (one `u64`, the kind in its high bits) | `hightagged` |
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `tagged`: a payload word beside a tag word (QuickJS-NG on 64-bit).
//! - `nanboxed`: a NaN-boxed `u64` (JSC's scheme, as Bun's FFI reads it).
//! - `hightagged`: a NaN-boxed `u64` whose kind sits in its high bits (Boa's scheme).

mod hightagged;
mod nanboxed;
mod tagged;

use std::ffi::c_void;

pub use hightagged::HighTagged;
pub use nanboxed::NanBoxed;
pub use tagged::{TagSet, TagWidth, TaggedStruct};

use crate::value::{Cell, Class, Primitive, Value};

/// How a value is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// A payload beside a tag (QuickJS-NG).
    TaggedStruct(TaggedStruct),
    /// A NaN-boxed `u64` (JSC, Bun).
    NanBoxed(NanBoxed),
    /// A NaN-boxed `u64` with the kind in its high bits (Boa).
    HighTagged(HighTagged),
}

/// Runs `$body` with `$e` bound to the encoding inside `$enc` (an `&Encoding`): the one
/// place that lists the encodings for dispatch.
macro_rules! each_encoding {
    ($enc:expr, $e:ident => $body:expr) => {
        match $enc {
            Encoding::TaggedStruct($e) => $body,
            Encoding::NanBoxed($e) => $body,
            Encoding::HighTagged($e) => $body,
        }
    };
}

/// What is wrong with an encoding for a value of a given size (the layout adds its name,
/// see [`LayoutError`](crate::layout::LayoutError)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EncodingFault {
    /// The encoding needs another value size.
    Size,
    /// The tag or the payload lies (partly) outside the value.
    OffsetsOutside,
    /// The tag and the payload overlap.
    OffsetsOverlap,
    /// Two JavaScript types share a tag value.
    SharedTag,
    /// A tag value does not fit the tag word.
    TagWidth,
    /// The tag of inline BigInts is not one of the BigInt tags.
    InlineBigIntTag,
    /// A kind lies outside the kind mask or where doubles live, or a double (the canonical
    /// NaN) would read as a kind ([`HighTagged`]).
    Kinds,
}

/// The JavaScript classes generated code tests a parameter for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassTest {
    /// A number stored as an int32.
    Int32,
    /// A number stored as a double.
    Float64,
    /// A boolean.
    Bool,
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
    /// A string.
    String,
    /// An object.
    Object,
}

/// A constant value generated code writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constant {
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
}

/// How [`Emit::load`] reads memory, and the type of the value it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load {
    /// 32 bits, as an i32.
    I32,
    /// 64 bits, as an i64.
    I64,
    /// 32 bits sign-extended to an i64.
    I32ToI64,
    /// 8 bits zero-extended to an i32.
    U8ToI32,
    /// 64 bits, as an f64.
    F64,
}

/// An integer width for [`Emit::iconst`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// 32 bits.
    I32,
    /// 64 bits.
    I64,
}

/// An integer comparison for [`Emit::icmp_imm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Unsigned greater than or equal.
    Uge,
}

/// The instructions an encoding's emitter uses, implemented by a code generator
/// (`hostcall-jit` maps each to one Cranelift instruction). Conditions are i8 values (0
/// or 1). Memory accesses are to values the caller vouches for (the thunk's own arguments and
/// return slot, or a cell a checked value points to).
pub trait Emit {
    /// An SSA value of the generated code.
    type Val: Copy;
    /// A basic block of the generated code.
    type Block: Copy;
    /// Reads memory at `base + offset`.
    fn load(&mut self, how: Load, base: Self::Val, offset: i32) -> Self::Val;
    /// Writes `v` at `base + offset`.
    fn store(&mut self, v: Self::Val, base: Self::Val, offset: i32);
    /// An integer constant.
    fn iconst(&mut self, width: Width, imm: i64) -> Self::Val;
    /// An f64 constant.
    fn f64const(&mut self, f: f64) -> Self::Val;
    /// Compares an integer with a constant: an i8 condition.
    fn icmp_imm(&mut self, cmp: Cmp, x: Self::Val, imm: i64) -> Self::Val;
    /// `x & imm`.
    fn band_imm(&mut self, x: Self::Val, imm: i64) -> Self::Val;
    /// `x | imm`.
    fn bor_imm(&mut self, x: Self::Val, imm: i64) -> Self::Val;
    /// `x ^ imm`.
    fn bxor_imm(&mut self, x: Self::Val, imm: i64) -> Self::Val;
    /// `x + imm`, wrapping.
    fn iadd_imm(&mut self, x: Self::Val, imm: i64) -> Self::Val;
    /// `a & b`.
    fn band(&mut self, a: Self::Val, b: Self::Val) -> Self::Val;
    /// `a | b`.
    fn bor(&mut self, a: Self::Val, b: Self::Val) -> Self::Val;
    /// The low 32 bits of an i64.
    fn ireduce_i32(&mut self, x: Self::Val) -> Self::Val;
    /// An integer zero-extended to an i64.
    fn uextend_i64(&mut self, x: Self::Val) -> Self::Val;
    /// The bits of an i64 as an f64.
    fn bitcast_f64(&mut self, x: Self::Val) -> Self::Val;
    /// The bits of an f64 as an i64.
    fn bitcast_i64(&mut self, x: Self::Val) -> Self::Val;
    /// Whether an f64 is NaN: an i8 condition.
    fn is_nan(&mut self, x: Self::Val) -> Self::Val;
    /// `c ? a : b`.
    fn select(&mut self, c: Self::Val, a: Self::Val, b: Self::Val) -> Self::Val;
    /// A new block.
    fn new_block(&mut self) -> Self::Block;
    /// Ends the current block: to `yes` when `c` is non-zero, else to `no`.
    fn brif(&mut self, c: Self::Val, yes: Self::Block, no: Self::Block);
    /// Continues in `block`, whose predecessors are all known.
    fn enter(&mut self, block: Self::Block);
}

/// Emits the bits of the f64 `d` with every NaN made the canonical one: for NaN-boxed
/// encodings, where an impure NaN would alias a tag.
fn emit_canonical_f64_bits<E: Emit>(e: &mut E, d: E::Val) -> E::Val {
    let is_nan = e.is_nan(d);
    let canon = e.f64const(f64::NAN);
    let clean = e.select(is_nan, canon, d);
    e.bitcast_i64(clean)
}

/// Emits storing the 64-bit constant `bits` at `*ret`.
fn emit_store_u64<E: Emit>(e: &mut E, ret: E::Val, bits: u64) {
    let v = e.iconst(Width::I64, bits as i64);
    e.store(v, ret, 0);
}

/// Emits storing `yes` at `*ret` when the i8 condition `t` holds, else `no`.
fn emit_store_u64_select<E: Emit>(e: &mut E, ret: E::Val, t: E::Val, yes: u64, no: u64) {
    let y = e.iconst(Width::I64, yes as i64);
    let n = e.iconst(Width::I64, no as i64);
    let bits = e.select(t, y, n);
    e.store(bits, ret, 0);
}

/// One value encoding, both sides. Implemented by each encoding module; [`Encoding`]
/// dispatches to it. The interpreter methods are `unsafe` for the reasons stated on the
/// matching [`ValueLayout`](crate::ValueLayout) methods.
///
/// Sealed: generated code runs what the emitter emits and the generic backend trusts what
/// the interpreter reads, so only this crate's encodings implement it (a new encoding is a
/// module here, see the module docs).
pub trait ValueEncoding: sealed::Sealed {
    /// Checks the encoding against the value size it is used with.
    fn validate(&self, size: u8) -> Result<(), EncodingFault>;

    /// Reads what JavaScript type `v` holds.
    ///
    /// # Safety
    ///
    /// `v` points to a live value of this encoding (for cells, the cell must be live when
    /// the encoding reads a type from it).
    unsafe fn classify(&self, v: *const Value) -> Class;

    /// The value of a BigInt held inline in the value itself (no cell, no hook: QuickJS-NG's
    /// short BigInts); `None` for every other value, heap BigInts included.
    ///
    /// # Safety
    ///
    /// `v` points to a live value of this encoding.
    unsafe fn inline_bigint(&self, v: *const Value) -> Option<i64>;

    /// Writes a primitive into `dst`.
    ///
    /// # Safety
    ///
    /// `dst` is valid for writes of a value of this encoding.
    unsafe fn write(&self, dst: *mut Value, v: Primitive);

    /// The pointer of a cell value (string, object, BigInt not held inline).
    ///
    /// # Safety
    ///
    /// `v` points to a live value of this encoding.
    unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void;

    /// Writes a cell value of kind `cell` whose pointer is `ptr`.
    ///
    /// # Safety
    ///
    /// `dst` is valid for writes of a value of this encoding; `ptr` is what the encoding
    /// requires of a cell of that kind (see the encoding's docs).
    unsafe fn write_cell(&self, dst: *mut Value, cell: Cell, ptr: *mut c_void);

    /// Emits the read of a value's class word: everything the tests and payload reads
    /// below need, read once per parameter.
    fn emit_class<E: Emit>(&self, e: &mut E, v: E::Val) -> E::Val;

    /// Emits whether the value with class word `cls` is of class `test`, as an i8, when the
    /// class word decides it alone; `None` when the test needs memory (use
    /// [`emit_branch`](ValueEncoding::emit_branch)).
    fn emit_is<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> Option<E::Val>;

    /// Emits a branch to `yes` when the value with class word `cls` is of class `test`,
    /// else to `no`. May create blocks of its own.
    fn emit_branch<E: Emit>(
        &self,
        e: &mut E,
        cls: E::Val,
        test: ClassTest,
        yes: E::Block,
        no: E::Block,
    );

    /// Emits the int32 payload (meaningful only when the value is an int32).
    fn emit_int32<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val;

    /// Emits the float64 payload (meaningful only when the value is a float64).
    fn emit_float64<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val;

    /// Emits a boolean's truth as an i8 (meaningful only when the value is a bool).
    fn emit_bool<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val;

    /// Emits the test for a BigInt held inline (an i8 condition) and its value as an i64
    /// (meaningful only when the test holds), as [`inline_bigint`](ValueEncoding::inline_bigint)
    /// reads them; `None` when the encoding has no inline BigInts.
    fn emit_inline_bigint<E: Emit>(
        &self,
        e: &mut E,
        v: E::Val,
        cls: E::Val,
    ) -> Option<(E::Val, E::Val)>;

    /// Emits writing a constant to `*ret`.
    fn emit_write_const<E: Emit>(&self, e: &mut E, ret: E::Val, c: Constant);

    /// Emits writing the int32 `i` to `*ret`.
    fn emit_write_int32<E: Emit>(&self, e: &mut E, ret: E::Val, i: E::Val);

    /// Emits writing the f64 `d` to `*ret` as a float64 value.
    fn emit_write_f64<E: Emit>(&self, e: &mut E, ret: E::Val, d: E::Val);

    /// Emits writing the i8 truth `t` to `*ret` as a boolean.
    fn emit_write_bool<E: Emit>(&self, e: &mut E, ret: E::Val, t: E::Val);
}

/// The seal of [`ValueEncoding`]: a public trait in a private module, so no other crate
/// can name it to implement it.
mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Encoding {}
    impl Sealed for super::TaggedStruct {}
    impl Sealed for super::NanBoxed {}
    impl Sealed for super::HighTagged {}
}

impl ValueEncoding for Encoding {
    fn validate(&self, size: u8) -> Result<(), EncodingFault> {
        each_encoding!(self, x => x.validate(size))
    }
    unsafe fn classify(&self, v: *const Value) -> Class {
        // SAFETY: forwarded; the caller's contract is the same.
        each_encoding!(self, x => unsafe { x.classify(v) })
    }
    unsafe fn inline_bigint(&self, v: *const Value) -> Option<i64> {
        // SAFETY: forwarded; the caller's contract is the same.
        each_encoding!(self, x => unsafe { x.inline_bigint(v) })
    }
    unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        // SAFETY: forwarded; the caller's contract is the same.
        each_encoding!(self, x => unsafe { x.write(dst, v) })
    }
    unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        // SAFETY: forwarded; the caller's contract is the same.
        each_encoding!(self, x => unsafe { x.cell_pointer(v) })
    }
    unsafe fn write_cell(&self, dst: *mut Value, cell: Cell, ptr: *mut c_void) {
        // SAFETY: forwarded; the caller's contract is the same.
        each_encoding!(self, x => unsafe { x.write_cell(dst, cell, ptr) })
    }
    fn emit_class<E: Emit>(&self, e: &mut E, v: E::Val) -> E::Val {
        each_encoding!(self, x => x.emit_class(e, v))
    }
    fn emit_is<E: Emit>(&self, e: &mut E, cls: E::Val, test: ClassTest) -> Option<E::Val> {
        each_encoding!(self, x => x.emit_is(e, cls, test))
    }
    fn emit_branch<E: Emit>(
        &self,
        e: &mut E,
        cls: E::Val,
        test: ClassTest,
        yes: E::Block,
        no: E::Block,
    ) {
        each_encoding!(self, x => x.emit_branch(e, cls, test, yes, no))
    }
    fn emit_int32<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val {
        each_encoding!(self, x => x.emit_int32(e, v, cls))
    }
    fn emit_float64<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val {
        each_encoding!(self, x => x.emit_float64(e, v, cls))
    }
    fn emit_bool<E: Emit>(&self, e: &mut E, v: E::Val, cls: E::Val) -> E::Val {
        each_encoding!(self, x => x.emit_bool(e, v, cls))
    }
    fn emit_inline_bigint<E: Emit>(
        &self,
        e: &mut E,
        v: E::Val,
        cls: E::Val,
    ) -> Option<(E::Val, E::Val)> {
        each_encoding!(self, x => x.emit_inline_bigint(e, v, cls))
    }
    fn emit_write_const<E: Emit>(&self, e: &mut E, ret: E::Val, c: Constant) {
        each_encoding!(self, x => x.emit_write_const(e, ret, c))
    }
    fn emit_write_int32<E: Emit>(&self, e: &mut E, ret: E::Val, i: E::Val) {
        each_encoding!(self, x => x.emit_write_int32(e, ret, i))
    }
    fn emit_write_f64<E: Emit>(&self, e: &mut E, ret: E::Val, d: E::Val) {
        each_encoding!(self, x => x.emit_write_f64(e, ret, d))
    }
    fn emit_write_bool<E: Emit>(&self, e: &mut E, ret: E::Val, t: E::Val) {
        each_encoding!(self, x => x.emit_write_bool(e, ret, t))
    }
}
