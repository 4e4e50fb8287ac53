//! QuickJS-NG's value layout and the hooks through which thunks reach the engine.
//!
//! Every hook checks the value's tag itself before calling into QuickJS, so no hook can run
//! a script (QuickJS's conversion functions would call `toString`/`valueOf`), and a hook
//! that refuses a value leaves no exception pending: the fast lane stays side-effect free.

use std::ffi::{c_char, c_void, CString};

use hostcall::layout::{is_clean_cstr, is_utf8, quickjs_tags, take_host_error, Hooks};
use hostcall::{ErrorKind, HostError, LayoutRef, Value, ValueLayout};
use rquickjs::qjs;

// The preset's tags and shape are QuickJS-NG's, as the bindings define them.
const _: () = {
    assert!(quickjs_tags::BIG_INT == qjs::JS_TAG_BIG_INT as i64);
    assert!(quickjs_tags::SYMBOL == qjs::JS_TAG_SYMBOL as i64);
    assert!(quickjs_tags::STRING == qjs::JS_TAG_STRING as i64);
    assert!(quickjs_tags::STRING_ROPE == qjs::JS_TAG_STRING_ROPE as i64);
    assert!(quickjs_tags::OBJECT == qjs::JS_TAG_OBJECT as i64);
    assert!(quickjs_tags::INT == qjs::JS_TAG_INT as i64);
    assert!(quickjs_tags::BOOL == qjs::JS_TAG_BOOL as i64);
    assert!(quickjs_tags::NULL == qjs::JS_TAG_NULL as i64);
    assert!(quickjs_tags::UNDEFINED == qjs::JS_TAG_UNDEFINED as i64);
    assert!(quickjs_tags::EXCEPTION == qjs::JS_TAG_EXCEPTION as i64);
    assert!(quickjs_tags::SHORT_BIG_INT == qjs::JS_TAG_SHORT_BIG_INT as i64);
    assert!(quickjs_tags::FLOAT64 == qjs::JS_TAG_FLOAT64 as i64);
    assert!(std::mem::size_of::<qjs::JSValue>() == 16);
    assert!(std::mem::align_of::<qjs::JSValue>() == 8);
    assert!(std::mem::offset_of!(qjs::JSValue, u) == 0);
    assert!(std::mem::offset_of!(qjs::JSValue, tag) == 8);
};

/// The registered QuickJS-NG layout with this crate's hooks.
///
/// Its `buffer_data` hook reads typed arrays and `DataView`s only once a [`crate::Host`] was
/// attached in this process (which checks QuickJS-NG's private view record first); before
/// that it takes bare `ArrayBuffer`s only.
pub fn quickjs_layout() -> LayoutRef {
    let layout = ValueLayout::quickjs_ng_64(Hooks {
        string_acquire: Some(string_acquire),
        string_release: Some(string_release),
        string_new: Some(string_new),
        buffer_data: Some(buffer_data),
        bigint_to_i64: Some(bigint_to_i64),
        bigint_to_u64: Some(bigint_to_u64),
        bigint_from_i64: Some(bigint_from_i64),
        bigint_from_u64: Some(bigint_from_u64),
        throw: Some(throw),
        receiver: Some(receiver),
        bytes_new: Some(bytes_new),
        pointer_address: Some(pointer_address),
        pointer_new: Some(pointer_new),
        ffi_buffer_data: Some(ffi_buffer_data),
    });
    // SAFETY: the preset is QuickJS-NG's own encoding (asserted against the bindings above)
    // and every hook in this module honours its contract (see each hook's comments).
    match unsafe { layout.register() } {
        Ok(l) => l,
        // The preset is valid for any hooks that include `throw`: a bug here, not an input.
        Err(e) => panic!("QuickJS layout: {e}"),
    }
}

/// Reads the `JSValue` behind a `*const Value`.
///
/// # Safety
///
/// `v` points to a live `JSValue`.
#[inline(always)]
unsafe fn jsv(v: *const Value) -> qjs::JSValue {
    // SAFETY: caller's contract.
    unsafe { v.cast::<qjs::JSValue>().read() }
}

/// Clears the exception a failed QuickJS call left pending, so a refusing hook has no side
/// effect.
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn clear_exception(ctx: *mut qjs::JSContext) {
    // SAFETY: caller's contract; the exception value is owned and freed here.
    unsafe {
        let e = qjs::JS_GetException(ctx);
        qjs::JS_FreeValue(ctx, e);
    }
}

