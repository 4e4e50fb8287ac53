//! The process-wide compiler: one Cranelift context behind a mutex, the code store (the
//! arena, or a `JITModule` where the arena cannot be set up), and the public compile
//! entry points.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{ExternalName, UserExternalName};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::{Context, FinalizedRelocTarget};
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Module, ModuleError};

use hostcall_core::imports::ImportTable;
use hostcall_core::upcall::{CallbackSignature, UpcallRecord};
use hostcall_core::{CClosureEntry, EntryKind, LayoutRef, Signature, ThunkFn};

use crate::arena;
use crate::boxing;
use crate::codegen::{self, FuncSource};
use crate::direct;
use crate::error::JitError;
use crate::options::{make_isa, options, JitOptions, Regalloc};
use crate::structcall;
use crate::upcall;

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
    /// Set up on the first compile ([`Compiler::store`]), not with the compiler: asking
    /// whether the JIT can run (which every dispatcher does) maps no executable memory.
    code: Option<CodeStore>,
    ctx: Context,
    fctx: FunctionBuilderContext,
    isa: OwnedTargetIsa,
    /// `isa` with regalloc2's single-pass allocator, made on first use: for thunks that
    /// pass structs in many stack pieces ([`structcall::wants_single_pass`]).
    single_pass_isa: Option<OwnedTargetIsa>,
    opts: JitOptions,
    verify: bool,
    /// The last compile's code before its import table was resolved (see [`PortableCode`]).
    last_portable: Option<PortableCode>,
}

// SAFETY: the compiler is only ever used behind the global mutex, one thread at a time. The
// arena and the JIT module hold raw pointers to memory they own; nothing in them is tied to
// a thread.
unsafe impl Send for Compiler {}

impl Compiler {
    fn new(opts: JitOptions) -> Result<Compiler, JitError> {
        let isa = make_isa(opts)?;
        Ok(Compiler {
            code: None,
            ctx: Context::new(),
            fctx: FunctionBuilderContext::new(),
            isa,
            single_pass_isa: None,
            opts,
            verify: opts.verify,
            last_portable: None,
        })
    }

