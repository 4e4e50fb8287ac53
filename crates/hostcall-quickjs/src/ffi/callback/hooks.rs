//! The upcall hooks of every QuickJS callback ([`HOOKS`], the contract of
//! [`hostcall::upcall`]): `enter` on whatever thread native code called from, `invoke` and
//! `result` on the engine's thread, `queue` on a foreign thread.

use super::*;

/// Returns the [`CallbackData`] of one of this module's records.
///
/// # Safety
///
/// `rec` is a record made by [`CallbackHost::create`] (leaked, so it lives forever).
pub(super) unsafe fn data(rec: *const UpcallRecord) -> &'static CallbackData {
    // SAFETY: the caller's contract: `data` points to the leaked `CallbackData`.
    unsafe { &*(*rec).data.cast::<CallbackData>() }
}

/// The upcall hooks of every QuickJS callback.
pub(crate) static HOOKS: UpcallHooks = UpcallHooks {
    enter,
    invoke,
    result,
    queue,
};

/// `enter`: a library being unloaded on this thread (a destructor calls) → refuse; closed →
/// refuse; the engine's thread → run; another thread → queue if the callback is
/// thread-safe, else refuse. Touches only thread-safe fields.
unsafe extern "C" fn enter(rec: *const UpcallRecord) -> u32 {
    // SAFETY: the upcall code passes the record it was made for: one of ours.
    let d = unsafe { data(rec) };
    if crate::ffi::loader::dl::unloading() {
        d.refuse(Refusal::Unloading);
        return ENTER_REFUSE;
    }
    if d.closed.load(Ordering::Acquire) {
        d.refuse(if d.link.alive.load(Ordering::Acquire) {
            Refusal::Closed
        } else {
            Refusal::EngineGone
        });
        return ENTER_REFUSE;
    }
    if current_thread() == d.link.owner {
        // Open on the engine's thread: the engine is alive (it closes every callback at its
        // end, on this thread).
        return ENTER_RUN;
    }
    if !d.thread_safe && !d.rules.any_thread {
        d.refuse(Refusal::ForeignThread);
        return ENTER_REFUSE;
    }
    ENTER_QUEUE
}

/// Frees `argc` owned values at `argv`.
///
/// # Safety
///
/// `argv` holds `argc` owned values of `ctx`.
unsafe fn free_values(ctx: *mut qjs::JSContext, argv: *mut qjs::JSValue, argc: usize) {
    for i in 0..argc {
        // SAFETY: the caller's contract.
        unsafe { qjs::JS_FreeValue(ctx, argv.add(i).read()) };
    }
}

/// Structs by value, under both rules (Deno's): each struct parameter arrived as the address
/// of its bytes (the upcall contract, valid for the call) and is replaced in `argv` by a new
/// `Uint8Array` holding a copy of them, so the script never holds an address that dies with
/// the call. `false` when a value could not be made (out of memory: an exception is pending;
/// `argv` still holds `argc` owned values).
///
/// # Safety
///
/// `argv` holds `argc` owned values of `ctx`, the boxed parameters of `sig` in order, each
/// struct's the address of its bytes, readable for the struct's size.
unsafe fn struct_params(
    ctx: *mut qjs::JSContext,
    sig: &CallbackSignature,
    argv: *mut qjs::JSValue,
    argc: usize,
) -> bool {
    for (i, param) in sig.params().iter().enumerate().take(argc) {
        let CallbackParam::Struct(layout) = param else {
            continue;
        };
        // SAFETY: `i < argc` (the caller's contract).
        let slot = unsafe { argv.add(i) };
        // SAFETY: `slot` holds an owned pointer value, consumed here; an undefined value
        // takes its place until the array is made.
        let addr = unsafe { take_address(ctx, slot.read()) };
        // SAFETY: as above.
        unsafe { slot.write(JS_UNDEFINED) };
        let made = match addr {
            // SAFETY: the caller's contract: the struct's bytes are readable at `a` for its
            // size; QuickJS copies them into a buffer of its own.
            Ok(a) if a != 0 => unsafe {
                qjs::JS_NewUint8ArrayCopy(ctx, a as *const u8, layout.size() as qjs::size_t)
            },
            // SAFETY: `ctx` is live; an error is thrown (pending) and the value released.
            other => unsafe {
                if let Err(v) = other {
                    if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                        return false;
                    }
                    qjs::JS_FreeValue(ctx, v);
                }
                qjs::JS_ThrowInternalError(
                    ctx,
                    c"%s".as_ptr(),
                    c"callback struct parameter without an address".as_ptr(),
                );
                return false;
            },
        };
        if made.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return false;
        }
        // SAFETY: the new array moves into the slot.
        unsafe { slot.write(made) };
    }
    true
}

