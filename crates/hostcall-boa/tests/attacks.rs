//! Attacks on the Boa binding: what a script (or safe Rust around it) can do to a call in
//! flight. Each test runs on every path a call can take (the generic backend, and compiled
//! thunks where the JIT runs), and checks the answer, not only that nothing crashed; run
//! under valgrind too (see the crate's docs).

use std::cell::{Cell, RefCell};
use std::ffi::{c_void, CStr};
use std::rc::{Rc, Weak};

use boa_engine::object::builtins::JsArrayBuffer;
use boa_engine::{js_string, Context, JsValue, Source};
use hostcall::{
    Backend, BufferArg, CStrArg, ConversionPolicy, Dispatcher, HostFnType, ReceiverArg, Signature,
    TierPolicy,
};
use hostcall_boa::{boa_layout, ClassSpec, Host, HostClosure, HostFunction};
use hostcall_testlib as lib;

/// Hosts for each path a call can take under `policy`: the generic backend, and (where the
/// JIT runs) a host whose functions are compiled at registration.
fn hosts(policy: ConversionPolicy) -> Vec<(&'static str, Host)> {
    let make = |backend: Backend, tier: TierPolicy| {
        let d = Dispatcher::new(boa_layout().unwrap(), policy.clone())
            .unwrap()
            .with_backend(backend)
            .unwrap()
            .with_tier(tier);
        Host::with_dispatcher(d).unwrap()
    };
    let mut out = vec![("generic", make(Backend::Generic, TierPolicy::Never))];
    if hostcall_testkit::jit_runs() {
        out.push(("jit", make(Backend::Jit, TierPolicy::Eager)));
    }
    out
}

fn both_policies() -> Vec<(&'static str, Host)> {
    let mut v = hosts(ConversionPolicy::strict());
    for (name, h) in hosts(ConversionPolicy::js_coercing()) {
        v.push((
            if name == "jit" {
                "jit/coercing"
            } else {
                "generic/coercing"
            },
            h,
        ));
    }
    v
}

fn eval(cx: &mut Context, src: &str) -> JsValue {
    cx.eval(Source::from_bytes(src))
        .unwrap_or_else(|e| panic!("{src}: {e}"))
}

fn eval_str(cx: &mut Context, src: &str) -> String {
    let v = eval(cx, src);
    v.to_string(cx).unwrap().to_std_string_escaped()
}

/// `call` as a string, or the name of what it threw.
fn probe(cx: &mut Context, call: &str) -> String {
    eval_str(
        cx,
        &format!("(() => {{ try {{ return String({call}); }} catch (e) {{ return e.name; }} }})()"),
    )
}

/// The plain sum of a slice's bytes.
extern "C" fn plain_sum(p: BufferArg, n: usize) -> u64 {
    if n == 0 {
        return 0;
    }
    // SAFETY: the slice kind passes a buffer's first byte and its true length.
    unsafe { std::slice::from_raw_parts(p.0, n) }
        .iter()
        .map(|&b| u64::from(b))
        .sum()
}

/// On a JIT path, the calls went through compiled thunks (the attack reached them).
fn assert_thunks_ran(path: &str, host: &Host) {
    if path.starts_with("jit") {
        let counts = host.dispatcher().counts();
        assert!(counts.thunk > 0, "{path}: {counts:?}");
    }
}

/// The attacks' closures capture `Rc` and `Cell` state (and at most a `Weak` to a second
/// context), which `Host::closure`'s `Send` bound refuses: they go through
/// `closure_unchecked`.
fn closure_rc<F: HostClosure<Args>, Args>(
    host: &Host,
    name: &str,
    f: F,
) -> Result<HostFunction, hostcall_boa::Error> {
    // SAFETY: no attack closure captures anything Boa's collector traces or anything that
    // touches Boa values when dropped: `Rc`s of `Cell`s and `RefCell`s of plain data, and
    // `Weak`s of a second `Context` (dropping a `Weak` drops no context).
    unsafe { host.closure_unchecked(name, f) }
}

fn def(cx: &mut Context, f: HostFunction) {
    f.register_global(cx).unwrap();
}

/// # Safety
/// `func` has signature `sig`.
unsafe fn def_c(cx: &mut Context, host: &Host, name: &str, func: *const c_void, sig: &str) {
    // SAFETY: the caller's contract.
    def(cx, unsafe { host.function(name, func, sig) }.unwrap());
}

// ---------------------------------------------------------------------------------------
// Script in the middle of a call
// ---------------------------------------------------------------------------------------

/// Objects whose conversion would run script: `valueOf`, `toString`,
/// `Symbol.toPrimitive`, getters, Proxies. No conversion of the binding may run any of it
/// (script run between a buffer's borrow and the native call could detach or resize it):
/// each is refused, under either policy, and the counter stays at 0.
#[test]
fn conversions_never_run_script() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        def(
            &mut cx,
            host.typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
                .unwrap(),
        );
        def(
            &mut cx,
            host.typed("idf", lib::hc_id_f64 as extern "C" fn(f64) -> f64)
                .unwrap(),
        );
        def(
            &mut cx,
            host.typed("idu64", lib::hc_id_u64 as extern "C" fn(u64) -> u64)
                .unwrap(),
        );
        def(
            &mut cx,
            host.typed("not", lib::hc_not as extern "C" fn(bool) -> bool)
                .unwrap(),
        );
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "strlen",
                lib::hc_strlen as *const c_void,
                "(cstring) -> usize",
            );
            def_c(
                &mut cx,
                &host,
                "sum",
                plain_sum as *const c_void,
                "(slice) -> u64",
            );
            def_c(
                &mut cx,
                &host,
                "first",
                lib::hc_buf_first as *const c_void,
                "(buffer) -> u32",
            );
            def_c(
                &mut cx,
                &host,
                "pid",
                lib::hc_ptr_identity as *const c_void,
                "(pointer) -> pointer",
            );
        }
        eval(
            &mut cx,
            r#"
            globalThis.ran = 0;
            const buf = new Uint8Array([1, 2, 3]);
            globalThis.evil = [
                { valueOf() { ran++; return 1; } },
                { toString() { ran++; return 'x'; } },
                { [Symbol.toPrimitive]() { ran++; return 2; } },
                { get length() { ran++; return 1; } },
                new Proxy({}, { get() { ran++; return () => 1; }, has() { ran++; return true; },
                                getPrototypeOf() { ran++; return null; } }),
                new Proxy(buf, { get(t, k) { ran++; return Reflect.get(t, k); } }),
                new Proxy(buf.buffer, { get(t, k) { ran++; return Reflect.get(t, k); } }),
                Object.assign(Object.create(Uint8Array.prototype), { valueOf() { ran++; return 1; } }),
                new Date(0),
                new Number(5),
                new String('abc'),
                new Boolean(false),
                Object(1n),
                Object(Symbol('s')),
                Symbol('t'),
                [1],
                function f() { ran++; return 1; },
            ];
        "#,
        );
        let calls = [
            "add(e, 1)",
            "add(1, e)",
            "idf(e)",
            "idu64(e)",
            "not(e)",
            "strlen(e)",
            "sum(e)",
            "first(e)",
            "pid(e)",
        ];
        for call in calls {
            let src = format!(
                "evil.map((e) => {{ try {{ return String({call}); }} catch (x) {{ return x.name; }} }}).join()"
            );
            let out = eval_str(&mut cx, &src);
            assert_eq!(
                eval(&mut cx, "ran").as_number(),
                Some(0.0),
                "{path}: {call} ran script: {out}"
            );
            for (i, r) in out.split(',').enumerate() {
                // The proxy of a typed array or buffer is not one (Boa's views are not
                // proxies); every other object is refused too, except by `not`, whose
                // `ToBoolean` of an object is `true` without running anything.
                let ok = r == "TypeError" || (call == "not(e)" && r == "false");
                assert!(ok, "{path}: {call} with evil[{i}] gave {r} ({out})");
            }
        }
    }
}

