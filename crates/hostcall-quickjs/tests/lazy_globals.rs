//! The lazily installed globals (`console`, `hostcall`, `Deno`; see `src/globals.rs`) behave
//! exactly as the eagerly installed ones: every scenario runs on an engine of each kind and
//! must report the same (property order, descriptors, `typeof`, `Object.keys(globalThis)`,
//! `delete`, replacing or redefining them before and after the first access, first access
//! from a callback and from a `nonblocking` completion, `args` given before the first
//! access), and no script code runs while a
//! namespace is made (setters on `Object.prototype`, a getter for `Object`).
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

mod support;

use hostcall_quickjs::{Engine, EngineOptions, FfiPermission, GlobalsInstall};
use support::{configs, testlib, Config};

/// Describes what a script can see of the engine's globals, as JSON.
const DESCRIBE: &str = r#"
var out = [];
function describe() {
  const O = Object;
  const names = O.getOwnPropertyNames(globalThis);
  const keys = O.keys(globalThis);
  const d = {};
  for (const n of ["console", "TextEncoder", "TextDecoder", "hostcall", "Deno"]) {
    const x = O.getOwnPropertyDescriptor(globalThis, n);
    if (x === undefined) { d[n] = null; continue; }
    d[n] = [x.writable, x.enumerable, x.configurable, typeof x.get, typeof x.value];
    const v = x.value;
    if (v !== null && (typeof v === "object" || typeof v === "function")) {
      d[n].push(O.getOwnPropertyNames(v).map((k) => {
        const y = O.getOwnPropertyDescriptor(v, k);
        return [k, y.writable, y.enumerable, y.configurable, typeof y.value];
      }));
    }
  }
  return JSON.stringify({ names, keys, d, out });
}
"#;

