//! RISC-V LP64D (riscv64 Linux): the structs passed field by field ([`lp64d_fields`]) and
//! how a call shape is placed; see the parent module's docs for the rules.

use super::*;

/// The fields of a struct LP64D passes by its floating-point rules (one float, two floats,
/// or a float and an integer, nested structs flattened), or `None`.
pub fn lp64d_fields(l: &StructLayout) -> Option<Vec<(usize, Scalar)>> {
    let flat = l.flattened();
    let floats = flat.iter().filter(|(_, s)| is_float(*s)).count();
    matches!((flat.len(), floats), (1, 1) | (2, 1) | (2, 2)).then_some(flat)
}

/// Classifies a call shape under the RISC-V LP64D ABI (see the module docs).
pub(super) fn plan_lp64d(params: &[StructParam], result: &StructResult) -> Plan {
    const REGS: usize = 8;
    let ret = match result {
        StructResult::Kind(ResultKind::Void) => ReturnPlan::Void,
        StructResult::Kind(k) => k.scalar().map_or(ReturnPlan::Void, ReturnPlan::Scalar),
        StructResult::Struct(l) => match lp64d_fields(l) {
            Some(fields) => ReturnPlan::Fields(fields),
            None if l.size() <= 16 => {
                ReturnPlan::Registers(vec![EightbyteClass::Integer; l.size().div_ceil(8)])
            }
            None => ReturnPlan::Memory,
        },
    };
    // A MEMORY result's address is the first argument, in `a0`.
    let hidden = usize::from(ret == ReturnPlan::Memory);
    let mut p = Plan::empty(StructAbi::Lp64d, ret, hidden);
    for (arg, param) in params.iter().enumerate() {
        match param {
            StructParam::Kind(k) => {
                let scalar = k.scalar();
                if is_float(scalar) && p.xmms < REGS {
                    p.xmms += 1;
                    p.registers.push(Piece::Scalar { arg, scalar });
                } else if p.gprs < REGS {
                    p.gprs += 1;
                    p.registers.push(if is_float(scalar) {
                        Piece::FloatBits { arg, scalar }
                    } else {
                        Piece::Scalar { arg, scalar }
                    });
                } else {
                    p.stack.push(Piece::Scalar { arg, scalar });
                }
            }
            StructParam::Struct(l) => {
                if let Some(fields) = lp64d_fields(l) {
                    let floats = fields.iter().filter(|(_, s)| is_float(*s)).count();
                    let ints = fields.len() - floats;
                    if p.xmms + floats <= REGS && p.gprs + ints <= REGS {
                        p.xmms += floats;
                        p.gprs += ints;
                        p.registers
                            .extend(fields.into_iter().map(|(offset, scalar)| Piece::Field {
                                arg,
                                offset,
                                scalar,
                            }));
                        continue;
                    }
                }
                // The integer calling convention.
                if l.size() > 16 {
                    let piece = Piece::Reference {
                        arg,
                        size: l.size(),
                    };
                    if p.gprs < REGS {
                        p.gprs += 1;
                        p.registers.push(piece);
                    } else {
                        p.stack.push(piece);
                    }
                    continue;
                }
                // In the registers left, then the stack: a two-eightbyte struct with one
                // register left is split between `a7` and the stack.
                for w in eightbytes(arg, l, None) {
                    if p.gprs < REGS {
                        p.gprs += 1;
                        p.registers.push(w);
                    } else {
                        p.stack.push(w);
                    }
                }
            }
        }
    }
    p
}
