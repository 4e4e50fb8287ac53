//! The Rust side of the runtime APIs: one object of native functions handed to the
//! runtime's JavaScript layer (`runtime.js`), which builds `Deno.env`, `Deno.errors`, the
//! file APIs, `URL`, timers and the rest over them and keeps the object to itself. Every
//! permission check happens here, before the operation.
//!
//! Errors: an I/O error becomes the `Deno.errors` class Deno throws for it (`NotFound`,
//! `AlreadyExists`, ...) with Deno's message (`No such file or directory (os error 2):
//! readfile '/x'`) and `code` (`ENOENT`); a denied permission is `NotCapable` (Deno 2's
//! class).

use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::SystemTime;

use rquickjs::function::{Opt, Rest};
use rquickjs::{qjs, Ctx, Exception, Function, Object, Persistent, TypedArray, Value};

use crate::permissions::{Denied, Permissions};
use crate::timers::Timers;

/// `Deno.version.deno`: the Deno release whose runtime APIs this runtime follows (their
/// source was read at this version). Scripts compare it to decide which APIs exist.
pub const DENO_VERSION: &str = "2.9.5";

/// `Deno.version.typescript`: no TypeScript compiler runs; types are stripped by this crate
/// at this version (checked against Cargo.lock by a test).
pub const TYPESCRIPT_VERSION: &str = "swc_ts_fast_strip 60.0.0";

/// What the natives share.
pub struct NativeState {
    /// The permissions.
    pub permissions: Permissions,
    /// The timers (also the loop's hook).
    pub timers: Rc<Timers>,
    /// `Deno.errors`, once the JavaScript layer made it.
    errors: RefCell<Option<Persistent<Object<'static>>>>,
    /// Set by `Deno.exit`: the status to exit with.
    pub exit: Cell<Option<i32>>,
    /// `Deno.exitCode`.
    pub exit_code: Cell<i32>,
    /// Module resolution (for string timers' `import()`: [`crate::referrer`]).
    modules: Rc<crate::modules::ModuleMap>,
    /// The builtins `structuredClone` uses, taken before any script ran.
    clone_intrinsics: RefCell<Option<Rc<crate::clone::Intrinsics>>>,
}

impl NativeState {
    /// State for a program with these permissions.
    pub fn new(
        permissions: Permissions,
        timers: Rc<Timers>,
        modules: Rc<crate::modules::ModuleMap>,
    ) -> NativeState {
        NativeState {
            permissions,
            timers,
            modules,
            errors: RefCell::new(None),
            exit: Cell::new(None),
            exit_code: Cell::new(0),
            clone_intrinsics: RefCell::new(None),
        }
    }

    /// Releases the values held (before the engine's context is freed).
    pub fn release(&self) {
        self.errors.borrow_mut().take();
        self.clone_intrinsics.borrow_mut().take();
    }

