//! Writes the machine code of a native C-closure entry to stdout (see dump_code.rs).
use std::io::Write;

fn main() {
    let sig: hostcall_core::Signature = "(i32, i32) -> i32".parse().expect("valid");
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let entry = hostcall_core::CClosureEntry {
        method_offset: 0,
        disabled_flag_ptr_offset: Some(8),
        counter_ptr_offset: Some(16),
        slow_path: 0x5104,
        exception: [0, 6],
    };
    let n = hostcall_jit::compile_native(&sig, layout, entry).expect("compiles");
    // SAFETY: the address points at `code_size` bytes of finalized code.
    let bytes = unsafe { std::slice::from_raw_parts(n.address as *const u8, n.code_size) };
    std::io::stdout().write_all(bytes).expect("stdout");
}
