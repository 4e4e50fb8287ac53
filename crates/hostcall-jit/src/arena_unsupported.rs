//! The code arena where it is not implemented (anything but Linux): setting it up always
//! fails, so the compiler uses its `JITModule` fallback (see the crate docs).

use std::io;

/// Alignment of placed code (as the Linux arena's).
pub const CODE_ALIGN: usize = 64;

/// Where there is no arena. Uninhabited: [`CodeArena::new`] never succeeds.
pub enum CodeArena {}

impl CodeArena {
    /// Always fails on this target.
    pub fn new() -> io::Result<CodeArena> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "the code arena needs Linux memfds",
        ))
    }

    /// Unreachable: no arena exists.
    pub fn install(&mut self, _code: &[u8]) -> io::Result<*const u8> {
        match *self {}
    }
}

/// Always fails on this target (the caller places code another way).
pub fn place_sealed(
    _len: usize,
    _fill: impl FnOnce(&mut [u8]) -> io::Result<usize>,
) -> io::Result<&'static [u8]> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "sealed code placement is implemented on Linux only",
    ))
}

/// Where file-backed code is not implemented. Uninhabited: [`FileCode::map`] never
/// succeeds.
pub enum FileCode {}

/// The system's page size (4096 where unknown).
pub fn page_size() -> usize {
    4096
}

impl FileCode {
    /// Always fails on this target.
    ///
    /// # Safety
    ///
    /// None needed (nothing is mapped); `unsafe` as the Linux one is.
    pub unsafe fn map(_file: &std::fs::File, _len: usize, _words: usize) -> io::Result<FileCode> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "file-backed code is implemented on Linux only",
        ))
    }

    /// Unreachable: no mapping exists.
    pub fn bytes(&self) -> &[u8] {
        match *self {}
    }

    /// Unreachable: no mapping exists.
    pub fn words_offset(&self) -> usize {
        match *self {}
    }

    /// Unreachable: no mapping exists.
    pub fn seal(
        self,
        _code: std::ops::Range<usize>,
        _words: &[usize],
    ) -> io::Result<&'static [u8]> {
        match self {}
    }
}
