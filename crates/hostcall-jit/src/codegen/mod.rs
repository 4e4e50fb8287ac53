//! CLIF generation for one thunk: the uniform entry ([`ThunkFn`](hostcall_core::ThunkFn)) specialised to one
//! (signature, layout).
//!
//! Shape of every thunk:
//!
//! ```text
//! entry:    argc < arity ? -> fallback(0)
//! params:   load each argument's class word (tag) once and its payload; the checks of
//!           the kinds read without a call (numbers, bools, values) are and-ed together and
//!           decided by one branch per group, before any hook runs:
//!             all hold -> on; else (cold) the second class of deferred parameters
//!             (float64 for 64-bit kinds, u32 and pointers, and for the 64-bit kinds
//!             and pointers a BigInt the layout holds inline, read without a call;
//!             int32 for f32/f64); else
//!             (cold) a BigInt for 64-bit kinds and pointers through the layout's hook,
//!             every live value spilled around the call; and if that fails too ->
//!           retry(k): release strings k-1..0, then make the whole call out of line through
//!           the shared `slow_call` helper (the lane's oracle, then the generic backend)
//!           and return its status
//!           cstring / buffer / receiver: one branch per class, then the hook
//!           (a mismatch -> fallback(k), k = strings acquired so far)
//! call:     load method->func, call it with the platform C ABI
//! context:  error reported? -> throw hook, exit(Threw)
//! box:      write the result into *ret, exit(Ok)
//! exit(s):  give back every acquired string, return s (only when strings were acquired:
//!           an argument outlives the boxing of a result that may point into it)
//! fallback(k): release strings k-1..0, return Fallback
//! ```
//!
//! Rare conversions (an integral float64 for an 8-, 16- or signed 32-bit parameter, a
//! float64 past 2^63, BigInts out of range, out-of-range values) take `slow_call`: measured at about
//! 240 ns instead of 7 (about 1.7x the generic backend alone, `benches/call.rs`
//! `slow_path`; docs/benchmarks.md says what remains), for thunks with a third
//! of the code and half the compile time, and no value of the thunk lives across a helper
//! call (no callee-saved spills).
//!
//! Each concern lives in its own function: reading and writing values (the layout's encoding, through `ClifEmit`), one
//! parameter (`Emitter::param`), the native signature ([`host_signature`], in
//! [`crate::abi`] with the rest of the ABI mapping), boxing
//! (`Emitter::box_result`). Every kind goes through one exhaustive `match`.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `params`: reading arguments along the lane (class tests, checks decided together,
//!   deferred second classes, the hook kinds, the receiver).
//! - `results`: boxing the result.
//!
//! This file keeps the function's frame: its entry and exits, the host call, spills around
//! helper calls, structs' bytes, and the blocks every path shares.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, Block, BlockArg, Function, InstBuilder, MemFlagsData, Signature as ClifSig, StackSlot,
    StackSlotData, StackSlotKind, Type, Value as ClifValue,
};
use cranelift_codegen::isa::{CallConv, TargetIsa};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};

use hostcall_core::abi::{
    HOST_CONTEXT_ERROR_OFFSET, HOST_CONTEXT_SIZE, METHOD_CLASS_OFFSET, METHOD_FUNC_OFFSET,
    METHOD_USER_DATA_OFFSET,
};
use hostcall_core::encoding::{ClassTest, Constant, Encoding, ValueEncoding};
use hostcall_core::{
    ArgSource, CClosureEntry, Dialect, EntryKind, LayoutRef, ParamKind, ResultKind, Scalar,
    Signature,
};

use crate::abi::{abi_param, cclosure_signature, host_signature, thunk_signature};
use crate::boxing::{self, BoxSink};
use crate::emit::ClifEmit;
use crate::error::Unsupported;
use crate::structcall;
pub use hostcall_core::imports::tagged_layout_id;
use hostcall_core::imports::Import;

mod params;
mod results;

use params::Deferred;

const OK: i64 = 0;
const FALLBACK: i64 = 1;
const THREW: i64 = 2;

