; thunk for (receiver, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 receiver <- `this`, through the receiver hook: host object of the method's class; passed as i64
;   param 1 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   result i32 -> int32
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x23, x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p27i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  mov x20, x3
  mov x22, x1
  mov x27, x5
  subs xzr, x4, #1
  mov x19, x4
  b.lo label1 ; b label2
block2:
  cbnz x2, label4 ; b label3
block4:
  mov x21, x2
  ldr x2, [x0, #16]
  mov x23, x0
  mov64 x3, <hook receiver>
  mov x0, x22
  mov x1, x21
  blr x3
  cbnz x0, label6 ; b label5
block6:
  mov x3, x20
  ldr x2, [x3, #8]
  ldr w1, [x3]
  cbz x2, label8 ; b label7
block8:
  mov x2, x23
  ldr x2, [x2]
  blr x2
  mov w0, w0
  mov x5, x27
  str x0, [x5]
  movz x0, #0
  str x0, [x5, #8]
  movz w0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label9
block3:
  b label9
block5:
  b label9
block7:
  mov64 x6, <tagged layout id>
  mov64 x7, <helper slow_call>
  mov x0, x23
  mov x1, x22
  mov x2, x21
  mov x4, x19
  mov x5, x27
  blr x7
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block9:
  movz w0, #1
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
