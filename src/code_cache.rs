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
//! It is code from disk, so nothing is mapped unless all of these hold:
//!
//! - the directory is a real directory (not a symbolic link) owned by this user and not
//!   writable by the group or others (checked when the cache is opened);
//! - the file is a regular file opened without following a symbolic link, owned by this
//!   user, not writable by the group or others, and at most [`MAX_ENTRY_BYTES`];
//! - it parses (magic, format), its key equals the key looked up, its relocations lie
//!   inside its code, and its SHA-256 checksum over everything before it matches.
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

use sha2::{Digest, Sha256};

use hostcall_core::imports::layout_fingerprint;
use hostcall_core::{EntryKind, LayoutRef, Signature};

use crate::jit::PortableCode;

/// Bytes of one entry at most (a thunk is a few hundred bytes; struct shapes up to a few
/// KiB).
pub const MAX_ENTRY_BYTES: u64 = 1 << 20;

/// The default bound on the cache's bytes.
pub const DEFAULT_MAX_BYTES: u64 = 64 << 20;

/// The entry format (the first 8 bytes of every entry: magic, then this).
const MAGIC: &[u8; 4] = b"HCCC";
const FORMAT: u32 = 1;

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
    /// Files that failed a check (ignored; the shape was compiled again).
    pub refused: u64,
    /// Entries not written because the cache was at its byte bound.
    pub full: u64,
}

/// A persistent code cache in one directory (see the module docs).
#[derive(Debug)]
pub struct CodeCache {
    dir: PathBuf,
    /// `hostcall_jit::code_fingerprint`, made at the first lookup or write (it sets the JIT
    /// up, which a program that never registers a host function does not need); `None`
    /// where the JIT cannot run (the cache then holds and finds nothing).
    fingerprint: std::sync::OnceLock<Option<String>>,
    max_bytes: u64,
    bytes: AtomicU64,
    loaded: AtomicU64,
    written: AtomicU64,
    refused: AtomicU64,
    full: AtomicU64,
}

/// The user this process runs as.
fn euid() -> u32 {
    // SAFETY: geteuid only reads the process's credentials.
    unsafe { libc::geteuid() }
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
        if std::fs::symlink_metadata(dir).is_err() {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(dir)
                .map_err(io)?;
        }
        let meta = std::fs::symlink_metadata(dir).map_err(io)?;
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
        let bytes = std::fs::read_dir(dir)
            .map_err(io)?
            .filter_map(Result::ok)
            .filter_map(|e| e.metadata().ok())
            .filter(|m| m.is_file())
            .map(|m| m.len())
            .sum();
        Ok(CodeCache {
            dir: dir.to_path_buf(),
            fingerprint: std::sync::OnceLock::new(),
            max_bytes,
            bytes: AtomicU64::new(bytes),
            loaded: AtomicU64::new(0),
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
            written: self.written.load(Ordering::Relaxed),
            refused: self.refused.load(Ordering::Relaxed),
            full: self.full.load(Ordering::Relaxed),
        }
    }

    /// The key of a shape: every input of its code (`None` where the JIT cannot run).
    fn key(&self, sig: &Signature, layout: LayoutRef, entry: EntryKind) -> Option<String> {
        let fingerprint = self
            .fingerprint
            .get_or_init(|| crate::jit::code_fingerprint().ok())
            .as_ref()?;
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
            "{fingerprint}\nlayout {} {:x}\n{entry}\n{}",
            layout.name,
            layout_fingerprint(layout),
            sig.to_descriptor()
        ))
    }

    /// The file of `key`.
    fn path_of(&self, key: &str) -> PathBuf {
        let digest = Sha256::digest(key.as_bytes());
        let name: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
        self.dir.join(name)
    }

    /// The verified code of a shape, if the cache holds a good entry for it.
    pub(crate) fn load(
        &self,
        sig: &Signature,
        layout: LayoutRef,
        entry: EntryKind,
    ) -> Option<PortableCode> {
        let key = self.key(sig, layout, entry)?;
        let path = self.path_of(&key);
        let file = match OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&path)
        {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            Err(e) => {
                self.refuse(&path, &format!("cannot open it ({e})"));
                return None;
            }
        };
        match read_entry(file, &key) {
            Ok(code) => Some(code),
            Err(why) => {
                self.refuse(&path, &why);
                None
            }
        }
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
    pub(crate) fn note_loaded(&self) {
        self.loaded.fetch_add(1, Ordering::Relaxed);
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
        if self.bytes.load(Ordering::Relaxed).saturating_add(len) > self.max_bytes {
            self.full.fetch_add(1, Ordering::Relaxed);
            return;
        }
        let path = self.path_of(&key);
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
            f.write_all(&bytes)?;
            drop(f);
            std::fs::rename(&temp, &path)
        })();
        match written {
            Ok(()) => {
                self.bytes.fetch_add(len, Ordering::Relaxed);
                self.written.fetch_add(1, Ordering::Relaxed);
            }
            Err(e) => {
                let _ = std::fs::remove_file(&temp);
                log::warn!(
                    "hostcall: cannot write code cache entry {}: {e}",
                    path.display()
                );
            }
        }
    }
}

/// An entry's bytes: magic, format, key, code, relocations, then a SHA-256 of all that.
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
    let sum = Sha256::digest(&out);
    out.extend_from_slice(&sum);
    out
}

/// Reads and checks an entry (see the module docs) whose key must be `key`.
fn read_entry(file: File, key: &str) -> Result<PortableCode, String> {
    let meta = file.metadata().map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if let Some(why) = not_private(&meta) {
        return Err(why);
    }
    if meta.len() > MAX_ENTRY_BYTES {
        return Err(format!("{} bytes, over the bound", meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_ENTRY_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    let Some(body_len) = bytes.len().checked_sub(32) else {
        return Err("truncated".into());
    };
    let (body, sum) = bytes.split_at(body_len);
    if Sha256::digest(body).as_slice() != sum {
        return Err("checksum mismatch (corrupt or truncated)".into());
    }
    let mut r = Reader { bytes: body, at: 0 };
    if r.take(4)? != MAGIC || r.u32()? != FORMAT {
        return Err("another format".into());
    }
    let key_len = r.u32()? as usize;
    if r.take(key_len)? != key.as_bytes() {
        return Err("another key (another build, layout or signature)".into());
    }
    let code_len = r.u32()? as usize;
    let code = r.take(code_len)?.to_vec();
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
    Ok(PortableCode {
        bytes: code,
        table_relocs,
    })
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
}
