//! Thunk packs: thunks and native entries compiled ahead of time (by a build script, with `hostcall::build`), linked into the program as ordinary code and described by a
//! [`ThunkPack`] the build script generates beside them.
//!
//! A pack is built for one value layout (by name, checked by
//! [fingerprint](crate::imports::layout_fingerprint)), one target, and at most one native
//! entry shape. Its code refers to nothing outside itself but its [`ImportTable`], which the
//! program fills when it registers the pack ([`ThunkPack::check_and_fill`]); the facade's
//! `hostcall::pack::register` then puts every shape in the process-wide cache, so calls of
//! those shapes take a thunk from the first call, with or without the JIT.

use crate::abi::CClosureEntry;
use crate::imports::{layout_fingerprint, ImportTable, IMPORTS_VERSION};
use crate::kind::{ParamKind, ResultKind};
use crate::layout::LayoutRef;
#[cfg(doc)]
use crate::sig::Signature;

/// The pack format this build reads: the import table's version and the shape of these
/// types. A pack of another format is refused.
pub const PACK_FORMAT: u32 = 2_000 + IMPORTS_VERSION;

/// A native entry shape without its slow path (an address of the running program, which
/// the pack's import table supplies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedNativeShape {
    /// [`CClosureEntry::method_offset`].
    pub method_offset: i32,
    /// [`CClosureEntry::disabled_flag_ptr_offset`].
    pub disabled_flag_ptr_offset: Option<i32>,
    /// [`CClosureEntry::counter_ptr_offset`].
    pub counter_ptr_offset: Option<i32>,
    /// [`CClosureEntry::exception`].
    pub exception: [u64; 2],
}

impl PackedNativeShape {
    /// `entry` without its slow path.
    pub fn of(entry: &CClosureEntry) -> PackedNativeShape {
        PackedNativeShape {
            method_offset: entry.method_offset,
            disabled_flag_ptr_offset: entry.disabled_flag_ptr_offset,
            counter_ptr_offset: entry.counter_ptr_offset,
            exception: entry.exception,
        }
    }
}

/// One compiled shape of a pack.
#[derive(Clone, Copy, Debug)]
pub struct PackedThunk {
    /// The signature, in its text form (for messages).
    pub signature: &'static str,
    /// Its parameter kinds (what a cache matches shapes by, with `result`).
    pub params: &'static [ParamKind],
    /// Its result kind.
    pub result: ResultKind,
    /// For a signature its kinds do not name ([`Signature::named_by_kinds`]: structs by
    /// value, a dialect), its descriptor form ([`Signature::to_descriptor`], which carries
    /// the struct layouts and dialect the kinds do not); `None` otherwise. Such a shape
    /// without it never matches, and a shape with it matches only its own signature.
    pub descriptor: Option<&'static str>,
    /// A native entry (the pack's [`native`](ThunkPack::native) shape) rather than a
    /// uniform thunk.
    pub native: bool,
    /// The code (a symbol of the pack's object).
    pub code: unsafe extern "C" fn(),
    /// Bytes of machine code.
    pub size: u32,
}

/// A pack as its build script describes it (generated code; see the module docs).
#[derive(Debug)]
pub struct ThunkPack {
    /// [`PACK_FORMAT`] of the builder.
    pub format: u32,
    /// The pack's name (its symbols' prefix).
    pub name: &'static str,
    /// The target triple its code was built for.
    pub target: &'static str,
    /// The name of the layout it was built for.
    pub layout_name: &'static str,
    /// That layout's [`layout_fingerprint`].
    pub layout_fingerprint: u64,
    /// The table its code loads imports from.
    pub imports: &'static ImportTable,
    /// The native entry shape of its native entries, if it has any.
    pub native: Option<PackedNativeShape>,
    /// Its shapes.
    pub thunks: &'static [PackedThunk],
    /// Its callback shapes, each with a pool of entries.
    pub callbacks: &'static [PackedCallbacks],
}

/// A callback shape of a pack: its upcall body and a fixed pool of entries, each a C
/// function of the callback's signature that calls the body with the record stored in its
/// slot of `records`. A callback made from the pool takes one entry for the rest of the
/// process (native code may call a pointer long after the script forgot it), so a pool of
/// `n` entries serves `n` callbacks of the shape; later ones use the JIT or a libffi closure.
#[derive(Debug)]
pub struct PackedCallbacks {
    /// The callback signature as a descriptor (`{"parameters": [...], "result": ...}`).
    pub descriptor: &'static str,
    /// Bytes of machine code of the shared body.
    pub body_size: u32,
    /// The entries.
    pub entries: &'static [unsafe extern "C" fn()],
    /// One record address per entry, written when the entry is handed out (0 until then).
    pub records: &'static [std::sync::atomic::AtomicUsize],
}

