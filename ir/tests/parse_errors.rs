//! Parser diagnostics: a table of bad inputs with the error code, the text
//! under the primary span and a piece of the message that the *first*
//! diagnostic must have; then robustness: every prefix of the valid inputs,
//! random token soup and random mutations of valid inputs must never make
//! the parser panic, and whatever does parse must print and re-parse to the
//! same text.

use agc_ir::{parse_module, print_module, Diagnostic, ErrorCode};
use std::collections::HashSet;
use std::path::Path;

/// A module around `insts` (each already indented): `@f` has parameters of
/// several types and a stack slot `$s`; `@g` returns two values.
fn body(insts: &str) -> String {
    format!(
        "lds @v: 16, align 4\n\n\
         func @f(%a: i32, %x: f32, %p: ptr.global, %c: ptr.constant) -> i32 {{\n    \
         $s = stack_slot 4, align 4\nentry:\n{insts}\n    ret %a\n}}\n\n\
         func @g(%x: i32) -> (i32, i32) {{\nentry:\n    ret %x, %x\n}}\n"
    )
}

use ErrorCode::*;

fn cases() -> Vec<(String, ErrorCode, &'static str, &'static str)> {
    let b = |s: &str| body(s);
    let s = |s: &str| s.to_string();
    vec![
        // ---- lexical ----
        (b("    ret #"), UnexpectedChar, "#", "unexpected character"),
        (
            s("file 0 \"abc"),
            UnexpectedChar,
            "\"",
            "unterminated string",
        ),
        (
            s("file 0 \"a\\nb\""),
            UnexpectedChar,
            "\\n",
            "unknown escape",
        ),
        (
            b("    %x = iadd % , %a"),
            UnexpectedChar,
            "%",
            "must be followed by a name",
        ),
        (
            b("    %m = mfma f32_8x8x8_f32 %x, %x, %x"),
            Syntax,
            "f32_8x8x8_f32",
            "expected a matrix shape",
        ),
        (
            b("    %m = mfma f32_16x16x4_f32 %x, %x, %x"),
            TypeMismatch,
            "mfma f32_16x16x4_f32 %x, %x, %x",
            "takes f32x4 as C, found f32",
        ),
        (
            b("    %m = mfma f32_16x16x16_f16 %x, %x, %x"),
            TypeMismatch,
            "mfma f32_16x16x16_f16 %x, %x, %x",
            "takes f16x4 as A, found f32",
        ),
        // ---- syntax ----
        (
            s("hello"),
            Syntax,
            "hello",
            "expected `file`, `lds`, `kernel` or `func`",
        ),
        (
            s("internal lds @x: 4"),
            Syntax,
            "lds",
            "expected `func` after `internal`",
        ),
        (b("    %y iadd %a, %a"), Syntax, "iadd", "expected `=`"),
        (
            s("func @f() {\n    ret\n}\n"),
            Syntax,
            "ret",
            "block label before the first instruction",
        ),
        (s("func @f() {\n}\n"), Syntax, "func @f()", "has no blocks"),
        (
            s("func @f() {\nentry:\n    ret\n"),
            Syntax,
            "{",
            "never closed",
        ),
        (
            b("    %y = iconst 1"),
            Syntax,
            "iconst",
            "needs a type suffix",
        ),
        (
            b("    %y = iadd.i32 %a, %a"),
            Syntax,
            "i32",
            "takes no type suffix",
        ),
        (
            b("    %y = iconst.i32 12ab"),
            Syntax,
            "12ab",
            "malformed integer",
        ),
        (
            b("    %y = fconst.f32 1.5.5"),
            Syntax,
            "1.5.5",
            "malformed float constant",
        ),
        (
            b("    %y = workitem_id w"),
            Syntax,
            "w",
            "expected a dimension",
        ),
        (
            b("    %y = icmp lt %a, %a"),
            Syntax,
            "lt",
            "expected an integer condition",
        ),
        (
            b("    $t = stack_slot 4"),
            Syntax,
            "$t",
            "stack slots are declared before",
        ),
        (
            s("func @f() {\nentry:\n    br\n}\n"),
            Syntax,
            "}",
            "expected a block name",
        ),
        (
            s("func @f(%a i32) {\nentry:\n    ret\n}\n"),
            Syntax,
            "i32",
            "expected `:`",
        ),
        // ---- names ----
        (
            b("    %y = fadd2 %x, %x"),
            UnknownOpcode,
            "fadd2",
            "unknown instruction `fadd2`",
        ),
        (
            b("    %y = load.f33 %p, align 4"),
            UnknownType,
            "f33",
            "unknown type `f33`",
        ),
        (
            s("func @f(%a: i33) {\nentry:\n    ret\n}\n"),
            UnknownType,
            "i33",
            "unknown type",
        ),
        (
            b("    %y = iadd %a, %nope"),
            UndefinedValue,
            "%nope",
            "undefined value `%nope`",
        ),
        (
            b("    %a = iadd %a, %a"),
            RedefinedValue,
            "%a",
            "`%a` is defined twice",
        ),
        (
            b("    br nowhere"),
            UndefinedBlock,
            "nowhere",
            "no block `nowhere`",
        ),
        (
            b("    %y = call @missing()"),
            UndefinedGlobal,
            "@missing",
            "no function `@missing`",
        ),
        (
            b("    %y = lds_addr @nolds"),
            UndefinedGlobal,
            "@nolds",
            "no LDS variable",
        ),
        (
            b("    %y = stack_addr $nos"),
            UndefinedGlobal,
            "$nos",
            "no stack slot",
        ),
        (
            b("    %y = iadd %a, %a !3:1:1"),
            UndefinedGlobal,
            "3",
            "no file 3",
        ),
        (
            s("func @h() {\nentry:\n    ret\n}\n\nfunc @h() {\nentry:\n    ret\n}\n"),
            DuplicateDefinition,
            "@h",
            "function `@h` is defined twice",
        ),
        (
            b("    br entry\n\nentry:"),
            DuplicateDefinition,
            "entry",
            "block `entry` is defined twice",
        ),
        (
            s("func @f() {\n    $s = stack_slot 4\n    $s = stack_slot 8\nentry:\n    ret\n}\n"),
            DuplicateDefinition,
            "$s",
            "stack slot `$s` is defined twice",
        ),
        (
            s("lds @f: 4\n\nfunc @f() {\nentry:\n    ret\n}\n"),
            DuplicateDefinition,
            "@f",
            "defined twice",
        ),
        // ---- immediates ----
        (
            b("    %y = iconst.i8 256"),
            BadImmediate,
            "256",
            "does not fit in i8",
        ),
        (
            b("    %y = iconst.i64 18446744073709551616"),
            BadImmediate,
            "18446744073709551616",
            "does not fit in i64",
        ),
        (
            b("    %y = iconst.i32 0x1ffffffffffffffffffffffffffffffff"),
            BadImmediate,
            "0x1ff",
            "too large",
        ),
        (
            b("    %y = load.f32 %p, align 3"),
            BadImmediate,
            "3",
            "power of two",
        ),
        (
            b("    %y = fconst.f16 1e10"),
            BadImmediate,
            "1e10",
            "too large for f16",
        ),
        (
            b("    %y = fconst.f16 0x10000"),
            BadImmediate,
            "0x10000",
            "do not fit in f16",
        ),
        (
            b("    %y = fconst.f64 1e400"),
            BadImmediate,
            "1e400",
            "too large for f64",
        ),
        (
            b("    %y = extractlane %a, 300"),
            BadImmediate,
            "300",
            "lane index 300",
        ),
        (
            s("func @f() {\n    $s = stack_slot 4294967296\nentry:\n    ret\n}\n"),
            BadImmediate,
            "4294967296",
            "must be between 0 and",
        ),
        (s("file 1 \"a.cl\""), BadImmediate, "1", "expected 0"),
        (
            b("    %k = trunc.i8 %a\n    switch %k, entry, [1: entry, 257: entry]"),
            BadImmediate,
            "257",
            "does not fit in i8",
        ),
        (
            b("    %k = trunc.i8 %a\n    switch %k, entry, [255: entry, -1: entry]"),
            BadImmediate,
            "-1",
            "appears twice",
        ),
        // ---- attributes ----
        (
            s("kernel @k() fast(1) {\nentry:\n    ret\n}\n"),
            BadAttribute,
            "fast",
            "unknown function attribute",
        ),
        (
            s("kernel @k() waves_per_eu(1) {\nentry:\n    ret\n}\n"),
            BadAttribute,
            "waves_per_eu(1)",
            "takes 2 values",
        ),
        (
            s("kernel @k() waves_per_eu(1, 2) waves_per_eu(1, 2) {\nentry:\n    ret\n}\n"),
            BadAttribute,
            "waves_per_eu",
            "given twice",
        ),
        (
            b("    %y = load.f32 %p"),
            BadAttribute,
            "%y = load.f32 %p",
            "without `align N`",
        ),
        (
            b("    %y = load.f32 %p, volatile"),
            BadAttribute,
            "%y = load.f32 %p, volatile",
            "without `align N`",
        ),
        (
            b("    %y = load.f32 %p, align 4, fast"),
            BadAttribute,
            "fast",
            "unknown memory flag",
        ),
        (
            b("    %y = load.f32 %p, align 4, volatile, volatile"),
            BadAttribute,
            "volatile",
            "given twice",
        ),
        (
            b("    %y = load.i32 %p, align 4, atomic relaxed agent"),
            BadAttribute,
            "relaxed",
            "unknown memory ordering",
        ),
        (
            b("    %y = load.i32 %p, align 4, atomic monotonic gpu"),
            BadAttribute,
            "gpu",
            "unknown synchronization scope",
        ),
        (
            b("    fence not_atomic agent"),
            BadAttribute,
            "not_atomic",
            "unknown memory ordering",
        ),
        (
            b("    %y = atomicrmw add %p, %a, monotonic agent, align 4, atomic monotonic agent"),
            BadAttribute,
            "atomic",
            "unknown memory flag `atomic`",
        ),
        (s("lds @x: 4, align 0"), BadImmediate, "0", "power of two"),
        // ---- typing rules met during inference ----
        (
            s("func @f(%a: i32) {\nentry(%b: i32):\n    ret\n}\n"),
            Signature,
            "(",
            "cannot declare parameters",
        ),
        (
            b("    %y = fadd %a, %a"),
            TypeMismatch,
            "%y = fadd %a, %a",
            "needs float operands",
        ),
        (
            b("    %y = iconst.f32 1"),
            TypeMismatch,
            "iconst.f32 1",
            "scalar integer",
        ),
        (
            b("    store %a, %c, align 4"),
            AddressSpace,
            "store %a, %c, align 4",
            "constant address space",
        ),
        (
            b("    %y = load.i32 %p, align 4, atomic release agent"),
            BadOrdering,
            "load.i32",
            "cannot have release",
        ),
        (
            b("    %y = atomicrmw add %p, %a, monotonic agent, align 2"),
            AttributeValue,
            "atomicrmw",
            "needs alignment 4",
        ),
        (
            b("    %y, %z = call @g(%a, %a)"),
            CallSignature,
            "call @g(%a, %a)",
            "takes 1 argument",
        ),
        (
            b("    %y = call @g(%a)"),
            CallSignature,
            "%y = call @g(%a)",
            "returns 2 value(s), but 1",
        ),
        (
            b("    %y = iadd %a"),
            Malformed,
            "%y = iadd %a",
            "takes 2 operands",
        ),
        (
            b("    %y = store %a, %p, align 4"),
            Malformed,
            "store",
            "produces no value",
        ),
        (
            b("    %y, %z = iadd %a, %a"),
            Malformed,
            "iadd",
            "produces one value, found 2",
        ),
        (
            b("    %y = iadd %z, %a\n    %z = iadd %y, %a"),
            Dominance,
            "%y = iadd %z, %a",
            "depends on itself",
        ),
    ]
}

