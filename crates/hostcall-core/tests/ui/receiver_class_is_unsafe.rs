// A method's receiver class decides which native object its host function receives as its
// `receiver` parameter: changing it after `MethodData::new` (whose contract is about the
// function's ABI) would hand the function an object of another class. It is an `unsafe`
// promise, like `new`.
use hostcall_core::MethodData;

fn retarget(m: MethodData) -> MethodData {
    m.with_receiver_class(7)
}

fn main() {
    let _ = retarget;
}
