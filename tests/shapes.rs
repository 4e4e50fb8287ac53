//! Every case of the test library's corpus (every shape, edge values, wrong types) through a
//! dispatcher on both layouts: the expected result under Strict, and proof of the path
//! taken: a case the fast lane accepts ran in the thunk, any other fell back.

use hostcall::{Backend, ConversionPolicy, Dispatcher, TierPolicy};
use hostcall_testkit::call::{method_for, Prepared};
use hostcall_testkit::shapes::cases;
use hostcall_testkit::{Flavor, TestEngine};

#[test]
fn corpus_through_the_dispatcher() {
    let mut checked = 0;
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
            .unwrap()
            .with_tier(TierPolicy::Eager);
        let jit = d.backend() == Backend::Jit;
        for case in cases().into_iter().filter(|c| c.fits(engine.layout().size)) {
            let h = d.register(method_for(&case.shape)).unwrap();
            let mut p = Prepared::new(&engine, case.this.as_ref(), &case.args);
            let before = d.counts();
            let outcome = p.call(|frame| d.call(h, frame));
            if let Err(e) = case.check(&engine, &p, &outcome) {
                panic!("{flavor:?}: {e}");
            }
            let after = d.counts();
            let thunked = d.thunk(h).is_some();
            if jit && thunked {
                if case.lane {
                    assert_eq!(
                        after.thunk,
                        before.thunk + 1,
                        "{flavor:?} {} {:?}: expected the thunk",
                        case.shape.name,
                        case.args
                    );
                } else {
                    assert_eq!(
                        after.fallback,
                        before.fallback + 1,
                        "{flavor:?} {} {:?}: expected a fallback",
                        case.shape.name,
                        case.args
                    );
                }
            } else {
                assert_eq!(after.generic, before.generic + 1);
            }
            assert_eq!(engine.strings_outstanding(), 0);
            assert_eq!(engine.counters.bad_releases.get(), 0);
            checked += 1;
        }
        if hostcall_testkit::jit_runs() {
            assert!(d.counts().thunk > 100, "{:?}", d.counts());
        }
    }
    assert!(checked > 400, "only {checked} cases");
}
