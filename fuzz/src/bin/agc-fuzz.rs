//! Runs the IR fuzz check for a while: `agc-fuzz [--seconds N] [--seed S]`
//! or replays files: `agc-fuzz FILE...`; with `--import`, the LLVM IR
//! importer's check on mutated clang output (a finding is saved as
//! `agc-fuzz-import-finding-SEED.ll`, replayed with `agc-fuzz --import
//! FILE`). A finding prints the seed (or file) and the panic message, and
//! exits non-zero.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seconds = 60u64;
    let mut seed = 1u64;
    let mut files = Vec::new();
    let mut import = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--seconds" => {
                seconds = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            "--seed" => {
                seed = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            "--import" => import = true,
            "-h" | "--help" => usage(),
            f => files.push(f.to_string()),
        }
    }
    if !files.is_empty() {
        for f in &files {
            let data = std::fs::read(f).unwrap_or_else(|e| {
                eprintln!("agc-fuzz: cannot read {f}: {e}");
                std::process::exit(2)
            });
            if import {
                agc_fuzz::import::check(&data);
            } else {
                agc_fuzz::check(&data);
            }
            println!("{f}: ok");
        }
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut runs = 0u64;
    while Instant::now() < deadline {
        let s = seed + runs;
        if import {
            let (_, text) = agc_fuzz::import::input(s);
            if catch_unwind(AssertUnwindSafe(|| agc_fuzz::import::check_text(&text))).is_err() {
                let path = format!("agc-fuzz-import-finding-{s}.ll");
                let _ = std::fs::write(&path, &text);
                eprintln!("agc-fuzz: finding with seed {s}; input saved to {path}");
                std::process::exit(1);
            }
            runs += 1;
            continue;
        }
        let len = 64 + (s % 4000) as usize;
        let data = agc_fuzz::bytes_from_seed(s, len);
        if catch_unwind(AssertUnwindSafe(|| agc_fuzz::check(&data))).is_err() {
            let path = format!("agc-fuzz-finding-{s}.bin");
            let _ = std::fs::write(&path, &data);
            eprintln!("agc-fuzz: finding with seed {s}; input saved to {path}");
            std::process::exit(1);
        }
        runs += 1;
    }
    println!("agc-fuzz: {runs} inputs, no finding");
}

fn usage() -> ! {
    eprintln!("usage: agc-fuzz [--import] [--seconds N] [--seed S] | agc-fuzz [--import] FILE...");
    std::process::exit(2)
}
