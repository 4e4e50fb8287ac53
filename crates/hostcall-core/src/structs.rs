//! Structs passed and returned by value: their C layout and the limits of a call that
//! passes them.
//!
//! A struct type is Deno's `{ "struct": ["i32", "f64", { "struct": [...] }] }`: fields in
//! order, each a scalar type name or a nested struct. Its layout is C's: each field at the
//! next offset that is a multiple of its alignment, the struct's alignment the largest of its
//! fields', its size rounded up to that alignment. Scripts pass a struct as the bytes of that
//! layout (an `ArrayBuffer` or any view of exactly [`StructLayout::size`] bytes) and receive a
//! struct result as a new `Uint8Array`, as in Deno.
//!
//! Calls go through libffi (the generic backend's interface, with each struct's
//! `StructLayout::ffi_type`), which classifies the struct for the host ABI itself, or
//! through a thunk `hostcall-jit` compiles per call shape, whose placement of a struct is
//! each target ABI's own (`hostcall_jit::structcall`: System V x86-64, AAPCS64, LP64D).
//!
//! This module is the leaf of the struct support: it knows nothing of engines.

use std::sync::Arc;

use crate::error::SignatureError;
use crate::kind::{ParamKind, ResultKind, Scalar};

/// The deepest nesting of struct types accepted: a struct with only scalar fields has depth
/// 1, a struct holding it 2. C APIs rarely nest more than three or four deep; every walk of a
/// layout (the descriptor parser, libffi's type description, flattening, hashing) recurses
/// once per level, so the bound also bounds their stack use.
pub const MAX_STRUCT_DEPTH: usize = 16;

/// The largest struct type accepted, in bytes (64 KiB). Structs that real C APIs pass by
/// value are a few to a few hundred bytes (`struct timespec` 16, `struct stat` 144, `struct
/// sigaction` 152); anything larger is passed by pointer in practice. A struct argument of
/// class MEMORY is copied onto the calling thread's stack (by libffi, or by a thunk),
/// so the bound is what keeps that copy small next to the stacks calls run on (see
/// [`MAX_STRUCT_CALL_BYTES`]).
pub const MAX_STRUCT_SIZE: usize = 64 << 10;

/// The most bytes of structs (every struct parameter and a struct result together) one
/// signature may pass, 128 KiB. libffi copies the struct arguments onto the stack of the
/// thread that calls (with `alloca`): the engine's thread, inside QuickJS (whose own
/// recursion is bounded by its stack limit, 1 MiB by default, on threads of 2 MiB or more),
/// or a `nonblocking` worker (2 MiB stacks); 128 KiB fits in what either has left.
pub const MAX_STRUCT_CALL_BYTES: usize = 128 << 10;

/// The most fields (counting nested ones once each) a struct type may have.
pub const MAX_STRUCT_FIELDS: usize = 1024;

/// One field of a struct type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FieldType {
    /// A scalar field (`i8` ... `f64`, `bool`, `pointer`).
    Scalar(Scalar),
    /// A nested struct, stored inline.
    Struct(Arc<StructLayout>),
}

impl FieldType {
    /// Size in bytes.
    pub fn size(&self) -> usize {
        match self {
            FieldType::Scalar(s) => s.size(),
            FieldType::Struct(l) => l.size,
        }
    }

    /// Alignment in bytes (a scalar's natural alignment, as in C on the supported targets).
    pub fn align(&self) -> usize {
        match self {
            FieldType::Scalar(s) => s.size(),
            FieldType::Struct(l) => l.align,
        }
    }
}

/// The C layout of a struct type: its fields, their offsets, its size and alignment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructLayout {
    fields: Vec<FieldType>,
    offsets: Vec<usize>,
    size: usize,
    align: usize,
    /// Nesting depth: 1 for a struct of scalars.
    depth: usize,
}