/// `invoke`: calls the script function with the boxed arguments (on the engine's thread).
unsafe extern "C" fn invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool {
    // SAFETY: the record is one of ours (upcall contract).
    let (rec, d) = unsafe { (&*rec, data(rec)) };
    let ctx = rec.cx.cast::<qjs::JSContext>();
    let argv = argv.cast::<qjs::JSValue>();
    // SAFETY: `invoke` runs only after `enter` said ENTER_RUN (the engine's thread, the
    // callback open) or from the engine's loop for an open callback.
    let owner = unsafe { d.owner() };
    // SAFETY: the host is alive while the callback is open (module docs).
    let host = unsafe { &*owner.host };
    if failed != 0 {
        // SAFETY: `argv` holds `argc` owned values (upcall contract); boxing left an
        // exception pending, taken here.
        unsafe {
            free_values(ctx, argv, argc);
            host.record_error(qjs::JS_GetException(ctx), d);
        }
        return false;
    }
    let func = owner.func.get();
    if func.tag != i64::from(qjs::JS_TAG_OBJECT) {
        // Closed between `enter` and here (cannot happen: nothing runs in between); refuse.
        // SAFETY: as above.
        unsafe { free_values(ctx, argv, argc) };
        return false;
    }
    if d.sig.has_structs() {
        // SAFETY: `argv` holds `argc` owned values (upcall contract), one per parameter; a
        // struct's is the address of its bytes, readable during the call.
        if !unsafe { struct_params(ctx, &d.sig, argv, argc) } {
            // SAFETY: as above; the failed allocation left an exception pending.
            unsafe {
                free_values(ctx, argv, argc);
                host.record_error(qjs::JS_GetException(ctx), d);
            }
            return false;
        }
    }
    host.calls.set(host.calls.get() + 1);
    let argc_c = c_int::try_from(argc).unwrap_or(0);
    // SAFETY: `func` is a live function of this context; the extra reference keeps it alive
    // even if the script closes the callback while it runs. `argv` holds `argc` live values
    // (JS_Call borrows them), freed after the call; the result is owned.
    let r = unsafe {
        let f = qjs::JS_DupValue(ctx, func);
        let depth = DepthGuard::enter();
        // Calls the script makes directly are the engine thread's own, not the queued
        // caller's (`result` keys kept buffers on `serving`).
        let serving = host.serving.replace(None);
        let r = qjs::JS_Call(ctx, f, JS_UNDEFINED, argc_c, argv);
        host.serving.set(serving);
        drop(depth);
        qjs::JS_FreeValue(ctx, f);
        free_values(ctx, argv, argc);
        r
    };
    if r.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // SAFETY: the call left its exception pending; it is taken (owned) here.
        unsafe { host.record_error(qjs::JS_GetException(ctx), d) };
        return false;
    }
    // SAFETY: `ret` is one writable value slot (upcall contract); the result moves there.
    unsafe { ret.cast::<qjs::JSValue>().write(r) };
    true
}

