//! The globals `TextEncoder` and `TextDecoder`, UTF-8 only (the encoding Deno-style FFI
//! scripts use to pass strings as buffers): `encode`, `encodeInto`, and `decode` with the
//! `fatal` and `ignoreBOM` options, as the WHATWG Encoding standard defines them. A lone
//! surrogate encodes as U+FFFD; invalid input decodes to U+FFFD, or is a `TypeError` when
//! `fatal`. `decode(..., { stream: true })` is not supported (a `TypeError`).

use rquickjs::{qjs, Ctx, Exception, Function, Object, TypedArray, Value};

use crate::buffer::buffer_bytes;
use crate::error::EngineError;

/// The UTF-8 bytes of a JavaScript string, lone surrogates replaced by U+FFFD.
fn utf8_of(ctx: &Ctx<'_>, s: &rquickjs::String<'_>) -> rquickjs::Result<Vec<u8>> {
    let c = ctx.as_raw().as_ptr();
    let mut len: qjs::size_t = 0;
    // SAFETY: `s` is a live string of this context; QuickJS returns a buffer of `len` bytes
    // (or null when out of memory), released below.
    let p = unsafe { qjs::JS_ToCStringLen2(c, &mut len, s.as_raw(), false) };
    if p.is_null() {
        return Err(rquickjs::Error::Exception);
    }
    // SAFETY: `p` holds `len` bytes until it is freed, just after this copy.
    let mut bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len as usize) }.to_vec();
    // SAFETY: `p` came from JS_ToCStringLen2 of this context and is freed once.
    unsafe { qjs::JS_FreeCString(c, p) };
    // QuickJS writes a lone surrogate as its three-byte form, ED A0..BF xx; U+FFFD is three
    // bytes too, EF BF BD, so it is replaced in place.
    let mut i = 0;
    while i + 2 < bytes.len() {
        if bytes[i] == 0xED && (0xA0..=0xBF).contains(&bytes[i + 1]) {
            bytes[i..i + 3].copy_from_slice(&[0xEF, 0xBF, 0xBD]);
            i += 3;
        } else {
            i += 1;
        }
    }
    Ok(bytes)
}

/// `encodeInto(string, destination)`: writes the longest prefix of whole characters that
/// fits; returns `[read (UTF-16 units), written (bytes)]`.
fn encode_into<'js>(
    ctx: &Ctx<'js>,
    s: &rquickjs::String<'js>,
    destination: &Value<'js>,
) -> rquickjs::Result<(usize, usize)> {
    let bytes = utf8_of(ctx, s)?;
    // After `utf8_of` the bytes are valid UTF-8.
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| Exception::throw_internal(ctx, &format!("TextEncoder: {e}")))?;
    // SAFETY: `destination` is a live value of this context.
    let Some((dst, cap)) = (unsafe { buffer_bytes(ctx.as_raw().as_ptr(), destination.as_raw()) })
    else {
        return Err(Exception::throw_type(
            ctx,
            "TextEncoder.encodeInto: the destination must be a Uint8Array",
        ));
    };
    let (mut read, mut written) = (0, 0);
    for ch in text.chars() {
        let n = ch.len_utf8();
        if written + n > cap {
            break;
        }
        written += n;
        read += ch.len_utf16();
    }
    if written > 0 {
        // SAFETY: `dst..dst + cap` are the destination's bytes (no script ran since they were
        // read) and `written <= cap`; the source is a separate Rust vector.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), dst, written) };
    }
    Ok((read, written))
}

