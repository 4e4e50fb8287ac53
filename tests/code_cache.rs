//! The persistent code cache (`hostcall::CodeCache`): code compiled by one cache (one
//! process) is taken by the next with no compile, and what is on disk is verified before it
//! is mapped: another user's writable directory, a flipped byte, a truncated file, an entry
//! of another key (another build), a symbolic link, concurrent writers, the byte bound.
//! Each bad entry is ignored and rebuilt, never run.

use std::ffi::c_void;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use hostcall::{
    CodeCache, CodeCacheError, ConversionPolicy, Dispatcher, MethodData, MethodId, ThunkCache,
    TierPolicy,
};
use hostcall_testkit::call::{call_with, method_for};
use hostcall_testkit::shapes::cases;
use hostcall_testkit::{jit_runs, Flavor, JsVal, TestEngine};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn mul(a: f64, b: f64) -> f64 {
    a * b
}

static DIRS: AtomicUsize = AtomicUsize::new(0);

/// A fresh, private directory (mode 0700) that does not exist yet.
fn fresh_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "hostcall-code-cache-{}-{}",
        std::process::id(),
        DIRS.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A cache of its own (as a new process has) with a code cache on `dir`.
fn cache_on(dir: &Path) -> Arc<ThunkCache> {
    let c = Arc::new(ThunkCache::new());
    c.set_code_cache(Some(
        CodeCache::open(dir, 1 << 20).expect("a private directory"),
    ));
    c
}

/// Registers `add` eagerly on `cache` and checks a call through it: the thunk ran.
fn use_add(cache: &Arc<ThunkCache>) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_cache(cache.clone())
        .with_tier(TierPolicy::Eager);
    // SAFETY: `add` has this signature.
    let m = unsafe {
        MethodData::new(
            MethodId(0xCC_0001),
            add as *const c_void,
            "(i32, i32) -> i32".parse().unwrap(),
        )
    }
    .unwrap();
    let h = d.register(m).unwrap();
    let r = call_with(&engine, None, &[JsVal::Int(40), JsVal::Int(2)], |f| {
        d.call(h, f)
    });
    assert_eq!(r, Ok(JsVal::Int(42)));
    assert_eq!(d.counts().thunk, 1, "the thunk ran");
}

/// Registers `mul`, `(f64, f64) -> f64`, as method `id`, eagerly, on `cache` (a second
/// shape beside `add`'s), and checks a call through its thunk.
fn register_mul(cache: &Arc<ThunkCache>, id: u64) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_cache(cache.clone())
        .with_tier(TierPolicy::Eager);
    // SAFETY: `mul` has this signature.
    let m = unsafe {
        MethodData::new(
            MethodId(id),
            mul as *const c_void,
            "(f64, f64) -> f64".parse().unwrap(),
        )
    }
    .unwrap();
    let h = d.register(m).unwrap();
    let r = call_with(&engine, None, &[JsVal::Num(2.5), JsVal::Int(4)], |f| {
        d.call(h, f)
    });
    assert_eq!(r, Ok(JsVal::Num(10.0)));
    assert_eq!(d.counts().thunk, 1, "the thunk ran");
}

/// The first `n` corpus cases a plain function takes (no receiver, at most 16 values).
fn shapes(n: usize) -> Vec<hostcall_testkit::shapes::Case> {
    cases()
        .into_iter()
        .filter(|c| c.fits(16) && c.this.is_none())
        .take(n)
        .collect()
}

/// The temporary files (a write under way, or one left behind) in `dir`.
fn temp_files(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with('.')
        })
        .count()
}

/// Rewrites an entry's trailing checksum (XXH3-128 of everything before it) to match its
/// bytes.
fn reseal(entry: &mut [u8]) {
    let body = entry.len() - 16;
    let sum = twox_hash::XxHash3_128::oneshot(&entry[..body]).to_le_bytes();
    entry[body..].copy_from_slice(&sum);
}

