//! Boxing a native scalar into an engine value, shared by the two directions: a downcall
//! thunk boxes its host function's result into `*ret`, an upcall body boxes each native
//! argument into its argument array. The rules are `hostcall_core::generic::box_result`'s:
//! an integer that fits int32 as int32, else float64 while |v| <= 2^53, else a BigInt
//! through the layout's hook (a `RangeError` without one); `u32` past `i32::MAX` as
//! float64; `f32` widened; `bool`; a pointer 0 as `null`, else as an unsigned integer.
//! Under a [`Dialect`]'s rules a 64-bit integer is always a BigInt and a pointer is made by
//! the layout's `pointer_new` hook.
//!
//! What happens after a value is written differs (a thunk returns a status, an upcall body
//! goes on to the next argument), so each direction implements [`BoxSink`] and the code
//! here calls it at every end.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Imm64;
use cranelift_codegen::ir::{
    types, AbiParam, ExternalName, GlobalValueData, InstBuilder, MemFlagsData,
    Signature as ClifSig, Type, UserExternalName, Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::FunctionBuilder;

use hostcall_core::encoding::{Constant, Encoding, ValueEncoding};
use hostcall_core::imports::Import;
use hostcall_core::{Dialect, LayoutRef, ResultKind};

use crate::emit::ClifEmit;

/// The direction-specific ends of boxing one scalar.
pub(crate) trait BoxSink<'b> {
    /// The builder, positioned where the value is to be boxed.
    fn builder(&mut self) -> &mut FunctionBuilder<'b>;
    /// The layout values are boxed in.
    fn layout(&self) -> LayoutRef;
    /// The engine context the layout's hooks take.
    fn cx(&mut self) -> Value;
    /// The calling convention of hooks and helpers.
    fn call_conv(&self) -> CallConv;
    /// Ends the current block after the value was written.
    fn boxed(&mut self);
    /// Ends the current block after a hook that makes a value (a BigInt, a pointer object)
    /// ran and returned `ok` (an i8: 0 means it failed and left an exception pending).
    fn made_by_hook(&mut self, ok: Value);
    /// The value rules of the signature whose values are boxed.
    fn dialect(&self) -> Dialect;
    /// Ends the current block after the `RangeError` for a 64-bit value past 2^53 on a
    /// layout without BigInt hooks was raised.
    fn bigint_missing(&mut self);
}

/// The address of the import table, as this function's one external symbol (the code's
/// relocation; see `hostcall_core::imports`). One global value per function.
pub(crate) fn import_table(b: &mut FunctionBuilder<'_>) -> Value {
    let target = UserExternalName::new(IMPORTS_NAMESPACE, 0);
    let func = &*b.func;
    let existing = func.global_values.iter().find_map(|(gv, data)| match data {
        GlobalValueData::Symbol {
            name: ExternalName::User(r),
            ..
        } if func.params.user_named_funcs()[*r] == target => Some(gv),
        _ => None,
    });
    let gv = existing.unwrap_or_else(|| {
        let name = b.func.declare_imported_user_function(target);
        b.create_global_value(GlobalValueData::Symbol {
            name: ExternalName::user(name),
            offset: Imm64::new(0),
            colocated: false,
            tls: false,
        })
    });
    b.ins().symbol_value(types::I64, gv)
}

/// The namespace of the import table's external name (`u1:0` in CLIF).
pub const IMPORTS_NAMESPACE: u32 = 1;

/// Loads `which` from the import table (set before the code runs, never changed after).
pub(crate) fn import(b: &mut FunctionBuilder<'_>, which: Import) -> Value {
    let table = import_table(b);
    b.ins().load(
        types::I64,
        MemFlagsData::trusted().with_readonly(),
        table,
        which.offset(),
    )
}

