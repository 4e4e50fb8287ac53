//! The generic backend calls every shape of the test library with the right results, on
//! both value layouts, and the fast-lane oracle agrees with what each call needed.

use hostcall_core::{ConversionPolicy, ErrorKind, HostError};
use hostcall_testkit::call::{call_generic_vals, lane_accepts, method_for, Prepared};
use hostcall_testkit::shapes::cases;
use hostcall_testkit::{call, Flavor, JsVal, TestEngine};
use hostcall_testlib::{self as lib, Counter, COUNTER_CLASS};

fn strict() -> ConversionPolicy {
    ConversionPolicy::strict()
}

#[test]
fn every_case_on_both_layouts() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let size = engine.layout().size;
        let mut failures = Vec::new();
        let mut ran = 0;
        for case in cases().into_iter().filter(|c| c.fits(size)) {
            let method = method_for(&case.shape);
            let mut p = Prepared::new(&engine, case.this.as_ref(), &case.args);
            // The oracle first (it must not disturb anything), then the call.
            let lane = lane_accepts(&method, &mut p).is_ok();
            let outcome = call::call_generic_prepared(&engine, &method, &strict(), &mut p);
            if lane != case.lane {
                failures.push(format!(
                    "{} {:?}: fast_lane_accepts said {lane}, the case says {}",
                    case.shape.name, case.args, case.lane
                ));
            }
            if let Err(e) = case.check(&engine, &p, &outcome) {
                failures.push(e);
            }
            ran += 1;
        }
        assert!(failures.is_empty(), "{flavor:?}:\n{}", failures.join("\n"));
        assert!(ran > 250, "{flavor:?}: only {ran} cases ran");
        assert_eq!(engine.counters.bad_releases.get(), 0);
        assert_eq!(engine.strings_outstanding(), 0);
        assert!(engine.counters.string_acquired.get() > 20);
    }
}

#[test]
fn every_shape_has_a_case() {
    let covered: std::collections::BTreeSet<_> = cases().iter().map(|c| c.shape.name).collect();
    let missing: Vec<_> = lib::shapes()
        .into_iter()
        .map(|s| s.name)
        .filter(|n| !covered.contains(n) && *n != "hc_void_count")
        .collect();
    assert!(missing.is_empty(), "shapes without a case: {missing:?}");
}

#[test]
fn void_runs_the_host_function() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let method = method_for(&lib::shape("hc_void").unwrap());
    let count = method_for(&lib::shape("hc_void_count").unwrap());
    let before = lib::hc_void_count();
    for _ in 0..3 {
        let r = call_generic_vals(&engine, &method, &strict(), None, &[]);
        assert_eq!(r, Ok(JsVal::Undefined));
    }
    // Other tests may call hc_void concurrently: at least our three calls happened.
    assert!(lib::hc_void_count() >= before + 3);
    let through = call_generic_vals(&engine, &count, &strict(), None, &[]).unwrap();
    match through {
        JsVal::Int(n) => assert!(n as usize >= before + 3),
        other => panic!("hc_void_count returned {other:?}"),
    }
}

#[test]
fn context_errors_reach_the_engine_and_the_next_call_works() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let div = method_for(&lib::shape("hc_checked_div").unwrap());
        let err = call_generic_vals(
            &engine,
            &div,
            &strict(),
            None,
            &[JsVal::Int(1), JsVal::Int(0)],
        )
        .unwrap_err();
        assert_eq!(err.kind(), ErrorKind::RangeError);
        assert_eq!(err.message(), "division by zero");
        assert_eq!(engine.counters.throws.get(), 1);
        // Nothing is left pending: the next call succeeds on its own.
        assert!(engine.take_exception().is_none());
        let ok = call_generic_vals(
            &engine,
            &div,
            &strict(),
            None,
            &[JsVal::Int(9), JsVal::Int(3)],
        );
        assert_eq!(ok, Ok(JsVal::Int(3)));
        assert_eq!(engine.counters.throws.get(), 1);
        // Alternating many times leaks no error between calls.
        for i in 0..20 {
            let d = if i % 2 == 0 { 0 } else { 2 };
            let r = call_generic_vals(
                &engine,
                &div,
                &strict(),
                None,
                &[JsVal::Int(8), JsVal::Int(d)],
            );
            assert_eq!(r.is_err(), d == 0, "call {i}");
        }
        assert_eq!(engine.counters.throws.get(), 11);
    }
}

