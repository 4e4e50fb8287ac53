//! The script runtime of the `hostcall` command: what it adds on top of the engine
//! ([`hostcall_quickjs::Engine`]: the binding, the FFI module, `console`, text):
//!
//! - ES modules as Deno runs them ([`modules`]): file imports, JSON modules, dynamic
//!   `import()`, top-level `await`, `import.meta`, an import map ([`config`]: Deno's
//!   `import_map` crate, from `--import-map` or a `deno.json`/`deno.jsonc`);
//! - TypeScript as `deno run` runs it ([`typescript`]): types replaced by whitespace
//!   (`swc_ts_fast_strip`), or, for enums, namespaces, parameter properties, decorators and
//!   imports used only as types, swc's passes as Deno's `deno_ast` runs them;
//! - timers and the main module's evaluation on the engine's loop ([`timers`], through
//!   [`hostcall_quickjs::LoopHook`]);
//! - the Deno runtime APIs FFI libraries use, `URL`/`URLSearchParams` (the `url` crate) and
//!   `structuredClone` ([`natives`] and its JavaScript layer `runtime.js`), behind Deno's
//!   permissions ([`permissions`]);
//! - `hostcall test`: the tests `Deno.test` registers, run and reported as `deno test` does
//!   ([`testing`], with [`RunOptions::test`]).
//!
//! docs/runtime.md lists what exists and what does not.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `permissions`: Deno's grants and its denial message.
//! - `typescript`: TypeScript as JavaScript, at the original's positions.
//! - `error`: [`RuntimeError`].
//! - `report`: an uncaught error as Deno prints it (source line, caret, no internal frames),
//!   and the frames, columns and carets `hostcall test`'s reporter shares.
//! - `config`: where the import map comes from.
//! - `modules`: resolution, loading, `import.meta`.
//! - `referrer`: which module a relative `import()` in eval'd code resolves against.
//! - `timers`: timers and the main module's evaluation, as the loop's hook.
//! - `clone`: `structuredClone`.
//! - `prelude`: the JavaScript layer `runtime.js`, compiled to bytecode once per process.
//! - `natives`: the Rust functions under the runtime APIs.
//! - `fuzzing` (feature `testing`, hidden): the oracle of the `js_runtime` fuzz target,
//!   built on [`run_with_engine`].
//! - `testing`: `hostcall test`: `Deno.test`'s registrations run on the loop, Deno's report.
//!
//! ```no_run
//! use hostcall_runtime::{run_file, RunOptions};
//! let finished = run_file("main.ts".as_ref(), RunOptions::default())?;
//! std::process::exit(finished.status);
//! # Ok::<(), hostcall_runtime::RuntimeError>(())
//! ```

pub mod clone;
pub mod config;
mod error;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod fuzzing;
pub mod modules;
pub mod natives;
pub mod permissions;
pub mod prelude;
pub mod referrer;
pub mod report;
pub mod testing;
pub mod timers;
pub mod typescript;

use std::path::{Path, PathBuf};
use std::rc::Rc;

use hostcall_quickjs::{Engine, EngineOptions, LoopHook, ScriptError};
use rquickjs::{Function, Object};

pub use config::ConfigChoice;
pub use error::RuntimeError;
pub use permissions::{Grant, Permissions};

/// How a file runs.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// The engine (policy, backend, FFI permission, ...).
    pub engine: EngineOptions,
    /// Deno's permissions for the runtime APIs.
    pub permissions: Permissions,
    /// `--import-map FILE`.
    pub import_map: Option<PathBuf>,
    /// Where a deno.json comes from.
    pub config: ConfigChoice,
    /// The script's arguments (`Deno.args`).
    pub args: Vec<String>,
    /// Run the file as a classic script (global code, sloppy mode, no static `import`)
    /// instead of an ES module (`--classic`).
    pub classic: bool,
    /// The caller exits the process right after the program ends (the `hostcall` command):
    /// the engine is then not torn down, and its memory stays, reachable, until the
    /// process exits. QuickJS's teardown only frees memory, and can cost more than the
    /// program did: finalizing a `FinalizationRegistry` whose targets are alive takes time
    /// quadratic in the records per target (QuickJS-NG unlinks each record from its target's
    /// list by a scan). What must run does (output is written line by line, libraries'
    /// destructors run at the process's exit). Default: torn down.
    pub exit_without_teardown: bool,
    /// Define a global `gc()` that runs QuickJS's garbage collector (`--v8-flags=--expose-gc`).
    pub expose_gc: bool,
    /// Test mode (`hostcall test`): `Deno.test` registers, and the registered tests run once
    /// the module evaluated. `None` (`hostcall run`): `Deno.test` does nothing.
    pub test: Option<testing::TestMode>,
}

/// How a program ended.
#[derive(Debug)]
pub struct Finished {
    /// The exit status: `Deno.exit`'s, else 1 after an uncaught error, else
    /// `Deno.exitCode`.
    pub status: i32,
    /// The uncaught error (or unhandled rejection), with its stack.
    pub error: Option<ScriptError>,
}

