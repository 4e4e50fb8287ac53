//! The global `console`, as Deno 2.9 has it: `log`, `info`, `debug`, `dir`, `dirxml` print
//! to stdout, `warn`, `error`, `assert`'s failure, `trace` and the timers' and counters'
//! warnings to stderr, one call a line (or several, for a value that breaks over lines),
//! formatted by [`crate::runtime::inspect`] (Deno's `inspect`: `Map(1) { "a" => 1 }`,
//! `[Circular *1]`, errors with their stack and `[cause]`), with `printf`-style
//! `%s %d %i %f %o %O %j %c %%` in a first string argument.
//!
//! - `assert(cond, ...data)`: nothing when `cond` is truthy, else `Assertion failed` (with
//!   `: first` when the first datum is a string) to stderr.
//! - `count(label = "default")` prints `label: N`; `countReset(label)` restarts it (or
//!   warns `Count for 'label' does not exist`).
//! - `time(label)`, `timeLog(label, ...data)`, `timeEnd(label)`: `label: 1.234ms` (Deno's
//!   precision: 3 decimals under 1 ms, 2 under 10, 1 under 100, else whole ms); warnings
//!   `Timer 'label' already exists` / `does not exist`.
//! - `group(...label)` (`groupCollapsed` is the same function, as in Deno) prints the label
//!   and indents every later line of this console by two more spaces; `groupEnd()` takes
//!   one level back.
//! - `table(data, properties?)`: Deno's box-drawn table of an array, object, `Map` or `Set`
//!   (columns from the rows' own enumerable data properties; cells formatted one level
//!   deep); anything else is logged.
//! - `trace(...data)`: `Trace: data` and the caller's stack, to stderr.
//! - `clear()` resets the group indentation and prints Deno's `ESC[1;1H ESC[0J`;
//!   `profile`, `profileEnd`, `timeStamp` do nothing (as in Deno without an inspector).
//!
//! Labels are converted as Deno converts them (`String(label)`) for strings and other
//! primitives; an object label is not converted by its `toString` (no script runs): it is
//! formatted. Formatting runs no script except custom inspect methods (see the formatter's
//! docs).
//!
//! Output to a closed stdout or stderr (`hostcall run x.js | head -0`) is dropped: the script
//! continues and its exit status is unaffected.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

use rquickjs::function::{Opt, Rest};
use rquickjs::object::Property;
use rquickjs::{qjs, Ctx, Function, Object, Value};

use crate::binding::error::EngineError;
use crate::runtime::inspect::{quote, show, Fmt};

/// What one console keeps between calls: its counters, timers and group indentation.
#[derive(Default)]
struct State {
    counts: HashMap<String, u64>,
    timers: HashMap<String, Instant>,
    /// `group` levels open.
    indent: usize,
}

/// A number argument of `%d`, `%i` or `%f`.
fn number_of(v: &Value<'_>) -> Option<f64> {
    v.as_int().map(f64::from).or_else(|| v.as_float())
}

/// The line `console.log(...args)` prints (before group indentation).
pub(crate) fn line(ctx: &Ctx<'_>, args: &[Value<'_>]) -> String {
    let mut f = Fmt::new(ctx, true);
    let mut parts = Vec::new();
    let mut rest = args;
    if let (Some(first), true) = (args.first(), args.len() > 1) {
        if let Some(fmt) = first.as_string() {
            rest = &args[1..];
            let fmt = show(&mut f, &fmt.clone().into_value());
            let mut out = String::new();
            let mut chars = fmt.chars().peekable();
            while let Some(c) = chars.next() {
                if c != '%' {
                    out.push(c);
                    continue;
                }
                let Some(&spec) = chars.peek() else {
                    out.push('%');
                    break;
                };
                if spec == '%' {
                    chars.next();
                    out.push('%');
                    continue;
                }
                if !"sdifoOjc".contains(spec) {
                    out.push('%');
                    continue;
                }
                let Some((arg, tail)) = rest.split_first() else {
                    out.push('%');
                    continue;
                };
                chars.next();
                rest = tail;
                match spec {
                    's' | 'o' | 'O' | 'j' => out.push_str(&show(&mut f, arg)),
                    'd' | 'i' if arg.is_big_int() => out.push_str(&show(&mut f, arg)),
                    'd' | 'i' | 'f' => {
                        let n = number_of(arg).unwrap_or(f64::NAN);
                        let n = if spec == 'f' { n } else { n.trunc() };
                        let v = Value::new_number(ctx.clone(), n);
                        out.push_str(&show(&mut f, &v));
                    }
                    _ => {} // %c: CSS, ignored
                }
            }
            parts.push(out);
        }
    }
    parts.extend(rest.iter().map(|v| show(&mut f, v)));
    parts.join(" ")
}

