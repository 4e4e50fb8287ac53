//! The modules of each crate form layers: no module uses, directly or through others, a
//! module that uses it. A cycle means two modules share one concept and should not
//! (docs/architecture.md draws the layers). The graph is read from the sources: module `a`
//! depends on module `b` when code in `a` (comments excluded) names `crate::b`, or an item
//! the crate root re-exports from `b`, or (in a top-level module) `super::b`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every crate of the workspace: its name and its `src` folder.
fn crates() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = vec![("hostcall".to_string(), root.join("src"))];
    let mut dirs: Vec<_> = std::fs::read_dir(root.join("crates"))
        .expect("crates/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    dirs.sort();
    for d in dirs {
        let name = d.file_name().unwrap().to_string_lossy().into_owned();
        out.push((name, d.join("src")));
    }
    out
}

/// Source without comments (doc links name modules without depending on them) and without
/// string literals' contents.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut in_str = false;
        let mut prev = ' ';
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if !in_str && c == '/' && chars.peek() == Some(&'/') {
                break;
            }
            if c == '"' && prev != '\\' {
                in_str = !in_str;
                out.push(c);
            } else if !in_str {
                out.push(c);
            }
            prev = c;
        }
        out.push('\n');
    }
    out
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level modules of a crate (`src/x.rs` or `src/x/`) and the files of each.
fn modules(src: &Path) -> BTreeMap<String, Vec<PathBuf>> {
    let mut out: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for e in std::fs::read_dir(src).expect("src/ is readable") {
        let p = e.expect("a directory entry").path();
        let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
        if p.is_dir() {
            let mut files = Vec::new();
            collect_rs(&p, &mut files);
            out.entry(stem).or_default().extend(files);
        } else if p.extension().is_some_and(|x| x == "rs") && stem != "main" {
            out.entry(stem).or_default().push(p);
        }
    }
    out
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("a readable folder") {
        let p = e.expect("a directory entry").path();
        if p.is_dir() {
            collect_rs(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Names the root re-exports (`pub use m::{A, B}` / `pub use m::A`), mapped to `m`.
fn reexports(lib: &str, mods: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let code = code_of(lib);
    for stmt in code.split(';') {
        let stmt = stmt.trim();
        let Some(rest) = stmt.strip_prefix("pub use ") else {
            continue;
        };
        let m = ident_at(rest);
        if !mods.contains(m) {
            continue;
        }
        let tail = &rest[m.len()..];
        let names: Vec<&str> = match tail.find('{') {
            Some(i) => tail[i + 1..]
                .trim_end_matches('}')
                .split(',')
                .map(str::trim)
                .collect(),
            None => vec![tail.rsplit("::").next().unwrap_or("").trim()],
        };
        for n in names {
            let n = n.rsplit(" as ").next().unwrap_or(n).trim();
            let n = n.rsplit("::").next().unwrap_or(n);
            if !n.is_empty() {
                out.insert(n.to_string(), m.to_string());
            }
        }
    }
    out
}

/// The modules named after each `crate::` (or `super::` at the top level), including the
/// first identifiers of a `crate::{a::X, b}` group.
fn uses(code: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(prefix) {
        let before = rest[..i].chars().last();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            // Split the group's top level at commas.
            let mut depth = 0;
            let mut start = 0;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.push(ident_at(group[start..k].trim()).to_string());
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push(ident_at(group[start..k].trim()).to_string());
                        start = k + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.push(ident_at(rest).to_string());
        }
    }
    out
}

/// The module graph of one crate: module -> modules it uses.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mods = modules(src);
    let names: BTreeSet<String> = mods.keys().cloned().collect();
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap_or_default();
    let root_items = reexports(&lib, &names);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, files) in &mods {
        let deps = g.entry(m.clone()).or_default();
        for f in files {
            let code = code_of(&std::fs::read_to_string(f).expect("a readable source file"));
            let top_level = f.parent() == Some(src);
            let mut named = uses(&code, "crate::");
            if top_level {
                named.extend(uses(&code, "super::"));
            }
            for n in named {
                let target = if names.contains(&n) {
                    Some(n)
                } else {
                    root_items.get(&n).cloned()
                };
                if let Some(t) = target {
                    if &t != m {
                        deps.insert(t);
                    }
                }
            }
        }
    }
    // The root: items defined in lib.rs make a module depend on it; lib.rs depends on the
    // modules its own code uses (re-exports and `mod` lines are not uses).
    let defined = root_definitions(&lib);
    let mut lib_deps = BTreeSet::new();
    let lib_code = code_of(&lib);
    for stmt in lib_code.split_inclusive([';', '}']) {
        let t = stmt.trim_start();
        if t.starts_with("pub use ") || t.starts_with("pub mod ") || t.starts_with("mod ") {
            continue;
        }
        for m in &names {
            if stmt.contains(&format!("{m}::")) || stmt.contains(&format!("crate::{m}")) {
                lib_deps.insert(m.clone());
            }
        }
    }
    let mut users = Vec::new();
    for (m, files) in &mods {
        for f in files {
            let code = code_of(&std::fs::read_to_string(f).expect("a readable source file"));
            if uses(&code, "crate::").iter().any(|n| defined.contains(n)) {
                users.push(m.clone());
            }
        }
    }
    if !users.is_empty() {
        for u in users {
            g.entry(u).or_default().insert("lib".to_string());
        }
        g.insert("lib".to_string(), lib_deps);
    }
    g
}

/// The items lib.rs defines itself.
fn root_definitions(lib: &str) -> BTreeSet<String> {
    let code = code_of(lib);
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let mut t = line.trim_start();
        if let Some(r) = t.strip_prefix("pub ") {
            t = r;
        }
        for kw in [
            "enum ", "struct ", "fn ", "trait ", "type ", "const ", "static ",
        ] {
            if let Some(r) = t.strip_prefix(kw) {
                out.insert(ident_at(r).to_string());
            }
        }
    }
    out
}

