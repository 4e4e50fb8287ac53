//! Rust closures as host functions.
//!
//! A closure's environment (the closure itself, boxed, with the host's shared state) goes
//! into its method's user data. Two entries reach it, for every closure type `F` (generated
//! per arity by one macro, `impl_closure!`):
//!
//! - the **shim**, `extern "C" fn(env, context, A1::Native, ...) -> R::Native`: the function
//!   of the registered method, `(env, context, ...) -> ...` in hostcall's terms. The thunk of
//!   that signature (shared by every closure of the same signature, compiled once per
//!   process) and the generic backend call it, passing the user data as `env`. It converts
//!   the native arguments to the closure's types, calls the closure inside `catch_unwind`,
//!   and reports a panic or an `Err` through the context.
//! - the **monomorphized entry**, a QuickJS `JSCClosure` specialised per closure type at
//!   compile time: it reads QuickJS's argument array along the lossless lane itself, calls
//!   the closure inline and boxes the result; off the lane it hands the call, untouched, to
//!   the native entries' slow path (the generic backend with the host's policy, through the
//!   shim). No compile at run time.
//!
//! Both turn errors into exceptions, and panics too, except under rquickjs's conversions on
//! the monomorphized entry, where a panic is handed to rquickjs and resumes in the Rust
//! caller of the script as rquickjs resumes it ([`relay_panic`]); nothing unwinds through C
//! or generated frames. The environment is freed when the function object is finalized (or when the
//! runtime frees it), through the record's [`Instance`].

use std::ffi::{c_int, c_void};
use std::marker::PhantomData;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use hostcall::core::typed::{run_guarded, typed_signature, NativeParam, NativeResult};
use hostcall::core::{EnvArg, MAX_PARAMS};
use hostcall::{ErrorKind, HostContext, HostError, MethodData, MethodId, ParamKind, Signature};

use rquickjs::function::{FromParam, IntoJsFunc, ParamRequirement, Params};
use rquickjs::{qjs, Ctx};

use crate::binding::convert::marker::Marker;
use crate::binding::convert::{
    rquickjs_error, throw_rquickjs, CallCx, CallError, JsOutput, JsParam, RawArgs, RawValue,
};
use crate::binding::error::EngineError;
use crate::binding::function::{native_slow, record_count, record_env, Instance, JS_EXCEPTION};
use crate::binding::layout::throw_error;
use crate::binding::state::Shared;

/// How a Rust closure's calls reach it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ClosureEntry {
    /// A thunk written in Rust and specialised per closure type at compile time: QuickJS
    /// calls it directly, it reads the arguments along the same lossless lane as the JIT's
    /// thunks and calls the closure inline; anything off the lane goes to the generic
    /// backend with the host's policy. Needs no compile at run time, so it also works where
    /// a JIT is not allowed. The default: measured faster than the Cranelift path for
    /// closures (docs/benchmarks.md, "Closures").
    #[default]
    Monomorphized,
    /// The dispatcher's path, as for `extern "C"` host functions: the generic backend, then
    /// (with the JIT backend, once hot) the Cranelift thunk of the closure's signature,
    /// shared by every closure of that signature, which passes the closure's environment as
    /// an implicit `env` argument to a Rust shim. Every parameter but `Ctx` reaches the shim
    /// as a `value` (the shim converts it: the lane, else the host's policy, or the type's
    /// `FromJs`), and the result leaves it as a `value`.
    Dispatcher,
}

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
    /// The monomorphized entry under rquickjs's conversions ([`ClosureConversions::Rquickjs`]).
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

