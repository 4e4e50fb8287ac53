//! The Deno-compatible FFI module: `hostcall.dlopen` and `Deno.dlopen`, their symbols,
//! pointers, callbacks, `nonblocking` calls and structs by value. It keeps its per-engine
//! state in the binding's state map ([`StateMap`](crate::binding::state::StateMap): the
//! libraries, the unload list, the callbacks and their queue), so the binding knows none of
//! its types.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `loader`: libraries: which ones scripts may open, checked `dlopen`, unloading, what
//!   runs below the script on this thread (uses neither rquickjs nor the dispatcher).
//! - `channel`: the queue other threads hand the engine's thread (thread-safe callback
//!   calls, finished tasks).
//! - `callback`: the engine's side of callbacks (upcalls): the hooks, each callback's
//!   leaked data, the pending callback error, the engine's pointer objects.
//! - `buffer_guard`: `ArrayBuffer` methods that move bytes refused while native code holds
//!   them.
//! - `state`: the FFI's per-engine state (libraries, unloads, ignored fields, symbols'
//!   counts).
//! - `adapt`: what a bound symbol does around each call (`function` parameters'
//!   `UnsafeCallback` objects and errors, the slow path's policy).
//! - `rules`: which rules a symbol follows (hostcall's or Deno's) and what they ask of a call.
//! - `structs`: symbols passing or returning structs by value.
//! - `nonblocking`: `nonblocking: true` symbols: arguments copied, the call on a worker
//!   thread, a `Promise` settled by the engine's loop.
//! - `dlopen`: `hostcall.dlopen`/`Deno.dlopen`: descriptors, symbols, statics, `close()`.
//! - `pointer`: `UnsafePointer`, `UnsafePointerView`, `UnsafeFnPointer`.
//! - `unsafe_callback`: `hostcall.UnsafeCallback` / `Deno.UnsafeCallback`.

pub(crate) mod adapt;
pub(crate) mod buffer_guard;
pub(crate) mod callback;
pub(crate) mod channel;
pub(crate) mod dlopen;
pub(crate) mod loader;
pub(crate) mod nonblocking;
pub(crate) mod pointer;
pub(crate) mod rules;
pub(crate) mod state;
pub(crate) mod structs;
pub(crate) mod unsafe_callback;