/// Missing and extra arguments: extra ones are ignored, missing ones are `undefined` (a
/// `TypeError` under the strict policy; under coercion `NaN` for a number, a TypeError for a
/// string or a buffer, never a read of a value that is not there).
#[test]
fn argument_counts() {
    for (path, host) in both_policies() {
        let coercing = path.ends_with("coercing");
        let mut cx = Context::default();
        def(
            &mut cx,
            host.typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
                .unwrap(),
        );
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "strlen",
                lib::hc_strlen as *const c_void,
                "(cstring) -> usize",
            );
            def_c(
                &mut cx,
                &host,
                "sum",
                plain_sum as *const c_void,
                "(slice) -> u64",
            );
            def_c(
                &mut cx,
                &host,
                "copy",
                lib::hc_slice_copy as *const c_void,
                "(slice, slice) -> usize",
            );
        }
        let want_missing = if coercing { "1" } else { "TypeError" };
        assert_eq!(probe(&mut cx, "add(1)"), want_missing, "{path}");
        assert_eq!(
            probe(&mut cx, "add()"),
            if coercing { "0" } else { "TypeError" },
            "{path}"
        );
        assert_eq!(
            probe(
                &mut cx,
                "add(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)"
            ),
            "3",
            "{path}"
        );
        assert_eq!(
            probe(&mut cx, "add(...new Array(1000).fill(1))"),
            "2",
            "{path}"
        );
        assert_eq!(
            probe(&mut cx, "strlen()"),
            if coercing { "9" } else { "TypeError" },
            "{path}"
        );
        assert_eq!(probe(&mut cx, "sum()"), "TypeError", "{path}");
        assert_eq!(
            probe(&mut cx, "copy(new ArrayBuffer(4))"),
            "TypeError",
            "{path}"
        );
        assert_eq!(
            probe(&mut cx, "add.apply(null, [40, 2, 99])"),
            "42",
            "{path}"
        );
    }
}

/// A host function is not a constructor, however it was made a Boa function (a global, a
/// function object, a class member): `new` of it is a TypeError, as for Boa's own built-in
/// functions, and the native function is not called with the new object as `this`.
#[test]
fn host_functions_are_not_constructors() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        let calls = Rc::new(Cell::new(0));
        let c = calls.clone();
        let f = closure_rc(&host, "count", move |x: i32| {
            c.set(c.get() + 1);
            x
        })
        .unwrap();
        f.register_global(&mut cx).unwrap();
        let g = f.to_js_function(&mut cx);
        cx.register_global_property(js_string!("g"), g, boa_engine::property::Attribute::all())
            .unwrap();
        for src in [
            "new count(1)",
            "Reflect.construct(count, [1])",
            "new (count.bind(null, 1))()",
            "new g(1)",
            "(() => { class S extends count {} return new S(1); })()",
        ] {
            assert_eq!(probe(&mut cx, src), "TypeError", "{path}: {src}");
        }
        assert_eq!(calls.get(), 0, "{path}: called as a constructor");
        assert_eq!(probe(&mut cx, "count(5) + g(6)"), "11", "{path}");
        assert_eq!(
            eval_str(&mut cx, "'prototype' in count"),
            eval_str(&mut cx, "'prototype' in parseInt"),
            "{path}"
        );
    }
}

