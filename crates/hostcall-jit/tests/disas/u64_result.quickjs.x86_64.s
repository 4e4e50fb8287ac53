; thunk for (u64) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 u64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 1192 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x90, %rsp
  movq %rbx, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x68(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, %r13
  movq %rsi, %r15
  movq %rdx, <offset:1>+0x40(%rsp)
  cmpq $0x1, %r8
  jb      label16; j label1
block1:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %r10b
  movl (%rcx), %r11d
  movq %r11, %rax
  notl %eax
  shrl $0x1f, %eax
  movl %r11d, %edi
  testb %r10b, %al
  jnz     label2; j label3
block2:
  movq %r13, %rax
  movq %r9, %rbx
  jmp     label11
block4:
  movq %r13, %rax
  movq %r9, %rbx
  jmp     label11
block11:
  movq (%rax), %rax
  call    *%rax
  cmpq $0x7fffffff, %rax
  jbe     label15; j label12
block12:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label14; j label13
block13:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %rbx, %rdx
  movq %r15, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block14:
  movq %rbx, %rdx
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block15:
  movq %rbx, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %al
  movl (%rcx), %r14d
  cmpq $0x8, %r10
  sete %r11b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rdi, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rdi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %rdi
  setne %sil
  andl %esi, %edx
  andl %edx, %r11d
  movslq %r14d, %rdx
  testq %r10, %r10
  cmoveq %rdx, %rdi
  orl %r11d, %eax
  cmpq $0x7, %r10
  sete %dl
  movslq (%rcx), %rsi
  cmpq $0x7, %r10
  cmoveq %rsi, %rdi
  orl %edx, %eax
  movq %rdi, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  testb %al, %dl
  jnz     label4; j label5
block5:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %al
  movl (%rcx), %ebx
  cmpq $0x8, %r10
  sete %r12b
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r11, %rdx, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r11, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %dl
  sete %sil
  andl %esi, %edx
  cmpq (%rip), %r11
  setne %sil
  andl %esi, %edx
  andl %edx, %r12d
  movslq %ebx, %rdx
  testq %r10, %r10
  cmoveq %rdx, %r11
  orl %r12d, %eax
  cmpq $0x7, %r10
  sete %dl
  movslq (%rcx), %rsi
  cmpq $0x7, %r10
  cmoveq %rsi, %r11
  orl %edx, %eax
  notq %r11
  shrq $0x3f, %r11
  testb %al, %r11b
  jnz     label6; j label7
block6:
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r13, %rax
  movq %rax, <offset:1>+8(%rsp)
  movq %r15, %rax
  movq %rax, <offset:1>+0x10(%rsp)
  movq <offset:1>+0x40(%rsp), %r10
  movq %r10, <offset:1>+0x18(%rsp)
  movq %rcx, <offset:1>+0x20(%rsp)
  movq %r8, <offset:1>+0x28(%rsp)
  movq %r9, <offset:1>+0x30(%rsp)
  movq %rdi, <offset:1>+0x38(%rsp)
  load_ext_name <imports>+0, %rcx
  movq 0x30(%rcx), %rcx
  movq %rax, %rdi
  call    *%rcx
  movq <offset:1>+8(%rsp), %rdi
  movq %rdi, %r13
  movq <offset:1>+0x10(%rsp), %rsi
  movq <offset:1>+0x18(%rsp), %rdx
  movq <offset:1>+0x20(%rsp), %rcx
  movq <offset:1>+0x28(%rsp), %r8
  movq <offset:1>+0x30(%rsp), %r9
  movq <offset:1>+0x38(%rsp), %rdi
  testb %al, %al
  jnz     label8; j label9
block8:
  movq %rsi, %r15
  jmp     label10
block9:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdi
  movq 0x58(%rdi), %r10
  movq %rax, (%rsp)
  movq %r13, %rdi
  call    *%r10
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %al
  movl (%rcx), %r8d
  cmpq $0x8, %rsi
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
  testq %rsi, %rsi
  cmoveq %r8, %rdx
  orl %edi, %eax
  cmpq $0x7, %rsi
  sete %dil
  movslq (%rcx), %rcx
  cmpq $0x7, %rsi
  cmoveq %rcx, %rdx
  orl %edi, %eax
  movq %rdx, %rcx
  notq %rcx
  shrq $0x3f, %rcx
  movq <offset:1>+(%rsp), %rdi
  testb %al, %cl
  cmovneq %rdx, %rdi
  movq %r13, %rax
  movq %r9, %rbx
  jmp     label11
block16:
  movl $0x1, %eax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
