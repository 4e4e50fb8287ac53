//! The engine binding: what an rquickjs application needs to call native code through
//! hostcall ([`Host`](crate::Host): functions, closures, classes), and what the FFI module
//! and the runtime above it build on. It names none of their types: their per-engine state
//! sits in its state map ([`state::StateMap`]).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `values`: QuickJS's constant values (`undefined`, `null`, the exception marker) and
//!   the 2^53 bound of exact numbers.
//! - `buffer`: buffers read at their live length (`live_bytes`, the one way to read one).
//! - `pointer_value`: a native address as a script value (numbers, pointer objects).
//! - `layout`: QuickJS-NG's value layout and engine hooks for thunks.
//! - `error`: [`EngineError`](crate::EngineError), [`ScriptError`](crate::ScriptError).
//! - `native`: native QuickJS functions and classes (the closure shape over a shared
//!   state), for the APIs written in Rust.
//! - `guard`: `CallGuard`, through which an owner (a library, say) disables its functions.
//! - `state`: the engine state every function object shares (`Shared`).
//! - `function`: function records, the uniform shim, the native-entry shape and its slow
//!   path, a maker's own wrapper entry (`Around`).
//! - `convert`: the Rust types closures take and return ([`JsParam`](crate::JsParam),
//!   [`JsOutput`](crate::JsOutput): every rquickjs `FromJs`/`IntoJs` type;
//!   [`JsRet`](crate::JsRet) for the ones hostcall boxes itself) and their conversions, a
//!   folder by concern (the lane, errors, markers, parameter and result conversions, the
//!   dispatch by type, the traits).
//! - `closure`: [`HostClosure`](crate::HostClosure), the closure shim and monomorphized
//!   entries, [`Func`](crate::Func): a folder, the entries written once as generic
//!   functions and one arity table naming each arity's types.
//! - `class`: [`ClassSpec`](crate::ClassSpec), [`HostClass`](crate::HostClass).
//! - `host`: [`Host`](crate::Host), [`HostOptions`](crate::HostOptions): attaching to a
//!   runtime, defining functions, closures and classes.

pub(crate) mod buffer;
pub(crate) mod class;
pub(crate) mod closure;
pub(crate) mod convert;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod guard;
pub(crate) mod host;
pub(crate) mod layout;
pub(crate) mod native;
pub(crate) mod pointer_value;
pub(crate) mod state;
pub(crate) mod values;
