//! `nonblocking: true` symbols: each call converts its arguments on the engine's thread,
//! runs the native function on a worker thread and returns a `Promise` that the engine's
//! loop settles with the result (Deno's `nonblocking`).
//!
//! - **Arguments** are converted exactly as a blocking call converts them, by the same code:
//!   adapted by the binding's rules ([`adapt_args`]: callbacks, pointer objects, Deno's
//!   buffers), then converted by the one routine of every call
//!   ([`hostcall::core::generic::convert_arguments`]: the policy, the same errors, thrown
//!   synchronously), then made independent of the script:
//!   `cstring` arguments are copied into owned C strings, `buffer` arguments and structs by
//!   value are copied into Rust-owned storage, `UnsafeCallback` objects given for `function`
//!   parameters become their code pointers. The worker touches none of the engine's values.
//! - **Buffers** are copied in before the call and copied back into the same `ArrayBuffer`
//!   or view when the call has returned, just before the `Promise` settles, if it still has
//!   the same byte length (a detached, transferred or resized buffer gets nothing back). What
//!   the script writes into the buffer during the call is overwritten by the copy back.
//! - **The call** runs through libffi ([`FfiCall`], the generic backend's interface, one
//!   per symbol) on a process-wide pool of worker threads ([`submit`]); it never touches the
//!   JavaScript runtime. A callback the native function calls runs on the worker thread, so
//!   only thread-safe callbacks work there (others are refused with 0, see `callback`).
//! - **Lifetimes**: the call holds its library ([`CallGuard::keep_loaded`]), so `close()`
//!   while calls are in flight unloads the library only after the last one returned (at the
//!   engine's checkpoint after its result was boxed: a worker dropping its hold unloads
//!   nothing, see [`crate::ffi::loader::unload`]); the result is boxed while the copies and the library
//!   are still held (a `cstring` result may point into either). The engine's loop waits for
//!   every call in flight ([`crate::ffi::callback::CallbackHost::start_task`]); at the engine's
//!   end the pending calls' script values are released, and their workers finish alone,
//!   dropping what they own (the library stays loaded).

use std::any::Any;
use std::collections::VecDeque;
use std::ffi::{c_void, CStr, CString};
use std::rc::Rc;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use hostcall::core::generic::{convert_arguments, ArgStore, FfiCall};
use hostcall::core::lane::Slot;
use hostcall::core::MAX_PARAMS;
use hostcall::{CallFrame, LayoutRef, MethodData, MethodId, ParamKind, Signature};
use rquickjs::function::Rest;
use rquickjs::{qjs, Ctx, Exception, Function, Persistent, Value};

use crate::binding::guard::CallGuard;
use crate::binding::state::Shared;
use crate::ffi::adapt::{adapt_args, Adapt};
use crate::ffi::callback::CallbackHost;
use crate::ffi::channel::TaskDone;
use crate::ffi::rules::Rules;
use crate::ffi::structs::{box_worker_result, throw_host};

/// The most worker threads the pool runs at once (calls beyond wait for a free worker).
pub(crate) const MAX_WORKERS: usize = 64;

/// Each worker's stack, set explicitly (not left to `RUST_MIN_STACK`): libffi copies a
/// call's struct arguments onto it, at most `MAX_STRUCT_CALL_BYTES` (128 KiB), beside what
/// the native function itself needs.
const WORKER_STACK: usize = 2 << 20;
const _: () = assert!(hostcall::core::structs::MAX_STRUCT_CALL_BYTES * 8 <= WORKER_STACK);

/// The message for a `slice` parameter, which `nonblocking` symbols do not take yet.
const NO_SLICE: &str =
    "`slice` parameters are not supported with `nonblocking: true` (declare a `buffer` and a `usize`)";

/// The call interface of a `nonblocking` symbol (its own, not the process-wide shared
/// one: a symbol's interface goes with it).
pub(crate) fn call_interface(sig: &Signature, layout: LayoutRef) -> Result<FfiCall, String> {
    if sig.params().contains(&ParamKind::Slice) {
        return Err(NO_SLICE.into());
    }
    FfiCall::new(sig, layout).map_err(|e| e.to_string())
}

/// A `nonblocking` symbol: what both the engine's thread and the workers read.
struct Symbol {
    name: String,
    /// The function and its signature (not registered: the arguments are converted by
    /// the one routine of every call, [`convert_arguments`], which takes a method).
    method: MethodData,
    call: FfiCall,
    /// What the blocking sibling does to the arguments before converting them, and the
    /// policy of its slow path.
    adapt: Adapt,
}

