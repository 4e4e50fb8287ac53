; thunk for (env, context, i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 env <- the method's user data: -; passed as i64
;   param 1 context <- a HostContext on the thunk's stack: -; passed as i64
;   param 2 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 338 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x40, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  cmpq $0x2, %r8
  jb      label6; j label1
block1:
  movq 8(%rdi), %rax
  movq %rax, %r13
  leaq <offset:1>+(%rsp), %rax
  movq %rax, %r14
  movq %rsi, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+8(%rsp)
  movq 8(%rcx), %rax
  testq %rax, %rax
  sete %r10b
  movl (%rcx), %eax
  movq 0x18(%rcx), %r11
  testq %r11, %r11
  sete %bl
  movl 0x10(%rcx), %r11d
  testb %r10b, %bl
  jnz     label3; j label2
block3:
  movq %r9, %rbx
  movq %rsi, %r12
  movslq %eax, %rdx
  movslq %r11d, %rcx
  movq (%rdi), %rax
  movq %r14, %rsi
  movq %r13, %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rsi
  testq %rsi, %rsi
  jnz     label5; j label4
block4:
  movl %eax, %eax
  movq %rbx, %r9
  movq %rax, (%r9)
  movq $0x0, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block2:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %r10
  movq 0x58(%r10), %r10
  movq %rax, (%rsp)
  call    *%r10
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  load_ext_name <imports>+0, %rax
  movq 0x48(%rax), %rax
  movq %r12, %rdi
  call    *%rax
  movl $0x2, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block6:
  movl $0x1, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
