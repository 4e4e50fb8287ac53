//! `hostcall`: runs a JavaScript or TypeScript program on QuickJS-NG with hostcall's thunks,
//! FFI module and script runtime (`hostcall-runtime`: ES modules, timers, the Deno APIs), or
//! its `Deno.test` suite.
//!
//! ```text
//! hostcall [run] [-A] [--allow-ffi[=LIB,...]] [--allow-env[=NAMES]] [--allow-read[=PATHS]]
//!              [--allow-write[=PATHS]] [--allow-net[=..]] [--allow-run[=..]] [--allow-sys[=..]]
//!              [--import-map FILE] [--config FILE | --no-config] [--classic]
//!              [--unstable-*] [--v8-flags=FLAGS] [--backend jit|generic]
//!              [--jit eager|tiered|tiered=N|off] [--code-cap BYTES]
//!              [--policy strict|coercing] [--stats] [--interop-host] FILE [ARGS...]
//! hostcall test [the same flags] [--filter PATTERN] FILE... [-- ARGS...]
//! ```
//!
//! As in Deno, `run`'s flags go before FILE; everything after FILE is the script's
//! (`Deno.args`). A `--` right after FILE is dropped (the spelling this command took
//! before). With no subcommand, the first argument not a flag is FILE (`hostcall x.ts` is
//! `hostcall run x.ts`). A usage error exits 1 (Deno's status); `--help` and `--version` 0.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use clap::{CommandFactory as _, FromArgMatches as _, Parser, Subcommand};
use hostcall::{
    Backend, CodeCache, CodeCacheError, ConversionPolicy, ThunkCache, TierPolicy,
    DEFAULT_TIER_THRESHOLD,
};
use hostcall_quickjs::interop::InteropHost;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use hostcall_runtime::testing::{Reporter, RunResult, TestFilter, TestMode};
use hostcall_runtime::{ConfigChoice, Grant, Permissions, RunOptions};

/// The default `--code-cap`: 8 MiB of machine code (about 20,000 thunks of typical size).
const DEFAULT_CODE_CAP: usize = 8 << 20;

/// The tier threshold the help text names.
const _: () = assert!(DEFAULT_TIER_THRESHOLD == 1000);

/// The command line.
#[derive(Parser)]
#[command(
    name = "hostcall",
    version,
    about = "Runs JavaScript on QuickJS-NG; host calls go through hostcall's thunks.",
    subcommand_required = true,
    arg_required_else_help = true,
    disable_help_subcommand = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Subcommand)]
enum Command {
    /// Runs FILE (an ES module, TypeScript, or with --classic a script) on QuickJS-NG.
    // A repeated option takes its last value, as it did before clap.
    #[command(args_override_self = true)]
    Run(Box<RunArgs>),
    /// Runs the tests the FILEs register with Deno.test, as `deno test` does, and
    /// reports them as it does (exit 1 if any fails).
    #[command(args_override_self = true)]
    Test(Box<TestArgs>),
}

/// `hostcall run`.
#[derive(clap::Args)]
struct RunArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// The program, FILE: an ES module (.js, .mjs), TypeScript (.ts, .mts)
    /// or, with --classic, a classic script; then the script's arguments
    /// (`Deno.args`, `hostcall.args`): everything after FILE, flags included.
    // One list, so option parsing stops at FILE (clap's trailing_var_arg
    // starts with its positional).
    #[arg(value_name = "FILE", required = true, num_args = 1.., trailing_var_arg = true, verbatim_doc_comment)]
    program: Vec<String>,
}

/// `hostcall test`.
#[derive(clap::Args)]
struct TestArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Run only the tests whose name contains PATTERN, or with slashes
    /// around it (/^add/) matches it as a regular expression.
    #[arg(long, value_name = "PATTERN", verbatim_doc_comment)]
    filter: Option<String>,
    /// The test files (modules calling Deno.test), run one after another,
    /// each on its own engine. Unlike Deno, a directory is not searched for
    /// test files: name each file.
    #[arg(value_name = "FILE", required = true, num_args = 1.., verbatim_doc_comment)]
    files: Vec<String>,
    /// The scripts' arguments (`Deno.args`), after `--`.
    #[arg(value_name = "ARGS", last = true)]
    script_args: Vec<String>,
}

