//! What the QuickJS test suites share: the test library's path and the ways of running calls.
//! Each test binary compiles this module and uses part of it.
#![allow(dead_code)]

use hostcall::{Backend, TierPolicy};

/// The test library's shared object, built by cargo (a dev-dependency) next to this test
/// binary.
pub fn testlib() -> String {
    hostcall_testkit::fuzz::testlib_path()
        .expect("the test library (a dev-dependency) is beside the test binary")
}

/// One way of running calls.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub backend: Backend,
    pub native_entries: bool,
    pub tier: TierPolicy,
}

/// The generic backend, and where the JIT runs: eager with and without native entries, and
/// tiered (threshold 2, so a test's few calls cross it).
pub fn configs() -> Vec<Config> {
    let mut v = vec![Config {
        backend: Backend::Generic,
        native_entries: false,
        tier: TierPolicy::Never,
    }];
    if hostcall_testkit::jit_runs() {
        for native_entries in [true, false] {
            v.push(Config {
                backend: Backend::Jit,
                native_entries,
                tier: TierPolicy::Eager,
            });
        }
        v.push(Config {
            backend: Backend::Jit,
            native_entries: true,
            tier: TierPolicy::Tiered { threshold: 2 },
        });
    }
    v
}
