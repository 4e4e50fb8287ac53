; thunk for (f64, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result f64 -> float64
; 281 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x20, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
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
  jmp     label6
block4:
  movq %r9, %rbx
  jmp     label6
block6:
  movq (%rdi), %rax
  call    *%rax
  movq %rbx, %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  addq $0x20, %rsp
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
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %r10
  movq 0x58(%r10), %r10
  movq %rax, (%rsp)
  call    *%r10
  movq 0x10(%rsp), %rbx
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
