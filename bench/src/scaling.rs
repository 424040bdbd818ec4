//! Compile time against kernel size and against the number of kernels in
//! a module, for agc and llc -O3, on generated kernels ([`crate::gen`]).
//!
//! Role: shows whether compile time grows linearly (issue: linear from
//! 10^2 to 10^5 IR instructions, and in the number of kernels). Sizes go
//! up by half decades (100, 316, 1000, ...), and the report states the
//! fitted exponent `k` of `time ≈ c·size^k` ([`measure::power_fit`]) over
//! the points from 10^3 up, where fixed per-run costs (process start,
//! llc's ~40 ms of initialization) no longer dominate: 1.0 is linear. The
//! per-instruction column (microseconds per IR instruction) is flat for
//! linear growth.
//!
//! The fit uses CPU time, not wall time: the machine the numbers come from
//! is shared, and waiting for a core inflates wall time at random; CPU
//! time of the same work does not move with load. The module series
//! compiles N kernels of about 100 instructions each in one module; agc's
//! driver compiles the kernels of a module in parallel (rayon, one thread
//! per core unless `RAYON_NUM_THREADS` says otherwise), so there its wall
//! time is below its CPU time, while llc compiles them one after another.
//!
//! The size series is straight-line code (see `gen::kernel_with`); the
//! module series' kernels each have one divergent branch.
//!
//! Inputs of 10^4 instructions and more are timed fewer times (`runs`
//! applies below): a single llc run of the largest kernel takes seconds.

use crate::measure::{self, median_call_cpu, median_process};
use crate::suite::{agc_options, describe};
use crate::{gen, llvm_export, tools};
use agc_isa::processors::Processor;
use std::fmt::Write as _;
use std::path::Path;

/// One measured input.
#[derive(Clone, Debug)]
pub struct Point {
    /// `size` for the size series, `kernels` for the module series.
    pub series: &'static str,
    pub kernels: usize,
    pub ir_insts: usize,
    /// Wall time of `agc::compile_text` in this process.
    pub agc_inproc_ms: Option<f64>,
    /// CPU time of the same call (all threads).
    pub agc_cpu_ms: Option<f64>,
    /// Wall time of a whole agc process (start-up, read, compile, write).
    pub agc_process_ms: Option<f64>,
    /// CPU time of that process.
    pub agc_process_cpu_ms: Option<f64>,
    pub llc_ms: Option<f64>,
    pub llc_cpu_ms: Option<f64>,
    pub note: String,
}

