//! Rust types to signatures at compile time.
//!
//! [`HostFnType`] maps `extern "C" fn(A, B, ...) -> R` pointer types (arities 0..=16, safe
//! or `unsafe`) to a [`Signature`], so a Rust host function is registered without writing
//! its signature by hand. [`rust_host_fn`] goes one step further for plain Rust functions:
//! it generates a C-ABI shim that takes a `context`, catches panics and turns them (and
//! returned `Err`s) into JavaScript exceptions, so no panic ever unwinds through a thunk.
//!
//! All impls come from one macro, `for_each_arity!`, in the manner of wasmtime's
//! `for_each_function_signature!`.

use std::ffi::{c_char, c_void};

use crate::error::{ErrorKind, HostError};
use crate::layout::Value;
use crate::method::HostContext;
use crate::sig::{ParamKind, ResultKind, Signature};

/// A Rust type that can be a host function parameter.
pub trait NativeParam: Copy + 'static {
    /// The kind it maps to.
    const KIND: ParamKind;
}

/// A Rust type that can be a host function result.
pub trait NativeResult: 'static {
    /// The kind it maps to.
    const KIND: ResultKind;
    /// A value returned when the call failed (its value is ignored by the caller).
    fn failed() -> Self;
}

/// A C string (`const char *`, NUL-terminated UTF-8): as an argument, borrowed for the
/// call; as a result, copied into a new string (the host keeps ownership of the bytes).
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct CStrArg(pub *const c_char);

/// A buffer argument: a pointer to the bytes of an `ArrayBuffer` or typed array.
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct BufferArg(pub *mut u8);

/// The host object behind `this` (see [`ParamKind::Receiver`]).
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct ReceiverArg(pub *mut c_void);

macro_rules! native_scalars {
    ($($t:ty => $p:ident / $r:ident = $zero:expr),* $(,)?) => {$(
        impl NativeParam for $t { const KIND: ParamKind = ParamKind::$p; }
        impl NativeResult for $t {
            const KIND: ResultKind = ResultKind::$r;
            fn failed() -> Self { $zero }
        }
    )*};
}

native_scalars! {
    i8 => I8 / I8 = 0, u8 => U8 / U8 = 0, i16 => I16 / I16 = 0, u16 => U16 / U16 = 0,
    i32 => I32 / I32 = 0, u32 => U32 / U32 = 0, i64 => I64 / I64 = 0, u64 => U64 / U64 = 0,
    isize => Isize / Isize = 0, usize => Usize / Usize = 0, f32 => F32 / F32 = 0.0,
    f64 => F64 / F64 = 0.0, bool => Bool / Bool = false,
    *mut c_void => Pointer / Pointer = std::ptr::null_mut(),
    *const c_void => Pointer / Pointer = std::ptr::null(),
}

impl NativeParam for CStrArg {
    const KIND: ParamKind = ParamKind::CString;
}
impl NativeResult for CStrArg {
    const KIND: ResultKind = ResultKind::CString;
    fn failed() -> Self {
        CStrArg(std::ptr::null())
    }
}
impl NativeParam for BufferArg {
    const KIND: ParamKind = ParamKind::Buffer;
}
impl NativeParam for ReceiverArg {
    const KIND: ParamKind = ParamKind::Receiver;
}
impl NativeParam for *const Value {
    const KIND: ParamKind = ParamKind::Value;
}
impl NativeParam for *mut HostContext {
    const KIND: ParamKind = ParamKind::Context;
}
impl NativeResult for () {
    const KIND: ResultKind = ResultKind::Void;
    fn failed() -> Self {}
}

/// A function pointer type whose signature is known at compile time.
pub trait HostFnType: Copy {
    /// The signature of this function type.
    fn signature() -> Signature;
    /// The function's address.
    fn address(self) -> *const c_void;
}

