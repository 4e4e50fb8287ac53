//! The fast lane: the lossless, policy-free conversions from engine values to native
//! arguments, stated once. The JIT emits exactly these rules; the generic backend runs
//! them first under every policy; [`fast_lane_accepts`] is the oracle tests compare both to.
//!
//! | parameter | accepted | how |
//! |---|---|---|
//! | integer kinds | int32 in range; float64 integral and in range (`-0` is 0) | exact |
//! | `i64 u64 isize usize` | also a BigInt in range (read inline when the layout holds it inline, else the layout hook) | exact |
//! | `f64` | int32, float64 | exact |
//! | `f32` | int32, float64 | rounded to nearest, as C converts |
//! | `bool` | booleans only | |
//! | `pointer` | `null` (0); int32 >= 0; float64 integral in [0, 2^53]; BigInt in u64 (as for `u64`); under a dialect with [`pointer_objects`](Dialect::pointer_objects), the engine's pointer objects (layout hook) | exact |
//! | `cstring` | strings with no interior NUL and valid UTF-8 (layout hook) | borrowed |
//! | `buffer` | `ArrayBuffer`, typed arrays (layout hook; under a dialect with [`ffi_buffers`](Dialect::ffi_buffers) its FFI hook, which also takes shared bytes and gives null for no memory); `null` (null pointer) | borrowed |
//! | `slice` | `ArrayBuffer`, typed arrays (layout hook, one call) | two native arguments: pointer, byte length |
//! | `value` | anything | a pointer to the argument |
//! | `struct` | `ArrayBuffer`, typed arrays, `DataView` of exactly the struct's size (layout hook, [`lane_struct`]) | the address of its bytes; the ABI passes the struct |
//! | `receiver` | `this` when the receiver hook accepts it for the method's class | |
//! | `env` | always: the method's user data, not an argument | |
//!
//! Anything else — truthiness, `ToNumber` of strings, rounding, missing arguments — is
//! policy, and happens at the call site (see [`ConversionPolicy`](crate::ConversionPolicy)).

use std::ffi::{c_char, c_void};
use std::fmt;

use crate::abi::CallFrame;
use crate::dialect::Dialect;
use crate::kind::{ParamKind, Scalar};
use crate::layout::LayoutRef;
use crate::number::number_to_string;
use crate::sig::{ArgSource, Signature, MAX_PARAMS};
use crate::structs::StructLayout;
use crate::value::{Class, Value};

/// 2^53: the largest magnitude up to which every integer is a double.
pub const MAX_SAFE_MAGNITUDE: f64 = 9_007_199_254_740_992.0;

/// The integer a float64 is exactly, as a `T`: `Some` when `f` is integral (`-0` is 0),
/// below 1.7e38 in magnitude (inside `i128`, far past every integer kind's range) and in
/// `T`'s range; `None` for a fraction, NaN, an infinity or a value `T` does not hold. The
/// lane's rule for a float64 given to an integer kind, stated once: [`lane_arg`] applies it
/// (as `i128`, then checks the kind's range), and so does any binding that reads its
/// engine's values itself (QuickJS's monomorphized closure entries, for each integer type).
///
/// Inlined, and generic so that the range check folds into it: below 2^63 in magnitude it
/// costs one conversion and one comparison, and anything larger goes through a cold call.
#[inline(always)]
pub fn exact_integer<T: TryFrom<i128>>(f: f64) -> Option<T> {
    // Below 2^63 in magnitude the conversion truncates exactly, so a round trip tells an
    // integral value (`-0` is 0) without a call to `trunc`; NaN fails the comparison.
    if f.abs() < 9_223_372_036_854_775_808.0 {
        let i = f as i64;
        return if i as f64 == f {
            T::try_from(i128::from(i)).ok()
        } else {
            None
        };
    }
    exact_wide_integer(f)
}

/// [`exact_integer`] from 2^63 in magnitude (or NaN, or an infinity).
#[cold]
#[inline(never)]
fn exact_wide_integer<T: TryFrom<i128>>(f: f64) -> Option<T> {
    // NaN and infinities have a NaN fraction; from 1.7e38 on the cast would saturate (an
    // i128 ends near 1.70141e38).
    if f.fract() == 0.0 && f.abs() < 1.7e38 {
        T::try_from(f as i128).ok()
    } else {
        None
    }
}

