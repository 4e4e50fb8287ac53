//! Two real engines in one process: a QuickJS engine and Boa hosts share the process-wide
//! thunk cache (each layout compiles a shape once, however many engines use it), and each
//! engine applies its own conversion policy at its own call sites.

use boa_engine::{Context, Source};
use hostcall::{ConversionPolicy, Signature, ThunkCache, TierPolicy};
use hostcall_boa::{boa_layout, Host};
use hostcall_quickjs::{Engine, EngineOptions};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

const PROBE: &str = "(() => { let s = 0; for (let i = 0; i < 100; i++) s = add(s, i); \
    let c; try { c = String(add('40', true)); } catch (e) { c = e.name; } return s + ' ' + c; })()";

fn boa_run(policy: ConversionPolicy) -> (String, Host) {
    let d = hostcall::Dispatcher::new(boa_layout().unwrap(), policy)
        .unwrap()
        .with_tier(TierPolicy::Eager);
    let host = Host::with_dispatcher(d).unwrap();
    let mut cx = Context::default();
    host.typed("add", add as extern "C" fn(i32, i32) -> i32)
        .unwrap()
        .register_global(&mut cx)
        .unwrap();
    let out = cx.eval(Source::from_bytes(PROBE)).unwrap();
    let out = out.to_string(&mut cx).unwrap().to_std_string_escaped();
    (out, host)
}

fn quickjs_run(policy: ConversionPolicy) -> String {
    let engine = Engine::new(EngineOptions {
        policy,
        tier: TierPolicy::Eager,
        ..EngineOptions::default()
    })
    .unwrap();
    engine.with(|ctx| {
        engine
            .define_extern_fn(
                &ctx,
                &ctx.globals(),
                "add",
                add as extern "C" fn(i32, i32) -> i32,
            )
            .unwrap();
        ctx.eval::<String, _>(PROBE).unwrap()
    })
}

#[test]
fn boa_and_quickjs_share_the_cache_each_with_its_policy() {
    let sig: Signature = "(i32, i32) -> i32".parse().unwrap();
    let cache = ThunkCache::global();
    let (strict, _a) = boa_run(ConversionPolicy::strict());
    assert_eq!(strict, "4950 TypeError");
    assert_eq!(quickjs_run(ConversionPolicy::js_coercing()), "4950 41");
    let (coercing, b) = boa_run(ConversionPolicy::js_coercing());
    assert_eq!(coercing, "4950 41");
    assert_eq!(quickjs_run(ConversionPolicy::strict()), "4950 TypeError");
    if hostcall_testkit::jit_runs() {
        // Three Boa hosts, one compile of the shape on Boa's layout; QuickJS's own shape
        // on its layout was compiled apart from it.
        let (_, _c) = boa_run(ConversionPolicy::strict());
        assert_eq!(cache.compile_attempts(&sig, boa_layout().unwrap()), 1);
        let counts = b.dispatcher().counts();
        assert!(counts.thunk >= 100, "{counts:?}");
    }
}
