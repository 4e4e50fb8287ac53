//! Callbacks ("upcalls"): native code calling into the engine.
//!
//! A downcall thunk turns engine values into native arguments; an upcall is the mirror
//! image. Native code calls a C function pointer with native arguments; the upcall boxes
//! each straight into the engine's value layout, has the engine call the script function,
//! and turns the engine's result into the native result with the same lossless rules (and
//! the same conversion policy) as a downcall argument.
//!
//! # The contract between upcall code and the engine
//!
//! Per callback the engine owns one [`UpcallRecord`]: its [`UpcallHooks`] (shared by
//! every callback of the engine), the engine context the layout's hooks take (`cx`, used to
//! make BigInts), and the engine's own data. The record must stay valid for as long as
//! native code may call the callback, which in practice means forever: engines leak it and
//! mark it closed instead of freeing it (a C library may call a pointer it was given long
//! after the script forgot it).
//!
//! One call runs:
//!
//! 1. [`UpcallHooks::enter`] decides where the call runs: [`ENTER_RUN`] (here, now: the
//!    owner thread of an open callback), [`ENTER_QUEUE`] (another thread, thread-safe
//!    callback: the raw arguments go to [`UpcallHooks::queue`]) or [`ENTER_REFUSE`] (closed,
//!    or a foreign thread for a callback that is not thread-safe: the engine has reported it,
//!    the native caller gets zero).
//! 2. On [`ENTER_RUN`], every argument is boxed into a value of the layout (an array on the
//!    upcall's stack); a BigInt that cannot be made leaves an exception pending and the
//!    `failed` flag set.
//! 3. [`UpcallHooks::invoke`] calls the script function. It takes ownership of the boxed
//!    arguments. `false`: the call threw (or `failed`); the engine keeps the exception to
//!    report it, the native caller gets zero. `true`: `*ret` holds the owned result.
//! 4. The result: a value the fast lane takes losslessly (an int32 in range, a float64 or an
//!    int32 for a float, a boolean for `bool`, `null` for a pointer, `undefined` for a void
//!    callback: exactly [`inline_result`]'s table) is used directly (such values are never
//!    heap references, so nothing is freed); anything else goes to [`UpcallHooks::result`],
//!    which applies the engine's conversion policy, frees the value and writes the raw
//!    result, or reports a `TypeError`/`RangeError` (the native caller gets zero). For a void
//!    callback the hook only frees the value (its `out` and its answer are ignored). Both
//!    backends take the same classes inline, so the hook sees the same calls whichever
//!    backend made the callback.
//!
//! Nothing unwinds through native frames: every failure is a zero result to C and an error
//! the engine reports to the script.
//!
//! # Raw values
//!
//! Where arguments and results travel without an engine (the queue to another thread, the
//! [`UpcallHooks::result`] out-parameter), each is one `u64`: integers sign- or
//! zero-extended from their width, `bool` as 0 or 1, `f32` as its bits in the low half, `f64`
//! as its bits, pointers as the address.
//!
//! Structs by value: a struct parameter's raw value is the address of its bytes, valid for
//! the native call only (a queue that keeps the call longer copies the bytes first), and it
//! is boxed as that pointer; the engine's [`UpcallHooks::invoke`] replaces it with the
//! script's own value (QuickJS: a new `Uint8Array` holding a copy) before the script runs,
//! so no script ever sees an address that dies with the call. A struct result is its bytes,
//! written by [`UpcallHooks::result`] into [`CallbackSignature::result_words`] words (the
//! result out-parameter is that large). Struct callbacks run on the generic backend: the
//! JIT's upcall code takes scalars only and reports such shapes ineligible.
//!
//! # Backends
//!
//! This module has the generic side: [`GenericCallback`] (a libffi closure that extracts the
//! raw arguments and runs [`dispatch_raw`]; in a build without hostcall-core's `libffi`
//! feature, [`GenericCallback::new`] refuses every signature) and [`run_raw`], which engines
//! also use to run a queued call on their own thread. The facade's `hostcall::Callback`
//! picks the JIT's upcall thunk where it can and this one otherwise; both follow the steps
//! above, and the differential tests hold them to the same results.

use std::ffi::c_void;
use std::fmt;
use std::sync::Arc;

