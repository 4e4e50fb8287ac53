//! hostcall attached to a QuickJS runtime: [`Host`], a handle to the dispatcher that lives
//! in the runtime's rquickjs userdata, so any rquickjs application (its own `Runtime`, its own
//! contexts, modules and classes) can define host functions, closures and classes backed by
//! thunks, from every context of that runtime. [`Engine`](crate::Engine) is a convenience
//! over it: a runtime and a context with a host attached, `console` and the FFI module.

use std::cell::Cell;
use std::ffi::c_void;
use std::rc::Rc;

use hostcall::{
    Backend, CallCounts, ConversionPolicy, Dispatcher, MethodData, MethodId, Signature, TierPolicy,
};
use rquickjs::{Ctx, Function, IntoJs, JsLifetime, Object};

use crate::binding::class::{ClassSpec, HostClass, PropertyConfig};
use crate::binding::closure::{ClosureConversions, ClosureEntry, Func, HostClosure, Prepared};
use crate::binding::error::EngineError;
use crate::binding::function::{
    make_closure_function, make_function, native_entry_shape, register_class,
};
use crate::binding::layout::quickjs_layout;
use crate::binding::state::Shared;

/// How a host is set up.
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// The call-site policy for arguments outside the fast lane (default: strict).
    pub policy: ConversionPolicy,
    /// The backend (default: the JIT where it can run).
    pub backend: Backend,
    /// Give host functions a native entry in QuickJS's own `JSCClosure` shape (default: on;
    /// see [`EngineOptions::native_entries`](crate::EngineOptions::native_entries)).
    pub native_entries: bool,
    /// When host functions are compiled (default: tiered).
    pub tier: TierPolicy,
    /// How closures are called (default: [`ClosureEntry::Monomorphized`]).
    pub closures: ClosureEntry,
    /// Which conversions closures take off the lane (default:
    /// [`ClosureConversions::Rquickjs`], rquickjs's own; [`ClosureConversions::Policy`] for
    /// [`HostOptions::policy`]).
    pub conversions: ClosureConversions,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions {
            policy: ConversionPolicy::strict(),
            backend: Backend::default(),
            native_entries: true,
            tier: TierPolicy::default(),
            closures: ClosureEntry::default(),
            conversions: ClosureConversions::default(),
        }
    }
}

/// hostcall attached to one QuickJS runtime: a cheap handle (clone it freely) to the
/// runtime's dispatcher, its policy and its counters. Everything a host defines works in
/// every context of the runtime.
///
/// The dispatcher lives as long as the runtime (it is stored in the runtime's rquickjs
/// userdata) or as long as a function object made by it, whichever is longer; a `Host`
/// handle kept past the runtime holds no JavaScript value. A host is not `Send`: like the
/// runtime, it is used from one thread.
///
/// ```
/// use rquickjs::{Context, Runtime};
/// use hostcall_quickjs::{Host, HostOptions};
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
///     let host = Host::attach(&ctx, HostOptions::default())?;
///     let k = 10;
///     ctx.globals().set("add", host.func(&ctx, move |a: i32, b: i32| a + b + k)?)?;
///     assert_eq!(ctx.eval::<i32, _>("add(1, 2)")?, 13);
///     Ok(())
/// })?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Host {
    shared: Rc<Shared>,
    closures: ClosureEntry,
    conversions: ClosureConversions,
}

/// What the runtime's userdata holds: the host of that runtime.
struct HostSlot(Host);

// SAFETY: `HostSlot` holds no JavaScript value and no `'js` lifetime: changing the lifetime
// changes nothing.
unsafe impl<'js> JsLifetime<'js> for HostSlot {
    type Changed<'to> = HostSlot;
}

