//! Thunks for another target than the host's (feature `cross`): compiled with Cranelift's
//! backend for that target and written as one relocatable ELF object, each thunk an exported
//! function. The emulated aarch64 harness (`tests/aarch64.rs`) links such an object into a C
//! program and runs it under `qemu-aarch64`.
//!
//! Not yet position-independent: a thunk's out-of-line paths (the slow-call helper, the
//! layout's hooks, the layout id) are constants of the compiling process, so only the fast
//! lane of shapes that call no hook (numbers and booleans in, numbers, booleans or nothing
//! out) can run in another process; a case that falls back would jump to a host address.

use cranelift_codegen::ir::immediates::Imm64;
use cranelift_codegen::ir::{Function, InstructionData, Opcode};
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

/// Compiles `thunks` for `triple` into one relocatable object (ELF), each an exported
/// function in the target's C calling convention: the uniform thunk ABI
/// `(method, cx, this, argv, argc, ret) -> status`, or a native entry's.
///
/// # Errors
///
/// [`JitError::Host`] for a triple Cranelift does not know; a thunk's own error when its
/// shape is unsupported on that target (the [`Unsupported`](crate::Unsupported) reason: the
/// shape is ineligible there and its calls run on libffi).
pub fn object(triple: &str, thunks: &[ObjectThunk]) -> Result<Vec<u8>, JitError> {
    let isa = isa_for(triple)?;
    let builder = ObjectBuilder::new(
        isa.clone(),
        "hostcall_thunks",
        cranelift_module::default_libcall_names(),
    )
    .map_err(|e| JitError::Host(e.to_string()))?;
    let mut module = ObjectModule::new(builder);
    let mut fctx = FunctionBuilderContext::new();
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
    let mut func = crate::inspect::verified_function(sig, layout, EntryKind::Uniform, &*isa)?;
    // The compiling process's constants (helper and hook addresses, the layout id) change
    // from run to run, and on aarch64 their values decide how many instructions build them,
    // and so the register allocation around them: each becomes a fixed placeholder of the
    // same width first (three 16-bit pieces, none zero), named in the text afterwards.
    let named = crate::inspect::named_constants(layout);
    let mut placeholders = Vec::new();
    for block in func.layout.blocks().collect::<Vec<_>>() {
        for inst in func.layout.block_insts(block).collect::<Vec<_>>() {
            if let InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } = func.dfg.insts[inst]
            {
                let v = imm.bits() as u64;
                if let Some(k) = named.iter().position(|(a, _)| *a == v) {
                    let p = 0x7e11_0000_0000u64 + (k as u64 + 1) * 0x0001_0001_0001;
                    func.dfg.insts[inst] = InstructionData::UnaryImm {
                        opcode: Opcode::Iconst,
                        imm: Imm64::new(p as i64),
                    };
                    placeholders.push((p, named[k].1.clone()));
                }
            }
        }
    }
    let mut ctx = Context::for_function(func);
    ctx.set_disasm(true);
    let compiled = ctx
        .compile(
            &*isa,
            &mut cranelift_codegen::control::ControlPlane::default(),
        )
        .map_err(|e| JitError::Codegen {
            signature: sig.to_string(),
            source: Box::new(e.inner),
        })?;
    // No byte count: a constant of the compiling process (a helper's address) takes one to
    // four instructions on aarch64 by its value, so the size changes from run to run.
    Ok(format!(
        "{}; {triple} machine code\n{}",
        crate::abi::describe(sig, layout),
        crate::inspect::scrub_with(
            &join_wide_constants(compiled.vcode.as_deref().unwrap_or_default()),
            &placeholders
        )
    ))
}

/// Joins aarch64's `movz`/`movk` runs that build one 64-bit constant into one line
/// (`mov64 x7, 0x...`), so addresses of the compiling process can be named (and goldens do
/// not change with them).
fn join_wide_constants(text: &str) -> String {
    let mut out = String::new();
    let mut run: Option<(String, u64, usize)> = None;
    let flush =
        |out: &mut String, run: &mut Option<(String, u64, usize)>, lines: &mut Vec<String>| {
            if let Some((reg, value, n)) = run.take() {
                if n >= 2 {
                    out.push_str(&format!("  mov64 {reg}, {value:#x}\n"));
                } else {
                    for l in lines.iter() {
                        out.push_str(l);
                        out.push('\n');
                    }
                }
            }
            lines.clear();
        };
    let mut lines = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        // `movz x7, #60128` / `movz x7, #60128, LSL #16`; `movk x7, x7, #17705, LSL #16`.
        let parsed = if let Some(rest) = t.strip_prefix("movz ") {
            parse_mov(rest, false)
        } else if let Some(rest) = t.strip_prefix("movk ") {
            parse_mov(rest, true)
        } else {
            None
        };
        match (parsed, &mut run) {
            (Some((reg, imm, shift, true)), Some((r, value, n))) if *r == reg => {
                *value |= imm << shift;
                *n += 1;
                lines.push(line.to_owned());
            }
            (Some((reg, imm, shift, false)), _) => {
                flush(&mut out, &mut run, &mut lines);
                run = Some((reg, imm << shift, 1));
                lines.push(line.to_owned());
            }
            _ => {
                flush(&mut out, &mut run, &mut lines);
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    flush(&mut out, &mut run, &mut lines);
    out
}

/// `(register, immediate, shift, is_movk)` of a `movz`/`movk` operand list.
fn parse_mov(rest: &str, movk: bool) -> Option<(String, u64, u32, bool)> {
    let parts: Vec<&str> = rest.split(", ").collect();
    let (reg, imm_at) = if movk {
        (parts.first()?, 2)
    } else {
        (parts.first()?, 1)
    };
    let imm: u64 = parts.get(imm_at)?.strip_prefix('#')?.parse().ok()?;
    let shift: u32 = match parts.get(imm_at + 1) {
        Some(s) => s.strip_prefix("LSL #")?.parse().ok()?,
        None => 0,
    };
    Some(((*reg).to_owned(), imm, shift, movk))
}
