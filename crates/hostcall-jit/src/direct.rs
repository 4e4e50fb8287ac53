//! Scalar thunks and native entries written as x86-64 machine code directly, without
//! Cranelift: the common shapes (integer parameters up to 32 bits, `f32` and `f64`; results
//! `void`, integers (a 64-bit one on a layout with the BigInt hook it may need), `f32` and
//! `f64`; a value layout of a 64-bit tag beside the payload, QuickJS-NG's) compiled in
//! microseconds. The code gives what `codegen`'s gives for the same shape (the same
//! results, boxing, slow paths and native-entry exits), and refers to nothing but its
//! import table (one absolute 8-byte address per reference, as Cranelift's code), so it is
//! placed, cached and packed the same way. Every other shape, target or layout goes to
//! Cranelift ([`eligible`]): the 64-bit integer parameters among them, whose BigInt
//! arguments only `codegen` reads.
//!
//! The fast path reads each argument's tag with scratch registers only, so a failed check
//! leaves the incoming arguments untouched: the uniform thunk then calls the layout's
//! `slow_call` with them (and the layout id), a native entry jumps to its slow path with
//! its own arguments and return address, as if it had been called instead. The fast path
//! takes an int32 in its range for an integer, a float64 or an int32 (converted out of
//! line) for a float; any other argument the lane takes (a float64 that is exactly an
//! integer, such as a `u32` past `i32::MAX`) goes the slow way, as on `codegen`'s native
//! entries, which converts it as the lane does.

use hostcall_core::abi::METHOD_FUNC_OFFSET;
use hostcall_core::encoding::{Encoding, TagWidth};
use hostcall_core::imports::Import;
use hostcall_core::Status;
use hostcall_core::{CClosureEntry, EntryKind, LayoutRef, ParamKind, ResultKind, Signature};

/// Integer argument registers of the System V ABI, in order.
const INT_ARGS: [Reg; 6] = [RDI, RSI, RDX, RCX, R8, R9];
/// Float argument registers available: xmm0-xmm7.
const FLOAT_ARGS: u8 = 8;

/// The tags the code compares and writes (a tagged 16-byte layout, payload at 0, tag at 8).
#[derive(Clone, Copy)]
struct Tags {
    int32: i32,
    float64: i32,
    undefined: i32,
}

/// The tags of `layout` when the direct emitter handles its values: QuickJS-NG's shape (a
/// 16-byte value, payload at 0, a 64-bit tag at 8) with tags that fit an `imm32`.
fn tags(layout: LayoutRef) -> Option<Tags> {
    let Encoding::TaggedStruct(t) = &layout.get().encoding else {
        return None;
    };
    if layout.size != 16 || t.payload_offset != 0 || t.tag_offset != 8 {
        return None;
    }
    if t.tag_width != TagWidth::I64 {
        return None;
    }
    Some(Tags {
        int32: i32::try_from(t.tags.int32).ok()?,
        float64: i32::try_from(t.tags.float64).ok()?,
        undefined: i32::try_from(t.tags.undefined).ok()?,
    })
}

/// How the fast path reads a parameter.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Param {
    /// An integer in `min..=max`: an int32, sign-extended into its register (which for
    /// the unsigned kinds, never negative here, is their zero extension).
    Int { min: i64, max: i64 },
    /// A float64 (or an int32, converted out of line), as an `f64` or narrowed to `f32`.
    Float { f32: bool },
}

/// How the fast path reads a parameter of `kind`, if it takes it.
fn param(kind: ParamKind) -> Option<Param> {
    let int = |min, max| Some(Param::Int { min, max });
    // Not the 64-bit integers: the lane takes BigInts for them, which only `codegen` reads.
    match kind {
        ParamKind::I8 => int(i8::MIN.into(), i8::MAX.into()),
        ParamKind::U8 => int(0, u8::MAX.into()),
        ParamKind::I16 => int(i16::MIN.into(), i16::MAX.into()),
        ParamKind::U16 => int(0, u16::MAX.into()),
        ParamKind::I32 => int(i32::MIN.into(), i32::MAX.into()),
        ParamKind::U32 => int(0, u32::MAX.into()),
        ParamKind::F32 => Some(Param::Float { f32: true }),
        ParamKind::F64 => Some(Param::Float { f32: false }),
        _ => None,
    }
}

/// Whether `p` is an integer parameter.
fn is_int(p: Option<Param>) -> bool {
    matches!(p, Some(Param::Int { .. }))
}

