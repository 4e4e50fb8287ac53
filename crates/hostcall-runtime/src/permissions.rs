//! Deno's permissions for the runtime APIs: `--allow-env[=NAMES]`, `--allow-read[=PATHS]`,
//! `--allow-write[=PATHS]` (`-A` grants all). `--allow-ffi` is the FFI module's own
//! [`hostcall_quickjs::FfiPermission`]. A denied operation throws
//! `Deno.errors.NotCapable` (Deno 2's class) with Deno's message shape:
//! `Requires read access to "/etc/hosts", run again with the --allow-read flag`.
//!
//! Like Deno's, these are checks on what a script asks for, not a sandbox: a script with
//! `--allow-ffi` can do anything the process can.

use std::path::{Component, Path, PathBuf};

/// One permission: nothing, everything, or a list (the FFI's own shape, one for every
/// permission).
pub use hostcall_quickjs::Grant;

/// What a script may do beyond pure computation (besides FFI).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Permissions {
    /// `--allow-env`: environment variables.
    pub env: Grant<String>,
    /// `--allow-read`: files and directories read (`Deno.stat`, `Deno.readDir`, ...).
    pub read: Grant<PathBuf>,
    /// `--allow-write`: files written or removed.
    pub write: Grant<PathBuf>,
}

/// A denied operation: Deno's message, thrown as `Deno.errors.NotCapable`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Requires {kind} access{target}, run again with the --allow-{kind} flag")]
pub struct Denied {
    kind: &'static str,
    target: String,
}

impl Permissions {
    /// Everything (`-A`, `--allow-all`).
    pub fn all() -> Permissions {
        Permissions {
            env: Grant::All,
            read: Grant::All,
            write: Grant::All,
        }
    }

    /// Reading environment variable `name` (`None`: all of them, for `toObject`).
    pub fn check_env(&self, name: Option<&str>) -> Result<(), Denied> {
        let ok = match (&self.env, name) {
            (Grant::All, _) => true,
            (Grant::Denied, _) | (Grant::Only(_), None) => false,
            (Grant::Only(list), Some(n)) => list.iter().any(|a| a == n),
        };
        if ok {
            return Ok(());
        }
        Err(Denied {
            kind: "env",
            target: name.map(|n| format!(" to \"{n}\"")).unwrap_or_default(),
        })
    }

    /// Reading `path`; `shown` is what the message names instead of the path (Deno's
    /// "blind" checks, such as `<TMP>`).
    pub fn check_read(&self, path: &Path, shown: Option<&str>) -> Result<(), Denied> {
        check_path(&self.read, "read", path, shown)
    }

    /// Writing or removing `path`.
    pub fn check_write(&self, path: &Path) -> Result<(), Denied> {
        check_path(&self.write, "write", path, None)
    }

    /// Writing `path`, with the message naming `shown` instead (Deno's `<TMP>` for the
    /// system's temporary directory).
    pub fn check_write_shown(&self, path: &Path, shown: &str) -> Result<(), Denied> {
        check_path(&self.write, "write", path, Some(shown))
    }
}

fn check_path(
    grant: &Grant<PathBuf>,
    kind: &'static str,
    path: &Path,
    shown: Option<&str>,
) -> Result<(), Denied> {
    let ok = match grant {
        Grant::All => true,
        Grant::Denied => false,
        Grant::Only(list) => {
            let p = absolute(path);
            list.iter().any(|allowed| p.starts_with(allowed))
        }
    };
    if ok {
        return Ok(());
    }
    Err(Denied {
        kind,
        target: match shown {
            Some(s) => format!(" to {s}"),
            None => format!(" to \"{}\"", path.display()),
        },
    })
}

/// `path` made absolute against the current directory, with `.` and `..` resolved by
/// name (as Deno does: symbolic links are not followed, so a granted directory is the
/// path the user wrote).
pub fn absolute(path: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .unwrap_or_else(|_| PathBuf::from("/"))
            .join(path)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// A `--allow-read=a,b` list: each path made absolute now (the directory the command ran
/// in), as Deno does.
pub fn path_list(list: &str) -> Vec<PathBuf> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| absolute(Path::new(s)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_have_denos_shape() {
        let p = Permissions::default();
        assert_eq!(
            p.check_env(Some("HOME")).unwrap_err().to_string(),
            "Requires env access to \"HOME\", run again with the --allow-env flag"
        );
        assert_eq!(
            p.check_env(None).unwrap_err().to_string(),
            "Requires env access, run again with the --allow-env flag"
        );
        assert_eq!(
            p.check_read(Path::new("/etc/hosts"), None)
                .unwrap_err()
                .to_string(),
            "Requires read access to \"/etc/hosts\", run again with the --allow-read flag"
        );
        assert_eq!(
            p.check_write(Path::new("x")).unwrap_err().to_string(),
            "Requires write access to \"x\", run again with the --allow-write flag"
        );
        assert_eq!(
            p.check_write_shown(Path::new("/tmp"), "<TMP>")
                .unwrap_err()
                .to_string(),
            "Requires write access to <TMP>, run again with the --allow-write flag"
        );
    }

    #[test]
    fn lists_grant_what_they_name() {
        let p = Permissions {
            env: Grant::Only(vec!["A".into()]),
            read: Grant::Only(path_list("/tmp/x")),
            write: Grant::Denied,
        };
        assert!(p.check_env(Some("A")).is_ok());
        assert!(p.check_env(Some("B")).is_err());
        assert!(p.check_env(None).is_err());
        assert!(p.check_read(Path::new("/tmp/x/y/z"), None).is_ok());
        assert!(p.check_read(Path::new("/tmp/x/../y"), None).is_err());
        assert!(p.check_read(Path::new("/tmp/xy"), None).is_err());
    }
}
