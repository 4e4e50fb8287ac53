; thunk for (pointer, i32, pointer) -> pointer [bigint-results, pointer-objects, ffi-buffers] on layout quickjs-ng-64 (16 bytes per value)
;   param 0 pointer <- argv[0]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 pointer <- argv[2]: null | pointer object (pointer_address hook) | else the whole call out of line (numbers, BigInts); passed as i64
;   result pointer -> null | a pointer object (pointer_new hook)
; 480 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x60, %rsp
  movq %rbx, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x48(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %r9, %r12
  movq %rsi, %r13
  movq %rdi, %r14
  movq %rdx, <offset:1>+0x10(%rsp)
  cmpq $0x3, %r8
  movq %r8, %r15
  jb      label1; j label2
block2:
  leaq (%rcx), %rsi
  movq 8(%rcx), %rax
  movq %rcx, %rbx
  uninit  %rdi
  xorq %rdi, %rdi
  cmpq $0x2, %rax
  jz      label3; j label4
block3:
  movq %rbx, %rcx
  movq %rdi, <offset:1>+0x18(%rsp)
  jmp     label9
block4:
  cmpq $0xffffffffffffffff, %rax
  jz      label6; j label5
block6:
  leaq <offset:1>+(%rsp), %rdx
  load_ext_name <imports>+0, %rax
  movq 0x88(%rax), %rax
  movq %r13, %rdi
  call    *%rax
  movq <offset:1>+(%rsp), %rdi
  movq %rdi, <offset:1>+0x18(%rsp)
  testb %al, %al
  jnz     label7; j label8
block7:
  movq %rbx, %rcx
  jmp     label9
block9:
  movq 0x18(%rcx), %rdx
  movl 0x10(%rcx), %ebx
  leaq 0x20(%rcx), %rsi
  testq %rdx, %rdx
  jz      label11; j label10
block11:
  movq 0x28(%rcx), %rdi
  uninit  %rdx
  xorq %rdx, %rdx
  cmpq $0x2, %rdi
  jz      label12; j label13
block12:
  jmp     label19
block13:
  cmpq $0xffffffffffffffff, %rdi
  jz      label16; j label14
block16:
  leaq <offset:1>+8(%rsp), %rdx
  load_ext_name <imports>+0, %rdi
  movq 0x88(%rdi), %r8
  movq %r13, %rdi
  call    *%r8
  movq <offset:1>+8(%rsp), %rdx
  testb %al, %al
  jnz     label17; j label18
block17:
  jmp     label19
block19:
  movslq %ebx, %rsi
  movq %r14, %rdi
  movq (%rdi), %r8
  movq <offset:1>+0x18(%rsp), %rdi
  call    *%r8
  load_ext_name <imports>+0, %r8
  movq 0x90(%r8), %r8
  movq %r12, %rdx
  movq %rax, %rsi
  movq %r13, %rdi
  call    *%r8
  movl $0x2, %edi
  testb %al, %al
  movq %rdi, %rax
  cmovnel (%rip), %eax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  movq 0x40(%rsp), %r13
  movq 0x48(%rsp), %r14
  movq 0x50(%rsp), %r15
  addq $0x60, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label20
block5:
  movq %rbx, %rcx
  jmp     label15
block8:
  jmp     label20
block10:
  jmp     label15
block14:
  jmp     label15
block15:
  load_ext_name <imports>+0, %rdx
  movq 0x78(%rdx), %rdx
  load_ext_name <imports>+0, %rsi
  movq 0x58(%rsi), %r10
  movq %rdx, (%rsp)
  movq <offset:1>+0x10(%rsp), %rdx
  movq %r13, %rsi
  movq %r14, %rdi
  movq %r15, %r8
  movq %r12, %r9
  call    *%r10
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  movq 0x40(%rsp), %r13
  movq 0x48(%rsp), %r14
  movq 0x50(%rsp), %r15
  addq $0x60, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block18:
  jmp     label20
block20:
  movl $0x1, %eax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  movq 0x40(%rsp), %r13
  movq 0x48(%rsp), %r14
  movq 0x50(%rsp), %r15
  addq $0x60, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
