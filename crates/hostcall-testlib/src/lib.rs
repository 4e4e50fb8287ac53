//! # hostcall-testlib
//!
//! A library of C-ABI functions, one per signature shape hostcall must handle, for the
//! tests and benches of every crate. It is built both as an rlib (linked into tests, which
//! take the functions' addresses) and as a cdylib (for `dlopen` from scripts).
//!
//! Every function is `#[no_mangle] extern "C"`, named `hc_*`, and computes its result from
//! its arguments alone (the only state is [`hc_void`]'s call counter and the [`Counter`]
//! objects behind receivers), so a caller can check it. Functions of several arguments
//! return a *weighted* sum, `sum((i + 1) * a_i)`, so that swapped or dropped arguments
//! change the result. With small integer arguments every weighted sum is exact, in `f64`
//! too.
//!
//! [`shapes`] lists every function with its signature in text form; where the Rust type
//! of the function maps to a signature ([`HostFnType`]), the typed signature is recorded
//! beside it so a test can prove the two agree.
//!
//! ## Safety levels
//!
//! - **Safe**: functions that take only scalars (they can be called with any bits).
//! - **Unsafe, checked by the caller**: functions that dereference a pointer argument
//!   (`cstring`, `buffer`, `pointer`, `value`, `context`, `receiver`). Each states in its
//!   `# Safety` section what the pointer must be; hostcall's backends meet those contracts
//!   when the signature in [`shapes`] is used.

use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};

use hostcall_core::abi::report_error;
use hostcall_core::CStrArg;
use hostcall_core::{
    rust_host_fn, ErrorKind, HostContext, HostError, HostFnType, RustHostFnInfo, Signature, Value,
};

// ---------------------------------------------------------------------------------------
// Scalars: identity, add, negate, widen, narrow.
// ---------------------------------------------------------------------------------------

macro_rules! scalar_fns {
    ($($t:ident: $id:ident, $add:ident;)*) => {$(
        #[doc = concat!("Returns its `", stringify!($t), "` argument unchanged.")]
        #[no_mangle]
        pub extern "C" fn $id(x: $t) -> $t {
            x
        }

        #[doc = concat!("`a + b` in `", stringify!($t), "`, wrapping on overflow.")]
        #[no_mangle]
        pub extern "C" fn $add(a: $t, b: $t) -> $t {
            a.wrapping_add(b)
        }
    )*};
}

scalar_fns! {
    i8: hc_id_i8, hc_add_i8;
    u8: hc_id_u8, hc_add_u8;
    i16: hc_id_i16, hc_add_i16;
    u16: hc_id_u16, hc_add_u16;
    i32: hc_id_i32, hc_add_i32;
    u32: hc_id_u32, hc_add_u32;
    i64: hc_id_i64, hc_add_i64;
    u64: hc_id_u64, hc_add_u64;
    isize: hc_id_isize, hc_add_isize;
    usize: hc_id_usize, hc_add_usize;
}

macro_rules! neg_fns {
    ($($t:ident: $neg:ident;)*) => {$(
        #[doc = concat!("`-x` in `", stringify!($t), "`, wrapping (`MIN` stays `MIN`).")]
        #[no_mangle]
        pub extern "C" fn $neg(x: $t) -> $t {
            x.wrapping_neg()
        }
    )*};
}

neg_fns! {
    i8: hc_neg_i8;
    i16: hc_neg_i16;
    i32: hc_neg_i32;
    i64: hc_neg_i64;
    isize: hc_neg_isize;
}

/// Returns its `f32` argument unchanged.
#[no_mangle]
pub extern "C" fn hc_id_f32(x: f32) -> f32 {
    x
}

/// Returns its `f64` argument unchanged.
#[no_mangle]
pub extern "C" fn hc_id_f64(x: f64) -> f64 {
    x
}

/// Returns its `bool` argument unchanged.
#[no_mangle]
pub extern "C" fn hc_id_bool(x: bool) -> bool {
    x
}

/// `a + b` in `f32` (rounded to `f32`).
#[no_mangle]
pub extern "C" fn hc_add_f32(a: f32, b: f32) -> f32 {
    a + b
}

/// `a + b` in `f64`.
#[no_mangle]
pub extern "C" fn hc_add_f64(a: f64, b: f64) -> f64 {
    a + b
}

/// `-x` in `f32` (flips the sign of zeros and NaNs too).
#[no_mangle]
pub extern "C" fn hc_neg_f32(x: f32) -> f32 {
    -x
}

/// `-x` in `f64` (flips the sign of zeros and NaNs too).
#[no_mangle]
pub extern "C" fn hc_neg_f64(x: f64) -> f64 {
    -x
}

/// `!x`.
#[no_mangle]
pub extern "C" fn hc_not(x: bool) -> bool {
    !x
}

/// `if c { a } else { b }`: a `bool` between two integers.
#[no_mangle]
pub extern "C" fn hc_select_i32(c: bool, a: i32, b: i32) -> i32 {
    if c {
        a
    } else {
        b
    }
}

macro_rules! widen_fns {
    ($($t:ident -> $w:ident: $name:ident;)*) => {$(
        #[doc = concat!("`x as ", stringify!($w), "`: sign or zero extension of a `",
            stringify!($t), "` argument, so a caller that passes garbage in the upper bits ",
            "of a narrow argument is caught.")]
        #[no_mangle]
        pub extern "C" fn $name(x: $t) -> $w {
            $w::from(x)
        }
    )*};
}

widen_fns! {
    i8 -> i64: hc_widen_i8;
    u8 -> u64: hc_widen_u8;
    i16 -> i64: hc_widen_i16;
    u16 -> u64: hc_widen_u16;
    i32 -> i64: hc_widen_i32;
    u32 -> u64: hc_widen_u32;
}

macro_rules! narrow_fns {
    ($($t:ident: $name:ident;)*) => {$(
        #[doc = concat!("`x as ", stringify!($t), "` (truncation): a narrow result whose ",
            "extension is the caller's job.")]
        #[no_mangle]
        pub extern "C" fn $name(x: i64) -> $t {
            x as $t
        }
    )*};
}

narrow_fns! {
    i8: hc_narrow_i8;
    u8: hc_narrow_u8;
    i16: hc_narrow_i16;
    u16: hc_narrow_u16;
    i32: hc_narrow_i32;
    u32: hc_narrow_u32;
}

/// `2^n + delta` in `i64`, wrapping (`n` is taken modulo 64). Produces the boxing edge
/// cases: `(31, 0)` is 2^31, `(53, 1)` is 2^53 + 1, `(63, 0)` is `i64::MIN`.
#[no_mangle]
pub extern "C" fn hc_pow2_i64(n: u32, delta: i32) -> i64 {
    1i64.wrapping_shl(n).wrapping_add(i64::from(delta))
}

/// `2^n + delta` in `u64`, wrapping (`n` modulo 64): `(0, -2)` is `u64::MAX`.
#[no_mangle]
pub extern "C" fn hc_pow2_u64(n: u32, delta: i32) -> u64 {
    1u64.wrapping_shl(n).wrapping_add(i64::from(delta) as u64)
}

/// `1 / 3` rounded to `f32`: a result whose widening to `f64` must be exact.
#[no_mangle]
pub extern "C" fn hc_f32_third() -> f32 {
    1.0 / 3.0
}

// ---------------------------------------------------------------------------------------
// Arity 0..=16.
// ---------------------------------------------------------------------------------------

static VOID_CALLS: AtomicUsize = AtomicUsize::new(0);

/// Takes nothing, returns nothing; counts its calls (see [`hc_void_count`]).
#[no_mangle]
pub extern "C" fn hc_void() {
    VOID_CALLS.fetch_add(1, Ordering::SeqCst);
}

/// How many times [`hc_void`] has run in this process.
#[no_mangle]
pub extern "C" fn hc_void_count() -> usize {
    VOID_CALLS.load(Ordering::SeqCst)
}

/// `sum((i + 1) * a_i)` over integer arguments, in `i64` (exact for any `i32` inputs up
/// to 16 of them).
pub fn weighted_i64(args: &[i64]) -> i64 {
    args.iter().enumerate().fold(0i64, |acc, (i, &a)| {
        acc.wrapping_add((i as i64 + 1).wrapping_mul(a))
    })
}

/// `sum((i + 1) * a_i)` over `f64` arguments.
pub fn weighted_f64(args: &[f64]) -> f64 {
    args.iter()
        .enumerate()
        .map(|(i, &a)| (i + 1) as f64 * a)
        .sum()
}

macro_rules! sum_i32_fns {
    ($($name:ident($($a:ident)*);)*) => {$(
        #[doc = concat!("`sum((i + 1) * a_i)` of its `i32` arguments, as `i64`: ",
            stringify!($name), ".")]
        #[no_mangle]
        pub extern "C" fn $name($($a: i32),*) -> i64 {
            weighted_i64(&[$(i64::from($a)),*])
        }
    )*};
}

sum_i32_fns! {
    hc_sum_i32_0();
    hc_sum_i32_1(a1);
    hc_sum_i32_2(a1 a2);
    hc_sum_i32_3(a1 a2 a3);
    hc_sum_i32_4(a1 a2 a3 a4);
    hc_sum_i32_5(a1 a2 a3 a4 a5);
    hc_sum_i32_6(a1 a2 a3 a4 a5 a6);
    hc_sum_i32_7(a1 a2 a3 a4 a5 a6 a7);
    hc_sum_i32_8(a1 a2 a3 a4 a5 a6 a7 a8);
    hc_sum_i32_9(a1 a2 a3 a4 a5 a6 a7 a8 a9);
    hc_sum_i32_10(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10);
    hc_sum_i32_11(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11);
    hc_sum_i32_12(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12);
    hc_sum_i32_13(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13);
    hc_sum_i32_14(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14);
    hc_sum_i32_15(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15);
    hc_sum_i32_16(a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16);
}

// ---------------------------------------------------------------------------------------
// More arguments than registers, and mixed orders.
// ---------------------------------------------------------------------------------------

macro_rules! many_fns {
    ($($name:ident: $t:ident -> $r:ident, $conv:expr, $sum:ident;)*) => {$(
        #[doc = concat!("`sum((i + 1) * a_i)` of 16 `", stringify!($t), "` arguments, as `",
            stringify!($r), "`: more than fit in argument registers.")]
        #[no_mangle]
        #[allow(clippy::too_many_arguments)]
        pub extern "C" fn $name(
            a1: $t, a2: $t, a3: $t, a4: $t, a5: $t, a6: $t, a7: $t, a8: $t,
            a9: $t, a10: $t, a11: $t, a12: $t, a13: $t, a14: $t, a15: $t, a16: $t,
        ) -> $r {
            let conv = $conv;
            $sum(&[
                conv(a1), conv(a2), conv(a3), conv(a4), conv(a5), conv(a6), conv(a7),
                conv(a8), conv(a9), conv(a10), conv(a11), conv(a12), conv(a13), conv(a14),
                conv(a15), conv(a16),
            ]) as $r
        }
    )*};
}

many_fns! {
    hc_many_i64_16: i64 -> i64, |a: i64| a, weighted_i64;
    hc_many_f64_16: f64 -> f64, |a: f64| a, weighted_f64;
    hc_many_f32_16: f32 -> f64, f64::from, weighted_f64;
    hc_many_u8_16: u8 -> u32, i64::from, weighted_i64;
    hc_many_i16_16: i16 -> i64, i64::from, weighted_i64;
}

/// `sum((i + 1) * a_i)` over `(i32, f64, i64, f32, u8, f64, i16, f64, u32, f64, i64, f64)`:
/// ints and floats interleaved, 6 of each.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_mix12(
    a1: i32,
    a2: f64,
    a3: i64,
    a4: f32,
    a5: u8,
    a6: f64,
    a7: i16,
    a8: f64,
    a9: u32,
    a10: f64,
    a11: i64,
    a12: f64,
) -> f64 {
    weighted_f64(&[
        f64::from(a1),
        a2,
        a3 as f64,
        f64::from(a4),
        f64::from(a5),
        a6,
        f64::from(a7),
        a8,
        f64::from(a9),
        a10,
        a11 as f64,
        a12,
    ])
}

/// `sum((i + 1) * a_i)` over `(f32, i8, f64, u16, bool, i64)` (`true` counts 1).
#[no_mangle]
pub extern "C" fn hc_mixed_a(a1: f32, a2: i8, a3: f64, a4: u16, a5: bool, a6: i64) -> f64 {
    weighted_f64(&[
        f64::from(a1),
        f64::from(a2),
        a3,
        f64::from(a4),
        f64::from(u8::from(a5)),
        a6 as f64,
    ])
}

