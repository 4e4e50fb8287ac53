; thunk for ({f64, f64, f64, f64}) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {f64, f64, f64, f64} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result f64 -> float64
; 264 bytes of riscv64gc-unknown-linux-gnu machine code (position-independent)
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  addi sp,sp,-16
  sd ra,8(sp)
  sd fp,0(sp)
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mv fp,sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  addi sp,sp,-64
  sd s1,56(sp)
  unwind SaveReg { clobber_offset: 8, reg: p9i }
  sd s2,48(sp)
  unwind SaveReg { clobber_offset: 0, reg: p18i }
block0:
  mv s2,a0
  mv s1,a5
  mv a5,a1
  li a0,1
  bltu a4,a0,taken(label1),not_taken(label2)
block2:
  addi a1,a3,0
  ld a0,8(a3)
  li a2,-1
  beq a0,a2,taken(label4),not_taken(label3)
block4:
  load_addr a2,0(slot)
  load_addr a3,8(slot)
  load_ext_name_got a0,<imports>
  ld a4,24(a0)
  mv a0,a5
  callind a4
  ld a1,8(slot)
  xori a1,a1,32
  seqz a1,a1
  and a0,a0,a1
  andi a0,a0,255
  bne a0,zero,taken(label6),not_taken(label5)
block6:
  ld a1,0(slot)
  load_addr a0,16(slot)
  ld a2,0(a1)
  sd a2,16(slot)
  ld a2,8(a1)
  sd a2,24(slot)
  ld a2,16(a1)
  sd a2,32(slot)
  ld a1,24(a1)
  sd a1,40(slot)
  mv a1,s2
  ld a1,0(a1)
  callind a1
  mv a5,s1
  fsd fa0,0(a5)
  li a0,8
  sd a0,8(a5)
  li a0,0
  slli a0,a0,32; srai a0,a0,32
  ld s1,56(sp)
  ld s2,48(sp)
  addi sp,sp,64
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
block1:
  j label7
block3:
  j label7
block5:
  j label7
block7:
  li a0,1
  slli a0,a0,32; srai a0,a0,32
  ld s1,56(sp)
  ld s2,48(sp)
  addi sp,sp,64
  ld ra,8(sp)
  ld fp,0(sp)
  addi sp,sp,16
  ret
