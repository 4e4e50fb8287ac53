//! Reading memory behind a pointer: `UnsafePointerView`'s typed reads, C strings,
//! `getArrayBuffer` and `copyInto`, each from a view (`this.pointer`) or the static form
//! (a pointer argument), after every check that can be made first.

use super::*;

/// The scalar types `UnsafePointerView` reads (a view method's const parameter).
#[derive(Clone, Copy)]
pub(super) enum Read {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    Pointer,
}

/// The const parameter of each [`Read`].
pub(super) mod read {
    pub(in crate::ffi::pointer) const BOOL: u8 = 0;
    pub(in crate::ffi::pointer) const I8: u8 = 1;
    pub(in crate::ffi::pointer) const U8: u8 = 2;
    pub(in crate::ffi::pointer) const I16: u8 = 3;
    pub(in crate::ffi::pointer) const U16: u8 = 4;
    pub(in crate::ffi::pointer) const I32: u8 = 5;
    pub(in crate::ffi::pointer) const U32: u8 = 6;
    pub(in crate::ffi::pointer) const I64: u8 = 7;
    pub(in crate::ffi::pointer) const U64: u8 = 8;
    pub(in crate::ffi::pointer) const F32: u8 = 9;
    pub(in crate::ffi::pointer) const F64: u8 = 10;
    pub(in crate::ffi::pointer) const POINTER: u8 = 11;
}

impl Read {
    /// The kind of a const parameter (anything past the table reads a pointer).
    #[inline(always)]
    const fn of(k: u8) -> Read {
        match k {
            read::BOOL => Read::Bool,
            read::I8 => Read::I8,
            read::U8 => Read::U8,
            read::I16 => Read::I16,
            read::U16 => Read::U16,
            read::I32 => Read::I32,
            read::U32 => Read::U32,
            read::I64 => Read::I64,
            read::U64 => Read::U64,
            read::F32 => Read::F32,
            read::F64 => Read::F64,
            _ => Read::Pointer,
        }
    }

    /// The method's name in messages.
    const fn what(self) -> &'static str {
        match self {
            Read::Bool => "UnsafePointerView.getBool",
            Read::I8 => "UnsafePointerView.getInt8",
            Read::U8 => "UnsafePointerView.getUint8",
            Read::I16 => "UnsafePointerView.getInt16",
            Read::U16 => "UnsafePointerView.getUint16",
            Read::I32 => "UnsafePointerView.getInt32",
            Read::U32 => "UnsafePointerView.getUint32",
            Read::I64 => "UnsafePointerView.getBigInt64",
            Read::U64 => "UnsafePointerView.getBigUint64",
            Read::F32 => "UnsafePointerView.getFloat32",
            Read::F64 => "UnsafePointerView.getFloat64",
            Read::Pointer => "UnsafePointerView.getPointer",
        }
    }

    const fn size(self) -> usize {
        match self {
            Read::Bool | Read::I8 | Read::U8 => 1,
            Read::I16 | Read::U16 => 2,
            Read::I32 | Read::U32 | Read::F32 => 4,
            Read::I64 | Read::U64 | Read::F64 => 8,
            Read::Pointer => std::mem::size_of::<usize>(),
        }
    }
}

/// Reads a `T` at `addr`, unaligned.
///
/// # Safety
///
/// `addr..addr + size_of::<T>()` is readable memory holding a valid `T` (every bit pattern
/// is valid for the integer and float types used here).
#[inline(always)]
pub(super) unsafe fn load<T: Copy>(addr: usize) -> T {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::read_unaligned(addr as *const T) }
}

/// Reads one `kind` at `a` and boxes it.
///
/// # Safety
///
/// `ctx` is a live context; `a..a + kind.size()` was checked by [`address`] and the script
/// vouches that it is readable.
#[inline(always)]
pub(super) unsafe fn read_at(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    kind: Read,
    a: usize,
) -> Result<Raw, Thrown> {
    // SAFETY: reading memory behind a script's pointer is what the FFI permission, granted
    // by the embedder with `unsafe`, allows; the script vouches that `a..a + size` is
    // readable (as in C and in Deno). The address was checked not null, not in the first
    // page and not overflowing; the read is unaligned-safe and every bit pattern is valid.
    unsafe {
        Ok(match kind {
            Read::Bool => native::boolean(load::<u8>(a) != 0),
            Read::I8 => native::int(i32::from(load::<i8>(a))),
            Read::U8 => native::int(i32::from(load::<u8>(a))),
            Read::I16 => native::int(i32::from(load::<i16>(a))),
            Read::U16 => native::int(i32::from(load::<u16>(a))),
            Read::I32 => native::int(load::<i32>(a)),
            Read::U32 => native::number(f64::from(load::<u32>(a))),
            Read::I64 => made(qjs::JS_NewBigInt64(ctx, load::<i64>(a)))?,
            Read::U64 => made(qjs::JS_NewBigUint64(ctx, load::<u64>(a)))?,
            Read::F32 => native::number(f64::from(load::<f32>(a))),
            Read::F64 => native::number(load::<f64>(a)),
            Read::Pointer => api.out(ctx, load::<usize>(a))?,
        })
    }
}

