; thunk for (i64, i64) -> i64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1332 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x23, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p23i }
  sub sp, sp, #144
  unwind StackAlloc { size: 144 }
block0:
  mov x13, x0
  mov x14, x1
  mov x19, x2
  subs xzr, x4, #2
  b.lo label22 ; b label1
block1:
  ldr x1, [x3]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  sxtw x11, w1
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x2, x6
  cset x2, eq
  sxtw x1, w1
  and w0, w0, w2
  ands wzr, w0, #255
  b.ne label2 ; b label3
block2:
  mov x0, x11
  mov x7, x13
  mov x8, x1
  mov x19, x5
  mov x23, x14
  b label17
block4:
  mov x0, x11
  mov x7, x13
  mov x19, x5
  mov x23, x14
  b label17
block17:
  ldr x2, [x7]
  mov x1, x8
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
  mov x2, x19
  mov x0, x23
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #144
  ldp x19, x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block20:
  mov x1, x2
  mov x2, x19
  scvtf d0, x1
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  str x0, [x2]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block21:
  mov x1, x0
  mov x2, x19
  mov w0, w1
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  str x0, [x2]
  movz w0, #0
  add sp, sp, #144
  ldp x19, x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x7, eq
  and x2, x0, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x2, x8
  cset x2, hs
  eor w2, w2, #1
  fmov d29, x0
  fcvtzs x8, d29
  scvtf d30, x8
  fcmp d30, d29
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x8, x10
  cset x10, ne
  and w9, w9, w10
  and w2, w2, w9
  sxtw x0, w0
  subs xzr, x1, x6
  csel x11, x0, x8, eq
  orr w6, w7, w2
  ldr x1, [x3, #8]
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x9, eq
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w2, w0, #1
  fmov d0, x1
  fcvtzs x10, d0
  scvtf d1, x10
  fcmp d1, d0
  cset x0, eq
  movn x12, #32768, LSL #48
  subs xzr, x10, x12
  cset x12, ne
  and w0, w0, w12
  and w0, w2, w0
  sxtw x1, w1
  subs xzr, x7, x8
  csel x1, x1, x10, eq
  mov x8, x1
  orr w0, w9, w0
  and w0, w6, w0
  ands wzr, w0, #255
  b.ne label4 ; b label5
block5:
  ldr x1, [x3]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x6, eq
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w2, w0, #1
  fmov d0, x1
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x1, eq
  movn x7, #32768, LSL #48
  subs xzr, x0, x7
  cset x0, ne
  and w0, w1, w0
  and w0, w2, w0
  orr w0, w6, w0
  ands wzr, w0, #255
  b.ne label6 ; b label7
block6:
  mov x10, x11
  mov x23, x14
  b label10
block7:
  mov x1, x3
  mov x2, sp
  mov x0, x13
  str x0, [sp, #16]
  mov x6, x14
  str x6, [sp, #24]
  mov x0, x19
  str x0, [sp, #32]
  str x3, [sp, #40]
  str x4, [sp, #48]
  str x5, [sp, #56]
  str x11, [sp, #64]
  mov x0, x8
  str x0, [sp, #72]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x6
  blr x3
  ldr x7, [sp, #16]
  mov x13, x7
  ldr x5, [sp, #24]
  mov x23, x5
  ldr x2, [sp, #32]
  mov x19, x2
  ldr x3, [sp, #40]
  ldr x4, [sp, #48]
  ldr x5, [sp, #56]
  ldr x11, [sp, #64]
  mov x10, x11
  ldr x1, [sp, #72]
  mov x8, x1
  ands wzr, w0, #255
  b.ne label8 ; b label9
block8:
  b label10
block9:
  mov x1, x23
  b label15
block10:
  ldr x1, [x3, #8]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x6, eq
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w2, w0, #1
  fmov d0, x1
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x1, eq
  movn x7, #32768, LSL #48
  subs xzr, x0, x7
  cset x0, ne
  and w0, w1, w0
  and w0, w2, w0
  orr w0, w6, w0
  ands wzr, w0, #255
  b.ne label11 ; b label12
block11:
  b label16
block12:
  add x1, x3, #8
  add x2, sp, #8
  mov x0, x13
  str x0, [sp, #80]
  mov x0, x23
  str x0, [sp, #88]
  mov x9, x19
  str x9, [sp, #96]
  str x3, [sp, #104]
  str x4, [sp, #112]
  str x5, [sp, #120]
  mov x0, x10
  str x0, [sp, #128]
  mov x7, x8
  str x7, [sp, #136]
  load_ext_name_got x11, User(<imports>)
  ldr x11, [x11, #40]
  mov x0, x23
  blr x11
  ldr x1, [sp, #80]
  mov x13, x1
  ldr x4, [sp, #88]
  mov x23, x4
  ldr x2, [sp, #96]
  mov x19, x2
  ldr x3, [sp, #104]
  ldr x4, [sp, #112]
  ldr x5, [sp, #120]
  ldr x11, [sp, #128]
  ldr x11, [sp, #136]
  ands wzr, w0, #255
  b.ne label13 ; b label14
block13:
  b label16
block14:
  mov x1, x23
  b label15
block15:
  load_ext_name_got x15, User(<imports>)
  ldr x6, [x15, #120]
  load_ext_name_got x15, User(<imports>)
  ldr x15, [x15, #88]
  mov x0, x13
  mov x2, x19
  blr x15
  add sp, sp, #144
  ldp x19, x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block16:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x4, eq
  and x6, x0, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w7, w6, #1
  fmov d18, x0
  fcvtzs x6, d18
  scvtf d19, x6
  fcmp d19, d18
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x6, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x0, w0
  subs xzr, x1, x2
  csel x0, x0, x6, eq
  orr w1, w4, w7
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x0, x0, x2, ne
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x3, #32761, LSL #48
  subs xzr, x2, x3
  cset x4, eq
  and x6, x1, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w7, w6, #1
  fmov d24, x1
  fcvtzs x6, d24
  scvtf d25, x6
  fcmp d25, d24
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x6, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x1, w1
  subs xzr, x2, x3
  csel x1, x1, x6, eq
  orr w2, w4, w7
  ldr x3, [sp, #8]
  ands wzr, w2, #255
  csel x1, x1, x3, ne
  mov x8, x1
  mov x7, x13
  mov x19, x5
  b label17
block22:
  movz w0, #1
  add sp, sp, #144
  ldp x19, x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
