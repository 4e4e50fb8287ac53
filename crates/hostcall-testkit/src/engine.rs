//! A small in-test engine, so every layer of hostcall can be tested without QuickJS.
//!
//! Values are laid out by a real [`ValueLayout`] (either preset): argument arrays are plain
//! memory in that layout, and heap values (strings, buffers, BigInts, objects, symbols) are
//! cells in an arena, each with a JSC-style header whose type byte sits at +5, so the
//! NaN-boxed layout can read it. Strings are UTF-16, as in JavaScript, so lone surrogates
//! and interior NULs can be tested. Every hook counts what it does, so tests can prove that
//! acquired strings are released and which hooks ran.

use std::cell::{Cell as StdCell, RefCell};
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CString};
use std::pin::Pin;

use hostcall_core::layout::{is_clean_cstr, take_host_error, Hooks};
use hostcall_core::{Cell, Class, HostError, LayoutRef, Primitive, Value, ValueLayout};

/// Cell type bytes (shared by both layouts; the NaN-boxed preset reads them).
pub mod cell_type {
    /// A string.
    pub const STRING: u8 = 2;
    /// A BigInt.
    pub const BIGINT: u8 = 3;
    /// A symbol (neither string nor object).
    pub const SYMBOL: u8 = 4;
    /// A plain object.
    pub const OBJECT: u8 = 16;
    /// An ArrayBuffer / typed array.
    pub const BUFFER: u8 = 17;
    /// A host object with a class.
    pub const HOST: u8 = 18;
}

/// A heap cell: a JSC-style header (type byte at +5), then the payload.
#[repr(C, align(16))]
pub struct HeapCell {
    _structure_id: u32,
    _indexing: u8,
    ty: u8,
    _flags: u8,
    _state: u8,
    data: CellData,
}

const _: () = assert!(std::mem::offset_of!(HeapCell, ty) == 5);

enum CellData {
    Str(Vec<u16>),
    BigInt(i128),
    Buffer(RefCell<Vec<u8>>),
    Host { class: u64, ptr: *mut c_void },
    Plain,
}

/// A JavaScript value as a test describes it.
#[derive(Clone, Debug, PartialEq)]
pub enum JsVal {
    /// A number stored as int32.
    Int(i32),
    /// A number stored as a double.
    Num(f64),
    /// A boolean.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
    /// A string (UTF-8 here, stored as UTF-16).
    Str(String),
    /// A string given as raw UTF-16 (for lone surrogates).
    Utf16(Vec<u16>),
    /// An ArrayBuffer with these bytes.
    Buffer(Vec<u8>),
    /// A BigInt: held inline when the layout holds BigInts inline and it fits (QuickJS-NG's
    /// short BigInts: an `i32`), as QuickJS-NG keeps them; otherwise a cell.
    BigInt(i128),
    /// A plain object.
    Object,
    /// A host object of a class, wrapping a native pointer.
    Host(u64, usize),
    /// A symbol.
    Symbol,
}

/// Hook counters.
#[derive(Default, Debug)]
pub struct Counters {
    /// Strings acquired.
    pub string_acquired: StdCell<usize>,
    /// Strings released.
    pub string_released: StdCell<usize>,
    /// Releases of strings that were not acquired, or released twice (must stay 0).
    pub bad_releases: StdCell<usize>,
    /// Strings made from C strings (results).
    pub strings_made: StdCell<usize>,
    /// Buffer lookups.
    pub buffer_lookups: StdCell<usize>,
    /// BigInts made.
    pub bigints_made: StdCell<usize>,
    /// Calls of the BigInt-reading hooks (`bigint_to_i64`, `bigint_to_u64`).
    pub bigints_read: StdCell<usize>,
    /// Exceptions thrown.
    pub throws: StdCell<usize>,
}

/// The test engine. Pinned in a box, since hooks receive its address as `cx`.
pub struct TestEngine {
    layout: LayoutRef,
    // Boxed so that cells never move: their addresses are the payloads of values.
    #[allow(clippy::vec_box)]
    cells: RefCell<Vec<Box<HeapCell>>>,
    borrowed: RefCell<HashMap<usize, CString>>,
    exception: RefCell<Option<HostError>>,
    /// What the hooks did.
    pub counters: Counters,
}

/// Which preset layout an engine uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flavor {
    /// QuickJS-NG's 16-byte tagged struct.
    QuickJs,
    /// A JSC-style NaN-boxed u64.
    NanBox,
    /// Boa's NaN-boxed u64 (the kind in its high bits; cells are the test engine's).
    Boa,
}

