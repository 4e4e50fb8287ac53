//! The runtime's errors.

use std::path::PathBuf;

use rquickjs::{Ctx, Exception, Object};

use crate::typescript::TypeScriptError;

/// Something the runtime could not do before or around the script.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RuntimeError {
    /// A module's file does not exist (Deno's message).
    #[error("Module not found \"{0}\".")]
    ModuleNotFound(String),
    /// A file could not be read.
    #[error("cannot read {}: {error}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// A `.json` module imported without `with { type: "json" }` (Deno's message).
    #[error("Expected a JavaScript or TypeScript module, but identified a Json module. Consider importing Json modules with an import attribute with the type of \"json\".\n    at {0}")]
    JsonWithoutAttribute(String),
    /// A file imported whose media type is not one a module can have (Deno's message):
    /// no extension, or one that is not JavaScript, TypeScript or JSON.
    #[error("Expected a JavaScript or TypeScript module, but identified a Unknown module. Importing these types of modules is currently not supported.\n  Specifier: {0}")]
    UnknownMediaType(String),
    /// A module imported `with { type: "json" }` whose file is not JSON by its extension.
    #[error("Expected a JSON module, but identified a {kind} module.\n  Specifier: {name}")]
    NotJson {
        /// The module.
        name: String,
        /// What its extension says it is.
        kind: &'static str,
    },
    /// JSX and TSX are not supported.
    #[error("JSX is not supported: {0} (hostcall has no JSX transform)")]
    Jsx(String),
    /// TypeScript that could not be made JavaScript (a syntax error, or a construct that
    /// cannot run, such as `export =`).
    #[error("{0}")]
    TypeScript(#[from] TypeScriptError),
    /// An import map (or the `imports` of a deno.json) that does not parse.
    #[error("invalid import map {}: {message}", path.display())]
    ImportMap {
        /// The file.
        path: PathBuf,
        /// Why.
        message: String,
    },
    /// The program's thread could not be started.
    #[error("cannot start the program's thread: {0}")]
    Thread(std::io::Error),
    /// The engine failed.
    #[error(transparent)]
    Engine(#[from] hostcall_quickjs::EngineError),
    /// rquickjs failed outside a script.
    #[error(transparent)]
    Js(#[from] rquickjs::Error),
}

impl RuntimeError {
    /// Throws this error in `ctx` as a script would see it (a `TypeError`, or a
    /// `SyntaxError` positioned in the original file for TypeScript).
    pub fn throw(&self, ctx: &Ctx<'_>) -> rquickjs::Error {
        match self {
            RuntimeError::TypeScript(e) => {
                let made = (|| -> rquickjs::Result<rquickjs::Value<'_>> {
                    let ex = Exception::from_message(ctx.clone(), &e.message)?;
                    let obj: &Object = ex.as_object();
                    obj.set("name", "SyntaxError")?;
                    obj.set(
                        "stack",
                        format!("    at {}:{}:{}\n", e.file, e.line, e.column),
                    )?;
                    Ok(ex.into_value())
                })();
                match made {
                    Ok(v) => ctx.throw(v),
                    Err(err) => err,
                }
            }
            other => Exception::throw_type(ctx, &other.to_string()),
        }
    }
}
