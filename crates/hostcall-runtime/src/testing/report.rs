//! The one place `hostcall test`'s output is written: Deno 2's pretty reporter (its
//! `cli/tools/test/reporters/pretty.rs` and `common.rs`, sequential mode), event by event.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;
use std::time::Duration;

use hostcall_quickjs::ScriptError;

use crate::report::{caret_line, frame_place, source_line, v8_column, v8_frame};

/// Where a test or step was registered: its module's URL, line and column (from 1; the
/// column as QuickJS counts it, in UTF-8 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The module's URL.
    pub file: String,
    /// The line.
    pub line: u32,
    /// The column.
    pub column: u32,
}

/// A registered test.
#[derive(Clone, Debug)]
pub struct TestDesc {
    /// Unique in the run.
    pub id: usize,
    /// Its name (control characters escaped, as Deno shows them).
    pub name: String,
    /// The URL of the file it is in.
    pub origin: String,
    /// Where `Deno.test` was called.
    pub location: Location,
}

/// A step (`t.step`), at any depth.
#[derive(Clone, Debug)]
pub struct StepDesc {
    /// Unique in the run (tests and steps share the numbering).
    pub id: usize,
    /// Its name.
    pub name: String,
    /// The URL of the file it is in.
    pub origin: String,
    /// Where `t.step` was called.
    pub location: Location,
    /// 1 for a test's own steps, 2 for theirs, ...
    pub level: usize,
    /// The test or step it is a step of.
    pub parent_id: usize,
    /// The test it belongs to.
    pub root_id: usize,
}

/// Why a test or step failed (Deno's `TestFailure`, less its sanitizer cases).
#[derive(Clone, Debug)]
pub enum Failure {
    /// It threw (or its promise rejected).
    JsError(Box<ScriptError>),
    /// This many of its steps failed.
    FailedSteps(usize),
    /// It returned while a step was still running.
    IncompleteSteps,
    /// Its promise was pending when the loop had nothing left to do.
    PendingPromiseResolution,
    /// A step that had not finished when its parent did.
    Incomplete,
}

impl Failure {
    fn format(&self, source: &dyn Fn(&str, u32) -> Option<String>) -> String {
        match self {
            Failure::JsError(e) => format_test_error(e, source),
            Failure::FailedSteps(1) => "1 test step failed.".into(),
            Failure::FailedSteps(n) => format!("{n} test steps failed."),
            Failure::IncompleteSteps => "Completed while steps were still running. Ensure all steps are awaited with `await t.step(...)`.".into(),
            Failure::PendingPromiseResolution => {
                "Promise resolution is still pending but the event loop has already resolved.".into()
            }
            Failure::Incomplete => {
                "Didn't complete before parent. Await step with `await t.step(...)`.".into()
            }
        }
    }

    fn inline_summary(&self) -> Option<String> {
        match self {
            Failure::FailedSteps(1) => Some("due to 1 failed step".into()),
            Failure::FailedSteps(n) => Some(format!("due to {n} failed steps")),
            Failure::IncompleteSteps => Some("due to incomplete steps".into()),
            _ => None,
        }
    }

    /// Failures whose cause (a step's) is listed on its own.
    fn hidden_in_summary(&self) -> bool {
        matches!(self, Failure::FailedSteps(_) | Failure::IncompleteSteps)
    }
}

/// How a test or step ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Passed.
    Ok,
    /// `ignore: true`.
    Ignored,
    /// Failed.
    Failed(Failure),
    /// Not run: an uncaught error ended its file's run first.
    Cancelled,
}

/// ANSI colors, on when stdout is a terminal and `NO_COLOR` is not set (Deno's rule).
#[derive(Clone, Copy, Debug)]
struct Colors(bool);

impl Colors {
    fn paint(self, code: &str, s: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    }
    fn green(self, s: &str) -> String {
        self.paint("32", s)
    }
    fn red(self, s: &str) -> String {
        self.paint("31", s)
    }
    fn yellow(self, s: &str) -> String {
        self.paint("33", s)
    }
    fn gray(self, s: &str) -> String {
        self.paint("38;5;245", s)
    }
    fn red_bold(self, s: &str) -> String {
        self.paint("1;31", s)
    }
    fn white_bold_on_red(self, s: &str) -> String {
        self.paint("1;37;41", s)
    }
}

