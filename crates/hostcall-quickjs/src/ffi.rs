//! The FFI module: `hostcall.dlopen(path, symbols)`, compatible with Deno's `Deno.dlopen`
//! (also installed as `Deno.dlopen` when the script has no `Deno`), and
//! `hostcall.UnsafeCallback` ([`crate::unsafe_callback`]).
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
//! Each symbol becomes a QuickJS function backed by a hostcall thunk of its signature.
//! Descriptors are trusted, as in Deno: a wrong signature is undefined behaviour in the
//! native code, which is why `dlopen` is refused unless the embedder allows it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use hostcall::{MethodData, MethodHandle, MethodId, ResultKind, Signature};
use rquickjs::object::Property;
use rquickjs::{Ctx, Exception, Function, Object, Value};

use crate::dl::Library;
use crate::error::EngineError;
use crate::function::{make_function_with, CallGuard, Shared};
use crate::permission::{FfiPermission, Target};

/// An opened library. Symbols hold it; `close()` marks it closed (every symbol throws from
/// then on) and unloads it.
struct LibState {
    path: String,
    closed: Cell<bool>,
    lib: RefCell<Option<Library>>,
    /// The engine (whose callback host defers unloading while a callback runs).
    shared: Rc<Shared>,
}

impl CallGuard for LibState {
    fn disabled(&self) -> &Cell<bool> {
        &self.closed
    }

    fn disabled_message(&self, symbol: &str) -> String {
        format!("cannot call `{symbol}`: library `{}` was closed", self.path)
    }
}

impl LibState {
    /// Marks the library closed, then unloads it: from the flag on, every symbol throws
    /// before it could reach the library's code. While a callback runs (from this script's
    /// `close()` inside a callback, the library's own code may be on the stack below it),
    /// the unload waits until the engine's loop runs again.
    fn close(&self) {
        self.closed.set(true);
        let lib = match self.lib.try_borrow_mut() {
            Ok(mut lib) => lib.take(),
            Err(_) => None,
        };
        if let Some(lib) = lib {
            self.shared.callbacks.drop_when_unwound(Box::new(lib));
        }
    }
}

impl Drop for LibState {
    fn drop(&mut self) {
        if let Some(lib) = self.lib.get_mut().take() {
            self.shared.callbacks.drop_when_unwound(Box::new(lib));
        }
    }
}

fn throw<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_message(ctx, &msg))
}

fn throw_type<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_type(ctx, &msg))
}

/// Parses one symbol's descriptor: Deno's `{ parameters, result }`, plus an optional
/// `name` (the native symbol, when it differs from the key). Also returns which parameters
/// are declared `function` (a pointer that may be given as an `UnsafeCallback`).
fn descriptor<'js>(
    ctx: &Ctx<'js>,
    key: &str,
    desc: Value<'js>,
) -> rquickjs::Result<(String, Signature, Vec<usize>)> {
    if !desc.is_object() || desc.is_function() || desc.is_array() {
        return throw_type(ctx, format!("dlopen: symbol `{key}`: malformed descriptor: expected an object {{ parameters, result }}"));
    }
    let json = match ctx.json_stringify(desc)?.map(|s| s.to_string()) {
        Some(Ok(s)) => s,
        _ => return throw_type(ctx, format!("dlopen: symbol `{key}`: malformed descriptor")),
    };
    let mut value: serde_json::Value = match serde_json::from_str(&json) {
        Ok(v) => v,
        Err(e) => {
            return throw_type(
                ctx,
                format!("dlopen: symbol `{key}`: malformed descriptor: {e}"),
            )
        }
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
    }
    let sig = match Signature::from_descriptor_value(&value) {
        Ok(s) => s,
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

/// One symbol, parsed from its descriptor before anything is loaded.
struct Parsed {
    /// The property name in `symbols`.
    key: String,
    /// The native symbol.
    name: String,
    sig: Signature,
    /// The parameters declared `function`.
    function_params: Vec<usize>,
}

/// One symbol, resolved in the loaded library and registered.
struct Resolved {
    key: String,
    handle: MethodHandle,
    arity: usize,
    function_params: Vec<usize>,
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
    path: String,
    symbols: Value<'js>,
) -> rquickjs::Result<Object<'js>> {
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
        let (name, sig, function_params) = descriptor(&ctx, &key, desc)?;
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
            sig,
            function_params,
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
    let mut resolved = Vec::with_capacity(parsed.len());
    for Parsed {
        key,
        name,
        sig,
        function_params,
    } in parsed
    {
        let addr = match lib.symbol(&name) {
            Ok(a) => a,
            Err(crate::dl::DlError::SymbolNotFound(e)) => {
                return throw(
                    &ctx,
                    format!("dlopen: symbol `{name}` not found in `{path}`: {e}"),
                )
            }
            Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}` of `{path}`: {e}")),
        };
        let arity = sig.js_arity();
        // SAFETY: the descriptor states the ABI, which the script vouches for (as in Deno)
        // under a permission the embedder granted with `unsafe`; the library stays loaded
        // until `close()`, after which the function refuses to call.
        let data = match unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig) } {
            Ok(d) => d,
            Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
        };
        let handle = match shared.dispatcher.register(data) {
            Ok(h) => h,
            Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
        };
        resolved.push(Resolved {
            key,
            handle,
            arity,
            function_params,
        });
    }
    // 4. Build the objects. From here the library belongs to `state`; on failure it is
    // marked closed (so every function made throws) before it is unloaded.
    let state = Rc::new(LibState {
        path: path.clone(),
        closed: Cell::new(false),
        lib: RefCell::new(Some(lib)),
        shared: shared.clone(),
    });
    match build(&ctx, shared, &state, resolved) {
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
) -> rquickjs::Result<Object<'js>> {
    let out = Object::new(ctx.clone())?;
    for Resolved {
        key,
        handle,
        arity,
        function_params,
    } in resolved
    {
        let f = make_function_with(
            ctx,
            shared,
            &key,
            handle,
            arity,
            Some((state.clone() as Rc<dyn CallGuard>, key.clone())),
            function_params.into_boxed_slice(),
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

/// Defines `hostcall.dlopen` and `hostcall.UnsafeCallback` (and `Deno.dlopen`,
/// `Deno.UnsafeCallback` when `Deno` is not defined), opening the libraries `permission`
/// allows (and making callbacks unless it denies everything).
pub(crate) fn install<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    permission: FfiPermission,
) -> Result<(), EngineError> {
    let callbacks_allowed = !permission.is_denied();
    let ns = Object::new(ctx.clone())?;
    let s = shared.clone();
    let f = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, path: String, symbols: Value<'js>| {
            dlopen(ctx, &s, &permission, path, symbols)
        },
    )?
    .with_name("dlopen")?;
    ns.set("dlopen", f.clone())?;
    ctx.globals().set("hostcall", ns.clone())?;
    let mut targets = vec![ns];
    if !ctx.globals().contains_key("Deno")? {
        let deno = Object::new(ctx.clone())?;
        deno.set("dlopen", f)?;
        ctx.globals().set("Deno", deno.clone())?;
        targets.push(deno);
    }
    let targets: Vec<&Object<'js>> = targets.iter().collect();
    crate::unsafe_callback::install(ctx, shared, callbacks_allowed, &targets)?;
    Ok(())
}
