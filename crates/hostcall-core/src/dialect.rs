//! Dialects: where two FFIs built on one pipeline differ in how a value crosses, as data.
//!
//! `hostcall.dlopen` and Deno's `Deno.dlopen` take the same descriptors and call the same
//! native functions; they differ in a few rules about values (Deno's 64-bit results are
//! always BigInts, its pointers are pointer objects, an empty buffer passes null). A
//! [`Dialect`] is the set of those rules a signature follows. It is part of the
//! [`Signature`](crate::Signature), so every reader of a signature (the lane, the generic
//! backend, the JIT's thunks and native entries, callbacks, cache keys) applies the same
//! rules, and no wrapper runs around a call to change its values after the fact.
//!
//! A rule that needs the engine (making a pointer object, reading one) does so through the
//! layout's hooks ([`Hooks::pointer_address`](crate::Hooks::pointer_address),
//! [`Hooks::pointer_new`](crate::Hooks::pointer_new),
//! [`Hooks::ffi_buffer_data`](crate::Hooks::ffi_buffer_data)); a signature whose dialect
//! needs a hook the layout lacks cannot be registered for it.
//!
//! Adding a rule is one row of the `for_each_rule!` table here and its readers: for a rule
//! of arguments or results, the lane, the generic backend's boxing and the JIT's emitter;
//! for a rule only the engine's side applies (`coerced-callback-results`), that side alone.
//!
//! This is a leaf module: it uses nothing else from the crate.

use std::fmt;

macro_rules! for_each_rule {
    ($callback:ident) => {
        $callback! {
            /// 64-bit integer results (`i64`, `u64`, `isize`, `usize`) are always BigInts
            /// (Deno), where hostcall's rule makes a number of any value within 2^53.
            bigint_results = "bigint-results";
            /// `pointer` (and `function`) parameters also take the engine's pointer objects
            /// (the layout's `pointer_address` hook), and `pointer` results are made as
            /// pointer objects (`pointer_new`; the null pointer is `null`), as Deno's
            /// `Deno.PointerObject`.
            pointer_objects = "pointer-objects";
            /// `buffer` parameters pass what Deno passes (the layout's `ffi_buffer_data`
            /// hook): the null pointer for a buffer with no memory behind it, and the bytes
            /// of a `SharedArrayBuffer` (which hostcall's rule refuses).
            ffi_buffers = "ffi-buffers";
            /// A callback's result that the lane does not take converts with JavaScript's
            /// coercions (`ToInt32` and friends, `ToBoolean`, `ToNumber`:
            /// [`ConversionPolicy::js_coercing`](crate::ConversionPolicy::js_coercing)), as
            /// Deno's callbacks convert theirs, whatever the engine's policy.
            coerced_callback_results = "coerced-callback-results";
        }
    };
}

macro_rules! dialect_struct {
    ($($(#[$doc:meta])* $field:ident = $name:literal;)*) => {
        /// The value rules a signature follows where FFIs differ (see the [module](self)).
        /// [`Dialect::HOSTCALL`] (the default) follows none of them; [`Dialect::DENO`] all.
        ///
        /// ```
        /// use hostcall_core::{Dialect, Signature};
        /// let sig: Signature = "(pointer) -> u64".parse()?;
        /// let deno = sig.clone().with_dialect(Dialect::DENO);
        /// assert_ne!(sig, deno); // a different shape: different code, a different cache key
        /// assert_eq!(
        ///     deno.to_string(),
        ///     "(pointer) -> u64 [bigint-results, pointer-objects, ffi-buffers, coerced-callback-results]"
        /// );
        /// assert_eq!(deno.to_string().parse::<Signature>()?, deno);
        /// # Ok::<(), hostcall_core::SignatureError>(())
        /// ```
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Dialect {
            $($(#[$doc])* pub $field: bool,)*
        }

        impl Dialect {
            /// hostcall's own rules: none of the dialect's rules apply.
            pub const HOSTCALL: Dialect = Dialect { $($field: false,)* };
            /// Deno's FFI (`Deno.dlopen`): every rule applies.
            pub const DENO: Dialect = Dialect { $($field: true,)* };

            /// Every rule's name, in order (the text and descriptor forms use them).
            pub const RULE_NAMES: &'static [&'static str] = &[$($name,)*];

            /// The names of the rules that apply, in [`RULE_NAMES`](Dialect::RULE_NAMES)
            /// order.
            pub fn rules(self) -> Vec<&'static str> {
                let mut out = Vec::new();
                $(if self.$field { out.push($name); })*
                out
            }

            /// Turns on the rule named `name`; `false` (and no change) for an unknown name.
            pub fn set_rule(&mut self, name: &str) -> bool {
                match name {
                    $($name => { self.$field = true; true })*
                    _ => false,
                }
            }
        }
    };
}

for_each_rule!(dialect_struct);

impl Dialect {
    /// Whether no rule applies (hostcall's own).
    pub fn is_hostcall(self) -> bool {
        self == Dialect::HOSTCALL
    }
}

impl fmt::Display for Dialect {
    /// The rules' names between brackets, comma-separated (`[]` for none): the suffix of a
    /// signature's text form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]", self.rules().join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::Dialect;

    #[test]
    fn rules_round_trip_by_name() {
        for bits in 0..(1u32 << Dialect::RULE_NAMES.len()) {
            let mut d = Dialect::HOSTCALL;
            for (i, name) in Dialect::RULE_NAMES.iter().enumerate() {
                if bits & (1 << i) != 0 {
                    assert!(d.set_rule(name));
                }
            }
            let mut back = Dialect::HOSTCALL;
            for name in d.rules() {
                assert!(back.set_rule(name));
            }
            assert_eq!(back, d);
            assert_eq!(d.rules().len(), bits.count_ones() as usize);
        }
        let mut d = Dialect::HOSTCALL;
        assert!(!d.set_rule("bigint"));
        assert_eq!(d, Dialect::HOSTCALL);
        assert_eq!(Dialect::DENO.rules(), Dialect::RULE_NAMES);
        assert!(Dialect::default().is_hostcall());
    }
}
