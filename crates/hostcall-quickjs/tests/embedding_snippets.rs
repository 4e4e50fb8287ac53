//! The Rust blocks of docs/embedding.md, as compiled (and, where they can run here, run)
//! code: each sits between `// docs/embedding.md: begin` and `// docs/embedding.md: end`
//! exactly as the guide shows it (`hostcall-testkit/tests/doc_snippets.rs` checks that), in
//! a function that supplies what the guide's text around it names.

#![allow(unused_variables, clippy::let_unit_value)]

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::error::Error;
use std::ffi::{c_char, c_void};

use hostcall::layout::quickjs_tags;
use hostcall::{
    Backend, CallFrame, ConversionPolicy, Dispatcher, HostError, HostFnType, LayoutRef, MethodData,
    MethodHandle, MethodId, Status, Value,
};

// The hooks of section 1, for an engine that has no strings, buffers, BigInts or host
// classes (each refuses, as a hook does for a value it cannot take) and keeps a host error's
// message in its context.

unsafe extern "C" fn my_string_acquire(
    _: *mut c_void,
    _: *const Value,
    _: *mut usize,
) -> *const c_char {
    std::ptr::null()
}
unsafe extern "C" fn my_string_release(_: *mut c_void, _: *const c_char) {}
unsafe extern "C" fn my_string_new(_: *mut c_void, _: *const c_char, _: *mut Value) -> bool {
    false
}
unsafe extern "C" fn my_buffer_data(
    _: *mut c_void,
    _: *const Value,
    _: *mut *mut u8,
    _: *mut usize,
) -> bool {
    false
}
unsafe extern "C" fn my_bigint_to_i64(_: *mut c_void, _: *const Value, _: *mut i64) -> bool {
    false
}
unsafe extern "C" fn my_bigint_to_u64(_: *mut c_void, _: *const Value, _: *mut u64) -> bool {
    false
}
unsafe extern "C" fn my_bigint_from_i64(_: *mut c_void, _: i64, _: *mut Value) -> bool {
    false
}
unsafe extern "C" fn my_bigint_from_u64(_: *mut c_void, _: u64, _: *mut Value) -> bool {
    false
}
unsafe extern "C" fn my_throw(cx: *mut c_void, err: *mut HostError) {
    // SAFETY: hostcall hands over an error it boxed, once; `cx` is the `Option<String>`
    // this test passes as its context.
    unsafe {
        let err = hostcall::layout::take_host_error(err);
        *cx.cast::<Option<String>>() = Some(err.to_string());
    }
}
unsafe extern "C" fn my_receiver(_: *mut c_void, _: *const Value, _: u64) -> *mut c_void {
    std::ptr::null_mut()
}

#[rustfmt::skip]
fn section_1() -> Result<LayoutRef, Box<dyn Error>> {
    // docs/embedding.md: begin
    use hostcall::{Hooks, ValueLayout};

    let layout = ValueLayout::quickjs_ng_64(Hooks {
        string_acquire: Some(my_string_acquire), // value -> NUL-terminated UTF-8 (borrowed)
        string_release: Some(my_string_release),
        string_new: Some(my_string_new),         // C string -> new string (cstring results)
        buffer_data: Some(my_buffer_data),       // ArrayBuffer / typed array -> bytes
        bigint_to_i64: Some(my_bigint_to_i64), bigint_to_u64: Some(my_bigint_to_u64),
        bigint_from_i64: Some(my_bigint_from_i64), bigint_from_u64: Some(my_bigint_from_u64),
        throw: Some(my_throw),                   // HostError -> pending exception (required)
        receiver: Some(my_receiver),             // `this` + class -> native object, or null
        // Only signatures under a dialect need these (an FFI's pointer objects and buffer rule,
        // `hostcall::Dialect`; Deno's FFI binds every symbol under `Dialect::DENO`):
        pointer_address: None, pointer_new: None, ffi_buffer_data: None,
        ..Hooks::default()
    });
    // SAFETY: the hooks honour their contracts and the encoding is QuickJS-NG's (see
    // `ValueLayout::register`: generated code trusts a registered layout completely).
    let layout = unsafe { layout.register() }?; // interned for the process: a LayoutRef, part of every cache key
    // docs/embedding.md: end
    Ok(layout)
}

