//! Host classes: JavaScript classes whose methods, getters and setters are host functions
//! behind thunks, with the native object reached through the `receiver` parameter kind.

use std::ffi::{c_int, c_void, CString};
use std::rc::Rc;

use hostcall::{MethodData, MethodId, Signature};
use rquickjs::{qjs, Ctx, Object};

use crate::binding::error::EngineError;
use crate::binding::function::{make_function, JS_UNDEFINED};
use crate::binding::state::Shared;

/// A host function and its signature.
type Member = (*const c_void, Signature);

/// A class's members: host functions with their signatures. A member that uses the native
/// object takes a `receiver` parameter (anywhere in its signature); `this` must then be an
/// instance of the class, or the call throws a `TypeError`.
#[derive(Default)]
pub struct ClassSpec {
    methods: Vec<(String, *const c_void, Signature)>,
    accessors: Vec<(String, Option<Member>, Option<Member>)>,
}

impl ClassSpec {
    /// An empty class.
    pub fn new() -> ClassSpec {
        ClassSpec::default()
    }

    /// Adds a method.
    ///
    /// # Safety
    ///
    /// As for [`MethodData::new`]: `func` has exactly the ABI of `sig` and lives for the
    /// process.
    pub unsafe fn method(mut self, name: &str, func: *const c_void, sig: Signature) -> ClassSpec {
        self.methods.push((name.to_string(), func, sig));
        self
    }

    /// Adds a property with a getter (called with no arguments) and optionally a setter
    /// (called with the assigned value).
    ///
    /// # Safety
    ///
    /// As for [`ClassSpec::method`], for both functions.
    pub unsafe fn property(
        mut self,
        name: &str,
        getter: (*const c_void, Signature),
        setter: Option<(*const c_void, Signature)>,
    ) -> ClassSpec {
        self.accessors
            .push((name.to_string(), Some(getter), setter));
        self
    }
}

/// A class defined in one engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostClass {
    class_id: u32,
}

impl HostClass {
    /// QuickJS's class id (per runtime), the `receiver` class of its members.
    pub fn class_id(&self) -> u32 {
        self.class_id
    }
}

/// A method id unique to (function, signature, class): class ids are per runtime, so the
/// same member in two engines may get two ids; both share one compiled thunk.
fn member_id(func: *const c_void, sig: &Signature, class_id: u32) -> MethodId {
    let base = MethodId::of(func, sig).0;
    MethodId(base ^ (u64::from(class_id).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 1))
}

/// Defines a host class named `name` in `shared`'s engine: a prototype with the members of
/// `spec` (for [`Engine::define_class`](crate::Engine::define_class)).
pub(crate) fn define(
    ctx: &Ctx<'_>,
    shared: &Rc<Shared>,
    name: &str,
    spec: ClassSpec,
) -> Result<HostClass, EngineError> {
    let raw_ctx = ctx.as_raw().as_ptr();
    // QuickJS copies the name into an atom; the C string is only needed for the call.
    let cname = CString::new(name).map_err(|_| EngineError::BadName(name.to_string()))?;
    let mut class_id: qjs::JSClassID = 0;
    // SAFETY: `raw_ctx` is live; the class definition has no finalizer (instances do
    // not own their native object, see `new_instance`).
    unsafe {
        let rt = qjs::JS_GetRuntime(raw_ctx);
        qjs::JS_NewClassID(rt, &mut class_id);
        let def = qjs::JSClassDef {
            class_name: cname.as_ptr(),
            finalizer: None,
            gc_mark: None,
            call: None,
            exotic: std::ptr::null_mut(),
        };
        if qjs::JS_NewClass(rt, class_id, &def) != 0 {
            return Err(EngineError::QuickJs(format!(
                "cannot define class `{name}`"
            )));
        }
    }
    let proto = Object::new(ctx.clone())?;
    let function = |member: &str,
                    func: *const c_void,
                    sig: &Signature|
     -> Result<rquickjs::Value<'_>, EngineError> {
        // SAFETY: the spec's builder methods carry `MethodData::new`'s contract, and that
        // a `receiver` parameter is this class's native object (the one `new_instance`
        // attaches), which is what the receiver hook returns for this class id.
        let data = unsafe {
            MethodData::new(member_id(func, sig, class_id), func, sig.clone())?
                .with_receiver_class(u64::from(class_id))
        };
        let handle = shared.dispatcher.register(data)?;
        make_function(ctx, shared, member, handle, sig.js_arity(), None)
    };
    for (member, func, sig) in &spec.methods {
        proto.set(member.as_str(), function(member, *func, sig)?)?;
    }
    for (member, getter, setter) in &spec.accessors {
        let get = match getter {
            Some((f, s)) => Some(function(member, *f, s)?),
            None => None,
        };
        let set = match setter {
            Some((f, s)) => Some(function(member, *f, s)?),
            None => None,
        };
        let cmember =
            CString::new(member.as_str()).map_err(|_| EngineError::BadName(member.clone()))?;
        let undefined = JS_UNDEFINED;
        // SAFETY: the accessor values are owned references (dup'ed from live values) that
        // JS_DefinePropertyGetSet consumes; the atom is freed after use.
        let rc = unsafe {
            let atom = qjs::JS_NewAtom(raw_ctx, cmember.as_ptr());
            let g = get
                .as_ref()
                .map_or(undefined, |v| qjs::JS_DupValue(raw_ctx, v.as_raw()));
            let s = set
                .as_ref()
                .map_or(undefined, |v| qjs::JS_DupValue(raw_ctx, v.as_raw()));
            let rc = qjs::JS_DefinePropertyGetSet(
                raw_ctx,
                proto.as_raw(),
                atom,
                g,
                s,
                (qjs::JS_PROP_CONFIGURABLE | qjs::JS_PROP_ENUMERABLE) as c_int,
            );
            qjs::JS_FreeAtom(raw_ctx, atom);
            rc
        };
        if rc < 0 {
            return Err(EngineError::QuickJs(format!(
                "cannot define property `{member}`"
            )));
        }
    }
    // SAFETY: JS_SetClassProto takes ownership of one reference to the prototype.
    unsafe { qjs::JS_SetClassProto(raw_ctx, class_id, qjs::JS_DupValue(raw_ctx, proto.as_raw())) };
    Ok(HostClass { class_id })
}

