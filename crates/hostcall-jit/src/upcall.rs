//! CLIF generation for upcalls (callbacks: native code calling the engine), following the
//! contract of [`hostcall_core::upcall`].
//!
//! Two functions per callback shape:
//!
//! - the **body**, one per (callback signature, layout), shared by every callback of that
//!   shape: a C-ABI function `body(rec, native params...) -> native result` that runs the
//!   steps of the contract for the record `rec`;
//! - the **entry**, one per callback: a few instructions with the callback's own C
//!   signature that call the body with the record's address as an immediate first
//!   argument. Its address is the C function pointer native code gets.
//!
//! Shape of a body:
//!
//! ```text
//! entry:   d = rec->hooks->enter(rec)
//!          d == ENTER_RUN ? -> run
//!          (cold) d == ENTER_QUEUE ? -> queue : return 0
//! run:     cx = rec->cx
//!          box each native argument into argv[i] (an array on the body's stack), by the
//!          rules of `generic::box_result` (shared with the thunks' result boxing); a
//!          BigInt that cannot be made writes undefined and sets `failed`
//!          rec->hooks->invoke(rec, argv, n, &ret, failed) ? -> result : return 0
//! result:  the inline classes of `upcall::inline_result` (an int32 in range, a float64
//!          or an int32 for a float, a boolean, null for a pointer, undefined for void)
//!          -> the native result; (cold) anything else -> rec->hooks->result(rec, &ret,
//!          &out) ? out narrowed : 0
//! queue:   (cold) each argument as a raw u64 into an array on the stack,
//!          rec->hooks->queue(rec, raw, &out), return out narrowed
//! ```
//!
//! The native arguments arrive in the body's own parameters, so the entry has nothing to
//! do but put the record in front of them. Cranelift has tail calls only between functions
//! of its `tail` calling convention, and both functions here must be C-ABI (the entry is
//! what native code calls; the body is called by every entry), so the entry makes a plain
//! call: a frame and a call instruction more than a jump, measured in docs/benchmarks.md.

use std::fmt::Write as _;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, Block, BlockArg, Function, InstBuilder, MemFlagsData, Signature as ClifSig,
    StackSlotData, StackSlotKind, Type, Value as ClifValue,
};
use cranelift_codegen::isa::{CallConv, TargetIsa};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};

use hostcall_core::encoding::{ClassTest, Constant, ValueEncoding};
use hostcall_core::upcall::{
    hook_offsets, record_offsets, CallbackParam, CallbackSignature, ENTER_QUEUE, ENTER_RUN,
};
use hostcall_core::{Dialect, LayoutRef, ParamKind, ResultKind, Scalar};

use crate::abi::abi_param;
use crate::boxing::{self, BoxSink};
use crate::emit::ClifEmit;
use crate::error::Unsupported;

fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Checks that upcall code for (signature, layout) can be emitted on this target.
pub fn check_supported(
    sig: &CallbackSignature,
    layout: LayoutRef,
    isa: &dyn TargetIsa,
) -> Result<(), Unsupported> {
    if isa.pointer_type() != types::I64 {
        return Err(Unsupported::Target(
            "only 64-bit targets are supported".into(),
        ));
    }
    if isa.endianness() != cranelift_codegen::ir::Endianness::Little {
        return Err(Unsupported::Target(
            "only little-endian targets are supported".into(),
        ));
    }
    // Structs by value run on the generic backend (libffi's closures place them by the
    // ABI); upcall code takes scalars only.
    if sig.has_structs()
        || sig.param_scalars().count() != sig.params().len()
        || sig.result().is_some() != sig.result_scalar().is_some()
    {
        return Err(Unsupported::Result(format!(
            "callback {sig} passes a struct by value (upcall code takes native scalars only)"
        )));
    }
    if !layout.size.is_multiple_of(8) {
        return Err(Unsupported::Target(format!(
            "{}-byte values (upcall argument arrays hold 8-byte words)",
            layout.size
        )));
    }
    Ok(())
}

