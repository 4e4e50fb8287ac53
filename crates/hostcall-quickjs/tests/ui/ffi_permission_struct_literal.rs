// The permission cannot be built around the constructors.
use hostcall_quickjs::FfiPermission;

fn main() {
    let _ = FfiPermission { grant: Default::default() };
}
