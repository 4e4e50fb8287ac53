//! Which libraries scripts may open: [`FfiPermission`].
//!
//! Granting any library to a script lets it call native code with signatures it declares
//! itself, which is as powerful as `unsafe` Rust; so every granting constructor is an
//! `unsafe fn`, and only [`FfiPermission::denied`] (the default) is safe.
//!
//! An allow-list is resolved once, when it is built: each entry becomes one checked file
//! (canonical path, device and inode). `dlopen` then loads exactly that file and verifies the
//! loaded object (see docs/ffi.md, "The allow-list").

use std::path::Path;

use crate::ffi::loader::dl::{self, CheckedFile};

/// Which libraries scripts may open with `dlopen`.
///
/// ```
/// use hostcall_quickjs::{EngineOptions, FfiPermission};
/// // Denied is the default and needs no `unsafe`.
/// let opts = EngineOptions::default();
/// assert!(opts.ffi.is_denied());
/// // SAFETY: the doctest's script is trusted with libm.
/// let libm = unsafe { FfiPermission::allow_list(["libm.so.6"]) }?;
/// assert!(!libm.is_denied());
/// # Ok::<(), hostcall_quickjs::FfiPermissionError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct FfiPermission {
    grant: Grant<Allowed>,
}

/// One permission: nothing, everything, or a list. The one shape of every permission the
/// runtime checks: the FFI's libraries here ([`FfiPermission`]), and the runtime's
/// environment variables and paths (`hostcall_runtime::Permissions`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Grant<T> {
    /// Denied (the default).
    #[default]
    Denied,
    /// Every name, path or library.
    All,
    /// Only these (environment variable names, paths and everything below them, or
    /// libraries).
    Only(Vec<T>),
}

/// One allow-list entry, resolved.
#[derive(Clone, Debug)]
pub(crate) struct Allowed {
    /// The entry as written.
    pub(crate) entry: String,
    /// The file it resolved to.
    pub(crate) file: CheckedFile,
}

/// An allow-list entry could not be resolved.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FfiPermissionError {
    /// An entry was empty (e.g. the trailing comma of `--allow-ffi=libm.so.6,`).
    #[error("empty entry in the FFI allow-list (entry {index})")]
    EmptyEntry {
        /// Its position, from 0.
        index: usize,
    },
    /// The list had no entries.
    #[error("the FFI allow-list is empty")]
    EmptyList,
    /// A path entry does not name an existing regular file.
    #[error("FFI allow-list entry `{entry}`: {reason}")]
    Path {
        /// The entry as written.
        entry: String,
        /// Why it could not be resolved.
        reason: String,
    },
    /// The dynamic loader could not resolve a bare soname.
    #[error("FFI allow-list entry `{entry}`: the dynamic loader cannot load it: {reason}")]
    Soname {
        /// The entry as written.
        entry: String,
        /// The loader's message.
        reason: String,
    },
}

/// What `dlopen` may load for a path a script gave.
pub(crate) enum Target<'a> {
    /// Anything: the name is handed to the dynamic loader as it is.
    Any,
    /// Exactly this checked file.
    Checked(&'a Allowed),
}

impl FfiPermission {
    /// `dlopen` throws (the default).
    pub const fn denied() -> FfiPermission {
        FfiPermission {
            grant: Grant::Denied,
        }
    }

    /// Scripts may open any library the dynamic loader finds.
    ///
    /// # Safety
    ///
    /// A script given this permission can call any exported native function with a
    /// signature it declares, and so read and write any memory of the process: the embedder
    /// must trust every script run by engines with this permission as it trusts its own
    /// `unsafe` code.
    pub unsafe fn all() -> FfiPermission {
        FfiPermission { grant: Grant::All }
    }

    /// Scripts may open only these libraries. Each entry is resolved once, now:
    ///
    /// - an entry containing `/` is a path, canonicalised (it must exist and be a regular
    ///   file; a relative path is relative to the current directory now);
    /// - a bare name (no `/`) is a soname, resolved by loading it through the dynamic
    ///   loader's search path (as `dlopen` would; this runs its initialisers) to the file
    ///   the loader picks, canonicalised. The current directory plays no part.
    ///
    /// A script may then name an entry as written, or (with a `/`) any path that
    /// canonicalises to an entry's file; either way exactly the resolved file is loaded, and
    /// only if it is still the same file (device and inode).
    ///
    /// # Safety
    ///
    /// A script may call every exported function of the listed libraries with signatures it
    /// declares, which can read and write any memory of the process unless the libraries'
    /// functions are safe for every argument: the embedder must trust the scripts with these
    /// libraries as it trusts its own `unsafe` code. Resolving a bare soname loads the
    /// library (its initialisers run).
    pub unsafe fn allow_list<I, S>(entries: I) -> Result<FfiPermission, FfiPermissionError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut list = Vec::new();
        for (index, entry) in entries.into_iter().enumerate() {
            let entry = entry.as_ref();
            if entry.is_empty() {
                return Err(FfiPermissionError::EmptyEntry { index });
            }
            let file = if entry.contains('/') {
                dl::resolve_path(Path::new(entry)).map_err(|e| FfiPermissionError::Path {
                    entry: entry.to_string(),
                    reason: e.to_string(),
                })?
            } else {
                // SAFETY: the caller trusts the listed libraries (this function's contract).
                unsafe { dl::resolve_soname(entry) }.map_err(|e| FfiPermissionError::Soname {
                    entry: entry.to_string(),
                    reason: e.to_string(),
                })?
            };
            list.push(Allowed {
                entry: entry.to_string(),
                file,
            });
        }
        if list.is_empty() {
            return Err(FfiPermissionError::EmptyList);
        }
        Ok(FfiPermission {
            grant: Grant::Only(list),
        })
    }

    /// Whether every `dlopen` is refused.
    pub fn is_denied(&self) -> bool {
        matches!(self.grant, Grant::Denied)
    }

    /// Whether this is the unrestricted grant ([`FfiPermission::all`]), the only one under
    /// which scripts may read, write or call at arbitrary addresses (`UnsafePointerView`,
    /// `getArrayBuffer`, `copyInto`, `UnsafeFnPointer`). An allow-list is not: it decides
    /// which files `dlopen` loads, not which memory their functions and data lead to.
    pub fn is_unrestricted(&self) -> bool {
        matches!(self.grant, Grant::All)
    }

    /// What `dlopen(path)` may load, or `None` when it is not allowed. The empty path (the
    /// main program) is never allowed.
    pub(crate) fn target(&self, path: &str) -> Option<Target<'_>> {
        if path.is_empty() {
            return None;
        }
        match &self.grant {
            Grant::Denied => None,
            Grant::All => Some(Target::Any),
            Grant::Only(list) => {
                if let Some(a) = list.iter().find(|a| a.entry == path) {
                    return Some(Target::Checked(a));
                }
                if !path.contains('/') {
                    return None;
                }
                let canonical = std::fs::canonicalize(path).ok()?;
                list.iter()
                    .find(|a| a.file.canonical == canonical)
                    .map(Target::Checked)
            }
        }
    }
}
