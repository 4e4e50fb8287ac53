//! The Rust types a closure given to hostcall takes and returns, and how each one crosses.
//!
//! Every type rquickjs's `Func` takes is a parameter ([`JsParam`]): one blanket impl per way
//! a value crosses, told apart by an inferred [`marker`] (any `FromJs` type: one argument;
//! `Opt`/`This`/`Rest` of one; `Ctx`, no argument). Inside the `FromJs` impl the lane is
//! chosen by type (`typeid`'s lifetime-erased comparison, a constant per instantiation) for
//! the types it knows:
//!
//! | Rust type | from JavaScript |
//! |---|---|
//! | `i8` ... `u64`, `isize`, `usize` | the lane: int32 in range, integral float64 in range; else the policy |
//! | `f32`, `f64` | int32, float64; else the policy |
//! | `bool` | booleans; else the policy |
//! | `rquickjs::Value` | anything, untouched |
//! | `String` (Rust's) | as `rquickjs::String`, copied |
//! | `rquickjs::String` | strings; under JS coercion also numbers, booleans, BigInts, `null`, `undefined` (`ToString`, which runs no script for primitives) |
//! | `rquickjs::Object` | objects (functions and arrays included) |
//! | `rquickjs::Function` | functions |
//! | `Option<T>` of any of those | `null` and `undefined` are `None` |
//! | every other `FromJs` type (the application's own, `Vec<T>`, `Array`, `Coerced<T>`, classes...) | its own `FromJs`, on every path and under every policy |
//! | `rquickjs::Ctx`, any position | the calling context |
//! | `Opt<T>`, `This<T>`, `Rest<T>` (`T` any `FromJs` type) | rquickjs's `FromParam` meaning; only the monomorphized entry under rquickjs's conversions |
//!
//! The table's "else the policy" is [`ClosureConversions::Policy`]; under the default,
//! [`ClosureConversions::Rquickjs`], a value off the lane converts with the type's `FromJs`
//! (`param_rquickjs`) and 64-bit results box as rquickjs's `IntoJs` does.
//!
//! Results ([`JsOutput`]): any `IntoJs` type, or `Result<T, HostError>` of one. The types
//! hostcall boxes itself ([`KnownOutput`](boxing::KnownOutput): the scalars, boxed losslessly under the policy,
//! `()`, the rquickjs types, `String`, `&'static str`, `Option` and `rquickjs::Result` of
//! those) are boxed inline; any other type through its `IntoJs`. An `Err` becomes an
//! exception; `rquickjs::Error::Exception` rethrows the exception already pending.
//!
//! Each type converts in two places: in the Rust shim the thunk and the generic backend call
//! (every parameter but `Ctx` passed as a `value`), and in the monomorphized entry (from the
//! QuickJS value, along the lane, falling back to the generic backend off it under the
//! policy). The differential tests check that both agree with the generic backend
//! (`closure_diff`) and, under rquickjs's conversions, with rquickjs's own `Func`
//! (`rquickjs_parity`).
//!
//! [`ClosureConversions::Policy`]: crate::ClosureConversions::Policy
//! [`ClosureConversions::Rquickjs`]: crate::ClosureConversions::Rquickjs
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `lane`: the lane on QuickJS's tags: the lossless readers of one argument for the
//!   scalar types, and a value's type as the lane's messages name it.
//! - `errors`: the conversion errors ([`CallError`]) and how they are raised (rquickjs's
//!   errors exactly as rquickjs raises them).
//! - `marker`: the inferred markers telling the blanket impls of [`JsParam`] and
//!   [`JsOutput`] apart.
//! - `from_value`: the parameter types the lane knows (`FromValue`: the scalars, `String`,
//!   rquickjs's value types, `Option` of those): the lane, and the host's policy off it.
//! - `boxing`: the result types hostcall boxes itself ([`JsRet`], `KnownOutput`): the
//!   lossless rule and rquickjs's.
//! - `dispatch`: the choice by type (`typeid`): a known type to its `from_value` or `boxing`
//!   conversion, any other to rquickjs's own `FromJs`/`IntoJs`.
//! - `wrappers`: rquickjs's parameter wrappers (`Opt`, `This`, `Rest`, `FuncArg`) and class
//!   members' receivers ([`ThisRef`], [`ThisMut`]).
//! - `params`: [`JsParam`], the parameter trait, one blanket impl per marker.
//! - `outputs`: [`JsOutput`], the result trait, one blanket impl per marker.
//!
//! This file keeps what every part shares: the call's conversion context ([`CallCx`]), the
//! call's raw arguments ([`RawArgs`]) and the seals.

