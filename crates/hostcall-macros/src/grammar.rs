//! The input of `#[methods]`: rquickjs 0.14's `#[rquickjs::methods]` grammar, read from its
//! documentation and macro source (not copied), so an application's impl blocks parse
//! unchanged. Options on the impl (`#[methods(..)]` or `#[qjs(..)]` on the impl):
//! `rename_all = "camelCase"` (and rquickjs's other casings), `prefix = ".."`,
//! `crate = ".."`. Options on a method (`#[qjs(..)]`): `constructor`, `static`, `skip`,
//! `get`, `set`, `prop`, `configurable`, `enumerable`, `writable` (each optionally
//! `= true`/`= false`), `rename = <expr>`.

use proc_macro2::Span;
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Error, Expr, Ident, LitBool, LitStr, Result, Token};

/// rquickjs's casings for `rename_all` (only ones that give valid JS identifiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Casing {
    Lower,
    Upper,
    Camel,
    Pascal,
    Snake,
    ScreamingSnake,
}

impl Casing {
    /// The name `name` takes under this casing (convert_case's conversions, as rquickjs's).
    pub(crate) fn apply(self, name: &str) -> String {
        use convert_case::{Case, Casing as _};
        let case = match self {
            Casing::Lower => Case::Lower,
            Casing::Upper => Case::Upper,
            Casing::Camel => Case::Camel,
            Casing::Pascal => Case::Pascal,
            Casing::Snake => Case::Snake,
            Casing::ScreamingSnake => Case::Constant,
        };
        name.to_case(case)
    }
}

impl Parse for Casing {
    fn parse(input: ParseStream) -> Result<Self> {
        let lit: LitStr = input.parse()?;
        Ok(match lit.value().as_str() {
            "lowercase" => Casing::Lower,
            "UPPERCASE" => Casing::Upper,
            "camelCase" => Casing::Camel,
            "PascalCase" => Casing::Pascal,
            "snake_case" => Casing::Snake,
            "SCREAMING_SNAKE" => Casing::ScreamingSnake,
            _ => {
                return Err(Error::new(
                    lit.span(),
                    "invalid casing, expected one of 'lowercase', 'UPPERCASE', 'camelCase', \
                     'PascalCase', 'snake_case', 'SCREAMING_SNAKE'",
                ))
            }
        })
    }
}

/// The options of an impl block.
#[derive(Default)]
pub(crate) struct ImplConfig {
    /// The path of the rquickjs crate (`crate = ".."`), `rquickjs` if not given.
    pub(crate) crate_: Option<String>,
    pub(crate) rename_all: Option<Casing>,
}

/// Reads a comma-separated list of options with `one` (an empty list is allowed).
pub(crate) fn parse_list(
    input: ParseStream,
    mut one: impl FnMut(ParseStream) -> Result<()>,
) -> Result<()> {
    while !input.is_empty() {
        one(input)?;
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(())
}

/// `crate = ".."` (the path of the rquickjs crate), if that is the next option.
pub(crate) fn parse_crate_option(input: ParseStream) -> Result<Option<String>> {
    if !input.peek(Token![crate]) {
        return Ok(None);
    }
    input.parse::<Token![crate]>()?;
    input.parse::<Token![=]>()?;
    Ok(Some(input.parse::<LitStr>()?.value()))
}

/// `= true` / `= false` after a flag, `true` when absent.
fn flag_value(input: ParseStream) -> Result<bool> {
    if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        Ok(input.parse::<LitBool>()?.value)
    } else {
        Ok(true)
    }
}

