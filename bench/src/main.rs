//! `agc-bench`: agc against llc -O3 on the kernels of `benches/`.
//!
//! ```text
//! cargo run --release -p agc-bench                     # suite + scaling, results in bench/results/
//! cargo run --release -p agc-bench -- --runs 9 --only gemm --no-scaling
//! cargo run --release -p agc-bench -- --scaling-only  # only bench/results/scaling.* and blocks.md
//! cargo run --release -p agc-bench -- --blocks-only   # only the blocks axis, bench/results/blocks.md
//! cargo run --release -p agc-bench -- --write-large    # regenerate benches/large.agc
//! cargo run --release -p agc-bench -- --gen 4000 64    # print a generated kernel (N insts, branch every D)
//! cargo run --release -p agc-bench -- --gen-module 100 100  # print K generated kernels of N insts each
//! cargo run --release -p agc-bench -- --write-symbol-order  # regenerate bench/symbol-order.txt (valgrind)
//! ```
//!
//! Options: `--runs N` (median of N, default 5), `--cpus gfx942,gfx90a`,
//! `--only SUBSTRING`, `--no-scaling`, `--scaling-only`, `--keep` (leave the compiled inputs and outputs in
//! the scratch directory, which it names), `--scaling-max N` (largest
//! generated kernel, default 100000), `--out DIR` (default bench/results).
//! Whole-process times are those of the `agc` driver as distributed,
//! which the bench builds first (`tools::build_agc_driver`: release,
//! statically linked and non-PIE on Linux/glibc, hot code first with lld).

use agc_bench::{blocks, gen, report, scaling, suite, symbol_order, tools};
use agc_isa::processors::Processor;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match real_main(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn real_main(args: &[String]) -> Result<(), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut runs = 5usize;
    let mut cpus = vec![Processor::Gfx942, Processor::Gfx90a];
    let mut only = None;
    let mut scaling_on = true;
    let mut size_on = true;
    let mut suite_on = true;
    let mut keep = false;
    let mut scaling_max = 100_000usize;
    let mut out_dir = root.join("results");
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || it.next().cloned().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--runs" => runs = val()?.parse().map_err(|e| format!("--runs: {e}"))?,
            "--cpus" => {
                cpus = val()?
                    .split(',')
                    .map(|c| {
                        let p = Processor::from_name(c).ok_or(format!("unknown processor {c}"))?;
                        suite::benchable(p).map(|_| p)
                    })
                    .collect::<Result<_, _>>()?
            }
            "--only" => only = Some(val()?),
            "--no-scaling" => scaling_on = false,
            "--scaling-only" => suite_on = false,
            "--blocks-only" => {
                suite_on = false;
                size_on = false;
            }
            "--keep" => keep = true,
            "--scaling-max" => {
                scaling_max = val()?.parse().map_err(|e| format!("--scaling-max: {e}"))?
            }
            "--out" => out_dir = PathBuf::from(val()?),
            "--gen" => {
                let n = val()?.parse().map_err(|e| format!("--gen: {e}"))?;
                let d = val()?.parse().map_err(|e| format!("--gen: {e}"))?;
                print!("{}", gen::file("k", n, 1, d));
                return Ok(());
            }
            "--gen-module" => {
                let k = val()?.parse().map_err(|e| format!("--gen-module: {e}"))?;
                let n = val()?.parse().map_err(|e| format!("--gen-module: {e}"))?;
                print!("{}", gen::module(k, n, 11));
                return Ok(());
            }
            "--write-large" => {
                let path = root.join("../benches/large.agc");
                std::fs::write(&path, gen::large_file()).map_err(|e| e.to_string())?;
                println!("wrote {}", path.display());
                return Ok(());
            }
            "--write-symbol-order" => return write_symbol_order(&root),
            "-h" | "--help" => {
                println!("usage: agc-bench [--runs N] [--cpus gfx942,gfx90a] [--only NAME] [--no-scaling] [--scaling-only] [--blocks-only] [--keep] [--scaling-max N] [--out DIR] [--write-large] [--write-symbol-order] [--gen N D] [--gen-module K N]");
                return Ok(());
            }
            _ => return Err(format!("unknown argument {a} (try --help)")),
        }
    }
    if cfg!(debug_assertions) {
        eprintln!("note: a debug build measures an unoptimized agc; use `cargo run --release -p agc-bench`");
    }
    let scratch = std::env::temp_dir().join(format!("agc-bench-{}", std::process::id()));
    // The blocks axis times agc in-process only: no driver to build.
    let driver = if suite_on || (scaling_on && size_on) {
        tools::build_agc_driver(&root.join(".."))?
    } else {
        PathBuf::new()
    };
    let cfg = suite::Config {
        runs,
        processors: cpus,
        only,
        scratch: scratch.clone(),
        driver: driver.clone(),
    };
    std::fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    if suite_on {
        run_suite(&cfg, &out_dir)?;
    }
    if scaling_on && size_on {
        let points =
            scaling::run(
                Processor::Gfx942,
                runs,
                scaling_max,
                &scratch.join("scaling"),
                &driver,
                |p| {
                    eprintln!(
                    "scaling {:<8} kernels {:<5} insts {:<7} agc {:?} ms (CPU {:?}) llc {:?} ms {}",
                    p.series, p.kernels, p.ir_insts, p.agc_inproc_ms, p.agc_cpu_ms, p.llc_ms, p.note
                )
                },
            )?;
        let md = scaling::markdown(&points);
        println!("{md}");
        std::fs::write(out_dir.join("scaling.md"), &md).map_err(|e| e.to_string())?;
        std::fs::write(out_dir.join("scaling.csv"), scaling::csv(&points))
            .map_err(|e| e.to_string())?;
    }
    if scaling_on {
        let blocks = blocks::run(
            Processor::Gfx942,
            runs,
            scaling_max,
            10_000,
            &scratch.join("blocks"),
            |p| {
                eprintln!(
                    "blocks {:<6} {:<7} agc -O0 {:?} ms -O2 {:?} ms llc {:?} ms {}",
                    p.shape, p.blocks, p.agc_o0_ms, p.agc_o2_ms, p.llc_ms, p.note
                )
            },
        )?;
        let md = blocks::markdown(&blocks);
        println!("{md}");
        std::fs::write(out_dir.join("blocks.md"), &md).map_err(|e| e.to_string())?;
    }
    if keep {
        eprintln!("inputs and outputs kept in {}", scratch.display());
    } else {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    eprintln!("results in {}", out_dir.display());
    Ok(())
}

