; thunk for (f64, f64) -> {f64, u8} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result {f64, u8} -> a new byte array of its bytes (bytes_new hook)
; 404 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-32
  sd s1,24(sp)
  unwind SaveReg { clobber_offset: 8, reg: p9i }
  sd s2,16(sp)
  unwind SaveReg { clobber_offset: 0, reg: p18i }
block0:
  li t0,2
  bltu a4,t0,taken(label7),not_taken(label1)
block1:
  ld t0,8(a3)
  xori t0,t0,8
  seqz t0,t0
  fld fa0,0(a3)
  ld t1,24(a3)
  xori t1,t1,8
  seqz t1,t1
  fld fa1,16(a3)
  and t0,t0,t1
  andi t0,t0,255
  bne t0,zero,taken(label2),not_taken(label3)
block2:
  mv s1,a5
  mv s2,a1
  j label6
block4:
  mv s1,a5
  mv s2,a1
  j label6
block6:
  sd zero,0(slot)
  sd zero,8(slot)
  ld a0,0(a0)
  callind a0
  fsd fa0,0(slot)
  sb a0,8(slot)
  load_addr a1,0(slot)
  li a2,16
  load_ext_name_got a0,<imports>
  ld a4,32(a0)
  mv a0,s2
  mv a3,s1
  callind a4
  li a1,2
  andi a0,a0,255
  select a1,zero,a1##condition=(a0 ne zero)
  slli a0,a1,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  ld t0,8(a3)
  seqz t1,t0
  lw s1,0(a3)
  xori t2,t0,8
  seqz t2,t2
  fcvt.d.w fa0,s1,rne
  fld fa1,0(a3)
  select fa0,fa0,fa1##condition=(t0 eq zero)
  or t0,t1,t2
  ld t1,24(a3)
  seqz t2,t1
  lw a6,16(a3)
  xori s1,t1,8
  seqz s1,s1
  fcvt.d.w fa1,a6,rne
  fld fa2,16(a3)
  select fa1,fa1,fa2##condition=(t1 eq zero)
  or t1,t2,s1
  and t0,t0,t1
  andi t0,t0,255
  bne t0,zero,taken(label4),not_taken(label5)
block5:
  load_ext_name_got t0,<imports>
  ld a6,120(t0)
  load_ext_name_got t0,<imports>
  ld t0,88(t0)
  callind t0
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block7:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,24(sp)
  ld s2,16(sp)
  addi sp,sp,32
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
