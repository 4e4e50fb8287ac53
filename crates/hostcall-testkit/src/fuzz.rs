//! Generators and oracles for the fuzz targets in `fuzz/` (which are thin glue around these)
//! and for the corpus replay tests that run on stable Rust in `cargo test`.
//!
//! Every function here panics when its oracle finds a bug; anything else (malformed input)
//! must come back as a typed error, never a panic.

use std::fmt::Write as _;

use hostcall_core::{ParamKind, ResultKind, Signature, SignatureError, MAX_PARAMS};

use crate::diff::{Case, CLASS};
use crate::engine::{Flavor, JsVal};

/// The text parser: never panics; a signature it accepts prints back to text that parses to
/// the same signature; an error has a message.
pub fn signature_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Signature>() {
        Ok(sig) => {
            let printed = sig.to_string();
            let again: Signature = printed.parse().unwrap_or_else(|e| {
                panic!("{text:?} parsed, but its printed form {printed:?} does not: {e}")
            });
            assert_eq!(sig, again, "round trip of {text:?}");
            assert!(sig.params().len() <= MAX_PARAMS);
        }
        Err(e) => {
            if let Err(why) = text_error_points_at_its_cause(text, &e) {
                panic!("{text:?} was refused with {e:?}, but {why}");
            }
        }
    }
}

/// The text parser's error says where the problem is, and the text there is what it names:
/// the character it found, the unknown kind's name, the `)` after a trailing comma, only white
/// space after an early end. `Err` says how the error misdescribes `text`.
pub fn text_error_points_at_its_cause(text: &str, e: &SignatureError) -> Result<(), String> {
    let at = |position: usize| {
        text.get(position..)
            .ok_or_else(|| format!("byte {position} is not a character boundary of the text"))
    };
    match e {
        SignatureError::Empty if text.trim().is_empty() => Ok(()),
        SignatureError::Empty => Err("the text is not empty".into()),
        SignatureError::Unexpected {
            found, position, ..
        } => match at(*position)?.chars().next() {
            Some(c) if c == *found => Ok(()),
            other => Err(format!("byte {position} holds {other:?}, not {found:?}")),
        },
        SignatureError::UnexpectedEnd { position, .. } => {
            if at(*position)?.trim().is_empty() {
                Ok(())
            } else {
                Err(format!("more than white space follows byte {position}"))
            }
        }
        SignatureError::UnknownParamKind { name, position }
        | SignatureError::UnknownResultKind { name, position } => {
            if at(*position)?.starts_with(name.as_str()) {
                Ok(())
            } else {
                Err(format!("`{name}` is not at byte {position}"))
            }
        }
        SignatureError::SliceResult { position } => {
            if at(*position)?.starts_with("slice") {
                Ok(())
            } else {
                Err(format!("`slice` is not at byte {position}"))
            }
        }
        SignatureError::TrailingComma { position } => {
            if at(*position)?.starts_with(')') {
                Ok(())
            } else {
                Err(format!("byte {position} is not `)`"))
            }
        }
        SignatureError::TooManyParams { count, max } if *max == MAX_PARAMS && count > max => Ok(()),
        SignatureError::TooManyParams { .. } => Err("the counts are wrong".into()),
        SignatureError::DuplicateImplicit { kind } => {
            if text.matches(kind.name()).count() >= 2 {
                Ok(())
            } else {
                Err(format!("`{}` does not appear twice", kind.name()))
            }
        }
        other => Err(format!("the text parser cannot raise {other:?}")),
    }
}

/// Deno's descriptor form: never panics; an accepted descriptor rebuilt from its signature
/// parses to the same signature and agrees with the text form.
pub fn descriptor(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Signature::from_descriptor(text) {
        Ok(sig) => {
            let params: Vec<String> = sig
                .params()
                .iter()
                .map(|k| format!("{:?}", k.name()))
                .collect();
            let rebuilt = format!(
                r#"{{"parameters": [{}], "result": {:?}}}"#,
                params.join(", "),
                sig.result().name()
            );
            let again =
                Signature::from_descriptor(&rebuilt).unwrap_or_else(|e| panic!("{rebuilt}: {e}"));
            assert_eq!(sig, again);
            let from_text: Signature = sig
                .to_string()
                .parse()
                .unwrap_or_else(|e| panic!("{sig}: {e}"));
            assert_eq!(sig, from_text);
        }
        Err(e) => {
            if let Err(why) = descriptor_error_matches_json(text, &e) {
                panic!("{text:?} was refused with {e:?}, but {why}");
            }
        }
    }
}

/// A descriptor is refused as "not valid JSON" exactly when it is not JSON (by serde_json's
/// reading, the one the parser uses): valid JSON of the wrong shape gets a shape or kind
/// error instead. `Err` says how the error misdescribes `text`.
pub fn descriptor_error_matches_json(text: &str, e: &SignatureError) -> Result<(), String> {
    let is_json = serde_json::from_str::<serde_json::Value>(text).is_ok();
    match (e, is_json) {
        (SignatureError::DescriptorJson { .. }, false) => Ok(()),
        (SignatureError::DescriptorJson { .. }, true) => Err("the text is valid JSON".into()),
        (_, false) => Err("the text is not JSON".into()),
        (_, true) => Ok(()),
    }
}

/// Reads bytes as a stream of choices.
struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.byte();
        }
        out
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[usize::from(self.byte()) % from.len()]
    }
}

fn value(b: &mut Bytes<'_>) -> JsVal {
    let edges = crate::diff::edge_numbers();
    match b.byte() % 14 {
        0 | 1 => JsVal::Int(i32::from_le_bytes(b.bytes())),
        2 => JsVal::Int(i32::from(b.byte() as i8)),
        3 => JsVal::Num(f64::from_le_bytes(b.bytes())),
        4 => JsVal::Num(b.pick(&edges)),
        5 => JsVal::Bool(b.byte() & 1 == 1),
        6 => JsVal::Null,
        7 => JsVal::Undefined,
        8 => {
            let n = usize::from(b.byte() % 8);
            let units: Vec<u16> = (0..n).map(|_| u16::from_le_bytes(b.bytes())).collect();
            JsVal::Utf16(units)
        }
        9 => JsVal::Str(
            b.pick(&["", "hello", "h\u{e9}llo \u{2713}", "5", "a\0b"])
                .to_string(),
        ),
        10 => {
            let n = usize::from(b.byte() % 8);
            JsVal::Buffer((0..n).map(|_| b.byte()).collect())
        }
        11 => JsVal::BigInt(b.pick(&[
            0i128,
            -1,
            1 << 53,
            i128::from(i64::MAX),
            i128::from(u64::MAX),
            1 << 64,
            i128::from(i64::MIN) - 1,
        ])),
        12 => JsVal::Object,
        _ => JsVal::Symbol,
    }
}

