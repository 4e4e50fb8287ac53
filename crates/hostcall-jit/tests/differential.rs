//! Differential property test: for random signatures (0..=16 parameters, every kind) and
//! random arguments (edge values, wrong tags, missing and extra arguments) on both layouts,
//! the JIT thunk agrees with the generic backend and with `fast_lane_accepts`.
//!
//! Cases: 10,000 by default; `HOSTCALL_PROPTEST_CASES` overrides (see the README).

use std::collections::HashMap;
use std::sync::Mutex;

use hostcall_core::{Signature, Status, ThunkFn};
use hostcall_testkit::diff::{case, check_case};
use hostcall_testkit::{Flavor, TestEngine};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn cases() -> u32 {
    std::env::var("HOSTCALL_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

fn thunk_for(sig: &Signature, flavor: Flavor) -> ThunkFn {
    static CACHE: Mutex<Option<HashMap<(Signature, Flavor), ThunkFn>>> = Mutex::new(None);
    let mut guard = CACHE.lock().unwrap();
    let map = guard.get_or_insert_with(HashMap::new);
    *map.entry((sig.clone(), flavor)).or_insert_with(|| {
        let engine = TestEngine::new(flavor);
        hostcall_jit::compile(sig, engine.layout())
            .unwrap_or_else(|e| panic!("{sig}: {e}"))
            .entry
    })
}

#[test]
fn thunk_equals_generic_and_lane() {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let n = std::cell::Cell::new(0u64);
    let seen = std::cell::RefCell::new(HashMap::<Status, u64>::new());
    runner
        .run(&case(), |c| {
            n.set(n.get() + 1);
            let thunk = thunk_for(&c.sig, c.flavor);
            let st = check_case(&c, thunk, n.get()).map_err(TestCaseError::fail)?;
            *seen.borrow_mut().entry(st).or_default() += 1;
            Ok(())
        })
        .unwrap();
    // The generator must exercise every outcome, or the comparison proves little.
    let seen = seen.into_inner();
    let total = n.get();
    for st in [Status::Ok, Status::Fallback, Status::Threw] {
        let k = seen.get(&st).copied().unwrap_or(0);
        assert!(
            k * 20 >= total || (st == Status::Threw && k > 0),
            "{st:?} in only {k} of {total} cases: {seen:?}"
        );
    }
    println!("outcomes over {total} cases: {seen:?}");
}
