; thunk for (i64, buffer) -> i64 [bigint-results, pointer-objects, ffi-buffers] on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 buffer <- argv[1]: null | buffer object (ffi_buffer_data hook: shared bytes taken, no memory is null); passed as i64
;   result i64 -> BigInt (always)
; 824 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #80
  unwind StackAlloc { size: 80 }
block0:
  mov x13, x1
  mov x14, x2
  mov x19, x0
  subs xzr, x4, #2
  b.lo label1 ; b label2
block2:
  ldr x0, [x3, #8]
  ldrsw x6, [x3]
  add x1, x3, #16
  mov x21, x1
  cbz x0, label3 ; b label4
block3:
  mov x20, x5
  mov x23, x6
  mov x24, x13
  b label12
block5:
  mov x20, x5
  mov x23, x6
  mov x24, x13
  b label12
block12:
  ldr x0, [x3, #24]
  movz x1, #0
  subs xzr, x0, #2
  b.eq label13 ; b label14
block13:
  mov x0, x19
  mov x19, x20
  b label19
block14:
  movn x1, #0
  subs xzr, x0, x1
  b.eq label16 ; b label15
block16:
  add x2, sp, #64
  add x3, sp, #72
  load_ext_name_got x0, User(<imports>)
  ldr x4, [x0, #152]
  mov x1, x21
  mov x0, x24
  blr x4
  ldr x1, [sp, #64]
  ands wzr, w0, #255
  b.ne label17 ; b label18
block17:
  mov x0, x19
  mov x19, x20
  b label19
block19:
  ldr x2, [x0]
  mov x0, x23
  blr x2
  load_ext_name_got x1, User(<imports>)
  ldr x3, [x1, #56]
  mov x2, x19
  mov x1, x0
  mov x0, x24
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label20
block4:
  ldr x6, [x3, #8]
  subs xzr, x6, #0
  cset x7, eq
  ldr w8, [x3]
  subs xzr, x6, #8
  cset x1, eq
  ldr d0, [x3]
  fcvtzs x9, d0
  scvtf d1, x9
  fcmp d1, d0
  cset x0, eq
  movn x2, #32768, LSL #48
  subs xzr, x9, x2
  cset x2, ne
  and w0, w0, w2
  and w1, w1, w0
  sxtw x0, w8
  subs xzr, x6, xzr
  csel x0, x0, x9, eq
  orr w1, w7, w1
  subs xzr, x6, #7
  cset x2, eq
  ldrsw x7, [x3]
  subs xzr, x6, #7
  csel x6, x7, x0, eq
  orr w0, w1, w2
  ands wzr, w0, #255
  b.ne label5 ; b label6
block6:
  ldr x7, [x3, #8]
  subs xzr, x7, #0
  cset x8, eq
  ldr w9, [x3]
  subs xzr, x7, #8
  cset x9, eq
  ldr d4, [x3]
  fcvtzs x10, d4
  scvtf d5, x10
  fcmp d5, d4
  cset x11, eq
  movn x12, #32768, LSL #48
  subs xzr, x10, x12
  cset x10, ne
  and w10, w11, w10
  and w9, w9, w10
  orr w8, w8, w9
  subs xzr, x7, #7
  cset x7, eq
  ldrsw x9, [x3]
  orr w7, w8, w7
  ands wzr, w7, #255
  b.ne label7 ; b label8
block7:
  mov x20, x5
  mov x22, x3
  mov x24, x13
  b label11
block8:
  mov x1, x3
  mov x2, sp
  mov x0, x19
  str x0, [sp, #8]
  mov x7, x13
  str x7, [sp, #16]
  mov x7, x14
  str x7, [sp, #24]
  str x3, [sp, #32]
  mov x22, x3
  str x4, [sp, #40]
  str x5, [sp, #48]
  str x6, [sp, #56]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x13
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
  b.ne label9 ; b label10
block9:
  mov x20, x5
  mov x24, x1
  b label11
block10:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x19
  blr x7
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block11:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3]
  subs xzr, x0, #8
  cset x5, eq
  ldr d23, [x3]
  fcvtzs x4, d23
  scvtf d24, x4
  fcmp d24, d23
  cset x6, eq
  movn x7, #32768, LSL #48
  subs xzr, x4, x7
  cset x7, ne
  and w6, w6, w7
  and w5, w5, w6
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x2, x2, x4, eq
  orr w1, w1, w5
  subs xzr, x0, #7
  cset x4, eq
  ldrsw x3, [x3]
  subs xzr, x0, #7
  csel x0, x3, x2, eq
  orr w1, w1, w4
  ldr x2, [sp]
  ands wzr, w1, #255
  csel x6, x0, x2, ne
  mov x23, x6
  mov x3, x22
  b label12
block15:
  b label20
block18:
  b label20
block20:
  movz w0, #1
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
