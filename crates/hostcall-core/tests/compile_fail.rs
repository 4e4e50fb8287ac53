//! The safe API cannot reach undefined behaviour: each hole found in review is a program
//! that must not compile (`tests/ui/*.rs`, with the compiler's expected error beside it;
//! `TRYBUILD=overwrite cargo test -p hostcall-core --test compile_fail` rewrites them).

#[test]
fn safe_code_cannot_lie_to_generated_code() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
