//! The LLVM 22 tools the benchmark compares against, found once.
//!
//! Role: llc is the yardstick, never a dependency of agc; when it is
//! missing the bench says how to install it (`apt-get install llvm-22`)
//! rather than skipping a comparison silently.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// LLVM 22's tool directory: `$LLVM_BINDIR`, else `llvm-config-22 --bindir`.
pub fn llvm_bindir() -> Option<&'static Path> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        if let Some(d) = std::env::var_os("LLVM_BINDIR") {
            return Some(PathBuf::from(d));
        }
        let out = Command::new("llvm-config-22")
            .arg("--bindir")
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
    })
    .as_deref()
}

/// The path of LLVM 22's `name` (`llc`, `llvm-objdump`), or an error that
/// says how to install it.
pub fn llvm_tool(name: &str) -> Result<PathBuf, String> {
    llvm_bindir()
        .map(|d| d.join(name))
        .filter(|p| p.is_file())
        .ok_or_else(|| {
            format!(
                "LLVM 22's `{name}` was not found (llvm-config-22 --bindir, or LLVM_BINDIR); \
                 install it with `apt-get install llvm-22`"
            )
        })
}

/// The llc command line the benchmark measures: `-O3`, an object file.
pub fn llc_command(llc: &Path, cpu: &str, input: &Path, output: &Path) -> Command {
    let mut c = Command::new(llc);
    c.arg("-mtriple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={cpu}"))
        .args(["-O3", "-filetype=obj", "-o"])
        .arg(output)
        .arg(input);
    c
}

/// Compiles LLVM IR text with llc -O3 into a relocatable object.
pub fn llc_compile(ll: &str, cpu: &str, scratch: &Path) -> Result<Vec<u8>, String> {
    let llc = llvm_tool("llc")?;
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let input = scratch.join("input.ll");
    let output = scratch.join("output.o");
    std::fs::write(&input, ll).map_err(|e| e.to_string())?;
    let out = llc_command(&llc, cpu, &input, &output)
        .output()
        .map_err(|e| format!("cannot run llc: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "llc failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    std::fs::read(&output).map_err(|e| e.to_string())
}

/// Code-generation flags of the distributed `agc` driver on Linux/glibc:
/// linked statically (`crt-static`) and not position-independent.
///
/// Why: a compile of a small kernel takes well under a millisecond, so
/// what a whole process costs is mostly start-up, and start-up is mostly
/// page faults. A dynamically linked PIE driver first has the loader map
/// libc, libm and libgcc_s and apply about 9,000 relative relocations,
/// each page of relocated data a copy-on-write fault. Linked statically
/// at a fixed address, none of that happens: about 90 fewer faults and
/// a third less CPU time per process on the same compile. The flags must
/// not reach build scripts and proc-macros (which are loaded as shared
/// objects), so they go through `CARGO_ENCODED_RUSTFLAGS` together with
/// an explicit `--target`, under which cargo keeps host artifacts apart.
pub const DIST_RUSTFLAGS: [&str; 4] = [
    "-C",
    "target-feature=+crt-static",
    "-C",
    "relocation-model=static",
];

/// What `rustc -vV` says: the host's target triple and the compiler's
/// version line (`rustc 1.95.0 (59807616e 2026-04-14)`).
pub struct Rustc {
    pub host: String,
    pub version: String,
}

/// The compiler cargo builds with (`$RUSTC`, else `rustc`).
pub fn rustc() -> Result<Rustc, String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = Command::new(&rustc)
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot run rustc -vV: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let host = text
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(|h| h.trim().to_string()))
        .ok_or_else(|| "rustc -vV names no host triple".to_string())?;
    let version = text.lines().next().unwrap_or_default().trim().to_string();
    Ok(Rustc { host, version })
}

/// The host whose default linker is lld (rust-lld, since Rust 1.90), which
/// reads the symbol-order list; other linkers do not know the option.
const LLD_HOST: &str = "x86_64-unknown-linux-gnu";

