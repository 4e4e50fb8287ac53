//! A minimal `console`: `log`, `info` and `debug` print to stdout, `warn` and `error` to
//! stderr, one line per call, formatted as Deno and Node print the same values (`4n`,
//! `[ 1, 2, 3 ]`, `{ a: 1, b: "x" }`, `[Function: f]`, `Symbol(s)`, `-0`, `[Circular]`),
//! with `printf`-style `%s %d %i %f %o %O %j %c %%` in a first string argument.
//!
//! Formatting never runs script code: it reads own data properties only (an accessor shows
//! as `[Getter]`, `[Setter]` or `[Getter/Setter]`, never called), never calls `toString`,
//! `valueOf`, `toJSON` or `Symbol.toPrimitive`, and prints a Proxy by formatting its target
//! without running a trap. So a script cannot observe or interfere with formatting, and no
//! raw heap address is ever printed. Strings with lone surrogates print them as U+FFFD.
//!
//! Output to a closed stdout or stderr (`hostcall run x.js | head -0`) is dropped: the script
//! continues and its exit status is unaffected.
//!
//! Differences from Node and Deno, by design: one line always (no wrapping past 72 columns);
//! objects are shown to depth 4 (as Deno) and arrays to 100 items; internal slots that are
//! only reachable by running builtins that scripts may replace (a `Map`'s entries, a
//! `Date`'s time, a `RegExp`'s source) are not shown: such objects print their class name
//! and own properties, e.g. `Map {}`.

use std::ffi::{c_int, CStr};

use rquickjs::function::Rest;
use rquickjs::object::Property;
use rquickjs::{qjs, Ctx, Function, JsLifetime, Object, Value};

use crate::binding::error::EngineError;

/// Objects and arrays nested deeper than this print as `[Object]` / `[Array]`.
const MAX_DEPTH: usize = 4;
/// Array and typed array items shown before `... N more items`.
const MAX_ITEMS: u32 = 100;
/// Prototype links followed when looking up an inherited data property.
const MAX_CHAIN: usize = 32;

/// A formatter over one context. Every QuickJS call it makes is one that runs no script
/// (see the module docs); values it creates are freed before it returns.
struct Fmt {
    ctx: *mut qjs::JSContext,
    /// The builtin `Error.prototype.stack` getter ([`StackGetter`]), borrowed from the
    /// runtime's userdata for the formatter's life, when the engine took it.
    stack_getter: Option<qjs::JSValue>,
    /// The objects being formatted (for `[Circular]`): at most [`MAX_DEPTH`] + 1 of them,
    /// as deeper objects print as `[Object]`.
    stack: Vec<usize>,
}

/// The builtin getter of `Error.prototype.stack`, taken when an engine is made, before any
/// script runs ([`take_stack_getter`]). QuickJS-NG keeps an error's stack in an internal
/// slot that only this getter reads (it returns the slot and runs no script); the formatter
/// calls it directly, never the accessor a script may have put in its place.
pub(crate) struct StackGetter {
    /// An owned reference to the getter.
    getter: qjs::JSValue,
    /// Its runtime (rquickjs clears the userdata before it frees the runtime).
    rt: *mut qjs::JSRuntime,
}

// SAFETY: `StackGetter` holds raw QuickJS handles, no `'js` lifetime: changing the lifetime
// changes nothing.
unsafe impl<'js> JsLifetime<'js> for StackGetter {
    type Changed<'to> = StackGetter;
}

impl Drop for StackGetter {
    fn drop(&mut self) {
        // SAFETY: our reference, released once, while the runtime is alive (its userdata is
        // cleared before it is freed).
        unsafe { qjs::JS_FreeValueRT(self.rt, self.getter) };
    }
}

