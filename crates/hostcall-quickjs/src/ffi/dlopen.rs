//! The FFI module: `hostcall.dlopen(path, symbols)`, compatible with Deno's `Deno.dlopen`
//! (also installed as `Deno.dlopen` when the script has no `Deno`), and
//! `hostcall.UnsafeCallback` ([`crate::ffi::unsafe_callback`]).
//!
//! ```js
//! const libm = hostcall.dlopen("libm.so.6", {
//!   cos: { parameters: ["f64"], result: "f64" },
//!   pow: { parameters: ["f64", "f64"], result: "f64" },
//! });
//! libm.symbols.cos(0);   // 1
//! libm.close();          // from now on every symbol throws
//! ```
//!
//! Each symbol becomes a QuickJS function backed by a hostcall thunk of its signature;
//! a symbol declared `nonblocking: true` becomes a function returning a `Promise`, its call
//! run on a worker thread ([`crate::ffi::nonblocking`]).
//! Descriptors are trusted, as in Deno: a wrong signature is undefined behaviour in the
//! native code, which is why `dlopen` is refused unless the embedder allows it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;

use hostcall::{MethodData, MethodHandle, MethodId, ResultKind, Signature};
use rquickjs::object::Property;
use rquickjs::{Ctx, Exception, Function, Object, Value};

use crate::binding::error::EngineError;
use crate::binding::function::{make_function_with, make_lazy_function};
use crate::binding::guard::CallGuard;
use crate::binding::state::Shared;
use crate::ffi::adapt::Adapt;
use crate::ffi::callback::CallbackHost;
use crate::ffi::loader::dl::Library;
use crate::ffi::loader::permission::{FfiPermission, Target};
use crate::ffi::rules::Rules;
use crate::ffi::state::FfiState;

/// An opened library. Symbols hold it; `close()` marks it closed (every symbol throws from
/// then on) and hands it to the engine's [`Unloads`](crate::ffi::loader::unload::Unloads), which unloads
/// it where none of its code can run. Dropped without `close()` (its last function
/// collected, or the engine's end), it leaves the library loaded (see [`crate::ffi::loader::unload`]).
struct LibState {
    path: String,
    closed: Cell<bool>,
    /// The loaded library; `nonblocking` calls in flight hold it too, so closing unloads it
    /// only when the last of them has returned.
    lib: RefCell<Option<Arc<Library>>>,
    /// The engine (whose unload list unloads the library once closed).
    shared: Rc<Shared>,
}

impl CallGuard for LibState {
    fn disabled(&self) -> &Cell<bool> {
        &self.closed
    }

    fn disabled_message(&self, symbol: &str) -> String {
        format!("cannot call `{symbol}`: library `{}` was closed", self.path)
    }

    fn owns(&self, addr: *const std::ffi::c_void) -> bool {
        !self.closed.get()
            && self
                .lib
                .try_borrow()
                .is_ok_and(|lib| lib.as_ref().is_some_and(|l| l.contains(addr)))
    }

    fn keep_loaded(&self) -> Option<Box<dyn std::any::Any + Send>> {
        let lib = self.lib.try_borrow().ok()?.clone()?;
        Some(Box::new(lib))
    }
}

impl LibState {
    /// Marks the library closed, then has it unloaded: from the flag on, every symbol throws
    /// before it could reach the library's code. The unload happens now, unless a callback
    /// runs on this thread (from this script's `close()` inside a callback, the library's
    /// own code may be on the stack below it) or a `nonblocking` call holds the library;
    /// then at the engine's next checkpoint where neither is true.
    fn close(&self) {
        self.closed.set(true);
        FfiState::of(&self.shared).libraries.prune();
        let lib = match self.lib.try_borrow_mut() {
            Ok(mut lib) => lib.take(),
            Err(_) => None,
        };
        if let Some(lib) = lib {
            FfiState::of(&self.shared).unloads.closed(lib);
        }
    }
}

fn throw<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_message(ctx, &msg))
}

fn throw_type<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_type(ctx, &msg))
}

