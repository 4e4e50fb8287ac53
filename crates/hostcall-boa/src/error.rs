//! The binding's errors.

/// What the binding refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Boa's values are not encoded as the layout says (checked once per process), or the
    /// layout was refused: no host function can be defined.
    #[error("Boa's value layout: {0}")]
    Layout(String),
    /// The signature text does not parse, or names a kind this binding cannot serve.
    #[error("signature `{sig}`: {reason}")]
    Signature {
        /// The signature as given.
        sig: String,
        /// Why it was refused.
        reason: String,
    },
    /// The dispatcher refused the method (a kind without a hook here, such as `receiver`;
    /// an id registered with another function).
    #[error("registering `{name}`: {reason}")]
    Register {
        /// The function's name.
        name: String,
        /// Why it was refused.
        reason: String,
    },
    /// Boa refused to define a class member.
    #[error("defining `{name}`: {reason}")]
    Define {
        /// The member (`Class.member`).
        name: String,
        /// Boa's error.
        reason: String,
    },
    /// The dispatcher could not be made (the JIT backend asked for where it cannot run).
    #[error("dispatcher: {0}")]
    Dispatcher(String),
}
