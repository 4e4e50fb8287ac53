; thunk for (f64, f32, f64, f64, f32, f64, f64, f64, f64, f32, i32, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f32 <- argv[1]: int32 | float64; passed as f32
;   param 2 f64 <- argv[2]: int32 | float64; passed as f64
;   param 3 f64 <- argv[3]: int32 | float64; passed as f64
;   param 4 f32 <- argv[4]: int32 | float64; passed as f32
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 f64 <- argv[8]: int32 | float64; passed as f64
;   param 9 f32 <- argv[9]: int32 | float64; passed as f32
;   param 10 i32 <- argv[10]: int32 in range | integral float64 in range; passed as i32 sext
;   param 11 f64 <- argv[11]: int32 | float64; passed as f64
;   result f64 -> float64
; 972 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  sub sp, sp, #32
  unwind StackAlloc { size: 32 }
block0:
  subs xzr, x4, #12
  b.lo label7 ; b label1
block1:
  ldr x6, [x3, #8]
  subs xzr, x6, #8
  cset x6, eq
  ldr d0, [x3]
  ldr x7, [x3, #24]
  subs xzr, x7, #8
  cset x7, eq
  ldr d1, [x3, #16]
  fcvt s1, d1
  and w6, w6, w7
  ldr x7, [x3, #40]
  subs xzr, x7, #8
  cset x7, eq
  ldr d2, [x3, #32]
  and w6, w6, w7
  ldr x7, [x3, #56]
  subs xzr, x7, #8
  cset x7, eq
  ldr d3, [x3, #48]
  and w6, w6, w7
  ldr x7, [x3, #72]
  subs xzr, x7, #8
  cset x7, eq
  ldr d4, [x3, #64]
  fcvt s4, d4
  and w6, w6, w7
  ldr x7, [x3, #88]
  subs xzr, x7, #8
  cset x7, eq
  ldr d5, [x3, #80]
  and w6, w6, w7
  ldr x7, [x3, #104]
  subs xzr, x7, #8
  cset x7, eq
  ldr d6, [x3, #96]
  and w6, w6, w7
  ldr x7, [x3, #120]
  subs xzr, x7, #8
  cset x7, eq
  ldr d7, [x3, #112]
  and w6, w6, w7
  ldr x7, [x3, #136]
  subs xzr, x7, #8
  cset x7, eq
  ldr d16, [x3, #128]
  and w6, w6, w7
  ldr x7, [x3, #152]
  subs xzr, x7, #8
  cset x7, eq
  ldr d17, [x3, #144]
  fcvt s17, d17
  and w8, w6, w7
  ldr x6, [x3, #168]
  subs xzr, x6, #0
  cset x7, eq
  ldr w6, [x3, #160]
  and w8, w8, w7
  ldr x9, [x3, #184]
  subs xzr, x9, #8
  cset x9, eq
  ldr d18, [x3, #176]
  and w8, w8, w9
  ands wzr, w8, #255
  b.ne label2 ; b label3
block2:
  mov x1, x0
  mov x19, x5
  b label6
block4:
  mov x1, x0
  mov x19, x5
  b label6
block6:
  sxtw x0, w6
  ldr x1, [x1]
  str d16, [sp]
  str s17, [sp, #8]
  str d18, [sp, #16]
  blr x1
  mov x5, x19
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #32
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x8, [x3, #8]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d16, w11
  ldr d17, [x3]
  subs xzr, x8, xzr
  fcsel d0, d16, d17, eq
  orr w11, w9, w10
  and w11, w7, w11
  ldr x12, [x3, #24]
  subs xzr, x12, #0
  cset x13, eq
  ldr w15, [x3, #16]
  subs xzr, x12, #8
  cset x14, eq
  scvtf s16, w15
  ldr d17, [x3, #16]
  fcvt s17, d17
  subs xzr, x12, xzr
  fcsel s1, s16, s17, eq
  orr w14, w13, w14
  and w14, w11, w14
  ldr x15, [x3, #40]
  subs xzr, x15, #0
  cset x7, eq
  ldr w9, [x3, #32]
  subs xzr, x15, #8
  cset x8, eq
  scvtf d16, w9
  ldr d17, [x3, #32]
  subs xzr, x15, xzr
  fcsel d2, d16, d17, eq
  orr w7, w7, w8
  and w7, w14, w7
  ldr x8, [x3, #56]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #48]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d19, w11
  ldr d20, [x3, #48]
  subs xzr, x8, xzr
  fcsel d3, d19, d20, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #72]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #64]
  subs xzr, x8, #8
  cset x10, eq
  scvtf s22, w11
  ldr d23, [x3, #64]
  fcvt s23, d23
  subs xzr, x8, xzr
  fcsel s4, s22, s23, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #88]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #80]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d25, w11
  ldr d26, [x3, #80]
  subs xzr, x8, xzr
  fcsel d5, d25, d26, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #104]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #96]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d28, w11
  ldr d29, [x3, #96]
  subs xzr, x8, xzr
  fcsel d6, d28, d29, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #120]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #112]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d31, w11
  ldr d7, [x3, #112]
  subs xzr, x8, xzr
  fcsel d7, d31, d7, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #136]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #128]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d16, w11
  ldr d17, [x3, #128]
  subs xzr, x8, xzr
  fcsel d16, d16, d17, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #152]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #144]
  subs xzr, x8, #8
  cset x10, eq
  scvtf s17, w11
  ldr d18, [x3, #144]
  fcvt s18, d18
  subs xzr, x8, xzr
  fcsel s17, s17, s18, eq
  orr w8, w9, w10
  and w7, w7, w8
  ldr x8, [x3, #184]
  subs xzr, x8, #0
  cset x9, eq
  ldr w11, [x3, #176]
  subs xzr, x8, #8
  cset x10, eq
  scvtf d18, w11
  ldr d19, [x3, #176]
  subs xzr, x8, xzr
  fcsel d18, d18, d19, eq
  orr w8, w9, w10
  and w7, w7, w8
  ands wzr, w7, #255
  b.ne label4 ; b label5
block5:
  load_ext_name_got x6, User(<imports>)
  ldr x6, [x6, #120]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #88]
  blr x7
  add sp, sp, #32
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  movz w0, #1
  add sp, sp, #32
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