/// Where a bundle's entries lie (format 3, as `hostcall::code_cache` writes it: magic,
/// format, entry count, slot count, code offset and length; the slots; then per entry its
/// name, kind, and a classic entry's length and bytes or a file-backed entry's key and
/// record): per entry, the offset of its name, its key's range and (file-backed) its code's
/// range in the file.
struct BundleEntry {
    name_at: usize,
    key: std::ops::Range<usize>,
    code: Option<std::ops::Range<usize>>,
}

fn bundle_entries(bytes: &[u8]) -> Vec<BundleEntry> {
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap()) as usize;
    assert_eq!(&bytes[..4], b"HCCB");
    assert_eq!(u32_at(4), 3, "bundle format");
    let (count, slots, code_offset) = (u32_at(8), u32_at(12), u64_at(16));
    let mut at = 32;
    for _ in 0..slots {
        at += 4 + u32_at(at) + 8;
    }
    let mut entries = Vec::new();
    for _ in 0..count {
        let name_at = at;
        at += 16;
        let kind = bytes[at];
        at += 1;
        if kind == 0 {
            // A classic entry: magic, format, key length, key, ...
            let len = u32_at(at);
            let key_len = u32_at(at + 4 + 8);
            let key = at + 4 + 12..at + 4 + 12 + key_len;
            entries.push(BundleEntry {
                name_at,
                key,
                code: None,
            });
            at += 4 + len;
        } else {
            let key_len = u32_at(at);
            let key = at + 4..at + 4 + key_len;
            at = key.end;
            let (code_at, code_len, refs) = (u32_at(at), u32_at(at + 4), u32_at(at + 8));
            at += 12 + 16 * refs + 32;
            let code = code_offset + code_at..code_offset + code_at + code_len;
            entries.push(BundleEntry {
                name_at,
                key,
                code: Some(code),
            });
        }
    }
    entries
}

/// The one entry file in `dir`.
fn entry_file(dir: &Path) -> PathBuf {
    let files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

#[test]
fn a_second_process_takes_the_code_without_a_compile() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let first = cache_on(&dir);
    use_add(&first);
    assert_eq!(first.stats().compiles, 1);
    assert_eq!(first.code_cache_stats().unwrap().written, 1);
    let mode = std::fs::metadata(&dir).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700, "the directory is made private");
    let file_mode = std::fs::metadata(entry_file(&dir))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(file_mode, 0o600);

    let second = cache_on(&dir);
    use_add(&second);
    assert_eq!(
        second.stats().compiles,
        0,
        "no compile: the code came from disk"
    );
    assert_eq!(second.code_cache_stats().unwrap().loaded, 1);
    std::fs::remove_dir_all(&dir).ok();
}

