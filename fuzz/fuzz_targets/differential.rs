//! JIT thunk == generic backend == `fast_lane_accepts` on a random signature and arguments
//! (generator and oracle: `hostcall_testkit::fuzz::case_from_bytes`, `diff::check_case`).
#![no_main]

use std::cell::RefCell;
use std::collections::HashMap;

use hostcall_core::{Signature, ThunkFn};
use hostcall_testkit::Flavor;

thread_local! {
    /// Compiled code is never freed: compile each (signature, layout) once per process.
    static THUNKS: RefCell<HashMap<(Signature, Flavor), ThunkFn>> = RefCell::new(HashMap::new());
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let case = hostcall_testkit::fuzz::case_from_bytes(data);
    let thunk = THUNKS.with(|t| {
        *t.borrow_mut().entry((case.sig.clone(), case.flavor)).or_insert_with(|| {
            let layout = hostcall_testkit::engine::test_layout(case.flavor);
            hostcall_jit::compile(&case.sig, layout).unwrap_or_else(|e| panic!("{}: {e}", case.sig)).entry
        })
    });
    if let Err(e) = hostcall_testkit::diff::check_case(&case, thunk, 1) {
        panic!("{e}");
    }
});
