//! The distributed driver's code layout: which functions lld places first.
//!
//! A whole `agc` process on a small kernel costs about 2 ms, and a good
//! part of that is page faults on the driver's code. Each fault on a
//! code page maps a 64 KiB window of the file (the kernel's fault-around),
//! but the functions a compile runs are spread over all 5 MB of `.text`, so
//! a compile took 30-40 such faults at 6-10 µs each on a virtual machine.
//! Listed in lld's `--symbol-ordering-file`, those functions are laid out
//! together at the start of `.text` and the faults fall to about 20: 5-11%
//! of the whole process on the suite's small kernels (runs of both
//! binaries in shuffled order; in alternation, the order alone biases
//! the result by as much).
//!
//! The list, [`FILE`] in this crate, holds the functions a compile of every
//! kernel of `benches/` and `examples/` executes (found by callgrind, which
//! sees every function entered, where a sampling profiler misses the short
//! ones), for the processors the suite measures and two more.
//! `--write-symbol-order` regenerates it.
//!
//! Symbol names carry a hash that depends on the compiler, so the list is
//! tied to the rustc release that made it, which its header records; a
//! build with another rustc links without it (and says so) rather than
//! with a list that no longer matches. A name that no longer exists in the
//! driver is skipped by lld; a function missing from the list is only laid
//! out where it would have been anyway. The layout never changes what the
//! driver does, only where its code lies.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The list's path inside the bench crate.
pub const FILE: &str = "symbol-order.txt";

/// The list's header line naming the compiler it was made with.
const RUSTC_PREFIX: &str = "# rustc: ";

/// The processors profiled: the suite's two and two more, so that the
/// code of their differences (MFMA with AGPR-only results on gfx908, no
/// packed f32 on gfx900, their hazards and waits) is covered.
const PROCESSORS: [&str; 4] = ["gfx942", "gfx90a", "gfx908", "gfx900"];

/// The list's path in the workspace at `workspace`.
pub fn path(workspace: &Path) -> PathBuf {
    workspace.join("bench").join(FILE)
}

/// The compiler a list was made with: its `# rustc:` header line.
pub fn recorded_rustc(list: &str) -> Option<&str> {
    list.lines().find_map(|l| l.strip_prefix(RUSTC_PREFIX))
}

/// The function names of a callgrind profile written with
/// `--compress-strings=no`: every function that ran (`fn=`) or was
/// called (`cfn=`), which are the same set once the profile is complete.
pub fn profile_functions(profile: &str, into: &mut BTreeSet<String>) {
    for line in profile.lines() {
        let name = line
            .strip_prefix("fn=")
            .or_else(|| line.strip_prefix("cfn="));
        if let Some(name) = name.map(str::trim).filter(|n| !n.is_empty()) {
            // Code valgrind could not name (`0x...`) or names itself
            // (`(below main)`) has no symbol to place.
            if !name.starts_with("0x") && !name.starts_with('(') {
                into.insert(name.to_string());
            }
        }
    }
}

/// The list's text: a header saying what it is and which rustc made it,
/// then one mangled name per line, sorted so regeneration is stable.
pub fn render(rustc: &str, names: &BTreeSet<String>) -> String {
    let mut out = String::new();
    out.push_str(
        "# Functions of the agc driver that compiles of the bench kernels run, for\n\
         # lld's --symbol-ordering-file (see bench/src/symbol_order.rs).\n\
         # Regenerate: cargo run --release -p agc-bench -- --write-symbol-order\n",
    );
    out.push_str(RUSTC_PREFIX);
    out.push_str(rustc);
    out.push('\n');
    for n in names {
        out.push_str(n);
        out.push('\n');
    }
    out
}

/// Profiles `driver` compiling every kernel in `kernels` for each of
/// `PROCESSORS` under callgrind and returns the names of every function
/// that ran. Compiles the driver rejects (an MFMA kernel for a processor
/// without MFMA) exercise only the error path and are left out.
pub fn profile(
    driver: &Path,
    kernels: &[PathBuf],
    scratch: &Path,
) -> Result<BTreeSet<String>, String> {
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let out_file = scratch.join("callgrind.out");
    let obj = scratch.join("k.o");
    let mut names = BTreeSet::new();
    for kernel in kernels {
        for cpu in PROCESSORS {
            let status = Command::new("valgrind")
                .args(["--tool=callgrind", "--demangle=no", "--compress-strings=no"])
                .arg(format!("--callgrind-out-file={}", out_file.display()))
                .arg("--quiet")
                .arg(driver)
                .arg(kernel)
                .args(["--emit", "obj", "-C"])
                .arg(format!("target-cpu={cpu}"))
                .arg("-o")
                .arg(&obj)
                .stderr(std::process::Stdio::null())
                .status()
                .map_err(|e| {
                    format!("cannot run valgrind ({e}); install it with `apt-get install valgrind`")
                })?;
            if status.success() {
                let text = std::fs::read_to_string(&out_file).map_err(|e| e.to_string())?;
                profile_functions(&text, &mut names);
            } else {
                eprintln!("  {} for {cpu}: rejected, not profiled", kernel.display());
            }
        }
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parser against the shape of a real uncompressed callgrind
    /// profile (valgrind 3.19, `--compress-strings=no`).
    #[test]
    fn profile_names_from_fn_and_cfn_lines() {
        let profile = "version: 1\ncreator: callgrind-3.19.0\n\
                       fl=???\nfn=_start\n0 3\ncfl=???\ncfn=__libc_start_main\ncalls=1 0\n0 900\n\
                       fn=__libc_start_main\n0 5\n\
                       cfn=_ZN3agc4main17h0123456789abcdefE\ncalls=1 0\n0 800\n\
                       fn=0x0000000000401000\n0 1\nfn=(below main)\n0 1\n";
        let mut names = BTreeSet::new();
        profile_functions(profile, &mut names);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        assert_eq!(
            names,
            [
                "_ZN3agc4main17h0123456789abcdefE",
                "__libc_start_main",
                "_start"
            ]
        );
    }

    /// The header round-trips the compiler, and names follow it sorted.
    #[test]
    fn rendered_list_records_its_rustc() {
        let names: BTreeSet<String> = ["b", "a"].iter().map(|s| s.to_string()).collect();
        let text = render("rustc 1.95.0 (59807616e 2026-04-14)", &names);
        assert_eq!(
            recorded_rustc(&text),
            Some("rustc 1.95.0 (59807616e 2026-04-14)")
        );
        assert!(text.ends_with("a\nb\n"), "{text}");
        assert!(text.lines().filter(|l| !l.starts_with('#')).eq(["a", "b"]));
    }
}
