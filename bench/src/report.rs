//! Results as Markdown, CSV and an SVG plot.
//!
//! Role: the only place that formats numbers. Markdown is for
//! docs/performance.md and the terminal, CSV keeps every raw figure for
//! other tools, and the SVG shows the agc/llc ratios per kernel on a log
//! axis.
//!
//! The SVG is written by hand: it is a few rectangles, lines and labels,
//! which is less code than adapting a plotting crate, adds no dependency
//! to an offline build, and gives byte-identical output for identical
//! numbers (so a committed plot only changes when the results do).
//!
//! Ratios are agc/llc for every figure except compile speed, where the
//! headline is llc time / agc time (how many times faster agc is).
//! Geometric means run over the kernels where both sides have the figure;
//! a ratio with a zero side (no nops at all, say) is left out of the mean.

use crate::measure::geomean;
use crate::suite::{Row, Side, Status};
use std::fmt::Write as _;

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map_or("-".into(), |v| v.to_string())
}

fn f1(x: Option<f64>) -> String {
    x.map_or("-".into(), |v| format!("{v:.1}"))
}

fn ratio(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    match (a, b) {
        (Some(a), Some(b)) if a > 0.0 && b > 0.0 => Some(a / b),
        _ => None,
    }
}

fn fr(x: Option<f64>) -> String {
    x.map_or("-".into(), |v| format!("{v:.2}"))
}

fn status_text(s: &Side) -> String {
    match &s.status {
        Status::Ok => "ok".into(),
        Status::Unsupported(m) => format!("unsupported ({})", short(m)),
        Status::Error(m) => format!("error ({})", short(m)),
    }
}

fn short(m: &str) -> String {
    let m = m.replace('|', "/");
    if m.chars().count() > 90 {
        format!("{}...", m.chars().take(90).collect::<String>())
    } else {
        m
    }
}

