//! Substitution of a RUN command, lit's way.
//!
//! `%s` the test file, `%S` its directory, `%t` a per-test temporary path
//! (its directory exists, the path itself does not until the test makes
//! it), `%T` that directory, `%%` a literal `%`; any other `%x` is left
//! alone (so `printf '%d'` works, as in lit). Tool names (`agc`,
//! `FileCheck`, `not`) are replaced where they stand as words, with the
//! boundaries of LLVM's `ToolSubst`: not preceded by a word character or
//! one of `. - ^ / \ <`, not followed by a word character or `-`/`.`, so
//! `%t.agc`, `agc-foo` and `/bin/not` stay as written.
//!
//! Everything is done in one left-to-right scan, so substituted text is
//! never substituted again. A replacement that the shell would split or
//! interpret is single-quoted.

use std::path::{Path, PathBuf};

/// What a test's commands are substituted with.
#[derive(Debug, Clone)]
pub struct Substitutions {
    /// `%s`.
    pub source: PathBuf,
    /// `%t`.
    pub tmp: PathBuf,
    /// Tool name and the shell text replacing it.
    pub tools: Vec<(String, String)>,
}

impl Substitutions {
    /// Substitutes one command.
    pub fn apply(&self, command: &str) -> String {
        let source_dir = self.source.parent().unwrap_or(Path::new("."));
        let tmp_dir = self.tmp.parent().unwrap_or(Path::new("."));
        let mut out = String::with_capacity(command.len());
        let mut rest = command;
        let mut prev: Option<char> = None;
        'scan: while let Some(c) = rest.chars().next() {
            if c == '%' {
                let replacement = match rest[1..].chars().next() {
                    Some('s') => Some(shell_quote(&self.source.to_string_lossy())),
                    Some('S') => Some(shell_quote(&source_dir.to_string_lossy())),
                    Some('t') => Some(shell_quote(&self.tmp.to_string_lossy())),
                    Some('T') => Some(shell_quote(&tmp_dir.to_string_lossy())),
                    Some('%') => Some("%".to_string()),
                    _ => None,
                };
                if let Some(r) = replacement {
                    out.push_str(&r);
                    rest = &rest[2..];
                    prev = Some('s');
                    continue;
                }
            }
            let starts_word = is_word(c)
                && !prev
                    .is_some_and(|p| is_word(p) || matches!(p, '.' | '-' | '^' | '/' | '\\' | '<'));
            if starts_word {
                for (name, replacement) in &self.tools {
                    if let Some(after) = rest.strip_prefix(name.as_str()) {
                        let next = after.chars().next();
                        if !next.is_some_and(|n| is_word(n) || n == '-' || n == '.') {
                            out.push_str(replacement);
                            rest = after;
                            prev = name.chars().last();
                            continue 'scan;
                        }
                    }
                }
            }
            out.push(c);
            prev = Some(c);
            rest = &rest[c.len_utf8()..];
        }
        out
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `s` as one shell word: unchanged if it has nothing the shell would
/// interpret, else single-quoted.
pub fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subst() -> Substitutions {
        Substitutions {
            source: PathBuf::from("/suite/ir/a.agc"),
            tmp: PathBuf::from("/tmp/lit/ir/a.agc.tmp"),
            tools: vec![
                ("agc".into(), "/bin/agc".into()),
                ("FileCheck".into(), "/x/lit --agc-filecheck".into()),
                ("not".into(), "/x/lit --agc-not".into()),
            ],
        }
    }

    #[test]
    fn percent_substitutions() {
        let s = subst();
        assert_eq!(
            s.apply("cat %s > %t; ls %S %T; printf '%d%%'"),
            "cat /suite/ir/a.agc > /tmp/lit/ir/a.agc.tmp; ls /suite/ir /tmp/lit/ir; printf '%d%'"
        );
        assert_eq!(
            s.apply("%t.o %t2"),
            "/tmp/lit/ir/a.agc.tmp.o /tmp/lit/ir/a.agc.tmp2"
        );
    }

    #[test]
    fn tools_replaced_as_words_only() {
        let s = subst();
        assert_eq!(
            s.apply("not agc %s | FileCheck %s"),
            "/x/lit --agc-not /bin/agc /suite/ir/a.agc | /x/lit --agc-filecheck /suite/ir/a.agc"
        );
        assert_eq!(
            s.apply("echo agc-x x.agc /agc agcx nothing"),
            "echo agc-x x.agc /agc agcx nothing"
        );
        assert_eq!(s.apply("(agc)&&agc;agc"), "(/bin/agc)&&/bin/agc;/bin/agc");
        // Substituted text is not substituted again.
        assert_eq!(s.apply("%s.agc"), "/suite/ir/a.agc.agc");
    }

    #[test]
    fn odd_paths_are_quoted() {
        let mut s = subst();
        s.source = PathBuf::from("/a b/it's.agc");
        assert_eq!(s.apply("cat %s"), r"cat '/a b/it'\''s.agc'");
        assert_eq!(shell_quote("/plain/path-1.x"), "/plain/path-1.x");
    }
}
