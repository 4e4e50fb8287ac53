//! Golden CLIF: the generated code of one thunk per interesting signature shape, annotated
//! with how each argument is read and passed. A codegen change shows up as a diff of these
//! files in review. `BLESS=1 cargo test -p hostcall-jit --test golden` rewrites them.

use std::path::PathBuf;

use hostcall_core::Signature;
use hostcall_testkit::{Flavor, TestEngine};

const SHAPES: &[(&str, &str)] = &[
    ("void", "() -> void"),
    ("add_i32", "(i32, i32) -> i32"),
    ("add_f64", "(f64, f64) -> f64"),
    ("strlen", "(cstring) -> usize"),
    ("buffer_u32", "(buffer) -> u32"),
    (
        "mixed12",
        "(i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64",
    ),
    ("i64_result", "(i64, i64) -> i64"),
    ("u64_result", "(u64) -> u64"),
    ("context", "(context, i32, i32) -> i32"),
    ("receiver", "(receiver, i32) -> i32"),
    ("two_strings", "(cstring, cstring) -> i32"),
    ("value", "(value) -> value"),
    ("closure", "(env, context, i32, i32) -> i32"),
    // A slice: one argument, two native ones (pointer, length) from one hook call.
    ("slice_sum", "(slice) -> u64"),
    // The slice's pointer in the last integer register, its length on the stack.
    (
        "slice_split",
        "(i32, i32, i32, i32, i32, slice, f64) -> f64",
    ),
    // More floats than float registers: System V and AAPCS64 put the last ones on the stack,
    // RISC-V in the integer registers left (`a1`-`a3` here), then on the stack.
    (
        "floats_past_registers",
        "(f64, f32, f64, f64, f32, f64, f64, f64, f64, f32, i32, f64) -> f64",
    ),
    // Deno's dialect: pointer objects in (the layout's hook; numbers out of line) and out,
    // a 64-bit result always a BigInt, a buffer by Deno's rule.
    (
        "deno_pointers",
        "(pointer, i32, pointer) -> pointer [bigint-results, pointer-objects, ffi-buffers]",
    ),
    (
        "deno_i64",
        "(i64, buffer) -> i64 [bigint-results, pointer-objects, ffi-buffers]",
    ),
];

fn check(name: &str, sig: &str, flavor: Flavor, tag: &str) {
    let sig: Signature = sig.parse().unwrap();
    let engine = TestEngine::new(flavor);
    let text = hostcall_jit::clif(&sig, engine.layout()).unwrap();
    compare(&format!("{name}.{tag}.clif"), &text);
}

#[test]
fn golden_clif_quickjs() {
    for (name, sig) in SHAPES {
        check(name, sig, Flavor::QuickJs, "quickjs");
    }
}

#[test]
fn golden_clif_nanbox() {
    for (name, sig) in [SHAPES[1], SHAPES[3], SHAPES[6]] {
        check(name, sig, Flavor::NanBox, "nanbox");
    }
}

/// Boa's encoding: every class test is a compare of the kind bits (no cell read), doubles
/// are their own bits.
const BOA_SHAPES: [usize; 5] = [1, 2, 3, 5, 6];

#[test]
fn golden_clif_boa() {
    for (name, sig) in BOA_SHAPES.map(|i| SHAPES[i]) {
        check(name, sig, Flavor::Boa, "boa");
    }
}

/// The native entry in QuickJS's `JSCClosure` shape: `this` and the result by value, the
/// method read from the closure's opaque record, a disabled flag and a call counter.
#[test]
fn golden_clif_native_entry() {
    let entry = hostcall_core::EntryKind::CClosure(hostcall_core::CClosureEntry {
        method_offset: 0,
        disabled_flag_ptr_offset: Some(8),
        counter_ptr_offset: Some(16),
        slow_path: 0x5104,
        exception: [0, 6],
    });
    for (name, sig) in [
        SHAPES[1], SHAPES[3], SHAPES[6], SHAPES[12], SHAPES[13], SHAPES[16], SHAPES[17],
    ] {
        let sig: Signature = sig.parse().unwrap();
        let engine = TestEngine::new(Flavor::QuickJs);
        let text = hostcall_jit::clif_entry(&sig, engine.layout(), entry).unwrap();
        compare(&format!("{name}.quickjs.cclosure.clif"), &text);
    }
}

