//! The Boa block of docs/embedding.md, run: it sits between `// docs/embedding.md: begin`
//! and `// docs/embedding.md: end` exactly as the guide shows it
//! (`hostcall-testkit/tests/doc_snippets.rs` checks that).

use std::error::Error;

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

#[rustfmt::skip]
#[test]
fn the_boa_host_block_runs() -> Result<(), Box<dyn Error>> {
    // docs/embedding.md: begin
    let host = hostcall_boa::Host::new()?;
    let mut context = boa_engine::Context::default();
    host.typed("add", add as extern "C" fn(i32, i32) -> i32)?.register_global(&mut context)?;
    host.rust("half", |x: f64| x / 2.0)?.register_global(&mut context)?;
    let total = std::sync::Arc::new(std::sync::atomic::AtomicI32::new(0));
    let t = total.clone();
    host.closure("count", move |n: i32| t.fetch_add(n, std::sync::atomic::Ordering::Relaxed) + n)?
        .register_global(&mut context)?;
    // docs/embedding.md: end
    let v = context
        .eval(boa_engine::Source::from_bytes("add(40, 2) + half(4) + count(3) + count(4)"))
        .map_err(|e| e.to_string())?;
    assert_eq!(v.as_number(), Some(42.0 + 2.0 + 3.0 + 7.0));
    assert_eq!(total.load(std::sync::atomic::Ordering::Relaxed), 7);
    Ok(())
}
