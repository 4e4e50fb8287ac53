//! The script runtime under attack (issue 47): each class the attack on b590280 found, as a
//! program run by the `hostcall` command on the JIT compiling eagerly, the JIT tiering up
//! and the generic backend. Each test says what the program did before and what it must do
//! now.

mod support;
use support::{configs, dir_with, testlib, text};

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Runs `hostcall run FLAGS ARGS...` in `dir`, killed after `limit`.
fn run_in(dir: &Path, flags: &[&str], args: &[&str], limit: Duration) -> (Output, Duration) {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hostcall"))
        .arg("run")
        .args(flags)
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    loop {
        if child.try_wait().expect("waits").is_some() {
            break;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().expect("output");
    (out, started.elapsed())
}

/// No raw heap address in `s` (what `Proxy(0x55ee7ebbcca0)` printed).
fn assert_no_address(s: &str) {
    let bytes = s.as_bytes();
    for (i, w) in bytes.windows(2).enumerate() {
        if w == b"0x" {
            let hex = bytes[i + 2..]
                .iter()
                .take_while(|b| b.is_ascii_hexdigit())
                .count();
            assert!(hex < 6, "an address in: {s}");
        }
    }
}

/// Item 1. Before: `thread 'main' has overflowed its stack` (exit 134) for each. Now: the
/// innermost target, as Deno prints it; the clone's refusal names it in a bounded message.
#[test]
fn a_deep_proxy_chain_prints_its_target() {
    let d = dir_with::<&[u8]>(&[(
        "p.js",
        br#"
let c = { a: 1 };
for (let i = 0; i < 100000; i++) c = new Proxy(c, {});
console.log(c);
console.log([c]);
console.log(Deno.inspect(c));
try { structuredClone(c); } catch (e) { console.log(e.name, e.message.length <= 200, e.message); }
let r = Proxy.revocable({}, {}); r.revoke(); let rc = r.proxy;
for (let i = 0; i < 1000; i++) rc = new Proxy(rc, {});
console.log(rc);
"#,
    )]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["p.js"], Duration::from_secs(60));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(
            out,
            "{ a: 1 }\n[ { a: 1 } ]\n{ a: 1 }\nDataCloneError true { a: 1 } could not be cloned (a Proxy).\n<Revoked Proxy>\n",
            "{flags:?}"
        );
    }
}

/// Item 2. Before: four threads calling a slow `void` thread-safe callback kept the queue
/// full, so a 300 ms timer never ran (the program never ended) and the queue grew by
/// 120-160 MB a second; two threads and a fast callback starved the timer the same way
/// under both dialects. Now: the timer runs on time and peak RSS stays small.
#[test]
fn native_threads_neither_starve_timers_nor_queue_without_bound() {
    let d = dir_with::<&[u8]>(&[(
        "t.js",
        br#"
const [path, which, slow, threads] = Deno.args;
const dialect = which === "deno" ? Deno : hostcall;
const lib = dialect.dlopen(path, {
  hc_thread_call_void: { parameters: ["function", "i32", "i32", "pointer"], result: "pointer" },
});
const slowMs = Number(slow);
let calls = 0;
const cb = dialect.UnsafeCallback.threadSafe({ parameters: ["i32"], result: "void" }, () => {
  calls++;
  const t = Date.now();
  while (Date.now() - t < slowMs) {}
});
for (let i = 0; i < Number(threads); i++) lib.symbols.hc_thread_call_void(cb, 0, 1e8, null);
const started = Date.now();
setTimeout(() => {
  const status = Deno.readTextFileSync("/proc/self/status");
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)[1]);
  console.log(`${Date.now() - started} ${calls} ${hwm}`);
  Deno.exit(0);
}, 300);
"#,
    )]);
    let lib = testlib();
    for flags in configs() {
        for (dialect, slow, threads) in [
            ("hostcall", "1", "4"),
            ("hostcall", "0", "2"),
            ("deno", "0", "2"),
        ] {
            let (o, took) = run_in(
                &d,
                flags,
                &["-A", "t.js", &lib, dialect, slow, threads],
                Duration::from_secs(60),
            );
            let (out, err) = text(&o);
            assert!(
                o.status.success(),
                "{flags:?} {dialect} {slow} {threads}: the timer never ran ({took:?}): {out}\n{err}"
            );
            let f: Vec<u64> = out.split_whitespace().map(|n| n.parse().unwrap()).collect();
            let (after_ms, calls, peak_kb) = (f[0], f[1], f[2]);
            assert!(calls > 0, "{out}");
            assert!(after_ms < 5_000, "the timer ran {after_ms} ms late: {out}");
            assert!(
                peak_kb < 200 * 1024,
                "{flags:?} {dialect}: peak RSS {peak_kb} kB: the queue grew without bound"
            );
        }
    }
}