/// The callback's own C signature: what native code calls (the entry's signature).
pub fn entry_signature(sig: &CallbackSignature, call_conv: CallConv) -> ClifSig {
    let mut s = ClifSig::new(call_conv);
    for scalar in sig.param_scalars() {
        s.params.push(abi_param(scalar));
    }
    if let Some(scalar) = sig.result_scalar() {
        // Results narrower than 32 bits are extended as the C ABI's callers expect
        // (`sext`/`uext`), like a downcall's narrow arguments.
        s.returns.push(abi_param(scalar));
    }
    s
}

/// The shared body's signature: the record's address, then the callback's parameters.
pub fn body_signature(sig: &CallbackSignature, call_conv: CallConv) -> ClifSig {
    let mut s = entry_signature(sig, call_conv);
    s.params.insert(0, AbiParam::new(types::I64));
    s
}

/// How each parameter is boxed and the result taken, for the comment header of dumped
/// CLIF.
pub fn describe(sig: &CallbackSignature, layout: LayoutRef) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "; upcall body for {sig} on layout {} ({} bytes per value); param 0 is the record",
        layout.name, layout.size
    );
    for (i, kind) in sig.params().iter().enumerate() {
        let kind = match kind {
            CallbackParam::Kind(k) => *k,
            // Refused by `check_supported`: no code is made for such a signature.
            CallbackParam::Struct(l) => {
                let _ = writeln!(out, ";   param {} {} (not compiled)", i + 1, l.describe());
                continue;
            }
        };
        let boxed = match kind {
            ResultKind::Bool => "bool",
            ResultKind::F32 | ResultKind::F64 => "float64",
            ResultKind::I8
            | ResultKind::U8
            | ResultKind::I16
            | ResultKind::U16
            | ResultKind::I32 => "int32",
            ResultKind::U32 => "int32 | float64",
            ResultKind::I64 | ResultKind::U64 | ResultKind::Isize | ResultKind::Usize => {
                "int32 | float64 while |v| <= 2^53 | BigInt"
            }
            ResultKind::Pointer => "null | int32 | float64 <= 2^53 | BigInt",
            ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct => "-",
        };
        let _ = writeln!(
            out,
            ";   param {} {kind:<8} -> argv[{i}]: {boxed}; passed as {}",
            i + 1,
            describe_abi(abi_param(kind.scalar().unwrap_or(Scalar::Pointer)))
        );
    }
    let (name, inline) = match sig.result_kind() {
        None => ("void", "undefined"),
        Some(kind) => (
            kind.name(),
            match kind {
                ParamKind::F32 | ParamKind::F64 => "float64 | int32",
                ParamKind::Bool => "bool",
                ParamKind::Pointer => "null",
                hostcall_core::int_param_kinds!() => "int32 in range",
                ParamKind::CString
                | ParamKind::Buffer
                | ParamKind::Slice
                | ParamKind::Struct
                | ParamKind::Value
                | ParamKind::Context
                | ParamKind::Receiver
                | ParamKind::Env => "-",
            },
        ),
    };
    let passed = sig
        .result_scalar()
        .map_or_else(|| "nothing".to_string(), |s| describe_abi(abi_param(s)));
    let _ = writeln!(
        out,
        ";   result {name} <- inline: {inline}; else the result hook; returned as {passed}"
    );
    out
}

fn describe_abi(p: AbiParam) -> String {
    let ext = match p.extension {
        cranelift_codegen::ir::ArgumentExtension::Sext => " sext",
        cranelift_codegen::ir::ArgumentExtension::Uext => " uext",
        cranelift_codegen::ir::ArgumentExtension::None => "",
    };
    format!("{}{ext}", p.value_type)
}

/// The native type a raw value (see `hostcall_core::upcall`) narrows to.
fn native_type(scalar: Scalar) -> Type {
    abi_param(scalar).value_type
}

