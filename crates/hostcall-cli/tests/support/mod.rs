//! What the `hostcall` command's test files share: the test library's path, fresh
//! directories, a run's text, and the configurations scripts run on. Each test binary
//! compiles this module and uses part of it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The test library's shared object (a dev-dependency, built next to the test binary).
pub fn testlib() -> String {
    hostcall_testkit::fuzz::testlib_path()
        .expect("the test library (a dev-dependency) is beside the test binary")
}

static DIRS: AtomicUsize = AtomicUsize::new(0);

/// A fresh directory with `files` (their directories made).
pub fn dir_with<B: AsRef<[u8]>>(files: &[(&str, B)]) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "hostcall-cli-dir-{}-{}",
        std::process::id(),
        DIRS.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    for (name, bytes) in files {
        let p = d.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }
    d
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
