; upcall body for (i64, f32, bool, u16, f64) -> u8 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 i64 -> argv[0]: int32 | float64 while |v| <= 2^53 | BigInt; passed as i64
;   param 2 f32 -> argv[1]: float64; passed as f32
;   param 3 bool -> argv[2]: bool; passed as i8 uext
;   param 4 u16 -> argv[3]: int32; passed as i16 uext
;   param 5 f64 -> argv[4]: float64; passed as f64
;   result u8 <- inline: int32 in range; else the result hook; returned as i8 uext
; 812 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  addi sp,sp,-224
  sd s1,216(sp)
  unwind SaveReg { clobber_offset: 56, reg: p9i }
  sd s2,208(sp)
  unwind SaveReg { clobber_offset: 48, reg: p18i }
  sd s3,200(sp)
  unwind SaveReg { clobber_offset: 40, reg: p19i }
  sd s4,192(sp)
  unwind SaveReg { clobber_offset: 32, reg: p20i }
  sd s5,184(sp)
  unwind SaveReg { clobber_offset: 24, reg: p21i }
  fsd fs0,176(sp)
  unwind SaveReg { clobber_offset: 16, reg: p8f }
  fsd fs2,168(sp)
  unwind SaveReg { clobber_offset: 8, reg: p18f }
block0:
  mv s1,a3
  mv s2,a2
  mv s3,a1
  fmv.d fs0,fa1
  fmv.d fs2,fa0
  ld a1,0(a0)
  mv s4,a0
  ld a1,0(a1)
  callind a1
  sext.w a1,a0
  beq a1,zero,taken(label4),not_taken(label1)
block4:
  mv a0,s4
  mv a1,s3
  ld a0,8(a0)
  li a4,0
  mv s5,a4
  load_addr s3,48(slot)
  load_addr a2,48(slot)
  sext.w a3,a1
  beq a3,a1,taken(label10),not_taken(label5)
block5:
  lui a3,1
  slli a3,a3,41
  add a3,a1,a3
  lui a4,1
  slli a4,a4,42
  bleu a3,a4,taken(label9),not_taken(label6)
block6:
  load_ext_name_got a3,<imports>
  ld a3,56(a3)
  callind a3
  andi a0,a0,255
  bne a0,zero,taken(label7),not_taken(label8)
block7:
  mv a4,s5
  j label11
block9:
  mv a4,s5
  fcvt.d.l fa0,a1,rne
  fsd fa0,48(slot)
  li a0,8
  sd a0,56(slot)
  j label11
block10:
  mv a4,s5
  slli a0,a1,32
  srli a0,a0,32
  sd a0,48(slot)
  sd zero,56(slot)
  j label11
block11:
  fcvt.d.s fa0,fs2,rne
  fsd fa0,64(slot)
  li a0,8
  sd a0,72(slot)
  j label12
block12:
  andi a0,s2,255
  sltu a0,zero,a0
  sd a0,80(slot)
  li a0,1
  sd a0,88(slot)
  j label13
block13:
  slli a0,s1,48
  srli a0,a0,48
  sd a0,96(slot)
  sd zero,104(slot)
  j label14
block14:
  fsd fs0,112(slot)
  li a0,8
  sd a0,120(slot)
  j label15
block15:
  load_addr s1,128(slot)
  mv a0,s4
  ld a0,0(a0)
  ld a5,8(a0)
  li a2,5
  mv a1,s3
  mv a0,s4
  mv a3,s1
  callind a5
  mv a4,s1
  andi a0,a0,255
  bne a0,zero,taken(label17),not_taken(label16)
block17:
  ld a0,136(slot)
  seqz a1,a0
  lw a0,128(slot)
  sext.w a2,a0
  slt a2,a2,zero
  xori a2,a2,1
  and a1,a1,a2
  li a2,255
  sext.w a3,a0
  sext.w a2,a2
  slt a2,a2,a3
  xori a2,a2,1
  and a1,a1,a2
  mv a2,s4
  lb a2,24(a2)
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label18),not_taken(label19)
block18:
  j label20
block20:
  andi a0,a0
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  fld fs0,176(sp)
  fld fs2,168(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  li a1,2
  sext.w a0,a0
  sext.w a1,a1
  beq a0,a1,taken(label3),not_taken(label2)
block2:
  li a0,0
  andi a0,a0
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  fld fs0,176(sp)
  fld fs2,168(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  mv a1,s3
  sd a1,0(slot)
  fmv.x.w a0,fs2
  slli a0,a0,32
  srli a0,a0,32
  sd a0,8(slot)
  andi a0,s2,255
  sltu a0,zero,a0
  sd a0,16(slot)
  slli a0,s1,48
  srli a0,a0,48
  sd a0,24(slot)
  fmv.x.d a0,fs0
  sd a0,32(slot)
  load_addr a1,0(slot)
  load_addr a2,40(slot)
  sd zero,40(slot)
  mv a0,s4
  ld a0,0(a0)
  ld a3,24(a0)
  mv a0,s4
  callind a3
  ld a0,40(slot)
  andi a0,a0
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  fld fs0,176(sp)
  fld fs2,168(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block8:
  sd zero,48(slot)
  li a0,3
  sd a0,56(slot)
  li a4,1
  j label11
block16:
  li a0,0
  andi a0,a0
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  fld fs0,176(sp)
  fld fs2,168(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block19:
  load_addr a2,144(slot)
  sd zero,144(slot)
  mv a0,s4
  ld a0,0(a0)
  ld a3,16(a0)
  mv a0,s4
  mv a1,a4
  callind a3
  ld a1,144(slot)
  andi a2,a0,255
  select a0,a1,zero##condition=(a2 ne zero)
  j label20