/// One native argument, as the generic backend passes it to libffi: eight bytes, aligned
/// for any scalar, holding the argument in the field of its kind.
///
/// The fields are private and every constructor zero-fills the whole slot first, so no
/// byte is ever uninitialised and nothing outside this crate can read a field other than
/// the one written (libffi reads exactly the width of the parameter's type).
#[derive(Clone, Copy)]
#[repr(C)]
pub union Slot {
    i8: i8,
    u8: u8,
    i16: i16,
    u16: u16,
    i32: i32,
    u32: u32,
    i64: i64,
    u64: u64,
    f32: f32,
    f64: f64,
    ptr: *const c_void,
}

const _: () = assert!(std::mem::size_of::<Slot>() == 8 && std::mem::align_of::<Slot>() == 8);

impl Slot {
    /// A zeroed slot.
    pub const ZERO: Slot = Slot { u64: 0 };

    /// A pointer argument.
    pub fn ptr(p: *const c_void) -> Slot {
        let mut s = Slot::ZERO;
        s.ptr = p;
        s
    }

    /// The slot's eight bytes as a pointer (what [`Slot::ptr`] wrote).
    pub fn as_ptr(&self) -> *const c_void {
        // SAFETY: every constructor initialises all eight bytes, and any eight bytes are a
        // valid (raw) pointer value.
        unsafe { self.ptr }
    }

    /// A `bool` argument (one byte, 0 or 1).
    pub fn bool(b: bool) -> Slot {
        let mut s = Slot::ZERO;
        s.u8 = u8::from(b);
        s
    }

    /// An `f32` argument.
    pub fn f32(v: f32) -> Slot {
        let mut s = Slot::ZERO;
        s.f32 = v;
        s
    }

    /// An `f64` argument.
    pub fn f64(v: f64) -> Slot {
        Slot { f64: v }
    }

    /// An `i64` (or `isize`) argument.
    pub fn i64(v: i64) -> Slot {
        Slot { i64: v }
    }

    /// A `u64` (or `usize`) argument.
    pub fn u64(v: u64) -> Slot {
        Slot { u64: v }
    }

    /// The slot's eight bytes (every constructor initialises all of them).
    pub fn bytes(&self) -> [u8; 8] {
        // SAFETY: every constructor writes all eight bytes (zero-filled first), so the
        // `u64` view is initialised whatever field was written last.
        unsafe { self.u64 }.to_le_bytes()
    }

    /// Stores an integer already checked to be in range for `scalar` (truncated otherwise).
    pub fn from_int(scalar: Scalar, v: i128) -> Slot {
        let mut s = Slot::ZERO;
        match scalar {
            Scalar::Int {
                bits: 8,
                signed: true,
            } => s.i8 = v as i8,
            Scalar::Int { bits: 8, .. } => s.u8 = v as u8,
            Scalar::Int {
                bits: 16,
                signed: true,
            } => s.i16 = v as i16,
            Scalar::Int { bits: 16, .. } => s.u16 = v as u16,
            Scalar::Int {
                bits: 32,
                signed: true,
            } => s.i32 = v as i32,
            Scalar::Int { bits: 32, .. } => s.u32 = v as u32,
            Scalar::Int { signed: true, .. } => s.i64 = v as i64,
            Scalar::Int { .. } => s.u64 = v as u64,
            Scalar::Bool => s.u8 = u8::from(v != 0),
            Scalar::Pointer => s.ptr = v as usize as *const c_void,
            Scalar::F32 => s.f32 = v as f32,
            Scalar::F64 => s.f64 = v as f64,
        }
        s
    }
}

