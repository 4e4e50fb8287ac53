//! ES modules as Deno runs them: file URLs as module names, specifiers resolved by Deno's
//! `import_map` crate (an empty map when none is given, so relative and absolute
//! specifiers follow the same WHATWG rules), JSON modules behind `with { type: "json" }`,
//! TypeScript through [`crate::typescript`], and `import.meta` (`url`, `main`, `filename`,
//! `dirname`, `resolve`). Nothing is fetched: a specifier that resolves to anything but a
//! `file:` URL (`http:`, `https:`, an unmapped `jsr:`/`npm:`) is an error that says to map
//! it to a local file.
//!
//! rquickjs's loader feature plugs these into QuickJS's module hooks: QuickJS calls
//! [`ModuleResolver`] (its normalize hook) with the importing module's name, then
//! [`ModuleLoader`] (its load hook) once per resolved name; dynamic `import()` takes the
//! same hooks.
//!
//! Read permission, as Deno asks it: the program's static graph loads without
//! `--allow-read`; any other module needs read access to its file. The static graph is the
//! main module, and, from each module of the graph, what its `import`/`export ... from`
//! declarations and its `import()` calls with a literal specifier (a string, or a template
//! without substitutions) name, found by parsing the module with `swc_ecma_parser` (the
//! parser the TypeScript stripper already brings). The graph is walked when the main module
//! is declared, before any of it runs (as Deno builds its graph first), so what needs
//! permission does not depend on the order of the program's imports. A module loaded with permission brings
//! nothing into the graph: its own imports are checked too (Deno's rule since its advisory
//! GHSA-xpwj-7v8q-mcgj). A classic script (`--classic`) has no graph: every module it
//! imports needs read access.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use import_map::ImportMap;
use rquickjs::loader::{ImportAttributes, Loader, Resolver};
use rquickjs::module::Declared;
use rquickjs::{Ctx, Exception, Function, Module, Object};
use url::Url;

use crate::error::RuntimeError;

/// How specifiers resolve: the import map (possibly empty) and the main module's URL; and
/// the static graph (the URLs that load without read permission).
pub struct ModuleMap {
    map: ImportMap,
    main: Url,
    graph: RefCell<HashSet<String>>,
    /// The JavaScript of graph modules read while the graph was walked, until loaded.
    walked: RefCell<HashMap<String, String>>,
    /// The module or script whose code last made a promise from eval'd code (see
    /// [`crate::referrer`]): what a relative `import()` in eval'd code resolves against.
    eval_referrer: RefCell<Option<String>>,
}

impl ModuleMap {
    /// Resolution for the program whose main module is `main`, with `map` (or none); the
    /// graph starts as the main module and is walked when the main module is declared.
    pub fn new(main: Url, map: Option<ImportMap>) -> ModuleMap {
        let map = map.unwrap_or_else(|| ImportMap::new(main.clone()));
        let graph = RefCell::new(HashSet::from([main.to_string()]));
        ModuleMap {
            map,
            main,
            graph,
            walked: RefCell::default(),
            eval_referrer: RefCell::default(),
        }
    }

    /// Resolution for a classic script: the same map, and no module in the static graph.
    pub fn classic(main: Url, map: Option<ImportMap>) -> ModuleMap {
        let m = ModuleMap::new(main, map);
        m.graph.borrow_mut().clear();
        m
    }

    /// Whether the module named `url` (a resolved URL) is in the static graph.
    pub fn in_graph(&self, url: &str) -> bool {
        self.graph.borrow().contains(url)
    }

    /// Walks the graph from module `url` whose JavaScript is `source`: every module it names
    /// statically or by a literal `import()`, and so on from those, joins the graph (read
    /// now, before any of it runs, so what loads without permission does not depend on the
    /// order the program imports in). A specifier that does not resolve, or a file that
    /// cannot be read or stripped, adds nothing further (its import fails with its own
    /// error when it is loaded).
    fn walk_graph(&self, url: &Url, source: &str) {
        let mut work = vec![(url.clone(), literal_imports(source))];
        while let Some((from, specifiers)) = work.pop() {
            for specifier in specifiers {
                let Ok(u) = self.resolve(&specifier, &from) else {
                    continue;
                };
                if !self.graph.borrow_mut().insert(u.to_string()) {
                    continue;
                }
                let Ok(path) = u.to_file_path() else {
                    continue;
                };
                let Ok(text) = module_source(&path, u.as_str(), false, false) else {
                    continue;
                };
                let found = literal_imports(&text);
                self.walked.borrow_mut().insert(u.to_string(), text);
                work.push((u, found));
            }
        }
    }

