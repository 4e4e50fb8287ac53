//! `nonblocking: true` symbols: each call converts its arguments on the engine's thread,
//! runs the native function on a worker thread and returns a `Promise` that the engine's
//! loop settles with the result (Deno's `nonblocking`).
//!
//! - **Arguments** are converted exactly as a blocking call converts them (the engine's
//!   policy, the same errors, thrown synchronously), then made independent of the script:
//!   `cstring` arguments are copied into owned C strings, `buffer` arguments and structs by
//!   value are copied into Rust-owned storage, `UnsafeCallback` objects given for `function`
//!   parameters become their code pointers. The worker touches none of the engine's values.
//! - **Buffers** are copied in before the call and copied back into the same `ArrayBuffer`
//!   or view when the call has returned, just before the `Promise` settles, if it still has
//!   the same byte length (a detached, transferred or resized buffer gets nothing back). What
//!   the script writes into the buffer during the call is overwritten by the copy back.
//! - **The call** runs through libffi ([`StructCall`], the same interface structs by value
//!   use) on a process-wide pool of worker threads ([`submit`]); it never touches the
//!   JavaScript runtime. A callback the native function calls runs on the worker thread, so
//!   only thread-safe callbacks work there (others are refused with 0, see `callback`).
//! - **Lifetimes**: the call holds its library ([`CallGuard::keep_loaded`]), so `close()`
//!   while calls are in flight unloads the library only after the last one returned (at the
//!   engine's checkpoint after its result was boxed: a worker dropping its hold unloads
//!   nothing, see [`crate::loader::unload`]); the result is boxed while the copies and the library
//!   are still held (a `cstring` result may point into either). The engine's loop waits for
//!   every call in flight ([`crate::binding::callback::CallbackHost::start_task`]); at the engine's
//!   end the pending calls' script values are released, and their workers finish alone,
//!   dropping what they own (the library stays loaded).

use std::any::Any;
use std::collections::VecDeque;
use std::ffi::{c_void, CStr, CString};
use std::rc::Rc;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use hostcall::core::lane::{Acquired, Reject, Slot};
use hostcall::core::structs::{StructCall, StructParam};
use hostcall::core::MAX_PARAMS;
use hostcall::policy::reject_error;
use hostcall::{Mode, ParamKind, Signature};
use rquickjs::function::Rest;
use rquickjs::{qjs, Ctx, Exception, Function, Persistent, Value};

use crate::binding::channel::TaskDone;
use crate::binding::guard::CallGuard;
use crate::binding::state::Shared;
use crate::ffi::rules::Rules;
use crate::ffi::structs::{box_struct_result, deno_null_buffer, deno_shared_bytes, throw_host};

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

/// The call interface of a `nonblocking` symbol without structs.
pub(crate) fn call_interface(sig: &Signature) -> Result<StructCall, String> {
    if sig.params().contains(&ParamKind::Slice) {
        return Err(NO_SLICE.into());
    }
    StructCall::new(sig.struct_params(), sig.struct_result()).map_err(|e| e.to_string())
}

/// A `nonblocking` symbol: what both the engine's thread and the workers read.
struct Symbol {
    name: String,
    addr: usize,
    call: StructCall,
    /// Parameters declared `function`: an `UnsafeCallback` object passes its pointer.
    function_params: Vec<usize>,
    /// `Deno.dlopen`'s rules (64-bit results as BigInts, empty buffers as null).
    deno: bool,
}

