; thunk for (i64, buffer) -> i64 [bigint-results, pointer-objects, ffi-buffers] on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i64 <- argv[0]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 1 buffer <- argv[1]: null | buffer object (ffi_buffer_data hook: shared bytes taken, no memory is null); passed as i64
;   result i64 -> BigInt (always)
; 1096 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xa0, %rsp
  movq %rbx, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, %r14
  movq %rsi, %r15
  cmpq $0x2, %r8
  jb      label1; j label2
block2:
  movq 8(%rcx), %rsi
  movslq (%rcx), %rax
  leaq 0x10(%rcx), %r10
  movq %r10, %r13
  testq %rsi, %rsi
  jz      label3; j label4
block3:
  movq %r15, <offset:1>+0x50(%rsp)
  movq %rax, %r15
  movq %r9, %r12
  movq %rdi, %rbx
  jmp     label12
block5:
  movq %r15, <offset:1>+0x50(%rsp)
  movq %rax, %r15
  movq %r9, %r12
  movq %rdi, %rbx
  jmp     label12
block12:
  movq 0x18(%rcx), %rax
  uninit  %rsi
  xorq %rsi, %rsi
  cmpq $0x2, %rax
  jz      label13; j label14
block13:
  movq %rbx, %rdi
  movq %r12, %rbx
  jmp     label19
block14:
  cmpq $0xffffffffffffffff, %rax
  jz      label16; j label15
block16:
  leaq <offset:1>+0x40(%rsp), %rdx
  leaq <offset:1>+0x48(%rsp), %rcx
  load_ext_name <imports>+0, %rax
  movq 0x98(%rax), %rax
  movq %r13, %rsi
  movq <offset:1>+0x50(%rsp), %rdi
  call    *%rax
  movq <offset:1>+0x40(%rsp), %rsi
  testb %al, %al
  jnz     label17; j label18
block17:
  movq %rbx, %rdi
  movq %r12, %rbx
  jmp     label19
block19:
  movq (%rdi), %rax
  movq %r15, %rdi
  call    *%rax
  load_ext_name <imports>+0, %rcx
  movq 0x38(%rcx), %rcx
  movq %rbx, %rdx
  movq %rax, %rsi
  movq <offset:1>+0x50(%rsp), %rdi
  call    *%rcx
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label20
block4:
  movq 8(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl (%rcx), %r12d
  cmpq $0x8, %r11
  sete %bl
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rax, %rdx, %xmm1
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  cvtsi2sdq %rax, %xmm7
  ucomisd %xmm0, %xmm7
  setnp %sil
  sete %dl
  andl %edx, %esi
  cmpq (%rip), %rax
  setne %dl
  andl %edx, %esi
  andl %esi, %ebx
  movslq %r12d, %rdx
  testq %r11, %r11
  cmoveq %rdx, %rax
  orl %ebx, %r10d
  cmpq $0x7, %r11
  sete %dl
  movslq (%rcx), %rsi
  cmpq $0x7, %r11
  cmoveq %rsi, %rax
  orl %edx, %r10d
  testb %r10b, %r10b
  jnz     label5; j label6
block6:
  movq 8(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  movl (%rcx), %edx
  cmpq $0x8, %r11
  sete %r12b
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
  andl %esi, %r12d
  orl %r12d, %r10d
  cmpq $0x7, %r11
  sete %dl
  movslq (%rcx), %rsi
  orl %edx, %r10d
  testb %r10b, %r10b
  jnz     label7; j label8
block7:
  movq %rdi, %rbx
  movq %r9, %r12
  movq %rcx, %r14
  movq %r15, <offset:1>+0x50(%rsp)
  jmp     label11
block8:
  leaq (%rcx), %rsi
  leaq <offset:1>+(%rsp), %rdx
  movq %rdi, <offset:1>+8(%rsp)
  movq %r15, %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %r14, %rdi
  movq %rdi, <offset:1>+0x18(%rsp)
  movq %rcx, <offset:1>+0x20(%rsp)
  movq %rcx, %r14
  movq %r8, <offset:1>+0x28(%rsp)
  movq %r9, <offset:1>+0x30(%rsp)
  movq %rax, <offset:1>+0x38(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq %r15, %rdi
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
  movq %r9, %r12
  movq %rsi, <offset:1>+0x50(%rsp)
  jmp     label11
block10:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %r10
  movq 0x58(%r10), %r10
  movq %rax, (%rsp)
  call    *%r10
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block11:
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %dl
  movl (%rcx), %r8d
  cmpq $0x8, %rax
  sete %dil
  movsd (%rcx), %xmm0
  cvt_float64_to_sint64_sat_seq %xmm0, %rsi, %r9, %xmm1
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdq %rsi, %xmm1
  ucomisd %xmm0, %xmm1
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rsi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %edi
  movslq %r8d, %r8
  testq %rax, %rax
  cmoveq %r8, %rsi
  orl %edi, %edx
  cmpq $0x7, %rax
  sete %dil
  movslq (%rcx), %rcx
  cmpq $0x7, %rax
  cmoveq %rcx, %rsi
  orl %edi, %edx
  movq <offset:1>+(%rsp), %rax
  testb %dl, %dl
  cmovneq %rsi, %rax
  movq %rax, %r15
  movq %r14, %rcx
  jmp     label12
block15:
  jmp     label20
block18:
  jmp     label20
block20:
  movl $0x1, %eax
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
