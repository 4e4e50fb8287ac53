; upcall entry for (i64, f32, bool, u16, f64) -> u8: the callback's C signature; calls the body with the record's address in front of its arguments
; 44 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq %rdx, %rax
  movq %rdi, %r8
  movl $<record>, %edi
  movl $<upcall body>, %r11d
  movzbq %sil, %rdx
  movzwq %ax, %rcx
  movq %r8, %rsi
  call    *%r11
  movzbq %al, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
