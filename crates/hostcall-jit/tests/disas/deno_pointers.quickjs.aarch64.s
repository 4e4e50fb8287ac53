; thunk for (pointer, i32, pointer) -> pointer [bigint-results, pointer-objects, ffi-buffers] on layout quickjs-ng-64 (16 bytes per value)
;   param 0 pointer <- argv[0]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 pointer <- argv[2]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   result pointer -> null | a pointer object (pointer_new hook)
; 436 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
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
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  mov x20, x5
  mov x21, x1
  mov x22, x0
  mov x24, x2
  subs xzr, x4, #3
  mov x23, x4
  b.lo label1 ; b label2
block2:
  mov x1, x3
  ldr x0, [x3, #8]
  mov x19, x3
  movz x14, #0
  subs xzr, x0, #2
  b.eq label3 ; b label4
block3:
  mov x3, x19
  mov x25, x14
  b label9
block4:
  movn x2, #0
  subs xzr, x0, x2
  b.eq label6 ; b label5
block6:
  mov x2, sp
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #136]
  mov x0, x21
  blr x3
  ldr x14, [sp]
  mov x25, x14
  ands wzr, w0, #255
  b.ne label7 ; b label8
block7:
  mov x3, x19
  b label9
block9:
  ldr x0, [x3, #24]
  ldr w19, [x3, #16]
  add x1, x3, #32
  cbz x0, label11 ; b label10
block11:
  ldr x0, [x3, #40]
  movz x2, #0
  subs xzr, x0, #2
  b.eq label12 ; b label13
block12:
  b label19
block13:
  movn x2, #0
  subs xzr, x0, x2
  b.eq label16 ; b label14
block16:
  add x2, sp, #8
  load_ext_name_got x3, User(<imports>)
  ldr x3, [x3, #136]
  mov x0, x21
  blr x3
  ldr x2, [sp, #8]
  ands wzr, w0, #255
  b.ne label17 ; b label18
block17:
  b label19
block19:
  sxtw x1, w19
  mov x0, x22
  ldr x7, [x0]
  mov x0, x25
  blr x7
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #144]
  mov x2, x20
  mov x1, x0
  mov x0, x21
  blr x7
  movz w7, #0
  movz w8, #2
  ands wzr, w0, #255
  csel x0, x7, x8, ne
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label20
block5:
  mov x3, x19
  b label15
block8:
  b label20
block10:
  b label15
block14:
  b label15
block15:
  load_ext_name_got x2, User(<imports>)
  ldr x6, [x2, #120]
  load_ext_name_got x2, User(<imports>)
  ldr x7, [x2, #88]
  mov x0, x22
  mov x1, x21
  mov x2, x24
  mov x4, x23
  mov x5, x20
  blr x7
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block18:
  b label20
block20:
  movz w0, #1
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
