//! hostcall in [Boa](https://boajs.dev): host functions defined in a Boa `Context` and
//! called through hostcall's dispatcher, so that hot ones run through a compiled thunk that
//! reads Boa's own `JsValue`s (NaN-boxed `u64`s) in place, checks their kinds, calls the
//! function with the C ABI and boxes the result; everything else takes hostcall's generic
//! backend with the host's [`ConversionPolicy`].
//!
//! ```
//! use boa_engine::{Context, Source};
//! use hostcall_boa::Host;
//!
//! extern "C" fn add(a: i32, b: i32) -> i32 {
//!     a.wrapping_add(b)
//! }
//!
//! let host = Host::new()?;
//! let mut context = Context::default();
//! host.typed("add", add as extern "C" fn(i32, i32) -> i32)?
//!     .register_global(&mut context)
//!     .map_err(|e| e.to_string())?;
//! let sum = host.rust("mul", |a: f64, b: f64| a * b)?;
//! sum.register_global(&mut context).map_err(|e| e.to_string())?;
//! let v = context
//!     .eval(Source::from_bytes("let s = 0; for (let i = 0; i < 300; i++) s = add(s, i); mul(s, 0.5)"))
//!     .map_err(|e| e.to_string())?;
//! assert_eq!(v.as_number(), Some(22425.0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! One [`Host`] serves any number of `Context`s on its thread; its thunks come from the
//! process-wide cache, shared with every other engine of the process (a QuickJS engine of
//! the same process reuses a shape compiled for Boa's layout only if the layout is the same,
//! which it is not: the cache key holds the layout).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `error`: the binding's errors.
//! - `layout`: Boa's `JsValue` as a value layout, checked against Boa; the hooks.
//! - `function`: host functions as Boa `NativeFunction`s.
//! - `closure`: Rust closures with captured state (one shim per closure type, the closure
//!   as each copy's `env`).
//! - `class`: host classes (objects wrapping a native pointer, methods with a receiver).

mod class;
mod closure;
mod error;
mod function;
mod layout;

pub use class::{ClassSpec, HostClass};
pub use closure::HostClosure;
pub use error::Error;
pub use function::{Host, HostFunction};
pub use layout::boa_layout;

pub use hostcall::{Backend, ConversionPolicy, Dispatcher, TierPolicy};
