; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32 uext
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result f64 -> float64
; 3664 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 96 }
  addi sp,sp,-624
  sd s1,616(sp)
  unwind SaveReg { clobber_offset: 88, reg: p9i }
  sd s2,608(sp)
  unwind SaveReg { clobber_offset: 80, reg: p18i }
  sd s3,600(sp)
  unwind SaveReg { clobber_offset: 72, reg: p19i }
  sd s4,592(sp)
  unwind SaveReg { clobber_offset: 64, reg: p20i }
  sd s5,584(sp)
  unwind SaveReg { clobber_offset: 56, reg: p21i }
  sd s6,576(sp)
  unwind SaveReg { clobber_offset: 48, reg: p22i }
  sd s7,568(sp)
  unwind SaveReg { clobber_offset: 40, reg: p23i }
  sd s8,560(sp)
  unwind SaveReg { clobber_offset: 32, reg: p24i }
  sd s9,552(sp)
  unwind SaveReg { clobber_offset: 24, reg: p25i }
  sd s10,544(sp)
  unwind SaveReg { clobber_offset: 16, reg: p26i }
  sd s11,536(sp)
  unwind SaveReg { clobber_offset: 8, reg: p27i }
block0:
  sd a1,496(slot)
  sd a2,504(slot)
  sd a0,520(slot)
  li a0,12
  bltu a4,a0,taken(label35),not_taken(label1)
block1:
  ld a0,8(a3)
  seqz a2,a0
  lw t0,0(a3)
  ld a0,24(a3)
  xori a0,a0,8
  seqz a0,a0
  fld fa0,16(a3)
  and a0,a2,a0
  ld a1,40(a3)
  seqz s7,a1
  lw a1,32(a3)
  and a0,a0,s7
  ld s7,56(a3)
  xori s6,s7,8
  seqz s8,s6
  fld fa1,48(a3)
  fcvt.s.d fa1,fa1,rne
  and a0,a0,s8
  ld s7,72(a3)
  seqz s7,s7
  lw s3,64(a3)
  sext.w s5,s3
  slt s8,s5,zero
  xori s9,s8,1
  and s7,s7,s9
  li s8,255
  sext.w s4,s3
  sext.w s6,s8
  slt s8,s6,s4
  xori s10,s8,1
  and s7,s7,s10
  and a0,a0,s7
  and a2,a2,s7
  ld s7,88(a3)
  xori s6,s7,8
  seqz s8,s6
  fld fa2,80(a3)
  and a0,a0,s8
  ld s7,104(a3)
  seqz s7,s7
  lw t2,96(a3)
  lui s8,-8
  sext.w s4,t2
  sext.w s6,s8
  slt s8,s4,s6
  xori s10,s8,1
  and s7,s7,s10
  lui s6,8
  addi s8,s6,-1
  sext.w s4,t2
  sext.w s6,s8
  slt s8,s6,s4
  xori s10,s8,1
  and s8,s7,s10
  and s7,a0,s8
  and a0,a2,s8
  ld a2,120(a3)
  xori a2,a2,8
  seqz a2,a2
  fld fa3,112(a3)
  and a2,s7,a2
  ld s7,136(a3)
  seqz s7,s7
  lw t1,128(a3)
  sext.w s5,t1
  slt s8,s5,zero
  xori s9,s8,1
  and s7,s7,s9
  and a2,a2,s7
  ld s7,152(a3)
  xori s6,s7,1
  seqz s8,s6
  and s7,a2,s8
  and a2,a0,s8
  lw a0,144(a3)
  sext.w a0,a0
  sltu s2,zero,a0
  ld a0,168(a3)
  seqz s8,a0
  lw s9,160(a3)
  sext.w s5,s9
  slt s10,s5,zero
  xori s10,s10,1
  and s8,s8,s10
  slli s6,s9,32
  srli s9,s6,32
  li s10,2
  xori s6,a0,2
  seqz s11,s6
  select a6,zero,s9##condition=(a0 eq s10)
  or a0,s8,s11
  and a0,s7,a0
  ld s7,184(a3)
  seqz s7,s7
  lw s8,176(a3)
  sext.w s5,s8
  slt s9,s5,zero
  xori s9,s9,1
  and s7,s7,s9
  slli s6,s8,32
  srli a7,s6,32
  and a0,a0,s7
  andi a0,a0,255
  bne a0,zero,taken(label2),not_taken(label3)