use crate::dialect::Dialect;
use crate::error::{HostError, SignatureError};
use crate::generic::{self, Failure};
use crate::kind::{ParamKind, ResultKind, Scalar};
use crate::lane::{Acquired, Slot};
use crate::layout::{LayoutRef, MAX_VALUE_SIZE};
use crate::policy::ConversionPolicy;
use crate::sig::{Descriptor, DescriptorOf, DescriptorType};
use crate::structs::{check_call_bytes, StructLayout, StructParam};
use crate::value::{Class, Value};

/// The most parameters a callback may declare (Deno's FFI has no limit below this; past
/// six integer or eight float arguments the rest travel on the stack).
pub const MAX_CALLBACK_PARAMS: usize = 32;

// The one descriptor reader refuses lists longer than MAX_PARAMS before reading them.
const _: () = assert!(MAX_CALLBACK_PARAMS <= crate::sig::MAX_PARAMS);

/// [`UpcallHooks::enter`]: run the call here, now.
pub const ENTER_RUN: u32 = 0;
/// [`UpcallHooks::enter`]: refuse the call (already reported); the native caller gets zero.
pub const ENTER_REFUSE: u32 = 1;
/// [`UpcallHooks::enter`]: hand the raw arguments to [`UpcallHooks::queue`].
pub const ENTER_QUEUE: u32 = 2;

/// A parameter of a callback: a native value the callback is called with, which the script
/// receives boxed. It travels native to engine, as a host function's result does, so a
/// scalar is named by the [`ResultKind`] a host function would return it as and is boxed by
/// the same rules; a struct by value reaches the script as a copy of its bytes (see the
/// module docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CallbackParam {
    /// A scalar: an integer kind, `f32`, `f64`, `bool` or `pointer` (what
    /// [`CallbackSignature::with_structs`] accepts).
    Kind(ResultKind),
    /// A struct by value.
    Struct(Arc<StructLayout>),
}

/// The shape of a callback: the native types it is called with and the one it returns.
///
/// Parameters are [`CallbackParam`]s (they travel native to engine); the result is named as
/// a downcall's parameter is ([`StructParam`]: it travels engine to native). Scalars
/// (integers, `f32`, `f64`, `bool` and `pointer`) and structs by value.
///
/// ```
/// use hostcall_core::upcall::CallbackSignature;
/// let sig = CallbackSignature::from_descriptor(r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#)?;
/// assert_eq!(sig.to_string(), "(pointer, pointer) -> i32");
/// let sig = CallbackSignature::from_descriptor(
///     r#"{"parameters": [{"struct": ["f64", "f64"]}], "result": {"struct": ["i32", "u8"]}}"#,
/// )?;
/// assert_eq!(sig.to_string(), "({f64, f64}) -> {i32, u8}");
/// assert_eq!(sig.result_words(), 1);
/// # Ok::<(), hostcall_core::SignatureError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallbackSignature {
    params: Vec<CallbackParam>,
    result: Option<StructParam>,
    /// The value rules its parameters are boxed under (the FFI's that made it).
    dialect: Dialect,
}

impl CallbackSignature {
    /// A callback signature of scalars; `result: None` is `void`.
    pub fn new(
        params: Vec<ResultKind>,
        result: Option<ParamKind>,
    ) -> Result<CallbackSignature, SignatureError> {
        CallbackSignature::with_structs(
            params.into_iter().map(CallbackParam::Kind).collect(),
            result.map(StructParam::Kind),
        )
    }