/// `sum((i + 1) * a_i)` over one argument of every scalar kind, in the order
/// `(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool)`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_every_scalar(
    a1: i8,
    a2: u8,
    a3: i16,
    a4: u16,
    a5: i32,
    a6: u32,
    a7: i64,
    a8: u64,
    a9: isize,
    a10: usize,
    a11: f32,
    a12: f64,
    a13: bool,
) -> f64 {
    weighted_f64(&[
        f64::from(a1),
        f64::from(a2),
        f64::from(a3),
        f64::from(a4),
        f64::from(a5),
        f64::from(a6),
        a7 as f64,
        a8 as f64,
        a9 as f64,
        a10 as f64,
        f64::from(a11),
        a12,
        f64::from(u8::from(a13)),
    ])
}

/// `sum((i + 1) * a_i)` over eight `(i32, f64)` pairs: 8 ints (6 in registers, 2 on the
/// stack) interleaved with 8 floats (all in registers on SysV).
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_interleave16(
    a1: i32,
    a2: f64,
    a3: i32,
    a4: f64,
    a5: i32,
    a6: f64,
    a7: i32,
    a8: f64,
    a9: i32,
    a10: f64,
    a11: i32,
    a12: f64,
    a13: i32,
    a14: f64,
    a15: i32,
    a16: f64,
) -> f64 {
    weighted_f64(&[
        f64::from(a1),
        a2,
        f64::from(a3),
        a4,
        f64::from(a5),
        a6,
        f64::from(a7),
        a8,
        f64::from(a9),
        a10,
        f64::from(a11),
        a12,
        f64::from(a13),
        a14,
        f64::from(a15),
        a16,
    ])
}

/// `sum((i + 1) * a_i)` over nine `f64` then seven `i32`: on SysV both register classes
/// overflow, so the stack holds one float and then one int, in argument order.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_spill16(
    a1: f64,
    a2: f64,
    a3: f64,
    a4: f64,
    a5: f64,
    a6: f64,
    a7: f64,
    a8: f64,
    a9: f64,
    a10: i32,
    a11: i32,
    a12: i32,
    a13: i32,
    a14: i32,
    a15: i32,
    a16: i32,
) -> f64 {
    weighted_f64(&[
        a1,
        a2,
        a3,
        a4,
        a5,
        a6,
        a7,
        a8,
        a9,
        f64::from(a10),
        f64::from(a11),
        f64::from(a12),
        f64::from(a13),
        f64::from(a14),
        f64::from(a15),
        f64::from(a16),
    ])
}

// ---------------------------------------------------------------------------------------
// C strings.
// ---------------------------------------------------------------------------------------

/// FNV-1a (32-bit) of `bytes`: `0x811c9dc5` for no bytes.
pub fn fnv1a32(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// CRC-32 (IEEE 802.3, reflected, as zlib computes it) of `bytes`: `0xCBF43926` for
/// `b"123456789"`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// # Safety
/// `s` is null or a NUL-terminated string valid for reads.
unsafe fn cstr_bytes<'a>(s: *const c_char) -> &'a [u8] {
    if s.is_null() {
        return &[];
    }
    // SAFETY: a non-null `s` is NUL-terminated and readable (caller's contract).
    unsafe { CStr::from_ptr(s) }.to_bytes()
}

/// The length in bytes of a C string (0 for null).
///
/// # Safety
///
/// `s` is null or a NUL-terminated string valid for reads.
#[no_mangle]
pub unsafe extern "C" fn hc_strlen(s: *const c_char) -> usize {
    // SAFETY: forwarded caller's contract.
    unsafe { cstr_bytes(s) }.len()
}

/// FNV-1a (32-bit) of a C string's bytes, NUL excluded ([`fnv1a32`]); null hashes as empty.
///
/// # Safety
///
/// `s` is null or a NUL-terminated string valid for reads.
#[no_mangle]
pub unsafe extern "C" fn hc_str_checksum(s: *const c_char) -> u32 {
    // SAFETY: forwarded caller's contract.
    fnv1a32(unsafe { cstr_bytes(s) })
}

/// Compares two C strings bytewise: -1, 0 or 1, as the sign of `strcmp`.
///
/// # Safety
///
/// Each of `a` and `b` is null (compared as empty) or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn hc_str_cmp(a: *const c_char, b: *const c_char) -> i32 {
    // SAFETY: forwarded caller's contract.
    let (a, b) = unsafe { (cstr_bytes(a), cstr_bytes(b)) };
    a.cmp(b) as i32
}

/// Returns its argument: a `cstring` result that points into the `cstring` argument, so the
/// argument's bytes must still be alive when the result is boxed (as `strchr`, `strstr` and
/// `basename` need).
///
/// # Safety
///
/// None beyond the C contract: the pointer is returned, never read.
#[no_mangle]
pub unsafe extern "C" fn hc_str_identity(s: *const c_char) -> *const c_char {
    s
}

/// Returns a pointer `n` bytes into its argument, or to its NUL when the string is shorter
/// (`strchr`-like: the result points inside the argument).
///
/// # Safety
///
/// `s` is null (returned as is) or a NUL-terminated string valid for reads.
#[no_mangle]
pub unsafe extern "C" fn hc_str_skip(s: *const c_char, n: u32) -> *const c_char {
    // SAFETY: forwarded caller's contract.
    let len = unsafe { cstr_bytes(s) }.len();
    if s.is_null() {
        return s;
    }
    // SAFETY: `min(n, len)` stays within the string (its NUL included).
    unsafe { s.add((n as usize).min(len)) }
}

// ---------------------------------------------------------------------------------------
// Buffers. A `buffer` is one native argument, a pointer to the bytes; a length, when a
// function needs one, is a separate `usize` argument.
// ---------------------------------------------------------------------------------------

/// The first byte of a buffer, or 0 for a null buffer.
///
/// # Safety
///
/// `buf` is null or valid for reading one byte (so never a zero-length buffer, whose
/// pointer may dangle).
#[no_mangle]
pub unsafe extern "C" fn hc_buf_first(buf: *const u8) -> u32 {
    if buf.is_null() {
        0
    } else {
        // SAFETY: non-null `buf` is readable for one byte (caller's contract).
        u32::from(unsafe { buf.read() })
    }
}

/// Whether the buffer pointer is null (JavaScript passed `null`). Reads nothing, so any
/// buffer, including a zero-length one, may be passed.
#[no_mangle]
pub extern "C" fn hc_buf_is_null(buf: *const u8) -> bool {
    buf.is_null()
}

/// Sets `len` bytes of `buf` to `val`. Does nothing when `buf` is null or `len` is 0.
///
/// # Safety
///
/// `buf` is null or valid for writing `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_buf_fill(buf: *mut u8, len: usize, val: u8) {
    if !buf.is_null() && len > 0 {
        // SAFETY: `buf` is writable for `len` bytes (caller's contract).
        unsafe { std::ptr::write_bytes(buf, val, len) };
    }
}

/// CRC-32 ([`crc32`]) of the first `len` bytes of `buf` (0 bytes when `buf` is null or
/// `len` is 0, giving 0).
///
/// # Safety
///
/// `buf` is null or valid for reading `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_buf_crc(buf: *const u8, len: usize) -> u32 {
    if buf.is_null() || len == 0 {
        return crc32(&[]);
    }
    // SAFETY: `buf` is readable for `len` bytes (caller's contract).
    crc32(unsafe { std::slice::from_raw_parts(buf, len) })
}

/// `strlen(s) + 2 x + 3 (sum of buf[..len]) + (if flag { 1000 } else { 0 })`: a string, a
/// buffer and scalars in one call.
///
/// # Safety
///
/// As for [`hc_strlen`] (`s`) and [`hc_buf_crc`] (`buf`, `len`).
#[no_mangle]
pub unsafe extern "C" fn hc_mixed_refs(
    s: *const c_char,
    x: f64,
    buf: *const u8,
    len: usize,
    flag: bool,
) -> f64 {
    // SAFETY: forwarded caller's contract.
    let n = unsafe { cstr_bytes(s) }.len();
    let sum: u64 = if buf.is_null() || len == 0 {
        0
    } else {
        // SAFETY: forwarded caller's contract.
        unsafe { std::slice::from_raw_parts(buf, len) }
            .iter()
            .map(|&b| u64::from(b))
            .sum()
    };
    n as f64 + 2.0 * x + 3.0 * sum as f64 + if flag { 1000.0 } else { 0.0 }
}

// ---------------------------------------------------------------------------------------
// Pointers.
// ---------------------------------------------------------------------------------------

/// Returns its pointer argument unchanged.
#[no_mangle]
pub extern "C" fn hc_ptr_identity(p: *mut c_void) -> *mut c_void {
    p
}

/// Whether the pointer is null.
#[no_mangle]
pub extern "C" fn hc_ptr_is_null(p: *const c_void) -> bool {
    p.is_null()
}

/// `p + offset` bytes (wrapping; nothing is dereferenced).
#[no_mangle]
pub extern "C" fn hc_ptr_offset(p: *const c_void, offset: isize) -> *const c_void {
    p.cast::<u8>().wrapping_offset(offset).cast()
}

/// A static greeting, for `cstring` results: `"h\u{e9}llo from hostcall"` when `which` is
/// 1, the empty string when 2, and a null pointer otherwise.
#[no_mangle]
pub extern "C" fn hc_greeting(which: i32) -> CStrArg {
    match which {
        1 => CStrArg::from_static(c"h\xc3\xa9llo from hostcall"),
        2 => CStrArg::from_static(c""),
        _ => CStrArg::null(),
    }
}

/// A static C string that is not valid UTF-8, for the `cstring` result check: `"\xff\xfe"`
/// when `which` is 0, a CESU-8 encoded lone surrogate `"\xed\xa0\x80"` when 1, a truncated
/// sequence `"ok\xc3"` when 2, and valid UTF-8 `"h\u{e9}"` otherwise.
#[no_mangle]
pub extern "C" fn hc_str_bad_utf8(which: i32) -> *const c_char {
    match which {
        0 => c"\xff\xfe".as_ptr(),
        1 => c"\xed\xa0\x80".as_ptr(),
        2 => c"ok\xc3".as_ptr(),
        _ => c"h\xc3\xa9".as_ptr(),
    }
}

/// The bytes behind [`hc_static_ptr`]: byte `i` is `(3 i) mod 256`.
pub static STATIC_BYTES: [u8; 64] = {
    let mut b = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        b[i] = (i * 3) as u8;
        i += 1;
    }
    b
};

/// The address of [`STATIC_BYTES`] (64 read-only bytes; never write through it).
#[no_mangle]
pub extern "C" fn hc_static_ptr() -> *mut c_void {
    STATIC_BYTES.as_ptr().cast_mut().cast()
}

/// The byte at `p + offset`.
///
/// # Safety
///
/// `p + offset` must be readable, e.g. `p` from [`hc_static_ptr`] and `offset < 64`.
#[no_mangle]
pub unsafe extern "C" fn hc_ptr_read_u8(p: *const c_void, offset: usize) -> u8 {
    // SAFETY: the caller vouches that the byte is readable.
    unsafe { p.cast::<u8>().add(offset).read() }
}

// ---------------------------------------------------------------------------------------
// Engine values.
// ---------------------------------------------------------------------------------------

/// Whether the pointer to the engine value is non-null (it always should be).
#[no_mangle]
pub extern "C" fn hc_value_ptr_nonnull(v: *const Value) -> bool {
    !v.is_null()
}

/// A 16-byte engine value returned by value (two integer registers on SysV), as QuickJS-NG
/// returns a `JSValue` on 64-bit targets.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value16 {
    /// The value's bytes as two words.
    pub words: [u64; 2],
}

/// Returns a copy of an 8-byte engine value (a NaN-boxed layout). Only for layouts whose
/// values are 8 bytes.
///
/// # Safety
///
/// `v` must point to 8 readable bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_value_echo8(v: *const Value) -> u64 {
    // SAFETY: `v` points to an 8-byte value (caller's contract).
    unsafe { v.cast::<u64>().read_unaligned() }
}

/// Returns a copy of a 16-byte engine value (QuickJS-NG on 64-bit). Only for layouts whose
/// values are 16 bytes. The copy is not duplicated in any reference-counting sense: only
/// for engines (like the test engine) whose values need no reference counting.
///
/// # Safety
///
/// `v` must point to 16 readable bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_value_echo16(v: *const Value) -> Value16 {
    // SAFETY: `v` points to a 16-byte value (caller's contract).
    unsafe { v.cast::<Value16>().read_unaligned() }
}

// ---------------------------------------------------------------------------------------
// Errors reported through the context.
// ---------------------------------------------------------------------------------------

/// `a / b`, reporting a `RangeError` "division by zero" when `b == 0` and "division
/// overflow" for `i32::MIN / -1`.
///
/// # Safety
///
/// `ctx` is the live context of the current host call.
#[no_mangle]
pub unsafe extern "C" fn hc_checked_div(ctx: *mut HostContext, a: i32, b: i32) -> i32 {
    let err = match a.checked_div(b) {
        Some(q) => return q,
        None if b == 0 => "division by zero",
        None => "division overflow",
    };
    // SAFETY: `ctx` is the live context (caller's contract).
    unsafe { report_error(ctx, HostError::range_error(err)) };
    0
}

