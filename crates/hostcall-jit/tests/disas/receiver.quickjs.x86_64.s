; thunk for (receiver, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 receiver <- `this`, through the receiver hook: host object of the method's class; passed as i64
;   param 1 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 326 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x50, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %r9, %rbx
  movq %rcx, %r14
  movq %rsi, <offset:1>+(%rsp)
  cmpq $0x1, %r8
  movq %r8, %r13
  jb      label1; j label2
block2:
  testq %rdx, %rdx
  movq %rdx, %r15
  jnz     label4; j label3
block4:
  movq 0x10(%rdi), %rdx
  movq %rdi, %r12
  load_ext_name <imports>+0, %rax
  movq 0x50(%rax), %rax
  movq %r15, %rsi
  movq <offset:1>+(%rsp), %rdi
  call    *%rax
  testq %rax, %rax
  movq %rax, %r8
  jnz     label6; j label5
block6:
  movq %r14, %rcx
  movq 8(%rcx), %rdx
  movl (%rcx), %eax
  testq %rdx, %rdx
  jz      label8; j label7
block8:
  movq %r12, %rdi
  movslq %eax, %rsi
  movq (%rdi), %rax
  movq %r8, %rdi
  call    *%rax
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
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label9
block3:
  jmp     label9
block5:
  jmp     label9
block7:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq %r15, %rdx
  movq <offset:1>+(%rsp), %rsi
  movq %r12, %rdi
  movq %r13, %r8
  movq %rbx, %r9
  call    *%r10
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block9:
  movl $0x1, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  movq 0x30(%rsp), %r13
  movq 0x38(%rsp), %r14
  movq 0x40(%rsp), %r15
  addq $0x50, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
