//! `console` and `Deno.inspect`'s formatter against what Deno 2.9 prints for the same values
//! (the expected texts are Deno's, most from Deno's own `tests/unit/console_test.ts`), the
//! console methods (run in a child process, whose stdout and stderr are compared), custom
//! inspect methods, and `err.stack = undefined`.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::process::Command;

use hostcall_quickjs::{inspect, Engine, EngineOptions};
use rquickjs::Value;

fn engine() -> Engine {
    Engine::new(EngineOptions {
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// What `Deno.inspect` of the value of `src` (a script's completion value) prints.
fn shown(engine: &Engine, src: &str) -> String {
    engine.with(|ctx| {
        let v: Value = ctx
            .eval(format!("{{ {src} }}"))
            .unwrap_or_else(|e| panic!("{src}: {e:?} {:?}", ctx.catch()));
        inspect(&ctx, &v)
    })
}

/// Each of `cases` (source, Deno's text), then the engine torn down with nothing leaked.
fn check(cases: &[(&str, &str)]) {
    let e = engine();
    for (src, want) in cases {
        assert_eq!(shown(&e, src), *want, "{src}");
    }
    let report = e.finish();
    assert!(report.is_clean(), "leaked: {report:?}");
}

#[test]
fn builtins_print_their_internal_slots() {
    check(&[
        (
            r#"new Map([["a", 1], ["b", 2]])"#,
            r#"Map(2) { "a" => 1, "b" => 2 }"#,
        ),
        (
            r#"new Map([[1, "one"], [2, "two"]])"#,
            r#"Map(2) { 1 => "one", 2 => "two" }"#,
        ),
        ("new Set([1, 2])", "Set(2) { 1, 2 }"),
        (
            r#"new Set(["foo\n", "foo\r", "foo\0"])"#,
            r#"Set(3) { "foo\n", "foo\r", "foo\x00" }"#,
        ),
        ("new Map()", "Map(0) {}"),
        ("new Set()", "Set(0) {}"),
        (
            r#"new Date("2018-12-10T02:26:59.002Z")"#,
            "2018-12-10T02:26:59.002Z",
        ),
        ("new Date(NaN)", "Invalid Date"),
        ("/a+/g", "/a+/g"),
        ("/[0-9]*/", "/[0-9]*/"),
        ("/x/dgimsy", "/x/dgimsy"),
        ("new Number(1)", "[Number: 1]"),
        ("new Number(-0)", "[Number: -0]"),
        ("Object(1n)", "[BigInt: 1n]"),
        ("new Boolean(true)", "[Boolean: true]"),
        (r#"new String("deno")"#, r#"[String: "deno"]"#),
        ("Object(Symbol(1))", r#"[Symbol: Symbol("1")]"#),
        ("Symbol(1)", r#"Symbol("1")"#),
        ("new WeakSet()", "WeakSet { <items unknown> }"),
        ("new WeakMap()", "WeakMap { <items unknown> }"),
        ("new Promise(() => {})", "Promise { <pending> }"),
        (
            r#"Promise.resolve("Resolved!")"#,
            r#"Promise { "Resolved!" }"#,
        ),
        (
            "const p = Promise.reject(1); p.catch(() => {}); p",
            "Promise { <rejected> 1 }",
        ),
        ("new Uint8Array([1, 2, 3])", "Uint8Array(3) [ 1, 2, 3 ]"),
        ("new BigInt64Array(2)", "BigInt64Array(2) [ 0n, 0n ]"),
        ("new Float64Array(0)", "Float64Array(0) []"),
        (
            "new ArrayBuffer(2)",
            "ArrayBuffer { [Uint8Contents]: <00 00>, byteLength: 2 }",
        ),
        (
            "const ab = new ArrayBuffer(2); ab.transfer(); ab",
            "ArrayBuffer { (detached), byteLength: 0 }",
        ),
        ("JSON", "Object [JSON] {}"),
        ("Object.create(null)", "[Object: null prototype] {}"),
        ("[]", "[]"),
        ("({})", "{}"),
    ]);
}

#[test]
fn scripts_replacing_the_builtins_change_nothing() {
    check(&[(
        r#"Map.prototype.forEach = () => { throw 1; };
           Set.prototype.forEach = Map.prototype.forEach;
           Date.prototype.toISOString = () => "no";
           Object.defineProperty(RegExp.prototype, "source", { get() { throw 2; } });
           Object.defineProperty(RegExp.prototype, "flags", { get() { throw 3; } });
           Number.prototype.valueOf = () => 7;
           [new Map([[1, 2]]), new Set([3]), new Date(0), /a/g, new Number(1)]"#,
        "[\n  Map(1) { 1 => 2 },\n  Set(1) { 3 },\n  1970-01-01T00:00:00.000Z,\n  /a/g,\n  [Number: 1]\n]",
    )]);
}

#[test]
fn functions_classes_and_instances() {
    check(&[
        ("(function f() {})", "[Function: f]"),
        ("(async function af() {})", "[AsyncFunction: af]"),
        ("(function* gf() {})", "[GeneratorFunction: gf]"),
        ("(async function* agf() {})", "[AsyncGeneratorFunction: agf]"),
        ("(() => {})", "[Function (anonymous)]"),
        ("class A {}; A", "[class A]"),
        ("class A {}; class B extends A {}; B", "[class B extends A]"),
        (
            "class Base { a = 1; m1() {} } class Extended extends Base { b = 2; m2() {} } new Extended()",
            "Extended { a: 1, b: 2 }",
        ),
        ("({ get foo() { return 0; } })", "{ foo: [Getter] }"),
        ("({ get foo() { return 0; }, set foo(v) {} })", "{ foo: [Getter/Setter] }"),
        ("({ set foo(v) {} })", "{ foo: [Setter] }"),
        (
            r#"({ str: 1, [Symbol.for("sym")]: 2, [Symbol.toStringTag]: "TAG" })"#,
            "Object [TAG] {\n  str: 1,\n  Symbol(sym): 2,\n  Symbol(Symbol.toStringTag): \"TAG\"\n}",
        ),
        (r#"({ "a-b": 1, __proto__x: 2, $c: 3 })"#, r#"{ "a-b": 1, __proto__x: 2, "$c": 3 }"#),
        (r#"[ "\\", '\\,"', `\\,",'`, "\\,\",',`" ]"#, r#"[ "\\", '\\,"', `\\,",'`, "\\,\",',`" ]"#),
    ]);
}

#[test]
fn nesting_is_cut_at_denos_depth_and_lines_break_as_deno_breaks_them() {
    check(&[
        (
            "({ a: { b: { c: { d: { e: { f: 42 } } } } } })",
            "{\n  a: {\n    b: { c: { d: { e: [Object] } } }\n  }\n}",
        ),
        (
            "({ a: { b: { c: { d: new Set([1]) } } } })",
            "{\n  a: {\n    b: { c: { d: Set(1) { 1 } } }\n  }\n}",
        ),
        ("[[[[[[1]]]]]]", "[\n  [\n    [ [ [ [Array] ] ] ]\n  ]\n]"),
        (
            r#"({ a: 2, o: { a: "1", b: "2", c: "3", d: "4", e: "5", f: "6", g: 10, asd: 2, asda: 3, x: { a: "asd", x: 3 } } })"#,
            "{\n  a: 2,\n  o: {\n    a: \"1\",\n    b: \"2\",\n    c: \"3\",\n    d: \"4\",\n    e: \"5\",\n    f: \"6\",\n    g: 10,\n    asd: 2,\n    asda: 3,\n    x: { a: \"asd\", x: 3 }\n  }\n}",
        ),
        ("[1, 2, 3, 4, 5]", "[ 1, 2, 3, 4, 5 ]"),
        (
            "new Array(200).fill(0)",
            "[\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n  0, 0, 0, 0,\n  ... 100 more items\n]",
        ),
        (
            r#"({ a: "a", longArray: new Array(200).fill(0) })"#,
            "{\n  a: \"a\",\n  longArray: [\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n    0, 0, 0, 0,\n    ... 100 more items\n  ]\n}",
        ),
        ("const a = Array(10); a.fill(0, 4, 6); a", "[ <4 empty items>, 0, 0, <4 empty items> ]"),
        ("Array(5000)", "[ <5000 empty items> ]"),
        ("Array(1)", "[ <1 empty item> ]"),
        ("[, , 1]", "[ <2 empty items>, 1 ]"),
        ("[1, , , 1]", "[ 1, <2 empty items>, 1 ]"),
        (
            "const l = Array(200); l.fill(0, 50, 80); l",
            "[\n  <50 empty items>, 0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                0,                 0,\n  0,                <120 empty items>\n]",
        ),
    ]);
}

#[test]
fn circular_references_are_numbered() {
    check(&[
        (
            "const o = { a: 1 }; o.self = o; o",
            "<ref *1> { a: 1, self: [Circular *1] }",
        ),
        (
            "const x = [1]; x.push(x); x",
            "<ref *1> [ 1, [Circular *1] ]",
        ),
    ]);
}

#[test]
fn errors_print_their_stack_and_cause_as_deno_lays_them_out() {
    check(&[
        (
            r#"const e = new Error("boom"); e.stack = "Error: boom\n    at f (file:///a.js:1:1)"; e"#,
            "Error: boom\n    at f (file:///a.js:1:1)",
        ),
        (
            r#"const c = new Error("inner"); c.stack = "Error: inner\n    at g (file:///a.js:2:2)";
               const e = new Error("boom", { cause: c }); e.stack = "Error: boom\n    at f (file:///a.js:1:1)"; e"#,
            "Error: boom\n    at f (file:///a.js:1:1) {\n  [cause]: Error: inner\n      at g (file:///a.js:2:2)\n}",
        ),
        (
            r#"const e = new Error("boom", { cause: { code: 100500 } }); e.stack = undefined; e"#,
            "[Error: boom] { [cause]: { code: 100500 } }",
        ),
        (
            r#"const e = new TypeError("bad"); e.stack = undefined; ({ e })"#,
            "{ e: [TypeError: bad] }",
        ),
        (
            r#"class MyError extends Error {}; const e = new MyError("m"); e.stack = "Error: m\n    at x (file:///a.js:1:1)"; e"#,
            "MyError: m\n    at x (file:///a.js:1:1)",
        ),
        (
            r#"const e = new Error("x"); e.stack = "Error: x\n    at f (file:///a.js:1:1)"; e.code = "E1"; e"#,
            "Error: x\n    at f (file:///a.js:1:1) {\n  code: \"E1\"\n}",
        ),
    ]);
    // An error made here has QuickJS's frames after Deno's head.
    let e = engine();
    let s = shown(&e, "function f() { return new RangeError('r'); } f()");
    assert!(s.starts_with("RangeError: r\n    at f ("), "{s}");
}

/// V8 lets a script set `stack` to anything; QuickJS-NG's setter took only strings.
#[test]
fn stack_accepts_any_value() {
    check(&[
        (
            "const e = new Error('m'); e.stack = undefined; const d = Object.getOwnPropertyDescriptor(e, 'stack'); \
             [e.stack, d.writable, d.enumerable, d.configurable, 'stack' in e]",
            "[ undefined, true, false, true, true ]",
        ),
        ("const e = new Error('m'); e.stack = 5; e.stack", "5"),
        (
            "const e = new Error('m'); e.stack = 'custom'; [e.stack, Object.keys(e).length]",
            r#"[ "custom", 0 ]"#,
        ),
        // The builtin getter still reads the frames of an error with no own `stack`.
        ("typeof new Error('m').stack", "string"),
    ]);
}

#[test]
fn custom_inspect_methods_are_called_as_deno_calls_them() {
    let e = engine();
    let cases: &[(&str, &str)] = &[
        (
            r#"({ [Symbol.for("Deno.customInspect")]() { return "custom!"; } })"#,
            "custom!",
        ),
        (
            r#"({ a: { [Symbol.for("Deno.customInspect")]() { return "inner"; } } })"#,
            "{ a: inner }",
        ),
        (
            r#"({ [Symbol.for("Deno.customInspect")](inspect, options) { return "X" + inspect({ y: 1 }) + options.depth; } })"#,
            "X{ y: 1 }4",
        ),
        (
            r#"class C { [Symbol.for("nodejs.util.inspect.custom")](depth, options, inspect) { return "node:" + depth + ":" + typeof inspect; } }
               ({ c: new C() })"#,
            "{ c: node:3:function }",
        ),
        // Node's method is not called on a prototype (as Deno skips it there).
        (
            r#"class P { [Symbol.for("nodejs.util.inspect.custom")]() { return "instance"; } } [new P(), P.prototype]"#,
            "[ instance, {} ]",
        ),
        // One that throws: the object prints as if it had no method (Deno would rethrow).
        (
            r#"class T { constructor() { this.x = 1; } [Symbol.for("Deno.customInspect")]() { throw new Error("no"); } } new T()"#,
            "T { x: 1 }",
        ),
        // One that inspects its own object: that object prints plainly inside.
        (
            r#"class L { constructor() { this.x = 1; } [Symbol.for("Deno.customInspect")](inspect) { return "L:" + inspect(this); } } new L()"#,
            "L:L { x: 1 }",
        ),
        // One that returns a fresh object with a method, forever: bounded.
        (
            r#"class R { [Symbol.for("Deno.customInspect")]() { return new R(); } } typeof Deno === "object" && new R()"#,
            "R {}",
        ),
        // A result that is not a string is formatted (no toString runs).
        (
            r#"({ [Symbol.for("Deno.customInspect")]() { return { toString() { throw 1; }, n: 1 }; } })"#,
            "{ toString: [Function: toString], n: 1 }",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(shown(&e, src), *want, "{src}");
    }
    // Reached only through a getter: never called (nor the getter run).
    let s = shown(
        &e,
        r#"globalThis.ran = 0;
           class G { get [Symbol.for("Deno.customInspect")]() { ran++; return () => "BAD"; } }
           [new G(), { get [Symbol.for("nodejs.util.inspect.custom")]() { ran++; return () => "BAD"; } }]"#,
    );
    assert_eq!(
        s,
        "[ G {}, { Symbol(nodejs.util.inspect.custom): [Getter] } ]"
    );
    assert_eq!(shown(&e, "ran"), "0");
    // The uncaught-error printer calls none.
    let err = e
        .run(
            r#"throw { [Symbol.for("Deno.customInspect")]() { globalThis.ran = 9; return "CUSTOM"; } };"#,
            "t.js",
        )
        .unwrap_err();
    assert!(!err.message.contains("CUSTOM"), "{}", err.message);
    assert_eq!(shown(&e, "ran"), "0");
    let report = e.finish();
    assert!(report.is_clean(), "leaked: {report:?}");
}

/// The child's part of [`console_methods_print_as_deno`]: runs the script named by the
/// environment, its output marked off from the test harness's.
#[test]
fn console_child() {
    let Ok(script) = std::env::var("HOSTCALL_CONSOLE_CHILD") else {
        return;
    };
    let e = engine();
    e.run(
        &format!("console.log('<<<'); console.error('<<<');\n{script}\nfor (let i = 0; i < 9; i++) console.groupEnd();\nconsole.log('>>>'); console.error('>>>');"),
        "child.js",
    )
    .unwrap();
}

/// Runs `script` in a child process: its stdout and stderr between the markers.
fn run_child(script: &str) -> (String, String) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "console_child",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("HOSTCALL_CONSOLE_CHILD", script)
        .output()
        .unwrap();
    let part = |b: &[u8]| {
        let s = String::from_utf8_lossy(b).into_owned();
        let start = s.find("<<<\n").map(|i| i + 4).unwrap_or(0);
        let end = s.find(">>>\n").unwrap_or(s.len());
        s[start..end.max(start)].to_string()
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (part(&out.stdout), part(&out.stderr))
}

#[test]
fn console_methods_print_as_deno() {
    let (out, err) = run_child(
        r#"
console.log("a", 1, { b: new Map([[1, 2]]) });
console.info("%s=%d", "x", 42.5);
console.debug("d");
console.dir({ a: [1] });
console.dirxml("x", 1);
console.warn("w");
console.error(new Set([1]));
console.assert(true, "never");
console.assert(false, "failed %s", "here", 1);
console.assert(0);
console.assert(false, { a: 1 });
console.count(); console.count(); console.count("x"); console.countReset(); console.count();
console.countReset("nope");
console.group("G1");
console.log("in 1");
console.group();
console.log({ a: 1, b: "two\nlines" });
console.log("x\ny");
console.groupEnd();
console.groupCollapsed("G2");
console.log("in 2");
console.groupEnd(); console.groupEnd(); console.groupEnd();
console.log("out");
console.time("t"); console.time("t");
console.timeLog("none");
console.timeEnd("none");
console.table([{ a: 1, b: "x" }, { a: 2, c: true }, 3]);
console.table(new Map([["k", 1]]));
console.table([[1, 2], [3]], ["0"]);
console.table(5);
console.profile(); console.profileEnd(); console.timeStamp();
console.log(console.groupCollapsed === console.group, console.log.name, console.groupCollapsed.name);
"#,
    );
    assert_eq!(
        out,
        r#"a 1 { b: Map(1) { 1 => 2 } }
x=42
d
{ a: [ 1 ] }
x 1
default: 1
default: 2
x: 1
default: 1
G1
  in 1
    { a: 1, b: "two\nlines" }
    x
    y
  G2
    in 2
out
┌───────┬───┬─────┬──────┬────────┐
│ (idx) │ a │ b   │ c    │ Values │
├───────┼───┼─────┼──────┼────────┤
│     0 │ 1 │ "x" │      │        │
│     1 │ 2 │     │ true │        │
│     2 │   │     │      │      3 │
└───────┴───┴─────┴──────┴────────┘
┌────────────┬─────┬────────┐
│ (iter idx) │ Key │ Values │
├────────────┼─────┼────────┤
│          0 │ "k" │      1 │
└────────────┴─────┴────────┘
┌───────┬───┐
│ (idx) │ 0 │
├───────┼───┤
│     0 │ 1 │
│     1 │ 3 │
└───────┴───┘
5
true log group
"#
    );
    assert_eq!(
        err,
        r#"w
Set(1) { 1 }
Assertion failed: failed here 1
Assertion failed
Assertion failed: { a: 1 }
Count for 'nope' does not exist
Timer 't' already exists
Timer 'none' does not exist
Timer 'none' does not exist
"#
    );
}

#[test]
fn timers_and_traces() {
    let (out, err) = run_child(
        r#"
console.time("t");
console.timeLog("t", "more", 1);
console.timeEnd("t");
console.time();
console.timeEnd();
function inner() { console.trace("here %d", 5); }
inner();
console.group("g");
console.trace();
"#,
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let ms = |l: &str, label: &str| {
        let rest = l.strip_prefix(label).unwrap_or_else(|| panic!("{l}"));
        let num = rest.split("ms").next().unwrap();
        assert!(num.parse::<f64>().is_ok(), "{l}");
        rest.split_once("ms").unwrap().1.to_string()
    };
    assert_eq!(ms(lines[0], "t: "), " more 1");
    assert_eq!(ms(lines[1], "t: "), "");
    assert_eq!(ms(lines[2], "default: "), "");
    assert_eq!(lines[3], "g");
    let err_lines: Vec<&str> = err.lines().collect();
    assert_eq!(err_lines[0], "Trace: here 5", "{err}");
    assert!(err_lines[1].starts_with("    at inner (child.js:"), "{err}");
    let second = err_lines
        .iter()
        .position(|l| *l == "  Trace")
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        err_lines[second + 1].starts_with("      at <eval> (child.js:")
            || err_lines[second + 1].starts_with("      at "),
        "{err}"
    );
}
