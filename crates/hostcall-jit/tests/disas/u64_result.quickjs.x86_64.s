; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 616 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x30, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq %rdi, %r14
  cmpq $0x1, %r8
  jb      label11; j label1
block1:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl (%rcx), %edi
  movq %rdi, %r10
  notl %r10d
  shrl $0x1f, %r10d
  movl %edi, %edi
  testb %al, %r10b
  jnz     label2; j label3
block2:
  movq %r14, %rax
  movq %r9, %rbx
  movq %rsi, %r12
  jmp     label6
block4:
  movq %r14, %rax
  movq %r9, %rbx
  movq %rsi, %r12
  jmp     label6
block6:
  movq (%rax), %rsi
  call    *%rsi
  cmpq $0x7fffffff, %rax
  jbe     label10; j label7
block7:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label9; j label8
block8:
  movabsq $<hook bigint_from_u64>, %r8
  movq %rbx, %rdx
  movq %r12, %rdi
  call    *%r8
  movl $0x2, %edi
  testb %al, %al
  movq %rdi, %rax
  cmovnel (%rip), %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block9:
  movq %rbx, %rdx
  u64_to_f64_seq %rsi, %xmm0, %r9, %r10
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  movq %rbx, %rdx
  movq %rax, %rsi
  movl %esi, %r11d
  movq %r11, (%rdx)
  movq $0x0, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
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
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %r12, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r12b
  sete %r13b
  andl %r13d, %r12d
  cmpq (%rip), %rdi
  setne %r13b
  andl %r13d, %r12d
  andl %r12d, %r11d
  movslq %ebx, %rbx
  testq %r10, %r10
  cmoveq %rbx, %rdi
  orl %r11d, %eax
  movq %rdi, %r10
  notq %r10
  shrq $0x3f, %r10
  testb %al, %r10b
  jnz     label4; j label5
block5:
  movabsq $<tagged layout id>, %rdi
  movabsq $<helper slow_call>, %r10
  movq %rdi, (%rsp)
  movq %r14, %rdi
  call    *%r10
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block11:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