/// Decodes bytes into a differential case: a signature of 0..=16 parameters of every kind
/// (with at most one `context`, one `receiver` and one `env`), a layout, arguments and `this`.
pub fn case_from_bytes(data: &[u8]) -> Case {
    let mut b = Bytes { data, pos: 0 };
    let n = usize::from(b.byte()) % (MAX_PARAMS + 1);
    let mut params: Vec<ParamKind> = {
        let kinds = crate::diff::explicit_kinds();
        (0..n).map(|_| b.pick(&kinds)).collect()
    };
    let flags = b.byte();
    for (bit, kind) in [
        (1u8, ParamKind::Context),
        (2, ParamKind::Receiver),
        (4, ParamKind::Env),
    ] {
        if flags & bit != 0 && params.len() < MAX_PARAMS {
            let at = usize::from(b.byte()) % (params.len() + 1);
            params.insert(at, kind);
        }
    }
    // Slices are two native arguments: keep the native count within the limit.
    while params.iter().map(|k| k.native_count()).sum::<usize>() > MAX_PARAMS {
        if let Some(at) = params.iter().rposition(|&k| k == ParamKind::Slice) {
            params.remove(at);
        }
    }
    let result = b.pick(&ResultKind::ALL);
    let salt_struct = u64::from(b.byte());
    let sig =
        crate::diff::signature_with_structs(&params, result, salt_struct).unwrap_or_else(|| {
            Signature::new(Vec::new(), ResultKind::Void)
                .unwrap_or_else(|e| panic!("empty signature: {e}"))
        });
    let flavor = Flavor::ALL[usize::from(b.byte()) % Flavor::ALL.len()];
    let salt = u64::from_le_bytes(b.bytes());
    let argc = match b.byte() % 8 {
        0 => usize::from(b.byte()) % (sig.js_arity() + 2),
        _ => sig.js_arity(),
    };
    let args = (0..argc).map(|_| value(&mut b)).collect();
    let this = match b.byte() % 4 {
        0 => JsVal::Int(1),
        1 => JsVal::Host(CLASS + 1, 0x2000),
        _ => JsVal::Host(CLASS, 0x1000),
    };
    Case {
        sig,
        flavor,
        args,
        this,
        salt,
    }
}

/// A test-library function a fuzzed script may call with any arguments: only functions that
/// never dereference a pointer argument the script could forge (scalars, `cstring`, and
/// pointer functions that only compare or offset), and whose result depends on the
/// arguments alone (`hc_void_count` returns a process-wide count, which differs between the
/// runs the oracle compares when the library stays loaded, as under the fuzzer).
pub fn js_safe_symbols() -> Vec<(&'static str, Signature)> {
    let deny = [
        "hc_void_count",
        "hc_ptr_read_u8",
        "hc_buf_first",
        "hc_buf_fill",
        "hc_buf_crc",
        "hc_mixed_refs",
    ];
    hostcall_testlib::shapes()
        .into_iter()
        .filter(|s| s.name.starts_with("hc_") && !deny.contains(&s.name))
        .filter(|s| {
            s.sig.params().iter().all(|k| !k.is_engine_bound())
                && s.sig.result() != ResultKind::Value
        })
        .map(|s| (s.name, s.sig))
        .collect()
}

fn js_value(b: &mut Bytes<'_>) -> String {
    match b.byte() % 16 {
        0 => format!("{}", i32::from_le_bytes(b.bytes())),
        1 => format!("{}", b.byte() as i8),
        2 => {
            let f = f64::from_le_bytes(b.bytes());
            if f.is_nan() {
                "NaN".into()
            } else if f.is_infinite() {
                if f > 0.0 {
                    "Infinity".into()
                } else {
                    "-Infinity".into()
                }
            } else {
                format!("{f:e}")
            }
        }
        3 => b
            .pick(&[
                "0",
                "-0",
                "0.5",
                "2**31",
                "2**32 - 1",
                "2**53",
                "2**53 + 2",
                "-(2**63)",
                "2**64",
                "1e300",
            ])
            .into(),
        4 => b.pick(&["true", "false", "null", "undefined"]).into(),
        5 => b
            .pick(&[
                "''",
                "'hello'",
                "'h\\u00e9llo \\u2713'",
                "'5'",
                "'a\\0b'",
                "'\\ud800'",
                "'x'.repeat(1000)",
                "'\\u00e9'.repeat(1000)",
                "'h\\u00e9llo \\u2713 \\u{1F600} '.repeat(100)",
            ])
            .into(),
        6 => b
            .pick(&[
                "0n",
                "-1n",
                "2n**53n",
                "2n**63n - 1n",
                "2n**64n - 1n",
                "2n**64n",
                "-(2n**63n) - 1n",
            ])
            .into(),
        7 => b
            .pick(&[
                "new Uint8Array(4)",
                "new Uint8Array(0)",
                "new ArrayBuffer(8)",
                "new Float64Array(2)",
                "new Uint8Array(8).subarray(3)",
            ])
            .into(),
        8 => b
            .pick(&[
                "{}",
                "[]",
                "[1, 2]",
                "Symbol('s')",
                "() => 1",
                "new Date(0)",
            ])
            .into(),
        _ => format!("{}", b.byte()),
    }
}

/// A malformed or hostile descriptor, which `dlopen` must reject with a JavaScript error.
fn bad_descriptor(b: &mut Bytes<'_>) -> String {
    b.pick(&[
        "5",
        "null",
        "[]",
        "{}",
        "{ parameters: 'i32' }",
        "{ parameters: [1], result: 'void' }",
        "{ parameters: ['int'], result: 'void' }",
        "{ parameters: [], result: 'buffer' }",
        "{ parameters: [], result: 7 }",
        "{ parameters: ['context'], result: 'void' }",
        "{ parameters: Array(17).fill('i32'), result: 'void' }",
        "{ parameters: [], result: 'void', nonblocking: 'yes' }",
        "{ parameters: [], result: 'void', name: 5 }",
        "{ parameters: [], result: 'void', name: 'no_such_symbol' }",
        "{ parameters: [], extra: 1 }",
    ])
    .to_string()
}

/// Long non-ASCII strings (and short ones) for the functions that return a pointer into their
/// argument (`hc_str_identity`, `hc_str_skip`): the argument's bytes must outlive the boxing of
/// the result.
const LONG_STRINGS: [&str; 6] = [
    "'\\u00e9'.repeat(1000) + '\\u2713'",
    "'h\\u00e9llo \\u2713 \\u{1F600} '.repeat(200)",
    "'\\u{1F600}'.repeat(700)",
    "'x'.repeat(5000)",
    "''",
    "'\\u4e2d\\u6587'.repeat(300) + 'end'",
];

/// Names whose prototype setters the hostile section installs: every key the generated
/// `dlopen` calls define, and the handle's own properties.
const SETTER_NAMES: &str = "['f0', 'f1', 'f2', 'f3', 'symbols', 'close', 'path', 'id', 'skip']";