    /// A callback signature whose parameters and result may be structs by value; `result:
    /// None` is `void`.
    ///
    /// # Errors
    ///
    /// [`SignatureError::TooManyParams`] past [`MAX_CALLBACK_PARAMS`];
    /// [`SignatureError::DescriptorShape`] for a kind a callback cannot take or return;
    /// [`SignatureError::StructLimit`] when its structs together are larger than
    /// [`MAX_STRUCT_CALL_BYTES`](crate::structs::MAX_STRUCT_CALL_BYTES).
    pub fn with_structs(
        params: Vec<CallbackParam>,
        result: Option<StructParam>,
    ) -> Result<CallbackSignature, SignatureError> {
        if params.len() > MAX_CALLBACK_PARAMS {
            return Err(SignatureError::TooManyParams {
                count: params.len(),
                max: MAX_CALLBACK_PARAMS,
            });
        }
        for (i, p) in params.iter().enumerate() {
            if let CallbackParam::Kind(k) = p {
                if param_scalar(*k).is_none() {
                    return Err(SignatureError::DescriptorShape {
                        message: format!(
                            "callback parameters[{i}]: `{k}` is not a callback parameter kind \
                             (expected an integer kind, f32, f64, bool, pointer or a struct)"
                        ),
                    });
                }
            }
        }
        if let Some(StructParam::Kind(k)) = &result {
            if result_scalar(*k).is_none() {
                return Err(SignatureError::DescriptorShape {
                    message: format!(
                        "callback result: `{k}` is not a callback result kind \
                         (expected void, an integer kind, f32, f64, bool, pointer or a struct)"
                    ),
                });
            }
        }
        check_call_bytes(
            "callback",
            params
                .iter()
                .filter_map(|p| match p {
                    CallbackParam::Struct(l) => Some(l.size()),
                    CallbackParam::Kind(_) => None,
                })
                .chain(match &result {
                    Some(StructParam::Struct(l)) => Some(l.size()),
                    Some(StructParam::Kind(_)) | None => None,
                }),
        )?;
        Ok(CallbackSignature {
            params,
            result,
            dialect: Dialect::HOSTCALL,
        })
    }

    /// This signature with its parameters boxed under `dialect`'s rules (a 64-bit integer
    /// always a BigInt, a pointer a pointer object: [`Dialect`]), as the FFI that made the
    /// callback boxes its functions' results. A different dialect is a different shape.
    pub fn with_dialect(mut self, dialect: Dialect) -> CallbackSignature {
        self.dialect = dialect;
        self
    }

    /// The value rules its parameters are boxed under.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// The parameters, in order.
    pub fn params(&self) -> &[CallbackParam] {
        &self.params
    }

    /// The result (`None` for `void`).
    pub fn result(&self) -> Option<&StructParam> {
        self.result.as_ref()
    }

    /// The result's kind when it is a scalar (`None` for `void` and for a struct).
    pub fn result_kind(&self) -> Option<ParamKind> {
        match self.result {
            Some(StructParam::Kind(k)) => Some(k),
            Some(StructParam::Struct(_)) | None => None,
        }
    }

    /// Whether a parameter or the result is a struct by value.
    pub fn has_structs(&self) -> bool {
        self.params
            .iter()
            .any(|p| matches!(p, CallbackParam::Struct(_)))
            || matches!(self.result, Some(StructParam::Struct(_)))
    }

    /// The native scalar of each scalar parameter (structs are skipped: compare the count
    /// with [`params`](CallbackSignature::params) to know there are none).
    pub fn param_scalars(&self) -> impl Iterator<Item = Scalar> + '_ {
        self.params.iter().filter_map(|p| match p {
            CallbackParam::Kind(k) => param_scalar(*k),
            CallbackParam::Struct(_) => None,
        })
    }

    /// The native scalar of the result (`None` for `void` and for a struct).
    pub fn result_scalar(&self) -> Option<Scalar> {
        self.result_kind().and_then(result_scalar)
    }

    /// The raw result's size in 64-bit words (see the module docs): 1 for a scalar or
    /// `void`, a struct's size rounded up to words.
    pub fn result_words(&self) -> usize {
        match &self.result {
            Some(StructParam::Struct(l)) => l.size().div_ceil(8).max(1),
            Some(StructParam::Kind(_)) | None => 1,
        }
    }

    /// Parses Deno's callback definition, `{ "parameters": [...], "result": "..." }`.
    /// `buffer` and `function` are accepted as `pointer` (what a C function passes for them
    /// is an address).
    pub fn from_descriptor(json: &str) -> Result<CallbackSignature, SignatureError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| SignatureError::DescriptorJson {
                message: e.to_string(),
            })?;
        CallbackSignature::from_descriptor_value(&value)
    }

    /// Like [`from_descriptor`](CallbackSignature::from_descriptor), on parsed JSON.
    pub fn from_descriptor_value(
        value: &serde_json::Value,
    ) -> Result<CallbackSignature, SignatureError> {
        let shape = |message: String| SignatureError::DescriptorShape { message };
        let d = Descriptor::read(value, DescriptorOf::Callback)?;
        if d.params.len() > MAX_CALLBACK_PARAMS {
            return Err(SignatureError::TooManyParams {
                count: d.params.len(),
                max: MAX_CALLBACK_PARAMS,
            });
        }
        // A callback's parameters are results of the native code that calls it, and its
        // result is a parameter of that code: the kinds are looked up the other way round.
        let mut params = Vec::with_capacity(d.params.len());
        for (index, t) in d.params.into_iter().enumerate() {
            params.push(match t {
                DescriptorType::Struct(l) => CallbackParam::Struct(l),
                DescriptorType::Name(name) if name == "slice" => {
                    return Err(shape(format!(
                        "callback parameters[{index}]: `slice` is not a callback parameter kind \
                         (it is two native arguments of a host function; a callback receives a pointer)"
                    )))
                }
                DescriptorType::Name(name) => CallbackParam::Kind(
                    match name.as_str() {
                        "buffer" => Some(ResultKind::Pointer),
                        _ => ResultKind::from_name(&name),
                    }
                    .ok_or(SignatureError::UnknownResultKind {
                        name,
                        position: index,
                    })?,
                ),
            });
        }
        let result = match d.result {
            None => None,
            Some(DescriptorType::Name(name)) if name == "void" => None,
            Some(DescriptorType::Struct(l)) => Some(StructParam::Struct(l)),
            Some(DescriptorType::Name(name)) => Some(StructParam::Kind(
                match name.as_str() {
                    "buffer" => Some(ParamKind::Pointer),
                    _ => ParamKind::from_name(&name),
                }
                .ok_or(SignatureError::UnknownParamKind { name, position: 0 })?,
            )),
        };
        CallbackSignature::with_structs(params, result)
    }
}

