; thunk for (f64, f64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result f64 -> float64
; 340 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  subs xzr, x4, #2
  b.lo label7 ; b label1
block1:
  ldr x7, [x3]
  and x6, x7, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x6, x8
  cset x6, hs
  eor w6, w6, #1
  fmov d0, x7
  ldr x7, [x3, #8]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  fmov d1, x7
  and w6, w6, w8
  ands wzr, w6, #255
  b.ne label2 ; b label3
block2:
  mov x19, x5
  b label6
block4:
  mov x19, x5
  b label6
block6:
  ldr x13, [x0]
  blr x13
  movz x12, #32760, LSL #48
  fmov d16, x12
  fcmp d0, d0
  fcsel d16, d16, d0, vs
  mov x14, v16.d[0]
  mov x5, x19
  str x14, [x5]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x6, [x3]
  and x7, x6, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x9, eq
  and x10, x6, #9223090561878065152
  movz x11, #32761, LSL #48
  subs xzr, x10, x11
  cset x10, hs
  eor w10, w10, #1
  scvtf d5, w6
  fmov d6, x6
  subs xzr, x7, x8
  fcsel d0, d5, d6, eq
  orr w6, w9, w10
  ldr x7, [x3, #8]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x10, eq
  and x11, x7, #9223090561878065152
  movz x12, #32761, LSL #48
  subs xzr, x11, x12
  cset x11, hs
  eor w11, w11, #1
  scvtf d16, w7
  fmov d17, x7
  subs xzr, x8, x9
  fcsel d1, d16, d17, eq
  orr w9, w10, w11
  and w9, w6, w9
  ands wzr, w9, #255
  b.ne label4 ; b label5
block5:
  load_ext_name_got x12, User(<imports>)
  ldr x6, [x12, #120]
  load_ext_name_got x12, User(<imports>)
  ldr x12, [x12, #88]
  blr x12
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
