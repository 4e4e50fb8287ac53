//! The script runtime: what a script sees besides the FFI (`console`, text), the globals
//! that install both, and [`Engine`](crate::Engine) with its event loop.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `inspect`: the formatter (`console.log`, `Deno.inspect`, uncaught errors), and the
//!   builtins it calls, taken at engine start; `Error.prototype.stack`'s setter.
//! - `console`: the global `console`.
//! - `text`: the globals `TextEncoder` and `TextDecoder` (UTF-8).
//! - `rejection`: promises rejected with no handler, reported by
//!   [`Engine::run`](crate::Engine::run).
//! - `globals`: `console`, `hostcall` and `Deno` as lazily made globals.
//! - `engine`: [`Engine`](crate::Engine), a runtime and context with a host; installs the
//!   globals and runs the loop.

pub(crate) mod console;
pub(crate) mod engine;
pub(crate) mod globals;
pub(crate) mod inspect;
pub(crate) mod rejection;
pub(crate) mod text;
