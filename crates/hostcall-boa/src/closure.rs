//! Rust closures with captured state as host functions: one generated C-ABI shim per closure
//! type, `(env, context, params...) -> result`, registered once; each closure value is a copy
//! of that method whose user data (`env`) points to the closure, so every closure of a type
//! shares one registration and one compiled thunk.

use std::ffi::c_void;
use std::rc::Rc;

use hostcall::core::typed::{
    implicit_params_ok, run_guarded, typed_signature, IntoHostResult, NativeParam, NativeResult,
};
use hostcall::core::{EnvArg, HostContext};
use hostcall::{ParamKind, Signature};

use crate::error::Error;
use crate::function::{ClosureMethod, Host, HostFunction};

/// A Rust closure usable as a Boa host function: any `Fn` of up to 14 [`NativeParam`]s
/// returning a [`NativeResult`] or `Result<R, HostError>`, capturing what it likes (`'static`).
///
/// # Safety
///
/// `shim()` returns a C-ABI function of exactly `signature()` that reads its `env` argument
/// as a `&Self` and never unwinds. Implemented by this crate for every eligible closure; no
/// other impl is needed.
pub unsafe trait HostClosure<Args>: 'static {
    /// `(env, context, params...) -> result`.
    fn signature() -> Signature;
    /// The shim.
    fn shim() -> *const c_void;
}

macro_rules! impl_host_closure {
    (A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14 A15) => {};
    (A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14 A15 A16) => {};
    ($($a:ident)*) => {
        // SAFETY: the shim below is `extern "C"` with an env, a context and exactly these
        // parameter and result types, reads env as `&F`, catches every panic, and is a fn
        // item (lives for the process).
        #[allow(non_snake_case)]
        unsafe impl<F, Out, $($a: NativeParam),*> HostClosure<($($a,)*)> for F
        where
            F: Fn($($a),*) -> Out + 'static,
            Out: IntoHostResult,
        {
            fn signature() -> Signature {
                const {
                    assert!(
                        implicit_params_ok(&[ParamKind::Env, ParamKind::Context, $($a::KIND),*]),
                        "a closure takes its env and context implicitly"
                    )
                };
                typed_signature(
                    vec![ParamKind::Env, ParamKind::Context, $($a::KIND),*],
                    <Out::Native as NativeResult>::KIND,
                )
            }
            fn shim() -> *const c_void {
                unsafe extern "C" fn shim<F, Out, $($a),*>(
                    env: EnvArg,
                    ctx: *mut HostContext,
                    $($a: $a),*
                ) -> Out::Native
                where
                    F: Fn($($a),*) -> Out,
                    Out: IntoHostResult,
                {
                    // SAFETY: the method copy that calls this shim carries a pointer to its
                    // closure, an `F`, alive while the function can be called
                    // (`Host::closure`).
                    let f = unsafe { &*env.0.cast::<F>() };
                    // SAFETY: the thunk or generic backend passes the live context.
                    unsafe { run_guarded(ctx, move || f($($a),*)) }
                }
                shim::<F, Out, $($a),*>
                    as unsafe extern "C" fn(EnvArg, *mut HostContext, $($a),*) -> Out::Native
                    as *const c_void
            }
        }
    };
}
hostcall::core::for_each_arity!(impl_host_closure);

impl Host {
    /// A host function from a Rust closure that may capture state: a panic or an
    /// `Err(HostError)` becomes a JavaScript exception. All closures of one type share one
    /// registration and one compiled thunk; each call passes its own closure as `env`.
    ///
    /// The closure must be `Send`, which is what keeps Boa's values out of it: Boa's
    /// collector does not trace what a native function captures, so a captured `JsObject`
    /// (or anything holding one) could be freed while the closure still holds it, and its
    /// `Drop` would run inside the collector. Boa's `Gc` is not `Send`, so no `Send` closure
    /// holds one. State shared with the host goes in `Arc`s, atomics or `Mutex`es; for `Rc`
    /// and other non-`Send` state, [`closure_unchecked`](Host::closure_unchecked).
    ///
    /// ```compile_fail
    /// # let host = hostcall_boa::Host::new().unwrap();
    /// let object = boa_engine::JsObject::with_null_proto();
    /// // Refused: a `JsObject` is not `Send`.
    /// host.closure("f", move || { let _keep = &object; 1 });
    /// ```
    ///
    /// # Errors
    ///
    /// As [`function`](Host::function).
    pub fn closure<F: HostClosure<Args> + Send, Args>(
        &self,
        name: &str,
        f: F,
    ) -> Result<HostFunction, Error> {
        // SAFETY: a `Send` closure holds no Boa `Gc` (not `Send`), so nothing it captures is
        // something Boa's collector would have to trace.
        unsafe { self.closure_unchecked(name, f) }
    }

    /// [`closure`](Host::closure) for any `'static` closure (one capturing an `Rc`, say).
    ///
    /// # Errors
    ///
    /// As [`function`](Host::function).
    ///
    /// # Safety
    ///
    /// The contract of Boa's `NativeFunction::from_closure`: the closure captures nothing
    /// Boa's collector traces (no `JsObject`, `JsValue` or `JsFunction`, nor anything holding
    /// one), and nothing it captures touches Boa values when dropped (it may be dropped by
    /// Boa's collector, when the last function object made from it is swept).
    pub unsafe fn closure_unchecked<F: HostClosure<Args>, Args>(
        &self,
        name: &str,
        f: F,
    ) -> Result<HostFunction, Error> {
        // SAFETY: the shim has exactly `F::signature()`'s ABI and lives for the process
        // (`HostClosure`'s contract); its env is supplied per closure below.
        let mut function = unsafe { self.register_shared(name, F::shim(), F::signature())? };
        let env = Box::new(f);
        let registered = self
            .dispatcher()
            .method(function.handle())
            .ok_or_else(|| Error::Register {
                name: name.to_owned(),
                reason: "the method just registered is gone".to_owned(),
            })?
            .clone();
        let env_ptr = (&*env as *const F).cast_mut().cast::<c_void>();
        // SAFETY: the shim reads its env as an `F`: `env_ptr` points to one, kept alive in the
        // same `ClosureMethod` as this copy, which outlives every call through it.
        let method = unsafe { registered.with_user_data(env_ptr) };
        function.set_closure(Rc::new(ClosureMethod::new(method, env)));
        Ok(function)
    }
}
