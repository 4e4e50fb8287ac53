//! The globals `TextEncoder` (UTF-8, as the standard has it) and `TextDecoder` (every
//! encoding of the WHATWG Encoding standard, by its labels): `encode`, `encodeInto`, and
//! `decode` with the `fatal` and `ignoreBOM` options and `{ stream: true }`. A lone
//! surrogate encodes as U+FFFD; invalid input decodes to U+FFFD, or is a `TypeError` when
//! `fatal`. UTF-8 outside a stream is decoded here, by std's validator (no allocation for
//! valid text); other encodings, and every streaming decode, by `encoding_rs` (the
//! decoders Deno uses), whose state a decoder keeps between `stream: true` calls.
//!
//! Both classes are native ([`crate::binding::native`]): QuickJS calls each method's Rust body
//! directly, and no script is evaluated at engine creation. What the standard converts is
//! converted as it says (the input of `encode`/`encodeInto` with ToString, the decoder's
//! label and options), and such a conversion, which may run script, always comes before a
//! buffer is read: `encodeInto` takes the destination's live bytes after its source has
//! become a string, `decode` its input's after reading `options.stream`. The UTF-8 of a
//! string is QuickJS's own (`JS_ToCStringLen2`): for an ASCII string it is the string's
//! bytes, with no copy, so `encodeInto` of ASCII text allocates only its result object.

use std::ffi::{c_int, c_void};
use std::rc::Rc;

use encoding_rs::{CoderResult, DecoderResult, Encoding, UTF_8};
use rquickjs::{qjs, Ctx};

use crate::binding::buffer::{buffer_bytes, live_bytes, uint8_array_bytes, LiveBytes};
use crate::binding::error::EngineError;
use crate::binding::native::{
    self, arg, define, define_atom, free, guarded, made, state, tag, throw, Atom, ClassDef,
    ErrorClass, Member, Raw, Thrown, METHOD,
};

/// What the text classes' functions share.
struct TextApi {
    prototype: Atom,
    read: Atom,
    written: Atom,
    fatal: Atom,
    ignore_bom: Atom,
    stream: Atom,
    /// The class of `TextDecoder` objects in this runtime; their opaque is a boxed
    /// [`DecoderState`].
    decoder: qjs::JSClassID,
    /// The class of `TextEncoder` objects in this runtime (their opaque is a non-null mark):
    /// how `encode` and `encodeInto` know their `this`.
    encoder: qjs::JSClassID,
}

/// The opaque of every `TextEncoder` object (non-null: `JS_GetOpaque` returning it means
/// "an encoder").
const ENCODER_MARK: *mut c_void = std::ptr::dangling_mut::<c_void>();

/// A `TypeError` unless `this` is a `TextEncoder` of this runtime (`class`).
///
/// # Safety
///
/// `ctx` is a live context and `this` a live value of it.
#[inline(always)]
unsafe fn check_encoder(
    ctx: *mut qjs::JSContext,
    class: qjs::JSClassID,
    this: Raw,
    what: &'static str,
) -> Result<(), Thrown> {
    // SAFETY: caller's contract; JS_GetOpaque checks the tag and class itself.
    if unsafe { qjs::JS_GetOpaque(this, class) }.is_null() {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Type,
                &format!("{what}: `this` is not a TextEncoder"),
            )
        });
    }
    Ok(())
}

/// A decoder: its encoding and options, and the streaming state between `decode(...,
/// { stream: true })` calls. Each `TextDecoder` object's opaque is one, boxed, freed by the
/// class's finalizer ([`decoder_finalizer`]).
struct DecoderState {
    encoding: &'static Encoding,
    fatal: bool,
    ignore_bom: bool,
    /// The decoder of a stream under way (bytes of a split sequence, whether the BOM was
    /// seen); `None` between streams.
    stream: Option<encoding_rs::Decoder>,
}

