//! Differential property test: for random signatures (0..=16 parameters, every kind) and
//! random arguments (edge values, wrong tags, missing and extra arguments) on both layouts,
//! the JIT thunk agrees with the generic backend and with `fast_lane_accepts`.
//!
//! Cases: 10,000 by default; `HOSTCALL_PROPTEST_CASES` overrides (see the README).

use std::collections::HashMap;
use std::sync::Mutex;

use hostcall_core::{Signature, Status, ThunkFn};
use hostcall_testkit::diff::{case, check_case, scalar_case, Case};
use hostcall_testkit::{Flavor, TestEngine};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn cases() -> u32 {
    std::env::var("HOSTCALL_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

fn thunk_for(sig: &Signature, flavor: Flavor) -> ThunkFn {
    static CACHE: Mutex<Option<HashMap<(Signature, Flavor), ThunkFn>>> = Mutex::new(None);
    let mut guard = CACHE.lock().unwrap();
    let map = guard.get_or_insert_with(HashMap::new);
    *map.entry((sig.clone(), flavor)).or_insert_with(|| {
        let engine = TestEngine::new(flavor);
        hostcall_jit::compile(sig, engine.layout())
            .unwrap_or_else(|e| panic!("{sig}: {e}"))
            .entry
    })
}

/// Runs [`cases`] cases of `strategy`, each through its JIT thunk against the generic
/// backend and the lane (`each` sees every case first); returns how many ran and how many
/// ended in each status.
fn run_cases(
    strategy: impl Strategy<Value = Case>,
    each: impl Fn(&Case),
) -> (u64, HashMap<Status, u64>) {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let n = std::cell::Cell::new(0u64);
    let seen = std::cell::RefCell::new(HashMap::<Status, u64>::new());
    runner
        .run(&strategy, |c| {
            n.set(n.get() + 1);
            each(&c);
            let thunk = thunk_for(&c.sig, c.flavor);
            let st = check_case(&c, thunk, n.get()).map_err(TestCaseError::fail)?;
            *seen.borrow_mut().entry(st).or_default() += 1;
            Ok(())
        })
        .unwrap();
    (n.get(), seen.into_inner())
}

#[test]
fn thunk_equals_generic_and_lane() {
    let (total, seen) = run_cases(case(), |_| {});
    // The generator must exercise every outcome, or the comparison proves little.
    for st in [Status::Ok, Status::Fallback, Status::Threw] {
        let k = seen.get(&st).copied().unwrap_or(0);
        assert!(
            k * 20 >= total || (st == Status::Threw && k > 0),
            "{st:?} in only {k} of {total} cases: {seen:?}"
        );
    }
    println!("outcomes over {total} cases: {seen:?}");
}

/// The scalar shapes the compiler may write without Cranelift (integer, `f32` and `f64`
/// parameters; `void`, integer, `f32` and `f64` results), on every layout: the thunk agrees with the generic backend
/// and the lane, and on QuickJS-NG's layout (x86-64) the direct emitter wrote it, unless
/// `HOSTCALL_JIT_DIRECT=0` (the test `scalar_shapes_through_cranelift` runs this one again
/// so).
#[test]
fn scalar_shapes_equal_generic_and_lane() {
    let direct = std::cell::Cell::new(0u64);
    let (total, seen) = run_cases(scalar_case(), |c| {
        let engine = TestEngine::new(c.flavor);
        let entry = hostcall_core::EntryKind::Uniform;
        if hostcall_jit::written_directly(&c.sig, engine.layout(), entry) {
            direct.set(direct.get() + 1);
        }
    });
    for st in [Status::Ok, Status::Fallback] {
        let k = seen.get(&st).copied().unwrap_or(0);
        assert!(
            k * 20 >= total,
            "{st:?} in only {k} of {total} cases: {seen:?}"
        );
    }
    let direct_on = std::env::var("HOSTCALL_JIT_DIRECT").as_deref() != Ok("0");
    if direct_on && cfg!(target_arch = "x86_64") {
        assert!(
            direct.get() * 4 >= total,
            "only {} of {total} written directly",
            direct.get()
        );
    } else {
        assert_eq!(direct.get(), 0);
    }
    println!(
        "outcomes over {total} cases ({} written directly): {seen:?}",
        direct.get()
    );
}

/// The same scalar cases with the direct emitter off: Cranelift's thunks, in a process of
/// their own (the compiler's options are fixed at its first use).
#[test]
fn scalar_shapes_through_cranelift() {
    if std::env::var_os("HOSTCALL_JIT_DIRECT").is_some() {
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "scalar_shapes_equal_generic_and_lane",
            "--nocapture",
        ])
        .env("HOSTCALL_JIT_DIRECT", "0")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("(0 written directly)"), "{text}");
}

