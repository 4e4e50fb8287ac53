//! Thunk packs end to end on this machine (feature `cross`): the shapes of the test corpus
//! and of the differential generator are built into a pack for x86-64
//! (`hostcall_jit::pack::PackSpec`), linked into a shared library with the import table the
//! pack's code refers to, loaded, registered with `hostcall::pack::register`, and then
//!
//! - every corpus case runs through a dispatcher whose methods find their thunk ready (the
//!   first call of each is a thunk call, never a cold one) and checks its outcome;
//! - every differential case runs through the packed thunk and the generic backend
//!   (`check_case`: same status, result, exception, arguments, string releases);
//! - nothing was compiled in the process.
//!
//! This test's facade is built without the `jit` feature (Cargo's features for this crate's
//! tests), so it also shows packs running without the JIT. A pack for another layout,
//! format or architecture is refused and installs nothing.

#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use std::collections::BTreeSet;
use std::ffi::{c_void, CString};
use std::path::Path;
use std::process::Command;

use std::sync::atomic::AtomicUsize;

use hostcall::pack::{register, PackError, PackedCallbacks, PackedThunk, ThunkPack, PACK_FORMAT};
use hostcall::{Backend, Callback, ConversionPolicy, Dispatcher, ThunkCache, TierPolicy};
use hostcall_core::imports::{layout_fingerprint, ImportTable};
use hostcall_core::upcall::{CallbackSignature, UpcallHooks, UpcallRecord};
use hostcall_core::{Class, Primitive, Value};
use hostcall_core::{LayoutRef, Signature, Status};
use hostcall_jit::pack::PackSpec;
use hostcall_testkit::call::{method_for, Prepared};
use hostcall_testkit::diff::{case, check_case};
use hostcall_testkit::{shapes, Flavor, TestEngine};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

const TRIPLE: &str = "x86_64-unknown-linux-gnu";

/// Links a pack's object with `tables` (C defining the data symbols its code refers to) into
/// a shared library and loads it for the rest of the process.
fn link_and_load(name: &str, object: &[u8], tables: &str) -> *mut c_void {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pack-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("thunks.o"), object).unwrap();
    std::fs::write(dir.join("tables.c"), tables).unwrap();
    let so = dir.join("libpack.so");
    let out = Command::new("cc")
        .current_dir(&dir)
        .args(["-shared", "-o"])
        .arg(&so)
        .args(["thunks.o", "tables.c"])
        .output()
        .expect("cc");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let path = CString::new(so.to_str().unwrap()).unwrap();
    // SAFETY: a library of generated code and arrays; no constructors.
    let lib = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    assert!(!lib.is_null());
    lib
}

/// Builds a pack of `sigs` for `layout`, links it into a shared library with its import
/// table, loads it and returns the pack as its generated description would (the symbols
/// looked up in the library instead of linked).
fn load_pack(name: &str, layout: LayoutRef, sigs: &[Signature]) -> &'static ThunkPack {
    let mut spec = PackSpec::new(name, TRIPLE, layout).unwrap();
    for s in sigs {
        spec.thunk(s.clone()).unwrap();
    }
    let built = spec.build().unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(built.shapes, sigs.len());
    let imports = format!("hostcall_pack_{name}_imports");
    assert!(built.rust.contains(&format!("pub static {imports}")));
    assert!(built.rust.contains(&format!("format: {PACK_FORMAT}")));
    let tables = format!(
        "#include <stdint.h>\nuintptr_t {imports}[{}];\n",
        hostcall_core::imports::IMPORT_COUNT
    );
    let lib = link_and_load(name, &built.object, &tables);
    let sym = |s: &str| {
        let c = CString::new(s).unwrap();
        // SAFETY: `lib` is open (never closed: the pack's code lives as long as the process).
        let p = unsafe { libc::dlsym(lib, c.as_ptr()) };
        assert!(!p.is_null(), "{s}");
        p
    };
    // SAFETY: the symbol is an array of IMPORT_COUNT words, `ImportTable`'s layout.
    let table: &'static ImportTable = unsafe { &*sym(&imports).cast::<ImportTable>() };
    let thunks: Vec<PackedThunk> = sigs
        .iter()
        .enumerate()
        .map(|(i, s)| PackedThunk {
            signature: Box::leak(s.to_string().into_boxed_str()),
            params: Box::leak(s.params().to_vec().into_boxed_slice()),
            result: s.result(),
            descriptor: (!s.named_by_kinds())
                .then(|| &*Box::leak(s.to_descriptor().into_boxed_str())),
            native: false,
            // SAFETY: the address of a function in the loaded library.
            code: unsafe {
                std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(sym(&format!(
                    "hostcall_pack_{name}_t{i}"
                )))
            },
            size: 0,
        })
        .collect();
    Box::leak(Box::new(ThunkPack {
        format: PACK_FORMAT,
        name: Box::leak(name.to_string().into_boxed_str()),
        target: TRIPLE,
        layout_name: layout.name,
        layout_fingerprint: layout_fingerprint(layout),
        imports: table,
        native: None,
        thunks: Box::leak(thunks.into_boxed_slice()),
        callbacks: &[],
    }))
}

