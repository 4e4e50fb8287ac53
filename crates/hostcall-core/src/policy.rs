//! Call-site conversion policy: what happens to an argument the fast lane refuses.
//!
//! Each engine instance owns one [`ConversionPolicy`]. It never enters a thunk: it decides
//! whether a call may use the compiled thunk at all ([`ConversionPolicy::allows_fast_lane`])
//! and converts arguments on the slow path. So one compiled thunk is correct for every
//! engine in the process, whatever their policies.

use std::collections::BTreeMap;
use std::ffi::{c_void, CString};
use std::fmt;
use std::sync::Arc;

use crate::error::HostError;
use crate::kind::{ParamKind, Scalar};
use crate::lane::{float_slot, lane_arg, lane_slice, lane_struct, Acquired, Reject, Slot};
use crate::number::{number_to_string, string_to_number, to_int_n};
use crate::sig::Signature;
use crate::structs::StructLayout;
use crate::value::{Class, Value};

/// The stock behaviours for arguments outside the fast lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Only the lossless fast lane: anything else is a `TypeError` (wrong type or too few
    /// arguments) or a `RangeError` (not an integer, out of range).
    Strict,
    /// ECMAScript's conversions for primitives: `ToNumber` then `ToInt8`/`ToUint8`/
    /// `ToInt16`/`ToUint16`/`ToInt32`/`ToUint32` (and modulo 2^64 for 64-bit kinds),
    /// `ToBoolean`, `ToString` for `cstring`. Missing arguments are `undefined`. Objects
    /// and symbols are a `TypeError` (running `valueOf` is the engine's job).
    JsCoercing,
    /// Deno's FFI conversions (what `Deno.dlopen` symbols do, after Deno's `ext/ffi/ir.rs`),
    /// for what the fast lane refuses: an 8- to 32-bit integer parameter takes a number that
    /// is an integer in the 32-bit range of its signedness (not `-0`) and keeps its low bits
    /// (`u8` 256 is 0, `i8` 255 is -1); a 64-bit one takes any number, truncated towards zero
    /// and saturated (`NaN` is 0; negative numbers wrap for unsigned kinds); `f32` and `f64`
    /// any number. Anything else (other types, missing arguments) is a `TypeError` with
    /// Deno's message (`Invalid FFI u8 type, expected unsigned integer`). What the lane
    /// accepts it converts as Deno does, except `-0` for an 8- to 32-bit parameter, which the
    /// lane passes as 0 and Deno refuses. A BigInt out of a 64-bit parameter's range stays
    /// the lane's `RangeError` (Deno keeps its low 64 bits).
    DenoFfi,
}

/// What a custom converter produces for a parameter.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Converted {
    /// An integer; checked against the parameter's range.
    Int(i128),
    /// A number, for `f32`/`f64` parameters.
    Number(f64),
    /// A boolean, for `bool` parameters.
    Bool(bool),
    /// An address, for `pointer` parameters (which JavaScript may set to any address
    /// anyway; `buffer` parameters cannot be customised).
    Pointer(usize),
}

/// What a custom converter sees: the argument's type, and its string contents when it is
/// a string the layout can read.
#[derive(Debug)]
pub struct ArgView<'a> {
    /// The JavaScript type and primitive payload.
    pub class: Class,
    /// A string argument's UTF-8 contents.
    pub text: Option<&'a str>,
    /// The parameter kind it converts to.
    pub kind: ParamKind,
    /// Its JavaScript argument index.
    pub index: usize,
}