impl Flavor {
    /// Every flavor.
    pub const ALL: [Flavor; 3] = [Flavor::QuickJs, Flavor::NanBox, Flavor::Boa];
}

/// The hooks of the test engine.
pub fn test_hooks() -> Hooks {
    Hooks {
        string_acquire: Some(hook_string_acquire),
        string_release: Some(hook_string_release),
        string_new: Some(hook_string_new),
        buffer_data: Some(hook_buffer_data),
        bigint_to_i64: Some(hook_bigint_to_i64),
        bigint_to_u64: Some(hook_bigint_to_u64),
        bigint_from_i64: Some(hook_bigint_from_i64),
        bigint_from_u64: Some(hook_bigint_from_u64),
        throw: Some(hook_throw),
        receiver: Some(hook_receiver),
        bytes_new: Some(hook_bytes_new),
        pointer_address: Some(hook_pointer_address),
        pointer_new: Some(hook_pointer_new),
        ffi_buffer_data: Some(hook_ffi_buffer_data),
    }
}

/// The class of the test engine's pointer objects (a dialect's
/// [`pointer_objects`](hostcall_core::Dialect::pointer_objects)): host objects of this class
/// carry their address, `JsVal::Host(POINTER_OBJECT_CLASS, addr)`.
pub const POINTER_OBJECT_CLASS: u64 = u64::MAX;

/// A native entry shape for code that is compiled but never run (compile benches, code
/// dumps): the record offsets the QuickJS binding's entries use, with a slow path address
/// nothing calls and QuickJS's `JS_EXCEPTION` words.
pub fn compile_only_entry() -> hostcall_core::CClosureEntry {
    hostcall_core::CClosureEntry {
        method_offset: 0,
        disabled_flag_ptr_offset: Some(8),
        counter_ptr_offset: Some(16),
        slow_path: 0x5104,
        exception: [0, 6],
    }
}

/// The registered layout of a flavor, with the test engine's hooks.
pub fn test_layout(flavor: Flavor) -> LayoutRef {
    let layout = match flavor {
        Flavor::QuickJs => ValueLayout::quickjs_ng_64(test_hooks()),
        Flavor::NanBox => ValueLayout::nan_boxed_jsc(test_hooks()),
        Flavor::Boa => ValueLayout::boa_nan_boxed(test_hooks()),
    };
    // SAFETY: the presets describe the test engine's encodings (its values are built with
    // `ValueLayout::write`/`write_cell` of the same layout), and `test_hooks` honour every
    // hook contract (see each hook).
    match unsafe { layout.register() } {
        Ok(l) => l,
        // The presets are valid layouts: this is a bug in the presets, not an input.
        Err(e) => panic!("test layout: {e}"),
    }
}

/// A contiguous array of values in an engine's layout (an `argv`).
pub struct ValueBuf {
    words: Vec<u64>,
    stride_words: usize,
}

impl ValueBuf {
    /// Pointer to the first value.
    pub fn as_ptr(&self) -> *const Value {
        self.words.as_ptr().cast()
    }
    /// Mutable pointer to the first value.
    pub fn as_mut_ptr(&mut self) -> *mut Value {
        self.words.as_mut_ptr().cast()
    }
    /// Number of values.
    pub fn len(&self) -> usize {
        self.words.len() / self.stride_words
    }
    /// Whether empty.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
    /// Pointer to value `i`.
    pub fn at(&self, i: usize) -> *const Value {
        self.words[i * self.stride_words..].as_ptr().cast()
    }
    /// Raw bytes of value `i`.
    pub fn bytes(&self, i: usize) -> Vec<u8> {
        self.words[i * self.stride_words..(i + 1) * self.stride_words]
            .iter()
            .flat_map(|w| w.to_ne_bytes())
            .collect()
    }
}

impl TestEngine {
    /// A new engine of a flavor.
    pub fn new(flavor: Flavor) -> Pin<Box<TestEngine>> {
        TestEngine::with_layout(test_layout(flavor))
    }

    /// A new engine with a custom layout (whose hooks must be [`test_hooks`]). Tagged-struct
    /// layouts of any size work; NaN-boxed ones must use the preset's cell header.
    pub fn with_layout(layout: LayoutRef) -> Pin<Box<TestEngine>> {
        Box::pin(TestEngine {
            layout,
            cells: RefCell::new(Vec::new()),
            borrowed: RefCell::new(HashMap::new()),
            exception: RefCell::new(None),
            counters: Counters::default(),
        })
    }

