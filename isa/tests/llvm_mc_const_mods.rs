//! Oracle test: source modifiers on constant operands, against `llvm-mc`
//! from LLVM 22.
//!
//! A negated inline constant is the trap here: `-0.5` is llvm-mc's
//! spelling of the *inline constant* -0.5 (code 241), not of 0.5 (240)
//! with the neg bit, so the printer must write `neg(0.5)`. For float VOP3
//! rows and the e64 forms of VOP2 rows, with each inline constant in
//! source 0 under every neg/abs combination, we require that llvm-mc's
//! bytes equal our encoder's and its text equals our printer's. The f64
//! rows also pin the 64-bit spelling of 1/(2*pi), whose short form
//! llvm-mc reads as an unencodable literal.

mod common;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::minst::{flags, Operand};
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative;

#[test]
fn negated_constants_print_and_encode_as_llvm_mc() {
    let rows = [
        "v_add_f32",
        "v_mul_f32",
        "v_fma_f32",
        "v_add_f64",
        "v_max_f32",
    ];
    // Integer 0, 1, 64, -1, -16 and every inline float.
    let mut consts: Vec<u8> = vec![128, 129, 192, 193, 208];
    consts.extend(240..=248);
    let mut failures = Vec::new();
    for p in [Processor::Gfx900, Processor::Gfx942] {
        let mut insts = Vec::new();
        for name in rows {
            let op = Opcode::from_name(name).unwrap_or_else(|| panic!("no row {name}"));
            for &c in &consts {
                for (neg, abs) in [(1, 0), (0, 1), (1, 1), (3, 0)] {
                    let mut i = representative(op, p);
                    i.operands[1] = Operand::Inline(c);
                    i.mods.flags |= flags::E64;
                    i.mods.neg = neg;
                    i.mods.abs = abs;
                    insts.push(i);
                }
            }
        }
        let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
        let run = common::llvm_mc(p, &texts);
        for (k, inst) in insts.iter().enumerate() {
            let Some((ltext, lbytes)) = &run.results[k] else {
                let why = run.rejected.get(&k).cloned().unwrap_or_default();
                failures.push(format!("{p}: llvm-mc rejects `{}`: {why}", texts[k]));
                continue;
            };
            let mut ours = Vec::new();
            encode(inst, p, &mut ours).unwrap();
            if &ours != lbytes {
                failures.push(format!("{p}: `{}`: bytes differ from llvm-mc's", texts[k]));
            }
            if *ltext != texts[k] {
                failures.push(format!("{p}: ours `{}` llvm-mc `{ltext}`", texts[k]));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
