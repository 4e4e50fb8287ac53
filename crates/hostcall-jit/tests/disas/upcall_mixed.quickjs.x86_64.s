; upcall body for (i64, f32, bool, u16, f64) -> u8 on layout quickjs-ng-64 (16 bytes per value); param 0 is the record
;   param 1 i64 -> argv[0]: int32 | float64 while |v| <= 2^53 | BigInt; passed as i64
;   param 2 f32 -> argv[1]: float64; passed as f32
;   param 3 bool -> argv[2]: bool; passed as i8 uext
;   param 4 u16 -> argv[3]: int32; passed as i16 uext
;   param 5 f64 -> argv[4]: float64; passed as f64
;   result u8 <- inline: int32 in range; else the result hook; returned as i8 uext
; 880 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xf0, %rsp
  movq %rbx, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xc8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xd8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xe0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rcx, %rbx
  movq %rdx, %r12
  movq %rsi, %r13
  movdqu %xmm0, <offset:1>+0x98(%rsp)
  movdqu %xmm1, <offset:1>+0xa8(%rsp)
  movq (%rdi), %rax
  movq %rdi, %r14
  movq (%rax), %rax
  call    *%rax
  testl %eax, %eax
  jz      label4; j label1
block4:
  movq %r13, %rsi
  movq %r14, %rdi
  movq 8(%rdi), %rdi
  uninit  %r8
  xorl %r8d, %r8d
  movq %r8, %r15
  leaq <offset:1>+0x30(%rsp), %r13
  leaq <offset:1>+0x30(%rsp), %rdx
  movslq %esi, %rcx
  cmpq %rsi, %rcx
  jz      label10; j label5
block5:
  movabsq $0x20000000000000, %rcx
  leaq (%rsi, %rcx), %rcx
  cmpq (%rip), %rcx
  jbe     label9; j label6
block6:
  load_ext_name <imports>+0, %rcx
  movq 0x38(%rcx), %rcx
  call    *%rcx
  testb %al, %al
  jnz     label7; j label8
block7:
  movq %r15, %r8
  jmp     label11
block9:
  movq %r15, %r8
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
  movsd %xmm0, <offset:1>+0x30(%rsp)
  movq $0x8, <offset:1>+0x38(%rsp)
  jmp     label11
block10:
  movq %r15, %r8
  movl %esi, %eax
  movq %rax, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x38(%rsp)
  jmp     label11
block11:
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  movdqu <offset:1>+0x98(%rsp), %xmm1
  cvtss2sd %xmm1, %xmm0
  movsd %xmm0, <offset:1>+0x40(%rsp)
  movq $0x8, <offset:1>+0x48(%rsp)
  jmp     label12
block12:
  testb %r12b, %r12b
  setne %al
  movzbq %al, %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq $0x1, <offset:1>+0x58(%rsp)
  jmp     label13
block13:
  movzwl %bx, %eax
  movl %eax, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  movq $0x0, <offset:1>+0x68(%rsp)
  jmp     label14
block14:
  movdqu <offset:1>+0xa8(%rsp), %xmm1
  movsd %xmm1, <offset:1>+0x70(%rsp)
  movq $0x8, <offset:1>+0x78(%rsp)
  jmp     label15
block15:
  leaq <offset:1>+0x80(%rsp), %rbx
  movq %r14, %rdi
  movq (%rdi), %rax
  movq 8(%rax), %rax
  movl $0x5, %edx
  movq %r13, %rsi
  movq %rbx, %rcx
  call    *%rax
  movq %rbx, %rsi
  testb %al, %al
  jnz     label17; j label16
block17:
  movq <offset:1>+0x88(%rsp), %rax
  testq %rax, %rax
  sete %cl
  movl <offset:1>+0x80(%rsp), %edx
  movq %rdx, %rax
  notl %eax
  shrl $0x1f, %eax
  andl %eax, %ecx
  cmpl $0xff, %edx
  setle %al
  andl %eax, %ecx
  movq %r14, %rdi
  movzbq 0x18(%rdi), %rax
  testb %cl, %al
  jnz     label18; j label19
block18:
  jmp     label20
block20:
  movzbq %dl, %rax
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  cmpl $0x2, %eax
  jz      label3; j label2
block2:
  uninit  %rax
  xorl %eax, %eax
  movzbq %al, %rax
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq %r13, %rsi
  movq %rsi, <offset:1>+(%rsp)
  movdqu <offset:1>+0x98(%rsp), %xmm0
  movd %xmm0, %eax
  movl %eax, %eax
  movq %rax, <offset:1>+8(%rsp)
  testb %r12b, %r12b
  setne %al
  movzbq %al, %rax
  movq %rax, <offset:1>+0x10(%rsp)
  movzwq %bx, %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movdqu <offset:1>+0xa8(%rsp), %xmm1
  movq %xmm1, %rax
  movq %rax, <offset:1>+0x20(%rsp)
  leaq <offset:1>+(%rsp), %rsi
  leaq <offset:1>+0x28(%rsp), %rdx
  movq $0x0, <offset:1>+0x28(%rsp)
  movq %r14, %rdi
  movq (%rdi), %rax
  movq 0x18(%rax), %rax
  call    *%rax
  movq <offset:1>+0x28(%rsp), %rax
  movzbq %al, %rax
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block8:
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x3, <offset:1>+0x38(%rsp)
  movl $0x1, %r8d
  jmp     label11
block16:
  uninit  %rax
  xorl %eax, %eax
  movzbq %al, %rax
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block19:
  leaq <offset:1>+0x90(%rsp), %rdx
  movq $0x0, <offset:1>+0x90(%rsp)
  movq %r14, %rdi
  movq (%rdi), %rcx
  movq 0x10(%rcx), %rcx
  call    *%rcx
  movq <offset:1>+0x90(%rsp), %rcx
  uninit  %rdx
  xorl %edx, %edx
  testb %al, %al
  cmovnel %ecx, %edx
  jmp     label20
