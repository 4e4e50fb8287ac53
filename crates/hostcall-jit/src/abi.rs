//! The ABI mapping: how each scalar travels in the platform C ABI (type and extension), the
//! native signature of a host function, of the uniform thunk entry and of QuickJS's C-closure
//! entry, and the comment header of dumped CLIF that says how each parameter is passed.
//! Thunks, native entries and upcalls all map scalars here.

use std::fmt::Write as _;

use cranelift_codegen::ir::{types, AbiParam, Signature as ClifSig};
use cranelift_codegen::isa::CallConv;

use hostcall_core::{ArgSource, LayoutRef, ParamKind, ResultKind, Scalar, Signature};

/// The CLIF type and extension with which a scalar travels in the C ABI.
pub(crate) fn abi_param(scalar: Scalar) -> AbiParam {
    match scalar {
        Scalar::Int { bits: 8, signed } => ext(AbiParam::new(types::I8), signed),
        Scalar::Int { bits: 16, signed } => ext(AbiParam::new(types::I16), signed),
        // x86-64 and AAPCS64 leave the upper 32 bits unspecified, but a C function
        // declared with a narrower parameter than it has (`labs(long)` declared `(i32) ->
        // i64`, as Deno libraries do) reads the whole register: extended by signedness to
        // the register's width, as libffi extends it on the generic path, so a call gives
        // the same result before and after its symbol tiers up. (riscv64 sign-extends
        // every 32-bit integer: `for_target`.)
        Scalar::Int { bits: 32, signed } => ext(AbiParam::new(types::I32), signed),
        Scalar::Int { .. } | Scalar::Pointer => AbiParam::new(types::I64),
        // A C `bool` is one byte holding 0 or 1, zero-extended by the caller.
        Scalar::Bool => AbiParam::new(types::I8).uext(),
        Scalar::F32 => AbiParam::new(types::F32),
        Scalar::F64 => AbiParam::new(types::F64),
    }
}

/// `sig` as `isa`'s C ABI passes it: on riscv64 through [`for_riscv64`], elsewhere
/// unchanged.
pub(crate) fn for_target(
    sig: cranelift_codegen::ir::Signature,
    isa: &dyn cranelift_codegen::isa::TargetIsa,
) -> cranelift_codegen::ir::Signature {
    for_riscv64(sig, is_riscv64(isa))
}

/// Whether `isa` is riscv64, whose C ABI [`for_riscv64`] adapts signatures to.
pub(crate) fn is_riscv64(isa: &dyn cranelift_codegen::isa::TargetIsa) -> bool {
    isa.name() == "riscv64"
}

/// How many argument registers the RISC-V LP64D ABI has of each class (a0-a7, fa0-fa7).
const RISCV_ARG_REGS: usize = 8;

/// `sig` as the RISC-V LP64D ABI passes it (when `riscv64`; else `sig` unchanged), where
/// Cranelift 0.135's riscv64 ABI differs from what C compilers do:
///
/// - every 32-bit integer (signed or not) is kept sign-extended to 64 bits in registers,
///   arguments and results alike, and C compiled for riscv64 relies on that; narrower ones
///   are extended to 32 bits by their sign first, which their `sext`/`uext` already gives;
/// - a float argument past the eighth float register goes in the next free integer
///   register, as the integer calling convention passes its bits (an `f32`'s sign-extended
///   from 32), and only when those run out on the stack; Cranelift would put it on the stack
///   at once. Such a parameter is retyped here as the integer of its width; callers move
///   values across with [`pass_as`] and [`received_as`].
pub(crate) fn for_riscv64(
    mut sig: cranelift_codegen::ir::Signature,
    riscv64: bool,
) -> cranelift_codegen::ir::Signature {
    if !riscv64 {
        return sig;
    }
    let (mut ints, mut floats) = (0usize, 0usize);
    for p in &mut sig.params {
        if p.value_type.is_float() {
            if floats < RISCV_ARG_REGS {
                floats += 1;
            } else if ints < RISCV_ARG_REGS {
                ints += 1;
                p.value_type = if p.value_type == types::F32 {
                    types::I32
                } else {
                    types::I64
                };
            }
        } else {
            ints += 1;
        }
    }
    for p in sig.params.iter_mut().chain(sig.returns.iter_mut()) {
        if p.value_type == types::I32 {
            p.extension = cranelift_codegen::ir::ArgumentExtension::Sext;
        }
    }
    sig
}

