//! How an engine stores a value, as data: the value's size, where its tag and payload live,
//! the tag values of each JavaScript type, and the engine hooks a thunk may call.
//!
//! Two encodings cover the engines we know: [`TaggedStruct`] (a payload word beside a tag
//! word, QuickJS-NG's `JSValue` on 64-bit) and [`NanBoxed`] (one `u64`, JSC's scheme as
//! used by Bun's FFI). A layout is registered once ([`ValueLayout::register`]) and then
//! named by a small [`LayoutRef`], which is part of every cache key.

use std::ffi::{c_char, c_void};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{OnceLock, RwLock};

use crate::error::HostError;

/// An engine value, opaque to hostcall: only a [`ValueLayout`] knows how to read one.
/// Engines pass `*const Value` pointing at their own value representation.
#[repr(C)]
pub struct Value {
    _opaque: [u8; 0],
}

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
/// String hooks use it to decide whether to return null.
pub fn is_clean_cstr(bytes: &[u8]) -> bool {
    !bytes.contains(&0) && std::str::from_utf8(bytes).is_ok()
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
}

impl Hooks {
    fn addresses(&self) -> [usize; 10] {
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
        ];
        let mut m = f.debug_map();
        for (name, addr) in names.iter().zip(self.addresses()) {
            m.entry(name, &format_args!("{addr:#x}"));
        }
        m.finish()
    }
}

/// Width of the tag word of a [`TaggedStruct`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagWidth {
    /// A 32-bit tag, sign-extended when read.
    I32,
    /// A 64-bit tag.
    I64,
}

/// Tag values of a [`TaggedStruct`] layout. Strings and BigInts may have two tags each (a
/// rope and a flat string; a short and a heap BigInt); repeat the tag when there is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TagSet {
    /// A 32-bit integer number (payload: `i32`).
    pub int32: i64,
    /// A double (payload: `f64`).
    pub float64: i64,
    /// A boolean (payload: `i32`, 0 or 1).
    pub bool: i64,
    /// `null`.
    pub null: i64,
    /// `undefined`.
    pub undefined: i64,
    /// Strings (payload: a pointer).
    pub strings: [i64; 2],
    /// Objects (payload: a pointer).
    pub object: i64,
    /// BigInts.
    pub bigints: [i64; 2],
}

/// A value that is a payload word beside a tag word, like QuickJS-NG's 64-bit `JSValue`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TaggedStruct {
    /// Byte offset of the payload (an `i32`, `f64` or pointer).
    pub payload_offset: u8,
    /// Byte offset of the tag.
    pub tag_offset: u8,
    /// Width of the tag.
    pub tag_width: TagWidth,
    /// The tag values.
    pub tags: TagSet,
}

/// A NaN-boxed `u64` in JSC's scheme (as Bun's FFI.h reads it): int32s carry the
/// `number_tag` in their top bits, doubles are stored offset by `double_offset`, the
/// immediates `null`/`undefined`/`false`/`true` are small constants, and anything whose
/// bits miss `not_cell_mask` is a pointer to a heap cell whose type byte sits at
/// `cell_type_offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NanBoxed {
    /// Top bits that mark an int32 (all set) or any number (any set).
    pub number_tag: u64,
    /// Added to a double's bits when boxing.
    pub double_offset: u64,
    /// The bits of `null`.
    pub null: u64,
    /// The bits of `undefined`.
    pub undefined: u64,
    /// The bits of `false`.
    pub false_value: u64,
    /// The bits of `true`.
    pub true_value: u64,
    /// A value `v` with `v & not_cell_mask == 0` and `v != 0` is a cell pointer.
    pub not_cell_mask: u64,
    /// Offset of the type byte in a cell.
    pub cell_type_offset: u8,
    /// The type byte of a string cell.
    pub string_type: u8,
    /// The type byte of a BigInt cell.
    pub bigint_type: u8,
    /// Type bytes at or above this are objects.
    pub object_type_min: u8,
}

