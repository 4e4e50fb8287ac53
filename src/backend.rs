//! Backend selection: which backend runs calls ([`Backend`]), the compiled code it hands out
//! ([`ThunkRef`]) and why it could not ([`BackendError`]). The cfg-selected `jit` module
//! (`jit.rs` with the `jit` feature, `jit_disabled.rs` without) sits below this one; the rest
//! of the crate compiles only through [`compile`] and [`compile_native`].

use std::sync::atomic::{AtomicBool, Ordering};

use hostcall_core::{CClosureEntry, LayoutRef, Signature, ThunkFn};

use crate::jit;

/// Whether a thunk pack was registered in this process (`crate::pack`).
static PACK_REGISTERED: AtomicBool = AtomicBool::new(false);

/// Notes that a pack was registered: [`Backend::Jit`] is available from now on.
pub(crate) fn note_pack_registered() {
    PACK_REGISTERED.store(true, Ordering::Release);
}

/// Which backend runs a dispatcher's calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// Thunks (compiled by Cranelift when hot, or from a registered thunk pack), falling
    /// back to the generic path for arguments outside the fast lane and for shapes there
    /// is no thunk for.
    Jit,
    /// libffi for every call (in a build without the `libffi` feature, none: a method
    /// registered for this backend is refused, see [`RegisterError::GenericNotBuilt`]).
    ///
    /// [`RegisterError::GenericNotBuilt`]: hostcall_core::RegisterError::GenericNotBuilt
    Generic,
}

impl Default for Backend {
    /// [`Backend::Jit`] when this build has the `jit` feature and the CPU is supported, or
    /// a thunk pack was registered ([`Backend::thunks_available`]), else
    /// [`Backend::Generic`].
    fn default() -> Backend {
        if Backend::thunks_available().is_ok() {
            Backend::Jit
        } else {
            Backend::Generic
        }
    }
}

impl Backend {
    /// Whether the JIT backend can run in this build on this CPU, and if not, why.
    ///
    /// # Errors
    ///
    /// [`BackendError::JitDisabled`] in a build without the `jit` feature; with it, the
    /// JIT's own error when Cranelift cannot target this CPU.
    pub fn jit_available() -> Result<(), BackendError> {
        jit::host_supported().map_err(BackendError::from)
    }

    /// Whether [`Backend::Jit`] can run here: the JIT can, or a thunk pack was registered
    /// ([`crate::pack::register`]; its shapes run on thunks without the JIT, the rest on
    /// the generic backend).
    ///
    /// # Errors
    ///
    /// As [`Backend::jit_available`], when no pack was registered either.
    pub fn thunks_available() -> Result<(), BackendError> {
        if PACK_REGISTERED.load(Ordering::Acquire) {
            return Ok(());
        }
        Backend::jit_available()
    }
}

impl std::str::FromStr for Backend {
    type Err = ParseBackendError;

    /// `jit` or `generic`.
    fn from_str(s: &str) -> Result<Backend, ParseBackendError> {
        match s {
            "jit" => Ok(Backend::Jit),
            "generic" => Ok(Backend::Generic),
            other => Err(ParseBackendError {
                name: other.to_string(),
            }),
        }
    }
}

/// A backend name other than `jit` or `generic`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown backend `{name}` (expected jit or generic)")]
pub struct ParseBackendError {
    /// The name given.
    pub name: String,
}

/// A compiled thunk: its entry, valid for the life of the process, and its code size.
#[derive(Clone, Copy, Debug)]
pub struct ThunkRef {
    /// The uniform entry.
    pub entry: ThunkFn,
    /// Bytes of machine code.
    pub code_size: usize,
}

/// Why the JIT backend cannot run here or could not compile a shape. A shape that fails is
/// marked ineligible and its calls use the generic backend.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum BackendError {
    /// hostcall was built without the `jit` feature.
    #[error("hostcall was built without the `jit` feature")]
    JitDisabled,
    /// The JIT cannot target this CPU, or could not compile the shape (`hostcall-jit`'s
    /// error, shared so the error stays cheap to clone).
    #[cfg(feature = "jit")]
    #[error(transparent)]
    Jit(std::sync::Arc<hostcall_jit::JitError>),
    /// A test asked the cache to fail this compile
    /// ([`ThunkCache::inject_compile_failure`](crate::ThunkCache::inject_compile_failure)).
    #[error("injected compile failure")]
    InjectedFailure,
    /// The process's code budget ([`ThunkCache::set_byte_cap`](crate::ThunkCache::set_byte_cap)
    /// on the global cache) is spent: nothing more is compiled, the generic path serves.
    #[error("code byte cap of {cap} bytes reached")]
    CodeCap {
        /// The cap, in bytes.
        cap: usize,
    },
}

#[cfg(feature = "jit")]
impl From<jit::JitError> for BackendError {
    fn from(e: jit::JitError) -> BackendError {
        BackendError::Jit(std::sync::Arc::new(e))
    }
}

#[cfg(not(feature = "jit"))]
impl From<jit::JitError> for BackendError {
    fn from(_: jit::JitError) -> BackendError {
        BackendError::JitDisabled
    }
}

/// Compiles the uniform thunk of a (signature, layout). Errors are permanent for the pair.
pub(crate) fn compile(sig: &Signature, layout: LayoutRef) -> Result<ThunkRef, BackendError> {
    let (entry, code_size) = jit::compile(sig, layout)?;
    Ok(ThunkRef { entry, code_size })
}

/// Compiles a native C-closure entry: its address and code size.
pub(crate) fn compile_native(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<(usize, usize), BackendError> {
    Ok(jit::compile_native(sig, layout, entry)?)
}