block2:
  ld a0,520(slot)
  mv s7,a5
  sd a1,512(slot)
  j label34
block4:
  ld a0,520(slot)
  mv s7,a5
  j label34
block34:
  ld s1,0(a0)
  slli a0,t0,32; srai a0,a0,32
  andi a2,s3
  slli a3,t2,48; srai a3,a3,48
  slli a4,t1,32; srai a4,a4,32
  andi a5,s2
  ld a1,512(slot)
  callind s1
  mv a5,s7
  fsd fa0,0(a5)
  li a0,8
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,616(sp)
  ld s2,608(sp)
  ld s3,600(sp)
  ld s4,592(sp)
  ld s5,584(sp)
  ld s6,576(sp)
  ld s7,568(sp)
  ld s8,560(sp)
  ld s9,552(sp)
  ld s10,544(sp)
  ld s11,536(sp)
  addi sp,sp,624
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  ld a0,24(a3)
  seqz a1,a0
  lw s9,16(a3)
  xori s8,a0,8
  seqz s10,s8
  fcvt.d.w fa0,s9,rne
  fld fa1,16(a3)
  select fa0,fa0,fa1##condition=(a0 eq zero)
  or a0,a1,s10
  and s9,a2,a0
  ld s10,40(a3)
  seqz a0,s10
  lw a1,32(a3)
  xori s8,s10,8
  seqz s11,s8
  fld fa1,32(a3)
  fcvt.l.d s6,fa1,rtz
  feq.d s8,fa1,fa1
  sub t3,zero,s8
  and t3,s6,t3
  fcvt.d.l fa2,t3,rne
  feq.d t4,fa2,fa1
  ld t1,[const(0)]
  xor s8,t3,t1
  sltu t1,zero,s8
  and t4,t4,t1
  and s11,s11,t4
  sext.w a1,a1
  select a1,a1,t3##condition=(s10 eq zero)
  or a0,a0,s11
  li s11,7
  xori s8,s10,7
  seqz t3,s8
  lw t4,32(a3)
  select a1,t4,a1##condition=(s10 eq s11)
  sd a1,512(slot)
  or a0,a0,t3
  and a0,s9,a0
  ld a1,56(a3)
  seqz s9,a1
  lw s11,48(a3)
  xori s8,a1,8
  seqz s10,s8
  fcvt.s.w fa1,s11,rne
  fld fa2,48(a3)
  fcvt.s.d fa2,fa2,rne
  select fa1,fa1,fa2##condition=(a1 eq zero)
  or a1,s9,s10
  and a0,a0,a1
  ld a1,88(a3)
  seqz s9,a1
  lw s11,80(a3)
  xori s8,a1,8
  seqz s10,s8
  fcvt.d.w fa2,s11,rne
  fld fa3,80(a3)
  select fa2,fa2,fa3##condition=(a1 eq zero)
  or a1,s9,s10
  and a0,a0,a1
  ld a1,120(a3)
  seqz s9,a1
  lw s11,112(a3)
  xori s8,a1,8
  seqz s10,s8
  fcvt.d.w fa3,s11,rne
  fld fa4,112(a3)
  select fa3,fa3,fa4##condition=(a1 eq zero)
  or a1,s9,s10
  and s9,a0,a1
  ld a1,136(a3)
  seqz a0,a1
  lw s10,128(a3)
  xori s8,a1,8
  seqz s11,s8
  fld fa4,128(a3)
  fcvt.l.d s6,fa4,rtz
  feq.d s8,fa4,fa4
  sub t3,zero,s8
  and t3,s6,t3
  fcvt.d.l fa5,t3,rne
  feq.d t4,fa5,fa4
  ld t1,[const(0)]
  xor s8,t3,t1
  sltu t1,zero,s8
  and t4,t4,t1
  and s11,s11,t4
  sext.w s10,s10
  select t1,s10,t3##condition=(a1 eq zero)
  or a0,a0,s11
  slt a1,t1,zero
  xori a1,a1,1
  and a0,a0,a1
  ld a1,[const(1)]
  slt a1,a1,t1
  xori a1,a1,1
  and a0,a0,a1
  and s9,s9,a0
  ld s10,168(a3)
  seqz a0,s10
  lw a1,160(a3)
  xori s8,s10,8
  seqz s11,s8
  fld fa4,160(a3)
  fcvt.l.d s6,fa4,rtz
  feq.d s8,fa4,fa4
  sub t3,zero,s8
  and t3,s6,t3
  fcvt.d.l fa5,t3,rne
  feq.d t4,fa5,fa4
  ld s1,[const(0)]
  xor s8,t3,s1
  sltu s1,zero,s8
  and t4,t4,s1
  and s11,s11,t4
  sext.w a1,a1
  select a1,a1,t3##condition=(s10 eq zero)
  or s11,a0,s11
  li t3,7
  xori a0,s10,7
  seqz t4,a0
  lw a0,160(a3)
  select a0,a0,a1##condition=(s10 eq t3)
  or a1,s11,t4
  slt s8,a0,zero
  xori s11,s8,1
  and a1,a1,s11
  lui s8,1
  slli s11,s8,41
  slt s8,s11,a0
  xori s11,s8,1
  and a1,a1,s11
  li s11,2
  xori s8,s10,2
  seqz t3,s8
  select a6,zero,a0##condition=(s10 eq s11)
  or a0,a1,t3
  and s9,s9,a0
  ld s10,184(a3)
  seqz a0,s10
  lw a1,176(a3)
  xori s8,s10,8
  seqz s11,s8
  fld fa4,176(a3)
  fcvt.l.d s6,fa4,rtz
  feq.d s8,fa4,fa4
  sub t3,zero,s8
  and t3,s6,t3
  fcvt.d.l fa5,t3,rne
  feq.d t4,fa5,fa4
  ld s1,[const(0)]
  xor s8,t3,s1
  sltu s1,zero,s8
  and t4,t4,s1
  and s11,s11,t4
  sext.w a1,a1
  select a1,a1,t3##condition=(s10 eq zero)
  or a0,a0,s11
  li s11,7
  xori s8,s10,7
  seqz t3,s8
  lw t4,176(a3)
  select a7,t4,a1##condition=(s10 eq s11)
  or a0,a0,t3
  slt a1,a7,zero
  xori a1,a1,1
  and a0,a0,a1
  and a0,s9,a0
  andi a0,a0,255
  bne a0,zero,taken(label4),not_taken(label5)