    /// Throws `new Deno.errors[class](message)` (with `code`, when given).
    fn throw(
        &self,
        ctx: &Ctx<'_>,
        class: &str,
        message: &str,
        code: Option<&str>,
    ) -> rquickjs::Error {
        let made = (|| -> rquickjs::Result<Value<'_>> {
            let errors = self.errors.borrow().clone();
            let ctor: Option<rquickjs::Constructor> = match errors {
                Some(e) => e.restore(ctx)?.get(class).ok(),
                None => None,
            };
            let err: Object = match ctor {
                Some(c) => c.construct((message,))?,
                None => {
                    let e = Exception::from_message(ctx.clone(), message)?;
                    e.as_object().set("name", class)?;
                    e.into_object()
                }
            };
            if let Some(code) = code {
                err.set("code", code)?;
            }
            Ok(err.into_value())
        })();
        match made {
            Ok(v) => ctx.throw(v),
            Err(e) => e,
        }
    }

    /// Throws `Deno.errors.NotCapable` for `d` (Deno 2's class for a denied permission).
    pub fn denied(&self, ctx: &Ctx<'_>, d: Denied) -> rquickjs::Error {
        self.throw(ctx, "NotCapable", &d.to_string(), None)
    }

    /// Throws the error Deno throws for `e` during `op` on `path`: `{e}: {op} '{path}'`.
    fn io(&self, ctx: &Ctx<'_>, e: std::io::Error, op: &str, path: &Path) -> rquickjs::Error {
        let context = format!("{op} '{}'", path.display());
        self.io_in(ctx, e, &context)
    }

    /// Throws the error Deno throws for `e` during an operation on two paths:
    /// `{e}: {op} '{from}' -> '{to}'`.
    fn io2(
        &self,
        ctx: &Ctx<'_>,
        e: std::io::Error,
        op: &str,
        from: &Path,
        to: &Path,
    ) -> rquickjs::Error {
        let context = format!("{op} '{}' -> '{}'", from.display(), to.display());
        self.io_in(ctx, e, &context)
    }

    /// Throws the error Deno throws for `e`, its message `{e}: {context}` (or `{e}` alone
    /// when `context` is empty, as for the standard streams).
    fn io_in(&self, ctx: &Ctx<'_>, e: std::io::Error, context: &str) -> rquickjs::Error {
        use std::io::ErrorKind as K;
        let class = match e.kind() {
            K::NotFound => "NotFound",
            K::PermissionDenied => "PermissionDenied",
            K::AlreadyExists => "AlreadyExists",
            K::InvalidData => "InvalidData",
            K::IsADirectory => "IsADirectory",
            K::NotADirectory => "NotADirectory",
            K::Interrupted => "Interrupted",
            K::UnexpectedEof => "UnexpectedEof",
            K::WouldBlock => "WouldBlock",
            K::TimedOut => "TimedOut",
            K::WriteZero => "WriteZero",
            K::BrokenPipe => "BrokenPipe",
            K::Unsupported => "NotSupported",
            // Deno's class for `InvalidInput` (copying a file onto itself).
            K::InvalidInput => "TypeError",
            _ => "Error",
        };
        let code = e.raw_os_error().and_then(errno_name);
        let message = if context.is_empty() {
            e.to_string()
        } else {
            format!("{e}: {context}")
        };
        if class == "TypeError" {
            return Exception::throw_type(ctx, &message);
        }
        if class == "Error" {
            let made = (|| -> rquickjs::Result<Value<'_>> {
                let ex = Exception::from_message(ctx.clone(), &message)?;
                if let Some(code) = code {
                    ex.as_object().set("code", code)?;
                }
                Ok(ex.into_value())
            })();
            return match made {
                Ok(v) => ctx.throw(v),
                Err(e) => e,
            };
        }
        self.throw(ctx, class, &message, code)
    }
}

/// The name Deno gives an errno in `err.code`.
fn errno_name(n: i32) -> Option<&'static str> {
    Some(match n {
        libc::ENOENT => "ENOENT",
        libc::EACCES => "EACCES",
        libc::EPERM => "EPERM",
        libc::EEXIST => "EEXIST",
        libc::EISDIR => "EISDIR",
        libc::ENOTDIR => "ENOTDIR",
        libc::ENOTEMPTY => "ENOTEMPTY",
        libc::EBUSY => "EBUSY",
        libc::EINVAL => "EINVAL",
        libc::ELOOP => "ELOOP",
        libc::ENAMETOOLONG => "ENAMETOOLONG",
        libc::EROFS => "EROFS",
        _ => return None,
    })
}

/// Milliseconds since the epoch, for a `Date`.
fn millis(t: std::io::Result<SystemTime>) -> Option<f64> {
    let t = t.ok()?;
    Some(match t.duration_since(SystemTime::UNIX_EPOCH) {
        Ok(d) => d.as_secs_f64() * 1000.0,
        Err(e) => -(e.duration().as_secs_f64() * 1000.0),
    })
}

/// A path argument: a string, or a `file:` URL's `href` (the JavaScript layer turns `URL`
/// objects into their `href`).
fn path_of(p: &str) -> PathBuf {
    if let Some(rest) = p.strip_prefix("file://") {
        if let Ok(url) = url::Url::parse(&format!("file://{rest}")) {
            if let Ok(path) = url.to_file_path() {
                return path;
            }
        }
    }
    PathBuf::from(p)
}

/// Whether `a` and `b` name one file (device and inode): the destination of a copy must
/// exist for that, so an error (no such file) is "no".
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// A random 64-bit number for a temporary name: std's per-process random hash keys (a
/// new `RandomState` each call) over a counter and the time.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher as _, Hasher as _};
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    h.write_u128(
        SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.finish()
}