#[test]
fn packed_thunks_run_the_corpus_and_the_differential_cases_with_nothing_compiled() {
    // The differential generator's cases, deterministic.
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    let strategy = case();
    let diff: Vec<_> = (0..1500)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect();
    let corpus = shapes::cases();
    let mut installed = 0;
    for flavor in Flavor::ALL {
        let layout = TestEngine::new(flavor).layout();
        // Every shape, structs by value and dialects included (named by their descriptors).
        let mut sigs: BTreeSet<String> = diff
            .iter()
            .filter(|c| c.flavor == flavor)
            .map(|c| c.sig.to_descriptor())
            .collect();
        sigs.extend(corpus.iter().map(|c| c.shape.sig.to_descriptor()));
        let sigs: Vec<Signature> = sigs
            .iter()
            .map(|s| Signature::from_descriptor(s).unwrap())
            .collect();
        let pack = load_pack(&format!("{flavor:?}").to_lowercase(), layout, &sigs);
        // SAFETY: `load_pack` describes exactly the code it built and loaded.
        let report = unsafe { register(pack, layout, None) }.unwrap();
        assert_eq!(report.shapes, sigs.len(), "{flavor:?}");
        assert!(!report.already_registered);
        installed += sigs.len();
        // Registering again changes nothing.
        // SAFETY: as above.
        let again = unsafe { register(pack, layout, None) }.unwrap();
        assert!(again.already_registered);
    }
    // Shapes take the packed code when the cache first meets them (other tests of this
    // binary use the same global cache, so its counters are read as lower bounds).
    let packed_before = ThunkCache::global().stats().packed;
    Backend::thunks_available().expect("a pack makes thunks available");

    // The corpus through dispatchers: each method's first call is a thunk call.
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
            .unwrap()
            .with_backend(Backend::Jit)
            .unwrap()
            .with_tier(TierPolicy::Tiered { threshold: 1000 });
        let size = engine.layout().size;
        // Fresh cases per engine: receivers' objects hold state.
        let corpus = shapes::cases();
        for c in corpus.iter().filter(|c| c.fits(size)) {
            let h = d.register(method_for(&c.shape)).unwrap();
            let mut p = Prepared::new(&engine, c.this.as_ref(), &c.args);
            let outcome = p.call(|frame| d.call(h, frame));
            c.check(&engine, &p, &outcome)
                .unwrap_or_else(|e| panic!("{flavor:?} {}: {e}", c.shape.name));
            assert_eq!(engine.strings_outstanding(), 0);
        }
        let counts = d.counts();
        assert_eq!(
            counts.cold, 0,
            "{flavor:?}: a packed shape waited to tier up"
        );
        assert!(
            counts.thunk >= corpus.len() as u64 / 3,
            "{flavor:?}: {counts:?}"
        );
        println!("{flavor:?}: {} corpus cases, {counts:?}", corpus.len());
    }

    // The differential cases through the packed thunks.
    let mut statuses = [0u32; 3];
    let structs = diff.iter().filter(|c| c.sig.has_structs()).count();
    assert!(structs * 10 > diff.len(), "{structs} struct cases");
    for (n, c) in diff.iter().enumerate() {
        let layout = TestEngine::new(c.flavor).layout();
        let Some(hostcall::Resolved::Compiled(t)) = ThunkCache::global().shape(&c.sig, layout)
        else {
            panic!("{}: not in the pack", c.sig);
        };
        let st = check_case(c, t.entry, 0x9ac0_0000 + n as u64)
            .unwrap_or_else(|e| panic!("case {n} {c:?}: {e}"));
        statuses[st as usize] += 1;
    }
    println!("of them with structs by value: {structs}");
    println!(
        "{} differential cases through packed thunks: Ok {}, Fallback {}, Threw {}",
        diff.len(),
        statuses[Status::Ok as usize],
        statuses[Status::Fallback as usize],
        statuses[Status::Threw as usize]
    );
    assert!(statuses.iter().all(|&k| k > 0), "{statuses:?}");
    let s = ThunkCache::global().stats();
    assert_eq!(
        (s.compiles, s.compiles_on_caller, s.compiles_on_worker),
        (0, 0, 0)
    );
    assert!(
        s.packed > packed_before,
        "{} packed shapes met of {installed}",
        s.packed
    );
}

