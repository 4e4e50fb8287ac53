; upcall entry for (i32) -> i32: the callback's C signature; calls the body with the record's address in front of its arguments
; 41 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq %rdi, %r9
  movabsq $<record>, %rdi
  movabsq $<upcall body>, %r8
  movslq %r9d, %rsi
  call    *%r8
  movslq %eax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
