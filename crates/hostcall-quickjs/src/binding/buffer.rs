//! The bytes a buffer or view covers *now*: one function ([`live_bytes`]) that every reader
//! of a script's buffer uses (the `buffer_data` hook of thunks and the generic path, the
//! `slice` kind, `nonblocking` copies and copy-backs, struct arguments, `UnsafePointer.of`,
//! pointer views' `copyInto`, `TextEncoder`/`TextDecoder`, the `ffi-buffers` dialect
//! rule's empty buffers, `console`), and its shortcut for a fixed-length `Uint8Array` ([`uint8_array_bytes`],
//! `TextEncoder.encodeInto`'s destination), which reads the same record's flag and takes
//! the rest from QuickJS's `JS_GetUint8Array`.
//!
//! QuickJS-NG (0.15.0, 0.15.1 and 0.16.2: rquickjs 0.12.0 to 0.14) keeps a view's offset, length and
//! "length-tracking" flag in a private record, `JSTypedArray`. Its public
//! `JS_GetTypedArrayBuffer` reports the record's `length`, which for a length-tracking view
//! over a resizable `ArrayBuffer` (`new Uint8Array(rab)`) is the length at the view's
//! creation, not the length now: after `rab.resize(4096)` it still says 64. There is no
//! public function for the flag, nor any that reads a `DataView` without its prototype's
//! getters (which scripts may replace). So this module reads the record itself
//! ([`ViewRecord`], through the public `JS_GetAnyOpaque`, which returns it for typed arrays
//! and `DataView`s), and trusts it only after:
//!
//! - a probe ([`probe`], run by `Host::attach` before any script) found the layout on
//!   objects of known offset, length and flag made through QuickJS's C API; without a
//!   passing probe every typed array and `DataView` is refused (bare `ArrayBuffer`s still
//!   work: they need no private field);
//! - on every read, the record's back pointer is the object itself, and for a typed array
//!   its buffer, offset and length are the ones the public API reported.
//!
//! The live length is then what QuickJS itself uses: a length-tracking typed array covers
//! the whole elements from its offset to the buffer's end (`js_array_buffer_update_typed_arrays`),
//! a length-tracking `DataView` every byte from its offset (`js_dataview_get_byteLength`),
//! a fixed-length view its length while it lies inside the buffer. A detached buffer, or a
//! view outside its buffer now, gives `None`. The result never reaches past the buffer's
//! bytes now, and covers all the bytes the view covers now.
//!
//! The alternative, calling the intrinsic getters (`%TypedArray%.prototype.byteLength`,
//! captured before any script), runs no script either but costs a `JS_Call` per buffer
//! argument on the thunks' hot path; docs/benchmarks.md has the comparison.

use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, Ordering};

use rquickjs::qjs;

use crate::binding::values::JS_UNDEFINED;

/// QuickJS-NG's `JSTypedArray` (quickjs.c), the record behind every typed array and
/// `DataView`: `link` (the buffer's list of views), `obj` (back to the view), `buffer` (its
/// `ArrayBuffer` or `SharedArrayBuffer` object), `offset` and `length` in bytes (`length` as
/// at creation for a length-tracking typed array), and `track_rab`. The flag is a C `bool`,
/// read as a byte and checked to be 0 or 1.
#[repr(C)]
struct ViewRecord {
    link: [*mut c_void; 2],
    obj: *mut c_void,
    buffer: *mut c_void,
    offset: u32,
    length: u32,
    track_rab: u8,
}

/// The bytes a buffer or view covers now.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LiveBytes {
    /// The first byte (null or dangling when `len` is 0).
    pub(crate) data: *mut u8,
    /// How many bytes, all inside the buffer's bytes now.
    pub(crate) len: usize,
    /// The bytes are a `SharedArrayBuffer`'s (another agent may write them at any time).
    pub(crate) shared: bool,
    /// The buffer has memory behind it: its byte length is not 0, or it is an empty buffer
    /// over memory it does not own (`UnsafePointerView.getArrayBuffer(p, 0)`, see
    /// [`new_external`]). False for `new ArrayBuffer(0)` and views over it: a buffer without
    /// a backing store, passed as null under the `ffi-buffers` rule.
    pub(crate) backing: bool,
}

/// The probe's outcome: 0 not run, 1 failed, else the class id of `ArrayBuffer` plus 2 (the
/// probe passed: the record can be read).
static PROBED: AtomicU32 = AtomicU32::new(0);

