//! Typed errors. Every failure a user can cause has a variant here with a message that says
//! what was wrong and where.

use crate::kind::{ParamKind, ResultKind};

/// A signature could not be built: its text, descriptor or kinds were malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SignatureError {
    /// The text was empty or only white space.
    #[error("empty signature: expected `(kinds...) -> result`")]
    Empty,
    /// A character that cannot stand here.
    #[error("expected {expected} at byte {position}, found `{found}`")]
    Unexpected {
        /// What the parser was looking for.
        expected: &'static str,
        /// What it found instead.
        found: char,
        /// Byte offset into the text.
        position: usize,
    },
    /// The text ended early.
    #[error("expected {expected} at byte {position}, found the end of the signature")]
    UnexpectedEnd {
        /// What the parser was looking for.
        expected: &'static str,
        /// Byte offset into the text.
        position: usize,
    },
    /// A parameter kind name that does not exist.
    #[error("unknown parameter kind `{name}` at {position} (expected one of i8 u8 i16 u16 i32 u32 i64 u64 isize usize f32 f64 bool pointer cstring buffer slice value context receiver)")]
    UnknownParamKind {
        /// The name as written.
        name: String,
        /// Byte offset in the text form, or index in a descriptor's `parameters`.
        position: usize,
    },
    /// A dialect rule name that does not exist (text form `[...]`, descriptor `dialect`).
    #[error("unknown dialect rule `{name}` at {position} (expected one of bigint-results pointer-objects ffi-buffers)")]
    UnknownRule {
        /// The name as written.
        name: String,
        /// Byte offset in the text form (0 in a descriptor).
        position: usize,
    },
    /// A result kind name that does not exist.
    #[error("unknown result kind `{name}` at {position} (expected void or one of i8 u8 i16 u16 i32 u32 i64 u64 isize usize f32 f64 bool pointer cstring value)")]
    UnknownResultKind {
        /// The name as written.
        name: String,
        /// Byte offset in the text form (0 in a descriptor).
        position: usize,
    },
    /// `slice` named as a result: it is a parameter kind only (two native arguments in, a
    /// pointer and a length; a C function returns one value).
    #[error("`slice` at {position} is a parameter kind only: a result cannot be a slice (return a pointer)")]
    SliceResult {
        /// Byte offset in the text form (0 in a descriptor).
        position: usize,
    },
    /// `(i32,)`.
    #[error("trailing comma before `)` at byte {position}")]
    TrailingComma {
        /// Byte offset of the `)`.
        position: usize,
    },
    /// More native parameters than [`MAX_PARAMS`](crate::MAX_PARAMS) (a `slice` counts two).
    #[error("{count} native parameters, but at most {max} are supported (a slice counts two)")]
    TooManyParams {
        /// How many native parameters were given (the parser stops counting one past the
        /// limit).
        count: usize,
        /// The limit.
        max: usize,
    },
    /// `context` or `receiver` given twice.
    #[error("implicit parameter `{kind}` may appear at most once")]
    DuplicateImplicit {
        /// The repeated kind.
        kind: ParamKind,
    },
    /// A descriptor that is not valid JSON.
    #[error("descriptor is not valid JSON: {message}")]
    DescriptorJson {
        /// serde_json's message.
        message: String,
    },
    /// A descriptor that is JSON but not of the shape `{ parameters: [...], result }`.
    #[error("malformed descriptor: {message}")]
    DescriptorShape {
        /// What was wrong.
        message: String,
    },
    /// A `struct` parameter or result without its layout (the text form and
    /// [`Signature::new`](crate::Signature::new) have none: build the signature with
    /// [`Signature::with_structs`](crate::Signature::with_structs) or from a descriptor's
    /// `{ "struct": [...] }`), or a kind that cannot stand beside structs.
    #[error("{message}")]
    StructShape {
        /// What was wrong.
        message: String,
    },
    /// A struct type (or a call's structs together) past one of hostcall's limits
    /// ([`MAX_STRUCT_SIZE`](crate::structs::MAX_STRUCT_SIZE),
    /// [`MAX_STRUCT_DEPTH`](crate::structs::MAX_STRUCT_DEPTH),
    /// [`MAX_STRUCT_CALL_BYTES`](crate::structs::MAX_STRUCT_CALL_BYTES)): the message names
    /// the limit.
    #[error("{message}")]
    StructLimit {
        /// Which limit, and by how much.
        message: String,
    },
}

