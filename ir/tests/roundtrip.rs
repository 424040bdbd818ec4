//! Round trip of the text format: parse, print, compare.
//!
//! Inputs: every `.agc` file under `ir/tests/inputs/` and under the
//! workspace's `tests/lit/` (recursively). Lit files whose `RUN:` lines
//! expect failure (`not ...`) are skipped: they may not parse by design.
//!
//! For each input `x` (the oracle is the input itself, written by hand in
//! canonical form):
//! - `print(parse(x)) == x` once comment lines and blank lines are removed
//!   from both; a file containing the line `; roundtrip: idempotent` is
//!   exempt from this (it tests non-canonical spellings on purpose);
//! - `print(parse(print(parse(x)))) == print(parse(x))` exactly.
//!
//! Every failure is collected and reported together, with a line diff.

use agc_ir::{parse_module, print_module, Opcode};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "agc") {
            out.push(path);
        }
    }
}

/// Every round-trip input, sorted.
pub fn inputs() -> Vec<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect(&manifest.join("tests/inputs"), &mut files);
    let mut lit = Vec::new();
    collect(&manifest.join("../tests/lit"), &mut lit);
    for path in lit {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let expects_failure = text
            .lines()
            .filter_map(|l| l.split_once("RUN:"))
            .any(|(_, cmd)| cmd.split_whitespace().any(|w| w == "not"));
        if !expects_failure {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn strip(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| {
            let t = l.trim();
            !t.is_empty() && !t.starts_with(';')
        })
        .collect()
}

fn diff(want: &[&str], got: &[&str]) -> String {
    let mut out = String::new();
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i), got.get(i));
        if w != g {
            out += &format!(
                "  line {}:\n    want: {}\n    got:  {}\n",
                i + 1,
                w.unwrap_or(&"<none>"),
                g.unwrap_or(&"<none>")
            );
            if out.len() > 2000 {
                break;
            }
        }
    }
    out
}

#[test]
fn every_input_round_trips() {
    let files = inputs();
    assert!(
        files.len() >= 10,
        "expected at least 10 inputs, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).expect("readable input");
        let module = match parse_module(&text) {
            Ok(m) => m,
            Err(diags) => {
                let first = &diags[0];
                let at = text.get(first.span.range()).unwrap_or("");
                failures.push(format!("{name}: does not parse: {first} at `{at}`"));
                continue;
            }
        };
        let printed = print_module(&module);
        let idempotent_only = text.lines().any(|l| l.trim() == "; roundtrip: idempotent");
        if !idempotent_only && strip(&text) != strip(&printed) {
            failures.push(format!(
                "{name}: print(parse(x)) != x\n{}",
                diff(&strip(&text), &strip(&printed))
            ));
            continue;
        }
        match parse_module(&printed) {
            Ok(again) => {
                let reprinted = print_module(&again);
                if reprinted != printed {
                    failures.push(format!(
                        "{name}: reprint differs\n{}",
                        diff(&strip(&printed), &strip(&reprinted))
                    ));
                }
            }
            Err(d) => failures.push(format!("{name}: printed text does not parse: {}", d[0])),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The inputs are meant to exercise the whole format; keep them honest.
#[test]
fn inputs_cover_every_opcode_and_type() {
    let mut ops = HashSet::new();
    let mut types = HashSet::new();
    for path in inputs() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = parse_module(&text) else { continue };
        for (_, f) in m.functions.iter() {
            for &b in &f.layout {
                for &i in f.block_insts(b) {
                    ops.insert(f.insts[i].opcode);
                }
            }
            for (_, v) in f.values.iter() {
                types.insert(v.ty.to_string());
            }
        }
    }
    let missing: Vec<&str> = Opcode::ALL
        .iter()
        .filter(|op| !ops.contains(op))
        .map(|op| op.name())
        .collect();
    assert!(
        missing.is_empty(),
        "opcodes never used by an input: {missing:?}"
    );
    for want in [
        "i1",
        "i8",
        "i16",
        "i32",
        "i64",
        "f16",
        "bf16",
        "f32",
        "f64",
        "i8x3",
        "i16x2",
        "i32x4",
        "i64x2",
        "f16x2",
        "bf16x2",
        "f32x3",
        "f32x4",
        "f32x8",
        "f16x16",
        "f64x2",
        "ptr.flat",
        "ptr.global",
        "ptr.local",
        "ptr.constant",
        "ptr.private",
    ] {
        assert!(types.contains(want), "no input has a value of type {want}");
    }
}

/// In canonical text every instruction, label, header and LDS item sits on
/// a line of its own, so each span must be exactly that line (trimmed, the
/// header without ` {`), and debug locations must match their `!F:L:C`.
#[test]
fn spans_and_debug_locs_match_the_text() {
    let mut checked = 0;
    for path in inputs() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = parse_module(&text) else { continue };
        let line_of = |span: agc_ir::Span| {
            let start = text[..span.start as usize].rfind('\n').map_or(0, |i| i + 1);
            let end = text[span.start as usize..]
                .find('\n')
                .map_or(text.len(), |i| span.start as usize + i);
            text[start..end].trim()
        };
        for (_, v) in m.lds_vars.iter() {
            assert_eq!(&text[v.span.range()], line_of(v.span), "{}", path.display());
        }
        for (_, f) in m.functions.iter() {
            let header = line_of(f.span);
            // A declaration's header is the whole line.
            let want = header.strip_suffix(" {").unwrap_or(header);
            assert_eq!(&text[f.span.range()], want);
            for &b in &f.layout {
                let span = f.block_spans[b];
                assert_eq!(&text[span.range()], line_of(span), "{}", path.display());
                for &i in f.block_insts(b) {
                    let span = f.spans[i];
                    let line = line_of(span);
                    assert_eq!(&text[span.range()], line, "{}", path.display());
                    let loc = f.debug_locs[i];
                    if loc.is_none() {
                        assert!(!line.contains(" !"), "{line}");
                    } else {
                        let want = format!(" !{}:{}:{}", loc.file.as_u32(), loc.line, loc.col);
                        assert!(line.ends_with(&want), "{line} vs {want}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300, "only {checked} instructions checked");
}

/// The inputs are valid IR, not just well-formed text: the verifier (an
/// independent reader of the same module) must accept them all.
#[test]
fn inputs_verify() {
    let mut failures = Vec::new();
    for path in inputs() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = parse_module(&text) else { continue };
        if let Err(diags) = agc_ir::verify_module(&m) {
            for d in diags.iter().take(3) {
                let at = text.get(d.span.range()).unwrap_or("");
                failures.push(format!("{}: {d} at `{at}`", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The examples shipped with the project parse, and print idempotently.
#[test]
fn examples_parse_and_reprint() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut files = Vec::new();
    collect(&dir, &mut files);
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let m = parse_module(&text).unwrap_or_else(|d| {
            let at = text.get(d[0].span.range()).unwrap_or("");
            panic!("{}: {} at `{at}`", path.display(), d[0])
        });
        let printed = print_module(&m);
        let again = parse_module(&printed).expect("printed example parses");
        assert_eq!(print_module(&again), printed, "{}", path.display());
    }
}
