//! Oracle test: every table row on every processor, checked against
//! `llvm-mc` from LLVM 22.
//!
//! For each processor, one representative instruction per available row
//! ([`agc_isa::sample::representative`]) is printed by our printer; all of
//! them go to ONE `llvm-mc -show-encoding` run. We then require, per row:
//! llvm-mc accepts our text, its bytes equal our encoder's, its printed
//! text equals ours, and our decoder turns the bytes back into an
//! instruction that prints and encodes identically.
//!
//! LLVM is required: if llvm-mc is missing this test FAILS (the project CI
//! installs llvm-22). With `AGC_BLESS=1` it also rewrites
//! `tests/data/llvm_mc_encodings.txt`, the llvm-mc-produced table that
//! `src/encode_tests.rs` checks without LLVM.

use agc_isa::decode::decode;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn llvm_mc() -> PathBuf {
    agc_tests::llvm_tool("llvm-mc")
}

fn hex(b: &[u8]) -> String {
    b.iter()
        .map(|x| format!("{x:02x}"))
        .collect::<Vec<_>>()
        .join("")
}

#[test]
fn every_row_matches_llvm_mc() {
    let mc = llvm_mc();
    let mut failures = Vec::new();
    let mut blessed = String::new();
    for p in Processor::ALL {
        let rows: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|o| o.info().avail.contains(p))
            .collect();
        let insts: Vec<_> = rows.iter().map(|&o| representative(o, p)).collect();
        let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
        let mut child = Command::new(&mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", p.name()),
                "-show-encoding",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run llvm-mc");
        child
            .stdin
            .take()
            .unwrap()
            .write_all((texts.join("\n") + "\n").as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let mut rejected = std::collections::HashSet::new();
        for l in stderr.lines() {
            if let Some(rest) = l.strip_prefix("<stdin>:") {
                if let Some(line) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) {
                    if rejected.insert(line - 1) {
                        failures.push(format!("{p}: llvm-mc rejects `{}`: {l}", texts[line - 1]));
                    }
                }
            }
        }
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut enc_lines = stdout.lines().filter(|l| l.contains("encoding:"));
        for (k, inst) in insts.iter().enumerate() {
            if rejected.contains(&k) {
                continue;
            }
            let Some(line) = enc_lines.next() else {
                failures.push(format!("{p}: missing llvm-mc output for `{}`", texts[k]));
                break;
            };
            let (ltext, lenc) = line.split_once("; encoding:").unwrap();
            let ltext = ltext.trim();
            let lbytes: Vec<u8> = lenc
                .trim()
                .trim_matches(['[', ']'])
                .split(',')
                .map(|x| u8::from_str_radix(x.trim().trim_start_matches("0x"), 16).unwrap())
                .collect();
            let mut ours = Vec::new();
            if let Err(e) = encode(inst, p, &mut ours) {
                failures.push(format!("{p}: `{}`: our encoder: {e}", texts[k]));
                continue;
            }
            if ours != lbytes {
                failures.push(format!(
                    "{p}: `{}`: ours {} llvm-mc {}",
                    texts[k],
                    hex(&ours),
                    hex(&lbytes)
                ));
            }
            if ltext != texts[k] {
                failures.push(format!("{p}: text: ours `{}` llvm-mc `{ltext}`", texts[k]));
            }
            match decode(&lbytes, p) {
                Ok((d, n)) => {
                    let mut re = Vec::new();
                    let r = encode(&d, p, &mut re);
                    if n != lbytes.len() || r.is_err() || re != lbytes || print(&d, p) != ltext {
                        failures.push(format!(
                            "{p}: decode round trip of `{ltext}`: got `{}` {:?}",
                            print(&d, p),
                            r
                        ));
                    }
                }
                Err(e) => failures.push(format!("{p}: decode `{ltext}`: {e}")),
            }
            blessed.push_str(&format!("{p}\t{:?}\t{}\t{ltext}\n", rows[k], hex(&lbytes)));
        }
    }
    if std::env::var_os("AGC_BLESS").is_some() {
        let path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/llvm_mc_encodings.txt");
        std::fs::write(&path, blessed).unwrap();
    }
    assert!(
        failures.is_empty(),
        "{} mismatches against llvm-mc:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
