//! End to end by execution: every example kernel, compiled by agc for each
//! GFX9 processor at -O0 and -O2 (and for GFX11, experimental: gfx1100 in
//! wave32 and wave64, gfx1151; for GFX12, experimental: gfx1200 in wave32
//! at -O0 and -O2, wave64 and CU mode, gfx1201), runs in the simulator
//! against the same
//! `; run:` lines the reference interpreter checks (tests/examples.rs).
//!
//! Oracle: the IR interpreter's semantics as written in each directive's
//! expected buffer contents; the simulator runs with its strict checks on
//! (a result read before its `s_waitcnt`, a never-written register or an
//! out-of-bounds access fails the test), so a missing wait or a wrong
//! register assignment cannot pass by luck. A file whose `; requires:`
//! features a processor lacks (`mfma`) is skipped there; a directive
//! naming a wave size (`wave(32)`, `wave(64)`) runs only on code of that
//! wave size, so the wave-operation files (`tests/exec/wave*.agc`) hold
//! wave32 and wave64 code each to results stated for its wave size.

use agc::{Emit, Options};
use agc_isa::processors::Processor;

fn check(processor: &str, opt: u8) {
    check_with(processor, &[], opt);
}

/// `features`: target features (`+wavefrontsize64`). Every kernel file
/// must compile and run; a directive naming another wave size than the
/// code's (`wave(32)` in wave64 code) is skipped by the runner.
fn check_with(processor: &str, features: &[&str], opt: u8) {
    let paths = agc_tests::kernel_files(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let feats = features.join(",");
    let target =
        agc::target::resolve_in(agc::DEFAULT_TRIPLE, Some(processor), &feats, true).unwrap();
    let p: Processor = target.id.processor;
    let mut failures = String::new();
    let mut ran = 0;
    for path in paths {
        if path.extension().and_then(|e| e.to_str()) != Some("agc") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        if agc::sim_exec::unmet_requirement_wave(&text, p, target.wave.lanes()).is_some() {
            continue;
        }
        let options = Options {
            target,
            opt_level: opt,
            debuginfo: false,
            emit: vec![Emit::Link],
            unstable_targets: true,
            ..Options::default()
        };
        let mut module = agc::ir::parse_module(&text).unwrap();
        let out = match agc::compile_module(&mut module, &options) {
            Ok(o) => o,
            Err(d) => {
                failures.push_str(&format!("{}: compile failed: {:?}\n", path.display(), d));
                continue;
            }
        };
        let hsaco = &out[0].bytes;
        let (results, _) = agc::sim_exec::run_directives(&text, &module, hsaco, p);
        ran += results.len();
        let f = agc::ir::interp::format_failures(&results);
        if !f.is_empty() {
            failures.push_str(&format!("{} ({processor} -O{opt}):\n{f}\n", path.display()));
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(ran >= 6, "only {ran} directives ran");
}

#[test]
fn examples_run_in_sim_gfx942_o2() {
    check("gfx942", 2);
}
#[test]
fn examples_run_in_sim_gfx942_o0() {
    check("gfx942", 0);
}
#[test]
fn examples_run_in_sim_gfx90a_o2() {
    check("gfx90a", 2);
}
#[test]
fn examples_run_in_sim_gfx908_o2() {
    check("gfx908", 2);
}
#[test]
fn examples_run_in_sim_gfx906_o2() {
    check("gfx906", 2);
}
#[test]
fn examples_run_in_sim_gfx900_o2() {
    check("gfx900", 2);
}
#[test]
fn examples_run_in_sim_gfx900_o0() {
    check("gfx900", 0);
}
#[test]
fn examples_run_in_sim_gfx1100_o2() {
    check("gfx1100", 2);
}
#[test]
fn examples_run_in_sim_gfx1100_o0() {
    check("gfx1100", 0);
}
#[test]
fn examples_run_in_sim_gfx1100_wave64_o2() {
    check_with("gfx1100", &["+wavefrontsize64"], 2);
}
#[test]
fn examples_run_in_sim_gfx1100_wave64_o0() {
    check_with("gfx1100", &["+wavefrontsize64"], 0);
}
#[test]
fn examples_run_in_sim_gfx1151_o2() {
    check("gfx1151", 2);
}
#[test]
fn examples_run_in_sim_gfx1200_o2() {
    check("gfx1200", 2);
}
#[test]
fn examples_run_in_sim_gfx1200_o0() {
    check("gfx1200", 0);
}
#[test]
fn examples_run_in_sim_gfx1200_wave64_o2() {
    check_with("gfx1200", &["+wavefrontsize64"], 2);
}
#[test]
fn examples_run_in_sim_gfx1200_cumode_o2() {
    check_with("gfx1200", &["+cumode"], 2);
}
#[test]
fn examples_run_in_sim_gfx1201_o2() {
    check("gfx1201", 2);
}
#[test]
fn examples_run_in_sim_gfx1201_wave64_o0() {
    check_with("gfx1201", &["+wavefrontsize64"], 0);
}

/// The atomic optimizer's kernels (`tests/exec/atomic_opt*.agc`) under
/// each strategy on every GFX9 processor and on gfx1100 in wave32 and
/// wave64 at -O2, against the same `; run:` lines (the interpreter's
/// lane-by-lane order of atomics; each wave size runs its own lines): the
/// DPP scan (GFX9), the DPP reduction (GFX9 and GFX11) and the iterative
/// lane loop must rebuild every lane's result exactly.
fn check_atomic_strategy(strategy: agc::lower::AtomicOptimizer) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let paths: Vec<_> = agc_tests::kernel_files(root)
        .into_iter()
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("atomic_opt"))
        })
        .collect();
    assert!(!paths.is_empty(), "no atomic optimizer kernels found");
    let mut failures = String::new();
    let mut ran = 0;
    let targets = [
        ("gfx900", ""),
        ("gfx906", ""),
        ("gfx908", ""),
        ("gfx90a", ""),
        ("gfx942", ""),
        ("gfx1100", ""),
        ("gfx1100", "+wavefrontsize64"),
    ];
    for (processor, feats) in targets {
        let target =
            agc::target::resolve_in(agc::DEFAULT_TRIPLE, Some(processor), feats, true).unwrap();
        for path in &paths {
            let text = std::fs::read_to_string(path).unwrap();
            let options = Options {
                target,
                opt_level: 2,
                atomic_optimizer: Some(strategy),
                unstable_targets: true,
                ..Options::default()
            };
            let mut module = agc::ir::parse_module(&text).unwrap();
            let out = match agc::compile_module(&mut module, &options) {
                Ok(o) => o,
                Err(d) => {
                    failures.push_str(&format!("{}: compile failed: {:?}\n", path.display(), d));
                    continue;
                }
            };
            let (results, _) =
                agc::sim_exec::run_directives(&text, &module, &out[0].bytes, target.id.processor);
            ran += results.len();
            let f = agc::ir::interp::format_failures(&results);
            if !f.is_empty() {
                failures.push_str(&format!(
                    "{} ({processor}{feats}, {strategy:?}):\n{f}\n",
                    path.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(ran >= 5, "only {ran} directives ran");
}

#[test]
fn atomic_optimizer_iterative_runs_in_sim() {
    check_atomic_strategy(agc::lower::AtomicOptimizer::Iterative);
}
#[test]
fn atomic_optimizer_dpp_runs_in_sim() {
    check_atomic_strategy(agc::lower::AtomicOptimizer::Dpp);
}