impl Host {
    /// Attaches hostcall to `ctx`'s runtime.
    ///
    /// # Errors
    ///
    /// [`EngineError::AlreadyAttached`] if the runtime has a host already (use
    /// [`Host::get`] or [`Host::get_or_attach`]); [`EngineError::Dispatch`] if the backend
    /// cannot run here.
    pub fn attach(ctx: &Ctx<'_>, options: HostOptions) -> Result<Host, EngineError> {
        if Host::get(ctx).is_some() {
            return Err(EngineError::AlreadyAttached);
        }
        // A new host: no pointer-object class of an earlier context at this address.
        crate::binding::pointer_value::forget_pointer_class(ctx.as_raw().as_ptr());
        // Once per process: whether typed arrays and DataViews can be read at their live
        // length (without it, buffer arguments take only ArrayBuffers; see `buffer`).
        // SAFETY: `ctx` is a live context, used on its runtime's thread (`Ctx` is `!Send`).
        unsafe { crate::binding::buffer::probe(ctx.as_raw().as_ptr()) };
        let HostOptions {
            policy,
            backend,
            native_entries,
            tier,
            closures,
            conversions,
        } = options;
        let mut dispatcher = Dispatcher::new(quickjs_layout(), policy)?
            .with_backend(backend)?
            .with_tier(tier);
        if native_entries {
            // Tier-ups compile only the entry QuickJS calls.
            dispatcher = dispatcher.with_native_entries(native_entry_shape());
        }
        // SAFETY: `ctx` is a live context, used on its runtime's thread.
        let function_class = unsafe { register_class(ctx.as_raw().as_ptr()) }?;
        let shared = Rc::new(Shared {
            dispatcher,
            function_class,
            native_entries,
            native_calls: Cell::new(0),
            context: ctx.as_raw().as_ptr(),
            states: Default::default(),
        });
        let host = Host {
            shared,
            closures,
            conversions,
        };
        ctx.store_userdata(HostSlot(host.clone()))
            .map_err(|_| EngineError::QuickJs("the runtime's userdata is borrowed".into()))?;
        Ok(host)
    }

    /// The host attached to `ctx`'s runtime, if any.
    pub fn get(ctx: &Ctx<'_>) -> Option<Host> {
        ctx.userdata::<HostSlot>().map(|slot| slot.0.clone())
    }

    /// The host attached to `ctx`'s runtime, attaching one with `options` if there is none
    /// (an existing host keeps its own options).
    pub fn get_or_attach(ctx: &Ctx<'_>, options: HostOptions) -> Result<Host, EngineError> {
        match Host::get(ctx) {
            Some(host) => Ok(host),
            None => Host::attach(ctx, options),
        }
    }

    pub(crate) fn shared(&self) -> &Rc<Shared> {
        &self.shared
    }

    /// Refuses a context of another runtime than the one this host is attached to (whose
    /// userdata holds this very host).
    fn check_runtime(&self, ctx: &Ctx<'_>) -> Result<(), EngineError> {
        match Host::get(ctx) {
            Some(h) if Rc::ptr_eq(&h.shared, &self.shared) => Ok(()),
            _ => Err(EngineError::ForeignRuntime),
        }
    }

    /// Which paths host calls took: calls completed by thunks (through native entries,
    /// monomorphized closure entries or the dispatcher), calls that fell back to the policy,
    /// and generic calls.
    pub fn counts(&self) -> CallCounts {
        let mut c = self.shared.dispatcher.counts();
        c.thunk += self.shared.native_calls.get();
        c
    }

    /// The host's dispatcher (its policy, backend and call counters).
    pub fn dispatcher(&self) -> &Dispatcher {
        &self.shared.dispatcher
    }

    /// How closures are called.
    pub fn closure_entry(&self) -> ClosureEntry {
        self.closures
    }

    /// Which conversions closures take off the lane.
    pub fn closure_conversions(&self) -> ClosureConversions {
        self.conversions
    }

