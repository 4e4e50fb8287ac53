; thunk for (buffer) -> u32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 buffer <- argv[0]: null | buffer object (buffer hook); passed as i64
;   result u32 -> int32 | float64
; 400 bytes of x86-64 machine code
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
block0:
  movq %r9, %rbx
  movq %rsi, %r12
  movq %rdi, %r13
  cmpq $0x1, %r8
  jb      label1; j label2
block2:
  leaq (%rcx), %rsi
  movq 8(%rcx), %rax
  uninit  %rdi
  xorq %rdi, %rdi
  cmpq $0x2, %rax
  jz      label3; j label4
block3:
  movq %r13, %rax
  jmp     label9
block4:
  cmpq $0xffffffffffffffff, %rax
  jz      label6; j label5
block6:
  leaq <offset:1>+(%rsp), %rdx
  leaq <offset:1>+8(%rsp), %rcx
  load_ext_name <imports>+0, %rax
  movq 0x18(%rax), %rax
  movq %r12, %rdi
  call    *%rax
  movq <offset:1>+(%rsp), %rdi
  testb %al, %al
  jnz     label7; j label8
block7:
  movq %r13, %rax
  jmp     label9
block9:
  movq (%rax), %rax
  call    *%rax
  movl %eax, %esi
  cmpq $0x7fffffff, %rsi
  jbe     label13; j label10
block10:
  cmpq (%rip), %rsi
  jbe     label12; j label11
block11:
  load_ext_name <imports>+0, %rax
  movq 0x40(%rax), %rax
  movq %rbx, %rdx
  movq %r12, %rdi
  call    *%rax
  movl $0x2, %ecx
  testb %al, %al
  movq %rcx, %rax
  cmovnel (%rip), %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block12:
  movq %rbx, %rdx
  u64_to_f64_seq %rsi, %xmm0, %rcx, %rax
  movsd %xmm0, (%rdx)
  movq $0x8, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block13:
  movq %rbx, %rdx
  movl %esi, %eax
  movq %rax, (%rdx)
  movq $0x0, 8(%rdx)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label14
block5:
  jmp     label14
block8:
  jmp     label14
block14:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
