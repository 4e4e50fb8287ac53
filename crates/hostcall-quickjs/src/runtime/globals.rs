//! The globals an [`Engine`](crate::Engine) offers, `console`, `hostcall` and `Deno` (with
//! `dlopen`, `UnsafeCallback` and the pointer classes), installed lazily: creating an engine
//! defines each as a QuickJS *auto-init* property, the mechanism QuickJS itself uses for
//! `Math`, `JSON` and `Reflect`. The property is an ordinary data property to every script
//! operation (`typeof`, `Object.keys`, `getOwnPropertyDescriptor`, `delete`, assignment,
//! `defineProperty`, `freeze`): QuickJS makes its value the first time anything reads or
//! redefines it, and a property deleted or replaced before then is simply never made. So a
//! script sees what it saw when these globals were installed eagerly, in the same order with
//! the same descriptors, and an engine that never touches `Deno` never pays for it.
//!
//! How the value is made: the property is a `JS_DEF_OBJECT` entry of a static function list
//! (per-process data, nothing built per engine). QuickJS instantiates it as a new object from
//! its own list, whose two entries are an accessor (`INIT`) and an alias that reads `INIT`
//! from the object being built. That read calls [`init_namespace`], which removes `INIT` and
//! defines the namespace's members ([`fill`]); the alias then re-defines one member
//! (`log` or `dlopen`) with the value it already has, in place. No script sees `INIT`: it
//! exists only while the object is being made, before QuickJS hands it to anyone.
//!
//! The contract of everything [`fill`] calls: **it runs no script**. It defines own
//! properties (never a `[[Set]]` that a setter on `Object.prototype` could intercept) and
//! reads nothing a script can reach. QuickJS runs the auto-init while it holds a pointer into
//! the global object's property table; script code run then could add globals, move that
//! table and leave the pointer dangling. `tests/lazy_globals.rs` attacks exactly that.
//!
//! `TextEncoder`/`TextDecoder` are constructors, which an auto-init list cannot make (only
//! plain functions and plain objects), so [`crate::runtime::text`] installs them at creation.

use std::cell::{Cell, RefCell};
use std::ffi::{c_int, CStr};
use std::panic::AssertUnwindSafe;
use std::ptr::NonNull;
use std::rc::Rc;

use rquickjs::object::Property;
use rquickjs::{qjs, Ctx, JsLifetime, Object, Value};

use crate::binding::error::EngineError;
use crate::binding::host::Host;
use crate::binding::state::Shared;
use crate::ffi::loader::permission::FfiPermission;
use crate::ffi::pointer::PointerGrant;
use crate::ffi::rules::Rules;

/// When an engine installs `console`, `hostcall` and `Deno`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum GlobalsInstall {
    /// When a script first reaches each (default): an engine costs what a bare QuickJS
    /// context costs, and behaves as if they had been installed at creation.
    #[default]
    Lazy,
    /// At creation, every member made (what engines did before; tests compare the two).
    Eager,
}

/// One of the lazily installed namespaces (the list entries' `magic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Namespace {
    Console,
    Hostcall,
    Deno,
}

impl Namespace {
    fn from_magic(magic: c_int) -> Option<Namespace> {
        match magic {
            0 => Some(Namespace::Console),
            1 => Some(Namespace::Hostcall),
            2 => Some(Namespace::Deno),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Namespace::Console => "console",
            Namespace::Hostcall => "hostcall",
            Namespace::Deno => "Deno",
        }
    }

    /// The member the list's alias re-defines (it must be one [`fill`] defines with the
    /// alias's flags, writable, enumerable and configurable, so the re-definition changes
    /// nothing).
    fn alias_member(self) -> &'static str {
        match self {
            Namespace::Console => "log",
            Namespace::Hostcall | Namespace::Deno => "dlopen",
        }
    }
}

/// What the namespaces need from the engine when they are made: its FFI permission, the
/// `UnsafeCallback` prototype both FFI namespaces' constructors share (made by the first),
/// and an install failure to report.
pub(crate) struct GlobalsState {
    rt: *mut qjs::JSRuntime,
    permission: Rc<FfiPermission>,
    grant: PointerGrant,
    /// `JS_UNDEFINED` until the first FFI namespace is made; then one owned reference.
    callback_proto: Cell<qjs::JSValue>,
    failure: RefCell<Option<String>>,
    /// The script's arguments ([`Engine::set_args`](crate::Engine::set_args)), defined as
    /// `args` on each FFI namespace made after they were given.
    args: RefCell<Option<Vec<String>>>,
    /// Which FFI namespaces were made (`hostcall`, `Deno`).
    made: [Cell<bool>; 2],
}

