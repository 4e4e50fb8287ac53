//! Writes the machine code of a native C-closure entry to stdout (see dump_code.rs).
use std::io::Write;

fn main() {
    let sig: hostcall_core::Signature = "(i32, i32) -> i32".parse().expect("valid");
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let entry = hostcall_testkit::engine::compile_only_entry();
    let n = hostcall_jit::compile_native(&sig, layout, entry).expect("compiles");
    // SAFETY: the address points at `code_size` bytes of finalized code.
    let bytes = unsafe { std::slice::from_raw_parts(n.address as *const u8, n.code_size) };
    std::io::stdout().write_all(bytes).expect("stdout");
}
