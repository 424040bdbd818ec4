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
//!
//! Why litcheck and not a matcher of our own: it covers every directive the
//! suite needs (plus `CHECK-COUNT`, numeric variables, `--implicit-check-not`,
//! `--match-full-lines`), its reports point into both files, and the tests
//! below hold it to LLVM's documented semantics. Its cost is build time (a
//! lalrpop grammar and miette; about three minutes from a cold cache on two
//! cores) and one known divergence: within a `CHECK-DAG` group LLVM forbids
//! two patterns to match overlapping text, litcheck does not, so
//! `CHECK-DAG: a` twice passes on one `a`. The `llvm-lit` test runs every
//! file under LLVM's FileCheck too, which catches a test relying on that.

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
        if config.options.strict_whitespace {
            check_text.to_string()
        } else {
            canonicalize_whitespace(check_text)
        },
    );
    // LLVM's FileCheck canonicalizes each run of spaces and tabs in both
    // the check file and the input to one space unless
    // --strict-whitespace; the matcher crate does not, so do it here (a
    // tabular dump such as llvm-dwarfdump's line table otherwise needs a
    // regex between columns).
    let input = if config.options.strict_whitespace {
        input.to_string()
    } else {
        canonicalize_whitespace(input)
    };
    let input_file = config.source_manager.load(
        SourceLanguage::Unknown,
        FileName::from(input_name.to_string()),
        input,
    );
    let mut test = Test::new(match_file, &config);
    test.verify(input_file)
        .map(|_| ())
        .map_err(|report| Failure::Mismatch(render(&report)))
}

/// Each run of horizontal whitespace becomes one space.
fn canonicalize_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_run = false;
    for c in text.chars() {
        if c == ' ' || c == '\t' {
            if !in_run {
                out.push(' ');
            }
            in_run = true;
        } else {
            out.push(c);
            in_run = false;
        }
    }
    out
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

#[cfg(test)]
mod tests {
    //! Each directive against LLVM FileCheck's documented semantics
    //! (llvm.org/docs/CommandGuide/FileCheck.html), passing and failing.

    use super::*;

    fn run(checks: &str, input: &str, options: &[&str]) -> Result<(), String> {
        let options: Vec<String> = options.iter().map(|s| s.to_string()).collect();
        check("t.test", checks, "<stdin>", input, &options).map_err(|f| f.message().to_string())
    }

    fn ok(checks: &str, input: &str) {
        if let Err(e) = run(checks, input, &[]) {
            panic!("expected a match of\n{checks}\nagainst\n{input}\ngot\n{e}");
        }
    }

    fn fails(checks: &str, input: &str) -> String {
        match run(checks, input, &[]) {
            Ok(()) => panic!("expected\n{checks}\nnot to match\n{input}"),
            Err(e) => e,
        }
    }

    #[test]
    fn input_whitespace_runs_match_one_space_unless_strict() {
        ok("CHECK: a 28 5\n", "a     28\t\t5\n");
        assert!(run("CHECK: a 28\n", "a    28\n", &["--strict-whitespace"]).is_err());
    }

    #[test]
    fn check_finds_in_order() {
        ok("CHECK: a\nCHECK: c\n", "a\nb\nc\n");
        ok("CHECK: ell\n", "hello\n");
        let e = fails("CHECK: c\nCHECK: a\n", "a\nb\nc\n");
        // The report names the pattern's line and the searched input.
        assert!(e.contains("line 2"), "{e}");
        assert!(e.contains("CHECK: a"), "{e}");
    }

    #[test]
    fn check_next_needs_the_very_next_line() {
        ok("CHECK: a\nCHECK-NEXT: b\n", "a\nb\n");
        fails("CHECK: a\nCHECK-NEXT: b\n", "a\nx\nb\n");
        fails("CHECK: a\nCHECK-NEXT: b\n", "a b\n");
    }

    #[test]
    fn check_same_stays_on_the_line() {
        ok("CHECK: a\nCHECK-SAME: c\n", "a b c\n");
        fails("CHECK: a\nCHECK-SAME: c\n", "a b\nc\n");
        // In order within the line, too.
        fails("CHECK: b\nCHECK-SAME: a\n", "a b\n");
    }

    #[test]
    fn check_empty_needs_an_empty_next_line() {
        ok("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n");
        fails("CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n");
    }

    #[test]
    fn check_not_between_matches() {
        ok("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\ny\nb\nx\n");
        fails("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n");
        // Before the first match and after the last.
        fails("CHECK-NOT: x\nCHECK: a\n", "x\na\n");
        fails("CHECK: a\nCHECK-NOT: x\n", "a\nx\n");
        ok("CHECK: a\nCHECK-NOT: x\n", "x\na\n");
    }

    #[test]
    fn check_dag_any_order() {
        let dag = "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n";
        ok(dag, "a\nb\nc\n");
        ok(dag, "b\na\nc\n");
        // All of a DAG group must come before the next positive match.
        fails(dag, "a\nc\nb\n");
        ok("CHECK-DAG: a\nCHECK-DAG: a\n", "a\na\n");
        // Known divergence (see the module doc): LLVM requires the matches
        // of one DAG group not to overlap, so it rejects this; litcheck
        // accepts it. The `llvm-lit` test catches files relying on it.
        ok("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n");
    }