/// The class id of `ArrayBuffer` when the probe passed.
fn probed_array_buffer_class() -> Option<u32> {
    match PROBED.load(Ordering::Acquire) {
        0 | 1 => None,
        n => Some(n - 2),
    }
}

/// Whether typed arrays and `DataView`s can be read (the probe ran and passed).
pub(crate) fn views_readable() -> bool {
    probed_array_buffer_class().is_some()
}

/// The data addresses of the live empty `ArrayBuffer`s made by [`new_external`] (with how
/// many share each), process-wide: QuickJS's API cannot tell such a buffer from
/// `new ArrayBuffer(0)` (both have a data pointer and no bytes), and the `ffi-buffers` rule
/// passes a real pointer for the first and null for the second. An entry leaves when its buffer is
/// finalized or detached (QuickJS calls [`external_release`]). Were a heap block of an
/// empty script buffer ever to share an address listed here, that buffer would pass its
/// (valid, empty) address instead of null: never a wrong length.
static EMPTY_EXTERNALS: std::sync::Mutex<Vec<(usize, usize)>> = std::sync::Mutex::new(Vec::new());

fn is_empty_external(data: *mut u8) -> bool {
    let list = EMPTY_EXTERNALS.lock().unwrap_or_else(|e| e.into_inner());
    list.iter().any(|&(a, _)| a == data as usize)
}

/// The realloc function of the buffers [`new_external`] makes empty: QuickJS calls it with
/// size 0 when the buffer is finalized or detached (its entry leaves [`EMPTY_EXTERNALS`];
/// the memory is not the buffer's and is not freed), and with another size only to grow or
/// shrink it (`transfer(n)`), which is refused (null: QuickJS throws).
// Not on QuickJS-NG 0.15 (rquickjs 0.12): its `ArrayBuffer.prototype.transfer(n)` reallocs
// any buffer's bytes with QuickJS's allocator, external ones included, so a buffer over
// memory QuickJS does not own cannot be made safe there (the FFI, its only user, needs
// rquickjs 0.13 or later: lib.rs).
#[cfg(not(feature = "rquickjs-0-12"))]
unsafe extern "C" fn external_release(
    _rt: *mut qjs::JSRuntime,
    _opaque: *mut c_void,
    ptr: *mut c_void,
    size: qjs::size_t,
) -> *mut c_void {
    if size == 0 {
        let mut list = EMPTY_EXTERNALS.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = list.iter().position(|&(a, _)| a == ptr as usize) {
            list[i].1 -= 1;
            if list[i].1 == 0 {
                list.swap_remove(i);
            }
        }
    }
    std::ptr::null_mut()
}

/// A new, non-resizable `ArrayBuffer` over `len` bytes at `data` that it does not own (never
/// freed, never reallocated): the buffer `UnsafePointerView.getArrayBuffer` returns. An empty
/// one is listed in [`EMPTY_EXTERNALS`] so that it counts as backed (`ffi-buffers`). Owned, or
/// an exception value.
///
/// # Safety
///
/// `ctx` is a live context; `data` is not null and `data..data + len` is memory the caller
/// vouches for as long as the buffer may be used.
#[cfg(not(feature = "rquickjs-0-12"))]
pub(crate) unsafe fn new_external(
    ctx: *mut qjs::JSContext,
    data: *mut u8,
    len: usize,
) -> qjs::JSValue {
    // An empty one is listed, and unlisted by its realloc function when QuickJS lets it go;
    // one with bytes needs no realloc function (QuickJS then neither frees nor resizes them,
    // and detaching only forgets the address).
    let release: qjs::JSReallocArrayBufferDataFunc = if len == 0 {
        let mut list = EMPTY_EXTERNALS.lock().unwrap_or_else(|e| e.into_inner());
        match list.iter_mut().find(|(a, _)| *a == data as usize) {
            Some(e) => e.1 += 1,
            None => list.push((data as usize, 1)),
        }
        Some(external_release)
    } else {
        None
    };
    // SAFETY: the caller's contract; `external_release` frees nothing (it only unlists the
    // address).
    let v = unsafe {
        qjs::JS_NewArrayBuffer(
            ctx,
            data,
            len as qjs::size_t,
            0,
            release,
            std::ptr::null_mut(),
            false,
        )
    };
    if len == 0 && v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // Not made: unlist it (as its release would have).
        // SAFETY: the function only touches the list.
        unsafe { external_release(std::ptr::null_mut(), std::ptr::null_mut(), data.cast(), 0) };
    }
    v
}