/// Builds the natives object.
pub fn make<'js>(ctx: &Ctx<'js>, state: &Rc<NativeState>) -> rquickjs::Result<Object<'js>> {
    let n = Object::new(ctx.clone())?;
    macro_rules! native {
        ($name:literal, |$s:ident| $body:expr) => {{
            let $s = state.clone();
            n.set($name, Function::new(ctx.clone(), $body)?.with_name($name)?)?;
        }};
    }

    native!("setErrors", |s| {
        move |ctx: Ctx<'js>, errors: Object<'js>| {
            *s.errors.borrow_mut() = Some(Persistent::save(&ctx, errors));
        }
    });

    // Environment.
    native!("envGet", |s| move |ctx: Ctx<'js>,
                                name: String|
          -> rquickjs::Result<Option<String>> {
        s.permissions
            .check_env(Some(&name))
            .map_err(|d| s.denied(&ctx, d))?;
        Ok(std::env::var_os(&name).map(|v| v.to_string_lossy().into_owned()))
    });
    native!("envSet", |s| move |ctx: Ctx<'js>,
                                name: String,
                                value: String|
          -> rquickjs::Result<()> {
        s.permissions
            .check_env(Some(&name))
            .map_err(|d| s.denied(&ctx, d))?;
        check_env_key(&ctx, &name)?;
        if value.contains('\0') {
            return Err(Exception::throw_type(
                &ctx,
                &format!("Value contains invalid characters: {value:?}"),
            ));
        }
        // Deno's `env.set` is as unsynchronised with other threads' getenv as this is: a
        // native function running on another thread (a `nonblocking` call) that reads the
        // environment may race with it.
        std::env::set_var(&name, &value);
        Ok(())
    });
    native!("envDelete", |s| move |ctx: Ctx<'js>,
                                   name: String|
          -> rquickjs::Result<()> {
        s.permissions
            .check_env(Some(&name))
            .map_err(|d| s.denied(&ctx, d))?;
        check_env_key(&ctx, &name)?;
        std::env::remove_var(&name);
        Ok(())
    });
    native!("envToObject", |s| move |ctx: Ctx<'js>| -> rquickjs::Result<
        Object<'js>,
    > {
        s.permissions
            .check_env(None)
            .map_err(|d| s.denied(&ctx, d))?;
        let o = Object::new(ctx.clone())?;
        for (k, v) in std::env::vars_os() {
            o.set(k.to_string_lossy().as_ref(), v.to_string_lossy().as_ref())?;
        }
        Ok(o)
    });

    // No permission: Deno 2.9's `op_fs_cwd` checks none (Deno 1 asked for read access).
    native!(
        "cwd",
        |s| move |ctx: Ctx<'js>| -> rquickjs::Result<String> {
            let cwd = std::env::current_dir().map_err(|e| s.io_in(&ctx, e, "cwd"))?;
            Ok(cwd.display().to_string())
        }
    );

    // Exit: the status is recorded, then an uncatchable error unwinds the script (no
    // `catch` or `finally` runs), and the runtime exits with the status.
    native!("exit", |s| move |ctx: Ctx<'js>,
                              code: Opt<i32>|
          -> rquickjs::Result<()> {
        let code = code.0.unwrap_or(s.exit_code.get());
        s.exit.set(Some(code));
        let ex = Exception::from_message(ctx.clone(), "Deno.exit")?;
        // SAFETY: `ctx` is live and `ex` an object of it (borrowed for the call): QuickJS
        // only sets a flag on the object.
        unsafe { qjs::JS_SetUncatchableError(ctx.as_raw().as_ptr(), ex.as_raw()) };
        Err(ctx.throw(ex.into_value()))
    });
    native!("setExitCode", |s| move |code: i32| {
        s.exit_code.set(code);
    });
    native!("getExitCode", |s| move || s.exit_code.get());

    // Files.
    native!("readFile", |s| move |ctx: Ctx<'js>,
                                  p: String|
          -> rquickjs::Result<
        TypedArray<'js, u8>,
    > {
        let path = path_of(&p);
        s.permissions
            .check_read(&path, None)
            .map_err(|d| s.denied(&ctx, d))?;
        let bytes = std::fs::read(&path).map_err(|e| s.io(&ctx, e, "readfile", &path))?;
        TypedArray::new(ctx.clone(), bytes)
    });
    native!("readTextFile", |s| move |ctx: Ctx<'js>,
                                      p: String|
          -> rquickjs::Result<String> {
        let path = path_of(&p);
        s.permissions
            .check_read(&path, None)
            .map_err(|d| s.denied(&ctx, d))?;
        let bytes = std::fs::read(&path).map_err(|e| s.io(&ctx, e, "readfile", &path))?;
        // Deno decodes with replacement characters for invalid UTF-8.
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    });
    native!("writeFile", |s| move |ctx: Ctx<'js>,
                                   p: String,
                                   data: Value<'js>,
                                   append: bool,
                                   create: bool,
                                   create_new: bool,
                                   mode: f64|
          -> rquickjs::Result<()> {
        let path = path_of(&p);
        s.permissions
            .check_write(&path)
            .map_err(|d| s.denied(&ctx, d))?;
        let bytes: Vec<u8> = match data.as_string() {
            Some(text) => text.to_string()?.into_bytes(),
            None => match hostcall_quickjs::copy_live_bytes(&ctx, &data) {
                Some(b) => b,
                None => {
                    return Err(Exception::throw_type(
                        &ctx,
                        "data must be a Uint8Array (or an ArrayBuffer view)",
                    ))
                }
            },
        };
        let mut o = std::fs::OpenOptions::new();
        o.write(true);
        if append {
            o.append(true);
        } else {
            o.truncate(true);
        }
        if create_new {
            o.create_new(true);
        } else {
            o.create(create);
        }
        // -1: no mode given (the JavaScript layer passes `mode >>> 0` otherwise). A file
        // made gets the mode through the umask; then, as Deno does, the file's permission
        // bits are set to exactly `mode & 0o777` (whether it was made or already there).
        let mode = (0.0..=u32::MAX as f64)
            .contains(&mode)
            .then_some(mode as u32 & 0o777);
        if let Some(mode) = mode {
            use std::os::unix::fs::OpenOptionsExt as _;
            o.mode(mode);
        }
        use std::io::Write as _;
        let mut f = o.open(&path).map_err(|e| s.io(&ctx, e, "open", &path))?;
        if let Some(mode) = mode {
            use std::os::unix::fs::PermissionsExt as _;
            f.set_permissions(std::fs::Permissions::from_mode(mode))
                .map_err(|e| s.io(&ctx, e, "chmod", &path))?;
        }
        f.write_all(&bytes)
            .map_err(|e| s.io(&ctx, e, "write", &path))
    });
    native!("remove", |s| move |ctx: Ctx<'js>,
                                p: String,
                                recursive: bool|
          -> rquickjs::Result<()> {
        let path = path_of(&p);
        s.permissions
            .check_write(&path)
            .map_err(|d| s.denied(&ctx, d))?;
        let meta = std::fs::symlink_metadata(&path).map_err(|e| s.io(&ctx, e, "remove", &path))?;
        let r = if meta.is_dir() {
            if recursive {
                std::fs::remove_dir_all(&path)
            } else {
                std::fs::remove_dir(&path)
            }
        } else {
            std::fs::remove_file(&path)
        };
        r.map_err(|e| s.io(&ctx, e, "remove", &path))
    });
    native!("stat", |s| move |ctx: Ctx<'js>,
                              p: String,
                              lstat: bool|
          -> rquickjs::Result<Object<'js>> {
        let path = path_of(&p);
        s.permissions
            .check_read(&path, None)
            .map_err(|d| s.denied(&ctx, d))?;
        let op = if lstat { "lstat" } else { "stat" };
        let m = if lstat {
            std::fs::symlink_metadata(&path)
        } else {
            std::fs::metadata(&path)
        }
        .map_err(|e| s.io(&ctx, e, op, &path))?;
        use std::os::unix::fs::MetadataExt as _;
        let o = Object::new(ctx.clone())?;
        o.set("isFile", m.is_file())?;
        o.set("isDirectory", m.is_dir())?;
        o.set("isSymlink", m.file_type().is_symlink())?;
        o.set("size", m.len() as f64)?;
        o.set("mtime", millis(m.modified()))?;
        o.set("atime", millis(m.accessed()))?;
        o.set("birthtime", millis(m.created()))?;
        o.set(
            "ctime",
            m.ctime() as f64 * 1000.0 + m.ctime_nsec() as f64 / 1e6,
        )?;
        o.set("dev", m.dev() as f64)?;
        o.set("ino", m.ino() as f64)?;
        o.set("mode", m.mode())?;
        o.set("nlink", m.nlink() as f64)?;
        o.set("uid", m.uid())?;
        o.set("gid", m.gid())?;
        o.set("rdev", m.rdev() as f64)?;
        o.set("blksize", m.blksize() as f64)?;
        o.set("blocks", m.blocks() as f64)?;
        Ok(o)
    });

    // Directories, renames, copies, temporary files: each with Deno 2.9's checks, in its
    // order (ext/fs/ops.rs), before the operation.
    native!("mkdir", |s| move |ctx: Ctx<'js>,
                               p: String,
                               recursive: bool,
                               mode: f64|
          -> rquickjs::Result<()> {
        let path = path_of(&p);
        s.permissions
            .check_write(&path)
            .map_err(|d| s.denied(&ctx, d))?;
        // -1: no mode given (the JavaScript layer passes `mode >>> 0` otherwise). As Deno:
        // `mode & 0o777` (default 0o777), applied through the umask by mkdir(2).
        let mode = if (0.0..=u32::MAX as f64).contains(&mode) {
            mode as u32 & 0o777
        } else {
            0o777
        };
        use std::os::unix::fs::DirBuilderExt as _;
        std::fs::DirBuilder::new()
            .recursive(recursive)
            .mode(mode)
            .create(&path)
            .map_err(|e| s.io(&ctx, e, "mkdir", &path))
    });
    native!("readDir", |s| move |ctx: Ctx<'js>,
                                 p: String|
          -> rquickjs::Result<
        rquickjs::Array<'js>,
    > {
        let path = path_of(&p);
        s.permissions
            .check_read(&path, None)
            .map_err(|d| s.denied(&ctx, d))?;
        let entries = std::fs::read_dir(&path).map_err(|e| s.io(&ctx, e, "readdir", &path))?;
        let out = rquickjs::Array::new(ctx.clone())?;
        // As Deno: an entry that cannot be read is skipped; a name that is not UTF-8 is
        // decoded lossily; a type that cannot be read is `false` for all three.
        for (i, entry) in entries.flatten().enumerate() {
            let kind = entry.file_type().ok();
            let o = Object::new(ctx.clone())?;
            o.set("name", entry.file_name().to_string_lossy().as_ref())?;
            o.set("isFile", kind.is_some_and(|k| k.is_file()))?;
            o.set("isDirectory", kind.is_some_and(|k| k.is_dir()))?;
            o.set("isSymlink", kind.is_some_and(|k| k.is_symlink()))?;
            out.set(i, o)?;
        }
        Ok(out)
    });
    native!("rename", |s| move |ctx: Ctx<'js>,
                                from: String,
                                to: String|
          -> rquickjs::Result<()> {
        let (from, to) = (path_of(&from), path_of(&to));
        // Deno: read and write access to the old path, write access to the new one.
        s.permissions
            .check_read(&from, None)
            .and_then(|()| s.permissions.check_write(&from))
            .and_then(|()| s.permissions.check_write(&to))
            .map_err(|d| s.denied(&ctx, d))?;
        std::fs::rename(&from, &to).map_err(|e| s.io2(&ctx, e, "rename", &from, &to))
    });
    native!("copyFile", |s| move |ctx: Ctx<'js>,
                                  from: String,
                                  to: String|
          -> rquickjs::Result<()> {
        let (from, to) = (path_of(&from), path_of(&to));
        s.permissions
            .check_read(&from, None)
            .and_then(|()| s.permissions.check_write(&to))
            .map_err(|d| s.denied(&ctx, d))?;
        // As Deno: a file copied onto itself (same device and inode) is refused before the
        // destination is truncated.
        if same_file(&from, &to) {
            let e = std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "Source and destination paths refer to the same file",
            );
            return Err(s.io2(&ctx, e, "copy", &from, &to));
        }
        std::fs::copy(&from, &to)
            .map(|_| ())
            .map_err(|e| s.io2(&ctx, e, "copy", &from, &to))
    });
    native!("realPath", |s| move |ctx: Ctx<'js>,
                                  p: String|
          -> rquickjs::Result<String> {
        let path = path_of(&p);
        s.permissions
            .check_read(&path, None)
            .map_err(|d| s.denied(&ctx, d))?;
        let real = std::fs::canonicalize(&path).map_err(|e| s.io(&ctx, e, "realpath", &path))?;
        Ok(real.to_string_lossy().into_owned())
    });
    native!("makeTemp", |s| move |ctx: Ctx<'js>,
                                  dir: Option<String>,
                                  prefix: Option<String>,
                                  suffix: Option<String>,
                                  file: bool|
          -> rquickjs::Result<String> {
        // Write access to the directory; the system's one is named `<TMP>` (Deno does not
        // show its path to a script that may not know it).
        let dir = match dir {
            Some(d) => {
                let d = PathBuf::from(d);
                s.permissions
                    .check_write(&d)
                    .map_err(|e| s.denied(&ctx, e))?;
                d
            }
            None => {
                let d = std::env::temp_dir();
                s.permissions
                    .check_write_shown(&d, "<TMP>")
                    .map_err(|e| s.denied(&ctx, e))?;
                d
            }
        };
        let (prefix, suffix) = (prefix.unwrap_or_default(), suffix.unwrap_or_default());
        for part in [&prefix, &suffix] {
            if let Some(c) = part.chars().find(|c| c.is_control()) {
                return Err(s.throw(
                    &ctx,
                    "Error",
                    &format!(
                        "Invalid control character in prefix or suffix: {:?}",
                        c.to_string()
                    ),
                    None,
                ));
            }
            if let Some(c) = part.chars().find(|c| "<>:\"/\\|?*".contains(*c)) {
                return Err(s.throw(
                    &ctx,
                    "Error",
                    &format!("Invalid character in prefix or suffix: {:?}", c.to_string()),
                    None,
                ));
            }
        }
        let op = if file { "tmpfile" } else { "tmpdir" };
        // As Deno: ten tries of a random 64-bit name, 0o700 for a directory, 0o600 for a
        // file made with `create_new` (both through the umask).
        for _ in 0..10 {
            let path = dir.join(format!("{prefix}{:08x}{suffix}", random_u64()));
            let made = if file {
                use std::os::unix::fs::OpenOptionsExt as _;
                std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .mode(0o600)
                    .open(&path)
                    .map(drop)
            } else {
                use std::os::unix::fs::DirBuilderExt as _;
                std::fs::DirBuilder::new().mode(0o700).create(&path)
            };
            match made {
                Ok(()) => return Ok(path.to_string_lossy().into_owned()),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(s.io_in(&ctx, e, op)),
            }
        }
        let what = if file {
            "too many temp files exist"
        } else {
            "too many temp dirs exist"
        };
        Err(s.io_in(
            &ctx,
            std::io::Error::new(std::io::ErrorKind::AlreadyExists, what),
            op,
        ))
    });

    // The process and its standard streams (no permission, as in Deno).
    // As Deno's (deno_terminal): NO_COLOR set to anything but "" when the program starts.
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    native!("noColor", |_s| move || no_color);
    native!("version", |_s| {
        move |ctx: Ctx<'js>| -> rquickjs::Result<Object<'js>> {
            let o = Object::new(ctx.clone())?;
            o.set("deno", DENO_VERSION)?;
            // SAFETY: JS_GetVersion returns a static NUL-terminated string.
            let engine = unsafe { std::ffi::CStr::from_ptr(qjs::JS_GetVersion()) };
            o.set("v8", format!("quickjs-ng {}", engine.to_string_lossy()))?;
            o.set("typescript", TYPESCRIPT_VERSION)?;
            Ok(o)
        }
    });
    native!("pid", |_s| std::process::id);
    native!("ppid", |_s| move || {
        // SAFETY: getppid has no preconditions and cannot fail.
        unsafe { libc::getppid() }
    });
    native!("isTerminal", |_s| move |fd: i32| -> bool {
        use std::io::IsTerminal as _;
        match fd {
            0 => std::io::stdin().is_terminal(),
            1 => std::io::stdout().is_terminal(),
            2 => std::io::stderr().is_terminal(),
            _ => false,
        }
    });
    native!("stdWrite", |s| move |ctx: Ctx<'js>,
                                  fd: i32,
                                  data: Value<'js>|
          -> rquickjs::Result<usize> {
        let Some(bytes) = hostcall_quickjs::copy_live_bytes(&ctx, &data) else {
            return Err(Exception::throw_type(
                &ctx,
                "data must be a Uint8Array (or an ArrayBuffer view)",
            ));
        };
        // Through the same handles as `console`, so the two keep their order: every byte
        // is written, then the handle flushed (a blocking write(2) to a terminal, pipe or
        // file writes all of it; Deno returns that one write's count).
        use std::io::Write as _;
        let written = if fd == 2 {
            let mut w = std::io::stderr().lock();
            w.write_all(&bytes).and_then(|()| w.flush())
        } else {
            let mut w = std::io::stdout().lock();
            w.write_all(&bytes).and_then(|()| w.flush())
        };
        written.map_err(|e| s.io_in(&ctx, e, ""))?;
        Ok(bytes.len())
    });
    native!("stdinRead", |s| move |ctx: Ctx<'js>,
                                   len: usize|
          -> rquickjs::Result<
        TypedArray<'js, u8>,
    > {
        // One read of at most `len` bytes, and at most 1 MiB (a read may return fewer bytes
        // than asked anyway); an empty array at the end of input. The JavaScript layer
        // copies them into the caller's buffer.
        use std::io::Read as _;
        let mut buf = vec![0u8; len.min(1 << 20)];
        let n = std::io::stdin()
            .lock()
            .read(&mut buf)
            .map_err(|e| s.io_in(&ctx, e, ""))?;
        buf.truncate(n);
        TypedArray::new(ctx.clone(), buf)
    });

    // Timers.
    native!("setTimer", |s| move |ctx: Ctx<'js>,
                                  callback: Function<'js>,
                                  delay: f64,
                                  repeat: bool,
                                  args: Rest<Value<'js>>|
          -> u32 {
        s.timers.add(&ctx, callback, delay, repeat, args.0)
    });
    // String timers: the module that called `setTimeout`, and, when the timer runs, that
    // module as the referrer of `import()` in its code (see `crate::referrer`).
    native!(
        "activeModule",
        |_s| move |ctx: Ctx<'js>| -> Option<String> { crate::referrer::active_name(&ctx) }
    );
    native!("setEvalReferrer", |s| move |name: Option<String>| {
        s.modules.set_eval_referrer(name);
    });
    native!("clearTimer", |s| move |id: f64| {
        if id.is_finite() && id >= 1.0 && id <= u32::MAX as f64 && id.fract() == 0.0 {
            s.timers.clear(id as u32);
        }
    });

    // Inspect: console.log's formatting.
    native!("inspect", |_s| move |ctx: Ctx<'js>,
                                  v: Value<'js>|
          -> String {
        hostcall_quickjs::inspect(&ctx, &v)
    });

    // URLs (the `url` crate; the JavaScript layer keeps each URL's href).
    native!("urlParse", |_s| move |ctx: Ctx<'js>,
                                   input: String,
                                   base: Opt<String>|
          -> rquickjs::Result<
        Option<Object<'js>>,
    > {
        let parsed = match base.0 {
            Some(b) => url::Url::parse(&b).and_then(|b| b.join(&input)),
            None => url::Url::parse(&input),
        };
        match parsed {
            Ok(u) => url_parts(&ctx, &u).map(Some),
            Err(_) => Ok(None),
        }
    });
    native!("urlSet", |_s| move |ctx: Ctx<'js>,
                                 href: String,
                                 part: String,
                                 value: String|
          -> rquickjs::Result<Object<'js>> {
        let mut u =
            url::Url::parse(&href).map_err(|e| Exception::throw_type(&ctx, &e.to_string()))?;
        set_part(&mut u, &part, &value);
        url_parts(&ctx, &u)
    });
    native!("formDecode", |_s| move |ctx: Ctx<'js>,
                                     query: String|
          -> rquickjs::Result<
        rquickjs::Array<'js>,
    > {
        let out = rquickjs::Array::new(ctx.clone())?;
        for (i, (k, v)) in url::form_urlencoded::parse(query.as_bytes()).enumerate() {
            let pair = rquickjs::Array::new(ctx.clone())?;
            pair.set(0, k.as_ref())?;
            pair.set(1, v.as_ref())?;
            out.set(i, pair)?;
        }
        Ok(out)
    });
    native!(
        "formEncode",
        |_s| move |pairs: Vec<Vec<String>>| -> String {
            let mut ser = url::form_urlencoded::Serializer::new(String::new());
            for p in &pairs {
                if let [k, v] = p.as_slice() {
                    ser.append_pair(k, v);
                }
            }
            ser.finish()
        }
    );

    // structuredClone: QuickJS's own object serializer (JS_WriteObject/JS_ReadObject).
    let intrinsics = Rc::new(crate::clone::Intrinsics::take(ctx)?);
    *state.clone_intrinsics.borrow_mut() = Some(intrinsics);
    native!("clone", |s| move |ctx: Ctx<'js>,
                               v: Value<'js>|
          -> rquickjs::Result<Value<'js>> {
        let intrinsics = s.clone_intrinsics.borrow().clone();
        match intrinsics {
            Some(i) => crate::clone::structured_clone(&ctx, &v, &i),
            None => Err(Exception::throw_internal(
                &ctx,
                "structuredClone after the runtime's end",
            )),
        }
    });
    Ok(n)
}

