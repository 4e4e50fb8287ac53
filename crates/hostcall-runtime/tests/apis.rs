//! The Deno APIs of issue 46 against Deno 2.9: `mkdir`, `readDir`, `rename`, `copyFile`,
//! `realPath`, `makeTempDir`/`makeTempFile` (each granted and denied, with Deno's errors),
//! `Deno.version`, `pid`/`ppid`, the standard streams' objects, `Deno.cwd` without a grant.
//! Each scenario is a small program in a fresh directory; it checks itself (`assert.js`)
//! and the test checks how it ended. These APIs do not touch the FFI, so each runs on the
//! first backend only.

mod common;

use std::path::{Path, PathBuf};

use common::{dir_with, options, support};
use hostcall_runtime::{run_file, Grant, Permissions};

/// Runs `main.js` (`script`) with `permissions` (made from the directory) and asserts that
/// it passed; returns the directory (removed by the caller once checked).
fn passes(script: &str, permissions: impl Fn(&Path) -> Permissions) -> PathBuf {
    let c = support::configs().into_iter().next().expect("a backend");
    let d = dir_with(&[("main.js", script)]);
    let f = run_file(&d.join("main.js"), options(&c, permissions(&d))).unwrap();
    assert!(
        f.error.is_none() && f.status == 0,
        "status {}: {:?}",
        f.status,
        f.error
    );
    d
}

