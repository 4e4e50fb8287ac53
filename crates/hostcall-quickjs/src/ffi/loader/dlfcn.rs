//! Loading libraries and resolving symbols on Linux with glibc: the one module that talks to
//! the dynamic loader (`dlopen`, `dlsym`, `dlinfo`, `dl_iterate_phdr`, `dladdr1`), so every check the FFI's
//! permission relies on is in one place.
//!
//! - [`Library::open_search`] loads a name as the loader resolves it (used when every
//!   library is allowed).
//! - [`Library::open_checked`] loads exactly a file that was checked before: it opens the
//!   file, checks that the open file is still the one the allow-list resolved (device and
//!   inode), has the loader map the open file itself (`/proc/self/fd/N`, so no path lookup
//!   can substitute another file), and then verifies that the object the loader returned is
//!   mapped from that file (its dynamic section, as `/proc/self/maps` shows it, lies in a
//!   mapping of the same file as a probe mapping of the open file).
//! - [`Library::symbol`] resolves a symbol and refuses it unless the opened library itself
//!   defines it (its address lies in one of the library's own `PT_LOAD` segments, as
//!   `dl_iterate_phdr` lists them; `dladdr1` names the owner otherwise), so no symbol of a
//!   dependency (libc's `system` through `libz.so.1`) is reachable. One exception: a name
//!   the library's own dynamic symbol table defines whose address the loader resolved into
//!   the kernel's vDSO (glibc's `gettimeofday` and `time` are IFUNCs that return the vDSO's
//!   code) is the library's.
//! - [`resolve_soname`] turns a bare soname into the file the loader picks for it.
//! - [`Library::unload`] is the one `dlclose` of a loaded library: a dropped [`Library`]
//!   stays loaded. While an unload runs on a thread ([`unloading`]), the library's
//!   destructors run there, and the engine refuses every callback on that thread and every
//!   `dlopen` (so a destructor can run no script, and no handle to the object being unloaded
//!   is handed out).

use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::ptr::NonNull;

/// A file's identity: device and inode, as `stat` reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FileId {
    pub(crate) dev: u64,
    pub(crate) ino: u64,
}

/// Why a library could not be loaded, verified or searched.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub(crate) enum DlError {
    /// The loader refused (its `dlerror` text).
    #[error("{0}")]
    Loader(String),
    /// The file could not be opened or examined.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The file at the allowed path is no longer the one the allow-list resolved.
    #[error("the file was replaced since the allow-list was resolved")]
    Replaced,
    /// The object the loader returned is not mapped from the checked file.
    #[error("the loaded object is not the checked file (it was unloaded)")]
    NotTheCheckedFile,
    /// The loader did not report where an object lives.
    #[error("the loader did not report the object's file")]
    NoFile,
    /// A name contained a NUL byte.
    #[error("contains a NUL byte")]
    Nul,
    /// The symbol is not in the library or its dependencies.
    #[error("{0}")]
    SymbolNotFound(String),
    /// The symbol is defined by another object than the opened library.
    #[error(
        "it is defined by `{0}`, not by the opened library (symbols of dependencies are refused)"
    )]
    ForeignSymbol(String),
}

/// The public head of glibc's `struct link_map` (`<link.h>`): stable ABI.
#[repr(C)]
struct LinkMap {
    l_addr: usize,
    l_name: *const c_char,
    l_ld: *const c_void,
    l_next: *mut LinkMap,
    l_prev: *mut LinkMap,
}

