//! A script cannot tell hostcall's functions from rquickjs's (issue #44, "invisible to
//! scripts"): the same functions are made both ways, rquickjs's (`Func::from`,
//! `Function::new`, `with_name`, `#[rquickjs::methods]` members, accessors and constructor)
//! in one runtime and hostcall's drop-ins (`Func::from`, `func`, `Host::func`,
//! `Host::func_with` on each entry, `Host::named_func`, `#[hostcall_quickjs::methods]`
//! members, accessors and statics; the constructor is rquickjs's own in both) in
//! another, under the same global names, and the same probe script reads each of them:
//! own property names and every own property's descriptor, `typeof`, the prototype,
//! `toString` both ways, `instanceof`, `call`/`apply`/`bind`, `new`, and the `stack` (and the
//! call sites `Error.prepareStackTrace` sees) of errors thrown by the host function, through
//! it from a script callback, and seen inside such a callback, called from nested script
//! functions. Every facet is compared as a string, exactly, and both are printed on a
//! mismatch.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall_quickjs::{ClosureEntry, Host, HostOptions};
use rquickjs::function::{Opt, Rest, This};
use rquickjs::{Context, Ctx, Exception, Function, Object, Runtime, Value};

/// The probe: `facets(f)` is a list of `[facet, string]` pairs describing `f` as a script
/// sees it; `throwing(f, ...)` the stacks of errors around a call of `f` made from nested
/// script functions. Evaluated in both runtimes under the same file name, so the script's own
/// frames print the same lines and columns.
const PROBE: &str = r#"
function show(v) {
    if (typeof v === 'string') return JSON.stringify(v);
    if (typeof v === 'function') return 'function:' + String(v.name) + '/' + String(v.length);
    if (typeof v === 'object' && v !== null) {
        try { return 'object:' + JSON.stringify(v); } catch (e) { return 'object:?'; }
    }
    return String(v);
}
function attempt(f) {
    try { return 'ok ' + show(f()); } catch (e) { return 'threw ' + String(e && e.name) + ': ' + String(e && e.message); }
}
function descriptors(o) {
    const out = [];
    for (const k of Reflect.ownKeys(o)) {
        const d = Object.getOwnPropertyDescriptor(o, k);
        out.push([String(k), Object.keys(d).sort().map(p => p + '=' + show(d[p])).join(' ')]);
    }
    return out;
}
function facets(f, args) {
    const out = [];
    const add = (k, thunk) => out.push([k, attempt(thunk)]);
    add('typeof', () => typeof f);
    add('ownNames', () => Object.getOwnPropertyNames(f).join(','));
    add('ownKeys', () => Reflect.ownKeys(f).map(String).join(','));
    for (const [k, d] of descriptors(f)) out.push(['own ' + k, d]);
    add('name', () => f.name);
    add('length', () => f.length);
    add('hasOwn name', () => Object.prototype.hasOwnProperty.call(f, 'name'));
    add('hasOwn length', () => Object.prototype.hasOwnProperty.call(f, 'length'));
    add('hasOwn prototype', () => Object.prototype.hasOwnProperty.call(f, 'prototype'));
    add('proto is Function.prototype', () => Object.getPrototypeOf(f) === Function.prototype);
    add('instanceof Function', () => f instanceof Function);
    add('instanceof Object', () => f instanceof Object);
    add('toString', () => f.toString());
    add('Function.prototype.toString', () => Function.prototype.toString.call(f));
    add('String()', () => String(f));
    add('template', () => `${f}`);
    add('Object.prototype.toString', () => Object.prototype.toString.call(f));
    add('isExtensible', () => Object.isExtensible(f));
    add('isFrozen', () => Object.isFrozen(f));
    add('call', () => f.call(undefined, ...args));
    add('apply', () => f.apply(undefined, args));
    add('Reflect.apply', () => Reflect.apply(f, undefined, args));
    add('bound name', () => f.bind(null).name);
    add('bound length', () => f.bind(null).length);
    add('bound length, one bound', () => f.bind(null, args[0]).length);
    add('bound call', () => f.bind(null, ...args)());
    add('bound toString', () => Function.prototype.toString.call(f.bind(null)));
    add('new', () => new f(...args));
    add('Reflect.construct', () => Reflect.construct(f, args));
    add('class extends', () => { class C extends f {} return typeof C; });
    add('new class extends', () => { class C extends f {} return new C(...args); });
    add('delete name', () => { const ok = delete f.name; return ok + ' ' + show(f.name); });
    add('delete length', () => { const ok = delete f.length; return ok + ' ' + show(f.length); });
    add('ownNames after delete', () => Object.getOwnPropertyNames(f).join(','));
    return out;
}
function stackOf(thunk) {
    try { thunk(); return 'no throw'; } catch (e) {
        return String(e && e.name) + ': ' + String(e && e.message) + '\n' + String(e && e.stack);
    }
}
function sitesOf(thunk) {
    const saved = Error.prepareStackTrace;
    Error.prepareStackTrace = (e, sites) => sites.map(s => [
        s.getFunctionName(), s.isNative(), s.getFileName(), s.getLineNumber(), s.getColumnNumber(),
        typeof s.getFunction() === 'function' ? 'fn' : String(s.getFunction()),
    ].map(String).join('|')).join('\n');
    try { return stackOf(thunk); } finally { Error.prepareStackTrace = saved; }
}
function innermost(f, args) { return f(...args); }
function middle(f, args) { return innermost(f, args); }
function outer(f, args) { return middle(f, args); }
function throwing(f, args) {
    return [
        ['stack', stackOf(() => outer(f, args))],
        ['call sites', sitesOf(() => outer(f, args))],
        ['stack via call', stackOf(() => f.call(null, ...args))],
        ['stack via bind', stackOf(() => f.bind(null, ...args)())],
        ['stack via new', stackOf(() => new f(...args))],
    ];
}
function seenInside() {
    let stack = 'not called';
    let sites = 'not called';
    const cb = function callback() {
        stack = new Error('probe').stack;
        const saved = Error.prepareStackTrace;
        Error.prepareStackTrace = (e, s) => s.map(c => String(c.getFunctionName()) + '|' + c.isNative()).join('\n');
        try { sites = new Error('probe').stack; } finally { Error.prepareStackTrace = saved; }
        return 1;
    };
    return [cb, () => [['stack inside callback', stack], ['call sites inside callback', sites]]];
}
"#;

