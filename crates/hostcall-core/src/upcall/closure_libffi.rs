//! The generic upcall's libffi closure (hostcall-core's `libffi` feature): a closure whose
//! handler reads the raw arguments out of libffi's array and runs [`dispatch_raw`].
//! `closure_absent.rs` stands in for it without the feature.

use std::ffi::c_void;

use libffi::middle::{Cif, Closure, Type};

use super::{dispatch_raw, CallbackParam, CallbackSignature, UpcallRecord, MAX_CALLBACK_PARAMS};
use crate::error::HostError;
use crate::ffi_types::ffi_type;
use crate::kind::{ParamKind, Scalar};
use crate::layout::LayoutRef;
use crate::structs::StructParam;

/// What a [`GenericCallback`](super::GenericCallback)'s libffi closure reads.
struct ClosureData {
    rec: &'static UpcallRecord,
    sig: CallbackSignature,
    layout: LayoutRef,
}

/// Makes the libffi closure for `rec` and returns its code, which is never freed.
///
/// # Safety
///
/// `rec`'s hooks belong to an engine of `layout` and follow the module's contract.
pub(super) unsafe fn make(
    sig: &CallbackSignature,
    layout: LayoutRef,
    rec: &'static UpcallRecord,
) -> Result<*const c_void, HostError> {
    let args: Vec<Type> = sig
        .params
        .iter()
        .map(|p| match p {
            CallbackParam::Kind(k) => ffi_type(scalar_kind(k.scalar().unwrap_or(Scalar::Pointer))),
            CallbackParam::Struct(l) => l.ffi_type(),
        })
        .collect();
    let result = match &sig.result {
        None => Type::void(),
        Some(StructParam::Kind(k)) => ffi_type(scalar_kind(k.scalar())),
        Some(StructParam::Struct(l)) => l.ffi_type(),
    };
    let cif = Cif::try_new(args, result)
        .map_err(|e| HostError::type_error(format!("libffi call interface: {e:?}")))?;
    let data: &'static ClosureData = Box::leak(Box::new(ClosureData {
        rec,
        sig: sig.clone(),
        layout,
    }));
    let closure = Closure::try_new(cif, handler, data)
        .map_err(|e| HostError::type_error(format!("libffi closure: {e:?}")))?;
    let code = *closure.code_ptr() as *const c_void;
    // The code must outlive every native caller: never freed.
    std::mem::forget(closure);
    Ok(code)
}

/// A parameter kind with `scalar`'s libffi type.
fn scalar_kind(s: Scalar) -> ParamKind {
    match s {
        Scalar::Int {
            bits: 8,
            signed: true,
        } => ParamKind::I8,
        Scalar::Int { bits: 8, .. } => ParamKind::U8,
        Scalar::Int {
            bits: 16,
            signed: true,
        } => ParamKind::I16,
        Scalar::Int { bits: 16, .. } => ParamKind::U16,
        Scalar::Int {
            bits: 32,
            signed: true,
        } => ParamKind::I32,
        Scalar::Int { bits: 32, .. } => ParamKind::U32,
        Scalar::Int { signed: true, .. } => ParamKind::I64,
        Scalar::Int { .. } => ParamKind::U64,
        Scalar::F32 => ParamKind::F32,
        Scalar::F64 => ParamKind::F64,
        Scalar::Bool => ParamKind::Bool,
        Scalar::Pointer => ParamKind::Pointer,
    }
}

/// Reads one libffi argument of `scalar` as a raw value.
///
/// # Safety
///
/// `p` points to an argument of that type.
unsafe fn read_raw(scalar: Scalar, p: *const c_void) -> u64 {
    // SAFETY: `p` holds a value of the scalar's type (caller's contract).
    unsafe {
        match scalar {
            Scalar::Int {
                bits: 8,
                signed: true,
            } => i64::from(p.cast::<i8>().read()) as u64,
            Scalar::Int { bits: 8, .. } => u64::from(p.cast::<u8>().read()),
            Scalar::Bool => u64::from(p.cast::<u8>().read() != 0),
            Scalar::Int {
                bits: 16,
                signed: true,
            } => i64::from(p.cast::<i16>().read()) as u64,
            Scalar::Int { bits: 16, .. } => u64::from(p.cast::<u16>().read()),
            Scalar::Int {
                bits: 32,
                signed: true,
            } => i64::from(p.cast::<i32>().read()) as u64,
            Scalar::Int { bits: 32, .. } | Scalar::F32 => u64::from(p.cast::<u32>().read()),
            Scalar::Int { .. } | Scalar::F64 => p.cast::<u64>().read(),
            Scalar::Pointer => p.cast::<usize>().read() as u64,
        }
    }
}

/// The libffi closure's handler. libffi passes `result` as storage for the whole return
/// type: for a scalar at least `ffi_arg` (eight bytes here), wanting integer results widened
/// to it, which the raw value is (and an `f32` in its low four bytes, on little-endian
/// targets); for a struct exactly its size, which gets the struct's bytes.
unsafe extern "C" fn handler(
    _cif: &libffi::low::ffi_cif,
    result: &mut u64,
    args: *const *const c_void,
    data: &ClosureData,
) {
    let mut raw = [0u64; MAX_CALLBACK_PARAMS];
    for (i, p) in data.sig.params.iter().enumerate() {
        // SAFETY: libffi passes one pointer per declared parameter, each to its value.
        let arg = unsafe { *args.add(i) };
        raw[i] = match p {
            // SAFETY: `arg` points to a value of the kind's scalar type.
            CallbackParam::Kind(k) => k.scalar().map_or(0, |s| unsafe { read_raw(s, arg) }),
            // A struct's raw value is the address of its bytes (module docs), which libffi
            // keeps for the whole call.
            CallbackParam::Struct(_) => arg as usize as u64,
        };
    }
    let n = data.sig.params.len();
    let words = data.sig.result_words();
    let mut word = [0u64; 1];
    let mut many = Vec::new();
    let out: &mut [u64] = if words == 1 {
        &mut word
    } else {
        many.resize(words, 0u64);
        &mut many
    };
    // A panic must not unwind into libffi's frame.
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: the record and signature this closure was made for (`new`'s contract);
        // `raw` holds one raw value per parameter and `out` the result's words.
        unsafe { dispatch_raw(data.rec, &data.sig, data.layout, &raw[..n], out) }
    }));
    if let Err(payload) = ran {
        crate::typed::drop_panic_payload(payload);
        out.fill(0);
    }
    match &data.sig.result {
        Some(StructParam::Struct(l)) => {
            let dst = (result as *mut u64).cast::<u8>();
            // SAFETY: libffi's result storage holds the whole struct (its size, at most
            // `words * 8` bytes, which `out` has); the two do not overlap.
            unsafe { std::ptr::copy_nonoverlapping(out.as_ptr().cast::<u8>(), dst, l.size()) };
        }
        // A C `bool` is 0 or 1 whatever word a queue or result hook wrote (nonzero is
        // true), as the JIT's upcall code narrows it too.
        Some(StructParam::Kind(k)) if matches!(k.scalar(), Scalar::Bool) => {
            *result = u64::from(out[0] != 0);
        }
        Some(StructParam::Kind(_)) | None => *result = out[0],
    }
}
