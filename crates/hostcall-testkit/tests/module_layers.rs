//! Each crate's modules form layers: no module cycle (issue 11). Reads every crate's `src/`,
//! builds the graph of which top-level module names which (`crate::m`, `super::m`,
//! `use crate::{m, ...}`, `m::` in the crate root, and items the crate root re-exports from
//! `m` or defines itself), and reports every
//! strongly connected component of more than one module with the references that close it.
//!
//! It also checks the layer order each crate writes down: the "Modules, in layers" list in
//! its root's comments (each module uses only modules listed before it), for every crate
//! and every folder module (`m/mod.rs` writes its submodules' order the same way, read
//! through `crate::m::` and `super::`). A scope of two or more modules without a list, a
//! module missing from its list, a listed name that is no module, and a use of a module
//! listed at or after the user's place each fail with the file and line of the reference.
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
    sources_in(src, root_file, Path::new(""))
}

/// Reads the sources of the modules `root_file` in `dir` declares (a crate root, or a
/// folder's `mod.rs`); file names in messages are `shown` joined with the path in `dir`.
fn sources_in(dir: &Path, root_file: &str, shown: &Path) -> Vec<Source> {
    // The raw text is read here; `code_only` runs in `module_graph`.
    modules(dir, root_file)
        .into_iter()
        .map(|(module, f)| {
            let rel = f.strip_prefix(dir).unwrap_or(&f).to_path_buf();
            let nested = rel.components().count() > 1 && !rel.ends_with("mod.rs");
            Source {
                module,
                file: shown.join(&rel).to_string_lossy().into_owned(),
                text: std::fs::read_to_string(&f).unwrap(),
                nested,
            }
        })
        .collect()
}

/// Which module names which: `module -> (other module -> first file:line that does)`.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

fn module_graph(sources: &[Source]) -> Graph {
    module_graph_in(sources, "crate::")
}

