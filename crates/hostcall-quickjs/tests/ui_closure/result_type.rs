// A closure result hostcall cannot return to JavaScript is a compile-time error.
use hostcall_quickjs::Host;

fn install(ctx: &rquickjs::Ctx<'_>, host: &Host) {
    let _ = host.func(ctx, |a: i32| vec![a]);
}

fn main() {}
