//! The Deno-compatible FFI module.

pub(crate) mod dlopen;
pub(crate) mod nonblocking;
pub(crate) mod pointer;
pub(crate) mod rules;
pub(crate) mod structs;
pub(crate) mod unsafe_callback;
