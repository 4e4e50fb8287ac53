; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   param 2 i64 <- argv[2]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   param 3 f32 <- argv[3]: int32 | float64; passed as f32
;   param 4 u8 <- argv[4]: int32 in range | integral float64 in range; passed as i8 uext
;   param 5 f64 <- argv[5]: int32 | float64; passed as f64
;   param 6 i16 <- argv[6]: int32 in range | integral float64 in range; passed as i16 sext
;   param 7 f64 <- argv[7]: int32 | float64; passed as f64
;   param 8 u32 <- argv[8]: int32 in range | integral float64 in range; passed as i32
;   param 9 bool <- argv[9]: bool; passed as i8 uext
;   param 10 pointer <- argv[10]: null | int32 >= 0 | integral float64 in [0, 2^53] | BigInt in u64 (inline if the layout holds it so, else hook); passed as i64
;   param 11 u64 <- argv[11]: int32 in range | integral float64 in range | BigInt in range (inline if the layout holds it so, else hook); passed as i64
;   result f64 -> float64
; 5016 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path
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
  cmpq $0xc, %r8
  movq %r8, <offset:1>+0x200(%rsp)
  jb      label35; j label1
block1:
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %bl
  movl (%rcx), %edi
  movq %rdi, <offset:1>+0x220(%rsp)
  movq 0x18(%rcx), %rsi
  cmpq $0x8, %rsi
  sete %sil
  movsd 0x10(%rcx), %xmm0
  movq %rbx, %rdx
  andl %esi, %edx
  movq 0x28(%rcx), %rsi
  testq %rsi, %rsi
  sete %dil
  movslq 0x20(%rcx), %rsi
  andl %edi, %edx
  movq 0x38(%rcx), %rdi
  cmpq $0x8, %rdi
  sete %r8b
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  andl %r8d, %edx
  movq 0x48(%rcx), %r8
  testq %r8, %r8
  sete %dil
  movl 0x40(%rcx), %r15d
  movq %r15, %r10
  notl %r10d
  shrl $0x1f, %r10d
  andl %r10d, %edi
  cmpl $0xff, %r15d
  movq %r15, <offset:1>+0x228(%rsp)
  setle %r10b
  andl %r10d, %edi
  andl %edi, %edx
  andl %edi, %ebx
  movq 0x58(%rcx), %r10
  cmpq $0x8, %r10
  sete %r11b
  movsd 0x50(%rcx), %xmm2
  andl %r11d, %edx
  movq 0x68(%rcx), %r11
  testq %r11, %r11
  sete %dil
  movl 0x60(%rcx), %r15d
  cmpl $0xffff8000, %r15d
  setge %al
  andl %eax, %edi
  cmpl $0x7fff, %r15d
  movq %r15, <offset:1>+0x230(%rsp)
  setle %al
  andl %eax, %edi
  andl %edi, %edx
  andl %edi, %ebx
  movq 0x78(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x70(%rcx), %xmm3
  andl %eax, %edx
  movq 0x88(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl 0x80(%rcx), %r8d
  movq %r8, %rdi
  notl %edi
  shrl $0x1f, %edi
  andl %edi, %eax
  andl %eax, %edx
  movq 0x98(%rcx), %rax
  cmpq $0x1, %rax
  sete %r13b
  andl %r13d, %edx
  movq %rbx, %r14
  andl %r13d, %r14d
  movl 0x90(%rcx), %eax
  testl %eax, %eax
  setne %r10b
  movq %r10, <offset:1>+0x238(%rsp)
  movq 0xa8(%rcx), %rdi
  testq %rdi, %rdi
  sete %al
  movl 0xa0(%rcx), %r10d
  movq %r10, %r11
  notl %r11d
  shrl $0x1f, %r11d
  andl %r11d, %eax
  movl %r10d, %r11d
  cmpq $0x2, %rdi
  sete %r10b
  cmpq $0x2, %rdi
  cmoveq (%rip), %r11
  orl %r10d, %eax
  andl %eax, %edx
  movq 0xb8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl 0xb0(%rcx), %edi
  movq %rdi, %r10
  notl %r10d
  shrl $0x1f, %r10d
  andl %r10d, %eax
  movl %edi, %r12d
  testb %dl, %al
  jnz     label2; j label3
block2:
  movq <offset:1>+0x210(%rsp), %rdi
  movq <offset:1>+0x238(%rsp), %r10
  movq <offset:1>+0x230(%rsp), %r15
  movq %rsi, <offset:1>+0x208(%rsp)
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label34
block4:
  movq <offset:1>+0x210(%rsp), %rdi
  movq <offset:1>+0x238(%rsp), %r10
  movq <offset:1>+0x230(%rsp), %r15
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label34
block34:
  movq (%rdi), %rax
  movq <offset:1>+0x228(%rsp), %rcx
  movzbq %cl, %rdx
  movswq %r15w, %rcx
  movzbq %r10b, %r9
  movq %r11, (%rsp)
  movq %r12, 8(%rsp)
  movq <offset:1>+0x208(%rsp), %rsi
  movq <offset:1>+0x220(%rsp), %rdi
  call    *%rax
  movq <offset:1>+0x218(%rsp), %r9
  movsd %xmm0, (%r9)
  movq $0x8, 8(%r9)
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
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x10(%rcx), %edi
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl %edi, %xmm1
  movsd 0x10(%rcx), %xmm0
  testq %rdx, %rdx
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %esi, %eax
  andl %eax, %r14d
  movq 0x28(%rcx), %rdx
  testq %rdx, %rdx
  sete %r8b
  movl 0x20(%rcx), %edi
  cmpq $0x8, %rdx
  sete %al
  movsd 0x20(%rcx), %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rsi, %r10, %xmm2
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdq %rsi, %xmm2
  ucomisd %xmm1, %xmm2
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rsi
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %eax
  movslq %edi, %rdi
  testq %rdx, %rdx
  cmoveq %rdi, %rsi
  orl %eax, %r8d
  cmpq $0x7, %rdx
  sete %al
  movslq 0x20(%rcx), %rdi
  cmpq $0x7, %rdx
  cmoveq %rdi, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  orl %eax, %r8d
  andl %r8d, %r14d
  movq 0x38(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x30(%rcx), %edi
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl %edi, %xmm2
  movsd 0x30(%rcx), %xmm3
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss %xmm3, %xmm1
  testq %rdx, %rdx
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  orl %esi, %eax
  andl %eax, %r14d
  movq 0x58(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x50(%rcx), %edi
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl %edi, %xmm3
  movsd 0x50(%rcx), %xmm2
  testq %rdx, %rdx
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  orl %esi, %eax
  andl %eax, %r14d
  movq 0x78(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x70(%rcx), %edi
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl %edi, %xmm4
  movsd 0x70(%rcx), %xmm3
  testq %rdx, %rdx
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  orl %esi, %eax
  andl %eax, %r14d
  movq 0x88(%rcx), %rsi
  testq %rsi, %rsi
  sete %dl
  movl 0x80(%rcx), %edi
  cmpq $0x8, %rsi
  sete %al
  movsd 0x80(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r8, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %r8
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %eax
  movslq %edi, %rdi
  testq %rsi, %rsi
  cmoveq %rdi, %r8
  orl %eax, %edx
  movq %r8, %rax
  notq %rax
  shrq $0x3f, %rax
  andl %eax, %edx
  cmpq (%rip), %r8
  setle %al
  andl %eax, %edx
  andl %edx, %r14d
  movq 0xa8(%rcx), %r12
  testq %r12, %r12
  sete %dl
  movl 0xa0(%rcx), %esi
  cmpq $0x8, %r12
  sete %al
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r11, %rdi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r11, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %dil
  sete %r10b
  andl %r10d, %edi
  cmpq (%rip), %r11
  setne %r10b
  andl %r10d, %edi
  andl %edi, %eax
  movslq %esi, %rsi
  testq %r12, %r12
  cmoveq %rsi, %r11
  orl %eax, %edx
  cmpq $0x7, %r12
  sete %al
  movslq 0xa0(%rcx), %rsi
  cmpq $0x7, %r12
  cmoveq %rsi, %r11
  orl %eax, %edx
  movq %r11, %rax
  notq %rax
  shrq $0x3f, %rax
  andl %eax, %edx
  cmpq (%rip), %r11
  setle %al
  andl %eax, %edx
  cmpq $0x2, %r12
  sete %al
  cmpq $0x2, %r12
  cmoveq (%rip), %r11
  orl %eax, %edx
  andl %edx, %r14d
  movq 0xb8(%rcx), %rdi
  testq %rdi, %rdi
  sete %dl
  movl 0xb0(%rcx), %esi
  cmpq $0x8, %rdi
  sete %al
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r12, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r12, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r15b
  andl %r15d, %r10d
  cmpq (%rip), %r12
  setne %r15b
  andl %r15d, %r10d
  andl %r10d, %eax
  movslq %esi, %rsi
  testq %rdi, %rdi
  cmoveq %rsi, %r12
  orl %eax, %edx
  cmpq $0x7, %rdi
  sete %al
  movslq 0xb0(%rcx), %rsi
  cmpq $0x7, %rdi
  cmoveq %rsi, %r12
  orl %eax, %edx
  movq %r12, %rax
  notq %rax
  shrq $0x3f, %rax
  andl %eax, %edx
  testb %r14b, %dl
  jnz     label4; j label5
block5:
  testb %bl, %r13b
  jnz     label7; j label6
block6:
  movq <offset:1>+0x1f0(%rsp), %rsi
  jmp     label32
block7:
  movq 0x18(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x10(%rcx), %esi
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x10(%rcx), %xmm4
  orl %esi, %eax
  testb %al, %al
  jnz     label9; j label8
block8:
  movq <offset:1>+0x1f0(%rsp), %rsi
  jmp     label32
block9:
  movq 0x28(%rcx), %rdi
  testq %rdi, %rdi
  sete %dl
  movl 0x20(%rcx), %r10d
  cmpq $0x8, %rdi
  sete %al
  movsd 0x20(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r10, %rsi, %xmm5
  uninit  %xmm7
  xorpd %xmm7, %xmm7
  cvtsi2sdq %r10, %xmm7
  ucomisd %xmm4, %xmm7
  setnp %sil
  sete %r13b
  andl %r13d, %esi
  cmpq (%rip), %r10
  setne %r10b
  andl %r10d, %esi
  andl %esi, %eax
  orl %eax, %edx
  cmpq $0x7, %rdi
  sete %r10b
  movslq 0x20(%rcx), %rax
  orl %r10d, %edx
  testb %dl, %dl
  jnz     label10; j label11
block10:
  movq <offset:1>+0x1f0(%rsp), %rdi
  jmp     label14
block11:
  leaq 0x20(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rdi
  movq %rdi, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x1f0(%rsp), %rax
  movq %rax, <offset:1>+0x48(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x200(%rsp), %rax
  movq %rax, <offset:1>+0x60(%rsp)
  movq %r9, <offset:1>+0x68(%rsp)
  movq <offset:1>+0x220(%rsp), %r10
  movl %r10d, <offset:1>+0x70(%rsp)
  movsd %xmm0, <offset:1>+0x78(%rsp)
  movq <offset:1>+0x208(%rsp), %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movss %xmm1, <offset:1>+0x88(%rsp)
  movq <offset:1>+0x228(%rsp), %r10
  movb %r10b, <offset:1>+0x90(%rsp)
  movsd %xmm2, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x230(%rsp), %r15
  movw %r15w, <offset:1>+0xa0(%rsp)
  movsd %xmm3, <offset:1>+0xa8(%rsp)
  movl %r8d, <offset:1>+0xb0(%rsp)
  movq <offset:1>+0x238(%rsp), %r10
  movb %r10b, <offset:1>+0xb8(%rsp)
  movq %r11, <offset:1>+0xc0(%rsp)
  movq %r12, <offset:1>+0xc8(%rsp)
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
  movl <offset:1>+0x70(%rsp), %r10d
  movq %r10, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x78(%rsp), %xmm0
  movq <offset:1>+0x80(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x88(%rsp), %xmm1
  movzbq <offset:1>+0x90(%rsp), %r10
  movq %r10, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x98(%rsp), %xmm2
  movzwq <offset:1>+0xa0(%rsp), %r15
  movq %r15, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0xa8(%rsp), %xmm3
  movl <offset:1>+0xb0(%rsp), %r8d
  movzbq <offset:1>+0xb8(%rsp), %r10
  movq %r10, <offset:1>+0x238(%rsp)
  movq <offset:1>+0xc0(%rsp), %r11
  movq <offset:1>+0xc8(%rsp), %r12
  testb %al, %al
  jnz     label12; j label13
block12:
  jmp     label14
block13:
  movq %rdi, %rsi
  jmp     label32
block14:
  movq 0x38(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x30(%rcx), %esi
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x30(%rcx), %xmm4
  orl %edx, %eax
  testb %al, %al
  jnz     label16; j label15
block15:
  movq %rdi, %rsi
  jmp     label32
block16:
  movq 0x58(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x50(%rcx), %esi
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x50(%rcx), %xmm4
  orl %edx, %eax
  testb %al, %al
  jnz     label18; j label17
block17:
  movq %rdi, %rsi
  jmp     label32
block18:
  movq 0x78(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x70(%rcx), %esi
  cmpq $0x8, %rdx
  sete %dl
  movsd 0x70(%rcx), %xmm4
  orl %edx, %eax
  testb %al, %al
  jnz     label20; j label19
block19:
  movq %rdi, %rsi
  jmp     label32
block20:
  movq 0x88(%rcx), %rdx
  testq %rdx, %rdx
  sete %bl
  movl 0x80(%rcx), %r10d
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x80(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rax, %r13, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rax, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r13b
  sete %r14b
  andl %r14d, %r13d
  cmpq (%rip), %rax
  setne %r14b
  andl %r14d, %r13d
  andl %r13d, %esi
  movslq %r10d, %r10
  testq %rdx, %rdx
  cmoveq %r10, %rax
  orl %esi, %ebx
  movq %rax, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %ebx
  cmpq (%rip), %rax
  setle %al
  testb %bl, %al
  jnz     label22; j label21
block21:
  movq %rdi, %rsi
  jmp     label32
block22:
  movq 0xa8(%rcx), %r13
  testq %r13, %r13
  sete %bl
  movl 0xa0(%rcx), %edx
  cmpq $0x8, %r13
  sete %al
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r14, %rsi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r14, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %sil
  sete %r10b
  andl %r10d, %esi
  cmpq (%rip), %r14
  setne %r10b
  andl %r10d, %esi
  andl %esi, %eax
  movslq %edx, %rdx
  testq %r13, %r13
  cmoveq %rdx, %r14
  orl %eax, %ebx
  cmpq $0x7, %r13
  sete %al
  movslq 0xa0(%rcx), %rdx
  cmpq $0x7, %r13
  cmoveq %rdx, %r14
  orl %eax, %ebx
  movq %r14, %rax
  notq %rax
  shrq $0x3f, %rax
  andl %eax, %ebx
  cmpq (%rip), %r14
  setle %al
  andl %eax, %ebx
  cmpq $0x2, %r13
  sete %dl
  orl %edx, %ebx
  testb %bl, %bl
  jnz     label23; j label24
block23:
  movq <offset:1>+0x238(%rsp), %r10
  movq <offset:1>+0x230(%rsp), %r15
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label27
block24:
  leaq 0xa0(%rcx), %rsi
  leaq <offset:1>+0x30(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0xd0(%rsp)
  movq %rdi, <offset:1>+0xd8(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0xe0(%rsp)
  movq %rcx, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0x200(%rsp), %rax
  movq %rax, <offset:1>+0xf0(%rsp)
  movq %r9, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0x220(%rsp), %r9
  movl %r9d, <offset:1>+0x100(%rsp)
  movsd %xmm0, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x110(%rsp)
  movss %xmm1, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x228(%rsp), %r15
  movb %r15b, <offset:1>+0x120(%rsp)
  movsd %xmm2, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x230(%rsp), %r15
  movw %r15w, <offset:1>+0x130(%rsp)
  movsd %xmm3, <offset:1>+0x138(%rsp)
  movl %r8d, <offset:1>+0x140(%rsp)
  movq <offset:1>+0x238(%rsp), %r10
  movb %r10b, <offset:1>+0x148(%rsp)
  movq %r11, <offset:1>+0x150(%rsp)
  movq %r12, <offset:1>+0x158(%rsp)
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
  movq %r8, <offset:1>+0x200(%rsp)
  movq <offset:1>+0xf8(%rsp), %r9
  movq %r9, <offset:1>+0x218(%rsp)
  movl <offset:1>+0x100(%rsp), %edx
  movq %rdx, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x108(%rsp), %xmm0
  movq <offset:1>+0x110(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x118(%rsp), %xmm1
  movzbq <offset:1>+0x120(%rsp), %r15
  movq %r15, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x128(%rsp), %xmm2
  movzwq <offset:1>+0x130(%rsp), %r15
  movsd <offset:1>+0x138(%rsp), %xmm3
  movl <offset:1>+0x140(%rsp), %r8d
  movzbq <offset:1>+0x148(%rsp), %r10
  movq <offset:1>+0x150(%rsp), %r11
  movq <offset:1>+0x158(%rsp), %r12
  testb %al, %al
  jnz     label25; j label26
block25:
  jmp     label27
block26:
  movq %rdi, %rsi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label32
block27:
  movq 0xb8(%rcx), %rbx
  testq %rbx, %rbx
  sete %r13b
  movl 0xb0(%rcx), %edx
  cmpq $0x8, %rbx
  sete %al
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r14, %rsi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r14, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %sil
  sete %r9b
  andl %r9d, %esi
  cmpq (%rip), %r14
  setne %r9b
  andl %r9d, %esi
  andl %esi, %eax
  movslq %edx, %rdx
  testq %rbx, %rbx
  cmoveq %rdx, %r14
  orl %eax, %r13d
  cmpq $0x7, %rbx
  sete %al
  movslq 0xb0(%rcx), %rdx
  cmpq $0x7, %rbx
  cmoveq %rdx, %r14
  orl %eax, %r13d
  notq %r14
  shrq $0x3f, %r14
  testb %r13b, %r14b
  jnz     label28; j label29
block28:
  jmp     label33
block29:
  leaq 0xb0(%rcx), %rsi
  leaq <offset:1>+0x38(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x160(%rsp)
  movq %rdi, <offset:1>+0x168(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rax
  movq %rax, <offset:1>+0x170(%rsp)
  movq %rcx, <offset:1>+0x178(%rsp)
  movq <offset:1>+0x200(%rsp), %rax
  movq %rax, <offset:1>+0x180(%rsp)
  movq <offset:1>+0x218(%rsp), %r9
  movq %r9, <offset:1>+0x188(%rsp)
  movq <offset:1>+0x220(%rsp), %rax
  movl %eax, <offset:1>+0x190(%rsp)
  movsd %xmm0, <offset:1>+0x198(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x1a0(%rsp)
  movss %xmm1, <offset:1>+0x1a8(%rsp)
  movq <offset:1>+0x228(%rsp), %rax
  movb %al, <offset:1>+0x1b0(%rsp)
  movsd %xmm2, <offset:1>+0x1b8(%rsp)
  movw %r15w, <offset:1>+0x1c0(%rsp)
  movsd %xmm3, <offset:1>+0x1c8(%rsp)
  movl %r8d, <offset:1>+0x1d0(%rsp)
  movb %r10b, <offset:1>+0x1d8(%rsp)
  movq %r11, <offset:1>+0x1e0(%rsp)
  movq %r12, <offset:1>+0x1e8(%rsp)
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
  movq %r8, <offset:1>+0x200(%rsp)
  movq <offset:1>+0x188(%rsp), %r9
  movl <offset:1>+0x190(%rsp), %edi
  movq %rdi, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x198(%rsp), %xmm0
  movq <offset:1>+0x1a0(%rsp), %rdx
  movss <offset:1>+0x1a8(%rsp), %xmm0
  movzbq <offset:1>+0x1b0(%rsp), %r15
  movq %r15, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x1b8(%rsp), %xmm0
  movzwq <offset:1>+0x1c0(%rsp), %r15
  movsd <offset:1>+0x1c8(%rsp), %xmm0
  movl <offset:1>+0x1d0(%rsp), %edx
  movzbq <offset:1>+0x1d8(%rsp), %r10
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
  load_ext_name <imports>+0, %rax
  movq 0x78(%rax), %rax
  load_ext_name <imports>+0, %rdx
  movq 0x58(%rdx), %r10
  movq %rax, (%rsp)
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rdi
  movq <offset:1>+0x200(%rsp), %r8
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
  movq 0x18(%rcx), %rax
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl 0x10(%rcx), %xmm1
  movsd 0x10(%rcx), %xmm0
  testq %rax, %rax
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  movq 0x28(%rcx), %rsi
  testq %rsi, %rsi
  sete %dl
  movl 0x20(%rcx), %r8d
  cmpq $0x8, %rsi
  sete %al
  movsd 0x20(%rcx), %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rdi, %r9, %xmm2
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdq %rdi, %xmm2
  ucomisd %xmm1, %xmm2
  setnp %r9b
  sete %r11b
  andl %r11d, %r9d
  cmpq (%rip), %rdi
  setne %r11b
  andl %r11d, %r9d
  andl %r9d, %eax
  movslq %r8d, %r8
  testq %rsi, %rsi
  cmoveq %r8, %rdi
  orl %eax, %edx
  cmpq $0x7, %rsi
  sete %al
  movslq 0x20(%rcx), %r8
  cmpq $0x7, %rsi
  cmoveq %r8, %rdi
  orl %eax, %edx
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  testb %dl, %dl
  cmovneq %rdi, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movq 0x38(%rcx), %rdx
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl 0x30(%rcx), %xmm2
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  testq %rdx, %rdx
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  movq 0x58(%rcx), %rsi
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl 0x50(%rcx), %xmm3
  movsd 0x50(%rcx), %xmm2
  testq %rsi, %rsi
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  movq 0x78(%rcx), %rsi
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl 0x70(%rcx), %xmm4
  movsd 0x70(%rcx), %xmm3
  testq %rsi, %rsi
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  movq 0x88(%rcx), %rsi
  movl 0x80(%rcx), %edi
  movsd 0x80(%rcx), %xmm5
  cvt_float64_to_sint64_sat_seq %xmm5, %r8, %r9, %xmm4
  movslq %edi, %rdi
  testq %rsi, %rsi
  cmoveq %rdi, %r8
  movq 0xa8(%rcx), %rdi
  testq %rdi, %rdi
  sete %dl
  movl 0xa0(%rcx), %esi
  cmpq $0x8, %rdi
  sete %al
  movsd 0xa0(%rcx), %xmm6
  cvt_float64_to_sint64_sat_seq %xmm6, %r9, %r11, %xmm5
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdq %r9, %xmm4
  ucomisd %xmm6, %xmm4
  setnp %r11b
  sete %r12b
  andl %r12d, %r11d
  cmpq (%rip), %r9
  setne %r12b
  andl %r12d, %r11d
  andl %r11d, %eax
  movslq %esi, %rsi
  testq %rdi, %rdi
  cmoveq %rsi, %r9
  orl %eax, %edx
  cmpq $0x7, %rdi
  sete %r11b
  movslq 0xa0(%rcx), %rax
  cmpq $0x7, %rdi
  cmoveq %rax, %r9
  orl %r11d, %edx
  movq %r9, %r11
  notq %r11
  shrq $0x3f, %r11
  andl %r11d, %edx
  cmpq (%rip), %r9
  setle %r11b
  andl %r11d, %edx
  cmpq $0x2, %rdi
  sete %r11b
  cmpq $0x2, %rdi
  cmoveq (%rip), %r9
  orl %r11d, %edx
  movq <offset:1>+0x30(%rsp), %r11
  testb %dl, %dl
  cmovneq %r9, %r11
  movq 0xb8(%rcx), %r9
  testq %r9, %r9
  sete %dl
  movl 0xb0(%rcx), %eax
  cmpq $0x8, %r9
  sete %sil
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rdi, %rbx, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rdi, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r12b
  sete %r14b
  andl %r14d, %r12d
  cmpq (%rip), %rdi
  setne %bl
  andl %ebx, %r12d
  andl %r12d, %esi
  movslq %eax, %rax
  testq %r9, %r9
  cmoveq %rax, %rdi
  orl %esi, %edx
  cmpq $0x7, %r9
  sete %al
  movslq 0xb0(%rcx), %rcx
  cmpq $0x7, %r9
  cmoveq %rcx, %rdi
  orl %eax, %edx
  movq %rdi, %rax
  notq %rax
  shrq $0x3f, %rax
  movq <offset:1>+0x38(%rsp), %r12
  testb %dl, %al
  cmovneq %rdi, %r12
  movq <offset:1>+0x210(%rsp), %rdi
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
