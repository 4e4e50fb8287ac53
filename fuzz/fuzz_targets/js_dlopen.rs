//! Random `dlopen` descriptors and calls of the test library from JavaScript, on the JIT and
//! the generic backend (generator: `hostcall_testkit::fuzz::js_program`; oracle:
//! `hostcall_quickjs::fuzzing::js_differential`).
#![no_main]

use std::sync::OnceLock;

/// The test library, loaded once for the whole run with `RTLD_NODELETE`: cargo-fuzz
/// instruments it too, and it registers its coverage counters with libFuzzer when loaded
/// (build.rs exports the fuzzer's symbols to it); a script's `close()` must not unmap
/// counters libFuzzer keeps using, so the library is never unloaded in this process.
fn testlib() -> &'static str {
    static LIB: OnceLock<String> = OnceLock::new();
    LIB.get_or_init(|| {
        let lib = hostcall_testkit::fuzz::testlib_path()
            .expect("libhostcall_testlib is built beside the target");
        let c = std::ffi::CString::new(lib.clone()).expect("no NUL in the path");
        // SAFETY: loading the test library runs no initialiser of consequence; the handle is
        // deliberately kept (NODELETE pins the object for the life of the process).
        let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_NODELETE) };
        assert!(!h.is_null(), "cannot pin the test library");
        lib
    })
}

/// Whether the JIT runs here (the one gate; `HOSTCALL_REQUIRE_JIT=1` makes its absence fatal).
fn jit_runs() -> bool {
    static JIT: OnceLock<bool> = OnceLock::new();
    *JIT.get_or_init(hostcall_testkit::jit_runs)
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let src = hostcall_testkit::fuzz::js_program(data, testlib());
    if let Err(e) = hostcall_quickjs::fuzzing::js_differential(&src, jit_runs()) {
        panic!("{e}");
    }
});
