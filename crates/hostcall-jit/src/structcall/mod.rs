//! How a struct-by-value call is placed: the System V x86-64, AAPCS64 or RISC-V LP64D
//! classification of a call's scalar and struct arguments and its result ([`plan_for`]), and
//! the CLIF pieces a thunk uses to load the eightbytes, make the call and store a struct
//! result (`call_values`, `load_from`, `store_registers`); the thunk itself is
//! `codegen`'s.
//!
//! Three ABIs are lowered ([`StructAbi`]): x86-64 System V, AAPCS64 (aarch64 Linux; Apple's
//! variant packs stack arguments differently and is refused) and LP64D (riscv64 Linux). The thunk does the ABI's
//! argument classification itself instead of leaning on Cranelift's struct-argument support.
//! Under System V:
//!
//! - each scalar parameter is passed with its C type (the next
//!   general register, or vector register for `f32`/`f64`, else an eightbyte on the stack);
//! - a struct of class INTEGER/SSE ([`sysv_passing`]) is loaded eightbyte by
//!   eightbyte and passed as `i64` (INTEGER) or `f64`/`f32` (SSE: two `f32`s packed in one
//!   eightbyte travel as the 64 bits of one `xmm` register) when the registers left hold all
//!   of it, otherwise all of it goes on the stack;
//! - a struct of class MEMORY goes on the stack as its eightbytes.
//!
//! Stack pieces are declared to Cranelift as `i64` parameters after every argument register
//! is taken (unused ones get a zero): Cranelift then lays them out as the ABI's stack
//! arguments, eightbyte after eightbyte in order. Cranelift's own
//! `ArgumentPurpose::StructArgument` would copy with a `memcpy` libcall, a relocation the
//! code arena refuses; and it cannot express "registers ran out" for a two-register struct.
//! A struct result comes back in `rax`/`rdx`/`xmm0`/`xmm1` by class (Cranelift assigns
//! integer and float returns from separate counters, as the ABI does) and is stored to
//! the thunk's result slot eightbyte by eightbyte; a MEMORY result is written by the callee
//! through the hidden pointer in `rdi`, which is that slot.
//!
//! Under AAPCS64 ([`plan_for`] with [`StructAbi::Aapcs64`], the rules of the ABI's section
//! 6.8.2, stage C):
//!
//! - a homogeneous floating-point aggregate (HFA: one to four `f32`s, or one to four
//!   `f64`s, nested structs flattened) takes one vector register per member when enough are
//!   left; otherwise none are used any more and it goes on the stack as its bytes;
//! - any other struct of at most 16 bytes takes one or two general registers as its
//!   eightbytes when enough are left; otherwise none are used any more and it goes on the
//!   stack;
//! - a larger one is copied into the thunk's frame and passed by reference: its address in
//!   the next general register (or on the stack);
//! - results: an HFA in `v0`-`v3`, at most 16 bytes in `x0`/`x1`, anything larger written by
//!   the callee through the address in `x8` (Cranelift's `StructReturn` purpose), which is the
//!   thunk's result slot.
//!
//! Stack pieces are declared as on System V (after zero fillers for every register left in
//! both classes), which Cranelift lays out in 8-byte slots in order, as AAPCS64 does for
//! arguments of at most 8-byte alignment (every struct a descriptor can describe).
//!
//! Under LP64D ([`StructAbi::Lp64d`], the RISC-V psABI's integer and hardware
//! floating-point calling conventions, `a0`-`a7` and `fa0`-`fa7`):
//!
//! - a struct whose flattened fields are one float, two floats, or a float and an integer
//!   ([`lp64d_fields`]) passes each field as a scalar of its type ([`Piece::Field`]) in a
//!   register of its class, when the registers left hold all of them; otherwise it goes as
//!   any other struct;
//! - any other struct of at most 16 bytes takes one or two general registers as its
//!   eightbytes; with one register left, its first eightbyte goes in `a7` and the second on
//!   the stack; a larger one is copied into the thunk's frame and passed by reference;
//! - a float scalar past `fa7` goes as its bits in the next general register
//!   ([`Piece::FloatBits`]), and only when those are taken on the stack;
//! - results: a struct of the float rules field by field in `fa0`/`fa1` and `a0`
//!   ([`ReturnPlan::Fields`]), any other of at most 16 bytes in `a0`/`a1`, larger ones
//!   through the address passed as the first argument (`a0`).
//!
//! A struct's bytes are read exactly: a last eightbyte shorter than 8 bytes is read in 4-,
//! 2- and 1-byte pieces, so a thunk never reads past a struct.
//!
//! **Size.** Every stack eightbyte is one value, loaded before the call and live until the
//! call stores it into the outgoing argument area, so a struct of N eightbytes on the stack
//! makes N values live at once, nearly all spilled. regalloc2's backtracking allocator
//! spends time superlinear in that (measured: about 4x per doubling past 8 KiB, 4 s for
//! 64 KiB), its single-pass allocator linear time. So a plan with more than
//! [`SINGLE_PASS_STACK_PIECES`] stack pieces is compiled with the single-pass allocator
//! ([`wants_single_pass`]; the small shapes of the goldens keep the backtracking one), and
//! a shape passing more than [`MAX_STRUCT_STACK_BYTES`] on the stack is not compiled at
//! all ([`Unsupported::TooLarge`]): its code would be over four bytes per byte passed, for
//! a call whose cost is then the copy, which libffi does with `memcpy`.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `sysv`: x86-64 System V's classification of a struct ([`sysv_passing`]) and its
//!   placement of a call ([`plan`]).
//! - `aapcs64`: AAPCS64's ([`hfa`] and the call's placement).
//! - `lp64d`: RISC-V LP64D's ([`lp64d_fields`] and the call's placement).
//!
//! This file keeps what the three share: the plan ([`Plan`], [`Piece`], [`ReturnPlan`]),
//! the dispatch by target ([`plan_for`]) and the CLIF lowering of a plan.