/// Parses one function's descriptor (an `UnsafeFnPointer` definition), read into JSON by
/// [`descriptor_json`]: Deno's `{ parameters, result }`, plus optional `name` (the native
/// symbol, when it differs from the key) and `nonblocking`. Returns which parameters are
/// declared `function` (a pointer that may be given as an `UnsafeCallback`) and whether the
/// calls are `nonblocking`.
pub(crate) fn descriptor_of_json(
    ctx: &Ctx<'_>,
    key: &str,
    mut value: serde_json::Value,
    rules: Rules,
) -> rquickjs::Result<(String, Signature, Vec<usize>, bool)> {
    let nonblocking = take_nonblocking(ctx, key, &mut value)?;
    let (name, sig, function_params) = function_descriptor(ctx, key, value, rules)?;
    Ok((name, sig, function_params, nonblocking))
}

/// Takes `nonblocking` out of a descriptor read into JSON (absent: `false`).
pub(crate) fn take_nonblocking(
    ctx: &Ctx<'_>,
    key: &str,
    value: &mut serde_json::Value,
) -> rquickjs::Result<bool> {
    match value.as_object_mut().and_then(|o| o.remove("nonblocking")) {
        None => Ok(false),
        Some(serde_json::Value::Bool(b)) => Ok(b),
        Some(_) => throw_type(
            ctx,
            format!("dlopen: symbol `{key}`: `nonblocking` must be a boolean"),
        ),
    }
}

/// Reads a descriptor into JSON (script code may run: getters, proxies, `toJSON`).
pub(crate) fn descriptor_json<'js>(
    ctx: &Ctx<'js>,
    key: &str,
    desc: Value<'js>,
) -> rquickjs::Result<serde_json::Value> {
    if !desc.is_object() || desc.is_function() || desc.is_array() {
        return throw_type(ctx, format!("dlopen: symbol `{key}`: malformed descriptor: expected an object {{ parameters, result }}"));
    }
    let json = match ctx.json_stringify(desc)?.map(|s| s.to_string()) {
        Some(Ok(s)) => s,
        _ => return throw_type(ctx, format!("dlopen: symbol `{key}`: malformed descriptor")),
    };
    match serde_json::from_str(&json) {
        Ok(v) => Ok(v),
        Err(e) => throw_type(
            ctx,
            format!("dlopen: symbol `{key}`: malformed descriptor: {e}"),
        ),
    }
}

