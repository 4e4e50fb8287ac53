; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt (hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (hook); passed as i64
;   result f64 -> float64
; 1600 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x80, %rsp
  movq %rbx, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x68(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+(%rsp)
  movq %rsi, <offset:1>+8(%rsp)
  movq %rdx, <offset:1>+0x10(%rsp)
  movq %r9, <offset:1>+0x20(%rsp)
  cmpq $0xc, %r8
  movq %r8, <offset:1>+0x18(%rsp)
  jb      label7; j label1
block1:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl (%rcx), %edi
  movq %rdi, <offset:1>+0x30(%rsp)
  movq 0x18(%rcx), %rdx
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x10(%rcx), %xmm0
  movq %rax, %rbx
  andl %edx, %ebx
  movq 0x28(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movslq 0x20(%rcx), %rsi
  andl %edx, %ebx
  movq 0x38(%rcx), %rdx
  cmpq $0x8, %rdx
  sete %dl
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  andl %edx, %ebx
  movq 0x48(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movl 0x40(%rcx), %r10d
  movq %r10, %r8
  notl %r8d
  shrl $0x1f, %r8d
  andl %r8d, %edx
  cmpl $0xff, %r10d
  setle %r8b
  andl %r8d, %edx
  andl %edx, %ebx
  andl %edx, %eax
  movq 0x58(%rcx), %rdx
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x50(%rcx), %xmm2
  andl %edx, %ebx
  movq 0x68(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movl 0x60(%rcx), %r11d
  cmpl $0xffff8000, %r11d
  setge %r8b
  andl %r8d, %edx
  cmpl $0x7fff, %r11d
  setle %r8b
  andl %r8d, %edx
  andl %edx, %ebx
  andl %edx, %eax
  movq 0x78(%rcx), %rdx
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x70(%rcx), %xmm3
  andl %edx, %ebx
  movq 0x88(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movl 0x80(%rcx), %r8d
  movq %r8, %r9
  notl %r9d
  shrl $0x1f, %r9d
  andl %r9d, %edx
  andl %edx, %ebx
  movq 0x98(%rcx), %rdi
  cmpq $0x1, %rdi
  sete %r9b
  andl %r9d, %ebx
  andl %r9d, %eax
  movl 0x90(%rcx), %edi
  testl %edi, %edi
  setne %dil
  movq %rdi, <offset:1>+0x28(%rsp)
  movq 0xa8(%rcx), %r9
  testq %r9, %r9
  sete %dl
  movl 0xa0(%rcx), %r12d
  movq %r12, %r13
  notl %r13d
  shrl $0x1f, %r13d
  andl %r13d, %edx
  movl %r12d, %r13d
  cmpq $0x2, %r9
  sete %r12b
  cmpq $0x2, %r9
  cmoveq (%rip), %r13
  orl %r12d, %edx
  andl %edx, %ebx
  movq 0xb8(%rcx), %r9
  testq %r9, %r9
  sete %r9b
  movl 0xb0(%rcx), %edx
  movq %rdx, %r12
  notl %r12d
  shrl $0x1f, %r12d
  andl %r12d, %r9d
  movl %edx, %r14d
  testb %bl, %r9b
  jnz     label2; j label3
block2:
  movq <offset:1>+(%rsp), %rdi
  jmp     label6
block4:
  movq <offset:1>+(%rsp), %rdi
  jmp     label6
block6:
  movq (%rdi), %rax
  movzbq %r10b, %rdx
  movswq %r11w, %rcx
  movq <offset:1>+0x28(%rsp), %rdi
  movzbq %dil, %r9
  movq %r13, (%rsp)
  movq %r14, 8(%rsp)
  movq <offset:1>+0x30(%rsp), %rdi
  call    *%rax
  movq <offset:1>+0x20(%rsp), %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %sil
  cmpq $0x8, %rdx
  sete %r8b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl 0x10(%rcx), %xmm1
  movsd 0x10(%rcx), %xmm0
  testq %rdx, %rdx
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %r8d, %esi
  andl %esi, %eax
  movq 0x28(%rcx), %r15
  testq %r15, %r15
  sete %r8b
  movl 0x20(%rcx), %edx
  cmpq $0x8, %r15
  sete %r13b
  movsd 0x20(%rcx), %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rsi, %rdi, %xmm2
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdq %rsi, %xmm2
  ucomisd %xmm1, %xmm2
  setnp %r9b
  sete %bl
  andl %ebx, %r9d
  cmpq (%rip), %rsi
  setne %bl
  andl %ebx, %r9d
  andl %r9d, %r13d
  movslq %edx, %rdx
  testq %r15, %r15
  cmoveq %rdx, %rsi
  orl %r13d, %r8d
  andl %r8d, %eax
  movq 0x38(%rcx), %r8
  testq %r8, %r8
  sete %dl
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl 0x30(%rcx), %xmm2
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  testq %r8, %r8
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  orl %r9d, %edx
  andl %edx, %eax
  movq 0x58(%rcx), %r8
  testq %r8, %r8
  sete %dl
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl 0x50(%rcx), %xmm3
  movsd 0x50(%rcx), %xmm2
  testq %r8, %r8
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  orl %r9d, %edx
  andl %edx, %eax
  movq 0x78(%rcx), %r8
  testq %r8, %r8
  sete %dl
  cmpq $0x8, %r8
  sete %r9b
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl 0x70(%rcx), %xmm4
  movsd 0x70(%rcx), %xmm3
  testq %r8, %r8
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  orl %r9d, %edx
  andl %edx, %eax
  movq 0x88(%rcx), %rbx
  testq %rbx, %rbx
  sete %r13b
  movl 0x80(%rcx), %edx
  cmpq $0x8, %rbx
  sete %r14b
  movsd 0x80(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r8, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r9b
  sete %r12b
  andl %r12d, %r9d
  cmpq (%rip), %r8
  setne %r12b
  andl %r12d, %r9d
  andl %r9d, %r14d
  movslq %edx, %rdx
  testq %rbx, %rbx
  cmoveq %rdx, %r8
  orl %r14d, %r13d
  movq %r8, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %r13d
  cmpq (%rip), %r8
  setle %dl
  andl %edx, %r13d
  andl %r13d, %eax
  movq 0xa8(%rcx), %rbx
  testq %rbx, %rbx
  sete %r14b
  movl 0xa0(%rcx), %edx
  cmpq $0x8, %rbx
  sete %r15b
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r13, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r13, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r9b
  sete %r12b
  andl %r12d, %r9d
  cmpq (%rip), %r13
  setne %r12b
  andl %r12d, %r9d
  andl %r9d, %r15d
  movslq %edx, %rdx
  testq %rbx, %rbx
  cmoveq %rdx, %r13
  orl %r15d, %r14d
  movq %r13, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %r14d
  cmpq (%rip), %r13
  setle %dl
  andl %edx, %r14d
  cmpq $0x2, %rbx
  sete %dl
  cmpq $0x2, %rbx
  cmoveq (%rip), %r13
  orl %edx, %r14d
  andl %r14d, %eax
  movq 0xb8(%rcx), %r15
  testq %r15, %r15
  sete %bl
  movl 0xb0(%rcx), %r9d
  cmpq $0x8, %r15
  sete %dl
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r14, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r14, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r12b
  sete %dil
  andl %edi, %r12d
  cmpq (%rip), %r14
  setne %dil
  andl %edi, %r12d
  andl %r12d, %edx
  movslq %r9d, %r9
  testq %r15, %r15
  cmoveq %r9, %r14
  orl %edx, %ebx
  movq %r14, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %ebx
  testb %al, %bl
  jnz     label4; j label5
block5:
  movabsq $<tagged layout id>, %rax
  movabsq $<helper slow_call>, %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x10(%rsp), %rdx
  movq <offset:1>+8(%rsp), %rsi
  movq <offset:1>+(%rsp), %rdi
  movq <offset:1>+0x18(%rsp), %r8
  movq <offset:1>+0x20(%rsp), %r9
  call    *%r10
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl $0x1, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
