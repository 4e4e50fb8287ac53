; upcall body for (i32) -> i32 on layout boa-nan-boxed (8 bytes per value); param 0 is the record
;   param 1 i32 -> argv[0]: int32; passed as i32 sext
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 348 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #48
  unwind StackAlloc { size: 48 }
block0:
  mov x19, x1
  ldr x1, [x0]
  mov x20, x0
  ldr x1, [x1]
  blr x1
  cbz w0, label4 ; b label1
block4:
  mov x0, x19
  mov x2, x20
  ldr x1, [x2, #8]
  movz w4, #0
  add x1, sp, #16
  mov w0, w0
  movz x2, #32761, LSL #48
  orr x0, x0, x2
  str x0, [sp, #16]
  b label5
block5:
  add x19, sp, #24
  mov x0, x20
  ldr x0, [x0]
  ldr x5, [x0, #8]
  movz x2, #1
  mov x0, x20
  mov x3, x19
  blr x5
  mov x4, x19
  ands wzr, w0, #255
  b.ne label7 ; b label6
block7:
  ldr x0, [sp, #24]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x1, eq
  mov x2, x20
  ldrb w2, [x2, #24]
  and w1, w1, w2
  ands wzr, w1, #255
  b.ne label8 ; b label9
block8:
  b label10
block10:
  add sp, sp, #48
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  subs wzr, w0, #2
  b.eq label3 ; b label2
block2:
  movz w0, #0
  add sp, sp, #48
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x0, x19
  sxtw x0, w0
  str x0, [sp]
  mov x1, sp
  add x2, sp, #8
  movz x0, #0
  str x0, [sp, #8]
  mov x0, x20
  ldr x0, [x0]
  ldr x3, [x0, #24]
  mov x0, x20
  blr x3
  ldr x0, [sp, #8]
  add sp, sp, #48
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block6:
  movz w0, #0
  add sp, sp, #48
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block9:
  add x2, sp, #32
  movz x0, #0
  str x0, [sp, #32]
  mov x0, x20
  ldr x0, [x0]
  ldr x3, [x0, #16]
  mov x0, x20
  mov x1, x4
  blr x3
  ldr x1, [sp, #32]
  movz w2, #0
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  b label10
