//! Reading arguments along the lane: each parameter's class test and conversion, the
//! checks decided together by one branch (`flush_checks`), the deferred second classes of
//! integers and floats out of line, the kinds that call a hook (strings, buffers, pointer
//! objects, BigInts), and the receiver. What each kind accepts is
//! `hostcall_core::lane`'s table; this emits exactly that.

use super::*;

/// The range an integer parameter takes from numbers.
pub(super) fn int_bounds(kind: ParamKind) -> (i128, i128) {
    match kind {
        // Pointers take [0, 2^53] from numbers (and any u64 from BigInts, out of line).
        ParamKind::Pointer => (0, 1i128 << 53),
        hostcall_core::int_param_kinds!() => kind.scalar().int_range().unwrap_or((0, 0)),
        // No range: not integers.
        ParamKind::F32
        | ParamKind::F64
        | ParamKind::Bool
        | ParamKind::CString
        | ParamKind::Buffer
        | ParamKind::Slice
        | ParamKind::Struct
        | ParamKind::Value
        | ParamKind::Context
        | ParamKind::Receiver
        | ParamKind::Env => (0, 0),
    }
}

/// Whether the lane takes a BigInt for `kind` (`hostcall_core::lane`: the 64-bit integers
/// and pointers).
pub(super) fn bigint_kind(kind: ParamKind) -> bool {
    match kind.scalar() {
        Scalar::Int { bits: 64, .. } | Scalar::Pointer => true,
        Scalar::Int { .. } | Scalar::F32 | Scalar::F64 | Scalar::Bool => false,
    }
}

/// A parameter whose less common class `flush_checks` handles out of line: float64 for
/// integer parameters, int32 for float ones.
pub(super) struct Deferred {
    /// Its position among the native arguments.
    index: usize,
    kind: ParamKind,
    /// The value's byte offset from `argv` (cold blocks read it again from there).
    offset: i64,
}

/// What a `null`-or-object parameter does with a value that is neither
/// ([`Emitter::null_or_object`]).
#[derive(Clone, Copy)]
pub(super) enum NotAnObject {
    /// Report `Fallback` (the lane refuses it).
    FallBack,
    /// Make the whole call out of line (the lane may take it: a number for a pointer).
    OutOfLine,
}

impl Emitter<'_, '_> {
    /// The buffer hook on `v` once it is an object (anything else falls back; earlier checks
    /// are decided first, as for every kind that calls a hook): the fallback block, the
    /// hook's answer (i8), and the addresses of the data pointer and byte length it wrote.
    pub(super) fn object_bytes(
        &mut self,
        v: ClifValue,
    ) -> (Block, ClifValue, ClifValue, ClifValue) {
        self.flush_checks();
        let fb = self.fallback_block();
        let is_obj = self.b.create_block();
        let cls = self.class(v);
        self.branch(cls, ClassTest::Object, is_obj, fb);
        self.b.switch_to_block(is_obj);
        let ss =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
        let data = self.b.ins().stack_addr(types::I64, ss, 0);
        let len = self.b.ins().stack_addr(types::I64, ss, 8);
        let hook = Import::BufferData;
        let cx = self.b.use_var(self.cx);
        let ok = self
            .call_hook(hook, &[types::I64; 4], Some(types::I8), &[cx, v, data, len])
            .unwrap_or_else(|| self.b.ins().iconst(types::I8, 0));
        (fb, ok, data, len)
    }

    /// A `struct` parameter of `size` bytes: the address of its bytes, from one call of the
    /// buffer hook, when the value is a buffer or view of exactly that size; anything else
    /// falls back (the policy's slow path raises the error). The bytes are read at the call,
    /// with no script run in between.
    pub(super) fn struct_arg(&mut self, v: ClifValue, size: usize) -> ClifValue {
        let (fb, ok, data, len) = self.object_bytes(v);
        let n = self.b.ins().load(types::I64, trusted(), len, 0);
        let fits = self.b.ins().icmp_imm_s(IntCC::Equal, n, size as i64);
        let ok = self.b.ins().band(ok, fits);
        let got = self.b.create_block();
        self.b.ins().brif(ok, got, &[], fb, &[]);
        self.b.switch_to_block(got);
        self.b.ins().load(types::I64, trusted(), data, 0)
    }

