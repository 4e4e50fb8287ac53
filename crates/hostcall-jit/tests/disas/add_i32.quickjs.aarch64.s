; thunk for (i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32
;   result i32 -> int32
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p27i }
block0:
  mov x8, x0
  mov x9, x1
  subs xzr, x4, #2
  b.lo label4 ; b label1
block1:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x6, eq
  ldr w0, [x3]
  ldr x1, [x3, #24]
  subs xzr, x1, #0
  cset x7, eq
  ldr w1, [x3, #16]
  and w6, w6, w7
  ands wzr, w6, #255
  b.ne label3 ; b label2
block3:
  mov x2, x8
  mov x27, x5
  ldr x2, [x2]
  blr x2
  mov w0, w0
  mov x5, x27
  str x0, [x5]
  movz x0, #0
  str x0, [x5, #8]
  movz w0, #0
  ldr x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  mov64 x6, <tagged layout id>
  mov64 x7, <helper slow_call>
  mov x0, x8
  mov x1, x9
  blr x7
  ldr x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  movz w0, #1
  ldr x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