/// Whether the direct emitter writes this shape (else Cranelift does): x86-64, a layout
/// [`tags`] takes, only parameters [`param`] takes that fit the argument registers, a
/// `void` result, an integer one (a 64-bit one only where the layout has the hook that
/// makes its BigInt), `f32` or `f64`, and a native entry's record read at offsets that
/// fit.
pub(crate) fn eligible(sig: &Signature, layout: LayoutRef, entry: EntryKind) -> bool {
    if !cfg!(target_arch = "x86_64") || tags(layout).is_none() || sig.has_structs() {
        return false;
    }
    let params = sig.params();
    if params.iter().any(|&k| param(k).is_none()) {
        return false;
    }
    let ints = params.iter().filter(|&&k| is_int(param(k))).count();
    let floats = params.len() - ints;
    if ints > INT_ARGS.len() || floats > usize::from(FLOAT_ARGS) {
        return false;
    }
    // Each parameter is JavaScript argument `i`, in order (no context, receiver or env).
    if sig.js_arity() != params.len() {
        return false;
    }
    if !matches!(
        sig.result(),
        ResultKind::Void
            | ResultKind::I8
            | ResultKind::U8
            | ResultKind::I16
            | ResultKind::U16
            | ResultKind::I32
            | ResultKind::U32
            | ResultKind::F32
            | ResultKind::F64
    ) {
        let hooks = &layout.hooks;
        let bigint = match sig.result() {
            ResultKind::I64 => hooks.bigint_from_i64.is_some(),
            ResultKind::U64 => hooks.bigint_from_u64.is_some(),
            _ => false,
        };
        if !bigint {
            return false;
        }
    }
    match entry {
        EntryKind::Uniform => true,
        // The record's offsets are 32-bit displacements; any fits.
        EntryKind::CClosure(_) => true,
    }
}

/// Machine code and where its import-table address goes (byte offsets of 8-byte absolute
/// references, with their addends), as `PortableCode` holds them.
pub(crate) type Written = (Vec<u8>, Vec<(u32, i64)>);

/// The machine code of a shape [`eligible`] takes.
pub(crate) fn emit(sig: &Signature, layout: LayoutRef, entry: EntryKind) -> Option<Written> {
    if !eligible(sig, layout, entry) {
        return None;
    }
    let tags = tags(layout)?;
    let mut a = Asm::default();
    match entry {
        EntryKind::Uniform => uniform(&mut a, sig, tags),
        EntryKind::CClosure(c) => native(&mut a, sig, tags, c),
    }
    Some(a.finish())
}

/// The argument `i`'s payload and tag displacements from argv.
fn at(i: usize) -> (i32, i32) {
    let base = (i * 16) as i32;
    (base, base + 8)
}

/// A float argument that is an int32: converted out of line (see [`check_args`]).
struct IntToFloat {
    at: Label,
    back: Label,
    arg: usize,
    xmm: u8,
    f32: bool,
}

/// Checks every argument's tag (and an int32's range) against what its parameter accepts,
/// jumping to `slow` on the first that fails, and loads each float into its argument
/// register as it goes: a float64 in line, an int32 converted out of line (the returned
/// stubs, which [`convert_ints`] emits after the fast path). Only the float registers are
/// written: the integer argument registers still hold the entry's own arguments for the
/// slow path.
fn check_args(a: &mut Asm, sig: &Signature, tags: Tags, argv: Reg, slow: Label) -> Vec<IntToFloat> {
    let mut stubs = Vec::new();
    for (i, &k) in sig.params().iter().enumerate() {
        let (payload, tag) = at(i);
        match param(k) {
            Some(Param::Int { min, max }) => {
                a.cmp_mem_imm(argv, tag, tags.int32);
                a.jcc(Cond::Ne, slow);
                if min > i64::from(i32::MIN) {
                    a.cmp_mem32_imm(argv, payload, min as i32);
                    a.jcc(Cond::L, slow);
                }
                if max < i64::from(i32::MAX) {
                    a.cmp_mem32_imm(argv, payload, max as i32);
                    a.jcc(Cond::G, slow);
                }
            }
            Some(Param::Float { f32 }) => {
                let stub = IntToFloat {
                    at: a.label(),
                    back: a.label(),
                    arg: i,
                    xmm: stubs.len() as u8,
                    f32,
                };
                a.cmp_mem_imm(argv, tag, tags.float64);
                a.jcc(Cond::Ne, stub.at);
                if f32 {
                    // As the lane: the f64 rounded to the nearest f32.
                    a.cvtsd2ss_load(stub.xmm, argv, payload);
                } else {
                    a.movsd_load(stub.xmm, argv, payload);
                }
                a.bind(stub.back);
                stubs.push(stub);
            }
            // Not `eligible`.
            None => a.jmp(slow),
        }
    }
    stubs
}