/// The flags `run` and `test` share.
#[derive(clap::Args)]
struct CommonArgs {
    /// Every permission (`--allow-env --allow-read --allow-write --allow-ffi`).
    #[arg(short = 'A', long)]
    allow_all: bool,
    /// Let the script dlopen any library (`--allow-ffi`), or only these
    /// libraries (`--allow-ffi=LIB,...`): paths (with a `/`), or sonames the
    /// dynamic loader resolves (e.g. libm.so.6); each is resolved once, at
    /// start, and exactly that file is loaded.
    /// Not a sandbox: any grant lets the script read and write all memory
    /// of the process. The list only checks which files dlopen loads; under
    /// it, pointer views and UnsafeFnPointer (any address) are refused.
    #[arg(long, value_name = "LIB,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_ffi: Option<Option<String>>,
    /// Let the script read environment variables (`Deno.env`): all, or only
    /// these names.
    #[arg(short = 'E', long, value_name = "NAME,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_env: Option<Option<String>>,
    /// Let the script read files (`Deno.readFile`, `Deno.stat`, `Deno.cwd`):
    /// all, or only these paths and what is below them. Imports need no grant.
    #[arg(short = 'R', long, value_name = "PATH,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_read: Option<Option<String>>,
    /// Let the script write and remove files: all, or only these paths and
    /// what is below them.
    #[arg(short = 'W', long, value_name = "PATH,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_write: Option<Option<String>>,
    /// The import map (else the `imports` of the first deno.json or
    /// deno.jsonc in FILE's directory or above).
    #[arg(long, value_name = "FILE", verbatim_doc_comment)]
    import_map: Option<PathBuf>,
    /// The configuration file whose `imports` map specifiers.
    #[arg(short = 'c', long, value_name = "FILE", conflicts_with = "no_config")]
    config: Option<PathBuf>,
    /// Do not look for a deno.json.
    #[arg(long)]
    no_config: bool,
    /// Run FILE as a classic script (global code, sloppy mode) instead of an
    /// ES module.
    #[arg(long, verbatim_doc_comment)]
    classic: bool,
    /// How host calls run [default: jit where the CPU supports it].
    #[arg(long, value_name = "jit|generic", value_parser = parse_backend, verbatim_doc_comment)]
    backend: Option<Backend>,
    /// When host functions are compiled: each starts on the generic path and
    /// is compiled in the background after N calls (tiered, the default,
    /// N = 1000), or on its calling thread if still not compiled N (at
    /// least 1000) calls later; all at definition (eager); never (off).
    #[arg(long, value_name = "eager|tiered|tiered=N|off", value_parser = parse_tier, verbatim_doc_comment)]
    jit: Option<TierPolicy>,
    /// Stop generating code past this much machine code (thunks, struct
    /// trampolines and callback upcalls together); new shapes then run on
    /// the generic path, libffi for structs and callbacks (8388608 is 8 MiB).
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_CODE_CAP, value_parser = parse_bytes, verbatim_doc_comment)]
    code_cap: usize,
    /// What happens to arguments outside the lossless fast lane: a TypeError
    /// (strict, the default) or JavaScript's conversions (coercing).
    #[arg(long, value_name = "strict|coercing", value_parser = parse_policy, verbatim_doc_comment)]
    policy: Option<ConversionPolicy>,
    /// Print the thunk cache and call-path counters at exit.
    #[arg(long)]
    stats: bool,
    /// Do not keep compiled code on disk. Otherwise code compiled once is
    /// kept in $HOSTCALL_DIR/code (else $XDG_CACHE_HOME/hostcall/code, else
    /// ~/.cache/hostcall/code; at most 64 MiB; a directory and files this
    /// user alone may write, each entry verified by key and checksum before
    /// it is used), and a later run takes it with no compile. A run that
    /// compiled gathers the entries into one file there (`bundle`), which
    /// the next run reads at once.
    #[arg(long, verbatim_doc_comment)]
    no_code_cache: bool,
    /// Define `host`, the object Jint's interop benchmark uses.
    #[arg(long)]
    interop_host: bool,
    /// Accepted for Deno's command lines; grants nothing: hostcall has no
    /// network API.
    #[arg(short = 'N', long, value_name = "HOST,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_net: Option<Option<String>>,
    /// Accepted for Deno's command lines; grants nothing: hostcall has no
    /// subprocess API.
    #[arg(long, value_name = "PROGRAM,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_run: Option<Option<String>>,
    /// Accepted for Deno's command lines; grants nothing: hostcall has no
    /// system-information API.
    #[arg(short = 'S', long, value_name = "API,...", num_args = 0..=1, require_equals = true, verbatim_doc_comment)]
    allow_sys: Option<Option<String>>,
    /// V8's flags, as Deno takes them: --expose-gc defines a global gc()
    /// that runs QuickJS's garbage collector; any other flag is ignored
    /// with a warning. (--unstable and every --unstable-* flag are accepted
    /// too, and do nothing, as in Deno 2.)
    #[arg(long, value_name = "FLAGS", num_args = 0.., require_equals = true, value_delimiter = ',', verbatim_doc_comment)]
    v8_flags: Vec<String>,
}

