; thunk for (cstring) -> usize on layout quickjs-ng-64 (16 bytes per value)
;   param 0 cstring <- argv[0]: string (acquire hook; released on every path); passed as i64
;   result usize -> int32 | float64 while |v| <= 2^53 | BigInt
; 400 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
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
  sd s4,16(sp)
  unwind SaveReg { clobber_offset: 0, reg: p20i }
block0:
  mv s1,a5
  mv s2,a1
  mv s4,a0
  li a0,1
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  addi a1,a3,0
  ld a0,8(a3)
  xori a2,a0,-7
  seqz a2,a2
  xori a0,a0,-6
  seqz a0,a0
  or a0,a2,a0
  andi a0,a0,255
  bne a0,zero,taken(label4),not_taken(label3)
block4:
  load_addr a2,0(slot)
  load_ext_name_got a0,<imports>
  ld a3,0(a0)
  mv a0,s2
  callind a3
  bne a0,zero,taken(label6),not_taken(label5)
block6:
  mv s3,a0
  j label7
block7:
  mv a0,s4
  ld a1,0(a0)
  mv a0,s3
  callind a1
  ld a1,[const(0)]
  bleu a0,a1,taken(label11),not_taken(label8)
block8:
  lui a1,1
  slli a1,a1,41
  bleu a0,a1,taken(label10),not_taken(label9)
block9:
  mv a1,a0
  load_ext_name_got a0,<imports>
  ld a3,64(a0)
  mv a2,s1
  mv a0,s2
  callind a3
  li a1,2
  andi a0,a0,255
  select s1,zero,a1##condition=(a0 ne zero)
  j label12
block10:
  mv a1,a0
  mv a2,s1
  fcvt.d.lu fa0,a1,rne
  fsd fa0,0(a2)
  li a0,8
  sd a0,8(a2)
  li s1,0
  j label12
block11:
  mv a1,a0
  mv a2,s1
  slli a0,a1,32
  srli a0,a0,32
  sd a0,0(a2)
  sd zero,8(a2)
  li s1,0
  j label12
block12:
  load_ext_name_got a0,<imports>
  ld a2,8(a0)
  mv a0,s2
  mv a1,s3
  callind a2
  slli a0,s1,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  ld s4,16(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label13
block3:
  j label13
block5:
  j label13
block13:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,40(sp)
  ld s2,32(sp)
  ld s3,24(sp)
  ld s4,16(sp)
  addi sp,sp,48
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
