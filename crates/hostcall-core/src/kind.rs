//! The kinds a host function's parameters and results can have, generated from one table.
//!
//! [`for_each_kind!`](crate::for_each_kind) holds that table: one row per kind with its
//! text name, how it travels in the native ABI ([`Scalar`]) and, for parameters, whether it
//! consumes a JavaScript argument. [`ParamKind`], [`ResultKind`], their names, their `ALL`
//! lists and their scalar mapping are all expanded from it, in the manner of wasmtime's
//! `for_each_*!` macros; other crates may expand it too. Adding a kind is one row here;
//! every `match` over kinds in the workspace is exhaustive, so the compiler then lists each
//! place that must handle it.
//!
//! This is a leaf module: it uses nothing else from the crate.

use std::fmt;

/// Expands `$callback!` with the table of parameter and result kinds.
///
/// The callback receives two sections, `params { ... }` and `results { ... }`. Each row is
/// `#[doc] Variant = "name", scalar, source;` where `scalar` is one of `int(bits, signed)`,
/// `f32`, `f64`, `bool`, `pointer` or `none` (a result whose ABI depends on the layout, or
/// no result; for `slice`, which is two native arguments, the scalar of the first, see
/// [`ParamKind::native_count`]), and `source` (parameters only) is `arg` when the parameter consumes a
/// JavaScript argument or `implicit` when the call machinery fills it in.
///
/// ```
/// macro_rules! count_kinds {
///     (
///         params { $($(#[$pm:meta])* $p:ident = $pn:literal, $ps:ident $(($($pa:tt)*))?, $src:ident;)* }
///         results { $($(#[$rm:meta])* $r:ident = $rn:literal, $rs:ident $(($($ra:tt)*))?;)* }
///     ) => {
///         [$($pn),*].len() + [$($rn),*].len()
///     };
/// }
/// let n = hostcall_core::for_each_kind!(count_kinds);
/// assert_eq!(n, hostcall_core::ParamKind::ALL.len() + hostcall_core::ResultKind::ALL.len());
/// ```
#[macro_export]
macro_rules! for_each_kind {
    ($callback:ident) => {
        $callback! {
            params {
                /// `int8_t`.
                I8 = "i8", int(8, true), arg;
                /// `uint8_t`.
                U8 = "u8", int(8, false), arg;
                /// `int16_t`.
                I16 = "i16", int(16, true), arg;
                /// `uint16_t`.
                U16 = "u16", int(16, false), arg;
                /// `int32_t`.
                I32 = "i32", int(32, true), arg;
                /// `uint32_t`.
                U32 = "u32", int(32, false), arg;
                /// `int64_t`.
                I64 = "i64", int(64, true), arg;
                /// `uint64_t`.
                U64 = "u64", int(64, false), arg;
                /// `intptr_t` / `isize`.
                Isize = "isize", int(PTR_BITS, true), arg;
                /// `uintptr_t` / `usize`.
                Usize = "usize", int(PTR_BITS, false), arg;
                /// `float`.
                F32 = "f32", f32, arg;
                /// `double`.
                F64 = "f64", f64, arg;
                /// A C `bool` (one byte, 0 or 1).
                Bool = "bool", bool, arg;
                /// An untyped pointer (`void *`); `null` in JavaScript is the null pointer.
                Pointer = "pointer", pointer, arg;
                /// A NUL-terminated UTF-8 string (`const char *`), borrowed for the duration
                /// of the call.
                CString = "cstring", pointer, arg;
                /// An `ArrayBuffer` or typed array: one native argument, a pointer to its
                /// bytes.
                Buffer = "buffer", pointer, arg;
                /// An `ArrayBuffer` or typed array: two native arguments, a pointer to its
                /// first byte and its true byte length (`usize`), read together so the
                /// length cannot lie.
                Slice = "slice", pointer, arg;
                /// The engine value itself, untouched: the native function receives a
                /// pointer to it.
                Value = "value", pointer, arg;
                /// A struct by value: an `ArrayBuffer` or a view of exactly the struct's size,
                /// passed as the C ABI passes that struct. Its layout is the signature's
                /// ([`Signature::param_layout`](crate::Signature::param_layout)); in the
                /// raw slot form (libffi, `slow_call`) it travels as the address of its
                /// bytes, hence the `pointer` scalar.
                Struct = "struct", pointer, arg;
                /// Implicit: a `*mut HostContext` through which the host function may report
                /// an error.
                Context = "context", pointer, implicit;
                /// Implicit: the host object behind `this`, fetched through the layout's
                /// receiver hook.
                Receiver = "receiver", pointer, implicit;
                /// Implicit: the method's user data
                /// ([`MethodData::user_data`](crate::MethodData::user_data)), passed
                /// untouched: the environment of a Rust closure, so that one compiled thunk
                /// serves every closure of a signature.
                Env = "env", pointer, implicit;
            }
            results {
                /// No result; JavaScript sees `undefined`.
                Void = "void", none;
                /// `int8_t`.
                I8 = "i8", int(8, true);
                /// `uint8_t`.
                U8 = "u8", int(8, false);
                /// `int16_t`.
                I16 = "i16", int(16, true);
                /// `uint16_t`.
                U16 = "u16", int(16, false);
                /// `int32_t`.
                I32 = "i32", int(32, true);
                /// `uint32_t`.
                U32 = "u32", int(32, false);
                /// `int64_t`: a number while |v| <= 2^53, else a BigInt.
                I64 = "i64", int(64, true);
                /// `uint64_t`: a number while v <= 2^53, else a BigInt.
                U64 = "u64", int(64, false);
                /// `intptr_t`.
                Isize = "isize", int(PTR_BITS, true);
                /// `uintptr_t`.
                Usize = "usize", int(PTR_BITS, false);
                /// `float`, widened to a double.
                F32 = "f32", f32;
                /// `double`.
                F64 = "f64", f64;
                /// A C `bool`.
                Bool = "bool", bool;
                /// `void *`: `null` for the null pointer, else the address as a number
                /// (BigInt past 2^53).
                Pointer = "pointer", pointer;
                /// `const char *`, NUL-terminated UTF-8, copied into a new string; `null` for
                /// the null pointer. The host keeps ownership of the bytes.
                CString = "cstring", pointer;
                /// An engine value returned by value (for layouts whose values fit the C
                /// return registers).
                Value = "value", none;
                /// A struct by value, as a new `Uint8Array` of its bytes (the layout's
                /// `bytes_new` hook). Its layout is the signature's
                /// ([`Signature::result_layout`](crate::Signature::result_layout)).
                Struct = "struct", none;
            }
        }
    };
}

