//! The code arena (Linux): thunks packed densely into process-lifetime executable memory.
//!
//! Each chunk is a `memfd` of [`CHUNK_BYTES`] mapped once, read + execute. Nothing in the
//! process maps code writable: the compiler thread copies a thunk's bytes into the file
//! with `pwrite`, at the next free offset aligned to [`CODE_ALIGN`] (64 bytes, a cache
//! line, so no line ever holds both code that may be running and bytes being written), and
//! the kernel puts them in the very pages the executable view shows. Chunks and thunks are
//! never freed or reused: an address, once handed out, holds that thunk until the process
//! exits. A full chunk is left mapped and a new one started. Pages are only resident once
//! touched, so memory grows with the code actually written (about one 4 KiB page per four
//! to eight thunks), not with the chunk size.
//!
//! (The textbook layout maps the file twice, a writable view the compiler writes through
//! and an executable one; `pwrite` gives the same guarantees without a writable alias and
//! without counting each page twice in the resident set.)
//!
//! ## Memory ordering: when a thread may enter new code
//!
//! 1. The compiler thread writes the bytes (`pwrite`: the kernel stores them into the page
//!    cache page that the executable view maps; same physical page, so no aliasing).
//! 2. Still on the compiler thread, [`install`](CodeArena::install) makes instruction
//!    fetch see them: `clear_cache` over the new range (on aarch64: clean the data cache
//!    and invalidate the instruction cache to the point of unification, `dsb ish`, `isb`)
//!    and `pipeline_flush_mt` (on aarch64 Linux: `membarrier(PRIVATE_EXPEDITED_SYNC_CORE)`,
//!    a context synchronisation on every core running a thread of this process). Both are
//!    no-ops on x86_64, whose instruction fetch is coherent with stores.
//! 3. Only then is the address returned. The caller (the facade's cache) publishes it with
//!    a `Release` store (or a lock release, or `OnceLock` initialisation, which release);
//!    a calling thread loads it with `Acquire` and never jumps to an address it did not get
//!    that way. Release/acquire orders step 1-2 before the caller's load, so the caller's
//!    subsequent instruction fetch from the new address sees the new bytes.
//! 4. Nothing ever executes the new range before step 3 (the addresses were never handed
//!    out, and memory is never reused), so no core can hold stale instructions for it in a
//!    pipeline or prefetch buffer; on aarch64 step 2's broadcast covers even speculative
//!    fetches. Code already running in the same chunk lives on other cache lines and is
//!    never written again.
//!
//! ## Sealed code
//!
//! [`place_sealed`] is the other way in, for code known whole before any of it runs (the
//! persistent code cache's bundle): an anonymous mapping of its own, read + write and
//! populated, filled by the caller, its unused tail given back, then made read + execute
//! with `mprotect` before any address in it is handed out, and never writable again. It
//! costs one mapping per batch where the arena costs a `pwrite` and shared-memory pages per
//! thunk. Steps 2-4 above hold as they are: the mapping is synchronised after the seal,
//! and nothing in it ran before.
//!
//! ## File-backed code
//!
//! [`FileCode`] maps a file (the code cache's bundle, laid out for it: code at a page
//! boundary of the file, every reference to an import table a load from a word at a fixed
//! distance past the file's end) private and read-only, with those words in read + write
//! pages right after it; the caller checks the bytes where they are, then
//! [`FileCode::seal`] writes the words, makes them read-only and the code read + execute,
//! and keeps it all for the life of the process. No page of the code is written, so the
//! kernel maps the file's cached pages instead of making memory for them. The file must
//! not change in place while mapped (`map`'s contract: the code cache's directory is this
//! user's alone and it only ever replaces files by renaming). Steps 2-4 hold as for sealed
//! code.

use std::ffi::c_void;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// Address space per chunk. Only touched pages cost memory.
pub const CHUNK_BYTES: usize = 1 << 20;

/// Every thunk starts on a cache line of its own.
pub const CODE_ALIGN: usize = 64;

