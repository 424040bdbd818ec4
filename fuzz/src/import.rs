//! Fuzzing the LLVM IR importer (`agc-import`): mutated clang output in,
//! a module or diagnostics out.
//!
//! Role: find panics, hangs and memory blow-ups in the importer. Random
//! bytes rarely get past LLVM IR's first token, so inputs start from real
//! clang-22 output ([`SEEDS`]: the OpenCL kernels of `sim/tests/kernels/`
//! at -O0 and -O2) and are mutated at the token level, where a small
//! change still reaches the parser's and translator's deep paths: tokens
//! deleted, duplicated, swapped or replaced by another token of the same
//! file, integers replaced by edge values (widths, lengths and counts
//! near 2^16, 2^32 and 2^64), words replaced by types and keywords that
//! stress one rule each (`i128`, `<65536 x i32>`, nested arrays, `splat`,
//! `zeroinitializer`), lines duplicated or dropped, the text cut short,
//! raw bytes flipped.
//!
//! Oracle: robustness. [`check`] must return, never panic; an input the
//! importer accepts must be verified agc IR whose printed text parses
//! again (the importer promises verified output). Time and memory are
//! bounded by the caller: the smoke test in `fuzz/tests/import.rs` counts
//! the heap (a counting global allocator) and the wall clock per input.
//! Everything is deterministic from the seed number, so a finding
//! replays from its seed ([`input`]) or from the saved file.

use crate::bytes_from_seed;
use agc_import::lexer::{tokenize, TokKind};
use std::sync::OnceLock;

macro_rules! seed {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../seeds/llvm-ir/", $name, ".ll")),
        )
    };
}
/// clang-22 output for every source of `sim/tests/kernels/` at -O0 and
/// -O2 (`fuzz/seeds/llvm-ir/README.md` has the command): (name, text).
pub const SEEDS: &[(&str, &str)] = &[
    seed!("atomics-O0"),
    seed!("atomics-O2"),
    seed!("denorm-O0"),
    seed!("denorm-O2"),
    seed!("float-O0"),
    seed!("float-O2"),
    seed!("got_def-O0"),
    seed!("got_def-O2"),
    seed!("got_use-O0"),
    seed!("got_use-O2"),
    seed!("half-O0"),
    seed!("half-O2"),
    seed!("halves-O0"),
    seed!("halves-O2"),
    seed!("kernels-O0"),
    seed!("kernels-O2"),
    seed!("kernels-kept-O0"),
    seed!("kernels-kept-O2"),
    seed!("math-O0"),
    seed!("math-O2"),
    seed!("nan-O0"),
    seed!("nan-O2"),
    seed!("opsel-O0"),
    seed!("opsel-O2"),
    seed!("perm-O0"),
    seed!("perm-O2"),
    seed!("rows-O0"),
    seed!("rows-O2"),
    seed!("rows_cdna-O0"),
    seed!("rows_cdna-O2"),
    seed!("sdwa-O0"),
    seed!("sdwa-O2"),
];

/// Integer texts that sit on a limit of some rule: widths, lengths,
/// counts, alignments and offsets.
const EDGE_INTS: &[&str] = &[
    "0",
    "1",
    "-1",
    "3",
    "5",
    "7",
    "16",
    "63",
    "64",
    "65",
    "128",
    "1024",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
];

/// Words and small phrases that each stress one rule of the subset.
const EDGE_WORDS: &[&str] = &[
    "i128",
    "i8388608",
    "i0",
    "i1",
    "void",
    "label",
    "metadata",
    "token",
    "ptr addrspace(7)",
    "ptr addrspace(4294967295)",
    "<65536 x i32>",
    "<4294967295 x i8>",
    "<1 x float>",
    "<vscale x 4 x i32>",
    "[64 x [64 x [64 x [64 x [64 x i32]]]]]",
    "[18446744073709551615 x i64]",
    "{ i32, { i64, [4 x i8] } }",
    "<{ i8, i64 }>",
    "%struct.missing",
    "splat (i32 7)",
    "zeroinitializer",
    "undef",
    "poison",
    "null",
    "true",
    "c\"\\00\\FF\"",
    "getelementptr (i8, ptr null, i64 -1)",
    "addrspacecast (ptr addrspace(1) null to ptr)",
    "0xH7C00",
    "0xR7F80",
    "0x7FF8000000000001",
    "0xK00000000000000000000",
    "1.0e+300",
    "syncscope(\"agent\")",
    "seq_cst",
    "unordered",
    "internal",
    "amdgpu_kernel",
    "amdgpu_gfx",
    "byval(i32)",
    "inreg",
    "align 0",
    "align 3",
    "align 4294967296",
    "!dbg !4294967295",
    "#4294967296",
    "phi i32 [ 0, %0 ]",
    "call void @llvm.memcpy.p0.p0.i64(ptr null, ptr null, i64 4096, i1 false)",
    "call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()",
    "call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
    "call afn float @llvm.exp2.f32(float 1.0)",
    "call i32 %0(i32 inreg 1)",
    "zext i64 0 to i128",
    "<1 x i32> <i32 7>",
    "shufflevector (<2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <65536 x i32> zeroinitializer)",
];

/// The seeds the importer accepts unmutated: half the inputs start from
/// one of them, so mutations reach translation rather than stopping at
/// a seed's first construct outside the subset.
fn importable() -> &'static [usize] {
    static LIST: OnceLock<Vec<usize>> = OnceLock::new();
    LIST.get_or_init(|| {
        (0..SEEDS.len())
            .filter(|&i| agc_import::import_module(SEEDS[i].1).is_ok())
            .collect()
    })
}

