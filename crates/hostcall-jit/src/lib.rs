//! # hostcall-jit
//!
//! Cranelift code generation for hostcall's thunks: for one (signature, value layout) it
//! emits a native function with the uniform [`ThunkFn`] entry that reads the engine's
//! values, checks their tags, converts along the lossless fast lane, calls the host
//! function with the platform C ABI and boxes the result. The only crate of hostcall that
//! imports `cranelift-*`.
//!
//! One process-wide compiler sits behind a mutex, so compiles may be requested from any
//! thread (the facade's background worker, or a caller under `Eager`). Cranelift compiles
//! each thunk to bytes (`Context::compile`); they must carry no relocations (hooks and
//! helpers are called through immediate addresses), and are copied into the code arena
//! (module `arena`, Linux): one `memfd` chunk mapped read + execute, thunks packed at
//! 64-byte boundaries, written with `pwrite`, never freed. The arena's docs state when a
//! thread may enter new code (the compiler thread writes and synchronises the instruction
//! stream, the caller publishes the address with a `Release` store and callers load it with
//! `Acquire`). Where the arena cannot be set up (not Linux, or memfds cannot be mapped
//! executable) the compiler logs it once and falls back to one process-lifetime
//! `JITModule`, finalised per compile (pages of its own per thunk). Either way compiled
//! code is never freed, so no call can ever jump into freed code (the same trade-off as
//! Jint's static caches, which pin their members). Callers cache thunks (see the `hostcall`
//! facade's `ThunkCache`): this crate compiles whatever it is asked to.
//!
//! ## Safety
//!
//! Compiling is safe. Calling a [`CompiledThunk`] is `unsafe` with exactly the contract of
//! [`ThunkFn`]: `method` describes a function of the signature the thunk was built for, and
//! `argv` holds `argc` live values of its layout. The one place where generated code is
//! trusted, turning a code address into a [`ThunkFn`], is `entry_from_code`.

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Module, ModuleError};

use hostcall_core::{CClosureEntry, EntryKind, LayoutRef, ParamKind, Signature, ThunkFn};

#[cfg(target_os = "linux")]
mod arena;
#[cfg(not(target_os = "linux"))]
#[path = "arena_unsupported.rs"]
mod arena;
pub mod codegen;

pub use codegen::FuncSource;

/// Why a (signature, layout) cannot be compiled. These are permanent for the key: callers
/// mark it ineligible and use the generic backend.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unsupported {
    /// The target is not one the JIT handles.
    #[error("target not supported: {0}")]
    Target(String),
    /// A kind needs a hook the layout does not provide.
    #[error("parameter kind `{kind}` needs the layout's `{hook}` hook")]
    MissingHook {
        /// The kind.
        kind: ParamKind,
        /// The hook.
        hook: &'static str,
    },
    /// The result kind cannot be returned on this target and layout.
    #[error("result not supported: {0}")]
    Result(String),
}

/// A JIT failure. Typed, never a panic: the caller logs it, marks the key ineligible and
/// uses the generic backend.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum JitError {
    /// Cranelift has no backend for this CPU, or could not be configured for it.
    #[error("the JIT cannot target this host: {0}")]
    Host(String),
    /// The shape is not supported.
    #[error(transparent)]
    Unsupported(#[from] Unsupported),
    /// The verifier rejected the generated function (a bug in hostcall's codegen).
    #[error("generated code for {signature} failed verification: {message}")]
    Verifier {
        /// The signature.
        signature: String,
        /// The verifier's report.
        message: String,
    },
    /// Cranelift failed to compile or link the function.
    #[error("compiling the thunk for {signature} failed: {source}")]
    Module {
        /// The signature.
        signature: String,
        /// Cranelift's error.
        #[source]
        source: Box<ModuleError>,
    },
    /// Cranelift failed to compile the function (arena path).
    #[error("compiling the thunk for {signature} failed: {source}")]
    Codegen {
        /// The signature.
        signature: String,
        /// Cranelift's error.
        #[source]
        source: Box<cranelift_codegen::CodegenError>,
    },
    /// The compiled code needs relocations, so it cannot be copied into the code arena as
    /// is. Thunks call everything through immediate addresses, so this is a codegen bug;
    /// the shape is refused (and the facade uses the generic backend for it).
    #[error("the thunk for {signature} has {count} relocations; refusing to install it")]
    Relocations {
        /// The signature.
        signature: String,
        /// How many.
        count: usize,
    },
    /// Copying the code into executable memory failed.
    #[error("installing the thunk for {signature} in executable memory failed: {source}")]
    CodeMemory {
        /// The signature.
        signature: String,
        /// The system's error.
        #[source]
        source: std::io::Error,
    },
}

