; upcall body for (i32) -> i32 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 i32 -> argv[0]: int32; passed as i32 sext
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 440 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-80
  sd s1,72(sp)
  unwind SaveReg { clobber_offset: 8, reg: p9i }
  sd s2,64(sp)
  unwind SaveReg { clobber_offset: 0, reg: p18i }
block0:
  mv s1,a1
  ld a1,0(a0)
  mv s2,a0
  ld a1,0(a1)
  callind a1
  sext.w a1,a0
  beq a1,zero,taken(label4),not_taken(label1)
block4:
  mv a0,s1
  mv a2,s2
  ld a1,8(a2)
  li a4,0
  load_addr a1,16(slot)
  slli a0,a0,32
  srli a0,a0,32
  sd a0,16(slot)
  sd zero,24(slot)
  j label5
block5:
  load_addr s1,32(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a5,8(a0)
  li a2,1
  mv a0,s2
  mv a3,s1
  callind a5
  mv a4,s1
  andi a0,a0,255
  bne a0,zero,taken(label7),not_taken(label6)
block7:
  ld a0,40(slot)
  seqz a1,a0
  lw a0,32(slot)
  mv a2,s2
  lb a2,24(a2)
  and a1,a1,a2
  andi a1,a1,255
  bne a1,zero,taken(label8),not_taken(label9)
block8:
  j label10
block10:
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  addi sp,sp,80
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
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  mv a0,s1
  sext.w a0,a0
  sd a0,0(slot)
  load_addr a1,0(slot)
  load_addr a2,8(slot)
  sd zero,8(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a3,24(a0)
  mv a0,s2
  callind a3
  ld a0,8(slot)
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block6:
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block9:
  load_addr a2,48(slot)
  sd zero,48(slot)
  mv a0,s2
  ld a0,0(a0)
  ld a3,16(a0)
  mv a0,s2
  mv a1,a4
  callind a3
  ld a1,48(slot)
  andi a2,a0,255
  select a0,a1,zero##condition=(a2 ne zero)
  j label10