block5:
  andi a0,a2,255
  bne a0,zero,taken(label7),not_taken(label6)
block6:
  ld a1,496(slot)
  j label32
block7:
  ld a1,24(a3)
  seqz a0,a1
  lw a2,16(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa4,16(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label9),not_taken(label8)
block8:
  ld a1,496(slot)
  j label32
block9:
  ld a0,40(a3)
  seqz a1,a0
  lw a2,32(a3)
  xori a2,a0,8
  seqz a2,a2
  fld fa4,32(a3)
  fcvt.l.d t3,fa4,rtz
  feq.d s1,fa4,fa4
  sub s1,zero,s1
  and s1,t3,s1
  fcvt.d.l fa5,s1,rne
  feq.d s4,fa5,fa4
  ld s5,[const(0)]
  xor s1,s1,s5
  sltu s1,zero,s1
  and s1,s4,s1
  and a2,a2,s1
  or a1,a1,a2
  xori a0,a0,7
  seqz a0,a0
  lw a2,32(a3)
  or a0,a1,a0
  andi a0,a0,255
  bne a0,zero,taken(label10),not_taken(label11)
block10:
  ld s10,496(slot)
  j label14
block11:
  addi a1,a3,32
  load_addr a2,8(slot)
  ld a0,520(slot)
  sd a0,64(slot)
  ld a0,496(slot)
  sd a0,72(slot)
  ld a0,504(slot)
  sd a0,80(slot)
  sd a3,88(slot)
  sd a4,96(slot)
  sd a5,104(slot)
  sw t0,112(slot)
  fsd fa0,120(slot)
  ld a0,512(slot)
  sd a0,128(slot)
  fsw fa1,136(slot)
  sb s3,144(slot)
  fsd fa2,152(slot)
  sh t2,160(slot)
  fsd fa3,168(slot)
  sw t1,176(slot)
  sb s2,184(slot)
  sd a6,192(slot)
  sd a7,200(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  ld a0,496(slot)
  callind a3
  ld a5,64(slot)
  sd a5,520(slot)
  ld a1,72(slot)
  mv s10,a1
  ld a2,80(slot)
  sd a2,504(slot)
  ld a3,88(slot)
  ld a4,96(slot)
  ld a5,104(slot)
  lw t0,112(slot)
  fld fa0,120(slot)
  ld a1,128(slot)
  sd a1,512(slot)
  flw fa1,136(slot)
  lb s3,144(slot)
  fld fa2,152(slot)
  lh t2,160(slot)
  fld fa3,168(slot)
  lw t1,176(slot)
  lb s2,184(slot)
  ld a6,192(slot)
  ld a7,200(slot)
  andi a0,a0,255
  bne a0,zero,taken(label12),not_taken(label13)
block12:
  j label14
block13:
  mv a1,s10
  j label32
block14:
  ld a1,56(a3)
  seqz a0,a1
  lw a2,48(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa4,48(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label16),not_taken(label15)
block15:
  mv a1,s10
  j label32
block16:
  ld a1,88(a3)
  seqz a0,a1
  lw a2,80(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa4,80(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label18),not_taken(label17)
block17:
  mv a1,s10
  j label32
block18:
  ld a1,120(a3)
  seqz a0,a1
  lw a2,112(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa4,112(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label20),not_taken(label19)
block19:
  mv a1,s10
  j label32
block20:
  ld a0,136(a3)
  seqz a1,a0
  lw a2,128(a3)
  xori s1,a0,8
  seqz s1,s1
  fld fa4,128(a3)
  fcvt.l.d s4,fa4,rtz
  feq.d s5,fa4,fa4
  sub s5,zero,s5
  and s4,s4,s5
  fcvt.d.l fa5,s4,rne
  feq.d s5,fa5,fa4
  ld s6,[const(0)]
  xor s6,s4,s6
  sltu s6,zero,s6
  and s5,s5,s6
  and s1,s1,s5
  sext.w a2,a2
  select a2,a2,s4##condition=(a0 eq zero)
  or a0,a1,s1
  slt a1,a2,zero
  xori a1,a1,1
  and a0,a0,a1
  ld a1,[const(1)]
  slt a1,a1,a2
  xori a1,a1,1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label22),not_taken(label21)
block21:
  mv a1,s10
  j label32
block22:
  ld s1,168(a3)
  seqz a0,s1
  lw a1,160(a3)
  xori a2,s1,8
  seqz a2,a2
  fld fa4,160(a3)
  fcvt.l.d s4,fa4,rtz
  feq.d s5,fa4,fa4
  sub s5,zero,s5
  and s4,s4,s5
  fcvt.d.l fa5,s4,rne
  feq.d s5,fa5,fa4
  ld s6,[const(0)]
  xor s6,s4,s6
  sltu s6,zero,s6
  and s5,s5,s6
  and a2,a2,s5
  sext.w a1,a1
  select a1,a1,s4##condition=(s1 eq zero)
  or a2,a0,a2
  li s4,7
  xori a0,s1,7
  seqz s5,a0
  lw a0,160(a3)
  select a0,a0,a1##condition=(s1 eq s4)
  or a1,a2,s5
  slt a2,a0,zero
  xori a2,a2,1
  and a1,a1,a2
  lui a2,1
  slli a2,a2,41
  slt a0,a2,a0
  xori a0,a0,1
  and a0,a1,a0
  xori a1,s1,2
  seqz a1,a1
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label23),not_taken(label24)
block23:
  j label27
block24:
  addi a1,a3,160
  load_addr a2,48(slot)
  ld a0,520(slot)
  sd a0,208(slot)
  mv a0,s10
  sd a0,216(slot)
  ld s1,504(slot)
  sd s1,224(slot)
  sd a3,232(slot)
  sd a4,240(slot)
  sd a5,248(slot)
  sw t0,256(slot)
  fsd fa0,264(slot)
  ld a3,512(slot)
  sd a3,272(slot)
  fsw fa1,280(slot)
  sb s3,288(slot)
  fsd fa2,296(slot)
  sh t2,304(slot)
  fsd fa3,312(slot)
  sw t1,320(slot)
  sb s2,328(slot)
  sd a6,336(slot)
  sd a7,344(slot)
  load_ext_name_got a3,<imports>
  ld a3,48(a3)
  callind a3
  mv s1,a0
  ld a0,208(slot)
  sd a0,520(slot)
  ld a0,216(slot)
  mv s10,a0
  ld a2,224(slot)
  sd a2,504(slot)
  ld a3,232(slot)
  ld a4,240(slot)
  ld a5,248(slot)
  lw t0,256(slot)
  fld fa0,264(slot)
  ld a1,272(slot)
  sd a1,512(slot)
  flw fa1,280(slot)
  lb s3,288(slot)
  fld fa2,296(slot)
  lh t2,304(slot)
  fld fa3,312(slot)
  lw t1,320(slot)
  lb s2,328(slot)
  ld a6,336(slot)
  ld a7,344(slot)
  mv a0,s1
  andi a0,a0,255
  bne a0,zero,taken(label25),not_taken(label26)
block25:
  j label27
block26:
  mv a1,s10
  j label32
block27:
  ld s6,184(a3)
  seqz a0,s6
  lw a1,176(a3)
  xori a2,s6,8
  seqz a2,a2
  fld fa4,176(a3)
  fcvt.l.d s4,fa4,rtz
  feq.d s5,fa4,fa4
  sub s7,zero,s5
  and s9,s4,s7
  fcvt.d.l fa5,s9,rne
  feq.d s7,fa5,fa4
  ld s8,[const(0)]
  xor s5,s9,s8
  sltu s8,zero,s5
  and s7,s7,s8
  and a2,a2,s7
  sext.w a1,a1
  select a1,a1,s9##condition=(s6 eq zero)
  or a0,a0,a2
  li a2,7
  xori s5,s6,7
  seqz s7,s5
  lw s8,176(a3)
  select a1,s8,a1##condition=(s6 eq a2)
  or a0,a0,s7
  slt a1,a1,zero
  xori a1,a1,1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label28),not_taken(label29)
block28:
  mv s7,a5
  j label33
block29:
  addi a1,a3,176
  load_addr a2,56(slot)
  ld a0,520(slot)
  sd a0,352(slot)
  mv a0,s10
  sd a0,360(slot)
  ld s8,504(slot)
  sd s8,368(slot)
  sd a3,376(slot)
  sd a4,384(slot)
  sd a5,392(slot)
  sw t0,400(slot)
  fsd fa0,408(slot)
  ld a3,512(slot)
  sd a3,416(slot)
  fsw fa1,424(slot)
  sb s3,432(slot)
  fsd fa2,440(slot)
  sh t2,448(slot)
  fsd fa3,456(slot)
  sw t1,464(slot)
  sb s2,472(slot)
  sd a6,480(slot)
  sd a7,488(slot)
  load_ext_name_got a3,<imports>
  ld a3,48(a3)
  callind a3
  ld a1,352(slot)
  sd a1,520(slot)
  ld a1,360(slot)
  ld a2,368(slot)
  sd a2,504(slot)
  ld a3,376(slot)
  ld a4,384(slot)
  ld a5,392(slot)
  lw t0,400(slot)
  fld fa0,408(slot)
  ld a2,416(slot)
  flw fa0,424(slot)
  lb s3,432(slot)
  fld fa0,440(slot)
  lh t2,448(slot)
  fld fa0,456(slot)
  lw a2,464(slot)
  lb s2,472(slot)
  ld a2,480(slot)
  ld a2,488(slot)
  andi a0,a0,255
  bne a0,zero,taken(label30),not_taken(label31)
block30:
  mv s7,a5
  j label33
block31:
  j label32
block32:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  ld a0,520(slot)
  ld a2,504(slot)
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,616(sp)
  ld s2,608(sp)
  ld s3,600(sp)
  ld s4,592(sp)
  ld s5,584(sp)
  ld s6,576(sp)
  ld s7,568(sp)
  ld s8,560(sp)
  ld s9,552(sp)
  ld s10,544(sp)
  ld s11,536(sp)
  addi sp,sp,624
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block33:
  ld a0,24(a3)
  lw a1,16(a3)
  fcvt.d.w fa0,a1,rne
  fld fa1,16(a3)
  select fa0,fa0,fa1##condition=(a0 eq zero)
  ld a0,40(a3)
  seqz a1,a0
  lw a2,32(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa1,32(a3)
  fcvt.l.d a5,fa1,rtz
  feq.d t1,fa1,fa1
  sub t1,zero,t1
  and a5,a5,t1
  fcvt.d.l fa2,a5,rne
  feq.d t1,fa2,fa1
  ld s1,[const(0)]
  xor s1,a5,s1
  sltu s1,zero,s1
  and t1,t1,s1
  and a4,a4,t1
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t1,32(a3)
  select a2,t1,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,8(slot)
  andi a0,a0,255
  select a1,a2,a1##condition=(a0 ne zero)
  sd a1,512(slot)
  ld a0,56(a3)
  lw a1,48(a3)
  fcvt.s.w fa1,a1,rne
  fld fa2,48(a3)
  fcvt.s.d fa2,fa2,rne
  select fa1,fa1,fa2##condition=(a0 eq zero)
  ld a0,88(a3)
  lw a1,80(a3)
  fcvt.d.w fa2,a1,rne
  fld fa3,80(a3)
  select fa2,fa2,fa3##condition=(a0 eq zero)
  ld a0,120(a3)
  lw a1,112(a3)
  fcvt.d.w fa3,a1,rne
  fld fa4,112(a3)
  select fa3,fa3,fa4##condition=(a0 eq zero)
  ld a0,136(a3)
  lw a1,128(a3)
  fld fa4,128(a3)
  fcvt.l.d a2,fa4,rtz
  feq.d a4,fa4,fa4
  sub a4,zero,a4
  and a2,a2,a4
  sext.w a1,a1
  select t1,a1,a2##condition=(a0 eq zero)
  ld a0,168(a3)
  seqz a1,a0
  lw a2,160(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa4,160(a3)
  fcvt.l.d a5,fa4,rtz
  feq.d s1,fa4,fa4
  sub s1,zero,s1
  and a5,a5,s1
  fcvt.d.l fa5,a5,rne
  feq.d s1,fa5,fa4
  ld a6,[const(0)]
  xor a6,a5,a6
  sltu a6,zero,a6
  and s1,s1,a6
  and a4,a4,s1
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a4,a1,a4
  li a5,7
  xori a1,a0,7
  seqz s1,a1
  lw a1,160(a3)
  select a1,a1,a2##condition=(a0 eq a5)
  or a2,a4,s1
  slt a4,a1,zero
  xori a4,a4,1
  and a2,a2,a4
  lui a4,1
  slli a4,a4,41
  slt a4,a4,a1
  xori a4,a4,1
  and a2,a2,a4
  li a4,2
  xori a5,a0,2
  seqz a5,a5
  select a1,zero,a1##condition=(a0 eq a4)
  or a0,a2,a5
  ld a2,48(slot)
  andi a0,a0,255
  select a6,a1,a2##condition=(a0 ne zero)
  ld a0,184(a3)
  seqz a1,a0
  lw a2,176(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa4,176(a3)
  fcvt.l.d a5,fa4,rtz
  feq.d s1,fa4,fa4
  sub s1,zero,s1
  and a5,a5,s1
  fcvt.d.l fa5,a5,rne
  feq.d s1,fa5,fa4
  ld a7,[const(0)]
  xor a7,a5,a7
  sltu a7,zero,a7
  and s1,s1,a7
  and a4,a4,s1
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a4,a1,a4
  li a5,7
  xori a1,a0,7
  seqz s1,a1
  lw a1,176(a3)
  select a1,a1,a2##condition=(a0 eq a5)
  or a0,a4,s1
  slt a2,a1,zero
  xori a2,a2,1
  and a0,a0,a2
  ld a2,56(slot)
  andi a0,a0,255
  select a7,a1,a2##condition=(a0 ne zero)
  ld a0,520(slot)
  j label34
block35:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,616(sp)
  ld s2,608(sp)
  ld s3,600(sp)
  ld s4,592(sp)
  ld s5,584(sp)
  ld s6,576(sp)
  ld s7,568(sp)
  ld s8,560(sp)
  ld s9,552(sp)
  ld s10,544(sp)
  ld s11,536(sp)
  addi sp,sp,624
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
