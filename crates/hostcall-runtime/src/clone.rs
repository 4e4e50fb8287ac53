//! `structuredClone`, as HTML's structured serialization defines it, walked over QuickJS's C
//! API so that no script runs and nothing private is copied:
//!
//! - primitives as they are (a symbol is refused);
//! - plain objects, class instances and arrays: a new plain object (or array of the same
//!   `length`) with a copy of each **own enumerable string-keyed data property**, in the
//!   source's order. Private fields (`#x`), symbol keys, non-enumerable properties and the
//!   prototype are not copied (a class instance comes back as a plain object, as in Deno);
//!   an accessor is refused (HTML would call its getter: here no getter runs). An array's
//!   holes stay holes, and a sparse array costs time in proportion to its elements, not its
//!   length;
//! - `Map` and `Set` entries (read through the builtins taken before any script ran, so a
//!   script's replacement of `Map.prototype.forEach` is never called);
//! - `Date`, `RegExp` and boxed primitives (`new Number(1)`, `Object(1n)`): their internal
//!   value only (QuickJS's own serializer, on that one object);
//! - `ArrayBuffer` (its bytes now), typed arrays and `DataView`s (a view over the clone of
//!   its buffer, at the same offset, covering the bytes it covers now; two views of one
//!   buffer share one clone);
//! - errors (`Error`, `EvalError`, `RangeError`, `ReferenceError`, `SyntaxError`,
//!   `TypeError`, `URIError` by prototype; any other error as `Error`): own string `message`
//!   and `stack`, and own `cause` cloned.
//!
//! Cycles and shared references are kept (each object is cloned once). Everything else is a
//! `DataCloneError` naming the value (at most 60 characters of `Deno.inspect` of it):
//! functions, symbols, proxies (no trap runs), `WeakMap`s, promises, `SharedArrayBuffer`s,
//! host objects. The walk keeps its own work list, so a graph nested 100,000 deep is cloned
//! without growing the thread's stack. Differences from Deno: accessors are refused, a
//! resizable `ArrayBuffer` comes back fixed at its length now (and a length-tracking view
//! fixed at its length now), `transfer` is not supported.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_int;
use std::rc::Rc;

use rquickjs::function::This;
use rquickjs::{qjs, Constructor, Ctx, Exception, Function, Persistent, Value};

/// The error prototypes a clone recognises, by name.
const ERRORS: [&str; 7] = [
    "Error",
    "EvalError",
    "RangeError",
    "ReferenceError",
    "SyntaxError",
    "TypeError",
    "URIError",
];

/// The builtins a clone uses, taken when the runtime is installed, before any script ran:
/// a script that replaces `Map`, `Map.prototype.forEach` or `DataView` changes nothing.
pub struct Intrinsics {
    map: Persistent<Constructor<'static>>,
    set: Persistent<Constructor<'static>>,
    map_for_each: Persistent<Function<'static>>,
    set_for_each: Persistent<Function<'static>>,
    map_set: Persistent<Function<'static>>,
    set_add: Persistent<Function<'static>>,
    data_view: Persistent<Constructor<'static>>,
    /// The prototype of each of [`ERRORS`], in order.
    error_protos: Vec<Persistent<Value<'static>>>,
    classes: Classes,
}

/// QuickJS's class ids of the objects cloned by class (read from objects QuickJS made).
#[derive(Clone, Copy)]
struct Classes {
    object: qjs::JSClassID,
    error: qjs::JSClassID,
    /// `Number`, `String`, `Boolean` and `BigInt` objects.
    boxed: [qjs::JSClassID; 4],
}

