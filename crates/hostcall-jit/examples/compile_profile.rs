//! Where compile time goes, per Cranelift pass, for one signature:
//!
//! `cargo run --release -p hostcall-jit --example compile_profile -- "(i32, i32) -> i32" [N]`
//!
//! N compiles (default 2,000). Under `valgrind --tool=callgrind` a small N gives an
//! instruction count per compile that does not depend on the machine's load.
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
    let n: u32 = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let _ = cranelift_codegen::timing::take_current();
    let start = std::time::Instant::now();
    for _ in 0..n {
        if let Err(e) = hostcall_jit::compile(&sig, layout) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    let per = start.elapsed() / n;
    println!("{sig}: {per:?} per compile over {n} compiles; Cranelift's passes (totals):");
    println!("{}", cranelift_codegen::timing::take_current());
}
