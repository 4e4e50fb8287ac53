; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 2184 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x140, %rsp
  movq %rbx, 0x110(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x118(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x120(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x128(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x130(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq <offset:0>+-0x10(%rbp), %rbx
  uninit  %r15
  xorq %r15, %r15
  leaq <offset:1>+(%rsp), %r14
  movq (%rbx), %rax
  movq %rax, <offset:1>+0xf8(%rsp)
  movslq %ecx, %rax
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %rdi, <offset:1>+0xf0(%rsp)
  movq %rsi, <offset:1>+0x18(%rsp)
  movq %rdx, <offset:1>+0x20(%rsp)
  movl %ecx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movl %r9d, <offset:1>+0x38(%rsp)
  movq %rbx, <offset:1>+0x40(%rsp)
  movq 8(%rbx), %rdx
  testq %rdx, %rdx
  jnz     label2; j label1
block1:
  movq %rax, %rcx
  jmp     label5
block2:
  movzbq (%rdx), %rsi
  testl %esi, %esi
  jnz     label3; j label4
block4:
  movq %rax, %rcx
  jmp     label5
block5:
  cmpq $0x2, %rcx
  jb      label6; j label7
block7:
  movq 8(%r8), %rax
  testq %rax, %rax
  sete %al
  movslq (%r8), %r10
  movq 0x18(%r8), %rdx
  testq %rdx, %rdx
  sete %dl
  movslq 0x10(%r8), %rsi
  testb %al, %dl
  jnz     label8; j label9
block8:
  movq %rsi, %r9
  movq <offset:1>+0xf8(%rsp), %r13
  movq %r10, <offset:1>+0xe8(%rsp)
  jmp     label23
block10:
  movq <offset:1>+0xf8(%rsp), %r13
  jmp     label23
block23:
  movq (%r13), %rax
  movq %r9, %rsi
  movq <offset:1>+0xe8(%rsp), %rdi
  call    *%rax
  movslq %eax, %rcx
  cmpq %rax, %rcx
  jz      label29; j label24
block24:
  movabsq $0x20000000000000, %rcx
  leaq (%rax, %rcx), %rcx
  movq %rax, %rsi
  cmpq (%rip), %rcx
  jbe     label28; j label25
block25:
  load_ext_name <imports>+0, %rax
  movq 0x38(%rax), %rax
  movq <offset:1>+0xf0(%rsp), %rdi
  movq %r14, %rdx
  call    *%rax
  testb %al, %al
  jnz     label27; j label26
block27:
  movq 0x10(%rbx), %rax
  addq $0x1, (%rax)
  movq (%r14), %rax
  movq 8(%r14), %rdx
  movq 0x110(%rsp), %rbx
  movq 0x118(%rsp), %r12
  movq 0x120(%rsp), %r13
  movq 0x128(%rsp), %r14
  movq 0x130(%rsp), %r15
  addq $0x140, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block28:
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movsd %xmm0, (%r14)
  movq $0x8, 8(%r14)
  movq 0x10(%rbx), %rax
  addq $0x1, (%rax)
  movq (%r14), %rax
  movq 8(%r14), %rdx
  movq 0x110(%rsp), %rbx
  movq 0x118(%rsp), %r12
  movq 0x120(%rsp), %r13
  movq 0x128(%rsp), %r14
  movq 0x130(%rsp), %r15
  addq $0x140, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block29:
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%r14)
  movq $0x0, 8(%r14)
  movq 0x10(%rbx), %rax
  addq $0x1, (%rax)
  movq (%r14), %rax
  movq 8(%r14), %rdx
  movq 0x110(%rsp), %rbx
  movq 0x118(%rsp), %r12
  movq 0x120(%rsp), %r13
  movq 0x128(%rsp), %r14
  movq 0x130(%rsp), %r15
  addq $0x140, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  jmp     label30
block6:
  jmp     label30
block9:
  movq 8(%r8), %rsi
  testq %rsi, %rsi
  sete %dil
  movl (%r8), %r12d
  cmpq $0x8, %rsi
  sete %r11b
  movsd (%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r10, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r10, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r10
  setne %dl
  andl %edx, %eax
  andl %eax, %r11d
  movslq %r12d, %rax
  testq %rsi, %rsi
  cmoveq %rax, %r10
  orl %r11d, %edi
  cmpq $0x7, %rsi
  sete %al
  movslq (%r8), %rdx
  cmpq $0x7, %rsi
  cmoveq %rdx, %r10
  movq %r10, <offset:1>+0xe8(%rsp)
  orl %eax, %edi
  movq 0x18(%r8), %r11
  testq %r11, %r11
  sete %r10b
  movl 0x10(%r8), %r13d
  cmpq $0x8, %r11
  sete %r12b
  movsd 0x10(%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %rsi
  setne %dl
  andl %edx, %eax
  andl %eax, %r12d
  movslq %r13d, %rax
  testq %r11, %r11
  cmoveq %rax, %rsi
  orl %r12d, %r10d
  cmpq $0x7, %r11
  sete %al
  movslq 0x10(%r8), %rdx
  cmpq $0x7, %r11
  cmoveq %rdx, %rsi
  movq %rsi, %r9
  orl %eax, %r10d
  testb %dil, %r10b
  jnz     label10; j label11
block11:
  movq 8(%r8), %r10
  testq %r10, %r10
  sete %dil
  movl (%r8), %eax
  cmpq $0x8, %r10
  sete %r11b
  movsd (%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %r11d
  orl %r11d, %edi
  cmpq $0x7, %r10
  sete %al
  movslq (%r8), %rdx
  orl %eax, %edi
  testb %dil, %dil
  jnz     label12; j label13
block12:
  movq <offset:1>+0xf0(%rsp), %rdi
  movq <offset:1>+0xf8(%rsp), %r13
  jmp     label16
block13:
  leaq (%r8), %rsi
  leaq <offset:1>+0x48(%rsp), %rdx
  movq <offset:1>+0xf8(%rsp), %r13
  movq %r13, <offset:1>+0x58(%rsp)
  movq <offset:1>+0xf0(%rsp), %rdi
  movq %rdi, <offset:1>+0x60(%rsp)
  movq $0x0, <offset:1>+0x68(%rsp)
  movq %r8, <offset:1>+0x70(%rsp)
  movq %rcx, <offset:1>+0x78(%rsp)
  movq %r14, <offset:1>+0x80(%rsp)
  movq %rbx, <offset:1>+0x88(%rsp)
  movq <offset:1>+0xe8(%rsp), %r8
  movq %r8, <offset:1>+0x90(%rsp)
  movq %r9, %rax
  movq %rax, <offset:1>+0x98(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  call    *%rax
  movq <offset:1>+0x58(%rsp), %r13
  movq <offset:1>+0x60(%rsp), %rdi
  movq <offset:1>+0x68(%rsp), %r15
  movq <offset:1>+0x70(%rsp), %r8
  movq <offset:1>+0x78(%rsp), %rcx
  movq <offset:1>+0x80(%rsp), %r14
  movq <offset:1>+0x88(%rsp), %rbx
  movq <offset:1>+0x90(%rsp), %rdx
  movq %rdx, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0x98(%rsp), %rsi
  movq %rsi, %r9
  testb %al, %al
  jnz     label14; j label15
block14:
  jmp     label16
block15:
  jmp     label21
block16:
  movq 0x18(%r8), %r11
  testq %r11, %r11
  sete %r10b
  movl 0x10(%r8), %eax
  cmpq $0x8, %r11
  sete %r12b
  movsd 0x10(%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rax, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %r12d
  orl %r12d, %r10d
  cmpq $0x7, %r11
  sete %al
  movslq 0x10(%r8), %rdx
  orl %eax, %r10d
  testb %r10b, %r10b
  jnz     label17; j label18
block17:
  movq %rdi, <offset:1>+0xf0(%rsp)
  jmp     label22
block18:
  leaq 0x10(%r8), %rsi
  leaq <offset:1>+0x50(%rsp), %rdx
  movq %r13, <offset:1>+0xa0(%rsp)
  movq %rdi, <offset:1>+0xa8(%rsp)
  movq %r15, <offset:1>+0xb0(%rsp)
  movq %r8, <offset:1>+0xb8(%rsp)
  movq %rcx, <offset:1>+0xc0(%rsp)
  movq %r14, <offset:1>+0xc8(%rsp)
  movq %rbx, <offset:1>+0xd0(%rsp)
  movq <offset:1>+0xe8(%rsp), %rax
  movq %rax, <offset:1>+0xd8(%rsp)
  movq %r9, %r10
  movq %r10, <offset:1>+0xe0(%rsp)
  load_ext_name <imports>+0, %rcx
  movq 0x28(%rcx), %rcx
  call    *%rcx
  movq <offset:1>+0xa0(%rsp), %r13
  movq <offset:1>+0xa8(%rsp), %rdi
  movq %rdi, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xb0(%rsp), %rcx
  movq <offset:1>+0xb8(%rsp), %r8
  movq <offset:1>+0xc0(%rsp), %rcx
  movq <offset:1>+0xc8(%rsp), %r14
  movq <offset:1>+0xd0(%rsp), %rbx
  movq <offset:1>+0xd8(%rsp), %rcx
  movq <offset:1>+0xe0(%rsp), %rcx
  testb %al, %al
  jnz     label19; j label20
block19:
  jmp     label22
block20:
  jmp     label21
block21:
  jmp     label30
block22:
  movq 8(%r8), %rsi
  testq %rsi, %rsi
  sete %dl
  movl (%r8), %r10d
  cmpq $0x8, %rsi
  sete %r9b
  movsd (%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %r11, %xmm7
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdq %rdi, %xmm6
  ucomisd %xmm0, %xmm6
  setnp %r11b
  sete %al
  andl %eax, %r11d
  cmpq (%rip), %rdi
  setne %al
  andl %eax, %r11d
  andl %r11d, %r9d
  movslq %r10d, %r10
  testq %rsi, %rsi
  cmoveq %r10, %rdi
  orl %r9d, %edx
  cmpq $0x7, %rsi
  sete %r10b
  movslq (%r8), %r11
  cmpq $0x7, %rsi
  cmoveq %r11, %rdi
  orl %r10d, %edx
  movq <offset:1>+0x48(%rsp), %rax
  movq %rax, <offset:1>+0xe8(%rsp)
  testb %dl, %dl
  cmovneq %rdi, %rax
  movq %rax, <offset:1>+0xe8(%rsp)
  movq 0x18(%r8), %rsi
  testq %rsi, %rsi
  sete %dl
  movl 0x10(%r8), %r10d
  cmpq $0x8, %rsi
  sete %r9b
  movsd 0x10(%r8), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r11b
  sete %al
  andl %eax, %r11d
  cmpq (%rip), %rdi
  setne %al
  andl %eax, %r11d
  andl %r11d, %r9d
  movslq %r10d, %rax
  testq %rsi, %rsi
  cmoveq %rax, %rdi
  orl %r9d, %edx
  cmpq $0x7, %rsi
  sete %al
  movslq 0x10(%r8), %rcx
  cmpq $0x7, %rsi
  cmoveq %rcx, %rdi
  orl %eax, %edx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rsi, %r9
  testb %dl, %dl
  cmovneq %rdi, %rsi
  movq %rsi, %r9
  jmp     label23
block26:
  movq 0x10(%rbx), %rax
  addq $0x1, (%rax)
  uninit  %rax
  xorq %rax, %rax
  movl $0x6, %edx
  movq 0x110(%rsp), %rbx
  movq 0x118(%rsp), %r12
  movq 0x120(%rsp), %r13
  movq 0x128(%rsp), %r14
  movq 0x130(%rsp), %r15
  addq $0x140, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block30:
  load_ext_name <imports>+0, %rax
  movq 0x80(%rax), %rax
  movq <offset:1>+0x10(%rsp), %rdi
  movq <offset:1>+0x18(%rsp), %rsi
  movq <offset:1>+0x20(%rsp), %rdx
  movl <offset:1>+0x28(%rsp), %ecx
  movq <offset:1>+0x30(%rsp), %r8
  movl <offset:1>+0x38(%rsp), %r9d
  movq <offset:1>+0x40(%rsp), %r10
  movq %r10, (%rsp)
  call    *%rax
  movq 0x110(%rsp), %rbx
  movq 0x118(%rsp), %r12
  movq 0x120(%rsp), %r13
  movq 0x128(%rsp), %r14
  movq 0x130(%rsp), %r15
  addq $0x140, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
