; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1064 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  addi sp,sp,-96
  sd s1,88(sp)
  unwind SaveReg { clobber_offset: 24, reg: p9i }
  sd s2,80(sp)
  unwind SaveReg { clobber_offset: 16, reg: p18i }
  sd s3,72(sp)
  unwind SaveReg { clobber_offset: 8, reg: p19i }
block0:
  mv a7,a0
  mv s2,a1
  mv s3,a2
  li a0,1
  bltu a4,a0,taken(label16),not_taken(label1)
block1:
  ld a0,8(a3)
  seqz a0,a0
  lw a1,0(a3)
  sext.w a2,a1
  slt a2,a2,zero
  xori a2,a2,1
  and a2,a0,a2
  slli a0,a1,32
  srli a0,a0,32
  andi a1,a2,255
  bne a1,zero,taken(label2),not_taken(label3)
block2:
  mv a1,a7
  mv s1,s2
  mv s2,a5
  j label11
block4:
  mv a1,a7
  mv s1,s2
  mv s2,a5
  j label11
block11:
  ld a1,0(a1)
  callind a1
  ld a1,[const(0)]
  bleu a0,a1,taken(label15),not_taken(label12)
block12:
  lui a1,1
  slli a1,a1,41
  bleu a0,a1,taken(label14),not_taken(label13)
block13:
  mv a1,a0
  load_ext_name_got a0,<imports>
  ld a3,64(a0)
  mv a0,s1
  mv a2,s2
  callind a3
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,88(sp)
  ld s2,80(sp)
  ld s3,72(sp)
  addi sp,sp,96
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block14:
  mv a1,a0
  mv a2,s2
  fcvt.d.lu fa0,a1,rne
  fsd fa0,0(a2)
  li a0,8
  sd a0,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,88(sp)
  ld s2,80(sp)
  ld s3,72(sp)
  addi sp,sp,96
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block15:
  mv a1,a0
  mv a2,s2
  slli a0,a1,32
  srli a0,a0,32
  sd a0,0(a2)
  sd zero,8(a2)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,88(sp)
  ld s2,80(sp)
  ld s3,72(sp)
  addi sp,sp,96
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  ld t0,8(a3)
  seqz a0,t0
  lw t1,0(a3)
  xori a1,t0,8
  seqz t2,a1
  fld fa0,0(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld s1,[const(1)]
  xor s1,a1,s1
  sltu s1,zero,s1
  and a2,a2,s1
  and a2,t2,a2
  sext.w t1,t1
  select a1,t1,a1##condition=(t0 eq zero)
  or a2,a0,a2
  li t1,7
  xori a0,t0,7
  seqz t2,a0
  lw a0,0(a3)
  select a0,a0,a1##condition=(t0 eq t1)
  or a1,a2,t2
  slt a2,a0,zero
  xori a2,a2,1
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label4),not_taken(label5)
block5:
  ld t0,8(a3)
  seqz t1,t0
  lw t2,0(a3)
  xori a1,t0,8
  seqz s1,a1
  fld fa0,0(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld a6,[const(1)]
  xor a6,a1,a6
  sltu a6,zero,a6
  and a2,a2,a6
  and a2,s1,a2
  sext.w t2,t2
  select a1,t2,a1##condition=(t0 eq zero)
  or a2,t1,a2
  li t1,7
  xori t2,t0,7
  seqz t2,t2
  lw s1,0(a3)
  select s1,s1,a1##condition=(t0 eq t1)
  or a1,a2,t2
  slt a2,s1,zero
  xori a2,a2,1
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label6),not_taken(label7)
block6:
  mv s1,s2
  j label10
block7:
  addi a1,a3,0
  load_addr a2,0(slot)
  mv t0,a7
  sd t0,8(slot)
  mv t0,s2
  sd t0,16(slot)
  mv t1,s3
  sd t1,24(slot)
  sd a3,32(slot)
  sd a4,40(slot)
  sd a5,48(slot)
  sd a0,56(slot)
  load_ext_name_got a0,<imports>
  ld a3,48(a0)
  mv a0,t0
  callind a3
  ld a1,8(slot)
  mv a7,a1
  ld a1,16(slot)
  ld a2,24(slot)
  ld a3,32(slot)
  ld a4,40(slot)
  ld a5,48(slot)
  ld t0,56(slot)
  andi a0,a0,255
  bne a0,zero,taken(label8),not_taken(label9)
block8:
  mv s1,a1
  j label10
block9:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  mv a0,a7
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,88(sp)
  ld s2,80(sp)
  ld s3,72(sp)
  addi sp,sp,96
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block10:
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
  ld t2,[const(1)]
  xor t2,t0,t2
  sltu t2,zero,t2
  and t1,t1,t2
  and a4,a4,t1
  sext.w a2,a2
  select a2,a2,t0##condition=(a0 eq zero)
  or a4,a1,a4
  li t0,7
  xori a1,a0,7
  seqz t1,a1
  lw a1,0(a3)
  select a1,a1,a2##condition=(a0 eq t0)
  or a0,a4,t1
  slt a2,a1,zero
  xori a2,a2,1
  and a0,a0,a2
  ld a2,0(slot)
  andi a3,a0,255
  select a0,a1,a2##condition=(a3 ne zero)
  mv a1,a7
  mv s2,a5
  j label11
block16:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,88(sp)
  ld s2,80(sp)
  ld s3,72(sp)
  addi sp,sp,96
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
