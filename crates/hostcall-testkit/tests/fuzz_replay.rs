//! Replays the stored fuzz corpora of the parser targets (fuzz/corpus/) on stable Rust.

use std::path::PathBuf;

fn inputs(target: &str) -> Vec<Vec<u8>> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut out = Vec::new();
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) else {
            continue;
        };
        for e in entries.flatten() {
            if let Ok(bytes) = std::fs::read(e.path()) {
                out.push(bytes);
            }
        }
    }
    out
}

#[test]
fn signature_text_corpus() {
    let inputs = inputs("signature_text");
    assert!(!inputs.is_empty(), "the stored corpus is missing");
    for data in inputs {
        hostcall_testkit::fuzz::signature_text(&data);
    }
}

#[test]
fn descriptor_corpus() {
    let inputs = inputs("descriptor");
    assert!(!inputs.is_empty(), "the stored corpus is missing");
    for data in inputs {
        hostcall_testkit::fuzz::descriptor(&data);
    }
}