/// How a scalar travels in the native ABI. Shared by parameters and results so that the
/// generic and JIT backends agree on it by construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// An integer of this many bits.
    Int {
        /// Width in bits: 8, 16, 32 or 64.
        bits: u8,
        /// Whether the integer is signed.
        signed: bool,
    },
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// A one-byte C `bool`.
    Bool,
    /// A pointer-sized address.
    Pointer,
}

impl Scalar {
    /// Size in bytes of this scalar in the native ABI.
    pub fn size(self) -> usize {
        match self {
            Scalar::Int { bits, .. } => usize::from(bits / 8),
            Scalar::F32 => 4,
            Scalar::F64 => 8,
            Scalar::Bool => 1,
            Scalar::Pointer => std::mem::size_of::<usize>(),
        }
    }

    /// The inclusive range of an integer scalar, as i128 so every kind fits.
    pub fn int_range(self) -> Option<(i128, i128)> {
        match self {
            Scalar::Int { bits, signed: true } => {
                Some((-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1))
            }
            Scalar::Int {
                bits,
                signed: false,
            } => Some((0, (1i128 << bits) - 1)),
            Scalar::F32 | Scalar::F64 | Scalar::Bool | Scalar::Pointer => None,
        }
    }
}

/// Width in bits of `isize`/`usize` on this target (named in the table's `int` rows).
pub const PTR_BITS: u8 = (std::mem::size_of::<usize>() * 8) as u8;