/// Script code that runs while `dlopen` works, and what it may try: prototype setters that
/// capture (or throw), a `dlopen` that fails after some symbols resolved, descriptor getters
/// that close or open libraries re-entrantly or throw, `__proto__` keys; then every captured
/// function is called (it must throw "closed", never reach an unloaded library).
fn hostile_section(b: &mut Bytes<'_>, lib: &str, src: &mut String) {
    let h = b.byte();
    let add = "{ name: 'hc_add_i32', parameters: ['i32', 'i32'], result: 'i32' }";
    if h & 1 != 0 {
        let action = if h & 2 != 0 {
            "throw new Error('setter')"
        } else {
            "return undefined"
        };
        let _ = writeln!(
            src,
            "for (const n of {SETTER_NAMES}) Object.defineProperty(Object.prototype, n, {{ set(v) {{ cap.push(v); {action}; }}, get() {{ return undefined; }}, configurable: true }});"
        );
    }
    if h & 4 != 0 {
        let _ = writeln!(
            src,
            "rec(() => hostcall.dlopen({lib:?}, {{ f0: {add}, f1: {add}, f2: {{ name: 'no_such_symbol', parameters: [], result: 'void' }} }}));"
        );
    }
    if h & 8 != 0 {
        let action = match b.byte() % 5 {
            0 => "pre.close()",
            1 => "const n = hostcall.dlopen(L, { f0: ADD }); cap.push(n.symbols.f0); n.close()",
            2 => "inner.push(hostcall.dlopen(L, { f0: ADD }))",
            3 => "throw new RangeError('getter')",
            _ => "void 0",
        };
        let _ = writeln!(src, "{{ const L = {lib:?}, ADD = {add}; const pre = hostcall.dlopen(L, {{ f0: ADD }}); const preF = pre.symbols.f0; const inner = [];");
        let _ = writeln!(
            src,
            "  rec(() => {{ const g = hostcall.dlopen(L, {{ f0: {{ name: 'hc_add_i32', get parameters() {{ {action}; return ['i32', 'i32']; }}, result: 'i32' }}, f1: ADD }}); const r = g.symbols.f0(1, 2) + g.symbols.f1(3, 4); g.close(); return r; }});"
        );
        let _ = writeln!(
            src,
            "  rec(() => preF(5, 6)); pre.close(); rec(() => preF(7, 8));"
        );
        let _ = writeln!(src, "  for (const i of inner) {{ rec(() => i.symbols.f0(1, 1)); i.close(); rec(() => i.symbols.f0(1, 1)); }} }}");
    }
    if h & 16 != 0 {
        let _ = writeln!(
            src,
            "rec(() => {{ const p = hostcall.dlopen({lib:?}, {{ ['__proto__']: {add}, constructor: {add}, hasOwnProperty: {add} }}); const r = [Object.getPrototypeOf(p.symbols) === Object.prototype, Object.getOwnPropertyDescriptor(p.symbols, '__proto__').value(2, 3), p.symbols.constructor(4, 5)].join(); p.close(); return r; }});"
        );
    }
    let _ = writeln!(src, "out.push('captured ' + cap.length);");
    let _ = writeln!(src, "for (const f of cap) {{ if (typeof f === 'function') {{ try {{ f(1, 2); __bad = 'a captured function ran'; }} catch (e) {{ if (!String(e.message).includes('closed')) __bad = 'captured: ' + e.message; }} }} }}");
}

/// Calls of the functions that return a pointer into their `cstring` argument, with long
/// non-ASCII strings: the result must equal the argument (or its tail).
fn pointer_into_argument_section(b: &mut Bytes<'_>, lib: &str, src: &mut String) {
    let calls = usize::from(b.byte() % 8);
    if calls == 0 {
        return;
    }
    let _ = writeln!(
        src,
        "const S = hostcall.dlopen({lib:?}, {{ id: {{ name: 'hc_str_identity', parameters: ['cstring'], result: 'cstring' }}, skip: {{ name: 'hc_str_skip', parameters: ['cstring', 'u32'], result: 'cstring' }} }});"
    );
    for _ in 0..calls {
        let s = b.pick(&LONG_STRINGS);
        if b.byte() & 1 == 0 {
            let _ = writeln!(
                src,
                "rec(() => {{ const s = {s}; const r = S.symbols.id(s); if (r !== s) __bad = 'identity changed a string of ' + s.length; return r.length; }});"
            );
        } else {
            let n = u32::from(b.byte()) * 8;
            let _ = writeln!(
                src,
                "rec(() => {{ const s = {s}, e = utf8Tail(s, {n}); let r; try {{ r = S.symbols.skip(s, {n}); }} catch (err) {{ if (e !== null) __bad = 'skip {n} threw ' + err.message; throw err; }} if (r !== e) __bad = 'skip {n} changed the tail'; return r.length; }});"
            );
        }
    }
    let _ = writeln!(src, "S.close();");
}

/// Libraries whose constructors and destructors call back (issue 19): rounds of `dlopen`ing
/// `libhostcall_dtor.so` (its constructor calls this thread's load hook, a callback of the
/// script that returns, throws, `dlopen`s the file again, closes a handle, calls into an
/// open one or churns the heap), calling it, registering a destructor callback (which must
/// never run: every callback is refused while an unload runs, so it sets `__bad` if it
/// does), and closing handles directly or from inside a callback its own code called (the
/// unload then waits for the loop). Every handle is closed by the end, so the file is
/// unloaded again and the next script finds it as this one did; a closed handle's functions
/// must throw "closed".
fn ctor_dtor_section(b: &mut Bytes<'_>, src: &mut String) {
    let rounds = b.byte() % 5;
    if rounds == 0 {
        return;
    }
    let hooks = hostcall_testlib::HOOKS_LIB;
    let dtor = hostcall_testlib::DTOR_LIB;
    let _ = writeln!(
        src,
        "{{ const HK = hostcall.dlopen({hooks:?}, {{ set: {{ name: 'hch_set_load_hook', parameters: ['function', 'i32'], result: 'void' }} }}); HK.symbols.set(null, 0);"
    );
    let _ = writeln!(
        src,
        "  const DT = {dtor:?}, DS = {{ on_unload: {{ name: 'hcd_on_unload', parameters: ['function', 'i32'], result: 'void' }}, add: {{ name: 'hcd_add', parameters: ['i32', 'i32'], result: 'i32' }}, call: {{ name: 'hcd_call', parameters: ['function', 'i32'], result: 'i32' }}, loaded: {{ name: 'hcd_loaded_with', parameters: [], result: 'i32' }} }};"
    );
    let _ = writeln!(
        src,
        "  const hs = [], closed = [], mk = (f) => new hostcall.UnsafeCallback({{ parameters: ['i32'], result: 'i32' }}, f);"
    );
    let _ = writeln!(
        src,
        "  const shut = (h) => {{ const i = hs.indexOf(h); if (i >= 0) hs.splice(i, 1); h.close(); closed.push(h); }};"
    );
    let _ = writeln!(
        src,
        "  const dcb = mk((s) => {{ __bad = 'script ran inside a destructor'; try {{ hs.push(hostcall.dlopen(DT, DS)); }} catch (e) {{}} return 1; }});"
    );
    let ctor = match b.byte() % 7 {
        0 => "return s + 1",
        1 => "throw new RangeError('constructor callback')",
        2 => "hs.push(hostcall.dlopen(DT, DS)); return 2",
        3 => "const h = hs[hs.length - 1]; if (h) shut(h); return 3",
        4 => "const j = []; for (let i = 0; i < 2000; i++) j.push({ i }); return j.length",
        5 => "const h = hs[hs.length - 1]; return h ? h.symbols.add(s, 1) : -1",
        _ => "HK.symbols.set(null, 0); return 6",
    };
    let _ = writeln!(src, "  const lcb = mk((s) => {{ {ctor}; }});");
    if b.byte() & 1 == 0 {
        let _ = writeln!(src, "  HK.symbols.set(lcb, 0);");
    }
    for _ in 0..rounds {
        let _ = writeln!(
            src,
            "  rec(() => {{ const L = hostcall.dlopen(DT, DS); hs.push(L); return L.symbols.loaded(); }});"
        );
        let ops = b.byte();
        if ops & 1 != 0 {
            let _ = writeln!(
                src,
                "  rec(() => {{ const h = hs[hs.length - 1]; if (!h) return 'none'; h.symbols.on_unload(dcb, 0); return h.symbols.add(20, 22); }});"
            );
        }
        if ops & 2 != 0 {
            let _ = writeln!(
                src,
                "  rec(() => {{ const h = hs[hs.length - 1]; if (!h) return 'none'; return h.symbols.call(lcb, 7); }});"
            );
        }
        match (ops >> 2) % 4 {
            0 => {
                let _ = writeln!(
                    src,
                    "  rec(() => {{ const h = hs[hs.length - 1]; if (!h) return 'none'; const c = mk((x) => {{ shut(h); return x; }}); const r = h.symbols.call(c, 5); c.close(); return r; }});"
                );
            }
            1 => {
                let _ = writeln!(
                    src,
                    "  rec(() => {{ const h = hs[hs.length - 1]; if (!h) return 'none'; shut(h); return 'closed'; }});"
                );
            }
            _ => {}
        }
    }
    let _ = writeln!(
        src,
        "  HK.symbols.set(null, 0); for (const h of hs.slice()) shut(h);"
    );
    let _ = writeln!(src, "  out.push('dtor closed ' + closed.length);");
    let _ = writeln!(src, "  for (const h of closed) {{ try {{ h.symbols.add(1, 1); __bad = 'a closed library ran'; }} catch (e) {{ if (!String(e.message).includes('closed')) __bad = 'closed: ' + e.message; }} }}");
    let _ = writeln!(src, "  dcb.close(); lcb.close(); HK.close(); }}");
}