/// The bytes of `v` now when it is an `ArrayBuffer`, a `SharedArrayBuffer`, a typed array
/// or a `DataView` (see the module docs); `None` for anything else, a detached buffer, or a
/// view outside its buffer. Runs no script and leaves no exception pending.
///
/// # Safety
///
/// `ctx` is a live context and `v` a live value of it. The bytes stay valid while `v` lives
/// and no script runs (a script may resize, transfer or detach the buffer).
pub(crate) unsafe fn live_bytes(ctx: *mut qjs::JSContext, v: qjs::JSValue) -> Option<LiveBytes> {
    if v.tag != i64::from(qjs::JS_TAG_OBJECT) {
        return None;
    }
    // SAFETY: `v` is a live object of `ctx` (caller's contract); each call below only reads
    // it or values derived from it, raises nothing that is left pending, and frees what it
    // owns.
    unsafe {
        if qjs::JS_IsArrayBuffer(v) {
            return array_buffer_bytes(ctx, v, false);
        }
        if qjs::JS_GetTypedArrayType(v) >= 0 {
            return typed_array_bytes(ctx, v);
        }
        if qjs::JS_IsDataView(v) {
            return data_view_bytes(ctx, v);
        }
        // `SharedArrayBuffer` is the class after `ArrayBuffer` in QuickJS-NG's class list
        // (`the_probe_passes_on_each_supported_quickjs` checks it); `JS_GetArrayBuffer` accepts
        // exactly these two classes, so a wrong guess would refuse, not misread.
        match probed_array_buffer_class() {
            Some(ab) if qjs::JS_GetClassID(v) == ab + 1 => array_buffer_bytes(ctx, v, true),
            _ => None,
        }
    }
}

/// The bytes of `v` now when it is a `Uint8Array` (the caller checked its type with
/// `JS_GetTypedArrayType`): [`live_bytes`]' address and length, found in one QuickJS call
/// for a fixed-length array (`TextEncoder.encodeInto`'s destination, on every call).
/// `JS_GetUint8Array` checks the array is inside its buffer now and returns its record's
/// offset and length, which are the live ones unless the array tracks a resizable buffer's
/// length (the record's flag, read as [`live_bytes`] reads it): such an array, or one whose
/// record cannot be read, takes [`live_bytes`]. Whether the bytes are shared is not said:
/// a caller that only writes them, from a finished source, does not need it. Runs no script
/// and leaves no exception pending.
///
/// # Safety
///
/// As [`live_bytes`]; `v` is a `Uint8Array`.
pub(crate) unsafe fn uint8_array_bytes(
    ctx: *mut qjs::JSContext,
    v: qjs::JSValue,
) -> Option<(*mut u8, usize)> {
    // SAFETY: `v` is a live typed array (caller's contract), read only once the probe has
    // passed (`views_readable`).
    let fixed = views_readable() && unsafe { view_record(v) }.is_some_and(|r| r.track_rab == 0);
    if !fixed {
        // SAFETY: the caller's contract.
        return unsafe { live_bytes(ctx, v) }.map(|b| (b.data, b.len));
    }
    let mut len: qjs::size_t = 0;
    // SAFETY: `v` is a live `Uint8Array` of `ctx`; QuickJS returns its bytes now (offset and
    // length from its record, checked against its buffer's length), or null with a
    // TypeError (cleared here) when it is detached or out of bounds.
    let data = unsafe { qjs::JS_GetUint8Array(ctx, &mut len, v) };
    if data.is_null() {
        // SAFETY: `ctx` is live.
        if unsafe { qjs::JS_HasException(ctx) } {
            // SAFETY: as above.
            unsafe { clear_exception(ctx) };
            return None;
        }
        // An empty array over an empty buffer (no bytes: nothing is written through it).
        return Some((data, 0));
    }
    Some((data, len as usize))
}

/// The bytes of `v` now when it is an `ArrayBuffer` or a typed array or `DataView` over one,
/// never a `SharedArrayBuffer`'s: their address and length (see [`live_bytes`]).
///
/// # Safety
///
/// As [`live_bytes`].
pub(crate) unsafe fn buffer_bytes(
    ctx: *mut qjs::JSContext,
    v: qjs::JSValue,
) -> Option<(*mut u8, usize)> {
    // SAFETY: the caller's contract.
    match unsafe { live_bytes(ctx, v) } {
        Some(b) if !b.shared => Some((b.data, b.len)),
        _ => None,
    }
}

