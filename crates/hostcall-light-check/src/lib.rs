//! The light build of hostcall-quickjs, tested as an rquickjs application builds it:
//! `default-features = false, features = ["macros"]`, which compiles neither Cranelift nor
//! libffi. The tests are in `tests/light.rs`; this library is empty.
//!
//! Built alone (`cargo test -p hostcall-light-check`) the tests run without the JIT and
//! without the generic backend, and check that closures and classes work and that a raw C
//! function is refused with a clear error. In the workspace, the features other crates turn
//! on are unified in, and the same tests check that those calls work there.