impl fmt::Display for CallbackSignature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, k) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match k {
                CallbackParam::Kind(k) => f.write_str(k.name())?,
                CallbackParam::Struct(l) => f.write_str(&l.describe())?,
            }
        }
        f.write_str(") -> ")?;
        match &self.result {
            None => f.write_str("void")?,
            Some(StructParam::Kind(k)) => f.write_str(k.name())?,
            Some(StructParam::Struct(l)) => f.write_str(&l.describe())?,
        }
        if !self.dialect.is_hostcall() {
            write!(f, " {}", self.dialect)?;
        }
        Ok(())
    }
}

/// The scalar of a callback parameter kind; `None` for kinds a callback cannot take.
fn param_scalar(k: ResultKind) -> Option<Scalar> {
    match k {
        ResultKind::I8
        | ResultKind::U8
        | ResultKind::I16
        | ResultKind::U16
        | ResultKind::I32
        | ResultKind::U32
        | ResultKind::I64
        | ResultKind::U64
        | ResultKind::Isize
        | ResultKind::Usize
        | ResultKind::F32
        | ResultKind::F64
        | ResultKind::Bool
        | ResultKind::Pointer => k.scalar(),
        ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct => None,
    }
}

/// The scalar of a callback result kind; `None` for kinds a callback cannot return.
fn result_scalar(k: ParamKind) -> Option<Scalar> {
    match k {
        crate::int_param_kinds!()
        | ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::Pointer => Some(k.scalar()),
        ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => None,
    }
}

/// Decides where a call runs: [`ENTER_RUN`], [`ENTER_QUEUE`] or [`ENTER_REFUSE`]. Called on
/// whatever thread native code called from. Must not call script code.
pub type EnterFn = unsafe extern "C" fn(rec: *const UpcallRecord) -> u32;
/// Calls the script function with `argc` owned values at `argv` (it takes them over, even
/// on failure). `failed`: boxing an argument failed and an exception is pending; the hook
/// frees the values and reports that exception. Returns `true` with an owned result in
/// `*ret`, or `false` after recording the exception. A struct parameter arrives as the
/// pointer to its bytes (see the module docs): the hook must replace it with a value that
/// owns a copy before any script runs.
pub type InvokeFn = unsafe extern "C" fn(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool;
/// Converts an owned result value the upcall did not take inline ([`inline_result`]) to the
/// raw result (see the module docs) with the engine's policy, and frees it. Returns `false`
/// after recording an error (the native caller gets zero). For a void callback it only
/// frees the value (anything but `undefined`); `out` and the answer are ignored. `out` has
/// room for [`CallbackSignature::result_words`] words: a struct result's bytes go there.
pub type ResultFn =
    unsafe extern "C" fn(rec: *const UpcallRecord, v: *mut Value, out: *mut u64) -> bool;
/// Runs the call on the engine's thread with the raw arguments at `raw` (one per parameter;
/// copied before returning, struct bytes included) and writes the raw result to `out` (its
/// [`CallbackSignature::result_words`] words; zero if the call failed or did not wait for
/// its result).
pub type QueueFn = unsafe extern "C" fn(rec: *const UpcallRecord, raw: *const u64, out: *mut u64);

/// The engine's side of upcalls: one table per engine (or per process), shared by all its
/// callbacks. See the module docs for the order of calls.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct UpcallHooks {
    /// See [`EnterFn`].
    pub enter: EnterFn,
    /// See [`InvokeFn`].
    pub invoke: InvokeFn,
    /// See [`ResultFn`].
    pub result: ResultFn,
    /// See [`QueueFn`].
    pub queue: QueueFn,
}

