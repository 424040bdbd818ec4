//! Discovering test files and running one.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};

use crate::bless;
use crate::filecheck::{FILECHECK_ARG, NOT_ARG};
use crate::script::Script;
use crate::subst::{shell_quote, Substitutions};

/// File suffixes that hold tests.
pub const SUFFIXES: &[&str] = &["agc", "ll", "s", "cl", "test", "txt"];

/// The environment variable that turns on bless mode.
pub const BLESS_VAR: &str = "AGC_BLESS";

/// Whether `AGC_BLESS` is set to something other than empty or `0`.
pub fn bless_requested() -> bool {
    std::env::var_os(BLESS_VAR).is_some_and(|v| !v.is_empty() && v != "0")
}

/// A directory of test files and how to run them.
#[derive(Debug, Clone)]
pub struct Suite {
    /// Where the test files are (`tests/lit`).
    pub root: PathBuf,
    /// Where `%t` paths go; a test's is `<tmp_root>/<relative path>.tmp`.
    pub tmp_root: PathBuf,
    /// Tool names substituted in RUN lines, with the shell text for each.
    pub tools: Vec<(String, String)>,
    /// Features for `REQUIRES:`/`UNSUPPORTED:`.
    pub features: Vec<String>,
}

impl Suite {
    /// A suite whose `FileCheck` and `not` are the running executable's
    /// in-process helpers (see [`crate::filecheck::helper_main`]). Adds the
    /// feature `llvm` when LLVM's tools are installed ([`llvm_bindir`]).
    pub fn new(root: impl Into<PathBuf>, tmp_root: impl Into<PathBuf>) -> Suite {
        let exe = std::env::current_exe()
            .map(|p| shell_quote(&p.to_string_lossy()))
            .unwrap_or_else(|_| "false".to_string());
        let mut features = Vec::new();
        let mut tools = vec![
            ("FileCheck".into(), format!("{exe} {FILECHECK_ARG}")),
            ("not".into(), format!("{exe} {NOT_ARG}")),
        ];
        if let Some(bin) = llvm_bindir() {
            features.push("llvm".to_string());
            // LLVM's tools by their plain names, for `REQUIRES: llvm` tests.
            for name in LLVM_TOOLS {
                tools.push((
                    name.to_string(),
                    shell_quote(&bin.join(name).to_string_lossy()),
                ));
            }
        }
        Suite {
            root: root.into(),
            tmp_root: tmp_root.into(),
            tools,
            features,
        }
    }

    /// Adds a tool: `name` in RUN lines becomes `path`.
    pub fn tool(mut self, name: &str, path: impl AsRef<Path>) -> Suite {
        let path = shell_quote(&path.as_ref().to_string_lossy());
        self.tools.push((name.to_string(), path));
        self
    }

    /// Adds a feature for `REQUIRES:`.
    pub fn feature(mut self, name: &str) -> Suite {
        self.features.push(name.to_string());
        self
    }