use cranelift_codegen::ir::{
    types, AbiParam, ArgumentPurpose, InstBuilder, MemFlagsData, Signature as ClifSig,
    StackSlotData, StackSlotKind, Type, Value as ClifValue,
};
use cranelift_codegen::isa::{CallConv, TargetIsa};
use cranelift_frontend::FunctionBuilder;

use hostcall_core::structs::{StructLayout, StructParam, StructResult};
use hostcall_core::{ResultKind, Scalar};

use crate::abi::abi_param;
use crate::error::Unsupported;

mod aapcs64;
mod lp64d;
mod sysv;

pub use aapcs64::hfa;
pub use lp64d::lp64d_fields;
pub use sysv::{passing as sysv_passing, plan, EightbyteClass, SysvPassing};

/// Which C ABI places a struct call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructAbi {
    /// x86-64 System V.
    SysV,
    /// AAPCS64 (aarch64 Linux).
    Aapcs64,
    /// The RISC-V LP64D ABI (riscv64 Linux).
    Lp64d,
}

impl StructAbi {
    /// The struct ABI of `isa`'s default calling convention.
    ///
    /// # Errors
    ///
    /// [`Unsupported::Target`] for any other target or convention (Windows x64, Apple's
    /// aarch64 variant): thunks of struct shapes are not made there (the facade uses libffi).
    pub fn of(isa: &dyn TargetIsa) -> Result<StructAbi, Unsupported> {
        match (isa.name(), isa.default_call_conv()) {
            ("x64", CallConv::SystemV) => Ok(StructAbi::SysV),
            ("aarch64", CallConv::SystemV) => Ok(StructAbi::Aapcs64),
            ("riscv64", CallConv::SystemV) => Ok(StructAbi::Lp64d),
            _ => Err(Unsupported::Target(format!(
                "structs by value in thunks are x86-64 System V, AAPCS64 and RISC-V LP64D \
                 only, not {} ({})",
                isa.triple(),
                isa.default_call_conv()
            ))),
        }
    }

    /// General registers for arguments (`rdi`...`r9`; `x0`...`x7`; `a0`...`a7`).
    pub fn gprs(self) -> usize {
        match self {
            StructAbi::SysV => 6,
            StructAbi::Aapcs64 | StructAbi::Lp64d => 8,
        }
    }

    /// Vector or float registers for arguments (`xmm0`...`xmm7`; `v0`...`v7`;
    /// `fa0`...`fa7`).
    pub fn fprs(self) -> usize {
        8
    }
}

/// The most bytes a thunk passes on the stack (4 KiB, 512 eightbytes); a larger shape
/// is [`Unsupported::TooLarge`] and stays on libffi (see the module docs).
pub const MAX_STRUCT_STACK_BYTES: usize = 4096;

/// Stack pieces past which a thunk is compiled with regalloc2's single-pass allocator
/// (linear time) instead of the backtracking one (see the module docs).
pub const SINGLE_PASS_STACK_PIECES: usize = 64;