/// Calls the function the import `which` names (a hook or a helper). A `types::I8`
/// result is a C `bool`, zero-extended.
pub(crate) fn call_import(
    b: &mut FunctionBuilder<'_>,
    call_conv: CallConv,
    which: Import,
    params: &[Type],
    ret: Option<Type>,
    args: &[Value],
) -> Option<Value> {
    let mut s = ClifSig::new(call_conv);
    for &t in params {
        s.params.push(AbiParam::new(t));
    }
    if let Some(t) = ret {
        // Hooks return C `bool` or pointers; a bool is one byte, zero-extended.
        s.returns.push(if t == types::I8 {
            AbiParam::new(t).uext()
        } else {
            AbiParam::new(t)
        });
    }
    let sigref = b.import_signature(s);
    let callee = import(b, which);
    let call = b.ins().call_indirect(sigref, callee, args);
    b.inst_results(call).first().copied()
}

/// The layout's value encoding (`'static`: layouts are registered for the process).
fn encoding(layout: LayoutRef) -> &'static Encoding {
    &layout.get().encoding
}

/// Writes a constant into `dst`.
pub(crate) fn write_const(b: &mut FunctionBuilder<'_>, layout: LayoutRef, dst: Value, c: Constant) {
    encoding(layout).emit_write_const(&mut ClifEmit(b), dst, c);
}

/// Writes the int32 `i` into `dst`.
pub(crate) fn write_int32(b: &mut FunctionBuilder<'_>, layout: LayoutRef, dst: Value, i: Value) {
    encoding(layout).emit_write_int32(&mut ClifEmit(b), dst, i);
}

/// Writes the f64 `d` into `dst` as a float64 value.
pub(crate) fn write_f64(b: &mut FunctionBuilder<'_>, layout: LayoutRef, dst: Value, d: Value) {
    encoding(layout).emit_write_f64(&mut ClifEmit(b), dst, d);
}

/// Writes the i8 truth `t` into `dst` as a boolean.
pub(crate) fn write_bool(b: &mut FunctionBuilder<'_>, layout: LayoutRef, dst: Value, t: Value) {
    encoding(layout).emit_write_bool(&mut ClifEmit(b), dst, t);
}

/// An 8-, 16- or 32-bit integer widened to i32.
fn widen_i32(b: &mut FunctionBuilder<'_>, v: Value, signed: bool) -> Value {
    let ty = b.func.dfg.value_type(v);
    if ty == types::I32 {
        v
    } else if signed {
        b.ins().sextend(types::I32, v)
    } else {
        b.ins().uextend(types::I32, v)
    }
}

/// Boxes the native scalar `v` of `kind` into `dst` and ends the current block through
/// `sink`. Returns `false`, emitting nothing, for kinds that are not scalars (`void`,
/// `cstring`, `value`): their boxing is the caller's.
pub(crate) fn box_scalar<'b, S: BoxSink<'b>>(
    sink: &mut S,
    kind: ResultKind,
    dst: Value,
    v: Value,
) -> bool {
    let layout = sink.layout();
    let dialect = sink.dialect();
    match kind {
        ResultKind::I64 | ResultKind::Isize if dialect.bigint_results => {
            box_bigint(sink, dst, v, true);
            return true;
        }
        ResultKind::U64 | ResultKind::Usize if dialect.bigint_results => {
            box_bigint(sink, dst, v, false);
            return true;
        }
        ResultKind::Pointer if dialect.pointer_objects => {
            // The hook makes `null` for 0; `missing_hook` refused a layout without it.
            let (cx, call_conv) = (sink.cx(), sink.call_conv());
            let b = sink.builder();
            let ok = call_import(
                b,
                call_conv,
                Import::PointerNew,
                &[types::I64; 3],
                Some(types::I8),
                &[cx, v, dst],
            )
            .unwrap_or_else(|| b.ins().iconst(types::I8, 0));
            sink.made_by_hook(ok);
            return true;
        }
        _ => {}
    }
    match kind {
        ResultKind::Bool => {
            let b = sink.builder();
            let t = b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
            write_bool(b, layout, dst, t);
            sink.boxed();
        }
        ResultKind::I8 | ResultKind::I16 | ResultKind::I32 => {
            let b = sink.builder();
            let i = widen_i32(b, v, true);
            write_int32(b, layout, dst, i);
            sink.boxed();
        }
        ResultKind::U8 | ResultKind::U16 => {
            let b = sink.builder();
            let i = widen_i32(b, v, false);
            write_int32(b, layout, dst, i);
            sink.boxed();
        }
        ResultKind::U32 => {
            let wide = sink.builder().ins().uextend(types::I64, v);
            box_int64(sink, dst, wide, false);
        }
        ResultKind::I64 | ResultKind::Isize => box_int64(sink, dst, v, true),
        ResultKind::U64 | ResultKind::Usize => box_int64(sink, dst, v, false),
        ResultKind::Pointer => {
            let b = sink.builder();
            let (null, nonnull) = (b.create_block(), b.create_block());
            b.ins().brif(v, nonnull, &[], null, &[]);
            b.switch_to_block(null);
            write_const(b, layout, dst, Constant::Null);
            sink.boxed();
            sink.builder().switch_to_block(nonnull);
            box_int64(sink, dst, v, false);
        }
        ResultKind::F32 => {
            let b = sink.builder();
            let d = b.ins().fpromote(types::F64, v);
            write_f64(b, layout, dst, d);
            sink.boxed();
        }
        ResultKind::F64 => {
            write_f64(sink.builder(), layout, dst, v);
            sink.boxed();
        }
        ResultKind::Void | ResultKind::CString | ResultKind::Value | ResultKind::Struct => {
            return false
        }
    }
    true
}

