//! The script runtime.

pub(crate) mod console;
pub(crate) mod engine;
pub(crate) mod globals;
pub(crate) mod rejection;
pub(crate) mod text;
