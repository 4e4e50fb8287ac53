//! TypeScript as `deno run` runs it: types removed, and TypeScript with run-time meaning
//! compiled the way Deno's `deno_ast` compiles it with Deno 2's default options.
//!
//! Two paths, chosen per file:
//!
//! - **Types replaced by whitespace** (`swc_ts_fast_strip` in its strip-only mode, the
//!   stripper Node.js's amaro wraps), when that is all the file needs: every line and
//!   column of the code QuickJS runs is the original's.
//! - **Transformed** by swc's passes in the order and with the options of `deno_ast`'s
//!   `fold_program` (resolver, TC39 decorators as `decorator_2022_03`, the TypeScript pass
//!   of `swc_ecma_transforms_typescript` with `verbatimModuleSyntax` off, unused imports
//!   removed, enums mutable, `import x = require()` preserved; hygiene, fixer) when the
//!   file has `enum`, a `namespace` with values, parameter properties, decorators,
//!   `accessor` fields (QuickJS has neither), or an import or export the TypeScript pass
//!   removes (a name imported without `type` and used only as a type, or a local
//!   `export { T }` of a type). Whether it removes one is asked of the pass itself: a file
//!   with imports runs the resolver and it, and keeps strip-only output if it removed
//!   none.
//!
//! Why these crates: `swc_ts_fast_strip`'s own transform mode runs the TypeScript pass
//! (import elision included) but no decorators pass, and gives positions only as a source
//! map; the passes it is built on, at the versions it pins, are used here directly (only
//! `swc_ecma_transforms_proposal`, for decorators, is added), as `deno_ast` does. The
//! result is written by `swc_ecma_codegen` and laid out at the original's positions
//! (`typescript/layout.rs`): each token is put on its original line, and at its original column where
//! the code before it on that line is shorter.
//!
//! What the transform cannot make runnable is refused with the construct and its
//! `file:line:column`: `import x = require()` and `export =` (CommonJS, which Deno too
//! runs only as CommonJS) and decorators the TC39 transform leaves (parameter decorators,
//! TypeScript's `experimentalDecorators`). `.tsx` is refused by the loader.

use std::sync::{Arc, Mutex};

use swc_common::errors::{DiagnosticBuilder, Emitter, Handler, HANDLER};
use swc_common::source_map::LineCol;
use swc_common::sync::Lrc;
use swc_common::{BytePos, FileName, Globals, Mark, SourceFile, SourceMap, Spanned, GLOBALS};
use swc_ecma_ast::{
    Decorator, EsVersion, ExportSpecifier, ImportSpecifier, Module, ModuleDecl, ModuleItem,
    Program, TsExportAssignment, TsImportEqualsDecl, TsModuleRef,
};
use swc_ecma_parser::{Parser, StringInput, Syntax, TsSyntax};
use swc_ecma_transforms_base::fixer::fixer;
use swc_ecma_transforms_base::helpers::{inject_helpers, Helpers, HELPERS};
use swc_ecma_transforms_base::hygiene::hygiene;
use swc_ecma_transforms_base::resolver;
use swc_ecma_transforms_proposal::decorator_2022_03::decorator_2022_03;
use swc_ecma_transforms_typescript::typescript;
use swc_ecma_visit::{Visit, VisitWith};
use swc_ts_fast_strip::{ErrorCode, Mode, Options};

mod layout;

/// A TypeScript file that could not be made JavaScript: a syntax error, or a construct
/// that cannot run, with its position in the original file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}\n    at {file}:{line}:{column}")]
pub struct TypeScriptError {
    /// What is wrong (swc's words for a syntax error).
    pub message: String,
    /// The file (as given to [`transpile`]).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// One diagnostic: its message and byte position.
type Diagnostic = (String, Option<BytePos>);

/// The errors swc emits (warnings are dropped).
#[derive(Clone, Default)]
struct Collected(Arc<Mutex<Vec<Diagnostic>>>);

impl Collected {
    fn first(&self) -> Option<Diagnostic> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .first()
            .cloned()
    }
}

