; thunk for (value) -> value on layout quickjs-ng-64 (16 bytes per value)
;   param 0 value <- argv[0]: any (pointer to the value); passed as i64
;   result value -> the returned value, as is
; 136 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-16
  sd s2,8(sp)
  unwind SaveReg { clobber_offset: 8, reg: p18i }
block0:
  mv a1,a0
  mv s2,a5
  li a5,1
  bltu a4,a5,taken(label2),not_taken(label1)
block1:
  addi a0,a3,0
  ld a4,0(a1)
  callind a4
  mv a5,s2
  sd a0,0(a5)
  sd a1,8(a5)
  li a5,0
  slli a0,a5,32; srai a0,a0,32
  ld s2,8(sp)
  addi sp,sp,16
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block2:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s2,8(sp)
  addi sp,sp,16
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
