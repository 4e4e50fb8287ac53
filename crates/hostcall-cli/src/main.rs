//! `hostcall`: runs a JavaScript file on QuickJS-NG with hostcall's thunks and FFI module.
//!
//! ```text
//! hostcall run FILE.js [--allow-ffi[=LIB,...]] [--backend jit|generic]
//!                      [--jit eager|tiered|tiered=N|off] [--code-cap BYTES]
//!                      [--policy strict|coercing] [--stats] [--interop-host]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use hostcall::{Backend, ConversionPolicy, ThunkCache, TierPolicy, DEFAULT_TIER_THRESHOLD};
use hostcall_quickjs::interop::InteropHost;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

const USAGE: &str = "\
usage: hostcall run FILE.js [options]

Runs FILE.js on QuickJS-NG. Host calls go through hostcall's thunks.

options:
  --allow-ffi             let the script dlopen any library
  --allow-ffi=LIB,...     let it dlopen only these libraries: paths (with a `/`), or
                          sonames the dynamic loader resolves (e.g. libm.so.6); each is
                          resolved once, at start, and exactly that file is loaded
  --backend jit|generic   how host calls run (default: jit where the CPU supports it)
  --jit eager|tiered|tiered=N|off
                          when host functions are compiled: each starts on the generic
                          path and is compiled in the background after N calls (tiered,
                          the default, N = 1000); all at definition (eager); never (off)
  --code-cap BYTES        stop compiling new shapes past this much machine code; they
                          then run on the generic path (default: 8388608, 8 MiB)
  --policy strict|coercing
                          what happens to arguments outside the lossless fast lane:
                          a TypeError (strict, the default) or JavaScript's conversions
  --stats                 print the thunk cache and call-path counters at exit
  --interop-host          define `host`, the object Jint's interop benchmark uses
  -h, --help              this help
  -V, --version           the version";

/// The default `--code-cap`: 8 MiB of machine code (about 20,000 thunks of typical size).
const DEFAULT_CODE_CAP: usize = 8 << 20;

/// The tier threshold the help text names.
const _: () = assert!(DEFAULT_TIER_THRESHOLD == 1000);

struct Args {
    file: PathBuf,
    ffi: FfiPermission,
    backend: Backend,
    policy: ConversionPolicy,
    tier: TierPolicy,
    code_cap: usize,
    stats: bool,
    interop_host: bool,
}

enum Parsed {
    Run(Box<Args>),
    Exit(ExitCode, String),
}