fn parse_backend(value: &str) -> Result<Backend, hostcall::ParseBackendError> {
    value.parse()
}

fn parse_tier(value: &str) -> Result<TierPolicy, hostcall::ParseTierPolicyError> {
    value.parse()
}

fn parse_bytes(value: &str) -> Result<usize, String> {
    value
        .parse::<usize>()
        .map_err(|_| format!("`{value}` is not a number of bytes"))
}

fn parse_policy(value: &str) -> Result<ConversionPolicy, String> {
    match value {
        "strict" => Ok(ConversionPolicy::strict()),
        "coercing" => Ok(ConversionPolicy::js_coercing()),
        other => Err(format!(
            "unknown policy `{other}` (expected strict or coercing)"
        )),
    }
}

/// What `hostcall run` and `hostcall test` need, checked.
struct Args {
    /// `hostcall run`'s FILE, or `hostcall test`'s FILEs.
    files: Vec<PathBuf>,
    /// `hostcall test`: its `--filter` (`Some(None)` without one).
    test: Option<Option<String>>,
    expose_gc: bool,
    ffi: FfiPermission,
    permissions: Permissions,
    import_map: Option<PathBuf>,
    config: ConfigChoice,
    classic: bool,
    backend: Backend,
    policy: ConversionPolicy,
    tier: TierPolicy,
    code_cap: usize,
    stats: bool,
    no_code_cache: bool,
    interop_host: bool,
    script_args: Vec<String>,
}

/// The command line's definition; `hostcall --help` also shows `run`'s and `test`'s options.
fn command() -> clap::Command {
    let mut cmd = Cli::command();
    // Built first, so the subcommands' usage lines name `hostcall run` and `hostcall test`.
    cmd.build();
    let mut help = String::new();
    for name in ["run", "test"] {
        if let Some(sub) = cmd.find_subcommand_mut(name) {
            help.push_str(&format!("hostcall {name}:\n{}\n", sub.render_help()));
        }
    }
    cmd.after_help(help)
}

/// The command line as clap takes it: `run` put in when the first argument is not a
/// subcommand (`hostcall x.ts`, `hostcall -A x.ts`), and Deno's `--unstable` and
/// `--unstable-*` flags (which do nothing in Deno 2 either) taken out of the flags before
/// FILE (`run`) or before `--` (`test`).
fn normalize(cmd: &clap::Command, argv: Vec<OsString>) -> Vec<OsString> {
    let mut argv = argv.into_iter();
    let mut out: Vec<OsString> = argv.next().into_iter().collect();
    let rest: Vec<OsString> = argv.collect();
    let first = rest
        .first()
        .and_then(|a| a.to_str())
        .unwrap_or("")
        .to_string();
    let sub = match first.as_str() {
        "run" | "test" => first.clone(),
        "" | "-h" | "--help" | "-V" | "--version" => {
            out.extend(rest);
            return out;
        }
        _ => {
            out.push("run".into());
            "run".to_string()
        }
    };
    let Some(def) = cmd.find_subcommand(&sub) else {
        out.extend(rest);
        return out;
    };
    // The options whose value may be the next argument (`--import-map FILE`, `-c FILE`).
    let separate = |flag: &str| {
        def.get_arguments().any(|a| {
            let named = flag
                .strip_prefix("--")
                .map(|l| a.get_long() == Some(l))
                .or_else(|| {
                    flag.strip_prefix('-').map(|s| {
                        s.len() == 1 && a.get_short().map(String::from).as_deref() == Some(s)
                    })
                })
                .unwrap_or(false);
            named
                && !a.is_require_equals_set()
                && a.get_num_args().is_some_and(|n| n.min_values() > 0)
        })
    };
    let mut rest = rest.into_iter();
    if first == sub {
        out.extend(rest.next());
    }
    while let Some(arg) = rest.next() {
        let text = arg.to_str().unwrap_or("").to_string();
        if text == "--" || (sub == "run" && !text.starts_with('-')) {
            out.push(arg);
            break;
        }
        if text == "--unstable" || text.starts_with("--unstable-") {
            continue;
        }
        let takes_next = !text.contains('=') && separate(&text);
        out.push(arg);
        if takes_next {
            out.extend(rest.next());
        }
    }
    out.extend(rest);
    out
}

