//! The benchmark suite: every kernel under `benches/` and `examples/`,
//! for each processor, compiled by agc and by llc -O3, measured and run.
//!
//! Role: produces one [`Row`] per (kernel, processor) with both sides'
//! figures; [`crate::report`] turns rows into Markdown, CSV and SVG.
//!
//! What is measured, per side:
//! - compile time of the whole process (median of N runs) and its peak
//!   resident memory: `llc -O3 -filetype=obj` on the exported LLVM IR, and
//!   `agc FILE --emit obj -C target-cpu=CPU` with the driver built as it
//!   is distributed ([`tools::build_agc_driver`]); agc's peak comes from
//!   one more run with `--time-passes`, whose report ends with it (see
//!   [`crate::measure`] for why `ru_maxrss` cannot be used);
//! - agc's in-process compile time (`agc::compile_text`, median of N);
//! - the static figures of [`crate::codeobj`] on each object;
//! - dynamic wave instructions and estimated cycles summed over the
//!   kernel's `; run:` directives in the simulator, counted only when every
//!   directive's results are right.
//!
//! A kernel agc cannot compile yet is reported as `unsupported (E0200 ...)`
//! with the diagnostic, and picked up automatically once it compiles. A
//! kernel file whose `; requires:` features a processor lacks (the MFMA
//! GEMM on gfx900/gfx906) has no row for that processor: there is nothing
//! to compare, as neither compiler can target the hardware it needs.

use crate::llvm_export::{export_module, ExportOptions};
use crate::measure::{median_call, median_process, run_process};
use crate::{codeobj, tools};
use agc_isa::processors::Processor;
use std::path::{Path, PathBuf};

/// Whether a side produced code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Ok,
    /// The compiler rejected the kernel with a diagnostic (`E0200 ...`).
    Unsupported(String),
    /// Anything else that went wrong.
    Error(String),
}

/// One compiler's figures for one kernel on one processor.
#[derive(Clone, Debug)]
pub struct Side {
    pub status: Status,
    pub process_ms: Option<f64>,
    /// User plus system CPU time of the whole process (median).
    pub process_cpu_ms: Option<f64>,
    pub inproc_ms: Option<f64>,
    pub rss_kib: Option<u64>,
    pub stat: Option<codeobj::StaticStats>,
    pub dyn_insts: Option<u64>,
    pub cycles: Option<u64>,
    /// Why there are no dynamic figures, when there are none.
    pub sim_note: Option<String>,
}

impl Side {
    fn new(status: Status) -> Side {
        Side {
            status,
            process_ms: None,
            process_cpu_ms: None,
            inproc_ms: None,
            rss_kib: None,
            stat: None,
            dyn_insts: None,
            cycles: None,
            sim_note: None,
        }
    }
}

/// One kernel on one processor.
#[derive(Clone, Debug)]
pub struct Row {
    pub kernel: String,
    pub processor: Processor,
    /// IR instructions in the kernel file.
    pub ir_insts: usize,
    pub agc: Side,
    pub llc: Side,
}

/// Suite settings.
#[derive(Clone, Debug)]
pub struct Config {
    pub runs: usize,
    pub processors: Vec<Processor>,
    /// Only kernels whose file stem contains this.
    pub only: Option<String>,
    /// Where objects and exported IR are written.
    pub scratch: PathBuf,
    /// The `agc` driver whose whole process is timed.
    pub driver: PathBuf,
}

/// The suite's kernels as (label, path): every `.agc` file of `benches/`
/// under its stem, then every one of `examples/` as `ex-STEM` (several
/// examples share a name with a benchmark but are different kernels),
/// each directory sorted so rows come out in a stable order.
pub fn bench_files() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut all = Vec::new();
    for (dir, prefix) in [("benches", ""), ("examples", "ex-")] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "agc"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        for path in files {
            let stem = path.file_stem().unwrap_or_default().to_string_lossy();
            all.push((format!("{prefix}{stem}"), path));
        }
    }
    all
}

