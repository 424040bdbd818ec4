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
    let mut imported = imported;
    copy_parameter_names(&module, &mut imported);
    let printed = agc_ir::print_module(&imported);
    agc_ir::parse_module(&printed).map_err(|d| format!("{name}: printed import: {d:?}"))?;
    // The export is for the default options' wave size: a directive that
    // names another states results for code exported for that one.
    let wave = format!(" wave({})", ExportOptions::default().wave_size);
    let same_wave: String = src
        .lines()
        .filter(|l| {
            !(l.trim_start().starts_with("; run:") && l.contains(" wave(") && !l.contains(&wave))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let results = run_directives(&same_wave, &imported);
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

/// `; run:` lines name kernel arguments; the export numbers parameters
/// (`%v0`), as clang does, so the names come from the original module.
/// They are only names: which value is which is the import's business.
fn copy_parameter_names(original: &agc_ir::Module, imported: &mut agc_ir::Module) {
    for (_, f) in imported.functions.iter_mut() {
        let Some((_, o)) = original.functions.iter().find(|(_, o)| o.name == f.name) else {
            continue;
        };
        let (Some(eo), Some(ei)) = (o.entry_block(), f.entry_block()) else {
            continue;
        };
        let pairs: Vec<_> = o
            .block_params(eo)
            .iter()
            .zip(f.block_params(ei))
            .map(|(&a, &b)| (a, b))
            .collect();
        for (a, b) in pairs {
            f.value_names[b] = o.value_names[a].clone();
        }
    }
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

/// Execution kernels the exporter refuses (an [`ExportError`]), with part
/// of its message: nothing to import. Any other failure fails the test,
/// and so does one of these exporting.
///
/// [`ExportError`]: agc_bench::llvm_export::ExportError
const NOT_EXPORTED: &[(&str, &str)] = &[("trig64_large.agc", "needs a math library")];

/// Execution kernels whose export the importer does not read back yet,
/// with part of its message: the WMMA intrinsics (overloaded names, bf16
/// operands as bitcast i16 vectors, i1 sign and op_sel operands) have no
/// import rule. Any other failure fails the test, and so does one of
/// these importing.
const NOT_IMPORTED: &[(&str, &str)] = &[
    ("wmma_w32.agc", "llvm.amdgcn.wmma."),
    ("wmma_w64.agc", "llvm.amdgcn.wmma."),
];

/// The per-feature execution kernels (`tests/exec/`), one file per group
/// of IR operations with their corner cases in `; run:` lines.
#[test]
fn execution_kernels_round_trip() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let files: Vec<_> = agc_tests::kernel_files(&root)
        .into_iter()
        .filter(|p| p.parent().is_some_and(|d| d.ends_with("tests/exec")))
        .collect();
    assert!(files.len() >= 5, "{files:?}");
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap();
        let label = path.file_name().unwrap().to_string_lossy().to_string();
        let gap = NOT_EXPORTED.iter().find(|g| g.0 == label);
        let import_gap = NOT_IMPORTED.iter().find(|g| g.0 == label);
        match (round_trip(&label, &src), gap, import_gap) {
            (Ok(_), None, None) => {}
            (Err(e), Some(g), _) if e.contains(": export: ") && e.contains(g.1) => {}
            (Err(e), _, Some(g)) if e.contains(": import: ") && e.contains(g.1) => {}
            (Ok(_), Some(_), _) => {
                failures.push(format!("{label}: exports now; remove it from NOT_EXPORTED"))
            }
            (Ok(_), _, Some(_)) => {
                failures.push(format!("{label}: imports now; remove it from NOT_IMPORTED"))
            }
            (Err(e), _, _) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
