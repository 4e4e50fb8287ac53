//! The entries' bodies, written once: ordinary generic functions over the closure (`F`, of
//! kind `K`, its result's marker `MO`) and its parameter list (`P`, a [`ParamList`]). The
//! registered method's signature, the shims' body (the dispatcher's path), the two
//! monomorphized `JSCClosure` entries, and the call through rquickjs's own machinery.
//! `HostClosure`'s per-arity impls only name the types and the shims' C signatures.

use std::ffi::{c_int, c_void};
use std::panic::{catch_unwind, AssertUnwindSafe};

use hostcall::core::typed::{run_guarded, typed_signature, NativeResult};
use hostcall::core::{EnvArg, MAX_PARAMS};
use hostcall::{HostContext, HostError, ParamKind, Signature};
use rquickjs::function::Params;
use rquickjs::qjs;

use crate::binding::closure::invoke::kind::Kind;
use crate::binding::closure::invoke::Invoke;
use crate::binding::closure::params::ParamList;
use crate::binding::closure::raise::{finish_mono_rquickjs, host_error_in, no_env};
use crate::binding::closure::{ClosureConversions, ClosureEnv};
use crate::binding::convert::marker::Marker;
use crate::binding::convert::{
    rquickjs_error, throw_rquickjs, CallCx, CallError, JsOutput, RawArgs, RawValue,
};
use crate::binding::function::{function_of, native_slow, record_env, JS_EXCEPTION};

/// What every entry needs of a closure: `F` is called ([`Invoke`], as a closure of kind `K`)
/// with the arguments of the parameter list `P`, and its result is a [`JsOutput`] of marker
/// `MO`. Every such closure is one (a blanket impl), so the entries' bounds are this one.
pub trait Callable<'js, K, MO: Marker, P: ParamList<'js>>: Sized + 'static {
    /// The closure's result.
    type Out: JsOutput<'js, MO>;
    /// Calls the closure ([`Invoke::invoke`]).
    fn call(&self, args: P::Args) -> Result<Self::Out, HostError>;
}

impl<'js, F, K, MO, P> Callable<'js, K, MO, P> for F
where
    F: Invoke<K, P::Args> + 'static,
    F::Output: JsOutput<'js, MO>,
    K: Kind,
    MO: Marker,
    P: ParamList<'js>,
{
    type Out = F::Output;
    #[inline(always)]
    fn call(&self, args: P::Args) -> Result<F::Output, HostError> {
        self.invoke(args)
    }
}

/// The registered method's signature, `(env, context, natives...) -> value`; with a `Ctx`
/// parameter, `(env, natives...) -> value`, the context where the `Ctx` is.
pub(super) fn signature<'js, P: ParamList<'js>>() -> Signature {
    const {
        assert!(
            2 + P::KINDS.len() <= MAX_PARAMS,
            "a hostcall closure takes at most 14 parameters"
        );
    };
    let mut params = vec![ParamKind::Env];
    // The call's `HostContext` comes first unless a `Ctx` parameter takes it.
    if P::CTX_PARAMS == 0 {
        params.push(ParamKind::Context);
    }
    params.extend_from_slice(P::KINDS);
    typed_signature(params, <RawValue as NativeResult>::KIND)
}

