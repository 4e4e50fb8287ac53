//! Host method signatures and the three ways to describe one (text, Deno's descriptor, Rust
//! `extern "C" fn` types). The kinds themselves live in [`kind`](crate::kind).
//!
//! A [`Signature`] is everything code generation needs to know about a host function's
//! native ABI and about which JavaScript arguments it consumes. It is plain data, hashable,
//! and part of every cache key.

use std::fmt;
use std::sync::Arc;

use crate::dialect::Dialect;
use crate::error::SignatureError;
pub use crate::kind::{ParamKind, ResultKind, Scalar};
use crate::structs::{check_call_bytes, StructLayout, StructParam, StructResult};

/// The most native parameters a signature may have, implicit ones (`context`, `receiver`,
/// `env`) included: a `slice` counts two (its pointer and its length), since the limit is
/// about native arguments (registers, stack slots, the call paths' fixed arrays).
///
/// 32, as for callbacks: Deno's own FFI test passes 19, and both backends take any count
/// (libffi, and Cranelift passes what does not fit in registers on the stack); the limit
/// bounds the fixed arrays the call paths keep on the stack. Rust `extern "C" fn` types map
/// to signatures up to 16 parameters ([`HostFnType`](crate::HostFnType)).
pub const MAX_PARAMS: usize = 32;

/// Where one native parameter gets its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgSource {
    /// A `*mut HostContext` made by the call machinery.
    Context,
    /// The host object behind `this`.
    Receiver,
    /// The method's user data.
    Env,
    /// JavaScript argument `index`, converted as `kind`.
    Js {
        /// The parameter kind (never `Context`, `Receiver` or `Env`).
        kind: ParamKind,
        /// The JavaScript argument index.
        index: usize,
    },
}

/// A host function's signature: its parameter kinds in native order and its result kind.
///
/// Build one with [`Signature::new`] (validated), [`str::parse`] on the text form
/// `(i32, f64) -> f64`, [`Signature::from_descriptor`] on Deno's JSON descriptor, or
/// [`HostFnType::signature`](crate::HostFnType::signature) from a Rust `extern "C" fn` type.
///
/// ```
/// use hostcall_core::{Signature, ParamKind, ResultKind};
/// let sig: Signature = "(i32, cstring) -> f64".parse()?;
/// assert_eq!(sig.params(), &[ParamKind::I32, ParamKind::CString]);
/// assert_eq!(sig.result(), ResultKind::F64);
/// assert_eq!(sig.to_string(), "(i32, cstring) -> f64");
/// # Ok::<(), hostcall_core::SignatureError>(())
/// ```
///
/// Structs by value are kinds too ([`ParamKind::Struct`], [`ResultKind::Struct`]); their
/// layouts travel in the signature ([`Signature::with_structs`], or a descriptor's
/// `{ "struct": [...] }`), so one signature describes every call hostcall makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    params: Vec<ParamKind>,
    result: ResultKind,
    /// The layout of each `struct` parameter, in order, then the `struct` result's.
    layouts: Vec<Arc<StructLayout>>,
    /// The value rules its parameters and result follow where FFIs differ.
    dialect: Dialect,
}

impl Signature {
    /// Makes a signature, checking the native parameter count (a `slice` counts two) and that `context`, `receiver` and
    /// `env` appear at most once each.
    pub fn new(params: Vec<ParamKind>, result: ResultKind) -> Result<Signature, SignatureError> {
        let native: usize = params.iter().map(|k| k.native_count()).sum();
        if native > MAX_PARAMS {
            return Err(SignatureError::TooManyParams {
                count: native,
                max: MAX_PARAMS,
            });
        }
        for implicit in [ParamKind::Context, ParamKind::Receiver, ParamKind::Env] {
            if params.iter().filter(|&&k| k == implicit).count() > 1 {
                return Err(SignatureError::DuplicateImplicit { kind: implicit });
            }
        }
        if params.contains(&ParamKind::Struct) || result == ResultKind::Struct {
            return Err(bare_struct());
        }
        Ok(Signature {
            params,
            result,
            layouts: Vec::new(),
            dialect: Dialect::HOSTCALL,
        })
    }

