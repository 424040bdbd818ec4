//! Oracle test: every table row on every processor, checked against
//! `llvm-mc` from LLVM 22.
//!
//! For each processor and wave size, one representative instruction per
//! available row ([`agc_isa::sample::representative_wave`]) is printed by
//! our printer; all of them go to ONE `llvm-mc -show-encoding` run (with
//! `-mattr=+wavefrontsize64` for the non-default wave64 of GFX11, whose
//! run holds only the rows whose text differs: the lane-mask operands). We then require, per row:
//! llvm-mc accepts our text, its bytes equal our encoder's, its printed
//! text equals ours, and our decoder turns the bytes back into an
//! instruction that prints and encodes identically.
//!
//! LLVM is required: if llvm-mc is missing this test FAILS (the project CI
//! installs llvm-22). With `AGC_BLESS=1` it also rewrites
//! `tests/data/llvm_mc_encodings.txt`, the llvm-mc-produced table that
//! `src/encode_tests.rs` checks without LLVM.

mod common;
use agc_isa::decode::decode_wave;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative_wave;
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
    let mut checked = Vec::new();
    for (p, wave) in Processor::ALL
        .into_iter()
        .flat_map(|p| p.info().wave_sizes.iter().map(move |&w| (p, w)))
    {
        let default = p.info().wave_sizes[0];
        let rows: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|o| o.info().avail.contains(p))
            .filter(|&o| {
                wave == default
                    || print(&representative_wave(o, p, wave), p)
                        != print(&representative_wave(o, p, default), p)
            })
            .collect();
        let insts: Vec<_> = rows
            .iter()
            .map(|&o| representative_wave(o, p, wave))
            .collect();
        let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
        checked.push(format!("{p} wave{wave}: {}", rows.len()));
        let run = common::llvm_mc_wave(p, wave, &texts);
        let tag = if wave == default {
            p.to_string()
        } else {
            format!("{p}+wavefrontsize{wave}")
        };
        let mut rejected: Vec<_> = run.rejected.iter().collect();
        rejected.sort();
        for (&line, l) in rejected {
            failures.push(format!("{tag}: llvm-mc rejects `{}`: {l}", texts[line]));
        }
        for (k, inst) in insts.iter().enumerate() {
            if run.rejected.contains_key(&k) {
                continue;
            }
            let Some((ltext, lbytes)) = run.results[k].clone() else {
                failures.push(format!("{tag}: missing llvm-mc output for `{}`", texts[k]));
                break;
            };
            let ltext = ltext.as_str();
            let mut ours = Vec::new();
            if let Err(e) = encode(inst, p, &mut ours) {
                failures.push(format!("{tag}: `{}`: our encoder: {e}", texts[k]));
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
                failures.push(format!(
                    "{tag}: text: ours `{}` llvm-mc `{ltext}`",
                    texts[k]
                ));
            }
            match decode_wave(&lbytes, p, wave) {
                Ok((d, n)) => {
                    let mut re = Vec::new();
                    let r = encode(&d, p, &mut re);
                    if n != lbytes.len() || r.is_err() || re != lbytes || print(&d, p) != ltext {
                        failures.push(format!(
                            "{tag}: decode round trip of `{ltext}`: got `{}` {:?}",
                            print(&d, p),
                            r
                        ));
                    }
                }
                Err(e) => failures.push(format!("{tag}: decode `{ltext}`: {e}")),
            }
            blessed.push_str(&format!(
                "{tag}\t{:?}\t{}\t{ltext}\n",
                rows[k],
                hex(&lbytes)
            ));
        }
    }
    if std::env::var_os("AGC_BLESS").is_some() {
        let path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/llvm_mc_encodings.txt");
        std::fs::write(&path, blessed).unwrap();
    }
    eprintln!("rows checked against llvm-mc: {}", checked.join(", "));
    assert!(
        failures.is_empty(),
        "{} mismatches against llvm-mc:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