/// The JavaScript helpers of [`resizable_section`], defined once per script: the section's
/// library (blocking, `nonblocking` and `Deno.dlopen` symbols that take a buffer or a struct
/// and are always told the view's own length), `live(v)` (the byte length QuickJS's getters
/// report now, 0 for a detached or out-of-bounds view) and `liveCall`, which records a
/// call's outcome and checks the invariants of a buffer read at its live length.
const RESIZABLE_PRELUDE: &str = r#"const RB = { len: { name: 'hc_slice_len', parameters: ['slice'], result: 'usize' }, sum: { name: 'hc_slice_sum', parameters: ['slice'], result: 'u64' }, fill: { name: 'hc_buf_fill', parameters: ['buffer', 'usize', 'u8'], result: 'void' }, crc: { name: 'hc_buf_crc', parameters: ['buffer', 'usize'], result: 'u32' }, pair: { name: 'hc_st_pair_i32_sum', parameters: [{ struct: ['i32', 'i32'] }], result: 'i64' }, isnull: { name: 'hc_buf_is_null', parameters: ['buffer'], result: 'bool' } };
const RBN = {}; for (const [k, d] of Object.entries(RB)) if (k !== 'len' && k !== 'sum') RBN[k] = { ...d, nonblocking: true };
const RL = hostcall.dlopen(LIB_PATH, RB), RN = hostcall.dlopen(LIB_PATH, RBN), RD = Deno.dlopen(LIB_PATH, RB);
function live(v) { try { return v.byteLength; } catch { return 0; } }
function u8of(v) { return v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength); }
function crcOf(v) { const n = live(v); return n === 0 ? RL.symbols.crc(null, 0) : RL.symbols.crc(u8of(v).slice(), n); }
function pairOf(v) { const d = new DataView(u8of(v).slice().buffer); return d.getInt32(0, true) + d.getInt32(4, true); }
function liveCheck(what, v, threw, n) { if (threw && n > 0) __bad = what + ': refused a view of ' + n + ' bytes'; }
let rchain = Promise.resolve();"#;