impl Intrinsics {
    /// Takes the builtins from `ctx`'s global object. Call before any script runs.
    pub fn take<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<Intrinsics> {
        let g = ctx.globals();
        let ctor = |name: &str| -> rquickjs::Result<Constructor<'js>> { g.get(name) };
        let method = |c: &Constructor<'js>, name: &str| -> rquickjs::Result<Function<'js>> {
            c.get::<_, rquickjs::Object<'js>>("prototype")?.get(name)
        };
        let (map, set, data_view) = (ctor("Map")?, ctor("Set")?, ctor("DataView")?);
        let mut error_protos = Vec::with_capacity(ERRORS.len());
        for name in ERRORS {
            let proto: Value = ctor(name)?.get("prototype")?;
            error_protos.push(Persistent::save(ctx, proto));
        }
        let cx = ctx.as_raw().as_ptr();
        let class_of = |raw: qjs::JSValue| -> rquickjs::Result<qjs::JSClassID> {
            // SAFETY: `raw` is a new value of `ctx` (owned: freed here once its class is
            // read) or an exception.
            unsafe {
                if qjs::JS_VALUE_GET_TAG(raw) == qjs::JS_TAG_EXCEPTION {
                    return Err(rquickjs::Error::Exception);
                }
                let id = qjs::JS_GetClassID(raw);
                qjs::JS_FreeValue(cx, raw);
                Ok(id)
            }
        };
        // SAFETY: each value is made here (no script runs: nothing was replaced yet, and
        // making an error builds a stack trace before a script could set
        // `Error.prepareStackTrace`) and handed to `class_of`, which frees it.
        let classes = unsafe {
            let to_object = |v: qjs::JSValue| {
                let o = qjs::JS_ToObject(cx, v);
                qjs::JS_FreeValue(cx, v);
                o
            };
            Classes {
                object: class_of(qjs::JS_NewObject(cx))?,
                error: class_of(qjs::JS_NewError(cx))?,
                boxed: [
                    class_of(to_object(qjs::JS_MKVAL(qjs::JS_TAG_INT, 0)))?,
                    class_of(to_object(qjs::JS_NewStringLen(cx, c"".as_ptr(), 0)))?,
                    class_of(to_object(qjs::JS_MKVAL(qjs::JS_TAG_BOOL, 0)))?,
                    class_of(to_object(qjs::JS_NewBigInt64(cx, 0)))?,
                ],
            }
        };
        Ok(Intrinsics {
            map_for_each: Persistent::save(ctx, method(&map, "forEach")?),
            set_for_each: Persistent::save(ctx, method(&set, "forEach")?),
            map_set: Persistent::save(ctx, method(&map, "set")?),
            set_add: Persistent::save(ctx, method(&set, "add")?),
            map: Persistent::save(ctx, map),
            set: Persistent::save(ctx, set),
            data_view: Persistent::save(ctx, data_view),
            error_protos,
            classes,
        })
    }
}

/// What is left to copy into a clone made before its contents.
enum Fill {
    /// Own enumerable string-keyed data properties.
    Props,
    /// A `Map`'s entries.
    Map,
    /// A `Set`'s values.
    Set,
}

/// One clone in progress.
struct Cloner<'a, 'js> {
    ctx: &'a Ctx<'js>,
    intrinsics: &'a Intrinsics,
    /// Each source object cloned so far (by address; the source is held by `work` or by
    /// the value being cloned, so the address is not reused) and its clone.
    memo: HashMap<usize, Value<'js>>,
    /// Clones whose contents are still to be copied: (source, clone, what).
    work: Vec<(Value<'js>, Value<'js>, Fill)>,
}

/// A deep copy of `v` (see the module docs), or a `DataCloneError`.
pub fn structured_clone<'js>(
    ctx: &Ctx<'js>,
    v: &Value<'js>,
    intrinsics: &Intrinsics,
) -> rquickjs::Result<Value<'js>> {
    let mut c = Cloner {
        ctx,
        intrinsics,
        memo: HashMap::new(),
        work: Vec::new(),
    };
    let out = c.value(v)?;
    while let Some((src, dst, fill)) = c.work.pop() {
        match fill {
            Fill::Props => c.props(&src, &dst)?,
            Fill::Map => c.entries(&src, &dst, true)?,
            Fill::Set => c.entries(&src, &dst, false)?,
        }
    }
    Ok(out)
}

