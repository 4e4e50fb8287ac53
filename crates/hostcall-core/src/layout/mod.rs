//! How an engine stores a value, as data: the value's size, its [`Encoding`] (where the tag
//! and payload live, the tag values of each JavaScript type) and the engine [`Hooks`] a
//! thunk may call. A layout is registered once ([`ValueLayout::register`]) and then named by
//! a small [`LayoutRef`], which is part of every cache key.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `access`: reading and writing values of a layout (the interpreter side of its encoding).
//! - `hooks`: the engine functions a thunk or the generic backend may call.
//! - `presets`: the layouts of the engines we know.

mod access;
mod hooks;
mod presets;

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{OnceLock, RwLock};

pub use hooks::{
    is_clean_cstr, is_utf8, take_host_error, BigIntFromI64Fn, BigIntFromU64Fn, BigIntToI64Fn,
    BigIntToU64Fn, BufferDataFn, BytesNewFn, Hooks, PointerAddressFn, PointerNewFn, ReceiverFn,
    StringAcquireFn, StringNewFn, StringReleaseFn, ThrowFn,
};
pub use presets::{boa_bits, jsc_bits, quickjs_tags};

pub use crate::encoding::{Encoding, HighTagged, NanBoxed, TagSet, TagWidth, TaggedStruct};
pub use crate::value::{Cell, Class, Primitive, Value};

use crate::encoding::{EncodingFault, ValueEncoding};
use crate::{ParamKind, ResultKind, Signature};

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

impl ValueLayout {
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
    /// [`nan_boxed_jsc`](ValueLayout::nan_boxed_jsc),
    /// [`boa_nan_boxed`](ValueLayout::boa_nan_boxed)) describe their engines' encodings; the
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

    /// The first parameter kind of `sig` that needs a hook this layout lacks, with the
    /// hook's name. A signature with one cannot be registered for this layout.
    pub fn missing_hook(&self, sig: &Signature) -> Option<(ParamKind, &'static str)> {
        use ParamKind as K;
        let h = &self.hooks;
        if sig.result() == ResultKind::CString && h.string_new.is_none() {
            return Some((K::CString, "string_new"));
        }
        if sig.result() == ResultKind::Struct && h.bytes_new.is_none() {
            return Some((K::Struct, "bytes_new"));
        }
        let d = sig.dialect();
        if d.pointer_objects && sig.result() == ResultKind::Pointer && h.pointer_new.is_none() {
            return Some((K::Pointer, "pointer_new"));
        }
        if d.pointer_objects && sig.params().contains(&K::Pointer) && h.pointer_address.is_none() {
            return Some((K::Pointer, "pointer_address"));
        }
        if d.ffi_buffers && sig.params().contains(&K::Buffer) && h.ffi_buffer_data.is_none() {
            return Some((K::Buffer, "ffi_buffer_data"));
        }
        sig.params().iter().find_map(|&kind| {
            let need: &[(&'static str, bool)] = match kind {
                K::CString => &[
                    ("string_acquire", h.string_acquire.is_some()),
                    ("string_release", h.string_release.is_some()),
                ],
                K::Buffer | K::Slice | K::Struct => &[("buffer_data", h.buffer_data.is_some())],
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
                | K::Context
                | K::Env => &[],
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
        if self.size == 0 || !self.size.is_multiple_of(8) || self.size > MAX_VALUE_SIZE {
            return Err(LayoutError::Size {
                layout: name,
                size: self.size,
            });
        }
        if !self.align.is_power_of_two() || !self.size.is_multiple_of(self.align) {
            return Err(LayoutError::Align {
                layout: name,
                size: self.size,
                align: self.align,
            });
        }
        self.encoding
            .validate(self.size)
            .map_err(|fault| match fault {
                EncodingFault::Size => LayoutError::Size {
                    layout: name,
                    size: self.size,
                },
                EncodingFault::OffsetsOutside => LayoutError::OffsetsOutside { layout: name },
                EncodingFault::OffsetsOverlap => LayoutError::OffsetsOverlap { layout: name },
                EncodingFault::SharedTag => LayoutError::SharedTag { layout: name },
                EncodingFault::TagWidth => LayoutError::TagWidth { layout: name },
                EncodingFault::InlineBigIntTag => LayoutError::InlineBigIntTag { layout: name },
                EncodingFault::Kinds => LayoutError::Kinds { layout: name },
            })?;
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
    /// The tag of inline BigInts is not one of the layout's BigInt tags.
    #[error("layout `{layout}`: the inline BigInt tag is not one of its BigInt tags")]
    InlineBigIntTag {
        /// The layout's name.
        layout: &'static str,
    },
    /// The kinds of a high-tagged layout are inconsistent: a kind outside the kind mask or
    /// below the first tagged kind (where doubles live), the canonical NaN reading as a
    /// kind, or a boolean kind with bit 0 set.
    #[error("layout `{layout}`: a kind lies outside the kind mask or among the doubles")]
    Kinds {
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
