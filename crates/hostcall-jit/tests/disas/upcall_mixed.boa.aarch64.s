; upcall body for (i64, f32, bool, u16, f64) -> u8 on layout boa-nan-boxed (8 bytes per value); param 0 is the record
;   param 1 i64 -> argv[0]: int32 | float64 while |v| <= 2^53 | BigInt; passed as i64
;   param 2 f32 -> argv[1]: float64; passed as f32
;   param 3 bool -> argv[2]: bool; passed as i8 uext
;   param 4 u16 -> argv[3]: int32; passed as i16 uext
;   param 5 f64 -> argv[4]: float64; passed as f64
;   result u8 <- inline: int32 in range; else the result hook; returned as i8 uext
; 724 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  str x25, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p25i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #144
  unwind StackAlloc { size: 144 }
block0:
  mov x19, x3
  mov x20, x2
  mov x21, x1
  str q0, [sp, #104]
  str q1, [sp, #120]
  ldr x1, [x0]
  mov x25, x0
  ldr x1, [x1]
  blr x1
  cbz w0, label4 ; b label1
block4:
  mov x0, x25
  mov x1, x21
  ldr x0, [x0, #8]
  movz w4, #0
  mov x22, x4
  add x21, sp, #48
  add x2, sp, #48
  sxtw x3, w1
  subs xzr, x3, x1
  b.eq label10 ; b label5
block5:
  movz x3, #32, LSL #48
  add x3, x1, x3
  movz x4, #64, LSL #48
  subs xzr, x3, x4
  b.ls label9 ; b label6
block6:
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #56]
  blr x3
  ands wzr, w0, #255
  b.ne label7 ; b label8
block7:
  mov x4, x22
  ldr q0, [sp, #104]
  b label11
block9:
  mov x4, x22
  scvtf d0, x1
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  str x0, [sp, #48]
  ldr q0, [sp, #104]
  b label11
block10:
  mov x4, x22
  mov w0, w1
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  str x0, [sp, #48]
  ldr q0, [sp, #104]
  b label11
block11:
  fcvt d0, s0
  movz x0, #32760, LSL #48
  fmov d1, x0
  fcmp d0, d0
  fcsel d0, d1, d0, vs
  mov x0, v0.d[0]
  str x0, [sp, #56]
  b label12
block12:
  movz x0, #1
  movk x0, x0, #32762, LSL #48
  movz x1, #32762, LSL #48
  ands wzr, w20, #255
  csel x0, x0, x1, ne
  str x0, [sp, #64]
  b label13
block13:
  uxth w0, w19
  mov w0, w0
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  str x0, [sp, #72]
  b label14
block14:
  movz x0, #32760, LSL #48
  fmov d0, x0
  ldr q1, [sp, #120]
  fcmp d1, d1
  fcsel d0, d0, d1, vs
  mov x0, v0.d[0]
  str x0, [sp, #80]
  b label15
block15:
  add x19, sp, #88
  mov x0, x25
  ldr x0, [x0]
  ldr x5, [x0, #8]
  movz x2, #5
  mov x1, x21
  mov x0, x25
  mov x3, x19
  blr x5
  mov x7, x19
  ands wzr, w0, #255
  b.ne label17 ; b label16
block17:
  ldr x0, [sp, #88]
  and x2, x0, #9223090561878065152
  movz x3, #32761, LSL #48
  subs xzr, x2, x3
  cset x3, eq
  subs wzr, w0, #0
  cset x4, ge
  and w4, w3, w4
  subs wzr, w0, #255
  cset x5, le
  and w5, w4, w5
  mov x1, x25
  ldrb w6, [x1, #24]
  and w5, w5, w6
  ands wzr, w5, #255
  b.ne label18 ; b label19
block18:
  b label20
block20:
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  subs wzr, w0, #2
  b.eq label3 ; b label2
block2:
  movz w0, #0
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x1, x21
  str x1, [sp]
  ldr q0, [sp, #104]
  mov w0, v0.s[0]
  mov w0, w0
  str x0, [sp, #8]
  ands wzr, w20, #255
  cset x0, ne
  uxtb w0, w0
  str x0, [sp, #16]
  uxth w0, w19
  str x0, [sp, #24]
  ldr q1, [sp, #120]
  mov x0, v1.d[0]
  str x0, [sp, #32]
  mov x1, sp
  add x2, sp, #40
  movz x0, #0
  str x0, [sp, #40]
  mov x0, x25
  ldr x0, [x0]
  ldr x3, [x0, #24]
  mov x0, x25
  blr x3
  ldr x0, [sp, #40]
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block8:
  movz x0, #1
  movk x0, x0, #32763, LSL #48
  str x0, [sp, #48]
  movz w4, #1
  ldr q0, [sp, #104]
  b label11
block16:
  movz w0, #0
  add sp, sp, #144
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block19:
  add x2, sp, #96
  movz x8, #0
  str x8, [sp, #96]
  mov x0, x25
  ldr x9, [x0]
  ldr x9, [x9, #16]
  mov x1, x7
  blr x9
  ldr x9, [sp, #96]
  movz w10, #0
  ands wzr, w0, #255
  csel x0, x9, x10, ne
  b label20
