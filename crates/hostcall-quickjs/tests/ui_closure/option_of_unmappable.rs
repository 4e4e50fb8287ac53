// `Option<T>` maps only when `T` does.
use hostcall_quickjs::Func;

fn install(ctx: &rquickjs::Ctx<'_>) {
    let _ = ctx.globals().set("f", Func::from(|p: Option<std::path::PathBuf>| p.is_some()));
}

fn main() {}
