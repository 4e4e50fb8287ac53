//! Upcall bodies and entries at the JIT's own level: every entry passes its own record
//! (entries copied from a template included), entries on x86-64 with the code arena are
//! template copies, and compile figures for the record. The semantics against the generic
//! backend are the facade's differential tests (`tests/callback.rs`).

use std::cell::Cell;
use std::ffi::c_void;

use hostcall_core::upcall::{CallbackSignature, UpcallHooks, UpcallRecord, ENTER_RUN};
use hostcall_core::{Class, Primitive, Value};
use hostcall_testkit::{Flavor, TestEngine};

struct Mock {
    id: i32,
    layout: hostcall_core::LayoutRef,
    calls: Cell<u32>,
}

unsafe extern "C" fn enter(_rec: *const UpcallRecord) -> u32 {
    ENTER_RUN
}

unsafe extern "C" fn invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    _argc: usize,
    ret: *mut Value,
    _failed: u32,
) -> bool {
    // SAFETY: every record here carries a leaked `Mock`.
    let m = unsafe { &*(*rec).data.cast::<Mock>() };
    m.calls.set(m.calls.get() + 1);
    // SAFETY: one live int32 argument; `ret` is writable.
    unsafe {
        let Class::Int32(x) = m.layout.classify(argv) else {
            return false;
        };
        m.layout.write(ret, Primitive::Int32(x * 1000 + m.id));
    }
    true
}

unsafe extern "C" fn result(_rec: *const UpcallRecord, _v: *mut Value, _out: *mut u64) -> bool {
    false
}

unsafe extern "C" fn queue(_rec: *const UpcallRecord, _raw: *const u64, _out: *mut u64) {}

static HOOKS: UpcallHooks = UpcallHooks {
    enter,
    invoke,
    result,
    queue,
};

#[test]
fn each_entry_passes_its_own_record() {
    if hostcall_jit::host_supported().is_err() {
        return;
    }
    let engine: &'static _ = Box::leak(Box::new(TestEngine::new(Flavor::QuickJs)));
    let layout = engine.layout();
    let sig =
        CallbackSignature::from_descriptor(r#"{"parameters": ["i32"], "result": "i32"}"#).unwrap();
    let body = hostcall_jit::compile_upcall_body(&sig, layout).unwrap();
    let mut made = Vec::new();
    for id in 1..=3 {
        let m: &'static Mock = Box::leak(Box::new(Mock {
            id,
            layout,
            calls: Cell::new(0),
        }));
        let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
            hooks: &HOOKS,
            cx: engine.cx(),
            data: (m as *const Mock).cast::<c_void>(),
            inline_results: true,
        }));
        let entry = hostcall_jit::compile_upcall_entry(&body, rec).unwrap();
        if cfg!(target_arch = "x86_64")
            && hostcall_jit::code_memory().unwrap() == hostcall_jit::CodeMemory::Arena
        {
            assert!(entry.from_template, "x86-64 entries are template copies");
        }
        made.push((m, entry));
    }
    for (m, entry) in &made {
        // SAFETY: an entry of a `(i32) -> i32` callback whose record and hooks live forever.
        let f: extern "C" fn(i32) -> i32 = unsafe { std::mem::transmute(entry.address) };
        assert_eq!(f(7), 7000 + m.id);
        assert_eq!(f(-2), -2000 + m.id);
        assert_eq!(m.calls.get(), 2);
    }
}

/// Sizes and times, for the record (`--nocapture`); nothing timed is asserted.
#[test]
fn compile_figures() {
    if hostcall_jit::host_supported().is_err() {
        return;
    }
    let engine = TestEngine::new(Flavor::QuickJs);
    for text in [
        r#"{"parameters": ["i32"], "result": "i32"}"#,
        r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#,
        r#"{"parameters": ["i64", "f32", "bool", "u16", "f64"], "result": "u8"}"#,
    ] {
        let sig = CallbackSignature::from_descriptor(text).unwrap();
        let body = hostcall_jit::compile_upcall_body(&sig, engine.layout()).unwrap();
        let rec = UpcallRecord {
            hooks: &HOOKS,
            cx: std::ptr::null_mut(),
            data: std::ptr::null(),
            inline_results: true,
        };
        // Never called: the entry only embeds the record's address.
        let entry = hostcall_jit::compile_upcall_entry(&body, &rec).unwrap();
        assert!(body.code_size() > 0 && entry.code_size > 0);
        println!(
            "{sig}: body {} bytes in {:?}, entry {} bytes in {:?} (template: {})",
            body.code_size(),
            body.timings(),
            entry.code_size,
            entry.timings,
            entry.from_template
        );
    }
}

/// A callback passing or returning a struct by value gets no upcall code (it runs on a
/// libffi closure, which places structs as the ABI classifies them): the compiler refuses it
/// as unsupported before generating anything, naming the signature.
#[test]
fn struct_signatures_are_refused_before_codegen() {
    if hostcall_jit::host_supported().is_err() {
        return;
    }
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    for def in [
        r#"{"parameters": [{"struct": ["f64", "f64", "f64", "f64"]}], "result": "void"}"#,
        r#"{"parameters": ["i32"], "result": {"struct": ["i32", "i32"]}}"#,
    ] {
        let sig = CallbackSignature::from_descriptor(def).unwrap();
        match hostcall_jit::compile_upcall_body(&sig, layout) {
            Err(hostcall_jit::JitError::Unsupported(e)) => {
                assert!(e.to_string().contains("struct by value"), "{e}")
            }
            Err(e) => panic!("{def}: {e}"),
            Ok(_) => panic!("{def}: compiled"),
        }
    }
}
