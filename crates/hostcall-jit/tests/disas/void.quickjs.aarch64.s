; thunk for () -> void on layout quickjs-ng-64 (16 bytes per value)
;   result void -> undefined
; 60 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  mov x19, x5
  ldr x6, [x0]
  blr x6
  movz x7, #0
  mov x5, x19
  str x7, [x5]
  movz x8, #3
  str x8, [x5, #8]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