    /// The layout.
    pub fn layout(&self) -> LayoutRef {
        self.layout
    }

    /// The `cx` to pass to calls.
    pub fn cx(&self) -> *mut c_void {
        (self as *const TestEngine).cast_mut().cast()
    }

    /// The pending exception, taken.
    pub fn take_exception(&self) -> Option<HostError> {
        self.exception.borrow_mut().take()
    }

    /// Strings acquired and not yet released.
    pub fn strings_outstanding(&self) -> usize {
        self.counters.string_acquired.get() - self.counters.string_released.get()
    }

    fn alloc(&self, ty: u8, data: CellData) -> *mut c_void {
        let mut cell = Box::new(HeapCell {
            _structure_id: 0,
            _indexing: 0,
            ty,
            _flags: 0,
            _state: 0,
            data,
        });
        let p = (&mut *cell as *mut HeapCell).cast::<c_void>();
        self.cells.borrow_mut().push(cell);
        p
    }

    /// Lays out values as an `argv`.
    pub fn values(&self, vals: &[JsVal]) -> ValueBuf {
        let stride_words = usize::from(self.layout.size) / 8;
        let mut buf = ValueBuf {
            words: vec![0; stride_words * vals.len().max(1)],
            stride_words,
        };
        buf.words.truncate(stride_words * vals.len());
        for (i, v) in vals.iter().enumerate() {
            let dst = buf.words[i * stride_words..].as_mut_ptr().cast::<Value>();
            // SAFETY: `dst` is slot `i` of `buf`, which holds `vals.len()` values.
            unsafe { self.write(dst, v) };
        }
        buf
    }

    /// One empty value slot (for `ret`), holding `undefined`.
    pub fn slot(&self) -> ValueBuf {
        self.values(&[JsVal::Undefined])
    }

    /// Writes `v` into `dst`.
    ///
    /// # Safety
    ///
    /// `dst` must be valid for writing one value of this engine's layout.
    pub unsafe fn write(&self, dst: *mut Value, v: &JsVal) {
        let l = self.layout;
        let prim = |p| {
            // SAFETY: `dst` is a slot of this layout's size (callers pass ValueBuf slots).
            unsafe { l.write(dst, p) }
        };
        let cell = |class, ty, data| {
            let p = self.alloc(ty, data);
            // SAFETY: as above; `p` is a live cell of the matching type.
            unsafe { l.write_cell(dst, class, p) }
        };
        match v {
            JsVal::Int(i) => prim(Primitive::Int32(*i)),
            JsVal::Num(f) => prim(Primitive::Float64(*f)),
            JsVal::Bool(b) => prim(Primitive::Bool(*b)),
            JsVal::Null => prim(Primitive::Null),
            JsVal::Undefined => prim(Primitive::Undefined),
            JsVal::Str(s) => cell(
                Cell::String,
                cell_type::STRING,
                CellData::Str(s.encode_utf16().collect()),
            ),
            JsVal::Utf16(u) => cell(Cell::String, cell_type::STRING, CellData::Str(u.clone())),
            JsVal::Buffer(b) => cell(
                Cell::Object,
                cell_type::BUFFER,
                CellData::Buffer(RefCell::new(b.clone())),
            ),
            JsVal::BigInt(i) => match (&l.encoding, i32::try_from(*i)) {
                // As QuickJS-NG does, a BigInt that fits its inline form is kept inline.
                (hostcall_core::layout::Encoding::TaggedStruct(s), Ok(small))
                    if s.tags.short_bigint.is_some() =>
                {
                    let tag = s.tags.short_bigint.unwrap_or(s.tags.bigints[0]);
                    let p = dst.cast::<u8>();
                    // SAFETY: `dst` is a slot of this layout; payload and tag lie inside it
                    // (the layout is valid).
                    unsafe {
                        let payload = p.add(usize::from(s.payload_offset));
                        payload.cast::<u64>().write_unaligned(0);
                        payload.cast::<i32>().write_unaligned(small);
                        let t = p.add(usize::from(s.tag_offset));
                        match s.tag_width {
                            hostcall_core::layout::TagWidth::I64 => {
                                t.cast::<i64>().write_unaligned(tag)
                            }
                            hostcall_core::layout::TagWidth::I32 => {
                                t.cast::<i32>().write_unaligned(tag as i32)
                            }
                        }
                    }
                }
                _ => cell(Cell::BigInt, cell_type::BIGINT, CellData::BigInt(*i)),
            },
            JsVal::Object => cell(Cell::Object, cell_type::OBJECT, CellData::Plain),
            JsVal::Host(class, ptr) => cell(
                Cell::Object,
                cell_type::HOST,
                CellData::Host {
                    class: *class,
                    ptr: *ptr as *mut c_void,
                },
            ),
            JsVal::Symbol => match &l.encoding {
                hostcall_core::layout::Encoding::TaggedStruct(s) => {
                    let p = self.alloc(cell_type::SYMBOL, CellData::Plain);
                    // SAFETY: `dst` is a slot of this layout; the tag lies inside it.
                    unsafe {
                        l.write_cell(dst, Cell::Object, p);
                        dst.cast::<u8>()
                            .add(usize::from(s.tag_offset))
                            .cast::<i64>()
                            .write_unaligned(hostcall_core::layout::quickjs_tags::SYMBOL);
                    }
                }
                hostcall_core::layout::Encoding::NanBoxed(_) => {
                    cell(Cell::Object, cell_type::SYMBOL, CellData::Plain)
                }
                hostcall_core::layout::Encoding::HighTagged(h) => {
                    let p = self.alloc(cell_type::SYMBOL, CellData::Plain);
                    let bits = hostcall_core::layout::boa_bits::SYMBOL
                        | (p as usize as u64 & h.pointer_mask);
                    // SAFETY: `dst` is a slot of this layout: one u64.
                    unsafe { dst.cast::<u64>().write_unaligned(bits) };
                }
            },
        }
    }

