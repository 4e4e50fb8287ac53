//! Methods: what a host function is to hostcall. A [`MethodId`] names one function pointer
//! with one signature; [`MethodData`] describes it (function, user data, receiver class,
//! signature) and is what a thunk receives. How generated code reads it, and the rest of
//! the contract with generated code, is in [`abi`](crate::abi).

use std::ffi::c_void;
use std::fmt;

use crate::error::RegisterError;
use crate::sig::Signature;

/// The name of one host function with one signature, unique in the process. Engines choose
/// ids (for instance, the address of their own method descriptor, or a counter); the
/// registry refuses to bind an id to a second function or signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MethodId(pub u64);

impl MethodId {
    /// An id derived from a function's address and signature (FNV-1a), with the top bit set
    /// so it never collides with small hand-chosen ids. The same function with the same
    /// signature always gets the same id, so registering it again finds the same method.
    pub fn of(func: *const c_void, sig: &Signature) -> MethodId {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        };
        eat(&(func as usize).to_le_bytes());
        eat(sig.to_string().as_bytes());
        MethodId(h | (1 << 63))
    }
}

impl fmt::Display for MethodId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What a thunk receives as its `method` argument: the host function, its user data and
/// receiver class, and its signature.
///
/// The first three fields are read by generated code at fixed offsets
/// ([`abi::METHOD_FUNC_OFFSET`](crate::abi::METHOD_FUNC_OFFSET),
/// [`abi::METHOD_USER_DATA_OFFSET`](crate::abi::METHOD_USER_DATA_OFFSET) and
/// [`abi::METHOD_CLASS_OFFSET`](crate::abi::METHOD_CLASS_OFFSET), asserted there).
///
/// A method is `Clone`: an engine may keep copies of a registered method that differ only in
/// their user data (one per closure, say) and call through them with
/// [`same_binding`](MethodData::same_binding) checked, so that one registration, one L1
/// entry and one compiled thunk serve every copy.
#[derive(Clone)]
#[repr(C)]
pub struct MethodData {
    pub(crate) func: *const c_void,
    pub(crate) user_data: *mut c_void,
    pub(crate) receiver_class: u64,
    id: MethodId,
    sig: Signature,
}

// SAFETY: `func` and `user_data` are addresses the registrant vouched for when it created
// the method (see `MethodData::new`); hostcall never dereferences them itself, it only calls
// `func` with the signature's ABI, which the registrant declared callable from any thread.
unsafe impl Send for MethodData {}
// SAFETY: as for `Send`; all other fields are immutable.
unsafe impl Sync for MethodData {}

impl MethodData {
    /// Describes a host function.
    ///
    /// # Safety
    ///
    /// `func` must be the address of a function callable with the platform C ABI whose
    /// parameters and result are exactly those `sig` describes (see each
    /// [`ParamKind`](crate::ParamKind) for the native type), callable from any thread that
    /// calls through this method, and alive for as long as the method can be called
    /// (methods live in the process-wide registry, so in practice: the process). A
    /// signature with `value` parameters or result, a `receiver` or a `context` binds the
    /// function to an engine (its values, host objects and context): the method may then be
    /// registered only with dispatchers of that engine's layout. An `env` parameter receives
    /// the method's user data (null unless [`with_user_data`](MethodData::with_user_data)
    /// sets it).
    pub unsafe fn new(
        id: MethodId,
        func: *const c_void,
        sig: Signature,
    ) -> Result<MethodData, RegisterError> {
        if func.is_null() {
            return Err(RegisterError::NullFunction { id: id.0 });
        }
        Ok(MethodData {
            func,
            user_data: std::ptr::null_mut(),
            receiver_class: 0,
            id,
            sig,
        })
    }

    /// Sets the receiver class that the layout's receiver hook checks `this` against.
    ///
    /// # Safety
    ///
    /// The class decides which native object the host function receives for a `receiver`
    /// parameter: when the signature has one, the function must expect, there, the native
    /// object the layout's receiver hook returns for an instance of `class`.
    pub unsafe fn with_receiver_class(mut self, class: u64) -> MethodData {
        self.receiver_class = class;
        self
    }

    /// Attaches an opaque user-data pointer: kept for the engine's own use, and passed to the
    /// host function as its `env` parameter when its signature has one (the environment of
    /// a closure, say).
    ///
    /// # Safety
    ///
    /// When the signature has an `env` parameter, `data` must be what the function expects
    /// there, valid for as long as the method (this copy of it) can be called.
    pub unsafe fn with_user_data(mut self, data: *mut c_void) -> MethodData {
        self.user_data = data;
        self
    }

    /// The id.
    pub fn id(&self) -> MethodId {
        self.id
    }

    /// The signature.
    pub fn signature(&self) -> &Signature {
        &self.sig
    }

    /// The host function's address.
    pub fn func(&self) -> *const c_void {
        self.func
    }

    /// The user-data pointer.
    pub fn user_data(&self) -> *mut c_void {
        self.user_data
    }

    /// The receiver class.
    pub fn receiver_class(&self) -> u64 {
        self.receiver_class
    }

    /// Whether two descriptions name the same function with the same signature and class (the
    /// user data may differ: copies of one method made for different closures are the same
    /// binding).
    pub fn same_binding(&self, other: &MethodData) -> bool {
        self.func == other.func
            && self.sig == other.sig
            && self.receiver_class == other.receiver_class
    }
}

impl fmt::Debug for MethodData {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MethodData")
            .field("id", &self.id)
            .field("sig", &format_args!("{}", self.sig))
            .field("func", &self.func)
            .field("receiver_class", &self.receiver_class)
            .finish()
    }
}