/// A function's descriptor, read into JSON: its native name, signature (under `rules`'
/// dialect: [`Rules::dialect`]) and `function` parameters.
fn function_descriptor(
    ctx: &Ctx<'_>,
    key: &str,
    mut value: serde_json::Value,
    rules: Rules,
) -> rquickjs::Result<(String, Signature, Vec<usize>)> {
    let mut name = key.to_string();
    if let Some(obj) = value.as_object_mut() {
        match obj.remove("name") {
            None => {}
            Some(serde_json::Value::String(n)) => name = n,
            Some(_) => {
                return throw_type(
                    ctx,
                    format!("dlopen: symbol `{key}`: `name` must be a string"),
                )
            }
        }
    }
    let sig = match Signature::from_descriptor_value(&value) {
        Ok(s) => rules.dialect(s),
        Err(e) => return throw_type(ctx, format!("dlopen: symbol `{key}`: {e}")),
    };
    let function_params = value
        .get("parameters")
        .and_then(serde_json::Value::as_array)
        .map(|list| {
            list.iter()
                .enumerate()
                .filter(|(_, k)| k.as_str() == Some("function"))
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default();
    for &k in sig.params() {
        if k.is_engine_bound() {
            return throw_type(ctx, format!("dlopen: symbol `{key}`: parameter kind `{k}` is not available to native libraries"));
        }
    }
    if sig.result() == ResultKind::Value {
        return throw_type(
            ctx,
            format!(
                "dlopen: symbol `{key}`: result kind `value` is not available to native libraries"
            ),
        );
    }
    Ok((name, sig, function_params))
}

/// The kinds a static (an exported variable) may have: `{ type: "u32" }`.
#[derive(Clone, Copy, Debug)]
enum StaticKind {
    /// An integer of this many bits.
    Int {
        bits: u8,
        signed: bool,
    },
    F32,
    F64,
    Bool,
    /// The variable's address (Deno's rule for `pointer`, `buffer` and `function`).
    Address,
}

impl StaticKind {
    fn from_name(name: &str) -> Option<StaticKind> {
        if matches!(name, "pointer" | "buffer" | "function") {
            return Some(StaticKind::Address);
        }
        let k = hostcall::ParamKind::from_name(name)?;
        match k {
            hostcall::core::int_param_kinds!() => match k.scalar() {
                hostcall::core::Scalar::Int { bits, signed } => {
                    Some(StaticKind::Int { bits, signed })
                }
                hostcall::core::Scalar::F32
                | hostcall::core::Scalar::F64
                | hostcall::core::Scalar::Bool
                | hostcall::core::Scalar::Pointer => None,
            },
            hostcall::ParamKind::F32 => Some(StaticKind::F32),
            hostcall::ParamKind::F64 => Some(StaticKind::F64),
            hostcall::ParamKind::Bool => Some(StaticKind::Bool),
            hostcall::ParamKind::Pointer
            | hostcall::ParamKind::CString
            | hostcall::ParamKind::Buffer
            | hostcall::ParamKind::Slice
            | hostcall::ParamKind::Struct
            | hostcall::ParamKind::Value
            | hostcall::ParamKind::Context
            | hostcall::ParamKind::Receiver
            | hostcall::ParamKind::Env => None,
        }
    }

    /// Reads the variable at `addr` (done once, at `dlopen`, before any script runs again):
    /// its value as a C function returning it would leave it (the result kind, and the
    /// word libffi writes: integers widened by their signedness).
    ///
    /// # Safety
    ///
    /// `addr` is the address of an exported variable of this kind (the descriptor's word).
    unsafe fn read(self, addr: *const std::ffi::c_void) -> StaticValue {
        let a = addr as usize;
        // SAFETY: the caller's contract: `a` holds a variable of this kind (read unaligned,
        // every bit pattern of these types is valid; a `bool` is read as a byte).
        unsafe {
            let (kind, word) = match self {
                StaticKind::Int { bits, signed: true } => {
                    let v = match bits {
                        8 => i64::from(std::ptr::read_unaligned(a as *const i8)),
                        16 => i64::from(std::ptr::read_unaligned(a as *const i16)),
                        32 => i64::from(std::ptr::read_unaligned(a as *const i32)),
                        _ => std::ptr::read_unaligned(a as *const i64),
                    };
                    let kind = match bits {
                        8 => ResultKind::I8,
                        16 => ResultKind::I16,
                        32 => ResultKind::I32,
                        _ => ResultKind::I64,
                    };
                    (kind, v as u64)
                }
                StaticKind::Int { bits, .. } => {
                    let v = match bits {
                        8 => u64::from(std::ptr::read_unaligned(a as *const u8)),
                        16 => u64::from(std::ptr::read_unaligned(a as *const u16)),
                        32 => u64::from(std::ptr::read_unaligned(a as *const u32)),
                        _ => std::ptr::read_unaligned(a as *const u64),
                    };
                    let kind = match bits {
                        8 => ResultKind::U8,
                        16 => ResultKind::U16,
                        32 => ResultKind::U32,
                        _ => ResultKind::U64,
                    };
                    (kind, v)
                }
                StaticKind::F32 => (
                    ResultKind::F32,
                    u64::from(std::ptr::read_unaligned(a as *const f32).to_bits()),
                ),
                StaticKind::F64 => (
                    ResultKind::F64,
                    std::ptr::read_unaligned(a as *const f64).to_bits(),
                ),
                StaticKind::Bool => (
                    ResultKind::Bool,
                    u64::from(std::ptr::read_unaligned(a as *const u8) != 0),
                ),
                StaticKind::Address => (ResultKind::Pointer, a as u64),
            };
            StaticValue { kind, word }
        }
    }
}

/// A static's value, read at `dlopen`: what a function returning it would return.
#[derive(Clone, Copy, Debug)]
struct StaticValue {
    kind: ResultKind,
    word: u64,
}

impl StaticValue {
    /// The JavaScript value under `rules`' dialect, boxed as every path boxes a result of
    /// its kind (through Deno's rules 64-bit integers are BigInts and pointers pointer
    /// objects; through hostcall's, numbers while exact).
    fn to_js<'js>(
        self,
        ctx: &Ctx<'js>,
        layout: hostcall::LayoutRef,
        rules: Rules,
    ) -> rquickjs::Result<Value<'js>> {
        let cx = ctx.as_raw().as_ptr().cast::<std::ffi::c_void>();
        let word = [self.word];
        let mut v = std::mem::MaybeUninit::<rquickjs::qjs::JSValue>::uninit();
        // SAFETY: `word` holds the value as libffi writes a result of its kind (8 bytes);
        // `v` is writable; `cx` is this engine's context, on its thread.
        let boxed = unsafe {
            hostcall::generic::box_native_result(
                self.kind,
                rules.dialect_rules(),
                word.as_ptr().cast(),
                layout,
                cx,
                v.as_mut_ptr().cast(),
            )
        };
        match boxed {
            // SAFETY: the box wrote an owned value into `v`, handed to rquickjs.
            Ok(true) => Ok(unsafe { Value::from_raw(ctx.clone(), v.assume_init()) }),
            Ok(false) => Err(rquickjs::Error::Exception),
            Err(e) => Err(crate::ffi::structs::throw_host(ctx, &e)),
        }
    }
}

