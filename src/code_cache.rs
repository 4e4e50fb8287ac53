//! The persistent code cache: compiled thunks and native entries kept on disk, so a later
//! process (the second run of a script) takes thunks from its first call, with no compile.
//!
//! Generated code refers to nothing outside itself but its import table (see
//! `hostcall_jit::PortableCode`), so the bytes a compile produced serve any process of the
//! same build once the table's address is written in. Each entry is one file named by a
//! hash of its key; the key is every input of the code: the signature (struct layouts
//! included), the value layout (name and fingerprint), the entry kind (a native entry's
//! shape), and `hostcall_jit::code_fingerprint` (this build's versions, the target, the
//! CPU features the ISA uses, the compiler options).
//!
//! **The bundle.** Reading one file per shape costs a process six system calls and two
//! hashes per shape before its first call. [`CodeCache::write_bundle`] (the `hostcall`
//! command calls it at the end of a run that wrote or loaded separate entries) gathers
//! every entry into one file, `bundle`, and removes the separate files it took in; the
//! next process opens the bundle once (at its first lookup) and finds each shape's entry in
//! it by name. Each entry in the bundle keeps its own checksum and key, checked before any
//! of its code can run, as a separate file's; a shape not in the bundle is looked up as a
//! separate file.
//!
//! **File-backed code** (x86-64 Linux). When a process gathers the bundle, the entries of its
//! own build are laid out for running where they lie: their code in a section at the end
//! of the file, at a page boundary, each at a 64-byte offset and trap-filled between, and
//! each reference to the import table (a `movabs` of the table's address in portable code)
//! rewritten as a load of the same register from a word at a fixed distance past the
//! file's end (`mov r64, [rip + disp32]` and a 3-byte `nop`: the same 10 bytes). The next
//! process maps the bundle private and read-only (`hostcall_jit::FileCode`), with one page
//! of words right after it; checks every entry where it lies (checksums over its record
//! and its code, its key this build's, every reference exactly its slot's load, every byte
//! of the code section either an entry's code or trap fill); writes each slot's table
//! address into the words and makes them read-only; makes the code section read +
//! execute; and hands out addresses in it. No page of code is written or copied: the
//! kernel maps the file's cached pages. A lookup compares the key, fills the entry's table
//! for its layout and slow path (a table filled for another slow path refuses, and that
//! lookup installs a copy, its loads turned back into portable code, on a table of its
//! own). Trusting a mapped file's bytes after checking them rests on what the directory
//! checks already require: only this user can write the directory and its files, and
//! hostcall only ever replaces a file by renaming another over it, which leaves a mapped
//! one as it was.
//!
//! **Sealed placement.** Where the bundle cannot be mapped so (another target, no
//! file-backed entry of this build, an entry of this build that fails a check, a
//! filesystem that refuses executable mappings), it is read (at the first lookup) straight
//! into memory of its own (`hostcall_jit::place_sealed`); every entry in it is checked
//! there, in this process's private copy (all but the key comparison, which needs the shape
//! looked up); the code of the good entries of this build is moved to aligned offsets from
//! the start, each import-table reference resolved to a table made for its key's layout
//! and entry-kind part, everything else (a bad entry included) trap-filled, and the memory
//! made read + execute before any address in it is handed out, never writable again.
//! Where that is not possible either (not Linux, a policy forbidding the seal) or the
//! bundle is over [`MAX_SEALED_BYTES`], it is read as bytes and each entry copied into
//! code memory when looked up.
//!
//! It is code from disk, so no entry's code is handed out unless all of these hold (and a
//! bundle's code is made executable only after every entry of this build placed with it
//! passed all of them but the key comparison, which needs the shape looked up):
//!
//! - the directory is a real directory (not a symbolic link) owned by this user and not
//!   writable by the group or others (checked when the cache is opened);
//! - the file is a regular file opened without following a symbolic link, owned by this
//!   user, not writable by the group or others, and at most [`MAX_ENTRY_BYTES`] (the
//!   bundle: at most the cache's byte bound, and its framing whole: else it is ignored);
//! - it parses (magic, format), its key equals the key looked up, its relocations lie
//!   inside its code, and its XXH3-128 checksum over everything before it matches (a
//!   file-backed entry: one over its code and one over its record; a checksum against
//!   corruption, truncation and torn writes; it keeps out no one who can write the file,
//!   and the directory checks are what keep others out).
//!
//! A file that fails any check is ignored (counted in [`CodeCacheStats::refused`]) and the
//! shape compiled and written again. Writes go to a temporary file (created exclusively,
//! mode 0600) renamed over the entry, so a reader sees a whole entry or none, and two
//! processes filling one cache at once each leave whole entries. The cache holds at most
//! its byte bound; past it nothing more is written. An attacker who can write files as this
//! user can do anything this user can anyway: the checks keep out other users, and
//! corruption, truncation, concurrent writers and other builds.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// XXH3-128 (twox-hash's: it picks AVX2 or SSE2 when the process starts, which halves the
/// cost of checking a bundle's code against the SSE2-only build of other crates).
fn xxh3_128(bytes: &[u8]) -> u128 {
    twox_hash::XxHash3_128::oneshot(bytes)
}

use hostcall_core::imports::{layout_fingerprint, ImportTable};
use hostcall_core::{EntryKind, LayoutRef, Signature};

use crate::jit::PortableCode;

/// Bytes of one entry at most (a thunk is a few hundred bytes; struct shapes up to a few
/// KiB).
pub const MAX_ENTRY_BYTES: u64 = 1 << 20;

/// A bundle is placed sealed when it is at most this many bytes (all of this build's code
/// in it is placed, used or not; a larger one is read as bytes and each entry installed
/// when looked up).
pub const MAX_SEALED_BYTES: usize = 16 << 20;

/// [`CodeCache`]'s byte count before it is first needed.
const UNCOUNTED: u64 = u64::MAX;

/// The default bound on the cache's bytes.
pub const DEFAULT_MAX_BYTES: u64 = 64 << 20;

/// The entry format (the first 8 bytes of every entry: magic, then this).
const MAGIC: &[u8; 4] = b"HCCC";
/// 2: XXH3-128 checksums and names (1: SHA-256).
const FORMAT: u32 = 2;

/// Bytes of an entry's checksum (its last bytes).
const CHECKSUM_BYTES: usize = 16;

/// The bundle's file name and format (see [`parse_bundle_parts`]).
const BUNDLE: &str = "bundle";
const BUNDLE_MAGIC: &[u8; 4] = b"HCCB";
/// 3: file-backed entries (2: every entry as a separate file holds it).
const BUNDLE_FORMAT: u32 = 3;

/// The page size file-backed code is laid out for (x86-64's): its words start at the
/// bundle's length rounded up to this.
const MAPPED_PAGE: usize = 4096;

/// Words (import-table addresses, one per key prefix and addend) a bundle's file-backed
/// code may load from: one page of them.
const MAX_SLOTS: usize = MAPPED_PAGE / std::mem::size_of::<usize>();

/// Most references to its import table one file-backed entry may have.
const MAX_REFS: usize = 4096;

/// An entry's name: the XXH3-128 of its key (little-endian).
type Name = [u8; 16];

/// Why a directory cannot hold a code cache.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CodeCacheError {
    /// The directory could not be made or examined.
    #[error("code cache {}: {error}", path.display())]
    Io {
        /// The directory.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// The directory is not one this user alone controls.
    #[error("code cache {}: {why}; not used", path.display())]
    Unsafe {
        /// The directory.
        path: PathBuf,
        /// What is wrong.
        why: String,
    },
    /// This build compiles nothing (no `jit` feature), or the JIT cannot run here.
    #[error("code cache: {0}")]
    NoJit(String),
}

/// What the cache did so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodeCacheStats {
    /// Entries found, verified and installed (each a compile saved).
    pub loaded: u64,
    /// Entries written.
    pub written: u64,
    /// Of `loaded`: entries found in the bundle (no file opened for them).
    pub from_bundle: u64,
    /// Files or bundle entries that failed a check (ignored; the shape was compiled again).
    pub refused: u64,
    /// Entries not written because the cache was at its byte bound.
    pub full: u64,
}

