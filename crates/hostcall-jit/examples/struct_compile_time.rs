//! How long the thunk of one large MEMORY struct (`{u64 x N}` by value, and the same bytes
//! nested two deep) takes to build and compile, at a few sizes: compile time should grow
//! linearly with the struct's size (past `MAX_STRUCT_STACK_BYTES` the shape is refused and
//! runs on libffi).
//!
//!     cargo run --release -p hostcall-jit --example struct_compile_time [MAX_KIB]

use std::sync::Arc;
use std::time::Instant;

use hostcall_core::structs::{FieldType, StructLayout, StructParam, StructResult};
use hostcall_core::{ResultKind, Scalar, Signature};
use hostcall_testkit::{Flavor, TestEngine};

fn flat(words: usize) -> Arc<StructLayout> {
    let fields = vec![
        FieldType::Scalar(Scalar::Int {
            bits: 64,
            signed: false
        });
        words
    ];
    Arc::new(StructLayout::new(fields).expect("a valid struct"))
}

/// `words` u64s as up to 1,024 structs of up to 1,024 fields each.
fn nested(words: usize) -> Arc<StructLayout> {
    let inner = words.min(1024);
    let outer = words / inner;
    let fields = vec![FieldType::Struct(flat(inner)); outer];
    Arc::new(StructLayout::new(fields).expect("a valid struct"))
}

fn main() {
    let max_kib: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(8);
    let engine = TestEngine::new(Flavor::QuickJs);
    let result = StructResult::Kind(ResultKind::U64);
    println!(
        "{:>8} {:>8} {:>12} {:>12} {:>10}",
        "KiB", "form", "build us", "compile us", "code B"
    );
    let mut kib = 1;
    while kib <= max_kib {
        let words = kib * 1024 / 8;
        for (form, layout) in [("flat", flat(words.min(1024))), ("nested", nested(words))] {
            if form == "flat" && words > 1024 {
                continue;
            }
            let sig = Signature::with_structs(vec![StructParam::Struct(layout)], result.clone())
                .expect("a signature");
            let t0 = Instant::now();
            match hostcall_jit::compile(&sig, engine.layout()) {
                Ok(t) => println!(
                    "{kib:>8} {form:>8} {:>12} {:>12} {:>10}   (total {} us)",
                    t.timings.build.as_micros(),
                    t.timings.compile.as_micros(),
                    t.code_size,
                    t0.elapsed().as_micros()
                ),
                Err(e) => println!("{kib:>8} {form:>8} refused: {e}"),
            }
        }
        kib *= 2;
    }
    if std::env::var_os("PASSES").is_some() {
        println!(
            "Cranelift's passes (totals):\n{}",
            cranelift_codegen::timing::take_current()
        );
    }
}
