; thunk for () -> void on layout quickjs-ng-64 (16 bytes per value)
;   result void -> undefined
; 88 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-16
  sd s1,8(sp)
  unwind SaveReg { clobber_offset: 8, reg: p9i }
block0:
  mv s1,a5
  ld a0,0(a0)
  callind a0
  mv a5,s1
  sd zero,0(a5)
  li a0,3
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,8(sp)
  addi sp,sp,16
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