impl ImplConfig {
    /// Applies one option list (the attribute's arguments or a `#[qjs(..)]` on the impl).
    pub(crate) fn parse_into(&mut self, input: ParseStream) -> Result<()> {
        parse_list(input, |input| {
            if let Some(c) = parse_crate_option(input)? {
                self.crate_ = Some(c);
                return Ok(());
            }
            let key: Ident = input.parse()?;
            match key.to_string().as_str() {
                "prefix" => {
                    // Names the associated carry constants of rquickjs's expansion, which
                    // this macro does not make (its members are hostcall closures).
                    input.parse::<Token![=]>()?;
                    input.parse::<LitStr>()?;
                }
                "rename_all" => {
                    input.parse::<Token![=]>()?;
                    self.rename_all = Some(input.parse()?);
                }
                _ => return Err(Error::new(key.span(), "invalid impl attribute")),
            }
            Ok(())
        })
    }
}

/// The options of one method.
#[derive(Default, Clone)]
pub(crate) struct MethodConfig {
    pub(crate) constructor: bool,
    pub(crate) skip: bool,
    pub(crate) r#static: bool,
    pub(crate) configurable: bool,
    pub(crate) enumerable: bool,
    pub(crate) writable: bool,
    pub(crate) get: bool,
    pub(crate) set: bool,
    pub(crate) prop: bool,
    pub(crate) rename: Option<Expr>,
}

impl MethodConfig {
    /// Applies the options of one `#[qjs(..)]`.
    pub(crate) fn parse_into(&mut self, input: ParseStream) -> Result<()> {
        parse_list(input, |input| {
            if input.peek(Token![static]) {
                input.parse::<Token![static]>()?;
                self.r#static = flag_value(input)?;
                return Ok(());
            }
            let key: Ident = input.parse()?;
            let flag = match key.to_string().as_str() {
                "constructor" => &mut self.constructor,
                "skip" => &mut self.skip,
                "configurable" => &mut self.configurable,
                "enumerable" => &mut self.enumerable,
                "writable" => &mut self.writable,
                "get" => &mut self.get,
                "set" => &mut self.set,
                "prop" => &mut self.prop,
                "rename" => {
                    input.parse::<Token![=]>()?;
                    self.rename = Some(input.parse()?);
                    return Ok(());
                }
                _ => return Err(Error::new(key.span(), "invalid method attribute")),
            };
            *flag = flag_value(input)?;
            Ok(())
        })
    }

    /// The combinations rquickjs refuses, refused with its reasons.
    pub(crate) fn validate(&self, span: Span) -> Result<()> {
        let refuse = |why: &str| Err(Error::new(span, why));
        if self.get && self.set {
            return refuse("a function can't both be a setter and a getter at the same time.");
        }
        if self.constructor && self.rename.is_some() {
            return refuse("Can't rename a constructor");
        }
        if self.constructor && (self.get || self.set) {
            return refuse(
                "a function can't both be an accessor and a constructor at the same time.",
            );
        }
        if (self.configurable || self.enumerable) && !(self.get || self.set || self.prop) {
            return refuse(
                "configurable and enumerable can only be set for getters, setters and data properties.",
            );
        }
        if self.writable && !self.prop {
            return refuse("writable can only be set for data properties (`prop`).");
        }
        if self.prop && (self.get || self.set || self.constructor || self.r#static) {
            return refuse(
                "`prop` cannot be combined with `get`, `set`, `constructor` or `static`.",
            );
        }
        Ok(())
    }
}

/// Removes the `#[qjs(..)]` attributes from `attrs`, giving each to `apply`; returns the span
/// of the last one (the method's options' place, for errors).
pub(crate) fn take_qjs(
    attrs: &mut Vec<Attribute>,
    mut apply: impl FnMut(ParseStream) -> Result<()>,
) -> Result<Option<Span>> {
    let mut span = None;
    let mut kept = Vec::with_capacity(attrs.len());
    for attr in attrs.drain(..) {
        if attr.path().is_ident("qjs") {
            span = Some(syn::spanned::Spanned::span(&attr));
            attr.parse_args_with(|input: ParseStream| apply(input))?;
        } else {
            kept.push(attr);
        }
    }
    *attrs = kept;
    Ok(span)
}
