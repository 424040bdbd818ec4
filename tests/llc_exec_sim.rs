//! LLVM's code for agc's execution kernels, run in the simulator:
//! `tests/exec/{half,vectors,calls,private,float_atomics}.agc` and (on
//! processors with matrix cores) `tests/exec/mfma.agc` are
//! exported to LLVM IR (`--emit llvm-ir`), compiled by llc-22 -O3 for each
//! GFX9 processor, and the objects run in the simulator (strict waits and
//! hazards) against the kernels' `; run:` lines.
//!
//! Oracles: the IR interpreter's results as written in the directives,
//! and llc-22's instruction selection, which exercises instruction forms
//! and ABI paths agc itself does not use (VOP3P packed 16-bit math,
//! mixed-precision FMA, op_sel, its own call sequences and stack, flat
//! scratch set up from the flat scratch init SGPRs, compare-and-swap
//! loops around `v_min_f32`/`v_max_f32`), so the simulator's semantics and
//! wave setup for them are checked against the same expected values. For
//! `mfma.agc` this is the check of the simulator's MFMA lane layout and
//! of its hazard rules against code agc did not write: llc's
//! `llvm.amdgcn.mfma.*` selection and `s_nop`s, and host-computed matrix
//! products as the expected values.
//!
//! Two differences between LLVM and agc are not simulator matters, and
//! the test states them as data instead of skipping the kernels:
//!
//! - llc-22 passes `inreg` arguments of a call in s0.. on targets with a
//!   scratch V# while the callee reads them from s16.. (fixed upstream
//!   after LLVM 22 by llvm-project PR 182754). The simulator reports the
//!   callee's read of a never-written SGPR
//!   ([`llc_inreg_call_bug_is_caught_by_sim`]); the execution test
//!   drops `inreg` from the exported IR there, which changes no value.
//! - LLVM's `atomicrmw fadd/fmin/fmax` mean an IEEE sum and `minnum` /
//!   `maxnum`, where agc's IR means what the float atomic units store
//!   (docs/ir.md "Float atomics", from the GFX9 float-atomic rules: memory
//!   `fadd` flushes its inputs, `0 + 0 = +0`, min/max return an operand
//!   unmodified and prefer the old value among NaNs). Where llc's code
//!   uses the hardware atomic, both agree and the interpreter's value is
//!   checked; where llc expands the atomic into a compare-and-swap loop
//!   around VALU arithmetic, the cells where the two definitions part are
//!   listed in [`LOOP_CELLS`] with the value LLVM's definition gives, and
//!   those are checked instead.

use agc::{Emit, Options};
use agc_isa::processors::Processor;
use std::process::Command;

/// The kernels checked.
const KERNELS: &[&str] = &[
    "half.agc",
    "vectors.agc",
    "calls.agc",
    "private.agc",
    "float_atomics.agc",
    "mfma.agc",
];