/// The out-of-line half of [`check_args`]: a float argument that is not a float64 must be
/// an int32 (else `slow`), converted (exactly to `f64`, then for `f32` rounded as the lane
/// rounds its `f64`), and the checks go on.
fn convert_ints(a: &mut Asm, stubs: &[IntToFloat], tags: Tags, argv: Reg, slow: Label) {
    for s in stubs {
        let (payload, tag) = at(s.arg);
        a.bind(s.at);
        a.cmp_mem_imm(argv, tag, tags.int32);
        a.jcc(Cond::Ne, slow);
        a.xorpd(s.xmm);
        a.cvtsi2sd_load(s.xmm, argv, payload);
        if s.f32 {
            a.cvtsd2ss(s.xmm, s.xmm);
        }
        a.jmp(s.back);
    }
}

/// How many integer parameters `sig` has.
fn int_params(sig: &Signature) -> usize {
    sig.params().iter().filter(|&&k| is_int(param(k))).count()
}

/// Loads the (checked) integer arguments, sign-extended, into the integer argument
/// registers from `argv` (which must not be one of them).
fn load_int_args(a: &mut Asm, sig: &Signature, argv: Reg) {
    let ints = sig
        .params()
        .iter()
        .enumerate()
        .filter(|(_, &k)| is_int(param(k)));
    for ((i, _), &reg) in ints.zip(INT_ARGS.iter()) {
        a.movsxd_load(reg, argv, at(i).0);
    }
}

/// How the fast path boxes the host function's result.
#[derive(Clone, Copy)]
enum Boxed {
    /// An int32 from eax (after widening the low bits the kind defines).
    Int32,
    /// A float64 from xmm0.
    Float64,
    /// A `u32` from eax: an int32 up to `i32::MAX`, else a float64.
    U32,
    /// A 64-bit integer from rax (see [`int64_class`]).
    Int64 {
        signed: bool,
        bigint_results: bool,
    },
    Undefined,
}

/// Puts the host function's result of `sig`'s kind where [`Boxed`] says it is: an integer
/// widened to 32 bits in eax (the kind's own bits are all the C ABI defines), an `f32`
/// widened to an `f64` in xmm0.
fn normalize_result(a: &mut Asm, sig: &Signature) -> Boxed {
    match sig.result() {
        ResultKind::I8 => {
            a.b(&[0x0f, 0xbe, 0xc0]); // movsx eax, al
            Boxed::Int32
        }
        ResultKind::U8 => {
            a.b(&[0x0f, 0xb6, 0xc0]); // movzx eax, al
            Boxed::Int32
        }
        ResultKind::I16 => {
            a.b(&[0x0f, 0xbf, 0xc0]); // movsx eax, ax
            Boxed::Int32
        }
        ResultKind::U16 => {
            a.b(&[0x0f, 0xb7, 0xc0]); // movzx eax, ax
            Boxed::Int32
        }
        ResultKind::I32 => Boxed::Int32,
        ResultKind::U32 => Boxed::U32,
        ResultKind::F32 => {
            a.b(&[0xf3, 0x0f, 0x5a, 0xc0]); // cvtss2sd xmm0, xmm0
            Boxed::Float64
        }
        ResultKind::F64 => Boxed::Float64,
        ResultKind::I64 | ResultKind::U64 => Boxed::Int64 {
            signed: sig.result() == ResultKind::I64,
            bigint_results: sig.dialect().bigint_results,
        },
        _ => Boxed::Undefined,
    }
}

/// Whether the result needs the engine context after the call (a BigInt's hook).
fn keeps_cx(sig: &Signature) -> bool {
    matches!(sig.result(), ResultKind::I64 | ResultKind::U64)
}

/// A 64-bit result in rax, boxed by `crate::boxing`'s rules: jumps to `int` when it fits an
/// int32 (eax then holds it), to `float` with it converted into xmm0 while |v| <= 2^53,
/// and falls through past that (a BigInt, made by the layout's hook); under a dialect
/// whose 64-bit results are BigInts, always falls through.
fn int64_class(a: &mut Asm, signed: bool, bigint_results: bool, int: Label, float: Label) {
    if bigint_results {
        return;
    }
    let big = a.label();
    if signed {
        a.movsxd_rr(RCX, RAX);
        a.cmp_rr(RCX, RAX);
        a.jcc(Cond::E, int);
        // |v| <= 2^53: v + 2^53 (wrapping) at most 2^54, unsigned.
        a.mov_r64_imm64(RCX, 1 << 53);
        a.add_rr(RCX, RAX);
        a.mov_r64_imm64(RDX, 1 << 54);
        a.cmp_rr(RCX, RDX);
    } else {
        a.cmp_reg_imm(RAX, i32::MAX);
        a.jcc(Cond::Be, int);
        a.mov_r64_imm64(RCX, 1 << 53);
        a.cmp_rr(RAX, RCX);
    }
    a.jcc(Cond::A, big);
    // Exact: at most 2^53 in magnitude (and non-negative when unsigned).
    rax_to_f64(a);
    a.jmp(float);
    a.bind(big);
}

