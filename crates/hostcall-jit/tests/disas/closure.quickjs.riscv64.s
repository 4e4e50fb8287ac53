; thunk for (env, context, i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 env <- the method's user data: -; passed as i64
;   param 1 context <- a HostContext on the thunk's stack: -; passed as i64
;   param 2 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 368 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-32
  sd s1,24(sp)
  unwind SaveReg { clobber_offset: 8, reg: p9i }
  sd s2,16(sp)
  unwind SaveReg { clobber_offset: 0, reg: p18i }
block0:
  li t0,2
  bltu a4,t0,taken(label6),not_taken(label1)
block1:
  ld t0,8(a0)
  mv a6,t0
  load_addr t0,0(slot)
  mv a7,t0
  sd a1,0(slot)
  sd zero,8(slot)
  ld t0,8(a3)
  seqz t2,t0
  lw t0,0(a3)
  ld t1,24(a3)
  seqz s1,t1
  lw t1,16(a3)
  and t2,t2,s1
  andi t2,t2,255
  bne t2,zero,taken(label3),not_taken(label2)
block3:
  mv s1,a5
  mv s2,a1
  ld a4,0(a0)
  slli a2,t0,32; srai a2,a2,32
  slli a3,t1,32; srai a3,a3,32
  mv a0,a6
  mv a1,a7
  callind a4
  ld a1,8(slot)
  bne a1,zero,taken(label5),not_taken(label4)
block4:
  slli a0,a0,32
  srli a0,a0,32
  mv a5,s1
  sd a0,0(a5)
  sd zero,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block2:
  load_ext_name_got t0,<imports>
  ld a6,120(t0)
  load_ext_name_got t0,<imports>
  ld t0,88(t0)
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block5:
  load_ext_name_got a0,<imports>
  ld a2,72(a0)
  mv a0,s2
  callind a2
  li a0,2
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block6:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