impl DecoderState {
    /// A new `encoding_rs` decoder: it drops the encoding's own BOM at the start, unless
    /// `ignoreBOM` (the standard's rule for UTF-8 and UTF-16).
    fn new_decoder(&self) -> encoding_rs::Decoder {
        if self.ignore_bom {
            self.encoding.new_decoder_without_bom_handling()
        } else {
            self.encoding.new_decoder_with_bom_removal()
        }
    }
}

/// Why `encoding_rs` gave no text (Deno's errors for the same cases).
enum DecodeFailure {
    /// Malformed input to a `fatal` decoder: Deno's `TypeError`.
    Malformed,
    /// The output would not fit an allocation: Deno's `RangeError`.
    TooLarge,
}

/// `bytes` through `decoder` (`last`: the end of the stream, where a split sequence left
/// over becomes U+FFFD or, when `fatal`, an error).
fn decode_with(
    decoder: &mut encoding_rs::Decoder,
    bytes: &[u8],
    last: bool,
    fatal: bool,
) -> Result<String, DecodeFailure> {
    if fatal {
        let cap = decoder
            .max_utf8_buffer_length_without_replacement(bytes.len())
            .ok_or(DecodeFailure::TooLarge)?;
        let mut out = String::with_capacity(cap);
        match decoder.decode_to_string_without_replacement(bytes, &mut out, last) {
            (DecoderResult::InputEmpty, _) => Ok(out),
            (DecoderResult::Malformed(..), _) => Err(DecodeFailure::Malformed),
            (DecoderResult::OutputFull, _) => Err(DecodeFailure::TooLarge),
        }
    } else {
        let cap = decoder
            .max_utf8_buffer_length(bytes.len())
            .ok_or(DecodeFailure::TooLarge)?;
        let mut out = String::with_capacity(cap);
        match decoder.decode_to_string(bytes, &mut out, last) {
            (CoderResult::InputEmpty, _, _) => Ok(out),
            (CoderResult::OutputFull, _, _) => Err(DecodeFailure::TooLarge),
        }
    }
}

/// Frees a `TextDecoder` object's [`DecoderState`].
///
/// # Safety
///
/// QuickJS calls it once, as the decoder class's finalizer, with an object of that class.
unsafe extern "C" fn decoder_finalizer(_rt: *mut qjs::JSRuntime, val: Raw) {
    let mut class: qjs::JSClassID = 0;
    // SAFETY: `val` is an object being finalized (caller's contract).
    let p = unsafe { qjs::JS_GetAnyOpaque(val, &mut class) };
    if !p.is_null() {
        // SAFETY: the opaque of a decoder is a `Box<DecoderState>` set once by
        // `decoder_new`, and this is the only place it is freed.
        drop(unsafe { Box::from_raw(p.cast::<DecoderState>()) });
    }
}

/// A string's UTF-8 as QuickJS makes it (lone surrogates as their three-byte forms, ED A0..BF
/// xx), released on drop: a view of the string's own bytes when it is ASCII, else a copy.
struct Utf8 {
    ctx: *mut qjs::JSContext,
    ptr: *const std::ffi::c_char,
    len: usize,
}

