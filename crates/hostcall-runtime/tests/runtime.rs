//! The script runtime against Deno's documented behaviour: modules, import maps,
//! TypeScript, the event loop, the Deno APIs and their permissions. Each scenario is a
//! small program in a fresh directory, run on every backend; the program checks itself
//! (an imported `assert.js`) and the test checks how it ended.

mod common;

use common::{dir_with, fails_with, options, passes, run_all};
use hostcall_runtime::{run_file, ConfigChoice, Grant, Permissions, RunOptions};

#[test]
fn modules_import_relative_absolute_json_and_dynamic() {
    passes(
        &[
            (
                "main.js",
                r##"
import { eq } from "./assert.js";
import { twice, meta } from "./lib/a.js";
import { b } from "$DIR/b.js";
import data from "./data.json" with { type: "json" };
eq(twice(21), 42, "relative");
eq(b, "absolute", "absolute");
eq([data.name, data.list, Object.keys(data)], ["json", [1, 2], ["name", "list", "__proto__"]], "json");
eq(Object.getPrototypeOf(data) === Object.prototype, true, "__proto__ is data");
eq(import.meta.url, "file://$DIR/main.js", "url");
eq(import.meta.main, true, "main");
eq(meta.main, false, "imported module is not main");
eq(meta.url, "file://$DIR/lib/a.js", "imported url");
eq(import.meta.filename, "$DIR/main.js", "filename");
eq(import.meta.dirname, "$DIR", "dirname");
eq(import.meta.resolve("./lib/x.js"), "file://$DIR/lib/x.js", "resolve");
const dyn = await import("./lib/a.js");
eq(dyn.twice(2), 4, "dynamic");
eq(dyn.meta === meta, true, "one instance per URL");
const j = await import("./data.json", { with: { type: "json" } });
eq(j.default.name, "json", "dynamic json");
eq(Deno.mainModule, "file://$DIR/main.js", "Deno.mainModule");
"##,
            ),
            (
                "lib/a.js",
                "export const twice = (x) => x * 2; export const meta = import.meta;",
            ),
            ("b.js", "export const b = 'absolute';"),
            (
                "data.json",
                r##"{"name": "json", "list": [1, 2], "__proto__": 5}"##,
            ),
        ],
        "main.js",
        Permissions::default(),
    );
}

#[test]
fn module_errors_say_what_is_wrong() {
    fails_with(
        &[("main.js", "import d from './d.json';"), ("d.json", "{}")],
        "main.js",
        &["TypeError", "Json module", "with the type of \"json\""],
    );
    fails_with(
        &[("main.js", "import './missing.js';")],
        "main.js",
        &["Module not found", "missing.js"],
    );
    fails_with(
        &[("main.js", "import 'some-package';")],
        "main.js",
        &["some-package", "import map"],
    );
    fails_with(
        &[("main.js", "import 'https://deno.land/std/x.ts';")],
        "main.js",
        &["Remote module", "fetches nothing"],
    );
    fails_with(
        &[("main.js", "import 'jsr:@std/assert';")],
        "main.js",
        &["jsr:@std/assert", "installs no packages"],
    );
    fails_with(
        &[("main.js", "await import('./nope.js');")],
        "main.js",
        &["Module not found", "nope.js"],
    );
    fails_with(
        &[("main.tsx", "const x = <div/>;")],
        "main.tsx",
        &["JSX is not supported"],
    );
}

#[test]
fn import_maps_from_the_flag_and_from_deno_json() {
    let files: &[(&str, &str)] = &[
        (
            "app/main.ts",
            r##"
import { eq } from "../assert.js";
import { name } from "mylib";
import { util } from "mylib/util.ts";
import { std } from "jsr:@std/assert";
import { pkg } from "npm:left-pad@1";
eq([name, util, std, pkg], ["mylib", "util", "std", "npm"], "mapped");
eq(import.meta.resolve("mylib"), "file://$DIR/vendor/mylib/mod.ts", "import.meta.resolve maps");
"##,
        ),
        (
            "vendor/mylib/mod.ts",
            "export const name: string = 'mylib';",
        ),
        ("vendor/mylib/util.ts", "export const util = 'util';"),
        ("vendor/std.js", "export const std = 'std';"),
        ("vendor/npm.js", "export const pkg = 'npm';"),
        (
            "map.json",
            r##"{ "imports": { "mylib": "./vendor/mylib/mod.ts", "mylib/": "./vendor/mylib/",
                 "jsr:@std/assert": "./vendor/std.js", "npm:left-pad@1": "./vendor/npm.js" } }"##,
        ),
    ];
    // --import-map FILE.
    run_all(
        files,
        "app/main.ts",
        |c, d| RunOptions {
            import_map: Some(d.join("map.json")),
            ..options(c, Permissions::default())
        },
        |f, _| assert!(f.error.is_none(), "{:?}", f.error),
    );
    // A deno.jsonc in a parent directory, with comments.
    let mut with_config: Vec<(&str, &str)> = files.to_vec();
    with_config.push((
        "deno.jsonc",
        r##"{
  // Deno's configuration file, with comments.
  "imports": { "mylib": "./vendor/mylib/mod.ts", "mylib/": "./vendor/mylib/",
               "jsr:@std/assert": "./vendor/std.js", "npm:left-pad@1": "./vendor/npm.js" },
}"##,
    ));
    passes(&with_config, "app/main.ts", Permissions::default());
    // --no-config: no map, so the bare specifier fails.
    run_all(
        &with_config,
        "app/main.ts",
        |c, _| RunOptions {
            config: ConfigChoice::None,
            ..options(c, Permissions::default())
        },
        |f, _| {
            assert_eq!(f.status, 1);
            assert!(
                f.error.as_ref().unwrap().message.contains("mylib"),
                "{:?}",
                f.error
            );
        },
    );
}

