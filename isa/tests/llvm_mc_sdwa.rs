//! Oracle test for the SDWA form, against `llvm-mc` from LLVM 22.
//!
//! On every processor, for every VOP1/VOP2/VOPC row that has an SDWA form
//! ([`agc_isa::sdwa::has_sdwa`]), a few SDWA variants (selectors rotating
//! through all values, every dst_unused, sext or neg/abs, scalar and
//! inline-constant sources, VOPC results in VCC and in an SGPR pair, one
//! SGPR at wave32), plus
//! every (src0_sel, src1_sel, dst_sel, dst_unused) combination of
//! `v_add_u32`, `v_mov_b32` and `v_cmp_eq_u32`. All texts go to one
//! `llvm-mc -show-encoding` run per processor; per instruction we require
//! that llvm-mc accepts our text, its bytes equal our encoder's, its text
//! equals ours, and our decoder gives back the same instruction. Rows
//! without an SDWA form must be rejected by llvm-mc in that form, so the
//! `has_sdwa` rule is checked in both directions.
//!
//! With `AGC_BLESS=1` the accepted (processor, bytes, text) triples of
//! gfx900 and gfx942 are written to `tests/data/llvm_mc_sdwa.txt`, which
//! `src/encode_tests.rs` checks without LLVM.

mod common;
use agc_isa::decode::decode;
use agc_isa::encode::encode;
use agc_isa::insts::{Format, Opcode};
use agc_isa::minst::{MInst, Operand};
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::regs::{Reg, RegFile};
use agc_isa::sample::representative;
use agc_isa::sdwa::{has_sdwa, DstUnused, Sdwa, SdwaSel};
use std::path::PathBuf;

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

const UNUSED: [DstUnused; 3] = [DstUnused::Pad, DstUnused::Sext, DstUnused::Preserve];

/// Operand types from the mnemonic, as llvm-mc's SDWA parser sees them:
/// (result is float, src0 is float, src1 is float). neg/abs need a float
/// source, sext an integer one, omod and clamp a float result.
fn float_types(op: Opcode) -> (bool, bool, bool) {
    let n = op.info().name;
    let tys: Vec<&str> = n
        .split('_')
        .filter(|t| {
            t.starts_with("ubyte")
                || (t.len() >= 3
                    && matches!(t.as_bytes()[0], b'f' | b'i' | b'u' | b'b')
                    && t[1..].chars().all(|c| c.is_ascii_digit()))
        })
        .collect();
    let f = |t: Option<&&str>| t.is_some_and(|t| t.starts_with('f'));
    let dst = f(tys.first());
    let src0 = f(tys.last()) || n.starts_with("v_cndmask");
    let src1 = src0 && !n.contains("ldexp") && !n.contains("class");
    (dst, src0, src1)
}

/// SDWA variants of one row: `k` picks the selectors and modifiers.
fn variants(op: Opcode, p: Processor, row: usize) -> Vec<MInst> {
    let base = representative(op, p);
    let info = op.info();
    let fmt = info.format;
    let nsrc = info.operands.iter().filter(|o| !o.is_def()).count().min(2);
    let mut out = Vec::new();
    for k in 0..3 {
        let r = row + 5 * k;
        let mut i = base.clone();
        let mut s = Sdwa::DWORD;
        for j in 0..nsrc {
            s.src_sel[j] = SdwaSel::ALL[(r + 3 * j) % 7];
        }
        if fmt != Format::Vopc {
            s.dst_sel = SdwaSel::ALL[(r + 1) % 7];
            s.dst_unused = UNUSED[(row + k) % 3];
        }
        let (fdst, f0, f1) = float_types(op);
        match k {
            // llvm-mc prints no SDWA source modifiers on packed rows.
            1 if info.name.starts_with("v_pk_") => {}
            1 => {
                for (j, f) in [f0, f1].into_iter().enumerate().take(nsrc) {
                    if f {
                        // neg on src0, abs on src1.
                        if j == 0 {
                            i.mods.neg |= 1;
                        } else {
                            i.mods.abs |= 2;
                        }
                    } else {
                        s.sext |= 1 << j;
                    }
                }
            }
            2 if fdst && fmt != Format::Vopc => {
                i.mods.clamp = true;
                i.mods.omod = (row % 3) as u8 + 1;
            }
            _ => {}
        }
        // Scalar sources: an SGPR in src0 and an inline constant in src1
        // (at most one SGPR, VCC included, may be read).
        let reads_vcc = nsrc < info.operands.iter().filter(|o| !o.is_def()).count();
        // Scalar sources: an SGPR in src0, an inline constant in src1.
        if k == 2 {
            let first = info.operands.iter().position(|o| !o.is_def());
            if let Some(f) = first {
                i.operands[f] = if reads_vcc {
                    Operand::int(-2)
                } else {
                    Operand::Reg(Reg::s(7))
                };
                if nsrc == 2 {
                    i.operands[f + 1] = Operand::int(3);
                }
            }
        }
        if fmt == Format::Vopc && k == 1 {
            // An SGPR pair in wave64, one SGPR in wave32 (GFX10's default).
            let n = if p.info().wave_sizes[0] == 32 { 1 } else { 2 };
            i.operands[0] = Operand::Reg(Reg::new(RegFile::Sgpr, 10, n));
        }
        i.mods.sdwa = Some(s);
        out.push(i);
    }
    out
}