/// Makes the JavaScript function of a `nonblocking` symbol at `addr` of `guard`'s library.
#[allow(clippy::too_many_arguments)] // one call site (`ffi::build`), each a distinct input
pub(crate) fn make<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    addr: *const c_void,
    call: StructCall,
    function_params: Vec<usize>,
    guard: Rc<dyn CallGuard>,
    rules: Rules,
) -> rquickjs::Result<Function<'js>> {
    let arity = call.params().len();
    let sym = Arc::new(Symbol {
        name: name.to_string(),
        addr: addr as usize,
        call,
        function_params,
        deno: rules == Rules::Deno,
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
    /// One slot per parameter (a struct parameter's slot is unused).
    slots: Vec<Slot>,
    /// Copies of `buffer` arguments (the slots point into them).
    buffers: Vec<Vec<u8>>,
    /// Copies of `cstring` arguments (the slots point into them).
    strings: Vec<CString>,
    /// Structs' bytes, one per struct parameter in order, in words (aligned to 8).
    structs: Vec<Vec<u64>>,
    /// The library, loaded until this is dropped.
    _keep_loaded: Box<dyn Any + Send>,
}

// SAFETY: the slots' pointers point into `buffers`, `strings` or nowhere the engine owns
// (addresses the script gave as numbers, callbacks' code): heap storage owned by this value,
// which moves with it (moving a `Vec` or `CString` does not move its bytes). The library
// handle is `Send`.
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
    let policy = Rules::of(sym.deno).policy(shared.dispatcher.policy());
    let cx = ctx.as_raw().as_ptr().cast::<c_void>();
    let params = sym.call.params();
    let arity = params.len().min(MAX_PARAMS);
    if args.len() < arity && policy.mode() == Mode::Strict {
        let r = Reject::Missing {
            expected: arity,
            given: args.len(),
        };
        return Err(throw_host(ctx, &reject_error(r, 0)));
    }
    let mut acq = Acquired::new(layout, cx);
    let mut owned = Owned {
        slots: vec![Slot::ZERO; arity],
        buffers: Vec::new(),
        strings: Vec::new(),
        structs: Vec::new(),
        _keep_loaded: keep,
    };
    let mut pinned = Vec::new();
    for (i, p) in params.iter().enumerate().take(arity) {
        let raw = args.get(i).map(Value::as_raw);
        let vptr = raw.as_ref().map_or(std::ptr::null(), |r| {
            (r as *const qjs::JSValue).cast::<hostcall::Value>()
        });
        match p {
            StructParam::Kind(kind) => {
                if sym.deno && *kind == ParamKind::Pointer {
                    // Deno's rule: a pointer object passes its address.
                    if let Some(a) = raw.and_then(|r| shared.callbacks.pointers.address(r)) {
                        owned.slots[i] = Slot::ptr(a as *const c_void);
                        continue;
                    }
                }
                if sym.function_params.contains(&i) {
                    if let Some(d) = raw.and_then(|r| shared.callbacks.callback_of(r)) {
                        if d.is_closed() {
                            return Err(Exception::throw_type(
                                ctx,
                                &format!("argument {}: the UnsafeCallback was closed", i + 1),
                            ));
                        }
                        owned.slots[i] = Slot::ptr(d.code() as *const c_void);
                        continue;
                    }
                }
                if sym.deno && *kind == ParamKind::Buffer {
                    // Deno's rule: a `SharedArrayBuffer` (or a view over one) is taken; its
                    // bytes are copied for the worker and back, as other buffers' are.
                    // SAFETY: `vptr` is null or a live value of this engine; no script runs.
                    if let Some(b) = unsafe { deno_shared_bytes(cx, vptr) } {
                        let slot = Slot::ptr(b.cast_const().cast());
                        owned.slots[i] =
                            own_buffer(ctx, i, args, slot, true, &mut owned.buffers, &mut pinned)?;
                        continue;
                    }
                }
                // SAFETY: `vptr` is null or points to a live value of this engine (borrowed
                // from `args` for this call); `acq` is for this engine's context, on its
                // thread.
                let slot = unsafe { policy.convert(*kind, i, vptr, &mut acq) }
                    .map_err(|e| throw_host(ctx, &e))?;
                owned.slots[i] = match kind {
                    ParamKind::Buffer => {
                        if sym.deno && deno_null_buffer(cx, vptr) {
                            // Deno's rule: an empty buffer is the null pointer.
                            Slot::ptr(std::ptr::null())
                        } else {
                            own_buffer(ctx, i, args, slot, false, &mut owned.buffers, &mut pinned)?
                        }
                    }
                    ParamKind::CString => {
                        // SAFETY: the policy wrote a `cstring` slot: its pointer field.
                        let p = unsafe { slot_ptr(&slot) };
                        if p.is_null() {
                            slot
                        } else {
                            // SAFETY: a non-null `cstring` slot points to a NUL-terminated
                            // string held by `acq` (alive until it is dropped, below).
                            let s = unsafe { CStr::from_ptr(p.cast()) }.to_owned();
                            let at = Slot::ptr(s.as_ptr().cast());
                            owned.strings.push(s);
                            at
                        }
                    }
                    hostcall::core::int_param_kinds!()
                    | ParamKind::F32
                    | ParamKind::F64
                    | ParamKind::Bool
                    | ParamKind::Pointer
                    | ParamKind::Value
                    | ParamKind::Context
                    | ParamKind::Receiver
                    | ParamKind::Env => slot,
                    // Refused at `dlopen` (`call_interface`, `check_struct_call`).
                    ParamKind::Slice => return Err(Exception::throw_type(ctx, NO_SLICE)),
                    // A struct's bytes are copied above, with its layout.
                    ParamKind::Struct => {
                        return Err(Exception::throw_internal(
                            ctx,
                            "a struct kind without its layout",
                        ))
                    }
                };
            }
            StructParam::Struct(l) => {
                let size = l.size();
                let bad = |what: String| {
                    Exception::throw_type(
                        ctx,
                        &format!(
                            "argument {}: expected an ArrayBuffer or a view of {size} bytes for struct {}, found {what}",
                            i + 1,
                            l.describe()
                        ),
                    )
                };
                let Some(r) = raw else {
                    return Err(bad("nothing (missing argument)".into()));
                };
                // SAFETY: `r` is a live value of this context (borrowed from `args`).
                let Some((data, len)) =
                    (unsafe { crate::binding::buffer::buffer_bytes(cx.cast(), r) })
                else {
                    return Err(bad(format!("a value of type {}", args[i].type_name())));
                };
                if len != size {
                    return Err(bad(format!("{len} bytes")));
                }
                let mut words = vec![0u64; size.div_ceil(8).max(1)];
                // SAFETY: the buffer has `len == size` readable bytes at `data`; `words` has
                // room for them and is not script memory.
                unsafe { std::ptr::copy_nonoverlapping(data, words.as_mut_ptr().cast(), size) };
                owned.structs.push(words);
            }
        }
    }
    // The strings `acq` holds were copied; nothing of the script is referenced from here on.
    drop(acq);
    let (promise, resolve, reject) = ctx.promise()?;
    let resolve = Persistent::save(ctx, resolve);
    let reject = Persistent::save(ctx, reject);
    let settle = {
        let sym = sym.clone();
        let pointer_class = shared.callbacks.pointers.class();
        Box::new(move |ctx: &Ctx<'_>, payload: Box<dyn Any + Send>| {
            settle(
                ctx,
                layout,
                &sym,
                pinned,
                resolve,
                reject,
                payload,
                pointer_class,
            );
        })
    };
    let Some(done) = shared.callbacks.start_task(settle) else {
        return Err(Exception::throw_message(ctx, "the engine has finished"));
    };
    let work_sym = sym.clone();
    submit(Box::new(move || run(&work_sym, owned, done)));
    Ok(promise.into_value())
}