/// Emits one body.
struct BodyEmitter<'b> {
    b: FunctionBuilder<'b>,
    layout: LayoutRef,
    call_conv: CallConv,
    /// The engine context, loaded once `enter` said the call runs here.
    cx: ClifValue,
    /// Whether boxing an argument failed (an i32, 0 or 1).
    failed: Variable,
    /// Where the argument being boxed goes.
    dst: ClifValue,
    /// Where boxing goes on after the argument being boxed.
    next: Block,
    /// The callback's value rules.
    dialect: Dialect,
}

/// Builds the shared upcall body of (signature, layout) into `func`.
pub fn build_body(
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    sig: &CallbackSignature,
    layout: LayoutRef,
    isa: &dyn TargetIsa,
) {
    let call_conv = isa.default_call_conv();
    let logical = body_signature(sig, call_conv);
    func.signature = crate::abi::for_target(logical.clone(), isa);
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let p = crate::abi::received_as(&mut b, &logical, &p);
    let rec = p[0];
    let args = &p[1..];
    let failed = b.declare_var(types::I32);

    // Step 1: where the call runs.
    let hooks = b
        .ins()
        .load(types::I64, trusted(), rec, record_offsets::HOOKS);
    let enter = b
        .ins()
        .load(types::I64, trusted(), hooks, hook_offsets::ENTER);
    let mut enter_sig = ClifSig::new(call_conv);
    enter_sig.params.push(AbiParam::new(types::I64));
    enter_sig.returns.push(AbiParam::new(types::I32));
    let enter_sig = b.import_signature(enter_sig);
    let call = b.ins().call_indirect(enter_sig, enter, &[rec]);
    let decision = b.inst_results(call)[0];
    let (run, not_run, queue, refuse) = (
        b.create_block(),
        b.create_block(),
        b.create_block(),
        b.create_block(),
    );
    for cold in [not_run, queue, refuse] {
        b.set_cold_block(cold);
    }
    let is_run = b
        .ins()
        .icmp_imm_s(IntCC::Equal, decision, i64::from(ENTER_RUN));
    b.ins().brif(is_run, run, &[], not_run, &[]);
    b.switch_to_block(not_run);
    let is_queue = b
        .ins()
        .icmp_imm_s(IntCC::Equal, decision, i64::from(ENTER_QUEUE));
    b.ins().brif(is_queue, queue, &[], refuse, &[]);
    b.switch_to_block(refuse);
    return_zero(&mut b, sig);

    b.switch_to_block(queue);
    emit_queue(&mut b, sig, call_conv, rec, args);

    // Step 2: box the arguments.
    b.switch_to_block(run);
    let cx = b.ins().load(types::I64, trusted(), rec, record_offsets::CX);
    let zero = b.ins().iconst(types::I32, 0);
    b.def_var(failed, zero);
    let size = u32::from(layout.size);
    let n = sig.params().len();
    let argv_slot = b.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        size * n.max(1) as u32,
        3,
    ));
    let argv = b.ins().stack_addr(types::I64, argv_slot, 0);
    let mut e = BodyEmitter {
        b,
        layout,
        call_conv,
        cx,
        failed,
        dst: argv,
        next: run,
        dialect: sig.dialect(),
    };
    for (i, (kind, &v)) in sig.params().iter().zip(args).enumerate() {
        let CallbackParam::Kind(kind) = *kind else {
            // Refused by `check_supported` before any code was generated.
            continue;
        };
        e.dst =
            e.b.ins()
                .stack_addr(types::I64, argv_slot, (i as u32 * size) as i32);
        e.next = e.b.create_block();
        let next = e.next;
        let dst = e.dst;
        if !boxing::box_scalar(&mut e, kind, dst, v) {
            // Not a scalar: `CallbackSignature` admits none, and `check_supported`
            // refused the signature before any code was generated.
            e.b.ins().jump(next, &[]);
        }
        e.b.switch_to_block(next);
    }

    // Step 3: the call.
    let mut b = e.b;
    let ret_slot =
        b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 3));
    let ret = b.ins().stack_addr(types::I64, ret_slot, 0);
    let hooks = b
        .ins()
        .load(types::I64, trusted(), rec, record_offsets::HOOKS);
    let invoke = b
        .ins()
        .load(types::I64, trusted(), hooks, hook_offsets::INVOKE);
    let mut invoke_sig = ClifSig::new(call_conv);
    for t in [types::I64, types::I64, types::I64, types::I64, types::I32] {
        invoke_sig.params.push(AbiParam::new(t));
    }
    invoke_sig.returns.push(AbiParam::new(types::I8).uext());
    let invoke_sig = b.import_signature(invoke_sig);
    let argc = b.ins().iconst(types::I64, n as i64);
    let failed_now = b.use_var(failed);
    let call = b
        .ins()
        .call_indirect(invoke_sig, invoke, &[rec, argv, argc, ret, failed_now]);
    let ok = b.inst_results(call)[0];
    let (got, threw) = (b.create_block(), b.create_block());
    b.set_cold_block(threw);
    b.ins().brif(ok, got, &[], threw, &[]);
    b.switch_to_block(threw);
    return_zero(&mut b, sig);

    // Step 4: the result.
    b.switch_to_block(got);
    emit_result(&mut b, sig, layout, call_conv, rec, ret);

    b.seal_all_blocks();
    b.finalize(isa.frontend_config());
}