impl StructLayout {
    /// Lays out `fields` as C does.
    ///
    /// # Errors
    ///
    /// [`SignatureError::DescriptorShape`] for a struct with no fields or too many;
    /// [`SignatureError::StructLimit`] for one larger than [`MAX_STRUCT_SIZE`] or nested
    /// deeper than [`MAX_STRUCT_DEPTH`].
    pub fn new(fields: Vec<FieldType>) -> Result<StructLayout, SignatureError> {
        if fields.is_empty() {
            return Err(SignatureError::DescriptorShape {
                // Deno's words (scripts match on them).
                message: "Struct must have at least one field".into(),
            });
        }
        if fields.len() > MAX_STRUCT_FIELDS {
            return Err(SignatureError::DescriptorShape {
                message: format!("a struct may have at most {MAX_STRUCT_FIELDS} fields"),
            });
        }
        let depth = 1 + fields
            .iter()
            .map(|f| match f {
                FieldType::Scalar(_) => 0,
                FieldType::Struct(l) => l.depth,
            })
            .max()
            .unwrap_or(0);
        if depth > MAX_STRUCT_DEPTH {
            return Err(depth_error());
        }
        let mut offsets = Vec::with_capacity(fields.len());
        let (mut size, mut align) = (0usize, 1usize);
        for f in &fields {
            // Every field is at most `MAX_STRUCT_SIZE` (checked when it was made) and there
            // are at most `MAX_STRUCT_FIELDS`: no overflow.
            let a = f.align();
            size = size.div_ceil(a) * a;
            offsets.push(size);
            size += f.size();
            align = align.max(a);
        }
        size = size.div_ceil(align) * align;
        if size > MAX_STRUCT_SIZE {
            return Err(SignatureError::StructLimit {
                message: format!(
                    "a struct may be at most {MAX_STRUCT_SIZE} bytes (MAX_STRUCT_SIZE), \
                     this one is {size}"
                ),
            });
        }
        Ok(StructLayout {
            fields,
            offsets,
            size,
            align,
            depth,
        })
    }

    /// Parses Deno's form, `{ "struct": [field, ...] }`, each field a scalar type name
    /// (`i8` ... `f64`, `bool`, `pointer`, `buffer`, `function`, `usize`, `isize`) or a nested
    /// struct.
    ///
    /// # Errors
    ///
    /// [`SignatureError::DescriptorShape`] naming what was wrong.
    pub fn from_json(value: &serde_json::Value) -> Result<StructLayout, SignatureError> {
        StructLayout::from_json_at(value, 0)
    }

    fn from_json_at(
        value: &serde_json::Value,
        depth: usize,
    ) -> Result<StructLayout, SignatureError> {
        let bad = |message: String| SignatureError::DescriptorShape { message };
        if depth >= MAX_STRUCT_DEPTH {
            return Err(depth_error());
        }
        let obj = value
            .as_object()
            .filter(|o| o.len() == 1)
            .ok_or_else(|| bad("a struct type is `{ struct: [field, ...] }`".into()))?;
        let list = obj
            .get("struct")
            .and_then(serde_json::Value::as_array)
            .ok_or_else(|| bad("a struct type is `{ struct: [field, ...] }`".into()))?;
        let mut fields = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let field = match item {
                serde_json::Value::String(name) => FieldType::Scalar(
                    field_scalar(name)
                        .ok_or_else(|| bad(format!("struct field {i}: unknown type `{name}`")))?,
                ),
                serde_json::Value::Object(_) => {
                    FieldType::Struct(Arc::new(StructLayout::from_json_at(item, depth + 1)?))
                }
                _ => {
                    return Err(bad(format!(
                        "struct field {i}: expected a type name or a struct"
                    )))
                }
            };
            fields.push(field);
        }
        StructLayout::new(fields)
    }

    /// The fields, in order.
    pub fn fields(&self) -> &[FieldType] {
        &self.fields
    }

    /// Each field's offset in bytes.
    pub fn offsets(&self) -> &[usize] {
        &self.offsets
    }

    /// Size in bytes, padding included (a multiple of the alignment).
    pub fn size(&self) -> usize {
        self.size
    }

    /// Alignment in bytes.
    pub fn align(&self) -> usize {
        self.align
    }

    /// Nesting depth: 1 for a struct whose fields are all scalars.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Every scalar field with its absolute offset, nested structs flattened.
    pub fn flattened(&self) -> Vec<(usize, Scalar)> {
        let mut out = Vec::new();
        self.flatten_into(0, &mut out);
        out
    }

    fn flatten_into(&self, base: usize, out: &mut Vec<(usize, Scalar)>) {
        for (f, &off) in self.fields.iter().zip(&self.offsets) {
            match f {
                FieldType::Scalar(s) => out.push((base + off, *s)),
                FieldType::Struct(l) => l.flatten_into(base + off, out),
            }
        }
    }

    /// The layout as a descriptor's JSON value: `{"struct": [field, ...]}`, a field a type
    /// name or a nested struct ([`Signature::to_descriptor`](crate::Signature::to_descriptor)).
    pub fn descriptor_value(&self) -> serde_json::Value {
        let fields: Vec<serde_json::Value> = self
            .fields
            .iter()
            .map(|f| match f {
                FieldType::Scalar(s) => serde_json::Value::from(scalar_name(*s)),
                FieldType::Struct(l) => l.descriptor_value(),
            })
            .collect();
        serde_json::json!({ "struct": fields })
    }

    /// A one-line description: `{i32, {f64, u8}}`.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .fields
            .iter()
            .map(|f| match f {
                FieldType::Scalar(s) => scalar_name(*s).to_string(),
                FieldType::Struct(l) => l.describe(),
            })
            .collect();
        format!("{{{}}}", parts.join(", "))
    }
}

