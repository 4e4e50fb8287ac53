//! A closure's parameter list ([`ParamList`]): the tuple `((M1, A1), ..., (Mn, An))` of each
//! parameter's marker and type, taken in turn from the shim's native arguments, along the
//! lane, or rquickjs's way. One impl per arity, from the arity table; each parameter's own
//! conversion is its [`JsParam`]'s.

use hostcall::core::typed::NativeParam;
use hostcall::{HostContext, HostError, ParamKind};
use rquickjs::function::{FromParam, ParamRequirement, ParamsAccessor};
use rquickjs::qjs;

use crate::binding::convert::marker::Marker;
use crate::binding::convert::{CallCx, CallError, JsParam, RawArgs};

/// A closure's parameters, as a list: what the entries (generic over it) need to know of
/// them and how they take them, each parameter in turn.
pub trait ParamList<'js>: Sized {
    /// The parameters as the closure takes them: `(A1, ..., An)`.
    type Args;
    /// The shim's native arguments: `(A1::Native, ..., An::Native)`.
    type Natives;
    /// Each native argument's kind, in order.
    const KINDS: &'static [ParamKind];
    /// How many JavaScript arguments the lane reads (`Ctx` reads none).
    const JS_ARGS: usize;
    /// How many parameters are `Ctx`.
    const CTX_PARAMS: usize;
    /// Whether every parameter is one native argument (no `Opt`, `This` or `Rest`), so every
    /// entry and conversion can take the closure.
    const ONE_ARGUMENT_EACH: bool;

    /// What rquickjs's `FromParams` of the parameters says: each one what its `FromParam`
    /// says.
    fn param_requirement() -> ParamRequirement;

    /// The call's `HostContext`: the native argument of the first parameter that carries it
    /// (a `Ctx`), or null.
    fn host_context(natives: &Self::Natives) -> *mut HostContext;

    /// The parameters from the shim's native arguments (the host's policy for the types the
    /// lane knows, `FromJs` for the others); the first error stops.
    ///
    /// # Safety
    ///
    /// Each native argument was passed for its kind by a backend, in a call in `cx`'s
    /// context; `'js` must not outlive the call.
    unsafe fn from_natives(
        cx: &CallCx<'_>,
        natives: Self::Natives,
    ) -> Result<Self::Args, HostError>;

    /// The parameters along the lane (the monomorphized entry under the host's policy);
    /// `None` as soon as one is off it.
    ///
    /// # Safety
    ///
    /// `argv[..JS_ARGS]` are live values of `cx`'s context; `'js` must not outlive the call.
    unsafe fn from_lane(cx: &CallCx<'_>, argv: *const qjs::JSValue) -> Option<Self::Args>;

    /// Takes the parameters under rquickjs's conversions (each one's `FromParam`) and calls
    /// `f` with them; the first error stops, and `f` is not called. (A continuation rather
    /// than a returned tuple: each conversion's error leaves the entry directly, as a
    /// closure's own sequence of `?`s would, with no `Result` of the whole tuple between.)
    ///
    /// # Safety
    ///
    /// `args`' `this` and `argv[..argc]` are live values of `cx`'s context; `'js` must not
    /// outlive the call.
    unsafe fn with_args_rquickjs<R>(
        cx: &CallCx<'_>,
        args: &RawArgs,
        f: impl FnOnce(Self::Args) -> Result<R, CallError>,
    ) -> Result<R, CallError>;

    /// The parameters through rquickjs's own machinery (each one's `FromParam`).
    fn from_params(params: &mut ParamsAccessor<'_, 'js>) -> rquickjs::Result<Self::Args>;
}

/// One parameter from its native argument; `index` is its first JavaScript argument, moved
/// past the ones it takes.
///
/// # Safety
///
/// As for [`ParamList::from_natives`].
#[inline(always)]
unsafe fn from_native<'js, M: Marker, A: JsParam<'js, M>>(
    cx: &CallCx<'_>,
    native: A::Native,
    index: &mut usize,
) -> Result<A, HostError> {
    let i = *index;
    *index = i + A::JS_ARGS;
    // SAFETY: the caller's contract.
    unsafe { A::from_native(cx, native, i) }
}

/// The call's context found so far, else the next parameter's (null when it carries none).
#[inline(always)]
fn or_context(found: *mut HostContext, next: *mut HostContext) -> *mut HostContext {
    if found.is_null() {
        next
    } else {
        found
    }
}

/// The [`ParamList`] of one arity: each item names its parameters, in order.
macro_rules! impl_param_list {
    ($($a:ident $m:ident)*) => {
        #[allow(non_snake_case)]
        impl<'js, $($m: Marker, $a: JsParam<'js, $m>),*> ParamList<'js> for ($(($m, $a),)*) {
            type Args = ($($a,)*);
            type Natives = ($(<$a as JsParam<'js, $m>>::Native,)*);
            const KINDS: &'static [ParamKind] =
                &[$(<<$a as JsParam<'js, $m>>::Native as NativeParam>::KIND),*];
            const JS_ARGS: usize = 0 $(+ <$a as JsParam<'js, $m>>::JS_ARGS)*;
            const CTX_PARAMS: usize = 0 $(+ <$a as JsParam<'js, $m>>::IS_CTX as usize)*;
            const ONE_ARGUMENT_EACH: bool = true $(&& <$a as JsParam<'js, $m>>::ONE_ARGUMENT)*;

            fn param_requirement() -> ParamRequirement {
                ParamRequirement::none()$(.combine(<$a as FromParam<'js>>::param_requirement()))*
            }

            #[inline(always)]
            fn host_context(($($a,)*): &Self::Natives) -> *mut HostContext {
                [$(<$a as JsParam<'js, $m>>::host_context($a)),*]
                    .into_iter()
                    .fold(std::ptr::null_mut(), or_context)
            }

            #[inline(always)]
            unsafe fn from_natives(
                _cx: &CallCx<'_>,
                ($($a,)*): Self::Natives,
            ) -> Result<Self::Args, HostError> {
                let mut _index = 0usize;
                // SAFETY: the caller's contract, for each parameter in turn.
                Ok(($(unsafe { from_native::<$m, $a>(_cx, $a, &mut _index) }?,)*))
            }

            #[inline(always)]
            unsafe fn from_lane(_cx: &CallCx<'_>, _argv: *const qjs::JSValue) -> Option<Self::Args> {
                let mut _index = 0usize;
                // SAFETY: the caller's contract: each parameter reads its own arguments in
                // turn, `JS_ARGS` in all.
                Some(($(unsafe { <$a as JsParam<'js, $m>>::from_lane(_cx, _argv, &mut _index) }?,)*))
            }

            #[inline(always)]
            unsafe fn with_args_rquickjs<R>(
                _cx: &CallCx<'_>,
                _args: &RawArgs,
                f: impl FnOnce(Self::Args) -> Result<R, CallError>,
            ) -> Result<R, CallError> {
                let mut _index = 0usize;
                $(
                    // SAFETY: the caller's contract, for this parameter in turn.
                    let $a = unsafe { <$a as JsParam<'js, $m>>::from_args_rquickjs(_cx, _args, &mut _index) }
                        .map_err(CallError::Rquickjs)?;
                )*
                f(($($a,)*))
            }

            #[inline(always)]
            fn from_params(_params: &mut ParamsAccessor<'_, 'js>) -> rquickjs::Result<Self::Args> {
                Ok(($(<$a as FromParam<'js>>::from_param(_params)?,)*))
            }
        }
    };
}

for_each_arity!(impl_param_list);
