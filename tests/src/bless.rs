//! Precise-output tests and their regeneration (`AGC_BLESS=1`).
//!
//! A test is *precise* when a line holds [`MARKER`], e.g.
//!
//! ```text
//! ; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
//! ```
//!
//! Its directives for the prefixes of every RUN line shaped
//! `CMD | FileCheck %s [--check-prefix(es)=...]` are then output, not
//! prose: bless runs each CMD (substituted, in the test's directory, and
//! it must succeed), and rewrites the directives from what they print, the
//! way LLVM's `update_test_checks.py` does:
//!
//! - a RUN line's output goes under the first of its prefixes that every
//!   RUN line using it agrees on (prints the same text), so
//!   `--check-prefixes=CHECK,GFX9` and `--check-prefixes=CHECK,GFX11` share
//!   one `CHECK` block while outputs agree and get a block each otherwise;
//! - a block is `P:` for the first non-empty line, `P-NEXT:` for each
//!   following line, `P-EMPTY:` for an empty one, and `P-NOT: {{.}}` last,
//!   so nothing may follow; leading and trailing empty lines are dropped;
//! - `{{` and `[[` in the output are escaped as `{{\{\{}}` and `{{\[\[}}`;
//! - each directive starts with the marker line's comment leader (`;`,
//!   `#`, `//`: whatever precedes `NOTE:`);
//! - the old directives of those prefixes are removed and the new blocks
//!   go where the first of them was, or at the end of the file.
//!
//! The harness then runs the test as usual, which checks the result.

/// The text that makes a test precise.
pub const MARKER: &str = "NOTE: Assertions are generated";

/// The line to put in a precise test, after the file's comment leader.
pub const MARKER_LINE: &str =
    "NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit";

/// Whether `text` is a precise-output test.
pub fn is_precise(text: &str) -> bool {
    text.lines().any(|l| l.contains(MARKER))
}

/// A RUN command whose output bless captures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Capture {
    /// The command before `| FileCheck`, unsubstituted.
    pub producer: String,
    /// The FileCheck prefixes, `CHECK` if none are given.
    pub prefixes: Vec<String>,
}

/// Splits `CMD | FileCheck %s [OPTIONS]` into a [`Capture`]; `None` for any
/// other command (no FileCheck at the end of the pipeline, a check file
/// other than `%s`, or `--input-file`).
pub fn capture(command: &str) -> Option<Capture> {
    let (producer, checker) = command.rsplit_once('|')?;
    let mut words = checker.split_whitespace();
    if words.next()? != "FileCheck" || producer.trim_end().ends_with('|') {
        return None;
    }
    let mut prefixes = Vec::new();
    let mut check_file = None;
    let mut words = words.peekable();
    while let Some(word) = words.next() {
        let word = word.trim_matches(|c| c == '\'' || c == '"');
        let option = word.trim_start_matches('-');
        if !word.starts_with('-') {
            check_file = Some(word);
            continue;
        }
        let (name, value) = match option.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (option, None),
        };
        match name {
            "check-prefix" | "check-prefixes" => {
                let value = value.or_else(|| words.next().map(String::from))?;
                prefixes.extend(value.split(',').map(|p| p.trim().to_string()));
            }
            "input-file" => return None,
            "implicit-check-not" | "comment-prefixes" | "dump-input" | "D" if value.is_none() => {
                words.next();
            }
            _ => {}
        }
    }
    if check_file != Some("%s") {
        return None;
    }
    if prefixes.is_empty() {
        prefixes.push("CHECK".to_string());
    }
    Some(Capture {
        producer: producer.trim().to_string(),
        prefixes,
    })
}