/// Ends the current block returning zero of the result type (nothing for `void`).
fn return_zero(b: &mut FunctionBuilder<'_>, sig: &CallbackSignature) {
    match sig.result_scalar() {
        None => {
            b.ins().return_(&[]);
        }
        Some(s) => {
            let z = zero(b, native_type(s));
            b.ins().return_(&[z]);
        }
    }
}

fn zero(b: &mut FunctionBuilder<'_>, ty: Type) -> ClifValue {
    if ty == types::F32 {
        b.ins().f32const(0.0)
    } else if ty == types::F64 {
        b.ins().f64const(0.0)
    } else {
        b.ins().iconst(ty, 0)
    }
}

/// A raw value (an i64) narrowed to the native result of `scalar`. A `bool` is 0 or 1
/// whatever the raw word holds (as the generic backend reads it: nonzero is true), so a
/// queue or result hook that writes another nonzero word cannot hand C a `bool` outside
/// its two values.
fn narrow(b: &mut FunctionBuilder<'_>, scalar: Scalar, raw: ClifValue) -> ClifValue {
    let ty = native_type(scalar);
    if matches!(scalar, Scalar::Bool) {
        b.ins().icmp_imm_s(IntCC::NotEqual, raw, 0)
    } else if ty == types::I64 {
        raw
    } else if ty == types::F64 {
        b.ins().bitcast(types::F64, MemFlagsData::new(), raw)
    } else if ty == types::F32 {
        let low = b.ins().ireduce(types::I32, raw);
        b.ins().bitcast(types::F32, MemFlagsData::new(), low)
    } else {
        b.ins().ireduce(ty, raw)
    }
}

/// A native argument as a raw value (an i64): integers sign- or zero-extended, `bool` as 0
/// or 1, `f32` as its bits in the low half, `f64` as its bits, pointers as the address.
fn to_raw(b: &mut FunctionBuilder<'_>, scalar: Scalar, v: ClifValue) -> ClifValue {
    match scalar {
        Scalar::Int { bits: 64, .. } | Scalar::Pointer => v,
        Scalar::Int { signed: true, .. } => b.ins().sextend(types::I64, v),
        Scalar::Int { signed: false, .. } => b.ins().uextend(types::I64, v),
        Scalar::Bool => {
            let t = b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
            b.ins().uextend(types::I64, t)
        }
        Scalar::F32 => {
            let bits = b.ins().bitcast(types::I32, MemFlagsData::new(), v);
            b.ins().uextend(types::I64, bits)
        }
        Scalar::F64 => b.ins().bitcast(types::I64, MemFlagsData::new(), v),
    }
}

