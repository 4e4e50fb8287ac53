//! Random `dlopen` descriptors and calls of the test library from JavaScript, on the JIT and
//! the generic backend (generator: `hostcall_testkit::fuzz::js_program`; oracle:
//! `hostcall_quickjs::fuzzing::js_differential`).
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let lib = hostcall_testkit::fuzz::testlib_path().expect("libhostcall_testlib is built beside the target");
    let src = hostcall_testkit::fuzz::js_program(data, &lib);
    if let Err(e) = hostcall_quickjs::fuzzing::js_differential(&src) {
        panic!("{e}");
    }
});