/// Cranelift's optimisation level for thunks.
///
/// Chosen by measurement (docs/benchmarks.md): thunks are straight-line code whose fast
/// path Cranelift's optimiser does not improve (the same ns per call at both levels), while
/// `none` compiles a quarter faster. So `None` is the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// No optimisation: fastest compile (the default).
    None,
    /// Optimise for speed (`HOSTCALL_JIT_OPT=speed`).
    Speed,
}

/// Cranelift's register allocator for thunks (its `regalloc_algorithm` setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Regalloc {
    /// regalloc2's backtracking allocator with range splitting: better code, slower.
    Backtracking,
    /// regalloc2's single-pass allocator: faster compiles, more moves and spills
    /// (`HOSTCALL_JIT_REGALLOC=single_pass`).
    SinglePass,
}

/// How the process-wide compiler is configured. Fixed at first use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JitOptions {
    /// The optimisation level.
    pub opt_level: OptLevel,
    /// Run Cranelift's verifier on every thunk (default: on in debug builds).
    pub verify: bool,
    /// The register allocator.
    pub regalloc: Regalloc,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            opt_level: OptLevel::None,
            verify: cfg!(debug_assertions),
            regalloc: Regalloc::Backtracking,
        }
    }
}

/// A compiled thunk: its entry and the size of its machine code.
#[derive(Clone, Copy, Debug)]
pub struct CompiledThunk {
    /// The entry, valid for the life of the process.
    pub entry: ThunkFn,
    /// Bytes of machine code.
    pub code_size: usize,
    /// Where the compile time went.
    pub timings: CompileTimings,
}

/// Where one compile's time went.
#[derive(Clone, Copy, Debug, Default)]
pub struct CompileTimings {
    /// Generating CLIF.
    pub build: Duration,
    /// Cranelift: verify (if on), optimise, lower, register allocation, emission.
    pub compile: Duration,
    /// Copying the code into executable memory (arena), or linking and finalising it
    /// (`JITModule` fallback).
    pub finalize: Duration,
}

/// Where compiled code is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodeMemory {
    /// The code arena: thunks packed at 64-byte boundaries into shared pages.
    Arena,
    /// The fallback: one `JITModule`, each thunk finalised into pages of its own.
    Module,
}

impl std::fmt::Display for CodeMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CodeMemory::Arena => "arena (memfd, thunks packed at 64-byte boundaries)",
            CodeMemory::Module => "JITModule (pages of its own per thunk)",
        })
    }
}

enum CodeStore {
    Arena(arena::CodeArena),
    Module(Box<JITModule>),
}

struct Compiler {
    code: CodeStore,
    ctx: Context,
    fctx: FunctionBuilderContext,
    isa: OwnedTargetIsa,
    verify: bool,
}

// SAFETY: the compiler is only ever used behind the global mutex, one thread at a time. The
// arena and the JIT module hold raw pointers to memory they own; nothing in them is tied to
// a thread.
unsafe impl Send for Compiler {}

fn make_isa(opts: JitOptions) -> Result<OwnedTargetIsa, JitError> {
    let isa_builder = cranelift_native::builder().map_err(|e| JitError::Host(e.to_string()))?;
    build_isa(isa_builder, opts)
}

/// The ISA of `isa_builder` with hostcall's compile flags for `opts`.
fn build_isa(
    isa_builder: cranelift_codegen::isa::Builder,
    opts: JitOptions,
) -> Result<OwnedTargetIsa, JitError> {
    let mut flags = settings::builder();
    let opt = match opts.opt_level {
        OptLevel::None => "none",
        OptLevel::Speed => "speed",
    };
    let host = |e: settings::SetError| JitError::Host(e.to_string());
    flags.set("opt_level", opt).map_err(host)?;
    flags.set("use_colocated_libcalls", "false").map_err(host)?;
    flags.set("is_pic", "false").map_err(host)?;
    // The compiler runs the verifier itself when asked to (a typed error), never twice.
    flags.set("enable_verifier", "false").map_err(host)?;
    flags
        .set(
            "regalloc_algorithm",
            match opts.regalloc {
                Regalloc::Backtracking => "backtracking",
                Regalloc::SinglePass => "single_pass",
            },
        )
        .map_err(host)?;
    isa_builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| JitError::Host(e.to_string()))
}

