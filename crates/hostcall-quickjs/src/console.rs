//! A minimal `console`: `log`, `info` and `debug` print to stdout, `warn` and `error` to
//! stderr, arguments separated by spaces (strings as they are, other values as `String(v)`
//! would show them, objects as JSON where possible).

use rquickjs::function::Rest;
use rquickjs::{Ctx, Function, Object, Value};

use crate::engine::EngineError;

fn show<'js>(ctx: &Ctx<'js>, v: &Value<'js>) -> String {
    if let Some(s) = v.as_string() {
        return s.to_string().unwrap_or_default();
    }
    if v.is_object() && !v.is_function() && !v.is_error() {
        if let Ok(Some(json)) = ctx.json_stringify(v.clone()) {
            if let Ok(s) = json.to_string() {
                return s;
            }
        }
    }
    v.clone()
        .get::<rquickjs::Coerced<String>>()
        .map(|c| c.0)
        .unwrap_or_else(|_| format!("{v:?}"))
}

fn line<'js>(ctx: &Ctx<'js>, args: &Rest<Value<'js>>) -> String {
    args.0
        .iter()
        .map(|v| show(ctx, v))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Defines the global `console`.
pub(crate) fn install<'js>(ctx: &Ctx<'js>) -> Result<(), EngineError> {
    let console = Object::new(ctx.clone())?;
    for name in ["log", "info", "debug"] {
        console.set(
            name,
            Function::new(ctx.clone(), |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
                println!("{}", line(&ctx, &args));
            })?,
        )?;
    }
    for name in ["warn", "error"] {
        console.set(
            name,
            Function::new(ctx.clone(), |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
                eprintln!("{}", line(&ctx, &args));
            })?,
        )?;
    }
    ctx.globals().set("console", console)?;
    Ok(())
}