/// Checks that a (signature, layout) can be compiled, before any code is generated. One
/// Checks that an entry shape can be emitted on this target for this layout.
pub fn check_entry_supported(
    entry: EntryKind,
    layout: LayoutRef,
    isa: &dyn TargetIsa,
) -> Result<(), Unsupported> {
    match entry {
        EntryKind::Uniform => Ok(()),
        EntryKind::CClosure(_) => {
            let by_value = matches!(
                isa.default_call_conv(),
                CallConv::SystemV | CallConv::AppleAarch64
            );
            if !by_value || !(layout.size == 8 || layout.size == 16) {
                return Err(Unsupported::Target(
                    "a native C-closure entry needs values passed and returned in registers".into(),
                ));
            }
            Ok(())
        }
    }
}

/// exhaustive match over every kind: what is not listed as supported is rejected loudly.
pub fn check_supported(
    sig: &Signature,
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
    if let Some((kind, hook)) = layout.missing_hook(sig) {
        return Err(Unsupported::MissingHook { kind, hook });
    }
    if sig.has_structs() {
        // The struct placement's target and limits (x86-64 System V, AAPCS64, LP64D).
        crate::structcall::check_supported(&sig.struct_params(), &sig.struct_result(), isa)?;
        // A struct result lives in the thunk's frame: as large as what a call may pass on
        // the stack, no larger (a larger one is libffi's, in the generic backend's storage).
        if let Some(l) = sig.result_layout() {
            if l.size() > crate::structcall::MAX_STRUCT_STACK_BYTES {
                return Err(Unsupported::TooLarge(format!(
                    "a {}-byte struct result (thunks return at most {} bytes, \
                     MAX_STRUCT_STACK_BYTES)",
                    l.size(),
                    crate::structcall::MAX_STRUCT_STACK_BYTES
                )));
            }
        }
    }
    match sig.result() {
        ResultKind::Value => {
            let two_regs = matches!(
                isa.default_call_conv(),
                CallConv::SystemV | CallConv::AppleAarch64
            );
            if layout.size == 16 && !two_regs {
                return Err(Unsupported::Result(
                    "a 16-byte value result is returned in memory on this target's C ABI".into(),
                ));
            }
            if layout.size != 8 && layout.size != 16 {
                return Err(Unsupported::Result(format!(
                    "{}-byte value results",
                    layout.size
                )));
            }
        }
        ResultKind::Void | ResultKind::Struct | hostcall_core::scalar_result_kinds!() => {}
    }
    Ok(())
}

fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// What a native entry's exits need.
#[derive(Clone)]
struct Native {
    entry: CClosureEntry,
    signature: ClifSig,
    /// The entry's own arguments, saved on the stack for the slow path: keeping all of them
    /// in registers through the body would force callee-saved spills in every prologue.
    saved: StackSlot,
    opaque: Variable,
    value_words: usize,
}

/// Emits one thunk into `func`.
pub struct Emitter<'a, 'b> {
    b: FunctionBuilder<'b>,
    sig: &'a Signature,
    layout: LayoutRef,
    /// The layout's value encoding, which emits every read and write of a value.
    encoding: &'a Encoding,
    call_conv: CallConv,
    /// How the target's C ABI passes structs (for signatures with structs).
    struct_abi: structcall::StructAbi,
    /// Whether the target is riscv64, whose C ABI the host call's signature is adapted to
    /// (`abi::for_riscv64`).
    riscv64: bool,
    source: FuncSource,
    /// For a native entry: its parameters, signature and description.
    native: Option<Native>,
    /// Acquired strings so far, each in a variable.
    strings: Vec<Variable>,
    /// `unwind[k]`: releases strings k-1..0, returns Fallback. Created on first use.
    unwind: Vec<Option<Block>>,
    /// `retry[k]`: releases strings k-1..0, then makes the whole call out of line
    /// ([`slow_call`](hostcall_core::imports::slow_call)) and returns its status. Created on first use.
    retry: Vec<Option<Block>>,
    /// The entry's argument count (for `retry`).
    argc: Variable,
    /// The conjunction of the checks of parameters read so far that no branch has decided
    /// yet (an i8 condition), folded as they come so only one flag stays live.
    pending: Option<ClifValue>,
    /// Like `pending`, without the int32-only checks of deferred parameters.
    pending_other: Option<ClifValue>,
    /// Integer parameters of the pending group whose int32-only check is in `pending` and
    /// whose float64 path `flush_checks` emits out of line (see `int_param`).
    deferred: Vec<Deferred>,
    /// The native arguments so far, each in a variable of its type (`flush_checks`
    /// redefines deferred ones on its cold sides).
    args: Vec<(Variable, Type)>,
    /// The `HostContext` on the stack, when the signature takes a context.
    hctx: Option<StackSlot>,
    /// After the host call, when strings were acquired: the block every `Ok`/`Threw` exit
    /// jumps to (its parameter is the status). It releases the strings and returns, so an
    /// argument outlives the boxing of a result that may point into it.
    exit: Option<Block>,
    // Entry parameters, in variables: a cold block that calls a hook with the entry's
    // values live (the BigInt path of `flush_checks`) spills and reloads them, redefining
    // the variables, so no value lives in a register across that call.
    method: Variable,
    cx: Variable,
    this: Variable,
    argv: Variable,
    ret: Variable,
}

