; thunk for (i32, i32, i32, i32, i32, slice, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 i32 <- argv[2]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[3]: int32 in range | integral float64 in range; passed as i32 sext
;   param 4 i32 <- argv[4]: int32 in range | integral float64 in range; passed as i32 sext
;   param 5 slice <- argv[5]: buffer object (buffer hook, one call: pointer, then byte length); passed as i64, i64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   result f64 -> float64
; 684 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 96 }
  addi sp,sp,-112
  sd s1,104(sp)
  unwind SaveReg { clobber_offset: 88, reg: p9i }
  sd s2,96(sp)
  unwind SaveReg { clobber_offset: 80, reg: p18i }
  sd s3,88(sp)
  unwind SaveReg { clobber_offset: 72, reg: p19i }
  sd s4,80(sp)
  unwind SaveReg { clobber_offset: 64, reg: p20i }
  sd s5,72(sp)
  unwind SaveReg { clobber_offset: 56, reg: p21i }
  sd s6,64(sp)
  unwind SaveReg { clobber_offset: 48, reg: p22i }
  sd s7,56(sp)
  unwind SaveReg { clobber_offset: 40, reg: p23i }
  sd s8,48(sp)
  unwind SaveReg { clobber_offset: 32, reg: p24i }
  sd s9,40(sp)
  unwind SaveReg { clobber_offset: 24, reg: p25i }
  sd s10,32(sp)
  unwind SaveReg { clobber_offset: 16, reg: p26i }
  sd s11,24(sp)
  unwind SaveReg { clobber_offset: 8, reg: p27i }
block0:
  mv s1,a1
  mv s8,a0
  mv s9,a5
  mv s11,a2
  li a0,7
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  mv s10,a4
  ld a2,8(a3)
  seqz a2,a2
  lw s2,0(a3)
  ld a4,24(a3)
  seqz a4,a4
  lw s3,16(a3)
  and a2,a2,a4
  ld a4,40(a3)
  seqz a4,a4
  lw s4,32(a3)
  and a2,a2,a4
  ld a4,56(a3)
  seqz a4,a4
  lw s5,48(a3)
  and a2,a2,a4
  ld a4,72(a3)
  seqz a4,a4
  lw s6,64(a3)
  and a2,a2,a4
  addi a1,a3,80
  andi a2,a2,255
  bne a2,zero,taken(label4),not_taken(label3)
block4:
  ld a4,88(a3)
  mv s7,a3
  li a5,-1
  beq a4,a5,taken(label6),not_taken(label5)
block6:
  load_addr a2,0(slot)
  load_addr a3,8(slot)
  load_ext_name_got a0,<imports>
  ld a4,24(a0)
  mv a0,s1
  callind a4
  andi a0,a0,255
  bne a0,zero,taken(label8),not_taken(label7)
block8:
  ld a0,0(slot)
  ld a6,8(slot)
  load_ext_name_got a1,<imports>
  ld a1,112(a1)
  select a5,a0,a1##condition=(a0 ne zero)
  mv a3,s7
  ld a0,104(a3)
  li a1,8
  fld fa0,96(a3)
  beq a0,a1,taken(label9),not_taken(label10)
block9:
  mv a0,s8
  j label14
block11:
  mv a0,s8
  j label14
block14:
  ld s8,0(a0)
  slli a0,s2,32; srai a0,a0,32
  slli a1,s3,32; srai a1,a1,32
  slli a2,s4,32; srai a2,a2,32
  slli a3,s5,32; srai a3,a3,32
  slli a4,s6,32; srai a4,a4,32
  callind s8
  mv a5,s9
  fsd fa0,0(a5)
  li a0,8
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,104(sp)
  ld s2,96(sp)
  ld s3,88(sp)
  ld s4,80(sp)
  ld s5,72(sp)
  ld s6,64(sp)
  ld s7,56(sp)
  ld s8,48(sp)
  ld s9,40(sp)
  ld s10,32(sp)
  ld s11,24(sp)
  addi sp,sp,112
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label15
block3:
  j label13
block5:
  j label15
block7:
  j label15
block10:
  ld a0,104(a3)
  seqz a1,a0
  lw a4,96(a3)
  xori a2,a0,8
  seqz a2,a2
  fcvt.d.w fa0,a4,rne
  fld fa1,96(a3)
  select fa0,fa0,fa1##condition=(a0 eq zero)
  or a0,a1,a2
  andi a0,a0,255
  bne a0,zero,taken(label11),not_taken(label12)
block12:
  j label13
block13:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld s7,88(a0)
  mv a0,s8
  mv a1,s1
  mv a2,s11
  mv a4,s10
  mv a5,s9
  callind s7
  slli a0,a0,32; srai a0,a0,32
  ld s1,104(sp)
  ld s2,96(sp)
  ld s3,88(sp)
  ld s4,80(sp)
  ld s5,72(sp)
  ld s6,64(sp)
  ld s7,56(sp)
  ld s8,48(sp)
  ld s9,40(sp)
  ld s10,32(sp)
  ld s11,24(sp)
  addi sp,sp,112
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block15:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,104(sp)
  ld s2,96(sp)
  ld s3,88(sp)
  ld s4,80(sp)
  ld s5,72(sp)
  ld s6,64(sp)
  ld s7,56(sp)
  ld s8,48(sp)
  ld s9,40(sp)
  ld s10,32(sp)
  ld s11,24(sp)
  addi sp,sp,112
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
