; thunk for (i32, i32, i32, i32, i32, slice, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   param 2 i32 <- argv[2]: int32 in range | integral float64 in range; passed as i32 sext
;   param 3 i32 <- argv[3]: int32 in range | integral float64 in range; passed as i32 sext
;   param 4 i32 <- argv[4]: int32 in range | integral float64 in range; passed as i32 sext
;   param 5 slice <- argv[5]: buffer object (buffer hook, one call: pointer, then byte length); passed as i64, i64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   result f64 -> float64
; 577 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x80, %rsp
  movq %rbx, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x68(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x10(%rsp)
  movq %rsi, <offset:1>+0x18(%rsp)
  movq %rdx, <offset:1>+0x20(%rsp)
  movq %r9, <offset:1>+0x38(%rsp)
  cmpq $0x7, %r8
  movq %r8, <offset:1>+0x30(%rsp)
  jb      label1; j label2
block2:
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %dl
  movl (%rcx), %ebx
  movq 0x18(%rcx), %rsi
  testq %rsi, %rsi
  sete %sil
  movl 0x10(%rcx), %r12d
  andl %esi, %edx
  movq 0x28(%rcx), %rsi
  testq %rsi, %rsi
  sete %sil
  movl 0x20(%rcx), %r13d
  andl %esi, %edx
  movq 0x38(%rcx), %rsi
  testq %rsi, %rsi
  sete %dil
  movl 0x30(%rcx), %r14d
  andl %edi, %edx
  movq 0x48(%rcx), %rdi
  testq %rdi, %rdi
  sete %r8b
  movl 0x40(%rcx), %r15d
  leaq 0x50(%rcx), %rsi
  testb %dl, %r8b
  jnz     label4; j label3
block4:
  movq 0x58(%rcx), %r11
  movq %rcx, <offset:1>+0x28(%rsp)
  cmpq $0xffffffffffffffff, %r11
  jz      label6; j label5
block6:
  leaq <offset:1>+(%rsp), %rdx
  leaq <offset:1>+8(%rsp), %rcx
  load_ext_name <imports>+0, %rdi
  movq 0x18(%rdi), %r8
  movq <offset:1>+0x18(%rsp), %rdi
  call    *%r8
  testb %al, %al
  jnz     label8; j label7
block8:
  movq <offset:1>+(%rsp), %rcx
  movq <offset:1>+8(%rsp), %r10
  load_ext_name <imports>+0, %rax
  movq 0x70(%rax), %r9
  testq %rcx, %rcx
  cmovneq %rcx, %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq 0x68(%rcx), %rdx
  movsd 0x60(%rcx), %xmm0
  cmpq $0x8, %rdx
  jz      label9; j label10
block9:
  movq <offset:1>+0x10(%rsp), %rdi
  jmp     label14
block11:
  movq <offset:1>+0x10(%rsp), %rdi
  jmp     label14
block14:
  movslq %ebx, %rax
  movslq %r12d, %rsi
  movslq %r13d, %rdx
  movslq %r14d, %rcx
  movslq %r15d, %r8
  movq (%rdi), %r11
  movq %r10, (%rsp)
  movq %rax, %rdi
  call    *%r11
  movq <offset:1>+0x38(%rsp), %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block1:
  jmp     label15
block3:
  jmp     label13
block5:
  jmp     label15
block7:
  jmp     label15
block10:
  movq 0x68(%rcx), %rdi
  testq %rdi, %rdi
  sete %sil
  cmpq $0x8, %rdi
  sete %r8b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl 0x60(%rcx), %xmm1
  movsd 0x60(%rcx), %xmm0
  testq %rdi, %rdi
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %r8d, %esi
  testb %sil, %sil
  jnz     label11; j label12
block12:
  jmp     label13
block13:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x20(%rsp), %rdx
  movq <offset:1>+0x18(%rsp), %rsi
  movq <offset:1>+0x10(%rsp), %rdi
  movq <offset:1>+0x30(%rsp), %r8
  movq <offset:1>+0x38(%rsp), %r9
  call    *%r10
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block15:
  movl $0x1, %eax
  movq 0x50(%rsp), %rbx
  movq 0x58(%rsp), %r12
  movq 0x60(%rsp), %r13
  movq 0x68(%rsp), %r14
  movq 0x70(%rsp), %r15
  addq $0x80, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