/// Makes the JavaScript function of a `nonblocking` symbol at `addr` of `guard`'s library.
#[allow(clippy::too_many_arguments)] // two call sites, each input distinct
pub(crate) fn make<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    addr: *const c_void,
    call: FfiCall,
    function_params: Vec<usize>,
    guard: Rc<dyn CallGuard>,
    rules: Rules,
) -> rquickjs::Result<Function<'js>> {
    let sig = call.signature().clone();
    let arity = sig.js_arity();
    let adapt = rules.adapt(function_params);
    // SAFETY: the descriptor states the ABI of the function at `addr`, which the script
    // vouches for (as in Deno) under a permission the embedder granted with `unsafe`; the
    // call holds the library loaded while it runs (`CallGuard::keep_loaded`).
    let method = unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig) }
        .map_err(|e| Exception::throw_message(ctx, &format!("{name}: {e}")))?;
    let sym = Arc::new(Symbol {
        name: name.to_string(),
        method,
        call,
        adapt,
    });
    let shared = shared.clone();
    let f = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, args: Rest<Value<'js>>| -> rquickjs::Result<Value<'js>> {
            start(&ctx, &shared, &sym, guard.as_ref(), &args.0)
        },
    )?;
    // `name` and `length` as the blocking sibling's (defined, not set).
    f.with_name(name)?.with_length(arity)
}

/// A buffer argument copied for the call: the script's buffer (to copy back into) and which
/// copy is its.
struct Pinned {
    value: Persistent<Value<'static>>,
    copy: usize,
}

/// What a call owns while its worker runs: every argument, made independent of the script.
struct Owned {
    /// One slot per parameter, as the one conversion routine wrote it, pointing into the
    /// copies below where it pointed into the script's memory.
    slots: Vec<Slot>,
    /// Copies of `buffer` arguments.
    buffers: Vec<Vec<u8>>,
    /// Copies of `cstring` arguments.
    strings: Vec<CString>,
    /// Copies of structs' bytes, in words (aligned to 8).
    structs: Vec<Vec<u64>>,
    /// The library, loaded until this is dropped.
    _keep_loaded: Box<dyn Any + Send>,
}

// SAFETY: the slots' pointers point into `buffers`, `strings`, `structs` or nowhere the
// engine owns (addresses the script gave as numbers, callbacks' code): heap storage owned by
// this value, which moves with it (moving a `Vec` or `CString` does not move its bytes). The
// library handle is `Send`.
unsafe impl Send for Owned {}

/// What a worker hands back: the raw result and everything the call owned, kept until the
/// result is boxed.
struct Outcome {
    ret: Vec<u64>,
    owned: Owned,
}