/// Whether the plan's thunk should be compiled with the single-pass allocator.
pub fn wants_single_pass(plan: &Plan) -> bool {
    plan.stack.len() > SINGLE_PASS_STACK_PIECES
}

/// One value the thunk passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Scalar parameter `arg`, read from its slot.
    Scalar {
        /// The parameter's index.
        arg: usize,
        /// Its C type.
        scalar: Scalar,
    },
    /// `len` bytes (1 to 8) at `offset` of struct parameter `arg`.
    Eightbyte {
        /// The parameter's index.
        arg: usize,
        /// Byte offset in the struct (a multiple of 8; an HFA member's offset under
        /// AAPCS64).
        offset: usize,
        /// Bytes of the struct in this eightbyte.
        len: usize,
        /// Its class (only meaningful in registers: on the stack every eightbyte is bytes).
        class: EightbyteClass,
    },
    /// The address of a copy of struct parameter `arg` (`size` bytes) in the thunk's frame
    /// (AAPCS64, a struct over 16 bytes that is not an HFA; LP64D, one over 16 bytes).
    Reference {
        /// The parameter's index.
        arg: usize,
        /// The struct's size.
        size: usize,
    },
    /// The field at `offset` of struct parameter `arg`, passed as a scalar of its type in a
    /// register of its class (LP64D: a struct of one or two floats, or of a float and an
    /// integer).
    Field {
        /// The parameter's index.
        arg: usize,
        /// The field's byte offset in the struct (nested structs flattened).
        offset: usize,
        /// Its type.
        scalar: Scalar,
    },
    /// Float parameter `arg` passed as its bits in a general register (LP64D, once the
    /// float registers are taken).
    FloatBits {
        /// The parameter's index.
        arg: usize,
        /// `F32` or `F64`.
        scalar: Scalar,
    },
}

/// How a thunk returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReturnPlan {
    /// Nothing.
    Void,
    /// A scalar in `rax` or `xmm0`, stored at `ret` (integers widened to 8 bytes by their
    /// signedness; readers take only the kind's own bytes, as from libffi).
    Scalar(Scalar),
    /// A struct in one or two registers, by class, stored eightbyte by eightbyte.
    Registers(Vec<EightbyteClass>),
    /// An HFA in `count` vector registers (AAPCS64), stored member by member.
    Floats {
        /// The members' type (`F32` or `F64`).
        scalar: Scalar,
        /// How many (1 to 4).
        count: usize,
    },
    /// A MEMORY struct, written by the callee through the hidden pointer (`rdi` on System
    /// V, `x8` on AAPCS64, `a0` on LP64D).
    Memory,
    /// A struct of one or two floats, or a float and an integer (LP64D): each field in a
    /// register of its class (`fa0`/`fa1`, `a0`), stored at its offset into storage zeroed
    /// first.
    Fields(Vec<(usize, Scalar)>),
}

/// The assignment of a call shape: what goes in registers, what on the stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The ABI it follows.
    pub abi: StructAbi,
    /// Pieces passed in registers, in parameter order (general and vector registers are
    /// handed out from separate counters, so order within each class is what counts).
    pub registers: Vec<Piece>,
    /// Pieces passed on the stack, in order (each in an eightbyte of its own).
    pub stack: Vec<Piece>,
    /// General registers holding pieces (System V's hidden result pointer included).
    pub gprs: usize,
    /// Vector registers holding pieces.
    pub xmms: usize,
    /// The result.
    pub ret: ReturnPlan,
}

impl Plan {
    /// A plan with nothing placed yet: `gprs` general registers already taken (a hidden
    /// result pointer's).
    fn empty(abi: StructAbi, ret: ReturnPlan, gprs: usize) -> Plan {
        Plan {
            abi,
            registers: Vec::new(),
            stack: Vec::new(),
            gprs,
            xmms: 0,
            ret,
        }
    }
}

fn is_float(s: Scalar) -> bool {
    matches!(s, Scalar::F32 | Scalar::F64)
}

fn eightbytes(arg: usize, l: &StructLayout, classes: Option<&[EightbyteClass]>) -> Vec<Piece> {
    (0..l.size().div_ceil(8))
        .map(|k| Piece::Eightbyte {
            arg,
            offset: 8 * k,
            len: (l.size() - 8 * k).min(8),
            class: classes.map_or(EightbyteClass::Integer, |c| c[k]),
        })
        .collect()
}

