// The permission cannot be changed in place around the constructors.
use hostcall_quickjs::FfiPermission;

fn main() {
    let mut p = FfiPermission::denied();
    p.grant = Default::default();
}
