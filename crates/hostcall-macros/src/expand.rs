//! What `#[methods]` generates: the impl block as written (without its `#[qjs]` options), and
//! the two hooks rquickjs's `#[class]` calls to fill a class in (`MethodImplementor` for the
//! prototype, `ConstructorCreator` for the constructor), here with every method, getter,
//! setter and static as a hostcall closure (`hostcall_quickjs::class_member`: the
//! monomorphized entry with rquickjs's conversions, whatever the host's options): the receiver as
//! `hostcall_quickjs::ThisRef<T>` / `ThisMut<T>` (the `OwnedBorrow<T>` / `OwnedBorrowMut<T>`
//! rquickjs's `This<..>` gives, with rquickjs's class check and borrow check) or `This<T>`
//! for `self`, the other parameters on hostcall's lane. The constructor stays rquickjs's own (`Constructor::new_class` with the
//! same closure rquickjs's expansion makes): it needs `new.target`'s prototype, which a
//! hostcall closure is not given, and it runs once per instance, not per call.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::parse::Parser;
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{
    Error, Expr, FnArg, GenericParam, Generics, ImplItem, ImplItemFn, ItemImpl, Lifetime,
    LifetimeParam, Result, Type,
};

use crate::grammar::{take_qjs, Casing, ImplConfig, MethodConfig};

/// Replaces `Self` in a method's parameter types with the impl's type (the closures that
/// call the method live outside the impl).
struct SelfReplacer<'a>(&'a Type);

impl VisitMut for SelfReplacer<'_> {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        if let Type::Path(p) = ty {
            if p.qself.is_none() && p.path.is_ident("Self") {
                *ty = self.0.clone();
                return;
            }
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }
}

/// How one parameter crosses (rquickjs's rules: a reference is a borrow of a class).
enum Pass {
    Value,
    Borrow,
    BorrowMut,
}

/// One parameter of a member's closure: its binding, type and how the method gets it.
struct Param {
    binding: TokenStream,
    ty: TokenStream,
    apply: TokenStream,
}

/// One method of the impl with its options.
struct Method {
    config: MethodConfig,
    span: Span,
    item: ImplItemFn,
}

