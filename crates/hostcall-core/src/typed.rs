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

use crate::abi::HostContext;
use crate::error::{ErrorKind, HostError};
use crate::kind::{ParamKind, ResultKind};
use crate::sig::Signature;
use crate::value::Value;

/// A Rust type that can be a host function parameter.
///
/// Implemented by hostcall for the scalar types, raw pointers and the argument wrappers of
/// this module; generated code and libffi pass arguments by [`KIND`](NativeParam::KIND).
/// No type stands for [`ParamKind::Slice`]: a slice is two native arguments (pointer, then
/// length), and no single Rust parameter of an `extern "C" fn` travels as two (a
/// `#[repr(C)]` pair by value goes wholly on the stack when only one register is left, where
/// two arguments would be split). A function taking `(*const u8, usize)` is registered with
/// a signature written as `(slice)` instead.
///
/// # Safety
///
/// `KIND` must describe exactly how a value of the type travels in the C ABI (its size,
/// signedness and register class), and every value the backends may pass for `KIND` must
/// be a valid value of the type. An impl that lies makes generated code call host
/// functions with the wrong ABI; it cannot be written without `unsafe`.
pub unsafe trait NativeParam: Copy + 'static {
    /// The kind it maps to.
    const KIND: ParamKind;
}

/// A Rust type that can be a host function result.
///
/// # Safety
///
/// `KIND` must describe exactly how a value of the type is returned in the C ABI, and every
/// value of the type must be one the backends may box for `KIND` (for
/// [`ResultKind::CString`]: null or a NUL-terminated string valid until it is boxed).
pub unsafe trait NativeResult: 'static {
    /// The kind it maps to.
    const KIND: ResultKind;
    /// A value returned when the call failed (its value is ignored by the caller).
    fn failed() -> Self;
}

/// A C string (`const char *`, NUL-terminated UTF-8): as an argument, borrowed for the
/// call; as a result, copied into a new string (the host keeps ownership of the bytes).
///
/// As a result it is read after the host function returns, so making one is `unsafe`
/// ([`CStrArg::new`]) unless the bytes are `'static` ([`CStrArg::from_static`]).
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct CStrArg(*const c_char);

impl CStrArg {
    /// A C string result from a raw pointer.
    ///
    /// # Safety
    ///
    /// `p` is null (boxed as `null`) or points to a NUL-terminated string that stays
    /// valid until the result has been boxed: `'static` bytes, bytes the host keeps alive
    /// past the call, or bytes of one of the call's own `cstring` or `buffer` arguments
    /// (which hostcall keeps alive until the result is boxed).
    pub const unsafe fn new(p: *const c_char) -> CStrArg {
        CStrArg(p)
    }

    /// A C string result from a `'static` C string.
    pub const fn from_static(s: &'static std::ffi::CStr) -> CStrArg {
        CStrArg(s.as_ptr())
    }

    /// A null string (boxed as `null`).
    pub const fn null() -> CStrArg {
        CStrArg(std::ptr::null())
    }

    /// The pointer (as an argument: NUL-terminated UTF-8, valid for the call).
    pub const fn as_ptr(self) -> *const c_char {
        self.0
    }
}

/// A buffer argument: a pointer to the bytes of an `ArrayBuffer` or typed array.
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct BufferArg(pub *mut u8);

/// The host object behind `this` (see [`ParamKind::Receiver`]).
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct ReceiverArg(pub *mut c_void);

/// The method's user data (see [`ParamKind::Env`]): a closure's environment.
#[repr(transparent)]
#[derive(Clone, Copy, Debug)]
pub struct EnvArg(pub *mut c_void);