impl Emitter for Collected {
    fn emit(&mut self, db: &mut DiagnosticBuilder<'_>) {
        if !db.is_error() {
            return;
        }
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

/// `source` (TypeScript) as JavaScript QuickJS can run; `file` names it in errors and in
/// the positions swc records. A source nested deeper than 1,000 brackets (`MAX_NESTING`) is
/// refused.
pub fn transpile(source: &str, file: &str) -> Result<String, TypeScriptError> {
    with_parser_stack(source, || transpile_on_this_thread(source, file)).unwrap_or_else(|| {
        Err(TypeScriptError {
            message: format!(
                "nested deeper than {MAX_NESTING} brackets, or the TypeScript compiler failed: hostcall does not compile it"
            ),
            file: file.to_string(),
            line: 1,
            column: 1,
        })
    })
}

/// The options of `deno_ast`'s TypeScript pass as `deno run` sets them by default
/// (`TranspileOptions::as_typescript_config`).
fn deno_typescript_config() -> typescript::Config {
    typescript::Config {
        verbatim_module_syntax: false,
        native_class_properties: false,
        import_not_used_as_values: typescript::ImportsNotUsedAsValues::Remove,
        no_empty_export: true,
        import_export_assign_config: typescript::TsImportExportAssignConfig::Preserve,
        ts_enum_is_mutable: true,
        ..Default::default()
    }
}

fn transpile_on_this_thread(source: &str, file: &str) -> Result<String, TypeScriptError> {
    let cm: Lrc<SourceMap> = Default::default();
    let fm = cm.new_source_file(FileName::Real(file.into()).into(), source.to_string());
    let at = |message: String, pos: Option<BytePos>| error_at(&cm, file, message, pos);

    let mut parser = Parser::new(
        Syntax::Typescript(TsSyntax {
            decorators: true,
            ..Default::default()
        }),
        StringInput::from(&*fm),
        None,
    );
    let parsed = parser.parse_module();
    let module = match (parsed, parser.take_errors().into_iter().next()) {
        (Err(e), _) | (Ok(_), Some(e)) => {
            return Err(at(e.kind().msg().into_owned(), Some(e.span().lo)))
        }
        (Ok(module), None) => module,
    };

    // Strip-only keeps every position, but leaves every import and export as written:
    // it is the right output only if the TypeScript pass removes none of them.
    let bindings = import_export_bindings(&module);
    let needs_transform = has_what_quickjs_lacks(&module)
        || (bindings > 0 && {
            let t = transform(module.clone(), &cm, file, Passes::TypeScriptOnly)?;
            import_export_bindings(&t) != bindings
        });
    if !needs_transform {
        match strip_only(source, file) {
            Ok(code) => return Ok(code),
            Err((StripFailure::Unsupported, _)) => {}
            Err((StripFailure::Other, e)) => return Err(e),
        }
    }
    let transformed = transform(module, &cm, file, Passes::All)?;
    refuse_what_cannot_run(&transformed).map_err(|(m, pos)| at(m, Some(pos)))?;
    emit(&transformed, &cm, &fm).map_err(|m| at(m, None))
}

/// How many imports and exports `module` has that the TypeScript pass could remove: every
/// import and `export { }` declaration not marked `type`, each of their specifiers not
/// marked `type`, and `export default` of a name.
fn import_export_bindings(module: &Module) -> usize {
    module
        .body
        .iter()
        .map(|item| match item {
            ModuleItem::ModuleDecl(ModuleDecl::Import(i)) if !i.type_only => {
                1 + i
                    .specifiers
                    .iter()
                    .filter(|s| !matches!(s, ImportSpecifier::Named(n) if n.is_type_only))
                    .count()
            }
            ModuleItem::ModuleDecl(ModuleDecl::ExportNamed(e)) if !e.type_only => {
                1 + e
                    .specifiers
                    .iter()
                    .filter(|s| !matches!(s, ExportSpecifier::Named(n) if n.is_type_only))
                    .count()
            }
            ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultExpr(e)) if e.expr.is_ident() => 1,
            _ => 0,
        })
        .sum()
}

/// Whether `module` has JavaScript that Deno compiles and QuickJS does not run, which
/// strip-only mode leaves as it is: decorators and `accessor` fields (compiled by the
/// TC39 decorators pass, as Deno does).
fn has_what_quickjs_lacks(module: &Module) -> bool {
    #[derive(Default)]
    struct Find(bool);
    impl Visit for Find {
        fn visit_decorator(&mut self, _: &Decorator) {
            self.0 = true;
        }
        fn visit_auto_accessor(&mut self, _: &swc_ecma_ast::AutoAccessor) {
            self.0 = true;
        }
    }
    let mut find = Find::default();
    module.visit_with(&mut find);
    find.0
}

/// Why strip-only mode gave no code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StripFailure {
    /// TypeScript with run-time meaning: the transform handles it.
    Unsupported,
    /// Anything else: reported as it is.
    Other,
}