/// The `n`th fuzz input: a mutated seed, as text, and which seed.
pub fn input(n: u64) -> (usize, String) {
    let bytes = bytes_from_seed(n ^ 0x696d_706f_7274, 64);
    let mut r = Bytes { b: &bytes, i: 0 };
    let ok = importable();
    let which = if r.below(2) == 0 && !ok.is_empty() {
        ok[r.below(ok.len())]
    } else {
        r.below(SEEDS.len())
    };
    let text = mutate(SEEDS[which].1, &mut r);
    (which, text)
}

/// Imports `data` as LLVM IR text; panics on a finding. Text that is not
/// UTF-8 is read lossily (the driver rejects it before the importer, so
/// only its UTF-8 shape matters here).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    check_text(&text);
}

/// [`check`] on text.
pub fn check_text(text: &str) {
    let module = match agc_import::import_module(text) {
        Ok(m) => m,
        Err(diags) => {
            // The importer's promise: its own codes, each at a span
            // inside the input.
            for d in &diags {
                let code = d.code.code();
                assert!(
                    matches!(code, "E0300" | "E0301" | "E0302" | "E0303"),
                    "the importer reported {code}, not one of its codes: {d}"
                );
                let in_text = (d.span.end as usize) <= text.len() && d.span.start <= d.span.end;
                assert!(
                    !d.span.is_none() && in_text || text.len() >= u32::MAX as usize,
                    "an importer error without a span in the input: {d}"
                );
            }
            return;
        }
    };
    if let Err(d) = agc_ir::verify_module(&module) {
        panic!("the importer returned unverified IR: {d:#?}");
    }
    let printed = agc_ir::print_module(&module);
    if let Err(d) = agc_ir::parse_module(&printed) {
        panic!("the imported module prints as text that does not parse: {d:#?}\n{printed}");
    }
}

/// A cursor over pseudo-random bytes that starts over when it runs out
/// (the draws stay deterministic for a given seed).
struct Bytes<'b> {
    b: &'b [u8],
    i: usize,
}

impl Bytes<'_> {
    fn next(&mut self) -> u64 {
        let mut v = 0u64;
        for _ in 0..4 {
            v = v << 8 | u64::from(self.b[self.i % self.b.len()]);
            self.i += 1;
        }
        v
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One to eight token-level mutations of `src`, mostly few (each one
/// more makes a syntax error likelier).
fn mutate(src: &str, r: &mut Bytes<'_>) -> String {
    let mut text = src.to_string();
    let rounds = 1 + r.below(2) * r.below(8);
    for _ in 0..rounds {
        text = mutate_once(&text, r);
    }
    text
}

fn mutate_once(src: &str, r: &mut Bytes<'_>) -> String {
    let toks = tokenize(src);
    let n = toks.len().saturating_sub(1); // without Eof
    if n == 0 {
        return src.to_string();
    }
    let full = |k: usize| (toks[k].start as usize, toks[k].end as usize);
    let k = r.below(n);
    let (s, e) = full(k);
    let splice = |a: usize, b: usize, with: &str| -> String {
        let mut out = String::with_capacity(src.len() + with.len());
        out.push_str(&src[..a]);
        out.push_str(with);
        out.push_str(&src[b..]);
        out
    };
    match r.below(11) {
        // Delete one to three tokens.
        0 => {
            let last = (k + r.below(3)).min(n - 1);
            splice(s, full(last).1, "")
        }
        // Duplicate a token.
        1 => {
            let t = src[s..e].to_string();
            splice(e, e, &format!(" {t}"))
        }
        // Replace a token by another token of the file, mostly one of
        // the same kind (a name by a name, a number by a number).
        2 | 3 => {
            let from = r.below(n);
            let same = (0..n)
                .map(|d| (from + d) % n)
                .take(4096)
                .find(|&j| j != k && toks[j].kind == toks[k].kind);
            let j = match same {
                Some(j) if r.below(4) != 0 => j,
                _ => from,
            };
            let (a, b) = full(j);
            let with = src[a..b].to_string();
            splice(s, e, &with)
        }
        // An integer (or any token) becomes an edge value.
        4 | 5 => {
            let pick = toks[k..]
                .iter()
                .take(64)
                .position(|t| t.kind == TokKind::Int)
                .map_or(k, |p| k + p);
            let (a, b) = full(pick);
            splice(a, b, EDGE_INTS[r.below(EDGE_INTS.len())])
        }
        // A word becomes an edge word or phrase.
        6 | 7 => {
            let pick = toks[k..]
                .iter()
                .take(64)
                .position(|t| t.kind == TokKind::Word)
                .map_or(k, |p| k + p);
            let (a, b) = full(pick);
            splice(a, b, EDGE_WORDS[r.below(EDGE_WORDS.len())])
        }
        // Duplicate or drop a whole line.
        8 => {
            let ls = src[..s].rfind('\n').map_or(0, |p| p + 1);
            let le = src[e..].find('\n').map_or(src.len(), |p| e + p + 1);
            if r.below(2) == 0 {
                let line = src[ls..le].to_string();
                splice(le, le, &line)
            } else {
                splice(ls, le, "")
            }
        }
        // Cut the text short.
        9 => src[..s].to_string(),
        // A raw byte: flipped, or a stray character inserted.
        _ => {
            let mut bytes = src.as_bytes().to_vec();
            let at = s.min(bytes.len() - 1);
            if r.below(2) == 0 {
                bytes[at] ^= 1 << r.below(8);
            } else {
                bytes.insert(at, b"{}[]()<>,=%@!#\"\\:;*x0\n\t\x00\xff"[r.below(25)]);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
    }
}
