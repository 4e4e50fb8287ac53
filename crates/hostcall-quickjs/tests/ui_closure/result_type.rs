// A closure result hostcall cannot return to JavaScript is a compile-time error.
use hostcall_quickjs::Host;

fn install(ctx: &rquickjs::Ctx<'_>, host: &Host) {
    let _ = host.func(ctx, |a: i32| std::path::PathBuf::from(a.to_string()));
}

fn main() {}