    /// A JavaScript function that calls the Rust closure `f` (any `Fn` of up to 15
    /// parameters: numbers, `bool`, the rquickjs types `Value`, `String`, `Object`,
    /// `Function`, `Option` of those or of a number, and a leading `Ctx`; returning one of
    /// those, `()`, `Result<_, HostError>` or `rquickjs::Result<_>`). Its environment is
    /// freed when the function object is finalized, or when the runtime is freed. A panic or
    /// an `Err` becomes a JavaScript exception.
    pub fn func<'js, F, P>(&self, ctx: &Ctx<'js>, f: F) -> Result<Function<'js>, EngineError>
    where
        F: HostClosure<'js, P>,
    {
        self.named_func(ctx, "", f)
    }

    /// [`Host::func`] with a name (the function's `name` property).
    pub fn named_func<'js, F, P>(
        &self,
        ctx: &Ctx<'js>,
        name: &str,
        f: F,
    ) -> Result<Function<'js>, EngineError>
    where
        F: HostClosure<'js, P>,
    {
        self.make_func(ctx, name, self.closures, self.conversions, f)
    }

    /// [`Host::func`] through a given entry instead of the host's
    /// ([`HostOptions::closures`]): to compare them, or to keep one closure on the other.
    pub fn func_with<'js, F, P>(
        &self,
        ctx: &Ctx<'js>,
        entry: ClosureEntry,
        f: F,
    ) -> Result<Function<'js>, EngineError>
    where
        F: HostClosure<'js, P>,
    {
        self.make_func(ctx, "", entry, self.conversions, f)
    }

    fn make_func<'js, F, P>(
        &self,
        ctx: &Ctx<'js>,
        name: &str,
        entry: ClosureEntry,
        conversions: ClosureConversions,
        f: F,
    ) -> Result<Function<'js>, EngineError>
    where
        F: HostClosure<'js, P>,
    {
        self.check_runtime(ctx)?;
        let Prepared {
            data,
            instance,
            entry,
        } = crate::binding::closure::prepare(f, &self.shared, entry, conversions)?;
        // rquickjs's `length`: the parameters its `FromParams` requires (`This`, `Opt`,
        // `Rest`, `Ctx` require none), so a swapped closure or class member reads the same.
        let length = F::param_requirements().min();
        // A monomorphized entry calls the closure itself; the dispatcher serves only the calls
        // it hands over (off the lane), so the closure needs no backend to be defined.
        let handle = if entry.is_some() {
            self.shared.dispatcher.register_with_own_entry(data)?
        } else {
            self.shared.dispatcher.register(data)?
        };
        let closure = crate::binding::function::ClosureFn { instance, entry };
        let v = make_closure_function(ctx, &self.shared, name, handle, length, closure)?;
        v.into_function()
            .ok_or_else(|| EngineError::QuickJs("a closure is not a function".into()))
    }

    /// Defines `name` on `target` as the Rust closure `f` (see [`Host::func`]).
    pub fn define_closure<'js, F, P>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        f: F,
    ) -> Result<(), EngineError>
    where
        F: HostClosure<'js, P>,
    {
        let f = self.named_func(ctx, name, f)?;
        target.set(name, f)?;
        Ok(())
    }

    /// Defines `name` on `target` as a host function described by `data`.
    pub fn define_function<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        data: MethodData,
    ) -> Result<(), EngineError> {
        self.check_runtime(ctx)?;
        let length = data.signature().js_arity();
        let handle = self.shared.dispatcher.register(data)?;
        let f = make_function(ctx, &self.shared, name, handle, length, None)?;
        target.set(name, f)?;
        Ok(())
    }

    /// Defines `name` on `target` as a Rust `extern "C" fn`, its signature inferred from its
    /// type.
    pub fn define_extern_fn<'js, F: hostcall::HostFnType>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        f: F,
    ) -> Result<(), EngineError> {
        let sig = F::signature();
        if sig.takes_env() {
            // A function pointer has no environment: an `env` parameter would receive null.
            return Err(EngineError::QuickJs(format!(
                "`{name}`: an extern \"C\" fn cannot take `env` (use a closure)"
            )));
        }
        // SAFETY: `F::signature()` is derived from `f`'s own type, so the address has
        // exactly that ABI; a fn item lives as long as the process.
        let data = unsafe { MethodData::new(MethodId::of(f.address(), &sig), f.address(), sig)? };
        self.define_function(ctx, target, name, data)
    }

    /// Defines `name` on `target` as a plain Rust function made a host function by
    /// [`hostcall::rust_host_fn`] (panics and `Err`s become exceptions).
    pub fn define_rust_fn<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        f: hostcall::core::RustHostFnInfo,
    ) -> Result<(), EngineError> {
        let (func, sig) = f.into_parts();
        // SAFETY: a `RustHostFnInfo` can only be made by `rust_host_fn`, whose shim has
        // exactly the reported signature and lives as long as the process.
        let data = unsafe { MethodData::new(MethodId::of(func, &sig), func, sig)? };
        self.define_function(ctx, target, name, data)
    }

    /// Defines `name` on `target` as a raw C function with a signature.
    ///
    /// # Safety
    ///
    /// As for [`MethodData::new`]: `func` must have exactly the ABI `sig` describes and stay
    /// valid for the life of the process (an `env` parameter receives null).
    pub unsafe fn define_raw_fn<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        func: *const c_void,
        sig: Signature,
    ) -> Result<(), EngineError> {
        // SAFETY: the caller's contract.
        let data = unsafe { MethodData::new(MethodId::of(func, &sig), func, sig)? };
        self.define_function(ctx, target, name, data)
    }

    /// Defines a host class named `name` in `ctx`'s runtime: a prototype with the members
    /// of `spec`, whose instances ([`Host::new_instance`]) get it in `ctx`'s context.
    pub fn define_class(
        &self,
        ctx: &Ctx<'_>,
        name: &str,
        spec: ClassSpec,
    ) -> Result<HostClass, EngineError> {
        self.check_runtime(ctx)?;
        crate::binding::class::define(ctx, &self.shared, name, spec)
    }

    /// Makes an instance of `class` for the native object `data`; its members receive
    /// `data` as their `receiver`.
    ///
    /// # Safety
    ///
    /// `data` must point to the native object the class's members expect, and stay valid
    /// for as long as any script can call a member on the instance (in practice: until the
    /// runtime is freed). The instance does not own it.
    pub unsafe fn new_instance<'js>(
        &self,
        ctx: &Ctx<'js>,
        class: HostClass,
        data: *mut c_void,
    ) -> Result<Object<'js>, EngineError> {
        self.check_runtime(ctx)?;
        // SAFETY: the caller's contract.
        unsafe { crate::binding::class::new_instance(ctx, class, data) }
    }
}

