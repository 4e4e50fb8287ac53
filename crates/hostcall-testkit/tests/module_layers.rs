//! Each crate's modules form layers: no module cycle (issue 11). Reads every crate's `src/`,
//! builds the graph of which top-level module names which (`crate::m`, `super::m`,
//! `use crate::{m, ...}`, `m::` in the crate root, and items the crate root re-exports from
//! `m` or defines itself), and reports every
//! strongly connected component of more than one module with the references that close it.
//!
//! docs/architecture.md draws the layers this test keeps true.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file: the top-level module it belongs to and its text.
struct Source {
    module: String,
    file: String,
    text: String,
    /// A file of a submodule (`m/sub.rs`), where `super::` names `m`'s items, not the root's.
    nested: bool,
}

/// The crate root's module name in the graph.
const ROOT: &str = "lib";

/// Strips `//` comments (doc comments included) and string literals, so references in
/// prose or text are not counted. Block comments are rare here and kept.
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut in_str = false;
        let mut prev = '\0';
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if !in_str && c == '/' && chars.get(i + 1) == Some(&'/') {
                break;
            }
            if c == '"' && prev != '\\' {
                in_str = !in_str;
            } else if !in_str {
                out.push(c);
            }
            prev = if prev == '\\' && c == '\\' { '\0' } else { c };
            i += 1;
        }
        out.push('\n');
    }
    out
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level names of a brace group `{a, b::c, d::{e, f}}` (`s` starts after the `{`).
fn group_heads(s: &str) -> Vec<String> {
    let (mut depth, mut heads, mut expect) = (0usize, Vec::new(), true);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => expect = true,
            c if expect && depth == 0 && (c.is_alphabetic() || c == '_') => {
                heads.push(ident(&s[i..]).to_string());
                expect = false;
            }
            _ => {}
        }
    }
    heads
}