use std::ffi::c_void;
use std::ptr::NonNull;

use hostcall::core::lane::Acquired;
use hostcall::{ConversionPolicy, HostError, ParamKind, Value};
use rquickjs::{qjs, Ctx};

use crate::binding::layout::quickjs_layout;
use crate::binding::state::Shared;

mod boxing;
mod dispatch;
mod errors;
mod from_value;
mod lane;
pub mod marker;
mod outputs;
mod params;
mod wrappers;

pub use boxing::{JsRet, RawValue};
pub use errors::CallError;
pub(crate) use errors::{rquickjs_error, throw_rquickjs};
pub use outputs::JsOutput;
pub use params::JsParam;
pub use wrappers::{ThisMut, ThisRef};

pub(crate) mod sealed {
    /// Closes the conversion traits: hostcall implements them, no one else.
    pub trait Sealed {}
    /// Closes [`KnownOutput`](super::boxing::KnownOutput).
    pub trait SealedOutput {}
    /// Closes [`marker::Marker`](super::marker::Marker).
    pub trait SealedMarker {}
    /// Closes [`Wrapper`](super::wrappers::Wrapper).
    pub trait SealedWrapper {}
}

/// What a conversion needs: the calling context and the host's shared state (its policy).
#[doc(hidden)]
pub struct CallCx<'a> {
    ctx: NonNull<qjs::JSContext>,
    shared: &'a Shared,
}

impl<'a> CallCx<'a> {
    /// # Safety
    ///
    /// `ctx` is the live context of the current call, on its thread.
    pub(crate) unsafe fn new(ctx: *mut qjs::JSContext, shared: &'a Shared) -> Option<CallCx<'a>> {
        NonNull::new(ctx).map(|ctx| CallCx { ctx, shared })
    }

    /// The raw context.
    pub(crate) fn raw(&self) -> *mut qjs::JSContext {
        self.ctx.as_ptr()
    }

    /// The context as rquickjs's `Ctx` (a new reference to it).
    ///
    /// # Safety
    ///
    /// `'js` must not outlive the current call (the closure's own parameters, which it cannot
    /// keep: it is `'static`).
    #[inline(always)]
    pub(crate) unsafe fn ctx<'js>(&self) -> Ctx<'js> {
        // SAFETY: the context is live and this thread holds the runtime (QuickJS is calling
        // us on it); the caller bounds `'js`.
        unsafe { Ctx::from_raw(self.ctx) }
    }

    fn policy(&self) -> &ConversionPolicy {
        self.shared.dispatcher.policy()
    }

    /// Wraps a borrowed value as an rquickjs value (a new reference).
    ///
    /// # Safety
    ///
    /// `v` is a live value of this context; `'js` as in [`CallCx::ctx`].
    #[inline(always)]
    unsafe fn value<'js>(&self, v: &qjs::JSValue) -> rquickjs::Value<'js> {
        // SAFETY: the caller's contract; the duplicated reference is owned by the result.
        unsafe {
            let owned = qjs::JS_DupValue(self.raw(), *v);
            rquickjs::Value::from_raw(self.ctx(), owned)
        }
    }

    /// Converts a value off the lane with the host's policy, as the generic backend does for
    /// a parameter of `kind`: the native argument's eight bytes.
    ///
    /// # Safety
    ///
    /// `v` is a live value of this context.
    unsafe fn convert(
        &self,
        kind: ParamKind,
        index: usize,
        v: &qjs::JSValue,
    ) -> Result<[u8; 8], HostError> {
        let mut acq = Acquired::new(quickjs_layout(), self.raw().cast::<c_void>());
        let p = (v as *const qjs::JSValue).cast::<Value>();
        // SAFETY: `p` is a live value of the QuickJS layout in this context (caller's
        // contract); `acq` releases what the conversion acquired when it drops.
        let slot = unsafe { self.policy().convert(kind, index, p, &mut acq) }?;
        Ok(slot.bytes())
    }
}

/// QuickJS's arguments of one call, as the monomorphized entry got them.
#[doc(hidden)]
pub struct RawArgs {
    pub(crate) this: qjs::JSValue,
    pub(crate) argv: *const qjs::JSValue,
    pub(crate) argc: usize,
    /// The function object being called (rquickjs's `FuncArg`), borrowed.
    pub(crate) func: qjs::JSValue,
}