impl Utf8 {
    /// The UTF-8 of `s`, which must be a string.
    ///
    /// # Safety
    ///
    /// `ctx` is a live context and `s` a live string of it.
    unsafe fn of(ctx: *mut qjs::JSContext, s: Raw) -> Result<Utf8, Thrown> {
        let mut len: qjs::size_t = 0;
        // SAFETY: caller's contract; QuickJS returns `len` bytes (or null when out of
        // memory), released by `drop`.
        let ptr = unsafe { qjs::JS_ToCStringLen2(ctx, &mut len, s, false) };
        if ptr.is_null() {
            return Err(Thrown);
        }
        Ok(Utf8 {
            ctx,
            ptr,
            len: len as usize,
        })
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` holds `len` bytes until `drop`.
        unsafe { std::slice::from_raw_parts(self.ptr.cast::<u8>(), self.len) }
    }
}

impl Drop for Utf8 {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from JS_ToCStringLen2 of this live context, freed once.
        unsafe { qjs::JS_FreeCString(self.ctx, self.ptr) };
    }
}

/// `v` as a string (owned): itself when it is one, else ToString (which may run script).
///
/// # Safety
///
/// `ctx` is a live context and `v` a live value of it.
unsafe fn to_string(ctx: *mut qjs::JSContext, v: Raw) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract.
    unsafe {
        if tag(v) == qjs::JS_TAG_STRING {
            Ok(qjs::JS_DupValue(ctx, v))
        } else {
            made(qjs::JS_ToString(ctx, v))
        }
    }
}

/// Whether UTF-8 from QuickJS holds a lone surrogate (ED A0..BF).
fn has_surrogate(bytes: &[u8]) -> bool {
    bytes
        .windows(2)
        .any(|w| w[0] == 0xED && (0xA0..=0xBF).contains(&w[1]))
}

/// Replaces each lone surrogate's three bytes (ED A0..BF xx) by U+FFFD's (EF BF BD), in place.
fn replace_surrogates(bytes: &mut [u8]) {
    let mut i = 0;
    while i + 2 < bytes.len() {
        if bytes[i] == 0xED && (0xA0..=0xBF).contains(&bytes[i + 1]) {
            bytes[i..i + 3].copy_from_slice(&[0xEF, 0xBF, 0xBD]);
            i += 3;
        } else {
            i += 1;
        }
    }
}

/// The prefix of whole characters of `utf8` that fits `cap` bytes: (UTF-16 units, bytes).
fn fitting(utf8: &[u8], cap: usize) -> (usize, usize) {
    let (mut read, mut written) = (0, 0);
    while let Some(&lead) = utf8.get(written) {
        let n = match lead {
            0..=0x7F => 1,
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        };
        if written + n > cap || written + n > utf8.len() {
            break;
        }
        written += n;
        read += if n == 4 { 2 } else { 1 };
    }
    (read, written)
}

/// The signature every body below has (QuickJS's closure shape).
macro_rules! body {
    ($(#[$m:meta])* fn $name:ident($ctx:ident, $this:ident, $argc:ident, $argv:ident, $api:ident) $what:expr => $e:block) => {
        $(#[$m])*
        unsafe extern "C" fn $name(
            $ctx: *mut qjs::JSContext,
            $this: Raw,
            $argc: c_int,
            $argv: *mut Raw,
            _magic: c_int,
            opaque: *mut c_void,
        ) -> Raw {
            // SAFETY: QuickJS calls this body with a live context, its `this` and
            // arguments, and the opaque state `install` gave the function (a `TextApi`).
            // The block uses them as the contracts of the functions it calls say.
            unsafe {
                guarded($ctx, $what, || {
                    let $api = state::<TextApi>(opaque);
                    let _ = (&$this, &$argc, &$argv, &$api);
                    $e
                })
            }
        }
    };
}

/// A new string from UTF-8.
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn new_string(ctx: *mut qjs::JSContext, s: &str) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract; QuickJS copies `s.len()` bytes of UTF-8.
    made(unsafe { qjs::JS_NewStringLen(ctx, s.as_ptr().cast(), s.len() as qjs::size_t) })
}

body! {
    /// `new TextEncoder()`.
    fn encoder_new(ctx, this, argc, argv, api) "TextEncoder" => {
        let obj = native::new_object_of_class(ctx, this, api.prototype.get(), "TextEncoder", api.encoder)?;
        qjs::JS_SetOpaque(obj, ENCODER_MARK);
        Ok(obj)
    }
}

body! {
    /// `encoder.encoding`: always `utf-8`.
    fn encoding(ctx, this, argc, argv, api) "encoding" => {
        new_string(ctx, "utf-8")
    }
}

body! {
    /// `encode(input = "")`: a new `Uint8Array` of the input's UTF-8.
    fn encode(ctx, this, argc, argv, api) "TextEncoder.encode" => {
        check_encoder(ctx, api.encoder, this, "TextEncoder.encode")?;
        let input = arg(argc, argv, 0);
        if tag(input) == qjs::JS_TAG_UNDEFINED {
            return made(qjs::JS_NewUint8ArrayCopy(ctx, [0u8; 1].as_ptr(), 0));
        }
        let s = to_string(ctx, input)?;
        let utf8 = Utf8::of(ctx, s);
        free(ctx, s);
        let utf8 = utf8?;
        let bytes = utf8.bytes();
        let array = made(qjs::JS_NewUint8ArrayCopy(ctx, bytes.as_ptr(), bytes.len() as qjs::size_t))?;
        if has_surrogate(bytes) {
            // The new array's own bytes (no script has seen it).
            match buffer_bytes(ctx, array) {
                Some((p, n)) if n == bytes.len() && n > 0 => {
                    replace_surrogates(std::slice::from_raw_parts_mut(p, n));
                }
                _ => {
                    free(ctx, array);
                    return Err(throw(ctx, ErrorClass::Type, "TextEncoder.encode: the new array cannot be read"));
                }
            }
        }
        Ok(array)
    }
}

/// The data of `encodeInto`: three shape templates (see [`native::templates`]), then the
/// atoms `read` and `written`.
const ENCODE_INTO_READ: usize = 3;
const ENCODE_INTO_WRITTEN: usize = 4;

/// `encodeInto(source, destination)`: writes the longest prefix of whole characters that
/// fits the destination's bytes now; returns `{ read, written }` (UTF-16 units read, bytes
/// written). A function over data (not the shared state): its templates keep the result's
/// shapes alive, so the result allocates the object only. `magic` is the `TextEncoder`
/// class. The destination may be shared (a `SharedArrayBuffer`'s bytes): they are only
/// written, from a finished copy of the text.
unsafe extern "C" fn encode_into(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    magic: c_int,
    data: *mut Raw,
) -> Raw {
    // SAFETY: QuickJS calls this body with a live context, its arguments and the data
    // `install_on` gave the function (five values, the last two atoms).
    unsafe {
        guarded(ctx, "TextEncoder.encodeInto", || {
            check_encoder(ctx, magic as qjs::JSClassID, this, "TextEncoder.encodeInto")?;
            let destination = arg(argc, argv, 1);
            if qjs::JS_GetTypedArrayType(destination)
                != qjs::JSTypedArrayEnum_JS_TYPED_ARRAY_UINT8 as c_int
            {
                return Err(throw(
                    ctx,
                    ErrorClass::Type,
                    "TextEncoder.encodeInto: the destination must be a Uint8Array",
                ));
            }
            // May run script (the source's toString), which may shrink or detach the
            // destination: its bytes are read after. A string is read as it is (borrowed).
            let source = arg(argc, argv, 0);
            let converted = if tag(source) == qjs::JS_TAG_STRING {
                None
            } else {
                Some(made(qjs::JS_ToString(ctx, source))?)
            };
            let utf8 = Utf8::of(ctx, converted.unwrap_or(source));
            if let Some(s) = converted {
                free(ctx, s);
            }
            let utf8 = utf8?;
            let Some((dst, cap)) = uint8_array_bytes(ctx, destination) else {
                return Err(throw(
                    ctx,
                    ErrorClass::Type,
                    "TextEncoder.encodeInto: the destination must be a Uint8Array (this one is detached or out of bounds)",
                ));
            };
            let bytes = utf8.bytes();
            let ascii = bytes.is_ascii();
            let (read, written) = if ascii {
                // One byte per UTF-16 unit.
                let n = bytes.len().min(cap);
                (n, n)
            } else {
                fitting(bytes, cap)
            };
            if written > 0 {
                // Lone surrogates are replaced in a copy: the destination is only written
                // (it may be shared memory another thread writes too).
                let fixed;
                let text = if !ascii && has_surrogate(&bytes[..written]) {
                    let mut copy = bytes[..written].to_vec();
                    replace_surrogates(&mut copy);
                    fixed = copy;
                    &fixed[..]
                } else {
                    &bytes[..written]
                };
                // `dst..dst + cap` are the destination's bytes now (no script ran since
                // they were read) and `written <= cap`; the source is QuickJS's UTF-8 of
                // the string (or its copy), a different allocation.
                std::ptr::copy_nonoverlapping(text.as_ptr(), dst, written);
            }
            drop(utf8);
            let read_atom = native::value_atom(*data.add(ENCODE_INTO_READ));
            let written_atom = native::value_atom(*data.add(ENCODE_INTO_WRITTEN));
            let out = made(qjs::JS_NewObject(ctx))?;
            let filled = define_atom(ctx, out, read_atom, native::count(read), qjs::JS_PROP_C_W_E)
                .and_then(|()| {
                    define_atom(
                        ctx,
                        out,
                        written_atom,
                        native::count(written),
                        qjs::JS_PROP_C_W_E,
                    )
                });
            match filled {
                Ok(()) => Ok(out),
                Err(t) => {
                    free(ctx, out);
                    Err(t)
                }
            }
        })
    }
}

/// The state of the decoder `this` (a `TypeError` for anything else): valid while `this`
/// lives; a caller takes a reference to it only where no script can run.
///
/// # Safety
///
/// `ctx` is a live context and `this` a live value of it.
unsafe fn decoder_state(
    ctx: *mut qjs::JSContext,
    api: &TextApi,
    this: Raw,
    what: &'static str,
) -> Result<*mut DecoderState, Thrown> {
    // SAFETY: caller's contract; JS_GetOpaque checks the tag and class itself.
    let p = unsafe { qjs::JS_GetOpaque(this, api.decoder) };
    if p.is_null() {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Type,
                &format!("{what}: `this` is not a TextDecoder"),
            )
        });
    }
    Ok(p.cast::<DecoderState>())
}

/// `options[name]` as a boolean (ToBoolean), by WebIDL's dictionary conversion: `false`
/// when `options` is `undefined` or `null`, a `TypeError` when it is not an object (a
/// number's prototype is never read). Reading it may run a getter.
///
/// # Safety
///
/// `ctx` is a live context and `options` a live value of it.
unsafe fn option(
    ctx: *mut qjs::JSContext,
    options: Raw,
    name: &Atom,
    what: &'static str,
) -> Result<bool, Thrown> {
    match tag(options) {
        qjs::JS_TAG_UNDEFINED | qjs::JS_TAG_NULL => return Ok(false),
        qjs::JS_TAG_OBJECT => {}
        _ => {
            // SAFETY: `ctx` is live.
            return Err(unsafe {
                throw(
                    ctx,
                    ErrorClass::Type,
                    &format!("{what}: the options must be an object"),
                )
            });
        }
    }
    // SAFETY: caller's contract; the value read is owned here and released once.
    unsafe {
        let v = made(qjs::JS_GetProperty(ctx, options, name.get()))?;
        let b = qjs::JS_ToBool(ctx, v);
        free(ctx, v);
        if b < 0 {
            Err(Thrown)
        } else {
            Ok(b != 0)
        }
    }
}

body! {
    /// `new TextDecoder(label = "utf-8", options = {})`.
    fn decoder_new(ctx, this, argc, argv, api) "TextDecoder" => {
        let label = arg(argc, argv, 0);
        let encoding = if tag(label) == qjs::JS_TAG_UNDEFINED {
            UTF_8
        } else {
            let s = to_string(ctx, label)?;
            let utf8 = Utf8::of(ctx, s);
            free(ctx, s);
            let utf8 = utf8?;
            // The standard's labels (ASCII whitespace trimmed, ASCII case ignored); the
            // "replacement" encoding's labels are refused, as the standard says.
            match Encoding::for_label_no_replacement(utf8.bytes()) {
                Some(e) => e,
                None => {
                    let text = String::from_utf8_lossy(utf8.bytes());
                    return Err(unsupported_label(ctx, &text));
                }
            }
        };
        let options = arg(argc, argv, 1);
        let state = DecoderState {
            encoding,
            fatal: option(ctx, options, &api.fatal, "TextDecoder")?,
            ignore_bom: option(ctx, options, &api.ignore_bom, "TextDecoder")?,
            stream: None,
        };
        let obj = native::new_object_of_class(ctx, this, api.prototype.get(), "TextDecoder", api.decoder)?;
        qjs::JS_SetOpaque(obj, Box::into_raw(Box::new(state)).cast());
        Ok(obj)
    }
}

/// Deno's `RangeError` for a label the standard does not know, with Node's `code`
/// (`ERR_ENCODING_NOT_SUPPORTED`), which Deno sets too.
///
/// # Safety
///
/// `ctx` is a live context.
#[cold]
unsafe fn unsupported_label(ctx: *mut qjs::JSContext, label: &str) -> Thrown {
    // SAFETY: `ctx` is live; the exception taken is owned here until it is thrown again
    // (JS_Throw takes it), and the code string is owned by the property once set.
    unsafe {
        throw(
            ctx,
            ErrorClass::Range,
            &format!("The encoding label provided ('{label}') is invalid."),
        );
        let exception = qjs::JS_GetException(ctx);
        if tag(exception) == qjs::JS_TAG_OBJECT {
            const CODE: &str = "ERR_ENCODING_NOT_SUPPORTED";
            let code = qjs::JS_NewStringLen(ctx, CODE.as_ptr().cast(), CODE.len() as qjs::size_t);
            // A failure to set it (out of memory) leaves the error without its code.
            qjs::JS_SetPropertyStr(ctx, exception, c"code".as_ptr(), code);
        }
        qjs::JS_Throw(ctx, exception);
    }
    Thrown
}

body! {
    /// `decoder.encoding`: the encoding's name, lowercase (`utf-8`, `windows-1252`, ...).
    fn decoder_encoding(ctx, this, argc, argv, api) "TextDecoder.encoding" => {
        let state = decoder_state(ctx, api, this, "TextDecoder.encoding")?;
        new_string(ctx, &(*state).encoding.name().to_ascii_lowercase())
    }
}

body! {
    /// `decoder.fatal`.
    fn decoder_fatal(ctx, this, argc, argv, api) "TextDecoder.fatal" => {
        Ok(native::boolean((*decoder_state(ctx, api, this, "TextDecoder.fatal")?).fatal))
    }
}

body! {
    /// `decoder.ignoreBOM`.
    fn decoder_ignore_bom(ctx, this, argc, argv, api) "TextDecoder.ignoreBOM" => {
        Ok(native::boolean((*decoder_state(ctx, api, this, "TextDecoder.ignoreBOM")?).ignore_bom))
    }
}

/// Deno's `TypeError` for malformed input to a `fatal` decoder.
const INVALID: &str = "The encoded data is not valid";

body! {
    /// `decode(input, options)`: the input's bytes now, as text.
    fn decode(ctx, this, argc, argv, api) "TextDecoder.decode" => {
        const WHAT: &str = "TextDecoder.decode";
        let state = decoder_state(ctx, api, this, WHAT)?;
        // May run a getter: before the input's bytes are read, and before the state is
        // borrowed (the getter may call this decoder's `decode`).
        let stream = option(ctx, arg(argc, argv, 1), &api.stream, WHAT)?;
        let input = arg(argc, argv, 0);
        let live = if tag(input) == qjs::JS_TAG_UNDEFINED {
            // `decode()`: no bytes (which ends a stream under way).
            Some(LiveBytes {
                data: std::ptr::null_mut(),
                len: 0,
                shared: false,
                backing: false,
            })
        } else {
            live_bytes(ctx, input)
        };
        let Some(LiveBytes {
            data: p, len, shared, ..
        }) = live else {
            return Err(throw(
                ctx,
                ErrorClass::Type,
                "TextDecoder.decode: expected an ArrayBuffer, a SharedArrayBuffer, a typed array or a DataView",
            ));
        };
        let copy;
        let bytes: &[u8] = if len == 0 {
            &[]
        } else if shared {
            // Shared memory another thread may write: copied once, then decoded (as the
            // standard decodes a copy of a shared buffer's bytes).
            let mut c = vec![0u8; len];
            // SAFETY: `p..p + len` are the buffer's bytes now; `c` is a new allocation.
            std::ptr::copy_nonoverlapping(p, c.as_mut_ptr(), len);
            copy = c;
            &copy[..]
        } else {
            // SAFETY: `p..p + len` are the buffer's bytes now, live while no script runs
            // (none does until the string is made from them).
            std::slice::from_raw_parts(p, len)
        };
        // SAFETY: `this` (the decoder) is alive during the call, and no script runs from
        // here until the string is made, so nothing else reaches the state meanwhile.
        let state = &mut *state;
        if !stream && state.stream.is_none() && state.encoding == UTF_8 {
            // UTF-8 outside a stream: validated in place (std's lossy decoding replaces
            // exactly the standard's maximal subparts with U+FFFD).
            let bytes = match bytes {
                [0xEF, 0xBB, 0xBF, rest @ ..] if !state.ignore_bom => rest,
                b => b,
            };
            return match std::str::from_utf8(bytes) {
                Ok(s) => new_string(ctx, s),
                Err(_) if state.fatal => Err(throw(ctx, ErrorClass::Type, INVALID)),
                Err(_) => new_string(ctx, &String::from_utf8_lossy(bytes)),
            };
        }
        // Every other case through encoding_rs: a stream goes on with its decoder (or starts
        // one); a call without `stream` ends it (as the standard's "do not flush" flag).
        let mut decoder = match state.stream.take() {
            Some(d) => d,
            None => state.new_decoder(),
        };
        let text = decode_with(&mut decoder, bytes, !stream, state.fatal);
        if stream {
            state.stream = Some(decoder);
        }
        match text {
            Ok(s) => new_string(ctx, &s),
            Err(DecodeFailure::Malformed) => Err(throw(ctx, ErrorClass::Type, INVALID)),
            Err(DecodeFailure::TooLarge) => Err(throw(ctx, ErrorClass::Range, "Value too large to decode")),
        }
    }
}

/// `TextEncoder.prototype`'s methods (and `encodeInto`, a function over data that
/// `install_on` adds).
const ENCODER_METHODS: [Member; 1] = [Member {
    name: c"encode",
    length: 0,
    body: encode,
}];

const ENCODING: [Member; 1] = [Member {
    name: c"encoding",
    length: 0,
    body: encoding,
}];

const DECODER_METHODS: [Member; 1] = [Member {
    name: c"decode",
    length: 0,
    body: decode,
}];

const DECODER_GETTERS: [Member; 3] = [
    Member {
        name: c"encoding",
        length: 0,
        body: decoder_encoding,
    },
    Member {
        name: c"fatal",
        length: 0,
        body: decoder_fatal,
    },
    Member {
        name: c"ignoreBOM",
        length: 0,
        body: decoder_ignore_bom,
    },
];

/// Defines the globals `TextEncoder` and `TextDecoder` (unless the script's host has them),
/// as native classes (no script is evaluated).
pub(crate) fn install(ctx: &Ctx<'_>) -> Result<(), EngineError> {
    let globals = ctx.globals();
    if globals.contains_key("TextEncoder")? {
        return Ok(());
    }
    // SAFETY: the live context of `ctx`, and its global object.
    unsafe { install_on(ctx.as_raw().as_ptr(), globals.as_raw()) }
        .map_err(|t| native::install_error(ctx, t))
}

/// The two classes, on `target`.
///
/// # Safety
///
/// `ctx` is a live context and `target` a live object of it.
unsafe fn install_on(ctx: *mut qjs::JSContext, target: Raw) -> Result<(), Thrown> {
    // SAFETY: caller's contract; the atoms live as long as the functions holding the state
    // (released by their finalizers, before the runtime is freed). The decoder class's
    // finalizer frees each decoder's boxed state; the encoder's opaque is a mark, not
    // memory.
    unsafe {
        let rt = qjs::JS_GetRuntime(ctx);
        let mut decoder: qjs::JSClassID = 0;
        qjs::JS_NewClassID(rt, &mut decoder);
        let def = qjs::JSClassDef {
            class_name: c"TextDecoder".as_ptr(),
            finalizer: Some(decoder_finalizer),
            gc_mark: None,
            call: None,
            exotic: std::ptr::null_mut(),
        };
        if qjs::JS_NewClass(rt, decoder, &def) != 0 {
            return Err(throw(
                ctx,
                ErrorClass::Plain,
                "cannot register the TextDecoder class",
            ));
        }
        let mut encoder: qjs::JSClassID = 0;
        qjs::JS_NewClassID(rt, &mut encoder);
        let def = qjs::JSClassDef {
            class_name: c"TextEncoder".as_ptr(),
            finalizer: None,
            gc_mark: None,
            call: None,
            exotic: std::ptr::null_mut(),
        };
        if qjs::JS_NewClass(rt, encoder, &def) != 0 {
            return Err(throw(
                ctx,
                ErrorClass::Plain,
                "cannot register the TextEncoder class",
            ));
        }
        let api = Rc::new(TextApi {
            prototype: Atom::new(ctx, c"prototype")?,
            read: Atom::new(ctx, c"read")?,
            written: Atom::new(ctx, c"written")?,
            fatal: Atom::new(ctx, c"fatal")?,
            ignore_bom: Atom::new(ctx, c"ignoreBOM")?,
            stream: Atom::new(ctx, c"stream")?,
            decoder,
            encoder,
        });
        let classes = [
            ClassDef {
                name: c"TextEncoder",
                constructor: (0, encoder_new),
                methods: &ENCODER_METHODS,
                getters: &ENCODING,
                statics: &[],
            },
            ClassDef {
                name: c"TextDecoder",
                constructor: (0, decoder_new),
                methods: &DECODER_METHODS,
                getters: &DECODER_GETTERS,
                statics: &[],
            },
        ];
        for def in &classes {
            let ctor = native::class(ctx, &api, def)?;
            if def.name == c"TextEncoder" {
                let added = add_encode_into(ctx, &api, ctor);
                if let Err(t) = added {
                    free(ctx, ctor);
                    return Err(t);
                }
            }
            define(ctx, target, def.name, ctor, METHOD)?;
        }
        Ok(())
    }
}

/// Defines `encodeInto` on the prototype of the `TextEncoder` constructor `ctor`.
///
/// # Safety
///
/// `ctx` is a live context and `ctor` a live constructor of it.
unsafe fn add_encode_into(
    ctx: *mut qjs::JSContext,
    api: &TextApi,
    ctor: Raw,
) -> Result<(), Thrown> {
    // SAFETY: caller's contract; the prototype and the templates are owned here and freed
    // once (the function takes its own references to the templates).
    unsafe {
        let proto = made(qjs::JS_GetProperty(ctx, ctor, api.prototype.get()))?;
        let props = [api.read.get(), api.written.get()];
        let r = native::templates(ctx, None, &props).and_then(|t| {
            let mut data = [
                t[0],
                t[1],
                t[2],
                native::atom_value(props[0]),
                native::atom_value(props[1]),
            ];
            let class = c_int::try_from(api.encoder).map_err(|_| {
                throw(
                    ctx,
                    ErrorClass::Plain,
                    "the TextEncoder class id does not fit a magic",
                )
            });
            let f = class.and_then(|magic| {
                native::data_function(ctx, c"encodeInto", 2, magic, &mut data, encode_into)
            });
            for v in t {
                free(ctx, v);
            }
            f.and_then(|f| define(ctx, proto, c"encodeInto", f, METHOD))
        });
        free(ctx, proto);
        r
    }
}
