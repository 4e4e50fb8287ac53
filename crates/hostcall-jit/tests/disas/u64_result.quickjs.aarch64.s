; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 868 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  str x21, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #64
  unwind StackAlloc { size: 64 }
block0:
  mov x19, x0
  mov x20, x1
  mov x21, x2
  subs xzr, x4, #1
  b.lo label16 ; b label1
block1:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x0, eq
  ldr w1, [x3]
  subs wzr, w1, #0
  cset x2, ge
  and w2, w0, w2
  mov w0, w1
  ands wzr, w2, #255
  b.ne label2 ; b label3
block2:
  mov x12, x19
  mov x21, x5
  b label11
block4:
  mov x12, x19
  mov x21, x5
  b label11
block11:
  ldr x1, [x12]
  blr x1
  orr x1, xzr, #2147483647
  subs xzr, x0, x1
  b.ls label15 ; b label12
block12:
  movz x1, #32, LSL #48
  subs xzr, x0, x1
  mov x1, x0
  b.ls label14 ; b label13
block13:
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #64]
  mov x0, x20
  mov x2, x21
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block14:
  mov x2, x21
  ucvtf d0, x1
  str d0, [x2]
  movz x0, #8
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block15:
  mov x1, x0
  mov x2, x21
  mov w0, w1
  str x0, [x2]
  movz x0, #0
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x6, eq
  ldr w7, [x3]
  subs xzr, x0, #8
  cset x9, eq
  ldr d2, [x3]
  fcvtzs x8, d2
  scvtf d3, x8
  fcmp d3, d2
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x7, w7
  subs xzr, x0, xzr
  csel x7, x7, x8, eq
  orr w6, w6, w9
  subs xzr, x0, #7
  cset x8, eq
  ldrsw x9, [x3]
  subs xzr, x0, #7
  csel x0, x9, x7, eq
  orr w7, w6, w8
  subs xzr, x0, #0
  cset x8, ge
  and w8, w7, w8
  ands wzr, w8, #255
  b.ne label4 ; b label5
block5:
  ldr x11, [x3, #8]
  subs xzr, x11, #0
  cset x12, eq
  ldr w13, [x3]
  subs xzr, x11, #8
  cset x15, eq
  ldr d16, [x3]
  fcvtzs x14, d16
  scvtf d17, x14
  fcmp d17, d16
  cset x1, eq
  movn x2, #32768, LSL #48
  subs xzr, x14, x2
  cset x2, ne
  and w1, w1, w2
  and w15, w15, w1
  sxtw x1, w13
  subs xzr, x11, xzr
  csel x1, x1, x14, eq
  orr w2, w12, w15
  subs xzr, x11, #7
  cset x6, eq
  ldrsw x7, [x3]
  subs xzr, x11, #7
  csel x7, x7, x1, eq
  orr w1, w2, w6
  subs xzr, x7, #0
  cset x2, ge
  and w1, w1, w2
  ands wzr, w1, #255
  b.ne label6 ; b label7
block6:
  b label10
block7:
  mov x1, x3
  mov x2, sp
  mov x11, x19
  str x11, [sp, #8]
  mov x6, x20
  str x6, [sp, #16]
  mov x7, x21
  str x7, [sp, #24]
  str x3, [sp, #32]
  str x4, [sp, #40]
  str x5, [sp, #48]
  str x0, [sp, #56]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #48]
  mov x0, x6
  blr x3
  ldr x1, [sp, #8]
  mov x19, x1
  ldr x1, [sp, #16]
  ldr x2, [sp, #24]
  ldr x3, [sp, #32]
  ldr x4, [sp, #40]
  ldr x5, [sp, #48]
  ldr x6, [sp, #56]
  ands wzr, w0, #255
  b.ne label8 ; b label9
block8:
  mov x20, x1
  b label10
block9:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x19
  blr x7
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block10:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3]
  subs xzr, x0, #8
  cset x6, eq
  ldr d0, [x3]
  fcvtzs x4, d0
  scvtf d1, x4
  fcmp d1, d0
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x4, x8
  cset x8, ne
  and w7, w7, w8
  and w6, w6, w7
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x2, x2, x4, eq
  orr w1, w1, w6
  subs xzr, x0, #7
  cset x4, eq
  ldrsw x3, [x3]
  subs xzr, x0, #7
  csel x0, x3, x2, eq
  orr w1, w1, w4
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x0, x0, x2, ne
  mov x12, x19
  mov x21, x5
  b label11
block16:
  movz w0, #1
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
