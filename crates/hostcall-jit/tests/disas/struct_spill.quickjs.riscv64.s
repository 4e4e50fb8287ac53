; thunk for (i64, i64, i64, i64, i64, {i32, i32}, f64, f64, f64, f64, f64, f64, f64, {i8, f64}, i32) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 i64 <- argv[3]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 4 i64 <- argv[4]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 5 {i32, i32} <- argv[5]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 f64 <- argv[8]: int32 | float64; passed as f64
;   param 9 f64 <- argv[9]: int32 | float64; passed as f64
;   param 10 f64 <- argv[10]: int32 | float64; passed as f64
;   param 11 f64 <- argv[11]: int32 | float64; passed as f64
;   param 12 f64 <- argv[12]: int32 | float64; passed as f64
;   param 13 {i8, f64} <- argv[13]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   param 14 i32 <- argv[14]: int32 in range | integral float64 in range; passed as i32 sext
;   result f64 -> float64
; 4336 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 144 }
  addi sp,sp,-688
  sd s1,680(sp)
  unwind SaveReg { clobber_offset: 136, reg: p9i }
  sd s2,672(sp)
  unwind SaveReg { clobber_offset: 128, reg: p18i }
  sd s3,664(sp)
  unwind SaveReg { clobber_offset: 120, reg: p19i }
  sd s4,656(sp)
  unwind SaveReg { clobber_offset: 112, reg: p20i }
  sd s5,648(sp)
  unwind SaveReg { clobber_offset: 104, reg: p21i }
  sd s6,640(sp)
  unwind SaveReg { clobber_offset: 96, reg: p22i }
  sd s7,632(sp)
  unwind SaveReg { clobber_offset: 88, reg: p23i }
  sd s8,624(sp)
  unwind SaveReg { clobber_offset: 80, reg: p24i }
  sd s9,616(sp)
  unwind SaveReg { clobber_offset: 72, reg: p25i }
  sd s10,608(sp)
  unwind SaveReg { clobber_offset: 64, reg: p26i }
  sd s11,600(sp)
  unwind SaveReg { clobber_offset: 56, reg: p27i }
  fsd fs2,592(sp)
  unwind SaveReg { clobber_offset: 48, reg: p18f }
  fsd fs3,584(sp)
  unwind SaveReg { clobber_offset: 40, reg: p19f }
  fsd fs4,576(sp)
  unwind SaveReg { clobber_offset: 32, reg: p20f }
  fsd fs5,568(sp)
  unwind SaveReg { clobber_offset: 24, reg: p21f }
  fsd fs6,560(sp)
  unwind SaveReg { clobber_offset: 16, reg: p22f }
  fsd fs7,552(sp)
  unwind SaveReg { clobber_offset: 8, reg: p23f }
  fsd fs8,544(sp)
  unwind SaveReg { clobber_offset: 0, reg: p24f }
block0:
  mv s5,a0
  mv s6,a2
  mv s9,a1
  li a0,15
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  ld a0,8(a3)
  seqz a0,a0
  lw s3,0(a3)
  ld a1,24(a3)
  seqz a1,a1
  lw t0,16(a3)
  and a0,a0,a1
  ld a1,40(a3)
  seqz a1,a1
  lw t1,32(a3)
  and a0,a0,a1
  ld a1,56(a3)
  seqz a1,a1
  lw t2,48(a3)
  and a0,a0,a1
  ld a1,72(a3)
  seqz a1,a1
  lw s1,64(a3)
  and a0,a0,a1
  addi a1,a3,80
  mv s8,a1
  andi a0,a0,255
  bne a0,zero,taken(label3),not_taken(label4)
block3:
  sd a3,528(slot)
  sd s1,520(slot)
  sd t2,512(slot)
  mv s11,t1
  mv s10,s9
  mv s9,t0
  mv s4,a5
  mv s2,a4
  j label32