/// Whether the object whose link map is `own` defines `name` in its own dynamic symbol
/// table (a symbol that is not undefined there), found through its GNU or System V hash
/// table as the loader finds it.
///
/// # Safety
///
/// `own` is the link map of an object loaded now (its dynamic section and the tables it
/// points to are mapped while it stays loaded).
unsafe fn defines(own: NonNull<LinkMap>, name: &str) -> bool {
    const DT_NULL: i64 = 0;
    const DT_HASH: i64 = 4;
    const DT_STRTAB: i64 = 5;
    const DT_SYMTAB: i64 = 6;
    const DT_STRSZ: i64 = 10;
    const DT_GNU_HASH: i64 = 0x6fff_fef5;
    /// At most this many entries of a dynamic section are read.
    const MAX_DYN: usize = 4096;
    #[repr(C)]
    struct Dyn {
        tag: i64,
        val: u64,
    }
    #[repr(C)]
    struct Sym {
        name: u32,
        info: u8,
        other: u8,
        shndx: u16,
        value: u64,
        size: u64,
    }
    if cfg!(not(target_pointer_width = "64")) {
        return false;
    }
    // SAFETY: the caller's contract: the link map and the object's dynamic section are
    // mapped; glibc has relocated the section's address entries (it does so for every
    // object it loads on the targets this builds for, before the object is reachable), so
    // they are addresses in the object's own mapped tables; every read stays inside the
    // ranges the section gives (string offsets below DT_STRSZ, hash table sizes from the
    // table itself).
    unsafe {
        let (l_addr, mut d) = (own.as_ref().l_addr, own.as_ref().l_ld.cast::<Dyn>());
        let (mut hash, mut gnu, mut strtab, mut symtab, mut strsz) =
            (0usize, 0usize, 0usize, 0usize, 0usize);
        for _ in 0..MAX_DYN {
            let e = &*d;
            match e.tag {
                DT_NULL => break,
                DT_HASH => hash = e.val as usize,
                DT_GNU_HASH => gnu = e.val as usize,
                DT_STRTAB => strtab = e.val as usize,
                DT_SYMTAB => symtab = e.val as usize,
                DT_STRSZ => strsz = e.val as usize,
                _ => {}
            }
            d = d.add(1);
        }
        if strtab == 0 || symtab == 0 || strsz == 0 {
            return false;
        }
        // An address below the object's base is an unrelocated offset (a read-only
        // dynamic section on some targets): make it an address.
        let fix = |a: usize| {
            if a < l_addr {
                a.wrapping_add(l_addr)
            } else {
                a
            }
        };
        let (strtab, symtab) = (fix(strtab) as *const u8, fix(symtab) as *const Sym);
        let matches = |i: usize| -> bool {
            let sym = &*symtab.add(i);
            let off = sym.name as usize;
            if sym.shndx == 0 || off >= strsz {
                return false;
            }
            let bytes = name.as_bytes();
            if off + bytes.len() >= strsz {
                return false;
            }
            std::slice::from_raw_parts(strtab.add(off), bytes.len()) == bytes
                && *strtab.add(off + bytes.len()) == 0
        };
        if gnu != 0 {
            let h = fix(gnu) as *const u32;
            let (nbuckets, symoffset, bloom_size) =
                (*h as usize, *h.add(1) as usize, *h.add(2) as usize);
            if nbuckets == 0 {
                return false;
            }
            let buckets = h.add(4).cast::<u64>().add(bloom_size).cast::<u32>();
            let chain = buckets.add(nbuckets);
            let hv = name.bytes().fold(5381u32, |h, b| {
                h.wrapping_mul(33).wrapping_add(u32::from(b))
            });
            let mut i = *buckets.add(hv as usize % nbuckets) as usize;
            if i < symoffset {
                return false;
            }
            loop {
                let h2 = *chain.add(i - symoffset);
                if (h2 | 1) == (hv | 1) && matches(i) {
                    return true;
                }
                if h2 & 1 != 0 {
                    return false;
                }
                i += 1;
            }
        }
        if hash != 0 {
            let h = fix(hash) as *const u32;
            let (nbucket, nchain) = (*h as usize, *h.add(1) as usize);
            if nbucket == 0 {
                return false;
            }
            let hv = name.bytes().fold(0u32, |h, b| {
                let h = (h << 4).wrapping_add(u32::from(b));
                let g = h & 0xf000_0000;
                (h ^ (g >> 24)) & !g
            });
            let mut i = *h.add(2 + hv as usize % nbucket) as usize;
            let mut steps = 0;
            while i != 0 && i < nchain && steps < nchain {
                if matches(i) {
                    return true;
                }
                i = *h.add(2 + nbucket + i) as usize;
                steps += 1;
            }
        }
        false
    }
}

