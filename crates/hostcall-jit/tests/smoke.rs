use hostcall_core::{MethodData, MethodId, Signature, Status};
use hostcall_testkit::{Flavor, JsVal, TestEngine};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

#[test]
fn add_i32_both_layouts() {
    let sig: Signature = "(i32, i32) -> i32".parse().unwrap();
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let thunk = hostcall_jit::compile(&sig, engine.layout()).unwrap();
        // SAFETY: `add` has exactly this signature.
        let m = unsafe { MethodData::new(MethodId(1), add as *const _, sig.clone()) }.unwrap();
        let argv = engine.values(&[JsVal::Int(2), JsVal::Num(40.0)]);
        let mut ret = engine.slot();
        // SAFETY: argv holds 2 live values of the engine's layout.
        let st = unsafe {
            (thunk.entry)(
                &m,
                engine.cx(),
                std::ptr::null(),
                argv.as_ptr(),
                2,
                ret.as_mut_ptr(),
            )
        };
        assert_eq!(st, Status::Ok);
        assert_eq!(unsafe { engine.read(ret.as_ptr()) }, JsVal::Int(42));
        let argv = engine.values(&[JsVal::Int(2), JsVal::Num(0.5)]);
        let st = unsafe {
            (thunk.entry)(
                &m,
                engine.cx(),
                std::ptr::null(),
                argv.as_ptr(),
                2,
                ret.as_mut_ptr(),
            )
        };
        assert_eq!(st, Status::Fallback);
        let st = unsafe {
            (thunk.entry)(
                &m,
                engine.cx(),
                std::ptr::null(),
                argv.as_ptr(),
                1,
                ret.as_mut_ptr(),
            )
        };
        assert_eq!(st, Status::Fallback);
        println!("{}", hostcall_jit::clif(&sig, engine.layout()).unwrap());
    }
}
