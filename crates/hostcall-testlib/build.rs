//! Builds the two small C libraries of the unloading tests (issue 19) into `OUT_DIR`:
//! `libhostcall_hooks.so` (a registry that outlives the libraries calling it) and
//! `libhostcall_dtor.so` (constructor and destructor that call back, a detached thread that
//! calls back later; it links the first, found through an absolute run path). Their paths
//! reach the crate as `HOSTCALL_HOOKS_LIB` and `HOSTCALL_DTOR_LIB` ([`HOOKS_LIB`],
//! [`DTOR_LIB`] in lib.rs). C, not Rust: a Rust cdylib's thread-locals with destructors pin it
//! in memory (glibc does not unload an object with live TLS destructors), which would hide
//! the unloads these tests are about.
use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let compiler = cc::Build::new().opt_level(1).get_compiler();
    let build = |src: &str, name: &str, extra: &[String]| -> PathBuf {
        println!("cargo:rerun-if-changed={src}");
        let so = out.join(name);
        let mut cmd = compiler.to_command();
        cmd.args(["-shared", "-fPIC", "-pthread", "-o"])
            .arg(&so)
            .arg(src)
            .args(extra);
        let status = cmd
            .status()
            .unwrap_or_else(|e| panic!("cannot run the C compiler for {src}: {e}"));
        assert!(status.success(), "compiling {src} failed: {status}");
        so
    };
    let hooks = build("c/hooks.c", "libhostcall_hooks.so", &[]);
    let dtor = build(
        "c/dtor.c",
        "libhostcall_dtor.so",
        &[
            format!("-L{}", out.display()),
            "-lhostcall_hooks".into(),
            format!("-Wl,-rpath,{}", out.display()),
        ],
    );
    println!("cargo:rustc-env=HOSTCALL_HOOKS_LIB={}", hooks.display());
    println!("cargo:rustc-env=HOSTCALL_DTOR_LIB={}", dtor.display());
}
