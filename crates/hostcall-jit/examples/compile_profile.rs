//! Where compile time goes, per Cranelift pass, for one signature:
//!
//! `cargo run --release -p hostcall-jit --example compile_profile -- "(i32, i32) -> i32" [N] [thunk|native|both]`
//!
//! N compiles (default 2,000) of the uniform thunk (`thunk`, the default), of the native
//! C-closure entry (`native`), or of both (`both`: what a shape's tier-up compiles for a
//! symbol QuickJS calls directly). Under `valgrind --tool=callgrind` two values of N give an
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
    let what = std::env::args().nth(3).unwrap_or_else(|| "thunk".into());
    let (thunk, native) = match what.as_str() {
        "thunk" => (true, false),
        "native" => (false, true),
        "both" => (true, true),
        other => {
            eprintln!("unknown kind {other:?}: thunk, native or both");
            std::process::exit(2);
        }
    };
    let entry = hostcall_testkit::engine::compile_only_entry();
    let _ = cranelift_codegen::timing::take_current();
    let start = std::time::Instant::now();
    for _ in 0..n {
        let result = if thunk {
            hostcall_jit::compile(&sig, layout).map(|_| ())
        } else {
            Ok(())
        }
        .and_then(|()| {
            if native {
                hostcall_jit::compile_native(&sig, layout, entry).map(|_| ())
            } else {
                Ok(())
            }
        });
        if let Err(e) = result {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    let per = start.elapsed() / n.max(1);
    println!("{sig} ({what}): {per:?} per compile over {n} compiles; Cranelift's passes (totals):");
    println!("{}", cranelift_codegen::timing::take_current());
}
