//! What generated code refers to outside itself, through one table: the layout's hooks, the
//! shared helpers, the layout's id, the empty slice and a native entry's slow path.
//!
//! A thunk holds no absolute address. Each of these is an [`Import`], a fixed index in an
//! [`ImportTable`]; the code loads the table's slot and calls (or passes) what it holds. The
//! table's own address is the code's one relocation: the JIT resolves it when it places the
//! code (a table per layout and slow path, made once, [`ImportTable::for_process`]), and a
//! thunk pack built ahead of time names it as a symbol the linker resolves, a table the
//! pack's program fills at start ([`ImportTable::fill`]). So the same code serves both, and
//! code built by another process (or for another machine) needs nothing of the process
//! that built it.
//!
//! The helpers live here, not in the JIT crate, because a program that runs packed thunks
//! without the JIT must have them: [`slow_call`] (the out-of-line path every thunk shares)
//! and the RangeError for a 64-bit result in a layout without BigInts.
//!
//! The indices are part of the pack format ([`IMPORTS_VERSION`]): a change of this list
//! changes the version, and a pack of another version is refused.

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::layout::LayoutRef;
use crate::value::Value;
use crate::{HostError, MethodData, Status};

/// The version of [`Import`]'s indices and the table's layout; a pack records it.
pub const IMPORTS_VERSION: u32 = 2;

macro_rules! imports {
    ($($(#[$doc:meta])* $name:ident = $text:literal,)*) => {
        /// One entry of an [`ImportTable`]: its index is the slot generated code loads.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Import {
            $($(#[$doc])* $name,)*
        }

        impl Import {
            /// Every import, in slot order.
            pub const ALL: &'static [Import] = &[$(Import::$name,)*];

            /// The import's name in dumps and goldens.
            pub fn name(self) -> &'static str {
                match self {
                    $(Import::$name => $text,)*
                }
            }
        }
    };
}

imports! {
    /// [`Hooks::string_acquire`](crate::Hooks::string_acquire).
    StringAcquire = "string_acquire",
    /// [`Hooks::string_release`](crate::Hooks::string_release).
    StringRelease = "string_release",
    /// [`Hooks::string_new`](crate::Hooks::string_new).
    StringNew = "string_new",
    /// [`Hooks::buffer_data`](crate::Hooks::buffer_data).
    BufferData = "buffer_data",
    /// [`Hooks::bytes_new`](crate::Hooks::bytes_new).
    BytesNew = "bytes_new",
    /// [`Hooks::bigint_to_i64`](crate::Hooks::bigint_to_i64).
    BigIntToI64 = "bigint_to_i64",
    /// [`Hooks::bigint_to_u64`](crate::Hooks::bigint_to_u64).
    BigIntToU64 = "bigint_to_u64",
    /// [`Hooks::bigint_from_i64`](crate::Hooks::bigint_from_i64).
    BigIntFromI64 = "bigint_from_i64",
    /// [`Hooks::bigint_from_u64`](crate::Hooks::bigint_from_u64).
    BigIntFromU64 = "bigint_from_u64",
    /// [`Hooks::throw`](crate::Hooks::throw).
    Throw = "throw",
    /// [`Hooks::receiver`](crate::Hooks::receiver).
    Receiver = "receiver",
    /// [`slow_call`].
    SlowCall = "slow_call",
    /// The RangeError for an `i64` result past 2^53 in a layout without BigInts.
    RaiseNoBigIntI64 = "raise_no_bigint_i64",
    /// As `RaiseNoBigIntI64`, for `u64`.
    RaiseNoBigIntU64 = "raise_no_bigint_u64",
    /// [`lane::EMPTY_SLICE`](crate::lane::EMPTY_SLICE)'s address.
    EmptySlice = "empty_slice",
    /// The layout's id as helpers take it ([`tagged_layout_id`]).
    LayoutId = "layout_id",
    /// A native entry's slow path ([`CClosureEntry::slow_path`](crate::CClosureEntry::slow_path)).
    NativeSlowPath = "native_slow_path",
    /// [`Hooks::pointer_address`](crate::Hooks::pointer_address).
    PointerAddress = "pointer_address",
    /// [`Hooks::pointer_new`](crate::Hooks::pointer_new).
    PointerNew = "pointer_new",
    /// [`Hooks::ffi_buffer_data`](crate::Hooks::ffi_buffer_data).
    FfiBufferData = "ffi_buffer_data",
}

/// Number of slots in an [`ImportTable`].
pub const IMPORT_COUNT: usize = Import::ALL.len();

impl Import {
    /// The slot's byte offset in an [`ImportTable`].
    pub fn offset(self) -> i32 {
        (self as usize * std::mem::size_of::<usize>()) as i32
    }
}

/// The table generated code loads its imports from: one word per [`Import`], in order.
///
/// A pack's program defines one (a `static`, zero until [`fill`](ImportTable::fill)ed at
/// registration, before any of its code can be reached); the JIT uses the process's own
/// ([`for_process`](ImportTable::for_process)). A slot generated code uses is never zero
/// when the code runs: code is built only for what the layout has (a hook absent at build
/// time is never called) and a pack is refused unless the running layout has the same hooks.
#[repr(C)]
pub struct ImportTable {
    slots: [AtomicUsize; IMPORT_COUNT],
}

impl Default for ImportTable {
    fn default() -> ImportTable {
        ImportTable::new()
    }
}

impl std::fmt::Debug for ImportTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut m = f.debug_map();
        for &i in Import::ALL {
            m.entry(&i.name(), &format_args!("{:#x}", self.get(i)));
        }
        m.finish()
    }
}