/// Item 3. Before: a relative `import()` in eval'd code (direct and indirect `eval`, `new
/// Function`, a string timer) resolved against `<cwd>/<input>`: here it loaded `x.js` of
/// the current directory, another file. Now: against the module whose code ran it.
#[test]
fn import_in_evaled_code_resolves_against_its_module() {
    let d = dir_with::<&[u8]>(&[
        ("x.js", b"export const v = 'cwd';"),
        ("sub/x.js", b"export const v = 'sub';"),
        (
            "sub/mod.js",
            br#"
export const direct = async () => (await eval('import("./x.js")')).v;
export const indirect = async () => (await (0, eval)('import("./x.js")')).v;
export const fn = async () => (await new Function('return import("./x.js")')()).v;
export const timer = () => new Promise((res) => {
  globalThis.__res = res;
  setTimeout('import("./x.js").then((m) => globalThis.__res(m.v), (e) => globalThis.__res(String(e)))', 0);
});
"#,
        ),
        (
            "main.js",
            br#"
import * as m from "./sub/mod.js";
console.log(await m.direct(), await m.indirect(), await m.fn(), await m.timer());
console.log((await eval('import("./x.js")')).v);
"#,
        ),
    ]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["-A", "main.js"], Duration::from_secs(60));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(out, "sub sub sub sub\ncwd\n", "{flags:?}: {err}");
    }
}

/// Item 4. Before: `structuredClone` copied private fields as symbols (`Symbol(#secret)`
/// with its value) and walked every hole of a sparse array (474 s for length 2^32 - 1).
/// Now: own enumerable string-keyed data properties only, in time proportional to the
/// elements; cycles, shared views, maps, sets, errors kept.
#[test]
fn structured_clone_copies_data_properties_only() {
    let d = dir_with::<&[u8]>(&[(
        "c.js",
        br#"
const out = [];
class W { #secret = "k"; x = 1; get y() { return 2; } }
const w = structuredClone(new W());
out.push(Object.getOwnPropertySymbols(w).length, JSON.stringify(w), Object.getPrototypeOf(w) === Object.prototype);
const a = [1]; a.length = 2 ** 32 - 1;
const t0 = Date.now(); const b = structuredClone(a);
out.push(b.length, 0 in b, 7 in b, Date.now() - t0 < 2000);
const cyc = { n: 1 }; cyc.self = cyc; const cc = structuredClone(cyc); out.push(cc.self === cc);
const buf = new ArrayBuffer(8); const [v1, v2] = structuredClone([new Uint8Array(buf, 2, 3), new DataView(buf)]);
out.push(v1.buffer === v2.buffer, v1.byteOffset, v1.length);
const m = structuredClone(new Map([[1, { x: 2 }], ["s", new Set([3])]])); out.push(m.get(1).x, m.get("s").has(3));
const e = structuredClone(new TypeError("boom", { cause: { c: 1 } })); out.push(e instanceof TypeError, e.message, e.cause.c);
let deep = {}; for (let i = 0; i < 100000; i++) deep = { deep }; out.push(typeof structuredClone(deep).deep);
let chain = new Error("0"); for (let i = 1; i < 100000; i++) chain = new Error(String(i), { cause: chain });
let causes = 0; for (let x = structuredClone(chain); x; x = x.cause) causes++; out.push(causes);
const self = new Error("s"); self.cause = self; const sc = structuredClone(self); out.push(sc.cause === sc);
const sym = { [Symbol("k")]: 1, s: 2 }; out.push(JSON.stringify(structuredClone(sym)), Object.getOwnPropertySymbols(structuredClone(sym)).length);
for (const bad of [() => 1, Symbol("s"), { get g() { throw new Error("getter ran"); } }, new WeakMap()]) {
  try { structuredClone(bad); out.push("cloned"); } catch (err) { out.push(err.name); }
}
console.log(out.join(" "));
"#,
    )]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["c.js"], Duration::from_secs(60));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(
            out.trim(),
            "0 {\"x\":1} true 4294967295 true false true true true 2 3 2 true true boom 1 object 100000 true {\"s\":2} 0 DataCloneError DataCloneError DataCloneError DataCloneError",
            "{flags:?}"
        );
    }
}