/// The `PT_LOAD` segments (start, length) of the object whose link map is `own`, as the
/// loader lists it (`dl_iterate_phdr` gives each object's `l_addr` and `l_name`); `None` if
/// it is not listed.
fn own_segments(own: NonNull<LinkMap>) -> Option<Vec<(usize, usize)>> {
    struct Search {
        addr: usize,
        name: *const c_char,
        found: Option<Vec<(usize, usize)>>,
    }
    /// # Safety
    ///
    /// Called by `dl_iterate_phdr` with a live `info` and `data` pointing to a `Search`.
    unsafe extern "C" fn visit(
        info: *mut libc::dl_phdr_info,
        _size: libc::size_t,
        data: *mut c_void,
    ) -> c_int {
        // SAFETY: the function's contract: `data` is the `Search` below, `info` live for
        // this call, its program headers `dlpi_phnum` entries at `dlpi_phdr`.
        unsafe {
            let s = &mut *data.cast::<Search>();
            let info = &*info;
            if info.dlpi_addr as usize != s.addr || info.dlpi_name != s.name {
                return 0;
            }
            let phdrs = std::slice::from_raw_parts(info.dlpi_phdr, usize::from(info.dlpi_phnum));
            s.found = Some(
                phdrs
                    .iter()
                    .filter(|p| p.p_type == libc::PT_LOAD)
                    .map(|p| (s.addr.wrapping_add(p.p_vaddr as usize), p.p_memsz as usize))
                    .collect(),
            );
            1
        }
    }
    // SAFETY: a live handle's link map is valid while the handle is open (the caller holds
    // it); only its two identifying fields are read.
    let (addr, name) = unsafe { (own.as_ref().l_addr, own.as_ref().l_name) };
    let mut search = Search {
        addr,
        name,
        found: None,
    };
    // SAFETY: `visit` matches the callback type and reads `search` only during the call.
    unsafe { libc::dl_iterate_phdr(Some(visit), (&mut search as *mut Search).cast()) };
    search.found
}

/// `dladdr1` flag asking for the link map of the object containing the address
/// (`RTLD_DL_LINKMAP` in `<dlfcn.h>`; the `libc` crate does not define it).
const RTLD_DL_LINKMAP: c_int = 2;