/// Reports nothing and returns `3 x` (wrapping), or -1 when `ctx` is null (it never
/// should be).
///
/// # Safety
///
/// `ctx` is the live context of the current host call.
#[no_mangle]
pub unsafe extern "C" fn hc_ctx_ok(ctx: *mut HostContext, x: i32) -> i32 {
    if ctx.is_null() {
        -1
    } else {
        x.wrapping_mul(3)
    }
}

/// Reports an `Error` "first", then a `TypeError` "second" (which replaces it), and
/// returns 7 (ignored by the caller).
///
/// # Safety
///
/// `ctx` is the live context of the current host call.
#[no_mangle]
pub unsafe extern "C" fn hc_ctx_report_twice(ctx: *mut HostContext) -> i32 {
    // SAFETY: `ctx` is the live context (caller's contract).
    unsafe {
        report_error(ctx, HostError::new(ErrorKind::Error, "first"));
        report_error(ctx, HostError::type_error("second"));
    }
    7
}

/// Reports an error whose message is `msg` and whose kind is `kind`: 0 `Error`,
/// 1 `TypeError`, 2 `RangeError`; any other `kind` reports nothing.
///
/// # Safety
///
/// `ctx` is the live context of the current host call; `msg` as for [`hc_strlen`].
#[no_mangle]
pub unsafe extern "C" fn hc_ctx_fail(ctx: *mut HostContext, kind: u8, msg: *const c_char) {
    let kind = match kind {
        0 => ErrorKind::Error,
        1 => ErrorKind::TypeError,
        2 => ErrorKind::RangeError,
        _ => return,
    };
    // SAFETY: forwarded caller's contract.
    let text = String::from_utf8_lossy(unsafe { cstr_bytes(msg) }).into_owned();
    // SAFETY: `ctx` is the live context (caller's contract).
    unsafe { report_error(ctx, HostError::new(kind, text)) };
}

// ---------------------------------------------------------------------------------------
// Receivers.
// ---------------------------------------------------------------------------------------

/// The receiver class of [`Counter`] host objects (what `MethodData::with_receiver_class`
/// must be given for the `hc_counter_*` functions).
pub const COUNTER_CLASS: u64 = 0xC0_0A7E;

/// A host object: the native state behind a JavaScript `this`.
#[repr(C)]
#[derive(Debug, Default)]
pub struct Counter {
    /// The current value.
    pub value: i32,
}

impl Counter {
    /// A counter leaked for the life of the process (host objects must outlive every call
    /// through them), and its address for `JsVal::Host(COUNTER_CLASS, address)`.
    pub fn leak(value: i32) -> (&'static mut Counter, usize) {
        let c = Box::leak(Box::new(Counter { value }));
        let addr = std::ptr::from_mut(c) as usize;
        (c, addr)
    }
}

/// The counter's value.
///
/// # Safety
///
/// `this` points to a live [`Counter`] no one else accesses during the call.
#[no_mangle]
pub unsafe extern "C" fn hc_counter_get(this: *mut Counter) -> i32 {
    // SAFETY: caller's contract.
    unsafe { (*this).value }
}

/// Adds `x` (wrapping) to the counter and returns the new value.
///
/// # Safety
///
/// As for [`hc_counter_get`].
#[no_mangle]
pub unsafe extern "C" fn hc_counter_add(this: *mut Counter, x: i32) -> i32 {
    // SAFETY: caller's contract.
    let c = unsafe { &mut *this };
    c.value = c.value.wrapping_add(x);
    c.value
}

/// Divides the counter by `d` in place and returns the new value; reports a `RangeError`
/// "division by zero" (and leaves the counter alone) when `d == 0`. A `context` and a
/// `receiver` together.
///
/// # Safety
///
/// As for [`hc_counter_get`] and [`hc_checked_div`].
#[no_mangle]
pub unsafe extern "C" fn hc_counter_div(ctx: *mut HostContext, this: *mut Counter, d: i32) -> i32 {
    // SAFETY: caller's contract.
    let c = unsafe { &mut *this };
    match c.value.checked_div(d) {
        Some(q) => {
            c.value = q;
            q
        }
        None => {
            let msg = if d == 0 {
                "division by zero"
            } else {
                "division overflow"
            };
            // SAFETY: caller's contract.
            unsafe { report_error(ctx, HostError::range_error(msg)) };
            0
        }
    }
}

// ---------------------------------------------------------------------------------------
// Rust host functions (through `rust_host_fn`: a context is added, panics are caught).
// ---------------------------------------------------------------------------------------

/// The input on which [`panicking_host_fn`] panics.
pub const PANIC_INPUT: i32 = 13;

fn double_unless_unlucky(x: i32) -> i32 {
    if x == PANIC_INPUT {
        panic!("unlucky {x}");
    }
    x.wrapping_mul(2)
}

fn sqrt_nonnegative(x: f64) -> Result<f64, HostError> {
    if x < 0.0 {
        Err(HostError::range_error(format!(
            "cannot take the square root of {x}"
        )))
    } else {
        Ok(x.sqrt())
    }
}

/// A Rust host function `(context, i32) -> i32` that returns `2 x`, but panics with
/// "unlucky 13" when `x == 13` ([`PANIC_INPUT`]); the panic must become an exception.
pub fn panicking_host_fn() -> RustHostFnInfo {
    rust_host_fn(double_unless_unlucky)
}

/// A Rust host function `(context, f64) -> f64` returning `sqrt(x)`, or an `Err`
/// (`RangeError` "cannot take the square root of -1") for negative `x`.
pub fn fallible_host_fn() -> RustHostFnInfo {
    rust_host_fn(sqrt_nonnegative)
}

// ---------------------------------------------------------------------------------------
// The table of shapes.
// ---------------------------------------------------------------------------------------

/// One function of this library and its signature.
#[derive(Clone, Debug)]
pub struct Shape {
    /// The exported symbol name (`hc_*`), or `rust_*` for [`rust_host_fn`] shims.
    pub name: &'static str,
    /// The function's address.
    pub func: *const c_void,
    /// The signature, parsed from its text form.
    pub sig: Signature,
    /// The signature derived from the function's Rust type through [`HostFnType`] (or
    /// [`rust_host_fn`]), when the Rust parameter types map to kinds; `None` for functions
    /// taking raw C types that have no typed mapping (`*const c_char`, `*const u8`,
    /// `*mut Counter`). Where present it must equal [`sig`](Shape::sig).
    pub typed: Option<Signature>,
    /// `Some(n)`: the function only fits layouts whose values are `n` bytes (functions
    /// returning an engine value by value).
    pub value_size: Option<u8>,
    /// The receiver class to give the method (0 when it takes no receiver).
    pub receiver_class: u64,
}

impl Shape {
    fn text(name: &'static str, func: *const c_void, sig: &str) -> Shape {
        Shape {
            name,
            func,
            sig: parse(name, sig),
            typed: None,
            value_size: None,
            receiver_class: 0,
        }
    }

    fn typed<F: HostFnType>(name: &'static str, f: F, sig: &str) -> Shape {
        Shape {
            typed: Some(F::signature()),
            ..Shape::text(name, f.address(), sig)
        }
    }

    fn receiver(mut self) -> Shape {
        self.receiver_class = COUNTER_CLASS;
        self
    }

    fn value_size(mut self, size: u8) -> Shape {
        self.value_size = Some(size);
        self
    }
}

fn parse(name: &str, sig: &str) -> Signature {
    match sig.parse() {
        Ok(s) => s,
        // The table's signatures are literals: a parse failure is a bug in this file.
        Err(e) => panic!("shape {name}: bad signature `{sig}`: {e}"),
    }
}

/// `(t, t, ... n times) -> r` in text form.
fn repeated(t: &str, n: usize, r: &str) -> String {
    format!("({}) -> {r}", vec![t; n].join(", "))
}

