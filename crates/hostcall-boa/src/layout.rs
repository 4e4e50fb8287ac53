//! Boa's `JsValue` as a hostcall [`ValueLayout`]: the probe that checks Boa's bits against
//! the [`boa_nan_boxed`](ValueLayout::boa_nan_boxed) preset before anything trusts them, and
//! the hooks through which thunks and the generic backend reach Boa's strings, buffers,
//! BigInts and errors.
//!
//! ## Ownership of Boa values (what a thunk may read, what a result write must do)
//!
//! - **Arguments** are Boa's own `&[JsValue]`, read in place and never written: a thunk
//!   reads their bits; a hook that needs the value itself (a string's text, a BigInt's
//!   digits, a buffer's bytes) borrows it as `&JsValue` for the hook's duration. Boa's
//!   collector cannot run during a call of a host function (it runs only when the engine
//!   allocates, and no hook allocates a Boa object except to make the result).
//! - **Results** are written into one `JsValue` slot the binding owns, which starts as
//!   `undefined`. A primitive result is plain bits (no ownership). A string, BigInt or byte
//!   array result is made by a hook as a new `JsValue` and *moved* into the slot
//!   (`ptr::write`, no drop of the `undefined` it replaces); the binding then returns the
//!   slot as its `JsValue`, so each reference count is taken once and released once.
//! - **Strings** are copied out (`JsString` is UTF-16 or Latin-1 without a NUL): the acquire
//!   hook converts into a buffer of the host's pool (reused from call to call: no heap
//!   allocation once the pool has a buffer long enough), the release hook gives it back. A
//!   string that is not valid Unicode (a lone surrogate) or holds a NUL is refused (null), so
//!   the policy decides.
//! - **Receivers**: a host object is a Boa object whose data is a `HostInstance` (class id,
//!   native pointer); the receiver hook downcasts `this` and compares the class id, so a
//!   method called on another object (`Reflect.apply`, a method moved to another class's
//!   instance) is refused before the function runs.
//! - **Buffers**: the bytes of an `ArrayBuffer`, or a typed array's or `DataView`'s window
//!   on one (at its live offset and length), are borrowed for the call; a detached buffer is
//!   refused. No script runs between the borrow and the host function's return, so the
//!   buffer cannot be resized or detached under it.

use std::cell::RefCell;
use std::ffi::{c_char, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

use boa_engine::object::builtins::{JsArrayBuffer, JsDataView, JsTypedArray, JsUint8Array};
use boa_engine::string::{JsStr, JsStrVariant};
use boa_engine::{
    Context, Finalize, JsBigInt, JsData, JsObject, JsString, JsSymbol, JsValue, Trace,
};
use hostcall::layout::take_host_error;
use hostcall::{Class, Hooks, HostError, LayoutRef, Primitive, Value, ValueLayout};
use num_traits::ToPrimitive;

use crate::error::Error;

/// The data of a host object (`Host::instance`): its class and native pointer, which the
/// receiver hook hands to a method of that class. Holds no Boa value: nothing to trace.
#[derive(Trace, Finalize, JsData)]
#[boa_gc(unsafe_empty_trace)]
pub(crate) struct HostInstance {
    /// The class id (`class.rs`), unique in the process.
    pub(crate) class: u64,
    /// The native pointer the class's receivers get.
    pub(crate) ptr: *mut c_void,
}

/// What the hooks receive as their `cx`: the calling `Context`, the host's string buffers,
/// and the error a failed call raised, which the binding turns into a `JsError` once the call
/// returns.
pub(crate) struct CallCx<'a> {
    /// The `Context` of the call (for hooks that make objects).
    pub(crate) context: *mut Context,
    /// Where string arguments are converted.
    pub(crate) strings: &'a StringPool,
    /// The error of the throw hook, taken by the binding after a `Threw`.
    pub(crate) error: RefCell<Option<HostError>>,
}