/// An out-parameter for a raw result: an 8-byte stack slot holding 0, and its address.
fn out_slot(b: &mut FunctionBuilder<'_>) -> ClifValue {
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
    let out = b.ins().stack_addr(types::I64, slot, 0);
    let z = b.ins().iconst(types::I64, 0);
    b.ins().store(trusted(), z, out, 0);
    out
}

/// `ENTER_QUEUE`: the raw arguments to the queue hook, its raw result back to the caller.
fn emit_queue(
    b: &mut FunctionBuilder<'_>,
    sig: &CallbackSignature,
    call_conv: CallConv,
    rec: ClifValue,
    args: &[ClifValue],
) {
    let n = sig.params().len();
    let raw_slot = b.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        8 * n.max(1) as u32,
        3,
    ));
    for (i, (scalar, &v)) in sig.param_scalars().zip(args).enumerate() {
        let raw = to_raw(b, scalar, v);
        b.ins()
            .stack_store(types::I64, raw, raw_slot, (i * 8) as i32);
    }
    let raw = b.ins().stack_addr(types::I64, raw_slot, 0);
    let out = out_slot(b);
    let hooks = b
        .ins()
        .load(types::I64, trusted(), rec, record_offsets::HOOKS);
    let queue = b
        .ins()
        .load(types::I64, trusted(), hooks, hook_offsets::QUEUE);
    let mut queue_sig = ClifSig::new(call_conv);
    for _ in 0..3 {
        queue_sig.params.push(AbiParam::new(types::I64));
    }
    let queue_sig = b.import_signature(queue_sig);
    b.ins().call_indirect(queue_sig, queue, &[rec, raw, out]);
    match sig.result_scalar() {
        None => {
            b.ins().return_(&[]);
        }
        Some(s) => {
            let v = b.ins().load(types::I64, trusted(), out, 0);
            let r = narrow(b, s, v);
            b.ins().return_(&[r]);
        }
    }
}

