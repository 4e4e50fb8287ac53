//! `Deno.UnsafeCallback` (also `hostcall.UnsafeCallback`): a script function as a C function
//! pointer that native code can call.
//!
//! ```js
//! const cmp = new Deno.UnsafeCallback(
//!   { parameters: ["pointer", "pointer"], result: "i32" },
//!   (a, b) => readI32(a) - readI32(b),
//! );
//! libc.symbols.qsort(array, n, 4, cmp);   // or cmp.pointer
//! cmp.close();
//! ```
//!
//! Making a callback, in two steps so that nothing half-made is ever reachable:
//!
//! 1. the permission check, then the definition is read into Rust data (`JSON.stringify`:
//!    getters, proxies and `toJSON` may run here, before anything exists);
//! 2. the callback is made (its data, record and native code, through
//!    [`CallbackHost::create`](crate::ffi::callback::CallbackHost::create)) and its object built
//!    with own read-only properties; no script runs. If building the object fails, the
//!    callback is closed.
//!
//! The object's opaque is the callback's leaked data: collecting the object leaves the
//! callback open (native code may still hold its pointer) until the engine's end.

use std::rc::Rc;

use hostcall::upcall::CallbackSignature;
use rquickjs::function::{Opt, This};
use rquickjs::object::Property;
use rquickjs::{qjs, Ctx, Exception, Function, Object, Value};

use crate::binding::error::{type_name, EngineError};
use crate::binding::pointer_value::pointer_value;
use crate::binding::state::Shared;
use crate::ffi::callback::{CallbackData, CallbackHost};
use crate::ffi::rules::Rules;

/// The `UnsafeCallback` behind `this`, or a `TypeError` naming the method.
fn this_callback<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    this: &Value<'js>,
    method: &str,
) -> rquickjs::Result<&'static CallbackData> {
    CallbackHost::of(shared)
        .callback_of(this.as_raw())
        .ok_or_else(|| {
            Exception::throw_type(
                ctx,
                &format!("UnsafeCallback.prototype.{method}: `this` is not an UnsafeCallback"),
            )
        })
}

/// Reads a callback definition into a signature, and whether its result was declared
/// `buffer` (script code may run: getters, proxies, `toJSON`).
fn definition<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    rules: Rules,
    what: &str,
    def: Value<'js>,
) -> rquickjs::Result<(CallbackSignature, bool)> {
    let shape = || {
        Exception::throw_type(
            ctx,
            &format!("{what}: the definition must be an object {{ parameters, result }}"),
        )
    };
    if !def.is_object() || def.is_function() || def.is_array() {
        return Err(shape());
    }
    let json = match ctx.json_stringify(def)?.map(|s| s.to_string()) {
        Some(Ok(s)) => s,
        _ => return Err(shape()),
    };
    let mut value: serde_json::Value = serde_json::from_str(&json)
        .map_err(|e| Exception::throw_type(ctx, &format!("{what}: malformed definition: {e}")))?;
    // Deno's callback definition is `{ parameters, result }`; anything else is ignored
    // under its rules.
    let ignored = rules.drop_ignored_fields(&mut value, &["parameters", "result"]);
    if !ignored.is_empty() {
        crate::ffi::state::FfiState::of(shared).note_ignored_fields(what, ignored);
    }
    let sig = CallbackSignature::from_descriptor_value(&value)
        .map_err(|e| Exception::throw_type(ctx, &format!("{what}: {e}")))?;
    let buffer_result = value.get("result").and_then(|r| r.as_str()) == Some("buffer");
    Ok((sig, buffer_result))
}

/// `new UnsafeCallback(definition, callback)` and `UnsafeCallback.threadSafe(...)`.
fn create<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    allowed: bool,
    def: Value<'js>,
    func: Value<'js>,
    thread_safe: bool,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let what = if thread_safe {
        "UnsafeCallback.threadSafe"
    } else {
        "UnsafeCallback"
    };
    // 1. Permission, then the definition into Rust data (script code may run).
    if !allowed {
        return Err(Exception::throw_message(
            ctx,
            &format!(
                "{what} is not allowed: the embedder must allow FFI (hostcall run --allow-ffi)"
            ),
        ));
    }
    if !func.is_function() {
        return Err(Exception::throw_type(
            ctx,
            &format!(
                "{what}: the callback must be a function, found {}",
                type_name(&func)
            ),
        ));
    }
    let (sig, buffer_result) = definition(ctx, shared, rules, what, def.clone())?;
    // 2. Make it (no script runs from here on).
    let host = CallbackHost::of(shared);
    let d = host
        .create(
            sig,
            func.as_raw(),
            thread_safe,
            buffer_result,
            rules.callback_rules(),
        )
        .map_err(|e| Exception::throw_message(ctx, &format!("{what}: {e}")))?;
    match build(ctx, shared, d, def, func, rules) {
        Ok(obj) => {
            if thread_safe {
                // Deno's rule: a thread-safe callback starts ref'd.
                host.ref_callback(d);
            }
            Ok(obj)
        }
        Err(e) => {
            host.close(d);
            Err(e)
        }
    }
}