/// Fourteen parameters through a closure (its env and context make sixteen native ones),
/// fifteen through a plain Rust function: every argument lands where it belongs, on every
/// path, and one short is refused.
#[test]
fn widest_functions() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        let base = Rc::new(Cell::new(1000.0));
        let b = base.clone();
        #[allow(clippy::too_many_arguments)]
        let f14 = move |a: i8,
                        b2: u8,
                        c: i16,
                        d: u16,
                        e: i32,
                        f: u32,
                        g: i64,
                        h: u64,
                        i: f32,
                        j: f64,
                        k: bool,
                        l: isize,
                        m: usize,
                        n: f64|
              -> f64 {
            b.get()
                + f64::from(a)
                + 2.0 * f64::from(b2)
                + 3.0 * f64::from(c)
                + 4.0 * f64::from(d)
                + 5.0 * f64::from(e)
                + 6.0 * f64::from(f)
                + 7.0 * g as f64
                + 8.0 * h as f64
                + 9.0 * f64::from(i)
                + 10.0 * j
                + 11.0 * f64::from(u8::from(k))
                + 12.0 * l as f64
                + 13.0 * m as f64
                + 14.0 * n
        };
        def(&mut cx, closure_rc(&host, "f14", f14).unwrap());
        #[allow(clippy::too_many_arguments)]
        fn f15(
            a: i32,
            b: i32,
            c: i32,
            d: i32,
            e: i32,
            f: i32,
            g: i32,
            h: f64,
            i: f64,
            j: f64,
            k: f64,
            l: f64,
            m: f64,
            n: f64,
            o: f64,
        ) -> f64 {
            let ints = [a, b, c, d, e, f, g];
            let fl = [h, i, j, k, l, m, n, o];
            ints.iter()
                .enumerate()
                .map(|(x, &v)| (x as f64 + 1.0) * f64::from(v))
                .sum::<f64>()
                + fl.iter()
                    .enumerate()
                    .map(|(x, &v)| (x as f64 + 8.0) * v)
                    .sum::<f64>()
        }
        def(&mut cx, host.rust("f15", f15).unwrap());
        let want14 = 1000.0
            + 1.0
            + 2.0 * 2.0
            + 3.0 * 3.0
            + 4.0 * 4.0
            + 5.0 * 5.0
            + 6.0 * 6.0
            + 7.0 * 7.0
            + 8.0 * 8.0
            + 9.0 * 9.5
            + 10.0 * 10.25
            + 11.0
            + 12.0 * -12.0
            + 13.0 * 13.0
            + 14.0 * 14.5;
        for _ in 0..3 {
            let v = eval(
                &mut cx,
                "f14(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25, true, -12, 13, 14.5)",
            );
            assert_eq!(v.as_number(), Some(want14), "{path}");
        }
        base.set(0.0);
        assert_eq!(
            eval(
                &mut cx,
                "f14(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25, true, -12, 13, 14.5)"
            )
            .as_number(),
            Some(want14 - 1000.0),
            "{path}"
        );
        assert_eq!(
            probe(
                &mut cx,
                "f14(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25, true, -12, 13)"
            ),
            "TypeError"
        );
        let want15: f64 = (1..=7).map(|x| f64::from(x * x)).sum::<f64>()
            + (8..=15)
                .map(|x| f64::from(x) * (f64::from(x) + 0.5))
                .sum::<f64>();
        assert_eq!(
            eval(
                &mut cx,
                "f15(1, 2, 3, 4, 5, 6, 7, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5)"
            )
            .as_number(),
            Some(want15),
            "{path}"
        );
        assert_eq!(
            eval(&mut cx, "f14.length + f15.length").as_number(),
            Some(29.0)
        );
    }
}

// ---------------------------------------------------------------------------------------
// Buffers
// ---------------------------------------------------------------------------------------

/// The same bytes passed twice (as two slices, two buffers, a buffer and a view on it):
/// both pointers reach the same live bytes, and the native function's overlapping copy is
/// what `memmove` would make.
#[test]
fn the_same_buffer_twice() {
    extern "C" fn both(a: BufferArg, b: BufferArg) -> i32 {
        // SAFETY: the test passes buffers of at least 4 bytes.
        unsafe {
            *a.0 = 9;
            i32::from(*b.0) + if a.0 == b.0 { 100 } else { 0 }
        }
    }
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        def(
            &mut cx,
            host.typed("both", both as extern "C" fn(BufferArg, BufferArg) -> i32)
                .unwrap(),
        );
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "copy",
                lib::hc_slice_copy as *const c_void,
                "(slice, slice) -> usize",
            );
        }
        let cases = [
            (
                "(() => { const b = new ArrayBuffer(8); return both(b, b); })()",
                "109",
            ),
            (
                "(() => { const u = new Uint8Array(8); return both(u, u.buffer); })()",
                "109",
            ),
            (
                "(() => { const u = new Uint8Array(8); return both(u.subarray(1), u); })()",
                "0",
            ),
            (
                "(() => { const u = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]); \
                 const n = copy(u.subarray(2), u); return n + ':' + u.join(''); })()",
                "6:12123456",
            ),
            (
                "(() => { const u = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]); \
                 const n = copy(u, new DataView(u.buffer, 3)); return n + ':' + u.join(''); })()",
                "5:45678678",
            ),
            (
                "(() => { const b = new Uint8Array([1, 2, 3]).buffer; \
                 return copy(b, b) + ':' + new Uint8Array(b).join(''); })()",
                "3:123",
            ),
        ];
        for (src, want) in cases {
            assert_eq!(eval_str(&mut cx, src), want, "{path}: {src}");
        }
        assert_thunks_ran(path, &host);
    }
}

/// Resizable buffers at every size they pass through, zero-length buffers and views (a
/// real, non-null pointer and length 0), a 16 MiB buffer, `SharedArrayBuffer`s (not read:
/// refused), and a view whose buffer was detached after it was made.
#[test]
fn buffers_of_every_shape() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "sum",
                plain_sum as *const c_void,
                "(slice) -> u64",
            );
            def_c(
                &mut cx,
                &host,
                "len",
                lib::hc_slice_len as *const c_void,
                "(slice) -> usize",
            );
            def_c(
                &mut cx,
                &host,
                "isnull",
                lib::hc_slice_ptr_is_null as *const c_void,
                "(slice) -> i32",
            );
            def_c(
                &mut cx,
                &host,
                "fill",
                lib::hc_slice_fill as *const c_void,
                "(slice, u8) -> void",
            );
            def_c(
                &mut cx,
                &host,
                "bufnull",
                lib::hc_buf_is_null as *const c_void,
                "(buffer) -> bool",
            );
        }
        let cases = [
            ("isnull(new ArrayBuffer(0)) + ':' + len(new ArrayBuffer(0))", "0:0"),
            ("isnull(new Uint8Array(0)) + ':' + len(new Uint8Array(0))", "0:0"),
            ("isnull(new Uint8Array(8).subarray(8)) + ':' + len(new Uint8Array(8).subarray(8))", "0:0"),
            ("isnull(new DataView(new ArrayBuffer(4), 4))", "0"),
            ("bufnull(new ArrayBuffer(0)) + ':' + bufnull(null)", "false:true"),
            (
                "(() => { const r = new ArrayBuffer(0, { maxByteLength: 64 }); const t = new Uint8Array(r); \
                 const out = [isnull(r), len(r), len(t)]; r.resize(64); fill(t, 1); out.push(len(t), sum(r)); \
                 r.resize(10); out.push(len(t), sum(t)); r.resize(0); out.push(len(t), isnull(t)); \
                 r.resize(33); fill(r, 2); out.push(sum(t)); return out.join(); })()",
                "0,0,0,64,64,10,10,0,0,66",
            ),
            (
                // A fixed-length view that the shrink put out of bounds.
                "(() => { const r = new ArrayBuffer(16, { maxByteLength: 16 }); const t = new Uint8Array(r, 4, 8); \
                 t.fill(3); r.resize(8); let a; try { a = sum(t); } catch (e) { a = e.name; } \
                 r.resize(16); return a + ',' + sum(t); })()",
                // Out of bounds, a view's window is empty (its `byteLength` is 0), never
                // beyond the buffer; back in bounds it has its bytes again (4..8 kept).
                "0,12",
            ),
            (
                "(() => { const b = new ArrayBuffer(16 << 20); fill(b, 255); \
                 return sum(b) + ',' + len(new Uint32Array(b)) + ',' + sum(new Uint8Array(b, (16 << 20) - 3)); })()",
                "4278190080,16777216,765",
            ),
            (
                "[new SharedArrayBuffer(8), new Uint8Array(new SharedArrayBuffer(8)), \
                 new DataView(new SharedArrayBuffer(8))].map((b) => { try { return String(sum(b)); } \
                 catch (e) { return e.name; } }).join()",
                "TypeError,TypeError,TypeError",
            ),
        ];
        for (src, want) in cases {
            let got = eval_str(&mut cx, src);
            // A resizable buffer grown back zero-fills; the refused view reads 0 then.
            assert_eq!(got, want, "{path}: {src}");
        }
    }
}