/// Takes the builtin `Error.prototype.stack` getter into the runtime's userdata (see
/// [`StackGetter`]). Call before any script runs; a QuickJS without it takes nothing.
pub(crate) fn take_stack_getter(ctx: &Ctx<'_>) -> Result<(), EngineError> {
    let proto: Object = ctx.globals().get::<_, Object>("Error")?.get("prototype")?;
    let cx = ctx.as_raw().as_ptr();
    let mut d = std::mem::MaybeUninit::<qjs::JSPropertyDescriptor>::uninit();
    // SAFETY: `Error.prototype` is an ordinary object (no trap) and no script has run yet;
    // on 1, `d` holds three owned values, each freed or kept below.
    let getter = unsafe {
        let atom = qjs::JS_NewAtom(cx, c"stack".as_ptr());
        let r = qjs::JS_GetOwnProperty(cx, d.as_mut_ptr(), proto.as_raw(), atom);
        qjs::JS_FreeAtom(cx, atom);
        if r != 1 {
            if r < 0 {
                qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
            }
            return Ok(());
        }
        let d = d.assume_init();
        qjs::JS_FreeValue(cx, d.value);
        qjs::JS_FreeValue(cx, d.setter);
        Value::from_raw(ctx.clone(), d.getter)
    };
    if getter.is_function() {
        // SAFETY: `cx` is live; the reference taken is owned by the `StackGetter`.
        let (getter, rt) = unsafe {
            (
                qjs::JS_DupValue(cx, getter.as_raw()),
                qjs::JS_GetRuntime(cx),
            )
        };
        ctx.store_userdata(StackGetter { getter, rt })
            .map_err(|_| EngineError::QuickJs("the runtime's userdata is borrowed".into()))?;
    }
    Ok(())
}

/// A value's tag.
fn tag(v: qjs::JSValue) -> i32 {
    v.tag as i32
}

/// A string value's text; lone surrogates become U+FFFD.
///
/// # Safety
///
/// `ctx` is live and `v` is a live string (or rope) of it.
unsafe fn string_text(ctx: *mut qjs::JSContext, v: qjs::JSValue) -> String {
    let mut n: qjs::size_t = 0;
    // SAFETY: `v` is a string: converting it runs no script. QuickJS encodes a lone
    // surrogate as its 3-byte sequence (WTF-8), which `wtf8_lossy` replaces.
    let p = unsafe { qjs::JS_ToCStringLen2(ctx, &mut n, v, false) };
    if p.is_null() {
        // SAFETY: out of memory: drop the pending exception.
        unsafe { qjs::JS_FreeValue(ctx, qjs::JS_GetException(ctx)) };
        return String::new();
    }
    // SAFETY: QuickJS returned `n` bytes at `p`, freed right after copying.
    let s = unsafe {
        let s = wtf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), n as usize));
        qjs::JS_FreeCString(ctx, p);
        s
    };
    s
}

/// UTF-8 in which a surrogate code point may appear as its own 3-byte sequence (`ED A0..BF
/// xx`): each such sequence becomes one U+FFFD, as JavaScript engines print lone surrogates.
fn wtf8_lossy(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == 0xED && bytes.get(i + 1).is_some_and(|b| (0xA0..=0xBF).contains(b)) {
            out.extend_from_slice("\u{FFFD}".as_bytes());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `s` as a double-quoted JavaScript string literal.
fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02X}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether a property name prints without quotes.
fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$')
}

/// Whether a property key is an array index (`0`, `17`; not `01` or `-1`).
fn is_index(key: &str) -> bool {
    key.parse::<u32>()
        .is_ok_and(|n| n != u32::MAX && n.to_string() == key)
}

/// The name of each typed array type, by `JS_GetTypedArrayType`.
const TYPED_ARRAYS: [&str; 12] = [
    "Uint8ClampedArray",
    "Int8Array",
    "Uint8Array",
    "Int16Array",
    "Uint16Array",
    "Int32Array",
    "Uint32Array",
    "BigInt64Array",
    "BigUint64Array",
    "Float16Array",
    "Float32Array",
    "Float64Array",
];

/// A property's descriptor, as read without running code.
enum Prop {
    Data(qjs::JSValue),
    Accessor { get: bool, set: bool },
}

impl Fmt {
    /// Reads the own property `atom` of the (non-proxy) object `obj`.
    ///
    /// # Safety
    ///
    /// `obj` is a live object of `self.ctx` and not a Proxy; the returned data value is owned
    /// by the caller.
    unsafe fn own(&self, obj: qjs::JSValue, atom: qjs::JSAtom) -> Option<Prop> {
        let mut d = std::mem::MaybeUninit::<qjs::JSPropertyDescriptor>::uninit();
        // SAFETY: `obj` is not a Proxy, so no trap runs; ordinary and native exotic objects
        // answer from their own storage. On 1, `d` holds three owned values.
        unsafe {
            match qjs::JS_GetOwnProperty(self.ctx, d.as_mut_ptr(), obj, atom) {
                1 => {
                    let d = d.assume_init();
                    if d.flags & qjs::JS_PROP_GETSET as c_int != 0 {
                        let get = tag(d.getter) == qjs::JS_TAG_OBJECT;
                        let set = tag(d.setter) == qjs::JS_TAG_OBJECT;
                        qjs::JS_FreeValue(self.ctx, d.getter);
                        qjs::JS_FreeValue(self.ctx, d.setter);
                        qjs::JS_FreeValue(self.ctx, d.value);
                        Some(Prop::Accessor { get, set })
                    } else {
                        qjs::JS_FreeValue(self.ctx, d.getter);
                        qjs::JS_FreeValue(self.ctx, d.setter);
                        Some(Prop::Data(d.value))
                    }
                }
                0 => None,
                _ => {
                    qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                    None
                }
            }
        }
    }

