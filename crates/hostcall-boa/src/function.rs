//! Host functions as Boa `NativeFunction`s: each one a registered hostcall method, called
//! with Boa's argument slice as the frame's `argv`.

use std::cell::RefCell;
use std::ffi::c_void;
use std::rc::Rc;

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{Context, JsError, JsNativeError, JsResult, JsString, JsValue, NativeFunction};
use hostcall::core::typed::RustHostFn;
use hostcall::{
    CallFrame, ConversionPolicy, Dispatcher, ErrorKind, HostError, HostFnType, MethodData,
    MethodHandle, MethodId, ParamKind, ResultKind, Signature, Status, Value,
};

use crate::error::Error;
use crate::layout::{boa_layout, CallCx, StringPool};

/// Host functions for Boa: a [`Dispatcher`] on Boa's layout. Cheap to clone (one shared
/// dispatcher); the functions it makes keep it alive.
#[derive(Clone)]
pub struct Host {
    shared: Rc<Shared>,
}

/// What a host and its functions share: the dispatcher and the string buffers.
struct Shared {
    dispatcher: Dispatcher,
    strings: StringPool,
}

impl Shared {
    fn new(dispatcher: Dispatcher) -> Rc<Shared> {
        Rc::new(Shared {
            dispatcher,
            strings: StringPool::default(),
        })
    }
}

impl Host {
    /// A host with the strict policy on the slow path ([`ConversionPolicy::strict`]): an
    /// argument of the wrong type is a `TypeError`, a number out of range a `RangeError`, as
    /// with Boa's own typed closures (`TryFromJs`). [`with_policy`](Host::with_policy) with
    /// [`ConversionPolicy::js_coercing`] gives JavaScript's coercions (`"3"` passes as 3).
    ///
    /// # Errors
    ///
    /// [`Error::Layout`] when this Boa's values are not the layout's (see
    /// [`boa_layout`](crate::boa_layout)).
    pub fn new() -> Result<Host, Error> {
        Host::with_policy(ConversionPolicy::strict())
    }

    /// A host with `policy` on the slow path (what the fast lane does not take).
    ///
    /// # Errors
    ///
    /// As [`new`](Host::new).
    pub fn with_policy(policy: ConversionPolicy) -> Result<Host, Error> {
        let d =
            Dispatcher::new(boa_layout()?, policy).map_err(|e| Error::Dispatcher(e.to_string()))?;
        Ok(Host {
            shared: Shared::new(d),
        })
    }

    /// A host around a dispatcher of one's own (a backend, tier policy or cache of one's
    /// choosing), made on [`boa_layout`](crate::boa_layout).
    ///
    /// # Errors
    ///
    /// [`Error::Dispatcher`] when `dispatcher` is on another layout.
    pub fn with_dispatcher(dispatcher: Dispatcher) -> Result<Host, Error> {
        if dispatcher.layout() != boa_layout()? {
            return Err(Error::Dispatcher(format!(
                "the dispatcher is on layout `{}`, not Boa's",
                dispatcher.layout().name
            )));
        }
        Ok(Host {
            shared: Shared::new(dispatcher),
        })
    }

    /// The dispatcher (its call counts show which path each call took).
    pub fn dispatcher(&self) -> &Dispatcher {
        &self.shared.dispatcher
    }

    /// A host function from a C function and its signature text, e.g. `"(i32, f64) -> f64"`.
    ///
    /// # Errors
    ///
    /// [`Error::Signature`] when the text does not parse; [`Error::Register`] when the
    /// dispatcher refuses it, or it takes a `receiver` (members of a
    /// [`ClassSpec`](crate::ClassSpec) do).
    ///
    /// # Safety
    ///
    /// `func` is a C-ABI function of exactly that signature, alive as long as any function
    /// made from it can be called.
    pub unsafe fn function(
        &self,
        name: &str,
        func: *const c_void,
        sig: &str,
    ) -> Result<HostFunction, Error> {
        let sig: Signature =
            sig.parse()
                .map_err(|e: hostcall::SignatureError| Error::Signature {
                    sig: sig.to_owned(),
                    reason: e.to_string(),
                })?;
        // SAFETY: the caller's contract.
        unsafe { self.register_shared(name, func, sig) }
    }