/// What a symbol's descriptor declares.
enum SymbolKind {
    /// A function: its signature and `function` parameters.
    Function {
        sig: Signature,
        function_params: Vec<usize>,
        /// `nonblocking: true`: each call runs on a worker thread ([`crate::ffi::nonblocking`]).
        nonblocking: bool,
    },
    /// A static of this kind.
    Static(StaticKind),
}

/// A `dlopen` descriptor: a function's `{ parameters, result }` or a static's `{ type }`,
/// each with optional `name` and `optional`.
fn symbol_descriptor<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    rules: Rules,
    key: &str,
    desc: Value<'js>,
) -> rquickjs::Result<(String, bool, SymbolKind)> {
    let mut value = descriptor_json(ctx, key, desc)?;
    // Deno's descriptors: a static `{ name, type, optional }`, a function `{ name,
    // parameters, result, nonblocking, optional }`; anything else is ignored under its rules.
    let is_static = value.get("type").is_some();
    let known: &[&str] = if is_static {
        &["name", "type", "optional"]
    } else {
        &["name", "parameters", "result", "nonblocking", "optional"]
    };
    let ignored = rules.drop_ignored_fields(&mut value, known);
    if !ignored.is_empty() {
        FfiState::of(shared).note_ignored_fields(key, ignored);
    }
    let mut optional = false;
    let mut nonblocking = None;
    let mut static_type = None;
    if let Some(obj) = value.as_object_mut() {
        match obj.remove("optional") {
            None => {}
            Some(serde_json::Value::Bool(b)) => optional = b,
            Some(_) => {
                return throw_type(
                    ctx,
                    format!("dlopen: symbol `{key}`: `optional` must be a boolean"),
                )
            }
        }
        match obj.remove("nonblocking") {
            None => {}
            Some(serde_json::Value::Bool(b)) => nonblocking = Some(b),
            Some(_) => {
                return throw_type(
                    ctx,
                    format!("dlopen: symbol `{key}`: `nonblocking` must be a boolean"),
                )
            }
        }
        static_type = obj.remove("type");
    }
    if static_type.is_some() && nonblocking.is_some() {
        return throw_type(
            ctx,
            format!("dlopen: static `{key}`: unknown field `nonblocking` (a static is {{ type, name, optional }})"),
        );
    }
    let nonblocking = nonblocking.unwrap_or(false);
    let Some(ty) = static_type else {
        // One parser for every function (structs by value included: the signature carries
        // their layouts).
        let (name, sig, function_params) = function_descriptor(ctx, key, value, rules)?;
        return Ok((
            name,
            optional,
            SymbolKind::Function {
                sig,
                function_params,
                nonblocking,
            },
        ));
    };
    let mut name = key.to_string();
    if let Some(obj) = value.as_object_mut() {
        match obj.remove("name") {
            None => {}
            Some(serde_json::Value::String(n)) => name = n,
            Some(_) => {
                return throw_type(
                    ctx,
                    format!("dlopen: symbol `{key}`: `name` must be a string"),
                )
            }
        }
        if let Some(field) = obj.keys().next() {
            return throw_type(
                ctx,
                format!("dlopen: static `{key}`: unknown field `{field}` (a static is {{ type, name, optional }})"),
            );
        }
    }
    let kind = match &ty {
        serde_json::Value::String(t) => StaticKind::from_name(t),
        _ => None,
    };
    match kind {
        Some(k) => Ok((name, optional, SymbolKind::Static(k))),
        None => throw_type(
            ctx,
            format!("dlopen: static `{key}`: `type` must be an integer kind, f32, f64, bool or pointer, found {ty}"),
        ),
    }
}