/// A persistent code cache in one directory (see the module docs).
///
/// Open one per process (and attach it to the process's [`ThunkCache`](crate::ThunkCache)):
/// each `CodeCache` that reads the bundle places its code for the life of the process, as
/// compiled code is never freed.
#[derive(Debug)]
pub struct CodeCache {
    dir: PathBuf,
    /// `hostcall_jit::code_fingerprint`, made at the first lookup or write (it sets the JIT
    /// up, which a program that never registers a host function does not need); `None`
    /// where the JIT cannot run (the cache then holds and finds nothing).
    fingerprint: std::sync::OnceLock<Option<String>>,
    /// Key prefixes already made ([`CodeCache::key_prefix`]), by layout id and entry kind
    /// (registered layouts live for the process, and equal ids are equal layouts).
    prefixes: std::sync::Mutex<Vec<(u32, EntryKind, String)>>,
    /// The bundle, read at the first lookup (empty when there is none or it was refused).
    bundle: std::sync::OnceLock<Bundle>,
    max_bytes: u64,
    /// The directory's bytes as this process last counted them and added to
    /// ([`UNCOUNTED`] until the first write: a process that only reads never lists the
    /// directory).
    bytes: AtomicU64,
    loaded: AtomicU64,
    from_bundle: AtomicU64,
    written: AtomicU64,
    refused: AtomicU64,
    full: AtomicU64,
}

/// The bundle's maps by name (names are hashes of keys a script can choose; foldhash is
/// seeded per process, as the thunk cache's).
type Map<V> = std::collections::HashMap<Name, V, foldhash::fast::RandomState>;

/// The bundle's entries, by name: file-backed or placed sealed, or (where it could not be)
/// as bytes.
#[derive(Debug, Default)]
struct Bundle {
    /// The bundle's bytes (the file-backed mapping, or a copy when it was not placed
    /// sealed; empty when it was).
    bytes: std::borrow::Cow<'static, [u8]>,
    /// Name -> a classic entry's range in `bytes`, checked when looked up (entries that
    /// failed a check when the bundle was read are not in it).
    index: Map<std::ops::Range<usize>>,
    /// File-backed entries of a bundle read as bytes: checked, turned back into portable
    /// code, with their keys.
    converted: Map<(Box<[u8]>, PortableCode)>,
    /// The entries of this build placed sealed when the bundle was read, by name.
    placed: Map<Placed>,
}

/// An entry of the bundle placed in sealed code memory.
#[derive(Debug)]
struct Placed {
    /// Its code (sealed, for the life of the process), its references resolved to `table`.
    code: &'static [u8],
    /// Its key (compared with the key looked up).
    key: std::borrow::Cow<'static, [u8]>,
    /// Where its code refers to its import table (to install it elsewhere).
    refs: PlacedRefs,
    /// The table its code refers to: one per key prefix (layout and entry kind) in the
    /// bundle, empty until the first lookup of an entry with that prefix fills it for that
    /// lookup's layout and slow path.
    table: &'static ImportTable,
}

/// Where placed code refers to its import table.
#[derive(Debug)]
enum PlacedRefs {
    /// Placed sealed: portable code's references (offset, addend), resolved in place.
    Sealed(Vec<(u32, i64)>),
    /// File-backed: its references' bytes in the bundle (see [`mapped_refs`]), loads from
    /// its slots.
    FileBacked(&'static [u8]),
}

impl Placed {
    /// The portable code this placed code was made from (to install a copy elsewhere).
    fn portable(&self) -> PortableCode {
        match &self.refs {
            PlacedRefs::Sealed(relocs) => PortableCode {
                bytes: self.code.to_vec(),
                table_relocs: relocs.clone(),
            },
            PlacedRefs::FileBacked(refs) => file_backed_portable(self.code, refs),
        }
    }
}

/// An entry on its way into sealed memory (see [`CodeCache::read_sealed`]).
struct SealedEntry {
    key: Box<[u8]>,
    /// Bytes of the key's layout and entry-kind part (its first three lines).
    prefix_len: usize,
    table_relocs: Vec<(u32, i64)>,
    /// Where its code was placed in the sealed bytes.
    code: std::ops::Range<usize>,
    table: Option<&'static ImportTable>,
}

/// A new, empty import table for placed code: it lives for the process, as the code that
/// refers to it (every one is kept in a process-wide list, so none is ever unreachable).
fn placed_table() -> &'static ImportTable {
    static TABLES: std::sync::Mutex<Vec<&'static ImportTable>> = std::sync::Mutex::new(Vec::new());
    let t: &'static ImportTable = Box::leak(Box::new(ImportTable::new()));
    TABLES.lock().unwrap_or_else(|p| p.into_inner()).push(t);
    t
}

/// What [`CodeCache::load`] found: code already placed, or portable code to install.
pub(crate) enum Found {
    /// Placed sealed when the bundle was read, its import table filled for this lookup.
    Placed {
        /// The code's address.
        address: usize,
        /// Its size.
        size: usize,
    },
    /// Checked code to install.
    Portable(PortableCode),
}

/// The user this process runs as (read once: the effective user does not change under a
/// running engine).
fn euid() -> u32 {
    static EUID: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    // SAFETY: geteuid only reads the process's credentials.
    *EUID.get_or_init(|| unsafe { libc::geteuid() })
}

/// Why `meta` (of a file or directory) is not this user's alone, if it is not.
fn not_private(meta: &std::fs::Metadata) -> Option<String> {
    if meta.uid() != euid() {
        return Some(format!("owned by uid {}, not {}", meta.uid(), euid()));
    }
    if meta.mode() & 0o022 != 0 {
        return Some(format!(
            "writable by the group or others (mode {:o})",
            meta.mode() & 0o777
        ));
    }
    None
}

