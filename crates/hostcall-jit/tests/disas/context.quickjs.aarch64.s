; thunk for (context, i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 context <- a HostContext on the thunk's stack: -; passed as i64
;   param 1 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 268 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  subs xzr, x4, #2
  b.lo label6 ; b label1
block1:
  mov x6, sp
  mov x10, x6
  str x1, [sp]
  movz x6, #0
  str x6, [sp, #8]
  ldr x6, [x3, #8]
  subs xzr, x6, #0
  cset x7, eq
  ldr w6, [x3]
  ldr x8, [x3, #24]
  subs xzr, x8, #0
  cset x9, eq
  ldr w8, [x3, #16]
  and w7, w7, w9
  ands wzr, w7, #255
  b.ne label3 ; b label2
block3:
  mov x19, x5
  mov x20, x1
  sxtw x1, w6
  sxtw x2, w8
  ldr x3, [x0]
  mov x0, x10
  blr x3
  ldr x1, [sp, #8]
  cbnz x1, label5 ; b label4
block4:
  mov w0, w0
  mov x5, x19
  str x0, [x5]
  movz x0, #0
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  load_ext_name_got x6, User(<imports>)
  ldr x6, [x6, #120]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #88]
  blr x7
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block5:
  load_ext_name_got x0, User(<imports>)
  ldr x2, [x0, #72]
  mov x0, x20
  blr x2
  movz w0, #2
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block6:
  movz w0, #1
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp fp, lr, [sp], #16
  ret
