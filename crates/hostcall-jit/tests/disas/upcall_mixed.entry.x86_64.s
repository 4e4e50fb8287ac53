; upcall entry for (i64, f32, bool, u16, f64) -> u8: the callback's C signature; calls the body with the record's address in front of its arguments
; 53 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq %rdx, %rax
  movq %rdi, %r8
  movabsq $<record>, %rdi
  movabsq $<upcall body>, %r11
  movzbq %sil, %rdx
  movzwq %ax, %rcx
  movq %r8, %rsi
  call    *%r11
  movzbq %al, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