impl CodeCache {
    /// Opens (making it, mode 0700, if it does not exist) the cache in `dir`, bounded to
    /// `max_bytes`. Refused when the directory is a symbolic link, not this user's, or
    /// writable by others, and in a build without the JIT (on a CPU the JIT cannot target,
    /// the cache finds and keeps nothing). Cheap: the JIT is set up at the first lookup.
    pub fn open(dir: &Path, max_bytes: u64) -> Result<CodeCache, CodeCacheError> {
        if !cfg!(feature = "jit") {
            return Err(CodeCacheError::NoJit(
                "this build of hostcall has no JIT (feature `jit`)".into(),
            ));
        }
        let io = |error| CodeCacheError::Io {
            path: dir.to_path_buf(),
            error,
        };
        let meta = match std::fs::symlink_metadata(dir) {
            Ok(meta) => meta,
            Err(_) => {
                std::fs::DirBuilder::new()
                    .recursive(true)
                    .mode(0o700)
                    .create(dir)
                    .map_err(io)?;
                std::fs::symlink_metadata(dir).map_err(io)?
            }
        };
        let unsafe_dir = |why: String| CodeCacheError::Unsafe {
            path: dir.to_path_buf(),
            why,
        };
        if meta.file_type().is_symlink() {
            return Err(unsafe_dir("a symbolic link".into()));
        }
        if !meta.is_dir() {
            return Err(unsafe_dir("not a directory".into()));
        }
        if let Some(why) = not_private(&meta) {
            return Err(unsafe_dir(why));
        }
        Ok(CodeCache {
            dir: dir.to_path_buf(),
            fingerprint: std::sync::OnceLock::new(),
            prefixes: std::sync::Mutex::new(Vec::new()),
            bundle: std::sync::OnceLock::new(),
            max_bytes,
            bytes: AtomicU64::new(UNCOUNTED),
            loaded: AtomicU64::new(0),
            from_bundle: AtomicU64::new(0),
            written: AtomicU64::new(0),
            refused: AtomicU64::new(0),
            full: AtomicU64::new(0),
        })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// What the cache did so far.
    pub fn stats(&self) -> CodeCacheStats {
        CodeCacheStats {
            loaded: self.loaded.load(Ordering::Relaxed),
            from_bundle: self.from_bundle.load(Ordering::Relaxed),
            written: self.written.load(Ordering::Relaxed),
            refused: self.refused.load(Ordering::Relaxed),
            full: self.full.load(Ordering::Relaxed),
        }
    }

    /// The key of a shape: every input of its code (`None` where the JIT cannot run).
    fn key(&self, sig: &Signature, layout: LayoutRef, entry: EntryKind) -> Option<String> {
        let at = layout.id();
        let mut prefixes = self.prefixes.lock().unwrap_or_else(|p| p.into_inner());
        let prefix = match prefixes.iter().find(|(a, e, _)| *a == at && *e == entry) {
            Some((_, _, p)) => p,
            None => {
                let p = self.key_prefix(layout, entry)?;
                prefixes.push((at, entry, p));
                &prefixes.last()?.2
            }
        };
        let mut key = String::with_capacity(prefix.len() + 64);
        key.push_str(prefix);
        // A signature named by its kinds alone is its text form (cheap, and never starts
        // with `{` as a descriptor does); one with struct layouts or a dialect, its exact
        // descriptor.
        if !sig.push_kinds_text(&mut key) {
            key.push_str(&sig.to_descriptor());
        }
        Some(key)
    }

    /// The digest of this build's code fingerprint, the first line of every key (made once).
    fn fingerprint(&self) -> Option<&str> {
        // The fingerprint is long (versions, target, CPU features, options): its digest,
        // made once, stands for it in every key.
        self.fingerprint
            .get_or_init(|| {
                crate::jit::code_fingerprint()
                    .ok()
                    .map(|f| hex(&xxh3_128(f.as_bytes()).to_le_bytes()))
            })
            .as_deref()
    }

    /// The part of a key that the layout and entry kind decide (the build's fingerprint
    /// first): made once per (layout, entry kind).
    fn key_prefix(&self, layout: LayoutRef, entry: EntryKind) -> Option<String> {
        let fingerprint = self.fingerprint()?;
        let entry = match entry {
            EntryKind::Uniform => "uniform".to_string(),
            EntryKind::CClosure(e) => format!(
                "native {} {:?} {:?} {:x} {:x}",
                e.method_offset,
                e.disabled_flag_ptr_offset,
                e.counter_ptr_offset,
                e.exception[0],
                e.exception[1]
            ),
        };
        Some(format!(
            "{fingerprint}\nlayout {} {:x}\n{entry}\n",
            layout.name,
            layout_fingerprint(layout)
        ))
    }

    /// The file of the entry named `name`.
    fn path_of(&self, name: &Name) -> PathBuf {
        self.dir.join(hex(name))
    }

    /// The bundle, read on first use: placed sealed where it can be, else kept as bytes
    /// (see the module docs).
    fn bundle(&self) -> &Bundle {
        self.bundle.get_or_init(|| {
            let path = self.dir.join(BUNDLE);
            let open = || match open_private(&path) {
                Ok(f) => Ok(Some(f)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("cannot open it ({e})")),
            };
            // File-backed, else placed sealed: each way opens the file afresh (a way that
            // does not take the bundle leaves nothing behind).
            type Way = fn(&CodeCache, &File) -> Result<Option<Bundle>, String>;
            for way in [CodeCache::map_bundle as Way, CodeCache::read_sealed] {
                match open().and_then(|f| f.map(|f| way(self, &f)).transpose()) {
                    // No bundle.
                    Ok(None) => return Bundle::default(),
                    Ok(Some(Some(bundle))) => return bundle,
                    Ok(Some(None)) => {}
                    Err(why) => {
                        self.refuse(&path, &why);
                        return Bundle::default();
                    }
                }
            }
            // Not placed sealed (too large, no fingerprint, the mapping refused): read again
            // as bytes, each entry installed when looked up.
            let read = open().and_then(|f| {
                let f = f.ok_or("removed while read")?;
                read_checked(f, self.max_bytes).and_then(parse_bundle)
            });
            match read {
                Ok((mut bundle, mut bad)) => {
                    bad.extend(bundle.index.iter().filter_map(|(name, r)| {
                        parse_entry_parts(&bundle.bytes[r.clone()])
                            .err()
                            .map(|why| (*name, why))
                    }));
                    for (name, why) in bad {
                        bundle.index.remove(&name);
                        self.refuse_in_bundle(&name, &why);
                    }
                    bundle
                }
                Err(why) => {
                    self.refuse(&path, &why);
                    Bundle::default()
                }
            }
        })
    }

    /// Maps the bundle `file` and runs its file-backed entries of this build where they lie
    /// (see the module docs): `Ok(None)` when it is not used that way (not x86-64 Linux
    /// with 4 KiB pages, no file-backed entry of this build, the mapping or the seal
    /// refused: the caller reads it), `Err` when the bundle is refused whole. Entries that
    /// fail a check are refused here, once.
    fn map_bundle(&self, file: &File) -> Result<Option<Bundle>, String> {
        if !cfg!(target_arch = "x86_64") || crate::jit::page_size() != MAPPED_PAGE {
            return Ok(None);
        }
        let len = checked_len(file, self.max_bytes)?;
        let Some(fingerprint) = self.fingerprint() else {
            return Ok(None);
        };
        if len == 0 || len > MAX_SEALED_BYTES as u64 {
            return Ok(None);
        }
        // SAFETY: the file is the bundle of a directory this user alone can write (checked
        // when the cache was opened; the file itself checked by `checked_len`), opened
        // without following a link; hostcall only ever replaces it by renaming, which
        // leaves this file as it is: nothing writes it in place or shortens it.
        let mapping = match unsafe { crate::jit::FileCode::map(file, len as usize, MAX_SLOTS) } {
            Ok(m) => m,
            Err(e) => {
                log::debug!("hostcall: code cache bundle not mapped ({e}); reading it");
                return Ok(None);
            }
        };
        let bytes = mapping.bytes();
        let parts = parse_bundle_parts(bytes)?;
        if mapping.words_offset() != bytes.len().next_multiple_of(MAPPED_PAGE) {
            return Ok(None);
        }
        let own = |e: &MappedRecord| {
            let key = &bytes[e.key.clone()];
            key.strip_prefix(fingerprint.as_bytes())
                .is_some_and(|rest| rest.starts_with(b"\n"))
        };
        // The code section is made executable whole: every entry in it must be this build's
        // (and checked, below), as `encode_bundle` writes it.
        if parts.mapped.is_empty() || !parts.mapped.iter().all(own) {
            return Ok(None);
        }
        // Every slot's table (one per key prefix), and the words the code loads.
        let mut tables: Vec<(Box<[u8]>, &'static ImportTable)> = Vec::new();
        let mut table_of = |prefix: &[u8]| match tables.iter().find(|(p, _)| **p == *prefix) {
            Some((_, t)) => *t,
            None => {
                let t = placed_table();
                tables.push((prefix.into(), t));
                t
            }
        };
        let words: Vec<usize> = parts
            .slots
            .iter()
            .map(|(prefix, addend)| {
                let t = table_of(&bytes[prefix.clone()]);
                (t.address() as u64).wrapping_add(*addend as u64) as usize
            })
            .collect();
        // Every entry of this build must check: a bad one's code would be mapped executable
        // with the rest (never handed out, but mapped), so such a bundle is read instead,
        // where the bad entry is refused and trap-filled.
        let mut good = Vec::with_capacity(parts.mapped.len());
        for e in &parts.mapped {
            let Ok(prefix_len) = check_mapped(bytes, &parts, e) else {
                return Ok(None);
            };
            let table = table_of(&bytes[e.key.start..e.key.start + prefix_len]);
            good.push((e.name, e.key.clone(), e.code.clone(), e.refs.clone(), table));
        }
        if !gaps_trap_filled(bytes, &parts) {
            return Err("malformed (code section bytes outside every entry's code)".into());
        }
        let sealed = match mapping.seal(parts.code.clone(), &words) {
            Ok(sealed) => sealed,
            Err(e) => {
                log::debug!("hostcall: code cache bundle's code not mapped ({e}); reading it");
                return Ok(None);
            }
        };
        let mut placed = Map::with_capacity_and_hasher(good.len(), Default::default());
        for (name, key, code, refs, table) in good {
            let p = Placed {
                code: &sealed[code],
                key: std::borrow::Cow::Borrowed(&sealed[key]),
                refs: PlacedRefs::FileBacked(&sealed[refs]),
                table,
            };
            placed.insert(name, p);
        }
        Ok(Some(Bundle {
            bytes: std::borrow::Cow::Borrowed(sealed),
            index: parts.classic.into_iter().collect(),
            converted: Default::default(),
            placed,
        }))
    }

    /// Reads the bundle `file` straight into memory of its own and places the code of its
    /// good entries of this build there, sealed (see the module docs): `Ok(None)` when it
    /// is not placed that way (the caller reads it as bytes), `Err` when the bundle is
    /// refused whole. Entries that fail a check are refused here, once.
    fn read_sealed(&self, file: &File) -> Result<Option<Bundle>, String> {
        let len = checked_len(file, self.max_bytes)?;
        let Some(fingerprint) = self.fingerprint() else {
            return Ok(None);
        };
        if len == 0 || len > MAX_SEALED_BYTES as u64 {
            return Ok(None);
        }
        let len = len as usize;
        // What `fill` found, for after the seal (or for the refusal).
        let mut refused_whole = None;
        let mut bad: Vec<(Name, String)> = Vec::new();
        let mut entries: Vec<(Name, SealedEntry)> = Vec::new();
        let fill = |mem: &mut [u8]| -> std::io::Result<usize> {
            let not_placed = |why: String| std::io::Error::other(why);
            let found = read_into(file, mem).and_then(|()| parse_bundle_parts(mem));
            let parts = match found {
                Ok(parts) => parts,
                Err(why) => {
                    refused_whole = Some(why.clone());
                    return Err(not_placed(why));
                }
            };
            // Check every entry; keep this build's good ones (their code's range in `mem`).
            let mut mine: Vec<(Name, std::ops::Range<usize>, SealedEntry)> = Vec::new();
            // File-backed entries: checked where they lie, their loads turned back into
            // portable code's references, then placed as the others.
            for e in &parts.mapped {
                let prefix_len = match check_mapped(mem, &parts, e) {
                    Ok(n) => n,
                    Err(why) => {
                        bad.push((e.name, why));
                        continue;
                    }
                };
                let key: Box<[u8]> = mem[e.key.clone()].into();
                if own_key_prefix(fingerprint, &key).is_none() {
                    continue;
                }
                let refs: Vec<MappedRef> = mapped_refs(&mem[e.refs.clone()]).collect();
                for r in &refs {
                    let at = e.code.start + r.at as usize;
                    to_movabs(&mut mem[at - 2..at + 8]);
                }
                mine.push((
                    e.name,
                    e.code.clone(),
                    SealedEntry {
                        key,
                        prefix_len,
                        table_relocs: refs.iter().map(|r| (r.at, r.addend)).collect(),
                        code: 0..0,
                        table: None,
                    },
                ));
            }
            for (name, range) in parts.classic {
                let parts = match parse_entry_parts(&mem[range.clone()]) {
                    Ok(parts) => parts,
                    Err(why) => {
                        bad.push((name, why));
                        continue;
                    }
                };
                let Some(prefix) = own_key_prefix(fingerprint, parts.key) else {
                    continue;
                };
                let code_at = range.start + parts.code_at;
                mine.push((
                    name,
                    code_at..code_at + parts.code.len(),
                    SealedEntry {
                        key: parts.key.into(),
                        prefix_len: prefix.len(),
                        table_relocs: parts.table_relocs,
                        code: 0..0,
                        table: None,
                    },
                ));
            }
            if mine.is_empty() {
                return Err(not_placed("no entry of this build".into()));
            }
            // Move each code to the next aligned offset from the start, in the order they
            // lie: an entry's header and key are longer than the alignment's padding, so
            // every code only moves down, past bytes already used.
            mine.sort_by_key(|(_, code, _)| code.start);
            let mut tables: Vec<(Box<[u8]>, &'static ImportTable)> = Vec::new();
            let mut end = 0;
            for (name, code, mut e) in mine {
                let at = end;
                if at > code.start {
                    // Never for entries this build wrote (see above); not placed if so.
                    return Err(not_placed("entries out of order".into()));
                }
                mem.copy_within(code.clone(), at);
                let prefix = &e.key[..e.prefix_len];
                let table = match tables.iter().find(|(q, _)| **q == *prefix) {
                    Some((_, t)) => *t,
                    None => {
                        let t = placed_table();
                        tables.push((prefix.into(), t));
                        t
                    }
                };
                let address = table.address() as u64;
                let placed = &mut mem[at..at + code.len()];
                for &(r, addend) in &e.table_relocs {
                    let r = r as usize;
                    placed[r..r + 8]
                        .copy_from_slice(&address.wrapping_add(addend as u64).to_le_bytes());
                }
                e.code = at..at + code.len();
                e.table = Some(table);
                end = (at + code.len()).next_multiple_of(crate::jit::SEALED_CODE_ALIGN);
                let gap_end = end.min(mem.len());
                mem[at + code.len()..gap_end].fill(crate::jit::TRAP_FILL);
                entries.push((name, e));
            }
            let end = end.min(mem.len());
            mem[end..].fill(crate::jit::TRAP_FILL);
            Ok(end)
        };
        let placed = crate::jit::place_sealed(len, fill);
        for (name, why) in bad {
            self.refuse_in_bundle(&name, &why);
        }
        if let Some(why) = refused_whole {
            return Err(why);
        }
        let code = match placed {
            Ok(code) => code,
            Err(e) => {
                if !entries.is_empty() {
                    log::debug!(
                        "hostcall: code cache bundle not placed sealed ({e:?}); installing each \
                         entry when looked up"
                    );
                }
                // Nothing of this build in it: nothing to read again.
                return Ok(entries.is_empty().then(Bundle::default));
            }
        };
        let placed = entries
            .into_iter()
            .filter_map(|(name, e)| {
                let placed = Placed {
                    code: code.get(e.code.clone())?,
                    key: std::borrow::Cow::Owned(e.key.into()),
                    refs: PlacedRefs::Sealed(e.table_relocs),
                    table: e.table?,
                };
                Some((name, placed))
            })
            .collect();
        Ok(Some(Bundle {
            placed,
            ..Bundle::default()
        }))
    }

    /// Counts and logs an entry of the bundle that failed a check.
    fn refuse_in_bundle(&self, name: &Name, why: &str) {
        let at = self.dir.join(format!("{BUNDLE} (entry {})", hex(name)));
        self.refuse(&at, why);
    }

    /// The verified code of a shape, if the cache holds a good entry for it, and whether it
    /// came from the bundle.
    pub(crate) fn load(
        &self,
        sig: &Signature,
        layout: LayoutRef,
        entry: EntryKind,
    ) -> Option<(Found, bool)> {
        let key = self.key(sig, layout, entry)?;
        let name = name_of(&key);
        let bundle = self.bundle();
        // The bundle's entry of this name when it was not placed sealed.
        let in_bundle = bundle.index.get(&name);
        if let Some(p) = bundle.placed.get(&name) {
            if *p.key != *key.as_bytes() {
                self.refuse_in_bundle(&name, "another key (another build, layout or signature)");
            } else {
                let slow_path = match entry {
                    EntryKind::CClosure(e) => Some(e.slow_path),
                    EntryKind::Uniform => None,
                };
                // Refused only when an earlier lookup filled the table for another slow
                // path (two engines' native entries of one shape): this one then installs
                // a copy on a table of its own.
                // The entry passed every check when it was placed (`read_sealed`: checksum,
                // format, relocations, this build's fingerprint) and its key is this one's:
                // its code is what a portable compile of this shape gave, and once the fill
                // succeeds its table holds this layout's and slow path's imports.
                let found = if p.table.fill(layout, slow_path).is_ok() {
                    Found::Placed {
                        address: p.code.as_ptr() as usize,
                        size: p.code.len(),
                    }
                } else {
                    Found::Portable(p.portable())
                };
                return Some((found, true));
            }
        }
        if let Some((found_key, code)) = bundle.converted.get(&name) {
            if **found_key == *key.as_bytes() {
                return Some((Found::Portable(code.clone()), true));
            }
            self.refuse_in_bundle(&name, "another key (another build, layout or signature)");
        }
        if let Some(range) = in_bundle {
            match parse_entry(&bundle.bytes[range.clone()], Some(&key)) {
                Ok((code, _)) => return Some((Found::Portable(code), true)),
                Err(why) => {
                    let at = self.dir.join(format!("{BUNDLE} (entry {})", hex(&name)));
                    self.refuse(&at, &why);
                }
            }
        }
        let path = self.path_of(&name);
        let file = match open_private(&path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            Err(e) => {
                self.refuse(&path, &format!("cannot open it ({e})"));
                return None;
            }
        };
        match read_checked(file, MAX_ENTRY_BYTES).and_then(|b| parse_entry(&b, Some(&key))) {
            Ok((code, _)) => Some((Found::Portable(code), false)),
            Err(why) => {
                self.refuse(&path, &why);
                None
            }
        }
    }

    /// Gathers every good entry of the cache (the bundle's and the separate files') into
    /// one new bundle, written under a temporary name and renamed over the old one, then
    /// removes the separate files it took in. Entries that fail their checks are left out;
    /// past the byte bound the rest stay separate files. Returns the number of entries in
    /// the new bundle (`Ok(0)`, and nothing written, when there is nothing to gather).
    ///
    /// Safe beside other processes using the cache: readers see the old bundle or the new
    /// one, whole; the bundle gathered is the one on disk now; an entry another process
    /// writes meanwhile stays a separate file (or, when it replaced one taken in, or went
    /// into a bundle written between this one's read and its rename, is lost and compiled
    /// again later: a cost, never a wrong entry).
    ///
    /// # Errors
    ///
    /// The directory cannot be read, or the bundle cannot be written (the cache is then as
    /// it was).
    pub fn write_bundle(&self) -> std::io::Result<usize> {
        // The separate entry files first: with none there is nothing to gather (and the
        // bundle is not read again).
        let mut separate = Vec::new();
        for e in std::fs::read_dir(&self.dir)?.filter_map(Result::ok) {
            let file_name = e.file_name();
            let Some(name) = file_name.to_str().and_then(parse_name) else {
                continue;
            };
            let path = e.path();
            let Ok(bytes) = open_private(&path)
                .map_err(|e| e.to_string())
                .and_then(|f| read_checked(f, MAX_ENTRY_BYTES))
            else {
                continue;
            };
            if parse_entry(&bytes, None).is_ok_and(|(_, key)| name_of(&key) == name) {
                separate.push((name, path, bytes));
            }
        }
        if separate.is_empty() {
            return Ok(0);
        }
        let mut entries: std::collections::BTreeMap<Name, Vec<u8>> = Default::default();
        // The bundle as it is now on disk (another process may have replaced the one this
        // process read), so its entries are kept; a bad one counts as empty.
        let (bundle, _) = open_private(&self.dir.join(BUNDLE))
            .map_err(|e| e.to_string())
            .and_then(|f| read_checked(f, self.max_bytes))
            .and_then(parse_bundle)
            .unwrap_or_default();
        for (name, range) in &bundle.index {
            let bytes = &bundle.bytes[range.clone()];
            if parse_entry(bytes, None).is_ok_and(|(_, key)| name_of(&key) == *name) {
                entries.insert(*name, bytes.to_vec());
            }
        }
        for (name, (key, code)) in &bundle.converted {
            if let Ok(key) = std::str::from_utf8(key) {
                if name_of(key) == *name {
                    entries.insert(*name, encode_entry(key, code));
                }
            }
        }
        let mut paths = Vec::with_capacity(separate.len());
        for (name, path, bytes) in separate {
            entries.insert(name, bytes);
            paths.push(path);
        }
        let (out, kept) = encode_bundle(&entries, self.fingerprint(), self.max_bytes);
        let count = kept.len();
        self.write_file(&self.dir.join(BUNDLE), &out)?;
        for path in paths {
            let taken = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(parse_name)
                .is_some_and(|n| kept.contains(&n));
            if taken {
                let _ = std::fs::remove_file(path);
            }
        }
        self.bytes.store(self.dir_bytes(), Ordering::Relaxed);
        Ok(count)
    }

    /// The bytes of the regular files in the directory.
    fn dir_bytes(&self) -> u64 {
        std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter_map(|e| e.metadata().ok())
            .filter(|m| m.is_file())
            .map(|m| m.len())
            .sum()
    }

    /// Writes `bytes` to `path` whole: to a new temporary file (mode 0600, created
    /// exclusively) renamed over `path`.
    fn write_file(&self, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
        // Unique in this process (one counter for every cache in it) and, by the process
        // id, among processes.
        static TEMP: AtomicU64 = AtomicU64::new(0);
        let temp = self.dir.join(format!(
            ".tmp-{}-{}",
            std::process::id(),
            TEMP.fetch_add(1, Ordering::Relaxed)
        ));
        let written = (|| -> std::io::Result<()> {
            let mut f = OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
                .open(&temp)?;
            f.write_all(bytes)?;
            drop(f);
            std::fs::rename(&temp, path)
        })();
        if written.is_err() {
            let _ = std::fs::remove_file(&temp);
        }
        written
    }

    /// Counts and logs a refused entry.
    fn refuse(&self, path: &Path, why: &str) {
        self.refused.fetch_add(1, Ordering::Relaxed);
        log::warn!(
            "hostcall: code cache entry {} ignored: {why}; compiling again",
            path.display()
        );
    }

    /// Counts an entry installed.
    pub(crate) fn note_loaded(&self, from_bundle: bool) {
        self.loaded.fetch_add(1, Ordering::Relaxed);
        if from_bundle {
            self.from_bundle.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Writes a shape's code (best effort: a failure is logged and costs only a compile
    /// next time).
    pub(crate) fn store(
        &self,
        sig: &Signature,
        layout: LayoutRef,
        entry: EntryKind,
        code: &PortableCode,
    ) {
        let Some(key) = self.key(sig, layout, entry) else {
            return;
        };
        let bytes = encode_entry(&key, code);
        let len = bytes.len() as u64;
        if len > MAX_ENTRY_BYTES {
            return;
        }
        if self.bytes.load(Ordering::Relaxed) == UNCOUNTED {
            self.bytes.store(self.dir_bytes(), Ordering::Relaxed);
        }
        if self.bytes.load(Ordering::Relaxed).saturating_add(len) > self.max_bytes {
            self.full.fetch_add(1, Ordering::Relaxed);
            return;
        }
        let path = self.path_of(&name_of(&key));
        match self.write_file(&path, &bytes) {
            Ok(()) => {
                self.bytes.fetch_add(len, Ordering::Relaxed);
                self.written.fetch_add(1, Ordering::Relaxed);
            }
            Err(e) => {
                log::warn!(
                    "hostcall: cannot write code cache entry {}: {e}",
                    path.display()
                );
            }
        }
    }
}

/// An entry's bytes: magic, format, key, code, relocations, then the XXH3-128 of all that.
fn encode_entry(key: &str, code: &PortableCode) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + key.len() + code.bytes.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT.to_le_bytes());
    out.extend_from_slice(&(key.len() as u32).to_le_bytes());
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(&(code.bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(&code.bytes);
    out.extend_from_slice(&(code.table_relocs.len() as u32).to_le_bytes());
    for &(at, addend) in &code.table_relocs {
        out.extend_from_slice(&at.to_le_bytes());
        out.extend_from_slice(&addend.to_le_bytes());
    }
    let sum = xxh3_128(&out).to_le_bytes();
    out.extend_from_slice(&sum);
    out
}

/// A bundle of `entries` (classic entries' bytes, by name; see [`parse_bundle_parts`]):
/// on x86-64, the entries of this build (keys starting with `fingerprint`) whose every
/// import-table reference is a `movabs` are file-backed, the rest classic. Entries past
/// `max_bytes` are left out. Returns the bytes and the names kept.
fn encode_bundle(
    entries: &std::collections::BTreeMap<Name, Vec<u8>>,
    fingerprint: Option<&str>,
    max_bytes: u64,
) -> (Vec<u8>, std::collections::HashSet<Name>) {
    struct Backed {
        name: Name,
        key: String,
        code: PortableCode,
        refs: Vec<MappedRef>,
        at: usize,
    }
    let mut classic: Vec<(Name, &[u8])> = Vec::new();
    let mut backed: Vec<Backed> = Vec::new();
    let mut slots: Vec<(Vec<u8>, i64)> = Vec::new();
    let mut code_len = 0usize;
    let mut size = 32usize;
    for (name, bytes) in entries {
        let candidate = fingerprint
            .filter(|_| cfg!(target_arch = "x86_64"))
            .and_then(|fp| {
                let (code, key) = parse_entry(bytes, None).ok()?;
                own_key_prefix(fp, key.as_bytes())?;
                let movabs = code.table_relocs.iter().all(|&(at, _)| {
                    let at = at as usize;
                    at >= 2
                        && at + 8 <= code.bytes.len()
                        && matches!(code.bytes[at - 2], 0x48 | 0x49)
                        && (0xb8..=0xbf).contains(&code.bytes[at - 1])
                });
                (movabs && code.table_relocs.len() <= MAX_REFS).then_some((code, key))
            });
        let Some((code, key)) = candidate else {
            if (size + 21 + bytes.len()) as u64 > max_bytes {
                break;
            }
            size += 21 + bytes.len();
            classic.push((*name, bytes));
            continue;
        };
        let prefix = key_prefix(key.as_bytes()).unwrap_or_default().to_vec();
        let mut refs = Vec::with_capacity(code.table_relocs.len());
        let slots_before = slots.len();
        for &(at, addend) in &code.table_relocs {
            let slot = match slots.iter().position(|(p, a)| *p == prefix && *a == addend) {
                Some(i) => i,
                None => {
                    slots.push((prefix.clone(), addend));
                    slots.len() - 1
                }
            };
            refs.push(MappedRef {
                at,
                slot: slot as u32,
                addend,
            });
        }
        let at = code_len.next_multiple_of(crate::jit::SEALED_CODE_ALIGN);
        let record =
            16 + 1 + 4 + key.len() + 12 + MAPPED_REF_BYTES * refs.len() + 2 * CHECKSUM_BYTES;
        let grown = size + record + (at + code.bytes.len() - code_len) + 12 + prefix.len();
        if slots.len() > MAX_SLOTS
            || grown as u64 > max_bytes
            || grown + MAPPED_PAGE > MAX_SEALED_BYTES
        {
            slots.truncate(slots_before);
            break;
        }
        size = grown;
        code_len = at + code.bytes.len();
        backed.push(Backed {
            name: *name,
            key,
            code,
            refs,
            at,
        });
    }
    let mut out = Vec::with_capacity(size + MAPPED_PAGE);
    out.extend_from_slice(BUNDLE_MAGIC);
    out.extend_from_slice(&BUNDLE_FORMAT.to_le_bytes());
    out.extend_from_slice(&((classic.len() + backed.len()) as u32).to_le_bytes());
    out.extend_from_slice(&(slots.len() as u32).to_le_bytes());
    let code_offset_at = out.len();
    out.extend_from_slice(&0u64.to_le_bytes());
    out.extend_from_slice(&(code_len as u64).to_le_bytes());
    for (prefix, addend) in &slots {
        out.extend_from_slice(&(prefix.len() as u32).to_le_bytes());
        out.extend_from_slice(prefix);
        out.extend_from_slice(&addend.to_le_bytes());
    }
    for (name, bytes) in &classic {
        out.extend_from_slice(name);
        out.push(0);
        out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        out.extend_from_slice(bytes);
    }
    // Records first (their checksums once the code is laid out).
    let mut records = Vec::with_capacity(backed.len());
    for b in &backed {
        let start = out.len();
        out.extend_from_slice(&b.name);
        out.push(1);
        out.extend_from_slice(&(b.key.len() as u32).to_le_bytes());
        out.extend_from_slice(b.key.as_bytes());
        out.extend_from_slice(&(b.at as u32).to_le_bytes());
        out.extend_from_slice(&(b.code.bytes.len() as u32).to_le_bytes());
        out.extend_from_slice(&(b.refs.len() as u32).to_le_bytes());
        for r in &b.refs {
            out.extend_from_slice(&r.at.to_le_bytes());
            out.extend_from_slice(&r.slot.to_le_bytes());
            out.extend_from_slice(&r.addend.to_le_bytes());
        }
        // The code's checksum, then the record's (both once the code is laid out).
        out.extend_from_slice(&[0; CHECKSUM_BYTES]);
        records.push(start..out.len());
        out.extend_from_slice(&[0; CHECKSUM_BYTES]);
    }
    if code_len > 0 {
        let code_offset = out.len().next_multiple_of(MAPPED_PAGE);
        out[code_offset_at..code_offset_at + 8]
            .copy_from_slice(&(code_offset as u64).to_le_bytes());
        out.resize(code_offset, 0);
        out.resize(code_offset + code_len, crate::jit::TRAP_FILL);
        let words = out.len().next_multiple_of(MAPPED_PAGE);
        for (b, record) in backed.iter().zip(&records) {
            let start = code_offset + b.at;
            let code = start..start + b.code.bytes.len();
            out[code.clone()].copy_from_slice(&b.code.bytes);
            for r in &b.refs {
                let field = start + r.at as usize;
                // In reach: the whole file is under `MAX_SEALED_BYTES`; a `movabs` (checked
                // above).
                let disp = load_disp(words, r.slot, field).unwrap_or(0);
                to_load(&mut out[field - 2..field + 8], disp);
            }
            let code_sum = xxh3_128(&out[code]).to_le_bytes();
            out[record.end - CHECKSUM_BYTES..record.end].copy_from_slice(&code_sum);
            let sum = xxh3_128(&out[record.clone()]).to_le_bytes();
            out[record.end..record.end + CHECKSUM_BYTES].copy_from_slice(&sum);
        }
    }
    let kept = classic
        .iter()
        .map(|(n, _)| *n)
        .chain(backed.iter().map(|b| b.name))
        .collect();
    (out, kept)
}

/// `bytes` as lowercase hex.
fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(char::from(DIGITS[usize::from(b >> 4)]));
        s.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    s
}

/// The name of the entry of `key`.
fn name_of(key: &str) -> Name {
    xxh3_128(key.as_bytes()).to_le_bytes()
}

/// The name a separate entry file's name spells (32 lowercase hex digits), if it is one.
fn parse_name(s: &str) -> Option<Name> {
    if s.len() != 32 || !s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    let mut name = [0; 16];
    for (i, n) in name.iter_mut().enumerate() {
        *n = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(name)
}

/// Opens a cache file for reading without following a symbolic link.
fn open_private(path: &Path) -> std::io::Result<File> {
    OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(path)
}

/// The bytes of a cache file: a regular file of this user's, not writable by others, at
/// most `bound` bytes.
fn read_checked(file: File, bound: u64) -> Result<Vec<u8>, String> {
    let len = checked_len(&file, bound)?;
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(bound + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > bound {
        return Err("grew past the bound while read".into());
    }
    Ok(bytes)
}

/// The length of a cache file: a regular file of this user's, not writable by others, at
/// most `bound` bytes.
fn checked_len(file: &File, bound: u64) -> Result<u64, String> {
    let meta = file.metadata().map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if let Some(why) = not_private(&meta) {
        return Err(why);
    }
    if meta.len() > bound {
        return Err(format!("{} bytes, over the bound", meta.len()));
    }
    Ok(meta.len())
}

/// Reads `file` (whose length was `mem.len()`) into `mem` whole: refused if it is now
/// shorter or longer.
fn read_into(mut file: &File, mem: &mut [u8]) -> Result<(), String> {
    let mut done = 0;
    while done < mem.len() {
        match file.read(&mut mem[done..]) {
            Ok(0) => return Err("shrank while read".into()),
            Ok(n) => done += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.to_string()),
        }
    }
    let mut more = [0u8; 1];
    loop {
        match file.read(&mut more) {
            Ok(0) => return Ok(()),
            Ok(_) => return Err("grew while read".into()),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.to_string()),
        }
    }
}

/// A bundle's bytes, its classic entries indexed (each checked when used) and its
/// file-backed ones checked and turned back into portable code (a bundle read as bytes:
/// see the module docs). A file-backed entry that fails its check is left out and named in
/// the second part.
fn parse_bundle(bytes: Vec<u8>) -> Result<(Bundle, Vec<(Name, String)>), String> {
    let parts = parse_bundle_parts(&bytes)?;
    let mut bad = Vec::new();
    let mut converted = Map::with_capacity_and_hasher(parts.mapped.len(), Default::default());
    for e in &parts.mapped {
        match mapped_portable(&bytes, &parts, e) {
            Ok(found) => {
                converted.insert(e.name, found);
            }
            Err(why) => bad.push((e.name, why)),
        }
    }
    let index = parts.classic.into_iter().collect();
    Ok((
        Bundle {
            bytes: std::borrow::Cow::Owned(bytes),
            index,
            converted,
            placed: Default::default(),
        },
        bad,
    ))
}

/// A bundle's framing, checked for bounds only (every entry is checked before it is used).
///
/// The format: magic, [`BUNDLE_FORMAT`], the entry count, the slot count, the code
/// section's offset and length (two `u64`); per slot its key prefix (length, bytes) and
/// addend; per entry its name (the XXH3-128 of its key, as a separate file's name says in
/// hex) and kind: `0`, a classic entry (its length and bytes, as a separate file holds it),
/// or `1`, a file-backed entry (its key, its code's offset and length in the code section,
/// its references (offset, slot, addend), the XXH3-128 of its code, then the XXH3-128 of
/// all that from its name on). Zeros up to the code section, at the next multiple of
/// [`MAPPED_PAGE`], which ends the file: file-backed entries' code at 64-byte offsets, trap-filled between, each
/// reference to the import table a load from its slot's word, which lies at the file's
/// length rounded up to [`MAPPED_PAGE`] plus 8 bytes per slot (see [`to_load`]).
fn parse_bundle_parts(bytes: &[u8]) -> Result<BundleParts, String> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(4)? != BUNDLE_MAGIC || r.u32()? != BUNDLE_FORMAT {
        return Err("not a bundle of this format".into());
    }
    let count = r.u32()? as usize;
    let slot_count = r.u32()? as usize;
    let code_offset = usize::try_from(r.u64()?).map_err(|_| "a code offset past memory")?;
    let code_len = usize::try_from(r.u64()?).map_err(|_| "a code length past memory")?;
    if slot_count > MAX_SLOTS {
        return Err(format!("{slot_count} slots, over {MAX_SLOTS}"));
    }
    let mut slots = Vec::with_capacity(slot_count);
    for _ in 0..slot_count {
        let len = r.u32()? as usize;
        let start = r.at;
        r.take(len)?;
        let prefix = start..r.at;
        if key_prefix(&bytes[prefix.clone()]).map(<[u8]>::len) != Some(len) {
            return Err("a slot whose prefix is not a key's first three lines".into());
        }
        slots.push((prefix, r.i64()?));
    }
    let mut classic = Vec::new();
    // An entry takes at least 21 bytes: no more than the bytes left allow.
    let mut mapped = Vec::with_capacity(count.min(bytes.len().saturating_sub(r.at) / 21));
    for _ in 0..count {
        let record_start = r.at;
        let name: Name = r.take(16)?.try_into().map_err(|_| "short")?;
        match r.take(1)?[0] {
            0 => {
                let len = r.u32()? as usize;
                if len <= 8 + CHECKSUM_BYTES {
                    return Err("an entry too short to be one".into());
                }
                let start = r.at;
                r.take(len)?;
                classic.push((name, start..r.at));
            }
            1 => {
                let key_len = r.u32()? as usize;
                let key_at = r.at;
                r.take(key_len)?;
                let key = key_at..r.at;
                let at = r.u32()? as usize;
                let len = r.u32()? as usize;
                if len == 0 || at.checked_add(len).is_none_or(|end| end > code_len) {
                    return Err("an entry's code outside the code section".into());
                }
                let n = r.u32()? as usize;
                if n > MAX_REFS {
                    return Err(format!("an entry with {n} references"));
                }
                let refs_at = r.at;
                r.take(n * MAPPED_REF_BYTES)?;
                let refs = refs_at..r.at;
                let code_sum = r.sum()?;
                let record = record_start..r.at;
                let sum = r.sum()?;
                mapped.push(MappedRecord {
                    name,
                    record,
                    key,
                    code: code_offset + at..code_offset + at + len,
                    refs,
                    code_sum,
                    sum,
                });
            }
            _ => return Err("an entry of no known kind".into()),
        }
    }
    if code_len == 0 {
        if !mapped.is_empty() || r.at != bytes.len() {
            return Err("malformed (bytes past its last entry)".into());
        }
    } else if code_offset != r.at.next_multiple_of(MAPPED_PAGE)
        || code_offset.checked_add(code_len) != Some(bytes.len())
    {
        return Err("malformed (a code section not at its place or not its length)".into());
    } else if bytes[r.at..code_offset].iter().any(|&b| b != 0) {
        return Err("malformed (bytes between its entries and its code)".into());
    }
    Ok(BundleParts {
        classic,
        slots,
        code: code_offset..code_offset + code_len,
        mapped,
    })
}

/// A bundle's framing (see [`parse_bundle_parts`]): ranges in its bytes.
struct BundleParts {
    /// Classic entries: name, the entry's bytes.
    classic: Vec<(Name, std::ops::Range<usize>)>,
    /// Slots: key prefix, addend.
    slots: Vec<(std::ops::Range<usize>, i64)>,
    /// The code section (empty when there is none).
    code: std::ops::Range<usize>,
    /// File-backed entries.
    mapped: Vec<MappedRecord>,
}

/// A file-backed entry's record (see [`parse_bundle_parts`]), unchecked.
struct MappedRecord {
    name: Name,
    /// Its record, from its name to its checksum.
    record: std::ops::Range<usize>,
    key: std::ops::Range<usize>,
    /// Its code, in the code section.
    code: std::ops::Range<usize>,
    /// Its references' bytes ([`MAPPED_REF_BYTES`] each; see [`mapped_refs`]).
    refs: std::ops::Range<usize>,
    /// The XXH3-128 of its code.
    code_sum: [u8; CHECKSUM_BYTES],
    sum: [u8; CHECKSUM_BYTES],
}

/// Bytes of a file-backed entry's reference: offset, slot, addend.
const MAPPED_REF_BYTES: usize = 16;

/// The references of a file-backed entry, from their bytes (`refs` of its record).
fn mapped_refs(refs: &[u8]) -> impl Iterator<Item = MappedRef> + '_ {
    refs.chunks_exact(MAPPED_REF_BYTES).map(|r| {
        let word = |i: usize| u32::from_le_bytes([r[i], r[i + 1], r[i + 2], r[i + 3]]);
        let mut addend = [0; 8];
        addend.copy_from_slice(&r[8..16]);
        MappedRef {
            at: word(0),
            slot: word(4),
            addend: i64::from_le_bytes(addend),
        }
    })
}

/// A file-backed entry's reference to its import table.
#[derive(Clone, Copy, Debug)]
struct MappedRef {
    /// The offset in its code where a portable entry's 8-byte table address goes (the load
    /// starts 2 bytes before it).
    at: u32,
    slot: u32,
    addend: i64,
}

/// Checks a file-backed entry where it lies in its bundle's `bytes` (the whole file): its
/// checksum over its record and code, and that each reference is the load of its slot's
/// word, a slot of the entry's own key prefix and the reference's addend. Returns its key
/// prefix's length.
fn check_mapped(bytes: &[u8], parts: &BundleParts, e: &MappedRecord) -> Result<usize, String> {
    if xxh3_128(&bytes[e.record.clone()]).to_le_bytes() != e.sum
        || xxh3_128(&bytes[e.code.clone()]).to_le_bytes() != e.code_sum
    {
        return Err("checksum mismatch (corrupt or truncated)".into());
    }
    let key = &bytes[e.key.clone()];
    // The key's prefix: its first reference's slot's when the key starts with it (a slot's
    // prefix is a key's first three lines, checked by `parse_bundle_parts`), else found.
    let first = mapped_refs(&bytes[e.refs.clone()])
        .next()
        .and_then(|r| parts.slots.get(r.slot as usize))
        .map(|(p, _)| &bytes[p.clone()])
        .filter(|p| key.starts_with(p));
    let prefix = match first {
        Some(p) => p,
        None => key_prefix(key).ok_or("a key without its layout and entry lines")?,
    };
    let words = bytes.len().next_multiple_of(MAPPED_PAGE);
    let code = &bytes[e.code.clone()];
    for r in mapped_refs(&bytes[e.refs.clone()]) {
        let (slot_prefix, addend) = parts
            .slots
            .get(r.slot as usize)
            .ok_or("a reference to no slot")?;
        if bytes[slot_prefix.clone()] != *prefix || *addend != r.addend {
            return Err("a reference to another entry's slot".into());
        }
        let at = r.at as usize;
        let ins = at
            .checked_sub(2)
            .and_then(|s| code.get(s..at + 8))
            .ok_or("a reference outside the code")?;
        if !is_load(ins, load_disp(words, r.slot, e.code.start + at)?) {
            return Err("a reference that is not its slot's load".into());
        }
    }
    Ok(prefix.len())
}

/// Whether every byte of the code section outside the entries' code is the trap fill, the
/// entries' code lying in order without overlap (as `encode_bundle` writes it): nothing in
/// a file-backed code section is unchecked.
fn gaps_trap_filled(bytes: &[u8], parts: &BundleParts) -> bool {
    let mut at = parts.code.start;
    for e in &parts.mapped {
        if e.code.start < at {
            return false;
        }
        if bytes[at..e.code.start]
            .iter()
            .any(|&b| b != crate::jit::TRAP_FILL)
        {
            return false;
        }
        at = e.code.end;
    }
    bytes[at..parts.code.end]
        .iter()
        .all(|&b| b == crate::jit::TRAP_FILL)
}

/// The displacement of the load whose 8-byte field (in a portable entry) is at `field` of
/// the bundle's bytes, to slot `slot` of the words at `words`.
fn load_disp(words: usize, slot: u32, field: usize) -> Result<i32, String> {
    // The load ends 5 bytes past the field's start (see `to_load`).
    let target = words as i64 + 8 * i64::from(slot);
    i32::try_from(target - (field as i64 + 5)).map_err(|_| "a slot out of reach".into())
}

/// Rewrites `ins`, a portable entry's `movabs r64, imm64` of its import table (10 bytes,
/// the 8-byte field at 2), as `mov r64, [rip + disp]` and a 3-byte `nop`: the same length
/// and the same effect when the word `disp` reaches holds the table's address. `false`
/// (and `ins` untouched) when it is not such a `movabs`.
fn to_load(ins: &mut [u8], disp: i32) -> bool {
    if ins.len() != 10 {
        return false;
    }
    let (rex, op) = (ins[0], ins[1]);
    if !matches!(rex, 0x48 | 0x49) || !(0xb8..=0xbf).contains(&op) {
        return false;
    }
    let reg = op & 7;
    // REX.W, and the register's high bit moves from REX.B (the opcode's register) to REX.R
    // (ModRM's reg field).
    ins[0] = 0x48 | ((rex & 1) << 2);
    ins[1] = 0x8b;
    // ModRM: mod 00, reg, r/m 101: RIP-relative with a 32-bit displacement.
    ins[2] = (reg << 3) | 0b101;
    ins[3..7].copy_from_slice(&disp.to_le_bytes());
    ins[7..10].copy_from_slice(&NOP3);
    true
}

/// `nop dword [rax]`.
const NOP3: [u8; 3] = [0x0f, 0x1f, 0x00];

/// Whether `ins` is what [`to_load`] writes for `disp`.
fn is_load(ins: &[u8], disp: i32) -> bool {
    ins.len() == 10
        && matches!(ins[0], 0x48 | 0x4c)
        && ins[1] == 0x8b
        && ins[2] & 0xc7 == 0x05
        && ins[3..7] == disp.to_le_bytes()
        && ins[7..10] == NOP3
}

/// Turns a load [`to_load`] wrote back into the portable `movabs` (its field zero, where
/// the table's address goes when installed).
fn to_movabs(ins: &mut [u8]) {
    let reg = (ins[2] >> 3) & 7;
    let high = (ins[0] >> 2) & 1;
    ins[0] = 0x48 | high;
    ins[1] = 0xb8 | reg;
    ins[2..10].fill(0);
}

/// A file-backed entry of `bytes` (its bundle) checked and turned back into portable code,
/// with its key.
fn mapped_portable(
    bytes: &[u8],
    parts: &BundleParts,
    e: &MappedRecord,
) -> Result<(Box<[u8]>, PortableCode), String> {
    check_mapped(bytes, parts, e)?;
    Ok((
        bytes[e.key.clone()].into(),
        file_backed_portable(&bytes[e.code.clone()], &bytes[e.refs.clone()]),
    ))
}

/// Portable code from a checked file-backed entry's code and references' bytes: each load
/// turned back into a `movabs`.
fn file_backed_portable(code: &[u8], refs: &[u8]) -> PortableCode {
    let mut bytes = code.to_vec();
    let mut table_relocs = Vec::with_capacity(refs.len() / MAPPED_REF_BYTES);
    for r in mapped_refs(refs) {
        let at = r.at as usize;
        to_movabs(&mut bytes[at - 2..at + 8]);
        table_relocs.push((r.at, r.addend));
    }
    PortableCode {
        bytes,
        table_relocs,
    }
}

/// A key's layout and entry-kind part (its first three lines, as
/// [`CodeCache::key_prefix`] makes them), if it has them.
fn key_prefix(key: &[u8]) -> Option<&[u8]> {
    let mut lines = 0;
    let end = key.iter().position(|&b| {
        lines += usize::from(b == b'\n');
        lines == 3
    })?;
    Some(&key[..end + 1])
}

/// An entry's parts, checked (see [`parse_entry_parts`]).
struct EntryParts<'a> {
    key: &'a [u8],
    /// The code, and where it starts in the entry.
    code: &'a [u8],
    code_at: usize,
    table_relocs: Vec<(u32, i64)>,
}

/// Checks an entry's bytes (see the module docs), all but its key: its checksum, format and
/// relocations.
fn parse_entry_parts(bytes: &[u8]) -> Result<EntryParts<'_>, String> {
    let Some(body_len) = bytes.len().checked_sub(CHECKSUM_BYTES) else {
        return Err("truncated".into());
    };
    let (body, sum) = bytes.split_at(body_len);
    if xxh3_128(body).to_le_bytes() != sum {
        return Err("checksum mismatch (corrupt or truncated)".into());
    }
    let mut r = Reader { bytes: body, at: 0 };
    if r.take(4)? != MAGIC || r.u32()? != FORMAT {
        return Err("another format".into());
    }
    let key_len = r.u32()? as usize;
    let key = r.take(key_len)?;
    let code_len = r.u32()? as usize;
    let code_at = r.at;
    let code = r.take(code_len)?;
    let n = r.u32()? as usize;
    let mut table_relocs = Vec::with_capacity(n.min(1024));
    for _ in 0..n {
        let at = r.u32()?;
        let addend = i64::from_le_bytes(r.take(8)?.try_into().map_err(|_| "short")?);
        if (at as usize)
            .checked_add(8)
            .is_none_or(|end| end > code.len())
        {
            return Err("a relocation outside the code".into());
        }
        table_relocs.push((at, addend));
    }
    if r.at != body.len() || code.is_empty() {
        return Err("malformed".into());
    }
    Ok(EntryParts {
        key,
        code,
        code_at,
        table_relocs,
    })
}