unsafe extern "C" fn string_acquire(
    cx: *mut c_void,
    v: *const Value,
    len: *mut usize,
) -> *const c_char {
    let ctx = cx.cast::<qjs::JSContext>();
    // SAFETY: hook contract: `v` is a live value of this context.
    let val = unsafe { jsv(v) };
    if val.tag != i64::from(qjs::JS_TAG_STRING) && val.tag != i64::from(qjs::JS_TAG_STRING_ROPE) {
        return std::ptr::null();
    }
    let mut n: qjs::size_t = 0;
    // SAFETY: `val` is a string, so this converts without running scripts.
    let p = unsafe { qjs::JS_ToCStringLen2(ctx, &mut n, val, false) };
    if p.is_null() {
        // SAFETY: `ctx` is live.
        unsafe { clear_exception(ctx) };
        return std::ptr::null();
    }
    // SAFETY: QuickJS returned `n` bytes at `p`.
    let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), n as usize) };
    if !is_clean_cstr(bytes) {
        // SAFETY: `p` came from JS_ToCStringLen2 on this context.
        unsafe { qjs::JS_FreeCString(ctx, p) };
        return std::ptr::null();
    }
    // SAFETY: `len` is writable (hook contract).
    unsafe { *len = n as usize };
    p
}

unsafe extern "C" fn string_release(cx: *mut c_void, s: *const c_char) {
    // SAFETY: `s` came from `string_acquire` on this context.
    unsafe { qjs::JS_FreeCString(cx.cast(), s) };
}

/// Makes a string from a `cstring` result. Bytes that are not valid UTF-8 (Rust's definition:
/// no surrogate code points, no overlong forms, no truncated sequences) are a `TypeError`,
/// never a replacement character or a lone surrogate: the result was not the text the
/// descriptor promised, and a script that needs the bytes declares the result as `pointer`.
unsafe extern "C" fn string_new(cx: *mut c_void, s: *const c_char, ret: *mut Value) -> bool {
    let ctx = cx.cast::<qjs::JSContext>();
    // SAFETY: `s` is NUL-terminated (hook contract).
    let bytes = unsafe { std::ffi::CStr::from_ptr(s) }.to_bytes();
    if !is_utf8(bytes) {
        let err = HostError::new(
            ErrorKind::TypeError,
            "cstring result is not valid UTF-8; declare the result as `pointer` to read its bytes",
        );
        // SAFETY: `ctx` is live; the exception stays pending, as the hook's `false` requires.
        unsafe { throw_error(ctx, &err) };
        return false;
    }
    // SAFETY: `bytes` are valid UTF-8 at `s`; QuickJS copies them.
    let v = unsafe { qjs::JS_NewStringLen(ctx, s, bytes.len() as qjs::size_t) };
    if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        return false;
    }
    // SAFETY: `ret` is a writable value slot; the new string's reference moves into it.
    unsafe { ret.cast::<qjs::JSValue>().write(v) };
    true
}

/// A new `Uint8Array` holding a copy of `len` bytes at `data` (a struct result).
unsafe extern "C" fn bytes_new(
    cx: *mut c_void,
    data: *const u8,
    len: usize,
    ret: *mut Value,
) -> bool {
    let ctx = cx.cast::<qjs::JSContext>();
    // SAFETY: `ctx` is the calling context; `data` is readable for `len` bytes (hook
    // contract), which QuickJS copies.
    let v = unsafe { qjs::JS_NewUint8ArrayCopy(ctx, data, len as qjs::size_t) };
    if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        return false;
    }
    // SAFETY: `ret` is a writable value slot; the new array's reference moves into it.
    unsafe { ret.cast::<qjs::JSValue>().write(v) };
    true
}

