; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #64
  unwind StackAlloc { size: 64 }
block0:
  mov x13, x0
  mov x14, x1
  mov x19, x2
  subs xzr, x4, #1
  b.lo label16 ; b label1
block1:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x0, eq
  ldr w1, [x3]
  subs wzr, w1, #0
  cset x2, ge
  and w2, w0, w2
  mov w0, w1
  ands wzr, w2, #255
  b.ne label2 ; b label3
block2:
  mov x1, x13
  mov x19, x14
  mov x20, x5
  b label11
block4:
  mov x1, x13
  mov x19, x14
  mov x20, x5
  b label11
block11:
  ldr x1, [x1]
  blr x1
  orr x1, xzr, #2147483647
  subs xzr, x0, x1
  b.ls label15 ; b label12
block12:
  movz x1, #32, LSL #48
  subs xzr, x0, x1
  mov x1, x0
  b.ls label14 ; b label13
block13:
  mov64 x3, <hook bigint_from_u64>
  mov x0, x19
  mov x2, x20
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block14:
  mov x2, x20
  ucvtf d0, x1
  str d0, [x2]
  movz x0, #8
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block15:
  mov x1, x0
  mov x2, x20
  mov w0, w1
  str x0, [x2]
  movz x0, #0
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x6, [x3, #8]
  subs xzr, x6, #0
  cset x7, eq
  ldr w8, [x3]
  subs xzr, x6, #8
  cset x10, eq
  ldr d6, [x3]
  fcvtzs x9, d6
  scvtf d7, x9
  fcmp d7, d6
  cset x11, eq
  movn x12, #32768, LSL #48
  subs xzr, x9, x12
  cset x12, ne
  and w11, w11, w12
  and w10, w10, w11
  sxtw x8, w8
  subs xzr, x6, xzr
  csel x9, x8, x9, eq
  orr w10, w7, w10
  subs xzr, x6, #7
  cset x11, eq
  ldrsw x12, [x3]
  subs xzr, x6, #7
  csel x0, x12, x9, eq
  orr w11, w10, w11
  subs xzr, x0, #0
  cset x12, ge
  and w12, w11, w12
  ands wzr, w12, #255
  b.ne label4 ; b label5
block5:
  ldr x15, [x3, #8]
  subs xzr, x15, #0
  cset x6, eq
  ldr w7, [x3]
  subs xzr, x15, #8
  cset x2, eq
  ldr d17, [x3]
  fcvtzs x1, d17
  scvtf d18, x1
  fcmp d18, d17
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x1, x9
  cset x9, ne
  and w8, w8, w9
  and w2, w2, w8
  sxtw x7, w7
  subs xzr, x15, xzr
  csel x1, x7, x1, eq
  orr w2, w6, w2
  subs xzr, x15, #7
  cset x6, eq
  ldrsw x7, [x3]
  subs xzr, x15, #7
  csel x7, x7, x1, eq
  orr w1, w2, w6
  subs xzr, x7, #0
  cset x2, ge
  and w1, w1, w2
  ands wzr, w1, #255
  b.ne label6 ; b label7
block6:
  mov x19, x14
  b label10
block7:
  mov x1, x3
  mov x2, sp
  mov x15, x13
  str x15, [sp, #8]
  mov x6, x14
  str x6, [sp, #16]
  mov x7, x19
  str x7, [sp, #24]
  str x3, [sp, #32]
  str x4, [sp, #40]
  str x5, [sp, #48]
  str x0, [sp, #56]
  mov64 x3, <hook bigint_to_u64>
  mov x0, x6
  blr x3
  ldr x1, [sp, #8]
  mov x13, x1
  ldr x1, [sp, #16]
  ldr x2, [sp, #24]
  ldr x3, [sp, #32]
  ldr x4, [sp, #40]
  ldr x5, [sp, #48]
  ldr x6, [sp, #56]
  ands wzr, w0, #255
  b.ne label8 ; b label9
block8:
  mov x19, x1
  b label10
block9:
  mov64 x6, <tagged layout id>
  mov64 x7, <helper slow_call>
  mov x0, x13
  blr x7
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block10:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3]
  subs xzr, x0, #8
  cset x6, eq
  ldr d0, [x3]
  fcvtzs x4, d0
  scvtf d1, x4
  fcmp d1, d0
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x4, x8
  cset x8, ne
  and w7, w7, w8
  and w6, w6, w7
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x2, x2, x4, eq
  orr w1, w1, w6
  subs xzr, x0, #7
  cset x4, eq
  ldrsw x3, [x3]
  subs xzr, x0, #7
  csel x0, x3, x2, eq
  orr w1, w1, w4
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x0, x0, x2, ne
  mov x1, x13
  mov x20, x5
  b label11
block16:
  movz w0, #1
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
