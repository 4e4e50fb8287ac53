; thunk for ({u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8}) -> {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} <- argv[0]: buffer object of exactly the struct's size (buffer hook); its bytes passed as the C ABI passes the struct
;   result {u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8} -> a new byte array of its bytes (bytes_new hook)
; 352 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x70, %rsp
  movq %rbx, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x68(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq %rdi, %rbx
  movq %r9, %r13
  movq %rsi, %r14
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
  movq %r14, %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rcx
  cmpq $0x11, %rcx
  sete %cl
  testb %al, %cl
  jnz     label6; j label5
block6:
  movq <offset:1>+(%rsp), %r10
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x18(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq <offset:1>+0x10(%rsp), %rdi
  uninit  %rsi
  xorq %rsi, %rsi
  uninit  %rdx
  xorq %rdx, %rdx
  uninit  %rcx
  xorq %rcx, %rcx
  uninit  %r8
  xorq %r8, %r8
  uninit  %r9
  xorq %r9, %r9
  uninit  %xmm0
  xorpd %xmm0, %xmm0
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  movq (%r10), %r11
  movq 8(%r10), %rax
  movzbq 0x10(%r10), %r10
  movq (%rbx), %r12
  movq %r11, (%rsp)
  movq %rax, 8(%rsp)
  movq %r10, 0x10(%rsp)
  call    *%r12
  leaq <offset:1>+0x10(%rsp), %rsi
  movl $0x11, %edx
  load_ext_name <imports>+0, %r8
  movq 0x20(%r8), %r8
  movq %r13, %rcx
  movq %r14, %rdi
  call    *%r8
  movl $0x2, %edi
  testb %al, %al
  movq %rdi, %rax
  cmovnel (%rip), %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label7
block3:
  jmp     label7
block5:
  jmp     label7
block7:
  movl $0x1, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
