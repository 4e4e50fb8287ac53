//! The engine functions a thunk or the generic backend may call: strings, buffers,
//! BigInts, throwing, the receiver behind `this`. Each hook type states its contract;
//! [`ValueLayout::register`](crate::ValueLayout::register) makes the embedder vouch for it.

use std::ffi::{c_char, c_void};
use std::fmt;
use std::hash::{Hash, Hasher};

use crate::error::HostError;
use crate::value::Value;

/// Borrow a string's contents as NUL-terminated UTF-8.
///
/// Returns null, touching nothing, when `v` is not a string or its contents cannot be
/// passed losslessly as a C string (interior NUL, or not valid UTF-8, e.g. a lone
/// surrogate; [`is_clean_cstr`] checks both). On success `*len` is the byte length
/// without the NUL, and the pointer must be given back to the release hook exactly once.
pub type StringAcquireFn =
    unsafe extern "C" fn(cx: *mut c_void, v: *const Value, len: *mut usize) -> *const c_char;
/// Make a new string from NUL-terminated bytes into `*ret` (an owned value). Bytes that are
/// not valid UTF-8 are the hook's to handle (replace or fail). Returns `false` on failure,
/// with an exception pending.
pub type StringNewFn =
    unsafe extern "C" fn(cx: *mut c_void, s: *const c_char, ret: *mut Value) -> bool;