fn depth_error() -> SignatureError {
    SignatureError::StructLimit {
        message: format!("structs may nest at most {MAX_STRUCT_DEPTH} deep (MAX_STRUCT_DEPTH)"),
    }
}

/// The scalar a struct field's type name stands for.
fn field_scalar(name: &str) -> Option<Scalar> {
    let kind = ParamKind::from_name(name)?;
    match kind {
        crate::int_param_kinds!()
        | ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::Pointer
        | ParamKind::Buffer => Some(kind.scalar()),
        ParamKind::CString
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => None,
    }
}

fn scalar_name(s: Scalar) -> &'static str {
    match s {
        Scalar::Int { bits: 8, signed } => ["u8", "i8"][usize::from(signed)],
        Scalar::Int { bits: 16, signed } => ["u16", "i16"][usize::from(signed)],
        Scalar::Int { bits: 32, signed } => ["u32", "i32"][usize::from(signed)],
        Scalar::Int { signed, .. } => ["u64", "i64"][usize::from(signed)],
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
        Scalar::Bool => "bool",
        Scalar::Pointer => "pointer",
    }
}

/// Checks that the structs of one call (their `sizes`) are at most [`MAX_STRUCT_CALL_BYTES`]
/// together; `what` names the call in the error ("call", "callback").
pub fn check_call_bytes(
    what: &str,
    sizes: impl Iterator<Item = usize>,
) -> Result<(), SignatureError> {
    let total: usize = sizes.sum();
    if total > MAX_STRUCT_CALL_BYTES {
        return Err(SignatureError::StructLimit {
            message: format!(
                "the structs of one {what} may be at most {MAX_STRUCT_CALL_BYTES} bytes \
                 together (MAX_STRUCT_CALL_BYTES), these are {total}"
            ),
        });
    }
    Ok(())
}

/// A parameter of a signature that may contain structs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructParam {
    /// A scalar-kind parameter, converted as everywhere else.
    Kind(ParamKind),
    /// A struct by value.
    Struct(Arc<StructLayout>),
}

