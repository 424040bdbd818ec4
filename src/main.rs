//! The `agc` driver: a rustc-style command line over the library pipeline.
//!
//! ```text
//! agc [OPTIONS] INPUT
//! agc --emit ir -O2 kernel.agc -o -
//! agc -C target-cpu=gfx90a:xnack+ --emit asm,obj kernel.agc
//! agc --print target-cpus
//! agc run kernel.agc --grid 256 'a=f32[256]:iota' 'out=f32[256]' n=256 --check
//! ```
//!
//! Every failure is a diagnostic on stderr and a non-zero exit status; no
//! input makes the driver panic.

use agc::diagnostics::{render_human, render_json, ErrorFormat, Source};
use agc::{Emit, Options};
use agc_ir::{Diagnostic, ErrorCode, Span};
use clap::Parser;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Compile agc IR to AMD GPU code objects.
#[derive(Parser, Debug)]
#[command(name = "agc", version, about, long_about = None)]
struct Cli {
    /// The input `.agc` file (`-` reads standard input).
    input: Option<String>,

    #[command(subcommand)]
    command: Option<Command>,

    /// The target triple.
    #[arg(long, global = true, default_value = agc::DEFAULT_TRIPLE, value_name = "TRIPLE")]
    target: String,

    /// Codegen options: target-cpu=CPU[:feature±...], target-feature=+f,-g,
    /// opt-level=0..3, debuginfo=0|1|2, fast-math[=yes|no].
    #[arg(
        short = 'C',
        long = "codegen",
        global = true,
        value_name = "OPT[=VALUE]"
    )]
    codegen: Vec<String>,

    /// Unstable options: unstable-targets (admit processors whose
    /// generation is being brought up, today GFX11 and GFX12).
    #[arg(short = 'Z', global = true, value_name = "OPT")]
    unstable: Vec<String>,

    /// Optimization level (0-3).
    #[arg(short = 'O', global = true, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: Option<u8>,

    /// Emit debug information (same as -C debuginfo=2).
    #[arg(short = 'g')]
    debug: bool,

    /// What to produce: ir, llvm-ir, asm, obj, link (a loadable .hsaco), comma separated.
    #[arg(long, value_delimiter = ',', value_name = "KINDS")]
    emit: Vec<EmitArg>,

    /// Output file (`-` for standard output). With several --emit kinds,
    /// the stem of each output's file name.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,

    /// Print information instead of compiling.
    #[arg(long, value_name = "WHAT")]
    print: Option<PrintArg>,

    /// How to write diagnostics.
    #[arg(long, value_enum, default_value_t = ErrorFormat::Human)]
    error_format: ErrorFormat,

    /// Color diagnostics: auto, always, never.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,

    /// How atomics on a wave-uniform address are aggregated into one per
    /// wave: dpp (DPP row scans, the default from -O1), iterative (a loop
    /// over the active lanes) or none (the default at -O0).
    #[arg(long, global = true, value_enum, value_name = "STRATEGY")]
    atomic_optimizer: Option<AtomicOptimizerArg>,

    /// Print the time of each compilation stage to stderr.
    #[arg(long)]
    time_passes: bool,

    /// Print each kernel's registers, spills, scratch, LDS and occupancy
    /// (waves per SIMD) to stderr.
    #[arg(long)]
    resource_usage: bool,

    /// The input's language: agc (`.agc` text) or llvm-ir (LLVM IR text,
    /// the default for `.ll` files).
    #[arg(long, global = true, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormatArg>,

    /// Explain an error code, e.g. E0005.
    #[arg(long, value_name = "CODE")]
    explain: Option<String>,
}

