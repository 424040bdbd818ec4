//! Runs the IR fuzz check for a while: `agc-fuzz [--seconds N] [--seed S]`
//! or replays files: `agc-fuzz FILE...`. A finding prints the seed (or file)
//! and the panic message, and exits non-zero.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seconds = 60u64;
    let mut seed = 1u64;
    let mut files = Vec::new();
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
            agc_fuzz::check(&data);
            println!("{f}: ok");
        }
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut runs = 0u64;
    while Instant::now() < deadline {
        let s = seed + runs;
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
    eprintln!("usage: agc-fuzz [--seconds N] [--seed S] | agc-fuzz FILE...");
    std::process::exit(2)
}
