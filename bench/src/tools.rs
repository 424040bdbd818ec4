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
