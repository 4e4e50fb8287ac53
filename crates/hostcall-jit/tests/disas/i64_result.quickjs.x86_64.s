; thunk for (i64, i64) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1928 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xe0, %rsp
  movq %rbx, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xb8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xc8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, %r14
  movq %rdi, %r15
  movq %rdx, <offset:1>+0x90(%rsp)
  cmpq $0x2, %r8
  jb      label22; j label1
block1:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movslq (%rcx), %r10
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %dl
  movslq 0x10(%rcx), %rsi
  testb %al, %dl
  jnz     label2; j label3
block2:
  movq %r15, %rax
  movq %r9, %rbx
  movq %r10, %rdi
  movq %r14, %r12
  movq %rsi, %r13
  jmp     label17
block4:
  movq %r15, %rax
  movq %r9, %rbx
  movq %r10, %rdi
  movq %r14, %r12
  jmp     label17
block17:
  movq (%rax), %rax
  movq %r13, %rsi
  call    *%rax
  movslq %eax, %rcx
  cmpq %rax, %rcx
  jz      label21; j label18
block18:
  movabsq $0x20000000000000, %rcx
  leaq (%rax, %rcx), %rcx
  movq %rax, %rsi
  cmpq (%rip), %rcx
  jbe     label20; j label19
block19:
  load_ext_name <imports>+0, %rax
  movq 0x38(%rax), %rax
  movq %rbx, %rdx
  movq %r12, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block20:
  movq %rbx, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block21:
  movq %rbx, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %al
  movl (%rcx), %r11d
  cmpq $0x8, %rsi
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r10, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r10, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %bl
  andl %ebx, %edx
  cmpq (%rip), %r10
  setne %bl
  andl %ebx, %edx
  andl %edx, %edi
  movslq %r11d, %rdx
  testq %rsi, %rsi
  cmoveq %rdx, %r10
  orl %edi, %eax
  cmpq $0x7, %rsi
  sete %dl
  movslq (%rcx), %rdi
  cmpq $0x7, %rsi
  cmoveq %rdi, %r10
  orl %edx, %eax
  movq 0x18(%rcx), %r11
  testq %r11, %r11
  sete %dil
  movl 0x10(%rcx), %r12d
  cmpq $0x8, %r11
  sete %bl
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %r13b
  andl %r13d, %edx
  cmpq (%rip), %rsi
  setne %r13b
  andl %r13d, %edx
  andl %edx, %ebx
  movslq %r12d, %rdx
  testq %r11, %r11
  cmoveq %rdx, %rsi
  orl %ebx, %edi
  cmpq $0x7, %r11
  sete %dl
  movslq 0x10(%rcx), %rbx
  cmpq $0x7, %r11
  cmoveq %rbx, %rsi
  movq %rsi, %r13
  orl %edx, %edi
  testb %al, %dil
  jnz     label4; j label5
block5:
  movq 8(%rcx), %rdi
  testq %rdi, %rdi
  sete %al
  movl (%rcx), %edx
  cmpq $0x8, %rdi
  sete %r11b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %bl
  andl %ebx, %esi
  cmpq (%rip), %rdx
  setne %dl
  andl %edx, %esi
  andl %esi, %r11d
  orl %r11d, %eax
  cmpq $0x7, %rdi
  sete %dl
  movslq (%rcx), %rsi
  orl %edx, %eax
  testb %al, %al
  jnz     label6; j label7
block6:
  movq %r10, %rbx
  movq %r14, %rdi
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r15, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r14, %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x90(%rsp), %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movq %r9, <offset:1>+0x38(%rsp)
  movq %r10, <offset:1>+0x40(%rsp)
  movq %r13, %rcx
  movq %rcx, <offset:1>+0x48(%rsp)
  load_ext_name <imports>+0, %r9
  movq 0x28(%r9), %r9
  movq %rax, %rdi
  call    *%r9
  movq <offset:1>+0x10(%rsp), %rdi
  movq %rdi, %r15
  movq <offset:1>+0x18(%rsp), %rdi
  movq <offset:1>+0x20(%rsp), %rdx
  movq %rdx, <offset:1>+0x90(%rsp)
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r8
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r10
  movq %r10, %rbx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rsi, %r13
  testb %al, %al
  jnz     label8; j label9
