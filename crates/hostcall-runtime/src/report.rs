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
//!   where QuickJS says `at <anonymous> (file:///x.js:5:1)`), and their columns as V8
//!   counts them (UTF-16 units where QuickJS counts UTF-8 bytes).
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
    let frames: Vec<String> = e
        .stack
        .as_deref()
        .unwrap_or("")
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty() && !is_internal(l))
        .map(|l| {
            let body = l.trim_start();
            match body.strip_prefix("at ") {
                Some(f) => format!(
                    "{}at {}",
                    &l[..l.len() - body.len()],
                    v8_frame(f, &source_line)
                ),
                None => l.to_string(),
            }
        })
        .collect();
    let located = frames.iter().find_map(|f| {
        let (url, line, column) = frame_place(f.trim_start().strip_prefix("at ")?)?;
        url.starts_with("file:").then_some((url, line, column))
    });
    let source = located.and_then(|(url, line, column)| {
        let text = source_line(url, line)?;
        (text.chars().count() <= MAX_SOURCE_LINE).then_some((text, column))
    });
    let mut out = match &source {
        Some((text, column)) => name_the_callee(&head, text, *column),
        None => head,
    };
    if let Some((text, column)) = &source {
        if let Some(caret) = caret_line(text, *column) {
            out.push('\n');
            out.push_str(text);
            out.push('\n');
            out.push_str(&caret);
        }
    }
    for f in frames {
        out.push('\n');
        out.push_str(&f);
    }
    out
}

/// A frame of the runtime's own JavaScript layer.
fn is_internal(frame: &str) -> bool {
    frame.contains("(hostcall:") || frame.trim_start().starts_with("at hostcall:")
}

// Frames, source lines and carets: also `hostcall test`'s reporter's.

/// `(url, line, column)` a frame names: the text after `at ` of `f (url:3:9)` or
/// `url:3:9`.
pub(crate) fn frame_place(frame: &str) -> Option<(&str, u32, u32)> {
    let place = match frame.find(" (") {
        Some(i) if frame.ends_with(')') => &frame[i + 2..frame.len() - 1],
        _ => frame,
    };
    let mut parts = place.rsplitn(3, ':');
    let column = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    Some((parts.next()?, line, column))
}

/// Line `line` (from 1) of the module at `url`, when it is a file that can be read (a
/// byte order mark and a line's `\r` left out).
pub(crate) fn source_line(url: &str, line: u32) -> Option<String> {
    let path = url::Url::parse(url).ok()?.to_file_path().ok()?;
    let bytes = std::fs::read(path).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    text.lines()
        .nth(usize::try_from(line.checked_sub(1)?).ok()?)
        .map(|l| l.trim_end_matches('\r').to_string())
}

/// A frame of a QuickJS stack (its text after `at `) as V8 writes it: `<anonymous>
/// (place)` (top-level code, an anonymous function) as `place`, and its column as V8
/// counts it ([`v8_column`]; kept when `source` has no such line).
pub(crate) fn v8_frame(frame: &str, source: &dyn Fn(&str, u32) -> Option<String>) -> String {
    let frame = frame
        .strip_prefix("<anonymous> (")
        .and_then(|r| r.strip_suffix(')'))
        .unwrap_or(frame);
    let Some((url, line, column)) = frame_place(frame) else {
        return frame.to_string();
    };
    let v8 = source(url, line).and_then(|text| v8_column(&text, column));
    let old = format!(":{line}:{column}");
    match (v8, frame.rfind(&old)) {
        (Some(v8), Some(i)) if v8 != column => {
            let mut f = frame.to_string();
            f.replace_range(i..i + old.len(), &format!(":{line}:{v8}"));
            f
        }
        _ => frame.to_string(),
    }
}

/// QuickJS's column in `line` (from 1, in UTF-8 bytes; a `new` expression's at its callee)
/// as V8's: from 1, in UTF-16 units, a `new` expression's at its `new`. `None` when the
/// column is not at a character of the line or just past its end.
pub(crate) fn v8_column(line: &str, column: u32) -> Option<u32> {
    let before = line.get(..usize::try_from(column.checked_sub(1)?).ok()?)?;
    let before = before_new(before).unwrap_or(before);
    u32::try_from(before.encode_utf16().count() + 1).ok()
}