/// Clears the exception a refused QuickJS call left pending.
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn clear_exception(ctx: *mut qjs::JSContext) {
    // SAFETY: caller's contract; the exception value is owned and freed here.
    unsafe { qjs::JS_FreeValue(ctx, qjs::JS_GetException(ctx)) };
}

/// All the bytes of an `ArrayBuffer` or `SharedArrayBuffer` object (`None` when detached).
///
/// # Safety
///
/// `ctx` is live and `buf` a live object of it.
unsafe fn array_buffer_bytes(
    ctx: *mut qjs::JSContext,
    buf: qjs::JSValue,
    shared: bool,
) -> Option<LiveBytes> {
    let mut size: qjs::size_t = 0;
    // SAFETY: caller's contract; JS_GetArrayBuffer reads the buffer's record and raises a
    // TypeError (cleared here) for a detached buffer or another class.
    let data = unsafe { qjs::JS_GetArrayBuffer(ctx, &mut size, buf) };
    // SAFETY: `ctx` is live.
    if data.is_null() && unsafe { qjs::JS_HasException(ctx) } {
        // SAFETY: as above.
        unsafe { clear_exception(ctx) };
        return None;
    }
    Some(LiveBytes {
        data,
        len: size as usize,
        shared,
        backing: size > 0 || is_empty_external(data),
    })
}

/// The record behind a typed array or `DataView` object `v`, when its back pointer is `v`.
///
/// # Safety
///
/// `v` is a live typed array or `DataView` and the probe passed.
unsafe fn view_record(v: qjs::JSValue) -> Option<&'static ViewRecord> {
    let mut class: qjs::JSClassID = 0;
    // SAFETY: `v` is a live object; for a typed array or DataView its opaque slot holds the
    // `JSTypedArray` QuickJS allocated, whose layout the probe confirmed.
    let rec = unsafe { qjs::JS_GetAnyOpaque(v, &mut class) }.cast::<ViewRecord>();
    if rec.is_null() {
        return None;
    }
    // SAFETY: as above: a live record at least `ViewRecord`'s size; it lives as long as the
    // view, and the caller uses it only while `v` lives.
    let r = unsafe { &*rec };
    // SAFETY: `v` is an object: its payload is the object pointer.
    let obj = unsafe { v.u.ptr };
    (r.obj == obj && r.track_rab <= 1).then_some(r)
}

/// `data + off` (null stays null).
///
/// `off` is at most the length of the bytes at `data`.
fn offset_ptr(data: *mut u8, off: usize) -> *mut u8 {
    // `wrapping_add` needs no proof; `off` stays inside the bytes or one past them.
    data.wrapping_add(if data.is_null() { 0 } else { off })
}

/// A typed array's bytes now.
///
/// # Safety
///
/// `ctx` is live and `v` a live typed array of it.
unsafe fn typed_array_bytes(ctx: *mut qjs::JSContext, v: qjs::JSValue) -> Option<LiveBytes> {
    if !views_readable() {
        return None;
    }
    let (mut off, mut n, mut bpe): (qjs::size_t, qjs::size_t, qjs::size_t) = (0, 0, 0);
    // SAFETY: caller's contract. QuickJS raises a TypeError (cleared here) when the view is
    // detached or out of bounds; otherwise it returns a new reference to its buffer.
    let ab = unsafe { qjs::JS_GetTypedArrayBuffer(ctx, v, &mut off, &mut n, &mut bpe) };
    if ab.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // SAFETY: `ctx` is live.
        unsafe { clear_exception(ctx) };
        return None;
    }
    // SAFETY: `v` is a live typed array and the probe passed.
    let rec = unsafe { view_record(v) };
    // SAFETY: `ab` is an object (the view's buffer): its payload is the object pointer.
    let ab_obj = unsafe { ab.u.ptr };
    // SAFETY: `ab` is a live buffer object; JS_IsArrayBuffer reads its class only.
    let shared = !unsafe { qjs::JS_IsArrayBuffer(ab) };
    // SAFETY: as above; the view holds its buffer, so the bytes outlive this reference.
    let all = unsafe { array_buffer_bytes(ctx, ab, shared) };
    // SAFETY: this reference to the buffer was returned to us; the view keeps its own.
    unsafe { qjs::JS_FreeValue(ctx, ab) };
    let rec = rec.filter(|r| {
        r.buffer == ab_obj && r.offset as usize == off as usize && r.length as usize == n as usize
    })?;
    let all = all?;
    let (off, bpe) = (off as usize, (bpe as usize).max(1));
    if off > all.len {
        return None;
    }
    let len = if rec.track_rab == 1 {
        let avail = all.len - off;
        avail - avail % bpe
    } else {
        n as usize
    };
    if len > all.len - off {
        return None;
    }
    Some(LiveBytes {
        data: offset_ptr(all.data, off),
        len,
        shared,
        backing: all.backing,
    })
}