    /// An error's stack: its own `stack` data property (set by `Error.captureStackTrace` or
    /// a script), else what the builtin getter reads from the error ([`StackGetter`]).
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy error object of `self.ctx`.
    unsafe fn error_stack(&self, v: qjs::JSValue) -> Option<String> {
        // SAFETY: `v` is not a Proxy; the builtin getter returns the error's internal stack
        // slot (a string or undefined) and runs no script; the result is freed here.
        unsafe {
            if let Some(own) = self.own_string(v, c"stack") {
                return Some(own);
            }
            let getter = self.stack_getter?;
            let s = qjs::JS_Call(self.ctx, getter, v, 0, std::ptr::null_mut());
            if tag(s) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return None;
            }
            let out = (tag(s) == qjs::JS_TAG_STRING || tag(s) == qjs::JS_TAG_STRING_ROPE)
                .then(|| string_text(self.ctx, s));
            qjs::JS_FreeValue(self.ctx, s);
            out
        }
    }

    /// A data property found on `obj` or its prototypes, stopping (with `None`) at an
    /// accessor or a Proxy. The value is owned by the caller.
    ///
    /// # Safety
    ///
    /// `obj` is a live object of `self.ctx`.
    unsafe fn inherited(&self, obj: qjs::JSValue, name: &CStr) -> Option<qjs::JSValue> {
        // SAFETY: the atom is freed below; each prototype is an owned value freed after use.
        unsafe {
            let atom = qjs::JS_NewAtom(self.ctx, name.as_ptr());
            let mut cur = qjs::JS_DupValue(self.ctx, obj);
            let mut found = None;
            for _ in 0..MAX_CHAIN {
                if tag(cur) != qjs::JS_TAG_OBJECT || qjs::JS_IsProxy(cur) {
                    break;
                }
                match self.own(cur, atom) {
                    Some(Prop::Data(v)) => {
                        found = Some(v);
                        break;
                    }
                    Some(Prop::Accessor { .. }) => break,
                    None => {}
                }
                // Not a Proxy: its prototype is read without a trap.
                let proto = qjs::JS_GetPrototype(self.ctx, cur);
                qjs::JS_FreeValue(self.ctx, cur);
                cur = proto;
            }
            qjs::JS_FreeValue(self.ctx, cur);
            qjs::JS_FreeAtom(self.ctx, atom);
            found
        }
    }

    /// The string data property `name` of `obj` or its prototypes.
    ///
    /// # Safety
    ///
    /// As [`Fmt::inherited`].
    unsafe fn inherited_string(&self, obj: qjs::JSValue, name: &CStr) -> Option<String> {
        // SAFETY: forwarded; the value is freed here.
        unsafe {
            let v = self.inherited(obj, name)?;
            let s = (tag(v) == qjs::JS_TAG_STRING || tag(v) == qjs::JS_TAG_STRING_ROPE)
                .then(|| string_text(self.ctx, v));
            qjs::JS_FreeValue(self.ctx, v);
            s
        }
    }

    /// The name of the constructor of `obj`'s class (`prototype.constructor.name`), when
    /// it is reachable through data properties.
    ///
    /// # Safety
    ///
    /// `obj` is a live, non-Proxy object of `self.ctx`.
    unsafe fn class_name(&self, obj: qjs::JSValue) -> Option<String> {
        // SAFETY: `obj` is not a Proxy, so reading its prototype runs no trap; owned values
        // are freed.
        unsafe {
            let ctor = self.inherited(obj, c"constructor")?;
            let name = if tag(ctor) == qjs::JS_TAG_OBJECT && !qjs::JS_IsProxy(ctor) {
                self.own_string(ctor, c"name")
            } else {
                None
            };
            qjs::JS_FreeValue(self.ctx, ctor);
            name.filter(|n| !n.is_empty())
        }
    }

    /// The own string data property `name` of a non-Proxy object.
    ///
    /// # Safety
    ///
    /// `obj` is a live, non-Proxy object of `self.ctx`.
    unsafe fn own_string(&self, obj: qjs::JSValue, name: &CStr) -> Option<String> {
        // SAFETY: the atom and the value are freed here.
        unsafe {
            let atom = qjs::JS_NewAtom(self.ctx, name.as_ptr());
            let p = self.own(obj, atom);
            qjs::JS_FreeAtom(self.ctx, atom);
            match p {
                Some(Prop::Data(v)) => {
                    let s = (tag(v) == qjs::JS_TAG_STRING || tag(v) == qjs::JS_TAG_STRING_ROPE)
                        .then(|| string_text(self.ctx, v));
                    qjs::JS_FreeValue(self.ctx, v);
                    s
                }
                _ => None,
            }
        }
    }

    /// `String(v)` for a number or BigInt (the abstract operation, which consults nothing a
    /// script can change).
    ///
    /// # Safety
    ///
    /// `v` is a live number or BigInt of `self.ctx`.
    unsafe fn primitive_text(&self, v: qjs::JSValue) -> String {
        // SAFETY: ToString of a number or BigInt runs no script; the result is freed.
        unsafe {
            let s = qjs::JS_ToString(self.ctx, v);
            if tag(s) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return "?".into();
            }
            let out = string_text(self.ctx, s);
            qjs::JS_FreeValue(self.ctx, s);
            out
        }
    }

    /// A symbol as `Symbol(description)`.
    ///
    /// # Safety
    ///
    /// `v` is a live symbol (or a symbol atom's value) of `self.ctx`.
    unsafe fn symbol_text(&self, v: qjs::JSValue) -> String {
        // SAFETY: a symbol's atom is its identity; JS_AtomToString gives its description
        // (empty when it has none) without calling the `description` getter.
        unsafe {
            let atom = qjs::JS_ValueToAtom(self.ctx, v);
            let s = self.atom_text(atom);
            qjs::JS_FreeAtom(self.ctx, atom);
            format!("Symbol({s})")
        }
    }

    /// An atom's string (a symbol atom's description).
    ///
    /// # Safety
    ///
    /// `atom` is a live atom of `self.ctx`.
    unsafe fn atom_text(&self, atom: qjs::JSAtom) -> String {
        // SAFETY: the string made from the atom is freed here.
        unsafe {
            let s = qjs::JS_AtomToString(self.ctx, atom);
            if tag(s) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return String::new();
            }
            let out = string_text(self.ctx, s);
            qjs::JS_FreeValue(self.ctx, s);
            out
        }
    }

    /// A property key as it prints: `a`, `"a-b"`, `[Symbol(s)]`.
    ///
    /// # Safety
    ///
    /// `atom` is a live atom of `self.ctx`.
    unsafe fn key_text(&self, atom: qjs::JSAtom) -> String {
        // SAFETY: the value made from the atom is freed here.
        unsafe {
            let v = qjs::JS_AtomToValue(self.ctx, atom);
            let out = if tag(v) == qjs::JS_TAG_SYMBOL {
                format!("[{}]", self.symbol_text(v))
            } else {
                let s = self.atom_text(atom);
                if is_identifier(&s) {
                    s
                } else {
                    quote(&s)
                }
            };
            qjs::JS_FreeValue(self.ctx, v);
            out
        }
    }

    /// Formats `v` nested at `depth` (strings quoted).
    ///
    /// # Safety
    ///
    /// `v` is a live value of `self.ctx`.
    unsafe fn value(&mut self, v: qjs::JSValue, depth: usize) -> String {
        // SAFETY: each branch reads `v` according to its tag.
        unsafe {
            match tag(v) {
                qjs::JS_TAG_STRING | qjs::JS_TAG_STRING_ROPE => quote(&string_text(self.ctx, v)),
                qjs::JS_TAG_OBJECT => self.object(v, depth),
                _ => self.scalar(v),
            }
        }
    }

    /// Formats a value that is not an object or string.
    ///
    /// # Safety
    ///
    /// `v` is a live value of `self.ctx`.
    unsafe fn scalar(&self, v: qjs::JSValue) -> String {
        // SAFETY: each branch reads `v` according to its tag.
        unsafe {
            match tag(v) {
                qjs::JS_TAG_INT => v.u.int32.to_string(),
                qjs::JS_TAG_FLOAT64 => {
                    let f = v.u.float64;
                    if f == 0.0 && f.is_sign_negative() {
                        "-0".into()
                    } else {
                        self.primitive_text(v)
                    }
                }
                qjs::JS_TAG_BIG_INT | qjs::JS_TAG_SHORT_BIG_INT => {
                    format!("{}n", self.primitive_text(v))
                }
                qjs::JS_TAG_BOOL => if v.u.int32 != 0 { "true" } else { "false" }.into(),
                qjs::JS_TAG_NULL => "null".into(),
                qjs::JS_TAG_UNDEFINED => "undefined".into(),
                qjs::JS_TAG_SYMBOL => self.symbol_text(v),
                qjs::JS_TAG_STRING | qjs::JS_TAG_STRING_ROPE => string_text(self.ctx, v),
                _ => "[unknown]".into(),
            }
        }
    }

    /// Formats an object.
    ///
    /// # Safety
    ///
    /// `v` is a live object of `self.ctx`.
    unsafe fn object(&mut self, v: qjs::JSValue, depth: usize) -> String {
        // SAFETY: `v` is an object; every QuickJS call below is one that runs no script for
        // the object kinds it is made on (checked before each call).
        unsafe {
            let id = v.u.ptr as usize;
            if self.stack.contains(&id) {
                return "[Circular]".into();
            }
            if qjs::JS_IsProxy(v) {
                // Formats the innermost target, as Node and Deno do, without running any
                // trap. A chain of proxies is unwrapped in a loop, not by recursion: a
                // script can build one 100,000 deep (a target is fixed when its proxy is
                // made, so a chain has an end).
                let mut target = qjs::JS_DupValue(self.ctx, v);
                while tag(target) == qjs::JS_TAG_OBJECT && qjs::JS_IsProxy(target) {
                    let inner = qjs::JS_GetProxyTarget(self.ctx, target);
                    qjs::JS_FreeValue(self.ctx, target);
                    if tag(inner) == qjs::JS_TAG_EXCEPTION {
                        qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                        return "<Revoked Proxy>".into();
                    }
                    target = inner;
                }
                let s = self.value(target, depth);
                qjs::JS_FreeValue(self.ctx, target);
                return s;
            }
            if qjs::JS_IsFunction(self.ctx, v) {
                return match self.own_string(v, c"name").filter(|n| !n.is_empty()) {
                    Some(n) => format!("[Function: {n}]"),
                    None => "[Function (anonymous)]".into(),
                };
            }
            if qjs::JS_IsError(v) {
                let name = self
                    .inherited_string(v, c"name")
                    .unwrap_or_else(|| "Error".into());
                let message = self.inherited_string(v, c"message").unwrap_or_default();
                let head = if message.is_empty() {
                    name
                } else {
                    format!("{name}: {message}")
                };
                if depth > 0 {
                    return format!("[{head}]");
                }
                return match self.error_stack(v) {
                    Some(stack) if !stack.trim().is_empty() => {
                        format!("{head}\n{}", stack.trim_end())
                    }
                    _ => head,
                };
            }
            let is_array = qjs::JS_IsArray(v);
            let typed = qjs::JS_GetTypedArrayType(v);
            let class = self.class_name(v);
            if depth >= MAX_DEPTH {
                return match (is_array, class) {
                    (true, _) => "[Array]".into(),
                    (false, Some(c)) => format!("[{c}]"),
                    (false, None) => "[Object]".into(),
                };
            }
            self.stack.push(id);
            let s = if is_array {
                self.array(v, depth, None)
            } else if typed >= 0 {
                let name = usize::try_from(typed)
                    .ok()
                    .and_then(|i| TYPED_ARRAYS.get(i))
                    .copied()
                    .unwrap_or("TypedArray");
                self.array(v, depth, Some(name))
            } else {
                let prefix = match class.as_deref() {
                    Some("Object") => String::new(),
                    Some(c) => format!("{c} "),
                    None => {
                        // Not a Proxy: no trap runs; the prototype is freed at once.
                        let proto = qjs::JS_GetPrototype(self.ctx, v);
                        let null = tag(proto) == qjs::JS_TAG_NULL;
                        qjs::JS_FreeValue(self.ctx, proto);
                        if null {
                            "[Object: null prototype] ".into()
                        } else {
                            String::new()
                        }
                    }
                };
                let mut items = Vec::new();
                if qjs::JS_IsArrayBuffer(v) || prefix == "SharedArrayBuffer " {
                    match crate::binding::buffer::live_bytes(self.ctx, v) {
                        Some(b) => items.push(format!("byteLength: {}", b.len)),
                        None => items.push("detached: true".to_string()),
                    }
                }
                items.extend(self.props(v, depth, |_| true));
                if items.is_empty() {
                    format!("{prefix}{{}}")
                } else {
                    format!("{prefix}{{ {} }}", items.join(", "))
                }
            };
            self.stack.pop();
            s
        }
    }

    /// An array or typed array: its items up to [`MAX_ITEMS`] (holes as `<N empty items>`),
    /// then its other own enumerable properties.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy array or typed array of `self.ctx`.
    unsafe fn array(&mut self, v: qjs::JSValue, depth: usize, typed: Option<&str>) -> String {
        // SAFETY: `length` and indexed elements of arrays and typed arrays are own
        // properties read without running code; owned values are freed.
        unsafe {
            let len_atom = qjs::JS_NewAtom(self.ctx, c"length".as_ptr());
            let len = match self.own(v, len_atom) {
                Some(Prop::Data(l)) => {
                    let n = match tag(l) {
                        qjs::JS_TAG_INT => u32::try_from(l.u.int32).unwrap_or(0),
                        qjs::JS_TAG_FLOAT64 => l.u.float64 as u32,
                        _ => 0,
                    };
                    qjs::JS_FreeValue(self.ctx, l);
                    n
                }
                _ => {
                    // Typed arrays have `length` as a getter on their prototype: their
                    // element count now (a length-tracking view's, too).
                    let mut n: qjs::size_t = 0;
                    let (mut off, mut bpe) = (0, 0);
                    let ab = qjs::JS_GetTypedArrayBuffer(self.ctx, v, &mut off, &mut n, &mut bpe);
                    if tag(ab) == qjs::JS_TAG_EXCEPTION {
                        qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                        0
                    } else {
                        qjs::JS_FreeValue(self.ctx, ab);
                        let live =
                            crate::binding::buffer::live_bytes(self.ctx, v).map_or(0, |b| b.len);
                        u32::try_from(live / bpe.max(1) as usize).unwrap_or(u32::MAX)
                    }
                }
            };
            qjs::JS_FreeAtom(self.ctx, len_atom);
            let mut items = Vec::new();
            let mut holes = 0u32;
            let flush = |items: &mut Vec<String>, holes: &mut u32| {
                if *holes > 0 {
                    let s = if *holes == 1 { "" } else { "s" };
                    items.push(format!("<{holes} empty item{s}>"));
                    *holes = 0;
                }
            };
            for i in 0..len.min(MAX_ITEMS) {
                let atom = qjs::JS_NewAtomUInt32(self.ctx, i);
                let p = self.own(v, atom);
                qjs::JS_FreeAtom(self.ctx, atom);
                match p {
                    None => holes += 1,
                    Some(p) => {
                        flush(&mut items, &mut holes);
                        items.push(self.prop_text(p, depth));
                    }
                }
            }
            flush(&mut items, &mut holes);
            if len > MAX_ITEMS {
                let more = len - MAX_ITEMS;
                items.push(format!(
                    "... {more} more item{}",
                    if more == 1 { "" } else { "s" }
                ));
            }
            // Other own properties (not indices).
            items.extend(self.props(v, depth, |key| !is_index(key)));
            let prefix = match typed {
                Some(name) => format!("{name}({len}) "),
                None => String::new(),
            };
            if items.is_empty() {
                format!("{prefix}[]")
            } else {
                format!("{prefix}[ {} ]", items.join(", "))
            }
        }
    }

    /// A property's value as it prints.
    ///
    /// # Safety
    ///
    /// A data value in `p` is live and owned: it is freed here.
    unsafe fn prop_text(&mut self, p: Prop, depth: usize) -> String {
        match p {
            Prop::Data(value) => {
                // SAFETY: `value` is live and owned (the caller's contract).
                unsafe {
                    let s = self.value(value, depth + 1);
                    qjs::JS_FreeValue(self.ctx, value);
                    s
                }
            }
            Prop::Accessor {
                get: true,
                set: true,
            } => "[Getter/Setter]".into(),
            Prop::Accessor { get: true, .. } => "[Getter]".into(),
            Prop::Accessor { set: true, .. } => "[Setter]".into(),
            Prop::Accessor { .. } => "undefined".into(),
        }
    }

    /// `key: value` for each own enumerable property (strings, then symbols) whose key (a
    /// symbol's description) passes `keep`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn props(
        &mut self,
        v: qjs::JSValue,
        depth: usize,
        keep: impl Fn(&str) -> bool,
    ) -> Vec<String> {
        let mut out = Vec::new();
        let mut tab: *mut qjs::JSPropertyEnum = std::ptr::null_mut();
        let mut len: u32 = 0;
        let flags =
            (qjs::JS_GPN_STRING_MASK | qjs::JS_GPN_SYMBOL_MASK | qjs::JS_GPN_ENUM_ONLY) as c_int;
        // SAFETY: `v` is not a Proxy, so listing its own keys runs no trap; the table and its
        // atoms are freed below.
        unsafe {
            if qjs::JS_GetOwnPropertyNames(self.ctx, &mut tab, &mut len, v, flags) < 0 {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return out;
            }
            for i in 0..len as usize {
                let atom = (*tab.add(i)).atom;
                if !keep(&self.atom_text(atom)) {
                    continue;
                }
                let key = self.key_text(atom);
                if let Some(p) = self.own(v, atom) {
                    let text = self.prop_text(p, depth);
                    out.push(format!("{key}: {text}"));
                }
            }
            qjs::JS_FreePropertyEnum(self.ctx, tab, len);
        }
        out
    }
}