impl Compiler {
    fn new(opts: JitOptions) -> Result<Compiler, JitError> {
        let isa = make_isa(opts)?;
        let code = match arena::CodeArena::new() {
            Ok(a) => CodeStore::Arena(a),
            Err(e) => {
                log::warn!(
                    "hostcall-jit: no code arena ({e}); using a JITModule, which gives every \
                     thunk pages of its own"
                );
                CodeStore::Module(Box::new(JITModule::new(JITBuilder::with_isa(
                    isa.clone(),
                    default_libcall_names(),
                ))))
            }
        };
        Ok(Compiler {
            code,
            ctx: Context::new(),
            fctx: FunctionBuilderContext::new(),
            isa,
            verify: opts.verify,
        })
    }

    fn compile(
        &mut self,
        sig: &Signature,
        layout: LayoutRef,
        source: FuncSource,
    ) -> Result<CompiledThunk, JitError> {
        let (code, code_size, timings) =
            self.compile_code(sig, layout, source, EntryKind::Uniform)?;
        // SAFETY: `code` is the finalized entry of a function built by `codegen::build` for
        // exactly the uniform thunk signature, in the default C calling convention, in a
        // module that is never freed.
        let entry = unsafe { entry_from_code(code) };
        Ok(CompiledThunk {
            entry,
            code_size,
            timings,
        })
    }

    fn compile_code(
        &mut self,
        sig: &Signature,
        layout: LayoutRef,
        source: FuncSource,
        entry: EntryKind,
    ) -> Result<(*const u8, usize, CompileTimings), JitError> {
        let t0 = Instant::now();
        codegen::check_supported(sig, layout, &*self.isa)?;
        codegen::check_entry_supported(entry, layout, &*self.isa)?;
        self.ctx.clear();
        codegen::build(
            &mut self.ctx.func,
            &mut self.fctx,
            sig,
            layout,
            &*self.isa,
            source,
            entry,
        );
        let t_build = t0.elapsed();
        if self.verify {
            cranelift_codegen::verify_function(&self.ctx.func, &*self.isa).map_err(|e| {
                JitError::Verifier {
                    signature: sig.to_string(),
                    message: e.to_string(),
                }
            })?;
        }
        let result = match &mut self.code {
            CodeStore::Arena(arena) => {
                Self::compile_into_arena(&mut self.ctx, &*self.isa, arena, sig, t_build)
            }
            CodeStore::Module(module) => {
                Self::compile_into_module(&mut self.ctx, module, sig, t_build)
            }
        };
        self.ctx.clear();
        result
    }

    /// Compiles `ctx.func` to bytes and copies them into the arena.
    fn compile_into_arena(
        ctx: &mut Context,
        isa: &dyn cranelift_codegen::isa::TargetIsa,
        arena: &mut arena::CodeArena,
        sig: &Signature,
        build: Duration,
    ) -> Result<(*const u8, usize, CompileTimings), JitError> {
        let t1 = Instant::now();
        let compiled = ctx
            .compile(isa, &mut ControlPlane::default())
            .map_err(|e| JitError::Codegen {
                signature: sig.to_string(),
                source: Box::new(e.inner),
            })?;
        let relocs = compiled.buffer.relocs().len();
        if relocs != 0 {
            log::error!(
                "hostcall-jit: the thunk for {sig} has {relocs} relocations; refusing it \
                 (a codegen bug: thunks call through immediate addresses)"
            );
            return Err(JitError::Relocations {
                signature: sig.to_string(),
                count: relocs,
            });
        }
        let bytes = compiled.code_buffer();
        let t_compile = t1.elapsed();
        let t2 = Instant::now();
        let code = arena.install(bytes).map_err(|e| JitError::CodeMemory {
            signature: sig.to_string(),
            source: e,
        })?;
        Ok((
            code,
            bytes.len(),
            CompileTimings {
                build,
                compile: t_compile,
                finalize: t2.elapsed(),
            },
        ))
    }