/// Buffers for string arguments, reused from call to call (one pool per host, on its
/// thread): converting a string argument allocates only when it is longer than every buffer
/// kept, so the steady state of a call with string arguments makes no heap allocation for
/// them. A buffer handed out stays in `in_use` until the release hook gives it back, so its
/// bytes do not move while native code reads them.
#[derive(Default)]
pub(crate) struct StringPool {
    free: RefCell<Vec<Vec<u8>>>,
    in_use: RefCell<Vec<Vec<u8>>>,
}

/// Buffers the pool keeps for reuse, and the largest it keeps (larger ones are freed).
const POOL_BUFFERS: usize = 8;
const POOL_BUFFER_MAX: usize = 64 * 1024;

impl StringPool {
    /// `s` as NUL-terminated UTF-8 in a pooled buffer; `None` when it cannot be a C string
    /// (a NUL, a lone surrogate).
    fn acquire(&self, s: &JsString) -> Option<(*const c_char, usize)> {
        let mut buf = self.free.try_borrow_mut().ok()?.pop().unwrap_or_default();
        if !utf8_into(s, &mut buf) {
            self.give_back(buf);
            return None;
        }
        let (p, n) = (buf.as_ptr().cast::<c_char>(), buf.len() - 1);
        // Moving the Vec keeps its heap bytes where they are.
        self.in_use.try_borrow_mut().ok()?.push(buf);
        Some((p, n))
    }

    /// Gives back the buffer whose bytes start at `p`.
    fn release(&self, p: *const c_char) {
        let Ok(mut in_use) = self.in_use.try_borrow_mut() else {
            return;
        };
        if let Some(i) = in_use
            .iter()
            .rposition(|b| b.as_ptr().cast::<c_char>() == p)
        {
            let buf = in_use.swap_remove(i);
            drop(in_use);
            self.give_back(buf);
        }
    }

    fn give_back(&self, buf: Vec<u8>) {
        if let Ok(mut free) = self.free.try_borrow_mut() {
            if free.len() < POOL_BUFFERS && buf.capacity() <= POOL_BUFFER_MAX {
                free.push(buf);
            }
        }
    }
}

/// Writes `s` as UTF-8 and a NUL into `out`; false when it holds a NUL or a lone surrogate.
fn utf8_into(s: &JsString, out: &mut Vec<u8>) -> bool {
    out.clear();
    match s.variant() {
        JsStrVariant::Latin1(bytes) => {
            if bytes.iter().all(|&c| c.wrapping_sub(1) < 0x7f) {
                // ASCII without NUL: the bytes are the UTF-8.
                out.extend_from_slice(bytes);
            } else {
                out.reserve(bytes.len() * 2 + 1);
                for &c in bytes {
                    match c {
                        0 => return false,
                        1..=0x7f => out.push(c),
                        _ => out.extend_from_slice(&[0xc0 | (c >> 6), 0x80 | (c & 0x3f)]),
                    }
                }
            }
        }
        JsStrVariant::Utf16(units) => {
            out.reserve(units.len() + 1);
            for ch in char::decode_utf16(units.iter().copied()) {
                match ch {
                    Ok('\0') | Err(_) => return false,
                    Ok(ch) => out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes()),
                }
            }
        }
    }
    out.push(0);
    true
}

/// The registered layout of Boa's values, checked against Boa once per process.
///
/// # Errors
///
/// [`Error::Layout`] when this build of Boa does not encode values as the preset says (a
/// `JsValue` of another size, Boa's `jsvalue-enum` feature, a new encoding): every host
/// function is then refused, nothing reads Boa's bits.
pub fn boa_layout() -> Result<LayoutRef, Error> {
    static LAYOUT: OnceLock<Result<LayoutRef, Error>> = OnceLock::new();
    LAYOUT
        .get_or_init(|| {
            probe()?;
            let layout = ValueLayout::boa_nan_boxed(hooks());
            // SAFETY: `probe` checked that Boa's `JsValue` is one u64 encoded as the preset
            // says (every primitive's bits, and the kind of a string, object, BigInt and
            // symbol); the hooks below honour their contracts (see each) and never unwind.
            unsafe { layout.register() }.map_err(|e| Error::Layout(e.to_string()))
        })
        .clone()
}