/// A BigInt the layout holds inline (QuickJS-NG's short BigInt: an `i32` beside its own
/// tag, described by `TagSet::short_bigint`) is read by the thunk without a hook, as the
/// lane reads it; a heap BigInt goes through the layout's hook; both stay on the thunk.
/// On the old code every BigInt called the hook.
#[test]
fn short_bigints_are_read_inline_heap_bigints_through_the_hook() {
    use hostcall_testkit::call::{method_for, Prepared};
    use hostcall_testkit::JsVal::{BigInt, Int, Num};
    let engine = TestEngine::new(Flavor::QuickJs);
    for name in ["hc_add_i64", "hc_add_u64"] {
        let shape = hostcall_testlib::shape(name).unwrap();
        let method = method_for(&shape);
        let thunk = thunk_for(method.signature(), Flavor::QuickJs);
        let run = |args: &[hostcall_testkit::JsVal]| {
            let mut p = Prepared::new(&engine, None, args);
            let before = engine.counters.bigints_read.get();
            // SAFETY: the thunk was compiled for this signature and the engine's layout;
            // the frame is over live values of that layout; the method is the testlib's.
            let st = unsafe { p.frame().call_thunk(thunk, &method) };
            assert_eq!(st, Status::Ok, "{name} {args:?}");
            let out = p.outcome(st).unwrap();
            (out, engine.counters.bigints_read.get() - before)
        };
        assert_eq!(run(&[BigInt(3), BigInt(4)]), (Int(7), 0), "{name}");
        assert_eq!(run(&[BigInt(0), Int(4)]), (Int(4), 0), "{name}");
        assert_eq!(
            run(&[BigInt(i32::MAX.into()), BigInt(i32::MAX.into())]),
            (Num(2.0 * f64::from(i32::MAX)), 0),
            "{name}"
        );
        assert_eq!(run(&[BigInt(1 << 40), BigInt(4)]).1, 1, "{name}");
    }
    // A negative short BigInt for `u64` is out of range: the hook refuses it too and the
    // call falls back (no side effect: the host function is not called).
    let shape = hostcall_testlib::shape("hc_add_u64").unwrap();
    let method = method_for(&shape);
    let thunk = thunk_for(method.signature(), Flavor::QuickJs);
    let mut p = Prepared::new(&engine, None, &[BigInt(-1), Int(1)]);
    // SAFETY: as above.
    let st = unsafe { p.frame().call_thunk(thunk, &method) };
    assert_eq!(st, Status::Fallback);
}

/// Structs by value on the thunk (issue 20): for every sample struct type (each System V
/// class and placement), as a parameter beside scalars, after the registers ran out, and as
/// a result (in registers and through the hidden pointer), the thunk passes exactly the bytes
/// libffi passes and returns the same result, taking the call itself (`Ok`, not a fallback);
/// a buffer one byte short or long falls back before the call.
#[test]
fn struct_shapes_on_the_thunk_equal_libffi() {
    use hostcall_core::structs::{StructParam as P, StructResult as R};
    use hostcall_core::{ParamKind as K, ResultKind};
    use hostcall_testkit::diff::sample_structs;
    use hostcall_testkit::JsVal;
    let k = P::Kind;
    let mut n = 0u64;
    for (si, l) in sample_structs().into_iter().enumerate() {
        let s = || P::Struct(l.clone());
        let shapes: Vec<(Vec<P>, R)> = vec![
            (vec![s()], R::Kind(ResultKind::F64)),
            (vec![k(K::I32), s(), k(K::F64)], R::Struct(l.clone())),
            (
                (0..7).map(|_| k(K::F64)).chain([s(), k(K::F64)]).collect(),
                R::Kind(ResultKind::I64),
            ),
            (
                (0..5).map(|_| k(K::I64)).chain([s(), s()]).collect(),
                R::Struct(l.clone()),
            ),
            (vec![s(), k(K::CString), s()], R::Kind(ResultKind::U32)),
        ];
        for (params, result) in shapes {
            let sig = Signature::with_structs(params, result).unwrap();
            for flavor in Flavor::ALL {
                for round in 0..4u8 {
                    let args: Vec<JsVal> = sig
                        .params()
                        .iter()
                        .enumerate()
                        .map(|(i, &kind)| match (kind, sig.param_layout(i)) {
                            (_, Some(l)) => {
                                // Round 3: one byte short (the call must fall back).
                                let len = if round == 3 { l.size() - 1 } else { l.size() };
                                JsVal::Buffer(
                                    (0..len)
                                        .map(|b| (b as u8) ^ (si as u8 * 31 + round))
                                        .collect(),
                                )
                            }
                            (K::F64, None) => JsVal::Num(f64::from(round) + 0.25 * i as f64),
                            (K::CString, None) => JsVal::Str(format!("s{round}")),
                            (_, None) => JsVal::Int(i32::from(round) * 1000 + i as i32),
                        })
                        .collect();
                    n += 1;
                    let st = check_plain_case(&sig, flavor, args, n * 0x9e37_79b9, n);
                    let want = if round == 3 {
                        Status::Fallback
                    } else {
                        Status::Ok
                    };
                    assert_eq!(st, want, "{sig} {flavor:?} round {round}");
                }
            }
        }
    }
}

