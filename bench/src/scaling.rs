//! Compile time against kernel size and against the number of kernels in
//! a module, for agc and llc -O3, on generated kernels ([`crate::gen`]).
//!
//! Role: shows whether compile time grows linearly. The per-instruction
//! column (microseconds per IR instruction) is flat for linear growth. The
//! module series compiles N kernels of about 100 instructions each in one
//! module; agc's driver compiles the kernels of a module in parallel
//! (rayon, one thread per core unless `RAYON_NUM_THREADS` says otherwise),
//! while llc compiles them one after another.
//!
//! The size series is straight-line code (see `gen::kernel_with`); the
//! module series' kernels each have one divergent branch.
//!
//! Large inputs are timed once (`runs` applies below 10^4 instructions):
//! a single llc run of the largest kernel takes long enough that its
//! median buys nothing on an otherwise idle machine.

use crate::measure::{median_call, median_process};
use crate::suite::{agc_options, describe};
use crate::{gen, llvm_export, tools};
use agc_isa::processors::Processor;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// One measured input.
#[derive(Clone, Debug)]
pub struct Point {
    /// `size` for the size series, `kernels` for the module series.
    pub series: &'static str,
    pub kernels: usize,
    pub ir_insts: usize,
    pub agc_inproc_ms: Option<f64>,
    pub agc_process_ms: Option<f64>,
    pub llc_ms: Option<f64>,
    pub note: String,
}

/// Runs both series on `p`, sizes up to `max_insts`.
pub fn run(
    p: Processor,
    runs: usize,
    max_insts: usize,
    scratch: &Path,
    mut progress: impl FnMut(&Point),
) -> Result<Vec<Point>, String> {
    let llc = tools::llvm_tool("llc")?;
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let mut inputs: Vec<(&'static str, usize, String)> = Vec::new();
    let mut n = 100;
    while n <= max_insts {
        // Straight-line: divergent branches every 64 instructions make agc
        // run out of VGPRs beyond a few thousand (docs/performance.md).
        inputs.push(("size", 1, gen::kernel_with("k0", n, 7, usize::MAX).0));
        n *= 10;
    }
    for k in [1usize, 10, 100, 1000] {
        if k * 100 <= max_insts {
            inputs.push(("kernels", k, gen::module(k, 100, 11)));
        }
    }
    let mut out = Vec::new();
    for (series, kernels, text) in inputs {
        let module = agc_ir::parse_module(&text).map_err(|d| describe(&d))?;
        let ir_insts: usize = module
            .functions
            .values()
            .map(|f| f.num_placed_insts())
            .sum();
        let reps = if ir_insts >= 10_000 { 1 } else { runs };
        let dir = scratch.join(format!("{series}-{kernels}-{ir_insts}"));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let agc_in = dir.join("input.agc");
        std::fs::write(&agc_in, &text).map_err(|e| e.to_string())?;
        let opts = agc_options(p);
        let (t, res) = median_call(reps, || agc::compile_text(&text, &opts));
        let mut pt = Point {
            series,
            kernels,
            ir_insts,
            agc_inproc_ms: None,
            agc_process_ms: None,
            llc_ms: None,
            note: String::new(),
        };
        match res {
            Ok(_) => {
                pt.agc_inproc_ms = Some(t.as_secs_f64() * 1e3);
                let r = median_process(reps, || {
                    let mut c = Command::new(&me);
                    c.arg("compile-agc")
                        .arg(p.name())
                        .arg(&agc_in)
                        .arg(dir.join("agc.o"));
                    c
                })?;
                if r.success {
                    pt.agc_process_ms = Some(r.wall.as_secs_f64() * 1e3);
                }
            }
            Err(d) => pt.note = format!("agc: {}", describe(&d)),
        }
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
        let r = median_process(reps, || {
            tools::llc_command(&llc, p.name(), &ll_in, &dir.join("llc.o"))
        })?;
        if r.success {
            pt.llc_ms = Some(r.wall.as_secs_f64() * 1e3);
        }
        progress(&pt);
        out.push(pt);
    }
    Ok(out)
}

fn f(x: Option<f64>) -> String {
    x.map_or("-".into(), |v| format!("{v:.1}"))
}

fn per_inst(ms: Option<f64>, n: usize) -> String {
    ms.map_or("-".into(), |v| format!("{:.2}", v * 1e3 / n as f64))
}

/// The scaling tables in Markdown.
pub fn markdown(points: &[Point]) -> String {
    let mut s = String::new();
    for (series, title) in [
        ("size", "Compile time against kernel size (one kernel)"),
        (
            "kernels",
            "Compile time against kernels per module (about 100 IR instructions each)",
        ),
    ] {
        let _ = writeln!(s, "### {title}\n");
        let _ = writeln!(
            s,
            "| kernels | IR insts | agc in-process ms | agc process ms | llc -O3 ms | agc µs/inst | llc µs/inst | speed-up | note |"
        );
        let _ = writeln!(
            s,
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
        );
        for p in points.iter().filter(|p| p.series == series) {
            let sp = match (p.llc_ms, p.agc_process_ms) {
                (Some(l), Some(a)) if a > 0.0 => format!("{:.1}x", l / a),
                _ => "-".into(),
            };
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} | {sp} | {} |",
                p.kernels,
                p.ir_insts,
                f(p.agc_inproc_ms),
                f(p.agc_process_ms),
                f(p.llc_ms),
                per_inst(p.agc_inproc_ms, p.ir_insts),
                per_inst(p.llc_ms, p.ir_insts),
                p.note.replace('|', "/")
            );
        }
        s.push('\n');
    }
    s
}

/// The scaling points as CSV.
pub fn csv(points: &[Point]) -> String {
    let mut s = String::from("series,kernels,ir_insts,agc_inproc_ms,agc_process_ms,llc_ms,note\n");
    let o = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:.3}"));
    for p in points {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},\"{}\"",
            p.series,
            p.kernels,
            p.ir_insts,
            o(p.agc_inproc_ms),
            o(p.agc_process_ms),
            o(p.llc_ms),
            p.note.replace('"', "'")
        );
    }
    s
}
