; thunk for (i32, i32) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 262 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x70, %rsp
  movq %r12, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p12i }
block0:
  movq <offset:0>+-0x10(%rbp), %r12
  movq (%r12), %r10
  movslq %ecx, %r11
  movq %rdi, <offset:1>+0x10(%rsp)
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
  cmpq $0x2, %r11
  jb      label6; j label7
block7:
  movq 8(%r8), %rcx
  testq %rcx, %rcx
  sete %cl
  movl (%r8), %edx
  movq 0x18(%r8), %rsi
  testq %rsi, %rsi
  sete %dil
  movl 0x10(%r8), %esi
  testb %cl, %dil
  jnz     label9; j label8
block9:
  movslq %edx, %rdi
  movslq %esi, %rsi
  movq (%r10), %rcx
  call    *%rcx
  movl %eax, %eax
  movq %rax, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+8(%rsp)
  movq 0x10(%r12), %rax
  addq $0x1, (%rax)
  movq <offset:1>+(%rsp), %rax
  movq <offset:1>+8(%rsp), %rdx
  movq 0x60(%rsp), %r12
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  jmp     label10
block6:
  jmp     label10
block8:
  jmp     label10
block10:
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
  movq 0x60(%rsp), %r12
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