/// The scenarios: a name and the script run before `describe()` (each sets `box.result`, or
/// leaves it to the default at the end; `box` because one scenario freezes the globals).
fn scenarios(lib: &str) -> Vec<(&'static str, String)> {
    let lib = serde_json_string(lib);
    vec![
        ("untouched", String::new()),
        (
            "typeof_first",
            "out.push(typeof Deno, typeof hostcall, typeof console, typeof Deno.dlopen, \
             typeof Deno.UnsafePointer, Deno.UnsafeCallback.prototype === hostcall.UnsafeCallback.prototype, \
             Deno.UnsafeCallback === Deno.UnsafeCallback, Object.keys(Deno).join(), \
             Object.keys(console).join(), Deno.args.join());"
                .into(),
        ),
        (
            "descriptor_first",
            "const x = Object.getOwnPropertyDescriptor(globalThis, 'Deno'); \
             out.push(typeof x.value, x.value === Deno, typeof x.value.dlopen);"
                .into(),
        ),
        (
            "replaced_before",
            "Deno = 42; hostcall = undefined; console = 'c'; \
             out.push(Deno, typeof hostcall, console);"
                .into(),
        ),
        (
            "deleted_before",
            "out.push(delete globalThis.Deno, delete globalThis.console, typeof Deno, \
             'Deno' in globalThis, typeof console);"
                .into(),
        ),
        (
            "redefined_before",
            "Object.defineProperty(globalThis, 'hostcall', { value: 1 }); \
             Object.defineProperty(globalThis, 'Deno', { get() { return 7; }, configurable: true }); \
             out.push(hostcall, Deno);"
                .into(),
        ),
        (
            "frozen_before",
            "Object.freeze(globalThis); Deno = 1; \
             out.push(Object.isFrozen(globalThis), typeof Deno, typeof Deno.dlopen, \
             Object.isFrozen(Deno));"
                .into(),
        ),
        (
            "replaced_after",
            "const d = Deno; const c = console.log; Deno = 5; console = null; \
             out.push(typeof d.dlopen, d.dlopen.name, typeof c, Deno, console);"
                .into(),
        ),
        (
            "members_replaced",
            "Deno.dlopen = 3; delete hostcall.UnsafePointer; console.log = 'x'; \
             out.push(Deno.dlopen, typeof hostcall.UnsafePointer, console.log, \
             typeof hostcall.dlopen);"
                .into(),
        ),
        (
            "entries_enumerated",
            "out.push(Object.entries(globalThis).filter(([k]) => \
             ['console', 'hostcall', 'Deno'].includes(k)).map(([k, v]) => k + ':' + typeof v).join());"
                .into(),
        ),
        (
            // No script runs while a namespace is made: setters on Object.prototype for
            // every member name, and a getter for the global `Object` that adds globals (a
            // script run inside QuickJS's auto-init could move the global object's
            // property table under it).
            "no_script_during_install",
            r#"var hits = 0;
            const O = Object;
            const names = ["dlopen", "UnsafeCallback", "UnsafePointer", "UnsafePointerView",
              "UnsafeFnPointer", "log", "info", "debug", "warn", "error", "defineCall",
              "create", "equals", "value", "offset", "of", "fnPointer", "view", "getCString",
              "getArrayBuffer", "copyInto", "getInt8", "getUint8", "getInt32", "getFloat64",
              "getPointer", "getBool", "threadSafe", "close", "ref", "unref", "call",
              "constructor", "prototype", "name", "length"];
            for (const n of names) {
              O.defineProperty(O.prototype, n, {
                __proto__: null,
                set(v) { hits++; for (let i = 0; i < 64; i++) globalThis["s" + hits + "_" + i] = i; },
                get() { hits++; return undefined; },
                configurable: true,
              });
            }
            O.defineProperty(globalThis, "Object", {
              __proto__: null,
              get() { hits++; for (let i = 0; i < 64; i++) globalThis["o" + hits + "_" + i] = i; return O; },
              configurable: true,
            });
            const seen = [typeof Deno, typeof hostcall, typeof console, hits];
            for (const n of names) delete O.prototype[n];
            O.defineProperty(globalThis, "Object", { __proto__: null, value: O, writable: true, configurable: true });
            out.push(...seen, typeof Deno.dlopen, typeof hostcall.UnsafePointerView);"#
                .into(),
        ),
        (
            // The same with indexed setters: once a script puts an indexed accessor on
            // `Array.prototype` or `Object.prototype`, a [[Set]] on an array index runs it.
            // Making a namespace defines its `args` (the engine was given arguments) and
            // must run none of them (a setter that reads `Deno` re-entered the auto-init
            // and corrupted the global object's property table before the fix).
            "indexed_setters",
            r#"var hits = 0;
            for (const proto of [Array.prototype, Object.prototype]) {
              for (let i = 0; i < 4; i++) {
                Object.defineProperty(proto, i, {
                  __proto__: null,
                  set(v) { hits++; if (hits === 1) { typeof Deno; typeof hostcall; } for (let j = 0; j < 64; j++) globalThis["x" + hits + "_" + j] = j; },
                  get() { hits++; return undefined; },
                  configurable: true,
                });
              }
            }
            const seen = [typeof Deno, typeof hostcall, hits];
            const args = [Object.getOwnPropertyNames(Deno.args).join(), Object.getOwnPropertyNames(hostcall.args).join()];
            for (const proto of [Array.prototype, Object.prototype]) for (let i = 0; i < 4; i++) delete proto[i];
            out.push(...seen, hits, ...args, Deno.args.join(), hostcall.args.join(), Array.isArray(Deno.args));"#
                .into(),
        ),
        (
            "first_access_in_callback",
            format!(
                r#"const cb = new hostcall.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, (x) => {{
                  out.push(typeof Deno, typeof console.log, Deno.UnsafeCallback.prototype === hostcall.UnsafeCallback.prototype);
                  return x + 1;
                }});
                const lib = hostcall.dlopen({lib}, {{ hc_cb_i32: {{ parameters: ["function", "i32"], result: "i32" }} }});
                out.push(lib.symbols.hc_cb_i32(cb.pointer, 41));
                cb.close();
                lib.close();"#
            ),
        ),
        (
            "first_access_in_completion",
            format!(
                r#"const lib = hostcall.dlopen({lib}, {{ hc_sleep_ms: {{ parameters: ["u32"], result: "u32", nonblocking: true }} }});
                lib.symbols.hc_sleep_ms(1).then((v) => {{
                  out.push(v, typeof Deno, Object.keys(Deno).join(), typeof console.log);
                  box.result = describe();
                }});"#
            ),
        ),
    ]
}

