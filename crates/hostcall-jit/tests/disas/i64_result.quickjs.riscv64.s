; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1688 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  addi sp,sp,-224
  sd s1,216(sp)
  unwind SaveReg { clobber_offset: 72, reg: p9i }
  sd s2,208(sp)
  unwind SaveReg { clobber_offset: 64, reg: p18i }
  sd s3,200(sp)
  unwind SaveReg { clobber_offset: 56, reg: p19i }
  sd s4,192(sp)
  unwind SaveReg { clobber_offset: 48, reg: p20i }
  sd s5,184(sp)
  unwind SaveReg { clobber_offset: 40, reg: p21i }
  sd s6,176(sp)
  unwind SaveReg { clobber_offset: 32, reg: p22i }
  sd s7,168(sp)
  unwind SaveReg { clobber_offset: 24, reg: p23i }
  sd s8,160(sp)
  unwind SaveReg { clobber_offset: 16, reg: p24i }
  sd s9,152(sp)
  unwind SaveReg { clobber_offset: 8, reg: p25i }
block0:
  mv s3,a0
  mv s4,a1
  mv s9,a2
  li a0,2
  bltu a4,a0,taken(label22),not_taken(label1)
block1:
  ld a0,8(a3)
  seqz a1,a0
  lw s2,0(a3)
  ld a0,24(a3)
  seqz a2,a0
  lw a0,16(a3)
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label2),not_taken(label3)
block2:
  mv s8,a0
  mv s5,a5
  mv a1,s3
  mv a0,s2
  j label17
block4:
  mv a0,s2
  mv a1,s3
  mv s5,a5
  j label17
block17:
  ld a2,0(a1)
  mv a1,s8
  callind a2
  sext.w a1,a0
  beq a1,a0,taken(label21),not_taken(label18)
block18:
  lui a1,1
  slli a1,a1,41
  add a1,a0,a1
  mv a2,a0
  lui a0,1
  slli a0,a0,42
  bleu a1,a0,taken(label20),not_taken(label19)
