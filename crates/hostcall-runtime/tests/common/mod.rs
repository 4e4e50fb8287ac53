//! What the runtime's test files share: a fresh directory per scenario with an
//! `assert.js` the program imports, [`RunOptions`] for each backend, and runs that check
//! how a program ended.

#![allow(dead_code)] // Each test file uses its own part.

#[path = "../../../hostcall-quickjs/tests/support/mod.rs"]
pub mod support;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use hostcall_quickjs::EngineOptions;
use hostcall_runtime::{run_file, Finished, Permissions, RunOptions};

/// The `assert.js` every scenario's directory has: `eq`, `throws` and `rejects`.
pub const ASSERT_JS: &str = r##"
export function eq(a, b, what = "") {
  const sa = JSON.stringify(a), sb = JSON.stringify(b);
  if (sa !== sb) throw new Error(`${what}: expected ${sb}, got ${sa}`);
}
export function throws(f, name, includes = "") {
  try { f(); } catch (e) {
    if (e.name !== name) throw new Error(`expected ${name}, got ${e.name}: ${e.message}`);
    if (!String(e.message).includes(includes)) throw new Error(`message ${e.message} lacks ${includes}`);
    return e;
  }
  throw new Error(`expected ${name}, nothing thrown`);
}
export async function rejects(f, name, includes = "") {
  try { await f(); } catch (e) {
    if (e.name !== name) throw new Error(`expected ${name}, got ${e.name}: ${e.message}`);
    if (!String(e.message).includes(includes)) throw new Error(`message ${e.message} lacks ${includes}`);
    return e;
  }
  throw new Error(`expected ${name}, nothing rejected`);
}
"##;

static DIRS: AtomicUsize = AtomicUsize::new(0);

/// A fresh directory with `files` (and assert.js); `$DIR` in a file is the directory.
pub fn dir_with(files: &[(&str, &str)]) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "hostcall-runtime-{}-{}",
        std::process::id(),
        DIRS.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("assert.js"), ASSERT_JS).unwrap();
    for (name, text) in files {
        let p = d.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text.replace("$DIR", d.to_str().unwrap())).unwrap();
    }
    d
}

pub fn options(c: &support::Config, permissions: Permissions) -> RunOptions {
    RunOptions {
        engine: EngineOptions {
            backend: c.backend,
            native_entries: c.native_entries,
            tier: c.tier,
            ..EngineOptions::default()
        },
        permissions,
        ..RunOptions::default()
    }
}

/// Runs `main` of `files` on every backend with `opts` and hands each ending to `check`.
pub fn run_all(
    files: &[(&str, &str)],
    main: &str,
    opts: impl Fn(&support::Config, &Path) -> RunOptions,
    check: impl Fn(&Finished, &Path),
) {
    for c in support::configs() {
        let d = dir_with(files);
        let f = run_file(&d.join(main), opts(&c, &d)).unwrap_or_else(|e| panic!("{c:?}: {e}"));
        check(&f, &d);
        let _ = std::fs::remove_dir_all(&d);
    }
}

/// The program passes: status 0, no error.
pub fn passes(files: &[(&str, &str)], main: &str, permissions: Permissions) {
    run_all(
        files,
        main,
        |c, _| options(c, permissions.clone()),
        |f, _| {
            assert!(
                f.error.is_none() && f.status == 0,
                "status {}: {:?}",
                f.status,
                f.error
            );
        },
    );
}

/// The program fails with status 1 and an error whose message and stack contain `want`.
pub fn fails_with(files: &[(&str, &str)], main: &str, want: &[&str]) {
    run_all(
        files,
        main,
        |c, _| options(c, Permissions::default()),
        |f, _| {
            assert_eq!(f.status, 1, "{:?}", f.error);
            let e = f.error.as_ref().expect("an uncaught error");
            let text = format!("{}\n{}", e.message, e.stack.clone().unwrap_or_default());
            for w in want {
                assert!(text.contains(w), "{w:?} not in {text}");
            }
        },
    );
}
