//! The bundled example kernels: each parses, verifies, prints back
//! unchanged, and computes what its `; run:` lines say in the reference
//! interpreter (the oracle), both as written and after the -O2 cleanups.

use agc_ir::interp::{format_failures, run_directives};
use agc_ir::{parse_module, passes, print_module, verify_module};
use std::path::Path;

fn examples() -> Vec<std::path::PathBuf> {
    agc_tests::kernel_files(Path::new(env!("CARGO_MANIFEST_DIR")))
}

#[test]
fn there_are_at_least_six_examples() {
    assert!(examples().len() >= 6, "{:?}", examples());
}

#[test]
fn examples_verify_and_compute_their_run_lines() {
    for path in examples() {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display();
        let module = parse_module(&src).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        verify_module(&module).unwrap_or_else(|d| panic!("{name}: {d:#?}"));

        let results = run_directives(&src, &module);
        assert!(!results.is_empty(), "{name} has no `; run:` line");
        assert!(
            results.iter().all(|r| r.passed()),
            "{name}:\n{}",
            format_failures(&results)
        );

        let mut optimized = module.clone();
        passes::run_default(&mut optimized, 2);
        verify_module(&optimized).unwrap_or_else(|d| panic!("{name} after -O2: {d:#?}"));
        let results = run_directives(&src, &optimized);
        assert!(
            results.iter().all(|r| r.passed()),
            "{name} after -O2:\n{}",
            format_failures(&results)
        );

        // The examples are written in canonical form: printing gives them back.
        let printed = print_module(&module);
        let strip = |s: &str| -> Vec<String> {
            s.lines()
                .map(str::trim_end)
                .filter(|l| !l.trim_start().starts_with(';') && !l.trim().is_empty())
                .map(str::to_string)
                .collect()
        };
        assert_eq!(
            strip(&src),
            strip(&printed),
            "{name} is not in canonical form"
        );
    }
}
