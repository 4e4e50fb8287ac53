//! What `#[function]` generates: rquickjs's own `#[function]` expansion under a prefix of
//! its own (its carry type implements rquickjs's `IntoJsFunc`), and the carry type under the
//! name rquickjs gives it (`js_<name>`, or the `prefix` given), which hands `IntoJsFunc` on
//! to rquickjs's (so `Function::new(ctx, js_f)`, `Accessor` and `Constructor` work as they
//! did) and makes its `IntoJs` (what `ctx.globals().set("f", js_f)` uses) a hostcall
//! closure: `hostcall_quickjs::class_member`, the monomorphized entry with rquickjs's
//! conversions. A function with type or const parameters keeps rquickjs's `IntoJs` (a
//! closure needs its types).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::parse::Parser;
use syn::spanned::Spanned;
use syn::{Error, FnArg, ItemFn, LitStr, Result, Token, Type};

use crate::grammar::{parse_crate_option, parse_list};

/// The options rquickjs's `#[function]` takes, in its arguments or a `#[qjs(..)]` on the
/// function.
#[derive(Default)]
struct FunctionConfig {
    crate_: Option<String>,
    prefix: Option<String>,
    rename: Option<String>,
}

impl FunctionConfig {
    fn parse_into(&mut self, input: syn::parse::ParseStream) -> Result<()> {
        parse_list(input, |input| {
            if let Some(c) = parse_crate_option(input)? {
                self.crate_ = Some(c);
                return Ok(());
            }
            let key: syn::Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            let value = input.parse::<LitStr>()?.value();
            match key.to_string().as_str() {
                "prefix" => self.prefix = Some(value),
                "rename" => self.rename = Some(value),
                // rquickjs's own message for an option it does not know.
                _ => return Err(Error::new(key.span(), "invalid class attribute")),
            }
            Ok(())
        })
    }
}

pub(crate) fn expand(args: TokenStream, mut item: ItemFn) -> Result<TokenStream> {
    let mut config = FunctionConfig::default();
    (|input: syn::parse::ParseStream| config.parse_into(input)).parse2(args)?;
    // The `#[qjs(..)]` options on the function are read here and passed to rquickjs's
    // expansion as arguments (so the prefix below is the one it uses).
    let mut qjs = Vec::new();
    item.attrs.retain(|a| {
        let is = a.path().is_ident("qjs");
        if is {
            qjs.push(a.clone());
        }
        !is
    });
    for a in &qjs {
        a.parse_args_with(|input: syn::parse::ParseStream| config.parse_into(input))?;
    }
    let krate: TokenStream = match &config.crate_ {
        Some(c) => {
            let path: syn::Path = syn::parse_str(c)?;
            quote!(#path)
        }
        None => quote!(::rquickjs),
    };
    let sig = &item.sig;
    let name = &sig.ident;
    let prefix = config.prefix.as_deref().unwrap_or("js_");
    let carry = format_ident!("{}{}", prefix, name, span = name.span());
    let inner_prefix = format!("__hostcall_rquickjs_{prefix}");
    let inner = format_ident!("{}{}", inner_prefix, name);
    let mut options = vec![quote!(prefix = #inner_prefix)];
    if let Some(c) = &config.crate_ {
        options.push(quote!(crate = #c));
    }
    if let Some(r) = &config.rename {
        options.push(quote!(rename = #r));
    }
    let vis = &item.vis;
    let into_js = match closure(&item, &krate)? {
        Some(closure) => quote! {
            ::hostcall_quickjs::class_member(ctx, #closure)
        },
        None => quote! {
            #krate::IntoJs::into_js(#inner, ctx)
        },
    };
    Ok(quote! {
        #[#krate::function(#(#options),*)]
        #item

        #[allow(non_camel_case_types)]
        #vis struct #carry;

        impl<'js, P> #krate::function::IntoJsFunc<'js, P> for #carry
        where
            #inner: #krate::function::IntoJsFunc<'js, P>,
        {
            fn param_requirements() -> #krate::function::ParamRequirement {
                <#inner as #krate::function::IntoJsFunc<'js, P>>::param_requirements()
            }

            fn call<'a>(
                &self,
                params: #krate::function::Params<'a, 'js>,
            ) -> #krate::Result<#krate::Value<'js>> {
                <#inner as #krate::function::IntoJsFunc<'js, P>>::call(&#inner, params)
            }
        }

        impl<'js> #krate::IntoJs<'js> for #carry {
            fn into_js(self, ctx: &#krate::Ctx<'js>) -> #krate::Result<#krate::Value<'js>> {
                #into_js
            }
        }
    })
}

/// The closure that calls the function (rquickjs's rules: a reference parameter is a borrow
/// of a class instance; an `async` function returns rquickjs's `Promised`), or `None` for a
/// function with type or const parameters.
fn closure(item: &ItemFn, krate: &TokenStream) -> Result<Option<TokenStream>> {
    let sig = &item.sig;
    if sig
        .generics
        .params
        .iter()
        .any(|p| !matches!(p, syn::GenericParam::Lifetime(_)))
    {
        return Ok(None);
    }
    let mut bindings = Vec::new();
    let mut applies = Vec::new();
    for (n, input) in sig.inputs.iter().enumerate() {
        let FnArg::Typed(p) = input else {
            return Err(Error::new(
                input.span(),
                "a function with a receiver cannot be a JavaScript function",
            ));
        };
        let tmp = format_ident!("__hostcall_arg_{}", n);
        match &*p.ty {
            Type::Reference(r) if r.mutability.is_some() => {
                let ty = &r.elem;
                bindings.push(quote!(mut #tmp: #krate::class::OwnedBorrowMut<'js, #ty>));
                applies.push(quote!(&mut *#tmp));
            }
            Type::Reference(r) => {
                let ty = &r.elem;
                bindings.push(quote!(#tmp: #krate::class::OwnedBorrow<'js, #ty>));
                applies.push(quote!(&*#tmp));
            }
            ty => {
                bindings.push(quote!(#tmp: #ty));
                applies.push(quote!(#tmp));
            }
        }
    }
    let name = &sig.ident;
    let call = quote!(#name(#(#applies),*));
    let body = if sig.asyncness.is_some() {
        quote!(#krate::promise::Promised(async move { #call.await }))
    } else {
        call
    };
    Ok(Some(quote!(move |#(#bindings),*| #body)))
}