/// A failure as the summary lists it.
#[derive(Clone, Debug)]
struct FailureDesc {
    name: String,
    origin: String,
    location: Location,
}

/// A step failure whose error value is still in the engine: filled in by
/// [`Reporter::resolve_step_errors`] before its test's result commits it.
type PendingStep = (Outcome, Option<FailureDesc>, Option<usize>);

/// The counts and failures of a run.
#[derive(Debug, Default)]
struct Summary {
    passed: usize,
    failed: usize,
    ignored: usize,
    passed_steps: usize,
    failed_steps: usize,
    ignored_steps: usize,
    filtered_out: usize,
    failures: Vec<(FailureDesc, Failure)>,
    uncaught: Vec<(String, ScriptError)>,
}

/// Deno's pretty test reporter. One serves a whole run (every file); the runner reports
/// to it as tests register, start, step and end, and [`Reporter::summary`] ends the run.
pub struct Reporter {
    out: Box<dyn Write + Send>,
    colors: Colors,
    /// The directory names are made relative to (a `file:` URL ending in `/`).
    cwd: Option<url::Url>,
    filter: bool,
    in_new_line: bool,
    scope: Option<usize>,
    did_have_user_output: bool,
    phase: &'static str,
    started_tests: bool,
    next_id: usize,
    steps: HashMap<usize, StepDesc>,
    tests: HashMap<usize, TestDesc>,
    /// Step results waiting for their parent's line (by parent id, in order).
    child_results: HashMap<usize, Vec<(usize, Outcome, Duration)>>,
    /// Step results not yet counted, by root test.
    pending: HashMap<usize, Vec<PendingStep>>,
    /// Steps with a result: a step reported `INCOMPLETE` that ends later is not reported
    /// again (Deno keeps the first result too).
    stepped: HashSet<usize>,
    summary: Summary,
    used_only: bool,
}

impl std::fmt::Debug for Reporter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reporter")
            .field("summary", &self.summary)
            .finish_non_exhaustive()
    }
}

/// What a run came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunResult {
    /// Everything passed.
    Passed,
    /// A test or step failed, or a file had an uncaught error.
    Failed,
    /// Everything run passed, but `only` left tests out (Deno fails such a run).
    UsedOnly,
}

impl Reporter {
    /// A reporter writing to stdout; `filter`: whether `--filter` was given.
    pub fn stdout(filter: bool) -> Reporter {
        use std::io::IsTerminal as _;
        let color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        Reporter::new(Box::new(std::io::stdout()), color, filter)
    }

    /// A reporter writing to `out`, in color or not.
    pub fn new(out: Box<dyn Write + Send>, color: bool, filter: bool) -> Reporter {
        let cwd = std::env::current_dir()
            .ok()
            .and_then(|d| url::Url::from_directory_path(d).ok());
        Reporter {
            out,
            colors: Colors(color),
            cwd,
            filter,
            in_new_line: true,
            scope: None,
            did_have_user_output: false,
            phase: "",
            started_tests: false,
            next_id: 1,
            steps: HashMap::new(),
            tests: HashMap::new(),
            child_results: HashMap::new(),
            pending: HashMap::new(),
            stepped: HashSet::new(),
            summary: Summary::default(),
            used_only: false,
        }
    }

