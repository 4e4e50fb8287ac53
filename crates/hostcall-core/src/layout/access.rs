//! Reading and writing values of a layout: the interpreter side of its encoding, for the
//! generic backend, the lane's oracle and engines' tests.

use std::ffi::c_void;

use super::ValueLayout;
use crate::encoding::ValueEncoding;
use crate::value::{Cell, Class, Primitive, Value};

impl ValueLayout {
    /// Reads what JavaScript type `v` holds.
    ///
    /// # Safety
    ///
    /// The layout must be valid ([`validate`](ValueLayout::validate) returns `Ok`, as it
    /// does for every registered layout: a [`LayoutRef`](crate::LayoutRef)'s), so that its
    /// tag and payload lie inside its size; and `v` must point to a live value of this
    /// layout (for NaN-boxed cells, the cell must be live, since its type byte is read).
    pub unsafe fn classify(&self, v: *const Value) -> Class {
        // SAFETY: the layout is valid, so its encoding fits its size, and `v` is a live
        // value of it (the caller's contract).
        unsafe { self.encoding.classify(v) }
    }

    /// The value of a BigInt the encoding holds inline (QuickJS-NG's short BigInts, see
    /// [`TagSet::short_bigint`](crate::encoding::TagSet::short_bigint)); `None` for any other
    /// value, heap BigInts included.
    ///
    /// # Safety
    ///
    /// As for [`classify`](ValueLayout::classify).
    pub unsafe fn inline_bigint(&self, v: *const Value) -> Option<i64> {
        // SAFETY: the caller's contract.
        unsafe { self.encoding.inline_bigint(v) }
    }

    /// Writes a primitive into `dst`.
    ///
    /// # Safety
    ///
    /// The layout must be valid (as for [`classify`](ValueLayout::classify)), and `dst`
    /// valid for writes of `self.size` bytes.
    pub unsafe fn write(&self, dst: *mut Value, v: Primitive) {
        // SAFETY: the caller's contract.
        unsafe { self.encoding.write(dst, v) }
    }

    /// The payload pointer of a cell value (string, object, BigInt), for engines and tests
    /// that store their heap objects behind it.
    ///
    /// # Safety
    ///
    /// The layout must be valid (as for [`classify`](ValueLayout::classify)), and `v` must
    /// point to a live value of this layout.
    pub unsafe fn cell_pointer(&self, v: *const Value) -> *mut c_void {
        // SAFETY: the caller's contract.
        unsafe { self.encoding.cell_pointer(v) }
    }

    /// Writes a cell value of kind `cell` whose payload is `ptr`. For NaN-boxed layouts the
    /// kind is carried by the cell's own type byte.
    ///
    /// # Safety
    ///
    /// The layout must be valid (as for [`classify`](ValueLayout::classify)), and `dst`
    /// valid for writes of `self.size` bytes; for NaN-boxed layouts `ptr` must be a cell of
    /// the matching type, aligned so that it misses `not_cell_mask`.
    pub unsafe fn write_cell(&self, dst: *mut Value, cell: Cell, ptr: *mut c_void) {
        // SAFETY: the caller's contract.
        unsafe { self.encoding.write_cell(dst, cell, ptr) }
    }
}
