; thunk for (cstring, cstring) -> i32 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 cstring <- argv[0]: string (acquire hook; released on every path); passed as i64
;   param 1 cstring <- argv[1]: string (acquire hook; released on every path); passed as i64
;   result i32 -> int32
; 372 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, %rbx
  movq %r9, %r12
  movq %rdi, %r14
  cmpq $0x2, %r8
  jb      label1; j label2
block2:
  leaq (%rcx), %rsi
  movq 8(%rcx), %rdx
  movq %rcx, %r15
  cmpq $0xfffffffffffffff9, %rdx
  sete %al
  cmpq $0xfffffffffffffffa, %rdx
  sete %cl
  orl %ecx, %eax
  testb %al, %al
  jnz     label4; j label3
block4:
  leaq <offset:1>+(%rsp), %rdx
  load_ext_name <imports>+0, %rax
  movq (%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  testq %rax, %rax
  movq %rax, %r13
  jnz     label6; j label5
block6:
  jmp     label7
block7:
  movq %r15, %rcx
  leaq 0x10(%rcx), %rsi
  movq 0x18(%rcx), %rcx
  cmpq $0xfffffffffffffff9, %rcx
  sete %al
  cmpq $0xfffffffffffffffa, %rcx
  sete %cl
  orl %ecx, %eax
  testb %al, %al
  jnz     label9; j label8
block9:
  leaq <offset:1>+8(%rsp), %rdx
  load_ext_name <imports>+0, %rax
  movq (%rax), %rax
  movq %rbx, %rdi
  call    *%rax
  testq %rax, %rax
  movq %rax, %r15
  jnz     label12; j label10
block12:
  jmp     label13
block13:
  movq %r14, %rdi
  movq (%rdi), %rcx
  movq %r15, %rsi
  movq %r13, %rdi
  call    *%rcx
  movl %eax, %eax
  movq %r12, %r9
  movq %rax, (%r9)
  movq $0x0, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq %rax, %r12
  jmp     label14
block14:
  load_ext_name <imports>+0, %rax
  movq 8(%rax), %rax
  movq %r15, %rsi
  movq %rbx, %rdi
  call    *%rax
  load_ext_name <imports>+0, %rax
  movq 8(%rax), %rax
  movq %r13, %rsi
  movq %rbx, %rdi
  call    *%rax
  movq %r12, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label15
block3:
  jmp     label15
block5:
  jmp     label15
block8:
  jmp     label11
block10:
  jmp     label11
block11:
  load_ext_name <imports>+0, %rax
  movq 8(%rax), %rax
  movq %r13, %rsi
  movq %rbx, %rdi
  call    *%rax
  jmp     label15
block15:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
