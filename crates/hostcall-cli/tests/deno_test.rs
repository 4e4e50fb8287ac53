//! `hostcall test` (Deno's test runner) and Deno's command line: every `Deno.test` form,
//! nested steps, failures, `ignore`, `only`, `--filter`, async tests, `Deno.test` under
//! `run`, `--unstable-*`, `--v8-flags`, `--allow-net/run/sys`, `hostcall FILE`, exit 1 for a
//! bad flag.
//!
//! The expected output is what Deno 2.9 prints for the same scripts (its pretty reporter,
//! `cli/tools/test/reporters/pretty.rs` and `common.rs`), as literal text. Before comparing,
//! durations are masked (`(3ms)`, `(250µs)`, `(1s)` become `(D)`), the test directory is
//! written `DIR`, and stack frames inside either runtime (Deno's `ext:` frames, hostcall's
//! `hostcall:runtime.js`) are dropped: they are each runner's own code.
//!
//! Each script runs on `--backend generic` and, where the JIT runs, `--jit eager`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh directory for one test's scripts.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("hostcall-deno-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The backends every script runs on.
fn configs() -> Vec<Vec<&'static str>> {
    let mut c = vec![vec!["--backend", "generic"]];
    if hostcall_testkit::jit_runs() {
        c.push(vec!["--backend", "jit", "--jit", "eager"]);
    }
    c
}

/// `hostcall ARGS` in `dir`, colors off.
fn hostcall(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("runs")
}

/// Output as compared: durations masked, the directory named `DIR`, runtime frames gone.
fn masked(text: &str, dir: &Path) -> String {
    let dir_url = format!("file://{}", dir.display());
    let text = text.replace(&dir_url, "file://DIR");
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let frame = line.trim_start();
        if frame.starts_with("at ") && (frame.contains("ext:") || frame.contains("hostcall:")) {
            continue;
        }
        out.push_str(&mask_durations(line));
    }
    out
}

