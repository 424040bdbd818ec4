//! The lit suite (`tests/lit/`): one libtest test per file.
//!
//! The test executable doubles as the suite's `FileCheck` and `not`: RUN
//! lines re-run it with a marker first argument, handled here before
//! libtest sees the command line. Everything else is in `agc-tests`.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = agc_tests::helper_main(&args) {
        return code;
    }
    let agc = Path::new(env!("CARGO_BIN_EXE_agc"));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let suite = agc_tests::Suite::new(root, tmp).tool("agc", agc);
    agc_tests::main(suite, agc)
}
