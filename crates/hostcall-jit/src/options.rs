//! How the process-wide compiler is configured ([`JitOptions`], fixed at first use, from
//! [`configure`] or the `HOSTCALL_JIT_*` environment variables) and the Cranelift ISA built
//! from them.

use std::sync::OnceLock;

use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};

use crate::error::JitError;

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
    /// Write the shapes the direct emitter takes (integer parameters up to 32 bits, `f32`,
    /// `f64`; a `void`, integer, `f32` or `f64` result; QuickJS-NG's layout,
    /// x86-64) as machine code directly,
    /// without Cranelift (default: on; `HOSTCALL_JIT_DIRECT=0` turns it off).
    pub direct: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            opt_level: OptLevel::None,
            verify: cfg!(debug_assertions),
            regalloc: Regalloc::Backtracking,
            direct: true,
        }
    }
}

pub(crate) fn make_isa(opts: JitOptions) -> Result<OwnedTargetIsa, JitError> {
    let isa_builder = cranelift_native::builder().map_err(|e| JitError::Host(e.to_string()))?;
    build_isa(isa_builder, opts)
}

/// The ISA of `isa_builder` with hostcall's compile flags for `opts`.
pub(crate) fn build_isa(
    isa_builder: cranelift_codegen::isa::Builder,
    opts: JitOptions,
) -> Result<OwnedTargetIsa, JitError> {
    build_isa_with(isa_builder, opts, false)
}

/// As [`build_isa`]; `pic` makes references to external symbols position-independent (through
/// the GOT), as code in an object file linked into a position-independent executable needs.
pub(crate) fn build_isa_with(
    isa_builder: cranelift_codegen::isa::Builder,
    opts: JitOptions,
    pic: bool,
) -> Result<OwnedTargetIsa, JitError> {
    let mut flags = settings::builder();
    let opt = match opts.opt_level {
        OptLevel::None => "none",
        OptLevel::Speed => "speed",
    };
    let host = |e: settings::SetError| JitError::Host(e.to_string());
    flags.set("opt_level", opt).map_err(host)?;
    flags.set("use_colocated_libcalls", "false").map_err(host)?;
    flags
        .set("is_pic", if pic { "true" } else { "false" })
        .map_err(host)?;
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

static OPTIONS: OnceLock<JitOptions> = OnceLock::new();
/// Sets the compiler's options. Only effective before the first compile; returns `false`
/// if the compiler already exists with other options.
pub fn configure(opts: JitOptions) -> bool {
    let _ = OPTIONS.set(opts);
    OPTIONS.get().is_some_and(|o| *o == opts)
}

pub(crate) fn options() -> JitOptions {
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
        if std::env::var("HOSTCALL_JIT_DIRECT").as_deref() == Ok("0") {
            o.direct = false;
        }
        o
    })
}