/// Step 4: the inline classes of `upcall::inline_result`, else the result hook.
fn emit_result(
    b: &mut FunctionBuilder<'_>,
    sig: &CallbackSignature,
    layout: LayoutRef,
    call_conv: CallConv,
    rec: ClifValue,
    ret: ClifValue,
) {
    let encoding = &layout.get().encoding;
    let slow = b.create_block();
    b.set_cold_block(slow);
    let cls = encoding.emit_class(&mut ClifEmit(b), ret);
    // Numbers, booleans, null and undefined are decided by the class word alone in every
    // encoding; a test that needed memory would read as "no" and take the hook.
    let is = |b: &mut FunctionBuilder<'_>, test: ClassTest| {
        let r = encoding.emit_is(&mut ClifEmit(b), cls, test);
        r.unwrap_or_else(|| b.ins().iconst(types::I8, 0))
    };
    let Some(kind) = sig.result_kind() else {
        // A void callback: `undefined` needs nothing; anything else is dropped through
        // the result hook, which frees it.
        let done = b.create_block();
        let is_undefined = is(b, ClassTest::Undefined);
        b.ins().brif(is_undefined, done, &[], slow, &[]);
        b.switch_to_block(done);
        b.ins().return_(&[]);
        b.switch_to_block(slow);
        let out = out_slot(b);
        call_result_hook(b, call_conv, rec, ret, out);
        b.ins().return_(&[]);
        return;
    };
    let scalar = kind.scalar();
    let ty = native_type(scalar);
    let done = b.create_block();
    b.append_block_param(done, ty);
    let (ok, x) = match kind {
        hostcall_core::int_param_kinds!() => {
            let is_int = is(b, ClassTest::Int32);
            let i = encoding.emit_int32(&mut ClifEmit(b), ret, cls);
            let (lo, hi) = scalar.int_range().unwrap_or((0, 0));
            let mut ok = is_int;
            if lo > i128::from(i32::MIN) {
                let c = b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, i, lo as i64);
                ok = b.ins().band(ok, c);
            }
            if hi < i128::from(i32::MAX) {
                let c = b
                    .ins()
                    .icmp_imm_s(IntCC::SignedLessThanOrEqual, i, hi as i64);
                ok = b.ins().band(ok, c);
            }
            let x = if ty == types::I32 {
                i
            } else if ty == types::I64 {
                // In range: non-negative for the unsigned kinds, so both extensions agree.
                b.ins().sextend(types::I64, i)
            } else {
                b.ins().ireduce(ty, i)
            };
            (ok, x)
        }
        ParamKind::F32 | ParamKind::F64 => {
            // A float64 as is (rounded to nearest for f32), or an int32 converted.
            let is_int = is(b, ClassTest::Int32);
            let is_f = is(b, ClassTest::Float64);
            let i = encoding.emit_int32(&mut ClifEmit(b), ret, cls);
            let f = encoding.emit_float64(&mut ClifEmit(b), ret, cls);
            let from_int = b.ins().fcvt_from_sint(ty, i);
            let from_f = if ty == types::F32 {
                b.ins().fdemote(types::F32, f)
            } else {
                f
            };
            let x = b.ins().select(is_int, from_int, from_f);
            let ok = b.ins().bor(is_int, is_f);
            (ok, x)
        }
        ParamKind::Bool => {
            let ok = is(b, ClassTest::Bool);
            let t = encoding.emit_bool(&mut ClifEmit(b), ret, cls);
            (ok, t)
        }
        ParamKind::Pointer => {
            let ok = is(b, ClassTest::Null);
            let z = b.ins().iconst(types::I64, 0);
            (ok, z)
        }
        // Not callback results (`CallbackSignature` admits none): always the hook.
        ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => {
            let ok = b.ins().iconst(types::I8, 0);
            let z = zero(b, ty);
            (ok, z)
        }
    };
    // The record's `inline_results` (a Rust bool: 0 or 1): an engine whose policy reads
    // this kind its own way sends every result to the hook.
    let inline = b.ins().load(
        types::I8,
        trusted(),
        rec,
        hostcall_core::upcall::record_offsets::INLINE_RESULTS,
    );
    let ok = b.ins().band(ok, inline);
    b.ins().brif(ok, done, &[BlockArg::Value(x)], slow, &[]);

    b.switch_to_block(slow);
    let out = out_slot(b);
    let converted = call_result_hook(b, call_conv, rec, ret, out);
    let raw = b.ins().load(types::I64, trusted(), out, 0);
    let v = narrow(b, scalar, raw);
    let z = zero(b, ty);
    let r = b.ins().select(converted, v, z);
    b.ins().jump(done, &[BlockArg::Value(r)]);

    b.switch_to_block(done);
    let r = b.block_params(done)[0];
    b.ins().return_(&[r]);
}

/// `rec->hooks->result(rec, ret, out)`: whether it converted (an i8).
fn call_result_hook(
    b: &mut FunctionBuilder<'_>,
    call_conv: CallConv,
    rec: ClifValue,
    ret: ClifValue,
    out: ClifValue,
) -> ClifValue {
    let hooks = b
        .ins()
        .load(types::I64, trusted(), rec, record_offsets::HOOKS);
    let result = b
        .ins()
        .load(types::I64, trusted(), hooks, hook_offsets::RESULT);
    let mut s = ClifSig::new(call_conv);
    for _ in 0..3 {
        s.params.push(AbiParam::new(types::I64));
    }
    s.returns.push(AbiParam::new(types::I8).uext());
    let s = b.import_signature(s);
    let call = b.ins().call_indirect(s, result, &[rec, ret, out]);
    b.inst_results(call)[0]
}

