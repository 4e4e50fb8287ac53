//! The crate's errors: an engine that could not be made or a definition that failed
//! ([`EngineError`]), and an uncaught script exception ([`ScriptError`]).

use hostcall::{DispatchError, RegisterError};

/// An engine could not be created, or a definition failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EngineError {
    /// QuickJS reported an error (typically out of memory, or an exception while defining).
    #[error("QuickJS: {0}")]
    QuickJs(String),
    /// An rquickjs call failed; kept as it is, so it converts back into the same
    /// `rquickjs::Error` (an `Exception` stays the pending exception).
    #[error("QuickJS: {0}")]
    Rquickjs(#[source] rquickjs::Error),
    /// The dispatcher could not be created (layout or backend).
    #[error(transparent)]
    Dispatch(#[from] DispatchError),
    /// A host function could not be registered.
    #[error(transparent)]
    Register(#[from] RegisterError),
    /// A name contained a NUL byte.
    #[error("name `{0}` contains a NUL byte")]
    BadName(String),
    /// hostcall is already attached to this runtime ([`Host::get`](crate::Host::get) returns
    /// its host).
    #[error("hostcall is already attached to this runtime")]
    AlreadyAttached,
    /// A closure this host cannot make with the chosen entry or conversions.
    #[error("unsupported closure: {0}")]
    UnsupportedClosure(&'static str),
    /// A context of another runtime than the host's.
    #[error("a context of another runtime than the one this host is attached to")]
    ForeignRuntime,
}

impl From<rquickjs::Error> for EngineError {
    fn from(e: rquickjs::Error) -> EngineError {
        EngineError::Rquickjs(e)
    }
}

/// So `?` works on hostcall's calls inside rquickjs code (`fn(..) -> rquickjs::Result<_>`):
/// an rquickjs error comes back as it was; any other is an `IntoJs` error from "closure" to
/// "function" with this error's message (a `TypeError` when thrown).
impl From<EngineError> for rquickjs::Error {
    fn from(e: EngineError) -> rquickjs::Error {
        match e {
            EngineError::Rquickjs(e) => e,
            other => rquickjs::Error::new_into_js_message("closure", "function", other.to_string()),
        }
    }
}

/// An uncaught JavaScript exception: its message and stack.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ScriptError {
    /// `String(error)`, e.g. `TypeError: argument 1: expected a number (i32), got string`.
    pub message: String,
    /// The error's `stack`, when it has one.
    pub stack: Option<String>,
}

/// A JavaScript type name for messages (`a number`, `null`, ...).
pub(crate) fn type_name(v: &rquickjs::Value<'_>) -> &'static str {
    if v.is_function() {
        "a function"
    } else if v.is_null() {
        "null"
    } else if v.is_undefined() {
        "undefined"
    } else if v.is_object() {
        "an object"
    } else if v.is_string() {
        "a string"
    } else if v.is_number() {
        "a number"
    } else if v.is_bool() {
        "a boolean"
    } else if v.is_big_int() {
        "a bigint"
    } else {
        "a symbol"
    }
}