/// Whether agc generates code for `p` (experimental generations
/// included); the diagnostic's message when not (GFX10 has tables only).
pub fn benchable(p: Processor) -> Result<(), String> {
    agc::target::resolve_in(agc::DEFAULT_TRIPLE, Some(p.name()), "", true)
        .map(|_| ())
        .map_err(|d| format!("{p}: {}", d.message))
}

/// agc's options for `p`: -O2 (the driver's default), a relocatable
/// object, the processor's default wave size. The generations being
/// brought up are admitted (`-Z unstable-targets`): the bench is where
/// they are measured against llc.
/// `p` checked with [`benchable`] first (the command line does).
pub fn agc_options(p: Processor) -> agc::Options {
    let target = agc::target::resolve_in(agc::DEFAULT_TRIPLE, Some(p.name()), "", true)
        .expect("the command line admits only processors `benchable` accepts");
    agc::Options {
        target,
        opt_level: 2,
        emit: vec![agc::Emit::Obj],
        unstable_targets: true,
        ..agc::Options::default()
    }
}

/// `E0200 message` of the first diagnostic.
pub fn describe(diags: &[agc_ir::Diagnostic]) -> String {
    diags.first().map_or("no diagnostic".into(), |d| {
        format!("{} {}", d.code.code(), d.message)
    })
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Runs the whole suite.
pub fn run(cfg: &Config, mut progress: impl FnMut(&Row)) -> Result<Vec<Row>, String> {
    let llc = tools::llvm_tool("llc")?;
    let objdump = tools::llvm_tool("llvm-objdump")?;
    std::fs::create_dir_all(&cfg.scratch).map_err(|e| e.to_string())?;
    let mut rows = Vec::new();
    for (stem, path) in bench_files() {
        if cfg
            .only
            .as_ref()
            .is_some_and(|o| !stem.contains(o.as_str()))
        {
            continue;
        }
        let src = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        let module = agc_ir::parse_module(&src).map_err(|d| format!("{stem}: {}", describe(&d)))?;
        let ir_insts = module
            .functions
            .values()
            .map(|f| f.num_placed_insts())
            .sum();
        let kernel = module
            .functions
            .values()
            .find(|f| f.is_kernel())
            .map(|f| f.name.clone())
            .unwrap_or_default();
        for &p in &cfg.processors {
            if agc::sim_exec::unmet_requirement(&src, p).is_some() {
                continue;
            }
            let dir = cfg.scratch.join(format!("{stem}-{}", p.name()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let agc = agc_side(cfg, &objdump, p, &path, &src, &module, &kernel, &dir);
            let llc = llc_side(cfg, &llc, &objdump, p, &src, &module, &kernel, &dir);
            let row = Row {
                kernel: stem.clone(),
                processor: p,
                ir_insts,
                agc,
                llc,
            };
            progress(&row);
            rows.push(row);
        }
    }
    Ok(rows)
}

#[allow(clippy::too_many_arguments)]
fn agc_side(
    cfg: &Config,
    objdump: &Path,
    p: Processor,
    path: &Path,
    src: &str,
    module: &agc_ir::Module,
    kernel: &str,
    dir: &Path,
) -> Side {
    let opts = agc_options(p);
    let (t, res) = median_call(cfg.runs, || agc::compile_text(src, &opts));
    let obj = match res {
        Ok(o) => o.into_iter().next().map(|o| o.bytes).unwrap_or_default(),
        Err(d) => {
            let text = describe(&d);
            let status = if d.first().is_some_and(|d| d.code.code() == "E0200") {
                Status::Unsupported(text)
            } else {
                Status::Error(text)
            };
            return Side::new(status);
        }
    };
    let out = dir.join("agc.o");
    let mut side = Side::new(Status::Ok);
    side.inproc_ms = Some(ms(t));
    let command = || tools::agc_command(&cfg.driver, p.name(), path, &out);
    match median_process(cfg.runs, command) {
        Ok(r) if r.success => {
            side.process_ms = Some(ms(r.wall));
            side.process_cpu_ms = Some(ms(r.cpu));
            let mut c = command();
            c.arg("--time-passes");
            match run_process(&mut c) {
                Ok(r) if r.success => {
                    side.rss_kib = agc::timing::parse_peak_line(&r.stderr);
                }
                Ok(r) => side.status = Status::Error(r.stderr.trim().to_string()),
                Err(e) => side.status = Status::Error(e),
            }
        }
        Ok(r) => side.status = Status::Error(r.stderr.trim().to_string()),
        Err(e) => side.status = Status::Error(e),
    }
    let _ = std::fs::write(&out, &obj);
    finish(&mut side, objdump, p, &obj, &out, src, module, kernel);
    side
}

#[allow(clippy::too_many_arguments)]
fn llc_side(
    cfg: &Config,
    llc: &Path,
    objdump: &Path,
    p: Processor,
    src: &str,
    module: &agc_ir::Module,
    kernel: &str,
    dir: &Path,
) -> Side {
    let opts = ExportOptions {
        cpu: p.name().to_string(),
        wave_size: agc_options(p).target.wave.lanes(),
    };
    let ll = match export_module(module, &opts) {
        Ok(t) => t,
        Err(e) => return Side::new(Status::Unsupported(format!("export: {e}"))),
    };
    let input = dir.join("input.ll");
    let out = dir.join("llc.o");
    if let Err(e) = std::fs::write(&input, ll) {
        return Side::new(Status::Error(e.to_string()));
    }
    let mut side = Side::new(Status::Ok);
    match median_process(cfg.runs, || tools::llc_command(llc, p.name(), &input, &out)) {
        Ok(r) if r.success => {
            side.process_ms = Some(ms(r.wall));
            side.process_cpu_ms = Some(ms(r.cpu));
            side.rss_kib = Some(r.max_rss_kib);
        }
        Ok(r) => return Side::new(Status::Error(first_line(&r.stderr))),
        Err(e) => return Side::new(Status::Error(e)),
    }
    let obj = match std::fs::read(&out) {
        Ok(o) => o,
        Err(e) => return Side::new(Status::Error(e.to_string())),
    };
    finish(&mut side, objdump, p, &obj, &out, src, module, kernel);
    side
}

fn first_line(s: &str) -> String {
    s.lines()
        .find(|l| l.contains("error"))
        .unwrap_or(s.lines().next().unwrap_or(""))
        .trim()
        .to_string()
}

#[allow(clippy::too_many_arguments)]
fn finish(
    side: &mut Side,
    objdump: &Path,
    p: Processor,
    obj: &[u8],
    path: &Path,
    src: &str,
    module: &agc_ir::Module,
    kernel: &str,
) {
    match codeobj::static_stats(objdump, p, obj, path, kernel) {
        Ok(s) => side.stat = Some(s),
        Err(e) => side.sim_note = Some(format!("static figures: {e}")),
    }
    let (results, stats) = agc::sim_exec::run_directives(src, module, obj, p);
    let failed: Vec<_> = results.iter().filter(|r| !r.passed()).collect();
    if results.is_empty() {
        side.sim_note = Some("no kernel directive".into());
    } else if let Some(f) = failed.first() {
        let why = f.outcome.as_ref().err().cloned().unwrap_or_default();
        let why = why.lines().next().unwrap_or("").to_string();
        side.sim_note = Some(
            if why.contains("not modelled") || why.contains("undecodable") {
                format!("sim cannot run it: {why}")
            } else {
                format!("WRONG RESULT: {why}")
            },
        );
    } else {
        side.dyn_insts = Some(stats.instructions());
        side.cycles = Some(stats.estimated_cycles());
    }
}