#[rustfmt::skip]
fn section_2(layout: LayoutRef, method_data: MethodData) -> Result<(Dispatcher, MethodHandle), Box<dyn Error>> {
    // docs/embedding.md: begin
    let dispatcher = Dispatcher::new(layout, ConversionPolicy::strict())?   // or js_coercing(),
        .with_backend(Backend::default())?;                                 //   or custom converters
    let handle = dispatcher.register(method_data)?;
    // docs/embedding.md: end
    Ok((dispatcher, handle))
}

/// # Safety
///
/// As `CallFrame::new`, for these arguments.
#[allow(clippy::too_many_arguments)]
#[rustfmt::skip]
unsafe fn section_3(
    layout: LayoutRef,
    dispatcher: &Dispatcher,
    handle: MethodHandle,
    cx: *mut c_void,
    this: *const Value,
    argv: *const Value,
    argc: usize,
    ret: *mut Value,
) {
    // docs/embedding.md: begin
    // SAFETY: argv holds argc live values of the layout, `this` is null or live, ret is
    // writable and apart from the arguments, cx is our context; the frame lives for this call.
    let frame = unsafe { CallFrame::new(layout, cx, this, argv, argc, ret) };
    match dispatcher.call(handle, &frame) {
        Status::Ok => { /* *ret holds the boxed result (owned) */ }
        Status::Threw => { /* an exception is pending in the engine */ }
        Status::Fallback => unreachable!(), // the dispatcher runs the slow path itself
    }
    // docs/embedding.md: end
}

/// QuickJS-NG's `JSValue` on 64-bit, the layout section 1 registers.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
struct JsValue {
    payload: u64,
    tag: i64,
}

fn int(i: i32) -> JsValue {
    JsValue {
        payload: u64::from(i as u32),
        tag: quickjs_tags::INT,
    }
}

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

#[test]
fn sections_1_to_3_call_a_host_function() -> Result<(), Box<dyn Error>> {
    let layout = section_1()?;
    let f = add as extern "C" fn(i32, i32) -> i32;
    // SAFETY: the signature is derived from the function's own type.
    let data = unsafe {
        MethodData::new(
            MethodId::of(f.address(), &<extern "C" fn(i32, i32) -> i32>::signature()),
            f.address(),
            <extern "C" fn(i32, i32) -> i32>::signature(),
        )?
    };
    let (dispatcher, handle) = section_2(layout, data)?;
    let mut exception: Option<String> = None;
    let cx = (&mut exception as *mut Option<String>).cast::<c_void>();
    let mut ret = JsValue {
        payload: 0,
        tag: quickjs_tags::UNDEFINED,
    };
    let ret_ptr = (&mut ret as *mut JsValue).cast::<Value>();
    for (argv, want) in [(vec![int(40), int(2)], Some(int(42))), (vec![int(1)], None)] {
        // SAFETY: `argv` holds live values of the layout, `ret` one writable slot apart
        // from them, `cx` what `my_throw` expects; all outlive the call.
        unsafe {
            section_3(
                layout,
                &dispatcher,
                handle,
                cx,
                std::ptr::null(),
                argv.as_ptr().cast(),
                argv.len(),
                ret_ptr,
            )
        };
        match want {
            Some(v) => assert_eq!(ret, v),
            // Too few arguments: a TypeError through `my_throw`.
            None => assert!(
                exception.take().is_some_and(|m| m.contains("argument")),
                "no exception"
            ),
        }
    }
    Ok(())
}

#[rustfmt::skip]
fn coming_from_rquickjs_func() -> Result<(), Box<dyn Error>> {
    use rquickjs::{Context, Runtime};
    use std::cell::Cell;
    use std::rc::Rc;
    // docs/embedding.md: begin
    // before: rquickjs's typed closure
    // use rquickjs::function::Func;
    // after: the same closure through hostcall (one changed line)
    use hostcall_quickjs::Func;

    let runtime = Runtime::new()?;
    let context = Context::full(&runtime)?;
    context.with(|ctx| {
        let ticks = Rc::new(Cell::new(0u32));
        ctx.globals().set("add", Func::from(|a: i32, b: i32| a + b))?;
        ctx.globals().set("tick", Func::from(move || { ticks.set(ticks.get() + 1); ticks.get() }))?;
        ctx.eval::<(), _>("for (let i = 0; i < 1e6; i++) add(i, 1)")
    })?;
    // docs/embedding.md: end
    context.with(|ctx| {
        assert_eq!(ctx.eval::<u32, _>("tick(); tick()").ok(), Some(2));
        assert!(hostcall_quickjs::Host::get(&ctx).is_some_and(|h| h.counts().thunk >= 1_000_000));
    });
    Ok(())
}

