; thunk for ({i32, i32}) -> i64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {i32, i32} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result i64 -> int32 | float64 while |v| <= 2^53 | BigInt
; 368 bytes of x86-64 machine code
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
  cmpq $0xffffffffffffffff, %rax
  jz      label4; j label3
block4:
  leaq <offset:1>+(%rsp), %rdx
  leaq <offset:1>+8(%rsp), %rcx
  load_ext_name <imports>+0, %rax
  movq 0x18(%rax), %rax
  movq %r12, %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rcx
  cmpq $0x8, %rcx
  sete %cl
  testb %al, %cl
  jnz     label6; j label5
block6:
  movq <offset:1>+(%rsp), %rax
  movq (%rax), %rdi
  movq %r13, %rax
  movq (%rax), %rax
  call    *%rax
  movslq %eax, %rcx
  cmpq %rax, %rcx
  jz      label10; j label7
block7:
  movabsq $0x20000000000000, %rcx
  leaq (%rax, %rcx), %rcx
  movq %rax, %rsi
  cmpq (%rip), %rcx
  jbe     label9; j label8
block8:
  load_ext_name <imports>+0, %rax
  movq 0x38(%rax), %rax
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
block9:
  movq %rbx, %rdx
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  cvtsi2sdq %rsi, %xmm0
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
block10:
  movq %rbx, %rdx
  movq %rax, %rsi
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
  jmp     label11
block3:
  jmp     label11
block5:
  jmp     label11
block11:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