/// The bytes of an `ArrayBuffer`, or of a typed array or `DataView` over one, as they are
/// now ([`crate::binding::buffer::live_bytes`]: a length-tracking view over a resizable buffer covers
/// what the buffer holds now; a detached buffer or a view outside its buffer is refused). A
/// `SharedArrayBuffer`, bare or under a view, is refused (the call falls back and the policy
/// raises a `TypeError`): its bytes may be written by another agent while the native
/// function runs, which is a data race in the native code, and hostcall cannot know the
/// function tolerates it.
unsafe extern "C" fn buffer_data(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool {
    // SAFETY: hook contract: `v` is a live value of the context `cx`; `data` and `len` are
    // writable.
    unsafe {
        give_bytes(
            crate::binding::buffer::buffer_bytes(cx.cast(), jsv(v)),
            data,
            len,
        )
    }
}

/// A buffer hook's answer: `bytes` into `*data` and `*len`, or `false` for none.
///
/// # Safety
///
/// `data` and `len` are writable.
unsafe fn give_bytes(bytes: Option<(*mut u8, usize)>, data: *mut *mut u8, len: *mut usize) -> bool {
    let Some((p, n)) = bytes else {
        return false;
    };
    // SAFETY: the caller's contract.
    unsafe {
        *data = p;
        *len = n;
    }
    true
}

/// The address of one of the engine's pointer objects (the `pointer-objects` rule, see
/// [`crate::binding::pointer_value::PointerObjects`]): its class is checked against the
/// context's, then its opaque slot read. Runs no script.
unsafe extern "C" fn pointer_address(cx: *mut c_void, v: *const Value, out: *mut usize) -> bool {
    // SAFETY: hook contract: `v` is a live value of the context `cx`; `out` is writable.
    unsafe {
        match crate::binding::pointer_value::pointer_object_address(cx.cast(), jsv(v)) {
            Some(a) => {
                *out = a;
                true
            }
            None => false,
        }
    }
}

/// The pointer object of `addr` in the engine of `cx` (`null` for 0). Fails (an exception
/// pending) when the engine registered no pointer-object class: a signature under a dialect
/// with pointer objects is only made by an FFI that registered it.
unsafe extern "C" fn pointer_new(cx: *mut c_void, addr: usize, ret: *mut Value) -> bool {
    let ctx = cx.cast::<qjs::JSContext>();
    let class = crate::binding::pointer_value::pointer_class_of(ctx);
    // SAFETY: `ctx` is the live context of the call (hook contract); the class is its
    // runtime's (or 0, refused with an exception).
    let v = unsafe { crate::binding::pointer_value::make_pointer_object(ctx, class, addr) };
    if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        return false;
    }
    // SAFETY: `ret` is a writable value slot; the new value's reference moves into it.
    unsafe { ret.cast::<qjs::JSValue>().write(v) };
    true
}

