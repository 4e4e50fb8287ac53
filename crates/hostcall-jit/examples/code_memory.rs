//! Process memory per distinct signature: compiles `N` (default 2,000) distinct signatures,
//! one uniform thunk each, and prints the growth of the resident set (from
//! `/proc/self/statm`) per signature, beside the exact code bytes the compiles reported.
//!
//! `cargo run --release -p hostcall-jit --example code_memory -- 2000`
//!
//! The first compile (which sets up the compiler) happens before the baseline is taken, so
//! the figure is the steady-state cost of one more signature. Linux only (statm).

use hostcall_core::Signature;

/// Parameter kinds the distinct signatures are drawn from (the shapes of issue 10's
/// 200-function library, plus `i8` so that short signatures already make 2,000).
const KINDS: [&str; 9] = ["i32", "u32", "f64", "i64", "u8", "f32", "i16", "u64", "i8"];

/// The `n`-th signature of an enumeration by length (1, 2, ...) and then by kinds.
fn nth_signature(mut n: usize) -> String {
    let mut len = 1;
    let mut count = KINDS.len();
    while n >= count {
        n -= count;
        len += 1;
        count *= KINDS.len();
    }
    let mut params = Vec::with_capacity(len);
    for _ in 0..len {
        params.push(KINDS[n % KINDS.len()]);
        n /= KINDS.len();
    }
    let result = KINDS[(n + len) % KINDS.len()];
    format!("({}) -> {result}", params.join(", "))
}

/// Resident pages of this process.
fn resident_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/statm").ok()?;
    let resident: u64 = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(resident * 4096)
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let sigs: Vec<Signature> = (0..n)
        .map(|i| match nth_signature(i).parse() {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        })
        .collect();
    // Warm up: the compiler, its contexts and the allocator's arenas exist before the
    // baseline.
    let warm: Signature = match "(i32, i32) -> i32".parse() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    for _ in 0..20 {
        if let Err(e) = hostcall_jit::compile(&warm, layout) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    let Some(before) = resident_bytes() else {
        eprintln!("/proc/self/statm is not readable (Linux only)");
        std::process::exit(1);
    };
    let start = std::time::Instant::now();
    let mut code = 0usize;
    for sig in &sigs {
        match hostcall_jit::compile(sig, layout) {
            Ok(t) => {
                code += t.code_size;
                // Touch the code as a call would, so its pages count as resident however
                // they were written.
                let first = t.entry as *const u8;
                // SAFETY: the entry points at `code_size` bytes of readable code.
                unsafe {
                    std::ptr::read_volatile(first);
                    std::ptr::read_volatile(first.add(t.code_size - 1));
                }
            }
            Err(e) => {
                eprintln!("{sig}: {e}");
                std::process::exit(1);
            }
        }
    }
    let elapsed = start.elapsed();
    let after = resident_bytes().unwrap_or(before);
    let grown = after.saturating_sub(before);
    println!(
        "{n} distinct signatures ({} .. {}): RSS +{} KiB = {:.0} bytes per signature; \
         code {:.0} bytes per thunk (exact); {:.1} us per compile; code memory: {}",
        sigs.first().map(|s| s.to_string()).unwrap_or_default(),
        sigs.last().map(|s| s.to_string()).unwrap_or_default(),
        grown / 1024,
        grown as f64 / n as f64,
        code as f64 / n as f64,
        elapsed.as_secs_f64() * 1e6 / n as f64,
        hostcall_jit::code_memory()
            .map(|m| m.to_string())
            .unwrap_or_else(|e| e.to_string()),
    );
}