/// One argument at the top level: strings as they are, everything else formatted.
fn show(ctx: &Ctx<'_>, v: &Value<'_>, f: &mut Fmt) -> String {
    let raw = v.as_raw();
    // SAFETY: `raw` is a live value of `ctx` (borrowed from `v` for this call).
    unsafe {
        if tag(raw) == qjs::JS_TAG_STRING || tag(raw) == qjs::JS_TAG_STRING_ROPE {
            return string_text(ctx.as_raw().as_ptr(), raw);
        }
        f.value(raw, 0)
    }
}

/// A number argument of `%d`, `%i` or `%f`.
fn number_of(v: &Value<'_>) -> Option<f64> {
    v.as_int().map(f64::from).or_else(|| v.as_float())
}

/// What `console.log(value)` prints for one value, with the same rules (no script runs):
/// the text of `Deno.inspect` in the `hostcall` command's runtime.
pub fn inspect(ctx: &Ctx<'_>, value: &Value<'_>) -> String {
    line(ctx, std::slice::from_ref(value))
}

/// `inspect`, cut to at most `max` characters (with `...` at the end when cut): for messages
/// that name a value, such as `structuredClone`'s `DataCloneError`.
pub fn inspect_short(ctx: &Ctx<'_>, value: &Value<'_>, max: usize) -> String {
    let text = inspect(ctx, value);
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// What an uncaught exception prints as, read without running script (no getter, no trap,
/// no `toString`, no address): an `Error` (or a Proxy of one) as `name: message` with its
/// own `stack` (each read as a data property, through the prototypes for `name` and
/// `message`; `Error` and no message where an accessor or a non-string stands), a string as
/// it is, anything else as [`inspect`] prints it (`Symbol(s)`, `{}`,
/// `[Object: null prototype] {}`).
pub(crate) fn thrown(ctx: &Ctx<'_>, value: &Value<'_>) -> (String, Option<String>) {
    let getter = ctx.userdata::<StackGetter>();
    let mut f = Fmt {
        ctx: ctx.as_raw().as_ptr(),
        stack_getter: getter.as_ref().map(|g| g.getter),
        stack: Vec::new(),
    };
    let raw = value.as_raw();
    // SAFETY: `raw` is a live value of `ctx` (borrowed from `value` for this call); each
    // branch reads it according to its tag, and every value made here is freed here.
    unsafe {
        match tag(raw) {
            qjs::JS_TAG_STRING | qjs::JS_TAG_STRING_ROPE => {
                return (string_text(f.ctx, raw), None);
            }
            qjs::JS_TAG_OBJECT => {}
            _ => return (f.scalar(raw), None),
        }
        let mut target = qjs::JS_DupValue(f.ctx, raw);
        while tag(target) == qjs::JS_TAG_OBJECT && qjs::JS_IsProxy(target) {
            let inner = qjs::JS_GetProxyTarget(f.ctx, target);
            qjs::JS_FreeValue(f.ctx, target);
            if tag(inner) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(f.ctx, qjs::JS_GetException(f.ctx));
                return ("<Revoked Proxy>".into(), None);
            }
            target = inner;
        }
        let out = if tag(target) == qjs::JS_TAG_OBJECT && qjs::JS_IsError(target) {
            let name = f
                .inherited_string(target, c"name")
                .unwrap_or_else(|| "Error".into());
            let message = f.inherited_string(target, c"message").unwrap_or_default();
            let head = if message.is_empty() {
                name
            } else {
                format!("{name}: {message}")
            };
            (head, f.error_stack(target))
        } else {
            (f.value(target, 0), None)
        };
        qjs::JS_FreeValue(f.ctx, target);
        out
    }
}