/// How a value is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// A payload beside a tag (QuickJS-NG).
    TaggedStruct(TaggedStruct),
    /// A NaN-boxed `u64` (JSC, Bun).
    NanBoxed(NanBoxed),
}

/// A complete description of an engine's values: size, encoding and hooks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueLayout {
    /// A name for messages and stats.
    pub name: &'static str,
    /// Size in bytes of one value (the stride of `argv`).
    pub size: u8,
    /// Alignment in bytes of one value.
    pub align: u8,
    /// How a value is encoded.
    pub encoding: Encoding,
    /// The engine's hooks.
    pub hooks: Hooks,
}

/// QuickJS-NG's tag values (`JS_TAG_*` in quickjs.h of QuickJS-NG 0.10 and later, as
/// shipped by rquickjs-sys 0.14). The QuickJS integration asserts them against the
/// bindings at compile time.
pub mod quickjs_tags {
    /// `JS_TAG_BIG_INT`.
    pub const BIG_INT: i64 = -9;
    /// `JS_TAG_SYMBOL`.
    pub const SYMBOL: i64 = -8;
    /// `JS_TAG_STRING`.
    pub const STRING: i64 = -7;
    /// `JS_TAG_STRING_ROPE`.
    pub const STRING_ROPE: i64 = -6;
    /// `JS_TAG_OBJECT`.
    pub const OBJECT: i64 = -1;
    /// `JS_TAG_INT`.
    pub const INT: i64 = 0;
    /// `JS_TAG_BOOL`.
    pub const BOOL: i64 = 1;
    /// `JS_TAG_NULL`.
    pub const NULL: i64 = 2;
    /// `JS_TAG_UNDEFINED`.
    pub const UNDEFINED: i64 = 3;
    /// `JS_TAG_EXCEPTION`.
    pub const EXCEPTION: i64 = 6;
    /// `JS_TAG_SHORT_BIG_INT`.
    pub const SHORT_BIG_INT: i64 = 7;
    /// `JS_TAG_FLOAT64`.
    pub const FLOAT64: i64 = 8;
}

/// JSC's NaN-boxing constants (JSCJSValue.h; `FFI.h` in Bun).
pub mod jsc_bits {
    /// `NumberTag`.
    pub const NUMBER_TAG: u64 = 0xfffe_0000_0000_0000;
    /// `1 << DoubleEncodeOffsetBit`.
    pub const DOUBLE_OFFSET: u64 = 1 << 49;
    /// `OtherTag`.
    pub const OTHER_TAG: u64 = 0x2;
    /// `ValueNull`.
    pub const NULL: u64 = 0x02;
    /// `ValueUndefined`.
    pub const UNDEFINED: u64 = 0x0a;
    /// `ValueFalse`.
    pub const FALSE: u64 = 0x06;
    /// `ValueTrue`.
    pub const TRUE: u64 = 0x07;
    /// `NotCellMask`.
    pub const NOT_CELL_MASK: u64 = NUMBER_TAG | OTHER_TAG;
}

impl ValueLayout {
    /// QuickJS-NG on a 64-bit target: a 16-byte struct, payload at +0, `int64_t` tag at +8.
    pub fn quickjs_ng_64(hooks: Hooks) -> ValueLayout {
        use quickjs_tags as t;
        ValueLayout {
            name: "quickjs-ng-64",
            size: 16,
            align: 8,
            encoding: Encoding::TaggedStruct(TaggedStruct {
                payload_offset: 0,
                tag_offset: 8,
                tag_width: TagWidth::I64,
                tags: TagSet {
                    int32: t::INT,
                    float64: t::FLOAT64,
                    bool: t::BOOL,
                    null: t::NULL,
                    undefined: t::UNDEFINED,
                    strings: [t::STRING, t::STRING_ROPE],
                    object: t::OBJECT,
                    bigints: [t::BIG_INT, t::SHORT_BIG_INT],
                },
            }),
            hooks,
        }
    }