    /// Where code goes, set up on first use: the arena, or a `JITModule` where the arena
    /// cannot be set up. The first executable mapping of the process is made here.
    fn store(&mut self) -> &mut CodeStore {
        let isa = &self.isa;
        self.code
            .get_or_insert_with(|| match arena::CodeArena::new() {
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

    fn compile_native(
        &mut self,
        sig: &Signature,
        layout: LayoutRef,
        entry: CClosureEntry,
    ) -> Result<NativeCode, JitError> {
        let (code, code_size, _) =
            self.compile_code(sig, layout, FuncSource::Method, EntryKind::CClosure(entry))?;
        Ok(NativeCode {
            address: code as usize,
            code_size,
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
        if self.opts.direct && source == FuncSource::Method {
            if let Some((code, table_relocs)) = direct::emit(sig, layout, entry) {
                return self.place_direct(sig, layout, entry, code, table_relocs, t0);
            }
        }
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
        let slow_path = match entry {
            EntryKind::CClosure(e) => Some(e.slow_path),
            EntryKind::Uniform => None,
        };
        let table = ImportTable::for_process(layout, slow_path).address();
        // A large stack part compiles in linear time with the single-pass allocator (see
        // `structcall`'s module docs): its ISA is swapped in for this compile only.
        let single_pass = sig.has_structs()
            && structcall::StructAbi::of(&*self.isa).is_ok_and(|abi| {
                structcall::wants_single_pass(&structcall::plan_for(
                    abi,
                    &sig.struct_params(),
                    &sig.struct_result(),
                ))
            });
        if !single_pass {
            return self.finish(sig, t_build, table);
        }
        if self.single_pass_isa.is_none() {
            let opts = JitOptions {
                regalloc: Regalloc::SinglePass,
                ..self.opts
            };
            self.single_pass_isa = Some(make_isa(opts)?);
        }
        if let Some(isa) = self.single_pass_isa.as_mut() {
            std::mem::swap(&mut self.isa, isa);
        }
        let finished = self.finish(sig, t_build, table);
        if let Some(isa) = self.single_pass_isa.as_mut() {
            std::mem::swap(&mut self.isa, isa);
        }
        finished
    }

    /// Places code the direct emitter wrote (`direct`), its import-table references resolved
    /// as Cranelift's are in [`relocated_code`], keeping its portable form.
    fn place_direct(
        &mut self,
        sig: &Signature,
        layout: LayoutRef,
        entry: EntryKind,
        code: Vec<u8>,
        table_relocs: Vec<(u32, i64)>,
        t0: Instant,
    ) -> Result<(*const u8, usize, CompileTimings), JitError> {
        let slow_path = match entry {
            EntryKind::CClosure(e) => Some(e.slow_path),
            EntryKind::Uniform => None,
        };
        let table = ImportTable::for_process(layout, slow_path).address() as u64;
        let mut bytes = code.clone();
        for &(at, addend) in &table_relocs {
            let at = at as usize;
            bytes[at..at + 8].copy_from_slice(&table.wrapping_add(addend as u64).to_le_bytes());
        }
        let t_build = t0.elapsed();
        self.last_portable = Some(PortableCode {
            bytes: code,
            table_relocs,
        });
        let t2 = Instant::now();
        let placed = self.place(&bytes, sig)?;
        Ok((
            placed,
            bytes.len(),
            CompileTimings {
                build: t_build,
                compile: Duration::ZERO,
                finalize: t2.elapsed(),
            },
        ))
    }

    /// Verifies (if on) and compiles the function in `self.ctx`, resolves its references to
    /// the import table to `table` (0: the function may have none), then places it in code
    /// memory. `what` names it in errors. Leaves the context cleared.
    fn finish(
        &mut self,
        what: &dyn std::fmt::Display,
        t_build: Duration,
        table: usize,
    ) -> Result<(*const u8, usize, CompileTimings), JitError> {
        if self.verify {
            if let Err(e) = cranelift_codegen::verify_function(&self.ctx.func, &*self.isa) {
                self.ctx.clear();
                return Err(JitError::Verifier {
                    signature: what.to_string(),
                    message: e.to_string(),
                });
            }
        }
        let t1 = Instant::now();
        let compiled = relocated_code(&mut self.ctx, &*self.isa, what, table);
        self.ctx.clear();
        let (bytes, portable) = compiled?;
        let t_compile = t1.elapsed();
        self.last_portable = Some(portable);
        let t2 = Instant::now();
        let code = self.place(&bytes, what)?;
        Ok((
            code,
            bytes.len(),
            CompileTimings {
                build: t_build,
                compile: t_compile,
                finalize: t2.elapsed(),
            },
        ))
    }

    /// Puts finished (relocated) machine code into code memory: the arena, or the JIT
    /// module where there is no arena. `what` names it in errors.
    fn place(&mut self, bytes: &[u8], what: &dyn std::fmt::Display) -> Result<*const u8, JitError> {
        let call_conv = cranelift_codegen::isa::CallConv::triple_default(self.isa.triple());
        match self.store() {
            CodeStore::Arena(arena) => arena.install(bytes).map_err(|e| JitError::CodeMemory {
                signature: what.to_string(),
                source: e,
            }),
            CodeStore::Module(module) => {
                let module_err = |e: ModuleError| JitError::Module {
                    signature: what.to_string(),
                    source: Box::new(e),
                };
                let sig = cranelift_codegen::ir::Signature::new(call_conv);
                let id = module
                    .declare_anonymous_function(&sig)
                    .map_err(module_err)?;
                module
                    .define_function_bytes(id, CODE_ALIGN, bytes, &[])
                    .map_err(module_err)?;
                module.finalize_definitions().map_err(module_err)?;
                Ok(module.get_finalized_function(id))
            }
        }
    }
}

/// Alignment of code placed in the JIT module (the arena aligns to 64 bytes itself).
const CODE_ALIGN: u64 = 16;

/// Compiles `ctx.func` and resolves its relocations: every one must be an absolute 8-byte
/// reference to the import table (the only external name generated code declares), which
/// becomes `table`'s address. Anything else is refused (a codegen bug), as is a reference
/// when `table` is 0.
fn relocated_code(
    ctx: &mut Context,
    isa: &dyn cranelift_codegen::isa::TargetIsa,
    sig: &dyn std::fmt::Display,
    table: usize,
) -> Result<(Vec<u8>, PortableCode), JitError> {
    let compiled = ctx
        .compile(isa, &mut ControlPlane::default())
        .map_err(|e| JitError::Codegen {
            signature: sig.to_string(),
            source: Box::new(e.inner),
        })?;
    let mut bytes = compiled.code_buffer().to_vec();
    let unrelocated = bytes.clone();
    let relocs = compiled.buffer.relocs().to_vec();
    let mut table_relocs = Vec::with_capacity(relocs.len());
    let names = ctx.func.params.user_named_funcs();
    let refuse = || {
        log::error!(
            "hostcall-jit: the code for {sig} has a relocation other than its import table's; \
             refusing it (a codegen bug)"
        );
        JitError::Relocations {
            signature: sig.to_string(),
            count: relocs.len(),
        }
    };
    for r in &relocs {
        let to_table = matches!(
            &r.target,
            FinalizedRelocTarget::ExternalName(ExternalName::User(n))
                if names[*n] == UserExternalName::new(boxing::IMPORTS_NAMESPACE, 0)
        );
        let at = r.offset as usize;
        if r.kind != Reloc::Abs8 || !to_table || table == 0 || at + 8 > bytes.len() {
            return Err(refuse());
        }
        let value = (table as u64).wrapping_add(r.addend as u64);
        bytes[at..at + 8].copy_from_slice(&value.to_le_bytes());
        table_relocs.push((r.offset, r.addend));
    }
    Ok((
        bytes,
        PortableCode {
            bytes: unrelocated,
            table_relocs,
        },
    ))
}

/// Machine code as compiled, before its references to the import table were resolved: what
/// a persistent code cache keeps. Generated code refers to nothing outside itself but its
/// import table (one absolute 8-byte address per reference), so the same bytes serve any
/// process once [`install_portable`] writes that process's table address at each
/// reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortableCode {
    /// The machine code.
    pub bytes: Vec<u8>,
    /// Where the import table's address goes: (byte offset, addend), 8 bytes each.
    pub table_relocs: Vec<(u32, i64)>,
}

/// Runs `f` on the process's compiler with the direct emitter off (restored after).
fn through_cranelift<T>(
    f: impl FnOnce(&mut Compiler) -> Result<T, JitError>,
) -> Result<T, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let direct = std::mem::replace(&mut guard.opts.direct, false);
    let result = f(&mut guard);
    guard.opts.direct = direct;
    result
}

/// [`compile`] through Cranelift whatever the options say (the direct emitter skipped):
/// for benches and tests that compare the two in one process.
#[doc(hidden)]
pub fn compile_cranelift(sig: &Signature, layout: LayoutRef) -> Result<CompiledThunk, JitError> {
    through_cranelift(|c| c.compile(sig, layout, FuncSource::Method))
}

/// [`compile_native`] through Cranelift whatever the options say (see
/// [`compile_cranelift`]).
#[doc(hidden)]
pub fn compile_native_cranelift(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<NativeCode, JitError> {
    through_cranelift(|c| c.compile_native(sig, layout, entry))
}

/// Whether this process's compiler writes (`sig`, `layout`, `entry`) without Cranelift
/// (module `direct`: scalar shapes (integer parameters up to 32 bits, `f32`, `f64`; a
/// `void`, integer, `f32` or `f64` result) on QuickJS-NG's layout on x86-64,
/// unless [`JitOptions::direct`] is off).
pub fn written_directly(sig: &Signature, layout: LayoutRef, entry: EntryKind) -> bool {
    options().direct && direct::eligible(sig, layout, entry)
}

/// [`compile`], also giving the thunk's [`PortableCode`].
pub fn compile_portable(
    sig: &Signature,
    layout: LayoutRef,
) -> Result<(CompiledThunk, PortableCode), JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let t = guard.compile(sig, layout, FuncSource::Method)?;
    let p = guard
        .last_portable
        .take()
        .ok_or_else(|| JitError::Host("the compile kept no portable code".into()))?;
    Ok((t, p))
}

/// [`compile_native`], also giving the entry's [`PortableCode`].
pub fn compile_native_portable(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<(NativeCode, PortableCode), JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let n = guard.compile_native(sig, layout, entry)?;
    let p = guard
        .last_portable
        .take()
        .ok_or_else(|| JitError::Host("the compile kept no portable code".into()))?;
    Ok((n, p))
}

/// What code compiled by this process's JIT depends on besides its signature, layout and
/// entry kind: this crate's version and a digest of the sources that emit code (its own and
/// `hostcall-core`'s, taken at build time: two builds of one version differ), the import
/// table's version, the target, the ISA's flags (CPU features included) and the compiler
/// options. A persistent code cache keys its
/// entries by it, so code from another build, CPU or configuration is never used.
pub fn code_fingerprint() -> Result<String, JitError> {
    let c = compiler()?;
    let guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let isa = &guard.isa;
    let flags: Vec<String> = isa.isa_flags().iter().map(|v| v.to_string()).collect();
    Ok(format!(
        "hostcall-jit {} sources {} imports {} {} [{}] {:?}",
        env!("CARGO_PKG_VERSION"),
        env!("HOSTCALL_JIT_SOURCES"),
        hostcall_core::imports::IMPORTS_VERSION,
        isa.triple(),
        flags.join(","),
        guard.opts,
    ))
}

/// Puts `code` (from [`compile_portable`] or [`compile_native_portable`], possibly in
/// another process) into this process's code memory with the import table of `layout` (and,
/// for a native entry, its slow path) resolved; returns the entry's address.
///
/// # Safety
///
/// `code` must be exactly what one of those functions gave for (`sig`, `layout`, `entry`)
/// under this process's [`code_fingerprint`]: the code is run as such. (A persistent cache
/// checks that with a checksum over the code and its key before calling this.)
pub unsafe fn install_portable(
    sig: &Signature,
    layout: LayoutRef,
    entry: EntryKind,
    code: &PortableCode,
) -> Result<*const u8, JitError> {
    let slow_path = match entry {
        EntryKind::CClosure(e) => Some(e.slow_path),
        EntryKind::Uniform => None,
    };
    let table = ImportTable::for_process(layout, slow_path).address();
    let mut bytes = code.bytes.clone();
    for &(at, addend) in &code.table_relocs {
        let at = at as usize;
        if at.checked_add(8).is_none_or(|end| end > bytes.len()) {
            return Err(JitError::Relocations {
                signature: sig.to_string(),
                count: code.table_relocs.len(),
            });
        }
        let value = (table as u64).wrapping_add(addend as u64);
        bytes[at..at + 8].copy_from_slice(&value.to_le_bytes());
    }
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    guard.place(&bytes, sig)
}

/// Places code known whole before any of it runs (a persistent code cache's bundle) into
/// memory of its own: maps `len` bytes read + write, lets `fill` write the code (it returns
/// how many bytes from the start it used, the rest given back), then makes it read +
/// execute, never writable again, and returns it. One mapping for the whole batch, where
/// [`install_portable`] writes each piece into the code arena. `fill` is what makes the
/// bytes code: it must trap-fill what it does not use, and resolve every import-table
/// reference (as [`install_portable`] does) to a table that is filled before the code is
/// called; calling into the result ([`thunk_at`], a native entry's address) is the
/// caller's unsafe step.
pub fn place_sealed(
    len: usize,
    fill: impl FnOnce(&mut [u8]) -> std::io::Result<usize>,
) -> Result<&'static [u8], JitError> {
    arena::place_sealed(len, fill).map_err(|e| JitError::CodeMemory {
        signature: format!("{len} bytes of sealed code"),
        source: e,
    })
}

/// Bytes that trap if executed, for the gaps between code placed by [`place_sealed`]:
/// `int3` on x86-64; zero elsewhere (a permanently undefined instruction on aarch64).
pub const TRAP_FILL: u8 = if cfg!(target_arch = "x86_64") {
    0xcc
} else {
    0
};

/// Code placed by [`place_sealed`] starts at a multiple of this (as the arena's).
pub const SEALED_CODE_ALIGN: usize = arena::CODE_ALIGN;

/// A uniform thunk's entry from the address of its code.
///
/// # Safety
///
/// `address` must be the address of a uniform thunk of this build (for example in code
/// placed by [`place_sealed`]) whose import-table references resolve to a filled table; the entry is then a [`ThunkFn`] with
/// exactly that type's contract.
pub unsafe fn thunk_at(address: *const u8) -> ThunkFn {
    // SAFETY: the caller's contract.
    unsafe { entry_from_code(address) }
}

/// [`install_portable`] of a uniform thunk, as its entry.
///
/// # Safety
///
/// As [`install_portable`], with `entry` [`EntryKind::Uniform`].
pub unsafe fn install_portable_thunk(
    sig: &Signature,
    layout: LayoutRef,
    code: &PortableCode,
) -> Result<CompiledThunk, JitError> {
    // SAFETY: the caller's contract.
    let address = unsafe { install_portable(sig, layout, EntryKind::Uniform, code)? };
    // SAFETY: the code is a uniform thunk compiled for this signature and layout (the
    // caller's contract), now relocated and finalized in code memory that is never freed.
    let entry = unsafe { entry_from_code(address) };
    Ok(CompiledThunk {
        entry,
        code_size: code.bytes.len(),
        timings: CompileTimings::default(),
    })
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
    guard.compile_native(sig, layout, entry)
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

static COMPILER: OnceLock<Result<Mutex<Compiler>, String>> = OnceLock::new();

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

/// Where this process keeps compiled code (sets the compiler and its code memory up if
/// needed).
pub fn code_memory() -> Result<CodeMemory, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    Ok(match guard.store() {
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

/// A compiled upcall body (see [`upcall`](crate::upcall)): the C-ABI function
/// `body(rec, native params...) -> native result` of one (callback signature, layout),
/// shared by every callback of that shape. Only [`compile_upcall_body`] makes one, so an
/// entry built on it always calls a real body of its signature.
#[derive(Clone, Debug)]
pub struct UpcallBody {
    address: usize,
    code_size: usize,
    timings: CompileTimings,
    signature: CallbackSignature,
    layout: LayoutRef,
    /// The machine code of this body's entries with a placeholder record, when the record
    /// is one 8-byte immediate in it (x86-64) and code goes to the arena: entries are then
    /// copies with the record patched in, not compiles.
    template: Option<Arc<EntryTemplate>>,
}

/// An entry's machine code with [`RECORD_PLACEHOLDER`] where the record's address goes.
#[derive(Debug)]
struct EntryTemplate {
    bytes: Vec<u8>,
    /// Where the placeholder's eight bytes are.
    at: usize,
}

/// The record address a template is compiled with: a value no entry contains otherwise
/// (checked: a template must hold it exactly once), wide enough that every target encodes
/// it as a full 64-bit immediate or not contiguously at all (then there is no template).
const RECORD_PLACEHOLDER: u64 = 0x5eed_c0de_5eed_c0de;

impl UpcallBody {
    /// The body's address, valid for the life of the process.
    pub fn address(&self) -> usize {
        self.address
    }
    /// Bytes of machine code.
    pub fn code_size(&self) -> usize {
        self.code_size
    }
    /// Where the compile time went.
    pub fn timings(&self) -> CompileTimings {
        self.timings
    }
    /// The callback signature it was built for.
    pub fn signature(&self) -> &CallbackSignature {
        &self.signature
    }
    /// The layout it boxes values in.
    pub fn layout(&self) -> LayoutRef {
        self.layout
    }
}

/// One callback's entry: a function with the callback's own C signature that calls its
/// body with the record's address. Its address is the function pointer native code gets.
#[derive(Clone, Copy, Debug)]
pub struct UpcallEntry {
    /// The entry's address, valid for the life of the process. Turning it into a function
    /// pointer of the callback's C type, and calling it, is the caller's (unsafe) step: the
    /// record must follow [`hostcall_core::upcall`]'s contract whenever it is called.
    pub address: usize,
    /// Bytes of machine code.
    pub code_size: usize,
    /// Where the compile time went (all of it in `finalize` for a copy of the template).
    pub timings: CompileTimings,
    /// Whether the entry is a copy of its body's template with the record patched in
    /// (x86-64 with the code arena), rather than a Cranelift compile.
    pub from_template: bool,
}

/// Compiles the shared upcall body of (callback signature, layout).
///
/// Every call compiles anew (and the code lives for the rest of the process); cache the
/// result per (signature, layout), as the facade's `Callback` does.
pub fn compile_upcall_body(
    sig: &CallbackSignature,
    layout: LayoutRef,
) -> Result<UpcallBody, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let g = &mut *guard;
    let t0 = Instant::now();
    upcall::check_supported(sig, layout, &*g.isa)?;
    g.ctx.clear();
    upcall::build_body(&mut g.ctx.func, &mut g.fctx, sig, layout, &*g.isa);
    let t_build = t0.elapsed();
    let table = ImportTable::for_process(layout, None).address();
    let (code, code_size, timings) = g.finish(&format!("upcall body {sig}"), t_build, table)?;
    let template = g.entry_template(sig, code as usize).map(Arc::new);
    Ok(UpcallBody {
        address: code as usize,
        code_size,
        timings,
        signature: sig.clone(),
        layout,
        template,
    })
}

impl Compiler {
    /// The entry of the body at `body` with [`RECORD_PLACEHOLDER`] for the record, as
    /// bytes, when they can serve as a template: the arena holds code (the module fallback
    /// links each function itself), the code needs no relocations and it holds the
    /// placeholder exactly once.
    fn entry_template(&mut self, sig: &CallbackSignature, body: usize) -> Option<EntryTemplate> {
        let CodeStore::Arena(_) = self.store() else {
            return None;
        };
        self.ctx.clear();
        upcall::build_entry(
            &mut self.ctx.func,
            &mut self.fctx,
            sig,
            body,
            RECORD_PLACEHOLDER as usize,
            &*self.isa,
        );
        let verified =
            !self.verify || cranelift_codegen::verify_function(&self.ctx.func, &*self.isa).is_ok();
        let bytes = match self.ctx.compile(&*self.isa, &mut ControlPlane::default()) {
            Ok(c) if verified && c.buffer.relocs().is_empty() => Some(c.code_buffer().to_vec()),
            Ok(_) | Err(_) => None,
        };
        self.ctx.clear();
        let bytes = bytes?;
        let needle = RECORD_PLACEHOLDER.to_le_bytes();
        let mut hits = bytes
            .windows(needle.len())
            .enumerate()
            .filter(|(_, w)| *w == needle)
            .map(|(i, _)| i);
        match (hits.next(), hits.next()) {
            (Some(at), None) => Some(EntryTemplate { bytes, at }),
            (None, _) | (Some(_), Some(_)) => None,
        }
    }
}

/// Makes one callback's entry: its body with `rec`'s address baked in. `rec` is only
/// stored (as an immediate), never read here. Where the body has a template (x86-64, code
/// in the arena) this copies it and patches the record in, a few microseconds; elsewhere
/// it compiles the entry with Cranelift.
pub fn compile_upcall_entry(
    body: &UpcallBody,
    rec: *const UpcallRecord,
) -> Result<UpcallEntry, JitError> {
    let c = compiler()?;
    let mut guard = c.lock().unwrap_or_else(|p| p.into_inner());
    let g = &mut *guard;
    let t0 = Instant::now();
    if let (Some(t), Some(CodeStore::Arena(arena))) = (&body.template, &mut g.code) {
        let mut bytes = t.bytes.clone();
        bytes[t.at..t.at + 8].copy_from_slice(&(rec as usize as u64).to_le_bytes());
        let code = arena.install(&bytes).map_err(|e| JitError::CodeMemory {
            signature: format!("upcall entry {}", body.signature),
            source: e,
        })?;
        return Ok(UpcallEntry {
            address: code as usize,
            code_size: bytes.len(),
            timings: CompileTimings {
                finalize: t0.elapsed(),
                ..CompileTimings::default()
            },
            from_template: true,
        });
    }
    g.ctx.clear();
    upcall::build_entry(
        &mut g.ctx.func,
        &mut g.fctx,
        &body.signature,
        body.address,
        rec as usize,
        &*g.isa,
    );
    let t_build = t0.elapsed();
    let (code, code_size, timings) =
        g.finish(&format!("upcall entry {}", body.signature), t_build, 0)?;
    Ok(UpcallEntry {
        address: code as usize,
        code_size,
        timings,
        from_template: false,
    })
}
