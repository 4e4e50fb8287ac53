//! rquickjs's parameter wrappers, `Opt`, `This`, `Rest` and `FuncArg` of any `FromJs` type,
//! and the receivers of class members ([`ThisRef`], [`ThisMut`]): each a [`Wrapper`], taken
//! only by the monomorphized entry under rquickjs's conversions, as rquickjs's `FromParam`
//! takes it.

use rquickjs::class::{Class, JsClass, OwnedBorrow, OwnedBorrowMut};
use rquickjs::function::{FromParam, FuncArg, Opt, ParamRequirement, ParamsAccessor, Rest, This};
use rquickjs::{qjs, FromJs};

use crate::binding::convert::dispatch::{cast, param_rquickjs, same};
use crate::binding::convert::sealed;
use crate::binding::convert::{CallCx, RawArgs};

/// How each wrapper takes its arguments (rquickjs's `FromParam` of it). Sealed: only the
/// wrappers of this module are one.
pub trait Wrapper<'js>: Sized + FromParam<'js> + sealed::SealedWrapper {
    /// Its name, for the "only on the rquickjs entry" error.
    const NAME: &'static str;

    /// # Safety
    ///
    /// As for [`JsParam::from_args_rquickjs`].
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error>;
}

impl<T> sealed::SealedWrapper for Opt<T> {}
impl<T> sealed::SealedWrapper for This<T> {}
impl<T> sealed::SealedWrapper for FuncArg<T> {}
impl<T> sealed::SealedWrapper for Rest<T> {}
impl<'js, T: JsClass<'js>> sealed::SealedWrapper for ThisRef<'js, T> {}
impl<'js, T: JsClass<'js>> sealed::SealedWrapper for ThisMut<'js, T> {}

impl<'js, T: FromJs<'js>> Wrapper<'js> for Opt<T> {
    const NAME: &'static str = "Opt";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        let i = *index;
        if i >= args.argc {
            return Ok(Opt(None));
        }
        *index = i + 1;
        // SAFETY: `i < argc`: a live argument.
        unsafe { param_rquickjs::<T>(cx, &*args.argv.add(i)) }.map(|v| Opt(Some(v)))
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for This<T> {
    const NAME: &'static str = "This";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: `this` is live (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &args.this) }.map(This)
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for FuncArg<T> {
    const NAME: &'static str = "FuncArg";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: the function object is live during its own call (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &args.func) }.map(FuncArg)
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for Rest<T> {
    const NAME: &'static str = "Rest";
    #[inline]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        if same::<T, rquickjs::Value<'js>>() {
            // `Rest<Value>` (the shape of most rquickjs applications' variadic functions):
            // every argument is one, so the vector is filled in one pass of known length,
            // with no conversion to fail.
            let start = *index;
            let rest: Vec<rquickjs::Value<'js>> = (start..args.argc)
                // SAFETY: `i < argc`: a live argument (the caller's contract).
                .map(|i| unsafe { cx.value(&*args.argv.add(i)) })
                .collect();
            *index = args.argc.max(start);
            // SAFETY: `T` is `rquickjs::Value<'js>` (`same`), so `Vec<T>` is this vector's type.
            return Ok(Rest(unsafe {
                cast::<Vec<rquickjs::Value<'js>>, Vec<T>>(rest)
            }));
        }
        let mut rest = Vec::with_capacity(args.argc.saturating_sub(*index));
        while *index < args.argc {
            // SAFETY: `*index < argc`: a live argument.
            rest.push(unsafe { param_rquickjs::<T>(cx, &*args.argv.add(*index)) }?);
            *index += 1;
        }
        Ok(Rest(rest))
    }
}

/// The receiver of a `&self` class member (what hostcall's `#[methods]` gives a member that
/// rquickjs's expands to `This<OwnedBorrow<T>>`): the same borrow, made without rquickjs's
/// generic conversion when `this` is an instance of the class (one class check, no
/// `Value::type_of`), and by that conversion otherwise (its exact error).
pub struct ThisRef<'js, T: JsClass<'js>>(OwnedBorrow<'js, T>);

/// The receiver of a `&mut self` class member, as [`ThisRef`] for `This<OwnedBorrowMut<T>>`
/// (a member called while the instance is borrowed gets rquickjs's borrow error).
pub struct ThisMut<'js, T: JsClass<'js>>(OwnedBorrowMut<'js, T>);

impl<'js, T: JsClass<'js>> std::ops::Deref for ThisRef<'js, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<'js, T: JsClass<'js>> std::ops::Deref for ThisMut<'js, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<'js, T: JsClass<'js>> std::ops::DerefMut for ThisMut<'js, T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

/// `this` as an instance of class `T`.
///
/// # Safety
///
/// `this` is a live value of `cx`'s context; `'js` must not outlive the call.
#[inline(always)]
unsafe fn this_class<'js, T: JsClass<'js>>(
    cx: &CallCx<'_>,
    this: &qjs::JSValue,
) -> Result<Class<'js, T>, rquickjs::Error> {
    if this.tag == i64::from(qjs::JS_TAG_OBJECT) {
        // SAFETY: the caller's contract.
        let v: rquickjs::Value<'js> = unsafe { cx.value(this) };
        // SAFETY: its tag says it is an object.
        if let Some(c) = unsafe { v.ref_object() }.as_class::<T>() {
            return Ok(c.clone());
        }
    }
    // Not an instance: rquickjs's own conversion, for its error.
    // SAFETY: the caller's contract.
    unsafe { param_rquickjs::<Class<'js, T>>(cx, this) }
}

macro_rules! receiver_params {
    ($($w:ident, $borrow:ident;)*) => {$(
        impl<'js, T: JsClass<'js>> Wrapper<'js> for $w<'js, T> {
            const NAME: &'static str = stringify!($w);
            #[inline(always)]
            unsafe fn take(
                cx: &CallCx<'_>,
                args: &RawArgs,
                _index: &mut usize,
            ) -> Result<Self, rquickjs::Error> {
                // SAFETY: `this` is live (the caller's contract).
                let class = unsafe { this_class::<T>(cx, &args.this) }?;
                $borrow::try_from_class(class)
                    .map($w)
                    .map_err(rquickjs::Error::ClassBorrow)
            }
        }

        impl<'js, T: JsClass<'js>> FromParam<'js> for $w<'js, T> {
            fn param_requirement() -> ParamRequirement {
                <This<$borrow<'js, T>> as FromParam<'js>>::param_requirement()
            }
            fn from_param<'a>(params: &mut ParamsAccessor<'a, 'js>) -> rquickjs::Result<Self> {
                <This<$borrow<'js, T>> as FromParam<'js>>::from_param(params).map(|t| $w(t.0))
            }
        }
    )*};
}
receiver_params! {
    ThisRef, OwnedBorrow;
    ThisMut, OwnedBorrowMut;
}