#[test]
fn top_level_await_runs_the_loop_until_the_module_settles() {
    passes(
        &[(
            "main.js",
            r##"
import { eq } from "./assert.js";
const order = [];
await new Promise((r) => setTimeout(() => { order.push("timer"); r(); }, 5));
order.push("after await");
eq(order, ["timer", "after await"], "order");
"##,
        )],
        "main.js",
        Permissions::default(),
    );
    fails_with(
        &[(
            "main.js",
            "await new Promise((_, rej) => setTimeout(() => rej(new RangeError('late')), 1));",
        )],
        "main.js",
        &["RangeError: late"],
    );
    fails_with(
        &[("main.js", "await new Promise(() => {});")],
        "main.js",
        &["Top-level await promise never resolved"],
    );
    // A module that throws while an interval would keep the loop alive forever: the
    // rejection ends the program.
    fails_with(
        &[(
            "main.js",
            "setInterval(() => {}, 1); await null; throw new Error('module failed');",
        )],
        "main.js",
        &["Error: module failed", "main.js:1"],
    );
}

#[test]
fn typescript_runs_with_positions_of_the_original_file() {
    passes(
        &[
            (
                "main.ts",
                r##"
import { eq } from "./assert.js";
import type { Shape } from "./shape.ts";
import { area } from "./shape.ts";
interface Local<T> { value: T }
const s: Shape = { w: 2, h: 3 };
const l: Local<number> = { value: area(s) };
function generic<T extends object>(x: T): T { return x; }
eq(generic(l).value as number, 6, "typed code runs");
"##,
            ),
            (
                "shape.mts",
                "export type Shape = { w: number; h: number };\nexport const area = (s: Shape): number => s.w * s.h;",
            ),
            (
                "shape.ts",
                "export type Shape = { w: number; h: number };\nexport const area = (s: Shape): number => s.w * s.h;",
            ),
        ],
        "main.ts",
        Permissions::default(),
    );
    // A run-time error: its line and column are the original file's (the throw on line 4,
    // after type annotations that were replaced by spaces).
    fails_with(
        &[(
            "main.ts",
            "type T = { a: string };\nconst x: T = { a: '1' };\nfunction f(v: number, w: Array<string>): never {\n  null!.boom;\n}\nf(1, []);\n",
        )],
        "main.ts",
        &["TypeError", "main.ts:4:", "main.ts:6:1"],
    );
    let js_col = {
        // The same code as JavaScript gives the same column.
        let d = dir_with(&[(
            "same.js",
            "\n\n\nfunction f(v, w) {\n  null.boom;\n}\nf(1, []);\n",
        )]);
        let f = run_file(&d.join("same.js"), RunOptions::default()).unwrap();
        f.error.unwrap().stack.unwrap()
    };
    assert!(js_col.contains("same.js:5:"), "{js_col}");
    // A syntax error: reported at its line and column, by the stripper.
    fails_with(
        &[("main.ts", "let a: number = 1;\nlet b: = 2;\n")],
        "main.ts",
        &["SyntaxError", "main.ts:2:8"],
    );
    // What cannot run is refused, naming the construct, with its position (more in
    // tests/typescript.rs).
    fails_with(
        &[("main.ts", "\n\nexport = 1;\n")],
        "main.ts",
        &["SyntaxError", "export =", "main.ts:3:1"],
    );
}