    /// The main module's URL.
    pub fn main(&self) -> &Url {
        &self.main
    }

    /// Sets the module or script that a relative `import()` in eval'd code resolves
    /// against (its name as QuickJS reports it).
    pub fn set_eval_referrer(&self, name: Option<String>) {
        *self.eval_referrer.borrow_mut() = name;
    }

    /// The URL a specifier in the code QuickJS names `base` resolves against: the module's
    /// URL, a classic script's file, or for eval'd code (`<input>`: `eval`, `new Function`,
    /// string timers) the module or script whose code ran it (see [`crate::referrer`]),
    /// else the main module.
    pub fn referrer(&self, base: &str) -> Url {
        if base == EVAL_NAME {
            return match self.eval_referrer.borrow().as_deref() {
                Some(name) => referrer_url(name),
                None => self.main.clone(),
            };
        }
        referrer_url(base)
    }

    /// `specifier` resolved against `referrer`; only `file:` URLs are accepted.
    pub fn resolve(&self, specifier: &str, referrer: &Url) -> Result<Url, String> {
        let url = self.map.resolve(specifier, referrer).map_err(|e| {
            format!("{e} (map it to a local file with an import map: --import-map FILE or the \"imports\" of deno.json)")
        })?;
        match url.scheme() {
            "file" => Ok(url),
            "http" | "https" => Err(format!(
                "Remote module \"{url}\" imported from \"{referrer}\": hostcall fetches nothing; map it to a local file with an import map"
            )),
            "jsr" | "npm" => Err(format!(
                "\"{url}\" imported from \"{referrer}\" is not in the import map: hostcall installs no packages; map it to a local file (--import-map FILE or the \"imports\" of deno.json)"
            )),
            other => Err(format!(
                "Unsupported scheme \"{other}\" for module \"{url}\" imported from \"{referrer}\" (only file: modules are loaded)"
            )),
        }
    }
}

/// The name QuickJS gives the code of `eval`, indirect `eval` and `new Function`.
pub const EVAL_NAME: &str = "<input>";

/// A referrer name as QuickJS gives it: our modules are named by URL; a classic script by
/// its path.
fn referrer_url(base: &str) -> Url {
    Url::parse(base)
        .ok()
        .or_else(|| Url::from_file_path(crate::permissions::absolute(Path::new(base))).ok())
        .unwrap_or_else(|| Url::parse("file:///").expect("a constant URL"))
}

/// QuickJS's normalize hook.
pub struct ModuleResolver(pub Rc<ModuleMap>);

impl Resolver for ModuleResolver {
    fn resolve<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        base: &str,
        name: &str,
        _attributes: Option<ImportAttributes<'js>>,
    ) -> rquickjs::Result<String> {
        let referrer = self.0.referrer(base);
        if name.contains(NUL_MARK) {
            let mut shown = String::with_capacity(name.len());
            for c in name.chars() {
                match c {
                    NUL_MARK if shown.ends_with("\\0") => {}
                    NUL_MARK => shown.push_str("\\0"),
                    c => shown.push(c),
                }
            }
            return Err(Exception::throw_type(
                ctx,
                &format!(
                    "Module specifier \"{shown}\" imported from \"{referrer}\" contains an unexpected NUL byte"
                ),
            ));
        }
        match self.0.resolve(name, &referrer) {
            Ok(url) => Ok(url.into()),
            Err(m) => Err(Exception::throw_type(ctx, &m)),
        }
    }
}

/// How a denied read is thrown (the runtime throws `Deno.errors.NotCapable`).
pub type DenyRead = Box<dyn Fn(&Ctx<'_>, crate::permissions::Denied) -> rquickjs::Error>;

/// QuickJS's load hook: the map, the read permission for modules outside the static
/// graph, and how a denial is thrown.
pub struct ModuleLoader {
    /// Resolution and the static graph.
    pub map: Rc<ModuleMap>,
    /// The read permission.
    pub permissions: crate::permissions::Permissions,
    /// Throws a denial.
    pub deny: DenyRead,
}

impl Loader for ModuleLoader {
    fn load<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        name: &str,
        attributes: Option<ImportAttributes<'js>>,
    ) -> rquickjs::Result<Module<'js, Declared>> {
        let json = match attributes {
            Some(a) => match a.get_type()? {
                Some(t) if t == "json" => true,
                Some(t) => {
                    return Err(Exception::throw_type(
                        ctx,
                        &format!("Unknown import attribute type \"{t}\" for \"{name}\" (only \"json\" is supported)"),
                    ))
                }
                None => false,
            },
            None => false,
        };
        if !self.map.in_graph(name) {
            if let Some(path) = Url::parse(name).ok().and_then(|u| u.to_file_path().ok()) {
                if let Err(d) = self.permissions.check_read(&path, None) {
                    return Err((self.deny)(ctx, d));
                }
            }
        }
        declare(ctx, &self.map, name, json)
    }
}