/// What kind of JavaScript error a failed call raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A plain `Error` (host functions' own errors, panics).
    Error,
    /// A `TypeError` (an argument of the wrong type under the policy).
    TypeError,
    /// A `RangeError` (a number outside the parameter's range).
    RangeError,
    /// The host function already raised an exception through the engine's own API (an
    /// rquickjs `Error::Exception`, say): the engine's throw hook leaves that exception
    /// pending instead of raising another, or raises a plain `Error` with the message when
    /// none is pending.
    Pending,
}

/// An error raised by a call: a host function's own report, a policy's conversion error,
/// or a caught panic. Engines turn it into an exception of [`kind`](HostError::kind)
/// through the layout's `throw` hook.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct HostError {
    kind: ErrorKind,
    message: String,
}

impl HostError {
    /// A new error of the given kind.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> HostError {
        HostError {
            kind,
            message: message.into(),
        }
    }

    /// A `TypeError`.
    pub fn type_error(message: impl Into<String>) -> HostError {
        HostError::new(ErrorKind::TypeError, message)
    }

    /// A `RangeError`.
    pub fn range_error(message: impl Into<String>) -> HostError {
        HostError::new(ErrorKind::RangeError, message)
    }

    /// The kind of JavaScript error to raise.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

/// Registering or preparing a method failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RegisterError {
    /// The method id is already registered with a different function or signature.
    #[error("method id {id} is already registered as {existing} at {existing_fn:#x}; refusing to rebind it to {requested} at {requested_fn:#x}")]
    IdConflict {
        /// The id.
        id: u64,
        /// The signature it has.
        existing: String,
        /// Its function address.
        existing_fn: usize,
        /// The signature asked for.
        requested: String,
        /// The function address asked for.
        requested_fn: usize,
    },
    /// The function pointer was null.
    #[error("method {id}: the host function pointer is null")]
    NullFunction {
        /// The id.
        id: u64,
    },
    /// The signature uses a kind the layout has no hook for.
    #[error(
        "signature {signature} needs the `{hook}` hook, which layout `{layout}` does not provide"
    )]
    MissingHook {
        /// The signature.
        signature: String,
        /// The missing hook's name.
        hook: &'static str,
        /// The layout's name.
        layout: &'static str,
    },
    /// The signature returns `value`, which this layout cannot return through C registers.
    #[error("result kind `{kind}` is not supported by layout `{layout}`")]
    UnsupportedResult {
        /// The result kind.
        kind: ResultKind,
        /// The layout's name.
        layout: &'static str,
    },
    /// An engine registered more methods than a handle can name (2^32).
    #[error("too many methods registered with one engine")]
    TooManyMethods,
    /// libffi refused the call interface.
    #[error("libffi could not prepare a call interface for {signature}")]
    Ffi {
        /// The signature.
        signature: String,
    },
    /// The call needs the generic backend, which this build does not have (hostcall-core
    /// was built without its `libffi` feature), and no thunk serves it.
    #[error("{signature}: {GENERIC_NOT_BUILT}")]
    GenericNotBuilt {
        /// The signature.
        signature: String,
    },
}

/// What [`RegisterError::GenericNotBuilt`] and the other refusals of a build without the
/// generic backend say.
pub const GENERIC_NOT_BUILT: &str = "the generic backend is not built (hostcall-core's `libffi` \
     feature; hostcall's `libffi`, hostcall-quickjs's `generic`), and no thunk serves this call";
