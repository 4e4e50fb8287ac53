; upcall body for (pointer, pointer) -> i32 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 pointer -> argv[0]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   param 2 pointer -> argv[1]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 856 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  addi sp,sp,-128
  sd s1,120(sp)
  unwind SaveReg { clobber_offset: 40, reg: p9i }
  sd s2,112(sp)
  unwind SaveReg { clobber_offset: 32, reg: p18i }
  sd s3,104(sp)
  unwind SaveReg { clobber_offset: 24, reg: p19i }
  sd s5,96(sp)
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  sd s9,88(sp)
  unwind SaveReg { clobber_offset: 8, reg: p25i }
  sd s11,80(sp)
  unwind SaveReg { clobber_offset: 0, reg: p27i }
block0:
  mv s1,a1
  mv s11,a2
  ld a3,0(a0)
  mv s2,a0
  ld a3,0(a3)
  callind a3
  sext.w a3,a0
  beq a3,zero,taken(label4),not_taken(label1)
block4:
  mv a1,s1
  mv a0,s2
  mv s1,s11
  ld a0,8(a0)
  mv s3,a0
  li a4,0
  mv s9,a4
  load_addr s5,24(slot)
  load_addr a2,24(slot)
  bne a1,zero,taken(label6),not_taken(label5)
block5:
  sd zero,24(slot)
  li a0,2
  sd a0,32(slot)
  j label13
block6:
  ld a0,[const(0)]
  bleu a1,a0,taken(label12),not_taken(label7)
block7:
  lui a0,1
  slli a0,a0,41
  bleu a1,a0,taken(label11),not_taken(label8)
block8:
  load_ext_name_got a0,<imports>
  ld a3,64(a0)
  mv a0,s3
  callind a3
  andi a0,a0,255
  bne a0,zero,taken(label9),not_taken(label10)
block9:
  j label13
block11:
  fcvt.d.lu fa0,a1,rne
  fsd fa0,24(slot)
  li a0,8
  sd a0,32(slot)
  j label13
block12:
  slli a0,a1,32
  srli a0,a0,32
  sd a0,24(slot)
  sd zero,32(slot)
  j label13
block13:
  load_addr a2,40(slot)
  bne s1,zero,taken(label15),not_taken(label14)
block14:
  sd zero,40(slot)
  li a0,2
  sd a0,48(slot)
  mv a4,s9
  j label22
block15:
  ld a0,[const(0)]
  bleu s1,a0,taken(label21),not_taken(label16)
block16:
  lui a0,1
  slli a0,a0,41
  bleu s1,a0,taken(label20),not_taken(label17)
block17:
  mv s11,s1
  load_ext_name_got a0,<imports>
  ld a3,64(a0)
  mv a0,s3
  mv a1,s11
  callind a3
  andi a0,a0,255
  bne a0,zero,taken(label18),not_taken(label19)
block18:
  mv a4,s9
  j label22
block20:
  mv a1,s1
  mv a4,s9
  mv s11,s1
  fcvt.d.lu fa0,a1,rne
  fsd fa0,40(slot)
  li a0,8
  sd a0,48(slot)
  j label22
block21:
  mv a1,s1
  mv a4,s9
  mv s11,s1
  slli a0,a1,32
  srli a0,a0,32
  sd a0,40(slot)
  sd zero,48(slot)
  j label22
block22:
  load_addr s1,56(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a5,8(a0)
  li a2,2
  mv a1,s5
  mv a0,s2
  mv a3,s1
  callind a5
  mv a4,s1
  andi a0,a0,255
  bne a0,zero,taken(label24),not_taken(label23)
block24:
  ld a0,64(slot)
  seqz a1,a0
  lw a0,56(slot)
  mv a2,s2
  lb a2,24(a2)
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label25),not_taken(label26)
block25:
  j label27
block27:
  slli a0,a0,32; srai a0,a0,32
  ld s1,120(sp)
  ld s2,112(sp)
  ld s3,104(sp)
  ld s5,96(sp)
  ld s9,88(sp)
  ld s11,80(sp)
  addi sp,sp,128
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  li a4,2
  sext.w a3,a0
  sext.w a5,a4
  beq a3,a5,taken(label3),not_taken(label2)
block2:
  li a5,0
  slli a0,a5,32; srai a0,a0,32
  ld s1,120(sp)
  ld s2,112(sp)
  ld s3,104(sp)
  ld s5,96(sp)
  ld s9,88(sp)
  ld s11,80(sp)
  addi sp,sp,128
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  mv a1,s1
  sd a1,0(slot)
  mv s1,s11
  sd s1,8(slot)
  load_addr a1,0(slot)
  load_addr a2,16(slot)
  sd zero,16(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a3,24(a0)
  mv a0,s2
  callind a3
  ld a0,16(slot)
  slli a0,a0,32; srai a0,a0,32
  ld s1,120(sp)
  ld s2,112(sp)
  ld s3,104(sp)
  ld s5,96(sp)
  ld s9,88(sp)
  ld s11,80(sp)
  addi sp,sp,128
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block10:
  sd zero,24(slot)
  li a0,3
  sd a0,32(slot)
  li a4,1
  mv s9,a4
  j label13
block19:
  sd zero,40(slot)
  li a0,3
  sd a0,48(slot)
  li a4,1
  j label22
block23:
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,120(sp)
  ld s2,112(sp)
  ld s3,104(sp)
  ld s5,96(sp)
  ld s9,88(sp)
  ld s11,80(sp)
  addi sp,sp,128
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block26:
  load_addr a2,72(slot)
  sd zero,72(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a3,16(a0)
  mv a0,s2
  mv a1,a4
  callind a3
  ld a1,72(slot)
  andi a2,a0,255
  select a0,a1,zero##condition=(a2 ne zero)
  j label27
