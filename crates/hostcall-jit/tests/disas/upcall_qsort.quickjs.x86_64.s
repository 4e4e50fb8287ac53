; upcall body for (pointer, pointer) -> i32 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 pointer -> argv[0]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   param 2 pointer -> argv[1]: null | int32 | float64 <= 2^53 | BigInt; passed as i64
;   result i32 <- inline: int32 in range; else the result hook; returned as i32 sext
; 904 bytes of x86-64 machine code
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
  movq %rsi, %rbx
  movq %rdx, %r15
  movq (%rdi), %rax
  movq %rdi, %r13
  movq (%rax), %rax
  call    *%rax
  testl %eax, %eax
  jz      label4; j label1
block4:
  movq %r13, %rdi
  movq %rbx, %rsi
  movq %r15, %rbx
  movq 8(%rdi), %rdi
  movq %rdi, <offset:1>+0x50(%rsp)
  uninit  %r8
  xorl %r8d, %r8d
  movq %r8, %r14
  leaq <offset:1>+0x18(%rsp), %r12
  leaq <offset:1>+0x18(%rsp), %rdx
  testq %rsi, %rsi
  jnz     label6; j label5
block5:
  movq $0x0, <offset:1>+0x18(%rsp)
  movq $0x2, <offset:1>+0x20(%rsp)
  jmp     label13
block6:
  cmpq $0x7fffffff, %rsi
  jbe     label12; j label7
block7:
  cmpq (%rip), %rsi
  jbe     label11; j label8
block8:
  load_ext_name <imports>+0, %rcx
  movq 0x40(%rcx), %rcx
  movq <offset:1>+0x50(%rsp), %rdi
  call    *%rcx
  testb %al, %al
  jnz     label9; j label10
block9:
  jmp     label13
block11:
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, <offset:1>+0x18(%rsp)
  movq $0x8, <offset:1>+0x20(%rsp)
  jmp     label13
block12:
  movl %esi, %eax
  movq %rax, <offset:1>+0x18(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  jmp     label13
block13:
  leaq <offset:1>+0x28(%rsp), %rdx
  testq %rbx, %rbx
  jnz     label15; j label14
block14:
  movq $0x0, <offset:1>+0x28(%rsp)
  movq $0x2, <offset:1>+0x30(%rsp)
  movq %r14, %r8
  jmp     label22
block15:
  cmpq $0x7fffffff, %rbx
  jbe     label21; j label16
block16:
  cmpq (%rip), %rbx
  movq %rbx, %r15
  jbe     label20; j label17
block17:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %r15, %rsi
  movq <offset:1>+0x50(%rsp), %rdi
  call    *%rax
  testb %al, %al
  jnz     label18; j label19
block18:
  movq %r14, %r8
  jmp     label22
block20:
  movq %r15, %rsi
  movq %r14, %r8
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, <offset:1>+0x28(%rsp)
  movq $0x8, <offset:1>+0x30(%rsp)
  jmp     label22
block21:
  movq %rbx, %rsi
  movq %r14, %r8
  movl %esi, %eax
  movq %rax, <offset:1>+0x28(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  jmp     label22
block22:
  leaq <offset:1>+0x38(%rsp), %rbx
  movq %r13, %rdi
  movq (%rdi), %rax
  movq 8(%rax), %rax
  movl $0x2, %edx
  movq %r12, %rsi
  movq %rbx, %rcx
  call    *%rax
  movq %rbx, %rsi
  testb %al, %al
  jnz     label24; j label23
block24:
  movq <offset:1>+0x40(%rsp), %rax
  testq %rax, %rax
  sete %cl
  movl <offset:1>+0x38(%rsp), %eax
  movq %r13, %rdi
  movzbq 0x18(%rdi), %rdx
  testb %cl, %dl
  jnz     label25; j label26
block25:
  jmp     label27
block27:
  movslq %eax, %rax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  cmpl $0x2, %eax
  jz      label3; j label2
block2:
  uninit  %rdx
  xorl %edx, %edx
  movslq %edx, %rax
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
  movq %rbx, %rsi
  movq %rsi, <offset:1>+(%rsp)
  movq %r15, %rbx
  movq %rbx, <offset:1>+8(%rsp)
  leaq <offset:1>+(%rsp), %rsi
  leaq <offset:1>+0x10(%rsp), %rdx
  movq $0x0, <offset:1>+0x10(%rsp)
  movq %r13, %rdi
  movq (%rdi), %rdi
  movq 0x18(%rdi), %r8
  movq %r13, %rdi
  call    *%r8
  movq <offset:1>+0x10(%rsp), %rdi
  movslq %edi, %rax
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
  movq $0x0, <offset:1>+0x18(%rsp)
  movq $0x3, <offset:1>+0x20(%rsp)
  movl $0x1, %r8d
  movq %r8, %r14
  jmp     label13
block19:
  movq $0x0, <offset:1>+0x28(%rsp)
  movq $0x3, <offset:1>+0x30(%rsp)
  movl $0x1, %r8d
  jmp     label22
block23:
  uninit  %rax
  xorl %eax, %eax
  movslq %eax, %rax
  movq 0x60(%rsp), %rbx
  movq 0x68(%rsp), %r12
  movq 0x70(%rsp), %r13
  movq 0x78(%rsp), %r14
  movq 0x80(%rsp), %r15
  addq $0x90, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block26:
  leaq <offset:1>+0x48(%rsp), %rdx
  movq $0x0, <offset:1>+0x48(%rsp)
  movq %r13, %rdi
  movq (%rdi), %rax
  movq 0x10(%rax), %rax
  call    *%rax
  movq %rax, %rsi
  movq <offset:1>+0x48(%rsp), %rcx
  uninit  %rax
  xorl %eax, %eax
  testb %sil, %sil
  cmovnel %ecx, %eax
  jmp     label27
