//! TypeScript as `deno run` runs it: enums, namespaces, parameter properties, decorators,
//! `accessor` fields and the rest of what Deno compiles without a type check, imports used
//! only as types removed across files, and the positions of run-time errors. Each scenario
//! is a small program in a fresh directory, run on every backend; the program checks
//! itself (an imported `assert.js`) and the test checks how it ended.

mod common;

use hostcall_runtime::Permissions;

/// The program passes: status 0, no error.
fn passes(files: &[(&str, &str)], main: &str) {
    common::passes(files, main, Permissions::default());
}

use common::fails_with;

#[test]
fn enums_namespaces_and_parameter_properties_run() {
    passes(
        &[(
            "main.ts",
            r##"
import { eq } from "./assert.js";
enum Color { Red, Green = 5, Blue }
const enum Small { A = 1, B = A * 2 }
declare enum Ambient { X }
enum Named { Up = "UP", Down = "DOWN" }
eq([Color.Red, Color.Green, Color.Blue, Color[5]], [0, 5, 6, "Green"], "enum");
eq([Small.A, Small.B], [1, 2], "const enum");
eq(Named.Down, "DOWN", "string enum");
namespace Geo {
  export const unit = 2;
  export function scale(x: number): number { return x * unit; }
  export namespace Inner { export const deep = "deep"; }
}
module Legacy { export const v = 3; }
eq([Geo.scale(4), Geo.Inner.deep, Legacy.v], [8, "deep", 3], "namespace");
import Scale = Geo.scale;
eq(Scale(1), 2, "import alias");
class Handle {
  declare tag: string;
  constructor(public handle: number, private readonly name = "h", protected p?: string) {}
  show(): string { return `${this.name}:${this.handle}`; }
}
eq(new Handle(7).show(), "h:7", "parameter properties");
eq(Object.keys(new Handle(1)), ["handle", "name", "p"], "parameter properties are fields");
abstract class Base { abstract area(): number; twice(): number { return 2 * this.area(); } }
class Sq extends Base { constructor(readonly s: number) { super(); } area() { return this.s ** 2; } }
eq(new Sq(3).twice(), 18, "abstract");
function over(x: string): string;
function over(x: number): number;
function over(x: any): any { return x; }
eq(over(1), 1, "overloads");
const n = <number>(<unknown>"x".length) satisfies number;
eq(n, 1, "casts and satisfies");
let definite!: number;
definite = 4;
eq(definite, 4, "definite assignment");
"##,
        )],
        "main.ts",
    );
}

#[test]
fn decorators_and_accessor_fields_run_as_deno_compiles_them() {
    passes(
        &[(
            "main.ts",
            r##"
import { eq } from "./assert.js";
const log: string[] = [];
function logged<T extends (...a: any[]) => any>(value: T, ctx: ClassMethodDecoratorContext): T {
  log.push(`${ctx.kind} ${String(ctx.name)}`);
  return function (this: unknown, ...args: any[]) { return value.apply(this, args) * 10; } as T;
}
function sealed(value: Function, ctx: ClassDecoratorContext) { log.push(`${ctx.kind} ${ctx.name}`); }
function init(_: undefined, ctx: ClassFieldDecoratorContext) { return (v: number) => v + 1; }
@sealed
class K {
  @init x = 1;
  accessor plain = 5;
  @logged m(a: number) { return a; }
  static accessor count = 0;
}
const k = new K();
eq(k.m(2), 20, "method decorator");
eq(k.x, 2, "field decorator");
eq(k.plain, 5, "accessor");
k.plain = 6;
eq(k.plain, 6, "accessor set");
K.count++;
eq(K.count, 1, "static accessor");
eq(log, ["method m", "class K"], "decorator order");
"##,
        )],
        "main.ts",
    );
}

