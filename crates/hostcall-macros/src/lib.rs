//! # hostcall-macros
//!
//! `#[methods]`, the drop-in for rquickjs's `#[rquickjs::methods]`: it takes the same input
//! (the same `#[qjs(..)]` options on the impl and on each method) and fills in the class the
//! same way rquickjs's `#[class]` expects (its `MethodImplementor` and `ConstructorCreator`
//! hooks), but each method, getter, setter and static is a hostcall closure
//! (`hostcall_quickjs::class_member`), so its calls take hostcall's monomorphized entry (with rquickjs's conversions): the
//! receiver as rquickjs's borrows (`hostcall_quickjs::ThisRef`/`ThisMut`, the `OwnedBorrow<T>`
//! and `OwnedBorrowMut<T>` of rquickjs's `This<..>`, and `This<T>` for `self`: rquickjs's
//! class check and borrow check, so a wrong `this` or a borrow conflict is rquickjs's
//! exception), the other parameters on the lossless lane. The type
//! itself keeps rquickjs's `#[class]` (its instances stay rquickjs's: traced, finalized,
//! `Class<T>`); `hostcall_quickjs` re-exports both, so an application swaps
//! `use rquickjs::{class, methods}` for `use hostcall_quickjs::{class, methods}`.
//!
//! Use it through `hostcall_quickjs` (the generated code names `::hostcall_quickjs` and, like
//! rquickjs's, `::rquickjs` or the crate given with `crate = ".."`).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `grammar`: the attribute options rquickjs's `#[methods]` accepts.
//! - `expand`: the generated impl and class hooks.

use proc_macro::TokenStream;

mod expand;
mod grammar;

/// rquickjs's `#[methods]` with hostcall's closure entries (see the crate docs).
#[proc_macro_attribute]
pub fn methods(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemImpl);
    match expand::expand(attr.into(), item) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
