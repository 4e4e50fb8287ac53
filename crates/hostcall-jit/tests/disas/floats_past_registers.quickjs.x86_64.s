; thunk for (f64, f32, f64, f64, f32, f64, f64, f64, f64, f32, i32, f64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f32 <- argv[1]: int32 | float64; passed as f32
;   param 2 f64 <- argv[2]: int32 | float64; passed as f64
;   param 3 f64 <- argv[3]: int32 | float64; passed as f64
;   param 4 f32 <- argv[4]: int32 | float64; passed as f32
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 f64 <- argv[6]: int32 | float64; passed as f64
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 f64 <- argv[8]: int32 | float64; passed as f64
;   param 9 f32 <- argv[9]: int32 | float64; passed as f32
;   param 10 i32 <- argv[10]: int32 in range | integral float64 in range; passed as i32 sext
;   param 11 f64 <- argv[11]: int32 | float64; passed as f64
;   result f64 -> float64
; 1072 bytes of x86-64 machine code
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
  cmpq $0xc, %r8
  jb      label7; j label1
block1:
  movq 8(%rcx), %r10
  cmpq $0x8, %r10
  sete %r11b
  movsd (%rcx), %xmm0
  movq 0x18(%rcx), %r10
  cmpq $0x8, %r10
  sete %r10b
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x10(%rcx), %xmm1
  andl %r10d, %r11d
  movq 0x28(%rcx), %r10
  cmpq $0x8, %r10
  sete %al
  movsd 0x20(%rcx), %xmm2
  andl %eax, %r11d
  movq 0x38(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x30(%rcx), %xmm3
  andl %eax, %r11d
  movq 0x48(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  uninit  %xmm4
  xorps %xmm4, %xmm4
  cvtsd2ss 0x40(%rcx), %xmm4
  andl %eax, %r11d
  movq 0x58(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x50(%rcx), %xmm5
  andl %eax, %r11d
  movq 0x68(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x60(%rcx), %xmm6
  andl %eax, %r11d
  movq 0x78(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x70(%rcx), %xmm7
  andl %eax, %r11d
  movq 0x88(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x80(%rcx), %xmm8
  andl %eax, %r11d
  movq 0x98(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  uninit  %xmm9
  xorps %xmm9, %xmm9
  cvtsd2ss 0x90(%rcx), %xmm9
  andl %eax, %r11d
  movq 0xa8(%rcx), %rax
  testq %rax, %rax
  sete %r10b
  movl 0xa0(%rcx), %eax
  andl %r10d, %r11d
  movq 0xb8(%rcx), %rbx
  cmpq $0x8, %rbx
  sete %bl
  movsd 0xb0(%rcx), %xmm10
  testb %r11b, %bl
  jnz     label2; j label3
block2:
  movq %r9, %r12
  movq %rdi, %r9
  jmp     label6
block4:
  movq %r9, %r12
  movq %rdi, %r9
  jmp     label6
block6:
  movslq %eax, %rdi
  movq %r9, %rax
  movq (%rax), %rax
  movsd %xmm8, (%rsp)
  movss %xmm9, 8(%rsp)
  movsd %xmm10, 0x10(%rsp)
  call    *%rax
  movq %r12, %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x20(%rsp), %rbx
  movq 0x28(%rsp), %r12
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl (%rcx), %xmm1
  movsd (%rcx), %xmm0
  testq %rbx, %rbx
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x18(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl 0x10(%rcx), %xmm2
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x10(%rcx), %xmm1
  testq %rbx, %rbx
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x28(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl 0x20(%rcx), %xmm3
  movsd 0x20(%rcx), %xmm2
  testq %rbx, %rbx
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x38(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl 0x30(%rcx), %xmm4
  movsd 0x30(%rcx), %xmm3
  testq %rbx, %rbx
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x48(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm5
  xorps %xmm5, %xmm5
  cvtsi2ssl 0x40(%rcx), %xmm5
  uninit  %xmm4
  xorps %xmm4, %xmm4
  cvtsd2ss 0x40(%rcx), %xmm4
  testq %rbx, %rbx
  movss %xmm4, %xmm4; jnz $next; movss %xmm5, %xmm4; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x58(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdl 0x50(%rcx), %xmm6
  movsd 0x50(%rcx), %xmm5
  testq %rbx, %rbx
  movsd %xmm5, %xmm5; jnz $next; movsd %xmm6, %xmm5; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x68(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  cvtsi2sdl 0x60(%rcx), %xmm7
  movsd 0x60(%rcx), %xmm6
  testq %rbx, %rbx
  movsd %xmm6, %xmm6; jnz $next; movsd %xmm7, %xmm6; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x78(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm8
  xorpd %xmm8, %xmm8
  cvtsi2sdl 0x70(%rcx), %xmm8
  movsd 0x70(%rcx), %xmm7
  testq %rbx, %rbx
  movsd %xmm7, %xmm7; jnz $next; movsd %xmm8, %xmm7; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x88(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm9
  xorpd %xmm9, %xmm9
  cvtsi2sdl 0x80(%rcx), %xmm9
  movsd 0x80(%rcx), %xmm8
  testq %rbx, %rbx
  movsd %xmm8, %xmm8; jnz $next; movsd %xmm9, %xmm8; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0x98(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm10
  xorps %xmm10, %xmm10
  cvtsi2ssl 0x90(%rcx), %xmm10
  uninit  %xmm9
  xorps %xmm9, %xmm9
  cvtsd2ss 0x90(%rcx), %xmm9
  testq %rbx, %rbx
  movss %xmm9, %xmm9; jnz $next; movss %xmm10, %xmm9; $next:
  orl %r12d, %r11d
  andl %r11d, %r10d
  movq 0xb8(%rcx), %rbx
  testq %rbx, %rbx
  sete %r11b
  cmpq $0x8, %rbx
  sete %r12b
  uninit  %xmm11
  xorpd %xmm11, %xmm11
  cvtsi2sdl 0xb0(%rcx), %xmm11
  movsd 0xb0(%rcx), %xmm10
  testq %rbx, %rbx
  movsd %xmm10, %xmm10; jnz $next; movsd %xmm11, %xmm10; $next:
  orl %r12d, %r11d
  testb %r10b, %r11b
  jnz     label4; j label5
block5:
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %r10
  movq 0x58(%r10), %r10
  movq %rax, (%rsp)
  call    *%r10
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