/// Every selector combination of three common rows.
fn exhaustive(p: Processor) -> Vec<MInst> {
    let mut out = Vec::new();
    for op in [Opcode::VAddU32, Opcode::VMovB32, Opcode::VCmpEqU32] {
        let base = representative(op, p);
        let fmt = op.info().format;
        let dsts: Vec<(SdwaSel, DstUnused)> = if fmt == Format::Vopc {
            vec![(SdwaSel::Dword, DstUnused::Pad)]
        } else {
            SdwaSel::ALL
                .iter()
                .flat_map(|&d| UNUSED.iter().map(move |&u| (d, u)))
                .collect()
        };
        let s1s: &[SdwaSel] = if fmt == Format::Vop1 {
            &[SdwaSel::Dword]
        } else {
            &SdwaSel::ALL
        };
        for &s0 in &SdwaSel::ALL {
            for &s1 in s1s {
                for &(d, u) in &dsts {
                    let mut i = base.clone();
                    i.mods.sdwa = Some(Sdwa {
                        dst_sel: d,
                        dst_unused: u,
                        src_sel: [s0, s1],
                        sext: 0,
                    });
                    out.push(i);
                }
            }
        }
    }
    out
}

struct Mc {
    texts: Vec<String>,
    /// Per input line: llvm-mc's (text, bytes), or `None` when rejected.
    results: Vec<Option<(String, Vec<u8>)>>,
}

fn run_mc(p: Processor, texts: Vec<String>) -> Mc {
    let results = common::llvm_mc(p, &texts).results;
    Mc { texts, results }
}

#[test]
fn sdwa_matches_llvm_mc() {
    let mut failures = Vec::new();
    let mut blessed = String::new();
    let mut checked = 0;
    for p in Processor::ALL.into_iter().filter(|p| p.info().has_sdwa) {
        let short: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|o| {
                let i = o.info();
                i.avail.contains(p)
                    && matches!(i.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
            })
            .collect();
        let mut insts = exhaustive(p);
        let n_exhaustive = insts.len();
        let mut negative = Vec::new();
        for (row, &op) in short.iter().enumerate() {
            if has_sdwa(op.info()) {
                insts.extend(variants(op, p, row));
            } else {
                let mut i = representative(op, p);
                i.mods.sdwa = Some(Sdwa::DWORD);
                negative.push(i);
            }
        }
        let n = insts.len();
        let texts = insts
            .iter()
            .chain(negative.iter())
            .map(|i| print(i, p))
            .collect();
        let mc = run_mc(p, texts);
        for (k, inst) in insts.iter().enumerate() {
            let text = &mc.texts[k];
            let Some((ltext, lbytes)) = &mc.results[k] else {
                failures.push(format!("{p}: llvm-mc rejects `{text}`"));
                continue;
            };
            let mut ours = Vec::new();
            if let Err(e) = encode(inst, p, &mut ours) {
                failures.push(format!("{p}: `{text}`: our encoder: {e}"));
                continue;
            }
            if &ours != lbytes {
                failures.push(format!(
                    "{p}: `{text}`: ours {} llvm-mc {}",
                    hex(&ours),
                    hex(lbytes)
                ));
            }
            if ltext != text {
                failures.push(format!("{p}: text: ours `{text}` llvm-mc `{ltext}`"));
            }
            match decode(lbytes, p) {
                Ok((d, len)) if len == lbytes.len() && &d == inst => {}
                Ok((d, _)) => failures.push(format!(
                    "{p}: decode of `{ltext}` gives `{}` {:?}",
                    print(&d, p),
                    d.mods
                )),
                Err(e) => failures.push(format!("{p}: decode `{ltext}`: {e}")),
            }
            // The blessed table keeps the selector combinations of gfx900
            // and the per-row variants of gfx900 and gfx942 (the SDWA
            // encoding is the same on all six).
            let keep = match p {
                Processor::Gfx900 => true,
                Processor::Gfx942 => k >= n_exhaustive,
                _ => false,
            };
            if keep {
                blessed.push_str(&format!("{p}\t{}\t{ltext}\n", hex(lbytes)));
            }
            checked += 1;
        }
        for (k, inst) in negative.iter().enumerate() {
            if mc.results[n + k].is_some() {
                failures.push(format!(
                    "{p}: llvm-mc accepts `{}` but has_sdwa says no",
                    mc.texts[n + k]
                ));
            }
            if encode(inst, p, &mut Vec::new()).is_ok() {
                failures.push(format!("{p}: we encode `{}`", mc.texts[n + k]));
            }
        }
    }
    if std::env::var_os("AGC_BLESS").is_some() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/llvm_mc_sdwa.txt");
        std::fs::write(&path, blessed).unwrap();
    }
    assert!(
        failures.is_empty(),
        "{} mismatches against llvm-mc:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 1000, "only {checked} SDWA instructions checked");
}