/// Classifies a call shape under `abi` (see the module docs).
pub fn plan_for(abi: StructAbi, params: &[StructParam], result: &StructResult) -> Plan {
    match abi {
        StructAbi::SysV => plan(params, result),
        StructAbi::Aapcs64 => aapcs64::plan_aapcs64(params, result),
        StructAbi::Lp64d => lp64d::plan_lp64d(params, result),
    }
}

/// Whether a thunk of this struct shape can be compiled for `isa`.
///
/// # Errors
///
/// [`Unsupported::Target`] off x86-64 System V, AAPCS64 and LP64D (the facade uses libffi
/// there);
/// [`Unsupported::Result`] for a `value` result, an engine-bound parameter or a `slice`
/// (two native arguments), which struct calls never have (`Signature::with_structs` refuses
/// them);
/// [`Unsupported::TooLarge`] for a shape passing more than [`MAX_STRUCT_STACK_BYTES`] on
/// the stack.
pub fn check_supported(
    params: &[StructParam],
    result: &StructResult,
    isa: &dyn TargetIsa,
) -> Result<(), Unsupported> {
    let abi = StructAbi::of(isa)?;
    if *result == StructResult::Kind(ResultKind::Value) {
        return Err(Unsupported::Result("a `value` result with structs".into()));
    }
    for p in params {
        if let StructParam::Kind(k) = p {
            if k.is_engine_bound() || k.native_count() != 1 {
                return Err(Unsupported::Result(format!(
                    "parameter kind `{k}` with structs"
                )));
            }
        }
    }
    let p = plan_for(abi, params, result);
    // Copies passed by reference live in the thunk's frame as the stack pieces do.
    let copies: usize = p
        .registers
        .iter()
        .chain(&p.stack)
        .map(|piece| match piece {
            Piece::Reference { size, .. } => size.div_ceil(8) * 8,
            Piece::Scalar { .. }
            | Piece::Eightbyte { .. }
            | Piece::Field { .. }
            | Piece::FloatBits { .. } => 0,
        })
        .sum();
    let stack_bytes = 8 * p.stack.len() + copies;
    if stack_bytes > MAX_STRUCT_STACK_BYTES {
        return Err(Unsupported::TooLarge(format!(
            "a struct call passing {stack_bytes} bytes on the stack (thunks pass at most \
             {MAX_STRUCT_STACK_BYTES}, MAX_STRUCT_STACK_BYTES)"
        )));
    }
    Ok(())
}

fn piece_param(piece: Piece, on_stack: bool) -> AbiParam {
    match piece {
        Piece::Scalar { scalar, .. } | Piece::Field { scalar, .. } => abi_param(scalar),
        Piece::FloatBits { scalar, .. } => AbiParam::new(float_bits_type(scalar)),
        Piece::Reference { .. } => AbiParam::new(types::I64),
        Piece::Eightbyte { .. } if on_stack => AbiParam::new(types::I64),
        Piece::Eightbyte {
            class: EightbyteClass::Integer,
            ..
        } => AbiParam::new(types::I64),
        Piece::Eightbyte {
            class: EightbyteClass::Sse,
            len,
            ..
        } => AbiParam::new(sse_type(len)),
    }
}

/// The integer type a float travels as in a general register (LP64D): its bits.
fn float_bits_type(scalar: Scalar) -> Type {
    if scalar == Scalar::F32 {
        types::I32
    } else {
        types::I64
    }
}

/// `v`, a float of `scalar`'s type, as its bits for a general register ([`Piece::FloatBits`]).
pub(crate) fn float_bits(b: &mut FunctionBuilder<'_>, v: ClifValue, scalar: Scalar) -> ClifValue {
    b.ins()
        .bitcast(float_bits_type(scalar), MemFlagsData::new(), v)
}

/// The float type an SSE eightbyte of `len` bytes is passed as: a lone `f32` as `f32`,
/// anything else (an `f64`, two `f32`s) as the 64 bits of an `f64`.
fn sse_type(len: usize) -> Type {
    if len <= 4 {
        types::F32
    } else {
        types::F64
    }
}