/// Checks an entry's bytes (see the module docs): its checksum, format, key (when `key` is
/// given, it must be that) and relocations. Returns its code and its key.
fn parse_entry(bytes: &[u8], key: Option<&str>) -> Result<(PortableCode, String), String> {
    let parts = parse_entry_parts(bytes)?;
    if key.is_some_and(|k| parts.key != k.as_bytes()) {
        return Err("another key (another build, layout or signature)".into());
    }
    let found = String::from_utf8(parts.key.to_vec()).map_err(|_| "a key that is not UTF-8")?;
    Ok((
        PortableCode {
            bytes: parts.code.to_vec(),
            table_relocs: parts.table_relocs,
        },
        found,
    ))
}

/// A key's fingerprint, layout and entry-kind part (its first three lines, as
/// [`CodeCache::key_prefix`] makes them), if its first line is `fingerprint` (the key of
/// an entry of this build) and it has them.
fn own_key_prefix<'k>(fingerprint: &str, key: &'k [u8]) -> Option<&'k [u8]> {
    let rest = key
        .strip_prefix(fingerprint.as_bytes())?
        .strip_prefix(b"\n")?;
    let mut lines = 1;
    let end = rest.iter().position(|&b| {
        lines += usize::from(b == b'\n');
        lines == 3
    })?;
    Some(&key[..fingerprint.len() + 1 + end + 1])
}