/// The stack of the thread a program runs on ([`run_file`]): reserved address space,
/// committed by the system only as it is used.
pub const PROGRAM_STACK: usize = 256 << 20;

/// QuickJS's stack limit on that thread: past it a script gets
/// `RangeError: Maximum call stack size exceeded`. QuickJS links and evaluates a module
/// graph recursively (about 2.5 KiB of stack per level of imports in a release build), so
/// its default (1 MiB) stops an import chain at about 400 modules; this limit takes chains
/// of over 10,000 (Deno loads 2,000), with room below [`PROGRAM_STACK`] for the native
/// frames QuickJS does not count.
pub const QUICKJS_STACK_LIMIT: usize = 64 << 20;

/// Runs the program whose main module is `path`, its event loop until it is idle, and says
/// how it ended. The program runs on a thread of its own, with a [`PROGRAM_STACK`] stack
/// (the engine is made, used and dropped there); this one waits for it.
pub fn run_file(path: &Path, opts: RunOptions) -> Result<Finished, RuntimeError> {
    run_with_engine(path, opts, |_| Ok(()), |_| ())
}

/// [`run_file`], with `setup` run on the engine first (to define host objects) and
/// `after` once the loop has ended, before the engine is dropped (to read its counters).
/// Both run on the program's thread.
pub fn run_with_engine(
    path: &Path,
    opts: RunOptions,
    setup: impl FnOnce(&Engine) -> Result<(), RuntimeError> + Send,
    after: impl FnOnce(&Engine) + Send,
) -> Result<Finished, RuntimeError> {
    std::thread::scope(|s| {
        let program = std::thread::Builder::new()
            .name("hostcall-main".into())
            .stack_size(PROGRAM_STACK)
            .spawn_scoped(s, move || run_here(path, opts, setup, after))
            .map_err(RuntimeError::Thread)?;
        program
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// [`run_with_engine`] on this thread.
fn run_here(
    path: &Path,
    opts: RunOptions,
    setup: impl FnOnce(&Engine) -> Result<(), RuntimeError>,
    after: impl FnOnce(&Engine),
) -> Result<Finished, RuntimeError> {
    let main = config::file_url(path)?;
    let import_map = if opts.classic {
        None
    } else {
        config::find_import_map(path, opts.import_map.as_deref(), &opts.config)?
    };
    let import_map = import_map.map(|(m, _)| m);
    let map = Rc::new(if opts.classic {
        modules::ModuleMap::classic(main.clone(), import_map)
    } else {
        modules::ModuleMap::new(main.clone(), import_map)
    });
    let engine = Engine::new(opts.engine)?;
    engine.runtime().set_max_stack_size(QUICKJS_STACK_LIMIT);
    engine.set_args(&opts.args)?;
    setup(&engine)?;
    let timers = Rc::new(timers::Timers::default());
    let state = Rc::new(natives::NativeState::new(
        opts.permissions.clone(),
        timers.clone(),
        map.clone(),
    ));
    let hook = engine.with(|ctx| referrer::ReferrerHook::install(&ctx, map.clone()));
    let tests = opts.test.as_ref().map(|t| {
        Rc::new(testing::TestState::new(
            main.to_string(),
            t.reporter.clone(),
        ))
    });
    let program = Program {
        engine,
        timers,
        state,
        hook: Some(hook),
        tests,
    };
    program.install(&main, opts.expose_gc)?;
    program.engine.runtime().set_loader(
        modules::ModuleResolver(map.clone()),
        modules::ModuleLoader {
            map: map.clone(),
            permissions: opts.permissions,
            deny: {
                let state = program.state.clone();
                Box::new(move |ctx, d| state.denied(ctx, d))
            },
        },
    );
    let started = if opts.classic {
        let source = std::fs::read_to_string(path).map_err(|error| RuntimeError::Read {
            path: path.to_path_buf(),
            error,
        })?;
        let source = modules::mark_nul_specifiers(&source).unwrap_or(source);
        program.start_classic(&source, &path.display().to_string())
    } else {
        program.start_module(&map, main.as_str())
    };
    let hook = Hook {
        timers: &program.timers,
        state: &program.state,
    };
    let finished = match (&opts.test, &program.tests) {
        (Some(mode), Some(tests)) => {
            testing::run(
                &program.engine,
                &hook,
                &program.timers,
                tests,
                &mode.filter,
                started,
                &|| program.state.exit.get().is_some(),
            );
            program.finish(Ok(()))
        }
        _ => {
            let outcome = started.and_then(|()| program.engine.run_loop(&hook));
            program.finish(outcome)
        }
    };
    after(&program.engine);
    if opts.exit_without_teardown {
        keep_for_exit(program);
    }
    Ok(finished)
}

/// Keeps `program` (its engine and everything the runtime made) for the rest of the
/// process, reachable from a static, so it is neither torn down nor reported as a leak.
fn keep_for_exit(program: Program) {
    /// The addresses of the programs kept (never read again: they only keep the memory
    /// reachable until the process exits).
    static KEPT: std::sync::Mutex<Vec<usize>> = std::sync::Mutex::new(Vec::new());
    let kept = Box::into_raw(Box::new(program)) as usize;
    KEPT.lock().unwrap_or_else(|e| e.into_inner()).push(kept);
}

/// The loop's hook: the timers (and the main module's evaluation), stopped once the
/// program exited (`Deno.exit` during a module's top-level code becomes a rejection of its
/// evaluation, so the loop would otherwise run the jobs queued before the exit).
struct Hook<'a> {
    timers: &'a timers::Timers,
    state: &'a natives::NativeState,
}

impl LoopHook for Hook<'_> {
    fn run_ready(&self, ctx: &rquickjs::Ctx<'_>) -> rquickjs::Result<bool> {
        self.timers.run_ready(ctx)
    }
    fn next_deadline(&self) -> Option<std::time::Instant> {
        self.timers.next_deadline()
    }
    fn stopped(&self) -> bool {
        self.state.exit.get().is_some()
    }
}

/// An engine with the runtime installed; releases what the runtime holds before the
/// engine is dropped.
struct Program {
    engine: Engine,
    timers: Rc<timers::Timers>,
    state: Rc<natives::NativeState>,
    /// The promise hook for `import()` in eval'd code (removed first when dropped).
    hook: Option<referrer::ReferrerHook>,
    /// The registered tests, in test mode.
    tests: Option<Rc<testing::TestState>>,
}

impl Drop for Program {
    fn drop(&mut self) {
        self.hook.take();
        self.timers.release();
        self.state.release();
        if let Some(t) = &self.tests {
            t.release();
        }
    }
}

impl Program {
    /// Runs the JavaScript layer with the natives (and `gc`, when `expose_gc`).
    fn install(&self, main: &url::Url, expose_gc: bool) -> Result<(), RuntimeError> {
        self.engine.with(|ctx| -> Result<(), RuntimeError> {
            let natives = natives::make(&ctx, &self.state)?;
            if let Some(tests) = &self.tests {
                testing::add_natives(&ctx, &natives, tests)?;
            }
            if expose_gc {
                let gc = Function::new(ctx.clone(), |ctx: rquickjs::Ctx<'_>| ctx.run_gc())?
                    .with_name("gc")?;
                ctx.globals().set("gc", gc)?;
            }
            let build = Object::new(ctx.clone())?;
            let (arch, os) = (std::env::consts::ARCH, std::env::consts::OS);
            let vendor = match os {
                "macos" | "ios" => "apple",
                "windows" => "pc",
                _ => "unknown",
            };
            let env = if cfg!(target_env = "musl") {
                "musl"
            } else if cfg!(target_env = "msvc") {
                "msvc"
            } else if cfg!(target_env = "gnu") {
                "gnu"
            } else {
                ""
            };
            let target = if env.is_empty() {
                format!("{arch}-{vendor}-{os}")
            } else {
                format!("{arch}-{vendor}-{os}-{env}")
            };
            build.set("target", target)?;
            build.set("arch", arch)?;
            build.set("os", if os == "macos" { "darwin" } else { os })?;
            build.set("vendor", vendor)?;
            if !env.is_empty() {
                build.set("env", env)?;
            }
            build.set("standalone", false)?;
            let f: Function = prelude::runtime_function(&ctx)?;
            f.call::<_, ()>((natives, build, main.as_str()))?;
            Ok(())
        })
    }

    fn start_classic(&self, source: &str, filename: &str) -> Result<(), ScriptError> {
        let r = self.engine.with(|ctx| {
            let mut opts = rquickjs::context::EvalOptions::default();
            opts.global = true;
            opts.strict = false;
            opts.filename = Some(filename.to_string());
            ctx.eval_with_options::<(), _>(source, opts)
        });
        self.script_result(r)
    }

    fn start_module(&self, map: &Rc<modules::ModuleMap>, url: &str) -> Result<(), ScriptError> {
        let r = self.engine.with(|ctx| -> rquickjs::Result<()> {
            let module = modules::declare(&ctx, map, url, false)?;
            let (_, promise) = module.eval()?;
            // Exited during its top-level code: no script runs any more (watching the
            // promise would call its `catch`).
            if self.state.exit.get().is_none() {
                self.timers.watch_main(&ctx, promise);
            }
            Ok(())
        });
        self.script_result(r)
    }

    fn script_result(&self, r: rquickjs::Result<()>) -> Result<(), ScriptError> {
        match r {
            Ok(()) => Ok(()),
            Err(rquickjs::Error::Exception) => Err(self.engine.caught_error()),
            Err(e) => Err(ScriptError {
                message: e.to_string(),
                stack: None,
            }),
        }
    }

    fn finish(&self, outcome: Result<(), ScriptError>) -> Finished {
        if let Some(status) = self.state.exit.get() {
            return Finished {
                status,
                error: None,
            };
        }
        if let Err(e) = outcome {
            return Finished {
                status: 1,
                error: Some(e),
            };
        }
        if self.engine.with(|ctx| self.timers.main_pending(&ctx)) {
            return Finished {
                status: 1,
                error: Some(ScriptError {
                    message: "Top-level await promise never resolved".into(),
                    stack: None,
                }),
            };
        }
        Finished {
            status: self.state.exit_code.get(),
            error: None,
        }
    }
}