/// The bits of a `JsValue`.
fn bits_of(v: &JsValue) -> u64 {
    // SAFETY: `probe` reads this only after checking that a `JsValue` is 8 bytes; reading
    // its bytes as a u64 reads an initialised pointer-sized field (Boa's NaN-boxed value is
    // one `*mut ()`), which loses only its provenance.
    unsafe { (v as *const JsValue).cast::<u64>().read_unaligned() }
}

/// Checks Boa's encoding against the preset: sizes, every primitive's bits, and the class
/// the preset reads from a string, an object, a BigInt and a symbol.
fn probe() -> Result<(), Error> {
    probe_against(&ValueLayout::boa_nan_boxed(Hooks::default()))
}

/// [`probe`] against any layout (tests check that a layout Boa does not match is refused).
fn probe_against(enc: &ValueLayout) -> Result<(), Error> {
    if size_of::<JsValue>() != 8 || align_of::<JsValue>() != 8 {
        return Err(Error::Layout(format!(
            "a Boa JsValue is {} bytes aligned to {} (the NaN-boxed one is 8 and 8; is Boa's \
             `jsvalue-enum` feature on?)",
            size_of::<JsValue>(),
            align_of::<JsValue>()
        )));
    }
    if enc.size != 8 {
        return Err(Error::Layout(format!(
            "layout `{}` has {}-byte values; a Boa JsValue is 8",
            enc.name, enc.size
        )));
    }
    let primitives = [
        (JsValue::from(42), Primitive::Int32(42)),
        (JsValue::from(-7), Primitive::Int32(-7)),
        (JsValue::from(1.5), Primitive::Float64(1.5)),
        (JsValue::from(-0.0), Primitive::Float64(-0.0)),
        (JsValue::from(f64::NAN), Primitive::Float64(f64::NAN)),
        (
            JsValue::from(f64::INFINITY),
            Primitive::Float64(f64::INFINITY),
        ),
        (JsValue::from(true), Primitive::Bool(true)),
        (JsValue::from(false), Primitive::Bool(false)),
        (JsValue::null(), Primitive::Null),
        (JsValue::undefined(), Primitive::Undefined),
    ];
    for (v, p) in primitives {
        let mut want = 0u64;
        // SAFETY: 8 writable bytes, the size of a value of this layout.
        unsafe { enc.write((&mut want as *mut u64).cast::<Value>(), p) };
        let got = bits_of(&v);
        if got != want {
            return Err(Error::Layout(format!(
                "Boa encodes {p:?} as {got:#018x}, the layout says {want:#018x}"
            )));
        }
    }
    let mut cells = vec![
        (JsValue::from(JsString::from("probe")), Class::String),
        (JsValue::from(JsObject::with_null_proto()), Class::Object),
        (JsValue::from(JsBigInt::from(1i64 << 62)), Class::BigInt),
    ];
    // Boa refuses a new symbol only when its ids run out.
    if let Some(sym) = JsSymbol::new(None) {
        cells.push((JsValue::from(sym), Class::Other));
    }
    for (v, want) in cells {
        // SAFETY: `v` is a live JsValue, 8 bytes (checked above); the layout's
        // classification reads only its bits.
        let got = unsafe { enc.classify((&v as *const JsValue).cast::<Value>()) };
        if got != want {
            return Err(Error::Layout(format!(
                "the layout reads a Boa {want:?} value ({:#018x}) as {got:?}",
                bits_of(&v)
            )));
        }
    }
    Ok(())
}

/// The hooks of Boa's layout.
fn hooks() -> Hooks {
    Hooks {
        string_acquire: Some(string_acquire),
        string_release: Some(string_release),
        string_new: Some(string_new),
        buffer_data: Some(buffer_data),
        bytes_new: Some(bytes_new),
        bigint_to_i64: Some(bigint_to_i64),
        bigint_to_u64: Some(bigint_to_u64),
        bigint_from_i64: Some(bigint_from_i64),
        bigint_from_u64: Some(bigint_from_u64),
        throw: Some(throw),
        receiver: Some(receiver),
        // Boa has no FFI of its own: no dialect's pointer objects or FFI buffers.
        pointer_address: None,
        pointer_new: None,
        ffi_buffer_data: None,
    }
}