/// Parses the command line; a usage error is clap's error (help and version exit 0).
fn parse(argv: impl IntoIterator<Item = OsString>) -> Result<Args, clap::Error> {
    let mut cmd = command();
    let argv = normalize(&cmd, argv.into_iter().collect());
    let matches = cmd.try_get_matches_from_mut(argv)?;
    let (sub, common, files, test, extra) = match Cli::from_arg_matches(&matches)
        .map_err(|e| e.format(&mut cmd))?
        .command
    {
        Command::Run(run) => {
            let RunArgs { common, program } = *run;
            let mut program = program.into_iter();
            let file = program.next().unwrap_or_default();
            let mut script_args: Vec<String> = program.collect();
            if script_args.first().map(String::as_str) == Some("--") {
                script_args.remove(0);
            }
            ("run", common, vec![file], None, script_args)
        }
        Command::Test(test) => {
            let TestArgs {
                common,
                filter,
                files,
                script_args,
            } = *test;
            ("test", common, files, Some(filter), script_args)
        }
    };
    let usage_error = |cmd: &mut clap::Command, m: String| match cmd.find_subcommand_mut(sub) {
        Some(s) => s.error(clap::error::ErrorKind::ValueValidation, m),
        None => cmd.error(clap::error::ErrorKind::ValueValidation, m),
    };
    let mut expose_gc = false;
    for flag in &common.v8_flags {
        match flag.as_str() {
            "--expose-gc" | "--expose_gc" => expose_gc = true,
            "" => {}
            other => say_err(&format!(
                "warning: V8 flag {other} ignored (hostcall runs QuickJS, not V8)"
            )),
        }
    }
    let run = common;
    let allow_ffi = if run.allow_all {
        Some(None)
    } else {
        run.allow_ffi
    };
    let permissions = if run.allow_all {
        Permissions::all()
    } else {
        let names = |v: Option<Option<String>>| match v {
            None => Grant::Denied,
            Some(None) => Grant::All,
            Some(Some(list)) => Grant::Only(
                list.split(',')
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect(),
            ),
        };
        let paths = |v: Option<Option<String>>| match v {
            None => Grant::Denied,
            Some(None) => Grant::All,
            Some(Some(list)) => Grant::Only(hostcall_runtime::permissions::path_list(&list)),
        };
        Permissions {
            env: names(run.allow_env),
            read: paths(run.allow_read),
            write: paths(run.allow_write),
        }
    };
    let ffi = match allow_ffi {
        None => FfiPermission::denied(),
        // SAFETY: the user asked on the command line to trust the script with every library
        // (the documented meaning of --allow-ffi).
        Some(None) => unsafe { FfiPermission::all() },
        Some(Some(list)) if list.is_empty() => {
            return Err(usage_error(
                &mut cmd,
                "--allow-ffi= needs at least one library".into(),
            ))
        }
        // SAFETY: the user asked on the command line to trust the script with these
        // libraries.
        Some(Some(list)) => match unsafe { FfiPermission::allow_list(list.split(',')) } {
            Ok(p) => p,
            Err(e) => return Err(usage_error(&mut cmd, format!("--allow-ffi: {e}"))),
        },
    };
    Ok(Args {
        files: files.into_iter().map(PathBuf::from).collect(),
        test,
        expose_gc,
        ffi,
        permissions,
        import_map: run.import_map,
        config: match (run.config, run.no_config) {
            (Some(f), _) => ConfigChoice::File(f),
            (None, true) => ConfigChoice::None,
            (None, false) => ConfigChoice::Discover,
        },
        classic: run.classic,
        backend: run.backend.unwrap_or_default(),
        policy: run.policy.unwrap_or_else(ConversionPolicy::strict),
        tier: run.jit.unwrap_or_default(),
        code_cap: run.code_cap,
        stats: run.stats,
        no_code_cache: run.no_code_cache,
        interop_host: run.interop_host,
        script_args: extra,
    })
}