/// Byte offsets of [`UpcallHooks`]'s fields, for generated code.
pub mod hook_offsets {
    /// [`UpcallHooks::enter`](super::UpcallHooks::enter).
    pub const ENTER: i32 = 0;
    /// [`UpcallHooks::invoke`](super::UpcallHooks::invoke).
    pub const INVOKE: i32 = 8;
    /// [`UpcallHooks::result`](super::UpcallHooks::result).
    pub const RESULT: i32 = 16;
    /// [`UpcallHooks::queue`](super::UpcallHooks::queue).
    pub const QUEUE: i32 = 24;
}

/// One callback's closure record: what its upcall code reads (generated code reads the
/// fields at the offsets in [`record_offsets`]).
#[repr(C)]
#[derive(Debug)]
pub struct UpcallRecord {
    /// The engine's hooks.
    pub hooks: &'static UpcallHooks,
    /// The engine context the layout's hooks take (BigInts are made with it). Read only
    /// after [`UpcallHooks::enter`] returned [`ENTER_RUN`].
    pub cx: *mut c_void,
    /// The engine's own data for this callback (its function, thread, state).
    pub data: *const c_void,
    /// Whether results of the inline classes (see [`inline_result`]) skip the `result`
    /// hook. An engine sets it to `false` when its conversion policy reads the callback's
    /// result kind its own way (a custom converter, [`ConversionPolicy::has_converter`]), so
    /// every non-void result then goes through [`UpcallHooks::result`], as a downcall
    /// argument of that kind never takes the fast lane. The upcall code is shared by every
    /// engine; this per-callback flag is the only place the policy shows.
    pub inline_results: bool,
}

// SAFETY: the record is plain data read by upcall code on any thread; what `cx` and `data`
// point to is the engine's to guard, which its `enter` hook does (it only lets the owner
// thread touch the engine).
unsafe impl Send for UpcallRecord {}
// SAFETY: as above.
unsafe impl Sync for UpcallRecord {}

/// Byte offsets of [`UpcallRecord`]'s fields, for generated code.
pub mod record_offsets {
    /// [`UpcallRecord::hooks`](super::UpcallRecord::hooks).
    pub const HOOKS: i32 = 0;
    /// [`UpcallRecord::cx`](super::UpcallRecord::cx).
    pub const CX: i32 = 8;
    /// [`UpcallRecord::data`](super::UpcallRecord::data).
    pub const DATA: i32 = 16;
    /// [`UpcallRecord::inline_results`](super::UpcallRecord::inline_results), one byte.
    pub const INLINE_RESULTS: i32 = 24;
}

const _: () = {
    assert!(std::mem::offset_of!(UpcallRecord, hooks) == record_offsets::HOOKS as usize);
    assert!(std::mem::offset_of!(UpcallRecord, cx) == record_offsets::CX as usize);
    assert!(std::mem::offset_of!(UpcallRecord, data) == record_offsets::DATA as usize);
    assert!(
        std::mem::offset_of!(UpcallRecord, inline_results)
            == record_offsets::INLINE_RESULTS as usize
    );
    assert!(std::mem::offset_of!(UpcallHooks, enter) == hook_offsets::ENTER as usize);
    assert!(std::mem::offset_of!(UpcallHooks, invoke) == hook_offsets::INVOKE as usize);
    assert!(std::mem::offset_of!(UpcallHooks, result) == hook_offsets::RESULT as usize);
    assert!(std::mem::offset_of!(UpcallHooks, queue) == hook_offsets::QUEUE as usize);
};

