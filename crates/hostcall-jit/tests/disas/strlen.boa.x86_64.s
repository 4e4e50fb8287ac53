; thunk for (cstring) -> usize on layout boa-nan-boxed (8 bytes per value)
;   param 0 cstring <- argv[0]: string (acquire hook; released on every path); passed as i64
;   result usize -> int32 | float64 while |v| <= 2^53 | BigInt
; 432 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x30, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq %rsi, %rbx
  movq %r9, %r13
  movq %rdi, %r14
  cmpq $0x1, %r8
  jb      label1; j label2
block2:
  leaq (%rcx), %rsi
  movabsq $0x7fff000000000000, %rax
  andq (%rcx), %rax
  cmpq (%rip), %rax
  jz      label4; j label3
block4:
  leaq <offset:1>+(%rsp), %rdx
  load_ext_name <imports>+0, %rax
  movq (%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  testq %rax, %rax
  movq %rax, %r12
  jnz     label6; j label5
block6:
  jmp     label7
block7:
  movq %r14, %rdi
  movq (%rdi), %rax
  movq %r12, %rdi
  call    *%rax
  cmpq $0x7fffffff, %rax
  jbe     label11; j label8
block8:
  cmpq (%rip), %rax
  movq %rax, %rsi
  jbe     label10; j label9
block9:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %r13, %rdx
  movq %rbx, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  cmovnel (%rip), %ecx
  movq %rcx, %r13
  jmp     label12
block10:
  movq %r13, %rdx
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movabsq $0x7ff8000000000000, %rax
  movq %rax, %xmm1
  ucomisd %xmm0, %xmm0
  movsd %xmm0, %xmm0; jnp $next; movsd %xmm1, %xmm0; $next:
  movq %xmm0, %rax
  movq %rax, (%rdx)
  uninit  %rcx
  xorl %ecx, %ecx
  movq %rcx, %r13
  jmp     label12
block11:
  movq %r13, %rdx
  movq %rax, %rsi
  movl %esi, %eax
  orq (%rip), %rax
  movq %rax, (%rdx)
  uninit  %rcx
  xorl %ecx, %ecx
  movq %rcx, %r13
  jmp     label12
block12:
  load_ext_name <imports>+0, %rax
  movq 8(%rax), %rax
  movq %r12, %rsi
  movq %rbx, %rdi
  call    *%rax
  movq %r13, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label13
block3:
  jmp     label13
block5:
  jmp     label13
block13:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
