; upcall body for (i32) -> i32 on layout jsc-nan-boxed (8 bytes per value); param 0 is the record
;   param 1 i32 -> argv[0]: int32; passed as i32 sext
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 352 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x40, %rsp
  movq %rbx, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq %rsi, %rbx
  movq (%rdi), %rax
  movq %rdi, %r12
  movq (%rax), %rax
  call    *%rax
  testl %eax, %eax
  jz      label4; j label1
block4:
  movq %rbx, %rdi
  movq %r12, %r8
  movq 8(%r8), %rax
  uninit  %r8
  xorl %r8d, %r8d
  leaq <offset:1>+0x10(%rsp), %rsi
  movl %edi, %eax
  orq (%rip), %rax
  movq %rax, <offset:1>+0x10(%rsp)
  jmp     label5
block5:
  leaq <offset:1>+0x18(%rsp), %rbx
  movq %r12, %rdi
  movq (%rdi), %rcx
  movq 8(%rcx), %r9
  movl $0x1, %edx
  movq %rbx, %rcx
  call    *%r9
  movq %rbx, %rsi
  testb %al, %al
  jnz     label7; j label6
block7:
  movq <offset:1>+0x18(%rsp), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movq %r12, %rdi
  movzbq 0x18(%rdi), %rcx
  testb %al, %cl
  jnz     label8; j label9
block8:
  jmp     label10
block10:
  movslq %edx, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  cmpl $0x2, %eax
  jz      label3; j label2
block2:
  uninit  %rax
  xorl %eax, %eax
  movslq %eax, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq %rbx, %rdi
  movslq %edi, %rax
  movq %rax, <offset:1>+(%rsp)
  leaq <offset:1>+(%rsp), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq $0x0, <offset:1>+8(%rsp)
  movq %r12, %rdi
  movq (%rdi), %rax
  movq 0x18(%rax), %rax
  call    *%rax
  movq <offset:1>+8(%rsp), %rax
  movslq %eax, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block6:
  uninit  %rax
  xorl %eax, %eax
  movslq %eax, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block9:
  leaq <offset:1>+0x20(%rsp), %rdx
  movq $0x0, <offset:1>+0x20(%rsp)
  movq %r12, %rdi
  movq (%rdi), %rax
  movq 0x10(%rax), %rax
  call    *%rax
  movq <offset:1>+0x20(%rsp), %rcx
  uninit  %rdx
  xorl %edx, %edx
  testb %al, %al
  cmovnel %ecx, %edx
  jmp     label10