/// A `DataView`'s bytes now.
///
/// # Safety
///
/// `ctx` is live and `v` a live `DataView` of it.
unsafe fn data_view_bytes(ctx: *mut qjs::JSContext, v: qjs::JSValue) -> Option<LiveBytes> {
    let ab = probed_array_buffer_class()?;
    // SAFETY: `v` is a live DataView and the probe passed.
    let rec = unsafe { view_record(v) }?;
    let buf = qjs::JS_MKPTR(qjs::JS_TAG_OBJECT, rec.buffer);
    // SAFETY: the record is the view's (its back pointer is the view), so `buffer` is the
    // buffer object it holds a reference to: live while the view is. Its class is read only.
    let class = unsafe { qjs::JS_GetClassID(buf) };
    let shared = match class {
        c if c == ab => false,
        c if c == ab + 1 => true,
        _ => return None,
    };
    // SAFETY: `buf` is a live buffer object of `ctx`, borrowed from the view.
    let all = unsafe { array_buffer_bytes(ctx, buf, shared) }?;
    let off = rec.offset as usize;
    if off > all.len {
        return None;
    }
    let len = if rec.track_rab == 1 {
        all.len - off
    } else {
        rec.length as usize
    };
    if len > all.len - off {
        return None;
    }
    Some(LiveBytes {
        data: offset_ptr(all.data, off),
        len,
        shared,
        backing: all.backing,
    })
}

/// The realloc function of the probe's resizable buffer: libc's heap.
#[cfg(not(feature = "rquickjs-0-12"))]
unsafe extern "C" fn probe_realloc(
    _rt: *mut qjs::JSRuntime,
    _opaque: *mut c_void,
    ptr: *mut c_void,
    size: qjs::size_t,
) -> *mut c_void {
    if size == 0 {
        // SAFETY: `ptr` came from `libc::malloc`/`realloc` below (or is null).
        unsafe { libc::free(ptr) };
        return std::ptr::null_mut();
    }
    // SAFETY: as above.
    unsafe { libc::realloc(ptr, size as usize) }
}

/// The free function of the probe's buffer on QuickJS-NG 0.15 (rquickjs 0.12): libc's heap.
#[cfg(feature = "rquickjs-0-12")]
unsafe extern "C" fn probe_free(_rt: *mut qjs::JSRuntime, _opaque: *mut c_void, ptr: *mut c_void) {
    // SAFETY: `ptr` came from `libc::calloc` in `run_probe`.
    unsafe { libc::free(ptr) };
}

/// Checks [`ViewRecord`] against views of known offset, length and flag, made through
/// QuickJS's C API (no script runs), once per process: a resizable `ArrayBuffer` of 8 bytes
/// (at most 64) and a fixed one, with a length-tracking `Uint8Array` and `Uint16Array`, a
/// fixed-length `Uint8Array` and a `Uint32Array` over the fixed one. Afterwards
/// [`live_bytes`] reads typed arrays and `DataView`s when it passed and refuses them when it
/// did not. Returns whether it passed.
///
/// # Safety
///
/// `ctx` is a live context on its runtime's thread.
pub(crate) unsafe fn probe(ctx: *mut qjs::JSContext) -> bool {
    match PROBED.load(Ordering::Acquire) {
        0 => {}
        1 => return false,
        _ => return true,
    }
    let mut owned = Vec::new();
    // SAFETY: caller's contract.
    let found = unsafe { run_probe(ctx, &mut owned) };
    for v in owned.into_iter().rev() {
        // SAFETY: each value was made by the probe, owned by it and is freed once.
        unsafe { qjs::JS_FreeValue(ctx, v) };
    }
    let state = match found {
        Some(class) => class.saturating_add(2),
        None => 1,
    };
    // Another engine's thread may have probed meanwhile: both found the same process-wide
    // layout, so either store is right.
    PROBED.store(state, Ordering::Release);
    found.is_some()
}

/// A view the probe makes, and the record it must find.
struct ProbeView {
    /// The buffer.
    buf: qjs::JSValue,
    /// The constructor's arguments after the buffer (offset, length).
    args: &'static [i32],
    ty: qjs::JSTypedArrayEnum,
    offset: u32,
    length: u32,
    track: u8,
}