    /// Makes a signature that passes or returns structs by value (it may also have none).
    /// Beside structs a signature takes the kinds of C functions only: no `slice` (two
    /// native arguments), `value`, `context`, `receiver` or `env` parameters and no `value`
    /// result, as in Deno's FFI.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use hostcall_core::structs::{StructLayout, StructParam, StructResult};
    /// use hostcall_core::{ParamKind, Signature};
    /// let rect = Arc::new(StructLayout::from_json(&serde_json::json!({"struct": ["f64", "f64"]}))?);
    /// let sig = Signature::with_structs(
    ///     vec![StructParam::Struct(rect.clone()), StructParam::Kind(ParamKind::I32)],
    ///     StructResult::Struct(rect),
    /// )?;
    /// assert_eq!(sig.to_string(), "({f64, f64}, i32) -> {f64, f64}");
    /// # Ok::<(), hostcall_core::SignatureError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SignatureError::StructShape`] for a kind not available beside structs or a bare
    /// `struct` kind, [`SignatureError::TooManyParams`] past [`MAX_PARAMS`],
    /// [`SignatureError::StructLimit`] when the structs together pass
    /// [`MAX_STRUCT_CALL_BYTES`](crate::structs::MAX_STRUCT_CALL_BYTES).
    pub fn with_structs(
        params: Vec<StructParam>,
        result: StructResult,
    ) -> Result<Signature, SignatureError> {
        if params.len() > MAX_PARAMS {
            return Err(SignatureError::TooManyParams {
                count: params.len(),
                max: MAX_PARAMS,
            });
        }
        let mut kinds = Vec::with_capacity(params.len());
        let mut layouts = Vec::new();
        let any_struct = params.iter().any(|p| matches!(p, StructParam::Struct(_)))
            || matches!(result, StructResult::Struct(_));
        for p in params {
            match p {
                StructParam::Struct(l) => {
                    kinds.push(ParamKind::Struct);
                    layouts.push(l);
                }
                StructParam::Kind(ParamKind::Struct) => return Err(bare_struct()),
                StructParam::Kind(k) => {
                    if any_struct && (k.is_engine_bound() || k.native_count() != 1) {
                        return Err(SignatureError::StructShape {
                            message: format!("parameter kind `{k}` is not available with structs"),
                        });
                    }
                    kinds.push(k);
                }
            }
        }
        let result = match result {
            StructResult::Struct(l) => {
                layouts.push(l);
                ResultKind::Struct
            }
            StructResult::Kind(ResultKind::Struct) => return Err(bare_struct()),
            StructResult::Kind(k) => {
                if any_struct && k == ResultKind::Value {
                    return Err(SignatureError::StructShape {
                        message: format!("result kind `{k}` is not available with structs"),
                    });
                }
                k
            }
        };
        if layouts.is_empty() {
            return Signature::new(kinds, result);
        }
        check_call_bytes("call", layouts.iter().map(|l| l.size()))?;
        Ok(Signature {
            params: kinds,
            result,
            layouts,
            dialect: Dialect::HOSTCALL,
        })
    }

    /// For signatures whose validity was checked at compile time (typed host functions).
    pub(crate) fn new_unchecked(params: Vec<ParamKind>, result: ResultKind) -> Signature {
        debug_assert!(params.len() <= MAX_PARAMS);
        Signature {
            params,
            result,
            layouts: Vec::new(),
            dialect: Dialect::HOSTCALL,
        }
    }

    /// This signature under `dialect`'s value rules (every signature is made under
    /// [`Dialect::HOSTCALL`]'s). A different dialect is a different shape: its own code and
    /// cache key.
    pub fn with_dialect(mut self, dialect: Dialect) -> Signature {
        self.dialect = dialect;
        self
    }

