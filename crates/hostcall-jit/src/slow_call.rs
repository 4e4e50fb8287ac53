//! The run-time helper every thunk shares for the rare conversions: `slow_call`, and the
//! table of helper addresses dumps name.

use crate::boxing::{layout_from_tagged, raise_no_bigint_i64, raise_no_bigint_u64};

/// The type of [`slow_call`]: a thunk's own arguments and the id of its layout.
type SlowCall = unsafe extern "C" fn(
    *const hostcall_core::MethodData,
    *mut std::ffi::c_void,
    *const hostcall_core::Value,
    *const hostcall_core::Value,
    usize,
    *mut hostcall_core::Value,
    u64,
) -> u32;

/// The address thunks call for their out-of-line path.
pub(crate) fn address() -> usize {
    slow_call as SlowCall as usize
}

/// The out-of-line path of every thunk, shared: when an integer or pointer argument is not
/// an int32 in range (an integral float64, a BigInt, out of range, another type), the thunk
/// releases what it acquired and hands the whole call here. It decides with the lane's
/// oracle ([`hostcall_core::fast_lane_accepts`]) and, when the lane accepts, makes the call
/// through the generic backend, whose strict conversion is exactly the lane: the same
/// result, the same status, as the inline path would give. About a hundred nanoseconds
/// instead of a few, for arguments that are rare in practice; in exchange the thunk carries
/// no float-to-integer or BigInt code and no value of it lives across a helper call.
///
/// # Safety
///
/// Called only from thunks, with their own arguments (the [`ThunkFn`](hostcall_core::ThunkFn)
/// contract) and the id of the layout they were built for.
unsafe extern "C" fn slow_call(
    method: *const hostcall_core::MethodData,
    cx: *mut std::ffi::c_void,
    this: *const hostcall_core::Value,
    argv: *const hostcall_core::Value,
    argc: usize,
    ret: *mut hostcall_core::Value,
    layout_id: u64,
) -> u32 {
    let Some(layout) = layout_from_tagged(layout_id) else {
        return hostcall_core::Status::Fallback as u32;
    };
    // SAFETY: `method` is the thunk's live method record (its contract).
    let method = unsafe { &*method };
    // SAFETY: the thunk's own arguments, which its contract makes a valid frame of the
    // layout it was built for, for the duration of this call.
    let frame = unsafe { hostcall_core::CallFrame::new(layout, cx, this, argv, argc, ret) };
    // Shared per signature: found again without allocating.
    let Ok(ffi) = hostcall_core::generic::FfiCall::shared(method.signature(), layout) else {
        return hostcall_core::Status::Fallback as u32;
    };
    // One pass: each argument is decided and converted once, by the lane's rules; anything
    // off the lane is `Fallback` with nothing called.
    // SAFETY: the thunk was called with a method of the engine whose frame it received (the
    // `ThunkFn` contract, see `CallFrame::call_thunk`).
    unsafe { hostcall_core::generic::call_lane(method, &ffi, &frame) as u32 }
}

/// The addresses of the shared helpers thunks call (and of the empty slice's bytes), with
/// their names (for dumps).
pub(crate) fn helper_addresses() -> [(usize, &'static str); 4] {
    [
        (
            hostcall_core::lane::empty_slice_ptr() as usize,
            "empty_slice",
        ),
        (address(), "slow_call"),
        (
            raise_no_bigint_i64 as extern "C" fn(*mut std::ffi::c_void, i64, u64) as usize,
            "raise_no_bigint_i64",
        ),
        (
            raise_no_bigint_u64 as extern "C" fn(*mut std::ffi::c_void, u64, u64) as usize,
            "raise_no_bigint_u64",
        ),
    ]
}