/// `before` less the `new` (and the space after it) it ends with, if it does.
fn before_new(before: &str) -> Option<&str> {
    let trimmed = before.trim_end();
    if trimmed.len() == before.len() {
        return None;
    }
    let start = trimmed.strip_suffix("new")?;
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || c == '.';
    (!start.ends_with(word)).then_some(start)
}

/// The line under `line` that points at V8 column `column` (from 1, in UTF-16 units): tabs
/// kept, every other character a space per UTF-16 unit (Deno's `source_line_prefix`), then
/// `^`. `None` when the column is inside a character or past the line's end.
pub(crate) fn caret_line(line: &str, column: u32) -> Option<String> {
    let want = usize::try_from(column.checked_sub(1)?).ok()?;
    let mut at = 0;
    let mut caret = String::new();
    for c in line.chars() {
        if at == want {
            break;
        }
        at += c.len_utf16();
        if at > want {
            return None;
        }
        if c == '\t' {
            caret.push('\t');
        } else {
            caret.extend(std::iter::repeat_n(' ', c.len_utf16()));
        }
    }
    (at == want).then(|| caret + "^")
}

/// `head` with QuickJS's nameless `not a function` / `not a constructor` naming the
/// callee found in `text` at V8 column `column` (unchanged when none is found).
fn name_the_callee(head: &str, text: &str, column: u32) -> String {
    for what in ["not a function", "not a constructor"] {
        if let Some(prefix) = head.strip_suffix(&format!("TypeError: {what}")) {
            if let Some(callee) = callee_at(text, column) {
                return format!("{prefix}TypeError: {callee} is {what}");
            }
        }
    }
    head.to_string()
}

/// The member chain (`a.b["c"]?.d`) that ends just before the first `(` at or after V8
/// column `column` of `text`.
fn callee_at(text: &str, column: u32) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    // The character at the column.
    let want = usize::try_from(column.checked_sub(1)?).ok()?;
    let mut units = 0;
    let from = chars.iter().position(|c| {
        let here = units >= want;
        units += c.len_utf16();
        here
    })?;
    let open = (from..chars.len()).find(|&i| chars[i] == '(')?;
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
        // V8 columns count UTF-16 units: `𝒳` is two.
        assert_eq!(callee_at("𝒳; y();", 5).as_deref(), Some("y"));
    }

    #[test]
    fn frames_are_written_as_v8_writes_them() {
        let none = |_: &str, _: u32| None;
        assert_eq!(
            v8_frame("<anonymous> (file:///x.js:5:1)", &none),
            "file:///x.js:5:1"
        );
        assert_eq!(
            v8_frame("f (file:///x.js:5:1)", &none),
            "f (file:///x.js:5:1)"
        );
        // QuickJS's column counts bytes (`é` is two) and puts `new X` at `X`.
        let line = |_: &str, _: u32| Some("const s = \"é\"; throw new Error(s);".to_string());
        assert_eq!(
            v8_frame("f (file:///x.js:1:27)", &line),
            "f (file:///x.js:1:22)"
        );
        assert_eq!(v8_column("x = newError()", 5), Some(5));
        assert_eq!(v8_column("a.new Error", 7), Some(7));
        assert_eq!(v8_column("é", 2), None);
        assert_eq!(v8_column("é", 3), Some(2));
    }

    #[test]
    fn frames_are_located() {
        assert_eq!(
            frame_place("f (file:///tmp/x.js:3:9)"),
            Some(("file:///tmp/x.js", 3, 9))
        );
        assert_eq!(
            frame_place("file:///tmp/a b.js:12:1"),
            Some(("file:///tmp/a b.js", 12, 1))
        );
        assert_eq!(
            frame_place("f (file:///tmp/a (1).js:2:3)"),
            Some(("file:///tmp/a (1).js", 2, 3))
        );
        assert_eq!(frame_place("<anonymous> (native)"), None);
    }

    #[test]
    fn carets_keep_tabs_and_count_utf16_units() {
        assert_eq!(caret_line("\tx();", 2).as_deref(), Some("\t^"));
        assert_eq!(caret_line("x", 5), None);
        assert_eq!(caret_line("x", 2).as_deref(), Some(" ^"));
        assert_eq!(caret_line("𝒳y", 3).as_deref(), Some("  ^"));
        assert_eq!(caret_line("𝒳y", 2), None);
    }
}