    /// Reads a value back.
    ///
    /// # Safety
    ///
    /// `v` must point to a value of this engine's layout whose cells belong to this engine.
    pub unsafe fn read(&self, v: *const Value) -> JsVal {
        // SAFETY: caller's contract.
        let class = unsafe { self.layout.classify(v) };
        match class {
            Class::Int32(i) => JsVal::Int(i),
            Class::Float64(f) => JsVal::Num(f),
            Class::Bool(b) => JsVal::Bool(b),
            Class::Null => JsVal::Null,
            Class::Undefined => JsVal::Undefined,
            Class::Other => JsVal::Symbol,
            // SAFETY: caller's contract.
            Class::BigInt if unsafe { self.layout.inline_bigint(v) }.is_some() => {
                // SAFETY: as above.
                JsVal::BigInt(unsafe { self.layout.inline_bigint(v) }.map_or(0, i128::from))
            }
            Class::String | Class::BigInt | Class::Object => {
                // SAFETY: caller's contract: a cell of this engine.
                let cell = unsafe { &*self.layout.cell_pointer(v).cast::<HeapCell>() };
                match &cell.data {
                    CellData::Str(u) => match String::from_utf16(u) {
                        Ok(s) => JsVal::Str(s),
                        Err(_) => JsVal::Utf16(u.clone()),
                    },
                    CellData::BigInt(i) => JsVal::BigInt(*i),
                    CellData::Buffer(b) => JsVal::Buffer(b.borrow().clone()),
                    CellData::Host { class, ptr } => JsVal::Host(*class, *ptr as usize),
                    CellData::Plain if cell.ty == cell_type::SYMBOL => JsVal::Symbol,
                    CellData::Plain => JsVal::Object,
                }
            }
        }
    }

    /// The bytes of a buffer value (to see what a host function wrote).
    ///
    /// # Safety
    ///
    /// As for [`read`](TestEngine::read).
    pub unsafe fn buffer_bytes(&self, v: *const Value) -> Option<Vec<u8>> {
        // SAFETY: forwarded.
        match unsafe { self.read(v) } {
            JsVal::Buffer(b) => Some(b),
            _ => None,
        }
    }
}

/// # Safety
/// `cx` is a live `TestEngine`, `v` a value of its layout.
unsafe fn cell_of<'a>(
    cx: *mut c_void,
    v: *const Value,
    ty: u8,
) -> Option<(&'a TestEngine, &'a HeapCell)> {
    // SAFETY: `cx` is the engine (hooks are only called with it).
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    // SAFETY: `v` is a live value of the engine's layout.
    let class = unsafe { engine.layout.classify(v) };
    if !matches!(class, Class::String | Class::Object | Class::BigInt) {
        return None;
    }
    // SAFETY: as above.
    if unsafe { engine.layout.inline_bigint(v) }.is_some() {
        // Held in the value itself: no cell behind it.
        return None;
    }
    // SAFETY: a cell value's payload is one of the engine's cells.
    let cell = unsafe { &*engine.layout.cell_pointer(v).cast::<HeapCell>() };
    (cell.ty == ty).then_some((engine, cell))
}

