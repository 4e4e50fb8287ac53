//! Stand-in for the JIT backend when hostcall is built without the `jit` feature: every
//! request is refused, and callers use the generic backend. A leaf, like `jit.rs`.

use hostcall_core::upcall::{CallbackSignature, UpcallRecord};
use hostcall_core::{CClosureEntry, LayoutRef, Signature, ThunkFn};

/// The one error of this build: there is no JIT
/// ([`BackendError::JitDisabled`](crate::BackendError::JitDisabled)).
#[derive(Debug)]
pub(crate) struct JitError;

/// The JIT never runs in this build.
pub(crate) fn host_supported() -> Result<(), JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile(_sig: &Signature, _layout: LayoutRef) -> Result<(ThunkFn, usize), JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile_native(
    _sig: &Signature,
    _layout: LayoutRef,
    _entry: CClosureEntry,
) -> Result<(usize, usize), JitError> {
    Err(JitError)
}

/// Stands in for `hostcall_jit::UpcallBody`; never made in this build.
#[derive(Clone, Debug)]
pub(crate) enum UpcallBody {}

impl UpcallBody {
    pub(crate) fn code_size(&self) -> usize {
        match *self {}
    }
}

/// Always an error in this build.
pub(crate) fn compile_upcall_body(
    _sig: &CallbackSignature,
    _layout: LayoutRef,
) -> Result<UpcallBody, JitError> {
    Err(JitError)
}

/// Never called in this build (there is no body to build on).
pub(crate) fn compile_upcall_entry(
    body: &UpcallBody,
    _rec: *const UpcallRecord,
) -> Result<(usize, usize, bool), JitError> {
    match *body {}
}

/// Stands in for `hostcall_jit::PortableCode`: never made in this build.
#[derive(Clone, Debug)]
pub(crate) struct PortableCode {
    pub(crate) bytes: Vec<u8>,
    pub(crate) table_relocs: Vec<(u32, i64)>,
}

/// Always an error in this build: there is no code to cache.
pub(crate) fn code_fingerprint() -> Result<String, JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile_portable(
    _sig: &Signature,
    _layout: LayoutRef,
) -> Result<(ThunkFn, usize, PortableCode), JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile_native_portable(
    _sig: &Signature,
    _layout: LayoutRef,
    _entry: CClosureEntry,
) -> Result<(usize, usize, PortableCode), JitError> {
    Err(JitError)
}

/// As `hostcall_jit`'s (nothing is ever placed in this build).
pub(crate) const SEALED_CODE_ALIGN: usize = 64;

/// As `hostcall_jit`'s.
pub(crate) const TRAP_FILL: u8 = 0;

/// As `hostcall_jit`'s.
pub(crate) fn page_size() -> usize {
    4096
}

/// As `hostcall_jit`'s: uninhabited in this build ([`FileCode::map`] always fails).
pub(crate) enum FileCode {}

impl FileCode {
    /// Always an error in this build.
    ///
    /// # Safety
    ///
    /// None needed (nothing is mapped); `unsafe` as the JIT build's is.
    pub(crate) unsafe fn map(
        _file: &std::fs::File,
        _len: usize,
        _words: usize,
    ) -> std::io::Result<FileCode> {
        Err(std::io::Error::new(
            std::io::ErrorKind::Unsupported,
            "this build has no JIT",
        ))
    }

    /// Unreachable: no mapping exists.
    pub(crate) fn bytes(&self) -> &[u8] {
        match *self {}
    }

    /// Unreachable: no mapping exists.
    pub(crate) fn words_offset(&self) -> usize {
        match *self {}
    }

    /// Unreachable: no mapping exists.
    pub(crate) fn seal(
        self,
        _code: std::ops::Range<usize>,
        _words: &[usize],
    ) -> std::io::Result<&'static [u8]> {
        match self {}
    }
}

/// Always an error in this build (`fill` is not called).
pub(crate) fn place_sealed(
    _len: usize,
    _fill: impl FnOnce(&mut [u8]) -> std::io::Result<usize>,
) -> Result<&'static [u8], JitError> {
    Err(JitError)
}

/// Always an error in this build.
///
/// # Safety
///
/// None needed (nothing is made); `unsafe` as the JIT build's is.
pub(crate) unsafe fn thunk_at(_address: usize) -> Result<ThunkFn, JitError> {
    Err(JitError)
}

/// Always an error in this build.
///
/// # Safety
///
/// None needed (nothing is installed); `unsafe` as the JIT build's is.
pub(crate) unsafe fn install_portable_thunk(
    _sig: &Signature,
    _layout: LayoutRef,
    _code: &PortableCode,
) -> Result<ThunkFn, JitError> {
    Err(JitError)
}

/// Always an error in this build.
///
/// # Safety
///
/// None needed (nothing is installed); `unsafe` as the JIT build's is.
pub(crate) unsafe fn install_portable_native(
    _sig: &Signature,
    _layout: LayoutRef,
    _entry: CClosureEntry,
    _code: &PortableCode,
) -> Result<usize, JitError> {
    Err(JitError)
}
