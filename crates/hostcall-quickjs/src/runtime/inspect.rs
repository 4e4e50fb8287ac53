//! The formatter behind `console.log` and `Deno.inspect`: Deno 2.9's `inspect` (a port of
//! Node's `util.inspect`), read over QuickJS's C API.
//!
//! What it prints, as Deno does with its default options (depth 4, 100 items, 10,000
//! characters of a string, lines broken past 80 columns, at most three inner levels on one
//! line, arrays of more than six short items in columns): `Map(2) { "a" => 1 }`,
//! `Set(1) { 1 }`, a `Date` as its ISO string (`Invalid Date`), `/a+/g`, `[Number: 1]`,
//! `WeakMap { <items unknown> }`, `Promise { 1 }` / `Promise { <pending> }` /
//! `Promise { <rejected> 1 }`, `ArrayBuffer { [Uint8Contents]: <01 02>, byteLength: 2 }`,
//! `Uint8Array(2) [ 1, 2 ]`, `Foo { x: 1 }`, `[class A extends B]`, `[AsyncFunction: f]`,
//! `Object [Tag] {}`, `[Object: null prototype] {}`, an error as its stack with its
//! non-enumerable `[cause]` (and an `AggregateError`'s `[errors]`), `<ref *1>` and
//! `[Circular *1]`.
//!
//! **It runs no script** except a custom inspect method (below). It reads own data properties
//! only (an accessor shows as `[Getter]`, `[Setter]` or `[Getter/Setter]`, never called),
//! never calls `toString`, `valueOf`, `toJSON` or `Symbol.toPrimitive`, and prints a Proxy's
//! innermost target without running a trap. Internal slots are read through builtins taken
//! when the engine was made, before any script ran ([`Builtins`]): `Map.prototype.forEach`
//! and `Set.prototype.forEach` (with a native callback), `Date.prototype.toISOString`, the
//! `RegExp.prototype` `source` and flag getters, `Function.prototype.toString` (to tell a
//! class), the boxed primitives' `valueOf`, and the builtin `Error.prototype.stack` getter;
//! promises through `JS_PromiseState`/`JS_PromiseResult`. None of these runs script, and a
//! script that replaces them changes nothing.
//!
//! **Custom inspection** (`Symbol.for("Deno.customInspect")`, then
//! `Symbol.for("nodejs.util.inspect.custom")`), when asked for ([`inspect`], `console.log`;
//! never [`thrown`] or [`inspect_short`]): the method is found as an own or inherited *data*
//! property (no getter runs to find it, no proxy trap) and called as Deno calls it,
//! `(inspect, options)` / Node's `(depth, options, inspect)`. A string result is printed as
//! it is (Deno applies `String()` to other results of the Deno method; here they are
//! formatted, so no `toString` runs); an exception it throws is caught and the object printed
//! as if it had no method (Deno lets the exception out of `console.log`). The formatter keeps
//! no borrowed state across the call, and a method that inspects its own object (or returns a
//! new object with a method, again and again) meets the plain formatting of that object: a
//! method is not called again for an object whose method is running, nor more than
//! [`MAX_CUSTOM_NESTING`] deep.
//!
//! Strings with lone surrogates print them as U+FFFD; no heap address is ever printed.

use std::cell::RefCell;
use std::ffi::{c_int, CStr};
use std::rc::Rc;

use rquickjs::function::{Opt, Rest};
use rquickjs::object::Property;
use rquickjs::{qjs, Ctx, Function, JsLifetime, Object, Value};

use crate::binding::error::EngineError;

/// Objects nested deeper than this print as `[Object]`, `[Array]`, `[Foo]` (Deno's `depth`;
/// the top level is 0, so five levels show).
pub(crate) const DEFAULT_DEPTH: usize = 4;
/// Array, typed array, `Map` and `Set` items shown before `... N more items`.
const MAX_ITEMS: usize = 100;
/// Characters of a nested string shown before `... N more characters`.
const MAX_STRING: usize = 10_000;
/// Deno's `breakLength`.
const BREAK_LENGTH: usize = 80;
/// Deno's `compact`: inner levels joined on one line.
const COMPACT: usize = 3;
/// Prototype links followed when looking up an inherited data property.
const MAX_CHAIN: usize = 32;
/// Custom inspect methods running inside one another, at most.
pub(crate) const MAX_CUSTOM_NESTING: usize = 16;
/// Deno's `K_MIN_LINE_LENGTH`: shorter strings are never split.
const MIN_LINE_LENGTH: usize = 16;

/// The boxed primitives, in [`Raw::boxed`]'s order.
const BOXED: [&str; 5] = ["Number", "String", "Boolean", "BigInt", "Symbol"];

/// The builtins the formatter calls (see the module docs), taken when an engine is made,
/// before any script runs ([`take_builtins`]), into the runtime's userdata.
pub(crate) struct Builtins {
    raw: Raw,
    /// Their runtime (rquickjs clears the userdata before it frees the runtime).
    rt: *mut qjs::JSRuntime,
}

/// The handles of [`Builtins`] (each an owned reference, or undefined / `JS_ATOM_NULL` when
/// the engine has no such builtin), copied into each formatter: the userdata keeps them
/// alive for the runtime's life.
#[derive(Clone, Copy)]
struct Raw {
    stack_getter: qjs::JSValue,
    map_for_each: qjs::JSValue,
    set_for_each: qjs::JSValue,
    date_to_iso: qjs::JSValue,
    fn_to_string: qjs::JSValue,
    regexp_source: qjs::JSValue,
    /// Each flag's letter and getter, in the order `flags` lists them.
    regexp_flags: [(u8, qjs::JSValue); 8],
    /// `valueOf` of each of [`BOXED`].
    value_of: [qjs::JSValue; 5],
    /// The class id of each of [`BOXED`].
    boxed: [qjs::JSClassID; 5],
    to_string_tag: qjs::JSAtom,
    custom_inspect: qjs::JSAtom,
    node_custom: qjs::JSAtom,
}

// SAFETY: `Builtins` holds raw QuickJS handles, no `'js` lifetime: changing the lifetime
// changes nothing.
unsafe impl<'js> JsLifetime<'js> for Builtins {
    type Changed<'to> = Builtins;
}

impl Drop for Builtins {
    fn drop(&mut self) {
        let r = &self.raw;
        let values = [
            r.stack_getter,
            r.map_for_each,
            r.set_for_each,
            r.date_to_iso,
            r.fn_to_string,
            r.regexp_source,
        ];
        // SAFETY: our references, each released once, while the runtime is alive (its
        // userdata is cleared before it is freed). Undefined and `JS_ATOM_NULL` free nothing.
        unsafe {
            for v in values
                .into_iter()
                .chain(r.regexp_flags.iter().map(|f| f.1))
                .chain(r.value_of)
            {
                qjs::JS_FreeValueRT(self.rt, v);
            }
            for a in [r.to_string_tag, r.custom_inspect, r.node_custom] {
                if a != qjs::JS_ATOM_NULL {
                    qjs::JS_FreeAtomRT(self.rt, a);
                }
            }
        }
    }
}

/// The getter of the own accessor `name` of `obj` (an owned reference), or undefined.
///
/// # Safety
///
/// `obj` is a live ordinary object of `ctx` (no trap), and no script has run yet.
unsafe fn own_getter(ctx: *mut qjs::JSContext, obj: qjs::JSValue, name: &CStr) -> qjs::JSValue {
    let mut d = std::mem::MaybeUninit::<qjs::JSPropertyDescriptor>::uninit();
    // SAFETY: the caller's contract; on 1, `d` holds three owned values, each freed or
    // returned.
    unsafe {
        let atom = qjs::JS_NewAtom(ctx, name.as_ptr());
        let r = qjs::JS_GetOwnProperty(ctx, d.as_mut_ptr(), obj, atom);
        qjs::JS_FreeAtom(ctx, atom);
        if r != 1 {
            if r < 0 {
                qjs::JS_FreeValue(ctx, qjs::JS_GetException(ctx));
            }
            return qjs::JS_UNDEFINED;
        }
        let d = d.assume_init();
        qjs::JS_FreeValue(ctx, d.value);
        qjs::JS_FreeValue(ctx, d.setter);
        d.getter
    }
}

