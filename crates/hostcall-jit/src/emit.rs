//! The instruction set of `hostcall_core::encoding::Emit` in Cranelift: how the value
//! encodings (each one module of hostcall-core, interpreter and emitter side by side) emit
//! their reads and writes into a thunk.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, Block, InstBuilder, MemFlagsData, Value as ClifValue};
use cranelift_frontend::FunctionBuilder;

use hostcall_core::encoding::{Cmp, Emit, Load, Width};

fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// The instructions of [`Emit`], one Cranelift instruction each: how the encodings of
/// `hostcall_core::encoding` emit their reads and writes.
pub(crate) struct ClifEmit<'x, 'b>(pub(crate) &'x mut FunctionBuilder<'b>);

impl Emit for ClifEmit<'_, '_> {
    type Val = ClifValue;
    type Block = Block;

    fn load(&mut self, how: Load, base: ClifValue, offset: i32) -> ClifValue {
        let ins = self.0.ins();
        match how {
            Load::I32 => ins.load(types::I32, trusted(), base, offset),
            Load::I64 => ins.load(types::I64, trusted(), base, offset),
            Load::I32ToI64 => ins.sload32(trusted(), base, offset),
            Load::U8ToI32 => ins.uload8(types::I32, trusted(), base, offset),
            Load::F64 => ins.load(types::F64, trusted(), base, offset),
        }
    }
    fn store(&mut self, v: ClifValue, base: ClifValue, offset: i32) {
        self.0.ins().store(trusted(), v, base, offset);
    }
    fn iconst(&mut self, width: Width, imm: i64) -> ClifValue {
        let ty = match width {
            Width::I32 => types::I32,
            Width::I64 => types::I64,
        };
        self.0.ins().iconst(ty, imm)
    }
    fn f64const(&mut self, f: f64) -> ClifValue {
        self.0.ins().f64const(f)
    }
    fn icmp_imm(&mut self, cmp: Cmp, x: ClifValue, imm: i64) -> ClifValue {
        let cc = match cmp {
            Cmp::Eq => IntCC::Equal,
            Cmp::Ne => IntCC::NotEqual,
            Cmp::Uge => IntCC::UnsignedGreaterThanOrEqual,
        };
        self.0.ins().icmp_imm_s(cc, x, imm)
    }
    fn band_imm(&mut self, x: ClifValue, imm: i64) -> ClifValue {
        self.0.ins().band_imm_s(x, imm)
    }
    fn bor_imm(&mut self, x: ClifValue, imm: i64) -> ClifValue {
        self.0.ins().bor_imm_s(x, imm)
    }
    fn bxor_imm(&mut self, x: ClifValue, imm: i64) -> ClifValue {
        self.0.ins().bxor_imm_s(x, imm)
    }
    fn iadd_imm(&mut self, x: ClifValue, imm: i64) -> ClifValue {
        self.0.ins().iadd_imm_s(x, imm)
    }
    fn band(&mut self, a: ClifValue, b: ClifValue) -> ClifValue {
        self.0.ins().band(a, b)
    }
    fn bor(&mut self, a: ClifValue, b: ClifValue) -> ClifValue {
        self.0.ins().bor(a, b)
    }
    fn ireduce_i32(&mut self, x: ClifValue) -> ClifValue {
        self.0.ins().ireduce(types::I32, x)
    }
    fn uextend_i64(&mut self, x: ClifValue) -> ClifValue {
        self.0.ins().uextend(types::I64, x)
    }
    fn bitcast_f64(&mut self, x: ClifValue) -> ClifValue {
        self.0.ins().bitcast(types::F64, MemFlagsData::new(), x)
    }
    fn bitcast_i64(&mut self, x: ClifValue) -> ClifValue {
        self.0.ins().bitcast(types::I64, MemFlagsData::new(), x)
    }
    fn is_nan(&mut self, x: ClifValue) -> ClifValue {
        self.0.ins().fcmp(FloatCC::Unordered, x, x)
    }
    fn select(&mut self, c: ClifValue, a: ClifValue, b: ClifValue) -> ClifValue {
        self.0.ins().select(c, a, b)
    }
    fn new_block(&mut self) -> Block {
        self.0.create_block()
    }
    fn brif(&mut self, c: ClifValue, yes: Block, no: Block) {
        self.0.ins().brif(c, yes, &[], no, &[]);
    }
    fn enter(&mut self, block: Block) {
        self.0.switch_to_block(block);
        self.0.seal_block(block);
    }
}
