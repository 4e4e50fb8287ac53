//! The oracle of the `js_runtime` fuzz target (and its replay test): a script of
//! `hostcall_testkit::fuzz::js_values_program` runs as a module on the runtime, and what it
//! left in its globals and how it ended must show that no value's script ran in
//! `console.log`, `Deno.inspect`, `structuredClone` or the uncaught-error printer, and that
//! nothing they produced shows a heap address or a private field.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use hostcall_quickjs::EngineOptions;
use rquickjs::{Ctx, FromJs, Value};

use crate::{report, run_with_engine, RunOptions};

/// The private fields' value in the generated scripts.
const PRIVATE_MARKER: &str = "PRIVATE_MARKER";

/// What the script left in its globals once the loop had ended.
#[derive(Debug, Default)]
struct Left {
    /// How many times a value's script ran, in all.
    ran: f64,
    /// How many of those were custom inspect methods (which `console.log` and
    /// `Deno.inspect` may call, as Deno's do).
    inspect: f64,
    /// `ran` when the script reached its end (before its uncaught throw or rejection).
    ran_before: Option<f64>,
    /// The last value script that ran.
    what: Option<String>,
    /// Checks that passed.
    ok: f64,
    /// The first check that failed.
    bad: Option<String>,
    /// `"throw"` or `"reject"` when the script ends with an uncaught error.
    uncaught: Option<String>,
}

/// A global of the script, `None` when it is missing or of another type. Reading a data
/// property runs no script; the prelude defines these as data.
fn global<'js, T: FromJs<'js>>(ctx: &Ctx<'js>, name: &str) -> Option<T> {
    let v: Value<'js> = ctx.globals().get(name).ok()?;
    if v.is_undefined() || v.is_null() {
        return None;
    }
    T::from_js(ctx, v).ok()
}

fn left_by(ctx: &Ctx<'_>) -> Left {
    Left {
        ran: global(ctx, "__ran").unwrap_or(0.0),
        inspect: global(ctx, "__inspect").unwrap_or(0.0),
        ran_before: global(ctx, "__ranBefore"),
        what: global(ctx, "__what"),
        ok: global(ctx, "__ok").unwrap_or(0.0),
        bad: global(ctx, "__bad"),
        uncaught: global(ctx, "__uncaught"),
    }
}

/// Where `text` shows a heap address: `0x` then six or more hex digits.
fn heap_address(text: &str) -> Option<&str> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(1)).find_map(|i| {
        if bytes[i] != b'0' || !matches!(bytes[i + 1], b'x' | b'X') {
            return None;
        }
        let digits = bytes[i + 2..]
            .iter()
            .take_while(|b| b.is_ascii_hexdigit())
            .count();
        (digits >= 6).then(|| &text[i..i + 2 + digits])
    })
}

/// A fresh directory for one script.
fn fresh_dir() -> Result<PathBuf, String> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "hostcall-values-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Runs `src` (a module) with the runtime's defaults on the generic backend and checks how
/// it ended. `Err` says what broke: a check the script failed (`__bad`); a value's script
/// that ran outside the checked calls, or in the uncaught-error printer (`__ran` grew after
/// the script's end, `__ranBefore`); an uncaught error the script did not leave, or one it
/// left that was not reported; a reported error whose message or stack, or the report the
/// `hostcall` command prints of it ([`report::uncaught`]), shows a heap address or the
/// private marker; a script in which no check passed (`__ok` is 0). An
/// exception the script catches itself is never a failure.
pub fn check_values_program(src: &str) -> Result<(), String> {
    let dir = fresh_dir()?;
    let path = dir.join("main.js");
    let written = std::fs::write(&path, src);
    let mut left = Left::default();
    let result = written
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
        .and_then(|()| {
            let opts = RunOptions {
                engine: EngineOptions {
                    backend: hostcall::Backend::Generic,
                    ..EngineOptions::default()
                },
                ..RunOptions::default()
            };
            run_with_engine(
                &path,
                opts,
                |_| Ok(()),
                |engine| left = engine.with(|ctx| left_by(&ctx)),
            )
            .map_err(|e| format!("the runtime failed: {e}"))
        });
    // What the `hostcall` command prints (it reads the source line from the file).
    let printed = result
        .as_ref()
        .ok()
        .and_then(|f| f.error.as_ref())
        .map(report::uncaught);
    let _ = std::fs::remove_dir_all(&dir);
    let finished = result?;
    let what = left.what.as_deref().unwrap_or("?");
    if let Some(bad) = &left.bad {
        return Err(bad.clone());
    }
    if left.ok == 0.0 {
        let error = finished.error.as_ref().map(|e| e.message.as_str());
        return Err(format!("no check passed (uncaught: {error:?})"));
    }
    let Some(before) = left.ran_before else {
        let error = finished.error.as_ref().map(|e| e.message.as_str());
        return Err(format!(
            "the script did not reach its end (uncaught: {error:?})"
        ));
    };
    // Custom inspect methods are the one script console.log and Deno.inspect may run.
    if before > left.inspect {
        return Err(format!(
            "a value's script ran {} time(s) outside the checked calls, the last: {what}",
            before - left.inspect
        ));
    }
    if left.ran != before {
        return Err(format!(
            "the uncaught-error printer ran a value's script {} time(s), the last: {what}",
            left.ran - before
        ));
    }
    match (&left.uncaught, &finished.error) {
        (None, None) => Ok(()),
        (None, Some(e)) => Err(format!(
            "an uncaught error the script did not leave: {}",
            e.message
        )),
        (Some(kind), None) => Err(format!("the script's uncaught {kind} was not reported")),
        (Some(_), Some(e)) => {
            let shown = [
                Some(e.message.as_str()),
                e.stack.as_deref(),
                printed.as_deref(),
            ];
            for text in shown.into_iter().flatten() {
                if let Some(address) = heap_address(text) {
                    return Err(format!(
                        "the uncaught error shows a heap address ({address}): {text}"
                    ));
                }
                if text.contains(PRIVATE_MARKER) {
                    return Err(format!("the uncaught error shows a private field: {text}"));
                }
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::heap_address;

    #[test]
    fn heap_addresses_are_found_by_their_digits() {
        assert_eq!(
            heap_address("Proxy(0x7f3a2b1c9d00)"),
            Some("0x7f3a2b1c9d00")
        );
        assert_eq!(heap_address("Symbol(0XABCDEF)"), Some("0XABCDEF"));
        assert_eq!(heap_address("0x12345 and 0x"), None);
        assert_eq!(heap_address("é0x123456é"), Some("0x123456"));
        assert_eq!(heap_address(""), None);
    }
}