/// One symbol, parsed from its descriptor before anything is loaded.
struct Parsed {
    /// The property name in `symbols`.
    key: String,
    /// The native symbol.
    name: String,
    /// Whether a missing symbol is `null` instead of an error.
    optional: bool,
    kind: SymbolKind,
}

/// One static or missing optional symbol, resolved: its value in `symbols`.
struct Plain {
    key: String,
    /// `None`: a missing optional symbol (`null`).
    value: Option<StaticValue>,
}

/// One symbol, resolved in the loaded library and registered.
struct Resolved {
    key: String,
    kind: ResolvedKind,
}

/// A resolved function's call path.
enum ResolvedKind {
    /// Registered with the dispatcher.
    Plain {
        handle: MethodHandle,
        arity: usize,
        adapt: Adapt,
    },
    /// Registered with the dispatcher on its first call (struct symbols).
    Lazy {
        data: MethodData,
        arity: usize,
        adapt: Adapt,
    },
    /// A `nonblocking` symbol: its address, call interface and `function` parameters.
    Nonblocking {
        addr: *const std::ffi::c_void,
        call: hostcall::core::generic::FfiCall,
        function_params: Vec<usize>,
    },
}

/// Defines `key` on `obj` as an own, writable, enumerable, configurable data property: never
/// a [[Set]], so no setter on a prototype sees the value, and `__proto__` is a plain name.
fn define<'js, V: rquickjs::IntoJs<'js>>(
    obj: &Object<'js>,
    key: &str,
    value: V,
) -> rquickjs::Result<()> {
    obj.prop(
        key,
        Property::from(value).writable().enumerable().configurable(),
    )
}