/// Why the fast lane refused an argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Reject {
    /// Fewer arguments than the signature takes.
    Missing {
        /// How many the signature takes.
        expected: usize,
        /// How many were given.
        given: usize,
    },
    /// A value of a type this kind never takes in the fast lane.
    Type {
        /// The parameter kind.
        kind: ParamKind,
        /// The JavaScript type found.
        found: &'static str,
    },
    /// A number that is not an integer, for an integer kind.
    NotInteger {
        /// The parameter kind.
        kind: ParamKind,
        /// The number.
        value: f64,
    },
    /// An integer outside the kind's range.
    Range {
        /// The parameter kind.
        kind: ParamKind,
        /// The value, as text (it may be a BigInt).
        value: String,
    },
    /// A string the string hook would not pass as a C string.
    NotCString,
    /// `this` is not an instance of the method's host class.
    Receiver,
    /// Not the bytes of a struct parameter: not a buffer or view, or not of the struct's
    /// size.
    Struct {
        /// The struct's size in bytes.
        size: usize,
        /// The struct type, as `{i32, f64}`.
        describe: String,
        /// What was found: a type, or a byte length.
        found: String,
    },
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reject::Missing { expected, given } => {
                write!(f, "expected {expected} arguments, got {given}")
            }
            Reject::Type { kind, found } => {
                write!(f, "expected {}, got {found}", expected_of(*kind))
            }
            Reject::NotInteger { kind, value } => {
                write!(
                    f,
                    "{} is not an integer (parameter kind {kind})",
                    number_to_string(*value)
                )
            }
            Reject::Range { kind, value } => write!(f, "{value} is out of range for {kind}"),
            Reject::NotCString => f.write_str(
                "string cannot be passed as a C string (interior NUL or invalid UTF-16)",
            ),
            Reject::Receiver => f.write_str("`this` is not an instance of the host class"),
            Reject::Struct {
                size,
                describe,
                found,
            } => write!(
                f,
                "expected an ArrayBuffer or a view of {size} bytes for struct {describe}, found {found}"
            ),
        }
    }
}

fn expected_of(kind: ParamKind) -> String {
    match kind {
        ParamKind::Bool => "a boolean".into(),
        ParamKind::F32 | ParamKind::F64 => format!("a number ({kind})"),
        ParamKind::I64 | ParamKind::U64 | ParamKind::Isize | ParamKind::Usize => {
            format!("a number or BigInt ({kind})")
        }
        ParamKind::Pointer => "null, a pointer number or a BigInt".into(),
        ParamKind::CString => "a string".into(),
        ParamKind::Buffer => "an ArrayBuffer, a typed array or null".into(),
        ParamKind::Slice => "an ArrayBuffer or a typed array (slice)".into(),
        ParamKind::Struct => "the bytes of a struct".into(),
        ParamKind::I8
        | ParamKind::U8
        | ParamKind::I16
        | ParamKind::U16
        | ParamKind::I32
        | ParamKind::U32 => format!("a number ({kind})"),
        ParamKind::Value | ParamKind::Context | ParamKind::Receiver | ParamKind::Env => {
            kind.name().to_string()
        }
    }
}

/// Strings acquired for one call, released when dropped (on every path).
pub struct Acquired {
    layout: LayoutRef,
    cx: *mut c_void,
    /// The value rules of the signature being converted (hostcall's unless set).
    dialect: Dialect,
    strings: [*const c_char; MAX_PARAMS],
    count: usize,
    /// Strings a policy made (e.g. `ToString` of a number); freed when dropped.
    pub owned: Vec<std::ffi::CString>,
}

impl Acquired {
    /// An empty set for calls in context `cx` of `layout`.
    pub fn new(layout: LayoutRef, cx: *mut c_void) -> Acquired {
        Acquired {
            layout,
            cx,
            dialect: Dialect::HOSTCALL,
            strings: [std::ptr::null(); MAX_PARAMS],
            count: 0,
            owned: Vec::new(),
        }
    }

    /// The layout.
    pub fn layout(&self) -> LayoutRef {
        self.layout
    }

    /// Converts the following arguments under `dialect`'s rules (a signature's
    /// [`dialect`](Signature::dialect)).
    pub fn set_dialect(&mut self, dialect: Dialect) {
        self.dialect = dialect;
    }

    /// The value rules arguments are converted under.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// The engine context.
    pub fn cx(&self) -> *mut c_void {
        self.cx
    }

    /// How many engine strings are held.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether none are held.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Borrows a string's bytes through the layout's hook; `None` when it is not a string
    /// the hook accepts. The borrow ends when `self` drops.
    ///
    /// # Safety
    ///
    /// `v` must point to a live value of the layout, and `cx` (given to
    /// [`Acquired::new`]) must be the engine context the layout's hooks expect, on the
    /// engine's thread: the string hooks are called with it, here and when `self` drops.
    pub unsafe fn string(&mut self, v: *const Value) -> Option<(*const c_char, usize)> {
        let acquire = self.layout.hooks.string_acquire?;
        let mut len = 0usize;
        // SAFETY: the hook is the layout's, called on a live value (caller's contract).
        let p = unsafe { acquire(self.cx, v, &mut len) };
        if p.is_null() {
            return None;
        }
        if self.count == MAX_PARAMS {
            // Cannot happen (one string per parameter), but never leak if it did.
            self.release_one(p);
            return None;
        }
        self.strings[self.count] = p;
        self.count += 1;
        Some((p, len))
    }