unsafe extern "C" fn hook_string_acquire(
    cx: *mut c_void,
    v: *const Value,
    len: *mut usize,
) -> *const c_char {
    // SAFETY: hook contract.
    let Some((engine, cell)) = (unsafe { cell_of(cx, v, cell_type::STRING) }) else {
        return std::ptr::null();
    };
    let CellData::Str(units) = &cell.data else {
        return std::ptr::null();
    };
    let Ok(s) = String::from_utf16(units) else {
        return std::ptr::null();
    };
    if !is_clean_cstr(s.as_bytes()) {
        return std::ptr::null();
    }
    let n = s.len();
    let Ok(c) = CString::new(s) else {
        return std::ptr::null();
    };
    let p = c.as_ptr();
    engine.borrowed.borrow_mut().insert(p as usize, c);
    engine
        .counters
        .string_acquired
        .set(engine.counters.string_acquired.get() + 1);
    // SAFETY: `len` is writable (hook contract).
    unsafe { *len = n };
    p
}

unsafe extern "C" fn hook_string_new(cx: *mut c_void, s: *const c_char, ret: *mut Value) -> bool {
    // SAFETY: `cx` is the engine; `s` is NUL-terminated (hook contract).
    let (engine, text) = unsafe { (&*cx.cast::<TestEngine>(), std::ffi::CStr::from_ptr(s)) };
    engine
        .counters
        .strings_made
        .set(engine.counters.strings_made.get() + 1);
    let text = String::from_utf8_lossy(text.to_bytes()).into_owned();
    // SAFETY: `ret` is a writable slot of the engine's layout (hook contract).
    unsafe { engine.write(ret, &JsVal::Str(text)) };
    true
}

unsafe extern "C" fn hook_bytes_new(
    cx: *mut c_void,
    data: *const u8,
    len: usize,
    ret: *mut Value,
) -> bool {
    // SAFETY: `cx` is the engine; `data` is readable for `len` bytes (hook contract).
    let (engine, bytes) = unsafe {
        (
            &*cx.cast::<TestEngine>(),
            std::slice::from_raw_parts(data, len),
        )
    };
    // SAFETY: `ret` is a writable slot of the engine's layout (hook contract).
    unsafe { engine.write(ret, &JsVal::Buffer(bytes.to_vec())) };
    true
}

unsafe extern "C" fn hook_string_release(cx: *mut c_void, s: *const c_char) {
    // SAFETY: `cx` is the engine.
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    let removed = engine.borrowed.borrow_mut().remove(&(s as usize));
    if let Some(c) = removed {
        // Poison the bytes before freeing them, so a use after release (a `cstring` result
        // boxed after its argument was released) reads `X`s instead of, by luck, the
        // original text.
        let mut bytes = c.into_bytes();
        bytes.fill(b'X');
        // Keep the stores: they are dead to the optimizer, which may drop them before a free.
        std::hint::black_box(&bytes);
        drop(bytes);
        engine
            .counters
            .string_released
            .set(engine.counters.string_released.get() + 1);
    } else {
        engine
            .counters
            .bad_releases
            .set(engine.counters.bad_releases.get() + 1);
    }
}

