; thunk for ({i32, i32}) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {i32, i32} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 440 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  addi sp,sp,-48
  sd s1,40(sp)
  unwind SaveReg { clobber_offset: 24, reg: p9i }
  sd s2,32(sp)
  unwind SaveReg { clobber_offset: 16, reg: p18i }
  sd s3,24(sp)
  unwind SaveReg { clobber_offset: 8, reg: p19i }
block0:
  mv s1,a5
  mv s2,a1
  mv s3,a0
  li a0,1
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  addi a1,a3,0
  ld a0,8(a3)
  li a2,-1
  beq a0,a2,taken(label4),not_taken(label3)
block4:
  load_addr a2,0(slot)
  load_addr a3,8(slot)
  load_ext_name_got a0,<imports>
  ld a4,24(a0)
  mv a0,s2
  callind a4
  ld a1,8(slot)
  xori a1,a1,8
  seqz a1,a1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label6),not_taken(label5)
block6:
  ld a0,0(slot)
  ld a0,0(a0)
  mv a1,s3
  ld a1,0(a1)
  callind a1
  sext.w a1,a0
  beq a1,a0,taken(label10),not_taken(label7)
block7:
  lui a1,1
  slli a1,a1,41
  add a1,a0,a1
  mv a2,a0
  lui a0,1
  slli a0,a0,42
  bleu a1,a0,taken(label9),not_taken(label8)
block8:
  load_ext_name_got a0,<imports>
  ld a3,56(a0)
  mv a1,a2
  mv a2,s1
  mv a0,s2
  callind a3
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block9:
  mv a1,a2
  mv a2,s1
  fcvt.d.l fa0,a1,rne
  fsd fa0,0(a2)
  li a0,8
  sd a0,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block10:
  mv a1,a0
  mv a2,s1
  slli a0,a1,32
  srli a0,a0,32
  sd a0,0(a2)
  sd zero,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label11
block3:
  j label11
block5:
  j label11
block11:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
