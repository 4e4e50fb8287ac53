//! Runs one file's registered tests on the engine's loop, in order, after its module
//! evaluated (Deno's `run_tests_for_worker`, one file at a time, no sanitizers).

use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use hostcall_quickjs::{Engine, LoopHook, ScriptError};
use rquickjs::function::This;
use rquickjs::{Ctx, Function, Persistent, Value};

use super::filter::TestFilter;
use super::register::{Settled, TestState};
use super::report::{Failure, Outcome};
use crate::timers::Timers;

/// A hook that runs `inner`'s work and stops the loop once `done` says so (the main
/// module's evaluation settled, or the running test ended), even if timers are pending.
struct Until<'a> {
    inner: &'a dyn LoopHook,
    done: &'a dyn Fn() -> bool,
}

impl LoopHook for Until<'_> {
    fn run_ready(&self, ctx: &Ctx<'_>) -> rquickjs::Result<bool> {
        self.inner.run_ready(ctx)
    }
    fn next_deadline(&self) -> Option<Instant> {
        self.inner.next_deadline()
    }
    fn stopped(&self) -> bool {
        self.inner.stopped() || (self.done)()
    }
}

/// A thrown value as the uncaught-error printer describes it (`Name: message`, stack).
fn describe(engine: &Engine, value: Option<Persistent<Value<'static>>>) -> ScriptError {
    let thrown = engine.with(|ctx| match value.map(|v| v.restore(&ctx)) {
        Some(Ok(v)) => {
            let _ = ctx.throw(v);
            true
        }
        _ => false,
    });
    if thrown {
        engine.caught_error()
    } else {
        ScriptError {
            message: "(the thrown value was lost)".into(),
            stack: None,
        }
    }
}

/// Runs the module's evaluation (begun), then its tests, reporting to `state`'s reporter.
/// `hook` is the program's loop hook (timers, `Deno.exit`); `exited` says whether the
/// program called `Deno.exit` outside a test (the run then ends there).
pub(crate) fn run(
    engine: &Engine,
    hook: &dyn LoopHook,
    timers: &Timers,
    state: &TestState,
    filter: &TestFilter,
    started: Result<(), ScriptError>,
    exited: &dyn Fn() -> bool,
) {
    let origin = state.origin.clone();
    // The module's evaluation: the loop runs until it settles.
    let evaluated = Rc::new(Cell::new(false));
    let watched = engine.with(|ctx| -> rquickjs::Result<bool> {
        let Some(p) = timers.main_promise(&ctx) else {
            return Ok(false);
        };
        let e = evaluated.clone();
        let f = Function::new(ctx.clone(), move || e.set(true))?;
        p.then()?
            .call::<_, Value>((This(p.clone()), f.clone(), f))?;
        Ok(true)
    });
    if !matches!(watched, Ok(true)) {
        evaluated.set(true);
    }
    let loaded = started.and_then(|()| {
        engine.run_loop(&Until {
            inner: hook,
            done: &|| evaluated.get(),
        })
    });
    if exited() {
        return;
    }
    let loaded = loaded.and_then(|()| {
        let r = engine.with(|ctx| timers.take_main_rejection(&ctx));
        match r {
            Ok(()) => Ok(()),
            Err(rquickjs::Error::Exception) => Err(engine.caught_error()),
            Err(e) => Err(ScriptError {
                message: e.to_string(),
                stack: None,
            }),
        }
    });
    let loaded = loaded.and_then(|()| {
        if engine.with(|ctx| timers.main_pending(&ctx)) {
            Err(ScriptError {
                message: "Top-level await promise never resolved".into(),
                stack: None,
            })
        } else {
            Ok(())
        }
    });
    if let Err(e) = loaded {
        state.reporter().uncaught_error(&origin, e);
        return;
    }
    state.started.set(true);

    // Which tests run: the filter's, and of those only the `only` ones if there are any.
    let tests = state.tests.borrow();
    let mut to_run = Vec::with_capacity(tests.len());
    let mut has_only = false;
    for t in tests.iter() {
        if !filter.includes(&t.desc.name) || (has_only && !t.only) {
            continue;
        }
        if t.only && !has_only {
            has_only = true;
            to_run.clear();
        }
        to_run.push(t);
    }
    state
        .reporter()
        .plan(&origin, to_run.len(), tests.len() - to_run.len(), has_only);

    let mut had_uncaught = false;
    for t in to_run {
        let id = t.desc.id;
        if t.ignore {
            state
                .reporter()
                .result(id, Outcome::Ignored, Duration::ZERO);
            continue;
        }
        if had_uncaught {
            state
                .reporter()
                .result(id, Outcome::Cancelled, Duration::ZERO);
            continue;
        }
        state.reporter().wait(id);
        let start = Instant::now();
        state.settled.borrow_mut().take();
        let called = engine
            .with(|ctx| -> rquickjs::Result<()> { t.run.clone().restore(&ctx)?.call::<_, ()>(()) });
        let looped = match called {
            Ok(()) => engine.run_loop(&Until {
                inner: hook,
                done: &|| state.settled.borrow().is_some(),
            }),
            Err(rquickjs::Error::Exception) => Err(engine.caught_error()),
            Err(e) => Err(ScriptError {
                message: e.to_string(),
                stack: None,
            }),
        };
        let elapsed = start.elapsed();
        if exited() {
            return;
        }
        let mut reporter = state.reporter();
        reporter.resolve_step_errors(&mut |k| describe(engine, state.take_error(k)));
        if let Err(e) = looped {
            // Deno's order: the error, then this test cancelled like the ones after it.
            reporter.uncaught_error(&origin, e);
            reporter.result(id, Outcome::Cancelled, Duration::ZERO);
            had_uncaught = true;
            continue;
        }
        let settled = state.settled.borrow_mut().take();
        let outcome = match settled {
            None => Outcome::Failed(Failure::PendingPromiseResolution),
            Some(Settled::Outcome(o)) => o,
            Some(Settled::Threw(k)) => Outcome::Failed(Failure::JsError(Box::new(describe(
                engine,
                state.take_error(k),
            )))),
        };
        reporter.result(id, outcome, elapsed);
    }
}
