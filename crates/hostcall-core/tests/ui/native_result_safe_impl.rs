// A result claiming to be a C string: the backends would read through any pointer it holds.
use hostcall_core::typed::NativeResult;
use hostcall_core::ResultKind;

struct Liar(usize);

impl NativeResult for Liar {
    const KIND: ResultKind = ResultKind::CString;
    fn failed() -> Self {
        Liar(1)
    }
}

fn main() {}
