; thunk for (cstring) -> usize on layout quickjs-ng-64 (16 bytes per value)
;   param 0 cstring <- argv[0]: string (acquire hook; released on every path); passed as i64
;   result usize -> int32 | float64 while |v| <= 2^53 | BigInt
; 632 bytes of x86-64 machine code
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
  movq <offset:0>+-0x10(%rbp), %r12
  leaq <offset:1>+(%rsp), %rax
  movq %rax, %r14
  movq (%r12), %rbx
  movslq %ecx, %rax
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %rdi, %r13
  movq %rsi, <offset:1>+0x18(%rsp)
  movq %rdx, <offset:1>+0x20(%rsp)
  movl %ecx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movl %r9d, <offset:1>+0x38(%rsp)
  movq %r12, <offset:1>+0x40(%rsp)
  movq 8(%r12), %rdx
  testq %rdx, %rdx
  jnz     label2; j label1
block1:
  jmp     label5
block2:
  movzbq (%rdx), %rsi
  testl %esi, %esi
  jnz     label3; j label4
block4:
  jmp     label5
block5:
  cmpq $0x1, %rax
  jb      label6; j label7
block7:
  leaq (%r8), %rsi
  movq 8(%r8), %rax
  cmpq $0xfffffffffffffff9, %rax
  sete %r11b
  cmpq $0xfffffffffffffffa, %rax
  sete %al
  orl %eax, %r11d
  testb %r11b, %r11b
  jnz     label9; j label8
block9:
  leaq <offset:1>+0x48(%rsp), %rdx
  load_ext_name <imports>+0, %rax
  movq (%rax), %rax
  movq %r13, %rdi
  call    *%rax
  testq %rax, %rax
  movq %rax, %r15
  jnz     label11; j label10
block11:
  jmp     label12
block12:
  movq (%rbx), %rax
  movq %r15, %rdi
  call    *%rax
  cmpq $0x7fffffff, %rax
  jbe     label16; j label13
block13:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label15; j label14
block14:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %r14, %rdx
  movq %r13, %rdi
  call    *%rax
  movl $0x2, %ebx
  testb %al, %al
  cmovnel (%rip), %ebx
  jmp     label17
block15:
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, <offset:1>+(%rsp)
  movq $0x8, <offset:1>+8(%rsp)
  uninit  %rbx
  xorl %ebx, %ebx
  jmp     label17
block16:
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+8(%rsp)
  uninit  %rbx
  xorl %ebx, %ebx
  jmp     label17
block17:
  load_ext_name <imports>+0, %rax
  movq 8(%rax), %rax
  movq %r15, %rsi
  movq %r13, %rdi
  call    *%rax
  testl %ebx, %ebx
  jz      label19; j label18
block19:
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
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
  jmp     label20
block6:
  jmp     label20
block8:
  jmp     label20
block10:
  jmp     label20
block18:
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  uninit  %rax
  xorq %rax, %rax
  movl $0x6, %edx
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block20:
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
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
