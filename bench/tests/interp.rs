//! The benchmark kernels as executable specifications: each parses,
//! verifies and computes what its `; run:` lines say in the reference
//! interpreter (the oracle), as written and after the -O2 cleanups; the
//! committed generated kernel is exactly what the generator produces.

use agc_ir::interp::{format_failures, run_directives};
use agc_ir::{parse_module, passes, verify_module};
use std::path::Path;

fn benches() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("benches/ exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "agc"))
        .collect();
    files.sort();
    files
}

#[test]
fn there_are_at_least_fifteen_benchmark_kernels() {
    assert!(benches().len() >= 15, "{:?}", benches());
}

#[test]
fn benchmark_kernels_compute_their_run_lines_in_the_interpreter() {
    let mut failures = String::new();
    for path in benches() {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display();
        let module = parse_module(&src).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        verify_module(&module).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        let results = run_directives(&src, &module);
        assert!(!results.is_empty(), "{name} has no `; run:` line");
        let f = format_failures(&results);
        if !f.is_empty() {
            failures.push_str(&format!("{name}:\n{f}\n"));
        }
        let mut optimized = module.clone();
        passes::run_default(&mut optimized, 2);
        verify_module(&optimized).unwrap_or_else(|d| panic!("{name} after -O2: {d:#?}"));
        let f = format_failures(&run_directives(&src, &optimized));
        if !f.is_empty() {
            failures.push_str(&format!("{name} after -O2:\n{f}\n"));
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

#[test]
fn committed_large_kernel_is_the_generators_output() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/large.agc");
    let committed = std::fs::read_to_string(path).unwrap();
    assert!(
        committed == agc_bench::gen::large_file(),
        "benches/large.agc differs from the generator; run `cargo run -p agc-bench -- --write-large`"
    );
}