/// The strongly connected components with more than one module (Tarjan).
fn cycles(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        g: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on.insert(v);
        for w in s.g.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.g.contains_key(w) {
                continue;
            }
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// The layer of each module: 0 for modules that use no other, else one above the highest
/// module it uses. Only meaningful without cycles.
fn layers(g: &BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, usize> {
    fn depth(
        g: &BTreeMap<String, BTreeSet<String>>,
        m: &str,
        memo: &mut BTreeMap<String, usize>,
        seen: &mut BTreeSet<String>,
    ) -> usize {
        if let Some(&d) = memo.get(m) {
            return d;
        }
        if !seen.insert(m.to_string()) {
            return 0;
        }
        let d = g
            .get(m)
            .into_iter()
            .flatten()
            .map(|n| depth(g, n, memo, seen) + 1)
            .max()
            .unwrap_or(0);
        memo.insert(m.to_string(), d);
        d
    }
    let mut memo = BTreeMap::new();
    for m in g.keys() {
        depth(g, m, &mut memo, &mut BTreeSet::new());
    }
    memo
}

#[test]
fn the_checker_sees_a_cycle() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    g.entry("c".into()).or_default().insert("a".into());
    g.entry("d".into()).or_default().insert("a".into());
    assert_eq!(cycles(&g), vec![vec!["a", "b", "c"]]);
    assert_eq!(
        uses("use crate::{x::A, y, z::{B, C}};", "crate::"),
        ["x", "y", "z"]
    );
    assert_eq!(code_of("a // crate::b\n\"crate::c\" d"), "a \n\"\" d\n");
}

#[test]
fn modules_form_layers_in_every_crate() {
    let mut report = String::new();
    let mut found = Vec::new();
    for (name, src) in crates() {
        let g = graph(&src);
        if g.is_empty() {
            report.push_str(&format!("{name}: one file\n"));
            continue;
        }
        let l = layers(&g);
        let mut by_layer: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
        for (m, d) in &l {
            by_layer.entry(*d).or_default().push(m);
        }
        report.push_str(&format!("{name}:"));
        for (d, ms) in by_layer {
            report.push_str(&format!(" [{d}] {}", ms.join(" ")));
        }
        report.push('\n');
        for c in cycles(&g) {
            found.push(format!("{name}: {}", c.join(" <-> ")));
        }
    }
    println!("{report}");
    assert!(
        found.is_empty(),
        "module cycles:\n  {}\nlayers:\n{report}",
        found.join("\n  ")
    );
}