/// The typed array and DataView getters scripts see (on the prototypes, on the instance,
/// on a subclass) are never what the binding reads: no script runs, the true window is
/// passed.
#[test]
fn view_getters_are_not_consulted() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        // SAFETY: the function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "sum",
                plain_sum as *const c_void,
                "(slice) -> u64",
            );
        }
        eval(
            &mut cx,
            r#"
            globalThis.ran = 0;
            globalThis.dvbuf = new Uint8Array([7, 8, 9]).buffer;
            globalThis.abuf = new Uint8Array([1, 1]).buffer;
            const TA = Object.getPrototypeOf(Uint8Array.prototype);
            for (const k of ['buffer', 'byteOffset', 'byteLength', 'length']) {
                Object.defineProperty(TA, k, { get() { ran++; return k === 'buffer' ? new ArrayBuffer(1 << 20) : 1 << 20; } });
                Object.defineProperty(DataView.prototype, k, { get() { ran++; return 1 << 20; } });
            }
            Object.defineProperty(ArrayBuffer.prototype, 'byteLength', { get() { ran++; return 1 << 20; } });
            class Sub extends Uint8Array { get byteLength() { ran++; return 1 << 20; } }
        "#,
        );
        let cases = [
            ("sum(new Uint8Array([1, 2, 3]).subarray(1))", "5"),
            ("sum(new Sub([4, 5, 6]))", "15"),
            ("sum(new DataView(dvbuf, 1, 1))", "8"),
            ("sum(new DataView(dvbuf, 1))", "17"),
            ("sum(abuf)", "2"),
            ("sum(new Uint16Array(abuf))", "2"),
        ];
        for (src, want) in cases {
            assert_eq!(eval_str(&mut cx, src), want, "{path}: {src}");
        }
        assert_eq!(eval(&mut cx, "ran").as_number(), Some(0.0), "{path}");
    }
}

// ---------------------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------------------

/// Eight string parameters in one call, the same string several times among them, each
/// with its own bytes; a closure that reads them all.
#[test]
fn many_strings_in_one_call() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        #[allow(clippy::too_many_arguments)]
        let cat = |a: CStrArg,
                   b: CStrArg,
                   c: CStrArg,
                   d: CStrArg,
                   e: CStrArg,
                   f: CStrArg,
                   g: CStrArg,
                   h: CStrArg|
         -> f64 {
            let mut ptrs = Vec::new();
            let mut total = 0usize;
            for (i, s) in [a, b, c, d, e, f, g, h].into_iter().enumerate() {
                // SAFETY: a `cstring` argument is a NUL-terminated string valid for the call.
                let bytes = unsafe { CStr::from_ptr(s.as_ptr()) }.to_bytes();
                assert!(std::str::from_utf8(bytes).is_ok());
                total += bytes.len() * (i + 1);
                ptrs.push(s.as_ptr());
            }
            ptrs.sort();
            ptrs.dedup();
            assert_eq!(ptrs.len(), 8, "each string in its own buffer");
            total as f64
        };
        def(&mut cx, closure_rc(&host, "cat", cat).unwrap());
        let src = "(() => { const s = 'é'.repeat(40000); const t = 'ab'; \
                   return cat(s, t, s, '', '😀', t, s, 'x'.repeat(70000)); })()";
        let want = 80000 * (1 + 3 + 7) + 2 * (2 + 6) + 4 * 5 + 70000 * 8;
        for _ in 0..4 {
            assert_eq!(eval(&mut cx, src).as_number(), Some(want as f64), "{path}");
        }
        // Short strings after long ones, and the other way round: the pool's buffers grow,
        // are dropped above its cap, and are reused.
        let src = "(() => { let n = 0; for (let i = 0; i < 200; i++) { const s = 'y'.repeat((i * 977) % 90000); \
                   n += cat(s, 'a', s, 'b', s, 'c', s, 'd'); } return n; })()";
        let want: usize = (0..200)
            .map(|i| ((i * 977) % 90000) * (1 + 3 + 5 + 7) + 2 + 4 + 6 + 8)
            .sum();
        assert_eq!(eval(&mut cx, src).as_number(), Some(want as f64), "{path}");
        assert_thunks_ran(path, &host);
    }
}