/// The machine code after register allocation, for a fixed baseline x86-64 target: the
/// second level of goldens, where prologues, spills and register choices show.
#[cfg(target_arch = "x86_64")]
#[test]
fn golden_machine_code_x86_64() {
    use hostcall_core::{CClosureEntry, EntryKind};
    let native = EntryKind::CClosure(CClosureEntry {
        method_offset: 0,
        disabled_flag_ptr_offset: Some(8),
        counter_ptr_offset: Some(16),
        slow_path: 0x5104,
        exception: [0, 6],
    });
    let cases = SHAPES
        .iter()
        .map(|&(name, sig)| (name, sig, Flavor::QuickJs, EntryKind::Uniform, "quickjs"))
        .chain(
            [SHAPES[1], SHAPES[3], SHAPES[6]]
                .map(|(name, sig)| (name, sig, Flavor::NanBox, EntryKind::Uniform, "nanbox")),
        )
        .chain(
            BOA_SHAPES
                .map(|i| SHAPES[i])
                .map(|(name, sig)| (name, sig, Flavor::Boa, EntryKind::Uniform, "boa")),
        )
        .chain(
            [SHAPES[1], SHAPES[3], SHAPES[6], SHAPES[12], SHAPES[13]]
                .map(|(name, sig)| (name, sig, Flavor::QuickJs, native, "quickjs.cclosure")),
        );
    for (name, sig, flavor, entry, tag) in cases {
        let sig: Signature = sig.parse().unwrap();
        let engine = TestEngine::new(flavor);
        let text = hostcall_jit::disasm_x86_64(&sig, engine.layout(), entry).unwrap();
        compare(&format!("{name}.{tag}.x86_64.s"), &text);
    }
}

/// Thunks of signatures with structs by value (issue 20), which only descriptors express:
/// the struct's bytes through the buffer hook with its size checked, eightbytes loaded at
/// the call and placed as System V places them (registers, or the stack for MEMORY), a
/// struct result stored from its registers or written through the hidden pointer into the
/// thunk's frame, then boxed through `bytes_new`.
const STRUCT_SHAPES: &[(&str, &str)] = &[
    (
        "struct_pair_i32",
        r#"{"parameters": [{"struct": ["i32", "i32"]}], "result": "i64"}"#,
    ),
    (
        "struct_quad_f64",
        r#"{"parameters": [{"struct": ["f64", "f64", "f64", "f64"]}], "result": "f64"}"#,
    ),
    (
        "struct_result_regs",
        r#"{"parameters": ["f64", "f64"], "result": {"struct": ["f64", "u8"]}}"#,
    ),
    (
        "struct_result_memory",
        r#"{"parameters": ["i64", {"struct": ["f32", "f32", "f32"]}], "result": {"struct": ["i64", "i64", "i64"]}}"#,
    ),
    (
        // Registers running out: the `{i8, f64}` goes on the stack whole while an integer
        // register is left, and the `i32` after it takes that register.
        "struct_spill",
        r#"{"parameters": ["i64", "i64", "i64", "i64", "i64", {"struct": ["i32", "i32"]}, "f64", "f64", "f64", "f64", "f64", "f64", "f64", {"struct": ["i8", "f64"]}, "i32"], "result": "f64"}"#,
    ),
    (
        // A MEMORY struct of an odd size in and out (read in 8-, 1-byte pieces).
        "struct_memory17",
        r#"{"parameters": [{"struct": ["u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8"]}], "result": {"struct": ["u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8", "u8"]}}"#,
    ),
];