impl GlobalsState {
    /// Why making a namespace failed (out of memory), once: the engine reports it as the
    /// script's error at its next checkpoint.
    pub(crate) fn take_failure(&self) -> Option<String> {
        self.failure.borrow_mut().take()
    }

    /// Keeps the script's arguments for the FFI namespaces not made yet; returns the names
    /// of the namespaces made already (whose `args` the caller defines itself).
    pub(crate) fn set_args(&self, args: &[String]) -> Vec<&'static str> {
        *self.args.borrow_mut() = Some(args.to_vec());
        [Namespace::Hostcall, Namespace::Deno]
            .into_iter()
            .zip(&self.made)
            .filter(|(_, made)| made.get())
            .map(|(ns, _)| ns.name())
            .collect()
    }

    /// Releases the shared `UnsafeCallback` prototype (before the context is freed).
    pub(crate) fn release(&self) {
        let v = self.callback_proto.replace(qjs::JS_UNDEFINED);
        // SAFETY: `v` is undefined or the one owned reference this state took, of a value
        // of `rt`, which is alive (the engine releases this before freeing it).
        unsafe { qjs::JS_FreeValueRT(self.rt, v) };
    }
}

/// The state in the runtime's userdata, where [`init_namespace`] finds it.
struct GlobalsSlot(Rc<GlobalsState>);

// SAFETY: `GlobalsSlot` holds no `'js` lifetime (a raw value, released by the engine before
// its context is freed): changing the lifetime changes nothing.
unsafe impl<'js> JsLifetime<'js> for GlobalsSlot {
    type Changed<'to> = GlobalsSlot;
}

/// The accessor each namespace is built through (never seen by scripts).
const INIT: &CStr = c"\u{1}hostcall lazy init";

/// A static function list QuickJS reads (and never writes).
#[repr(transparent)]
struct EntryList<const N: usize>([qjs::JSCFunctionListEntry; N]);

// SAFETY: the lists are immutable data whose pointers lead only to other statics (names,
// lists) and functions; QuickJS only reads them.
unsafe impl<const N: usize> Sync for EntryList<N> {}

const C_W_E: u8 = qjs::JS_PROP_C_W_E as u8;

/// A namespace's own list: the `INIT` accessor and the alias that reads it.
const fn namespace_list(magic: i16, member: &'static CStr) -> EntryList<2> {
    EntryList([
        qjs::JSCFunctionListEntry {
            name: INIT.as_ptr(),
            prop_flags: qjs::JS_PROP_CONFIGURABLE as u8,
            def_type: qjs::JS_DEF_CGETSET_MAGIC as u8,
            magic,
            u: qjs::JSCFunctionListEntry__bindgen_ty_1 {
                getset: qjs::JSCFunctionListEntry__bindgen_ty_1__bindgen_ty_2 {
                    get: qjs::JSCFunctionType {
                        getter_magic: Some(init_namespace),
                    },
                    set: qjs::JSCFunctionType { generic: None },
                },
            },
        },
        qjs::JSCFunctionListEntry {
            name: member.as_ptr(),
            prop_flags: C_W_E,
            def_type: qjs::JS_DEF_ALIAS as u8,
            magic: 0,
            u: qjs::JSCFunctionListEntry__bindgen_ty_1 {
                alias: qjs::JSCFunctionListEntry__bindgen_ty_1__bindgen_ty_3 {
                    name: INIT.as_ptr(),
                    // -1: read the alias from the object being built.
                    base: -1,
                },
            },
        },
    ])
}

/// The global entry of a namespace: an auto-init object made from `list`, writable,
/// enumerable and configurable (what `globalThis.name = {...}` made).
const fn global_entry(name: &'static CStr, list: &'static EntryList<2>) -> EntryList<1> {
    EntryList([qjs::JSCFunctionListEntry {
        name: name.as_ptr(),
        prop_flags: C_W_E,
        def_type: qjs::JS_DEF_OBJECT as u8,
        magic: 0,
        u: qjs::JSCFunctionListEntry__bindgen_ty_1 {
            prop_list: qjs::JSCFunctionListEntry__bindgen_ty_1__bindgen_ty_4 {
                tab: list.0.as_ptr(),
                len: 2,
            },
        },
    }])
}

static CONSOLE_LIST: EntryList<2> = namespace_list(0, c"log");
static HOSTCALL_LIST: EntryList<2> = namespace_list(1, c"dlopen");
static DENO_LIST: EntryList<2> = namespace_list(2, c"dlopen");
static CONSOLE_GLOBAL: EntryList<1> = global_entry(c"console", &CONSOLE_LIST);
static HOSTCALL_GLOBAL: EntryList<1> = global_entry(c"hostcall", &HOSTCALL_LIST);
static DENO_GLOBAL: EntryList<1> = global_entry(c"Deno", &DENO_LIST);

