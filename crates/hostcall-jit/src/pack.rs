//! Thunk packs, built ahead of time (feature `cross`): the shapes a program uses, compiled
//! for its target into one relocatable object, and the Rust source that describes them
//! (a [`hostcall_core::pack::ThunkPack`] and the import table the code refers to). A build
//! script makes one with [`PackSpec::build`] (`BuiltPack::write_for_cargo` writes and links
//! it); the program registers it at start (`hostcall::pack::register`), and calls of those
//! shapes take the thunk from the first call, also in a build without the JIT.

use std::fmt::Write as _;

use hostcall_core::imports::layout_fingerprint;
use hostcall_core::pack::{PackedNativeShape, PACK_FORMAT};
use hostcall_core::upcall::{CallbackParam, CallbackSignature};
use hostcall_core::{CClosureEntry, EntryKind, LayoutRef, Signature};

use crate::cross::{emit, ObjectCallbackPool, ObjectThunk};
use crate::error::JitError;

/// What goes into a pack: its name, target, layout, native entry shape and signatures.
#[derive(Clone, Debug)]
pub struct PackSpec {
    name: String,
    target: String,
    layout: LayoutRef,
    native: Option<CClosureEntry>,
    uniform: Vec<Signature>,
    natives: Vec<Signature>,
    callbacks: Vec<(CallbackSignature, usize)>,
    core_path: String,
}

/// The most entries a pack holds for one callback shape.
pub const MAX_POOL_ENTRIES: usize = 4096;

/// A built pack: the object's bytes and the Rust source describing it.
#[derive(Clone, Debug)]
pub struct BuiltPack {
    /// The relocatable object (ELF) with every shape's code.
    pub object: Vec<u8>,
    /// Rust source: a module named after the pack with `PACK` (its
    /// [`ThunkPack`](hostcall_core::pack::ThunkPack)) and its import table.
    pub rust: String,
    /// How many shapes it holds.
    pub shapes: usize,
    /// Bytes of machine code in all.
    pub code_bytes: usize,
}

impl BuiltPack {
    /// Writes the pack for Cargo from a build script: the object as the static library
    /// `lib<name>.a` (made with the `ar` of `$AR`, else `ar`) and the Rust description as
    /// `<name>.rs`, both in `out_dir`, and prints the directives that link the library.
    /// Include the description with `hostcall::include_pack!("<name>")`.
    ///
    /// # Errors
    ///
    /// Writing the files or running `ar` failed.
    pub fn write_for_cargo(&self, out_dir: &std::path::Path, name: &str) -> std::io::Result<()> {
        let obj = out_dir.join(format!("{name}.o"));
        let lib = out_dir.join(format!("lib{name}.a"));
        std::fs::write(&obj, &self.object)?;
        std::fs::write(out_dir.join(format!("{name}.rs")), &self.rust)?;
        let _ = std::fs::remove_file(&lib);
        let ar = std::env::var("AR").unwrap_or_else(|_| "ar".to_string());
        let status = std::process::Command::new(&ar)
            .arg("crs")
            .arg(&lib)
            .arg(&obj)
            .status()?;
        if !status.success() {
            return Err(std::io::Error::other(format!(
                "`{ar} crs` failed: {status}"
            )));
        }
        println!("cargo:rustc-link-search=native={}", out_dir.display());
        println!("cargo:rustc-link-lib=static={name}");
        Ok(())
    }
}