/// Which conversions a closure's arguments and results take where the lossless lane does not
/// decide them.
///
/// ```
/// use hostcall_quickjs::{ClosureConversions, Host, HostOptions};
/// use rquickjs::{Context, Runtime};
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
///     // The default: rquickjs's results.
///     let host = Host::attach(&ctx, HostOptions::default())?;
///     ctx.globals().set("id", host.func(&ctx, |x: i32| x)?)?;
///     ctx.globals().set("big", host.func(&ctx, |x: f64| x as u64)?)?;
///     assert_eq!(ctx.eval::<i32, _>("id(7.9)")?, 7);
///     assert_eq!(ctx.eval::<String, _>("typeof big(2 ** 60)")?, "number");
///     Ok(())
/// })?;
///
/// // One option away: the host's policy (strict by default) and lossless results.
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
///     let options = HostOptions { conversions: ClosureConversions::Policy, ..HostOptions::default() };
///     let host = Host::attach(&ctx, options)?;
///     ctx.globals().set("id", host.func(&ctx, |x: i32| x)?)?;
///     ctx.globals().set("big", host.func(&ctx, |x: f64| x as u64)?)?;
///     let e: String = ctx.eval("try { id(7.9); '' } catch (e) { e.name }")?;
///     assert_eq!(e, "RangeError");
///     assert_eq!(ctx.eval::<String, _>("typeof big(2 ** 60)")?, "bigint");
///     Ok(())
/// })?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ClosureConversions {
    /// rquickjs's own, so swapping rquickjs's `Func` for hostcall's changes speed, not
    /// results: off the lane each parameter converts with its `FromJs` (an `i32` given `1.5`
    /// is 1, given `3e9` is 2147483647, given `NaN` is 0; a `u8` given 300 is a `TypeError`;
    /// a string given a number is a `TypeError`), fewer arguments than parameters is rquickjs's
    /// `TypeError`, 64-bit integer results past int32 are float64s (rounded past 2^53, as
    /// rquickjs's `IntoJs`), and an `rquickjs::Error` is raised as rquickjs raises it. Only
    /// the monomorphized entry has it: a closure on [`ClosureEntry::Dispatcher`] always takes
    /// the host's policy. The default.
    #[default]
    Rquickjs,
    /// The host's [`ConversionPolicy`](hostcall::ConversionPolicy) (strict by default: a
    /// `RangeError` for `1.5` given to an integer, a `TypeError` for a wrong type), and
    /// hostcall's lossless result boxing (a 64-bit result past 2^53 is a BigInt).
    Policy,
}

/// What a closure's function object carries: the closure and the host's shared state (for
/// the policy of conversions off the lane).
struct ClosureEnv<F> {
    shared: Rc<Shared>,
    f: F,
}

/// Frees a closure's environment, once, when its function object dies.
///
/// # Safety
///
/// `env` came from `Box::into_raw` of a `ClosureEnv<F>` in [`prepare`].
unsafe fn free_env<F>(env: *mut c_void) {
    // A closure's captures may run any code when dropped; a panic there must not unwind into
    // QuickJS's finalizer. It is swallowed: the function object is gone either way.
    if let Err(payload) = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller's contract.
        drop(unsafe { Box::from_raw(env.cast::<ClosureEnv<F>>()) })
    })) {
        hostcall::core::typed::drop_panic_payload(payload);
    }
}

/// A closure ready to become a function object: its registered method (shared by every
/// closure of its type), its own copy of it with its environment, and its entry.
pub(crate) struct Prepared {
    pub(crate) data: MethodData,
    pub(crate) instance: Instance,
    pub(crate) entry: Option<qjs::JSCClosure>,
}

/// Boxes a closure's environment and describes its method.
pub(crate) fn prepare<'js, F, P>(
    f: F,
    shared: &Rc<Shared>,
    entry: ClosureEntry,
    conversions: ClosureConversions,
) -> Result<Prepared, EngineError>
where
    F: HostClosure<'js, P>,
{
    if !F::one_argument_each()
        && (entry != ClosureEntry::Monomorphized || conversions != ClosureConversions::Rquickjs)
    {
        return Err(EngineError::UnsupportedClosure(
            "a closure with `Opt`, `This` or `Rest` parameters needs the monomorphized entry \
             and rquickjs's conversions (the defaults)",
        ));
    }
    if F::ctx_params() > 1 {
        return Err(EngineError::UnsupportedClosure(
            "a closure takes at most one `Ctx` parameter",
        ));
    }
    let sig = F::signature();
    let shim = F::shim();
    // SAFETY: the shim is an `extern "C"` fn item of exactly `sig`'s ABI (`impl_closure!`):
    // `env` and `context` pointers, each parameter's native type, the result's native type.
    let data = unsafe { MethodData::new(MethodId::of(shim, &sig), shim, sig)? };
    let env = Box::into_raw(Box::new(ClosureEnv {
        shared: shared.clone(),
        f,
    }))
    .cast::<c_void>();
    // SAFETY: the shim reads its `env` as a `ClosureEnv<F>`, which `env` is; `free_env::<F>`
    // frees exactly that, once.
    let instance = unsafe { Instance::new(&data, env, free_env::<F>) };
    let entry = match entry {
        ClosureEntry::Monomorphized => Some(match conversions {
            ClosureConversions::Rquickjs => F::mono_rquickjs(),
            ClosureConversions::Policy => F::mono(),
        }),
        ClosureEntry::Dispatcher => None,
    };
    Ok(Prepared {
        data,
        instance,
        entry,
    })
}

/// Raises a closure's error in `ctx` (an error of kind `Pending` is already pending).
///
/// # Safety
///
/// `ctx` is the live context of the current call.
unsafe fn raise(ctx: *mut qjs::JSContext, err: HostError) {
    // SAFETY: the caller's contract.
    unsafe { throw_error(ctx, &err) }
}