/// `args` (of their own types) as `sig` takes them: a float `sig` passes as an integer
/// ([`for_riscv64`]) is moved over bit for bit; every other value is returned as it is.
pub(crate) fn pass_as(
    b: &mut cranelift_frontend::FunctionBuilder<'_>,
    sig: &cranelift_codegen::ir::Signature,
    args: &[cranelift_codegen::ir::Value],
) -> Vec<cranelift_codegen::ir::Value> {
    use cranelift_codegen::ir::{InstBuilder, MemFlagsData};
    args.iter()
        .zip(&sig.params)
        .map(|(&v, p)| {
            let ty = b.func.dfg.value_type(v);
            if ty.is_float() && p.value_type.is_int() {
                b.ins().bitcast(p.value_type, MemFlagsData::new(), v)
            } else {
                v
            }
        })
        .collect()
}

/// `sig`'s integer parameters narrower than 64 bits (each with the `sext` or `uext` its
/// kind's signedness gives it: [`abi_param`]) retyped as 64-bit, and their `args` extended
/// to 64 bits by that signedness, so the whole register holds the value: the C ABIs of
/// x86-64 and AAPCS64 leave the upper bits unspecified (Cranelift's aarch64 backend leaves
/// them as they are), but a C function declared with a narrower parameter than it has (a
/// `long` declared `i32`, as Deno libraries do with `PyLong_FromLong`) reads them, and
/// libffi, on the generic path, extends every argument to 64 bits. Not for riscv64, whose
/// C ABI has its own rule ([`for_riscv64`]), already libffi's there.
pub(crate) fn widen_narrow_ints(
    b: &mut cranelift_frontend::FunctionBuilder<'_>,
    mut sig: cranelift_codegen::ir::Signature,
    args: Vec<cranelift_codegen::ir::Value>,
) -> (
    cranelift_codegen::ir::Signature,
    Vec<cranelift_codegen::ir::Value>,
) {
    use cranelift_codegen::ir::{ArgumentExtension, ArgumentPurpose, InstBuilder};
    let args = args
        .into_iter()
        .zip(sig.params.iter_mut())
        .map(|(v, p)| {
            let narrow = p.value_type.is_int()
                && p.value_type.bits() < 64
                && p.purpose == ArgumentPurpose::Normal;
            match (narrow, p.extension) {
                (true, ArgumentExtension::Sext) => {
                    *p = AbiParam::new(types::I64);
                    b.ins().sextend(types::I64, v)
                }
                (true, ArgumentExtension::Uext) => {
                    *p = AbiParam::new(types::I64);
                    b.ins().uextend(types::I64, v)
                }
                _ => v,
            }
        })
        .collect();
    (sig, args)
}

/// A function's parameters, received as `passed` (its signature after [`for_riscv64`]),
/// back in the types of `logical` (before it): the inverse of [`pass_as`].
pub(crate) fn received_as(
    b: &mut cranelift_frontend::FunctionBuilder<'_>,
    logical: &cranelift_codegen::ir::Signature,
    params: &[cranelift_codegen::ir::Value],
) -> Vec<cranelift_codegen::ir::Value> {
    use cranelift_codegen::ir::{InstBuilder, MemFlagsData};
    params
        .iter()
        .zip(&logical.params)
        .map(|(&v, p)| {
            if p.value_type.is_float() && b.func.dfg.value_type(v).is_int() {
                b.ins().bitcast(p.value_type, MemFlagsData::new(), v)
            } else {
                v
            }
        })
        .collect()
}

fn ext(p: AbiParam, signed: bool) -> AbiParam {
    if signed {
        p.sext()
    } else {
        p.uext()
    }
}

/// The host function's native signature, in the target's default C calling convention.
///
/// For a signature without structs; one with structs is called as `structcall::plan`
/// places them (`structcall::native_signature`).
pub fn host_signature(sig: &Signature, layout: LayoutRef, call_conv: CallConv) -> ClifSig {
    let mut s = ClifSig::new(call_conv);
    for &k in sig.params() {
        s.params.push(abi_param(k.scalar()));
        if k == ParamKind::Slice {
            // Its byte length, after the pointer.
            s.params.push(abi_param(ParamKind::Usize.scalar()));
        }
    }
    match sig.result() {
        // A struct result is `structcall`'s to place.
        ResultKind::Void | ResultKind::Struct => {}
        ResultKind::Value => {
            for _ in 0..usize::from(layout.size) / 8 {
                s.returns.push(AbiParam::new(types::I64));
            }
        }
        r @ hostcall_core::scalar_result_kinds!() => {
            if let Some(scalar) = r.scalar() {
                s.returns.push(abi_param(scalar));
            }
        }
    }
    s
}

/// The uniform thunk signature: (method, cx, this, argv, argc, ret) -> Status (u32).
pub fn thunk_signature(call_conv: CallConv) -> ClifSig {
    let mut s = ClifSig::new(call_conv);
    for _ in 0..6 {
        s.params.push(AbiParam::new(types::I64));
    }
    s.returns.push(AbiParam::new(types::I32));
    s
}