/// The global names the probe reads, with the arguments each is called with (as script).
const FUNCTIONS: &[(&str, &str)] = &[
    ("plain", "[1, 2]"),
    ("noArgs", "[]"),
    ("withCtx", "[3]"),
    ("optional", "[1]"),
    ("rest", "[1, 2, 3]"),
    ("withThis", "[4]"),
    ("values", "['a', {}]"),
    ("named", "[5]"),
    ("parse", "['{']"),
    ("viaFunctionNew", "[6]"),
    ("monomorphized", "[1, 2]"),
    ("dispatcher", "[1, 2]"),
    ("hostFunc", "[1, 2]"),
    ("asFuncFn", "[7]"),
    ("proto.add", "[2]"),
    ("proto.named", "[2]"),
    ("getter", "[]"),
    ("setter", "[9]"),
    ("staticMember", "[3]"),
    ("Meter", "[1]"),
    // Fewer arguments than `length` (the hook pads them with `undefined`, within and past its
    // inline buffer of 8): refused as rquickjs refuses them.
    ("maybe", "[1]"),
    ("many", "[1, 2, 3]"),
    ("many", "[1, 2, 3, 4, 5, 6, 7, 8, 9, undefined]"),
];

/// The functions that throw (`throwing(f)`), with their arguments.
const THROWING: &[(&str, &str)] = &[
    ("throwType", "[]"),
    ("throwType", "[1]"),
    // A named function throwing (what a user of Javy saw as `at parse (native)`).
    ("parse", "['{']"),
    ("throwValue", "[]"),
    ("throwFromError", "[]"),
    ("throwsMessage", "[]"),
    (
        "passThrough",
        "[() => { throw new RangeError('from the script'); }]",
    ),
    (
        "passThrough",
        "[function named() { throw new Error('from a named script function'); }]",
    ),
    ("passThrough", "[() => { null.x; }]"),
    ("notAFunction", "[]"),
    ("plain", "['not', 'numbers']"),
    ("plain", "[]"),
    ("nested", "[() => { throw new Error('twice through'); }]"),
];