    /// A host function from a C function and a [`Signature`] made any other way (a Deno
    /// descriptor with structs by value: [`Signature::from_descriptor`]).
    ///
    /// # Errors
    ///
    /// [`Error::Register`] as for [`function`](Host::function).
    ///
    /// # Safety
    ///
    /// As for [`function`](Host::function).
    pub unsafe fn function_of(
        &self,
        name: &str,
        func: *const c_void,
        sig: Signature,
    ) -> Result<HostFunction, Error> {
        // SAFETY: the caller's contract.
        unsafe { self.register_shared(name, func, sig) }
    }

    /// A host function from an `extern "C" fn` pointer: its signature is its type's.
    ///
    /// # Errors
    ///
    /// As [`function`](Host::function).
    pub fn typed<F: HostFnType>(&self, name: &str, f: F) -> Result<HostFunction, Error> {
        // SAFETY: `F::address` is a function of `F::signature()` (HostFnType's contract),
        // and a function pointer lives for the process.
        unsafe { self.register_shared(name, f.address(), F::signature()) }
    }

    /// A host function from a plain Rust function or non-capturing closure
    /// ([`rust_host_fn`](hostcall::rust_host_fn)): a panic or an `Err(HostError)` becomes a
    /// JavaScript exception.
    ///
    /// # Errors
    ///
    /// As [`function`](Host::function).
    pub fn rust<F: RustHostFn<Args>, Args>(&self, name: &str, f: F) -> Result<HostFunction, Error> {
        let (func, sig) = hostcall::rust_host_fn(f).into_parts();
        // SAFETY: the shim has exactly `sig`'s ABI and lives for the process
        // (`RustHostFnInfo`'s guarantee).
        unsafe { self.register_shared(name, func, sig) }
    }

    /// # Safety
    /// `func` has `sig`'s ABI and lives as long as calls can reach it.
    pub(crate) unsafe fn register_shared(
        &self,
        name: &str,
        func: *const c_void,
        sig: Signature,
    ) -> Result<HostFunction, Error> {
        if sig.params().contains(&ParamKind::Receiver) {
            return Err(Error::Register {
                name: name.to_owned(),
                reason: "a `receiver` parameter needs a class: define it in a `ClassSpec`"
                    .to_owned(),
            });
        }
        // SAFETY: the caller's contract.
        unsafe { self.register_member(name, func, sig, None) }
    }

    /// [`register_shared`](Host::register_shared), with the class whose instances its `receiver` takes.
    ///
    /// # Safety
    /// As `register_shared`; with a class, a receiver of that class is what `func` expects.
    pub(crate) unsafe fn register_member(
        &self,
        name: &str,
        func: *const c_void,
        sig: Signature,
        class: Option<u64>,
    ) -> Result<HostFunction, Error> {
        let arity = sig.js_arity();
        // A class member's id also names its class: the same function in two classes is
        // two methods (each checks its own receivers).
        let id = match class {
            None => MethodId::of(func, &sig),
            Some(c) => {
                MethodId(MethodId::of(func, &sig).0 ^ (c.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 1))
            }
        };
        let refused = |reason: String| Error::Register {
            name: name.to_owned(),
            reason,
        };
        if sig.params().contains(&ParamKind::Value) || sig.result() == ResultKind::Value {
            return Err(refused(
                "the `value` kind is not served on Boa: a JsValue holds reference counts a C \
                 function cannot own"
                    .to_owned(),
            ));
        }
        // SAFETY: the caller's contract; the function is called only by this dispatcher,
        // on Boa's layout, with Boa's values.
        let mut data =
            unsafe { MethodData::new(id, func, sig) }.map_err(|e| refused(e.to_string()))?;
        if let Some(class) = class {
            // SAFETY: receivers of `class` are what `func` expects (the caller's contract).
            data = unsafe { data.with_receiver_class(class) };
        }
        let handle = self
            .shared
            .dispatcher
            .register(data)
            .map_err(|e| refused(e.to_string()))?;
        Ok(HostFunction {
            shared: self.shared.clone(),
            handle,
            closure: None,
            name: name.to_owned(),
            arity,
        })
    }
}

/// A closure and the method copy that points to it (`Host::closure`). The copy is dropped
/// before the closure (field order), and both live as long as any Boa function made from
/// them.
pub(crate) struct ClosureMethod {
    method: MethodData,
    _env: Box<dyn std::any::Any>,
}

impl ClosureMethod {
    /// `method`, a copy whose user data points into `env`.
    pub(crate) fn new(method: MethodData, env: Box<dyn std::any::Any>) -> ClosureMethod {
        ClosureMethod { method, _env: env }
    }
}

