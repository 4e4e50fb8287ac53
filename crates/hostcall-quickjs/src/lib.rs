//! # hostcall-quickjs
//!
//! hostcall in a real engine: QuickJS-NG through rquickjs (0.12, 0.13 or 0.14: the
//! feature `rquickjs-0-*` names the one your application is on; default 0.14).
//!
//! - [`Engine`]: a runtime and context with a hostcall [`Dispatcher`](hostcall::Dispatcher).
//!   Host functions ([`Engine::define_extern_fn`], [`Engine::define_rust_fn`],
//!   [`Engine::define_raw_fn`]) are QuickJS C closures whose calls go straight to the
//!   compiled thunk for their signature, reading QuickJS's own `JSValue` array; arguments
//!   outside the fast lane run the engine's [`ConversionPolicy`](hostcall::ConversionPolicy).
//! - [`Host`]: hostcall attached to any rquickjs runtime (yours: your `Runtime`, contexts,
//!   modules and classes), its dispatcher living as long as the runtime; [`Engine`] is a
//!   convenience over it.
//! - Rust closures with captured state ([`Host::func`], [`func`], [`Func`], the drop-in for
//!   rquickjs's `Func`, also rquickjs's `IntoJsFunc`), taking and returning numbers and
//!   rquickjs's `Value`, `String`, `Object`, `Function`, `Option` of those, `Opt`, `Rest`,
//!   `This`, `Coerced`: called through a monomorphized Rust thunk (or the Cranelift thunk of
//!   their signature, [`ClosureEntry`]), with rquickjs's conversions by default
//!   ([`ClosureConversions`]), panics and `Err`s becoming exceptions.
//! - rquickjs's classes by an import swap (feature `macros`, default on): `class` is
//!   rquickjs's `#[class]`, [`methods`] is rquickjs's `#[methods]` input with every member a
//!   hostcall closure (the receiver through rquickjs's `FromJs`, so its class and borrow
//!   checks; the other parameters on the lane), and [`function`] is rquickjs's
//!   `#[function]` whose `js_<name>` is a hostcall function when set as a value:
//!
//! ```
//! # #[cfg(feature = "macros")]
//! # mod demo {
//! use hostcall_quickjs::{class, methods};
//! use rquickjs::{class::Trace, Class, Context, JsLifetime, Runtime};
//!
//! #[derive(Trace, JsLifetime)]
//! #[class]
//! pub struct Meter {
//!     base: i32,
//! }
//!
//! #[methods]
//! impl Meter {
//!     #[qjs(constructor)]
//!     pub fn new(base: i32) -> Meter {
//!         Meter { base }
//!     }
//!     pub fn add(&self, d: i32) -> i32 {
//!         d + self.base
//!     }
//!     pub fn bump<'js>(&mut self, cb: rquickjs::Function<'js>) -> rquickjs::Result<i32> {
//!         cb.call::<_, ()>(())?; // a script calling `bump` again here gets a borrow error
//!         self.base += 1;
//!         Ok(self.base)
//!     }
//!     #[qjs(get)]
//!     pub fn base(&self) -> i32 {
//!         self.base
//!     }
//! }
//!
//! # pub fn main() -> rquickjs::Result<()> {
//! let runtime = Runtime::new()?;
//! let context = Context::full(&runtime)?;
//! context.with(|ctx| -> rquickjs::Result<()> {
//!     Class::<Meter>::define(&ctx.globals())?;
//!     assert_eq!(ctx.eval::<i32, _>("const m = new Meter(2); m.add(1.5) + m.base")?, 5);
//!     let e: String = ctx.eval("try { m.bump(() => m.bump(() => {})); '' } catch (e) { e.message }")?;
//!     assert!(e.contains("borrow"), "{e}");
//!     let e: String = ctx.eval("try { Meter.prototype.base; '' } catch (e) { e.name }")?;
//!     assert_eq!(e, "TypeError");
//!     // The members ran on hostcall's entries.
//!     assert!(hostcall_quickjs::Host::get(&ctx).expect("attached").counts().thunk >= 3);
//!     Ok(())
//! })?;
//! # Ok(())
//! # }
//! # }
//! # fn main() {
//! #     #[cfg(feature = "macros")]
//! #     demo::main().expect("runs");
//! # }
//! ```
//! - Host classes ([`ClassSpec`], [`Engine::define_class`]): methods, getters and setters
//!   backed by thunks, the native object reached through the `receiver` kind.
//! - The FFI module: `hostcall.dlopen(path, symbols)`, compatible with `Deno.dlopen`,
//!   refused unless [`FfiPermission`] allows it (granting it is `unsafe`; the allow-list
//!   loads exactly the files it resolved and refuses symbols of dependencies; Linux with
//!   glibc only, every `dlopen` is refused elsewhere), and `hostcall.UnsafeCallback`
//!   (`Deno.UnsafeCallback`): script functions as C function pointers, callable from any
//!   thread when made thread-safe (docs/ffi.md, "Callbacks").
//!
//! With the `testing` feature (not part of the API: for this workspace's tests, benches,
//! fuzz targets and the CLI's `--interop-host`), two hidden modules: `interop`, the host
//! object of Jint's interop benchmark, and `fuzzing`, the oracle of the JS fuzz target.
//!
//! Errors a host function reports, and panics of Rust host functions, become JavaScript
//! exceptions with their messages.