/// One resizable-buffer case: a view (typed arrays of several element sizes, a `DataView` or
/// the buffer itself; length-tracking or fixed; at an offset) over a resizable or fixed
/// `ArrayBuffer`, which then grows, shrinks or is detached between the view's creation and
/// the call; the call is blocking (`slice`, `buffer`, a struct, `Deno.dlopen`'s null rule
/// for a buffer without a backing store, `UnsafePointer.of`, `TextDecoder`) or `nonblocking` (a fill told the view's length
/// and copied back, a CRC, a struct), and a `nonblocking` call's buffer may change again
/// while the call runs. The invariants (checked by the script itself, `__bad`): a call
/// sees exactly the bytes the view covers now (a slice's length, what a fill wrote and the
/// copy-back brought back, a CRC, a struct's fields), and only a view with no bytes now is
/// refused.
fn resizable_case(b: &mut Bytes<'_>, src: &mut String) {
    let kinds = [
        ("Uint8Array", 1u32),
        ("Uint16Array", 2),
        ("Int32Array", 4),
        ("Float64Array", 8),
        ("DataView", 1),
        ("ArrayBuffer", 1),
    ];
    let (kind, bpe) = b.pick(&kinds);
    let h = b.byte();
    let resizable = h & 1 == 0;
    let len0 = u32::from(b.byte() % 72);
    let max = len0 + u32::from(b.byte() % 200);
    let buffer = if resizable {
        format!("new ArrayBuffer({len0}, {{ maxByteLength: {max} }})")
    } else {
        format!("new ArrayBuffer({len0})")
    };
    let offset = u32::from(b.byte() % 20) / bpe * bpe;
    let view = match (kind, h & 2 == 0) {
        ("ArrayBuffer", _) => "ab".to_string(),
        (k, true) => format!("new {k}(ab, {offset})"),
        (k, false) => format!("new {k}(ab, {offset}, {})", u32::from(b.byte() % 8)),
    };
    let resize = |b: &mut Bytes<'_>| {
        match b.byte() % 6 {
            0 => "void 0".to_string(),
            1 => "ab.transfer()".to_string(),
            // Grow, shrink, or any length (a RangeError past the maximum is recorded).
            2 => format!("ab.resize({max})"),
            3 => "ab.resize(0)".to_string(),
            _ => format!("ab.resize({})", u32::from(b.byte()) % (max + 8)),
        }
    };
    let before = resize(b);
    let _ = writeln!(
        src,
        "rchain = rchain.then(async () => {{ let ab, v; try {{ ab = {buffer}; v = {view}; {before}; }} catch (e) {{ out.push('made: ' + e.name); return; }}"
    );
    let n = "const n = live(v);";
    let val = b.byte();
    match b.byte() % 10 {
        0 => {
            let _ = writeln!(src, "  {n} let r, threw = false; try {{ r = RL.symbols.len(v); __ok++; }} catch (e) {{ threw = true; out.push('len: ' + e.name); }} liveCheck('slice', v, threw, n); if (!threw) {{ out.push(r); if (r !== n) __bad = 'slice length ' + r + ' of a view of ' + n; }}");
        }
        1 => {
            let _ = writeln!(src, "  {n} let threw = false; try {{ RL.symbols.fill(v, n, {val}); __ok++; }} catch (e) {{ threw = true; out.push('fill: ' + e.name); }} liveCheck('buffer', v, threw, n); if (!threw && n > 0 && !u8of(v).every((x) => x === {val})) __bad = 'blocking fill missed bytes'; out.push(crcOf(v));");
        }
        2 => {
            let _ = writeln!(src, "  {n} let r, threw = false; try {{ r = RD.symbols.isnull(v); __ok++; }} catch (e) {{ threw = true; out.push('isnull: ' + e.name); }} liveCheck('Deno buffer', v, threw, n); if (!threw) {{ out.push(r); if (r !== (ab.byteLength === 0)) __bad = 'Deno null rule: ' + r + ' for ' + n + ' bytes of ' + ab.byteLength; }}");
        }
        3 => {
            let _ = writeln!(src, "  {n} let r, threw = false; try {{ r = RL.symbols.pair(v); __ok++; }} catch (e) {{ threw = true; out.push('pair: ' + e.name); }} if (threw && n === 8) __bad = 'struct refused a view of 8 bytes'; if (!threw) {{ out.push(r); if (n !== 8 || r !== pairOf(v)) __bad = 'struct read ' + n + ' bytes as ' + r; }}");
        }
        4 => {
            let _ = writeln!(src, "  {n} let p, threw = false; try {{ p = Deno.UnsafePointer.of(v); __ok++; }} catch (e) {{ threw = true; out.push('of: ' + e.name); }} liveCheck('of', v, threw, n); if (!threw) {{ out.push(p === null); if ((p === null) !== (ab.byteLength === 0)) __bad = 'of null for ' + n + ' bytes of ' + ab.byteLength; }}");
        }
        5 => {
            let _ = writeln!(src, "  {n} let t, threw = false; try {{ if (n > 0) u8of(v).fill(0x61); t = new TextDecoder().decode(v); __ok++; }} catch (e) {{ threw = true; out.push('decode: ' + e.name); }} liveCheck('decode', v, threw, n); if (!threw) {{ out.push(t.length); if (t !== 'a'.repeat(n)) __bad = 'decoded ' + t.length + ' of ' + n + ' bytes'; }}");
        }
        c => {
            // nonblocking: a fill, a CRC or a struct; the buffer may change during the call.
            let during = if b.byte() & 1 == 0 {
                "void 0".to_string()
            } else {
                resize(b)
            };
            let call = match c {
                6 | 7 => format!("RN.symbols.fill(v, n, {val})"),
                8 => "RN.symbols.crc(v, n)".to_string(),
                _ => "RN.symbols.pair(v)".to_string(),
            };
            let _ = writeln!(src, "  {n} const crc0 = crcOf(v); let p, threw = false; try {{ p = {call}; }} catch (e) {{ threw = true; out.push('nonblocking: ' + e.name); }} if ({c} !== 9) liveCheck('nonblocking', v, threw, n); else if (threw && n === 8) __bad = 'nonblocking struct refused 8 bytes';");
            let _ = writeln!(src, "  if (!threw) {{ try {{ {during}; }} catch (e) {{ out.push('during: ' + e.name); }} const same = live(v) === n; let r; try {{ r = await p; __ok++; out.push(r === undefined ? 'undefined' : typeof r === 'bigint' ? r + 'n' : r); }} catch (e) {{ out.push('rejected: ' + e.name); }}");
            let _ = writeln!(src, "    if ({c} <= 7 && same && n > 0 && !u8of(v).every((x) => x === {val})) __bad = 'nonblocking fill: the copy-back missed bytes of ' + n; if ({c} === 8 && r !== undefined && r !== crc0) __bad = 'nonblocking crc ' + r + ' of ' + n + ' bytes, expected ' + crc0; if ({c} === 9 && r !== undefined && r !== pairOf(v) && same) __bad = 'nonblocking struct'; }}");
        }
    }
    let _ = writeln!(src, "}});");
}

/// Resizable buffers (issue 19): up to 7 [`resizable_case`]s, chained so their
/// `nonblocking` calls settle in order, then the section's libraries closed.
fn resizable_section(b: &mut Bytes<'_>, lib: &str, src: &mut String) {
    let cases = usize::from(b.byte() % 8);
    if cases == 0 {
        return;
    }
    let _ = writeln!(src, "{{ const LIB_PATH = {lib:?};");
    let _ = writeln!(src, "{RESIZABLE_PRELUDE}");
    for _ in 0..cases {
        resizable_case(b, src);
    }
    let _ = writeln!(
        src,
        "rchain = rchain.then(() => {{ RL.close(); RN.close(); RD.close(); }}); pending.push(rchain); }}"
    );
}

/// Builds a script for the QuickJS FFI module: it opens the test library at `lib` with
/// correct descriptors of some functions (and, in a `try`, a bad descriptor that must be
/// refused), calls them with arbitrary arguments, runs hostile code around `dlopen`
/// (`hostile_section`) and calls functions returning pointers into their arguments
/// (`pointer_into_argument_section`), opens and closes libraries whose constructors and
/// destructors call back (`ctor_dtor_section`), passes views over resizable buffers that
/// grew, shrank or were detached to blocking and `nonblocking` calls
/// (`resizable_section`), records every result or error message in `out`, and
/// leaves `JSON.stringify(out)` in the global `__out`, the number of calls that succeeded in
/// `__ok` (a final `dlopen` and call that must succeed is always included) and a broken
/// invariant, if any, in `__bad`. Running it on the JIT and the generic backend must leave
/// the same thing; neither may crash.
pub fn js_program(data: &[u8], lib: &str) -> String {
    let mut b = Bytes { data, pos: 0 };
    let symbols = js_safe_symbols();
    let mut src = String::new();
    let _ = writeln!(
        src,
        "const out = [], cap = [], pending = []; globalThis.__ok = 0; globalThis.__bad = undefined;"
    );
    // The tail of `s` after `n` UTF-8 bytes; null when `n` falls inside a character (the
    // native result then starts mid-character: not valid UTF-8, a TypeError).
    let _ = writeln!(src, "function utf8Tail(s, n) {{ let pos = 0, idx = 0; for (const ch of s) {{ if (pos === n) return s.slice(idx); const c = ch.codePointAt(0); pos += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; idx += ch.length; if (pos > n) return null; }} return ''; }}");
    let _ = writeln!(src, "function rec(f) {{ try {{ const v = f(); globalThis.__ok++; out.push(typeof v === 'bigint' ? v + 'n' : v === undefined ? 'undefined' : v); }} catch (e) {{ out.push(String(e.name) + ': ' + e.message); }} }}");
    let _ = writeln!(
        src,
        "rec(() => hostcall.dlopen({lib:?}, {{ bad: {} }}));",
        bad_descriptor(&mut b)
    );
    let n = 1 + usize::from(b.byte() % 4);
    let chosen: Vec<(&str, Signature)> = (0..n)
        .map(|_| symbols[usize::from(b.byte()) % symbols.len()].clone())
        .collect();
    let _ = write!(src, "const lib = hostcall.dlopen({lib:?}, {{");
    for (i, (name, sig)) in chosen.iter().enumerate() {
        let params: Vec<String> = sig
            .params()
            .iter()
            .map(|k| format!("{:?}", k.name()))
            .collect();
        let _ = write!(
            src,
            " f{i}: {{ name: {name:?}, parameters: [{}], result: {:?} }},",
            params.join(", "),
            sig.result().name()
        );
    }
    let _ = writeln!(src, " }});");
    let calls = usize::from(b.byte() % 16);
    for _ in 0..calls {
        let i = usize::from(b.byte()) % chosen.len();
        let arity = chosen[i].1.js_arity();
        let argc = match b.byte() % 6 {
            0 => arity.saturating_sub(1),
            1 => arity + 1,
            _ => arity,
        };
        let args: Vec<String> = (0..argc).map(|_| js_value(&mut b)).collect();
        let _ = writeln!(src, "rec(() => lib.symbols.f{i}({}));", args.join(", "));
    }
    let close = b.byte().is_multiple_of(4);
    hostile_section(&mut b, lib, &mut src);
    pointer_into_argument_section(&mut b, lib, &mut src);
    ctor_dtor_section(&mut b, &mut src);
    // The canary: with any prototype setters still installed, a plain dlopen and call work.
    let _ = writeln!(
        src,
        "rec(() => {{ const c = hostcall.dlopen({lib:?}, {{ f0: {{ name: 'hc_add_i32', parameters: ['i32', 'i32'], result: 'i32' }} }}); const r = c.symbols.f0(20, 22); c.close(); if (r !== 42) __bad = 'canary'; return r; }});"
    );
    let _ = writeln!(
        src,
        "for (const n of {SETTER_NAMES}) delete Object.prototype[n];"
    );
    if close {
        let _ = writeln!(src, "lib.close(); rec(() => lib.symbols.f0());");
    }
    // Last, so the inputs stored before it keep their meaning for the sections above.
    resizable_section(&mut b, lib, &mut src);
    let _ = writeln!(src, "globalThis.__out = JSON.stringify(out);");
    let _ = writeln!(src, "Promise.all(pending).then(() => {{ globalThis.__out = JSON.stringify(out); }}, (e) => {{ globalThis.__bad = 'a resizable case threw ' + e; }});");
    src
}