impl PackSpec {
    /// The name of the pack.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// An empty pack named `name` (an identifier: the Rust module's name and the symbols'
    /// prefix) of code for `layout` on `target` (a triple of
    /// [`cross::TARGETS`](crate::cross::TARGETS)).
    ///
    /// # Errors
    ///
    /// [`JitError::Host`] for a name that is not an ASCII identifier or an unknown target.
    pub fn new(name: &str, target: &str, layout: LayoutRef) -> Result<PackSpec, JitError> {
        let ident = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return Err(JitError::Host(format!(
                "pack name `{name}` is not an ASCII identifier"
            )));
        }
        if !crate::cross::TARGETS.contains(&target) {
            return Err(JitError::Host(format!(
                "pack target `{target}` is not one of {:?}",
                crate::cross::TARGETS
            )));
        }
        Ok(PackSpec {
            name: name.to_string(),
            target: target.to_string(),
            layout,
            native: None,
            uniform: Vec::new(),
            natives: Vec::new(),
            callbacks: Vec::new(),
            core_path: "::hostcall::core".to_string(),
        })
    }

    /// The path of `hostcall-core` in the program (default `::hostcall::core`, the
    /// facade's re-export).
    pub fn core_path(mut self, path: &str) -> PackSpec {
        self.core_path = path.to_string();
        self
    }

    /// The engine's native entry shape, for [`native`](PackSpec::native) signatures. Its
    /// slow path is an address of the program, supplied at registration: only the other
    /// fields are built in.
    pub fn native_entry(mut self, entry: CClosureEntry) -> PackSpec {
        self.native = Some(entry);
        self
    }

    /// Adds a uniform thunk of `sig` (what `Dispatcher::call` runs). A shape the target
    /// cannot take (a struct call passing more than 4 KiB on the stack, say) makes
    /// [`build`](PackSpec::build) fail with the reason.
    ///
    /// # Errors
    ///
    /// None yet; the `Result` leaves room for checks made when a shape is added.
    pub fn thunk(&mut self, sig: Signature) -> Result<&mut PackSpec, JitError> {
        if !self.uniform.contains(&sig) {
            self.uniform.push(sig);
        }
        Ok(self)
    }

    /// Adds a native entry of `sig` (what an engine with native entries calls: QuickJS's
    /// `Host`). Needs [`native_entry`](PackSpec::native_entry).
    ///
    /// # Errors
    ///
    /// As [`thunk`](PackSpec::thunk).
    pub fn native(&mut self, sig: Signature) -> Result<&mut PackSpec, JitError> {
        if !self.natives.contains(&sig) {
            self.natives.push(sig);
        }
        Ok(self)
    }

    /// Adds callbacks of `sig`: its upcall body and a pool of `entries` entries, so that as
    /// many callbacks of the shape (`hostcall::Callback`, Deno's `UnsafeCallback`) run on
    /// packed code, with no compile, each holding its entry for the rest of the process;
    /// later ones use the JIT or a libffi closure. Each entry is a few instructions (16 to
    /// 32 bytes). Adding a shape again adds to its pool.
    ///
    /// # Errors
    ///
    /// [`JitError::Host`] for a pool of 0 or more than [`MAX_POOL_ENTRIES`] entries, a
    /// signature with structs by value (callbacks of such shapes use libffi's closures), or
    /// one under a dialect other than hostcall's.
    pub fn callbacks(
        &mut self,
        sig: CallbackSignature,
        entries: usize,
    ) -> Result<&mut PackSpec, JitError> {
        if sig.has_structs() {
            return Err(JitError::Host(format!(
                "callback {sig}: structs by value have no upcall code (libffi's closures serve them)"
            )));
        }
        if !sig.dialect().is_hostcall() {
            return Err(JitError::Host(format!(
                "callback {sig}: packs hold callbacks under hostcall's rules only (a dialect's \
                 callbacks are compiled at run time)"
            )));
        }
        let have = self
            .callbacks
            .iter()
            .find(|(s, _)| *s == sig)
            .map_or(0, |(_, n)| *n);
        if entries == 0 || have + entries > MAX_POOL_ENTRIES {
            return Err(JitError::Host(format!(
                "callback {sig}: a pool of {} entries (1 to {MAX_POOL_ENTRIES})",
                have + entries
            )));
        }
        match self.callbacks.iter_mut().find(|(s, _)| *s == sig) {
            Some((_, n)) => *n += entries,
            None => self.callbacks.push((sig, entries)),
        }
        Ok(self)
    }

    /// Compiles every shape for the target and writes the description.
    ///
    /// # Errors
    ///
    /// [`JitError::Host`] when native signatures were added without a native entry shape,
    /// and a shape's own error when the target cannot take it (leave that shape out: the
    /// program runs it as it would without a pack).
    pub fn build(&self) -> Result<BuiltPack, JitError> {
        let native = match (self.native, self.natives.is_empty()) {
            (Some(n), _) => Some(n),
            (None, true) => None,
            (None, false) => {
                return Err(JitError::Host(format!(
                    "pack `{}` has native signatures but no native entry shape",
                    self.name
                )))
            }
        };
        let mut objs = Vec::new();
        let mut listed = Vec::new();
        for (i, sig) in self.uniform.iter().enumerate() {
            objs.push(ObjectThunk {
                symbol: format!("hostcall_pack_{}_t{i}", self.name),
                signature: sig.clone(),
                layout: self.layout,
                entry: EntryKind::Uniform,
            });
            listed.push(false);
        }
        if let Some(entry) = native {
            for (i, sig) in self.natives.iter().enumerate() {
                objs.push(ObjectThunk {
                    symbol: format!("hostcall_pack_{}_n{i}", self.name),
                    signature: sig.clone(),
                    layout: self.layout,
                    entry: EntryKind::CClosure(entry),
                });
                listed.push(true);
            }
        }
        let pools: Vec<ObjectCallbackPool> = self
            .callbacks
            .iter()
            .enumerate()
            .map(|(j, (sig, n))| ObjectCallbackPool {
                body_symbol: format!("hostcall_pack_{}_c{j}", self.name),
                entry_symbols: (0..*n)
                    .map(|k| format!("hostcall_pack_{}_c{j}_e{k}", self.name))
                    .collect(),
                records_symbol: format!("hostcall_pack_{}_c{j}_records", self.name),
                signature: sig.clone(),
                layout: self.layout,
            })
            .collect();
        let imports = format!("hostcall_pack_{}_imports", self.name);
        let (object, sizes) = emit(&self.target, &imports, &objs, &pools, &[])?;
        let mut rust = self.rust(&imports, &objs, &listed, &sizes, native);
        self.rust_callbacks(&mut rust, &pools, &sizes[objs.len()..]);
        Ok(BuiltPack {
            object,
            rust,
            shapes: objs.len() + pools.len(),
            code_bytes: sizes.iter().map(|&s| s as usize).sum(),
        })
    }

    /// The callback pools' part of the description: each pool's record table (a
    /// `#[no_mangle]` static its entries load from), its entries, and `PACK_CALLBACKS`.
    fn rust_callbacks(&self, s: &mut String, pools: &[ObjectCallbackPool], body_sizes: &[u32]) {
        let core = &self.core_path;
        let _ = writeln!(
            s,
            "/// The callback pools of the thunk pack `{}`.\n\
             #[allow(non_upper_case_globals, dead_code)]\npub mod {}_callbacks {{",
            self.name, self.name
        );
        for p in pools {
            let n = p.entry_symbols.len();
            let _ = writeln!(
                s,
                "    /// The records of `{}`'s entries (written when an entry is handed out).\n    \
                 #[unsafe(no_mangle)]\n    \
                 pub static {}: [::std::sync::atomic::AtomicUsize; {n}] = \
                 [const {{ ::std::sync::atomic::AtomicUsize::new(0) }}; {n}];",
                p.signature, p.records_symbol
            );
            s.push_str("    unsafe extern \"C\" {\n");
            for e in &p.entry_symbols {
                let _ = writeln!(s, "        pub fn {e}();");
            }
            s.push_str("    }\n");
        }
        let _ = writeln!(
            s,
            "    /// The pack's callback pools.\n    \
             pub static POOLS: [{core}::pack::PackedCallbacks; {}] = [",
            pools.len()
        );
        for (p, size) in pools.iter().zip(body_sizes) {
            let _ = writeln!(
                s,
                "        {core}::pack::PackedCallbacks {{ descriptor: {:?}, body_size: {size}, \
                 entries: &[{}], records: &{} }},",
                callback_descriptor(&p.signature),
                p.entry_symbols.join(", "),
                p.records_symbol
            );
        }
        s.push_str("    ];\n}\n");
    }

    fn rust(
        &self,
        imports: &str,
        objs: &[ObjectThunk],
        native_flags: &[bool],
        sizes: &[u32],
        native: Option<CClosureEntry>,
    ) -> String {
        let core = &self.core_path;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "// @generated by hostcall's pack builder: {} shapes for layout `{}` on {}.\n\
             /// The thunk pack `{}`: register it with `hostcall::pack::register`.\n\
             #[allow(non_upper_case_globals, dead_code)]\n\
             pub mod {} {{",
            objs.len(),
            self.layout.name,
            self.target,
            self.name,
            self.name
        );
        let _ = writeln!(
            s,
            "    /// The import table the pack's code loads hooks and helpers from (filled when \
             the pack is registered).\n    \
             #[unsafe(no_mangle)]\n    \
             pub static {imports}: {core}::imports::ImportTable = {core}::imports::ImportTable::new();"
        );
        s.push_str("    unsafe extern \"C\" {\n");
        for o in objs {
            let _ = writeln!(s, "        fn {}();", o.symbol);
        }
        s.push_str("    }\n");
        let shape = native.as_ref().map_or("None".to_string(), |n| {
            let p = PackedNativeShape::of(n);
            format!(
                "Some({core}::pack::PackedNativeShape {{ method_offset: {}, \
                 disabled_flag_ptr_offset: {:?}, counter_ptr_offset: {:?}, exception: [{:#x}, {:#x}] }})",
                p.method_offset,
                p.disabled_flag_ptr_offset,
                p.counter_ptr_offset,
                p.exception[0],
                p.exception[1]
            )
        });
        let _ = writeln!(
            s,
            "    /// The pack.\n    \
             pub static PACK: {core}::pack::ThunkPack = {core}::pack::ThunkPack {{\n        \
             format: {PACK_FORMAT},\n        name: {:?},\n        target: {:?},\n        \
             layout_name: {:?},\n        layout_fingerprint: {:#018x},\n        \
             imports: &{imports},\n        native: {shape},\n        thunks: &[",
            self.name,
            self.target,
            self.layout.name,
            layout_fingerprint(self.layout),
        );
        for ((o, &n), size) in objs.iter().zip(native_flags).zip(sizes) {
            let params: Vec<String> = o
                .signature
                .params()
                .iter()
                .map(|k| format!("{core}::ParamKind::{k:?}"))
                .collect();
            let descriptor = if !o.signature.named_by_kinds() {
                format!("Some({:?})", o.signature.to_descriptor())
            } else {
                "None".to_string()
            };
            let _ = writeln!(
                s,
                "            {core}::pack::PackedThunk {{ signature: {:?}, params: &[{}], result: \
                 {core}::ResultKind::{:?}, descriptor: {descriptor}, native: {n}, code: {}, \
                 size: {size} }},",
                o.signature.to_string(),
                params.join(", "),
                o.signature.result(),
                o.symbol
            );
        }
        let _ = writeln!(
            s,
            "        ],\n        callbacks: &super::{}_callbacks::POOLS,\n    }};\n}}",
            self.name
        );
        s
    }
}

/// A callback signature of scalars as a descriptor (what `CallbackSignature::from_descriptor`
/// reads back).
fn callback_descriptor(sig: &CallbackSignature) -> String {
    let params: Vec<String> = sig
        .params()
        .iter()
        .map(|p| match p {
            CallbackParam::Kind(k) => format!("\"{}\"", k.name()),
            // Refused by `PackSpec::callbacks`.
            CallbackParam::Struct(l) => l.descriptor_value().to_string(),
        })
        .collect();
    let result = sig.result_kind().map_or("void", |k| k.name());
    format!(
        "{{\"parameters\": [{}], \"result\": \"{result}\"}}",
        params.join(", ")
    )
}
