//! Thunks for another target than the host's, or for an object file (feature `cross`):
//! compiled with Cranelift's backend for that target as position-independent code and
//! written as one relocatable ELF object, each thunk an exported function. The code's one
//! external reference is the import table ([`hostcall_core::imports`]), an undefined data
//! symbol the program defines and fills: [`crate::pack`] builds the Rust side of that for a
//! program, and the emulated aarch64 harness (`tests/aarch64.rs`) defines it in C.
//!
//! Callbacks go into objects as pools ([`object_with_pools`]): a shape's upcall body (the
//! shared half, see [`crate::upcall`]) and entries that load their record from a table the
//! program defines. An upcall entry the JIT makes at run time holds its record's address in
//! its code instead.

use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::{lookup_by_name, OwnedTargetIsa};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{DataId, Linkage, Module};
use cranelift_object::{ObjectBuilder, ObjectModule};

use hostcall_core::upcall::CallbackSignature;
use hostcall_core::{EntryKind, LayoutRef, Signature};

use crate::codegen::{self, FuncSource};
use crate::error::JitError;
use crate::options::{build_isa_with, JitOptions};

/// The target triples [`object`] can compile for.
pub const TARGETS: [&str; 3] = [
    "aarch64-unknown-linux-gnu",
    "riscv64gc-unknown-linux-gnu",
    "x86_64-unknown-linux-gnu",
];

/// The import table's symbol in objects made by [`object`].
pub const IMPORTS_SYMBOL: &str = "hostcall_imports";

/// The ISA of `triple` with hostcall's default options, position-independent.
fn isa_for(triple: &str) -> Result<OwnedTargetIsa, JitError> {
    let builder = lookup_by_name(triple).map_err(|e| JitError::Host(format!("{triple}: {e}")))?;
    build_isa_with(builder, JitOptions::default(), true)
}

/// One thunk to put in an object: its exported symbol, signature, layout and entry.
#[derive(Clone, Debug)]
pub struct ObjectThunk {
    /// The exported symbol.
    pub symbol: String,
    /// The host function's signature.
    pub signature: Signature,
    /// The value layout the thunk reads.
    pub layout: LayoutRef,
    /// The uniform thunk ABI, or a native entry with the engine's own signature.
    pub entry: EntryKind,
}

/// A pool of packed callback entries of one shape: their body and `entries` entries, each
/// loading its record from its slot of the data symbol `records` (an array of `entries`
/// addresses the program defines) and calling the body
/// ([`crate::upcall::build_pool_entry`]).
#[derive(Clone, Debug)]
pub struct ObjectCallbackPool {
    /// The body's exported symbol.
    pub body_symbol: String,
    /// Each entry's exported symbol.
    pub entry_symbols: Vec<String>,
    /// The record table's symbol (undefined in the object).
    pub records_symbol: String,
    /// The callback's signature.
    pub signature: CallbackSignature,
    /// The value layout the body boxes into.
    pub layout: LayoutRef,
}

/// A callback entry as the JIT makes one at run time (`upcall::build_entry`): the record's
/// and the body's addresses are immediates in the code. In an object they are only right in
/// a process that has the record and (a jump to) the body at those addresses: this is for
/// checking the JIT's entry code on another target under emulation, not for packs (whose
/// entries load their records, [`ObjectCallbackPool`]).
#[derive(Clone, Debug)]
pub struct ObjectJitEntry {
    /// The exported symbol.
    pub symbol: String,
    /// The callback's signature.
    pub signature: CallbackSignature,
    /// The body's address, as the entry calls it.
    pub body: usize,
    /// The record's address, as the entry passes it to the body.
    pub record: usize,
}

/// As [`object_with_pools`], with entries made as the JIT makes them ([`ObjectJitEntry`]).
///
/// # Errors
///
/// As [`object_with_pools`].
pub fn object_with_jit_entries(
    triple: &str,
    thunks: &[ObjectThunk],
    pools: &[ObjectCallbackPool],
    entries: &[ObjectJitEntry],
) -> Result<Vec<u8>, JitError> {
    emit(triple, IMPORTS_SYMBOL, thunks, pools, entries).map(|(bytes, _)| bytes)
}

