; thunk for (receiver, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 receiver <- `this`, through the receiver hook: host object of the method's class; passed as i64
;   param 1 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 268 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x25, x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p25i }
  unwind SaveReg { clobber_offset: 40, reg: p27i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  mov x20, x3
  mov x22, x1
  mov x25, x5
  subs xzr, x4, #1
  mov x19, x4
  b.lo label1 ; b label2
block2:
  cbnz x2, label4 ; b label3
block4:
  mov x21, x2
  ldr x2, [x0, #16]
  mov x27, x0
  load_ext_name_got x0, User(<imports>)
  ldr x3, [x0, #80]
  mov x0, x22
  mov x1, x21
  blr x3
  cbnz x0, label6 ; b label5
block6:
  mov x3, x20
  mov x4, x0
  ldr x1, [x3, #8]
  ldr w2, [x3]
  cbz x1, label8 ; b label7
block8:
  mov x0, x27
  sxtw x1, w2
  ldr x2, [x0]
  mov x0, x4
  blr x2
  mov w0, w0
  mov x5, x25
  str x0, [x5]
  movz x0, #0
  str x0, [x5, #8]
  movz w0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x25, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block1:
  b label9
block3:
  b label9
block5:
  b label9
block7:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x27
  mov x1, x22
  mov x2, x21
  mov x4, x19
  mov x5, x25
  blr x7
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x25, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block9:
  movz w0, #1
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x25, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