/// A 64-bit integer: int32 when it fits, else float64 while |v| <= 2^53, else a BigInt
/// through the layout's hook (or the `RangeError` of a layout without one).
pub(crate) fn box_int64<'b, S: BoxSink<'b>>(sink: &mut S, dst: Value, v: Value, signed: bool) {
    let layout = sink.layout();
    let b = sink.builder();
    let (as_int, not_int, as_f, big) = (
        b.create_block(),
        b.create_block(),
        b.create_block(),
        b.create_block(),
    );
    let fits = if signed {
        let low = b.ins().ireduce(types::I32, v);
        let back = b.ins().sextend(types::I64, low);
        b.ins().icmp(IntCC::Equal, back, v)
    } else {
        b.ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, v, i64::from(i32::MAX))
    };
    b.ins().brif(fits, as_int, &[], not_int, &[]);
    b.switch_to_block(as_int);
    let low = b.ins().ireduce(types::I32, v);
    write_int32(b, layout, dst, low);
    sink.boxed();

    let b = sink.builder();
    b.switch_to_block(not_int);
    let safe = if signed {
        let shifted = b.ins().iadd_imm_s(v, 1i64 << 53);
        b.ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, shifted, 1i64 << 54)
    } else {
        b.ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, v, 1i64 << 53)
    };
    b.ins().brif(safe, as_f, &[], big, &[]);
    b.switch_to_block(as_f);
    let d = if signed {
        b.ins().fcvt_from_sint(types::F64, v)
    } else {
        b.ins().fcvt_from_uint(types::F64, v)
    };
    write_f64(b, layout, dst, d);
    sink.boxed();

    sink.builder().switch_to_block(big);
    box_bigint(sink, dst, v, signed);
}

/// A 64-bit integer as a BigInt through the layout's hook (or the `RangeError` of a layout
/// without one), ending the current block.
fn box_bigint<'b, S: BoxSink<'b>>(sink: &mut S, dst: Value, v: Value, signed: bool) {
    let layout = sink.layout();
    let hook = if signed {
        layout.hooks.bigint_from_i64.map(|_| Import::BigIntFromI64)
    } else {
        layout.hooks.bigint_from_u64.map(|_| Import::BigIntFromU64)
    };
    let (cx, call_conv) = (sink.cx(), sink.call_conv());
    let Some(hook) = hook else {
        // No BigInt in this engine: raise a RangeError through the throw hook, exactly as
        // the generic backend does.
        let f = if signed {
            Import::RaiseNoBigIntI64
        } else {
            Import::RaiseNoBigIntU64
        };
        let b = sink.builder();
        let layout_id = import(b, Import::LayoutId);
        call_import(b, call_conv, f, &[types::I64; 3], None, &[cx, v, layout_id]);
        sink.bigint_missing();
        return;
    };
    let b = sink.builder();
    let ok = call_import(
        b,
        call_conv,
        hook,
        &[types::I64; 3],
        Some(types::I8),
        &[cx, v, dst],
    )
    .unwrap_or_else(|| b.ins().iconst(types::I8, 0));
    sink.made_by_hook(ok);
}
