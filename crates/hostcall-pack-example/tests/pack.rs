//! The example program with and without its pack: with it, each of the 200 functions'
//! first (and only) call runs on a thunk, in this build with or without the `jit` feature;
//! without it, every call is generic (the functions are not hot). Every result is checked
//! by the script either way.

use std::process::Command;

fn run(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hostcall-pack-example"))
        .args(args)
        .output()
        .expect("run the example");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn with_the_pack_every_first_call_is_a_thunk_call() {
    let out = run(&["--pack"]);
    assert!(
        out.contains("200 functions called once: 200 on thunks, 0 generic, 0 cold"),
        "{out}"
    );
    assert!(out.contains("backend: Jit"), "{out}");
}

#[test]
fn without_it_the_cold_calls_are_generic() {
    let out = run(&[]);
    assert!(out.contains("0 on thunks, 200 generic"), "{out}");
    let expected = if cfg!(feature = "jit") {
        "backend: Jit"
    } else {
        "backend: Generic"
    };
    assert!(out.contains(expected), "{out}");
    let out = run(&["--generic"]);
    assert!(out.contains("0 on thunks, 200 generic, 0 cold"), "{out}");
}

#[test]
fn an_unknown_argument_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_hostcall-pack-example"))
        .arg("--fast")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown argument `--fast`"));
}