/// A custom conversion for one parameter kind.
pub type Converter = dyn Fn(&ArgView<'_>) -> Result<Converted, HostError> + Send + Sync;

/// An engine instance's conversion policy: a [`Mode`] plus custom converters per kind.
#[derive(Clone)]
pub struct ConversionPolicy {
    mode: Mode,
    converters: BTreeMap<ParamKind, Arc<Converter>>,
}

impl fmt::Debug for ConversionPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ConversionPolicy")
            .field("mode", &self.mode)
            .field("converters", &self.converters.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl Default for ConversionPolicy {
    fn default() -> Self {
        ConversionPolicy::strict()
    }
}

impl ConversionPolicy {
    /// [`Mode::Strict`], no converters (a `const fn`).
    pub const fn strict() -> ConversionPolicy {
        ConversionPolicy {
            mode: Mode::Strict,
            converters: BTreeMap::new(),
        }
    }

    /// [`Mode::JsCoercing`], no converters (a `const fn`).
    pub const fn js_coercing() -> ConversionPolicy {
        ConversionPolicy {
            mode: Mode::JsCoercing,
            converters: BTreeMap::new(),
        }
    }

    /// [`Mode::DenoFfi`], no converters. A `const fn`, so a binding can keep one in a
    /// `static`.
    pub const fn deno_ffi() -> ConversionPolicy {
        ConversionPolicy {
            mode: Mode::DenoFfi,
            converters: BTreeMap::new(),
        }
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Registers a converter for every parameter of `kind` (`cstring`, `buffer`, `slice`, `value`,
    /// `context`, `receiver` and `env` cannot be customised; they are ignored: the host
    /// function reads through them, so they come from the engine or the method, never from a
    /// converter). Methods
    /// taking that kind then skip the fast lane, since the converter may see values
    /// differently.
    pub fn with_converter(
        mut self,
        kind: ParamKind,
        f: impl Fn(&ArgView<'_>) -> Result<Converted, HostError> + Send + Sync + 'static,
    ) -> ConversionPolicy {
        if customisable(kind) {
            self.converters.insert(kind, Arc::new(f));
        }
        self
    }

    /// Whether a converter is registered for `kind`: values of that kind are then read
    /// only by the policy, never by a fast lane (compiled thunks, inline callback results).
    pub fn has_converter(&self, kind: ParamKind) -> bool {
        self.converters.contains_key(&kind)
    }

    /// Whether calls of `sig` may go through the compiled thunk: true unless a converter is
    /// registered for one of its kinds.
    pub fn allows_fast_lane(&self, sig: &Signature) -> bool {
        self.converters.is_empty() || !sig.params().iter().any(|k| self.converters.contains_key(k))
    }

    /// Converts argument `index` (which may be missing: `v` null) for a parameter of
    /// `kind` on the slow path.
    ///
    /// # Safety
    ///
    /// `v` is null or points to a live value of `acq`'s layout in its context.
    pub unsafe fn convert(
        &self,
        kind: ParamKind,
        index: usize,
        v: *const Value,
        acq: &mut Acquired,
    ) -> Result<Slot, HostError> {
        let at = |e: &dyn fmt::Display| format!("argument {}: {e}", index + 1);
        if kind == ParamKind::Slice {
            return Err(HostError::type_error(at(
                &"a slice is two native arguments (converted by convert_slice)",
            )));
        }
        if kind == ParamKind::Struct {
            return Err(HostError::type_error(at(
                &"a struct needs its layout (converted by convert_struct)",
            )));
        }
        if let Some(conv) = self.converters.get(&kind) {
            if v.is_null() {
                return Err(HostError::type_error(at(&"missing")));
            }
            // SAFETY: `v` is live (caller's contract).
            let class = unsafe { acq.layout().classify(v) };
            // SAFETY: as above.
            let text = unsafe { read_text(v, class, acq) };
            let view = ArgView {
                class,
                text: text.as_deref(),
                kind,
                index,
            };
            let out = conv(&view)?;
            return converted_to_slot(kind, out).map_err(|r| reject_error(r, index));
        }
        if self.mode == Mode::DenoFfi {
            // SAFETY: the caller's contract.
            return unsafe { deno_ffi_convert(kind, index, v, acq) };
        }
        if !v.is_null() {
            // SAFETY: `v` is live (caller's contract).
            match unsafe { lane_arg(kind, v, acq) } {
                Ok(slot) => return Ok(slot),
                Err(r) if self.mode == Mode::Strict => return Err(reject_error(r, index)),
                // Coercion has nothing to offer these kinds: the lane's reason stands
                // (`-1` for a pointer is a RangeError, not "expected a pointer, got number").
                Err(r) if !coercible(kind) => return Err(reject_error(r, index)),
                Err(_) => {}
            }
        } else if self.mode == Mode::Strict {
            return Err(HostError::type_error(at(&"missing")));
        }
        // SAFETY: `v` is null or live (caller's contract).
        unsafe { coerce(kind, index, v, acq) }
    }
}

impl ConversionPolicy {
    /// Converts argument `index` (which may be missing: `v` null) for a `slice` parameter on
    /// the slow path, into its two native arguments (pointer, byte length). Every policy
    /// gives the lane's answer: no coercion and no converter makes a slice (the host function
    /// reads through the pointer as far as the length says), so anything but an
    /// `ArrayBuffer` or a typed array (what the layout's buffer hook accepts) is a
    /// `TypeError` naming `slice`.
    ///
    /// # Safety
    ///
    /// `v` is null or points to a live value of `acq`'s layout in its context.
    pub unsafe fn convert_slice(
        &self,
        index: usize,
        v: *const Value,
        acq: &mut Acquired,
    ) -> Result<[Slot; 2], HostError> {
        if v.is_null() {
            let r = Reject::Type {
                kind: ParamKind::Slice,
                found: "undefined",
            };
            return Err(reject_error(r, index));
        }
        // SAFETY: `v` is live (caller's contract).
        unsafe { lane_slice(v, acq) }.map_err(|r| reject_error(r, index))
    }

    /// Converts argument `index` (which may be missing: `v` null) for a `struct` parameter
    /// of `layout` on the slow path. Every policy gives the lane's answer ([`lane_struct`]):
    /// the bytes of a buffer or view of exactly the struct's size, else a `TypeError`
    /// naming the struct (no coercion or converter makes a struct's bytes).
    ///
    /// # Safety
    ///
    /// `v` is null or points to a live value of `acq`'s layout in its context.
    pub unsafe fn convert_struct(
        &self,
        index: usize,
        v: *const Value,
        layout: &StructLayout,
        acq: &mut Acquired,
    ) -> Result<Slot, HostError> {
        if v.is_null() {
            let r = Reject::Struct {
                size: layout.size(),
                describe: layout.describe(),
                found: "nothing (missing argument)".into(),
            };
            return Err(reject_error(r, index));
        }
        // SAFETY: `v` is live (caller's contract).
        unsafe { lane_struct(v, layout, acq) }.map_err(|r| reject_error(r, index))
    }
}

/// Whether a converter may make arguments of `kind`: numbers, booleans and `pointer` (an
/// address JavaScript may give anyway), never what a host function reads through.
fn customisable(kind: ParamKind) -> bool {
    match kind {
        crate::int_param_kinds!()
        | ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::Pointer => true,
        ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => false,
    }
}

/// Whether [`Mode::JsCoercing`] has a conversion for `kind` beyond the fast lane.
fn coercible(kind: ParamKind) -> bool {
    match kind {
        crate::int_param_kinds!()
        | ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::CString => true,
        ParamKind::Pointer
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Receiver
        | ParamKind::Context
        | ParamKind::Env => false,
    }
}

/// [`Mode::DenoFfi`]'s conversion of argument `index` (null `v`: missing).
///
/// # Safety
///
/// `v` is null or live, of the layout of `acq`.
unsafe fn deno_ffi_convert(
    kind: ParamKind,
    index: usize,
    v: *const Value,
    acq: &mut Acquired,
) -> Result<Slot, HostError> {
    let lane = if v.is_null() {
        None
    } else {
        // SAFETY: `v` is live (caller's contract).
        match unsafe { lane_arg(kind, v, acq) } {
            Ok(slot) => return Ok(slot),
            Err(r) => Some(r),
        }
    };
    let class = if v.is_null() {
        Class::Undefined
    } else {
        // SAFETY: as above.
        unsafe { acq.layout().classify(v) }
    };
    let number = match class {
        Class::Int32(i) => Some(f64::from(i)),
        Class::Float64(f) => Some(f),
        _ => None,
    };
    let deno_error = |expected: &str| {
        HostError::type_error(format!(
            "Invalid FFI {} type, expected {expected}",
            kind.name()
        ))
    };
    let scalar = kind.scalar();
    match kind {
        crate::int_param_kinds!() => {
            let Scalar::Int { bits, signed } = scalar else {
                return Err(deno_error("integer"));
            };
            let expected = if signed {
                "integer"
            } else {
                "unsigned integer"
            };
            if bits == 64 {
                // V8's `IntegerValue`: truncated, saturated to i64, NaN 0; then Deno's `as`
                // cast to the parameter's type (which wraps a negative value for u64).
                return match (number, lane) {
                    (Some(n), _) => {
                        let i = if n.is_nan() { 0 } else { n as i64 };
                        let wide = if signed {
                            i128::from(i)
                        } else {
                            i128::from(i as u64)
                        };
                        Ok(Slot::from_int(scalar, wide))
                    }
                    // A BigInt the lane refused: out of range (see `Mode::DenoFfi`).
                    (None, Some(r @ Reject::Range { .. })) => Err(reject_error(r, index)),
                    (None, _) => Err(deno_error(expected)),
                };
            }
            // V8's `Int32`/`Uint32` check: an integral number in the 32-bit range of the
            // signedness, not -0; then Deno's truncating cast to the parameter's width.
            let (lo, hi) = if signed {
                (-2_147_483_648.0, 2_147_483_647.0)
            } else {
                (0.0, 4_294_967_295.0)
            };
            match number {
                Some(n)
                    if n.fract() == 0.0
                        && (lo..=hi).contains(&n)
                        && !(n == 0.0 && n.is_sign_negative()) =>
                {
                    Ok(Slot::from_int(scalar, to_int_n(n, bits, signed)))
                }
                _ => Err(deno_error(expected)),
            }
        }
        ParamKind::F32 | ParamKind::F64 => match number {
            Some(n) => Ok(float_slot(kind, n)),
            None => Err(deno_error("number")),
        },
        // Deno's message names `u8` for a boolean (its bool is passed as a byte).
        ParamKind::Bool => Err(HostError::type_error(
            "Invalid FFI u8 type, expected boolean",
        )),
        ParamKind::Buffer => match lane {
            Some(Reject::Type { .. }) | None => Err(HostError::type_error(
                "Invalid FFI buffer type, expected null, ArrayBuffer, or ArrayBufferView",
            )),
            Some(r) => Err(reject_error(r, index)),
        },
        // Pointers here are numbers (or null), so a negative or fractional number keeps the
        // lane's RangeError; anything else is Deno's TypeError.
        ParamKind::Pointer => match lane {
            Some(Reject::Type { .. }) | None => Err(HostError::type_error(
                "Invalid FFI pointer type, expected null, or External",
            )),
            Some(r) => Err(reject_error(r, index)),
        },
        ParamKind::CString
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Receiver
        | ParamKind::Context
        | ParamKind::Env => Err(match lane {
            Some(r) => reject_error(r, index),
            None => HostError::type_error(format!("argument {}: missing", index + 1)),
        }),
    }
}

/// # Safety
/// `v` is live, of the layout of `acq`.
unsafe fn read_text(v: *const Value, class: Class, acq: &mut Acquired) -> Option<String> {
    if class != Class::String {
        return None;
    }
    // SAFETY: `v` is a live string (caller's contract).
    let (p, len) = unsafe { acq.string(v) }?;
    // SAFETY: the hook returned `len` readable bytes at `p`, valid until `acq` drops.
    let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
    std::str::from_utf8(bytes).ok().map(str::to_owned)
}

/// Turns a fast-lane refusal into the error a strict call raises.
pub fn reject_error(r: Reject, index: usize) -> HostError {
    let msg = match &r {
        Reject::Receiver => r.to_string(),
        Reject::Missing { .. } => r.to_string(),
        _ => format!("argument {}: {r}", index + 1),
    };
    match r {
        Reject::NotInteger { .. } | Reject::Range { .. } => HostError::range_error(msg),
        _ => HostError::type_error(msg),
    }
}

fn converted_to_slot(kind: ParamKind, c: Converted) -> Result<Slot, Reject> {
    let scalar = kind.scalar();
    match (scalar, c) {
        (Scalar::F32, Converted::Number(f)) => Ok(Slot::f32(f as f32)),
        (Scalar::F64, Converted::Number(f)) => Ok(Slot::f64(f)),
        (Scalar::Bool, Converted::Bool(b)) => Ok(Slot::bool(b)),
        (Scalar::Pointer, Converted::Pointer(p)) => Ok(Slot::from_int(scalar, p as i128)),
        (Scalar::Int { .. }, Converted::Int(i)) => {
            let (lo, hi) = scalar.int_range().unwrap_or((0, 0));
            if (lo..=hi).contains(&i) {
                Ok(Slot::from_int(scalar, i))
            } else {
                Err(Reject::Range {
                    kind,
                    value: i.to_string(),
                })
            }
        }
        (
            Scalar::F32 | Scalar::F64 | Scalar::Bool | Scalar::Pointer | Scalar::Int { .. },
            other,
        ) => Err(Reject::Type {
            kind,
            found: match other {
                Converted::Int(_) => "an integer from the converter",
                Converted::Number(_) => "a number from the converter",
                Converted::Bool(_) => "a boolean from the converter",
                Converted::Pointer(_) => "a pointer from the converter",
            },
        }),
    }
}

/// # Safety
/// `v` is null (a missing argument, i.e. `undefined`) or live, of the layout of `acq`.
unsafe fn coerce(
    kind: ParamKind,
    index: usize,
    v: *const Value,
    acq: &mut Acquired,
) -> Result<Slot, HostError> {
    let class = if v.is_null() {
        Class::Undefined
    } else {
        // SAFETY: `v` is live (caller's contract).
        unsafe { acq.layout().classify(v) }
    };
    let at = |m: String| format!("argument {}: {m}", index + 1);
    let scalar = kind.scalar();
    match kind {
        ParamKind::Bool => {
            // SAFETY: `v` is live when not null.
            let b = unsafe { to_boolean(class, v, acq) };
            Ok(Slot::bool(b))
        }
        ParamKind::F32 | ParamKind::F64 => {
            // SAFETY: as above.
            let n =
                unsafe { to_number(class, v, acq) }.map_err(|m| HostError::type_error(at(m)))?;
            Ok(if kind == ParamKind::F32 {
                Slot::f32(n as f32)
            } else {
                Slot::f64(n)
            })
        }
        ParamKind::CString => {
            let text = match class {
                Class::String => {
                    return Err(HostError::type_error(at(Reject::NotCString.to_string())))
                }
                Class::Int32(i) => i.to_string(),
                Class::Float64(f) => number_to_string(f),
                Class::Bool(b) => b.to_string(),
                Class::Null => "null".into(),
                Class::Undefined => "undefined".into(),
                _ => {
                    return Err(HostError::type_error(at(format!(
                        "cannot convert {} to a string without the engine",
                        class.type_name()
                    ))))
                }
            };
            let c = CString::new(text)
                .map_err(|_| HostError::type_error(at("NUL in string".into())))?;
            let p = c.as_ptr();
            acq.owned.push(c);
            Ok(Slot::ptr(p.cast::<c_void>()))
        }
        ParamKind::Pointer
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Receiver
        | ParamKind::Context
        | ParamKind::Env => Err(HostError::type_error(at(Reject::Type {
            kind,
            found: class.type_name(),
        }
        .to_string()))),
        crate::int_param_kinds!() => {
            // ToNumber, then modulo 2^bits (ECMAScript ToIntN / ToUintN).
            // SAFETY: `v` is live when not null.
            let n =
                unsafe { to_number(class, v, acq) }.map_err(|m| HostError::type_error(at(m)))?;
            let Scalar::Int { bits, signed } = scalar else {
                return Err(HostError::type_error(at("unsupported kind".into())));
            };
            Ok(Slot::from_int(scalar, to_int_n(n, bits, signed)))
        }
    }
}

/// # Safety
/// `v` is null or live, of the layout of `acq`.
unsafe fn to_boolean(class: Class, v: *const Value, acq: &mut Acquired) -> bool {
    match class {
        Class::Undefined | Class::Null => false,
        Class::Bool(b) => b,
        Class::Int32(i) => i != 0,
        Class::Float64(f) => !(f == 0.0 || f.is_nan()),
        // A string the hook will not pass still has contents, so it is non-empty.
        // SAFETY: `v` is a live string.
        Class::String => unsafe { acq.string(v) }.is_none_or(|(_, len)| len > 0),
        Class::BigInt => {
            let layout = acq.layout();
            match layout.hooks.bigint_to_i64 {
                Some(h) => {
                    let mut out = 0i64;
                    // SAFETY: the layout's hook on a live BigInt.
                    let fits = unsafe { h(acq.cx(), v, &mut out) };
                    !(fits && out == 0)
                }
                None => true,
            }
        }
        Class::Object | Class::Other => true,
    }
}

/// # Safety
/// `v` is null or live, of the layout of `acq`.
unsafe fn to_number(class: Class, v: *const Value, acq: &mut Acquired) -> Result<f64, String> {
    Ok(match class {
        Class::Undefined => f64::NAN,
        Class::Null => 0.0,
        Class::Bool(b) => f64::from(u8::from(b)),
        Class::Int32(i) => f64::from(i),
        Class::Float64(f) => f,
        // SAFETY: `v` is a live string.
        Class::String => match unsafe { acq.string(v) } {
            Some((p, len)) => {
                // SAFETY: `len` bytes at `p`, valid while `acq` lives.
                let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
                std::str::from_utf8(bytes).map_or(f64::NAN, string_to_number)
            }
            // Interior NUL or lone surrogates: never a numeric literal.
            None => f64::NAN,
        },
        Class::BigInt => return Err("cannot convert a BigInt to a number".into()),
        Class::Object => {
            return Err("cannot convert an object to a number without the engine".into())
        }
        Class::Other => return Err("cannot convert a symbol to a number".into()),
    })
}