macro_rules! native_scalars {
    ($($t:ty => $p:ident / $r:ident = $zero:expr),* $(,)?) => {$(
        // SAFETY: the scalar types travel in the C ABI exactly as their kinds say.
        unsafe impl NativeParam for $t { const KIND: ParamKind = ParamKind::$p; }
        // SAFETY: as above; every value of a scalar type is a valid result.
        unsafe impl NativeResult for $t {
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

// SAFETY: a pointer-sized transparent wrapper; as an argument the backends pass a valid
// NUL-terminated string.
unsafe impl NativeParam for CStrArg {
    const KIND: ParamKind = ParamKind::CString;
}
// SAFETY: every `CStrArg` is null or a string valid until boxed (its constructors' contract).
unsafe impl NativeResult for CStrArg {
    const KIND: ResultKind = ResultKind::CString;
    fn failed() -> Self {
        CStrArg::null()
    }
}
// SAFETY: a pointer-sized transparent wrapper; any pointer value is a valid `BufferArg`.
unsafe impl NativeParam for BufferArg {
    const KIND: ParamKind = ParamKind::Buffer;
}
// SAFETY: a pointer-sized transparent wrapper; any pointer value is a valid `ReceiverArg`.
unsafe impl NativeParam for ReceiverArg {
    const KIND: ParamKind = ParamKind::Receiver;
}
// SAFETY: a pointer-sized transparent wrapper; any pointer value is a valid `EnvArg`.
unsafe impl NativeParam for EnvArg {
    const KIND: ParamKind = ParamKind::Env;
}
// SAFETY: a pointer, passed as one.
unsafe impl NativeParam for *const Value {
    const KIND: ParamKind = ParamKind::Value;
}
// SAFETY: a pointer, passed as one.
unsafe impl NativeParam for *mut HostContext {
    const KIND: ParamKind = ParamKind::Context;
}
// SAFETY: nothing is returned.
unsafe impl NativeResult for () {
    const KIND: ResultKind = ResultKind::Void;
    fn failed() -> Self {}
}

/// A function pointer type whose signature is known at compile time: `extern "C" fn(A, B,
/// ...) -> R` and its `unsafe` form, arities 0..=16, for [`NativeParam`]s and a
/// [`NativeResult`].
///
/// # Safety
///
/// `address()` must return a function with exactly the C ABI that `signature()` describes,
/// valid for as long as any method made from it may be called. hostcall implements it for
/// function pointer types only; an impl that lies cannot be written without `unsafe`.
pub unsafe trait HostFnType: Copy {
    /// The signature of this function type.
    fn signature() -> Signature;
    /// The function's address.
    fn address(self) -> *const c_void;
}

/// A Rust function usable as a host function through [`rust_host_fn`]: any `Fn` of up to
/// 15 [`NativeParam`]s returning a [`NativeResult`] or `Result<R, HostError>`, that is
/// zero-sized (a `fn` item or a closure that captures nothing).
///
/// # Safety
///
/// `shim()` must return a function with exactly the C ABI `signature()` describes, valid for
/// the life of the process, that never unwinds. hostcall implements it for every eligible
/// closure and `fn` item; no other impl is needed.
pub unsafe trait RustHostFn<Args>: Copy + Send + Sync + 'static {
    /// The signature of the generated shim: `context` first, then the parameters.
    fn signature() -> Signature;
    /// The generated C-ABI shim.
    fn shim() -> *const c_void;
}

/// A host function made from a Rust function by [`rust_host_fn`]: its shim's address and
/// signature, ready for [`MethodData::new`](crate::MethodData::new).
///
/// Its fields are private: the only way to make one is [`rust_host_fn`], so its address
/// always has its signature's ABI, which lets engines register it without `unsafe`.
#[derive(Clone, Debug)]
pub struct RustHostFnInfo {
    func: *const c_void,
    signature: Signature,
}

impl RustHostFnInfo {
    /// The shim's address: a C-ABI function of [`signature`](RustHostFnInfo::signature)
    /// that lives for the process.
    pub fn func(&self) -> *const c_void {
        self.func
    }

    /// `(context, params...) -> result`.
    pub fn signature(&self) -> &Signature {
        &self.signature
    }

    /// Splits into the address and the signature.
    pub fn into_parts(self) -> (*const c_void, Signature) {
        (self.func, self.signature)
    }
}

/// Wraps a plain Rust function (a `fn` item or a non-capturing closure) as a host function:
/// a generated `extern "C"` shim with a leading `context` parameter that calls it inside
/// `catch_unwind`. A panic, or an `Err(HostError)` from a function returning `Result`,
/// becomes a JavaScript exception; the panic never crosses a C or JIT frame.
///
/// ```
/// use hostcall_core::{rust_host_fn, HostError};
/// let add = rust_host_fn(|a: i32, b: i32| a.wrapping_add(b));
/// assert_eq!(add.signature().to_string(), "(context, i32, i32) -> i32");
/// let checked = rust_host_fn(|a: i32| -> Result<i32, HostError> {
///     a.checked_mul(2).ok_or_else(|| HostError::range_error("overflow"))
/// });
/// assert_eq!(checked.signature().to_string(), "(context, i32) -> i32");
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

/// Drops a caught panic's payload without unwinding again: a payload whose own `Drop`
/// panics (`std::panic::panic_any` takes any value) would otherwise unwind out of the frame
/// that caught the first panic, often an `extern "C"` one, and abort the process. A second
/// panic's payload is leaked (`mem::forget`): dropping it could panic a third time.
pub fn drop_panic_payload(payload: Box<dyn std::any::Any + Send>) {
    if let Err(again) =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(payload)))
    {
        std::mem::forget(again);
    }
}

/// The message of a caught panic (its `&str` or `String` payload), which is then dropped with
/// [`drop_panic_payload`].
pub fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic payload".to_string());
    drop_panic_payload(payload);
    what
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
        Err(payload) => HostError::new(
            ErrorKind::Error,
            format!("host function panicked: {}", panic_message(payload)),
        ),
    };
    // SAFETY: `ctx` is the live context of this call (caller's contract).
    unsafe { crate::abi::report_error(ctx, err) };
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

