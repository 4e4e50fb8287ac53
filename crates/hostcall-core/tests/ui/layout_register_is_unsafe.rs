// Generated code trusts a registered layout's hooks and encoding: registering one is an
// `unsafe` promise.
use hostcall_core::{Hooks, ValueLayout};

fn main() {
    let _layout = ValueLayout::quickjs_ng_64(Hooks::default()).register();
}