/// Every function of this library with its signature, in a stable order (names unique).
pub fn shapes() -> Vec<Shape> {
    macro_rules! typed {
        ($name:ident: fn($($p:ty),*) -> $r:ty = $sig:expr) => {
            Shape::typed::<extern "C" fn($($p),*) -> $r>(stringify!($name), $name, &$sig)
        };
        ($name:ident: unsafe fn($($p:ty),*) -> $r:ty = $sig:expr) => {
            Shape::typed::<unsafe extern "C" fn($($p),*) -> $r>(stringify!($name), $name, &$sig)
        };
    }
    macro_rules! text {
        ($name:ident = $sig:expr) => {
            Shape::text(stringify!($name), $name as *const c_void, &$sig)
        };
    }
    macro_rules! per_scalar {
        ($out:ident; $($t:ident: $id:ident, $add:ident;)*) => {$(
            $out.push(typed!($id: fn($t) -> $t = format!("({0}) -> {0}", stringify!($t))));
            $out.push(typed!($add: fn($t, $t) -> $t =
                format!("({0}, {0}) -> {0}", stringify!($t))));
        )*};
    }
    macro_rules! per_unary {
        ($out:ident; $($a:ident -> $r:ident: $f:ident;)*) => {$(
            $out.push(typed!($f: fn($a) -> $r =
                format!("({}) -> {}", stringify!($a), stringify!($r))));
        )*};
    }

    let mut v = Vec::new();
    per_scalar!(v;
        i8: hc_id_i8, hc_add_i8; u8: hc_id_u8, hc_add_u8;
        i16: hc_id_i16, hc_add_i16; u16: hc_id_u16, hc_add_u16;
        i32: hc_id_i32, hc_add_i32; u32: hc_id_u32, hc_add_u32;
        i64: hc_id_i64, hc_add_i64; u64: hc_id_u64, hc_add_u64;
        isize: hc_id_isize, hc_add_isize; usize: hc_id_usize, hc_add_usize;
        f32: hc_id_f32, hc_add_f32; f64: hc_id_f64, hc_add_f64;
    );
    per_unary!(v;
        bool -> bool: hc_id_bool; bool -> bool: hc_not;
        i8 -> i8: hc_neg_i8; i16 -> i16: hc_neg_i16; i32 -> i32: hc_neg_i32;
        i64 -> i64: hc_neg_i64; isize -> isize: hc_neg_isize;
        f32 -> f32: hc_neg_f32; f64 -> f64: hc_neg_f64;
        i8 -> i64: hc_widen_i8; u8 -> u64: hc_widen_u8; i16 -> i64: hc_widen_i16;
        u16 -> u64: hc_widen_u16; i32 -> i64: hc_widen_i32; u32 -> u64: hc_widen_u32;
        i64 -> i8: hc_narrow_i8; i64 -> u8: hc_narrow_u8; i64 -> i16: hc_narrow_i16;
        i64 -> u16: hc_narrow_u16; i64 -> i32: hc_narrow_i32; i64 -> u32: hc_narrow_u32;
    );
    v.push(typed!(hc_select_i32: fn(bool, i32, i32) -> i32 = "(bool, i32, i32) -> i32"));
    v.push(typed!(hc_pow2_i64: fn(u32, i32) -> i64 = "(u32, i32) -> i64"));
    v.push(typed!(hc_pow2_u64: fn(u32, i32) -> u64 = "(u32, i32) -> u64"));
    v.push(typed!(hc_f32_third: fn() -> f32 = "() -> f32"));

    v.push(typed!(hc_void: fn() -> () = "() -> void"));
    v.push(typed!(hc_void_count: fn() -> usize = "() -> usize"));
    v.push(typed!(hc_sum_i32_0: fn() -> i64 = repeated("i32", 0, "i64")));
    v.push(typed!(hc_sum_i32_1: fn(i32) -> i64 = repeated("i32", 1, "i64")));
    v.push(typed!(hc_sum_i32_2: fn(i32, i32) -> i64 = repeated("i32", 2, "i64")));
    v.push(typed!(hc_sum_i32_3: fn(i32, i32, i32) -> i64 = repeated("i32", 3, "i64")));
    v.push(typed!(hc_sum_i32_4: fn(i32, i32, i32, i32) -> i64 = repeated("i32", 4, "i64")));
    v.push(typed!(hc_sum_i32_5: fn(i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 5, "i64")));
    v.push(
        typed!(hc_sum_i32_6: fn(i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 6, "i64")),
    );
    v.push(
        typed!(hc_sum_i32_7: fn(i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 7, "i64")),
    );
    v.push(
        typed!(hc_sum_i32_8: fn(i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 8, "i64")),
    );
    v.push(
        typed!(hc_sum_i32_9: fn(i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 9, "i64")),
    );
    v.push(
        typed!(hc_sum_i32_10: fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 10, "i64")),
    );
    v.push(typed!(hc_sum_i32_11:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 11, "i64")));
    v.push(typed!(hc_sum_i32_12:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 12, "i64")));
    v.push(typed!(hc_sum_i32_13:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 13, "i64")));
    v.push(typed!(hc_sum_i32_14:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 14, "i64")));
    v.push(typed!(hc_sum_i32_15:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i64 =
        repeated("i32", 15, "i64")));
    v.push(typed!(hc_sum_i32_16:
        fn(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
            -> i64 = repeated("i32", 16, "i64")));

    v.push(typed!(hc_many_i64_16:
        fn(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
            -> i64 = repeated("i64", 16, "i64")));
    v.push(typed!(hc_many_f64_16:
        fn(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)
            -> f64 = repeated("f64", 16, "f64")));
    v.push(typed!(hc_many_f32_16:
        fn(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            -> f64 = repeated("f32", 16, "f64")));
    v.push(typed!(hc_many_u8_16:
        fn(u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8) -> u32 =
        repeated("u8", 16, "u32")));
    v.push(typed!(hc_many_i16_16:
        fn(i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16)
            -> i64 = repeated("i16", 16, "i64")));
    v.push(typed!(hc_mix12:
        fn(i32, f64, i64, f32, u8, f64, i16, f64, u32, f64, i64, f64) -> f64 =
        "(i32, f64, i64, f32, u8, f64, i16, f64, u32, f64, i64, f64) -> f64"));
    v.push(typed!(hc_mixed_a: fn(f32, i8, f64, u16, bool, i64) -> f64 =
        "(f32, i8, f64, u16, bool, i64) -> f64"));
    v.push(typed!(hc_every_scalar:
        fn(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool) -> f64 =
        "(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool) -> f64"));
    v.push(typed!(hc_interleave16:
        fn(i32, f64, i32, f64, i32, f64, i32, f64, i32, f64, i32, f64, i32, f64, i32, f64)
            -> f64 = "(i32, f64, i32, f64, i32, f64, i32, f64, \
                      i32, f64, i32, f64, i32, f64, i32, f64) -> f64"));
    v.push(typed!(hc_spill16:
        fn(f64, f64, f64, f64, f64, f64, f64, f64, f64, i32, i32, i32, i32, i32, i32, i32)
            -> f64 = "(f64, f64, f64, f64, f64, f64, f64, f64, f64, \
                      i32, i32, i32, i32, i32, i32, i32) -> f64"));

    v.push(text!(hc_wide_0 = "(i32, i16, i8, u16, u8) -> i64"));
    v.push(text!(hc_wide_1 = "(i32, i16, i8, u16, u8) -> i64"));
    v.push(text!(hc_wide_2 = "(i32, i16, i8, u16, u8) -> i64"));
    v.push(text!(hc_wide_3 = "(i32, i16, i8, u16, u8) -> i64"));
    v.push(text!(hc_wide_4 = "(i32, i16, i8, u16, u8) -> i64"));
    v.push(text!(hc_strlen = "(cstring) -> usize"));
    v.push(text!(hc_str_checksum = "(cstring) -> u32"));
    v.push(text!(hc_str_cmp = "(cstring, cstring) -> i32"));
    v.push(text!(hc_str_identity = "(cstring) -> cstring"));
    v.push(text!(hc_str_skip = "(cstring, u32) -> cstring"));
    v.push(text!(hc_buf_first = "(buffer) -> u32"));
    v.push(text!(hc_buf_is_null = "(buffer) -> bool"));
    v.push(text!(hc_buf_fill = "(buffer, usize, u8) -> void"));
    v.push(text!(hc_buf_crc = "(buffer, usize) -> u32"));
    v.push(text!(
        hc_mixed_refs = "(cstring, f64, buffer, usize, bool) -> f64"
    ));
    v.push(text!(hc_slice_sum = "(slice) -> u64"));
    v.push(text!(hc_slice_len = "(slice) -> usize"));
    v.push(text!(hc_slice_ptr_is_null = "(slice) -> i32"));
    v.push(text!(hc_slice_fill = "(slice, u8) -> void"));
    v.push(text!(hc_slice_copy = "(slice, slice) -> usize"));
    v.push(text!(
        hc_slice_split = "(i32, i32, i32, i32, i32, slice, f64) -> f64"
    ));
    v.push(text!(
        hc_slice_mixed = "(u8, slice, f64, i64, slice, bool, i16) -> f64"
    ));
    v.push(text!(
        hc_slice_sum30 = format!("(slice, {}) -> i64", vec!["i64"; 30].join(", "))
    ));

    v.push(typed!(hc_ptr_identity: fn(*mut c_void) -> *mut c_void = "(pointer) -> pointer"));
    v.push(typed!(hc_ptr_is_null: fn(*const c_void) -> bool = "(pointer) -> bool"));
    v.push(
        typed!(hc_ptr_offset: fn(*const c_void, isize) -> *const c_void =
        "(pointer, isize) -> pointer"),
    );
    v.push(typed!(hc_static_ptr: fn() -> *mut c_void = "() -> pointer"));
    v.push(typed!(hc_greeting: fn(i32) -> CStrArg = "(i32) -> cstring"));
    v.push(
        typed!(hc_ptr_read_u8: unsafe fn(*const c_void, usize) -> u8 =
        "(pointer, usize) -> u8"),
    );

    v.push(typed!(hc_i32_array_len: fn() -> usize = "() -> usize"));
    v.push(text!(hc_i32_array = "() -> pointer"));
    v.push(text!(hc_view_bytes = "() -> pointer"));
    v.push(typed!(hc_fn_add_i32: fn() -> *const c_void = "() -> pointer"));
    v.push(typed!(hc_is_null: fn(*const c_void) -> i32 = "(pointer) -> i32"));
    v.push(text!(
        hc_sum19 = "(i8, u8, i16, u16, i32, u32, i64, u64, f32, f64, \
                    i32, f64, i32, f64, i32, f64, isize, usize, f64) -> f64"
    ));
    v.push(text!(hc_sum32 = repeated("i64", 32, "i64")));

    v.push(typed!(hc_value_ptr_nonnull: fn(*const Value) -> bool = "(value) -> bool"));
    v.push(text!(hc_value_echo8 = "(value) -> value").value_size(8));
    v.push(text!(hc_value_echo16 = "(value) -> value").value_size(16));

    v.push(
        typed!(hc_checked_div: unsafe fn(*mut HostContext, i32, i32) -> i32 =
        "(context, i32, i32) -> i32"),
    );
    v.push(typed!(hc_ctx_ok: unsafe fn(*mut HostContext, i32) -> i32 = "(context, i32) -> i32"));
    v.push(
        typed!(hc_ctx_report_twice: unsafe fn(*mut HostContext) -> i32 =
        "(context) -> i32"),
    );
    v.push(text!(hc_ctx_fail = "(context, u8, cstring) -> void"));

    v.push(text!(hc_counter_get = "(receiver) -> i32").receiver());
    v.push(text!(hc_counter_add = "(receiver, i32) -> i32").receiver());
    v.push(text!(hc_counter_div = "(context, receiver, i32) -> i32").receiver());

    for (name, info, text) in [
        (
            "rust_panicking",
            panicking_host_fn(),
            "(context, i32) -> i32",
        ),
        ("rust_fallible", fallible_host_fn(), "(context, f64) -> f64"),
    ] {
        v.push(Shape {
            typed: Some(info.signature().clone()),
            ..Shape::text(name, info.func(), text)
        });
    }
    v
}

/// The shape named `name`, if this library has one.
pub fn shape(name: &str) -> Option<Shape> {
    shapes().into_iter().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_and_text_signatures_agree() {
        let mut untyped = Vec::new();
        for s in shapes() {
            match &s.typed {
                Some(t) => assert_eq!(t, &s.sig, "{}: typed mapping disagrees", s.name),
                None => untyped.push(s.name),
            }
        }
        // Only functions with raw C parameter types (no typed mapping), slices (two native
        // arguments, which no one Rust parameter type stands for), more than 16 parameters,
        // a `*const` result other than `c_void`, a layout-sized value result, or a
        // declaration narrower than the function on purpose (`hc_wide_*`) may skip the
        // typed check.
        assert_eq!(
            untyped,
            [
                "hc_wide_0",
                "hc_wide_1",
                "hc_wide_2",
                "hc_wide_3",
                "hc_wide_4",
                "hc_strlen",
                "hc_str_checksum",
                "hc_str_cmp",
                "hc_str_identity",
                "hc_str_skip",
                "hc_buf_first",
                "hc_buf_is_null",
                "hc_buf_fill",
                "hc_buf_crc",
                "hc_mixed_refs",
                "hc_slice_sum",
                "hc_slice_len",
                "hc_slice_ptr_is_null",
                "hc_slice_fill",
                "hc_slice_copy",
                "hc_slice_split",
                "hc_slice_mixed",
                "hc_slice_sum30",
                "hc_i32_array",
                "hc_view_bytes",
                "hc_sum19",
                "hc_sum32",
                "hc_value_echo8",
                "hc_value_echo16",
                "hc_ctx_fail",
                "hc_counter_get",
                "hc_counter_add",
                "hc_counter_div",
            ]
        );
    }

    #[test]
    fn names_are_unique_and_addresses_distinct() {
        let all = shapes();
        let mut names: Vec<_> = all.iter().map(|s| s.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len());
        assert!(all.iter().all(|s| !s.func.is_null()));
        assert!(shape("hc_add_i32").is_some());
        assert!(shape("hc_nope").is_none());
    }

    #[test]
    fn receiver_shapes_carry_the_class() {
        for s in shapes() {
            assert_eq!(
                s.receiver_class != 0,
                s.sig.takes_receiver(),
                "{}: receiver class",
                s.name
            );
        }
    }

    #[test]
    fn checksums_match_known_values() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        assert_eq!(fnv1a32(b""), 0x811c_9dc5);
        assert_eq!(fnv1a32(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a32(b"foobar"), 0xbf9c_f968);
    }

    #[test]
    fn direct_calls() {
        assert_eq!(hc_sum_i32_3(1, 2, 3), 14);
        assert_eq!(hc_sum_i32_3(3, 2, 1), 10);
        assert_eq!(hc_sum_i32_0(), 0);
        assert_eq!(hc_add_i32(i32::MAX, 1), i32::MIN);
        assert_eq!(hc_add_u64(u64::MAX, 2), 1);
        assert_eq!(hc_neg_i8(i8::MIN), i8::MIN);
        assert_eq!(hc_widen_i8(-1), -1);
        assert_eq!(hc_widen_u8(255), 255);
        assert_eq!(hc_narrow_i8(0x1ff), -1);
        assert_eq!(hc_pow2_i64(53, 1), (1 << 53) + 1);
        assert_eq!(hc_pow2_i64(63, 0), i64::MIN);
        assert_eq!(hc_pow2_u64(0, -2), u64::MAX);
        assert_eq!(
            hc_mixed_a(1.0, 2, 3.0, 4, true, 6),
            1. + 4. + 9. + 16. + 5. + 36.
        );
        let before = hc_void_count();
        hc_void();
        assert!(hc_void_count() > before);
        // SAFETY: valid NUL-terminated literals.
        unsafe {
            assert_eq!(hc_strlen(c"héllo".as_ptr()), 6);
            assert_eq!(hc_str_checksum(c"a".as_ptr()), 0xe40c_292c);
            assert_eq!(hc_str_cmp(c"a".as_ptr(), c"b".as_ptr()), -1);
            assert_eq!(hc_str_cmp(c"b".as_ptr(), c"b".as_ptr()), 0);
        }
        let mut buf = [1u8, 2, 3];
        // SAFETY: `buf` is 3 writable bytes.
        unsafe {
            hc_buf_fill(buf.as_mut_ptr(), 2, 9);
            assert_eq!(buf, [9, 9, 3]);
            assert_eq!(hc_buf_first(buf.as_ptr()), 9);
            assert_eq!(hc_buf_first(std::ptr::null()), 0);
            assert_eq!(hc_ptr_read_u8(hc_static_ptr(), 5), 15);
        }
        let (c, addr) = Counter::leak(10);
        // SAFETY: a live counter only these calls touch.
        unsafe {
            assert_eq!(hc_counter_add(addr as *mut Counter, 5), 15);
            assert_eq!(hc_counter_get(addr as *mut Counter), 15);
        }
        assert_eq!(c.value, 15);
    }
}

// ---------------------------------------------------------------------------------------
// Callbacks: functions that call a C function pointer they are given (the tests, examples
// and benches of `UnsafeCallback`). Not in `shapes()`: each calls its pointer argument, so
// none may be called with arbitrary arguments. A null callback is never called (the
// functions return zero, or -1 where stated).
// ---------------------------------------------------------------------------------------

macro_rules! callback_fns {
    ($($t:ty: $name:ident;)*) => {$(
        #[doc = concat!("Calls `cb(x)` once and returns its result (zero for a null `cb`): a `",
            stringify!($t), "` through a callback and back.")]
        #[no_mangle]
        pub extern "C" fn $name(cb: Option<extern "C" fn($t) -> $t>, x: $t) -> $t {
            match cb {
                Some(cb) => cb(x),
                None => Default::default(),
            }
        }
    )*};
}