/// The line `console.log(...args)` prints.
fn line(ctx: &Ctx<'_>, args: &[Value<'_>]) -> String {
    let getter = ctx.userdata::<StackGetter>();
    let mut f = Fmt {
        ctx: ctx.as_raw().as_ptr(),
        stack_getter: getter.as_ref().map(|g| g.getter),
        stack: Vec::new(),
    };
    let mut parts = Vec::new();
    let mut rest = args;
    if let (Some(first), true) = (args.first(), args.len() > 1) {
        if let Some(fmt) = first.as_string() {
            rest = &args[1..];
            let fmt = show(ctx, &fmt.clone().into_value(), &mut f);
            let mut out = String::new();
            let mut chars = fmt.chars().peekable();
            while let Some(c) = chars.next() {
                if c != '%' {
                    out.push(c);
                    continue;
                }
                let Some(&spec) = chars.peek() else {
                    out.push('%');
                    break;
                };
                if spec == '%' {
                    chars.next();
                    out.push('%');
                    continue;
                }
                if !"sdifoOjc".contains(spec) {
                    out.push('%');
                    continue;
                }
                let Some((arg, tail)) = rest.split_first() else {
                    out.push('%');
                    continue;
                };
                chars.next();
                rest = tail;
                match spec {
                    's' | 'o' | 'O' | 'j' => out.push_str(&show(ctx, arg, &mut f)),
                    'd' | 'i' if arg.is_big_int() => out.push_str(&show(ctx, arg, &mut f)),
                    'd' | 'i' | 'f' => {
                        let n = number_of(arg).unwrap_or(f64::NAN);
                        let n = if spec == 'f' { n } else { n.trunc() };
                        let v = Value::new_number(ctx.clone(), n);
                        out.push_str(&show(ctx, &v, &mut f));
                    }
                    _ => {} // %c: CSS, ignored
                }
            }
            parts.push(out);
        }
    }
    parts.extend(rest.iter().map(|v| show(ctx, v, &mut f)));
    parts.join(" ")
}

