; thunk for (value) -> value on layout quickjs-ng-64 (16 bytes per value)
;   param 0 value <- argv[0]: any (pointer to the value); passed as i64
;   result value -> the returned value, as is
; 79 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %r12, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p12i }
block0:
  movq %rdi, %rax
  movq %r9, %r12
  cmpq $0x1, %r8
  jb      label2; j label1
block1:
  leaq (%rcx), %rdi
  movq (%rax), %rax
  call    *%rax
  movq %r12, %r9
  movq %rax, (%r9)
  movq %rdx, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq (%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block2:
  movl $0x1, %eax
  movq (%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