/// Takes the builtins the formatter calls into the runtime's userdata (see [`Builtins`]).
/// Call before any script runs: every read here is of the builtins as the engine made them.
pub(crate) fn take_builtins<'js>(ctx: &Ctx<'js>) -> Result<(), EngineError> {
    let g = ctx.globals();
    let proto = |name: &str| -> rquickjs::Result<Object<'js>> {
        g.get::<_, Object>(name)?.get::<_, Object>("prototype")
    };
    let cx = ctx.as_raw().as_ptr();
    // An owned reference to a value (a method), or undefined when it is not a function.
    let keep = |v: Value<'js>| -> qjs::JSValue {
        if v.is_function() {
            // SAFETY: `v` is live; the duplicate is owned by the `Builtins`.
            unsafe { qjs::JS_DupValue(cx, v.as_raw()) }
        } else {
            qjs::JS_UNDEFINED
        }
    };
    let method = |p: &Object<'js>, name: &str| -> rquickjs::Result<qjs::JSValue> {
        Ok(keep(p.get::<_, Value>(name)?))
    };
    let (error, map, set) = (proto("Error")?, proto("Map")?, proto("Set")?);
    let (date, func, regexp) = (proto("Date")?, proto("Function")?, proto("RegExp")?);
    let mut value_of = [qjs::JS_UNDEFINED; 5];
    for (slot, name) in value_of.iter_mut().zip(BOXED) {
        *slot = method(&proto(name)?, "valueOf")?;
    }
    let symbol: Object = g.get("Symbol")?;
    let symbol_for: Function = symbol.get("for")?;
    let to_string_tag: Value = symbol.get("toStringTag")?;
    let custom: Value = symbol_for.call(("Deno.customInspect",))?;
    let node: Value = symbol_for.call(("nodejs.util.inspect.custom",))?;
    // SAFETY: no script has run: `Error.prototype` and `RegExp.prototype` are ordinary
    // objects as the engine made them; each getter and atom taken is owned by the
    // `Builtins`. The boxed objects made to read their class ids are freed at once.
    let raw = unsafe {
        let mut regexp_flags = [(0u8, qjs::JS_UNDEFINED); 8];
        let names: [(u8, &CStr); 8] = [
            (b'd', c"hasIndices"),
            (b'g', c"global"),
            (b'i', c"ignoreCase"),
            (b'm', c"multiline"),
            (b's', c"dotAll"),
            (b'u', c"unicode"),
            (b'v', c"unicodeSets"),
            (b'y', c"sticky"),
        ];
        for (slot, (c, name)) in regexp_flags.iter_mut().zip(names) {
            *slot = (c, own_getter(cx, regexp.as_raw(), name));
        }
        let class_of = |v: qjs::JSValue| {
            let o = qjs::JS_ToObject(cx, v);
            qjs::JS_FreeValue(cx, v);
            if tag(o) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
                return 0;
            }
            let id = qjs::JS_GetClassID(o);
            qjs::JS_FreeValue(cx, o);
            id
        };
        let sym = qjs::JS_DupValue(cx, to_string_tag.as_raw());
        let boxed = [
            class_of(qjs::JS_MKVAL(qjs::JS_TAG_INT, 0)),
            class_of(qjs::JS_NewStringLen(cx, c"".as_ptr(), 0)),
            class_of(qjs::JS_MKVAL(qjs::JS_TAG_BOOL, 0)),
            class_of(qjs::JS_NewBigInt64(cx, 0)),
            class_of(sym),
        ];
        let atom_of = |v: &Value<'js>| {
            if v.is_symbol() {
                qjs::JS_ValueToAtom(cx, v.as_raw())
            } else {
                qjs::JS_ATOM_NULL
            }
        };
        Raw {
            stack_getter: own_getter(cx, error.as_raw(), c"stack"),
            map_for_each: method(&map, "forEach")?,
            set_for_each: method(&set, "forEach")?,
            date_to_iso: method(&date, "toISOString")?,
            fn_to_string: method(&func, "toString")?,
            regexp_source: own_getter(cx, regexp.as_raw(), c"source"),
            regexp_flags,
            value_of,
            boxed,
            to_string_tag: atom_of(&to_string_tag),
            custom_inspect: atom_of(&custom),
            node_custom: atom_of(&node),
        }
    };
    // SAFETY: `cx` is live.
    let rt = unsafe { qjs::JS_GetRuntime(cx) };
    ctx.store_userdata(Builtins { raw, rt })
        .map_err(|_| EngineError::QuickJs("the runtime's userdata is borrowed".into()))?;
    Ok(())
}

/// Makes `Error.prototype.stack` accept any value, as V8 does: its setter (QuickJS-NG's
/// accepts only strings) is replaced by one that defines an own data property `stack`
/// (writable, configurable, not enumerable) on the receiver; the builtin getter stays. Call
/// at engine start, after [`take_builtins`] (which keeps the builtin getter for the
/// formatter) and before any script runs.
pub(crate) fn install_stack_setter<'js>(ctx: &Ctx<'js>) -> Result<(), EngineError> {
    let proto: Object = ctx.globals().get::<_, Object>("Error")?.get("prototype")?;
    let cx = ctx.as_raw().as_ptr();
    // SAFETY: no script has run: `Error.prototype` is an ordinary object.
    let getter = unsafe { own_getter(cx, proto.as_raw(), c"stack") };
    if tag(getter) != qjs::JS_TAG_OBJECT {
        // A QuickJS whose errors have no such accessor: nothing to replace.
        // SAFETY: undefined or a non-object value we own.
        unsafe { qjs::JS_FreeValue(cx, getter) };
        return Ok(());
    }
    let setter = Function::new(
        ctx.clone(),
        |this: rquickjs::function::This<Value<'js>>, v: Opt<Value<'js>>| -> rquickjs::Result<()> {
            if let Some(obj) = this.0.as_object() {
                let v =
                    v.0.unwrap_or_else(|| Value::new_undefined(this.0.ctx().clone()));
                obj.prop("stack", Property::from(v).writable().configurable())?;
            }
            Ok(())
        },
    )
    .and_then(|f| f.with_name("set stack"));
    let setter = match setter {
        Ok(f) => f,
        Err(e) => {
            // SAFETY: the getter is ours (not handed on).
            unsafe { qjs::JS_FreeValue(cx, getter) };
            return Err(e.into());
        }
    };
    // SAFETY: `proto` is live; JS_DefinePropertyGetSet takes the getter and the setter
    // (both owned here: the setter duplicated from its `Function`) and the atom is freed;
    // without an atom (out of memory) the getter is freed here instead.
    let rc = unsafe {
        let atom = qjs::JS_NewAtom(cx, c"stack".as_ptr());
        if atom == 0 {
            qjs::JS_FreeValue(cx, getter);
            qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
            return Err(EngineError::QuickJs(
                "cannot replace Error.prototype.stack".into(),
            ));
        }
        let set = qjs::JS_DupValue(cx, setter.as_raw());
        let rc = qjs::JS_DefinePropertyGetSet(
            cx,
            proto.as_raw(),
            atom,
            getter,
            set,
            qjs::JS_PROP_CONFIGURABLE as c_int,
        );
        qjs::JS_FreeAtom(cx, atom);
        rc
    };
    if rc < 0 {
        // SAFETY: the pending exception is ours to drop.
        unsafe { qjs::JS_FreeValue(cx, qjs::JS_GetException(cx)) };
        return Err(EngineError::QuickJs(
            "cannot replace Error.prototype.stack".into(),
        ));
    }
    Ok(())
}

/// A value's tag.
fn tag(v: qjs::JSValue) -> i32 {
    v.tag as i32
}

/// Whether `v` is a string (or rope).
fn is_string(v: qjs::JSValue) -> bool {
    tag(v) == qjs::JS_TAG_STRING || tag(v) == qjs::JS_TAG_STRING_ROPE
}