/// `result`: converts the result value with the engine's policy (the same rules as a
/// downcall argument of the result's kind) and frees it (on the engine's thread). A
/// callback declared `result: "buffer"` that returns an `ArrayBuffer`, `SharedArrayBuffer`,
/// typed array or `DataView` gives the address of the bytes it covers now (read through
/// `live_bytes`), null when it covers none (detached, or empty), as Deno does. The callback
/// keeps that buffer until the same thread's next call of it returns or it closes (a
/// callback closed during its own call keeps its last result until the engine ends); the
/// caller may use the bytes that long, or longer while the script keeps the buffer alive,
/// and only while the script does not detach or resize it. A struct result is the bytes of
/// an `ArrayBuffer`, typed array or `DataView` (as in Deno: its first bytes, at most the
/// struct's size; a shorter buffer leaves the rest zero); anything else is a `TypeError`
/// (Deno's process aborts there).
unsafe extern "C" fn result(rec: *const UpcallRecord, v: *mut Value, out: *mut u64) -> bool {
    // SAFETY: the record is one of ours (upcall contract).
    let (rec, d) = unsafe { (&*rec, data(rec)) };
    let ctx = rec.cx.cast::<qjs::JSContext>();
    // SAFETY: `result` follows a successful `invoke`, on the engine's thread while the
    // callback was open; the host outlives every call made on its thread.
    let host = unsafe { &*d.owner().host };
    let bytes = if d.buffer_result {
        // SAFETY: `v` is a live value of this context (upcall contract), read as a copy it
        // still owns; `live_bytes` and the class tests run no script.
        unsafe {
            let raw = v.cast::<qjs::JSValue>().read();
            live_bytes(ctx, raw).or_else(|| {
                // A detached buffer or view covers no bytes: null, as an empty one.
                let is_buffer = qjs::JS_IsArrayBuffer(raw)
                    || qjs::JS_GetTypedArrayType(raw) >= 0
                    || qjs::JS_IsDataView(raw);
                is_buffer.then_some(LiveBytes {
                    data: std::ptr::null_mut(),
                    len: 0,
                    shared: false,
                    backing: false,
                })
            })
        }
    } else {
        None
    };
    let converted = match d.sig.result() {
        _ if bytes.is_some() => {
            // SAFETY: `v` is a live value of this context (upcall contract); the new
            // reference is owned by what keeps it below.
            let keep = unsafe { qjs::JS_DupValue(ctx, v.cast::<qjs::JSValue>().read()) };
            if d.is_closed() {
                // Closed during its own call: its caller still reads the bytes; kept with
                // the host until the engine ends.
                host.orphans.borrow_mut().push(keep);
            } else {
                // The thread whose call this is: a queued call's, else this one's.
                let caller = host.serving.get().unwrap_or_else(current_thread);
                // SAFETY: on the engine's thread, the callback open (what `result` runs under).
                let owner = unsafe { d.owner() };
                let old = {
                    let mut kept = owner.kept.borrow_mut();
                    match kept.iter_mut().find(|(t, _)| *t == caller) {
                        Some(slot) => Some(std::mem::replace(&mut slot.1, keep)),
                        None => {
                            kept.push((caller, keep));
                            None
                        }
                    }
                };
                if let Some(old) = old {
                    // SAFETY: the callback's own reference to that thread's previous
                    // result, released once, with no borrow held.
                    unsafe { qjs::JS_FreeValue(ctx, old) };
                }
            }
            Ok(Some(bytes.map_or(0, |b| {
                if b.len == 0 {
                    0
                } else {
                    b.data as u64
                }
            })))
        }
        None => Ok(Some(0)),
        Some(StructParam::Struct(layout)) => {
            // SAFETY: `v` is a live value of this context (upcall contract), read as a copy
            // it still owns; `live_bytes` runs no script.
            let bytes = unsafe { live_bytes(ctx, v.cast::<qjs::JSValue>().read()) };
            match bytes {
                Some(b) => {
                    // As Deno: the first bytes of the buffer, at most the struct's size (a
                    // shorter buffer leaves the rest zero).
                    let n = b.len.min(layout.size());
                    // SAFETY: `out` has room for the struct's words (upcall contract), zeroed
                    // by the caller; `b` covers `b.len` live bytes of the buffer now, which
                    // do not overlap it.
                    unsafe { std::ptr::copy_nonoverlapping(b.data, out.cast::<u8>(), n) };
                    Ok(None)
                }
                None => Err(HostError::type_error(format!(
                    "callback result: expected an ArrayBuffer, typed array or DataView of {} \
                     bytes for the struct result {}, found {}",
                    layout.size(),
                    layout.describe(),
                    // SAFETY: as above.
                    unsafe { type_name(ctx, v.cast::<qjs::JSValue>().read()) }
                ))),
            }
        }
        Some(StructParam::Kind(kind)) => {
            let kind = *kind;
            // Under a dialect with pointer objects, one gives its address (the number `v`
            // then points to; a BigInt made past 2^53 is freed after the conversion).
            // SAFETY: `v` is a live value of this context (upcall contract), read as a copy
            // it still owns.
            let raw = unsafe { v.cast::<qjs::JSValue>().read() };
            let (mut tmp, owned) = if d.rules.dialect.pointer_objects
                && kind == hostcall::ParamKind::Pointer
                && host.pointers.address(raw).is_some()
            {
                host.pointers.as_number(raw)
            } else {
                (raw, false)
            };
            // `tmp` is `v`'s value (a borrowed copy) or the number in its place.
            let at = (&mut tmp as *mut qjs::JSValue).cast::<Value>();
            // SAFETY: `at` is a live value of this context and layout (`v`'s, or the number
            // made above).
            let r = unsafe {
                upcall::convert_result(kind, at, d.rules.policy(&host.policy), host.layout, rec.cx)
            };
            if owned {
                // SAFETY: the BigInt made above, owned here, freed once.
                unsafe { qjs::JS_FreeValue(ctx, tmp) };
            }
            r.map(Some)
        }
    };
    // SAFETY: `v` is owned by this hook (upcall contract): freed once, after conversion.
    unsafe { qjs::JS_FreeValue(ctx, v.cast::<qjs::JSValue>().read()) };
    match converted {
        Ok(Some(raw)) => {
            // SAFETY: `out` is writable (upcall contract).
            unsafe { *out = raw };
            true
        }
        // A struct's bytes were written.
        Ok(None) => true,
        Err(e) => {
            // SAFETY: `ctx` is live; the thrown error is taken back at once, owned. `out`
            // has the result's words (upcall contract).
            unsafe {
                throw_error(ctx, &e);
                host.record_error(qjs::JS_GetException(ctx), d);
                std::ptr::write_bytes(out, 0, d.sig.result_words());
            }
            false
        }
    }
}