/// Strings of every representation and size through C: Latin-1 beyond ASCII, UTF-16 with
/// emoji, longer than the pool keeps (64 KiB), and what cannot be a C string (a NUL, a
/// lone surrogate) refused, never truncated.
#[test]
fn strings_of_every_shape() {
    for (path, host) in both_policies() {
        let coercing = path.ends_with("coercing");
        let mut cx = Context::default();
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "strlen",
                lib::hc_strlen as *const c_void,
                "(cstring) -> usize",
            );
            def_c(
                &mut cx,
                &host,
                "ident",
                lib::hc_str_identity as *const c_void,
                "(cstring) -> cstring",
            );
            def_c(
                &mut cx,
                &host,
                "skip",
                lib::hc_str_skip as *const c_void,
                "(cstring, u32) -> cstring",
            );
            def_c(
                &mut cx,
                &host,
                "cmp",
                lib::hc_str_cmp as *const c_void,
                "(cstring, cstring) -> i32",
            );
        }
        let cases = [
            ("strlen('é')", "2"),
            ("strlen('ÿ\\u0080\\u00a0')", "6"),
            ("strlen('😀')", "4"),
            ("strlen('\\uffff')", "3"),
            ("ident('é') === 'é'", "true"),
            ("ident('aé😀\\u0101') === 'aé😀\\u0101'", "true"),
            ("ident('') === ''", "true"),
            ("skip('héllo', 3)", "llo"),
            ("strlen('é'.repeat(100000))", "200000"),
            ("strlen('\\u0101'.repeat(100000))", "200000"),
            (
                "(() => { const s = 'é'.repeat(70000) + 'z'; return ident(s) === s; })()",
                "true",
            ),
            (
                "(() => { const s = '😀'.repeat(20000) + 'z'; return ident(s) === s; })()",
                "true",
            ),
            ("skip('x'.repeat(200000) + 'tail', 200000)", "tail"),
            (
                "(() => { const s = 'é'.repeat(50000); return cmp(s, s); })()",
                "0",
            ),
            (
                "cmp('a'.repeat(70000), 'a'.repeat(70000) + 'b') < 0",
                "true",
            ),
        ];
        for (src, want) in cases {
            for _ in 0..3 {
                assert_eq!(eval_str(&mut cx, src), want, "{path}: {src}");
            }
        }
        // Not a C string: refused under both policies (coercion's `ToString` of a string is
        // the string itself).
        for bad in [
            "'a\\u0000b'",
            "'\\ud800'",
            "'x\\udc00y'",
            "'é\\u0000'",
            "'\\u0000'",
        ] {
            assert_eq!(
                probe(&mut cx, &format!("strlen({bad})")),
                "TypeError",
                "{path}: {bad}"
            );
            assert_eq!(
                probe(&mut cx, &format!("ident({bad})")),
                "TypeError",
                "{path}: {bad}"
            );
        }
        let num = if coercing { "3" } else { "TypeError" };
        assert_eq!(probe(&mut cx, "strlen(1.5)"), num, "{path}");
        assert_thunks_ran(path, &host);
    }
}

/// A `cstring` result that points into a `cstring` argument is read before the argument's
/// buffer goes back to the pool (or is freed, above the pool's cap), on every path.
#[test]
fn string_results_into_arguments_outlive_the_release() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "ident",
                lib::hc_str_identity as *const c_void,
                "(cstring) -> cstring",
            );
            def_c(
                &mut cx,
                &host,
                "skip",
                lib::hc_str_skip as *const c_void,
                "(cstring, u32) -> cstring",
            );
        }
        let src = r#"(() => {
            let ok = true;
            for (let i = 0; i < 50; i++) {
                const big = String.fromCharCode(65 + (i % 26)).repeat(66000 + i);
                ok = ok && ident(big) === big && skip(big, 65999) === big.slice(65999);
                const s = 'é' + i;
                ok = ok && ident(s) === s;
            }
            return ok;
        })()"#;
        assert_eq!(eval(&mut cx, src).as_boolean(), Some(true), "{path}");
        assert_thunks_ran(path, &host);
    }
}

// ---------------------------------------------------------------------------------------
// Results at the edges
// ---------------------------------------------------------------------------------------

/// NaNs with payloads (which in Boa's NaN-boxing would read as objects, strings or
/// BigInts) come back as the canonical NaN, from `f64` and `f32` results, on every path.
#[test]
fn nan_payloads_are_canonical() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        def(&mut cx, host.rust("f64bits", f64::from_bits).unwrap());
        def(&mut cx, host.rust("f32bits", f32::from_bits).unwrap());
        extern "C" fn c64(bits: u64) -> f64 {
            f64::from_bits(bits)
        }
        def(
            &mut cx,
            host.typed("c64", c64 as extern "C" fn(u64) -> f64).unwrap(),
        );
        let payloads = [
            0x7ffc_0000_dead_beefu64, // object kind
            0x7ffd_0000_0000_1000,    // string kind
            0x7fff_0000_0000_1000,    // BigInt kind
            0x7ffe_0000_0000_0001,    // symbol kind
            0xfffc_0000_dead_beef,
            0xffff_ffff_ffff_ffff,
            0x7ff0_0000_0000_0001,
        ];
        for bits in payloads {
            for f in ["f64bits", "c64"] {
                let src = format!("(() => {{ const v = {f}({bits}n); return typeof v + ':' + Number.isNaN(v); }})()");
                assert_eq!(eval_str(&mut cx, &src), "number:true", "{path}: {src}");
            }
        }
        for bits in [0x7fc0_0001u32, 0xffff_ffff, 0x7fbf_ffff, 0xff80_0001] {
            let src = format!("(() => {{ const v = f32bits({bits}); return typeof v + ':' + Number.isNaN(v); }})()");
            assert_eq!(eval_str(&mut cx, &src), "number:true", "{path}: {src}");
        }
        assert_eq!(
            eval_str(&mut cx, "Object.is(f64bits(0x8000000000000000n), -0)"),
            "true"
        );
    }
}

/// 64-bit integers at their edges, both ways: BigInts in range pass exactly, out of range
/// (huge, negative for unsigned) are a RangeError under both policies; results box as
/// numbers while exact, else BigInts.
#[test]
fn sixty_four_bit_edges() {
    for (path, host) in both_policies() {
        let coercing = path.ends_with("coercing");
        let mut cx = Context::default();
        def(
            &mut cx,
            host.typed("i64", lib::hc_id_i64 as extern "C" fn(i64) -> i64)
                .unwrap(),
        );
        def(
            &mut cx,
            host.typed("u64", lib::hc_id_u64 as extern "C" fn(u64) -> u64)
                .unwrap(),
        );
        def(
            &mut cx,
            host.typed(
                "ptr",
                lib::hc_ptr_identity as extern "C" fn(*mut c_void) -> *mut c_void,
            )
            .unwrap(),
        );
        let cases = [
            ("i64(-(2n ** 63n)) === -(2n ** 63n)", "true"),
            ("i64(2n ** 63n - 1n) === 2n ** 63n - 1n", "true"),
            ("u64(2n ** 64n - 1n) === 2n ** 64n - 1n", "true"),
            (
                "typeof i64(2n ** 53n) + i64(2n ** 53n)",
                "number9007199254740992",
            ),
            ("typeof i64(2n ** 53n + 1n)", "bigint"),
            (
                "typeof i64(-(2n ** 53n)) + i64(-(2n ** 53n))",
                "number-9007199254740992",
            ),
            ("typeof i64(-(2n ** 53n) - 1n)", "bigint"),
            ("typeof u64(2n ** 53n + 1n)", "bigint"),
            ("u64(0n)", "0"),
            ("i64(-1n)", "-1"),
            ("ptr(2n ** 64n - 1n) === 2n ** 64n - 1n", "true"),
            ("ptr(null)", "null"),
            ("ptr(0)", "null"),
        ];
        for (src, want) in cases {
            assert_eq!(eval_str(&mut cx, src), want, "{path}: {src}");
        }
        for bad in [
            "u64(-1n)",
            "u64(2n ** 64n)",
            "i64(2n ** 63n)",
            "i64(-(2n ** 63n) - 1n)",
            "u64(10n ** 400n)",
            "i64(-(10n ** 400n))",
            "ptr(-1n)",
            "ptr(2n ** 64n)",
        ] {
            // Strict: the lane's RangeError; coercing: `ToNumber` of a BigInt throws.
            let got = probe(&mut cx, bad);
            let ok = got == "RangeError" || (coercing && got == "TypeError");
            assert!(ok, "{path}: {bad} gave {got}");
        }
        // Numbers beyond 2^53 or fractional are refused by the lossless lane; coercion
        // reduces them modulo 2^64 as `BigInt.asIntN`/`asUintN` of the truncation would.
        let big = if coercing { "0" } else { "RangeError" };
        assert_eq!(probe(&mut cx, "u64(2 ** 64)"), big, "{path}");
        let frac = if coercing { "-1" } else { "RangeError" };
        assert_eq!(probe(&mut cx, "i64(-1.5)"), frac, "{path}");
    }
}

