; upcall body for (f64, f32, f64, f64, f32, f64, f64, f64, f64, f32, i32, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 f64 -> argv[0]: float64; passed as f64
;   param 2 f32 -> argv[1]: float64; passed as f32
;   param 3 f64 -> argv[2]: float64; passed as f64
;   param 4 f64 -> argv[3]: float64; passed as f64
;   param 5 f32 -> argv[4]: float64; passed as f32
;   param 6 f64 -> argv[5]: float64; passed as f64
;   param 7 f64 -> argv[6]: float64; passed as f64
;   param 8 f64 -> argv[7]: float64; passed as f64
;   param 9 f64 -> argv[8]: float64; passed as f64
;   param 10 f32 -> argv[9]: float64; passed as f32
;   param 11 i32 -> argv[10]: int32; passed as i32 sext
;   param 12 f64 -> argv[11]: float64; passed as f64
;   result f64 <- inline: float64 | int32; else the result hook; returned as f64
; 1048 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 112 }
  addi sp,sp,-432
  sd s1,424(sp)
  unwind SaveReg { clobber_offset: 104, reg: p9i }
  sd s2,416(sp)
  unwind SaveReg { clobber_offset: 96, reg: p18i }
  sd s8,408(sp)
  unwind SaveReg { clobber_offset: 88, reg: p24i }
  fsd fs0,400(sp)
  unwind SaveReg { clobber_offset: 80, reg: p8f }
  fsd fs2,392(sp)
  unwind SaveReg { clobber_offset: 72, reg: p18f }
  fsd fs3,384(sp)
  unwind SaveReg { clobber_offset: 64, reg: p19f }
  fsd fs4,376(sp)
  unwind SaveReg { clobber_offset: 56, reg: p20f }
  fsd fs5,368(sp)
  unwind SaveReg { clobber_offset: 48, reg: p21f }
  fsd fs6,360(sp)
  unwind SaveReg { clobber_offset: 40, reg: p22f }
  fsd fs7,352(sp)
  unwind SaveReg { clobber_offset: 32, reg: p23f }
  fsd fs8,344(sp)
  unwind SaveReg { clobber_offset: 24, reg: p24f }
  fsd fs9,336(sp)
  unwind SaveReg { clobber_offset: 16, reg: p25f }
  fsd fs10,328(sp)
  unwind SaveReg { clobber_offset: 8, reg: p26f }
  fsd fs11,320(sp)
  unwind SaveReg { clobber_offset: 0, reg: p27f }
block0:
  mv s2,a3
  fmv.d fs4,fa7
  fmv.d fs5,fa6
  fmv.d fs6,fa5
  fmv.d fs7,fa4
  fmv.d fs8,fa3
  fmv.d fs9,fa2
  fmv.d fs10,fa1
  fmv.d fs11,fa0
  fmv.d.x fs3,a1
  fmv.w.x fs2,a2
  fmv.d.x fs0,a4
  ld a1,0(a0)
  mv s1,a0
  ld a1,0(a1)
  callind a1
  sext.w a1,a0
  beq a1,zero,taken(label4),not_taken(label1)
block4:
  mv a0,s1
  mv a3,s2
  fmv.d fa0,fs11
  fmv.d fa1,fs10
  fmv.d fa2,fs9
  fmv.d fa3,fs8
  fmv.d fa4,fs7
  fmv.d fa5,fs6
  fmv.d fa6,fs5
  fmv.d fa7,fs4
  ld a0,8(a0)
  li a4,0
  load_addr a1,104(slot)
  fsd fa0,104(slot)
  li a0,8
  sd a0,112(slot)
  j label5
block5:
  fcvt.d.s fa0,fa1,rne
  fsd fa0,120(slot)
  li a0,8
  sd a0,128(slot)
  j label6
block6:
  fsd fa2,136(slot)
  li a0,8
  sd a0,144(slot)
  j label7
block7:
  fsd fa3,152(slot)
  li a0,8
  sd a0,160(slot)
  j label8
block8:
  fcvt.d.s fa0,fa4,rne
  fsd fa0,168(slot)
  li a0,8
  sd a0,176(slot)
  j label9
block9:
  fsd fa5,184(slot)
  li a0,8
  sd a0,192(slot)
  j label10
block10:
  fsd fa6,200(slot)
  li a0,8
  sd a0,208(slot)
  j label11
block11:
  fsd fa7,216(slot)
  li a0,8
  sd a0,224(slot)
  j label12
block12:
  fsd fs3,232(slot)
  li a5,8
  sd a5,240(slot)
  j label13
block13:
  fcvt.d.s fa5,fs2,rne
  fsd fa5,248(slot)
  li a0,8
  sd a0,256(slot)
  j label14
block14:
  slli a0,a3,32
  srli a0,a0,32
  sd a0,264(slot)
  sd zero,272(slot)
  j label15
