//! Replays the stored corpus and reproducers of the `differential` fuzz target on stable Rust:
//! every input is a (signature, arguments) case that must agree between the thunk, the
//! generic backend and `fast_lane_accepts`. A missing corpus fails.

#[test]
fn differential_corpus() {
    for (path, data) in hostcall_testkit::fuzz::stored_inputs("differential") {
        let case = hostcall_testkit::fuzz::case_from_bytes(&data);
        let layout = hostcall_testkit::engine::test_layout(case.flavor);
        let thunk = hostcall_jit::compile(&case.sig, layout).unwrap();
        if let Err(msg) = hostcall_testkit::diff::check_case(&case, thunk.entry, 1) {
            panic!("{}: {msg}", path.display());
        }
    }
}