/// Give back a pointer returned by the string-acquire hook.
pub type StringReleaseFn = unsafe extern "C" fn(cx: *mut c_void, s: *const c_char);
/// The bytes of an `ArrayBuffer` or typed array. Returns `false` when `v` is not one
/// (or is detached). The pointer stays valid while the value is alive and no script runs.
pub type BufferDataFn = unsafe extern "C" fn(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool;
/// Make a new `Uint8Array` (or the engine's byte array) holding a copy of the `len` bytes at
/// `data` into `*ret` (an owned value): the value of a struct result. Returns `false` on
/// failure, with an exception pending.
pub type BytesNewFn =
    unsafe extern "C" fn(cx: *mut c_void, data: *const u8, len: usize, ret: *mut Value) -> bool;
/// A BigInt's value as `i64`; `false` when `v` is not a BigInt or does not fit.
pub type BigIntToI64Fn =
    unsafe extern "C" fn(cx: *mut c_void, v: *const Value, out: *mut i64) -> bool;
/// A BigInt's value as `u64`; `false` when `v` is not a BigInt or does not fit.
pub type BigIntToU64Fn =
    unsafe extern "C" fn(cx: *mut c_void, v: *const Value, out: *mut u64) -> bool;
/// Make a BigInt from an `i64` into `*ret`; `false` on failure (an exception is pending).
pub type BigIntFromI64Fn = unsafe extern "C" fn(cx: *mut c_void, v: i64, ret: *mut Value) -> bool;
/// Make a BigInt from a `u64` into `*ret`; `false` on failure (an exception is pending).
pub type BigIntFromU64Fn = unsafe extern "C" fn(cx: *mut c_void, v: u64, ret: *mut Value) -> bool;
/// Raise `err` as a pending exception in the engine. Takes ownership of the error, which
/// was made by `Box::into_raw(Box::new(HostError))`: the hook must free it with
/// `Box::from_raw` (or [`take_host_error`]).
pub type ThrowFn = unsafe extern "C" fn(cx: *mut c_void, err: *mut HostError);
/// The host object behind `this`, if `this` is an instance of the host class `class`;
/// null otherwise.
pub type ReceiverFn =
    unsafe extern "C" fn(cx: *mut c_void, this: *const Value, class: u64) -> *mut c_void;

/// The address a pointer object of the engine's FFI carries (Deno's `Deno.PointerObject`),
/// into `*out`; `false`, touching nothing, when `v` is not one. Read by signatures whose
/// dialect has [`pointer_objects`](crate::Dialect::pointer_objects); runs no script.
pub type PointerAddressFn =
    unsafe extern "C" fn(cx: *mut c_void, v: *const Value, out: *mut usize) -> bool;
/// Make the engine's pointer object for `addr` into `*ret` (an owned value; the null value
/// for 0). Returns `false` on failure, with an exception pending.
pub type PointerNewFn = unsafe extern "C" fn(cx: *mut c_void, addr: usize, ret: *mut Value) -> bool;

/// Takes back ownership of an error handed to a [`ThrowFn`].
///
/// # Safety
///
/// `err` must be a pointer a hostcall backend passed to a [`ThrowFn`], not yet taken.
pub unsafe fn take_host_error(err: *mut HostError) -> HostError {
    // SAFETY: backends only pass pointers from `Box::into_raw`, once (the caller's contract).
    *unsafe { Box::from_raw(err) }
}

/// Whether `bytes` can be passed as a C string without loss: valid UTF-8, no interior NUL.
/// String hooks use it to decide whether to return null (on every string argument, so the
/// common case, ASCII, is one pass a word at a time; anything else gets the full checks).
#[inline]
pub fn is_clean_cstr(bytes: &[u8]) -> bool {
    ascii_without_nul(bytes) || (!bytes.contains(&0) && std::str::from_utf8(bytes).is_ok())
}

/// Whether `bytes` are valid UTF-8 ([`std::str::from_utf8`]'s definition), with the ASCII
/// case (no byte at or above 0x80, no NUL) checked first in one pass a word at a time. For
/// string-result hooks, which check every result.
#[inline]
pub fn is_utf8(bytes: &[u8]) -> bool {
    ascii_without_nul(bytes) || std::str::from_utf8(bytes).is_ok()
}

/// Whether every byte is in `1..=0x7f` (ASCII, no NUL): eight bytes per step.
///
/// For a word `w`, `(w - 0x0101..01) | w` has a byte's high bit set exactly when some byte
/// of `w` is zero or at least 0x80: a byte at or above 0x80 sets its own bit in `w`; the
/// lowest zero byte becomes 0xff in the subtraction (no borrow reaches it from the nonzero
/// bytes below it); and with no zero byte nothing borrows, so a byte in `1..=0x7f` minus
/// one stays below 0x80.
#[inline]
fn ascii_without_nul(bytes: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    for c in &mut words {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        if (w.wrapping_sub(ONES) | w) & HIGH != 0 {
            return false;
        }
    }
    words.remainder().iter().all(|&b| b.wrapping_sub(1) < 0x7f)
}

/// The engine functions a thunk or the generic backend may call. Any of them may be
/// missing; a signature that needs a missing hook cannot be registered for that layout
/// (BigInt hooks are optional: without them BigInt arguments fall back and large 64-bit
/// results raise a `RangeError`).
#[derive(Clone, Copy, Default)]
pub struct Hooks {
    /// See [`StringAcquireFn`].
    pub string_acquire: Option<StringAcquireFn>,
    /// See [`StringReleaseFn`].
    pub string_release: Option<StringReleaseFn>,
    /// See [`StringNewFn`].
    pub string_new: Option<StringNewFn>,
    /// See [`BufferDataFn`].
    pub buffer_data: Option<BufferDataFn>,
    /// See [`BytesNewFn`] (struct results).
    pub bytes_new: Option<BytesNewFn>,
    /// See [`BigIntToI64Fn`].
    pub bigint_to_i64: Option<BigIntToI64Fn>,
    /// See [`BigIntToU64Fn`].
    pub bigint_to_u64: Option<BigIntToU64Fn>,
    /// See [`BigIntFromI64Fn`].
    pub bigint_from_i64: Option<BigIntFromI64Fn>,
    /// See [`BigIntFromU64Fn`].
    pub bigint_from_u64: Option<BigIntFromU64Fn>,
    /// See [`ThrowFn`]. Required by every layout.
    pub throw: Option<ThrowFn>,
    /// See [`ReceiverFn`].
    pub receiver: Option<ReceiverFn>,
    /// See [`PointerAddressFn`] (dialects with pointer objects).
    pub pointer_address: Option<PointerAddressFn>,
    /// See [`PointerNewFn`] (dialects with pointer objects).
    pub pointer_new: Option<PointerNewFn>,
    /// What a `buffer` argument passes under a dialect with
    /// [`ffi_buffers`](crate::Dialect::ffi_buffers): [`BufferDataFn`]'s contract, except that a
    /// buffer with no memory behind it gives a null `*data` (length 0) and the bytes of a
    /// `SharedArrayBuffer` (or a view over one) are given.
    pub ffi_buffer_data: Option<BufferDataFn>,
}

impl Hooks {
    fn addresses(&self) -> [usize; 14] {
        [
            self.string_acquire.map_or(0, |f| f as usize),
            self.string_release.map_or(0, |f| f as usize),
            self.string_new.map_or(0, |f| f as usize),
            self.buffer_data.map_or(0, |f| f as usize),
            self.bigint_to_i64.map_or(0, |f| f as usize),
            self.bigint_to_u64.map_or(0, |f| f as usize),
            self.bigint_from_i64.map_or(0, |f| f as usize),
            self.bigint_from_u64.map_or(0, |f| f as usize),
            self.throw.map_or(0, |f| f as usize),
            self.receiver.map_or(0, |f| f as usize),
            self.bytes_new.map_or(0, |f| f as usize),
            self.pointer_address.map_or(0, |f| f as usize),
            self.pointer_new.map_or(0, |f| f as usize),
            self.ffi_buffer_data.map_or(0, |f| f as usize),
        ]
    }
}

impl PartialEq for Hooks {
    fn eq(&self, other: &Hooks) -> bool {
        self.addresses() == other.addresses()
    }
}
impl Eq for Hooks {}
impl Hash for Hooks {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.addresses().hash(state);
    }
}
impl fmt::Debug for Hooks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            "string_acquire",
            "string_release",
            "string_new",
            "buffer_data",
            "bigint_to_i64",
            "bigint_to_u64",
            "bigint_from_i64",
            "bigint_from_u64",
            "throw",
            "receiver",
            "bytes_new",
            "pointer_address",
            "pointer_new",
            "ffi_buffer_data",
        ];
        let mut m = f.debug_map();
        for (name, addr) in names.iter().zip(self.addresses()) {
            m.entry(name, &format_args!("{addr:#x}"));
        }
        m.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{ascii_without_nul, is_clean_cstr, is_utf8};

    fn reference_clean(bytes: &[u8]) -> bool {
        !bytes.contains(&0) && std::str::from_utf8(bytes).is_ok()
    }

    /// Every byte value at every position of words and tails (lengths 0..=24), alone in
    /// ASCII text: the word check agrees with the byte-by-byte definition, and the two
    /// public checks with `from_utf8` (plus the NUL rule for C strings).
    #[test]
    fn fast_checks_agree_with_the_definitions() {
        for len in 0..=24usize {
            for pos in 0..len.max(1) {
                for b in 0..=255u8 {
                    let mut bytes = vec![b'a'; len];
                    if len > 0 {
                        bytes[pos] = b;
                    }
                    let ascii = bytes.iter().all(|&x| (1..=0x7f).contains(&x));
                    assert_eq!(ascii_without_nul(&bytes), ascii, "{bytes:?}");
                    assert_eq!(is_clean_cstr(&bytes), reference_clean(&bytes), "{bytes:?}");
                    assert_eq!(
                        is_utf8(&bytes),
                        std::str::from_utf8(&bytes).is_ok(),
                        "{bytes:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn multibyte_and_broken_sequences() {
        let cases: [(&[u8], bool, bool); 9] = [
            ("h\u{e9}llo".as_bytes(), true, true),
            ("\u{20ac}uro, eight bytes".as_bytes(), true, true),
            (&[0xed, 0xa0, 0x80], false, false), // a lone surrogate (WTF-8)
            (&[0xc0, 0x80], false, false),       // overlong NUL
            (&[b'a'; 7], true, true),
            (b"abcdefgh\0", false, true),
            (b"abcdefg\xff", false, false),
            (&[0xe2, 0x82], false, false), // truncated
            (b"", true, true),
        ];
        for (bytes, clean, utf8) in cases {
            assert_eq!(is_clean_cstr(bytes), clean, "{bytes:?}");
            assert_eq!(is_utf8(bytes), utf8, "{bytes:?}");
        }
    }
}
