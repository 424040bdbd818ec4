//! Compile time against the number of blocks, for agc at -O0 and -O2 and
//! llc -O3, on the CFG shapes of `agc_fuzz::shapes` (chain, early exits,
//! nested ifs, nested loops).
//!
//! Role: the size series of [`crate::scaling`] grows straight-line code;
//! this axis grows only the control flow, the dimension in which passes
//! once went quadratic (jump threading along a chain, dead-code sweeps
//! and divergence regions over early exits) or recursed per block. The
//! report fits `time ≈ c·blocks^k` over the points from 10^3 blocks up
//! (1.0 is linear), on agc's in-process CPU time.
//!
//! Nested loops stop at [`NEST_MAX`] blocks: register allocation is
//! proportional to blocks x depth on them (every enclosing counter is
//! live in every inner block; docs/performance.md), so 10^4 nested loops
//! take tens of seconds per compile.

use crate::measure::{self, median_call_cpu, median_process};
use crate::suite::{agc_options, describe};
use crate::{llvm_export, tools};
use agc_fuzz::shapes::{kernel, Shape};
use agc_isa::processors::Processor;
use std::fmt::Write as _;
use std::path::Path;

/// Largest nested-loops input (see the module doc).
pub const NEST_MAX: usize = 3162;

/// One measured input.
#[derive(Clone, Debug)]
pub struct Point {
    pub shape: &'static str,
    pub blocks: usize,
    /// agc in-process CPU time at -O0 and at -O2.
    pub agc_o0_ms: Option<f64>,
    pub agc_o2_ms: Option<f64>,
    /// CPU time of an llc -O3 process on the exported LLVM IR.
    pub llc_ms: Option<f64>,
    pub note: String,
}

/// Every shape at half-decade block counts from 100 up to `max_blocks`.
/// llc runs only up to `llc_max` blocks (it takes minutes beyond).
pub fn run(
    p: Processor,
    runs: usize,
    max_blocks: usize,
    llc_max: usize,
    scratch: &Path,
    mut progress: impl FnMut(&Point),
) -> Result<Vec<Point>, String> {
    let llc = tools::llvm_tool("llc")?;
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for shape in Shape::ALL {
        let cap = match shape {
            Shape::Loops => max_blocks.min(NEST_MAX),
            _ => max_blocks,
        };
        for n in crate::scaling::half_decades(100, cap) {
            let text = kernel(shape, n);
            let module = agc_ir::parse_module(&text).map_err(|d| describe(&d))?;
            let blocks = module.functions.values().map(|f| f.layout.len()).sum();
            let reps = if blocks >= 10_000 { runs.min(3) } else { runs };
            let mut pt = Point {
                shape: shape.name(),
                blocks,
                agc_o0_ms: None,
                agc_o2_ms: None,
                llc_ms: None,
                note: String::new(),
            };
            for (level, slot) in [(0u8, &mut pt.agc_o0_ms), (2, &mut pt.agc_o2_ms)] {
                let opts = agc::Options {
                    opt_level: level,
                    ..agc_options(p)
                };
                let (_, cpu, res) = median_call_cpu(reps, || agc::compile_text(&text, &opts));
                match res {
                    Ok(_) => *slot = Some(cpu.as_secs_f64() * 1e3),
                    Err(d) => pt.note = format!("agc -O{level}: {}", describe(&d)),
                }
            }
            if blocks <= llc_max {
                let dir = scratch.join(format!("{}-{blocks}", shape.name()));
                std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                let ll = llvm_export::export_module(
                    &module,
                    &llvm_export::ExportOptions {
                        cpu: p.name().into(),
                        wave_size: 64,
                    },
                )
                .map_err(|e| e.to_string())?;
                let ll_in = dir.join("input.ll");
                std::fs::write(&ll_in, ll).map_err(|e| e.to_string())?;
                let r = median_process(1, || {
                    tools::llc_command(&llc, p.name(), &ll_in, &dir.join("llc.o"))
                })?;
                if r.success {
                    pt.llc_ms = Some(r.cpu.as_secs_f64() * 1e3);
                }
            }
            progress(&pt);
            out.push(pt);
        }
    }
    Ok(out)
}

/// The exponent of `metric` against blocks over the points of `shape`
/// from 10^3 blocks up.
pub fn exponent(
    points: &[Point],
    shape: &str,
    metric: impl Fn(&Point) -> Option<f64>,
) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|p| p.shape == shape && p.blocks >= 1000)
        .filter_map(|p| Some((p.blocks as f64, metric(p)?)))
        .collect();
    measure::power_fit(&pts)
}

/// The blocks table in Markdown, with each shape's fitted exponents.
pub fn markdown(points: &[Point]) -> String {
    let f = |x: Option<f64>| x.map_or("-".into(), |v| format!("{v:.1}"));
    let k = |x: Option<f64>| x.map_or("-".into(), |v| format!("{v:.2}"));
    let mut s = String::from(
        "### Compile time against blocks (one kernel, CPU ms)\n\n\
         | shape | blocks | agc -O0 | agc -O2 | llc -O3 | agc -O0 µs/block | agc -O2 µs/block | note |\n\
         | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n",
    );
    let per =
        |ms: Option<f64>, n: usize| ms.map_or("-".into(), |v| format!("{:.2}", v * 1e3 / n as f64));
    for p in points {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            p.shape,
            p.blocks,
            f(p.agc_o0_ms),
            f(p.agc_o2_ms),
            f(p.llc_ms),
            per(p.agc_o0_ms, p.blocks),
            per(p.agc_o2_ms, p.blocks),
            p.note.replace('|', "/")
        );
    }
    s.push_str("\nFitted exponent k of CPU time ≈ c·blocks^k, points from 10^3 blocks up (1.00 is linear):\n\n");
    for shape in Shape::ALL {
        let _ = writeln!(
            s,
            "- {}: agc -O0 **{}**, agc -O2 **{}**, llc -O3 {}",
            shape.name(),
            k(exponent(points, shape.name(), |p| p.agc_o0_ms)),
            k(exponent(points, shape.name(), |p| p.agc_o2_ms)),
            k(exponent(points, shape.name(), |p| p.llc_ms)),
        );
    }
    s
}