#[test]
fn timers_run_by_deadline_then_creation() {
    passes(
        &[(
            "main.js",
            r##"
import { eq } from "./assert.js";
const log = [];
setTimeout(() => log.push("c 20"), 20);
setTimeout(() => log.push("a 0"), 0);
setTimeout(() => log.push("b 10"), 10);
setTimeout(() => log.push("a2 0"));
setTimeout((x, y) => log.push(`args ${x} ${y}`), 0, 1, "two");
const cleared = setTimeout(() => log.push("never"), 5);
clearTimeout(cleared);
clearTimeout(undefined);
clearTimeout(12345);
queueMicrotask(() => log.push("microtask"));
Promise.resolve().then(() => log.push("job"));
// Jobs drain between timers.
setTimeout(() => { log.push("t1"); Promise.resolve().then(() => log.push("t1 job")); }, 1);
setTimeout(() => log.push("t2"), 1);
// Nested timers; then an interval cleared from itself, then the check.
setTimeout(() => { log.push("outer"); setTimeout(() => { log.push("inner");
  setTimeout(() => {
    log.push("innermost");
    let n = 0;
    const iv = setInterval(() => {
      log.push(`iv ${++n}`);
      if (n === 3) {
        clearInterval(iv);
        setTimeout(() => {
          eq(log, ["microtask", "job", "a 0", "a2 0", "args 1 two", "t1", "t1 job", "t2", "b 10",
                   "c 20", "outer", "inner", "innermost", "iv 1", "iv 2", "iv 3"], "order");
          Deno.exitCode = 0;
        }, 30);
      }
    }, 5);
    eq(typeof iv, "number", "ids are numbers");
  }, 0); }, 0); }, 30);
Deno.exitCode = 9; // only the last timer resets it
"##,
        )],
        "main.js",
        Permissions::default(),
    );
}

#[test]
fn a_pending_timer_keeps_the_loop_alive() {
    run_all(
        &[("main.js", "setTimeout(() => { Deno.exitCode = 5; }, 50);")],
        "main.js",
        |c, _| options(c, Permissions::default()),
        |f, _| assert_eq!((f.status, f.error.is_none()), (5, true), "{:?}", f.error),
    );
}

#[test]
fn delays_are_converted_before_anything_is_scheduled() {
    // valueOf runs during the conversion and clears a timer; a string callback is code.
    passes(
        &[(
            "main.js",
            r##"
import { eq } from "./assert.js";
const log = [];
const first = setTimeout(() => log.push("first"), 0);
setTimeout(() => log.push("second"), { valueOf() { clearTimeout(first); return 1; } });
globalThis.hit = () => log.push("string");
setTimeout("hit()", 2);
setTimeout(() => log.push("NaN delay"), NaN);
setTimeout(() => log.push("negative"), -5);
setTimeout(() => eq(log, ["NaN delay", "negative", "second", "string"], "order"), 20);
"##,
        )],
        "main.js",
        Permissions::default(),
    );
}

#[test]
fn uncaught_errors_and_unhandled_rejections_exit_1() {
    fails_with(
        &[(
            "main.js",
            "setTimeout(() => { throw new TypeError('in a timer'); }, 1);\nsetTimeout(() => Deno.exit(3), 100);",
        )],
        "main.js",
        &["TypeError: in a timer", "main.js:1"],
    );
    fails_with(
        &[("main.js", "Promise.reject(new Error('nobody handles me'));")],
        "main.js",
        &["(in promise) Error: nobody handles me", "main.js:1"],
    );
    fails_with(
        &[(
            "main.js",
            "\nfunction f() { throw new SyntaxError('top'); }\nf();",
        )],
        "main.js",
        &["SyntaxError: top", "main.js:2", "main.js:3"],
    );
}

#[test]
fn deno_exit_and_exit_code() {
    run_all(
        &[(
            "main.js",
            r##"
Deno.exitCode = 3;
if (Deno.exitCode !== 3) throw new Error("exitCode reads back");
try { Deno.exitCode = "1"; throw new Error("not reached"); } catch (e) { if (!(e instanceof TypeError)) throw e; }
setTimeout(() => {
  try { Deno.exit(7); } catch { globalThis.caught = true; } finally { Deno.exitCode = 99; }
}, 1);
setTimeout(() => { Deno.exitCode = 98; }, 50);
"##,
        )],
        "main.js",
        |c, _| options(c, Permissions::default()),
        // Neither catch nor finally ran, and the later timer did not either.
        |f, _| assert_eq!((f.status, f.error.is_none()), (7, true), "{:?}", f.error),
    );
    run_all(
        &[("main.js", "Deno.exitCode = 4; Deno.exit();")],
        "main.js",
        |c, _| options(c, Permissions::default()),
        |f, _| assert_eq!(f.status, 4),
    );
    // An exit in a module's top-level code: QuickJS turns it into a rejection of the
    // module's evaluation; the jobs queued before it (and a replaced `catch`) must not run
    // (they did: the loop drained them before it saw the rejection).
    run_all(
        &[(
            "main.js",
            r##"
Promise.prototype.catch = function () { Deno.writeTextFileSync(import.meta.dirname + "/caught.txt", "catch ran"); };
Promise.resolve().then(() => Deno.writeTextFileSync(import.meta.dirname + "/after.txt", "ran after exit"));
setTimeout(() => Deno.writeTextFileSync(import.meta.dirname + "/timer.txt", "timer ran"), 0);
Deno.exit(3);
"##,
        )],
        "main.js",
        |c, d| {
            options(
                c,
                Permissions {
                    write: Grant::Only(vec![d.to_path_buf()]),
                    ..Permissions::default()
                },
            )
        },
        |f, d| {
            assert_eq!((f.status, f.error.is_none()), (3, true), "{:?}", f.error);
            for file in ["after.txt", "caught.txt", "timer.txt"] {
                assert!(!d.join(file).exists(), "{file} was written after Deno.exit");
            }
        },
    );
}

