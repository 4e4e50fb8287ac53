; thunk for (f64, f64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result f64 -> float64
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  subs xzr, x4, #2
  b.lo label7 ; b label1
block1:
  ldr x7, [x3]
  and x6, x7, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x6, x8
  cset x6, hs
  eor w6, w6, #1
  fmov d0, x7
  ldr x7, [x3, #8]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  fmov d1, x7
  and w6, w6, w8
  ands wzr, w6, #255
  b.ne label2 ; b label3
block2:
  mov x19, x5
  b label6
block4:
  mov x19, x5
  b label6
block6:
  ldr x15, [x0]
  blr x15
  movz x14, #32760, LSL #48
  fmov d16, x14
  fcmp d0, d0
  fcsel d16, d16, d0, vs
  mov x0, v16.d[0]
  mov x5, x19
  str x0, [x5]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x6, [x3]
  and x7, x6, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x9, eq
  and x10, x6, #9223090561878065152
  movz x11, #32761, LSL #48
  subs xzr, x10, x11
  cset x10, hs
  eor w10, w10, #1
  scvtf d7, w6
  fmov d16, x6
  subs xzr, x7, x8
  fcsel d0, d7, d16, eq
  orr w8, w9, w10
  ldr x9, [x3, #8]
  and x10, x9, #9223090561878065152
  movz x11, #32761, LSL #48
  subs xzr, x10, x11
  cset x12, eq
  and x13, x9, #9223090561878065152
  movz x14, #32761, LSL #48
  subs xzr, x13, x14
  cset x13, hs
  eor w13, w13, #1
  scvtf d16, w9
  fmov d17, x9
  subs xzr, x10, x11
  fcsel d1, d16, d17, eq
  orr w11, w12, w13
  and w11, w8, w11
  ands wzr, w11, #255
  b.ne label4 ; b label5
block5:
  mov64 x6, <tagged layout id>
  mov64 x14, <helper slow_call>
  blr x14
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
