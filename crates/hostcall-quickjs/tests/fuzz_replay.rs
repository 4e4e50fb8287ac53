//! Replays the stored corpus and reproducers of the `js_dlopen` fuzz target on stable Rust:
//! each input is a script calling the test library through `dlopen`, which must behave the
//! same on the JIT and the generic backend and leak nothing. A missing corpus fails, and so
//! does a JIT that does not run under `HOSTCALL_REQUIRE_JIT=1`.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

/// The scripts' constructor/destructor section loads and unloads one library file whose
/// load state is the process's: two tests running scripts at once would see each other's
/// loads (a constructor that did not run again), so they take turns.
static SCRIPTS: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn js_dlopen_corpus() {
    let _turn = SCRIPTS.lock().unwrap_or_else(|e| e.into_inner());
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

/// The generators of resizable-buffer cases (`hostcall_testkit::fuzz::js_program`'s last
/// section): 48 pseudo-random inputs (a fixed seed) long enough to reach it, each run by the
/// oracle on every backend; every call kind of the section (blocking `slice`, `buffer`,
/// `Deno.dlopen`'s null rule, a struct, `UnsafePointer.of`, `TextDecoder`; `nonblocking` fill,
/// CRC and struct) must have been generated at least once.
#[test]
fn resizable_buffer_cases() {
    let _turn = SCRIPTS.lock().unwrap_or_else(|e| e.into_inner());
    let lib =
        hostcall_testkit::fuzz::testlib_path().expect("the test library is built beside the tests");
    let jit = hostcall_testkit::jit_runs();
    let mut seen = std::collections::BTreeSet::new();
    let mut sections = 0;
    for data in hostcall_testkit::fuzz::seeded_inputs(0x9e37_79b9_7f4a_7c15, 48, 768) {
        let src = hostcall_testkit::fuzz::js_program(&data, &lib);
        if !src.contains("rchain = rchain.then(async") {
            continue;
        }
        sections += 1;
        for call in [
            "RL.symbols.len(v)",
            "RL.symbols.fill(v, n,",
            "RD.symbols.isnull(v)",
            "RL.symbols.pair(v)",
            "Deno.UnsafePointer.of(v)",
            "new TextDecoder().decode(v)",
            "RN.symbols.fill(v, n,",
            "RN.symbols.crc(v, n)",
            "RN.symbols.pair(v)",
        ] {
            if src.contains(call) {
                seen.insert(call);
            }
        }
        if let Err(msg) = hostcall_quickjs::fuzzing::js_differential(&src, jit) {
            panic!("{msg}");
        }
    }
    assert!(sections >= 24, "only {sections} inputs reached the section");
    assert_eq!(seen.len(), 9, "call kinds generated: {seen:?}");
}
