; thunk for (env, context, i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 env <- the method's user data: -; passed as i64
;   param 1 context <- a HostContext on the thunk's stack: -; passed as i64
;   param 2 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 395 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x80, %rsp
  movq %rbx, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq <offset:0>+-0x10(%rbp), %r12
  movq (%r12), %rax
  movslq %ecx, %r10
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %rdi, %rbx
  movq %rsi, <offset:1>+0x18(%rsp)
  movq %rdx, <offset:1>+0x20(%rsp)
  movl %ecx, <offset:1>+0x28(%rsp)
  movq %r8, <offset:1>+0x30(%rsp)
  movl %r9d, <offset:1>+0x38(%rsp)
  movq %r12, <offset:1>+0x40(%rsp)
  movq 8(%r12), %rcx
  testq %rcx, %rcx
  jnz     label2; j label1
block1:
  jmp     label5
block2:
  movzbq (%rcx), %rcx
  testl %ecx, %ecx
  jnz     label3; j label4
block4:
  jmp     label5
block5:
  cmpq $0x2, %r10
  jb      label6; j label7
block7:
  movq 8(%rax), %rdi
  leaq <offset:1>+0x48(%rsp), %rsi
  movq %rbx, %r9
  movq %r9, <offset:1>+0x48(%rsp)
  movq $0x0, <offset:1>+0x50(%rsp)
  movq 8(%r8), %rdx
  testq %rdx, %rdx
  sete %r10b
  movl (%r8), %r9d
  movq 0x18(%r8), %r11
  testq %r11, %r11
  sete %r11b
  movl 0x10(%r8), %r8d
  testb %r10b, %r11b
  jnz     label9; j label8
block9:
  movslq %r9d, %rdx
  movslq %r8d, %rcx
  movq (%rax), %r8
  call    *%r8
  movq <offset:1>+0x50(%rsp), %rsi
  testq %rsi, %rsi
  jnz     label11; j label10
block10:
  movl %eax, %r9d
  movq %r9, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+8(%rsp)
  movq 0x10(%r12), %r11
  addq $0x1, (%r11)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  jmp     label12
block6:
  jmp     label12
block8:
  jmp     label12
block11:
  load_ext_name <imports>+0, %rax
  movq 0x48(%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  uninit  %rax
  xorq %rax, %rax
  movl $0x6, %edx
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block12:
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
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
