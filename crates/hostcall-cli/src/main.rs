//! `hostcall`: runs a JavaScript file on QuickJS-NG with hostcall's thunks and FFI module.
//!
//! ```text
//! hostcall run FILE.js [--allow-ffi[=LIB,...]] [--backend jit|generic]
//!                      [--policy strict|coercing] [--stats] [--interop-host]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use hostcall::{Backend, ConversionPolicy, ThunkCache};
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
  --policy strict|coercing
                          what happens to arguments outside the lossless fast lane:
                          a TypeError (strict, the default) or JavaScript's conversions
  --stats                 print the thunk cache and call-path counters at exit
  --interop-host          define `host`, the object Jint's interop benchmark uses
  -h, --help              this help
  -V, --version           the version";

struct Args {
    file: PathBuf,
    ffi: FfiPermission,
    backend: Backend,
    policy: ConversionPolicy,
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
        stats,
        interop_host,
    }))
}

fn run(args: &Args) -> Result<(), String> {
    let source = std::fs::read_to_string(&args.file)
        .map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    let engine = Engine::new(EngineOptions {
        policy: args.policy.clone(),
        backend: args.backend,
        ffi: args.ffi.clone(),
        native_entries: true,
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
        let cache = ThunkCache::global().stats();
        say_err(&format!(
            "hostcall stats: backend {:?}, policy {:?}\n  calls: {} through thunks, {} fell back to the policy, {} generic\n  cache: {} compiles ({} bytes), {} L2 hits, {} misses, {} shared bodies, {} ineligible",
            engine.dispatcher().backend(),
            engine.dispatcher().policy().mode(),
            counts.thunk,
            counts.fallback,
            counts.generic,
            cache.compiles,
            cache.code_bytes,
            cache.l2_hits,
            cache.misses,
            cache.shape_hits,
            cache.ineligible,
        ));
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
