; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1360 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  stp x21, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p28i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #144
  unwind StackAlloc { size: 144 }
block0:
  mov x15, x1
  mov x19, x0
  mov x21, x2
  subs xzr, x4, #2
  b.lo label22 ; b label1
block1:
  ldr x12, [x3, #8]
  subs xzr, x12, #0
  cset x13, eq
  ldrsw x10, [x3]
  ldr x14, [x3, #24]
  subs xzr, x14, #0
  cset x14, eq
  ldrsw x1, [x3, #16]
  and w14, w13, w14
  ands wzr, w14, #255
  b.ne label2 ; b label3
block2:
  mov x28, x5
  mov x20, x15
  mov x11, x1
  mov x1, x19
  mov x0, x10
  b label17
block4:
  mov x0, x10
  mov x1, x19
  mov x20, x15
  mov x28, x5
  b label17
block17:
  ldr x2, [x1]
  mov x1, x11
  blr x2
  sxtw x1, w0
  subs xzr, x1, x0
  b.eq label21 ; b label18
block18:
  movz x1, #32, LSL #48
  add x1, x0, x1
  mov x2, x0
  movz x0, #64, LSL #48
  subs xzr, x1, x0
  b.ls label20 ; b label19
block19:
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #56]
  mov x1, x2
  mov x2, x28
  mov x0, x20
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block20:
  mov x1, x2
  mov x2, x28
  scvtf d0, x1
  str d0, [x2]
  movz x0, #8
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block21:
  mov x1, x0
  mov x2, x28
  mov w0, w1
  str x0, [x2]
  movz x0, #0
  str x0, [x2, #8]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x1, eq
  ldr w6, [x3]
  subs xzr, x0, #8
  cset x2, eq
  ldr d19, [x3]
  fcvtzs x7, d19
  scvtf d20, x7
  fcmp d20, d19
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x7, x9
  cset x9, ne
  and w8, w8, w9
  and w8, w2, w8
  sxtw x2, w6
  subs xzr, x0, xzr
  csel x2, x2, x7, eq
  orr w1, w1, w8
  subs xzr, x0, #7
  cset x6, eq
  ldrsw x7, [x3]
  subs xzr, x0, #7
  csel x10, x7, x2, eq
  orr w6, w1, w6
  ldr x1, [x3, #24]
  subs xzr, x1, #0
  cset x7, eq
  ldr w8, [x3, #16]
  subs xzr, x1, #8
  cset x2, eq
  ldr d26, [x3, #16]
  fcvtzs x9, d26
  scvtf d27, x9
  fcmp d27, d26
  cset x0, eq
  movn x11, #32768, LSL #48
  subs xzr, x9, x11
  cset x11, ne
  and w0, w0, w11
  and w2, w2, w0
  sxtw x0, w8
  subs xzr, x1, xzr
  csel x0, x0, x9, eq
  orr w2, w7, w2
  subs xzr, x1, #7
  cset x7, eq
  ldrsw x8, [x3, #16]
  subs xzr, x1, #7
  csel x1, x8, x0, eq
  mov x11, x1
  orr w0, w2, w7
  and w0, w6, w0
  ands wzr, w0, #255
  b.ne label4 ; b label5
block5:
  ldr x6, [x3, #8]
  subs xzr, x6, #0
  cset x7, eq
  ldr w0, [x3]
  subs xzr, x6, #8
  cset x1, eq
  ldr d0, [x3]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x2, eq
  movn x8, #32768, LSL #48
  subs xzr, x0, x8
  cset x0, ne
  and w0, w2, w0
  and w0, w1, w0
  orr w0, w7, w0
  subs xzr, x6, #7
  cset x1, eq
  ldrsw x2, [x3]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label6 ; b label7
block6:
  mov x9, x10
  mov x20, x15
  b label10
block7:
  mov x1, x3
  mov x2, sp
  mov x0, x19
  str x0, [sp, #16]
  mov x6, x15
  str x6, [sp, #24]
  mov x9, x21
  str x9, [sp, #32]
  str x3, [sp, #40]
  str x4, [sp, #48]
  str x5, [sp, #56]
  str x10, [sp, #64]
  mov x7, x11
  str x7, [sp, #72]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x6
  blr x3
  ldr x1, [sp, #16]
  mov x19, x1
  ldr x5, [sp, #24]
  mov x20, x5
  ldr x2, [sp, #32]
  mov x21, x2
  ldr x3, [sp, #40]
  ldr x4, [sp, #48]
  ldr x5, [sp, #56]
  ldr x10, [sp, #64]
  mov x9, x10
  ldr x1, [sp, #72]
  mov x11, x1
  ands wzr, w0, #255
  b.ne label8 ; b label9
block8:
  b label10
block9:
  mov x1, x20
  b label15
block10:
  ldr x6, [x3, #24]
  subs xzr, x6, #0
  cset x7, eq
  ldr w0, [x3, #16]
  subs xzr, x6, #8
  cset x1, eq
  ldr d0, [x3, #16]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x2, eq
  movn x8, #32768, LSL #48
  subs xzr, x0, x8
  cset x0, ne
  and w0, w2, w0
  and w0, w1, w0
  orr w0, w7, w0
  subs xzr, x6, #7
  cset x1, eq
  ldrsw x2, [x3, #16]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label11 ; b label12
block11:
  b label16
block12:
  add x1, x3, #16
  add x2, sp, #8
  mov x0, x19
  str x0, [sp, #80]
  mov x0, x20
  str x0, [sp, #88]
  mov x0, x21
  str x0, [sp, #96]
  str x3, [sp, #104]
  str x4, [sp, #112]
  str x5, [sp, #120]
  mov x0, x9
  str x0, [sp, #128]
  mov x0, x11
  str x0, [sp, #136]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #40]
  mov x0, x20
  blr x7
  ldr x1, [sp, #80]
  mov x19, x1
  ldr x1, [sp, #88]
  mov x20, x1
  ldr x2, [sp, #96]
  mov x21, x2
  ldr x3, [sp, #104]
  ldr x4, [sp, #112]
  ldr x5, [sp, #120]
  ldr x7, [sp, #128]
  ldr x7, [sp, #136]
  ands wzr, w0, #255
  b.ne label13 ; b label14
block13:
  b label16
block14:
  mov x1, x20
  b label15
block15:
  load_ext_name_got x11, User(<imports>)
  ldr x6, [x11, #120]
  load_ext_name_got x11, User(<imports>)
  ldr x11, [x11, #88]
  mov x0, x19
  mov x2, x21
  blr x11
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block16:
  ldr x12, [x3, #8]
  subs xzr, x12, #0
  cset x13, eq
  ldr w14, [x3]
  subs xzr, x12, #8
  cset x0, eq
  ldr d16, [x3]
  fcvtzs x15, d16
  scvtf d17, x15
  fcmp d17, d16
  cset x1, eq
  movn x2, #32768, LSL #48
  subs xzr, x15, x2
  cset x2, ne
  and w1, w1, w2
  and w1, w0, w1
  sxtw x0, w14
  subs xzr, x12, xzr
  csel x0, x0, x15, eq
  orr w1, w13, w1
  subs xzr, x12, #7
  cset x2, eq
  ldrsw x4, [x3]
  subs xzr, x12, #7
  csel x0, x4, x0, eq
  orr w1, w1, w2
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x0, x0, x2, ne
  ldr x1, [x3, #24]
  subs xzr, x1, #0
  cset x2, eq
  ldr w4, [x3, #16]
  subs xzr, x1, #8
  cset x7, eq
  ldr d22, [x3, #16]
  fcvtzs x6, d22
  scvtf d23, x6
  fcmp d23, d22
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x6, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x4, w4
  subs xzr, x1, xzr
  csel x4, x4, x6, eq
  orr w2, w2, w7
  subs xzr, x1, #7
  cset x6, eq
  ldrsw x3, [x3, #16]
  subs xzr, x1, #7
  csel x1, x3, x4, eq
  orr w2, w2, w6
  ldr x3, [sp, #8]
  ands wzr, w2, #255
  csel x1, x1, x3, ne
  mov x11, x1
  mov x1, x19
  mov x28, x5
  b label17
block22:
  movz w0, #1
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
