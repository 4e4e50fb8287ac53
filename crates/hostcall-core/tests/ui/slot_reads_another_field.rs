// A `Slot` written as an `i8` has one meaningful byte: reading it back as a `u64` from safe
// code is impossible (the fields are private, and `Slot::to_int` is gone).
use hostcall_core::lane::Slot;
use hostcall_core::Scalar;

fn main() {
    let s = Slot::from_int(Scalar::Int { bits: 8, signed: true }, -1);
    let _wide = unsafe { s.u64 };
    let _back = s.to_int(Scalar::Int { bits: 64, signed: false });
}