/// A JSON string literal (valid JavaScript) for `s`.
fn serde_json_string(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// Runs `script` then `describe()` on a new engine installing its globals `how`.
fn run(config: Config, how: GlobalsInstall, script: &str) -> String {
    let engine = Engine::new(EngineOptions {
        backend: config.backend,
        native_entries: config.native_entries,
        tier: config.tier,
        // SAFETY: the scripts open only the test library, whose functions they call with
        // the arguments they were written for.
        ffi: unsafe { FfiPermission::all() },
        globals: how,
        ..EngineOptions::default()
    })
    .expect("engine");
    // As the `hostcall` command does before running a script.
    engine
        .set_args(&["one".into(), "two".into()])
        .expect("args");
    let src = format!(
        "{DESCRIBE}\nvar box = {{}};\n{script}\nif (box.result === undefined) box.result = describe();"
    );
    engine
        .run(&src, "lazy_globals.js")
        .unwrap_or_else(|e| panic!("{how:?}: {e:?}"));
    // `result` may be set only by a completion: wait for it.
    let result = engine.with(|ctx| {
        let b: rquickjs::Object = ctx.globals().get("box")?;
        b.get::<_, String>("result")
    });
    let result = result.unwrap_or_else(|e| panic!("{how:?}: no result: {e}"));
    let report = engine.finish();
    assert_eq!(report.function_records, 0, "{how:?}: records left");
    result
}

#[test]
fn lazy_globals_behave_as_eager_ones() {
    let lib = testlib();
    for config in configs() {
        for (name, script) in scenarios(&lib) {
            let eager = run(config, GlobalsInstall::Eager, &script);
            let lazy = run(config, GlobalsInstall::Lazy, &script);
            assert_eq!(
                lazy, eager,
                "{name} ({config:?}): lazy and eager globals differ"
            );
        }
    }
}

/// What the scenarios report is what a script of the eager engines saw (so the comparison
/// above compares something): spot checks of absolute values.
#[test]
fn scenarios_report_what_scripts_see() {
    let lib = testlib();
    let config = configs()[0];
    let all = scenarios(&lib);
    let get = |name: &str| {
        let (_, s) = all.iter().find(|(n, _)| *n == name).expect("scenario");
        let r = run(config, GlobalsInstall::Lazy, s);
        let v: serde_json::Value = serde_json::from_str(&r).expect("json");
        v
    };
    let untouched = get("untouched");
    let keys: Vec<&str> = untouched["keys"]
        .as_array()
        .expect("keys")
        .iter()
        .filter_map(|k| k.as_str())
        .collect();
    // `console`, `hostcall` and `Deno` are enumerable; the text classes are not.
    let ours: Vec<&str> = keys
        .iter()
        .copied()
        .filter(|k| ["console", "TextEncoder", "hostcall", "Deno"].contains(k))
        .collect();
    assert_eq!(ours, ["console", "hostcall", "Deno"]);
    assert_eq!(
        untouched["d"]["Deno"].as_array().expect("Deno")[0..5],
        serde_json::json!([true, true, true, "undefined", "object"])
            .as_array()
            .expect("array")[..]
    );
    let members: Vec<&str> = untouched["d"]["Deno"][5]
        .as_array()
        .expect("members")
        .iter()
        .filter_map(|m| m[0].as_str())
        .collect();
    assert_eq!(
        members,
        [
            "dlopen",
            "UnsafeCallback",
            "UnsafePointer",
            "UnsafePointerView",
            "UnsafeFnPointer",
            "args"
        ]
    );
    assert_eq!(
        get("typeof_first")["out"],
        serde_json::json!([
            "object",
            "object",
            "object",
            "function",
            "function",
            true,
            true,
            "dlopen,args",
            "log,debug,info,dir,dirxml,warn,error,assert,count,countReset,table,time,timeLog,timeEnd,group,groupCollapsed,groupEnd,clear,trace,profile,profileEnd,timeStamp",
            "one,two"
        ])
    );
    assert_eq!(
        get("no_script_during_install")["out"],
        serde_json::json!(["object", "object", "object", 0, "function", "function"])
    );
    assert_eq!(
        get("indexed_setters")["out"],
        serde_json::json!([
            "object",
            "object",
            0,
            0,
            "0,1,length",
            "0,1,length",
            "one,two",
            "one,two",
            true
        ])
    );
    assert_eq!(
        get("first_access_in_callback")["out"],
        serde_json::json!(["object", "function", true, 42])
    );
    assert_eq!(
        get("first_access_in_completion")["out"],
        serde_json::json!([1, "object", "dlopen,args", "function"])
    );
    assert_eq!(
        get("replaced_before")["out"],
        serde_json::json!([42, "undefined", "c"])
    );
}
