//! AAPCS64 (aarch64 Linux): homogeneous floating-point aggregates ([`hfa`]) and how a call
//! shape is placed; see the parent module's docs for the rules.

use super::*;

/// An AAPCS64 homogeneous floating-point aggregate: the members' type and count.
pub fn hfa(l: &StructLayout) -> Option<(Scalar, usize)> {
    let flat = l.flattened();
    let (_, first) = *flat.first()?;
    let same = flat.iter().all(|&(_, s)| s == first);
    (is_float(first) && same && flat.len() <= 4 && l.size() == flat.len() * first.size())
        .then_some((first, flat.len()))
}

/// Classifies a call shape under AAPCS64 (see the module docs).
pub(super) fn plan_aapcs64(params: &[StructParam], result: &StructResult) -> Plan {
    const REGS: usize = 8;
    let ret = match result {
        StructResult::Kind(ResultKind::Void) => ReturnPlan::Void,
        StructResult::Kind(k) => k.scalar().map_or(ReturnPlan::Void, ReturnPlan::Scalar),
        StructResult::Struct(l) => match hfa(l) {
            Some((scalar, count)) => ReturnPlan::Floats { scalar, count },
            None if l.size() <= 16 => {
                ReturnPlan::Registers(vec![EightbyteClass::Integer; l.size().div_ceil(8)])
            }
            None => ReturnPlan::Memory,
        },
    };
    // A MEMORY result's address goes in `x8`, apart from the argument registers.
    let mut p = Plan::empty(StructAbi::Aapcs64, ret, 0);
    // The ABI's next general and vector register numbers (NGRN, NSRN): set to 8 when an
    // argument does not fit, which is more than `p`'s counts of registers holding pieces.
    let (mut ngrn, mut nsrn) = (0usize, 0usize);
    for (arg, param) in params.iter().enumerate() {
        match param {
            StructParam::Kind(k) => {
                let scalar = k.scalar();
                let piece = Piece::Scalar { arg, scalar };
                let (next, held) = if is_float(scalar) {
                    (&mut nsrn, &mut p.xmms)
                } else {
                    (&mut ngrn, &mut p.gprs)
                };
                if *next < REGS {
                    *next += 1;
                    *held += 1;
                    p.registers.push(piece);
                } else {
                    p.stack.push(piece);
                }
            }
            StructParam::Struct(l) => {
                if let Some((scalar, count)) = hfa(l) {
                    if nsrn + count <= REGS {
                        nsrn += count;
                        p.xmms += count;
                        p.registers.extend((0..count).map(|m| Piece::Eightbyte {
                            arg,
                            offset: m * scalar.size(),
                            len: scalar.size(),
                            class: EightbyteClass::Sse,
                        }));
                    } else {
                        nsrn = REGS;
                        p.stack.extend(eightbytes(arg, l, None));
                    }
                } else if l.size() > 16 {
                    let piece = Piece::Reference {
                        arg,
                        size: l.size(),
                    };
                    if ngrn < REGS {
                        ngrn += 1;
                        p.gprs += 1;
                        p.registers.push(piece);
                    } else {
                        p.stack.push(piece);
                    }
                } else {
                    let words = l.size().div_ceil(8);
                    if ngrn + words <= REGS {
                        ngrn += words;
                        p.gprs += words;
                        p.registers.extend(eightbytes(arg, l, None));
                    } else {
                        ngrn = REGS;
                        p.stack.extend(eightbytes(arg, l, None));
                    }
                }
            }
        }
    }
    p
}