/// Boxing an argument: on to the next one; a failed BigInt leaves `undefined` in its slot
/// and sets `failed` (the engine reports the pending exception from `invoke`).
impl<'b> BoxSink<'b> for BodyEmitter<'b> {
    fn builder(&mut self) -> &mut FunctionBuilder<'b> {
        &mut self.b
    }
    fn layout(&self) -> LayoutRef {
        self.layout
    }
    fn cx(&mut self) -> ClifValue {
        self.cx
    }
    fn call_conv(&self) -> CallConv {
        self.call_conv
    }
    fn dialect(&self) -> Dialect {
        self.dialect
    }
    fn boxed(&mut self) {
        self.b.ins().jump(self.next, &[]);
    }
    fn made_by_hook(&mut self, ok: ClifValue) {
        let fail = self.b.create_block();
        self.b.set_cold_block(fail);
        self.b.ins().brif(ok, self.next, &[], fail, &[]);
        self.b.switch_to_block(fail);
        self.bigint_missing();
    }
    fn bigint_missing(&mut self) {
        boxing::write_const(&mut self.b, self.layout, self.dst, Constant::Undefined);
        let one = self.b.ins().iconst(types::I32, 1);
        self.b.def_var(self.failed, one);
        self.b.ins().jump(self.next, &[]);
    }
}

/// Builds one callback's entry into `func`: the callback's C signature, calling the body
/// at `body` with `rec` as its first argument.
pub fn build_entry(
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    sig: &CallbackSignature,
    body: usize,
    rec: usize,
    isa: &dyn TargetIsa,
) {
    let call_conv = isa.default_call_conv();
    let logical = entry_signature(sig, call_conv);
    func.signature = crate::abi::for_target(logical.clone(), isa);
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let mut args = vec![b.ins().iconst(types::I64, rec as i64)];
    args.extend(crate::abi::received_as(&mut b, &logical, &params));
    let body_sig = crate::abi::for_target(body_signature(sig, call_conv), isa);
    let args = crate::abi::pass_as(&mut b, &body_sig, &args);
    let body_sig = b.import_signature(body_sig);
    let callee = b.ins().iconst(types::I64, body as i64);
    let call = b.ins().call_indirect(body_sig, callee, &args);
    let results = b.inst_results(call).to_vec();
    b.ins().return_(&results);
    b.seal_all_blocks();
    b.finalize(isa.frontend_config());
}

/// Builds entry `index` of a packed pool of `sig`'s callbacks into `func` (position-
/// independent, for an object): the callback's C signature; loads its record's address from
/// slot `index` of the pool's record table `records` (a symbol the program defines and
/// writes before it hands the entry out) and calls the pool's body `body` with it in front
/// of the arguments.
pub fn build_pool_entry(
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    sig: &CallbackSignature,
    body: cranelift_codegen::ir::FuncRef,
    records: cranelift_codegen::ir::GlobalValue,
    index: usize,
    isa: &dyn TargetIsa,
) {
    let call_conv = isa.default_call_conv();
    let logical = entry_signature(sig, call_conv);
    func.signature = crate::abi::for_target(logical.clone(), isa);
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let params = crate::abi::received_as(&mut b, &logical, &params);
    let table = b.ins().symbol_value(types::I64, records);
    let rec = b.ins().load(
        types::I64,
        MemFlagsData::trusted(),
        table,
        i32::try_from(8 * index).unwrap_or(i32::MAX),
    );
    let mut args = vec![rec];
    args.extend(params);
    let body_sig = crate::abi::for_target(body_signature(sig, call_conv), isa);
    let args = crate::abi::pass_as(&mut b, &body_sig, &args);
    let call = b.ins().call(body, &args);
    let results = b.inst_results(call).to_vec();
    b.ins().return_(&results);
    b.seal_all_blocks();
    b.finalize(isa.frontend_config());
}
