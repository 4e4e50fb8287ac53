// `RustHostFnInfo` is registered without `unsafe` because only `rust_host_fn` can make one:
// building it from an arbitrary address is refused.
use hostcall_core::RustHostFnInfo;

fn main() {
    let _info = RustHostFnInfo {
        func: 0x1000 as *const std::ffi::c_void,
        signature: "(context) -> void".parse().unwrap(),
    };
}
