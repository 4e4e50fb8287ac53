; thunk for () -> void on layout quickjs-ng-64 (16 bytes per value)
;   result void -> undefined
; 53 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %r12, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p12i }
block0:
  movq %r9, %r12
  movq (%rdi), %rsi
  call    *%rsi
  movq %r12, %r9
  movq $0x0, (%r9)
  movq $0x3, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq (%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