/// The loader's last error message, cleared.
fn dlerror_text() -> String {
    // SAFETY: `dlerror` returns null or a NUL-terminated message owned by the loader, valid
    // until the next `dl*` call on this thread; it is copied at once.
    let p = unsafe { libc::dlerror() };
    if p.is_null() {
        "unknown loader error".into()
    } else {
        // SAFETY: as above.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

thread_local! {
    /// Unloads running on this thread (a destructor may close another library: nested).
    static UNLOADING: Cell<u32> = const { Cell::new(0) };
}

/// Whether a library is being unloaded on this thread ([`Library::unload`]): its
/// destructors may be running below the caller.
pub(crate) fn unloading() -> bool {
    UNLOADING.try_with(Cell::get).unwrap_or(0) != 0
}

/// Keeps [`UNLOADING`] raised while `dlclose` runs.
struct UnloadingGuard;

impl UnloadingGuard {
    fn enter() -> UnloadingGuard {
        let _ = UNLOADING.try_with(|d| d.set(d.get() + 1));
        UnloadingGuard
    }
}

impl Drop for UnloadingGuard {
    fn drop(&mut self) {
        let _ = UNLOADING.try_with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// A loaded library: a handle from `dlopen`. Dropping it leaves the library loaded (the
/// loader's reference is kept for the process): only [`Library::unload`] closes it, so no
/// drop (in a finalizer, on a worker thread, at an engine's end) can unmap code something
/// may still run.
#[derive(Debug)]
pub(crate) struct Library {
    handle: NonNull<c_void>,
    /// Where the object is mapped (start, length of each `PT_LOAD` segment), found on the
    /// first [`Library::symbol`]; `None` inside if the loader did not list the object.
    segments: std::sync::OnceLock<Option<Vec<(usize, usize)>>>,
}

// SAFETY: the handle is only an identity for `dlsym`/`dlclose`, which glibc's loader makes
// thread-safe (it takes its own lock); `dlclose` runs at most once (`unload` takes `self`).
unsafe impl Send for Library {}
// SAFETY: as for `Send`: no method mutates through `&self` except via the loader's lock.
unsafe impl Sync for Library {}

impl Library {
    fn new(handle: NonNull<c_void>) -> Library {
        Library {
            handle,
            segments: std::sync::OnceLock::new(),
        }
    }

    /// Loads `name` as the dynamic loader resolves it (a bare name through its search path,
    /// a name with `/` as a path).
    ///
    /// # Safety
    ///
    /// Loading a library runs its initialisers: the caller trusts `name`.
    pub(crate) unsafe fn open_search(name: &str) -> Result<Library, DlError> {
        let c = CString::new(name).map_err(|_| DlError::Nul)?;
        // SAFETY: `c` is NUL-terminated; the caller trusts the library.
        let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        NonNull::new(h)
            .map(Library::new)
            .ok_or_else(|| DlError::Loader(dlerror_text()))
    }

    /// Loads exactly the file at `path`, which must still be the file `id` (see the module
    /// docs for how).
    ///
    /// # Safety
    ///
    /// Loading a library runs its initialisers: the caller trusts the file `id`.
    pub(crate) unsafe fn open_checked(path: &Path, id: FileId) -> Result<Library, DlError> {
        let (mut fd, probe) = open_probe(path)?;
        if probe.id != id {
            return Err(DlError::Replaced);
        }
        // A name the loader already knows (an object loaded earlier through the same fd
        // number keeps it as an alias) would be matched by name, not by file: try the name
        // with RTLD_NOLOAD first; if it names another object, move to another fd number.
        for _ in 0..32 {
            let name = CString::new(format!("/proc/self/fd/{}", fd.as_raw_fd()))
                .map_err(|_| DlError::Nul)?;
            let flags = libc::RTLD_NOW | libc::RTLD_LOCAL;
            // SAFETY: `name` is NUL-terminated; RTLD_NOLOAD loads nothing.
            let known = unsafe { libc::dlopen(name.as_ptr(), flags | libc::RTLD_NOLOAD) };
            if let Some(handle) = NonNull::new(known) {
                let lib = Library::new(handle);
                let mapped = lib.is_mapped_from(&probe);
                if let Ok(true) = mapped {
                    return Ok(lib);
                }
                // SAFETY: the reference RTLD_NOLOAD just added to an object loaded before
                // (which its earlier holder keeps loaded); nothing of it was handed out.
                unsafe { lib.unload() };
                mapped?;
                fd = dup_above(&fd)?;
                continue;
            }
            // SAFETY: `name` names the open, checked file; the caller trusts it.
            let h = unsafe { libc::dlopen(name.as_ptr(), flags) };
            let lib = NonNull::new(h)
                .map(Library::new)
                .ok_or_else(|| DlError::Loader(dlerror_text()))?;
            return match lib.is_mapped_from(&probe) {
                Ok(true) => Ok(lib),
                Ok(false) => {
                    // SAFETY: just loaded, nothing of it handed out or running.
                    unsafe { lib.unload() };
                    Err(DlError::NotTheCheckedFile)
                }
                Err(e) => {
                    // SAFETY: as above.
                    unsafe { lib.unload() };
                    Err(e)
                }
            };
        }
        Err(DlError::Loader(
            "no free /proc/self/fd name to load the file through".into(),
        ))
    }

    /// The library's link map (`dlinfo(RTLD_DI_LINKMAP)`).
    fn link_map(&self) -> Result<NonNull<LinkMap>, DlError> {
        let mut lm: *mut LinkMap = std::ptr::null_mut();
        // SAFETY: `handle` is a live dlopen handle; RTLD_DI_LINKMAP writes one pointer.
        let r = unsafe {
            libc::dlinfo(
                self.handle.as_ptr(),
                libc::RTLD_DI_LINKMAP,
                (&mut lm as *mut *mut LinkMap).cast(),
            )
        };
        if r != 0 {
            return Err(DlError::Loader(dlerror_text()));
        }
        NonNull::new(lm).ok_or(DlError::NoFile)
    }

    /// The file name the loader recorded for the library.
    fn file_name(&self) -> Result<PathBuf, DlError> {
        let lm = self.link_map()?;
        // SAFETY: a live handle's link map is valid while the handle is open; `l_name` is a
        // NUL-terminated string owned by the loader (empty for the main program).
        let name = unsafe {
            let p = lm.as_ref().l_name;
            if p.is_null() {
                return Err(DlError::NoFile);
            }
            CStr::from_ptr(p)
        };
        if name.is_empty() {
            return Err(DlError::NoFile);
        }
        Ok(PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes())))
    }

    /// Whether the library's dynamic section lies in a mapping of the same file as the probe.
    fn is_mapped_from(&self, probe: &Probe) -> Result<bool, DlError> {
        let lm = self.link_map()?;
        // SAFETY: as in `file_name`: the link map is valid while the handle is open.
        let ld = unsafe { lm.as_ref().l_ld } as usize;
        let maps = std::fs::read_to_string("/proc/self/maps")?;
        let a = mapping_file(&maps, ld);
        let b = mapping_file(&maps, probe.map.as_ptr() as usize);
        Ok(a.is_some() && a == b)
    }

    /// Whether `addr` lies in this library's own mappings (`dladdr1` names this library's
    /// link map for it), not in a dependency's or another object's.
    pub(crate) fn contains(&self, addr: *const c_void) -> bool {
        let Ok(own) = self.link_map() else {
            return false;
        };
        let mut info = std::mem::MaybeUninit::<libc::Dl_info>::zeroed();
        let mut lm: *mut c_void = std::ptr::null_mut();
        // SAFETY: `info` and `lm` are writable; RTLD_DL_LINKMAP stores one `link_map *`;
        // `addr` is only looked up, never read.
        let found = unsafe { libc::dladdr1(addr, info.as_mut_ptr(), &mut lm, RTLD_DL_LINKMAP) };
        found != 0 && lm.cast::<LinkMap>() == own.as_ptr()
    }

    /// The address of `name`, which must be defined by this library itself.
    pub(crate) fn symbol(&self, name: &str) -> Result<*const c_void, DlError> {
        let c = CString::new(name).map_err(|_| DlError::Nul)?;
        // SAFETY: clears the thread's pending loader error, so a null result is attributed
        // correctly below.
        unsafe { libc::dlerror() };
        // SAFETY: `handle` is live, `c` is NUL-terminated; the address is only looked at.
        let addr = unsafe { libc::dlsym(self.handle.as_ptr(), c.as_ptr()) };
        if addr.is_null() {
            return Err(DlError::SymbolNotFound(dlerror_text()));
        }
        let own = self.link_map()?;
        // The object's own segments, found once: a symbol inside one is the object's (the
        // same answer as `dladdr1`'s, which scans the object's symbol table for the nearest
        // symbol: about 80,000 instructions per symbol of libc).
        let segments = self.segments.get_or_init(|| own_segments(own));
        if let Some(segments) = segments {
            let a = addr as usize;
            if segments
                .iter()
                .any(|&(start, len)| a >= start && a - start < len)
            {
                return Ok(addr.cast_const());
            }
        }
        let mut info = std::mem::MaybeUninit::<libc::Dl_info>::zeroed();
        let mut lm: *mut c_void = std::ptr::null_mut();
        // SAFETY: `info` and `lm` are writable; RTLD_DL_LINKMAP stores one `link_map *`.
        let found = unsafe { libc::dladdr1(addr, info.as_mut_ptr(), &mut lm, RTLD_DL_LINKMAP) };
        if found != 0 && lm.cast::<LinkMap>() == own.as_ptr() {
            return Ok(addr.cast_const());
        }
        // A symbol the library defines itself that the loader resolved into the kernel's
        // vDSO (glibc's `gettimeofday`, `time`, `clock_gettime`: IFUNCs whose resolvers
        // return the vDSO's code) is the library's: its own dynamic symbol table defines the
        // name. A dependency's symbol stays refused: its name is not defined there.
        // SAFETY: dladdr1 succeeded when `found != 0`, so `info` is initialised.
        let base = (found != 0).then(|| unsafe { info.assume_init_ref() }.dli_fbase as usize);
        // SAFETY: getauxval only reads the process's auxiliary vector.
        let vdso = unsafe { libc::getauxval(libc::AT_SYSINFO_EHDR) } as usize;
        // SAFETY: `own` is this open library's link map (valid while the handle is open).
        if vdso != 0 && base == Some(vdso) && unsafe { defines(own, name) } {
            return Ok(addr.cast_const());
        }
        let owner = if found == 0 {
            "an unknown object".to_string()
        } else {
            // SAFETY: dladdr1 succeeded, so `info` is initialised; `dli_fname` is null or a
            // NUL-terminated name owned by the loader.
            unsafe {
                let info = info.assume_init();
                if info.dli_fname.is_null() {
                    "an unknown object".to_string()
                } else {
                    CStr::from_ptr(info.dli_fname)
                        .to_string_lossy()
                        .into_owned()
                }
            }
        };
        Err(DlError::ForeignSymbol(owner))
    }
}

impl Library {
    /// Closes the handle (`dlclose`): when it was the object's last reference, the loader
    /// runs the library's destructors on this thread and unmaps it. While that runs,
    /// [`unloading`] is true on this thread.
    ///
    /// # Safety
    ///
    /// Nothing can run the library's code afterwards, if this was its last reference: no
    /// function of it is callable (symbols check their library's `closed` flag first), none
    /// of its code is on this thread's stack (no callback of the engine is running below)
    /// or on another thread's (no call in flight holds it), and nothing is in the middle of
    /// being destroyed (not inside a finalizer or the garbage collector).
    pub(crate) unsafe fn unload(self) {
        let _unloading = UnloadingGuard::enter();
        // SAFETY: `handle` came from dlopen and is closed exactly once (`self` is consumed);
        // the caller's contract says nothing runs the code afterwards.
        unsafe { libc::dlclose(self.handle.as_ptr()) };
    }
}

/// An open file with a one-page read-only mapping of it, whose line in `/proc/self/maps`
/// names the file as the kernel sees it (the same way it names a loaded library's mappings).
struct Probe {
    id: FileId,
    map: NonNull<c_void>,
    len: usize,
}

impl Drop for Probe {
    fn drop(&mut self) {
        // SAFETY: `map` is a mapping of `len` bytes made by `open_probe`, unmapped once.
        unsafe { libc::munmap(self.map.as_ptr(), self.len) };
    }
}

/// Opens `path` (read-only, close-on-exec), examines the open file and maps its first page.
fn open_probe(path: &Path) -> Result<(OwnedFd, Probe), DlError> {
    let c = CString::new(path.as_os_str().as_bytes()).map_err(|_| DlError::Nul)?;
    // SAFETY: `c` is NUL-terminated.
    let raw = unsafe { libc::open(c.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
    if raw < 0 {
        return Err(std::io::Error::last_os_error().into());
    }
    // SAFETY: `raw` is a new descriptor owned by nobody else.
    let fd = unsafe { OwnedFd::from_raw_fd(raw) };
    let mut st = std::mem::MaybeUninit::<libc::stat>::zeroed();
    // SAFETY: `fd` is open; `st` is writable.
    if unsafe { libc::fstat(fd.as_raw_fd(), st.as_mut_ptr()) } != 0 {
        return Err(std::io::Error::last_os_error().into());
    }
    // SAFETY: fstat succeeded.
    let st = unsafe { st.assume_init() };
    if st.st_mode & libc::S_IFMT != libc::S_IFREG || st.st_size <= 0 {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a non-empty regular file",
        )
        .into());
    }
    let id = FileId {
        dev: st.st_dev,
        ino: st.st_ino,
    };
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(4096);
    // SAFETY: a new private read-only mapping of an open regular file; nothing else is
    // touched.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            page,
            libc::PROT_READ,
            libc::MAP_PRIVATE,
            fd.as_raw_fd(),
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(std::io::Error::last_os_error().into());
    }
    let map = NonNull::new(p).ok_or(DlError::NoFile)?;
    Ok((fd, Probe { id, map, len: page }))
}

/// A duplicate of `fd` with a higher number (close-on-exec); `fd` is closed.
fn dup_above(fd: &OwnedFd) -> Result<OwnedFd, DlError> {
    let n = fd.as_raw_fd();
    // SAFETY: `fd` is open; F_DUPFD_CLOEXEC makes a new descriptor >= n + 1.
    let raw = unsafe { libc::fcntl(n, libc::F_DUPFD_CLOEXEC, n + 1) };
    if raw < 0 {
        return Err(std::io::Error::last_os_error().into());
    }
    // SAFETY: `raw` is a new descriptor owned by nobody else.
    Ok(unsafe { OwnedFd::from_raw_fd(raw) })
}

/// The `(device, inode)` fields of the `/proc/self/maps` line whose range holds `addr`, for
/// a file mapping (inode not 0).
fn mapping_file(maps: &str, addr: usize) -> Option<(&str, u64)> {
    maps.lines().find_map(|line| {
        let mut f = line.split_ascii_whitespace();
        let (start, end) = f.next()?.split_once('-')?;
        let (start, end) = (
            usize::from_str_radix(start, 16).ok()?,
            usize::from_str_radix(end, 16).ok()?,
        );
        if !(start..end).contains(&addr) {
            return None;
        }
        let (_perms, _offset, dev) = (f.next()?, f.next()?, f.next()?);
        let ino: u64 = f.next()?.parse().ok()?;
        (ino != 0).then_some((dev, ino))
    })
}

/// The checked file behind an allowed name: its canonical path and identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CheckedFile {
    pub(crate) canonical: PathBuf,
    pub(crate) id: FileId,
}