/// The options of one program (one file of `hostcall test`), in test mode with `test`.
fn run_options(args: &Args, test: Option<TestMode>) -> RunOptions {
    RunOptions {
        engine: EngineOptions {
            policy: args.policy.clone(),
            backend: args.backend,
            ffi: args.ffi.clone(),
            native_entries: true,
            tier: args.tier,
            track_allocations: false,
            ..EngineOptions::default()
        },
        permissions: args.permissions.clone(),
        import_map: args.import_map.clone(),
        config: args.config.clone(),
        args: args.script_args.clone(),
        classic: args.classic,
        // The process exits when the program ends: no teardown (docs/runtime.md).
        exit_without_teardown: true,
        expose_gc: args.expose_gc,
        test,
    }
}

/// The code cache's directory: `$HOSTCALL_DIR/code`, else `$XDG_CACHE_HOME/hostcall/code`,
/// else `~/.cache/hostcall/code` (Deno's `DENO_DIR` works the same way).
fn code_cache_dir() -> Option<PathBuf> {
    let nonempty = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(d) = nonempty("HOSTCALL_DIR") {
        return Some(d.join("code"));
    }
    if let Some(d) = nonempty("XDG_CACHE_HOME") {
        return Some(d.join("hostcall").join("code"));
    }
    nonempty("HOME").map(|h| h.join(".cache").join("hostcall").join("code"))
}

/// Sets up the process-wide thunk cache: its byte cap and, unless `--no-code-cache` or the
/// generic backend, the code cache on disk (a directory that is not safe is said on stderr
/// and not used).
fn set_up_cache(args: &Args) {
    let cache = ThunkCache::global();
    cache.set_byte_cap(args.code_cap);
    if args.no_code_cache || args.backend == Backend::Generic || args.tier == TierPolicy::Never {
        return;
    }
    let Some(dir) = code_cache_dir() else {
        return;
    };
    match CodeCache::open(&dir, hostcall::code_cache::DEFAULT_MAX_BYTES) {
        Ok(c) => cache.set_code_cache(Some(c)),
        Err(CodeCacheError::NoJit(_)) => {}
        Err(e) => say_err(&format!("warning: {e}")),
    }
}

/// Gathers the code cache's separate entries into its bundle when this run wrote or read
/// any, so that the next run reads one file for all its shapes (a failure is only logged:
/// the cache stays as it was).
fn bundle_code_cache() {
    let cache = ThunkCache::global();
    let Some(s) = cache.code_cache_stats() else {
        return;
    };
    if s.written == 0 && s.loaded == s.from_bundle {
        return;
    }
    if let Some(Err(e)) = cache.write_code_cache_bundle() {
        log::warn!("hostcall: code cache bundle not written: {e}");
    }
}

/// `hostcall run`: the program's exit status.
fn run(args: &Args) -> Result<i32, String> {
    set_up_cache(args);
    let file = args.files.first().cloned().unwrap_or_default();
    let finished = run_one(&file, run_options(args, None), args)?;
    bundle_code_cache();
    match finished.error {
        None => Ok(finished.status),
        Some(e) => {
            say_err(&format!("error: {}", uncaught(&e)));
            Ok(finished.status)
        }
    }
}