/// Every way an entry can be bad: each one is ignored (counted as refused), the shape is
/// compiled again and its entry rewritten, and the next process loads the good one.
#[test]
fn bad_entries_are_ignored_and_rebuilt_never_run() {
    if !jit_runs() {
        return;
    }
    type Spoil = fn(&Path, &Path);
    let spoils: [(&str, Spoil); 8] = [
        ("a flipped byte", |f, _| {
            let mut b = std::fs::read(f).unwrap();
            let i = b.len() / 2;
            b[i] ^= 0x40;
            std::fs::write(f, b).unwrap();
        }),
        ("a truncated file", |f, _| {
            let b = std::fs::read(f).unwrap();
            std::fs::write(f, &b[..b.len() - 7]).unwrap();
        }),
        ("an empty file", |f, _| std::fs::write(f, b"").unwrap()),
        ("another key's entry (another build's)", |f, dir| {
            // A valid entry, of another shape, put at this shape's name.
            let other = cache_on(dir);
            register_mul(&other, 0xCC_0002);
            let mine = std::fs::read(f).unwrap();
            let theirs = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .find(|p| p != f && !p.file_name().unwrap().to_string_lossy().starts_with('.'))
                .unwrap();
            let theirs_bytes = std::fs::read(&theirs).unwrap();
            assert_ne!(mine, theirs_bytes);
            std::fs::write(f, theirs_bytes).unwrap();
            std::fs::remove_file(theirs).unwrap();
        }),
        // The next two are whole entries whose checksum is right again after the change
        // (the entry's layout: magic, format, key length, key, code length, code, relocation
        // count, relocations of 4 + 8 bytes, then the 16-byte XXH3-128 of all that): what
        // the checksum cannot catch, the parse must.
        ("another format, checksum made good", |f, _| {
            let mut b = std::fs::read(f).unwrap();
            // `reseal` computes the writer's checksum (else these two would only test it).
            let unchanged = b.clone();
            reseal(&mut b);
            assert_eq!(b, unchanged);
            b[4..8].copy_from_slice(&1u32.to_le_bytes());
            reseal(&mut b);
            std::fs::write(f, b).unwrap();
        }),
        ("a relocation past the code, checksum made good", |f, _| {
            let mut b = std::fs::read(f).unwrap();
            let u32_at =
                |b: &[u8], at: usize| u32::from_le_bytes(b[at..at + 4].try_into().unwrap());
            let key_len = u32_at(&b, 8) as usize;
            let code_len_at = 12 + key_len;
            let code_len = u32_at(&b, code_len_at);
            let count_at = code_len_at + 4 + code_len as usize;
            assert!(
                u32_at(&b, count_at) > 0,
                "the entry has a relocation to move"
            );
            // The first relocation's offset: 8 bytes from there would end past the code.
            b[count_at + 4..count_at + 8].copy_from_slice(&(code_len - 4).to_le_bytes());
            reseal(&mut b);
            std::fs::write(f, b).unwrap();
        }),
        ("a file writable by others", |f, _| {
            std::fs::set_permissions(f, std::fs::Permissions::from_mode(0o666)).unwrap();
        }),
        ("a symbolic link to a good entry", |f, dir| {
            let target = dir.join("elsewhere");
            std::fs::rename(f, &target).unwrap();
            std::os::unix::fs::symlink(&target, f).unwrap();
        }),
    ];
    for (what, spoil) in spoils {
        let dir = fresh_dir();
        use_add(&cache_on(&dir));
        let file = entry_file(&dir);
        spoil(&file, &dir);
        let c = cache_on(&dir);
        use_add(&c);
        let s = c.code_cache_stats().unwrap();
        assert_eq!((s.loaded, s.refused), (0, 1), "{what}: {s:?}");
        assert_eq!(c.stats().compiles, 1, "{what}: compiled again");
        assert_eq!(s.written, 1, "{what}: rewritten");
        let next = cache_on(&dir);
        use_add(&next);
        let s = next.code_cache_stats().unwrap();
        assert_eq!(
            (s.loaded, s.refused),
            (1, 0),
            "{what}: the rebuilt entry loads: {s:?}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// A directory another user could write (or a symbolic link) is refused: no cache at all.
#[test]
fn an_unsafe_directory_is_refused() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    match CodeCache::open(&dir, 1 << 20) {
        Err(CodeCacheError::Unsafe { why, .. }) => assert!(why.contains("writable"), "{why}"),
        other => panic!("{other:?}"),
    }
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    let link = dir.with_extension("link");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&dir, &link).unwrap();
    match CodeCache::open(&link, 1 << 20) {
        Err(CodeCacheError::Unsafe { why, .. }) => assert!(why.contains("symbolic"), "{why}"),
        other => panic!("{other:?}"),
    }
    std::fs::remove_file(&link).ok();
    std::fs::remove_dir_all(&dir).ok();
}

/// Two "processes" (caches of their own) filling one directory at once with the same
/// shapes: every entry is whole (temporary file, then rename), so a third loads them all
/// and refuses none.
#[test]
fn concurrent_writers_leave_whole_entries() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let pick = || shapes(60);
    let writers: Vec<_> = (0..2)
        .map(|_| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let cache = cache_on(&dir);
                let engine = TestEngine::new(Flavor::QuickJs);
                let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                    .unwrap()
                    .with_cache(cache.clone())
                    .with_tier(TierPolicy::Eager);
                for case in pick() {
                    d.register(method_for(&case.shape)).unwrap();
                }
                cache.code_cache_stats().unwrap()
            })
        })
        .collect();
    for w in writers {
        let s = w.join().unwrap();
        assert_eq!(s.refused, 0, "{s:?}");
    }
    let third = cache_on(&dir);
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_cache(third.clone())
        .with_tier(TierPolicy::Eager);
    for case in pick() {
        d.register(method_for(&case.shape)).unwrap();
    }
    let s = third.code_cache_stats().unwrap();
    assert_eq!(s.refused, 0, "{s:?}");
    assert!(s.loaded > 0, "{s:?}");
    assert_eq!(
        third.stats().compiles,
        0,
        "every shape came from disk: {s:?}"
    );
    assert_eq!(temp_files(&dir), 0, "no temporary file left");
    std::fs::remove_dir_all(&dir).ok();
}