/// Random struct shapes on the thunk (issue 20; the thunk now places structs with the
/// trampolines' `structcall::plan`, which `tests/structs.rs` checks for trampolines): random
/// layouts (1 to 6 fields, scalars of every size and class or nested structs two deep), 0 to
/// 3 of them among 0 to 9 scalars, and a random result (a scalar, or a struct in registers
/// or in memory). With every argument valid the thunk makes the call itself, and passes
/// exactly the bytes and values libffi passes, and returns the same result.
#[test]
fn random_struct_shapes_on_the_thunk_equal_libffi() {
    use hostcall_core::structs::{FieldType, StructLayout, StructParam as P, StructResult as R};
    use hostcall_core::{ParamKind as K, ResultKind};
    use hostcall_testkit::JsVal;
    use std::sync::Arc;

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }
    const FIELDS: [K; 12] = [
        K::I8,
        K::U8,
        K::I16,
        K::U16,
        K::I32,
        K::U32,
        K::I64,
        K::U64,
        K::F32,
        K::F64,
        K::Bool,
        K::Pointer,
    ];
    fn layout(rng: &mut Rng, depth: u32) -> Arc<StructLayout> {
        let n = 1 + rng.below(6);
        let fields = (0..n)
            .map(|_| {
                if depth > 0 && rng.below(5) == 0 {
                    FieldType::Struct(layout(rng, depth - 1))
                } else {
                    FieldType::Scalar(FIELDS[rng.below(12) as usize].scalar())
                }
            })
            .collect();
        Arc::new(StructLayout::new(fields).unwrap())
    }
    const SCALARS: [K; 6] = [K::I32, K::F64, K::I64, K::U8, K::F32, K::Pointer];
    let cases = cases().clamp(64, 400);
    let mut n = 0u64;
    for seed in 0..u64::from(cases) {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let structs = 1 + rng.below(3) as usize;
        let scalars = rng.below(10) as usize;
        let mut params: Vec<P> = (0..scalars)
            .map(|_| P::Kind(SCALARS[rng.below(6) as usize]))
            .collect();
        for _ in 0..structs {
            let at = rng.below(params.len() as u64 + 1) as usize;
            params.insert(at, P::Struct(layout(&mut rng, 2)));
        }
        let result = match rng.below(4) {
            0 => R::Kind(ResultKind::F64),
            1 => R::Kind(ResultKind::I64),
            _ => R::Struct(layout(&mut rng, 2)),
        };
        let sig = Signature::with_structs(params, result).unwrap();
        let flavor = Flavor::ALL[(seed % Flavor::ALL.len() as u64) as usize];
        let args: Vec<JsVal> = sig
            .params()
            .iter()
            .enumerate()
            .map(|(i, &kind)| match (kind, sig.param_layout(i)) {
                (_, Some(l)) => {
                    JsVal::Buffer((0..l.size()).map(|_| rng.below(256) as u8).collect())
                }
                (K::F64, None) => JsVal::Num(rng.below(1 << 40) as f64 / 7.0 - 1e9),
                (K::F32, None) => JsVal::Num(rng.below(1 << 20) as f64 / 4.0),
                (K::U8, None) => JsVal::Int(rng.below(256) as i32),
                (K::Pointer, None) => JsVal::Int(rng.below(1 << 30) as i32),
                (_, None) => JsVal::Int(rng.below(1 << 32) as u32 as i32),
            })
            .collect();
        n += 1;
        let st = check_plain_case(&sig, flavor, args, seed, n);
        assert_eq!(st, Status::Ok, "{sig} {flavor:?}");
    }
}

