//! Issue 19, class 6: the one code budget, in the facade. The global `ThunkCache`'s byte
//! cap counts struct call trampolines too: past it, a struct shape the JIT would compile
//! runs on libffi, with the right result, and is counted as over the cap; with room again,
//! a new shape compiles. The struct shape cache keeps no shape that was never compiled.
//!
//! The cap is process-wide: this file is its own test binary, with one test.

use std::ffi::c_void;
use std::sync::Arc;

use hostcall::core::structs::{StructCall, StructLayout, StructParam, StructResult};
use hostcall::{Backend, ResultKind, StructCaller, ThunkCache, TierPolicy};
use hostcall_testlib as tl;
use serde_json::json;

fn pair(field: &str) -> Arc<StructLayout> {
    Arc::new(StructLayout::from_json(&json!({ "struct": [field, field] })).expect("a struct"))
}

/// Calls `hc_st_pair_i32_sum({5, 7})` through `caller`: the backend that ran, and the result.
fn call_pair_sum(caller: &StructCaller) -> (Backend, i64) {
    let mut arg = [u64::from(5u32) | (u64::from(7u32) << 32)];
    let mut ret = [0u64];
    let mut ptrs = [arg.as_mut_ptr().cast::<c_void>()];
    // SAFETY: `hc_st_pair_i32_sum` takes `{i32, i32}` and returns an `i64`, the caller's
    // shape; the storage is as `StructCall::call` requires.
    let ran = unsafe {
        caller.call(
            tl::hc_st_pair_i32_sum as *const c_void,
            &mut ptrs,
            ret.as_mut_ptr().cast(),
        )
    };
    (ran, ret[0] as i64)
}

#[test]
fn struct_shapes_past_the_code_cap_run_on_libffi() {
    let cache = ThunkCache::global();
    let jit = hostcall_testkit::jit_runs() && cfg!(all(target_arch = "x86_64", not(windows)));
    let shape = || {
        StructCall::new(
            vec![StructParam::Struct(pair("i32"))],
            StructResult::Kind(ResultKind::I64),
        )
        .expect("a shape")
    };
    for tier in [TierPolicy::Eager, TierPolicy::Tiered { threshold: 3 }] {
        cache.set_byte_cap(0);
        let before = cache.stats();
        let shapes_before = StructCaller::cached_shapes();
        let caller = StructCaller::new(shape(), Backend::Jit, tier);
        for _ in 0..10 {
            assert_eq!(call_pair_sum(&caller), (Backend::Generic, 12), "{tier:?}");
        }
        StructCaller::quiesce();
        assert_eq!(caller.tier_up_now(), Backend::Generic, "{tier:?}");
        let after = cache.stats();
        assert_eq!(
            after.struct_code_bytes, before.struct_code_bytes,
            "{tier:?}"
        );
        if jit {
            assert!(
                after.capped_other > before.capped_other,
                "{tier:?}: {after:?}"
            );
        }
        // A shape refused for the cap is not kept by the process-wide cache.
        assert_eq!(StructCaller::cached_shapes(), shapes_before, "{tier:?}");
    }
    // Room again: the same shape compiles now, and its bytes count against the cap.
    cache.set_byte_cap(usize::MAX);
    let before = cache.stats();
    let caller = StructCaller::new(shape(), Backend::Jit, TierPolicy::Eager);
    if jit {
        assert_eq!(call_pair_sum(&caller), (Backend::Jit, 12));
        let after = cache.stats();
        assert!(
            after.struct_code_bytes > before.struct_code_bytes,
            "{after:?}"
        );
        assert!(after.code_bytes >= after.struct_code_bytes, "{after:?}");
    } else {
        assert_eq!(call_pair_sum(&caller), (Backend::Generic, 12));
    }
    // Declared, never compiled (tiered, never called): nothing is cached.
    let shapes_before = StructCaller::cached_shapes();
    let callers: Vec<StructCaller> = (1..=200)
        .map(|n| {
            let l = Arc::new(
                StructLayout::from_json(&json!({ "struct": vec!["u8"; n] })).expect("a struct"),
            );
            StructCaller::new(
                StructCall::new(
                    vec![StructParam::Struct(l)],
                    StructResult::Kind(ResultKind::Void),
                )
                .expect("a shape"),
                Backend::Jit,
                TierPolicy::Tiered { threshold: 1000 },
            )
        })
        .collect();
    assert_eq!(StructCaller::cached_shapes(), shapes_before);
    drop(callers);
}