impl Method {
    /// The name on the JavaScript side: `rename`, else the Rust name under `rename_all`.
    fn name(&self, casing: Option<Casing>) -> Expr {
        if let Some(e) = &self.config.rename {
            return e.clone();
        }
        let rust = self.item.sig.ident.to_string();
        let name = casing.map_or(rust.clone(), |c| c.apply(&rust));
        syn::parse_quote!(#name)
    }

    /// The closure's parameters: the receiver as `ThisRef`/`ThisMut`/`This<..>`, the rest as written.
    fn params(&self, self_ty: &Type, krate: &TokenStream) -> Result<Vec<Param>> {
        let mut out = Vec::new();
        for (n, input) in self.item.sig.inputs.iter().enumerate() {
            let tmp = format_ident!("__hostcall_arg_{}", n);
            let (ty, pass, this) = match input {
                FnArg::Receiver(r) => {
                    let pass = match (&r.reference, &r.mutability) {
                        (Some(_), Some(_)) => Pass::BorrowMut,
                        (Some(_), None) => Pass::Borrow,
                        (None, _) => Pass::Value,
                    };
                    (self_ty.clone(), pass, true)
                }
                FnArg::Typed(p) => {
                    let (mut ty, pass) = match &*p.ty {
                        Type::Reference(r) if r.mutability.is_some() => {
                            ((*r.elem).clone(), Pass::BorrowMut)
                        }
                        Type::Reference(r) => ((*r.elem).clone(), Pass::Borrow),
                        ty => (ty.clone(), Pass::Value),
                    };
                    SelfReplacer(self_ty).visit_type_mut(&mut ty);
                    (ty, pass, false)
                }
            };
            let (ty, binding, apply) = match pass {
                Pass::Value => (quote!(#ty), quote!(#tmp), quote!(#tmp)),
                Pass::Borrow => (
                    quote!(#krate::class::OwnedBorrow<'js, #ty>),
                    quote!(#tmp),
                    quote!(&*#tmp),
                ),
                Pass::BorrowMut => (
                    quote!(#krate::class::OwnedBorrowMut<'js, #ty>),
                    quote!(mut #tmp),
                    quote!(&mut *#tmp),
                ),
            };
            // The receiver of `&self` and `&mut self`: hostcall's `ThisRef`/`ThisMut`, the
            // borrow rquickjs's `This<OwnedBorrow<T>>` gives, made with one class check;
            // `self` by value stays rquickjs's `This<T>`.
            let (ty, apply) = if this {
                match pass {
                    Pass::Value => (quote!(#krate::function::This<#ty>), quote!(#tmp.0)),
                    Pass::Borrow => (
                        quote!(::hostcall_quickjs::ThisRef<'js, #self_ty>),
                        quote!(&*#tmp),
                    ),
                    Pass::BorrowMut => (
                        quote!(::hostcall_quickjs::ThisMut<'js, #self_ty>),
                        quote!(&mut *#tmp),
                    ),
                }
            } else {
                (ty, apply)
            };
            out.push(Param { binding, ty, apply });
        }
        Ok(out)
    }

    /// The closure that calls the method (`async` methods return rquickjs's `Promised`).
    fn closure(&self, self_ty: &Type, krate: &TokenStream) -> Result<TokenStream> {
        let sig = &self.item.sig;
        if let Some(u) = &sig.unsafety {
            return Err(Error::new(
                u.span(),
                "implementing JavaScript callbacks for unsafe functions is not allowed.",
            ));
        }
        if let Some(abi) = &sig.abi {
            return Err(Error::new(
                abi.span(),
                "implementing JavaScript callbacks functions with an non Rust abi is not supported.",
            ));
        }
        if let Some(v) = &sig.variadic {
            return Err(Error::new(
                v.span(),
                "implementing JavaScript callbacks for functions with variadic params is not supported.",
            ));
        }
        let ident = &sig.ident;
        let params = self.params(self_ty, krate)?;
        let bindings = params.iter().map(|p| {
            let (b, t) = (&p.binding, &p.ty);
            quote!(#b: #t)
        });
        let applies = params.iter().map(|p| &p.apply);
        let call = quote!(<#self_ty>::#ident(#(#applies),*));
        let body = if sig.asyncness.is_some() {
            quote!(#krate::promise::Promised(async move { #call.await }))
        } else {
            call
        };
        Ok(quote!(move |#(#bindings),*| #body))
    }

    /// The method as a hostcall function value (`class_member`: the monomorphized entry with
    /// rquickjs's conversions, whatever the host's options).
    fn host_function(
        &self,
        self_ty: &Type,
        krate: &TokenStream,
        ctx: &TokenStream,
    ) -> Result<TokenStream> {
        let closure = self.closure(self_ty, krate)?;
        Ok(quote! {
            ::hostcall_quickjs::class_member(#ctx, #closure)?
        })
    }
}

/// A property's getter and setter.
#[derive(Default)]
struct Accessor {
    key: String,
    get: Option<Method>,
    set: Option<Method>,
}

impl Accessor {
    fn is_static(&self) -> bool {
        self.get
            .as_ref()
            .or(self.set.as_ref())
            .is_some_and(|m| m.config.r#static)
    }

    /// Defines the property on `object` with hostcall getter and setter functions.
    fn expand(
        &self,
        object: &TokenStream,
        self_ty: &Type,
        krate: &TokenStream,
        casing: Option<Casing>,
    ) -> Result<TokenStream> {
        let Some(first) = self.get.as_ref().or(self.set.as_ref()) else {
            return Ok(TokenStream::new());
        };
        let name = first.name(casing);
        let ctx = quote!(#object.ctx());
        let undefined = quote!(#krate::Value::new_undefined(#object.ctx().clone()));
        let get = match &self.get {
            Some(m) => m.host_function(self_ty, krate, &ctx)?,
            None => undefined.clone(),
        };
        let set = match &self.set {
            Some(m) => m.host_function(self_ty, krate, &ctx)?,
            None => undefined,
        };
        let any = |f: fn(&MethodConfig) -> bool| {
            self.get.iter().chain(self.set.iter()).any(|m| f(&m.config))
        };
        let (has_get, has_set) = (self.get.is_some(), self.set.is_some());
        let configurable = any(|c| c.configurable);
        let enumerable = any(|c| c.enumerable);
        Ok(quote! {
            #object.prop(
                #name,
                ::hostcall_quickjs::MemberAccessor::new(
                    #get, #set, #has_get, #has_set, #configurable, #enumerable,
                ),
            )?;
        })
    }
}

/// `generics` with a `'js` lifetime first if it has none (rquickjs's classes are `JsClass<'js>`).
fn with_js_lifetime(generics: &Generics) -> Generics {
    let mut g = generics.clone();
    let has = g.lifetimes().any(|l| l.lifetime.ident == "js");
    if !has {
        g.params.insert(
            0,
            GenericParam::Lifetime(LifetimeParam::new(Lifetime::new("'js", Span::call_site()))),
        );
    }
    g
}

/// Expands `#[methods(args)] impl ..`.
pub(crate) fn expand(args: TokenStream, item: ItemImpl) -> Result<TokenStream> {
    let mut config = ImplConfig::default();
    (|input: syn::parse::ParseStream| config.parse_into(input)).parse2(args)?;
    let ItemImpl {
        mut attrs,
        defaultness,
        unsafety,
        impl_token,
        generics,
        trait_,
        self_ty,
        items,
        ..
    } = item;
    take_qjs(&mut attrs, |input| config.parse_into(input))?;
    if let Some(t) = &trait_ {
        return Err(Error::new(
            t.1.span(),
            "#[method] can't be applied to a trait implementation",
        ));
    }
    if let Some(d) = defaultness {
        return Err(Error::new(
            d.span(),
            "specialized impl's are not supported.",
        ));
    }
    if let Some(u) = unsafety {
        return Err(Error::new(u.span(), "unsafe impl's are not supported."));
    }
    let krate: TokenStream = match &config.crate_ {
        Some(c) => {
            let ident = format_ident!("{}", c);
            quote!(#ident)
        }
        None => quote!(::rquickjs),
    };
    let casing = config.rename_all;

    let mut kept = Vec::new();
    let mut functions = Vec::new();
    let mut props = Vec::new();
    let mut accessors: Vec<Accessor> = Vec::new();
    let mut constructor: Option<Method> = None;
    for item in items {
        let ImplItem::Fn(mut f) = item else {
            kept.push(item);
            continue;
        };
        let mut mc = MethodConfig::default();
        let attr_span = take_qjs(&mut f.attrs, |input| mc.parse_into(input))?;
        let span = attr_span.unwrap_or_else(|| f.span());
        mc.validate(span)?;
        if let Some(d) = &f.defaultness {
            return Err(Error::new(d.span(), "specialized fn's are not supported."));
        }
        kept.push(ImplItem::Fn(f.clone()));
        let method = Method {
            config: mc,
            span,
            item: f,
        };
        if method.config.skip {
            continue;
        }
        if method.config.prop {
            props.push(method);
        } else if method.config.get || method.config.set {
            let name = method.name(casing);
            let key = quote!(#name).to_string();
            let index = match accessors.iter().position(|a| a.key == key) {
                Some(i) => i,
                None => {
                    accessors.push(Accessor {
                        key: key.clone(),
                        ..Accessor::default()
                    });
                    accessors.len() - 1
                }
            };
            let access = &mut accessors[index];
            let (slot, other, what) = if method.config.get {
                (&mut access.get, &access.set, "getter")
            } else {
                (&mut access.set, &access.get, "setter")
            };
            if let Some(first) = slot.as_ref() {
                let mut e = Error::new(method.span, format!("Redefined a {what} for `{key}`."));
                e.combine(Error::new(
                    first.span,
                    format!("{what} first defined here."),
                ));
                return Err(e);
            }
            if let Some(o) = other {
                if o.config.r#static != method.config.r#static {
                    let mut e = Error::new(
                        method.span,
                        "getter and setter for the same property must agree on `static`.",
                    );
                    e.combine(Error::new(o.span, "defined here."));
                    return Err(e);
                }
            }
            *slot = Some(method);
        } else if method.config.constructor {
            if let Some(first) = &constructor {
                let mut e = Error::new(method.span, "A class can only have a single constructor");
                e.combine(Error::new(first.span, "First constructor defined here"));
                return Err(e);
            }
            constructor = Some(method);
        } else {
            functions.push(method);
        }
    }

    let proto = quote!(_proto);
    let mut proto_members = Vec::new();
    for f in functions.iter().filter(|f| !f.config.r#static) {
        let name = f.name(casing);
        let value = f.host_function(&self_ty, &krate, &quote!(#proto.ctx()))?;
        proto_members.push(quote! {
            #proto.prop(#name, #krate::object::Property::from(#value).writable().configurable())?;
        });
    }
    for a in accessors.iter().filter(|a| !a.is_static()) {
        proto_members.push(a.expand(&proto, &self_ty, &krate, casing)?);
    }
    for p in &props {
        let name = p.name(casing);
        let ident = &p.item.sig.ident;
        let c = &p.config;
        let flags = [
            (c.configurable, quote!(.configurable())),
            (c.enumerable, quote!(.enumerable())),
            (c.writable, quote!(.writable())),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, t)| t);
        proto_members.push(quote! {
            #proto.prop(#name, #krate::object::Property::from(<#self_ty>::#ident()) #(#flags)*)?;
        });
    }

    let js_generics = with_js_lifetime(&generics);
    let (js_impl_generics, _, js_where) = js_generics.split_for_impl();
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    let type_args: Vec<_> = generics
        .params
        .iter()
        .filter_map(|p| match p {
            GenericParam::Type(t) => Some(t.ident.clone()),
            GenericParam::Const(c) => Some(c.ident.clone()),
            GenericParam::Lifetime(_) => None,
        })
        .collect();
    let turbofish = if type_args.is_empty() {
        TokenStream::new()
    } else {
        quote!(::<#(#type_args),*>)
    };

    let constructor_create = match &constructor {
        Some(c) => {
            let closure = c.closure(&self_ty, &krate)?;
            let constr = quote!(constr);
            let mut statics = Vec::new();
            for f in functions.iter().filter(|f| f.config.r#static) {
                let name = f.name(casing);
                let value = f.host_function(&self_ty, &krate, &quote!(ctx))?;
                statics.push(quote! {
                    #constr.prop(#name, #krate::object::Property::from(#value).writable().configurable())?;
                });
            }
            for a in accessors.iter().filter(|a| a.is_static()) {
                statics.push(a.expand(&constr, &self_ty, &krate, casing)?);
            }
            quote! {
                impl #js_impl_generics #krate::class::impl_::ConstructorCreator<'js, #self_ty>
                    for #krate::class::impl_::ConstructorCreate<#self_ty> #js_where
                {
                    fn create_constructor(
                        &self,
                        ctx: &#krate::Ctx<'js>,
                    ) -> #krate::Result<::core::option::Option<#krate::function::Constructor<'js>>> {
                        let #constr = #krate::function::Constructor::new_class::<#self_ty, _, _>(
                            ctx.clone(),
                            #closure,
                        )?;
                        #(#statics)*
                        ::core::result::Result::Ok(::core::option::Option::Some(#constr))
                    }
                }
            }
        }
        None => TokenStream::new(),
    };

    Ok(quote! {
        #(#attrs)*
        #impl_token #impl_generics #self_ty #where_clause {
            #(#kept)*
        }

        const _: () = {
            impl #impl_generics #krate::class::impl_::MethodImplementor<#self_ty>
                for #krate::class::impl_::MethodImpl<#self_ty> #where_clause
            {
                fn implement(&self, _proto: &#krate::Object<'_>) -> #krate::Result<()> {
                    // The members are made for the prototype's own lifetime (a class with
                    // a `'js` is this `'js`'s).
                    #[allow(unused_variables, clippy::redundant_closure)]
                    fn __hostcall_members #js_impl_generics (
                        #proto: &#krate::Object<'js>,
                    ) -> #krate::Result<()> #js_where {
                        #(#proto_members)*
                        ::core::result::Result::Ok(())
                    }
                    __hostcall_members #turbofish (_proto)
                }
            }

            #constructor_create
        };
    })
}
