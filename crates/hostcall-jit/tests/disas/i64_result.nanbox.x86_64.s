; thunk for (i64, i64) -> i64 on layout jsc-nan-boxed (8 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 944 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x50, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, %r15
  movq %rdi, <offset:1>+(%rsp)
  cmpq $0x2, %r8
  jb      label11; j label1
block1:
  movq (%rcx), %rsi
  movq %rsi, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movslq %esi, %rdi
  movq 8(%rcx), %rsi
  movq %rsi, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  sete %r10b
  movslq %esi, %rsi
  testb %al, %r10b
  jnz     label2; j label3
block2:
  movq %r9, %rbx
  movq <offset:1>+(%rsp), %r8
  jmp     label6
block4:
  movq %r9, %rbx
  movq <offset:1>+(%rsp), %r8
  jmp     label6
block6:
  movq (%r8), %rax
  call    *%rax
  movslq %eax, %rcx
  cmpq %rax, %rcx
  jz      label10; j label7
block7:
  movabsq $0x20000000000000, %rcx
  leaq (%rax, %rcx), %rcx
  movq %rax, %rsi
  cmpq (%rip), %rcx
  jbe     label9; j label8
block8:
  movabsq $<hook bigint_from_i64>, %rax
  movq %rbx, %rdx
  movq %r15, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block9:
  movq %rbx, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movabsq $0x7ff8000000000000, %rax
  movq %rax, %xmm1
  ucomisd %xmm0, %xmm0
  movsd %xmm0, %xmm0; jnp $next; movsd %xmm1, %xmm0; $next:
  movq %xmm0, %rax
  movabsq $0x2000000000000, %rcx
  leaq (%rax, %rcx), %rax
  movq %rax, (%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  movq %rbx, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  orq (%rip), %rax
  movq %rax, (%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%rcx), %r10
  movq %r10, %r11
  andq (%rip), %r11
  cmpq (%rip), %r11
  sete %al
  movq %r10, %rsi
  andq (%rip), %rsi
  testq %r10, (%rip)
  setne %bl
  cmpq (%rip), %rsi
  sete %sil
  xorb $0x1, %sil
  andl %esi, %ebx
  movabsq $0xfffe000000000000, %rsi
  leaq (%r10, %rsi), %rsi
  movq %rsi, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r12b
  andl %r12d, %esi
  cmpq (%rip), %rdi
  setne %r12b
  andl %r12d, %esi
  andl %esi, %ebx
  movslq %r10d, %rsi
  cmpq (%rip), %r11
  cmoveq %rsi, %rdi
  orl %ebx, %eax
  movq 8(%rcx), %r11
  movq %r11, %rbx
  andq (%rip), %rbx
  cmpq (%rip), %rbx
  sete %r10b
  movq %r11, %rsi
  andq (%rip), %rsi
  testq %r11, (%rip)
  setne %r12b
  cmpq (%rip), %rsi
  sete %sil
  xorb $0x1, %sil
  andl %esi, %r12d
  movabsq $0xfffe000000000000, %rsi
  leaq (%r11, %rsi), %rsi
  movq %rsi, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %r13, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r13b
  sete %r14b
  andl %r14d, %r13d
  cmpq (%rip), %rsi
  setne %r14b
  andl %r14d, %r13d
  andl %r13d, %r12d
  movslq %r11d, %r11
  cmpq (%rip), %rbx
  cmoveq %r11, %rsi
  orl %r12d, %r10d
  testb %al, %r10b
  jnz     label4; j label5
block5:
  movabsq $<tagged layout id>, %rax
  movabsq $<helper slow_call>, %r10
  movq %rax, (%rsp)
  movq %r15, %rsi
  movq <offset:1>+(%rsp), %rdi
  call    *%r10
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block11:
  movl $0x1, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
