;; struct call trampoline (func, args, ret), x86-64 System V
;;   arg 0 ({f32, f32, f32}) bytes 0..8: register (Sse)
;;   arg 0 ({f32, f32, f32}) bytes 8..12: register (Sse)
;;   arg 1 (f32): register
;;   result: Registers([Sse, Sse])
; 68 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %r12, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p12i }
block0:
  movq %rdx, %r12
  movq (%rsi), %r11
  movsd (%r11), %xmm0
  movq (%rsi), %r11
  movss 8(%r11), %xmm1
  movq 8(%rsi), %r11
  movss (%r11), %xmm2
  call    *%rdi
  movq %r12, %rdx
  movsd %xmm0, (%rdx)
  movsd %xmm1, 8(%rdx)
  movq (%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