/// Calls the layout's hook that makes the BigInt of rax into the value at `dst` (rdx is
/// set from it by `dst`), with the engine context saved at `[rsp + cx_at]`; al holds
/// whether it succeeded.
fn call_bigint_hook(a: &mut Asm, signed: bool, cx_at: i32, dst: impl FnOnce(&mut Asm)) {
    a.load_rsp(RDI, cx_at);
    a.mov_rr(RSI, RAX);
    dst(a);
    a.movabs_table(RAX);
    let hook = if signed {
        Import::BigIntFromI64
    } else {
        Import::BigIntFromU64
    };
    a.call_mem(RAX, hook.offset());
    a.test_r8(RAX);
}

/// For a [`Boxed::U32`] result: zero-extends eax into rax and, past `i32::MAX`, converts
/// it (exactly) into xmm0 and jumps to `big`.
fn u32_past_int32(a: &mut Asm, big: Label) {
    a.mov_r32(RAX, RAX);
    a.cmp_reg_imm(RAX, i32::MAX);
    a.jcc(Cond::A, big);
}

/// rax (a signed 64-bit integer) as an f64 in xmm0: exact for the values the callers pass
/// (a `u32`, or a 64-bit integer at most 2^53 in magnitude).
fn rax_to_f64(a: &mut Asm) {
    a.xorpd(0);
    a.cvtsi2sd_rr(0, RAX);
}

/// The uniform thunk: `(method, cx, this, argv, argc, ret) -> status`.
fn uniform(a: &mut Asm, sig: &Signature, tags: Tags) {
    let (short, slow) = (a.label(), a.label());
    let n = sig.js_arity();
    if n > 0 {
        a.cmp_reg_imm(R8, n as i32);
        a.jcc(Cond::B, short);
    }
    let stubs = check_args(a, sig, tags, RCX, slow);
    // Fast path: a frame, `ret` kept in rbx across the call.
    a.push(RBP);
    a.mov_rr(RBP, RSP);
    a.push(RBX);
    a.sub_rsp(8);
    a.mov_rr(RBX, R9);
    if keeps_cx(sig) {
        // cx, for the BigInt hook after the call.
        a.store_rsp(0, RSI);
    }
    // The host function, before its first argument takes rdi (the method).
    a.load(R10, RDI, METHOD_FUNC_OFFSET);
    // argv is rcx, the fourth integer argument register: kept apart when that is needed.
    let argv = if int_params(sig) > 3 {
        a.mov_rr(R11, RCX);
        R11
    } else {
        RCX
    };
    load_int_args(a, sig, argv);
    a.call_reg(R10);
    let store_int32 = |a: &mut Asm| {
        a.mov_r32(RAX, RAX);
        a.store(RBX, 0, RAX);
        a.store_imm(RBX, 8, tags.int32);
    };
    let store_float64 = |a: &mut Asm| {
        a.movsd_store(RBX, 0, 0);
        a.store_imm(RBX, 8, tags.float64);
    };
    match normalize_result(a, sig) {
        Boxed::Int32 => store_int32(a),
        Boxed::Float64 => store_float64(a),
        Boxed::U32 => {
            let (big, done) = (a.label(), a.label());
            u32_past_int32(a, big);
            store_int32(a);
            a.jmp(done);
            a.bind(big);
            rax_to_f64(a);
            store_float64(a);
            a.bind(done);
        }
        Boxed::Int64 {
            signed,
            bigint_results,
        } => {
            let (int, float, done, threw) = (a.label(), a.label(), a.label(), a.label());
            int64_class(a, signed, bigint_results, int, float);
            call_bigint_hook(a, signed, 0, |a| a.mov_rr(RDX, RBX));
            a.jcc(Cond::E, threw);
            a.jmp(done);
            a.bind(int);
            store_int32(a);
            a.jmp(done);
            a.bind(float);
            store_float64(a);
            a.jmp(done);
            // The hook failed: its exception is pending.
            a.bind(threw);
            a.mov_r32_imm(RAX, Status::Threw as i32);
            a.add_rsp(8);
            a.pop(RBX);
            a.pop(RBP);
            a.ret();
            a.bind(done);
        }
        Boxed::Undefined => {
            a.store_imm(RBX, 0, 0);
            a.store_imm(RBX, 8, tags.undefined);
        }
    }
    a.xor_r32(RAX);
    a.add_rsp(8);
    a.pop(RBX);
    a.pop(RBP);
    a.ret();
    convert_ints(a, &stubs, tags, RCX, slow);
    // Too few arguments: `Fallback`.
    a.bind(short);
    a.mov_r32_imm(RAX, 1);
    a.ret();
    // An argument off the fast lane: the layout's slow call, with the thunk's arguments
    // and the layout id (a seventh, on the stack).
    a.bind(slow);
    a.push(RBP);
    a.mov_rr(RBP, RSP);
    a.sub_rsp(16);
    a.movabs_table(RAX);
    a.load(R10, RAX, Import::LayoutId.offset());
    a.store_rsp(0, R10);
    a.call_mem(RAX, Import::SlowCall.offset());
    a.mov_rr(RSP, RBP);
    a.pop(RBP);
    a.ret();
}

