; thunk for (i32, i32) -> i32 on layout jsc-nan-boxed (8 bytes per value)
;   param 0 i32 <- argv[0]: int32 in range | integral float64 in range; passed as i32 sext
;   param 1 i32 <- argv[1]: int32 in range | integral float64 in range; passed as i32 sext
;   result i32 -> int32
; 208 bytes of x86-64 machine code
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
  jb      label4; j label1
block1:
  movq (%rcx), %rax
  movq %rax, %r10
  andq (%rip), %r10
  cmpq (%rip), %r10
  sete %r11b
  movq 8(%rcx), %r10
  movq %r10, %rbx
  andq (%rip), %rbx
  cmpq (%rip), %rbx
  sete %bl
  testb %r11b, %bl
  jnz     label3; j label2
block3:
  movq %rdi, %rcx
  movq %r9, %rbx
  movslq %eax, %rdi
  movslq %r10d, %rsi
  movq %rcx, %rax
  movq (%rax), %rax
  call    *%rax
  movl %eax, %eax
  orq (%rip), %rax
  movq %rbx, %r9
  movq %rax, (%r9)
  uninit  %rax
  xorl %eax, %eax
  movq 0x10(%rsp), %rbx
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block2:
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
block4:
  movl $0x1, %eax
  movq 0x10(%rsp), %rbx
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
