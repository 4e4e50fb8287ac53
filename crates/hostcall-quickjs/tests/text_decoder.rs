//! Issue 46: `TextDecoder` with the WHATWG Encoding standard's encodings (through
//! `encoding_rs`), by their labels; `fatal`, `ignoreBOM`, and `decode(..., { stream: true })`
//! keeping a split sequence (and whether the BOM was seen) between calls, as Deno does.
//! The decoder does not touch the FFI: one engine with the default backend.
// The runtime (`Engine`, the FFI): not on rquickjs 0.12 (lib.rs says why).
#![cfg(feature = "runtime")]

use hostcall_quickjs::{Engine, EngineOptions};

const PRELUDE: &str = r#"
function throws(f, Kind, text, what) {
  try { f(); } catch (e) {
    if (!(e instanceof Kind)) throw new Error(`${what}: expected ${Kind.name}, got ${e}`);
    if (!String(e.message).includes(text)) throw new Error(`${what}: expected "${text}" in "${e.message}"`);
    return e;
  }
  throw new Error(`${what}: expected a ${Kind.name} containing "${text}"`);
}
function eq(a, b, what) {
  if (!Object.is(a, b)) throw new Error(`${what}: expected ${JSON.stringify(b)}, got ${JSON.stringify(a)}`);
}
const bytes = (...b) => new Uint8Array(b);
"#;

#[track_caller]
fn run(src: &str) {
    let e = Engine::new(EngineOptions {
        track_allocations: true,
        ..EngineOptions::default()
    })
    .unwrap();
    e.run(&format!("{PRELUDE}\n{src}"), "text_decoder_test.js")
        .unwrap_or_else(|err| panic!("{err}\n{}", err.stack.clone().unwrap_or_default()));
    let r = e.finish();
    assert!(r.is_clean(), "{r:?}");
}

