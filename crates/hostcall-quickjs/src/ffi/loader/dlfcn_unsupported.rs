//! The loader module on platforms other than Linux with glibc: the checks `dlopen` relies on
//! (loading exactly the checked file, verifying the loaded object, refusing symbols of
//! dependencies) are only implemented there, so every load is refused here.

use std::ffi::c_void;
use std::path::{Path, PathBuf};

/// A file's identity (unused here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FileId {
    pub(crate) dev: u64,
    pub(crate) ino: u64,
}

/// Why a library could not be loaded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub(crate) enum DlError {
    /// Always: the FFI's loader checks need Linux with glibc.
    #[error("the FFI module is only available on Linux with glibc")]
    Unsupported,
}

/// A loaded library (never made here).
#[derive(Debug)]
pub(crate) enum Library {}

impl Library {
    /// Refuses.
    ///
    /// # Safety
    ///
    /// None (nothing is loaded).
    pub(crate) unsafe fn open_search(_name: &str) -> Result<Library, DlError> {
        Err(DlError::Unsupported)
    }

    /// Refuses.
    ///
    /// # Safety
    ///
    /// None (nothing is loaded).
    pub(crate) unsafe fn open_checked(_path: &Path, _id: FileId) -> Result<Library, DlError> {
        Err(DlError::Unsupported)
    }

    /// Unreachable: no library exists.
    ///
    /// # Safety
    ///
    /// None (nothing is loaded).
    pub(crate) unsafe fn unload(self) {
        match self {}
    }

    /// Unreachable: no library exists.
    pub(crate) fn symbol(&self, _name: &str) -> Result<*const c_void, DlError> {
        match *self {}
    }
}

/// Never: nothing is unloaded here.
pub(crate) fn unloading() -> bool {
    false
}

/// The checked file behind an allowed name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CheckedFile {
    pub(crate) canonical: PathBuf,
    pub(crate) id: FileId,
}

/// Refuses.
pub(crate) fn resolve_path(_path: &Path) -> Result<CheckedFile, DlError> {
    Err(DlError::Unsupported)
}

/// Refuses.
///
/// # Safety
///
/// None (nothing is loaded).
pub(crate) unsafe fn resolve_soname(_soname: &str) -> Result<CheckedFile, DlError> {
    Err(DlError::Unsupported)
}
