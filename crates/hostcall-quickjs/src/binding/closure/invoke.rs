//! How each kind of closure is called with its converted arguments ([`Invoke`]): an `Fn`
//! directly, rquickjs's `MutFn` and `OnceFn` through their cells, rquickjs's `Async` of
//! each by making its future a `Promise`. One impl per kind and arity, from the arity table.

use hostcall::{ErrorKind, HostError};

/// How a closure of each kind is called: an `Fn` directly, rquickjs's [`MutFn`] through its
/// `RefCell` (a call while one is running is rquickjs's borrow error), rquickjs's [`OnceFn`]
/// by taking it out of its `Cell` (a second call is rquickjs's borrow error), and (with the
/// `futures` feature) rquickjs's `Async` of each, whose future becomes the call's `Promise`.
/// `K` is the kind ([`kind`]), part of the closure's inferred parameter list so the impls
/// never overlap.
///
/// [`MutFn`]: rquickjs::function::MutFn
/// [`OnceFn`]: rquickjs::function::OnceFn
pub trait Invoke<K, Args> {
    /// The closure's result.
    type Output;
    /// Calls the closure with its converted arguments; the borrow error (with rquickjs's
    /// message) if a `MutFn` is already running or a `OnceFn` was already called.
    #[doc(hidden)]
    fn invoke(&self, args: Args) -> Result<Self::Output, HostError>;
}

/// The kinds of closure [`Invoke`] calls.
pub mod kind {
    /// `Fn`.
    pub enum Plain {}
    /// rquickjs's `MutFn` of an `FnMut`.
    pub enum Mut {}
    /// rquickjs's `OnceFn` of an `FnOnce`.
    pub enum Once {}
    /// rquickjs's `Async` of an `Fn` returning a future (the `futures` feature).
    #[cfg(feature = "futures")]
    pub enum Async {}
    /// rquickjs's `Async` of a `MutFn` returning a future.
    #[cfg(feature = "futures")]
    pub enum AsyncMut {}
    /// rquickjs's `Async` of a `OnceFn` returning a future.
    #[cfg(feature = "futures")]
    pub enum AsyncOnce {}

    /// Closes the kinds.
    pub trait Kind: sealed::Sealed {}
    mod sealed {
        pub trait Sealed {}
        impl Sealed for super::Plain {}
        impl Sealed for super::Mut {}
        impl Sealed for super::Once {}
        #[cfg(feature = "futures")]
        impl Sealed for super::Async {}
        #[cfg(feature = "futures")]
        impl Sealed for super::AsyncMut {}
        #[cfg(feature = "futures")]
        impl Sealed for super::AsyncOnce {}
    }
    impl Kind for Plain {}
    impl Kind for Mut {}
    impl Kind for Once {}
    #[cfg(feature = "futures")]
    impl Kind for Async {}
    #[cfg(feature = "futures")]
    impl Kind for AsyncMut {}
    #[cfg(feature = "futures")]
    impl Kind for AsyncOnce {}
}

/// rquickjs's `Error::FunctionBorrow` as rquickjs raises it (a plain `Error` whose message
/// is the error's `Display`): rquickjs does not export the `BorrowError` inside it, so the
/// message is spelled here, as rquickjs 0.14's `Display` spells it.
fn borrow_error(already_used: bool) -> HostError {
    HostError::new(
        ErrorKind::Error,
        if already_used {
            "Error borrowing function: tried to use a value, which can only be used once, again."
        } else {
            "Error borrowing function: can't borrow a value as it is already borrowed"
        },
    )
}

/// The [`Invoke`] impls of one arity (its markers are not needed here).
macro_rules! impl_invoke {
    ($($a:ident $m:ident)*) => {
        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Plain, ($($a,)*)> for F
        where
            F: Fn($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                Ok((self)($($a),*))
            }
        }

        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Mut, ($($a,)*)> for rquickjs::function::MutFn<F>
        where
            F: FnMut($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                let mut f = self.0.try_borrow_mut().map_err(|_| borrow_error(false))?;
                Ok((f)($($a),*))
            }
        }

        #[allow(non_snake_case)]
        impl<F, Out, $($a),*> Invoke<kind::Once, ($($a,)*)> for rquickjs::function::OnceFn<F>
        where
            F: FnOnce($($a),*) -> Out,
        {
            type Output = Out;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Out, HostError> {
                let f = self.0.take().ok_or_else(|| borrow_error(true))?;
                Ok((f)($($a),*))
            }
        }

        // rquickjs's `Async(f)`: the closure's future becomes a `Promise` (rquickjs's
        // `Promised`, settled by rquickjs's async runtime), exactly as rquickjs's own
        // `IntoJsFunc` for `Async` makes it; the arguments convert on hostcall's lane.
        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::Async, ($($a,)*)> for rquickjs::function::Async<F>
        where
            F: Fn($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, ($($a,)*): ($($a,)*)) -> Result<Self::Output, HostError> {
                Ok(rquickjs::promise::Promised((self.0)($($a),*)))
            }
        }

        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::AsyncMut, ($($a,)*)>
            for rquickjs::function::Async<rquickjs::function::MutFn<F>>
        where
            F: FnMut($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, args: ($($a,)*)) -> Result<Self::Output, HostError> {
                Invoke::<kind::Mut, ($($a,)*)>::invoke(&self.0, args).map(rquickjs::promise::Promised)
            }
        }

        #[cfg(feature = "futures")]
        #[allow(non_snake_case)]
        impl<F, Fut, $($a),*> Invoke<kind::AsyncOnce, ($($a,)*)>
            for rquickjs::function::Async<rquickjs::function::OnceFn<F>>
        where
            F: FnOnce($($a),*) -> Fut,
            Fut: std::future::Future,
        {
            type Output = rquickjs::promise::Promised<Fut>;
            #[inline(always)]
            fn invoke(&self, args: ($($a,)*)) -> Result<Self::Output, HostError> {
                Invoke::<kind::Once, ($($a,)*)>::invoke(&self.0, args).map(rquickjs::promise::Promised)
            }
        }
    };
}

for_each_arity!(impl_invoke);
