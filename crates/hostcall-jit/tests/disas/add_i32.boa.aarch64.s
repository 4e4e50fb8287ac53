; thunk for (i32, i32) -> i32 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 188 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  subs xzr, x4, #2
  b.lo label4 ; b label1
block1:
  ldr x6, [x3]
  and x7, x6, #9223090561878065152
  movz x8, #32761, LSL #48
  subs xzr, x7, x8
  cset x8, eq
  ldr x7, [x3, #8]
  and x9, x7, #9223090561878065152
  movz x10, #32761, LSL #48
  subs xzr, x9, x10
  cset x9, eq
  and w8, w8, w9
  ands wzr, w8, #255
  b.ne label3 ; b label2
block3:
  mov x2, x0
  mov x19, x5
  sxtw x0, w6
  sxtw x1, w7
  ldr x2, [x2]
  blr x2
  mov w0, w0
  movz x1, #32761, LSL #48
  orr x0, x0, x1
  mov x5, x19
  str x0, [x5]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block2:
  load_ext_name_got x6, User(<imports>)
  ldr x6, [x6, #120]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #88]
  blr x7
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
