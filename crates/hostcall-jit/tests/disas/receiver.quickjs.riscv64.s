; thunk for (receiver, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 receiver <- `this`, through the receiver hook: host object of the method's class; passed as i64
;   param 1 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 384 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  addi sp,sp,-48
  sd s1,40(sp)
  unwind SaveReg { clobber_offset: 40, reg: p9i }
  sd s2,32(sp)
  unwind SaveReg { clobber_offset: 32, reg: p18i }
  sd s3,24(sp)
  unwind SaveReg { clobber_offset: 24, reg: p19i }
  sd s4,16(sp)
  unwind SaveReg { clobber_offset: 16, reg: p20i }
  sd s5,8(sp)
  unwind SaveReg { clobber_offset: 8, reg: p21i }
  sd s6,0(sp)
  unwind SaveReg { clobber_offset: 0, reg: p22i }
block0:
  mv s1,a5
  mv s3,a3
  mv s5,a1
  li a1,1
  bltu a4,a1,taken(label1),not_taken(label2)
block2:
  mv s2,a4
  bne a2,zero,taken(label4),not_taken(label3)
block4:
  mv s4,a2
  ld a2,16(a0)
  mv s6,a0
  load_ext_name_got a0,<imports>
  ld a3,80(a0)
  mv a0,s5
  mv a1,s4
  callind a3
  bne a0,zero,taken(label6),not_taken(label5)
block6:
  mv a3,s3
  ld a2,8(a3)
  lw a1,0(a3)
  beq a2,zero,taken(label8),not_taken(label7)
block8:
  mv a2,s6
  ld a2,0(a2)
  slli a1,a1,32; srai a1,a1,32
  callind a2
  slli a0,a0,32
  srli a0,a0,32
  mv a5,s1
  sd a0,0(a5)
  sd zero,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  ld s4,16(sp)
  ld s5,8(sp)
  ld s6,0(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label9
block3:
  j label9
block5:
  j label9
block7:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  mv a0,s6
  mv a1,s5
  mv a2,s4
  mv a4,s2
  mv a5,s1
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  ld s4,16(sp)
  ld s5,8(sp)
  ld s6,0(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block9:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  ld s4,16(sp)
  ld s5,8(sp)
  ld s6,0(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
