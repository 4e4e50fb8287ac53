//! The one run-time check of whether a test can take the JIT path: [`jit_runs`].
//!
//! Tests must not ask `cfg!(feature = "jit")`: a `jit` build on a CPU Cranelift cannot target
//! then fails, and a build without the feature asserts nothing. They ask [`jit_runs`], which
//! answers from the facade ([`hostcall::Backend::jit_available`]: the feature is compiled in
//! *and* the CPU is supported). CI sets [`REQUIRE_JIT`] for the default-feature run, so a JIT
//! that silently went missing fails the run instead of turning its tests into no-ops.

/// The environment variable that makes a missing JIT a test failure: `HOSTCALL_REQUIRE_JIT=1`.
pub const REQUIRE_JIT: &str = "HOSTCALL_REQUIRE_JIT";

/// Whether the JIT backend runs here: compiled in (the `jit` feature of `hostcall`) and
/// supported by this CPU.
///
/// # Panics
///
/// When `HOSTCALL_REQUIRE_JIT=1` is set and the JIT does not run, with the reason: a test run
/// that requires the JIT must not pass by skipping it.
pub fn jit_runs() -> bool {
    jit_gate(
        hostcall::Backend::jit_available(),
        std::env::var(REQUIRE_JIT).ok().as_deref(),
    )
}

/// [`jit_runs`] with its inputs explicit: the facade's answer and the value of
/// [`REQUIRE_JIT`].
///
/// # Panics
///
/// When `require` is `Some("1")` and `available` is an error.
pub fn jit_gate<E: std::fmt::Display>(available: Result<(), E>, require: Option<&str>) -> bool {
    match (available, require) {
        (Ok(()), _) => true,
        (Err(why), Some("1")) => panic!(
            "{REQUIRE_JIT}=1, but the JIT backend does not run in this build on this CPU: {why} \
             (build with the `jit` feature on a CPU Cranelift supports, or unset {REQUIRE_JIT})"
        ),
        (Err(_), _) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::jit_gate;

    #[test]
    fn available_runs_whatever_the_variable() {
        for require in [None, Some("1"), Some("0"), Some("")] {
            assert!(jit_gate(Ok::<(), String>(()), require));
        }
    }

    #[test]
    fn unavailable_is_skipped_unless_required() {
        for require in [None, Some("0"), Some("")] {
            assert!(!jit_gate(Err("no jit"), require));
        }
    }

    #[test]
    #[should_panic(expected = "HOSTCALL_REQUIRE_JIT=1, but the JIT backend does not run")]
    fn unavailable_and_required_panics() {
        jit_gate(Err("built without the `jit` feature"), Some("1"));
    }
}
