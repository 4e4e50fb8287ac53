//! Issue 46, end to end through `hostcall run`: the standard streams' objects
//! (`Deno.stdout.writeSync` in order with `console.log`, `Deno.stdin.readSync`/`read` from a
//! pipe, `isTerminal` of pipes), `Deno.noColor` from `NO_COLOR`, `Deno.pid`/`ppid`.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// A fresh directory holding `main.js` = `script`.
fn program(name: &str, script: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hostcall-cli-apis-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("main.js"), script).unwrap();
    d
}

/// Runs `main.js` of `d` with `stdin` piped in and `env` set; (stdout, stderr, status,
/// the child's pid).
fn run(d: &PathBuf, stdin: &[u8], env: &[(&str, Option<&str>)]) -> (String, String, i32, u32) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hostcall"));
    cmd.args(["run", "main.js"])
        .current_dir(d)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    let mut child = cmd.spawn().unwrap();
    let pid = child.id();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let o = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code().unwrap_or(-1),
        pid,
    )
}

#[test]
fn standard_streams_write_in_order_and_read_a_pipe() {
    let d = program(
        "stdio",
        r#"
const enc = new TextEncoder();
console.log("a");
const n = Deno.stdout.writeSync(enc.encode("b\n"));
console.log("c", n);
Deno.stderr.writeSync(enc.encode("E"));
console.error("F");
await Deno.stdout.write(enc.encode("d\n"));
const buf = new Uint8Array(3);
const got = [];
for (let r; (r = Deno.stdin.readSync(buf)) !== null;) got.push(new TextDecoder().decode(buf.subarray(0, r)));
got.push(await Deno.stdin.read(buf));
console.log(JSON.stringify(got));
console.log(Deno.stdin.isTerminal(), Deno.stdout.isTerminal(), Deno.stderr.isTerminal());
"#,
    );
    let (out, err, status, _) = run(&d, b"hello", &[]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(
        out,
        "a\nb\nc 2\nd\n[\"hel\",\"lo\",null]\nfalse false false\n"
    );
    assert_eq!(err, "EF\n");
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn no_color_pid_and_ppid_as_deno() {
    let d = program("process", "console.log(Deno.noColor, Deno.pid, Deno.ppid);");
    let me = std::process::id();
    for (value, want) in [(Some("1"), "true"), (Some(""), "false"), (None, "false")] {
        let (out, err, status, pid) = run(&d, b"", &[("NO_COLOR", value)]);
        assert_eq!(status, 0, "{err}");
        assert_eq!(out, format!("{want} {pid} {me}\n"), "NO_COLOR={value:?}");
    }
    std::fs::remove_dir_all(&d).ok();
}