/// One memfd and its executable mapping.
struct Chunk {
    fd: OwnedFd,
    /// Start of the read + execute mapping of the whole chunk.
    base: *const u8,
    /// Bytes handed out so far.
    used: usize,
}

impl Chunk {
    fn new() -> io::Result<Chunk> {
        // SAFETY: the name is a NUL-terminated string; the flags are valid.
        let raw = unsafe { libc::memfd_create(c"hostcall-jit-code".as_ptr(), libc::MFD_CLOEXEC) };
        if raw < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `raw` is a fresh descriptor that nothing else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(raw) };
        let len = libc::off_t::try_from(CHUNK_BYTES).map_err(io::Error::other)?;
        // SAFETY: `fd` is a valid memfd; growing it only reserves (sparse) file space.
        if unsafe { libc::ftruncate(fd.as_raw_fd(), len) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: maps the whole file (which is `CHUNK_BYTES` long) shared, read + execute,
        // at an address the kernel chooses; no existing mapping is affected.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                CHUNK_BYTES,
                libc::PROT_READ | libc::PROT_EXEC,
                libc::MAP_SHARED,
                fd.as_raw_fd(),
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Chunk {
            fd,
            base: base.cast::<u8>().cast_const(),
            used: 0,
        })
    }

    /// Writes `code` at `offset` of the file.
    fn write_at(&self, code: &[u8], offset: usize) -> io::Result<()> {
        let mut done = 0;
        while done < code.len() {
            let rest = &code[done..];
            let at = libc::off_t::try_from(offset + done).map_err(io::Error::other)?;
            // SAFETY: `rest` is a readable slice of `rest.len()` bytes; the descriptor is
            // ours; `offset + done + rest.len() <= CHUNK_BYTES`, inside the file.
            let n = unsafe {
                libc::pwrite(
                    self.fd.as_raw_fd(),
                    rest.as_ptr().cast::<c_void>(),
                    rest.len(),
                    at,
                )
            };
            if n < 0 {
                let e = io::Error::last_os_error();
                if e.kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(e);
            }
            if n == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::WriteZero,
                    "pwrite into the code arena wrote nothing",
                ));
            }
            done += n as usize;
        }
        Ok(())
    }
}

/// Maps `len` bytes of fresh memory read + write (populated), lets `fill` write code into
/// it and say how many bytes from the start it used, then gives back the pages past those
/// and makes the rest read + execute for the life of the process (see the module docs);
/// returns the sealed bytes. On an error (the mapping, `fill`'s, the seal) nothing stays
/// mapped.
pub fn place_sealed(
    len: usize,
    fill: impl FnOnce(&mut [u8]) -> io::Result<usize>,
) -> io::Result<&'static [u8]> {
    if len == 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no code to place",
        ));
    }
    // SAFETY: a fresh private anonymous mapping at an address the kernel chooses; no
    // existing mapping is affected.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_POPULATE,
            -1,
            0,
        )
    };
    if base == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    let unmap = |e: io::Error| {
        // SAFETY: `base..base + len` is the mapping made above, which nothing else refers
        // to (no address in it was handed out).
        unsafe { libc::munmap(base, len) };
        e
    };
    let used = {
        // SAFETY: `base` is a fresh read + write mapping of `len` bytes that only this
        // slice refers to while it lives.
        let bytes = unsafe { std::slice::from_raw_parts_mut(base.cast::<u8>(), len) };
        fill(bytes).map_err(unmap)?
    };
    if used == 0 || used > len {
        return Err(unmap(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{used} of {len} bytes used"),
        )));
    }
    // SAFETY: sysconf only reads a constant of the system.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
        .ok()
        .filter(|p| p.is_power_of_two())
        .unwrap_or(4096);
    let kept = used.next_multiple_of(page).min(len);
    if kept < len {
        // SAFETY: the pages past `kept` are the end of the mapping made above; nothing
        // refers to them (`fill`'s slice is gone, no address was handed out).
        unsafe { libc::munmap(base.cast::<u8>().add(kept).cast(), len - kept) };
    }
    // SAFETY: the kept part of the mapping made above; from here on nothing writes to it.
    if unsafe { libc::mprotect(base, kept, libc::PROT_READ | libc::PROT_EXEC) } != 0 {
        let e = io::Error::last_os_error();
        // SAFETY: as in `unmap`, for the part still mapped.
        unsafe { libc::munmap(base, kept) };
        return Err(e);
    }
    let base = base.cast::<u8>().cast_const();
    // SAFETY: `base..base + used` is our mapping, holding the bytes just written;
    // `pipeline_flush_mt` follows, as the crate requires.
    unsafe { wasmtime_internal_jit_icache_coherence::clear_cache(base.cast(), used) }?;
    wasmtime_internal_jit_icache_coherence::pipeline_flush_mt()?;
    // SAFETY: the mapping is never unmapped or written again: `used` bytes readable for the
    // life of the process.
    Ok(unsafe { std::slice::from_raw_parts(base, used) })
}