    /// The value rules this signature follows ([`Dialect`]).
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// Deno's descriptor form of this signature (what
    /// [`from_descriptor`](Signature::from_descriptor) reads back to an equal signature):
    /// unlike the text form it carries struct layouts, so it names a struct signature
    /// exactly (thunk packs and the code cache record shapes this way). A dialect other
    /// than hostcall's is a `dialect` field, the list of its rules' names.
    pub fn to_descriptor(&self) -> String {
        let mut layouts = self.layouts.iter();
        let mut param = |k: &ParamKind| match k {
            ParamKind::Struct => layouts
                .next()
                .map_or(serde_json::Value::Null, |l| l.descriptor_value()),
            other => serde_json::Value::from(other.name()),
        };
        let params: Vec<serde_json::Value> = self.params.iter().map(&mut param).collect();
        let result = match self.result {
            ResultKind::Struct => layouts
                .next()
                .map_or(serde_json::Value::Null, |l| l.descriptor_value()),
            other => serde_json::Value::from(other.name()),
        };
        if self.dialect.is_hostcall() {
            serde_json::json!({ "parameters": params, "result": result }).to_string()
        } else {
            let rules = self.dialect.rules();
            serde_json::json!({ "parameters": params, "result": result, "dialect": rules })
                .to_string()
        }
    }

    /// Whether its parameter and result kinds alone name it: no struct layouts and
    /// hostcall's own dialect. A pack records the descriptor of any other signature.
    pub fn named_by_kinds(&self) -> bool {
        self.layouts.is_empty() && self.dialect.is_hostcall()
    }