/// A raw value (see the module docs) as a native argument slot of `scalar`.
pub fn raw_to_slot(scalar: Scalar, raw: u64) -> Slot {
    match scalar {
        Scalar::F32 => Slot::f32(f32::from_bits(raw as u32)),
        Scalar::F64 => Slot::f64(f64::from_bits(raw)),
        Scalar::Bool => Slot::bool(raw != 0),
        Scalar::Pointer => Slot::ptr(raw as usize as *const c_void),
        Scalar::Int { signed: true, .. } => Slot::from_int(scalar, i128::from(raw as i64)),
        Scalar::Int { signed: false, .. } => Slot::from_int(scalar, i128::from(raw)),
    }
}

/// A converted native value as a raw value (see the module docs).
pub fn slot_to_raw(scalar: Scalar, slot: &Slot) -> u64 {
    let bytes = slot.bytes();
    let w = u64::from_le_bytes(bytes);
    match scalar {
        Scalar::Int {
            bits: 8,
            signed: true,
        } => i64::from(w as u8 as i8) as u64,
        Scalar::Int { bits: 8, .. } | Scalar::Bool => u64::from(w as u8),
        Scalar::Int {
            bits: 16,
            signed: true,
        } => i64::from(w as u16 as i16) as u64,
        Scalar::Int { bits: 16, .. } => u64::from(w as u16),
        Scalar::Int {
            bits: 32,
            signed: true,
        } => i64::from(w as u32 as i32) as u64,
        Scalar::Int { bits: 32, .. } | Scalar::F32 => u64::from(w as u32),
        Scalar::Int { .. } | Scalar::F64 | Scalar::Pointer => w,
    }
}

/// Boxes one raw native argument as an owned value of the layout into `dst`.
///
/// # Safety
///
/// `dst` is writable for a value of the layout; `cx` is the engine context the layout's
/// hooks take, on the engine's thread.
pub unsafe fn box_raw(
    kind: ResultKind,
    dialect: Dialect,
    raw: u64,
    layout: LayoutRef,
    cx: *mut c_void,
    dst: *mut Value,
) -> Result<(), BoxError> {
    let bytes = raw.to_ne_bytes();
    // SAFETY: eight readable bytes holding the value as `box_result` reads a libffi result
    // (ints widened); `dst` and `cx` per the caller's contract.
    match unsafe { generic::box_result(kind, dialect, bytes.as_ptr(), layout, cx, dst) } {
        Ok(()) => Ok(()),
        Err(Failure::Raise(e)) => Err(BoxError::Raise(e)),
        Err(Failure::Pending | Failure::Fallback) => Err(BoxError::Pending),
    }
}

/// Why an argument could not be boxed.
#[derive(Debug)]
pub enum BoxError {
    /// An error the engine should raise (a 64-bit value past 2^53 on a layout without
    /// BigInts).
    Raise(HostError),
    /// The engine's hook failed and left an exception pending (out of memory).
    Pending,
}

/// Converts a callback's result value to its raw native result with `policy` (the same
/// rules as a downcall argument of that kind). Errors name the callback result.
///
/// # Safety
///
/// `v` points to a live value of the layout; `cx` is its engine context, on the engine's
/// thread.
pub unsafe fn convert_result(
    kind: ParamKind,
    v: *const Value,
    policy: &ConversionPolicy,
    layout: LayoutRef,
    cx: *mut c_void,
) -> Result<u64, HostError> {
    let mut acq = Acquired::new(layout, cx);
    // SAFETY: forwarded contract.
    let slot = unsafe { policy.convert(kind, 0, v, &mut acq) }.map_err(|e| {
        let msg = e.message();
        let msg = msg.strip_prefix("argument 1: ").unwrap_or(msg);
        HostError::new(e.kind(), format!("callback result: {msg}"))
    })?;
    Ok(slot_to_raw(kind.scalar(), &slot))
}