/// Rewrites the generated directives of a precise test.
///
/// `outputs` pairs each captured RUN line's prefixes with what its producer
/// printed, in RUN-line order.
pub fn regenerate(text: &str, outputs: &[(Vec<String>, String)]) -> Result<String, String> {
    let leader = text
        .lines()
        .find_map(|l| l.find(MARKER).map(|at| l[..at].trim().to_string()))
        .ok_or("not a precise-output test (no NOTE marker line)")?;
    if leader.is_empty() {
        return Err("the NOTE marker line has no comment leader before `NOTE:`".to_string());
    }
    if outputs.is_empty() {
        return Err("no RUN line of the form `CMD | FileCheck %s` to take output from".to_string());
    }

    // Which prefix holds each run's output.
    let mut blocks: Vec<(String, &str)> = Vec::new();
    for (prefixes, output) in outputs {
        let agreed = prefixes.iter().find(|p| {
            outputs
                .iter()
                .filter(|(ps, _)| ps.contains(p))
                .all(|(_, o)| o == output)
        });
        let Some(prefix) = agreed else {
            return Err(format!(
                "the RUN lines with prefixes {} print different output and share all their \
                 prefixes; give each a prefix of its own",
                prefixes.join(",")
            ));
        };
        if !blocks.iter().any(|(p, _)| p == prefix) {
            blocks.push((prefix.clone(), output));
        }
    }
    let all_prefixes: Vec<&str> = outputs
        .iter()
        .flat_map(|(ps, _)| ps.iter().map(String::as_str))
        .collect();

    let mut generated = String::new();
    for (i, (prefix, output)) in blocks.iter().enumerate() {
        if i > 0 {
            generated.push('\n');
        }
        generated.push_str(&block(&leader, prefix, output));
    }

    // Drop the old directives; the new block goes where they started.
    let lines: Vec<&str> = text.lines().collect();
    let is_old = |l: &str| is_directive(l, &leader, &all_prefixes);
    let first_old = lines.iter().position(|l| is_old(l));
    let mut out = String::with_capacity(text.len() + generated.len());
    match first_old {
        Some(first) => {
            let last = lines.iter().rposition(|l| is_old(l)).unwrap_or(first);
            // A block of directives and blank lines is replaced whole; else
            // only the directive lines go.
            let whole = lines[first..=last]
                .iter()
                .all(|l| is_old(l) || l.trim().is_empty());
            for (i, line) in lines.iter().enumerate() {
                if i == first {
                    out.push_str(&generated);
                }
                let inside = (first..=last).contains(&i);
                if (whole && inside) || is_old(line) {
                    continue;
                }
                out.push_str(line);
                out.push('\n');
            }
        }
        None => {
            let end = lines
                .iter()
                .rposition(|l| !l.trim().is_empty())
                .map_or(0, |i| i + 1);
            for line in &lines[..end] {
                out.push_str(line);
                out.push('\n');
            }
            out.push('\n');
            out.push_str(&generated);
        }
    }
    Ok(out)
}

/// The directives for one output under one prefix.
pub fn block(leader: &str, prefix: &str, output: &str) -> String {
    let lines: Vec<&str> = output.lines().map(|l| l.trim_end_matches('\r')).collect();
    let start = lines.iter().position(|l| !l.trim().is_empty());
    let end = lines.iter().rposition(|l| !l.trim().is_empty());
    let mut out = String::new();
    if let (Some(start), Some(end)) = (start, end) {
        for (i, line) in lines[start..=end].iter().enumerate() {
            let line = line.trim_end();
            if i == 0 {
                out.push_str(&format!("{leader} {prefix}: {}\n", escape(line)));
            } else if line.is_empty() {
                out.push_str(&format!("{leader} {prefix}-EMPTY:\n"));
            } else {
                out.push_str(&format!("{leader} {prefix}-NEXT: {}\n", escape(line)));
            }
        }
    }
    out.push_str(&format!("{leader} {prefix}-NOT: {{{{.}}}}\n"));
    out
}

