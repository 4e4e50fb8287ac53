; thunk for ({u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8}) -> {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} -> a new byte array of its bytes (bytes_new hook)
; 272 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  str x21, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #64
  unwind StackAlloc { size: 64 }
block0:
  mov x19, x5
  mov x20, x1
  mov x21, x0
  subs xzr, x4, #1
  b.lo label1 ; b label2
block2:
  mov x1, x3
  ldr x0, [x3, #8]
  movn x2, #0
  subs xzr, x0, x2
  b.eq label4 ; b label3
block4:
  mov x2, sp
  add x3, sp, #8
  load_ext_name_got x0, User(<imports>)
  ldr x4, [x0, #24]
  mov x0, x20
  blr x4
  ldr x1, [sp, #8]
  subs xzr, x1, #17
  cset x1, eq
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label6 ; b label5
block6:
  ldr x0, [sp]
  movz x1, #0
  str x1, [sp, #16]
  str x1, [sp, #24]
  str x1, [sp, #32]
  add x8, sp, #16
  add x1, sp, #40
  ldr x2, [x0]
  str x2, [sp, #40]
  ldr x2, [x0, #8]
  str x2, [sp, #48]
  ldrb w0, [x0, #16]
  strb w0, [sp, #56]
  mov x0, x21
  ldr x2, [x0]
  mov x0, x1
  blr x2
  add x1, sp, #16
  movz x2, #17
  load_ext_name_got x0, User(<imports>)
  ldr x4, [x0, #32]
  mov x0, x20
  mov x3, x19
  blr x4
  movz w1, #0
  movz w2, #2
  ands wzr, w0, #255
  csel x0, x1, x2, ne
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label7
block3:
  b label7
block5:
  b label7
block7:
  movz w0, #1
  add sp, sp, #64
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
