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

mod common;
use agc_isa::decode::decode;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative;
use std::path::PathBuf;

fn hex(b: &[u8]) -> String {
    b.iter()
        .map(|x| format!("{x:02x}"))
        .collect::<Vec<_>>()
        .join("")
}

#[test]
fn every_row_matches_llvm_mc() {
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
        let run = common::llvm_mc(p, &texts);
        let mut rejected: Vec<_> = run.rejected.iter().collect();
        rejected.sort();
        for (&line, l) in rejected {
            failures.push(format!("{p}: llvm-mc rejects `{}`: {l}", texts[line]));
        }
        for (k, inst) in insts.iter().enumerate() {
            if run.rejected.contains_key(&k) {
                continue;
            }
            let Some((ltext, lbytes)) = run.results[k].clone() else {
                failures.push(format!("{p}: missing llvm-mc output for `{}`", texts[k]));
                break;
            };
            let ltext = ltext.as_str();
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