// ---------------------------------------------------------------------------------------
// Lifetimes
// ---------------------------------------------------------------------------------------

/// The Boa function keeps what it needs: the `Host` and the `HostFunction` dropped, the
/// function still works; made in one context, called from another after the first was
/// dropped; one `HostFunction` registered in two contexts.
#[test]
fn functions_outlive_their_host_and_context() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut a = Context::default();
        let mut b = Context::default();
        let f = host
            .typed("add", lib::hc_add_i32 as extern "C" fn(i32, i32) -> i32)
            .unwrap();
        let s = {
            // SAFETY: the function has the signature given.
            unsafe {
                host.function(
                    "ident",
                    lib::hc_str_identity as *const c_void,
                    "(cstring) -> cstring",
                )
            }
            .unwrap()
        };
        f.register_global(&mut a).unwrap();
        f.register_global(&mut b).unwrap();
        s.register_global(&mut a).unwrap();
        let fa = f.to_js_function(&mut a);
        let sa = s.to_js_function(&mut a);
        drop((f, s, host));
        assert_eq!(eval_str(&mut a, "add(1, 2) + ident('é')"), "3é", "{path}");
        assert_eq!(eval_str(&mut b, "add(3, 4)"), "7", "{path}");
        drop(a);
        boa_engine::gc::force_collect();
        let v = fa
            .call(
                &JsValue::undefined(),
                &[JsValue::from(20), JsValue::from(22)],
                &mut b,
            )
            .unwrap();
        assert_eq!(v.as_number(), Some(42.0), "{path}");
        let v = sa
            .call(
                &JsValue::undefined(),
                &[JsValue::from(js_string!("ü"))],
                &mut b,
            )
            .unwrap();
        assert_eq!(v.to_string(&mut b).unwrap().to_std_string_escaped(), "ü");
        b.register_global_property(
            js_string!("fa"),
            fa.clone(),
            boa_engine::property::Attribute::all(),
        )
        .unwrap();
        assert_eq!(eval_str(&mut b, "fa(fa(1, 1), 40)"), "42", "{path}");
    }
}

/// A closure's captured state lives while any Boa function made from it can be called
/// (across contexts, after its `Host` and `HostFunction` are gone), and is dropped once.
#[test]
fn closure_state_lives_with_its_functions() {
    struct Tracked(Rc<Cell<u32>>);
    impl Drop for Tracked {
        fn drop(&mut self) {
            self.0.set(self.0.get() + 1);
        }
    }
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let drops = Rc::new(Cell::new(0));
        let t = Tracked(drops.clone());
        let calls = Rc::new(Cell::new(0));
        let c = calls.clone();
        let f = closure_rc(&host, "tick", move |x: i32| {
            let _keep = &t;
            c.set(c.get() + 1);
            x + 1
        })
        .unwrap();
        let mut a = Context::default();
        let mut b = Context::default();
        f.register_global(&mut a).unwrap();
        let fb = f.to_js_function(&mut b);
        drop((f, host));
        assert_eq!(eval_str(&mut a, "tick(tick(1))"), "3", "{path}");
        drop(a);
        boa_engine::gc::force_collect();
        assert_eq!(drops.get(), 0, "{path}: b's function still holds it");
        let v = fb
            .call(&JsValue::undefined(), &[JsValue::from(9)], &mut b)
            .unwrap();
        assert_eq!(v.as_number(), Some(10.0), "{path}");
        drop(fb);
        drop(b);
        boa_engine::gc::force_collect();
        assert_eq!(
            drops.get(),
            1,
            "{path}: dropped once, with the last function"
        );
        assert_eq!(calls.get(), 3);
    }
}

// ---------------------------------------------------------------------------------------
// Re-entrancy, the collector and panics inside a call
// ---------------------------------------------------------------------------------------

/// A closure that runs script in another context during its call (the only way a call can
/// re-enter Boa: the calling context is borrowed), calling functions of the same host with
/// strings, buffers and a forced collection in between: the outer call's string and buffer
/// are still intact when it reads them again.
#[test]
fn reentrant_calls_keep_the_outer_arguments() {
    for (path, host) in both_policies() {
        let inner = Rc::new(RefCell::new(Context::default()));
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut inner.borrow_mut(),
                &host,
                "strlen",
                lib::hc_strlen as *const c_void,
                "(cstring) -> usize",
            );
            def_c(
                &mut inner.borrow_mut(),
                &host,
                "ident",
                lib::hc_str_identity as *const c_void,
                "(cstring) -> cstring",
            );
        }
        let cx2 = Rc::downgrade(&inner);
        let nested = move |s: CStrArg, b: BufferArg, n: usize| -> f64 {
            // SAFETY: the arguments are valid for the call.
            let before = unsafe { CStr::from_ptr(s.as_ptr()) }.to_owned();
            // SAFETY: as above: `b` holds `n` bytes.
            let bytes_before = unsafe { std::slice::from_raw_parts(b.0, n) }.to_vec();
            let cx2 = cx2.upgrade().unwrap();
            let out = cx2
                .borrow_mut()
                .eval(Source::from_bytes(
                    "(() => { let t = 0; for (let i = 0; i < 300; i++) { t += strlen('é'.repeat(i * 300)); \
                     ident('q'.repeat(70000)); } return t; })()",
                ))
                .unwrap();
            boa_engine::gc::force_collect();
            // SAFETY: as above.
            let after = unsafe { CStr::from_ptr(s.as_ptr()) };
            // SAFETY: as above.
            let bytes_after = unsafe { std::slice::from_raw_parts(b.0, n) };
            assert_eq!(before.as_c_str(), after);
            assert_eq!(bytes_before, bytes_after);
            out.as_number().unwrap() + after.to_bytes().len() as f64
        };
        let mut cx = Context::default();
        def(&mut cx, closure_rc(&host, "nested", nested).unwrap());
        let want = (0..300).map(|i| i * 600).sum::<usize>() + 200_000;
        for _ in 0..2 {
            let v = eval(
                &mut cx,
                "(() => { const u = new Uint8Array([1, 2, 3]); return nested('é'.repeat(100000), u, 3); })()",
            );
            assert_eq!(v.as_number(), Some(want as f64), "{path}");
        }
    }
}

