//! The JIT maps no executable memory until it compiles: setting up the compiler (which
//! asking whether the JIT can run does, as every dispatcher does at creation) leaves the code
//! arena alone; the first compile maps it. One test in its own process, so no other test's
//! compile can map it first.

use hostcall_core::{ParamKind, ResultKind, Signature};

/// The process's executable mappings that are not a file's: the JIT's arena (a memfd named
/// `hostcall-jit-code`) and anonymous code pages (the `JITModule` fallback's).
fn code_mappings() -> Vec<String> {
    let maps = std::fs::read_to_string("/proc/self/maps").expect("/proc/self/maps");
    maps.lines()
        .filter(|l| {
            let mut f = l.split_whitespace();
            let perms = f.nth(1).unwrap_or("");
            let path = f.nth(3).unwrap_or("");
            perms.contains('x')
                && (path.is_empty()
                    || path.contains("hostcall-jit-code")
                    || path.starts_with("[anon"))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn no_executable_mapping_before_the_first_compile() {
    if !cfg!(target_os = "linux") {
        return;
    }
    // Sets the compiler up (a dispatcher asks this when it is made).
    let supported = hostcall_jit::host_supported();
    if !hostcall_testkit::gate::jit_gate(
        supported,
        std::env::var("HOSTCALL_REQUIRE_JIT").ok().as_deref(),
    ) {
        return;
    }
    let before = code_mappings();
    assert!(
        before.iter().all(|l| !l.contains("hostcall-jit-code")),
        "the code arena is mapped before any compile: {before:#?}"
    );
    let layout = hostcall_testkit::engine::test_layout(hostcall_testkit::Flavor::QuickJs);
    let sig = Signature::new(vec![ParamKind::I32], ResultKind::I32).unwrap();
    let thunk = hostcall_jit::compile(&sig, layout).expect("the JIT compiles (i32) -> i32");
    assert!(thunk.code_size > 0);
    let after = code_mappings();
    assert!(
        after.len() > before.len(),
        "the first compile mapped no code memory: before {before:#?}, after {after:#?}"
    );
    if hostcall_jit::code_memory().unwrap() == hostcall_jit::CodeMemory::Arena {
        assert!(
            after.iter().any(|l| l.contains("hostcall-jit-code")),
            "{after:#?}"
        );
    }
}
