//! Replays the stored corpus and reproducers of the `js_dlopen` fuzz target on stable Rust:
//! each input is a script calling the test library through `dlopen`, which must behave the
//! same on the JIT and the generic backend and leak nothing. A missing corpus fails, and so
//! does a JIT that does not run under `HOSTCALL_REQUIRE_JIT=1`.

#[test]
fn js_dlopen_corpus() {
    let lib =
        hostcall_testkit::fuzz::testlib_path().expect("the test library is built beside the tests");
    let jit = hostcall_testkit::jit_runs();
    for (path, data) in hostcall_testkit::fuzz::stored_inputs("js_dlopen") {
        let src = hostcall_testkit::fuzz::js_program(&data, &lib);
        if let Err(msg) = hostcall_quickjs::fuzzing::js_differential(&src, jit) {
            panic!("{}: {msg}", path.display());
        }
    }
}

/// The oracle fails a script in which no call succeeds (so a generator that only makes
/// throwing calls cannot pass unnoticed), and one that breaks an invariant it checks itself.
#[test]
fn the_oracle_requires_a_successful_call() {
    let jit = hostcall_testkit::jit_runs();
    let none = "globalThis.__out = 'nothing called';";
    let e = hostcall_quickjs::fuzzing::js_differential(none, jit).unwrap_err();
    assert!(e.contains("no call succeeded"), "{e}");
    let bad = "globalThis.__ok = 1; globalThis.__bad = 'a string changed';";
    let e = hostcall_quickjs::fuzzing::js_differential(bad, jit).unwrap_err();
    assert!(e.contains("a string changed"), "{e}");
    let good = "globalThis.__ok = 1; globalThis.__out = 'fine';";
    assert_eq!(
        hostcall_quickjs::fuzzing::js_differential(good, jit),
        Ok(())
    );
}
