//! Calls of every shape of the test library with their expected outcome under the strict
//! policy: the corpus that the generic backend, the JIT and any engine integration must
//! all agree with.
//!
//! Expectations are written down literally where the point is an edge (boxing at 2^31 and
//! 2^53, `-0`, NaN, wrapping) and otherwise computed by calling the test library's function
//! directly from Rust, so a backend that swaps, drops or mis-extends an argument disagrees.

use hostcall_core::ErrorKind;
use hostcall_testlib as lib;
use hostcall_testlib::{Counter, Shape, COUNTER_CLASS};

use crate::call::{boxed_int, boxed_ptr, same_value, Prepared};
use crate::engine::{JsVal, TestEngine};

/// What a call must do.
#[derive(Clone, Debug)]
pub enum Expect {
    /// Return this value (compared with [`same_value`]).
    Returns(JsVal),
    /// Raise an error of this kind whose message contains the text.
    Throws(ErrorKind, &'static str),
}

/// One call of one shape.
#[derive(Clone, Debug)]
pub struct Case {
    /// The function called.
    pub shape: Shape,
    /// `this` (for receivers).
    pub this: Option<JsVal>,
    /// The JavaScript arguments.
    pub args: Vec<JsVal>,
    /// The outcome under the strict policy.
    pub expect: Expect,
    /// Whether the fast lane accepts these arguments (a thunk runs the host function rather
    /// than reporting `Fallback`). False exactly for argument conversion errors.
    pub lane: bool,
    /// After the call, argument `.0` (a buffer) must hold the bytes `.1`.
    pub buffer_after: Option<(usize, Vec<u8>)>,
    /// The call changes host state (a [`Counter`]), so the case gives its expected result
    /// only once: build fresh cases to run it again.
    pub stateful: bool,
}

impl Case {
    /// Whether this case can run on a layout whose values are `value_size` bytes.
    pub fn fits(&self, value_size: u8) -> bool {
        self.shape.value_size.is_none_or(|s| s == value_size)
    }

    /// Checks an outcome against the expectation (and the buffer state in `p` after the
    /// call); `Err` describes the mismatch.
    pub fn check(
        &self,
        engine: &TestEngine,
        p: &Prepared,
        outcome: &Result<JsVal, hostcall_core::HostError>,
    ) -> Result<(), String> {
        let what = format!("{}{:?}", self.shape.name, self.args);
        match (&self.expect, outcome) {
            (Expect::Returns(want), Ok(got)) if same_value(want, got) => {}
            (Expect::Throws(kind, text), Err(e))
                if e.kind() == *kind && e.message().contains(text) => {}
            (want, got) => return Err(format!("{what}: expected {want:?}, got {got:?}")),
        }
        if let Some((i, bytes)) = &self.buffer_after {
            // SAFETY: `p` was laid out in `engine`; argument `i` exists.
            let got = unsafe { engine.buffer_bytes(p.argv().at(*i)) };
            if got.as_ref() != Some(bytes) {
                return Err(format!(
                    "{what}: buffer {i} holds {got:?}, expected {bytes:?}"
                ));
            }
        }
        Ok(())
    }
}

fn shape(name: &str) -> Shape {
    lib::shape(name).unwrap_or_else(|| panic!("the test library has no shape {name}"))
}

/// Builds cases tersely.
struct Cases(Vec<Case>);

impl Cases {
    fn push(&mut self, name: &str, args: Vec<JsVal>, expect: Expect, lane: bool) -> &mut Case {
        self.0.push(Case {
            shape: shape(name),
            this: None,
            args,
            expect,
            lane,
            buffer_after: None,
            stateful: false,
        });
        let last = self.0.len() - 1;
        &mut self.0[last]
    }

    fn ok(&mut self, name: &str, args: Vec<JsVal>, want: JsVal) -> &mut Case {
        self.push(name, args, Expect::Returns(want), true)
    }

    /// A host-reported error: the arguments pass the lane.
    fn raises(&mut self, name: &str, args: Vec<JsVal>, kind: ErrorKind, text: &'static str) {
        self.push(name, args, Expect::Throws(kind, text), true);
    }