/// How each parameter is passed, for the comment header of dumped CLIF.
pub fn describe(sig: &Signature, layout: LayoutRef) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "; thunk for {sig} on layout {} ({} bytes per value)",
        layout.name, layout.size
    );
    let dialect = sig.dialect();
    for (i, source) in sig.arg_sources().enumerate() {
        let kind = sig.params()[i];
        let src = match source {
            ArgSource::Context => "a HostContext on the thunk's stack".to_string(),
            ArgSource::Receiver => "`this`, through the receiver hook".to_string(),
            ArgSource::Env => "the method's user data".to_string(),
            ArgSource::Js { index, .. } => format!("argv[{index}]"),
        };
        let lane = match kind {
            ParamKind::I8
            | ParamKind::U8
            | ParamKind::I16
            | ParamKind::U16
            | ParamKind::I32
            | ParamKind::U32 => "int32 in range | integral float64 in range",
            ParamKind::I64 | ParamKind::U64 | ParamKind::Isize | ParamKind::Usize => {
                "int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook)"
            }
            ParamKind::F32 | ParamKind::F64 => "int32 | float64",
            ParamKind::Bool => "bool",
            ParamKind::Pointer if dialect.pointer_objects => {
                "null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts)"
            }
            ParamKind::Pointer => {
                "null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook)"
            }
            ParamKind::CString => "string (acquire hook; released on every path)",
            ParamKind::Buffer if dialect.ffi_buffers => {
                "null | buffer object (ffi_buffer_data hook: shared bytes taken, no memory is null)"
            }
            ParamKind::Buffer => "null | buffer object (buffer hook)",
            ParamKind::Slice => "buffer object (buffer hook, one call: pointer, then byte length)",
            ParamKind::Struct => {
                "buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct"
            }
            ParamKind::Value => "any (pointer to the value)",
            ParamKind::Context => "-",
            ParamKind::Receiver => "host object of the method's class",
            ParamKind::Env => "-",
        };
        let abi = abi_param(kind.scalar());
        let extn = match abi.extension {
            cranelift_codegen::ir::ArgumentExtension::Sext => " sext",
            cranelift_codegen::ir::ArgumentExtension::Uext => " uext",
            cranelift_codegen::ir::ArgumentExtension::None => "",
        };
        let twice = if kind == ParamKind::Slice {
            format!(", {}", abi_param(ParamKind::Usize.scalar()).value_type)
        } else {
            String::new()
        };
        if let Some(l) = sig.param_layout(i) {
            let _ = writeln!(out, ";   param {i} {} <- {src}: {lane}", l.describe());
            continue;
        }
        let _ = writeln!(
            out,
            ";   param {i} {kind:<8} <- {src}: {lane}; passed as {}{extn}{twice}",
            abi.value_type
        );
    }
    let _ = writeln!(
        out,
        ";   result {} -> {}",
        sig.result_layout()
            .map_or_else(|| sig.result().to_string(), |l| l.describe()),
        match sig.result() {
            ResultKind::Pointer if dialect.pointer_objects => {
                "null | a pointer object (pointer_new hook)"
            }
            ResultKind::I64 | ResultKind::U64 | ResultKind::Isize | ResultKind::Usize
                if dialect.bigint_results =>
            {
                "BigInt (always)"
            }
            ResultKind::Void => "undefined",
            ResultKind::Bool => "bool",
            ResultKind::F32 | ResultKind::F64 => "float64",
            ResultKind::Pointer => "null | int32 | float64 <= 2^53 | BigInt",
            ResultKind::CString => "null | a new string (string_new hook)",
            ResultKind::Value => "the returned value, as is",
            ResultKind::Struct => "a new byte array of its bytes (bytes_new hook)",
            ResultKind::I8
            | ResultKind::U8
            | ResultKind::I16
            | ResultKind::U16
            | ResultKind::I32 => "int32",
            ResultKind::U32 => "int32 | float64",
            ResultKind::I64 | ResultKind::U64 | ResultKind::Isize | ResultKind::Usize => {
                "int32 | float64 while |v| <= 2^53 | BigInt"
            }
        }
    );
    out
}

/// The native C-closure entry's signature: (cx, this by value, int argc, argv, int magic,
/// void *opaque) -> value by value.
pub fn cclosure_signature(call_conv: CallConv, value_size: u8) -> ClifSig {
    let words = usize::from(value_size) / 8;
    let mut s = ClifSig::new(call_conv);
    s.params.push(AbiParam::new(types::I64));
    for _ in 0..words {
        s.params.push(AbiParam::new(types::I64));
    }
    s.params.push(AbiParam::new(types::I32));
    s.params.push(AbiParam::new(types::I64));
    s.params.push(AbiParam::new(types::I32));
    s.params.push(AbiParam::new(types::I64));
    for _ in 0..words {
        s.returns.push(AbiParam::new(types::I64));
    }
    s
}