fn show(src: &str, d: &Diagnostic) -> String {
    format!(
        "{d} at `{}`",
        src.get(d.span.range()).unwrap_or("<bad span>")
    )
}

#[test]
fn error_table() {
    let mut failures = Vec::new();
    for (src, code, span_text, message) in cases() {
        match parse_module(&src) {
            Ok(_) => failures.push(format!("parsed without error:\n{src}")),
            Err(diags) => {
                let d = &diags[0];
                let under = src.get(d.span.range()).unwrap_or("");
                if d.code != code || !under.contains(span_text) || !d.message.contains(message) {
                    failures.push(format!(
                        "want {code:?} at `{span_text}` saying `{message}`, got {:?}: {}\n{src}",
                        d.code,
                        show(&src, d)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every code the parser can produce has at least one case in the table.
#[test]
fn table_covers_every_parser_error_code() {
    let covered: HashSet<ErrorCode> = cases().into_iter().map(|c| c.1).collect();
    let produced = [
        UnexpectedChar,
        Syntax,
        UnknownOpcode,
        UnknownType,
        UndefinedValue,
        RedefinedValue,
        UndefinedBlock,
        UndefinedGlobal,
        DuplicateDefinition,
        BadImmediate,
        BadAttribute,
        TypeMismatch,
        Dominance,
        AddressSpace,
        BadOrdering,
        CallSignature,
        AttributeValue,
        Signature,
        Malformed,
    ];
    for code in produced {
        assert!(covered.contains(&code), "no case for {code:?}");
    }
}

#[test]
fn unknown_opcode_suggests_the_closest() {
    let src = body("    %y = workitem_di x");
    let d = &parse_module(&src).unwrap_err()[0];
    assert_eq!(d.help.as_deref(), Some("did you mean `workitem_id`?"));
}

#[test]
fn several_errors_are_collected() {
    let src = body("    %y = fadd2 %x, %x\n    %z = iconst.i8 300\n    %w = iadd %a, %a, %a,");
    let diags = parse_module(&src).unwrap_err();
    let codes: Vec<ErrorCode> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [UnknownOpcode, BadImmediate, Syntax], "{diags:#?}");
    // Errors in two functions and in the top level are all reported.
    let src = "lds @a: 3, align 3\n\nfunc @f() {\nentry:\n    %x = iconst.i8 999\n    ret\n}\n\n\
               func @g() {\nentry:\n    br nowhere\n}\n";
    let codes: Vec<ErrorCode> = parse_module(src)
        .unwrap_err()
        .iter()
        .map(|d| d.code)
        .collect();
    assert_eq!(codes, [BadImmediate, BadImmediate, UndefinedBlock]);
}

#[test]
fn calls_to_a_broken_header_are_not_reported() {
    let src = "func @bad(%a: i99) {\nentry:\n    ret\n}\n\n\
               func @f() {\nentry:\n    call @bad()\n    ret\n}\n";
    let diags = parse_module(src).unwrap_err();
    assert_eq!(diags.len(), 1, "{diags:#?}");
    assert_eq!(diags[0].code, UnknownType);
}

// ---------------------------------------------------------------------------
// Robustness.

fn valid_inputs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    names.sort();
    names
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "agc"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

/// Whatever parses must print, re-parse and print identically.
fn check(src: &str) {
    if let Ok(m) = parse_module(src) {
        let printed = print_module(&m);
        let again = parse_module(&printed)
            .unwrap_or_else(|d| panic!("printed text does not parse: {}\n{printed}", d[0]));
        assert_eq!(print_module(&again), printed, "from:\n{src}");
    }
}

#[test]
fn every_prefix_of_valid_inputs_is_handled() {
    let inputs = valid_inputs();
    assert!(inputs.len() >= 10);
    for text in &inputs {
        for end in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
            check(&text[..end]);
        }
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn token_soup_and_random_bytes_never_panic() {
    const PIECES: &[&str] = &[
        "%a",
        "%b",
        "%0",
        "=",
        ",",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ":",
        "!",
        "->",
        " ",
        "\n",
        "kernel",
        "func",
        "lds",
        "file",
        "@f",
        "@g",
        "$s",
        "entry",
        "body",
        "iadd",
        "fadd",
        "iconst.i32",
        "fconst.f16",
        "load.f32",
        "store",
        "atomicrmw",
        "cmpxchg",
        "call",
        "br",
        "brif",
        "switch",
        "ret",
        "stack_slot",
        "stack_addr",
        "lds_addr",
        "align",
        "4",
        "-1",
        "0x7e00",
        "1.5e-3",
        "inf",
        "nan",
        "i32",
        "f32x4",
        "ptr.global",
        "\"s\"",
        "monotonic",
        "agent",
        "atomic",
        "volatile",
        "dynamic",
        "inreg",
        "workitem_id",
        "x",
        ";c\n",
        "#",
        "é",
        "extractlane",
        "splat.f32x4",
        "0:1:2",
        "reqd_workgroup_size",
        "unreachable",
    ];
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..4000 {
        let n = rng.below(60);
        let src: String = (0..n).map(|_| PIECES[rng.below(PIECES.len())]).collect();
        check(&src);
    }
    for _ in 0..1000 {
        let n = rng.below(200);
        let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
        check(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn mutations_of_valid_inputs_never_panic() {
    let inputs = valid_inputs();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let fragments = [
        "%a", "@f", ",", "(", ")", "i1", "0", "-1", "\n", "=", "entry", "%v1",
    ];
    for _ in 0..3000 {
        let text = &inputs[rng.below(inputs.len())];
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(lines.len());
            match rng.below(5) {
                0 => {
                    lines.remove(i);
                }
                1 => {
                    let l = lines[rng.below(lines.len())].clone();
                    lines.insert(i, l);
                }
                2 => {
                    let j = rng.below(lines.len());
                    lines.swap(i, j);
                }
                _ => {
                    // Replace one whitespace-separated word.
                    let mut words: Vec<String> = lines[i].split(' ').map(str::to_string).collect();
                    let w = rng.below(words.len());
                    words[w] = fragments[rng.below(fragments.len())].to_string();
                    lines[i] = words.join(" ");
                }
            }
            if lines.is_empty() {
                break;
            }
        }
        check(&lines.join("\n"));
    }
}