/// Where the thunk gets the host function's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FuncSource {
    /// Loaded from `MethodData` at run time: one body serves every method of the shape.
    Method,
    /// Baked in as an immediate: one body per function (measured in the benches only).
    Baked(usize),
}

/// Builds the whole thunk body into `func`.
pub fn build(
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    sig: &Signature,
    layout: LayoutRef,
    isa: &dyn TargetIsa,
    source: FuncSource,
    entry: EntryKind,
) {
    let call_conv = isa.default_call_conv();
    // Every C-ABI signature goes through `for_target` (riscv64's C ABI): the thunk's own,
    // the native slow path's and the host function's (`call`).
    func.signature = crate::abi::for_target(
        match entry {
            EntryKind::Uniform => thunk_signature(call_conv),
            EntryKind::CClosure(_) => cclosure_signature(call_conv, layout.size),
        },
        isa,
    );
    let mut b = FunctionBuilder::new(func, fctx);
    let entry_block = b.create_block();
    b.append_block_params_for_function_params(entry_block);
    b.switch_to_block(entry_block);
    b.seal_block(entry_block);
    let p = b.block_params(entry_block).to_vec();
    let n_strings = sig
        .params()
        .iter()
        .filter(|&&k| k == ParamKind::CString)
        .count();
    // (method, cx, this, argv, argc, ret) and, for a native entry, what its exits need.
    let (method, cx, this, argv, argc, ret, native) = match entry {
        EntryKind::Uniform => (p[0], p[1], p[2], p[3], p[4], p[5], None),
        EntryKind::CClosure(c) => {
            let words = usize::from(layout.size) / 8;
            let (cx, argc32, argv, opaque) = (p[0], p[1 + words], p[2 + words], p[4 + words]);
            let bytes = u32::from(layout.size);
            let ret_slot = b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                bytes,
                3,
            ));
            // `this` arrives by value; only a receiver needs it in memory.
            let this = if sig.takes_receiver() {
                let this_slot = b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    bytes,
                    3,
                ));
                let this = b.ins().stack_addr(types::I64, this_slot, 0);
                for (i, &w) in p[1..1 + words].iter().enumerate() {
                    b.ins().store(trusted(), w, this, (i * 8) as i32);
                }
                this
            } else {
                b.ins().iconst(types::I64, 0)
            };
            let ret = b.ins().stack_addr(types::I64, ret_slot, 0);
            let method = b.ins().load(types::I64, trusted(), opaque, c.method_offset);
            let argc = b.ins().sextend(types::I64, argc32);
            let saved = b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                (p.len() * 8) as u32,
                3,
            ));
            for (i, &v) in p.iter().enumerate() {
                b.ins().stack_store(types::I64, v, saved, (i * 8) as i32);
            }
            let opaque_var = b.declare_var(types::I64);
            b.def_var(opaque_var, opaque);
            let native = Native {
                entry: c,
                signature: crate::abi::for_target(cclosure_signature(call_conv, layout.size), isa),
                saved,
                opaque: opaque_var,
                value_words: words,
            };
            (method, cx, this, argv, argc, ret, Some(native))
        }
    };
    let mut var = |v: ClifValue| {
        let x = b.declare_var(types::I64);
        b.def_var(x, v);
        x
    };
    let (method, cx, this, argv, argc, ret) = (
        var(method),
        var(cx),
        var(this),
        var(argv),
        var(argc),
        var(ret),
    );
    let mut e = Emitter {
        sig,
        layout,
        encoding: &layout.get().encoding,
        call_conv,
        struct_abi: structcall::StructAbi::of(isa).unwrap_or(structcall::StructAbi::SysV),
        riscv64: crate::abi::is_riscv64(isa),
        source,
        native,
        strings: Vec::new(),
        unwind: Vec::new(),
        retry: Vec::new(),
        argc,
        pending: None,
        pending_other: None,
        deferred: Vec::new(),
        args: Vec::new(),
        hctx: None,
        exit: None,
        method,
        cx,
        this,
        argv,
        ret,
        b,
    };
    e.unwind = vec![None; n_strings + 1];
    e.retry = vec![None; n_strings + 1];
    e.check_disabled();
    e.body();
    e.emit_exit();
    // `retry` may use `unwind[0]`: emitted first.
    e.emit_retry();
    e.emit_unwind();
    e.b.seal_all_blocks();
    e.b.finalize(isa.frontend_config());
}