/// Item 5. Before: the uncaught-error printer ran script (`toString` calling `Deno.exit(7)`
/// exited 7 silently; one looping forever hung; a Proxy's `get` trap ran) and printed heap
/// addresses (`Proxy(0x...)`, `Symbol(0x...)`, `Object(0x...)`). Now: as Deno prints them,
/// exit 1, no script: no custom inspect method either (`console.log` calls them).
#[test]
fn the_uncaught_error_printer_runs_no_script() {
    let d = dir_with::<&[u8]>(&[(
        "u.js",
        br#"
const which = Deno.args[0];
if (which === "exit") throw { toString() { Deno.exit(7); } };
if (which === "hang") throw { toString() { for (;;) {} } };
if (which === "proxy") Promise.reject(new Proxy({}, { get() { console.log("TRAP RAN"); return () => "x"; } }));
if (which === "symbol") Promise.reject(Symbol("s"));
if (which === "nullproto") throw Object.create(null);
if (which === "getter") { class E extends Error { get name() { console.log("GETTER RAN"); return "X"; } } throw new E("m"); }
if (which === "error") { function f() { throw new RangeError("boom"); } f(); }
if (which === "custom") throw { [Symbol.for("Deno.customInspect")]() { console.log("CUSTOM RAN"); return "x"; } };
if (which === "nodecustom") Promise.reject({ [Symbol.for("nodejs.util.inspect.custom")]() { console.log("NODE RAN"); return "x"; } });
"#,
    )]);
    for flags in configs() {
        for (which, expect) in [
            ("exit", "error: Uncaught { toString: [Function: toString] }"),
            ("hang", "error: Uncaught { toString: [Function: toString] }"),
            ("proxy", "error: Uncaught (in promise) {}"),
            ("symbol", "error: Uncaught (in promise) Symbol(s)"),
            ("nullproto", "error: Uncaught [Object: null prototype] {}"),
            ("getter", "error: Uncaught Error: m"),
            (
                "custom",
                "error: Uncaught { Symbol(Deno.customInspect): [Function: [Deno.customInspect]] }",
            ),
            (
                "nodecustom",
                "error: Uncaught (in promise) {\n  Symbol(nodejs.util.inspect.custom): [Function: [nodejs.util.inspect.custom]]\n}",
            ),
            (
                "error",
                "error: Uncaught RangeError: boom\nif (which === \"error\")",
            ),
        ] {
            let (o, _) = run_in(&d, flags, &["u.js", which], Duration::from_secs(20));
            let (out, err) = text(&o);
            assert_eq!(o.status.code(), Some(1), "{flags:?} {which}: {out}\n{err}");
            assert!(err.starts_with(expect), "{flags:?} {which}: {err}");
            assert!(!out.contains("RAN"), "{flags:?} {which}: script ran: {out}");
            if which == "error" {
                assert!(err.contains("^\n    at f (file://"), "{flags:?}: {err}");
            }
            assert_no_address(&err);
        }
    }
}

/// Item 6. Before: QuickJS cut a specifier at its NUL, so `import("./ok.js\0.map")`
/// imported `./ok.js` and `import("/etc/passwd\0.js")` evaluated `/etc/passwd`. Now: a NUL
/// (raw or escaped) in a literal specifier is refused; a computed one whose cut name is not
/// a module file is refused by its media type.
#[test]
fn a_nul_in_a_specifier_is_refused() {
    let d = dir_with::<&[u8]>(&[
        ("ok.js", b"export const v = 'ok';"),
        (
            "n.js",
            br#"
const out = [];
for (const f of [() => import("./ok.js\0.map"), () => import("/etc/passwd\0.js"), () => import('./ok.js\x00'),
                 () => import(`./ok.js\u0000`), () => import("./ok.js\u{0}.x")]) {
  try { await f(); out.push("LOADED"); } catch (e) { out.push(e.message.includes("NUL") ? "nul" : e.message); }
}
try { await import("/etc/passwd" + "\0.js"); out.push("LOADED"); } catch (e) { out.push(e.message.includes("Unknown module") ? "unknown" : e.message); }
out.push((await import("./ok.js")).v, (await import("./ok.js\\0".slice(0, 7))).v);
console.log(out.join(" "));
"#,
        ),
        ("s.js", b"import \"./ok.js\\0.map\";\nconsole.log('LOADED');\n"),
    ]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["-A", "n.js"], Duration::from_secs(30));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(out.trim(), "nul nul nul nul nul unknown ok ok", "{flags:?}");
        let (o, _) = run_in(&d, flags, &["-A", "s.js"], Duration::from_secs(30));
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(1), "{flags:?}: {out}\n{err}");
        assert!(
            err.contains("\"./ok.js\\0.map\"") && err.contains("unexpected NUL byte"),
            "{err}"
        );
    }
}