/// A label as Deno's `String(label)` gives it for primitives (`"default"` when absent);
/// an object is formatted, not converted (no script runs).
fn label(ctx: &Ctx<'_>, v: Option<&Value<'_>>) -> String {
    match v {
        None => "default".into(),
        Some(v) if v.is_undefined() => "default".into(),
        Some(v) => show(&mut Fmt::new(ctx, false), v),
    }
}

/// Deno's timer precision.
fn duration_text(ms: f64) -> String {
    if ms < 1.0 {
        format!("{ms:.3}")
    } else if ms < 10.0 {
        format!("{ms:.2}")
    } else if ms < 100.0 {
        format!("{ms:.1}")
    } else {
        format!("{}", ms.round() as i64)
    }
}

/// Where a line goes.
#[derive(Clone, Copy)]
enum Stream {
    Out,
    Err,
}

/// Writes `text` and a line break, every line indented by the open groups; a closed or
/// failing stream drops it (no panic, no error for the script).
fn emit(state: &RefCell<State>, to: Stream, text: &str) {
    let indent = "  ".repeat(state.borrow().indent);
    let text = if indent.is_empty() {
        text.to_string()
    } else {
        format!("{indent}{}", text.replace('\n', &format!("\n{indent}")))
    };
    let write = |mut w: Box<dyn std::io::Write>| {
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    };
    match to {
        Stream::Out => write(Box::new(std::io::stdout().lock())),
        Stream::Err => write(Box::new(std::io::stderr().lock())),
    }
}

