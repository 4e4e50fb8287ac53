; thunk for (value) -> value on layout quickjs-ng-64 (16 bytes per value)
;   param 0 value <- argv[0]: any (pointer to the value); passed as i64
;   result value -> the returned value, as is
; 84 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  mov x1, x0
  mov x19, x5
  subs xzr, x4, #1
  b.lo label2 ; b label1
block1:
  mov x0, x3
  ldr x12, [x1]
  blr x12
  mov x5, x19
  str x0, [x5]
  str x1, [x5, #8]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
