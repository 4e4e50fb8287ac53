; thunk for (i32, i32) -> i32 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32
;   result i32 -> int32
; 196 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p28i }
block0:
  mov x9, x0
  mov x10, x1
  subs xzr, x4, #2
  b.lo label4 ; b label1
block1:
  ldr x0, [x3]
  and x1, x0, #9223090561878065152
  movz x6, #32761, LSL #48
  subs xzr, x1, x6
  cset x6, eq
  ldr x1, [x3, #8]
  and x7, x1, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x7, eq
  and w6, w6, w7
  ands wzr, w6, #255
  b.ne label3 ; b label2
block3:
  mov x2, x9
  mov x28, x5
  ldr x2, [x2]
  blr x2
  mov w0, w0
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  mov x5, x28
  str x0, [x5]
  movz w0, #0
  ldr x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  load_ext_name_got x0, User(<imports>)
  ldr x6, [x0, #120]
  load_ext_name_got x0, User(<imports>)
  ldr x7, [x0, #88]
  mov x0, x9
  mov x1, x10
  blr x7
  ldr x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  movz w0, #1
  ldr x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
