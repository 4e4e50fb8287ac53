//! The FFI module: `hostcall.dlopen(path, symbols)`, compatible with Deno's `Deno.dlopen`
//! (also installed as `Deno.dlopen` when the script has no `Deno`).
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
use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use hostcall::{MethodData, MethodId, ParamKind, ResultKind, Signature};
use rquickjs::{Ctx, Exception, Function, Object, Value};

use crate::engine::{make_function, EngineError, Shared};

/// Which libraries scripts may open.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum FfiPermission {
    /// `dlopen` throws (the default).
    #[default]
    Denied,
    /// Any library.
    All,
    /// Only these (compared as given, and after resolving paths that exist).
    Paths(Vec<PathBuf>),
}

impl FfiPermission {
    /// Whether `path` may be opened.
    pub fn allows(&self, path: &str) -> bool {
        match self {
            FfiPermission::Denied => false,
            FfiPermission::All => true,
            FfiPermission::Paths(list) => {
                let canon = |p: &Path| std::fs::canonicalize(p).ok();
                let wanted = canon(Path::new(path));
                list.iter()
                    .any(|p| p.as_os_str() == path || (wanted.is_some() && canon(p) == wanted))
            }
        }
    }
}

/// An opened library. Symbols hold it; `close()` marks it closed (every symbol throws from
/// then on) and unloads it.
pub(crate) struct LibState {
    pub(crate) path: String,
    pub(crate) closed: Cell<bool>,
    lib: RefCell<Option<libloading::Library>>,
}

fn throw<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_message(ctx, &msg))
}

fn throw_type<T>(ctx: &Ctx<'_>, msg: String) -> rquickjs::Result<T> {
    Err(Exception::throw_type(ctx, &msg))
}

/// Parses one symbol's descriptor: Deno's `{ parameters, result }`, plus an optional
/// `name` (the native symbol, when it differs from the key).
fn descriptor<'js>(
    ctx: &Ctx<'js>,
    key: &str,
    desc: Value<'js>,
) -> rquickjs::Result<(String, Signature)> {
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
    for &k in sig.params() {
        if matches!(
            k,
            ParamKind::Context | ParamKind::Receiver | ParamKind::Value
        ) {
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
    Ok((name, sig))
}

fn dlopen<'js>(
    ctx: Ctx<'js>,
    shared: &Rc<Shared>,
    path: String,
    symbols: Value<'js>,
) -> rquickjs::Result<Object<'js>> {
    if !shared.ffi.allows(&path) {
        return throw(
            &ctx,
            format!("dlopen(\"{path}\") is not allowed: the embedder must allow FFI (hostcall run --allow-ffi, or --allow-ffi={path})"),
        );
    }
    let Some(symbols) = symbols.as_object().cloned() else {
        return throw_type(
            &ctx,
            "dlopen: the second argument must be an object of symbol descriptors".into(),
        );
    };
    // SAFETY: loading a library runs its initialisers; the embedder allowed this path.
    let lib = match unsafe { libloading::Library::new(&path) } {
        Ok(l) => l,
        Err(e) => return throw(&ctx, format!("dlopen: cannot load library `{path}`: {e}")),
    };
    let state = Rc::new(LibState {
        path: path.clone(),
        closed: Cell::new(false),
        lib: RefCell::new(None),
    });
    let out = Object::new(ctx.clone())?;
    for key in symbols.keys::<String>() {
        let key = key?;
        let desc: Value = symbols.get(&key)?;
        let (name, sig) = descriptor(&ctx, &key, desc)?;
        // SAFETY: the symbol is looked up as an address only; it is called solely through a
        // thunk of the descriptor's signature, which the script vouches for (as in Deno).
        let addr = match unsafe { lib.get::<*const c_void>(name.as_bytes()) } {
            Ok(sym) => *sym,
            Err(e) => {
                return throw(
                    &ctx,
                    format!("dlopen: symbol `{name}` not found in `{path}`: {e}"),
                )
            }
        };
        // SAFETY: as above: the descriptor states the ABI; the library stays loaded until
        // `close()`, after which the function refuses to call.
        let data = match unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig.clone()) } {
            Ok(d) => d,
            Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
        };
        let handle = match shared.dispatcher.register(data) {
            Ok(h) => h,
            Err(e) => return throw(&ctx, format!("dlopen: symbol `{name}`: {e}")),
        };
        let f = make_function(
            &ctx,
            shared,
            &key,
            handle,
            sig.js_arity(),
            Some((state.clone(), key.clone())),
        )
        .map_err(|e| Exception::throw_internal(&ctx, &e.to_string()))?;
        out.set(&key, f)?;
    }
    *state.lib.borrow_mut() = Some(lib);
    let handle = Object::new(ctx.clone())?;
    handle.set("symbols", out)?;
    let closing = state.clone();
    handle.set(
        "close",
        Function::new(ctx.clone(), move || {
            closing.closed.set(true);
            // Unloads the library (dlclose); no symbol can reach it any more.
            drop(closing.lib.borrow_mut().take());
        })?,
    )?;
    handle.set("path", path)?;
    Ok(handle)
}

/// Defines `hostcall.dlopen` (and `Deno.dlopen` when `Deno` is not defined).
pub(crate) fn install<'js>(ctx: &Ctx<'js>, shared: &Rc<Shared>) -> Result<(), EngineError> {
    let ns = Object::new(ctx.clone())?;
    let s = shared.clone();
    let f = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, path: String, symbols: Value<'js>| dlopen(ctx, &s, path, symbols),
    )?
    .with_name("dlopen")?;
    ns.set("dlopen", f.clone())?;
    ctx.globals().set("hostcall", ns)?;
    if !ctx.globals().contains_key("Deno")? {
        let deno = Object::new(ctx.clone())?;
        deno.set("dlopen", f)?;
        ctx.globals().set("Deno", deno)?;
    }
    Ok(())
}