/// `this.pointer` of a view method: read (a getter or proxy trap may run: before any
/// check), converted, released.
///
/// # Safety
///
/// `ctx` is a live context and `this` a live value of it.
#[inline(always)]
pub(super) unsafe fn this_pointer(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    this: Raw,
    what: &'static str,
) -> Result<usize, Thrown> {
    // SAFETY: caller's contract; the property value is owned here and released once.
    unsafe {
        let v = made(qjs::JS_GetProperty(ctx, this, api.pointer.get()))?;
        let r = pointer_from_js(ctx, api.objects(), v, what);
        free(ctx, v);
        r
    }
}

/// `view.getX(offset)`: one scalar of kind `K` at `this.pointer + offset`.
pub(super) unsafe extern "C" fn view_read<const K: u8>(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    _magic: c_int,
    opaque: *mut c_void,
) -> Raw {
    let kind = Read::of(K);
    let what = kind.what();
    // SAFETY: QuickJS calls this body with a live context, its arguments and the opaque
    // state `install` gave the function (a `PointerApi`).
    unsafe {
        guarded(ctx, what, || {
            let api = state::<PointerApi>(opaque);
            permitted(ctx, api.grant, what)?;
            let p = this_pointer(ctx, api, this, what)?;
            let off = index_arg(ctx, arg(argc, argv, 0), Some(0), what, Index::Offset)?;
            let a = address(ctx, what, p, off, kind.size())?;
            read_at(ctx, api, kind, a)
        })
    }
}

pub(super) const GET_CSTRING: &str = "UnsafePointerView.getCString";
pub(super) const GET_ARRAY_BUFFER: &str = "UnsafePointerView.getArrayBuffer";
pub(super) const COPY_INTO: &str = "UnsafePointerView.copyInto";

/// `getCString(offset)`: the NUL-terminated UTF-8 string at the address, copied into a new
/// string. Bytes that are not UTF-8 are a `TypeError` under hostcall's rules (as a
/// `cstring` result's), and become U+FFFD under Deno's (as
/// `Deno.UnsafePointerView.getCString` does).
///
/// # Safety
///
/// `ctx` is a live context and `offset` a live value of it.
pub(super) unsafe fn cstring_at(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    p: usize,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: `ctx` and `offset` are live (caller's contract).
    let off = unsafe { index_arg(ctx, offset, Some(0), GET_CSTRING, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, GET_CSTRING, p, off, 1) }?;
    // SAFETY: as in `read_at`: the script vouches for a NUL-terminated string at `a`.
    let bytes = unsafe { CStr::from_ptr(a as *const std::ffi::c_char) }.to_bytes();
    let new_string = |s: &str| {
        // SAFETY: `ctx` is live; QuickJS copies `s.len()` bytes of UTF-8.
        made(unsafe { qjs::JS_NewStringLen(ctx, s.as_ptr().cast(), s.len() as qjs::size_t) })
    };
    match std::str::from_utf8(bytes) {
        Ok(s) => new_string(s),
        Err(e) => match api.rules {
            Rules::Deno => new_string(&String::from_utf8_lossy(bytes)),
            // SAFETY: `ctx` is live.
            Rules::Hostcall => Err(unsafe {
                throw(
                    ctx,
                    ErrorClass::Type,
                    &format!("{GET_CSTRING}: the string at {a:#x} is not valid UTF-8 ({e})"),
                )
            }),
        },
    }
}

/// `getArrayBuffer(byteLength, offset)`: an `ArrayBuffer` over the memory itself, not a
/// copy (as in Deno). QuickJS never frees or resizes it; it is valid while the memory is.
///
/// # Safety
///
/// `ctx` is a live context and `length` and `offset` live values of it.
pub(super) unsafe fn array_buffer_at(
    ctx: *mut qjs::JSContext,
    p: usize,
    length: Raw,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract.
    let len = unsafe { index_arg(ctx, length, None, GET_ARRAY_BUFFER, Index::ByteLength) }?;
    if len > MAX_BUFFER {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{GET_ARRAY_BUFFER}: byte length {len} is over the largest ArrayBuffer (2^31 - 1)"),
            )
        });
    }
    // SAFETY: caller's contract.
    let off = unsafe { index_arg(ctx, offset, Some(0), GET_ARRAY_BUFFER, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, GET_ARRAY_BUFFER, p, off, len) }?;
    // SAFETY: `a..a + len` is the script's memory (it vouches for it, as in Deno), not
    // null (`address` refuses the first page); the buffer neither frees nor resizes it.
    made(unsafe { new_external(ctx, a as *mut u8, len) })
}