//! ## Homes by concern
//!
//! The crate holds three things, each in a top-level module folder:
//!
//! - `binding/`, the engine binding: what an rquickjs application needs (the value layout
//!   and hooks, function records and shims, closures, conversions, classes, [`Host`]), and
//!   what the layers above build on: reading buffers at their live length (`buffer.rs`, the
//!   one way to read a buffer: the lane's hook, structs, `nonblocking` copies, text and
//!   console all use it), [`EngineError`] (`error.rs`: what `Host` returns and every layer
//!   above reports through), native QuickJS functions and classes over Rust state
//!   (`native.rs`: the FFI's pointer API and the runtime's text are built with it), pointer
//!   objects (`pointer_value.rs`, what the layout's hooks make and read under the
//!   `pointer-objects` dialect rule), a function's own wrapper entry, and a per-engine map
//!   of the layers' state (`state.rs`, `StateMap`) whose types
//!   it does not know. It names nothing of the FFI or the runtime.
//! - `ffi/`, the Deno-compatible FFI module: `dlopen` and its descriptors, symbols (under
//!   hostcall's or Deno's rules), pointers, `UnsafeCallback`, `nonblocking` calls, structs;
//!   its libraries (`ffi/loader/`: which ones may be opened, [`FfiPermission`], opening them
//!   with the allow-list's checks, when a closed one is unloaded, what runs below the
//!   script on a thread), the engine's side of callbacks and the queue from other threads,
//!   all kept per engine in the binding's state map.
//! - `runtime/`, the script runtime: the formatter (`inspect`), `console`,
//!   `TextEncoder`/`TextDecoder`, the globals
//!   (`globals.rs` installs `console`, `hostcall` and `Deno`, so it sits above the FFI it
//!   installs), unhandled rejections, and [`Engine`] (a runtime and context with a host,
//!   its event loop; it installs the FFI and the runtime, so it is the top).
//!
//! `ffi/` and `runtime/` are the feature `runtime` (default on): an rquickjs application
//! that builds hostcall-quickjs without it compiles the binding alone (no FFI, no Deno
//! code, neither `serde_json` nor `encoding_rs`).
//!
//! Folders, not crates: the FFI module and the runtime reach into the binding's unsafe
//! QuickJS internals (function records, the engine state, the native-function builder,
//! live buffer bytes); as crates those would have to become public API with safety
//! contracts across a crate boundary, for one engine (no engine trait is written for
//! engines we do not have). The layer order below is checked by
//! `hostcall-testkit/tests/module_layers.rs`, as is each folder's own in its `mod.rs`.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `binding`: the engine binding ([`Host`] and everything it stands on).
//! - `ffi`: the FFI module (`hostcall.dlopen`, `Deno.dlopen` and the `Deno.*` classes, the
//!   libraries they open, callbacks).
//! - `runtime`: the script runtime and [`Engine`].
//! - `interop`, `fuzzing` (feature `testing`): fixtures built on [`Engine`].

// Without the runtime, what the binding offers the layers above it (native functions and
// classes, lazily registered and wrapped functions, pointer objects) has no user here.
#![cfg_attr(not(feature = "runtime"), allow(dead_code))]

// The rquickjs the application is on (features `rquickjs-0-12`, `-0-13`, `-0-14`): whichever is
// chosen, this crate names it `rquickjs` (an `extern crate` at the root joins the extern
// prelude, so `rquickjs::` and `::rquickjs` paths resolve to it everywhere).
#[cfg(all(feature = "runtime", feature = "rquickjs-0-12"))]
compile_error!(
    "hostcall-quickjs: the feature `runtime` (the Deno FFI and script runtime) needs rquickjs \
     0.13 or later: QuickJS-NG 0.15 (rquickjs 0.12) reallocates any ArrayBuffer's bytes in \
     `transfer(n)`, so the FFI's buffers over foreign memory cannot be made safe there; the \
     binding (closures, classes, functions: `default-features = false, features = \
     [\"rquickjs-0-12\", ..]`) works on it"
);

