//! # hostcall-quickjs
//!
//! hostcall in a real engine: QuickJS-NG (through rquickjs 0.14).
//!
//! - [`Engine`]: a runtime and context with a hostcall [`Dispatcher`](hostcall::Dispatcher).
//!   Host functions ([`Engine::define_extern_fn`], [`Engine::define_rust_fn`],
//!   [`Engine::define_raw_fn`]) are QuickJS C closures whose calls go straight to the
//!   compiled thunk for their signature, reading QuickJS's own `JSValue` array; arguments
//!   outside the fast lane run the engine's [`ConversionPolicy`](hostcall::ConversionPolicy).
//! - [`Host`]: hostcall attached to any rquickjs runtime (yours: your `Runtime`, contexts,
//!   modules and classes), its dispatcher living as long as the runtime; [`Engine`] is a
//!   convenience over it.
//! - Rust closures with captured state ([`Host::func`], [`func`], [`Func`], the drop-in for
//!   rquickjs's `Func`, also rquickjs's `IntoJsFunc`), taking and returning numbers and
//!   rquickjs's `Value`, `String`, `Object`, `Function`, `Option` of those, `Opt`, `Rest`,
//!   `This`, `Coerced`: called through a monomorphized Rust thunk (or the Cranelift thunk of
//!   their signature, [`ClosureEntry`]), with rquickjs's conversions by default
//!   ([`ClosureConversions`]), panics and `Err`s becoming exceptions.
//! - Host classes ([`ClassSpec`], [`Engine::define_class`]): methods, getters and setters
//!   backed by thunks, the native object reached through the `receiver` kind.
//! - The FFI module: `hostcall.dlopen(path, symbols)`, compatible with `Deno.dlopen`,
//!   refused unless [`FfiPermission`] allows it (granting it is `unsafe`; the allow-list
//!   loads exactly the files it resolved and refuses symbols of dependencies; Linux with
//!   glibc only, every `dlopen` is refused elsewhere), and `hostcall.UnsafeCallback`
//!   (`Deno.UnsafeCallback`): script functions as C function pointers, callable from any
//!   thread when made thread-safe (docs/ffi.md, "Callbacks").
//!
//! With the `testing` feature (not part of the API: for this workspace's tests, benches,
//! fuzz targets and the CLI's `--interop-host`), two hidden modules: `interop`, the host
//! object of Jint's interop benchmark, and `fuzzing`, the oracle of the JS fuzz target.
//!
//! Errors a host function reports, and panics of Rust host functions, become JavaScript
//! exceptions with their messages.

//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `dl`: `dlopen`/`dlsym` with the checks of the allow-list (`dlfcn.rs`; a stub that
//!   refuses everything off Linux/glibc).
//! - `permission`: [`FfiPermission`], which libraries scripts may open.
//! - `layout`: QuickJS-NG's value layout and engine hooks for thunks.
//! - `error`: [`EngineError`], [`ScriptError`].
//! - `rejection`: promises rejected with no handler, reported by [`Engine::run`].
//! - `callback`: the engine's side of callbacks (upcalls): the hooks, each callback's
//!   leaked data, the queue from other threads, the pending callback error;
//!   [`CallbackCounts`].
//! - `unload`: when closed libraries are unloaded (never under a callback, in a finalizer
//!   or while a call holds them; never when the script did not close them).
//! - `function`: function records, the uniform shim, the native-entry shape and its slow
//!   path, the entry of functions with `function` parameters; `CallGuard`, through which an
//!   owner disables its functions.
//! - `convert`: the Rust types closures take and return ([`JsParam`], [`JsRet`],
//!   [`JsOutput`]) and their conversions, in the shim and along the lane.
//! - `closure`: [`HostClosure`], the closure shim and monomorphized entries,
//!   [`ClosureConversions`], [`Func`].
//! - `class`: [`ClassSpec`], [`HostClass`], defining a class's prototype.
//! - `host`: [`Host`], [`HostOptions`]: attaching to a runtime, defining functions, closures
//!   and classes.
//! - `console`: the global `console`.
//! - `unsafe_callback`: `hostcall.UnsafeCallback` / `Deno.UnsafeCallback`.
//! - `native`: native QuickJS functions and classes (the closure shape over a shared
//!   state), for the APIs written in Rust.
//! - `pointer`: `UnsafePointer`, `UnsafePointerView`, `UnsafeFnPointer`.
//! - `text`: the globals `TextEncoder` and `TextDecoder` (UTF-8).
//! - `ffi_struct`: symbols passing or returning structs by value (through libffi).
//! - `nonblocking`: `nonblocking: true` symbols: arguments copied, the call on a worker
//!   thread, a `Promise` settled by the engine's loop.
//! - `ffi`: `hostcall.dlopen`, the Deno-compatible FFI module.
//! - `engine`: [`Engine`], a runtime and context with a host; installs `console` and `ffi`.
//! - `interop`, `fuzzing` (feature `testing`): fixtures built on [`Engine`].

// Layer order, bottom first.
mod binding;
mod ffi;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod fuzzing;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod interop;
mod loader;
mod runtime;

pub use binding::callback::CallbackCounts;
pub use binding::class::{ClassSpec, HostClass};
pub use binding::closure::{ClosureConversions, ClosureEntry, Func, HostClosure};
pub use binding::convert::{JsOutput, JsParam, JsRet};
pub use binding::error::{EngineError, ScriptError};
pub use binding::host::{func, Host, HostOptions};
pub use binding::layout::quickjs_layout;
pub use binding::state::StructCallCounts;
pub use loader::permission::{FfiPermission, FfiPermissionError};
pub use runtime::engine::{Engine, EngineOptions, LeakReport};
pub use runtime::globals::GlobalsInstall;
