#![doc = include_str!("../README.md")]

// Modules, in layers (each uses only the modules above it):
//
// - `jit`: the JIT backend, selected by the `jit` feature: `jit.rs` forwards to hostcall-jit,
//   `jit_disabled.rs` refuses everything. A leaf.
// - `backend`: backend selection: `Backend`, `ThunkRef`, `BackendError`, and compiling
//   through `jit` with typed errors.
// - `registry`: the process-wide method registry (`register_method`, `registered_methods`).
// - `code_cache`: the persistent code cache (compiled code kept on disk, verified before use).
// - `cache`: the process-wide thunk cache (shapes and methods), tier policy, compile worker.
// - `callback`: `Callback`: a script function as a C function pointer (a packed entry, the
//   JIT's upcall code, or a libffi closure).
// - `pack`: thunk packs built ahead of time, installed in the cache (`register`) and, for
//   callbacks, in `callback`'s pools.
// - `dispatch`: an engine's `Dispatcher`: L1 table, call paths, counters.
//
// This file only declares the modules and re-exports.

#[cfg(feature = "jit")]
#[path = "jit.rs"]
mod jit;
#[cfg(not(feature = "jit"))]
#[path = "jit_disabled.rs"]
mod jit;

mod backend;
pub mod cache;
mod callback;
pub mod code_cache;
mod dispatch;
pub mod pack;
mod registry;

pub use backend::{Backend, BackendError, ParseBackendError, ThunkRef};
pub use cache::{
    CacheStats, CodeOrigin, ParseTierPolicyError, Resolved, ThunkCache, TierPolicy,
    DEFAULT_TIER_THRESHOLD,
};
pub use callback::{Callback, CallbackStats};
pub use code_cache::{CodeCache, CodeCacheError, CodeCacheStats};
pub use dispatch::{CallCounts, DispatchError, Dispatcher, MethodHandle, CALLER_COMPILE_GRACE};
pub use hostcall_core::{
    self as core, fast_lane_accepts, generic, lane, layout, policy, rust_host_fn, BufferArg,
    CStrArg, CallFrame, Class, ConversionPolicy, Converted, Dialect, ErrorKind, Hooks, HostContext,
    HostError, HostFnType, LayoutRef, MethodData, MethodId, Mode, ParamKind, Primitive,
    ReceiverArg, RegisterError, ResultKind, RustHostFnInfo, Signature, SignatureError, Status,
    ThunkFn, Value, ValueLayout,
};
pub use hostcall_core::{
    upcall, CClosureEntry, CallbackParam, CallbackSignature, EntryKind, UpcallHooks, UpcallRecord,
};
pub use registry::{register_method, registered_methods};

/// Building thunk packs in a build script (feature `build`): [`build::PackSpec`] compiles
/// the shapes a program uses for its target, [`build::BuiltPack::write_for_cargo`] links
/// them; the program includes the description with [`include_pack!`] and registers it with
/// [`pack::register`].
#[cfg(feature = "build")]
pub mod build {
    pub use hostcall_jit::pack::{BuiltPack, PackSpec};
}

/// Includes the Rust description of a thunk pack a build script wrote with
/// `BuiltPack::write_for_cargo(out_dir, name)`: a module named after the pack with its
/// `PACK`.
#[macro_export]
macro_rules! include_pack {
    ($name:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $name, ".rs"));
    };
}