    /// A JSC-style NaN-boxed `u64`, with cells whose type byte is at +5 (JSC's `JSCell`
    /// header): strings type 2, BigInts type 3, objects type 16 and above.
    pub fn nan_boxed_jsc(hooks: Hooks) -> ValueLayout {
        use jsc_bits as b;
        ValueLayout {
            name: "jsc-nan-boxed",
            size: 8,
            align: 8,
            encoding: Encoding::NanBoxed(NanBoxed {
                number_tag: b::NUMBER_TAG,
                double_offset: b::DOUBLE_OFFSET,
                null: b::NULL,
                undefined: b::UNDEFINED,
                false_value: b::FALSE,
                true_value: b::TRUE,
                not_cell_mask: b::NOT_CELL_MASK,
                cell_type_offset: 5,
                string_type: 2,
                bigint_type: 3,
                object_type_min: 16,
            }),
            hooks,
        }
    }

    /// Validates this layout ([`validate`](ValueLayout::validate)), interns it for the life
    /// of the process and returns its handle: a [`LayoutRef`] is proof of a valid layout.
    /// Registering an equal layout again returns the same handle.
    ///
    /// # Errors
    ///
    /// [`LayoutError`] when the layout is not self-consistent (see `validate`).
    ///
    /// # Safety
    ///
    /// Generated code and the generic backend trust a registered layout completely:
    ///
    /// - every hook present honours the contract of its type ([`StringAcquireFn`],
    ///   [`BufferDataFn`], ...): pointers it returns are valid for what the contract says,
    ///   for as long as it says, and it never unwinds;
    /// - the encoding describes the engine's values truthfully (a value whose tag says
    ///   float64 holds an `f64` at the payload offset; a NaN-boxed cell pointer points to a
    ///   live cell with its type byte at `cell_type_offset`).
    ///
    /// The presets ([`quickjs_ng_64`](ValueLayout::quickjs_ng_64),
    /// [`nan_boxed_jsc`](ValueLayout::nan_boxed_jsc)) describe their engines' encodings; the
    /// hooks are the embedder's.
    pub unsafe fn register(self) -> Result<LayoutRef, LayoutError> {
        self.validate()?;
        let mut list = registry_lock()
            .write()
            .unwrap_or_else(|poison| poison.into_inner());
        if let Some(pos) = list.iter().position(|l| **l == self) {
            return Ok(LayoutRef {
                id: pos as u32,
                layout: list[pos],
            });
        }
        let id = u32::try_from(list.len()).map_err(|_| LayoutError::TooMany)?;
        let layout: &'static ValueLayout = Box::leak(Box::new(self));
        list.push(layout);
        Ok(LayoutRef { id, layout })
    }