#[test]
fn deno_env_with_and_without_permission() {
    std::env::set_var("HOSTCALL_RT_VISIBLE", "yes");
    let script = r##"
import { eq } from "./assert.js";
eq(Deno.env.get("HOSTCALL_RT_VISIBLE"), "yes", "get");
eq(Deno.env.has("HOSTCALL_RT_VISIBLE"), true, "has");
eq(Deno.env.get("HOSTCALL_RT_UNSET_X"), undefined, "unset is undefined");
eq(Deno.env.has("HOSTCALL_RT_UNSET_X"), false, "has unset");
Deno.env.set("HOSTCALL_RT_SET", "v1");
eq(Deno.env.get("HOSTCALL_RT_SET"), "v1", "set");
eq(Deno.env.toObject().HOSTCALL_RT_SET, "v1", "toObject");
Deno.env.delete("HOSTCALL_RT_SET");
eq(Deno.env.has("HOSTCALL_RT_SET"), false, "delete");
let threw = false;
try { Deno.env.set("", "x"); } catch (e) { threw = e instanceof TypeError; }
eq(threw, true, "empty key");
"##;
    passes(
        &[("main.js", script)],
        "main.js",
        Permissions {
            env: Grant::All,
            ..Permissions::default()
        },
    );
    // Denied: every operation throws NotCapable (Deno 2's class) with Deno's message.
    passes(
        &[(
            "main.js",
            r##"
import { throws } from "./assert.js";
const P = "NotCapable";
const msg = 'Requires env access to "HOME", run again with the --allow-env flag';
throws(() => Deno.env.get("HOME"), P, msg);
throws(() => Deno.env.has("HOME"), P, msg);
throws(() => Deno.env.set("HOME", "x"), P, msg);
throws(() => Deno.env.delete("HOME"), P, msg);
const e = throws(() => Deno.env.toObject(), P, "Requires env access, run again with the --allow-env flag");
if (!(e instanceof Deno.errors.NotCapable) || !(e instanceof Error)) throw new Error("class");
"##,
        )],
        "main.js",
        Permissions::default(),
    );
    // A list grants exactly its names.
    passes(
        &[(
            "main.js",
            r##"
import { eq, throws } from "./assert.js";
eq(Deno.env.get("HOSTCALL_RT_VISIBLE"), "yes", "listed");
throws(() => Deno.env.get("HOME"), "NotCapable", '"HOME"');
throws(() => Deno.env.toObject(), "NotCapable");
"##,
        )],
        "main.js",
        Permissions {
            env: Grant::Only(vec!["HOSTCALL_RT_VISIBLE".into()]),
            ..Permissions::default()
        },
    );
}

#[test]
fn files_read_write_stat_remove_sync_and_async() {
    passes(
        &[(
            "main.js",
            r##"
import { eq, throws, rejects } from "./assert.js";
const dir = "$DIR";
const p = `${dir}/out.txt`;
Deno.writeTextFileSync(p, "héllo");
eq(Deno.readTextFileSync(p), "héllo", "text round trip");
const bytes = Deno.readFileSync(p);
eq(bytes instanceof Uint8Array, true, "readFile gives a Uint8Array");
eq(bytes.length, 6, "UTF-8 length");
Deno.writeTextFileSync(p, "!", { append: true });
eq(Deno.readTextFileSync(new URL(`file://${p}`)), "héllo!", "append, and a URL path");
Deno.writeFileSync(p, new Uint8Array([65, 66, 67]));
eq(Deno.readTextFileSync(p), "ABC", "writeFile truncates");
const st = Deno.statSync(p);
eq([st.isFile, st.isDirectory, st.isSymlink, st.size], [true, false, false, 3], "stat");
eq(st.mtime instanceof Date, true, "mtime is a Date");
eq(Deno.statSync(dir).isDirectory, true, "directory");
const nf = throws(() => Deno.readFileSync(`${dir}/missing`), "NotFound", "No such file or directory (os error 2): readfile");
eq(nf.code, "ENOENT", "code");
eq(nf instanceof Deno.errors.NotFound, true, "instanceof");
throws(() => Deno.writeTextFileSync(p, "x", { createNew: true }), "AlreadyExists");
throws(() => Deno.writeTextFileSync(`${dir}/no/such/dir/x`, "x"), "NotFound");
throws(() => Deno.writeTextFileSync(`${dir}/absent`, "x", { create: false }), "NotFound");
throws(() => Deno.writeFileSync(p, "a string"), "TypeError");
// A view on a resizable buffer is written at its live length.
const rab = new ArrayBuffer(8, { maxByteLength: 16 });
const view = new Uint8Array(rab);
view.set([1, 2, 3, 4, 5, 6, 7, 8]);
rab.resize(2);
Deno.writeFileSync(p, view);
eq([...Deno.readFileSync(p)], [1, 2], "live length");
Deno.removeSync(p);
throws(() => Deno.statSync(p), "NotFound", "stat");
Deno.mkdir?.call; // not provided
Deno.writeTextFileSync(`${dir}/sub.txt`, "x");
// The async forms.
await Deno.writeTextFile(p, "async");
eq(await Deno.readTextFile(p), "async", "async text");
eq((await Deno.readFile(p)).length, 5, "async bytes");
await Deno.writeFile(p, new Uint8Array([1]));
eq((await Deno.stat(p)).size, 1, "async stat");
eq((await Deno.lstat(p)).isFile, true, "lstat");
await Deno.remove(p);
await rejects(() => Deno.readTextFile(p), "NotFound");
await rejects(() => Deno.remove(p), "NotFound", "remove");
"##,
        )],
        "main.js",
        Permissions {
            read: Grant::All,
            write: Grant::All,
            ..Permissions::default()
        },
    );
}

