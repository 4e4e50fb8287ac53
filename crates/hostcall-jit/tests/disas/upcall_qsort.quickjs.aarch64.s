; upcall body for (pointer, pointer) -> i32 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 pointer -> argv[0]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   param 2 pointer -> argv[1]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 700 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x23, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p28i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #80
  unwind StackAlloc { size: 80 }
block0:
  mov x20, x2
  mov x28, x1
  ldr x5, [x0]
  mov x21, x0
  ldr x5, [x5]
  blr x5
  cbz w0, label4 ; b label1
block4:
  mov x0, x21
  mov x1, x28
  ldr x0, [x0, #8]
  mov x23, x0
  movz w4, #0
  mov x22, x4
  add x19, sp, #24
  add x2, sp, #24
  cbnz x1, label6 ; b label5
block5:
  movz x15, #0
  str x15, [sp, #24]
  movz x0, #2
  str x0, [sp, #32]
  b label13
block6:
  orr x0, xzr, #2147483647
  subs xzr, x1, x0
  b.ls label12 ; b label7
block7:
  movz x0, #32, LSL #48
  subs xzr, x1, x0
  b.ls label11 ; b label8
block8:
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #64]
  mov x0, x23
  blr x3
  ands wzr, w0, #255
  b.ne label9 ; b label10
block9:
  b label13
block11:
  ucvtf d28, x1
  str d28, [sp, #24]
  movz x0, #8
  str x0, [sp, #32]
  b label13
block12:
  mov w0, w1
  str x0, [sp, #24]
  movz x0, #0
  str x0, [sp, #32]
  b label13
block13:
  add x2, sp, #40
  cbnz x20, label15 ; b label14
block14:
  movz x0, #0
  str x0, [sp, #40]
  movz x0, #2
  str x0, [sp, #48]
  mov x4, x22
  b label22
block15:
  orr x0, xzr, #2147483647
  subs xzr, x20, x0
  b.ls label21 ; b label16
block16:
  movz x0, #32, LSL #48
  subs xzr, x20, x0
  b.ls label20 ; b label17
block17:
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #64]
  mov x0, x23
  mov x1, x20
  blr x3
  ands wzr, w0, #255
  b.ne label18 ; b label19
block18:
  mov x4, x22
  b label22
block20:
  mov x1, x20
  mov x4, x22
  ucvtf d0, x1
  str d0, [sp, #40]
  movz x0, #8
  str x0, [sp, #48]
  b label22
block21:
  mov x1, x20
  mov x4, x22
  mov w0, w1
  str x0, [sp, #40]
  movz x0, #0
  str x0, [sp, #48]
  b label22
block22:
  add x20, sp, #56
  mov x0, x21
  ldr x0, [x0]
  ldr x5, [x0, #8]
  movz x2, #2
  mov x1, x19
  mov x0, x21
  mov x3, x20
  blr x5
  mov x4, x20
  ands wzr, w0, #255
  b.ne label24 ; b label23
block24:
  ldr x0, [sp, #64]
  subs xzr, x0, #0
  cset x1, eq
  ldr w0, [sp, #56]
  mov x2, x21
  ldrb w2, [x2, #24]
  and w1, w1, w2
  ands wzr, w1, #255
  b.ne label25 ; b label26
block25:
  b label27
block27:
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  subs wzr, w0, #2
  b.eq label3 ; b label2
block2:
  movz w0, #0
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x1, x28
  str x1, [sp]
  str x20, [sp, #8]
  mov x1, sp
  add x2, sp, #16
  movz x11, #0
  str x11, [sp, #16]
  mov x0, x21
  ldr x12, [x0]
  ldr x12, [x12, #24]
  blr x12
  ldr x0, [sp, #16]
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block10:
  movz x0, #0
  str x0, [sp, #24]
  movz x0, #3
  str x0, [sp, #32]
  movz w4, #1
  mov x22, x4
  b label13
block19:
  movz x0, #0
  str x0, [sp, #40]
  movz x0, #3
  str x0, [sp, #48]
  movz w4, #1
  b label22
block23:
  movz w0, #0
  add sp, sp, #80
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block26:
  add x2, sp, #72
  movz x0, #0
  str x0, [sp, #72]
  mov x0, x21
  ldr x0, [x0]
  ldr x3, [x0, #16]
  mov x0, x21
  mov x1, x4
  blr x3
  ldr x1, [sp, #72]
  movz w2, #0
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  b label27
