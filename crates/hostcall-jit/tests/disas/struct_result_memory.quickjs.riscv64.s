; thunk for (i64, {f32, f32, f32}) -> {i64, i64, i64} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 {f32, f32, f32} <- argv[1]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result {i64, i64, i64} -> a new byte array of its bytes (bytes_new hook)
; 1072 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 96 }
  addi sp,sp,-208
  sd s1,200(sp)
  unwind SaveReg { clobber_offset: 88, reg: p9i }
  sd s2,192(sp)
  unwind SaveReg { clobber_offset: 80, reg: p18i }
  sd s3,184(sp)
  unwind SaveReg { clobber_offset: 72, reg: p19i }
  sd s4,176(sp)
  unwind SaveReg { clobber_offset: 64, reg: p20i }
  sd s5,168(sp)
  unwind SaveReg { clobber_offset: 56, reg: p21i }
  sd s6,160(sp)
  unwind SaveReg { clobber_offset: 48, reg: p22i }
  sd s7,152(sp)
  unwind SaveReg { clobber_offset: 40, reg: p23i }
  sd s8,144(sp)
  unwind SaveReg { clobber_offset: 32, reg: p24i }
  sd s9,136(sp)
  unwind SaveReg { clobber_offset: 24, reg: p25i }
  sd s10,128(sp)
  unwind SaveReg { clobber_offset: 16, reg: p26i }
  sd s11,120(sp)
  unwind SaveReg { clobber_offset: 8, reg: p27i }
block0:
  mv t0,a2
  mv s3,a0
  mv t3,a1
  li a0,2
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  ld a0,8(a3)
  lw a6,0(a3)
  addi a1,a3,16
  mv s11,a1
  beq a0,zero,taken(label3),not_taken(label4)
block3:
  mv s1,a6
  mv s2,t3
  mv s4,a5
  j label12
block5:
  mv s1,a6
  mv s2,t3
  mv s4,a5
  j label12
block12:
  ld a0,24(a3)
  li a1,-1
  beq a0,a1,taken(label14),not_taken(label13)
block14:
  load_addr a2,64(slot)
  load_addr a3,72(slot)
  load_ext_name_got a0,<imports>
  ld a4,24(a0)
  mv a1,s11
  mv a0,s2
  callind a4
  ld a1,72(slot)
  xori a1,a1,12
  seqz a1,a1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label16),not_taken(label15)
block16:
  ld a1,64(slot)
  sd zero,80(slot)
  sd zero,88(slot)
  sd zero,96(slot)
  load_addr a0,80(slot)
  ld a2,0(a1)
  lwu a3,8(a1)
  mv a1,s3
  ld a4,0(a1)
  mv a1,s1
  callind a4
  load_addr a1,80(slot)
  li a2,24
  load_ext_name_got a0,<imports>
  ld a4,32(a0)
  mv a0,s2
  mv a3,s4
  callind a4
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,200(sp)
  ld s2,192(sp)
  ld s3,184(sp)
  ld s4,176(sp)
  ld s5,168(sp)
  ld s6,160(sp)
  ld s7,152(sp)
  ld s8,144(sp)
  ld s9,136(sp)
  ld s10,128(sp)
  ld s11,120(sp)
  addi sp,sp,208
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label17
block4:
  ld s6,8(a3)
  seqz s7,s6
  lw s8,0(a3)
  xori a0,s6,8
  seqz s9,a0
  fld fa0,0(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a1,fa0,fa0
  sub a1,zero,a1
  and a1,a0,a1
  fcvt.d.l fa1,a1,rne
  feq.d a0,fa1,fa0
  ld a2,[const(0)]
  xor a2,a1,a2
  sltu a2,zero,a2
  and a0,a0,a2
  and a2,s9,a0
  sext.w a0,s8
  select a0,a0,a1##condition=(s6 eq zero)
  or a1,s7,a2
  li a2,7
  xori s5,s6,7
  seqz s7,s5
  lw s8,0(a3)
  select a6,s8,a0##condition=(s6 eq a2)
  or a0,a1,s7
  andi a0,a0,255
  bne a0,zero,taken(label5),not_taken(label6)
block6:
  ld s8,8(a3)
  seqz s9,s8
  lw a0,0(a3)
  xori a0,s8,8
  seqz s10,a0
  fld fa0,0(a3)
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
  and a0,s10,a0
  or a0,s9,a0
  xori a1,s8,7
  seqz a1,a1
  lw a2,0(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label7),not_taken(label8)
block7:
  mv s2,t3
  mv s7,a3
  j label11
block8:
  addi a1,a3,0
  load_addr a2,0(slot)
  mv a0,s3
  sd a0,8(slot)
  mv a0,t3
  sd a0,16(slot)
  mv a0,t0
  sd a0,24(slot)
  sd a3,32(slot)
  mv s7,a3
  sd a4,40(slot)
  sd a5,48(slot)
  sd a6,56(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,t3
  callind a3
  ld a1,8(slot)
  mv s3,a1
  ld a1,16(slot)
  ld a2,24(slot)
  ld a3,32(slot)
  ld a4,40(slot)
  ld a5,48(slot)
  ld t0,56(slot)
  andi a0,a0,255
  bne a0,zero,taken(label9),not_taken(label10)
block9:
  mv s2,a1
  j label11
block10:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  mv a0,s3
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,200(sp)
  ld s2,192(sp)
  ld s3,184(sp)
  ld s4,176(sp)
  ld s5,168(sp)
  ld s6,160(sp)
  ld s7,152(sp)
  ld s8,144(sp)
  ld s9,136(sp)
  ld s10,128(sp)
  ld s11,120(sp)
  addi sp,sp,208
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block11:
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
  lw a3,0(a3)
  select a2,a3,a2##condition=(a0 eq a4)
  or a0,a1,t0
  ld a1,0(slot)
  andi a0,a0,255
  select a6,a2,a1##condition=(a0 ne zero)
  mv s1,a6
  mv a3,s7
  mv s4,a5
  j label12
block13:
  j label17
block15:
  j label17
block17:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,200(sp)
  ld s2,192(sp)
  ld s3,184(sp)
  ld s4,176(sp)
  ld s5,168(sp)
  ld s6,160(sp)
  ld s7,152(sp)
  ld s8,144(sp)
  ld s9,136(sp)
  ld s10,128(sp)
  ld s11,120(sp)
  addi sp,sp,208
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