#[test]
fn a_pack_for_another_layout_format_or_target_is_refused() {
    let quickjs = TestEngine::new(Flavor::QuickJs).layout();
    let boa = TestEngine::new(Flavor::Boa).layout();
    static TABLE: ImportTable = ImportTable::new();
    let good = ThunkPack {
        format: PACK_FORMAT,
        name: "refused",
        target: TRIPLE,
        layout_name: quickjs.name,
        layout_fingerprint: layout_fingerprint(quickjs),
        imports: &TABLE,
        native: None,
        thunks: &[],
        callbacks: &[],
    };
    // Registered packs live as long as the process; these are kept reachable too.
    static KEEP: std::sync::Mutex<Vec<&'static ThunkPack>> = std::sync::Mutex::new(Vec::new());
    let refused = |p: ThunkPack, layout| {
        let p: &'static ThunkPack = Box::leak(Box::new(p));
        KEEP.lock().unwrap().push(p);
        // SAFETY: the pack lists no code.
        unsafe { register(p, layout, None) }.unwrap_err()
    };
    let e = refused(ThunkPack { ..good }, boa);
    assert!(matches!(e, PackError::Layout { .. }), "{e}");
    let e = refused(
        ThunkPack {
            format: PACK_FORMAT + 1,
            ..good
        },
        quickjs,
    );
    assert!(matches!(e, PackError::Format { .. }), "{e}");
    let e = refused(
        ThunkPack {
            target: "aarch64-unknown-linux-gnu",
            ..good
        },
        quickjs,
    );
    assert!(matches!(e, PackError::Target { .. }), "{e}");
    let e = refused(
        ThunkPack {
            layout_fingerprint: 1,
            ..good
        },
        quickjs,
    );
    assert!(e.to_string().contains("fingerprint"), "{e}");
    // A callback pool whose descriptor does not read: refused before anything is filled or
    // installed (the same pack with a good layout would otherwise register).
    static POOL: [PackedCallbacks; 1] = [PackedCallbacks {
        descriptor: r#"{"parameters": ["i32"], "result": "no such kind"}"#,
        body_size: 0,
        entries: &[],
        records: &[],
    }];
    let e = refused(
        ThunkPack {
            name: "bad_pool",
            callbacks: &POOL,
            ..good
        },
        quickjs,
    );
    assert!(
        matches!(e, PackError::Callback { .. }) && e.to_string().contains("no such kind"),
        "{e}"
    );
    assert_eq!(TABLE.get(hostcall_core::imports::Import::LayoutId), 0);
    // A pack with native entries but no native shape from the engine.
    let e = refused(
        ThunkPack {
            thunks: &[PackedThunk {
                signature: "() -> void",
                params: &[],
                result: hostcall_core::ResultKind::Void,
                descriptor: None,
                native: true,
                code: never_called,
                size: 0,
            }],
            ..good
        },
        quickjs,
    );
    assert!(matches!(e, PackError::NativeShape { .. }), "{e}");
    // Refused packs left the table untouched.
    assert_eq!(TABLE.get(hostcall_core::imports::Import::SlowCall), 0);
}

/// Stands for code in a pack that is refused (never called).
unsafe extern "C" fn never_called() {
    unreachable!("a refused pack's code ran");
}

/// A throw hook that forwards to the test engine's own, so a copy of its layout differs in
/// a hook's address only.
unsafe extern "C" fn forwarding_throw(cx: *mut c_void, err: *mut hostcall_core::HostError) {
    let layout = TestEngine::new(Flavor::NanBox).layout();
    let throw = layout.hooks.throw.expect("the test engine throws");
    // SAFETY: the same contract as the hook this one stands for.
    unsafe { throw(cx, err) }
}