/// As [`object`], with packed callback pools besides the thunks (each its body and
/// entries; the record tables are undefined symbols the program defines).
///
/// # Errors
///
/// As [`object`]; a body's own error when its callback shape is unsupported on that target
/// (structs by value: callbacks of such shapes run on libffi's closures).
pub fn object_with_pools(
    triple: &str,
    thunks: &[ObjectThunk],
    pools: &[ObjectCallbackPool],
) -> Result<Vec<u8>, JitError> {
    emit(triple, IMPORTS_SYMBOL, thunks, pools, &[]).map(|(bytes, _)| bytes)
}

/// Compiles `thunks` for `triple` into one relocatable object (ELF), each an exported
/// function in the target's C calling convention: the uniform thunk ABI
/// `(method, cx, this, argv, argc, ret) -> status`, or a native entry's. Their import
/// table is the undefined symbol [`IMPORTS_SYMBOL`].
///
/// # Errors
///
/// [`JitError::Host`] for a triple Cranelift does not know; a thunk's own error when its
/// shape is unsupported on that target (the [`Unsupported`](crate::Unsupported) reason: the
/// shape is ineligible there and its calls run on libffi).
pub fn object(triple: &str, thunks: &[ObjectThunk]) -> Result<Vec<u8>, JitError> {
    object_with_imports(triple, IMPORTS_SYMBOL, thunks)
}

/// As [`object`], with the import table at the symbol `imports`.
///
/// # Errors
///
/// As [`object`].
pub fn object_with_imports(
    triple: &str,
    imports: &str,
    thunks: &[ObjectThunk],
) -> Result<Vec<u8>, JitError> {
    emit(triple, imports, thunks, &[], &[]).map(|(bytes, _)| bytes)
}

/// Declares `func` as the exported function `symbol` of `module` and compiles it; its code
/// size. `what` names it in a compile error.
fn define(
    module: &mut ObjectModule,
    symbol: &str,
    func: Function,
    what: impl FnOnce() -> String,
) -> Result<u32, JitError> {
    let id = module
        .declare_function(symbol, Linkage::Export, &func.signature)
        .map_err(|e| JitError::Host(e.to_string()))?;
    define_declared(module, id, func, what)
}

/// As [`define`], for a function already declared as `id`.
fn define_declared(
    module: &mut ObjectModule,
    id: cranelift_module::FuncId,
    func: Function,
    what: impl FnOnce() -> String,
) -> Result<u32, JitError> {
    let mut ctx = Context::for_function(func);
    module
        .define_function(id, &mut ctx)
        .map_err(|e| JitError::Codegen {
            signature: what(),
            source: Box::new(match e {
                cranelift_module::ModuleError::Compilation(c) => c,
                other => cranelift_codegen::CodegenError::Unsupported(other.to_string()),
            }),
        })?;
    Ok(ctx.compiled_code().map_or(0, |c| c.code_info().total_size))
}