fn parse(mut argv: impl Iterator<Item = String>) -> Parsed {
    let usage_error = |m: String| Parsed::Exit(ExitCode::from(2), format!("error: {m}\n\n{USAGE}"));
    let mut file = None;
    let mut ffi = FfiPermission::denied();
    let mut backend = Backend::default();
    let mut policy = ConversionPolicy::strict();
    let mut tier = TierPolicy::default();
    let mut code_cap = DEFAULT_CODE_CAP;
    let (mut stats, mut interop_host) = (false, false);
    match argv.next().as_deref() {
        Some("run") => {}
        Some("-h" | "--help") => return Parsed::Exit(ExitCode::SUCCESS, USAGE.into()),
        Some("-V" | "--version") => {
            return Parsed::Exit(
                ExitCode::SUCCESS,
                format!("hostcall {}", env!("CARGO_PKG_VERSION")),
            )
        }
        Some(other) => return usage_error(format!("unknown command `{other}`")),
        None => return usage_error("missing command".into()),
    }
    let mut rest = argv.peekable();
    while let Some(arg) = rest.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        match flag.as_str() {
            "--allow-ffi" => {
                ffi = match inline {
                    // SAFETY: the user asked on the command line to trust the script with
                    // every library (the documented meaning of --allow-ffi).
                    None => unsafe { FfiPermission::all() },
                    Some(list) if list.is_empty() => {
                        return usage_error("--allow-ffi= needs at least one library".into())
                    }
                    // SAFETY: the user asked on the command line to trust the script with
                    // these libraries.
                    Some(list) => match unsafe { FfiPermission::allow_list(list.split(',')) } {
                        Ok(p) => p,
                        Err(e) => return usage_error(format!("--allow-ffi: {e}")),
                    },
                }
            }
            "--jit" | "--code-cap" => {
                let Some(value) = inline.or_else(|| rest.next()) else {
                    return usage_error(format!("{flag} needs a value"));
                };
                if flag == "--jit" {
                    match value.parse::<TierPolicy>() {
                        Ok(t) => tier = t,
                        Err(e) => return usage_error(format!("--jit: {e}")),
                    }
                } else {
                    match value.parse::<usize>() {
                        Ok(n) => code_cap = n,
                        Err(_) => {
                            return usage_error(format!(
                                "--code-cap: `{value}` is not a number of bytes"
                            ))
                        }
                    }
                }
            }
            "--backend" | "--policy" => {
                let Some(value) = inline.or_else(|| rest.next()) else {
                    return usage_error(format!("{flag} needs a value"));
                };
                if flag == "--backend" {
                    match value.parse::<Backend>() {
                        Ok(b) => backend = b,
                        Err(e) => return usage_error(e),
                    }
                } else {
                    policy = match value.as_str() {
                        "strict" => ConversionPolicy::strict(),
                        "coercing" => ConversionPolicy::js_coercing(),
                        other => {
                            return usage_error(format!(
                                "unknown policy `{other}` (expected strict or coercing)"
                            ))
                        }
                    }
                }
            }
            "--stats" => stats = true,
            "--interop-host" => interop_host = true,
            "-h" | "--help" => return Parsed::Exit(ExitCode::SUCCESS, USAGE.into()),
            f if f.starts_with('-') => return usage_error(format!("unknown option `{f}`")),
            _ if file.is_none() => file = Some(PathBuf::from(arg)),
            _ => return usage_error(format!("unexpected argument `{arg}`")),
        }
    }
    let Some(file) = file else {
        return usage_error("missing FILE.js".into());
    };
    Parsed::Run(Box::new(Args {
        file,
        ffi,
        backend,
        policy,
        tier,
        code_cap,
        stats,
        interop_host,
    }))
}

fn run(args: &Args) -> Result<(), String> {
    let source = std::fs::read_to_string(&args.file)
        .map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    ThunkCache::global().set_byte_cap(args.code_cap);
    let engine = Engine::new(EngineOptions {
        policy: args.policy.clone(),
        backend: args.backend,
        ffi: args.ffi.clone(),
        native_entries: true,
        tier: args.tier,
        track_allocations: false,
    })
    .map_err(|e| e.to_string())?;
    let host = InteropHost::default();
    if args.interop_host {
        // SAFETY: `host` outlives `engine` (declared before it, dropped after it).
        engine
            .with(|ctx| {
                // SAFETY: `host` outlives the engine.
                unsafe { engine.install_interop_host(&ctx, &host) }.map(|_| ())
            })
            .map_err(|e| e.to_string())?;
    }
    let outcome = engine.run(&source, &args.file.display().to_string());
    if args.stats {
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
             cache: {} bytes of code, {} L2 hits, {} misses, {} shared bodies, {} ineligible ({} over the {}-byte cap)",
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
            s.code_bytes,
            s.l2_hits,
            s.misses,
            s.shape_hits,
            s.ineligible,
            s.capped,
            args.code_cap,
        ));
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
    drop(engine);
    drop(host);
    outcome.map_err(|e| match e.stack {
        Some(stack) if !stack.trim().is_empty() => {
            format!("Uncaught {}\n{}", e.message, stack.trim_end())
        }
        _ => format!("Uncaught {}", e.message),
    })
}

/// Prints a line on stdout; a closed stdout drops it (never a panic).
fn say(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

/// Prints a line on stderr; a closed stderr drops it (never a panic).
fn say_err(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1)) {
        Parsed::Exit(code, text) => {
            if code == ExitCode::SUCCESS {
                say(&text);
            } else {
                say_err(&text);
            }
            code
        }
        Parsed::Run(args) => match run(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                say_err(&format!("error: {e}"));
                ExitCode::FAILURE
            }
        },
    }
}