/// The shims' body: converts the native arguments, calls the closure, boxes the result with
/// the host's policy; an error or a panic is reported through the context.
///
/// # Safety
///
/// Called by a shim (its caller a thunk or the generic backend) for a method whose user data
/// is a `ClosureEnv<F>` (or null), with the call's live context `hctx` and each native
/// argument passed for its kind.
#[inline(always)]
pub(super) unsafe fn shim_body<'js, F, K, MO, P>(
    env: EnvArg,
    hctx: *mut HostContext,
    natives: P::Natives,
) -> RawValue
where
    F: Callable<'js, K, MO, P>,
    MO: Marker,
    P: ParamList<'js>,
{
    let body = || -> Result<RawValue, HostError> {
        let env = env.0.cast::<ClosureEnv<F>>().cast_const();
        if env.is_null() {
            return Err(no_env());
        }
        // SAFETY: the method's user data is this closure's live environment (the caller's
        // contract; the function object holding it is alive while it is being called).
        let env = unsafe { &*env };
        // SAFETY: `hctx` is the live context of this call.
        let raw = unsafe { (*hctx).engine() }.cast::<qjs::JSContext>();
        // SAFETY: the engine context of a QuickJS call is its live context.
        let Some(cx) = (unsafe { CallCx::new(raw, &env.shared) }) else {
            return Err(no_env());
        };
        // SAFETY: the backend passed each argument for its kind, in this call's context; the
        // closure cannot keep `'js` past the call.
        let args = unsafe { P::from_natives(&cx, natives) }?;
        let out = env.f.call(args)?;
        // SAFETY: in this call's context.
        match unsafe { out.into_js_policy(&cx) } {
            Ok(v) => Ok(RawValue(v)),
            Err(CallError::Host(e)) => Err(e),
            Err(CallError::Rquickjs(e)) => Err(rquickjs_error(e)),
        }
    };
    // SAFETY: `hctx` is the live context of this call.
    unsafe { run_guarded(hctx, body) }
}

/// [`shim_body`] for the shim of a closure with a `Ctx` parameter, whose native argument is
/// the call's context.
///
/// # Safety
///
/// As for [`shim_body`], the context being the `Ctx` parameter's native argument.
#[inline(always)]
pub(super) unsafe fn shim_ctx_body<'js, F, K, MO, P>(env: EnvArg, natives: P::Natives) -> RawValue
where
    F: Callable<'js, K, MO, P>,
    MO: Marker,
    P: ParamList<'js>,
{
    let hctx = P::host_context(&natives);
    if hctx.is_null() {
        // Not reachable: the signature has the context where a `Ctx` parameter is. Nothing
        // can be reported without it.
        return RawValue::failed();
    }
    // SAFETY: forwarded; `hctx` is the call's context.
    unsafe { shim_body::<'js, F, K, MO, P>(env, hctx, natives) }
}

/// The monomorphized entry under the host's policy: QuickJS's `JSCClosure`, whose opaque is
/// the function's record. Each parameter along the lane; off it, the call goes untouched to
/// the native entries' slow path (the generic backend with the policy, through the shim).
///
/// # Safety
///
/// Called by QuickJS with a `JSCClosure`'s arguments for a function object made with this
/// entry (its record's method copy carries a `ClosureEnv<F>`).
pub(super) unsafe extern "C" fn mono<'js, F, K, MO, P>(
    ctx: *mut qjs::JSContext,
    this: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue
where
    F: Callable<'js, K, MO, P>,
    MO: Marker,
    P: ParamList<'js>,
{
    // SAFETY: QuickJS passes this object's live record as `opaque`.
    let env = unsafe { record_env(opaque) }
        .cast::<ClosureEnv<F>>()
        .cast_const();
    let n = usize::try_from(argc).unwrap_or(0);
    if env.is_null() || n < P::JS_ARGS {
        // SAFETY: forwarding QuickJS's own arguments to the slow path.
        return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) };
    }
    // SAFETY: the record's environment is a live `ClosureEnv<F>`.
    let env = unsafe { &*env };
    // SAFETY: `ctx` is QuickJS's live calling context.
    let Some(cx) = (unsafe { CallCx::new(ctx, &env.shared) }) else {
        // SAFETY: as above.
        return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) };
    };
    // SAFETY: `JS_ARGS <= argc` (checked above): live arguments; the closure cannot keep
    // `'js` past the call.
    let Some(args) = (unsafe { P::from_lane(&cx, argv) }) else {
        // Off the lane: nothing was called, what was converted is dropped; the slow path
        // makes the call with the policy.
        // SAFETY: as above.
        return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) };
    };
    let out = catch_unwind(AssertUnwindSafe(|| {
        let out = env.f.call(args).map_err(CallError::Host)?;
        // SAFETY: in this call's context.
        unsafe { out.into_js_policy(&cx) }
    }));
    // SAFETY: QuickJS's arguments.
    unsafe { finish_mono_rquickjs(ctx, opaque, out, ClosureConversions::Policy) }
}