/// Converts the arguments, starts the call on a worker and returns its `Promise`.
fn start<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    sym: &Arc<Symbol>,
    guard: &dyn CallGuard,
    args: &[Value<'js>],
) -> rquickjs::Result<Value<'js>> {
    let closed = || Exception::throw_message(ctx, &guard.disabled_message(&sym.name));
    if guard.disabled().get() {
        return Err(closed());
    }
    let keep = guard.keep_loaded().ok_or_else(closed)?;
    let layout = shared.dispatcher.layout();
    let policy = sym.adapt.slow_policy.unwrap_or(shared.dispatcher.policy());
    let cx = ctx.as_raw().as_ptr();
    // The arguments as the blocking sibling's entry sees them, adapted by the same rules.
    let n = args.len().min(MAX_PARAMS);
    let mut raw = [qjs::JSValue {
        u: qjs::JSValueUnion { int32: 0 },
        tag: i64::from(qjs::JS_TAG_UNDEFINED),
    }; MAX_PARAMS];
    for (r, a) in raw.iter_mut().zip(args) {
        *r = a.as_raw();
    }
    // SAFETY: `raw` holds `n` live values of this context, borrowed from `args` for this
    // call; no script runs until the copies below are made.
    let adapted = unsafe {
        adapt_args(
            cx,
            &sym.adapt.callback_params,
            &CallbackHost::of(shared),
            n as std::ffi::c_int,
            raw.as_mut_ptr(),
        )
    }
    .ok_or(rquickjs::Error::Exception)?;
    let mut unused_ret = [0u64; 2];
    // SAFETY: `adapted.args` holds `adapted.n` live values of this engine (QuickJS's layout:
    // a `JSValue` each), borrowed for this call; the result slot is never written
    // (`convert_arguments` only converts); `cx` is this engine's context, on its thread.
    let frame = unsafe {
        CallFrame::new(
            layout,
            cx.cast(),
            std::ptr::null(),
            adapted.args.as_ptr().cast(),
            adapted.n,
            unused_ret.as_mut_ptr().cast(),
        )
    };
    let mut store = ArgStore::new(layout, cx.cast());
    // SAFETY: the method binds no engine (a `dlopen`ed symbol: C kinds and structs only),
    // the frame is this engine's; `store` is for its layout and context.
    unsafe { convert_arguments(&sym.method, policy, &frame, &mut store) }
        .map_err(|e| throw_host(ctx, &e))?;
    let sig = sym.method.signature();
    let mut owned = Owned {
        slots: store.slots().to_vec(),
        buffers: Vec::new(),
        strings: Vec::new(),
        structs: Vec::new(),
        _keep_loaded: keep,
    };
    let mut pinned = Vec::new();
    // Everything a slot points to in the script's memory is copied (no script ran since the
    // conversion, so it is what the conversion checked).
    for (i, &kind) in sig.params().iter().enumerate().take(owned.slots.len()) {
        let at = owned.slots[i].as_ptr();
        if at.is_null() {
            continue;
        }
        match kind {
            ParamKind::Buffer => {
                // SAFETY: `adapted.args[i]` is a live value of this context (the buffer the
                // conversion took: a shared one only under a dialect whose buffer rule
                // takes shared bytes, Deno's).
                let bytes = unsafe {
                    if sig.dialect().ffi_buffers {
                        crate::binding::buffer::live_bytes(cx, adapted.args[i])
                            .map(|b| (b.data, b.len))
                    } else {
                        crate::binding::buffer::buffer_bytes(cx, adapted.args[i])
                    }
                };
                let Some((data, len)) = bytes else {
                    return Err(Exception::throw_type(
                        ctx,
                        &format!(
                            "argument {}: a nonblocking call takes an ArrayBuffer or a typed array (or null) here",
                            i + 1
                        ),
                    ));
                };
                // At least one byte, so the pointer is a real allocation even when empty.
                let mut copy = Vec::with_capacity(len.max(1));
                // SAFETY: the buffer has `len` readable bytes at `data` (no script ran since
                // they were reported); `copy` has room for them.
                unsafe {
                    std::ptr::copy_nonoverlapping(data, copy.as_mut_ptr(), len);
                    copy.set_len(len);
                }
                owned.slots[i] = Slot::ptr(copy.as_ptr().cast());
                pinned.push(Pinned {
                    value: Persistent::save(ctx, args[i].clone()),
                    copy: owned.buffers.len(),
                });
                owned.buffers.push(copy);
            }
            ParamKind::CString => {
                // SAFETY: a non-null `cstring` slot points to a NUL-terminated string held
                // by `store` (alive until it is dropped, below).
                let s = unsafe { CStr::from_ptr(at.cast()) }.to_owned();
                owned.slots[i] = Slot::ptr(s.as_ptr().cast());
                owned.strings.push(s);
            }
            ParamKind::Struct => {
                let size = sig.param_layout(i).map_or(0, |l| l.size());
                let mut words = vec![0u64; size.div_ceil(8).max(1)];
                // SAFETY: the conversion checked the buffer holds exactly `size` bytes at
                // `at`; `words` has room for them and is not script memory.
                unsafe {
                    std::ptr::copy_nonoverlapping(at.cast::<u8>(), words.as_mut_ptr().cast(), size)
                };
                owned.slots[i] = Slot::ptr(words.as_ptr().cast());
                owned.structs.push(words);
            }
            // A number the script gave (or a callback's code): nothing of the script's.
            hostcall::core::int_param_kinds!()
            | ParamKind::F32
            | ParamKind::F64
            | ParamKind::Bool
            | ParamKind::Pointer => {}
            // Refused at `dlopen` (`call_interface`) or by the descriptor reader.
            ParamKind::Slice
            | ParamKind::Value
            | ParamKind::Context
            | ParamKind::Receiver
            | ParamKind::Env => {
                return Err(Exception::throw_type(
                    ctx,
                    &format!(
                        "a nonblocking call does not take `{}` parameters",
                        kind.name()
                    ),
                ))
            }
        }
    }
    // Everything of the script the slots pointed to was copied; the strings `store` holds
    // and the values made for the adapted arguments are released.
    drop(store);
    drop(adapted);
    let (promise, resolve, reject) = ctx.promise()?;
    let resolve = Persistent::save(ctx, resolve);
    let reject = Persistent::save(ctx, reject);
    let settle = {
        let sym = sym.clone();
        Box::new(move |ctx: &Ctx<'_>, payload: Box<dyn Any + Send>| {
            settle(ctx, layout, &sym, pinned, resolve, reject, payload);
        })
    };
    let Some(done) = CallbackHost::of(shared).start_task(settle) else {
        return Err(Exception::throw_message(ctx, "the engine has finished"));
    };
    let work_sym = sym.clone();
    submit(Box::new(move || run(&work_sym, owned, done)));
    Ok(promise.into_value())
}

