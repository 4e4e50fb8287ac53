// A closure parameter hostcall cannot pass from JavaScript is a compile-time error.
use hostcall_quickjs::Host;

fn install(ctx: &rquickjs::Ctx<'_>, host: &Host) {
    let _ = host.func(ctx, |path: std::path::PathBuf| path.is_absolute());
}

fn main() {}
