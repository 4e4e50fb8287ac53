; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result f64 -> float64
; 3728 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
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
  sub sp, sp, #512
  unwind StackAlloc { size: 512 }
block0:
  mov x20, x0
  mov x23, x2
  mov x25, x1
  subs xzr, x4, #12
  mov x24, x4
  b.lo label35 ; b label1
block1:
  ldr x0, [x3]
  and x2, x0, #9223090561878065152
  mov x26, x0
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x4, eq
  ldr x6, [x3, #8]
  and x7, x6, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, hs
  eor w7, w7, #1
  fmov d0, x6
  and w6, w4, w7
  ldr x7, [x3, #16]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, eq
  sxtw x1, w7
  and w6, w6, w8
  ldr x7, [x3, #24]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  fmov d6, x7
  fcvt s1, d6
  and w6, w6, w8
  ldr x2, [x3, #32]
  and x7, x2, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, eq
  subs wzr, w2, #0
  cset x8, ge
  and w8, w7, w8
  subs wzr, w2, #255
  mov x27, x2
  cset x9, le
  and w9, w8, w9
  and w10, w6, w9
  and w9, w4, w9
  ldr x11, [x3, #40]
  and x12, x11, #9223090561878065152
  movz x13, #32761, LSL #48
  subs xzr, x12, x13
  cset x12, hs
  eor w12, w12, #1
  fmov d2, x11
  and w10, w10, w12
  ldr x0, [x3, #48]
  and x11, x0, #9223090561878065152
  mov x21, x0
  movz x12, #32761, LSL #48
  subs xzr, x11, x12
  cset x11, eq
  movn w12, #32767
  mov x4, x21
  subs wzr, w4, w12
  cset x12, ge
  and w12, w11, w12
  movz w13, #32767
  mov x8, x21
  subs wzr, w8, w13
  cset x13, le
  and w13, w12, w13
  and w14, w10, w13
  and w13, w9, w13
  ldr x15, [x3, #56]
  and x0, x15, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x0, x2
  cset x0, hs
  eor w0, w0, #1
  fmov d3, x15
  and w14, w14, w0
  ldr x4, [x3, #64]
  and x15, x4, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x15, x0
  cset x15, eq
  subs wzr, w4, #0
  cset x0, ge
  and w0, w15, w0
  and w0, w14, w0
  ldr x6, [x3, #72]
  and x2, x6, #9223090561878065152
  movz x7, #32762, LSL #48
  subs xzr, x2, x7
  cset x7, eq
  and w2, w0, w7
  and w0, w13, w7
  and x6, x6, #1
  subs xzr, x6, #0
  cset x6, ne
  mov x22, x6
  ldr x6, [x3, #80]
  and x7, x6, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, eq
  subs wzr, w6, #0
  cset x8, ge
  and w7, w7, w8
  mov w8, w6
  movz x9, #32763, LSL #48
  subs xzr, x6, x9
  cset x10, eq
  movz x11, #0
  subs xzr, x6, x9
  csel x6, x11, x8, eq
  orr w7, w7, w10
  and w2, w2, w7
  ldr x7, [x3, #88]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, eq
  subs wzr, w7, #0
  cset x9, ge
  and w8, w8, w9
  mov w7, w7
  and w2, w2, w8
  ands wzr, w2, #255
  b.ne label2 ; b label3
block2:
  mov x0, x20
  mov x19, x5
  mov x28, x4
  str x1, [sp, #496]
  b label34
block4:
  mov x0, x20
  mov x19, x5
  b label34
block34:
  ldr x8, [x0]
  mov x0, x26
  ldr x1, [sp, #496]
  mov x2, x27
  mov x3, x21
  mov x4, x28
  mov x5, x22
  blr x8
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  mov x5, x19
  str x0, [x5]
  movz w0, #0
  add sp, sp, #512
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x1, [x3, #8]
  and x2, x1, #9223090561878065152
  movz x4, #32761, LSL #48
  subs xzr, x2, x4
  cset x6, eq
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, hs
  eor w7, w7, #1
  scvtf d29, w1
  fmov d30, x1
  subs xzr, x2, x4
  fcsel d0, d29, d30, eq
  orr w1, w6, w7
  and w2, w0, w1
  ldr x1, [x3, #16]
  and x4, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x8, x1, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w9, w8, #1
  fmov d1, x1
  fcvtzs x8, d1
  scvtf d2, x8
  fcmp d2, d1
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x1, w1
  subs xzr, x4, x6
  csel x1, x1, x8, eq
  str x1, [sp, #496]
  orr w1, w7, w9
  and w1, w2, w1
  ldr x4, [x3, #24]
  and x2, x4, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x2, x6
  cset x7, eq
  and x8, x4, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  scvtf s1, w4
  fmov d2, x4
  fcvt s2, d2
  subs xzr, x2, x6
  fcsel s1, s1, s2, eq
  orr w2, w7, w8
  and w1, w1, w2
  ldr x2, [x3, #40]
  and x4, x2, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x8, x2, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  scvtf d2, w2
  fmov d3, x2
  subs xzr, x4, x6
  fcsel d2, d2, d3, eq
  orr w2, w7, w8
  and w1, w1, w2
  ldr x2, [x3, #56]
  and x4, x2, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x8, x2, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w8, w8, #1
  scvtf d3, w2
  fmov d4, x2
  subs xzr, x4, x6
  fcsel d3, d3, d4, eq
  orr w2, w7, w8
  and w2, w1, w2
  ldr x1, [x3, #64]
  and x4, x1, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x4, x6
  cset x7, eq
  and x8, x1, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w9, w8, #1
  fmov d4, x1
  fcvtzs x8, d4
  scvtf d5, x8
  fcmp d5, d4
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x1, w1
  subs xzr, x4, x6
  csel x4, x1, x8, eq
  orr w1, w7, w9
  subs xzr, x4, #0
  cset x6, ge
  and w1, w1, w6
  orr x6, xzr, #4294967295
  subs xzr, x4, x6
  mov x28, x4
  cset x4, le
  and w1, w1, w4
  and w2, w2, w1
  ldr x4, [x3, #80]
  and x1, x4, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x7, eq
  and x8, x4, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w9, w8, #1
  fmov d4, x4
  fcvtzs x8, d4
  scvtf d5, x8
  fcmp d5, d4
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x10, w4
  subs xzr, x1, x6
  csel x1, x10, x8, eq
  orr w6, w7, w9
  subs xzr, x1, #0
  cset x7, ge
  and w6, w6, w7
  movz x7, #32, LSL #48
  subs xzr, x1, x7
  cset x7, le
  and w7, w6, w7
  movz x6, #32763, LSL #48
  subs xzr, x4, x6
  cset x8, eq
  movz x9, #0
  subs xzr, x4, x6
  csel x6, x9, x1, eq
  orr w1, w7, w8
  and w2, w2, w1
  ldr x1, [x3, #88]
  and x4, x1, #9223090561878065152
  movz x7, #32761, LSL #48
  subs xzr, x4, x7
  cset x8, eq
  and x9, x1, #9223090561878065152
  movz x10, #32761, LSL #48
  subs xzr, x9, x10
  cset x9, hs
  eor w10, w9, #1
  fmov d4, x1
  fcvtzs x9, d4
  scvtf d5, x9
  fcmp d5, d4
  cset x11, eq
  movn x12, #32768, LSL #48
  subs xzr, x9, x12
  cset x12, ne
  and w11, w11, w12
  and w10, w10, w11
  sxtw x1, w1
  subs xzr, x4, x7
  csel x7, x1, x9, eq
  orr w4, w8, w10
  subs xzr, x7, #0
  cset x8, ge
  and w4, w4, w8
  and w4, w2, w4
  ands wzr, w4, #255
  b.ne label4 ; b label5
block5:
  ands wzr, w0, #255
  b.ne label7 ; b label6
block6:
  mov x1, x25
  mov x4, x24
  b label32
block7:
  ldr x9, [x3, #8]
  and x10, x9, #9223090561878065152
  movz x11, #32761, LSL #48
  subs xzr, x10, x11
  cset x10, eq
  and x11, x9, #9223090561878065152
  movz x12, #32761, LSL #48
  subs xzr, x11, x12
  cset x11, hs
  eor w11, w11, #1
  orr w11, w10, w11
  ands wzr, w11, #255
  b.ne label9 ; b label8
block8:
  mov x1, x25
  mov x4, x24
  b label32
block9:
  ldr x14, [x3, #16]
  and x15, x14, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x15, x0
  cset x15, eq
  and x0, x14, #9223090561878065152
  movz x1, #32761, LSL #48
  subs xzr, x0, x1
  cset x0, hs
  eor w0, w0, #1
  fmov d16, x14
  fcvtzs x1, d16
  scvtf d17, x1
  fcmp d17, d16
  cset x2, eq
  movn x4, #32768, LSL #48
  subs xzr, x1, x4
  cset x1, ne
  and w1, w2, w1
  and w0, w0, w1
  orr w0, w15, w0
  ands wzr, w0, #255
  b.ne label10 ; b label11
block10:
  mov x4, x24
  mov x15, x25
  mov x19, x5
  b label14
block11:
  add x1, x3, #16
  add x2, sp, #8
  mov x4, x20
  str x4, [sp, #64]
  mov x8, x25
  str x8, [sp, #72]
  mov x4, x23
  str x4, [sp, #80]
  str x3, [sp, #88]
  mov x4, x24
  str x4, [sp, #96]
  str x5, [sp, #104]
  mov x13, x26
  str w13, [sp, #112]
  str d0, [sp, #120]
  ldr x0, [sp, #496]
  str x0, [sp, #128]
  str s1, [sp, #136]
  mov x5, x27
  strb w5, [sp, #144]
  str d2, [sp, #152]
  mov x3, x21
  strh w3, [sp, #160]
  str d3, [sp, #168]
  mov x5, x28
  str w5, [sp, #176]
  mov x5, x22
  strb w5, [sp, #184]
  str x6, [sp, #192]
  str x7, [sp, #200]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x25
  blr x3
  ldr x4, [sp, #64]
  mov x20, x4
  ldr x1, [sp, #72]
  mov x15, x1
  ldr x2, [sp, #80]
  mov x23, x2
  ldr x3, [sp, #88]
  ldr x4, [sp, #96]
  ldr x5, [sp, #104]
  mov x19, x5
  ldr w13, [sp, #112]
  mov x26, x13
  ldr d0, [sp, #120]
  ldr x1, [sp, #128]
  str x1, [sp, #496]
  ldr s1, [sp, #136]
  ldrb w5, [sp, #144]
  mov x27, x5
  ldr d2, [sp, #152]
  ldrh w1, [sp, #160]
  mov x21, x1
  ldr d3, [sp, #168]
  ldr w5, [sp, #176]
  mov x28, x5
  ldrb w5, [sp, #184]
  mov x22, x5
  ldr x6, [sp, #192]
  ldr x7, [sp, #200]
  ands wzr, w0, #255
  b.ne label12 ; b label13
block12:
  b label14
block13:
  mov x1, x15
  mov x5, x19
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
  mov x1, x15
  mov x5, x19
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
  mov x1, x15
  mov x5, x19
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
  mov x1, x15
  mov x5, x19
  b label32
block20:
  ldr x0, [x3, #64]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  subs xzr, x1, x2
  cset x5, eq
  and x8, x0, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w9, w8, #1
  fmov d4, x0
  fcvtzs x8, d4
  scvtf d5, x8
  fcmp d5, d4
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x0, w0
  subs xzr, x1, x2
  csel x0, x0, x8, eq
  orr w1, w5, w9
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  orr x2, xzr, #4294967295
  subs xzr, x0, x2
  cset x2, le
  and w2, w1, w2
  ands wzr, w2, #255
  b.ne label22 ; b label21
block21:
  mov x1, x15
  mov x5, x19
  b label32
block22:
  ldr x5, [x3, #80]
  and x8, x5, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x10, eq
  and x11, x5, #9223090561878065152
  movz x12, #32761, LSL #48
  subs xzr, x11, x12
  cset x11, hs
  eor w12, w11, #1
  fmov d7, x5
  fcvtzs x11, d7
  scvtf d16, x11
  fcmp d16, d7
  cset x13, eq
  movn x14, #32768, LSL #48
  subs xzr, x11, x14
  cset x14, ne
  and w13, w13, w14
  and w12, w12, w13
  sxtw x13, w5
  subs xzr, x8, x9
  csel x11, x13, x11, eq
  orr w10, w10, w12
  subs xzr, x11, #0
  cset x12, ge
  and w12, w10, w12
  movz x13, #32, LSL #48
  subs xzr, x11, x13
  cset x13, le
  and w12, w12, w13
  movz x13, #32763, LSL #48
  subs xzr, x5, x13
  cset x13, eq
  orr w13, w12, w13
  ands wzr, w13, #255
  b.ne label23 ; b label24
block23:
  mov x5, x19
  mov x24, x4
  b label27
block24:
  add x1, x3, #80
  add x2, sp, #48
  mov x0, x20
  str x0, [sp, #208]
  mov x0, x15
  str x0, [sp, #216]
  mov x5, x23
  str x5, [sp, #224]
  str x3, [sp, #232]
  str x4, [sp, #240]
  mov x5, x19
  str x5, [sp, #248]
  mov x3, x26
  str w3, [sp, #256]
  str d0, [sp, #264]
  ldr x3, [sp, #496]
  str x3, [sp, #272]
  str s1, [sp, #280]
  mov x5, x27
  strb w5, [sp, #288]
  str d2, [sp, #296]
  mov x3, x21
  strh w3, [sp, #304]
  str d3, [sp, #312]
  mov x4, x28
  str w4, [sp, #320]
  mov x5, x22
  strb w5, [sp, #328]
  str x6, [sp, #336]
  str x7, [sp, #344]
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #48]
  blr x3
  mov x8, x0
  ldr x0, [sp, #208]
  mov x20, x0
  ldr x0, [sp, #216]
  mov x15, x0
  ldr x2, [sp, #224]
  mov x23, x2
  ldr x3, [sp, #232]
  ldr x4, [sp, #240]
  mov x24, x4
  ldr x5, [sp, #248]
  ldr w0, [sp, #256]
  mov x26, x0
  ldr d0, [sp, #264]
  ldr x1, [sp, #272]
  str x1, [sp, #496]
  ldr s1, [sp, #280]
  ldrb w2, [sp, #288]
  mov x27, x2
  ldr d2, [sp, #296]
  ldrh w0, [sp, #304]
  mov x21, x0
  ldr d3, [sp, #312]
  ldr w4, [sp, #320]
  mov x28, x4
  ldrb w0, [sp, #328]
  mov x22, x0
  ldr x6, [sp, #336]
  ldr x7, [sp, #344]
  mov x0, x8
  ands wzr, w0, #255
  b.ne label25 ; b label26
block25:
  b label27
block26:
  mov x1, x15
  mov x4, x24
  b label32
block27:
  ldr x1, [x3, #88]
  and x2, x1, #9223090561878065152
  movz x0, #32761, LSL #48
  subs xzr, x2, x0
  cset x4, eq
  and x8, x1, #9223090561878065152
  movz x9, #32761, LSL #48
  subs xzr, x8, x9
  cset x8, hs
  eor w9, w8, #1
  fmov d4, x1
  fcvtzs x8, d4
  scvtf d5, x8
  fcmp d5, d4
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x8, x11
  cset x11, ne
  and w10, w10, w11
  and w9, w9, w10
  sxtw x1, w1
  subs xzr, x2, x0
  csel x1, x1, x8, eq
  orr w0, w4, w9
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
  mov x0, x20
  str x0, [sp, #352]
  mov x0, x15
  str x0, [sp, #360]
  mov x4, x23
  str x4, [sp, #368]
  str x3, [sp, #376]
  mov x4, x24
  str x4, [sp, #384]
  str x5, [sp, #392]
  mov x10, x26
  str w10, [sp, #400]
  str d0, [sp, #408]
  ldr x3, [sp, #496]
  str x3, [sp, #416]
  str s1, [sp, #424]
  mov x3, x27
  strb w3, [sp, #432]
  str d2, [sp, #440]
  mov x3, x21
  strh w3, [sp, #448]
  str d3, [sp, #456]
  mov x4, x28
  str w4, [sp, #464]
  mov x5, x22
  strb w5, [sp, #472]
  str x6, [sp, #480]
  str x7, [sp, #488]
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #48]
  blr x3
  ldr x1, [sp, #352]
  mov x20, x1
  ldr x1, [sp, #360]
  ldr x2, [sp, #368]
  mov x23, x2
  ldr x3, [sp, #376]
  ldr x4, [sp, #384]
  ldr x5, [sp, #392]
  ldr w2, [sp, #400]
  mov x26, x2
  ldr d2, [sp, #408]
  ldr x2, [sp, #416]
  ldr s2, [sp, #424]
  ldrb w2, [sp, #432]
  mov x27, x2
  ldr d2, [sp, #440]
  ldrh w11, [sp, #448]
  mov x21, x11
  ldr d2, [sp, #456]
  ldr w2, [sp, #464]
  ldrb w2, [sp, #472]
  mov x22, x2
  ldr x2, [sp, #480]
  ldr x2, [sp, #488]
  ands wzr, w0, #255
  b.ne label30 ; b label31
block30:
  mov x19, x5
  b label33
block31:
  b label32
block32:
  load_ext_name_got x6, User(<imports>)
  ldr x6, [x6, #120]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #88]
  mov x0, x20
  mov x2, x23
  blr x7
  add sp, sp, #512
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block33:
  ldr x7, [x3, #8]
  and x8, x7, #9223090561878065152
  movz x9, #32761, LSL #48
  scvtf d7, w7
  fmov d16, x7
  subs xzr, x8, x9
  fcsel d0, d7, d16, eq
  ldr x8, [x3, #16]
  and x9, x8, #9223090561878065152
  movz x10, #32761, LSL #48
  subs xzr, x9, x10
  cset x11, eq
  and x12, x8, #9223090561878065152
  movz x13, #32761, LSL #48
  subs xzr, x12, x13
  cset x12, hs
  eor w13, w12, #1
  fmov d16, x8
  fcvtzs x12, d16
  scvtf d17, x12
  fcmp d17, d16
  cset x14, eq
  movn x15, #32768, LSL #48
  subs xzr, x12, x15
  cset x15, ne
  and w14, w14, w15
  and w13, w13, w14
  sxtw x14, w8
  subs xzr, x9, x10
  csel x14, x14, x12, eq
  orr w13, w11, w13
  ldr x15, [sp, #8]
  ands wzr, w13, #255
  csel x1, x14, x15, ne
  str x1, [sp, #496]
  ldr x15, [x3, #24]
  and x14, x15, #9223090561878065152
  movz x0, #32761, LSL #48
  scvtf s16, w15
  fmov d17, x15
  fcvt s17, d17
  subs xzr, x14, x0
  fcsel s1, s16, s17, eq
  ldr x15, [x3, #40]
  and x0, x15, #9223090561878065152
  movz x1, #32761, LSL #48
  scvtf d16, w15
  fmov d17, x15
  subs xzr, x0, x1
  fcsel d2, d16, d17, eq
  ldr x0, [x3, #56]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  scvtf d16, w0
  fmov d17, x0
  subs xzr, x1, x2
  fcsel d3, d16, d17, eq
  ldr x0, [x3, #64]
  and x1, x0, #9223090561878065152
  movz x2, #32761, LSL #48
  fmov d17, x0
  fcvtzs x4, d17
  sxtw x0, w0
  subs xzr, x1, x2
  csel x4, x0, x4, eq
  mov x28, x4
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
  fmov d20, x0
  fcvtzs x5, d20
  scvtf d21, x5
  fcmp d21, d20
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x5, x8
  cset x8, ne
  and w7, w7, w8
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
  fmov d30, x0
  fcvtzs x4, d30
  scvtf d31, x4
  fcmp d31, d30
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x4, x8
  cset x8, ne
  and w7, w7, w8
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
  mov x0, x20
  b label34
block35:
  movz w0, #1
  add sp, sp, #512
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