/// A JavaScript function calling the Rust closure `f` through the host attached to `ctx`'s
/// runtime, attaching one with [`HostOptions::default`] if there is none: the shortest way
/// from rquickjs's `Func::from` (see [`Func`](crate::Func) for the drop-in form).
pub fn func<'js, F, P>(ctx: &Ctx<'js>, f: F) -> Result<Function<'js>, EngineError>
where
    F: HostClosure<'js, P>,
{
    Host::get_or_attach(ctx, HostOptions::default())?.func(ctx, f)
}

/// A member of a class made by `#[methods]`, or a `#[function]`'s function (the generated
/// code calls it): a hostcall
/// function of `f` on the monomorphized entry with rquickjs's conversions whatever the host's
/// options say (a class swapped from rquickjs's macros keeps rquickjs's results, and its
/// receivers, `This<..>`, need that entry), through the host attached to `ctx`'s runtime
/// (one with [`HostOptions::default`] if there is none). Not for applications.
#[doc(hidden)]
pub fn class_member<'js, F, P>(ctx: &Ctx<'js>, f: F) -> rquickjs::Result<rquickjs::Value<'js>>
where
    F: HostClosure<'js, P>,
{
    let host = Host::get_or_attach(ctx, HostOptions::default())?;
    let f = host.make_func(
        ctx,
        "",
        ClosureEntry::Monomorphized,
        ClosureConversions::Rquickjs,
        f,
    )?;
    Ok(f.into_value())
}

impl<'js, F, P> IntoJs<'js> for Func<F, P>
where
    F: HostClosure<'js, P>,
{
    fn into_js(self, ctx: &Ctx<'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
        Ok(func(ctx, self.into_inner())?.into_value())
    }
}

/// rquickjs's `object::Accessor` (the same constructors and flags, `obj.prop(key, ..)` takes
/// it) with the getter and setter as hostcall closures: each a hostcall function on the
/// monomorphized entry with rquickjs's conversions, as a `#[methods]` getter is. The
/// drop-in module's `object::Accessor`.
///
/// ```
/// use hostcall_quickjs::dropin as rquickjs;
/// use rquickjs::object::Accessor; // hostcall's
/// use rquickjs::{Context, Object, Runtime};
///
/// # fn main() -> rquickjs::Result<()> {
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| {
///     let o = Object::new(ctx.clone())?;
///     o.prop("answer", Accessor::new_get(|| 42).enumerable())?;
///     ctx.globals().set("o", o)?;
///     assert_eq!(ctx.eval::<i32, _>("o.answer")?, 42);
///     let host = hostcall_quickjs::Host::get(&ctx).expect("attached");
///     assert_eq!(host.counts().thunk, 1, "the getter ran on hostcall's entry");
///     Ok(())
/// })
/// # }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Accessor<G, S> {
    get: G,
    set: S,
    flags: rquickjs::object::PropertyFlags,
}

