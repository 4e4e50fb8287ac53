; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1832 bytes of x86-64 machine code
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
  movq %rdx, <offset:1>+0x98(%rsp)
  cmpq $0x2, %r8
  jb      label22; j label1
block1:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq (%rcx), %r13
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movslq 0x10(%rcx), %rsi
  testb %al, %dl
  jnz     label2; j label3
block2:
  movq %r14, %rax
  movq %r9, %rbx
  movq %r13, %rdi
  movq %rsi, <offset:1>+0x90(%rsp)
  jmp     label17
block4:
  movq %r14, %rax
  movq %r9, %rbx
  movq %r13, %rdi
  jmp     label17
block17:
  movq (%rax), %r9
  movq <offset:1>+0x90(%rsp), %rsi
  call    *%r9
  movslq %eax, %r9
  cmpq %rax, %r9
  jz      label21; j label18
block18:
  movabsq $0x20000000000000, %r11
  leaq (%rax, %r11), %r11
  movq %rax, %rsi
  cmpq (%rip), %r11
  jbe     label20; j label19
block19:
  movabsq $<hook bigint_from_i64>, %rax
  movq %rbx, %rdx
  movq %r15, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
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
  movq %rbx, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
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
  movq %rbx, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
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
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %dil
  movl (%rcx), %r11d
  cmpq $0x8, %rsi
  sete %r10b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r13, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r13, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r13
  setne %dl
  andl %edx, %eax
  andl %eax, %r10d
  movslq %r11d, %rax
  testq %rsi, %rsi
  cmoveq %rax, %r13
  orl %r10d, %edi
  movq 0x18(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl 0x10(%rcx), %ebx
  cmpq $0x8, %r11
  sete %r12b
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %rsi
  setne %dl
  andl %edx, %eax
  andl %eax, %r12d
  movslq %ebx, %rax
  testq %r11, %r11
  cmoveq %rax, %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  orl %r12d, %r10d
  testb %dil, %r10b
  jnz     label4; j label5
block5:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %dil
  movl (%rcx), %edx
  cmpq $0x8, %rax
  sete %r10b
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
  andl %edx, %r10d
  orl %r10d, %edi
  testb %dil, %dil
  jnz     label6; j label7
block6:
  movq %r15, %rdi
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r15, %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x98(%rsp), %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movq %r9, <offset:1>+0x38(%rsp)
  movq %r13, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x90(%rsp), %rcx
  movq %rcx, <offset:1>+0x48(%rsp)
  movabsq $<hook bigint_to_i64>, %rcx
  movq %rax, %rdi
  call    *%rcx
  movq <offset:1>+0x10(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x18(%rsp), %rdi
  movq <offset:1>+0x20(%rsp), %rdx
  movq %rdx, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r8
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r13
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  testb %al, %al
  jnz     label8; j label9
block8:
  jmp     label10
block9:
  movq %rdi, %rsi
  jmp     label15
block10:
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x10(%rcx), %esi
  cmpq $0x8, %rdx
  sete %r10b
  movsd 0x10(%rcx), %xmm0
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
  movq %rdi, %r15
  jmp     label16
block12:
  leaq 0x10(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq %r14, %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rdi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x98(%rsp), %rax
  movq %rdi, %r15
  movq %rax, <offset:1>+0x60(%rsp)
  movq %rcx, <offset:1>+0x68(%rsp)
  movq %r8, <offset:1>+0x70(%rsp)
  movq %r9, <offset:1>+0x78(%rsp)
  movq %r13, %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movq <offset:1>+0x90(%rsp), %rax
  movq %rax, <offset:1>+0x88(%rsp)
  movabsq $<hook bigint_to_i64>, %rax
  movq %r15, %rdi
  call    *%rax
  movq <offset:1>+0x50(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x58(%rsp), %rdi
  movq %rdi, %r15
  movq <offset:1>+0x60(%rsp), %rdx
  movq %rdx, <offset:1>+0x98(%rsp)
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
  movq %r15, %rsi
  jmp     label15
block15:
  movabsq $<tagged layout id>, %rax
  movabsq $<helper slow_call>, %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x98(%rsp), %rdx
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
  movq 8(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl (%rcx), %r8d
  cmpq $0x8, %rdx
  sete %dil
  movsd (%rcx), %xmm2
  cvt_float64_to_sint64_sat_seq %xmm2, %rsi, %r10, %xmm1
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  ucomisd %xmm2, %xmm0
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rsi
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edi
  movslq %r8d, %r8
  testq %rdx, %rdx
  cmoveq %r8, %rsi
  orl %edi, %eax
  movq <offset:1>+(%rsp), %rdi
  testb %al, %al
  cmovneq %rsi, %rdi
  movq 0x18(%rcx), %rsi
  testq %rsi, %rsi
  sete %al
  movl 0x10(%rcx), %r8d
  cmpq $0x8, %rsi
  sete %dl
  movsd 0x10(%rcx), %xmm6
  cvt_float64_to_sint64_sat_seq %xmm6, %rcx, %r10, %xmm5
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdq %rcx, %xmm4
  ucomisd %xmm6, %xmm4
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rcx
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edx
  movslq %r8d, %r8
  testq %rsi, %rsi
  cmoveq %r8, %rcx
  orl %edx, %eax
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  testb %al, %al
  cmovneq %rcx, %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  movq %r14, %rax
  movq %r9, %rbx
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
