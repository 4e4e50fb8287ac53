//! Where the import map comes from, as Deno finds it: `--import-map FILE`, else the
//! `imports` (and `scopes`) of the first `deno.json` or `deno.jsonc` in the main module's
//! directory or a parent directory (or the file its `importMap` field names), unless
//! `--no-config`. `--config FILE` names the configuration file.

use std::path::{Path, PathBuf};

use import_map::ImportMap;
use url::Url;

use crate::error::RuntimeError;

/// How the import map is chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ConfigChoice {
    /// Look for deno.json/deno.jsonc from the main module's directory up (the default).
    #[default]
    Discover,
    /// This configuration file (`--config`).
    File(PathBuf),
    /// None (`--no-config`).
    None,
}

/// The import map for a program whose main module is at `main`; also the file it came from.
pub fn find_import_map(
    main: &Path,
    import_map: Option<&Path>,
    config: &ConfigChoice,
) -> Result<Option<(ImportMap, PathBuf)>, RuntimeError> {
    if let Some(file) = import_map {
        return read_import_map(file).map(|m| Some((m, file.to_path_buf())));
    }
    let config_file = match config {
        ConfigChoice::None => return Ok(None),
        ConfigChoice::File(f) => Some(f.clone()),
        ConfigChoice::Discover => discover(main),
    };
    let Some(file) = config_file else {
        return Ok(None);
    };
    let text = read(&file)?;
    let value = jsonc_parser::parse_to_serde_value(&text, &Default::default())
        .map_err(|e| invalid(&file, e.to_string()))?
        .unwrap_or(serde_json::Value::Null);
    let Some(obj) = value.as_object() else {
        return Err(invalid(
            &file,
            "the configuration is not a JSON object".into(),
        ));
    };
    if let Some(serde_json::Value::String(path)) = obj.get("importMap") {
        let target = file.parent().unwrap_or(Path::new("/")).join(path);
        return read_import_map(&target).map(|m| Some((m, target)));
    }
    if !obj.contains_key("imports") && !obj.contains_key("scopes") {
        return Ok(None);
    }
    let mut map = serde_json::Map::new();
    for key in ["imports", "scopes"] {
        if let Some(v) = obj.get(key) {
            map.insert(key.into(), v.clone());
        }
    }
    let base = file_url(&file)?;
    let parsed = import_map::parse_from_value(base, serde_json::Value::Object(map))
        .map_err(|e| invalid(&file, e.to_string()))?;
    Ok(Some((parsed.import_map, file)))
}

/// The first deno.json/deno.jsonc in `main`'s directory or above.
fn discover(main: &Path) -> Option<PathBuf> {
    let start = crate::permissions::absolute(main);
    let mut dir = start.parent();
    while let Some(d) = dir {
        for name in ["deno.json", "deno.jsonc"] {
            let candidate = d.join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
        dir = d.parent();
    }
    None
}

fn read_import_map(file: &Path) -> Result<ImportMap, RuntimeError> {
    let text = read(file)?;
    let base = file_url(file)?;
    import_map::parse_from_json(base, &text)
        .map(|m| m.import_map)
        .map_err(|e| invalid(file, e.to_string()))
}

fn read(file: &Path) -> Result<String, RuntimeError> {
    std::fs::read_to_string(file).map_err(|error| RuntimeError::Read {
        path: file.to_path_buf(),
        error,
    })
}

fn invalid(file: &Path, message: String) -> RuntimeError {
    RuntimeError::ImportMap {
        path: file.to_path_buf(),
        message,
    }
}

/// The `file:` URL of `path` (made absolute first).
pub fn file_url(path: &Path) -> Result<Url, RuntimeError> {
    let abs = crate::permissions::absolute(path);
    Url::from_file_path(&abs).map_err(|()| RuntimeError::Read {
        path: abs.clone(),
        error: std::io::Error::other("not an absolute path"),
    })
}