#[test]
fn labels_name_the_standards_encodings() {
    run(r#"
for (const [label, name] of [
  [undefined, "utf-8"], ["utf8", "utf-8"], [" UTF-8\n", "utf-8"], ["unicode-1-1-utf-8", "utf-8"],
  ["latin1", "windows-1252"], ["iso-8859-1", "windows-1252"], ["ascii", "windows-1252"],
  ["windows-1252", "windows-1252"], ["iso-8859-2", "iso-8859-2"], ["latin2", "iso-8859-2"],
  ["shift_jis", "shift_jis"], ["sjis", "shift_jis"], ["gbk", "gbk"], ["gb2312", "gbk"],
  ["gb18030", "gb18030"], ["big5", "big5"], ["euc-kr", "euc-kr"], ["euc-jp", "euc-jp"],
  ["koi8-r", "koi8-r"], ["utf-16", "utf-16le"], ["utf-16le", "utf-16le"], ["UTF-16BE", "utf-16be"],
  ["x-user-defined", "x-user-defined"],
]) {
  eq(new TextDecoder(label).encoding, name, `label ${label}`);
}
// Unknown labels, and the "replacement" encoding's, are Deno's RangeError (with Node's code).
for (const label of ["utf-7", "latin", "", "iso-2022-kr", "replacement", "utf\u00a08"]) {
  const e = throws(() => new TextDecoder(label), RangeError, `The encoding label provided ('${label}') is invalid.`, label);
  eq(e.code, "ERR_ENCODING_NOT_SUPPORTED", "code");
}
"#);
}

#[test]
fn encodings_decode_as_the_standard_says() {
    run(r#"
eq(new TextDecoder("latin1").decode(bytes(0x41, 0x80, 0xe9, 0x9f)), "A\u20ac\u00e9\u0178", "windows-1252");
eq(new TextDecoder("iso-8859-2").decode(bytes(0xa3, 0xf3, 0xb1)), "\u0141\u00f3\u0105", "iso-8859-2");
eq(new TextDecoder("shift_jis").decode(bytes(0x82, 0xa0, 0x83, 0x41, 0x41)), "\u3042\u30a2A", "shift_jis");
eq(new TextDecoder("gbk").decode(bytes(0xc4, 0xe3, 0xba, 0xc3)), "\u4f60\u597d", "gbk");
eq(new TextDecoder("euc-kr").decode(bytes(0xb0, 0xa1)), "\uac00", "euc-kr");
eq(new TextDecoder("utf-16le").decode(bytes(0x41, 0x00, 0x3d, 0xd8, 0x00, 0xde)), "A\u{1F600}", "utf-16le");
eq(new TextDecoder("utf-16be").decode(bytes(0x00, 0x41, 0xd8, 0x3d, 0xde, 0x00)), "A\u{1F600}", "utf-16be");
// Replacement characters, and fatal decoders.
eq(new TextDecoder("shift_jis").decode(bytes(0x41, 0x82)), "A\ufffd", "shift_jis cut short");
eq(new TextDecoder("utf-16le").decode(bytes(0x41, 0x00, 0x42)), "A\ufffd", "utf-16le odd length");
eq(new TextDecoder("utf-16le").decode(bytes(0x00, 0xd8, 0x41, 0x00)), "\ufffdA", "utf-16le lone surrogate");
eq(new TextDecoder("utf-8").decode(bytes(0xf0, 0x9f, 0x41)), "\ufffdA", "utf-8 maximal subpart");
for (const [label, b] of [["shift_jis", bytes(0x82)], ["utf-16le", bytes(0x41)], ["gbk", bytes(0x81)],
                          ["utf-8", bytes(0xc3)], ["iso-8859-8", bytes(0xa1)]]) {
  const d = new TextDecoder(label, { fatal: true });
  eq(d.fatal, true, "fatal");
  throws(() => d.decode(b), TypeError, "The encoded data is not valid", `fatal ${label}`);
}
// Every input kind, a shared buffer's bytes copied.
const d = new TextDecoder("latin1");
eq(d.decode(bytes(0xe9).buffer), "\u00e9", "ArrayBuffer");
eq(d.decode(new DataView(bytes(0x41, 0xe9).buffer, 1)), "\u00e9", "DataView");
const sab = new Uint8Array(new SharedArrayBuffer(2)); sab.set([0xe9, 0xe8]);
eq(d.decode(sab), "\u00e9\u00e8", "SharedArrayBuffer");
eq(d.decode(), "", "decode()");
throws(() => d.decode("x"), TypeError, "expected an ArrayBuffer", "a string");
"#);
}

#[test]
fn byte_order_marks_are_dropped_once_at_the_start_unless_ignored() {
    run(r#"
eq(new TextDecoder().decode(bytes(0xef, 0xbb, 0xbf, 0x41)), "A", "utf-8 BOM");
eq(new TextDecoder("utf-16le").decode(bytes(0xff, 0xfe, 0x41, 0x00)), "A", "utf-16le BOM");
eq(new TextDecoder("utf-16be").decode(bytes(0xfe, 0xff, 0x00, 0x41)), "A", "utf-16be BOM");
eq(new TextDecoder("utf-16le", { ignoreBOM: true }).decode(bytes(0xff, 0xfe, 0x41, 0x00)), "\ufeffA", "kept");
eq(new TextDecoder("utf-8", { ignoreBOM: true }).ignoreBOM, true, "ignoreBOM");
// Another encoding's BOM is text; a UTF-8 BOM in windows-1252 is three characters.
eq(new TextDecoder("utf-16le").decode(bytes(0xfe, 0xff)), "\ufffe", "utf-16be's BOM in utf-16le");
eq(new TextDecoder("latin1").decode(bytes(0xef, 0xbb, 0xbf)), "\u00ef\u00bb\u00bf", "no BOM in windows-1252");
// In a stream: split across calls, dropped once; a second one is text.
const d = new TextDecoder();
eq(d.decode(bytes(0xef), { stream: true }), "", "BOM's first byte");
eq(d.decode(bytes(0xbb, 0xbf, 0x41), { stream: true }), "A", "BOM's rest");
eq(d.decode(bytes(0xef, 0xbb, 0xbf)), "\ufeff", "a BOM after the start is U+FEFF");
// The stream ended: the next one drops its BOM again.
eq(d.decode(bytes(0xef, 0xbb, 0xbf, 0x42), { stream: true }), "B", "a new stream");
eq(d.decode(), "", "its end");
"#);
}

#[test]
fn streams_keep_split_sequences_between_calls() {
    run(r#"
const d = new TextDecoder();
// U+1F600 (F0 9F 98 80) split in three, then e-acute split in two.
eq(d.decode(bytes(0x41, 0xf0), { stream: true }), "A", "first byte held");
eq(d.decode(bytes(0x9f, 0x98), { stream: true }), "", "still incomplete");
eq(d.decode(bytes(0x80, 0xc3), { stream: true }), "\u{1F600}", "completed; the next one held");
eq(d.decode(bytes(0xa9)), "\u00e9", "the end of the stream completes it");
// A sequence left at the end of the stream is U+FFFD (or an error when fatal).
eq(d.decode(bytes(0xe2, 0x82), { stream: true }), "", "held");
eq(d.decode(), "\ufffd", "flushed by decode()");
const f = new TextDecoder("utf-8", { fatal: true });
eq(f.decode(bytes(0xe2, 0x82), { stream: true }), "", "fatal: held");
throws(() => f.decode(), TypeError, "The encoded data is not valid", "fatal: cut at the end");
eq(f.decode(bytes(0x41)), "A", "the failed stream was ended");
throws(() => f.decode(bytes(0x41, 0xff), { stream: true }), TypeError, "The encoded data is not valid", "fatal: malformed in a stream");
// Other encodings: a UTF-16 unit and a Shift_JIS pair split.
const u = new TextDecoder("utf-16le");
eq(u.decode(bytes(0x41), { stream: true }), "", "half a unit");
eq(u.decode(bytes(0x00, 0x3d, 0xd8), { stream: true }), "A", "a high surrogate held");
eq(u.decode(bytes(0x00, 0xde), { stream: true }), "\u{1F600}", "the pair");
eq(u.decode(bytes(0x42)), "\ufffd", "an odd byte at the end");
const s = new TextDecoder("shift_jis");
eq(s.decode(bytes(0x82), { stream: true }), "", "lead byte");
eq(s.decode(bytes(0xa0)), "\u3042", "trail byte");
const g = new TextDecoder("gbk");
eq(g.decode(bytes(0xc4), { stream: true }) + g.decode(bytes(0xe3, 0xba), { stream: true }) + g.decode(bytes(0xc3)), "\u4f60\u597d", "gbk in pieces");
// An empty chunk keeps the state.
eq(d.decode(bytes(0xc3), { stream: true }) + d.decode(bytes(), { stream: true }) + d.decode(bytes(0xa9)), "\u00e9", "an empty chunk");
// The options getter runs before the state is used; it may decode with the same decoder.
const r = new TextDecoder();
eq(r.decode(bytes(0xc3), { stream: true }), "", "held");
eq(r.decode(bytes(0xa9), { get stream() { r.decode(bytes(0x41), { stream: true }); return true; } }), "\ufffd", "the getter's decode (C3 41) ran first: A9 alone");
"#);
}