/// A cursor over an entry's bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or("truncated")?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().map_err(|_| "short")?,
        ))
    }

    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().map_err(|_| "short")?,
        ))
    }

    fn sum(&mut self) -> Result<[u8; CHECKSUM_BYTES], String> {
        let mut sum = [0; CHECKSUM_BYTES];
        sum.copy_from_slice(self.take(CHECKSUM_BYTES)?);
        Ok(sum)
    }

    fn i64(&mut self) -> Result<i64, String> {
        Ok(i64::from_le_bytes(
            self.take(8)?.try_into().map_err(|_| "short")?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::{is_load, key_prefix, own_key_prefix, read_into, to_load, to_movabs};

    /// Every `movabs r64, imm64` (the 16 registers) becomes a RIP-relative load of the same
    /// register and length, which `is_load` recognises for its displacement only and
    /// `to_movabs` turns back (field zero); anything else is left alone.
    #[test]
    fn table_references_round_trip_through_loads() {
        for reg in 0u8..16 {
            let rex = 0x48 | (reg >> 3);
            let mut ins = [rex, 0xb8 | (reg & 7), 0, 0, 0, 0, 0, 0, 0, 0];
            let original = ins;
            assert!(to_load(&mut ins, -0x1234));
            // mov r64, [rip + disp32]: REX.W (+R), 8b, ModRM mod 00 reg r/m 101.
            assert_eq!(ins[0], 0x48 | ((reg >> 3) << 2), "r{reg}");
            assert_eq!(ins[1], 0x8b);
            assert_eq!(ins[2], ((reg & 7) << 3) | 0b101);
            assert_eq!(ins[3..7], (-0x1234i32).to_le_bytes());
            assert_eq!(ins[7..], [0x0f, 0x1f, 0x00], "a 3-byte nop");
            assert!(is_load(&ins, -0x1234));
            assert!(!is_load(&ins, -0x1230), "another displacement");
            to_movabs(&mut ins);
            assert_eq!(ins, original, "r{reg}");
        }
        // Not a `movabs` of a register (another opcode, no REX.W, a short slice).
        for bad in [
            [0x48, 0x8b, 0x05, 0, 0, 0, 0, 0, 0, 0],
            [0x40, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0],
            [0x48, 0xc7, 0xc0, 0, 0, 0, 0, 0, 0, 0],
        ] {
            let mut ins = bad;
            assert!(!to_load(&mut ins, 8));
            assert_eq!(ins, bad);
        }
        assert!(!to_load(&mut [0x48, 0xb8, 0, 0], 8));
    }

    #[test]
    fn a_key_prefix_is_three_whole_lines() {
        assert_eq!(
            key_prefix(b"f\nl\ne\n(i32) -> i32"),
            Some(&b"f\nl\ne\n"[..])
        );
        assert_eq!(key_prefix(b"f\nl\ne\n"), Some(&b"f\nl\ne\n"[..]));
        assert_eq!(key_prefix(b"f\nl\ne"), None);
    }

    /// A bundle is read whole into memory sized by its length when opened: a file that is
    /// shorter or longer by then is refused, not read in part.
    #[test]
    fn a_file_that_changed_length_while_read_is_refused() {
        let path = std::env::temp_dir().join(format!("hostcall-read-into-{}", std::process::id()));
        std::fs::write(&path, b"0123456789").unwrap();
        let read = |len: usize| {
            let f = std::fs::File::open(&path).unwrap();
            let mut mem = vec![0u8; len];
            read_into(&f, &mut mem).map(|()| mem)
        };
        assert_eq!(read(10).unwrap(), b"0123456789");
        assert_eq!(read(11).unwrap_err(), "shrank while read");
        assert_eq!(read(9).unwrap_err(), "grew while read");
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn only_this_builds_keys_have_a_prefix() {
        let key = b"abc\nlayout q 1f\nuniform\n(i32) -> i32";
        assert_eq!(
            own_key_prefix("abc", key),
            Some(&b"abc\nlayout q 1f\nuniform\n"[..])
        );
        // Another build's fingerprint, one that only starts like it, or a short key.
        assert_eq!(own_key_prefix("abd", key), None);
        assert_eq!(own_key_prefix("ab", key), None);
        assert_eq!(own_key_prefix("abc", b"abc\nlayout q 1f\nuniform"), None);
        assert_eq!(own_key_prefix("abc", b"abc"), None);
    }
}
