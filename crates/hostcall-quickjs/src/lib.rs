//! # hostcall-quickjs
//!
//! hostcall in a real engine: QuickJS-NG (through rquickjs 0.14).
//!
//! - [`Engine`]: a runtime and context with a hostcall [`Dispatcher`](hostcall::Dispatcher).
//!   Host functions ([`Engine::define_extern_fn`], [`Engine::define_rust_fn`],
//!   [`Engine::define_raw_fn`]) are QuickJS C closures whose calls go straight to the
//!   compiled thunk for their signature, reading QuickJS's own `JSValue` array; arguments
//!   outside the fast lane run the engine's [`ConversionPolicy`](hostcall::ConversionPolicy).
//! - Host classes ([`ClassSpec`], [`Engine::define_class`]): methods, getters and setters
//!   backed by thunks, the native object reached through the `receiver` kind.
//! - The FFI module: `hostcall.dlopen(path, symbols)`, compatible with `Deno.dlopen`,
//!   refused unless [`FfiPermission`] allows it (granting it is `unsafe`; the allow-list
//!   loads exactly the files it resolved and refuses symbols of dependencies; Linux with
//!   glibc only, every `dlopen` is refused elsewhere).
//! - [`interop`]: the host object of Jint's interop benchmark.
//!
//! Errors a host function reports, and panics of Rust host functions, become JavaScript
//! exceptions with their messages.

mod class;
mod console;
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[path = "dlfcn.rs"]
mod dl;
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
#[path = "dlfcn_unsupported.rs"]
mod dl;
mod engine;
mod ffi;
#[doc(hidden)]
pub mod fuzzing;
pub mod interop;
mod layout;
mod permission;

pub use class::{ClassSpec, HostClass};
pub use engine::{Engine, EngineError, EngineOptions, LeakReport, ScriptError};
pub use layout::quickjs_layout;
pub use permission::{FfiPermission, FfiPermissionError};
