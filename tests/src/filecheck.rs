//! `FileCheck` and `not`, in process.
//!
//! RUN lines name `FileCheck` and `not`; the harness substitutes both with
//! the running test executable plus a marker argument ([`FILECHECK_ARG`],
//! [`NOT_ARG`]) that `tests/lit.rs` hands to [`helper_main`] before libtest
//! sees the command line. So no LLVM installation is needed to run the suite.
//!
//! The matcher is the `litcheck-filecheck` crate (LLVM FileCheck syntax as a
//! library). This module only turns an LLVM-style command line into its
//! [`Options`], reads the input (standard input or `--input-file`), and
//! renders a failure as plain text: the directive that failed, its pattern,
//! the region of the input that was searched, with line numbers.

use std::io::Read;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use litcheck_filecheck::litcheck::diagnostics::{
    DefaultSourceManager, FileName, SourceLanguage, SourceManager,
};
use litcheck_filecheck::{Config, Options, Test};

/// First argument that makes the test executable act as `FileCheck`.
pub const FILECHECK_ARG: &str = "--agc-filecheck";
/// First argument that makes the test executable act as `not`.
pub const NOT_ARG: &str = "--agc-not";

/// If `args` (without the program name) start with a helper marker, run
/// that helper and return its exit code; otherwise `None`.
///
/// `tests/lit.rs` calls this first thing in `main`.
pub fn helper_main(args: &[String]) -> Option<ExitCode> {
    match args.first().map(String::as_str) {
        Some(FILECHECK_ARG) => Some(filecheck_main(&args[1..])),
        Some(NOT_ARG) => Some(not_main(&args[1..])),
        _ => None,
    }
}

/// `not CMD ARGS...`: run the command and succeed iff it exits non-zero
/// (LLVM's `not`; a crash counts as failure unless `--crash` is given,
/// which inverts that: only a death by signal succeeds).
pub fn not_main(args: &[String]) -> ExitCode {
    let (crash, args) = match args.first().map(String::as_str) {
        Some("--crash") => (true, &args[1..]),
        _ => (false, args),
    };
    let Some((cmd, rest)) = args.split_first() else {
        eprintln!("not: no command given");
        return ExitCode::from(1);
    };
    let status = match std::process::Command::new(cmd).args(rest).status() {
        Ok(status) => status,
        Err(err) => {
            eprintln!("not: cannot run `{cmd}`: {err}");
            return ExitCode::from(1);
        }
    };
    let ok = match status.code() {
        Some(code) => !crash && code != 0,
        None => crash,
    };
    ExitCode::from(if ok { 0 } else { 1 })
}

/// The parsed `FileCheck` command line.
#[derive(Debug)]
pub struct FileCheckArgs {
    /// The file holding the directives.
    pub check_file: String,
    /// Where the input comes from; standard input when `None`.
    pub input_file: Option<String>,
    /// Everything else, spelled `--name[=value]`, for litcheck's parser.
    pub options: Vec<String>,
}

impl FileCheckArgs {
    /// Parses an LLVM-style `FileCheck` command line (without the program
    /// name). Single-dash long options (`-check-prefix=X`) are accepted as
    /// LLVM accepts them.
    pub fn parse(args: &[String]) -> Result<Self, String> {
        let mut check_file = None;
        let mut input_file = None;
        let mut options = Vec::new();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let long = if let Some(rest) = arg.strip_prefix("--") {
                rest
            } else if let Some(rest) = arg.strip_prefix('-').filter(|r| r.len() > 1) {
                rest
            } else {
                if check_file.replace(arg.clone()).is_some() {
                    return Err(format!("more than one check file given (`{arg}`)"));
                }
                continue;
            };
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            // Options that take a value may give it as the next argument.
            let takes_value = matches!(
                name,
                "input-file"
                    | "check-prefix"
                    | "check-prefixes"
                    | "comment-prefixes"
                    | "implicit-check-not"
                    | "dump-input"
                    | "dump-input-filter"
                    | "D"
            );
            let value = match (takes_value, inline) {
                (true, Some(v)) => Some(v),
                (true, None) => Some(
                    it.next()
                        .ok_or_else(|| format!("option `{arg}` needs a value"))?
                        .clone(),
                ),
                (false, Some(_)) => return Err(format!("option `{arg}` takes no value")),
                (false, None) => None,
            };
            match (name, value) {
                ("input-file", Some(v)) => input_file = Some(v),
                (name, Some(v)) => options.push(format!("--{name}={v}")),
                (name, None) => options.push(format!("--{name}")),
            }
        }
        let check_file = check_file.ok_or("no check file given")?;
        Ok(Self {
            check_file,
            input_file,
            options,
        })
    }
}