/// A file's bytes mapped private and read-only, followed (from its last page's end) by
/// read + write memory for a few words, on its way to [`FileCode::seal`]: the persistent
/// code cache's bundle, whose code runs where the file's pages are, with no copy and no
/// page written (module docs, "File-backed code"). Dropped unsealed, it is unmapped.
pub struct FileCode {
    base: *mut u8,
    /// The file's bytes.
    len: usize,
    /// Bytes mapped: the file's pages, then the words' pages.
    mapped: usize,
    /// Words after the file's pages.
    words: usize,
}

/// The system's page size.
pub fn page_size() -> usize {
    // SAFETY: sysconf only reads a constant of the system.
    usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
        .ok()
        .filter(|p| p.is_power_of_two())
        .unwrap_or(4096)
}

impl FileCode {
    /// Maps the first `len` bytes of `file` (its length) private and read-only (populated:
    /// the caller reads them all), and `words` words of read + write memory at the first
    /// page boundary past them.
    ///
    /// # Safety
    ///
    /// Nothing may write into the file or shorten it while it is mapped, which, once it is
    /// sealed, is the life of the process: its bytes are read as memory nothing changes
    /// (and the sealed part is run as code).
    pub unsafe fn map(file: &std::fs::File, len: usize, words: usize) -> io::Result<FileCode> {
        if len == 0 {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "an empty file"));
        }
        let page = page_size();
        let too_large = || io::Error::new(io::ErrorKind::InvalidInput, "too large to map");
        let file_pages = len.checked_next_multiple_of(page).ok_or_else(too_large)?;
        let word_bytes = words
            .checked_mul(std::mem::size_of::<usize>())
            .and_then(|b| b.checked_next_multiple_of(page))
            .ok_or_else(too_large)?;
        let mapped = file_pages.checked_add(word_bytes).ok_or_else(too_large)?;
        // SAFETY: a fresh private anonymous mapping (read + write: the words' pages stay so
        // until sealed) at an address the kernel chooses; no existing mapping is affected.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let code = FileCode {
            base: base.cast(),
            len,
            mapped,
            words,
        };
        // SAFETY: replaces the start of the mapping made above (ours alone) with the file,
        // private and read-only, its pages mapped now (they are all read next); `file` is
        // open for reading.
        let at = unsafe {
            libc::mmap(
                base,
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE | libc::MAP_FIXED | libc::MAP_POPULATE,
                file.as_raw_fd(),
                0,
            )
        };
        if at == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(code)
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `base..base + len` is the file, mapped readable while `self` lives, and
        // nothing writes it (`map`'s contract).
        unsafe { std::slice::from_raw_parts(self.base, self.len) }
    }

    /// Where the words start, from the start of the file's bytes: its length rounded up to
    /// a page.
    pub fn words_offset(&self) -> usize {
        self.len.next_multiple_of(page_size())
    }

    /// Writes `words` (at most as many as were mapped) and makes the words' pages read-only,
    /// makes `code` (a page-aligned range of the file's bytes) read + execute, and keeps the
    /// mapping for the life of the process; returns the file's bytes. On an error nothing stays mapped.
    pub fn seal(self, code: std::ops::Range<usize>, words: &[usize]) -> io::Result<&'static [u8]> {
        let page = page_size();
        if words.len() > self.words
            || !code.start.is_multiple_of(page)
            || code.start >= code.end
            || code.end > self.len
        {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "code outside the file or more words than mapped",
            ));
        }
        let words_at = self.words_offset();
        let word_bytes = self.mapped - words_at;
        if word_bytes > 0 {
            // SAFETY: the words' pages are read + write (`map`) and `words.len()` words fit
            // in them; nothing else refers to them yet.
            unsafe {
                let to = self.base.add(words_at).cast::<usize>();
                std::ptr::copy_nonoverlapping(words.as_ptr(), to, words.len());
            }
            // SAFETY: the words' pages of our mapping.
            let made = unsafe {
                libc::mprotect(self.base.add(words_at).cast(), word_bytes, libc::PROT_READ)
            };
            if made != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        let code_len = code.end - code.start;
        // SAFETY: `code.start < len`: inside our mapping.
        let code_at = unsafe { self.base.add(code.start) };
        let protect = code_len.next_multiple_of(page);
        // SAFETY: page-aligned pages of the file's part of our mapping (`code.end <= len`,
        // rounded up to its last page).
        let made =
            unsafe { libc::mprotect(code_at.cast(), protect, libc::PROT_READ | libc::PROT_EXEC) };
        if made != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `code_at..code_at + code_len` is our mapping; `pipeline_flush_mt` follows,
        // as the crate requires.
        unsafe { wasmtime_internal_jit_icache_coherence::clear_cache(code_at.cast(), code_len) }?;
        wasmtime_internal_jit_icache_coherence::pipeline_flush_mt()?;
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: the mapping is never unmapped or written again (`this` is not dropped):
        // `len` bytes readable for the life of the process.
        Ok(unsafe { std::slice::from_raw_parts(this.base, this.len) })
    }
}