#[test]
fn a_pack_serves_one_layout_and_is_refused_for_another_with_the_same_fingerprint() {
    let a = TestEngine::new(Flavor::NanBox).layout();
    let mut copy = *a.get();
    copy.hooks.throw = Some(forwarding_throw);
    // SAFETY: the copy's hooks keep the original's contracts (one forwards to it).
    let b = unsafe { copy.register() }.unwrap();
    assert_ne!(a, b);
    assert_eq!(
        (a.name, layout_fingerprint(a)),
        (b.name, layout_fingerprint(b))
    );
    static TABLE: ImportTable = ImportTable::new();
    let pack: &'static ThunkPack = Box::leak(Box::new(ThunkPack {
        format: PACK_FORMAT,
        name: "one_layout",
        target: TRIPLE,
        layout_name: a.name,
        layout_fingerprint: layout_fingerprint(a),
        imports: &TABLE,
        native: None,
        thunks: &[],
        callbacks: &[],
    }));
    // SAFETY: the pack lists no code.
    let first = unsafe { register(pack, a, None) }.unwrap();
    assert!(!first.already_registered);
    let hook = TABLE.get(hostcall_core::imports::Import::Throw);
    // Its table (which code of `a` may be running on) is not refilled for `b`.
    // SAFETY: the pack lists no code.
    let e = unsafe { register(pack, b, None) }.unwrap_err();
    assert!(matches!(e, PackError::Taken { .. }), "{e}");
    assert_eq!(TABLE.get(hostcall_core::imports::Import::Throw), hook);
    // SAFETY: the pack lists no code.
    let again = unsafe { register(pack, a, None) }.unwrap();
    assert!(again.already_registered);
    // The table refuses the same directly.
    assert!(TABLE.fill(b, None).is_err());
    assert!(TABLE.fill(a, None).is_ok());
}

#[test]
fn a_struct_shape_packs_for_x86_64_and_for_aarch64() {
    let layout = TestEngine::new(Flavor::QuickJs).layout();
    let sig = Signature::from_descriptor(
        r#"{"parameters": [{"struct": ["f64", "f64"]}], "result": "f64"}"#,
    )
    .unwrap();
    let mut x64 = PackSpec::new("structs_x64", TRIPLE, layout).unwrap();
    x64.thunk(sig.clone()).unwrap();
    let built = x64.build().unwrap();
    assert!(built.rust.contains("descriptor: Some("), "{}", built.rust);
    // AAPCS64 places it in two vector registers (an HFA).
    let mut a64 = PackSpec::new("structs_a64", "aarch64-unknown-linux-gnu", layout).unwrap();
    a64.thunk(sig).unwrap();
    let built = a64.build().unwrap();
    assert!(built.rust.contains("descriptor: Some("), "{}", built.rust);
    // Names that are not identifiers and unknown targets are refused up front.
    assert!(PackSpec::new("no-dash", TRIPLE, layout).is_err());
    assert!(PackSpec::new("ok", "powerpc64le-unknown-linux-gnu", layout).is_err());
}

/// Two struct shapes with the same kinds (`(struct) -> f64`) and different layouts: each
/// call takes the code built for its own layout (the kinds alone would confuse them).
#[test]
fn struct_shapes_of_the_same_kinds_get_their_own_code() {
    let layout = TestEngine::new(Flavor::QuickJs).layout();
    let a = Signature::from_descriptor(
        r#"{"parameters": [{"struct": ["f64", "f64"]}], "result": "f64"}"#,
    )
    .unwrap();
    let b = Signature::from_descriptor(
        r#"{"parameters": [{"struct": ["i32", "f32", "u8"]}], "result": "f64"}"#,
    )
    .unwrap();
    let c = Signature::from_descriptor(
        r#"{"parameters": [{"struct": ["u8", "u8"]}], "result": "f64"}"#,
    )
    .unwrap();
    assert_eq!(a.params(), b.params());
    let pack = load_pack("same_kinds", layout, &[a.clone(), b.clone()]);
    // SAFETY: `load_pack` describes exactly the code it built and loaded.
    unsafe { register(pack, layout, None) }.unwrap();
    let cache = ThunkCache::global();
    let code = |s: &Signature| match cache.shape(s, layout) {
        Some(hostcall::Resolved::Compiled(t)) => Some(t.entry as usize),
        _ => None,
    };
    let (ca, cb) = (
        code(&a).expect("a is packed"),
        code(&b).expect("b is packed"),
    );
    assert_ne!(ca, cb);
    assert_eq!(ca, pack.thunks[0].code as usize);
    assert_eq!(cb, pack.thunks[1].code as usize);
    // A third layout of the same kinds is not in the pack.
    assert!(code(&c).is_none());
}