/// The `ffi-buffers` dialect rule ([`hostcall::Dialect::ffi_buffers`]): the bytes of an `ArrayBuffer`,
/// `SharedArrayBuffer` or a view over one as they are now, and a null pointer for a buffer
/// with no memory behind it (`new Uint8Array(0)`; an empty view of a buffer with bytes
/// passes its address). Shared bytes may be written by another agent while the native
/// function runs. A detached buffer or a view outside its buffer is refused.
unsafe extern "C" fn ffi_buffer_data(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool {
    // SAFETY: hook contract: `v` is a live value of the context `cx`; `data` and `len` are
    // writable.
    unsafe {
        let bytes = crate::binding::buffer::live_bytes(cx.cast(), jsv(v)).map(|b| {
            (
                if b.backing {
                    b.data
                } else {
                    std::ptr::null_mut()
                },
                b.len,
            )
        });
        give_bytes(bytes, data, len)
    }
}

/// The value of a BigInt that fits `i64` exactly (`None` for anything else).
///
/// # Safety
///
/// `ctx` is a live context and `val` a live value of it.
pub(crate) unsafe fn bigint_i64(ctx: *mut qjs::JSContext, val: qjs::JSValue) -> Option<i64> {
    if val.tag == i64::from(qjs::JS_TAG_SHORT_BIG_INT) {
        // SAFETY: a short BigInt's payload is its value.
        return Some(i64::from(unsafe { val.u.short_big_int }));
    }
    if val.tag != i64::from(qjs::JS_TAG_BIG_INT) {
        return None;
    }
    let mut out = 0i64;
    // SAFETY: `val` is a BigInt; JS_ToBigInt64 wraps modulo 2^64, so the value fits
    // exactly when it round-trips.
    unsafe {
        if qjs::JS_ToBigInt64(ctx, &mut out, val) != 0 {
            clear_exception(ctx);
            return None;
        }
        let back = qjs::JS_NewBigInt64(ctx, out);
        let same = qjs::JS_IsStrictEqual(ctx, val, back);
        qjs::JS_FreeValue(ctx, back);
        same.then_some(out)
    }
}

unsafe extern "C" fn bigint_to_i64(cx: *mut c_void, v: *const Value, out: *mut i64) -> bool {
    // SAFETY: hook contract.
    match unsafe { bigint_i64(cx.cast(), jsv(v)) } {
        Some(i) => {
            // SAFETY: `out` is writable.
            unsafe { *out = i };
            true
        }
        None => false,
    }
}

unsafe extern "C" fn bigint_to_u64(cx: *mut c_void, v: *const Value, out: *mut u64) -> bool {
    let ctx = cx.cast::<qjs::JSContext>();
    // SAFETY: hook contract.
    let val = unsafe { jsv(v) };
    if val.tag == i64::from(qjs::JS_TAG_SHORT_BIG_INT) {
        // SAFETY: a short BigInt's payload is its value.
        let i = unsafe { val.u.short_big_int };
        return match u64::try_from(i) {
            Ok(u) => {
                // SAFETY: `out` is writable.
                unsafe { *out = u };
                true
            }
            Err(_) => false,
        };
    }
    if val.tag != i64::from(qjs::JS_TAG_BIG_INT) {
        return false;
    }
    let mut u = 0u64;
    // SAFETY: as in `bigint_i64`.
    unsafe {
        if qjs::JS_ToBigUint64(ctx, &mut u, val) != 0 {
            clear_exception(ctx);
            return false;
        }
        let back = qjs::JS_NewBigUint64(ctx, u);
        let same = qjs::JS_IsStrictEqual(ctx, val, back);
        qjs::JS_FreeValue(ctx, back);
        if same {
            *out = u;
        }
        same
    }
}

unsafe extern "C" fn bigint_from_i64(cx: *mut c_void, v: i64, ret: *mut Value) -> bool {
    // SAFETY: `cx` is a live context; the new value moves into the writable `ret`.
    unsafe {
        let b = qjs::JS_NewBigInt64(cx.cast(), v);
        if b.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return false;
        }
        ret.cast::<qjs::JSValue>().write(b);
    }
    true
}

unsafe extern "C" fn bigint_from_u64(cx: *mut c_void, v: u64, ret: *mut Value) -> bool {
    // SAFETY: as above.
    unsafe {
        let b = qjs::JS_NewBigUint64(cx.cast(), v);
        if b.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return false;
        }
        ret.cast::<qjs::JSValue>().write(b);
    }
    true
}

/// Raises `err` in `ctx` as the matching JavaScript error.
///
/// # Safety
///
/// `ctx` is a live context.
pub(crate) unsafe fn throw_error(ctx: *mut qjs::JSContext, err: &HostError) {
    // The host raised it through QuickJS itself: it stays pending as it is.
    // SAFETY: `ctx` is live.
    if err.kind() == ErrorKind::Pending && unsafe { qjs::JS_HasException(ctx) } {
        return;
    }
    let msg = CString::new(err.message().replace('\0', "\\0")).unwrap_or_default();
    // SAFETY: `%s` with one C string argument; QuickJS copies the message.
    unsafe {
        match err.kind() {
            ErrorKind::TypeError => qjs::JS_ThrowTypeError(ctx, c"%s".as_ptr(), msg.as_ptr()),
            ErrorKind::RangeError => qjs::JS_ThrowRangeError(ctx, c"%s".as_ptr(), msg.as_ptr()),
            _ => qjs::JS_ThrowPlainError(ctx, c"%s".as_ptr(), msg.as_ptr()),
        };
    }
}

unsafe extern "C" fn throw(cx: *mut c_void, err: *mut HostError) {
    // SAFETY: the backend hands over ownership of `err`; `cx` is a live context.
    unsafe {
        let err = take_host_error(err);
        throw_error(cx.cast(), &err);
    }
}

unsafe extern "C" fn receiver(_cx: *mut c_void, this: *const Value, class: u64) -> *mut c_void {
    let Ok(class) = u32::try_from(class) else {
        return std::ptr::null_mut();
    };
    // SAFETY: `this` is a live value; JS_GetOpaque checks the tag and class itself and
    // returns null (raising nothing) on a mismatch.
    unsafe { qjs::JS_GetOpaque(jsv(this), class) }
}
