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
//! `#[function]`, the drop-in for rquickjs's `#[rquickjs::function]`: the same input and
//! options; rquickjs's own expansion is kept (under another prefix), and the carry type
//! (`js_<name>`) hands rquickjs's `IntoJsFunc` on to it but converts to a JavaScript value
//! as a hostcall closure (`hostcall_quickjs::class_member`).
//!
//! Use them through `hostcall_quickjs` (the generated code names `::hostcall_quickjs` and,
//! like rquickjs's, `::rquickjs` or the crate given with `crate = ".."`).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `grammar`: the attribute options rquickjs's `#[methods]` accepts.
//! - `expand`: the generated impl and class hooks.
//! - `function`: what `#[function]` generates.

use proc_macro::TokenStream;

mod expand;
mod function;
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

/// rquickjs's `#[function]` whose carry type (`js_<name>`) becomes a hostcall function when
/// converted to a JavaScript value (`ctx.globals().set("f", js_f)`), with rquickjs's
/// conversions; it still implements rquickjs's `IntoJsFunc` (so `Function::new(ctx, js_f)`,
/// `Accessor` and `Constructor` take it as before, on rquickjs's path). The same options
/// (`crate`, `prefix`, `rename`, in the arguments or a `#[qjs(..)]` on the function).
#[proc_macro_attribute]
pub fn function(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemFn);
    match function::expand(attr.into(), item) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
