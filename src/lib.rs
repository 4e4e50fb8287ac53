//! # hostcall
//!
//! Calls from JavaScript engines into native code as cheap as a direct call.
//!
//! An engine describes how it stores values ([`ValueLayout`]) and registers host functions
//! ([`MethodData`], or typed Rust functions through [`rust_host_fn`]) with a per-engine
//! [`Dispatcher`]. For each host method signature, hostcall emits (with the `jit` feature,
//! on by default) a native thunk with Cranelift that reads the engine's own values, checks
//! their tags, unboxes the arguments, calls the function directly with the C ABI and boxes
//! the result. When an argument is outside the lossless fast lane the thunk reports
//! [`Status::Fallback`] before any side effect and the dispatcher runs the engine's own
//! [`ConversionPolicy`] on the generic (libffi) path. Thunks live in one process-wide
//! [`ThunkCache`]: a new engine never recompiles.
//!
//! ```
//! use hostcall::{Dispatcher, ConversionPolicy, MethodData, MethodId, HostFnType, Status};
//! use hostcall_testkit::{Flavor, JsVal, TestEngine};
//!
//! extern "C" fn add(a: i32, b: i32) -> i32 { a.wrapping_add(b) }
//!
//! let engine = TestEngine::new(Flavor::QuickJs); // a small engine used by hostcall's tests
//! let mut d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())?;
//! let f = add as extern "C" fn(i32, i32) -> i32;
//! // SAFETY: `add` has exactly the signature `HostFnType` derives from its type.
//! let data = unsafe { MethodData::new(MethodId(0xADD), f.address(), <extern "C" fn(i32, i32) -> i32>::signature())? };
//! let add = d.register(data)?;
//! let argv = engine.values(&[JsVal::Int(2), JsVal::Int(40)]);
//! let mut ret = engine.slot();
//! // SAFETY: argv holds two live values of the engine's layout; ret has room for one.
//! let status = unsafe { d.call(add, engine.cx(), std::ptr::null(), argv.as_ptr(), 2, ret.as_mut_ptr()) };
//! assert_eq!(status, Status::Ok);
//! assert_eq!(unsafe { engine.read(ret.as_ptr()) }, JsVal::Int(42));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod cache;
mod dispatch;

#[cfg(feature = "jit")]
#[path = "jit.rs"]
mod jit;
#[cfg(not(feature = "jit"))]
#[path = "jit_disabled.rs"]
mod jit;

pub use cache::{register_method, CacheStats, Resolved, ThunkCache, ThunkRef};
pub use dispatch::{CallCounts, DispatchError, Dispatcher, MethodHandle};
pub use hostcall_core::{
    self as core, fast_lane_accepts, generic, lane, layout, policy, rust_host_fn, BufferArg,
    CStrArg, Class, ConversionPolicy, Converted, ErrorKind, Hooks, HostContext, HostError,
    HostFnType, LayoutRef, MethodData, MethodId, Mode, ParamKind, Primitive, ReceiverArg,
    RegisterError, ResultKind, RustHostFnInfo, Signature, SignatureError, Status, ThunkFn, Value,
    ValueLayout,
};

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
