; thunk for (slice) -> u64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 slice <- argv[0]: buffer object (buffer hook, one call: pointer, then byte length); passed as i64, i64
;   result u64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 696 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x90, %rsp
  movq %rbx, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq <offset:0>+-0x10(%rbp), %r12
  leaq <offset:1>+(%rsp), %rax
  movq %rax, %r14
  movq (%r12), %rbx
  movslq %ecx, %r10
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
  cmpq $0x1, %r10
  jb      label6; j label7
block7:
  leaq (%r8), %rsi
  movq 8(%r8), %rax
  cmpq $0xffffffffffffffff, %rax
  jz      label9; j label8
block9:
  leaq <offset:1>+0x48(%rsp), %rdx
  leaq <offset:1>+0x50(%rsp), %rcx
  load_ext_name <imports>+0, %rax
  movq 0x18(%rax), %rax
  movq %r13, %rdi
  call    *%rax
  testb %al, %al
  jnz     label11; j label10
block11:
  movq <offset:1>+0x48(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %rsi
  load_ext_name <imports>+0, %rax
  movq 0x70(%rax), %rdi
  testq %rcx, %rcx
  cmovneq %rcx, %rdi
  movq (%rbx), %rax
  call    *%rax
  cmpq $0x7fffffff, %rax
  jbe     label17; j label12
block12:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label16; j label13
block13:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %r14, %rdx
  movq %r13, %rdi
  call    *%rax
  testb %al, %al
  jnz     label15; j label14
block15:
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block16:
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, <offset:1>+(%rsp)
  movq $0x8, <offset:1>+8(%rsp)
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block17:
  movq %rax, %rsi
  movl %esi, %eax
  movq %rax, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+8(%rsp)
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  jmp     label18
block6:
  jmp     label18
block8:
  jmp     label18
block10:
  jmp     label18
block14:
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  uninit  %rax
  xorq %rax, %rax
  movl $0x6, %edx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block18:
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
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
