//! The `js_dlopen` target `dlopen`s the test library built in the same (instrumented) build.
//! cargo-fuzz instruments every crate, the library included, and the instrumentation refers
//! to `__sancov_lowest_stack`, which libFuzzer defines inside the fuzz binary: export the
//! binary's symbols so the loader can resolve it (hostcall loads with `RTLD_NOW`, so an
//! unresolved symbol fails the load).
fn main() {
    println!("cargo:rustc-link-arg-bins=-rdynamic");
}