/// `hostcall.dlopen(path, symbols)`, in four steps so that no script code runs while a
/// library is loaded but not yet safely wrapped:
///
/// 1. the permission check (nothing is read from `symbols` yet);
/// 2. every descriptor is read and parsed into Rust data (getters, proxies and `toJSON` may
///    run here, and may even call `dlopen` or `close`: nothing is loaded yet);
/// 3. the library is loaded and every symbol resolved and checked (no script runs);
/// 4. the functions are made and defined as own data properties of a fresh `symbols`
///    object, and `symbols`, `close`, `path` on a fresh handle (no script runs). If this
///    fails, every function made is marked closed before the library is unloaded, and none
///    is reachable.
fn dlopen<'js>(
    ctx: Ctx<'js>,
    shared: &Rc<Shared>,
    permission: &FfiPermission,
    rules: Rules,
    path: String,
    symbols: Value<'js>,
) -> rquickjs::Result<Object<'js>> {
    // A destructor runs below (it can reach here only through native code that is not a
    // callback: callbacks are refused while an unload runs): a handle now could be to the
    // object being unloaded.
    if crate::ffi::loader::dl::unloading() {
        return throw(
            &ctx,
            format!(
                "dlopen(\"{path}\") is refused while a library is being unloaded on this thread"
            ),
        );
    }
    // 1. Permission.
    let Some(target) = permission.target(&path) else {
        if path.is_empty() {
            return throw(
                &ctx,
                "dlopen(\"\") is not allowed: the empty path names the main program, not a library"
                    .into(),
            );
        }
        return throw(
            &ctx,
            format!("dlopen(\"{path}\") is not allowed: the embedder must allow FFI (hostcall run --allow-ffi, or --allow-ffi={path})"),
        );
    };
    let Some(symbols) = symbols.as_object().cloned() else {
        return throw_type(
            &ctx,
            "dlopen: the second argument must be an object of symbol descriptors".into(),
        );
    };
    // 2. Read and parse every descriptor (script code may run).
    let mut parsed = Vec::new();
    for key in symbols.keys::<String>() {
        let key = key?;
        let desc: Value = symbols.get(&key)?;
        let (name, optional, kind) = symbol_descriptor(&ctx, shared, rules, &key, desc)?;
        if key.contains('\0') || name.contains('\0') {
            return throw_type(
                &ctx,
                format!(
                    "dlopen: symbol `{}`: names cannot contain a NUL byte",
                    key.escape_default()
                ),
            );
        }
        parsed.push(Parsed {
            key,
            name,
            optional,
            kind,
        });
    }
    // 3. Load and resolve (no script runs from here on).
    let loaded = match target {
        // SAFETY: the embedder allowed every library (an `unsafe` grant).
        Target::Any => unsafe { Library::open_search(&path) },
        // SAFETY: the embedder allowed this file (an `unsafe` grant); exactly it is loaded.
        Target::Checked(allowed) => unsafe {
            Library::open_checked(&allowed.file.canonical, allowed.file.id)
        },
    };
    let lib = match loaded {
        Ok(l) => l,
        Err(e) => return throw(&ctx, format!("dlopen: cannot load library `{path}`: {e}")),
    };
    // A failure from here on unloads the library again (nothing of it was handed out),
    // where the engine can: see `crate::ffi::loader::unload`.
    let resolved_all = (|| -> rquickjs::Result<(Vec<Resolved>, Vec<Plain>)> {
        let mut resolved = Vec::with_capacity(parsed.len());
        let mut plain = Vec::new();
        for Parsed {
            key,
            name,
            optional,
            kind,
        } in parsed
        {
            let addr = match lib.symbol(&name) {
                Ok(a) => a,
                // A symbol of a dependency is refused below, optional or not.
                Err(crate::ffi::loader::dl::DlError::SymbolNotFound(_)) if optional => {
                    plain.push(Plain { key, value: None });
                    continue;
                }
                // Deno's message starts "Failed to register symbol NAME" (scripts and Deno's
                // own FFI test match on it); hostcall's names the library too.
                Err(crate::ffi::loader::dl::DlError::SymbolNotFound(e)) => {
                    let msg = match rules {
                        Rules::Deno => {
                            format!("Failed to register symbol {name}: not found in `{path}`: {e}")
                        }
                        Rules::Hostcall => {
                            format!("dlopen: symbol `{name}` not found in `{path}`: {e}")
                        }
                    };
                    return throw(&ctx, msg);
                }
                Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}` of `{path}`: {e}")),
            };
            let (sig, function_params) = match kind {
                SymbolKind::Function {
                    sig,
                    function_params,
                    nonblocking: true,
                } => {
                    let call = match crate::ffi::nonblocking::call_interface(
                        &sig,
                        shared.dispatcher.layout(),
                    ) {
                        Ok(c) => c,
                        Err(e) => return throw_type(&ctx, format!("dlopen: symbol `{key}`: {e}")),
                    };
                    resolved.push(Resolved {
                        key,
                        kind: ResolvedKind::Nonblocking {
                            addr,
                            call,
                            function_params,
                        },
                    });
                    continue;
                }
                SymbolKind::Function {
                    sig,
                    function_params,
                    nonblocking: false,
                } => (sig, function_params),
                SymbolKind::Static(k) => {
                    // SAFETY: the descriptor says `name` is a variable of this kind, which the
                    // script vouches for (as in Deno) under a permission the embedder granted
                    // with `unsafe`; the library is loaded (it is read now, once).
                    let v = unsafe { k.read(addr) };
                    plain.push(Plain {
                        key,
                        value: Some(v),
                    });
                    continue;
                }
            };
            let arity = sig.js_arity();
            let adapt = rules.adapt(function_params);
            let structs = sig.has_structs();
            if structs {
                // The call interface libffi will build, checked now (the error belongs
                // to `dlopen`); the method is registered on the first call.
                if let Err(e) =
                    hostcall::core::generic::FfiCall::new(&sig, shared.dispatcher.layout())
                {
                    return throw_type(&ctx, format!("dlopen: symbol `{key}`: {e}"));
                }
            }
            // SAFETY: the descriptor states the ABI, which the script vouches for (as in Deno)
            // under a permission the embedder granted with `unsafe`; the library stays loaded
            // until `close()`, after which the function refuses to call.
            let data = match unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig) } {
                Ok(d) => d,
                Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
            };
            if structs {
                // A struct symbol's signature holds its layouts: registered when first
                // called, so a declared, never-called shape leaves nothing in the
                // process-wide registry (a script may declare many).
                resolved.push(Resolved {
                    key,
                    kind: ResolvedKind::Lazy { data, arity, adapt },
                });
                continue;
            }
            let handle = match shared.dispatcher.register(data) {
                Ok(h) => h,
                Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
            };
            resolved.push(Resolved {
                key,
                kind: ResolvedKind::Plain {
                    handle,
                    arity,
                    adapt,
                },
            });
        }
        Ok((resolved, plain))
    })();
    let (resolved, plain) = match resolved_all {
        Ok(r) => r,
        Err(e) => {
            FfiState::of(shared).unloads.closed(Arc::new(lib));
            return Err(e);
        }
    };

    // 4. Build the objects. From here the library belongs to `state`; on failure it is
    // marked closed (so every function made throws) before it is unloaded.
    let state = Rc::new(LibState {
        path: path.clone(),
        closed: Cell::new(false),
        lib: RefCell::new(Some(Arc::new(lib))),
        shared: shared.clone(),
    });
    let weak: std::rc::Weak<dyn CallGuard> = Rc::downgrade(&state) as std::rc::Weak<dyn CallGuard>;
    let ffi = FfiState::of(shared);
    ffi.libraries.prune();
    ffi.libraries.add(weak);
    match build(&ctx, shared, &state, resolved, plain, rules) {
        Ok(handle) => Ok(handle),
        Err(e) => {
            state.close();
            Err(e)
        }
    }
}

/// Step 4 of [`dlopen`]: the `symbols` object and the handle, with own data properties only.
fn build<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    state: &Rc<LibState>,
    resolved: Vec<Resolved>,
    plain: Vec<Plain>,
    rules: Rules,
) -> rquickjs::Result<Object<'js>> {
    let out = Object::new(ctx.clone())?;
    let ffi = FfiState::of(shared);
    let callbacks = CallbackHost::of(shared);
    let lib_name = std::path::Path::new(&state.path)
        .file_name()
        .map_or_else(|| state.path.clone(), |n| n.to_string_lossy().into_owned());
    for Plain { key, value } in plain {
        let v = match value {
            Some(v) => v.to_js(ctx, shared.dispatcher.layout(), rules)?,
            None => Value::new_null(ctx.clone()),
        };
        define(&out, &key, v)?;
    }
    for Resolved { key, kind } in resolved {
        let (handle, arity, adapt) = match kind {
            ResolvedKind::Plain {
                handle,
                arity,
                adapt,
            } => (handle, arity, adapt),
            ResolvedKind::Lazy { data, arity, adapt } => {
                let f = make_lazy_function(
                    ctx,
                    shared,
                    &key,
                    data,
                    arity,
                    Some((state.clone() as Rc<dyn CallGuard>, key.clone())),
                    adapt.around(&callbacks),
                    ffi.symbol_stat(&lib_name, &key),
                )
                .map_err(|e| Exception::throw_internal(ctx, &e.to_string()))?;
                define(&out, &key, f)?;
                continue;
            }
            ResolvedKind::Nonblocking {
                addr,
                call,
                function_params,
            } => {
                let guard = state.clone() as Rc<dyn CallGuard>;
                ffi.note_nonblocking(&lib_name, &key);
                let f = crate::ffi::nonblocking::make(
                    ctx,
                    shared,
                    &key,
                    addr,
                    call,
                    function_params,
                    guard,
                    rules,
                )?;
                define(&out, &key, f)?;
                continue;
            }
        };
        let f = make_function_with(
            ctx,
            shared,
            &key,
            handle,
            arity,
            Some((state.clone() as Rc<dyn CallGuard>, key.clone())),
            adapt.around(&callbacks),
            ffi.symbol_stat(&lib_name, &key),
        )
        .map_err(|e| Exception::throw_internal(ctx, &e.to_string()))?;
        define(&out, &key, f)?;
    }
    let handle = Object::new(ctx.clone())?;
    define(&handle, "symbols", out)?;
    let closing = state.clone();
    let close = Function::new(ctx.clone(), move || closing.close())?.with_name("close")?;
    define(&handle, "close", close)?;
    define(&handle, "path", state.path.clone())?;
    Ok(handle)
}

/// Defines `dlopen` on the FFI namespace `ns` (`hostcall` or `Deno`, by `rules`), opening
/// the libraries `permission` allows. Called by [`crate::runtime::globals`] when the namespace is
/// first reached; it runs no script (an own property defined, nothing read or set).
pub(crate) fn install_dlopen<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    permission: &Rc<FfiPermission>,
    rules: Rules,
    ns: &Object<'js>,
) -> Result<(), EngineError> {
    let s = shared.clone();
    let permission = permission.clone();
    let dlopen = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, path: String, symbols: Value<'js>| {
            dlopen(ctx, &s, &permission, rules, path, symbols)
        },
    )?
    .with_name("dlopen")?;
    ns.prop(
        "dlopen",
        Property::from(dlopen)
            .writable()
            .enumerable()
            .configurable(),
    )?;
    Ok(())
}
