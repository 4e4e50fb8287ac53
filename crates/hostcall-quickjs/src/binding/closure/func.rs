//! [`Func`]: a closure as a value rquickjs can set anywhere (`IntoJs`), the drop-in for
//! rquickjs's `Func`, and rquickjs's `IntoJsFunc` wherever rquickjs takes a function.

use std::marker::PhantomData;

use rquickjs::function::{IntoJsFunc, ParamRequirement, Params};

use crate::binding::closure::HostClosure;

/// A closure as a value rquickjs can set anywhere it takes one (`IntoJs`): the drop-in
/// replacement for rquickjs's `Func`. `Func::from(|a: i32, b: i32| a + b)` becomes a function
/// of the host attached to the runtime (one with [`HostOptions::default`] is attached if there
/// is none), with rquickjs's conversions ([`ClosureConversions::Rquickjs`]). It is also
/// rquickjs's `IntoJsFunc`, so it goes wherever rquickjs takes a function (`Function::new`,
/// `Accessor`, `Constructor`, an application's helpers); those make rquickjs's own function
/// object, called through rquickjs's machinery (rquickjs's speed, rquickjs's results).
///
/// ```
/// use hostcall_quickjs::Func;
/// use rquickjs::function::{Opt, Rest};
/// use rquickjs::object::Accessor;
/// use rquickjs::{Context, Function, Object, Runtime};
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> rquickjs::Result<()> {
///     // As a value: a hostcall function; rquickjs's conversions (1.5 is 1, 3e9 saturates).
///     ctx.globals().set("add", Func::from(|a: i32, b: i32| a + b))?;
///     assert_eq!(ctx.eval::<i32, _>("add(1.5, 2)")?, 3);
///     assert_eq!(ctx.eval::<i32, _>("add(3e9, 0)")?, i32::MAX);
///     // rquickjs's parameter wrappers.
///     ctx.globals().set("sum", Func::from(|a: Opt<i32>, r: Rest<i32>| {
///         a.0.unwrap_or(0) + r.0.iter().sum::<i32>()
///     }))?;
///     assert_eq!(ctx.eval::<i32, _>("sum() + sum(1) + sum(1, 2, 3)")?, 7);
///     // Wherever rquickjs takes a function.
///     let twice = Function::new(ctx.clone(), Func::from(|x: f64| x * 2.0))?;
///     ctx.globals().set("twice", twice)?;
///     let o = Object::new(ctx.clone())?;
///     o.prop("answer", Accessor::new_get(Func::from(|| 42)))?;
///     ctx.globals().set("o", o)?;
///     assert_eq!(ctx.eval::<f64, _>("twice(o.answer)")?, 84.0);
///     // `?` on hostcall's own calls inside rquickjs code.
///     let mul = hostcall_quickjs::func(&ctx, |a: u32, b: u32| a * b)?;
///     assert_eq!(mul.call::<_, u32>((6, 7))?, 42);
///     Ok(())
/// })?;
/// # Ok::<(), rquickjs::Error>(())
/// ```
///
/// [`HostOptions::default`]: crate::HostOptions::default
/// [`ClosureConversions::Rquickjs`]: crate::ClosureConversions::Rquickjs
pub struct Func<F, P> {
    f: F,
    params: PhantomData<fn(P)>,
}

impl<F, P> From<F> for Func<F, P> {
    fn from(f: F) -> Func<F, P> {
        Func {
            f,
            params: PhantomData,
        }
    }
}

/// hostcall's `Func` wherever rquickjs takes a function (`Function::new`, `Accessor`,
/// `Constructor`, helpers generic over `IntoJsFunc`): those make rquickjs's own function
/// object, so the call runs through rquickjs's machinery with rquickjs's conversions (at
/// rquickjs's speed); only `IntoJs` (setting the `Func` as a value) makes a hostcall function.
impl<'js, F, P> IntoJsFunc<'js, P> for Func<F, P>
where
    F: HostClosure<'js, P>,
{
    fn param_requirements() -> ParamRequirement {
        F::param_requirements()
    }

    fn call<'a>(&self, params: Params<'a, 'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
        self.f.call_params(params)
    }
}

impl<F, P> Func<F, P> {
    /// Wraps a closure.
    pub fn new(f: F) -> Func<F, P> {
        Func::from(f)
    }

    /// The closure.
    pub fn into_inner(self) -> F {
        self.f
    }
}
