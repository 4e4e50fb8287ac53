//! The `hostcall` command end to end: the examples (real system libraries), Jint's interop
//! scripts on both backends, permissions, uncaught exceptions and usage errors.

use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn hostcall(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("runs")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn jit() -> bool {
    cfg!(feature = "jit") && hostcall::Backend::jit_available().is_ok()
}

#[test]
fn examples_call_real_libraries() {
    for (script, expect) in [
        ("examples/libm.js", "pow(2, 10) = 1024"),
        ("examples/libc.js", "interior NUL refused"),
        ("examples/zlib_crc32.js", "crc32 = 0x414fa339"),
    ] {
        let o = hostcall(&["run", script, "--allow-ffi", "--stats"]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{script}: {out}\n{err}");
        assert!(out.contains(expect), "{script}: {out}");
        assert!(err.contains("hostcall stats"), "{err}");
        if jit() {
            assert!(
                err.contains("through thunks") && !err.contains(" 0 through thunks"),
                "{err}"
            );
        }
    }
}

#[test]
fn jint_scripts_on_both_backends() {
    let backends: &[&str] = if jit() {
        &["jit", "generic"]
    } else {
        &["generic"]
    };
    for backend in backends {
        for script in [
            "method_calls",
            "string_passing",
            "property_access",
            "collection_traversal",
        ] {
            let path = format!("examples/interop/{script}.js");
            let o = hostcall(&[
                "run",
                &path,
                "--interop-host",
                "--backend",
                backend,
                "--stats",
            ]);
            let (out, err) = text(&o);
            assert!(o.status.success(), "{backend} {script}: {out}\n{err}");
            assert!(out.contains(" ok: "), "{out}");
            assert!(
                err.contains(&format!(
                    "backend {}",
                    if *backend == "jit" { "Jit" } else { "Generic" }
                )),
                "{err}"
            );
        }
    }
}

#[test]
fn ffi_is_refused_without_permission() {
    let o = hostcall(&["run", "examples/libm.js"]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err.contains("is not allowed") && err.contains("--allow-ffi"),
        "{err}"
    );
    // An allow-list of other libraries does not allow libm either.
    let o = hostcall(&["run", "examples/libm.js", "--allow-ffi=libz.so.1"]);
    assert_eq!(o.status.code(), Some(1));
    let o = hostcall(&["run", "examples/libm.js", "--allow-ffi=libm.so.6"]);
    assert!(o.status.success(), "{:?}", text(&o));
}

#[test]
fn uncaught_exceptions_print_message_and_stack() {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("boom.js");
    std::fs::write(&f, "function inner() { throw new RangeError('boom'); }\nfunction outer() { inner(); }\nouter();\n").unwrap();
    let o = hostcall(&["run", f.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1));
    assert!(err.contains("Uncaught RangeError: boom"), "{err}");
    assert!(err.contains("inner") && err.contains("boom.js:1"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn usage_errors() {
    for (args, expect) in [
        (vec![], "missing command"),
        (vec!["walk"], "unknown command"),
        (vec!["run"], "missing FILE.js"),
        (vec!["run", "x.js", "--backend", "llvm"], "unknown backend"),
        (vec!["run", "x.js", "--policy", "lax"], "unknown policy"),
        (vec!["run", "x.js", "--frobnicate"], "unknown option"),
    ] {
        let o = hostcall(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(text(&o).1.contains(expect), "{args:?}: {}", text(&o).1);
    }
    let o = hostcall(&["run", "no/such/file.js"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).1.contains("cannot read"));
    let o = hostcall(&["--help"]);
    assert!(o.status.success() && text(&o).0.contains("usage: hostcall run"));
}

#[test]
fn coercing_policy_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-policy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("policy.js");
    std::fs::write(&f, "const r = host.add('5', true); if (r !== 6) throw new Error('got ' + r); console.log('coerced', r);").unwrap();
    let strict = hostcall(&["run", f.to_str().unwrap(), "--interop-host"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(text(&strict).1.contains("TypeError"), "{:?}", text(&strict));
    let coercing = hostcall(&[
        "run",
        f.to_str().unwrap(),
        "--interop-host",
        "--policy",
        "coercing",
    ]);
    assert!(coercing.status.success(), "{:?}", text(&coercing));
    assert!(text(&coercing).0.contains("coerced 6"));
    std::fs::remove_dir_all(&dir).ok();
}