block8:
  jmp     label10
block9:
  movq %rdi, %rsi
  jmp     label15
block10:
  movq 0x18(%rcx), %r10
  testq %r10, %r10
  sete %al
  movl 0x10(%rcx), %edx
  cmpq $0x8, %r10
  sete %r11b
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdx, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdx, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r14b
  andl %r14d, %esi
  cmpq (%rip), %rdx
  setne %dl
  andl %edx, %esi
  andl %esi, %r11d
  orl %r11d, %eax
  cmpq $0x7, %r10
  sete %dl
  movslq 0x10(%rcx), %rsi
  orl %edx, %eax
  testb %al, %al
  jnz     label11; j label12
block11:
  movq %rdi, %r12
  jmp     label16
block12:
  leaq 0x10(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq %r15, %r11
  movq %r11, <offset:1>+0x50(%rsp)
  movq %rdi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x90(%rsp), %rax
  movq %rdi, %r12
  movq %rax, <offset:1>+0x60(%rsp)
  movq %rcx, <offset:1>+0x68(%rsp)
  movq %r8, <offset:1>+0x70(%rsp)
  movq %r9, <offset:1>+0x78(%rsp)
  movq %rbx, %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movq %r13, %rax
  movq %rax, <offset:1>+0x88(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq %r12, %rdi
  call    *%rax
  movq <offset:1>+0x50(%rsp), %rdi
  movq %rdi, %r15
  movq <offset:1>+0x58(%rsp), %rdi
  movq %rdi, %r12
  movq <offset:1>+0x60(%rsp), %rdx
  movq %rdx, <offset:1>+0x90(%rsp)
  movq <offset:1>+0x68(%rsp), %rcx
  movq <offset:1>+0x70(%rsp), %r8
  movq <offset:1>+0x78(%rsp), %r9
  movq <offset:1>+0x80(%rsp), %rdx
  movq <offset:1>+0x88(%rsp), %rdx
  testb %al, %al
  jnz     label13; j label14
block13:
  jmp     label16
block14:
  movq %r12, %rsi
  jmp     label15
block15:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x90(%rsp), %rdx
  movq %r15, %rdi
  call    *%r10
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block16:
  movq 8(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl (%rcx), %r8d
  cmpq $0x8, %rdx
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %r10, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rsi
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edi
  movslq %r8d, %r8
  testq %rdx, %rdx
  cmoveq %r8, %rsi
  orl %edi, %eax
  cmpq $0x7, %rdx
  sete %dil
  movslq (%rcx), %r8
  cmpq $0x7, %rdx
  cmoveq %r8, %rsi
  orl %edi, %eax
  movq <offset:1>+(%rsp), %rdi
  testb %al, %al
  cmovneq %rsi, %rdi
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x10(%rcx), %r10d
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x10(%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r8, %r11, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r8, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r11b
  sete %bl
  andl %ebx, %r11d
  cmpq (%rip), %r8
  setne %bl
  andl %ebx, %r11d
  andl %r11d, %esi
  movslq %r10d, %r10
  testq %rdx, %rdx
  cmoveq %r10, %r8
  orl %esi, %eax
  cmpq $0x7, %rdx
  sete %sil
  movslq 0x10(%rcx), %rcx
  cmpq $0x7, %rdx
  cmoveq %rcx, %r8
  orl %esi, %eax
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, %r13
  testb %al, %al
  cmovneq %r8, %rsi
  movq %rsi, %r13
  movq %r15, %rax
  movq %r9, %rbx
  jmp     label17
block22:
  movl $0x1, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