    #[test]
    fn check_label_partitions_the_input() {
        let checks = "CHECK-LABEL: f:\nCHECK: x\nCHECK-LABEL: g:\nCHECK: y\n";
        ok(checks, "f:\nx\ng:\ny\n");
        // `x` after `g:` belongs to g's block, so f's `CHECK: x` fails.
        let e = fails(checks, "f:\ng:\nx\ny\n");
        assert!(e.contains("CHECK: x"), "{e}");
    }

    #[test]
    fn check_count() {
        ok("CHECK-COUNT-2: a\nCHECK-NOT: a\n", "a\na\n");
        fails("CHECK-COUNT-3: a\n", "a\na\n");
    }

    #[test]
    fn regex_blocks() {
        ok("CHECK: s_mov_b32 s{{[0-9]+}}, 0\n", "s_mov_b32 s12, 0\n");
        fails("CHECK: s_mov_b32 s{{[0-9]+}}, 0\n", "s_mov_b32 sx, 0\n");
        // Outside {{ }} regex characters are literal.
        ok("CHECK: a.b*c\n", "a.b*c\n");
        fails("CHECK: a.b*c\n", "axbc\n");
        ok("CHECK: {{^}}x{{$}}\n", "yx\nx\n");
    }

    #[test]
    fn variables_capture_and_reuse() {
        let checks = "CHECK: [[R:v[0-9]+]] = load\nCHECK: store [[R]]\n";
        ok(checks, "v3 = load\nstore v3\n");
        let e = fails(checks, "v3 = load\nstore v4\n");
        assert!(e.contains("store [[R]]"), "{e}");
        // A definition and a use on one line.
        ok("CHECK: [[X:[a-z]+]] [[X]]\n", "ab ab\n");
        fails("CHECK: [[X:[a-z]+]] [[X]]\n", "ab cd\n");
    }

    #[test]
    fn custom_prefixes() {
        let checks = "CHECK: k\nGFX9-NEXT: nine\nGFX11-NEXT: eleven\n";
        let o = |p| run(checks, "k\nnine\n", &[p]);
        o("--check-prefixes=CHECK,GFX9").unwrap();
        assert!(o("--check-prefixes=CHECK,GFX11").is_err());
        run(checks, "k\neleven\n", &["--check-prefixes=CHECK,GFX11"]).unwrap();
        // As in LLVM, a -NEXT cannot be the first directive.
        assert!(run(checks, "eleven\n", &["--check-prefix=GFX11"]).is_err());
        // A prefix that no directive uses is an error, as in LLVM.
        let e = run("CHECK: a\n", "a\n", &["--check-prefixes=CHECK,GFX9"]).unwrap_err();
        assert!(e.contains("GFX9"), "{e}");
        run(
            "CHECK: a\n",
            "a\n",
            &["--check-prefixes=CHECK,GFX9", "--allow-unused-prefixes"],
        )
        .unwrap();
    }

    #[test]
    fn run_lines_are_comments() {
        ok("; RUN: agc %s | FileCheck %s\n; CHECK: a\n", "a\n");
    }

    #[test]
    fn options() {
        run("CHECK: b\n", "abc\n", &["--match-full-lines"]).unwrap_err();
        run("CHECK: abc\n", "abc\n", &["--match-full-lines"]).unwrap();
        run(
            "CHECK: a\nCHECK: c\n",
            "a\nwarning\nc\n",
            &["--implicit-check-not=warning"],
        )
        .unwrap_err();
        run(
            "CHECK: a\nCHECK: c\n",
            "a\nc\n",
            &["--implicit-check-not=warning"],
        )
        .unwrap();
        let e = run("CHECK-NOT: a\n", "", &[]).unwrap_err();
        assert!(e.contains("is empty"), "{e}");
        run("CHECK-NOT: a\n", "", &["--allow-empty"]).unwrap();
        assert!(matches!(
            check("t", "CHECK: a", "i", "a", &["--no-such-option".into()]),
            Err(Failure::Usage(_))
        ));
    }

    #[test]
    fn command_line() {
        let a =
            |v: &[&str]| FileCheckArgs::parse(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let p = a(&[
            "-check-prefix",
            "X",
            "%s",
            "--input-file=in",
            "--match-full-lines",
        ])
        .unwrap();
        assert_eq!(p.check_file, "%s");
        assert_eq!(p.input_file.as_deref(), Some("in"));
        assert_eq!(p.options, ["--check-prefix=X", "--match-full-lines"]);
        let p = a(&["--input-file", "in", "c", "--implicit-check-not", "error:"]).unwrap();
        assert_eq!(p.input_file.as_deref(), Some("in"));
        assert_eq!(p.options, ["--implicit-check-not=error:"]);
        assert!(a(&["--check-prefix"]).is_err());
        assert!(a(&["a", "b"]).is_err());
        assert!(a(&[]).is_err());
        assert!(a(&["--allow-empty=yes", "c"]).is_err());
    }
}
