//! What a `cstring` argument costs on the fast lane: no heap allocation per call for a string
//! QuickJS can hand over as it is (an 8-bit, pure-ASCII, flat string: `JS_ToCStringLen2`
//! returns its own NUL-terminated bytes and takes a reference, and the hook copies nothing),
//! counted by a global allocator that QuickJS's allocations go through too (the engine's
//! allocation tracking puts QuickJS on rquickjs's `RustAllocator`). A string QuickJS must convert (non-ASCII, a slice, a rope) costs one
//! QuickJS allocation per call, which the last test pins down.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::ffi::CStr;

use hostcall::{Backend, CStrArg};
use hostcall_quickjs::{Engine, EngineOptions};
use rquickjs::Function;
use support::configs;

/// Counts the allocations (and reallocations) made on this thread while `ON` is set.
struct Counting;

thread_local! {
    static ON: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

fn note() {
    let _ = ON.try_with(|on| {
        if on.get() {
            let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        }
    });
}

// SAFETY: every method forwards to `System` unchanged; counting only observes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: forwarded contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: forwarded contract.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        // SAFETY: forwarded contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded contract.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations made on this thread by `f`.
fn allocations<R>(f: impl FnOnce() -> R) -> (u64, R) {
    COUNT.with(|c| c.set(0));
    ON.with(|on| on.set(true));
    let r = f();
    ON.with(|on| on.set(false));
    (COUNT.with(|c| c.get()), r)
}

/// The host function: the byte length of its argument (it reads every byte).
extern "C" fn byte_len(s: CStrArg) -> i32 {
    // SAFETY: the lane passes a NUL-terminated string that lives until the call returns.
    let s = unsafe { CStr::from_ptr(s.as_ptr()) };
    s.to_bytes().len() as i32
}

const SCRIPT: &str = r#"
function go(s, n) { let t = 0; for (let i = 0; i < n; i++) t += byte_len(s); return t; }
var literal = "hello, world";
var built = "ab".repeat(40);
var long_ascii = "abcd".repeat(1000);
var latin1 = "\u00e9".repeat(600);
var wide = "\u20ac".repeat(600);
var sliced = "hello, world".repeat(400).slice(3, 4003);
var latin1_short = "\u00e9".repeat(15);
var wide_mid = "\u20ac".repeat(60);
var latin1_mid = "\u00e9".repeat(200);
"#;

/// The allocations of `n` calls of `byte_len(global)` beyond those of zero calls (the call
/// into `go` from Rust costs the same in both), and the byte total as a check.
fn per_calls(engine: &Engine, global: &str, n: i32) -> (u64, i32) {
    engine.with(|ctx| {
        let go: Function = ctx.globals().get("go").expect("go");
        let s: rquickjs::Value = ctx.globals().get(global).expect("string");
        // Warm: tier-ups, shapes, the interpreter's caches.
        go.call::<_, i32>((s.clone(), 10)).expect("warm");
        let (base, _) = allocations(|| go.call::<_, i32>((s.clone(), 0)).expect("zero calls"));
        let (with, total) = allocations(|| go.call::<_, i32>((s.clone(), n)).expect("calls"));
        (with.saturating_sub(base), total)
    })
}

fn engine(config: support::Config) -> Engine {
    let engine = Engine::new(EngineOptions {
        backend: config.backend,
        native_entries: config.native_entries,
        tier: config.tier,
        // QuickJS's allocations through Rust's global allocator (the counter above), not
        // libc's malloc.
        track_allocations: true,
        ..EngineOptions::default()
    })
    .expect("engine");
    engine
        .with(|ctx| {
            engine.define_extern_fn(
                &ctx,
                &ctx.globals(),
                "byte_len",
                byte_len as extern "C" fn(CStrArg) -> i32,
            )
        })
        .expect("define");
    engine.run(SCRIPT, "string_args.js").expect("script");
    engine
}

#[test]
fn an_ascii_string_argument_allocates_nothing_on_the_fast_lane() {
    let mut checked = 0;
    for config in configs() {
        if config.backend != Backend::Jit {
            continue;
        }
        let engine = engine(config);
        for (global, len) in [("literal", 12), ("built", 80), ("long_ascii", 4000)] {
            let before = engine.counts().thunk;
            let (allocs, total) = per_calls(&engine, global, 1000);
            assert_eq!(total, 1000 * len, "{global} ({config:?})");
            assert!(
                engine.counts().thunk >= before + 1000,
                "{global} ({config:?}): the calls left the fast lane: {:?}",
                engine.counts()
            );
            assert_eq!(
                allocs, 0,
                "{global} ({config:?}): 1000 calls allocated {allocs} times"
            );
            checked += 1;
        }
    }
    if hostcall_testkit::jit_runs() {
        assert!(checked > 0);
    }
}

/// The counter sees what the strings QuickJS must convert cost (so the zero above is a
/// measurement, not a counter that never counts): one allocation per call, made and freed
/// by QuickJS's conversion. The strings are longer than 512 bytes: QuickJS-NG serves
/// smaller blocks from its per-runtime arena, which reuses them without a heap allocation
/// (so a short converted string costs no `malloc` either; a long one costs one).
#[test]
fn a_converted_string_argument_allocates_once_per_call() {
    for config in configs() {
        if config.backend != Backend::Jit {
            continue;
        }
        let engine = engine(config);
        for (global, len) in [("latin1", 1200), ("wide", 1800), ("sliced", 4000)] {
            let (allocs, total) = per_calls(&engine, global, 1000);
            assert_eq!(total, 1000 * len, "{global} ({config:?})");
            assert!(
                (1000..=1000).contains(&allocs),
                "{global} ({config:?}): 1000 calls allocated {allocs} times"
            );
        }
    }
}

/// A converted string of at most 512 bytes comes from QuickJS-NG's per-runtime arena: no
/// heap allocation per call (30, 180 and 400 bytes of UTF-8 here).
#[test]
fn a_short_converted_string_argument_allocates_nothing() {
    for config in configs() {
        if config.backend != Backend::Jit {
            continue;
        }
        let engine = engine(config);
        for (global, len) in [("latin1_short", 30), ("wide_mid", 180), ("latin1_mid", 400)] {
            let (allocs, total) = per_calls(&engine, global, 1000);
            assert_eq!(total, 1000 * len, "{global} ({config:?})");
            assert_eq!(
                allocs, 0,
                "{global} ({config:?}): 1000 calls allocated {allocs} times"
            );
        }
    }
}
