//! The oracle of the JS-level fuzz target (and its corpus replay): a script runs on a JIT
//! engine compiling eagerly, on a JIT engine tiering up from the first call (so calls switch
//! from the generic path to native entries whenever the background compile finishes), and
//! on a generic engine; all must finish (a JavaScript exception is fine), leave
//! the same `__out`, leak nothing, break no invariant the script checks itself (`__bad`, e.g.
//! a string changed on its way through a native identity function, or a function captured
//! during `dlopen` that did not throw "closed"), and complete at least one call successfully
//! (`__ok`, which the generated scripts count), so a run in which everything throws cannot
//! pass unnoticed.

use hostcall::{Backend, ConversionPolicy, TierPolicy};

use crate::{Engine, EngineOptions, FfiPermission};

fn run_on(backend: Backend, tier: TierPolicy, src: &str) -> Result<String, String> {
    let engine = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        // SAFETY: the fuzzed scripts are generated (`hostcall_testkit::fuzz::js_program`) to
        // open only the test library and call only its functions that never dereference a
        // pointer a script could forge.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier,
        track_allocations: true,
        ..EngineOptions::default()
    })
    .map_err(|e| e.to_string())?;
    let outcome = engine.run(src, "fuzz.js");
    let (out, ok, bad) = engine.with(|ctx| {
        let g = ctx.globals();
        (
            g.get::<_, Option<String>>("__out").ok().flatten(),
            g.get::<_, Option<f64>>("__ok").ok().flatten(),
            g.get::<_, Option<String>>("__bad").ok().flatten(),
        )
    });
    let report = engine.finish();
    if !report.is_clean() {
        return Err(format!("{backend:?}: leaked {report:?}"));
    }
    let out = match (outcome, out) {
        (_, Some(out)) => out,
        (Err(e), None) => format!("uncaught: {}", e.message),
        (Ok(()), None) => "no output".into(),
    };
    if let Some(bad) = bad {
        return Err(format!("{backend:?}: {bad} in\n{src}\n  output: {out}"));
    }
    if !ok.is_some_and(|n| n >= 1.0) {
        return Err(format!(
            "{backend:?}: no call succeeded (__ok = {ok:?}) in\n{src}\n  output: {out}"
        ));
    }
    Ok(out)
}

/// Runs `src` on the generic backend and, when `jit` is true, on the JIT eager and tiered;
/// `Err` describes a disagreement, a leak, or a run in which no call succeeded.
///
/// The caller says whether the JIT runs (`hostcall_testkit::jit_runs()`, the one gate, which
/// fails a run that requires the JIT and lacks it) rather than this function skipping the
/// JIT side quietly; with `jit` true, a JIT engine that cannot be made is an `Err`.
pub fn js_differential(src: &str, jit: bool) -> Result<(), String> {
    let generic = run_on(Backend::Generic, TierPolicy::Never, src)?;
    if !jit {
        return Ok(());
    }
    // Tiered first: shapes it meets for the first time in this process switch mid-script.
    for tier in [TierPolicy::Tiered { threshold: 1 }, TierPolicy::Eager] {
        let jit = run_on(Backend::Jit, tier, src)?;
        if jit != generic {
            return Err(format!(
                "JIT ({tier:?}) and generic disagree on\n{src}\n  jit:     {jit}\n  generic: {generic}"
            ));
        }
    }
    Ok(())
}