/// A quality figure of a side, by name.
type Metric = (&'static str, fn(&Side) -> Option<f64>);

/// Quality figures compared as agc/llc (lower is better for all).
pub const METRICS: &[Metric] = &[
    ("static insts", |s| {
        s.stat.as_ref().map(|x| x.instructions as f64)
    }),
    ("code bytes", |s| {
        s.stat.as_ref().map(|x| x.code_bytes as f64)
    }),
    ("SGPRs", |s| s.stat.as_ref().map(|x| x.sgprs as f64)),
    ("VGPRs", |s| s.stat.as_ref().map(|x| x.vgprs as f64)),
    ("s_waitcnt", |s| s.stat.as_ref().map(|x| x.waitcnts as f64)),
    ("s_nop", |s| s.stat.as_ref().map(|x| x.nops as f64)),
    ("s_delay_alu", |s| s.stat.as_ref().map(|x| x.delays as f64)),
    ("dyn insts", |s| s.dyn_insts.map(|x| x as f64)),
    ("est. cycles", |s| s.cycles.map(|x| x as f64)),
];

/// The compile-speed ratio llc/agc (whole process) of a row.
pub fn speedup(r: &Row) -> Option<f64> {
    ratio(r.llc.process_ms, r.agc.process_ms)
}

/// Geometric means: (name, value, kernels counted).
pub fn geomeans(rows: &[Row]) -> Vec<(String, Option<f64>, usize)> {
    let mut out = Vec::new();
    let sp: Vec<f64> = rows.iter().filter_map(speedup).collect();
    out.push((
        "compile speed-up (llc time / agc time, whole process)".into(),
        geomean(&sp),
        sp.len(),
    ));
    let cpu: Vec<f64> = rows
        .iter()
        .filter_map(|r| ratio(r.llc.process_cpu_ms, r.agc.process_cpu_ms))
        .collect();
    out.push((
        "compile speed-up (llc CPU time / agc CPU time, whole process)".into(),
        geomean(&cpu),
        cpu.len(),
    ));
    let ip: Vec<f64> = rows
        .iter()
        .filter_map(|r| ratio(r.llc.process_ms, r.agc.inproc_ms))
        .collect();
    out.push((
        "compile speed-up (llc process / agc in-process)".into(),
        geomean(&ip),
        ip.len(),
    ));
    let mem: Vec<f64> = rows
        .iter()
        .filter_map(|r| {
            ratio(
                r.agc.rss_kib.map(|x| x as f64),
                r.llc.rss_kib.map(|x| x as f64),
            )
        })
        .collect();
    out.push(("peak memory (agc / llc)".into(), geomean(&mem), mem.len()));
    for (name, f) in METRICS {
        let v: Vec<f64> = rows
            .iter()
            .filter_map(|r| ratio(f(&r.agc), f(&r.llc)))
            .collect();
        out.push((format!("{name} (agc / llc)"), geomean(&v), v.len()));
    }
    let occ: Vec<f64> = rows
        .iter()
        .filter_map(|r| {
            ratio(
                r.agc.stat.as_ref().map(|s| s.occupancy as f64),
                r.llc.stat.as_ref().map(|s| s.occupancy as f64),
            )
        })
        .collect();
    out.push((
        "occupancy (agc / llc, higher is better)".into(),
        geomean(&occ),
        occ.len(),
    ));
    out
}

/// The Markdown report.
pub fn markdown(rows: &[Row], runs: usize) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "### Compile time and memory (median of {runs} runs)\n");
    let _ = writeln!(
        s,
        "| kernel | cpu | IR insts | agc ms | agc CPU ms | agc in-process ms | llc -O3 ms | llc CPU ms | speed-up | CPU speed-up | agc MiB | llc MiB |"
    );
    let _ = writeln!(
        s,
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    );
    for r in rows {
        let mib = |k: Option<u64>| k.map_or("-".into(), |k| format!("{:.1}", k as f64 / 1024.0));
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.kernel,
            r.processor.name(),
            r.ir_insts,
            f1(r.agc.process_ms),
            f1(r.agc.process_cpu_ms),
            f1(r.agc.inproc_ms),
            f1(r.llc.process_ms),
            f1(r.llc.process_cpu_ms),
            speedup(r).map_or("-".into(), |x| format!("{x:.1}x")),
            ratio(r.llc.process_cpu_ms, r.agc.process_cpu_ms)
                .map_or("-".into(), |x| format!("{x:.1}x")),
            mib(r.agc.rss_kib),
            mib(r.llc.rss_kib)
        );
    }
    let _ = writeln!(s, "\n### Code quality (agc / llc)\n");
    let _ = writeln!(
        s,
        "| kernel | cpu | insts | bytes | SGPR | VGPR | AGPR | occupancy | waitcnt | nop | delay | spills | dyn insts | est. cycles |"
    );
    let _ = writeln!(
        s,
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    );
    for r in rows {
        let pair = |f: &dyn Fn(&Side) -> Option<String>| -> String {
            format!(
                "{} / {}",
                f(&r.agc).unwrap_or("-".into()),
                f(&r.llc).unwrap_or("-".into())
            )
        };
        let st = |g: fn(&crate::codeobj::StaticStats) -> u32| {
            move |s: &Side| s.stat.as_ref().map(|x| g(x).to_string())
        };
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.kernel,
            r.processor.name(),
            pair(&st(|x| x.instructions)),
            pair(&st(|x| x.code_bytes)),
            pair(&st(|x| x.sgprs)),
            pair(&st(|x| x.vgprs)),
            pair(&st(|x| x.agprs)),
            pair(&st(|x| x.occupancy)),
            pair(&st(|x| x.waitcnts)),
            pair(&st(|x| x.nops)),
            pair(&st(|x| x.delays)),
            pair(&st(|x| x.spills)),
            pair(&|x: &Side| x.dyn_insts.map(|v| v.to_string())),
            pair(&|x: &Side| x.cycles.map(|v| v.to_string())),
        );
    }
    let notes: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            let mut v = Vec::new();
            for (who, side) in [("agc", &r.agc), ("llc", &r.llc)] {
                if side.status != Status::Ok {
                    v.push(format!(
                        "- {} ({}), {who}: {}",
                        r.kernel,
                        r.processor.name(),
                        status_text(side)
                    ));
                } else if let Some(n) = &side.sim_note {
                    v.push(format!(
                        "- {} ({}), {who}: {}",
                        r.kernel,
                        r.processor.name(),
                        short(n)
                    ));
                }
            }
            v
        })
        .collect();
    if !notes.is_empty() {
        let _ = writeln!(s, "\n### Not measured\n");
        for n in notes {
            let _ = writeln!(s, "{n}");
        }
    }
    let _ = writeln!(s, "\n### Geometric means\n");
    let _ = writeln!(s, "| ratio | geomean | kernels |");
    let _ = writeln!(s, "| --- | ---: | ---: |");
    for (name, v, n) in geomeans(rows) {
        let _ = writeln!(s, "| {name} | {} | {n} |", fr(v));
    }
    s
}