/// Why a pack cannot be used in this process. Nothing of it was used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PackError {
    /// Built by a `hostcall::build` of another pack format.
    #[error("pack `{pack}` has format {found}; this build of hostcall reads format {expected}")]
    Format {
        /// The pack.
        pack: String,
        /// Its format.
        found: u32,
        /// [`PACK_FORMAT`].
        expected: u32,
    },
    /// Built for another architecture or operating system.
    #[error(
        "pack `{pack}` was built for `{target}`, this program runs on {arch} {}",
        std::env::consts::OS
    )]
    Target {
        /// The pack.
        pack: String,
        /// Its target triple.
        target: String,
        /// This program's architecture.
        arch: &'static str,
    },
    /// Built for another layout, or for one whose encoding or hooks differ.
    #[error(
        "pack `{pack}` was built for layout `{built}` (fingerprint {built_fp:#018x}), \
         not for `{running}` (fingerprint {running_fp:#018x})"
    )]
    Layout {
        /// The pack.
        pack: String,
        /// The layout it was built for.
        built: String,
        /// Its fingerprint.
        built_fp: u64,
        /// The layout it is registered with.
        running: String,
        /// That layout's fingerprint.
        running_fp: u64,
    },
    /// Registered before with another layout or native entry (its import table, which its
    /// code may be running on, holds theirs).
    #[error("pack `{pack}` is registered with another layout or native entry already")]
    Taken {
        /// The pack.
        pack: String,
    },
    /// A callback pool's descriptor does not read (the pack's description was edited or
    /// written by hand).
    #[error("pack `{pack}`: callback pool `{descriptor}`: {reason}")]
    Callback {
        /// The pack.
        pack: String,
        /// The pool's descriptor.
        descriptor: String,
        /// Why it does not read.
        reason: String,
    },
    /// Its native entries were built for another entry shape than the engine's.
    #[error(
        "pack `{pack}`: its native entries were built for {built:?}, the engine's are {running:?}"
    )]
    NativeShape {
        /// The pack.
        pack: String,
        /// The shape it was built for.
        built: Option<PackedNativeShape>,
        /// The engine's shape.
        running: Option<PackedNativeShape>,
    },
}

impl ThunkPack {
    /// Checks that this pack fits this process (format, architecture, `layout`, the native
    /// entry shape `native` if it has native entries) and fills its import table for them.
    /// Nothing is parsed: a cache matches shapes by their kinds
    /// ([`PackedThunk::params`], [`PackedThunk::result`]), as [`Signature`] holds them.
    ///
    /// # Errors
    ///
    /// [`PackError`] when it does not fit, or its table holds the imports of another
    /// layout or native entry ([`PackError::Taken`]); the table is then left as it was.
    pub fn check_and_fill(
        &self,
        layout: LayoutRef,
        native: Option<CClosureEntry>,
    ) -> Result<(), PackError> {
        let pack = || self.name.to_string();
        if self.format != PACK_FORMAT {
            return Err(PackError::Format {
                pack: pack(),
                found: self.format,
                expected: PACK_FORMAT,
            });
        }
        let arch = std::env::consts::ARCH;
        let os = std::env::consts::OS;
        if triple_arch(self.target) != arch || !self.target.contains(os) {
            return Err(PackError::Target {
                pack: pack(),
                target: self.target.to_string(),
                arch,
            });
        }
        let running_fp = layout_fingerprint(layout);
        if self.layout_name != layout.name || self.layout_fingerprint != running_fp {
            return Err(PackError::Layout {
                pack: pack(),
                built: self.layout_name.to_string(),
                built_fp: self.layout_fingerprint,
                running: layout.name.to_string(),
                running_fp,
            });
        }
        let has_native = self.thunks.iter().any(|t| t.native);
        let running = native.as_ref().map(PackedNativeShape::of);
        if has_native && (self.native.is_none() || running != self.native) {
            return Err(PackError::NativeShape {
                pack: pack(),
                built: self.native,
                running,
            });
        }
        self.imports
            .fill(layout, native.map(|n| n.slow_path).filter(|_| has_native))
            .map_err(|_| PackError::Taken { pack: pack() })
    }
}

/// The architecture of a target triple as `std::env::consts::ARCH` names it (a triple's
/// `riscv64gc` is Rust's `riscv64`).
fn triple_arch(triple: &str) -> &str {
    match triple.split('-').next() {
        Some(a) if a.starts_with("riscv64") => "riscv64",
        Some(a) => a,
        None => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triple_arch_names_the_architecture_as_rust_does() {
        assert_eq!(triple_arch("riscv64gc-unknown-linux-gnu"), "riscv64");
        assert_eq!(triple_arch("aarch64-unknown-linux-gnu"), "aarch64");
        assert_eq!(triple_arch("x86_64-unknown-linux-gnu"), "x86_64");
    }
}