/// The helpers every [`js_values_program`] script opens with (values_prelude.js): `mark`,
/// which every hook calls; the hooked classes and proxy helpers; `check`, which passes one
/// value through the APIs and checks what they did.
const VALUES_PRELUDE: &str = include_str!("values_prelude.js");

/// The line between `VALUES_PRELUDE` and the part of a script that [`js_values_program`]
/// generated from its input (reports of a failure show only what follows it).
pub const VALUES_GENERATED: &str = "// Generated from the input:\n";

/// Values without a child: numbers, BigInts, strings (lone surrogates, NUL, `%` directives),
/// symbols, functions and classes, dates, regular expressions, binary data (detached and
/// shrunk views included), errors, class instances with private fields, boxed primitives.
/// No string here contains `0x` or the private marker.
const VALUE_LEAVES: &[&str] = &[
    "0",
    "-0",
    "NaN",
    "Infinity",
    "-Infinity",
    "-(2 ** 31)",
    "2 ** 53 + 2",
    "Number.MIN_VALUE",
    "Number.MAX_VALUE",
    "0n",
    "-1n",
    "2n ** 64n",
    "-(2n ** 200n)",
    "''",
    "'hello'",
    "'h\\u00e9llo \\u2713 \\u{1F600}'",
    "'\\ud800'",
    "'a\\udc00b'",
    "'a\\0b'",
    "'%s %d %o %j %c'",
    "'\\u00e9'.repeat(1000)",
    "Symbol()",
    "Symbol('desc')",
    "Symbol('')",
    "Symbol('\\ud800')",
    "Symbol.for('registered')",
    "Symbol.iterator",
    "null",
    "undefined",
    "true",
    "function named() {}",
    "() => 1",
    "class Klass {}",
    "async function asyncFn() {}",
    "function* genFn() {}",
    "(function bound() {}).bind(null)",
    "Math.max",
    "Secret",
    "SecretStatic",
    "HookedError",
    "new Date(0)",
    "new Date(NaN)",
    "/a+b/gu",
    "new RegExp('')",
    "new Uint8Array([1, 2, 3])",
    "new Float64Array([-0, NaN, Infinity])",
    "new BigInt64Array([-1n, 2n])",
    "new Uint8Array(0)",
    "new ArrayBuffer(4)",
    "new SharedArrayBuffer(4)",
    "new DataView(new ArrayBuffer(3), 1)",
    "new Uint8Array(new ArrayBuffer(8, { maxByteLength: 16 }))",
    "detached()",
    "shrunk()",
    "({})",
    "[]",
    "Object.create(null)",
    "new WeakMap()",
    "new WeakRef({})",
    "Promise.resolve(1)",
    "new Error('plain')",
    "new TypeError('typed')",
    "new HookedError()",
    "new HookedError('own message')",
    "new SecretError('with a private field')",
    "new Secret(1)",
    "Object(1n)",
    "new String('boxed')",
    "Object(Symbol('boxed'))",
    "new Number(-0)",
    "(function () { return arguments; })(1, 2)",
];

/// Containers: each `@` is a child value. Arrays (dense, holes, sparse, `length` 2**32-1),
/// plain and null-prototype objects (keys `__proto__` and `constructor` as own data),
/// symbol keys, non-enumerable and frozen, `Map`, `Set`, errors with causes, private fields
/// holding the child, proxies (trapped, plain, revoked, with a proxy as handler, callable).
const VALUE_CONTAINERS: &[&str] = &[
    "[@, @]",
    "[@, , @]",
    "sparse(@)",
    "huge(@)",
    "({ a: @, b: @ })",
    "({ ['__proto__']: @, constructor: @ })",
    "setProto({ v: @ }, null)",
    "({ [Symbol('key')]: @, [Symbol()]: @ })",
    "def({}, 'hidden', { value: @, enumerable: false })",
    "Object.freeze([@])",
    "new Map([[@, @]])",
    "new Set([@, @])",
    "new Error('with a cause', { cause: @ })",
    "new AggregateError([@, @], 'aggregate')",
    "new Secret(@)",
    "Object(@)",
    "trapped(obj(@), 'a proxy')",
    "new Proxy(obj(@), {})",
    "revoked(obj(@))",
    "metaProxy(obj(@))",
    "trapped(function target() {}, 'a callable proxy')",
    "trapped([@], 'a proxied array')",
    "trapped(new Error('proxied'), 'a proxied Error')",
    "trapped(new Secret(@), 'a proxied class instance')",
    "trapped(new Map([[1, @]]), 'a proxied Map')",
];