/// Every raw figure, one line per (kernel, processor).
pub fn csv(rows: &[Row]) -> String {
    let mut s = String::new();
    let side_cols = [
        "status",
        "process_ms",
        "process_cpu_ms",
        "inproc_ms",
        "rss_kib",
        "insts",
        "code_bytes",
        "sgprs",
        "vgprs",
        "agprs",
        "occupancy",
        "waitcnts",
        "nops",
        "delays",
        "spills",
        "lds_bytes",
        "scratch_bytes",
        "dyn_insts",
        "est_cycles",
    ];
    let mut head = vec!["kernel".to_string(), "cpu".into(), "ir_insts".into()];
    for who in ["agc", "llc"] {
        head.extend(side_cols.iter().map(|c| format!("{who}_{c}")));
    }
    let _ = writeln!(s, "{}", head.join(","));
    for r in rows {
        let mut f = vec![
            r.kernel.clone(),
            r.processor.name().into(),
            r.ir_insts.to_string(),
        ];
        for side in [&r.agc, &r.llc] {
            let st = side.stat.as_ref();
            let g = |h: fn(&crate::codeobj::StaticStats) -> u32| opt(st.map(h));
            let status = match &side.status {
                Status::Ok => "ok".to_string(),
                Status::Unsupported(_) => "unsupported".into(),
                Status::Error(_) => "error".into(),
            };
            f.extend([
                status,
                side.process_ms.map_or("".into(), |v| format!("{v:.3}")),
                side.process_cpu_ms.map_or("".into(), |v| format!("{v:.3}")),
                side.inproc_ms.map_or("".into(), |v| format!("{v:.3}")),
                opt(side.rss_kib),
                g(|x| x.instructions),
                g(|x| x.code_bytes),
                g(|x| x.sgprs),
                g(|x| x.vgprs),
                g(|x| x.agprs),
                g(|x| x.occupancy),
                g(|x| x.waitcnts),
                g(|x| x.nops),
                g(|x| x.delays),
                g(|x| x.spills),
                g(|x| x.lds_bytes),
                g(|x| x.scratch_bytes),
                opt(side.dyn_insts),
                opt(side.cycles),
            ]);
        }
        let line: Vec<String> = f
            .into_iter()
            .map(|x| if x == "-" { String::new() } else { x })
            .collect();
        let _ = writeln!(s, "{}", line.join(","));
    }
    s
}

/// Horizontal bars of agc/llc ratios per row (compile time, static
/// instructions, estimated cycles) on a log2 axis from 1/64 to 4.
pub fn svg(rows: &[Row]) -> String {
    type Series = (&'static str, &'static str, fn(&Row) -> Option<f64>);
    let series: [Series; 3] = [
        ("compile time", "#4477aa", |r| {
            ratio(r.agc.process_ms, r.llc.process_ms)
        }),
        ("static instructions", "#ee6677", |r| {
            ratio(METRICS[0].1(&r.agc), METRICS[0].1(&r.llc))
        }),
        ("estimated cycles", "#228833", |r| {
            ratio(METRICS[7].1(&r.agc), METRICS[7].1(&r.llc))
        }),
    ];
    let (left, width, bar, gap) = (190.0, 560.0, 6.0, 8.0);
    let (lo, hi) = (-6.0f64, 2.0f64); // log2 range
    let x = |v: f64| left + (v.log2().clamp(lo, hi) - lo) / (hi - lo) * width;
    let row_h = 3.0 * bar + gap;
    let top = 50.0;
    let height = top + rows.len() as f64 * row_h + 50.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"11\">",
        left + width + 30.0
    );
    let _ = writeln!(s, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    let _ = writeln!(
        s,
        "<text x=\"{left}\" y=\"16\" font-size=\"13\">agc / llc -O3 (log scale; left of 1 means agc is faster or smaller)</text>"
    );
    for (k, (name, color, _)) in series.iter().enumerate() {
        let lx = left + k as f64 * 170.0;
        let _ = writeln!(
            s,
            "<rect x=\"{lx}\" y=\"26\" width=\"10\" height=\"10\" fill=\"{color}\"/><text x=\"{}\" y=\"35\">{name}</text>",
            lx + 14.0
        );
    }
    let bottom = top + rows.len() as f64 * row_h;
    for e in (lo as i32)..=(hi as i32) {
        let v = 2f64.powi(e);
        let gx = x(v);
        let stroke = if e == 0 { "#000" } else { "#ccc" };
        let _ = writeln!(
            s,
            "<line x1=\"{gx:.1}\" y1=\"{top}\" x2=\"{gx:.1}\" y2=\"{bottom}\" stroke=\"{stroke}\"/>"
        );
        let label = if e < 0 {
            format!("1/{}", 1u32 << (-e))
        } else {
            format!("{}", 1u32 << e)
        };
        let _ = writeln!(
            s,
            "<text x=\"{gx:.1}\" y=\"{}\" text-anchor=\"middle\">{label}</text>",
            bottom + 14.0
        );
    }
    for (i, r) in rows.iter().enumerate() {
        let y0 = top + i as f64 * row_h;
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{} {}</text>",
            left - 6.0,
            y0 + 1.5 * bar + 4.0,
            r.kernel,
            r.processor.name()
        );
        for (k, (_, color, f)) in series.iter().enumerate() {
            let Some(v) = f(r) else { continue };
            let (a, b) = (x(1.0), x(v));
            let (x0, w) = if b < a { (b, a - b) } else { (a, b - a) };
            let _ = writeln!(
                s,
                "<rect x=\"{x0:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{bar}\" fill=\"{color}\"><title>{v:.3}</title></rect>",
                y0 + k as f64 * bar,
                w.max(0.5)
            );
        }
    }
    let _ = writeln!(s, "</svg>");
    s
}