/// The caller's stack frames (QuickJS's, of an error made now), without the native frame
/// of the console method.
fn caller_stack(ctx: &Ctx<'_>) -> String {
    let f = Fmt::new(ctx, false);
    let cx = ctx.as_raw().as_ptr();
    // SAFETY: a new error of `ctx` (no script runs to make it); freed here.
    let stack = unsafe {
        let e = qjs::JS_NewError(cx);
        if e.tag as i32 == qjs::JS_TAG_EXCEPTION {
            qjs::JS_FreeValue(cx, qjs::JS_GetException(cx));
            return String::new();
        }
        let s = f.error_stack(e);
        qjs::JS_FreeValue(cx, e);
        s
    };
    stack
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim_start().starts_with("at trace (native)"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Deno's `console.table` rendering (`cliTable`): a box of `head` over the columns.
fn cli_table(head: &[String], columns: &[Vec<String>]) -> String {
    let width = |s: &str| s.chars().count();
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    let mut widths: Vec<usize> = head.iter().map(|h| width(h)).collect();
    let mut right = vec![true; head.len()];
    for (i, col) in columns.iter().enumerate().take(head.len()) {
        for cell in col {
            widths[i] = widths[i].max(width(cell));
            let t = cell.trim();
            right[i] &= t.is_empty()
                || t.parse::<f64>()
                    .is_ok_and(|n| n.is_finite() && n.fract() == 0.0);
        }
    }
    let render = |cells: &[String], align: bool| {
        let mut out = String::from("\u{2502} ");
        for (i, w) in widths.iter().enumerate() {
            let cell = cells.get(i).map_or("", String::as_str);
            let pad = " ".repeat(w.saturating_sub(width(cell)));
            if align && right[i] {
                out.push_str(&pad);
                out.push_str(cell);
            } else {
                out.push_str(cell);
                out.push_str(&pad);
            }
            out.push_str(if i + 1 == widths.len() {
                " \u{2502}"
            } else {
                " \u{2502} "
            });
        }
        out
    };
    let divider: Vec<String> = widths.iter().map(|w| "\u{2500}".repeat(w + 2)).collect();
    let mut out = format!(
        "\u{250c}{}\u{2510}\n{}\n\u{251c}{}\u{2524}\n",
        divider.join("\u{252c}"),
        render(head, false),
        divider.join("\u{253c}")
    );
    for r in 0..rows {
        let cells: Vec<String> = (0..head.len())
            .map(|c| {
                columns
                    .get(c)
                    .and_then(|col| col.get(r))
                    .cloned()
                    .unwrap_or_default()
            })
            .collect();
        out.push_str(&render(&cells, true));
        out.push('\n');
    }
    out.push_str(&format!("\u{2514}{}\u{2518}", divider.join("\u{2534}")));
    out
}

/// A row of `console.table`: its index text, its value, and a `Map` entry's value.
type Row<'js> = (String, Value<'js>, Option<Value<'js>>);

/// `console.table`'s text for an object `data` (see the module docs), or `None` when it is
/// logged instead.
fn table<'js>(
    ctx: &Ctx<'js>,
    data: &Value<'js>,
    properties: Option<&Value<'js>>,
) -> Option<String> {
    let obj = data.as_object().filter(|_| !data.is_function())?;
    let mut cell_fmt = Fmt::new(ctx, true);
    cell_fmt.depth = 1;
    cell_fmt.break_length = usize::MAX / 4;
    let mut cell = |v: &Value<'js>| -> String {
        if v.is_string() {
            return quote(&show(&mut cell_fmt, v));
        }
        show(&mut cell_fmt, v)
    };
    // The rows: index text and value (a Map's as key and value).
    let (index_key, rows, map): (&str, Vec<Row<'js>>, bool) =
        if let Some(m) = inspect_entries(ctx, data, true) {
            (
                "(iter idx)",
                m.into_iter()
                    .enumerate()
                    .map(|(i, (k, v))| (i.to_string(), k, Some(v)))
                    .collect(),
                true,
            )
        } else if let Some(s) = inspect_entries(ctx, data, false) {
            (
                "(iter idx)",
                s.into_iter()
                    .enumerate()
                    .map(|(i, (v, _))| (i.to_string(), v, None))
                    .collect(),
                false,
            )
        } else {
            let mut rows = Vec::new();
            for key in own_data_keys(obj) {
                let v = own_data(obj, &key).unwrap_or_else(|| Value::new_undefined(ctx.clone()));
                rows.push((key, v, None));
            }
            ("(idx)", rows, false)
        };
    let filter: Option<Vec<String>> = properties.and_then(|p| p.as_array()).map(|a| {
        a.iter::<Value>()
            .filter_map(Result::ok)
            .map(|v| label(ctx, Some(&v)))
            .collect()
    });
    let n = rows.len();
    let mut columns: Vec<(String, Vec<String>)> = Vec::new();
    if let Some(f) = &filter {
        for name in f {
            columns.push((name.clone(), vec![String::new(); n]));
        }
    }
    let mut values = vec![String::new(); n];
    let mut has_primitives = false;
    let column = |columns: &mut Vec<(String, Vec<String>)>, name: &str| -> usize {
        match columns.iter().position(|c| c.0 == name) {
            Some(i) => i,
            None => {
                columns.push((name.to_string(), vec![String::new(); n]));
                columns.len() - 1
            }
        }
    };
    for (r, (_, v, map_value)) in rows.iter().enumerate() {
        if let Some(mv) = map_value {
            let k = column(&mut columns, "Key");
            columns[k].1[r] = cell(v);
            let x = column(&mut columns, "Values");
            columns[x].1[r] = cell(mv);
            continue;
        }
        match v.as_object().filter(|_| !v.is_function()) {
            Some(o) => {
                for key in own_data_keys(o) {
                    if filter.as_ref().is_some_and(|f| !f.contains(&key)) {
                        continue;
                    }
                    if let Some(x) = own_data(o, &key) {
                        let c = column(&mut columns, &key);
                        columns[c].1[r] = cell(&x);
                    }
                }
            }
            None if filter.is_none() => {
                has_primitives = true;
                values[r] = cell(v);
            }
            None => {}
        }
    }
    // Deno's column order: index-like names first, ascending, then the others as found.
    let (mut idx, rest): (Vec<_>, Vec<_>) = columns
        .into_iter()
        .partition(|c| c.0.parse::<u32>().is_ok_and(|n| n.to_string() == c.0));
    idx.sort_by_key(|c| c.0.parse::<u32>().unwrap_or(0));
    idx.extend(rest);
    let mut head = vec![index_key.to_string()];
    let mut body = vec![rows.iter().map(|r| r.0.clone()).collect::<Vec<_>>()];
    for (name, col) in idx {
        head.push(name);
        body.push(col);
    }
    if !map && has_primitives && filter.is_none() {
        head.push("Values".into());
        body.push(values);
    }
    Some(cli_table(&head, &body))
}

/// A `Map`'s entries (`map`) or a `Set`'s values, read without running script.
fn inspect_entries<'js>(
    ctx: &Ctx<'js>,
    v: &Value<'js>,
    map: bool,
) -> Option<Vec<(Value<'js>, Value<'js>)>> {
    // SAFETY: `v` is a live value; the class checks read nothing else.
    let is = unsafe {
        if map {
            qjs::JS_IsMap(v.as_raw())
        } else {
            qjs::JS_IsSet(v.as_raw())
        }
    };
    if !is {
        return None;
    }
    Fmt::new(ctx, false).collection(v, map)
}

