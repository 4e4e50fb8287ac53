// A type claiming to travel as an `f64` while being a pointer: generated code would pass it
// in the wrong register. The trait is `unsafe`: a safe impl is refused.
use hostcall_core::typed::NativeParam;
use hostcall_core::ParamKind;

#[derive(Clone, Copy)]
struct Liar(*const u8);

impl NativeParam for Liar {
    const KIND: ParamKind = ParamKind::F64;
}

fn main() {}
