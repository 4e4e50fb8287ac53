//! The differential corpus on Boa: one identity host function per kind, called with every
//! value of a corpus three ways in one process: hostcall's thunks (the JIT backend, compiled
//! at registration), hostcall's generic backend (libffi), and Boa's own typed conversion
//! (`TryFromJs`, what Boa's typed closures use). Thunk and generic agree on every case,
//! results and errors alike; where the thunk's fast lane takes a value, Boa's own
//! conversion gives the same result; the cases where hostcall and Boa differ are listed
//! exactly (a new difference fails the test).

use boa_engine::value::TryFromJs;
use boa_engine::{js_string, Context, JsResult, JsValue, NativeFunction, Source};
use hostcall::{Backend, CStrArg, ConversionPolicy, Dispatcher, TierPolicy};
use hostcall_boa::{boa_layout, Host};

macro_rules! identities {
    ($($name:ident: $t:ty),*) => {
        $(extern "C" fn $name(x: $t) -> $t { x })*
    };
}
identities!(id_i8: i8, id_u8: u8, id_i16: i16, id_u16: u16, id_i32: i32, id_u32: u32,
    id_i64: i64, id_u64: u64, id_f32: f32, id_f64: f64, id_bool: bool);

extern "C" fn id_cstring(x: CStrArg) -> CStrArg {
    // The result points into the argument: the backends read it before releasing it.
    x
}

/// JavaScript expressions of the corpus.
const VALUES: &[&str] = &[
    "0",
    "1",
    "-1",
    "127",
    "128",
    "-128",
    "-129",
    "255",
    "256",
    "32767",
    "32768",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "2**53",
    "2**53 + 2",
    "-(2**53)",
    "2**63",
    "2**64",
    "-0",
    "0.5",
    "1.5",
    "-1.5",
    "1e300",
    "-1e300",
    "3.4e38",
    "1e-320",
    "NaN",
    "Infinity",
    "-Infinity",
    "'12'",
    "'x'",
    "''",
    "'héllo'",
    "'a\\u0000b'",
    "'\\ud800'",
    "true",
    "false",
    "null",
    "undefined",
    "10n",
    "(2n**70n)",
    "({})",
    "[]",
    "Symbol('s')",
    "(() => 1)",
    "({ valueOf() { return 7; } })",
];

fn host(backend: Backend) -> Host {
    let d = Dispatcher::new(boa_layout().unwrap(), ConversionPolicy::strict())
        .unwrap()
        .with_backend(backend)
        .unwrap()
        .with_tier(TierPolicy::Eager);
    Host::with_dispatcher(d).unwrap()
}

fn define(host: &Host, context: &mut Context) {
    macro_rules! typed {
        ($($name:ident: $t:ty),*) => {
            $(host.typed(stringify!($name), $name as extern "C" fn($t) -> $t)
                .unwrap()
                .register_global(context)
                .unwrap();)*
        };
    }
    typed!(id_i8: i8, id_u8: u8, id_i16: i16, id_u16: u16, id_i32: i32, id_u32: u32,
        id_i64: i64, id_u64: u64, id_f32: f32, id_f64: f64, id_bool: bool,
        id_cstring: CStrArg);
}

/// Boa's own typed identity: `TryFromJs`, then back with `JsValue::from`.
fn boa_own(context: &mut Context) {
    fn own<T: TryFromJs + Into<JsValue>>(
        _: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let v = args.first().cloned().unwrap_or_default();
        Ok(v.try_js_into::<T>(context)?.into())
    }
    fn string(_: &JsValue, args: &[JsValue], context: &mut Context) -> JsResult<JsValue> {
        let v = args.first().cloned().unwrap_or_default();
        Ok(js_string!(v.try_js_into::<String>(context)?).into())
    }
    let fns: [(&str, NativeFunction); 11] = [
        ("id_i8", NativeFunction::from_fn_ptr(own::<i8>)),
        ("id_u8", NativeFunction::from_fn_ptr(own::<u8>)),
        ("id_i16", NativeFunction::from_fn_ptr(own::<i16>)),
        ("id_u16", NativeFunction::from_fn_ptr(own::<u16>)),
        ("id_i32", NativeFunction::from_fn_ptr(own::<i32>)),
        ("id_u32", NativeFunction::from_fn_ptr(own::<u32>)),
        ("id_i64", NativeFunction::from_fn_ptr(own::<i64>)),
        ("id_u64", NativeFunction::from_fn_ptr(own::<u64>)),
        ("id_f64", NativeFunction::from_fn_ptr(own::<f64>)),
        ("id_bool", NativeFunction::from_fn_ptr(own::<bool>)),
        ("id_cstring", NativeFunction::from_fn_ptr(string)),
    ];
    for (name, f) in fns {
        context
            .register_global_callable(js_string!(name), 1, f)
            .unwrap();
    }
}