callback_fns! {
    i8: hc_cb_i8;
    u8: hc_cb_u8;
    i16: hc_cb_i16;
    u16: hc_cb_u16;
    i32: hc_cb_i32;
    u32: hc_cb_u32;
    i64: hc_cb_i64;
    u64: hc_cb_u64;
    isize: hc_cb_isize;
    usize: hc_cb_usize;
    f32: hc_cb_f32;
    f64: hc_cb_f64;
    bool: hc_cb_bool;
}

/// Calls `cb(p)` once and returns its result (null for a null `cb`): a pointer through a
/// callback and back. The pointer is only passed, never read.
#[no_mangle]
pub extern "C" fn hc_cb_ptr(
    cb: Option<extern "C" fn(*mut c_void) -> *mut c_void>,
    p: *mut c_void,
) -> *mut c_void {
    match cb {
        Some(cb) => cb(p),
        None => std::ptr::null_mut(),
    }
}

/// Calls `cb()` for the address of `n` bytes and returns their sum, or `u32::MAX` when it
/// returned null (or `cb` is null): a callback declared `result: "buffer"` hands its bytes
/// to C, which reads them.
///
/// # Safety
///
/// A non-null address `cb` returns is readable for `n` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_cb_buffer_sum(
    cb: Option<extern "C" fn() -> *const u8>,
    n: usize,
) -> u32 {
    let Some(cb) = cb else {
        return u32::MAX;
    };
    let p = cb();
    if p.is_null() {
        return u32::MAX;
    }
    // SAFETY: the caller's contract: `p` is readable for `n` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(p, n) };
    bytes.iter().map(|&b| u32::from(b)).sum()
}

/// Calls the `void` callback `cb(x)` once.
#[no_mangle]
pub extern "C" fn hc_cb_void(cb: Option<extern "C" fn(i32)>, x: i32) {
    if let Some(cb) = cb {
        cb(x);
    }
}

/// The callback type of [`hc_cb_mixed16`]: 16 parameters, 7 integers and 9 floats, so that
/// on x86-64 (6 integer and 8 float argument registers) one of each travels on the stack.
pub type Mixed16 = extern "C" fn(
    i32,
    f64,
    i64,
    f32,
    u8,
    f64,
    i32,
    f64,
    u64,
    f32,
    i16,
    f64,
    f64,
    f32,
    isize,
    f64,
) -> f64;

/// Calls `cb` once with `(-1, 2.5, 2^53 + 1, 4.5, 255, 6.5, 7, -8.5, 2^64 - 1, 10.5, -11,
/// 12.5, 13.5, 14.5, -15, 16.5)` and returns its result (zero for a null `cb`).
#[no_mangle]
pub extern "C" fn hc_cb_mixed16(cb: Option<Mixed16>) -> f64 {
    match cb {
        Some(cb) => cb(
            -1,
            2.5,
            (1 << 53) + 1,
            4.5,
            255,
            6.5,
            7,
            -8.5,
            u64::MAX,
            10.5,
            -11,
            12.5,
            13.5,
            14.5,
            -15,
            16.5,
        ),
        None => 0.0,
    }
}

/// `cb(0) + cb(1) + ... + cb(n - 1)` (zero for a null `cb` or `n <= 0`): a C loop calling a
/// callback per element (the callbacks bench).
#[no_mangle]
pub extern "C" fn hc_cb_sum_each(cb: Option<extern "C" fn(i32) -> i32>, n: i32) -> i64 {
    let Some(cb) = cb else { return 0 };
    (0..n).map(|i| i64::from(cb(i))).sum()
}

/// A place where a C library keeps a callback to call later (an event source): made by
/// [`hc_slot_new`], set by [`hc_slot_set`], fired by [`hc_slot_fire`], freed by
/// [`hc_slot_free`].
pub struct CallbackSlot {
    cb: std::sync::Mutex<Option<extern "C" fn(i32) -> i32>>,
}

/// A new, empty callback slot (free it with [`hc_slot_free`]).
#[no_mangle]
pub extern "C" fn hc_slot_new() -> *mut CallbackSlot {
    Box::into_raw(Box::new(CallbackSlot {
        cb: std::sync::Mutex::new(None),
    }))
}

/// Keeps `cb` in the slot (null empties it).
///
/// # Safety
///
/// `slot` comes from [`hc_slot_new`] and was not freed.
#[no_mangle]
pub unsafe extern "C" fn hc_slot_set(
    slot: *mut CallbackSlot,
    cb: Option<extern "C" fn(i32) -> i32>,
) {
    // SAFETY: a live slot (caller's contract).
    let slot = unsafe { &*slot };
    *slot.cb.lock().unwrap_or_else(|e| e.into_inner()) = cb;
}

/// Calls the kept callback with `x` and returns its result; -1 when the slot is empty.
///
/// # Safety
///
/// As for [`hc_slot_set`].
#[no_mangle]
pub unsafe extern "C" fn hc_slot_fire(slot: *mut CallbackSlot, x: i32) -> i32 {
    // SAFETY: a live slot (caller's contract).
    let slot = unsafe { &*slot };
    let cb = *slot.cb.lock().unwrap_or_else(|e| e.into_inner());
    match cb {
        Some(cb) => cb(x),
        None => -1,
    }
}

/// Frees a slot.
///
/// # Safety
///
/// As for [`hc_slot_set`]; the slot is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn hc_slot_free(slot: *mut CallbackSlot) {
    if !slot.is_null() {
        // SAFETY: made by `hc_slot_new` with `Box::into_raw`, freed once.
        drop(unsafe { Box::from_raw(slot) });
    }
}

/// A gate a callback thread waits at before its first call ([`hc_gate_new`],
/// [`hc_gate_open`], [`hc_gate_free`]): a test can then know a call has not happened yet.
pub struct Gate {
    open: std::sync::Arc<(std::sync::Mutex<bool>, std::sync::Condvar)>,
}