#[test]
fn file_permissions_and_lists() {
    let script = r##"
import { eq, throws, rejects } from "./assert.js";
const P = "NotCapable";
const inside = "$DIR/allowed/f.txt";
const outside = "$DIR/other.txt";
Deno.writeTextFileSync(inside, "in");
eq(Deno.readTextFileSync(inside), "in", "inside the list");
throws(() => Deno.readTextFileSync(outside), P, `Requires read access to "${outside}", run again with the --allow-read flag`);
throws(() => Deno.readFileSync(outside), P);
throws(() => Deno.statSync(outside), P);
throws(() => Deno.writeTextFileSync(outside, "x"), P, `Requires write access to "${outside}", run again with the --allow-write flag`);
throws(() => Deno.writeFileSync(outside, new Uint8Array(1)), P);
throws(() => Deno.removeSync(outside), P);
throws(() => Deno.readTextFileSync("$DIR/allowed/../other.txt"), P);
eq(typeof Deno.cwd(), "string", "cwd needs no permission (Deno 2.9)");
await rejects(() => Deno.readTextFile(outside), P);
await rejects(() => Deno.remove(outside), P);
eq(Deno.errors.NotCapable.name, "NotCapable", "class name");
"##;
    run_all(
        &[
            ("main.js", script),
            ("allowed/.keep", ""),
            ("other.txt", "x"),
        ],
        "main.js",
        |c, d| {
            options(
                c,
                Permissions {
                    read: Grant::Only(vec![d.join("allowed")]),
                    write: Grant::Only(vec![d.join("allowed")]),
                    ..Permissions::default()
                },
            )
        },
        |f, d| {
            assert!(f.error.is_none(), "{:?}", f.error);
            // Nothing outside the list was written or removed.
            assert_eq!(std::fs::read_to_string(d.join("other.txt")).unwrap(), "x");
        },
    );
    // Nothing granted: the same operations are all denied.
    passes(
        &[(
            "main.js",
            r##"
import { throws } from "./assert.js";
for (const f of [() => Deno.readFileSync("x"), () => Deno.readTextFileSync("x"),
  () => Deno.writeFileSync("x", new Uint8Array(1)), () => Deno.writeTextFileSync("x", ""),
  () => Deno.removeSync("x"), () => Deno.statSync("x"), () => Deno.lstatSync("x")]) {
  throws(f, "NotCapable", "run again with the --allow-");
}
"##,
        )],
        "main.js",
        Permissions::default(),
    );
    passes(
        &[(
            "main.js",
            "import { eq } from './assert.js'; eq(Deno.cwd(), $CWD, 'cwd');",
        )
            .into_cwd()],
        "main.js",
        Permissions {
            read: Grant::All,
            ..Permissions::default()
        },
    );
}

/// Puts the test process's current directory into a script.
trait IntoCwd {
    fn into_cwd(self) -> (&'static str, &'static str);
}

impl IntoCwd for (&'static str, &'static str) {
    fn into_cwd(self) -> (&'static str, &'static str) {
        let cwd = serde_json_string(&std::env::current_dir().unwrap().display().to_string());
        let text: &'static str = Box::leak(self.1.replace("$CWD", &cwd).into_boxed_str());
        (self.0, text)
    }
}

fn serde_json_string(s: &str) -> String {
    format!("{s:?}")
}

