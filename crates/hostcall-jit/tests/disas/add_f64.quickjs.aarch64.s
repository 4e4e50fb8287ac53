; thunk for (f64, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result f64 -> float64
; 272 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  str x19, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
block0:
  subs xzr, x4, #2
  b.lo label7 ; b label1
block1:
  ldr x6, [x3, #8]
  subs xzr, x6, #8
  cset x6, eq
  ldr d0, [x3]
  ldr x7, [x3, #24]
  subs xzr, x7, #8
  cset x7, eq
  ldr d1, [x3, #16]
  and w6, w6, w7
  ands wzr, w6, #255
  b.ne label2 ; b label3
block2:
  mov x19, x5
  b label6
block4:
  mov x19, x5
  b label6
block6:
  ldr x0, [x0]
  blr x0
  mov x5, x19
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x6, [x3, #8]
  subs xzr, x6, #0
  cset x7, eq
  ldr w9, [x3]
  subs xzr, x6, #8
  cset x8, eq
  scvtf d0, w9
  ldr d1, [x3]
  subs xzr, x6, xzr
  fcsel d0, d0, d1, eq
  orr w6, w7, w8
  ldr x7, [x3, #24]
  subs xzr, x7, #0
  cset x8, eq
  ldr w10, [x3, #16]
  subs xzr, x7, #8
  cset x9, eq
  scvtf d1, w10
  ldr d2, [x3, #16]
  subs xzr, x7, xzr
  fcsel d1, d1, d2, eq
  orr w7, w8, w9
  and w6, w6, w7
  ands wzr, w6, #255
  b.ne label4 ; b label5
block5:
  load_ext_name_got x6, User(<imports>)
  ldr x6, [x6, #120]
  load_ext_name_got x7, User(<imports>)
  ldr x7, [x7, #88]
  blr x7
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  movz w0, #1
  ldr x19, [sp], #16
  ldp fp, lr, [sp], #16
  ret