/// [`module_graph`] for the modules of a folder: `prefix` is the folder's path
/// (`crate::binding::`), through which its files name their siblings.
fn module_graph_in(sources: &[Source], prefix_of_scope: &str) -> Graph {
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
            for prefix in [prefix_of_scope, "super::"] {
                if prefix == "super::" && s.nested {
                    continue;
                }
                for (i, _) in line.match_indices(prefix) {
                    // `crate::a::` inside `crate::x::crate::`-like text cannot happen; but
                    // `super::` must not be the tail of a longer path (`super::super::`).
                    if prefix == "super::" && line[..i].ends_with("::") {
                        continue;
                    }
                    let rest = &line[i + prefix.len()..];
                    if let Some(group) = rest.strip_prefix('{') {
                        heads.extend(group_heads(group));
                    } else if prefix == prefix_of_scope || names.contains(ident(rest)) {
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

/// One set of sibling modules with a written order: a crate's top-level modules, or the
/// submodules of a folder module (`m/mod.rs`).
struct Scope {
    /// `hostcall-quickjs`, or `hostcall-quickjs::binding` for a folder.
    name: String,
    /// The file that declares the modules and writes their order (`lib.rs`, `binding/mod.rs`).
    root_file: String,
    /// How the scope's files name a sibling: `crate::`, or the folder's path
    /// (`crate::binding::`).
    prefix: String,
    sources: Vec<Source>,
}

/// Every scope of every crate: each crate root, and each folder module under its `src/`.
fn workspace_scopes() -> Vec<Scope> {
    let mut out = Vec::new();
    for (name, src) in workspace_crates() {
        let sources = crate_sources(&src);
        let root_file = sources
            .iter()
            .find(|s| s.module == ROOT)
            .map(|s| s.file.clone())
            .unwrap_or_default();
        out.push(Scope {
            name: name.clone(),
            root_file,
            prefix: "crate::".into(),
            sources,
        });
        let mut folders: Vec<PathBuf> = rs_files(&src)
            .into_iter()
            .filter(|f| f.ends_with("mod.rs"))
            .filter_map(|f| f.parent().map(Path::to_path_buf))
            .collect();
        folders.sort();
        for dir in folders {
            let rel = dir.strip_prefix(&src).unwrap_or(&dir).to_path_buf();
            let path: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            out.push(Scope {
                name: format!("{name}::{}", path.join("::")),
                root_file: rel.join("mod.rs").to_string_lossy().into_owned(),
                prefix: format!("crate::{}::", path.join("::")),
                sources: sources_in(&dir, "mod.rs", &rel),
            });
        }
    }
    out
}

/// The layer order written in a crate root's (or folder's) comments: the items of the list
/// after a line saying "Modules, in layers", each item's leading `name`s (one item, one
/// layer: "- `interop`, `fuzzing` (...)" is one layer of two). Earlier items are lower: each
/// module may use only the modules of earlier items. `None` when no such list is written.
fn written_layers(root_text: &str) -> Option<Vec<Vec<String>>> {
    let mut lines = root_text.lines().map(str::trim);
    lines.find(|l| l.starts_with("//") && l.to_ascii_lowercase().contains("modules, in layers"))?;
    let mut layers = Vec::new();
    for line in lines {
        let Some(text) = line
            .strip_prefix("//!")
            .or_else(|| line.strip_prefix("//"))
            .map(str::trim)
        else {
            break;
        };
        let Some(mut item) = text.strip_prefix("- ") else {
            continue;
        };
        let mut names = Vec::new();
        while let Some(rest) = item.strip_prefix('`') {
            let name = ident(rest);
            if name.is_empty() || !rest[name.len()..].starts_with('`') {
                break;
            }
            names.push(name.to_string());
            item = rest[name.len() + 1..]
                .trim_start_matches(',')
                .trim_start_matches(" and")
                .trim_start();
        }
        if !names.is_empty() {
            layers.push(names);
        }
    }
    Some(layers)
}

/// Where a scope's modules break its written order: a module not written down, a name
/// written down that is no module, or a module using one written at or after its own place
/// (with the file and line of the reference). A scope of two or more modules must write
/// its order.
fn layer_violations(scope: &Scope) -> Vec<String> {
    let Scope {
        name,
        root_file,
        prefix,
        sources,
    } = scope;
    let modules: BTreeSet<&str> = sources
        .iter()
        .map(|s| s.module.as_str())
        .filter(|m| *m != ROOT)
        .collect();
    let root_text = sources
        .iter()
        .find(|s| s.module == ROOT)
        .map_or("", |s| s.text.as_str());
    let Some(layers) = written_layers(root_text) else {
        if modules.len() < 2 {
            return Vec::new();
        }
        return vec![format!(
            "{name}: {} modules and no written layer order: {root_file} needs a \
             \"Modules, in layers\" list (`- `module`: what it is`, lowest first)",
            modules.len()
        )];
    };
    let mut out = Vec::new();
    let mut place: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, layer) in layers.iter().enumerate() {
        for m in layer {
            if !modules.contains(m.as_str()) {
                out.push(format!(
                    "{name}: {root_file}'s layer order names `{m}`, which is not a module here"
                ));
            }
            place.insert(m, i);
        }
    }
    for m in &modules {
        if !place.contains_key(m) {
            out.push(format!(
                "{name}: module `{m}` is missing from {root_file}'s layer order"
            ));
        }
    }
    let graph = module_graph_in(sources, prefix);
    for (a, edges) in &graph {
        let Some(&pa) = place.get(a.as_str()) else {
            continue;
        };
        for (b, at) in edges {
            let Some(&pb) = place.get(b.as_str()) else {
                continue;
            };
            if pb >= pa {
                let where_ = if pb == pa {
                    "in the same item as"
                } else {
                    "after"
                };
                out.push(format!(
                    "{name}: `{a}` uses `{b}` ({at}), but {root_file}'s layer order lists `{b}` \
                     {where_} `{a}`: a module may use only the modules listed before it \
                     (move one of the two lines, or remove the reference)"
                ));
            }
        }
    }
    out
}

#[test]
fn no_module_cycle_in_any_crate() {
    let mut found = Vec::new();
    for scope in workspace_scopes() {
        let graph_cycles = if scope.prefix == "crate::" {
            describe_cycles(&scope.name, &scope.sources)
        } else {
            describe_cycles_in(&scope.name, &scope.sources, &scope.prefix)
        };
        found.extend(graph_cycles);
    }
    assert!(found.is_empty(), "module cycles:\n{}", found.join("\n"));
}

/// Each cycle among a folder's modules (as [`describe_cycles`]). The folder's own `mod.rs`
/// is left out: it is the folder's body, which its parts may serve and use.
fn describe_cycles_in(name: &str, sources: &[Source], prefix: &str) -> Vec<String> {
    let mut graph = module_graph_in(sources, prefix);
    graph.remove(ROOT);
    for edges in graph.values_mut() {
        edges.remove(ROOT);
    }
    cycles(&graph)
        .into_iter()
        .map(|scc| format!("{name}: {}", scc.join(" <-> ")))
        .collect()
}

/// Every crate, and every folder module in one, follows the layer order its root writes
/// down (docs/architecture.md draws them).
#[test]
fn every_crate_follows_its_written_layer_order() {
    let scopes = workspace_scopes();
    assert!(
        scopes.iter().filter(|s| s.prefix != "crate::").count() >= 4,
        "folder modules not found"
    );
    let found: Vec<String> = scopes.iter().flat_map(layer_violations).collect();
    assert!(
        found.is_empty(),
        "written layer orders broken:\n{}",
        found.join("\n")
    );
}

/// The layer checker itself: a written order that is followed passes, and a use of a
/// module listed later, an unlisted module, a listed name that is no module, and a missing
/// list are each reported.
#[test]
fn the_checker_finds_wrong_layer_orders() {
    let src = |module: &str, text: &str| Source {
        module: module.into(),
        file: format!("{module}.rs"),
        text: text.into(),
        nested: false,
    };
    let scope = |root: &str| Scope {
        name: "t".into(),
        root_file: "lib.rs".into(),
        prefix: "crate::".into(),
        sources: vec![
            src(ROOT, root),
            src("a", "pub struct Alpha;\n"),
            src("b", "use crate::a::Alpha;\n"),
            src("c", "fn f() { super::b::g(); }\n"),
        ],
    };
    let good = "//! Modules, in layers:\n//! - `a`: first\n//! - `b`: uses a\n//! - `c`, `d`: the top\nmod a;\nmod b;\nmod c;\n";
    let found = layer_violations(&scope(good));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("names `d`, which is not a module"),
        "{found:?}"
    );
    let swapped = "//! Modules, in layers:\n//! - `b`: uses a\n//! - `a`: first\n//! - `c`\nmod a;\nmod b;\nmod c;\n";
    let found = layer_violations(&scope(swapped));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("`b` uses `a` (b.rs:1), but lib.rs's layer order lists `a` after `b`"),
        "{found:?}"
    );
    let missing = "// Modules, in layers:\n// - `a`\n// - `b`\nmod a;\nmod b;\nmod c;\n";
    let found = layer_violations(&scope(missing));
    assert_eq!(
        found,
        ["t: module `c` is missing from lib.rs's layer order"]
    );
    let none = layer_violations(&scope("mod a;\nmod b;\nmod c;\n"));
    assert!(
        none[0].contains("3 modules and no written layer order"),
        "{none:?}"
    );
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

/// hostcall-quickjs's engine binding is what an rquickjs application builds (without the
/// `runtime` feature, alone): it names neither the Deno dialect nor the layers above it
/// (issue 43). The layer order keeps it from using them; this keeps their names out of its
/// code and docs, so Deno's rules live in the FFI as data the binding reads through the
/// signature's dialect.
#[test]
fn the_engine_binding_names_no_deno_and_no_layer_above() {
    let binding = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hostcall-quickjs/src/binding");
    let files = rs_files(&binding);
    assert!(files.len() > 10, "the binding's files: {files:?}");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            let named = [
                "Deno",
                "crate::ffi",
                "crate::runtime",
                "UnsafeCallback",
                "dlopen",
            ]
            .iter()
            .find(|w| line.contains(*w));
            if let Some(w) = named {
                found.push(format!("{}:{}: `{w}`: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the binding names what it must not:\n{}",
        found.join("\n")
    );
}