#[test]
fn a_panicking_rust_host_fn_becomes_an_exception() {
    let engine = TestEngine::new(Flavor::NanBox);
    let info = lib::panicking_host_fn();
    assert_eq!(info.signature().to_string(), "(context, i32) -> i32");
    let method = method_for(&lib::shape("rust_panicking").unwrap());
    assert_eq!(method.func(), info.func());
    let err: HostError = call_generic_vals(
        &engine,
        &method,
        &strict(),
        None,
        &[JsVal::Int(lib::PANIC_INPUT)],
    )
    .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Error);
    assert!(err.message().contains("panicked"), "{err}");
    assert!(err.message().contains("unlucky 13"), "{err}");
    // The process (and the engine) carry on.
    let ok = call_generic_vals(&engine, &method, &strict(), None, &[JsVal::Int(21)]);
    assert_eq!(ok, Ok(JsVal::Int(42)));
}

#[test]
fn receivers_see_the_host_object() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let (counter, addr) = Counter::leak(10);
        let this = JsVal::Host(COUNTER_CLASS, addr);
        let add = method_for(&lib::shape("hc_counter_add").unwrap());
        let get = method_for(&lib::shape("hc_counter_get").unwrap());
        assert_eq!(add.receiver_class(), COUNTER_CLASS);
        for (x, want) in [(5, 15), (-20, -5), (i32::MAX, i32::MAX - 5)] {
            let r = call_generic_vals(&engine, &add, &strict(), Some(&this), &[JsVal::Int(x)]);
            assert_eq!(r, Ok(JsVal::Int(want)));
        }
        assert_eq!(counter.value, i32::MAX - 5);
        let r = call_generic_vals(&engine, &get, &strict(), Some(&this), &[]);
        assert_eq!(r, Ok(JsVal::Int(i32::MAX - 5)));

        // Another class, a plain object, a primitive, no `this`: TypeError, counter untouched.
        for bad in [
            Some(JsVal::Host(COUNTER_CLASS ^ 1, addr)),
            Some(JsVal::Object),
            Some(JsVal::Int(addr as i32)),
            Some(JsVal::Str("counter".into())),
            None,
        ] {
            let err = call_generic_vals(&engine, &add, &strict(), bad.as_ref(), &[JsVal::Int(1)])
                .unwrap_err();
            assert_eq!(err.kind(), ErrorKind::TypeError, "{bad:?}");
            assert!(err.message().contains("`this` is not an instance"), "{err}");
            // The JS-coercing policy does not coerce receivers either.
            let err = call_generic_vals(
                &engine,
                &add,
                &ConversionPolicy::js_coercing(),
                bad.as_ref(),
                &[JsVal::Int(1)],
            )
            .unwrap_err();
            assert_eq!(err.kind(), ErrorKind::TypeError, "{bad:?}");
        }
        assert_eq!(counter.value, i32::MAX - 5);

        // Context and receiver together: an error leaves the counter alone.
        let (c2, addr2) = Counter::leak(100);
        let div = method_for(&lib::shape("hc_counter_div").unwrap());
        let this2 = JsVal::Host(COUNTER_CLASS, addr2);
        let err = call_generic_vals(&engine, &div, &strict(), Some(&this2), &[JsVal::Int(0)])
            .unwrap_err();
        assert_eq!(err.message(), "division by zero");
        assert_eq!(c2.value, 100);
        let r = call_generic_vals(&engine, &div, &strict(), Some(&this2), &[JsVal::Int(3)]);
        assert_eq!(r, Ok(JsVal::Int(33)));
        assert_eq!(c2.value, 33);
    }
}