impl ImportTable {
    /// An empty table (every slot zero), for a pack's `static`.
    pub const fn new() -> ImportTable {
        ImportTable {
            slots: [const { AtomicUsize::new(0) }; IMPORT_COUNT],
        }
    }

    /// What slot `import` holds.
    pub fn get(&self, import: Import) -> usize {
        self.slots[import as usize].load(Ordering::Acquire)
    }

    /// Fills every slot for code of `layout` (and, for native entries, `slow_path`): the
    /// layout's hooks (zero where it has none), this process's helpers and the layout's id.
    ///
    /// A table is filled once: code may be running on it from then on. Filling it again with
    /// the same arguments is a no-op; with others it is refused and the table keeps what it
    /// holds (two threads filling it at once: one fills, the other waits for it and then
    /// compares).
    ///
    /// # Errors
    ///
    /// [`TableTaken`] when the table holds another layout's (or slow path's) imports.
    pub fn fill(&self, layout: LayoutRef, slow_path: Option<usize>) -> Result<(), TableTaken> {
        let id_slot = &self.slots[Import::LayoutId as usize];
        let id = value_of(Import::LayoutId, layout, slow_path);
        match id_slot.compare_exchange(0, FILLING, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => {
                for &i in Import::ALL.iter().filter(|&&i| i != Import::LayoutId) {
                    self.slots[i as usize].store(value_of(i, layout, slow_path), Ordering::Release);
                }
                id_slot.store(id, Ordering::Release);
                Ok(())
            }
            Err(_) => {
                while id_slot.load(Ordering::Acquire) == FILLING {
                    std::thread::yield_now();
                }
                // The layout id names one registered layout (and so its hooks); with the same
                // slow path, every slot holds what this fill would write.
                if id_slot.load(Ordering::Acquire) == id
                    && self.get(Import::NativeSlowPath) == slow_path.unwrap_or(0)
                {
                    return Ok(());
                }
                let same = Import::ALL
                    .iter()
                    .all(|&i| self.get(i) == value_of(i, layout, slow_path));
                if same {
                    Ok(())
                } else {
                    Err(TableTaken)
                }
            }
        }
    }

    /// This process's table for (`layout`, `slow_path`), made and filled once and never
    /// freed: what the JIT's code refers to.
    pub fn for_process(layout: LayoutRef, slow_path: Option<usize>) -> &'static ImportTable {
        type Tables = Mutex<HashMap<(u32, usize), &'static ImportTable>>;
        static TABLES: OnceLock<Tables> = OnceLock::new();
        let mut tables = TABLES
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        tables
            .entry((layout.id(), slow_path.unwrap_or(0)))
            .or_insert_with(|| {
                let t: &'static ImportTable = Box::leak(Box::new(ImportTable::new()));
                // A new table: nothing holds it yet, so the fill cannot be refused.
                let _ = t.fill(layout, slow_path);
                t
            })
    }

    /// The table's address, as generated code receives it.
    pub fn address(&'static self) -> usize {
        self as *const ImportTable as usize
    }
}

