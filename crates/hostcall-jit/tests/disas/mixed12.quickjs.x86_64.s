; thunk for (i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64 on layout quickjs-ng-64 (16 bytes per value)
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
; 5072 bytes of x86-64 machine code
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
  movq 8(%rcx), %rsi
  testq %rsi, %rsi
  sete %r13b
  movl (%rcx), %r10d
  movq %r10, <offset:1>+0x220(%rsp)
  movq 0x18(%rcx), %rdi
  cmpq $0x8, %rdi
  sete %r10b
  movsd 0x10(%rcx), %xmm0
  movq %r13, %r9
  andl %r10d, %r9d
  movq 0x28(%rcx), %r10
  testq %r10, %r10
  sete %r10b
  movslq 0x20(%rcx), %rsi
  andl %r10d, %r9d
  movq 0x38(%rcx), %r10
  cmpq $0x8, %r10
  sete %r10b
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  andl %r10d, %r9d
  movq 0x48(%rcx), %r10
  testq %r10, %r10
  sete %dil
  movl 0x40(%rcx), %eax
  movq %rax, %r11
  notl %r11d
  shrl $0x1f, %r11d
  andl %r11d, %edi
  cmpl $0xff, %eax
  movq %rax, <offset:1>+0x228(%rsp)
  setle %al
  andl %eax, %edi
  andl %edi, %r9d
  andl %edi, %r13d
  movq 0x58(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x50(%rcx), %xmm2
  andl %eax, %r9d
  movq 0x68(%rcx), %rax
  testq %rax, %rax
  sete %r10b
  movl 0x60(%rcx), %eax
  cmpl $0xffff8000, %eax
  setge %dl
  andl %edx, %r10d
  cmpl $0x7fff, %eax
  movq %rax, <offset:1>+0x230(%rsp)
  setle %al
  andl %eax, %r10d
  andl %r10d, %r9d
  andl %r10d, %r13d
  movq 0x78(%rcx), %rax
  cmpq $0x8, %rax
  sete %al
  movsd 0x70(%rcx), %xmm3
  andl %eax, %r9d
  movq 0x88(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl 0x80(%rcx), %ebx
  movq %rbx, %rdx
  notl %edx
  shrl $0x1f, %edx
  andl %edx, %eax
  andl %eax, %r9d
  movq 0x98(%rcx), %rax
  cmpq $0x1, %rax
  sete %r15b
  andl %r15d, %r9d
  movq %r13, %rdi
  andl %r15d, %edi
  movl 0x90(%rcx), %eax
  testl %eax, %eax
  setne %r11b
  movq %r11, <offset:1>+0x238(%rsp)
  movq 0xa8(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0xa0(%rcx), %r10d
  movq %r10, %r11
  notl %r11d
  shrl $0x1f, %r11d
  andl %r11d, %eax
  movl %r10d, %r12d
  cmpq $0x2, %rdx
  sete %r10b
  cmpq $0x2, %rdx
  cmoveq (%rip), %r12
  orl %r10d, %eax
  andl %eax, %r9d
  movq 0xb8(%rcx), %rax
  testq %rax, %rax
  sete %al
  movl 0xb0(%rcx), %edx
  movq %rdx, %r10
  notl %r10d
  shrl $0x1f, %r10d
  andl %r10d, %eax
  movl %edx, %r14d
  testb %r9b, %al
  jnz     label2; j label3
block2:
  movq <offset:1>+0x220(%rsp), %r11
  movq <offset:1>+0x238(%rsp), %r13
  movq %rsi, <offset:1>+0x208(%rsp)
  jmp     label34
block4:
  movq <offset:1>+0x220(%rsp), %r11
  movq <offset:1>+0x238(%rsp), %r13
  jmp     label34
block34:
  movslq %r11d, %rdi
  movq <offset:1>+0x228(%rsp), %r10
  movzbq %r10b, %rdx
  movq <offset:1>+0x230(%rsp), %rax
  movswq %ax, %rcx
  movl %ebx, %r8d
  movzbq %r13b, %r9
  movq <offset:1>+0x210(%rsp), %rax
  movq (%rax), %rax
  movq %r12, (%rsp)
  movq %r14, 8(%rsp)
  movq <offset:1>+0x208(%rsp), %rsi
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
  movl 0x10(%rcx), %r9d
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm1
  xorpd %xmm1, %xmm1
  cvtsi2sdl %r9d, %xmm1
  movsd 0x10(%rcx), %xmm0
  testq %rdx, %rdx
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm1, %xmm0; $next:
  orl %esi, %eax
  andl %eax, %edi
  movq 0x28(%rcx), %rax
  testq %rax, %rax
  sete %r9b
  movl 0x20(%rcx), %r10d
  cmpq $0x8, %rax
  sete %dl
  movsd 0x20(%rcx), %xmm1
  cvt_float64_to_sint64_sat_seq %xmm1, %rsi, %r11, %xmm2
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdq %rsi, %xmm2
  ucomisd %xmm1, %xmm2
  setnp %r11b
  sete %bl
  andl %ebx, %r11d
  cmpq (%rip), %rsi
  setne %bl
  andl %ebx, %r11d
  andl %r11d, %edx
  movslq %r10d, %r10
  testq %rax, %rax
  cmoveq %r10, %rsi
  orl %edx, %r9d
  cmpq $0x7, %rax
  sete %dl
  movslq 0x20(%rcx), %r10
  cmpq $0x7, %rax
  cmoveq %r10, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  orl %edx, %r9d
  andl %r9d, %edi
  movq 0x38(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x30(%rcx), %r9d
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm2
  xorps %xmm2, %xmm2
  cvtsi2ssl %r9d, %xmm2
  movsd 0x30(%rcx), %xmm3
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss %xmm3, %xmm1
  testq %rdx, %rdx
  movss %xmm1, %xmm1; jnz $next; movss %xmm2, %xmm1; $next:
  orl %esi, %eax
  andl %eax, %edi
  movq 0x58(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x50(%rcx), %r9d
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm3
  xorpd %xmm3, %xmm3
  cvtsi2sdl %r9d, %xmm3
  movsd 0x50(%rcx), %xmm2
  testq %rdx, %rdx
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm3, %xmm2; $next:
  orl %esi, %eax
  andl %eax, %edi
  movq 0x78(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x70(%rcx), %r9d
  cmpq $0x8, %rdx
  sete %sil
  uninit  %xmm4
  xorpd %xmm4, %xmm4
  cvtsi2sdl %r9d, %xmm4
  movsd 0x70(%rcx), %xmm3
  testq %rdx, %rdx
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm4, %xmm3; $next:
  orl %esi, %eax
  andl %eax, %edi
  movq 0x88(%rcx), %rdx
  testq %rdx, %rdx
  sete %al
  movl 0x80(%rcx), %r9d
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x80(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rbx, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rbx, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %rbx
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %esi
  movslq %r9d, %r9
  testq %rdx, %rdx
  cmoveq %r9, %rbx
  orl %esi, %eax
  movq %rbx, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %eax
  cmpq (%rip), %rbx
  setle %dl
  andl %edx, %eax
  andl %eax, %edi
  movq 0xa8(%rcx), %r14
  testq %r14, %r14
  sete %r9b
  movl 0xa0(%rcx), %edx
  cmpq $0x8, %r14
  sete %al
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r12, %rsi, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r12, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %sil
  sete %r10b
  andl %r10d, %esi
  cmpq (%rip), %r12
  setne %r10b
  andl %r10d, %esi
  andl %esi, %eax
  movslq %edx, %rdx
  testq %r14, %r14
  cmoveq %rdx, %r12
  orl %eax, %r9d
  cmpq $0x7, %r14
  sete %al
  movslq 0xa0(%rcx), %rdx
  cmpq $0x7, %r14
  cmoveq %rdx, %r12
  orl %eax, %r9d
  movq %r12, %rax
  notq %rax
  shrq $0x3f, %rax
  andl %eax, %r9d
  cmpq (%rip), %r12
  setle %al
  andl %eax, %r9d
  cmpq $0x2, %r14
  sete %al
  cmpq $0x2, %r14
  cmoveq (%rip), %r12
  orl %eax, %r9d
  andl %r9d, %edi
  movq 0xb8(%rcx), %r9
  testq %r9, %r9
  sete %al
  movl 0xb0(%rcx), %esi
  cmpq $0x8, %r9
  sete %dl
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r14, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r14, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r10b
  sete %r11b
  andl %r11d, %r10d
  cmpq (%rip), %r14
  setne %r11b
  andl %r11d, %r10d
  andl %r10d, %edx
  movslq %esi, %rsi
  testq %r9, %r9
  cmoveq %rsi, %r14
  orl %edx, %eax
  cmpq $0x7, %r9
  sete %dl
  movslq 0xb0(%rcx), %rsi
  cmpq $0x7, %r9
  cmoveq %rsi, %r14
  orl %edx, %eax
  movq %r14, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %eax
  testb %dil, %al
  jnz     label4; j label5
block5:
  testb %r13b, %r15b
  jnz     label7; j label6
block6:
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq <offset:1>+0x1f0(%rsp), %rsi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label32
block7:
  movq 0x18(%rcx), %rsi
  testq %rsi, %rsi
  sete %dl
  movl 0x10(%rcx), %edi
  cmpq $0x8, %rsi
  sete %sil
  movsd 0x10(%rcx), %xmm6
  orl %esi, %edx
  testb %dl, %dl
  jnz     label9; j label8
block8:
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq <offset:1>+0x1f0(%rsp), %rsi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label32
block9:
  movq 0x28(%rcx), %r9
  testq %r9, %r9
  sete %al
  movl 0x20(%rcx), %r10d
  cmpq $0x8, %r9
  sete %dl
  movsd 0x20(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r10, %r11, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r10, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %sil
  sete %r11b
  andl %r11d, %esi
  cmpq (%rip), %r10
  setne %r11b
  andl %r11d, %esi
  andl %esi, %edx
  orl %edx, %eax
  cmpq $0x7, %r9
  sete %dl
  movslq 0x20(%rcx), %rsi
  orl %edx, %eax
  testb %al, %al
  jnz     label10; j label11
block10:
  movq <offset:1>+0x1f0(%rsp), %rdi
  movq <offset:1>+0x218(%rsp), %r9
  jmp     label14
block11:
  leaq 0x20(%rcx), %rsi
  leaq <offset:1>+8(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rdi
  movq %rdi, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x1f0(%rsp), %rax
  movq %rax, <offset:1>+0x48(%rsp)
  movq <offset:1>+0x1f8(%rsp), %r9
  movq %r9, <offset:1>+0x50(%rsp)
  movq %rcx, <offset:1>+0x58(%rsp)
  movq %r8, <offset:1>+0x60(%rsp)
  movq <offset:1>+0x218(%rsp), %r9
  movq %r9, <offset:1>+0x68(%rsp)
  movq <offset:1>+0x220(%rsp), %r13
  movl %r13d, <offset:1>+0x70(%rsp)
  movsd %xmm0, <offset:1>+0x78(%rsp)
  movq <offset:1>+0x208(%rsp), %rdi
  movq %rdi, <offset:1>+0x80(%rsp)
  movss %xmm1, <offset:1>+0x88(%rsp)
  movq <offset:1>+0x228(%rsp), %r11
  movb %r11b, <offset:1>+0x90(%rsp)
  movsd %xmm2, <offset:1>+0x98(%rsp)
  movq <offset:1>+0x230(%rsp), %r11
  movw %r11w, <offset:1>+0xa0(%rsp)
  movsd %xmm3, <offset:1>+0xa8(%rsp)
  movl %ebx, <offset:1>+0xb0(%rsp)
  movq <offset:1>+0x238(%rsp), %r13
  movb %r13b, <offset:1>+0xb8(%rsp)
  movq %r12, <offset:1>+0xc0(%rsp)
  movq %r14, <offset:1>+0xc8(%rsp)
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
  movq <offset:1>+0x68(%rsp), %r9
  movl <offset:1>+0x70(%rsp), %r13d
  movq %r13, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x78(%rsp), %xmm0
  movq <offset:1>+0x80(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x88(%rsp), %xmm1
  movzbq <offset:1>+0x90(%rsp), %r11
  movq %r11, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x98(%rsp), %xmm2
  movzwq <offset:1>+0xa0(%rsp), %r11
  movq %r11, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0xa8(%rsp), %xmm3
  movl <offset:1>+0xb0(%rsp), %ebx
  movzbq <offset:1>+0xb8(%rsp), %r13
  movq %r13, <offset:1>+0x238(%rsp)
  movq <offset:1>+0xc0(%rsp), %r12
  movq <offset:1>+0xc8(%rsp), %r14
  testb %al, %al
  jnz     label12; j label13
block12:
  jmp     label14
block13:
  movq <offset:1>+0x1f8(%rsp), %rdx
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
  movq <offset:1>+0x1f8(%rsp), %rdx
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
  movq <offset:1>+0x1f8(%rsp), %rdx
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
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq %rdi, %rsi
  jmp     label32
block20:
  movq 0x88(%rcx), %rdx
  testq %rdx, %rdx
  sete %r10b
  movl 0x80(%rcx), %r11d
  cmpq $0x8, %rdx
  sete %sil
  movsd 0x80(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rax, %r13, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rax, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r13b
  sete %r15b
  andl %r15d, %r13d
  cmpq (%rip), %rax
  setne %r15b
  andl %r15d, %r13d
  andl %r13d, %esi
  movslq %r11d, %r11
  testq %rdx, %rdx
  cmoveq %r11, %rax
  orl %esi, %r10d
  movq %rax, %rdx
  notq %rdx
  shrq $0x3f, %rdx
  andl %edx, %r10d
  cmpq (%rip), %rax
  setle %al
  testb %r10b, %al
  jnz     label22; j label21
block21:
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq %rdi, %rsi
  jmp     label32
block22:
  movq 0xa8(%rcx), %r10
  testq %r10, %r10
  sete %r15b
  movl 0xa0(%rcx), %esi
  cmpq $0x8, %r10
  sete %al
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rdx, %r11, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rdx, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r11b
  sete %r13b
  andl %r13d, %r11d
  cmpq (%rip), %rdx
  setne %r13b
  andl %r13d, %r11d
  andl %r11d, %eax
  movslq %esi, %rsi
  testq %r10, %r10
  cmoveq %rsi, %rdx
  orl %eax, %r15d
  cmpq $0x7, %r10
  sete %al
  movslq 0xa0(%rcx), %rsi
  cmpq $0x7, %r10
  cmoveq %rsi, %rdx
  orl %eax, %r15d
  movq %rdx, %rsi
  notq %rsi
  shrq $0x3f, %rsi
  andl %esi, %r15d
  cmpq (%rip), %rdx
  setle %dl
  andl %edx, %r15d
  cmpq $0x2, %r10
  sete %sil
  orl %esi, %r15d
  testb %r15b, %r15b
  jnz     label23; j label24
block23:
  movq <offset:1>+0x238(%rsp), %r13
  movq %r8, <offset:1>+0x200(%rsp)
  jmp     label27
block24:
  leaq 0xa0(%rcx), %rsi
  leaq <offset:1>+0x30(%rsp), %rdx
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0xd0(%rsp)
  movq %rdi, <offset:1>+0xd8(%rsp)
  movq <offset:1>+0x1f8(%rsp), %r10
  movq %r10, <offset:1>+0xe0(%rsp)
  movq %rcx, <offset:1>+0xe8(%rsp)
  movq %r8, <offset:1>+0xf0(%rsp)
  movq %r9, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0x220(%rsp), %r11
  movl %r11d, <offset:1>+0x100(%rsp)
  movsd %xmm0, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x110(%rsp)
  movss %xmm1, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x228(%rsp), %r10
  movb %r10b, <offset:1>+0x120(%rsp)
  movsd %xmm2, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x230(%rsp), %r13
  movw %r13w, <offset:1>+0x130(%rsp)
  movsd %xmm3, <offset:1>+0x138(%rsp)
  movl %ebx, <offset:1>+0x140(%rsp)
  movq <offset:1>+0x238(%rsp), %r13
  movb %r13b, <offset:1>+0x148(%rsp)
  movq %r12, <offset:1>+0x150(%rsp)
  movq %r14, <offset:1>+0x158(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x30(%rax), %rax
  call    *%rax
  movq <offset:1>+0xd0(%rsp), %rdi
  movq %rdi, <offset:1>+0x210(%rsp)
  movq <offset:1>+0xd8(%rsp), %rdi
  movq <offset:1>+0xe0(%rsp), %r10
  movq %r10, <offset:1>+0x1f8(%rsp)
  movq <offset:1>+0xe8(%rsp), %rcx
  movq <offset:1>+0xf0(%rsp), %r8
  movq %r8, <offset:1>+0x200(%rsp)
  movq <offset:1>+0xf8(%rsp), %r9
  movl <offset:1>+0x100(%rsp), %r11d
  movq %r11, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x108(%rsp), %xmm0
  movq <offset:1>+0x110(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movss <offset:1>+0x118(%rsp), %xmm1
  movzbq <offset:1>+0x120(%rsp), %r10
  movq %r10, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x128(%rsp), %xmm2
  movzwq <offset:1>+0x130(%rsp), %r13
  movq %r13, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0x138(%rsp), %xmm3
  movl <offset:1>+0x140(%rsp), %ebx
  movzbq <offset:1>+0x148(%rsp), %r13
  movq <offset:1>+0x150(%rsp), %r12
  movq <offset:1>+0x158(%rsp), %r14
  testb %al, %al
  jnz     label25; j label26
block25:
  jmp     label27
block26:
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq %rdi, %rsi
  movq <offset:1>+0x200(%rsp), %r8
  jmp     label32
block27:
  movq 0xb8(%rcx), %rdx
  testq %rdx, %rdx
  sete %r15b
  movl 0xb0(%rcx), %esi
  cmpq $0x8, %rdx
  sete %al
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %r10, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %r8, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r11b
  sete %r10b
  andl %r10d, %r11d
  cmpq (%rip), %r8
  setne %r10b
  andl %r10d, %r11d
  andl %r11d, %eax
  movslq %esi, %rsi
  testq %rdx, %rdx
  cmoveq %rsi, %r8
  orl %eax, %r15d
  cmpq $0x7, %rdx
  sete %al
  movslq 0xb0(%rcx), %rsi
  cmpq $0x7, %rdx
  cmoveq %rsi, %r8
  orl %eax, %r15d
  notq %r8
  shrq $0x3f, %r8
  testb %r15b, %r8b
  jnz     label28; j label29
block28:
  movq %r9, <offset:1>+0x218(%rsp)
  jmp     label33
block29:
  leaq 0xb0(%rcx), %rsi
  leaq <offset:1>+0x38(%rsp), %r15
  movq <offset:1>+0x210(%rsp), %rax
  movq %rax, <offset:1>+0x160(%rsp)
  movq %rdi, <offset:1>+0x168(%rsp)
  movq <offset:1>+0x1f8(%rsp), %rdx
  movq %rdx, <offset:1>+0x170(%rsp)
  movq %rcx, <offset:1>+0x178(%rsp)
  movq <offset:1>+0x200(%rsp), %r8
  movq %r8, <offset:1>+0x180(%rsp)
  movq %r9, <offset:1>+0x188(%rsp)
  movq <offset:1>+0x220(%rsp), %r11
  movl %r11d, <offset:1>+0x190(%rsp)
  movsd %xmm0, <offset:1>+0x198(%rsp)
  movq <offset:1>+0x208(%rsp), %rax
  movq %rax, <offset:1>+0x1a0(%rsp)
  movss %xmm1, <offset:1>+0x1a8(%rsp)
  movq <offset:1>+0x228(%rsp), %r10
  movb %r10b, <offset:1>+0x1b0(%rsp)
  movsd %xmm2, <offset:1>+0x1b8(%rsp)
  movq <offset:1>+0x230(%rsp), %rax
  movw %ax, <offset:1>+0x1c0(%rsp)
  movsd %xmm3, <offset:1>+0x1c8(%rsp)
  movl %ebx, <offset:1>+0x1d0(%rsp)
  movb %r13b, <offset:1>+0x1d8(%rsp)
  movq %r12, <offset:1>+0x1e0(%rsp)
  movq %r14, <offset:1>+0x1e8(%rsp)
  load_ext_name <imports>+0, %rax
  movq 0x30(%rax), %rax
  movq %r15, %rdx
  call    *%rax
  movq <offset:1>+0x160(%rsp), %rdi
  movq %rdi, <offset:1>+0x210(%rsp)
  movq <offset:1>+0x168(%rsp), %rsi
  movq <offset:1>+0x170(%rsp), %rdx
  movq <offset:1>+0x178(%rsp), %rcx
  movq <offset:1>+0x180(%rsp), %r8
  movq <offset:1>+0x188(%rsp), %r9
  movl <offset:1>+0x190(%rsp), %r11d
  movq %r11, <offset:1>+0x220(%rsp)
  movsd <offset:1>+0x198(%rsp), %xmm0
  movq <offset:1>+0x1a0(%rsp), %rdi
  movss <offset:1>+0x1a8(%rsp), %xmm0
  movzbq <offset:1>+0x1b0(%rsp), %r10
  movq %r10, <offset:1>+0x228(%rsp)
  movsd <offset:1>+0x1b8(%rsp), %xmm0
  movzwq <offset:1>+0x1c0(%rsp), %r13
  movq %r13, <offset:1>+0x230(%rsp)
  movsd <offset:1>+0x1c8(%rsp), %xmm0
  movl <offset:1>+0x1d0(%rsp), %edi
  movzbq <offset:1>+0x1d8(%rsp), %r13
  movq <offset:1>+0x1e0(%rsp), %rdi
  movq <offset:1>+0x1e8(%rsp), %rdi
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
  load_ext_name <imports>+0, %rdi
  movq 0x58(%rdi), %r10
  movq %rax, (%rsp)
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
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rdi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %eax
  movslq %r8d, %r8
  testq %rsi, %rsi
  cmoveq %r8, %rdi
  orl %eax, %edx
  cmpq $0x7, %rsi
  sete %r8b
  movslq 0x20(%rcx), %r9
  cmpq $0x7, %rsi
  cmoveq %r9, %rdi
  orl %r8d, %edx
  movq <offset:1>+8(%rsp), %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  testb %dl, %dl
  cmovneq %rdi, %rsi
  movq %rsi, <offset:1>+0x208(%rsp)
  movq 0x38(%rcx), %rsi
  uninit  %xmm4
  xorps %xmm4, %xmm4
  cvtsi2ssl 0x30(%rcx), %xmm4
  uninit  %xmm1
  xorps %xmm1, %xmm1
  cvtsd2ss 0x30(%rcx), %xmm1
  testq %rsi, %rsi
  movss %xmm1, %xmm1; jnz $next; movss %xmm4, %xmm1; $next:
  movq 0x58(%rcx), %rsi
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdl 0x50(%rcx), %xmm5
  movsd 0x50(%rcx), %xmm2
  testq %rsi, %rsi
  movsd %xmm2, %xmm2; jnz $next; movsd %xmm5, %xmm2; $next:
  movq 0x78(%rcx), %rsi
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdl 0x70(%rcx), %xmm6
  movsd 0x70(%rcx), %xmm3
  testq %rsi, %rsi
  movsd %xmm3, %xmm3; jnz $next; movsd %xmm6, %xmm3; $next:
  movq 0x88(%rcx), %rdi
  movl 0x80(%rcx), %r8d
  movsd 0x80(%rcx), %xmm7
  cvt_float64_to_sint64_sat_seq %xmm7, %rbx, %r9, %xmm6
  movslq %r8d, %rsi
  testq %rdi, %rdi
  cmoveq %rsi, %rbx
  movq 0xa8(%rcx), %rdi
  testq %rdi, %rdi
  sete %dl
  movl 0xa0(%rcx), %r9d
  cmpq $0x8, %rdi
  sete %al
  movsd 0xa0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %r8, %r10, %xmm7
  uninit  %xmm6
  xorpd %xmm6, %xmm6
  cvtsi2sdq %r8, %xmm6
  ucomisd %xmm4, %xmm6
  setnp %sil
  sete %r10b
  andl %r10d, %esi
  cmpq (%rip), %r8
  setne %r10b
  andl %r10d, %esi
  andl %esi, %eax
  movslq %r9d, %r9
  testq %rdi, %rdi
  cmoveq %r9, %r8
  orl %eax, %edx
  cmpq $0x7, %rdi
  sete %r11b
  movslq 0xa0(%rcx), %rax
  cmpq $0x7, %rdi
  cmoveq %rax, %r8
  orl %r11d, %edx
  movq %r8, %r11
  notq %r11
  shrq $0x3f, %r11
  andl %r11d, %edx
  cmpq (%rip), %r8
  setle %al
  andl %eax, %edx
  cmpq $0x2, %rdi
  sete %al
  cmpq $0x2, %rdi
  cmoveq (%rip), %r8
  orl %eax, %edx
  movq <offset:1>+0x30(%rsp), %r12
  testb %dl, %dl
  cmovneq %r8, %r12
  movq 0xb8(%rcx), %r8
  testq %r8, %r8
  sete %dl
  movl 0xb0(%rcx), %eax
  cmpq $0x8, %r8
  sete %sil
  movsd 0xb0(%rcx), %xmm4
  cvt_float64_to_sint64_sat_seq %xmm4, %rdi, %r9, %xmm5
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdq %rdi, %xmm5
  ucomisd %xmm4, %xmm5
  setnp %r9b
  sete %r10b
  andl %r10d, %r9d
  cmpq (%rip), %rdi
  setne %r10b
  andl %r10d, %r9d
  andl %r9d, %esi
  movslq %eax, %rax
  testq %r8, %r8
  cmoveq %rax, %rdi
  orl %esi, %edx
  cmpq $0x7, %r8
  sete %al
  movslq 0xb0(%rcx), %rcx
  cmpq $0x7, %r8
  cmoveq %rcx, %rdi
  orl %eax, %edx
  movq %rdi, %rax
  notq %rax
  shrq $0x3f, %rax
  movq <offset:1>+0x38(%rsp), %r14
  testb %dl, %al
  cmovneq %rdi, %r14
  movq <offset:1>+0x220(%rsp), %r11
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
