//! The Deno-compatible FFI module: `hostcall.dlopen` and `Deno.dlopen`, their symbols,
//! pointers, callbacks, `nonblocking` calls and structs by value.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `state`: the FFI's per-engine state (libraries, unloads, ignored fields), kept in the
//!   binding's state map.
//! - `rules`: which rules a symbol follows (hostcall's or Deno's) and what they ask of a call.
//! - `structs`: symbols passing or returning structs by value.
//! - `nonblocking`: `nonblocking: true` symbols: arguments copied, the call on a worker
//!   thread, a `Promise` settled by the engine's loop.
//! - `dlopen`: `hostcall.dlopen`/`Deno.dlopen`: descriptors, symbols, statics, `close()`.
//! - `pointer`: `UnsafePointer`, `UnsafePointerView`, `UnsafeFnPointer`.
//! - `unsafe_callback`: `hostcall.UnsafeCallback` / `Deno.UnsafeCallback`.

pub(crate) mod dlopen;
pub(crate) mod nonblocking;
pub(crate) mod pointer;
pub(crate) mod rules;
pub(crate) mod state;
pub(crate) mod structs;
pub(crate) mod unsafe_callback;