/// `source` with its types replaced by whitespace, or why not.
fn strip_only(source: &str, file: &str) -> Result<String, (StripFailure, TypeScriptError)> {
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
    result.map(|out| out.code).map_err(|e| {
        let failure = match e.code {
            ErrorCode::UnsupportedSyntax => StripFailure::Unsupported,
            _ => StripFailure::Other,
        };
        let (message, pos) = collected.first().unwrap_or((e.message, None));
        (failure, error_at(&cm, file, message, pos))
    })
}

/// Which of `deno_ast`'s passes [`transform`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Passes {
    /// All of them: the module QuickJS runs.
    All,
    /// The resolver and the TypeScript pass: enough to see which imports it removes (the
    /// decorators pass, hygiene and the fixer remove none), at a fraction of the cost.
    TypeScriptOnly,
}

/// `module` through `deno_ast`'s passes, in its order, with Deno's default options.
fn transform(
    module: Module,
    cm: &Lrc<SourceMap>,
    file: &str,
    passes: Passes,
) -> Result<Module, TypeScriptError> {
    let all = passes == Passes::All;
    let collected = Collected::default();
    let handler = Handler::with_emitter(true, false, Box::new(collected.clone()));
    let mut program = Program::Module(module);
    GLOBALS.set(&Globals::new(), || {
        HANDLER.set(&handler, || {
            HELPERS.set(&Helpers::new(false), || {
                let unresolved = Mark::new();
                let top_level = Mark::new();
                program.mutate(&mut resolver(unresolved, top_level, true));
                if all {
                    program.mutate(&mut decorator_2022_03());
                    program.mutate(&mut inject_helpers(top_level));
                }
                program.mutate(&mut typescript::typescript(
                    deno_typescript_config(),
                    unresolved,
                    top_level,
                ));
                if all {
                    program.mutate(&mut fixer(None));
                    program.mutate(&mut hygiene());
                }
            })
        })
    });
    if let Some((message, pos)) = collected.first() {
        return Err(error_at(cm, file, message, pos));
    }
    match program {
        Program::Module(m) => Ok(m),
        Program::Script(_) => Err(error_at(
            cm,
            file,
            "the TypeScript transform made a script of a module".into(),
            None,
        )),
    }
}

/// The first construct left in `module` (transformed) that QuickJS cannot run, with a
/// message naming it and its position.
fn refuse_what_cannot_run(module: &Module) -> Result<(), (String, BytePos)> {
    #[derive(Default)]
    struct Find(Option<(String, BytePos)>);
    impl Find {
        fn found(&mut self, message: &str, pos: BytePos) {
            if self.0.is_none() {
                self.0 = Some((message.to_string(), pos));
            }
        }
    }
    impl Visit for Find {
        fn visit_decorator(&mut self, d: &Decorator) {
            self.found(
                "Unsupported decorator: a decorator here (on a parameter) is TypeScript's \
                 experimentalDecorators, which hostcall does not compile; Deno runs TC39 \
                 decorators by default",
                d.span.lo,
            );
        }
        fn visit_ts_import_equals_decl(&mut self, d: &TsImportEqualsDecl) {
            if !d.is_type_only && matches!(d.module_ref, TsModuleRef::TsExternalModuleRef(_)) {
                self.found(
                    "Unsupported `import x = require()`: it is CommonJS, which Deno runs only \
                     in CommonJS modules and hostcall does not run; use `import x from`",
                    d.span.lo,
                );
            }
        }
        fn visit_ts_export_assignment(&mut self, d: &TsExportAssignment) {
            self.found(
                "Unsupported `export =`: it is CommonJS, which Deno runs only in CommonJS \
                 modules and hostcall does not run; use `export default`",
                d.span.lo,
            );
        }
    }
    let mut find = Find::default();
    module.visit_with(&mut find);
    match find.0 {
        Some(found) => Err(found),
        None => Ok(()),
    }
}

