//! LLVM's code for agc's 16-bit, vector and matrix execution kernels, run
//! in the simulator: `tests/exec/half.agc`, `tests/exec/vectors.agc` and
//! (on processors with matrix cores) `tests/exec/mfma.agc` are
//! exported to LLVM IR (`--emit llvm-ir`), compiled by llc-22 -O3 for each
//! GFX9 processor, and the objects run in the simulator (strict waits and
//! hazards) against the kernels' `; run:` lines.
//!
//! Oracles: the IR interpreter's results as written in the directives,
//! and llc-22's instruction selection, which exercises instruction forms
//! agc itself does not select (VOP3P packed 16-bit math, mixed-precision
//! FMA, op_sel), so the simulator's semantics for them are checked
//! against the same expected values. For `mfma.agc` this is the check of
//! the simulator's MFMA lane layout and of its hazard rules against code
//! agc did not write: llc's `llvm.amdgcn.mfma.*` selection and `s_nop`s,
//! and host-computed matrix products as the expected values.

use agc::{Emit, Options, Target};
use agc_isa::processors::Processor;
use std::process::Command;

/// The kernels checked. (The other execution kernels are not run this way
/// yet: llc's code for `calls.agc` reads SGPRs the simulator's dispatch
/// does not initialise, for `private.agc` it uses flat scratch without the
/// setup the simulator models, and its `float_atomics.agc` results differ
/// from the interpreter's NaN and signed-zero rules.)
const KERNELS: &[&str] = &["half.agc", "vectors.agc", "mfma.agc"];

fn check(cpu: &str) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let llc = agc_tests::llvm_tool("llc");
    let scratch = std::env::temp_dir().join(format!("agc-llc-exec-{cpu}-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let target = Target::parse(agc::DEFAULT_TRIPLE, Some(cpu), &[]).unwrap();
    let p: Processor = target.id.processor;
    let mut failures = String::new();
    let mut ran = 0;
    let exec = root.join("tests/exec");
    for path in KERNELS.iter().map(|k| exec.join(k)) {
        let text = std::fs::read_to_string(&path).unwrap();
        if agc::sim_exec::unmet_requirement(&text, p).is_some() {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let options = Options {
            target,
            opt_level: 0,
            debuginfo: false,
            emit: vec![Emit::LlvmIr],
            ..Options::default()
        };
        let mut module = agc::ir::parse_module(&text).unwrap();
        let ll = match agc::compile_module(&mut module, &options) {
            Ok(o) => o[0].bytes.clone(),
            Err(d) => {
                failures.push_str(&format!("{stem}: export failed: {d:?}\n"));
                continue;
            }
        };
        let (input, output) = (
            scratch.join(format!("{stem}.ll")),
            scratch.join(format!("{stem}.o")),
        );
        std::fs::write(&input, ll).unwrap();
        let out = Command::new(&llc)
            .arg("-mtriple=amdgcn-amd-amdhsa")
            .arg(format!("-mcpu={cpu}"))
            .args(["-O3", "-filetype=obj", "-o"])
            .arg(&output)
            .arg(&input)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push_str(&format!(
                "{stem}: llc failed: {}\n",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let obj = std::fs::read(&output).unwrap();
        let module = agc::ir::parse_module(&text).unwrap();
        let (results, _) = agc::sim_exec::run_directives(&text, &module, &obj, p);
        ran += results.len();
        let f = agc::ir::interp::format_failures(&results);
        if !f.is_empty() {
            failures.push_str(&format!("{stem} ({cpu}):\n{f}\n"));
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{failures}");
    assert!(ran >= 6, "only {ran} directives ran");
}

#[test]
fn llc_code_for_exec_kernels_runs_in_sim_gfx942() {
    check("gfx942");
}
#[test]
fn llc_code_for_exec_kernels_runs_in_sim_gfx90a() {
    check("gfx90a");
}
#[test]
fn llc_code_for_exec_kernels_runs_in_sim_gfx908() {
    check("gfx908");
}
#[test]
fn llc_code_for_exec_kernels_runs_in_sim_gfx906() {
    check("gfx906");
}
#[test]
fn llc_code_for_exec_kernels_runs_in_sim_gfx900() {
    check("gfx900");
}