/// A native entry: `(ctx, this (two words), argc: i32, argv, magic: i32, record)` returning
/// a value in rax:rdx.
fn native(a: &mut Asm, sig: &Signature, tags: Tags, c: CClosureEntry) {
    let slow = a.label();
    // The record: the seventh argument, above the return address.
    a.load_rsp(R10, 8);
    if let Some(off) = c.disabled_flag_ptr_offset {
        let go = a.label();
        a.load(R11, R10, off);
        a.test_rr(R11, R11);
        a.jcc(Cond::E, go);
        a.cmp_byte_mem_zero(R11, 0);
        a.jcc(Cond::Ne, slow);
        a.bind(go);
    }
    let n = sig.js_arity();
    if n > 0 {
        a.movsxd_rr(R11, RCX);
        a.cmp_reg_imm(R11, n as i32);
        a.jcc(Cond::B, slow);
    }
    let stubs = check_args(a, sig, tags, R8, slow);
    // Fast path: a frame, the record kept in rbx across the call.
    a.push(RBP);
    a.mov_rr(RBP, RSP);
    a.push(RBX);
    a.sub_rsp(8);
    a.mov_rr(RBX, R10);
    if keeps_cx(sig) {
        // ctx, for the BigInt hook after the call.
        a.store_rsp(0, RDI);
    }
    a.load(R10, RBX, c.method_offset);
    a.load(R10, R10, METHOD_FUNC_OFFSET);
    // argv is r8, the fifth integer argument register: kept apart when that is needed.
    let argv = if int_params(sig) > 4 {
        a.mov_rr(R11, R8);
        R11
    } else {
        R8
    };
    load_int_args(a, sig, argv);
    a.call_reg(R10);
    let int32 = |a: &mut Asm| {
        a.mov_r32(RAX, RAX);
        a.mov_r64_imm(RDX, tags.int32);
    };
    let float64 = |a: &mut Asm| {
        a.movq_from_xmm0(RAX);
        a.mov_r64_imm(RDX, tags.float64);
    };
    match normalize_result(a, sig) {
        Boxed::Int32 => int32(a),
        Boxed::Float64 => float64(a),
        Boxed::U32 => {
            let (big, done) = (a.label(), a.label());
            u32_past_int32(a, big);
            int32(a);
            a.jmp(done);
            a.bind(big);
            rax_to_f64(a);
            float64(a);
            a.bind(done);
        }
        Boxed::Int64 {
            signed,
            bigint_results,
        } => {
            let (int, float, done, threw) = (a.label(), a.label(), a.label(), a.label());
            int64_class(a, signed, bigint_results, int, float);
            // The value, made in 16 bytes below the saved ctx, is returned.
            a.sub_rsp(16);
            call_bigint_hook(a, signed, 16, |a| a.mov_rr(RDX, RSP));
            a.jcc(Cond::E, threw);
            a.load_rsp(RAX, 0);
            a.load_rsp(RDX, 8);
            a.add_rsp(16);
            a.jmp(done);
            // The hook failed (its exception pending): the exception marker, counted as
            // a call, as `codegen`'s entry does.
            a.bind(threw);
            a.mov_r64_imm64(RAX, c.exception[0]);
            a.mov_r64_imm64(RDX, c.exception[1]);
            a.add_rsp(16);
            a.jmp(done);
            a.bind(int);
            int32(a);
            a.jmp(done);
            a.bind(float);
            float64(a);
            a.bind(done);
        }
        Boxed::Undefined => {
            a.xor_r32(RAX);
            a.mov_r64_imm(RDX, tags.undefined);
        }
    }
    if let Some(off) = c.counter_ptr_offset {
        a.load(R10, RBX, off);
        a.add_mem_one(R10, 0);
    }
    a.add_rsp(8);
    a.pop(RBX);
    a.pop(RBP);
    a.ret();
    convert_ints(a, &stubs, tags, R8, slow);
    // The slow path, entered as if called instead: the arguments and the stack as they came.
    a.bind(slow);
    a.movabs_table(RAX);
    a.jmp_mem(RAX, Import::NativeSlowPath.offset());
}