impl Drop for FileCode {
    fn drop(&mut self) {
        // SAFETY: the whole mapping made by `map`, which no address handed out refers to
        // (only `seal` hands any out, and it does not drop).
        unsafe { libc::munmap(self.base.cast(), self.mapped) };
    }
}

/// Executable memory for thunks, filled densely, never freed. Not `Sync`: the compiler
/// owns it behind its mutex.
pub struct CodeArena {
    current: Chunk,
}

// SAFETY: the arena owns its descriptor and its mappings; the raw base pointer is only
// arithmetic for addresses handed out, and nothing in it is tied to a thread.
unsafe impl Send for CodeArena {}

impl CodeArena {
    /// Sets up the first chunk. Fails where memfds cannot be created or mapped executable
    /// (a sandbox, `vm.memfd_noexec`); the caller then uses another code store.
    pub fn new() -> io::Result<CodeArena> {
        Ok(CodeArena {
            current: Chunk::new()?,
        })
    }

    /// Copies `code` into the arena and returns its executable address, which stays valid
    /// and unchanged for the life of the process. See the module docs for when another
    /// thread may jump to it.
    pub fn install(&mut self, code: &[u8]) -> io::Result<*const u8> {
        if code.is_empty() || code.len() > CHUNK_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "{} bytes of code do not fit a {CHUNK_BYTES}-byte chunk",
                    code.len()
                ),
            ));
        }
        let mut offset = self.current.used.next_multiple_of(CODE_ALIGN);
        if offset + code.len() > CHUNK_BYTES {
            // The full chunk stays mapped (its code lives on); its descriptor closes.
            self.current = Chunk::new()?;
            offset = 0;
        }
        self.current.write_at(code, offset)?;
        self.current.used = offset + code.len();
        // SAFETY: `offset + code.len() <= CHUNK_BYTES`: inside the mapping.
        let addr = unsafe { self.current.base.add(offset) };
        // SAFETY: `addr..addr + code.len()` lies inside our mapping and holds the bytes just
        // written; `pipeline_flush_mt` follows, as the crate requires.
        unsafe { wasmtime_internal_jit_icache_coherence::clear_cache(addr.cast(), code.len()) }?;
        wasmtime_internal_jit_icache_coherence::pipeline_flush_mt()?;
        Ok(addr)
    }
}
