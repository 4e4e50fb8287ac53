//! The generated code as text, for golden tests and review: the CLIF before compilation
//! and the machine code after register allocation, with hook and helper addresses named.

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;

use hostcall_core::upcall::CallbackSignature;
use hostcall_core::{EntryKind, LayoutRef, Signature};

use crate::codegen::{self, FuncSource};
use crate::error::JitError;
use crate::options::{build_isa, make_isa, JitOptions, OptLevel, Regalloc};
use crate::upcall;

/// The CLIF of the thunk for (signature, layout), before optimisation, with a comment
/// header saying how each argument is read and passed. Used by golden tests.
pub fn clif(sig: &Signature, layout: LayoutRef) -> Result<String, JitError> {
    clif_entry(sig, layout, EntryKind::Uniform)
}

/// Like [`clif`], for any entry shape (native entries included).
pub fn clif_entry(
    sig: &Signature,
    layout: LayoutRef,
    entry: EntryKind,
) -> Result<String, JitError> {
    let isa = make_isa(JitOptions {
        opt_level: OptLevel::None,
        verify: true,
        regalloc: Regalloc::Backtracking,
        direct: false,
    })?;
    let func = verified_function(sig, layout, entry, &*isa)?;
    let text = func.display().to_string();
    // Hook addresses differ between runs; name them instead.
    Ok(format!(
        "{}{}",
        crate::abi::describe(sig, layout),
        scrub_addresses(&text)
    ))
}

/// The machine code of the thunk for (signature, layout, entry) after register
/// allocation, as Cranelift prints it, for a fixed baseline x86-64 target (System V, no
/// optional CPU features), so the text is the same on every x86-64 machine. With the
/// production compile options. Used by the golden tests, so prologue, spill and register
/// changes show in review.
///
/// # Errors
///
/// [`JitError::Host`] when this build of Cranelift has no x86-64 backend (it is built for
/// the host architecture only), and the errors of [`compile`](crate::compile).
pub fn disasm_x86_64(
    sig: &Signature,
    layout: LayoutRef,
    entry: EntryKind,
) -> Result<String, JitError> {
    let opts = JitOptions::default();
    let isa = build_isa(
        cranelift_codegen::isa::lookup_by_name("x86_64-unknown-linux-gnu")
            .map_err(|e| JitError::Host(e.to_string()))?,
        opts,
    )?;
    let mut ctx = Context::for_function(verified_function(sig, layout, entry, &*isa)?);
    ctx.set_disasm(true);
    let compiled = ctx
        .compile(&*isa, &mut ControlPlane::default())
        .map_err(|e| JitError::Codegen {
            signature: sig.to_string(),
            source: Box::new(e.inner),
        })?;
    let size = compiled.code_buffer().len();
    let text = compiled.vcode.clone().unwrap_or_default();
    Ok(format!(
        "{}; {size} bytes of x86-64 machine code\n{}",
        crate::abi::describe(sig, layout),
        scrub_addresses(&text)
    ))
}

/// The thunk's function for `isa`, built and verified.
pub(crate) fn verified_function(
    sig: &Signature,
    layout: LayoutRef,
    entry: EntryKind,
    isa: &dyn TargetIsa,
) -> Result<Function, JitError> {
    codegen::check_supported(sig, layout, isa)?;
    codegen::check_entry_supported(entry, layout, isa)?;
    let mut func = Function::new();
    let mut fctx = FunctionBuilderContext::new();
    codegen::build(
        &mut func,
        &mut fctx,
        sig,
        layout,
        isa,
        FuncSource::Method,
        entry,
    );
    cranelift_codegen::verify_function(&func, isa).map_err(|e| JitError::Verifier {
        signature: sig.to_string(),
        message: e.to_string(),
    })?;
    Ok(func)
}

/// Which upcall function [`clif_upcall`] and [`disasm_upcall_x86_64`] show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UpcallPart {
    /// The shared body of (callback signature, layout).
    Body,
    /// One callback's entry, with the record at [`GOLDEN_RECORD`] and the body at
    /// [`GOLDEN_BODY`] (placeholders, named in the text).
    Entry,
}

/// The record address the golden entries are built with.
/// Wider than 32 bits, as real heap addresses are, so the goldens show the encoding
/// production code gets.
pub const GOLDEN_RECORD: usize = 0x7f00_5eed_0000;
/// The body address the golden entries are built with (code memory is a high mapping too).
pub const GOLDEN_BODY: usize = 0x7f00_b0d1_0000;