impl Gate {
    fn wait(open: &(std::sync::Mutex<bool>, std::sync::Condvar)) {
        let mut g = open.0.lock().unwrap_or_else(|e| e.into_inner());
        while !*g {
            g = open.1.wait(g).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// A new, closed gate (free it with [`hc_gate_free`]).
#[no_mangle]
pub extern "C" fn hc_gate_new() -> *mut Gate {
    Box::into_raw(Box::new(Gate {
        open: std::sync::Arc::new((std::sync::Mutex::new(false), std::sync::Condvar::new())),
    }))
}

/// Opens the gate: threads waiting at it go on.
///
/// # Safety
///
/// `gate` comes from [`hc_gate_new`] and was not freed.
#[no_mangle]
pub unsafe extern "C" fn hc_gate_open(gate: *mut Gate) {
    // SAFETY: a live gate (caller's contract).
    let open = unsafe { &(*gate).open };
    *open.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
    open.1.notify_all();
}

/// Frees a gate (threads waiting at it keep their own reference).
///
/// # Safety
///
/// As for [`hc_gate_open`]; the gate is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn hc_gate_free(gate: *mut Gate) {
    if !gate.is_null() {
        // SAFETY: made by `hc_gate_new` with `Box::into_raw`, freed once.
        drop(unsafe { Box::from_raw(gate) });
    }
}

/// How many calls are inside [`hc_gate_wait`] or [`hc_gate_fill`] of `gate` right now
/// (waiting, or not yet returned): a test that has seen them all arrive and then sees 0
/// knows no thread uses the gate any more.
///
/// # Safety
///
/// As for [`hc_gate_open`].
#[no_mangle]
pub unsafe extern "C" fn hc_gate_users(gate: *const Gate) -> usize {
    // SAFETY: a live gate (caller's contract).
    std::sync::Arc::strong_count(unsafe { &(*gate).open }) - 1
}

/// The gate's shared state, if `gate` is not null.
///
/// # Safety
///
/// `gate` is null or as for [`hc_gate_open`].
unsafe fn gate_state(
    gate: *const Gate,
) -> Option<std::sync::Arc<(std::sync::Mutex<bool>, std::sync::Condvar)>> {
    // SAFETY: null or a live gate (caller's contract).
    unsafe { gate.as_ref() }.map(|g| g.open.clone())
}

/// Waits until `gate` is open (at once when it is null), then returns `ret`: a call that
/// blocks for as long as a test wants (the `nonblocking` tests).
///
/// # Safety
///
/// `gate` is null or a live gate ([`hc_gate_new`]).
#[no_mangle]
pub unsafe extern "C" fn hc_gate_wait(gate: *const Gate, ret: u32) -> u32 {
    // SAFETY: forwarded contract.
    if let Some(g) = unsafe { gate_state(gate) } {
        Gate::wait(&g);
    }
    ret
}

/// Waits until `gate` is open (at once when it is null), then sets `len` bytes of `buf` to
/// `val` (nothing when `buf` is null) and returns the sum of the bytes it found there before.
///
/// # Safety
///
/// `gate` is null or a live gate; `buf` is null or valid for reading and writing `len`
/// bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_gate_fill(gate: *const Gate, buf: *mut u8, len: usize, val: u8) -> u64 {
    // SAFETY: forwarded contract.
    if let Some(g) = unsafe { gate_state(gate) } {
        Gate::wait(&g);
    }
    if buf.is_null() || len == 0 {
        return 0;
    }
    // SAFETY: `buf` is valid for `len` bytes (caller's contract).
    let bytes = unsafe { std::slice::from_raw_parts_mut(buf, len) };
    let before = bytes.iter().map(|&b| u64::from(b)).sum();
    bytes.fill(val);
    before
}

/// Sleeps `ms` milliseconds and returns `ms` (a slow call for the `nonblocking` example
/// and the memcheck run).
#[no_mangle]
pub extern "C" fn hc_sleep_ms(ms: u32) -> u32 {
    std::thread::sleep(std::time::Duration::from_millis(u64::from(ms)));
    ms
}

/// A thread that calls a callback ([`hc_thread_call_i32`], [`hc_thread_call_void`]),
/// joined by [`hc_thread_join`].
pub struct CallbackThread {
    handle: std::thread::JoinHandle<i64>,
}

/// Starts a thread that waits at `gate` (unless null), then calls `cb(x + k)` for `k` in
/// `0..times` and sums the results (read them with [`hc_thread_join`]).
///
/// # Safety
///
/// `gate` is null or a live gate ([`hc_gate_new`]).
#[no_mangle]
pub unsafe extern "C" fn hc_thread_call_i32(
    cb: Option<extern "C" fn(i32) -> i32>,
    x: i32,
    times: i32,
    gate: *const Gate,
) -> *mut CallbackThread {
    // SAFETY: forwarded contract.
    let gate = unsafe { gate_state(gate) };
    let handle = std::thread::spawn(move || {
        if let Some(g) = gate {
            Gate::wait(&g);
        }
        match cb {
            Some(cb) => (0..times).map(|k| i64::from(cb(x.wrapping_add(k)))).sum(),
            None => 0,
        }
    });
    Box::into_raw(Box::new(CallbackThread { handle }))
}

/// Starts a thread that waits at `gate` (unless null), then `times` times calls the
/// `buffer` callback `cb()`, reads the first of the `n` bytes it returned, sleeps 1 ms (so
/// that other threads' calls of the same callback run meanwhile), and reads all `n` bytes
/// again; [`hc_thread_join`] gives how many calls returned null or bytes that were not all
/// the first byte read (bytes freed or reused under the caller).
///
/// # Safety
///
/// `gate` is null or a live gate ([`hc_gate_new`]); every non-null result of `cb` is
/// readable for `n` bytes until the thread's next call of `cb` (the callback's contract
/// under test).
#[no_mangle]
pub unsafe extern "C" fn hc_thread_buffer_check(
    cb: Option<extern "C" fn() -> *const u8>,
    n: usize,
    times: i32,
    gate: *const Gate,
) -> *mut CallbackThread {
    // SAFETY: forwarded contract.
    let gate = unsafe { gate_state(gate) };
    let handle = std::thread::spawn(move || {
        if let Some(g) = gate {
            Gate::wait(&g);
        }
        let Some(cb) = cb else {
            return -1;
        };
        let mut bad = 0i64;
        for _ in 0..times {
            let p = cb();
            if p.is_null() || n == 0 {
                bad += 1;
                continue;
            }
            // SAFETY: `p` is readable for `n` bytes until this thread's next call (contract).
            let first = unsafe { p.read_volatile() };
            std::thread::sleep(std::time::Duration::from_millis(1));
            // SAFETY: as above.
            let bytes = unsafe { std::slice::from_raw_parts(p, n) };
            if bytes.iter().any(|&b| b != first) {
                bad += 1;
            }
        }
        bad
    });
    Box::into_raw(Box::new(CallbackThread { handle }))
}

/// Returns its first parameter's whole register. The corpus declares `hc_wide_0` ..
/// `hc_wide_4` `(i32, i16, i8, u16, u8) -> i64`, narrower than they are (as Deno libraries
/// declare `labs(long)` `(i32) -> i64`), to check that every path extends each narrow
/// argument to the register by its signedness, as libffi does.
#[no_mangle]
pub extern "C" fn hc_wide_0(a: i64, _b: i64, _c: i64, _d: i64, _e: i64) -> i64 {
    a
}
/// The second parameter's whole register (see [`hc_wide_0`]).
#[no_mangle]
pub extern "C" fn hc_wide_1(_a: i64, b: i64, _c: i64, _d: i64, _e: i64) -> i64 {
    b
}
/// The third parameter's whole register (see [`hc_wide_0`]).
#[no_mangle]
pub extern "C" fn hc_wide_2(_a: i64, _b: i64, c: i64, _d: i64, _e: i64) -> i64 {
    c
}
/// The fourth parameter's whole register (see [`hc_wide_0`]).
#[no_mangle]
pub extern "C" fn hc_wide_3(_a: i64, _b: i64, _c: i64, d: i64, _e: i64) -> i64 {
    d
}
/// The fifth parameter's whole register (see [`hc_wide_0`]).
#[no_mangle]
pub extern "C" fn hc_wide_4(_a: i64, _b: i64, _c: i64, _d: i64, e: i64) -> i64 {
    e
}

/// Starts a thread that waits at `gate` (unless null), then calls the `void` callback
/// `cb(x + k)` for `k` in `0..times`.
///
/// # Safety
///
/// As for [`hc_thread_call_i32`].
#[no_mangle]
pub unsafe extern "C" fn hc_thread_call_void(
    cb: Option<extern "C" fn(i32)>,
    x: i32,
    times: i32,
    gate: *const Gate,
) -> *mut CallbackThread {
    // SAFETY: forwarded contract.
    let gate = unsafe { gate_state(gate) };
    let handle = std::thread::spawn(move || {
        if let Some(g) = gate {
            Gate::wait(&g);
        }
        if let Some(cb) = cb {
            for k in 0..times {
                cb(x.wrapping_add(k));
            }
        }
        0
    });
    Box::into_raw(Box::new(CallbackThread { handle }))
}

/// Waits for the thread to finish and returns the sum of its callback's results (0 for a
/// `void` callback, -1 if the thread panicked); frees `t`.
///
/// # Safety
///
/// `t` comes from [`hc_thread_call_i32`] or [`hc_thread_call_void`] and was not joined.
#[no_mangle]
pub unsafe extern "C" fn hc_thread_join(t: *mut CallbackThread) -> i64 {
    // SAFETY: made with `Box::into_raw`, joined (and freed) once.
    let t = unsafe { Box::from_raw(t) };
    t.handle.join().unwrap_or(-1)
}

// ---------------------------------------------------------------------------------------
// Pointers, statics, many parameters (issue 13): memory for `UnsafePointerView` to read,
// exported variables, a 19- and a 32-parameter function, a function pointer to call
// through `UnsafeFnPointer`.
// ---------------------------------------------------------------------------------------

/// A C array of `i32` for `UnsafePointerView` tests: `{ -1, 2, -3, 4, ..., 16 }` (`(i + 1)
/// * (-1)^(i + 1)`).
#[no_mangle]
pub static HC_I32_ARRAY: [i32; 16] = [
    -1, 2, -3, 4, -5, 6, -7, 8, -9, 10, -11, 12, -13, 14, -15, 16,
];

/// The address of [`HC_I32_ARRAY`]'s first element.
#[no_mangle]
pub extern "C" fn hc_i32_array() -> *const i32 {
    HC_I32_ARRAY.as_ptr()
}

/// The length of [`HC_I32_ARRAY`].
#[no_mangle]
pub extern "C" fn hc_i32_array_len() -> usize {
    HC_I32_ARRAY.len()
}

/// Bytes for `UnsafePointerView`'s typed reads, each at a known offset (little-endian):
/// 0: bool 1; 1: i8 -2; 2: u8 250; 4: i16 -300; 6: u16 65000; 8: i32 -70000;
/// 12: u32 4000000000; 16: i64 -2^60; 24: u64 2^64 - 2; 32: f32 1.5; 36: f32 0.1 (rounded);
/// 40: f64 -2.25; 48: a pointer to the string at 56; 56: "héllo\0"; 63: bytes 0xff 0xfe 0
/// (not UTF-8).
#[repr(C, align(8))]
pub struct ViewBytes(pub [u8; 72]);

/// The [`ViewBytes`] block: a static (no allocation, so nothing leaks when the library is
/// unloaded), filled by [`hc_view_bytes`] on first use; scripts may write to it through
/// `getArrayBuffer`.
struct ViewCell(std::cell::UnsafeCell<ViewBytes>);

// SAFETY: written once under `VIEW_INIT` (which orders the write before every later use);
// later writes come from scripts through raw pointers, which is their own business.
unsafe impl Sync for ViewCell {}

static VIEW_BYTES: ViewCell = ViewCell(std::cell::UnsafeCell::new(ViewBytes([0; 72])));
static VIEW_INIT: std::sync::Once = std::sync::Once::new();

/// The address of the [`ViewBytes`] block.
#[no_mangle]
pub extern "C" fn hc_view_bytes() -> *const u8 {
    let p = VIEW_BYTES.0.get();
    VIEW_INIT.call_once(|| {
        // SAFETY: the first call, inside `call_once`: nothing else reads the block until it
        // returns.
        let v = unsafe { &mut (*p).0 };
        let base = v.as_ptr() as usize;
        v[0] = 1;
        v[1] = (-2i8) as u8;
        v[2] = 250;
        v[4..6].copy_from_slice(&(-300i16).to_le_bytes());
        v[6..8].copy_from_slice(&65000u16.to_le_bytes());
        v[8..12].copy_from_slice(&(-70000i32).to_le_bytes());
        v[12..16].copy_from_slice(&4_000_000_000u32.to_le_bytes());
        v[16..24].copy_from_slice(&(-(1i64 << 60)).to_le_bytes());
        v[24..32].copy_from_slice(&(u64::MAX - 1).to_le_bytes());
        v[32..36].copy_from_slice(&1.5f32.to_le_bytes());
        v[36..40].copy_from_slice(&0.1f32.to_le_bytes());
        v[40..48].copy_from_slice(&(-2.25f64).to_le_bytes());
        v[48..56].copy_from_slice(&(base + 56).to_le_bytes());
        v[56..63].copy_from_slice("h\u{e9}llo\0".as_bytes());
        v[63..66].copy_from_slice(&[0xff, 0xfe, 0]);
    });
    p.cast::<u8>().cast_const()
}

/// An exported `u32` variable (a static for `dlopen`): 0xdeadbeef.
#[no_mangle]
pub static HC_STATIC_U32: u32 = 0xdead_beef;

/// An exported `i64` variable: -2^40.
#[no_mangle]
pub static HC_STATIC_I64: i64 = -(1 << 40);

/// An exported `f64` variable: 2.5.
#[no_mangle]
pub static HC_STATIC_F64: f64 = 2.5;

/// 19 parameters (the count Deno's own FFI test passes), mixed kinds: the weighted sum
/// `sum((i + 1) * a_i)`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_sum19(
    a0: i8,
    a1: u8,
    a2: i16,
    a3: u16,
    a4: i32,
    a5: u32,
    a6: i64,
    a7: u64,
    a8: f32,
    a9: f64,
    a10: i32,
    a11: f64,
    a12: i32,
    a13: f64,
    a14: i32,
    a15: f64,
    a16: isize,
    a17: usize,
    a18: f64,
) -> f64 {
    let xs = [
        f64::from(a0),
        f64::from(a1),
        f64::from(a2),
        f64::from(a3),
        f64::from(a4),
        f64::from(a5),
        a6 as f64,
        a7 as f64,
        f64::from(a8),
        a9,
        f64::from(a10),
        a11,
        f64::from(a12),
        a13,
        f64::from(a14),
        a15,
        a16 as f64,
        a17 as f64,
        a18,
    ];
    xs.iter().enumerate().map(|(i, x)| (i + 1) as f64 * x).sum()
}

/// 32 `i64` parameters (the most a signature may have): the weighted sum.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_sum32(
    a0: i64,
    a1: i64,
    a2: i64,
    a3: i64,
    a4: i64,
    a5: i64,
    a6: i64,
    a7: i64,
    a8: i64,
    a9: i64,
    a10: i64,
    a11: i64,
    a12: i64,
    a13: i64,
    a14: i64,
    a15: i64,
    a16: i64,
    a17: i64,
    a18: i64,
    a19: i64,
    a20: i64,
    a21: i64,
    a22: i64,
    a23: i64,
    a24: i64,
    a25: i64,
    a26: i64,
    a27: i64,
    a28: i64,
    a29: i64,
    a30: i64,
    a31: i64,
) -> i64 {
    let xs = [
        a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19,
        a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31,
    ];
    xs.iter()
        .enumerate()
        .map(|(i, x)| (i as i64 + 1).wrapping_mul(*x))
        .fold(0i64, i64::wrapping_add)
}

/// The address of [`hc_add_i32`], for `UnsafeFnPointer` tests.
#[no_mangle]
pub extern "C" fn hc_fn_add_i32() -> *const c_void {
    hc_add_i32 as *const c_void
}

/// Whether `p` is null (1) or not (0): shows what an empty buffer passes.
#[no_mangle]
pub extern "C" fn hc_is_null(p: *const c_void) -> i32 {
    i32::from(p.is_null())
}

// ---------------------------------------------------------------------------------------
// Structs by value (issue 13): one shape per x86_64 System V class, nested structs, struct
// results of each class, and structs among enough scalars that the registers run out.
// ---------------------------------------------------------------------------------------

/// `{i32, i32}`: one INTEGER eightbyte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcPairI32 {
    /// First.
    pub a: i32,
    /// Second.
    pub b: i32,
}

/// `{f32, f32}`: one SSE eightbyte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcPairF32 {
    /// First.
    pub a: f32,
    /// Second.
    pub b: f32,
}

/// `{f64, f64}`: two SSE eightbytes.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcPairF64 {
    /// First.
    pub a: f64,
    /// Second.
    pub b: f64,
}

/// `{i8, f64}`: INTEGER then SSE.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcMixed {
    /// First.
    pub a: i8,
    /// Second.
    pub b: f64,
}

/// `{f32, i32, f32}`: INTEGER (f32 and i32 share an eightbyte) then SSE.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcTriple {
    /// First.
    pub a: f32,
    /// Second.
    pub b: i32,
    /// Third.
    pub c: f32,
}

/// `{i64, i64, i64}`: 24 bytes, class MEMORY.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcBig {
    /// First.
    pub a: i64,
    /// Second.
    pub b: i64,
    /// Third.
    pub c: i64,
}

/// `{u8, {i8, f64}, u16}`: nested, 32 bytes with padding, class MEMORY.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcNested {
    /// First.
    pub tag: u8,
    /// A nested struct.
    pub inner: HcMixed,
    /// Last.
    pub tail: u16,
}

/// Sum of the fields.
#[no_mangle]
pub extern "C" fn hc_st_pair_i32_sum(s: HcPairI32) -> i64 {
    i64::from(s.a) + i64::from(s.b)
}

/// Swaps the fields.
#[no_mangle]
pub extern "C" fn hc_st_pair_i32_swap(s: HcPairI32) -> HcPairI32 {
    HcPairI32 { a: s.b, b: s.a }
}

/// `a * b`.
#[no_mangle]
pub extern "C" fn hc_st_pair_f32_mul(s: HcPairF32) -> f64 {
    f64::from(s.a * s.b)
}

/// Doubles both fields.
#[no_mangle]
pub extern "C" fn hc_st_pair_f32_twice(s: HcPairF32) -> HcPairF32 {
    HcPairF32 {
        a: s.a * 2.0,
        b: s.b * 2.0,
    }
}

/// `a - b`.
#[no_mangle]
pub extern "C" fn hc_st_pair_f64_sub(s: HcPairF64) -> f64 {
    s.a - s.b
}

/// `{f64, f64, f64, f64}`: 32 bytes, class MEMORY (passed on the stack).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcQuadF64 {
    /// The four fields.
    pub v: [f64; 4],
}

/// `v0 + 2 v1 + 3 v2 + 4 v3` of a 32-byte struct (the struct-call bench).
#[no_mangle]
pub extern "C" fn hc_st_quad_f64_dot(s: HcQuadF64) -> f64 {
    s.v[0] + 2.0 * s.v[1] + 3.0 * s.v[2] + 4.0 * s.v[3]
}