/// `decode(bytes, fatal, ignoreBOM)`.
fn decode<'js>(
    ctx: &Ctx<'js>,
    input: &Value<'js>,
    fatal: bool,
    ignore_bom: bool,
) -> rquickjs::Result<rquickjs::String<'js>> {
    if input.is_undefined() {
        return rquickjs::String::from_str(ctx.clone(), "");
    }
    // SAFETY: `input` is a live value of this context.
    let Some((p, len)) = (unsafe { buffer_bytes(ctx.as_raw().as_ptr(), input.as_raw()) }) else {
        return Err(Exception::throw_type(
            ctx,
            "TextDecoder.decode: expected an ArrayBuffer, a typed array or a DataView (not shared)",
        ));
    };
    let bytes: &[u8] = if len == 0 {
        &[]
    } else {
        // SAFETY: `p..p + len` are the buffer's bytes, live while no script runs (none does
        // until the string below is made from a copy).
        unsafe { std::slice::from_raw_parts(p, len) }
    };
    let bytes = match bytes {
        [0xEF, 0xBB, 0xBF, rest @ ..] if !ignore_bom => rest,
        b => b,
    };
    let text = if fatal {
        std::borrow::Cow::Borrowed(std::str::from_utf8(bytes).map_err(|e| {
            Exception::throw_type(ctx, &format!("TextDecoder.decode: invalid UTF-8 ({e})"))
        })?)
    } else {
        String::from_utf8_lossy(bytes)
    };
    rquickjs::String::from_str(ctx.clone(), &text)
}

/// The classes, over the primitives `P`.
const PRELUDE: &str = r#"(function (P) {
  "use strict";
  const U8 = Uint8Array;
  const LABELS = ["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"];
  class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") { return P.encode(`${input}`); }
    encodeInto(source, destination) {
      if (!(destination instanceof U8)) throw new TypeError("TextEncoder.encodeInto: the destination must be a Uint8Array");
      const r = P.encodeInto(`${source}`, destination);
      return { read: r[0], written: r[1] };
    }
  }
  class TextDecoder {
    #fatal;
    #ignoreBOM;
    constructor(label = "utf-8", options = {}) {
      const l = `${label}`.trim().toLowerCase();
      if (!LABELS.includes(l)) throw new RangeError(`TextDecoder: encoding "${label}" is not supported (only UTF-8)`);
      this.#fatal = Boolean(options?.fatal);
      this.#ignoreBOM = Boolean(options?.ignoreBOM);
    }
    get encoding() { return "utf-8"; }
    get fatal() { return this.#fatal; }
    get ignoreBOM() { return this.#ignoreBOM; }
    decode(input, options) {
      if (options?.stream) throw new TypeError("TextDecoder.decode: { stream: true } is not supported");
      return P.decode(input, this.#fatal, this.#ignoreBOM);
    }
  }
  return { TextEncoder, TextDecoder };
})"#;

/// Defines the globals `TextEncoder` and `TextDecoder` (unless the script's host has them).
pub(crate) fn install<'js>(ctx: &Ctx<'js>) -> Result<(), EngineError> {
    let globals = ctx.globals();
    if globals.contains_key("TextEncoder")? {
        return Ok(());
    }
    let p = Object::new(ctx.clone())?;
    p.set(
        "encode",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, s: rquickjs::String<'js>| -> rquickjs::Result<TypedArray<'js, u8>> {
                let bytes = utf8_of(&ctx, &s)?;
                TypedArray::new(ctx.clone(), bytes)
            },
        )?,
    )?;
    p.set(
        "encodeInto",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             s: rquickjs::String<'js>,
             d: Value<'js>|
             -> rquickjs::Result<Vec<usize>> {
                let (r, w) = encode_into(&ctx, &s, &d)?;
                Ok(vec![r, w])
            },
        )?,
    )?;
    p.set(
        "decode",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, input: Value<'js>, fatal: bool, ignore_bom: bool| {
                decode(&ctx, &input, fatal, ignore_bom)
            },
        )?,
    )?;
    let prelude: Function = ctx.eval(PRELUDE)?;
    let classes: Object = prelude.call((p,))?;
    for name in ["TextEncoder", "TextDecoder"] {
        let c: Value = classes.get(name)?;
        globals.prop(
            name,
            rquickjs::object::Property::from(c)
                .writable()
                .configurable(),
        )?;
    }
    Ok(())
}