    /// The fallback: defines `ctx.func` in the JIT module and finalises it.
    fn compile_into_module(
        ctx: &mut Context,
        module: &mut JITModule,
        sig: &Signature,
        build: Duration,
    ) -> Result<(*const u8, usize, CompileTimings), JitError> {
        let module_err = |e: ModuleError| JitError::Module {
            signature: sig.to_string(),
            source: Box::new(e),
        };
        let id = module
            .declare_anonymous_function(&ctx.func.signature)
            .map_err(module_err)?;
        let t1 = Instant::now();
        let defined = module.define_function(id, ctx);
        let t_compile = t1.elapsed();
        let code_size = ctx
            .compiled_code()
            .map_or(0, |c| c.code_info().total_size as usize);
        defined.map_err(module_err)?;
        let t2 = Instant::now();
        module.finalize_definitions().map_err(module_err)?;
        let code = module.get_finalized_function(id);
        Ok((
            code,
            code_size,
            CompileTimings {
                build,
                compile: t_compile,
                finalize: t2.elapsed(),
            },
        ))
    }
}

/// A compiled native entry (see [`EntryKind::CClosure`]): the address of a function of the
/// C-closure signature, valid for the life of the process.
#[derive(Clone, Copy, Debug)]
pub struct NativeCode {
    /// The entry's address. Turning it into a function pointer of the engine's closure type
    /// is the engine integration's (documented, unsafe) step.
    pub address: usize,
    /// Bytes of machine code.
    pub code_size: usize,
}

/// Compiles a native entry in the engine's C-closure shape for (signature, layout).
///
/// Every call compiles anew; cache the result (the facade's `ThunkCache` does).
pub fn compile_native(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<NativeCode, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let (code, code_size, _) =
        guard.compile_code(sig, layout, FuncSource::Method, EntryKind::CClosure(entry))?;
    Ok(NativeCode {
        address: code as usize,
        code_size,
    })
}

/// Turns the address of a finalized thunk into its entry. The one place where generated
/// code is trusted.
///
/// # Safety
///
/// `code` must be the entry of a finalized function generated by [`codegen::build`] (the
/// uniform thunk signature in the host's default C calling convention) that is never
/// freed.
unsafe fn entry_from_code(code: *const u8) -> ThunkFn {
    // SAFETY: the caller guarantees `code` is a live function of exactly this type.
    unsafe { std::mem::transmute::<*const u8, ThunkFn>(code) }
}

static OPTIONS: OnceLock<JitOptions> = OnceLock::new();
static COMPILER: OnceLock<Result<Mutex<Compiler>, String>> = OnceLock::new();

/// Sets the compiler's options. Only effective before the first compile; returns `false`
/// if the compiler already exists with other options.
pub fn configure(opts: JitOptions) -> bool {
    let _ = OPTIONS.set(opts);
    OPTIONS.get().is_some_and(|o| *o == opts)
}

fn options() -> JitOptions {
    *OPTIONS.get_or_init(|| {
        let mut o = JitOptions::default();
        match std::env::var("HOSTCALL_JIT_OPT").as_deref() {
            Ok("none") => o.opt_level = OptLevel::None,
            Ok("speed") => o.opt_level = OptLevel::Speed,
            _ => {}
        }
        if std::env::var_os("HOSTCALL_JIT_VERIFY").is_some() {
            o.verify = true;
        }
        match std::env::var("HOSTCALL_JIT_REGALLOC").as_deref() {
            Ok("single_pass") => o.regalloc = Regalloc::SinglePass,
            Ok("backtracking") => o.regalloc = Regalloc::Backtracking,
            _ => {}
        }
        o
    })
}

fn compiler() -> Result<&'static Mutex<Compiler>, JitError> {
    COMPILER
        .get_or_init(|| {
            Compiler::new(options())
                .map(Mutex::new)
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| JitError::Host(e.clone()))
}

/// Where this process keeps compiled code (sets the compiler up if needed).
pub fn code_memory() -> Result<CodeMemory, JitError> {
    let c = compiler()?;
    let guard = c.lock().unwrap_or_else(|p| p.into_inner());
    Ok(match guard.code {
        CodeStore::Arena(_) => CodeMemory::Arena,
        CodeStore::Module(_) => CodeMemory::Module,
    })
}

/// Whether the JIT can run on this host at all (Cranelift supports the CPU and the
/// target is 64-bit little-endian).
pub fn host_supported() -> Result<(), JitError> {
    let c = compiler()?;
    let guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let isa = &guard.isa;
    if isa.pointer_type() != cranelift_codegen::ir::types::I64 {
        return Err(JitError::Host("only 64-bit targets are supported".into()));
    }
    Ok(())
}