/// Item 7. Before: a delay of 2^31 ms or more waited ~49.7 days (while `Infinity` fired at
/// once) and `setTimeout(f, 10n)` was accepted. Now: as Node and Deno, 1 ms with a
/// `TimeoutOverflowWarning`; a BigInt is a `TypeError`.
#[test]
fn timer_delays_past_2_31_minus_1_fire_after_1_ms() {
    let d = dir_with::<&[u8]>(&[(
        "t.js",
        br#"
try { setTimeout(() => {}, 10n); console.log("accepted"); } catch (e) { console.log(e.name); }
const t0 = Date.now();
let n = 0;
for (const d of [2 ** 31, 2 ** 32, Infinity, 2 ** 31 - 1]) {
  const id = setTimeout(() => { n++; if (n === 3) { console.log("fired", Date.now() - t0 < 2000); Deno.exit(0); } }, d);
  if (d === 2 ** 31 - 1) clearTimeout(id);
}
"#,
    )]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["t.js"], Duration::from_secs(30));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(out, "TypeError\nfired true\n", "{flags:?}");
        assert_eq!(
            err.matches(
                "does not fit into a 32-bit signed integer.\nTimeout duration was set to 1."
            )
            .count(),
            3,
            "{err}"
        );
        assert!(
            err.contains("TimeoutOverflowWarning: 2147483648 does not fit"),
            "{err}"
        );
    }
}

/// Item 8. Before: a JSON module with a byte order mark failed (`Unexpected token
/// '\ufeff'`), invalid UTF-8 in a module was an error, and any file imported as JSON
/// whatever its extension. Now: as Deno, the mark is dropped, invalid bytes are U+FFFD, and
/// JSON needs a `.json` file (and a module a known extension).
#[test]
fn modules_are_decoded_and_typed_as_deno_does() {
    let d = dir_with::<&[u8]>(&[
        ("bom.json", b"\xef\xbb\xbf{\"a\": 1}"),
        ("bad.js", b"export const s = \"a\xffb\";"),
        ("data.txt", b"{\"a\": 2}"),
        ("ok.js", b"export const v = 1;"),
        ("script", b"console.log('extensionless main');"),
        (
            "m.js",
            br#"
const out = [(await import("./bom.json", { with: { type: "json" } })).default.a, JSON.stringify((await import("./bad.js")).s)];
for (const [s, o] of [["./data.txt", { with: { type: "json" } }], ["./ok.js", { with: { type: "json" } }], ["./data.txt", undefined]]) {
  try { await import(s, o); out.push("LOADED"); } catch (e) { out.push(e.message.split("\n")[0]); }
}
console.log(out.join("|"));
"#,
        ),
    ]);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["-A", "m.js"], Duration::from_secs(30));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(
            out.trim(),
            "1|\"a\u{FFFD}b\"|Expected a JSON module, but identified a Unknown module.|Expected a JSON module, but identified a JavaScript module.|Expected a JavaScript or TypeScript module, but identified a Unknown module. Importing these types of modules is currently not supported.",
            "{flags:?}"
        );
        let (o, _) = run_in(&d, flags, &["script"], Duration::from_secs(30));
        assert_eq!(text(&o).0, "extensionless main\n", "{:?}", text(&o));
    }
}