/// The object and each thunk's (then each pool body's) code size.
pub(crate) fn emit(
    triple: &str,
    imports: &str,
    thunks: &[ObjectThunk],
    pools: &[ObjectCallbackPool],
    jit_entries: &[ObjectJitEntry],
) -> Result<(Vec<u8>, Vec<u32>), JitError> {
    let host = |e: cranelift_module::ModuleError| JitError::Host(e.to_string());
    let isa = isa_for(triple)?;
    let builder = ObjectBuilder::new(
        isa.clone(),
        "hostcall_thunks",
        cranelift_module::default_libcall_names(),
    )
    .map_err(host)?;
    let mut module = ObjectModule::new(builder);
    // Generated code names the table `u1:0`, which a module reads as its first data object.
    let table = module
        .declare_data(imports, Linkage::Import, true, false)
        .map_err(host)?;
    if table != DataId::from_u32(0) {
        return Err(JitError::Host(
            "the import table is not the object's first data symbol".into(),
        ));
    }
    let mut fctx = FunctionBuilderContext::new();
    let mut sizes = Vec::with_capacity(thunks.len() + pools.len());
    for t in thunks {
        codegen::check_supported(&t.signature, t.layout, &*isa)?;
        codegen::check_entry_supported(t.entry, t.layout, &*isa)?;
        let mut func = Function::new();
        codegen::build(
            &mut func,
            &mut fctx,
            &t.signature,
            t.layout,
            &*isa,
            FuncSource::Method,
            t.entry,
        );
        sizes.push(define(&mut module, &t.symbol, func, || {
            t.signature.to_string()
        })?);
    }
    for pool in pools {
        crate::upcall::check_supported(&pool.signature, pool.layout, &*isa)?;
        let mut func = Function::new();
        crate::upcall::build_body(&mut func, &mut fctx, &pool.signature, pool.layout, &*isa);
        let body_id = module
            .declare_function(&pool.body_symbol, Linkage::Export, &func.signature)
            .map_err(host)?;
        sizes.push(define_declared(&mut module, body_id, func, || {
            format!("upcall body {}", pool.signature)
        })?);
        let records = module
            .declare_data(&pool.records_symbol, Linkage::Import, true, false)
            .map_err(host)?;
        for (k, symbol) in pool.entry_symbols.iter().enumerate() {
            let mut func = Function::new();
            let body = module.declare_func_in_func(body_id, &mut func);
            let table = module.declare_data_in_func(records, &mut func);
            crate::upcall::build_pool_entry(
                &mut func,
                &mut fctx,
                &pool.signature,
                body,
                table,
                k,
                &*isa,
            );
            define(&mut module, symbol, func, || {
                format!("callback entry {}", pool.signature)
            })?;
        }
    }
    for e in jit_entries {
        let mut func = Function::new();
        crate::upcall::build_entry(&mut func, &mut fctx, &e.signature, e.body, e.record, &*isa);
        define(&mut module, &e.symbol, func, || {
            format!("callback entry {}", e.signature)
        })?;
    }
    let product = module.finish();
    let bytes = product.emit().map_err(|e| JitError::Host(e.to_string()))?;
    Ok((bytes, sizes))
}

/// Compiles `func` for `isa` and prints its machine code after register allocation, with
/// the header `describe` and the import slots named.
fn disasm_function(
    isa: &dyn cranelift_codegen::isa::TargetIsa,
    triple: &str,
    func: Function,
    describe: String,
    what: impl FnOnce() -> String,
) -> Result<String, JitError> {
    let mut ctx = Context::for_function(func);
    ctx.set_disasm(true);
    let compiled = ctx
        .compile(
            isa,
            &mut cranelift_codegen::control::ControlPlane::default(),
        )
        .map_err(|e| JitError::Codegen {
            signature: what(),
            source: Box::new(e.inner),
        })?;
    let size = compiled.code_buffer().len();
    Ok(format!(
        "{describe}; {size} bytes of {triple} machine code (position-independent)\n{}",
        crate::inspect::name_imports(compiled.vcode.as_deref().unwrap_or_default())
    ))
}

/// The machine code of one thunk for `triple`, as an object holds it (position-independent),
/// as Cranelift prints it after register allocation (the second level of goldens on a
/// foreign target).
///
/// # Errors
///
/// As [`object`].
pub fn disasm(triple: &str, sig: &Signature, layout: LayoutRef) -> Result<String, JitError> {
    let isa = isa_for(triple)?;
    let func = crate::inspect::verified_function(sig, layout, EntryKind::Uniform, &*isa)?;
    let describe = crate::abi::describe(sig, layout);
    disasm_function(&*isa, triple, func, describe, || sig.to_string())
}

/// The machine code of one upcall body for `triple`, as an object holds it
/// (position-independent), as Cranelift prints it after register allocation.
///
/// # Errors
///
/// As [`object_with_pools`].
pub fn disasm_upcall(
    triple: &str,
    sig: &CallbackSignature,
    layout: LayoutRef,
) -> Result<String, JitError> {
    let isa = isa_for(triple)?;
    let part = crate::inspect::UpcallPart::Body;
    let func = crate::inspect::verified_upcall(sig, layout, part, &*isa)?;
    let describe = crate::inspect::describe_upcall(sig, layout, part);
    disasm_function(&*isa, triple, func, describe, || sig.to_string())
}