/// A cell of an output buffer whose value under LLVM's definition of the
/// atomic differs from agc's: (buffer, element, f32 bits, f64 bits).
type Cell = (&'static str, usize, u32, u64);

/// `-0 + -0` is `-0` in IEEE arithmetic, `+0` in the atomic units.
const ADD_ZERO_SIGN: &[Cell] = &[("add", 1, 0x8000_0000, 0x8000_0000_0000_0000)];

/// The memory unit's `fadd` flushes denormal operands whatever the mode;
/// a `v_add` loop keeps them (mode "keep denormals").
const ADD_DENORMALS: &[Cell] = &[
    ("add", 5, 0x3, 0x3),
    ("add", 7, 0x8000_0001, 0x8000_0000_0000_0001),
    ("add", 8, 0x1, 0x1),
    ("add", 9, 0x1, 0x1),
    ("add", 22, 0x8000_000c, 0x8000_0000_0000_000c),
    ("add", 24, 0x007f_ffff, 0x000f_ffff_ffff_ffff),
    ("add", 25, 0x3, 0x3),
    ("add", 30, 0x8000_0001, 0x8000_0000_0000_0001),
];

/// Flushing mode: the flushed operands are zeros of their signs, and the
/// IEEE sum of two negative zeros keeps the sign.
const ADD_FLUSHED_ZERO_SIGN: &[Cell] = &[
    ("add", 1, 0x8000_0000, 0x8000_0000_0000_0000),
    ("add", 7, 0x8000_0000, 0x8000_0000_0000_0000),
    ("add", 22, 0x8000_0000, 0x8000_0000_0000_0000),
];

/// LLVM quiets both operands (`v_max x, x`) and then ignores a quiet NaN:
/// `min(1, sNaN)` is 1 (the unit returns the quieted sNaN), and between
/// two NaNs, once quiet, `v_min`/`v_max` return the operand (the unit
/// returns a signalling old value quieted, else keeps the old value).
const MINMAX_NANS: &[Cell] = &[
    ("min", 14, 0x3f80_0000, 0x3ff0_0000_0000_0000),
    ("min", 15, 0x7fc0_0004, 0x7ff8_0000_0000_0004),
    ("min", 17, 0xffc0_0007, 0xfff8_0000_0000_0007),
    ("max", 14, 0x3f80_0000, 0x3ff0_0000_0000_0000),
    ("max", 15, 0x7fc0_0004, 0x7ff8_0000_0000_0004),
    ("max", 17, 0xffc0_0007, 0xfff8_0000_0000_0007),
];

/// Flushing mode: `v_min`/`v_max` return the flushed operand (a zero of
/// its sign); the unit compares flushed values but stores an operand
/// unmodified.
const MINMAX_FLUSHED: &[Cell] = &[
    ("min", 5, 0, 0),
    ("min", 7, 0x8000_0000, 0x8000_0000_0000_0000),
    ("min", 8, 0, 0),
    ("min", 21, 0, 0),
    ("min", 22, 0x8000_0000, 0x8000_0000_0000_0000),
    ("min", 24, 0x8000_0000, 0x8000_0000_0000_0000),
    ("min", 25, 0, 0),
    ("min", 30, 0x8000_0000, 0x8000_0000_0000_0000),
    ("max", 5, 0, 0),
    ("max", 7, 0x8000_0000, 0x8000_0000_0000_0000),
    ("max", 8, 0, 0),
    ("max", 9, 0, 0),
    ("max", 22, 0x8000_0000, 0x8000_0000_0000_0000),
    ("max", 25, 0, 0),
];

const ALL: &[&str] = &["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"];
/// Before gfx90a there is no global f32/f64 or LDS f64 atomic add.
const PRE_90A: &[&str] = &["gfx900", "gfx906", "gfx908"];
/// gfx90a's global f32 atomic add flushes denormals, so llc uses it only
/// when the kernel flushes f32 denormals anyway.
const F32_ADD_LOOP: &[&str] = &["gfx900", "gfx906", "gfx908", "gfx90a"];

/// Where llc-22 expands a float atomic into a loop (kernel, cells,
/// processors): there is no global f32 min/max atomic on any of them, and
/// the f64 global atomics and LDS f64 add arrive with gfx90a.
const LOOP_CELLS: &[(&str, &[Cell], &[&str])] = &[
    ("float_atomics_global_f32", ADD_ZERO_SIGN, F32_ADD_LOOP),
    ("float_atomics_global_f32", ADD_DENORMALS, F32_ADD_LOOP),
    ("float_atomics_global_f32", MINMAX_NANS, ALL),
    (
        "float_atomics_global_f32_flush",
        ADD_FLUSHED_ZERO_SIGN,
        PRE_90A,
    ),
    ("float_atomics_global_f32_flush", MINMAX_NANS, ALL),
    ("float_atomics_global_f32_flush", MINMAX_FLUSHED, ALL),
    ("float_atomics_global_f64", ADD_ZERO_SIGN, PRE_90A),
    ("float_atomics_global_f64", ADD_DENORMALS, PRE_90A),
    ("float_atomics_global_f64", MINMAX_NANS, PRE_90A),
    (
        "float_atomics_global_f64_flush",
        ADD_FLUSHED_ZERO_SIGN,
        PRE_90A,
    ),
    ("float_atomics_global_f64_flush", MINMAX_NANS, PRE_90A),
    ("float_atomics_global_f64_flush", MINMAX_FLUSHED, PRE_90A),
    ("float_atomics_lds_f64", ADD_ZERO_SIGN, PRE_90A),
    (
        "float_atomics_lds_f64_flush",
        ADD_FLUSHED_ZERO_SIGN,
        PRE_90A,
    ),
];

/// Rewrites element `index` of the expected list `name == [...]` in the
/// `; run: @kernel ...` line of `text` to `value`.
fn patch_expected(text: &str, kernel: &str, name: &str, index: usize, value: u64) -> String {
    let head = format!("; run: @{kernel} ");
    let mut out = String::with_capacity(text.len());
    let mut hit = false;
    for line in text.lines() {
        if line.starts_with(&head) {
            let arrow = line.find("=>").expect("kernel directive has checks");
            let key = format!("{name} == [");
            let start = arrow + line[arrow..].find(&key).expect("expected list") + key.len();
            let end = start + line[start..].find(']').unwrap();
            let mut items: Vec<String> = line[start..end].split(", ").map(String::from).collect();
            items[index] = format!("{value:#x}");
            out.push_str(&line[..start]);
            out.push_str(&items.join(", "));
            out.push_str(&line[end..]);
            hit = true;
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    assert!(hit, "no directive for @{kernel}");
    out
}

/// The directives with LLVM's values where llc's loops follow LLVM's
/// definition of the float atomics (see the module doc).
fn llvm_expectations(text: &str, cpu: &str) -> String {
    let mut text = text.to_string();
    for &(kernel, cells, cpus) in LOOP_CELLS {
        if !cpus.contains(&cpu) {
            continue;
        }
        let wide = kernel.contains("f64");
        for &(buf, i, v32, v64) in cells {
            let v = if wide { v64 } else { v32 as u64 };
            text = patch_expected(&text, kernel, buf, i, v);
        }
    }
    text
}

/// `text` exported to LLVM IR for `cpu` and compiled by llc-22 -O3;
/// `fixup` edits the LLVM IR first.
fn llc_object(
    text: &str,
    stem: &str,
    cpu: &str,
    fixup: impl Fn(String) -> String,
) -> Result<Vec<u8>, String> {
    let scratch = agc_tests::scratch_dir(&format!("agc-llc-exec-{cpu}-"));
    let target = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(cpu), "").unwrap();
    let options = Options {
        target,
        opt_level: 0,
        debuginfo: false,
        emit: vec![Emit::LlvmIr],
        ..Options::default()
    };
    let mut module = agc::ir::parse_module(text).unwrap();
    let ll = match agc::compile_module(&mut module, &options) {
        Ok(o) => String::from_utf8(o[0].bytes.clone()).unwrap(),
        Err(d) => return Err(format!("{stem}: export failed: {d:?}")),
    };
    let (input, output) = (
        scratch.path().join(format!("{stem}.ll")),
        scratch.path().join(format!("{stem}.o")),
    );
    std::fs::write(&input, fixup(ll)).unwrap();
    let out = Command::new(agc_tests::llvm_tool("llc"))
        .arg("-mtriple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={cpu}"))
        .args(["-O3", "-filetype=obj", "-o"])
        .arg(&output)
        .arg(&input)
        .output()
        .unwrap();
    let obj = std::fs::read(&output);
    if !out.status.success() {
        return Err(format!(
            "{stem}: llc failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(obj.unwrap())
}

/// Whether llc-22's calls on `p` pass arguments next to a scratch V# in
/// s[0:3] (every GFX9 target without architected flat scratch).
fn has_scratch_rsrc(p: Processor) -> bool {
    !p.info().architected_flat_scratch
}

fn check(cpu: &str) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let p: Processor = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(cpu), "")
        .unwrap()
        .id
        .processor;
    let mut failures = String::new();
    let mut ran = 0;
    for k in KERNELS {
        let text = std::fs::read_to_string(root.join("tests/exec").join(k)).unwrap();
        // `; requires: mfma` and the like: not on processors without it.
        if agc::sim_exec::unmet_requirement(&text, p).is_some() {
            continue;
        }
        let stem = k.trim_end_matches(".agc");
        let drop_inreg = stem == "calls" && has_scratch_rsrc(p);
        let obj = match llc_object(&text, stem, cpu, |ll| {
            if drop_inreg {
                ll.replace(" inreg ", " ")
            } else {
                ll
            }
        }) {
            Ok(o) => o,
            Err(e) => {
                failures.push_str(&e);
                failures.push('\n');
                continue;
            }
        };
        let expected = if stem == "float_atomics" {
            llvm_expectations(&text, cpu)
        } else {
            text.clone()
        };
        let module = agc::ir::parse_module(&text).unwrap();
        let (results, _) = agc::sim_exec::run_directives(&expected, &module, &obj, p);
        ran += results.len();
        let f = agc::ir::interp::format_failures(&results);
        if !f.is_empty() {
            failures.push_str(&format!("{stem} ({cpu}):\n{f}\n"));
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(ran >= 19, "only {ran} directives ran");
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

/// Oracle: llvm-project PR 182753's description of llc's disagreement
/// (caller writes `inreg` arguments to s0.., callee reads s16..). With
/// `inreg` kept, llc-22's code for `calls.agc` on gfx900 must either be
/// right (an llc with the fix) or fail in the simulator on the callee's
/// read of an SGPR nothing wrote, never produce wrong values silently.
#[test]
fn llc_inreg_call_bug_is_caught_by_sim() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/exec/calls.agc")).unwrap();
    let obj = llc_object(&text, "calls", "gfx900", |ll| ll).unwrap();
    let module = agc::ir::parse_module(&text).unwrap();
    let (results, _) = agc::sim_exec::run_directives(&text, &module, &obj, Processor::Gfx900);
    assert!(!results.is_empty());
    for r in &results {
        if let Err(e) = &r.outcome {
            assert!(
                e.contains("unwritten register") && e.contains("never written"),
                "line {}: {e}",
                r.line
            );
        }
    }
}
