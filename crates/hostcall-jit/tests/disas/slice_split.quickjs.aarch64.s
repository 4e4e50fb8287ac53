; thunk for (i32, i32, i32, i32, i32, slice, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 i32 <- argv[2]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[3]: int32 in range | integral float64 in range; passed as i32 sext
;   param 4 i32 <- argv[4]: int32 in range | integral float64 in range; passed as i32 sext
;   param 5 slice <- argv[5]: buffer object (buffer hook, one call: pointer, then byte length); passed as i64, i64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   result f64 -> float64
; 528 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
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
  mov x24, x5
  mov x25, x0
  mov x28, x2
  str x1, [sp, #16]
  subs xzr, x4, #7
  mov x26, x4
  b.lo label1 ; b label2
block2:
  ldr x4, [x3, #8]
  subs xzr, x4, #0
  cset x5, eq
  ldr w19, [x3]
  ldr x6, [x3, #24]
  subs xzr, x6, #0
  cset x6, eq
  ldr w20, [x3, #16]
  and w6, w5, w6
  ldr x7, [x3, #40]
  subs xzr, x7, #0
  cset x7, eq
  ldr w21, [x3, #32]
  and w7, w6, w7
  ldr x8, [x3, #56]
  subs xzr, x8, #0
  cset x8, eq
  ldr w22, [x3, #48]
  and w8, w7, w8
  ldr x9, [x3, #72]
  subs xzr, x9, #0
  cset x9, eq
  ldr w23, [x3, #64]
  and w9, w8, w9
  add x1, x3, #80
  ands wzr, w9, #255
  b.ne label4 ; b label3
block4:
  ldr x12, [x3, #88]
  mov x27, x3
  movn x13, #0
  subs xzr, x12, x13
  b.eq label6 ; b label5
block6:
  mov x2, sp
  add x3, sp, #8
  load_ext_name_got x15, User(<imports>)
  ldr x15, [x15, #24]
  ldr x0, [sp, #16]
  blr x15
  ands wzr, w0, #255
  b.ne label8 ; b label7
block8:
  ldr x0, [sp]
  ldr x6, [sp, #8]
  load_ext_name_got x1, User(<imports>)
  ldr x1, [x1, #112]
  subs xzr, x0, xzr
  csel x5, x0, x1, ne
  mov x3, x27
  ldr x0, [x3, #104]
  ldr d0, [x3, #96]
  subs xzr, x0, #8
  b.eq label9 ; b label10
block9:
  b label14
block11:
  b label14
block14:
  sxtw x0, w19
  sxtw x1, w20
  sxtw x2, w21
  sxtw x3, w22
  sxtw x4, w23
  mov x7, x25
  ldr x7, [x7]
  blr x7
  mov x5, x24
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
  scvtf d24, w4
  ldr d25, [x3, #96]
  subs xzr, x0, xzr
  fcsel d0, d24, d25, eq
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
  mov x0, x25
  ldr x1, [sp, #16]
  mov x2, x28
  mov x4, x26
  mov x5, x24
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