    /// The path of a tool, if the suite has one by that name.
    pub fn tool_path(&self, name: &str) -> Option<&str> {
        self.tools
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, p)| p.as_str())
    }

    /// Every test file under the root, as paths relative to it with `/`
    /// separators, sorted. Directories named `Inputs` hold inputs of other
    /// tests, not tests (as in LLVM).
    pub fn discover(&self) -> Result<Vec<String>, String> {
        let mut found = Vec::new();
        walk(&self.root, &self.root, &mut found)?;
        found.sort();
        Ok(found)
    }

    /// One libtest trial per test file, named `lit::<relative path>`.
    /// A test whose `REQUIRES:`/`UNSUPPORTED:` rule it out is ignored.
    pub fn trials(self) -> Result<Vec<Trial>, String> {
        let suite = Arc::new(self);
        let bless = bless_requested();
        let mut trials = Vec::new();
        for rel in suite.discover()? {
            let text = std::fs::read_to_string(suite.root.join(&rel))
                .map_err(|e| format!("{rel}: {e}"))?;
            let skip = Script::parse(&text)
                .ok()
                .and_then(|s| s.skip_reason(&suite.features));
            let s = Arc::clone(&suite);
            let name = format!("lit::{rel}");
            let trial = Trial::test(name, move || s.run_file(&rel, bless).map_err(Failed::from));
            trials.push(trial.with_ignored_flag(skip.is_some()));
        }
        Ok(trials)
    }

    /// Runs one test (blessing it first when `bless` and it is precise).
    /// The error is the report to show.
    pub fn run_file(&self, rel: &str, bless: bool) -> Result<(), String> {
        let path = self.root.join(rel);
        let mut text = std::fs::read_to_string(&path).map_err(|e| format!("{rel}: {e}"))?;
        let precise = bless::is_precise(&text);
        if bless && precise {
            text = self.bless_file(rel)?;
        }
        let script = Script::parse(&text).map_err(|e| format!("{rel}: {e}"))?;
        for run in &script.run {
            let result = self.execute(rel, &run.command)?;
            if !result.ok {
                let mut msg = format!(
                    "{rel}: RUN at line {} failed\n{}",
                    run.line,
                    result.report(&run.command)
                );
                if precise {
                    msg.push_str(
                        "\nnote: this test's CHECK lines are generated; if the new output is \
                         right, rerun with AGC_BLESS=1 cargo test --test lit to update them\n",
                    );
                }
                return Err(msg);
            }
        }
        Ok(())
    }

    /// Regenerates the directives of the precise test at `rel` from the
    /// output of its RUN lines (see [`bless`]) and returns its new text.
    pub fn bless_file(&self, rel: &str) -> Result<String, String> {
        let path = self.root.join(rel);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{rel}: {e}"))?;
        let script = Script::parse(&text).map_err(|e| format!("{rel}: {e}"))?;
        let mut outputs = Vec::new();
        for run in &script.run {
            let Some(capture) = bless::capture(&run.command) else {
                continue;
            };
            let result = self.execute(rel, &capture.producer)?;
            if !result.ok {
                return Err(format!(
                    "{rel}: bless: the command of the RUN line at line {} failed\n{}",
                    run.line,
                    result.report(&capture.producer)
                ));
            }
            outputs.push((capture.prefixes, result.stdout));
        }
        let new = bless::regenerate(&text, &outputs).map_err(|e| format!("{rel}: bless: {e}"))?;
        if new != text {
            std::fs::write(&path, &new).map_err(|e| format!("{rel}: {e}"))?;
        }
        Ok(new)
    }

    /// The substitutions for the test at `rel`.
    pub fn substitutions(&self, rel: &str) -> Substitutions {
        Substitutions {
            source: self.root.join(rel),
            tmp: self.tmp_root.join(format!("{rel}.tmp")),
            tools: self.tools.clone(),
        }
    }

    /// Runs one command of the test at `rel` with `bash -o pipefail -c`,
    /// in the test's directory.
    pub fn execute(&self, rel: &str, command: &str) -> Result<Outcome, String> {
        let subst = self.substitutions(rel);
        if let Some(dir) = subst.tmp.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let expanded = subst.apply(command);
        let dir = subst.source.parent().unwrap_or(Path::new("."));
        let output = Command::new("bash")
            .args(["-o", "pipefail", "-c", &expanded])
            .current_dir(dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run bash: {e}"))?;
        Ok(Outcome {
            expanded,
            ok: output.status.success(),
            status: output.status.to_string(),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        })
    }
}

/// What running one command did.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The command after substitution.
    pub expanded: String,
    /// Whether it exited with status 0.
    pub ok: bool,
    /// Its exit status, as text.
    pub status: String,
    /// Its standard output.
    pub stdout: String,
    /// Its standard error.
    pub stderr: String,
}

