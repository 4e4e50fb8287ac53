//! Writes the machine code of a native C-closure entry to stdout (see dump_code.rs), for
//! the signature given as the one argument (default `(i32, i32) -> i32`).
use std::io::Write;

fn main() {
    let text = std::env::args().nth(1);
    let sig: hostcall_core::Signature = text
        .as_deref()
        .unwrap_or("(i32, i32) -> i32")
        .parse()
        .unwrap_or_else(|e| panic!("not a signature: {e}"));
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let entry = hostcall_testkit::engine::compile_only_entry();
    let n = hostcall_jit::compile_native(&sig, layout, entry).expect("compiles");
    // SAFETY: the address points at `code_size` bytes of finalized code.
    let bytes = unsafe { std::slice::from_raw_parts(n.address as *const u8, n.code_size) };
    std::io::stdout().write_all(bytes).expect("stdout");
}
