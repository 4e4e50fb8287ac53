; thunk for ({f64, f64, f64, f64}) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {f64, f64, f64, f64} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result f64 -> float64
; 196 bytes of aarch64-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p27i }
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  mov x27, x5
  mov x19, x0
  mov x5, x1
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
  mov x0, x5
  blr x4
  ldr x1, [sp, #8]
  subs xzr, x1, #32
  cset x1, eq
  and w0, w0, w1
  ands wzr, w0, #255
  b.ne label6 ; b label5
block6:
  ldr x0, [sp]
  ldr d0, [x0]
  ldr d1, [x0, #8]
  ldr d2, [x0, #16]
  ldr d3, [x0, #24]
  mov x0, x19
  ldr x0, [x0]
  blr x0
  mov x5, x27
  str d0, [x5]
  movz x0, #8
  str x0, [x5, #8]
  movz w0, #0
  add sp, sp, #16
  ldp x19, x27, [sp], #16
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
  add sp, sp, #16
  ldp x19, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