block19:
  load_ext_name_got a0,<imports>
  ld a3,56(a0)
  mv a1,a2
  mv a2,s5
  mv a0,s4
  callind a3
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  ld s6,176(sp)
  ld s7,168(sp)
  ld s8,160(sp)
  ld s9,152(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block20:
  mv a1,a2
  mv a2,s5
  fcvt.d.l fa0,a1,rne
  fsd fa0,0(a2)
  li a0,8
  sd a0,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  ld s6,176(sp)
  ld s7,168(sp)
  ld s8,160(sp)
  ld s9,152(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block21:
  mv a1,a0
  mv a2,s5
  slli a0,a1,32
  srli a0,a0,32
  sd a0,0(a2)
  sd zero,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  ld s6,176(sp)
  ld s7,168(sp)
  ld s8,160(sp)
  ld s9,152(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  ld a1,8(a3)
  seqz a0,a1
  lw t1,0(a3)
  xori a2,a1,8
  seqz t2,a2
  fld fa0,0(a3)
  fcvt.l.d a2,fa0,rtz
  feq.d t0,fa0,fa0
  sub s1,zero,t0
  and a2,a2,s1
  fcvt.d.l fa1,a2,rne
  feq.d s1,fa1,fa0
  ld a6,[const(0)]
  xor t0,a2,a6
  sltu a6,zero,t0
  and s1,s1,a6
  and t2,t2,s1
  sext.w t1,t1
  select a2,t1,a2##condition=(a1 eq zero)
  or a0,a0,t2
  li t1,7
  xori t0,a1,7
  seqz t2,t0
  lw s1,0(a3)
  select s2,s1,a2##condition=(a1 eq t1)
  or t1,a0,t2
  ld t2,24(a3)
  seqz a1,t2
  lw s1,16(a3)
  xori a0,t2,8
  seqz a6,a0
  fld fa0,16(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a2,a0,a2
  fcvt.d.l fa1,a2,rne
  feq.d a0,fa1,fa0
  ld a7,[const(0)]
  xor t0,a2,a7
  sltu a7,zero,t0
  and a0,a0,a7
  and a6,a6,a0
  sext.w a0,s1
  select a0,a0,a2##condition=(t2 eq zero)
  or a1,a1,a6
  li a2,7
  xori t0,t2,7
  seqz s1,t0
  lw a6,16(a3)
  select a0,a6,a0##condition=(t2 eq a2)
  mv s8,a0
  or a0,a1,s1
  and a0,t1,a0
  andi a0,a0,255
  bne a0,zero,taken(label4),not_taken(label5)
block5:
  ld s1,8(a3)
  seqz a6,s1
  lw a0,0(a3)
  xori a0,s1,8
  seqz a7,a0
  fld fa0,0(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a1,fa0,fa0
  sub a1,zero,a1
  and a1,a0,a1
  fcvt.d.l fa1,a1,rne
  feq.d a0,fa1,fa0
  ld a2,[const(0)]
  xor a1,a1,a2
  sltu a1,zero,a1
  and a0,a0,a1
  and a0,a7,a0
  or a0,a6,a0
  xori a1,s1,7
  seqz a1,a1
  lw a2,0(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label6),not_taken(label7)
block6:
  mv t0,s2
  j label10
block7:
  addi a1,a3,0
  load_addr a2,0(slot)
  mv a0,s3
  sd a0,16(slot)
  mv t0,s4
  sd t0,24(slot)
  mv a0,s9
  sd a0,32(slot)
  sd a3,40(slot)
  sd a4,48(slot)
  sd a5,56(slot)
  sd s2,64(slot)
  mv a0,s8
  sd a0,72(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,t0
  callind a3
  ld a1,16(slot)
  mv s3,a1
  ld a1,24(slot)
  mv s4,a1
  ld a2,32(slot)
  mv s9,a2
  ld a3,40(slot)
  ld a4,48(slot)
  ld a5,56(slot)
  ld s2,64(slot)
  mv t0,s2
  ld a1,72(slot)
  mv s8,a1
  andi a0,a0,255
  bne a0,zero,taken(label8),not_taken(label9)
block8:
  j label10
block9:
  mv a1,s4
  j label15
block10:
  ld s5,24(a3)
  seqz s6,s5
  lw a0,16(a3)
  xori a0,s5,8
  seqz s7,a0
  fld fa0,16(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a1,fa0,fa0
  sub a1,zero,a1
  and a0,a0,a1
  fcvt.d.l fa1,a0,rne
  feq.d a1,fa1,fa0
  ld a2,[const(0)]
  xor a0,a0,a2
  sltu a0,zero,a0
  and a0,a1,a0
  and a0,s7,a0
  or a0,s6,a0
  xori a1,s5,7
  seqz a1,a1
  lw a2,16(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label11),not_taken(label12)
block11:
  j label16
block12:
  addi a1,a3,16
  load_addr a2,8(slot)
  mv a0,s3
  sd a0,80(slot)
  mv a0,s4
  sd a0,88(slot)
  mv a0,s9
  sd a0,96(slot)
  sd a3,104(slot)
  sd a4,112(slot)
  sd a5,120(slot)
  mv a0,t0
  sd a0,128(slot)
  mv a0,s8
  sd a0,136(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,s4
  callind a3
  ld a1,80(slot)
  mv s3,a1
  ld a1,88(slot)
  mv s4,a1
  ld a2,96(slot)
  mv s9,a2
  ld a3,104(slot)
  ld a4,112(slot)
  ld a5,120(slot)
  ld a1,128(slot)
  ld a1,136(slot)
  andi a0,a0,255
  bne a0,zero,taken(label13),not_taken(label14)
block13:
  j label16
block14:
  mv a1,s4
  j label15
block15:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  mv a0,s3
  mv a2,s9
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  ld s6,176(sp)
  ld s7,168(sp)
  ld s8,160(sp)
  ld s9,152(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block16:
  ld a0,8(a3)
  seqz a1,a0
  lw a2,0(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,0(a3)
  fcvt.l.d t0,fa0,rtz
  feq.d t1,fa0,fa0
  sub t1,zero,t1
  and t0,t0,t1
  fcvt.d.l fa1,t0,rne
  feq.d t1,fa1,fa0
  ld t2,[const(0)]
  xor t2,t0,t2
  sltu t2,zero,t2
  and t1,t1,t2
  and a4,a4,t1
  sext.w a2,a2
  select a2,a2,t0##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori t0,a0,7
  seqz t0,t0
  lw t1,0(a3)
  select a2,t1,a2##condition=(a0 eq a4)
  or a0,a1,t0
  ld a1,0(slot)
  andi a4,a0,255
  select a0,a2,a1##condition=(a4 ne zero)
  ld a1,24(a3)
  seqz a2,a1
  lw a4,16(a3)
  xori t0,a1,8
  seqz t0,t0
  fld fa0,16(a3)
  fcvt.l.d t1,fa0,rtz
  feq.d t2,fa0,fa0
  sub t2,zero,t2
  and t1,t1,t2
  fcvt.d.l fa1,t1,rne
  feq.d t2,fa1,fa0
  ld s1,[const(0)]
  xor s1,t1,s1
  sltu s1,zero,s1
  and t2,t2,s1
  and t0,t0,t2
  sext.w a4,a4
  select a4,a4,t1##condition=(a1 eq zero)
  or a2,a2,t0
  li t0,7
  xori t1,a1,7
  seqz t1,t1
  lw a3,16(a3)
  select a3,a3,a4##condition=(a1 eq t0)
  or a1,a2,t1
  ld a2,8(slot)
  andi a1,a1,255
  select a2,a3,a2##condition=(a1 ne zero)
  mv s8,a2
  mv a1,s3
  mv s5,a5
  j label17
block22:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,216(sp)
  ld s2,208(sp)
  ld s3,200(sp)
  ld s4,192(sp)
  ld s5,184(sp)
  ld s6,176(sp)
  ld s7,168(sp)
  ld s8,160(sp)
  ld s9,152(sp)
  addi sp,sp,224
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