/// A Rust function usable as a host function through [`rust_host_fn`]: any `Fn` of up to
/// 15 [`NativeParam`]s returning a [`NativeResult`] or `Result<R, HostError>`, that is
/// zero-sized (a `fn` item or a closure that captures nothing).
pub trait RustHostFn<Args>: Copy + Send + Sync + 'static {
    /// The signature of the generated shim: `context` first, then the parameters.
    fn signature() -> Signature;
    /// The generated C-ABI shim.
    fn shim() -> *const c_void;
}

/// A host function made from a Rust function by [`rust_host_fn`]: its shim's address and
/// signature, ready for [`MethodData::new`](crate::MethodData::new).
#[derive(Clone, Debug)]
pub struct RustHostFnInfo {
    /// The shim's address.
    pub func: *const c_void,
    /// `(context, params...) -> result`.
    pub signature: Signature,
}

/// Wraps a plain Rust function (a `fn` item or a non-capturing closure) as a host function:
/// a generated `extern "C"` shim with a leading `context` parameter that calls it inside
/// `catch_unwind`. A panic, or an `Err(HostError)` from a function returning `Result`,
/// becomes a JavaScript exception; the panic never crosses a C or JIT frame.
///
/// ```
/// use hostcall_core::{rust_host_fn, HostError};
/// let add = rust_host_fn(|a: i32, b: i32| a.wrapping_add(b));
/// assert_eq!(add.signature.to_string(), "(context, i32, i32) -> i32");
/// let checked = rust_host_fn(|a: i32| -> Result<i32, HostError> {
///     a.checked_mul(2).ok_or_else(|| HostError::range_error("overflow"))
/// });
/// assert_eq!(checked.signature.to_string(), "(context, i32) -> i32");
/// ```
pub fn rust_host_fn<F: RustHostFn<Args>, Args>(_f: F) -> RustHostFnInfo {
    RustHostFnInfo {
        func: F::shim(),
        signature: F::signature(),
    }
}

/// What a Rust host function returns: a plain result or `Result<R, HostError>`.
pub trait IntoHostResult {
    /// The native result type.
    type Native: NativeResult;
    /// Splits into the value or the error.
    fn into_host_result(self) -> Result<Self::Native, HostError>;
}

impl<R: NativeResult> IntoHostResult for R {
    type Native = R;
    fn into_host_result(self) -> Result<R, HostError> {
        Ok(self)
    }
}

impl<R: NativeResult> IntoHostResult for Result<R, HostError> {
    type Native = R;
    fn into_host_result(self) -> Result<R, HostError> {
        self
    }
}

/// Runs `body`, turning a panic or an error into a report through `ctx`.
///
/// # Safety
///
/// `ctx` must be the live context of the current host call.
#[doc(hidden)]
pub unsafe fn run_guarded<R: IntoHostResult>(
    ctx: *mut HostContext,
    body: impl FnOnce() -> R,
) -> R::Native {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(body));
    let err = match outcome {
        Ok(r) => match r.into_host_result() {
            Ok(v) => return v,
            Err(e) => e,
        },
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic payload".to_string());
            HostError::new(ErrorKind::Error, format!("host function panicked: {what}"))
        }
    };
    // SAFETY: `ctx` is the live context of this call (caller's contract).
    unsafe { crate::method::report_error(ctx, err) };
    R::Native::failed()
}

/// Conjures a zero-sized `Copy` function value.
///
/// # Safety
///
/// `F` must be zero-sized and inhabited (a `fn` item or non-capturing closure type), which
/// `RustHostFn` impls assert at compile time before calling this.
#[doc(hidden)]
pub unsafe fn conjure_zst<F: Copy>() -> F {
    const { assert!(std::mem::size_of::<F>() == 0) };
    // SAFETY: `F` is zero-sized (asserted above), so a read through a dangling but aligned
    // non-null pointer reads no bytes; it is inhabited (caller's contract), so the read
    // produces its one value.
    unsafe { std::ptr::NonNull::<F>::dangling().as_ptr().read() }
}

