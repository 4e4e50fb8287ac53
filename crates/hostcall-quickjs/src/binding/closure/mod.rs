//! Rust closures as host functions.
//!
//! A closure's environment (the closure itself, boxed, with the host's shared state) goes
//! into its method's user data. Two entries reach it, for every closure type `F`:
//!
//! - the **shim**, `extern "C" fn(env, context, A1::Native, ...) -> R::Native`: the function
//!   of the registered method, `(env, context, ...) -> ...` in hostcall's terms. The thunk of
//!   that signature (shared by every closure of the same signature, compiled once per
//!   process) and the generic backend call it, passing the user data as `env`. It converts
//!   the native arguments to the closure's types, calls the closure inside `catch_unwind`,
//!   and reports a panic or an `Err` through the context.
//! - the **monomorphized entry**, a QuickJS `JSCClosure` specialised per closure type at
//!   compile time: it reads QuickJS's argument array along the lossless lane itself, calls
//!   the closure inline and boxes the result; off the lane it hands the call, untouched, to
//!   the native entries' slow path (the generic backend with the host's policy, through the
//!   shim). No compile at run time.
//!
//! Both turn errors into exceptions, and panics too, except under rquickjs's conversions on
//! the monomorphized entry, where a panic is handed to rquickjs and resumes in the Rust
//! caller of the script as rquickjs resumes it (`raise::relay_panic`); nothing unwinds
//! through C or generated frames. The environment is freed when the function object is
//! finalized (or when the runtime frees it), through the record's [`Instance`].
//!
//! The entries are written once, as generic functions over the closure and its parameter
//! list (`entries`); what differs per arity is only types, which one table lists
//! (`for_each_arity!`) and small impls name: how each kind of closure is called
//! (`Invoke`), the parameter list taken in turn (`ParamList`), and [`HostClosure`], whose
//! per-arity impl spells out its shims' C signatures and hands the rest to `entries`.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `invoke`: how each kind of closure is called (`Invoke`: `Fn`, rquickjs's `MutFn`,
//!   `OnceFn`, `Async`), one impl per arity.
//! - `params`: `ParamList`, a closure's parameters taken in turn (from the shim's native
//!   arguments, along the lane, rquickjs's way), one impl per arity.
//! - `raise`: a call's errors and panics as exceptions, and rquickjs's panic relay.
//! - `entries`: the entries' bodies, generic over the closure and its parameter list: the
//!   signature, the shims' body, the two monomorphized entries, rquickjs's `IntoJsFunc` call.
//! - `host_closure`: [`HostClosure`] and its impls, one per arity.
//! - `func`: [`Func`], the drop-in for rquickjs's `Func`.
//!
//! This file keeps the arity table, [`ClosureEntry`], [`ClosureConversions`], and what a
//! closure's function object carries (`ClosureEnv`, [`prepare`]).

use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use hostcall::{MethodData, MethodId};
use rquickjs::qjs;

use crate::binding::error::EngineError;
use crate::binding::function::Instance;
use crate::binding::state::Shared;

/// The arity table: `$m!` once per closure arity, 0 to 14, with each parameter's type and
/// marker names (`A1 M1 A2 M2 ...`). Every per-arity impl comes from it (`Invoke`,
/// `ParamList`, `HostClosure`), as wasmtime's `for_each_function_signature!` does; the
/// impls it names carry no logic of their own.
macro_rules! for_each_arity {
    ($m:ident) => {
        $m!();
        $m!(A1 M1);
        $m!(A1 M1 A2 M2);
        $m!(A1 M1 A2 M2 A3 M3);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12 A13 M13);
        $m!(A1 M1 A2 M2 A3 M3 A4 M4 A5 M5 A6 M6 A7 M7 A8 M8 A9 M9 A10 M10 A11 M11 A12 M12 A13 M13 A14 M14);
    };
}

mod entries;
mod func;
mod host_closure;
mod invoke;
mod params;
mod raise;

pub use func::Func;
pub use host_closure::HostClosure;

/// How a Rust closure's calls reach it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ClosureEntry {
    /// A thunk written in Rust and specialised per closure type at compile time: QuickJS
    /// calls it directly, it reads the arguments along the same lossless lane as the JIT's
    /// thunks and calls the closure inline; anything off the lane goes to the generic
    /// backend with the host's policy. Needs no compile at run time, so it also works where
    /// a JIT is not allowed. The default: measured faster than the Cranelift path for
    /// closures (docs/benchmarks.md, "Closures").
    #[default]
    Monomorphized,
    /// The dispatcher's path, as for `extern "C"` host functions: the generic backend, then
    /// (with the JIT backend, once hot) the Cranelift thunk of the closure's signature,
    /// shared by every closure of that signature, which passes the closure's environment as
    /// an implicit `env` argument to a Rust shim. Every parameter but `Ctx` reaches the shim
    /// as a `value` (the shim converts it: the lane, else the host's policy, or the type's
    /// `FromJs`), and the result leaves it as a `value`.
    Dispatcher,
}