// ---------------------------------------------------------------------------------------
// Callback pools: packed upcall bodies and entries, handed out by `Callback::new`.
// ---------------------------------------------------------------------------------------

/// What a test callback's record carries: its id and its engine's layout.
struct Mock {
    id: i32,
    layout: LayoutRef,
}

unsafe extern "C" fn cb_enter(_rec: *const UpcallRecord) -> u32 {
    hostcall_core::upcall::ENTER_RUN
}

unsafe extern "C" fn cb_invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    _failed: u32,
) -> bool {
    // SAFETY: every record here carries a leaked `Mock`.
    let m = unsafe { &*(*rec).data.cast::<Mock>() };
    // SAFETY: `argc` live values; `ret` is writable.
    unsafe {
        let Class::Int32(x) = m.layout.classify(argv) else {
            return false;
        };
        let y = if argc > 1 {
            match m
                .layout
                .classify(argv.cast::<u8>().add(usize::from(m.layout.size)).cast())
            {
                Class::Int32(y) => y,
                _ => return false,
            }
        } else {
            0
        };
        m.layout
            .write(ret, Primitive::Int32(x * 1000 + y * 100 + m.id));
    }
    true
}

unsafe extern "C" fn cb_result(_rec: *const UpcallRecord, _v: *mut Value, _out: *mut u64) -> bool {
    false
}

unsafe extern "C" fn cb_queue(_rec: *const UpcallRecord, _raw: *const u64, _out: *mut u64) {}

static CB_HOOKS: UpcallHooks = UpcallHooks {
    enter: cb_enter,
    invoke: cb_invoke,
    result: cb_result,
    queue: cb_queue,
};

