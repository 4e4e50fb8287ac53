//! [`JsParam`], the parameter types of a closure given to hostcall: any `FromJs` type (one
//! argument), a [`Wrapper`] (rquickjs's `Opt`, `This`, `Rest`, `FuncArg`, a receiver), and
//! `Ctx` (no argument), one blanket impl per [`marker`].

use hostcall::core::typed::NativeParam;
use hostcall::{HostError, Value};
use rquickjs::function::FromParam;
use rquickjs::{qjs, Ctx, FromJs};

use crate::binding::convert::dispatch::{lane_any, param_rquickjs, policy_any};
use crate::binding::convert::errors::only_rquickjs_entry;
use crate::binding::convert::marker;
use crate::binding::convert::wrappers::Wrapper;
use crate::binding::convert::{CallCx, RawArgs};

/// A parameter type of a closure given to hostcall: every type rquickjs's `FromJs` converts
/// (the application's own included), rquickjs's `Opt`, `This`, `Rest` and `FuncArg` of one,
/// and `Ctx` in any position. `M` is a marker type (private: it only tells the impls apart), inferred.
///
/// The types the lane knows (numbers, `bool`, `String`, `rquickjs::Value`, `String`,
/// `Object`, `Function`, and `Option` of those) take the lossless lane where it gives
/// rquickjs's result; every other type converts with its own `FromJs`, one parameter at a
/// time, so one such parameter does not slow the others.
///
/// ```
/// use hostcall_quickjs::Func;
/// use rquickjs::{Context, Ctx, FromJs, Runtime, Value};
///
/// // The application's own type, with its own rquickjs conversion: nothing else to write.
/// struct Point { x: f64, y: f64 }
/// impl<'js> FromJs<'js> for Point {
///     fn from_js(_ctx: &Ctx<'js>, v: Value<'js>) -> rquickjs::Result<Point> {
///         let o = rquickjs::Object::from_value(v)?;
///         Ok(Point { x: o.get("x")?, y: o.get("y")? })
///     }
/// }
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> rquickjs::Result<()> {
///     ctx.globals().set("dot", Func::from(|p: Point, k: f64| (p.x * p.y) * k))?;
///     assert_eq!(ctx.eval::<f64, _>("dot({ x: 2, y: 3 }, 10)")?, 60.0);
///     Ok(())
/// })?;
/// # Ok::<(), rquickjs::Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a hostcall closure",
    label = "rquickjs has no conversion from a JavaScript value to this type",
    note = "a hostcall closure takes what rquickjs's `Func` takes: any type implementing `rquickjs::FromJs` (implement it for your own types), `Opt`, `This`, `Rest` or `FuncArg` of one, and `Ctx`"
)]
pub trait JsParam<'js, M: marker::Marker>: Sized + FromParam<'js> {
    /// The native argument the shim takes for it (the dispatcher's path).
    #[doc(hidden)]
    type Native: NativeParam;
    /// Whether every entry and conversion can take it (everything but `Opt`, `This`,
    /// `Rest`, `FuncArg`, which only the monomorphized entry under rquickjs's conversions
    /// takes).
    #[doc(hidden)]
    const ONE_ARGUMENT: bool = true;
    /// How many JavaScript arguments it consumes on the host's-policy lane (`Ctx`: none).
    #[doc(hidden)]
    const JS_ARGS: usize = 1;
    /// Whether it is `Ctx` (whose native argument is the call's `HostContext`).
    #[doc(hidden)]
    const IS_CTX: bool = false;
    /// Converts the native argument in the shim (the host's policy for the types the lane
    /// knows, `FromJs` for the others).
    ///
    /// # Safety
    ///
    /// `native` was passed for `Self::Native::KIND` by a backend, in a call in `cx`'s
    /// context; `'js` must not outlive the call.
    #[doc(hidden)]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        native: Self::Native,
        index: usize,
    ) -> Result<Self, HostError>;
    /// The call's `HostContext`, if this parameter's native argument is it.
    #[doc(hidden)]
    fn host_context(_native: &Self::Native) -> *mut hostcall::HostContext {
        std::ptr::null_mut()
    }
    /// Takes the parameter along the lane (the monomorphized entry under the host's policy),
    /// reading `argv[*index]` if it consumes an argument; `None` falls back.
    ///
    /// # Safety
    ///
    /// `argv[*index..*index + JS_ARGS]` are live values of `cx`'s context; `'js` must not
    /// outlive the call.
    #[doc(hidden)]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        argv: *const qjs::JSValue,
        index: &mut usize,
    ) -> Option<Self>;
    /// Takes the parameter from the call's arguments under rquickjs's conversions (its
    /// `FromParam`): the lane where it gives rquickjs's result, else `FromJs`; `index` is the
    /// next unread argument.
    ///
    /// # Safety
    ///
    /// `this` and `argv[..argc]` are live values of `cx`'s context; `'js` must
    /// not outlive the call.
    #[doc(hidden)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error>;
}

