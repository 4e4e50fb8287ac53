; thunk for (i64, i64) -> i64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p28i }
  sub sp, sp, #144
  unwind StackAlloc { size: 144 }
block0:
  mov x13, x0
  mov x14, x1
  mov x19, x2
  subs xzr, x4, #2
  b.lo label22 ; b label1
block1:
  ldr x1, [x3]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  sxtw x11, w1
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x2, x6
  cset x2, eq
  sxtw x1, w1
  and w0, w0, w2
  ands wzr, w0, #255
  b.ne label2 ; b label3
block2:
  mov x28, x14
  mov x19, x5
  mov x12, x1
  mov x1, x13
  mov x0, x11
  b label17
block4:
  mov x0, x11
  mov x1, x13
  mov x19, x5
  mov x28, x14
  b label17
block17:
  ldr x2, [x1]
  mov x1, x12
  blr x2
  sxtw x1, w0
  subs xzr, x1, x0
  b.eq label21 ; b label18
block18:
  movz x1, #32, LSL #48
  add x1, x0, x1
  mov x2, x0
  movz x0, #64, LSL #48
  subs xzr, x1, x0
  b.ls label20 ; b label19
block19:
  mov64 x3, <hook bigint_from_i64>
  mov x1, x2
  mov x2, x19
  mov x0, x28
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #144
  ldp x19, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block20:
  mov x1, x2
  mov x2, x19
  scvtf d0, x1
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  str x0, [x2]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block21:
  mov x1, x0
  mov x2, x19
  mov w0, w1
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  str x0, [x2]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x7, eq
  and x2, x0, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x2, x8
  cset x2, hs
  eor w8, w2, #1
  fmov d0, x0
  fcvtzs x2, d0
  scvtf d1, x2
  fcmp d1, d0
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x2, x10
  cset x10, ne
  and w9, w9, w10
  and w8, w8, w9
  sxtw x0, w0
  subs xzr, x1, x6
  csel x11, x0, x2, eq
  orr w6, w7, w8
  ldr x1, [x3, #8]
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x9, eq
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w10, w0, #1
  fmov d0, x1
  fcvtzs x2, d0
  scvtf d1, x2
  fcmp d1, d0
  cset x0, eq
  movn x12, #32768, LSL #48
  subs xzr, x2, x12
  cset x12, ne
  and w0, w0, w12
  and w0, w10, w0
  sxtw x1, w1
  subs xzr, x7, x8
  csel x1, x1, x2, eq
  mov x12, x1
  orr w0, w9, w0
  and w0, w6, w0
  ands wzr, w0, #255
  b.ne label4 ; b label5
block5:
  ldr x1, [x3]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x6, eq
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w2, w0, #1
  fmov d0, x1
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x1, eq
  movn x7, #32768, LSL #48
  subs xzr, x0, x7
  cset x0, ne
  and w0, w1, w0
  and w0, w2, w0
  orr w0, w6, w0
  ands wzr, w0, #255
  b.ne label6 ; b label7
block6:
  mov x28, x14
  b label10
block7:
  mov x1, x3
  mov x2, sp
  mov x0, x13
  str x0, [sp, #16]
  mov x9, x14
  str x9, [sp, #24]
  mov x0, x19
  str x0, [sp, #32]
  str x3, [sp, #40]
  str x4, [sp, #48]
  str x5, [sp, #56]
  str x11, [sp, #64]
  mov x0, x12
  str x0, [sp, #72]
  mov64 x3, <hook bigint_to_i64>
  mov x0, x9
  blr x3
  ldr x13, [sp, #16]
  ldr x6, [sp, #24]
  mov x28, x6
  ldr x2, [sp, #32]
  mov x19, x2
  ldr x3, [sp, #40]
  ldr x4, [sp, #48]
  ldr x5, [sp, #56]
  ldr x11, [sp, #64]
  ldr x1, [sp, #72]
  mov x12, x1
  ands wzr, w0, #255
  b.ne label8 ; b label9
block8:
  b label10
block9:
  mov x1, x28
  b label15
block10:
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x2, x6
  cset x6, eq
  and x2, x1, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x2, x7
  cset x7, hs
  eor w7, w7, #1
  fmov d3, x1
  fcvtzs x8, d3
  scvtf d4, x8
  fcmp d4, d3
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x8, x10
  cset x8, ne
  and w8, w9, w8
  and w7, w7, w8
  orr w6, w6, w7
  ands wzr, w6, #255
  b.ne label11 ; b label12
block11:
  b label16
block12:
  add x1, x3, #8
  add x2, sp, #8
  mov x0, x13
  str x0, [sp, #80]
  mov x0, x28
  str x0, [sp, #88]
  mov x15, x19
  str x15, [sp, #96]
  str x3, [sp, #104]
  str x4, [sp, #112]
  str x5, [sp, #120]
  mov x0, x11
  str x0, [sp, #128]
  mov x13, x12
  str x13, [sp, #136]
  mov64 x3, <hook bigint_to_i64>
  mov x0, x28
  blr x3
  ldr x2, [sp, #80]
  mov x13, x2
  ldr x11, [sp, #88]
  mov x28, x11
  ldr x2, [sp, #96]
  mov x19, x2
  ldr x3, [sp, #104]
  ldr x4, [sp, #112]
  ldr x5, [sp, #120]
  ldr x1, [sp, #128]
  ldr x1, [sp, #136]
  ands wzr, w0, #255
  b.ne label13 ; b label14
block13:
  b label16
block14:
  mov x1, x28
  b label15
block15:
  mov64 x6, <tagged layout id>
  mov64 x7, <helper slow_call>
  mov x0, x13
  mov x2, x19
  blr x7
  add sp, sp, #144
  ldp x19, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block16:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x4, eq
  and x6, x0, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w7, w6, #1
  fmov d23, x0
  fcvtzs x6, d23
  scvtf d24, x6
  fcmp d24, d23
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x6, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x0, w0
  subs xzr, x1, x2
  csel x0, x0, x6, eq
  orr w1, w4, w7
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x0, x0, x2, ne
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x3, #32761, LSL #48
  subs xzr, x2, x3
  cset x4, eq
  and x6, x1, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w7, w6, #1
  fmov d29, x1
  fcvtzs x6, d29
  scvtf d30, x6
  fcmp d30, d29
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x6, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x1, w1
  subs xzr, x2, x3
  csel x1, x1, x6, eq
  orr w2, w4, w7
  ldr x3, [sp, #8]
  ands wzr, w2, #255
  csel x1, x1, x3, ne
  mov x12, x1
  mov x1, x13
  mov x19, x5
  b label17
block22:
  movz w0, #1
  add sp, sp, #144
  ldp x19, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