#[test]
fn imports_used_only_as_types_are_removed_across_files() {
    // Named, default and namespace imports used only as types, from a file that has values
    // and from one that has none; a file that imports a type to re-export it with
    // `export type`.
    passes(
        &[
            (
                "types.ts",
                "export interface Options { size: number }\nexport default interface Def { d: string }\nexport type Alias = string;\nexport const value = 42;\n",
            ),
            ("only-types.ts", "export interface Shape { w: number }\n"),
            ("reexport.ts", "export { value } from \"./types.ts\";\nimport { Options } from \"./types.ts\";\nexport type { Options };\n"),
            (
                "main.ts",
                r##"
import { eq } from "./assert.js";
import { Options, Alias, value } from "./types.ts";
import Def from "./types.ts";
import * as T from "./types.ts";
import { Shape } from "./only-types.ts";
import { value as again } from "./reexport.ts";
import { Options as O2 } from "./reexport.ts";
const o: Options = { size: value };
const d: Def = { d: "x" };
const a: Alias = "a";
const s: Shape = { w: 1 };
let t: T.Options | O2 = o;
eq([o.size, d.d, a, s.w, t.size, again], [42, "x", "a", 1, 42, 42], "types elided");
"##,
            ),
        ],
        "main.ts",
    );
}

#[test]
fn a_runtime_error_in_an_enum_using_file_has_its_original_line() {
    // The file is transformed (an enum), then laid out at the original's positions: the
    // throw is on line 10 and the call on line 12, as written.
    fails_with(
        &[(
            "main.ts",
            "enum Mode {\n  Fast,\n  Slow,\n}\n\ninterface Opts { mode: Mode }\n\nfunction run(o: Opts): void {\n  const x: Record<string, number> | null = null;\n  x!.boom;\n}\nrun({ mode: Mode.Slow });\n",
        )],
        "main.ts",
        &["TypeError", "main.ts:10:", "main.ts:12:"],
    );
    // A parameter property and a type-only import: the same. (The error is a thrown one:
    // QuickJS gives a property read's error inside a class method the method's line, in
    // JavaScript too.)
    fails_with(
        &[
            ("t.ts", "export interface T { a: number }\n"),
            (
                "main.ts",
                "import { T } from \"./t.ts\";\nclass A {\n  constructor(public t: T) {}\n  go(): number {\n    const v: number = this.t.a;\n    throw new Error(`in go ${v}`);\n  }\n}\nnew A({ a: 1 }).go();\n",
            ),
        ],
        "main.ts",
        &["Error: in go 1", "main.ts:6:", "main.ts:9:"],
    );
}

#[test]
fn what_cannot_run_is_refused_by_name_and_place() {
    fails_with(
        &[(
            "main.ts",
            "function inject(..._: unknown[]) {}\nclass A {\n  constructor(@inject x: number) {}\n}\n",
        )],
        "main.ts",
        &["SyntaxError", "decorator", "experimentalDecorators", "main.ts:3:15"],
    );
    fails_with(
        &[("main.ts", "\nimport fs = require(\"node:fs\");\nfs;\n")],
        "main.ts",
        &["SyntaxError", "import x = require()", "main.ts:2:1"],
    );
    fails_with(
        &[("main.ts", "enum E { A }\nlet x = ;\n")],
        "main.ts",
        &["SyntaxError", "main.ts:2:9"],
    );
    fails_with(
        &[("main.tsx", "const x = <div/>;")],
        "main.tsx",
        &["JSX is not supported"],
    );
    fails_with(
        &[("main.jsx", "const x = <div/>;")],
        "main.jsx",
        &["JSX is not supported"],
    );
}

#[test]
fn a_re_export_of_an_imported_type_fails_as_in_deno() {
    // `import { T }` then `export { T }`: with isolatedModules TypeScript cannot know T is
    // a type, so Deno keeps both and the module fails to link; hostcall too.
    fails_with(
        &[
            (
                "t.ts",
                "export interface T { a: number }\nexport const v = 1;\n",
            ),
            ("main.ts", "import { T } from \"./t.ts\";\nexport { T };\n"),
        ],
        "main.ts",
        &["SyntaxError", "'T'"],
    );
}
