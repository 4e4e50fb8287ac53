; thunk for (f64, f64) -> f64 on layout boa-nan-boxed (8 bytes per value)
;   param 0 f64 <- argv[0]: int32 | float64; passed as f64
;   param 1 f64 <- argv[1]: int32 | float64; passed as f64
;   result f64 -> float64
; 448 bytes of x86-64 machine code
; import table slots (byte offset=import): 0=string_acquire 8=string_release 16=string_new 24=buffer_data 32=bytes_new 40=bigint_to_i64 48=bigint_to_u64 56=bigint_from_i64 64=bigint_from_u64 72=throw 80=receiver 88=slow_call 96=raise_no_bigint_i64 104=raise_no_bigint_u64 112=empty_slice 120=layout_id 128=native_slow_path 136=pointer_address 144=pointer_new 152=ffi_buffer_data
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x20, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  cmpq $0x2, %r8
  jb      label7; j label1
block1:
  movq (%rcx), %r10
  movq %r10, %rax
  andq (%rip), %rax
  cmpq (%rip), %rax
  setae %al
  xorb $0x1, %al
  movq %r10, %xmm0
  movq 8(%rcx), %r10
  movq %r10, %r11
  andq (%rip), %r11
  cmpq (%rip), %r11
  setae %r11b
  xorb $0x1, %r11b
  movq %r10, %xmm1
  testb %al, %r11b
  jnz     label2; j label3
block2:
  movq %r9, %rbx
  jmp     label6
block4:
  movq %r9, %rbx
  jmp     label6
block6:
  movq (%rdi), %r11
  call    *%r11
  movabsq $0x7ff8000000000000, %r10
  movq %r10, %xmm1
  ucomisd %xmm0, %xmm0
  movsd %xmm0, %xmm0; jnp $next; movsd %xmm1, %xmm0; $next:
  movq %xmm0, %rax
  movq %rbx, %r9
  movq %rax, (%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%rcx), %r10
  movq %r10, %r11
  andq (%rip), %r11
  cmpq (%rip), %r11
  sete %al
  movq %r10, %rbx
  andq (%rip), %rbx
  cmpq (%rip), %rbx
  setae %bl
  xorb $0x1, %bl
  uninit  %xmm2
  xorpd %xmm2, %xmm2
  cvtsi2sdl %r10d, %xmm2
  movq %r10, %xmm0
  cmpq (%rip), %r11
  movsd %xmm0, %xmm0; jnz $next; movsd %xmm2, %xmm0; $next:
  orl %ebx, %eax
  movq 8(%rcx), %r11
  movq %r11, %rbx
  andq (%rip), %rbx
  cmpq (%rip), %rbx
  sete %r10b
  movq %r11, %r12
  andq (%rip), %r12
  cmpq (%rip), %r12
  setae %r12b
  xorb $0x1, %r12b
  uninit  %xmm5
  xorpd %xmm5, %xmm5
  cvtsi2sdl %r11d, %xmm5
  movq %r11, %xmm1
  cmpq (%rip), %rbx
  movsd %xmm1, %xmm1; jnz $next; movsd %xmm5, %xmm1; $next:
  orl %r12d, %r10d
  testb %al, %r10b
  jnz     label4; j label5
block5:
  load_ext_name <imports>+0, %r10
  movq 0x78(%r10), %r10
  load_ext_name <imports>+0, %r11
  movq 0x58(%r11), %r11
  movq %r10, (%rsp)
  call    *%r11
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
