//! Replays the stored fuzz corpora and reproducers of the parser targets (fuzz/corpus/,
//! fuzz/regressions/) on stable Rust; a missing corpus fails.

use hostcall_testkit::fuzz::stored_inputs;

#[test]
fn signature_text_corpus() {
    for (_, data) in stored_inputs("signature_text") {
        hostcall_testkit::fuzz::signature_text(&data);
    }
}

#[test]
fn descriptor_corpus() {
    for (_, data) in stored_inputs("descriptor") {
        hostcall_testkit::fuzz::descriptor(&data);
    }
}
