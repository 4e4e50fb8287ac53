//! The per-call cost of a callback, JIT upcall against libffi closure, in a form callgrind
//! can count (load-independent, unlike the wall-clock bench `benches/callback.rs`): every
//! callback is made first, then each (shape, backend) runs its calls in a function of its
//! own (`run_*`), so a callgrind dump before each of those functions splits the run into
//! one segment per loop. A segment's instruction count divided by the calls is the cost of
//! one call, loop included. (Callgrind cannot attribute costs inside JIT code, which has no
//! symbols, so per-function inclusive counts are not reliable here; segment totals are.)
//!
//! ```text
//! cargo build --release --example callback_cost
//! valgrind --tool=callgrind --callgrind-out-file=/tmp/cb.out \
//!     --dump-before='callback_cost::run_*' target/release/examples/callback_cost 100000
//! for f in /tmp/cb.out.*; do grep -E '^(desc: Trigger|summary)' $f; done
//! ```
//!
//! The segment dumped before `run_X` holds the loop that ran before it (the order of
//! `main`): `run_i32_generic`'s dump is `i32_i32/jit`, and `run_zz_end`'s is the last loop.
//! Without valgrind it prints wall-clock nanoseconds per call. The mock engine is the
//! bench's: `enter` reads a closed flag, `invoke` reads every boxed argument and writes a
//! constant result that the upcall takes inline.

use std::cell::Cell;
use std::ffi::c_void;
use std::hint::black_box;
use std::time::Instant;

use hostcall::upcall::{ENTER_REFUSE, ENTER_RUN};
use hostcall::{
    Backend, Callback, CallbackSignature, Class, LayoutRef, Primitive, UpcallHooks, UpcallRecord,
    Value,
};
use hostcall_testkit::{Flavor, TestEngine};

struct Engine {
    layout: LayoutRef,
    closed: Cell<bool>,
    result: Primitive,
    seen: Cell<i64>,
}

/// # Safety
/// `rec` is one of this example's records.
unsafe fn engine<'a>(rec: *const UpcallRecord) -> &'a Engine {
    // SAFETY: every record here carries a leaked `Engine` as its data.
    unsafe { &*(*rec).data.cast::<Engine>() }
}

unsafe extern "C" fn enter(rec: *const UpcallRecord) -> u32 {
    // SAFETY: our records.
    if unsafe { engine(rec) }.closed.get() {
        ENTER_REFUSE
    } else {
        ENTER_RUN
    }
}

unsafe extern "C" fn invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool {
    // SAFETY: our records.
    let e = unsafe { engine(rec) };
    if failed != 0 {
        return false;
    }
    let size = usize::from(e.layout.size);
    let mut sum = 0i64;
    for i in 0..argc {
        // SAFETY: `argc` live values of the layout at `argv`.
        let v = unsafe { argv.cast::<u8>().add(i * size) }.cast::<Value>();
        // SAFETY: as above.
        if let Class::Int32(x) = unsafe { e.layout.classify(v) } {
            sum += i64::from(x);
        }
    }
    e.seen.set(e.seen.get().wrapping_add(sum));
    // SAFETY: `ret` is writable for one value.
    unsafe { e.layout.write(ret, e.result) };
    true
}

unsafe extern "C" fn result(_rec: *const UpcallRecord, _v: *mut Value, _out: *mut u64) -> bool {
    false
}

unsafe extern "C" fn queue(_rec: *const UpcallRecord, _raw: *const u64, out: *mut u64) {
    // SAFETY: `out` is writable.
    unsafe { *out = 0 };
}

static HOOKS: UpcallHooks = UpcallHooks {
    enter,
    invoke,
    result,
    queue,
};

fn callback(text: &str, result: Primitive, backend: Backend) -> Callback {
    let sig = CallbackSignature::from_descriptor(text).expect("a valid definition");
    let test_engine: &'static std::pin::Pin<Box<TestEngine>> =
        Box::leak(Box::new(TestEngine::new(Flavor::QuickJs)));
    let e: &'static Engine = Box::leak(Box::new(Engine {
        layout: test_engine.layout(),
        closed: Cell::new(false),
        result,
        seen: Cell::new(0),
    }));
    let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
        hooks: &HOOKS,
        cx: test_engine.cx(),
        data: (e as *const Engine).cast(),
        inline_results: true,
    }));
    // SAFETY: the hooks keep the contract for the QuickJS layout, on this thread.
    let cb = unsafe { Callback::new(&sig, e.layout, rec, backend) }.expect("a callback");
    assert_eq!(cb.backend(), backend, "{sig}: this example needs the JIT");
    cb
}

type I32Fn = extern "C" fn(i32) -> i32;
type F64Fn = extern "C" fn(f64, f64) -> f64;
type CmpFn = extern "C" fn(*const c_void, *const c_void) -> i32;
type SixteenFn = extern "C" fn(
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
) -> f64;

