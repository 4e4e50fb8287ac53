; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
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
; 3508 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
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
  mov x25, x1
  mov x26, x0
  str x2, [sp, #496]
  subs xzr, x4, #12
  mov x24, x4
  b.lo label35 ; b label1
block1:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x4, eq
  ldr w0, [x3]
  mov x20, x0
  ldr x0, [x3, #24]
  subs xzr, x0, #8
  cset x0, eq
  ldr d0, [x3, #16]
  and w0, w4, w0
  ldr x1, [x3, #40]
  subs xzr, x1, #0
  cset x2, eq
  ldrsw x1, [x3, #32]
  and w0, w0, w2
  ldr x2, [x3, #56]
  subs xzr, x2, #8
  cset x2, eq
  ldr d1, [x3, #48]
  fcvt s1, d1
  and w0, w0, w2
  ldr x2, [x3, #72]
  subs xzr, x2, #0
  cset x2, eq
  ldr w6, [x3, #64]
  subs wzr, w6, #0
  mov x23, x6
  cset x6, ge
  and w2, w2, w6
  mov x6, x23
  subs wzr, w6, #255
  cset x6, le
  and w2, w2, w6
  and w6, w0, w2
  and w2, w4, w2
  ldr x4, [x3, #88]
  subs xzr, x4, #8
  cset x4, eq
  ldr d2, [x3, #80]
  and w4, w6, w4
  ldr x6, [x3, #104]
  subs xzr, x6, #0
  cset x6, eq
  ldr w0, [x3, #96]
  mov x21, x0
  movn w7, #32767
  subs wzr, w0, w7
  cset x7, ge
  and w6, w6, w7
  movz w7, #32767
  subs wzr, w0, w7
  cset x7, le
  and w6, w6, w7
  and w7, w4, w6
  and w6, w2, w6
  ldr x8, [x3, #120]
  subs xzr, x8, #8
  cset x8, eq
  ldr d3, [x3, #112]
  and w7, w7, w8
  ldr x8, [x3, #136]
  subs xzr, x8, #0
  cset x8, eq
  ldr w4, [x3, #128]
  subs wzr, w4, #0
  cset x9, ge
  and w8, w8, w9
  and w8, w7, w8
  ldr x9, [x3, #152]
  subs xzr, x9, #1
  cset x9, eq
  and w10, w8, w9
  and w9, w6, w9
  ldr w11, [x3, #144]
  subs wzr, w11, #0
  cset x6, ne
  mov x22, x6
  ldr x11, [x3, #168]
  subs xzr, x11, #0
  cset x12, eq
  ldr w13, [x3, #160]
  subs wzr, w13, #0
  cset x14, ge
  and w12, w12, w14
  mov w13, w13
  subs xzr, x11, #2
  cset x14, eq
  movz x15, #0
  subs xzr, x11, #2
  csel x6, x15, x13, eq
  orr w14, w12, w14
  and w14, w10, w14
  ldr x15, [x3, #184]
  subs xzr, x15, #0
  cset x15, eq
  ldr w0, [x3, #176]
  subs wzr, w0, #0
  cset x2, ge
  and w2, w15, w2
  mov w7, w0
  and w0, w14, w2
  ands wzr, w0, #255
  b.ne label2 ; b label3
block2:
  mov x0, x26
  mov x19, x5
  mov x27, x4
  mov x28, x1
  b label34
block4:
  mov x0, x26
  mov x19, x5
  b label34
block34:
  ldr x8, [x0]
  mov x0, x20
  mov x1, x28
  mov x2, x23
  mov x3, x21
  mov x4, x27
  mov x5, x22
  blr x8
  mov x5, x19
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
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
  ldr x0, [x3, #24]
  subs xzr, x0, #0
  cset x1, eq
  ldr w4, [x3, #16]
  subs xzr, x0, #8
  cset x2, eq
  scvtf d21, w4
  ldr d22, [x3, #16]
  subs xzr, x0, xzr
  fcsel d0, d21, d22, eq
  orr w0, w1, w2
  and w4, w9, w0
  ldr x1, [x3, #40]
  subs xzr, x1, #0
  cset x0, eq
  ldr w2, [x3, #32]
  subs xzr, x1, #8
  cset x7, eq
  ldr d24, [x3, #32]
  fcvtzs x6, d24
  scvtf d25, x6
  fcmp d25, d24
  cset x8, eq
  movn x10, #32768, LSL #48
  subs xzr, x6, x10
  cset x10, ne
  and w8, w8, w10
  and w7, w7, w8
  sxtw x2, w2
  subs xzr, x1, xzr
  csel x2, x2, x6, eq
  orr w0, w0, w7
  subs xzr, x1, #7
  cset x6, eq
  ldrsw x7, [x3, #32]
  subs xzr, x1, #7
  csel x1, x7, x2, eq
  mov x28, x1
  orr w0, w0, w6
  and w0, w4, w0
  ldr x1, [x3, #56]
  subs xzr, x1, #0
  cset x2, eq
  ldr w6, [x3, #48]
  subs xzr, x1, #8
  cset x4, eq
  scvtf s31, w6
  ldr d1, [x3, #48]
  fcvt s1, d1
  subs xzr, x1, xzr
  fcsel s1, s31, s1, eq
  orr w1, w2, w4
  and w0, w0, w1
  ldr x1, [x3, #88]
  subs xzr, x1, #0
  cset x2, eq
  ldr w6, [x3, #80]
  subs xzr, x1, #8
  cset x4, eq
  scvtf d2, w6
  ldr d3, [x3, #80]
  subs xzr, x1, xzr
  fcsel d2, d2, d3, eq
  orr w1, w2, w4
  and w0, w0, w1
  ldr x1, [x3, #120]
  subs xzr, x1, #0
  cset x2, eq
  ldr w6, [x3, #112]
  subs xzr, x1, #8
  cset x4, eq
  scvtf d3, w6
  ldr d4, [x3, #112]
  subs xzr, x1, xzr
  fcsel d3, d3, d4, eq
  orr w1, w2, w4
  and w6, w0, w1
  ldr x0, [x3, #136]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #128]
  subs xzr, x0, #8
  cset x7, eq
  ldr d4, [x3, #128]
  fcvtzs x4, d4
  scvtf d5, x4
  fcmp d5, d4
  cset x8, eq
  movn x10, #32768, LSL #48
  subs xzr, x4, x10
  cset x10, ne
  and w8, w8, w10
  and w7, w7, w8
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x4, x2, x4, eq
  orr w0, w1, w7
  subs xzr, x4, #0
  cset x1, ge
  and w0, w0, w1
  orr x1, xzr, #4294967295
  subs xzr, x4, x1
  mov x27, x4
  cset x1, le
  and w0, w0, w1
  and w4, w6, w0
  ldr x6, [x3, #168]
  subs xzr, x6, #0
  cset x0, eq
  ldr w1, [x3, #160]
  subs xzr, x6, #8
  cset x7, eq
  ldr d4, [x3, #160]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x8, eq
  movn x10, #32768, LSL #48
  subs xzr, x2, x10
  cset x10, ne
  and w8, w8, w10
  and w7, w7, w8
  sxtw x1, w1
  subs xzr, x6, xzr
  csel x1, x1, x2, eq
  orr w2, w0, w7
  subs xzr, x6, #7
  cset x7, eq
  ldrsw x0, [x3, #160]
  subs xzr, x6, #7
  csel x0, x0, x1, eq
  orr w1, w2, w7
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  movz x2, #32, LSL #48
  subs xzr, x0, x2
  cset x2, le
  and w1, w1, w2
  subs xzr, x6, #2
  cset x2, eq
  movz x7, #0
  subs xzr, x6, #2
  csel x6, x7, x0, eq
  orr w0, w1, w2
  and w4, w4, w0
  ldr x7, [x3, #184]
  subs xzr, x7, #0
  cset x0, eq
  ldr w1, [x3, #176]
  subs xzr, x7, #8
  cset x8, eq
  ldr d4, [x3, #176]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x2, x11
  cset x11, ne
  and w10, w10, w11
  and w8, w8, w10
  sxtw x1, w1
  subs xzr, x7, xzr
  csel x1, x1, x2, eq
  orr w0, w0, w8
  subs xzr, x7, #7
  cset x2, eq
  ldrsw x8, [x3, #176]
  subs xzr, x7, #7
  csel x7, x8, x1, eq
  orr w0, w0, w2
  subs xzr, x7, #0
  cset x1, ge
  and w1, w0, w1
  and w1, w4, w1
  ands wzr, w1, #255
  b.ne label4 ; b label5
block5:
  ands wzr, w9, #255
  b.ne label7 ; b label6
block6:
  mov x1, x25
  mov x4, x24
  b label32
block7:
  ldr x9, [x3, #24]
  subs xzr, x9, #0
  cset x8, eq
  ldr w10, [x3, #16]
  subs xzr, x9, #8
  cset x9, eq
  ldr d16, [x3, #16]
  orr w9, w8, w9
  ands wzr, w9, #255
  b.ne label9 ; b label8
block8:
  mov x1, x25
  mov x4, x24
  b label32
block9:
  ldr x12, [x3, #40]
  subs xzr, x12, #0
  cset x13, eq
  ldr w14, [x3, #32]
  subs xzr, x12, #8
  cset x14, eq
  ldr d16, [x3, #32]
  fcvtzs x15, d16
  scvtf d17, x15
  fcmp d17, d16
  cset x0, eq
  movn x1, #32768, LSL #48
  subs xzr, x15, x1
  cset x1, ne
  and w0, w0, w1
  and w0, w14, w0
  orr w0, w13, w0
  subs xzr, x12, #7
  cset x1, eq
  ldrsw x2, [x3, #32]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label10 ; b label11
block10:
  mov x4, x24
  mov x15, x25
  mov x19, x5
  b label14
block11:
  add x1, x3, #32
  add x2, sp, #8
  mov x0, x26
  str x0, [sp, #64]
  mov x0, x25
  str x0, [sp, #72]
  ldr x8, [sp, #496]
  str x8, [sp, #80]
  str x3, [sp, #88]
  mov x4, x24
  str x4, [sp, #96]
  str x5, [sp, #104]
  mov x5, x20
  str w5, [sp, #112]
  str d0, [sp, #120]
  mov x0, x28
  str x0, [sp, #128]
  str s1, [sp, #136]
  mov x0, x23
  strb w0, [sp, #144]
  str d2, [sp, #152]
  mov x3, x21
  strh w3, [sp, #160]
  str d3, [sp, #168]
  mov x5, x27
  str w5, [sp, #176]
  mov x5, x22
  strb w5, [sp, #184]
  str x6, [sp, #192]
  str x7, [sp, #200]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x25
  blr x3
  ldr x1, [sp, #64]
  mov x26, x1
  ldr x1, [sp, #72]
  mov x15, x1
  ldr x2, [sp, #80]
  str x2, [sp, #496]
  ldr x3, [sp, #88]
  ldr x4, [sp, #96]
  ldr x5, [sp, #104]
  mov x19, x5
  ldr w5, [sp, #112]
  mov x20, x5
  ldr d0, [sp, #120]
  ldr x1, [sp, #128]
  mov x28, x1
  ldr s1, [sp, #136]
  ldrb w2, [sp, #144]
  mov x23, x2
  ldr d2, [sp, #152]
  ldrh w1, [sp, #160]
  mov x21, x1
  ldr d3, [sp, #168]
  ldr w5, [sp, #176]
  mov x27, x5
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
  ldr x1, [x3, #56]
  subs xzr, x1, #0
  cset x0, eq
  ldr w2, [x3, #48]
  subs xzr, x1, #8
  cset x1, eq
  ldr d4, [x3, #48]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label16 ; b label15
block15:
  mov x1, x15
  mov x5, x19
  b label32
block16:
  ldr x1, [x3, #88]
  subs xzr, x1, #0
  cset x0, eq
  ldr w2, [x3, #80]
  subs xzr, x1, #8
  cset x1, eq
  ldr d4, [x3, #80]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label18 ; b label17
block17:
  mov x1, x15
  mov x5, x19
  b label32
block18:
  ldr x1, [x3, #120]
  subs xzr, x1, #0
  cset x0, eq
  ldr w2, [x3, #112]
  subs xzr, x1, #8
  cset x1, eq
  ldr d4, [x3, #112]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label20 ; b label19
block19:
  mov x1, x15
  mov x5, x19
  b label32
block20:
  ldr x0, [x3, #136]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #128]
  subs xzr, x0, #8
  cset x8, eq
  ldr d4, [x3, #128]
  fcvtzs x5, d4
  scvtf d5, x5
  fcmp d5, d4
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x5, x10
  cset x10, ne
  and w9, w9, w10
  and w8, w8, w9
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x0, x2, x5, eq
  orr w1, w1, w8
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  orr x2, xzr, #4294967295
  subs xzr, x0, x2
  cset x2, le
  and w1, w1, w2
  ands wzr, w1, #255
  b.ne label22 ; b label21
block21:
  mov x1, x15
  mov x5, x19
  b label32
block22:
  ldr x5, [x3, #168]
  subs xzr, x5, #0
  cset x8, eq
  ldr w9, [x3, #160]
  subs xzr, x5, #8
  cset x11, eq
  ldr d6, [x3, #160]
  fcvtzs x10, d6
  scvtf d7, x10
  fcmp d7, d6
  cset x12, eq
  movn x13, #32768, LSL #48
  subs xzr, x10, x13
  cset x13, ne
  and w12, w12, w13
  and w11, w11, w12
  sxtw x9, w9
  subs xzr, x5, xzr
  csel x9, x9, x10, eq
  orr w10, w8, w11
  subs xzr, x5, #7
  cset x12, eq
  ldrsw x11, [x3, #160]
  subs xzr, x5, #7
  csel x11, x11, x9, eq
  orr w12, w10, w12
  subs xzr, x11, #0
  cset x13, ge
  and w12, w12, w13
  movz x13, #32, LSL #48
  subs xzr, x11, x13
  cset x13, le
  and w13, w12, w13
  subs xzr, x5, #2
  cset x14, eq
  orr w14, w13, w14
  ands wzr, w14, #255
  b.ne label23 ; b label24
block23:
  mov x5, x19
  mov x24, x4
  b label27
block24:
  add x1, x3, #160
  add x2, sp, #48
  mov x0, x26
  str x0, [sp, #208]
  mov x0, x15
  str x0, [sp, #216]
  ldr x5, [sp, #496]
  str x5, [sp, #224]
  str x3, [sp, #232]
  str x4, [sp, #240]
  mov x5, x19
  str x5, [sp, #248]
  mov x3, x20
  str w3, [sp, #256]
  str d0, [sp, #264]
  mov x3, x28
  str x3, [sp, #272]
  str s1, [sp, #280]
  mov x3, x23
  strb w3, [sp, #288]
  str d2, [sp, #296]
  mov x3, x21
  strh w3, [sp, #304]
  str d3, [sp, #312]
  mov x4, x27
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
  mov x26, x0
  ldr x0, [sp, #216]
  mov x15, x0
  ldr x2, [sp, #224]
  str x2, [sp, #496]
  ldr x3, [sp, #232]
  ldr x4, [sp, #240]
  mov x24, x4
  ldr x5, [sp, #248]
  ldr w0, [sp, #256]
  mov x20, x0
  ldr d0, [sp, #264]
  ldr x1, [sp, #272]
  mov x28, x1
  ldr s1, [sp, #280]
  ldrb w2, [sp, #288]
  mov x23, x2
  ldr d2, [sp, #296]
  ldrh w0, [sp, #304]
  mov x21, x0
  ldr d3, [sp, #312]
  ldr w4, [sp, #320]
  mov x27, x4
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
  ldr x8, [x3, #184]
  subs xzr, x8, #0
  cset x0, eq
  ldr w1, [x3, #176]
  subs xzr, x8, #8
  cset x4, eq
  ldr d4, [x3, #176]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x2, x10
  cset x10, ne
  and w9, w9, w10
  and w4, w4, w9
  sxtw x1, w1
  subs xzr, x8, xzr
  csel x1, x1, x2, eq
  orr w0, w0, w4
  subs xzr, x8, #7
  cset x2, eq
  ldrsw x4, [x3, #176]
  subs xzr, x8, #7
  csel x1, x4, x1, eq
  orr w0, w0, w2
  subs xzr, x1, #0
  cset x1, ge
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label28 ; b label29
block28:
  mov x19, x5
  b label33
block29:
  add x1, x3, #176
  add x2, sp, #56
  mov x0, x26
  str x0, [sp, #352]
  mov x0, x15
  str x0, [sp, #360]
  ldr x4, [sp, #496]
  str x4, [sp, #368]
  str x3, [sp, #376]
  mov x4, x24
  str x4, [sp, #384]
  str x5, [sp, #392]
  mov x3, x20
  str w3, [sp, #400]
  str d0, [sp, #408]
  mov x3, x28
  str x3, [sp, #416]
  str s1, [sp, #424]
  mov x3, x23
  strb w3, [sp, #432]
  str d2, [sp, #440]
  mov x3, x21
  strh w3, [sp, #448]
  str d3, [sp, #456]
  mov x4, x27
  str w4, [sp, #464]
  mov x5, x22
  strb w5, [sp, #472]
  str x6, [sp, #480]
  str x7, [sp, #488]
  load_ext_name_got x5, User(<imports>)
  ldr x5, [x5, #48]
  blr x5
  ldr x1, [sp, #352]
  mov x26, x1
  ldr x1, [sp, #360]
  ldr x2, [sp, #368]
  str x2, [sp, #496]
  ldr x3, [sp, #376]
  ldr x4, [sp, #384]
  ldr x5, [sp, #392]
  ldr w2, [sp, #400]
  mov x20, x2
  ldr d5, [sp, #408]
  ldr x6, [sp, #416]
  ldr s5, [sp, #424]
  ldrb w2, [sp, #432]
  mov x23, x2
  ldr d5, [sp, #440]
  ldrh w14, [sp, #448]
  mov x21, x14
  ldr d5, [sp, #456]
  ldr w6, [sp, #464]
  ldrb w2, [sp, #472]
  mov x22, x2
  ldr x6, [sp, #480]
  ldr x6, [sp, #488]
  ands wzr, w0, #255
  b.ne label30 ; b label31
block30:
  mov x19, x5
  b label33
block31:
  b label32
block32:
  load_ext_name_got x9, User(<imports>)
  ldr x6, [x9, #120]
  load_ext_name_got x9, User(<imports>)
  ldr x9, [x9, #88]
  mov x0, x26
  ldr x2, [sp, #496]
  blr x9
  add sp, sp, #512
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block33:
  ldr x10, [x3, #24]
  ldr w11, [x3, #16]
  scvtf d16, w11
  ldr d17, [x3, #16]
  subs xzr, x10, xzr
  fcsel d0, d16, d17, eq
  ldr x11, [x3, #40]
  subs xzr, x11, #0
  cset x12, eq
  ldr w13, [x3, #32]
  subs xzr, x11, #8
  cset x15, eq
  ldr d16, [x3, #32]
  fcvtzs x14, d16
  scvtf d17, x14
  fcmp d17, d16
  cset x0, eq
  movn x1, #32768, LSL #48
  subs xzr, x14, x1
  cset x1, ne
  and w0, w0, w1
  and w15, w15, w0
  sxtw x0, w13
  subs xzr, x11, xzr
  csel x0, x0, x14, eq
  orr w1, w12, w15
  subs xzr, x11, #7
  cset x2, eq
  ldrsw x4, [x3, #32]
  subs xzr, x11, #7
  csel x0, x4, x0, eq
  orr w1, w1, w2
  ldr x2, [sp, #8]
  ands wzr, w1, #255
  csel x1, x0, x2, ne
  mov x28, x1
  ldr x0, [x3, #56]
  ldr w1, [x3, #48]
  scvtf s19, w1
  ldr d20, [x3, #48]
  fcvt s20, d20
  subs xzr, x0, xzr
  fcsel s1, s19, s20, eq
  ldr x0, [x3, #88]
  ldr w1, [x3, #80]
  scvtf d20, w1
  ldr d21, [x3, #80]
  subs xzr, x0, xzr
  fcsel d2, d20, d21, eq
  ldr x0, [x3, #120]
  ldr w1, [x3, #112]
  scvtf d21, w1
  ldr d22, [x3, #112]
  subs xzr, x0, xzr
  fcsel d3, d21, d22, eq
  ldr x0, [x3, #136]
  ldr w1, [x3, #128]
  ldr d22, [x3, #128]
  fcvtzs x2, d22
  sxtw x1, w1
  subs xzr, x0, xzr
  csel x4, x1, x2, eq
  mov x27, x4
  ldr x0, [x3, #168]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #160]
  subs xzr, x0, #8
  cset x5, eq
  ldr d25, [x3, #160]
  fcvtzs x4, d25
  scvtf d26, x4
  fcmp d26, d25
  cset x6, eq
  movn x7, #32768, LSL #48
  subs xzr, x4, x7
  cset x7, ne
  and w6, w6, w7
  and w5, w5, w6
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x2, x2, x4, eq
  orr w4, w1, w5
  subs xzr, x0, #7
  cset x5, eq
  ldrsw x1, [x3, #160]
  subs xzr, x0, #7
  csel x1, x1, x2, eq
  orr w2, w4, w5
  subs xzr, x1, #0
  cset x4, ge
  and w2, w2, w4
  movz x4, #32, LSL #48
  subs xzr, x1, x4
  cset x4, le
  and w2, w2, w4
  subs xzr, x0, #2
  cset x4, eq
  movz x5, #0
  subs xzr, x0, #2
  csel x0, x5, x1, eq
  orr w1, w2, w4
  ldr x2, [sp, #48]
  ands wzr, w1, #255
  csel x6, x0, x2, ne
  ldr x0, [x3, #184]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #176]
  subs xzr, x0, #8
  cset x5, eq
  ldr d4, [x3, #176]
  fcvtzs x4, d4
  scvtf d5, x4
  fcmp d5, d4
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x4, x8
  cset x8, ne
  and w7, w7, w8
  and w5, w5, w7
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x2, x2, x4, eq
  orr w1, w1, w5
  subs xzr, x0, #7
  cset x4, eq
  ldrsw x3, [x3, #176]
  subs xzr, x0, #7
  csel x0, x3, x2, eq
  orr w1, w1, w4
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  ldr x2, [sp, #56]
  ands wzr, w1, #255
  csel x7, x0, x2, ne
  mov x0, x26
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