/// `hostcall test`: every file's tests, one report; 1 if any failed (or `only` was used).
fn test(args: &Args, filter: Option<&str>) -> Result<i32, String> {
    set_up_cache(args);
    for f in &args.files {
        if f.is_dir() {
            return Err(format!(
                "{} is a directory: hostcall test does not search directories, name the test files",
                f.display()
            ));
        }
    }
    let reporter = Arc::new(Mutex::new(Reporter::stdout(filter.is_some())));
    let mode = TestMode {
        filter: Arc::new(TestFilter::from_flag(filter)),
        reporter: reporter.clone(),
    };
    let start = Instant::now();
    for file in &args.files {
        let finished = run_one(file, run_options(args, Some(mode.clone())), args)?;
        bundle_code_cache();
        if let Some(e) = finished.error {
            say_err(&format!("error: {}", uncaught(&e)));
            return Ok(finished.status);
        }
        // Deno.exit outside a test, or Deno.exitCode left set: the run ends with it.
        if finished.status != 0 {
            return Ok(finished.status);
        }
    }
    let result = reporter
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .summary(start.elapsed());
    match result {
        RunResult::Passed => Ok(0),
        RunResult::Failed => {
            say_err("error: Test failed");
            Ok(1)
        }
        RunResult::UsedOnly => {
            say_err("error: Test failed because the \"only\" option was used");
            Ok(1)
        }
    }
}

/// Runs `file` with `opts` (and the `--interop-host` and `--stats` extras).
fn run_one(
    file: &std::path::Path,
    opts: RunOptions,
    args: &Args,
) -> Result<hostcall_runtime::Finished, String> {
    hostcall_runtime::run_with_engine(
        file,
        opts,
        |engine| {
            if args.interop_host {
                // Made on the program's thread (it is not `Sync`) and kept for the rest of
                // the process, which ends when the program does.
                let host: &'static InteropHost = Box::leak(Box::default());
                engine.with(|ctx| {
                    // SAFETY: `host` lives as long as the process, so it outlives the engine.
                    unsafe { hostcall_quickjs::interop::install_host(engine, &ctx, host) }
                        .map(|_| ())
                })?;
            }
            Ok(())
        },
        |engine| {
            if args.stats {
                print_stats(engine, args);
            }
        },
    )
    .map_err(|e| e.to_string())
}

/// An uncaught error as Deno prints it (`hostcall_runtime::report`).
fn uncaught(e: &hostcall_quickjs::ScriptError) -> String {
    hostcall_runtime::report::uncaught(e)
}

/// Prints `--stats` for `engine` (before it is dropped).
fn print_stats(engine: &Engine, args: &Args) {
    {
        let counts = engine.counts();
        let cache = ThunkCache::global();
        // Wait for compiles still running, so the figures are final.
        cache.quiesce();
        let s = cache.stats();
        let tier = match engine.dispatcher().tier() {
            TierPolicy::Tiered { threshold } => format!("tiered (threshold {threshold})"),
            other => format!("{other:?}").to_lowercase(),
        };
        say_err(&format!(
            "hostcall stats: backend {:?}, jit {tier}, policy {:?}\n  \
             calls: {} through thunks, {} fell back to the policy, {} generic ({} before tier-up)\n  \
             compiles: {} requested, {} done ({} on the background worker, {} on the caller's thread), {} failed, {} us compiling\n  \
             cache: {} L2 hits, {} misses, {} shared bodies, {} ineligible ({} over the cap)\n  \
             code: {} bytes of the {}-byte cap ({} in thunks and native entries, {} in callback upcalls); {} callbacks over the cap use libffi closures",
            engine.dispatcher().backend(),
            engine.dispatcher().policy().mode(),
            counts.thunk,
            counts.fallback,
            counts.generic,
            counts.cold,
            s.compiles_requested,
            s.compiles,
            s.compiles_on_worker,
            s.compiles_on_caller,
            s.compile_failures,
            s.compile_micros,
            s.l2_hits,
            s.misses,
            s.shape_hits,
            s.ineligible,
            s.capped,
            s.code_bytes,
            args.code_cap,
            s.code_bytes.saturating_sub(s.upcall_code_bytes),
            s.upcall_code_bytes,
            s.capped_other,
        ));
        let cb = engine.callback_counts();
        if cb.jit + cb.generic > 0 {
            say_err(&format!(
                "  callbacks: {} made ({} JIT upcalls, {} generic), {} calls run ({} queued by other threads), {} refused",
                cb.jit + cb.generic,
                cb.jit,
                cb.generic,
                cb.calls,
                cb.queued,
                cb.refused,
            ));
        }
        if let Some(c) = cache.code_cache_stats() {
            say_err(&format!(
                "  code cache: {} shapes loaded from disk (no compile; {} from the bundle), {} written, {} entries refused (ignored and rebuilt), {} not written (cache full)",
                c.loaded, c.from_bundle, c.written, c.refused, c.full
            ));
        }
        let ignored = engine.ignored_descriptor_fields();
        if !ignored.is_empty() {
            say_err(&format!(
                "  descriptor fields ignored (as Deno ignores fields it does not know): {}",
                ignored.join(", ")
            ));
        }
        print_symbols(engine);
        let mut sizes = cache.code_sizes();
        sizes.sort_by_key(|s| std::cmp::Reverse(s.2));
        for (sig, entry, bytes) in sizes.iter().take(5) {
            let kind = match entry {
                hostcall::EntryKind::Uniform => "thunk",
                hostcall::EntryKind::CClosure(_) => "native entry",
            };
            say_err(&format!("  code: {bytes} bytes for {sig} ({kind})"));
        }
    }
}