/// The native function's signature as a thunk calls it: the hidden result pointer,
/// the register pieces, zero fillers for the unused argument registers when anything goes
/// on the stack, then the stack pieces.
pub fn native_signature(plan: &Plan, call_conv: CallConv) -> ClifSig {
    let mut s = ClifSig::new(call_conv);
    if plan.ret == ReturnPlan::Memory {
        s.params.push(match plan.abi {
            // `rdi` / `a0`, the first integer argument.
            StructAbi::SysV | StructAbi::Lp64d => AbiParam::new(types::I64),
            // `x8`, apart from the argument registers.
            StructAbi::Aapcs64 => AbiParam::special(types::I64, ArgumentPurpose::StructReturn),
        });
    }
    for &piece in &plan.registers {
        s.params.push(piece_param(piece, false));
    }
    if !plan.stack.is_empty() {
        for _ in plan.gprs..plan.abi.gprs() {
            s.params.push(AbiParam::new(types::I64));
        }
        for _ in plan.xmms..plan.abi.fprs() {
            s.params.push(AbiParam::new(types::F64));
        }
        for &piece in &plan.stack {
            s.params.push(piece_param(piece, true));
        }
    }
    match &plan.ret {
        ReturnPlan::Void | ReturnPlan::Memory => {}
        ReturnPlan::Scalar(scalar) => s.returns.push(abi_param(*scalar)),
        ReturnPlan::Registers(classes) => {
            for c in classes {
                s.returns.push(AbiParam::new(match c {
                    EightbyteClass::Integer => types::I64,
                    EightbyteClass::Sse => types::F64,
                }));
            }
        }
        ReturnPlan::Floats { scalar, count } => {
            for _ in 0..*count {
                s.returns.push(abi_param(*scalar));
            }
        }
        ReturnPlan::Fields(fields) => {
            for (_, scalar) in fields {
                s.returns.push(abi_param(*scalar));
            }
        }
    }
    s
}

/// Loads `len` (1 to 8) bytes at `base + offset` into an `i64`, reading no byte past them
/// (little-endian: the first byte is the low one).
fn load_bytes(
    b: &mut FunctionBuilder<'_>,
    base: ClifValue,
    offset: usize,
    len: usize,
) -> ClifValue {
    let flags = MemFlagsData::new().with_notrap();
    if len == 8 {
        return b.ins().load(types::I64, flags, base, offset as i32);
    }
    let mut acc: Option<ClifValue> = None;
    let mut done = 0;
    while done < len {
        let chunk = [4usize, 2, 1]
            .into_iter()
            .find(|c| *c <= len - done)
            .unwrap_or(1);
        let ty = match chunk {
            4 => types::I32,
            2 => types::I16,
            _ => types::I8,
        };
        let v = b.ins().load(ty, flags, base, (offset + done) as i32);
        let mut v = b.ins().uextend(types::I64, v);
        if done > 0 {
            v = b.ins().ishl_imm_u(v, (8 * done) as i64);
        }
        acc = Some(match acc {
            Some(a) => b.ins().bor(a, v),
            None => v,
        });
        done += chunk;
    }
    acc.unwrap_or_else(|| b.ins().iconst(types::I64, 0))
}

/// Loads what `piece` passes from `ptr`: the scalar a slot holds, or an eightbyte of the
/// struct whose bytes start at `ptr` (an SSE eightbyte in a register as its float type,
/// anything else as the integer of its bytes, reading no byte past the struct).
pub(crate) fn load_from(
    b: &mut FunctionBuilder<'_>,
    ptr: ClifValue,
    piece: Piece,
    on_stack: bool,
) -> ClifValue {
    let flags = MemFlagsData::new().with_notrap();
    match piece {
        Piece::Scalar { scalar, .. } => {
            let ty = abi_param(scalar).value_type;
            b.ins().load(ty, flags, ptr, 0)
        }
        Piece::Field { offset, scalar, .. } => {
            let ty = abi_param(scalar).value_type;
            b.ins().load(ty, flags, ptr, offset as i32)
        }
        Piece::FloatBits { scalar, .. } => {
            let ty = float_bits_type(scalar);
            b.ins().load(ty, flags, ptr, 0)
        }
        Piece::Eightbyte {
            offset,
            len,
            class: EightbyteClass::Sse,
            ..
        } if !on_stack => b.ins().load(sse_type(len), flags, ptr, offset as i32),
        Piece::Eightbyte { offset, len, .. } => load_bytes(b, ptr, offset, len),
        Piece::Reference { size, .. } => copy_to_frame(b, ptr, size),
    }
}

