//! Shared by the llvm-mc oracle tests: one llvm-mc-22 run assembles many
//! lines at once (a process per line would dominate the tests' time).

use agc_isa::processors::Processor;
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

/// What llvm-mc made of each input line.
pub struct McRun {
    /// Per input line: llvm-mc's (text, encoding bytes); `None` when it
    /// rejected the line or printed nothing for it.
    pub results: Vec<Option<(String, Vec<u8>)>>,
    /// Per rejected line (0-based): llvm-mc's first diagnostic for it.
    /// (The SDWA test needs only `results`.)
    #[allow(dead_code)]
    pub rejected: HashMap<usize, String>,
}

/// Assembles `texts`, one instruction per line, for `p` with
/// `-show-encoding`. (The oracle test calls [`llvm_mc_wave`] instead.)
#[allow(dead_code)]
pub fn llvm_mc(p: Processor, texts: &[String]) -> McRun {
    llvm_mc_wave(p, p.info().wave_sizes[0], texts)
}

/// [`llvm_mc`] at wave size `wave`: `-mattr=+wavefrontsize64` (or 32)
/// when it is not `p`'s default.
pub fn llvm_mc_wave(p: Processor, wave: u8, texts: &[String]) -> McRun {
    let mut args = vec![
        "-triple=amdgcn-amd-amdhsa".to_string(),
        format!("-mcpu={}", p.name()),
        "-show-encoding".to_string(),
    ];
    if wave != p.info().wave_sizes[0] {
        args.push(format!("-mattr=+wavefrontsize{wave}"));
    }
    let out = run_mc(&args, &(texts.join("\n") + "\n"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut rejected = HashMap::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:") {
            if let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) {
                rejected.entry(n - 1).or_insert_with(|| l.to_string());
            }
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut enc = stdout.lines().filter(|l| l.contains("encoding:"));
    let results = (0..texts.len())
        .map(|k| {
            if rejected.contains_key(&k) {
                return None;
            }
            let line = enc.next()?;
            let (t, e) = line.split_once("; encoding:")?;
            Some((t.trim().to_string(), encoding_bytes(e)))
        })
        .collect();
    McRun { results, rejected }
}

/// Disassembles each of `codes` (one instruction's bytes each) with
/// `llvm-mc -disassemble` for `p`: per instruction, llvm-mc's text, or
/// `None` when it reports the bytes invalid.
#[allow(dead_code)]
pub fn llvm_mc_disassemble(p: Processor, codes: &[Vec<u8>]) -> Vec<Option<String>> {
    let input: String = codes
        .iter()
        .map(|b| {
            let hex: Vec<String> = b.iter().map(|x| format!("0x{x:02x}")).collect();
            hex.join(",") + "\n"
        })
        .collect();
    let args = [
        "-triple=amdgcn-amd-amdhsa".to_string(),
        format!("-mcpu={}", p.name()),
        "-disassemble".to_string(),
        "-show-encoding".to_string(),
    ];
    let out = run_mc(&args, &input);
    // Each instruction's text carries its encoding; match them up by
    // bytes (invalid ones print a warning on stderr instead).
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut decoded: HashMap<Vec<u8>, String> = HashMap::new();
    for l in stdout.lines() {
        let Some((t, e)) = l.split_once("; encoding:") else {
            continue;
        };
        decoded.insert(encoding_bytes(e), t.trim().to_string());
    }
    codes.iter().map(|b| decoded.get(b).cloned()).collect()
}

/// One llvm-mc-22 process with `args`, fed `input` on stdin.
fn run_mc(args: &[String], input: &str) -> std::process::Output {
    let mut child = Command::new(agc_tests::llvm_tool("llvm-mc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run llvm-mc");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("write llvm-mc's input");
    child.wait_with_output().expect("llvm-mc's output")
}

/// The bytes of llvm-mc's `[0x.., 0x..]` encoding comment.
fn encoding_bytes(e: &str) -> Vec<u8> {
    e.trim()
        .trim_matches(['[', ']'])
        .split(',')
        .filter_map(|x| u8::from_str_radix(x.trim().trim_start_matches("0x"), 16).ok())
        .collect()
}
