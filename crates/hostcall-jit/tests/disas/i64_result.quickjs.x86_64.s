; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 760 bytes of x86-64 machine code
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
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq (%rcx), %rdi
  movq 0x18(%rcx), %rsi
  testq %rsi, %rsi
  sete %r10b
  movslq 0x10(%rcx), %rsi
  testb %al, %r10b
  jnz     label2; j label3
block2:
  movq <offset:1>+(%rsp), %rax
  movq %r9, %r13
  jmp     label6
block4:
  movq <offset:1>+(%rsp), %rax
  movq %r9, %r13
  jmp     label6
block6:
  movq (%rax), %rax
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
  movq %r13, %rdx
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
  movq %r13, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
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
  movq %r13, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
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
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %r10b
  movl (%rcx), %esi
  cmpq $0x8, %rax
  sete %r11b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %rbx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %bl
  sete %r12b
  andl %r12d, %ebx
  cmpq (%rip), %rdi
  setne %r12b
  andl %r12d, %ebx
  andl %ebx, %r11d
  movslq %esi, %rsi
  testq %rax, %rax
  cmoveq %rsi, %rdi
  orl %r11d, %r10d
  movq 0x18(%rcx), %rax
  testq %rax, %rax
  sete %r11b
  movl 0x10(%rcx), %ebx
  cmpq $0x8, %rax
  sete %r12b
  movsd 0x10(%rcx), %xmm0
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
  movslq %ebx, %rbx
  testq %rax, %rax
  cmoveq %rbx, %rsi
  orl %r12d, %r11d
  testb %r10b, %r11b
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