#[derive(clap::Subcommand, Debug)]
enum Command {
    /// Compile (or load) a kernel and run it in the simulator.
    Run(agc::run::RunArgs),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum AtomicOptimizerArg {
    Dpp,
    Iterative,
    None,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum EmitArg {
    Ir,
    LlvmIr,
    Asm,
    Obj,
    Link,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum InputFormatArg {
    Agc,
    LlvmIr,
}

/// The format given on the command line, else the one the path implies.
fn input_format(cli: Option<InputFormatArg>, path: &str, text: &str) -> agc::InputFormat {
    match cli {
        Some(InputFormatArg::Agc) => agc::InputFormat::Agc,
        Some(InputFormatArg::LlvmIr) => agc::InputFormat::LlvmIr,
        None => agc::InputFormat::detect(path, text),
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum PrintArg {
    TargetCpus,
    TargetFeatures,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

/// Diagnostics go to stderr in the chosen format.
struct Reporter {
    format: ErrorFormat,
    color: bool,
}

impl Reporter {
    fn report(&self, diags: &[Diagnostic], source: Option<&Source<'_>>) {
        let mut err = std::io::stderr().lock();
        for d in diags {
            let d = &cli_help(d.clone());
            let text = match self.format {
                ErrorFormat::Human => render_human(d, source, self.color),
                ErrorFormat::Json => render_json(d, source),
            };
            let _ = writeln!(err, "{text}");
            if self.format == ErrorFormat::Human {
                let _ = writeln!(err);
            }
        }
        if self.format == ErrorFormat::Human && !diags.is_empty() {
            let n = diags.len();
            let _ = writeln!(
                err,
                "error: aborting due to {} error{}",
                if n == 1 {
                    "previous".to_string()
                } else {
                    n.to_string()
                },
                if n == 1 { "" } else { "s" }
            );
        }
    }

    fn fail(&self, code: ErrorCode, message: impl Into<String>) -> ExitCode {
        self.report(&[Diagnostic::new(code, Span::NONE, message)], None);
        ExitCode::FAILURE
    }
}

/// The library's help texts name library calls; on the command line the
/// same advice is an option ([`agc::target::HELP_CPUS`] and its
/// siblings are the texts the library uses, so they are matched exactly).
fn cli_help(mut d: Diagnostic) -> Diagnostic {
    let cli = match d.help.as_deref() {
        Some(agc::target::HELP_CPUS) => {
            "`agc --print target-cpus` lists the processors".to_string()
        }
        Some(agc::target::HELP_FEATURES) => {
            "`agc --print target-features` lists the features of a processor".to_string()
        }
        Some(agc::target::HELP_UNSTABLE) => "`agc --print target-cpus` marks the processors agc \
             generates code for; `-Z unstable-targets` admits those being brought up"
            .to_string(),
        Some(agc::target::HELP_TABLES) => "`-Z unstable-targets` does not admit it: no stage \
             after the instruction tables supports this generation yet"
            .to_string(),
        Some(h) if h.starts_with(agc::HELP_LINK) => format!(
            "use `--emit obj` and link the object{}",
            &h[agc::HELP_LINK.len()..]
        ),
        _ => return d,
    };
    d.help = Some(cli);
    d
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => std::io::stderr().is_terminal(),
    };
    let reporter = Reporter {
        format: cli.error_format,
        color,
    };

    if let Some(code) = &cli.explain {
        return explain(code, &reporter);
    }

    let options = match build_options(&cli) {
        Ok(o) => o,
        Err(d) => {
            reporter.report(&[d], None);
            return ExitCode::FAILURE;
        }
    };

    if let Some(Command::Run(run)) = &cli.command {
        return run_command(run, &options, cli.input_format, &reporter);
    }

    if let Some(what) = cli.print {
        let text = match what {
            PrintArg::TargetCpus => agc::target::describe_cpus(),
            PrintArg::TargetFeatures => agc::target::describe_features(&options.target),
        };
        print!("{text}");
        return ExitCode::SUCCESS;
    }

    let Some(input) = cli.input.as_deref() else {
        return reporter.fail(ErrorCode::Io, "no input file given (try `agc --help`)");
    };
    // Timing covers the whole run: reading the input and writing the
    // outputs are stages too.
    if cli.time_passes {
        agc::timing::enable();
    }
    let start = std::time::Instant::now();
    let (path, text) = match agc::timing::time(agc::timing::Stage::Read, || read_input(input)) {
        Ok(x) => x,
        Err(msg) => return reporter.fail(ErrorCode::Io, msg),
    };
    let source = Source {
        path: &path,
        text: &text,
    };

    let format = input_format(cli.input_format, &path, &text);
    let (outputs, stats) = match agc::compile_source_as(&path, &text, format, &options) {
        Ok(o) => o,
        Err(diags) => {
            reporter.report(&diags, Some(&source));
            return ExitCode::FAILURE;
        }
    };

    if cli.resource_usage {
        for s in &stats {
            eprintln!("{s}");
        }
    }
    let several = outputs.len() > 1;
    for out in &outputs {
        let dest = output_path(cli.output.as_deref(), input, out.emit, several);
        let written = agc::timing::time(agc::timing::Stage::Write, || {
            write_output(&dest, &out.bytes)
        });
        if let Err(msg) = written {
            return reporter.fail(ErrorCode::Io, msg);
        }
    }
    if cli.time_passes {
        eprint!("{}", agc::timing::report(start.elapsed()));
    }
    ExitCode::SUCCESS
}

/// `agc run`: diagnostics point into the input when it is `.agc` text.
fn run_command(
    run: &agc::run::RunArgs,
    options: &Options,
    format: Option<InputFormatArg>,
    reporter: &Reporter,
) -> ExitCode {
    let (path, bytes) = match read_bytes(&run.input) {
        Ok(x) => x,
        Err(msg) => return reporter.fail(ErrorCode::Io, msg),
    };
    let text = std::str::from_utf8(&bytes).unwrap_or("");
    let format = input_format(format, &path, text);
    let result = agc::run::run_as(run, options, &bytes, format, &mut std::io::stdout().lock());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(diags) => {
            let text = std::str::from_utf8(&bytes).ok();
            let source = text.map(|text| Source { path: &path, text });
            reporter.report(&diags, source.as_ref());
            ExitCode::FAILURE
        }
    }
}

fn explain(code: &str, reporter: &Reporter) -> ExitCode {
    let want = code.trim().to_ascii_uppercase();
    match ErrorCode::ALL.iter().find(|c| c.code() == want) {
        Some(c) => {
            println!("{}: {}", c.code(), c.summary());
            ExitCode::SUCCESS
        }
        None => reporter.fail(
            ErrorCode::BadAttribute,
            format!("`{code}` is not an agc error code"),
        ),
    }
}

/// Folds the command line into [`Options`]. `-C` settings override the
/// short forms when both are given, as in rustc.
fn build_options(cli: &Cli) -> Result<Options, Diagnostic> {
    let mut cpu: Option<String> = None;
    let mut features = String::new();
    let mut opt_level = cli.opt_level.unwrap_or(2);
    let mut debuginfo = cli.debug;
    let mut fast_math = false;
    for c in &cli.codegen {
        let (key, value) = c.split_once('=').unwrap_or((c.as_str(), ""));
        let bad = |why: &str| {
            Diagnostic::new(
                ErrorCode::BadAttribute,
                Span::NONE,
                format!("-C {c}: {why}"),
            )
        };
        match key {
            "target-cpu" => cpu = Some(value.to_string()),
            "target-feature" => {
                features.push(',');
                features.push_str(value);
            }
            "opt-level" => {
                opt_level = match value {
                    "0" | "1" | "2" | "3" => value.as_bytes()[0] - b'0',
                    _ => return Err(bad("expected 0, 1, 2 or 3")),
                }
            }
            "debuginfo" => {
                debuginfo = match value {
                    "0" | "none" => false,
                    "1" | "2" | "full" | "limited" | "line-tables-only" => true,
                    _ => return Err(bad("expected 0, 1 or 2")),
                }
            }
            "fast-math" => {
                fast_math = match value {
                    "" | "y" | "yes" | "on" | "true" => true,
                    "n" | "no" | "off" | "false" => false,
                    _ => return Err(bad("expected yes or no")),
                }
            }
            _ => {
                return Err(bad("unknown codegen option").with_help(
                    "known options: target-cpu, target-feature, opt-level, debuginfo, fast-math",
                ))
            }
        }
    }
    let mut unstable_targets = false;
    for z in &cli.unstable {
        match z.as_str() {
            "unstable-targets" => unstable_targets = true,
            _ => {
                return Err(Diagnostic::new(
                    ErrorCode::BadAttribute,
                    Span::NONE,
                    format!("unknown unstable option `-Z {z}`"),
                )
                .with_help("known unstable options: unstable-targets"))
            }
        }
    }
    let target = agc::target::resolve_in(&cli.target, cpu.as_deref(), &features, unstable_targets)?;
    let emit: Vec<Emit> = if cli.emit.is_empty() {
        vec![Emit::Link]
    } else {
        let mut v: Vec<Emit> = cli
            .emit
            .iter()
            .map(|e| match e {
                EmitArg::Ir => Emit::Ir,
                EmitArg::LlvmIr => Emit::LlvmIr,
                EmitArg::Asm => Emit::Asm,
                EmitArg::Obj => Emit::Obj,
                EmitArg::Link => Emit::Link,
            })
            .collect();
        v.sort();
        v.dedup();
        v
    };
    Ok(Options {
        target,
        opt_level,
        debuginfo,
        emit,
        fast_math,
        atomic_optimizer: cli.atomic_optimizer.map(|a| match a {
            AtomicOptimizerArg::Dpp => agc::lower::AtomicOptimizer::Dpp,
            AtomicOptimizerArg::Iterative => agc::lower::AtomicOptimizer::Iterative,
            AtomicOptimizerArg::None => agc::lower::AtomicOptimizer::Off,
        }),
        unstable_targets,
    })
}

fn read_input(input: &str) -> Result<(String, String), String> {
    let (path, bytes) = read_bytes(input)?;
    let text = String::from_utf8(bytes).map_err(|e| {
        // Where the bad byte is, as a reader finds it: line and column
        // (in characters) of the valid text before it.
        let at = e.utf8_error().valid_up_to();
        let valid = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or("");
        let line = valid.matches('\n').count() + 1;
        let col = valid.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        format!("`{input}` is not UTF-8: {input}:{line}:{col}: invalid byte 0x{:02x} (byte offset {at})", e.as_bytes()[at])
    })?;
    Ok((path, text))
}

fn read_bytes(input: &str) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_string(), bytes));
    }
    let bytes = std::fs::read(input).map_err(|e| format!("cannot read `{input}`: {e}"))?;
    Ok((input.to_string(), bytes))
}

/// Where one output goes: `-o` names it (or its stem when several kinds are
/// emitted); otherwise the input's stem with the kind's extension.
fn output_path(output: Option<&str>, input: &str, emit: Emit, several: bool) -> PathBuf {
    match output {
        Some("-") => PathBuf::from("-"),
        Some(o) if !several => PathBuf::from(o),
        Some(o) => Path::new(o).with_extension(emit.extension()),
        None => {
            let stem = if input == "-" {
                "out".to_string()
            } else {
                Path::new(input)
                    .file_stem()
                    .map_or("out".into(), |s| s.to_string_lossy().into_owned())
            };
            PathBuf::from(stem).with_extension(emit.extension())
        }
    }
}

fn write_output(dest: &Path, bytes: &[u8]) -> Result<(), String> {
    if dest == Path::new("-") {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write output: {e}"));
    }
    agc::output::replace_file(dest, bytes)
        .map_err(|e| format!("cannot write `{}`: {e}", dest.display()))
}
