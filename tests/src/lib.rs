//! agc's lit-style test harness.
//!
//! The test suite of the `agc` driver is a directory of files
//! (`tests/lit/`), each a test: commands on `RUN:` lines, and FileCheck
//! directives saying what their output must contain. This crate finds
//! those files, runs each as its own libtest test, checks output in
//! process, and regenerates the expectations of precise-output tests. The
//! root package's `tests/lit.rs` (`harness = false`) is the entry point:
//!
//! ```text
//! cargo test --test lit                 # the whole suite
//! cargo test --test lit -- ir/          # tests whose name contains ir/
//! AGC_BLESS=1 cargo test --test lit     # rewrite generated CHECK lines
//! ```
//!
//! The same files run unchanged under LLVM's `lit` with `tests/lit/lit.cfg.py`
//! (the `llvm-lit` test does that when lit is installed).
//!
//! # File format
//!
//! Test files end in `.agc` (IR), `.ll`, `.s`, `.cl`, `.test` or `.txt`
//! ([`suite::SUFFIXES`]); `Inputs/` directories hold inputs, not tests.
//! The harness reads three keywords wherever they stand on a line, so
//! every file type keeps its own comment syntax ([`script`]):
//!
//! - `RUN: CMD`: a command, run by `bash -o pipefail -c` in the test's
//!   directory after substitution. Commands run in order; the first to
//!   exit non-zero fails the test. A command ending in `\` continues on
//!   the next `RUN:` line.
//! - `REQUIRES: a, !b`: run only if feature `a` holds and `b` does not;
//!   `UNSUPPORTED: c`: skip (report as ignored) if `c` holds. The one
//!   feature so far is `llvm` (LLVM 22's tools are installed).
//!
//! Substitutions ([`subst`]): `%s` the test file, `%S` its directory, `%t`
//! a per-test temporary path (under cargo's target tmp directory), `%T`
//! its directory, `%%` a `%`; tool names as words: `agc` the driver binary,
//! `FileCheck` the checker, `not` (succeeds iff its command fails).
//!
//! Directives are LLVM FileCheck's: `CHECK:`, `CHECK-NEXT:`, `CHECK-SAME:`,
//! `CHECK-NOT:`, `CHECK-DAG:`, `CHECK-LABEL:`, `CHECK-EMPTY:`,
//! `CHECK-COUNT-n:`, with `{{regex}}`, `[[VAR:regex]]` captures and
//! `[[VAR]]` uses; other prefixes come from `FileCheck
//! --check-prefixes=CHECK,GFX9`, which is how one file checks several
//! processors with common and per-generation lines (ACO's variants).
//!
//! # The matcher
//!
//! `FileCheck` in a RUN line is the test executable itself, re-run with a
//! first argument `--agc-filecheck` that `tests/lit.rs` hands to
//! [`filecheck::helper_main`] before libtest parses anything (`not` is
//! `--agc-not`), so no LLVM installation is needed. Matching is done by
//! the `litcheck-filecheck` crate, an implementation of LLVM FileCheck's
//! syntax and semantics as a library; [`filecheck`] adapts LLVM's command
//! line to it and renders its reports as plain text. The `llvm-lit` test
//! cross-checks every file against LLVM's own FileCheck.
//!
//! # Bless
//!
//! A file containing the line
//! `; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit`
//! is precise-output: with `AGC_BLESS=1`, the harness runs each
//! `CMD | FileCheck %s ...` RUN line's CMD and rewrites the file's
//! directives from the output, one `P:`/`P-NEXT:` line per output line, in
//! the manner of LLVM's `update_test_checks.py` ([`bless`] has the rules).
//! A failing precise test says to rerun with `AGC_BLESS=1`.
//!
//! # Scratch directories
//!
//! Tests across the workspace that write files for external tools (llc,
//! clang, llvm-objdump, ld.lld) take their directory from [`scratch_dir`]:
//! a fresh, uniquely named directory that goes away with its guard, so a
//! run leaves nothing behind in the system temp directory, not even when a
//! test fails.

pub mod bless;
pub mod filecheck;
pub mod script;
pub mod subst;
pub mod suite;

pub use filecheck::helper_main;
pub use libtest_mimic;
pub use suite::{llvm_tool, main, Suite};
pub use tempfile;

/// The kernels every end-to-end test runs: the bundled examples
/// (`examples/*.agc`, real GPU work), the benchmark kernels
/// (`benches/*.agc`) and the per-feature execution kernels
/// (`tests/exec/*.agc`, one file per group of IR operations, each with
/// `; run:` lines covering its corner cases), sorted by path. `root` is the
/// root package's directory.
pub fn kernel_files(root: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for dir in [
        root.join("examples"),
        root.join("benches"),
        root.join("tests/exec"),
    ] {
        let entries = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        files.extend(
            entries
                .map(|e| e.expect("readable directory entry").path())
                .filter(|p| p.extension().is_some_and(|e| e == "agc")),
        );
    }
    files.sort();
    files
}

/// Creates a new, empty scratch directory under the system temp directory,
/// named `prefix` followed by random characters, so that tests running in
/// parallel threads or processes never share one (`prefix` says which
/// test made it, e.g. `agc-dwarf-`).
///
/// The directory and everything in it are removed when the returned
/// [`tempfile::TempDir`] is dropped, on a panic's unwinding too. Bind the
/// guard to a name (`let dir = scratch_dir("agc-x-");`, not `let _ =`, which
/// drops it at once) and keep it alive as long as `dir.path()` is used.
pub fn scratch_dir(prefix: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(prefix)
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot create a scratch directory {prefix}*: {e}"))
}
