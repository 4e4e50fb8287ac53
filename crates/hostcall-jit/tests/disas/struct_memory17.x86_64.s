;; struct call trampoline (func, args, ret), x86-64 System V
;;   arg 0 ({u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8}) bytes 0..8: stack
;;   arg 0 ({u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8}) bytes 8..16: stack
;;   arg 0 ({u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8}) bytes 16..17: stack
;;   result: Memory
; 126 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x30, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  movq %rdi, %rbx
  movq %rdx, %rdi
  movq %rsi, %rax
  uninit  %rsi
  xorq %rsi, %rsi
  uninit  %rdx
  xorq %rdx, %rdx
  uninit  %rcx
  xorq %rcx, %rcx
  uninit  %r8
  xorq %r8, %r8
  uninit  %r9
  xorq %r9, %r9
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  movq %rax, %r10
  movq (%r10), %rax
  movq (%rax), %rax
  movq (%r10), %r11
  movq 8(%r11), %r11
  movq (%r10), %r10
  movzbq 0x10(%r10), %r10
  movq %rax, (%rsp)
  movq %r11, 8(%rsp)
  movq %r10, 0x10(%rsp)
  movq %rbx, %rax
  call    *%rax
  movq 0x20(%rsp), %rbx
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
