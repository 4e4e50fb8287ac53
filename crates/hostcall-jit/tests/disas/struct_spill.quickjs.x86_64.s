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
; 5528 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x320, %rsp
  movq %rbx, 0x2f0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x2f8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x300(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x308(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x310(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, <offset:1>+0x200(%rsp)
  movq %rdi, <offset:1>+0x2a0(%rsp)
  movq %rdx, <offset:1>+0x2a8(%rsp)
  movq %r9, <offset:1>+0x2b8(%rsp)
  cmpq $0xf, %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  jb      label1; j label2
block2:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %bl
  movslq (%rcx), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq 0x18(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq 0x10(%rcx), %r9
  andl %eax, %ebx
  movq 0x28(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq 0x20(%rcx), %r10
  andl %eax, %ebx
  movq 0x38(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq 0x30(%rcx), %r11
  andl %eax, %ebx
  movq 0x48(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq 0x40(%rcx), %r12
  leaq 0x50(%rcx), %rsi
  movq %rsi, <offset:1>+0x2c0(%rsp)
  testb %bl, %al
  jnz     label3; j label4
block3:
  movq %r10, %r13
  movq <offset:1>+0x200(%rsp), %r14
  movq %rcx, %r15
  movq %r9, <offset:1>+0x218(%rsp)
  movq %r11, <offset:1>+0x220(%rsp)
  jmp     label32
block5:
  movq %r10, %r13
  movq <offset:1>+0x200(%rsp), %r14
  movq %rcx, %r15
  movq %r11, <offset:1>+0x220(%rsp)
  jmp     label32
block32:
  movq 0x58(%rcx), %rax
  cmpq $0xffffffffffffffff, %rax
  jz      label34; j label33
block34:
  leaq <offset:1>+0x1e0(%rsp), %rdx
  leaq <offset:1>+0x1e8(%rsp), %rcx
  load_ext_name <imports>+0, %rax
  movq 0x18(%rax), %rax
  movq <offset:1>+0x2c0(%rsp), %rsi
  movq %r14, %rdi
  call    *%rax
  movq <offset:1>+0x1e8(%rsp), %rcx
  cmpq $0x8, %rcx
  sete %cl
  testb %al, %cl
  jnz     label36; j label35
block36:
  movq <offset:1>+0x1e0(%rsp), %rbx
  movq %r15, %rcx
  movq 0x68(%rcx), %rax
  cmpq $0x8, %rax
  sete %r11b
  movsd 0x60(%rcx), %xmm0
  movq 0x78(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x70(%rcx), %xmm1
  andl %eax, %r11d
  movq 0x88(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x80(%rcx), %xmm2
  andl %eax, %r11d
  movq 0x98(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x90(%rcx), %xmm3
  andl %eax, %r11d
  movq 0xa8(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0xa0(%rcx), %xmm4
  andl %eax, %r11d
  movq 0xb8(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0xb0(%rcx), %xmm5
  andl %eax, %r11d
  movq 0xc8(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0xc0(%rcx), %xmm6
  leaq 0xd0(%rcx), %rsi
  testb %r11b, %al
  jnz     label37; j label38
block37:
  movdqu %xmm0, <offset:1>+0x230(%rsp)
  movdqu %xmm1, <offset:1>+0x240(%rsp)
  movdqu %xmm2, <offset:1>+0x250(%rsp)
  movdqu %xmm3, <offset:1>+0x260(%rsp)
  movdqu %xmm4, <offset:1>+0x270(%rsp)
  movdqu %xmm5, <offset:1>+0x280(%rsp)
  movdqu %xmm6, <offset:1>+0x290(%rsp)
  jmp     label41
block39:
  jmp     label41
block41:
  movq 0xd8(%rcx), %rdi
  movq %rcx, %r15
  cmpq $0xffffffffffffffff, %rdi
  jz      label43; j label42
block43:
  leaq <offset:1>+0x1f0(%rsp), %rdx
  leaq <offset:1>+0x1f8(%rsp), %rcx
  load_ext_name <imports>+0, %rdi
  movq 0x18(%rdi), %r8
  movq %r14, %rdi
  call    *%r8
  movq <offset:1>+0x1f8(%rsp), %rsi
  cmpq $0x10, %rsi
  sete %dil
  testb %al, %dil
  jnz     label45; j label44
block45:
  movq <offset:1>+0x1f0(%rsp), %r10
  movq %r15, %rcx
  movq 0xe8(%rcx), %rax
  movl 0xe0(%rcx), %r11d
  testq %rax, %rax
  jz      label48; j label46
block48:
  movq <offset:1>+0x2a0(%rsp), %rdi
  movq (%rbx), %r9
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  movq (%r10), %rax
  movq 8(%r10), %rcx
  movslq %r11d, %rdx
  movq (%rdi), %r10
  movq %rax, (%rsp)
  movq %rcx, 8(%rsp)
  movq %rdx, 0x10(%rsp)
  movq <offset:1>+0x220(%rsp), %rcx
  movq %r13, %rdx
  movq <offset:1>+0x218(%rsp), %rsi
  movq <offset:1>+0x210(%rsp), %rdi
  movq %r12, %r8
  movdqu <offset:1>+0x230(%rsp), %xmm0
  movdqu <offset:1>+0x240(%rsp), %xmm1
  movdqu <offset:1>+0x250(%rsp), %xmm2
  movdqu <offset:1>+0x260(%rsp), %xmm3
  movdqu <offset:1>+0x270(%rsp), %xmm4
  movdqu <offset:1>+0x280(%rsp), %xmm5
  movdqu <offset:1>+0x290(%rsp), %xmm6
  call    *%r10
  movq <offset:1>+0x2b8(%rsp), %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x2f0(%rsp), %rbx
  movq 0x2f8(%rsp), %r12
  movq 0x300(%rsp), %r13
  movq 0x308(%rsp), %r14
  movq 0x310(%rsp), %r15
  addq $0x320, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label49
block4:
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %bl
  movl (%rcx), %r11d
  cmpq $0x8, %rsi
  sete %r10b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r9, %rax, %xmm1
  movq %r9, <offset:1>+0x210(%rsp)
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r9, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r9
  setne %dl
  andl %edx, %eax
  andl %eax, %r10d
  movslq %r11d, %rax
  testq %rsi, %rsi
  cmoveq %rax, %r9
  movq %r9, <offset:1>+0x210(%rsp)
  orl %r10d, %ebx
  cmpq $0x7, %rsi
  sete %al
  movslq (%rcx), %rdx
  cmpq $0x7, %rsi
  cmoveq %rdx, %r9
  movq %r9, <offset:1>+0x210(%rsp)
  orl %eax, %ebx
  movq 0x18(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl 0x10(%rcx), %r13d
  cmpq $0x8, %r11
  sete %r12b
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r9, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r9, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r9
  setne %dl
  andl %edx, %eax
  andl %eax, %r12d
  movslq %r13d, %rax
  testq %r11, %r11
  cmoveq %rax, %r9
  orl %r12d, %r10d
  cmpq $0x7, %r11
  sete %al
  movslq 0x10(%rcx), %rdx
  cmpq $0x7, %r11
  cmoveq %rdx, %r9
  movq %r9, <offset:1>+0x218(%rsp)
  orl %eax, %r10d
  andl %r10d, %ebx
  movq 0x28(%rcx), %r12
  testq %r12, %r12
  sete %r11b
  movl 0x20(%rcx), %r14d
  cmpq $0x8, %r12
  sete %r13b
  movsd 0x20(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r10, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r10, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r10
  setne %dl
  andl %edx, %eax
  andl %eax, %r13d
  movslq %r14d, %rax
  testq %r12, %r12
  cmoveq %rax, %r10
  orl %r13d, %r11d
  cmpq $0x7, %r12
  sete %al
  movslq 0x20(%rcx), %rdx
  cmpq $0x7, %r12
  cmoveq %rdx, %r10
  orl %eax, %r11d
  andl %r11d, %ebx
  movq 0x38(%rcx), %r13
  testq %r13, %r13
  sete %r12b
  movl 0x30(%rcx), %r15d
  cmpq $0x8, %r13
  sete %r14b
  movsd 0x30(%rcx), %xmm3
  cvt_float64_to_sint64_sat_seq %xmm3, %r11, %rsi, %xmm2
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r11, %xmm1
  ucomisd %xmm3, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r11
  setne %sil
  andl %esi, %eax
  andl %eax, %r14d
  movslq %r15d, %rsi
  testq %r13, %r13
  cmoveq %rsi, %r11
  orl %r14d, %r12d
  cmpq $0x7, %r13
  sete %sil
  movslq 0x30(%rcx), %rdi
  cmpq $0x7, %r13
  cmoveq %rdi, %r11
  orl %esi, %r12d
  andl %r12d, %ebx
  movq 0x48(%rcx), %r14
  testq %r14, %r14
  sete %r13b
  movl 0x40(%rcx), %edi
  cmpq $0x8, %r14
  sete %r15b
  movsd 0x40(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r12, %r8, %xmm7
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdq %r12, %xmm6
  ucomisd %xmm0, %xmm6
  setnp %sil
  sete %r8b
  andl %r8d, %esi
  cmpq (%rip), %r12
  setne %r8b
  andl %r8d, %esi
  andl %esi, %r15d
  movslq %edi, %r8
  testq %r14, %r14
  cmoveq %r8, %r12
  orl %r15d, %r13d
  cmpq $0x7, %r14
  sete %al
  movslq 0x40(%rcx), %rdx
  cmpq $0x7, %r14
  cmoveq %rdx, %r12
  orl %eax, %r13d
  testb %bl, %r13b
  jnz     label5; j label6
block6:
  movq 8(%rcx), %r14
  testq %r14, %r14
  sete %bl
  movl (%rcx), %eax
  cmpq $0x8, %r14
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %edi
  orl %edi, %ebx
  cmpq $0x7, %r14
  sete %al
  movslq (%rcx), %rdx
  orl %eax, %ebx
  testb %bl, %bl
  jnz     label7; j label8
block7:
  movq <offset:1>+0x218(%rsp), %r9
  movq <offset:1>+0x200(%rsp), %r14
  movq <offset:1>+0x2b8(%rsp), %r15
  movq %rcx, <offset:1>+0x208(%rsp)
  jmp     label11
block8:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq <offset:1>+0x2a0(%rsp), %rdi
  movq %rdi, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x200(%rsp), %rax
  movq %rax, <offset:1>+0x30(%rsp)
  movq <offset:1>+0x2a8(%rsp), %r15
  movq %r15, <offset:1>+0x38(%rsp)
  movq %rcx, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x2b0(%rsp), %r8
  movq %rcx, <offset:1>+0x208(%rsp)
  movq %r8, <offset:1>+0x48(%rsp)
  movq <offset:1>+0x2b8(%rsp), %r15
  movq %r15, <offset:1>+0x50(%rsp)
  movq <offset:1>+0x210(%rsp), %r9
  movq %r9, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x218(%rsp), %r9
  movq %r9, <offset:1>+0x60(%rsp)
  movq %r10, <offset:1>+0x68(%rsp)
  movq %r11, <offset:1>+0x70(%rsp)
  movq %r12, <offset:1>+0x78(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq <offset:1>+0x200(%rsp), %rdi
  call    *%rax
  movq <offset:1>+0x28(%rsp), %rdi
  movq %rdi, <offset:1>+0x2a0(%rsp)
  movq <offset:1>+0x30(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x38(%rsp), %r15
  movq %r15, <offset:1>+0x2a8(%rsp)
  movq <offset:1>+0x40(%rsp), %rcx
  movq <offset:1>+0x48(%rsp), %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  movq <offset:1>+0x50(%rsp), %r15
  movq <offset:1>+0x58(%rsp), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x60(%rsp), %r9
  movq <offset:1>+0x68(%rsp), %r10
  movq <offset:1>+0x70(%rsp), %r11
  movq <offset:1>+0x78(%rsp), %r12
  testb %al, %al
  jnz     label9; j label10
block9:
  jmp     label11
block10:
  movq %r14, %rsi
  movq %r15, <offset:1>+0x2b8(%rsp)
  jmp     label47
block11:
  movq 0x18(%rcx), %r13
  testq %r13, %r13
  sete %bl
  movl 0x10(%rcx), %eax
  cmpq $0x8, %r13
  sete %sil
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %dil
  andl %edi, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %esi
  orl %esi, %ebx
  cmpq $0x7, %r13
  sete %al
  movslq 0x10(%rcx), %rdx
  orl %eax, %ebx
  testb %bl, %bl
  jnz     label12; j label13
block12:
  movq <offset:1>+0x2a0(%rsp), %rbx
  movq %r14, %rdi
  jmp     label16
block13:
  leaq 0x10(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq <offset:1>+0x2a0(%rsp), %rbx
  movq %rbx, <offset:1>+0x80(%rsp)
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x88(%rsp)
  movq <offset:1>+0x2a8(%rsp), %rax
  movq %rax, <offset:1>+0x90(%rsp)
  movq %rcx, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x2b0(%rsp), %r8
  movq %r8, <offset:1>+0xa0(%rsp)
  movq %r15, <offset:1>+0xa8(%rsp)
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0xb0(%rsp)
  movq %r9, <offset:1>+0xb8(%rsp)
  movq %r10, <offset:1>+0xc0(%rsp)
  movq %r11, <offset:1>+0xc8(%rsp)
  movq %r12, <offset:1>+0xd0(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  call    *%rax
  movq <offset:1>+0x80(%rsp), %rbx
  movq <offset:1>+0x88(%rsp), %rdi
  movq <offset:1>+0x90(%rsp), %r15
  movq %r15, <offset:1>+0x2a8(%rsp)
  movq <offset:1>+0x98(%rsp), %rcx
  movq <offset:1>+0xa0(%rsp), %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  movq <offset:1>+0xa8(%rsp), %r15
  movq <offset:1>+0xb0(%rsp), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq <offset:1>+0xb8(%rsp), %r9
  movq <offset:1>+0xc0(%rsp), %r10
  movq <offset:1>+0xc8(%rsp), %r11
  movq <offset:1>+0xd0(%rsp), %r12
  testb %al, %al
  jnz     label14; j label15
block14:
  jmp     label16
block15:
  movq %rdi, %rsi
  movq %rbx, <offset:1>+0x2a0(%rsp)
  movq %r15, <offset:1>+0x2b8(%rsp)
  jmp     label47
block16:
  movq 0x28(%rcx), %r14
  testq %r14, %r14
  sete %r13b
  movl 0x20(%rcx), %eax
  cmpq $0x8, %r14
  sete %sil
  movsd 0x20(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %r8b
  andl %r8d, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %esi
  orl %esi, %r13d
  cmpq $0x7, %r14
  sete %al
  movslq 0x20(%rcx), %rdx
  orl %eax, %r13d
  testb %r13b, %r13b
  jnz     label17; j label18
block17:
  jmp     label21
block18:
  leaq 0x20(%rcx), %rsi
  leaq <offset:1>+0x10(%rsp), %rdx
  movq %rbx, <offset:1>+0xd8(%rsp)
  movq %rdi, <offset:1>+0xe0(%rsp)
  movq <offset:1>+0x2a8(%rsp), %rax
  movq %rax, <offset:1>+0xe8(%rsp)
  movq %rcx, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0x2b0(%rsp), %r8
  movq %r8, <offset:1>+0xf8(%rsp)
  movq %r15, <offset:1>+0x100(%rsp)
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x108(%rsp)
  movq %r9, <offset:1>+0x110(%rsp)
  movq %r10, <offset:1>+0x118(%rsp)
  movq %r11, <offset:1>+0x120(%rsp)
  movq %r12, <offset:1>+0x128(%rsp)
  load_ext_name <imports>+0, %r10
  movq 0x28(%r10), %r10
  call    *%r10
  movq <offset:1>+0xd8(%rsp), %rbx
  movq <offset:1>+0xe0(%rsp), %rdi
  movq <offset:1>+0xe8(%rsp), %r15
  movq %r15, <offset:1>+0x2a8(%rsp)
  movq <offset:1>+0xf0(%rsp), %rcx
  movq <offset:1>+0xf8(%rsp), %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  movq <offset:1>+0x100(%rsp), %r15
  movq <offset:1>+0x108(%rsp), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x110(%rsp), %r9
  movq <offset:1>+0x118(%rsp), %r10
  movq <offset:1>+0x120(%rsp), %r11
  movq <offset:1>+0x128(%rsp), %r12
  testb %al, %al
  jnz     label19; j label20
block19:
  jmp     label21
block20:
  movq %rdi, %rsi
  movq %rbx, <offset:1>+0x2a0(%rsp)
  movq %r15, <offset:1>+0x2b8(%rsp)
  jmp     label47
block21:
  movq 0x38(%rcx), %r14
  testq %r14, %r14
  sete %r13b
  movl 0x30(%rcx), %eax
  cmpq $0x8, %r14
  sete %sil
  movsd 0x30(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %r8b
  andl %r8d, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %esi
  orl %esi, %r13d
  cmpq $0x7, %r14
  sete %al
  movslq 0x30(%rcx), %rdx
  orl %eax, %r13d
  testb %r13b, %r13b
  jnz     label22; j label23
block22:
  jmp     label26
block23:
  leaq 0x30(%rcx), %rsi
  leaq <offset:1>+0x18(%rsp), %rdx
  movq %rbx, <offset:1>+0x130(%rsp)
  movq %rdi, <offset:1>+0x138(%rsp)
  movq <offset:1>+0x2a8(%rsp), %rax
  movq %rax, <offset:1>+0x140(%rsp)
  movq %rcx, <offset:1>+0x148(%rsp)
  movq <offset:1>+0x2b0(%rsp), %r8
  movq %r8, <offset:1>+0x150(%rsp)
  movq %r15, <offset:1>+0x158(%rsp)
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x160(%rsp)
  movq %r9, <offset:1>+0x168(%rsp)
  movq %r10, <offset:1>+0x170(%rsp)
  movq %r11, <offset:1>+0x178(%rsp)
  movq %r12, <offset:1>+0x180(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  call    *%rax
  movq <offset:1>+0x130(%rsp), %rbx
  movq <offset:1>+0x138(%rsp), %rdi
  movq <offset:1>+0x140(%rsp), %r15
  movq %r15, <offset:1>+0x2a8(%rsp)
  movq <offset:1>+0x148(%rsp), %rcx
  movq <offset:1>+0x150(%rsp), %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  movq <offset:1>+0x158(%rsp), %r15
  movq <offset:1>+0x160(%rsp), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x168(%rsp), %r9
  movq <offset:1>+0x170(%rsp), %r10
  movq <offset:1>+0x178(%rsp), %r11
  movq <offset:1>+0x180(%rsp), %r12
  testb %al, %al
  jnz     label24; j label25
block24:
  jmp     label26
block25:
  movq %rdi, %rsi
  movq %rbx, <offset:1>+0x2a0(%rsp)
  movq %r15, <offset:1>+0x2b8(%rsp)
  jmp     label47
block26:
  movq 0x48(%rcx), %r14
  testq %r14, %r14
  sete %r13b
  movl 0x40(%rcx), %eax
  cmpq $0x8, %r14
  sete %sil
  movsd 0x40(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %r8b
  andl %r8d, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %esi
  orl %esi, %r13d
  cmpq $0x7, %r14
  sete %al
  movslq 0x40(%rcx), %rdx
  orl %eax, %r13d
  testb %r13b, %r13b
  jnz     label27; j label28
block27:
  movq %rdi, %r14
  movq %rbx, <offset:1>+0x2a0(%rsp)
  movq %r15, <offset:1>+0x2b8(%rsp)
  jmp     label31
block28:
  leaq 0x40(%rcx), %rsi
  leaq <offset:1>+0x20(%rsp), %rdx
  movq %rbx, <offset:1>+0x188(%rsp)
  movq %rdi, <offset:1>+0x190(%rsp)
  movq <offset:1>+0x2a8(%rsp), %rax
  movq %rax, <offset:1>+0x198(%rsp)
  movq %rcx, <offset:1>+0x1a0(%rsp)
  movq <offset:1>+0x2b0(%rsp), %r8
  movq %r8, <offset:1>+0x1a8(%rsp)
  movq %r15, <offset:1>+0x1b0(%rsp)
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x1b8(%rsp)
  movq %r9, <offset:1>+0x1c0(%rsp)
  movq %r10, <offset:1>+0x1c8(%rsp)
  movq %r11, <offset:1>+0x1d0(%rsp)
  movq %r12, <offset:1>+0x1d8(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  call    *%rax
  movq <offset:1>+0x188(%rsp), %rbx
  movq %rbx, <offset:1>+0x2a0(%rsp)
  movq <offset:1>+0x190(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x198(%rsp), %r15
  movq %r15, <offset:1>+0x2a8(%rsp)
  movq <offset:1>+0x1a0(%rsp), %rcx
  movq <offset:1>+0x1a8(%rsp), %r8
  movq %r8, <offset:1>+0x2b0(%rsp)
  movq <offset:1>+0x1b0(%rsp), %r15
  movq %r15, <offset:1>+0x2b8(%rsp)
  movq <offset:1>+0x1b8(%rsp), %rdx
  movq <offset:1>+0x1c0(%rsp), %rdx
  movq <offset:1>+0x1c8(%rsp), %rdx
  movq <offset:1>+0x1d0(%rsp), %rdx
  movq <offset:1>+0x1d8(%rsp), %rdx
  testb %al, %al
  jnz     label29; j label30
block29:
  jmp     label31
block30:
  movq %r14, %rsi
  jmp     label47
block31:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %dl
  movl (%rcx), %r8d
  cmpq $0x8, %rax
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %r9, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rsi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %edi
  movslq %r8d, %r8
  testq %rax, %rax
  cmoveq %r8, %rsi
  orl %edi, %edx
  cmpq $0x7, %rax
  sete %dil
  movslq (%rcx), %r8
  cmpq $0x7, %rax
  cmoveq %r8, %rsi
  orl %edi, %edx
  movq <offset:1>+(%rsp), %r9
  movq %r9, <offset:1>+0x210(%rsp)
  testb %dl, %dl
  cmovneq %rsi, %r9
  movq %r9, <offset:1>+0x210(%rsp)
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x10(%rcx), %r8d
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x10(%rcx), %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rdi, %r9, %xmm0
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rdi, %xmm0
  ucomisd %xmm1, %xmm0
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rdi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %esi
  movslq %r8d, %r8
  testq %rdx, %rdx
  cmoveq %r8, %rdi
  orl %esi, %eax
  cmpq $0x7, %rdx
  sete %sil
  movslq 0x10(%rcx), %r8
  cmpq $0x7, %rdx
  cmoveq %r8, %rdi
  orl %esi, %eax
  movq <offset:1>+8(%rsp), %r9
  testb %al, %al
  cmovneq %rdi, %r9
  movq %r9, <offset:1>+0x218(%rsp)
  movq 0x28(%rcx), %rsi
  testq %rsi, %rsi
  sete %al
  movl 0x20(%rcx), %r8d
  cmpq $0x8, %rsi
  sete %dil
  movsd 0x20(%rcx), %xmm7
  cvt_float64_to_sint64_sat_seq %xmm7, %rdx, %r9, %xmm6
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rdx, %xmm5
  ucomisd %xmm7, %xmm5
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rdx
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %edi
  movslq %r8d, %r8
  testq %rsi, %rsi
  cmoveq %r8, %rdx
  orl %edi, %eax
  cmpq $0x7, %rsi
  sete %r9b
  movslq 0x20(%rcx), %r10
  cmpq $0x7, %rsi
  cmoveq %r10, %rdx
  orl %r9d, %eax
  movq <offset:1>+0x10(%rsp), %r10
  testb %al, %al
  cmovneq %rdx, %r10
  movq %r10, %r13
  movq 0x38(%rcx), %r11
  testq %r11, %r11
  sete %al
  movl 0x30(%rcx), %edi
  cmpq $0x8, %r11
  sete %sil
  movsd 0x30(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %r8, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r8b
  sete %r9b
  andl %r9d, %r8d
  cmpq (%rip), %rdx
  setne %r9b
  andl %r9d, %r8d
  andl %r8d, %esi
  movslq %edi, %rdi
  testq %r11, %r11
  cmoveq %rdi, %rdx
  orl %esi, %eax
  cmpq $0x7, %r11
  sete %sil
  movslq 0x30(%rcx), %rdi
  cmpq $0x7, %r11
  cmoveq %rdi, %rdx
  orl %esi, %eax
  movq <offset:1>+0x18(%rsp), %r11
  testb %al, %al
  cmovneq %rdx, %r11
  movq %r11, <offset:1>+0x220(%rsp)
  movq 0x48(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x40(%rcx), %r8d
  cmpq $0x8, %rdx
  sete %dil
  movsd 0x40(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %r9, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rsi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %edi
  movslq %r8d, %r8
  testq %rdx, %rdx
  cmoveq %r8, %rsi
  orl %edi, %eax
  cmpq $0x7, %rdx
  sete %dil
  movslq 0x40(%rcx), %r8
  movq %rcx, %r15
  cmpq $0x7, %rdx
  cmoveq %r8, %rsi
  orl %edi, %eax
  movq <offset:1>+0x20(%rsp), %r12
  testb %al, %al
  cmovneq %rsi, %r12
  movq <offset:1>+0x208(%rsp), %rcx
  jmp     label32
block33:
  jmp     label49
block35:
  jmp     label49
block38:
  movq 0x68(%rcx), %rdi
  testq %rdi, %rdi
  sete %dl
  cmpq $0x8, %rdi
  sete %r8b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl 0x60(%rcx), %xmm1
  movsd 0x60(%rcx), %xmm0
  testq %rdi, %rdi
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  movdqu %xmm0, <offset:1>+0x230(%rsp)
  orl %r8d, %edx
  movq 0x78(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0x70(%rcx), %xmm0
  movsd 0x70(%rcx), %xmm1
  testq %r8, %r8
  movsd %xmm1, %xmm1; jnz $next; movsd %xmm0, %xmm1; $next:
  movdqu %xmm1, <offset:1>+0x240(%rsp)
  orl %r9d, %edi
  andl %edi, %edx
  movq 0x88(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0x80(%rcx), %xmm0
  movsd 0x80(%rcx), %xmm2
  testq %r8, %r8
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm0, %xmm2; $next:
  movdqu %xmm2, <offset:1>+0x250(%rsp)
  orl %r9d, %edi
  andl %edi, %edx
  movq 0x98(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0x90(%rcx), %xmm0
  movsd 0x90(%rcx), %xmm3
  testq %r8, %r8
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm0, %xmm3; $next:
  movdqu %xmm3, <offset:1>+0x260(%rsp)
  orl %r9d, %edi
  andl %edi, %edx
  movq 0xa8(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0xa0(%rcx), %xmm0
  movsd 0xa0(%rcx), %xmm4
  testq %r8, %r8
  movsd %xmm4, %xmm4; jnz $next; movsd %xmm0, %xmm4; $next:
  movdqu %xmm4, <offset:1>+0x270(%rsp)
  orl %r9d, %edi
  andl %edi, %edx
  movq 0xb8(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0xb0(%rcx), %xmm0
  movsd 0xb0(%rcx), %xmm5
  testq %r8, %r8
  movsd %xmm5, %xmm5; jnz $next; movsd %xmm0, %xmm5; $next:
  movdqu %xmm5, <offset:1>+0x280(%rsp)
  orl %r9d, %edi
  andl %edi, %edx
  movq 0xc8(%rcx), %r8
  testq %r8, %r8
  sete %dil
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdl 0xc0(%rcx), %xmm0
  movsd 0xc0(%rcx), %xmm6
  testq %r8, %r8
  movsd %xmm6, %xmm6; jnz $next; movsd %xmm0, %xmm6; $next:
  movdqu %xmm6, <offset:1>+0x290(%rsp)
  orl %r9d, %edi
  testb %dl, %dil
  jnz     label39; j label40
block40:
  movq %r14, %rsi
  jmp     label47
block42:
  jmp     label49
block44:
  jmp     label49
block46:
  movq %r14, %rsi
  jmp     label47
block47:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x2a8(%rsp), %rdx
  movq <offset:1>+0x2a0(%rsp), %rdi
  movq <offset:1>+0x2b0(%rsp), %r8
  movq <offset:1>+0x2b8(%rsp), %r9
  call    *%r10
  movq 0x2f0(%rsp), %rbx
  movq 0x2f8(%rsp), %r12
  movq 0x300(%rsp), %r13
  movq 0x308(%rsp), %r14
  movq 0x310(%rsp), %r15
  addq $0x320, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block49:
  movl $0x1, %eax
  movq 0x2f0(%rsp), %rbx
  movq 0x2f8(%rsp), %r12
  movq 0x300(%rsp), %r13
  movq 0x308(%rsp), %r14
  movq 0x310(%rsp), %r15
  addq $0x320, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