/// The same as [`hc_st_quad_f64_dot`] with four `f64` parameters.
#[no_mangle]
pub extern "C" fn hc_f64x4_dot(a: f64, b: f64, c: f64, d: f64) -> f64 {
    a + 2.0 * b + 3.0 * c + 4.0 * d
}

/// Makes `{a, b}`.
#[no_mangle]
pub extern "C" fn hc_st_pair_f64_make(a: f64, b: f64) -> HcPairF64 {
    HcPairF64 { a, b }
}

/// `a + b`.
#[no_mangle]
pub extern "C" fn hc_st_mixed_sum(s: HcMixed) -> f64 {
    f64::from(s.a) + s.b
}

/// `{a + 1, b * 2}`.
#[no_mangle]
pub extern "C" fn hc_st_mixed_bump(s: HcMixed) -> HcMixed {
    HcMixed {
        a: s.a.wrapping_add(1),
        b: s.b * 2.0,
    }
}

/// `a + b + c`.
#[no_mangle]
pub extern "C" fn hc_st_triple_sum(s: HcTriple) -> f64 {
    f64::from(s.a) + f64::from(s.b) + f64::from(s.c)
}

/// Rotates the fields: `{c, b + 1, a}`.
#[no_mangle]
pub extern "C" fn hc_st_triple_rot(s: HcTriple) -> HcTriple {
    HcTriple {
        a: s.c,
        b: s.b.wrapping_add(1),
        c: s.a,
    }
}

/// `a * 100 + b * 10 + c`.
#[no_mangle]
pub extern "C" fn hc_st_big_mix(s: HcBig) -> i64 {
    s.a.wrapping_mul(100)
        .wrapping_add(s.b.wrapping_mul(10))
        .wrapping_add(s.c)
}

/// Makes `{x, x + 1, x + 2}` (returned through a hidden pointer).
#[no_mangle]
pub extern "C" fn hc_st_big_make(x: i64) -> HcBig {
    HcBig {
        a: x,
        b: x.wrapping_add(1),
        c: x.wrapping_add(2),
    }
}

/// `tag + inner.a + inner.b + tail`.
#[no_mangle]
pub extern "C" fn hc_st_nested_sum(s: HcNested) -> f64 {
    f64::from(s.tag) + f64::from(s.inner.a) + s.inner.b + f64::from(s.tail)
}

/// `{tag + 1, {inner.a - 1, inner.b / 2}, tail * 2}`.
#[no_mangle]
pub extern "C" fn hc_st_nested_step(s: HcNested) -> HcNested {
    HcNested {
        tag: s.tag.wrapping_add(1),
        inner: HcMixed {
            a: s.inner.a.wrapping_sub(1),
            b: s.inner.b / 2.0,
        },
        tail: s.tail.wrapping_mul(2),
    }
}

/// Five integers leave one integer register, which `s` takes; `m` needs an integer register
/// too, so it goes on the stack whole, though an SSE register is still free (x86_64 System
/// V); `last` follows it on the stack. A weighted sum shows every value arrived at its place.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_st_spill(
    i0: i64,
    i1: i64,
    i2: i64,
    i3: i64,
    i4: i64,
    s: HcPairI32,
    f0: f64,
    f1: f64,
    f2: f64,
    f3: f64,
    f4: f64,
    f5: f64,
    f6: f64,
    m: HcMixed,
    last: i32,
) -> f64 {
    let ints = [
        i0,
        i1,
        i2,
        i3,
        i4,
        i64::from(s.a),
        i64::from(s.b),
        i64::from(m.a),
        i64::from(last),
    ];
    let floats = [f0, f1, f2, f3, f4, f5, f6, m.b];
    let mut acc = 0.0;
    for (k, v) in ints.iter().enumerate() {
        acc += (k as f64 + 1.0) * (*v as f64);
    }
    for (k, v) in floats.iter().enumerate() {
        acc += (k as f64 + 11.0) * v;
    }
    acc
}

/// Forty `i64`s (320 bytes, class MEMORY): larger than any stack storage a caller keeps for
/// struct bytes. Described to `dlopen` as a struct of forty `i64` fields (the same layout).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcHuge {
    /// The values.
    pub v: [i64; 40],
}

/// The fields in reverse order, each plus its new index.
#[no_mangle]
pub extern "C" fn hc_st_huge_rev(h: HcHuge) -> HcHuge {
    let mut out = HcHuge { v: [0; 40] };
    for (i, slot) in out.v.iter_mut().enumerate() {
        *slot = h.v[39 - i].wrapping_add(i as i64);
    }
    out
}

/// 1,024 `u64`s (8 KiB, class MEMORY): past what struct trampolines pass on the stack, so
/// its calls take libffi even under the JIT (issue 19). Described to `dlopen` as a struct of
/// 1,024 `u64` fields, or as 128 structs of eight.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcBlob {
    /// The values.
    pub v: [u64; 1024],
}

/// `v[0] * 1 + v[1] * 2 + ... + v[1023] * 1024` (wrapping) plus `k`: every word counts, at
/// its own weight.
#[no_mangle]
pub extern "C" fn hc_st_blob_sum(b: HcBlob, k: u64) -> u64 {
    b.v.iter().enumerate().fold(k, |acc, (i, x)| {
        acc.wrapping_add(x.wrapping_mul(i as u64 + 1))
    })
}

// ---------------------------------------------------------------------------------------
// Slices (issue 13): a `slice` parameter is two native arguments, a pointer to the bytes and
// their length, both taken from the same buffer, so the length cannot lie. Each function
// reads or writes exactly `len` bytes: a backend that passed a wrong length reads out of
// bounds (valgrind sees it) or gives another result.
// ---------------------------------------------------------------------------------------

/// The bytes at `p`, `len` of them (none when `len` is 0, whatever `p` is).
///
/// # Safety
///
/// `p` is valid for reading `len` bytes when `len > 0`.
unsafe fn slice_bytes<'a>(p: *const u8, len: usize) -> &'a [u8] {
    if len == 0 || p.is_null() {
        &[]
    } else {
        // SAFETY: readable for `len` bytes (caller's contract).
        unsafe { std::slice::from_raw_parts(p, len) }
    }
}

/// The weighted sum of the bytes, `sum((i + 1) * p[i])`, plus `len << 32`: a dropped, moved
/// or truncated byte, or another length, changes it.
///
/// # Safety
///
/// `p` is valid for reading `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_slice_sum(p: *const u8, len: usize) -> u64 {
    // SAFETY: forwarded caller's contract.
    let bytes = unsafe { slice_bytes(p, len) };
    weighted_bytes(bytes).wrapping_add((len as u64) << 32)
}

fn weighted_bytes(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as u64 + 1) * u64::from(b))
        .fold(0u64, u64::wrapping_add)
}

/// The length it was given.
#[no_mangle]
pub extern "C" fn hc_slice_len(p: *const u8, len: usize) -> usize {
    let _ = p;
    len
}

/// Whether the pointer it was given is null (1) or not (0): a slice's pointer never is, even
/// for an empty buffer.
#[no_mangle]
pub extern "C" fn hc_slice_ptr_is_null(p: *const u8, len: usize) -> i32 {
    let _ = len;
    i32::from(p.is_null())
}

/// Writes `val` to all `len` bytes.
///
/// # Safety
///
/// `p` is valid for writing `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_slice_fill(p: *mut u8, len: usize, val: u8) {
    if len > 0 {
        // SAFETY: writable for `len` bytes (caller's contract).
        unsafe { std::ptr::write_bytes(p, val, len) };
    }
}

/// Copies `min(dst_len, src_len)` bytes from `src` to `dst` (which may overlap) and returns
/// how many: two slices in one call.
///
/// # Safety
///
/// `dst` is valid for writing `dst_len` bytes and `src` for reading `src_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_slice_copy(
    dst: *mut u8,
    dst_len: usize,
    src: *const u8,
    src_len: usize,
) -> usize {
    let n = dst_len.min(src_len);
    if n > 0 {
        // SAFETY: both valid for `n` bytes (caller's contract); `copy` allows overlap.
        unsafe { std::ptr::copy(src, dst, n) };
    }
    n
}

/// Five `i32`s, then a slice, then an `f64`: on x86_64 System V the slice's pointer is the
/// sixth integer argument (the last register) and its length goes on the stack. The weighted
/// sum of the integers, `+ 1000 * hc_slice_sum`-style bytes, `+ x`.
///
/// # Safety
///
/// `p` is valid for reading `len` bytes.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn hc_slice_split(
    a: i32,
    b: i32,
    c: i32,
    d: i32,
    e: i32,
    p: *const u8,
    len: usize,
    x: f64,
) -> f64 {
    // SAFETY: forwarded caller's contract.
    let bytes = unsafe { slice_bytes(p, len) };
    let ints = [a, b, c, d, e]
        .iter()
        .enumerate()
        .map(|(i, &v)| (i as f64 + 1.0) * f64::from(v))
        .sum::<f64>();
    ints + 1000.0 * weighted_bytes(bytes) as f64 + 1e6 * len as f64 + x
}

/// Scalars and two slices mixed, more than the registers hold:
/// `(u8 k, slice a, f64 x, i64 n, slice b, bool flag, i16 m)`: `k + 2x + 3n + 5m` plus
/// `7 * bytes(a) + 11 * bytes(b)` (weighted sums) plus `13 * len(a) + 17 * len(b)`, plus
/// 1000 when `flag`.
///
/// # Safety
///
/// `a` and `b` are valid for reading `a_len` and `b_len` bytes.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn hc_slice_mixed(
    k: u8,
    a: *const u8,
    a_len: usize,
    x: f64,
    n: i64,
    b: *const u8,
    b_len: usize,
    flag: bool,
    m: i16,
) -> f64 {
    // SAFETY: forwarded caller's contract.
    let (ab, bb) = unsafe { (slice_bytes(a, a_len), slice_bytes(b, b_len)) };
    f64::from(k)
        + 2.0 * x
        + 3.0 * n as f64
        + 5.0 * f64::from(m)
        + 7.0 * weighted_bytes(ab) as f64
        + 11.0 * weighted_bytes(bb) as f64
        + 13.0 * a_len as f64
        + 17.0 * b_len as f64
        + if flag { 1000.0 } else { 0.0 }
}

/// A slice and 30 `i64`s: 32 native parameters, the most a signature may have
/// ([`hc_slice_sum`] of the slice plus the weighted sum of the rest, wrapping).
///
/// # Safety
///
/// `p` is valid for reading `len` bytes.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn hc_slice_sum30(
    p: *const u8,
    len: usize,
    a0: i64,
    a1: i64,
    a2: i64,
    a3: i64,
    a4: i64,
    a5: i64,
    a6: i64,
    a7: i64,
    a8: i64,
    a9: i64,
    a10: i64,
    a11: i64,
    a12: i64,
    a13: i64,
    a14: i64,
    a15: i64,
    a16: i64,
    a17: i64,
    a18: i64,
    a19: i64,
    a20: i64,
    a21: i64,
    a22: i64,
    a23: i64,
    a24: i64,
    a25: i64,
    a26: i64,
    a27: i64,
    a28: i64,
    a29: i64,
) -> i64 {
    let xs = [
        a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19,
        a20, a21, a22, a23, a24, a25, a26, a27, a28, a29,
    ];
    // SAFETY: forwarded caller's contract.
    let head = unsafe { hc_slice_sum(p, len) } as i64;
    xs.iter()
        .enumerate()
        .map(|(i, x)| (i as i64 + 1).wrapping_mul(*x))
        .fold(head, i64::wrapping_add)
}

// Struct shapes for the JIT's struct trampolines (x86_64 System V): odd sizes (1, 2, 3, 4,
// 7, 12, 17 bytes), `f32`s packed into one SSE eightbyte, mixed classes in both orders, and
// registers running out for SSE structs and for structs among many scalars.

/// `{u8}`: 1 byte, INTEGER.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB1 {
    /// The byte.
    pub a: u8,
}

/// `{u8, i8}`: 2 bytes, INTEGER.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB2 {
    /// First.
    pub a: u8,
    /// Second.
    pub b: i8,
}

/// `{u8, u8, u8}`: 3 bytes, INTEGER.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB3 {
    /// The bytes.
    pub v: [u8; 3],
}

/// `{f32}`: 4 bytes, one SSE eightbyte holding a lone `f32`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcF1 {
    /// The value.
    pub a: f32,
}

/// Seven `u8`s: 7 bytes, INTEGER.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB7 {
    /// The bytes.
    pub v: [u8; 7],
}

/// `{f32, f32, f32}`: 12 bytes, SSE (two packed `f32`s) then SSE (a lone `f32`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcF3 {
    /// First.
    pub a: f32,
    /// Second.
    pub b: f32,
    /// Third.
    pub c: f32,
}