/// The rquickjs this crate is built on (the feature `rquickjs-0-*` chosen), for code that
/// must name the same one.
#[cfg(feature = "rquickjs-0-14")]
pub extern crate rquickjs;
#[cfg(all(
    feature = "rquickjs-0-12",
    not(feature = "rquickjs-0-14"),
    not(feature = "rquickjs-0-13")
))]
/// The rquickjs this crate is built on (the feature `rquickjs-0-*` chosen), for code that
/// must name the same one.
pub extern crate rquickjs_0_12 as rquickjs;
/// The rquickjs this crate is built on (the feature `rquickjs-0-*` chosen), for code that
/// must name the same one.
#[cfg(all(feature = "rquickjs-0-13", not(feature = "rquickjs-0-14")))]
pub extern crate rquickjs_0_13 as rquickjs;
#[cfg(not(any(
    feature = "rquickjs-0-12",
    feature = "rquickjs-0-13",
    feature = "rquickjs-0-14"
)))]
compile_error!(
    "hostcall-quickjs: name the rquickjs your application is on, with one of the features \
     `rquickjs-0-12`, `rquickjs-0-13` or `rquickjs-0-14` (the default; \
     `default-features = false` turns it off)"
);
#[cfg(any(
    all(feature = "rquickjs-0-12", feature = "rquickjs-0-13"),
    all(feature = "rquickjs-0-12", feature = "rquickjs-0-14"),
    all(feature = "rquickjs-0-13", feature = "rquickjs-0-14")
))]
compile_error!(
    "hostcall-quickjs: more than one of the features `rquickjs-0-12`, `rquickjs-0-13`, \
     `rquickjs-0-14` is on; an application is on one rquickjs (with `rquickjs-0-12` or \
     `rquickjs-0-13`, depend on hostcall-quickjs with `default-features = false`)"
);

// Layer order, bottom first.
mod binding;
#[cfg(feature = "runtime")]
mod ffi;
#[cfg(all(feature = "testing", feature = "runtime"))]
#[doc(hidden)]
pub mod fuzzing;
#[cfg(all(feature = "testing", feature = "runtime"))]
#[doc(hidden)]
pub mod interop;
#[cfg(feature = "runtime")]
mod runtime;

pub use binding::buffer::{copy_live_bytes, view_extent};
#[doc(hidden)]
pub use binding::class::MemberAccessor;
pub use binding::class::{ClassSpec, HostClass};
pub use binding::closure::{ClosureConversions, ClosureEntry, Func, HostClosure};
pub use binding::convert::{JsOutput, JsParam, JsRet, ThisMut, ThisRef};
pub use binding::error::{EngineError, ScriptError};
#[doc(hidden)]
pub use binding::host::class_member;
pub use binding::host::{func, Accessor, Host, HostOptions};
pub use binding::layout::quickjs_layout;
#[cfg(feature = "runtime")]
pub use ffi::callback::CallbackCounts;

/// The native entry shape of this crate's host functions (QuickJS's `JSCClosure` over
/// hostcall's function record), for a build script's thunk pack
/// (`hostcall::build::PackSpec::native_entry`; its slow path is supplied at
/// [`register_pack`]).
pub fn pack_native_entry() -> hostcall::CClosureEntry {
    binding::function::native_entry_shape()
}

/// Registers a thunk pack built for QuickJS ([`quickjs_layout`], [`pack_native_entry`]) in
/// the process-wide cache: host functions of its shapes defined from now on call their
/// native entry from the first call, with or without the `jit` feature.
///
/// # Errors
///
/// [`hostcall::pack::PackError`] when the pack was built for another layout, entry shape,
/// architecture or format (nothing of it is used).
///
/// # Safety
///
/// As [`hostcall::pack::register`]: `pack` is the description a build script generated
/// with the object linked into this program.
pub unsafe fn register_pack(
    pack: &'static hostcall::pack::ThunkPack,
) -> Result<hostcall::pack::PackReport, hostcall::pack::PackError> {
    // SAFETY: the caller's contract.
    unsafe {
        hostcall::pack::register(
            pack,
            quickjs_layout(),
            Some(binding::function::native_entry_shape()),
        )
    }
}
#[cfg(feature = "runtime")]
pub use ffi::loader::permission::{FfiPermission, FfiPermissionError, Grant};

