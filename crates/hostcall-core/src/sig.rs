//! Host method signatures and the three ways to describe one (text, Deno's descriptor, Rust
//! `extern "C" fn` types). The kinds themselves live in [`kind`](crate::kind).
//!
//! A [`Signature`] is everything code generation needs to know about a host function's
//! native ABI and about which JavaScript arguments it consumes. It is plain data, hashable,
//! and part of every cache key.

use std::fmt;

use crate::error::SignatureError;
pub use crate::kind::{ParamKind, ResultKind, Scalar};

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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    params: Vec<ParamKind>,
    result: ResultKind,
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
        Ok(Signature { params, result })
    }

    /// For signatures whose validity was checked at compile time (typed host functions).
    pub(crate) fn new_unchecked(params: Vec<ParamKind>, result: ResultKind) -> Signature {
        debug_assert!(params.len() <= MAX_PARAMS);
        Signature { params, result }
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
        let obj = value
            .as_object()
            .ok_or_else(|| SignatureError::DescriptorShape {
                message: format!("expected an object, found {}", json_type(value)),
            })?;
        for key in obj.keys() {
            if !matches!(
                key.as_str(),
                "parameters" | "result" | "nonblocking" | "optional"
            ) {
                return Err(SignatureError::DescriptorShape {
                    message: format!("unknown field `{key}` (expected parameters, result)"),
                });
            }
        }
        for flag in ["nonblocking", "optional"] {
            match obj.get(flag) {
                None | Some(serde_json::Value::Bool(false)) => {}
                Some(serde_json::Value::Bool(true)) => {
                    return Err(SignatureError::DescriptorShape {
                        message: format!("`{flag}: true` is not supported"),
                    })
                }
                Some(other) => {
                    return Err(SignatureError::DescriptorShape {
                        message: format!("`{flag}` must be a boolean, found {}", json_type(other)),
                    })
                }
            }
        }
        let params_json = obj
            .get("parameters")
            .ok_or_else(|| SignatureError::DescriptorShape {
                message: "missing field `parameters`".into(),
            })?;
        let list = params_json
            .as_array()
            .ok_or_else(|| SignatureError::DescriptorShape {
                message: format!(
                    "`parameters` must be an array, found {}",
                    json_type(params_json)
                ),
            })?;
        let mut params = Vec::with_capacity(list.len());
        for (index, item) in list.iter().enumerate() {
            let name = item
                .as_str()
                .ok_or_else(|| SignatureError::DescriptorShape {
                    message: format!(
                        "parameters[{index}] must be a string, found {}",
                        json_type(item)
                    ),
                })?;
            let kind =
                ParamKind::from_name(name).ok_or_else(|| SignatureError::UnknownParamKind {
                    name: name.to_string(),
                    position: index,
                })?;
            params.push(kind);
        }
        let result = match obj.get("result") {
            None => ResultKind::Void,
            // Deno returns a `buffer` result as a pointer.
            Some(serde_json::Value::String(name)) if name == "buffer" => ResultKind::Pointer,
            Some(serde_json::Value::String(name)) if name == "slice" => {
                return Err(SignatureError::SliceResult { position: 0 })
            }
            Some(serde_json::Value::String(name)) => {
                ResultKind::from_name(name).ok_or_else(|| SignatureError::UnknownResultKind {
                    name: name.to_string(),
                    position: 0,
                })?
            }
            Some(other) => {
                return Err(SignatureError::DescriptorShape {
                    message: format!("`result` must be a string, found {}", json_type(other)),
                })
            }
        };
        Signature::new(params, result)
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
            f.write_str(p.name())?;
        }
        write!(f, ") -> {}", self.result.name())
    }
}

impl std::str::FromStr for Signature {
    type Err = SignatureError;

    /// Parses the text form: `(kind, kind, ...) -> result`. White space is free; `void`
    /// names no result. Errors carry the byte offset of what was wrong.
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
        self.skip_ws();
        if self.pos != self.text.len() {
            return Err(self.unexpected("the end of the signature"));
        }
        Signature::new(params, result)
    }
}
