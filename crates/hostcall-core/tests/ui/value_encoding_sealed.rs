// Generated code runs what an encoding's emitter emits, and the generic backend trusts what
// its interpreter reads: `ValueEncoding` is sealed, only hostcall-core's encodings have it.
use hostcall_core::encoding::ValueEncoding;

struct Mine;

impl ValueEncoding for Mine {}

fn main() {}