/// Runs `args` (no `this`) through `sig`'s thunk on `flavor` and through the generic
/// backend, checking the contract (see `check_case`); returns the thunk's status.
fn check_plain_case(
    sig: &Signature,
    flavor: Flavor,
    args: Vec<hostcall_testkit::JsVal>,
    salt: u64,
    n: u64,
) -> Status {
    let c = hostcall_testkit::diff::Case {
        sig: sig.clone(),
        flavor,
        args,
        this: hostcall_testkit::JsVal::Undefined,
        salt,
    };
    check_case(&c, thunk_for(sig, flavor), n).unwrap_or_else(|e| panic!("{sig}: {e}"))
}

/// Deno's dialect on the shapes of its FFI: pointer objects, `null` and numbers for
/// pointers (the last through the thunk's out-of-line call), 64-bit results always BigInts,
/// pointer results as pointer objects, empty buffers as null; each thunk agrees with the
/// generic backend and the lane.
#[test]
fn dialect_shapes_agree_with_the_generic_backend() {
    use hostcall_core::Dialect;
    use hostcall_testkit::engine::POINTER_OBJECT_CLASS;
    use hostcall_testkit::JsVal;
    let obj = |a: usize| JsVal::Host(POINTER_OBJECT_CLASS, a);
    let cases: Vec<(&str, Vec<JsVal>, Status)> = vec![
        (
            "(pointer, i32, i32, pointer) -> pointer",
            vec![obj(0x1234), JsVal::Int(1), JsVal::Int(2), JsVal::Null],
            Status::Ok,
        ),
        (
            "(pointer, i32, i32, pointer) -> pointer",
            vec![JsVal::Null, JsVal::Int(1), JsVal::Int(2), obj(8)],
            Status::Ok,
        ),
        (
            "(pointer, i32, i32, pointer) -> pointer",
            vec![
                JsVal::Int(77),
                JsVal::Int(1),
                JsVal::Int(2),
                JsVal::Num(4096.0),
            ],
            Status::Ok,
        ),
        (
            "(pointer, i32, i32, pointer) -> pointer",
            vec![JsVal::Object, JsVal::Int(1), JsVal::Int(2), JsVal::Null],
            Status::Fallback,
        ),
        (
            "(pointer, i32, i32, pointer) -> pointer",
            vec![JsVal::Host(7, 9), JsVal::Int(1), JsVal::Int(2), JsVal::Null],
            Status::Fallback,
        ),
        ("(pointer) -> pointer", vec![obj(0x10)], Status::Ok),
        ("(pointer) -> pointer", vec![JsVal::Null], Status::Ok),
        ("(pointer) -> pointer", vec![JsVal::BigInt(5)], Status::Ok),
        (
            "(pointer, cstring, pointer) -> u64",
            vec![obj(1), JsVal::Str("x".into()), obj(2)],
            Status::Ok,
        ),
        (
            "(pointer, cstring, pointer) -> u64",
            vec![obj(1), JsVal::Str("x".into()), JsVal::Int(3)],
            Status::Ok,
        ),
        (
            "(pointer, cstring, pointer) -> u64",
            vec![obj(1), JsVal::Str("x".into()), JsVal::Bool(true)],
            Status::Fallback,
        ),
        (
            "(i64, i64) -> i64",
            vec![JsVal::Int(1), JsVal::Int(2)],
            Status::Ok,
        ),
        ("(u64) -> u64", vec![JsVal::BigInt(1 << 60)], Status::Ok),
        ("(usize) -> isize", vec![JsVal::Int(0)], Status::Ok),
        (
            "(buffer, usize) -> u32",
            vec![JsVal::Buffer(Vec::new()), JsVal::Int(0)],
            Status::Ok,
        ),
        (
            "(buffer, usize) -> u32",
            vec![JsVal::Buffer(vec![1, 2, 3]), JsVal::Int(3)],
            Status::Ok,
        ),
        (
            "(buffer, usize) -> u32",
            vec![JsVal::Null, JsVal::Int(3)],
            Status::Ok,
        ),
    ];
    let mut n = 0x0d1a_0000u64;
    for dialect in [Dialect::DENO, Dialect::HOSTCALL] {
        for flavor in Flavor::ALL {
            for (text, args, want) in &cases {
                let sig: Signature = text.parse().unwrap();
                let sig = sig.with_dialect(dialect);
                n += 1;
                let st = check_plain_case(&sig, flavor, args.clone(), n, n);
                // Under hostcall's rules a pointer object is no pointer.
                let refused_here = dialect == Dialect::HOSTCALL
                    && args
                        .iter()
                        .any(|a| matches!(a, JsVal::Host(c, _) if *c == POINTER_OBJECT_CLASS));
                let want = if refused_here {
                    Status::Fallback
                } else {
                    *want
                };
                assert_eq!(st, want, "{sig} {flavor:?} {args:?}");
            }
        }
    }
}
