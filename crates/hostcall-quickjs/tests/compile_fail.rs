//! Safe code cannot grant scripts FFI permission: the granting constructors are `unsafe fn`
//! and the permission's fields are private (compile-fail tests, run by `trybuild`).

#[test]
fn granting_ffi_needs_unsafe() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
