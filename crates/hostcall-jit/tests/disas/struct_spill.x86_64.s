;; struct call trampoline (func, args, ret), x86-64 System V
;;   arg 0 (i64): register
;;   arg 1 (i64): register
;;   arg 2 (i64): register
;;   arg 3 (i64): register
;;   arg 4 (i64): register
;;   arg 5 ({i32, i32}) bytes 0..8: register (Integer)
;;   arg 6 (f64): register
;;   arg 7 (f64): register
;;   arg 8 (f64): register
;;   arg 9 (f64): register
;;   arg 10 (f64): register
;;   arg 11 (f64): register
;;   arg 12 (f64): register
;;   arg 13 ({i8, f64}) bytes 0..8: stack
;;   arg 13 ({i8, f64}) bytes 8..16: stack
;;   arg 14 (i32): stack
;;   result: Scalar(F64)
; 200 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x30, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq %rdx, %rbx
  movq %rdi, %r12
  movq (%rsi), %rax
  movq (%rax), %rdi
  movq 8(%rsi), %rax
  movq (%rax), %rax
  movq 0x10(%rsi), %rcx
  movq (%rcx), %rdx
  movq 0x18(%rsi), %rcx
  movq (%rcx), %rcx
  movq 0x20(%rsi), %r8
  movq (%r8), %r8
  movq 0x28(%rsi), %r9
  movq (%r9), %r9
  movq 0x30(%rsi), %r10
  movsd (%r10), %xmm0
  movq 0x38(%rsi), %r10
  movsd (%r10), %xmm1
  movq 0x40(%rsi), %r10
  movsd (%r10), %xmm2
  movq 0x48(%rsi), %r10
  movsd (%r10), %xmm3
  movq 0x50(%rsi), %r10
  movsd (%r10), %xmm4
  movq 0x58(%rsi), %r10
  movsd (%r10), %xmm5
  movq 0x60(%rsi), %r10
  movsd (%r10), %xmm6
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  movq 0x68(%rsi), %r10
  movq (%r10), %r10
  movq 0x68(%rsi), %r11
  movq 8(%r11), %r11
  movq 0x70(%rsi), %rsi
  movl (%rsi), %esi
  movq %r10, (%rsp)
  movq %r11, 8(%rsp)
  movl %esi, 0x10(%rsp)
  movq %rax, %rsi
  movq %r12, %rax
  call    *%rax
  movq %rbx, %rdx
  movsd %xmm0, (%rdx)
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
