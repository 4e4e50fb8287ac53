// A method's `value`, `receiver` and `context` parameters belong to one engine, which a
// method does not record: calling a method of one engine (say, 16-byte values) with the
// frame of another (8-byte values) would read one as the other. The frame and the method
// are each honest; only the caller of `call_generic` knows they go together.
use hostcall_core::generic::{call_generic, FfiCall};
use hostcall_core::{CallFrame, ConversionPolicy, MethodData, Status};

fn call(method: &MethodData, ffi: &FfiCall, frame: &CallFrame<'_>) -> Status {
    call_generic(method, ffi, &ConversionPolicy::strict(), frame)
}

fn main() {
    let _ = call;
}