/// The object of a callback just made: own, read-only `pointer` (a pointer object under
/// Deno's rules, a number under hostcall's), `definition`, `callback`.
fn build<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    d: &'static CallbackData,
    def: Value<'js>,
    func: Value<'js>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let raw = CallbackHost::of(shared).new_object(d);
    if raw.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        return Err(rquickjs::Error::Exception);
    }
    // SAFETY: `raw` is a new, owned object of this context.
    let v = unsafe { Value::from_raw(ctx.clone(), raw) };
    let obj = v
        .as_object()
        .ok_or_else(|| Exception::throw_internal(ctx, "UnsafeCallback: not an object"))?;
    let pointer = match rules {
        Rules::Deno => {
            let p = CallbackHost::of(shared).pointers.make(d.code());
            if p.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                return Err(rquickjs::Error::Exception);
            }
            // SAFETY: an owned object of this context.
            unsafe { Value::from_raw(ctx.clone(), p) }
        }
        // SAFETY: a number value (no reference to own).
        Rules::Hostcall => unsafe { Value::from_raw(ctx.clone(), pointer_value(d.code())) },
    };
    obj.prop("pointer", Property::from(pointer).enumerable())?;
    obj.prop("definition", Property::from(def).enumerable())?;
    obj.prop("callback", Property::from(func).enumerable())?;
    Ok(v)
}

/// Registers the `UnsafeCallback` class in the runtime and returns its prototype (with
/// `close`, `ref` and `unref`), which every `UnsafeCallback` object of the engine has: both
/// FFI namespaces' constructors share it ([`constructor`]). Runs no script (own properties
/// defined, nothing read or set).
pub(crate) fn prototype<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
) -> Result<Object<'js>, EngineError> {
    let raw_ctx = ctx.as_raw().as_ptr();
    let mut class_id: qjs::JSClassID = 0;
    // SAFETY: `raw_ctx` is live; the class has no finalizer (an object's opaque is the
    // callback's leaked data, which it does not own).
    unsafe {
        let rt = qjs::JS_GetRuntime(raw_ctx);
        qjs::JS_NewClassID(rt, &mut class_id);
        let def = qjs::JSClassDef {
            class_name: c"UnsafeCallback".as_ptr(),
            finalizer: None,
            gc_mark: None,
            call: None,
            exotic: std::ptr::null_mut(),
        };
        if qjs::JS_NewClass(rt, class_id, &def) != 0 {
            return Err(EngineError::QuickJs(
                "cannot define class `UnsafeCallback`".into(),
            ));
        }
    }
    CallbackHost::of(shared).set_class_id(class_id);

    let proto = Object::new(ctx.clone())?;
    let s = shared.clone();
    let close = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, this: This<Value<'js>>| -> rquickjs::Result<()> {
            let d = this_callback(&ctx, &s, &this.0, "close")?;
            CallbackHost::of(&s).close(d);
            Ok(())
        },
    )?
    .with_name("close")?;
    let s = shared.clone();
    let ref_ = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, this: This<Value<'js>>| -> rquickjs::Result<u32> {
            let d = this_callback(&ctx, &s, &this.0, "ref")?;
            Ok(CallbackHost::of(&s).ref_callback(d))
        },
    )?
    .with_name("ref")?;
    let s = shared.clone();
    let unref = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, this: This<Value<'js>>| -> rquickjs::Result<u32> {
            let d = this_callback(&ctx, &s, &this.0, "unref")?;
            Ok(CallbackHost::of(&s).unref_callback(d))
        },
    )?
    .with_name("unref")?;
    for (name, f) in [("close", close), ("ref", ref_), ("unref", unref)] {
        proto.prop(name, Property::from(f).writable().configurable())?;
    }
    // SAFETY: JS_SetClassProto takes ownership of one reference to the prototype.
    unsafe { qjs::JS_SetClassProto(raw_ctx, class_id, qjs::JS_DupValue(raw_ctx, proto.as_raw())) };
    Ok(proto)
}

/// The `UnsafeCallback` constructor of one FFI namespace (`hostcall`'s or `Deno`'s: the
/// callbacks it makes follow those `rules`, see `Rules::callback_rules`), with `threadSafe`, over
/// the engine's one [`prototype`]. The `first` constructor made over the prototype becomes
/// its `constructor`. Making a callback needs FFI to be `allowed`. Runs no script.
pub(crate) fn constructor<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    allowed: bool,
    rules: Rules,
    proto: &Object<'js>,
    first: bool,
) -> Result<Function<'js>, EngineError> {
    let s = shared.clone();
    let ctor = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>,
              this: This<Value<'js>>,
              def: Opt<Value<'js>>,
              func: Opt<Value<'js>>|
              -> rquickjs::Result<Value<'js>> {
            // Called with `new`, `this` is `new.target`: a constructor.
            if !this.0.is_constructor() {
                return Err(Exception::throw_type(
                    &ctx,
                    "Class constructor UnsafeCallback cannot be invoked without 'new'",
                ));
            }
            let undefined = || Value::new_undefined(ctx.clone());
            create(
                &ctx,
                &s,
                allowed,
                def.0.unwrap_or_else(undefined),
                func.0.unwrap_or_else(undefined),
                false,
                rules,
            )
        },
    )?
    .with_name("UnsafeCallback")?
    .with_length(2)?;
    ctor.set_constructor(true);
    let s = shared.clone();
    let thread_safe = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>,
              def: Opt<Value<'js>>,
              func: Opt<Value<'js>>|
              -> rquickjs::Result<Value<'js>> {
            let undefined = || Value::new_undefined(ctx.clone());
            create(
                &ctx,
                &s,
                allowed,
                def.0.unwrap_or_else(undefined),
                func.0.unwrap_or_else(undefined),
                true,
                rules,
            )
        },
    )?
    .with_name("threadSafe")?
    .with_length(2)?;
    ctor.prop("prototype", Property::from(proto.clone()))?;
    ctor.prop(
        "threadSafe",
        Property::from(thread_safe).writable().configurable(),
    )?;
    if first {
        proto.prop(
            "constructor",
            Property::from(ctor.clone()).writable().configurable(),
        )?;
    }
    Ok(ctor)
}