/// One of rquickjs's property flags.
fn flag(bits: u32) -> rquickjs::object::PropertyFlags {
    bits as rquickjs::object::PropertyFlags
}

impl<G> From<G> for Accessor<G, ()> {
    fn from(get: G) -> Self {
        Accessor::new_get(get)
    }
}

impl<G> Accessor<G, ()> {
    /// An accessor with a getter.
    pub fn new_get(get: G) -> Self {
        Accessor {
            get,
            set: (),
            flags: flag(rquickjs::qjs::JS_PROP_HAS_GET),
        }
    }

    /// With a setter too.
    pub fn set<S>(self, set: S) -> Accessor<G, S> {
        Accessor {
            get: self.get,
            set,
            flags: self.flags | flag(rquickjs::qjs::JS_PROP_HAS_SET),
        }
    }
}

impl<S> Accessor<(), S> {
    /// An accessor with a setter.
    pub fn new_set(set: S) -> Self {
        Accessor {
            get: (),
            set,
            flags: flag(rquickjs::qjs::JS_PROP_HAS_SET),
        }
    }

    /// With a getter too.
    pub fn get<G>(self, get: G) -> Accessor<G, S> {
        Accessor {
            get,
            set: self.set,
            flags: self.flags | flag(rquickjs::qjs::JS_PROP_HAS_GET),
        }
    }
}

impl<G, S> Accessor<G, S> {
    /// An accessor with a getter and a setter.
    pub fn new(get: G, set: S) -> Self {
        Accessor {
            get,
            set,
            flags: flag(rquickjs::qjs::JS_PROP_HAS_GET | rquickjs::qjs::JS_PROP_HAS_SET),
        }
    }

    /// Make the property configurable.
    #[must_use]
    pub fn configurable(mut self) -> Self {
        self.flags |=
            flag(rquickjs::qjs::JS_PROP_CONFIGURABLE | rquickjs::qjs::JS_PROP_HAS_CONFIGURABLE);
        self
    }

    /// Make the property enumerable.
    #[must_use]
    pub fn enumerable(mut self) -> Self {
        self.flags |=
            flag(rquickjs::qjs::JS_PROP_ENUMERABLE | rquickjs::qjs::JS_PROP_HAS_ENUMERABLE);
        self
    }
}

/// An accessor property's configuration: its getter and setter (when given) as hostcall
/// functions, the rest `undefined`.
fn accessor_config<'js, G, GA, S, SA>(
    ctx: &Ctx<'js>,
    flags: rquickjs::object::PropertyFlags,
    get: Option<G>,
    set: Option<S>,
) -> rquickjs::Result<PropertyConfig<'js>>
where
    G: HostClosure<'js, GA>,
    S: HostClosure<'js, SA>,
{
    let undefined = rquickjs::Value::new_undefined(ctx.clone());
    let get = match get {
        Some(g) => class_member(ctx, g)?,
        None => undefined.clone(),
    };
    let set = match set {
        Some(s) => class_member(ctx, s)?,
        None => undefined.clone(),
    };
    Ok((flags, undefined, get, set))
}

/// A property with a getter only.
impl<'js, G, GA> rquickjs::object::AsProperty<'js, (GA, (), ())> for Accessor<G, ()>
where
    G: HostClosure<'js, GA>,
{
    fn config(self, ctx: &Ctx<'js>) -> rquickjs::Result<PropertyConfig<'js>> {
        accessor_config::<G, GA, G, GA>(ctx, self.flags, Some(self.get), None)
    }
}

/// A property with a setter only.
impl<'js, S, SA> rquickjs::object::AsProperty<'js, ((), (), SA)> for Accessor<(), S>
where
    S: HostClosure<'js, SA>,
{
    fn config(self, ctx: &Ctx<'js>) -> rquickjs::Result<PropertyConfig<'js>> {
        accessor_config::<S, SA, S, SA>(ctx, self.flags, None, Some(self.set))
    }
}

/// A property with a getter and a setter.
impl<'js, G, GA, S, SA> rquickjs::object::AsProperty<'js, (GA, SA)> for Accessor<G, S>
where
    G: HostClosure<'js, GA>,
    S: HostClosure<'js, SA>,
{
    fn config(self, ctx: &Ctx<'js>) -> rquickjs::Result<PropertyConfig<'js>> {
        accessor_config(ctx, self.flags, Some(self.get), Some(self.set))
    }
}
