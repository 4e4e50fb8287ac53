; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
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
; 3244 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
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
  sub sp, sp, #496
  unwind StackAlloc { size: 496 }
block0:
  mov x21, x1
  mov x22, x0
  mov x24, x2
  subs xzr, x4, #12
  b.lo label35 ; b label1
block1:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x6, eq
  ldr w12, [x3]
  ldr x0, [x3, #24]
  subs xzr, x0, #8
  cset x1, eq
  ldr d0, [x3, #16]
  and w2, w6, w1
  ldr x1, [x3, #40]
  subs xzr, x1, #0
  cset x7, eq
  ldrsw x1, [x3, #32]
  and w2, w2, w7
  ldr x7, [x3, #56]
  subs xzr, x7, #8
  cset x7, eq
  ldr d3, [x3, #48]
  fcvt s1, d3
  and w7, w2, w7
  ldr x8, [x3, #72]
  subs xzr, x8, #0
  cset x8, eq
  ldr w9, [x3, #64]
  subs wzr, w9, #0
  cset x10, ge
  and w8, w8, w10
  subs wzr, w9, #255
  cset x10, le
  and w8, w8, w10
  and w7, w7, w8
  and w6, w6, w8
  ldr x8, [x3, #88]
  subs xzr, x8, #8
  cset x8, eq
  ldr d2, [x3, #80]
  and w7, w7, w8
  ldr x8, [x3, #104]
  subs xzr, x8, #0
  cset x10, eq
  ldr w8, [x3, #96]
  movn w11, #32767
  subs wzr, w8, w11
  cset x11, ge
  and w10, w10, w11
  movz w11, #32767
  subs wzr, w8, w11
  cset x11, le
  and w11, w10, w11
  and w10, w7, w11
  and w11, w6, w11
  ldr x13, [x3, #120]
  subs xzr, x13, #8
  cset x13, eq
  ldr d3, [x3, #112]
  and w13, w10, w13
  ldr x14, [x3, #136]
  subs xzr, x14, #0
  cset x14, eq
  ldr w10, [x3, #128]
  subs wzr, w10, #0
  cset x15, ge
  and w14, w14, w15
  and w13, w13, w14
  ldr x14, [x3, #152]
  subs xzr, x14, #1
  cset x14, eq
  and w15, w13, w14
  and w14, w11, w14
  ldr w0, [x3, #144]
  subs wzr, w0, #0
  cset x11, ne
  ldr x0, [x3, #168]
  subs xzr, x0, #0
  cset x2, eq
  ldr w6, [x3, #160]
  subs wzr, w6, #0
  cset x7, ge
  and w2, w2, w7
  mov w6, w6
  subs xzr, x0, #2
  cset x7, eq
  movz x13, #0
  subs xzr, x0, #2
  csel x6, x13, x6, eq
  orr w0, w2, w7
  and w0, w15, w0
  ldr x2, [x3, #184]
  subs xzr, x2, #0
  cset x2, eq
  ldr w7, [x3, #176]
  subs wzr, w7, #0
  cset x13, ge
  and w2, w2, w13
  mov w7, w7
  and w0, w0, w2
  ands wzr, w0, #255
  b.ne label2 ; b label3
block2:
  mov x19, x5
  mov x23, x1
  b label34
block4:
  mov x19, x5
  b label34
block34:
  sxtw x0, w12
  uxtb w2, w9
  sxth x3, w8
  mov w4, w10
  uxtb w5, w11
  mov x1, x22
  ldr x8, [x1]
  mov x1, x23
  blr x8
  mov x5, x19
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x3, #24]
  subs xzr, x0, #0
  cset x1, eq
  ldr w6, [x3, #16]
  subs xzr, x0, #8
  cset x2, eq
  scvtf d26, w6
  ldr d27, [x3, #16]
  subs xzr, x0, xzr
  fcsel d0, d26, d27, eq
  orr w0, w1, w2
  and w6, w14, w0
  ldr x1, [x3, #40]
  subs xzr, x1, #0
  cset x0, eq
  ldr w2, [x3, #32]
  subs xzr, x1, #8
  cset x10, eq
  ldr d29, [x3, #32]
  fcvtzs x7, d29
  scvtf d30, x7
  fcmp d30, d29
  cset x13, eq
  movn x15, #32768, LSL #48
  subs xzr, x7, x15
  cset x15, ne
  and w13, w13, w15
  and w10, w10, w13
  sxtw x2, w2
  subs xzr, x1, xzr
  csel x2, x2, x7, eq
  orr w0, w0, w10
  subs xzr, x1, #7
  cset x7, eq
  ldrsw x10, [x3, #32]
  subs xzr, x1, #7
  csel x1, x10, x2, eq
  mov x23, x1
  orr w0, w0, w7
  and w0, w6, w0
  ldr x1, [x3, #56]
  subs xzr, x1, #0
  cset x2, eq
  ldr w7, [x3, #48]
  subs xzr, x1, #8
  cset x6, eq
  scvtf s1, w7
  ldr d2, [x3, #48]
  fcvt s2, d2
  subs xzr, x1, xzr
  fcsel s1, s1, s2, eq
  orr w1, w2, w6
  and w0, w0, w1
  ldr x1, [x3, #88]
  subs xzr, x1, #0
  cset x2, eq
  ldr w7, [x3, #80]
  subs xzr, x1, #8
  cset x6, eq
  scvtf d2, w7
  ldr d3, [x3, #80]
  subs xzr, x1, xzr
  fcsel d2, d2, d3, eq
  orr w1, w2, w6
  and w0, w0, w1
  ldr x1, [x3, #120]
  subs xzr, x1, #0
  cset x2, eq
  ldr w7, [x3, #112]
  subs xzr, x1, #8
  cset x6, eq
  scvtf d3, w7
  ldr d4, [x3, #112]
  subs xzr, x1, xzr
  fcsel d3, d3, d4, eq
  orr w1, w2, w6
  and w6, w0, w1
  ldr x0, [x3, #136]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #128]
  subs xzr, x0, #8
  cset x10, eq
  ldr d4, [x3, #128]
  fcvtzs x7, d4
  scvtf d5, x7
  fcmp d5, d4
  cset x13, eq
  movn x15, #32768, LSL #48
  subs xzr, x7, x15
  cset x15, ne
  and w13, w13, w15
  and w13, w10, w13
  sxtw x2, w2
  subs xzr, x0, xzr
  csel x10, x2, x7, eq
  orr w0, w1, w13
  subs xzr, x10, #0
  cset x1, ge
  and w0, w0, w1
  orr x1, xzr, #4294967295
  subs xzr, x10, x1
  cset x1, le
  and w0, w0, w1
  and w7, w6, w0
  ldr x6, [x3, #168]
  subs xzr, x6, #0
  cset x0, eq
  ldr w1, [x3, #160]
  subs xzr, x6, #8
  cset x13, eq
  ldr d4, [x3, #160]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x15, eq
  movn x19, #32768, LSL #48
  subs xzr, x2, x19
  cset x19, ne
  and w15, w15, w19
  and w13, w13, w15
  sxtw x1, w1
  subs xzr, x6, xzr
  csel x1, x1, x2, eq
  orr w2, w0, w13
  subs xzr, x6, #7
  cset x13, eq
  ldrsw x0, [x3, #160]
  subs xzr, x6, #7
  csel x0, x0, x1, eq
  orr w1, w2, w13
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  movz x2, #32, LSL #48
  subs xzr, x0, x2
  cset x2, le
  and w1, w1, w2
  subs xzr, x6, #2
  cset x2, eq
  movz x13, #0
  subs xzr, x6, #2
  csel x6, x13, x0, eq
  orr w0, w1, w2
  and w13, w7, w0
  ldr x7, [x3, #184]
  subs xzr, x7, #0
  cset x0, eq
  ldr w1, [x3, #176]
  subs xzr, x7, #8
  cset x15, eq
  ldr d4, [x3, #176]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x19, eq
  movn x20, #32768, LSL #48
  subs xzr, x2, x20
  cset x20, ne
  and w19, w19, w20
  and w19, w15, w19
  sxtw x15, w1
  subs xzr, x7, xzr
  csel x15, x15, x2, eq
  orr w0, w0, w19
  subs xzr, x7, #7
  cset x1, eq
  ldrsw x2, [x3, #176]
  subs xzr, x7, #7
  csel x7, x2, x15, eq
  orr w15, w0, w1
  subs xzr, x7, #0
  cset x0, ge
  and w15, w15, w0
  and w13, w13, w15
  ands wzr, w13, #255
  b.ne label4 ; b label5
block5:
  ands wzr, w14, #255
  b.ne label7 ; b label6
block6:
  mov x1, x21
  b label32
block7:
  ldr x14, [x3, #24]
  subs xzr, x14, #0
  cset x13, eq
  ldr w15, [x3, #16]
  subs xzr, x14, #8
  cset x14, eq
  ldr d16, [x3, #16]
  orr w14, w13, w14
  ands wzr, w14, #255
  b.ne label9 ; b label8
block8:
  mov x1, x21
  b label32
block9:
  ldr x0, [x3, #40]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #32]
  subs xzr, x0, #8
  cset x2, eq
  ldr d19, [x3, #32]
  fcvtzs x13, d19
  scvtf d20, x13
  fcmp d20, d19
  cset x14, eq
  movn x15, #32768, LSL #48
  subs xzr, x13, x15
  cset x13, ne
  and w13, w14, w13
  and w2, w2, w13
  orr w1, w1, w2
  subs xzr, x0, #7
  cset x0, eq
  ldrsw x2, [x3, #32]
  orr w0, w1, w0
  ands wzr, w0, #255
  b.ne label10 ; b label11
block10:
  mov x20, x21
  b label14
block11:
  add x1, x3, #32
  add x2, sp, #8
  mov x0, x22
  str x0, [sp, #64]
  mov x13, x21
  str x13, [sp, #72]
  mov x0, x24
  str x0, [sp, #80]
  str x3, [sp, #88]
  str x4, [sp, #96]
  str x5, [sp, #104]
  str w12, [sp, #112]
  str d0, [sp, #120]
  mov x0, x23
  str x0, [sp, #128]
  str s1, [sp, #136]
  strb w9, [sp, #144]
  str d2, [sp, #152]
  strh w8, [sp, #160]
  str d3, [sp, #168]
  str w10, [sp, #176]
  strb w11, [sp, #184]
  str x6, [sp, #192]
  str x7, [sp, #200]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x21
  blr x3
  ldr x1, [sp, #64]
  mov x22, x1
  ldr x1, [sp, #72]
  mov x20, x1
  ldr x2, [sp, #80]
  mov x24, x2
  ldr x3, [sp, #88]
  ldr x4, [sp, #96]
  ldr x5, [sp, #104]
  ldr w12, [sp, #112]
  ldr d0, [sp, #120]
  ldr x1, [sp, #128]
  mov x23, x1
  ldr s1, [sp, #136]
  ldrb w9, [sp, #144]
  ldr d2, [sp, #152]
  ldrh w8, [sp, #160]
  ldr d3, [sp, #168]
  ldr w10, [sp, #176]
  ldrb w11, [sp, #184]
  ldr x6, [sp, #192]
  ldr x7, [sp, #200]
  ands wzr, w0, #255
  b.ne label12 ; b label13
block12:
  b label14
block13:
  mov x1, x20
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
  mov x1, x20
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
  mov x1, x20
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
  mov x1, x20
  b label32
block20:
  ldr x0, [x3, #136]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #128]
  subs xzr, x0, #8
  cset x14, eq
  ldr d4, [x3, #128]
  fcvtzs x13, d4
  scvtf d5, x13
  fcmp d5, d4
  cset x15, eq
  movn x19, #32768, LSL #48
  subs xzr, x13, x19
  cset x19, ne
  and w15, w15, w19
  and w14, w14, w15
  sxtw x15, w2
  subs xzr, x0, xzr
  csel x13, x15, x13, eq
  orr w14, w1, w14
  subs xzr, x13, #0
  cset x15, ge
  and w14, w14, w15
  orr x15, xzr, #4294967295
  subs xzr, x13, x15
  cset x13, le
  and w13, w14, w13
  ands wzr, w13, #255
  b.ne label22 ; b label21
block21:
  mov x1, x20
  b label32
block22:
  ldr x13, [x3, #168]
  subs xzr, x13, #0
  cset x14, eq
  ldr w15, [x3, #160]
  subs xzr, x13, #8
  cset x1, eq
  ldr d16, [x3, #160]
  fcvtzs x0, d16
  scvtf d17, x0
  fcmp d17, d16
  cset x2, eq
  movn x19, #32768, LSL #48
  subs xzr, x0, x19
  cset x19, ne
  and w2, w2, w19
  and w1, w1, w2
  sxtw x15, w15
  subs xzr, x13, xzr
  csel x15, x15, x0, eq
  orr w14, w14, w1
  subs xzr, x13, #7
  cset x1, eq
  ldrsw x0, [x3, #160]
  subs xzr, x13, #7
  csel x0, x0, x15, eq
  orr w1, w14, w1
  subs xzr, x0, #0
  cset x2, ge
  and w1, w1, w2
  movz x2, #32, LSL #48
  subs xzr, x0, x2
  cset x0, le
  and w0, w1, w0
  subs xzr, x13, #2
  cset x1, eq
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label23 ; b label24
block23:
  b label27
block24:
  add x1, x3, #160
  add x2, sp, #48
  mov x0, x22
  str x0, [sp, #208]
  mov x0, x20
  str x0, [sp, #216]
  mov x13, x24
  str x13, [sp, #224]
  str x3, [sp, #232]
  str x4, [sp, #240]
  str x5, [sp, #248]
  str w12, [sp, #256]
  str d0, [sp, #264]
  mov x3, x23
  str x3, [sp, #272]
  str s1, [sp, #280]
  strb w9, [sp, #288]
  str d2, [sp, #296]
  strh w8, [sp, #304]
  str d3, [sp, #312]
  str w10, [sp, #320]
  strb w11, [sp, #328]
  str x6, [sp, #336]
  str x7, [sp, #344]
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #48]
  blr x3
  mov x13, x0
  ldr x0, [sp, #208]
  mov x22, x0
  ldr x0, [sp, #216]
  mov x20, x0
  ldr x2, [sp, #224]
  mov x24, x2
  ldr x3, [sp, #232]
  ldr x4, [sp, #240]
  ldr x5, [sp, #248]
  ldr w12, [sp, #256]
  ldr d0, [sp, #264]
  ldr x1, [sp, #272]
  mov x23, x1
  ldr s1, [sp, #280]
  ldrb w9, [sp, #288]
  ldr d2, [sp, #296]
  ldrh w8, [sp, #304]
  ldr d3, [sp, #312]
  ldr w10, [sp, #320]
  ldrb w11, [sp, #328]
  ldr x6, [sp, #336]
  ldr x7, [sp, #344]
  mov x0, x13
  ands wzr, w0, #255
  b.ne label25 ; b label26
block25:
  b label27
block26:
  mov x1, x20
  b label32
block27:
  ldr x13, [x3, #184]
  subs xzr, x13, #0
  cset x0, eq
  ldr w1, [x3, #176]
  subs xzr, x13, #8
  cset x14, eq
  ldr d4, [x3, #176]
  fcvtzs x2, d4
  scvtf d5, x2
  fcmp d5, d4
  cset x15, eq
  movn x19, #32768, LSL #48
  subs xzr, x2, x19
  cset x19, ne
  and w15, w15, w19
  and w14, w14, w15
  sxtw x1, w1
  subs xzr, x13, xzr
  csel x1, x1, x2, eq
  orr w0, w0, w14
  subs xzr, x13, #7
  cset x2, eq
  ldrsw x14, [x3, #176]
  subs xzr, x13, #7
  csel x1, x14, x1, eq
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
  mov x0, x22
  str x0, [sp, #352]
  mov x0, x20
  str x0, [sp, #360]
  mov x13, x24
  str x13, [sp, #368]
  str x3, [sp, #376]
  str x4, [sp, #384]
  str x5, [sp, #392]
  str w12, [sp, #400]
  str d0, [sp, #408]
  mov x3, x23
  str x3, [sp, #416]
  str s1, [sp, #424]
  strb w9, [sp, #432]
  str d2, [sp, #440]
  strh w8, [sp, #448]
  str d3, [sp, #456]
  str w10, [sp, #464]
  strb w11, [sp, #472]
  str x6, [sp, #480]
  str x7, [sp, #488]
  load_ext_name_got x10, User(<imports>)
  ldr x10, [x10, #48]
  blr x10
  ldr x4, [sp, #352]
  mov x22, x4
  ldr x1, [sp, #360]
  ldr x2, [sp, #368]
  mov x24, x2
  ldr x3, [sp, #376]
  ldr x4, [sp, #384]
  ldr x5, [sp, #392]
  ldr w12, [sp, #400]
  ldr d16, [sp, #408]
  ldr x10, [sp, #416]
  ldr s16, [sp, #424]
  ldrb w9, [sp, #432]
  ldr d16, [sp, #440]
  ldrh w8, [sp, #448]
  ldr d16, [sp, #456]
  ldr w10, [sp, #464]
  ldrb w11, [sp, #472]
  ldr x10, [sp, #480]
  ldr x10, [sp, #488]
  ands wzr, w0, #255
  b.ne label30 ; b label31
block30:
  mov x19, x5
  b label33
block31:
  b label32
block32:
  load_ext_name_got x14, User(<imports>)
  ldr x6, [x14, #120]
  load_ext_name_got x14, User(<imports>)
  ldr x14, [x14, #88]
  mov x0, x22
  mov x2, x24
  blr x14
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block33:
  ldr x15, [x3, #24]
  ldr w0, [x3, #16]
  scvtf d16, w0
  ldr d17, [x3, #16]
  subs xzr, x15, xzr
  fcsel d0, d16, d17, eq
  ldr x0, [x3, #40]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #32]
  subs xzr, x0, #8
  cset x5, eq
  ldr d18, [x3, #32]
  fcvtzs x4, d18
  scvtf d19, x4
  fcmp d19, d18
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
  ldrsw x5, [x3, #32]
  subs xzr, x0, #7
  csel x0, x5, x2, eq
  orr w1, w1, w4
  ldr x2, [sp, #8]
  ands wzr, w1, #255
  csel x1, x0, x2, ne
  mov x23, x1
  ldr x0, [x3, #56]
  ldr w1, [x3, #48]
  scvtf s24, w1
  ldr d25, [x3, #48]
  fcvt s25, d25
  subs xzr, x0, xzr
  fcsel s1, s24, s25, eq
  ldr x0, [x3, #88]
  ldr w1, [x3, #80]
  scvtf d25, w1
  ldr d26, [x3, #80]
  subs xzr, x0, xzr
  fcsel d2, d25, d26, eq
  ldr x0, [x3, #120]
  ldr w1, [x3, #112]
  scvtf d26, w1
  ldr d27, [x3, #112]
  subs xzr, x0, xzr
  fcsel d3, d26, d27, eq
  ldr x0, [x3, #136]
  ldr w1, [x3, #128]
  ldr d27, [x3, #128]
  fcvtzs x2, d27
  sxtw x1, w1
  subs xzr, x0, xzr
  csel x10, x1, x2, eq
  ldr x0, [x3, #168]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #160]
  subs xzr, x0, #8
  cset x5, eq
  ldr d30, [x3, #160]
  fcvtzs x4, d30
  scvtf d31, x4
  fcmp d31, d30
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
  movn x13, #32768, LSL #48
  subs xzr, x4, x13
  cset x13, ne
  and w7, w7, w13
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
  b label34
block35:
  movz w0, #1
  add sp, sp, #496
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
