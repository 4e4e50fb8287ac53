// A closure outlives the call that defines it: it cannot borrow from its surroundings.
use hostcall_quickjs::Host;

fn install(ctx: &rquickjs::Ctx<'_>, host: &Host) {
    let base = 10;
    let r = &base;
    let _ = host.func(ctx, |a: i32| a + *r);
}

fn main() {}
