//! `hostcall test`: Deno's test runner for a library's own suite. `Deno.test` (in
//! `runtime.js`) registers tests while the module evaluates; once its evaluation settled,
//! `run` runs the registered tests in order on the engine's loop, each until its promise
//! settles, with `t.step` steps reported as they start and end; [`Reporter`] writes it all
//! as Deno 2's pretty reporter does, and ends the run with its summary. Under `hostcall
//! run`, `Deno.test` does nothing (as under `deno run`).
//!
//! Not done: Deno's sanitizers (`sanitizeOps`, `sanitizeResources` are accepted and do
//! nothing; `sanitizeExit: false` lets `Deno.exit` end the program), `permissions` (accepted,
//! not applied), hooks (`Deno.test.beforeAll`, ...), `Deno.test.each`, timeouts, retries.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `filter`: `--filter`.
//! - `report`: the output.
//! - `register`: what `Deno.test` and `t.step` register, and the natives they report through.
//! - `run`: the tests run on the loop.

mod filter;
mod register;
mod report;
mod run;

use std::sync::{Arc, Mutex};

pub use filter::TestFilter;
pub use register::{add_natives, TestState};
pub use report::{
    human_elapsed, Failure, Location, Outcome, Reporter, RunResult, StepDesc, TestDesc,
};
pub(crate) use run::run;

/// "Test mode" for [`crate::RunOptions`]: `Deno.test` registers, and after the module
/// evaluated its tests run, filtered, reported to `reporter` (one reporter serves every
/// file of a run).
#[derive(Clone, Debug)]
pub struct TestMode {
    /// `--filter`.
    pub filter: Arc<TestFilter>,
    /// Where the output goes.
    pub reporter: Arc<Mutex<Reporter>>,
}