/// `FileCheck [OPTIONS] CHECKFILE`: match standard input (or
/// `--input-file`) against CHECKFILE's directives. Exit status 0 on a
/// match, 1 on a mismatch (with a report on standard error), 2 on a usage
/// error.
pub fn filecheck_main(args: &[String]) -> ExitCode {
    let parsed = match FileCheckArgs::parse(args) {
        Ok(parsed) => parsed,
        Err(err) => {
            eprintln!("FileCheck: {err}");
            return ExitCode::from(2);
        }
    };
    let input = match &parsed.input_file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}")),
        None => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map(|_| s)
                .map_err(|e| format!("<stdin>: {e}"))
        }
    };
    let check_text = std::fs::read_to_string(&parsed.check_file)
        .map_err(|e| format!("{}: {e}", parsed.check_file));
    let (input, check_text) = match (input, check_text) {
        (Ok(i), Ok(c)) => (i, c),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("FileCheck: cannot read {e}");
            return ExitCode::from(2);
        }
    };
    let input_name = parsed.input_file.as_deref().unwrap_or("<stdin>");
    match check(
        &parsed.check_file,
        &check_text,
        input_name,
        &input,
        &parsed.options,
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(msg)) => {
            eprintln!("FileCheck: {msg}");
            ExitCode::from(2)
        }
        Err(Failure::Mismatch(msg)) => {
            eprintln!("{msg}");
            ExitCode::from(1)
        }
    }
}

/// Why [`check`] failed.
#[derive(Debug)]
pub enum Failure {
    /// Bad options.
    Usage(String),
    /// The input does not match, or the check file is malformed; the text
    /// is the rendered report.
    Mismatch(String),
}

impl Failure {
    /// The message, whatever the kind.
    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Mismatch(m) => m,
        }
    }
}

/// Matches `input` against the directives in `check_text`.
///
/// `options` are FileCheck long options spelled `--name` or `--name=value`
/// (as [`FileCheckArgs::options`] holds them); the names are the file
/// names used in the report.
pub fn check(
    check_name: &str,
    check_text: &str,
    input_name: &str,
    input: &str,
    options: &[String],
) -> Result<(), Failure> {
    let mut options =
        Options::try_parse_from(options).map_err(|e| Failure::Usage(e.to_string()))?;
    options.color = clap::ColorChoice::Never;
    if input.is_empty() && !options.allow_empty {
        return Err(Failure::Mismatch(format!(
            "FileCheck error: '{input_name}' is empty.\nFileCheck command line: FileCheck {check_name}"
        )));
    }
    let source_manager: Arc<dyn SourceManager> = Arc::new(DefaultSourceManager::default());
    let config = Config {
        source_manager,
        options,
    };
    let match_file = config.source_manager.load(
        SourceLanguage::Unknown,
        FileName::from(check_name.to_string()),
        check_text.to_string(),
    );
    let input_file = config.source_manager.load(
        SourceLanguage::Unknown,
        FileName::from(input_name.to_string()),
        input.to_string(),
    );
    let mut test = Test::new(match_file, &config);
    test.verify(input_file)
        .map(|_| ())
        .map_err(|report| Failure::Mismatch(render(&report)))
}

fn render(report: &litcheck_filecheck::litcheck::diagnostics::Report) -> String {
    use litcheck_filecheck::litcheck::reporting::{NarratableReportHandler, ReportHandler};
    struct Show<'a>(&'a litcheck_filecheck::litcheck::diagnostics::Report);
    impl std::fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            NarratableReportHandler::new().debug(self.0.as_ref(), f)
        }
    }
    Show(report).to_string()
}
