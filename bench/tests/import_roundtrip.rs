//! The LLVM IR importer on agc's own export: every example and benchmark
//! kernel (and generated ones of several shapes) exported as LLVM IR
//! (what `agc --emit llvm-ir` writes), imported back with `agc-import`
//! and run in the IR interpreter must compute what the kernel's `; run:`
//! lines say.
//!
//! Oracle: the `; run:` lines, which the interpreter checks on the
//! original module (tests/examples.rs, the benchmark interpreter test),
//! so a difference is an exporter or importer bug. The imported module
//! must also be verified IR whose printed text parses again, and its own
//! export must import again (what agc exports from imported IR stays
//! inside the subset).

use agc_bench::gen;
use agc_bench::llvm_export::{export_module, ExportOptions};
use agc_bench::suite;
use agc_ir::interp::{format_failures, run_directives};

fn round_trip(name: &str, src: &str) -> Result<usize, String> {
    let module = agc_ir::parse_module(src).map_err(|d| format!("{name}: parse: {d:?}"))?;
    let ll = export_module(&module, &ExportOptions::default())
        .map_err(|e| format!("{name}: export: {e}"))?;
    let imported = agc_import::import_module(&ll).map_err(|d| {
        let first = &d[0];
        let at = ll[..(first.span.start as usize).min(ll.len())]
            .lines()
            .count();
        let line = ll.lines().nth(at.saturating_sub(1)).unwrap_or("");
        format!(
            "{name}: import: {first} (exported line {at}: `{}`)",
            line.trim()
        )
    })?;
    agc_ir::verify_module(&imported).map_err(|d| format!("{name}: imported IR: {d:?}"))?;
    let printed = agc_ir::print_module(&imported);
    agc_ir::parse_module(&printed).map_err(|d| format!("{name}: printed import: {d:?}"))?;
    let results = run_directives(src, &imported);
    if results.is_empty() {
        return Err(format!("{name}: no `; run:` line"));
    }
    let f = format_failures(&results);
    if !f.is_empty() {
        return Err(format!(
            "{name}: the imported kernels compute something else:\n{f}"
        ));
    }
    // The import exports again, and that text imports too.
    let again = export_module(&imported, &ExportOptions::default())
        .map_err(|e| format!("{name}: second export: {e}"))?;
    agc_import::import_module(&again).map_err(|d| format!("{name}: second import: {}", d[0]))?;
    Ok(results.len())
}

#[test]
fn exported_kernels_import_and_compute_their_run_lines() {
    let files = suite::bench_files();
    assert!(files.len() >= 20, "{files:?}");
    let mut failures = Vec::new();
    let mut ran = 0;
    for (label, path) in &files {
        let src = std::fs::read_to_string(path).unwrap();
        match round_trip(label, &src) {
            Ok(n) => ran += n,
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= files.len(), "only {ran} directives ran");
}

/// The benchmark generator's kernels: straight-line chains and chains
/// with a divergent diamond every few instructions, several seeds.
#[test]
fn generated_kernels_round_trip() {
    for (insts, seed, diamond) in [
        (60, 1, usize::MAX),
        (200, 2, 16),
        (500, 3, 64),
        (1000, 4, 8),
    ] {
        let src = gen::file("gen", insts, seed, diamond);
        round_trip(&format!("gen({insts}, {seed}, {diamond})"), &src)
            .unwrap_or_else(|e| panic!("{e}"));
    }
}
