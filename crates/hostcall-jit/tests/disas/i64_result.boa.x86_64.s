; thunk for (i64, i64) -> i64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 i64 <- argv[1]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 2104 bytes of x86-64 machine code
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
  movq %rdi, %r14
  movq %rsi, %r15
  movq %rdx, <offset:1>+0x98(%rsp)
  cmpq $0x2, %r8
  jb      label22; j label1
block1:
  movq (%rcx), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movslq %edx, %r13
  movq 8(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %dil
  movslq %edx, %rsi
  testb %al, %dil
  jnz     label2; j label3
block2:
  movq %r14, %rax
  movq %r15, %rbx
  movq %r13, %rdi
  movq %r9, %r12
  movq %rsi, <offset:1>+0x90(%rsp)
  jmp     label17
block4:
  movq %r14, %rax
  movq %r15, %rbx
  movq %r13, %rdi
  movq %r9, %r12
  jmp     label17
block17:
  movq (%rax), %rax
  movq <offset:1>+0x90(%rsp), %rsi
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
  movq %r12, %rdx
  movq %rbx, %rdi
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
  movq %r12, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movabsq $0x7ff8000000000000, %rax
  movq %rax, %xmm1
  ucomisd %xmm0, %xmm0
  movsd %xmm0, %xmm0; jnp $next; movsd %xmm1, %xmm0; $next:
  movq %xmm0, %rax
  movq %rax, (%rdx)
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
  movq %r12, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  orq (%rip), %rax
  movq %rax, (%rdx)
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
  movq (%rcx), %rsi
  movq %rsi, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  sete %dil
  movq %rsi, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  setae %r11b
  xorb $0x1, %r11b
  movq %rsi, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r13, %rax, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r13, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %al
  sete %dl
  andl %edx, %eax
  cmpq (%rip), %r13
  setne %dl
  andl %edx, %eax
  andl %eax, %r11d
  movslq %esi, %rax
  cmpq (%rip), %r10
  cmoveq %rax, %r13
  orl %r11d, %edi
  movq 8(%rcx), %r11
  movq %r11, %rbx
  andq (%rip), %rbx
  cmpq (%rip), %rbx
  sete %r10b
  movq %r11, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  setae %r12b
  xorb $0x1, %r12b
  movq %r11, %xmm0
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
  movslq %r11d, %rax
  cmpq (%rip), %rbx
  cmoveq %rax, %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  orl %r12d, %r10d
  testb %dil, %r10b
  jnz     label4; j label5
block5:
  movq (%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %dil
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %r10b
  xorb $0x1, %r10b
  movq %rax, %xmm0
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
  andl %edx, %r10d
  orl %r10d, %edi
  testb %dil, %dil
  jnz     label6; j label7
block6:
  movq %r15, %rdi
  jmp     label10
block7:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r15, %rdi
  movq %rdi, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x98(%rsp), %rax
  movq %rax, <offset:1>+0x20(%rsp)
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movq %r9, <offset:1>+0x38(%rsp)
  movq %r13, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x90(%rsp), %rax
  movq %rax, <offset:1>+0x48(%rsp)
  load_ext_name <imports>+0, %rcx
  movq 0x28(%rcx), %rcx
  call    *%rcx
  movq <offset:1>+0x10(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x18(%rsp), %rdi
  movq <offset:1>+0x20(%rsp), %rdx
  movq %rdx, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r8
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r13
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  testb %al, %al
  jnz     label8; j label9
block8:
  jmp     label10
block9:
  movq %rdi, %rsi
  jmp     label15
block10:
  movq 8(%rcx), %rsi
  movq %rsi, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  sete %al
  movq %rsi, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  setae %r10b
  xorb $0x1, %r10b
  movq %rsi, %xmm7
  cvt_float64_to_sint64_sat_seq %xmm7, %rsi, %r11, %xmm6
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rsi, %xmm5
  ucomisd %xmm7, %xmm5
  setnp %dl
  sete %r11b
  andl %r11d, %edx
  cmpq (%rip), %rsi
  setne %r11b
  andl %r11d, %edx
  andl %edx, %r10d
  orl %r10d, %eax
  testb %al, %al
  jnz     label11; j label12
block11:
  movq %rdi, %rbx
  jmp     label16
block12:
  leaq 8(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq %r14, %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rdi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x98(%rsp), %rax
  movq %rdi, %rbx
  movq %rax, <offset:1>+0x60(%rsp)
  movq %rcx, <offset:1>+0x68(%rsp)
  movq %r8, <offset:1>+0x70(%rsp)
  movq %r9, <offset:1>+0x78(%rsp)
  movq %r13, %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movq <offset:1>+0x90(%rsp), %rax
  movq %rax, <offset:1>+0x88(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  movq <offset:1>+0x50(%rsp), %rdi
  movq %rdi, %r14
  movq <offset:1>+0x58(%rsp), %rdi
  movq %rdi, %rbx
  movq <offset:1>+0x60(%rsp), %rdx
  movq %rdx, <offset:1>+0x98(%rsp)
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
  movq %rbx, %rsi
  jmp     label15
block15:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x98(%rsp), %rdx
  movq %r14, %rdi
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
  movq (%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %sil
  movq %rax, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %dil
  xorb $0x1, %dil
  movq %rax, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r8, %r10, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r8, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %r8
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edi
  movslq %eax, %rax
  cmpq (%rip), %rdx
  cmoveq %rax, %r8
  orl %edi, %esi
  movq <offset:1>+(%rsp), %rdi
  testb %sil, %sil
  cmovneq %r8, %rdi
  movq 8(%rcx), %rax
  movq %rax, %rcx
  andq (%rip), %rcx
  cmpq (%rip), %rcx
  sete %r10b
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  movq %rax, %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %r8, %rsi, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %r8, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %sil
  sete %r11b
  andl %r11d, %esi
  cmpq (%rip), %r8
  setne %r11b
  andl %r11d, %esi
  andl %esi, %edx
  movslq %eax, %rax
  cmpq (%rip), %rcx
  cmoveq %rax, %r8
  orl %edx, %r10d
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  testb %r10b, %r10b
  cmovneq %r8, %rsi
  movq %rsi, <offset:1>+0x90(%rsp)
  movq %r14, %rax
  movq %r9, %r12
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