/// `line` as a FileCheck pattern matching itself literally.
pub fn escape(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("{{") {
            out.push_str(r"{{\{\{}}");
            rest = r;
        } else if let Some(r) = rest.strip_prefix("[[") {
            out.push_str(r"{{\[\[}}");
            rest = r;
        } else {
            let c = rest.chars().next().unwrap_or_default();
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// Whether `line` is a directive `LEADER PREFIX[-KIND]:` for one of
/// `prefixes`.
fn is_directive(line: &str, leader: &str, prefixes: &[&str]) -> bool {
    let Some(rest) = line.trim_start().strip_prefix(leader) else {
        return false;
    };
    let rest = rest.trim_start();
    prefixes.iter().any(|p| {
        let Some(after) = rest.strip_prefix(p) else {
            return false;
        };
        let Some((kind, _)) = after.split_once(':') else {
            return false;
        };
        kind.is_empty()
            || matches!(
                kind,
                "-NEXT" | "-SAME" | "-EMPTY" | "-NOT" | "-DAG" | "-LABEL"
            )
            || kind
                .strip_prefix("-COUNT-")
                .is_some_and(|n| n.parse::<u32>().is_ok())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(p: &[&str]) -> Vec<String> {
        p.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn capture_recognises_filecheck_pipelines() {
        assert_eq!(
            capture("agc --emit ir %s | FileCheck %s"),
            Some(Capture {
                producer: "agc --emit ir %s".into(),
                prefixes: v(&["CHECK"])
            })
        );
        let c = capture("agc -t gfx900 %s | FileCheck --check-prefixes=CHECK,GFX9 %s").unwrap();
        assert_eq!(c.prefixes, v(&["CHECK", "GFX9"]));
        let c = capture("cat %s | sort | FileCheck %s -check-prefix GFX11").unwrap();
        assert_eq!(c.producer, "cat %s | sort");
        assert_eq!(c.prefixes, v(&["GFX11"]));
        assert_eq!(capture("agc %s | FileCheck %S/other.txt"), None);
        assert_eq!(capture("agc %s > %t"), None);
        assert_eq!(capture("FileCheck --input-file %t %s"), None);
        assert_eq!(capture("agc %s | FileCheck --input-file=%t %s"), None);
        assert_eq!(capture("true || FileCheck %s"), None);
    }

    #[test]
    fn escape_brackets() {
        assert_eq!(
            escape("a {{b}} [[c]] [d] {e}"),
            r"a {{\{\{}}b}} {{\[\[}}c]] [d] {e}"
        );
        assert_eq!(escape("{{{"), r"{{\{\{}}{");
    }

    #[test]
    fn block_shape() {
        assert_eq!(
            block(";", "CHECK", "\n\nfirst\n  second\n\nthird [[x]]\n\n"),
            "; CHECK: first\n; CHECK-NEXT:   second\n; CHECK-EMPTY:\n\
             ; CHECK-NEXT: third {{\\[\\[}}x]]\n; CHECK-NOT: {{.}}\n"
        );
    }

    const HEAD: &str = "; RUN: x\n; NOTE: Assertions are generated; rerun\nbody\n";

    #[test]
    fn appends_after_the_last_line() {
        let text = format!("{HEAD}\n\n");
        let got = regenerate(&text, &[(v(&["CHECK"]), "a\nb\n".into())]).unwrap();
        assert_eq!(
            got,
            format!("{HEAD}\n; CHECK: a\n; CHECK-NEXT: b\n; CHECK-NOT: {{{{.}}}}\n")
        );
    }

    #[test]
    fn replaces_the_old_block_in_place() {
        let text =
            format!("{HEAD}; CHECK: old\n\n; CHECK-NEXT: older\n; GFX9: x\ntail\n; OTHER: kept\n");
        let got = regenerate(
            &text,
            &[
                (v(&["CHECK", "GFX9"]), "new\n".into()),
                (v(&["CHECK", "GFX10"]), "new\n".into()),
            ],
        )
        .unwrap();
        assert_eq!(
            got,
            format!("{HEAD}; CHECK: new\n; CHECK-NOT: {{{{.}}}}\ntail\n; OTHER: kept\n")
        );
        // Regenerating is idempotent.
        let again = regenerate(
            &got,
            &[
                (v(&["CHECK", "GFX9"]), "new\n".into()),
                (v(&["CHECK", "GFX10"]), "new\n".into()),
            ],
        )
        .unwrap();
        assert_eq!(again, got);
    }

    #[test]
    fn differing_outputs_get_their_own_prefixes() {
        let outputs = [
            (v(&["CHECK", "GFX9"]), "a\n".to_string()),
            (v(&["CHECK", "GFX11"]), "b\n".to_string()),
            (v(&["CHECK", "GFX11"]), "b\n".to_string()),
        ];
        let got = regenerate(HEAD, &outputs).unwrap();
        assert!(
            got.ends_with(
                "body\n\n; GFX9: a\n; GFX9-NOT: {{.}}\n\n; GFX11: b\n; GFX11-NOT: {{.}}\n"
            ),
            "{got}"
        );
        let err = regenerate(
            HEAD,
            &[(v(&["CHECK"]), "a\n".into()), (v(&["CHECK"]), "b\n".into())],
        )
        .unwrap_err();
        assert!(err.contains("give each a prefix of its own"), "{err}");
    }

    #[test]
    fn leader_comes_from_the_marker_line() {
        let text = "# RUN: x\n# NOTE: Assertions are generated\n";
        let got = regenerate(text, &[(v(&["P"]), "out\n".into())]).unwrap();
        assert!(got.ends_with("\n\n# P: out\n# P-NOT: {{.}}\n"), "{got}");
        assert!(regenerate("RUN: x\nNOTE: Assertions are generated\n", &[]).is_err());
    }
}
