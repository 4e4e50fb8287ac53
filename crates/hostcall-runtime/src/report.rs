//! An uncaught error as Deno prints it ([`uncaught`]):
//!
//! ```text
//! Uncaught TypeError: obj.a.missing is not a function
//!   obj.a.missing(1, 2);
//!         ^
//!     at f (file:///tmp/x.js:3:9)
//!     at file:///tmp/x.js:5:1
//! ```
//!
//! - The source line of the first frame in a file, with a caret under its column (the
//!   file is read again here; a line over [`MAX_SOURCE_LINE`] characters, or a column past
//!   its end, is left out, as Deno leaves it out).
//! - The stack without the runtime's own frames (`hostcall:runtime.js`), as Deno leaves out
//!   its `ext:` frames; top-level code's frames as Deno prints them (`at file:///x.js:5:1`,
//!   where QuickJS says `at <anonymous> (file:///x.js:5:1)`).
//! - QuickJS's `TypeError: not a function` / `not a constructor`, which name nothing, name
//!   the callee as V8 does (`obj.a.missing is not a function`), read from that source line:
//!   the member chain that ends at the call's `(` after the reported column. Only the
//!   printed report changes: a script's `err.message` is QuickJS's.

use hostcall_quickjs::ScriptError;

/// Source lines longer than this are not printed.
pub const MAX_SOURCE_LINE: usize = 300;

/// The report of an uncaught error, without the `error: ` the command puts before it.
pub fn uncaught(e: &ScriptError) -> String {
    let head = if e.message.starts_with("Top-level await") {
        e.message.clone()
    } else {
        format!("Uncaught {}", e.message)
    };
    let frames: Vec<&str> = e
        .stack
        .as_deref()
        .unwrap_or("")
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty() && !is_internal(l))
        .collect();
    let located = frames.iter().find_map(|f| frame_location(f));
    let source = located.and_then(|(url, line, col)| source_line(&url, line).map(|s| (s, col)));
    let mut out = match &source {
        Some((text, col)) => name_the_callee(&head, text, *col),
        None => head,
    };
    if let Some((text, col)) = &source {
        if let Some(caret) = caret_line(text, *col) {
            out.push('\n');
            out.push_str(text);
            out.push('\n');
            out.push_str(&caret);
        }
    }
    for f in frames {
        out.push('\n');
        out.push_str(&deno_frame(f));
    }
    out
}

/// A frame as Deno prints it: top-level code (`at <anonymous> (file:///x.js:1:1)` in
/// QuickJS) as `at file:///x.js:1:1`.
fn deno_frame(frame: &str) -> String {
    match frame.split_once("at <anonymous> (") {
        Some((indent, rest)) if indent.trim().is_empty() && rest.ends_with(')') => {
            format!("{indent}at {}", &rest[..rest.len() - 1])
        }
        _ => frame.to_string(),
    }
}

/// A frame of the runtime's own JavaScript layer.
fn is_internal(frame: &str) -> bool {
    frame.contains("(hostcall:") || frame.trim_start().starts_with("at hostcall:")
}

/// `(url, line, column)` of a frame `at f (file:///x.js:3:9)` or `at file:///x.js:3:9`.
fn frame_location(frame: &str) -> Option<(String, usize, usize)> {
    let at = frame.find("file://")?;
    let rest = &frame[at..];
    let rest = rest.strip_suffix(')').unwrap_or(rest);
    let mut parts = rest.rsplitn(3, ':');
    let col = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    Some((parts.next()?.to_string(), line, col))
}

/// Line `line` (from 1) of the file at `url`, when it can be read and is short enough.
fn source_line(url: &str, line: usize) -> Option<String> {
    let path = url::Url::parse(url).ok()?.to_file_path().ok()?;
    let bytes = std::fs::read(path).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    let l = text.lines().nth(line.checked_sub(1)?)?;
    (l.chars().count() <= MAX_SOURCE_LINE).then(|| l.to_string())
}

