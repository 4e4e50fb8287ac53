// Granting every library to scripts is an `unsafe` act.
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};

fn main() {
    let _ = Engine::new(EngineOptions {
        ffi: FfiPermission::all(),
        ..EngineOptions::default()
    });
}