unsafe extern "C" fn hook_buffer_data(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool {
    // SAFETY: hook contract.
    let Some((engine, cell)) = (unsafe { cell_of(cx, v, cell_type::BUFFER) }) else {
        return false;
    };
    engine
        .counters
        .buffer_lookups
        .set(engine.counters.buffer_lookups.get() + 1);
    let CellData::Buffer(b) = &cell.data else {
        return false;
    };
    let mut b = b.borrow_mut();
    // SAFETY: out-pointers are writable (hook contract). The Vec is not resized while the
    // engine lives, so the pointer stays valid.
    unsafe {
        *data = b.as_mut_ptr();
        *len = b.len();
    }
    true
}

/// # Safety
/// Hook contract.
unsafe fn bigint_of(cx: *mut c_void, v: *const Value) -> Option<i128> {
    // SAFETY: `cx` is the engine (hooks are only called with it).
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    engine
        .counters
        .bigints_read
        .set(engine.counters.bigints_read.get() + 1);
    // SAFETY: `v` is a live value of the engine's layout.
    if let Some(i) = unsafe { engine.layout.inline_bigint(v) } {
        return Some(i128::from(i));
    }
    // SAFETY: forwarded.
    let (_, cell) = unsafe { cell_of(cx, v, cell_type::BIGINT) }?;
    match cell.data {
        CellData::BigInt(i) => Some(i),
        _ => None,
    }
}

unsafe extern "C" fn hook_bigint_to_i64(cx: *mut c_void, v: *const Value, out: *mut i64) -> bool {
    // SAFETY: hook contract.
    match unsafe { bigint_of(cx, v) }.and_then(|i| i64::try_from(i).ok()) {
        Some(i) => {
            // SAFETY: `out` is writable.
            unsafe { *out = i };
            true
        }
        None => false,
    }
}

unsafe extern "C" fn hook_bigint_to_u64(cx: *mut c_void, v: *const Value, out: *mut u64) -> bool {
    // SAFETY: hook contract.
    match unsafe { bigint_of(cx, v) }.and_then(|i| u64::try_from(i).ok()) {
        Some(i) => {
            // SAFETY: `out` is writable.
            unsafe { *out = i };
            true
        }
        None => false,
    }
}

unsafe extern "C" fn hook_bigint_from_i64(cx: *mut c_void, v: i64, ret: *mut Value) -> bool {
    // SAFETY: `cx` is the engine.
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    engine
        .counters
        .bigints_made
        .set(engine.counters.bigints_made.get() + 1);
    // SAFETY: `ret` is writable for one value (hook contract).
    unsafe { engine.write(ret, &JsVal::BigInt(i128::from(v))) };
    true
}

unsafe extern "C" fn hook_bigint_from_u64(cx: *mut c_void, v: u64, ret: *mut Value) -> bool {
    // SAFETY: `cx` is the engine.
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    engine
        .counters
        .bigints_made
        .set(engine.counters.bigints_made.get() + 1);
    // SAFETY: `ret` is writable for one value (hook contract).
    unsafe { engine.write(ret, &JsVal::BigInt(i128::from(v))) };
    true
}

unsafe extern "C" fn hook_throw(cx: *mut c_void, err: *mut HostError) {
    // SAFETY: `cx` is the engine; `err` is handed over by the backend.
    let (engine, err) = unsafe { (&*cx.cast::<TestEngine>(), take_host_error(err)) };
    engine.counters.throws.set(engine.counters.throws.get() + 1);
    *engine.exception.borrow_mut() = Some(err);
}

unsafe extern "C" fn hook_pointer_address(
    cx: *mut c_void,
    v: *const Value,
    out: *mut usize,
) -> bool {
    // SAFETY: hook contract.
    match unsafe { cell_of(cx, v, cell_type::HOST) } {
        Some((
            _,
            HeapCell {
                data: CellData::Host { class, ptr },
                ..
            },
        )) if *class == POINTER_OBJECT_CLASS => {
            // SAFETY: `out` is writable (hook contract).
            unsafe { *out = *ptr as usize };
            true
        }
        _ => false,
    }
}

unsafe extern "C" fn hook_pointer_new(cx: *mut c_void, addr: usize, ret: *mut Value) -> bool {
    // SAFETY: `cx` is the engine.
    let engine = unsafe { &*cx.cast::<TestEngine>() };
    let v = if addr == 0 {
        JsVal::Null
    } else {
        JsVal::Host(POINTER_OBJECT_CLASS, addr)
    };
    // SAFETY: `ret` is writable for one value (hook contract).
    unsafe { engine.write(ret, &v) };
    true
}

/// The FFI's buffer rule: an empty buffer has no memory behind it here, so it passes null.
unsafe extern "C" fn hook_ffi_buffer_data(
    cx: *mut c_void,
    v: *const Value,
    data: *mut *mut u8,
    len: *mut usize,
) -> bool {
    // SAFETY: forwarded (hook contract).
    let ok = unsafe { hook_buffer_data(cx, v, data, len) };
    // SAFETY: written by the hook when it returned true.
    if ok && unsafe { *len } == 0 {
        // SAFETY: as above.
        unsafe { *data = std::ptr::null_mut() };
    }
    ok
}

unsafe extern "C" fn hook_receiver(cx: *mut c_void, this: *const Value, class: u64) -> *mut c_void {
    // SAFETY: hook contract.
    match unsafe { cell_of(cx, this, cell_type::HOST) } {
        Some((
            _,
            HeapCell {
                data: CellData::Host { class: c, ptr },
                ..
            },
        )) if *c == class => *ptr,
        _ => std::ptr::null_mut(),
    }
}