/// Values holding script the runtime must never run: every getter, setter, method and trap
/// here calls `mark` (own and inherited accessors; toString, valueOf, `Symbol.toPrimitive`,
/// toJSON and both custom-inspect methods; a `constructor` getter and a constructor's `name`
/// getter; index getters, own and inherited through a proxy; getters on errors, typed
/// arrays, buffers, maps, dates and regular expressions; subclasses of `Error`, `Map` and
/// `Set` whose members mark). `@` is a child value.
const VALUE_HOOKED: &[&str] = &[
    "acc({ held: @ }, 'g', 'an own accessor')",
    "acc({ held: @ }, 'g', 'a non-enumerable accessor', 1, false)",
    "method({ held: @ }, 'toString', 'toString', 's')",
    "method({ held: @ }, 'valueOf', 'valueOf', 1)",
    "method({ held: @ }, Symbol.toPrimitive, 'Symbol.toPrimitive', 'p')",
    "method({ held: @ }, 'toJSON', 'toJSON', 1)",
    "method({ held: @ }, Symbol.for('Deno.customInspect'), 'Deno.customInspect', 'i')",
    "method({ held: @ }, Symbol.for('nodejs.util.inspect.custom'), 'nodejs.util.inspect.custom', 'n')",
    "create(method({ held: @ }, Symbol.for('Deno.customInspect'), 'an inherited Deno.customInspect', 'i'))",
    "method({ held: @ }, Symbol.iterator, 'Symbol.iterator', [][Symbol.iterator]())",
    "method({ held: @ }, 'then', 'then', 1)",
    "acc({ held: @ }, 'then', 'a then')",
    "acc({ held: @ }, Symbol.toStringTag, 'an own toStringTag')",
    "create(acc({ held: @ }, Symbol.toStringTag, 'an inherited toStringTag'))",
    "acc({ held: @ }, 'constructor', 'an own constructor')",
    "create(acc({ held: @ }, 'constructor', 'an inherited constructor', undefined, false))",
    "named(@)",
    "new (class { static get name() { mark('a static name getter'); return 'N'; } })()",
    "acc([@], 0, 'an index')",
    "setProto([, @], acc({}, 0, 'an inherited index'))",
    "setProto([, @], trapped([], 'an array prototype proxy'))",
    "create(trapped({ held: @ }, 'a prototype proxy'))",
    "setProto(new Error('e'), trapped({}, 'an Error prototype proxy'))",
    "setProto({ held: @ }, HookedError.prototype)",
    "acc(new Error('e'), 'stack', \"an Error's own stack\")",
    "acc(new Error('e'), 'message', \"an Error's own message\")",
    "acc(new Error('e'), 'name', \"an Error's own name\")",
    "acc(new Error('e', { cause: 1 }), 'cause', \"an Error's cause\")",
    "method(new Error('e'), 'toString', \"an Error's own toString\", 's')",
    "acc(function fn() {}, 'name', \"a function's name\")",
    "acc(function fn() {}, 'length', \"a function's length\")",
    "method(function fn() {}, 'toString', \"a function's toString\", 's')",
    "acc(new Uint8Array(4), 'length', \"a typed array's own length\")",
    "acc(new Uint8Array(4), 'buffer', \"a typed array's own buffer\")",
    "acc(new ArrayBuffer(4), 'byteLength', \"a buffer's own byteLength\")",
    "new HookedMap([[@, @]])",
    "new HookedSet([@])",
    "acc(new Map([[1, @]]), 'size', \"a Map's own size\")",
    "method(new Date(0), 'toISOString', \"a Date's toISOString\", 'd')",
    "method(new Date(0), Symbol.toPrimitive, \"a Date's toPrimitive\", 'd')",
    "acc(/re/g, 'source', \"a RegExp's own source\")",
    "acc(/re/g, 'flags', \"a RegExp's own flags\")",
    "method(Object(1n), 'valueOf', \"a boxed BigInt's valueOf\", 1n)",
    "trapped(obj(@), 'a proxy')",
    "metaProxy(obj(@))",
    "new Secret(@)",
    "new SecretError('with a private field')",
];

/// Values made for the final uncaught `throw` or rejection: errors whose name, message or
/// stack mark, errors with private fields or a trapped prototype, proxies, symbols, objects
/// whose conversions to a string mark. `@` is a child value.
const VALUE_THROWN: &[&str] = &[
    "new HookedError()",
    "new HookedError('own message')",
    "new SecretError('with a private field')",
    "trapped(new Error('proxied'), 'a thrown proxy')",
    "new Proxy({}, {})",
    "revoked(new Error('revoked'))",
    "chain(5, new Error('deep'), 100000)",
    "Symbol()",
    "Symbol('thrown')",
    "method({}, 'toString', \"a thrown object's toString\", 's')",
    "method({}, Symbol.toPrimitive, \"a thrown object's toPrimitive\", 's')",
    "acc(new Error('e'), 'message', \"a thrown Error's own message\")",
    "acc(new Error('e'), 'stack', \"a thrown Error's own stack\")",
    "acc(new TypeError('t'), 'name', \"a thrown Error's own name\")",
    "setProto(new Error('e'), trapped({}, 'a thrown Error prototype proxy'))",
    "setProto({}, HookedError.prototype)",
    "new Error('with a cause', { cause: new HookedError() })",
    "new AggregateError([new HookedError()], 'aggregate')",
    "new Error('with a proxy cause', { cause: trapped({}, 'a thrown cause proxy') })",
    "acc(new Error('e', { cause: 1 }), 'cause', \"a thrown Error's cause\")",
    "new Secret(1)",
    "Object.create(null)",
    "1n",
    "'a thrown string'",
    "undefined",
    "@",
];

/// A child-bearing row with every `@` replaced by a new child value.
fn fill_children(b: &mut Bytes<'_>, row: &str, depth: u32) -> String {
    let mut out = String::with_capacity(row.len());
    for (i, part) in row.split('@').enumerate() {
        if i > 0 {
            let _ = write!(out, "({})", values_expr(b, depth + 1));
        }
        out.push_str(part);
    }
    out
}

/// Containers, hooked values, chains and cycles nest at most this deep.
const MAX_VALUE_DEPTH: u32 = 3;

/// A JavaScript expression of one value, chosen by `b`; `depth` levels of containers are
/// around it. Exhausted input gives a leaf (`0`).
fn values_expr(b: &mut Bytes<'_>, depth: u32) -> String {
    let kind = b.byte();
    let nested = depth < MAX_VALUE_DEPTH;
    match kind % 9 {
        2 => {
            let f = f64::from_le_bytes(b.bytes());
            if f.is_nan() {
                "NaN".into()
            } else if f.is_infinite() {
                if f > 0.0 { "Infinity" } else { "-Infinity" }.into()
            } else {
                format!("{f:e}")
            }
        }
        3 => {
            // Code units with no digit and no `x`: a random string never shows an address.
            let units = [
                0x61u16, 0, 0xe9, 0x2713, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfffd, 0xfeff, 0x7f,
                0x1b, 0x0a, 0x22, 0x5c, 0x25,
            ];
            let n = usize::from(b.byte() % 12);
            let chosen: Vec<String> = (0..n).map(|_| b.pick(&units).to_string()).collect();
            format!("String.fromCharCode({})", chosen.join(", "))
        }
        4 if nested => {
            let row = b.pick(VALUE_CONTAINERS);
            fill_children(b, row, depth)
        }
        5 | 6 if nested => {
            let row = b.pick(VALUE_HOOKED);
            fill_children(b, row, depth)
        }
        7 if nested => {
            let how = b.byte() % 8;
            let levels = b.pick(&[1u32, 2, 50, 100_000]);
            let child = values_expr(b, depth + 1);
            format!("chain({how}, {child}, {levels})")
        }
        8 if nested => {
            let how = b.byte() % 9;
            let child = values_expr(b, depth + 1);
            format!("cycle({how}, {child})")
        }
        _ => b.pick(VALUE_LEAVES).into(),
    }
}