/// A closure that tries to re-enter the context that is calling it (through a shared
/// `RefCell`) fails with a panic, which becomes the script's exception; the context is
/// usable afterwards.
#[test]
fn reentering_the_calling_context_is_an_exception() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let shared: Rc<RefCell<Option<Weak<RefCell<Context>>>>> = Rc::new(RefCell::new(None));
        let s = shared.clone();
        let f = closure_rc(&host, "reenter", move || -> i32 {
            let cx = s.borrow().as_ref().and_then(Weak::upgrade).unwrap();
            let v = cx.borrow_mut().eval(Source::from_bytes("1")).unwrap();
            v.as_number().unwrap() as i32
        })
        .unwrap();
        let cx = Rc::new(RefCell::new(Context::default()));
        f.register_global(&mut cx.borrow_mut()).unwrap();
        *shared.borrow_mut() = Some(Rc::downgrade(&cx));
        let out = eval_str(
            &mut cx.borrow_mut(),
            "(() => { try { return String(reenter()); } catch (e) { return e.name + ':' + e.message; } })()",
        );
        assert!(
            out.starts_with("Error:") && out.contains("panicked"),
            "{path}: {out}"
        );
        assert_eq!(eval_str(&mut cx.borrow_mut(), "1 + 1"), "2");
        shared.borrow_mut().take();
    }
}

/// Panics of any payload inside closures and Rust functions become exceptions: a string, a
/// `String`, an integer, a boxed struct; the function and the engine stay usable.
#[test]
fn panics_with_any_payload() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        let f = closure_rc(&host, "boom", move |k: i32| -> i32 {
            match k {
                0 => panic!("static str"),
                1 => panic!("formatted {k}"),
                2 => std::panic::panic_any(42u64),
                3 => std::panic::panic_any(vec![1u8; 1000]),
                _ => k,
            }
        })
        .unwrap();
        def(&mut cx, f);
        def(
            &mut cx,
            host.rust("boom2", |k: i32| -> i32 {
                if k == 0 {
                    std::panic::panic_any(Box::new(7u32))
                }
                k
            })
            .unwrap(),
        );
        let msg = |cx: &mut Context, call: &str| {
            eval_str(
                cx,
                &format!("(() => {{ try {{ return String({call}); }} catch (e) {{ return e.name + ':' + e.message; }} }})()"),
            )
        };
        assert!(msg(&mut cx, "boom(0)").contains("static str"), "{path}");
        assert!(msg(&mut cx, "boom(1)").contains("formatted 1"), "{path}");
        assert!(msg(&mut cx, "boom(2)").starts_with("Error:"), "{path}");
        assert!(msg(&mut cx, "boom(3)").starts_with("Error:"), "{path}");
        assert!(msg(&mut cx, "boom2(0)").starts_with("Error:"), "{path}");
        assert_eq!(msg(&mut cx, "boom(5) + boom2(6)"), "11", "{path}");
    }
}

// ---------------------------------------------------------------------------------------
// Receivers
// ---------------------------------------------------------------------------------------

struct Counter {
    value: Cell<i32>,
}

/// # Safety
/// `c` is a `Counter`.
unsafe extern "C" fn counter_add(c: ReceiverArg, n: i32) -> i32 {
    // SAFETY: the function's contract.
    let c = unsafe { &*c.0.cast::<Counter>() };
    c.value.set(c.value.get().wrapping_add(n));
    c.value.get()
}

/// # Safety
/// `c` is a `Counter`.
unsafe extern "C" fn counter_get(c: ReceiverArg) -> i32 {
    // SAFETY: the function's contract.
    unsafe { &*c.0.cast::<Counter>() }.value.get()
}

fn entry<F: HostFnType>(f: F) -> (*const c_void, Signature) {
    (f.address(), F::signature())
}

fn counter_spec() -> ClassSpec {
    let add = entry(counter_add as unsafe extern "C" fn(ReceiverArg, i32) -> i32);
    // SAFETY: each entry pairs a function with its type's signature; receivers are Counters.
    unsafe {
        ClassSpec::new().method("add", add.0, add.1).property(
            "value",
            entry(counter_get as unsafe extern "C" fn(ReceiverArg) -> i32),
            None,
        )
    }
}

