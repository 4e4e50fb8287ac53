//! Replays the stored corpus and reproducers of the `js_runtime` fuzz target on stable Rust,
//! and 32 pseudo-random inputs (a fixed seed): each is a module that passes random values
//! through `console.log`, `Deno.inspect` and `structuredClone` and may end with an uncaught
//! error; no value's script may run, nothing may show a heap address or a private field
//! (`hostcall_runtime::fuzzing::check_values_program`). A missing corpus fails.

use hostcall_runtime::fuzzing::check_values_program;
use hostcall_testkit::fuzz::{js_values_program, VALUES_GENERATED};

/// What a script's input generated (its prelude left out).
fn generated(src: &str) -> &str {
    src.find(VALUES_GENERATED).map_or(src, |at| &src[at..])
}

/// The scripts print their values with `console.log`; their lines go to /dev/null while
/// the scripts run (fd 1 is the process's: tests take turns).
static QUIET: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Runs `f` with the process's stdout on /dev/null, restored afterwards.
fn quiet<R>(f: impl FnOnce() -> R) -> R {
    let _turn = QUIET.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: plain descriptor calls on descriptors this function owns (the duplicate and
    // /dev/null's), each checked; fd 1 gets its old file back before returning.
    let saved = unsafe {
        let saved = libc::dup(1);
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
        if saved >= 0 && null >= 0 {
            libc::dup2(null, 1);
        }
        if null >= 0 {
            libc::close(null);
        }
        saved
    };
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    if saved >= 0 {
        // SAFETY: `saved` is the duplicate of the old fd 1 made above, closed once here.
        unsafe {
            libc::dup2(saved, 1);
            libc::close(saved);
        }
    }
    out.unwrap_or_else(|p| std::panic::resume_unwind(p))
}

#[test]
fn js_runtime_corpus() {
    for (path, data) in hostcall_testkit::fuzz::stored_inputs("js_runtime") {
        let src = js_values_program(&data);
        if let Err(msg) = quiet(|| check_values_program(&src)) {
            panic!("{}: {msg}\n{}", path.display(), generated(&src));
        }
    }
}

/// 32 inputs of 256 bytes from a fixed xorshift seed.
#[test]
fn js_runtime_fixed_seed() {
    let inputs = hostcall_testkit::fuzz::seeded_inputs(0x2545_f491_4f6c_dd1d, 32, 256);
    for (i, data) in inputs.into_iter().enumerate() {
        let src = js_values_program(&data);
        if let Err(msg) = quiet(|| check_values_program(&src)) {
            panic!("input {i} ({data:02x?}): {msg}\n{}", generated(&src));
        }
    }
}

/// The oracle fails a script that records a failed check, one in which a value's script
/// ran outside the checked calls, one in which a value's script ran after the script's end
/// (in the printer, as far as the oracle can tell), one whose uncaught error shows the private marker, and one in which no check
/// passed; it passes a script whose checks passed and whose own `try` caught an exception.
#[test]
fn the_oracle_fails_what_it_must() {
    let run = |src: &str| quiet(|| check_values_program(src));
    let e = run("globalThis.__ok = 1; globalThis.__bad = 'Deno.inspect ran script: toString';")
        .unwrap_err();
    assert!(e.contains("toString"), "{e}");
    let e =
        run("globalThis.__ok = 1; globalThis.__ran = 2; globalThis.__ranBefore = 2;").unwrap_err();
    assert!(e.contains("outside the checked calls"), "{e}");
    // Script that runs after the script's end is counted against the printer.
    let e = run(
        "globalThis.__ok = 1; globalThis.__ranBefore = 0; globalThis.__uncaught = 'reject';
         Promise.resolve().then(() => { globalThis.__ran = 1; }); Promise.reject(1);",
    )
    .unwrap_err();
    assert!(e.contains("printer ran"), "{e}");
    let e = run(
        "globalThis.__ok = 1; globalThis.__ranBefore = 0; globalThis.__uncaught = 'throw';
         throw new Error(['PRIVATE', 'MARKER'].join('_'));",
    )
    .unwrap_err();
    assert!(e.contains("private field"), "{e}");
    let e = run("globalThis.__ranBefore = 0;").unwrap_err();
    assert!(e.contains("no check passed"), "{e}");
    let e =
        run("globalThis.__ok = 1; globalThis.__ranBefore = 0; throw new Error('x');").unwrap_err();
    assert!(e.contains("did not leave"), "{e}");
    assert_eq!(
        run("try { null.x; } catch {} globalThis.__ok = 1; globalThis.__ranBefore = 0;"),
        Ok(())
    );
}
