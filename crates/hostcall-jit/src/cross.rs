//! Thunks for another target than the host's (feature `cross`): compiled with Cranelift's
//! backend for that target and written as one relocatable ELF object, each thunk an exported
//! function. The emulated aarch64 harness (`tests/aarch64.rs`) links such an object into a C
//! program and runs it under `qemu-aarch64`.
//!
//! Not yet position-independent: a thunk's out-of-line paths (the slow-call helper, the
//! layout's hooks, the layout id) are constants of the compiling process, so only the fast
//! lane of shapes that call no hook (numbers and booleans in, numbers, booleans or nothing
//! out) can run in another process; a case that falls back would jump to a host address.

use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::{lookup_by_name, OwnedTargetIsa};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{Linkage, Module};
use cranelift_object::{ObjectBuilder, ObjectModule};

use hostcall_core::{EntryKind, LayoutRef, Signature};

use crate::codegen::{self, FuncSource};
use crate::error::JitError;
use crate::options::{build_isa, JitOptions};

/// The target triples [`object`] can compile for.
pub const TARGETS: [&str; 2] = ["aarch64-unknown-linux-gnu", "x86_64-unknown-linux-gnu"];

/// The ISA of `triple` with hostcall's default options.
fn isa_for(triple: &str) -> Result<OwnedTargetIsa, JitError> {
    let builder = lookup_by_name(triple).map_err(|e| JitError::Host(format!("{triple}: {e}")))?;
    build_isa(builder, JitOptions::default())
}

/// One thunk to put in an object: its exported symbol, signature and layout.
#[derive(Clone, Debug)]
pub struct ObjectThunk {
    /// The exported symbol.
    pub symbol: String,
    /// The host function's signature.
    pub signature: Signature,
    /// The value layout the thunk reads.
    pub layout: LayoutRef,
}

/// Compiles `thunks` for `triple` into one relocatable object (ELF), each an exported
/// function with the uniform thunk ABI `(method, cx, this, argv, argc, ret) -> status` in the
/// target's C calling convention.
///
/// # Errors
///
/// [`JitError::Host`] for a triple Cranelift does not know; a thunk's own error when its
/// shape is unsupported on that target (the [`Unsupported`](crate::Unsupported) reason: the
/// shape is ineligible there and its calls run on libffi).
pub fn object(triple: &str, thunks: &[ObjectThunk]) -> Result<Vec<u8>, JitError> {
    let isa = isa_for(triple)?;
    let builder = ObjectBuilder::new(isa.clone(), "hostcall_thunks", cranelift_module::default_libcall_names())
        .map_err(|e| JitError::Host(e.to_string()))?;
    let mut module = ObjectModule::new(builder);
    let mut fctx = FunctionBuilderContext::new();
    for t in thunks {
        codegen::check_supported(&t.signature, t.layout, &*isa)?;
        let mut func = Function::new();
        codegen::build(
            &mut func,
            &mut fctx,
            &t.signature,
            t.layout,
            &*isa,
            FuncSource::Method,
            EntryKind::Uniform,
        );
        let id = module
            .declare_function(&t.symbol, Linkage::Export, &func.signature)
            .map_err(|e| JitError::Host(e.to_string()))?;
        let mut ctx = Context::for_function(func);
        module
            .define_function(id, &mut ctx)
            .map_err(|e| JitError::Codegen {
                signature: t.signature.to_string(),
                source: Box::new(match e {
                    cranelift_module::ModuleError::Compilation(c) => c,
                    other => cranelift_codegen::CodegenError::Unsupported(other.to_string()),
                }),
            })?;
    }
    let product = module.finish();
    product.emit().map_err(|e| JitError::Host(e.to_string()))
}

/// The machine code of one thunk for `triple`, as Cranelift prints it after register
/// allocation (the second level of goldens on a foreign target).
///
/// # Errors
///
/// As [`object`].
pub fn disasm(triple: &str, sig: &Signature, layout: LayoutRef) -> Result<String, JitError> {
    let isa = isa_for(triple)?;
    codegen::check_supported(sig, layout, &*isa)?;
    let mut func = Function::new();
    let mut fctx = FunctionBuilderContext::new();
    codegen::build(
        &mut func,
        &mut fctx,
        sig,
        layout,
        &*isa,
        FuncSource::Method,
        EntryKind::Uniform,
    );
    cranelift_codegen::verify_function(&func, &*isa).map_err(|e| JitError::Verifier {
        signature: sig.to_string(),
        message: e.to_string(),
    })?;
    let mut ctx = Context::for_function(func);
    ctx.set_disasm(true);
    let compiled = ctx
        .compile(&*isa, &mut cranelift_codegen::control::ControlPlane::default())
        .map_err(|e| JitError::Codegen {
            signature: sig.to_string(),
            source: Box::new(e.inner),
        })?;
    let size = compiled.code_buffer().len();
    Ok(format!(
        "{}; {size} bytes of {triple} machine code\n{}",
        crate::abi::describe(sig, layout),
        crate::inspect::scrub_addresses(compiled.vcode.as_deref().unwrap_or_default(), layout)
    ))
}