/// What a script can make of an instance: a Proxy of it, an object inheriting from it or
/// from its prototype, a subclass instance, the prototype itself, primitives, another
/// host's instance of a class defined from the same spec, an accessor pulled off its
/// descriptor. Only real instances of the class reach the native function.
#[test]
fn receivers_script_can_forge() {
    for (path, host) in hosts(ConversionPolicy::js_coercing()) {
        let other_host = Host::new().unwrap();
        let mut cx = Context::default();
        let class = host
            .define_class(&mut cx, "Counter", counter_spec())
            .unwrap();
        let twin = other_host
            .define_class(&mut cx, "Counter", counter_spec())
            .unwrap();
        let a = Counter {
            value: Cell::new(10),
        };
        let b = Counter {
            value: Cell::new(500),
        };
        // SAFETY: both counters outlive the context (dropped after it, below).
        let (oa, ob) = unsafe {
            (
                host.instance(&class, (&a as *const Counter).cast_mut().cast()),
                other_host.instance(&twin, (&b as *const Counter).cast_mut().cast()),
            )
        };
        cx.register_global_property(js_string!("a"), oa, boa_engine::property::Attribute::all())
            .unwrap();
        cx.register_global_property(js_string!("b"), ob, boa_engine::property::Attribute::all())
            .unwrap();
        let cases = [
            ("a.add(1)", "11"),
            ("a.value", "11"),
            ("new Proxy(a, {}).add(1)", "TypeError"),
            ("Reflect.apply(a.add, new Proxy(a, {}), [1])", "TypeError"),
            ("Object.create(a).add(1)", "TypeError"),
            ("Object.create(Object.getPrototypeOf(a)).add(1)", "TypeError"),
            ("Object.getPrototypeOf(a).add(1)", "TypeError"),
            ("Object.getPrototypeOf(a).value", "TypeError"),
            ("(() => { function F() {} F.prototype = Object.getPrototypeOf(a); return new F().add(1); })()", "TypeError"),
            ("(() => { class S extends Object { } Object.setPrototypeOf(S.prototype, Object.getPrototypeOf(a)); return new S().add(1); })()", "TypeError"),
            ("a.add.call(b, 1)", "TypeError"),
            ("b.add.call(a, 1)", "TypeError"),
            ("b.add(1)", "501"),
            ("a.add.call(1, 1)", "TypeError"),
            ("a.add.call('a', 1)", "TypeError"),
            ("a.add.call(undefined, 1)", "TypeError"),
            ("a.add.call(null, 1)", "TypeError"),
            ("a.add.call(Symbol(), 1)", "TypeError"),
            ("Object.getOwnPropertyDescriptor(Object.getPrototypeOf(a), 'value').get.call(2n)", "TypeError"),
            ("Object.getOwnPropertyDescriptor(Object.getPrototypeOf(a), 'value').get.call(a)", "11"),
            ("(() => { const f = a.add; return f(1); })()", "TypeError"),
            // An instance moved under another prototype is still the instance.
            ("(() => { Object.setPrototypeOf(a, null); const r = Reflect.apply(b.add, a, [0]); return r; })()", "TypeError"),
            ("Reflect.apply(Object.getPrototypeOf(b).add, b, [1])", "502"),
            ("(() => { const add = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(b), 'add').value; return add.call(b, 1); })()", "503"),
        ];
        for (src, want) in cases {
            assert_eq!(probe(&mut cx, src), want, "{path}: {src}");
        }
        // Still the same native objects, changed only by the calls that were accepted.
        assert_eq!((a.value.get(), b.value.get()), (11, 503), "{path}");
        drop(cx);
        boa_engine::gc::force_collect();
    }
}

/// A `Uint8Array` result (`bytes_new`) made while the collector runs in between (a
/// closure's forced collection, many results kept across collections).
#[test]
fn results_survive_collections_made_during_calls() {
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        def(
            &mut cx,
            closure_rc(&host, "gc", || {
                boa_engine::gc::force_collect();
                1
            })
            .unwrap(),
        );
        // SAFETY: each function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "ident",
                lib::hc_str_identity as *const c_void,
                "(cstring) -> cstring",
            );
            def_c(
                &mut cx,
                &host,
                "pow2",
                lib::hc_pow2_u64 as *const c_void,
                "(u32, i32) -> u64",
            );
        }
        let src = r#"(() => {
            const keep = [];
            for (let i = 0; i < 300; i++) {
                keep.push(ident('s' + i + 'é'.repeat(i)), pow2(63, i), { i });
                gc();
            }
            let ok = true;
            for (let i = 0; i < 300; i++) {
                ok = ok && keep[3 * i] === 's' + i + 'é'.repeat(i)
                    && keep[3 * i + 1] === (1n << 63n) + BigInt(i) && keep[3 * i + 2].i === i;
            }
            return ok;
        })()"#;
        assert_eq!(eval(&mut cx, src).as_boolean(), Some(true), "{path}");
    }
}

/// A buffer detached from Rust between calls (`JsArrayBuffer::detach`) is refused by the
/// next call on every path, including a compiled thunk that already read it before.
#[test]
fn detached_between_calls() {
    for (path, host) in both_policies() {
        let mut cx = Context::default();
        // SAFETY: the function has the signature given.
        unsafe {
            def_c(
                &mut cx,
                &host,
                "sum",
                plain_sum as *const c_void,
                "(slice) -> u64",
            );
        }
        let b = eval(
            &mut cx,
            "globalThis.b = new Uint8Array([1, 2, 3]).buffer; globalThis.v = new Uint8Array(b, 1); \
             for (let i = 0; i < 50; i++) { sum(b); sum(v); } b",
        );
        let buf = JsArrayBuffer::from_object(b.as_object().unwrap()).unwrap();
        buf.detach(&JsValue::undefined()).unwrap();
        assert_eq!(
            eval_str(&mut cx, "[b, v].map((x) => { try { return String(sum(x)); } catch (e) { return e.name; } }).join()"),
            "TypeError,TypeError",
            "{path}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Unwinding out of a closure's shim
// ---------------------------------------------------------------------------------------

/// Runs test `name` of this binary in a child process (with `HC_ATTACK_CHILD` set) and
/// returns its exit status and output.
fn in_child(name: &str) -> (std::process::ExitStatus, String) {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            name,
            "--include-ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("HC_ATTACK_CHILD", "1")
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status, text)
}

fn is_child() -> bool {
    std::env::var_os("HC_ATTACK_CHILD").is_some()
}

/// A panic payload whose own `Drop` panics: the shim catches the first panic, but dropping
/// the payload unwinds again, out of an `extern "C"` function, which aborts the process.
/// (Safe code can do it: `panic_any` of any `Send + 'static` value.)
#[test]
fn a_payload_that_panics_on_drop_does_not_abort() {
    let (status, out) = in_child("payload_that_panics_on_drop_child");
    assert!(
        status.success(),
        "the child died ({status}): {}",
        out.lines().rev().take(8).collect::<Vec<_>>().join(" | ")
    );
}

struct PanicOnDrop;
impl Drop for PanicOnDrop {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            panic!("payload dropped");
        }
    }
}

#[test]
fn payload_that_panics_on_drop_child() {
    if !is_child() {
        return;
    }
    for (path, host) in hosts(ConversionPolicy::strict()) {
        let mut cx = Context::default();
        let state = Rc::new(Cell::new(0));
        def(
            &mut cx,
            closure_rc(&host, "boom", move |x: i32| -> i32 {
                state.set(x);
                std::panic::panic_any(PanicOnDrop)
            })
            .unwrap(),
        );
        def(
            &mut cx,
            host.rust("boom2", |_x: i32| -> i32 {
                std::panic::panic_any(PanicOnDrop)
            })
            .unwrap(),
        );
        assert_eq!(probe(&mut cx, "boom(1)"), "Error", "{path}");
        assert_eq!(probe(&mut cx, "boom2(1)"), "Error", "{path}");
    }
}
