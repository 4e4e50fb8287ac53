//! The generic backend's libffi calls (hostcall-core's `libffi` feature): [`FfiCall`], one
//! prepared call interface per signature. `call_absent.rs` stands in for it without the
//! feature.

use std::ffi::c_void;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use dashmap::DashMap;
use libffi::low::CodePtr;
use libffi::middle::Cif;

use crate::error::RegisterError;
use crate::ffi_types::{ffi_result_type, native_ffi_types};
use crate::kind::{ParamKind, ResultKind};
use crate::lane::Slot;
use crate::layout::LayoutRef;
use crate::sig::{Signature, MAX_PARAMS};

/// A prepared libffi call interface for one signature (and, for `value` results, one
/// value size). Shared by every method with that signature; the engine's per-method record
/// (the facade's dispatcher entry) holds it from registration on, so a call never looks it
/// up.
pub struct FfiCall {
    cif: Cif,
    sig: Signature,
    value_size: u8,
}

// SAFETY: a prepared `ffi_cif` and its type descriptions are never mutated after
// `prep_cif`; `ffi_call` only reads them, so sharing across threads is sound.
unsafe impl Send for FfiCall {}
// SAFETY: as for `Send`.
unsafe impl Sync for FfiCall {}

impl FfiCall {
    /// The shared interface for `sig` under `layout`, built on first use. Finding an
    /// existing one allocates nothing.
    ///
    /// # Errors
    ///
    /// [`RegisterError::UnsupportedResult`] for a `value` result the layout's value size
    /// cannot return through libffi, [`RegisterError::Ffi`] when libffi refuses the
    /// signature.
    pub fn shared(sig: &Signature, layout: LayoutRef) -> Result<Arc<FfiCall>, RegisterError> {
        // Buckets by a hash of (signature, value size), so a lookup borrows the signature
        // instead of cloning it into a key.
        static CACHE: OnceLock<DashMap<u64, Vec<Arc<FfiCall>>>> = OnceLock::new();
        let value_size = FfiCall::value_size_for(sig, layout)?;
        // A fixed shard count: DashMap's default asks `available_parallelism`, which reads
        // the process's cgroup files (tens of microseconds at every start).
        let cache = CACHE.get_or_init(|| DashMap::with_shard_amount(16));
        static STATE: OnceLock<foldhash::fast::RandomState> = OnceLock::new();
        let hash = {
            let mut h = std::hash::BuildHasher::build_hasher(STATE.get_or_init(Default::default));
            sig.hash(&mut h);
            value_size.hash(&mut h);
            h.finish()
        };
        let found =
            |calls: &[Arc<FfiCall>]| calls.iter().find(|c| c.matches(sig, value_size)).cloned();
        if let Some(hit) = cache.get(&hash).and_then(|calls| found(&calls)) {
            return Ok(hit);
        }
        let call = Arc::new(FfiCall::new(sig, layout)?);
        let mut bucket = cache.entry(hash).or_default();
        if let Some(raced) = found(&bucket) {
            return Ok(raced);
        }
        bucket.push(call.clone());
        Ok(call)
    }

    /// An interface for `sig` under `layout` of its own, not shared: for a caller that
    /// holds it for a while and lets it go (an engine's `nonblocking` symbol), so a
    /// signature used once leaves nothing in the process. [`FfiCall::shared`] for methods.
    ///
    /// # Errors
    ///
    /// As [`FfiCall::shared`].
    pub fn new(sig: &Signature, layout: LayoutRef) -> Result<FfiCall, RegisterError> {
        let value_size = FfiCall::value_size_for(sig, layout)?;
        let rtype = match sig.result_layout() {
            Some(l) => l.ffi_type(),
            None => ffi_result_type(sig.result(), value_size),
        };
        let cif = Cif::try_new(native_ffi_types(sig), rtype).map_err(|_| RegisterError::Ffi {
            signature: sig.to_string(),
        })?;
        Ok(FfiCall {
            cif,
            sig: sig.clone(),
            value_size,
        })
    }

    /// The signature this interface was built for.
    pub fn signature(&self) -> &Signature {
        &self.sig
    }

    /// How many bytes, aligned to 8, the result needs ([`FfiCall::call`]'s `ret`).
    pub fn result_bytes(&self) -> usize {
        let scalar = usize::from(self.value_size).max(8);
        self.sig
            .result_layout()
            .map_or(scalar, |l| l.size().next_multiple_of(8).max(8))
    }

    /// The value size a `value` result needs from libffi (0 for other results).
    fn value_size_for(sig: &Signature, layout: LayoutRef) -> Result<u8, RegisterError> {
        if sig.result() != ResultKind::Value {
            return Ok(0);
        }
        if !layout.size.is_multiple_of(8) {
            return Err(RegisterError::UnsupportedResult {
                kind: ResultKind::Value,
                layout: layout.name,
            });
        }
        Ok(layout.size)
    }

    fn matches(&self, sig: &Signature, value_size: u8) -> bool {
        self.value_size == value_size && self.sig == *sig
    }

    /// Whether this interface is the one for `sig` under `layout`.
    pub fn is_for(&self, sig: &Signature, layout: LayoutRef) -> bool {
        FfiCall::value_size_for(sig, layout).is_ok_and(|size| self.matches(sig, size))
    }

    /// Calls `func` with `args`, writing the raw result into `ret`.
    ///
    /// # Safety
    ///
    /// `func` must have the signature this interface was built for, `args` must hold one
    /// slot per native parameter (two per `slice`: pointer, length) written with the field
    /// of its kind (for a `struct`, the address of its bytes, readable for its size), and
    /// `ret` must be large enough for the result (at least 8 bytes, the value size, or a
    /// struct's size rounded up to 8), aligned to 8.
    pub unsafe fn call(&self, func: *const c_void, args: &mut [Slot], ret: *mut c_void) {
        let mut ptrs = [std::ptr::null_mut::<c_void>(); MAX_PARAMS];
        let n = self.sig.native_arity().min(args.len()).min(MAX_PARAMS);
        let structs = self.sig.has_structs();
        for (i, (p, slot)) in ptrs.iter_mut().zip(args.iter_mut()).take(n).enumerate() {
            // A struct's slot holds the address of its bytes, which libffi reads as the
            // argument (a signature with structs has one native argument per parameter).
            *p = if structs && self.sig.params().get(i) == Some(&ParamKind::Struct) {
                slot.as_ptr().cast_mut()
            } else {
                (slot as *mut Slot).cast()
            };
        }
        // SAFETY: the interface matches `func` and `args` (caller's contract); `ptrs` holds
        // one pointer per parameter, each to a live slot.
        unsafe {
            libffi::low::call_return_into(
                self.cif.as_raw_ptr(),
                CodePtr(func.cast_mut()),
                ptrs.as_mut_ptr(),
                ret,
            )
        };
    }
}