/// Builds an ES module (for `hostcall run`, or the runtime's `run_file`) that makes 1 to 4
/// random values, with containers nested up to three deep (numbers, BigInts, strings, symbols,
/// objects and arrays of every shape, deep graphs and proxy chains of up to 100,000 levels
/// built with a loop, cycles, proxies, values holding getters, setters, traps and conversion
/// or inspection methods, class instances with private fields, maps, sets, dates, regular
/// expressions, errors, binary data, functions), and passes each through `console.log(v)`,
/// `console.log([v])`, `console.log` with every format directive, `Deno.inspect(v)`,
/// `Deno.inspect({ v })` and `structuredClone(v)`, each in a `try`. Every piece of the
/// values' script records that it ran (`__ran`, and which in `__what`); the script checks
/// that no call ran any, that `Deno.inspect`'s text and a `DataCloneError`'s message (at
/// most 200 characters) show no heap address (`0x` and six hex digits) and no private
/// field, and that a clone's result holds no own symbol key, accessor or private field. It
/// counts the checks that passed in `__ok`, sets `__bad` to the first that failed, records
/// `__ran` in `__ranBefore` at the end, and then, for some inputs, throws a value at top
/// level or leaves a rejected promise unhandled (saying which in `__uncaught`), for the
/// uncaught-error printer. An oracle: `hostcall_runtime::fuzzing::check_values_program`.
pub fn js_values_program(data: &[u8]) -> String {
    let mut b = Bytes { data, pos: 0 };
    let ending = b.byte();
    let mut src = String::from(VALUES_PRELUDE);
    src.push_str(VALUES_GENERATED);
    let n = 1 + b.byte() % 4;
    for _ in 0..n {
        let v = values_expr(&mut b, 0);
        let _ = writeln!(src, "check(() => {v});");
    }
    let thrown = if ending & 4 == 0 {
        let row = b.pick(VALUE_THROWN);
        fill_children(&mut b, row, 0)
    } else {
        format!("VALS[{} % VALS.length]", b.byte())
    };
    let uncaught = match ending % 4 {
        2 => "throw t;",
        3 => "Promise.reject(t);",
        _ => {
            let _ = writeln!(src, "G.__ranBefore = RAN;");
            return src;
        }
    };
    let kind = if ending % 4 == 2 { "throw" } else { "reject" };
    let _ = writeln!(
        src,
        "{{ const t = thrown(() => {thrown}); G.__ranBefore = RAN; G.__uncaught = {kind:?}; {uncaught} }}"
    );
    src
}

/// The test library's shared object, found beside the running executable (cargo builds it
/// into `deps/` as a dependency's cdylib).
pub fn testlib_path() -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let name = format!(
        "{}hostcall_testlib{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    [dir.join(&name), dir.join("deps").join(&name)]
        .into_iter()
        .find(|p| p.exists())
        .map(|p| p.display().to_string())
}

/// `count` pseudo-random inputs of `len` bytes from `seed` (xorshift64, the same inputs on
/// every run), for replay tests that reach past the stored corpus. `seed` must not be 0.
pub fn seeded_inputs(seed: u64, count: usize, len: usize) -> Vec<Vec<u8>> {
    let mut state = seed;
    (0..count)
        .map(|_| {
            (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    (state >> 24) as u8
                })
                .collect()
        })
        .collect()
}

/// The stored inputs of a fuzz target, for its replay test: every file of
/// `fuzz/corpus/TARGET/` and of `fuzz/regressions/TARGET/` (inputs that once found a bug;
/// a target may have none yet), with their paths.
///
/// # Panics
///
/// When the corpus folder is missing or empty, or a file cannot be read: a replay test must
/// fail then, not pass having replayed nothing.
pub fn stored_inputs(target: &str) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let read = |dir: std::path::PathBuf| -> Vec<(std::path::PathBuf, Vec<u8>)> {
        let mut out: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|entry| {
                let path = entry
                    .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
                    .path();
                let bytes = std::fs::read(&path)
                    .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
                (path, bytes)
            })
            .collect();
        out.sort();
        out
    };
    let corpus = root.join("corpus").join(target);
    let mut inputs = read(corpus.clone());
    assert!(
        !inputs.is_empty(),
        "the stored corpus {} is empty",
        corpus.display()
    );
    let regressions = root.join("regressions");
    assert!(
        regressions.is_dir(),
        "{} is missing (docs/reliability.md describes it)",
        regressions.display()
    );
    if regressions.join(target).exists() {
        inputs.extend(read(regressions.join(target)));
    }
    inputs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parser's real errors pass the check, and errors that point elsewhere fail it.
    #[test]
    fn a_text_error_that_points_elsewhere_is_caught() {
        for text in [
            "",
            "(i32",
            "(i32,)",
            "(i33) -> void",
            "(i32) -> i33",
            "(i32 ! ) -> void",
        ] {
            let e = text.parse::<Signature>().unwrap_err();
            assert_eq!(
                text_error_points_at_its_cause(text, &e),
                Ok(()),
                "{text:?}: {e:?}"
            );
        }
        let text = "(i32 ! ) -> void";
        let wrong = [
            SignatureError::Empty,
            SignatureError::Unexpected {
                expected: "`,`",
                found: '!',
                position: 1,
            },
            SignatureError::Unexpected {
                expected: "`,`",
                found: '!',
                position: 99,
            },
            SignatureError::UnexpectedEnd {
                expected: "`)`",
                position: 0,
            },
            SignatureError::UnknownParamKind {
                name: "i33".into(),
                position: 1,
            },
            SignatureError::TrailingComma { position: 0 },
            SignatureError::TooManyParams {
                count: 3,
                max: MAX_PARAMS,
            },
            SignatureError::DuplicateImplicit {
                kind: ParamKind::Context,
            },
            SignatureError::DescriptorJson {
                message: "x".into(),
            },
        ];
        for e in wrong {
            assert!(
                text_error_points_at_its_cause(text, &e).is_err(),
                "{e:?} passed"
            );
        }
    }

    /// "Not valid JSON" for valid JSON, or a shape error for text that is not JSON, fails.
    #[test]
    fn a_descriptor_error_that_misreads_the_json_is_caught() {
        for text in [
            "{",
            r#"{"parameters": 1}"#,
            r#"{"parameters": ["i33"], "result": "void"}"#,
        ] {
            let e = Signature::from_descriptor(text).unwrap_err();
            assert_eq!(
                descriptor_error_matches_json(text, &e),
                Ok(()),
                "{text:?}: {e:?}"
            );
        }
        let json = SignatureError::DescriptorJson {
            message: "x".into(),
        };
        let shape = SignatureError::DescriptorShape {
            message: "x".into(),
        };
        assert!(descriptor_error_matches_json("{}", &json).is_err());
        assert!(descriptor_error_matches_json("{", &shape).is_err());
    }
}
