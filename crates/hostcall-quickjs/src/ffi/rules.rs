//! Which rules a binding follows (`hostcall.dlopen`'s or Deno's), and what each asks the
//! function records to do around a call ([`Adapt`]).

use hostcall::{ConversionPolicy, Dialect, Signature};

use crate::ffi::adapt::Adapt;
use crate::ffi::callback::CallbackRules;

/// The conversions of every `Deno.dlopen` call site, whatever the engine's policy.
static DENO_FFI: ConversionPolicy = ConversionPolicy::deno_ffi();

/// Which rules a binding follows: `hostcall.dlopen`'s, or Deno's through `Deno.dlopen` (64-bit
/// integer results always BigInts, empty buffers passed as null, arguments the fast lane
/// refuses converted as Deno converts them: [`hostcall::Mode::DenoFfi`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rules {
    /// `hostcall.dlopen`, `hostcall.UnsafeFnPointer`.
    Hostcall,
    /// `Deno.dlopen`, `Deno.UnsafeFnPointer`.
    Deno,
}

impl Rules {
    /// Removes from a descriptor read into JSON the fields these rules ignore, and returns
    /// their names. Deno reads its descriptors with serde, which ignores any field it does
    /// not know (a Deno 1.x `callback: true`, say): under [`Rules::Deno`] every field not in
    /// `known` goes. `hostcall.dlopen` refuses unknown fields, so under
    /// [`Rules::Hostcall`] nothing is removed and the parser names them.
    pub(crate) fn drop_ignored_fields(
        self,
        value: &mut serde_json::Value,
        known: &[&str],
    ) -> Vec<String> {
        let (Rules::Deno, Some(obj)) = (self, value.as_object_mut()) else {
            return Vec::new();
        };
        let ignored: Vec<String> = obj
            .keys()
            .filter(|k| !known.contains(&k.as_str()))
            .cloned()
            .collect();
        for k in &ignored {
            obj.remove(k);
        }
        ignored
    }

    /// The value rules of these rules: [`Dialect::DENO`] for Deno's, hostcall's own.
    pub(crate) fn dialect_rules(self) -> Dialect {
        match self {
            Rules::Hostcall => Dialect::HOSTCALL,
            Rules::Deno => Dialect::DENO,
        }
    }

    /// The rules of a callback made by `UnsafeCallback` under these rules. Deno's, as its
    /// `ext/ffi/callback.rs` does: Deno's dialect (64-bit integers always BigInts, pointers
    /// as pointer objects, a result the lane does not take coerced as JavaScript does, `1.5`
    /// for an `i32` is `1`, `1` for a `bool` is `true`, whatever the engine's policy), and
    /// any callback callable from another thread (run by the engine's
    /// loop; `threadSafe` only refs the loop), that caller waiting until the script ran.
    /// hostcall's: numbers while exact, the engine's policy, only thread-safe callbacks from
    /// other threads.
    pub(crate) fn callback_rules(self) -> CallbackRules {
        CallbackRules {
            dialect: self.dialect_rules(),
            any_thread: self == Rules::Deno,
        }
    }

    /// `sig` under these rules' dialect: Deno's ([`Dialect::DENO`]: 64-bit results always
    /// BigInts, pointers as pointer objects, Deno's buffer rule) for `Deno.dlopen`; for
    /// `hostcall.dlopen` the descriptor's own (`dialect`, hostcall's when absent).
    pub(crate) fn dialect(self, sig: Signature) -> Signature {
        match self {
            Rules::Hostcall => sig,
            Rules::Deno => sig.with_dialect(self.dialect_rules()),
        }
    }

    /// What a function bound under these rules does around each call: its `function`
    /// parameters' `UnsafeCallback` objects and errors, and the slow path's policy.
    pub(crate) fn adapt(self, function_params: Vec<usize>) -> Adapt {
        Adapt {
            callback_params: function_params.into_boxed_slice(),
            slow_policy: (self == Rules::Deno).then_some(&DENO_FFI),
        }
    }
}
