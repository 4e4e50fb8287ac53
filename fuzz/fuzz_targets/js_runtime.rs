//! Random values through the script runtime's `console.log`, `Deno.inspect`,
//! `structuredClone` and uncaught-error printer (generator:
//! `hostcall_testkit::fuzz::js_values_program`; oracle:
//! `hostcall_runtime::fuzzing::check_values_program`).
#![no_main]

use hostcall_testkit::fuzz::{js_values_program, VALUES_GENERATED};

libfuzzer_sys::fuzz_target!(
    init: {
        // The scripts `console.log` every value: stdout goes to /dev/null for the whole run
        // (libFuzzer reports on stderr).
        // SAFETY: descriptor calls on /dev/null's descriptor, opened and closed here; fd 1
        // stays open (on /dev/null) for the life of the process.
        unsafe {
            let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
            if null >= 0 {
                libc::dup2(null, 1);
                libc::close(null);
            }
        }
    },
    |data: &[u8]| {
        let src = js_values_program(data);
        if let Err(e) = hostcall_runtime::fuzzing::check_values_program(&src) {
            let generated = src.find(VALUES_GENERATED).map_or(&src[..], |at| &src[at..]);
            panic!("{e}\n{generated}");
        }
    }
);