/// The probe's work: the `ArrayBuffer` class id when every view's record reads as expected.
/// Every value it makes is pushed to `owned`, which the caller frees.
///
/// # Safety
///
/// As [`probe`].
unsafe fn run_probe(ctx: *mut qjs::JSContext, owned: &mut Vec<qjs::JSValue>) -> Option<u32> {
    let int = |i: i32| qjs::JSValue {
        u: qjs::JSValueUnion { int32: i },
        tag: i64::from(qjs::JS_TAG_INT),
    };
    // SAFETY: 8 zeroed bytes of libc's heap, handed to the buffer (which frees them through
    // `probe_realloc`), or freed here when QuickJS refuses them.
    let data = unsafe { libc::calloc(8, 1) }.cast::<u8>();
    if data.is_null() {
        return None;
    }
    // SAFETY: `ctx` is live; `data` holds 8 bytes that `probe_realloc` manages; max 64.
    #[cfg(not(feature = "rquickjs-0-12"))]
    let rab = unsafe {
        qjs::JS_NewArrayBuffer(
            ctx,
            data,
            8,
            64,
            Some(probe_realloc),
            std::ptr::null_mut(),
            false,
        )
    };
    // QuickJS-NG 0.15's C API makes no resizable buffer (only a script's constructor
    // does): an 8-byte fixed one, and the length-tracking cases below are skipped.
    // SAFETY: `ctx` is live; `data` holds 8 bytes that `probe_free` frees.
    #[cfg(feature = "rquickjs-0-12")]
    let rab = unsafe {
        qjs::JS_NewArrayBuffer(ctx, data, 8, Some(probe_free), std::ptr::null_mut(), false)
    };
    if rab.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // SAFETY: QuickJS did not take `data`; `ctx` is live.
        unsafe {
            libc::free(data.cast());
            clear_exception(ctx);
        }
        return None;
    }
    owned.push(rab);
    // SAFETY: `ctx` is live; QuickJS copies the 16 bytes.
    let fixed = unsafe { qjs::JS_NewArrayBufferCopy(ctx, [0u8; 16].as_ptr(), 16) };
    if fixed.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // SAFETY: `ctx` is live.
        unsafe { clear_exception(ctx) };
        return None;
    }
    owned.push(fixed);
    let cases = [
        ProbeView {
            buf: rab,
            args: &[],
            ty: qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT8,
            offset: 0,
            length: 8,
            track: 1,
        },
        ProbeView {
            buf: rab,
            args: &[2],
            ty: qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT16,
            offset: 2,
            length: 6,
            track: 1,
        },
        ProbeView {
            buf: rab,
            args: &[1, 3],
            ty: qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT8,
            offset: 1,
            length: 3,
            track: 0,
        },
        ProbeView {
            buf: fixed,
            args: &[4],
            ty: qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT32,
            offset: 4,
            length: 12,
            track: 0,
        },
    ];
    for ProbeView {
        buf,
        args: rest,
        ty,
        offset,
        length,
        track,
    } in cases
    {
        if cfg!(feature = "rquickjs-0-12") && track == 1 {
            continue;
        }
        // Always three arguments, the missing ones `undefined` (as a call from a script
        // passes them): QuickJS's typed array constructor reads `argv[1]` and `argv[2]`
        // whatever `argc` says.
        let mut argv = [buf, JS_UNDEFINED, JS_UNDEFINED];
        for (slot, &i) in argv[1..].iter_mut().zip(rest) {
            *slot = int(i);
        }
        // SAFETY: `ctx` is live; `argv` holds a live buffer and integers or `undefined`,
        // borrowed by the typed array constructor (which runs no script for a buffer
        // argument).
        let view = unsafe { qjs::JS_NewTypedArray(ctx, argv.len() as i32, argv.as_mut_ptr(), ty) };
        if view.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            // SAFETY: `ctx` is live.
            unsafe { clear_exception(ctx) };
            return None;
        }
        owned.push(view);
        let mut class: qjs::JSClassID = 0;
        // SAFETY: `view` is a live typed array: its opaque slot is its `JSTypedArray`, read
        // here as `ViewRecord` (the layout under test; the record is larger than it).
        let rec = unsafe { qjs::JS_GetAnyOpaque(view, &mut class) }.cast::<ViewRecord>();
        if rec.is_null() {
            return None;
        }
        // SAFETY: as above; `view` and `buf` are objects, whose payload is their pointer.
        let same = unsafe {
            let r = &*rec;
            r.obj == view.u.ptr
                && r.buffer == buf.u.ptr
                && r.offset == offset
                && r.length == length
                && r.track_rab == track
        };
        if !same {
            return None;
        }
    }
    // SAFETY: `rab` is a live object.
    Some(unsafe { qjs::JS_GetClassID(rab) })
}

