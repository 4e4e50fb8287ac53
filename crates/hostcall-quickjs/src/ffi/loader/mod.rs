//! Libraries: which ones scripts may open, opening them with the allow-list's checks, when a
//! closed one may be unloaded, and what runs below the script on this thread. Uses neither
//! rquickjs nor the dispatcher.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `dl`: `dlopen`/`dlsym` with the checks of the allow-list (`dlfcn.rs`; a stub that
//!   refuses everything off Linux/glibc, `dlfcn_unsupported.rs`).
//! - `permission`: [`FfiPermission`](crate::FfiPermission), which libraries scripts may open.
//! - `stack`: callbacks running on this thread (native code below the script).
//! - `unload`: when closed libraries are unloaded (never under a callback, in a finalizer
//!   or while a call holds them; never when the script did not close them).

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[path = "dlfcn.rs"]
pub(crate) mod dl;
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
#[path = "dlfcn_unsupported.rs"]
pub(crate) mod dl;
pub(crate) mod permission;
pub(crate) mod stack;
pub(crate) mod unload;