/// `(12ms)`, `(250µs)`, `(40ns)`, `(2s)`, `(1m3s)` become `(D)`.
fn mask_durations(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find('(') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let close = after.find(')');
        let is_duration = close.is_some_and(|c| {
            let inner = &after[..c];
            let digits = inner.trim_end_matches(|ch: char| ch.is_alphabetic() || ch == 'µ');
            let unit = &inner[digits.len()..];
            let digits = digits.replace('m', "");
            !digits.is_empty()
                && digits.chars().all(|ch| ch.is_ascii_digit())
                && ["ms", "µs", "ns", "s"].contains(&unit)
        });
        match close {
            Some(c) if is_duration => {
                out.push_str("(D)");
                rest = &after[c + 1..];
            }
            _ => {
                out.push('(');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Runs `args` in `dir` on every backend; checks the exit status and the masked stdout,
/// and hands stderr to `err`.
fn expect(dir: &Path, args: &[&str], status: i32, stdout: &str, err: impl Fn(&str)) {
    for config in configs() {
        let mut all: Vec<&str> = vec![args[0]];
        all.extend(config.iter().copied());
        all.extend(&args[1..]);
        let o = hostcall(dir, &all);
        let out = String::from_utf8_lossy(&o.stdout);
        let e = String::from_utf8_lossy(&o.stderr);
        assert_eq!(
            masked(&out, dir),
            stdout,
            "{all:?}\n--- stdout:\n{out}\n--- stderr:\n{e}"
        );
        assert_eq!(o.status.code(), Some(status), "{all:?}: {e}");
        err(&e);
    }
}

const FORMS: &str = r#"Deno.test("name and fn", () => {});
Deno.test(function namedFn() {});
Deno.test({ name: "options object", fn() {} });
Deno.test("name options fn", { permissions: { read: true } }, () => {});
Deno.test({ name: "options then fn", sanitizeOps: false }, () => {});
Deno.test({ fn: function fromFn() {} });
Deno.test({ name: "ignored", ignore: true, fn() {} });
Deno.test.ignore("ignored too", () => {});
Deno.test("async", async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
});
Deno.test("context", (t) => {
  if (t.name !== "context") throw new Error(t.name);
  if (t.origin !== import.meta.url) throw new Error(t.origin);
});
Deno.test("steps", async (t) => {
  await t.step("a", () => {});
  await t.step("b", async (t) => {
    await t.step("c", async () => {
      await null;
    });
    await t.step({ name: "d", ignore: true, fn() {} });
  });
  const passed = await t.step(function e() {});
  if (passed !== true) throw new Error("t.step resolved " + passed);
});
"#;

/// Deno 2.9's output for FORMS.
const FORMS_OUT: &str = "running 11 tests from ./forms.js
name and fn ... ok (D)
namedFn ... ok (D)
options object ... ok (D)
name options fn ... ok (D)
options then fn ... ok (D)
fromFn ... ok (D)
ignored ... ignored (D)
ignored too ... ignored (D)
async ... ok (D)
context ... ok (D)
steps ...
  a ... ok (D)
  b ...
    c ... ok (D)
    d ... ignored (D)
  b ... ok (D)
  e ... ok (D)
steps ... ok (D)

ok | 9 passed (4 steps) | 0 failed | 2 ignored (1 step) (D)

";

#[test]
fn every_form_of_deno_test_and_nested_steps() {
    let dir = scratch("forms");
    std::fs::write(dir.join("forms.js"), FORMS).expect("write");
    expect(&dir, &["test", "forms.js"], 0, FORMS_OUT, |e| {
        assert!(e.is_empty(), "{e}")
    });
    // TypeScript, and more than one file: one report.
    std::fs::write(
        dir.join("more.ts"),
        "const n: number = 1;\nDeno.test(\"typed\", () => { if (n !== 1) throw new Error(); });\n",
    )
    .expect("write");
    let out = FORMS_OUT.replace(
        "\nok | 9 passed",
        "running 1 test from ./more.ts\ntyped ... ok (D)\n\nok | 10 passed",
    );
    expect(&dir, &["test", "forms.js", "more.ts"], 0, &out, |e| {
        assert!(e.is_empty(), "{e}")
    });
    std::fs::remove_dir_all(&dir).ok();
}

const FAILING: &str = r#"Deno.test("passes", () => {});
Deno.test("fails", function fails() {
  throw new Error("boom");
});
Deno.test("steps fail", async (t) => {
  await t.step("inner", () => {
    throw new TypeError("bad step");
  });
  await t.step("fine", () => {});
});
Deno.test("never settles", () => new Promise(() => {}));
Deno.test("exits", () => {
  Deno.exit(3);
});
Deno.test("after", () => {
  console.log("still running");
});
"#;

/// Deno 2.9's output for FAILING (Deno's stack of the failed step also lists its own
/// `ext:cli/40_test.js` frames, masked here).
const FAILING_OUT: &str = "running 6 tests from ./failing.js
passes ... ok (D)
fails ... FAILED (D)
steps fail ...
  inner ... FAILED (D)
  fine ... ok (D)
steps fail ... FAILED (due to 1 failed step) (D)
never settles ... FAILED (D)
exits ... FAILED (D)
after ...
------- output -------
still running
----- output end -----
after ... ok (D)

 ERRORS 

fails => ./failing.js:2:6
error: Error: boom
  throw new Error(\"boom\");
        ^
    at fails (file://DIR/failing.js:3:9)

steps fail ... inner => ./failing.js:6:11
error: TypeError: bad step
    throw new TypeError(\"bad step\");
          ^
    at file://DIR/failing.js:7:11
    at file://DIR/failing.js:6:11

never settles => ./failing.js:11:6
error: Promise resolution is still pending but the event loop has already resolved.

exits => ./failing.js:12:6
error: Error: Test case attempted to exit with exit code: 3
  Deno.exit(3);
       ^
    at file://DIR/failing.js:13:8

 FAILURES 

fails => ./failing.js:2:6
steps fail ... inner => ./failing.js:6:11
never settles => ./failing.js:11:6
exits => ./failing.js:12:6

FAILED | 2 passed (1 step) | 4 failed (1 step) (D)

";

#[test]
fn a_failure_shows_its_error_and_the_rest_still_run() {
    let dir = scratch("failing");
    std::fs::write(dir.join("failing.js"), FAILING).expect("write");
    expect(&dir, &["test", "failing.js"], 1, FAILING_OUT, |e| {
        assert_eq!(e, "error: Test failed\n")
    });
    std::fs::remove_dir_all(&dir).ok();
}

const WIDE: &str = "// On line 2: QuickJS places a call on line 1 a column early.\nconst s = \"ééé\"; Deno.test(\"after é\", () => { const t = \"𝒳\"; throw new Error(\"wide\"); });\n";

/// The output for WIDE by V8's rules (worked out, not taken from a Deno run): columns in
/// UTF-16 units (QuickJS counts UTF-8 bytes), the error's at `new` (QuickJS puts it at
/// `Error`), and the caret a space per UTF-16 unit.
const WIDE_OUT: &str = "running 1 test from ./wide.js
after é ... FAILED (D)

 ERRORS 

after é => ./wide.js:2:23
error: Error: wide
const s = \"ééé\"; Deno.test(\"after é\", () => { const t = \"𝒳\"; throw new Error(\"wide\"); });
                                                                    ^
    at file://DIR/wide.js:2:69

 FAILURES 

after é => ./wide.js:2:23

FAILED | 0 passed | 1 failed (D)

";

#[test]
fn columns_are_counted_as_v8_counts_them() {
    let dir = scratch("wide");
    std::fs::write(dir.join("wide.js"), WIDE).expect("write");
    expect(&dir, &["test", "wide.js"], 1, WIDE_OUT, |e| {
        assert_eq!(e, "error: Test failed\n")
    });
    // An uncaught error's report counts them the same way.
    std::fs::write(
        dir.join("u.js"),
        "const s = \"é\"; throw new Error(\"wide\");\n",
    )
    .expect("write");
    for config in configs() {
        let mut args = vec!["run"];
        args.extend(config.iter().copied());
        args.push("u.js");
        let o = hostcall(&dir, &args);
        assert_eq!(
            masked(&String::from_utf8_lossy(&o.stderr), &dir),
            "error: Uncaught Error: wide\nconst s = \"é\"; throw new Error(\"wide\");\n                     ^\n    at file://DIR/u.js:1:22\n",
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

const INCOMPLETE: &str = r#"Deno.test("not awaited", (t) => {
  t.step("x", async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
});
Deno.test("slow", async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});
"#;

/// Deno 2.9's output for INCOMPLETE: the step's late end (during "slow") is not reported.
const INCOMPLETE_OUT: &str = "running 2 tests from ./incomplete.js
not awaited ...
  x ... INCOMPLETE
not awaited ... FAILED (due to incomplete steps) (D)
slow ... ok (D)

 ERRORS 

not awaited ... x => ./incomplete.js:2:5
error: Didn't complete before parent. Await step with `await t.step(...)`.

 FAILURES 

not awaited ... x => ./incomplete.js:2:5

FAILED | 1 passed | 1 failed (1 step) (D)

";

#[test]
fn a_step_not_awaited_is_incomplete() {
    let dir = scratch("incomplete");
    std::fs::write(dir.join("incomplete.js"), INCOMPLETE).expect("write");
    expect(&dir, &["test", "incomplete.js"], 1, INCOMPLETE_OUT, |e| {
        assert_eq!(e, "error: Test failed\n")
    });
    std::fs::remove_dir_all(&dir).ok();
}

const UNCAUGHT: &str = r#"Deno.test("throws later", () => {
  setTimeout(function late() {
    throw new Error("late");
  }, 0);
  return new Promise((resolve) => setTimeout(resolve, 20));
});
Deno.test("next", () => {});
"#;

/// Deno 2.9's output for UNCAUGHT: the error ends the file's run, every test left is
/// cancelled.
const UNCAUGHT_OUT: &str = "running 2 tests from ./uncaught.js
throws later ...
Uncaught error from ./uncaught.js FAILED
throws later ... cancelled (D)
next ... cancelled (D)

 ERRORS 

./uncaught.js (uncaught error)
error: Error: late
    throw new Error(\"late\");
          ^
    at late (file://DIR/uncaught.js:3:11)
This error was not caught from a test and caused the test runner to fail on the referenced module.
It most likely originated from a dangling promise, event/timeout handler or top-level code.

 FAILURES 

./uncaught.js (uncaught error)

FAILED | 0 passed | 3 failed (D)

";

#[test]
fn an_uncaught_error_cancels_the_rest() {
    let dir = scratch("uncaught");
    std::fs::write(dir.join("uncaught.js"), UNCAUGHT).expect("write");
    expect(&dir, &["test", "uncaught.js"], 1, UNCAUGHT_OUT, |e| {
        assert_eq!(e, "error: Test failed\n")
    });
    std::fs::remove_dir_all(&dir).ok();
}

const ONLY: &str = r#"Deno.test("first", () => {});
Deno.test.only("chosen", () => {});
Deno.test({ name: "also chosen", only: true, fn() {} });
Deno.test("last", () => {});
"#;

const ONLY_OUT: &str = "running 2 tests from ./only.js
chosen ... ok (D)
also chosen ... ok (D)

ok | 2 passed | 0 failed | 2 filtered out (D)

";

#[test]
fn only_runs_those_and_fails_the_run() {
    let dir = scratch("only");
    std::fs::write(dir.join("only.js"), ONLY).expect("write");
    expect(&dir, &["test", "only.js"], 1, ONLY_OUT, |e| {
        assert_eq!(
            e,
            "error: Test failed because the \"only\" option was used\n"
        )
    });
    std::fs::remove_dir_all(&dir).ok();
}

const FILTERED: &str = r#"Deno.test("adds numbers", () => {});
Deno.test("adds strings", () => {});
Deno.test("subtracts", () => {});
"#;

#[test]
fn filter_by_substring_and_regex() {
    let dir = scratch("filter");
    std::fs::write(dir.join("filter.js"), FILTERED).expect("write");
    expect(
        &dir,
        &["test", "--filter", "adds", "filter.js"],
        0,
        "running 2 tests from ./filter.js
adds numbers ... ok (D)
adds strings ... ok (D)

ok | 2 passed | 0 failed | 1 filtered out (D)

",
        |_| {},
    );
    expect(
        &dir,
        &["test", "--filter=/^sub|strings$/", "filter.js"],
        0,
        "running 2 tests from ./filter.js
adds strings ... ok (D)
subtracts ... ok (D)

ok | 2 passed | 0 failed | 1 filtered out (D)

",
        |_| {},
    );
    // A filter that leaves no test: no plan line, as in Deno.
    expect(
        &dir,
        &["test", "--filter", "nothing", "filter.js"],
        0,
        "\nok | 0 passed | 0 failed | 3 filtered out (D)\n\n",
        |_| {},
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn deno_test_under_run_does_nothing() {
    let dir = scratch("run");
    std::fs::write(
        dir.join("t.js"),
        "let ran = false;\nDeno.test(\"x\", () => { ran = true; });\nDeno.test.only({ name: \"y\", fn() { ran = true; } });\nDeno.test.ignore(function z() {});\nsetTimeout(() => console.log(typeof Deno.test, ran), 10);\n",
    )
    .expect("write");
    for config in configs() {
        let mut args = vec!["run"];
        args.extend(config);
        args.push("t.js");
        let o = hostcall(&dir, &args);
        assert!(o.status.success(), "{:?}", o);
        assert_eq!(String::from_utf8_lossy(&o.stdout), "function false\n");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_registrations_throw_denos_errors() {
    let dir = scratch("bad");
    std::fs::write(
        dir.join("bad.js"),
        r#"for (const args of [[""], [() => {}], ["x"], [{ name: "y" }], ["x", {}, () => {}, 1]]) {
  try {
    Deno.test(...args);
    console.log("registered");
  } catch (e) {
    console.log(e.name + ": " + e.message);
  }
}
"#,
    )
    .expect("write");
    expect(
        &dir,
        &["test", "bad.js"],
        0,
        "------- pre-test output -------
TypeError: The test name can't be empty
TypeError: The test function must have a name
TypeError: Missing test function
TypeError: Expected 'fn' field in the first argument to be a test function
registered
----- pre-test output end -----
running 1 test from ./bad.js
x ... ok (D)

ok | 1 passed | 0 failed (D)

",
        |_| {},
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn denos_command_line() {
    let dir = scratch("cli");
    std::fs::write(
        dir.join("gc.js"),
        "console.log(typeof gc, typeof gc === \"function\" ? String(gc()) : \"\", Deno.args.join(\" \"));\n",
    )
    .expect("write");
    let run = |args: &[&str]| {
        let o = hostcall(&dir, args);
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    // --unstable-* flags do nothing; --v8-flags=--expose-gc gives gc(); the rest warn.
    assert_eq!(
        run(&[
            "run",
            "--unstable-ffi",
            "--unstable",
            "--unstable-kv",
            "gc.js",
            "--unstable-ffi"
        ]),
        (Some(0), "undefined  --unstable-ffi\n".into(), String::new())
    );
    assert_eq!(
        run(&["run", "--v8-flags=--expose-gc", "gc.js"]),
        (Some(0), "function undefined \n".into(), String::new())
    );
    let (status, out, err) = run(&[
        "run",
        "--v8-flags=--expose-gc,--max-old-space-size=64",
        "gc.js",
    ]);
    assert_eq!((status, out.as_str()), (Some(0), "function undefined \n"));
    assert_eq!(
        err,
        "warning: V8 flag --max-old-space-size=64 ignored (hostcall runs QuickJS, not V8)\n"
    );
    // Network, subprocess and system-information grants are accepted and grant nothing.
    assert_eq!(
        run(&[
            "run",
            "--allow-net",
            "--allow-run=ls",
            "--allow-sys=hostname",
            "-N",
            "gc.js",
            "a"
        ]),
        (Some(0), "undefined  a\n".into(), String::new())
    );
    // `hostcall FILE` is `hostcall run FILE`, flags before FILE included.
    assert_eq!(
        run(&["gc.js", "b"]),
        (Some(0), "undefined  b\n".into(), String::new())
    );
    assert_eq!(
        run(&["--v8-flags=--expose-gc", "gc.js"]),
        (Some(0), "function undefined \n".into(), String::new())
    );
    // A bad flag exits 1 (Deno's status); help and version 0.
    for args in [
        &["run", "--frobnicate", "gc.js"][..],
        &["test", "--bogus", "gc.js"],
        &["--bogus"],
    ] {
        let (status, _, err) = run(args);
        assert_eq!(status, Some(1), "{args:?}: {err}");
        assert!(err.contains("unexpected argument"), "{args:?}: {err}");
    }
    for args in [&["--help"][..], &["test", "--help"], &["--version"]] {
        assert_eq!(run(args).0, Some(0), "{args:?}");
    }
    let (_, help, _) = run(&["test", "--help"]);
    for flag in [
        "--filter <PATTERN>",
        "--allow-net",
        "--allow-run",
        "--allow-sys",
        "--v8-flags",
        "grants nothing",
        "a directory is not searched",
    ] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    // Test mode takes the same flags, and the scripts' arguments after `--`.
    std::fs::write(
        dir.join("args_test.js"),
        "Deno.test(\"args\", () => { if (Deno.args.join() !== \"p,q\" || typeof gc !== \"function\") throw new Error(Deno.args.join()); });\n",
    )
    .expect("write");
    let (status, out, err) = run(&[
        "test",
        "--unstable-ffi",
        "--v8-flags=--expose-gc",
        "-A",
        "args_test.js",
        "--",
        "p",
        "q",
    ]);
    assert_eq!(status, Some(0), "{out}{err}");
    // A directory is refused, not searched.
    let (status, _, err) = run(&["test", "."]);
    assert_eq!(status, Some(1));
    assert!(err.contains("does not search directories"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