/// `copyInto(destination, offset)`: copies the destination's live bytes from the address.
///
/// # Safety
///
/// `ctx` is a live context and `destination` and `offset` live values of it.
pub(super) unsafe fn copy_into_at(
    ctx: *mut qjs::JSContext,
    p: usize,
    destination: Raw,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract. No script runs from here to the copy.
    let Some((dst, len)) = (unsafe { buffer_bytes(ctx, destination) }) else {
        // SAFETY: caller's contract.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Type,
                &format!(
                    "{COPY_INTO}: the destination must be an ArrayBuffer or a typed array (not shared), found {}",
                    type_name(ctx, destination)
                ),
            )
        });
    };
    // SAFETY: caller's contract.
    let off = unsafe { index_arg(ctx, offset, Some(0), COPY_INTO, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, COPY_INTO, p, off, len) }?;
    if len > 0 {
        // SAFETY: `dst..dst + len` are the destination's bytes now (read by `buffer_bytes`,
        // no script ran since); the source is the script's memory, which it vouches for.
        // `copy` allows the two to overlap (a destination made by `getArrayBuffer` over the
        // same memory).
        unsafe { std::ptr::copy(a as *const u8, dst, len) };
    }
    Ok(UNDEFINED)
}

body! {
    /// `view.getCString(offset)`.
    pub(super) fn view_cstring(ctx, this, argc, argv, api) GET_CSTRING => {
        permitted(ctx, api.grant, GET_CSTRING)?;
        let p = this_pointer(ctx, api, this, GET_CSTRING)?;
        cstring_at(ctx, api, p, arg(argc, argv, 0))
    }
}

body! {
    /// `UnsafePointerView.getCString(pointer, offset)`.
    pub(super) fn static_cstring(ctx, this, argc, argv, api) GET_CSTRING => {
        permitted(ctx, api.grant, GET_CSTRING)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), GET_CSTRING)?;
        cstring_at(ctx, api, p, arg(argc, argv, 1))
    }
}

body! {
    /// `view.getArrayBuffer(byteLength, offset)`.
    pub(super) fn view_array_buffer(ctx, this, argc, argv, api) GET_ARRAY_BUFFER => {
        permitted(ctx, api.grant, GET_ARRAY_BUFFER)?;
        let p = this_pointer(ctx, api, this, GET_ARRAY_BUFFER)?;
        array_buffer_at(ctx, p, arg(argc, argv, 0), arg(argc, argv, 1))
    }
}

body! {
    /// `UnsafePointerView.getArrayBuffer(pointer, byteLength, offset)`.
    pub(super) fn static_array_buffer(ctx, this, argc, argv, api) GET_ARRAY_BUFFER => {
        permitted(ctx, api.grant, GET_ARRAY_BUFFER)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), GET_ARRAY_BUFFER)?;
        array_buffer_at(ctx, p, arg(argc, argv, 1), arg(argc, argv, 2))
    }
}

body! {
    /// `view.copyInto(destination, offset)`.
    pub(super) fn view_copy_into(ctx, this, argc, argv, api) COPY_INTO => {
        permitted(ctx, api.grant, COPY_INTO)?;
        let p = this_pointer(ctx, api, this, COPY_INTO)?;
        copy_into_at(ctx, p, arg(argc, argv, 0), arg(argc, argv, 1))
    }
}

body! {
    /// `UnsafePointerView.copyInto(pointer, destination, offset)`.
    pub(super) fn static_copy_into(ctx, this, argc, argv, api) COPY_INTO => {
        permitted(ctx, api.grant, COPY_INTO)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), COPY_INTO)?;
        copy_into_at(ctx, p, arg(argc, argv, 1), arg(argc, argv, 2))
    }
}
