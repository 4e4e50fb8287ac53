//! Replays the stored corpus of the `differential` fuzz target on stable Rust: every input is
//! a (signature, arguments) case that must agree between the thunk, the generic backend and
//! `fast_lane_accepts`.

use std::path::PathBuf;

#[test]
fn differential_corpus() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut n = 0;
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir).join("differential")) else {
            continue;
        };
        for e in entries.flatten() {
            let Ok(data) = std::fs::read(e.path()) else {
                continue;
            };
            let case = hostcall_testkit::fuzz::case_from_bytes(&data);
            let layout = hostcall_testkit::engine::test_layout(case.flavor);
            let thunk = hostcall_jit::compile(&case.sig, layout).unwrap();
            if let Err(msg) = hostcall_testkit::diff::check_case(&case, thunk.entry, 1) {
                panic!("{}: {msg}", e.path().display());
            }
            n += 1;
        }
    }
    assert!(n > 0, "the stored corpus is missing");
}