    /// Reads what JavaScript type `v` holds.
    ///
    /// # Safety
    ///
    /// `v` must point to a live value of this layout (for NaN-boxed cells, the cell must
    /// be live, since its type byte is read).
    pub unsafe fn classify(&self, v: *const Value) -> Class {
        let p = v.cast::<u8>();
        match &self.encoding {
            Encoding::TaggedStruct(s) => {
                // SAFETY: `v` points to a value of `self.size` bytes (caller's contract) and
                // the offsets lie inside it (checked by `validate`).
                let tag = unsafe { read_tag(p, s) };
                // SAFETY: as above.
                let payload = unsafe { p.add(usize::from(s.payload_offset)) };
                let t = &s.tags;
                if tag == t.int32 {
                    // SAFETY: an int32 payload is an `i32` at the payload offset.
                    Class::Int32(unsafe { payload.cast::<i32>().read_unaligned() })
                } else if tag == t.float64 {
                    // SAFETY: a float64 payload is an `f64` at the payload offset.
                    Class::Float64(unsafe { payload.cast::<f64>().read_unaligned() })
                } else if tag == t.bool {
                    // SAFETY: a bool payload is an `i32` at the payload offset.
                    Class::Bool(unsafe { payload.cast::<i32>().read_unaligned() } != 0)
                } else if tag == t.null {
                    Class::Null
                } else if tag == t.undefined {
                    Class::Undefined
                } else if t.strings.contains(&tag) {
                    Class::String
                } else if tag == t.object {
                    Class::Object
                } else if t.bigints.contains(&tag) {
                    Class::BigInt
                } else {
                    Class::Other
                }
            }
            Encoding::NanBoxed(n) => {
                // SAFETY: a NaN-boxed value is one u64 (caller's contract).
                let bits = unsafe { p.cast::<u64>().read_unaligned() };
                if bits & n.number_tag == n.number_tag {
                    Class::Int32(bits as u32 as i32)
                } else if bits & n.number_tag != 0 {
                    Class::Float64(f64::from_bits(bits.wrapping_sub(n.double_offset)))
                } else if bits == n.null {
                    Class::Null
                } else if bits == n.undefined {
                    Class::Undefined
                } else if bits == n.false_value || bits == n.true_value {
                    Class::Bool(bits == n.true_value)
                } else if bits != 0 && bits & n.not_cell_mask == 0 {
                    // SAFETY: a cell pointer points to a live cell with a type byte at
                    // `cell_type_offset` (caller's contract).
                    let ty = unsafe {
                        (bits as usize as *const u8)
                            .add(usize::from(n.cell_type_offset))
                            .read()
                    };
                    if ty == n.string_type {
                        Class::String
                    } else if ty == n.bigint_type {
                        Class::BigInt
                    } else if ty >= n.object_type_min {
                        Class::Object
                    } else {
                        Class::Other
                    }
                } else {
                    Class::Other
                }
            }
        }
    }