    fn release_one(&self, p: *const c_char) {
        if let Some(release) = self.layout.hooks.string_release {
            // SAFETY: `p` came from this layout's acquire hook in context `cx`, and is
            // released exactly once.
            unsafe { release(self.cx, p) };
        }
    }
}

impl Drop for Acquired {
    fn drop(&mut self) {
        for i in 0..self.count {
            self.release_one(self.strings[i]);
        }
    }
}

/// Fetches the host object behind `this` through the layout's receiver hook, checking it
/// is of class `receiver_class` (the method's).
///
/// # Safety
///
/// `this` must be null or point to a live value of `acq`'s layout, and `acq`'s context must
/// be the engine context that layout's hooks expect, on the engine's thread (the receiver
/// hook is called with it).
pub unsafe fn lane_receiver(
    this: *const Value,
    receiver_class: u64,
    acq: &mut Acquired,
) -> Result<Slot, Reject> {
    let hook = acq.layout.hooks.receiver.ok_or(Reject::Receiver)?;
    if this.is_null() {
        return Err(Reject::Receiver);
    }
    // SAFETY: `this` is a live value (caller's contract); the hook is the layout's.
    let p = unsafe { hook(acq.cx, this, receiver_class) };
    if p.is_null() {
        Err(Reject::Receiver)
    } else {
        Ok(Slot::ptr(p))
    }
}

/// The pointer a `slice` of zero bytes passes when its buffer has no storage (the engine
/// gave a null data pointer): a real, aligned, readable address, so C code that compares
/// it, offsets it by 0 or hands it to `memcpy(dst, p, 0)` (undefined behaviour for a null
/// pointer before C23) is fine. Never written: a callee must not write past the length it
/// was given. A non-empty slice never passes it.
pub static EMPTY_SLICE: [u64; 1] = [0];

/// [`EMPTY_SLICE`]'s address, as thunks and the generic backend pass it.
pub fn empty_slice_ptr() -> *const c_void {
    EMPTY_SLICE.as_ptr().cast()
}

/// Converts a `struct` argument along the lane: an `ArrayBuffer`, a typed array or a
/// `DataView` (whatever the layout's buffer hook takes) of exactly `layout`'s size, passed as
/// the address of its bytes. The bytes are the ones the buffer or view covers now (the hook
/// runs no script); the address stays valid while the value is alive and no script runs,
/// which is until the native call returns on every path that calls this.
///
/// # Safety
///
/// As for [`lane_arg`].
pub unsafe fn lane_struct(
    v: *const Value,
    layout: &StructLayout,
    acq: &mut Acquired,
) -> Result<Slot, Reject> {
    let size = layout.size();
    let reject = |found: String| Reject::Struct {
        size,
        describe: layout.describe(),
        found,
    };
    // SAFETY: `v` is a live value of the layout (caller's contract).
    let class = unsafe { acq.layout.classify(v) };
    if !matches!(class, Class::Object) {
        return Err(reject(format!("a value of type {}", class.type_name())));
    }
    let Some(hook) = acq.layout.hooks.buffer_data else {
        return Err(reject("an object (the engine has no buffer hook)".into()));
    };
    let (mut data, mut len) = (std::ptr::null_mut::<u8>(), 0usize);
    // SAFETY: `v` is a live object in the layout's context; the hook is the layout's.
    if !unsafe { hook(acq.cx, v, &mut data, &mut len) } {
        return Err(reject("an object that is not a buffer or view".into()));
    }
    if len != size {
        return Err(reject(format!("{len} bytes")));
    }
    Ok(Slot::ptr(data.cast_const().cast()))
}

