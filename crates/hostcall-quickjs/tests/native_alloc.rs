//! Issue 20: a successful `UnsafePointerView.getInt32` (and `getUint8`, `getCString`,
//! `TextEncoder.encodeInto`, `TextDecoder.decode`) makes no heap allocation: no message is
//! formatted, no vector or string is built in Rust. Counted by a global allocator, on this
//! thread only (the compile worker allocates on its own), as the difference between a loop
//! of 2000 calls and one of 1000, so what the call from Rust costs cancels out; a loop of
//! failing calls (which format their messages) shows the counter counts. On every backend.
//!
//! What this cannot see: QuickJS-NG (0.16) serves small blocks (objects, short strings,
//! the `{ read, written }` of `encodeInto`) from its own arenas, and only their pages come
//! from the allocator; the result values a call must make are such blocks.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall::ConversionPolicy;
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use rquickjs::Function;

mod support;
use support::configs;

#[path = "support/counting.rs"]
mod counting;
use counting::allocations;

/// The allocations of 1000 more iterations of `f(n)`: `f(2000)` minus `f(1000)` (each run
/// once before, so caches and shapes are warm).
fn per_thousand(e: &Engine, f: &str) -> u64 {
    e.with(|ctx| {
        let f: Function = ctx.globals().get(f).unwrap();
        f.call::<_, i32>((2000,)).unwrap();
        let a = allocations();
        f.call::<_, i32>((1000,)).unwrap();
        let b = allocations();
        f.call::<_, i32>((2000,)).unwrap();
        let c = allocations();
        (c - b) - (b - a)
    })
}

const SETUP: &str = r#"
const buf = new Int32Array([1, 2, 3, 4]);
const view = new Deno.UnsafePointerView(Deno.UnsafePointer.of(buf));
const enc = new TextEncoder();
const dst = new Uint8Array(32);
globalThis.getInt32 = (n) => { let t = 0; for (let i = 0; i < n; i++) t += view.getInt32(4); if (t !== 2 * n) throw new Error("sum"); return t; };
globalThis.getUint8 = (n) => { let t = 0; for (let i = 0; i < n; i++) t += view.getUint8(i & 15); return t; };
globalThis.empty = (n) => { let t = 0; for (let i = 0; i < n; i++) t += 2; return t; };
globalThis.encodeInto = (n) => { let t = 0; for (let i = 0; i < n; i++) t += enc.encodeInto("hello world", dst).written; if (t !== 11 * n) throw new Error("sum"); return t; };
const dec = new TextDecoder();
const text = new TextEncoder().encode("hello world");
globalThis.decode = (n) => { let t = 0; for (let i = 0; i < n; i++) t += dec.decode(text).length; return t; };
globalThis.getCString = (n) => { let t = 0; const z = new Uint8Array([104, 105, 0]); const q = Deno.UnsafePointer.of(z); for (let i = 0; i < n; i++) t += Deno.UnsafePointerView.getCString(q).length; return t; };
globalThis.failing = (n) => { let t = 0; for (let i = 0; i < n; i++) { try { view.getInt32(-1); } catch (e) { t++; } } return t; };
"#;

#[test]
fn successful_calls_allocate_nothing_on_the_heap() {
    for c in configs() {
        let e = Engine::new(EngineOptions {
            policy: ConversionPolicy::strict(),
            backend: c.backend,
            // SAFETY: the test's script is trusted.
            ffi: unsafe { FfiPermission::all() },
            native_entries: c.native_entries,
            tier: c.tier,
            track_allocations: true,
            ..EngineOptions::default()
        })
        .unwrap();
        e.run(SETUP, "native_alloc_test.js").unwrap();
        assert_eq!(per_thousand(&e, "empty"), 0, "{c:?}: the loop itself");
        for f in ["getInt32", "getUint8", "getCString", "encodeInto", "decode"] {
            assert_eq!(per_thousand(&e, f), 0, "{c:?}: {f}");
        }
        assert!(
            per_thousand(&e, "failing") >= 1000,
            "{c:?}: the counter sees the messages failing calls format"
        );
        let r = e.finish();
        assert!(r.is_clean(), "{r:?}");
    }
}