/// A table row's scalar column as a [`Scalar`] (`none` has no arm: parameters always have
/// a scalar, so a parameter row saying `none` does not compile).
macro_rules! scalar_of {
    (int($bits:expr, $signed:expr)) => {
        Scalar::Int {
            bits: $bits,
            signed: $signed,
        }
    };
    (f32) => {
        Scalar::F32
    };
    (f64) => {
        Scalar::F64
    };
    (bool) => {
        Scalar::Bool
    };
    (pointer) => {
        Scalar::Pointer
    };
}

/// A result row's scalar column as an `Option<Scalar>`.
macro_rules! result_scalar_of {
    (none) => {
        None
    };
    ($($scalar:tt)*) => {
        Some(scalar_of!($($scalar)*))
    };
}

/// A table row's source column as "consumes a JavaScript argument".
macro_rules! consumes {
    (arg) => {
        true
    };
    (implicit) => {
        false
    };
}

/// Expands the kind enums and their table-driven methods.
macro_rules! define_kinds {
    (
        params {
            $( $(#[$pmeta:meta])* $pvar:ident = $pname:literal, $pscalar:ident $(($($pargs:tt)*))?, $psource:ident; )*
        }
        results {
            $( $(#[$rmeta:meta])* $rvar:ident = $rname:literal, $rscalar:ident $(($($rargs:tt)*))?; )*
        }
    ) => {
        /// The kind of one parameter of a host function.
        ///
        /// Every kind but [`Context`](ParamKind::Context), [`Receiver`](ParamKind::Receiver)
        /// and [`Env`](ParamKind::Env) consumes one JavaScript argument, in order. Those
        /// three are implicit: they are filled in by the call machinery and consume none.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ParamKind {
            $( $(#[$pmeta])* $pvar, )*
        }

        /// The kind of a host function's result.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ResultKind {
            $( $(#[$rmeta])* $rvar, )*
        }

        impl ParamKind {
            /// Every parameter kind, in declaration order.
            pub const ALL: [ParamKind; [$($pname),*].len()] = [$(ParamKind::$pvar),*];

            /// The name used in the text form and in Deno descriptors.
            pub const fn name(self) -> &'static str {
                match self {
                    $( ParamKind::$pvar => $pname, )*
                }
            }

            /// Whether this parameter consumes a JavaScript argument.
            pub const fn consumes_argument(self) -> bool {
                match self {
                    $( ParamKind::$pvar => consumes!($psource), )*
                }
            }

            /// How the native function receives this parameter.
            pub const fn scalar(self) -> Scalar {
                match self {
                    $( ParamKind::$pvar => scalar_of!($pscalar $(($($pargs)*))?), )*
                }
            }
        }

        impl ResultKind {
            /// Every result kind, in declaration order.
            pub const ALL: [ResultKind; [$($rname),*].len()] = [$(ResultKind::$rvar),*];

            /// The name used in the text form and in Deno descriptors.
            pub const fn name(self) -> &'static str {
                match self {
                    $( ResultKind::$rvar => $rname, )*
                }
            }

            /// How the native function returns this result; `None` for `void`, `value`
            /// (whose ABI depends on the value layout) and `struct` (on the struct's).
            pub const fn scalar(self) -> Option<Scalar> {
                match self {
                    $( ResultKind::$rvar => result_scalar_of!($rscalar $(($($rargs)*))?), )*
                }
            }
        }
    };
}

for_each_kind!(define_kinds);

/// The integer parameter kinds, as a pattern: `match kind { int_param_kinds!() => ... }`.
///
/// A named group instead of a wildcard arm: a kind added to the table is in no group until
/// someone puts it in one, so every `match` still fails to compile until it is handled.
/// Checked against the table's scalar column below.
#[macro_export]
macro_rules! int_param_kinds {
    () => {
        $crate::ParamKind::I8
            | $crate::ParamKind::U8
            | $crate::ParamKind::I16
            | $crate::ParamKind::U16
            | $crate::ParamKind::I32
            | $crate::ParamKind::U32
            | $crate::ParamKind::I64
            | $crate::ParamKind::U64
            | $crate::ParamKind::Isize
            | $crate::ParamKind::Usize
    };
}

/// The parameter kinds that consume a JavaScript argument (all but `context`, `receiver`
/// and `env`), as a pattern. Checked against the table's source column below.
#[macro_export]
macro_rules! arg_param_kinds {
    () => {
        $crate::int_param_kinds!()
            | $crate::ParamKind::F32
            | $crate::ParamKind::F64
            | $crate::ParamKind::Bool
            | $crate::ParamKind::Pointer
            | $crate::ParamKind::CString
            | $crate::ParamKind::Buffer
            | $crate::ParamKind::Slice
            | $crate::ParamKind::Value
            | $crate::ParamKind::Struct
    };
}

/// The result kinds returned as a native scalar (all but `void`, `value` and `struct`), as a pattern.
/// Checked against the table's scalar column below.
#[macro_export]
macro_rules! scalar_result_kinds {
    () => {
        $crate::ResultKind::I8
            | $crate::ResultKind::U8
            | $crate::ResultKind::I16
            | $crate::ResultKind::U16
            | $crate::ResultKind::I32
            | $crate::ResultKind::U32
            | $crate::ResultKind::I64
            | $crate::ResultKind::U64
            | $crate::ResultKind::Isize
            | $crate::ResultKind::Usize
            | $crate::ResultKind::F32
            | $crate::ResultKind::F64
            | $crate::ResultKind::Bool
            | $crate::ResultKind::Pointer
            | $crate::ResultKind::CString
    };
}

// The pattern groups agree with the table.
const _: () = {
    let mut i = 0;
    while i < ParamKind::ALL.len() {
        let k = ParamKind::ALL[i];
        assert!(matches!(k, int_param_kinds!()) == matches!(k.scalar(), Scalar::Int { .. }));
        assert!(matches!(k, arg_param_kinds!()) == k.consumes_argument());
        i += 1;
    }
    let mut i = 0;
    while i < ResultKind::ALL.len() {
        let k = ResultKind::ALL[i];
        assert!(matches!(k, scalar_result_kinds!()) == k.scalar().is_some());
        i += 1;
    }
};

impl ParamKind {
    /// Looks a kind up by its text name. Deno's alias `function` (a pointer) is accepted;
    /// `void` is not a parameter kind.
    pub fn from_name(name: &str) -> Option<ParamKind> {
        if name == "function" {
            return Some(ParamKind::Pointer);
        }
        ParamKind::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// Whether the kind hands the host function something of one engine's (its context, a
    /// receiver object, a raw engine value) or of its registrant's (the method's user data):
    /// only host functions written for that engine take these, never a C library's symbol.
    pub fn is_engine_bound(self) -> bool {
        match self {
            ParamKind::Context | ParamKind::Receiver | ParamKind::Value | ParamKind::Env => true,
            ParamKind::I8
            | ParamKind::U8
            | ParamKind::I16
            | ParamKind::U16
            | ParamKind::I32
            | ParamKind::U32
            | ParamKind::I64
            | ParamKind::U64
            | ParamKind::Isize
            | ParamKind::Usize
            | ParamKind::F32
            | ParamKind::F64
            | ParamKind::Bool
            | ParamKind::Pointer
            | ParamKind::CString
            | ParamKind::Buffer
            | ParamKind::Slice
            | ParamKind::Struct => false,
        }
    }

    /// How many native arguments the host function receives for this parameter: two for
    /// `slice` (a pointer to the bytes, then their length as `usize`), one for every other
    /// kind. [`MAX_PARAMS`](crate::MAX_PARAMS) counts these.
    pub const fn native_count(self) -> usize {
        match self {
            ParamKind::Slice => 2,
            int_param_kinds!()
            | ParamKind::F32
            | ParamKind::F64
            | ParamKind::Bool
            | ParamKind::Pointer
            | ParamKind::CString
            | ParamKind::Buffer
            | ParamKind::Value
            | ParamKind::Struct
            | ParamKind::Context
            | ParamKind::Receiver
            | ParamKind::Env => 1,
        }
    }
}

impl ResultKind {
    /// Looks a result kind up by its text name (`function` is accepted as a pointer).
    pub fn from_name(name: &str) -> Option<ResultKind> {
        if name == "function" {
            return Some(ResultKind::Pointer);
        }
        ResultKind::ALL.iter().copied().find(|k| k.name() == name)
    }
}

impl fmt::Display for ParamKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for ResultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