/// One host function: make it a Boa function as often as needed, in any `Context` of the
/// host's thread.
#[derive(Clone)]
pub struct HostFunction {
    shared: Rc<Shared>,
    handle: MethodHandle,
    /// For a closure: the method copy carrying its environment, and the closure itself.
    closure: Option<Rc<ClosureMethod>>,
    name: String,
    arity: usize,
}

impl HostFunction {
    /// Makes this function a closure's: calls pass `closure`'s method copy (its env).
    pub(crate) fn set_closure(&mut self, closure: Rc<ClosureMethod>) {
        self.closure = Some(closure);
    }

    /// Its name (the global's, and the function object's `name`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its handle in the host's dispatcher (for [`Dispatcher::thunk`] and the like).
    pub fn handle(&self) -> MethodHandle {
        self.handle
    }

    /// The number of JavaScript arguments it takes (its `length`).
    pub fn arity(&self) -> usize {
        self.arity
    }

    /// The Boa native function that calls it.
    pub fn native(&self) -> NativeFunction {
        let shared = self.shared.clone();
        let closure = self.closure.clone();
        let h = self.handle;
        let body = move |this: &JsValue, args: &[JsValue], context: &mut Context| {
            call(&shared, h, closure.as_deref(), this, args, context)
        };
        // SAFETY: the closure captures no Boa value: the host's dispatcher and string pool,
        // a handle, and for a Rust closure its `ClosureMethod`, whose closure captures no
        // traced value either (`Host::closure`'s `Send` bound, or the caller's promise to
        // `Host::closure_unchecked`).
        unsafe { NativeFunction::from_closure(body) }
    }

    /// A Boa function object calling it, with its `name` and `length`.
    pub fn to_js_function(&self, context: &mut Context) -> JsFunction {
        FunctionObjectBuilder::new(context.realm(), self.native())
            .name(JsString::from(self.name.as_str()))
            .length(self.arity)
            .build()
    }

    /// Defines it as a global function of `context` (not a constructor, as Boa's own
    /// built-in functions and [`to_js_function`](HostFunction::to_js_function)'s: `new` of it
    /// is a `TypeError`, and it has no `prototype`).
    ///
    /// # Errors
    ///
    /// Boa's, when the global cannot be defined.
    pub fn register_global(&self, context: &mut Context) -> JsResult<()> {
        context.register_global_builtin_callable(
            JsString::from(self.name.as_str()),
            self.arity,
            self.native(),
        )
    }
}

/// One call: Boa's arguments as the frame's `argv` (read in place), a result slot the call
/// owns, the error of a failed call returned as Boa's.
fn call(
    shared: &Shared,
    h: MethodHandle,
    closure: Option<&ClosureMethod>,
    this: &JsValue,
    args: &[JsValue],
    context: &mut Context,
) -> JsResult<JsValue> {
    let d = &shared.dispatcher;
    let cx = CallCx {
        context: context as *mut Context,
        strings: &shared.strings,
        error: RefCell::new(None),
    };
    let mut ret = JsValue::undefined();
    // SAFETY: `args` holds `args.len()` live values of Boa's layout (every JsValue is one:
    // `boa_layout`'s probe), `this` is live; `ret` is a JsValue of this frame, apart from the
    // arguments, which the layout's writes may overwrite without a drop (it holds a
    // primitive); `cx` is the `CallCx` the layout's hooks expect; the frame ends with the
    // call.
    let frame = unsafe {
        CallFrame::new(
            d.layout(),
            (&cx as *const CallCx).cast_mut().cast::<c_void>(),
            (this as *const JsValue).cast::<Value>(),
            args.as_ptr().cast::<Value>(),
            args.len(),
            (&mut ret as *mut JsValue).cast::<Value>(),
        )
    };
    let status = match closure {
        None => d.call(h, &frame),
        // SAFETY: the copy's user data is its closure, alive with the copy (`ClosureMethod`),
        // which this function's native closure keeps.
        Some(c) => unsafe { d.call_with(h, &c.method, &frame) },
    };
    match status {
        Status::Ok => Ok(ret),
        Status::Threw | Status::Fallback => Err(match cx.error.into_inner() {
            Some(e) => js_error(&e),
            None => JsNativeError::error()
                .with_message("host function failed")
                .into(),
        }),
    }
}

/// A hostcall error as Boa's error of the same kind.
fn js_error(e: &HostError) -> JsError {
    let native = match e.kind() {
        ErrorKind::TypeError => JsNativeError::typ(),
        ErrorKind::RangeError => JsNativeError::range(),
        _ => JsNativeError::error(),
    };
    native.with_message(e.message().to_owned()).into()
}
