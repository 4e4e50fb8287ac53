; thunk for (f64, f64) -> {f64, u8} on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result {f64, u8} -> a new byte array of its bytes (bytes_new hook)
; 360 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x30, %rsp
  movq %rbx, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  cmpq $0x2, %r8
  jb      label7; j label1
block1:
  movq 8(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd (%rcx), %xmm0
  movq 0x18(%rcx), %r10
  cmpq $0x8, %r10
  sete %r10b
  movsd 0x10(%rcx), %xmm1
  testb %al, %r10b
  jnz     label2; j label3
block2:
  movq %r9, %rbx
  movq %rsi, %r12
  jmp     label6
block4:
  movq %r9, %rbx
  movq %rsi, %r12
  jmp     label6
block6:
  movq (%rdi), %rsi
  call    *%rsi
  movsd %xmm0, <offset:1>+(%rsp)
  movq %rax, <offset:1>+8(%rsp)
  leaq <offset:1>+(%rsp), %rsi
  movl $0x10, %edx
  load_ext_name <imports>+0, %rdi
  movq 0x20(%rdi), %r8
  movq %rbx, %rcx
  movq %r12, %rdi
  call    *%r8
  movl $0x2, %esi
  testb %al, %al
  movq %rsi, %rax
  cmovnel (%rip), %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %r10
  testq %r10, %r10
  sete %al
  cmpq $0x8, %r10
  sete %r11b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl (%rcx), %xmm1
  movsd (%rcx), %xmm0
  testq %r10, %r10
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %r11d, %eax
  movq 0x18(%rcx), %r11
  testq %r11, %r11
  sete %r10b
  cmpq $0x8, %r11
  sete %bl
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdl 0x10(%rcx), %xmm2
  movsd 0x10(%rcx), %xmm1
  testq %r11, %r11
  movsd %xmm1, %xmm1; jnz $next; movsd %xmm2, %xmm1; $next:
  orl %ebx, %r10d
  testb %al, %r10b
  jnz     label4; j label5
block5:
  load_ext_name <imports>+0, %r10
  movq 0x78(%r10), %r10
  load_ext_name <imports>+0, %r11
  movq 0x58(%r11), %r11
  movq %r10, (%rsp)
  call    *%r11
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl $0x1, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
