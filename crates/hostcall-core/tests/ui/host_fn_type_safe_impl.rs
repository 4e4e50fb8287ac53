// A "function type" whose address is not a function of its signature.
use std::ffi::c_void;

use hostcall_core::{HostFnType, Signature};

#[derive(Clone, Copy)]
struct NotAFunction;

impl HostFnType for NotAFunction {
    fn signature() -> Signature {
        "(i32) -> i32".parse().unwrap()
    }
    fn address(self) -> *const c_void {
        0x1000 as *const c_void
    }
}

fn main() {}
