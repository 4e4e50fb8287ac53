//! Writes the machine code of one thunk to stdout, for a disassembler:
//!
//! `cargo run --release -p hostcall-jit --example dump_code -- "(i32, i32) -> i32" > t.bin`
//! then `objdump -D -b binary -mi386:x86-64 t.bin`.
use std::io::Write;

fn main() {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "(i32, i32) -> i32".into());
    let sig: hostcall_core::Signature = match text.parse() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let t = match hostcall_jit::compile(&sig, layout) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    // SAFETY: the entry points at `code_size` bytes of finalized, readable code.
    let bytes = unsafe { std::slice::from_raw_parts(t.entry as *const u8, t.code_size) };
    if let Err(e) = std::io::stdout().write_all(bytes) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
