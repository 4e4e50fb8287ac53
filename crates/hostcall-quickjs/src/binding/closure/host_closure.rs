//! [`HostClosure`], what hostcall can make a JavaScript function of, and its impls: one per
//! arity, from the arity table, each naming its parameter list's types and its shims' C
//! signatures and handing every body to `entries`.

use std::ffi::c_void;

use hostcall::core::EnvArg;
use hostcall::{HostContext, Signature};
use rquickjs::function::{ParamRequirement, Params};
use rquickjs::qjs;

use crate::binding::closure::entries::{self, Callable};
use crate::binding::closure::invoke::kind::Kind;
use crate::binding::closure::invoke::Invoke;
use crate::binding::closure::params::ParamList;
use crate::binding::convert::marker::Marker;
use crate::binding::convert::{JsOutput, JsParam, RawValue};

/// A closure hostcall can make a JavaScript function of: any `Fn(A1, ..., An) -> R + 'static`
/// (n <= 14) whose parameters are [`JsParam`]s (any `FromJs` type, `Opt`/`This`/`Rest` of
/// one, `Ctx` in any position) and whose result is a [`JsOutput`] (any `IntoJs` type, or a
/// `Result<T, HostError>` of one). `P` is the parameter list with each one's marker
/// (inferred).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a hostcall closure",
    label = "not a closure hostcall can call",
    note = "a hostcall closure is what rquickjs's `Func` takes: `Fn(A1, ..., An) -> R + 'static` (up to 14 parameters; or rquickjs's `MutFn`, `OnceFn`, `Async` of one) whose parameters implement `rquickjs::FromJs` (or are `Opt`, `This`, `Rest`, `FuncArg` of one, or `Ctx`) and whose result implements `rquickjs::IntoJs` (or is a `Result<T, hostcall::HostError>` of one)"
)]
pub trait HostClosure<'js, P>: Sized + 'static {
    /// `(env, context, natives...) -> result`.
    #[doc(hidden)]
    fn signature() -> Signature;
    /// The shim the registered method calls.
    #[doc(hidden)]
    fn shim() -> *const c_void;
    /// The monomorphized entry.
    #[doc(hidden)]
    fn mono() -> qjs::JSCClosure;
    /// The monomorphized entry under rquickjs's conversions
    /// ([`ClosureConversions::Rquickjs`](crate::ClosureConversions::Rquickjs)).
    #[doc(hidden)]
    fn mono_rquickjs() -> qjs::JSCClosure;
    /// Whether every parameter is one native argument (no `Opt`, `This` or `Rest`), so
    /// every entry and conversion can take the closure.
    #[doc(hidden)]
    fn one_argument_each() -> bool;
    /// How many parameters are `Ctx` (at most one on the dispatcher's path: the signature
    /// has one context).
    #[doc(hidden)]
    fn ctx_params() -> usize;
    /// What rquickjs's `IntoJsFunc::param_requirements` says for this closure.
    #[doc(hidden)]
    fn param_requirements() -> ParamRequirement;
    /// A call through rquickjs's own function machinery (`IntoJsFunc::call`): rquickjs's
    /// `FromParams` and `IntoJs`, so exactly rquickjs's results.
    #[doc(hidden)]
    fn call_params(&self, params: Params<'_, 'js>) -> rquickjs::Result<rquickjs::Value<'js>>;
}

/// The `HostClosure` impl of one arity: the parameter list's types and the shims' C
/// signatures (one native argument per parameter); every body is [`entries`]'.
macro_rules! impl_host_closure {
    ($($a:ident $m:ident)*) => {
        impl<'js, F, K, Out, MO, $($a, $m),*> HostClosure<'js, (K, MO, $(($m, $a),)*)> for F
        where
            F: Invoke<K, ($($a,)*), Output = Out> + 'static,
            K: Kind,
            MO: Marker,
            Out: JsOutput<'js, MO>,
            $($m: Marker, $a: JsParam<'js, $m>,)*
        {
            fn signature() -> Signature {
                entries::signature::<'js, ($(($m, $a),)*)>()
            }

            fn shim() -> *const c_void {
                /// The registered method's function when no parameter is `Ctx`:
                /// `(env, context, natives...)`.
                ///
                /// # Safety
                ///
                /// As for [`entries::shim_body`].
                #[allow(clippy::too_many_arguments, non_snake_case)] // one per parameter
                unsafe extern "C" fn shim<'js, F, K, MO, P, $($a),*>(
                    env: EnvArg,
                    hctx: *mut HostContext,
                    $($a: $a,)*
                ) -> RawValue
                where
                    F: Callable<'js, K, MO, P>,
                    MO: Marker,
                    P: ParamList<'js, Natives = ($($a,)*)>,
                {
                    // SAFETY: forwarded.
                    unsafe { entries::shim_body::<'js, F, K, MO, P>(env, hctx, ($($a,)*)) }
                }

                /// The registered method's function when one parameter is `Ctx`: `(env,
                /// natives...)`, the `Ctx` parameter's native being the call's context.
                ///
                /// # Safety
                ///
                /// As for [`entries::shim_ctx_body`].
                #[allow(clippy::too_many_arguments, non_snake_case)] // one per parameter
                unsafe extern "C" fn shim_ctx<'js, F, K, MO, P, $($a),*>(
                    env: EnvArg,
                    $($a: $a,)*
                ) -> RawValue
                where
                    F: Callable<'js, K, MO, P>,
                    MO: Marker,
                    P: ParamList<'js, Natives = ($($a,)*)>,
                {
                    // SAFETY: forwarded.
                    unsafe { entries::shim_ctx_body::<'js, F, K, MO, P>(env, ($($a,)*)) }
                }

                if Self::ctx_params() == 0 {
                    shim::<'js, F, K, MO, ($(($m, $a),)*), $(<$a as JsParam<'js, $m>>::Native),*>
                        as unsafe extern "C" fn(EnvArg, *mut HostContext, $(<$a as JsParam<'js, $m>>::Native),*) -> RawValue
                        as *const c_void
                } else {
                    shim_ctx::<'js, F, K, MO, ($(($m, $a),)*), $(<$a as JsParam<'js, $m>>::Native),*>
                        as unsafe extern "C" fn(EnvArg, $(<$a as JsParam<'js, $m>>::Native),*) -> RawValue
                        as *const c_void
                }
            }

            fn mono() -> qjs::JSCClosure {
                Some(entries::mono::<'js, F, K, MO, ($(($m, $a),)*)>)
            }

            fn mono_rquickjs() -> qjs::JSCClosure {
                Some(entries::mono_rquickjs::<'js, F, K, MO, ($(($m, $a),)*)>)
            }

            fn one_argument_each() -> bool {
                <($(($m, $a),)*) as ParamList<'js>>::ONE_ARGUMENT_EACH
            }

            fn ctx_params() -> usize {
                <($(($m, $a),)*) as ParamList<'js>>::CTX_PARAMS
            }

            fn param_requirements() -> ParamRequirement {
                <($(($m, $a),)*) as ParamList<'js>>::param_requirement()
            }

            fn call_params(&self, params: Params<'_, 'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
                entries::call_params::<F, K, MO, ($(($m, $a),)*)>(self, params)
            }
        }
    };
}

for_each_arity!(impl_host_closure);