/// Calls `$m!` once per arity, 0..=16, with the list of type parameters.
#[macro_export]
#[doc(hidden)]
macro_rules! for_each_arity {
    ($m:ident) => {
        $m!();
        $m!(A1);
        $m!(A1 A2);
        $m!(A1 A2 A3);
        $m!(A1 A2 A3 A4);
        $m!(A1 A2 A3 A4 A5);
        $m!(A1 A2 A3 A4 A5 A6);
        $m!(A1 A2 A3 A4 A5 A6 A7);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14 A15);
        $m!(A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14 A15 A16);
    };
}

/// Whether a parameter list has at most one `context` and one `receiver`: checked at
/// compile time for every typed host function, so building its signature cannot fail.
const fn implicit_params_ok(kinds: &[ParamKind]) -> bool {
    let (mut cx, mut rx, mut i) = (0, 0, 0);
    while i < kinds.len() {
        match kinds[i] {
            ParamKind::Context => cx += 1,
            ParamKind::Receiver => rx += 1,
            _ => {}
        }
        i += 1;
    }
    cx <= 1 && rx <= 1
}

fn sig_of(params: Vec<ParamKind>, result: ResultKind) -> Signature {
    Signature::new_unchecked(params, result)
}

macro_rules! impl_host_fn_type {
    ($($a:ident)*) => {
        impl<R: NativeResult, $($a: NativeParam),*> HostFnType for extern "C" fn($($a),*) -> R {
            fn signature() -> Signature {
                const { assert!(implicit_params_ok(&[$($a::KIND),*]), "at most one context and one receiver") };
                sig_of(vec![$($a::KIND),*], R::KIND)
            }
            fn address(self) -> *const c_void {
                self as *const c_void
            }
        }
        impl<R: NativeResult, $($a: NativeParam),*> HostFnType for unsafe extern "C" fn($($a),*) -> R {
            fn signature() -> Signature {
                const { assert!(implicit_params_ok(&[$($a::KIND),*]), "at most one context and one receiver") };
                sig_of(vec![$($a::KIND),*], R::KIND)
            }
            fn address(self) -> *const c_void {
                self as *const c_void
            }
        }
    };
}
for_each_arity!(impl_host_fn_type);

macro_rules! impl_rust_host_fn {
    (A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13 A14 A15 A16) => {};
    ($($a:ident)*) => {
        #[allow(non_snake_case)]
        impl<F, Out, $($a: NativeParam),*> RustHostFn<($($a,)*)> for F
        where
            F: Fn($($a),*) -> Out + Copy + Send + Sync + 'static,
            Out: IntoHostResult,
        {
            fn signature() -> Signature {
                const { assert!(implicit_params_ok(&[ParamKind::Context, $($a::KIND),*]), "a Rust host function takes its context implicitly") };
                sig_of(vec![ParamKind::Context, $($a::KIND),*], <Out::Native as NativeResult>::KIND)
            }
            fn shim() -> *const c_void {
                const { assert!(std::mem::size_of::<F>() == 0, "rust_host_fn takes a fn item or a closure that captures nothing") };
                unsafe extern "C" fn shim<F, Out, $($a),*>(ctx: *mut HostContext, $($a: $a),*) -> Out::Native
                where
                    F: Fn($($a),*) -> Out + Copy,
                    Out: IntoHostResult,
                {
                    // SAFETY: `F` is zero-sized (asserted in `shim()` before this function's
                    // address is taken) and inhabited: a fn item or non-capturing closure.
                    let f: F = unsafe { conjure_zst::<F>() };
                    // SAFETY: the thunk or generic backend passes the live context.
                    unsafe { run_guarded(ctx, move || f($($a),*)) }
                }
                shim::<F, Out, $($a),*> as unsafe extern "C" fn(*mut HostContext, $($a),*) -> Out::Native as *const c_void
            }
        }
    };
}
for_each_arity!(impl_rust_host_fn);