/// Runs one call on the engine's thread from raw arguments (steps 2 to 4 of the module
/// docs, without `enter`): the generic upcall, and how an engine runs a queued call.
/// Writes the raw result to `out` (all zero when the call failed).
///
/// # Safety
///
/// `rec` is a live record whose hooks belong to an engine of `layout`, `sig` is the
/// callback's signature, `raw` holds one raw value per parameter (a struct's: the address
/// of its bytes, readable for the call), `out` has at least
/// [`CallbackSignature::result_words`] words, and the caller is on the engine's thread
/// where calling script code is allowed (what `enter` returning [`ENTER_RUN`] means).
pub unsafe fn run_raw(
    rec: &UpcallRecord,
    sig: &CallbackSignature,
    layout: LayoutRef,
    raw: &[u64],
    out: &mut [u64],
) {
    out.fill(0);
    debug_assert!(out.len() >= sig.result_words());
    let size = usize::from(layout.size);
    let n = sig.params.len().min(raw.len());
    // Room for MAX_CALLBACK_PARAMS values of the largest size, in u64 words (aligned).
    let mut argv = [0u64; MAX_CALLBACK_PARAMS * MAX_VALUE_SIZE as usize / 8];
    let base = argv.as_mut_ptr().cast::<u8>();
    let mut failed = 0u32;
    for (i, (p, &r)) in sig.params.iter().zip(raw).enumerate() {
        // A struct is boxed as the address of its bytes, which `invoke` replaces (module
        // docs), so under hostcall's rules whatever the callback's dialect.
        let (kind, dialect) = match p {
            CallbackParam::Kind(k) => (*k, sig.dialect()),
            CallbackParam::Struct(_) => (ResultKind::Pointer, Dialect::HOSTCALL),
        };
        // SAFETY: slot i is inside `argv` (i < n <= MAX_CALLBACK_PARAMS, size <=
        // MAX_VALUE_SIZE).
        let dst = unsafe { base.add(i * size) }.cast::<Value>();
        // SAFETY: `dst` is writable; `cx` is the engine's (caller's contract).
        match unsafe { box_raw(kind, dialect, r, layout, rec.cx, dst) } {
            Ok(()) => {}
            Err(e) => {
                if let BoxError::Raise(err) = e {
                    // SAFETY: the engine's context (caller's contract).
                    unsafe { generic::raise(layout, rec.cx, err) };
                }
                // SAFETY: as above; an immediate the engine need not free.
                unsafe { layout.write(dst, crate::value::Primitive::Undefined) };
                failed = 1;
            }
        }
    }
    let mut ret = [0u64; MAX_VALUE_SIZE as usize / 8];
    let ret_ptr = ret.as_mut_ptr().cast::<Value>();
    // SAFETY: the engine's hook with `n` owned values and a writable result slot.
    if !unsafe { (rec.hooks.invoke)(rec, base.cast::<Value>(), n, ret_ptr, failed) } {
        return;
    }
    // A void result is dropped the same way whatever the policy says; a struct result is
    // never inline.
    let inline = match &sig.result {
        None => true,
        Some(StructParam::Kind(_)) => rec.inline_results,
        Some(StructParam::Struct(_)) => false,
    };
    if inline {
        // SAFETY: an owned, live value from `invoke`.
        if let Some(raw) = unsafe { inline_result(sig.result_kind(), ret_ptr, layout) } {
            // Never a heap reference: nothing to free.
            out[0] = raw;
            return;
        }
    }
    // SAFETY: an owned value from `invoke`; the hook converts (or, for a void callback,
    // only drops) and frees it, writing at most `result_words` words to `out` (the
    // caller's contract gives that many).
    let converted = unsafe { (rec.hooks.result)(rec, ret_ptr, out.as_mut_ptr()) };
    if !converted || sig.result.is_none() {
        out.fill(0);
    }
}

