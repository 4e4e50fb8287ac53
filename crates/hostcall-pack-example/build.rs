//! Generates the 200 host functions of the startup benchmark (C, distinct signatures of 1 to
//! 6 parameters from i32 u32 f64 i64 u8 f32 i16 u64, each returning the sum of its
//! arguments), the script that calls each once and checks its result, and the thunk pack of
//! their QuickJS native entries for the target being built.

use std::fmt::Write as _;
use std::path::PathBuf;

const FUNCTIONS: usize = 200;
const KINDS: [(&str, &str); 8] = [
    ("i32", "int32_t"),
    ("u32", "uint32_t"),
    ("f64", "double"),
    ("i64", "int64_t"),
    ("u8", "uint8_t"),
    ("f32", "float"),
    ("i16", "int16_t"),
    ("u64", "uint64_t"),
];

/// Deterministic distinct signatures (the generator of `hostcall-cli`'s startup bench).
fn signatures() -> Vec<(Vec<usize>, usize)> {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    while out.len() < FUNCTIONS {
        let arity = 1 + next(6);
        let params: Vec<usize> = (0..arity).map(|_| next(KINDS.len())).collect();
        let result = next(KINDS.len());
        if seen.insert((params.clone(), result)) {
            out.push((params, result));
        }
    }
    out
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    let target = std::env::var("TARGET")?;
    let sigs = signatures();

    let mut c = String::from("#include <stdint.h>\n");
    let mut rust = String::from("unsafe extern \"C\" {\n");
    let mut table = String::from("/// (name, signature, function) of every host function.\npub static FUNCS: &[(&str, &str, unsafe extern \"C\" fn())] = &[\n");
    let mut script = String::new();
    let mut pack = hostcall::build::PackSpec::new(
        "startup_pack",
        &target,
        hostcall_quickjs::quickjs_layout(),
    )?
    .native_entry(hostcall_quickjs::pack_native_entry());
    for (i, (params, result)) in sigs.iter().enumerate() {
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(j, &k)| format!("{} a{j}", KINDS[k].1))
            .collect();
        let sum: Vec<String> = (0..params.len()).map(|j| format!("a{j}")).collect();
        writeln!(
            c,
            "{} f{i}({}) {{ return ({})({}); }}",
            KINDS[*result].1,
            args.join(", "),
            KINDS[*result].1,
            sum.join(" + ")
        )?;
        let kinds: Vec<&str> = params.iter().map(|&k| KINDS[k].0).collect();
        let sig = format!("({}) -> {}", kinds.join(", "), KINDS[*result].0);
        writeln!(rust, "    fn f{i}();")?;
        writeln!(table, "    (\"f{i}\", \"{sig}\", f{i}),")?;
        // Arguments 1..=n: every sum fits every kind exactly.
        let call: Vec<String> = (1..=params.len()).map(|v| v.to_string()).collect();
        let want: usize = (1..=params.len()).sum();
        writeln!(
            script,
            "if (f{i}({}) !== {want}) throw new Error('f{i} returned ' + f{i}({}));",
            call.join(", "),
            call.join(", ")
        )?;
        pack.native(sig.parse()?)?;
    }
    rust.push_str("}\n");
    table.push_str("];\n");
    std::fs::write(out.join("funcs.c"), c)?;
    std::fs::write(out.join("funcs.rs"), rust + &table)?;
    std::fs::write(out.join("calls.js"), script)?;
    cc::Build::new()
        .file(out.join("funcs.c"))
        .opt_level(2)
        .compile("startup_funcs");
    // `BuiltPack::shapes` and `code_bytes` say what went in (200 shapes, about 310 KB on
    // x86-64); not printed: a `cargo:warning` would show in every build.
    pack.build()?.write_for_cargo(&out, "startup_pack")?;
    embedding_md_pack()
}

/// docs/embedding.md's build script, as the guide shows it (`hostcall-testkit`'s
/// `doc_snippets.rs` checks the two match): a second, two-shape pack, which `main.rs`'s
/// `embedding_md_main` (the guide's `main.rs`) includes.
#[rustfmt::skip]
fn embedding_md_pack() -> Result<(), Box<dyn std::error::Error>> {
    // docs/embedding.md: begin
    // build.rs
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    let target = std::env::var("TARGET")?;
    let mut pack = hostcall::build::PackSpec::new("app_pack", &target, hostcall_quickjs::quickjs_layout())?
        .native_entry(hostcall_quickjs::pack_native_entry());
    pack.native("(i32, f64) -> f64".parse()?)?;       // QuickJS host functions: native entries
    pack.thunk("(cstring) -> usize".parse()?)?;        // Dispatcher::call users: uniform thunks
    pack.build()?.write_for_cargo(&out, "app_pack")?;  // libapp_pack.a, app_pack.rs, link directives
    // docs/embedding.md: end
    Ok(())
}