/// Reads a slot's pointer field.
///
/// # Safety
///
/// The slot was written as a pointer.
unsafe fn slot_ptr(slot: &Slot) -> *const c_void {
    // SAFETY: `Slot` is a `repr(C)` union of 8-byte-or-smaller fields; the caller's contract
    // says the pointer field was written.
    unsafe { *(slot as *const Slot).cast::<*const c_void>() }
}

/// A `buffer` argument the policy accepted, as a pointer to a Rust-owned copy of its bytes
/// (null stays null). Records the script's buffer to copy back into.
fn own_buffer<'js>(
    ctx: &Ctx<'js>,
    i: usize,
    args: &[Value<'js>],
    slot: Slot,
    shared: bool,
    buffers: &mut Vec<Vec<u8>>,
    pinned: &mut Vec<Pinned>,
) -> rquickjs::Result<Slot> {
    // SAFETY: the policy wrote a `buffer` slot: its pointer field.
    if unsafe { slot_ptr(&slot) }.is_null() {
        return Ok(slot);
    }
    let cx = ctx.as_raw().as_ptr();
    let bytes = match args.get(i) {
        Some(v) if shared => {
            // SAFETY: `v` is a live value of this context (borrowed from `args`).
            unsafe { crate::binding::buffer::live_bytes(cx, v.as_raw()) }.map(|b| (b.data, b.len))
        }
        // SAFETY: as above.
        Some(v) => unsafe { crate::binding::buffer::buffer_bytes(cx, v.as_raw()) },
        None => None,
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
    // At least one byte, so the pointer is a real allocation even for an empty buffer.
    let mut copy = Vec::with_capacity(len.max(1));
    if len > 0 {
        // SAFETY: the buffer has `len` readable bytes at `data` (the hook's report, no script
        // ran since); `copy` has room for them.
        unsafe {
            std::ptr::copy_nonoverlapping(data, copy.as_mut_ptr(), len);
            copy.set_len(len);
        }
    }
    let at = Slot::ptr(copy.as_mut_ptr().cast_const().cast());
    pinned.push(Pinned {
        value: Persistent::save(ctx, args[i].clone()),
        copy: buffers.len(),
    });
    buffers.push(copy);
    Ok(at)
}

/// The worker's part: the native call, then the outcome handed to the engine.
fn run(sym: &Symbol, mut owned: Owned, done: TaskDone) {
    let mut ptrs = [std::ptr::null_mut::<c_void>(); MAX_PARAMS];
    let mut next_struct = 0;
    for (i, p) in sym.call.params().iter().enumerate().take(owned.slots.len()) {
        ptrs[i] = match p {
            StructParam::Kind(_) => (&mut owned.slots[i] as *mut Slot).cast(),
            StructParam::Struct(_) => {
                let s = &mut owned.structs[next_struct];
                next_struct += 1;
                s.as_mut_ptr().cast()
            }
        };
    }
    let mut ret = vec![0u64; sym.call.result_storage().div_ceil(8).max(1)];
    let n = owned.slots.len();
    // SAFETY: the descriptor states `addr`'s ABI (the script vouches for it under a
    // permission granted with `unsafe`, as for every symbol); each pointer is to a slot the
    // policy wrote for its kind (pointing, for buffers and strings, into copies `owned`
    // holds) or to a struct's bytes aligned to 8, all alive for the call; `ret` holds
    // `result_storage()` bytes aligned to 8. `owned.keep` keeps the library loaded.
    unsafe {
        sym.call.call(
            sym.addr as *const c_void,
            &mut ptrs[..n],
            ret.as_mut_ptr().cast(),
        )
    };
    done.finish(Box::new(Outcome { ret, owned }));
}

/// The engine's part once the worker is done: buffers copied back, the result boxed, the
/// `Promise` settled.
#[allow(clippy::too_many_arguments)] // the captures of one closure, named
fn settle(
    ctx: &Ctx<'_>,
    layout: hostcall::LayoutRef,
    sym: &Symbol,
    pinned: Vec<Pinned>,
    resolve: Persistent<Function<'static>>,
    reject: Persistent<Function<'static>>,
    payload: Box<dyn Any + Send>,
    pointer_class: qjs::JSClassID,
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
    let result = box_struct_result(
        ctx,
        layout,
        sym.call.result(),
        &outcome.ret,
        sym.deno,
        pointer_class,
    );
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
