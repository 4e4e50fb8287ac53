; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1104 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x80, %rsp
  movq %rbx, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x68(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, %r13
  movq %rsi, %r14
  movq %rdx, %r15
  cmpq $0x1, %r8
  jb      label16; j label1
block1:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl (%rcx), %edx
  movq %rdx, %rsi
  notl %esi
  shrl $0x1f, %esi
  movl %edx, %edi
  testb %al, %sil
  jnz     label2; j label3
block2:
  movq %r13, %rax
  movq %r14, %rbx
  movq %r9, %r12
  jmp     label11
block4:
  movq %r13, %rax
  movq %r14, %rbx
  movq %r9, %r12
  jmp     label11
block11:
  movq (%rax), %rax
  call    *%rax
  cmpq $0x7fffffff, %rax
  jbe     label15; j label12
block12:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label14; j label13
block13:
  movabsq $<hook bigint_from_u64>, %rax
  movq %r12, %rdx
  movq %rbx, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block14:
  movq %r12, %rdx
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block15:
  movq %r12, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %al
  movl (%rcx), %ebx
  cmpq $0x8, %r10
  sete %r11b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rdi
  setne %sil
  andl %esi, %edx
  andl %edx, %r11d
  movslq %ebx, %rdx
  testq %r10, %r10
  cmoveq %rdx, %rdi
  orl %r11d, %eax
  movq %rdi, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  testb %al, %dl
  jnz     label4; j label5
block5:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %al
  movl (%rcx), %r12d
  cmpq $0x8, %r10
  sete %r11b
  movsd (%rcx), %xmm5
  cvt_float64_to_sint64_sat_seq %xmm5, %rbx, %rsi, %xmm4
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdq %rbx, %xmm3
  ucomisd %xmm5, %xmm3
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rbx
  setne %sil
  andl %esi, %edx
  andl %edx, %r11d
  movslq %r12d, %rsi
  testq %r10, %r10
  cmoveq %rsi, %rbx
  orl %r11d, %eax
  notq %rbx
  shrq $0x3f, %rbx
  testb %al, %bl
  jnz     label6; j label7
block6:
  movq %r14, %rbx
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r13, %rax
  movq %rax, <offset:1>+8(%rsp)
  movq %r14, %r11
  movq %r11, <offset:1>+0x10(%rsp)
  movq %r15, %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq %rcx, <offset:1>+0x20(%rsp)
  movq %r8, <offset:1>+0x28(%rsp)
  movq %r9, <offset:1>+0x30(%rsp)
  movq %rdi, <offset:1>+0x38(%rsp)
  movabsq $<hook bigint_to_u64>, %rax
  movq %r11, %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rdi
  movq %rdi, %r13
  movq <offset:1>+0x10(%rsp), %rsi
  movq <offset:1>+0x18(%rsp), %rdx
  movq <offset:1>+0x20(%rsp), %rcx
  movq <offset:1>+0x28(%rsp), %r8
  movq <offset:1>+0x30(%rsp), %r9
  movq <offset:1>+0x38(%rsp), %rdi
  testb %al, %al
  jnz     label8; j label9
block8:
  movq %rsi, %rbx
  jmp     label10
block9:
  movabsq $<tagged layout id>, %rax
  movabsq $<helper slow_call>, %r10
  movq %rax, (%rsp)
  movq %r13, %rdi
  call    *%r10
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %sil
  movl (%rcx), %edx
  cmpq $0x8, %rax
  sete %r11b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r10, %rcx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r10, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %cl
  sete %dil
  andl %edi, %ecx
  cmpq (%rip), %r10
  setne %dil
  andl %edi, %ecx
  andl %ecx, %r11d
  movslq %edx, %rcx
  testq %rax, %rax
  cmoveq %rcx, %r10
  orl %r11d, %esi
  movq %r10, %rax
  notq %rax
  shrq $0x3f, %rax
  movq <offset:1>+(%rsp), %rdi
  testb %sil, %al
  cmovneq %r10, %rdi
  movq %r13, %rax
  movq %r9, %r12
  jmp     label11
block16:
  movl $0x1, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
