// A `cstring` result is read after the host function returns: making one from an arbitrary
// pointer needs `unsafe` (`CStrArg::new`); safe code only has `CStrArg::from_static`.
use hostcall_core::CStrArg;

fn main() {
    let _dangling = CStrArg(0x1000 as *const std::ffi::c_char);
}