impl Outcome {
    /// The failure report: the command as written and as run, its exit
    /// status and its output.
    pub fn report(&self, command: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "RUN: {command}");
        let _ = writeln!(s, "$ {}", self.expanded);
        let _ = writeln!(s, "{}", self.status);
        for (name, text) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            if text.is_empty() {
                let _ = writeln!(s, "--- {name}: (empty)");
            } else {
                let _ = writeln!(s, "--- {name}:\n{}", text.trim_end());
            }
        }
        s
    }
}

fn walk(root: &Path, dir: &Path, found: &mut Vec<String>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            if name != "Inputs" {
                walk(root, &path, found)?;
            }
            continue;
        }
        let suffix = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if SUFFIXES.contains(&suffix) {
            let rel = path.strip_prefix(root).unwrap_or(&path);
            let parts: Vec<_> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect();
            found.push(parts.join("/"));
        }
    }
    Ok(())
}

/// LLVM's tools a `REQUIRES: llvm` test may name in its RUN lines.
pub const LLVM_TOOLS: &[&str] = &[
    "llvm-mc",
    "llvm-objdump",
    "llvm-readelf",
    "llvm-dwarfdump",
    "ld.lld",
    "llc",
    "clang",
];

/// The directory of LLVM 22's tools (`llvm-config-22 --bindir`, or the
/// `LLVM_BINDIR` environment variable), if `FileCheck` is there.
pub fn llvm_bindir() -> Option<PathBuf> {
    let dir = match std::env::var_os("LLVM_BINDIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let out = Command::new("llvm-config-22")
                .arg("--bindir")
                .output()
                .ok()?;
            PathBuf::from(String::from_utf8(out.stdout).ok()?.trim())
        }
    };
    dir.join("FileCheck").is_file().then_some(dir)
}

/// The path of LLVM 22's tool `name` (`llvm-mc`, `ld.lld`, `clang`, ...)
/// for an oracle test. Panics, saying how to install it, when LLVM 22 is
/// missing: an oracle never goes missing silently.
pub fn llvm_tool(name: &str) -> PathBuf {
    let path = llvm_bindir().map(|d| d.join(name)).filter(|p| p.is_file());
    path.unwrap_or_else(|| {
        panic!(
            "`{name}` of LLVM 22 is this test's oracle and was not found (`llvm-config-22 --bindir`, \
             or LLVM_BINDIR); install the Debian packages llvm-22, lld-22 and clang-22 \
             (./run-tests.sh does)"
        )
    })
}

/// LLVM's `lit` runner, if installed: `<bindir>/lit` (Debian's llvm-22-tools
/// ships it there), else `lit` on the PATH (`pip install lit`).
pub fn llvm_lit() -> Option<PathBuf> {
    if let Some(lit) = llvm_bindir().map(|d| d.join("lit")).filter(|p| p.is_file()) {
        return Some(lit);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("lit"))
        .find(|p| p.is_file())
}

/// A trial named `llvm-lit` that runs the whole suite under LLVM's own
/// `lit` with LLVM's `FileCheck` and `not` (`tests/lit/lit.cfg.py`), so the
/// test files stay valid for both. When lit or LLVM is missing the trial
/// fails and says how to install them: an oracle never goes missing silently.
pub fn llvm_lit_trial(suite: &Suite, agc: &Path) -> Option<Trial> {
    let (Some(lit), Some(_)) = (llvm_lit(), llvm_bindir()) else {
        return Some(Trial::test("llvm-lit", || {
            Err("LLVM 22's lit, FileCheck or not is missing: run ./run-tests.sh, which installs llvm-22".into())
        }));
    };
    let root = suite.root.clone();
    let exec_root = suite.tmp_root.join("llvm-lit");
    let agc = agc.to_path_buf();
    Some(Trial::test("llvm-lit", move || {
        let output = Command::new(&lit)
            .args(["-v", "-j1"])
            .arg(&root)
            .env("AGC", &agc)
            .env("AGC_LIT_EXEC_ROOT", &exec_root)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", lit.display()))?;
        if output.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{} -v {} failed ({})\n{}{}",
                lit.display(),
                root.display(),
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            )
            .into())
        }
    }))
}

