//! A thunk pack end to end. The build script compiled the QuickJS native entries of 200 host
//! functions (distinct signatures) for this target; this program defines the functions in a
//! QuickJS context, calls each once from a script that checks every result, and prints how
//! the calls ran.
//!
//! ```text
//! hostcall-pack-example [--pack] [--generic] [--eager] [--code-cache DIR]
//! ```
//!
//! `--pack` registers the pack first (every call then runs on a thunk from the first one);
//! `--generic` runs everything on libffi. Without either, shapes tier up as usual (with the
//! `jit` feature) or stay on libffi (without it). `--code-cache DIR` attaches a persistent
//! code cache in DIR (`hostcall::CodeCache`): shapes it holds run on thunks from the first
//! call, shapes compiled are written to it; `--eager` compiles every function at its
//! definition (to fill a code cache).

use hostcall::{Backend, CodeCache, ThunkCache, TierPolicy};
use hostcall_quickjs::{Host, HostOptions};

hostcall::include_pack!("startup_pack");
include!(concat!(env!("OUT_DIR"), "/funcs.rs"));

const SCRIPT: &str = include_str!(concat!(env!("OUT_DIR"), "/calls.js"));

/// docs/embedding.md's `main.rs`, as the guide shows it (`hostcall-testkit`'s
/// `doc_snippets.rs` checks the two match), over the build script's second pack: compiled,
/// not called (the startup benchmark registers `startup_pack` only).
#[allow(dead_code)]
#[rustfmt::skip]
mod embedding_md {
    // docs/embedding.md: begin
    // main.rs
    hostcall::include_pack!("app_pack");

    fn main() -> Result<(), Box<dyn std::error::Error>> {
        // SAFETY: the description the build script generated with the object it linked.
        unsafe { hostcall_quickjs::register_pack(&app_pack::PACK) }?; // before attaching hosts
        Ok(())
    }
    // docs/embedding.md: end
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut use_pack, mut generic, mut eager, mut code_cache) = (false, false, false, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--pack" => use_pack = true,
            "--generic" => generic = true,
            "--eager" => eager = true,
            "--code-cache" => {
                code_cache = Some(args.next().ok_or("--code-cache needs a directory")?);
            }
            other => {
                return Err(format!(
                    "unknown argument `{other}` (expected --pack, --generic, --eager, --code-cache DIR)"
                )
                .into())
            }
        }
    }
    if let Some(dir) = &code_cache {
        let cache = CodeCache::open(dir.as_ref(), hostcall::code_cache::DEFAULT_MAX_BYTES)?;
        ThunkCache::global().set_code_cache(Some(cache));
    }
    if use_pack {
        // SAFETY: `startup_pack` is the description the build script generated with the
        // object it linked into this program.
        unsafe { hostcall_quickjs::register_pack(&startup_pack::PACK) }?;
    }
    let rt = rquickjs::Runtime::new()?;
    let ctx = rquickjs::Context::full(&rt)?;
    ctx.with(|ctx| -> Result<(), Box<dyn std::error::Error>> {
        let options = HostOptions {
            backend: if generic {
                Backend::Generic
            } else {
                Backend::default()
            },
            tier: if eager {
                TierPolicy::Eager
            } else {
                TierPolicy::default()
            },
            ..HostOptions::default()
        };
        let host = Host::attach(&ctx, options)?;
        let globals = ctx.globals();
        for &(name, sig, f) in FUNCS {
            // SAFETY: `f` is the C function the build script generated with exactly this
            // signature, linked into the program for its whole life.
            unsafe { host.define_raw_fn(&ctx, &globals, name, f as *const _, sig.parse()?) }?;
        }
        ctx.eval::<(), _>(SCRIPT)
            .map_err(|e| format!("script: {e}"))?;
        // The entries this run wrote (or read one by one) go into the cache's bundle: the
        // next run reads one file for all 200 shapes.
        let cache = ThunkCache::global();
        if cache
            .code_cache_stats()
            .is_some_and(|s| s.written > 0 || s.loaded > s.from_bundle)
        {
            if let Some(Err(e)) = cache.write_code_cache_bundle() {
                return Err(format!("code cache bundle: {e}").into());
            }
        }
        let counts = host.counts();
        println!(
            "{} functions called once: {} on thunks, {} generic, {} cold (before tier-up); \
             pack: {use_pack}, backend: {:?}, compiles: {}, code cache: {:?}",
            FUNCS.len(),
            counts.thunk,
            counts.generic,
            counts.cold,
            host.dispatcher().backend(),
            ThunkCache::global().stats().compiles,
            ThunkCache::global().code_cache_stats(),
        );
        Ok(())
    })
}