/// Copies `size` bytes at `src` into a new slot of the thunk's frame and returns the slot's
/// address: a struct passed by reference, which the callee may write (reading no byte past
/// the struct: the tail in 4-, 2- and 1-byte pieces).
fn copy_to_frame(b: &mut FunctionBuilder<'_>, src: ClifValue, size: usize) -> ClifValue {
    let flags = MemFlagsData::new().with_notrap();
    let ss = b.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        size.div_ceil(8) as u32 * 8,
        3,
    ));
    let dst = b.ins().stack_addr(types::I64, ss, 0);
    let mut at = 0;
    while at < size {
        let chunk = [8usize, 4, 2, 1]
            .into_iter()
            .find(|c| *c <= size - at)
            .unwrap_or(1);
        let ty = match chunk {
            8 => types::I64,
            4 => types::I32,
            2 => types::I16,
            _ => types::I8,
        };
        let v = b.ins().load(ty, flags, src, at as i32);
        b.ins().store(flags, v, dst, at as i32);
        at += chunk;
    }
    dst
}

/// The values of a call by `plan`, in [`native_signature`]'s order: `ret` as the hidden
/// result pointer of a MEMORY result, the register pieces, and when anything goes on the
/// stack, zero fillers for the argument registers left, then the stack pieces. `piece`
/// makes each piece's value (on the stack or not).
pub(crate) fn call_values(
    b: &mut FunctionBuilder<'_>,
    plan: &Plan,
    ret: ClifValue,
    mut piece: impl FnMut(&mut FunctionBuilder<'_>, Piece, bool) -> ClifValue,
) -> Vec<ClifValue> {
    let mut values = Vec::new();
    if plan.ret == ReturnPlan::Memory {
        values.push(ret);
    }
    for &p in &plan.registers {
        values.push(piece(b, p, false));
    }
    if !plan.stack.is_empty() {
        for _ in plan.gprs..plan.abi.gprs() {
            values.push(b.ins().iconst(types::I64, 0));
        }
        for _ in plan.xmms..plan.abi.fprs() {
            values.push(b.ins().f64const(0.0));
        }
        for &p in &plan.stack {
            values.push(piece(b, p, true));
        }
    }
    values
}

/// Stores a struct result returned in registers to `ret`: eightbyte by eightbyte, an HFA
/// member by member, or LP64D's fields each at its offset with its own width (`ret` has
/// room for the struct rounded up to eight bytes).
pub(crate) fn store_registers(
    b: &mut FunctionBuilder<'_>,
    how: &ReturnPlan,
    results: &[ClifValue],
    ret: ClifValue,
) {
    let flags = MemFlagsData::new().with_notrap();
    if let ReturnPlan::Fields(fields) = how {
        for ((offset, _), r) in fields.iter().zip(results) {
            b.ins().store(flags, *r, ret, *offset as i32);
        }
        return;
    }
    let step = match how {
        ReturnPlan::Floats { scalar, .. } => scalar.size(),
        ReturnPlan::Void
        | ReturnPlan::Scalar(_)
        | ReturnPlan::Registers(_)
        | ReturnPlan::Memory
        | ReturnPlan::Fields(_) => 8,
    };
    for (k, r) in results.iter().enumerate() {
        b.ins().store(flags, *r, ret, (step * k) as i32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hostcall_core::structs::FieldType;
    use hostcall_core::ParamKind;
    use std::sync::Arc;
    use EightbyteClass::{Integer, Sse};

    fn st(names: &[&str]) -> Arc<StructLayout> {
        Arc::new(
            StructLayout::new(
                names
                    .iter()
                    .map(|n| FieldType::Scalar(ParamKind::from_name(n).unwrap().scalar()))
                    .collect(),
            )
            .unwrap(),
        )
    }

    fn k(n: &str) -> StructParam {
        StructParam::Kind(ParamKind::from_name(n).unwrap())
    }

    fn eb(arg: usize, offset: usize, len: usize, class: EightbyteClass) -> Piece {
        Piece::Eightbyte {
            arg,
            offset,
            len,
            class,
        }
    }

    #[test]
    fn packed_f32s_and_odd_tails() {
        let void = StructResult::Kind(ResultKind::Void);
        // {f32, f32, f32}: 8 bytes of two f32s as one SSE eightbyte, then a lone f32.
        let p = plan(&[StructParam::Struct(st(&["f32", "f32", "f32"]))], &void);
        assert_eq!(p.registers, vec![eb(0, 0, 8, Sse), eb(0, 8, 4, Sse)]);
        assert_eq!((p.gprs, p.xmms), (0, 2));
        // {f32, i32}: one INTEGER eightbyte.
        let p = plan(&[StructParam::Struct(st(&["f32", "i32"]))], &void);
        assert_eq!(p.registers, vec![eb(0, 0, 8, Integer)]);
        // {u8, u8, u8}: a 3-byte INTEGER eightbyte.
        let p = plan(&[StructParam::Struct(st(&["u8", "u8", "u8"]))], &void);
        assert_eq!(p.registers, vec![eb(0, 0, 3, Integer)]);
        // 17 bytes: MEMORY, three eightbytes on the stack, the last of one byte.
        let p = plan(&[StructParam::Struct(st(&["u8"; 17]))], &void);
        assert!(p.registers.is_empty());
        assert_eq!(p.stack.last(), Some(&eb(0, 16, 1, Integer)));
    }

    #[test]
    fn registers_running_out_send_the_whole_struct_to_the_stack() {
        // Seven f64s leave one vector register; {f64, f64} needs two: all of it goes on the
        // stack, and the f64 after it takes the free register.
        let mut params: Vec<StructParam> = (0..7).map(|_| k("f64")).collect();
        params.push(StructParam::Struct(st(&["f64", "f64"])));
        params.push(k("f64"));
        let p = plan(&params, &StructResult::Kind(ResultKind::F64));
        assert_eq!(p.xmms, 8);
        assert_eq!(p.stack, vec![eb(7, 0, 8, Integer), eb(7, 8, 8, Integer)]);
        assert_eq!(
            p.registers.last(),
            Some(&Piece::Scalar {
                arg: 8,
                scalar: Scalar::F64
            })
        );
        // A MEMORY result takes `rdi`: five integers then fill the registers, and a
        // one-register struct after them goes on the stack.
        let mut params: Vec<StructParam> = (0..5).map(|_| k("i64")).collect();
        params.push(StructParam::Struct(st(&["i32", "i32"])));
        let p = plan(&params, &StructResult::Struct(st(&["i64", "i64", "i64"])));
        assert_eq!(p.ret, ReturnPlan::Memory);
        assert_eq!(p.gprs, 6);
        assert_eq!(p.stack, vec![eb(5, 0, 8, Integer)]);
    }

    #[test]
    fn aapcs64_classes() {
        let void = StructResult::Kind(ResultKind::Void);
        let a = |params: &[StructParam], r: &StructResult| plan_for(StructAbi::Aapcs64, params, r);
        // An HFA of three f32s: one vector register per member, at their offsets.
        let p = a(&[StructParam::Struct(st(&["f32", "f32", "f32"]))], &void);
        assert_eq!(
            p.registers,
            vec![eb(0, 0, 4, Sse), eb(0, 4, 4, Sse), eb(0, 8, 4, Sse)]
        );
        assert_eq!((p.gprs, p.xmms), (0, 3));
        // {f32, i32}: not an HFA, one general register.
        let p = a(&[StructParam::Struct(st(&["f32", "i32"]))], &void);
        assert_eq!(p.registers, vec![eb(0, 0, 8, Integer)]);
        // 24 bytes, not an HFA: by reference.
        let p = a(&[StructParam::Struct(st(&["i64", "i64", "i64"]))], &void);
        assert_eq!(p.registers, vec![Piece::Reference { arg: 0, size: 24 }]);
        // Five f32s are not an HFA (more than four members): by reference.
        assert_eq!(hfa(&st(&["f32"; 5])), None);
        assert_eq!(hfa(&st(&["f64"; 4])), Some((Scalar::F64, 4)));
        // Seven f64s leave one vector register: an HFA of two goes on the stack and no
        // vector register is used after it (the ABI sets the next one to 8).
        let mut params: Vec<StructParam> = (0..7).map(|_| k("f64")).collect();
        params.push(StructParam::Struct(st(&["f64", "f64"])));
        params.push(k("f64"));
        let p = a(&params, &StructResult::Kind(ResultKind::F64));
        assert_eq!(p.xmms, 7);
        assert_eq!(
            p.stack,
            vec![
                eb(7, 0, 8, Integer),
                eb(7, 8, 8, Integer),
                Piece::Scalar {
                    arg: 8,
                    scalar: Scalar::F64
                }
            ]
        );
        // Results: an HFA in vector registers, 16 bytes in two general ones, larger
        // through x8 (no argument register taken).
        let p = a(&[], &StructResult::Struct(st(&["f64", "f64", "f64"])));
        assert_eq!(
            p.ret,
            ReturnPlan::Floats {
                scalar: Scalar::F64,
                count: 3
            }
        );
        let p = a(&[], &StructResult::Struct(st(&["f64", "u8"])));
        assert_eq!(p.ret, ReturnPlan::Registers(vec![Integer, Integer]));
        let p = a(
            &[k("i64")],
            &StructResult::Struct(st(&["i64", "i64", "i64"])),
        );
        assert_eq!((p.ret.clone(), p.gprs), (ReturnPlan::Memory, 1));
        let sig = native_signature(&p, CallConv::SystemV);
        assert_eq!(sig.params[0].purpose, ArgumentPurpose::StructReturn);
    }

    #[test]
    fn lp64d_classes() {
        let void = StructResult::Kind(ResultKind::Void);
        let r =
            |params: &[StructParam], ret: &StructResult| plan_for(StructAbi::Lp64d, params, ret);
        let f = |arg, offset, scalar| Piece::Field {
            arg,
            offset,
            scalar,
        };
        // A float and an integer: each in a register of its class, at its offset.
        let p = r(&[StructParam::Struct(st(&["u8", "f64"]))], &void);
        assert_eq!(
            p.registers,
            vec![
                f(
                    0,
                    0,
                    Scalar::Int {
                        bits: 8,
                        signed: false
                    }
                ),
                f(0, 8, Scalar::F64)
            ]
        );
        assert_eq!((p.gprs, p.xmms), (1, 1));
        // Three f32s are not of the float rules: two general registers.
        let p = r(&[StructParam::Struct(st(&["f32", "f32", "f32"]))], &void);
        assert_eq!(
            p.registers,
            vec![eb(0, 0, 8, Integer), eb(0, 8, 4, Integer)]
        );
        // Seven f64s leave one float register: {f64, f64} goes in two general registers, and
        // the f64 after it still takes the float register left.
        let mut params: Vec<StructParam> = (0..7).map(|_| k("f64")).collect();
        params.push(StructParam::Struct(st(&["f64", "f64"])));
        params.push(k("f64"));
        let p = r(&params, &StructResult::Kind(ResultKind::F64));
        assert_eq!((p.gprs, p.xmms), (2, 8));
        assert!(p.stack.is_empty());
        // Floats past fa7 go in general registers as their bits.
        let params: Vec<StructParam> = (0..10).map(|_| k("f32")).collect();
        let p = r(&params, &void);
        assert_eq!(
            p.registers.last(),
            Some(&Piece::FloatBits {
                arg: 9,
                scalar: Scalar::F32
            })
        );
        assert_eq!((p.gprs, p.xmms), (2, 8));
        // Seven i64s leave a7: a 16-byte struct is split between it and the stack.
        let mut params: Vec<StructParam> = (0..7).map(|_| k("i64")).collect();
        params.push(StructParam::Struct(st(&["i64", "i32"])));
        let p = r(&params, &void);
        assert_eq!(p.registers.last(), Some(&eb(7, 0, 8, Integer)));
        assert_eq!(p.stack, vec![eb(7, 8, 8, Integer)]);
        // Results: fields of the float rules, 16 bytes in a0/a1, larger through a0.
        let p = r(&[], &StructResult::Struct(st(&["f32", "i16"])));
        assert_eq!(
            p.ret,
            ReturnPlan::Fields(vec![
                (0, Scalar::F32),
                (
                    4,
                    Scalar::Int {
                        bits: 16,
                        signed: true
                    }
                )
            ])
        );
        let p = r(&[], &StructResult::Struct(st(&["i64", "i64"])));
        assert_eq!(p.ret, ReturnPlan::Registers(vec![Integer, Integer]));
        let p = r(
            &[k("i64")],
            &StructResult::Struct(st(&["i64", "i64", "i64"])),
        );
        assert_eq!((p.ret.clone(), p.gprs), (ReturnPlan::Memory, 2));
    }

    #[test]
    fn results_by_class() {
        let p = plan(&[], &StructResult::Struct(st(&["f64", "u8"])));
        assert_eq!(p.ret, ReturnPlan::Registers(vec![Sse, Integer]));
        let sig = native_signature(&p, CallConv::SystemV);
        assert_eq!(
            sig.returns.iter().map(|r| r.value_type).collect::<Vec<_>>(),
            vec![types::F64, types::I64]
        );
    }
}
