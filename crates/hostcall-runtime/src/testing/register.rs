//! What `Deno.test` and `t.step` register, and the natives the JavaScript layer
//! (`runtime.js`) reports through: registrations, step starts and ends, a test's end,
//! script output.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use rquickjs::{Ctx, Exception, Function, Object, Persistent, Value};

use super::report::{Failure, Location, Outcome, Reporter, StepDesc, TestDesc};

/// A test `Deno.test` registered.
pub(crate) struct Registered {
    pub(crate) desc: TestDesc,
    pub(crate) ignore: bool,
    pub(crate) only: bool,
    /// The JavaScript layer's runner for it: called with no arguments, it runs the test and
    /// reports its end through `testSettled`.
    pub(crate) run: Persistent<Function<'static>>,
}

/// How the running test ended, as the JavaScript layer reported it.
pub(crate) enum Settled {
    /// Passed, ignored, or failed for a reason that is not a thrown value.
    Outcome(Outcome),
    /// Threw: the key of the value in [`TestState::take_error`].
    Threw(usize),
}

/// One program's tests (`hostcall test` on one file).
pub struct TestState {
    /// The file's URL.
    pub(crate) origin: String,
    pub(crate) reporter: Arc<Mutex<Reporter>>,
    pub(crate) tests: RefCell<Vec<Registered>>,
    /// Registration is over: the tests are running.
    pub(crate) started: Cell<bool>,
    /// The running test's end, once reported.
    pub(crate) settled: RefCell<Option<Settled>>,
    /// Thrown values of failed tests and steps, until the runner describes them.
    errors: RefCell<Vec<Option<Persistent<Value<'static>>>>>,
}

impl TestState {
    /// The tests of the file at `origin`, reported to `reporter`.
    pub fn new(origin: String, reporter: Arc<Mutex<Reporter>>) -> TestState {
        TestState {
            origin,
            reporter,
            tests: RefCell::new(Vec::new()),
            started: Cell::new(false),
            settled: RefCell::new(None),
            errors: RefCell::new(Vec::new()),
        }
    }

    /// The reporter, locked (a panic elsewhere while it was locked leaves it usable).
    pub(crate) fn reporter(&self) -> MutexGuard<'_, Reporter> {
        self.reporter.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Takes the thrown value kept under `key`.
    pub(crate) fn take_error(&self, key: usize) -> Option<Persistent<Value<'static>>> {
        self.errors.borrow_mut().get_mut(key).and_then(Option::take)
    }

    /// Releases every value held (before the engine's context is freed).
    pub fn release(&self) {
        self.tests.borrow_mut().clear();
        self.settled.borrow_mut().take();
        self.errors.borrow_mut().clear();
    }

    fn keep_error<'js>(&self, ctx: &Ctx<'js>, v: Value<'js>) -> usize {
        let mut errors = self.errors.borrow_mut();
        errors.push(Some(Persistent::save(ctx, v)));
        errors.len() - 1
    }

    /// The outcome the JavaScript layer reported as `kind` (with `value`).
    fn outcome<'js>(
        &self,
        ctx: &Ctx<'js>,
        kind: &str,
        value: Value<'js>,
    ) -> rquickjs::Result<Settled> {
        Ok(match kind {
            "ok" => Settled::Outcome(Outcome::Ok),
            "ignored" => Settled::Outcome(Outcome::Ignored),
            "error" => Settled::Threw(self.keep_error(ctx, value)),
            "failedSteps" => {
                let n = value.as_number().unwrap_or(0.0);
                Settled::Outcome(Outcome::Failed(Failure::FailedSteps(n as usize)))
            }
            "incompleteSteps" => Settled::Outcome(Outcome::Failed(Failure::IncompleteSteps)),
            "incomplete" => Settled::Outcome(Outcome::Failed(Failure::Incomplete)),
            other => {
                return Err(Exception::throw_internal(
                    ctx,
                    &format!("unknown test outcome {other:?}"),
                ))
            }
        })
    }
}

/// Adds the test natives to the natives object `n` (`testMode` true, so `Deno.test`
/// registers).
pub fn add_natives<'js>(
    ctx: &Ctx<'js>,
    n: &Object<'js>,
    state: &Rc<TestState>,
) -> rquickjs::Result<()> {
    macro_rules! native {
        ($name:literal, |$s:ident| $body:expr) => {{
            let $s = state.clone();
            n.set($name, Function::new(ctx.clone(), $body)?.with_name($name)?)?;
        }};
    }
    n.set("testMode", true)?;
    native!("testOrigin", |s| move || -> String { s.origin.clone() });
    native!("testRegister", |s| move |ctx: Ctx<'js>,
                                      run: Function<'js>,
                                      name: String,
                                      flags: u32,
                                      file: String,
                                      line: u32,
                                      column: u32|
          -> rquickjs::Result<f64> {
        if s.started.get() {
            return Err(Exception::throw_message(
                &ctx,
                "Cannot register new test after tests have started running",
            ));
        }
        let id = s.reporter().next_id();
        let desc = TestDesc {
            id,
            name,
            origin: s.origin.clone(),
            location: Location { file, line, column },
        };
        s.reporter().register(desc.clone());
        s.tests.borrow_mut().push(Registered {
            desc,
            ignore: flags & 1 != 0,
            only: flags & 2 != 0,
            run: Persistent::save(&ctx, run),
        });
        Ok(id as f64)
    });
    native!("testStepRegister", |s| move |name: String,
                                          file: String,
                                          line: u32,
                                          column: u32,
                                          level: u32,
                                          parent: f64,
                                          root: f64|
          -> f64 {
        let mut r = s.reporter();
        let id = r.next_id();
        r.register_step(StepDesc {
            id,
            name,
            origin: s.origin.clone(),
            location: Location { file, line, column },
            level: level as usize,
            parent_id: parent as usize,
            root_id: root as usize,
        });
        id as f64
    });
    native!("testStepWait", |s| move |id: f64| {
        s.reporter().step_wait(id as usize);
    });
    native!("testStepResult", |s| move |ctx: Ctx<'js>,
                                        id: f64,
                                        kind: String,
                                        value: Value<'js>,
                                        elapsed_ms: f64|
          -> rquickjs::Result<()> {
        let elapsed = Duration::from_millis(elapsed_ms.max(0.0) as u64);
        let (outcome, key) = match s.outcome(&ctx, &kind, value)? {
            Settled::Outcome(o) => (o, None),
            // Described when the test ends (the runner holds the engine then).
            Settled::Threw(k) => {
                let unknown = hostcall_quickjs::ScriptError {
                    message: String::new(),
                    stack: None,
                };
                (
                    Outcome::Failed(Failure::JsError(Box::new(unknown))),
                    Some(k),
                )
            }
        };
        s.reporter().step_result(id as usize, outcome, elapsed, key);
        Ok(())
    });
    native!("testSettled", |s| move |ctx: Ctx<'js>,
                                     kind: String,
                                     value: Value<'js>|
          -> rquickjs::Result<()> {
        let settled = s.outcome(&ctx, &kind, value)?;
        *s.settled.borrow_mut() = Some(settled);
        Ok(())
    });
    native!("testOutput", |s| move || {
        s.reporter().output();
    });
    Ok(())
}