/// A general-purpose register (its number in the encoding).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Reg(u8);

const RAX: Reg = Reg(0);
const RCX: Reg = Reg(1);
const RDX: Reg = Reg(2);
const RBX: Reg = Reg(3);
const RSP: Reg = Reg(4);
const RBP: Reg = Reg(5);
const RSI: Reg = Reg(6);
const RDI: Reg = Reg(7);
const R8: Reg = Reg(8);
const R9: Reg = Reg(9);
const R10: Reg = Reg(10);
const R11: Reg = Reg(11);

/// A jump target, bound once.
#[derive(Clone, Copy)]
struct Label(usize);

/// Condition codes used (the low nibble of `jcc`).
#[derive(Clone, Copy)]
enum Cond {
    /// Unsigned below.
    B = 0x2,
    /// Equal.
    E = 0x4,
    /// Not equal.
    Ne = 0x5,
    /// Unsigned below or equal.
    Be = 0x6,
    /// Unsigned above.
    A = 0x7,
    /// Signed less.
    L = 0xc,
    /// Signed greater.
    G = 0xf,
}

/// A minimal x86-64 assembler: the instructions above, rel32 jumps to labels patched at
/// the end, the import table's absolute references recorded.
#[derive(Default)]
struct Asm {
    code: Vec<u8>,
    labels: Vec<Option<usize>>,
    /// (offset of a rel32, label): patched by [`Asm::finish`].
    fixups: Vec<(usize, Label)>,
    table_relocs: Vec<(u32, i64)>,
}

