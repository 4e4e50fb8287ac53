//! Deno's descriptor form (oracle: `hostcall_testkit::fuzz::descriptor`).
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcall_testkit::fuzz::descriptor(data));
