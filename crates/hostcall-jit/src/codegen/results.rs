//! Boxing a thunk's result into `*ret` (or, for a native entry, its returned value): each
//! result kind by `crate::boxing`'s shared rules, a C string through the layout's hook, an
//! engine value as it is.

use super::*;

impl Emitter<'_, '_> {
    /// Boxes the host call's `results` (its return registers) as the signature's result
    /// kind and ends the block with the status (or the native entry's return).
    pub(super) fn box_result(&mut self, results: &[ClifValue]) {
        let r = results.first().copied();
        let ret = self.b.use_var(self.ret);
        match (self.sig.result(), r) {
            (ResultKind::Void, _) => {
                boxing::write_const(&mut self.b, self.layout, ret, Constant::Undefined);
                self.ret_status(OK);
            }
            (ResultKind::CString, Some(v)) => {
                let (null, nonnull) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(v, nonnull, &[], null, &[]);
                self.b.switch_to_block(null);
                boxing::write_const(&mut self.b, self.layout, ret, Constant::Null);
                self.ret_status(OK);
                self.b.switch_to_block(nonnull);
                let hook = Import::StringNew;
                let cx = self.b.use_var(self.cx);
                let ok = self
                    .call_hook(hook, &[types::I64; 3], Some(types::I8), &[cx, v, ret])
                    .unwrap_or_else(|| self.b.ins().iconst(types::I8, 0));
                self.ret_ok_or_threw(ok);
            }
            (ResultKind::Value, _) => {
                for (i, &w) in results.iter().enumerate() {
                    self.b.ins().store(trusted(), w, ret, (i * 8) as i32);
                }
                self.ret_status(OK);
            }
            (
                kind @ (ResultKind::Bool
                | ResultKind::I8
                | ResultKind::U8
                | ResultKind::I16
                | ResultKind::U16
                | ResultKind::I32
                | ResultKind::U32
                | ResultKind::I64
                | ResultKind::U64
                | ResultKind::Isize
                | ResultKind::Usize
                | ResultKind::F32
                | ResultKind::F64
                | ResultKind::Pointer),
                Some(v),
            ) => {
                if !boxing::box_scalar(self, kind, ret, v) {
                    unreachable_kind()
                }
            }
            // Boxed by `box_struct`, with its layout.
            (ResultKind::Struct, _) | (_, None) => unreachable_kind(),
        }
    }
}

/// A thunk boxes its host function's result into `*ret` and returns a status.
impl<'b> BoxSink<'b> for Emitter<'_, 'b> {
    fn builder(&mut self) -> &mut FunctionBuilder<'b> {
        &mut self.b
    }
    fn layout(&self) -> LayoutRef {
        self.layout
    }
    fn cx(&mut self) -> ClifValue {
        self.b.use_var(self.cx)
    }
    fn call_conv(&self) -> CallConv {
        self.call_conv
    }
    fn dialect(&self) -> Dialect {
        self.sig.dialect()
    }
    fn boxed(&mut self) {
        self.ret_status(OK);
    }
    fn made_by_hook(&mut self, ok: ClifValue) {
        self.ret_ok_or_threw(ok);
    }
    fn bigint_missing(&mut self) {
        self.ret_status(THREW);
    }
}