/// Step 4's inline classes: the raw result of a callback result value that is taken
/// without [`UpcallHooks::result`], or `None` when the value goes to that hook.
///
/// Exactly the lossless classes of the fast lane (`lane::lane_arg`), which no conversion
/// policy can read differently, and which are never heap references (nothing to free):
///
/// | result | inline when the value is |
/// |---|---|
/// | an integer kind | an int32 in the kind's range |
/// | `f64`, `f32` | a float64 (rounded to nearest for `f32`) or an int32 (converted) |
/// | `bool` | a boolean |
/// | `pointer` | `null` (0) |
/// | `void` (`None`) | `undefined` (the raw result is 0) |
///
/// Both backends take the same classes inline (the JIT emits these tests), so an engine's
/// result hook sees the same calls whichever backend made the callback.
///
/// # Safety
///
/// `v` points to a live value of `layout`.
pub unsafe fn inline_result(
    kind: Option<ParamKind>,
    v: *const Value,
    layout: LayoutRef,
) -> Option<u64> {
    // SAFETY: the caller's contract.
    let class = unsafe { layout.classify(v) };
    let Some(kind) = kind else {
        return matches!(class, Class::Undefined).then_some(0);
    };
    match (kind, class) {
        (crate::int_param_kinds!(), Class::Int32(i)) => {
            let (lo, hi) = kind.scalar().int_range()?;
            (lo..=hi)
                .contains(&i128::from(i))
                .then_some(i64::from(i) as u64)
        }
        (ParamKind::F64, Class::Int32(i)) => Some(f64::from(i).to_bits()),
        (ParamKind::F64, Class::Float64(f)) => Some(f.to_bits()),
        (ParamKind::F32, Class::Int32(i)) => Some(u64::from((f64::from(i) as f32).to_bits())),
        (ParamKind::F32, Class::Float64(f)) => Some(u64::from((f as f32).to_bits())),
        (ParamKind::Bool, Class::Bool(b)) => Some(u64::from(b)),
        (ParamKind::Pointer, Class::Null) => Some(0),
        (
            crate::int_param_kinds!()
            | ParamKind::F64
            | ParamKind::F32
            | ParamKind::Bool
            | ParamKind::Pointer
            | ParamKind::CString
            | ParamKind::Buffer
            | ParamKind::Slice
            | ParamKind::Struct
            | ParamKind::Value
            | ParamKind::Context
            | ParamKind::Receiver
            | ParamKind::Env,
            _,
        ) => None,
    }
}

/// One call from raw arguments on any thread: `enter`, then [`run_raw`] or the queue. Writes
/// the raw result to `out` (zero when refused or failed).
///
/// # Safety
///
/// `rec` is a live record whose hooks belong to an engine of `layout`, `sig` its callback's
/// signature, `raw` one raw value per parameter (a struct's: the address of its bytes,
/// readable for the call), and `out` has at least [`CallbackSignature::result_words`] words.
pub unsafe fn dispatch_raw(
    rec: &UpcallRecord,
    sig: &CallbackSignature,
    layout: LayoutRef,
    raw: &[u64],
    out: &mut [u64],
) {
    out.fill(0);
    // SAFETY: the engine's hook on a live record.
    match unsafe { (rec.hooks.enter)(rec) } {
        // SAFETY: `enter` said this thread may run script code now; the rest is forwarded.
        ENTER_RUN => unsafe { run_raw(rec, sig, layout, raw, out) },
        ENTER_QUEUE => {
            // SAFETY: the engine's hook; `raw` is readable for every parameter and `out`
            // has the result's words.
            unsafe { (rec.hooks.queue)(rec, raw.as_ptr(), out.as_mut_ptr()) };
        }
        _ => {}
    }
}

// The libffi closure behind `GenericCallback` (hostcall-core's `libffi` feature), or its
// stand-in that refuses.
#[cfg(feature = "libffi")]
#[path = "upcall/closure_libffi.rs"]
mod closure;
#[cfg(not(feature = "libffi"))]
#[path = "upcall/closure_absent.rs"]
mod closure;

/// The generic upcall: a libffi closure whose handler reads the raw arguments out of
/// libffi's array and runs [`dispatch_raw`]. Its code is never freed (see
/// [`GenericCallback::new`]).
pub struct GenericCallback {
    code: *const c_void,
}

// SAFETY: `code` is the address of code that lives for the rest of the process.
unsafe impl Send for GenericCallback {}
// SAFETY: as above.
unsafe impl Sync for GenericCallback {}

impl GenericCallback {
    /// Makes the closure for `rec`. The closure (its trampoline and its data, about a
    /// hundred bytes) lives for the rest of the process: native code may call the pointer
    /// at any time, and a closed record refuses the call instead.
    ///
    /// # Safety
    ///
    /// `rec`'s hooks belong to an engine of `layout` and follow the module's contract.
    ///
    /// # Errors
    ///
    /// libffi could not make the closure, or, in a build without hostcall-core's `libffi`
    /// feature, always ([`GENERIC_NOT_BUILT`](crate::error::GENERIC_NOT_BUILT)).
    pub unsafe fn new(
        sig: &CallbackSignature,
        layout: LayoutRef,
        rec: &'static UpcallRecord,
    ) -> Result<GenericCallback, HostError> {
        // SAFETY: forwarded contract.
        let code = unsafe { closure::make(sig, layout, rec) }?;
        Ok(GenericCallback { code })
    }

    /// The C function pointer.
    pub fn code(&self) -> *const c_void {
        self.code
    }
}