impl Emitter<'_, '_> {
    fn fallback_block(&mut self) -> Block {
        self.unwind_block(self.strings.len())
    }

    fn unwind_block(&mut self, k: usize) -> Block {
        match self.unwind[k] {
            Some(b) => b,
            None => {
                let b = self.b.create_block();
                // Fallback paths are laid out after the fast path.
                self.b.set_cold_block(b);
                self.unwind[k] = Some(b);
                b
            }
        }
    }

    fn retry_block(&mut self, k: usize) -> Block {
        match self.retry[k] {
            Some(b) => b,
            None => {
                let b = self.b.create_block();
                self.b.set_cold_block(b);
                self.retry[k] = Some(b);
                b
            }
        }
    }

    /// Ends the current block reporting `status`: the uniform entry returns it; a native
    /// entry returns the boxed result (`Ok`), the exception marker (`Threw`), or what its slow
    /// path returns (`Fallback`).
    fn ret_status(&mut self, status: i64) {
        if status != FALLBACK {
            if let Some(exit) = self.exit {
                let s = self.b.ins().iconst(types::I32, status);
                self.b.ins().jump(exit, &[BlockArg::Value(s)]);
                return;
            }
        }
        self.ret_status_now(status);
    }

    /// Ends the current block returning `status` directly (no release of strings).
    fn ret_status_now(&mut self, status: i64) {
        let Some(native) = self.native.clone() else {
            let s = self.b.ins().iconst(types::I32, status);
            self.b.ins().return_(&[s]);
            return;
        };
        if status == FALLBACK {
            let sigref = self.b.import_signature(native.signature.clone());
            let slow = boxing::import(&mut self.b, Import::NativeSlowPath);
            let args: Vec<ClifValue> = native
                .signature
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    self.b
                        .ins()
                        .stack_load(types::I64, p.value_type, native.saved, (i * 8) as i32)
                })
                .collect();
            let call = self.b.ins().call_indirect(sigref, slow, &args);
            let results = self.b.inst_results(call).to_vec();
            self.b.ins().return_(&results);
            return;
        }
        if let Some(off) = native.entry.counter_ptr_offset {
            let opaque = self.b.use_var(native.opaque);
            let counter = self.b.ins().load(types::I64, trusted(), opaque, off);
            let n = self.b.ins().load(types::I64, trusted(), counter, 0);
            let n1 = self.b.ins().iadd_imm_s(n, 1);
            self.b.ins().store(trusted(), n1, counter, 0);
        }
        let words: Vec<ClifValue> = if status == OK {
            let ret = self.b.use_var(self.ret);
            (0..native.value_words)
                .map(|i| {
                    self.b
                        .ins()
                        .load(types::I64, trusted(), ret, (i * 8) as i32)
                })
                .collect()
        } else {
            (0..native.value_words)
                .map(|i| {
                    self.b
                        .ins()
                        .iconst(types::I64, native.entry.exception[i] as i64)
                })
                .collect()
        };
        self.b.ins().return_(&words);
    }

    /// Ends the current block with `Ok` when `ok` (an i8) is non-zero, else `Threw`.
    fn ret_ok_or_threw(&mut self, ok: ClifValue) {
        if let Some(exit) = self.exit {
            let status_ok = self.b.ins().iconst(types::I32, OK);
            let status_threw = self.b.ins().iconst(types::I32, THREW);
            let s = self.b.ins().select(ok, status_ok, status_threw);
            self.b.ins().jump(exit, &[BlockArg::Value(s)]);
            return;
        }
        if self.native.is_none() {
            let status_ok = self.b.ins().iconst(types::I32, OK);
            let status_threw = self.b.ins().iconst(types::I32, THREW);
            let s = self.b.ins().select(ok, status_ok, status_threw);
            self.b.ins().return_(&[s]);
            return;
        }
        let (yes, no) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(no);
        self.b.ins().brif(ok, yes, &[], no, &[]);
        self.b.switch_to_block(yes);
        self.ret_status(OK);
        self.b.switch_to_block(no);
        self.ret_status(THREW);
    }

    /// A native entry whose record's disabled flag is set goes straight to its slow path.
    fn check_disabled(&mut self) {
        let Some(off) = self
            .native
            .as_ref()
            .and_then(|n| n.entry.disabled_flag_ptr_offset)
        else {
            return;
        };
        let opaque = self
            .native
            .as_ref()
            .map(|n| n.opaque)
            .unwrap_or(self.method);
        let opaque = self.b.use_var(opaque);
        let flag_ptr = self.b.ins().load(types::I64, trusted(), opaque, off);
        let (has_flag, go) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(flag_ptr, has_flag, &[], go, &[]);
        self.b.switch_to_block(has_flag);
        let flag = self.b.ins().uload8(types::I32, trusted(), flag_ptr, 0);
        let slow = self.fallback_block();
        self.b.ins().brif(flag, slow, &[], go, &[]);
        self.b.switch_to_block(go);
    }

    fn body(&mut self) {
        let arity = self.sig.js_arity();
        if arity > 0 {
            let argc = self.b.use_var(self.argc);
            let short = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedLessThan, argc, arity as i64);
            let go = self.b.create_block();
            let fb = self.fallback_block();
            self.b.ins().brif(short, fb, &[], go, &[]);
            self.b.switch_to_block(go);
        }
        let stride = i64::from(self.layout.size);
        let sig = self.sig;
        for (param, source) in sig.arg_sources().enumerate() {
            if let (ArgSource::Js { index, .. }, Some(l)) = (source, sig.param_layout(param)) {
                let v = self.arg_addr(stride * index as i64);
                let p = self.struct_arg(v, l.size());
                self.push_arg(p);
                continue;
            }
            let arg = match source {
                ArgSource::Context => {
                    let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                        StackSlotKind::ExplicitSlot,
                        HOST_CONTEXT_SIZE,
                        3,
                    ));
                    let addr = self.b.ins().stack_addr(types::I64, ss, 0);
                    let cx = self.b.use_var(self.cx);
                    self.b.ins().store(trusted(), cx, addr, 0);
                    let zero = self.b.ins().iconst(types::I64, 0);
                    self.b
                        .ins()
                        .store(trusted(), zero, addr, HOST_CONTEXT_ERROR_OFFSET);
                    self.hctx = Some(ss);
                    addr
                }
                ArgSource::Receiver => {
                    self.flush_checks();
                    self.receiver()
                }
                ArgSource::Env => {
                    let method = self.b.use_var(self.method);
                    self.b
                        .ins()
                        .load(types::I64, trusted(), method, METHOD_USER_DATA_OFFSET)
                }
                ArgSource::Js {
                    kind: ParamKind::Slice,
                    index,
                } => {
                    let v = self.arg_addr(stride * index as i64);
                    let (p, len) = self.slice(v);
                    self.push_arg(p);
                    len
                }
                ArgSource::Js { kind, index } => {
                    let v = self.arg_addr(stride * index as i64);
                    self.param(kind, v, stride * index as i64)
                }
            };
            self.push_arg(arg);
        }
        self.flush_checks();
        let args: Vec<ClifValue> = std::mem::take(&mut self.args)
            .into_iter()
            .map(|(var, _)| self.b.use_var(var))
            .collect();
        // The call.
        // A signature with structs is called as the target's C ABI places them
        // (`check_supported` refused any other target).
        let plan = self.sig.has_structs().then(|| {
            structcall::plan_for(
                self.struct_abi,
                &self.sig.struct_params(),
                &self.sig.struct_result(),
            )
        });
        let host_sig = match &plan {
            Some(p) => structcall::native_signature(p, self.call_conv),
            None => host_signature(self.sig, self.layout, self.call_conv),
        };
        let host_sig = crate::abi::for_riscv64(host_sig, self.riscv64);
        // Without structs, one native parameter per argument (riscv64 may pass some floats
        // as integers); a struct plan places those itself (`Piece::FloatBits`), so its
        // signature has nothing left for `for_riscv64` to retype.
        let args = if plan.is_none() {
            crate::abi::pass_as(&mut self.b, &host_sig, &args)
        } else {
            args
        };
        // A struct result's bytes, on the thunk's stack (rounded up to eightbytes).
        let struct_ret = self.sig.result_layout().map(|l| {
            let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                (l.size().div_ceil(8) * 8) as u32,
                3,
            ));
            (ss, l.size())
        });
        let plan_ret = plan.as_ref().map(|p| p.ret.clone());
        // The call's values: a struct plan's pieces, else the arguments.
        let values = match &plan {
            Some(plan) => {
                // Struct arguments go as the C ABI passes them: eightbytes loaded from the
                // bytes checked above (no script has run since), a MEMORY result through
                // the hidden pointer, into storage zeroed first: the callee writes the
                // fields, not the padding, and a result's padding reads as zeros (as
                // libffi's zeroed storage and Deno give it).
                if let (
                    Some((ss, size)),
                    structcall::ReturnPlan::Memory | structcall::ReturnPlan::Fields(_),
                ) = (struct_ret, &plan.ret)
                {
                    self.zero_slot(ss, size);
                }
                let ret_addr = match struct_ret {
                    Some((ss, _)) => self.b.ins().stack_addr(types::I64, ss, 0),
                    None => self.b.ins().iconst(types::I64, 0),
                };
                structcall::call_values(&mut self.b, plan, ret_addr, |b, piece, on_stack| {
                    match piece {
                        structcall::Piece::Scalar { arg, .. } => args[arg],
                        structcall::Piece::FloatBits { arg, scalar } => {
                            structcall::float_bits(b, args[arg], scalar)
                        }
                        structcall::Piece::Eightbyte { arg, .. }
                        | structcall::Piece::Field { arg, .. }
                        | structcall::Piece::Reference { arg, .. } => {
                            structcall::load_from(b, args[arg], piece, on_stack)
                        }
                    }
                })
            }
            None => args,
        };
        // Narrow integers widened to the register as libffi widens them (riscv64 has its
        // own rule, `for_riscv64`).
        let (host_sig, values) = if self.riscv64 {
            (host_sig, values)
        } else {
            crate::abi::widen_narrow_ints(&mut self.b, host_sig, values)
        };
        let sigref = self.b.import_signature(host_sig);
        let fptr = match self.source {
            FuncSource::Method => {
                let method = self.b.use_var(self.method);
                self.b
                    .ins()
                    .load(types::I64, trusted(), method, METHOD_FUNC_OFFSET)
            }
            FuncSource::Baked(addr) => self.b.ins().iconst(types::I64, addr as i64),
        };
        let call = self.b.ins().call_indirect(sigref, fptr, &values);
        let results = self.b.inst_results(call).to_vec();
        if let (Some((ss, _)), Some(plan)) = (struct_ret, &plan_ret) {
            if !results.is_empty() {
                let addr = self.b.ins().stack_addr(types::I64, ss, 0);
                structcall::store_registers(&mut self.b, plan, &results, addr);
            }
        }
        if !self.strings.is_empty() {
            let exit = self.b.create_block();
            self.b.append_block_param(exit, types::I32);
            self.exit = Some(exit);
        }
        if let Some(ss) = self.hctx {
            let addr = self.b.ins().stack_addr(types::I64, ss, 0);
            let err = self
                .b
                .ins()
                .load(types::I64, trusted(), addr, HOST_CONTEXT_ERROR_OFFSET);
            let threw = self.b.create_block();
            self.b.set_cold_block(threw);
            let fine = self.b.create_block();
            self.b.ins().brif(err, threw, &[], fine, &[]);
            self.b.switch_to_block(threw);
            self.call_hook_throw(err);
            self.ret_status(THREW);
            self.b.switch_to_block(fine);
        }
        match struct_ret {
            Some((ss, size)) => self.box_struct(ss, size),
            None => self.box_result(&results),
        }
    }

    /// Zeroes the first `size` bytes of `ss` (rounded up to eightbytes, which the slot
    /// has): stores for up to eight eightbytes, else a loop.
    fn zero_slot(&mut self, ss: StackSlot, size: usize) {
        let words = size.div_ceil(8);
        let zero = self.b.ins().iconst(types::I64, 0);
        if words <= 8 {
            for k in 0..words {
                self.b
                    .ins()
                    .stack_store(types::I64, zero, ss, (8 * k) as i32);
            }
            return;
        }
        let base = self.b.ins().stack_addr(types::I64, ss, 0);
        let end = self.b.ins().iadd_imm_s(base, (8 * words) as i64);
        let (body, done) = (self.b.create_block(), self.b.create_block());
        self.b.append_block_param(body, types::I64);
        self.b.ins().jump(body, &[BlockArg::Value(base)]);
        self.b.switch_to_block(body);
        let at = self.b.block_params(body)[0];
        self.b.ins().store(trusted(), zero, at, 0);
        let next = self.b.ins().iadd_imm_s(at, 8);
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, next, end);
        self.b
            .ins()
            .brif(more, body, &[BlockArg::Value(next)], done, &[]);
        self.b.switch_to_block(done);
    }

    /// Boxes a struct result (`size` bytes in `ss`) as a new byte array through the
    /// layout's `bytes_new` hook.
    fn box_struct(&mut self, ss: StackSlot, size: usize) {
        let data = self.b.ins().stack_addr(types::I64, ss, 0);
        let n = self.b.ins().iconst(types::I64, size as i64);
        let ret = self.b.use_var(self.ret);
        let cx = self.b.use_var(self.cx);
        let hook = Import::BytesNew;
        let ok = self
            .call_hook(hook, &[types::I64; 4], Some(types::I8), &[cx, data, n, ret])
            .unwrap_or_else(|| self.b.ins().iconst(types::I8, 0));
        self.ret_ok_or_threw(ok);
    }

    fn call_hook_throw(&mut self, err: ClifValue) {
        let hook = Import::Throw;
        let cx = self.b.use_var(self.cx);
        self.call_hook(hook, &[types::I64, types::I64], None, &[cx, err]);
    }

    /// Calls a layout hook or helper through the import table (the code is built only with
    /// calls to hooks the layout has).
    fn call_hook(
        &mut self,
        addr: Import,
        params: &[Type],
        ret: Option<Type>,
        args: &[ClifValue],
    ) -> Option<ClifValue> {
        boxing::call_import(&mut self.b, self.call_conv, addr, params, ret, args)
    }

    /// The variables that hold values a hook call must not keep in registers: the entry's
    /// values, the strings acquired and the native arguments so far.
    fn live_vars(&self) -> Vec<(Variable, Type)> {
        let mut vars = vec![
            (self.method, types::I64),
            (self.cx, types::I64),
            (self.this, types::I64),
            (self.argv, types::I64),
            (self.argc, types::I64),
            (self.ret, types::I64),
        ];
        if let Some(n) = &self.native {
            vars.push((n.opaque, types::I64));
        }
        vars.extend(self.strings.iter().map(|&s| (s, types::I64)));
        vars.extend(self.args.iter().copied());
        vars
    }

    /// Stores every live variable's value to a new stack slot (before a hook call in a
    /// cold block).
    fn spill(&mut self) -> (StackSlot, Vec<(Variable, Type)>) {
        let vars = self.live_vars();
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (vars.len() * 8) as u32,
            3,
        ));
        for (i, &(var, _)) in vars.iter().enumerate() {
            let x = self.b.use_var(var);
            self.b
                .ins()
                .stack_store(types::I64, x, slot, (i * 8) as i32);
        }
        (slot, vars)
    }

    /// Reloads what [`Emitter::spill`] stored, redefining each variable.
    fn reload(&mut self, spilled: &(StackSlot, Vec<(Variable, Type)>)) {
        let (slot, vars) = spilled;
        for (i, &(var, ty)) in vars.iter().enumerate() {
            let x = self
                .b
                .ins()
                .stack_load(types::I64, ty, *slot, (i * 8) as i32);
            self.b.def_var(var, x);
        }
    }

    fn release(&mut self, var: Variable) {
        let p = self.b.use_var(var);
        let hook = Import::StringRelease;
        let cx = self.b.use_var(self.cx);
        self.call_hook(hook, &[types::I64, types::I64], None, &[cx, p]);
    }

    fn release_all(&mut self) {
        for var in self.strings.clone().into_iter().rev() {
            self.release(var);
        }
    }

    /// The common exit after the host call (when strings were acquired): releases every
    /// string, in reverse order, after the result was boxed, then returns the status.
    fn emit_exit(&mut self) {
        let Some(exit) = self.exit.take() else {
            return;
        };
        self.b.switch_to_block(exit);
        let status = self.b.block_params(exit)[0];
        self.release_all();
        if self.native.is_none() {
            self.b.ins().return_(&[status]);
            return;
        }
        let (ok, threw) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(threw);
        let is_ok = self.b.ins().icmp_imm_s(IntCC::Equal, status, OK);
        self.b.ins().brif(is_ok, ok, &[], threw, &[]);
        self.b.switch_to_block(ok);
        self.ret_status_now(OK);
        self.b.switch_to_block(threw);
        self.ret_status_now(THREW);
    }

    /// `unwind[k]` releases string k-1 and continues at `unwind[k-1]`; `unwind[0]` returns
    /// Fallback. Every fallback site jumps to `unwind[strings acquired so far]`.
    fn emit_unwind(&mut self) {
        let vars = self.strings.clone();
        for k in (0..self.unwind.len()).rev() {
            let Some(block) = self.unwind[k] else {
                continue;
            };
            self.b.switch_to_block(block);
            if k == 0 {
                self.ret_status_now(FALLBACK);
            } else {
                self.release(vars[k - 1]);
                let next = self.unwind_block(k - 1);
                self.b.ins().jump(next, &[]);
            }
        }
    }

    /// `retry[k]` releases string k-1 and continues at `retry[k-1]`; `retry[0]` makes the
    /// whole call through [`slow_call`](hostcall_core::imports::slow_call) and ends with its status.
    fn emit_retry(&mut self) {
        let vars = self.strings.clone();
        for k in (0..self.retry.len()).rev() {
            let Some(block) = self.retry[k] else {
                continue;
            };
            self.b.switch_to_block(block);
            if k == 0 {
                self.emit_slow_call();
            } else {
                self.release(vars[k - 1]);
                let next = self.retry_block(k - 1);
                self.b.ins().jump(next, &[]);
            }
        }
    }

    fn emit_slow_call(&mut self) {
        if self.native.is_some() {
            // A native entry hands rare conversions to its engine's slow path, which reloads
            // the entry's own arguments from their stack slot: calling `slow_call` here would
            // keep `method`, `argv`, `argc`, `ret` and `this` live in registers through the
            // body and cost every call five callee-saved spills (measured: about 15-20% of a
            // QuickJS host call). Strings were released on the way here, so this is
            // `unwind[0]`'s exit: jump there rather than emit the slow call a second time.
            let fallback = self.unwind_block(0);
            self.b.ins().jump(fallback, &[]);
            return;
        }
        let helper = Import::SlowCall;
        let layout_id = boxing::import(&mut self.b, Import::LayoutId);
        let args = [
            self.b.use_var(self.method),
            self.b.use_var(self.cx),
            self.b.use_var(self.this),
            self.b.use_var(self.argv),
            self.b.use_var(self.argc),
            self.b.use_var(self.ret),
            layout_id,
        ];
        let status = self
            .call_hook(helper, &[types::I64; 7], Some(types::I32), &args)
            .unwrap_or_else(|| self.b.ins().iconst(types::I32, FALLBACK));
        if self.native.is_none() {
            self.b.ins().return_(&[status]);
            return;
        }
        let (ok, not_ok, threw) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        for cold in [ok, not_ok, threw] {
            self.b.set_cold_block(cold);
        }
        // Every string was released on the way here: `Fallback` is `unwind[0]`'s.
        let fallback = self.unwind_block(0);
        let is_ok = self.b.ins().icmp_imm_s(IntCC::Equal, status, OK);
        self.b.ins().brif(is_ok, ok, &[], not_ok, &[]);
        self.b.switch_to_block(ok);
        self.ret_status_now(OK);
        self.b.switch_to_block(not_ok);
        let is_threw = self.b.ins().icmp_imm_s(IntCC::Equal, status, THREW);
        self.b.ins().brif(is_threw, threw, &[], fallback, &[]);
        self.b.switch_to_block(threw);
        self.ret_status_now(THREW);
    }
}

/// Combinations the type system cannot rule out but construction does: implicit parameters
/// never reach per-argument code (`ArgSource::Js` never carries them), integer paths only
/// see integer scalars, and every non-void result has a return value. Reaching this is a
/// codegen bug, caught by the golden and differential tests, not at run time.
#[cold]
fn unreachable_kind<T>() -> T {
    unreachable!("implicit parameter kinds are handled before per-argument codegen")
}