/// `queue`: hands a call from another thread to the engine. A non-`void` caller blocks
/// until the engine ran the call (or dropped it: closed, or the engine ended), a `void`
/// caller returns at once unless the callback's rules let any thread call it (then it
/// blocks as well). A caller
/// that finds [`MAX_QUEUED`] calls queued waits for room first.
unsafe extern "C" fn queue(rec: *const UpcallRecord, raw: *const u64, out: *mut u64) {
    // SAFETY: the record is one of ours, leaked (upcall contract).
    let (rec, d): (&'static UpcallRecord, _) = unsafe { (&*rec, data(rec)) };
    let n = d.sig.params().len();
    let mut args = if n == 0 {
        Vec::new()
    } else {
        // SAFETY: `raw` holds one raw value per parameter (upcall contract).
        unsafe { std::slice::from_raw_parts(raw, n) }.to_vec()
    };
    // A struct's bytes live only as long as this native call, which a `void` caller under
    // hostcall's rules does not wait for: they are copied into storage the job owns, and
    // its raw value becomes their address there (a `Vec`'s heap storage moves with it).
    let mut structs = Vec::new();
    if d.sig.has_structs() {
        let mut at = Vec::with_capacity(n);
        for (i, p) in d.sig.params().iter().enumerate() {
            if let CallbackParam::Struct(l) = p {
                at.push((i, structs.len(), l.size()));
                structs.resize(structs.len() + l.size().div_ceil(8), 0u64);
            }
        }
        for &(i, word, size) in &at {
            let dst = structs[word..].as_mut_ptr();
            // SAFETY: `args[i]` is the address of the struct's bytes, readable for its size
            // during this call (upcall contract); `dst` has room for them (reserved above)
            // and does not overlap them.
            unsafe {
                std::ptr::copy_nonoverlapping(args[i] as usize as *const u8, dst.cast::<u8>(), size)
            };
            args[i] = dst as usize as u64;
        }
    }
    let (reply, wait) = if d.sig.result().is_some() || d.rules.any_thread {
        let (tx, rx) = sync_channel(1);
        (Some(tx), Some(rx))
    } else {
        (None, None)
    };
    {
        let mut q = d.link.lock();
        // A full queue: wait for room (see `MAX_QUEUED`); a close or the engine's end wakes
        // the wait and refuses the call below.
        while q.len() >= MAX_QUEUED
            && d.link.alive.load(Ordering::Acquire)
            && !d.closed.load(Ordering::Acquire)
        {
            q = d.link.space.wait(q).unwrap_or_else(|e| e.into_inner());
        }
        if !d.link.alive.load(Ordering::Acquire) || d.closed.load(Ordering::Acquire) {
            drop(q);
            d.refuse(if d.link.alive.load(Ordering::Acquire) {
                Refusal::Closed
            } else {
                Refusal::EngineGone
            });
            // SAFETY: `out` is writable (upcall contract).
            unsafe { *out = 0 };
            return;
        }
        q.push_back(Job::Upcall {
            rec,
            args,
            structs,
            reply,
            caller: current_thread(),
        });
        d.link.queued.fetch_add(1, Ordering::Relaxed);
        d.link.arrived.notify_all();
    }
    let words = d.sig.result_words();
    // SAFETY: `out` has the result's words (upcall contract).
    let out = unsafe { std::slice::from_raw_parts_mut(out, words) };
    out.fill(0);
    if let Some(r) = wait.and_then(|rx| rx.recv().ok()) {
        let n = r.len().min(words);
        out[..n].copy_from_slice(&r[..n]);
    }
}