/// Every `.rs` file under `dir`, sorted.
fn rs_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = entry.path();
        if p.is_dir() {
            out.extend(rs_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// The crate's top-level modules and their files, from `mod m;` (with `#[path]`) in the root:
/// `m.rs` or `m/mod.rs`, and every file of its submodules under `m/`.
fn modules(src: &Path, root_file: &str) -> Vec<(String, PathBuf)> {
    let root = std::fs::read_to_string(src.join(root_file)).expect("crate root");
    let mut out = vec![(ROOT.to_string(), src.join(root_file))];
    let mut path_attr: Option<String> = None;
    // The raw lines (`code_only` would blank the `#[path = "..."]` strings).
    for line in root.lines().map(str::trim).filter(|l| !l.starts_with("//")) {
        if let Some(rest) = line.strip_prefix("#[path = ") {
            path_attr = Some(rest.trim_end_matches(']').trim_matches('"').to_string());
            continue;
        }
        let decl = line
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub ");
        if let Some(rest) = decl.strip_prefix("mod ") {
            if rest.trim_end().ends_with(';') {
                let name = ident(rest).to_string();
                let files = match path_attr.take() {
                    Some(file) => vec![src.join(file)],
                    None => {
                        let mut files = vec![src.join(format!("{name}.rs"))];
                        files.extend(rs_files(&src.join(&name)));
                        files
                    }
                };
                let files: Vec<_> = files.into_iter().filter(|f| f.exists()).collect();
                assert!(
                    !files.is_empty(),
                    "no file for `mod {name};` in {}",
                    src.display()
                );
                out.extend(files.into_iter().map(|f| (name.clone(), f)));
            }
        }
        if !line.starts_with("#[") {
            path_attr = None;
        }
    }
    out
}

/// Reads a crate's sources.
fn crate_sources(src: &Path) -> Vec<Source> {
    let root_file = if src.join("lib.rs").exists() {
        "lib.rs"
    } else {
        "main.rs"
    };
    // The raw text is read here; `code_only` runs in `module_graph`.
    modules(src, root_file)
        .into_iter()
        .map(|(module, f)| {
            let rel = f.strip_prefix(src).unwrap_or(&f).to_path_buf();
            let nested = rel.components().count() > 1 && !rel.ends_with("mod.rs");
            Source {
                module,
                file: rel.to_string_lossy().into_owned(),
                text: std::fs::read_to_string(&f).unwrap(),
                nested,
            }
        })
        .collect()
}

/// Which module names which: `module -> (other module -> first file:line that does)`.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

fn module_graph(sources: &[Source]) -> Graph {
    let names: BTreeSet<&str> = sources.iter().map(|s| s.module.as_str()).collect();
    // Items the crate root re-exports from a module (`pub use m::{A, B}`), or defines.
    let mut owner: BTreeMap<String, String> = BTreeMap::new();
    if let Some(root) = sources.iter().find(|s| s.module == ROOT) {
        for line in code_only(&root.text).lines().map(str::trim) {
            let decl = line
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub ");
            if let Some(rest) = decl.strip_prefix("use ") {
                let rest = rest
                    .trim_start_matches("crate::")
                    .trim_start_matches("self::");
                let m = ident(rest);
                if names.contains(m) {
                    // Every identifier after the module name is an item it provides.
                    for word in rest[m.len()..]
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .filter(|w| !w.is_empty() && *w != "as" && *w != "self")
                    {
                        owner
                            .entry(word.to_string())
                            .or_insert_with(|| m.to_string());
                    }
                }
            }
            for kw in [
                "fn ",
                "struct ",
                "enum ",
                "trait ",
                "type ",
                "const ",
                "static ",
                "macro_rules! ",
            ] {
                if let Some(rest) = decl
                    .strip_prefix("unsafe ")
                    .unwrap_or(decl)
                    .strip_prefix(kw)
                {
                    owner
                        .entry(ident(rest).to_string())
                        .or_insert_with(|| ROOT.to_string());
                }
            }
        }
    }
    let target = |head: &str| -> Option<String> {
        if names.contains(head) {
            Some(head.to_string())
        } else {
            owner.get(head).cloned()
        }
    };
    let mut graph = Graph::new();
    for s in sources {
        let edges = graph.entry(s.module.clone()).or_default();
        for (n, line) in code_only(&s.text).lines().enumerate() {
            let mut heads = Vec::new();
            for prefix in ["crate::", "super::"] {
                if prefix == "super::" && s.nested {
                    continue;
                }
                for (i, _) in line.match_indices(prefix) {
                    let rest = &line[i + prefix.len()..];
                    if let Some(group) = rest.strip_prefix('{') {
                        heads.extend(group_heads(group));
                    } else if prefix == "crate::" || names.contains(ident(rest)) {
                        heads.push(ident(rest).to_string());
                    }
                }
            }
            // In the crate root a module is named without a prefix: `use m::X;`, `m::f()`.
            if s.module == ROOT {
                for (i, _) in line.match_indices("::") {
                    let before = &line[..i];
                    let start = before
                        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .map_or(0, |j| j + 1);
                    let word = &before[start..];
                    let prefixed = before[..start].ends_with("::");
                    if !prefixed && names.contains(word) {
                        heads.push(word.to_string());
                    }
                }
            }
            for head in heads {
                if let Some(t) = target(&head) {
                    if t != s.module {
                        edges
                            .entry(t)
                            .or_insert_with(|| format!("{}:{}", s.file, n + 1));
                    }
                }
            }
        }
    }
    graph
}

/// The strongly connected components of more than one module (Tarjan).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct State<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'g>(st: &mut State<'g>, v: &'g str) {
        let i = st.index.len();
        st.index.insert(v, i);
        st.low.insert(v, i);
        st.stack.push(v);
        st.on_stack.insert(v);
        let graph = st.graph;
        for w in graph.get(v).into_iter().flat_map(|e| e.keys()) {
            let w = w.as_str();
            if !st.index.contains_key(w) {
                visit(st, w);
                let lw = st.low[w];
                let lv = st.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if st.on_stack.contains(w) {
                let iw = st.index[w];
                let lv = st.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if st.low[v] == st.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = st.stack.pop() {
                st.on_stack.remove(w);
                scc.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                scc.sort();
                st.out.push(scc);
            }
        }
    }
    let mut st = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !st.index.contains_key(v.as_str()) {
            visit(&mut st, v);
        }
    }
    st.out.sort();
    st.out
}

/// Each cycle of the crate in `src`, with the references inside it.
fn describe_cycles(name: &str, sources: &[Source]) -> Vec<String> {
    let graph = module_graph(sources);
    cycles(&graph)
        .into_iter()
        .map(|scc| {
            let mut text = format!("{name}: {}", scc.join(" <-> "));
            for a in &scc {
                for (b, at) in &graph[a] {
                    if scc.contains(b) {
                        text.push_str(&format!("\n    {a} -> {b} ({at})"));
                    }
                }
            }
            text
        })
        .collect()
}

fn workspace_crates() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = vec![("hostcall".to_string(), root.join("src"))];
    let mut crates: Vec<_> = std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("src").is_dir())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                p.join("src"),
            )
        })
        .collect();
    crates.sort();
    out.extend(crates);
    out
}

#[test]
fn no_module_cycle_in_any_crate() {
    let mut found = Vec::new();
    for (name, src) in workspace_crates() {
        found.extend(describe_cycles(&name, &crate_sources(&src)));
    }
    assert!(found.is_empty(), "module cycles:\n{}", found.join("\n"));
}

/// The checker itself: it reads the real crates, and finds a cycle through a re-export and
/// a `use crate::{...}` group, and none in layers.
#[test]
fn the_checker_finds_cycles() {
    let n: usize = workspace_crates()
        .iter()
        .map(|(_, src)| crate_sources(src).len())
        .sum();
    assert!(n > 20, "only {n} source files found");
    let src = |module: &str, text: &str| Source {
        module: module.into(),
        file: format!("{module}.rs"),
        text: text.into(),
        nested: false,
    };
    let layered = [
        src(ROOT, "mod a;\nmod b;\npub use a::{Alpha, helper};\n"),
        src(
            "a",
            "// crate::b would be a cycle, but this is a comment\npub struct Alpha;\n",
        ),
        src("b", "use crate::{Alpha, a::helper};\n"),
    ];
    assert!(describe_cycles("t", &layered).is_empty());
    let cyclic = [
        src(ROOT, "mod a;\nmod b;\npub use a::Alpha;\n"),
        src("a", "fn f() { super::b::g(); }\npub struct Alpha;\n"),
        src("b", "pub fn g() -> crate::Alpha { todo!() }\n"),
    ];
    let found = describe_cycles("t", &cyclic);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("t: a <-> b"), "{}", found[0]);
}