/// A string value's text; lone surrogates become U+FFFD.
///
/// # Safety
///
/// `ctx` is live and `v` is a live string (or rope) of it.
pub(crate) unsafe fn string_text(ctx: *mut qjs::JSContext, v: qjs::JSValue) -> String {
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

/// A string's length in UTF-16 code units (JavaScript's `length`).
fn len16(s: &str) -> usize {
    s.encode_utf16().count()
}

/// `s` as Deno quotes it: in the first of `"`, `'`, `` ` `` it does not contain (else `"`),
/// that quote and `\` escaped, then `\b \f \n \r \t \v` and other control characters
/// (`\x1b`) escaped.
pub(crate) fn quote(s: &str) -> String {
    let q = ['"', '\'', '`']
        .into_iter()
        .find(|q| !s.contains(*q))
        .unwrap_or('"');
    let mut out = String::with_capacity(s.len() + 2);
    out.push(q);
    for c in s.chars() {
        match c {
            c if c == q || c == '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) <= 0x1f || (0x7f..=0x9f).contains(&(c as u32)) => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

/// A symbol key's text with control characters, `'` and `\` escaped (Deno's
/// `escape_meta_chars`).
fn escape_meta(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) <= 0x1f || (0x7f..=0x9f).contains(&(c as u32)) => {
                out.push_str(&format!("\\x{:02X}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

/// Whether a property name prints without quotes (Node's `^[a-zA-Z_][a-zA-Z_0-9]*$`).
fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether a symbol's description prints without quotes (`Symbol(a.b)`, `Symbol("1")`).
fn symbol_plain(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// Whether a property key is an array index (`0`, `17`; not `01` or `-1`).
fn is_index(key: &str) -> bool {
    key.parse::<u32>()
        .is_ok_and(|n| n != u32::MAX && n.to_string() == key)
}

/// `... N more item(s)`.
fn more_items(n: usize) -> String {
    format!("... {n} more item{}", if n > 1 { "s" } else { "" })
}

/// Deno's `getPrefix`: `Foo(2) [Tag] `, `[Map(2): null prototype] `.
fn get_prefix(constructor: Option<&str>, tag: &str, fallback: &str, size: &str) -> String {
    match constructor {
        None if !tag.is_empty() && fallback != tag => {
            format!("[{fallback}{size}: null prototype] [{tag}] ")
        }
        None => format!("[{fallback}{size}: null prototype] "),
        Some(c) if !tag.is_empty() && c != tag => format!("{c}{size} [{tag}] "),
        Some(c) => format!("{c}{size} "),
    }
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

/// An owned atom, freed when dropped.
struct Atom {
    ctx: *mut qjs::JSContext,
    atom: qjs::JSAtom,
}

impl Drop for Atom {
    fn drop(&mut self) {
        // SAFETY: our reference to the atom, of a context that outlives the formatter.
        unsafe { qjs::JS_FreeAtom(self.ctx, self.atom) };
    }
}

/// A key an object prints: an own property, or a value the formatter read itself.
enum Key {
    Own(Atom),
    /// An `ArrayBuffer`'s `byteLength` (a getter on its prototype, read from the buffer).
    ByteLength(usize),
}

thread_local! {
    // The objects whose custom inspect method is running, by context and object (see the
    // module docs): such an object is formatted plainly.
    static CUSTOM_RUNNING: RefCell<Vec<(usize, usize)>> = const { RefCell::new(Vec::new()) };
}

/// Removes its entry from [`CUSTOM_RUNNING`] when dropped.
struct CustomGuard;

impl Drop for CustomGuard {
    fn drop(&mut self) {
        CUSTOM_RUNNING.with(|r| r.borrow_mut().pop());
    }
}

/// A formatter over one context. Every QuickJS call it makes is one that runs no script
/// (see the module docs) except a custom inspect method's; values it creates are freed
/// before it returns.
pub(crate) struct Fmt<'js> {
    cx: Ctx<'js>,
    ctx: *mut qjs::JSContext,
    /// The builtins it calls, when the engine took them.
    b: Option<Raw>,
    /// The objects being formatted (for `[Circular *N]`), by address.
    seen: Vec<usize>,
    /// The objects found circular, in order: the `N` of `<ref *N>`.
    circular: Vec<usize>,
    /// Deno's `indentationLvl`: columns the current line is indented by.
    indentation: usize,
    /// Deno's `currentDepth`: the level of the object formatted last.
    current_depth: usize,
    /// Objects nested deeper print as `[Object]`.
    pub(crate) depth: usize,
    /// Deno's `breakLength`.
    pub(crate) break_length: usize,
    /// Whether custom inspect methods are called.
    custom: bool,
}

impl<'js> Fmt<'js> {
    /// A formatter over `ctx` with Deno's defaults; `custom` says whether custom inspect
    /// methods are called.
    pub(crate) fn new(ctx: &Ctx<'js>, custom: bool) -> Fmt<'js> {
        let b = ctx.userdata::<Builtins>().map(|b| b.raw);
        Fmt {
            cx: ctx.clone(),
            ctx: ctx.as_raw().as_ptr(),
            b,
            seen: Vec::new(),
            circular: Vec::new(),
            indentation: 0,
            current_depth: 0,
            depth: DEFAULT_DEPTH,
            break_length: BREAK_LENGTH,
            custom,
        }
    }

    /// Reads the own property `atom` of the (non-proxy) object `obj`, and whether it is
    /// enumerable.
    ///
    /// # Safety
    ///
    /// `obj` is a live object of `self.ctx` and not a Proxy; the returned data value is owned
    /// by the caller.
    unsafe fn own_desc(&self, obj: qjs::JSValue, atom: qjs::JSAtom) -> Option<(Prop, bool)> {
        let mut d = std::mem::MaybeUninit::<qjs::JSPropertyDescriptor>::uninit();
        // SAFETY: `obj` is not a Proxy, so no trap runs; ordinary and native exotic objects
        // answer from their own storage. On 1, `d` holds three owned values.
        unsafe {
            match qjs::JS_GetOwnProperty(self.ctx, d.as_mut_ptr(), obj, atom) {
                1 => {
                    let d = d.assume_init();
                    let enumerable = d.flags & qjs::JS_PROP_ENUMERABLE as c_int != 0;
                    if d.flags & qjs::JS_PROP_GETSET as c_int != 0 {
                        let get = tag(d.getter) == qjs::JS_TAG_OBJECT;
                        let set = tag(d.setter) == qjs::JS_TAG_OBJECT;
                        qjs::JS_FreeValue(self.ctx, d.getter);
                        qjs::JS_FreeValue(self.ctx, d.setter);
                        qjs::JS_FreeValue(self.ctx, d.value);
                        Some((Prop::Accessor { get, set }, enumerable))
                    } else {
                        qjs::JS_FreeValue(self.ctx, d.getter);
                        qjs::JS_FreeValue(self.ctx, d.setter);
                        Some((Prop::Data(d.value), enumerable))
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

    /// [`Fmt::own_desc`] without the enumerable flag.
    ///
    /// # Safety
    ///
    /// As [`Fmt::own_desc`].
    unsafe fn own(&self, obj: qjs::JSValue, atom: qjs::JSAtom) -> Option<Prop> {
        // SAFETY: forwarded.
        unsafe { self.own_desc(obj, atom).map(|p| p.0) }
    }

    /// Calls a builtin (taken before any script ran, and one that runs none) on `this`; the
    /// result is owned, `None` on an exception (dropped).
    ///
    /// # Safety
    ///
    /// `f` is a live builtin of [`Builtins`] (or undefined), `this` a live value.
    unsafe fn call_builtin(&self, f: qjs::JSValue, this: qjs::JSValue) -> Option<qjs::JSValue> {
        if tag(f) != qjs::JS_TAG_OBJECT {
            return None;
        }
        // SAFETY: the caller's contract.
        unsafe {
            let r = qjs::JS_Call(self.ctx, f, this, 0, std::ptr::null_mut());
            if tag(r) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return None;
            }
            Some(r)
        }
    }

    /// A builtin's string result on `this`.
    ///
    /// # Safety
    ///
    /// As [`Fmt::call_builtin`].
    unsafe fn builtin_string(&self, f: qjs::JSValue, this: qjs::JSValue) -> Option<String> {
        // SAFETY: forwarded; the result is freed here.
        unsafe {
            let r = self.call_builtin(f, this)?;
            let s = is_string(r).then(|| string_text(self.ctx, r));
            qjs::JS_FreeValue(self.ctx, r);
            s
        }
    }

    /// An error's stack as QuickJS keeps it: its own `stack` data property (set by
    /// `Error.captureStackTrace` or a script) when it is a string, nothing when it is another
    /// value, else what the builtin getter reads from the error (its frames).
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy error object of `self.ctx`.
    pub(crate) unsafe fn error_stack(&self, v: qjs::JSValue) -> Option<String> {
        // SAFETY: `v` is not a Proxy; the builtin getter returns the error's internal stack
        // slot (a string or undefined) and runs no script.
        unsafe {
            let atom = Atom {
                ctx: self.ctx,
                atom: qjs::JS_NewAtom(self.ctx, c"stack".as_ptr()),
            };
            match self.own(v, atom.atom) {
                Some(Prop::Data(s)) => {
                    let out = is_string(s).then(|| string_text(self.ctx, s));
                    qjs::JS_FreeValue(self.ctx, s);
                    return out;
                }
                Some(Prop::Accessor { .. }) => return None,
                None => {}
            }
            self.builtin_string(self.b?.stack_getter, v)
        }
    }

    /// A data property found on `obj` or its prototypes, stopping (with `None`) at an
    /// accessor or a Proxy. The value is owned by the caller.
    ///
    /// # Safety
    ///
    /// `obj` is a live object of `self.ctx`; `atom` a live atom.
    unsafe fn inherited_atom(&self, obj: qjs::JSValue, atom: qjs::JSAtom) -> Option<qjs::JSValue> {
        // SAFETY: each prototype is an owned value freed after use.
        unsafe {
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
            found
        }
    }

    /// [`Fmt::inherited_atom`] by name.
    ///
    /// # Safety
    ///
    /// `obj` is a live object of `self.ctx`.
    unsafe fn inherited(&self, obj: qjs::JSValue, name: &CStr) -> Option<qjs::JSValue> {
        // SAFETY: the atom is freed below.
        unsafe {
            let atom = qjs::JS_NewAtom(self.ctx, name.as_ptr());
            let v = self.inherited_atom(obj, atom);
            qjs::JS_FreeAtom(self.ctx, atom);
            v
        }
    }

    /// The string data property `name` of `obj` or its prototypes.
    ///
    /// # Safety
    ///
    /// As [`Fmt::inherited`].
    pub(crate) unsafe fn inherited_string(&self, obj: qjs::JSValue, name: &CStr) -> Option<String> {
        // SAFETY: forwarded; the value is freed here.
        unsafe {
            let v = self.inherited(obj, name)?;
            let s = is_string(v).then(|| string_text(self.ctx, v));
            qjs::JS_FreeValue(self.ctx, v);
            s
        }
    }

    /// Deno's `getConstructorName`: the name of the first `constructor` on `obj`'s
    /// prototype chain (itself first) that is a named function whose `prototype` is on the
    /// chain (`obj instanceof it`, without `Symbol.hasInstance`); each read as a data
    /// property (an accessor is passed over, as Deno passes over a non-function).
    ///
    /// # Safety
    ///
    /// `obj` is a live, non-Proxy object of `self.ctx`.
    unsafe fn class_name(&self, obj: qjs::JSValue) -> Option<String> {
        // SAFETY: no object read is a Proxy (checked), so no trap runs; owned values are
        // freed.
        unsafe {
            let atom = Atom {
                ctx: self.ctx,
                atom: qjs::JS_NewAtom(self.ctx, c"constructor".as_ptr()),
            };
            let mut cur = qjs::JS_DupValue(self.ctx, obj);
            let mut found = None;
            for _ in 0..MAX_CHAIN {
                if tag(cur) != qjs::JS_TAG_OBJECT || qjs::JS_IsProxy(cur) {
                    break;
                }
                if let Some(Prop::Data(c)) = self.own(cur, atom.atom) {
                    if tag(c) == qjs::JS_TAG_OBJECT && !qjs::JS_IsProxy(c) {
                        let name = self.own_string(c, c"name").filter(|n| !n.is_empty());
                        if name.is_some() && self.instance_of(obj, c) {
                            found = name;
                        }
                    }
                    qjs::JS_FreeValue(self.ctx, c);
                    if found.is_some() {
                        break;
                    }
                }
                let proto = qjs::JS_GetPrototype(self.ctx, cur);
                qjs::JS_FreeValue(self.ctx, cur);
                cur = proto;
            }
            qjs::JS_FreeValue(self.ctx, cur);
            found
        }
    }

    /// Whether `ctor.prototype` (a data property) is on `obj`'s prototype chain.
    ///
    /// # Safety
    ///
    /// `obj` and `ctor` are live, non-Proxy objects of `self.ctx`.
    unsafe fn instance_of(&self, obj: qjs::JSValue, ctor: qjs::JSValue) -> bool {
        // SAFETY: data reads of non-Proxy objects; owned values are freed.
        unsafe {
            let atom = Atom {
                ctx: self.ctx,
                atom: qjs::JS_NewAtom(self.ctx, c"prototype".as_ptr()),
            };
            let Some(Prop::Data(proto)) = self.own(ctor, atom.atom) else {
                return false;
            };
            let target = proto.u_ptr();
            qjs::JS_FreeValue(self.ctx, proto);
            if target == 0 {
                return false;
            }
            let mut cur = qjs::JS_GetPrototype(self.ctx, obj);
            let mut yes = false;
            for _ in 0..MAX_CHAIN {
                if tag(cur) != qjs::JS_TAG_OBJECT {
                    break;
                }
                if cur.u_ptr() == target {
                    yes = true;
                    break;
                }
                if qjs::JS_IsProxy(cur) {
                    break;
                }
                let next = qjs::JS_GetPrototype(self.ctx, cur);
                qjs::JS_FreeValue(self.ctx, cur);
                cur = next;
            }
            qjs::JS_FreeValue(self.ctx, cur);
            yes
        }
    }

    /// The `Symbol.toStringTag` of `obj` (a data property, own or inherited), or `""`.
    ///
    /// # Safety
    ///
    /// `obj` is a live, non-Proxy object of `self.ctx`.
    unsafe fn to_string_tag(&self, obj: qjs::JSValue) -> String {
        let Some(atom) = self.b.map(|b| b.to_string_tag) else {
            return String::new();
        };
        if atom == qjs::JS_ATOM_NULL {
            return String::new();
        }
        // SAFETY: forwarded; the value is freed here.
        unsafe {
            match self.inherited_atom(obj, atom) {
                Some(v) => {
                    let s = if is_string(v) {
                        string_text(self.ctx, v)
                    } else {
                        String::new()
                    };
                    qjs::JS_FreeValue(self.ctx, v);
                    s
                }
                None => String::new(),
            }
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
                    let s = is_string(v).then(|| string_text(self.ctx, v));
                    qjs::JS_FreeValue(self.ctx, v);
                    s
                }
                Some(Prop::Accessor { .. }) => None,
                None => None,
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

    /// A symbol's description (empty when it has none).
    ///
    /// # Safety
    ///
    /// `v` is a live symbol of `self.ctx`.
    unsafe fn symbol_description(&self, v: qjs::JSValue) -> String {
        // SAFETY: a symbol's atom is its identity; JS_AtomToString gives its description
        // without calling the `description` getter.
        unsafe {
            let atom = qjs::JS_ValueToAtom(self.ctx, v);
            let s = self.atom_text(atom);
            qjs::JS_FreeAtom(self.ctx, atom);
            s
        }
    }

    /// A symbol value as Deno prints it: `Symbol(a)`, `Symbol("1")`, `Symbol()`.
    ///
    /// # Safety
    ///
    /// `v` is a live symbol of `self.ctx`.
    unsafe fn symbol_text(&self, v: qjs::JSValue) -> String {
        // SAFETY: forwarded.
        let d = unsafe { self.symbol_description(v) };
        if d.is_empty() || symbol_plain(&d) {
            format!("Symbol({d})")
        } else {
            format!("Symbol({})", quote(&d))
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

    /// Whether an atom is a symbol's.
    ///
    /// # Safety
    ///
    /// `atom` is a live atom of `self.ctx`.
    unsafe fn atom_is_symbol(&self, atom: qjs::JSAtom) -> bool {
        // SAFETY: the value made from the atom is freed here.
        unsafe {
            let v = qjs::JS_AtomToValue(self.ctx, atom);
            let s = tag(v) == qjs::JS_TAG_SYMBOL;
            qjs::JS_FreeValue(self.ctx, v);
            s
        }
    }

    /// A property key as it prints: `a`, `"a-b"`, `Symbol(s)`, `['__proto__']`.
    ///
    /// # Safety
    ///
    /// `atom` is a live atom of `self.ctx`.
    unsafe fn key_text(&self, atom: qjs::JSAtom) -> String {
        // SAFETY: forwarded.
        unsafe {
            let s = self.atom_text(atom);
            if self.atom_is_symbol(atom) {
                escape_meta(&format!("Symbol({s})"))
            } else if s == "__proto__" {
                "['__proto__']".into()
            } else if is_identifier(&s) {
                s
            } else {
                quote(&s)
            }
        }
    }

    /// A string nested in a value: quoted, cut at [`MAX_STRING`] characters, and split at
    /// its line breaks into `"a\n" +` lines when longer than the line.
    fn string(&self, s: &str) -> String {
        let n = len16(s);
        let (s, trailer) = if n > MAX_STRING {
            let mut cut = String::new();
            let mut units = 0;
            for c in s.chars() {
                units += c.len_utf16();
                if units > MAX_STRING {
                    break;
                }
                cut.push(c);
            }
            let more = n - len16(&cut);
            let s = if more > 1 { "s" } else { "" };
            (cut, format!("... {more} more character{s}"))
        } else {
            (s.to_string(), String::new())
        };
        let n = len16(&s);
        if n > MIN_LINE_LENGTH && n + self.indentation + 4 > self.break_length {
            let mut parts = Vec::new();
            let mut cur = String::new();
            for c in s.chars() {
                cur.push(c);
                if c == '\n' {
                    parts.push(quote(&std::mem::take(&mut cur)));
                }
            }
            if !cur.is_empty() || parts.is_empty() {
                parts.push(quote(&cur));
            }
            let joiner = format!(" +\n{}", " ".repeat(self.indentation + 2));
            return parts.join(&joiner) + &trailer;
        }
        quote(&s) + &trailer
    }

    /// Formats `v` nested at level `rt` (strings quoted).
    ///
    /// # Safety
    ///
    /// `v` is a live value of `self.ctx`.
    pub(crate) unsafe fn value(&mut self, v: qjs::JSValue, rt: usize) -> String {
        // SAFETY: each branch reads `v` according to its tag.
        unsafe {
            match tag(v) {
                qjs::JS_TAG_STRING | qjs::JS_TAG_STRING_ROPE => {
                    self.string(&string_text(self.ctx, v))
                }
                qjs::JS_TAG_OBJECT => self.object(v, rt),
                _ => self.scalar(v),
            }
        }
    }

    /// Formats a value that is not an object (a string as it is).
    ///
    /// # Safety
    ///
    /// `v` is a live value of `self.ctx`.
    pub(crate) unsafe fn scalar(&self, v: qjs::JSValue) -> String {
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

    /// Formats an object: a Proxy as its innermost target, a custom inspect method's
    /// result, `[Circular *N]`, or [`Fmt::raw`].
    ///
    /// # Safety
    ///
    /// `v` is a live object of `self.ctx`.
    unsafe fn object(&mut self, v: qjs::JSValue, rt: usize) -> String {
        // SAFETY: `v` is an object; a chain of proxies is unwrapped without a trap (a
        // target is fixed when its proxy is made, so the chain has an end; a loop, not
        // recursion, as a script can build one 100,000 deep).
        unsafe {
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
            let s = if tag(target) != qjs::JS_TAG_OBJECT {
                self.value(target, rt)
            } else if let Some(s) = self.custom_inspect(target, rt) {
                s
            } else {
                let id = target.u.ptr as usize;
                if self.seen.contains(&id) {
                    let n = match self.circular.iter().position(|&c| c == id) {
                        Some(i) => i + 1,
                        None => {
                            self.circular.push(id);
                            self.circular.len()
                        }
                    };
                    format!("[Circular *{n}]")
                } else {
                    self.raw(target, rt)
                }
            };
            qjs::JS_FreeValue(self.ctx, target);
            s
        }
    }

    /// Calls `v`'s custom inspect method, if it has one as a data property and may be
    /// called (see the module docs): its text, or `None` to format `v` plainly.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn custom_inspect(&mut self, v: qjs::JSValue, rt: usize) -> Option<String> {
        if !self.custom {
            return None;
        }
        let b = self.b?;
        let key = (self.ctx as usize, v.u_ptr());
        let refused = CUSTOM_RUNNING.with(|r| {
            let r = r.borrow();
            r.len() >= MAX_CUSTOM_NESTING || r.contains(&key)
        });
        if refused {
            return None;
        }
        for (atom, node) in [(b.custom_inspect, false), (b.node_custom, true)] {
            if atom == qjs::JS_ATOM_NULL {
                continue;
            }
            // SAFETY: `v` is not a Proxy; the method is found as a data property (no getter
            // runs) and is an owned value freed below.
            let Some(method) = (unsafe { self.inherited_atom(v, atom) }) else {
                continue;
            };
            // SAFETY: `method` is live.
            let Some(method) =
                (unsafe { Value::from_raw(self.cx.clone(), method) }).into_function()
            else {
                continue;
            };
            // Node's method is not called on a prototype (`value.constructor.prototype ===
            // value`), as Deno skips it there.
            // SAFETY: `v` is live and not a Proxy.
            if node && unsafe { self.is_prototype_object(v) } {
                return None;
            }
            CUSTOM_RUNNING.with(|r| r.borrow_mut().push(key));
            let _running = CustomGuard;
            let depth = self.depth.saturating_sub(rt);
            let called = self.call_custom(&method, v, node, depth);
            // The formatter's state is its own (nothing of it was lent to the method).
            return match called {
                None => None,
                Some(r) if is_string(r.as_raw()) => {
                    // SAFETY: `r` is a live string.
                    let s = unsafe { string_text(self.ctx, r.as_raw()) };
                    Some(if node {
                        s.replace('\n', &format!("\n{}", " ".repeat(self.indentation)))
                    } else {
                        s
                    })
                }
                Some(r) if node && r.as_raw().u_ptr() == v.u_ptr() && r.is_object() => None,
                // SAFETY: `r` is live for this call.
                Some(r) => Some(unsafe { self.value(r.as_raw(), rt) }),
            };
        }
        None
    }

    /// Whether `v` is its constructor's `prototype` (each read as a data property).
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn is_prototype_object(&self, v: qjs::JSValue) -> bool {
        // SAFETY: data reads; owned values are freed.
        unsafe {
            let Some(ctor) = self.inherited(v, c"constructor") else {
                return false;
            };
            let mut same = false;
            if tag(ctor) == qjs::JS_TAG_OBJECT && !qjs::JS_IsProxy(ctor) {
                let atom = Atom {
                    ctx: self.ctx,
                    atom: qjs::JS_NewAtom(self.ctx, c"prototype".as_ptr()),
                };
                if let Some(Prop::Data(p)) = self.own(ctor, atom.atom) {
                    same = p.u_ptr() == v.u_ptr() && p.u_ptr() != 0;
                    qjs::JS_FreeValue(self.ctx, p);
                }
            }
            qjs::JS_FreeValue(self.ctx, ctor);
            same
        }
    }

    /// Calls a custom inspect method on `this` with Deno's arguments `(inspect, options)` or
    /// Node's `(depth, options, inspect)`: its result, or `None` when it threw (the
    /// exception is dropped).
    fn call_custom(
        &self,
        method: &Function<'js>,
        this: qjs::JSValue,
        node: bool,
        depth: usize,
    ) -> Option<Value<'js>> {
        let ctx = self.cx.clone();
        let inspect_fn = Function::new(ctx.clone(), |ctx: Ctx<'js>, v: Opt<Value<'js>>| {
            let v = v.0.unwrap_or_else(|| Value::new_undefined(ctx.clone()));
            inspect(&ctx, &v)
        })
        .ok()?
        .with_name("inspect")
        .ok()?;
        let options = Object::new(ctx.clone()).ok()?;
        let define = |k: &str, v: Value<'js>| {
            options.prop(k, Property::from(v).writable().enumerable().configurable())
        };
        let num = |n: usize| Value::new_number(ctx.clone(), n as f64);
        let boolean = |b: bool| Value::new_bool(ctx.clone(), b);
        let fields: [(&str, Value<'js>); 10] = [
            ("depth", num(if node { depth } else { self.depth })),
            ("colors", boolean(false)),
            ("compact", num(COMPACT)),
            ("breakLength", num(self.break_length)),
            ("showHidden", boolean(false)),
            ("customInspect", boolean(true)),
            ("iterableLimit", num(MAX_ITEMS)),
            ("maxArrayLength", num(MAX_ITEMS)),
            ("maxStringLength", num(MAX_STRING)),
            ("indentationLvl", num(self.indentation)),
        ];
        for (k, v) in fields {
            define(k, v).ok()?;
        }
        // SAFETY: `this` is a live object of this context; the new value owns a duplicate.
        let this = unsafe { Value::from_raw(ctx.clone(), qjs::JS_DupValue(self.ctx, this)) };
        let args = if node {
            vec![num(depth), options.into_value(), inspect_fn.into_value()]
        } else {
            vec![inspect_fn.into_value(), options.into_value()]
        };
        match method.call::<_, Value<'js>>((rquickjs::function::This(this), Rest(args))) {
            Ok(r) => Some(r),
            Err(_) => {
                // The exception is dropped: the object prints plainly.
                drop(ctx.catch());
                None
            }
        }
    }

    /// Deno's `formatRaw`: an object (not a Proxy, not circular) at level `rt`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn raw(&mut self, v: qjs::JSValue, rt: usize) -> String {
        // SAFETY: `v` is a non-Proxy object; every call below is one that runs no script for
        // the object kinds it is made on (checked before each call).
        unsafe {
            let constructor = self.class_name(v);
            let ctor = constructor.as_deref();
            let tag = self.to_string_tag(v);
            let mut base = String::new();
            let mut b0 = "{".to_string();
            let mut b1 = "}";
            let mut array_extras = false;
            let mut numeric = false;
            let typed = qjs::JS_GetTypedArrayType(v);
            // Without the builtins (a context no engine made), internal slots are not read:
            // such objects print as their class and own properties (`Map {}`).
            let have = self.b.is_some();
            let mut keys;
            // What the object's own entries are: computed after `rt` is raised.
            enum Body<'a> {
                None,
                Array(u32),
                Typed(usize),
                Set(Vec<Value<'a>>),
                Map(Vec<(Value<'a>, Value<'a>)>),
                Promise,
                Weak,
                Buffer,
            }
            let mut body = Body::None;
            if qjs::JS_IsArray(v) {
                let len = self.array_length(v);
                let prefix = if ctor != Some("Array") || !tag.is_empty() {
                    get_prefix(ctor, &tag, "Array", &format!("({len})"))
                } else {
                    String::new()
                };
                keys = self.keys(v, |k| !is_index(k));
                b0 = format!("{prefix}[");
                b1 = "]";
                if len == 0 && keys.is_empty() {
                    return format!("{b0}]");
                }
                array_extras = true;
                body = Body::Array(len);
            } else if have && (qjs::JS_IsSet(v) || qjs::JS_IsMap(v)) {
                let map = qjs::JS_IsMap(v);
                let entries = self.entries(v, map).unwrap_or_default();
                let size = entries.len();
                let prefix = get_prefix(
                    ctor,
                    &tag,
                    if map { "Map" } else { "Set" },
                    &format!("({size})"),
                );
                keys = self.keys(v, |_| true);
                if size == 0 && keys.is_empty() {
                    return format!("{prefix}{{}}");
                }
                b0 = format!("{prefix}{{");
                body = if map {
                    Body::Map(entries)
                } else {
                    Body::Set(entries.into_iter().map(|e| e.0).collect())
                };
            } else if typed >= 0 {
                let len = self.typed_length(v);
                keys = self.keys(v, |k| !is_index(k));
                let name = usize::try_from(typed)
                    .ok()
                    .and_then(|i| TYPED_ARRAYS.get(i))
                    .copied()
                    .unwrap_or("TypedArray");
                let prefix = get_prefix(ctor.or(Some(name)), &tag, "", &format!("({len})"));
                b0 = format!("{prefix}[");
                b1 = "]";
                if len == 0 && keys.is_empty() {
                    return format!("{b0}]");
                }
                array_extras = true;
                numeric = true;
                body = Body::Typed(len);
            } else {
                keys = self.keys(v, |_| true);
                let shared = !qjs::JS_IsArrayBuffer(v)
                    && !qjs::JS_IsDataView(v)
                    && crate::binding::buffer::live_bytes(self.ctx, v).is_some_and(|b| b.shared);
                let boxed = self.b.and_then(|b| {
                    b.boxed
                        .iter()
                        .position(|&c| c != 0 && c == qjs::JS_GetClassID(v))
                });
                if ctor == Some("Object") && !qjs::JS_IsFunction(self.ctx, v) && !qjs::JS_IsError(v)
                {
                    if !tag.is_empty() {
                        b0 = format!("{}{{", get_prefix(ctor, &tag, "Object", ""));
                    }
                    if keys.is_empty() {
                        return format!("{b0}}}");
                    }
                } else if qjs::JS_IsFunction(self.ctx, v) {
                    base = self.function_base(v, ctor, &tag);
                    if keys.is_empty() {
                        return base;
                    }
                } else if have && qjs::JS_IsRegExp(v) {
                    base = self.regexp_text(v);
                    let prefix = get_prefix(ctor, &tag, "RegExp", "");
                    if prefix != "RegExp " {
                        base = format!("{prefix}{base}");
                    }
                    if keys.is_empty() || rt > self.depth {
                        return base;
                    }
                } else if have && qjs::JS_IsDate(v) {
                    base = self
                        .b
                        .and_then(|b| self.builtin_string(b.date_to_iso, v))
                        .unwrap_or_else(|| "Invalid Date".into());
                    let prefix = get_prefix(ctor, &tag, "Date", "");
                    if prefix != "Date " {
                        base = format!("{prefix}{base}");
                    }
                    if keys.is_empty() {
                        return base;
                    }
                } else if qjs::JS_IsError(v) {
                    base = self.error(v, ctor, &tag, &mut keys);
                    if keys.is_empty() {
                        return base;
                    }
                } else if qjs::JS_IsArrayBuffer(v) || shared {
                    let name = if shared {
                        "SharedArrayBuffer"
                    } else {
                        "ArrayBuffer"
                    };
                    b0 = format!("{}{{", get_prefix(ctor, &tag, name, ""));
                    let len = crate::binding::buffer::live_bytes(self.ctx, v).map_or(0, |b| b.len);
                    keys.insert(0, Key::ByteLength(len));
                    body = Body::Buffer;
                } else if qjs::JS_IsPromise(v) {
                    b0 = format!("{}{{", get_prefix(ctor, &tag, "Promise", ""));
                    body = Body::Promise;
                } else if qjs::JS_IsWeakSet(v) || qjs::JS_IsWeakMap(v) {
                    let name = if qjs::JS_IsWeakSet(v) {
                        "WeakSet"
                    } else {
                        "WeakMap"
                    };
                    b0 = format!("{}{{", get_prefix(ctor, &tag, name, ""));
                    body = Body::Weak;
                } else if let Some(k) = boxed {
                    base = self.boxed_base(v, k, ctor, &tag, &mut keys);
                    if keys.is_empty() {
                        return base;
                    }
                } else {
                    let style = get_prefix(ctor, &tag, "Object", "");
                    if keys.is_empty() {
                        return format!("{style}{{}}");
                    }
                    b0 = format!("{style}{{");
                }
            }
            if rt > self.depth {
                let style = get_prefix(ctor, &tag, "Object", "");
                let name = style.trim_end_matches(' ');
                return if ctor.is_some() {
                    format!("[{name}]")
                } else {
                    name.to_string()
                };
            }
            let rt = rt + 1;
            let id = v.u.ptr as usize;
            self.seen.push(id);
            self.current_depth = rt;
            let mut output = match body {
                Body::None => Vec::new(),
                Body::Array(len) => {
                    let (out, all_numbers) = self.array_items(v, len, rt);
                    numeric = all_numbers;
                    out
                }
                Body::Typed(len) => self.typed_items(v, len),
                Body::Set(values) => {
                    self.indentation += 2;
                    let mut out: Vec<String> = values
                        .iter()
                        .take(MAX_ITEMS)
                        .map(|x| self.value(x.as_raw(), rt))
                        .collect();
                    if values.len() > MAX_ITEMS {
                        out.push(more_items(values.len() - MAX_ITEMS));
                    }
                    self.indentation -= 2;
                    out
                }
                Body::Map(entries) => {
                    self.indentation += 2;
                    let mut out = Vec::new();
                    for (k, x) in entries.iter().take(MAX_ITEMS) {
                        let k = self.value(k.as_raw(), rt);
                        let x = self.value(x.as_raw(), rt);
                        out.push(format!("{k} => {x}"));
                    }
                    if entries.len() > MAX_ITEMS {
                        out.push(more_items(entries.len() - MAX_ITEMS));
                    }
                    self.indentation -= 2;
                    out
                }
                Body::Promise => match qjs::JS_PromiseState(self.ctx, v) {
                    qjs::JSPromiseStateEnum_JS_PROMISE_FULFILLED
                    | qjs::JSPromiseStateEnum_JS_PROMISE_REJECTED => {
                        let rejected = qjs::JS_PromiseState(self.ctx, v)
                            == qjs::JSPromiseStateEnum_JS_PROMISE_REJECTED;
                        let r = qjs::JS_PromiseResult(self.ctx, v);
                        self.indentation += 2;
                        let s = self.value(r, rt);
                        self.indentation -= 2;
                        qjs::JS_FreeValue(self.ctx, r);
                        vec![if rejected {
                            format!("<rejected> {s}")
                        } else {
                            s
                        }]
                    }
                    _ => vec!["<pending>".into()],
                },
                Body::Weak => vec!["<items unknown>".into()],
                Body::Buffer => vec![match crate::binding::buffer::live_bytes(self.ctx, v) {
                    Some(b) => {
                        let n = b.len.min(MAX_ITEMS);
                        let bytes: &[u8] = if n == 0 || b.data.is_null() {
                            &[]
                        } else {
                            // The bytes now (no script runs while they are read).
                            std::slice::from_raw_parts(b.data, n)
                        };
                        let hex: Vec<String> = bytes.iter().map(|x| format!("{x:02x}")).collect();
                        let mut s = hex.join(" ");
                        if b.len > n {
                            let more = b.len - n;
                            s.push_str(&format!(
                                " ... {more} more byte{}",
                                if more > 1 { "s" } else { "" }
                            ));
                        }
                        format!("[Uint8Contents]: <{s}>")
                    }
                    None => "(detached)".into(),
                }],
            };
            for key in &keys {
                output.push(self.property(v, key, rt, false));
            }
            self.seen.pop();
            if let Some(i) = self.circular.iter().position(|&c| c == id) {
                let reference = format!("<ref *{}>", i + 1);
                base = if base.is_empty() {
                    reference
                } else {
                    format!("{reference} {base}")
                };
            }
            self.reduce(output, &base, &b0, b1, array_extras, rt, numeric)
        }
    }

    /// An array's `length`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy array of `self.ctx`.
    unsafe fn array_length(&self, v: qjs::JSValue) -> u32 {
        // SAFETY: `length` of an array is an own data property; the atom and value are
        // freed.
        unsafe {
            let atom = Atom {
                ctx: self.ctx,
                atom: qjs::JS_NewAtom(self.ctx, c"length".as_ptr()),
            };
            match self.own(v, atom.atom) {
                Some(Prop::Data(l)) => {
                    let n = match tag(l) {
                        qjs::JS_TAG_INT => u32::try_from(l.u.int32).unwrap_or(0),
                        qjs::JS_TAG_FLOAT64 => l.u.float64 as u32,
                        _ => 0,
                    };
                    qjs::JS_FreeValue(self.ctx, l);
                    n
                }
                _ => 0,
            }
        }
    }

    /// A typed array's element count now (a length-tracking view's, too).
    ///
    /// # Safety
    ///
    /// `v` is a live typed array of `self.ctx`.
    unsafe fn typed_length(&self, v: qjs::JSValue) -> usize {
        let mut n: qjs::size_t = 0;
        let (mut off, mut bpe) = (0, 0);
        // SAFETY: reading a typed array's buffer runs no script; owned values are freed.
        unsafe {
            let ab = qjs::JS_GetTypedArrayBuffer(self.ctx, v, &mut off, &mut n, &mut bpe);
            if tag(ab) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return 0;
            }
            qjs::JS_FreeValue(self.ctx, ab);
            let live = crate::binding::buffer::live_bytes(self.ctx, v).map_or(0, |b| b.len);
            live / bpe.max(1) as usize
        }
    }

    /// Own enumerable keys (strings, then symbols) whose text (a symbol's description)
    /// passes `keep`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn keys(&self, v: qjs::JSValue, keep: impl Fn(&str) -> bool) -> Vec<Key> {
        let mut out = Vec::new();
        let mut tab: *mut qjs::JSPropertyEnum = std::ptr::null_mut();
        let mut len: u32 = 0;
        let flags =
            (qjs::JS_GPN_STRING_MASK | qjs::JS_GPN_SYMBOL_MASK | qjs::JS_GPN_ENUM_ONLY) as c_int;
        // SAFETY: `v` is not a Proxy, so listing its own keys runs no trap; each atom kept
        // is duplicated (owned by its `Atom`), and the table is freed.
        unsafe {
            if qjs::JS_GetOwnPropertyNames(self.ctx, &mut tab, &mut len, v, flags) < 0 {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return out;
            }
            for i in 0..len as usize {
                let atom = (*tab.add(i)).atom;
                if keep(&self.atom_text(atom)) || self.atom_is_symbol(atom) {
                    out.push(Key::Own(Atom {
                        ctx: self.ctx,
                        atom: qjs::JS_DupAtom(self.ctx, atom),
                    }));
                }
            }
            qjs::JS_FreePropertyEnum(self.ctx, tab, len);
        }
        out
    }

    /// Deno's `formatProperty`: `key: value` (`[key]: value` when not enumerable), or the
    /// value alone for an array item.
    ///
    /// # Safety
    ///
    /// `obj` is a live, non-Proxy object of `self.ctx`.
    unsafe fn property(&mut self, obj: qjs::JSValue, key: &Key, rt: usize, item: bool) -> String {
        // SAFETY: `obj` is not a Proxy; a data value read is owned and freed here.
        unsafe {
            let (text, enumerable) = match key {
                Key::ByteLength(n) => (n.to_string(), true),
                Key::Own(atom) => match self.own_desc(obj, atom.atom) {
                    Some((Prop::Data(x), en)) => {
                        self.indentation += 2;
                        let s = self.value(x, rt);
                        self.indentation -= 2;
                        qjs::JS_FreeValue(self.ctx, x);
                        (s, en)
                    }
                    Some((Prop::Accessor { get, set }, en)) => (
                        match (get, set) {
                            (true, true) => "[Getter/Setter]",
                            (true, false) => "[Getter]",
                            (false, true) => "[Setter]",
                            (false, false) => "undefined",
                        }
                        .to_string(),
                        en,
                    ),
                    None => ("undefined".to_string(), true),
                },
            };
            if item {
                return text;
            }
            let name = match key {
                Key::ByteLength(_) => "byteLength".to_string(),
                Key::Own(atom) => self.key_text(atom.atom),
            };
            if enumerable {
                format!("{name}: {text}")
            } else {
                format!("[{name}]: {text}")
            }
        }
    }

    /// An array's items up to [`MAX_ITEMS`] entries (holes as `<N empty items>`), and
    /// whether the items shown are all numbers or BigInts (they line up to the right).
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy array of `self.ctx`.
    unsafe fn array_items(&mut self, v: qjs::JSValue, len: u32, rt: usize) -> (Vec<String>, bool) {
        let mut out: Vec<String> = Vec::new();
        let mut numeric = true;
        let mut index: u32 = 0;
        // SAFETY: indexed elements of an array are own properties read without running
        // code; owned values are freed.
        unsafe {
            while index < len && out.len() < MAX_ITEMS {
                let atom = Atom {
                    ctx: self.ctx,
                    atom: qjs::JS_NewAtomUInt32(self.ctx, index),
                };
                match self.own(v, atom.atom) {
                    Some(Prop::Data(x)) => {
                        numeric &= matches!(
                            tag(x),
                            qjs::JS_TAG_INT
                                | qjs::JS_TAG_FLOAT64
                                | qjs::JS_TAG_BIG_INT
                                | qjs::JS_TAG_SHORT_BIG_INT
                        );
                        self.indentation += 2;
                        out.push(self.value(x, rt));
                        self.indentation -= 2;
                        qjs::JS_FreeValue(self.ctx, x);
                        index += 1;
                    }
                    Some(p @ Prop::Accessor { .. }) => {
                        numeric = false;
                        out.push(self.property_text(p));
                        index += 1;
                    }
                    None => {
                        // A hole: up to the next element (found among the own keys, so a
                        // sparse array costs its elements, not its length).
                        numeric = false;
                        let next = self.next_index(v, index).unwrap_or(len).min(len);
                        let n = next - index;
                        out.push(format!("<{n} empty item{}>", if n > 1 { "s" } else { "" }));
                        index = next;
                    }
                }
            }
        }
        if index < len {
            out.push(more_items((len - index) as usize));
        }
        (out, numeric)
    }

    /// An accessor item's text.
    fn property_text(&self, p: Prop) -> String {
        match p {
            Prop::Accessor {
                get: true,
                set: true,
            } => "[Getter/Setter]".into(),
            Prop::Accessor { get: true, .. } => "[Getter]".into(),
            Prop::Accessor { set: true, .. } => "[Setter]".into(),
            _ => "undefined".into(),
        }
    }

    /// The smallest own index key of `v` above `from`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy object of `self.ctx`.
    unsafe fn next_index(&self, v: qjs::JSValue, from: u32) -> Option<u32> {
        let mut tab: *mut qjs::JSPropertyEnum = std::ptr::null_mut();
        let mut len: u32 = 0;
        let flags = (qjs::JS_GPN_STRING_MASK) as c_int;
        let mut best: Option<u32> = None;
        // SAFETY: `v` is not a Proxy; the table is freed.
        unsafe {
            if qjs::JS_GetOwnPropertyNames(self.ctx, &mut tab, &mut len, v, flags) < 0 {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return None;
            }
            for i in 0..len as usize {
                let key = self.atom_text((*tab.add(i)).atom);
                if is_index(&key) {
                    if let Ok(n) = key.parse::<u32>() {
                        if n > from && best.is_none_or(|b| n < b) {
                            best = Some(n);
                        }
                    }
                }
            }
            qjs::JS_FreePropertyEnum(self.ctx, tab, len);
        }
        best
    }

    /// A typed array's items up to [`MAX_ITEMS`].
    ///
    /// # Safety
    ///
    /// `v` is a live typed array of `self.ctx`.
    unsafe fn typed_items(&mut self, v: qjs::JSValue, len: usize) -> Vec<String> {
        let shown = len.min(MAX_ITEMS);
        let mut out = Vec::with_capacity(shown + 1);
        // SAFETY: a typed array's elements are own properties read without running code.
        unsafe {
            for i in 0..shown {
                let Ok(i) = u32::try_from(i) else { break };
                let atom = Atom {
                    ctx: self.ctx,
                    atom: qjs::JS_NewAtomUInt32(self.ctx, i),
                };
                match self.own(v, atom.atom) {
                    Some(Prop::Data(x)) => {
                        out.push(self.scalar(x));
                        qjs::JS_FreeValue(self.ctx, x);
                    }
                    _ => out.push("undefined".into()),
                }
            }
        }
        if len > shown {
            out.push(more_items(len - shown));
        }
        out
    }

    /// A `Map`'s entries or a `Set`'s values (as `(value, value)`), read through the
    /// builtin `forEach` with a native callback (no script runs).
    ///
    /// # Safety
    ///
    /// `v` is a live `Map` (`map`) or `Set` of `self.ctx`.
    unsafe fn entries(&self, v: qjs::JSValue, map: bool) -> Option<Vec<(Value<'js>, Value<'js>)>> {
        let b = self.b?;
        let for_each = if map { b.map_for_each } else { b.set_for_each };
        if tag(for_each) != qjs::JS_TAG_OBJECT {
            return None;
        }
        let found: Rc<RefCell<Vec<(Value<'js>, Value<'js>)>>> = Rc::default();
        let sink = found.clone();
        let collect = Function::new(self.cx.clone(), move |x: Value<'js>, k: Value<'js>| {
            sink.borrow_mut().push((k, x));
        })
        .ok()?;
        let mut arg = collect.as_raw();
        // SAFETY: the builtin `forEach` on a live `Map`/`Set` calls our callback only; the
        // result is freed.
        unsafe {
            let r = qjs::JS_Call(self.ctx, for_each, v, 1, &mut arg);
            if tag(r) == qjs::JS_TAG_EXCEPTION {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return None;
            }
            qjs::JS_FreeValue(self.ctx, r);
        }
        let out = std::mem::take(&mut *found.borrow_mut());
        Some(out)
    }

    /// A RegExp as `/source/flags`, from its internal slots (the builtin getters).
    ///
    /// # Safety
    ///
    /// `v` is a live RegExp of `self.ctx`.
    unsafe fn regexp_text(&self, v: qjs::JSValue) -> String {
        let Some(b) = self.b else {
            return "/(?:)/".into();
        };
        // SAFETY: each getter reads the RegExp's own slots and runs no script.
        unsafe {
            let source = self
                .builtin_string(b.regexp_source, v)
                .unwrap_or_else(|| "(?:)".into());
            let mut flags = String::new();
            for (c, getter) in b.regexp_flags {
                if let Some(r) = self.call_builtin(getter, v) {
                    if tag(r) == qjs::JS_TAG_BOOL && r.u.int32 != 0 {
                        flags.push(c as char);
                    }
                    qjs::JS_FreeValue(self.ctx, r);
                }
            }
            format!("/{source}/{flags}")
        }
    }

    /// Deno's `getFunctionBase`: `[Function: f]`, `[AsyncFunction: f]`,
    /// `[class A extends B]`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy function of `self.ctx`.
    unsafe fn function_base(&self, v: qjs::JSValue, ctor: Option<&str>, tag: &str) -> String {
        // SAFETY: the builtin `Function.prototype.toString` returns the source text and
        // runs no script; other reads are of data properties.
        unsafe {
            let source = self.b.and_then(|b| self.builtin_string(b.fn_to_string, v));
            if let Some(src) = source {
                if src.starts_with("class") && src.ends_with('}') {
                    let slice = &src[5..src.len() - 1];
                    if slice.find('{').is_some_and(|i| !slice[..i].contains('(')) {
                        return self.class_base(v, ctor, tag);
                    }
                }
            }
            let ty = ctor
                .filter(|c| {
                    matches!(
                        *c,
                        "AsyncFunction" | "GeneratorFunction" | "AsyncGeneratorFunction"
                    )
                })
                .unwrap_or("Function");
            let mut base = format!("[{ty}");
            if ctor.is_none() {
                base.push_str(" (null prototype)");
            }
            match self.inherited_string(v, c"name").filter(|n| !n.is_empty()) {
                Some(n) => base.push_str(&format!(": {n}")),
                None => base.push_str(" (anonymous)"),
            }
            base.push(']');
            if let Some(c) = ctor {
                if c != ty && c != "Function" {
                    base.push_str(&format!(" {c}"));
                }
            }
            if !tag.is_empty() && ctor != Some(tag) {
                base.push_str(&format!(" [{tag}]"));
            }
            base
        }
    }

    /// Deno's `getClassBase`: `[class A]`, `[class B extends A]`.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy function of `self.ctx`.
    unsafe fn class_base(&self, v: qjs::JSValue, ctor: Option<&str>, tag: &str) -> String {
        // SAFETY: data reads; the prototype (not a Proxy's: `v` is none) is freed.
        unsafe {
            let name = self
                .own_string(v, c"name")
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| "(anonymous)".into());
            let mut base = format!("class {name}");
            if let Some(c) = ctor.filter(|c| *c != "Function") {
                base.push_str(&format!(" [{c}]"));
            }
            if !tag.is_empty() && ctor != Some(tag) {
                base.push_str(&format!(" [{tag}]"));
            }
            if ctor.is_some() {
                let proto = qjs::JS_GetPrototype(self.ctx, v);
                if tag_of(proto) == qjs::JS_TAG_OBJECT && !qjs::JS_IsProxy(proto) {
                    if let Some(s) = self.own_string(proto, c"name").filter(|s| !s.is_empty()) {
                        base.push_str(&format!(" extends {s}"));
                    }
                }
                qjs::JS_FreeValue(self.ctx, proto);
            } else {
                base.push_str(" extends [null prototype]");
            }
            format!("[{base}]")
        }
    }

    /// Deno's `getBoxedBase`: `[Number: 1]`, `[String: "x"]`, `[Number (Foo): 1]`. A
    /// boxed string's index keys are dropped from `keys`.
    ///
    /// # Safety
    ///
    /// `v` is a live object of `self.ctx` of the boxed class `k` (of [`BOXED`]).
    unsafe fn boxed_base(
        &self,
        v: qjs::JSValue,
        k: usize,
        ctor: Option<&str>,
        tag: &str,
        keys: &mut Vec<Key>,
    ) -> String {
        let ty = BOXED[k];
        // SAFETY: the builtin `valueOf` returns the object's primitive and runs no script.
        let inner = unsafe {
            match self.b.and_then(|b| self.call_builtin(b.value_of[k], v)) {
                Some(p) => {
                    let s = if is_string(p) {
                        quote(&string_text(self.ctx, p))
                    } else {
                        self.scalar(p)
                    };
                    qjs::JS_FreeValue(self.ctx, p);
                    s
                }
                None => "?".into(),
            }
        };
        if ty == "String" {
            keys.retain(|key| match key {
                // SAFETY: the key's atom is live (owned by its `Atom`).
                Key::Own(a) => unsafe {
                    !is_index(&self.atom_text(a.atom)) || self.atom_is_symbol(a.atom)
                },
                Key::ByteLength(_) => true,
            });
        }
        let mut base = format!("[{ty}");
        match ctor {
            Some(c) if c == ty => {}
            Some(c) => base.push_str(&format!(" ({c})")),
            None => base.push_str(" (null prototype)"),
        }
        base.push_str(&format!(": {inner}]"));
        if !tag.is_empty() && Some(tag) != ctor {
            base.push_str(&format!(" [{tag}]"));
        }
        base
    }

    /// Deno's `formatError`: the error's stack (`name: message` and its frames; bracketed
    /// when it has no frames), with `stack`, and `message` and `name` when the stack shows
    /// them, dropped from `keys`, and `cause` (and an `AggregateError`'s `errors`) added.
    ///
    /// # Safety
    ///
    /// `v` is a live, non-Proxy error object of `self.ctx`.
    unsafe fn error(
        &mut self,
        v: qjs::JSValue,
        ctor: Option<&str>,
        tag: &str,
        keys: &mut Vec<Key>,
    ) -> String {
        // SAFETY: data reads of a non-Proxy object; owned values are freed.
        unsafe {
            let name = self.inherited_string(v, c"name");
            let message = self.inherited_string(v, c"message");
            let head = {
                let n = name.clone().unwrap_or_else(|| "Error".into());
                let m = message.clone().unwrap_or_default();
                match (n.is_empty(), m.is_empty()) {
                    (true, _) => m,
                    (false, true) => n,
                    (false, false) => format!("{n}: {m}"),
                }
            };
            // QuickJS keeps the frames alone; V8's `stack` starts with the head.
            let mut stack = match self.error_stack(v) {
                Some(s) if s.starts_with("    at ") => format!("{head}\n{}", s.trim_end()),
                Some(s) if s.trim().is_empty() => head.clone(),
                Some(s) => s,
                None => head.clone(),
            };
            let text = |k: &Key| match k {
                Key::Own(a) => {
                    Some(self.atom_text(a.atom)).filter(|_| !self.atom_is_symbol(a.atom))
                }
                Key::ByteLength(_) => None,
            };
            let msg_in_stack = message.as_ref().is_none_or(|m| stack.contains(m.as_str()));
            let name_in_stack = name.as_ref().is_none_or(|n| stack.contains(n.as_str()));
            keys.retain(|k| match text(k).as_deref() {
                Some("stack") => false,
                Some("message") => !msg_in_stack,
                Some("name") => !name_in_stack,
                _ => true,
            });
            for extra in [c"cause", c"errors"] {
                let word = extra.to_str().unwrap_or_default();
                if keys.iter().any(|k| text(k).as_deref() == Some(word)) {
                    continue;
                }
                let atom = Atom {
                    ctx: self.ctx,
                    atom: qjs::JS_NewAtom(self.ctx, extra.as_ptr()),
                };
                let keep = match self.own(v, atom.atom) {
                    Some(Prop::Data(x)) => {
                        let keep = word == "cause" || qjs::JS_IsArray(x);
                        qjs::JS_FreeValue(self.ctx, x);
                        keep
                    }
                    Some(Prop::Accessor { .. }) => word == "cause",
                    None => false,
                };
                if keep {
                    keys.push(Key::Own(atom));
                }
            }
            // Deno's `improveStack`: a subclass's name where the stack says `Error`.
            let name_s = name.unwrap_or_else(|| "Error".into());
            let name_check = name_s.ends_with("Error")
                && stack.starts_with(&name_s)
                && (stack.len() == name_s.len()
                    || stack[name_s.len()..].starts_with(':')
                    || stack[name_s.len()..].starts_with('\n'));
            if ctor.is_none() || name_check {
                let prefix_full = get_prefix(ctor, tag, "Error", "");
                let prefix = prefix_full.trim_end_matches(' ');
                if name_s != prefix {
                    let cut = if stack.starts_with(&name_s) {
                        name_s.len()
                    } else {
                        0
                    };
                    stack = if prefix.contains(name_s.as_str()) {
                        if name_s.is_empty() {
                            format!("{prefix}: {stack}")
                        } else {
                            format!("{prefix}{}", &stack[cut..])
                        }
                    } else {
                        format!("{prefix} [{name_s}]{}", &stack[cut..])
                    };
                }
            }
            let pos = message
                .filter(|m| !m.is_empty())
                .and_then(|m| stack.find(m.as_str()).map(|p| p + m.len()))
                .unwrap_or(0);
            if !stack[pos..].contains("\n    at") {
                stack = format!("[{stack}]");
            }
            if self.indentation != 0 {
                stack = stack.replace('\n', &format!("\n{}", " ".repeat(self.indentation)));
            }
            stack
        }
    }

    /// Deno's `reduceToSingleString` (with `compact: 3`): one line when the object has at
    /// most three inner levels and fits in [`BREAK_LENGTH`], else one entry a line; arrays
    /// of more than six items grouped in columns first.
    #[allow(clippy::too_many_arguments)]
    fn reduce(
        &self,
        mut output: Vec<String>,
        base: &str,
        b0: &str,
        b1: &str,
        array_extras: bool,
        rt: usize,
        numeric: bool,
    ) -> String {
        let entries = output.len();
        if array_extras && entries > 6 {
            output = self.group(output, numeric);
        }
        let base_part = if base.is_empty() {
            String::new()
        } else {
            format!("{base} ")
        };
        if self.current_depth.saturating_sub(rt) < COMPACT && entries == output.len() {
            let start = output.len() + self.indentation + len16(b0) + len16(base) + 10;
            if self.below_break_length(&output, start, base) {
                let joined = output.join(", ");
                if !joined.contains('\n') {
                    return format!("{base_part}{b0} {joined} {b1}");
                }
            }
        }
        let indentation = format!("\n{}", " ".repeat(self.indentation));
        format!(
            "{base_part}{b0}{indentation}  {}{indentation}{b1}",
            output.join(&format!(",{indentation}  "))
        )
    }

    /// Deno's `isBelowBreakLength`.
    fn below_break_length(&self, output: &[String], start: usize, base: &str) -> bool {
        let mut total = output.len() + start;
        if total + output.len() > self.break_length {
            return false;
        }
        for item in output {
            total += len16(item);
            if total > self.break_length {
                return false;
            }
        }
        base.is_empty() || !base.contains('\n')
    }

    /// Deno's `groupArrayElements`: short items in aligned columns (numbers to the right).
    fn group(&self, output: Vec<String>, numeric: bool) -> Vec<String> {
        let mut total = 0usize;
        let mut max_len = 0usize;
        let mut out_len = output.len();
        if output
            .last()
            .is_some_and(|l| l.starts_with("... ") && l.contains(" more item"))
        {
            out_len -= 1;
        }
        let separator = 2;
        let data_len: Vec<usize> = output[..out_len]
            .iter()
            .map(|s| s.chars().count())
            .collect();
        for &l in &data_len {
            total += l + separator;
            max_len = max_len.max(l);
        }
        let actual_max = max_len + separator;
        if actual_max * 3 + self.indentation < self.break_length
            && (total as f64 / actual_max as f64 > 5.0 || max_len <= 6)
        {
            let average_bias = (actual_max as f64 - total as f64 / output.len() as f64).sqrt();
            let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
            let columns = ((2.5 * biased_max * out_len as f64).sqrt() / biased_max)
                .round()
                .min(((self.break_length - self.indentation) as f64 / actual_max as f64).floor())
                .min((COMPACT * 4) as f64)
                .min(15.0);
            if columns <= 1.0 {
                return output;
            }
            let columns = columns as usize;
            let mut max_line = Vec::with_capacity(columns);
            for i in 0..columns {
                let mut line = 0;
                let mut j = i;
                while j < out_len {
                    line = line.max(data_len[j]);
                    j += columns;
                }
                max_line.push(line + separator);
            }
            let pad = |s: &str, width: usize, start: bool| {
                let n = s.chars().count();
                if n >= width {
                    s.to_string()
                } else if start {
                    format!("{}{s}", " ".repeat(width - n))
                } else {
                    format!("{s}{}", " ".repeat(width - n))
                }
            };
            let mut tmp = Vec::new();
            let mut i = 0;
            while i < out_len {
                let max = (i + columns).min(out_len);
                let mut line = String::new();
                let mut j = i;
                while j < max - 1 {
                    line.push_str(&pad(&format!("{}, ", output[j]), max_line[j - i], numeric));
                    j += 1;
                }
                if numeric {
                    line.push_str(&pad(&output[j], max_line[j - i] - separator, true));
                } else {
                    line.push_str(&output[j]);
                }
                tmp.push(line);
                i += columns;
            }
            if out_len < output.len() {
                tmp.push(output[out_len].clone());
            }
            return tmp;
        }
        output
    }
}

impl<'js> Fmt<'js> {
    /// A `Map`'s entries (`map`) or a `Set`'s values, read without running script (see
    /// [`Fmt::entries`]); `None` for anything else.
    pub(crate) fn collection(
        &self,
        v: &Value<'js>,
        map: bool,
    ) -> Option<Vec<(Value<'js>, Value<'js>)>> {
        let raw = v.as_raw();
        // SAFETY: `raw` is live (borrowed from `v`); its class is checked first.
        unsafe {
            let is = if map {
                qjs::JS_IsMap(raw)
            } else {
                qjs::JS_IsSet(raw)
            };
            if !is {
                return None;
            }
            self.entries(raw, map)
        }
    }

    /// The own data property `key` of `o` (an accessor is not run, a Proxy's trap neither:
    /// `None`).
    pub(crate) fn own_data(&self, o: &Object<'js>, key: &str) -> Option<Value<'js>> {
        let raw = o.as_raw();
        // SAFETY: `raw` is live; not a Proxy, so no trap runs; the value read is owned by
        // the `Value` made of it and the atom freed by its `Atom`.
        unsafe {
            if qjs::JS_IsProxy(raw) {
                return None;
            }
            let name = std::ffi::CString::new(key).ok()?;
            let atom = Atom {
                ctx: self.ctx,
                atom: qjs::JS_NewAtom(self.ctx, name.as_ptr()),
            };
            match self.own(raw, atom.atom) {
                Some(Prop::Data(v)) => Some(Value::from_raw(self.cx.clone(), v)),
                _ => None,
            }
        }
    }
}

/// A value's tag (for values not held by a `Fmt`).
fn tag_of(v: qjs::JSValue) -> i32 {
    tag(v)
}

/// The address of an object value (its identity), 0 for other values.
trait ObjectId {
    fn u_ptr(&self) -> usize;
}

impl ObjectId for qjs::JSValue {
    fn u_ptr(&self) -> usize {
        if tag(*self) == qjs::JS_TAG_OBJECT {
            // SAFETY: an object value's payload is its pointer.
            unsafe { self.u.ptr as usize }
        } else {
            0
        }
    }
}

/// One argument at the top level: strings as they are, everything else formatted.
pub(crate) fn show(f: &mut Fmt<'_>, v: &Value<'_>) -> String {
    let raw = v.as_raw();
    // SAFETY: `raw` is a live value of the formatter's context (borrowed from `v`).
    unsafe {
        if is_string(raw) {
            return string_text(f.ctx, raw);
        }
        f.value(raw, 0)
    }
}

/// What `console.log(value)` prints for one value: the text of `Deno.inspect` in the
/// `hostcall` command's runtime. Custom inspect methods are called (see the module docs);
/// nothing else runs script. In a context no [`Engine`](crate::Engine) made, the builtins
/// that read internal slots were never taken: a `Map`, `Set`, `Date` or `RegExp` prints as
/// its class and own properties (`Map {}`) and boxed primitives as objects.
pub fn inspect(ctx: &Ctx<'_>, value: &Value<'_>) -> String {
    let mut f = Fmt::new(ctx, true);
    show(&mut f, value)
}

/// [`inspect`] without custom inspect methods (no script runs), cut to at most `max`
/// characters (with `...` at the end when cut): for messages that name a value, such as
/// `structuredClone`'s `DataCloneError`.
pub fn inspect_short(ctx: &Ctx<'_>, value: &Value<'_>, max: usize) -> String {
    let mut f = Fmt::new(ctx, false);
    let text = show(&mut f, value);
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// What an uncaught exception prints as, read without running script (no getter, no trap,
/// no `toString`, no custom inspect method, no address): an `Error` (or a Proxy of one) as
/// `name: message` with its own `stack` (each read as a data property, through the
/// prototypes for `name` and `message`; `Error` and no message where an accessor or a
/// non-string stands), a string as it is, anything else as [`inspect`] prints it without
/// custom methods (`Symbol(s)`, `{}`, `[Object: null prototype] {}`).
pub(crate) fn thrown(ctx: &Ctx<'_>, value: &Value<'_>) -> (String, Option<String>) {
    let mut f = Fmt::new(ctx, false);
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
            assert_eq!(inspect(&ctx, &items[0]), "Uint8Array(5) [ 0, 0, 0, 0, 0 ]");
            assert!(inspect(&ctx, &items[1]).contains("byteLength: 5"), "{}", inspect(&ctx, &items[1]));
        });
    }

    /// In a context no engine made (no builtins taken), internal slots are not read.
    #[test]
    fn without_builtins_slots_are_not_guessed() {
        let rt = rquickjs::Runtime::new().unwrap();
        let ctx = rquickjs::Context::full(&rt).unwrap();
        ctx.with(|ctx| {
            let v: Value = ctx
                .eval("[new Map([[1, 2]]), new Date(0), /a/, { a: 1 }]")
                .unwrap();
            assert_eq!(
                inspect(&ctx, &v),
                "[ Map {}, Date {}, RegExp {}, { a: 1 } ]"
            );
        });
    }

    #[test]
    fn keys_and_strings_print_as_deno_quotes_them() {
        assert!(is_identifier("a_1") && is_identifier("_x"));
        assert!(
            !is_identifier("a-b")
                && !is_identifier("1a")
                && !is_identifier("")
                && !is_identifier("$x")
        );
        assert_eq!(quote("a\"b\\\n"), r#"'a"b\\\n'"#);
        assert_eq!(quote("he\"l'lo"), "`he\"l'lo`");
        assert_eq!(quote("he\"l'l`o"), "\"he\\\"l'l`o\"");
        assert_eq!(quote("\u{1b}"), "\"\\x1b\"");
    }
}