/// The error a caught panic becomes (the message `rust_host_fn`'s shims give).
fn panic_error(payload: Box<dyn std::any::Any + Send>) -> HostError {
    let what = hostcall::core::typed::panic_message(payload);
    HostError::new(ErrorKind::Error, format!("host function panicked: {what}"))
}

/// The error of a shim called without an environment (a copy of the method without user
/// data: never made by this crate).
fn no_env() -> HostError {
    HostError::type_error("a closure was called without its environment")
}

/// Runs a monomorphized entry's call of the closure: boxes the result, or raises the error
/// or panic; counts the call as completed by a thunk.
///
/// # Safety
///
/// `ctx` and `opaque` are the entry's (QuickJS's `JSCClosure` arguments).
#[inline(always)]
unsafe fn finish_mono(
    ctx: *mut qjs::JSContext,
    opaque: *mut c_void,
    out: std::thread::Result<Result<qjs::JSValue, HostError>>,
) -> qjs::JSValue {
    // SAFETY: `opaque` is the live record (caller's contract).
    unsafe { record_count(opaque) };
    match out {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => {
            // SAFETY: `ctx` is the calling context.
            unsafe { raise(ctx, e) };
            JS_EXCEPTION
        }
        Err(p) => {
            // SAFETY: as above.
            unsafe { raise(ctx, panic_error(p)) };
            JS_EXCEPTION
        }
    }
}

/// [`finish_mono`] under rquickjs's conversions: an rquickjs error is raised as rquickjs
/// raises it.
///
/// # Safety
///
/// As for [`finish_mono`].
#[inline(always)]
unsafe fn finish_mono_rquickjs(
    ctx: *mut qjs::JSContext,
    opaque: *mut c_void,
    out: std::thread::Result<Result<qjs::JSValue, CallError>>,
    conversions: ClosureConversions,
) -> qjs::JSValue {
    match out {
        Ok(Err(CallError::Rquickjs(e))) => {
            // SAFETY: `opaque` is the live record (caller's contract).
            unsafe { record_count(opaque) };
            // SAFETY: `ctx` is the calling context.
            unsafe { throw_rquickjs(ctx, &e) };
            JS_EXCEPTION
        }
        Ok(Err(CallError::Host(e))) => {
            // SAFETY: forwarded.
            unsafe { finish_mono(ctx, opaque, Ok(Err(e))) }
        }
        Ok(Ok(v)) => {
            // SAFETY: forwarded.
            unsafe { finish_mono(ctx, opaque, Ok(Ok(v))) }
        }
        // rquickjs's conversions: a panic resumes in the caller, as in rquickjs.
        Err(p) if conversions == ClosureConversions::Rquickjs => {
            // SAFETY: `opaque` is the live record (caller's contract).
            unsafe { record_count(opaque) };
            // SAFETY: `ctx` is the calling context.
            unsafe { relay_panic(ctx, p) }
        }
        // SAFETY: forwarded.
        Err(p) => unsafe { finish_mono(ctx, opaque, Err(p)) },
    }
}

/// Hands a panic caught in a closure to rquickjs, as rquickjs's own host functions do: the
/// call throws, and the rquickjs call that ran the script (`Ctx::eval`, `Function::call`,
/// ...) resumes the panic in its caller once the script has returned. The payload is
/// rethrown inside a one-off rquickjs function called through QuickJS (`JS_Call`), whose
/// `catch_unwind` keeps it in rquickjs's runtime state; so the panic unwinds through Rust
/// frames only, never through QuickJS's or a thunk's. If that function cannot be made (out
/// of memory), the panic becomes hostcall's `Error` ("host function panicked: ...").
///
/// # Safety
///
/// `ctx` is the live context of the current call.
unsafe fn relay_panic(
    ctx: *mut qjs::JSContext,
    payload: Box<dyn std::any::Any + Send>,
) -> qjs::JSValue {
    let Some(raw) = std::ptr::NonNull::new(ctx) else {
        return JS_EXCEPTION;
    };
    // SAFETY: `ctx` is the live calling context; the `Ctx` does not outlive this call.
    let rctx = unsafe { Ctx::from_raw(raw) };
    let slot = Rc::new(std::cell::Cell::new(Some(payload)));
    let held = slot.clone();
    let made = rquickjs::Function::new(rctx.clone(), move || {
        if let Some(p) = held.take() {
            std::panic::resume_unwind(p);
        }
    });
    let relay = match made {
        Ok(f) => f,
        Err(_) => {
            let _ = rctx.catch();
            // SAFETY: `ctx` is the calling context.
            unsafe {
                raise(
                    ctx,
                    panic_error(Box::new("a panic (out of memory while relaying it)")),
                )
            };
            return JS_EXCEPTION;
        }
    };
    // SAFETY: `relay` is a live function of `ctx`; no arguments; the result is owned (the
    // exception marker, with the panic now in rquickjs's keeping), freed here.
    unsafe {
        let r = qjs::JS_Call(
            ctx,
            relay.as_raw(),
            qjs::JSValue {
                u: qjs::JSValueUnion { int32: 0 },
                tag: i64::from(qjs::JS_TAG_UNDEFINED),
            },
            0,
            std::ptr::null_mut(),
        );
        qjs::JS_FreeValue(ctx, r);
    }
    // QuickJS refused to call the relay (its stack check, near the stack's limit): the
    // panic did not reach rquickjs; it becomes hostcall's error instead of being lost.
    if let Some(p) = slot.take() {
        // SAFETY: `ctx` is the calling context; whatever QuickJS left pending is replaced.
        unsafe { raise(ctx, panic_error(p)) };
    }
    JS_EXCEPTION
}

