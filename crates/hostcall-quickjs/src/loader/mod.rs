//! Loading libraries: `dlopen`/`dlsym` with the allow-list's checks, and which libraries
//! scripts may open. Uses neither rquickjs nor the dispatcher.

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[path = "dlfcn.rs"]
pub(crate) mod dl;
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
#[path = "dlfcn_unsupported.rs"]
pub(crate) mod dl;
pub(crate) mod permission;
pub(crate) mod stack;
pub(crate) mod unload;