/// Every case's outcome: `type:value` or `throw:ErrorName`, one line per (function, value).
fn outcomes(context: &mut Context, names: &[&str]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for name in names {
        for v in VALUES {
            let src = format!(
                "(() => {{ try {{ const r = {name}({v}); \
                 return typeof r + ':' + (typeof r === 'number' && Object.is(r, -0) ? '-0' : String(r)); }} \
                 catch (e) {{ return 'throw:' + e.name; }} }})()"
            );
            let r = context.eval(Source::from_bytes(&src)).unwrap();
            let r = r.as_string().unwrap().to_std_string_escaped();
            out.push((format!("{name}({v})"), r));
        }
    }
    out
}

const NAMES: &[&str] = &[
    "id_i8",
    "id_u8",
    "id_i16",
    "id_u16",
    "id_i32",
    "id_u32",
    "id_i64",
    "id_u64",
    "id_f32",
    "id_f64",
    "id_bool",
    "id_cstring",
];

#[test]
fn thunk_generic_and_boa_agree() {
    let jit_runs = hostcall_testkit::jit_runs();
    let thunks = host(if jit_runs {
        Backend::Jit
    } else {
        Backend::Generic
    });
    let generic = host(Backend::Generic);
    let mut a = Context::default();
    define(&thunks, &mut a);
    let mut b = Context::default();
    define(&generic, &mut b);
    let with_thunks = outcomes(&mut a, NAMES);
    let counts = thunks.dispatcher().counts();
    if jit_runs {
        assert!(counts.thunk > 0 && counts.generic == 0, "{counts:?}");
    }
    let with_generic = outcomes(&mut b, NAMES);
    assert_eq!(with_thunks.len(), NAMES.len() * VALUES.len());
    for (t, g) in with_thunks.iter().zip(&with_generic) {
        assert_eq!(t, g, "thunk against generic");
    }

    // Boa's own conversions (no f32: Boa has no `TryFromJs` for it).
    let mut c = Context::default();
    boa_own(&mut c);
    let own_names: Vec<&str> = NAMES.iter().copied().filter(|n| *n != "id_f32").collect();
    let ours: Vec<_> = with_thunks
        .iter()
        .filter(|(case, _)| !case.starts_with("id_f32("))
        .collect();
    let boas = outcomes(&mut c, &own_names);
    let mut seen = [0usize; DIFFERENCES.len()];
    let mut unexplained = Vec::new();
    let mut same = 0;
    for ((case, mine), (_, theirs)) in ours.iter().zip(&boas) {
        if mine == theirs {
            same += 1;
            continue;
        }
        match DIFFERENCES
            .iter()
            .position(|(_, rule)| rule(case, mine, theirs))
        {
            Some(i) => seen[i] += 1,
            None => unexplained.push(format!("{case}: hostcall {mine}, Boa {theirs}")),
        }
    }
    assert!(unexplained.is_empty(), "\n{}", unexplained.join("\n"));
    // Every listed difference still happens (the list is not stale), and most cases agree.
    for ((why, _), n) in DIFFERENCES.iter().zip(seen) {
        assert!(n > 0, "no case shows the listed difference `{why}`");
        println!("{n:4} cases: {why}");
    }
    println!("{same:4} cases agree");
    assert!(same > ours.len() / 2, "{same} of {}", ours.len());
}

type Rule = fn(&str, &str, &str) -> bool;

/// Where hostcall's strict policy and Boa's `TryFromJs` differ: each rule says which cases
/// it explains. Only the first two change a value that both accept.
const DIFFERENCES: &[(&str, Rule)] = &[
    (
        "a 64-bit result beyond 2^53 is an exact BigInt to hostcall, a rounded number to Boa",
        |case, mine, theirs| {
            (case.starts_with("id_i64(") || case.starts_with("id_u64("))
                && mine.starts_with("bigint:")
                && theirs.starts_with("number:")
        },
    ),
    (
        "-0 passes to an integer as 0 with hostcall; Boa refuses it (its round trip compares bits)",
        |case, mine, theirs| case.ends_with("(-0)") && mine == "number:0" && theirs == "throw:TypeError",
    ),
    (
        "a number outside an integer's range, fractional or not finite: RangeError with hostcall, TypeError with Boa",
        |_, mine, theirs| mine == "throw:RangeError" && theirs == "throw:TypeError",
    ),
    (
        "2^63 to an i64 and 2^64 to a u64: Boa saturates them to the type's maximum (its `as` cast), hostcall refuses them",
        |case, mine, theirs| {
            (case == "id_i64(2**63)" || case == "id_u64(2**64)")
                && mine == "throw:RangeError"
                && theirs.starts_with("number:")
        },
    ),
    (
        "a BigInt passes to a 64-bit integer with hostcall; Boa refuses it",
        |case, mine, theirs| {
            (case.starts_with("id_i64(") || case.starts_with("id_u64("))
                && case.ends_with("n)")
                && mine.starts_with("number:")
                && theirs == "throw:TypeError"
        },
    ),
    (
        "a string with a NUL cannot be a C string: TypeError with hostcall; Boa's String takes it",
        |case, mine, theirs| {
            case.starts_with("id_cstring(") && case.contains("u0000") && mine == "throw:TypeError" && theirs.starts_with("string:")
        },
    ),
];