/// What the layout id slot holds while a fill is under way (never a tagged id).
const FILLING: usize = 1;

/// [`ImportTable::fill`]'s refusal: the table holds the imports of another layout or slow
/// path, which code built for them may be running on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the import table is filled for another layout or slow path")]
pub struct TableTaken;

/// The value of `import` for code of `layout` in this process.
fn value_of(import: Import, layout: LayoutRef, slow_path: Option<usize>) -> usize {
    let h = &layout.hooks;
    match import {
        Import::StringAcquire => h.string_acquire.map_or(0, |f| f as usize),
        Import::StringRelease => h.string_release.map_or(0, |f| f as usize),
        Import::StringNew => h.string_new.map_or(0, |f| f as usize),
        Import::BufferData => h.buffer_data.map_or(0, |f| f as usize),
        Import::BytesNew => h.bytes_new.map_or(0, |f| f as usize),
        Import::BigIntToI64 => h.bigint_to_i64.map_or(0, |f| f as usize),
        Import::BigIntToU64 => h.bigint_to_u64.map_or(0, |f| f as usize),
        Import::BigIntFromI64 => h.bigint_from_i64.map_or(0, |f| f as usize),
        Import::BigIntFromU64 => h.bigint_from_u64.map_or(0, |f| f as usize),
        Import::Throw => h.throw.map_or(0, |f| f as usize),
        Import::Receiver => h.receiver.map_or(0, |f| f as usize),
        Import::PointerAddress => h.pointer_address.map_or(0, |f| f as usize),
        Import::PointerNew => h.pointer_new.map_or(0, |f| f as usize),
        Import::FfiBufferData => h.ffi_buffer_data.map_or(0, |f| f as usize),
        Import::SlowCall => slow_call as SlowCallFn as usize,
        Import::RaiseNoBigIntI64 => raise_no_bigint_i64 as RaiseFn<i64> as usize,
        Import::RaiseNoBigIntU64 => raise_no_bigint_u64 as RaiseFn<u64> as usize,
        Import::EmptySlice => crate::lane::empty_slice_ptr() as usize,
        Import::LayoutId => tagged_layout_id(layout) as usize,
        Import::NativeSlowPath => slow_path.unwrap_or(0),
    }
}

/// Whether `layout` has the hook `import` names (helpers and constants always exist).
pub fn layout_has(layout: LayoutRef, import: Import) -> bool {
    value_of(import, layout, Some(1)) != 0
}

/// The type of [`slow_call`]: a thunk's own arguments and the id of its layout.
pub type SlowCallFn = unsafe extern "C" fn(
    *const MethodData,
    *mut c_void,
    *const Value,
    *const Value,
    usize,
    *mut Value,
    u64,
) -> u32;

type RaiseFn<T> = extern "C" fn(*mut c_void, T, u64);

