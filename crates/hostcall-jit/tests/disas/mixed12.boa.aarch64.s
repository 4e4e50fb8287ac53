; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32 uext
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result f64 -> float64
; 3496 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  str x25, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #496
  unwind StackAlloc { size: 496 }
block0:
  mov x22, x2
  mov x23, x1
  mov x24, x0
  subs xzr, x4, #12
  mov x21, x4
  b.lo label35 ; b label1
block1:
  ldr x9, [x3]
  and x7, x9, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x8, eq
  ldr x10, [x3, #8]
  and x11, x10, #9223090561878065152
  movz x12, #32761, LSL #48
  subs xzr, x11, x12
  cset x11, hs
  eor w11, w11, #1
  fmov d0, x10
  and w10, w8, w11
  ldr x11, [x3, #16]
  and x12, x11, #9223090561878065152
  movz x13, #32761, LSL #48
  subs xzr, x12, x13
  cset x12, eq
  sxtw x1, w11
  and w10, w10, w12
  ldr x11, [x3, #24]
  and x12, x11, #9223090561878065152
  movz x13, #32761, LSL #48
  subs xzr, x12, x13
  cset x12, hs
  eor w12, w12, #1
  fmov d16, x11
  fcvt s1, d16
  and w11, w10, w12
  ldr x12, [x3, #32]
  and x13, x12, #9223090561878065152
  movz x14, #32761, LSL #48
  subs xzr, x13, x14
  cset x13, eq
  subs wzr, w12, #0
  cset x14, ge
  and w13, w13, w14
  subs wzr, w12, #255
  cset x14, le
  and w14, w13, w14
  and w15, w11, w14
  and w14, w8, w14
  ldr x0, [x3, #40]
  and x2, x0, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x2, hs
  eor w2, w2, #1
  fmov d2, x0
  and w15, w15, w2
  ldr x13, [x3, #48]
  and x0, x13, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  movn w2, #32767
  subs wzr, w13, w2
  cset x2, ge
  and w0, w0, w2
  movz w2, #32767
  subs wzr, w13, w2
  cset x2, le
  and w2, w0, w2
  and w0, w15, w2
  and w2, w14, w2
  ldr x4, [x3, #56]
  and x6, x4, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w6, w6, #1
  fmov d3, x4
  and w0, w0, w6
  ldr x8, [x3, #64]
  and x4, x8, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x4, eq
  subs wzr, w8, #0
  cset x6, ge
  and w4, w4, w6
  and w4, w0, w4
  ldr x0, [x3, #72]
  and x6, x0, #9223090561878065152
  movz x7, #32762, LSL #48
  subs xzr, x6, x7
  cset x6, eq
  and w4, w4, w6
  and w11, w2, w6
  and x0, x0, #1
  subs xzr, x0, #0
  cset x10, ne
  ldr x0, [x3, #80]
  and x2, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x2, x6
  cset x2, eq
  subs wzr, w0, #0
  cset x6, ge
  and w2, w2, w6
  mov w6, w0
  movz x7, #32763, LSL #48
  subs xzr, x0, x7
  cset x14, eq
  movz x15, #0
  subs xzr, x0, x7
  csel x6, x15, x6, eq
  orr w0, w2, w14
  and w0, w4, w0
  ldr x2, [x3, #88]
  and x4, x2, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x4, x7
  cset x4, eq
  subs wzr, w2, #0
  cset x7, ge
  and w4, w4, w7
  mov w7, w2
  and w0, w0, w4
  ands wzr, w0, #255
  b.ne label2 ; b label3
block2:
  mov x19, x5
  mov x25, x1
  b label34
block4:
  mov x19, x5
  b label34
block34:
  sxtw x0, w9
  uxtb w2, w12
  sxth x3, w13
  mov w4, w8
  uxtb w5, w10
  mov x1, x24
  ldr x8, [x1]
  mov x1, x25
  blr x8
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  mov x5, x19
  str x0, [x5]
  movz w0, #0
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3, #8]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x4, eq
  and x6, x0, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x6, x7
  cset x6, hs
  eor w6, w6, #1
  scvtf d0, w0
  fmov d1, x0
  subs xzr, x1, x2
  fcsel d0, d0, d1, eq
  orr w0, w4, w6
  and w2, w11, w0
  ldr x1, [x3, #16]
  and x4, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x0, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x0, x8
  cset x0, hs
  eor w8, w0, #1
  fmov d1, x1
  fcvtzs x0, d1
  scvtf d2, x0
  fcmp d2, d1
  cset x14, eq
  movn x15, #32768, LSL #48
  subs xzr, x0, x15
  cset x15, ne
  and w14, w14, w15
  and w8, w8, w14
  sxtw x1, w1
  subs xzr, x4, x6
  csel x1, x1, x0, eq
  mov x25, x1
  orr w0, w7, w8
  and w0, w2, w0
  ldr x2, [x3, #24]
  and x1, x2, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x1, x4
  cset x6, eq
  and x7, x2, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, hs
  eor w7, w7, #1
  scvtf s1, w2
  fmov d2, x2
  fcvt s2, d2
  subs xzr, x1, x4
  fcsel s1, s1, s2, eq
  orr w1, w6, w7
  and w0, w0, w1
  ldr x1, [x3, #40]
  and x2, x1, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x6, eq
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, hs
  eor w7, w7, #1
  scvtf d2, w1
  fmov d3, x1
  subs xzr, x2, x4
  fcsel d2, d2, d3, eq
  orr w1, w6, w7
  and w0, w0, w1
  ldr x1, [x3, #56]
  and x2, x1, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x6, eq
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, hs
  eor w7, w7, #1
  scvtf d3, w1
  fmov d4, x1
  subs xzr, x2, x4
  fcsel d3, d3, d4, eq
  orr w1, w6, w7
  and w2, w0, w1
  ldr x1, [x3, #64]
  and x4, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x0, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x0, x8
  cset x0, hs
  eor w8, w0, #1
  fmov d4, x1
  fcvtzs x0, d4
  scvtf d5, x0
  fcmp d5, d4
  cset x14, eq
  movn x15, #32768, LSL #48
  subs xzr, x0, x15
  cset x15, ne
  and w14, w14, w15
  and w14, w8, w14
  sxtw x1, w1
  subs xzr, x4, x6
  csel x8, x1, x0, eq
  orr w0, w7, w14
  subs xzr, x8, #0
  cset x1, ge
  and w0, w0, w1
  orr x1, xzr, #4294967295
  subs xzr, x8, x1
  cset x1, le
  and w0, w0, w1
  and w2, w2, w0
  ldr x4, [x3, #80]
  and x1, x4, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x7, eq
  and x0, x4, #9223090561878065152
  movz x14, #32761, LSL #48
  subs xzr, x0, x14
  cset x0, hs
  eor w14, w0, #1
  fmov d4, x4
  fcvtzs x0, d4
  scvtf d5, x0
  fcmp d5, d4
  cset x15, eq
  movn x19, #32768, LSL #48
  subs xzr, x0, x19
  cset x19, ne
  and w15, w15, w19
  and w14, w14, w15
  sxtw x15, w4
  subs xzr, x1, x6
  csel x0, x15, x0, eq
  orr w1, w7, w14
  subs xzr, x0, #0
  cset x6, ge
  and w1, w1, w6
  movz x6, #32, LSL #48
  subs xzr, x0, x6
  cset x6, le
  and w1, w1, w6
  movz x6, #32763, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  movz x14, #0
  subs xzr, x4, x6
  csel x6, x14, x0, eq
  orr w4, w1, w7
  and w2, w2, w4
  ldr x4, [x3, #88]
  and x7, x4, #9223090561878065152
  movz x14, #32761, LSL #48
  subs xzr, x7, x14
  cset x15, eq
  and x0, x4, #9223090561878065152
  movz x1, #32761, LSL #48
  subs xzr, x0, x1
  cset x0, hs
  eor w1, w0, #1
  fmov d4, x4
  fcvtzs x0, d4
  scvtf d5, x0
  fcmp d5, d4
  cset x19, eq
  movn x20, #32768, LSL #48
  subs xzr, x0, x20
  cset x20, ne
  and w19, w19, w20
  and w1, w1, w19
  sxtw x4, w4
  subs xzr, x7, x14
  csel x7, x4, x0, eq
  orr w14, w15, w1
  subs xzr, x7, #0
  cset x15, ge
  and w14, w14, w15
  and w14, w2, w14
  ands wzr, w14, #255
  b.ne label4 ; b label5
block5:
  ands wzr, w11, #255
  b.ne label7 ; b label6
block6:
  mov x1, x23
  mov x4, x21
  b label32
block7:
  ldr x14, [x3, #8]
  and x15, x14, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x15, x0
  cset x15, eq
  and x0, x14, #9223090561878065152
  movz x1, #32761, LSL #48
  subs xzr, x0, x1
  cset x0, hs
  eor w0, w0, #1
  orr w0, w15, w0
  ands wzr, w0, #255
  b.ne label9 ; b label8
block8:
  mov x1, x23
  mov x4, x21
  b label32
block9:
  ldr x1, [x3, #16]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  and x2, x1, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x2, hs
  eor w2, w2, #1
  fmov d21, x1
  fcvtzs x1, d21
  scvtf d22, x1
  fcmp d22, d21
  cset x4, eq
  movn x11, #32768, LSL #48
  subs xzr, x1, x11
  cset x1, ne
  and w1, w4, w1
  and w1, w2, w1
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label10 ; b label11
block10:
  mov x4, x21
  mov x21, x23
  b label14
block11:
  add x1, x3, #16
  add x2, sp, #8
  mov x0, x24
  str x0, [sp, #64]
  mov x0, x23
  str x0, [sp, #72]
  mov x0, x22
  str x0, [sp, #80]
  str x3, [sp, #88]
  mov x4, x21
  str x4, [sp, #96]
  str x5, [sp, #104]
  str w9, [sp, #112]
  str d0, [sp, #120]
  mov x14, x25
  str x14, [sp, #128]
  str s1, [sp, #136]
  strb w12, [sp, #144]
  str d2, [sp, #152]
  strh w13, [sp, #160]
  str d3, [sp, #168]
  str w8, [sp, #176]
  strb w10, [sp, #184]
  str x6, [sp, #192]
  str x7, [sp, #200]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x23
  blr x3
  ldr x1, [sp, #64]
  mov x24, x1
  ldr x1, [sp, #72]
  mov x21, x1
  ldr x2, [sp, #80]
  mov x22, x2
  ldr x3, [sp, #88]
  ldr x4, [sp, #96]
  ldr x5, [sp, #104]
  ldr w9, [sp, #112]
  ldr d0, [sp, #120]
  ldr x1, [sp, #128]
  mov x25, x1
  ldr s1, [sp, #136]
  ldrb w12, [sp, #144]
  ldr d2, [sp, #152]
  ldrh w13, [sp, #160]
  ldr d3, [sp, #168]
  ldr w8, [sp, #176]
  ldrb w10, [sp, #184]
  ldr x6, [sp, #192]
  ldr x7, [sp, #200]
  ands wzr, w0, #255
  b.ne label12 ; b label13
block12:
  b label14
block13:
  mov x1, x21
  b label32
block14:
  ldr x1, [x3, #24]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  and x1, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x1, hs
  eor w1, w1, #1
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label16 ; b label15
block15:
  mov x1, x21
  b label32
block16:
  ldr x1, [x3, #40]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  and x1, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x1, hs
  eor w1, w1, #1
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label18 ; b label17
block17:
  mov x1, x21
  b label32
block18:
  ldr x1, [x3, #56]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, eq
  and x1, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x1, hs
  eor w1, w1, #1
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label20 ; b label19
block19:
  mov x1, x21
  b label32
block20:
  ldr x0, [x3, #64]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x11, eq
  and x14, x0, #9223090561878065152
  movz x15, #32761, LSL #48
  subs xzr, x14, x15
  cset x14, hs
  eor w15, w14, #1
  fmov d4, x0
  fcvtzs x14, d4
  scvtf d5, x14
  fcmp d5, d4
  cset x19, eq
  movn x20, #32768, LSL #48
  subs xzr, x14, x20
  cset x20, ne
  and w19, w19, w20
  and w15, w15, w19
  sxtw x0, w0
  subs xzr, x1, x2
  csel x14, x0, x14, eq
  orr w11, w11, w15
  subs xzr, x14, #0
  cset x15, ge
  and w11, w11, w15
  orr x15, xzr, #4294967295
  subs xzr, x14, x15
  cset x14, le
  and w11, w11, w14
  ands wzr, w11, #255
  b.ne label22 ; b label21
block21:
  mov x1, x21
  b label32
block22:
  ldr x11, [x3, #80]
  and x14, x11, #9223090561878065152
  movz x15, #32761, LSL #48
  subs xzr, x14, x15
  cset x0, eq
  and x1, x11, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x1, hs
  eor w2, w1, #1
  fmov d16, x11
  fcvtzs x1, d16
  scvtf d17, x1
  fcmp d17, d16
  cset x19, eq
  movn x20, #32768, LSL #48
  subs xzr, x1, x20
  cset x20, ne
  and w19, w19, w20
  and w2, w2, w19
  sxtw x19, w11
  subs xzr, x14, x15
  csel x15, x19, x1, eq
  orr w0, w0, w2
  subs xzr, x15, #0
  cset x1, ge
  and w0, w0, w1
  movz x1, #32, LSL #48
  subs xzr, x15, x1
  cset x1, le
  and w0, w0, w1
  movz x1, #32763, LSL #48
  subs xzr, x11, x1
  cset x1, eq
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label23 ; b label24
block23:
  b label27
block24:
  add x1, x3, #80
  add x2, sp, #48
  mov x0, x24
  str x0, [sp, #208]
  mov x0, x21
  str x0, [sp, #216]
  mov x11, x22
  str x11, [sp, #224]
  str x3, [sp, #232]
  str x4, [sp, #240]
  str x5, [sp, #248]
  str w9, [sp, #256]
  str d0, [sp, #264]
  mov x3, x25
  str x3, [sp, #272]
  str s1, [sp, #280]
  strb w12, [sp, #288]
  str d2, [sp, #296]
  strh w13, [sp, #304]
  str d3, [sp, #312]
  str w8, [sp, #320]
  strb w10, [sp, #328]
  str x6, [sp, #336]
  str x7, [sp, #344]
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #48]
  blr x3
  mov x11, x0
  ldr x0, [sp, #208]
  mov x24, x0
  ldr x0, [sp, #216]
  mov x21, x0
  ldr x2, [sp, #224]
  mov x22, x2
  ldr x3, [sp, #232]
  ldr x4, [sp, #240]
  ldr x5, [sp, #248]
  ldr w9, [sp, #256]
  ldr d0, [sp, #264]
  ldr x1, [sp, #272]
  mov x25, x1
  ldr s1, [sp, #280]
  ldrb w12, [sp, #288]
  ldr d2, [sp, #296]
  ldrh w13, [sp, #304]
  ldr d3, [sp, #312]
  ldr w8, [sp, #320]
  ldrb w10, [sp, #328]
  ldr x6, [sp, #336]
  ldr x7, [sp, #344]
  mov x0, x11
  ands wzr, w0, #255
  b.ne label25 ; b label26
block25:
  b label27
block26:
  mov x1, x21
  b label32
block27:
  ldr x1, [x3, #88]
  and x2, x1, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x2, x0
  cset x11, eq
  and x14, x1, #9223090561878065152
  movz x15, #32761, LSL #48
  subs xzr, x14, x15
  cset x14, hs
  eor w15, w14, #1
  fmov d4, x1
  fcvtzs x14, d4
  scvtf d5, x14
  fcmp d5, d4
  cset x19, eq
  movn x20, #32768, LSL #48
  subs xzr, x14, x20
  cset x20, ne
  and w19, w19, w20
  and w15, w15, w19
  sxtw x1, w1
  subs xzr, x2, x0
  csel x1, x1, x14, eq
  orr w0, w11, w15
  subs xzr, x1, #0
  cset x1, ge
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label28 ; b label29
block28:
  mov x19, x5
  b label33
block29:
  add x1, x3, #88
  add x2, sp, #56
  mov x0, x24
  str x0, [sp, #352]
  mov x0, x21
  str x0, [sp, #360]
  mov x11, x22
  str x11, [sp, #368]
  str x3, [sp, #376]
  str x4, [sp, #384]
  str x5, [sp, #392]
  str w9, [sp, #400]
  str d0, [sp, #408]
  mov x3, x25
  str x3, [sp, #416]
  str s1, [sp, #424]
  strb w12, [sp, #432]
  str d2, [sp, #440]
  strh w13, [sp, #448]
  str d3, [sp, #456]
  str w8, [sp, #464]
  strb w10, [sp, #472]
  str x6, [sp, #480]
  str x7, [sp, #488]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #48]
  blr x7
  ldr x5, [sp, #352]
  mov x24, x5
  ldr x1, [sp, #360]
  ldr x2, [sp, #368]
  mov x22, x2
  ldr x3, [sp, #376]
  ldr x4, [sp, #384]
  ldr x5, [sp, #392]
  ldr w9, [sp, #400]
  ldr d7, [sp, #408]
  ldr x7, [sp, #416]
  ldr s7, [sp, #424]
  ldrb w12, [sp, #432]
  ldr d7, [sp, #440]
  ldrh w13, [sp, #448]
  ldr d7, [sp, #456]
  ldr w7, [sp, #464]
  ldrb w10, [sp, #472]
  ldr x7, [sp, #480]
  ldr x7, [sp, #488]
  ands wzr, w0, #255
  b.ne label30 ; b label31
block30:
  mov x19, x5
  b label33
block31:
  b label32
block32:
  load_ext_name_got x11, User(<imports>)
  ldr x6, [x11, #120]
  load_ext_name_got x11, User(<imports>)
  ldr x11, [x11, #88]
  mov x0, x24
  mov x2, x22
  blr x11
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block33:
  ldr x14, [x3, #8]
  and x15, x14, #9223090561878065152
  movz x0, #32761, LSL #48
  scvtf d16, w14
  fmov d17, x14
  subs xzr, x15, x0
  fcsel d0, d16, d17, eq
  ldr x14, [x3, #16]
  and x15, x14, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x15, x0
  cset x1, eq
  and x2, x14, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x2, hs
  eor w4, w2, #1
  fmov d16, x14
  fcvtzs x2, d16
  scvtf d17, x2
  fcmp d17, d16
  cset x5, eq
  movn x6, #32768, LSL #48
  subs xzr, x2, x6
  cset x6, ne
  and w5, w5, w6
  and w4, w4, w5
  sxtw x5, w14
  subs xzr, x15, x0
  csel x0, x5, x2, eq
  orr w1, w1, w4
  ldr x2, [sp, #8]
  ands wzr, w1, #255
  csel x1, x0, x2, ne
  mov x25, x1
  ldr x1, [x3, #24]
  and x0, x1, #9223090561878065152
  movz x2, #32761, LSL #48
  scvtf s19, w1
  fmov d20, x1
  fcvt s20, d20
  subs xzr, x0, x2
  fcsel s1, s19, s20, eq
  ldr x0, [x3, #40]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  scvtf d20, w0
  fmov d21, x0
  subs xzr, x1, x2
  fcsel d2, d20, d21, eq
  ldr x0, [x3, #56]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  scvtf d21, w0
  fmov d22, x0
  subs xzr, x1, x2
  fcsel d3, d21, d22, eq
  ldr x0, [x3, #64]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  fmov d22, x0
  fcvtzs x4, d22
  sxtw x0, w0
  subs xzr, x1, x2
  csel x8, x0, x4, eq
  ldr x0, [x3, #80]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x4, eq
  and x5, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x5, x6
  cset x5, hs
  eor w6, w5, #1
  fmov d25, x0
  fcvtzs x5, d25
  scvtf d26, x5
  fcmp d26, d25
  cset x7, eq
  movn x11, #32768, LSL #48
  subs xzr, x5, x11
  cset x11, ne
  and w7, w7, w11
  and w6, w6, w7
  sxtw x7, w0
  subs xzr, x1, x2
  csel x1, x7, x5, eq
  orr w2, w4, w6
  subs xzr, x1, #0
  cset x4, ge
  and w2, w2, w4
  movz x4, #32, LSL #48
  subs xzr, x1, x4
  cset x4, le
  and w2, w2, w4
  movz x4, #32763, LSL #48
  subs xzr, x0, x4
  cset x5, eq
  movz x6, #0
  subs xzr, x0, x4
  csel x0, x6, x1, eq
  orr w1, w2, w5
  ldr x2, [sp, #48]
  ands wzr, w1, #255
  csel x6, x0, x2, ne
  ldr x0, [x3, #88]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x3, eq
  and x4, x0, #9223090561878065152
  movz x5, #32761, LSL #48
  subs xzr, x4, x5
  cset x4, hs
  eor w5, w4, #1
  fmov d4, x0
  fcvtzs x4, d4
  scvtf d5, x4
  fcmp d5, d4
  cset x7, eq
  movn x11, #32768, LSL #48
  subs xzr, x4, x11
  cset x11, ne
  and w7, w7, w11
  and w5, w5, w7
  sxtw x0, w0
  subs xzr, x1, x2
  csel x0, x0, x4, eq
  orr w1, w3, w5
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  ldr x2, [sp, #56]
  ands wzr, w1, #255
  csel x7, x0, x2, ne
  b label34
block35:
  movz w0, #1
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