impl<'js, T: FromJs<'js>> JsParam<'js, marker::Arg> for T {
    type Native = *const Value;
    #[inline]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        native: *const Value,
        index: usize,
    ) -> Result<T, HostError> {
        // SAFETY: a `value` argument points to the live argument (the kind's contract).
        unsafe { policy_any::<T>(cx, &*native.cast::<qjs::JSValue>(), index) }
    }
    #[inline]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        argv: *const qjs::JSValue,
        index: &mut usize,
    ) -> Option<T> {
        let i = *index;
        *index = i + 1;
        // SAFETY: `argv[i]` is live (the caller's contract).
        unsafe { lane_any::<T>(cx, &*argv.add(i)) }
    }
    #[inline]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<T, rquickjs::Error> {
        let i = *index;
        if i >= args.argc {
            // rquickjs panics here ("arg called too many times": a required parameter after
            // an `Opt` one, called with too few arguments); hostcall reports the missing
            // argument.
            return Err(rquickjs::Error::MissingArgs {
                expected: i + 1,
                given: args.argc,
            });
        }
        *index = i + 1;
        // SAFETY: `i < argc`: a live argument (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &*args.argv.add(i)) }
    }
}

impl<'js> JsParam<'js, marker::Context> for Ctx<'js> {
    type Native = *mut hostcall::HostContext;
    const JS_ARGS: usize = 0;
    const IS_CTX: bool = true;
    #[inline(always)]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        _native: *mut hostcall::HostContext,
        _index: usize,
    ) -> Result<Ctx<'js>, HostError> {
        // SAFETY: for this call only (the caller's contract).
        Ok(unsafe { cx.ctx() })
    }
    fn host_context(native: &*mut hostcall::HostContext) -> *mut hostcall::HostContext {
        *native
    }
    #[inline(always)]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        _argv: *const qjs::JSValue,
        _index: &mut usize,
    ) -> Option<Ctx<'js>> {
        // SAFETY: as above.
        Some(unsafe { cx.ctx() })
    }
    #[inline(always)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        _args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Ctx<'js>, rquickjs::Error> {
        // SAFETY: as above.
        Ok(unsafe { cx.ctx() })
    }
}

/// rquickjs's parameter wrappers over any `FromJs` type: `Opt<T>` (an argument that may be
/// missing), `This<T>` (the receiver), `Rest<T>` (the remaining arguments), `FuncArg<T>` (the
/// function object being called: QuickJS's closure entry is not given it, so the function's
/// record keeps it, see `function_of`).
/// Every wrapper is a parameter the same way: no native slot, never on the fast lane, taken
/// only by the rquickjs entry through its own [`Wrapper::take`].
impl<'js, W: Wrapper<'js>> JsParam<'js, marker::Wrapped> for W {
    type Native = *const Value;
    const ONE_ARGUMENT: bool = false;
    const JS_ARGS: usize = 0;
    unsafe fn from_native(
        _cx: &CallCx<'_>,
        _native: *const Value,
        _index: usize,
    ) -> Result<Self, HostError> {
        Err(only_rquickjs_entry(W::NAME))
    }
    unsafe fn from_lane(
        _cx: &CallCx<'_>,
        _argv: *const qjs::JSValue,
        _index: &mut usize,
    ) -> Option<Self> {
        None
    }
    #[inline(always)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: forwarded.
        unsafe { W::take(cx, args, index) }
    }
}