/// The monomorphized entry under rquickjs's conversions: each parameter along the lane or,
/// off it, through its `FromJs`; the result boxed as rquickjs's `IntoJs` boxes it.
///
/// # Safety
///
/// As for [`mono`].
pub(super) unsafe extern "C" fn mono_rquickjs<'js, F, K, MO, P>(
    ctx: *mut qjs::JSContext,
    this: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue
where
    F: Callable<'js, K, MO, P>,
    MO: Marker,
    P: ParamList<'js>,
{
    // SAFETY: QuickJS passes this object's live record as `opaque`.
    let env = unsafe { record_env(opaque) }
        .cast::<ClosureEnv<F>>()
        .cast_const();
    if env.is_null() {
        // SAFETY: forwarding QuickJS's own arguments to the slow path.
        return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) };
    }
    // SAFETY: the record's environment is a live `ClosureEnv<F>`.
    let env = unsafe { &*env };
    // SAFETY: `ctx` is QuickJS's live calling context.
    let Some(cx) = (unsafe { CallCx::new(ctx, &env.shared) }) else {
        // SAFETY: as above.
        return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) };
    };
    let n = usize::try_from(argc).unwrap_or(0);
    let required = P::param_requirement().min();
    if n < required {
        // rquickjs's `Params::check_params`: every plain parameter is required.
        let e = rquickjs::Error::MissingArgs {
            expected: required,
            given: n,
        };
        // SAFETY: `ctx` is the calling context.
        unsafe { throw_rquickjs(ctx, &e) };
        return JS_EXCEPTION;
    }
    let raw_args = RawArgs {
        this,
        argv,
        argc: n,
        // SAFETY: `opaque` is the record of the function being called.
        func: unsafe { function_of(opaque) },
    };
    // The conversions run inside `catch_unwind` too: an application's own `FromJs` may
    // panic, and nothing may unwind out of this `extern "C"` fn.
    let out = catch_unwind(AssertUnwindSafe(|| {
        let call = |args: P::Args| {
            let out = env.f.call(args).map_err(CallError::Host)?;
            // SAFETY: in this call's context.
            unsafe { out.into_js_rquickjs(&cx) }
        };
        // SAFETY: `this` and `argv[..n]` are QuickJS's live arguments; the closure cannot
        // keep `'js` past the call.
        unsafe { P::with_args_rquickjs(&cx, &raw_args, call) }
    }));
    // SAFETY: QuickJS's arguments.
    unsafe { finish_mono_rquickjs(ctx, opaque, out, ClosureConversions::Rquickjs) }
}

/// A call through rquickjs's own function machinery (`IntoJsFunc::call`): rquickjs's
/// `FromParams` and `IntoJs`, so exactly rquickjs's results.
pub(super) fn call_params<'js, F, K, MO, P>(
    f: &F,
    params: Params<'_, 'js>,
) -> rquickjs::Result<rquickjs::Value<'js>>
where
    F: Callable<'js, K, MO, P>,
    MO: Marker,
    P: ParamList<'js>,
{
    let ctx = params.ctx().clone();
    let mut access = params.access();
    let args = P::from_params(&mut access)?;
    let out = f.call(args).map_err(|e| host_error_in(&ctx, &e))?;
    match out.into_value(&ctx) {
        Ok(v) => Ok(v),
        Err(CallError::Rquickjs(e)) => Err(e),
        Err(CallError::Host(e)) => Err(host_error_in(&ctx, &e)),
    }
}