/// Resolves an allow-list path (one containing `/`): its canonical form, which must be a
/// regular file.
pub(crate) fn resolve_path(path: &Path) -> Result<CheckedFile, DlError> {
    let canonical = std::fs::canonicalize(path)?;
    let (_fd, probe) = open_probe(&canonical)?;
    Ok(CheckedFile {
        canonical,
        id: probe.id,
    })
}

/// Resolves a bare soname to the file the dynamic loader picks for it: loads it (running
/// its initialisers), reads the loader's file name for it, canonicalises that, and checks
/// that the loaded object is mapped from the file found, before unloading it.
///
/// # Safety
///
/// Loading a library runs its initialisers: the caller trusts `soname`.
pub(crate) unsafe fn resolve_soname(soname: &str) -> Result<CheckedFile, DlError> {
    // SAFETY: the caller trusts the library.
    let lib = unsafe { Library::open_search(soname)? };
    let checked = (|| {
        let canonical = std::fs::canonicalize(lib.file_name()?)?;
        let (_fd, probe) = open_probe(&canonical)?;
        if !lib.is_mapped_from(&probe)? {
            return Err(DlError::NotTheCheckedFile);
        }
        Ok(CheckedFile {
            canonical,
            id: probe.id,
        })
    })();
    // SAFETY: loaded here only to be examined; nothing of it was handed out or runs.
    unsafe { lib.unload() };
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The test library (a dev-dependency's cdylib, beside the test binary).
    fn testlib() -> PathBuf {
        let exe = std::env::current_exe().unwrap();
        exe.parent().unwrap().join("libhostcall_testlib.so")
    }

    /// An object that was loaded through `/proc/self/fd/N` keeps that name while it is
    /// loaded; loading another file through the same fd number must not return it.
    #[test]
    fn a_reused_fd_name_does_not_return_the_earlier_object() {
        let dir = std::env::temp_dir().join(format!("hostcall-dl-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let a = dir.join("a.so");
        std::fs::copy(testlib(), &a).unwrap();
        let z = std::fs::canonicalize(
            // SAFETY: the system zlib is trusted.
            unsafe { Library::open_search("libz.so.1") }
                .unwrap()
                .file_name()
                .unwrap(),
        )
        .unwrap();
        let b = dir.join("b.so");
        std::fs::copy(z, &b).unwrap();
        let (fa, fb) = (resolve_path(&a).unwrap(), resolve_path(&b).unwrap());
        for _ in 0..20 {
            // SAFETY: copies of the test library and zlib are trusted.
            let la = unsafe { Library::open_checked(&fa.canonical, fa.id) }.unwrap();
            // SAFETY: as above.
            let lb = unsafe { Library::open_checked(&fb.canonical, fb.id) }.unwrap();
            assert!(la.symbol("hc_add_i32").is_ok());
            assert!(lb.symbol("crc32").is_ok());
            assert!(matches!(
                lb.symbol("hc_add_i32"),
                Err(DlError::SymbolNotFound(_))
            ));
            // SAFETY: nothing of the copies is used after their unload.
            unsafe { lb.unload() };
            // SAFETY: as above.
            let lb = unsafe { Library::open_checked(&fb.canonical, fb.id) }.unwrap();
            assert!(lb.symbol("crc32").is_ok());
            // SAFETY: as above.
            unsafe {
                lb.unload();
                la.unload();
            }
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_loaded_object_is_mapped_from_its_own_file_only() {
        // SAFETY: the system zlib is trusted.
        let z = unsafe { Library::open_search("libz.so.1") }.unwrap();
        let zfile = std::fs::canonicalize(z.file_name().unwrap()).unwrap();
        let (_fd, zprobe) = open_probe(&zfile).unwrap();
        let (_fd2, other) = open_probe(&testlib()).unwrap();
        assert!(z.is_mapped_from(&zprobe).unwrap());
        assert!(!z.is_mapped_from(&other).unwrap());
        assert!(
            matches!(z.symbol("system"), Err(DlError::ForeignSymbol(o)) if o.contains("libc.so"))
        );
        assert!(z.symbol("crc32").is_ok());
    }

    #[test]
    fn maps_lines_are_parsed() {
        let maps = "\
7f0000000000-7f0000001000 r--p 00000000 fe:00 326279   /usr/lib/libc.so.6
7f0000001000-7f0000002000 rw-p 00000000 00:00 0
";
        assert_eq!(
            mapping_file(maps, 0x7f00_0000_0800),
            Some(("fe:00", 326279))
        );
        assert_eq!(mapping_file(maps, 0x7f00_0000_1800), None, "anonymous");
        assert_eq!(mapping_file(maps, 0x1000), None, "unmapped");
    }
}