/// Writes one line; a closed or failing stream drops it (no panic, no error for the script).
fn emit(mut w: impl std::io::Write, line: &str) {
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// Defines `console`'s methods (`log`, `info`, `debug` to stdout; `warn`, `error` to
/// stderr) on `console`, as own properties: [`crate::runtime::globals`] calls it when `console` is
/// first reached, and it runs no script.
pub(crate) fn install<'js>(ctx: &Ctx<'js>, console: &Object<'js>) -> Result<(), EngineError> {
    let define = |name: &str, f: Function<'js>| -> Result<(), EngineError> {
        console.prop(
            name,
            Property::from(f).writable().enumerable().configurable(),
        )?;
        Ok(())
    };
    for name in ["log", "info", "debug"] {
        define(
            name,
            Function::new(ctx.clone(), |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
                emit(std::io::stdout().lock(), &line(&ctx, &args.0));
            })?,
        )?;
    }
    for name in ["warn", "error"] {
        define(
            name,
            Function::new(ctx.clone(), |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
                emit(std::io::stderr().lock(), &line(&ctx, &args.0));
            })?,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lone_surrogates_become_replacement_characters() {
        assert_eq!(wtf8_lossy(b"a\xed\xa0\x80b"), "a\u{FFFD}b");
        assert_eq!(wtf8_lossy("h\u{e9}".as_bytes()), "h\u{e9}");
        assert_eq!(wtf8_lossy("\u{d7ff}".as_bytes()), "\u{d7ff}");
    }

    /// A length-tracking view prints its length now, a resizable buffer its byte length now.
    #[test]
    fn views_print_their_live_length() {
        let rt = rquickjs::Runtime::new().unwrap();
        let ctx = rquickjs::Context::full(&rt).unwrap();
        ctx.with(|ctx| {
            // SAFETY: a live context on this thread.
            assert!(unsafe { crate::binding::buffer::probe(ctx.as_raw().as_ptr()) });
            let v: Value = ctx
                .eval("const ab = new ArrayBuffer(2, { maxByteLength: 64 }); const v = new Uint8Array(ab); ab.resize(5); [v, ab]")
                .unwrap();
            let items: Vec<Value> = v.get::<rquickjs::Array>().unwrap().iter().map(Result::unwrap).collect();
            assert_eq!(line(&ctx, &items[..1]), "Uint8Array(5) [ 0, 0, 0, 0, 0 ]");
            assert!(line(&ctx, &items[1..]).contains("byteLength: 5"), "{}", line(&ctx, &items[1..]));
        });
    }

    #[test]
    fn keys_and_strings_print_as_literals() {
        assert!(is_identifier("a_1") && is_identifier("$x"));
        assert!(!is_identifier("a-b") && !is_identifier("1a") && !is_identifier(""));
        assert_eq!(quote("a\"b\\\n"), r#""a\"b\\\n""#);
    }
}