/// The specifiers `source` (a module's JavaScript) names in `import`/`export ... from`
/// declarations and in `import()` calls whose argument is a literal. A source that does not
/// parse, or is nested deeper than the parser is given, names none (QuickJS reports its
/// syntax error; its imports need read permission).
pub fn literal_imports(source: &str) -> Vec<String> {
    literal_import_nodes(source)
        .into_iter()
        .map(|(s, _)| s)
        .collect()
}

/// [`literal_imports`], each with the byte range of its literal in `source` (quotes
/// included).
fn literal_import_nodes(source: &str) -> Vec<(String, std::ops::Range<usize>)> {
    crate::typescript::with_parser_stack(source, || literal_imports_on_this_thread(source))
        .unwrap_or_default()
}

fn literal_imports_on_this_thread(source: &str) -> Vec<(String, std::ops::Range<usize>)> {
    use swc_common::{sync::Lrc, FileName, SourceMap, Span};
    use swc_ecma_ast::{Callee, Expr, ModuleDecl};
    use swc_ecma_parser::{EsSyntax, Syntax};
    use swc_ecma_visit::{Visit, VisitWith};

    /// Nesting deeper than this is not searched (a second bound beside the bracket count:
    /// the visitor recurses on the thread's stack; an import left unfound there only needs
    /// read permission).
    const MAX_DEPTH: usize = crate::typescript::MAX_NESTING;

    struct Found {
        list: Vec<(String, Span)>,
        depth: usize,
    }
    impl Found {
        fn nested(&mut self, visit: impl FnOnce(&mut Found)) {
            if self.depth < MAX_DEPTH {
                self.depth += 1;
                visit(self);
                self.depth -= 1;
            }
        }
    }
    impl Visit for Found {
        fn visit_expr(&mut self, e: &Expr) {
            self.nested(|f| e.visit_children_with(f));
        }
        fn visit_stmt(&mut self, s: &swc_ecma_ast::Stmt) {
            self.nested(|f| s.visit_children_with(f));
        }
        fn visit_pat(&mut self, p: &swc_ecma_ast::Pat) {
            self.nested(|f| p.visit_children_with(f));
        }
        fn visit_module_decl(&mut self, d: &ModuleDecl) {
            let src = match d {
                ModuleDecl::Import(i) => Some(&i.src),
                ModuleDecl::ExportAll(e) => Some(&e.src),
                ModuleDecl::ExportNamed(e) => e.src.as_ref(),
                _ => None,
            };
            if let Some(s) = src {
                self.list
                    .push((s.value.to_string_lossy().into_owned(), s.span));
            }
            d.visit_children_with(self);
        }
        fn visit_call_expr(&mut self, c: &swc_ecma_ast::CallExpr) {
            if let (Callee::Import(_), Some(arg)) = (&c.callee, c.args.first()) {
                match &*arg.expr {
                    Expr::Lit(swc_ecma_ast::Lit::Str(s)) => self
                        .list
                        .push((s.value.to_string_lossy().into_owned(), s.span)),
                    Expr::Tpl(t) if t.exprs.is_empty() => {
                        if let Some(cooked) = t.quasis.first().and_then(|q| q.cooked.as_ref()) {
                            self.list
                                .push((cooked.to_string_lossy().into_owned(), t.span));
                        }
                    }
                    _ => {}
                }
            }
            c.visit_children_with(self);
        }
    }

    let cm: Lrc<SourceMap> = Default::default();
    let file = cm.new_source_file(FileName::Anon.into(), source.to_string());
    let syntax = Syntax::Es(EsSyntax {
        import_attributes: true,
        ..Default::default()
    });
    let mut errors = Vec::new();
    let parsed = swc_ecma_parser::parse_file_as_module(
        &file,
        syntax,
        swc_ecma_ast::EsVersion::latest(),
        None,
        &mut errors,
    );
    let Ok(module) = parsed else {
        return Vec::new();
    };
    let mut found = Found {
        list: Vec::new(),
        depth: 0,
    };
    module.visit_with(&mut found);
    let start = file.start_pos.0;
    found
        .list
        .into_iter()
        .filter_map(|(s, span)| {
            let lo = span.lo.0.checked_sub(start)? as usize;
            let hi = span.hi.0.checked_sub(start)? as usize;
            (lo <= hi && hi <= source.len()).then_some((s, lo..hi))
        })
        .collect()
}

