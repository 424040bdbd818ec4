//! Oracle test: GFX12 cache policies (the `th:` temporal hint and the
//! `scope:` field) against `llvm-mc` from LLVM 22, on gfx1200 and
//! gfx1201.
//!
//! For loads, stores, atomics with and without return, the cache
//! maintenance rows (`global_inv`, `global_wb`) and SMEM loads, over the
//! FLAT, global, scratch, buffer and scalar formats, every hint (0..=7)
//! at every scope (0..=3) is encoded by us; then
//! - llvm-mc's disassembly of our bytes must be our printer's text (this
//!   covers every bit pattern, as the hardware sees it), and our decoder
//!   must give back the instruction;
//! - llvm-mc's assembly of our text must be our bytes, wherever llvm-mc
//!   accepts the text. Its assembler refuses some of its own disassembly
//!   (cascade atomics below device scope print as `TH_ATOMIC_0x4`, a
//!   returning global atomic's cascade hint as `TH_ATOMIC_CASCADE_RT`, a
//!   load's reserved hint 7 as `th:0x7`, and `TH_LOAD_LU` is refused at
//!   system scope although `TH_LOAD_BYPASS` is the same encoding), and
//!   reads the cascade names of a returning buffer atomic (whose operands
//!   do not show the return) without the return bit; for those the
//!   disassembler direction is the check, and the refusals must carry
//!   exactly those diagnostics.
//! - SMEM takes hints 0-3 only (llvm-mc's disassembler reads 4-7 as
//!   invalid): the encoder must refuse the others.

mod common;
use agc_isa::decode::decode_wave;
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::minst::{CachePolicy, MInst};
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::sample::representative_wave;

#[test]
fn gfx12_th_and_scope_match_llvm_mc() {
    use Opcode::*;
    let rows = [
        GlobalLoadDword,
        GlobalStoreDword,
        GlobalAtomicAdd,
        GlobalAtomicAddRtn,
        GlobalAtomicCmpswapX2Rtn,
        FlatLoadDword,
        FlatStoreDwordx4,
        FlatAtomicSwapRtn,
        ScratchLoadDword,
        ScratchStoreDword,
        BufferLoadDword,
        BufferStoreDword,
        BufferAtomicAdd,
        BufferAtomicAddRtn,
        GlobalInv,
        GlobalWb,
        SLoadDword,
        SBufferLoadDwordx2,
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut refused = 0;
    for p in [Processor::Gfx1200, Processor::Gfx1201] {
        let mut insts: Vec<MInst> = Vec::new();
        for op in rows {
            for th in 0..8u8 {
                for scope in 0..4u8 {
                    let mut i = representative_wave(op, p, 32);
                    // An atomic's return bit is its row (with or without
                    // `RTN`), not a free choice.
                    let info = op.info();
                    let rtn = info.attrs.has(agc_isa::insts::Attrs::RTN);
                    if info.name.contains("_atomic_") && (th & 1 != 0) != rtn {
                        continue;
                    }
                    // SMEM takes hints 0-3 (the encoder refuses the rest,
                    // which llvm-mc reads as invalid).
                    if info.format == agc_isa::insts::Format::Smem && th > 3 {
                        let mut b = Vec::new();
                        i.mods.cache = CachePolicy(th | scope << 3);
                        assert!(encode(&i, p, &mut b).is_err(), "{}", print(&i, p));
                        continue;
                    }
                    i.mods.cache = CachePolicy(th | scope << 3);
                    insts.push(i);
                }
            }
        }
        let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
        let codes: Vec<Vec<u8>> = insts
            .iter()
            .map(|i| {
                let mut b = Vec::new();
                encode(i, p, &mut b).unwrap_or_else(|e| panic!("{p}: {}: {e}", print(i, p)));
                b
            })
            .collect();
        let dis = common::llvm_mc_disassemble(p, &codes);
        let asm = common::llvm_mc(p, &texts);
        for (k, inst) in insts.iter().enumerate() {
            checked += 1;
            match &dis[k] {
                Some(t) if *t == texts[k] => {}
                Some(t) => failures.push(format!("{p}: ours `{}`, llvm-mc reads `{t}`", texts[k])),
                None => failures.push(format!("{p}: llvm-mc cannot read `{}`", texts[k])),
            }
            match decode_wave(&codes[k], p, 32) {
                Ok((d, n)) if n == codes[k].len() && d == *inst => {}
                Ok((d, _)) => {
                    failures.push(format!("{p}: `{}` decodes to `{}`", texts[k], print(&d, p)))
                }
                Err(e) => failures.push(format!("{p}: decode `{}`: {e}", texts[k])),
            }
            match &asm.results[k] {
                Some((_, b)) if *b == codes[k] => {}
                // A returning buffer atomic has no operand that shows the
                // return; llvm-mc prints its cascade hints as
                // `TH_ATOMIC_CASCADE_RT/NT` (the names of the hint without
                // the return bit) and reads them back without it.
                Some(_)
                    if inst.opcode.info().format == agc_isa::insts::Format::Mubuf
                        && inst.opcode.info().attrs.has(agc_isa::insts::Attrs::RTN)
                        && inst.mods.cache.th() & 4 != 0 =>
                {
                    refused += 1
                }
                Some((_, b)) => failures.push(format!(
                    "{p}: `{}`: llvm-mc assembles {b:02x?}, ours {:02x?}",
                    texts[k], codes[k]
                )),
                None => {
                    refused += 1;
                    let why = asm.rejected.get(&k).cloned().unwrap_or_default();
                    let quirk = [
                        "invalid th value",
                        "must use th:TH_ATOMIC_RETURN",
                        "expected an identifier",
                        "scope and th combination is not valid",
                    ];
                    if !quirk.iter().any(|q| why.contains(q)) {
                        failures.push(format!("{p}: llvm-mc refuses `{}`: {why}", texts[k]));
                    }
                }
            }
        }
    }
    eprintln!("cache policies checked: {checked}, of which llvm-mc's assembler refuses {refused}");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