/// The own enumerable string keys of `o` (not a Proxy: none are listed for one).
fn own_data_keys(o: &Object<'_>) -> Vec<String> {
    // SAFETY: `o` is live; a Proxy is refused before any trap could run.
    if unsafe { qjs::JS_IsProxy(o.as_raw()) } {
        return Vec::new();
    }
    o.own_keys::<String>(rquickjs::object::Filter::new().string().enum_only())
        .filter_map(Result::ok)
        .collect()
}

/// The own data property `key` of `o` (an accessor is not run: `None`).
fn own_data<'js>(o: &Object<'js>, key: &str) -> Option<Value<'js>> {
    Fmt::new(o.ctx(), false).own_data(o, key)
}

/// Defines `console`'s methods on `console`, as own properties: [`crate::runtime::globals`]
/// calls it when `console` is first reached, and it runs no script.
pub(crate) fn install<'js>(ctx: &Ctx<'js>, console: &Object<'js>) -> Result<(), EngineError> {
    let state: Rc<RefCell<State>> = Rc::default();
    let define = |name: &str, f: Function<'js>| -> Result<(), EngineError> {
        let f = f.with_name(name)?;
        console.prop(
            name,
            Property::from(f).writable().enumerable().configurable(),
        )?;
        Ok(())
    };
    let printer = |to: Stream| {
        let s = state.clone();
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
            let text = line(&ctx, &args.0);
            emit(&s, to, &text);
        })
    };
    // Deno's order of the members.
    for name in ["log", "debug", "info"] {
        define(name, printer(Stream::Out)?)?;
    }
    let s = state.clone();
    define(
        "dir",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, v: Opt<Value<'js>>| {
            let v = v.0.unwrap_or_else(|| Value::new_undefined(ctx.clone()));
            let text = line(&ctx, std::slice::from_ref(&v));
            emit(&s, Stream::Out, &text);
        })?,
    )?;
    define("dirxml", printer(Stream::Out)?)?;
    define("warn", printer(Stream::Err)?)?;
    define("error", printer(Stream::Err)?)?;
    let s = state.clone();
    define(
        "assert",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
            let cond = args.0.first().is_some_and(|c| {
                // SAFETY: `c` is live; ToBoolean runs no script.
                unsafe { qjs::JS_ToBool(ctx.as_raw().as_ptr(), c.as_raw()) > 0 }
            });
            if cond {
                return;
            }
            let rest = args.0.get(1..).unwrap_or_default();
            let text = match rest.first() {
                None => "Assertion failed".to_string(),
                Some(first) if first.is_string() => {
                    let head = line(&ctx, std::slice::from_ref(first));
                    let mut all = vec![rquickjs::String::from_str(
                        ctx.clone(),
                        &format!("Assertion failed: {head}"),
                    )
                    .map(|s| s.into_value())
                    .unwrap_or_else(|_| Value::new_undefined(ctx.clone()))];
                    all.extend(rest[1..].iter().cloned());
                    line(&ctx, &all)
                }
                Some(_) => format!("Assertion failed: {}", line(&ctx, rest)),
            };
            emit(&s, Stream::Err, &text);
        })?,
    )?;
    let s = state.clone();
    define(
        "count",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, l: Opt<Value<'js>>| {
            let l = label(&ctx, l.0.as_ref());
            let n = {
                let mut st = s.borrow_mut();
                let n = st.counts.entry(l.clone()).or_insert(0);
                *n += 1;
                *n
            };
            emit(&s, Stream::Out, &format!("{l}: {n}"));
        })?,
    )?;
    let s = state.clone();
    define(
        "countReset",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, l: Opt<Value<'js>>| {
            let l = label(&ctx, l.0.as_ref());
            let found = s.borrow_mut().counts.get_mut(&l).map(|n| *n = 0).is_some();
            if !found {
                emit(&s, Stream::Err, &format!("Count for '{l}' does not exist"));
            }
        })?,
    )?;
    let s = state.clone();
    define(
        "table",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, data: Opt<Value<'js>>, props: Opt<Value<'js>>| {
                let data = data.0.unwrap_or_else(|| Value::new_undefined(ctx.clone()));
                let text = table(&ctx, &data, props.0.as_ref())
                    .unwrap_or_else(|| line(&ctx, std::slice::from_ref(&data)));
                emit(&s, Stream::Out, &text);
            },
        )?,
    )?;
    let s = state.clone();
    define(
        "time",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, l: Opt<Value<'js>>| {
            let l = label(&ctx, l.0.as_ref());
            let exists = s.borrow().timers.contains_key(&l);
            if exists {
                emit(&s, Stream::Err, &format!("Timer '{l}' already exists"));
            } else {
                s.borrow_mut().timers.insert(l, Instant::now());
            }
        })?,
    )?;
    let s = state.clone();
    define(
        "timeLog",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
            let l = label(&ctx, args.0.first());
            let start = s.borrow().timers.get(&l).copied();
            match start {
                None => emit(&s, Stream::Err, &format!("Timer '{l}' does not exist")),
                Some(t) => {
                    let ms = duration_text(t.elapsed().as_secs_f64() * 1000.0);
                    let rest = args.0.get(1..).unwrap_or_default();
                    let text = if rest.is_empty() {
                        format!("{l}: {ms}ms")
                    } else {
                        format!("{l}: {ms}ms {}", line(&ctx, rest))
                    };
                    emit(&s, Stream::Out, &text);
                }
            }
        })?,
    )?;
    let s = state.clone();
    define(
        "timeEnd",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, l: Opt<Value<'js>>| {
            let l = label(&ctx, l.0.as_ref());
            let start = s.borrow_mut().timers.remove(&l);
            match start {
                None => emit(&s, Stream::Err, &format!("Timer '{l}' does not exist")),
                Some(t) => {
                    let ms = duration_text(t.elapsed().as_secs_f64() * 1000.0);
                    emit(&s, Stream::Out, &format!("{l}: {ms}ms"));
                }
            }
        })?,
    )?;
    let s = state.clone();
    let group = Function::new(ctx.clone(), move |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
        if !args.0.is_empty() {
            let text = line(&ctx, &args.0);
            emit(&s, Stream::Out, &text);
        }
        s.borrow_mut().indent += 1;
    })?
    .with_name("group")?;
    define("group", group.clone())?;
    // Deno's `groupCollapsed` is `group` itself (`[Function: group]`).
    console.prop(
        "groupCollapsed",
        Property::from(group).writable().enumerable().configurable(),
    )?;
    let s = state.clone();
    define(
        "groupEnd",
        Function::new(ctx.clone(), move || {
            let mut st = s.borrow_mut();
            st.indent = st.indent.saturating_sub(1);
        })?,
    )?;
    let s = state.clone();
    define(
        "clear",
        Function::new(ctx.clone(), move || {
            s.borrow_mut().indent = 0;
            emit(&s, Stream::Out, "\u{1b}[1;1H\u{1b}[0J");
        })?,
    )?;
    let s = state.clone();
    define(
        "trace",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, args: Rest<Value<'js>>| {
            let message = line(&ctx, &args.0);
            let head = if message.is_empty() {
                "Trace".to_string()
            } else {
                format!("Trace: {message}")
            };
            let stack = caller_stack(&ctx);
            let text = if stack.is_empty() {
                head
            } else {
                format!("{head}\n{stack}")
            };
            emit(&s, Stream::Err, &text);
        })?,
    )?;
    for name in ["profile", "profileEnd", "timeStamp"] {
        define(name, Function::new(ctx.clone(), || {})?)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_have_denos_precision() {
        assert_eq!(duration_text(0.12345), "0.123");
        assert_eq!(duration_text(1.2345), "1.23");
        assert_eq!(duration_text(12.345), "12.3");
        assert_eq!(duration_text(123.45), "123");
    }

    #[test]
    fn tables_are_boxed() {
        let t = cli_table(
            &["(idx)".into(), "a".into()],
            &[vec!["0".into(), "1".into()], vec!["1".into(), "22".into()]],
        );
        assert_eq!(
            t,
            "┌───────┬────┐\n│ (idx) │ a  │\n├───────┼────┤\n│     0 │  1 │\n│     1 │ 22 │\n└───────┴────┘"
        );
    }
}