/// A hostcall error raised in rquickjs's call path: thrown with its kind, so rquickjs sees
/// `Error::Exception` (the exception pending).
fn host_error_in(ctx: &Ctx<'_>, e: &HostError) -> rquickjs::Error {
    // SAFETY: `ctx` is the live context of the current call (rquickjs is calling us in it).
    unsafe { raise(ctx.as_raw().as_ptr(), e.clone()) };
    rquickjs::Error::Exception
}

/// How a closure of each kind is called: an `Fn` directly, rquickjs's [`MutFn`] through its
/// `RefCell` (a call while one is running is rquickjs's borrow error), rquickjs's [`OnceFn`]
/// by taking it out of its `Cell` (a second call is rquickjs's borrow error), and (with the
/// `futures` feature) rquickjs's `Async` of each, whose future becomes the call's `Promise`. `K` is the kind
/// ([`kind`]), part of the closure's inferred parameter list so the impls never overlap.
///
/// [`MutFn`]: rquickjs::function::MutFn
/// [`OnceFn`]: rquickjs::function::OnceFn
pub trait Invoke<K, Args> {
    /// The closure's result.
    type Output;
    /// Calls the closure with its converted arguments; the borrow error (with rquickjs's
    /// message) if a `MutFn` is already running or a `OnceFn` was already called.
    #[doc(hidden)]
    fn invoke(&self, args: Args) -> Result<Self::Output, HostError>;
}

/// The kinds of closure [`Invoke`] calls.
pub mod kind {
    /// `Fn`.
    pub enum Plain {}
    /// rquickjs's `MutFn` of an `FnMut`.
    pub enum Mut {}
    /// rquickjs's `OnceFn` of an `FnOnce`.
    pub enum Once {}
    /// rquickjs's `Async` of an `Fn` returning a future (the `futures` feature).
    #[cfg(feature = "futures")]
    pub enum Async {}
    /// rquickjs's `Async` of a `MutFn` returning a future.
    #[cfg(feature = "futures")]
    pub enum AsyncMut {}
    /// rquickjs's `Async` of a `OnceFn` returning a future.
    #[cfg(feature = "futures")]
    pub enum AsyncOnce {}

    /// Closes the kinds.
    pub trait Kind: sealed::Sealed {}
    mod sealed {
        pub trait Sealed {}
        impl Sealed for super::Plain {}
        impl Sealed for super::Mut {}
        impl Sealed for super::Once {}
        #[cfg(feature = "futures")]
        impl Sealed for super::Async {}
        #[cfg(feature = "futures")]
        impl Sealed for super::AsyncMut {}
        #[cfg(feature = "futures")]
        impl Sealed for super::AsyncOnce {}
    }
    impl Kind for Plain {}
    impl Kind for Mut {}
    impl Kind for Once {}
    #[cfg(feature = "futures")]
    impl Kind for Async {}
    #[cfg(feature = "futures")]
    impl Kind for AsyncMut {}
    #[cfg(feature = "futures")]
    impl Kind for AsyncOnce {}
}
use kind::Kind;

/// rquickjs's `Error::FunctionBorrow` as rquickjs raises it (a plain `Error` whose message
/// is the error's `Display`): rquickjs does not export the `BorrowError` inside it, so the
/// message is spelled here, as rquickjs 0.14's `Display` spells it.
fn borrow_error(already_used: bool) -> HostError {
    HostError::new(
        ErrorKind::Error,
        if already_used {
            "Error borrowing function: tried to use a value, which can only be used once, again."
        } else {
            "Error borrowing function: can't borrow a value as it is already borrowed"
        },
    )
}