/// What stands in a specifier, in the code QuickJS compiles, for each character of a NUL
/// (or an escape of one) that the source wrote in a literal specifier: U+0001.
pub const NUL_MARK: char = '\u{1}';

/// `source` with every NUL of its literal specifiers (`import "./a\0b"`, `export ... from`,
/// `import("...")` with a literal) made visible to the resolver, or `None` when it has none.
///
/// QuickJS hands the resolver a specifier as a C string, cut at its first NUL
/// (`"./ok.js\0.map"` would arrive as `"./ok.js"` and load that file). So before QuickJS
/// compiles the code, each NUL in such a literal, raw or escaped (`\0`, `\x00`, `\u0000`,
/// `\u{0}`), is replaced by as many [`NUL_MARK`] characters as the source used for it: every
/// line and column stays where it was, and the resolver refuses a specifier with the mark
/// as Deno refuses a NUL in a file name. (A specifier that wrote U+0001 itself is refused
/// the same way.) A computed specifier (`import(a + b)`, or code made by `eval`) is not
/// seen here: QuickJS's API gives no way to see its NUL; see docs/runtime.md. The source is
/// parsed only when it has a way of writing a NUL at all.
pub fn mark_nul_specifiers(source: &str) -> Option<String> {
    let may_have_nul = source.contains('\0')
        || ["\\0", "\\x00", "\\u0000", "\\u{"]
            .iter()
            .any(|e| source.contains(e));
    if !may_have_nul {
        return None;
    }
    let ranges: Vec<std::ops::Range<usize>> = literal_import_nodes(source)
        .into_iter()
        .filter(|(s, _)| s.contains('\0'))
        .map(|(_, r)| r)
        .collect();
    if ranges.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(source.len());
    let mut at = 0;
    for r in ranges {
        if r.start < at || !source.is_char_boundary(r.start) || !source.is_char_boundary(r.end) {
            continue;
        }
        out.push_str(&source[at..r.start]);
        out.push_str(&mark_nuls_in_literal(&source[r.clone()]));
        at = r.end;
    }
    out.push_str(&source[at..]);
    Some(out)
}

/// One literal's source text (quotes included) with each NUL it writes replaced by as many
/// [`NUL_MARK`]s as the source used for it (see [`mark_nul_specifiers`]).
fn mark_nuls_in_literal(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.char_indices().peekable();
    let marks = |out: &mut String, n: usize| out.extend(std::iter::repeat_n(NUL_MARK, n));
    while let Some((i, c)) = chars.next() {
        if c == '\0' {
            marks(&mut out, 1);
            continue;
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        let rest = &raw[i + 1..];
        // The escape's length (after the backslash) when it writes a NUL.
        let nul = if rest.starts_with('0') && !rest[1..].starts_with(|d: char| d.is_ascii_digit()) {
            Some(1)
        } else if rest.starts_with("x00") {
            Some(3)
        } else if rest.starts_with("u0000") {
            Some(5)
        } else if let Some(braced) = rest.strip_prefix("u{") {
            braced
                .find('}')
                .filter(|&end| end > 0 && braced[..end].bytes().all(|b| b == b'0'))
                .map(|end| end + 3)
        } else {
            None
        };
        match nul {
            Some(n) => {
                marks(&mut out, n + 1);
                for _ in 0..n {
                    chars.next();
                }
            }
            None => {
                // Another escape: copied with the character it escapes (so `\\0` stays).
                out.push(c);
                if let Some((_, e)) = chars.next() {
                    out.push(e);
                }
            }
        }
    }
    out
}

/// What a file is, by its extension (its media type, as Deno decides it for local files).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// JavaScript (`.js`, `.mjs`, `.cjs`).
    JavaScript,
    /// TypeScript (`.ts`, `.mts`, `.cts`): compiled by [`crate::typescript`].
    TypeScript,
    /// JSON (`.json`): only with `with { type: "json" }`.
    Json,
    /// JSX/TSX: refused.
    Jsx,
    /// No extension, or another one: only the main module may be such a file (it runs as
    /// JavaScript, as in Deno); an import of one is refused.
    Unknown,
}

