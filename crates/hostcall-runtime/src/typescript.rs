//! TypeScript: types replaced by whitespace, so every line and column of the JavaScript
//! QuickJS runs is the original file's (error positions need no source map).
//!
//! The stripper is `swc_ts_fast_strip` in its strip-only mode, the one Node.js's amaro
//! wraps: it refuses TypeScript that has run-time meaning (`enum`, `namespace` with
//! values, parameter properties, legacy decorators metadata) with an error naming it, as
//! Node.js's `--experimental-strip-types` does. `.tsx` is refused by the loader.

use std::sync::{Arc, Mutex};

use swc_common::errors::{DiagnosticBuilder, Emitter, Handler};
use swc_common::sync::Lrc;
use swc_common::{SourceMap, GLOBALS};
use swc_ts_fast_strip::{Mode, Options};

/// A TypeScript file that could not be stripped: the stripper's first diagnostic, with its
/// position in the original file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}\n    at {file}:{line}:{column}")]
pub struct StripError {
    /// What is wrong (the stripper's words).
    pub message: String,
    /// The file (as given to [`strip_types`]).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// One diagnostic: its message and byte position.
type Diagnostic = (String, Option<swc_common::BytePos>);

/// The diagnostics the stripper emits.
#[derive(Clone, Default)]
struct Collected(Arc<Mutex<Vec<Diagnostic>>>);

impl Emitter for Collected {
    fn emit(&mut self, db: &mut DiagnosticBuilder<'_>) {
        let pos = db.span.primary_span().map(|s| s.lo);
        let mut all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        all.push((db.message(), pos));
    }
}

/// The deepest bracket nesting swc is given: its expression parser recurses on the stack
/// with no stack growth, so deeper sources are not parsed (see [`with_parser_stack`]).
pub(crate) const MAX_NESTING: usize = 1000;

/// An upper bound of `source`'s nesting: `(`, `[`, `{` open, their closers close, wherever
/// they are (in strings and comments too, which can only make it larger).
pub(crate) fn nesting_bound(source: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for b in source.bytes() {
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Runs `f` (a parse by swc) on a thread of its own with a 64 MiB stack, for a source
/// nested at most [`MAX_NESTING`] deep: swc's parser and visitors recurse once or more per
/// level, and the calling thread's stack (2 MiB for a test thread) is not enough for a
/// deep but legal file. `None` if `source` is nested deeper, or if `f` panicked.
pub(crate) fn with_parser_stack<T: Send>(source: &str, f: impl FnOnce() -> T + Send) -> Option<T> {
    if nesting_bound(source) > MAX_NESTING {
        return None;
    }
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("hostcall-swc".into())
            .stack_size(64 << 20)
            .spawn_scoped(s, f)
            .ok()?
            .join()
            .ok()
    })
}

/// `source` (TypeScript) with its types replaced by whitespace; `file` names it in errors.
/// A source nested deeper than [`MAX_NESTING`] brackets is refused.
pub fn strip_types(source: &str, file: &str) -> Result<String, StripError> {
    with_parser_stack(source, || strip_on_this_thread(source, file)).unwrap_or_else(|| {
        Err(StripError {
            message: format!(
                "nested deeper than {MAX_NESTING} brackets, or the stripper failed: hostcall does not strip it"
            ),
            file: file.to_string(),
            line: 1,
            column: 1,
        })
    })
}

fn strip_on_this_thread(source: &str, file: &str) -> Result<String, StripError> {
    let cm: Lrc<SourceMap> = Default::default();
    let collected = Collected::default();
    let handler = Handler::with_emitter(true, false, Box::new(collected.clone()));
    let options = Options {
        module: Some(true),
        filename: Some(file.to_string()),
        mode: Mode::StripOnly,
        ..Default::default()
    };
    let result = GLOBALS.set(&Default::default(), || {
        swc_ts_fast_strip::operate(&cm, &handler, source.to_string(), options)
    });
    match result {
        Ok(out) => Ok(out.code),
        Err(e) => {
            let first = collected
                .0
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .first()
                .cloned();
            let (message, pos) = match first {
                Some((m, pos)) => (m, pos),
                None => (e.message, None),
            };
            let (line, column) = match pos {
                Some(p) => {
                    let loc = cm.lookup_char_pos(p);
                    (loc.line, loc.col_display + 1)
                }
                None => (1, 1),
            };
            Err(StripError {
                message,
                file: file.to_string(),
                line,
                column,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_become_whitespace() {
        let src = "let x: number = 1;\nfunction f(a: string): void {}\n";
        let out = strip_types(src, "a.ts").unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(out.lines().count(), src.lines().count());
        assert_eq!(out.find("= 1;"), src.find("= 1;"), "{out}");
        assert!(!out.contains("number") && !out.contains("string"), "{out}");
    }

    #[test]
    fn enum_is_refused_with_its_position() {
        let e = strip_types("\n\n  enum E { A }\n", "e.ts").unwrap_err();
        assert_eq!((e.line, e.column), (3, 3), "{e}");
    }

    #[test]
    fn syntax_error_position() {
        let e = strip_types("let a = 1;\nlet b: = 2;\n", "s.ts").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
    }
}