/// Item 9. Before: an import chain of 400-1,000 modules ended in `RangeError: Maximum call
/// stack size exceeded` (Deno loads 2,000); `Deno.exit("3")` exited 3 (Deno: 0, the exit
/// code); `writeFile`'s `mode` went through the umask (Deno sets it exactly).
#[test]
fn deep_graphs_exit_codes_and_file_modes_as_in_deno() {
    let mut files: Vec<(String, Vec<u8>)> = (0..2000)
        .map(|i| {
            let next = if i + 1 < 2000 {
                format!("import \"./m{}.js\";\n", i + 1)
            } else {
                String::new()
            };
            (
                format!("m{i}.js"),
                format!("{next}globalThis.count = (globalThis.count ?? 0) + 1;\n").into_bytes(),
            )
        })
        .collect();
    files.push((
        "main.js".into(),
        b"import \"./m0.js\";\nconsole.log(globalThis.count);\n".to_vec(),
    ));
    files.push((
        "exit.js".into(),
        b"Deno.exitCode = 0; Deno.exit(\"3\");".to_vec(),
    ));
    files.push((
        "exit2.js".into(),
        b"Deno.exitCode = 5; Deno.exit({ valueOf() { console.log('RAN'); return 3; } });".to_vec(),
    ));
    files.push((
        "mode.js".into(),
        b"Deno.writeTextFileSync('f.txt', 'x', { mode: 0o666 }); Deno.writeTextFileSync('g.txt', 'x'); Deno.writeTextFileSync('g.txt', 'y', { mode: 0o640 }); console.log((Deno.statSync('f.txt').mode & 0o777).toString(8), (Deno.statSync('g.txt').mode & 0o777).toString(8));".to_vec(),
    ));
    let refs: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    let d = dir_with(&refs);
    for flags in configs() {
        let (o, _) = run_in(&d, flags, &["main.js"], Duration::from_secs(120));
        let (out, err) = text(&o);
        assert!(o.status.success(), "{flags:?}: {out}\n{err}");
        assert_eq!(out, "2000\n", "{flags:?}");
        let (o, _) = run_in(&d, flags, &["exit.js"], Duration::from_secs(20));
        assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
        let (o, _) = run_in(&d, flags, &["exit2.js"], Duration::from_secs(20));
        assert_eq!(o.status.code(), Some(5), "{:?}", text(&o));
        assert!(!text(&o).0.contains("RAN"));
        // The umask a user typically has: without the exact chmod, 0o666 would become 0o644.
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!(
                "umask 022 && exec '{}' run {} -A mode.js",
                env!("CARGO_BIN_EXE_hostcall"),
                flags.join(" ")
            ))
            .current_dir(&d);
        let o = cmd.output().expect("runs");
        assert_eq!(text(&o).0.trim(), "666 640", "{flags:?}: {:?}", text(&o));
    }
}

/// Item 9, `Deno.exit` in a callback. Before: docs/runtime.md said script code after the
/// native call still runs, while for a symbol that takes the callback as a `function`
/// parameter the exit ended the call at once. Now the docs say what happens, and this
/// checks both: the exit surfaces from such a call (no code after it runs), and otherwise
/// when control is back in the loop (code after the native call runs until then).
#[test]
fn deno_exit_in_a_callback_ends_the_program_where_the_docs_say() {
    let d = dir_with::<&[u8]>(&[(
        "x.js",
        br#"
const lib = hostcall.dlopen(Deno.args[0], {
  hc_slot_new: { parameters: [], result: "pointer" },
  hc_slot_set: { parameters: ["pointer", "function"], result: "void" },
  hc_slot_fire: { parameters: ["pointer", "i32"], result: "i32" },
  hc_cb_sum_each: { parameters: ["function", "i32"], result: "i64" },
});
const cb = new hostcall.UnsafeCallback({ parameters: ["i32"], result: "i32" }, () => Deno.exit(3));
if (Deno.args[1] === "param") {
  lib.symbols.hc_cb_sum_each(cb, 2);
  console.log("after the call");
} else {
  const s = lib.symbols.hc_slot_new();
  lib.symbols.hc_slot_set(s, cb);
  lib.symbols.hc_slot_fire(s, 1);
  console.log("after the call");
}
setTimeout(() => console.log("in the loop"), 0);
"#,
    )]);
    let lib = testlib();
    for flags in configs() {
        for (how, out_expected) in [("param", ""), ("stored", "after the call\n")] {
            let (o, _) = run_in(
                &d,
                flags,
                &["-A", "x.js", &lib, how],
                Duration::from_secs(20),
            );
            let (out, err) = text(&o);
            assert_eq!(o.status.code(), Some(3), "{flags:?} {how}: {out}\n{err}");
            assert_eq!(out, out_expected, "{flags:?} {how}: {err}");
        }
    }
}
