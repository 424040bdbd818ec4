//! A short fuzz run of the LLVM IR importer inside `cargo test`: mutated
//! clang-22 output ([`agc_fuzz::import`]) and hand-written hostile inputs
//! through `agc_import::import_module`.
//!
//! Oracle: robustness. Every input must come back as a module (verified,
//! printable, reparsable) or as diagnostics: no panic (caught and
//! reported with its seed), bounded time per input ([`MAX_SECONDS`]) and
//! bounded peak heap growth per input ([`max_peak`], measured by a
//! counting global allocator; a single allocation above [`HARD_CAP`] is
//! refused, which aborts the run after printing its size). A long run is
//! `cargo run --release -p agc-fuzz -- --import --seconds 3600`;
//! `AGC_FUZZ_IMPORT_INPUTS` and `AGC_FUZZ_IMPORT_SEED` change the length
//! and the start of this one.

use agc_fuzz::heap::Counting;
use std::io::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A single allocation above this is a finding.
const HARD_CAP: usize = 256 << 20;
/// Wall-clock time allowed per input (debug builds included).
const MAX_SECONDS: u64 = 10;

/// Heap growth allowed while one input is imported: the importer keeps
/// a token vector, the AST and the agc module, a small multiple of the
/// input, plus a fixed allowance.
fn max_peak(input_len: usize) -> usize {
    (64 << 20) + 64 * input_len
}

/// The tests of this file measure one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Says which allocation was refused, without allocating.
fn report_cap(_size: usize) {
    let _ = std::io::stderr().write_all(b"import fuzz: one allocation too large\n");
}

#[global_allocator]
static ALLOC: Counting = Counting::new(HARD_CAP, report_cap);

/// Runs one input; the failure text, if it is a finding.
fn one(text: &str) -> Result<(), String> {
    let base = ALLOC.start();
    let start = Instant::now();
    let r = catch_unwind(AssertUnwindSafe(|| agc_fuzz::import::check_text(text)));
    let took = start.elapsed();
    let grew = ALLOC.grown(base);
    if r.is_err() {
        return Err("panicked".into());
    }
    if took > Duration::from_secs(MAX_SECONDS) {
        return Err(format!("took {took:?}"));
    }
    if grew > max_peak(text.len()) {
        return Err(format!("grew the heap by {grew} bytes"));
    }
    Ok(())
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutated_clang_output_never_breaks_the_importer() {
    let _g = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let first = env("AGC_FUZZ_IMPORT_SEED", 0);
    let count = env("AGC_FUZZ_IMPORT_INPUTS", 400);
    for n in first..first + count {
        let (which, text) = agc_fuzz::import::input(n);
        if let Err(why) = one(&text) {
            panic!(
                "import fuzz input {n} (from seed file {}) {why}; replay with \
                 `AGC_FUZZ_IMPORT_SEED={n} AGC_FUZZ_IMPORT_INPUTS=1 cargo test -p agc-fuzz --test import`",
                agc_fuzz::import::SEEDS[which].0
            );
        }
    }
}

#[test]
fn unmutated_seeds_import_or_fail_cleanly() {
    let _g = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut imported = 0;
    for (name, text) in agc_fuzz::import::SEEDS {
        one(text).unwrap_or_else(|why| panic!("seed {name} {why}"));
        imported += agc_import::import_module(text).is_ok() as usize;
    }
    // Guard against seeds that all fail at their first line (a broken
    // corpus or importer would make the mutations shallow).
    assert!(imported >= 6, "only {imported} seeds import");
}

/// Inputs that once cost (or could cost) time or memory out of
/// proportion to their size, or reached a panic.
#[test]
fn hostile_inputs() {
    let _g = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let nested = "[64 x ".repeat(12) + "i32" + &"]".repeat(12);
    let deep_type = "{".repeat(5000) + "i32" + &"}".repeat(5000);
    let deep_const = "[".repeat(5000);
    let splats = "  %x = add <65536 x i32> splat (i32 1), splat (i32 2)\n".repeat(2000);
    let shuffles = "  %s = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <65536 x i32> zeroinitializer\n".repeat(2000);
    let many_fns: String = (0..3000)
        .map(|i| format!("define void @f{i}(i32 %0) {{\n  ret void\n}}\n"))
        .collect();
    let unnamed_entries: String = (0..2000)
        .map(|i| {
            let params: Vec<String> = (0..20 + i % 50).map(|k| format!("i32 %{k}")).collect();
            format!(
                "define void @g{i}({}) {{\n  ret void\n}}\n",
                params.join(", ")
            )
        })
        .collect();
    let cases: Vec<(&str, String)> = vec![
        (
            "a phi of nested arrays",
            format!("define void @k() {{\n0:\n  br label %1\n1:\n  %p = phi {nested} [ zeroinitializer, %0 ]\n  ret void\n}}\n"),
        ),
        (
            "a return of nested arrays",
            format!("define {nested} @k() {{\n  ret {nested} zeroinitializer\n}}\n"),
        ),
        (
            "an extractvalue of nested arrays",
            format!("define i32 @k({nested} %a) {{\n  %x = extractvalue {nested} %a, 1, 2\n  ret i32 %x\n}}\n"),
        ),
        (
            "an alloca of nested arrays",
            format!("define void @k() {{\n  %a = alloca {nested}, addrspace(5)\n  ret void\n}}\n"),
        ),
        ("a deep struct type", format!("%T = type {deep_type}\n")),
        ("a deep constant", format!("@g = global [1 x i8] {deep_const}\n")),
        ("many splats", format!("define void @k() {{\n{splats}  ret void\n}}\n")),
        ("many shuffles", format!("define void @k() {{\n{shuffles}  ret void\n}}\n")),
        ("many functions", many_fns),
        ("many unnamed entry blocks", unnamed_entries),
        ("a huge integer", "define void @k(i8388608 %x) {\n  ret void\n}\n".into()),
        (
            "a shuffle of vectors of different lengths",
            "define <4 x i32> @k(<2 x i32> %a, <4 x i32> %b) {\n  %s = shufflevector <2 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 3, i32 1, i32 2>\n  ret <4 x i32> %s\n}\n".into(),
        ),
        (
            "one-lane vectors everywhere",
            "define <1 x float> @k(<1 x float> %a, i32 %i) {\n  %x = extractelement <1 x float> %a, i32 %i\n  %y = insertelement <1 x float> %a, float %x, i32 5\n  %z = shufflevector <1 x float> %y, <1 x float> poison, <1 x i32> <i32 1>\n  ret <1 x float> %z\n}\n".into(),
        ),
        (
            "an indirect call through an integer",
            "define void @k(i32 %f) {\n  call void %f(i32 1)\n  ret void\n}\n".into(),
        ),
        (
            "an i128 passed on",
            "define i64 @k(i64 %a) {\n  %x = zext i64 %a to i128\n  %p = mul i128 %x, %x\n  %q = add i128 %p, %x\n  %r = trunc i128 %p to i64\n  store i128 %p, ptr null, align 16\n  ret i64 %r\n}\n".into(),
        ),
        ("an empty input", String::new()),
        ("a lone sigil", "@".into()),
        ("an open string", "define void @\"k".into()),
    ];
    for (what, text) in &cases {
        one(text).unwrap_or_else(|why| panic!("{what}: {why}"));
    }
}