/// The `main` of `tests/lit.rs` after the helper check: one trial per test
/// file plus `llvm-lit` when LLVM's lit is installed, run by libtest-mimic
/// with the command line's filters.
pub fn main(suite: Suite, agc: &Path) -> ExitCode {
    let args = Arguments::from_args();
    // Bless rewrites files that lit would be reading at the same time.
    let lit_trial = if bless_requested() {
        None
    } else {
        llvm_lit_trial(&suite, agc)
    };
    let mut trials = match suite.clone().trials() {
        Ok(trials) => trials,
        Err(err) => {
            eprintln!("lit: {err}");
            return ExitCode::FAILURE;
        }
    };
    trials.extend(self_test_trials(&suite));
    match lit_trial {
        Some(trial) => trials.push(trial),
        None => {
            eprintln!("note: not running the suite under LLVM's lit in bless mode")
        }
    }
    libtest_mimic::run(&args, trials).exit_code()
}

/// Tests of the harness that need the in-process `FileCheck`, so they live
/// in the lit executable rather than in unit tests: bless regenerates a
/// precise test on a scratch copy, and a failing test's report has the
/// RUN line, the substituted command, the output, the exit status, and
/// (for a precise test) the bless hint. Named `lit-harness::*`.
pub fn self_test_trials(suite: &Suite) -> Vec<Trial> {
    let suite = suite.clone();
    let scratch = move |name: &str, text: &str| -> Result<Suite, Failed> {
        let mut s = suite.clone();
        s.root = suite.tmp_root.join("lit-harness").join(name);
        s.tmp_root = s.root.join("tmp");
        std::fs::create_dir_all(&s.root).map_err(|e| e.to_string())?;
        std::fs::write(s.root.join("t.test"), text).map_err(|e| e.to_string())?;
        Ok(s)
    };
    let check = |cond: bool, what: &str, got: &str| -> Result<(), Failed> {
        if cond {
            Ok(())
        } else {
            Err(format!("{what}; got:\n{got}").into())
        }
    };
    let bless_test = {
        let scratch = scratch.clone();
        move || {
            let head = "# NOTE: Assertions are generated; rerun with AGC_BLESS=1\n\
                        # RUN: printf 'a\\n{{b}}\\n\\nc\\n' | FileCheck %s --check-prefixes=CHECK,ONE --allow-unused-prefixes\n\
                        # RUN: printf 'a\\n{{b}}\\n\\nc\\n' | FileCheck %s --check-prefixes=CHECK,TWO --allow-unused-prefixes\n\
                        # RUN: printf 'other\\n' | FileCheck %s --check-prefixes=THREE\n\
                        # RUN: true\n";
            let s = scratch(
                "bless",
                &format!("{head}\n# CHECK: stale\n# THREE: stale\n"),
            )?;
            s.run_file("t.test", true)?;
            let got = std::fs::read_to_string(s.root.join("t.test")).map_err(|e| e.to_string())?;
            let want = format!(
                "{head}\n# CHECK: a\n# CHECK-NEXT: {{{{\\{{\\{{}}}}b}}}}\n# CHECK-EMPTY:\n\
                 # CHECK-NEXT: c\n# CHECK-NOT: {{{{.}}}}\n\n# THREE: other\n# THREE-NOT: {{{{.}}}}\n"
            );
            check(got == want, &format!("bless should write\n{want}"), &got)?;
            // Now it passes without bless, and blessing again changes nothing.
            s.run_file("t.test", false)?;
            s.run_file("t.test", true)?;
            let again =
                std::fs::read_to_string(s.root.join("t.test")).map_err(|e| e.to_string())?;
            check(again == got, "a second bless should change nothing", &again)
        }
    };
    let report_test = move || {
        let text = "# NOTE: Assertions are generated\n\
                    # RUN: true\n\
                    # RUN: printf 'x\\ny\\n' | FileCheck %s\n# CHECK: x\n# CHECK-NEXT: z\n";
        let s = scratch("report", text)?;
        let err = s
            .run_file("t.test", false)
            .err()
            .ok_or("a wrong CHECK-NEXT passed")?;
        for want in [
            "t.test: RUN at line 3 failed",
            "RUN: printf 'x\\ny\\n' | FileCheck %s",
            "--agc-filecheck",
            "exit status: 1",
            "CHECK-NEXT: z",
            "AGC_BLESS=1",
        ] {
            check(
                err.contains(want),
                &format!("the report should contain `{want}`"),
                &err,
            )?;
        }
        Ok(())
    };
    vec![
        Trial::test("lit-harness::bless", bless_test),
        Trial::test("lit-harness::failure-report", report_test),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch_dir;
    use tempfile::TempDir;

    /// A suite directory for one test, removed when the guard is dropped.
    fn scratch(name: &str) -> TempDir {
        scratch_dir(&format!("agc-tests-{name}-"))
    }

    #[test]
    fn discovery_by_suffix_sorted_skipping_inputs() {
        let tmp = scratch("discover");
        let root = tmp.path();
        for f in [
            "b/x.agc",
            "a.test",
            "b/Inputs/in.agc",
            "c.rs",
            "README.md",
            "lit.cfg.py",
            "b/y.txt",
        ] {
            let p = root.join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "").unwrap();
        }
        let suite = Suite::new(root, root.join("tmp"));
        assert_eq!(suite.discover().unwrap(), ["a.test", "b/x.agc", "b/y.txt"]);
    }

    #[test]
    fn runs_in_order_and_reports_the_first_failure() {
        let tmp = scratch("run");
        let root = tmp.path();
        let text = "# RUN: echo %s > %t\n# RUN: grep -q t.test %t\n\
                    # RUN: test \"$(pwd)\" = %S\n# RUN: echo out; echo err >&2; exit 3\n# RUN: false\n";
        std::fs::write(root.join("t.test"), text).unwrap();
        let suite = Suite::new(root, root.join("tmp"));
        let err = suite.run_file("t.test", false).unwrap_err();
        assert!(err.starts_with("t.test: RUN at line 4 failed\n"), "{err}");
        assert!(err.contains("\nexit status: 3\n"), "{err}");
        assert!(err.contains("--- stdout:\nout\n--- stderr:\nerr"), "{err}");
        assert!(!err.contains("AGC_BLESS"), "{err}");
    }

    #[test]
    fn bless_rewrites_a_precise_file() {
        // Only bless itself: checking the result needs the in-process
        // FileCheck, which `lit-harness::bless` covers.
        let tmp = scratch("bless");
        let root = tmp.path();
        let text = "; NOTE: Assertions are generated\n; RUN: printf 'x [[y]]\\n' | FileCheck %s\n\n; CHECK: old\n";
        std::fs::write(root.join("t.agc"), text).unwrap();
        let suite = Suite::new(root, root.join("tmp"));
        let new = suite.bless_file("t.agc").unwrap();
        let want =
            "; NOTE: Assertions are generated\n; RUN: printf 'x [[y]]\\n' | FileCheck %s\n\n\
                    ; CHECK: x {{\\[\\[}}y]]\n; CHECK-NOT: {{.}}\n";
        assert_eq!(new, want);
        assert_eq!(std::fs::read_to_string(root.join("t.agc")).unwrap(), want);
        // A failing producer is an error, and the file stays.
        std::fs::write(
            root.join("f.agc"),
            "; NOTE: Assertions are generated\n; RUN: false | FileCheck %s\n",
        )
        .unwrap();
        let err = suite.bless_file("f.agc").unwrap_err();
        assert!(
            err.contains("bless: the command of the RUN line at line 2 failed"),
            "{err}"
        );
    }
}
