//! The oracle of the JS-level fuzz target (and its corpus replay): a script runs on a JIT
//! engine and on a generic engine; both must finish (a JavaScript exception is fine), leave
//! the same `__out`, and leak nothing.

use hostcall::{Backend, ConversionPolicy};

use crate::{Engine, EngineOptions, FfiPermission};

fn run_on(backend: Backend, src: &str) -> Result<String, String> {
    let engine = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        ffi: FfiPermission::All,
        native_entries: true,
        track_allocations: true,
    })
    .map_err(|e| e.to_string())?;
    let outcome = engine.run(src, "fuzz.js");
    let out = engine.with(|ctx| {
        ctx.globals()
            .get::<_, Option<String>>("__out")
            .ok()
            .flatten()
    });
    let report = engine.finish();
    if !report.is_clean() {
        return Err(format!("{backend:?}: leaked {report:?}"));
    }
    Ok(match (outcome, out) {
        (_, Some(out)) => out,
        (Err(e), None) => format!("uncaught: {}", e.message),
        (Ok(()), None) => "no output".into(),
    })
}

/// Runs `src` on both backends; `Err` describes a disagreement or a leak.
pub fn js_differential(src: &str) -> Result<(), String> {
    let generic = run_on(Backend::Generic, src)?;
    if Backend::jit_available().is_err() {
        return Ok(());
    }
    let jit = run_on(Backend::Jit, src)?;
    if jit != generic {
        return Err(format!(
            "JIT and generic disagree on\n{src}\n  jit:     {jit}\n  generic: {generic}"
        ));
    }
    Ok(())
}
