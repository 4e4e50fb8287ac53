; thunk for (pointer, i32, pointer) -> pointer [bigint-results, pointer-objects, ffi-buffers] on layout quickjs-ng-64 (16 bytes per value)
;   param 0 pointer <- argv[0]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 pointer <- argv[2]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   result pointer -> null | a pointer object (pointer_new hook)
; 544 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  addi sp,sp,-80
  sd s1,72(sp)
  unwind SaveReg { clobber_offset: 56, reg: p9i }
  sd s2,64(sp)
  unwind SaveReg { clobber_offset: 48, reg: p18i }
  sd s3,56(sp)
  unwind SaveReg { clobber_offset: 40, reg: p19i }
  sd s4,48(sp)
  unwind SaveReg { clobber_offset: 32, reg: p20i }
  sd s5,40(sp)
  unwind SaveReg { clobber_offset: 24, reg: p21i }
  sd s6,32(sp)
  unwind SaveReg { clobber_offset: 16, reg: p22i }
  sd s7,24(sp)
  unwind SaveReg { clobber_offset: 8, reg: p23i }
block0:
  mv s2,a5
  mv s3,a1
  mv s4,a0
  mv s6,a2
  li a0,3
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  mv s5,a4
  addi a1,a3,0
  ld a0,8(a3)
  mv s1,a3
  li a2,2
  li a5,0
  beq a0,a2,taken(label3),not_taken(label4)
block3:
  mv a3,s1
  mv s7,a5
  j label9
block4:
  li a2,-1
  beq a0,a2,taken(label6),not_taken(label5)
block6:
  load_addr a2,0(slot)
  load_ext_name_got a0,<imports>
  ld a3,136(a0)
  mv a0,s3
  callind a3
  ld a5,0(slot)
  mv s7,a5
  andi a0,a0,255
  bne a0,zero,taken(label7),not_taken(label8)
block7:
  mv a3,s1
  j label9
block9:
  ld a0,24(a3)
  lw s1,16(a3)
  addi a1,a3,32
  beq a0,zero,taken(label11),not_taken(label10)
block11:
  ld a0,40(a3)
  li a4,2
  li a2,0
  beq a0,a4,taken(label12),not_taken(label13)
block12:
  mv a0,s4
  j label19
block13:
  li a2,-1
  beq a0,a2,taken(label16),not_taken(label14)
block16:
  load_addr a2,8(slot)
  load_ext_name_got a0,<imports>
  ld a3,136(a0)
  mv a0,s3
  callind a3
  ld a2,8(slot)
  andi a0,a0,255
  bne a0,zero,taken(label17),not_taken(label18)
block17:
  mv a0,s4
  j label19
block19:
  ld a3,0(a0)
  slli a1,s1,32; srai a1,a1,32
  mv a0,s7
  callind a3
  load_ext_name_got a1,<imports>
  ld a3,144(a1)
  mv a2,s2
  mv a1,a0
  mv a0,s3
  callind a3
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  ld s3,56(sp)
  ld s4,48(sp)
  ld s5,40(sp)
  ld s6,32(sp)
  ld s7,24(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label20
block5:
  mv a3,s1
  j label15
block8:
  j label20
block10:
  j label15
block14:
  j label15
block15:
  load_ext_name_got a0,<imports>
  ld a6,120(a0)
  load_ext_name_got a0,<imports>
  ld t0,88(a0)
  mv a0,s4
  mv a1,s3
  mv a2,s6
  mv a4,s5
  mv a5,s2
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  ld s3,56(sp)
  ld s4,48(sp)
  ld s5,40(sp)
  ld s6,32(sp)
  ld s7,24(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block18:
  j label20
block20:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,72(sp)
  ld s2,64(sp)
  ld s3,56(sp)
  ld s4,48(sp)
  ld s5,40(sp)
  ld s6,32(sp)
  ld s7,24(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