    /// A fresh id for a test or step.
    pub fn next_id(&mut self) -> usize {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    fn relative(&self, url: &str) -> String {
        relative_to(self.cwd.as_ref(), url)
    }

    fn flush(&mut self) {
        let _ = self.out.flush();
    }

    /// A test was registered.
    pub fn register(&mut self, desc: TestDesc) {
        self.tests.insert(desc.id, desc);
    }

    /// A step was registered.
    pub fn register_step(&mut self, desc: StepDesc) {
        self.steps.insert(desc.id, desc);
    }

    /// A file's tests are about to run: `total` of them, `filtered_out` left out by the
    /// filter or by `only`; `used_only`: some test asked for `only`.
    pub fn plan(&mut self, origin: &str, total: usize, filtered_out: usize, used_only: bool) {
        self.write_output_end();
        self.summary.filtered_out += filtered_out;
        self.used_only |= used_only;
        if self.filter && total == 0 {
            return;
        }
        let inflection = if total == 1 { "test" } else { "tests" };
        let line = format!(
            "running {total} {inflection} from {}",
            self.relative(origin)
        );
        let line = self.colors.gray(&line);
        let _ = writeln!(self.out, "{line}");
        self.in_new_line = true;
        self.flush();
    }

    /// Script output (`console.log`, ...) is about to be written: its header, once.
    pub fn output(&mut self) {
        if self.did_have_user_output {
            return;
        }
        self.did_have_user_output = true;
        if !self.in_new_line {
            let _ = writeln!(self.out);
        }
        self.phase = if !self.started_tests { "pre-test " } else { "" };
        let line = self
            .colors
            .gray(&format!("------- {}output -------", self.phase));
        let _ = writeln!(self.out, "{line}");
        self.in_new_line = true;
        self.flush();
    }

    fn write_output_end(&mut self) {
        if self.did_have_user_output {
            let line = self
                .colors
                .gray(&format!("----- {}output end -----", self.phase));
            let _ = writeln!(self.out, "{line}");
            self.in_new_line = true;
            self.did_have_user_output = false;
        }
    }

    fn force_wait(&mut self, id: usize) {
        if !self.in_new_line {
            let _ = writeln!(self.out);
        }
        let name = self
            .tests
            .get(&id)
            .map(|d| d.name.clone())
            .unwrap_or_default();
        let _ = write!(self.out, "{name} ...");
        self.in_new_line = false;
        self.flush();
        self.scope = Some(id);
    }

    /// A test starts.
    pub fn wait(&mut self, id: usize) {
        self.write_output_end();
        self.force_wait(id);
        self.started_tests = true;
    }

    fn force_step_wait(&mut self, id: usize) {
        self.write_output_end();
        if !self.in_new_line {
            let _ = writeln!(self.out);
        }
        let (level, name) = self
            .steps
            .get(&id)
            .map(|d| (d.level, d.name.clone()))
            .unwrap_or_default();
        let _ = write!(self.out, "{}{name} ...", "  ".repeat(level));
        self.in_new_line = false;
        self.flush();
        self.scope = Some(id);
    }

    /// A step starts.
    pub fn step_wait(&mut self, id: usize) {
        let parent = self.steps.get(&id).map(|d| d.parent_id);
        if parent.is_some() && self.scope == parent {
            self.force_step_wait(id);
        }
    }

    fn status(&self, outcome: &Outcome) -> String {
        let c = self.colors;
        match outcome {
            Outcome::Ok => c.green("ok"),
            Outcome::Ignored => c.yellow("ignored"),
            Outcome::Failed(Failure::Incomplete) => c.gray("INCOMPLETE"),
            Outcome::Failed(_) => c.red("FAILED"),
            Outcome::Cancelled => c.gray("cancelled"),
        }
    }

    fn force_step_result(&mut self, id: usize, outcome: &Outcome, elapsed: Duration) {
        self.write_output_end();
        if self.in_new_line || self.scope != Some(id) {
            self.force_step_wait(id);
        }
        let children = self.child_results.remove(&id).unwrap_or_default();
        let had_children = !children.is_empty();
        for (child, o, e) in children {
            self.force_step_result(child, &o, e);
        }
        if had_children {
            self.force_step_wait(id);
        }
        let mut line = format!(" {}", self.status(outcome));
        if let Outcome::Failed(f) = outcome {
            if let Some(s) = f.inline_summary() {
                line.push_str(&format!(" ({s})"));
            }
        }
        if !matches!(outcome, Outcome::Failed(Failure::Incomplete)) {
            line.push(' ');
            line.push_str(&self.colors.gray(&format!("({})", human_elapsed(elapsed))));
        }
        let _ = writeln!(self.out, "{line}");
        self.in_new_line = true;
        let parent = self.steps.get(&id).map(|d| d.parent_id);
        self.scope = parent;
        if let Some(p) = parent {
            if let Some(siblings) = self.child_results.get_mut(&p) {
                siblings.retain(|(c, _, _)| *c != id);
            }
        }
        self.flush();
    }

    /// A step ended. `error_key`: for a failure by a thrown value, the runner's key for
    /// it, resolved by [`Reporter::resolve_step_errors`] before the test's result.
    pub fn step_result(
        &mut self,
        id: usize,
        outcome: Outcome,
        elapsed: Duration,
        error_key: Option<usize>,
    ) {
        let Some(desc) = self.steps.get(&id).cloned() else {
            return;
        };
        if !self.stepped.insert(id) {
            return;
        }
        let failure = matches!(outcome, Outcome::Failed(_)).then(|| FailureDesc {
            name: self.ancestry(&desc),
            origin: desc.origin.clone(),
            location: desc.location.clone(),
        });
        self.pending
            .entry(desc.root_id)
            .or_default()
            .push((outcome.clone(), failure, error_key));
        if self.scope == Some(id) || self.scope == Some(desc.parent_id) {
            let siblings = self
                .child_results
                .remove(&desc.parent_id)
                .unwrap_or_default();
            self.force_step_result(id, &outcome, elapsed);
            for (s, o, e) in siblings {
                self.force_step_result(s, &o, e);
            }
        } else {
            self.child_results
                .entry(desc.parent_id)
                .or_default()
                .push((id, outcome, elapsed));
        }
    }

    /// Replaces the errors of step failures by thrown values with their text (`text` of
    /// each key the runner passed to [`Reporter::step_result`]).
    pub fn resolve_step_errors(&mut self, text: &mut dyn FnMut(usize) -> ScriptError) {
        for list in self.pending.values_mut() {
            for (outcome, _, key) in list.iter_mut() {
                if let Some(k) = key.take() {
                    *outcome = Outcome::Failed(Failure::JsError(Box::new(text(k))));
                }
            }
        }
    }

    fn ancestry(&self, desc: &StepDesc) -> String {
        let mut names = vec![desc.name.clone()];
        let mut parent = desc.parent_id;
        while let Some(s) = self.steps.get(&parent) {
            names.push(s.name.clone());
            parent = s.parent_id;
        }
        if let Some(t) = self.tests.get(&parent) {
            names.push(t.name.clone());
        }
        names.reverse();
        names.join(" ... ")
    }

    /// A test ended (`elapsed`: zero for an ignored or cancelled one).
    pub fn result(&mut self, id: usize, outcome: Outcome, elapsed: Duration) {
        for (o, failure, _) in self.pending.remove(&id).unwrap_or_default() {
            match o {
                Outcome::Ok => self.summary.passed_steps += 1,
                Outcome::Ignored => self.summary.ignored_steps += 1,
                Outcome::Failed(f) => {
                    self.summary.failed_steps += 1;
                    if let Some(d) = failure {
                        self.summary.failures.push((d, f));
                    }
                }
                Outcome::Cancelled => {}
            }
        }
        let desc = self.tests.get(&id).cloned();
        match &outcome {
            Outcome::Ok => self.summary.passed += 1,
            Outcome::Ignored => self.summary.ignored += 1,
            Outcome::Failed(f) => {
                self.summary.failed += 1;
                if let Some(d) = &desc {
                    self.summary.failures.push((
                        FailureDesc {
                            name: d.name.clone(),
                            origin: d.origin.clone(),
                            location: d.location.clone(),
                        },
                        f.clone(),
                    ));
                }
            }
            Outcome::Cancelled => self.summary.failed += 1,
        }
        self.write_output_end();
        if self.in_new_line || self.scope != Some(id) {
            self.force_wait(id);
        }
        let mut line = format!(" {}", self.status(&outcome));
        if let Outcome::Failed(f) = &outcome {
            if let Some(s) = f.inline_summary() {
                line.push_str(&format!(" ({s})"));
            }
        }
        line.push(' ');
        line.push_str(&self.colors.gray(&format!("({})", human_elapsed(elapsed))));
        let _ = writeln!(self.out, "{line}");
        self.in_new_line = true;
        self.scope = None;
        self.flush();
    }

    /// An error no test caught ended `origin`'s run (its remaining tests are cancelled).
    pub fn uncaught_error(&mut self, origin: &str, error: ScriptError) {
        self.summary.failed += 1;
        self.summary.uncaught.push((origin.to_string(), error));
        if !self.in_new_line {
            let _ = writeln!(self.out);
        }
        let line = format!(
            "Uncaught error from {} {}",
            self.relative(origin),
            self.colors.red("FAILED")
        );
        let _ = writeln!(self.out, "{line}");
        self.in_new_line = true;
        self.did_have_user_output = false;
        self.flush();
    }

    /// Ends the run: the `ERRORS` and `FAILURES` sections and the summary line, with the
    /// run's `elapsed` time. Says how the run ended.
    pub fn summary(&mut self, elapsed: Duration) -> RunResult {
        self.write_output_end();
        let c = self.colors;
        let cwd = self.cwd.clone();
        let source = |file: &str, line: u32| source_line(file, line);
        let s = &self.summary;
        let mut text = String::new();
        if !s.failures.is_empty() || !s.uncaught.is_empty() {
            type ByOrigin<'a> =
                BTreeMap<String, (Vec<&'a (FailureDesc, Failure)>, Option<&'a ScriptError>)>;
            let mut by_origin: ByOrigin<'_> = BTreeMap::new();
            for f in &s.failures {
                by_origin.entry(f.0.origin.clone()).or_default().0.push(f);
            }
            for (origin, e) in &s.uncaught {
                by_origin.entry(origin.clone()).or_default().1 = Some(e);
            }
            let mut titles = Vec::new();
            text.push_str(&format!("\n{}\n\n", c.white_bold_on_red(" ERRORS ")));
            for (origin, (failures, uncaught)) in by_origin {
                for (desc, failure) in failures {
                    if failure.hidden_in_summary() {
                        continue;
                    }
                    let at = &desc.location;
                    let column = source(&at.file, at.line)
                        .and_then(|l| v8_column(&l, at.column))
                        .unwrap_or(at.column);
                    let title = format!(
                        "{} {}",
                        desc.name,
                        c.gray(&format!(
                            "=> {}:{}:{column}",
                            relative_to(cwd.as_ref(), &at.file),
                            at.line,
                        ))
                    );
                    text.push_str(&format!(
                        "{title}\n{}: {}\n\n",
                        c.red_bold("error"),
                        failure.format(&source)
                    ));
                    titles.push(title);
                }
                if let Some(e) = uncaught {
                    let title = format!("{} (uncaught error)", relative_to(cwd.as_ref(), &origin));
                    text.push_str(&format!(
                        "{title}\n{}: {}\n",
                        c.red_bold("error"),
                        format_test_error(e, &source)
                    ));
                    text.push_str("This error was not caught from a test and caused the test runner to fail on the referenced module.\n");
                    text.push_str("It most likely originated from a dangling promise, event/timeout handler or top-level code.\n\n");
                    titles.push(title);
                }
            }
            text.push_str(&format!("{}\n\n", c.white_bold_on_red(" FAILURES ")));
            for t in titles {
                text.push_str(&t);
                text.push('\n');
            }
        }
        let failed = s.failed > 0 || !s.failures.is_empty();
        let status = if failed {
            c.red("FAILED")
        } else {
            c.green("ok")
        };
        let steps = |n: usize| match n {
            0 => String::new(),
            1 => " (1 step)".to_string(),
            n => format!(" ({n} steps)"),
        };
        let mut result = format!(
            "{} passed{} | {} failed{}",
            s.passed,
            steps(s.passed_steps),
            s.failed,
            steps(s.failed_steps)
        );
        let ignored_steps = steps(s.ignored_steps);
        if s.ignored > 0 || !ignored_steps.is_empty() {
            result.push_str(&format!(" | {} ignored{ignored_steps}", s.ignored));
        }
        if s.filtered_out > 0 {
            result.push_str(&format!(" | {} filtered out", s.filtered_out));
        }
        let ms = human_elapsed_ms(elapsed.as_millis());
        text.push_str(&format!(
            "\n{status} | {result} {}\n\n",
            c.gray(&format!("({ms})"))
        ));
        let _ = self.out.write_all(text.as_bytes());
        self.flush();
        if failed {
            RunResult::Failed
        } else if self.used_only {
            RunResult::UsedOnly
        } else {
            RunResult::Passed
        }
    }
}

/// A duration as Deno's `human_elapsed` shows a test's or step's.
pub fn human_elapsed(elapsed: Duration) -> String {
    let nanos = elapsed.as_nanos();
    if nanos == 0 {
        return "0ms".into();
    }
    if nanos < 1_000 {
        return format!("{nanos}ns");
    }
    let micros = elapsed.as_micros();
    if micros < 1_000 {
        return format!("{micros}µs");
    }
    human_elapsed_ms(elapsed.as_millis())
}

/// Milliseconds as Deno shows the whole run's time.
fn human_elapsed_ms(ms: u128) -> String {
    if ms < 1_000 {
        return format!("{ms}ms");
    }
    if ms < 60_000 {
        return format!("{}s", ms / 1000);
    }
    let seconds = ms / 1000;
    format!("{}m{}s", seconds / 60, seconds % 60)
}

/// `url` relative to `cwd` (`./t.ts`, `../x/t.ts`) when it is a file there, percent-decoded,
/// else as it is (Deno's `to_relative_path_or_remote_url`).
fn relative_to(cwd: Option<&url::Url>, url: &str) -> String {
    let Ok(u) = url::Url::parse(url) else {
        return "<anonymous>".into();
    };
    if u.scheme() == "file" {
        if let Some(r) = cwd.and_then(|c| c.make_relative(&u)) {
            let r = if r.starts_with("../") {
                r
            } else {
                format!("./{r}")
            };
            return percent_decoded(&r);
        }
    }
    url.to_string()
}

fn percent_decoded(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[i] == b'%' && i + 2 < b.len() {
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A thrown error as Deno's test reporter shows it: `Name: message`, the source line of
/// its first frame in a file with a caret under the column, and its frames as V8 writes
/// them ([`v8_frame`]), less the runner's own frames below the test's (Deno's
/// `format_test_error`).
fn format_test_error(e: &ScriptError, source: &dyn Fn(&str, u32) -> Option<String>) -> String {
    let message = e.message.trim_start_matches("Uncaught ");
    let mut frames: Vec<String> = e
        .stack
        .as_deref()
        .unwrap_or("")
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("at "))
        .map(|f| v8_frame(f, source))
        .collect();
    let user = |f: &String| frame_place(f).is_some_and(|(file, _, _)| file.starts_with("file:"));
    if frames.iter().any(user) {
        while frames.last().is_some_and(|f| !user(f)) {
            frames.pop();
        }
    }
    let mut s = message.to_string();
    if let Some((file, line, column)) = frames.iter().find(|f| user(f)).and_then(|f| frame_place(f))
    {
        if let Some(src) = source(file, line).filter(|l| !l.is_empty()) {
            if let Some(caret) = caret_line(&src, column) {
                s.push_str(&format!("\n{src}\n{caret}"));
            }
        }
    }
    for f in frames {
        s.push_str("\n    at ");
        s.push_str(&f);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_as_deno_writes_it() {
        assert_eq!(human_elapsed(Duration::ZERO), "0ms");
        assert_eq!(human_elapsed(Duration::from_nanos(12)), "12ns");
        assert_eq!(human_elapsed(Duration::from_micros(250)), "250µs");
        assert_eq!(human_elapsed(Duration::from_millis(31)), "31ms");
        assert_eq!(human_elapsed(Duration::from_millis(2500)), "2s");
        assert_eq!(human_elapsed(Duration::from_secs(61)), "1m1s");
    }

    #[test]
    fn relative_names() {
        let cwd = url::Url::parse("file:///a/b/").ok();
        assert_eq!(relative_to(cwd.as_ref(), "file:///a/b/t.ts"), "./t.ts");
        assert_eq!(
            relative_to(cwd.as_ref(), "file:///a/c%20d/t.ts"),
            "../c d/t.ts"
        );
        assert_eq!(
            relative_to(cwd.as_ref(), "https://x/t.ts"),
            "https://x/t.ts"
        );
    }

    #[test]
    fn error_with_caret_and_user_frames() {
        let e = ScriptError {
            message: "Error: boom".into(),
            stack: Some(
                "    at f (file:///t.js:2:9)\n    at <anonymous> (file:///t.js:5:1)\n    at run (hostcall:runtime.js:9:3)\n".into(),
            ),
        };
        let src = |_: &str, _: u32| Some("  throw new Error(\"boom\");".to_string());
        assert_eq!(
            format_test_error(&e, &src),
            "Error: boom\n  throw new Error(\"boom\");\n        ^\n    at f (file:///t.js:2:9)\n    at file:///t.js:5:1"
        );
        // QuickJS's place of `new Error` (the callee) is moved to V8's (`new`).
        let e = ScriptError {
            message: "Error: boom".into(),
            stack: Some("    at f (file:///t.js:2:13)\n".into()),
        };
        assert_eq!(
            format_test_error(&e, &src),
            "Error: boom\n  throw new Error(\"boom\");\n        ^\n    at f (file:///t.js:2:9)"
        );
    }
}
