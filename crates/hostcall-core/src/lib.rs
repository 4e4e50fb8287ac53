//! # hostcall-core
//!
//! The engine-neutral heart of hostcall: how host functions are described
//! ([`Signature`], [`MethodData`]), how an engine's values are laid out ([`ValueLayout`]),
//! which conversions are lossless ([`lane`]), what a call site does with the rest
//! ([`ConversionPolicy`]), and the generic libffi backend ([`generic`]) that every other
//! backend is compared with and falls back to. No Cranelift here; libffi only with the
//! `libffi` feature (on by default).
//!
//! ## Safety levels
//!
//! - **Safe**: signatures, descriptors, layouts as data, policies, typed host functions
//!   ([`rust_host_fn`]). Nothing here can cause undefined behaviour.
//! - **Unsafe, checked by the caller**: describing a raw host function
//!   ([`MethodData::new`]: the pointer must have the declared ABI), describing a call
//!   ([`CallFrame::new`]: `argv` must hold `argc` live values of the layout, and so on) and
//!   calling generated code ([`ThunkFn`]). These are the engine integration's obligations,
//!   stated in each function's `# Safety` section and kept in one place per engine. The
//!   lane's oracle, which takes a [`CallFrame`], is safe to call; the generic backend
//!   ([`generic::call_generic`]) also needs the method to be of the frame's engine.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `kind`: the parameter and result kinds, from one table.
//! - `dialect`: the value rules where FFIs differ ([`Dialect`]), as data of a signature.
//! - `number`: ECMAScript's number algorithms the slow path and messages need.
//! - `value`: an engine value without its layout ([`Value`]).
//! - `error`: typed errors.
//! - `structs`: structs by value: C layout, the per-call limit.
//! - `sig`: [`Signature`] (structs by value included) and its text and descriptor forms.
//! - `ffi_types`: the libffi type of each kind, struct and signature (feature `libffi`).
//! - `encoding`: value encodings (tag beside payload, NaN-boxing), read and emitted.
//! - `layout`: [`ValueLayout`]: a value's size, encoding and engine hooks, as data.
//! - `method`: [`MethodId`], [`MethodData`].
//! - `abi`: the contract with generated code (entries, frames, offsets).
//! - `lane`: the fast lane's lossless conversions and its oracle.
//! - `policy`: [`ConversionPolicy`], what happens to arguments off the lane.
//! - `typed`: Rust types to signatures at compile time.
//! - `generic`: the generic (libffi) backend; without the `libffi` feature, its conversions
//!   and boxing only (its call interface refuses every signature).
//! - `imports`: what generated code refers to outside itself, through one table, and the
//!   helpers it calls.
//! - `pack`: thunks compiled ahead of time, as a program carries them.
//! - `upcall`: callbacks: native code calling the engine.

pub mod abi;
pub mod dialect;
pub mod encoding;
pub mod error;
#[cfg(feature = "libffi")]
pub mod ffi_types;
pub mod generic;
pub mod imports;
pub mod kind;
pub mod lane;
pub mod layout;
pub mod method;
pub mod number;
pub mod pack;
pub mod policy;
pub mod sig;
pub mod structs;
pub mod typed;
pub mod upcall;
pub mod value;

pub use abi::{CClosureEntry, CallFrame, EntryKind, HostContext, Status, ThunkFn};
pub use dialect::Dialect;
pub use error::{ErrorKind, HostError, RegisterError, SignatureError};
pub use kind::{ParamKind, ResultKind, Scalar};
pub use lane::fast_lane_accepts;
pub use layout::{Hooks, LayoutError, LayoutRef, ValueLayout, MAX_VALUE_SIZE};
pub use method::{MethodData, MethodId};
pub use policy::{ConversionPolicy, Converted, Mode};
pub use sig::{ArgSource, Signature, MAX_PARAMS};
pub use typed::{
    rust_host_fn, BufferArg, CStrArg, EnvArg, HostFnType, ReceiverArg, RustHostFnInfo,
};
pub use upcall::{CallbackParam, CallbackSignature, UpcallHooks, UpcallRecord};
pub use value::{Cell, Class, Primitive, Value};