    pub(super) fn receiver(&mut self) -> ClifValue {
        let fb = self.fallback_block();
        let have = self.b.create_block();
        let this = self.b.use_var(self.this);
        self.b.ins().brif(this, have, &[], fb, &[]);
        self.b.switch_to_block(have);
        let method = self.b.use_var(self.method);
        let class = self
            .b
            .ins()
            .load(types::I64, trusted(), method, METHOD_CLASS_OFFSET);
        let cx = self.b.use_var(self.cx);
        let hook = Import::Receiver;
        let p = self
            .call_hook(hook, &[types::I64; 3], Some(types::I64), &[cx, this, class])
            .unwrap_or_else(|| self.b.ins().iconst(types::I64, 0));
        let ok = self.b.create_block();
        self.b.ins().brif(p, ok, &[], fb, &[]);
        self.b.switch_to_block(ok);
        p
    }

    /// One parameter: reads its class word once, converts along the lane, and merges into
    /// a block whose parameter is the native argument. The common classes are tested
    /// without branches where that is cheap; rare conversions run out of line.
    pub(super) fn param(&mut self, kind: ParamKind, v: ClifValue, offset: i64) -> ClifValue {
        let scalar = kind.scalar();
        let abi_ty = abi_param(scalar).value_type;
        // Kinds read without a call or a side effect: their checks join `pending` and are
        // decided together, by one branch, at the next `flush_checks`.
        match kind {
            ParamKind::I8
            | ParamKind::U8
            | ParamKind::I16
            | ParamKind::U16
            | ParamKind::I32
            | ParamKind::U32
            | ParamKind::I64
            | ParamKind::U64
            | ParamKind::Isize
            | ParamKind::Usize => return self.int_param(kind, v, offset),
            ParamKind::Pointer if !self.sig.dialect().pointer_objects => {
                return self.int_param(kind, v, offset)
            }
            ParamKind::Pointer => {}
            ParamKind::F32 | ParamKind::F64 => {
                // A float64 inline; an int32 (converted) on the deferred side, so the fast
                // path of a float64 argument carries no conversion.
                let cls = self.class(v);
                let is_f = self.is(cls, ClassTest::Float64);
                let d = self.float64(v, cls);
                let x = if abi_ty == types::F32 {
                    self.b.ins().fdemote(types::F32, d)
                } else {
                    d
                };
                self.deferred.push(Deferred {
                    index: self.args.len(),
                    kind,
                    offset,
                });
                self.check_deferred(is_f);
                return x;
            }
            ParamKind::Bool => {
                let cls = self.class(v);
                let ok = self.is(cls, ClassTest::Bool);
                self.check(ok);
                return self.bool(v, cls);
            }
            ParamKind::Value => return v,
            ParamKind::CString | ParamKind::Buffer => {}
            // Two native arguments: `slice` emits them; `struct_arg` a struct's address.
            ParamKind::Slice
            | ParamKind::Struct
            | ParamKind::Context
            | ParamKind::Receiver
            | ParamKind::Env => unreachable_kind(),
        }
        // Kinds that call a hook: earlier checks are decided first (nothing is acquired for
        // an argument list the lane refuses), then one branch per class.
        self.flush_checks();
        let merge = self.b.create_block();
        self.b.append_block_param(merge, abi_ty);
        match kind {
            ParamKind::CString => {
                let fb = self.fallback_block();
                let yes = self.b.create_block();
                let cls = self.class(v);
                self.branch(cls, ClassTest::String, yes, fb);
                self.b.switch_to_block(yes);
                let len = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    8,
                    3,
                ));
                let len_addr = self.b.ins().stack_addr(types::I64, len, 0);
                let hook = Import::StringAcquire;
                let cx = self.b.use_var(self.cx);
                let p = self
                    .call_hook(hook, &[types::I64; 3], Some(types::I64), &[cx, v, len_addr])
                    .unwrap_or_else(|| self.b.ins().iconst(types::I64, 0));
                let got = self.b.create_block();
                self.b.ins().brif(p, got, &[], fb, &[]);
                self.b.switch_to_block(got);
                let var = self.b.declare_var(types::I64);
                self.b.def_var(var, p);
                self.strings.push(var);
                self.b.ins().jump(merge, &[BlockArg::Value(p)]);
            }
            ParamKind::Buffer => {
                let hook = if self.sig.dialect().ffi_buffers {
                    Import::FfiBufferData
                } else {
                    Import::BufferData
                };
                self.null_or_object(v, merge, NotAnObject::FallBack, hook, 2);
            }
            ParamKind::Pointer => {
                // Under a dialect with pointer objects: `null` is 0 and a pointer object
                // its address (the layout's hook; one it refuses falls back, as the lane
                // refuses it). Numbers and BigInts, which the lane takes too, make the whole
                // call out of line (`slow_call` runs the same lane), so the thunk refuses
                // exactly what the lane refuses.
                self.null_or_object(v, merge, NotAnObject::OutOfLine, Import::PointerAddress, 1);
            }
            ParamKind::I8
            | ParamKind::U8
            | ParamKind::I16
            | ParamKind::U16
            | ParamKind::I32
            | ParamKind::U32
            | ParamKind::I64
            | ParamKind::U64
            | ParamKind::Isize
            | ParamKind::Usize
            | ParamKind::F32
            | ParamKind::F64
            | ParamKind::Bool
            | ParamKind::Slice
            | ParamKind::Struct
            | ParamKind::Value
            | ParamKind::Context
            | ParamKind::Receiver
            | ParamKind::Env => return unreachable_kind(),
        }
        self.b.switch_to_block(merge);
        self.b.block_params(merge)[0]
    }

    /// A parameter that is `null` (the native 0) or an object a hook reads (`hook(cx, v,
    /// out...)` with `words` out-words, the first of which is the native argument), jumping
    /// to `merge` with it; an object the hook refuses falls back, and anything else does
    /// what `other` says.
    pub(super) fn null_or_object(
        &mut self,
        v: ClifValue,
        merge: Block,
        other: NotAnObject,
        hook: Import,
        words: usize,
    ) {
        let fb = self.fallback_block();
        let other = match other {
            NotAnObject::FallBack => fb,
            NotAnObject::OutOfLine => self.retry_block(self.strings.len()),
        };
        let (not_null, is_obj) = (self.b.create_block(), self.b.create_block());
        let cls = self.class(v);
        let is_null = self.is(cls, ClassTest::Null);
        let z = self.b.ins().iconst(types::I64, 0);
        self.b
            .ins()
            .brif(is_null, merge, &[BlockArg::Value(z)], not_null, &[]);
        self.b.switch_to_block(not_null);
        self.branch(cls, ClassTest::Object, is_obj, other);
        self.b.switch_to_block(is_obj);
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            8 * words as u32,
            3,
        ));
        let outs: Vec<ClifValue> = (0..words)
            .map(|i| self.b.ins().stack_addr(types::I64, ss, 8 * i as i32))
            .collect();
        let cx = self.b.use_var(self.cx);
        let mut args = vec![cx, v];
        args.extend(&outs);
        let params = vec![types::I64; args.len()];
        let ok = self
            .call_hook(hook, &params, Some(types::I8), &args)
            .unwrap_or_else(|| self.b.ins().iconst(types::I8, 0));
        let p = self.b.ins().load(types::I64, trusted(), outs[0], 0);
        self.b.ins().brif(ok, merge, &[BlockArg::Value(p)], fb, &[]);
    }

    /// A `slice` parameter: its two native arguments, the pointer to the first byte and the
    /// byte length, both from one call of the buffer hook (which reads only internal slots:
    /// no script runs between the two reads). Anything the hook refuses, `null` included,
    /// falls back. A null data pointer (an empty buffer without storage) becomes
    /// [`hostcall_core::lane::EMPTY_SLICE`]'s address, as the generic backend passes.
    pub(super) fn slice(&mut self, v: ClifValue) -> (ClifValue, ClifValue) {
        let (fb, ok, data, len) = self.object_bytes(v);
        let got = self.b.create_block();
        self.b.ins().brif(ok, got, &[], fb, &[]);
        self.b.switch_to_block(got);
        let p = self.b.ins().load(types::I64, trusted(), data, 0);
        let n = self.b.ins().load(types::I64, trusted(), len, 0);
        let empty = boxing::import(&mut self.b, Import::EmptySlice);
        let p = self.b.ins().select(p, p, empty);
        (p, n)
    }

    /// Adds a check (an i8 condition) to the pending ones.
    pub(super) fn check(&mut self, ok: ClifValue) {
        self.pending = Some(match self.pending {
            None => ok,
            Some(acc) => self.b.ins().band(acc, ok),
        });
        if !self.deferred.is_empty() {
            self.pending_other = Some(match self.pending_other {
                None => ok,
                Some(acc) => self.b.ins().band(acc, ok),
            });
        }
    }

    /// Adds the int32-only check of a deferred parameter: to the fast side only. Call
    /// after pushing the parameter to `deferred`.
    pub(super) fn check_deferred(&mut self, ok: ClifValue) {
        if self.deferred.len() == 1 {
            // From here on the other checks are tracked apart as well.
            self.pending_other = self.pending;
        }
        self.pending = Some(match self.pending {
            None => ok,
            Some(acc) => self.b.ins().band(acc, ok),
        });
    }

    /// Decides the pending checks: one branch to the next block when all hold, else to
    /// `retry` (which makes the whole call out of line, or reports `Fallback`). With deferred
    /// parameters, the failing side first tries their second class (a cold block that reads
    /// each deferred value again: an integral float64 in range for an integer, also an inline
    /// BigInt in range for a 64-bit integer or pointer, an int32 for a float), and joins the fast side when that holds; when it does not, a third cold
    /// block takes BigInts for 64-bit and pointer parameters through the layout's hook
    /// ([`Emitter::bigint_deferred`]) before giving up.
    pub(super) fn flush_checks(&mut self) {
        let other = self.pending_other.take();
        let Some(ok) = self.pending.take() else {
            return;
        };
        let deferred = std::mem::take(&mut self.deferred);
        let retry = self.retry_block(self.strings.len());
        let go = self.b.create_block();
        if deferred.is_empty() {
            self.b.ins().brif(ok, go, &[], retry, &[]);
            self.b.switch_to_block(go);
            return;
        }
        let second = self.b.create_block();
        self.b.set_cold_block(second);
        self.b.ins().brif(ok, go, &[], second, &[]);

        self.b.switch_to_block(second);
        let mut ok2 = other;
        for d in &deferred {
            let (okd, x) = self.int_or_float(d);
            ok2 = Some(match ok2 {
                None => okd,
                Some(acc) => self.b.ins().band(acc, okd),
            });
            self.b.def_var(self.args[d.index].0, x);
        }
        let ok2 = ok2.unwrap_or_else(|| self.b.ins().iconst(types::I8, 1));
        if !deferred.iter().any(|d| self.bigint_hook(d.kind).is_some()) {
            self.b.ins().brif(ok2, go, &[], retry, &[]);
        } else {
            // The BigInt side runs only when every other check of the group held.
            let third = self.b.create_block();
            self.b.set_cold_block(third);
            match other {
                None => {
                    self.b.ins().brif(ok2, go, &[], third, &[]);
                }
                Some(other) => {
                    let others_hold = self.b.create_block();
                    self.b.set_cold_block(others_hold);
                    self.b.ins().brif(ok2, go, &[], others_hold, &[]);
                    self.b.switch_to_block(others_hold);
                    self.b.ins().brif(other, third, &[], retry, &[]);
                }
            }
            self.b.switch_to_block(third);
            self.bigint_deferred(&deferred, retry, go);
        }
        self.b.switch_to_block(go);
    }

    /// The layout's hook that reads a BigInt argument for `kind`, if the lane takes one
    /// there (a 64-bit integer or a pointer, as `hostcall_core::lane` states) and the layout
    /// has it: its address (`bigint_to_i64` for signed kinds, `bigint_to_u64` otherwise).
    pub(super) fn bigint_hook(&self, kind: ParamKind) -> Option<Import> {
        let hooks = &self.layout.hooks;
        match kind.scalar() {
            Scalar::Int {
                bits: 64,
                signed: true,
            } => hooks.bigint_to_i64.map(|_| Import::BigIntToI64),
            Scalar::Int { bits: 64, .. } | Scalar::Pointer => {
                hooks.bigint_to_u64.map(|_| Import::BigIntToU64)
            }
            Scalar::Int { .. } | Scalar::F32 | Scalar::F64 | Scalar::Bool => None,
        }
    }

    /// The third side of a deferred group, reached when the second class failed for some
    /// deferred parameter and every other check held. Each deferred parameter that is not a
    /// number the lane takes goes to the layout's BigInt hook when its kind takes BigInts
    /// (which refuses anything but a BigInt in range, running no script), else to `retry`;
    /// a refusal goes to `retry` too. Around each hook call every live value (the entry's
    /// values and the native arguments so far) is stored to a stack slot and reloaded into
    /// its variable, so nothing lives in a register across the call and the fast path's
    /// prologue saves no callee-saved register for this rare path. Then the group's
    /// arguments are taken (the number, or the hook's result) and the block joins `go`.
    pub(super) fn bigint_deferred(&mut self, deferred: &[Deferred], retry: Block, go: Block) {
        let hooked: Vec<Option<Import>> =
            deferred.iter().map(|d| self.bigint_hook(d.kind)).collect();
        let outs = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (deferred.len() * 8) as u32,
            3,
        ));
        for (k, d) in deferred.iter().enumerate() {
            let (is_number, _) = self.int_or_float(d);
            let next = self.b.create_block();
            self.b.set_cold_block(next);
            let Some(hook) = hooked[k] else {
                self.b.ins().brif(is_number, next, &[], retry, &[]);
                self.b.switch_to_block(next);
                continue;
            };
            let call = self.b.create_block();
            self.b.set_cold_block(call);
            self.b.ins().brif(is_number, next, &[], call, &[]);
            self.b.switch_to_block(call);
            let v = self.arg_addr(d.offset);
            let cx = self.b.use_var(self.cx);
            let out = self.b.ins().stack_addr(types::I64, outs, (k * 8) as i32);
            let spilled = self.spill();
            let fits = self
                .call_hook(hook, &[types::I64; 3], Some(types::I8), &[cx, v, out])
                .unwrap_or_else(|| self.b.ins().iconst(types::I8, 0));
            self.reload(&spilled);
            self.b.ins().brif(fits, next, &[], retry, &[]);
            self.b.switch_to_block(next);
        }
        for (k, d) in deferred.iter().enumerate() {
            let (is_number, x) = self.int_or_float(d);
            let x = if hooked[k].is_some() {
                let big = self
                    .b
                    .ins()
                    .stack_load(types::I64, types::I64, outs, (k * 8) as i32);
                self.b.ins().select(is_number, x, big)
            } else {
                x
            };
            self.b.def_var(self.args[d.index].0, x);
        }
        self.b.ins().jump(go, &[]);
    }

    /// The address of the argument `offset` bytes into `argv`.
    pub(super) fn arg_addr(&mut self, offset: i64) -> ClifValue {
        let argv = self.b.use_var(self.argv);
        self.b.ins().iadd_imm_s(argv, offset)
    }

    /// Appends a native argument, in a variable of its own.
    pub(super) fn push_arg(&mut self, x: ClifValue) {
        let ty = self.b.func.dfg.value_type(x);
        let var = self.b.declare_var(ty);
        self.b.def_var(var, x);
        self.args.push((var, ty));
    }

    /// A value's class word, read once per parameter (see [`ValueEncoding::emit_class`]).
    pub(super) fn class(&mut self, v: ClifValue) -> ClifValue {
        self.encoding.emit_class(&mut ClifEmit(&mut self.b), v)
    }

    /// Whether a value is of a class its class word decides alone, as an i8.
    pub(super) fn is(&mut self, cls: ClifValue, test: ClassTest) -> ClifValue {
        self.encoding
            .emit_is(&mut ClifEmit(&mut self.b), cls, test)
            .unwrap_or_else(unreachable_kind)
    }

    /// Branches to `yes` when the value is of class `test`, else to `no`.
    pub(super) fn branch(&mut self, cls: ClifValue, test: ClassTest, yes: Block, no: Block) {
        self.encoding
            .emit_branch(&mut ClifEmit(&mut self.b), cls, test, yes, no);
    }

    /// The int32 payload (meaningful only when the value is an int32).
    pub(super) fn int32(&mut self, v: ClifValue, cls: ClifValue) -> ClifValue {
        self.encoding.emit_int32(&mut ClifEmit(&mut self.b), v, cls)
    }

    /// The float64 payload (meaningful only when the value is a float64).
    pub(super) fn float64(&mut self, v: ClifValue, cls: ClifValue) -> ClifValue {
        self.encoding
            .emit_float64(&mut ClifEmit(&mut self.b), v, cls)
    }

    /// A boolean's truth as an i8 (meaningful only when the value is a bool).
    pub(super) fn bool(&mut self, v: ClifValue, cls: ClifValue) -> ClifValue {
        self.encoding.emit_bool(&mut ClifEmit(&mut self.b), v, cls)
    }

    /// Integer kinds and pointers, without branches: an int32 in range (and `null` for a
    /// pointer). For the kinds whose values often arrive as float64 (the 64-bit kinds, `u32`
    /// and pointers: JavaScript stores every number past int32 as a double) the parameter
    /// is deferred: when its int32 check fails, `flush_checks` tries an integral float64 in
    /// range out of line before giving up. Everything else (an integral float64 for the
    /// narrow kinds, a float64 past 2^63, BigInts, values out of range, other types) leaves
    /// the thunk: `retry` releases what was acquired and makes the whole call out of line
    /// through [`slow_call`](hostcall_core::imports::slow_call), which takes the same lane (or reports `Fallback`). No value
    /// lives across a call that way, so the fast path keeps its registers and its short
    /// prologue.
    pub(super) fn int_param(&mut self, kind: ParamKind, v: ClifValue, offset: i64) -> ClifValue {
        let scalar = kind.scalar();
        // A pointer travels as a pointer-sized unsigned integer.
        let int_scalar = if kind == ParamKind::Pointer {
            ParamKind::Usize.scalar()
        } else {
            scalar
        };
        let Scalar::Int { bits, signed } = int_scalar else {
            return unreachable_kind();
        };
        let (lo, hi) = int_bounds(kind);
        let cls = self.class(v);
        let is_int = self.is(cls, ClassTest::Int32);
        let i = self.int32(v, cls);
        let mut ok = is_int;
        if lo > i128::from(i32::MIN) {
            let c = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, i, lo as i64);
            ok = self.b.ins().band(ok, c);
        }
        if hi < i128::from(i32::MAX) {
            let c = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedLessThanOrEqual, i, hi as i64);
            ok = self.b.ins().band(ok, c);
        }
        let mut converted = match bits {
            8 => self.b.ins().ireduce(types::I8, i),
            16 => self.b.ins().ireduce(types::I16, i),
            32 => i,
            _ if signed => self.b.ins().sextend(types::I64, i),
            _ => self.b.ins().uextend(types::I64, i),
        };
        if kind == ParamKind::Pointer {
            let is_null = self.is(cls, ClassTest::Null);
            let zero = self.b.ins().iconst(types::I64, 0);
            converted = self.b.ins().select(is_null, zero, converted);
            ok = self.b.ins().bor(ok, is_null);
        }
        if bits == 64 || (bits == 32 && !signed) {
            self.deferred.push(Deferred {
                index: self.args.len(),
                kind,
                offset,
            });
            self.check_deferred(ok);
        } else {
            self.check(ok);
        }
        converted
    }

    /// A deferred parameter, out of line, without branches: for an integer one an int32 or
    /// an integral float64 in range (and `null` for a pointer; for the 64-bit kinds and
    /// pointers also a BigInt the layout holds inline, in range); for a float one an int32 or
    /// a float64. It reads the value again rather than
    /// keep what the fast side read alive into this block (shorter live ranges: a cheaper
    /// register allocation).
    pub(super) fn int_or_float(&mut self, d: &Deferred) -> (ClifValue, ClifValue) {
        let v = self.arg_addr(d.offset);
        let cls = self.class(v);
        let is_int = self.is(cls, ClassTest::Int32);
        let i = self.int32(v, cls);
        if let Scalar::F32 | Scalar::F64 = d.kind.scalar() {
            // A float parameter: an int32 converted, or a float64 as is.
            let ty = abi_param(d.kind.scalar()).value_type;
            let is_f = self.is(cls, ClassTest::Float64);
            let from_int = self.b.ins().fcvt_from_sint(ty, i);
            let f = self.float64(v, cls);
            let from_f = if ty == types::F32 {
                self.b.ins().fdemote(types::F32, f)
            } else {
                f
            };
            let x = self.b.ins().select(is_int, from_int, from_f);
            let ok = self.b.ins().bor(is_int, is_f);
            return (ok, x);
        }
        let (lo, hi) = int_bounds(d.kind);
        let bits = match d.kind.scalar() {
            Scalar::Int { bits, .. } => bits,
            Scalar::Pointer | Scalar::Bool | Scalar::F32 | Scalar::F64 => 64,
        };
        // A float64 is integral and in i64's range exactly when converting it to i64 and
        // back gives it again (NaN never compares equal); a conversion that saturated at
        // i64::MAX (2^63 and up) is left to the slow path, which takes u64s up to 2^64.
        let is_f = self.is(cls, ClassTest::Float64);
        let f = self.float64(v, cls);
        let cvt = self.b.ins().fcvt_to_sint_sat(types::I64, f);
        let back = self.b.ins().fcvt_from_sint(types::F64, cvt);
        let exact = self.b.ins().fcmp(FloatCC::Equal, back, f);
        let not_sat = self.b.ins().icmp_imm_s(IntCC::NotEqual, cvt, i64::MAX);
        let f_ok = self.b.ins().band(exact, not_sat);
        let f_ok = self.b.ins().band(is_f, f_ok);
        let wide_i = self.b.ins().sextend(types::I64, i);
        let mut wide = self.b.ins().select(is_int, wide_i, cvt);
        let mut ok = self.b.ins().bor(is_int, f_ok);
        if bigint_kind(d.kind) {
            // A BigInt the layout holds inline (QuickJS-NG's short BigInt) is read here, as
            // the lane reads it, without a hook; the range checks below apply to it as well.
            let inline = self
                .encoding
                .emit_inline_bigint(&mut ClifEmit(&mut self.b), v, cls);
            if let Some((is_big, big)) = inline {
                wide = self.b.ins().select(is_big, big, wide);
                ok = self.b.ins().bor(ok, is_big);
            }
        }
        if lo > i128::from(i64::MIN) {
            let c = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, wide, lo as i64);
            ok = self.b.ins().band(ok, c);
        }
        if hi < i128::from(i64::MAX) {
            let c = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedLessThanOrEqual, wide, hi as i64);
            ok = self.b.ins().band(ok, c);
        }
        let mut converted = if bits == 32 {
            self.b.ins().ireduce(types::I32, wide)
        } else {
            wide
        };
        if d.kind == ParamKind::Pointer {
            let is_null = self.is(cls, ClassTest::Null);
            let zero = self.b.ins().iconst(types::I64, 0);
            converted = self.b.ins().select(is_null, zero, converted);
            ok = self.b.ins().bor(ok, is_null);
        }
        (ok, converted)
    }
}