/// Runs both series on `p`, sizes up to `max_insts`; whole processes are
/// `driver`'s.
pub fn run(
    p: Processor,
    runs: usize,
    max_insts: usize,
    scratch: &Path,
    driver: &Path,
    mut progress: impl FnMut(&Point),
) -> Result<Vec<Point>, String> {
    let llc = tools::llvm_tool("llc")?;
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let mut inputs: Vec<(&'static str, usize, String)> = Vec::new();
    for n in half_decades(100, max_insts) {
        // Straight-line: divergent branches every 64 instructions make agc
        // run out of VGPRs beyond a few thousand (docs/performance.md).
        inputs.push(("size", 1, gen::kernel_with("k0", n, 7, usize::MAX).0));
    }
    for k in half_decades(1, max_insts / 100) {
        inputs.push(("kernels", k, gen::module(k, 100, 11)));
    }
    let mut out = Vec::new();
    for (series, kernels, text) in inputs {
        let module = agc_ir::parse_module(&text).map_err(|d| describe(&d))?;
        let ir_insts: usize = module
            .functions
            .values()
            .map(|f| f.num_placed_insts())
            .sum();
        let (reps, llc_reps) = if ir_insts >= 10_000 {
            (runs.min(3), 1)
        } else {
            (runs, runs)
        };
        let dir = scratch.join(format!("{series}-{kernels}-{ir_insts}"));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let agc_in = dir.join("input.agc");
        std::fs::write(&agc_in, &text).map_err(|e| e.to_string())?;
        let opts = agc_options(p);
        let (t, cpu, res) = median_call_cpu(reps, || agc::compile_text(&text, &opts));
        let mut pt = Point {
            series,
            kernels,
            ir_insts,
            agc_inproc_ms: None,
            agc_cpu_ms: None,
            agc_process_ms: None,
            agc_process_cpu_ms: None,
            llc_ms: None,
            llc_cpu_ms: None,
            note: String::new(),
        };
        match res {
            Ok(_) => {
                pt.agc_inproc_ms = Some(t.as_secs_f64() * 1e3);
                pt.agc_cpu_ms = Some(cpu.as_secs_f64() * 1e3);
                let r = median_process(reps, || {
                    tools::agc_command(driver, p.name(), &agc_in, &dir.join("agc.o"))
                })?;
                if r.success {
                    pt.agc_process_ms = Some(r.wall.as_secs_f64() * 1e3);
                    pt.agc_process_cpu_ms = Some(r.cpu.as_secs_f64() * 1e3);
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
        let r = median_process(llc_reps, || {
            tools::llc_command(&llc, p.name(), &ll_in, &dir.join("llc.o"))
        })?;
        if r.success {
            pt.llc_ms = Some(r.wall.as_secs_f64() * 1e3);
            pt.llc_cpu_ms = Some(r.cpu.as_secs_f64() * 1e3);
        }
        progress(&pt);
        out.push(pt);
    }
    Ok(out)
}

/// 100, 316, 1000, 3162, ...: `lo` times powers of √10, up to `hi`.
pub fn half_decades(lo: usize, hi: usize) -> Vec<usize> {
    (0..)
        .map(|e| (lo as f64 * 10f64.powf(e as f64 / 2.0)).round() as usize)
        .take_while(|&n| n <= hi)
        .collect()
}

/// The exponent of `metric` against IR instructions over the points of
/// `series` from 10^3 instructions up.
pub fn exponent(
    points: &[Point],
    series: &str,
    metric: impl Fn(&Point) -> Option<f64>,
) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|p| p.series == series && p.ir_insts >= 1000)
        .filter_map(|p| Some((p.ir_insts as f64, metric(p)?)))
        .collect();
    measure::power_fit(&pts)
}

fn f(x: Option<f64>) -> String {
    x.map_or("-".into(), |v| format!("{v:.1}"))
}

fn per_inst(ms: Option<f64>, n: usize) -> String {
    ms.map_or("-".into(), |v| format!("{:.2}", v * 1e3 / n as f64))
}

fn k(x: Option<f64>) -> String {
    x.map_or("-".into(), |v| format!("{v:.2}"))
}

/// The scaling tables in Markdown, each followed by its fitted exponents.
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
            "| kernels | IR insts | agc ms | agc CPU ms | agc process ms | llc -O3 ms | llc CPU ms | agc CPU µs/inst | llc CPU µs/inst | speed-up | note |"
        );
        let _ = writeln!(
            s,
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
        );
        for p in points.iter().filter(|p| p.series == series) {
            let sp = match (p.llc_ms, p.agc_process_ms) {
                (Some(l), Some(a)) if a > 0.0 => format!("{:.1}x", l / a),
                _ => "-".into(),
            };
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {sp} | {} |",
                p.kernels,
                p.ir_insts,
                f(p.agc_inproc_ms),
                f(p.agc_cpu_ms),
                f(p.agc_process_ms),
                f(p.llc_ms),
                f(p.llc_cpu_ms),
                per_inst(p.agc_cpu_ms, p.ir_insts),
                per_inst(p.llc_cpu_ms, p.ir_insts),
                p.note.replace('|', "/")
            );
        }
        let _ = writeln!(
            s,
            "\nFitted exponent k of time ≈ c·insts^k, points from 10^3 instructions up (1.00 is linear): \
             agc CPU **{}**, agc wall {}, llc CPU {}, llc wall {}.\n",
            k(exponent(points, series, |p| p.agc_cpu_ms)),
            k(exponent(points, series, |p| p.agc_inproc_ms)),
            k(exponent(points, series, |p| p.llc_cpu_ms)),
            k(exponent(points, series, |p| p.llc_ms)),
        );
    }
    if let Some(p) = points.iter().find(|p| p.series == "size") {
        if let (Some(pw), Some(cw), Some(pc), Some(cc)) = (
            p.agc_process_ms,
            p.agc_inproc_ms,
            p.agc_process_cpu_ms,
            p.agc_cpu_ms,
        ) {
            let _ = writeln!(
                s,
                "Process overhead (an agc process on the {}-instruction kernel minus the same compilation in-process: start-up, reading the file, writing the object, exit): {:.1} ms CPU, {:.1} ms wall.\n",
                p.ir_insts,
                (pc - cc).max(0.0),
                (pw - cw).max(0.0)
            );
        }
    }
    s
}

/// The scaling points as CSV.
pub fn csv(points: &[Point]) -> String {
    let mut s = String::from(
        "series,kernels,ir_insts,agc_inproc_ms,agc_cpu_ms,agc_process_ms,agc_process_cpu_ms,llc_ms,llc_cpu_ms,note\n",
    );
    let o = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:.3}"));
    for p in points {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{},{},\"{}\"",
            p.series,
            p.kernels,
            p.ir_insts,
            o(p.agc_inproc_ms),
            o(p.agc_cpu_ms),
            o(p.agc_process_ms),
            o(p.agc_process_cpu_ms),
            o(p.llc_ms),
            o(p.llc_cpu_ms),
            p.note.replace('"', "'")
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: the definition — √10 steps, rounded, bounds included.
    #[test]
    fn half_decades_from_100_to_100000() {
        assert_eq!(
            half_decades(100, 100_000),
            [100, 316, 1000, 3162, 10000, 31623, 100000]
        );
        assert_eq!(half_decades(1, 10), [1, 3, 10]);
    }
}