/// The `--stats` lines of the FFI's symbols: how many run on which entry, then the most
/// called ones (at most 20), each with its calls on its native entry and through the
/// dispatcher (split by path: thunk, generic, fallback), where its code came from, and why
/// one that is not on a native entry is not.
fn print_symbols(engine: &Engine) {
    use hostcall_quickjs::SymbolEntry;
    let mut symbols = engine.symbol_stats();
    if symbols.is_empty() {
        return;
    }
    let count = |e: SymbolEntry| symbols.iter().filter(|s| s.entry == e).count();
    say_err(&format!(
        "  symbols: {} bound: {} on their native entry, {} through the dispatcher, {} through the adapter (function arguments), {} nonblocking",
        symbols.len(),
        count(SymbolEntry::Native),
        count(SymbolEntry::Dispatcher),
        count(SymbolEntry::Adapter),
        count(SymbolEntry::Worker),
    ));
    let not_native = match (engine.dispatcher().backend(), engine.dispatcher().tier()) {
        (hostcall::Backend::Generic, _) => "the generic backend",
        (_, TierPolicy::Never) => "--jit off",
        _ => "not compiled: not hot yet, or a shape the JIT refuses",
    };
    symbols.sort_by_key(|s| std::cmp::Reverse(s.native_calls + s.dispatched_calls));
    for s in symbols.iter().take(20) {
        let entry = match s.entry {
            SymbolEntry::Native => "native entry".to_string(),
            SymbolEntry::Dispatcher => format!("dispatcher ({not_native})"),
            SymbolEntry::Adapter => {
                "adapter (function arguments), then its native entry or the dispatcher".to_string()
            }
            SymbolEntry::Worker => "nonblocking (worker threads)".to_string(),
            _ => "other".to_string(),
        };
        let code = match s.code {
            Some(hostcall::CodeOrigin::Compiled) => "compiled in this run",
            Some(hostcall::CodeOrigin::CodeCache) => "from the code cache",
            Some(hostcall::CodeOrigin::Pack) => "from a pack",
            Some(hostcall::CodeOrigin::Ineligible) => "none: a shape the JIT refuses",
            None => "none yet",
            Some(_) => "other",
        };
        say_err(&format!(
            "  symbol {}: {} calls on its native entry, {} through the dispatcher ({} on the thunk, {} generic, {} fell back to the policy); code {code}; now {entry}",
            s.name,
            s.native_calls,
            s.dispatched_calls,
            s.thunk_calls,
            s.generic_calls,
            s.fallback_calls
        ));
    }
}

/// Prints a line on stderr; a closed stderr drops it (never a panic).
fn say_err(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

fn main() -> ExitCode {
    // The library's warnings (a code cache entry refused, a compile that failed) reach the
    // user; `RUST_LOG` sets the level as usual (`RUST_LOG=debug`, `RUST_LOG=off`).
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format_timestamp(None)
        .init();
    let args = match parse(std::env::args_os()) {
        Ok(args) => args,
        Err(e) => {
            // Help and version go to stdout (exit 0), usage errors to stderr (exit 1, as
            // Deno's); a closed stream drops the text.
            let _ = e.print();
            return if e.exit_code() == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            };
        }
    };
    let status = match &args.test {
        None => run(&args),
        Some(filter) => test(&args, filter.as_deref()),
    };
    match status {
        Ok(status) => ExitCode::from(status as u8),
        Err(e) => {
            say_err(&format!("error: {e}"));
            ExitCode::FAILURE
        }
    }
}
