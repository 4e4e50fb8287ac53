//! The runtime's JavaScript layer (`runtime.js`), compiled once per process for processes
//! that make more than one engine: the first engine evaluates the source (a process with one
//! engine, the `hostcall` command, pays nothing more); the second compiles it to QuickJS
//! bytecode (`JS_EVAL_FLAG_COMPILE_ONLY`, then `JS_WriteObject`) and keeps the bytes; every
//! later engine loads them (`JS_ReadObject`) and runs them, which skips parsing and
//! compiling 300 lines per engine. The bytes are this process's own output for this QuickJS
//! build, never read from outside. If writing or reading them fails (it should not), the
//! engine evaluates the source.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::OnceLock;

use rquickjs::{qjs, Ctx, Function, Value};

/// The JavaScript layer over the natives: an expression whose value is a function of the
/// natives, the build description and the main module. NUL-terminated, as `JS_Eval` needs
/// its input.
const RUNTIME_JS_NUL: &str = concat!(include_str!("runtime.js"), "\0");
/// The same without its NUL.
const RUNTIME_JS: &str = RUNTIME_JS_NUL.split_at(RUNTIME_JS_NUL.len() - 1).0;

/// The name the layer's frames show.
const FILENAME: &std::ffi::CStr = c"hostcall:runtime.js";

/// Engines that loaded the layer from bytecode so far (tests: the bytecode path ran).
static LOADED: AtomicU64 = AtomicU64::new(0);

/// How many engines of this process loaded the layer from bytecode.
pub fn loaded_from_bytecode() -> u64 {
    LOADED.load(Ordering::Relaxed)
}

/// The layer's function in `ctx`.
pub(crate) fn runtime_function<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<Function<'js>> {
    static SEEN: AtomicBool = AtomicBool::new(false);
    static BYTECODE: OnceLock<Option<Vec<u8>>> = OnceLock::new();
    if SEEN.swap(true, Ordering::Relaxed) {
        let bytecode = BYTECODE.get_or_init(|| compile(ctx));
        if let Some(f) = bytecode.as_deref().and_then(|bytes| load(ctx, bytes)) {
            LOADED.fetch_add(1, Ordering::Relaxed);
            return Ok(f);
        }
    }
    let mut eval = rquickjs::context::EvalOptions::default();
    eval.global = true;
    eval.strict = true;
    eval.filename = Some(FILENAME.to_string_lossy().into_owned());
    ctx.eval_with_options(RUNTIME_JS, eval)
}

/// `runtime.js` as bytecode, or `None` (the exception, if any, cleared) if QuickJS refuses.
fn compile(ctx: &Ctx<'_>) -> Option<Vec<u8>> {
    let cx = ctx.as_raw().as_ptr();
    let flags = (qjs::JS_EVAL_TYPE_GLOBAL
        | qjs::JS_EVAL_FLAG_STRICT
        | qjs::JS_EVAL_FLAG_COMPILE_ONLY) as i32;
    // SAFETY: `cx` is live; the source is `RUNTIME_JS.len()` bytes followed by a NUL, as
    // `JS_Eval` needs; the result is an owned value or JS_EXCEPTION.
    let compiled = unsafe {
        qjs::JS_Eval(
            cx,
            RUNTIME_JS_NUL.as_ptr().cast(),
            RUNTIME_JS.len() as _,
            FILENAME.as_ptr(),
            flags,
        )
    };
    // SAFETY: an owned value of `cx` (or the exception marker), handed to rquickjs, which
    // frees it when dropped.
    let compiled = unsafe { Value::from_raw(ctx.clone(), compiled) };
    if compiled.is_exception() {
        let _ = ctx.catch();
        return None;
    }
    let mut size: qjs::size_t = 0;
    // SAFETY: `compiled` is a live function bytecode object of `cx`, borrowed for the
    // call; QuickJS returns a js_malloc'd buffer of `size` bytes, or null with an exception
    // pending.
    let buf = unsafe {
        qjs::JS_WriteObject(
            cx,
            &mut size,
            compiled.as_raw(),
            qjs::JS_WRITE_OBJ_BYTECODE as i32,
        )
    };
    if buf.is_null() {
        let _ = ctx.catch();
        return None;
    }
    // SAFETY: `buf` holds `size` bytes QuickJS just wrote; copied, then freed once with the
    // allocator it came from.
    let bytes = unsafe {
        let bytes = std::slice::from_raw_parts(buf, size as usize).to_vec();
        qjs::js_free(cx, buf.cast());
        bytes
    };
    Some(bytes)
}

/// Loads and runs the bytecode: the layer's function, or `None` (the exception cleared).
fn load<'js>(ctx: &Ctx<'js>, bytes: &[u8]) -> Option<Function<'js>> {
    let cx = ctx.as_raw().as_ptr();
    // SAFETY: `bytes` is bytecode this process wrote with this QuickJS (`compile`); QuickJS
    // copies what it needs; the result is an owned value or JS_EXCEPTION.
    let obj = unsafe {
        qjs::JS_ReadObject(
            cx,
            bytes.as_ptr(),
            bytes.len() as _,
            qjs::JS_READ_OBJ_BYTECODE as i32,
        )
    };
    // SAFETY: `obj` is owned (or the exception marker); JS_EvalFunction takes it and
    // returns the script's value, owned, or JS_EXCEPTION.
    let value = unsafe {
        if qjs::JS_VALUE_GET_TAG(obj) == qjs::JS_TAG_EXCEPTION {
            obj
        } else {
            qjs::JS_EvalFunction(cx, obj)
        }
    };
    // SAFETY: an owned value of `cx` (or the exception marker), handed to rquickjs.
    let value = unsafe { Value::from_raw(ctx.clone(), value) };
    if value.is_exception() {
        let _ = ctx.catch();
        return None;
    }
    value.into_function()
}