/// The linker flags that lay out the driver's hot code first
/// ([`symbol_order`](crate::symbol_order)), or why the list cannot be used
/// with this compiler.
fn symbol_order_flags(workspace: &Path, rustc: &Rustc) -> Result<[String; 4], String> {
    if rustc.host != LLD_HOST {
        return Err(format!(
            "the symbol order needs lld, the default linker only on {LLD_HOST}"
        ));
    }
    let path = crate::symbol_order::path(workspace);
    let list = std::fs::read_to_string(&path)
        .map_err(|e| format!("no symbol order ({}: {e})", path.display()))?;
    let made_with = crate::symbol_order::recorded_rustc(&list).unwrap_or("an unnamed rustc");
    if made_with != rustc.version {
        return Err(format!(
            "the symbol order was made with {made_with}, not {}; linking without it \
             (regenerate it with --write-symbol-order)",
            rustc.version
        ));
    }
    // An absolute path, since the linker runs in a directory of rustc's
    // choosing, and a canonical one, since the path is part of the flags
    // and a different spelling of it would make cargo rebuild everything.
    let path = std::fs::canonicalize(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok([
        "-C".into(),
        format!("link-arg=-Wl,--symbol-ordering-file={}", path.display()),
        "-C".into(),
        // Names of functions that no longer exist are expected, not news.
        "link-arg=-Wl,--no-warn-symbol-ordering".into(),
    ])
}

/// Whether an ELF executable was linked by lld, which records itself in
/// the `.comment` section (`Linker: LLD 22.1.2`).
pub fn linked_by_lld(binary: &[u8]) -> bool {
    use object::{Object, ObjectSection};
    let Ok(file) = object::File::parse(binary) else {
        return false;
    };
    let comment = file.section_by_name(".comment").and_then(|s| s.data().ok());
    comment.is_some_and(|c| c.windows(11).any(|w| w == b"Linker: LLD"))
}

/// Builds the `agc` driver as it is distributed (release; on
/// `*-linux-gnu` hosts with [`DIST_RUSTFLAGS`], and on `LLD_HOST` with the
/// symbol order) and returns its path, so that whole-process times are
/// those of the program users run. Cargo only relinks what changed, so
/// this is quick after the first run.
pub fn build_agc_driver(workspace: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let rustc = rustc()?;
    let host = &rustc.host;
    let mut c = Command::new(cargo);
    c.current_dir(workspace)
        .args([
            "build",
            "--release",
            "--locked",
            "-p",
            "agc",
            "--bin",
            "agc",
        ])
        .args(["--message-format", "json-render-diagnostics"])
        .env_remove("RUSTFLAGS")
        .stderr(std::process::Stdio::inherit());
    if host.ends_with("-linux-gnu") {
        let mut flags: Vec<String> = DIST_RUSTFLAGS.iter().map(|f| f.to_string()).collect();
        match symbol_order_flags(workspace, &rustc) {
            Ok(order) => flags.extend(order),
            Err(why) => eprintln!("note: {why}"),
        }
        c.args(["--target", host])
            .env("CARGO_ENCODED_RUSTFLAGS", flags.join("\u{1f}"));
    } else {
        c.env_remove("CARGO_ENCODED_RUSTFLAGS");
    }
    eprintln!("building the agc driver as distributed (release, {host})");
    let out = c
        .output()
        .map_err(|e| format!("cannot run cargo build: {e}"))?;
    if !out.status.success() {
        return Err("building the agc driver failed (cargo's messages are above)".into());
    }
    // The artifact message of the `agc` binary names its path; cargo's
    // JSON escapes nothing in a plain Unix path, so a substring suffices.
    let stdout = String::from_utf8_lossy(&out.stdout);
    stdout
        .lines()
        .filter(|l| l.contains("\"reason\":\"compiler-artifact\""))
        .find_map(|l| {
            let rest = l.split("\"executable\":\"").nth(1)?;
            Some(PathBuf::from(&rest[..rest.find('"')?]))
        })
        .ok_or_else(|| "cargo build named no agc executable".to_string())
}

/// The driver command the benchmark times: what a user types to get an
/// object (`-O2` is the driver's default).
pub fn agc_command(driver: &Path, cpu: &str, input: &Path, output: &Path) -> Command {
    let mut c = Command::new(driver);
    c.arg(input)
        .args(["-Z", "unstable-targets", "--emit", "obj", "-C"])
        .arg(format!("target-cpu={cpu}"))
        .arg("-o")
        .arg(output);
    c
}
