//! Runs one script `N` times in one process, each time on a fresh engine with the runtime
//! installed (as an embedder running one script per request would): for instruction counts
//! of a run with the runtime's JavaScript layer evaluated from source (the process's first)
//! and loaded from bytecode (the later ones, see `prelude`).
//!
//!     cargo build --release -p hostcall-runtime --example runs
//!     valgrind --tool=callgrind target/release/examples/runs 11 script.js   (and 1, 2)

use std::process::ExitCode;

use hostcall_runtime::{run_file, RunOptions};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(n), Some(path)) = (args.next().and_then(|n| n.parse::<u32>().ok()), args.next())
    else {
        eprintln!("usage: runs N SCRIPT");
        return ExitCode::from(2);
    };
    for _ in 0..n {
        match run_file(path.as_ref(), RunOptions::default()) {
            Ok(f) if f.status == 0 && f.error.is_none() => {}
            Ok(f) => {
                eprintln!("runs: status {}: {:?}", f.status, f.error);
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("runs: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    println!(
        "{n} runs, {} with the runtime layer from bytecode",
        hostcall_runtime::prelude::loaded_from_bytecode()
    );
    ExitCode::SUCCESS
}
