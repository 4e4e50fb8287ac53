//! Which rules a binding follows (`hostcall.dlopen`'s or Deno's), and what each asks the
//! function records to do around a call ([`Adapt`]).

use hostcall::{ConversionPolicy, ResultKind, Signature};

use crate::binding::function::Adapt;

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
    /// The rules of a symbol bound by `Deno.dlopen` (`deno`) or `hostcall.dlopen`.
    pub(crate) fn of(deno: bool) -> Rules {
        if deno {
            Rules::Deno
        } else {
            Rules::Hostcall
        }
    }

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

    /// The conversion policy of a call site under these rules: the engine's own under
    /// `hostcall.dlopen`, Deno's FFI conversions under `Deno.dlopen`.
    pub(crate) fn policy(self, engine: &ConversionPolicy) -> &ConversionPolicy {
        match self {
            Rules::Hostcall => engine,
            Rules::Deno => &DENO_FFI,
        }
    }

    /// What a function bound under these rules does around each call.
    pub(crate) fn adapt(self, sig: &Signature, function_params: Vec<usize>) -> Adapt {
        let deno = self == Rules::Deno;
        let empty_buffer_null = if deno {
            js_params_of(sig, hostcall::ParamKind::Buffer)
        } else {
            Vec::new()
        };
        let bigint_result = deno
            && match sig.result() {
                ResultKind::I64 | ResultKind::U64 | ResultKind::Isize | ResultKind::Usize => true,
                ResultKind::Void
                | ResultKind::I8
                | ResultKind::U8
                | ResultKind::I16
                | ResultKind::U16
                | ResultKind::I32
                | ResultKind::U32
                | ResultKind::F32
                | ResultKind::F64
                | ResultKind::Bool
                | ResultKind::Pointer
                | ResultKind::CString
                | ResultKind::Value
                | ResultKind::Struct => false,
            };
        let pointer_params = if deno {
            js_params_of(sig, hostcall::ParamKind::Pointer)
        } else {
            Vec::new()
        };
        let pointer_result = deno && sig.result() == ResultKind::Pointer;
        Adapt {
            pointer_params: pointer_params.into_boxed_slice(),
            pointer_result,
            callback_params: function_params.into_boxed_slice(),
            empty_buffer_null: empty_buffer_null.into_boxed_slice(),
            bigint_result,
            slow_policy: deno.then_some(&DENO_FFI),
        }
    }
}

/// The script argument indices of `sig`'s parameters of `kind`.
fn js_params_of(sig: &Signature, kind: hostcall::ParamKind) -> Vec<usize> {
    sig.arg_sources()
        .filter_map(|a| match a {
            hostcall::core::ArgSource::Js { kind: k, index } if k == kind => Some(index),
            hostcall::core::ArgSource::Js { .. }
            | hostcall::core::ArgSource::Context
            | hostcall::core::ArgSource::Receiver
            | hostcall::core::ArgSource::Env => None,
        })
        .collect()
}
