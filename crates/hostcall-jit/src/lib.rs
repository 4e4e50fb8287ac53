//! # hostcall-jit
//!
//! Cranelift code generation for hostcall's thunks: for one (signature, value layout) it
//! emits a native function with the uniform [`ThunkFn`](hostcall_core::ThunkFn) entry that reads the engine's
//! values, checks their tags, converts along the lossless fast lane, calls the host
//! function with the platform C ABI and boxes the result. The only crate of hostcall that
//! imports `cranelift-*`.
//!
//! It also emits the other direction, callbacks ([`upcall`]): for one (callback signature,
//! layout) a shared body ([`compile_upcall_body`]) that boxes native arguments into engine
//! values and calls the engine through [`hostcall_core::upcall`]'s hooks, and per callback a
//! small entry with the callback's own C signature ([`compile_upcall_entry`]).
//!
//! The common scalar shapes (integer parameters up to 32 bits, `f32` and `f64`; results
//! `void`, integers, `f32` and `f64`; on QuickJS-NG's layout, x86-64) are
//! written as machine code directly (module `direct`, a few microseconds where Cranelift
//! takes a hundred or more), giving what Cranelift's code for them gives; [`JitOptions::direct`] (`HOSTCALL_JIT_DIRECT=0`) turns that off.
//!
//! One process-wide compiler sits behind a mutex, so compiles may be requested from any
//! thread (the facade's background worker, or a caller under `Eager`). Cranelift compiles
//! each thunk to bytes (`Context::compile`). The code holds no address of this process: hooks,
//! helpers and the layout's id are loaded from an import table
//! ([`hostcall_core::imports`]) whose address is the code's one relocation, resolved here
//! before the bytes are copied into the code arena
//! (module `arena`, Linux): one `memfd` chunk mapped read + execute, thunks packed at
//! 64-byte boundaries, written with `pwrite`, never freed. The arena's docs state when a
//! thread may enter new code (the compiler thread writes and synchronises the instruction
//! stream, the caller publishes the address with a `Release` store and callers load it with
//! `Acquire`). Code known whole before any of it runs (a persistent code cache's bundle)
//! goes through [`place_sealed`] instead: one mapping filled by the caller, then sealed
//! read + execute; or, laid out for it, runs from its file's pages ([`FileCode`]: the file
//! mapped private, checked in place by the caller, its code section then made read +
//! execute). Where the arena cannot be set up (not Linux, or memfds cannot be mapped
//! executable) the compiler logs it once and falls back to one process-lifetime
//! `JITModule`, finalised per compile (pages of its own per thunk). Either way compiled
//! code is never freed, so no call can ever jump into freed code (the same trade-off as
//! Jint's static caches, which pin their members). Callers cache thunks (see the `hostcall`
//! facade's `ThunkCache`): this crate compiles whatever it is asked to.
//!
//! ## Safety
//!
//! Compiling is safe. Calling a [`CompiledThunk`] is `unsafe` with exactly the contract of
//! [`ThunkFn`](hostcall_core::ThunkFn): `method` describes a function of the signature the thunk was built for, and
//! `argv` holds `argc` live values of its layout. The one place where generated code is
//! trusted, turning a code address into a [`ThunkFn`](hostcall_core::ThunkFn), is `compiler::entry_from_code`.
//! Upcall code is handed out as an address ([`UpcallEntry::address`]): turning it into a
//! function pointer of the callback's C type, and calling it while its record keeps the
//! contract of [`hostcall_core::upcall`], is the caller's unsafe step (the facade's
//! `hostcall::Callback::new` states it).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `arena`: the code arena (Linux; a stub elsewhere).
//! - `error`: [`JitError`], [`Unsupported`].
//! - `options`: [`JitOptions`], the process-wide compiler's configuration.
//! - `abi`: the ABI mapping: how scalars travel in the C ABI, the native signatures, the
//!   CLIF comment header.
//! - `emit`: the encodings' instruction set in Cranelift.
//! - `boxing`: boxing a native scalar into an engine value (both directions).
//! - `structcall`: the System V placement of struct calls (the pieces thunks use).
//! - `direct`: scalar thunks and native entries as x86-64 machine code, without Cranelift.
//! - `codegen`: the CLIF of one thunk or native entry (structs placed by `structcall`).
//! - `upcall`: the CLIF of callbacks' bodies and entries.
//! - `compiler`: the process-wide compiler and code store.
//! - `inspect`: generated code as text (goldens, review).
//! - `cross` (feature `cross`): thunks for another target, as a relocatable object or text.
//! - `pack` (feature `cross`): thunk packs built ahead of time (an object and its Rust
//!   description).

pub mod abi;
#[cfg(target_os = "linux")]
mod arena;
#[cfg(not(target_os = "linux"))]
#[path = "arena_unsupported.rs"]
mod arena;
mod boxing;
pub mod codegen;
mod compiler;
#[cfg(feature = "cross")]
pub mod cross;
mod direct;
mod emit;
mod error;
mod inspect;
mod options;
#[cfg(feature = "cross")]
pub mod pack;
pub mod structcall;
pub mod upcall;

pub use arena::{page_size, FileCode};
pub use codegen::FuncSource;
pub use compiler::{
    code_fingerprint, code_memory, compile, compile_baked, compile_cranelift, compile_native,
    compile_native_cranelift, compile_native_portable, compile_portable, compile_upcall_body,
    compile_upcall_entry, host_supported, install_portable, install_portable_thunk, place_sealed,
    thunk_at, written_directly, CodeMemory, CompileTimings, CompiledThunk, NativeCode,
    PortableCode, UpcallBody, UpcallEntry, SEALED_CODE_ALIGN, TRAP_FILL,
};
pub use error::{JitError, Unsupported};
pub use inspect::{
    clif, clif_entry, clif_upcall, disasm_upcall_x86_64, disasm_x86_64, UpcallPart, GOLDEN_BODY,
    GOLDEN_RECORD,
};
pub use options::{configure, JitOptions, OptLevel, Regalloc};