/// Spaces (tabs where the source has tabs) up to column `col` (from 1), then `^`.
fn caret_line(text: &str, col: usize) -> Option<String> {
    if col == 0 || col > text.chars().count() + 1 {
        return None;
    }
    let mut s: String = text
        .chars()
        .take(col - 1)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    s.push('^');
    Some(s)
}

/// `head` with QuickJS's nameless `not a function` / `not a constructor` naming the
/// callee found in `text` at column `col` (unchanged when none is found).
fn name_the_callee(head: &str, text: &str, col: usize) -> String {
    for what in ["not a function", "not a constructor"] {
        if let Some(prefix) = head.strip_suffix(&format!("TypeError: {what}")) {
            if let Some(callee) = callee_at(text, col) {
                return format!("{prefix}TypeError: {callee} is {what}");
            }
        }
    }
    head.to_string()
}

/// The member chain (`a.b["c"]?.d`) that ends just before the first `(` at or after column
/// `col` of `text`.
fn callee_at(text: &str, col: usize) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let open = (col.checked_sub(1)?..chars.len()).find(|&i| chars[i] == '(')?;
    let mut i = open;
    // Walk back over identifiers, `.`, `?.` and balanced `[...]`.
    loop {
        while i > 0 && chars[i - 1].is_whitespace() {
            i -= 1;
        }
        if i == 0 {
            break;
        }
        let c = chars[i - 1];
        if c == ']' {
            let mut depth = 0;
            let mut j = i;
            while j > 0 {
                j -= 1;
                match chars[j] {
                    ']' => depth += 1,
                    '[' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            if depth != 0 {
                return None;
            }
            i = j;
            continue;
        } else if c.is_alphanumeric() || c == '_' || c == '$' {
            while i > 0
                && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_' || chars[i - 1] == '$')
            {
                i -= 1;
            }
        } else {
            break;
        }
        // A member access continues the chain.
        let mut k = i;
        while k > 0 && chars[k - 1].is_whitespace() {
            k -= 1;
        }
        if k > 0 && chars[k - 1] == '.' {
            i = k - 1;
            if i > 0 && chars[i - 1] == '?' {
                i -= 1;
            }
            continue;
        }
        if k > 0 && chars[k - 1] == ']' {
            continue;
        }
        break;
    }
    let callee: String = chars[i..open].iter().collect::<String>().trim().to_string();
    (!callee.is_empty() && !callee.starts_with('.')).then_some(callee)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callees_are_named_from_the_source() {
        assert_eq!(
            callee_at("  obj.a.missing(1, 2);", 9).as_deref(),
            Some("obj.a.missing")
        );
        assert_eq!(
            callee_at("Deno.test(\"x\", () => {});", 5).as_deref(),
            Some("Deno.test")
        );
        assert_eq!(callee_at("  x();", 3).as_deref(), Some("x"));
        assert_eq!(callee_at("o[\"k\"]();", 1).as_deref(), Some("o[\"k\"]"));
        assert_eq!(callee_at("a?.b();", 1).as_deref(), Some("a?.b"));
        assert_eq!(callee_at("no call here", 1), None);
        assert_eq!(
            deno_frame("    at <anonymous> (file:///x.js:5:1)"),
            "    at file:///x.js:5:1"
        );
        assert_eq!(
            deno_frame("    at f (file:///x.js:5:1)"),
            "    at f (file:///x.js:5:1)"
        );
    }

    #[test]
    fn frames_are_located() {
        assert_eq!(
            frame_location("    at f (file:///tmp/x.js:3:9)"),
            Some(("file:///tmp/x.js".into(), 3, 9))
        );
        assert_eq!(
            frame_location("    at file:///tmp/a b.js:12:1"),
            Some(("file:///tmp/a b.js".into(), 12, 1))
        );
        assert_eq!(frame_location("    at <anonymous> (native)"), None);
    }

    #[test]
    fn carets_keep_tabs() {
        assert_eq!(caret_line("\tx();", 2).as_deref(), Some("\t^"));
        assert_eq!(caret_line("x", 5), None);
    }
}
