//! Safe code cannot grant scripts FFI permission: the granting constructors are `unsafe fn`
//! and the permission's fields are private; a closure whose types hostcall cannot map, that
//! borrows, or that is `FnMut`, does not compile, with a message naming the problem
//! (compile-fail tests, run by `trybuild`).
// The expected compiler output is rquickjs 0.14's.
#![cfg(feature = "rquickjs-0-14")]

#[test]
fn granting_ffi_needs_unsafe() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}

#[test]
fn unmappable_closures_are_compile_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui_closure/*.rs");
}