block15:
  fsd fs0,280(slot)
  li a0,8
  sd a0,288(slot)
  j label16
block16:
  load_addr s8,296(slot)
  mv a0,s1
  ld a0,0(a0)
  ld a5,8(a0)
  li a2,12
  mv a0,s1
  mv a3,s8
  callind a5
  mv a4,s8
  andi a0,a0,255
  bne a0,zero,taken(label18),not_taken(label17)
block18:
  ld a0,304(slot)
  seqz a1,a0
  xori a2,a0,8
  seqz a2,a2
  lw a3,296(slot)
  fld fa0,296(slot)
  fcvt.d.w fa1,a3,rne
  select fa0,fa1,fa0##condition=(a0 eq zero)
  or a0,a1,a2
  mv a1,s1
  lb a1,24(a1)
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label19),not_taken(label20)
block19:
  j label21
block21:
  ld s1,424(sp)
  ld s2,416(sp)
  ld s8,408(sp)
  fld fs0,400(sp)
  fld fs2,392(sp)
  fld fs3,384(sp)
  fld fs4,376(sp)
  fld fs5,368(sp)
  fld fs6,360(sp)
  fld fs7,352(sp)
  fld fs8,344(sp)
  fld fs9,336(sp)
  fld fs10,328(sp)
  fld fs11,320(sp)
  addi sp,sp,432
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
  fmv.d.x fa0,zero
  ld s1,424(sp)
  ld s2,416(sp)
  ld s8,408(sp)
  fld fs0,400(sp)
  fld fs2,392(sp)
  fld fs3,384(sp)
  fld fs4,376(sp)
  fld fs5,368(sp)
  fld fs6,360(sp)
  fld fs7,352(sp)
  fld fs8,344(sp)
  fld fs9,336(sp)
  fld fs10,328(sp)
  fld fs11,320(sp)
  addi sp,sp,432
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  fmv.d fa0,fs11
  fmv.x.d a0,fa0
  sd a0,0(slot)
  fmv.d fa1,fs10
  fmv.x.w a0,fa1
  slli a0,a0,32
  srli a0,a0,32
  sd a0,8(slot)
  fmv.d fa2,fs9
  fmv.x.d a0,fa2
  sd a0,16(slot)
  fmv.d fa3,fs8
  fmv.x.d a0,fa3
  sd a0,24(slot)
  fmv.d fa4,fs7
  fmv.x.w a0,fa4
  slli a0,a0,32
  srli a0,a0,32
  sd a0,32(slot)
  fmv.d fa5,fs6
  fmv.x.d a0,fa5
  sd a0,40(slot)
  fmv.d fa6,fs5
  fmv.x.d a0,fa6
  sd a0,48(slot)
  fmv.d fa7,fs4
  fmv.x.d a0,fa7
  sd a0,56(slot)
  fmv.x.d a0,fs3
  sd a0,64(slot)
  fmv.x.w a0,fs2
  slli a0,a0,32
  srli a0,a0,32
  sd a0,72(slot)
  mv a3,s2
  sext.w a0,a3
  sd a0,80(slot)
  fmv.x.d a0,fs0
  sd a0,88(slot)
  load_addr a1,0(slot)
  load_addr a2,96(slot)
  sd zero,96(slot)
  mv a0,s1
  ld a0,0(a0)
  ld a3,24(a0)
  mv a0,s1
  callind a3
  ld a0,96(slot)
  fmv.d.x fa0,a0
  ld s1,424(sp)
  ld s2,416(sp)
  ld s8,408(sp)
  fld fs0,400(sp)
  fld fs2,392(sp)
  fld fs3,384(sp)
  fld fs4,376(sp)
  fld fs5,368(sp)
  fld fs6,360(sp)
  fld fs7,352(sp)
  fld fs8,344(sp)
  fld fs9,336(sp)
  fld fs10,328(sp)
  fld fs11,320(sp)
  addi sp,sp,432
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block17:
  fmv.d.x fa0,zero
  ld s1,424(sp)
  ld s2,416(sp)
  ld s8,408(sp)
  fld fs0,400(sp)
  fld fs2,392(sp)
  fld fs3,384(sp)
  fld fs4,376(sp)
  fld fs5,368(sp)
  fld fs6,360(sp)
  fld fs7,352(sp)
  fld fs8,344(sp)
  fld fs9,336(sp)
  fld fs10,328(sp)
  fld fs11,320(sp)
  addi sp,sp,432
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block20:
  load_addr a2,312(slot)
  sd zero,312(slot)
  mv a0,s1
  ld a0,0(a0)
  ld a3,16(a0)
  mv a0,s1
  mv a1,a4
  callind a3
  ld a1,312(slot)
  fmv.d.x fa0,a1
  fmv.d.x fa1,zero
  andi a0,a0,255
  select fa0,fa0,fa1##condition=(a0 ne zero)
  j label21
