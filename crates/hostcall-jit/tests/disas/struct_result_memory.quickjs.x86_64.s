; thunk for (i64, {f32, f32, f32}) -> {i64, i64, i64} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 {f32, f32, f32} <- argv[1]: buffer object of exactly the struct's size (buffer hook); its bytes passed as System V passes the struct
;   result {i64, i64, i64} -> a new byte array of its bytes (bytes_new hook)
; 1120 bytes of x86-64 machine code
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xb0, %rsp
  movq %rbx, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x98(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, %r14
  movq %rdx, %r15
  cmpq $0x2, %r8
  jb      label1; j label2
block2:
  movq 8(%rcx), %rdx
  movslq (%rcx), %rax
  leaq 0x10(%rcx), %rsi
  movq %rsi, %r13
  testq %rdx, %rdx
  jz      label3; j label4
block3:
  movq %r14, %r15
  movq %rax, %r14
  movq %r9, %r12
  movq %rdi, %rbx
  jmp     label12
block5:
  movq %r14, %r15
  movq %rax, %r14
  movq %r9, %r12
  movq %rdi, %rbx
  jmp     label12
block12:
  movq 0x18(%rcx), %rax
  cmpq $0xffffffffffffffff, %rax
  jz      label14; j label13
block14:
  leaq <offset:1>+0x40(%rsp), %rdx
  leaq <offset:1>+0x48(%rsp), %rcx
  movabsq $<hook buffer_data>, %rax
  movq %r13, %rsi
  movq %r15, %rdi
  call    *%rax
  movq <offset:1>+0x48(%rsp), %rcx
  cmpq $0xc, %rcx
  sete %cl
  testb %al, %cl
  jnz     label16; j label15
block16:
  movq <offset:1>+0x40(%rsp), %rax
  movq %rbx, %rdi
  movq (%rdi), %rcx
  movq $0x0, <offset:1>+0x50(%rsp)
  movq $0x0, <offset:1>+0x58(%rsp)
  movq $0x0, <offset:1>+0x60(%rsp)
  leaq <offset:1>+0x50(%rsp), %rdi
  movsd (%rax), %xmm0
  movss 8(%rax), %xmm1
  movq %r14, %rsi
  call    *%rcx
  leaq <offset:1>+0x50(%rsp), %rsi
  movl $0x18, %edx
  movabsq $<hook bytes_new>, %rax
  movq %r12, %rcx
  movq %r15, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label17
block4:
  movq 8(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl (%rcx), %r12d
  cmpq $0x8, %r11
  sete %bl
  movsd (%rcx), %xmm3
  cvt_float64_to_sint64_sat_seq %xmm3, %rax, %rsi, %xmm2
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm3, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rax
  setne %sil
  andl %esi, %edx
  andl %edx, %ebx
  movslq %r12d, %rsi
  testq %r11, %r11
  cmoveq %rsi, %rax
  orl %ebx, %r10d
  cmpq $0x7, %r11
  sete %sil
  movslq (%rcx), %rdx
  cmpq $0x7, %r11
  cmoveq %rdx, %rax
  orl %esi, %r10d
  testb %r10b, %r10b
  jnz     label5; j label6
block6:
  movq 8(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl (%rcx), %edx
  cmpq $0x8, %r11
  sete %bl
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r12b
  andl %r12d, %esi
  cmpq (%rip), %rdx
  setne %dl
  andl %edx, %esi
  andl %esi, %ebx
  orl %ebx, %r10d
  cmpq $0x7, %r11
  sete %dl
  movslq (%rcx), %rsi
  orl %edx, %r10d
  testb %r10b, %r10b
  jnz     label7; j label8
block7:
  movq %rdi, %rbx
  movq %rcx, %r12
  movq %r14, %r15
  jmp     label11
block8:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %rdi, <offset:1>+8(%rsp)
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r15, %rdi
  movq %rdi, <offset:1>+0x18(%rsp)
  movq %rcx, <offset:1>+0x20(%rsp)
  movq %rcx, %r12
  movq %r8, <offset:1>+0x28(%rsp)
  movq %r9, <offset:1>+0x30(%rsp)
  movq %rax, <offset:1>+0x38(%rsp)
  movabsq $<hook bigint_to_i64>, %rax
  movq %r14, %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rdi
  movq <offset:1>+0x10(%rsp), %rsi
  movq <offset:1>+0x18(%rsp), %rdx
  movq <offset:1>+0x20(%rsp), %rcx
  movq <offset:1>+0x28(%rsp), %r8
  movq <offset:1>+0x30(%rsp), %r9
  movq <offset:1>+0x38(%rsp), %r10
  testb %al, %al
  jnz     label9; j label10
block9:
  movq %rdi, %rbx
  movq %rsi, %r15
  jmp     label11
block10:
  movabsq $<tagged layout id>, %rax
  movabsq $<helper slow_call>, %r10
  movq %rax, (%rsp)
  call    *%r10
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block11:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %sil
  movl (%rcx), %r8d
  cmpq $0x8, %rax
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %r10, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rdx
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edi
  movslq %r8d, %r8
  testq %rax, %rax
  cmoveq %r8, %rdx
  orl %edi, %esi
  cmpq $0x7, %rax
  sete %dil
  movslq (%rcx), %rcx
  cmpq $0x7, %rax
  cmoveq %rcx, %rdx
  orl %edi, %esi
  movq <offset:1>+(%rsp), %rax
  testb %sil, %sil
  cmovneq %rdx, %rax
  movq %rax, %r14
  movq %r12, %rcx
  movq %r9, %r12
  jmp     label12
block13:
  jmp     label17
block15:
  jmp     label17
block17:
  movl $0x1, %eax
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