/// Past its byte bound the cache writes nothing more (counted), and works on.
#[test]
fn the_byte_bound_stops_writes() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let c = Arc::new(ThunkCache::new());
    c.set_code_cache(Some(CodeCache::open(&dir, 16).unwrap()));
    use_add(&c);
    let s = c.code_cache_stats().unwrap();
    assert_eq!((s.written, s.full), (0, 1), "{s:?}");
    std::fs::remove_dir_all(&dir).ok();
}

/// The bundle: a process that wrote separate entries gathers them into one file
/// (`CodeCache::write_bundle`), the separate files go, and the next process takes its code
/// from the bundle (one file read for every shape), with no compile.
#[test]
fn a_bundle_serves_the_next_process() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let first = cache_on(&dir);
    use_add(&first);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 1);
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["bundle"], "the separate entry was taken in");
    let mode = std::fs::metadata(dir.join("bundle"))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
    // Nothing separate left: writing again gathers nothing and leaves the bundle alone.
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 0);

    let second = cache_on(&dir);
    use_add(&second);
    assert_eq!(
        second.stats().compiles,
        0,
        "no compile: the code came from the bundle"
    );
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (1, 1, 0), "{s:?}");

    // A new shape in that process is a separate entry; gathering again keeps both.
    register_mul(&second, 0xCC_0004);
    assert_eq!(second.code_cache_stats().unwrap().written, 1);
    assert_eq!(second.write_code_cache_bundle().unwrap().unwrap(), 2);
    let third = cache_on(&dir);
    use_add(&third);
    register_mul(&third, 0xCC_0004);
    let s = third.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle), (2, 2), "{s:?}");
    assert_eq!(third.stats().compiles, 0);
    std::fs::remove_dir_all(&dir).ok();
}