impl SourceKind {
    /// The kind of `path`.
    pub fn of(path: &Path) -> SourceKind {
        match path.extension().and_then(|e| e.to_str()) {
            Some("js" | "mjs" | "cjs") => SourceKind::JavaScript,
            Some("ts" | "mts" | "cts") => SourceKind::TypeScript,
            Some("json") => SourceKind::Json,
            Some("jsx" | "tsx") => SourceKind::Jsx,
            _ => SourceKind::Unknown,
        }
    }

    /// The kind's name in Deno's messages.
    fn name(self) -> &'static str {
        match self {
            SourceKind::JavaScript => "JavaScript",
            SourceKind::TypeScript => "TypeScript",
            SourceKind::Json => "Json",
            SourceKind::Jsx => "JSX",
            SourceKind::Unknown => "Unknown",
        }
    }
}

/// The JavaScript QuickJS compiles for the file at `path` (named `name` in errors):
/// TypeScript as JavaScript ([`crate::typescript`]), JSON wrapped as a module whose default export is `JSON.parse` of
/// the text (so `__proto__` keys are data, as in Deno). The file is decoded as Deno decodes
/// it: a UTF-8 byte order mark is dropped and invalid UTF-8 becomes U+FFFD. What it may be
/// is decided by its extension (Deno's media types): `json` (the import's attribute) needs
/// a `.json` file, a `.json` file needs the attribute, and a file of no known type is
/// refused unless it is the main module (`main`), which runs as JavaScript.
pub fn module_source(
    path: &Path,
    name: &str,
    json: bool,
    main: bool,
) -> Result<String, RuntimeError> {
    let kind = SourceKind::of(path);
    if json && kind != SourceKind::Json {
        return Err(RuntimeError::NotJson {
            name: name.to_string(),
            kind: kind.name(),
        });
    }
    if kind == SourceKind::Unknown && !main {
        return Err(RuntimeError::UnknownMediaType(name.to_string()));
    }
    let bytes = std::fs::read(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => RuntimeError::ModuleNotFound(name.to_string()),
        _ => RuntimeError::Read {
            path: path.to_path_buf(),
            error: e,
        },
    })?;
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes);
    let text = String::from_utf8_lossy(bytes).into_owned();
    if json {
        let literal = serde_json::to_string(&text).map_err(|e| RuntimeError::Read {
            path: path.to_path_buf(),
            error: std::io::Error::other(e),
        })?;
        return Ok(format!("export default JSON.parse({literal});\n"));
    }
    match kind {
        SourceKind::JavaScript | SourceKind::Unknown => Ok(text),
        SourceKind::TypeScript => Ok(crate::typescript::transpile(&text, name)?),
        SourceKind::Json => Err(RuntimeError::JsonWithoutAttribute(name.to_string())),
        SourceKind::Jsx => Err(RuntimeError::Jsx(name.to_string())),
    }
}

/// Declares the module named `name` (a `file:` URL) and fills its `import.meta`.
pub fn declare<'js>(
    ctx: &Ctx<'js>,
    map: &Rc<ModuleMap>,
    name: &str,
    json: bool,
) -> rquickjs::Result<Module<'js, Declared>> {
    let url = Url::parse(name).map_err(|e| Exception::throw_type(ctx, &format!("{name}: {e}")))?;
    let path: PathBuf = url
        .to_file_path()
        .map_err(|()| Exception::throw_type(ctx, &format!("{name} is not a file path")))?;
    let walked = if json {
        None
    } else {
        map.walked.borrow_mut().remove(name)
    };
    let source = match walked {
        Some(s) => s,
        None => match module_source(&path, name, json, url == *map.main()) {
            Ok(s) => {
                // The main module (or a graph module its walk could not read): walk from it.
                if !json && map.in_graph(name) {
                    map.walk_graph(&url, &s);
                }
                s
            }
            Err(e) => return Err(e.throw(ctx)),
        },
    };
    let source = match json {
        false => mark_nul_specifiers(&source).unwrap_or(source),
        true => source,
    };
    let module = Module::declare(ctx.clone(), name, source)?;
    let meta: Object = module.meta()?;
    meta.set("url", name)?;
    meta.set("main", url == *map.main())?;
    meta.set("filename", path.display().to_string())?;
    meta.set(
        "dirname",
        path.parent()
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
    )?;
    let m = map.clone();
    let here = url.clone();
    let resolve = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, specifier: String| -> rquickjs::Result<String> {
            m.resolve(&specifier, &here)
                .map(String::from)
                .map_err(|msg| Exception::throw_type(&ctx, &msg))
        },
    )?
    .with_name("resolve")?;
    meta.set("resolve", resolve)?;
    Ok(module)
}