/// Runs a hook's body, turning a panic (none is expected: Boa's conversions used here do not
/// panic) into the hook's failure value, so nothing unwinds into generated or C frames.
fn guarded<R>(fail: R, f: impl FnOnce() -> R) -> R {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        hostcall::core::typed::drop_panic_payload(payload);
        fail
    })
}

/// # Safety
/// `v` points to a live `JsValue` (every value of this layout is one: `boa_layout`'s probe).
unsafe fn js_value<'a>(v: *const Value) -> &'a JsValue {
    // SAFETY: the caller's contract; 8 bytes, aligned as a JsValue (Boa's argument slices).
    unsafe { &*v.cast::<JsValue>() }
}

/// # Safety
/// `cx` is the `CallCx` of the running call.
unsafe fn call_cx<'a>(cx: *mut c_void) -> &'a CallCx<'a> {
    // SAFETY: the caller's contract (the binding passes its `CallCx` as the frame's cx).
    unsafe { &*cx.cast::<CallCx<'a>>() }
}

/// Moves `v` into the result slot `ret` (see the module docs: the slot's old value is plain
/// bits and is not dropped).
///
/// # Safety
/// `ret` is valid for writing one value of this layout.
unsafe fn put(ret: *mut Value, v: JsValue) {
    // SAFETY: the caller's contract.
    unsafe { ret.cast::<JsValue>().write_unaligned(v) }
}

/// [`StringAcquireFn`](hostcall::layout::StringAcquireFn): the string as UTF-8 in one of
/// the host's pooled buffers (null for a non-string, a lone surrogate or an interior NUL).
unsafe extern "C" fn string_acquire(
    cx: *mut c_void,
    v: *const Value,
    len: *mut usize,
) -> *const c_char {
    guarded(std::ptr::null(), || {
        // SAFETY: the hook's contract: `v` is a live value of this layout.
        let Some(s) = unsafe { js_value(v) }.as_string() else {
            return std::ptr::null();
        };
        // SAFETY: `cx` is the running call's `CallCx`.
        let cx = unsafe { call_cx(cx) };
        match cx.strings.acquire(&s) {
            Some((p, n)) => {
                // SAFETY: the hook's contract: `len` is writable.
                unsafe { len.write(n) };
                p
            }
            None => std::ptr::null(),
        }
    })
}

/// [`StringReleaseFn`](hostcall::layout::StringReleaseFn): the buffer back to the pool.
unsafe extern "C" fn string_release(cx: *mut c_void, s: *const c_char) {
    guarded((), || {
        // SAFETY: `cx` is the running call's `CallCx`.
        unsafe { call_cx(cx) }.strings.release(s);
    })
}

/// [`StringNewFn`](hostcall::layout::StringNewFn): a new `JsString` (invalid UTF-8 replaced).
unsafe extern "C" fn string_new(_cx: *mut c_void, s: *const c_char, ret: *mut Value) -> bool {
    guarded(false, || {
        // SAFETY: the hook's contract: `s` is NUL-terminated, alive for the call.
        let bytes = unsafe { CStr::from_ptr(s) }.to_bytes();
        let string = if bytes.is_ascii() {
            // ASCII is Latin-1 as it is: one copy, no UTF-8 decoding.
            JsString::from(JsStr::latin1(bytes))
        } else {
            JsString::from(&*String::from_utf8_lossy(bytes))
        };
        // SAFETY: `ret` is the call's result slot.
        unsafe { put(ret, JsValue::from(string)) };
        true
    })
}

