//! A plain rquickjs program, and the same program with its host functions on hostcall.
//!
//! `before` is what an rquickjs application writes today; `after` is the same code with one
//! line changed, the import of `Func`:
//!
//! ```diff
//! -use rquickjs::function::Func;
//! +use hostcall_quickjs::Func;
//! ```
//!
//! hostcall attaches itself to the runtime the first time a `Func` is set (with the default
//! options: strict conversions, the JIT where it can run); call `Host::attach` first to
//! choose others. Both programs run the same script; `main` times a hot loop in each.
//!
//! Run: `cargo run --release -p hostcall-quickjs --example from_rquickjs`

use std::time::Instant;

const SCRIPT: &str = r#"
    const greeting = greet("hostcall");
    let s = 0;
    for (let i = 0; i < 1000000; i++) s = add(s, 1);
    tick(); tick();
    `${greeting}; sum ${s}; ticks ${tick()}; scaled ${scale(2)} and ${scale(undefined)}`
"#;

mod before {
    use std::cell::Cell;
    use std::rc::Rc;

    use rquickjs::function::Func;
    use rquickjs::{Context, Runtime};

    pub fn run(script: &str) -> rquickjs::Result<String> {
        let runtime = Runtime::new()?;
        let context = Context::full(&runtime)?;
        context.with(|ctx| {
            let g = ctx.globals();
            let ticks = Rc::new(Cell::new(0u32));
            let factor = 2.5;
            g.set("add", Func::from(|a: i32, b: i32| a + b))?;
            g.set("greet", Func::from(|name: String| format!("hello, {name}")))?;
            g.set(
                "tick",
                Func::from(move || {
                    ticks.set(ticks.get() + 1);
                    ticks.get()
                }),
            )?;
            g.set(
                "scale",
                Func::from(move |x: Option<f64>| x.unwrap_or(1.0) * factor),
            )?;
            ctx.eval(script)
        })
    }
}

mod after {
    use std::cell::Cell;
    use std::rc::Rc;

    use hostcall_quickjs::Func;
    use rquickjs::{Context, Runtime};

    pub fn run(script: &str) -> rquickjs::Result<String> {
        let runtime = Runtime::new()?;
        let context = Context::full(&runtime)?;
        context.with(|ctx| {
            let g = ctx.globals();
            let ticks = Rc::new(Cell::new(0u32));
            let factor = 2.5;
            g.set("add", Func::from(|a: i32, b: i32| a + b))?;
            g.set("greet", Func::from(|name: String| format!("hello, {name}")))?;
            g.set(
                "tick",
                Func::from(move || {
                    ticks.set(ticks.get() + 1);
                    ticks.get()
                }),
            )?;
            g.set(
                "scale",
                Func::from(move |x: Option<f64>| x.unwrap_or(1.0) * factor),
            )?;
            ctx.eval(script)
        })
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for (name, run) in [
        (
            "rquickjs Func",
            before::run as fn(&str) -> rquickjs::Result<String>,
        ),
        ("hostcall Func", after::run),
    ] {
        let t = Instant::now();
        let out = run(SCRIPT)?;
        println!(
            "{name:<14} {:>7.1} ms  {out}",
            t.elapsed().as_secs_f64() * 1e3
        );
    }
    Ok(())
}