#[test]
fn mkdir_read_dir_rename_copy_real_path_granted() {
    let d = passes(
        r##"
import { eq, throws, rejects } from "./assert.js";
const D = "$DIR";
// mkdir: AlreadyExists and NotFound as Deno's; recursive makes parents and accepts an
// existing directory; mode through the umask.
Deno.mkdirSync(`${D}/a`);
eq(Deno.statSync(`${D}/a`).isDirectory, true, "made");
let e = throws(() => Deno.mkdirSync(`${D}/a`), "AlreadyExists", `File exists (os error 17): mkdir '${D}/a'`);
eq(e.code, "EEXIST", "code");
e = throws(() => Deno.mkdirSync(`${D}/no/such`), "NotFound", `No such file or directory (os error 2): mkdir '${D}/no/such'`);
eq(e.code, "ENOENT", "code");
Deno.mkdirSync(`${D}/a/b/c`, { recursive: true });
Deno.mkdirSync(`${D}/a/b/c`, { recursive: true });
throws(() => Deno.mkdirSync(`${D}/main.js`, { recursive: true }), "AlreadyExists", "mkdir");
Deno.mkdirSync(new URL(`file://${D}/u`), { mode: 0o700 });
eq(Deno.statSync(`${D}/u`).mode & 0o777, 0o700, "mode (0o700 survives any usual umask)");
Deno.mkdirSync(`${D}/m`, { mode: 0o7777 });
eq(Deno.statSync(`${D}/m`).mode & 0o7000, 0, "mode & 0o777 only");
await Deno.mkdir(`${D}/async`);
await rejects(() => Deno.mkdir(`${D}/async`), "AlreadyExists");

// readDir: an iterator of { name, isFile, isDirectory, isSymlink }.
Deno.writeTextFileSync(`${D}/a/f.txt`, "f");
const it = Deno.readDirSync(`${D}/a`);
eq(typeof it.next, "function", "an iterator");
const sync = [...it].sort((x, y) => (x.name < y.name ? -1 : 1));
eq(sync, [
  { name: "b", isFile: false, isDirectory: true, isSymlink: false },
  { name: "f.txt", isFile: true, isDirectory: false, isSymlink: false },
], "readDirSync");
const seen = [];
for await (const entry of Deno.readDir(`${D}/a`)) seen.push(entry.name);
eq(seen.sort(), ["b", "f.txt"], "readDir (async iterable)");
throws(() => Deno.readDirSync(`${D}/none`), "NotFound", `readdir '${D}/none'`);
const pending = Deno.readDir(`${D}/none`);
await rejects(() => pending[Symbol.asyncIterator]().next(), "NotFound", "readdir");
throws(() => Deno.readDirSync(`${D}/main.js`), "NotADirectory", "readdir");
eq([...Deno.readDirSync(`${D}/links`)], [{ name: "l", isFile: false, isDirectory: false, isSymlink: true }], "a symbolic link");

// rename, copyFile, realPath.
Deno.renameSync(`${D}/a/f.txt`, `${D}/g.txt`);
eq(Deno.readTextFileSync(`${D}/g.txt`), "f", "renamed");
e = throws(() => Deno.renameSync(`${D}/none`, `${D}/x`), "NotFound", `rename '${D}/none' -> '${D}/x'`);
await Deno.rename(`${D}/g.txt`, `${D}/h.txt`);
Deno.copyFileSync(`${D}/h.txt`, `${D}/copy.txt`);
eq(Deno.readTextFileSync(`${D}/copy.txt`), "f", "copied");
await Deno.copyFile(`${D}/h.txt`, `${D}/copy2.txt`);
throws(() => Deno.copyFileSync(`${D}/none`, `${D}/y`), "NotFound", `copy '${D}/none' -> '${D}/y'`);
throws(() => Deno.copyFileSync(`${D}/h.txt`, `${D}/./h.txt`), "TypeError",
  "Source and destination paths refer to the same file: copy");
eq(Deno.readTextFileSync(`${D}/h.txt`), "f", "a copy onto itself did not truncate it");
eq(Deno.realPathSync(`${D}/a/../h.txt`), Deno.realPathSync(`${D}/h.txt`), "realPath");
eq(await Deno.realPath(`${D}/a/b/../b`), Deno.realPathSync(`${D}/a/b`), "realPath (async)");
throws(() => Deno.realPathSync(`${D}/none`), "NotFound", `realpath '${D}/none'`);

// makeTempDir / makeTempFile: in `dir`, with prefix and suffix; modes 0o700 and 0o600.
const t = Deno.makeTempDirSync({ dir: D, prefix: "pre-", suffix: "-suf" });
eq(t.startsWith(`${D}/pre-`) && t.endsWith("-suf"), true, "temp dir name " + t);
eq(Deno.statSync(t).isDirectory, true, "a directory");
eq(Deno.statSync(t).mode & 0o077, 0, "0o700");
const tf = await Deno.makeTempFile({ dir: D, suffix: ".txt" });
eq(tf.startsWith(`${D}/`) && tf.endsWith(".txt"), true, "temp file name");
eq([Deno.statSync(tf).isFile, Deno.statSync(tf).size, Deno.statSync(tf).mode & 0o077], [true, 0, 0], "an empty 0o600 file");
eq(Deno.makeTempDirSync({ dir: D }) !== Deno.makeTempDirSync({ dir: D }), true, "distinct names");
throws(() => Deno.makeTempFileSync({ dir: D, prefix: "a/b" }), "Error", 'Invalid character in prefix or suffix: "/"');
throws(() => Deno.makeTempFileSync({ dir: D, suffix: "\n" }), "Error", "Invalid control character");
const sys = Deno.makeTempDirSync();
eq(Deno.statSync(sys).isDirectory, true, "in the system's directory");
Deno.removeSync(sys);
"##,
        |d| {
            std::fs::create_dir_all(d.join("links")).unwrap();
            std::os::unix::fs::symlink("../main.js", d.join("links/l")).unwrap();
            Permissions::all()
        },
    );
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn the_new_file_apis_are_denied_as_deno_denies_them() {
    let d = passes(
        r##"
import { eq, throws, rejects } from "./assert.js";
const D = "$DIR";
const P = "NotCapable";
const read = (p) => `Requires read access to "${p}", run again with the --allow-read flag`;
const write = (p) => `Requires write access to "${p}", run again with the --allow-write flag`;
const out = `${D}/out`;
const e = throws(() => Deno.mkdirSync(`${out}/x`), P, write(`${out}/x`));
eq(e instanceof Deno.errors.NotCapable, true, "class");
await rejects(() => Deno.mkdir(`${out}/x`), P, write(`${out}/x`));
throws(() => Deno.readDirSync(out), P, read(out));
// readDir checks when the iteration starts (as Deno's op runs in the first next()).
const lazy = Deno.readDir(out);
await rejects(() => lazy[Symbol.asyncIterator]().next(), P, read(out));
throws(() => Deno.realPathSync(`${out}/f`), P, read(`${out}/f`));
// rename: read and write access to the old path, write access to the new one.
throws(() => Deno.renameSync(`${D}/in/r.txt`, `${out}/r.txt`), P, write(`${out}/r.txt`));
throws(() => Deno.renameSync(`${D}/ro/r.txt`, `${D}/in/r2.txt`), P, write(`${D}/ro/r.txt`));
throws(() => Deno.renameSync(`${out}/f`, `${D}/in/r2.txt`), P, read(`${out}/f`));
// copyFile: read access to the source, write access to the destination.
throws(() => Deno.copyFileSync(`${out}/f`, `${D}/in/c.txt`), P, read(`${out}/f`));
throws(() => Deno.copyFileSync(`${D}/in/r.txt`, `${out}/c.txt`), P, write(`${out}/c.txt`));
// makeTemp*: write access to `dir`, or to the system's directory, shown as <TMP>.
throws(() => Deno.makeTempDirSync({ dir: out }), P, write(out));
throws(() => Deno.makeTempFileSync(), P, "Requires write access to <TMP>, run again with the --allow-write flag");
await rejects(() => Deno.makeTempDir(), P, "<TMP>");
// Granted inside the lists.
Deno.mkdirSync(`${D}/in/made`);
Deno.copyFileSync(`${D}/in/r.txt`, `${D}/in/c.txt`);
Deno.renameSync(`${D}/in/c.txt`, `${D}/in/d.txt`);
eq([...Deno.readDirSync(`${D}/in`)].map((x) => x.name).sort(), ["d.txt", "made", "r.txt"], "listed");
eq(Deno.makeTempFileSync({ dir: `${D}/in` }).startsWith(`${D}/in/`), true, "temp in a granted dir");
// cwd needs no permission in Deno 2.9.
eq(typeof Deno.cwd(), "string", "cwd");
"##,
        |d| {
            std::fs::create_dir_all(d.join("in")).unwrap();
            std::fs::create_dir_all(d.join("ro")).unwrap();
            std::fs::create_dir_all(d.join("out")).unwrap();
            std::fs::write(d.join("in/r.txt"), "r").unwrap();
            std::fs::write(d.join("ro/r.txt"), "r").unwrap();
            std::fs::write(d.join("out/f"), "f").unwrap();
            Permissions {
                read: Grant::Only(vec![
                    d.join("in"),
                    d.join("ro"),
                    d.join("main.js"),
                    d.join("assert.js"),
                ]),
                write: Grant::Only(vec![d.join("in")]),
                ..Permissions::default()
            }
        },
    );
    // Nothing denied was made, moved or copied.
    assert!(!d.join("out/x").exists());
    assert!(d.join("ro/r.txt").exists());
    assert_eq!(std::fs::read_dir(d.join("out")).unwrap().count(), 1);
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn version_pid_and_standard_streams() {
    let d = passes(
        &r##"
import { eq, throws } from "./assert.js";
eq(Object.keys(Deno.version), ["deno", "v8", "typescript"], "keys");
eq(Deno.version.deno, "DENO", "deno: the Deno release whose APIs are followed");
eq(Deno.version.v8.startsWith("quickjs-ng 0."), true, "v8: the engine in its place: " + Deno.version.v8);
eq(Deno.version.typescript, "TS", "typescript");
eq(Object.isFrozen(Deno.version), true, "frozen");
eq(Number.isInteger(Deno.pid) && Deno.pid > 0, true, "pid");
eq(Deno.pid, PID, "pid is the process's");
eq(Number.isInteger(Deno.ppid) && Deno.ppid >= 0, true, "ppid");
eq(typeof Deno.noColor, "boolean", "noColor");
for (const s of [Deno.stdin, Deno.stdout, Deno.stderr]) eq(typeof s.isTerminal(), "boolean", "isTerminal");
eq(Deno.stdout.writeSync(new Uint8Array(0)), 0, "writeSync of nothing");
eq(Deno.stderr.writeSync(new TextEncoder().encode("")), 0, "stderr writeSync of nothing");
throws(() => Deno.stdout.writeSync("text"), "TypeError", "Uint8Array");
eq(Deno.stdin.readSync(new Uint8Array(0)), 0, "readSync into nothing");
eq(await Deno.stdout.write(new Uint8Array(0)), 0, "write (a promise of the count)");
"##
        .replace("DENO", hostcall_runtime::natives::DENO_VERSION)
        .replace("TS", hostcall_runtime::natives::TYPESCRIPT_VERSION)
        .replace("PID", &std::process::id().to_string()),
        |_| Permissions::default(),
    );
    std::fs::remove_dir_all(&d).unwrap();
}

/// `Deno.version.typescript` names the stripper at the version Cargo.lock pins.
#[test]
fn the_typescript_version_is_the_locked_strippers() {
    let lock =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.lock")).unwrap();
    let at = lock
        .find("name = \"swc_ts_fast_strip\"\nversion = \"")
        .expect("swc_ts_fast_strip in Cargo.lock");
    let rest = &lock[at + "name = \"swc_ts_fast_strip\"\nversion = \"".len()..];
    let version = &rest[..rest.find('"').unwrap()];
    assert_eq!(
        hostcall_runtime::natives::TYPESCRIPT_VERSION,
        format!("swc_ts_fast_strip {version}")
    );
}