/// Compiles the thunk for (signature, layout) into the process-wide module.
///
/// Every call compiles anew; cache the result (the facade's `ThunkCache` does).
pub fn compile(sig: &Signature, layout: LayoutRef) -> Result<CompiledThunk, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    guard.compile(sig, layout, FuncSource::Method)
}

/// Compiles a thunk with the host function's address baked in as an immediate instead of
/// read from `MethodData`. Exists so the benches can measure that alternative; hostcall
/// itself never uses it (one body per function defeats sharing bodies across methods).
///
/// # Safety
///
/// The resulting thunk calls `func` whatever `MethodData` it is given: `func` must have
/// the signature `sig` describes and stay valid for as long as the thunk is called.
pub unsafe fn compile_baked(
    sig: &Signature,
    layout: LayoutRef,
    func: *const std::ffi::c_void,
) -> Result<CompiledThunk, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    guard.compile(sig, layout, FuncSource::Baked(func as usize))
}

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
    })?;
    codegen::check_supported(sig, layout, &*isa)?;
    codegen::check_entry_supported(entry, layout, &*isa)?;
    let mut func = Function::new();
    let mut fctx = FunctionBuilderContext::new();
    codegen::build(
        &mut func,
        &mut fctx,
        sig,
        layout,
        &*isa,
        FuncSource::Method,
        entry,
    );
    cranelift_codegen::verify_function(&func, &*isa).map_err(|e| JitError::Verifier {
        signature: sig.to_string(),
        message: e.to_string(),
    })?;
    let text = func.display().to_string();
    // Hook addresses differ between runs; name them instead.
    Ok(format!(
        "{}{}",
        codegen::describe(sig, layout),
        scrub_addresses(&text, layout)
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
/// the host architecture only), and the errors of [`compile`].
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
    codegen::check_supported(sig, layout, &*isa)?;
    codegen::check_entry_supported(entry, layout, &*isa)?;
    let mut ctx = Context::new();
    let mut fctx = FunctionBuilderContext::new();
    codegen::build(
        &mut ctx.func,
        &mut fctx,
        sig,
        layout,
        &*isa,
        FuncSource::Method,
        entry,
    );
    cranelift_codegen::verify_function(&ctx.func, &*isa).map_err(|e| JitError::Verifier {
        signature: sig.to_string(),
        message: e.to_string(),
    })?;
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
        codegen::describe(sig, layout),
        scrub_addresses(&text, layout)
    ))
}

fn scrub_addresses(text: &str, layout: LayoutRef) -> String {
    let h = &layout.hooks;
    let named: Vec<(usize, &str)> = [
        (h.string_acquire.map(|f| f as usize), "string_acquire"),
        (h.string_release.map(|f| f as usize), "string_release"),
        (h.string_new.map(|f| f as usize), "string_new"),
        (h.buffer_data.map(|f| f as usize), "buffer_data"),
        (h.bigint_to_i64.map(|f| f as usize), "bigint_to_i64"),
        (h.bigint_to_u64.map(|f| f as usize), "bigint_to_u64"),
        (h.bigint_from_i64.map(|f| f as usize), "bigint_from_i64"),
        (h.bigint_from_u64.map(|f| f as usize), "bigint_from_u64"),
        (h.throw.map(|f| f as usize), "throw"),
        (h.receiver.map(|f| f as usize), "receiver"),
    ]
    .into_iter()
    .filter_map(|(a, n)| a.map(|a| (a, n)))
    .collect();
    let show = |v: u64| cranelift_codegen::ir::immediates::Imm64::new(v as i64).to_string();
    let mut out = text.to_string();
    // CLIF prints `0x5603_8a2c_1e40`, the disassembly `0x56038a2c1e40`.
    let mut name = |addr: u64, what: String| {
        out = out
            .replace(&show(addr), &what)
            .replace(&format!("{addr:#x}"), &what);
    };
    for (addr, hook) in named {
        name(addr as u64, format!("<hook {hook}>"));
    }
    for (addr, helper) in codegen::helper_addresses() {
        name(addr as u64, format!("<helper {helper}>"));
    }
    name(
        codegen::tagged_layout_id(layout),
        "<tagged layout id>".to_string(),
    );
    out
}