/// `{f32, i32}`: 8 bytes, one INTEGER eightbyte (the `i32` makes it so).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcFI {
    /// First.
    pub a: f32,
    /// Second.
    pub b: i32,
}

/// `{u8, f64}`: INTEGER then SSE.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcU8F64 {
    /// First.
    pub a: u8,
    /// Second.
    pub b: f64,
}

/// `{f64, u8}`: SSE then INTEGER (returned in `xmm0` and `rax`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcF64U8 {
    /// First.
    pub a: f64,
    /// Second.
    pub b: u8,
}

/// `{u32, u16, u8, u8, u16}`: 12 bytes, INTEGER then a 4-byte INTEGER tail.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB12 {
    /// First.
    pub a: u32,
    /// Second.
    pub b: u16,
    /// Third.
    pub c: u8,
    /// Fourth.
    pub d: u8,
    /// Fifth.
    pub e: u16,
}

/// Seventeen `u8`s: 17 bytes, class MEMORY with a size that is not a multiple of 8.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcB17 {
    /// The bytes.
    pub v: [u8; 17],
}

/// `{a + 1}`.
#[no_mangle]
pub extern "C" fn hc_st_b1_next(s: HcB1) -> HcB1 {
    HcB1 {
        a: s.a.wrapping_add(1),
    }
}

/// `{b as u8, a as i8}`.
#[no_mangle]
pub extern "C" fn hc_st_b2_swap(s: HcB2) -> HcB2 {
    HcB2 {
        a: s.b as u8,
        b: s.a as i8,
    }
}

/// The bytes rotated left by one.
#[no_mangle]
pub extern "C" fn hc_st_b3_rot(s: HcB3) -> HcB3 {
    HcB3 {
        v: [s.v[1], s.v[2], s.v[0]],
    }
}

/// `{a / 2}`.
#[no_mangle]
pub extern "C" fn hc_st_f1_half(s: HcF1) -> HcF1 {
    HcF1 { a: s.a / 2.0 }
}

/// The bytes reversed.
#[no_mangle]
pub extern "C" fn hc_st_b7_rev(s: HcB7) -> HcB7 {
    let mut v = s.v;
    v.reverse();
    HcB7 { v }
}

/// Each field times `k`.
#[no_mangle]
pub extern "C" fn hc_st_f3_scale(s: HcF3, k: f32) -> HcF3 {
    HcF3 {
        a: s.a * k,
        b: s.b * k,
        c: s.c * k,
    }
}

/// `{b as f32, a as i32}` (saturating).
#[no_mangle]
pub extern "C" fn hc_st_fi_swap(s: HcFI) -> HcFI {
    HcFI {
        a: s.b as f32,
        b: s.a as i32,
    }
}

/// `{a + 1, -b}`.
#[no_mangle]
pub extern "C" fn hc_st_u8f64_flip(s: HcU8F64) -> HcU8F64 {
    HcU8F64 {
        a: s.a.wrapping_add(1),
        b: -s.b,
    }
}

/// Makes `{a, b}`.
#[no_mangle]
pub extern "C" fn hc_st_f64u8_make(a: f64, b: u8) -> HcF64U8 {
    HcF64U8 { a, b }
}

/// `{e, d, c, b, a}` in the same field types (`a` and `e` swap, truncating `a`).
#[no_mangle]
pub extern "C" fn hc_st_b12_flip(s: HcB12) -> HcB12 {
    HcB12 {
        a: u32::from(s.e),
        b: s.b.wrapping_add(1),
        c: s.d,
        d: s.c,
        e: s.a as u16,
    }
}

/// The bytes reversed, each plus its new index.
#[no_mangle]
pub extern "C" fn hc_st_b17_rev(s: HcB17) -> HcB17 {
    let mut v = [0u8; 17];
    for (i, slot) in v.iter_mut().enumerate() {
        *slot = s.v[16 - i].wrapping_add(i as u8);
    }
    HcB17 { v }
}

/// Seven `f64`s leave one SSE register, `p` needs two, so it goes on the stack whole;
/// `last` then takes the free SSE register. A weighted sum shows every value's place.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_st_sse_spill(
    f0: f64,
    f1: f64,
    f2: f64,
    f3: f64,
    f4: f64,
    f5: f64,
    f6: f64,
    p: HcPairF64,
    last: f64,
) -> f64 {
    [f0, f1, f2, f3, f4, f5, f6, p.a, p.b, last]
        .iter()
        .enumerate()
        .map(|(k, v)| (k as f64 + 1.0) * v)
        .sum()
}

/// Every argument register taken by scalars, so the structs and the last scalars go on the
/// stack; returns a mixed struct (`rax` and `xmm0`) built from weighted sums.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn hc_st_many(
    i0: i64,
    i1: i32,
    i2: u16,
    i3: i8,
    i4: u64,
    i5: bool,
    f0: f64,
    f1: f32,
    f2: f64,
    f3: f32,
    f4: f64,
    f5: f64,
    f6: f64,
    f7: f32,
    s: HcF3,
    t: HcFI,
    x: i8,
    y: f32,
    b: HcB3,
) -> HcU8F64 {
    let ints = [
        i0,
        i64::from(i1),
        i64::from(i2),
        i64::from(i3),
        i4 as i64,
        i64::from(i5),
        i64::from(t.b),
        i64::from(x),
        i64::from(b.v[0]),
        i64::from(b.v[1]),
        i64::from(b.v[2]),
    ];
    let floats = [
        f0,
        f64::from(f1),
        f2,
        f64::from(f3),
        f4,
        f5,
        f6,
        f64::from(f7),
        f64::from(s.a),
        f64::from(s.b),
        f64::from(s.c),
        f64::from(t.a),
        f64::from(y),
    ];
    let mut tag = 0u8;
    for (k, v) in ints.iter().enumerate() {
        tag = tag.wrapping_add((k as u8 + 1).wrapping_mul(*v as u8));
    }
    let mut acc = 0.0;
    for (k, v) in floats.iter().enumerate() {
        acc += (k as f64 + 1.0) * v;
    }
    for (k, v) in ints.iter().enumerate() {
        acc += (k as f64 + 101.0) * (*v as f64);
    }
    HcU8F64 { a: tag, b: acc }
}

/// `cb(a) + cb(b)`, or `a + b` without a callback: a struct symbol with a `function`
/// parameter.
#[no_mangle]
pub extern "C" fn hc_st_pair_apply(s: HcPairI32, cb: Option<extern "C" fn(i32) -> i32>) -> i64 {
    match cb {
        Some(f) => i64::from(f(s.a)) + i64::from(f(s.b)),
        None => i64::from(s.a) + i64::from(s.b),
    }
}

/// `s.a + s.b` plus the sum of `buf[..len]`, after setting each of those bytes to `val`: a
/// struct symbol that reads and writes a buffer (0 bytes when `buf` is null).
///
/// # Safety
///
/// `buf` is null or valid for reading and writing `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn hc_st_buf_sum_fill(
    s: HcPairI32,
    buf: *mut u8,
    len: usize,
    val: u8,
) -> i64 {
    let mut sum = i64::from(s.a) + i64::from(s.b);
    if !buf.is_null() {
        for i in 0..len {
            // SAFETY: `buf` is valid for `len` bytes (caller's contract).
            unsafe {
                sum += i64::from(buf.add(i).read());
                buf.add(i).write(val);
            }
        }
    }
    sum
}

// ---------------------------------------------------------------------------------------
// Callbacks taking and returning structs by value (Deno's `UnsafeCallback` with
// `{ struct: [...] }` parameters and results): one shape per x86_64 System V class.
// ---------------------------------------------------------------------------------------

/// `{f64, f64, f64, f64}`: Deno's FFI test's `Rect`, 32 bytes, class MEMORY.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HcRect {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// Calls `cb(r)` and returns what it returned (all zero without a callback): a struct of
/// class MEMORY in and out, through a hidden result pointer.
#[no_mangle]
pub extern "C" fn hc_cb_st_rect(cb: Option<extern "C" fn(HcRect) -> HcRect>, r: HcRect) -> HcRect {
    match cb {
        Some(f) => f(r),
        None => HcRect {
            x: 0.0,
            y: 0.0,
            w: 0.0,
            h: 0.0,
        },
    }
}

/// Calls `cb(k, {a, b}, f)` (a struct among scalars, in registers) and returns the fields
/// of the `{f32, i32, f32}` it returned, summed as `a + 10 * b + 100 * c`.
#[no_mangle]
pub extern "C" fn hc_cb_st_mixed(
    cb: Option<extern "C" fn(u8, HcMixed, f64) -> HcTriple>,
    k: u8,
    a: i8,
    b: f64,
    f: f64,
) -> f64 {
    match cb {
        Some(g) => {
            let t = g(k, HcMixed { a, b }, f);
            f64::from(t.a) + 10.0 * f64::from(t.b) + 100.0 * f64::from(t.c)
        }
        None => -1.0,
    }
}

/// Calls `cb({a, b})` (one INTEGER eightbyte in) expecting `{i32, i32}` back, and returns
/// `r.a * 1000 + r.b` of the result.
#[no_mangle]
pub extern "C" fn hc_cb_st_pair(
    cb: Option<extern "C" fn(HcPairI32) -> HcPairI32>,
    a: i32,
    b: i32,
) -> i64 {
    match cb {
        Some(f) => {
            let r = f(HcPairI32 { a, b });
            i64::from(r.a) * 1000 + i64::from(r.b)
        }
        None => -1,
    }
}

/// Starts a thread that calls `cb({a, a + 1, a + 2})` (a 24-byte struct from a frame that
/// is gone as soon as the call returns) and, once it returns, scribbles over the stack
/// where the struct was; [`hc_thread_join`] gives `1000 * r.a + r.b` of the `{f64, f64}`
/// returned (both truncated), or -1 without a callback.
#[no_mangle]
pub extern "C" fn hc_thread_call_st(
    cb: Option<extern "C" fn(HcBig) -> HcPairF64>,
    a: i64,
) -> *mut CallbackThread {
    let handle = std::thread::spawn(move || {
        let Some(cb) = cb else {
            return -1;
        };
        let r = call_big(cb, a);
        scribble();
        (r.a as i64) * 1000 + r.b as i64
    });
    Box::into_raw(Box::new(CallbackThread { handle }))
}

/// Starts a thread that calls the `void` callback `cb({a, a + 1, a + 2})` `times` times
/// (a thread-safe callback under hostcall's rules: the call returns before the script
/// runs), scribbling over the stack after each; [`hc_thread_join`] gives `times`.
#[no_mangle]
pub extern "C" fn hc_thread_call_st_void(
    cb: Option<extern "C" fn(HcBig)>,
    a: i64,
    times: i32,
) -> *mut CallbackThread {
    let handle = std::thread::spawn(move || {
        let Some(cb) = cb else {
            return -1;
        };
        for k in 0..times {
            let s = HcBig {
                a: a + i64::from(k),
                b: a + i64::from(k) + 1,
                c: a + i64::from(k) + 2,
            };
            cb(std::hint::black_box(s));
            scribble();
        }
        i64::from(times)
    });
    Box::into_raw(Box::new(CallbackThread { handle }))
}

#[inline(never)]
fn call_big(cb: extern "C" fn(HcBig) -> HcPairF64, a: i64) -> HcPairF64 {
    cb(std::hint::black_box(HcBig {
        a,
        b: a + 1,
        c: a + 2,
    }))
}

/// Overwrites some of the stack below the caller (where a callee's arguments were).
#[inline(never)]
fn scribble() {
    let junk = std::hint::black_box([0x5au8; 512]);
    std::hint::black_box(&junk);
}

// ---------------------------------------------------------------------------------------
// Libraries that call back from their constructors and destructors (C, built by build.rs).
// ---------------------------------------------------------------------------------------

/// `libhostcall_hooks.so` (from `c/hooks.c`): a per-thread load hook that
/// `libhostcall_dtor.so`'s constructor calls, and 64 note slots (`hch_note`, `hch_count`,
/// `hch_last`, `hch_clear`) that outlive the libraries noting in them.
pub const HOOKS_LIB: &str = env!("HOSTCALL_HOOKS_LIB");

/// `libhostcall_dtor.so` (from `c/dtor.c`, linking [`HOOKS_LIB`]): its constructor calls the
/// opening thread's load hook, its destructor calls the callback registered with
/// `hcd_on_unload(cb, slot)` and notes the result, and `hcd_call_later(cb, slot, x, ms)`
/// starts a detached thread that calls `cb(x)` after `ms` milliseconds, then runs more of the
/// library's code before noting the result. Also `hcd_add`, `hcd_call(cb, x)`,
/// `hcd_loaded_with()`, `hcd_in_fini()`.
pub const DTOR_LIB: &str = env!("HOSTCALL_DTOR_LIB");
