//! Why a thunk cannot be compiled ([`Unsupported`], permanent for its key) and how a
//! compile failed ([`JitError`]).

use cranelift_module::ModuleError;
use hostcall_core::ParamKind;

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
    /// The shape is larger than generated code takes (a struct call passing more than
    /// [`MAX_STRUCT_STACK_BYTES`](crate::structcall::MAX_STRUCT_STACK_BYTES) on the
    /// stack): libffi serves it.
    #[error("too large for generated code: {0}")]
    TooLarge(String),
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
    /// The compiled code has a relocation other than its one reference to the import table
    /// (`hostcall_core::imports`), which is a codegen bug; the shape is refused (and the
    /// facade uses the generic backend for it).
    #[error(
        "the code for {signature} has a relocation other than the import table's \
         ({count} in all); refusing to install it"
    )]
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
