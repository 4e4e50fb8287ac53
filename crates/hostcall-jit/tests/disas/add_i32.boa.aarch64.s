; thunk for (i32, i32) -> i32 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32
;   result i32 -> int32
; aarch64-unknown-linux-gnu machine code
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  mov x9, x0
  mov x10, x1
  subs xzr, x4, #2
  b.lo label4 ; b label1
block1:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x6, eq
  ldr x1, [x3, #8]
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, eq
  and w6, w6, w7
  ands wzr, w6, #255
  b.ne label3 ; b label2
block3:
  mov x2, x9
  mov x19, x5
  ldr x2, [x2]
  blr x2
  mov w0, w0
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  mov x5, x19
  str x0, [x5]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  mov64 x6, <tagged layout id>
  mov64 x7, <helper slow_call>
  mov x0, x9
  mov x1, x10
  blr x7
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
