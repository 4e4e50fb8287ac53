; thunk for (f64, f32, f64, f64, f32, f64, f64, f64, f64, f32, i32, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f32 <- argv[1]: int32 | float64; passed as f32
;   param 2 f64 <- argv[2]: int32 | float64; passed as f64
;   param 3 f64 <- argv[3]: int32 | float64; passed as f64
;   param 4 f32 <- argv[4]: int32 | float64; passed as f32
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 f64 <- argv[8]: int32 | float64; passed as f64
;   param 9 f32 <- argv[9]: int32 | float64; passed as f32
;   param 10 i32 <- argv[10]: int32 in range | integral float64 in range; passed as i32 sext
;   param 11 f64 <- argv[11]: int32 | float64; passed as f64
;   result f64 -> float64
; 1140 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  addi sp,sp,-80
  sd s7,72(sp)
  unwind SaveReg { clobber_offset: 72, reg: p23i }
  sd s8,64(sp)
  unwind SaveReg { clobber_offset: 64, reg: p24i }
  sd s9,56(sp)
  unwind SaveReg { clobber_offset: 56, reg: p25i }
  sd s10,48(sp)
  unwind SaveReg { clobber_offset: 48, reg: p26i }
  sd s11,40(sp)
  unwind SaveReg { clobber_offset: 40, reg: p27i }
  fsd fs2,32(sp)
  unwind SaveReg { clobber_offset: 32, reg: p18f }
  fsd fs8,24(sp)
  unwind SaveReg { clobber_offset: 24, reg: p24f }
  fsd fs10,16(sp)
  unwind SaveReg { clobber_offset: 16, reg: p26f }
  fsd fs11,8(sp)
  unwind SaveReg { clobber_offset: 8, reg: p27f }
block0:
  li s7,12
  bltu a4,s7,taken(label7),not_taken(label1)
block1:
  ld s8,8(a3)
  xori s7,s8,8
  seqz s9,s7
  fld fa0,0(a3)
  ld s8,24(a3)
  xori s7,s8,8
  seqz s10,s7
  fld fa1,16(a3)
  fcvt.s.d fa1,fa1,rne
  and s8,s9,s10
  ld s9,40(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa2,32(a3)
  and s8,s8,s9
  ld s9,56(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa3,48(a3)
  and s8,s8,s9
  ld s9,72(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa4,64(a3)
  fcvt.s.d fa4,fa4,rne
  and s8,s8,s9
  ld s9,88(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa5,80(a3)
  and s8,s8,s9
  ld s9,104(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa6,96(a3)
  and s8,s8,s9
  ld s9,120(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fa7,112(a3)
  and s8,s8,s9
  ld s9,136(a3)
  xori s7,s9,8
  seqz s9,s7
  fld ft0,128(a3)
  and s8,s8,s9
  ld s9,152(a3)
  xori s7,s9,8
  seqz s9,s7
  fld fs8,144(a3)
  fcvt.s.d ft5,fs8,rne
  and s10,s8,s9
  ld s8,168(a3)
  seqz s9,s8
  lw s8,160(a3)
  and s10,s10,s9
  ld s11,184(a3)
  xori s7,s11,8
  seqz s11,s7
  fld fs2,176(a3)
  and s10,s10,s11
  andi s10,s10,255
  bne s10,zero,taken(label2),not_taken(label3)
block2:
  mv a2,a0
  mv s9,a5
  j label6
block4:
  mv a2,a0
  mv s9,a5
  j label6
block6:
  fmv.x.d a0,ft0
  fmv.x.w a1,ft5
  fmv.x.d a3,fs2
  ld a4,0(a2)
  slli a1,a1,32; srai a1,a1,32
  slli a2,s8,32; srai a2,a2,32
  callind a4
  mv a5,s9
  fsd fa0,0(a5)
  li a0,8
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s7,72(sp)
  ld s8,64(sp)
  ld s9,56(sp)
  ld s10,48(sp)
  ld s11,40(sp)
  fld fs2,32(sp)
  fld fs8,24(sp)
  fld fs10,16(sp)
  fld fs11,8(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block3:
  ld s10,8(a3)
  seqz s11,s10
  lw t4,0(a3)
  xori t3,s10,8
  seqz t3,t3
  fcvt.d.w fa0,t4,rne
  fld fa1,0(a3)
  select fa0,fa0,fa1##condition=(s10 eq zero)
  or s10,s11,t3
  and s10,s9,s10
  ld s11,24(a3)
  seqz t3,s11
  lw t0,16(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.s.w fa1,t0,rne
  fld fa2,16(a3)
  fcvt.s.d fa2,fa2,rne
  select fa1,fa1,fa2##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,40(a3)
  seqz t3,s11
  lw t0,32(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fa2,t0,rne
  fld fa3,32(a3)
  select fa2,fa2,fa3##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,56(a3)
  seqz t3,s11
  lw t0,48(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fa3,t0,rne
  fld fa4,48(a3)
  select fa3,fa3,fa4##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,72(a3)
  seqz t3,s11
  lw t0,64(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.s.w fa4,t0,rne
  fld fa5,64(a3)
  fcvt.s.d fa5,fa5,rne
  select fa4,fa4,fa5##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,88(a3)
  seqz t3,s11
  lw t0,80(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fa5,t0,rne
  fld fs10,80(a3)
  select fa5,fa5,fs10##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,104(a3)
  seqz t3,s11
  lw t0,96(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fs10,t0,rne
  fld fs11,96(a3)
  select fa6,fs10,fs11##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,120(a3)
  seqz t3,s11
  lw t0,112(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fs10,t0,rne
  fld fs11,112(a3)
  select fa7,fs10,fs11##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,136(a3)
  seqz t3,s11
  lw t0,128(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fs10,t0,rne
  fld fs11,128(a3)
  select ft0,fs10,fs11##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,152(a3)
  seqz t3,s11
  lw t0,144(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.s.w fs10,t0,rne
  fld fs11,144(a3)
  fcvt.s.d fs11,fs11,rne
  select ft5,fs10,fs11##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  ld s11,184(a3)
  seqz t3,s11
  lw t0,176(a3)
  xori s9,s11,8
  seqz t4,s9
  fcvt.d.w fs10,t0,rne
  fld fs11,176(a3)
  select fs2,fs10,fs11##condition=(s11 eq zero)
  or s11,t3,t4
  and s10,s10,s11
  andi s10,s10,255
  bne s10,zero,taken(label4),not_taken(label5)
block5:
  load_ext_name_got t3,<imports>
  ld a6,120(t3)
  load_ext_name_got t3,<imports>
  ld t3,88(t3)
  callind t3
  slli a0,a0,32; srai a0,a0,32
  ld s7,72(sp)
  ld s8,64(sp)
  ld s9,56(sp)
  ld s10,48(sp)
  ld s11,40(sp)
  fld fs2,32(sp)
  fld fs8,24(sp)
  fld fs10,16(sp)
  fld fs11,8(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block7:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s7,72(sp)
  ld s8,64(sp)
  ld s9,56(sp)
  ld s10,48(sp)
  ld s11,40(sp)
  fld fs2,32(sp)
  fld fs8,24(sp)
  fld fs10,16(sp)
  fld fs11,8(sp)
  addi sp,sp,80
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