block5:
  sd a3,528(slot)
  sd s1,520(slot)
  sd t2,512(slot)
  mv s11,t1
  mv s10,s9
  mv s9,t0
  mv s4,a5
  mv s2,a4
  j label32
block32:
  ld a0,88(a3)
  li a1,-1
  beq a0,a1,taken(label34),not_taken(label33)
block34:
  load_addr a2,480(slot)
  load_addr a3,488(slot)
  load_ext_name_got a0,<imports>
  ld a4,24(a0)
  mv a1,s8
  mv a0,s10
  callind a4
  ld a1,488(slot)
  xori a1,a1,8
  seqz a1,a1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label36),not_taken(label35)
block36:
  ld s1,480(slot)
  ld a3,528(slot)
  ld a0,104(a3)
  xori a0,a0,8
  seqz a0,a0
  fld fa0,96(a3)
  ld a1,120(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa1,112(a3)
  and a0,a0,a1
  ld a1,136(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa2,128(a3)
  and a0,a0,a1
  ld a1,152(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa3,144(a3)
  and a0,a0,a1
  ld a1,168(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa4,160(a3)
  and a0,a0,a1
  ld a1,184(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa5,176(a3)
  and a0,a0,a1
  ld a1,200(a3)
  xori a1,a1,8
  seqz a1,a1
  fld fa6,192(a3)
  and a0,a0,a1
  addi a1,a3,208
  andi a0,a0,255
  bne a0,zero,taken(label37),not_taken(label38)
block37:
  fmv.d fs2,fa0
  fmv.d fs3,fa1
  fmv.d fs4,fa2
  fmv.d fs5,fa3
  fmv.d fs6,fa4
  fmv.d fs7,fa5
  fmv.d fs8,fa6
  j label41
block39:
  j label41
block41:
  ld a2,216(a3)
  sd a3,528(slot)
  li a3,-1
  beq a2,a3,taken(label43),not_taken(label42)
block43:
  load_addr a2,496(slot)
  load_addr a3,504(slot)
  load_ext_name_got a4,<imports>
  ld a4,24(a4)
  mv a0,s10
  callind a4
  ld a3,504(slot)
  xori a2,a3,16
  seqz a4,a2
  and a3,a0,a4
  andi a3,a3,255
  bne a3,zero,taken(label45),not_taken(label44)
block45:
  ld a2,496(slot)
  ld a3,528(slot)
  ld a5,232(a3)
  lw a1,224(a3)
  beq a5,zero,taken(label48),not_taken(label46)
block48:
  mv a0,s5
  ld a5,0(s1)
  lb a3,0(a2)
  fld fa7,8(a2)
  ld s2,0(a0)
  slli a6,a3,56; srai a6,a6,56
  slli a7,a1,32; srai a7,a7,32
  mv a0,s3
  mv a1,s9
  mv a2,s11
  ld a3,512(slot)
  ld a4,520(slot)
  fmv.d fa0,fs2
  fmv.d fa1,fs3
  fmv.d fa2,fs4
  fmv.d fa3,fs5
  fmv.d fa4,fs6
  fmv.d fa5,fs7
  fmv.d fa6,fs8
  callind s2
  mv a5,s4
  fsd fa0,0(a5)
  li a0,8
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,680(sp)
  ld s2,672(sp)
  ld s3,664(sp)
  ld s4,656(sp)
  ld s5,648(sp)
  ld s6,640(sp)
  ld s7,632(sp)
  ld s8,624(sp)
  ld s9,616(sp)
  ld s10,608(sp)
  ld s11,600(sp)
  fld fs2,592(sp)
  fld fs3,584(sp)
  fld fs4,576(sp)
  fld fs5,568(sp)
  fld fs6,560(sp)
  fld fs7,552(sp)
  fld fs8,544(sp)
  addi sp,sp,688
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label49
block4:
  ld t0,8(a3)
  seqz a1,t0
  lw t1,0(a3)
  xori a0,t0,8
  seqz a2,a0
  fld fa0,0(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d t2,fa0,fa0
  sub t2,zero,t2
  and a0,a0,t2
  fcvt.d.l fa1,a0,rne
  feq.d t2,fa1,fa0
  ld s1,[const(0)]
  xor s1,a0,s1
  sltu s1,zero,s1
  and t2,t2,s1
  and a2,a2,t2
  sext.w t1,t1
  select a0,t1,a0##condition=(t0 eq zero)
  or a1,a1,a2
  li a2,7
  xori t1,t0,7
  seqz t1,t1
  lw t2,0(a3)
  select s3,t2,a0##condition=(t0 eq a2)
  or t1,a1,t1
  ld t2,24(a3)
  seqz t0,t2
  lw s1,16(a3)
  xori a0,t2,8
  seqz a1,a0
  fld fa0,16(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a0,a0,a2
  fcvt.d.l fa1,a0,rne
  feq.d a2,fa1,fa0
  ld a6,[const(0)]
  xor a6,a0,a6
  sltu a6,zero,a6
  and a2,a2,a6
  and a1,a1,a2
  sext.w a2,s1
  select a0,a2,a0##condition=(t2 eq zero)
  or a1,t0,a1
  li a2,7
  xori t0,t2,7
  seqz s1,t0
  lw t0,16(a3)
  select t0,t0,a0##condition=(t2 eq a2)
  or a0,a1,s1
  and t2,t1,a0
  ld s1,40(a3)
  seqz t1,s1
  lw a6,32(a3)
  xori a0,s1,8
  seqz a1,a0
  fld fa0,32(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a0,a0,a2
  fcvt.d.l fa1,a0,rne
  feq.d a2,fa1,fa0
  ld a7,[const(0)]
  xor a7,a0,a7
  sltu a7,zero,a7
  and a2,a2,a7
  and a1,a1,a2
  sext.w a2,a6
  select a0,a2,a0##condition=(s1 eq zero)
  or a1,t1,a1
  li a2,7
  xori t1,s1,7
  seqz a6,t1
  lw t1,32(a3)
  select t1,t1,a0##condition=(s1 eq a2)
  or a0,a1,a6
  and s1,t2,a0
  ld a6,56(a3)
  seqz t2,a6
  lw a7,48(a3)
  xori a0,a6,8
  seqz a1,a0
  fld fa0,48(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a0,a0,a2
  fcvt.d.l fa1,a0,rne
  feq.d a2,fa1,fa0
  ld s2,[const(0)]
  xor s2,a0,s2
  sltu s2,zero,s2
  and a2,a2,s2
  and a1,a1,a2
  sext.w a2,a7
  select a0,a2,a0##condition=(a6 eq zero)
  or a1,t2,a1
  li a2,7
  xori t2,a6,7
  seqz a7,t2
  lw t2,48(a3)
  select t2,t2,a0##condition=(a6 eq a2)
  or a0,a1,a7
  and a6,s1,a0
  ld a7,72(a3)
  seqz s1,a7
  lw s2,64(a3)
  xori a0,a7,8
  seqz a1,a0
  fld fa0,64(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a0,a0,a2
  fcvt.d.l fa1,a0,rne
  feq.d a2,fa1,fa0
  ld s4,[const(0)]
  xor s4,a0,s4
  sltu s4,zero,s4
  and a2,a2,s4
  and a1,a1,a2
  sext.w a2,s2
  select a0,a2,a0##condition=(a7 eq zero)
  or a1,s1,a1
  li a2,7
  xori s1,a7,7
  seqz s2,s1
  lw s1,64(a3)
  select s1,s1,a0##condition=(a7 eq a2)
  or a0,a1,s2
  and a0,a6,a0
  andi a0,a0,255
  bne a0,zero,taken(label5),not_taken(label6)
block6:
  ld a6,8(a3)
  seqz a7,a6
  lw a0,0(a3)
  xori a0,a6,8
  seqz a1,a0
  fld fa0,0(a3)
  fcvt.l.d a0,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a0,a0,a2
  fcvt.d.l fa1,a0,rne
  feq.d a2,fa1,fa0
  ld s2,[const(0)]
  xor a0,a0,s2
  sltu a0,zero,a0
  and a0,a2,a0
  and a0,a1,a0
  or a0,a7,a0
  xori a1,a6,7
  seqz a1,a1
  lw a2,0(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label7),not_taken(label8)
block7:
  mv s7,a3
  mv s10,s9
  mv s11,s6
  j label11
block8:
  addi a1,a3,0
  load_addr a2,0(slot)
  mv a0,s5
  sd a0,40(slot)
  mv a0,s9
  sd a0,48(slot)
  mv s11,s6
  sd s11,56(slot)
  sd a3,64(slot)
  mv s7,a3
  sd a4,72(slot)
  sd a5,80(slot)
  sd s3,88(slot)
  sd t0,96(slot)
  sd t1,104(slot)
  sd t2,112(slot)
  sd s1,120(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,s9
  callind a3
  ld a1,40(slot)
  mv s5,a1
  ld a1,48(slot)
  mv s10,a1
  ld s11,56(slot)
  ld a3,64(slot)
  ld a4,72(slot)
  ld a5,80(slot)
  ld s3,88(slot)
  ld t0,96(slot)
  ld t1,104(slot)
  ld t2,112(slot)
  ld s1,120(slot)
  andi a0,a0,255
  bne a0,zero,taken(label9),not_taken(label10)
block9:
  j label11
block10:
  mv a1,s10
  mv s2,a4
  mv s4,a5
  mv s6,s11
  j label47
block11:
  ld a6,24(a3)
  seqz a7,a6
  lw a0,16(a3)
  xori a0,a6,8
  seqz a0,a0
  fld fa0,16(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld s2,[const(0)]
  xor a1,a1,s2
  sltu a1,zero,a1
  and a1,a2,a1
  and a0,a0,a1
  or a0,a7,a0
  xori a1,a6,7
  seqz a1,a1
  lw a2,16(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label12),not_taken(label13)
block12:
  mv a6,s5
  j label16
block13:
  addi a1,a3,16
  load_addr a2,8(slot)
  mv a6,s5
  sd a6,128(slot)
  mv a0,s10
  sd a0,136(slot)
  sd s11,144(slot)
  sd a3,152(slot)
  sd a4,160(slot)
  sd a5,168(slot)
  sd s3,176(slot)
  sd t0,184(slot)
  sd t1,192(slot)
  sd t2,200(slot)
  sd s1,208(slot)
  load_ext_name_got a3,<imports>
  ld a3,40(a3)
  callind a3
  ld a6,128(slot)
  ld a1,136(slot)
  mv s10,a1
  ld s11,144(slot)
  ld a3,152(slot)
  ld a4,160(slot)
  ld a5,168(slot)
  ld s3,176(slot)
  ld t0,184(slot)
  ld t1,192(slot)
  ld t2,200(slot)
  ld s1,208(slot)
  andi a0,a0,255
  bne a0,zero,taken(label14),not_taken(label15)
block14:
  j label16
block15:
  mv a1,s10
  mv s2,a4
  mv s4,a5
  mv s5,a6
  mv s6,s11
  j label47
block16:
  ld a7,40(a3)
  seqz s2,a7
  lw a0,32(a3)
  xori a0,a7,8
  seqz a0,a0
  fld fa0,32(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld s4,[const(0)]
  xor a1,a1,s4
  sltu a1,zero,a1
  and a1,a2,a1
  and a0,a0,a1
  or a0,s2,a0
  xori a1,a7,7
  seqz a1,a1
  lw a2,32(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label17),not_taken(label18)
block17:
  j label21
block18:
  addi a1,a3,32
  load_addr a2,16(slot)
  sd a6,216(slot)
  mv a0,s10
  sd a0,224(slot)
  sd s11,232(slot)
  sd a3,240(slot)
  sd a4,248(slot)
  sd a5,256(slot)
  sd s3,264(slot)
  sd t0,272(slot)
  sd t1,280(slot)
  sd t2,288(slot)
  sd s1,296(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,s10
  callind a3
  ld a6,216(slot)
  ld a1,224(slot)
  mv s10,a1
  ld s11,232(slot)
  ld a3,240(slot)
  ld a4,248(slot)
  ld a5,256(slot)
  ld s3,264(slot)
  ld t0,272(slot)
  ld t1,280(slot)
  ld t2,288(slot)
  ld s1,296(slot)
  andi a0,a0,255
  bne a0,zero,taken(label19),not_taken(label20)
block19:
  j label21
block20:
  mv a1,s10
  mv s2,a4
  mv s4,a5
  mv s5,a6
  mv s6,s11
  j label47
block21:
  ld a7,56(a3)
  seqz s2,a7
  lw a0,48(a3)
  xori a0,a7,8
  seqz a0,a0
  fld fa0,48(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld s4,[const(0)]
  xor a1,a1,s4
  sltu a1,zero,a1
  and a1,a2,a1
  and a0,a0,a1
  or a0,s2,a0
  xori a1,a7,7
  seqz a1,a1
  lw a2,48(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label22),not_taken(label23)
block22:
  j label26
block23:
  addi a1,a3,48
  load_addr a2,24(slot)
  sd a6,304(slot)
  mv a0,s10
  sd a0,312(slot)
  sd s11,320(slot)
  sd a3,328(slot)
  sd a4,336(slot)
  sd a5,344(slot)
  sd s3,352(slot)
  sd t0,360(slot)
  sd t1,368(slot)
  sd t2,376(slot)
  sd s1,384(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,s10
  callind a3
  ld a6,304(slot)
  ld a1,312(slot)
  mv s10,a1
  ld s11,320(slot)
  ld a3,328(slot)
  ld a4,336(slot)
  ld a5,344(slot)
  ld s3,352(slot)
  ld t0,360(slot)
  ld t1,368(slot)
  ld t2,376(slot)
  ld s1,384(slot)
  andi a0,a0,255
  bne a0,zero,taken(label24),not_taken(label25)
block24:
  j label26
block25:
  mv a1,s10
  mv s2,a4
  mv s4,a5
  mv s5,a6
  mv s6,s11
  j label47
block26:
  ld a7,72(a3)
  seqz s2,a7
  lw a0,64(a3)
  xori a0,a7,8
  seqz a0,a0
  fld fa0,64(a3)
  fcvt.l.d a1,fa0,rtz
  feq.d a2,fa0,fa0
  sub a2,zero,a2
  and a1,a1,a2
  fcvt.d.l fa1,a1,rne
  feq.d a2,fa1,fa0
  ld s4,[const(0)]
  xor a1,a1,s4
  sltu a1,zero,a1
  and a1,a2,a1
  and a0,a0,a1
  or a0,s2,a0
  xori a1,a7,7
  seqz a1,a1
  lw a2,64(a3)
  or a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label27),not_taken(label28)
block27:
  mv s2,a4
  mv s4,a5
  mv s5,a6
  mv s6,s11
  j label31
block28:
  addi a1,a3,64
  load_addr a2,32(slot)
  sd a6,392(slot)
  mv a0,s10
  sd a0,400(slot)
  sd s11,408(slot)
  sd a3,416(slot)
  sd a4,424(slot)
  sd a5,432(slot)
  sd s3,440(slot)
  sd t0,448(slot)
  sd t1,456(slot)
  sd t2,464(slot)
  sd s1,472(slot)
  load_ext_name_got a0,<imports>
  ld a3,40(a0)
  mv a0,s10
  callind a3
  ld a6,392(slot)
  mv s5,a6
  ld a1,400(slot)
  mv s10,a1
  ld s11,408(slot)
  mv s6,s11
  ld a3,416(slot)
  ld a4,424(slot)
  mv s2,a4
  ld a5,432(slot)
  mv s4,a5
  ld a1,440(slot)
  ld a1,448(slot)
  ld a1,456(slot)
  ld a1,464(slot)
  ld a1,472(slot)
  andi a0,a0,255
  bne a0,zero,taken(label29),not_taken(label30)
block29:
  j label31
block30:
  mv a1,s10
  j label47
block31:
  ld a0,8(a3)
  seqz a1,a0
  lw a2,0(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,0(a3)
  fcvt.l.d a5,fa0,rtz
  feq.d t0,fa0,fa0
  sub t0,zero,t0
  and a5,a5,t0
  fcvt.d.l fa1,a5,rne
  feq.d t0,fa1,fa0
  ld t1,[const(0)]
  xor t1,a5,t1
  sltu t1,zero,t1
  and t0,t0,t1
  and a4,a4,t0
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t0,0(a3)
  select a2,t0,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,0(slot)
  andi a0,a0,255
  select s3,a2,a1##condition=(a0 ne zero)
  ld a0,24(a3)
  seqz a1,a0
  lw a2,16(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,16(a3)
  fcvt.l.d a5,fa0,rtz
  feq.d t0,fa0,fa0
  sub t0,zero,t0
  and a5,a5,t0
  fcvt.d.l fa1,a5,rne
  feq.d t0,fa1,fa0
  ld t1,[const(0)]
  xor t1,a5,t1
  sltu t1,zero,t1
  and t0,t0,t1
  and a4,a4,t0
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t0,16(a3)
  select a2,t0,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,8(slot)
  andi a0,a0,255
  select t0,a2,a1##condition=(a0 ne zero)
  mv s9,t0
  ld a0,40(a3)
  seqz a1,a0
  lw a2,32(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,32(a3)
  fcvt.l.d a5,fa0,rtz
  feq.d t0,fa0,fa0
  sub t0,zero,t0
  and a5,a5,t0
  fcvt.d.l fa1,a5,rne
  feq.d t0,fa1,fa0
  ld t1,[const(0)]
  xor t1,a5,t1
  sltu t1,zero,t1
  and t0,t0,t1
  and a4,a4,t0
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t0,32(a3)
  select a2,t0,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,16(slot)
  andi a0,a0,255
  select t1,a2,a1##condition=(a0 ne zero)
  mv s11,t1
  ld a0,56(a3)
  seqz a1,a0
  lw a2,48(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,48(a3)
  fcvt.l.d a5,fa0,rtz
  feq.d t0,fa0,fa0
  sub t0,zero,t0
  and a5,a5,t0
  fcvt.d.l fa1,a5,rne
  feq.d t0,fa1,fa0
  ld t1,[const(0)]
  xor t1,a5,t1
  sltu t1,zero,t1
  and t0,t0,t1
  and a4,a4,t0
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t0,48(a3)
  select a2,t0,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,24(slot)
  andi a0,a0,255
  select t2,a2,a1##condition=(a0 ne zero)
  sd t2,512(slot)
  ld a0,72(a3)
  seqz a1,a0
  lw a2,64(a3)
  xori a4,a0,8
  seqz a4,a4
  fld fa0,64(a3)
  fcvt.l.d a5,fa0,rtz
  feq.d t0,fa0,fa0
  sub t0,zero,t0
  and a5,a5,t0
  fcvt.d.l fa1,a5,rne
  feq.d t0,fa1,fa0
  ld t1,[const(0)]
  xor t1,a5,t1
  sltu t1,zero,t1
  and t0,t0,t1
  and a4,a4,t0
  sext.w a2,a2
  select a2,a2,a5##condition=(a0 eq zero)
  or a1,a1,a4
  li a4,7
  xori a5,a0,7
  seqz a5,a5
  lw t0,64(a3)
  sd a3,528(slot)
  select a2,t0,a2##condition=(a0 eq a4)
  or a0,a1,a5
  ld a1,32(slot)
  andi a0,a0,255
  select s1,a2,a1##condition=(a0 ne zero)
  sd s1,520(slot)
  mv a3,s7
  j label32
block33:
  j label49
block35:
  j label49
block38:
  ld a0,104(a3)
  seqz a2,a0
  lw a5,96(a3)
  xori a4,a0,8
  seqz a4,a4
  fcvt.d.w fa0,a5,rne
  fld fa1,96(a3)
  select fa0,fa0,fa1##condition=(a0 eq zero)
  fmv.d fs2,fa0
  or a0,a2,a4
  ld a2,120(a3)
  seqz a4,a2
  lw a6,112(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,112(a3)
  select fa1,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs3,fa1
  or a2,a4,a5
  and a0,a0,a2
  ld a2,136(a3)
  seqz a4,a2
  lw a6,128(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,128(a3)
  select fa2,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs4,fa2
  or a2,a4,a5
  and a0,a0,a2
  ld a2,152(a3)
  seqz a4,a2
  lw a6,144(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,144(a3)
  select fa3,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs5,fa3
  or a2,a4,a5
  and a0,a0,a2
  ld a2,168(a3)
  seqz a4,a2
  lw a6,160(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,160(a3)
  select fa4,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs6,fa4
  or a2,a4,a5
  and a0,a0,a2
  ld a2,184(a3)
  seqz a4,a2
  lw a6,176(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,176(a3)
  select fa5,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs7,fa5
  or a2,a4,a5
  and a0,a0,a2
  ld a2,200(a3)
  seqz a4,a2
  lw a6,192(a3)
  xori a5,a2,8
  seqz a5,a5
  fcvt.d.w fa0,a6,rne
  fld fa1,192(a3)
  select fa6,fa0,fa1##condition=(a2 eq zero)
  fmv.d fs8,fa6
  or a2,a4,a5
  and a0,a0,a2
  andi a0,a0,255
  bne a0,zero,taken(label39),not_taken(label40)
block40:
  mv a1,s10
  j label47
block42:
  j label49
block44:
  j label49
block46:
  mv a1,s10
  j label47
block47:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld a7,88(a0)
  mv a0,s5
  mv a2,s6
  mv a4,s2
  mv a5,s4
  callind a7
  slli a0,a0,32; srai a0,a0,32
  ld s1,680(sp)
  ld s2,672(sp)
  ld s3,664(sp)
  ld s4,656(sp)
  ld s5,648(sp)
  ld s6,640(sp)
  ld s7,632(sp)
  ld s8,624(sp)
  ld s9,616(sp)
  ld s10,608(sp)
  ld s11,600(sp)
  fld fs2,592(sp)
  fld fs3,584(sp)
  fld fs4,576(sp)
  fld fs5,568(sp)
  fld fs6,560(sp)
  fld fs7,552(sp)
  fld fs8,544(sp)
  addi sp,sp,688
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block49:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,680(sp)
  ld s2,672(sp)
  ld s3,664(sp)
  ld s4,656(sp)
  ld s5,648(sp)
  ld s6,640(sp)
  ld s7,632(sp)
  ld s8,624(sp)
  ld s9,616(sp)
  ld s10,608(sp)
  ld s11,600(sp)
  fld fs2,592(sp)
  fld fs3,584(sp)
  fld fs4,576(sp)
  fld fs5,568(sp)
  fld fs6,560(sp)
  fld fs7,552(sp)
  fld fs8,544(sp)
  addi sp,sp,688
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