/// [`BufferDataFn`](hostcall::layout::BufferDataFn): the bytes of an `ArrayBuffer`, or the
/// window of a typed array or `DataView` on one, at their live offset and length (Boa's own
/// getters, which run no script); false for anything else, a detached buffer, or a
/// `SharedArrayBuffer` (not read yet: such parameters fall back to the policy).
unsafe extern "C" fn buffer_data(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool {
    guarded(false, || {
        // SAFETY: the hook's contract: `v` is a live value of this layout.
        let Some(obj) = unsafe { js_value(v) }.as_object() else {
            return false;
        };
        let (buffer, window) = match JsArrayBuffer::from_object(obj.clone()) {
            Ok(buf) => (buf, None),
            Err(_) => {
                // SAFETY: `cx` is the running call's `CallCx`; its `Context` is not otherwise
                // used while the hook runs.
                let context = unsafe { &mut *call_cx(cx).context };
                let Some((buffer, offset, length)) = view_window(obj, context) else {
                    return false;
                };
                let Some(buf) = buffer
                    .as_object()
                    .and_then(|o| JsArrayBuffer::from_object(o).ok())
                else {
                    return false;
                };
                (buf, Some((offset, length)))
            }
        };
        let Some(mut bytes) = buffer.data_mut() else {
            return false;
        };
        let (offset, n) = window.unwrap_or((0, bytes.len()));
        if offset.checked_add(n).is_none_or(|end| end > bytes.len()) {
            return false;
        }
        // The borrow ends here, the bytes stay: no script runs before the host function
        // returns, and only script can resize or detach the buffer.
        // SAFETY: `offset + n` is within the buffer (checked above).
        let p = unsafe { bytes.as_mut_ptr().add(offset) };
        // SAFETY: the hook's contract: `data` and `len` are writable.
        unsafe {
            data.write(p);
            len.write(n);
        }
        true
    })
}

/// A typed array's or `DataView`'s buffer, byte offset and byte length, through Boa's
/// built-in getters (not the script-visible properties, so no script runs).
fn view_window(obj: JsObject, context: &mut Context) -> Option<(JsValue, usize, usize)> {
    if let Ok(ta) = JsTypedArray::from_object(obj.clone()) {
        let buffer = ta.buffer(context).ok()?;
        let offset = ta.byte_offset(context).ok()?;
        let length = ta.byte_length(context).ok()?;
        return Some((buffer, offset, length));
    }
    let dv = JsDataView::from_object(obj).ok()?;
    let buffer = dv.buffer(context).ok()?;
    let offset = usize::try_from(dv.byte_offset(context).ok()?).ok()?;
    let length = usize::try_from(dv.byte_length(context).ok()?).ok()?;
    Some((buffer, offset, length))
}

/// [`BytesNewFn`](hostcall::layout::BytesNewFn): a new `Uint8Array` of the bytes.
unsafe extern "C" fn bytes_new(
    cx: *mut c_void,
    data: *const u8,
    len: usize,
    ret: *mut Value,
) -> bool {
    guarded(false, || {
        // SAFETY: the hook's contract: `data` holds `len` readable bytes.
        let bytes = unsafe { std::slice::from_raw_parts(data, len) };
        // SAFETY: `cx` is the running call's `CallCx`.
        let cx = unsafe { call_cx(cx) };
        // SAFETY: the call's `Context`, not otherwise used while the hook runs.
        let context = unsafe { &mut *cx.context };
        match JsUint8Array::from_iter(bytes.iter().copied(), context) {
            Ok(a) => {
                // SAFETY: `ret` is the call's result slot.
                unsafe { put(ret, JsValue::from(a)) };
                true
            }
            Err(e) => {
                *cx.error.borrow_mut() = Some(HostError::new(
                    hostcall::ErrorKind::Error,
                    format!("making a Uint8Array: {e}"),
                ));
                false
            }
        }
    })
}

/// # Safety
/// `v` points to a live value of this layout.
unsafe fn bigint_of(v: *const Value) -> Option<JsBigInt> {
    // SAFETY: the caller's contract.
    unsafe { js_value(v) }.as_bigint()
}

unsafe extern "C" fn bigint_to_i64(_cx: *mut c_void, v: *const Value, out: *mut i64) -> bool {
    guarded(false, || {
        // SAFETY: the hook's contract.
        match unsafe { bigint_of(v) }.and_then(|b| b.as_inner().to_i64()) {
            Some(x) => {
                // SAFETY: `out` is writable (the hook's contract).
                unsafe { out.write(x) };
                true
            }
            None => false,
        }
    })
}

unsafe extern "C" fn bigint_to_u64(_cx: *mut c_void, v: *const Value, out: *mut u64) -> bool {
    guarded(false, || {
        // SAFETY: the hook's contract.
        match unsafe { bigint_of(v) }.and_then(|b| b.as_inner().to_u64()) {
            Some(x) => {
                // SAFETY: `out` is writable (the hook's contract).
                unsafe { out.write(x) };
                true
            }
            None => false,
        }
    })
}

unsafe extern "C" fn bigint_from_i64(_cx: *mut c_void, v: i64, ret: *mut Value) -> bool {
    guarded(false, || {
        // SAFETY: `ret` is the call's result slot.
        unsafe { put(ret, JsValue::from(JsBigInt::from(v))) };
        true
    })
}

unsafe extern "C" fn bigint_from_u64(_cx: *mut c_void, v: u64, ret: *mut Value) -> bool {
    guarded(false, || {
        // SAFETY: `ret` is the call's result slot.
        unsafe { put(ret, JsValue::from(JsBigInt::from(v))) };
        true
    })
}

/// [`ThrowFn`](hostcall::layout::ThrowFn): keeps the error for the binding, which returns
/// it as the native function's `JsError` (Boa has no pending exception to set).
unsafe extern "C" fn throw(cx: *mut c_void, err: *mut HostError) {
    // SAFETY: backends pass an error of `Box::into_raw`, once (the hook's contract).
    let err = unsafe { take_host_error(err) };
    guarded((), || {
        // SAFETY: `cx` is the running call's `CallCx`.
        let cx = unsafe { call_cx(cx) };
        if let Ok(mut slot) = cx.error.try_borrow_mut() {
            *slot = Some(err);
        }
    })
}

/// [`ReceiverFn`](hostcall::layout::ReceiverFn): the native pointer of a host object of
/// `class`; null for anything else (another class's instance, a plain object, a primitive).
unsafe extern "C" fn receiver(_cx: *mut c_void, this: *const Value, class: u64) -> *mut c_void {
    guarded(std::ptr::null_mut(), || {
        if this.is_null() {
            return std::ptr::null_mut();
        }
        // SAFETY: the hook's contract: `this` is a live value of this layout.
        let Some(obj) = unsafe { js_value(this) }.as_object() else {
            return std::ptr::null_mut();
        };
        let ptr = match obj.downcast_ref::<HostInstance>() {
            Some(i) if i.class == class => i.ptr,
            _ => std::ptr::null_mut(),
        };
        ptr
    })
}

#[cfg(test)]
mod tests {
    use hostcall::layout::Encoding;
    use hostcall::{Hooks, ValueLayout};

    use super::{probe, probe_against};

    #[test]
    fn this_boa_matches_the_preset() {
        assert_eq!(probe(), Ok(()));
    }

    /// A Boa whose bits differ from the layout's is refused, saying which value differs.
    #[test]
    fn a_layout_boa_does_not_match_is_refused() {
        let mut other = ValueLayout::boa_nan_boxed(Hooks::default());
        if let Encoding::HighTagged(h) = &mut other.encoding {
            h.int32 = 0x7ffe_0000_0000_0000;
        }
        let e = probe_against(&other).unwrap_err().to_string();
        assert!(
            e.contains("Int32(42)") && e.contains("0x7ff900000000002a"),
            "{e}"
        );
        let mut swapped = ValueLayout::boa_nan_boxed(Hooks::default());
        if let Encoding::HighTagged(h) = &mut swapped.encoding {
            std::mem::swap(&mut h.string, &mut h.object);
        }
        let e = probe_against(&swapped).unwrap_err().to_string();
        assert!(e.contains("reads a Boa String value"), "{e}");
        let jsc = ValueLayout::nan_boxed_jsc(Hooks::default());
        assert!(probe_against(&jsc).is_err());
        let quickjs = ValueLayout::quickjs_ng_64(Hooks::default());
        assert!(probe_against(&quickjs)
            .unwrap_err()
            .to_string()
            .contains("16-byte"));
    }
}