#[test]
fn the_func_swap_runs() -> Result<(), Box<dyn Error>> {
    coming_from_rquickjs_func()
}

#[rustfmt::skip]
fn attach_with_options(ctx: rquickjs::Ctx<'_>) -> Result<(), Box<dyn Error>> {
    // docs/embedding.md: begin
    use hostcall_quickjs::{ClosureConversions, Host, HostOptions};

    let host = Host::attach(&ctx, HostOptions {
        conversions: ClosureConversions::Policy,    // the host's policy instead of rquickjs's
        policy: ConversionPolicy::js_coercing(),   // JavaScript's coercions off the fast lane
        ..HostOptions::default()
    })?;
    let k = 10;
    ctx.globals().set("addk", host.func(&ctx, move |a: i32, b: i32| a + b + k)?)?;
    // Elsewhere, from any context of the same runtime:
    let host = Host::get(&ctx).expect("attached");
    // docs/embedding.md: end
    // The host's coercing policy: '5' is 5.
    assert_eq!(ctx.eval::<i32, _>("addk('5', 1)")?, 16);
    Ok(())
}

#[test]
fn attaching_with_options_runs() -> Result<(), Box<dyn Error>> {
    let runtime = rquickjs::Runtime::new()?;
    let context = rquickjs::Context::full(&runtime)?;
    context.with(attach_with_options)
}

#[cfg(feature = "macros")]
#[rustfmt::skip]
mod meter {
    // docs/embedding.md: begin
    // before
    // use rquickjs::{class, methods};
    // after (the only change)
    use hostcall_quickjs::{class, methods};

    #[derive(rquickjs::class::Trace, rquickjs::JsLifetime)]
    #[class]
    pub struct Meter { base: i32 }

    #[methods]
    impl Meter {
        #[qjs(constructor)]
        pub fn new(base: i32) -> Meter { Meter { base } }
        pub fn add(&self, d: i32) -> i32 { d + self.base }
        #[qjs(get)]
        pub fn base(&self) -> i32 { self.base }
    }
    // rquickjs::Class::<Meter>::define(&ctx.globals())?;
    // docs/embedding.md: end
}

#[cfg(feature = "macros")]
#[test]
fn the_class_swap_runs() -> Result<(), Box<dyn Error>> {
    let runtime = rquickjs::Runtime::new()?;
    let context = rquickjs::Context::full(&runtime)?;
    context.with(|ctx| -> Result<(), Box<dyn Error>> {
        rquickjs::Class::<meter::Meter>::define(&ctx.globals())?;
        assert_eq!(
            ctx.eval::<i32, _>("const m = new Meter(2); m.add(1) + m.base")?,
            5
        );
        Ok(())
    })
}

#[rustfmt::skip]
fn own_types(ctx: &rquickjs::Ctx<'_>) -> Result<(), Box<dyn Error>> {
    use hostcall_quickjs::Func;
    use rquickjs::{Ctx, FromJs, Value};
    // docs/embedding.md: begin
    struct Point { x: f64, y: f64 }
    impl<'js> FromJs<'js> for Point {
        fn from_js(_ctx: &Ctx<'js>, v: Value<'js>) -> rquickjs::Result<Point> {
            let o = rquickjs::Object::from_value(v)?;
            Ok(Point { x: o.get("x")?, y: o.get("y")? })
        }
    }
    ctx.globals().set("dot", Func::from(|p: Point, k: f64| (p.x * p.y) * k))?;
    // docs/embedding.md: end
    assert_eq!(ctx.eval::<f64, _>("dot({ x: 2, y: 3 }, 0.5)")?, 3.0);
    Ok(())
}

#[test]
fn an_applications_own_type_runs() -> Result<(), Box<dyn Error>> {
    let runtime = rquickjs::Runtime::new()?;
    let context = rquickjs::Context::full(&runtime)?;
    context.with(|ctx| own_types(&ctx))
}