/// Whether a parameter list has at most one `context`, one `receiver` and one `env`:
/// checked at compile time for every typed host function, so building its signature cannot
/// fail.
#[doc(hidden)]
pub const fn implicit_params_ok(kinds: &[ParamKind]) -> bool {
    let (mut cx, mut rx, mut env, mut i) = (0, 0, 0, 0);
    while i < kinds.len() {
        match kinds[i] {
            ParamKind::Context => cx += 1,
            ParamKind::Receiver => rx += 1,
            ParamKind::Env => env += 1,
            crate::arg_param_kinds!() => {}
        }
        i += 1;
    }
    cx <= 1 && rx <= 1 && env <= 1
}

/// Makes a signature whose validity was checked at compile time (with
/// [`implicit_params_ok`] and at most [`MAX_PARAMS`](crate::MAX_PARAMS) parameters): for
/// typed host functions defined in other crates.
#[doc(hidden)]
pub fn typed_signature(params: Vec<ParamKind>, result: ResultKind) -> Signature {
    sig_of(params, result)
}

fn sig_of(params: Vec<ParamKind>, result: ResultKind) -> Signature {
    Signature::new_unchecked(params, result)
}

macro_rules! impl_host_fn_type {
    ($($a:ident)*) => {
        // SAFETY: a function pointer of this type has exactly the ABI its parameter and
        // result kinds describe (the `NativeParam`/`NativeResult` contracts).
        unsafe impl<R: NativeResult, $($a: NativeParam),*> HostFnType for extern "C" fn($($a),*) -> R {
            fn signature() -> Signature {
                const { assert!(implicit_params_ok(&[$($a::KIND),*]), "at most one context, one receiver and one env") };
                sig_of(vec![$($a::KIND),*], R::KIND)
            }
            fn address(self) -> *const c_void {
                self as *const c_void
            }
        }
        // SAFETY: as above.
        unsafe impl<R: NativeResult, $($a: NativeParam),*> HostFnType for unsafe extern "C" fn($($a),*) -> R {
            fn signature() -> Signature {
                const { assert!(implicit_params_ok(&[$($a::KIND),*]), "at most one context, one receiver and one env") };
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
        // SAFETY: the shim below is `extern "C"` with a context and exactly these parameter
        // and result types, catches every panic, and is a fn item (lives for the process).
        #[allow(non_snake_case)]
        unsafe impl<F, Out, $($a: NativeParam),*> RustHostFn<($($a,)*)> for F
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
