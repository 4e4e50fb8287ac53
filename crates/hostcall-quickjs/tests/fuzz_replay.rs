//! Replays the stored corpus of the `js_dlopen` fuzz target on stable Rust: each input is a
//! script calling the test library through `dlopen`, which must behave the same on the JIT
//! and the generic backend and leak nothing.

use std::path::PathBuf;

#[test]
fn js_dlopen_corpus() {
    let lib =
        hostcall_testkit::fuzz::testlib_path().expect("the test library is built beside the tests");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut n = 0;
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir).join("js_dlopen")) else {
            continue;
        };
        for e in entries.flatten() {
            let Ok(data) = std::fs::read(e.path()) else {
                continue;
            };
            let src = hostcall_testkit::fuzz::js_program(&data, &lib);
            if let Err(msg) = hostcall_quickjs::fuzzing::js_differential(&src) {
                panic!("{}: {msg}", e.path().display());
            }
            n += 1;
        }
    }
    assert!(n > 0, "the stored corpus is missing");
}
