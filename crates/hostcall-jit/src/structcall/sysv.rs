//! x86-64 System V: how a struct is classified ([`passing`]: each eightbyte INTEGER or SSE,
//! MEMORY past 16 bytes) and how a call shape is placed ([`plan`]); see the parent
//! module's docs for the rules.

use super::*;

/// How the x86_64 System V ABI classifies one eightbyte of a struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EightbyteClass {
    /// Passed in a general-purpose register.
    Integer,
    /// Passed in a vector (`xmm`) register.
    Sse,
}

/// How the x86_64 System V ABI passes a struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SysvPassing {
    /// In registers, one per eightbyte (one or two), if enough of each class are left;
    /// otherwise the whole struct on the stack.
    Registers(Vec<EightbyteClass>),
    /// Class MEMORY (over 16 bytes): a copy on the stack; a result through a hidden pointer.
    Memory,
}

/// How the x86-64 System V ABI passes the struct `l` (see the module docs).
pub fn passing(l: &StructLayout) -> SysvPassing {
    if l.size() > 16 {
        return SysvPassing::Memory;
    }
    let words = l.size().div_ceil(8);
    let mut classes = vec![EightbyteClass::Sse; words];
    for (off, s) in l.flattened() {
        let class = match s {
            Scalar::F32 | Scalar::F64 => EightbyteClass::Sse,
            Scalar::Int { .. } | Scalar::Bool | Scalar::Pointer => EightbyteClass::Integer,
        };
        if class == EightbyteClass::Integer {
            classes[off / 8] = EightbyteClass::Integer;
        }
    }
    SysvPassing::Registers(classes)
}

/// Classifies a call shape under x86-64 System V (see the module docs).
pub fn plan(params: &[StructParam], result: &StructResult) -> Plan {
    let ret = match result {
        StructResult::Kind(ResultKind::Void) => ReturnPlan::Void,
        StructResult::Kind(k) => k.scalar().map_or(ReturnPlan::Void, ReturnPlan::Scalar),
        StructResult::Struct(l) => match passing(l) {
            SysvPassing::Registers(c) => ReturnPlan::Registers(c),
            SysvPassing::Memory => ReturnPlan::Memory,
        },
    };
    const GPRS: usize = 6;
    const XMMS: usize = 8;
    // A MEMORY result's address is the first argument, in `rdi`.
    let hidden = usize::from(ret == ReturnPlan::Memory);
    let mut p = Plan::empty(StructAbi::SysV, ret, hidden);
    for (arg, param) in params.iter().enumerate() {
        match param {
            StructParam::Kind(k) => {
                let scalar = k.scalar();
                let piece = Piece::Scalar { arg, scalar };
                let (used, cap) = if is_float(scalar) {
                    (&mut p.xmms, XMMS)
                } else {
                    (&mut p.gprs, GPRS)
                };
                if *used < cap {
                    *used += 1;
                    p.registers.push(piece);
                } else {
                    p.stack.push(piece);
                }
            }
            StructParam::Struct(l) => match passing(l) {
                SysvPassing::Registers(classes) => {
                    let ints = classes
                        .iter()
                        .filter(|c| **c == EightbyteClass::Integer)
                        .count();
                    let sses = classes.len() - ints;
                    if p.gprs + ints <= GPRS && p.xmms + sses <= XMMS {
                        p.gprs += ints;
                        p.xmms += sses;
                        p.registers.extend(eightbytes(arg, l, Some(&classes)));
                    } else {
                        // The ABI: when the registers left cannot take the whole struct, all
                        // of it goes on the stack (and later arguments may still take them).
                        p.stack.extend(eightbytes(arg, l, None));
                    }
                }
                SysvPassing::Memory => p.stack.extend(eightbytes(arg, l, None)),
            },
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use EightbyteClass::{Integer, Sse};

    /// The layout of a descriptor's struct type (its JSON text).
    fn layout(v: &str) -> StructLayout {
        let d = format!(r#"{{"parameters": [{v}], "result": "void"}}"#);
        let sig = hostcall_core::Signature::from_descriptor(&d).expect("valid struct");
        sig.param_layout(0).expect("a struct").as_ref().clone()
    }

    #[test]
    fn sysv_classes() {
        let cases = [
            (
                r#"{"struct": ["i32", "i32"]}"#,
                SysvPassing::Registers(vec![Integer]),
            ),
            (
                r#"{"struct": ["f32", "f32"]}"#,
                SysvPassing::Registers(vec![Sse]),
            ),
            (
                r#"{"struct": ["f64", "f64"]}"#,
                SysvPassing::Registers(vec![Sse, Sse]),
            ),
            (
                r#"{"struct": ["i8", "f64"]}"#,
                SysvPassing::Registers(vec![Integer, Sse]),
            ),
            (
                r#"{"struct": ["f32", "i32", "f32"]}"#,
                SysvPassing::Registers(vec![Integer, Sse]),
            ),
            (r#"{"struct": ["i64", "i64", "i64"]}"#, SysvPassing::Memory),
            (
                r#"{"struct": [{"struct": ["f32"]}, "f32", "i64"]}"#,
                SysvPassing::Registers(vec![Sse, Integer]),
            ),
        ];
        for (v, want) in cases {
            assert_eq!(passing(&layout(v)), want, "{v}");
        }
    }
}
