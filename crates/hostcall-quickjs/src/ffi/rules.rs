//! Which rules a binding follows (`hostcall.dlopen`'s or Deno's), and what each asks the
//! function records to do around a call ([`Adapt`]).

use hostcall::{ResultKind, Signature};

use crate::binding::function::Adapt;

/// Which rules a binding follows: `hostcall.dlopen`'s, or Deno's through `Deno.dlopen` (64-bit
/// integer results always BigInts, empty buffers passed as null).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rules {
    /// `hostcall.dlopen`, `hostcall.UnsafeFnPointer`.
    Hostcall,
    /// `Deno.dlopen`, `Deno.UnsafeFnPointer`.
    Deno,
}

impl Rules {
    /// What a function bound under these rules does around each call.
    pub(crate) fn adapt(self, sig: &Signature, function_params: Vec<usize>) -> Adapt {
        let deno = self == Rules::Deno;
        let empty_buffer_null = if deno {
            sig.arg_sources()
                .filter_map(|a| match a {
                    hostcall::core::ArgSource::Js {
                        kind: hostcall::ParamKind::Buffer,
                        index,
                    } => Some(index),
                    hostcall::core::ArgSource::Js { .. }
                    | hostcall::core::ArgSource::Context
                    | hostcall::core::ArgSource::Receiver
                    | hostcall::core::ArgSource::Env => None,
                })
                .collect()
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
                | ResultKind::Value => false,
            };
        Adapt {
            callback_params: function_params.into_boxed_slice(),
            empty_buffer_null: empty_buffer_null.into_boxed_slice(),
            bigint_result,
        }
    }
}