/// The CLIF of an upcall body or entry for (callback signature, layout), before
/// optimisation, with a comment header saying how each argument is boxed and the result
/// taken. Used by golden tests.
pub fn clif_upcall(
    sig: &CallbackSignature,
    layout: LayoutRef,
    part: UpcallPart,
) -> Result<String, JitError> {
    let isa = make_isa(JitOptions {
        opt_level: OptLevel::None,
        verify: true,
        regalloc: Regalloc::Backtracking,
        direct: false,
    })?;
    let func = verified_upcall(sig, layout, part, &*isa)?;
    Ok(format!(
        "{}{}",
        describe_upcall(sig, layout, part),
        scrub_addresses(&func.display().to_string())
    ))
}

/// The machine code of an upcall body or entry after register allocation, for the same
/// fixed baseline x86-64 target as [`disasm_x86_64`].
///
/// # Errors
///
/// As [`disasm_x86_64`].
pub fn disasm_upcall_x86_64(
    sig: &CallbackSignature,
    layout: LayoutRef,
    part: UpcallPart,
) -> Result<String, JitError> {
    let opts = JitOptions::default();
    let isa = build_isa(
        cranelift_codegen::isa::lookup_by_name("x86_64-unknown-linux-gnu")
            .map_err(|e| JitError::Host(e.to_string()))?,
        opts,
    )?;
    let mut ctx = Context::for_function(verified_upcall(sig, layout, part, &*isa)?);
    ctx.set_disasm(true);
    let compiled = ctx
        .compile(&*isa, &mut ControlPlane::default())
        .map_err(|e| JitError::Codegen {
            signature: sig.to_string(),
            source: Box::new(e.inner),
        })?;
    let size = compiled.code_buffer().len();
    let text = compiled.vcode.clone().unwrap_or_default();
    Ok(format!(
        "{}; {size} bytes of x86-64 machine code\n{}",
        describe_upcall(sig, layout, part),
        scrub_addresses(&text)
    ))
}

pub(crate) fn describe_upcall(
    sig: &CallbackSignature,
    layout: LayoutRef,
    part: UpcallPart,
) -> String {
    match part {
        UpcallPart::Body => upcall::describe(sig, layout),
        UpcallPart::Entry => format!(
            "; upcall entry for {sig}: the callback's C signature; calls the body with the \
             record's address in front of its arguments\n"
        ),
    }
}

pub(crate) fn verified_upcall(
    sig: &CallbackSignature,
    layout: LayoutRef,
    part: UpcallPart,
    isa: &dyn TargetIsa,
) -> Result<Function, JitError> {
    upcall::check_supported(sig, layout, isa)?;
    let mut func = Function::new();
    let mut fctx = FunctionBuilderContext::new();
    match part {
        UpcallPart::Body => upcall::build_body(&mut func, &mut fctx, sig, layout, isa),
        UpcallPart::Entry => {
            upcall::build_entry(&mut func, &mut fctx, sig, GOLDEN_BODY, GOLDEN_RECORD, isa)
        }
    }
    cranelift_codegen::verify_function(&func, isa).map_err(|e| JitError::Verifier {
        signature: sig.to_string(),
        message: e.to_string(),
    })?;
    Ok(func)
}

/// The constants a golden may hold that stand for something else: the upcall entry's
/// placeholders (thunks and bodies hold no address: they load hooks and helpers from the
/// import table).
pub(crate) fn named_constants() -> Vec<(u64, String)> {
    vec![
        (GOLDEN_RECORD as u64, "<record>".to_string()),
        (GOLDEN_BODY as u64, "<upcall body>".to_string()),
    ]
}

/// `text` with the golden placeholders and the import table named.
pub(crate) fn scrub_addresses(text: &str) -> String {
    name_imports(&scrub_with(text, &named_constants()))
}

/// Names the import table in `text` and, when the code refers to it, adds a legend of the
/// table's slots (the offsets the loads from it use).
pub(crate) fn name_imports(text: &str) -> String {
    let named = text.replace("userextname0", "<imports>");
    if named == text {
        return named;
    }
    let legend: Vec<String> = hostcall_core::imports::Import::ALL
        .iter()
        .map(|i| format!("{}={}", i.offset(), i.name()))
        .collect();
    format!(
        "; import table slots (byte offset=import): {}\n{named}",
        legend.join(" ")
    )
}

/// Replaces each constant of `named` in `text` by its name.
pub(crate) fn scrub_with(text: &str, named: &[(u64, String)]) -> String {
    let show = |v: u64| cranelift_codegen::ir::immediates::Imm64::new(v as i64).to_string();
    let mut out = text.to_string();
    // CLIF prints `0x5603_8a2c_1e40`, the disassembly `0x56038a2c1e40`.
    for (addr, what) in named {
        out = out
            .replace(&show(*addr), what)
            .replace(&format!("{addr:#x}"), what);
    }
    out
}
