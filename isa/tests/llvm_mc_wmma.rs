//! Oracle test: the WMMA forms the selector emits, against `llvm-mc`
//! from LLVM 22.
//!
//! The row oracle (`llvm_mc_oracle.rs`) checks every WMMA row with its
//! default modifiers, in wave32 and (with the half-width accumulator)
//! wave64. The selector also sets two modifiers that only WMMA gives a
//! meaning: `op_sel:[0,0,1]` (a 16-bit result in the high halves) and
//! `neg_lo:[a,b,0]` (the integer forms' signed A/B). For each, in both
//! wave sizes, we require that llvm-mc's bytes equal our encoder's, its
//! text equals our printer's, and our decoder reads the bytes back to
//! the same instruction.

mod common;
use agc_isa::decode::decode_wave;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative_wave;

#[test]
fn wmma_modifiers_match_llvm_mc() {
    let mut failures = Vec::new();
    for p in [Processor::Gfx1100, Processor::Gfx1151] {
        for wave in [32u8, 64] {
            let mut insts = Vec::new();
            for (name, op_sel, neg) in [
                ("v_wmma_f16_16x16x16_f16", 4, 0),
                ("v_wmma_bf16_16x16x16_bf16", 4, 0),
                ("v_wmma_i32_16x16x16_iu8", 0, 1),
                ("v_wmma_i32_16x16x16_iu8", 0, 2),
                ("v_wmma_i32_16x16x16_iu8", 0, 3),
                ("v_wmma_i32_16x16x16_iu4", 0, 3),
            ] {
                let op = Opcode::from_name(name).unwrap_or_else(|| panic!("no row {name}"));
                let mut i = representative_wave(op, p, wave);
                i.mods.op_sel = op_sel;
                i.mods.neg = neg;
                insts.push(i);
            }
            let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
            // The modifiers are printed (else this would check defaults).
            assert!(texts[0].ends_with("op_sel:[0,0,1]"), "{}", texts[0]);
            assert!(texts[4].ends_with("neg_lo:[1,1,0]"), "{}", texts[4]);
            let run = common::llvm_mc_wave(p, wave, &texts);
            for (k, inst) in insts.iter().enumerate() {
                let Some((ltext, lbytes)) = &run.results[k] else {
                    let why = run.rejected.get(&k).cloned().unwrap_or_default();
                    failures.push(format!(
                        "{p} w{wave}: llvm-mc rejects `{}`: {why}",
                        texts[k]
                    ));
                    continue;
                };
                let mut ours = Vec::new();
                encode(inst, p, &mut ours).unwrap();
                if &ours != lbytes {
                    failures.push(format!("{p} w{wave}: `{}`: bytes differ", texts[k]));
                }
                if *ltext != texts[k] {
                    failures.push(format!(
                        "{p} w{wave}: ours `{}` llvm-mc `{ltext}`",
                        texts[k]
                    ));
                }
                match decode_wave(&ours, p, wave) {
                    Ok((d, _)) if print(&d, p) == texts[k] => {}
                    other => failures.push(format!(
                        "{p} w{wave}: `{}` decodes to {:?}",
                        texts[k],
                        other.map(|(d, _)| print(&d, p))
                    )),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