/// Throws a `DataCloneError` for `v`: `<v> could not be cloned.` (`why` added in
/// parentheses when given).
fn refuse<'js>(ctx: &Ctx<'js>, v: &Value<'js>, why: &str) -> rquickjs::Error {
    let shown = hostcall_quickjs::inspect_short(ctx, v, 60);
    let message = if why.is_empty() {
        format!("{shown} could not be cloned.")
    } else {
        format!("{shown} could not be cloned ({why}).")
    };
    match Exception::from_message(ctx.clone(), &message) {
        Ok(ex) => match ex.as_object().set("name", "DataCloneError") {
            Ok(()) => ctx.throw(ex.into_value()),
            Err(e) => e,
        },
        Err(e) => e,
    }
}

/// Takes ownership of `raw` (a new value of `ctx`, or JS_EXCEPTION with an exception
/// pending).
///
/// # Safety
///
/// `raw` is owned by the caller and of `ctx`.
unsafe fn owned<'js>(ctx: &Ctx<'js>, raw: qjs::JSValue) -> rquickjs::Result<Value<'js>> {
    // SAFETY: the caller's contract.
    unsafe {
        if qjs::JS_VALUE_GET_TAG(raw) == qjs::JS_TAG_EXCEPTION {
            return Err(rquickjs::Error::Exception);
        }
        Ok(Value::from_raw(ctx.clone(), raw))
    }
}