    /// Writes a primitive into `dst`.
    ///
    /// # Safety
    ///
    /// `dst` must be valid for writes of `self.size` bytes.
    pub unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        let p = dst.cast::<u8>();
        match &self.encoding {
            Encoding::TaggedStruct(s) => {
                let t = &s.tags;
                // SAFETY: `dst` is valid for `size` bytes (caller's contract); zeroing the
                // payload word first keeps unused bytes deterministic.
                unsafe {
                    let payload = p.add(usize::from(s.payload_offset));
                    payload.cast::<u64>().write_unaligned(0);
                    let tag = match v {
                        Primitive::Int32(i) => {
                            payload.cast::<i32>().write_unaligned(i);
                            t.int32
                        }
                        Primitive::Float64(f) => {
                            payload.cast::<f64>().write_unaligned(f);
                            t.float64
                        }
                        Primitive::Bool(b) => {
                            payload.cast::<i32>().write_unaligned(i32::from(b));
                            t.bool
                        }
                        Primitive::Null => t.null,
                        Primitive::Undefined => t.undefined,
                    };
                    write_tag(p, s, tag);
                }
            }
            Encoding::NanBoxed(n) => {
                let bits = match v {
                    Primitive::Int32(i) => n.number_tag | u64::from(i as u32),
                    Primitive::Float64(f) => {
                        // Impure NaNs would alias tags: box the canonical NaN.
                        let f = if f.is_nan() { f64::NAN } else { f };
                        f.to_bits().wrapping_add(n.double_offset)
                    }
                    Primitive::Bool(true) => n.true_value,
                    Primitive::Bool(false) => n.false_value,
                    Primitive::Null => n.null,
                    Primitive::Undefined => n.undefined,
                };
                // SAFETY: `dst` is valid for 8 bytes (caller's contract).
                unsafe { p.cast::<u64>().write_unaligned(bits) };
            }
        }
    }

    /// The payload pointer of a cell value (string, object, BigInt), for engines and tests
    /// that store their heap objects behind it.
    ///
    /// # Safety
    ///
    /// `v` must point to a live value of this layout.
    pub unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        let p = v.cast::<u8>();
        match &self.encoding {
            // SAFETY: the payload lies inside the value (caller's contract).
            Encoding::TaggedStruct(s) => unsafe {
                p.add(usize::from(s.payload_offset))
                    .cast::<*mut c_void>()
                    .read_unaligned()
            },
            // SAFETY: a NaN-boxed value is one u64.
            Encoding::NanBoxed(_) => unsafe {
                p.cast::<u64>().read_unaligned() as usize as *mut c_void
            },
        }
    }

    /// Writes a cell value of the given class (`String`, `Object` or `BigInt`) whose payload
    /// is `ptr`. For NaN-boxed layouts the class is carried by the cell's own type byte.
    ///
    /// # Safety
    ///
    /// `dst` must be valid for writes of `self.size` bytes; for NaN-boxed layouts `ptr` must
    /// be a cell of the matching type, aligned so that it misses `not_cell_mask`.
    pub unsafe fn write_cell(&self, dst: *mut Value, class: Class, ptr: *mut c_void) {
        let p = dst.cast::<u8>();
        match &self.encoding {
            Encoding::TaggedStruct(s) => {
                let tag = match class {
                    Class::String => s.tags.strings[0],
                    Class::BigInt => s.tags.bigints[0],
                    _ => s.tags.object,
                };
                // SAFETY: `dst` is valid for `size` bytes (caller's contract).
                unsafe {
                    p.add(usize::from(s.payload_offset))
                        .cast::<*mut c_void>()
                        .write_unaligned(ptr);
                    write_tag(p, s, tag);
                }
            }
            // SAFETY: `dst` is valid for 8 bytes (caller's contract).
            Encoding::NanBoxed(_) => unsafe {
                p.cast::<u64>().write_unaligned(ptr as usize as u64)
            },
        }
    }

    /// The first parameter kind of `sig` that needs a hook this layout lacks, with the
    /// hook's name. A signature with one cannot be registered for this layout.
    pub fn missing_hook(&self, sig: &crate::Signature) -> Option<(crate::ParamKind, &'static str)> {
        use crate::ParamKind as K;
        let h = &self.hooks;
        if sig.result() == crate::ResultKind::CString && h.string_new.is_none() {
            return Some((K::CString, "string_new"));
        }
        sig.params().iter().find_map(|&kind| {
            let need: &[(&'static str, bool)] = match kind {
                K::CString => &[
                    ("string_acquire", h.string_acquire.is_some()),
                    ("string_release", h.string_release.is_some()),
                ],
                K::Buffer => &[("buffer_data", h.buffer_data.is_some())],
                K::Receiver => &[("receiver", h.receiver.is_some())],
                K::I8
                | K::U8
                | K::I16
                | K::U16
                | K::I32
                | K::U32
                | K::I64
                | K::U64
                | K::Isize
                | K::Usize
                | K::F32
                | K::F64
                | K::Bool
                | K::Pointer
                | K::Value
                | K::Context => &[],
            };
            need.iter()
                .find(|(_, present)| !present)
                .map(|(hook, _)| (kind, *hook))
        })
    }

    /// Checks that the layout is self-consistent: a throw hook; a size that is a non-zero
    /// multiple of 8 (values are passed and returned as whole words) of at most
    /// [`MAX_VALUE_SIZE`] bytes; a power-of-two alignment dividing it; tag and payload inside
    /// the value; a tag set without collisions. [`register`](ValueLayout::register) calls it,
    /// so every [`LayoutRef`] names a valid layout.
    pub fn validate(&self) -> Result<(), LayoutError> {
        let name = self.name;
        if self.hooks.throw.is_none() {
            return Err(LayoutError::NoThrowHook { layout: name });
        }
        if self.size == 0 || self.size % 8 != 0 || self.size > MAX_VALUE_SIZE {
            return Err(LayoutError::Size {
                layout: name,
                size: self.size,
            });
        }
        if !self.align.is_power_of_two() || self.size % self.align != 0 {
            return Err(LayoutError::Align {
                layout: name,
                size: self.size,
                align: self.align,
            });
        }
        match &self.encoding {
            Encoding::TaggedStruct(s) => {
                let tag_bytes = match s.tag_width {
                    TagWidth::I32 => 4,
                    TagWidth::I64 => 8,
                };
                if usize::from(s.payload_offset) + 8 > usize::from(self.size)
                    || usize::from(s.tag_offset) + tag_bytes > usize::from(self.size)
                {
                    return Err(LayoutError::OffsetsOutside { layout: name });
                }
                let payload = usize::from(s.payload_offset)..usize::from(s.payload_offset) + 8;
                let tag = usize::from(s.tag_offset)..usize::from(s.tag_offset) + tag_bytes;
                if payload.start < tag.end && tag.start < payload.end {
                    return Err(LayoutError::OffsetsOverlap { layout: name });
                }
                let t = &s.tags;
                let mut all = vec![t.int32, t.float64, t.bool, t.null, t.undefined, t.object];
                for g in [t.strings, t.bigints] {
                    let mut g = g.to_vec();
                    g.dedup();
                    all.extend(g);
                }
                let mut sorted = all.clone();
                sorted.sort_unstable();
                sorted.dedup();
                if sorted.len() != all.len() {
                    return Err(LayoutError::SharedTag { layout: name });
                }
                if s.tag_width == TagWidth::I32 && all.iter().any(|&t| i32::try_from(t).is_err()) {
                    return Err(LayoutError::TagWidth { layout: name });
                }
            }
            Encoding::NanBoxed(_) => {
                if self.size != 8 {
                    return Err(LayoutError::Size {
                        layout: name,
                        size: self.size,
                    });
                }
            }
        }
        Ok(())
    }
}