#[test]
fn deno_build_errors_inspect_args() {
    run_all(
        &[(
            "main.js",
            r##"
import { eq } from "./assert.js";
eq(Deno.build.os, "linux", "os");
eq(Deno.build.arch, "x86_64", "arch");
eq(Deno.build.target.startsWith("x86_64-unknown-linux"), true, "target");
eq(Object.isFrozen(Deno.build), true, "frozen");
for (const name of ["NotFound", "PermissionDenied", "AlreadyExists", "InvalidData", "TimedOut",
  "Interrupted", "WriteZero", "UnexpectedEof", "BadResource", "Busy", "NotSupported",
  "ConnectionRefused", "AddrInUse", "BrokenPipe", "IsADirectory", "NotADirectory", "NotCapable"]) {
  const e = new Deno.errors[name]("m");
  eq([e.name, e.message, e instanceof Error, String(e)], [name, "m", true, `${name}: m`], name);
}
eq(Deno.inspect({ a: 1, b: "x", c: [1, 2] }), '{ a: 1, b: "x", c: [ 1, 2 ] }', "inspect");
eq(Deno.inspect("top"), "top", "inspect string");
let ran = false;
Deno.inspect({ get g() { ran = true; return 1; } });
eq(ran, false, "inspect runs no getter");
eq(Deno.args, ["a", "--b"], "args");
"##,
        )],
        "main.js",
        |c, _| RunOptions {
            args: vec!["a".into(), "--b".into()],
            ..options(c, Permissions::default())
        },
        |f, _| assert!(f.error.is_none(), "{:?}", f.error),
    );
}

#[test]
fn url_and_search_params_follow_whatwg() {
    passes(
        &[(
            "main.js",
            r##"
import { eq, throws } from "./assert.js";
const u = new URL("https://user:pw@example.com:8080/a/b/../c?x=1&y=2#frag");
eq([u.protocol, u.username, u.password, u.hostname, u.port, u.host, u.pathname, u.search, u.hash, u.origin],
   ["https:", "user", "pw", "example.com", "8080", "example.com:8080", "/a/c", "?x=1&y=2", "#frag", "https://example.com:8080"], "parts");
eq(new URL("../d?q", "http://h/a/b/c").href, "http://h/a/d?q", "relative to a base");
eq(new URL("HTTP://EXAMPLE.com:80/").href, "http://example.com/", "normalised");
eq(String(new URL("file:///tmp/x y")), "file:///tmp/x%20y", "file URL escapes");
throws(() => new URL("not a url"), "TypeError", "Invalid URL: 'not a url'");
throws(() => new URL("/rel", "also not"), "TypeError", "Invalid URL");
eq([URL.canParse("http://x"), URL.canParse("nope"), URL.parse("nope")], [true, false, null], "canParse/parse");
u.pathname = "/new path"; u.hash = ""; u.port = "443";
eq(u.href, "https://user:pw@example.com/new%20path?x=1&y=2", "setters");
u.protocol = "not a scheme!"; eq(u.protocol, "https:", "an invalid protocol leaves it");
u.searchParams.append("z", "a b&c");
eq(u.search, "?x=1&y=2&z=a+b%26c", "searchParams update the URL");
u.search = "?k=v";
eq([...u.searchParams], [["k", "v"]], "the URL updates searchParams");
eq(JSON.stringify({ u: new URL("http://a/") }), '{"u":"http://a/"}', "toJSON");
const p = new URLSearchParams("?a=1&b=2&a=3");
eq([p.get("a"), p.getAll("a"), p.has("b"), p.has("a", "3"), p.get("none"), p.size], ["1", ["1", "3"], true, true, null, 3], "reads");
p.set("a", "x"); eq(p.toString(), "a=x&b=2", "set replaces all");
p.delete("b"); eq(p.toString(), "a=x", "delete");
eq(new URLSearchParams({ q: "ü ö", n: 1 }).toString(), "q=%C3%BC+%C3%B6&n=1", "record");
eq(new URLSearchParams([["b", "1"], ["a", "2"], ["b", "0"]]).toString(), "b=1&a=2&b=0", "pairs");
const s = new URLSearchParams("c=1&a=2&b=3&a=1"); s.sort(); eq(s.toString(), "a=2&a=1&b=3&c=1", "stable sort");
eq(new URLSearchParams("x=%zz&y=+").get("y"), " ", "plus is space");
"##,
        )],
        "main.js",
        Permissions::default(),
    );
}

#[test]
fn structured_clone_copies_data_as_html_says() {
    passes(
        &[(
            "main.js",
            r##"
import { eq, throws } from "./assert.js";
const o = { n: 1, s: "x", big: 2n ** 70n, arr: [1, , 3], nested: { d: new Date(5) } };
o.self = o;
const m = new Map([["k", { v: 1 }]]);
const set = new Set([1, "two"]);
const c = structuredClone({ o, m, set, u8: new Uint8Array([1, 2]), re: /a+/g });
eq(c.o !== o && c.o.self === c.o, true, "a cycle stays a cycle");
eq(c.o.big === 2n ** 70n, true, "BigInt");
eq(c.o.nested.d instanceof Date && c.o.nested.d.getTime() === 5, true, "Date");
eq(c.m instanceof Map && c.m.get("k").v === 1 && c.m.get("k") !== m.get("k"), true, "Map, deep");
eq(c.set instanceof Set && c.set.has("two"), true, "Set");
eq(c.u8 instanceof Uint8Array && c.u8[1] === 2, true, "typed array");
eq(c.re instanceof RegExp && c.re.source === "a+", true, "RegExp");
// A hole stays a hole.
eq([1 in c.o.arr, c.o.arr[1], c.o.arr.length], [false, undefined, 3], "holes");
throws(() => structuredClone(() => 1), "DataCloneError", "could not be cloned");
throws(() => structuredClone({ f() {} }), "DataCloneError");
throws(() => structuredClone(Symbol("s")), "DataCloneError");
throws(() => structuredClone({ get g() { return 1; } }), "DataCloneError", "could not be cloned");
eq(structuredClone(new RangeError("x")) instanceof RangeError, true, "errors");
// A proxy is refused without running a trap.
let trapped = false;
const proxy = new Proxy({}, { get() { trapped = true; return 1; }, ownKeys() { trapped = true; return []; } });
try { structuredClone(proxy); } catch {}
eq(trapped, false, "no trap ran");
class K { constructor() { this.x = 1; } }
eq(Object.getPrototypeOf(structuredClone(new K())) === Object.prototype, true, "class instances become plain");
"##,
        )],
        "main.js",
        Permissions::default(),
    );
}

