//! The libffi type of each parameter and result kind, struct and signature: what the
//! generic backend and callbacks describe to libffi (hostcall-core's `libffi` feature).

use libffi::middle::Type;

use crate::kind::{ParamKind, ResultKind, Scalar};
use crate::sig::Signature;
use crate::structs::{FieldType, StructLayout};

/// The libffi type of a parameter kind (for `slice`, two native arguments, the type of the
/// first, its pointer; [`native_ffi_types`] lists both; for `struct`, the address of its
/// bytes, the raw slot form: [`native_ffi_types`] gives the struct's own type).
pub fn ffi_type(kind: ParamKind) -> Type {
    match kind {
        ParamKind::I8 => Type::i8(),
        ParamKind::U8 | ParamKind::Bool => Type::u8(),
        ParamKind::I16 => Type::i16(),
        ParamKind::U16 => Type::u16(),
        ParamKind::I32 => Type::i32(),
        ParamKind::U32 => Type::u32(),
        ParamKind::I64 => Type::i64(),
        ParamKind::U64 => Type::u64(),
        ParamKind::Isize => Type::isize(),
        ParamKind::Usize => Type::usize(),
        ParamKind::F32 => Type::f32(),
        ParamKind::F64 => Type::f64(),
        ParamKind::Pointer
        | ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => Type::pointer(),
    }
}

/// The libffi type of a result kind (`value_size`: the layout's value size, for `value`;
/// `struct` has no type without its layout and maps to `void` here: [`FfiCall`](crate::generic::FfiCall) takes the
/// struct's own type from the signature).
pub fn ffi_result_type(kind: ResultKind, value_size: u8) -> Type {
    match kind {
        ResultKind::Void | ResultKind::Struct => Type::void(),
        ResultKind::I8 => Type::i8(),
        ResultKind::U8 | ResultKind::Bool => Type::u8(),
        ResultKind::I16 => Type::i16(),
        ResultKind::U16 => Type::u16(),
        ResultKind::I32 => Type::i32(),
        ResultKind::U32 => Type::u32(),
        ResultKind::I64 => Type::i64(),
        ResultKind::U64 => Type::u64(),
        ResultKind::Isize => Type::isize(),
        ResultKind::Usize => Type::usize(),
        ResultKind::F32 => Type::f32(),
        ResultKind::F64 => Type::f64(),
        ResultKind::Pointer | ResultKind::CString => Type::pointer(),
        ResultKind::Value if value_size <= 8 => Type::u64(),
        ResultKind::Value => Type::structure((0..value_size / 8).map(|_| Type::u64())),
    }
}

/// The libffi types of a signature's native parameters, in order: one per parameter, two
/// (pointer, `usize`) per `slice`.
pub fn native_ffi_types(sig: &Signature) -> Vec<Type> {
    let mut out = Vec::with_capacity(sig.native_arity());
    for (i, &k) in sig.params().iter().enumerate() {
        if let Some(l) = sig.param_layout(i) {
            out.push(l.ffi_type());
            continue;
        }
        out.push(ffi_type(k));
        if k == ParamKind::Slice {
            out.push(Type::usize());
        }
    }
    out
}

impl StructLayout {
    /// The libffi description of this struct (libffi computes the same layout).
    pub fn ffi_type(&self) -> Type {
        Type::structure(self.fields().iter().map(field_ffi_type))
    }
}

fn field_ffi_type(f: &FieldType) -> Type {
    match f {
        FieldType::Scalar(s) => scalar_ffi_type(*s),
        FieldType::Struct(l) => l.ffi_type(),
    }
}

fn scalar_ffi_type(s: Scalar) -> Type {
    match s {
        Scalar::Int { bits: 8, signed } => {
            if signed {
                Type::i8()
            } else {
                Type::u8()
            }
        }
        Scalar::Int { bits: 16, signed } => {
            if signed {
                Type::i16()
            } else {
                Type::u16()
            }
        }
        Scalar::Int { bits: 32, signed } => {
            if signed {
                Type::i32()
            } else {
                Type::u32()
            }
        }
        Scalar::Int { signed, .. } => {
            if signed {
                Type::i64()
            } else {
                Type::u64()
            }
        }
        Scalar::F32 => Type::f32(),
        Scalar::F64 => Type::f64(),
        Scalar::Bool => Type::u8(),
        Scalar::Pointer => Type::pointer(),
    }
}