    /// Appends its text form, exactly as `Display` writes it, to `out` when its kinds alone
    /// name it ([`named_by_kinds`](Signature::named_by_kinds)) and returns `true`; returns
    /// `false` and appends nothing otherwise. Cheaper than `write!` for a lookup key.
    pub fn push_kinds_text(&self, out: &mut String) -> bool {
        if !self.named_by_kinds() {
            return false;
        }
        out.push('(');
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(p.name());
        }
        out.push_str(") -> ");
        out.push_str(self.result.name());
        true
    }

    /// Whether any parameter or the result is a struct by value.
    pub fn has_structs(&self) -> bool {
        !self.layouts.is_empty()
    }

    /// The layout of parameter `index` (in native order) when it is a `struct`.
    pub fn param_layout(&self, index: usize) -> Option<&Arc<StructLayout>> {
        if self.params.get(index) != Some(&ParamKind::Struct) {
            return None;
        }
        let nth = self.params[..index]
            .iter()
            .filter(|&&k| k == ParamKind::Struct)
            .count();
        self.layouts.get(nth)
    }

    /// The layout of a `struct` result.
    pub fn result_layout(&self) -> Option<&Arc<StructLayout>> {
        if self.result == ResultKind::Struct {
            self.layouts.last()
        } else {
            None
        }
    }

    /// The parameters with their struct layouts (the form struct call shapes are planned
    /// from).
    pub fn struct_params(&self) -> Vec<StructParam> {
        let mut layouts = self.layouts.iter();
        self.params
            .iter()
            .map(|&k| match (k, k == ParamKind::Struct) {
                (_, true) => layouts
                    .next()
                    .map_or(StructParam::Kind(k), |l| StructParam::Struct(l.clone())),
                (k, false) => StructParam::Kind(k),
            })
            .collect()
    }

    /// The result with its struct layout.
    pub fn struct_result(&self) -> StructResult {
        match self.result_layout() {
            Some(l) => StructResult::Struct(l.clone()),
            None => StructResult::Kind(self.result),
        }
    }

    /// The parameters, in native order (implicit ones included).
    pub fn params(&self) -> &[ParamKind] {
        &self.params
    }

    /// The result kind.
    pub fn result(&self) -> ResultKind {
        self.result
    }

    /// How many native arguments the host function takes: one per parameter, two per
    /// `slice`.
    pub fn native_arity(&self) -> usize {
        self.params.iter().map(|k| k.native_count()).sum()
    }

    /// How many JavaScript arguments a call must supply (implicit parameters excluded).
    pub fn js_arity(&self) -> usize {
        self.params.iter().filter(|k| k.consumes_argument()).count()
    }

    /// Whether the host function takes a `context` and so may report an error.
    pub fn takes_context(&self) -> bool {
        self.params.contains(&ParamKind::Context)
    }

    /// Whether the host function takes a `receiver` (the host object behind `this`).
    pub fn takes_receiver(&self) -> bool {
        self.params.contains(&ParamKind::Receiver)
    }

    /// Whether the host function takes an `env` (the method's user data).
    pub fn takes_env(&self) -> bool {
        self.params.contains(&ParamKind::Env)
    }

    /// Where each parameter, in native order, gets its value (a `slice` parameter is one
    /// source and two native arguments).
    pub fn arg_sources(&self) -> impl Iterator<Item = ArgSource> + '_ {
        let mut next = 0usize;
        self.params.iter().map(move |&kind| match kind {
            ParamKind::Context => ArgSource::Context,
            ParamKind::Receiver => ArgSource::Receiver,
            ParamKind::Env => ArgSource::Env,
            crate::arg_param_kinds!() => {
                next += 1;
                ArgSource::Js {
                    kind,
                    index: next - 1,
                }
            }
        })
    }

    /// For each parameter, the index of the JavaScript argument it consumes (`None` for
    /// implicit parameters).
    pub fn arg_indices(&self) -> impl Iterator<Item = (ParamKind, Option<usize>)> + '_ {
        self.arg_sources().map(|a| match a {
            ArgSource::Context => (ParamKind::Context, None),
            ArgSource::Receiver => (ParamKind::Receiver, None),
            ArgSource::Env => (ParamKind::Env, None),
            ArgSource::Js { kind, index } => (kind, Some(index)),
        })
    }

    /// Parses Deno's descriptor form, `{ "parameters": ["i32", "f64"], "result": "f64" }`.
    /// `result` may be omitted (void) and may be `buffer` (a pointer, as in Deno; the text
    /// form has no `buffer` result); `nonblocking` and `optional` are accepted and must be
    /// `false` (hostcall calls synchronously and never skips a symbol silently).
    ///
    /// ```
    /// use hostcall_core::Signature;
    /// let sig = Signature::from_descriptor(r#"{"parameters": ["u8", "buffer"], "result": "u32"}"#)?;
    /// assert_eq!(sig.to_string(), "(u8, buffer) -> u32");
    /// # Ok::<(), hostcall_core::SignatureError>(())
    /// ```
    pub fn from_descriptor(json: &str) -> Result<Signature, SignatureError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| SignatureError::DescriptorJson {
                message: e.to_string(),
            })?;
        Signature::from_descriptor_value(&value)
    }

    /// Like [`from_descriptor`](Signature::from_descriptor), on an already parsed JSON value.
    pub fn from_descriptor_value(value: &serde_json::Value) -> Result<Signature, SignatureError> {
        let d = Descriptor::read(value, DescriptorOf::Function)?;
        let dialect = d.dialect;
        let mut params = Vec::with_capacity(d.params.len());
        for (index, t) in d.params.into_iter().enumerate() {
            params.push(match t {
                DescriptorType::Struct(l) => StructParam::Struct(l),
                DescriptorType::Name(name) => StructParam::Kind(
                    ParamKind::from_name(&name).ok_or(SignatureError::UnknownParamKind {
                        name,
                        position: index,
                    })?,
                ),
            });
        }
        let result = match d.result {
            None => StructResult::Kind(ResultKind::Void),
            Some(DescriptorType::Struct(l)) => StructResult::Struct(l),
            // Deno returns a `buffer` result as a pointer.
            Some(DescriptorType::Name(name)) if name == "buffer" => {
                StructResult::Kind(ResultKind::Pointer)
            }
            Some(DescriptorType::Name(name)) if name == "slice" => {
                return Err(SignatureError::SliceResult { position: 0 })
            }
            Some(DescriptorType::Name(name)) => StructResult::Kind(
                ResultKind::from_name(&name)
                    .ok_or(SignatureError::UnknownResultKind { name, position: 0 })?,
            ),
        };
        Ok(Signature::with_structs(params, result)?.with_dialect(dialect))
    }
}

/// What a descriptor describes: a function (`dlopen` symbols, `UnsafeFnPointer`
/// definitions) or a callback (`UnsafeCallback` definitions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DescriptorOf {
    /// `{ parameters, result, nonblocking?, optional? }` (the flags `false` here: the
    /// engine takes `nonblocking` out first, and `optional` is the loader's).
    Function,
    /// `{ parameters, result }`.
    Callback,
}

/// One type in a descriptor: a kind's name (mapped to a kind by whoever reads it: a
/// callback's parameters are results of native code), or a struct.
pub(crate) enum DescriptorType {
    /// A type name, as written.
    Name(String),
    /// `{ "struct": [...] }`.
    Struct(Arc<StructLayout>),
}

