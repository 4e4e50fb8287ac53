//! The text signature parser (oracle: `hostcall_testkit::fuzz::signature_text`).
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcall_testkit::fuzz::signature_text(data));
