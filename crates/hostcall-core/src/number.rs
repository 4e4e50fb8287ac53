//! ECMAScript's number algorithms, as the slow path and error messages need them:
//! `StringToNumber` ([`string_to_number`]), `Number::toString` ([`number_to_string`]) and
//! `ToIntN`/`ToUintN` ([`to_int_n`]).
//!
//! A leaf module: plain functions on `f64` and `&str`, using nothing else from the crate.
//!
//! `number_to_string` takes its digits from Rust's `{:e}` formatting, which prints the
//! shortest digit string that round-trips (the nearest one when several are as short), which
//! is what ECMAScript's Number::toString requires of its digits; only the layout (where the
//! point goes, when to switch to exponent form) is ECMAScript's own and is done here. The
//! `ryu-js` crate (Boa's choice) would give the same output through one more dependency;
//! the tests pin the tricky cases (`1e21`, `1e-7`, `-0`, `5e-324`, `0.1 + 0.2`).

/// ECMAScript's `ToIntN`/`ToUintN`: NaN and infinities are 0; otherwise truncate and wrap
/// modulo 2^bits.
pub fn to_int_n(n: f64, bits: u8, signed: bool) -> i128 {
    if !n.is_finite() {
        return 0;
    }
    let m = 2f64.powi(i32::from(bits));
    // `%` on doubles is exact, so `r` is the exact remainder, |r| < 2^bits <= 2^64.
    let r = n.trunc() % m;
    let modulus = 1i128 << bits;
    let mut v = (r as i128).rem_euclid(modulus);
    if signed && v >= modulus / 2 {
        v -= modulus;
    }
    v
}

fn is_js_whitespace(c: char) -> bool {
    matches!(
        c,
        '\u{9}'
            | '\u{A}'
            | '\u{B}'
            | '\u{C}'
            | '\u{D}'
            | '\u{20}'
            | '\u{A0}'
            | '\u{1680}'
            | '\u{2000}'
            ..='\u{200A}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202F}'
                | '\u{205F}'
                | '\u{3000}'
                | '\u{FEFF}'
    )
}

/// ECMAScript's `StringToNumber`: white space trimmed, empty is 0, `0x`/`0o`/`0b` integers,
/// `Infinity` with an optional sign, decimal literals; anything else is NaN.
pub fn string_to_number(s: &str) -> f64 {
    let t = s.trim_matches(is_js_whitespace);
    if t.is_empty() {
        return 0.0;
    }
    for (prefix, radix) in [
        ("0x", 16),
        ("0X", 16),
        ("0o", 8),
        ("0O", 8),
        ("0b", 2),
        ("0B", 2),
    ] {
        if let Some(digits) = t.strip_prefix(prefix) {
            if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
                return f64::NAN;
            }
            // Accumulate in f64 like the spec's mathematical value, rounded at the end.
            return match u128::from_str_radix(digits, radix) {
                Ok(v) => v as f64,
                Err(_) => digits.chars().fold(0f64, |acc, c| {
                    acc * f64::from(radix) + f64::from(c.to_digit(radix).unwrap_or(0))
                }),
            };
        }
    }
    let (sign, body) = match t.as_bytes()[0] {
        b'+' => (1.0, &t[1..]),
        b'-' => (-1.0, &t[1..]),
        _ => (1.0, t),
    };
    if body == "Infinity" {
        return sign * f64::INFINITY;
    }
    if !is_decimal_literal(body) {
        return f64::NAN;
    }
    body.parse::<f64>().map_or(f64::NAN, |v| sign * v)
}

/// `StrUnsignedDecimalLiteral` without `Infinity`: digits [. digits] [e [+-] digits], or
/// `.digits` [exponent], or `digits.` [exponent].
fn is_decimal_literal(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    let int_digits = digits(&mut i);
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        frac_digits = digits(&mut i);
    }
    if int_digits + frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

/// ECMAScript's `Number::toString(10)`: the shortest digits that round-trip, laid out as
/// JavaScript does (`1e+21`, `0.000001`, `1e-7`, `-0` prints `0`).
pub fn number_to_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".into();
    }
    if v == 0.0 {
        return "0".into();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    if v < 0.0 {
        return format!("-{}", number_to_string(-v));
    }
    // Rust's `{:e}` prints the shortest round-trip digits: `d.ddde±x`.
    let sci = format!("{v:e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let k = digits.len() as i32;
    let n = exp.parse::<i32>().unwrap_or(0) + 1;
    if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let sign = if e >= 0 { '+' } else { '-' };
        if k == 1 {
            format!("{digits}e{sign}{}", e.abs())
        } else {
            format!("{}.{}e{sign}{}", &digits[..1], &digits[1..], e.abs())
        }
    }
}
