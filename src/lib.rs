#![doc = include_str!("../README.md")]

pub mod cache;
mod dispatch;

#[cfg(feature = "jit")]
#[path = "jit.rs"]
mod jit;
#[cfg(not(feature = "jit"))]
#[path = "jit_disabled.rs"]
mod jit;

pub use cache::{
    register_method, CacheStats, Resolved, ThunkCache, ThunkRef, TierPolicy, DEFAULT_TIER_THRESHOLD,
};
pub use dispatch::{CallCounts, DispatchError, Dispatcher, MethodHandle};
pub use hostcall_core::{
    self as core, fast_lane_accepts, generic, lane, layout, policy, rust_host_fn, BufferArg,
    CStrArg, CallFrame, Class, ConversionPolicy, Converted, ErrorKind, Hooks, HostContext,
    HostError, HostFnType, LayoutRef, MethodData, MethodId, Mode, ParamKind, Primitive,
    ReceiverArg, RegisterError, ResultKind, RustHostFnInfo, Signature, SignatureError, Status,
    ThunkFn, Value, ValueLayout,
};
pub use hostcall_core::{CClosureEntry, EntryKind};

/// Which backend runs a dispatcher's calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// Cranelift thunks, falling back to the generic path for arguments outside the fast
    /// lane and for shapes the JIT cannot take.
    Jit,
    /// libffi for every call.
    Generic,
}

impl Default for Backend {
    /// [`Backend::Jit`] when this build has the `jit` feature and the CPU is supported,
    /// else [`Backend::Generic`].
    fn default() -> Backend {
        if jit::host_supported().is_ok() {
            Backend::Jit
        } else {
            Backend::Generic
        }
    }
}

impl Backend {
    /// Whether the JIT backend can run in this build on this CPU, and if not, why.
    pub fn jit_available() -> Result<(), String> {
        jit::host_supported()
    }
}

impl std::str::FromStr for Backend {
    type Err = String;
    fn from_str(s: &str) -> Result<Backend, String> {
        match s {
            "jit" => Ok(Backend::Jit),
            "generic" => Ok(Backend::Generic),
            other => Err(format!(
                "unknown backend `{other}` (expected jit or generic)"
            )),
        }
    }
}