/// One loop function per (shape, backend), so callgrind counts each apart (the salt keeps
/// the linker from folding the identical JIT and generic loops into one function).
macro_rules! loops {
    ($($name:ident: $ty:ty => |$f:ident, $i:ident| $call:expr;)*) => {$(
        #[inline(never)]
        fn $name($f: $ty, k: usize) -> f64 {
            let $f = black_box($f);
            let mut acc = black_box(stringify!($name).len() as f64);
            for $i in 0..k {
                acc += black_box($call) as f64;
            }
            acc
        }
    )*};
}

loops! {
    run_i32_jit: I32Fn => |f, i| f(i as i32);
    run_i32_generic: I32Fn => |f, i| f(i as i32);
    run_f64_jit: F64Fn => |f, i| f(i as f64, 2.0);
    run_f64_generic: F64Fn => |f, i| f(i as f64, 2.0);
    run_cmp_jit: CmpFn => |f, i| f(i as *const c_void, (i + 8) as *const c_void);
    run_cmp_generic: CmpFn => |f, i| f(i as *const c_void, (i + 8) as *const c_void);
    run_sixteen_jit: SixteenFn => |f, i| {
        let (x, y) = (i as i32, i as f64);
        f(x, y, x, y, x, y, x, y, x, y, x, y, x, y, x, y)
    };
    run_sixteen_generic: SixteenFn => |f, i| {
        let (x, y) = (i as i32, i as f64);
        f(x, y, x, y, x, y, x, y, x, y, x, y, x, y, x, y)
    };
}

fn time(name: &str, k: usize, run: impl FnOnce() -> f64) {
    let t = Instant::now();
    black_box(run());
    println!(
        "{name}: {:.1} ns per call",
        t.elapsed().as_secs_f64() * 1e9 / k as f64
    );
}

fn main() {
    let k: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let i32_sig = r#"{"parameters": ["i32"], "result": "i32"}"#;
    let f64_sig = r#"{"parameters": ["f64", "f64"], "result": "f64"}"#;
    let cmp_sig = r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#;
    let sixteen_sig = r#"{"parameters": ["i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64",
        "i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64"], "result": "f64"}"#;
    if let Err(e) = Backend::jit_available() {
        eprintln!("callback_cost compares the JIT with libffi, and the JIT does not run here: {e}");
        return;
    }
    let code = |text, r, b| callback(text, r, b).code();
    // Every callback is made first, so callgrind's segments (split before each `run_`
    // function) hold one loop each.
    //
    // SAFETY: each callback's C signature is exactly the type it is read as.
    let (i32_jit, i32_gen): (I32Fn, I32Fn) = unsafe {
        (
            as_fn(code(i32_sig, Primitive::Int32(1), Backend::Jit)),
            as_fn(code(i32_sig, Primitive::Int32(1), Backend::Generic)),
        )
    };
    // SAFETY: as above.
    let (f64_jit, f64_gen): (F64Fn, F64Fn) = unsafe {
        (
            as_fn(code(f64_sig, Primitive::Float64(0.5), Backend::Jit)),
            as_fn(code(f64_sig, Primitive::Float64(0.5), Backend::Generic)),
        )
    };
    // SAFETY: as above.
    let (cmp_jit, cmp_gen): (CmpFn, CmpFn) = unsafe {
        (
            as_fn(code(cmp_sig, Primitive::Int32(-1), Backend::Jit)),
            as_fn(code(cmp_sig, Primitive::Int32(-1), Backend::Generic)),
        )
    };
    // SAFETY: as above.
    let (sixteen_jit, sixteen_gen): (SixteenFn, SixteenFn) = unsafe {
        (
            as_fn(code(sixteen_sig, Primitive::Float64(1.0), Backend::Jit)),
            as_fn(code(sixteen_sig, Primitive::Float64(1.0), Backend::Generic)),
        )
    };
    time("i32_i32/jit", k, || run_i32_jit(i32_jit, k));
    time("i32_i32/generic", k, || run_i32_generic(i32_gen, k));
    time("f64_f64_f64/jit", k, || run_f64_jit(f64_jit, k));
    time("f64_f64_f64/generic", k, || run_f64_generic(f64_gen, k));
    time("qsort_comparator/jit", k, || run_cmp_jit(cmp_jit, k));
    time("qsort_comparator/generic", k, || {
        run_cmp_generic(cmp_gen, k)
    });
    time("sixteen_params/jit", k, || run_sixteen_jit(sixteen_jit, k));
    time("sixteen_params/generic", k, || {
        run_sixteen_generic(sixteen_gen, k)
    });
    run_zz_end();
}

/// A callback's code as the function pointer type `F`.
///
/// # Safety
///
/// `code` is a callback whose C signature is exactly `F`'s, and `F` is a function pointer.
unsafe fn as_fn<F: Copy>(code: *const c_void) -> F {
    assert_eq!(
        std::mem::size_of::<F>(),
        std::mem::size_of::<*const c_void>()
    );
    // SAFETY: a function pointer of `F`'s signature has the size and bits of the address
    // (checked above; the signature is the caller's contract).
    unsafe { std::mem::transmute_copy(&code) }
}

/// Marks the end of the last segment for callgrind.
#[inline(never)]
fn run_zz_end() {
    black_box(());
}