#[test]
fn strings_and_buffers_are_released_on_every_path() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let cmp = method_for(&lib::shape("hc_str_cmp").unwrap());
        let refs = method_for(&lib::shape("hc_mixed_refs").unwrap());
        let fail = method_for(&lib::shape("hc_ctx_fail").unwrap());
        let s = |t: &str| JsVal::Str(t.into());
        // Success, refusal of the second string, refusal of a later scalar, a host error
        // after a string was passed: every path gives every string back exactly once.
        // (method, arguments, succeeds, strings acquired)
        let calls: Vec<(&_, Vec<JsVal>, bool, usize)> = vec![
            (&cmp, vec![s("x"), s("y")], true, 2),
            (&cmp, vec![s("x"), JsVal::Utf16(vec![0xD800])], false, 1),
            (&cmp, vec![s("x\0"), s("y")], false, 0),
            (
                &refs,
                vec![
                    s("abc"),
                    JsVal::Num(1.0),
                    JsVal::Null,
                    JsVal::Int(0),
                    JsVal::Null,
                ],
                false,
                1,
            ),
            (&fail, vec![JsVal::Int(1), s("boom")], false, 1),
            (&fail, vec![JsVal::Int(7), s("quiet")], true, 1),
        ];
        for (m, args, ok, n) in &calls {
            let acquired = engine.counters.string_acquired.get();
            let r = call_generic_vals(&engine, m, &strict(), None, args);
            assert_eq!(r.is_ok(), *ok, "{m:?} {args:?}: {r:?}");
            assert_eq!(engine.strings_outstanding(), 0);
            assert_eq!(engine.counters.bad_releases.get(), 0);
            assert_eq!(
                engine.counters.string_acquired.get() - acquired,
                *n,
                "{args:?}"
            );
        }

        // A host function writes through a buffer argument into the engine's bytes.
        let fill = method_for(&lib::shape("hc_buf_fill").unwrap());
        let crc = method_for(&lib::shape("hc_buf_crc").unwrap());
        let mut p = Prepared::new(
            &engine,
            None,
            &[
                JsVal::Buffer(vec![1, 2, 3, 4, 5]),
                JsVal::Int(4),
                JsVal::Int(0x5a),
            ],
        );
        let lookups = engine.counters.buffer_lookups.get();
        let r = call::call_generic_prepared(&engine, &fill, &strict(), &mut p);
        assert_eq!(r, Ok(JsVal::Undefined));
        assert_eq!(engine.counters.buffer_lookups.get(), lookups + 1);
        // SAFETY: `p` was laid out in `engine`.
        let bytes = unsafe { engine.buffer_bytes(p.argv().at(0)) }.unwrap();
        assert_eq!(bytes, [0x5a, 0x5a, 0x5a, 0x5a, 5]);
        let r = call_generic_vals(
            &engine,
            &crc,
            &strict(),
            None,
            &[JsVal::Buffer(bytes), JsVal::Int(5)],
        );
        assert_eq!(
            r,
            Ok(call::boxed_int(
                lib::crc32(&[0x5a, 0x5a, 0x5a, 0x5a, 5]).into()
            ))
        );
    }
}

#[test]
fn pointers_round_trip_through_javascript_numbers() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let stat = method_for(&lib::shape("hc_static_ptr").unwrap());
        let read = method_for(&lib::shape("hc_ptr_read_u8").unwrap());
        let offset = method_for(&lib::shape("hc_ptr_offset").unwrap());
        let p = call_generic_vals(&engine, &stat, &strict(), None, &[]).unwrap();
        assert_eq!(p, call::boxed_ptr(lib::hc_static_ptr() as usize));
        let p10 = call_generic_vals(
            &engine,
            &offset,
            &strict(),
            None,
            &[p.clone(), JsVal::Int(10)],
        )
        .unwrap();
        for (ptr, off, want) in [(&p, 0, 0), (&p, 21, 63), (&p10, 0, 30), (&p10, 1, 33)] {
            let r = call_generic_vals(
                &engine,
                &read,
                &strict(),
                None,
                &[ptr.clone(), JsVal::Int(off)],
            );
            assert_eq!(r, Ok(JsVal::Int(want)), "{ptr:?} + {off}");
        }
    }
}