/// rquickjs with hostcall's drop-ins in its places: an application that names rquickjs
/// through one path (`use rquickjs::..`, or a re-export such as Javy's `pub use rquickjs as
/// quickjs`) switches by changing that one import:
///
/// ```
/// # #[cfg(feature = "macros")]
/// # fn main() -> rquickjs::Result<()> {
/// use hostcall_quickjs::dropin as rquickjs; // was: the rquickjs crate
/// use rquickjs::prelude::Func; // hostcall's `Func`
/// use rquickjs::{Context, Runtime}; // rquickjs's own
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| {
///     ctx.globals().set("add", Func::from(|a: i32, b: i32| a + b))?;
///     assert_eq!(ctx.eval::<i32, _>("add(40, 2)")?, 42);
///     // The call ran on hostcall's entry.
///     assert_eq!(hostcall_quickjs::Host::get(&ctx).expect("attached").counts().thunk, 1);
///     Ok(())
/// })
/// # }
/// # #[cfg(not(feature = "macros"))]
/// # fn main() {}
/// ```
///
/// Everything is rquickjs's (the crate this one is built on, [`rquickjs`]) except:
///
/// - `function::Func` and `prelude::Func`: hostcall's [`Func`] (rquickjs's `Func::from`
///   input, the same conversions by default);
/// - `methods` (feature `macros`): hostcall's [`methods`], rquickjs's
///   `#[methods]` input with every member a hostcall closure;
/// - `function` (feature `macros`): hostcall's [`function`], rquickjs's `#[function]`
///   input; its `js_<name>` set as a value (`ctx.globals().set("f", js_f)`) is a hostcall
///   function, and still implements rquickjs's `IntoJsFunc`;
/// - `object::Accessor`: hostcall's [`Accessor`], rquickjs's with its getter and setter
///   hostcall closures.
///
/// Not swapped by an import: `Function::new(ctx, closure)` (the type `Function` is the one
/// every rquickjs API takes and returns, so it stays rquickjs's, and so does its `new`):
/// `hostcall_quickjs::func(&ctx, closure)` is the same call through hostcall (`ctx` borrowed;
/// the result is a `Result<Function, EngineError>`, which `?` turns into `rquickjs::Error`).
/// Nor `Constructor` (it needs `new.target`'s prototype, which a hostcall closure is not
/// given), nor `Function::new` of a `#[function]`'s `js_<name>`: they keep rquickjs's path.
pub mod dropin {
    #[doc(no_inline)]
    pub use rquickjs::*;

    #[cfg(feature = "macros")]
    #[doc(no_inline)]
    pub use crate::{function, methods};

    /// rquickjs's `function` module with hostcall's [`Func`](crate::Func).
    pub mod function {
        #[doc(no_inline)]
        pub use crate::Func;
        #[doc(no_inline)]
        pub use rquickjs::function::*;
    }

    /// rquickjs's `object` module with hostcall's [`Accessor`](crate::Accessor).
    pub mod object {
        #[doc(no_inline)]
        pub use crate::Accessor;
        #[doc(no_inline)]
        pub use rquickjs::object::*;
    }

    /// rquickjs's `prelude` with hostcall's [`Func`](crate::Func).
    pub mod prelude {
        #[doc(no_inline)]
        pub use crate::Func;
        #[doc(no_inline)]
        pub use rquickjs::prelude::*;
    }
}
/// rquickjs's `#[function]` whose `js_<name>` becomes a hostcall function
/// ([`hostcall_macros::function`]).
#[cfg(feature = "macros")]
pub use hostcall_macros::function;
/// rquickjs's `#[methods]` with hostcall's closure entries ([`hostcall_macros`]).
#[cfg(feature = "macros")]
pub use hostcall_macros::methods;
/// rquickjs's `#[class]` (and its `class` module): the type of a class stays rquickjs's.
#[cfg(feature = "macros")]
pub use rquickjs::class;
#[cfg(feature = "runtime")]
pub use runtime::engine::{
    Engine, EngineOptions, LeakReport, LoopHook, SymbolEntry, SymbolStats, QUEUED_BATCH,
};
#[cfg(feature = "runtime")]
pub use runtime::globals::GlobalsInstall;
#[cfg(feature = "runtime")]
pub use runtime::inspect::{inspect, inspect_short};