/// The worker's part: the native call, then the outcome handed to the engine.
fn run(sym: &Symbol, mut owned: Owned, done: TaskDone) {
    let mut ret = vec![0u64; sym.call.result_bytes() / 8];
    // SAFETY: the descriptor states the function's ABI (the script vouches for it under a
    // permission granted with `unsafe`, as for every symbol) and `call` was built for its
    // signature; each slot holds its kind's field as the one conversion routine wrote it,
    // pointing, for buffers, strings and structs, into copies `owned` holds, alive for the
    // call; `ret` holds `result_bytes()` bytes aligned to 8. `owned` keeps the library
    // loaded.
    unsafe {
        sym.call
            .call(sym.method.func(), &mut owned.slots, ret.as_mut_ptr().cast())
    };
    done.finish(Box::new(Outcome { ret, owned }));
}

/// The engine's part once the worker is done: buffers copied back, the result boxed, the
/// `Promise` settled.
fn settle(
    ctx: &Ctx<'_>,
    layout: hostcall::LayoutRef,
    sym: &Symbol,
    pinned: Vec<Pinned>,
    resolve: Persistent<Function<'static>>,
    reject: Persistent<Function<'static>>,
    payload: Box<dyn Any + Send>,
) {
    let (Ok(resolve), Ok(reject)) = (resolve.restore(ctx), reject.restore(ctx)) else {
        return;
    };
    let outcome = match payload.downcast::<Outcome>() {
        Ok(o) => o,
        Err(_) => {
            // Leaves the error pending, taken at once as the rejection's reason.
            let _ = Exception::throw_message(
                ctx,
                &format!(
                    "nonblocking call of `{}` did not complete: its worker thread failed",
                    sym.name
                ),
            );
            let _: rquickjs::Result<()> = reject.call((ctx.catch(),));
            return;
        }
    };
    let cx = ctx.as_raw().as_ptr();
    for p in pinned {
        let Ok(v) = p.value.restore(ctx) else {
            continue;
        };
        let copy = &outcome.owned.buffers[p.copy];
        // SAFETY: `v` is a live value of this context; no script runs until the copy is done.
        // (Shared bytes were pinned only under Deno's rule, which takes them.)
        let bytes = unsafe { crate::binding::buffer::live_bytes(cx, v.as_raw()) };
        if let Some((data, len)) = bytes.map(|b| (b.data, b.len)) {
            if len == copy.len() && len > 0 {
                // SAFETY: the buffer has `len` writable bytes at `data`, apart from `copy`.
                unsafe { std::ptr::copy_nonoverlapping(copy.as_ptr(), data, len) };
            }
        }
    }
    let result = box_worker_result(ctx, layout, sym.method.signature(), &outcome.ret);
    let _: rquickjs::Result<()> = match result {
        Ok(v) => resolve.call((v,)),
        Err(_) => reject.call((ctx.catch(),)),
    };
    // The copies and the library are released only now: a `cstring` result was read above.
    drop(outcome);
}

/// Work for a pool thread.
type Work = Box<dyn FnOnce() + Send>;

/// The process-wide pool of worker threads: started lazily, grown while calls wait and fewer
/// than [`MAX_WORKERS`] run, idle workers kept for the process (as Deno keeps its blocking
/// pool).
struct Pool {
    state: Mutex<PoolState>,
    ready: Condvar,
}

struct PoolState {
    jobs: VecDeque<Work>,
    /// Workers waiting for a job.
    idle: usize,
    /// Workers started.
    threads: usize,
}

static POOL: Pool = Pool {
    state: Mutex::new(PoolState {
        jobs: VecDeque::new(),
        idle: 0,
        threads: 0,
    }),
    ready: Condvar::new(),
};

impl Pool {
    fn lock(&self) -> MutexGuard<'_, PoolState> {
        // Nothing panics while holding the lock; a poisoned state is still consistent.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Runs `work` on a pool thread. If no thread can be started and none runs, `work` is
/// dropped (its [`TaskDone`] then reports the call as failed).
fn submit(work: Work) {
    let mut st = POOL.lock();
    st.jobs.push_back(work);
    if st.jobs.len() > st.idle && st.threads < MAX_WORKERS {
        let spawned = std::thread::Builder::new()
            .name("hostcall-nonblocking".into())
            .stack_size(WORKER_STACK)
            .spawn(worker);
        match spawned {
            Ok(_) => st.threads += 1,
            Err(_) if st.threads == 0 => {
                let lost = st.jobs.pop_back();
                drop(st);
                drop(lost);
                return;
            }
            // The running workers will take it.
            Err(_) => {}
        }
    }
    POOL.ready.notify_one();
}

/// A pool thread: takes jobs for the rest of the process.
fn worker() {
    let mut st = POOL.lock();
    loop {
        if let Some(work) = st.jobs.pop_front() {
            drop(st);
            // A panic in our own code (never in native code: that cannot unwind here) drops
            // the call's `TaskDone`, which reports it failed; the worker goes on.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
            st = POOL.lock();
        } else {
            st.idle += 1;
            st = POOL.ready.wait(st).unwrap_or_else(|e| e.into_inner());
            st.idle -= 1;
        }
    }
}
