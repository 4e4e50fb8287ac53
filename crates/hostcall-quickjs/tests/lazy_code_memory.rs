//! The swap maps no executable memory until something is compiled: an rquickjs application
//! that attaches hostcall (the JIT on, as by default) and runs only Rust closures through
//! hostcall's entries leaves the JIT's code arena unmapped; the first raw C function compiled
//! maps it. One test in its own process, so no other test's compile can map it first.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall::TierPolicy;
use hostcall_quickjs::{Host, HostOptions};
use rquickjs::{CatchResultExt, Context, Runtime};

/// The process's executable mappings that are not a file's: the JIT's arena (a memfd named
/// `hostcall-jit-code`) and anonymous code pages (the `JITModule` fallback's, libffi's).
fn code_mappings() -> Vec<String> {
    let maps = std::fs::read_to_string("/proc/self/maps").expect("/proc/self/maps");
    maps.lines()
        .filter(|l| {
            let mut f = l.split_whitespace();
            let perms = f.nth(1).unwrap_or("");
            let path = f.nth(3).unwrap_or("");
            perms.contains('x')
                && (path.is_empty()
                    || path.contains("hostcall-jit-code")
                    || path.starts_with("[anon"))
        })
        .map(str::to_owned)
        .collect()
}

extern "C" fn mul(a: i32, b: i32) -> i32 {
    a * b
}

#[test]
fn closures_map_no_code_memory_until_a_compile() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let before = code_mappings();
    let rt = Runtime::new().unwrap();
    let cx = Context::full(&rt).unwrap();
    cx.with(|ctx| {
        // The default options: the JIT where it can run (asking whether it can sets the
        // compiler up).
        let host = Host::attach(&ctx, HostOptions::default()).unwrap();
        let k = 3;
        let g = ctx.globals();
        g.set(
            "add",
            hostcall_quickjs::func(&ctx, move |a: i32, b: i32| a + b + k).unwrap(),
        )
        .unwrap();
        g.set("twice", host.func(&ctx, |s: String| s.repeat(2)).unwrap())
            .unwrap();
        let out: String = ctx
            .eval(
                "let s = 0; for (let i = 0; i < 5000; i++) s = add(s, 1) - 3; \
                 [s, twice('ab')].join()",
            )
            .catch(&ctx)
            .unwrap();
        assert_eq!(out, "5000,abab");
    });
    let after = code_mappings();
    assert!(
        after.iter().all(|l| !l.contains("hostcall-jit-code")) && after.len() <= before.len(),
        "closures alone mapped code memory: before {before:#?}, after {after:#?}"
    );
    if !hostcall_testkit::jit_runs() {
        return;
    }
    // The control: compiling a raw function (eagerly, in another runtime) maps it.
    let rt = Runtime::new().unwrap();
    let cx = Context::full(&rt).unwrap();
    cx.with(|ctx| {
        let options = HostOptions {
            tier: TierPolicy::Eager,
            ..HostOptions::default()
        };
        let host = Host::attach(&ctx, options).unwrap();
        host.define_extern_fn(
            &ctx,
            &ctx.globals(),
            "mul",
            mul as extern "C" fn(i32, i32) -> i32,
        )
        .unwrap();
        assert_eq!(ctx.eval::<i32, _>("mul(6, 7)").catch(&ctx).unwrap(), 42);
    });
    let compiled = code_mappings();
    assert!(
        compiled.len() > after.len(),
        "compiling mapped no code memory: before {after:#?}, after {compiled:#?}"
    );
}