/// Converts a `slice` argument along the fast lane: an `ArrayBuffer` or a typed array
/// (whatever the layout's buffer hook accepts; QuickJS's refuses detached buffers,
/// `SharedArrayBuffer`s and `DataView`s) becomes two native arguments, a pointer to its first
/// byte and its byte length. Both come from one hook call, which reads only the engine's
/// internal slots: no script code (getter, proxy trap) runs, so the length cannot differ
/// from the bytes the pointer reaches. A null data pointer (an empty buffer without
/// storage) is replaced by [`empty_slice_ptr`]. `null` and every other value are refused.
///
/// # Safety
///
/// As for [`lane_arg`].
pub unsafe fn lane_slice(v: *const Value, acq: &mut Acquired) -> Result<[Slot; 2], Reject> {
    let layout = acq.layout;
    // SAFETY: `v` is a live value of the layout (caller's contract).
    let class = unsafe { layout.classify(v) };
    let type_err = || Reject::Type {
        kind: ParamKind::Slice,
        found: class.type_name(),
    };
    if class != Class::Object {
        return Err(type_err());
    }
    let hook = layout.hooks.buffer_data.ok_or_else(type_err)?;
    let (mut data, mut len) = (std::ptr::null_mut::<u8>(), 0usize);
    // SAFETY: `v` is a live object in the layout's context; the hook is the layout's.
    if !unsafe { hook(acq.cx, v, &mut data, &mut len) } {
        return Err(type_err());
    }
    let p = if data.is_null() {
        empty_slice_ptr()
    } else {
        data.cast_const().cast()
    };
    Ok([Slot::ptr(p), Slot::u64(len as u64)])
}

/// Converts one JavaScript argument along the fast lane. The implicit kinds are not
/// arguments: `receiver` goes through [`lane_receiver`], and `context` and `env` are refused.
/// A `slice` is two native arguments: [`lane_slice`] converts it, and this refuses it.
///
/// # Safety
///
/// `v` must point to a live value of `acq`'s layout, and `acq`'s context must be the engine
/// context that layout's hooks expect, on the engine's thread (string, buffer and BigInt
/// hooks are called with it).
pub unsafe fn lane_arg(
    kind: ParamKind,
    v: *const Value,
    acq: &mut Acquired,
) -> Result<Slot, Reject> {
    let layout = acq.layout;
    let cx = acq.cx;
    match kind {
        ParamKind::Value => return Ok(Slot::ptr(v.cast())),
        ParamKind::Receiver => return Err(Reject::Receiver),
        ParamKind::Context | ParamKind::Env => {
            return Err(Reject::Type {
                kind,
                found: "an argument",
            })
        }
        ParamKind::Slice => {
            return Err(Reject::Type {
                kind,
                found: "a single native argument (use lane_slice)",
            })
        }
        ParamKind::Struct => {
            return Err(Reject::Type {
                kind,
                found: "an argument without its layout (use lane_struct)",
            })
        }
        crate::int_param_kinds!()
        | ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::Pointer
        | ParamKind::CString
        | ParamKind::Buffer => {}
    }
    // SAFETY: `v` is a live value of the layout (caller's contract).
    let class = unsafe { layout.classify(v) };
    let scalar = kind.scalar();
    let type_err = || Reject::Type {
        kind,
        found: class.type_name(),
    };
    match kind {
        ParamKind::F64 | ParamKind::F32 => match class {
            Class::Int32(i) => Ok(float_slot(kind, f64::from(i))),
            Class::Float64(f) => Ok(float_slot(kind, f)),
            _ => Err(type_err()),
        },
        ParamKind::Bool => match class {
            Class::Bool(b) => Ok(Slot::bool(b)),
            _ => Err(type_err()),
        },
        ParamKind::CString => match class {
            Class::String => {
                // SAFETY: `v` is a live string value in context `cx`.
                let (p, _) = unsafe { acq.string(v) }.ok_or(Reject::NotCString)?;
                Ok(Slot::ptr(p.cast()))
            }
            _ => Err(type_err()),
        },
        ParamKind::Buffer => match class {
            Class::Null => Ok(Slot::ptr(std::ptr::null())),
            Class::Object => {
                let hook = if acq.dialect.ffi_buffers {
                    layout.hooks.ffi_buffer_data
                } else {
                    layout.hooks.buffer_data
                };
                let hook = hook.ok_or_else(type_err)?;
                let (mut data, mut len) = (std::ptr::null_mut::<u8>(), 0usize);
                // SAFETY: `v` is a live object in context `cx`; the hook is the layout's.
                if unsafe { hook(cx, v, &mut data, &mut len) } {
                    Ok(Slot::ptr(data.cast()))
                } else {
                    Err(type_err())
                }
            }
            _ => Err(type_err()),
        },
        ParamKind::Pointer => match class {
            Class::Null => Ok(Slot::ptr(std::ptr::null())),
            Class::Int32(i) if i >= 0 => Ok(Slot::from_int(scalar, i128::from(i))),
            Class::Float64(f) if f.fract() == 0.0 && (0.0..=MAX_SAFE_MAGNITUDE).contains(&f) => {
                Ok(Slot::from_int(scalar, f as i128))
            }
            Class::Int32(i) => Err(Reject::Range {
                kind,
                value: i.to_string(),
            }),
            Class::Float64(f) => Err(Reject::Range {
                kind,
                value: number_to_string(f),
            }),
            // SAFETY: `v` is a live BigInt in context `cx`.
            Class::BigInt => unsafe { bigint_arg(kind, v, layout, cx) },
            Class::Object if acq.dialect.pointer_objects => {
                let hook = layout.hooks.pointer_address.ok_or_else(type_err)?;
                let mut addr = 0usize;
                // SAFETY: `v` is a live object in context `cx`; the hook is the layout's.
                if unsafe { hook(cx, v, &mut addr) } {
                    Ok(Slot::ptr(addr as *const c_void))
                } else {
                    Err(type_err())
                }
            }
            _ => Err(type_err()),
        },
        // Returned before `classify`, above.
        ParamKind::Value
        | ParamKind::Receiver
        | ParamKind::Context
        | ParamKind::Env
        | ParamKind::Slice
        | ParamKind::Struct => Err(type_err()),
        crate::int_param_kinds!() => {
            let (lo, hi) = scalar.int_range().ok_or_else(type_err)?;
            let v128 = match class {
                Class::Int32(i) => i128::from(i),
                Class::Float64(f) => match exact_integer::<i128>(f) {
                    Some(v) => v,
                    None if !f.is_finite() || f.fract() != 0.0 => {
                        return Err(Reject::NotInteger { kind, value: f });
                    }
                    // Integral but past an i128: out of every kind's range.
                    None => {
                        return Err(Reject::Range {
                            kind,
                            value: number_to_string(f),
                        });
                    }
                },
                Class::BigInt if scalar.size() == 8 => {
                    // SAFETY: `v` is a live BigInt in context `cx`.
                    return unsafe { bigint_arg(kind, v, layout, cx) };
                }
                _ => return Err(type_err()),
            };
            if v128 < lo || v128 > hi {
                let value = match class {
                    Class::Float64(f) => number_to_string(f),
                    _ => v128.to_string(),
                };
                return Err(Reject::Range { kind, value });
            }
            Ok(Slot::from_int(scalar, v128))
        }
    }
}

