; thunk for (cstring) -> usize on layout quickjs-ng-64 (16 bytes per value)
;   param 0 cstring <- argv[0]: string (acquire hook; released on every path); passed as i64
;   result usize -> int32 | float64 while |v| <= 2^53 | BigInt
; 344 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  mov x19, x1
  mov x20, x5
  mov x22, x0
  subs xzr, x4, #1
  b.lo label1 ; b label2
block2:
  mov x1, x3
  ldr x0, [x3, #8]
  movn x2, #6
  subs xzr, x0, x2
  cset x2, eq
  movn x3, #5
  subs xzr, x0, x3
  cset x0, eq
  orr w0, w2, w0
  ands wzr, w0, #255
  b.ne label4 ; b label3
block4:
  mov x2, sp
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0]
  mov x0, x19
  blr x3
  cbnz x0, label6 ; b label5
block6:
  mov x21, x0
  b label7
block7:
  mov x0, x22
  ldr x1, [x0]
  mov x0, x21
  blr x1
  orr x1, xzr, #2147483647
  subs xzr, x0, x1
  b.ls label11 ; b label8
block8:
  movz x1, #32, LSL #48
  subs xzr, x0, x1
  mov x1, x0
  b.ls label10 ; b label9
block9:
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #64]
  mov x2, x20
  mov x0, x19
  blr x3
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  mov x20, x0
  b label12
block10:
  mov x2, x20
  ucvtf d0, x1
  str d0, [x2]
  movz x0, #8
  str x0, [x2, #8]
  movz w0, #0
  mov x20, x0
  b label12
block11:
  mov x1, x0
  mov x2, x20
  mov w0, w1
  str x0, [x2]
  movz x0, #0
  str x0, [x2, #8]
  movz w0, #0
  mov x20, x0
  b label12
block12:
  load_ext_name_got x0, User(<imports>)
  ldr x2, [x0, #8]
  mov x0, x19
  mov x1, x21
  blr x2
  mov x0, x20
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label13
block3:
  b label13
block5:
  b label13
block13:
  movz w0, #1
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp fp, lr, [sp], #16
  ret
