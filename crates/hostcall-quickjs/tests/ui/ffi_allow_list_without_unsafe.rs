// An allow-list is a grant too.
use hostcall_quickjs::FfiPermission;

fn main() {
    let _ = FfiPermission::allow_list(["libc.so.6"]);
}