/// A number as an `f32` or `f64` slot, by `kind`.
pub(crate) fn float_slot(kind: ParamKind, f: f64) -> Slot {
    if kind == ParamKind::F32 {
        Slot::f32(f as f32)
    } else {
        Slot::f64(f)
    }
}

/// # Safety
/// `v` is a live BigInt value of `layout` in context `cx`.
unsafe fn bigint_arg(
    kind: ParamKind,
    v: *const Value,
    layout: LayoutRef,
    cx: *mut c_void,
) -> Result<Slot, Reject> {
    let range = || Reject::Range {
        kind,
        value: "BigInt".into(),
    };
    let signed = matches!(kind.scalar(), Scalar::Int { signed: true, .. });
    // SAFETY: `v` is a live value of the layout (caller's contract).
    if let Some(i) = unsafe { layout.inline_bigint(v) } {
        // Inline BigInts are i32s: every one fits i64, the non-negative ones u64.
        return if signed {
            Ok(Slot::i64(i))
        } else {
            u64::try_from(i).map(Slot::u64).map_err(|_| range())
        };
    }
    if signed {
        let hook = layout.hooks.bigint_to_i64.ok_or(Reject::Type {
            kind,
            found: "bigint",
        })?;
        let mut out = 0i64;
        // SAFETY: the layout's hook on a live value (caller's contract).
        if unsafe { hook(cx, v, &mut out) } {
            Ok(Slot::i64(out))
        } else {
            Err(range())
        }
    } else {
        let hook = layout.hooks.bigint_to_u64.ok_or(Reject::Type {
            kind,
            found: "bigint",
        })?;
        let mut out = 0u64;
        // SAFETY: the layout's hook on a live value (caller's contract).
        if unsafe { hook(cx, v, &mut out) } {
            Ok(Slot::u64(out))
        } else {
            Err(range())
        }
    }
}