/// The [`Invoke`] impls of one arity.
macro_rules! impl_invoke {
    ($($a:ident)*) => {
        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Plain, ($($a,)*)> for F
        where
            F: Fn($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                Ok((self)($($a),*))
            }
        }

        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Mut, ($($a,)*)> for rquickjs::function::MutFn<F>
        where
            F: FnMut($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                let mut f = self.0.try_borrow_mut().map_err(|_| borrow_error(false))?;
                Ok((f)($($a),*))
            }
        }

        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Once, ($($a,)*)> for rquickjs::function::OnceFn<F>
        where
            F: FnOnce($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                let f = self.0.take().ok_or_else(|| borrow_error(true))?;
                Ok((f)($($a),*))
            }
        }

        // rquickjs's `Async(f)`: the closure's future becomes a `Promise` (rquickjs's
        // `Promised`, settled by rquickjs's async runtime), exactly as rquickjs's own
        // `IntoJsFunc` for `Async` makes it; the arguments convert on hostcall's lane.
        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::Async, ($($a,)*)> for rquickjs::function::Async<F>
        where
            F: Fn($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Self::Output, HostError> {
                Ok(rquickjs::promise::Promised((self.0)($($a),*)))
            }
        }

        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::AsyncMut, ($($a,)*)>
            for rquickjs::function::Async<rquickjs::function::MutFn<F>>
        where
            F: FnMut($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, args: ($($a,)*)) -> Result<Self::Output, HostError> {
                Invoke::<kind::Mut, ($($a,)*)>::invoke(&self.0, args).map(rquickjs::promise::Promised)
            }
        }

        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::AsyncOnce, ($($a,)*)>
            for rquickjs::function::Async<rquickjs::function::OnceFn<F>>
        where
            F: FnOnce($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, args: ($($a,)*)) -> Result<Self::Output, HostError> {
                Invoke::<kind::Once, ($($a,)*)>::invoke(&self.0, args).map(rquickjs::promise::Promised)
            }
        }
    };
}

impl_invoke!();
impl_invoke!(A1);
impl_invoke!(A1 A2);
impl_invoke!(A1 A2 A3);
impl_invoke!(A1 A2 A3 A4);
impl_invoke!(A1 A2 A3 A4 A5);
impl_invoke!(A1 A2 A3 A4 A5 A6);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13);
impl_invoke!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14);

/// Counts its arguments (the arity of one `impl_closure!` arm).
macro_rules! count {
    () => { 0usize };
    ($head:ident $($tail:ident)*) => { 1usize + count!($($tail)*) };
}

