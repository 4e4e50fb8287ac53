//! What the `hostcall` command's test files share: the test library's path, a run's text,
//! and the configurations scripts run on. Each test binary compiles this module and uses
//! part of it.
#![allow(dead_code)]

use std::process::Output;

/// The test library's shared object (a dev-dependency, built next to the test binary).
pub fn testlib() -> String {
    let exe = std::env::current_exe().expect("test binary path");
    let so = exe.parent().expect("deps dir").join(format!(
        "{}hostcall_testlib{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(so.exists(), "{} is missing", so.display());
    so.display().to_string()
}

/// A run's stdout and stderr as text.
pub fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// The configurations a script runs on, as flags before FILE: the generic backend, and
/// where the JIT runs, the JIT compiling eagerly and tiering up.
pub fn configs() -> Vec<&'static [&'static str]> {
    let mut c: Vec<&'static [&'static str]> = vec![&["--backend", "generic"]];
    if hostcall_testkit::jit_runs() {
        c.push(&["--jit", "eager"]);
        c.push(&["--jit", "tiered"]);
    }
    c
}