/// Deno's descriptor read into typed data: the one reader of its JSON, for functions and
/// callbacks alike (shape, fields, flags, struct types and every message about them).
pub(crate) struct Descriptor {
    pub(crate) params: Vec<DescriptorType>,
    /// `None`: no `result` (void).
    pub(crate) result: Option<DescriptorType>,
    /// The `dialect` field's rules (functions only; hostcall's when absent).
    pub(crate) dialect: Dialect,
}

impl Descriptor {
    pub(crate) fn read(
        value: &serde_json::Value,
        of: DescriptorOf,
    ) -> Result<Descriptor, SignatureError> {
        let (whole, item) = match of {
            DescriptorOf::Function => ("", ""),
            DescriptorOf::Callback => ("callback definition: ", "callback "),
        };
        let shape = |message: String| SignatureError::DescriptorShape { message };
        let obj = value.as_object().ok_or_else(|| {
            shape(format!(
                "{whole}expected an object, found {}",
                json_type(value)
            ))
        })?;
        let flags: &[&str] = match of {
            DescriptorOf::Function => &["nonblocking", "optional"],
            DescriptorOf::Callback => &[],
        };
        let dialect_field = of == DescriptorOf::Function && obj.contains_key("dialect");
        for key in obj.keys() {
            let known = matches!(key.as_str(), "parameters" | "result")
                || flags.contains(&key.as_str())
                || (dialect_field && key == "dialect");
            if !known {
                return Err(shape(format!(
                    "{whole}unknown field `{key}` (expected parameters, result)"
                )));
            }
        }
        let mut dialect = Dialect::HOSTCALL;
        if let Some(rules) = obj.get("dialect").filter(|_| dialect_field) {
            let list = rules.as_array().ok_or_else(|| {
                shape(format!(
                    "`dialect` must be an array of rule names, found {}",
                    json_type(rules)
                ))
            })?;
            for r in list {
                let name = r.as_str().ok_or_else(|| {
                    shape(format!(
                        "`dialect` must be an array of rule names, found an item of type {}",
                        json_type(r)
                    ))
                })?;
                if !dialect.set_rule(name) {
                    return Err(SignatureError::UnknownRule {
                        name: name.to_string(),
                        position: 0,
                    });
                }
            }
        }
        for &flag in flags {
            match obj.get(flag) {
                None | Some(serde_json::Value::Bool(false)) => {}
                Some(serde_json::Value::Bool(true)) => {
                    return Err(shape(format!("`{flag}: true` is not supported")))
                }
                Some(other) => {
                    return Err(shape(format!(
                        "`{flag}` must be a boolean, found {}",
                        json_type(other)
                    )))
                }
            }
        }
        let list = obj
            .get("parameters")
            .ok_or_else(|| shape(format!("{whole}missing field `parameters`")))?;
        let list = list.as_array().ok_or_else(|| {
            shape(format!(
                "{whole}`parameters` must be an array, found {}",
                json_type(list)
            ))
        })?;
        // No signature takes more parameters than MAX_PARAMS (a callback's limit is the
        // same): refused before any item is read, so a long list of struct types costs
        // nothing to refuse.
        if list.len() > MAX_PARAMS {
            return Err(SignatureError::TooManyParams {
                count: list.len(),
                max: MAX_PARAMS,
            });
        }
        let ty = |v: &serde_json::Value, at: String| -> Result<DescriptorType, SignatureError> {
            match v {
                serde_json::Value::String(name) => Ok(DescriptorType::Name(name.clone())),
                serde_json::Value::Object(_) => StructLayout::from_json(v)
                    .map(|l| DescriptorType::Struct(Arc::new(l)))
                    .map_err(|e| located(e, &at)),
                other => Err(shape(format!(
                    "{at} must be a type name or a struct, found {}",
                    json_type(other)
                ))),
            }
        };
        let mut params = Vec::with_capacity(list.len());
        for (index, v) in list.iter().enumerate() {
            params.push(ty(v, format!("{item}parameters[{index}]"))?);
        }
        let result = match obj.get("result") {
            None => None,
            Some(v) => Some(ty(
                v,
                match of {
                    DescriptorOf::Function => "`result`".to_string(),
                    DescriptorOf::Callback => "callback result".to_string(),
                },
            )?),
        };
        Ok(Descriptor {
            params,
            result,
            dialect,
        })
    }
}