/// The out-of-line path of every thunk, shared: when an integer or pointer argument is not
/// an int32 in range (an integral float64, a BigInt, out of range, another type), the thunk
/// releases what it acquired and hands the whole call here. It decides with the lane's
/// oracle ([`crate::fast_lane_accepts`]) and, when the lane accepts, makes the call through
/// the generic backend, whose strict conversion is exactly the lane: the same result, the
/// same status, as the inline path would give. About a hundred nanoseconds instead of a
/// few, for arguments that are rare in practice; in exchange the thunk carries no
/// float-to-integer or BigInt code and no value of it lives across a helper call.
///
/// # Safety
///
/// Called only from thunks, with their own arguments (the [`ThunkFn`](crate::ThunkFn)
/// contract) and the id of the layout they were built for.
pub unsafe extern "C" fn slow_call(
    method: *const MethodData,
    cx: *mut c_void,
    this: *const Value,
    argv: *const Value,
    argc: usize,
    ret: *mut Value,
    layout_id: u64,
) -> u32 {
    let Some(layout) = layout_from_tagged(layout_id) else {
        return Status::Fallback as u32;
    };
    // SAFETY: `method` is the thunk's live method record (its contract).
    let method = unsafe { &*method };
    // SAFETY: the thunk's own arguments, which its contract makes a valid frame of the
    // layout it was built for, for the duration of this call.
    let frame = unsafe { crate::CallFrame::new(layout, cx, this, argv, argc, ret) };
    // Shared per signature: found again without allocating.
    let Ok(ffi) = crate::generic::FfiCall::shared(method.signature(), layout) else {
        return Status::Fallback as u32;
    };
    // One pass: each argument is decided and converted once, by the lane's rules; anything
    // off the lane is `Fallback` with nothing called.
    // SAFETY: the thunk was called with a method of the engine whose frame it received (the
    // `ThunkFn` contract, see `CallFrame::call_thunk`).
    unsafe { crate::generic::call_lane(method, &ffi, &frame) as u32 }
}

/// Raises the RangeError for a 64-bit result past 2^53 in a layout without BigInt hooks.
extern "C" fn raise_no_bigint_i64(cx: *mut c_void, v: i64, layout_id: u64) {
    raise_no_bigint(cx, v.to_string(), layout_id);
}

/// As [`raise_no_bigint_i64`], for unsigned values.
extern "C" fn raise_no_bigint_u64(cx: *mut c_void, v: u64, layout_id: u64) {
    raise_no_bigint(cx, v.to_string(), layout_id);
}

fn raise_no_bigint(cx: *mut c_void, v: String, layout_id: u64) {
    let Some(layout) = layout_from_tagged(layout_id) else {
        return;
    };
    let err = HostError::range_error(format!(
        "result {v} exceeds 2^53 and layout `{}` has no BigInt hook",
        layout.name
    ));
    // SAFETY: `cx` is the engine context a thunk was called with, or an upcall record's once
    // `enter` let the call run on the engine's thread; the layout is the one the code was
    // compiled for.
    unsafe { crate::generic::raise(layout, cx, err) };
}

/// High half of the layout ids thunks pass to helpers: a layout id is a small number that
/// depends on registration order, so a tag makes it recognisable and lets a helper check
/// what it was given.
const LAYOUT_ID_TAG: u64 = 0x4c41_594f << 32;

/// `layout`'s id as thunks pass it to helpers.
pub fn tagged_layout_id(layout: LayoutRef) -> u64 {
    LAYOUT_ID_TAG | u64::from(layout.id())
}

/// The layout a tagged id names, if it is one.
pub fn layout_from_tagged(tagged: u64) -> Option<LayoutRef> {
    if tagged & !0xffff_ffff != LAYOUT_ID_TAG {
        return None;
    }
    LayoutRef::by_id(tagged as u32)
}

/// A fingerprint of what code built for `layout` depends on: its size, alignment, encoding
/// and which hooks it has (not their addresses, which differ between processes). A pack
/// built for a layout is used only where the running layout has the same fingerprint.
pub fn layout_fingerprint(layout: LayoutRef) -> u64 {
    let mut text = format!("{}/{}/{:?}/", layout.size, layout.align, layout.encoding);
    for &i in Import::ALL {
        text.push(if layout_has(layout, i) { '1' } else { '0' });
    }
    // FNV-1a: stable across processes, builds and Rust versions (std's hashers are not).
    text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_word_slots_in_order() {
        for (n, &i) in Import::ALL.iter().enumerate() {
            assert_eq!(i as usize, n);
            assert_eq!(i.offset() as usize, n * std::mem::size_of::<usize>());
        }
        assert_eq!(
            std::mem::size_of::<ImportTable>(),
            IMPORT_COUNT * std::mem::size_of::<usize>()
        );
    }

    #[test]
    fn tagged_ids_round_trip_and_refuse_untagged() {
        assert!(layout_from_tagged(0).is_none());
        assert!(layout_from_tagged(u64::from(u32::MAX)).is_none());
    }
}
