//! hostcall inside QuickJS-NG: Jint's interop scripts on both backends, each engine's policy
//! at its call sites, host functions and classes, bad input, and no leaks at teardown.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall::{Backend, ConversionPolicy, HostError, TierPolicy};
use hostcall_quickjs::interop::InteropHost;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission, ScriptError};
use hostcall_testkit::jit_runs;

const JINT: [(&str, &str); 4] = [
    (
        "method_calls",
        include_str!("../../../examples/interop/method_calls.js"),
    ),
    (
        "string_passing",
        include_str!("../../../examples/interop/string_passing.js"),
    ),
    (
        "property_access",
        include_str!("../../../examples/interop/property_access.js"),
    ),
    (
        "collection_traversal",
        include_str!("../../../examples/interop/collection_traversal.js"),
    ),
];

fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Generic];
    if jit_runs() {
        v.push(Backend::Jit);
    }
    v
}

fn engine_with(backend: Backend, policy: ConversionPolicy) -> Engine {
    engine_opts(backend, policy, true)
}

fn engine_opts(backend: Backend, policy: ConversionPolicy, native_entries: bool) -> Engine {
    Engine::new(EngineOptions {
        policy,
        backend,
        ffi: FfiPermission::denied(),
        native_entries,
        tier: TierPolicy::Eager,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap()
}

/// Tears the engine down and asserts QuickJS holds nothing any more.
fn finish_clean(engine: Engine) {
    let report = engine.finish();
    assert!(report.is_clean(), "leaked: {report:?}");
}

#[test]
fn jint_interop_scripts_on_both_backends() {
    for (backend, native) in backends().into_iter().flat_map(|b| [(b, true), (b, false)]) {
        for (name, script) in JINT {
            let host = InteropHost::default();
            let engine = engine_opts(backend, ConversionPolicy::strict(), native);
            // SAFETY: `host` outlives `engine` (finished below, before `host` drops).
            engine
                .with(|ctx| {
                    // SAFETY: `host` outlives the engine.
                    unsafe { hostcall_quickjs::interop::install_host(&engine, &ctx, &host) }
                        .map(|_| ())
                })
                .unwrap();
            engine
                .run(script, name)
                .unwrap_or_else(|e| panic!("{backend:?} {name}: {e} {:?}", e.stack));
            let counts = engine.counts();
            match backend {
                Backend::Jit => assert!(
                    counts.thunk >= 2000 && counts.fallback == 0 && counts.generic == 0,
                    "{name}: {counts:?}"
                ),
                Backend::Generic => assert!(
                    counts.thunk == 0 && counts.generic >= 2000,
                    "{name}: {counts:?}"
                ),
            }
            finish_clean(engine);
            drop(host);
        }
    }
}

fn run_err(engine: &Engine, src: &str) -> ScriptError {
    engine
        .run(src, "test.js")
        .expect_err("the script should throw")
}

#[test]
fn each_engine_keeps_its_own_policy() {
    let host = InteropHost::default();
    for backend in backends() {
        // Both engines in one process, created in both orders, share compiled thunks.
        for order in [[true, false], [false, true]] {
            for strict in order {
                let policy = if strict {
                    ConversionPolicy::strict()
                } else {
                    ConversionPolicy::js_coercing()
                };
                let engine = engine_with(backend, policy);
                // SAFETY: `host` outlives the engine.
                engine
                    .with(|ctx| {
                        // SAFETY: `host` outlives the engine.
                        unsafe { hostcall_quickjs::interop::install_host(&engine, &ctx, &host) }
                            .map(|_| ())
                    })
                    .unwrap();
                let src = r#"
                    if (host.add(2, 3) !== 5) throw new Error("lane");
                    globalThis.r1 = host.add("5", 1);
                    host.value = "7";
                    globalThis.r2 = host.value;
                    globalThis.r3 = host.add(true, 2.9);
                    if (r1 !== 6 || r2 !== 7 || r3 !== 3) throw new Error(`coercing: ${r1} ${r2} ${r3}`);
                "#;
                if strict {
                    let e = run_err(&engine, src);
                    assert!(
                        e.message.starts_with(
                            "TypeError: argument 1: expected a number (i32), got string"
                        ),
                        "{e:?}"
                    );
                    let e = run_err(&engine, "host.add(1.5, 1)");
                    assert!(
                        e.message
                            .starts_with("RangeError: argument 1: 1.5 is not an integer"),
                        "{e:?}"
                    );
                } else {
                    engine.run(src, "coercing.js").unwrap();
                }
                finish_clean(engine);
            }
        }
    }
}

#[test]
fn host_functions_report_errors_and_panics_as_exceptions() {
    extern "C" fn hypot(a: f64, b: f64) -> f64 {
        a.hypot(b)
    }
    let checked = hostcall::rust_host_fn(|a: i32, b: i32| -> Result<i32, HostError> {
        a.checked_div(b)
            .ok_or_else(|| HostError::range_error("division by zero"))
    });
    let panics = hostcall::rust_host_fn(|n: i32| -> i32 {
        assert!(n < 10, "n too large: {n}");
        n
    });
    for backend in backends() {
        let engine = engine_with(backend, ConversionPolicy::strict());
        engine
            .with(|ctx| -> Result<(), hostcall_quickjs::EngineError> {
                let g = ctx.globals();
                engine.define_extern_fn(
                    &ctx,
                    &g,
                    "hypot",
                    hypot as extern "C" fn(f64, f64) -> f64,
                )?;
                engine.define_rust_fn(&ctx, &g, "div", checked.clone())?;
                engine.define_rust_fn(&ctx, &g, "small", panics.clone())?;
                Ok(())
            })
            .unwrap();
        engine
            .run(
                r#"
                if (hypot(3, 4) !== 5) throw new Error("hypot");
                if (hypot.length !== 2 || hypot.name !== "hypot") throw new Error("function metadata");
                if (div(7, 2) !== 3) throw new Error("div");
                try { div(1, 0); throw new Error("no throw"); }
                catch (e) { if (!(e instanceof RangeError) || e.message !== "division by zero") throw e; }
                if (div(9, 3) !== 3) throw new Error("the next call works");
                try { small(11); throw new Error("no throw"); }
                catch (e) { if (!e.message.includes("panicked") || !e.message.includes("n too large: 11")) throw e; }
                if (small(3) !== 3) throw new Error("after a panic");
                // Too few arguments: a TypeError under the strict policy; extra ones are ignored.
                try { hypot(3); throw new Error("no throw"); }
                catch (e) { if (!(e instanceof TypeError) || !e.message.includes("expected 2 arguments, got 1")) throw e; }
                if (hypot(3, 4, "extra", {}) !== 5) throw new Error("extra arguments");
                for (const bad of ["3", null, undefined, {}, [], 1n, Symbol("s")]) {
                    try { hypot(bad, 4); throw new Error("accepted " + String(bad)); }
                    catch (e) { if (!(e instanceof TypeError)) throw e; }
                }
                "#,
                "host_fns.js",
            )
            .unwrap_or_else(|e| panic!("{backend:?}: {e} {:?}", e.stack));
        finish_clean(engine);
    }
}

#[test]
fn members_check_their_receiver() {
    let host = InteropHost::default();
    let engine = engine_with(Backend::default(), ConversionPolicy::strict());
    // SAFETY: `host` outlives the engine.
    engine
        .with(|ctx| {
            // SAFETY: `host` outlives the engine.
            unsafe { hostcall_quickjs::interop::install_host(&engine, &ctx, &host) }.map(|_| ())
        })
        .unwrap();
    engine
        .run(
            r#"
            const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(host), "value").get;
            for (const self of [{}, 1, "x", null, undefined]) {
                try { getter.call(self); throw new Error("accepted"); }
                catch (e) { if (!(e instanceof TypeError) || !e.message.includes("not an instance")) throw e; }
            }
            host.value = 41;
            if (getter.call(host) !== 41) throw new Error("receiver");
            "#,
            "receiver.js",
        )
        .unwrap_or_else(|e| panic!("{e} {:?}", e.stack));
    assert_eq!(host.value(), 41);
    finish_clean(engine);
}

#[test]
fn uncaught_errors_carry_message_and_stack() {
    let engine = engine_with(Backend::default(), ConversionPolicy::strict());
    let e = run_err(
        &engine,
        "function f() { throw new TypeError('boom'); }\nf();",
    );
    assert_eq!(e.message, "TypeError: boom");
    assert!(
        e.stack.as_deref().unwrap_or("").contains("test.js"),
        "{e:?}"
    );
    let e = run_err(&engine, "throw 42");
    assert!(e.message.contains("42"), "{e:?}");
    let e = run_err(&engine, "syntax error here (");
    assert!(e.message.contains("SyntaxError"), "{e:?}");
    finish_clean(engine);
}

#[test]
fn the_leak_check_sees_a_leak() {
    let engine = engine_with(Backend::default(), ConversionPolicy::strict());
    // Borrow a string's UTF-8 bytes and never give them back (what a thunk that forgot its
    // release would do). Leaked GC objects would make QuickJS abort in JS_FreeRuntime; a
    // leaked C string only shows in the allocation count.
    engine.with(|ctx| {
        // Large and non-ASCII, so QuickJS allocates the UTF-8 copy on its own.
        let text = "\u{e9}".repeat(100_000);
        let s = rquickjs::String::from_str(ctx.clone(), &text).unwrap();
        let mut len = 0;
        // SAFETY: `s` is a live string of this context; the result is deliberately leaked.
        let p = unsafe {
            rquickjs::qjs::JS_ToCStringLen2(ctx.as_raw().as_ptr(), &mut len, s.as_raw(), false)
        };
        assert!(!p.is_null());
    });
    let report = engine.finish();
    assert!(!report.is_clean(), "{report:?}");
    assert!(report.live_allocations.unwrap_or(0) > 0, "{report:?}");
}

/// A signature no other test uses, so its native entry is compiled by this test's tier-up.
extern "C" fn tier_probe(a: u16, b: i16, c: u8) -> i16 {
    (a as i16).wrapping_add(b).wrapping_sub(i16::from(c))
}

/// Tiered (the default): a function starts on the generic path behind the shim; after the
/// threshold its native entry is compiled on the background worker, and the function object
/// switches to it (QuickJS then calls the native entry directly: counted as thunk calls,
/// with no further generic calls).
#[test]
fn functions_tier_up_to_their_native_entry() {
    if !jit_runs() {
        return;
    }
    let engine = Engine::new(EngineOptions {
        backend: Backend::Jit,
        tier: TierPolicy::Tiered { threshold: 20 },
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap();
    engine
        .with(|ctx| {
            engine.define_extern_fn(
                &ctx,
                &ctx.globals(),
                "probe",
                tier_probe as extern "C" fn(u16, i16, u8) -> i16,
            )
        })
        .unwrap();
    let check = "for (let i = 0; i < N; i++) { \
        const r = probe(i % 60000, (i % 30000) - 15000, i % 200); \
        const want = ((i % 60000) + ((i % 30000) - 15000) - (i % 200)) << 16 >> 16; \
        if (r !== want) throw new Error(`probe(${i}) = ${r}, want ${want}`); }";
    engine.run(&check.replace('N', "19"), "cold.js").unwrap();
    let cold = engine.counts();
    assert_eq!((cold.thunk, cold.generic), (0, 19), "{cold:?}");
    // The 20th call requests the compile; wait for the worker.
    engine
        .run(&check.replace('N', "1"), "threshold.js")
        .unwrap();
    hostcall::ThunkCache::global().quiesce();
    engine.run(&check.replace('N', "500"), "hot.js").unwrap();
    let hot = engine.counts();
    assert_eq!(hot.generic, 20, "no generic call after tier-up: {hot:?}");
    assert_eq!(hot.thunk, 500, "{hot:?}");
    assert!(engine.finish().is_clean());
}

/// Promises rejected with no handler are reported by `run`, as Deno reports them: after the
/// job queue drained, with the reason's message and stack; a handler attached before then
/// is in time; and nothing the engine held for them leaks.
/// What `Engine::run` reports for an uncaught value is read without running script (issue
/// 47): no `toString`, no getter, no Proxy trap, no heap address; an `Error` keeps its stack
/// (read from QuickJS's internal slot through the builtin getter, even after a script
/// replaced `Error.prototype.stack`).
#[test]
fn uncaught_values_are_described_without_running_script() {
    for backend in backends() {
        for (src, message, stack) in [
            ("throw { toString() { globalThis.ran = 1; return 'x'; } };", "{ toString: [Function: toString] }", None),
            ("throw new Proxy({ a: 1 }, { get() { globalThis.ran = 1; } });", "{ a: 1 }", None),
            ("throw Symbol('s');", "Symbol(s)", None),
            ("throw Object.create(null);", "[Object: null prototype] {}", None),
            ("throw 'plain';", "plain", None),
            ("throw 42n;", "42n", None),
            (
                "class E extends Error { get name() { globalThis.ran = 1; return 'X'; } }\nthrow new E('m');",
                "Error: m",
                Some("uncaught.js:2"),
            ),
            (
                "Object.defineProperty(Error.prototype, 'stack', { get() { globalThis.ran = 1; return 'fake'; } });\n(function f() { throw new RangeError('r'); })();",
                "RangeError: r",
                Some("at f (uncaught.js:2"),
            ),
            ("Promise.reject(new Proxy({}, { get() { globalThis.ran = 1; } }));", "(in promise) {}", None),
        ] {
            let engine = engine_with(backend, ConversionPolicy::strict());
            let err = engine.run(src, "uncaught.js").expect_err("uncaught");
            assert_eq!(err.message, message, "{backend:?}: {src}");
            match stack {
                Some(want) => {
                    let got = err.stack.as_deref().unwrap_or("");
                    assert!(got.contains(want), "{backend:?}: {src}: stack {got:?}");
                }
                None => assert_eq!(err.stack, None, "{backend:?}: {src}"),
            }
            let ran: Option<i32> = engine.with(|ctx| ctx.globals().get("ran").unwrap());
            assert_eq!(ran, None, "{backend:?}: script ran for {src}");
            finish_clean(engine);
        }
    }
}

#[test]
fn unhandled_rejections_are_errors_of_run() {
    for backend in backends() {
        // An async function that throws, nobody awaiting it.
        let engine = engine_with(backend, ConversionPolicy::strict());
        let err = engine
            .run(
                "async function f() { throw new TypeError('lost'); }\nf();",
                "reject.js",
            )
            .expect_err("an unhandled rejection is an error");
        assert_eq!(err.message, "(in promise) TypeError: lost", "{backend:?}");
        let stack = err.stack.as_deref().unwrap_or("");
        assert!(stack.contains("reject.js:1"), "{stack}");
        finish_clean(engine);

        // A rejection of a non-Error value, after some jobs ran.
        let engine = engine_with(backend, ConversionPolicy::strict());
        let err = engine
            .run(
                "Promise.resolve().then(() => { return Promise.reject(42); });",
                "reject.js",
            )
            .expect_err("an unhandled rejection is an error");
        assert_eq!(err.message, "(in promise) 42");
        finish_clean(engine);

        // Handled in time: a handler attached in a later job of the same drain, and
        // rejections caught by `await`.
        let engine = engine_with(backend, ConversionPolicy::strict());
        engine
            .run(
                "globalThis.seen = [];\n\
                 const p = Promise.reject(new Error('late'));\n\
                 Promise.resolve().then(() => p.catch(e => seen.push(e.message)));\n\
                 (async () => { try { await Promise.reject(1); } catch (e) { seen.push(e); } })();",
                "handled.js",
            )
            .expect("handled rejections are no error");
        let seen: String = engine.with(|ctx| ctx.eval("seen.join()").unwrap());
        assert_eq!(seen, "1,late");
        finish_clean(engine);

        // Two unhandled: the first is reported, the second released (no leak).
        let engine = engine_with(backend, ConversionPolicy::strict());
        let err = engine
            .run(
                "Promise.reject(new Error('one')); Promise.reject(new Error('two'));",
                "two.js",
            )
            .expect_err("reported");
        assert_eq!(err.message, "(in promise) Error: one");
        finish_clean(engine);

        // Dropping an engine that still holds an unhandled rejection (never run to the
        // end of its queue) releases it.
        let engine = engine_with(backend, ConversionPolicy::strict());
        engine.with(|ctx| {
            ctx.eval::<(), _>("Promise.reject(new Error('kept'))")
                .unwrap();
        });
        finish_clean(engine);
    }
}