fn check_env_key(ctx: &Ctx<'_>, name: &str) -> rquickjs::Result<()> {
    if name.is_empty() {
        return Err(Exception::throw_type(ctx, "Key is an empty string."));
    }
    if name.contains(['=', '\0']) {
        return Err(Exception::throw_type(
            ctx,
            &format!("Key contains invalid characters: {name:?}"),
        ));
    }
    Ok(())
}

/// A URL's WHATWG components, as the `url` crate computes them.
fn url_parts<'js>(ctx: &Ctx<'js>, u: &url::Url) -> rquickjs::Result<Object<'js>> {
    let o = Object::new(ctx.clone())?;
    o.set("href", u.as_str())?;
    o.set("origin", u.origin().ascii_serialization())?;
    o.set("protocol", format!("{}:", u.scheme()))?;
    o.set("username", u.username())?;
    o.set("password", u.password().unwrap_or(""))?;
    let host = u.host_str().unwrap_or("");
    o.set(
        "host",
        match u.port() {
            Some(p) => format!("{host}:{p}"),
            None => host.to_string(),
        },
    )?;
    o.set("hostname", host)?;
    o.set("port", u.port().map(|p| p.to_string()).unwrap_or_default())?;
    o.set("pathname", u.path())?;
    o.set(
        "search",
        match u.query() {
            Some(q) if !q.is_empty() => format!("?{q}"),
            _ => String::new(),
        },
    )?;
    o.set(
        "hash",
        match u.fragment() {
            Some(f) if !f.is_empty() => format!("#{f}"),
            _ => String::new(),
        },
    )?;
    Ok(o)
}

/// A URL setter, with the WHATWG rules the `url` crate's setters and `quirks` apply
/// (invalid values leave the URL unchanged, as the standard says).
fn set_part(u: &mut url::Url, part: &str, value: &str) {
    use url::quirks;
    match part {
        "href" => {
            if let Ok(n) = url::Url::parse(value) {
                *u = n;
            }
        }
        "protocol" => {
            let _ = quirks::set_protocol(u, value);
        }
        "username" => {
            let _ = quirks::set_username(u, value);
        }
        "password" => {
            let _ = quirks::set_password(u, value);
        }
        "host" => {
            let _ = quirks::set_host(u, value);
        }
        "hostname" => {
            let _ = quirks::set_hostname(u, value);
        }
        "port" => {
            let _ = quirks::set_port(u, value);
        }
        "pathname" => quirks::set_pathname(u, value),
        "search" => quirks::set_search(u, value),
        "hash" => quirks::set_hash(u, value),
        _ => {}
    }
}