/// The largest value a layout may describe, in bytes. Engines we know use 8 (NaN-boxing)
/// or 16 (QuickJS-NG); the generic backend keeps room for a `value` result of this size.
pub const MAX_VALUE_SIZE: u8 = 64;

/// A layout that [`ValueLayout::validate`] refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LayoutError {
    /// Every layout needs a throw hook.
    #[error("layout `{layout}` has no throw hook")]
    NoThrowHook {
        /// The layout's name.
        layout: &'static str,
    },
    /// The size is zero, not a multiple of 8, over [`MAX_VALUE_SIZE`], or (NaN-boxed) not 8.
    #[error("layout `{layout}`: a value of {size} bytes (values are whole 8-byte words, at most {max} bytes; NaN-boxed values are 8)", max = MAX_VALUE_SIZE)]
    Size {
        /// The layout's name.
        layout: &'static str,
        /// The size given.
        size: u8,
    },
    /// The alignment is not a power of two dividing the size.
    #[error("layout `{layout}`: alignment {align} does not divide size {size}, or is not a power of two")]
    Align {
        /// The layout's name.
        layout: &'static str,
        /// The size given.
        size: u8,
        /// The alignment given.
        align: u8,
    },
    /// The tag or the payload lies (partly) outside the value.
    #[error("layout `{layout}`: tag or payload outside the value")]
    OffsetsOutside {
        /// The layout's name.
        layout: &'static str,
    },
    /// The tag and the payload overlap.
    #[error("layout `{layout}`: tag and payload overlap")]
    OffsetsOverlap {
        /// The layout's name.
        layout: &'static str,
    },
    /// Two JavaScript types share a tag value.
    #[error("layout `{layout}`: two types share a tag")]
    SharedTag {
        /// The layout's name.
        layout: &'static str,
    },
    /// A tag value does not fit a 32-bit tag word.
    #[error("layout `{layout}`: a tag value does not fit the 32-bit tag")]
    TagWidth {
        /// The layout's name.
        layout: &'static str,
    },
    /// More layouts than ids.
    #[error("too many layouts registered")]
    TooMany,
}