/// Which argument the fast lane refused, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct LaneReject {
    /// The JavaScript argument index (`None` for the receiver or a missing-argument count).
    pub arg: Option<usize>,
    /// Why.
    pub reason: Reject,
}

/// The oracle: whether a call with these arguments stays in the fast lane. A thunk returns
/// `Fallback` exactly when this returns `Err`. Anything the check acquires is released
/// before it returns; the host function is never called. `receiver_class` is the method's
/// ([`MethodData::receiver_class`](crate::MethodData::receiver_class)).
pub fn fast_lane_accepts(
    sig: &Signature,
    receiver_class: u64,
    frame: &CallFrame<'_>,
) -> Result<(), LaneReject> {
    let arity = sig.js_arity();
    if frame.argc() < arity {
        return Err(LaneReject {
            arg: None,
            reason: Reject::Missing {
                expected: arity,
                given: frame.argc(),
            },
        });
    }
    let mut acq = Acquired::new(frame.layout(), frame.cx());
    acq.set_dialect(sig.dialect());
    for (param, source) in sig.arg_sources().enumerate() {
        let (arg, converted) = match source {
            ArgSource::Context | ArgSource::Env => continue,
            // SAFETY: `this` is null or a live value of the layout (the frame's contract).
            ArgSource::Receiver => (
                None,
                unsafe { lane_receiver(frame.this(), receiver_class, &mut acq) }.map(|_| ()),
            ),
            ArgSource::Js { kind, index } => {
                // `index < arity <= argc`, checked above.
                let Some(v) = frame.arg(index) else {
                    continue;
                };
                let converted = if kind == ParamKind::Slice {
                    // SAFETY: `v` is a live value of the layout (the frame's contract).
                    unsafe { lane_slice(v, &mut acq) }.map(|_| ())
                } else if let Some(l) = sig.param_layout(param) {
                    // SAFETY: as above.
                    unsafe { lane_struct(v, l, &mut acq) }.map(|_| ())
                } else {
                    // SAFETY: as above.
                    unsafe { lane_arg(kind, v, &mut acq) }.map(|_| ())
                };
                (Some(index), converted)
            }
        };
        if let Err(reason) = converted {
            return Err(LaneReject { arg, reason });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::exact_integer;

    #[test]
    fn exact_integer_takes_integral_floats_only() {
        let x = exact_integer::<i128>;
        assert_eq!(x(-0.0), Some(0));
        assert_eq!(x(42.0), Some(42));
        assert_eq!(x(-7.0), Some(-7));
        assert_eq!(x(1.5), None);
        assert_eq!(x(-0.5), None);
        assert_eq!(x(f64::NAN), None);
        assert_eq!(x(f64::INFINITY), None);
        assert_eq!(x(f64::NEG_INFINITY), None);
        // Around 2^63, where the cold path takes over.
        assert_eq!(x(-9_223_372_036_854_775_808.0), Some(i128::from(i64::MIN)));
        assert_eq!(x(9_223_372_036_854_775_808.0), Some(1i128 << 63));
        assert_eq!(x(18_446_744_073_709_551_615.0), Some(1i128 << 64));
        assert_eq!(x(1e30), Some(1e30 as i128));
        assert_eq!(x(1.7e38), None);
        assert_eq!(x(f64::MAX), None);
    }

    #[test]
    fn exact_integer_checks_the_type_s_range() {
        assert_eq!(exact_integer::<u8>(255.0), Some(255));
        assert_eq!(exact_integer::<u8>(256.0), None);
        assert_eq!(exact_integer::<u8>(-1.0), None);
        assert_eq!(exact_integer::<i32>(-2_147_483_648.0), Some(i32::MIN));
        assert_eq!(exact_integer::<i32>(2_147_483_648.0), None);
        assert_eq!(
            exact_integer::<u64>(9_223_372_036_854_775_808.0),
            Some(1u64 << 63)
        );
        assert_eq!(exact_integer::<i64>(9_223_372_036_854_775_808.0), None);
        assert_eq!(exact_integer::<u64>(18_446_744_073_709_551_616.0), None);
    }
}