#[test]
fn golden_struct_thunks() {
    for (name, desc) in STRUCT_SHAPES {
        let sig = Signature::from_descriptor(desc).unwrap();
        let engine = TestEngine::new(Flavor::QuickJs);
        let text = hostcall_jit::clif(&sig, engine.layout()).unwrap();
        compare(&format!("{name}.quickjs.clif"), &text);
        #[cfg(target_arch = "x86_64")]
        {
            let text = hostcall_jit::disasm_x86_64(
                &sig,
                engine.layout(),
                hostcall_core::EntryKind::Uniform,
            )
            .unwrap();
            compare(&format!("{name}.quickjs.x86_64.s"), &text);
        }
    }
}

/// Compares `text` with the golden file `name` (or rewrites it under `BLESS=1`).
fn compare(name: &str, text: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/disas")
        .join(name);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, text).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{} is missing; run with BLESS=1", path.display()));
    assert!(
        expected == text,
        "{} differs; rerun with BLESS=1 if intended and review the diff.\n--- got ---\n{text}",
        path.display()
    );
}

/// Upcall shapes (callbacks): the shared body, at both levels, and one entry.
const UPCALL_SHAPES: &[(&str, &str)] = &[
    ("upcall_i32", r#"{"parameters": ["i32"], "result": "i32"}"#),
    (
        "upcall_qsort",
        r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#,
    ),
    (
        "upcall_mixed",
        r#"{"parameters": ["i64", "f32", "bool", "u16", "f64"], "result": "u8"}"#,
    ),
];

fn upcall_cases() -> Vec<(&'static str, &'static str, Flavor, &'static str)> {
    let mut cases: Vec<_> = UPCALL_SHAPES
        .iter()
        .map(|&(name, sig)| (name, sig, Flavor::QuickJs, "quickjs"))
        .collect();
    cases.push((
        UPCALL_SHAPES[0].0,
        UPCALL_SHAPES[0].1,
        Flavor::NanBox,
        "nanbox",
    ));
    for (name, sig) in [UPCALL_SHAPES[0], UPCALL_SHAPES[2]] {
        cases.push((name, sig, Flavor::Boa, "boa"));
    }
    cases
}

#[test]
fn golden_clif_upcall() {
    use hostcall_core::upcall::CallbackSignature;
    use hostcall_jit::UpcallPart;
    for (name, sig, flavor, tag) in upcall_cases() {
        let sig = CallbackSignature::from_descriptor(sig).unwrap();
        let engine = TestEngine::new(flavor);
        let text = hostcall_jit::clif_upcall(&sig, engine.layout(), UpcallPart::Body).unwrap();
        compare(&format!("{name}.{tag}.clif"), &text);
    }
    let sig = CallbackSignature::from_descriptor(UPCALL_SHAPES[0].1).unwrap();
    let engine = TestEngine::new(Flavor::QuickJs);
    let text = hostcall_jit::clif_upcall(&sig, engine.layout(), UpcallPart::Entry).unwrap();
    compare("upcall_i32.entry.clif", &text);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn golden_machine_code_upcall_x86_64() {
    use hostcall_core::upcall::CallbackSignature;
    use hostcall_jit::UpcallPart;
    for (name, sig, flavor, tag) in upcall_cases() {
        let sig = CallbackSignature::from_descriptor(sig).unwrap();
        let engine = TestEngine::new(flavor);
        let text =
            hostcall_jit::disasm_upcall_x86_64(&sig, engine.layout(), UpcallPart::Body).unwrap();
        compare(&format!("{name}.{tag}.x86_64.s"), &text);
    }
    for (name, sig) in [UPCALL_SHAPES[0], UPCALL_SHAPES[2]] {
        let sig = CallbackSignature::from_descriptor(sig).unwrap();
        let engine = TestEngine::new(Flavor::QuickJs);
        let text =
            hostcall_jit::disasm_upcall_x86_64(&sig, engine.layout(), UpcallPart::Entry).unwrap();
        compare(&format!("{name}.entry.x86_64.s"), &text);
    }
}

/// The machine code of the same shapes on aarch64 (feature `cross`): AAPCS64 argument
/// registers, the stack past the eighth of a class, `movz`/`movk` constants. Run with
/// `BLESS=1 cargo test -p hostcall-jit --features cross --test golden`.
#[cfg(feature = "cross")]
#[test]
fn golden_machine_code_aarch64() {
    for (name, sig) in SHAPES {
        let sig: Signature = sig.parse().unwrap();
        let engine = TestEngine::new(Flavor::QuickJs);
        let text = hostcall_jit::cross::disasm("aarch64-unknown-linux-gnu", &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.quickjs.aarch64.s"), &text);
    }
    for i in BOA_SHAPES {
        let (name, sig) = SHAPES[i];
        let sig: Signature = sig.parse().unwrap();
        let engine = TestEngine::new(Flavor::Boa);
        let text = hostcall_jit::cross::disasm("aarch64-unknown-linux-gnu", &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.boa.aarch64.s"), &text);
    }
}

/// Upcall bodies on aarch64 (feature `cross`), the shapes of the x86-64 upcall goldens.
#[cfg(feature = "cross")]
#[test]
fn golden_machine_code_upcall_aarch64() {
    use hostcall_core::upcall::CallbackSignature;
    for (name, sig, flavor, tag) in upcall_cases() {
        let sig = CallbackSignature::from_descriptor(sig).unwrap();
        let engine = TestEngine::new(flavor);
        let text =
            hostcall_jit::cross::disasm_upcall("aarch64-unknown-linux-gnu", &sig, engine.layout())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.{tag}.aarch64.s"), &text);
    }
}

/// The machine code on riscv64 (feature `cross`): the LP64D argument registers, 32-bit
/// integers kept sign-extended, floats past `fa7` in integer registers (`abi::for_riscv64`);
/// thunks of the QuickJS layout and upcall bodies (a callback with more floats than float
/// registers among them).
#[cfg(feature = "cross")]
#[test]
fn golden_machine_code_riscv64() {
    use hostcall_core::upcall::CallbackSignature;
    const TRIPLE: &str = "riscv64gc-unknown-linux-gnu";
    let engine = TestEngine::new(Flavor::QuickJs);
    for (name, sig) in SHAPES {
        let sig: Signature = sig.parse().unwrap();
        let text = hostcall_jit::cross::disasm(TRIPLE, &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.quickjs.riscv64.s"), &text);
    }
    let floats = (
        "upcall_floats_past_registers",
        r#"{"parameters": ["f64", "f32", "f64", "f64", "f32", "f64", "f64", "f64", "f64", "f32", "i32", "f64"], "result": "f64"}"#,
    );
    for (name, desc) in UPCALL_SHAPES.iter().copied().chain([floats]) {
        let sig = CallbackSignature::from_descriptor(desc).unwrap();
        let text = hostcall_jit::cross::disasm_upcall(TRIPLE, &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.quickjs.riscv64.s"), &text);
    }
    // Structs placed by LP64D: the float rules (fields in registers of their classes), the
    // integer convention, by reference, a result in fa0/fa1 or through a0.
    for (name, desc) in STRUCT_SHAPES {
        let sig = Signature::from_descriptor(desc).unwrap();
        let text = hostcall_jit::cross::disasm(TRIPLE, &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.quickjs.riscv64.s"), &text);
    }
}

/// The struct shapes on aarch64 (feature `cross`), placed by AAPCS64: HFAs in vector
/// registers, composites of up to 16 bytes in general registers, larger ones by reference,
/// a large result through `x8`.
#[cfg(feature = "cross")]
#[test]
fn golden_struct_thunks_aarch64() {
    for (name, desc) in STRUCT_SHAPES {
        let sig = Signature::from_descriptor(desc).unwrap();
        let engine = TestEngine::new(Flavor::QuickJs);
        let text = hostcall_jit::cross::disasm("aarch64-unknown-linux-gnu", &sig, engine.layout())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&format!("{name}.quickjs.aarch64.s"), &text);
    }
}
