; thunk for (i32, i32, i32, i32, i32, slice, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32
;   param 2 i32 <- argv[2]: int32 in range | integral float64 in range; passed as i32
;   param 3 i32 <- argv[3]: int32 in range | integral float64 in range; passed as i32
;   param 4 i32 <- argv[4]: int32 in range | integral float64 in range; passed as i32
;   param 5 slice <- argv[5]: buffer object (buffer hook, one call: pointer, then byte length); passed as i64, i64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   result f64 -> float64
; 556 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  stp x27, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 64, reg: p27i }
  unwind SaveReg { clobber_offset: 72, reg: p28i }
  stp x25, x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
  unwind SaveReg { clobber_offset: 56, reg: p26i }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #32
  unwind StackAlloc { size: 32 }
block0:
  mov x19, x5
  mov x20, x0
  mov x23, x2
  mov x24, x1
  subs xzr, x4, #7
  mov x21, x4
  b.lo label1 ; b label2
block2:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x0, eq
  ldr w1, [x3]
  mov x25, x1
  ldr x1, [x3, #24]
  subs xzr, x1, #0
  cset x1, eq
  ldr w2, [x3, #16]
  mov x26, x2
  and w1, w0, w1
  ldr x2, [x3, #40]
  subs xzr, x2, #0
  cset x2, eq
  ldr w4, [x3, #32]
  mov x27, x4
  and w2, w1, w2
  ldr x4, [x3, #56]
  subs xzr, x4, #0
  cset x4, eq
  ldr w5, [x3, #48]
  mov x28, x5
  and w4, w2, w4
  ldr x5, [x3, #72]
  subs xzr, x5, #0
  cset x5, eq
  ldr w6, [x3, #64]
  str x6, [sp, #16]
  and w4, w4, w5
  add x1, x3, #80
  ands wzr, w4, #255
  b.ne label4 ; b label3
block4:
  ldr x7, [x3, #88]
  mov x22, x3
  movn x8, #0
  subs xzr, x7, x8
  b.eq label6 ; b label5
block6:
  mov x2, sp
  add x3, sp, #8
  load_ext_name_got x10, User(<imports>)
  ldr x10, [x10, #24]
  mov x0, x24
  blr x10
  ands wzr, w0, #255
  b.ne label8 ; b label7
block8:
  ldr x13, [sp]
  ldr x6, [sp, #8]
  load_ext_name_got x14, User(<imports>)
  ldr x14, [x14, #112]
  subs xzr, x13, xzr
  csel x5, x13, x14, ne
  mov x3, x22
  ldr x14, [x3, #104]
  ldr d0, [x3, #96]
  subs xzr, x14, #8
  b.eq label9 ; b label10
block9:
  mov x0, x20
  b label14
block11:
  mov x0, x20
  b label14
block14:
  ldr x7, [x0]
  mov x0, x25
  mov x1, x26
  mov x2, x27
  mov x3, x28
  ldr x4, [sp, #16]
  blr x7
  mov x5, x19
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label15
block3:
  b label13
block5:
  b label15
block7:
  b label15
block10:
  ldr x0, [x3, #104]
  subs xzr, x0, #0
  cset x1, eq
  ldr w4, [x3, #96]
  subs xzr, x0, #8
  cset x2, eq
  scvtf d19, w4
  ldr d20, [x3, #96]
  subs xzr, x0, xzr
  fcsel d0, d19, d20, eq
  orr w0, w1, w2
  ands wzr, w0, #255
  b.ne label11 ; b label12
block12:
  b label13
block13:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x20
  mov x1, x24
  mov x2, x23
  mov x4, x21
  mov x5, x19
  blr x7
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block15:
  movz w0, #1
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
