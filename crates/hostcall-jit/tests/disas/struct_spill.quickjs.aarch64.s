; thunk for (i64, i64, i64, i64, i64, {i32, i32}, f64, f64, f64, f64, f64, f64, f64, {i8, f64}, i32) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 i64 <- argv[3]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 4 i64 <- argv[4]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 5 {i32, i32} <- argv[5]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 f64 <- argv[8]: int32 | float64; passed as f64
;   param 9 f64 <- argv[9]: int32 | float64; passed as f64
;   param 10 f64 <- argv[10]: int32 | float64; passed as f64
;   param 11 f64 <- argv[11]: int32 | float64; passed as f64
;   param 12 f64 <- argv[12]: int32 | float64; passed as f64
;   param 13 {i8, f64} <- argv[13]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   param 14 i32 <- argv[14]: int32 in range | integral float64 in range; passed as i32 sext
;   result f64 -> float64
; 3672 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
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
  sub sp, sp, #672
  unwind StackAlloc { size: 672 }
block0:
  mov x20, x0
  mov x21, x1
  mov x22, x2
  subs xzr, x4, #15
  b.lo label1 ; b label2
block2:
  ldr x0, [x3, #8]
  subs xzr, x0, #0
  cset x0, eq
  ldrsw x14, [x3]
  ldr x1, [x3, #24]
  subs xzr, x1, #0
  cset x1, eq
  ldrsw x6, [x3, #16]
  and w0, w0, w1
  ldr x1, [x3, #40]
  subs xzr, x1, #0
  cset x1, eq
  ldrsw x7, [x3, #32]
  and w0, w0, w1
  ldr x1, [x3, #56]
  subs xzr, x1, #0
  cset x1, eq
  ldrsw x8, [x3, #48]
  and w0, w0, w1
  ldr x1, [x3, #72]
  subs xzr, x1, #0
  cset x1, eq
  ldrsw x12, [x3, #64]
  and w0, w0, w1
  add x1, x3, #80
  mov x24, x1
  ands wzr, w0, #255
  b.ne label3 ; b label4
block3:
  str x3, [sp, #656]
  str x12, [sp, #536]
  str x8, [sp, #528]
  mov x28, x7
  mov x27, x5
  mov x26, x21
  mov x25, x6
  mov x23, x14
  mov x21, x4
  b label32
block5:
  str x3, [sp, #656]
  str x12, [sp, #536]
  str x8, [sp, #528]
  mov x28, x7
  mov x27, x5
  mov x26, x21
  mov x25, x6
  mov x23, x14
  mov x21, x4
  b label32
block32:
  ldr x0, [x3, #88]
  movn x1, #0
  subs xzr, x0, x1
  b.eq label34 ; b label33
block34:
  add x2, sp, #496
  add x3, sp, #504
  load_ext_name_got x0, User(<imports>)
  ldr x4, [x0, #24]
  mov x1, x24
  mov x0, x26
  blr x4
  ldr x1, [sp, #504]
  subs xzr, x1, #8
  cset x1, eq
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label36 ; b label35
block36:
  ldr x19, [sp, #496]
  ldr x3, [sp, #656]
  ldr x0, [x3, #104]
  subs xzr, x0, #8
  cset x0, eq
  ldr d0, [x3, #96]
  ldr x1, [x3, #120]
  subs xzr, x1, #8
  cset x1, eq
  ldr d1, [x3, #112]
  and w0, w0, w1
  ldr x1, [x3, #136]
  subs xzr, x1, #8
  cset x1, eq
  ldr d2, [x3, #128]
  and w0, w0, w1
  ldr x1, [x3, #152]
  subs xzr, x1, #8
  cset x1, eq
  ldr d3, [x3, #144]
  and w0, w0, w1
  ldr x1, [x3, #168]
  subs xzr, x1, #8
  cset x1, eq
  ldr d4, [x3, #160]
  and w0, w0, w1
  ldr x1, [x3, #184]
  subs xzr, x1, #8
  cset x1, eq
  ldr d5, [x3, #176]
  and w0, w0, w1
  ldr x1, [x3, #200]
  subs xzr, x1, #8
  cset x1, eq
  ldr d6, [x3, #192]
  and w0, w0, w1
  add x1, x3, #208
  ands wzr, w0, #255
  b.ne label37 ; b label38
block37:
  str q0, [sp, #544]
  str q1, [sp, #560]
  str q2, [sp, #576]
  str q3, [sp, #592]
  str q4, [sp, #608]
  str q5, [sp, #624]
  str q6, [sp, #640]
  b label41
block39:
  b label41
block41:
  ldr x0, [x3, #216]
  str x3, [sp, #656]
  movn x2, #0
  subs xzr, x0, x2
  b.eq label43 ; b label42
block43:
  add x2, sp, #512
  add x3, sp, #520
  load_ext_name_got x0, User(<imports>)
  ldr x4, [x0, #24]
  mov x0, x26
  blr x4
  ldr x1, [sp, #520]
  subs xzr, x1, #16
  cset x1, eq
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label45 ; b label44
block45:
  ldr x0, [sp, #512]
  ldr x3, [sp, #656]
  ldr x2, [x3, #232]
  ldr w1, [x3, #224]
  cbz x2, label48 ; b label46
block48:
  ldr x5, [x19]
  ldr x6, [x0]
  ldr x7, [x0, #8]
  movi v7.2s, #0
  sxtw x0, w1
  mov x1, x20
  ldr x8, [x1]
  str x0, [sp]
  mov x0, x23
  mov x1, x25
  mov x2, x28
  ldr x3, [sp, #528]
  ldr x4, [sp, #536]
  ldr q0, [sp, #544]
  ldr q1, [sp, #560]
  ldr q2, [sp, #576]
  ldr q3, [sp, #592]
  ldr q4, [sp, #608]
  ldr q5, [sp, #624]
  ldr q6, [sp, #640]
  blr x8
  mov x5, x27
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #672
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label49
block4:
  ldr x1, [x3, #8]
  subs xzr, x1, #0
  cset x6, eq
  ldr w2, [x3]
  subs xzr, x1, #8
  cset x7, eq
  ldr d0, [x3]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x8, eq
  movn x9, #32768, LSL #48
  subs xzr, x0, x9
  cset x9, ne
  and w8, w8, w9
  and w7, w7, w8
  sxtw x2, w2
  subs xzr, x1, xzr
  csel x0, x2, x0, eq
  orr w2, w6, w7
  subs xzr, x1, #7
  cset x6, eq
  ldrsw x7, [x3]
  subs xzr, x1, #7
  csel x14, x7, x0, eq
  orr w7, w2, w6
  ldr x6, [x3, #24]
  subs xzr, x6, #0
  cset x8, eq
  ldr w1, [x3, #16]
  subs xzr, x6, #8
  cset x2, eq
  ldr d0, [x3, #16]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x9, eq
  movn x10, #32768, LSL #48
  subs xzr, x0, x10
  cset x10, ne
  and w9, w9, w10
  and w2, w2, w9
  sxtw x1, w1
  subs xzr, x6, xzr
  csel x0, x1, x0, eq
  orr w1, w8, w2
  subs xzr, x6, #7
  cset x2, eq
  ldrsw x8, [x3, #16]
  subs xzr, x6, #7
  csel x6, x8, x0, eq
  orr w0, w1, w2
  and w8, w7, w0
  ldr x7, [x3, #40]
  subs xzr, x7, #0
  cset x9, eq
  ldr w1, [x3, #32]
  subs xzr, x7, #8
  cset x2, eq
  ldr d0, [x3, #32]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x10, eq
  movn x11, #32768, LSL #48
  subs xzr, x0, x11
  cset x11, ne
  and w10, w10, w11
  and w2, w2, w10
  sxtw x1, w1
  subs xzr, x7, xzr
  csel x0, x1, x0, eq
  orr w1, w9, w2
  subs xzr, x7, #7
  cset x2, eq
  ldrsw x9, [x3, #32]
  subs xzr, x7, #7
  csel x7, x9, x0, eq
  orr w0, w1, w2
  and w9, w8, w0
  ldr x8, [x3, #56]
  subs xzr, x8, #0
  cset x10, eq
  ldr w1, [x3, #48]
  subs xzr, x8, #8
  cset x2, eq
  ldr d0, [x3, #48]
  fcvtzs x0, d0
  scvtf d1, x0
  fcmp d1, d0
  cset x11, eq
  movn x12, #32768, LSL #48
  subs xzr, x0, x12
  cset x12, ne
  and w11, w11, w12
  and w2, w2, w11
  sxtw x1, w1
  subs xzr, x8, xzr
  csel x0, x1, x0, eq
  orr w1, w10, w2
  subs xzr, x8, #7
  cset x2, eq
  ldrsw x10, [x3, #48]
  subs xzr, x8, #7
  csel x8, x10, x0, eq
  orr w2, w1, w2
  and w9, w9, w2
  ldr x10, [x3, #72]
  subs xzr, x10, #0
  cset x11, eq
  ldr w12, [x3, #64]
  subs xzr, x10, #8
  cset x15, eq
  ldr d4, [x3, #64]
  fcvtzs x13, d4
  scvtf d5, x13
  fcmp d5, d4
  cset x0, eq
  movn x1, #32768, LSL #48
  subs xzr, x13, x1
  cset x1, ne
  and w0, w0, w1
  and w15, w15, w0
  sxtw x12, w12
  subs xzr, x10, xzr
  csel x12, x12, x13, eq
  orr w11, w11, w15
  subs xzr, x10, #7
  cset x13, eq
  ldrsw x15, [x3, #64]
  subs xzr, x10, #7
  csel x12, x15, x12, eq
  orr w10, w11, w13
  and w9, w9, w10
  ands wzr, w9, #255
  b.ne label5 ; b label6
block6:
  ldr x13, [x3, #8]
  subs xzr, x13, #0
  cset x15, eq
  ldr w0, [x3]
  subs xzr, x13, #8
  cset x0, eq
  ldr d16, [x3]
  fcvtzs x1, d16
  scvtf d17, x1
  fcmp d17, d16
  cset x2, eq
  movn x9, #32768, LSL #48
  subs xzr, x1, x9
  cset x1, ne
  and w1, w2, w1
  and w0, w0, w1
  orr w0, w15, w0
  subs xzr, x13, #7
  cset x1, eq
  ldrsw x2, [x3]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label7 ; b label8
block7:
  mov x11, x22
  mov x19, x3
  mov x26, x21
  b label11
block8:
  mov x1, x3
  add x2, sp, #16
  mov x0, x20
  str x0, [sp, #56]
  mov x0, x21
  str x0, [sp, #64]
  mov x11, x22
  str x11, [sp, #72]
  str x3, [sp, #80]
  mov x19, x3
  str x4, [sp, #88]
  str x5, [sp, #96]
  str x14, [sp, #104]
  str x6, [sp, #112]
  str x7, [sp, #120]
  str x8, [sp, #128]
  str x12, [sp, #136]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x21
  blr x3
  ldr x1, [sp, #56]
  mov x20, x1
  ldr x14, [sp, #64]
  mov x26, x14
  ldr x11, [sp, #72]
  ldr x3, [sp, #80]
  ldr x4, [sp, #88]
  ldr x5, [sp, #96]
  ldr x14, [sp, #104]
  ldr x6, [sp, #112]
  ldr x7, [sp, #120]
  ldr x8, [sp, #128]
  ldr x12, [sp, #136]
  ands wzr, w0, #255
  b.ne label9 ; b label10
block9:
  b label11
block10:
  mov x1, x26
  mov x21, x4
  mov x22, x11
  mov x27, x5
  b label47
block11:
  ldr x9, [x3, #24]
  subs xzr, x9, #0
  cset x1, eq
  ldr w0, [x3, #16]
  subs xzr, x9, #8
  cset x0, eq
  ldr d0, [x3, #16]
  fcvtzs x2, d0
  scvtf d1, x2
  fcmp d1, d0
  cset x10, eq
  movn x13, #32768, LSL #48
  subs xzr, x2, x13
  cset x2, ne
  and w2, w10, w2
  and w0, w0, w2
  orr w0, w1, w0
  subs xzr, x9, #7
  cset x1, eq
  ldrsw x2, [x3, #16]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label12 ; b label13
block12:
  mov x9, x20
  b label16
block13:
  add x1, x3, #16
  add x2, sp, #24
  mov x9, x20
  str x9, [sp, #144]
  mov x0, x26
  str x0, [sp, #152]
  str x11, [sp, #160]
  str x3, [sp, #168]
  str x4, [sp, #176]
  str x5, [sp, #184]
  str x14, [sp, #192]
  str x6, [sp, #200]
  str x7, [sp, #208]
  str x8, [sp, #216]
  str x12, [sp, #224]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x26
  blr x3
  ldr x9, [sp, #144]
  ldr x1, [sp, #152]
  mov x26, x1
  ldr x11, [sp, #160]
  ldr x3, [sp, #168]
  ldr x4, [sp, #176]
  ldr x5, [sp, #184]
  ldr x14, [sp, #192]
  ldr x6, [sp, #200]
  ldr x7, [sp, #208]
  ldr x8, [sp, #216]
  ldr x12, [sp, #224]
  ands wzr, w0, #255
  b.ne label14 ; b label15
block14:
  b label16
block15:
  mov x1, x26
  mov x20, x9
  mov x21, x4
  mov x22, x11
  mov x27, x5
  b label47
block16:
  ldr x10, [x3, #40]
  subs xzr, x10, #0
  cset x1, eq
  ldr w0, [x3, #32]
  subs xzr, x10, #8
  cset x0, eq
  ldr d0, [x3, #32]
  fcvtzs x2, d0
  scvtf d1, x2
  fcmp d1, d0
  cset x13, eq
  movn x15, #32768, LSL #48
  subs xzr, x2, x15
  cset x2, ne
  and w2, w13, w2
  and w0, w0, w2
  orr w0, w1, w0
  subs xzr, x10, #7
  cset x1, eq
  ldrsw x2, [x3, #32]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label17 ; b label18
block17:
  b label21
block18:
  add x1, x3, #32
  add x2, sp, #32
  str x9, [sp, #232]
  mov x0, x26
  str x0, [sp, #240]
  str x11, [sp, #248]
  str x3, [sp, #256]
  str x4, [sp, #264]
  str x5, [sp, #272]
  str x14, [sp, #280]
  str x6, [sp, #288]
  str x7, [sp, #296]
  str x8, [sp, #304]
  str x12, [sp, #312]
  load_ext_name_got x14, User(<imports>)
  ldr x14, [x14, #40]
  blr x14
  ldr x9, [sp, #232]
  ldr x1, [sp, #240]
  mov x26, x1
  ldr x11, [sp, #248]
  ldr x3, [sp, #256]
  ldr x4, [sp, #264]
  ldr x5, [sp, #272]
  ldr x14, [sp, #280]
  ldr x6, [sp, #288]
  ldr x7, [sp, #296]
  ldr x8, [sp, #304]
  ldr x12, [sp, #312]
  ands wzr, w0, #255
  b.ne label19 ; b label20
block19:
  b label21
block20:
  mov x1, x26
  mov x20, x9
  mov x21, x4
  mov x22, x11
  mov x27, x5
  b label47
block21:
  ldr x10, [x3, #56]
  subs xzr, x10, #0
  cset x1, eq
  ldr w0, [x3, #48]
  subs xzr, x10, #8
  cset x0, eq
  ldr d20, [x3, #48]
  fcvtzs x2, d20
  scvtf d21, x2
  fcmp d21, d20
  cset x13, eq
  movn x15, #32768, LSL #48
  subs xzr, x2, x15
  cset x2, ne
  and w2, w13, w2
  and w0, w0, w2
  orr w0, w1, w0
  subs xzr, x10, #7
  cset x1, eq
  ldrsw x2, [x3, #48]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label22 ; b label23
block22:
  b label26
block23:
  add x1, x3, #48
  add x2, sp, #40
  str x9, [sp, #320]
  mov x0, x26
  str x0, [sp, #328]
  str x11, [sp, #336]
  str x3, [sp, #344]
  str x4, [sp, #352]
  str x5, [sp, #360]
  str x14, [sp, #368]
  str x6, [sp, #376]
  str x7, [sp, #384]
  str x8, [sp, #392]
  str x12, [sp, #400]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x26
  blr x3
  ldr x9, [sp, #320]
  ldr x1, [sp, #328]
  mov x26, x1
  ldr x11, [sp, #336]
  ldr x3, [sp, #344]
  ldr x4, [sp, #352]
  ldr x5, [sp, #360]
  ldr x14, [sp, #368]
  ldr x6, [sp, #376]
  ldr x7, [sp, #384]
  ldr x8, [sp, #392]
  ldr x12, [sp, #400]
  ands wzr, w0, #255
  b.ne label24 ; b label25
block24:
  b label26
block25:
  mov x1, x26
  mov x20, x9
  mov x21, x4
  mov x22, x11
  mov x27, x5
  b label47
block26:
  ldr x10, [x3, #72]
  subs xzr, x10, #0
  cset x1, eq
  ldr w0, [x3, #64]
  subs xzr, x10, #8
  cset x0, eq
  ldr d0, [x3, #64]
  fcvtzs x2, d0
  scvtf d1, x2
  fcmp d1, d0
  cset x13, eq
  movn x15, #32768, LSL #48
  subs xzr, x2, x15
  cset x2, ne
  and w2, w13, w2
  and w0, w0, w2
  orr w0, w1, w0
  subs xzr, x10, #7
  cset x1, eq
  ldrsw x2, [x3, #64]
  orr w0, w0, w1
  ands wzr, w0, #255
  b.ne label27 ; b label28
block27:
  mov x20, x9
  mov x21, x4
  mov x22, x11
  mov x27, x5
  b label31
block28:
  add x1, x3, #64
  add x2, sp, #48
  str x9, [sp, #408]
  mov x0, x26
  str x0, [sp, #416]
  str x11, [sp, #424]
  str x3, [sp, #432]
  str x4, [sp, #440]
  str x5, [sp, #448]
  str x14, [sp, #456]
  str x6, [sp, #464]
  str x7, [sp, #472]
  str x8, [sp, #480]
  str x12, [sp, #488]
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #40]
  mov x0, x26
  blr x3
  ldr x9, [sp, #408]
  mov x20, x9
  ldr x13, [sp, #416]
  mov x26, x13
  ldr x11, [sp, #424]
  mov x22, x11
  ldr x3, [sp, #432]
  ldr x4, [sp, #440]
  mov x21, x4
  ldr x5, [sp, #448]
  mov x27, x5
  ldr x1, [sp, #456]
  ldr x1, [sp, #464]
  ldr x1, [sp, #472]
  ldr x1, [sp, #480]
  ldr x1, [sp, #488]
  ands wzr, w0, #255
  b.ne label29 ; b label30
block29:
  b label31
block30:
  mov x1, x26
  b label47
block31:
  ldr x1, [x3, #8]
  subs xzr, x1, #0
  cset x2, eq
  ldr w4, [x3]
  subs xzr, x1, #8
  cset x6, eq
  ldr d3, [x3]
  fcvtzs x5, d3
  scvtf d4, x5
  fcmp d4, d3
  cset x7, eq
  movn x8, #32768, LSL #48
  subs xzr, x5, x8
  cset x8, ne
  and w7, w7, w8
  and w7, w6, w7
  sxtw x6, w4
  subs xzr, x1, xzr
  csel x6, x6, x5, eq
  orr w7, w2, w7
  subs xzr, x1, #7
  cset x8, eq
  ldrsw x9, [x3]
  subs xzr, x1, #7
  csel x9, x9, x6, eq
  orr w8, w7, w8
  ldr x10, [sp, #16]
  ands wzr, w8, #255
  csel x14, x9, x10, ne
  mov x23, x14
  ldr x9, [x3, #24]
  subs xzr, x9, #0
  cset x10, eq
  ldr w11, [x3, #16]
  subs xzr, x9, #8
  cset x13, eq
  ldr d16, [x3, #16]
  fcvtzs x12, d16
  scvtf d17, x12
  fcmp d17, d16
  cset x14, eq
  movn x15, #32768, LSL #48
  subs xzr, x12, x15
  cset x15, ne
  and w14, w14, w15
  and w13, w13, w14
  sxtw x14, w11
  subs xzr, x9, xzr
  csel x14, x14, x12, eq
  orr w15, w10, w13
  subs xzr, x9, #7
  cset x0, eq
  ldrsw x1, [x3, #16]
  subs xzr, x9, #7
  csel x1, x1, x14, eq
  orr w0, w15, w0
  ldr x2, [sp, #24]
  ands wzr, w0, #255
  csel x6, x1, x2, ne
  mov x25, x6
  ldr x0, [x3, #40]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #32]
  subs xzr, x0, #8
  cset x5, eq
  ldr d19, [x3, #32]
  fcvtzs x4, d19
  scvtf d20, x4
  fcmp d20, d19
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
  ldr x2, [sp, #32]
  ands wzr, w1, #255
  csel x7, x0, x2, ne
  mov x28, x7
  ldr x0, [x3, #56]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #48]
  subs xzr, x0, #8
  cset x5, eq
  ldr d27, [x3, #48]
  fcvtzs x4, d27
  scvtf d28, x4
  fcmp d28, d27
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
  ldrsw x5, [x3, #48]
  subs xzr, x0, #7
  csel x0, x5, x2, eq
  orr w1, w1, w4
  ldr x2, [sp, #40]
  ands wzr, w1, #255
  csel x8, x0, x2, ne
  str x8, [sp, #528]
  ldr x0, [x3, #72]
  subs xzr, x0, #0
  cset x1, eq
  ldr w2, [x3, #64]
  subs xzr, x0, #8
  cset x5, eq
  ldr d0, [x3, #64]
  fcvtzs x4, d0
  scvtf d1, x4
  fcmp d1, d0
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
  ldrsw x5, [x3, #64]
  str x3, [sp, #656]
  subs xzr, x0, #7
  csel x0, x5, x2, eq
  orr w1, w1, w4
  ldr x2, [sp, #48]
  ands wzr, w1, #255
  csel x12, x0, x2, ne
  str x12, [sp, #536]
  mov x3, x19
  b label32
block33:
  b label49
block35:
  b label49
block38:
  ldr x0, [x3, #104]
  subs xzr, x0, #0
  cset x2, eq
  ldr w5, [x3, #96]
  subs xzr, x0, #8
  cset x4, eq
  scvtf d0, w5
  ldr d1, [x3, #96]
  subs xzr, x0, xzr
  fcsel d0, d0, d1, eq
  str q0, [sp, #544]
  orr w0, w2, w4
  ldr x2, [x3, #120]
  subs xzr, x2, #0
  cset x4, eq
  ldr w6, [x3, #112]
  subs xzr, x2, #8
  cset x5, eq
  scvtf d1, w6
  ldr d2, [x3, #112]
  subs xzr, x2, xzr
  fcsel d1, d1, d2, eq
  str q1, [sp, #560]
  orr w2, w4, w5
  and w2, w0, w2
  ldr x4, [x3, #136]
  subs xzr, x4, #0
  cset x5, eq
  ldr w7, [x3, #128]
  subs xzr, x4, #8
  cset x6, eq
  scvtf d4, w7
  ldr d5, [x3, #128]
  subs xzr, x4, xzr
  fcsel d2, d4, d5, eq
  str q2, [sp, #576]
  orr w5, w5, w6
  and w5, w2, w5
  ldr x6, [x3, #152]
  subs xzr, x6, #0
  cset x7, eq
  ldr w9, [x3, #144]
  subs xzr, x6, #8
  cset x8, eq
  scvtf d7, w9
  ldr d16, [x3, #144]
  subs xzr, x6, xzr
  fcsel d3, d7, d16, eq
  str q3, [sp, #592]
  orr w8, w7, w8
  and w8, w5, w8
  ldr x9, [x3, #168]
  subs xzr, x9, #0
  cset x10, eq
  ldr w12, [x3, #160]
  subs xzr, x9, #8
  cset x11, eq
  scvtf d16, w12
  ldr d17, [x3, #160]
  subs xzr, x9, xzr
  fcsel d4, d16, d17, eq
  str q4, [sp, #608]
  orr w11, w10, w11
  and w11, w8, w11
  ldr x12, [x3, #184]
  subs xzr, x12, #0
  cset x13, eq
  ldr w15, [x3, #176]
  subs xzr, x12, #8
  cset x14, eq
  scvtf d16, w15
  ldr d17, [x3, #176]
  subs xzr, x12, xzr
  fcsel d5, d16, d17, eq
  str q5, [sp, #624]
  orr w14, w13, w14
  and w14, w11, w14
  ldr x15, [x3, #200]
  subs xzr, x15, #0
  cset x0, eq
  ldr w4, [x3, #192]
  subs xzr, x15, #8
  cset x2, eq
  scvtf d16, w4
  ldr d17, [x3, #192]
  subs xzr, x15, xzr
  fcsel d6, d16, d17, eq
  str q6, [sp, #640]
  orr w0, w0, w2
  and w0, w14, w0
  ands wzr, w0, #255
  b.ne label39 ; b label40
block40:
  mov x1, x26
  b label47
block42:
  b label49
block44:
  b label49
block46:
  mov x1, x26
  b label47
block47:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x20
  mov x2, x22
  mov x4, x21
  mov x5, x27
  blr x7
  add sp, sp, #672
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block49:
  movz w0, #1
  add sp, sp, #672
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