/// A copy of the bytes `v` covers now, read by `live_bytes` (an `ArrayBuffer`, a
/// `SharedArrayBuffer`, a typed array or a `DataView`; `None` for anything else, detached
/// or out of bounds). For embedders that take bytes from scripts (the `hostcall` command's
/// file APIs): the copy is made before any script can run.
pub fn copy_live_bytes(ctx: &rquickjs::Ctx<'_>, v: &rquickjs::Value<'_>) -> Option<Vec<u8>> {
    // SAFETY: `ctx` is a live context and `v` a live value of it (both borrowed here).
    let b = unsafe { live_bytes(ctx.as_raw().as_ptr(), v.as_raw()) }?;
    if b.len == 0 {
        return Some(Vec::new());
    }
    // SAFETY: `live_bytes` gives `len` readable bytes at `data`, valid while no script runs;
    // none runs before the copy is made.
    Some(unsafe { std::slice::from_raw_parts(b.data, b.len) }.to_vec())
}

/// A typed array's or `DataView`'s buffer (a new reference) and the bytes of it the view
/// covers now: their byte offset in the buffer and their byte length (`None` for anything
/// else, detached or out of bounds). Read as `live_bytes` reads views (a length-tracking
/// view's length now); runs no script. For embedders that copy views with their buffers
/// (the `hostcall` command's `structuredClone`).
pub fn view_extent<'js>(
    ctx: &rquickjs::Ctx<'js>,
    view: &rquickjs::Value<'js>,
) -> Option<(rquickjs::Value<'js>, usize, usize)> {
    let (cx, v) = (ctx.as_raw().as_ptr(), view.as_raw());
    if v.tag != i64::from(qjs::JS_TAG_OBJECT) || !views_readable() {
        return None;
    }
    // SAFETY: `v` is a live object of `cx` (borrowed from `view`); each call reads it or its
    // record (read only after the probe passed), leaves no exception pending and frees what
    // it owns; the buffer returned is a new reference, owned by the `Value` made of it.
    unsafe {
        let buffer = if qjs::JS_GetTypedArrayType(v) >= 0 {
            let (mut off, mut n, mut bpe): (qjs::size_t, qjs::size_t, qjs::size_t) = (0, 0, 0);
            let ab = qjs::JS_GetTypedArrayBuffer(cx, v, &mut off, &mut n, &mut bpe);
            if ab.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                clear_exception(cx);
                return None;
            }
            rquickjs::Value::from_raw(ctx.clone(), ab)
        } else if qjs::JS_IsDataView(v) {
            let rec = view_record(v)?;
            let buf = qjs::JS_MKPTR(qjs::JS_TAG_OBJECT, rec.buffer);
            rquickjs::Value::from_raw(ctx.clone(), qjs::JS_DupValue(cx, buf))
        } else {
            return None;
        };
        let bytes = live_bytes(cx, v)?;
        let all = live_bytes(cx, buffer.as_raw())?;
        let offset = if bytes.len == 0 {
            // An empty view's address may be null or dangling: its record's offset, within
            // the buffer's length.
            view_record(v).map_or(0, |r| (r.offset as usize).min(all.len))
        } else {
            (bytes.data as usize).checked_sub(all.data as usize)?
        };
        (offset <= all.len && bytes.len <= all.len - offset).then_some((buffer, offset, bytes.len))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each supported QuickJS-NG (rquickjs 0.12 to 0.14, CI tests each) has the record layout the probe expects: a release
    /// that moves it fails here, not silently as refused views.
    #[test]
    fn the_probe_passes_on_each_supported_quickjs() {
        let rt = rquickjs::Runtime::new().unwrap();
        let ctx = rquickjs::Context::full(&rt).unwrap();
        ctx.with(|ctx| {
            // SAFETY: a live context on this thread.
            assert!(unsafe { probe(ctx.as_raw().as_ptr()) });
            assert!(views_readable());
            let v: rquickjs::Value = ctx
                .eval("const ab = new ArrayBuffer(4, { maxByteLength: 64 }); const v = new Uint32Array(ab, 4); ab.resize(23); v")
                .unwrap();
            // SAFETY: `v` is a live value of this context.
            let b = unsafe { live_bytes(ctx.as_raw().as_ptr(), v.as_raw()) }.unwrap();
            assert_eq!((b.len, b.shared), (16, false));
            let s: rquickjs::Value = ctx
                .eval("new DataView(new SharedArrayBuffer(8), 2)")
                .unwrap();
            // SAFETY: as above.
            let b = unsafe { live_bytes(ctx.as_raw().as_ptr(), s.as_raw()) }.unwrap();
            assert_eq!((b.len, b.shared), (6, true));
            let bare: rquickjs::Value = ctx.eval("new SharedArrayBuffer(8)").unwrap();
            // SAFETY: as above.
            let b = unsafe { live_bytes(ctx.as_raw().as_ptr(), bare.as_raw()) }.unwrap();
            assert_eq!((b.len, b.shared), (8, true));
            // SAFETY: as above.
            assert!(unsafe { buffer_bytes(ctx.as_raw().as_ptr(), bare.as_raw()) }.is_none());
        });
    }

    /// The cost of reading a view, in a paired loop (a measurement, not a check of time: run
    /// with `cargo test --release -p hostcall-quickjs --lib cost_of_reading -- --ignored
    /// --nocapture`; docs/benchmarks.md has the figures): `live_bytes` against the public
    /// calls the hook made before (`JS_GetTypedArrayBuffer`, `JS_GetArrayBuffer`), and against
    /// those plus a call of the captured `%TypedArray%.prototype.byteLength` getter (the
    /// alternative to reading the record).
    #[test]
    #[ignore = "a measurement; prints figures"]
    fn cost_of_reading_a_view() {
        const N: u32 = 2_000_000;
        let rt = rquickjs::Runtime::new().unwrap();
        let ctx = rquickjs::Context::full(&rt).unwrap();
        ctx.with(|ctx| {
            let c = ctx.as_raw().as_ptr();
            // SAFETY: a live context on this thread.
            assert!(unsafe { probe(c) });
            let v: rquickjs::Value = ctx
                .eval("const ab = new ArrayBuffer(64, { maxByteLength: 8192 }); const v = new Uint8Array(ab); ab.resize(4096); v")
                .unwrap();
            let getter: rquickjs::Value = ctx
                .eval("Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), 'byteLength').get")
                .unwrap();
            let raw = v.as_raw();
            // The hook's public calls before this module, in its order (it reported the
            // stale length).
            // SAFETY: `raw` is a live typed array of `c`.
            let public = || unsafe {
                if qjs::JS_IsArrayBuffer(raw) || qjs::JS_GetTypedArrayType(raw) < 0 {
                    return (std::ptr::null_mut(), 0, false);
                }
                let (mut off, mut n, mut bpe) = (0, 0, 0);
                let ab = qjs::JS_GetTypedArrayBuffer(c, raw, &mut off, &mut n, &mut bpe);
                let shared = !qjs::JS_IsArrayBuffer(ab);
                let mut size = 0;
                let p = qjs::JS_GetArrayBuffer(c, &mut size, ab);
                qjs::JS_FreeValue(c, ab);
                (p.wrapping_add(off as usize), (n as usize).min(size as usize), shared)
            };
            let with_getter = || {
                let (p, _, shared) = public();
                // SAFETY: the getter is the intrinsic (no script ran since it was read);
                // `raw` is a live typed array; the result is an integer.
                let len = unsafe {
                    let r = qjs::JS_Call(c, getter.as_raw(), raw, 0, std::ptr::null_mut());
                    r.u.int32 as usize
                };
                (p, len, shared)
            };
            // SAFETY: `raw` is a live value of `c`.
            let live = || unsafe { live_bytes(c, raw) }.map(|b| (b.data, b.len, b.shared));
            assert_eq!(live().map(|l| l.1), Some(4096));
            assert_eq!(with_getter().1, 4096);
            assert_eq!(public().1, 64);
            let time = |f: &dyn Fn() -> usize| {
                let t = std::time::Instant::now();
                let mut acc = 0usize;
                for _ in 0..N {
                    acc = acc.wrapping_add(std::hint::black_box(f()));
                }
                std::hint::black_box(acc);
                t.elapsed().as_secs_f64() * 1e9 / f64::from(N)
            };
            for round in 0..3 {
                let a = time(&|| public().1);
                let b = time(&|| live().map_or(0, |l| l.1));
                let g = time(&|| with_getter().1);
                println!(
                    "round {round}: public calls {a:.1} ns, live_bytes {b:.1} ns ({:.2}x), public + getter {g:.1} ns ({:.2}x)",
                    b / a,
                    g / a
                );
            }
        });
    }
}