#[test]
fn arguments_past_argc_are_never_read() {
    // argv holds three values but argc says two: the third (a string) must not be touched,
    // and a strict call of a three-argument function reports the missing one.
    let engine = TestEngine::new(Flavor::QuickJs);
    let sum3 = method_for(&lib::shape("hc_sum_i32_3").unwrap());
    let sum2 = method_for(&lib::shape("hc_sum_i32_2").unwrap());
    let argv = engine.values(&[JsVal::Int(1), JsVal::Int(2), JsVal::Str("never".into())]);
    let mut ret = engine.slot();
    for (m, want_ok) in [(&sum2, true), (&sum3, false)] {
        // SAFETY: argv holds 3 >= 2 live values of the engine's layout; ret is one writable
        // slot apart from them; `cx` is the engine; both outlive the frame.
        let frame = unsafe {
            hostcall_core::CallFrame::new(
                engine.layout(),
                engine.cx(),
                std::ptr::null(),
                argv.as_ptr(),
                2,
                ret.as_mut_ptr(),
            )
        };
        let ffi = hostcall_testkit::call::ffi_for(&engine, m);
        // SAFETY: sums of integers, bound to no engine.
        let status = unsafe { hostcall_core::generic::call_generic(m, &ffi, &strict(), &frame) };
        assert_eq!(status == hostcall_core::Status::Ok, want_ok);
        assert_eq!(engine.counters.string_acquired.get(), 0);
    }
    // SAFETY: ret holds the result of the successful call.
    assert_eq!(unsafe { engine.read(ret.as_ptr()) }, JsVal::Int(5));
    let err = engine.take_exception().unwrap();
    assert_eq!(err.kind(), ErrorKind::TypeError);
    assert_eq!(err.message(), "expected 3 arguments, got 2");
}

#[test]
#[should_panic(expected = "hc_value_echo16: a function for 16-byte values called on 8-byte values")]
fn a_function_of_one_engine_is_refused_on_another() {
    // `call_generic` cannot tell (a method does not record its engine), so it is `unsafe`;
    // the test kit, which knows its library, refuses the pairing instead of reading 16
    // bytes from an 8-byte value.
    let engine = TestEngine::new(Flavor::NanBox);
    let echo16 = method_for(&lib::shape("hc_value_echo16").unwrap());
    let _ = call_generic_vals(&engine, &echo16, &strict(), None, &[JsVal::Int(1)]);
}

/// `call_lane` (a thunk's out-of-line path) is `fast_lane_accepts` and the strict call in
/// one pass: on the lane it gives the strict call's outcome; off it, `Fallback` with no
/// exception pending and every string released.
#[test]
fn call_lane_is_the_lane_and_the_strict_call_in_one_pass() {
    use hostcall_core::generic::{call_lane, FfiCall};
    use hostcall_core::Status;
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let size = engine.layout().size;
        let (mut on, mut off) = (0, 0);
        let mut failures = Vec::new();
        for case in cases().into_iter().filter(|c| c.fits(size)) {
            let method = method_for(&case.shape);
            let ffi = FfiCall::shared(method.signature(), engine.layout()).unwrap();
            let mut p = Prepared::new(&engine, case.this.as_ref(), &case.args);
            // SAFETY: the cases that fit this engine's value size are engine-neutral
            // (receivers are the test engine's own `Counter`s in both flavors).
            let status = unsafe { call_lane(&method, &ffi, &p.frame()) };
            assert_eq!(engine.strings_outstanding(), 0, "{}", case.shape.name);
            if case.lane {
                on += 1;
                if status == Status::Fallback {
                    failures.push(format!(
                        "{} {:?}: Fallback on the lane",
                        case.shape.name, case.args
                    ));
                    continue;
                }
                let outcome = p.outcome(status);
                if let Err(e) = case.check(&engine, &p, &outcome) {
                    failures.push(e);
                }
            } else {
                off += 1;
                if status != Status::Fallback {
                    failures.push(format!(
                        "{} {:?}: {status:?} off the lane",
                        case.shape.name, case.args
                    ));
                }
                assert!(engine.take_exception().is_none(), "{}", case.shape.name);
            }
        }
        assert!(failures.is_empty(), "{flavor:?}:\n{}", failures.join("\n"));
        assert!(
            on > 100 && off > 50,
            "{flavor:?}: {on} on the lane, {off} off"
        );
    }
}
