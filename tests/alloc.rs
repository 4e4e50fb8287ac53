//! Zero heap allocations per fast-lane call of numeric shapes, shown with a counting global
//! allocator. Only the calling thread's allocations count: the cache's background compile
//! thread may still be finishing an earlier dispatcher's work (it allocated 4 times during
//! the measured loop in one loaded run).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};

use hostcall::{
    Backend, ConversionPolicy, Dispatcher, MethodData, MethodId, Signature, Status, TierPolicy,
};
use hostcall_testkit::call::Prepared;
use hostcall_testkit::{Flavor, JsVal, TestEngine};

struct Counting;

static ALLOCS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Whether this thread's allocations count (const-initialised: reading it never
    /// allocates).
    static COUNTED: Cell<bool> = const { Cell::new(false) };
}

fn count() {
    if COUNTED.try_with(Cell::get).unwrap_or(false) {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
    }
}

// SAFETY: forwards every call to the system allocator unchanged; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded contract.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded contract.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: forwarded contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

extern "C" fn add_i32(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn mul_f64(a: f64, b: f64) -> f64 {
    a * b
}
#[allow(clippy::too_many_arguments)]
extern "C" fn mixed(a: i8, b: u16, c: i64, d: f32, e: bool, f: u64, g: f64, h: i32) -> f64 {
    f64::from(a)
        + f64::from(b)
        + c as f64
        + f64::from(d)
        + f64::from(u8::from(e))
        + f as f64
        + g
        + f64::from(h)
}

#[test]
fn fast_lane_calls_do_not_allocate() {
    COUNTED.with(|c| c.set(true));
    let shapes: [(&str, *const c_void, Vec<JsVal>); 3] = [
        (
            "(i32, i32) -> i32",
            add_i32 as *const c_void,
            vec![JsVal::Int(1), JsVal::Num(2.0)],
        ),
        (
            "(f64, f64) -> f64",
            mul_f64 as *const c_void,
            vec![JsVal::Num(1.5), JsVal::Int(2)],
        ),
        (
            "(i8, u16, i64, f32, bool, u64, f64, i32) -> f64",
            mixed as *const c_void,
            vec![
                JsVal::Int(-1),
                JsVal::Int(2),
                JsVal::Num(3.0),
                JsVal::Num(0.5),
                JsVal::Bool(true),
                JsVal::Int(5),
                JsVal::Num(6.0),
                JsVal::Int(7),
            ],
        ),
    ];
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        for backend in [Backend::default(), Backend::Generic] {
            let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                .unwrap()
                .with_tier(TierPolicy::Eager)
                .with_backend(backend)
                .unwrap();
            for (i, (sig, f, args)) in shapes.iter().enumerate() {
                let sig: Signature = sig.parse().unwrap();
                // SAFETY: each function has exactly its signature.
                let data =
                    unsafe { MethodData::new(MethodId(0xA110C + i as u64), *f, sig) }.unwrap();
                let h = d.register(data).unwrap();
                let mut p = Prepared::new(&engine, None, args);
                let mut call = || d.call(h, &p.frame());
                assert_eq!(call(), Status::Ok); // warm: first call may initialise libffi state
                let before = ALLOCS.load(Ordering::Relaxed);
                for _ in 0..1000 {
                    assert_eq!(call(), Status::Ok);
                }
                let allocs = ALLOCS.load(Ordering::Relaxed) - before;
                assert_eq!(
                    allocs, 0,
                    "{backend:?} {flavor:?} shape {i}: {allocs} allocations in 1000 calls"
                );
            }
            if backend == Backend::Jit {
                assert_eq!(d.counts().thunk, 3 * 1001);
            }
        }
    }
}
