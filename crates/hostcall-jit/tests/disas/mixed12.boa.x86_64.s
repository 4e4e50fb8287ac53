; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32 uext
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result f64 -> float64
; 5616 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x280, %rsp
  movq %rbx, 0x250(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x258(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x260(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x268(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x270(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, <offset:1>+0x1f0(%rsp)
  movq %rdx, <offset:1>+0x1f8(%rsp)
  movq %rdi, <offset:1>+0x210(%rsp)
  movq %r9, <offset:1>+0x218(%rsp)
  cmpq $0xc, %r8
  jb      label35; j label1
block1:
  movq (%rcx), %r10
  movq %r10, %rax
  andq (%rip), %rax
  movq %r10, <offset:1>+0x220(%rsp)
  cmpq (%rip), %rax
  sete %bl
  movq 8(%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %sil
  xorb $0x1, %sil
  movq %rax, %xmm0
  movq %rbx, %rdx
  andl %esi, %edx
  movq 0x10(%rcx), %rax
  movq %rax, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %r9b
  movslq %eax, %rsi
  andl %r9d, %edx
  movq 0x18(%rcx), %r9
  movq %r9, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  setae %al
  xorb $0x1, %al
  movq %r9, %xmm2
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss %xmm2, %xmm1
  andl %eax, %edx
  movq 0x20(%rcx), %rax
  movq %rax, %r10
  andq (%rip), %rax
  movq %r10, <offset:1>+0x228(%rsp)
  cmpq (%rip), %rax
  sete %al
  movq <offset:1>+0x228(%rsp), %rdi
  movq %rdi, %r9
  notl %r9d
  shrl $0x1f, %r9d
  andl %r9d, %eax
  cmpl $0xff, %edi
  setle %r9b
  andl %r9d, %eax
  andl %eax, %edx
  andl %eax, %ebx
  movq 0x28(%rcx), %rax
  movq %rax, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  movq %rax, %xmm2
  andl %r9d, %edx
  movq 0x30(%rcx), %r14
  movq %r14, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  cmpl $0xffff8000, %r14d
  setge %r9b
  andl %r9d, %eax
  cmpl $0x7fff, %r14d
  movq %r14, <offset:1>+0x230(%rsp)
  setle %r9b
  andl %r9d, %eax
  andl %eax, %edx
  andl %eax, %ebx
  movq 0x38(%rcx), %rax
  movq %rax, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  movq %rax, %xmm3
  andl %r9d, %edx
  movq 0x40(%rcx), %r11
  movq %r11, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movq %r11, %r9
  notl %r9d
  shrl $0x1f, %r9d
  andl %r9d, %eax
  andl %eax, %edx
  movq 0x48(%rcx), %rax
  movq %rax, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  sete %r14b
  andl %r14d, %edx
  movq %rbx, %r15
  andl %r14d, %r15d
  testq $0x1, %rax
  setne %al
  movq %rax, <offset:1>+0x238(%rsp)
  movq 0x50(%rcx), %r9
  movq %r9, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  movq %r9, %r10
  notl %r10d
  shrl $0x1f, %r10d
  andl %r10d, %eax
  movl %r9d, %r12d
  cmpq (%rip), %r9
  sete %r10b
  cmpq (%rip), %r9
  cmoveq (%rip), %r12
  orl %r10d, %eax
  andl %eax, %edx
  movq 0x58(%rcx), %rax
  movq %rax, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  sete %r9b
  movq %rax, %r10
  notl %r10d
  shrl $0x1f, %r10d
  andl %r10d, %r9d
  movl %eax, %r13d
  testb %dl, %r9b
  jnz     label2; j label3
block2:
  movq <offset:1>+0x220(%rsp), %r14
  movq %rsi, <offset:1>+0x208(%rsp)
  jmp     label34
block4:
  movq <offset:1>+0x220(%rsp), %r14
  jmp     label34
block34:
  movslq %r14d, %rdi
  movq <offset:1>+0x228(%rsp), %r8
  movzbq %r8b, %rdx
  movq <offset:1>+0x230(%rsp), %r14
  movswq %r14w, %rcx
  movl %r11d, %r8d
  movq <offset:1>+0x238(%rsp), %rax
  movzbq %al, %r9
  movq <offset:1>+0x210(%rsp), %rax
  movq (%rax), %rax
  movq %r12, (%rsp)
  movq %r13, 8(%rsp)
  movq <offset:1>+0x208(%rsp), %rsi
  call    *%rax
  movabsq $0x7ff8000000000000, %rax
  movq %rax, %xmm1
  ucomisd %xmm0, %xmm0
  movsd %xmm0, %xmm0; jnp $next; movsd %xmm1, %xmm0; $next:
  movq %xmm0, %rax
  movq <offset:1>+0x218(%rsp), %r9
  movq %rax, (%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x250(%rsp), %rbx
  movq 0x258(%rsp), %r12
  movq 0x260(%rsp), %r13
  movq 0x268(%rsp), %r14
  movq 0x270(%rsp), %r15
  addq $0x280, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq 8(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl %edx, %xmm1
  movq %rdx, %xmm0
  cmpq (%rip), %rsi
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %r9d, %eax
  andl %eax, %r15d
  movq 0x10(%rcx), %rdx
  movq %rdx, %r9
  andq (%rip), %r9
  cmpq (%rip), %r9
  sete %al
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  setae %r11b
  xorb $0x1, %r11b
  movq %rdx, %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rsi, %rdi, %xmm2
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdq %rsi, %xmm2
  ucomisd %xmm1, %xmm2
  setnp %r10b
  sete %r12b
  andl %r12d, %r10d
  cmpq (%rip), %rsi
  setne %r12b
  andl %r12d, %r10d
  andl %r10d, %r11d
  movslq %edx, %rdx
  cmpq (%rip), %r9
  cmoveq %rdx, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  orl %r11d, %eax
  andl %eax, %r15d
  movq 0x18(%rcx), %r9
  movq %r9, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %al
  movq %r9, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  setae %sil
  xorb $0x1, %sil
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl %r9d, %xmm2
  movq %r9, %xmm3
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss %xmm3, %xmm1
  cmpq (%rip), %rdx
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  orl %esi, %eax
  andl %eax, %r15d
  movq 0x28(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl %edx, %xmm3
  movq %rdx, %xmm2
  cmpq (%rip), %rsi
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  orl %r9d, %eax
  andl %eax, %r15d
  movq 0x38(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl %edx, %xmm4
  movq %rdx, %xmm3
  cmpq (%rip), %rsi
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  orl %r9d, %eax
  andl %eax, %r15d
  movq 0x40(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %r9b
  xorb $0x1, %r9b
  movq %rdx, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r11, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r11, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r12b
  andl %r12d, %r10d
  cmpq (%rip), %r11
  setne %r12b
  andl %r12d, %r10d
  andl %r10d, %r9d
  movslq %edx, %rdx
  cmpq (%rip), %rsi
  cmoveq %rdx, %r11
  orl %r9d, %eax
  movq %r11, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %eax
  cmpq (%rip), %r11
  setle %dl
  andl %edx, %eax
  andl %eax, %r15d
  movq 0x50(%rcx), %r9
  movq %r9, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %dl
  movq %r9, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  setae %al
  xorb $0x1, %al
  movq %r9, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r12, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r12, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r13b
  andl %r13d, %r10d
  cmpq (%rip), %r12
  setne %r13b
  andl %r13d, %r10d
  andl %r10d, %eax
  movslq %r9d, %r10
  cmpq (%rip), %rsi
  cmoveq %r10, %r12
  orl %eax, %edx
  movq %r12, %rsi
  notq %rsi
  shrq $0x3f, %rsi
  andl %esi, %edx
  cmpq (%rip), %r12
  setle %sil
  andl %esi, %edx
  cmpq (%rip), %r9
  sete %sil
  cmpq (%rip), %r9
  cmoveq (%rip), %r12
  orl %esi, %edx
  andl %edx, %r15d
  movq 0x58(%rcx), %r9
  movq %r9, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %al
  movq %r9, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  setae %sil
  xorb $0x1, %sil
  movq %r9, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r13, %r10, %xmm5
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  cvtsi2sdq %r13, %xmm7
  ucomisd %xmm4, %xmm7
  setnp %r10b
  sete %dil
  andl %edi, %r10d
  cmpq (%rip), %r13
  setne %dil
  andl %edi, %r10d
  andl %r10d, %esi
  movslq %r9d, %r9
  cmpq (%rip), %rdx
  cmoveq %r9, %r13
  orl %esi, %eax
  movq %r13, %r10
  notq %r10
  shrq $0x3f, %r10
  andl %r10d, %eax
  testb %r15b, %al
  jnz     label4; j label5
block5:
  testb %bl, %r14b
  jnz     label7; j label6
block6:
  movq <offset:1>+0x1f0(%rsp), %rsi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label32
block7:
  movq 8(%rcx), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label9; j label8
block8:
  movq <offset:1>+0x1f0(%rsp), %rsi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label32
block9:
  movq 0x10(%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %sil
  movq %rax, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %r9b
  xorb $0x1, %r9b
  movq %rax, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rax, %rdx, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rax, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %dl
  sete %dil
  andl %edi, %edx
  cmpq (%rip), %rax
  setne %al
  andl %eax, %edx
  andl %edx, %r9d
  orl %r9d, %esi
  testb %sil, %sil
  jnz     label10; j label11
block10:
  movq <offset:1>+0x1f0(%rsp), %rdi
  movq <offset:1>+0x218(%rsp), %r9
  movq %r8, <offset:1>+0x200(%rsp)
  jmp     label14
block11:
  leaq 0x10(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rdi
  movq %rdi, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x1f0(%rsp), %rax
  movq %rax, <offset:1>+0x48(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rcx, <offset:1>+0x58(%rsp)
  movq %r8, <offset:1>+0x60(%rsp)
  movq <offset:1>+0x218(%rsp), %r9
  movq %r9, <offset:1>+0x68(%rsp)
  movq <offset:1>+0x220(%rsp), %r14
  movl %r14d, <offset:1>+0x70(%rsp)
  movsd %xmm0, <offset:1>+0x78(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x80(%rsp)
  movss %xmm1, <offset:1>+0x88(%rsp)
  movq <offset:1>+0x228(%rsp), %r8
  movb %r8b, <offset:1>+0x90(%rsp)
  movsd %xmm2, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x230(%rsp), %rbx
  movw %bx, <offset:1>+0xa0(%rsp)
  movsd %xmm3, <offset:1>+0xa8(%rsp)
  movl %r11d, <offset:1>+0xb0(%rsp)
  movq <offset:1>+0x238(%rsp), %r14
  movb %r14b, <offset:1>+0xb8(%rsp)
  movq %r12, <offset:1>+0xc0(%rsp)
  movq %r13, <offset:1>+0xc8(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x28(%rax), %rax
  movq <offset:1>+0x1f0(%rsp), %rdi
  call    *%rax
  movq <offset:1>+0x40(%rsp), %rdi
  movq %rdi, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x48(%rsp), %rdi
  movq <offset:1>+0x50(%rsp), %rdx
  movq %rdx, <offset:1>+0x1f8(%rsp)
  movq <offset:1>+0x58(%rsp), %rcx
  movq <offset:1>+0x60(%rsp), %r8
  movq %r8, <offset:1>+0x200(%rsp)
  movq <offset:1>+0x68(%rsp), %r9
  movl <offset:1>+0x70(%rsp), %r14d
  movq %r14, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x78(%rsp), %xmm0
  movq <offset:1>+0x80(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x88(%rsp), %xmm1
  movzbq <offset:1>+0x90(%rsp), %r8
  movq %r8, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x98(%rsp), %xmm2
  movzwq <offset:1>+0xa0(%rsp), %rbx
  movq %rbx, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0xa8(%rsp), %xmm3
  movl <offset:1>+0xb0(%rsp), %r11d
  movzbq <offset:1>+0xb8(%rsp), %r14
  movq %r14, <offset:1>+0x238(%rsp)
  movq <offset:1>+0xc0(%rsp), %r12
  movq <offset:1>+0xc8(%rsp), %r13
  testb %al, %al
  jnz     label12; j label13
block12:
  jmp     label14
block13:
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block14:
  movq 0x18(%rcx), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label16; j label15
block15:
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block16:
  movq 0x28(%rcx), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label18; j label17
block17:
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block18:
  movq 0x38(%rcx), %rdx
  movq %rdx, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  sete %al
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label20; j label19
block19:
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block20:
  movq 0x40(%rcx), %rsi
  movq %rsi, %r15
  andq (%rip), %r15
  cmpq (%rip), %r15
  sete %al
  movq %rsi, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  setae %dl
  xorb $0x1, %dl
  movq %rsi, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r8, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %bl
  andl %ebx, %r10d
  cmpq (%rip), %r8
  setne %bl
  andl %ebx, %r10d
  andl %r10d, %edx
  movslq %esi, %rsi
  cmpq (%rip), %r15
  cmoveq %rsi, %r8
  orl %edx, %eax
  movq %r8, %rsi
  notq %rsi
  shrq $0x3f, %rsi
  andl %esi, %eax
  cmpq (%rip), %r8
  setle %sil
  testb %al, %sil
  jnz     label22; j label21
block21:
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block22:
  movq 0x50(%rcx), %r15
  movq %r15, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %r15, %r8
  andq (%rip), %r8
  cmpq (%rip), %r8
  setae %dl
  xorb $0x1, %dl
  movq %r15, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %r10, %xmm5
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  cvtsi2sdq %r8, %xmm7
  ucomisd %xmm4, %xmm7
  setnp %r10b
  sete %r14b
  andl %r14d, %r10d
  cmpq (%rip), %r8
  setne %r14b
  andl %r14d, %r10d
  andl %r10d, %edx
  movslq %r15d, %r10
  cmpq (%rip), %rsi
  cmoveq %r10, %r8
  orl %edx, %eax
  movq %r8, %r10
  notq %r10
  shrq $0x3f, %r10
  andl %r10d, %eax
  cmpq (%rip), %r8
  setle %dl
  andl %edx, %eax
  cmpq (%rip), %r15
  sete %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label23; j label24
block23:
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label27
block24:
  leaq 0x50(%rcx), %rsi
  leaq <offset:1>+0x30(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0xd0(%rsp)
  movq %rdi, <offset:1>+0xd8(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0xe0(%rsp)
  movq %rcx, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0x200(%rsp), %r8
  movq %r8, <offset:1>+0xf0(%rsp)
  movq %r9, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0x220(%rsp), %r14
  movl %r14d, <offset:1>+0x100(%rsp)
  movsd %xmm0, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x110(%rsp)
  movss %xmm1, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x228(%rsp), %r8
  movb %r8b, <offset:1>+0x120(%rsp)
  movsd %xmm2, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x230(%rsp), %r14
  movw %r14w, <offset:1>+0x130(%rsp)
  movsd %xmm3, <offset:1>+0x138(%rsp)
  movl %r11d, <offset:1>+0x140(%rsp)
  movq <offset:1>+0x238(%rsp), %rax
  movb %al, <offset:1>+0x148(%rsp)
  movq %r12, <offset:1>+0x150(%rsp)
  movq %r13, <offset:1>+0x158(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x30(%rax), %rax
  call    *%rax
  movq <offset:1>+0xd0(%rsp), %rdi
  movq %rdi, <offset:1>+0x210(%rsp)
  movq <offset:1>+0xd8(%rsp), %rdi
  movq <offset:1>+0xe0(%rsp), %rdx
  movq %rdx, <offset:1>+0x1f8(%rsp)
  movq <offset:1>+0xe8(%rsp), %rcx
  movq <offset:1>+0xf0(%rsp), %r8
  movq <offset:1>+0xf8(%rsp), %r9
  movl <offset:1>+0x100(%rsp), %r14d
  movq %r14, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x108(%rsp), %xmm0
  movq <offset:1>+0x110(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x118(%rsp), %xmm1
  movzbq <offset:1>+0x120(%rsp), %r10
  movq %r10, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x128(%rsp), %xmm2
  movzwq <offset:1>+0x130(%rsp), %r14
  movq %r14, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0x138(%rsp), %xmm3
  movl <offset:1>+0x140(%rsp), %r11d
  movzbq <offset:1>+0x148(%rsp), %r12
  movq %r12, <offset:1>+0x238(%rsp)
  movq <offset:1>+0x150(%rsp), %r12
  movq <offset:1>+0x158(%rsp), %r13
  testb %al, %al
  jnz     label25; j label26
block25:
  jmp     label27
block26:
  movq %rdi, %rsi
  jmp     label32
block27:
  movq 0x58(%rcx), %rdx
  movq %rdx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %al
  movq %rdx, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  setae %r15b
  xorb $0x1, %r15b
  movq %rdx, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r10, %rbx, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r10, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %bl
  sete %r14b
  andl %r14d, %ebx
  cmpq (%rip), %r10
  setne %r14b
  andl %r14d, %ebx
  andl %ebx, %r15d
  movslq %edx, %rdx
  cmpq (%rip), %rsi
  cmoveq %rdx, %r10
  orl %r15d, %eax
  notq %r10
  shrq $0x3f, %r10
  testb %al, %r10b
  jnz     label28; j label29
block28:
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label33
block29:
  leaq 0x58(%rcx), %rsi
  leaq <offset:1>+0x38(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x160(%rsp)
  movq %rdi, <offset:1>+0x168(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0x170(%rsp)
  movq %rcx, <offset:1>+0x178(%rsp)
  movq %r8, <offset:1>+0x180(%rsp)
  movq %r9, <offset:1>+0x188(%rsp)
  movq <offset:1>+0x220(%rsp), %r14
  movl %r14d, <offset:1>+0x190(%rsp)
  movsd %xmm0, <offset:1>+0x198(%rsp)
  movq <offset:1>+0x208(%rsp), %r8
  movq %r8, <offset:1>+0x1a0(%rsp)
  movss %xmm1, <offset:1>+0x1a8(%rsp)
  movq <offset:1>+0x228(%rsp), %r8
  movb %r8b, <offset:1>+0x1b0(%rsp)
  movsd %xmm2, <offset:1>+0x1b8(%rsp)
  movq <offset:1>+0x230(%rsp), %r14
  movw %r14w, <offset:1>+0x1c0(%rsp)
  movsd %xmm3, <offset:1>+0x1c8(%rsp)
  movl %r11d, <offset:1>+0x1d0(%rsp)
  movq <offset:1>+0x238(%rsp), %rax
  movb %al, <offset:1>+0x1d8(%rsp)
  movq %r12, <offset:1>+0x1e0(%rsp)
  movq %r13, <offset:1>+0x1e8(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x30(%rax), %rax
  call    *%rax
  movq <offset:1>+0x160(%rsp), %rdi
  movq %rdi, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x168(%rsp), %rsi
  movq <offset:1>+0x170(%rsp), %rdx
  movq %rdx, <offset:1>+0x1f8(%rsp)
  movq <offset:1>+0x178(%rsp), %rcx
  movq <offset:1>+0x180(%rsp), %r8
  movq <offset:1>+0x188(%rsp), %r9
  movl <offset:1>+0x190(%rsp), %r14d
  movq %r14, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x198(%rsp), %xmm0
  movq <offset:1>+0x1a0(%rsp), %rdx
  movss <offset:1>+0x1a8(%rsp), %xmm0
  movzbq <offset:1>+0x1b0(%rsp), %rdx
  movq %rdx, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x1b8(%rsp), %xmm0
  movzwq <offset:1>+0x1c0(%rsp), %r14
  movq %r14, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0x1c8(%rsp), %xmm0
  movl <offset:1>+0x1d0(%rsp), %edx
  movzbq <offset:1>+0x1d8(%rsp), %r12
  movq %r12, <offset:1>+0x238(%rsp)
  movq <offset:1>+0x1e0(%rsp), %rdx
  movq <offset:1>+0x1e8(%rsp), %rdx
  testb %al, %al
  jnz     label30; j label31
block30:
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label33
block31:
  jmp     label32
block32:
  load_ext_name <imports>+0, %rdx
  movq 0x78(%rdx), %rdx
  load_ext_name <imports>+0, %rdi
  movq 0x58(%rdi), %r10
  movq %rdx, (%rsp)
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rdi
  call    *%r10
  movq 0x250(%rsp), %rbx
  movq 0x258(%rsp), %r12
  movq 0x260(%rsp), %r13
  movq 0x268(%rsp), %r14
  movq 0x270(%rsp), %r15
  addq $0x280, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block33:
  movq 8(%rcx), %rsi
  movq %rsi, %rdi
  andq (%rip), %rdi
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl %esi, %xmm4
  movq %rsi, %xmm0
  cmpq (%rip), %rdi
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm4, %xmm0; $next:
  movq 0x10(%rcx), %rsi
  movq %rsi, %rdi
  andq (%rip), %rdi
  cmpq (%rip), %rdi
  sete %al
  movq %rsi, %r8
  andq (%rip), %r8
  cmpq (%rip), %r8
  setae %dl
  xorb $0x1, %dl
  movq %rsi, %xmm7
  cvt_float64_to_sint64_sat_seq %xmm7, %r8, %r9, %xmm6
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r8, %xmm5
  ucomisd %xmm7, %xmm5
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %r8
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %edx
  movslq %esi, %r9
  cmpq (%rip), %rdi
  cmoveq %r9, %r8
  orl %edx, %eax
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  testb %al, %al
  cmovneq %r8, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movq 0x18(%rcx), %r10
  movq %r10, %r9
  andq (%rip), %r9
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl %r10d, %xmm2
  movq %r10, %xmm3
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss %xmm3, %xmm1
  cmpq (%rip), %r9
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  movq 0x28(%rcx), %r10
  movq %r10, %r11
  andq (%rip), %r11
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl %r10d, %xmm3
  movq %r10, %xmm2
  cmpq (%rip), %r11
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  movq 0x38(%rcx), %r11
  movq %r11, %rax
  andq (%rip), %rax
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl %r11d, %xmm4
  movq %r11, %xmm3
  cmpq (%rip), %rax
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  movq 0x40(%rcx), %rax
  movq %rax, %rdx
  andq (%rip), %rdx
  movq %rax, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r11, %rsi, %xmm5
  movslq %eax, %r10
  cmpq (%rip), %rdx
  cmoveq %r10, %r11
  movq 0x50(%rcx), %rdi
  movq %rdi, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  sete %dl
  movq %rdi, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  setae %r8b
  xorb $0x1, %r8b
  movq %rdi, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rax, %r9, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rax, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rax
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %r8d
  movslq %edi, %r9
  cmpq (%rip), %rsi
  cmoveq %r9, %rax
  orl %r8d, %edx
  movq %rax, %rsi
  notq %rsi
  shrq $0x3f, %rsi
  andl %esi, %edx
  cmpq (%rip), %rax
  setle %sil
  andl %esi, %edx
  cmpq (%rip), %rdi
  sete %sil
  cmpq (%rip), %rdi
  cmoveq (%rip), %rax
  orl %esi, %edx
  movq <offset:1>+0x30(%rsp), %r12
  testb %dl, %dl
  cmovneq %rax, %r12
  movq 0x58(%rcx), %rcx
  movq %rcx, %rdx
  andq (%rip), %rdx
  cmpq (%rip), %rdx
  sete %al
  movq %rcx, %rsi
  andq (%rip), %rsi
  cmpq (%rip), %rsi
  setae %sil
  xorb $0x1, %sil
  movq %rcx, %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rdi, %r8, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rdi, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r8b
  sete %r9b
  andl %r9d, %r8d
  cmpq (%rip), %rdi
  setne %r9b
  andl %r9d, %r8d
  andl %r8d, %esi
  movslq %ecx, %rcx
  cmpq (%rip), %rdx
  cmoveq %rcx, %rdi
  orl %esi, %eax
  movq %rdi, %rcx
  notq %rcx
  shrq $0x3f, %rcx
  movq <offset:1>+0x38(%rsp), %r13
  testb %al, %cl
  cmovneq %rdi, %r13
  movq <offset:1>+0x220(%rsp), %r14
  jmp     label34
block35:
  movl $0x1, %eax
  movq 0x250(%rsp), %rbx
  movq 0x258(%rsp), %r12
  movq 0x260(%rsp), %r13
  movq 0x268(%rsp), %r14
  movq 0x270(%rsp), %r15
  addq $0x280, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