/// `module` written by swc's code generator and laid out at the original's positions.
fn emit(module: &Module, cm: &Lrc<SourceMap>, original: &SourceFile) -> Result<String, String> {
    let mut code = Vec::new();
    let mut mappings: Vec<(BytePos, LineCol)> = Vec::new();
    {
        let mut emitter = swc_ecma_codegen::Emitter {
            cfg: swc_ecma_codegen::Config::default()
                .with_target(EsVersion::latest())
                .with_minify(true)
                .with_omit_last_semi(false),
            cm: cm.clone(),
            comments: None,
            wr: swc_ecma_codegen::text_writer::JsWriter::new(
                cm.clone(),
                "\n",
                &mut code,
                Some(&mut mappings),
            ),
        };
        emitter
            .emit_module(module)
            .map_err(|e| format!("the code generator failed: {e}"))?;
    }
    let code = String::from_utf8(code).map_err(|e| format!("the code generator wrote {e}"))?;
    Ok(layout::lay_out(&code, &mappings, original).unwrap_or(code))
}

/// A [`TypeScriptError`] at `pos` (the start of the file if unknown).
fn error_at(
    cm: &Lrc<SourceMap>,
    file: &str,
    message: String,
    pos: Option<BytePos>,
) -> TypeScriptError {
    let (line, column) = match pos {
        Some(p) => {
            let loc = cm.lookup_char_pos(p);
            (loc.line, loc.col_display + 1)
        }
        None => (1, 1),
    };
    TypeScriptError {
        message,
        file: file.to_string(),
        line,
        column,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 1-based line of the first occurrence of `needle` in `code`.
    fn line_of(code: &str, needle: &str) -> usize {
        let at = code
            .find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not in:\n{code}"));
        code[..at].matches('\n').count() + 1
    }

    #[test]
    fn types_become_whitespace() {
        let src = "let x: number = 1;\nfunction f(a: string): void {}\n";
        let out = transpile(src, "a.ts").unwrap();
        assert_eq!(out, "let x         = 1;\nfunction f(a        )       {}\n");
    }

    #[test]
    fn an_import_used_as_a_value_keeps_strip_only_positions() {
        let src = "import { a } from './a.ts';\nconst n: number = a;\n";
        let out = transpile(src, "a.ts").unwrap();
        assert_eq!(out.len(), src.len(), "{out}");
        assert_eq!(out.find("= a;"), src.find("= a;"), "{out}");
    }

    #[test]
    fn imports_used_only_as_types_are_removed() {
        let src = "import { Options, make } from './t.ts';\n\
                   import Def from './d.ts';\n\
                   import * as NS from './n.ts';\n\
                   export { Shape } from './s.ts';\n\
                   const o: Options = make();\nlet d: Def; let n: NS.T;\n";
        let out = transpile(src, "a.ts").unwrap();
        assert!(out.contains("make"), "{out}");
        // A re-export names another file's binding: TypeScript with isolatedModules, and
        // so Deno, cannot know it is a type, and keeps it.
        assert!(out.contains("Shape"), "{out}");
        for gone in ["Options", "Def", "NS", "./d.ts", "./n.ts"] {
            assert!(!out.contains(gone), "{gone} left in:\n{out}");
        }
        assert_eq!(line_of(&out, "make()"), 5, "{out}");
    }

    #[test]
    fn an_import_of_inline_type_specifiers_only_is_removed_whole() {
        let src = "import { type A } from './a.ts';\nimport './side.ts';\nlet a: A;\n";
        let out = transpile(src, "a.ts").unwrap();
        assert!(!out.contains("./a.ts"), "{out}");
        assert!(out.contains("./side.ts"), "{out}");
    }

    #[test]
    fn a_local_export_of_a_type_is_removed() {
        let out = transpile(
            "interface T { a: 1 }\nexport { T };\nexport const x = 1;\n",
            "a.ts",
        )
        .unwrap();
        assert!(!out.contains('T'), "{out}");
    }

    #[test]
    fn enum_and_what_follows_keep_their_lines() {
        let src = "export enum E {\n  A,\n  B = 5,\n}\nconst enum C { X = 2 }\ndeclare enum D { Y }\n\nfunction f() {\n  throw new Error('at 9');\n}\nexport { f, C };\n";
        let out = transpile(src, "e.ts").unwrap();
        assert_eq!(line_of(&out, "throw"), 9, "{out}");
        assert_eq!(line_of(&out, "function f"), 8, "{out}");
        assert!(!out.contains("enum"), "{out}");
    }

    #[test]
    fn columns_are_kept_where_the_code_before_is_shorter() {
        let src = "enum E { A }\nfunction g(x: number, y: string) { return x.y.z; }\n";
        let out = transpile(src, "c.ts").unwrap();
        let line = out.lines().nth(1).unwrap();
        let orig = src.lines().nth(1).unwrap();
        assert_eq!(line.find("return"), orig.find("return"), "{out}");
        assert_eq!(line.find("x.y.z"), orig.find("x.y.z"), "{out}");
    }

    #[test]
    fn parameter_properties_namespaces_and_decorators_are_compiled() {
        let src = "class P { constructor(public h: number, private readonly q = 2) {} }\n\
                   namespace N { export const v = 1; }\n\
                   function dec(v: unknown, c: unknown) { return v; }\n\
                   @dec class K { @dec m() {} accessor a = 1; }\n\
                   const c = <number>(1 as unknown) satisfies number;\n";
        let out = transpile(src, "p.ts").unwrap();
        assert!(out.contains("this.h=h"), "{out}");
        assert!(!out.contains('@'), "{out}");
        assert!(!out.contains("namespace"), "{out}");
    }

    #[test]
    fn a_parameter_decorator_is_refused_by_name_and_place() {
        let e = transpile(
            "function d() {}\nclass A {\n  constructor(@d x: number) {}\n}\n",
            "d.ts",
        )
        .unwrap_err();
        assert!(e.message.contains("decorator"), "{e}");
        assert_eq!((e.line, e.column), (3, 15), "{e}");
    }

    #[test]
    fn commonjs_is_refused_by_name_and_place() {
        let e = transpile("import fs = require('fs');\nfs;\n", "r.ts").unwrap_err();
        assert!(e.message.contains("import x = require()"), "{e}");
        assert_eq!((e.line, e.column), (1, 1), "{e}");
        let e = transpile("const a = 1;\nexport = a;\n", "r.ts").unwrap_err();
        assert!(e.message.contains("export ="), "{e}");
        assert_eq!(e.line, 2, "{e}");
    }

    #[test]
    fn an_import_alias_of_a_namespace_is_a_const() {
        let out = transpile(
            "namespace N { export const v = 1; }\nimport V = N.v;\nV;\n",
            "a.ts",
        )
        .unwrap();
        assert!(!out.contains("import"), "{out}");
    }

    #[test]
    fn syntax_error_position() {
        let e = transpile("let a = 1;\nlet b: = 2;\n", "s.ts").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
    }

    #[test]
    fn literals_are_never_padded() {
        // Spaces go between tokens only: a template's text, a string and a regular
        // expression keep their bytes even where their original columns are larger.
        let src = "enum E { A }\nconst s: string =        `a\n${E.A}  x ${ 1 as number }\n  b`;\nconst r: RegExp =   /a  b/g, t: string = 'c  d';\n";
        let out = transpile(src, "l.ts").unwrap();
        // (Inside `${ }` is code: padding there is between tokens.)
        assert!(out.contains("`a\n${E.A}  x ${ 1}\n  b`"), "{out}");
        assert!(out.contains("/a  b/g") && out.contains("\"c  d\""), "{out}");
        assert_eq!(line_of(&out, "/a  b/g"), 5, "{out}");
    }

    #[test]
    fn line_breaks_never_go_where_javascript_forbids_them() {
        // The value was two lines below `return` (inside parentheses the fixer removes): a
        // line break after `return` would return undefined.
        let src = "enum E { A }\nasync function g() {\n  return (\n\n  1);\n}\n";
        let out = transpile(src, "r.ts").unwrap();
        assert!(out.contains("return 1"), "{out}");
        assert_eq!(out.lines().position(|l| l.trim() == "}"), Some(5), "{out}");
    }
}