/// A struct type's error, its message prefixed with where in the descriptor it was.
pub(crate) fn located(e: SignatureError, at: &str) -> SignatureError {
    let at = at.trim_matches('`');
    match e {
        SignatureError::DescriptorShape { message } => SignatureError::DescriptorShape {
            message: format!("{at}: {message}"),
        },
        SignatureError::StructLimit { message } => SignatureError::StructLimit {
            message: format!("{at}: {message}"),
        },
        other => other,
    }
}

/// The error for a `struct` kind without its fields (the text form, `Signature::new`, or
/// a descriptor naming `"struct"` instead of `{ "struct": [...] }`).
fn bare_struct() -> SignatureError {
    SignatureError::StructShape {
        message: "a `struct` parameter or result needs its layout: build the signature with \
                  Signature::with_structs, or from a descriptor's `{ \"struct\": [...] }`"
            .into(),
    }
}

fn json_type(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match self.param_layout(i) {
                Some(l) => f.write_str(&l.describe())?,
                None => f.write_str(p.name())?,
            }
        }
        match self.result_layout() {
            Some(l) => write!(f, ") -> {}", l.describe())?,
            None => write!(f, ") -> {}", self.result.name())?,
        }
        if !self.dialect.is_hostcall() {
            write!(f, " {}", self.dialect)?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Signature {
    type Err = SignatureError;

    /// Parses the text form: `(kind, kind, ...) -> result`, then optionally a dialect's
    /// rules between brackets (`[bigint-results, pointer-objects]`, see [`Dialect`]). White
    /// space is free; `void` names no result. Errors carry the byte offset of what was
    /// wrong.
    fn from_str(text: &str) -> Result<Signature, SignatureError> {
        Parser { text, pos: 0 }.signature()
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn skip_ws(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn expect(&mut self, token: &str, what: &'static str) -> Result<(), SignatureError> {
        self.skip_ws();
        if self.text[self.pos..].starts_with(token) {
            self.pos += token.len();
            Ok(())
        } else {
            Err(self.unexpected(what))
        }
    }

    fn unexpected(&self, expected: &'static str) -> SignatureError {
        match self.peek() {
            None => SignatureError::UnexpectedEnd {
                expected,
                position: self.pos,
            },
            Some(found) => SignatureError::Unexpected {
                expected,
                found,
                position: self.pos,
            },
        }
    }

    fn ident(&mut self) -> Option<(usize, &'a str)> {
        self.skip_ws();
        let start = self.pos;
        let text: &'a str = self.text;
        let rest = &text[start..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        self.pos += len;
        Some((start, &text[start..start + len]))
    }

    fn signature(mut self) -> Result<Signature, SignatureError> {
        self.skip_ws();
        if self.pos == self.text.len() {
            return Err(SignatureError::Empty);
        }
        self.expect("(", "`(`")?;
        let mut params = Vec::new();
        self.skip_ws();
        if self.peek() == Some(')') {
            self.pos += 1;
        } else {
            loop {
                let (position, name) = self
                    .ident()
                    .ok_or_else(|| self.unexpected("a parameter kind"))?;
                let kind =
                    ParamKind::from_name(name).ok_or_else(|| SignatureError::UnknownParamKind {
                        name: name.to_string(),
                        position,
                    })?;
                params.push(kind);
                if params.len() > MAX_PARAMS {
                    return Err(SignatureError::TooManyParams {
                        count: params.len(),
                        max: MAX_PARAMS,
                    });
                }
                self.skip_ws();
                match self.peek() {
                    Some(',') => {
                        self.pos += 1;
                        self.skip_ws();
                        if self.peek() == Some(')') {
                            return Err(SignatureError::TrailingComma { position: self.pos });
                        }
                    }
                    Some(')') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err(self.unexpected("`,` or `)`")),
                }
            }
        }
        self.expect("->", "`->` and a result kind")?;
        let (position, name) = self
            .ident()
            .ok_or_else(|| self.unexpected("a result kind"))?;
        if name == "slice" {
            return Err(SignatureError::SliceResult { position });
        }
        let result =
            ResultKind::from_name(name).ok_or_else(|| SignatureError::UnknownResultKind {
                name: name.to_string(),
                position,
            })?;
        let dialect = self.dialect()?;
        self.skip_ws();
        if self.pos != self.text.len() {
            return Err(self.unexpected("the end of the signature"));
        }
        Ok(Signature::new(params, result)?.with_dialect(dialect))
    }

    /// An optional `[rule, rule, ...]` after the result.
    fn dialect(&mut self) -> Result<Dialect, SignatureError> {
        let mut dialect = Dialect::HOSTCALL;
        self.skip_ws();
        if self.peek() != Some('[') {
            return Ok(dialect);
        }
        self.pos += 1;
        self.skip_ws();
        if self.peek() == Some(']') {
            self.pos += 1;
            return Ok(dialect);
        }
        loop {
            self.skip_ws();
            let start = self.pos;
            let rest = &self.text[start..];
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(rest.len());
            if len == 0 {
                return Err(self.unexpected("a dialect rule"));
            }
            let name = &rest[..len];
            self.pos += len;
            if !dialect.set_rule(name) {
                return Err(SignatureError::UnknownRule {
                    name: name.to_string(),
                    position: start,
                });
            }
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(dialect);
                }
                _ => return Err(self.unexpected("`,` or `]`")),
            }
        }
    }
}

#[cfg(test)]
mod descriptor_round_trip {
    use super::Signature;

    #[test]
    fn signatures_read_back_from_their_descriptor_equal() {
        let descriptors = [
            r#"{"parameters": ["i32", {"struct": ["u8", "f64", {"struct": ["i16", "f32"]}]}], "result": {"struct": ["i64", "i64", "i64"]}}"#,
            r#"{"parameters": [{"struct": ["f32", "f32"]}, "pointer", {"struct": ["u8"]}], "result": "void"}"#,
            r#"{"parameters": ["u64", "buffer", "f32", "bool", "usize", "isize"], "result": {"struct": ["f64", "f64"]}}"#,
            r#"{"parameters": [], "result": "u16"}"#,
        ];
        for d in descriptors {
            let sig = Signature::from_descriptor(d).unwrap();
            let back = Signature::from_descriptor(&sig.to_descriptor())
                .unwrap_or_else(|e| panic!("{}: {e}", sig.to_descriptor()));
            assert_eq!(back, sig, "{d}");
        }
        for text in [
            "(i32, f64) -> f64",
            "(cstring, buffer, usize) -> i64",
            "() -> void",
        ] {
            let sig: Signature = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                Signature::from_descriptor(&sig.to_descriptor()).unwrap(),
                sig
            );
        }
    }
}

#[cfg(test)]
mod kinds_text {
    use super::{ParamKind, ResultKind, Signature};

    /// `push_kinds_text` writes what `Display` writes, for every kind in every position,
    /// and nothing for a signature its kinds do not name.
    #[test]
    fn push_kinds_text_is_display() {
        let params: Vec<&str> = ParamKind::ALL
            .iter()
            .filter(|k| **k != ParamKind::Struct)
            .map(|k| k.name())
            .collect();
        let results: Vec<&str> = ResultKind::ALL
            .iter()
            .filter(|k| **k != ResultKind::Struct)
            .map(|k| k.name())
            .collect();
        let mut texts = vec!["() -> void".to_string()];
        for (i, p) in params.iter().enumerate() {
            for r in &results {
                texts.push(format!("({p}) -> {r}"));
                texts.push(format!("({p}, {}) -> {r}", params[(i + 3) % params.len()]));
            }
        }
        for text in texts {
            let sig: Signature = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            let mut out = String::from("prefix ");
            assert!(sig.push_kinds_text(&mut out), "{text}");
            assert_eq!(out, format!("prefix {sig}"), "{text}");
        }
        let others = [
            "(i32) -> i32 [bigint-results]".parse().unwrap(),
            Signature::from_descriptor(
                r#"{"parameters": [{"struct": ["u8", "f64"]}], "result": "void"}"#,
            )
            .unwrap(),
        ];
        for other in others {
            let mut out = String::new();
            assert!(!other.push_kinds_text(&mut out), "{other}");
            assert!(out.is_empty());
        }
    }
}