/// Every way a bundle can be bad: its entry (or the whole bundle) is ignored, counted as
/// refused, the shape compiled again (and written as a separate file), the call right;
/// never a wrong entry run.
#[test]
fn bad_bundles_are_ignored_and_rebuilt_never_run() {
    if !jit_runs() {
        return;
    }
    type Spoil = fn(&Path, &Path);
    let spoils: [(&str, Spoil); 9] = [
        ("a flipped byte in its entry's code", |b, _| {
            let mut bytes = std::fs::read(b).unwrap();
            let code = bundle_entries(&bytes)[0].code.clone().expect("file-backed");
            bytes[code.start + code.len() / 2] ^= 0x01;
            std::fs::write(b, bytes).unwrap();
        }),
        ("a byte set in the padding before its code", |b, _| {
            let mut bytes = std::fs::read(b).unwrap();
            let code = bundle_entries(&bytes)[0].code.clone().expect("file-backed");
            bytes[code.start - 100] = 0xcc;
            std::fs::write(b, bytes).unwrap();
        }),
        ("a flipped byte in its entry's key", |b, _| {
            let mut bytes = std::fs::read(b).unwrap();
            let key = bundle_entries(&bytes)[0].key.clone();
            bytes[key.start + key.len() / 2] ^= 0x01;
            std::fs::write(b, bytes).unwrap();
        }),
        ("a truncated bundle", |b, _| {
            let bytes = std::fs::read(b).unwrap();
            std::fs::write(b, &bytes[..bytes.len() - 3]).unwrap();
        }),
        ("bytes past its last entry", |b, _| {
            let mut bytes = std::fs::read(b).unwrap();
            bytes.extend_from_slice(b"more");
            std::fs::write(b, bytes).unwrap();
        }),
        ("an entry count past its entries", |b, _| {
            let mut bytes = std::fs::read(b).unwrap();
            bytes[8..12].copy_from_slice(&2u32.to_le_bytes());
            std::fs::write(b, bytes).unwrap();
        }),
        // A whole, valid entry of another shape under this shape's name (made below: it
        // needs a cache of its own), which the lookup finds and must refuse by its key.
        ("the entry under another shape's name", |_, _| {}),
        ("a bundle writable by others", |b, _| {
            std::fs::set_permissions(b, std::fs::Permissions::from_mode(0o666)).unwrap();
        }),
        ("a symbolic link to a good bundle", |b, dir| {
            let target = dir.join("elsewhere");
            std::fs::rename(b, &target).unwrap();
            std::os::unix::fs::symlink(&target, b).unwrap();
        }),
    ];
    for (what, spoil) in spoils {
        let dir = fresh_dir();
        let first = cache_on(&dir);
        use_add(&first);
        assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 1);
        let bundle = dir.join("bundle");
        spoil(&bundle, &dir);
        if what.contains("another shape's name") {
            let other_dir = fresh_dir();
            let other = cache_on(&other_dir);
            register_mul(&other, 0xCC_0003);
            assert_eq!(other.write_code_cache_bundle().unwrap().unwrap(), 1);
            let mine = std::fs::read(&bundle).unwrap();
            let mut theirs = std::fs::read(other_dir.join("bundle")).unwrap();
            // Their one entry under this shape's name.
            let (m, t) = (
                bundle_entries(&mine)[0].name_at,
                bundle_entries(&theirs)[0].name_at,
            );
            theirs[t..t + 16].copy_from_slice(&mine[m..m + 16]);
            std::fs::write(&bundle, theirs).unwrap();
            std::fs::remove_dir_all(&other_dir).ok();
        }
        let c = cache_on(&dir);
        use_add(&c);
        let s = c.code_cache_stats().unwrap();
        assert_eq!((s.loaded, s.refused), (0, 1), "{what}: {s:?}");
        assert_eq!(c.stats().compiles, 1, "{what}: compiled again");
        assert_eq!(s.written, 1, "{what}: written again (as a separate file)");
        // The next process takes the rebuilt separate entry.
        let next = cache_on(&dir);
        use_add(&next);
        let s = next.code_cache_stats().unwrap();
        assert_eq!((s.loaded, s.from_bundle), (1, 0), "{what}: {s:?}");
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// Two "processes" filling one cache and gathering it into the bundle at once: every file
/// left is whole (no entry refused, no temporary file), and a third takes its code from it
/// (an entry lost between one's read and the other's rename is compiled again: a cost,
/// never a wrong entry).
#[test]
fn concurrent_bundle_writers_leave_a_whole_bundle() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let pick = || shapes(40);
    let writers: Vec<_> = (0..2)
        .map(|_| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let cache = cache_on(&dir);
                let engine = TestEngine::new(Flavor::QuickJs);
                let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                    .unwrap()
                    .with_cache(cache.clone())
                    .with_tier(TierPolicy::Eager);
                for (i, case) in pick().into_iter().enumerate() {
                    d.register(method_for(&case.shape)).unwrap();
                    if i % 10 == 9 {
                        cache.write_code_cache_bundle().unwrap().unwrap();
                    }
                }
                cache.code_cache_stats().unwrap()
            })
        })
        .collect();
    for w in writers {
        let s = w.join().unwrap();
        assert_eq!(s.refused, 0, "{s:?}");
    }
    let third = cache_on(&dir);
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_cache(third.clone())
        .with_tier(TierPolicy::Eager);
    for case in pick() {
        d.register(method_for(&case.shape)).unwrap();
    }
    let s = third.code_cache_stats().unwrap();
    assert_eq!(s.refused, 0, "{s:?}");
    assert!(s.from_bundle > 0, "{s:?}");
    assert_eq!(temp_files(&dir), 0, "no temporary file left");
    std::fs::remove_dir_all(&dir).ok();
}