/// Profiles the driver on every suite kernel and writes the list of the
/// functions that ran to `bench/symbol-order.txt` (see `symbol_order`).
fn write_symbol_order(root: &std::path::Path) -> Result<(), String> {
    let workspace = root.parent().unwrap_or(root);
    let driver = tools::build_agc_driver(workspace)?;
    let binary = std::fs::read(&driver).map_err(|e| e.to_string())?;
    if !tools::linked_by_lld(&binary) {
        return Err("the driver was not linked by lld, which alone reads a symbol order".into());
    }
    let kernels: Vec<PathBuf> = suite::bench_files().into_iter().map(|(_, p)| p).collect();
    let scratch = std::env::temp_dir().join(format!("agc-bench-order-{}", std::process::id()));
    eprintln!("profiling {} kernels under callgrind", kernels.len());
    let names = symbol_order::profile(&driver, &kernels, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    let text = symbol_order::render(&tools::rustc()?.version, &names?);
    let path = symbol_order::path(workspace);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&path, &text).map_err(|e| e.to_string())?;
        // Cargo does not track linker inputs: mark the driver's source as
        // changed so that the next build links with the new list.
        let main = workspace.join("src/main.rs");
        std::fs::File::options()
            .append(true)
            .open(&main)
            .and_then(|f| f.set_modified(std::time::SystemTime::now()))
            .map_err(|e| format!("{}: {e}", main.display()))?;
    }
    println!(
        "wrote {} ({} functions)",
        path.display(),
        text.lines().filter(|l| !l.starts_with('#')).count()
    );
    Ok(())
}

/// The kernel suite: results.md, results.csv and ratios.svg in `out_dir`.
fn run_suite(cfg: &suite::Config, out_dir: &std::path::Path) -> Result<(), String> {
    let runs = cfg.runs;
    let rows = suite::run(cfg, |r| {
        let sp = report::speedup(r).map_or("-".into(), |x| format!("{x:.1}x"));
        eprintln!(
            "{:<12} {:<7} agc {:<40} llc {:<12} speed-up {sp}",
            r.kernel,
            r.processor.name(),
            status(&r.agc),
            status(&r.llc)
        );
    })?;
    let md = report::markdown(&rows, runs);
    println!("{md}");
    std::fs::write(out_dir.join("results.md"), &md).map_err(|e| e.to_string())?;
    std::fs::write(out_dir.join("results.csv"), report::csv(&rows)).map_err(|e| e.to_string())?;
    std::fs::write(out_dir.join("ratios.svg"), report::svg(&rows)).map_err(|e| e.to_string())?;
    Ok(())
}

fn status(s: &suite::Side) -> String {
    match &s.status {
        suite::Status::Ok => match &s.sim_note {
            None => "ok".into(),
            Some(n) => format!("ok, {}", n.chars().take(60).collect::<String>()),
        },
        suite::Status::Unsupported(m) => {
            format!("unsupported ({})", m.chars().take(60).collect::<String>())
        }
        suite::Status::Error(m) => format!("error ({})", m.chars().take(60).collect::<String>()),
    }
}