#[test]
fn a_classic_script_runs_with_classic() {
    run_all(
        &[(
            "old.js",
            "var g = 1; if (this !== globalThis) throw new Error('this'); with ({ a: 1 }) { g += a; } if (globalThis.g !== 2) throw new Error('var is global');\nsetTimeout(function () { Deno.exitCode = g; }, 1);",
        )],
        "old.js",
        |c, _| RunOptions {
            classic: true,
            ..options(c, Permissions::default())
        },
        |f, _| assert_eq!((f.status, f.error.is_none()), (2, true), "{:?}", f.error),
    );
}

/// A script that replaces the error classes the natives throw: an I/O error still throws
/// (a plain Error with Deno's name, or whatever the replacement throws), nothing crashes.
#[test]
fn replaced_error_classes_do_not_break_the_natives() {
    passes(
        &[(
            "main.js",
            r##"
import { eq } from "./assert.js";
const grab = (f) => { try { f(); } catch (e) { return e; } return null; };
Deno.errors.NotFound = 5;
let e = grab(() => Deno.readFileSync("/no/such/file"));
eq([e instanceof Error, e.name, e.code], [true, "NotFound", "ENOENT"], "fallback");
Deno.errors.NotFound = function () { throw new RangeError("replacement threw"); };
e = grab(() => Deno.readFileSync("/no/such/file"));
eq([e.name, e.message], ["RangeError", "replacement threw"], "the replacement's error");
Object.defineProperty(Deno.errors, "NotCapable", { get() { throw new TypeError("getter"); } });
e = grab(() => Deno.writeTextFileSync("/x", "y"));
eq(e instanceof Error, true, "a throwing getter still gives an error");
"##,
        )],
        "main.js",
        Permissions {
            read: Grant::All,
            ..Permissions::default()
        },
    );
}

/// Deno's read permission for modules: the static graph (static imports, and `import()`
/// with a literal specifier, from modules of the graph) loads without `--allow-read`; an
/// `import()` of a computed specifier needs read access to the file, and so do that
/// module's own static imports (they are not in the graph).
#[test]
fn dynamic_imports_outside_the_static_graph_need_read_permission() {
    let files: &[(&str, &str)] = &[
        (
            "main.js",
            r##"
import { eq, rejects } from "./assert.js";
import { s } from "./static.js";
eq(s, "static dep", "static import and its own import");
eq((await import("./lit.js")).v, "lit dep", "literal import() and its static import");
eq((await import(`./tpl.js`)).v, "tpl", "template without substitutions");
// deep.js is named literally only inside lit2.js, which is imported later: the graph was
// walked before the program ran, so the order does not matter.
eq((await import("./de" + "ep.js")).v, "deep", "a literal import() of a module not loaded yet");
eq((await import("./lit2.js")).v, "deep", "lit2");
const computed = "./comp" + "uted.js";
if (Deno.args[0] === "none") {
  await rejects(() => import(computed), "NotCapable",
    'Requires read access to "$DIR/computed.js", run again with the --allow-read flag');
  await rejects(() => import("./" + "data.json", { with: { type: "json" } }), "NotCapable", "data.json");
} else if (Deno.args[0] === "file") {
  // Read access to computed.js only: its static import is checked too.
  await rejects(() => import(computed), "NotCapable", '"$DIR/sub/inner.js"');
} else {
  eq((await import(computed)).v, "inner", "computed import with read access");
}
"##,
        ),
        (
            "static.js",
            "import { d } from './static_dep.js'; export const s = `static ${d}`;",
        ),
        ("static_dep.js", "export const d = 'dep';"),
        (
            "lit.js",
            "import { d } from './lit_dep.js'; export const v = `lit ${d}`;",
        ),
        ("lit_dep.js", "export const d = 'dep';"),
        ("tpl.js", "export const v = 'tpl';"),
        ("lit2.js", "export const { v } = await import('./deep.js');"),
        ("deep.js", "export const v = 'deep';"),
        ("computed.js", "export { v } from './sub/inner.js';"),
        ("sub/inner.js", "export const v = 'inner';"),
        ("data.json", "{}"),
    ];
    for (arg, grant) in [("none", 0), ("file", 1), ("dir", 2)] {
        run_all(
            files,
            "main.js",
            |c, d| {
                let read = match grant {
                    0 => Grant::Denied,
                    1 => Grant::Only(vec![d.join("computed.js")]),
                    _ => Grant::Only(vec![d.to_path_buf()]),
                };
                let mut o = options(
                    c,
                    Permissions {
                        read,
                        ..Permissions::default()
                    },
                );
                o.args = vec![arg.to_string()];
                o
            },
            |f, _| assert!(f.error.is_none() && f.status == 0, "{arg}: {:?}", f.error),
        );
    }
    // A classic script has no static graph: any module it imports needs read access.
    run_all(
        &[
            (
                "main.js",
                r##"
import("./tpl.js").then(
  () => { throw new Error("imported without read access"); },
  (e) => { if (e.name !== "NotCapable") throw e; globalThis.ok = true; });
setTimeout(() => { if (!globalThis.ok) throw new Error("not rejected"); }, 0);
"##,
            ),
            ("tpl.js", "export const v = 'tpl';"),
        ],
        "main.js",
        |c, _| RunOptions {
            classic: true,
            ..options(c, Permissions::default())
        },
        |f, _| assert!(f.error.is_none() && f.status == 0, "classic: {:?}", f.error),
    );
}