/// Which conversions a closure's arguments and results take where the lossless lane does not
/// decide them.
///
/// ```
/// use hostcall_quickjs::{ClosureConversions, Host, HostOptions};
/// use rquickjs::{Context, Runtime};
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
///     // The default: rquickjs's results.
///     let host = Host::attach(&ctx, HostOptions::default())?;
///     ctx.globals().set("id", host.func(&ctx, |x: i32| x)?)?;
///     ctx.globals().set("big", host.func(&ctx, |x: f64| x as u64)?)?;
///     assert_eq!(ctx.eval::<i32, _>("id(7.9)")?, 7);
///     assert_eq!(ctx.eval::<String, _>("typeof big(2 ** 60)")?, "number");
///     Ok(())
/// })?;
///
/// // One option away: the host's policy (strict by default) and lossless results.
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
///     let options = HostOptions { conversions: ClosureConversions::Policy, ..HostOptions::default() };
///     let host = Host::attach(&ctx, options)?;
///     ctx.globals().set("id", host.func(&ctx, |x: i32| x)?)?;
///     ctx.globals().set("big", host.func(&ctx, |x: f64| x as u64)?)?;
///     let e: String = ctx.eval("try { id(7.9); '' } catch (e) { e.name }")?;
///     assert_eq!(e, "RangeError");
///     assert_eq!(ctx.eval::<String, _>("typeof big(2 ** 60)")?, "bigint");
///     Ok(())
/// })?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ClosureConversions {
    /// rquickjs's own, so swapping rquickjs's `Func` for hostcall's changes speed, not
    /// results: off the lane each parameter converts with its `FromJs` (an `i32` given `1.5`
    /// is 1, given `3e9` is 2147483647, given `NaN` is 0; a `u8` given 300 is a `TypeError`;
    /// a string given a number is a `TypeError`), fewer arguments than parameters is rquickjs's
    /// `TypeError`, 64-bit integer results past int32 are float64s (rounded past 2^53, as
    /// rquickjs's `IntoJs`), and an `rquickjs::Error` is raised as rquickjs raises it. Only
    /// the monomorphized entry has it: a closure on [`ClosureEntry::Dispatcher`] always takes
    /// the host's policy. The default.
    #[default]
    Rquickjs,
    /// The host's [`ConversionPolicy`](hostcall::ConversionPolicy) (strict by default: a
    /// `RangeError` for `1.5` given to an integer, a `TypeError` for a wrong type), and
    /// hostcall's lossless result boxing (a 64-bit result past 2^53 is a BigInt).
    Policy,
}

/// What a closure's function object carries: the closure and the host's shared state (for
/// the policy of conversions off the lane).
pub(super) struct ClosureEnv<F> {
    pub(super) shared: Rc<Shared>,
    pub(super) f: F,
}

/// Frees a closure's environment, once, when its function object dies.
///
/// # Safety
///
/// `env` came from `Box::into_raw` of a `ClosureEnv<F>` in [`prepare`].
unsafe fn free_env<F>(env: *mut c_void) {
    // A closure's captures may run any code when dropped; a panic there must not unwind into
    // QuickJS's finalizer. It is swallowed: the function object is gone either way.
    if let Err(payload) = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller's contract.
        drop(unsafe { Box::from_raw(env.cast::<ClosureEnv<F>>()) })
    })) {
        hostcall::core::typed::drop_panic_payload(payload);
    }
}

/// A closure ready to become a function object: its registered method (shared by every
/// closure of its type), its own copy of it with its environment, and its entry.
pub(crate) struct Prepared {
    pub(crate) data: MethodData,
    pub(crate) instance: Instance,
    pub(crate) entry: Option<qjs::JSCClosure>,
}

/// Boxes a closure's environment and describes its method.
pub(crate) fn prepare<'js, F, P>(
    f: F,
    shared: &Rc<Shared>,
    entry: ClosureEntry,
    conversions: ClosureConversions,
) -> Result<Prepared, EngineError>
where
    F: HostClosure<'js, P>,
{
    if !F::one_argument_each()
        && (entry != ClosureEntry::Monomorphized || conversions != ClosureConversions::Rquickjs)
    {
        return Err(EngineError::UnsupportedClosure(
            "a closure with `Opt`, `This` or `Rest` parameters needs the monomorphized entry \
             and rquickjs's conversions (the defaults)",
        ));
    }
    if F::ctx_params() > 1 {
        return Err(EngineError::UnsupportedClosure(
            "a closure takes at most one `Ctx` parameter",
        ));
    }
    let sig = F::signature();
    let shim = F::shim();
    // SAFETY: the shim is an `extern "C"` fn item of exactly `sig`'s ABI (`host_closure`):
    // `env`, the `context` pointer unless a `Ctx` parameter's native is it, the parameter
    // list's `Natives` (whose kinds are the `KINDS` the signature lists: one `ParamList` impl
    // says both), and `RawValue`, the signature's `value` result.
    let data = unsafe { MethodData::new(MethodId::of(shim, &sig), shim, sig)? };
    let env = Box::into_raw(Box::new(ClosureEnv {
        shared: shared.clone(),
        f,
    }))
    .cast::<c_void>();
    // SAFETY: the shim reads its `env` as a `ClosureEnv<F>`, which `env` is; `free_env::<F>`
    // frees exactly that, once.
    let instance = unsafe { Instance::new(&data, env, free_env::<F>) };
    let entry = match entry {
        ClosureEntry::Monomorphized => Some(match conversions {
            ClosureConversions::Rquickjs => F::mono_rquickjs(),
            ClosureConversions::Policy => F::mono(),
        }),
        ClosureEntry::Dispatcher => None,
    };
    Ok(Prepared {
        data,
        instance,
        entry,
    })
}