/// Makes an instance of `class` for the native object `data` (for
/// [`Engine::new_instance`](crate::Engine::new_instance)).
///
/// # Safety
///
/// As for [`Engine::new_instance`](crate::Engine::new_instance): `data` is the native object
/// the class's members expect and stays valid while scripts can reach the instance.
pub(crate) unsafe fn new_instance<'js>(
    ctx: &Ctx<'js>,
    class: HostClass,
    data: *mut c_void,
) -> Result<Object<'js>, EngineError> {
    let raw_ctx = ctx.as_raw().as_ptr();
    // SAFETY: the class is registered in this runtime; the new object is owned here.
    unsafe {
        let obj = qjs::JS_NewObjectClass(raw_ctx, class.class_id);
        if obj.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return Err(EngineError::QuickJs("cannot create an instance".into()));
        }
        qjs::JS_SetOpaque(obj, data);
        let v = rquickjs::Value::from_raw(ctx.clone(), obj);
        v.into_object()
            .ok_or_else(|| EngineError::QuickJs("instance is not an object".into()))
    }
}

/// A property of a class made by `#[methods]` (the `hostcall-macros` crate): its getter and
/// setter, hostcall function values (or `undefined`), defined with the flags rquickjs's
/// `Accessor` gives the same options. Used by the generated code; not for applications.
#[doc(hidden)]
pub struct MemberAccessor<'js> {
    get: rquickjs::Value<'js>,
    set: rquickjs::Value<'js>,
    flags: rquickjs::object::PropertyFlags,
}

impl<'js> MemberAccessor<'js> {
    /// The property with getter `get` and setter `set`; `has_get`/`has_set` say which of
    /// the two the class defines (the other is `undefined`), as in rquickjs's `Accessor`.
    pub fn new(
        get: rquickjs::Value<'js>,
        set: rquickjs::Value<'js>,
        has_get: bool,
        has_set: bool,
        configurable: bool,
        enumerable: bool,
    ) -> MemberAccessor<'js> {
        let mut flags = 0;
        for (on, bits) in [
            (has_get, qjs::JS_PROP_HAS_GET),
            (has_set, qjs::JS_PROP_HAS_SET),
            (
                configurable,
                qjs::JS_PROP_CONFIGURABLE | qjs::JS_PROP_HAS_CONFIGURABLE,
            ),
            (
                enumerable,
                qjs::JS_PROP_ENUMERABLE | qjs::JS_PROP_HAS_ENUMERABLE,
            ),
        ] {
            if on {
                flags |= bits as rquickjs::object::PropertyFlags;
            }
        }
        MemberAccessor { get, set, flags }
    }
}

/// What rquickjs's `AsProperty::config` returns: the flags, the value, the getter and the
/// setter (each `undefined` where absent).
pub(crate) type PropertyConfig<'js> = (
    rquickjs::object::PropertyFlags,
    rquickjs::Value<'js>,
    rquickjs::Value<'js>,
    rquickjs::Value<'js>,
);

impl<'js> rquickjs::object::AsProperty<'js, ()> for MemberAccessor<'js> {
    fn config(self, ctx: &Ctx<'js>) -> rquickjs::Result<PropertyConfig<'js>> {
        Ok((
            self.flags,
            rquickjs::Value::new_undefined(ctx.clone()),
            self.get,
            self.set,
        ))
    }
}
