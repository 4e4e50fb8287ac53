// Closures may be re-entered (JavaScript they call may call them again): `FnMut` is refused;
// captured state that changes goes in a `Cell` or `RefCell`, or the closure in rquickjs's
// `MutFn` (a re-entered call is then rquickjs's borrow error).
use hostcall_quickjs::Host;

fn install(ctx: &rquickjs::Ctx<'_>, host: &Host) {
    let mut count = 0;
    let _ = host.func(ctx, move |a: i32| {
        count += a;
        count
    });
}

fn main() {}