/// The `HostClosure` impl of one arity: the signature, the shims and the monomorphized
/// entries. Each parameter `$a` crosses the way its marker `$m` says ([`JsParam`]); `Ctx`
/// is a parameter like any other (it consumes no argument).
macro_rules! impl_closure {
    ($($a:ident $m:ident)*) => {
        #[allow(non_snake_case)]
        impl<'js, F, K, Out, MO, $($a, $m),*> HostClosure<'js, (K, MO, $(($m, $a),)*)> for F
        where
            F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
            MO: Marker,
            Out: JsOutput<'js, MO>,
            $($m: Marker, $a: JsParam<'js, $m>,)*
        {
            fn signature() -> Signature {
                const {
                    assert!(2 + count!($($a)*) <= MAX_PARAMS, "a hostcall closure takes at most 14 parameters");
                };
                let mut params = vec![ParamKind::Env];
                // The call's `HostContext` comes first unless a `Ctx` parameter takes it.
                if Self::ctx_params() == 0 {
                    params.push(ParamKind::Context);
                }
                $(params.push(<<$a as JsParam<'js, $m>>::Native as NativeParam>::KIND);)*
                typed_signature(params, <RawValue as NativeResult>::KIND)
            }

            fn ctx_params() -> usize {
                0usize $(+ usize::from(<$a as JsParam<'js, $m>>::IS_CTX))*
            }

            fn shim() -> *const c_void {
                /// The shims' body: converts the native arguments, calls the closure, boxes
                /// the result with the host's policy.
                ///
                /// # Safety
                ///
                /// As for the shims; `hctx` is the call's live context.
                #[inline(always)]
                #[allow(clippy::too_many_arguments)] // one per closure parameter
                unsafe fn body<'js, F, K, Out, MO, $($a, $m),*>(
                    env: EnvArg,
                    hctx: *mut HostContext,
                    $($a: <$a as JsParam<'js, $m>>::Native,)*
                ) -> RawValue
                where
                    F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
                    MO: Marker,
                    Out: JsOutput<'js, MO>,
                    $($m: Marker, $a: JsParam<'js, $m>,)*
                {
                    let body = || -> Result<RawValue, HostError> {
                        let env = env.0.cast::<ClosureEnv<F>>().cast_const();
                        if env.is_null() {
                            return Err(no_env());
                        }
                        // SAFETY: the method's user data is this closure's live environment
                        // (the caller's contract; the function object holding it is alive
                        // while it is being called).
                        let env = unsafe { &*env };
                        // SAFETY: `hctx` is the live context of this call.
                        let raw = unsafe { (*hctx).engine() }.cast::<qjs::JSContext>();
                        // SAFETY: the engine context of a QuickJS call is its live context.
                        let Some(cx) = (unsafe { CallCx::new(raw, &env.shared) }) else {
                            return Err(no_env());
                        };
                        let mut _index = 0usize;
                        $(
                            // SAFETY: the backend passed this argument for its kind, in this
                            // call's context; the closure cannot keep `'js` past the call.
                            let $a = unsafe { <$a as JsParam<'js, $m>>::from_native(&cx, $a, _index) }?;
                            _index += <$a as JsParam<'js, $m>>::JS_ARGS;
                        )*
                        let out = env.f.invoke(($($a,)*))?;
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

                /// The registered method's function when no parameter is `Ctx`:
                /// `(env, context, natives...)`.
                ///
                /// # Safety
                ///
                /// Called by a thunk or the generic backend for a method whose user data is
                /// a `ClosureEnv<F>` (or null), with a live context.
                #[allow(clippy::too_many_arguments)] // one per closure parameter
                unsafe extern "C" fn shim<'js, F, K, Out, MO, $($a, $m),*>(
                    env: EnvArg,
                    hctx: *mut HostContext,
                    $($a: <$a as JsParam<'js, $m>>::Native,)*
                ) -> RawValue
                where
                    F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
                    MO: Marker,
                    Out: JsOutput<'js, MO>,
                    $($m: Marker, $a: JsParam<'js, $m>,)*
                {
                    // SAFETY: forwarded.
                    unsafe { body::<'js, F, K, Out, MO, $($a, $m),*>(env, hctx, $($a),*) }
                }

                /// The registered method's function when one parameter is `Ctx`: `(env,
                /// natives...)`, the `Ctx` parameter's native being the call's context.
                ///
                /// # Safety
                ///
                /// As for `shim`.
                #[allow(clippy::too_many_arguments)] // one per closure parameter
                unsafe extern "C" fn shim_ctx<'js, F, K, Out, MO, $($a, $m),*>(
                    env: EnvArg,
                    $($a: <$a as JsParam<'js, $m>>::Native,)*
                ) -> RawValue
                where
                    F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
                    MO: Marker,
                    Out: JsOutput<'js, MO>,
                    $($m: Marker, $a: JsParam<'js, $m>,)*
                {
                    let hctx = std::ptr::null_mut::<HostContext>();
                    $(
                        let hctx = if hctx.is_null() {
                            <$a as JsParam<'js, $m>>::host_context(&$a)
                        } else {
                            hctx
                        };
                    )*
                    if hctx.is_null() {
                        // Not reachable: the signature has the context where a `Ctx`
                        // parameter is. Nothing can be reported without it.
                        return RawValue::failed();
                    }
                    // SAFETY: forwarded; `hctx` is the call's context.
                    unsafe { body::<'js, F, K, Out, MO, $($a, $m),*>(env, hctx, $($a),*) }
                }

                if Self::ctx_params() == 0 {
                    shim::<'js, F, K, Out, MO, $($a, $m),*>
                        as unsafe extern "C" fn(EnvArg, *mut HostContext, $(<$a as JsParam<'js, $m>>::Native),*) -> RawValue
                        as *const c_void
                } else {
                    shim_ctx::<'js, F, K, Out, MO, $($a, $m),*>
                        as unsafe extern "C" fn(EnvArg, $(<$a as JsParam<'js, $m>>::Native),*) -> RawValue
                        as *const c_void
                }
            }

            fn mono() -> qjs::JSCClosure {
                /// The monomorphized entry: QuickJS's `JSCClosure`, whose opaque is the
                /// function's record.
                ///
                /// # Safety
                ///
                /// Called by QuickJS with a `JSCClosure`'s arguments for a function object
                /// made with this entry (its record's method copy carries a
                /// `ClosureEnv<F>`).
                #[allow(unused_comparisons)] // `n < 0` for closures of no parameter
                unsafe extern "C" fn mono<'js, F, K, Out, MO, $($a, $m),*>(
                    ctx: *mut qjs::JSContext,
                    this: qjs::JSValue,
                    argc: c_int,
                    argv: *mut qjs::JSValue,
                    magic: c_int,
                    opaque: *mut c_void,
                ) -> qjs::JSValue
                where
                    F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
                    MO: Marker,
                    Out: JsOutput<'js, MO>,
                    $($m: Marker, $a: JsParam<'js, $m>,)*
                {
                    // SAFETY: QuickJS passes this object's live record as `opaque`.
                    let env = unsafe { record_env(opaque) }.cast::<ClosureEnv<F>>().cast_const();
                    let n = usize::try_from(argc).unwrap_or(0);
                    let arity = 0usize $(+ <$a as JsParam<'js, $m>>::JS_ARGS)*;
                    if env.is_null() || n < arity {
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
                    let mut _index = 0usize;
                    $(
                        // SAFETY: `_index + JS_ARGS <= arity <= argc` (checked above): live
                        // arguments; the closure cannot keep `'js` past the call.
                        let $a = match unsafe { <$a as JsParam<'js, $m>>::from_lane(&cx, argv, &mut _index) } {
                            Some(v) => v,
                            // Off the lane: nothing was called, what was converted is
                            // dropped; the slow path makes the call with the policy.
                            // SAFETY: as above.
                            None => return unsafe { native_slow(ctx, this, argc, argv, magic, opaque) },
                        };
                    )*
                    let out = catch_unwind(AssertUnwindSafe(|| {
                        let out = env.f.invoke(($($a,)*)).map_err(CallError::Host)?;
                        // SAFETY: in this call's context.
                        unsafe { out.into_js_policy(&cx) }
                    }));
                    // SAFETY: QuickJS's arguments.
                    unsafe { finish_mono_rquickjs(ctx, opaque, out, ClosureConversions::Policy) }
                }
                Some(mono::<'js, F, K, Out, MO, $($a, $m),*>)
            }

            fn one_argument_each() -> bool {
                true $(&& <$a as JsParam<'js, $m>>::ONE_ARGUMENT)*
            }

            fn param_requirements() -> ParamRequirement {
                // What rquickjs's `FromParams` of the tuple says: each parameter what its
                // `FromParam` says (`Ctx` requires nothing).
                ParamRequirement::none()$(.combine(<$a as FromParam<'js>>::param_requirement()))*
            }

            #[allow(non_snake_case)]
            fn call_params(&self, params: Params<'_, 'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
                let ctx = params.ctx().clone();
                let mut _args = params.access();
                $(
                    let $a = <$a as FromParam<'js>>::from_param(&mut _args)?;
                )*
                let out = self.invoke(($($a,)*)).map_err(|e| host_error_in(&ctx, &e))?;
                match out.into_value(&ctx) {
                    Ok(v) => Ok(v),
                    Err(CallError::Rquickjs(e)) => Err(e),
                    Err(CallError::Host(e)) => Err(host_error_in(&ctx, &e)),
                }
            }

            fn mono_rquickjs() -> qjs::JSCClosure {
                /// The monomorphized entry under rquickjs's conversions: each parameter
                /// along the lane or, off it, through its `FromJs`; the result boxed as
                /// rquickjs's `IntoJs` boxes it.
                ///
                /// # Safety
                ///
                /// As for `mono`.
                unsafe extern "C" fn mono<'js, F, K, Out, MO, $($a, $m),*>(
                    ctx: *mut qjs::JSContext,
                    this: qjs::JSValue,
                    argc: c_int,
                    argv: *mut qjs::JSValue,
                    magic: c_int,
                    opaque: *mut c_void,
                ) -> qjs::JSValue
                where
                    F: Invoke<K, ($($a,)*), Output = Out> + 'static,
                    K: Kind,
                    MO: Marker,
                    Out: JsOutput<'js, MO>,
                    $($m: Marker, $a: JsParam<'js, $m>,)*
                {
                    // SAFETY: QuickJS passes this object's live record as `opaque`.
                    let env = unsafe { record_env(opaque) }.cast::<ClosureEnv<F>>().cast_const();
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
                    let required = ParamRequirement::none()$(.combine(<$a as FromParam<'js>>::param_requirement()))*.min();
                    if n < required {
                        // rquickjs's `Params::check_params`: every plain parameter is required.
                        let e = rquickjs::Error::MissingArgs { expected: required, given: n };
                        // SAFETY: `ctx` is the calling context.
                        unsafe { throw_rquickjs(ctx, &e) };
                        return JS_EXCEPTION;
                    }
                    let _args = RawArgs {
                        this,
                        argv,
                        argc: n,
                        // SAFETY: `opaque` is the record of the function being called.
                        func: unsafe { crate::binding::function::function_of(opaque) },
                    };
                    // The conversions run inside `catch_unwind` too: an application's own
                    // `FromJs` may panic, and nothing may unwind out of this `extern "C"` fn.
                    let out = catch_unwind(AssertUnwindSafe(|| {
                        let mut _index = 0usize;
                        $(
                            // SAFETY: `this` and `argv[..n]` are QuickJS's live
                            // arguments; the closure cannot keep `'js` past the call.
                            let $a = unsafe { <$a as JsParam<'js, $m>>::from_args_rquickjs(&cx, &_args, &mut _index) }
                                .map_err(CallError::Rquickjs)?;
                        )*
                        let out = env.f.invoke(($($a,)*)).map_err(CallError::Host)?;
                        // SAFETY: in this call's context.
                        unsafe { out.into_js_rquickjs(&cx) }
                    }));
                    // SAFETY: QuickJS's arguments.
                    unsafe { finish_mono_rquickjs(ctx, opaque, out, ClosureConversions::Rquickjs) }
                }
                Some(mono::<'js, F, K, Out, MO, $($a, $m),*>)
            }
        }
    };
}

impl_closure!();
impl_closure!(A1 M1);
impl_closure!(A1 M1 A2 M2);
impl_closure!(A1 M1 A2 M2 A3 M3);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12 A13 M13);
impl_closure!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12 A13 M13 A14 M14);

/// A closure as a value rquickjs can set anywhere it takes one (`IntoJs`): the drop-in
/// replacement for rquickjs's `Func`. `Func::from(|a: i32, b: i32| a + b)` becomes a function
/// of the host attached to the runtime (one with [`HostOptions::default`] is attached if there
/// is none), with rquickjs's conversions ([`ClosureConversions::Rquickjs`]). It is also
/// rquickjs's `IntoJsFunc`, so it goes wherever rquickjs takes a function (`Function::new`,
/// `Accessor`, `Constructor`, an application's helpers); those make rquickjs's own function
/// object, called through rquickjs's machinery (rquickjs's speed, rquickjs's results).
///
/// ```
/// use hostcall_quickjs::Func;
/// use rquickjs::function::{Opt, Rest};
/// use rquickjs::object::Accessor;
/// use rquickjs::{Context, Function, Object, Runtime};
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> rquickjs::Result<()> {
///     // As a value: a hostcall function; rquickjs's conversions (1.5 is 1, 3e9 saturates).
///     ctx.globals().set("add", Func::from(|a: i32, b: i32| a + b))?;
///     assert_eq!(ctx.eval::<i32, _>("add(1.5, 2)")?, 3);
///     assert_eq!(ctx.eval::<i32, _>("add(3e9, 0)")?, i32::MAX);
///     // rquickjs's parameter wrappers.
///     ctx.globals().set("sum", Func::from(|a: Opt<i32>, r: Rest<i32>| {
///         a.0.unwrap_or(0) + r.0.iter().sum::<i32>()
///     }))?;
///     assert_eq!(ctx.eval::<i32, _>("sum() + sum(1) + sum(1, 2, 3)")?, 7);
///     // Wherever rquickjs takes a function.
///     let twice = Function::new(ctx.clone(), Func::from(|x: f64| x * 2.0))?;
///     ctx.globals().set("twice", twice)?;
///     let o = Object::new(ctx.clone())?;
///     o.prop("answer", Accessor::new_get(Func::from(|| 42)))?;
///     ctx.globals().set("o", o)?;
///     assert_eq!(ctx.eval::<f64, _>("twice(o.answer)")?, 84.0);
///     // `?` on hostcall's own calls inside rquickjs code.
///     let mul = hostcall_quickjs::func(&ctx, |a: u32, b: u32| a * b)?;
///     assert_eq!(mul.call::<_, u32>((6, 7))?, 42);
///     Ok(())
/// })?;
/// # Ok::<(), rquickjs::Error>(())
/// ```
///
/// [`HostOptions::default`]: crate::HostOptions::default
pub struct Func<F, P> {
    f: F,
    params: PhantomData<fn(P)>,
}

impl<F, P> From<F> for Func<F, P> {
    fn from(f: F) -> Func<F, P> {
        Func {
            f,
            params: PhantomData,
        }
    }
}

/// hostcall's `Func` wherever rquickjs takes a function (`Function::new`, `Accessor`,
/// `Constructor`, helpers generic over `IntoJsFunc`): those make rquickjs's own function
/// object, so the call runs through rquickjs's machinery with rquickjs's conversions (at
/// rquickjs's speed); only `IntoJs` (setting the `Func` as a value) makes a hostcall function.
impl<'js, F, P> IntoJsFunc<'js, P> for Func<F, P>
where
    F: HostClosure<'js, P>,
{
    fn param_requirements() -> ParamRequirement {
        F::param_requirements()
    }

    fn call<'a>(&self, params: Params<'a, 'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
        self.f.call_params(params)
    }
}

impl<F, P> Func<F, P> {
    /// Wraps a closure.
    pub fn new(f: F) -> Func<F, P> {
        Func::from(f)
    }

    /// The closure.
    pub fn into_inner(self) -> F {
        self.f
    }
}