#[test]
fn callbacks_take_packed_entries_each_with_its_own_record_until_the_pool_runs_out() {
    let layout = TestEngine::new(Flavor::QuickJs).layout();
    let one =
        CallbackSignature::from_descriptor(r#"{"parameters": ["i32"], "result": "i32"}"#).unwrap();
    let two =
        CallbackSignature::from_descriptor(r#"{"parameters": ["i32", "i16"], "result": "i32"}"#)
            .unwrap();
    let mut spec = PackSpec::new("cbs", TRIPLE, layout).unwrap();
    spec.callbacks(one.clone(), 2).unwrap();
    spec.callbacks(one.clone(), 1).unwrap();
    spec.callbacks(two.clone(), 2).unwrap();
    // Bad pools are refused up front.
    assert!(spec.callbacks(one.clone(), 0).is_err());
    let with_struct = CallbackSignature::from_descriptor(
        r#"{"parameters": [{"struct": ["i32", "i32"]}], "result": "void"}"#,
    )
    .unwrap();
    assert!(spec.callbacks(with_struct, 1).is_err());
    assert!(spec
        .callbacks(one.clone(), hostcall_jit::pack::MAX_POOL_ENTRIES)
        .is_err());
    let built = spec.build().unwrap();
    assert_eq!(built.shapes, 2);
    for needle in [
        "pub static hostcall_pack_cbs_c0_records: [::std::sync::atomic::AtomicUsize; 3]",
        "callbacks: &super::cbs_callbacks::POOLS",
        r#"descriptor: "{\"parameters\": [\"i32\", \"i16\"], \"result\": \"i32\"}""#,
    ] {
        assert!(built.rust.contains(needle), "{needle}\n{}", built.rust);
    }

    // Linked and loaded as a program would link it (the tables defined in C here).
    let tables = format!(
        "#include <stdint.h>\nuintptr_t hostcall_pack_cbs_imports[{}];\n\
         uintptr_t hostcall_pack_cbs_c0_records[3];\nuintptr_t hostcall_pack_cbs_c1_records[2];\n",
        hostcall_core::imports::IMPORT_COUNT
    );
    let lib = link_and_load("cbs", &built.object, &tables);
    let sym = |s: &str| {
        let c = CString::new(s).unwrap();
        // SAFETY: `lib` is open for the rest of the process.
        let p = unsafe { libc::dlsym(lib, c.as_ptr()) };
        assert!(!p.is_null(), "{s}");
        p
    };
    let entries = |j: usize, n: usize| -> &'static [unsafe extern "C" fn()] {
        let v: Vec<unsafe extern "C" fn()> = (0..n)
            .map(|k| {
                // SAFETY: the address of an entry in the loaded library.
                unsafe {
                    std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(sym(&format!(
                        "hostcall_pack_cbs_c{j}_e{k}"
                    )))
                }
            })
            .collect();
        Box::leak(v.into_boxed_slice())
    };
    let records = |j: usize, n: usize| -> &'static [AtomicUsize] {
        // SAFETY: an array of `n` words in the library, which lives as long as the process
        // (`AtomicUsize` has `usize`'s layout).
        unsafe {
            std::slice::from_raw_parts(
                sym(&format!("hostcall_pack_cbs_c{j}_records")).cast::<AtomicUsize>(),
                n,
            )
        }
    };
    let pools: &'static [PackedCallbacks] = Box::leak(Box::new([
        PackedCallbacks {
            descriptor: r#"{"parameters": ["i32"], "result": "i32"}"#,
            body_size: 0,
            entries: entries(0, 3),
            records: records(0, 3),
        },
        PackedCallbacks {
            descriptor: r#"{"parameters": ["i32", "i16"], "result": "i32"}"#,
            body_size: 0,
            entries: entries(1, 2),
            records: records(1, 2),
        },
    ]));
    // SAFETY: the symbol is an array of IMPORT_COUNT words, `ImportTable`'s layout.
    let table: &'static ImportTable =
        unsafe { &*sym("hostcall_pack_cbs_imports").cast::<ImportTable>() };
    let pack: &'static ThunkPack = Box::leak(Box::new(ThunkPack {
        format: PACK_FORMAT,
        name: "cbs",
        target: TRIPLE,
        layout_name: layout.name,
        layout_fingerprint: layout_fingerprint(layout),
        imports: table,
        native: None,
        thunks: &[],
        callbacks: pools,
    }));
    // SAFETY: the description of the library's code, as the builder's generated Rust
    // gives it.
    let report = unsafe { register(pack, layout, None) }.unwrap();
    assert_eq!(report.callback_shapes, 2);
    // Registering again adds no second pool over the same records.
    // SAFETY: as above.
    let again = unsafe { register(pack, layout, None) }.unwrap();
    assert!(again.already_registered);

    let record = |id: i32| -> &'static UpcallRecord {
        Box::leak(Box::new(UpcallRecord {
            hooks: &CB_HOOKS,
            cx: std::ptr::null_mut(),
            data: Box::leak(Box::new(Mock { id, layout })) as *const Mock as *const c_void,
            inline_results: true,
        }))
    };
    let before = Callback::stats();
    let mut made = Vec::new();
    for id in 1..=4 {
        // SAFETY: the record's hooks follow the upcall contract for this layout.
        let cb = unsafe { Callback::new(&one, layout, record(id), Backend::Jit) }.unwrap();
        made.push((id, cb));
    }
    let after = Callback::stats();
    assert_eq!(after.packed_callbacks - before.packed_callbacks, 3);
    for (i, (id, cb)) in made.iter().enumerate() {
        if i < 3 {
            assert_eq!(cb.code(), pools[0].entries[i] as *const c_void, "entry {i}");
        } else {
            // The pool ran out: this build has no JIT, so a libffi closure serves.
            assert_eq!(cb.backend(), Backend::Generic);
        }
        // SAFETY: the callback's C signature is `int32_t (int32_t)`.
        let f: extern "C" fn(i32) -> i32 = unsafe { std::mem::transmute(cb.code()) };
        assert_eq!(f(7), 7000 + id, "callback {id}");
    }
    // The second shape: a narrow parameter boxed by the packed body.
    // SAFETY: as above.
    let cb = unsafe { Callback::new(&two, layout, record(9), Backend::Jit) }.unwrap();
    assert_eq!(cb.code(), pools[1].entries[0] as *const c_void);
    // SAFETY: the callback's C signature is `int32_t (int32_t, int16_t)`.
    let f: extern "C" fn(i32, i16) -> i32 = unsafe { std::mem::transmute(cb.code()) };
    assert_eq!(f(3, -2), 3000 - 200 + 9);
    // The generic backend asked for by name never takes a packed entry.
    // SAFETY: as above.
    let g = unsafe { Callback::new(&two, layout, record(5), Backend::Generic) }.unwrap();
    assert_eq!(g.backend(), Backend::Generic);
}