/// The functions `seenInside` calls with its callback.
const CALLING: &[&str] = &["passThrough", "nested"];

/// The class both sides define from one source: rquickjs's `#[class]` with rquickjs's
/// `#[methods]`, then with hostcall's.
macro_rules! meter_class {
    ($class:path, $methods:path) => {
        use rquickjs::class::Trace;
        use rquickjs::JsLifetime;

        #[derive(Trace, JsLifetime)]
        #[$class(rename = "Meter")]
        pub struct Meter {
            #[qjs(skip_trace)]
            base: i32,
        }

        #[$methods]
        impl Meter {
            #[qjs(constructor)]
            pub fn new(base: i32) -> Meter {
                Meter { base }
            }
            pub fn add(&self, d: i32) -> i32 {
                d + self.base
            }
            #[qjs(rename = "renamed")]
            pub fn named(&self, d: i32) -> i32 {
                d * self.base
            }
            #[qjs(get, rename = "base")]
            pub fn base(&self) -> i32 {
                self.base
            }
            #[qjs(set, rename = "base")]
            pub fn set_base(&mut self, v: i32) {
                self.base = v;
            }
            #[qjs(static)]
            pub fn twice(x: i32) -> i32 {
                x * 2
            }
        }
    };
}

mod rq_class {
    meter_class!(rquickjs::class, rquickjs::methods);
}

mod hc_class {
    meter_class!(hostcall_quickjs::class, hostcall_quickjs::methods);
}

fn type_error(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    Err(Exception::throw_type(ctx, "boom from Rust"))
}

fn from_error(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    let e = Exception::from_message(ctx.clone(), "made with from_message")?;
    Err(ctx.throw(e.into_value()))
}

/// Ten parameters, each required (so `length` is 10), each `undefined` when not passed.
#[allow(clippy::too_many_arguments)]
fn many(
    a: Option<f64>,
    b: Option<f64>,
    c: Option<f64>,
    d: Option<f64>,
    e: Option<f64>,
    f: Option<f64>,
    g: Option<f64>,
    h: Option<f64>,
    i: Option<f64>,
    j: Option<f64>,
) -> String {
    format!("{:?}", [a, b, c, d, e, f, g, h, i, j])
}

fn parse(ctx: &Ctx<'_>, s: String) -> rquickjs::Result<i32> {
    Err(Exception::throw_syntax(ctx, &format!("bad JSON: {s}")))
}

fn nested<'js>(ctx: &Ctx<'js>, f: Function<'js>) -> rquickjs::Result<()> {
    // A host function calling the script back through another host function.
    let pass: Function = ctx.globals().get("passThrough")?;
    pass.call::<_, ()>((f,))
}

/// Sets the script-visible class members under the globals the probe reads.
fn expose_members(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    ctx.eval::<(), _>(
        r#"
        globalThis['proto.add'] = Meter.prototype.add;
        globalThis['proto.named'] = Meter.prototype.renamed;
        globalThis.getter = Object.getOwnPropertyDescriptor(Meter.prototype, 'base').get;
        globalThis.setter = Object.getOwnPropertyDescriptor(Meter.prototype, 'base').set;
        globalThis.staticMember = Meter.twice;
        "#,
    )
}