/// A graph module nested deeper than any stack would hold if the graph walk recursed on
/// it unbounded: the walk (swc's parser grows its stack; the search stops descending) does
/// not crash the process; QuickJS then compiles the module or refuses it with a catchable
/// error, and the import the walk did not reach needs read permission.
#[test]
fn a_deeply_nested_module_does_not_crash_the_graph_walk() {
    let depth = 50_000;
    let nested = format!(
        "export const v = {}import('./z.js').then(() => 'loaded', (e) => e.name){};",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let deep = format!(
        "export const v = {}(await import('./x.js')).v{};",
        "[".repeat(300),
        "]".repeat(300)
    );
    let deep_ts = format!(
        "const n: number = 1;\nexport const v = {}(await import('./y.js')).v{};",
        "[".repeat(300),
        "]".repeat(300)
    );
    passes(
        &[
            (
                "main.js",
                r##"
// QuickJS compiles it (the program's thread gives it a 64 MiB stack) or refuses it with a
// catchable error; either way its import was too deep for the walk, so it needs permission.
let ns = null;
try { ns = await import("./nested.js"); } catch {}
if (ns) {
  let x = ns.v;
  while (Array.isArray(x)) x = x[0];
  const got = await x;
  if (got !== "NotCapable") throw new Error(`the deep import: ${got}`);
}
// 300 deep: parsed (on the walk's own stack), so the literal import inside is in the graph
// and loads without read permission; the same through the TypeScript stripper.
for (const [m, ns] of [["js", await import("./deep300.js")], ["ts", await import("./deep300t.ts")]]) {
  const got = ns.v.flat(Infinity)[0];
  if (got !== "x") throw new Error(`${m}: ${got}`);
}
"##,
            ),
            ("nested.js", &nested),
            ("deep300.js", &deep),
            ("deep300t.ts", &deep_ts),
            ("x.js", "export const v = 'x';"),
            ("y.js", "export const v = 'x';"),
            ("z.js", "export const v = 'z';"),
        ],
        "main.js",
        Permissions::default(),
    );
}

/// The runtime's JavaScript layer is evaluated from source by a process's first engine and
/// loaded as bytecode by later ones (`prelude.rs`): both give the same runtime, its frames
/// named `hostcall:runtime.js` with their lines. Three runs in this process: the last at
/// least loads the bytecode.
#[test]
fn the_runtime_layer_is_the_same_from_bytecode() {
    let main = r#"
import { eq } from "./assert.js";
let stack = "";
try { Deno.env.get(Symbol("k")); } catch (e) { stack = e.stack; }
if (!/hostcall:runtime\.js:\d+/.test(stack)) throw new Error(`no runtime.js frame in ${stack}`);
eq(typeof Deno.errors.NotFound, "function", "Deno.errors");
eq(new URL("b?x=1", "https://a.example/").searchParams.get("x"), "1", "URL");
eq(structuredClone({ a: [1, 2n] }).a.length, 2, "structuredClone");
await new Promise((r) => setTimeout(r, 1));
"#;
    for _ in 0..3 {
        let d = dir_with(&[("main.js", main)]);
        let f = run_file(&d.join("main.js"), RunOptions::default()).unwrap();
        assert!(
            f.error.is_none() && f.status == 0,
            "status {}: {:?}",
            f.status,
            f.error
        );
        let _ = std::fs::remove_dir_all(&d);
    }
    assert!(hostcall_runtime::prelude::loaded_from_bytecode() >= 1);
}