/// The registered layouts. Registration writes (rarely); `LayoutRef::by_id` reads, also from
/// thunks' out-of-line helper, so readers never wait for each other.
fn registry_lock() -> &'static RwLock<Vec<&'static ValueLayout>> {
    static REGISTRY: OnceLock<RwLock<Vec<&'static ValueLayout>>> = OnceLock::new();
    REGISTRY.get_or_init(|| RwLock::new(Vec::new()))
}

/// # Safety
/// `p` points to a value of a layout with encoding `s`.
unsafe fn read_tag(p: *const u8, s: &TaggedStruct) -> i64 {
    // SAFETY: the tag lies inside the value (caller's contract).
    unsafe {
        let t = p.add(usize::from(s.tag_offset));
        match s.tag_width {
            TagWidth::I32 => i64::from(t.cast::<i32>().read_unaligned()),
            TagWidth::I64 => t.cast::<i64>().read_unaligned(),
        }
    }
}

/// # Safety
/// `p` is valid for writes of a value of a layout with encoding `s`.
unsafe fn write_tag(p: *mut u8, s: &TaggedStruct, tag: i64) {
    // SAFETY: the tag lies inside the value (caller's contract).
    unsafe {
        let t = p.add(usize::from(s.tag_offset));
        match s.tag_width {
            TagWidth::I32 => t.cast::<i32>().write_unaligned(tag as i32),
            TagWidth::I64 => t.cast::<i64>().write_unaligned(tag),
        }
    }
}

/// The JavaScript type of a value, with the payload of primitives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Class {
    /// A number stored as an int32.
    Int32(i32),
    /// A number stored as a double.
    Float64(f64),
    /// A boolean.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
    /// A string.
    String,
    /// An object (functions and arrays included).
    Object,
    /// A BigInt.
    BigInt,
    /// Anything else (symbols, engine-internal values).
    Other,
}

impl Class {
    /// The `typeof`-like name used in error messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Class::Int32(_) | Class::Float64(_) => "number",
            Class::Bool(_) => "boolean",
            Class::Null => "null",
            Class::Undefined => "undefined",
            Class::String => "string",
            Class::Object => "object",
            Class::BigInt => "bigint",
            Class::Other => "symbol or internal value",
        }
    }
}

/// A primitive value to box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Primitive {
    /// An int32 number.
    Int32(i32),
    /// A double.
    Float64(f64),
    /// A boolean.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
}

/// A registered layout: a small id (part of cache keys) and the layout itself, which lives
/// as long as the process. Cheap to copy; equal handles mean equal layouts.
#[derive(Clone, Copy)]
pub struct LayoutRef {
    id: u32,
    layout: &'static ValueLayout,
}

impl LayoutRef {
    /// The process-wide id of this layout.
    pub fn id(self) -> u32 {
        self.id
    }

    /// The registered layout with this id, if any.
    pub fn by_id(id: u32) -> Option<LayoutRef> {
        let list = registry_lock()
            .read()
            .unwrap_or_else(|poison| poison.into_inner());
        list.get(id as usize)
            .map(|&layout| LayoutRef { id, layout })
    }

    /// The layout.
    pub fn get(self) -> &'static ValueLayout {
        self.layout
    }
}

impl std::ops::Deref for LayoutRef {
    type Target = ValueLayout;
    fn deref(&self) -> &ValueLayout {
        self.layout
    }
}

impl PartialEq for LayoutRef {
    fn eq(&self, other: &LayoutRef) -> bool {
        self.id == other.id
    }
}
impl Eq for LayoutRef {}
impl Hash for LayoutRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}
impl fmt::Debug for LayoutRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LayoutRef({}: {})", self.id, self.layout.name)
    }
}
