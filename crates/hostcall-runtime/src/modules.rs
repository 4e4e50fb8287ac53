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

use std::path::{Path, PathBuf};
use std::rc::Rc;

use import_map::ImportMap;
use rquickjs::loader::{ImportAttributes, Loader, Resolver};
use rquickjs::module::Declared;
use rquickjs::{Ctx, Exception, Function, Module, Object};
use url::Url;

use crate::error::RuntimeError;

/// How specifiers resolve: the import map (possibly empty) and the main module's URL.
pub struct ModuleMap {
    map: ImportMap,
    main: Url,
}

impl ModuleMap {
    /// Resolution for the program whose main module is `main`, with `map` (or none).
    pub fn new(main: Url, map: Option<ImportMap>) -> ModuleMap {
        let map = map.unwrap_or_else(|| ImportMap::new(main.clone()));
        ModuleMap { map, main }
    }

    /// The main module's URL.
    pub fn main(&self) -> &Url {
        &self.main
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
        match self.0.resolve(name, &referrer_url(base)) {
            Ok(url) => Ok(url.into()),
            Err(m) => Err(Exception::throw_type(ctx, &m)),
        }
    }
}

/// QuickJS's load hook.
pub struct ModuleLoader(pub Rc<ModuleMap>);

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
        declare(ctx, &self.0, name, json)
    }
}

/// What a file is, by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// JavaScript (`.js`, `.mjs`, anything else).
    JavaScript,
    /// TypeScript (`.ts`, `.mts`, `.cts`): types stripped.
    TypeScript,
    /// JSON (`.json`): only with `with { type: "json" }`.
    Json,
    /// JSX/TSX: refused.
    Jsx,
}

impl SourceKind {
    /// The kind of `path`.
    pub fn of(path: &Path) -> SourceKind {
        match path.extension().and_then(|e| e.to_str()) {
            Some("ts" | "mts" | "cts") => SourceKind::TypeScript,
            Some("json") => SourceKind::Json,
            Some("jsx" | "tsx") => SourceKind::Jsx,
            _ => SourceKind::JavaScript,
        }
    }
}

/// The JavaScript QuickJS compiles for the file at `path` (named `name` in errors):
/// TypeScript stripped, JSON wrapped as a module whose default export is `JSON.parse` of
/// the text (so `__proto__` keys are data, as in Deno).
pub fn module_source(path: &Path, name: &str, json: bool) -> Result<String, RuntimeError> {
    let text = std::fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => RuntimeError::ModuleNotFound(name.to_string()),
        _ => RuntimeError::Read {
            path: path.to_path_buf(),
            error: e,
        },
    })?;
    let kind = SourceKind::of(path);
    if json {
        let literal = serde_json::to_string(&text).map_err(|e| RuntimeError::Read {
            path: path.to_path_buf(),
            error: std::io::Error::other(e),
        })?;
        return Ok(format!("export default JSON.parse({literal});\n"));
    }
    match kind {
        SourceKind::JavaScript => Ok(text),
        SourceKind::TypeScript => Ok(crate::typescript::strip_types(&text, name)?),
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
    let source = match module_source(&path, name, json) {
        Ok(s) => s,
        Err(e) => return Err(e.throw(ctx)),
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