/// Defines the engine's globals on `ctx`'s global object, in the order engines always had:
/// `console`, `TextEncoder`, `TextDecoder`, `hostcall`, `Deno` (only when the context has no
/// `Deno` yet). Returns the state the engine keeps (and releases before its context).
pub(crate) fn install(
    ctx: &Ctx<'_>,
    shared: &Rc<Shared>,
    permission: FfiPermission,
    how: GlobalsInstall,
) -> Result<Rc<GlobalsState>, EngineError> {
    let state = Rc::new(GlobalsState {
        // SAFETY: `ctx` is live.
        rt: unsafe { qjs::JS_GetRuntime(ctx.as_raw().as_ptr()) },
        grant: PointerGrant::of(&permission),
        permission: Rc::new(permission),
        callback_proto: Cell::new(qjs::JS_UNDEFINED),
        failure: RefCell::new(None),
        args: RefCell::new(None),
        made: [Cell::new(false), Cell::new(false)],
    });
    ctx.store_userdata(GlobalsSlot(state.clone()))
        .map_err(|_| EngineError::QuickJs("the runtime's userdata is borrowed".into()))?;
    let deno = !ctx.globals().contains_key("Deno")?;
    let define = |ns: Namespace, list: &'static EntryList<1>| -> Result<(), EngineError> {
        match how {
            GlobalsInstall::Lazy => {
                let globals = ctx.globals();
                // SAFETY: `ctx` and its global object are live; the list is static, so it
                // outlives every auto-init property QuickJS makes from it.
                let rc = unsafe {
                    qjs::JS_SetPropertyFunctionList(
                        ctx.as_raw().as_ptr(),
                        globals.as_raw(),
                        list.0.as_ptr(),
                        1,
                    )
                };
                if rc != 0 {
                    return Err(EngineError::QuickJs(format!(
                        "cannot define the global `{}`",
                        ns.name()
                    )));
                }
            }
            GlobalsInstall::Eager => {
                let obj = Object::new(ctx.clone())?;
                fill(ctx, shared, &state, ns, &obj)?;
                ctx.globals().prop(
                    ns.name(),
                    Property::from(obj).writable().enumerable().configurable(),
                )?;
            }
        }
        Ok(())
    };
    define(Namespace::Console, &CONSOLE_GLOBAL)?;
    crate::runtime::text::install(ctx)?;
    define(Namespace::Hostcall, &HOSTCALL_GLOBAL)?;
    if deno {
        define(Namespace::Deno, &DENO_GLOBAL)?;
    }
    Ok(state)
}

/// Defines the members of the namespace `ns` on `obj` (see the module docs: it runs no
/// script).
fn fill<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    state: &GlobalsState,
    ns: Namespace,
    obj: &Object<'js>,
) -> Result<(), EngineError> {
    let (rules, made) = match ns {
        Namespace::Console => return crate::runtime::console::install(ctx, obj),
        Namespace::Hostcall => (Rules::Hostcall, &state.made[0]),
        Namespace::Deno => (Rules::Deno, &state.made[1]),
    };
    made.set(true);
    crate::ffi::dlopen::install_dlopen(ctx, shared, &state.permission, rules, obj)?;
    let (proto, first) = match state.callback_proto.get() {
        v if v.tag == i64::from(qjs::JS_TAG_OBJECT) => {
            // SAFETY: `v` is the state's live reference; the new value owns a duplicate.
            let v =
                unsafe { Value::from_raw(ctx.clone(), qjs::JS_DupValue(ctx.as_raw().as_ptr(), v)) };
            let proto = v.into_object().ok_or_else(|| {
                EngineError::QuickJs("the UnsafeCallback prototype is not an object".into())
            })?;
            (proto, false)
        }
        _ => {
            let proto = crate::ffi::unsafe_callback::prototype(ctx, shared)?;
            // SAFETY: `ctx` is live; the state owns the duplicated reference until
            // `release`.
            let v = unsafe { qjs::JS_DupValue(ctx.as_raw().as_ptr(), proto.as_raw()) };
            state.callback_proto.set(v);
            (proto, true)
        }
    };
    let allowed = !state.permission.is_denied();
    let ctor =
        crate::ffi::unsafe_callback::constructor(ctx, shared, allowed, rules, &proto, first)?;
    obj.prop(
        "UnsafeCallback",
        Property::from(ctor).writable().configurable(),
    )?;
    crate::ffi::pointer::install(ctx, shared, state.grant, &[(obj.clone(), rules)])?;
    let args = state.args.borrow().clone();
    if let Some(args) = args {
        define_args(ctx, obj, &args)?;
    }
    Ok(())
}