    /// An argument conversion error: the lane refuses.
    fn refuses(&mut self, name: &str, args: Vec<JsVal>, kind: ErrorKind, text: &'static str) {
        self.push(name, args, Expect::Throws(kind, text), false);
    }
}

use JsVal::{BigInt, Bool, Buffer, Int, Null, Num, Str, Undefined};

const TWO_31: f64 = 2147483648.0;
const TWO_53: f64 = 9007199254740992.0;
const TWO_53_I: i128 = 1 << 53;

fn s(text: &str) -> JsVal {
    Str(text.to_string())
}

fn f32_boxed(x: f32) -> JsVal {
    Num(f64::from(x))
}

/// Every case, fresh (receiver cases own newly leaked [`Counter`]s).
pub fn cases() -> Vec<Case> {
    let mut c = Cases(Vec::new());
    scalar_cases(&mut c);
    arity_cases(&mut c);
    many_cases(&mut c);
    string_and_buffer_cases(&mut c);
    slice_cases(&mut c);
    pointer_and_value_cases(&mut c);
    issue13_cases(&mut c);
    context_cases(&mut c);
    receiver_cases(&mut c);
    rust_fn_cases(&mut c);
    c.0
}

fn scalar_cases(c: &mut Cases) {
    use ErrorKind::{RangeError, TypeError};
    // Identity at the bounds of each integer kind, from int32 and from integral doubles.
    c.ok("hc_id_i8", vec![Int(-128)], Int(-128));
    c.ok("hc_id_i8", vec![Int(127)], Int(127));
    c.ok("hc_id_i8", vec![Num(-0.0)], Int(0));
    c.ok("hc_id_i8", vec![Num(-5.0)], Int(-5));
    c.refuses(
        "hc_id_i8",
        vec![Int(128)],
        RangeError,
        "128 is out of range for i8",
    );
    c.ok("hc_id_u8", vec![Int(255)], Int(255));
    c.ok("hc_id_u8", vec![Int(0)], Int(0));
    c.refuses(
        "hc_id_u8",
        vec![Int(-1)],
        RangeError,
        "-1 is out of range for u8",
    );
    c.ok("hc_id_i16", vec![Int(-32768)], Int(-32768));
    c.ok("hc_id_i16", vec![Int(32767)], Int(32767));
    c.ok("hc_id_u16", vec![Int(65535)], Int(65535));
    c.refuses(
        "hc_id_u16",
        vec![Int(65536)],
        RangeError,
        "out of range for u16",
    );
    c.ok("hc_id_i32", vec![Int(i32::MIN)], Int(i32::MIN));
    c.ok("hc_id_i32", vec![Num(2147483647.0)], Int(i32::MAX));
    c.refuses(
        "hc_id_i32",
        vec![Num(TWO_31)],
        RangeError,
        "2147483648 is out of range",
    );
    c.refuses(
        "hc_id_i32",
        vec![Num(1.5)],
        RangeError,
        "1.5 is not an integer",
    );
    c.refuses(
        "hc_id_i32",
        vec![Num(f64::NAN)],
        RangeError,
        "NaN is not an integer",
    );
    c.refuses(
        "hc_id_i32",
        vec![s("5")],
        TypeError,
        "expected a number (i32), got string",
    );
    c.ok("hc_id_u32", vec![Num(4294967295.0)], Num(4294967295.0));
    c.ok("hc_id_u32", vec![Num(TWO_31)], Num(TWO_31));
    c.refuses(
        "hc_id_u32",
        vec![Int(-1)],
        RangeError,
        "-1 is out of range for u32",
    );
    c.ok("hc_id_i64", vec![Num(TWO_53)], Num(TWO_53));
    c.ok("hc_id_i64", vec![Num(-TWO_53)], Num(-TWO_53));
    c.ok("hc_id_i64", vec![Num(TWO_31)], Num(TWO_31));
    c.ok(
        "hc_id_i64",
        vec![BigInt(TWO_53_I + 1)],
        BigInt(TWO_53_I + 1),
    );
    c.ok(
        "hc_id_i64",
        vec![BigInt(-TWO_53_I - 1)],
        BigInt(-TWO_53_I - 1),
    );
    c.ok(
        "hc_id_i64",
        vec![BigInt(i128::from(i64::MIN))],
        BigInt(i128::from(i64::MIN)),
    );
    c.ok("hc_id_i64", vec![BigInt(5)], Int(5));
    // BigInt boundaries: short (inline in QuickJS-NG: i32) and heap BigInts.
    c.ok("hc_id_i64", vec![BigInt(0)], Int(0));
    c.ok("hc_id_i64", vec![BigInt(-1)], Int(-1));
    c.ok(
        "hc_id_i64",
        vec![BigInt(i128::from(i32::MIN))],
        Int(i32::MIN),
    );
    c.ok(
        "hc_id_i64",
        vec![BigInt(i128::from(i32::MAX))],
        Int(i32::MAX),
    );
    c.ok("hc_id_i64", vec![BigInt(1 << 31)], Num(TWO_31));
    c.ok(
        "hc_id_i64",
        vec![BigInt(i128::from(i32::MIN) - 1)],
        Num(-TWO_31 - 1.0),
    );
    c.ok(
        "hc_id_i64",
        vec![BigInt(i128::from(i64::MAX))],
        BigInt(i128::from(i64::MAX)),
    );
    c.refuses(
        "hc_id_i64",
        vec![BigInt(i128::from(i64::MIN) - 1)],
        RangeError,
        "out of range for i64",
    );
    c.refuses(
        "hc_id_i64",
        vec![BigInt(1 << 64)],
        RangeError,
        "out of range for i64",
    );
    c.refuses(
        "hc_id_i64",
        vec![BigInt(1 << 63)],
        RangeError,
        "out of range for i64",
    );
    c.refuses(
        "hc_id_i64",
        vec![Num(f64::INFINITY)],
        RangeError,
        "Infinity is not an integer",
    );
    c.ok(
        "hc_id_u64",
        vec![BigInt(i128::from(u64::MAX))],
        BigInt(i128::from(u64::MAX)),
    );
    c.ok("hc_id_u64", vec![Num(TWO_53)], Num(TWO_53));
    c.ok("hc_id_u64", vec![BigInt(0)], Int(0));
    c.ok(
        "hc_id_u64",
        vec![BigInt(i128::from(i32::MAX))],
        Int(i32::MAX),
    );
    c.ok("hc_id_u64", vec![BigInt(1 << 63)], BigInt(1 << 63));
    c.refuses(
        "hc_id_u64",
        vec![BigInt(1 << 64)],
        RangeError,
        "out of range for u64",
    );
    c.refuses(
        "hc_id_u64",
        vec![BigInt(i128::from(i32::MIN))],
        RangeError,
        "out of range for u64",
    );
    c.ok("hc_id_u64", vec![Int(7)], Int(7));
    c.refuses(
        "hc_id_u64",
        vec![BigInt(-1)],
        RangeError,
        "out of range for u64",
    );
    c.ok("hc_id_isize", vec![Int(-1)], Int(-1));
    c.ok(
        "hc_id_isize",
        vec![BigInt(isize::MIN as i128)],
        BigInt(isize::MIN as i128),
    );
    c.ok("hc_id_usize", vec![Num(4294967296.0)], Num(4294967296.0));
    c.ok(
        "hc_id_usize",
        vec![BigInt(usize::MAX as i128)],
        BigInt(usize::MAX as i128),
    );
    c.refuses(
        "hc_id_usize",
        vec![Int(-1)],
        RangeError,
        "-1 is out of range for usize",
    );

    // Floats.
    c.ok("hc_id_f64", vec![Num(-0.0)], Num(-0.0));
    c.ok("hc_id_f64", vec![Num(f64::NAN)], Num(f64::NAN));
    c.ok("hc_id_f64", vec![Num(f64::INFINITY)], Num(f64::INFINITY));
    c.ok(
        "hc_id_f64",
        vec![Num(f64::NEG_INFINITY)],
        Num(f64::NEG_INFINITY),
    );
    c.ok("hc_id_f64", vec![Num(TWO_53 + 2.0)], Num(TWO_53 + 2.0));
    c.ok("hc_id_f64", vec![Num(5e-324)], Num(5e-324));
    c.ok("hc_id_f64", vec![Int(7)], Num(7.0));
    c.refuses(
        "hc_id_f64",
        vec![Bool(true)],
        TypeError,
        "expected a number (f64), got boolean",
    );
    c.ok("hc_id_f32", vec![Num(0.1)], f32_boxed(0.1));
    c.ok("hc_id_f32", vec![Int(3)], Num(3.0));
    c.ok("hc_id_f32", vec![Num(-0.0)], Num(-0.0));
    c.ok("hc_id_f32", vec![Num(f64::NAN)], Num(f64::NAN));
    c.ok("hc_id_f32", vec![Num(1e300)], Num(f64::INFINITY));
    c.ok(
        "hc_id_f32",
        vec![Num(f64::NEG_INFINITY)],
        Num(f64::NEG_INFINITY),
    );
    c.ok("hc_f32_third", vec![], f32_boxed(1.0 / 3.0));

    // Booleans: only booleans.
    c.ok("hc_id_bool", vec![Bool(true)], Bool(true));
    c.ok("hc_id_bool", vec![Bool(false)], Bool(false));
    c.ok("hc_not", vec![Bool(false)], Bool(true));
    c.refuses(
        "hc_not",
        vec![Int(1)],
        TypeError,
        "expected a boolean, got number",
    );
    c.ok("hc_select_i32", vec![Bool(true), Int(1), Int(2)], Int(1));
    c.ok("hc_select_i32", vec![Bool(false), Int(1), Int(2)], Int(2));

    // Arithmetic (wrapping in the host).
    // Narrow arguments into wider C parameters: each extended to the register by its
    // signedness (on riscv64, LP64D's rule gives the same for these kinds).
    let wide = || vec![Int(-2), Int(-3), Int(-4), Int(65534), Int(254)];
    c.ok("hc_wide_0", wide(), Int(-2));
    c.ok("hc_wide_1", wide(), Int(-3));
    c.ok("hc_wide_2", wide(), Int(-4));
    c.ok("hc_wide_3", wide(), Int(65534));
    c.ok("hc_wide_4", wide(), Int(254));
    c.ok("hc_add_i32", vec![Int(i32::MAX), Int(1)], Int(i32::MIN));
    c.ok("hc_add_i32", vec![Int(2), Int(-5)], Int(-3));
    c.ok("hc_add_u8", vec![Int(200), Int(100)], Int(44));
    c.ok("hc_add_i8", vec![Int(127), Int(1)], Int(-128));
    c.ok("hc_add_i16", vec![Int(-32768), Int(-1)], Int(32767));
    c.ok("hc_add_u16", vec![Int(65535), Int(2)], Int(1));
    c.ok("hc_add_u32", vec![Num(4294967295.0), Int(1)], Int(0));
    c.ok("hc_add_u32", vec![Num(TWO_31), Int(0)], Num(TWO_31));
    c.ok(
        "hc_add_i64",
        vec![BigInt(i128::from(i64::MAX)), Int(1)],
        BigInt(i128::from(i64::MIN)),
    );
    c.ok(
        "hc_add_i64",
        vec![Num(TWO_53), Int(1)],
        BigInt(TWO_53_I + 1),
    );
    c.ok("hc_add_i64", vec![Num(TWO_53), Int(-1)], Num(TWO_53 - 1.0));
    c.ok(
        "hc_add_u64",
        vec![BigInt(i128::from(u64::MAX)), Int(2)],
        Int(1),
    );
    c.ok("hc_add_isize", vec![Int(-3), Int(1)], Int(-2));
    c.ok("hc_add_usize", vec![Int(3), Int(4)], Int(7));
    c.ok(
        "hc_add_f64",
        vec![Num(0.1), Num(0.2)],
        Num(0.30000000000000004),
    );
    c.ok(
        "hc_add_f64",
        vec![Num(f64::INFINITY), Num(f64::NEG_INFINITY)],
        Num(f64::NAN),
    );
    c.ok(
        "hc_add_f32",
        vec![Num(0.1), Num(0.2)],
        f32_boxed(0.1f32 + 0.2f32),
    );
    c.ok("hc_neg_i8", vec![Int(-128)], Int(-128));
    c.ok("hc_neg_i16", vec![Int(5)], Int(-5));
    c.ok("hc_neg_i32", vec![Int(i32::MIN)], Int(i32::MIN));
    c.ok(
        "hc_neg_i64",
        vec![BigInt(TWO_53_I + 1)],
        BigInt(-TWO_53_I - 1),
    );
    c.ok("hc_neg_i64", vec![Num(TWO_53)], Num(-TWO_53));
    c.ok("hc_neg_isize", vec![Int(9)], Int(-9));
    c.ok("hc_neg_f64", vec![Int(0)], Num(-0.0));
    c.ok("hc_neg_f64", vec![Num(-0.0)], Num(0.0));
    c.ok("hc_neg_f32", vec![Num(1.5)], Num(-1.5));

    // Extension of narrow arguments and results.
    c.ok("hc_widen_i8", vec![Int(-1)], Int(-1));
    c.ok("hc_widen_i8", vec![Int(-128)], Int(-128));
    c.ok("hc_widen_u8", vec![Int(255)], Int(255));
    c.ok("hc_widen_i16", vec![Int(-32768)], Int(-32768));
    c.ok("hc_widen_u16", vec![Int(65535)], Int(65535));
    c.ok("hc_widen_i32", vec![Int(i32::MIN)], Int(i32::MIN));
    c.ok("hc_widen_u32", vec![Num(4294967295.0)], Num(4294967295.0));
    c.ok("hc_narrow_i8", vec![Int(0x1ff)], Int(-1));
    c.ok("hc_narrow_u8", vec![Int(-1)], Int(255));
    c.ok("hc_narrow_i16", vec![Int(0x18000)], Int(-32768));
    c.ok("hc_narrow_u16", vec![Int(-1)], Int(65535));
    c.ok("hc_narrow_i32", vec![Num(4294967301.0)], Int(5));
    c.ok("hc_narrow_u32", vec![Int(-1)], Num(4294967295.0));

    // 64-bit result boxing at the edges.
    c.ok("hc_pow2_i64", vec![Int(30), Int(0)], Int(1 << 30));
    c.ok("hc_pow2_i64", vec![Int(31), Int(-1)], Int(i32::MAX));
    c.ok("hc_pow2_i64", vec![Int(31), Int(0)], Num(TWO_31));
    c.ok("hc_pow2_i64", vec![Int(32), Int(-1)], Num(4294967295.0));
    c.ok("hc_pow2_i64", vec![Int(53), Int(-1)], Num(TWO_53 - 1.0));
    c.ok("hc_pow2_i64", vec![Int(53), Int(0)], Num(TWO_53));
    c.ok("hc_pow2_i64", vec![Int(53), Int(1)], BigInt(TWO_53_I + 1));
    c.ok(
        "hc_pow2_i64",
        vec![Int(63), Int(0)],
        BigInt(i128::from(i64::MIN)),
    );
    c.ok(
        "hc_pow2_i64",
        vec![Int(63), Int(-1)],
        BigInt(i128::from(i64::MAX)),
    );
    c.ok("hc_pow2_i64", vec![Int(0), Int(-2)], Int(-1));
    c.ok(
        "hc_pow2_u64",
        vec![Int(0), Int(-2)],
        BigInt(i128::from(u64::MAX)),
    );
    c.ok("hc_pow2_u64", vec![Int(32), Int(-1)], Num(4294967295.0));
    c.ok("hc_pow2_u64", vec![Int(53), Int(0)], Num(TWO_53));
    c.ok("hc_pow2_u64", vec![Int(53), Int(1)], BigInt(TWO_53_I + 1));
    c.ok("hc_pow2_u64", vec![Int(63), Int(0)], BigInt(1 << 63));
}

fn arity_cases(c: &mut Cases) {
    c.ok("hc_void", vec![], Undefined);
    c.ok("hc_void", vec![Int(1), s("ignored")], Undefined);
    for n in 0..=16usize {
        let name = format!("hc_sum_i32_{n}");
        // Distinct, signed, and far from each other: a swap changes the sum.
        let args: Vec<i32> = (0..n as i32).map(|i| (i * 7 - 20) * (i + 1)).collect();
        let want = lib::weighted_i64(&args.iter().map(|&a| i64::from(a)).collect::<Vec<_>>());
        c.ok(
            &name,
            args.iter().map(|&a| Int(a)).collect(),
            boxed_int(want.into()),
        );
        // Extra arguments are ignored.
        let mut extra: Vec<JsVal> = args.iter().map(|&a| Int(a)).collect();
        extra.push(s("extra"));
        extra.push(Undefined);
        c.ok(&name, extra, boxed_int(want.into()));
        if n > 0 {
            // Too few arguments is a TypeError under the strict policy.
            let fewer = args[..n - 1].iter().map(|&a| Int(a)).collect();
            c.refuses(&name, fewer, ErrorKind::TypeError, "expected");
        }
    }
    let max = vec![Int(i32::MAX); 16];
    c.ok("hc_sum_i32_16", max, Num(136.0 * f64::from(i32::MAX)));
}

fn many_cases(c: &mut Cases) {
    let i64s: Vec<i64> = (0..16).map(|i| (i - 8) * 1_000_000_007).collect();
    let want = lib::hc_many_i64_16(
        i64s[0], i64s[1], i64s[2], i64s[3], i64s[4], i64s[5], i64s[6], i64s[7], i64s[8], i64s[9],
        i64s[10], i64s[11], i64s[12], i64s[13], i64s[14], i64s[15],
    );
    c.ok(
        "hc_many_i64_16",
        i64s.iter().map(|&a| Num(a as f64)).collect(),
        boxed_int(want.into()),
    );
    let big: Vec<JsVal> = (0..16).map(|i| BigInt(i128::from(i64::MAX) - i)).collect();
    let want = lib::weighted_i64(&(0..16).map(|i| i64::MAX - i).collect::<Vec<_>>());
    c.ok("hc_many_i64_16", big, boxed_int(want.into()));

    let f64s: Vec<f64> = (0..16).map(|i| f64::from(i) + 0.5).collect();
    c.ok(
        "hc_many_f64_16",
        f64s.iter().map(|&a| Num(a)).collect(),
        Num(lib::weighted_f64(&f64s)),
    );
    let f32s: Vec<f64> = (0..16).map(|i| f64::from(i) * -0.25).collect();
    c.ok(
        "hc_many_f32_16",
        f32s.iter().map(|&a| Num(a)).collect(),
        Num(lib::weighted_f64(&f32s)),
    );
    let u8s: Vec<i64> = (0..16).map(|i| 250 - i * 3).collect();
    c.ok(
        "hc_many_u8_16",
        u8s.iter().map(|&a| Int(a as i32)).collect(),
        boxed_int(lib::weighted_i64(&u8s).into()),
    );
    let i16s: Vec<i64> = (0..16).map(|i| -32768 + i * 4001).collect();
    c.ok(
        "hc_many_i16_16",
        i16s.iter().map(|&a| Int(a as i32)).collect(),
        boxed_int(lib::weighted_i64(&i16s).into()),
    );

    c.ok(
        "hc_mix12",
        vec![
            Int(-1),
            Num(2.5),
            Num(-3.0),
            Num(4.25),
            Int(255),
            Num(-6.5),
            Int(-32768),
            Num(8.125),
            Num(4294967295.0),
            Num(-10.0),
            BigInt(TWO_53_I + 2),
            Num(12.75),
        ],
        Num(lib::hc_mix12(
            -1,
            2.5,
            -3,
            4.25,
            255,
            -6.5,
            -32768,
            8.125,
            u32::MAX,
            -10.0,
            (1 << 53) + 2,
            12.75,
        )),
    );
    c.ok(
        "hc_mixed_a",
        vec![
            Num(1.5),
            Int(-2),
            Num(3.25),
            Int(65535),
            Bool(true),
            Int(-6),
        ],
        Num(lib::hc_mixed_a(1.5, -2, 3.25, 65535, true, -6)),
    );
    c.ok(
        "hc_every_scalar",
        vec![
            Int(-128),
            Int(255),
            Int(-32768),
            Int(65535),
            Int(-5),
            Num(4294967295.0),
            Num(-TWO_53),
            BigInt(i128::from(u64::MAX)),
            Int(-9),
            Int(10),
            Num(0.5),
            Num(-0.25),
            Bool(true),
        ],
        Num(lib::hc_every_scalar(
            -128,
            255,
            -32768,
            65535,
            -5,
            u32::MAX,
            -(1 << 53),
            u64::MAX,
            -9,
            10,
            0.5,
            -0.25,
            true,
        )),
    );
    let pairs: Vec<(i32, f64)> = (0..8)
        .map(|i| (i * 11 - 40, f64::from(i) * 1.5 - 5.0))
        .collect();
    let flat: Vec<f64> = pairs.iter().flat_map(|&(a, b)| [f64::from(a), b]).collect();
    c.ok(
        "hc_interleave16",
        pairs.iter().flat_map(|&(a, b)| [Int(a), Num(b)]).collect(),
        Num(lib::weighted_f64(&flat)),
    );
    let spill: Vec<f64> = (0..16)
        .map(|i| {
            if i < 9 {
                f64::from(i) * 0.5 + 0.25
            } else {
                f64::from(i * 13 - 100)
            }
        })
        .collect();
    let spill_args: Vec<JsVal> = spill
        .iter()
        .enumerate()
        .map(|(i, &v)| if i < 9 { Num(v) } else { Int(v as i32) })
        .collect();
    c.ok("hc_spill16", spill_args, Num(lib::weighted_f64(&spill)));
}

fn string_and_buffer_cases(c: &mut Cases) {
    use ErrorKind::TypeError;
    c.ok("hc_strlen", vec![s("")], Int(0));
    c.ok("hc_strlen", vec![s("hello")], Int(5));
    c.ok("hc_strlen", vec![s("héllo")], Int(6));
    c.ok("hc_strlen", vec![s("日本語")], Int(9));
    c.ok("hc_strlen", vec![s("😀")], Int(4));
    c.ok(
        "hc_strlen",
        vec![JsVal::Utf16(vec![0xD83D, 0xDE00])],
        Int(4),
    );
    c.refuses("hc_strlen", vec![s("a\0b")], TypeError, "C string");
    c.refuses(
        "hc_strlen",
        vec![JsVal::Utf16(vec![0x61, 0xD800])],
        TypeError,
        "C string",
    );
    c.refuses(
        "hc_strlen",
        vec![JsVal::Utf16(vec![0xDC00])],
        TypeError,
        "C string",
    );
    c.refuses(
        "hc_strlen",
        vec![Int(5)],
        TypeError,
        "expected a string, got number",
    );
    c.refuses(
        "hc_strlen",
        vec![Null],
        TypeError,
        "expected a string, got null",
    );
    c.refuses(
        "hc_strlen",
        vec![],
        TypeError,
        "expected 1 arguments, got 0",
    );
    c.ok(
        "hc_str_checksum",
        vec![s("")],
        Num(f64::from(lib::fnv1a32(b""))),
    );
    c.ok(
        "hc_str_checksum",
        vec![s("foobar")],
        Num(f64::from(0xbf9c_f968u32)),
    );
    c.ok(
        "hc_str_checksum",
        vec![s("é")],
        boxed_int(lib::fnv1a32("é".as_bytes()).into()),
    );
    c.ok("hc_str_cmp", vec![s("a"), s("b")], Int(-1));
    c.ok("hc_str_cmp", vec![s("b"), s("a")], Int(1));
    c.ok("hc_str_cmp", vec![s("日本"), s("日本")], Int(0));
    c.ok("hc_str_cmp", vec![s(""), s("")], Int(0));
    // The second string is refused after the first was acquired: it must still be released.
    c.refuses(
        "hc_str_cmp",
        vec![s("a"), s("b\0")],
        TypeError,
        "argument 2",
    );
    c.refuses("hc_str_cmp", vec![s("a"), Int(1)], TypeError, "argument 2");
    // Results that point into their argument: the argument must outlive the boxing (the
    // test engine poisons released strings, so a use after release reads `X`s).
    let long = "ünïcödé ✓ 日本語 ".repeat(64);
    c.ok("hc_str_identity", vec![s(&long)], s(&long));
    c.ok("hc_str_identity", vec![s("")], s(""));
    c.ok("hc_str_identity", vec![s("a")], s("a"));
    c.ok("hc_str_skip", vec![s(&long), Int(3)], s(&long[3..]));
    c.ok("hc_str_skip", vec![s("abc"), Int(99)], s(""));
    c.refuses(
        "hc_str_identity",
        vec![Int(5)],
        TypeError,
        "expected a string, got number",
    );

    c.ok("hc_buf_first", vec![Buffer(vec![7, 8])], Int(7));
    c.ok("hc_buf_first", vec![Null], Int(0));
    c.refuses(
        "hc_buf_first",
        vec![JsVal::Object],
        TypeError,
        "ArrayBuffer",
    );
    c.refuses("hc_buf_first", vec![s("abc")], TypeError, "ArrayBuffer");
    c.refuses("hc_buf_first", vec![Undefined], TypeError, "got undefined");
    c.ok("hc_buf_is_null", vec![Buffer(vec![])], Bool(false));
    c.ok("hc_buf_is_null", vec![Null], Bool(true));
    c.ok(
        "hc_buf_fill",
        vec![Buffer(vec![0; 4]), Int(3), Int(0xab)],
        Undefined,
    )
    .buffer_after = Some((0, vec![0xab, 0xab, 0xab, 0]));
    c.ok(
        "hc_buf_fill",
        vec![Buffer(vec![]), Int(0), Int(1)],
        Undefined,
    )
    .buffer_after = Some((0, vec![]));
    c.ok(
        "hc_buf_crc",
        vec![Buffer(b"123456789".to_vec()), Int(9)],
        Num(f64::from(0xCBF4_3926u32)),
    );
    c.ok("hc_buf_crc", vec![Buffer(vec![]), Int(0)], Int(0));
    c.ok("hc_buf_crc", vec![Null, Int(0)], Int(0));
    c.ok(
        "hc_mixed_refs",
        vec![
            s("abc"),
            Num(1.5),
            Buffer(vec![1, 2, 3]),
            Int(3),
            Bool(true),
        ],
        Num(3.0 + 3.0 + 18.0 + 1000.0),
    );
    c.ok(
        "hc_mixed_refs",
        vec![s(""), Num(-0.5), Null, Int(0), Bool(false)],
        Num(-1.0),
    );
    // A refusal after a string was acquired releases it.
    c.refuses(
        "hc_mixed_refs",
        vec![s("abc"), Num(1.5), Buffer(vec![1]), Int(1), Int(1)],
        TypeError,
        "argument 5",
    );
}

/// `hc_slice_sum` of `bytes`, computed directly.
fn slice_sum(bytes: &[u8]) -> i128 {
    // SAFETY: `bytes` is readable for its length.
    i128::from(unsafe { lib::hc_slice_sum(bytes.as_ptr(), bytes.len()) })
}

fn slice_cases(c: &mut Cases) {
    use ErrorKind::TypeError;
    let bytes: Vec<u8> = (1u8..=9).map(|i| i.wrapping_mul(29)).collect();
    c.ok(
        "hc_slice_sum",
        vec![Buffer(bytes.clone())],
        boxed_int(slice_sum(&bytes)),
    );
    c.ok("hc_slice_sum", vec![Buffer(vec![])], Int(0));
    c.ok("hc_slice_sum", vec![Buffer(vec![255; 64])], {
        boxed_int(slice_sum(&[255; 64]))
    });
    // Nothing but a buffer is a slice: no null, no number, no coercion.
    c.refuses("hc_slice_sum", vec![Null], TypeError, "(slice), got null");
    c.refuses(
        "hc_slice_sum",
        vec![Int(4)],
        TypeError,
        "(slice), got number",
    );
    c.refuses("hc_slice_sum", vec![s("abcd")], TypeError, "(slice)");
    c.refuses("hc_slice_sum", vec![Undefined], TypeError, "(slice)");
    c.refuses("hc_slice_sum", vec![], TypeError, "expected 1 arguments");
    // The length is the buffer's own: an extra argument that looks like a length is ignored.
    c.ok(
        "hc_slice_len",
        vec![Buffer(vec![0; 4]), Int(1 << 20)],
        Int(4),
    );
    c.ok("hc_slice_len", vec![Buffer(vec![])], Int(0));
    c.ok("hc_slice_ptr_is_null", vec![Buffer(vec![])], Int(0));
    c.ok("hc_slice_ptr_is_null", vec![Buffer(vec![1])], Int(0));
    c.ok("hc_slice_fill", vec![Buffer(vec![0; 3]), Int(7)], Undefined)
        .buffer_after = Some((0, vec![7, 7, 7]));
    c.ok("hc_slice_fill", vec![Buffer(vec![]), Int(7)], Undefined)
        .buffer_after = Some((0, vec![]));
    c.ok(
        "hc_slice_copy",
        vec![Buffer(vec![0; 4]), Buffer(vec![1, 2, 3])],
        Int(3),
    )
    .buffer_after = Some((0, vec![1, 2, 3, 0]));
    c.ok(
        "hc_slice_copy",
        vec![Buffer(vec![0; 2]), Buffer(vec![5, 6, 7])],
        Int(2),
    )
    .buffer_after = Some((0, vec![5, 6]));
    c.refuses(
        "hc_slice_copy",
        vec![Buffer(vec![0; 2]), Null],
        TypeError,
        "argument 2",
    );
    let sl = [9u8, 8, 7];
    // SAFETY: `sl` is readable for its length.
    let want = unsafe { lib::hc_slice_split(1, -2, 3, -4, 5, sl.as_ptr(), sl.len(), 0.5) };
    c.ok(
        "hc_slice_split",
        vec![
            Int(1),
            Int(-2),
            Int(3),
            Int(-4),
            Int(5),
            Buffer(sl.to_vec()),
            Num(0.5),
        ],
        Num(want),
    );
    let (a, b) = ([1u8, 2, 250], [5u8, 6, 7, 8, 9]);
    // SAFETY: `a` and `b` are readable for their lengths.
    let want = unsafe {
        lib::hc_slice_mixed(
            3,
            a.as_ptr(),
            a.len(),
            1.5,
            -4,
            b.as_ptr(),
            b.len(),
            true,
            -7,
        )
    };
    c.ok(
        "hc_slice_mixed",
        vec![
            Int(3),
            Buffer(a.to_vec()),
            Num(1.5),
            Int(-4),
            Buffer(b.to_vec()),
            Bool(true),
            Int(-7),
        ],
        Num(want),
    );
    c.refuses(
        "hc_slice_mixed",
        vec![
            Int(3),
            Buffer(a.to_vec()),
            Num(1.5),
            Int(-4),
            s("no"),
            Bool(true),
            Int(-7),
        ],
        TypeError,
        "argument 5",
    );
    let rest: Vec<i64> = (0..30).map(|i| (i - 15) * 1_000_003).collect();
    let sl = [3u8, 1, 4, 1, 5];
    let want = rest
        .iter()
        .enumerate()
        .map(|(i, x)| (i as i64 + 1).wrapping_mul(*x))
        .fold(slice_sum(&sl) as i64, i64::wrapping_add);
    let mut args = vec![Buffer(sl.to_vec())];
    args.extend(rest.iter().map(|&x| Num(x as f64)));
    c.ok("hc_slice_sum30", args, boxed_int(want.into()));
}

/// The functions added for issue 13 that fit this model (no structs, which take their own
/// call path, and no statics, which are not functions).
fn issue13_cases(c: &mut Cases) {
    c.ok("hc_i32_array_len", vec![], Int(16));
    c.ok(
        "hc_i32_array",
        vec![],
        boxed_ptr(lib::hc_i32_array() as usize),
    );
    c.ok(
        "hc_view_bytes",
        vec![],
        boxed_ptr(lib::hc_view_bytes() as usize),
    );
    c.ok(
        "hc_fn_add_i32",
        vec![],
        boxed_ptr(lib::hc_fn_add_i32() as usize),
    );
    c.ok("hc_is_null", vec![Null], Int(1));
    c.ok("hc_is_null", vec![Int(4096)], Int(0));
    let want = lib::hc_sum19(
        -1, 2, -3, 4, -5, 6, -7, 8, 0.5, -1.5, 11, 12.25, -13, 14.0, 15, -16.0, -17, 18, 19.5,
    );
    c.ok(
        "hc_sum19",
        vec![
            Int(-1),
            Int(2),
            Int(-3),
            Int(4),
            Int(-5),
            Int(6),
            Int(-7),
            Int(8),
            Num(0.5),
            Num(-1.5),
            Int(11),
            Num(12.25),
            Int(-13),
            Num(14.0),
            Int(15),
            Num(-16.0),
            Int(-17),
            Int(18),
            Num(19.5),
        ],
        Num(want),
    );
    let xs: Vec<i64> = (0..32).map(|i| (i - 16) * 999_983).collect();
    let want = xs
        .iter()
        .enumerate()
        .map(|(i, x)| (i as i64 + 1).wrapping_mul(*x))
        .fold(0i64, i64::wrapping_add);
    c.ok(
        "hc_sum32",
        xs.iter().map(|&x| Num(x as f64)).collect(),
        boxed_int(want.into()),
    );
}

fn pointer_and_value_cases(c: &mut Cases) {
    use ErrorKind::{RangeError, TypeError};
    c.ok("hc_ptr_identity", vec![Null], Null);
    c.ok("hc_ptr_identity", vec![Int(0)], Null);
    c.ok("hc_ptr_identity", vec![Int(4096)], Int(4096));
    c.ok("hc_ptr_identity", vec![Num(TWO_31)], Num(TWO_31));
    c.ok("hc_ptr_identity", vec![Num(TWO_53)], Num(TWO_53));
    c.ok(
        "hc_ptr_identity",
        vec![BigInt(TWO_53_I + 1)],
        BigInt(TWO_53_I + 1),
    );
    c.ok(
        "hc_ptr_identity",
        vec![BigInt(i128::from(u64::MAX))],
        BigInt(i128::from(u64::MAX)),
    );
    c.ok("hc_ptr_identity", vec![BigInt(4096)], Int(4096));
    c.ok("hc_ptr_identity", vec![BigInt(0)], Null);
    c.refuses(
        "hc_ptr_identity",
        vec![BigInt(-1)],
        RangeError,
        "out of range for pointer",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![BigInt(1 << 64)],
        RangeError,
        "out of range for pointer",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![Int(-1)],
        RangeError,
        "-1 is out of range for pointer",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![Num(0.5)],
        RangeError,
        "out of range for pointer",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![Num(TWO_53 + 2.0)],
        RangeError,
        "pointer",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![s("0")],
        TypeError,
        "null, a pointer number or a BigInt",
    );
    c.refuses(
        "hc_ptr_identity",
        vec![Undefined],
        TypeError,
        "got undefined",
    );
    c.ok("hc_ptr_is_null", vec![Null], Bool(true));
    c.ok("hc_ptr_is_null", vec![Int(1)], Bool(false));
    c.ok("hc_ptr_offset", vec![Int(4096), Int(-96)], Int(4000));
    c.ok("hc_ptr_offset", vec![Null, Int(0)], Null);
    c.ok("hc_ptr_offset", vec![Int(8), Int(-8)], Null);
    let stat = lib::hc_static_ptr() as usize;
    c.ok("hc_static_ptr", vec![], boxed_ptr(stat));
    // cstring results: copied into a new string; the null pointer is `null`.
    c.ok("hc_greeting", vec![Int(1)], s("h\u{e9}llo from hostcall"));
    c.ok("hc_greeting", vec![Int(2)], s(""));
    c.ok("hc_greeting", vec![Int(0)], Null);
    c.ok("hc_ptr_read_u8", vec![boxed_ptr(stat), Int(5)], Int(15));
    c.ok(
        "hc_ptr_read_u8",
        vec![boxed_ptr(stat + 63), Int(0)],
        Int(189),
    );

    for v in [
        Int(1),
        Undefined,
        Null,
        s("x"),
        JsVal::Object,
        JsVal::Symbol,
        BigInt(1),
    ] {
        c.ok("hc_value_ptr_nonnull", vec![v.clone()], Bool(true));
        c.ok("hc_value_echo8", vec![v.clone()], v.clone());
        c.ok("hc_value_echo16", vec![v.clone()], v);
    }
    c.ok("hc_value_echo8", vec![Num(-0.0)], Num(-0.0));
    c.ok("hc_value_echo16", vec![Num(-0.0)], Num(-0.0));
    c.refuses(
        "hc_value_ptr_nonnull",
        vec![],
        TypeError,
        "expected 1 arguments, got 0",
    );
}

fn context_cases(c: &mut Cases) {
    use ErrorKind::{Error, RangeError, TypeError};
    c.ok("hc_checked_div", vec![Int(7), Int(2)], Int(3));
    c.ok("hc_checked_div", vec![Int(-7), Int(2)], Int(-3));
    c.raises(
        "hc_checked_div",
        vec![Int(7), Int(0)],
        RangeError,
        "division by zero",
    );
    c.raises(
        "hc_checked_div",
        vec![Int(i32::MIN), Int(-1)],
        RangeError,
        "division overflow",
    );
    c.refuses(
        "hc_checked_div",
        vec![Int(7)],
        TypeError,
        "expected 2 arguments, got 1",
    );
    c.ok("hc_ctx_ok", vec![Int(5)], Int(15));
    c.ok("hc_ctx_ok", vec![Int(-5)], Int(-15));
    c.raises("hc_ctx_report_twice", vec![], TypeError, "second");
    c.raises("hc_ctx_fail", vec![Int(0), s("plain")], Error, "plain");
    c.raises("hc_ctx_fail", vec![Int(1), s("typed")], TypeError, "typed");
    c.raises(
        "hc_ctx_fail",
        vec![Int(2), s("日本語")],
        RangeError,
        "日本語",
    );
    c.ok("hc_ctx_fail", vec![Int(9), s("ignored")], Undefined);
}

fn receiver_cases(c: &mut Cases) {
    use ErrorKind::{RangeError, TypeError};
    let host = |value: i32| {
        let (_, addr) = Counter::leak(value);
        Some(JsVal::Host(COUNTER_CLASS, addr))
    };
    c.ok("hc_counter_get", vec![], Int(41)).this = host(41);
    c.ok("hc_counter_get", vec![Int(1)], Int(-3)).this = host(-3);
    c.refuses("hc_counter_get", vec![], TypeError, "`this`");
    let wrong = c.push(
        "hc_counter_get",
        vec![],
        Expect::Throws(TypeError, "`this`"),
        false,
    );
    wrong.this = Some(JsVal::Host(COUNTER_CLASS + 1, 16));
    let plain = c.push(
        "hc_counter_get",
        vec![],
        Expect::Throws(TypeError, "`this`"),
        false,
    );
    plain.this = Some(JsVal::Object);
    let num = c.push(
        "hc_counter_get",
        vec![],
        Expect::Throws(TypeError, "`this`"),
        false,
    );
    num.this = Some(Int(1));
    let add = c.ok("hc_counter_add", vec![Int(2)], Int(42));
    add.this = host(40);
    add.stateful = true;
    let wrap = c.ok("hc_counter_add", vec![Int(1)], Int(i32::MIN));
    wrap.this = host(i32::MAX);
    wrap.stateful = true;
    let div = c.ok("hc_counter_div", vec![Int(4)], Int(25));
    div.this = host(100);
    div.stateful = true;
    let div0 = c.push(
        "hc_counter_div",
        vec![Int(0)],
        Expect::Throws(RangeError, "division by zero"),
        true,
    );
    div0.this = host(100);
    let bad = c.push(
        "hc_counter_div",
        vec![Int(2)],
        Expect::Throws(TypeError, "`this`"),
        false,
    );
    bad.this = Some(JsVal::Host(7, 16));
}

fn rust_fn_cases(c: &mut Cases) {
    use ErrorKind::{Error, RangeError};
    c.ok("rust_panicking", vec![Int(4)], Int(8));
    c.raises(
        "rust_panicking",
        vec![Int(lib::PANIC_INPUT)],
        Error,
        "panicked: unlucky 13",
    );
    c.ok("rust_panicking", vec![Int(-4)], Int(-8));
    c.ok("rust_fallible", vec![Num(2.25)], Num(1.5));
    c.raises(
        "rust_fallible",
        vec![Num(-1.0)],
        RangeError,
        "cannot take the square root of -1",
    );
}
