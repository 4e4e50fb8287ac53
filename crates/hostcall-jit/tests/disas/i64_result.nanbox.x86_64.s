; thunk for (i64, i64) -> i64 on layout jsc-nan-boxed (8 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 2240 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xe0, %rsp
  movq %rbx, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xb8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xc8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, %r14
  movq %rsi, %r15
  movq %rdx, <offset:1>+0x90(%rsp)
  cmpq $0x2, %r8
  jb      label22; j label1
block1:
  movq (%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %dl
  movslq %eax, %r10
  movq 8(%rcx), %rsi
  movq %rsi, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  sete %dil
  movslq %esi, %rsi
  testb %dl, %dil
  jnz     label2; j label3
block2:
  movq %rsi, %r13
  movq %r10, %rdi
  movq %r15, %rbx
  movq %r9, %r15
  movq %r14, %rax
  jmp     label17
block4:
  movq %r10, %rdi
  movq %r15, %rbx
  movq %r9, %r15
  movq %r14, %rax
  jmp     label17
block17:
  movq (%rax), %rdx
  movq %r13, %rsi
  call    *%rdx
  movslq %eax, %rdx
  cmpq %rax, %rdx
  jz      label21; j label18
block18:
  movabsq $0x20000000000000, %rsi
  leaq (%rax, %rsi), %rsi
  cmpq (%rip), %rsi
  jbe     label20; j label19
block19:
  load_ext_name <imports>+0, %rsi
  movq 0x38(%rsi), %r8
  movq %r15, %rdx
  movq %rax, %rsi
  movq %rbx, %rdi
  call    *%r8
  movl $0x2, %esi
  testb %al, %al
  movq %rsi, %rax
  cmovnel (%rip), %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block20:
  movq %r15, %rdx
  movq %rax, %rsi
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdq %rsi, %xmm3
  movabsq $0x7ff8000000000000, %rdi
  movq %rdi, %xmm0
  ucomisd %xmm3, %xmm3
  movsd %xmm3, %xmm3; jnp $next; movsd %xmm0, %xmm3; $next:
  movq %xmm3, %r9
  movabsq $0x2000000000000, %r10
  leaq (%r9, %r10), %r9
  movq %r9, (%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block21:
  movq %r15, %rdx
  movq %rax, %rsi
  movl %esi, %r10d
  orq (%rip), %r10
  movq %r10, (%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%rcx), %rsi
  movq %rsi, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  sete %al
  movq %rsi, %r10
  andq (%rip), %r10
  testq %rsi, (%rip)
  setne %r11b
  cmpq (%rip), %r10
  sete %r10b
  xorb $0x1, %r10b
  andl %r10d, %r11d
  movabsq $0xfffe000000000000, %r10
  leaq (%rsi, %r10), %r10
  movq %r10, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r10, %rdx, %xmm7
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdq %r10, %xmm6
  ucomisd %xmm0, %xmm6
  setnp %dl
  sete %r12b
  andl %r12d, %edx
  cmpq (%rip), %r10
  setne %r12b
  andl %r12d, %edx
  andl %edx, %r11d
  movslq %esi, %rdx
  cmpq (%rip), %rdi
  cmoveq %rdx, %r10
  orl %r11d, %eax
  movq 8(%rcx), %r11
  movq %r11, %r12
  andq (%rip), %r12
  cmpq (%rip), %r12
  sete %dil
  movq %r11, %rdx
  andq (%rip), %rdx
  testq %r11, (%rip)
  setne %bl
  cmpq (%rip), %rdx
  sete %dl
  xorb $0x1, %dl
  andl %edx, %ebx
  movabsq $0xfffe000000000000, %rdx
  leaq (%r11, %rdx), %rdx
  movq %rdx, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %r13b
  andl %r13d, %edx
  cmpq (%rip), %rsi
  setne %r13b
  andl %r13d, %edx
  andl %edx, %ebx
  movslq %r11d, %rdx
  cmpq (%rip), %r12
  cmoveq %rdx, %rsi
  movq %rsi, %r13
  orl %ebx, %edi
  testb %al, %dil
  jnz     label4; j label5
block5:
  movq (%rcx), %r11
  movq %r11, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movq %r11, %rdx
  andq (%rip), %rdx
  testq %r11, (%rip)
  setne %dil
  cmpq (%rip), %rdx
  sete %dl
  xorb $0x1, %dl
  andl %edx, %edi
  movabsq $0xfffe000000000000, %rdx
  leaq (%r11, %rdx), %rdx
  movq %rdx, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r11b
  andl %r11d, %esi
  cmpq (%rip), %rdx
  setne %dl
  andl %edx, %esi
  andl %esi, %edi
  orl %edi, %eax
  testb %al, %al
  jnz     label6; j label7
block6:
  movq %r15, %rdi
  movq %r10, %r12
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r15, %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x90(%rsp), %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movq %r9, <offset:1>+0x38(%rsp)
  movq %r10, <offset:1>+0x40(%rsp)
  movq %r13, %r10
  movq %r10, <offset:1>+0x48(%rsp)
  load_ext_name <imports>+0, %rcx
  movq 0x28(%rcx), %rcx
  movq %rax, %rdi
  call    *%rcx
  movq <offset:1>+0x10(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x18(%rsp), %rdi
  movq <offset:1>+0x20(%rsp), %rdx
  movq %rdx, <offset:1>+0x90(%rsp)
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r8
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r10
  movq %r10, %r12
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rsi, %r13
  testb %al, %al
  jnz     label8; j label9
block8:
  jmp     label10
block9:
  movq %rdi, %rsi
  jmp     label15
block10:
  movq 8(%rcx), %r11
  movq %r11, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movq %r11, %rdx
  andq (%rip), %rdx
  testq %r11, (%rip)
  setne %r10b
  cmpq (%rip), %rdx
  sete %dl
  xorb $0x1, %dl
  andl %edx, %r10d
  movabsq $0xfffe000000000000, %rdx
  leaq (%r11, %rdx), %rdx
  movq %rdx, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r11b
  andl %r11d, %esi
  cmpq (%rip), %rdx
  setne %dl
  andl %edx, %esi
  andl %esi, %r10d
  orl %r10d, %eax
  testb %al, %al
  jnz     label11; j label12
block11:
  movq %rdi, %rbx
  jmp     label16
block12:
  leaq 8(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq %r14, %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rdi, <offset:1>+0x58(%rsp)
  movq %rdi, %rbx
  movq <offset:1>+0x90(%rsp), %r10
  movq %r10, <offset:1>+0x60(%rsp)
  movq %rcx, <offset:1>+0x68(%rsp)
  movq %r8, <offset:1>+0x70(%rsp)
  movq %r9, <offset:1>+0x78(%rsp)
  movq %r12, %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movq %r13, %rdi
  movq %rdi, <offset:1>+0x88(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  movq <offset:1>+0x50(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x58(%rsp), %rdi
  movq %rdi, %rbx
  movq <offset:1>+0x60(%rsp), %rdx
  movq %rdx, <offset:1>+0x90(%rsp)
  movq <offset:1>+0x68(%rsp), %rcx
  movq <offset:1>+0x70(%rsp), %r8
  movq <offset:1>+0x78(%rsp), %r9
  movq <offset:1>+0x80(%rsp), %rdx
  movq <offset:1>+0x88(%rsp), %rdx
  testb %al, %al
  jnz     label13; j label14
block13:
  jmp     label16
block14:
  movq %rbx, %rsi
  jmp     label15
block15:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x90(%rsp), %rdx
  movq %r14, %rdi
  call    *%r10
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block16:
  movq (%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %r8
  andq (%rip), %r8
  testq %rdx, (%rip)
  setne %dil
  cmpq (%rip), %r8
  sete %r8b
  xorb $0x1, %r8b
  andl %r8d, %edi
  movabsq $0xfffe000000000000, %r8
  leaq (%rdx, %r8), %r8
  movq %r8, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r8, %r10, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r8, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %r8
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edi
  movslq %edx, %rdx
  cmpq (%rip), %rsi
  cmoveq %rdx, %r8
  orl %edi, %eax
  movq <offset:1>+(%rsp), %rdi
  testb %al, %al
  cmovneq %r8, %rdi
  movq 8(%rcx), %rcx
  movq %rcx, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %al
  movq %rcx, %r8
  andq (%rip), %r8
  testq %rcx, (%rip)
  setne %sil
  cmpq (%rip), %r8
  sete %r8b
  xorb $0x1, %r8b
  andl %r8d, %esi
  movabsq $0xfffe000000000000, %r8
  leaq (%rcx, %r8), %r8
  movq %r8, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r8, %r10, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r8, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %r8
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %esi
  movslq %ecx, %rcx
  cmpq (%rip), %rdx
  cmoveq %rcx, %r8
  orl %esi, %eax
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, %r13
  testb %al, %al
  cmovneq %r8, %rsi
  movq %rsi, %r13
  movq %r14, %rax
  movq %r9, %r15
  jmp     label17
block22:
  movl $0x1, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