impl<'js> Cloner<'_, 'js> {
    fn cx(&self) -> *mut qjs::JSContext {
        self.ctx.as_raw().as_ptr()
    }

    /// The clone of `v`: a primitive itself, an object's clone (made now, its contents
    /// queued in `work`, or found in `memo`).
    fn value(&mut self, v: &Value<'js>) -> rquickjs::Result<Value<'js>> {
        if v.is_symbol() {
            return Err(refuse(self.ctx, v, ""));
        }
        if !v.is_object() {
            return Ok(v.clone());
        }
        let raw = v.as_raw();
        // SAFETY: `raw` is an object: its payload is the object's address.
        let id = unsafe { raw.u.ptr } as usize;
        if let Some(done) = self.memo.get(&id) {
            return Ok(done.clone());
        }
        let (clone, fill) = self.shell(v)?;
        self.memo.insert(id, clone.clone());
        if let Some(fill) = fill {
            self.work.push((v.clone(), clone.clone(), fill));
        }
        Ok(clone)
    }

    /// A new object of `v`'s kind (its contents still to be copied when `Some(fill)`).
    fn shell(&mut self, v: &Value<'js>) -> rquickjs::Result<(Value<'js>, Option<Fill>)> {
        let (cx, raw) = (self.cx(), v.as_raw());
        let classes = self.intrinsics.classes;
        // SAFETY: `raw` is a live object of `cx` (borrowed from `v`); the checks below read
        // its class only; every value made is owned by a `Value` at once.
        unsafe {
            if qjs::JS_IsProxy(raw) {
                return Err(refuse(self.ctx, v, "a Proxy"));
            }
            if qjs::JS_IsFunction(cx, raw) {
                return Err(refuse(self.ctx, v, ""));
            }
            let class = qjs::JS_GetClassID(raw);
            if qjs::JS_IsArray(raw) {
                let a = owned(self.ctx, qjs::JS_NewArray(cx))?;
                let mut len: i64 = 0;
                // An array's `length` is its own data property: reading it runs no script.
                if qjs::JS_GetLength(cx, raw, &mut len) < 0
                    || qjs::JS_SetLength(cx, a.as_raw(), len) < 0
                {
                    return Err(rquickjs::Error::Exception);
                }
                return Ok((a, Some(Fill::Props)));
            }
            if class == classes.object {
                return Ok((owned(self.ctx, qjs::JS_NewObject(cx))?, Some(Fill::Props)));
            }
            if qjs::JS_IsError(raw) {
                return self.error(v).map(|e| (e, None));
            }
            if qjs::JS_IsDate(raw) || qjs::JS_IsRegExp(raw) || classes.boxed.contains(&class) {
                return self.internal_value(v).map(|c| (c, None));
            }
            if qjs::JS_IsMap(raw) {
                let m = self
                    .intrinsics
                    .map
                    .clone()
                    .restore(self.ctx)?
                    .construct(())?;
                return Ok((m, Some(Fill::Map)));
            }
            if qjs::JS_IsSet(raw) {
                let s = self
                    .intrinsics
                    .set
                    .clone()
                    .restore(self.ctx)?
                    .construct(())?;
                return Ok((s, Some(Fill::Set)));
            }
            if qjs::JS_IsArrayBuffer(raw) {
                let mut size: qjs::size_t = 0;
                let data = qjs::JS_GetArrayBuffer(cx, &mut size, raw);
                if data.is_null() && qjs::JS_HasException(cx) {
                    qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
                    return Err(refuse(self.ctx, v, "detached"));
                }
                // The bytes now: copied before anything else can run.
                let copy = owned(self.ctx, qjs::JS_NewArrayBufferCopy(cx, data, size))?;
                return Ok((copy, None));
            }
            let typed = qjs::JS_GetTypedArrayType(raw);
            if typed >= 0 || qjs::JS_IsDataView(raw) {
                return self.view(v, typed).map(|c| (c, None));
            }
        }
        Err(refuse(self.ctx, v, ""))
    }

    /// A `Date`, `RegExp` or boxed primitive: QuickJS's serializer on that one object, which
    /// writes only its internal value (never its own properties) and runs no script.
    fn internal_value(&self, v: &Value<'js>) -> rquickjs::Result<Value<'js>> {
        let cx = self.cx();
        let mut size: qjs::size_t = 0;
        // SAFETY: `v` is a live object of `cx`; JS_WriteObject returns a js_malloc'd buffer
        // (or null with an exception pending); JS_ReadObject copies what it needs, and the
        // buffer is freed with the allocator it came from, once.
        unsafe {
            let buf = qjs::JS_WriteObject(cx, &mut size, v.as_raw(), 0);
            if buf.is_null() {
                qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
                return Err(refuse(self.ctx, v, ""));
            }
            let out = qjs::JS_ReadObject(cx, buf, size, 0);
            qjs::js_free(cx, buf.cast());
            owned(self.ctx, out)
        }
    }

    /// A typed array (`typed`, its type) or `DataView` (`typed` < 0) over the clone of its
    /// buffer, covering the bytes it covers now.
    fn view(&mut self, v: &Value<'js>, typed: c_int) -> rquickjs::Result<Value<'js>> {
        let Some((buffer, offset, len)) = hostcall_quickjs::view_extent(self.ctx, v) else {
            return Err(refuse(self.ctx, v, "detached or out of bounds"));
        };
        // SAFETY: `buffer` is a live object: its class is read only.
        if !unsafe { qjs::JS_IsArrayBuffer(buffer.as_raw()) } {
            return Err(refuse(self.ctx, v, "a view of a SharedArrayBuffer"));
        }
        let copy = self.value(&buffer)?;
        let offset_v = Value::new_number(self.ctx.clone(), offset as f64);
        if typed < 0 {
            let dv = self.intrinsics.data_view.clone().restore(self.ctx)?;
            let len_v = Value::new_number(self.ctx.clone(), len as f64);
            return dv.construct((copy, offset_v, len_v));
        }
        // Element size: the typed array's length now, in elements.
        let elements = match typed as u32 {
            qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_INT16
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT16
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_FLOAT16 => len / 2,
            qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_INT32
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT32
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_FLOAT32 => len / 4,
            qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_BIG_INT64
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_BIG_UINT64
            | qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_FLOAT64 => len / 8,
            _ => len,
        };
        let len_v = Value::new_number(self.ctx.clone(), elements as f64);
        let mut args = [copy.as_raw(), offset_v.as_raw(), len_v.as_raw()];
        // SAFETY: three live values of `cx`, borrowed for the call; `typed` is the source's
        // type as QuickJS reported it; the result is owned or JS_EXCEPTION.
        unsafe {
            let made = qjs::JS_NewTypedArray(
                self.cx(),
                args.len() as c_int,
                args.as_mut_ptr(),
                typed as qjs::JSTypedArrayEnum,
            );
            owned(self.ctx, made)
        }
    }

    /// An error of the class its prototype chain names, with its own string `message` and
    /// `stack` and its own `cause` cloned (made without a constructor, so no stack is
    /// captured and `Error.prepareStackTrace` is not called).
    fn error(&mut self, v: &Value<'js>) -> rquickjs::Result<Value<'js>> {
        let cx = self.cx();
        let proto = self.error_proto(v)?;
        // SAFETY: a new object of the error class (no constructor runs); its prototype is
        // set before any script can see it (an ordinary object: no trap).
        let e = unsafe {
            let e = owned(
                self.ctx,
                qjs::JS_NewObjectClass(cx, self.intrinsics.classes.error),
            )?;
            if qjs::JS_SetPrototype(cx, e.as_raw(), proto.as_raw()) < 0 {
                return Err(rquickjs::Error::Exception);
            }
            e
        };
        for (name, string_only) in [(c"message", true), (c"stack", true), (c"cause", false)] {
            let Some(value) = self.own_data(v, name)? else {
                continue;
            };
            let value = if string_only {
                if !value.is_string() {
                    continue;
                }
                value
            } else {
                self.value(&value)?
            };
            // SAFETY: the atom is freed here; `JS_DefinePropertyValue` takes the value's
            // reference (duplicated for it), defining an own property (no setter runs).
            unsafe {
                let atom = qjs::JS_NewAtom(cx, name.as_ptr());
                let r = qjs::JS_DefinePropertyValue(
                    cx,
                    e.as_raw(),
                    atom,
                    qjs::JS_DupValue(cx, value.as_raw()),
                    (qjs::JS_PROP_CONFIGURABLE | qjs::JS_PROP_WRITABLE) as c_int,
                );
                qjs::JS_FreeAtom(cx, atom);
                if r < 0 {
                    return Err(rquickjs::Error::Exception);
                }
            }
        }
        Ok(e)
    }

    /// The first of [`ERRORS`]' prototypes on `v`'s prototype chain (`Error.prototype` when
    /// none is, or a Proxy stands in the chain).
    fn error_proto(&self, v: &Value<'js>) -> rquickjs::Result<Value<'js>> {
        let cx = self.cx();
        let protos = self
            .intrinsics
            .error_protos
            .iter()
            .map(|p| p.clone().restore(self.ctx))
            .collect::<rquickjs::Result<Vec<_>>>()?;
        let mut cur = v.clone();
        for _ in 0..64 {
            // SAFETY: `cur` is a live non-Proxy object (checked): reading its prototype runs
            // no trap; the result is owned.
            let next = unsafe {
                if !cur.is_object() || qjs::JS_IsProxy(cur.as_raw()) {
                    break;
                }
                owned(self.ctx, qjs::JS_GetPrototype(cx, cur.as_raw()))?
            };
            if let Some(p) = protos.iter().find(|p| **p == next) {
                return Ok(p.clone());
            }
            cur = next;
        }
        Ok(protos[0].clone())
    }

    /// The own data property `name` of the non-Proxy object `v`, if it has one.
    fn own_data(
        &self,
        v: &Value<'js>,
        name: &std::ffi::CStr,
    ) -> rquickjs::Result<Option<Value<'js>>> {
        let cx = self.cx();
        // SAFETY: the atom is freed here; `v` is a live ordinary object (an error), so
        // reading its own property runs no script.
        unsafe {
            let atom = qjs::JS_NewAtom(cx, name.as_ptr());
            let p = self.own(v, atom);
            qjs::JS_FreeAtom(cx, atom);
            match p? {
                Some(Own::Data(d)) => Ok(Some(d)),
                _ => Ok(None),
            }
        }
    }

    /// The own property `atom` of `v`.
    ///
    /// # Safety
    ///
    /// `v` is a live object of this context that is not a Proxy; `atom` is live.
    unsafe fn own(&self, v: &Value<'js>, atom: qjs::JSAtom) -> rquickjs::Result<Option<Own<'js>>> {
        let cx = self.cx();
        let mut d = std::mem::MaybeUninit::<qjs::JSPropertyDescriptor>::uninit();
        // SAFETY: `v` is not a Proxy (caller's contract), so no trap runs; on 1, `d` holds
        // three owned values, each taken by a `Value` here.
        unsafe {
            match qjs::JS_GetOwnProperty(cx, d.as_mut_ptr(), v.as_raw(), atom) {
                1 => {
                    let d = d.assume_init();
                    let value = Value::from_raw(self.ctx.clone(), d.value);
                    let getter = Value::from_raw(self.ctx.clone(), d.getter);
                    let setter = Value::from_raw(self.ctx.clone(), d.setter);
                    if d.flags & qjs::JS_PROP_GETSET as c_int != 0 {
                        drop((getter, setter));
                        Ok(Some(Own::Accessor))
                    } else {
                        Ok(Some(Own::Data(value)))
                    }
                }
                0 => Ok(None),
                _ => Err(rquickjs::Error::Exception),
            }
        }
    }

    /// Copies `src`'s own enumerable string-keyed data properties into `dst`.
    fn props(&mut self, src: &Value<'js>, dst: &Value<'js>) -> rquickjs::Result<()> {
        let cx = self.cx();
        let mut tab: *mut qjs::JSPropertyEnum = std::ptr::null_mut();
        let mut len: u32 = 0;
        let flags = (qjs::JS_GPN_STRING_MASK | qjs::JS_GPN_ENUM_ONLY) as c_int;
        // SAFETY: `src` is an ordinary object or an array (its class was checked), so
        // listing its keys runs no trap; the table and its atoms are freed below, on every
        // path.
        unsafe {
            if qjs::JS_GetOwnPropertyNames(cx, &mut tab, &mut len, src.as_raw(), flags) < 0 {
                return Err(rquickjs::Error::Exception);
            }
            let atoms: Vec<qjs::JSAtom> = (0..len as usize).map(|i| (*tab.add(i)).atom).collect();
            let r = (|| -> rquickjs::Result<()> {
                for &atom in &atoms {
                    match self.own(src, atom)? {
                        None => {}
                        Some(Own::Accessor) => {
                            let key =
                                Value::from_raw(self.ctx.clone(), qjs::JS_AtomToValue(cx, atom));
                            let key = key
                                .as_string()
                                .and_then(|k| k.to_string().ok())
                                .unwrap_or_default();
                            return Err(refuse(
                                self.ctx,
                                src,
                                &format!("property \"{key}\" is an accessor"),
                            ));
                        }
                        Some(Own::Data(value)) => {
                            let copy = self.value(&value)?;
                            let r = qjs::JS_DefinePropertyValue(
                                cx,
                                dst.as_raw(),
                                atom,
                                qjs::JS_DupValue(cx, copy.as_raw()),
                                qjs::JS_PROP_C_W_E as c_int,
                            );
                            if r < 0 {
                                return Err(rquickjs::Error::Exception);
                            }
                        }
                    }
                }
                Ok(())
            })();
            qjs::JS_FreePropertyEnum(cx, tab, len);
            r
        }
    }

    /// Copies a `Map`'s entries (`map`) or a `Set`'s values into `dst`, read through the
    /// builtin `forEach` (a native callback collects them: no script runs).
    fn entries(&mut self, src: &Value<'js>, dst: &Value<'js>, map: bool) -> rquickjs::Result<()> {
        let found: Rc<RefCell<Vec<(Value<'js>, Value<'js>)>>> = Rc::default();
        let sink = found.clone();
        let collect = Function::new(
            self.ctx.clone(),
            move |value: Value<'js>, key: Value<'js>| {
                sink.borrow_mut().push((key, value));
            },
        )?;
        let (for_each, add) = if map {
            (&self.intrinsics.map_for_each, &self.intrinsics.map_set)
        } else {
            (&self.intrinsics.set_for_each, &self.intrinsics.set_add)
        };
        let for_each = for_each.clone().restore(self.ctx)?;
        let add = add.clone().restore(self.ctx)?;
        for_each.call::<_, ()>((This(src.clone()), collect))?;
        let found = std::mem::take(&mut *found.borrow_mut());
        for (key, value) in found {
            let key = self.value(&key)?;
            if map {
                let value = self.value(&value)?;
                add.call::<_, ()>((This(dst.clone()), key, value))?;
            } else {
                add.call::<_, ()>((This(dst.clone()), key))?;
            }
        }
        Ok(())
    }
}

/// An own property as read without running code.
enum Own<'js> {
    Data(Value<'js>),
    Accessor,
}