impl Asm {
    fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() - 1)
    }

    fn bind(&mut self, l: Label) {
        self.labels[l.0] = Some(self.code.len());
    }

    fn finish(mut self) -> Written {
        for &(at, l) in &self.fixups {
            // Every label used is bound by the emitters above (a bug otherwise, caught by
            // the tests); an unbound one jumps to itself rather than anywhere else.
            let target = self.labels[l.0].unwrap_or(at + 4);
            let rel = target as i64 - (at as i64 + 4);
            self.code[at..at + 4].copy_from_slice(&(rel as i32).to_le_bytes());
        }
        (self.code, self.table_relocs)
    }

    fn b(&mut self, bytes: &[u8]) {
        self.code.extend_from_slice(bytes);
    }

    /// REX with W and the high bits of `reg` (R) and `rm` (B); emitted when any is set or
    /// `force` (byte registers, 64-bit operations).
    fn rex(&mut self, w: bool, reg: u8, rm: u8, force: bool) {
        let r = 0x40 | (u8::from(w) << 3) | ((reg >> 3) << 2) | (rm >> 3);
        if r != 0x40 || force {
            self.code.push(r);
        }
    }

    /// ModRM (and SIB) for `[base + disp]` with `reg` in the reg field: an 8-bit
    /// displacement where it fits, else 32-bit.
    fn mem(&mut self, reg: u8, base: Reg, disp: i32) {
        let short = i8::try_from(disp).ok();
        let mode = if short.is_some() { 0x40 } else { 0x80 };
        self.code.push(mode | ((reg & 7) << 3) | (base.0 & 7));
        if base.0 & 7 == 4 {
            // rsp / r12 as a base need a SIB byte.
            self.code.push(0x24);
        }
        match short {
            Some(d) => self.code.push(d as u8),
            None => self.b(&disp.to_le_bytes()),
        }
    }

    fn modrm_rr(&mut self, reg: u8, rm: u8) {
        self.code.push(0xc0 | ((reg & 7) << 3) | (rm & 7));
    }

    fn push(&mut self, r: Reg) {
        self.rex(false, 0, r.0, false);
        self.code.push(0x50 + (r.0 & 7));
    }

    fn pop(&mut self, r: Reg) {
        self.rex(false, 0, r.0, false);
        self.code.push(0x58 + (r.0 & 7));
    }

    fn ret(&mut self) {
        self.code.push(0xc3);
    }

    /// A register-to-register instruction `op rm, reg` (64-bit when `w`).
    fn op_rr(&mut self, w: bool, op: u8, rm: Reg, reg: Reg) {
        self.rex(w, reg.0, rm.0, w);
        self.code.push(op);
        self.modrm_rr(reg.0, rm.0);
    }

    /// `mov dst, src` (64-bit).
    fn mov_rr(&mut self, dst: Reg, src: Reg) {
        self.op_rr(true, 0x89, dst, src);
    }

    /// `mov dst32, src32` (zero-extends).
    fn mov_r32(&mut self, dst: Reg, src: Reg) {
        self.op_rr(false, 0x89, dst, src);
    }

    /// `xor r32, r32` (zero).
    fn xor_r32(&mut self, r: Reg) {
        self.op_rr(false, 0x31, r, r);
    }

    /// `mov r, imm`: 32-bit (zero-extending) or, when `w`, 64-bit (`movabs`).
    fn mov_imm(&mut self, w: bool, r: Reg, imm: &[u8]) {
        self.rex(w, 0, r.0, w);
        self.code.push(0xb8 + (r.0 & 7));
        self.b(imm);
    }

    /// `mov r32, imm32` (zero-extends).
    fn mov_r32_imm(&mut self, r: Reg, imm: i32) {
        self.mov_imm(false, r, &imm.to_le_bytes());
    }

    /// `mov r64, imm32` (sign-extended).
    fn mov_r64_imm(&mut self, r: Reg, imm: i32) {
        self.rex(true, 0, r.0, true);
        self.code.push(0xc7);
        self.modrm_rr(0, r.0);
        self.b(&imm.to_le_bytes());
    }

    /// `movabs r, imm64`.
    fn mov_r64_imm64(&mut self, r: Reg, imm: u64) {
        self.mov_imm(true, r, &imm.to_le_bytes());
    }

    /// `cmp a, b` (64-bit: flags of `a - b`).
    fn cmp_rr(&mut self, a: Reg, b: Reg) {
        self.op_rr(true, 0x39, a, b);
    }

    /// `add dst, src` (64-bit).
    fn add_rr(&mut self, dst: Reg, src: Reg) {
        self.op_rr(true, 0x01, dst, src);
    }

    /// `test r8, r8` (the low byte; rax, rcx, rdx or rbx only: no REX).
    fn test_r8(&mut self, r: Reg) {
        self.op_rr(false, 0x84, r, r);
    }

    /// `movabs r, <import table>`, its 8-byte immediate recorded as a table reference.
    fn movabs_table(&mut self, r: Reg) {
        self.rex(true, 0, r.0, true);
        self.code.push(0xb8 + (r.0 & 7));
        self.table_relocs.push((self.code.len() as u32, 0));
        self.b(&0u64.to_le_bytes());
    }

    /// `mov dst, [base + disp]`.
    fn load(&mut self, dst: Reg, base: Reg, disp: i32) {
        self.rex(true, dst.0, base.0, true);
        self.code.push(0x8b);
        self.mem(dst.0, base, disp);
    }

    fn load_rsp(&mut self, dst: Reg, disp: i32) {
        self.load(dst, RSP, disp);
    }

    /// `mov [base + disp], src`.
    fn store(&mut self, base: Reg, disp: i32, src: Reg) {
        self.rex(true, src.0, base.0, true);
        self.code.push(0x89);
        self.mem(src.0, base, disp);
    }

    fn store_rsp(&mut self, disp: i32, src: Reg) {
        self.store(RSP, disp, src);
    }

    /// `mov qword [base + disp], imm32` (sign-extended).
    fn store_imm(&mut self, base: Reg, disp: i32, imm: i32) {
        self.rex(true, 0, base.0, true);
        self.code.push(0xc7);
        self.mem(0, base, disp);
        self.b(&imm.to_le_bytes());
    }

    /// `movsxd dst, dword [base + disp]`.
    fn movsxd_load(&mut self, dst: Reg, base: Reg, disp: i32) {
        self.rex(true, dst.0, base.0, true);
        self.code.push(0x63);
        self.mem(dst.0, base, disp);
    }

    /// `movsxd dst, src32`.
    fn movsxd_rr(&mut self, dst: Reg, src: Reg) {
        self.rex(true, dst.0, src.0, true);
        self.code.push(0x63);
        self.modrm_rr(dst.0, src.0);
    }

    /// `cmp qword [base + disp], imm32` (sign-extended).
    fn cmp_mem_imm(&mut self, base: Reg, disp: i32, imm: i32) {
        self.rex(true, 0, base.0, true);
        self.code.push(0x81);
        self.mem(7, base, disp);
        self.b(&imm.to_le_bytes());
    }

    /// `cmp dword [base + disp], imm32`.
    fn cmp_mem32_imm(&mut self, base: Reg, disp: i32, imm: i32) {
        self.rex(false, 0, base.0, false);
        self.code.push(0x81);
        self.mem(7, base, disp);
        self.b(&imm.to_le_bytes());
    }

    /// `cmp r64, imm32` (sign-extended).
    fn cmp_reg_imm(&mut self, r: Reg, imm: i32) {
        self.rex(true, 0, r.0, true);
        self.code.push(0x81);
        self.modrm_rr(7, r.0);
        self.b(&imm.to_le_bytes());
    }

    /// `cmp byte [base + disp], 0`.
    fn cmp_byte_mem_zero(&mut self, base: Reg, disp: i32) {
        self.rex(false, 0, base.0, false);
        self.code.push(0x80);
        self.mem(7, base, disp);
        self.code.push(0);
    }

    /// `test a, b` (64-bit).
    fn test_rr(&mut self, a: Reg, b: Reg) {
        self.op_rr(true, 0x85, a, b);
    }

    fn sub_rsp(&mut self, n: i8) {
        self.b(&[0x48, 0x83, 0xec, n as u8]);
    }

    fn add_rsp(&mut self, n: i8) {
        self.b(&[0x48, 0x83, 0xc4, n as u8]);
    }

    /// `add qword [base + disp], 1`.
    fn add_mem_one(&mut self, base: Reg, disp: i32) {
        self.rex(true, 0, base.0, true);
        self.code.push(0x83);
        self.mem(0, base, disp);
        self.code.push(1);
    }

    /// `call qword [base + disp]`.
    fn call_mem(&mut self, base: Reg, disp: i32) {
        self.rex(false, 0, base.0, false);
        self.code.push(0xff);
        self.mem(2, base, disp);
    }

    /// `call r`.
    fn call_reg(&mut self, r: Reg) {
        self.rex(false, 0, r.0, false);
        self.code.push(0xff);
        self.modrm_rr(2, r.0);
    }

    /// `jmp qword [base + disp]`.
    fn jmp_mem(&mut self, base: Reg, disp: i32) {
        self.rex(false, 0, base.0, false);
        self.code.push(0xff);
        self.mem(4, base, disp);
    }

    fn jcc(&mut self, c: Cond, l: Label) {
        self.b(&[0x0f, 0x80 | c as u8]);
        self.fixups.push((self.code.len(), l));
        self.b(&[0; 4]);
    }

    fn jmp(&mut self, l: Label) {
        self.code.push(0xe9);
        self.fixups.push((self.code.len(), l));
        self.b(&[0; 4]);
    }

    /// `movsd xmm, qword [base + disp]`.
    fn movsd_load(&mut self, xmm: u8, base: Reg, disp: i32) {
        self.code.push(0xf2);
        self.rex(false, xmm, base.0, false);
        self.b(&[0x0f, 0x10]);
        self.mem(xmm, base, disp);
    }

    /// `movsd qword [base + disp], xmm`.
    fn movsd_store(&mut self, base: Reg, disp: i32, xmm: u8) {
        self.code.push(0xf2);
        self.rex(false, xmm, base.0, false);
        self.b(&[0x0f, 0x11]);
        self.mem(xmm, base, disp);
    }

    /// `cvtsi2sd xmm, dword [base + disp]`.
    fn cvtsi2sd_load(&mut self, xmm: u8, base: Reg, disp: i32) {
        self.code.push(0xf2);
        self.rex(false, xmm, base.0, false);
        self.b(&[0x0f, 0x2a]);
        self.mem(xmm, base, disp);
    }

    /// `cvtsd2ss xmm, qword [base + disp]`.
    fn cvtsd2ss_load(&mut self, xmm: u8, base: Reg, disp: i32) {
        self.code.push(0xf2);
        self.rex(false, xmm, base.0, false);
        self.b(&[0x0f, 0x5a]);
        self.mem(xmm, base, disp);
    }

    /// `cvtsd2ss dst, src`.
    fn cvtsd2ss(&mut self, dst: u8, src: u8) {
        self.code.push(0xf2);
        self.rex(false, dst, src, false);
        self.b(&[0x0f, 0x5a]);
        self.modrm_rr(dst, src);
    }

    /// `cvtsi2sd xmm, r64`.
    fn cvtsi2sd_rr(&mut self, xmm: u8, r: Reg) {
        self.code.push(0xf2);
        self.rex(true, xmm, r.0, true);
        self.b(&[0x0f, 0x2a]);
        self.modrm_rr(xmm, r.0);
    }

    /// `xorpd xmm, xmm` (zero; breaks the dependence `cvtsi2sd` has on the old value).
    fn xorpd(&mut self, xmm: u8) {
        self.code.push(0x66);
        self.rex(false, xmm, xmm, false);
        self.b(&[0x0f, 0x57]);
        self.modrm_rr(xmm, xmm);
    }

    /// `movq r64, xmm0`.
    fn movq_from_xmm0(&mut self, r: Reg) {
        self.code.push(0x66);
        self.rex(true, 0, r.0, true);
        self.b(&[0x0f, 0x7e]);
        self.modrm_rr(0, r.0);
    }
}
