//! What hostcall knows of an engine value without its layout: an opaque [`Value`] behind a
//! pointer, the JavaScript type a layout reads from it ([`Class`]) and the primitives a
//! backend writes ([`Primitive`]). A leaf module: the encodings and the layout build on it.

/// An engine value, opaque to hostcall: only a [`ValueLayout`](crate::ValueLayout) knows how
/// to read one. Engines pass `*const Value` pointing at their own value representation.
#[repr(C)]
pub struct Value {
    _opaque: [u8; 0],
}

/// The JavaScript type of a value, with the payload of primitives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Class {
    /// A number stored as an int32.
    Int32(i32),
    /// A number stored as a double.
    Float64(f64),
    /// A boolean.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
    /// A string.
    String,
    /// An object (functions and arrays included).
    Object,
    /// A BigInt.
    BigInt,
    /// Anything else (symbols, engine-internal values).
    Other,
}

impl Class {
    /// The `typeof`-like name used in error messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Class::Int32(_) | Class::Float64(_) => "number",
            Class::Bool(_) => "boolean",
            Class::Null => "null",
            Class::Undefined => "undefined",
            Class::String => "string",
            Class::Object => "object",
            Class::BigInt => "bigint",
            Class::Other => "symbol or internal value",
        }
    }
}

/// A primitive value to box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Primitive {
    /// An int32 number.
    Int32(i32),
    /// A double.
    Float64(f64),
    /// A boolean.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
}

/// A heap value's kind, for [`ValueLayout::write_cell`](crate::ValueLayout::write_cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A string.
    String,
    /// An object.
    Object,
    /// A BigInt.
    BigInt,
}
