//! Reading a test file's script: `RUN:`, `REQUIRES:` and `UNSUPPORTED:`.
//!
//! As in LLVM's lit, a keyword counts wherever it stands on a line, so the
//! comment syntax of the file does not matter (`; RUN:` in `.agc`,
//! `# RUN:` in `.test`, `// RUN:` in `.cl`). The text after the keyword,
//! trimmed, is the command. A command whose text ends in `\` continues on
//! the next `RUN:` line; the pieces are joined with one space.

/// One command of a test, after continuation lines are joined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// The 1-based line number of its first `RUN:` line.
    pub line: usize,
    /// The command, before substitution.
    pub command: String,
}

/// Everything the harness reads from a test file besides its directives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    /// The commands, in file order.
    pub run: Vec<RunLine>,
    /// Terms of every `REQUIRES:` line; all must hold.
    pub requires: Vec<String>,
    /// Terms of every `UNSUPPORTED:` line; none may hold.
    pub unsupported: Vec<String>,
}

const KEYWORDS: [&str; 3] = ["RUN:", "REQUIRES:", "UNSUPPORTED:"];

impl Script {
    /// Parses the script out of a test file's text.
    pub fn parse(text: &str) -> Result<Script, String> {
        let mut script = Script::default();
        // The command being continued, if the previous RUN line ended in `\`.
        let mut pending: Option<RunLine> = None;
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let found = KEYWORDS
                .iter()
                .filter_map(|k| line.find(k).map(|at| (at, *k)))
                .min();
            let Some((at, keyword)) = found else {
                continue;
            };
            let rest = line[at + keyword.len()..].trim();
            match keyword {
                "RUN:" => {
                    let (piece, continues) = match rest.strip_suffix('\\') {
                        Some(piece) => (piece.trim_end(), true),
                        None => (rest, false),
                    };
                    let mut run = match pending.take() {
                        Some(mut run) => {
                            if !run.command.is_empty() && !piece.is_empty() {
                                run.command.push(' ');
                            }
                            run.command.push_str(piece);
                            run
                        }
                        None => RunLine {
                            line: number,
                            command: piece.to_string(),
                        },
                    };
                    if continues {
                        pending = Some(run);
                    } else {
                        run.command = run.command.trim().to_string();
                        if run.command.is_empty() {
                            return Err(format!("line {number}: empty RUN command"));
                        }
                        script.run.push(run);
                    }
                }
                _ => {
                    if let Some(run) = &pending {
                        return Err(format!(
                            "line {number}: {keyword} inside the RUN command continued from line {}",
                            run.line
                        ));
                    }
                    let terms = rest
                        .split(',')
                        .map(str::trim)
                        .filter(|t| !t.is_empty())
                        .map(String::from);
                    if keyword == "REQUIRES:" {
                        script.requires.extend(terms);
                    } else {
                        script.unsupported.extend(terms);
                    }
                }
            }
        }
        if let Some(run) = pending {
            return Err(format!(
                "line {}: RUN command ends in `\\` but no RUN line follows",
                run.line
            ));
        }
        if script.run.is_empty() {
            return Err("no RUN lines".to_string());
        }
        Ok(script)
    }

    /// Why the test cannot run with these features, if it cannot.
    ///
    /// A term is a feature name, or `!name` for its absence.
    pub fn skip_reason(&self, features: &[String]) -> Option<String> {
        let holds = |term: &str| match term.strip_prefix('!') {
            Some(name) => !features.iter().any(|f| f == name.trim()),
            None => features.iter().any(|f| f == term),
        };
        if let Some(term) = self.requires.iter().find(|t| !holds(t)) {
            return Some(format!("REQUIRES: {term} does not hold"));
        }
        if let Some(term) = self.unsupported.iter().find(|t| holds(t)) {
            return Some(format!("UNSUPPORTED: {term} holds"));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_in_order_with_line_numbers() {
        let s = Script::parse("; RUN: echo a\nfoo\n# RUN:   echo b  \n// RUN: echo c\n").unwrap();
        let got: Vec<_> = s.run.iter().map(|r| (r.line, r.command.as_str())).collect();
        assert_eq!(got, [(1, "echo a"), (3, "echo b"), (4, "echo c")]);
    }

    #[test]
    fn continuation_joins_lines() {
        let s =
            Script::parse("; RUN: echo a \\\n; RUN:   b\\\n; RUN: | cat\n; RUN: true\n").unwrap();
        assert_eq!(s.run.len(), 2);
        assert_eq!(s.run[0].line, 1);
        assert_eq!(s.run[0].command, "echo a b | cat");
        assert_eq!(s.run[1].command, "true");
    }

    #[test]
    fn dangling_continuation_is_an_error() {
        let err = Script::parse("; RUN: echo a \\\n").unwrap_err();
        assert!(err.contains("no RUN line follows"), "{err}");
        let err = Script::parse("; RUN: echo \\\n; REQUIRES: x\n; RUN: b\n").unwrap_err();
        assert!(err.contains("REQUIRES:"), "{err}");
    }

    #[test]
    fn no_run_lines_is_an_error() {
        assert_eq!(Script::parse("; CHECK: x\n").unwrap_err(), "no RUN lines");
        assert!(Script::parse("; RUN:\n").is_err());
    }

    #[test]
    fn requires_and_unsupported() {
        let s = Script::parse("; RUN: true\n; REQUIRES: llvm, a\n; UNSUPPORTED: b\n").unwrap();
        assert_eq!(s.requires, ["llvm", "a"]);
        let f = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(s.skip_reason(&f(&["llvm", "a"])), None);
        assert!(s
            .skip_reason(&f(&["llvm"]))
            .unwrap()
            .contains("a does not hold"));
        assert!(s
            .skip_reason(&f(&["llvm", "a", "b"]))
            .unwrap()
            .contains("b holds"));
        let s = Script::parse("; RUN: true\n; REQUIRES: !b\n").unwrap();
        assert_eq!(s.skip_reason(&f(&[])), None);
        assert!(s.skip_reason(&f(&["b"])).is_some());
    }

    #[test]
    fn leftmost_keyword_wins() {
        // As in lit: the first keyword on the line is the one that counts.
        let s = Script::parse("; RUN: echo REQUIRES: x\n").unwrap();
        assert_eq!(s.run[0].command, "echo REQUIRES: x");
        assert!(s.requires.is_empty());
    }
}
