//! The `hostcall` command end to end: the examples (real system libraries), Jint's interop
//! scripts on both backends, permissions, uncaught exceptions and usage errors.

mod support;
use support::{testlib, text};

use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A code cache directory of its own for one run (`HOSTCALL_DIR`), so every run starts
/// without cached code and its compile counts are its own.
fn fresh_code_dir() -> PathBuf {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let d = std::env::temp_dir().join(format!(
        "hostcall-cli-code-{}-{}",
        std::process::id(),
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn hostcall(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .args(args)
        .current_dir(root())
        .env("HOSTCALL_DIR", fresh_code_dir())
        .output()
        .expect("runs")
}

/// Whether the JIT runs here (the one gate: see `hostcall_testkit::jit_runs`).
fn jit() -> bool {
    hostcall_testkit::jit_runs()
}

#[test]
fn examples_call_real_libraries() {
    for (script, expect) in [
        ("examples/libm.js", "pow(2, 10) = 1024"),
        ("examples/libc.js", "interior NUL refused"),
        ("examples/zlib_crc32.js", "crc32 = 0x414fa339"),
        (
            "examples/zlib_compress.js",
            "bytes back to 8388608 bytes: round trip ok",
        ),
        ("examples/qsort.js", "comparator error: no comparing today"),
    ] {
        let o = hostcall(&["run", "--allow-ffi", "--jit", "eager", "--stats", script]);
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
                "--interop-host",
                "--backend",
                backend,
                "--stats",
                &path,
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
    let o = hostcall(&["run", "--allow-ffi=libz.so.1", "examples/libm.js"]);
    assert_eq!(o.status.code(), Some(1));
    let o = hostcall(&["run", "--allow-ffi=libm.so.6", "examples/libm.js"]);
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
fn unhandled_rejections_print_the_error_and_exit_1() {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-rej-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("reject.js");
    std::fs::write(
        &f,
        "async function load() { throw new Error('no such row'); }\nload();\nconsole.log('after');\n",
    )
    .unwrap();
    let o = hostcall(&["run", f.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}\n{err}");
    // The script's own code ran to its end first, as in Deno.
    assert!(out.contains("after"), "{out}");
    assert!(
        err.contains("error: Uncaught (in promise) Error: no such row"),
        "{err}"
    );
    assert!(err.contains("load") && err.contains("reject.js:1"), "{err}");
    // A rejected nonblocking call nobody awaits is reported the same way.
    let g = dir.join("nb.js");
    std::fs::write(
        &g,
        "const l = Deno.dlopen('libm.so.6', { cos: { parameters: ['f64'], result: 'f64', nonblocking: true } });\n\
         l.symbols.cos(0).then(() => { throw new Error('settled then threw'); });\n",
    )
    .unwrap();
    let o = hostcall(&["run", "--allow-ffi", g.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}\n{err}");
    assert!(
        err.contains("Uncaught (in promise) Error: settled then threw"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn usage_errors() {
    for (args, expect) in [
        (vec![], "Usage: hostcall <COMMAND>"),
        (vec!["run"], "<FILE>"),
        (vec!["run", "--backend", "llvm", "x.js"], "unknown backend"),
        (vec!["run", "--policy", "lax", "x.js"], "unknown policy"),
        (
            vec!["run", "--frobnicate", "x.js"],
            "unexpected argument '--frobnicate'",
        ),
        (vec!["--frobnicate"], "unexpected argument '--frobnicate'"),
        (
            vec!["run", "--backend"],
            "a value is required for '--backend",
        ),
    ] {
        let o = hostcall(&args);
        // Deno's status for a usage error.
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(text(&o).1.contains(expect), "{args:?}: {}", text(&o).1);
    }
    // With no subcommand, the first argument is FILE (`hostcall walk` is `hostcall run walk`).
    for args in [
        &["run", "no/such/file.js"][..],
        &["no/such/file.js"],
        &["walk"],
    ] {
        let o = hostcall(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(text(&o).1.contains("Module not found"), "{:?}", text(&o));
    }
}

/// The flags `hostcall run` takes, as its help names them.
const RUN_FLAGS: [&str; 17] = [
    "--allow-all",
    "--allow-ffi[=<LIB,...>]",
    "--allow-env[=<NAME,...>]",
    "--allow-read[=<PATH,...>]",
    "--allow-write[=<PATH,...>]",
    "--import-map <FILE>",
    "--config <FILE>",
    "--no-config",
    "--classic",
    "--backend <jit|generic>",
    "--jit <eager|tiered|tiered=N|off>",
    "--code-cap <BYTES>",
    "--policy <strict|coercing>",
    "--stats",
    "--interop-host",
    "--help",
    "<FILE>...",
];

#[test]
fn help_lists_every_flag() {
    for args in [&["--help"][..], &["-h"], &["run", "--help"], &["run", "-h"]] {
        let o = hostcall(args);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
        assert!(
            out.contains("Usage: hostcall run [OPTIONS] <FILE>..."),
            "{args:?}: {out}"
        );
        for flag in RUN_FLAGS {
            assert!(out.contains(flag), "{args:?} does not list {flag}: {out}");
        }
        // What --allow-ffi grants, said where the flag is (issue 19: the allow-list read as a
        // security boundary).
        assert!(
            out.contains("Not a sandbox: any grant lets the script read and write all memory"),
            "{args:?}: {out}"
        );
    }
    let o = hostcall(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        text(&o).0.trim(),
        format!("hostcall {}", env!("CARGO_PKG_VERSION"))
    );
}

/// `--stats` and `--interop-host` take no value: `--stats=false` is a usage error, not stats.
#[test]
fn switches_take_no_value() {
    for flag in ["--stats=false", "--stats=true", "--interop-host=no"] {
        let o = hostcall(&["run", flag, "examples/libm.js"]);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(1), "{flag}: {out}\n{err}");
        assert!(err.contains("unexpected value"), "{flag}: {err}");
        assert!(!err.contains("hostcall stats"), "{flag}: {err}");
    }
}

/// A repeated option takes its last value, as it did before the parser was clap.
#[test]
fn a_repeated_option_takes_its_last_value() {
    let o = hostcall(&[
        "run",
        "--allow-ffi=libz.so.1",
        "--allow-ffi=libm.so.6",
        "--policy",
        "coercing",
        "--policy",
        "strict",
        "examples/libm.js",
    ]);
    assert!(o.status.success(), "{:?}", text(&o));
}

#[test]
fn coercing_policy_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-policy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("policy.js");
    std::fs::write(&f, "const r = host.add('5', true); if (r !== 6) throw new Error('got ' + r); console.log('coerced', r);").unwrap();
    let strict = hostcall(&["run", "--interop-host", f.to_str().unwrap()]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(text(&strict).1.contains("TypeError"), "{:?}", text(&strict));
    let coercing = hostcall(&[
        "run",
        "--interop-host",
        "--policy",
        "coercing",
        f.to_str().unwrap(),
    ]);
    assert!(coercing.status.success(), "{:?}", text(&coercing));
    assert!(text(&coercing).0.contains("coerced 6"));
    std::fs::remove_dir_all(&dir).ok();
}

/// A scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `hostcall` in `dir`.
fn hostcall_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .args(args)
        .current_dir(dir)
        .env("HOSTCALL_DIR", fresh_code_dir())
        .output()
        .expect("runs")
}

/// The code cache across runs (issue 45): the second run of a hot loop compiles nothing and
/// runs every call on a thunk from the first (its code gathered into the cache's bundle at
/// the end of the first); a corrupted entry is refused (said by
/// `--stats`), compiled again and rewritten; a directory others may write is not used (a
/// warning); `--no-code-cache` keeps nothing.
#[test]
fn the_code_cache_serves_the_second_run() {
    if !jit() {
        return;
    }
    let code_home = fresh_code_dir();
    let d = scratch("code-cache");
    std::fs::write(
        d.join("hot.js"),
        "const m = Deno.dlopen(\"libm.so.6\", { sqrt: { parameters: [\"f64\"], result: \"f64\" } });\nlet s = 0;\nfor (let i = 0; i < 20000; i++) s += m.symbols.sqrt(i);\nconsole.log(Math.round(s));\n",
    )
    .unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "--allow-ffi", "--stats"];
        args.extend_from_slice(extra);
        args.push("hot.js");
        let o = Command::new(env!("CARGO_BIN_EXE_hostcall"))
            .args(&args)
            .current_dir(&d)
            .env("HOSTCALL_DIR", &code_home)
            .output()
            .expect("runs");
        let (out, err) = text(&o);
        assert!(o.status.success(), "{out}\n{err}");
        assert_eq!(out.trim(), "1885547", "{err}");
        err
    };
    let first = run(&[]);
    assert!(
        first.contains("0 shapes loaded from disk (no compile; 0 from the bundle), 1 written"),
        "{first}"
    );
    assert!(first.contains("code compiled in this run"), "{first}");
    // The run gathered what it wrote into the cache's bundle.
    let code = code_home.join("code");
    let names: Vec<String> = std::fs::read_dir(&code)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["bundle"]);
    let second = run(&[]);
    assert!(
        second.contains("calls: 20000 through thunks, 0 fell back to the policy, 0 generic"),
        "{second}"
    );
    assert!(second.contains("compiles: 0 requested, 0 done"), "{second}");
    assert!(
        second.contains("(0 on the thunk, 0 generic, 0 fell back to the policy); code from the code cache; now native entry"),
        "{second}"
    );
    assert!(
        second.contains(
            "1 shapes loaded from disk (no compile; 1 from the bundle), 0 written, 0 entries refused"
        ),
        "{second}"
    );
    // A flipped byte: refused, compiled again, rewritten; the next run loads it.
    let entry = std::fs::read_dir(&code)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let mut bytes = std::fs::read(&entry).unwrap();
    // In the shape's code, which ends the bundle (on x86-64, where the code is file-backed;
    // elsewhere in its entry, which ends the bundle too).
    let at = bytes.len() - 40;
    bytes[at] ^= 1;
    std::fs::write(&entry, bytes).unwrap();
    let third = run(&[]);
    assert!(
        third.contains(
            "0 shapes loaded from disk (no compile; 0 from the bundle), 1 written, 1 entries refused"
        ),
        "{third}"
    );
    assert!(third.contains("ignored: checksum mismatch"), "{third}");
    let fourth = run(&[]);
    assert!(
        fourth.contains("1 shapes loaded from disk (no compile; 1 from the bundle)"),
        "{fourth}"
    );
    // Writable by others: not used, and said.
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(&code, std::fs::Permissions::from_mode(0o777)).unwrap();
    let fifth = run(&[]);
    assert!(
        fifth.contains("writable by the group or others") && !fifth.contains("code cache: "),
        "{fifth}"
    );
    std::fs::set_permissions(&code, std::fs::Permissions::from_mode(0o700)).unwrap();
    let sixth = run(&["--no-code-cache"]);
    assert!(
        !sixth.contains("code cache: ") && sixth.contains("compiles: 1 requested"),
        "{sixth}"
    );
    std::fs::remove_dir_all(&code_home).ok();
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn allow_list_entries_are_parsed_strictly() {
    for (list, expect) in [
        ("--allow-ffi=libm.so.6,", "empty entry"),
        ("--allow-ffi=,libm.so.6", "empty entry"),
        ("--allow-ffi=libm.so.6,,libz.so.1", "empty entry"),
        ("--allow-ffi=", "needs at least one library"),
        ("--allow-ffi=/no/such/libx.so", "/no/such/libx.so"),
        (
            "--allow-ffi=libhostcall_no_such.so.7",
            "dynamic loader cannot load it",
        ),
    ] {
        let o = hostcall(&["run", list, "examples/libm.js"]);
        assert_eq!(o.status.code(), Some(1), "{list}: {:?}", text(&o));
        assert!(text(&o).1.contains(expect), "{list}: {}", text(&o).1);
    }
}

/// With only `libm.so.6` allowed, a symlink named `libm.so.6` in the current directory
/// allows nothing: not the file it points to, not itself, and the bare name still loads
/// the system's libm. The empty path (the main program) is refused too.
#[test]
fn a_symlink_in_the_current_directory_allows_nothing() {
    let dir = scratch("cwd-symlink");
    let libz = [
        "/lib/x86_64-linux-gnu/libz.so.1",
        "/usr/lib/x86_64-linux-gnu/libz.so.1",
        "/usr/lib64/libz.so.1",
        "/lib/aarch64-linux-gnu/libz.so.1",
    ]
    .into_iter()
    .find(|p| std::path::Path::new(p).exists())
    .expect("libz.so.1 is installed");
    std::os::unix::fs::symlink(libz, dir.join("libm.so.6")).unwrap();
    let script = dir.join("attack.js");
    std::fs::write(
        &script,
        format!(
            r#"
function refused(p) {{
  try {{ hostcall.dlopen(p, {{ crc32: {{ parameters: ["u64", "buffer", "u32"], result: "u64" }} }}); }}
  catch (e) {{ if (!e.message.includes("not allowed")) throw e; return; }}
  throw new Error("opened " + p);
}}
refused({libz:?});
refused("./libm.so.6");
refused({abs:?});
refused("");
const m = hostcall.dlopen("libm.so.6", {{ cos: {{ parameters: ["f64"], result: "f64" }} }});
if (m.symbols.cos(0) !== 1) throw new Error("cos");
console.log("attacks refused");
"#,
            abs = dir.join("libm.so.6").to_str().unwrap()
        ),
    )
    .unwrap();
    let o = hostcall_in(&dir, &["run", "--allow-ffi=libm.so.6", "attack.js"]);
    assert!(o.status.success(), "{:?}", text(&o));
    assert!(text(&o).0.contains("attacks refused"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Only symbols the opened library defines: libc's `system` does not resolve through zlib.
#[test]
fn dependency_symbols_are_refused() {
    let dir = scratch("dep-symbols");
    let script = dir.join("system.js");
    std::fs::write(
        &script,
        r#"hostcall.dlopen("libz.so.1", { system: { parameters: ["cstring"], result: "i32" } }).symbols.system("true");"#,
    )
    .unwrap();
    for flag in ["--allow-ffi=libz.so.1", "--allow-ffi"] {
        let o = hostcall_in(&dir, &["run", flag, "system.js"]);
        assert_eq!(o.status.code(), Some(1), "{flag}");
        let err = text(&o).1;
        assert!(
            err.contains("symbol `system`") && err.contains("libc.so.6"),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// What scripts print looks as it does in Deno and Node, and printing runs no script code.
#[test]
fn console_prints_like_deno() {
    let dir = scratch("console");
    let script = dir.join("print.js");
    std::fs::write(
        &script,
        r#"
let ran = 0;
console.log("a\ud800b", "\udc00");
console.log(4n, -5n, [1, 2, 3], [], {});
console.log({ a: 1, b: "x", c: [true, null, undefined], d: { e: "q\"uote" } });
function named() {}
console.log(named, () => 1, Symbol("desc"), Symbol(), null, undefined);
console.log(-0, [-0], 1.5, 1e21, NaN, -Infinity);
const cyc = { name: "c" }; cyc.self = cyc; console.log(cyc);
console.log({ a: { b: { c: { d: { e: 1 } } } } }, [[[[[1]]]]]);
console.log({ get g() { ran++; return 1; }, set s(v) { ran++; }, get gs() { ran++; return 1; }, set gs(v) { ran++; } });
const trap = () => { ran++; throw new Error("trap ran"); };
const p = new Proxy({ x: 1 }, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap, has: trap });
console.log(p, [p]);
class Foo { constructor() { this.x = 1; } toString() { ran++; return "no"; } }
console.log(new Foo(), Object.create(null), { [Symbol("k")]: 1, "a-b": 2 });
console.log({ toJSON() { ran++; }, valueOf() { ran++; }, [Symbol.toPrimitive]() { ran++; } });
console.log(new Uint8Array([1, 2]), [1, , 3], new Error("boom").message);
console.log("%s is %d and %i%%", "x", 42.5, 7.9, "extra");
console.log([Symbol.iterator], { s: Symbol("in") });
if (ran !== 0) throw new Error("formatting ran script code " + ran + " times");
"#,
    )
    .unwrap();
    let o = hostcall_in(&dir, &["run", "print.js"]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{out}\n{err}");
    let expected = [
        "a\u{FFFD}b \u{FFFD}",
        "4n -5n [ 1, 2, 3 ] [] {}",
        r#"{ a: 1, b: "x", c: [ true, null, undefined ], d: { e: 'q"uote' } }"#,
        "[Function: named] [Function (anonymous)] Symbol(desc) Symbol() null undefined",
        "-0 [ -0 ] 1.5 1e+21 NaN -Infinity",
        r#"<ref *1> { name: "c", self: [Circular *1] }"#,
        // Five levels show (Deno's depth 4 counts from 0); more than three inner levels
        // break over lines.
        "{",
        "  a: {",
        "    b: { c: { d: { e: 1 } } }",
        "  }",
        "} [",
        "  [",
        "    [ [ [ 1 ] ] ]",
        "  ]",
        "]",
        "{ g: [Getter], s: [Setter], gs: [Getter/Setter] }",
        "{ x: 1 } [ { x: 1 } ]",
        r#"Foo { x: 1 } [Object: null prototype] {} { "a-b": 2, Symbol(k): 1 }"#,
        "{",
        "  toJSON: [Function: toJSON],",
        "  valueOf: [Function: valueOf],",
        "  Symbol(Symbol.toPrimitive): [Function: [Symbol.toPrimitive]]",
        "}",
        "Uint8Array(2) [ 1, 2 ] [ 1, <1 empty item>, 3 ] boom",
        "x is 42 and 7% extra",
        "[ Symbol(Symbol.iterator) ] { s: Symbol(in) }",
    ];
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines, expected, "{out}");
    assert!(!out.contains("0x"), "no addresses: {out}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Writing to a closed stdout neither panics nor fails the script: the output is dropped.
#[test]
fn a_closed_stdout_is_not_a_panic() {
    let dir = scratch("closed-stdout");
    std::fs::write(
        dir.join("chatty.js"),
        "for (let i = 0; i < 20000; i++) console.log('line', i, { i });\nconsole.error('done');\n",
    )
    .unwrap();
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let o = Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .args(["run", "--stats", "chatty.js"])
        .current_dir(&dir)
        .stdout(writer)
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        err.contains("done") && err.contains("hostcall stats"),
        "{err}"
    );
    // --help on a closed stdout, too.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let o = Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .arg("--help")
        .stdout(writer)
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(0));
    std::fs::remove_dir_all(&dir).ok();
}

/// `--jit`: tiered by default (a hot function is compiled on the background worker, never on
/// the script's thread), eager, or off; bad values are usage errors.
#[test]
fn jit_tiers_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("hostcall-cli-tiers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("hot.js");
    std::fs::write(
        &script,
        r#"const libm = hostcall.dlopen("libm.so.6", { fmax: { parameters: ["f64", "f64"], result: "f64" } });
let s = 0;
for (let i = 0; i < 20000; i++) s += libm.symbols.fmax(i, 1);
if (s !== 199990001) throw new Error("wrong sum " + s);
console.log("ok");"#,
    )
    .unwrap();
    let path = script.to_str().unwrap();
    for (flag, thunks) in [("tiered=50", true), ("eager", true), ("off", false)] {
        let o = hostcall(&["run", "--allow-ffi", "--jit", flag, "--stats", path]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flag}: {out}\n{err}");
        assert!(out.contains("ok"), "{flag}: {out}");
        if jit() {
            assert_eq!(!err.contains(" 0 through thunks"), thunks, "{flag}: {err}");
            if flag.starts_with("tiered") {
                // On the worker, or on the caller once the loop waited past its bound
                // (`hostcall::CALLER_COMPILE_GRACE`) on a busy machine.
                assert!(err.contains("1 requested, 1 done ("), "{err}");
            }
            if flag == "eager" {
                assert!(
                    err.contains("0 on the background worker, 1 on the caller's thread"),
                    "{err}"
                );
            }
        }
    }
    // A function called fewer times than the default threshold is never compiled.
    std::fs::write(
        &script,
        r#"const libm = hostcall.dlopen("libm.so.6", { fmax: { parameters: ["f64", "f64"], result: "f64" } });
for (let i = 0; i < 10; i++) libm.symbols.fmax(i, 1);"#,
    )
    .unwrap();
    let o = hostcall(&["run", "--allow-ffi", "--stats", path]);
    let (_, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("0 requested, 0 done"), "{err}");
    for bad in ["fast", "tiered=x", "tiered=-1"] {
        let o = hostcall(&["run", "--jit", bad, path]);
        assert_eq!(o.status.code(), Some(1), "--jit {bad}");
        assert!(text(&o).1.contains("--jit"), "--jit {bad}");
    }
    let o = hostcall(&["run", "--code-cap", "lots", path]);
    assert_eq!(o.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).ok();
}

/// `--stats` lists each FFI symbol with its calls and entry, and why one is not on a native
/// entry (issues 43 and 45): a hot `Deno.dlopen` symbol with pointer objects in and out runs
/// on its native entry; a cold one, one taking `function` arguments and a `nonblocking` one
/// say where they run instead.
#[test]
fn stats_list_each_symbol_and_its_entry() {
    // Each symbol's line: its calls by path and where its code came from (issue 45).
    let lib = testlib();
    let dir = std::env::temp_dir().join(format!("hostcall-cli-symbols-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("symbols.js");
    std::fs::write(
        &script,
        r#"const lib = Deno.dlopen(Deno.args[0], {
  hc_ptr_identity: { parameters: ["pointer"], result: "pointer" },
  hc_add_i64: { parameters: ["i64", "i64"], result: "i64" },
  hc_cb_ptr: { parameters: ["function", "pointer"], result: "pointer" },
  hc_id_u8: { parameters: ["u8"], result: "u8", nonblocking: true },
});
const p = Deno.UnsafePointer.create(4096n);
for (let i = 0; i < 3000; i++) {
  if (Deno.UnsafePointer.value(lib.symbols.hc_ptr_identity(p)) !== 4096n) throw new Error("wrong");
}
if (lib.symbols.hc_add_i64(1n, 2n) !== 3n) throw new Error("not a BigInt");
if (await lib.symbols.hc_id_u8(3) !== 3) throw new Error("nonblocking");
console.log("ok");"#,
    )
    .unwrap();
    let path = script.to_str().unwrap();
    for flag in ["tiered=100", "off"] {
        let o = hostcall(&["run", "--allow-ffi", "--jit", flag, "--stats", path, &lib]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flag}: {out}\n{err}");
        assert!(out.contains("ok"), "{out}");
        assert!(err.contains("symbols: 4 bound"), "{err}");
        let line = |name: &str| {
            err.lines()
                .find(|l| l.contains(&format!(".{name}:")))
                .unwrap_or_else(|| panic!("no line for {name}: {err}"))
                .to_string()
        };
        let hot = line("hc_ptr_identity");
        if jit() && flag != "off" {
            assert!(hot.ends_with("now native entry"), "{hot}");
            assert!(!hot.contains(" 0 calls on its native entry"), "{hot}");
            assert!(hot.contains("code compiled in this run"), "{hot}");
        } else {
            assert!(
                hot.contains(
                    "0 calls on its native entry, 3000 through the dispatcher (0 on the thunk, 3000 generic, 0 fell back to the policy); code none yet"
                ),
                "{hot}"
            );
            assert!(hot.contains("now dispatcher ("), "{hot}");
        }
        assert!(
            line("hc_add_i64").contains(
                "1 through the dispatcher (0 on the thunk, 1 generic, 0 fell back to the policy); code none yet; now dispatcher"
            ),
            "{err}"
        );
        assert!(line("hc_cb_ptr").contains("now adapter"), "{err}");
        assert!(line("hc_id_u8").contains("now nonblocking"), "{err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Callbacks from the command line: the stored-callback example (its library path after
/// `--`), on both backends; `--stats` counts the callbacks.
#[test]
fn callbacks_example_with_script_arguments() {
    let lib = testlib();
    let backends: &[&str] = if jit() {
        &["jit", "generic"]
    } else {
        &["generic"]
    };
    for backend in backends {
        let o = hostcall(&[
            "run",
            "--allow-ffi",
            "--backend",
            backend,
            "--stats",
            "examples/callback_later.js",
            "--",
            &lib,
        ]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{backend}: {out}\n{err}");
        assert!(
            out.contains("thread ticks, run on the engine's thread: 10, 11, 12, 13, 14"),
            "{out}"
        );
        assert!(
            err.contains("callbacks: 2 made") && err.contains("(5 queued by other threads)"),
            "{err}"
        );
    }
    // Without the library path: the script's own usage error.
    let o = hostcall(&["run", "--allow-ffi", "examples/callback_later.js"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).1.contains("usage: hostcall run"), "{:?}", text(&o));
}

/// The pointer-view example walks the test library's C array on both backends.
#[test]
fn pointer_view_example() {
    let lib = testlib();
    let backends: &[&str] = if jit() {
        &["jit", "generic"]
    } else {
        &["generic"]
    };
    for backend in backends {
        let o = hostcall(&[
            "run",
            "--allow-ffi",
            "--backend",
            backend,
            "examples/pointer_view.js",
            "--",
            &lib,
        ]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{backend}: {out}\n{err}");
        for want in [
            "16 elements: -1, 2, -3",
            "sum: 8",
            "string: h\u{e9}llo",
            "same address: true",
            "add via UnsafeFnPointer: 5000",
        ] {
            assert!(out.contains(want), "{backend}: `{want}` missing from {out}");
        }
    }
}

/// An error raised in a callback that no call took is uncaught: exit 1, its message names
/// the callback; a refused call is reported on stderr.
#[test]
fn callback_errors_and_refusals_are_reported() {
    let dir = scratch("callback-errors");
    let script = dir.join("cb.js");
    std::fs::write(
        &script,
        r#"
const lib = hostcall.dlopen(hostcall.args[0], {
  hc_cb_i32: { parameters: ["pointer", "i32"], result: "i32" },
});
// hostcall's callbacks: their `pointer` is a number, as hostcall.dlopen's `pointer` takes.
const cb = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, (x) => x + 1);
if (lib.symbols.hc_cb_i32(cb.pointer, 1) !== 2) throw new Error("callback");
cb.close();
if (lib.symbols.hc_cb_i32(cb.pointer, 1) !== 0) throw new Error("closed callback");
// hostcall's callbacks follow the engine's (strict) policy; Deno's would coerce 1.5 to 1.
const bad = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, () => 1.5);
lib.symbols.hc_cb_i32(bad.pointer, 1);
console.log("script ran to its end");
"#,
    )
    .unwrap();
    let o = hostcall_in(&dir, &["run", "--allow-ffi", "cb.js", "--", &testlib()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}\n{err}");
    assert!(out.contains("script ran to its end"), "{out}");
    assert!(
        err.contains("called after close(); returning 0 (reported once)"),
        "{err}"
    );
    assert!(
        err.contains("error: Uncaught RangeError: callback result: 1.5 is not an integer")
            && err.contains("(in callback (i32) -> i32, called from native code, which got 0)"),
        "{err}"
    );
    // Without FFI permission no callback can be made.
    let o = hostcall_in(&dir, &["run", "cb.js", "--", &testlib()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).1.contains("is not allowed"), "{:?}", text(&o));
    std::fs::remove_dir_all(&dir).ok();
}

/// The number just before `what` in `text` (`"12 in callback upcalls"` -> 12).
fn figure_before(text: &str, what: &str) -> u64 {
    let at = text
        .find(what)
        .unwrap_or_else(|| panic!("`{what}` not in {text}"));
    let digits: String = text[..at]
        .trim_end()
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number before `{what}` in {text}"))
}

/// Issue 19, class 6: `--stats` shows every kind of generated code against the one
/// `--code-cap` (thunks and native entries, struct symbols' included, and callback upcalls),
/// and with the cap spent a struct call and a callback run on libffi with the same output
/// (before: upcalls were compiled whatever the cap, and not shown against it).
#[test]
fn stats_show_all_code_against_the_one_cap() {
    let dir = scratch("code-cap");
    let script = dir.join("budget.js");
    std::fs::write(
        &script,
        r#"const Pair = { struct: ["i32", "i32"] };
const lib = hostcall.dlopen(hostcall.args[0], {
  pair_sum: { name: "hc_st_pair_i32_sum", parameters: [Pair], result: "i64" },
  sum_each: { name: "hc_cb_sum_each", parameters: ["function", "i32"], result: "i64" },
});
const twice = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, (x) => 2 * x);
let s = 0;
for (let i = 0; i < 10; i++) s += Number(lib.symbols.pair_sum(new Int32Array([i, 1])));
console.log(`pair ${s} each ${lib.symbols.sum_each(twice, 100)}`);
twice.close();
lib.close();
"#,
    )
    .unwrap();
    let lib = testlib();
    let script = script.display().to_string();
    let run = |backend: &str, cap: &str| {
        let o = hostcall(&[
            "run",
            "--allow-ffi",
            "--backend",
            backend,
            "--jit",
            "eager",
            "--code-cap",
            cap,
            "--stats",
            &script,
            "--",
            &lib,
        ]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{backend} {cap}: {out}\n{err}");
        assert_eq!(out.trim(), "pair 55 each 9900", "{backend} {cap}: {err}");
        err
    };
    if jit() {
        let err = run("jit", "8388608");
        let total = figure_before(&err, "bytes of the 8388608-byte cap");
        let thunks = figure_before(&err, "in thunks and native entries");
        let upcalls = figure_before(&err, "in callback upcalls");
        assert!(upcalls > 0 && thunks > 0, "{err}");
        assert_eq!(total, thunks + upcalls, "{err}");
        assert!(err.contains("calls: 11 through thunks"), "{err}");
        assert!(err.contains("(1 JIT upcalls, 0 generic)"), "{err}");
        // The cap spent from the start: nothing is compiled, the same output.
        let err = run("jit", "0");
        assert_eq!(figure_before(&err, "bytes of the 0-byte cap"), 0, "{err}");
        assert!(err.contains("calls: 0 through thunks"), "{err}");
        assert!(err.contains("(0 JIT upcalls, 1 generic)"), "{err}");
        assert!(figure_before(&err, "callbacks over the cap") >= 1, "{err}");
    }
    let err = run("generic", "8388608");
    assert_eq!(
        figure_before(&err, "bytes of the 8388608-byte cap"),
        0,
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The TypeScript example (imports, an import map in deno.json, a JSON module, top-level
/// await, Deno.dlopen) runs unchanged on both backends.
#[test]
fn typescript_ffi_example_with_an_import_map() {
    let backends: &[&str] = if jit() {
        &["jit", "generic"]
    } else {
        &["generic"]
    };
    for backend in backends {
        let o = hostcall(&[
            "run",
            "--allow-ffi",
            "--backend",
            backend,
            "examples/deno_ts/main.ts",
        ]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{backend}: {out}\n{err}");
        assert_eq!(
            out, "**pow** 2^3 = 8\n**pow** 3^3 = 27\n**pow** 10^3 = 1000\ncbrt(27) = 3.000000\n",
            "{backend}: {err}"
        );
    }
}

/// Deno's permission flags: each grant lets exactly its operations through, a denied one
/// throws NotCapable (Deno 2's class) with Deno's message, and -A grants all.
#[test]
fn permission_flags_as_in_deno() {
    let d = scratch("perms");
    std::fs::write(d.join("data.txt"), "data").unwrap();
    std::fs::write(
        d.join("p.js"),
        r#"
const out = [];
const tryIt = (what, f) => {
  try { f(); out.push(`${what} ok`); }
  catch (e) { out.push(`${what} ${e.name}${e instanceof Deno.errors.NotCapable ? "" : " (not NotCapable)"}`); }
};
tryIt("env", () => Deno.env.get("HOSTCALL_CLI_PERM"));
tryIt("read", () => Deno.readTextFileSync("data.txt"));
tryIt("write", () => Deno.writeTextFileSync("written.txt", "w"));
tryIt("ffi", () => Deno.dlopen("libm.so.6", {}).close());
console.log(out.join(", "));
"#,
    )
    .unwrap();
    let run = |flags: &[&str]| {
        let mut args = vec!["run"];
        args.extend_from_slice(flags);
        args.push("p.js");
        let o = Command::new(env!("CARGO_BIN_EXE_hostcall"))
            .args(&args)
            .current_dir(&d)
            .env("HOSTCALL_CLI_PERM", "1")
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        out.trim().to_string()
    };
    assert_eq!(
        run(&[]),
        "env NotCapable, read NotCapable, write NotCapable, ffi Error (not NotCapable)"
    );
    assert_eq!(run(&["-A"]), "env ok, read ok, write ok, ffi ok");
    assert_eq!(
        run(&[
            "--allow-env",
            "--allow-read",
            "--allow-write",
            "--allow-ffi"
        ]),
        "env ok, read ok, write ok, ffi ok"
    );
    assert_eq!(
        run(&[
            "--allow-env=OTHER",
            "--allow-read=data.txt",
            "--allow-write=elsewhere"
        ]),
        "env NotCapable, read ok, write NotCapable, ffi Error (not NotCapable)"
    );
    assert_eq!(
        run(&[
            "--allow-env=HOSTCALL_CLI_PERM",
            "-R",
            "--allow-write=written.txt"
        ]),
        "env ok, read ok, write ok, ffi Error (not NotCapable)"
    );
    // The message is Deno's.
    std::fs::write(d.join("m.js"), "Deno.env.get('HOME');").unwrap();
    let o = hostcall_in(&d, &["run", "m.js"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o).1.contains("error: Uncaught NotCapable: Requires env access to \"HOME\", run again with the --allow-env flag"),
        "{:?}",
        text(&o)
    );
    std::fs::remove_dir_all(&d).ok();
}

/// Flags after FILE are the script's; `Deno.exit` and `Deno.exitCode` set the status; an
/// uncaught error in TypeScript is printed at its position in the original file.
#[test]
fn script_arguments_exit_status_and_typescript_errors() {
    let d = scratch("args");
    std::fs::write(
        d.join("a.js"),
        "console.log(JSON.stringify(Deno.args)); Deno.exitCode = Number(Deno.args[1] ?? 0);",
    )
    .unwrap();
    let o = hostcall_in(&d, &["run", "a.js", "--allow-ffi", "3"]);
    assert_eq!(o.status.code(), Some(3), "{:?}", text(&o));
    assert_eq!(text(&o).0.trim(), r#"["--allow-ffi","3"]"#);
    std::fs::write(d.join("e.js"), "setTimeout(() => Deno.exit(42), 1);").unwrap();
    assert_eq!(hostcall_in(&d, &["run", "e.js"]).status.code(), Some(42));
    std::fs::write(
        d.join("t.ts"),
        "interface I { a: number }\nconst i: I = { a: 1 };\nfunction f(x: number): void {\n  throw new TypeError(`bad ${x}`);\n}\nf(i.a);\n",
    )
    .unwrap();
    let o = hostcall_in(&d, &["run", "t.ts"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o).1;
    assert!(err.contains("error: Uncaught TypeError: bad 1"), "{err}");
    assert!(err.contains("t.ts:4:") && err.contains("t.ts:6:"), "{err}");
    std::fs::write(d.join("s.ts"), "let a: number = 1;\nlet b: = 2;\n").unwrap();
    let o = hostcall_in(&d, &["run", "s.ts"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).1.contains("s.ts:2:8"), "{:?}", text(&o));
    // A classic script with --classic.
    std::fs::write(
        d.join("c.js"),
        "var x = 1; with ({ y: 2 }) { console.log(x + y); }",
    )
    .unwrap();
    let o = hostcall_in(&d, &["run", "--classic", "c.js"]);
    assert!(o.status.success(), "{:?}", text(&o));
    assert_eq!(text(&o).0.trim(), "3");
    std::fs::remove_dir_all(&d).ok();
}

/// The loop waits for the earlier of a timer and a `nonblocking` call: a short timer fires
/// while a slow native call is in flight, and the call's promise settles after it.
#[test]
fn timers_fire_while_a_nonblocking_call_is_in_flight() {
    let d = scratch("nonblocking-timers");
    std::fs::write(
        d.join("n.js"),
        r#"
const lib = Deno.dlopen(Deno.args[0], {
  hc_sleep_ms: { parameters: ["u32"], result: "u32", nonblocking: true },
});
const log = [];
const call = lib.symbols.hc_sleep_ms(600).then((v) => log.push(`sleep ${v}`));
setTimeout(() => log.push("timer"), 5);
await call;
log.push("awaited");
console.log(log.join(", "));
lib.close();
"#,
    )
    .unwrap();
    let o = hostcall_in(&d, &["run", "--allow-ffi", "n.js", &testlib()]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{out}\n{err}");
    assert_eq!(out.trim(), "timer, sleep 600, awaited", "{err}");
    std::fs::remove_dir_all(&d).ok();
}