/// The mapping of this process that holds `address`: its permissions and path (`/proc/self/maps`).
fn mapping_of(address: usize) -> (String, String) {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    for line in maps.lines() {
        let mut f = line.split_whitespace();
        let range = f.next().unwrap();
        let perms = f.next().unwrap().to_string();
        let path = f.nth(3).unwrap_or("").to_string();
        let (lo, hi) = range.split_once('-').unwrap();
        let (lo, hi) = (
            usize::from_str_radix(lo, 16).unwrap(),
            usize::from_str_radix(hi, 16).unwrap(),
        );
        if (lo..hi).contains(&address) {
            return (perms, path);
        }
    }
    panic!("{address:#x} is in no mapping");
}

/// Code from the bundle is placed in one batch, sealed read + execute (never writable), and
/// bound to the first lookup's import table: a native entry of the same shape with another
/// slow path (a second engine's) is not handed that code but installed on its own table.
#[test]
fn placed_code_is_sealed_and_bound_to_one_slow_path() {
    if !jit_runs() || !cfg!(target_os = "linux") {
        return;
    }
    let layout = hostcall_testkit::engine::test_layout(Flavor::QuickJs);
    let sig: hostcall::Signature = "(i32, i32) -> i32".parse().unwrap();
    let first_entry = hostcall_testkit::engine::compile_only_entry();
    let other_entry = hostcall::CClosureEntry {
        slow_path: first_entry.slow_path + 0x40,
        ..first_entry
    };
    let dir = fresh_dir();
    let first = cache_on(&dir);
    first.resolve_native(&sig, layout, first_entry).unwrap();
    use_add(&first);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 2);

    let second = cache_on(&dir);
    let placed = second.resolve_native(&sig, layout, first_entry).unwrap();
    let (perms, path) = mapping_of(placed);
    assert_eq!(perms, "r-xp", "sealed: read + execute, never writable");
    if cfg!(target_arch = "x86_64") {
        // File-backed: the bundle's own pages, private, and no mapping of it writable.
        assert_eq!(
            Path::new(&path),
            dir.join("bundle"),
            "the bundle's file, not the code arena"
        );
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        for line in maps.lines().filter(|l| l.ends_with(&path)) {
            let perms = line.split_whitespace().nth(1).unwrap();
            assert!(!perms.contains('w') && perms.ends_with('p'), "{line}");
        }
    } else {
        assert_eq!(
            path, "",
            "an anonymous mapping of its own, not the code arena"
        );
    }
    assert_eq!(placed % 64, 0);
    use_add(&second);
    let other = second.resolve_native(&sig, layout, other_entry).unwrap();
    assert_ne!(
        other, placed,
        "another slow path: not the code bound to the first's table"
    );
    let (perms, path) = mapping_of(other);
    assert_eq!(perms, "r-xs");
    assert!(path.contains("memfd:hostcall-jit-code"), "{path}");
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (3, 3, 0), "{s:?}");
    assert_eq!(second.stats().compiles, 0);
    std::fs::remove_dir_all(&dir).ok();
}