/// The functions both sides define with the same closure, each through the `Func` in scope
/// where it expands (rquickjs's, then hostcall's drop-in).
macro_rules! same_closures {
    ($g:ident) => {{
        $g.set("plain", Func::from(|a: i32, b: i32| a + b))?;
        $g.set("noArgs", Func::from(|| 7))?;
        $g.set("withCtx", Func::from(|_ctx: Ctx<'_>, a: f64| a * 2.0))?;
        $g.set(
            "optional",
            Func::from(|a: i32, b: Opt<i32>| a + b.0.unwrap_or(0)),
        )?;
        $g.set("rest", Func::from(|r: Rest<Value<'_>>| r.0.len() as i32))?;
        $g.set(
            "withThis",
            Func::from(|this: This<Value<'_>>, a: i32| a + i32::from(this.0.is_undefined())),
        )?;
        $g.set(
            "values",
            Func::from(|s: String, _o: Object<'_>| s.len() as i32),
        )?;
        $g.set(
            "maybe",
            Func::from(|a: Option<i32>, b: Option<i32>| format!("{a:?} {b:?}")),
        )?;
        $g.set("throwType", Func::from(|ctx: Ctx<'_>| type_error(&ctx)))?;
        $g.set(
            "throwValue",
            Func::from(|ctx: Ctx<'_>| -> rquickjs::Result<()> {
                Err(ctx.throw(rquickjs::String::from_str(ctx.clone(), "a thrown string")?.into()))
            }),
        )?;
        $g.set(
            "throwFromError",
            Func::from(|ctx: Ctx<'_>| from_error(&ctx)),
        )?;
        $g.set(
            "throwsMessage",
            Func::from(|| -> rquickjs::Result<()> {
                Err(rquickjs::Error::new_from_js_message(
                    "a",
                    "b",
                    "an rquickjs error",
                ))
            }),
        )?;
        $g.set(
            "passThrough",
            Func::from(|f: Function<'_>| -> rquickjs::Result<i32> { f.call(()) }),
        )?;
        $g.set(
            "notAFunction",
            Func::from(|f: Function<'_>| f.call::<_, i32>(())),
        )?;
        $g.set(
            "nested",
            Func::from(|ctx: Ctx<'js>, f: Function<'js>| nested(&ctx, f)),
        )?;
    }};
}

/// rquickjs's own functions.
fn define_rquickjs<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<()> {
    use rquickjs::function::Func;
    let g = ctx.globals();
    g.set(
        "named",
        Function::new(ctx.clone(), |a: i32| a + 1)?.with_name("named")?,
    )?;
    g.set(
        "viaFunctionNew",
        Function::new(ctx.clone(), |a: i32| a - 1)?,
    )?;
    g.set(
        "parse",
        Function::new(ctx.clone(), |ctx: Ctx<'js>, s: String| parse(&ctx, s))?
            .with_name("parse")?,
    )?;
    // rquickjs's `Func` takes at most 7 parameters: the same function over `Rest`, its
    // `length` set to hostcall's (10).
    g.set(
        "many",
        Function::new(ctx.clone(), |r: Rest<Value<'js>>| {
            if r.0.len() < 10 {
                return Err(rquickjs::Error::MissingArgs {
                    expected: 10,
                    given: r.0.len(),
                });
            }
            let at = |i: usize| r.0.get(i).and_then(|v| v.as_number());
            Ok(format!("{:?}", std::array::from_fn::<_, 10, _>(at)))
        })?
        .with_length(10)?,
    )?;

    // The entries hostcall has are one kind of function object in rquickjs.
    g.set("monomorphized", Func::from(|a: i32, b: i32| a * b))?;
    g.set("dispatcher", Func::from(|a: i32, b: i32| a - b))?;
    g.set("hostFunc", Func::from(|a: u32, b: u32| a * b))?;
    g.set("asFuncFn", Function::new(ctx.clone(), |x: f64| x * 2.0)?)?;
    same_closures!(g);
    rquickjs::Class::<rq_class::Meter>::define(&g)?;
    expose_members(ctx)
}

/// hostcall's drop-ins for the same functions.
fn define_hostcall<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<()> {
    use hostcall_quickjs::Func;
    let host = Host::get_or_attach(ctx, HostOptions::default())?;
    let g = ctx.globals();
    g.set("named", host.named_func(ctx, "named", |a: i32| a + 1)?)?;
    g.set(
        "viaFunctionNew",
        hostcall_quickjs::func(ctx, |a: i32| a - 1)?,
    )?;
    g.set(
        "parse",
        host.named_func(ctx, "parse", |ctx: Ctx<'js>, s: String| parse(&ctx, s))?,
    )?;
    g.set("many", Func::from(many))?;

    g.set(
        "monomorphized",
        host.func_with(ctx, ClosureEntry::Monomorphized, |a: i32, b: i32| a * b)?,
    )?;
    g.set(
        "dispatcher",
        host.func_with(ctx, ClosureEntry::Dispatcher, |a: i32, b: i32| a - b)?,
    )?;
    g.set("hostFunc", host.func(ctx, |a: u32, b: u32| a * b)?)?;
    g.set("asFuncFn", hostcall_quickjs::func(ctx, |x: f64| x * 2.0)?)?;
    same_closures!(g);
    rquickjs::Class::<hc_class::Meter>::define(&g)?;
    expose_members(ctx)
}

/// Every facet of every function, as `(what, facet, string)`, read by the probe in a fresh
/// runtime where `define` made the functions.
fn read_facets(define: fn(&Ctx<'_>) -> rquickjs::Result<()>) -> Vec<(String, String, String)> {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        define(&ctx).expect("define the functions");
        let opts = {
            let mut o = rquickjs::context::EvalOptions::default();
            o.global = true;
            o.filename = Some("probe.js".into());
            o
        };
        ctx.eval_with_options::<(), _>(PROBE, opts)
            .expect("the probe evaluates");
        let mut out = Vec::new();
        let mut run = |what: String, script: String| {
            let opts = {
                let mut o = rquickjs::context::EvalOptions::default();
                o.global = true;
                o.filename = Some("call.js".into());
                o
            };
            let pairs: Vec<Vec<String>> = ctx
                .eval_with_options(script.as_str(), opts)
                .unwrap_or_else(|e| panic!("probe of {what}: {e:?} {:?}", ctx.catch()));
            for p in pairs {
                out.push((what.clone(), p[0].clone(), p[1].clone()));
            }
        };
        for (name, args) in FUNCTIONS {
            run(
                format!("{name}({args})"),
                format!("facets(globalThis[{name:?}], {args})"),
            );
        }
        for (name, args) in THROWING {
            run(
                format!("{name}({args}) throwing"),
                format!("throwing(globalThis[{name:?}], {args})"),
            );
        }
        for name in CALLING {
            run(
                format!("{name} calling back"),
                format!(
                    "(() => {{ const [cb, read] = seenInside(); outer(globalThis[{name:?}], [cb]); return read(); }})()"
                ),
            );
        }
        run(
            "class".into(),
            "[['instance', (() => { const m = new Meter(2); m.base = 3; return [m.add(1), m.renamed(2), m.base, Meter.twice(4), Object.getOwnPropertyNames(m).join(',')].join(' '); })()], \
              ['prototype own', Object.getOwnPropertyNames(Meter.prototype).join(',')], \
              ['constructor own', Object.getOwnPropertyNames(Meter).join(',')], \
              ['member on wrong this', (() => { try { Meter.prototype.add.call({}, 1); return 'no throw'; } catch (e) { return e.name + ': ' + e.message + '\\n' + e.stack; } })()]]"
                .into(),
        );
        out
    })
}

#[test]
fn a_script_sees_the_same_functions() {
    let rq = read_facets(define_rquickjs);
    let hc = read_facets(define_hostcall);
    // The probe read facets at all (a broken probe must not pass by comparing nothing).
    assert!(rq.len() > 400, "only {} facets", rq.len());
    assert!(
        rq.iter()
            .any(|(_, k, v)| k == "stack" && v.contains("at innermost (probe.js:")),
        "the stacks name the script's frames"
    );
    // Facets keyed by (function, facet), in the order read: one a side lacks is a mismatch.
    let index = |side: &[(String, String, String)]| -> Vec<((String, String), String)> {
        side.iter()
            .map(|(w, k, v)| ((w.clone(), k.clone()), v.clone()))
            .collect()
    };
    let (rq, hc) = (index(&rq), index(&hc));
    let find = |side: &[((String, String), String)], key: &(String, String)| {
        side.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    };
    let mut keys: Vec<(String, String)> = rq.iter().map(|(k, _)| k.clone()).collect();
    keys.extend(
        hc.iter()
            .map(|(k, _)| k.clone())
            .filter(|k| find(&rq, k).is_none()),
    );
    let mut mismatches = Vec::new();
    for key in &keys {
        let (a, b) = (find(&rq, key), find(&hc, key));
        if a != b {
            mismatches.push(format!(
                "{}: {}\n  rquickjs: {a:?}\n  hostcall: {b:?}",
                key.0, key.1
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} facets differ:\n{}",
        mismatches.len(),
        rq.len(),
        mismatches.join("\n")
    );
}

/// The comparison can fail: a function given an own `name` where rquickjs has none, and an
/// extra native frame in a stack, are both told apart by the probe.
#[test]
fn the_probe_tells_functions_apart() {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        ctx.eval::<(), _>(PROBE).expect("the probe evaluates");
        let g = ctx.globals();
        g.set("a", rquickjs::function::Func::from(|x: i32| x))
            .expect("set");
        g.set(
            "b",
            Function::new(ctx.clone(), |x: i32| x)
                .expect("function")
                .with_name("")
                .expect("name"),
        )
        .expect("set");
        let a: Vec<Vec<String>> = ctx.eval("facets(a, [1])").expect("facets");
        let b: Vec<Vec<String>> = ctx.eval("facets(b, [1])").expect("facets");
        assert_ne!(a, b, "an own `name` shows");
        // A native frame (a QuickJS C function between the script's frames) shows in the stack.
        let direct: String = ctx
            .eval("stackOf(() => outer(() => { throw new Error('x'); }, []))")
            .expect("stack");
        let through: String = ctx
            .eval("stackOf(() => outer((f) => [0].forEach(f), [() => { throw new Error('x'); }]))")
            .expect("stack");
        assert!(through.contains("(native)"), "{through}");
        assert!(!direct.contains("(native)"), "{direct}");
    });
}

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// Functions hostcall makes for its own APIs (`Host::define_extern_fn`, as an `Engine`'s and
/// the FFI's symbols) keep their own `name` (Deno programs read a symbol's), and leave no
/// frame of their own in a stack either.
#[test]
fn registered_functions_keep_their_name() {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).expect("host");
        host.define_extern_fn(&ctx, &ctx.globals(), "add", add as extern "C" fn(i32, i32) -> i32)
            .expect("define");
        let seen: Vec<String> = ctx
            .eval(
                "[Object.getOwnPropertyNames(add).join(','), add.name, String(add.length), \
                  JSON.stringify(Object.getOwnPropertyDescriptor(add, 'name')), String(add(2, 3)), \
                  (() => { try { return String(add(2)); } catch (e) { return e.name; } })(), (() => { try { add(1n, 2); return 'no throw'; } catch (e) { return e.stack; } })()]",
            )
            .expect("probe");
        assert_eq!(seen[0], "length,name");
        assert_eq!(seen[1], "add");
        assert_eq!(seen[2], "2");
        assert_eq!(
            seen[3],
            r#"{"value":"add","writable":false,"enumerable":false,"configurable":true}"#
        );
        assert_eq!(seen[4], "5");
        assert!(!seen[6].contains("(native)"), "{}", seen[6]);
        assert!(seen[6].contains("at <anonymous> (eval_script:1:"), "{}", seen[6]);
        // Too few arguments for an `extern "C" fn` (the hook padded them): refused.
        assert_eq!(seen[5], "TypeError");
    });
}