/// A result of a signature that may contain structs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructResult {
    /// A scalar-kind result (or `void`).
    Kind(ResultKind),
    /// A struct by value.
    Struct(Arc<StructLayout>),
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn layout(v: serde_json::Value) -> StructLayout {
        StructLayout::from_json(&v).expect("valid struct")
    }

    #[test]
    fn layouts_match_repr_c() {
        #[repr(C)]
        struct A {
            a: i8,
            b: f64,
        }
        #[repr(C)]
        struct B {
            a: f32,
            b: i32,
            c: f32,
        }
        #[repr(C)]
        struct C {
            a: u8,
            b: A,
            c: u16,
        }
        let a = layout(json!({"struct": ["i8", "f64"]}));
        assert_eq!((a.size(), a.align()), (size_of::<A>(), align_of::<A>()));
        assert_eq!(a.offsets(), &[0, std::mem::offset_of!(A, b)]);
        let b = layout(json!({"struct": ["f32", "i32", "f32"]}));
        assert_eq!((b.size(), b.align()), (size_of::<B>(), align_of::<B>()));
        let c = layout(json!({"struct": ["u8", {"struct": ["i8", "f64"]}, "u16"]}));
        assert_eq!((c.size(), c.align()), (size_of::<C>(), align_of::<C>()));
        assert_eq!(
            c.offsets(),
            &[0, std::mem::offset_of!(C, b), std::mem::offset_of!(C, c)]
        );
        assert_eq!(c.describe(), "{u8, {i8, f64}, u16}");
    }

    #[test]
    fn bad_structs_are_refused() {
        for v in [
            json!({"struct": []}),
            json!({"struct": ["cstring"]}),
            json!({"struct": ["nope"]}),
            json!({"struct": [1]}),
            json!({"struct": "i32"}),
            json!({"struct": ["i32"], "extra": 1}),
        ] {
            assert!(StructLayout::from_json(&v).is_err(), "{v}");
        }
        let mut deep = json!({"struct": ["i32"]});
        for _ in 0..MAX_STRUCT_DEPTH {
            deep = json!({ "struct": [deep] });
        }
        assert!(StructLayout::from_json(&deep).is_err());
    }

    /// Issue 19, class 5: a struct type past the size or depth limit, or a call whose
    /// structs together pass the per-call limit, is refused with an error naming the limit
    /// (before, a valid 4 MiB struct was accepted and overflowed the stack inside libffi).
    #[test]
    fn struct_limits_are_refused_by_name() {
        let u64s = |n: usize| json!({ "struct": vec!["u64"; n] });
        // 1,024 fields of 64 bytes: exactly 64 KiB, accepted.
        let block = json!({ "struct": vec!["u64"; 8] });
        let at_limit = json!({ "struct": vec![block.clone(); 1024] });
        assert_eq!(layout(at_limit.clone()).size(), MAX_STRUCT_SIZE);
        // One byte more is refused, nested or flat.
        let over = json!({ "struct": [at_limit.clone(), "u8"] });
        // (Not `expect_err`: it would print the whole accepted layout.)
        let refused = |v: &serde_json::Value| match StructLayout::from_json(v) {
            Ok(l) => panic!("a struct of {} bytes was accepted", l.size()),
            Err(e) => e,
        };
        let e = refused(&over);
        assert!(matches!(e, SignatureError::StructLimit { .. }), "{e:?}");
        assert!(e.to_string().contains("MAX_STRUCT_SIZE"), "{e}");
        assert!(e.to_string().contains(&MAX_STRUCT_SIZE.to_string()), "{e}");
        // 8 MiB of u64s, two deep: refused at the first level past the limit.
        let inner = u64s(1024);
        let huge = json!({ "struct": vec![inner; 1024] });
        let e = refused(&huge);
        assert!(e.to_string().contains("MAX_STRUCT_SIZE"), "{e}");
        // Depth: MAX_STRUCT_DEPTH levels are accepted, one more is refused, also when built
        // from Rust.
        let mut deep = json!({"struct": ["i32"]});
        for _ in 1..MAX_STRUCT_DEPTH {
            deep = json!({ "struct": [deep] });
        }
        let l = Arc::new(layout(deep.clone()));
        assert_eq!(l.depth(), MAX_STRUCT_DEPTH);
        let Err(e) = StructLayout::new(vec![FieldType::Struct(l)]) else {
            panic!("17 levels were accepted");
        };
        assert!(e.to_string().contains("MAX_STRUCT_DEPTH"), "{e}");
        let e = refused(&json!({ "struct": [deep] }));
        assert!(e.to_string().contains("MAX_STRUCT_DEPTH"), "{e}");
        // Per call: two 64 KiB structs fit, a third (or a 64 KiB result) does not.
        let size = layout(at_limit).size();
        assert!(check_call_bytes("call", [size, size].into_iter()).is_ok());
        {
            let Err(e) = check_call_bytes("call", [size; 3].into_iter()) else {
                panic!("over the per-call limit, accepted");
            };
            assert!(matches!(e, SignatureError::StructLimit { .. }), "{e:?}");
            assert!(e.to_string().contains("MAX_STRUCT_CALL_BYTES"), "{e}");
        }
    }
}