/// A bundle with a bad entry beside good ones: the bad one is refused (and its shape
/// compiled again), the good ones are still placed and run right, with no compile.
#[test]
fn a_bad_entry_does_not_spoil_its_bundle() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let first = cache_on(&dir);
    register_mul(&first, 0xCC_0005);
    use_add(&first);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 2);
    // Flip a byte in the middle of the bundle's first entry's code (its key on a target
    // whose entries are not file-backed).
    let bundle = dir.join("bundle");
    let mut bytes = std::fs::read(&bundle).unwrap();
    let first = &bundle_entries(&bytes)[0];
    let at = match &first.code {
        Some(code) => code.start + code.len() / 2,
        None => first.key.start + first.key.len() / 2,
    };
    bytes[at] ^= 0x10;
    std::fs::write(&bundle, bytes).unwrap();
    let second = cache_on(&dir);
    use_add(&second);
    register_mul(&second, 0xCC_0005);
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (1, 1, 1), "{s:?}");
    assert_eq!(
        second.stats().compiles,
        1,
        "only the bad entry's shape compiled again"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// Threads taking shapes from one bundle at once: the bundle is read and placed once, each
/// shape installed once, every call right, nothing compiled.
#[test]
fn threads_share_one_placed_bundle() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let first = cache_on(&dir);
    use_add(&first);
    register_mul(&first, 0xCC_0006);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 2);
    let second = cache_on(&dir);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                use_add(&second);
                register_mul(&second, 0xCC_0006);
            });
        }
    });
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (2, 2, 0), "{s:?}");
    assert_eq!(second.stats().compiles, 0);
    std::fs::remove_dir_all(&dir).ok();
}

/// A bundle with one bad entry of this build is not run from its file at all (the bad
/// entry's bytes would be mapped executable with the rest): it is placed in memory of its
/// own instead, the bad entry refused and trap-filled, the good ones served.
#[test]
fn a_bad_entry_keeps_the_bundle_off_its_file() {
    if !jit_runs() || !cfg!(target_os = "linux") {
        return;
    }
    let layout = hostcall_testkit::engine::test_layout(Flavor::QuickJs);
    let sig: hostcall::Signature = "(i32, i32) -> i32".parse().unwrap();
    let entry = hostcall_testkit::engine::compile_only_entry();
    let dir = fresh_dir();
    let first = cache_on(&dir);
    first.resolve_native(&sig, layout, entry).unwrap();
    register_mul(&first, 0xCC_0007);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 2);
    let bundle = dir.join("bundle");
    let mut bytes = std::fs::read(&bundle).unwrap();
    let entries = bundle_entries(&bytes);
    // Spoil the entry that is not the native entry (whose key says `native`).
    let mul = entries
        .iter()
        .find(|e| !String::from_utf8_lossy(&bytes[e.key.clone()]).contains("\nnative "))
        .unwrap();
    let at = match &mul.code {
        Some(code) => code.start + 3,
        None => mul.key.start + 3,
    };
    bytes[at] ^= 0x40;
    std::fs::write(&bundle, bytes).unwrap();

    let second = cache_on(&dir);
    let placed = second.resolve_native(&sig, layout, entry).unwrap();
    let (perms, path) = mapping_of(placed);
    assert_eq!(perms, "r-xp");
    assert_eq!(path, "", "memory of its own, not the bundle's file");
    register_mul(&second, 0xCC_0007);
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (1, 1, 1), "{s:?}");
    assert_eq!(second.stats().compiles, 1, "only the bad entry's shape");
    std::fs::remove_dir_all(&dir).ok();
}

/// A bundle replaced while a process runs code from it (another process gathering the
/// cache renames a new bundle over it): the running process keeps the file it mapped, whole
/// and unchanged, and its code keeps running right.
#[test]
fn a_bundle_replaced_while_mapped_keeps_running() {
    if !jit_runs() {
        return;
    }
    let dir = fresh_dir();
    let first = cache_on(&dir);
    use_add(&first);
    assert_eq!(first.write_code_cache_bundle().unwrap().unwrap(), 1);
    let second = cache_on(&dir);
    use_add(&second);
    assert_eq!(second.stats().compiles, 0);
    // Another "process" adds a shape and gathers the cache into a new bundle.
    let third = cache_on(&dir);
    register_mul(&third, 0xCC_0008);
    assert_eq!(third.write_code_cache_bundle().unwrap().unwrap(), 2);
    // And the bundle is removed outright: nothing the first mapping relies on.
    std::fs::remove_file(dir.join("bundle")).unwrap();
    for _ in 0..3 {
        use_add(&second);
    }
    let s = second.code_cache_stats().unwrap();
    assert_eq!((s.loaded, s.from_bundle, s.refused), (1, 1, 0), "{s:?}");
    assert_eq!(second.stats().compiles, 0);
    std::fs::remove_dir_all(&dir).ok();
}
