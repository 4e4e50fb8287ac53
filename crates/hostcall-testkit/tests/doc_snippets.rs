//! Every Rust block of docs/embedding.md compiles: each must appear, line for line (after
//! removing the common indentation), between a `// docs/embedding.md: begin` and a
//! `// docs/embedding.md: end` line of a file the workspace compiles (a test, an example, a
//! build script), so a snippet a user copies is code CI builds. The marked regions sit in
//! functions under `#[rustfmt::skip]`, so the documentation keeps its own layout.

use std::path::{Path, PathBuf};

const DOC: &str = "docs/embedding.md";
const BEGIN: &str = "// docs/embedding.md: begin";
const END: &str = "// docs/embedding.md: end";

/// The files that hold the marked regions (each compiled by `cargo test --workspace`).
const HOLDERS: [&str; 4] = [
    "crates/hostcall-quickjs/tests/embedding_snippets.rs",
    "crates/hostcall-boa/tests/embedding_snippets.rs",
    "crates/hostcall-pack-example/build.rs",
    "crates/hostcall-pack-example/src/main.rs",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `lines` without their common leading spaces, blank lines kept empty.
fn dedent(lines: &[&str]) -> Vec<String> {
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| {
            if l.trim().is_empty() {
                String::new()
            } else {
                l[indent..].trim_end().to_string()
            }
        })
        .collect()
}

/// The Rust blocks of a Markdown text (fences whose info string starts with `rust`), with
/// the line each starts on.
fn rust_blocks(md: &str) -> Vec<(usize, Vec<String>)> {
    let mut out = Vec::new();
    let mut current: Option<(usize, Vec<&str>)> = None;
    for (i, line) in md.lines().enumerate() {
        match &mut current {
            None if line.starts_with("```rust") => current = Some((i + 1, Vec::new())),
            Some((start, body)) if line.starts_with("```") => {
                out.push((*start, dedent(body)));
                current = None;
            }
            Some((_, body)) => body.push(line),
            None => {}
        }
    }
    out
}

/// The marked regions of a source file.
fn regions(src: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in src.lines() {
        let t = line.trim();
        if t == BEGIN {
            current = Some(Vec::new());
        } else if t == END {
            if let Some(body) = current.take() {
                out.push(dedent(&body));
            }
        } else if let Some(body) = &mut current {
            body.push(line);
        }
    }
    out
}

#[test]
fn every_rust_block_of_the_embedding_guide_is_compiled_code() {
    let root = root();
    let md = std::fs::read_to_string(root.join(DOC)).expect("docs/embedding.md");
    let blocks = rust_blocks(&md);
    assert!(
        blocks.len() >= 10,
        "found only {} Rust blocks",
        blocks.len()
    );
    let mut held = Vec::new();
    for h in HOLDERS {
        let src = std::fs::read_to_string(root.join(h)).unwrap_or_else(|e| panic!("{h}: {e}"));
        let r = regions(&src);
        assert!(!r.is_empty(), "{h} has no marked region");
        held.extend(r);
    }
    let missing: Vec<String> = blocks
        .iter()
        .filter(|(_, b)| !held.contains(b))
        .map(|(line, b)| format!("{DOC}:{line}:\n{}", b.join("\n")))
        .collect();
    assert!(
        missing.is_empty(),
        "Rust blocks of {DOC} that no compiled file holds between `{BEGIN}` and `{END}` \
         (copy each, unchanged, into one of {HOLDERS:?}):\n\n{}",
        missing.join("\n\n")
    );
    // Every region is shown: a region whose block was edited away is stale.
    let shown: Vec<&Vec<String>> = blocks.iter().map(|(_, b)| b).collect();
    let stale: Vec<String> = held
        .iter()
        .filter(|r| !shown.contains(r))
        .map(|r| r.join("\n"))
        .collect();
    assert!(
        stale.is_empty(),
        "marked regions no block of {DOC} shows:\n\n{}",
        stale.join("\n\n")
    );
}

#[test]
fn the_checker_sees_a_changed_line() {
    let md = "x\n```rust,ignore\n  let a = 1;\n\n  let b = 2;\n```\n";
    let src = "fn f() {\n    // docs/embedding.md: begin\n    let a = 1;\n\n    let b = 2;\n    // docs/embedding.md: end\n}\n";
    let blocks = rust_blocks(md);
    assert_eq!(blocks.len(), 1);
    assert_eq!(regions(src), vec![blocks[0].1.clone()]);
    let changed = src.replace("b = 2", "b = 3");
    assert_ne!(regions(&changed), vec![blocks[0].1.clone()]);
}