/// Defines `args` (an array of strings) on `target`, writable, enumerable and configurable.
pub(crate) fn define_args<'js>(
    ctx: &Ctx<'js>,
    target: &Object<'js>,
    args: &[String],
) -> Result<(), EngineError> {
    let list = rquickjs::Array::new(ctx.clone())?;
    // Each element is defined, never assigned: a [[Set]] on an array index walks the
    // prototype chain once a script has put an indexed property on `Array.prototype` or
    // `Object.prototype`, and would run its setter, here inside QuickJS's auto-init, which
    // must run no script (the module docs; `tests/lazy_globals.rs`, `indexed_setters`).
    // (An array holds at most 2^32 - 1 elements, far more strings than a process can
    // hold, so `zip` with the u32 indices drops nothing.)
    for (a, index) in args.iter().zip(0u32..) {
        list.prop(
            index,
            Property::from(a.as_str())
                .writable()
                .enumerable()
                .configurable(),
        )?;
    }
    target.prop(
        "args",
        Property::from(list).writable().enumerable().configurable(),
    )?;
    Ok(())
}

/// The `INIT` getter QuickJS calls while it makes a namespace object (`this`): removes
/// `INIT`, defines the members, and returns the alias member's value. Never unwinds; a
/// failure (out of memory) is recorded for the engine to report, and the namespace keeps the
/// members made so far.
///
/// # Safety
///
/// Called by QuickJS as a getter: `ctx` is live and `this` is a live value of it.
unsafe extern "C" fn init_namespace(
    ctx: *mut qjs::JSContext,
    this: qjs::JSValue,
    magic: c_int,
) -> qjs::JSValue {
    // SAFETY: the function's contract.
    let made = std::panic::catch_unwind(AssertUnwindSafe(|| unsafe { init(ctx, this, magic) }));
    let failure = match made {
        Ok(Ok(v)) => return v,
        Ok(Err(e)) => e,
        Err(payload) => {
            hostcall::core::typed::drop_panic_payload(payload);
            "a panic while installing a global".to_string()
        }
    };
    // SAFETY: `ctx` is live; the pending exception (if any) is owned and freed here, so
    // none stays behind a value QuickJS returns as a success.
    unsafe {
        let e = qjs::JS_GetException(ctx);
        qjs::JS_FreeValue(ctx, e);
        record_failure(ctx, failure);
    }
    qjs::JS_UNDEFINED
}

/// Records why a namespace could not be made, in the engine's state.
///
/// # Safety
///
/// `ctx` is live.
unsafe fn record_failure(ctx: *mut qjs::JSContext, failure: String) {
    let Some(ctx) = NonNull::new(ctx) else { return };
    // SAFETY: the caller's contract; the `Ctx` does not outlive this call.
    let c = unsafe { Ctx::from_raw(ctx) };
    let state = c.userdata::<GlobalsSlot>().map(|slot| slot.0.clone());
    if let Some(state) = state {
        let mut f = state.failure.borrow_mut();
        if f.is_none() {
            *f = Some(failure);
        }
    }
}

/// [`init_namespace`]'s work: the alias member's value (owned), or why it failed.
///
/// # Safety
///
/// As for [`init_namespace`].
unsafe fn init(
    ctx: *mut qjs::JSContext,
    this: qjs::JSValue,
    magic: c_int,
) -> Result<qjs::JSValue, String> {
    let ns = Namespace::from_magic(magic).ok_or("an unknown lazy global")?;
    let raw = NonNull::new(ctx).ok_or("no context")?;
    // SAFETY: the caller's contract; the `Ctx` and the values made from it do not outlive
    // this call.
    let c = unsafe { Ctx::from_raw(raw) };
    // SAFETY: `this` is live; the new value owns a duplicate.
    let this = unsafe { Value::from_raw(c.clone(), qjs::JS_DupValue(ctx, this)) };
    let obj = this
        .into_object()
        .ok_or("a lazy global is not being made as an object")?;
    let why = |e: &dyn std::fmt::Display| format!("installing `{}` failed: {e}", ns.name());
    let init = INIT.to_str().map_err(|e| why(&e))?;
    obj.remove(init).map_err(|e| why(&e))?;
    let host = Host::get(&c).ok_or_else(|| why(&"no host is attached"))?;
    let state = c
        .userdata::<GlobalsSlot>()
        .map(|s| s.0.clone())
        .ok_or_else(|| why(&"the engine's state is missing"))?;
    fill(&c, host.shared(), &state, ns, &obj).map_err(|e| why(&e))?;
    let member: Value = obj.get(ns.alias_member()).map_err(|e| why(&e))?;
    // SAFETY: `member` is live; the duplicate is the getter's owned result.
    Ok(unsafe { qjs::JS_DupValue(ctx, member.as_raw()) })
}
