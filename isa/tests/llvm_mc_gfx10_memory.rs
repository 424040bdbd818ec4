//! Oracle test: the GFX10 memory-format fields against `llvm-mc` from
//! LLVM 22, on gfx1010, gfx1030 and gfx10-3-generic.
//!
//! The every-row oracle (`llvm_mc_oracle.rs`) checks one instance per
//! row; GFX10 puts glc, slc and dlc, the `off` address and the offset
//! width of SMEM, FLAT, global, scratch and MUBUF in places of its own,
//! so here every cache-bit combination, the offset field's ends, SGPR
//! and `off` addresses and the MUBUF addressing modes of a load, a store
//! and an atomic per format are encoded by us; then llvm-mc's assembly of
//! our text must be our bytes, its disassembly of our bytes our text, and
//! our decoder must give back the instruction. An offset one past either
//! end of the field must be refused by our encoder.

mod common;
use agc_isa::decode::decode;
use agc_isa::encode::encode;
use agc_isa::insts::{Attrs, Format, OpKind, Opcode};
use agc_isa::minst::{flags, offset_fits, CachePolicy, MInst, Operand, OFFSET_FIELDS};
use agc_isa::print::print;
use agc_isa::processors::procset::SCRATCH_ST_MODE;
use agc_isa::processors::{Generation, Processor};
use agc_isa::regs::Reg;
use agc_isa::sample::representative;

/// The variants of `op` on `p`: cache bits, offsets at the ends of the
/// field, and the addressing forms of its format.
fn variants(op: Opcode, p: Processor) -> Vec<MInst> {
    let info = op.info();
    let base = representative(op, p);
    let mut out = Vec::new();
    let atomic = info.name.contains("_atomic_");
    let rtn = info.attrs.has(Attrs::RTN) as u8;
    // DS has no cache bits.
    let cache_bits = if info.format == Format::Ds { 1 } else { 8 };
    for c in 0..cache_bits {
        if atomic && c & 1 != rtn {
            continue;
        }
        // SMEM has glc and dlc, no slc; GFX10 buffer atomics take no dlc
        // (the encoder refuses it: llvm-mc cannot read bit 15 there).
        let buffer_atomic = atomic && info.format == Format::Mubuf;
        if info.format == Format::Smem && c & 2 != 0 || buffer_atomic && c & 4 != 0 {
            if buffer_atomic {
                let mut i = base.clone();
                i.mods.cache = CachePolicy(c);
                assert!(
                    encode(&i, p, &mut Vec::new()).is_err(),
                    "{p}: {}",
                    print(&i, p)
                );
            }
            continue;
        }
        let mut i = base.clone();
        i.mods.cache = CachePolicy(c);
        out.push(i);
    }
    let pos = |k: OpKind| info.operands.iter().position(|o| o.kind == k);
    match info.format {
        Format::Global => {
            // saddr with a 32-bit VGPR offset.
            let mut i = base.clone();
            i.operands[pos(OpKind::Vgpr).unwrap()] = Operand::Reg(Reg::v(9));
            i.operands[pos(OpKind::Saddr).unwrap()] = Operand::Reg(Reg::s_range(10, 11));
            out.push(i);
        }
        Format::Scratch => {
            // SGPR address, and no address at all (RDNA 2's "ST mode";
            // refused on RDNA 1, as llvm-mc refuses it there).
            let mut i = base.clone();
            i.operands[pos(OpKind::VaddrOpt).unwrap()] = Operand::Off;
            i.operands[pos(OpKind::SaddrOpt).unwrap()] = Operand::Reg(Reg::s(10));
            out.push(i.clone());
            i.operands[pos(OpKind::SaddrOpt).unwrap()] = Operand::Off;
            if SCRATCH_ST_MODE.contains(p) {
                out.push(i);
            } else {
                assert!(
                    encode(&i, p, &mut Vec::new()).is_err(),
                    "{p}: {}",
                    print(&i, p)
                );
            }
        }
        Format::Mubuf if pos(OpKind::VaddrOpt).is_some() => {
            let v = pos(OpKind::VaddrOpt).unwrap();
            let mut i = base.clone();
            i.mods.flags = i.mods.flags & !flags::OFFEN | flags::IDXEN;
            out.push(i.clone());
            i.mods.flags |= flags::OFFEN;
            i.operands[v] = Operand::Reg(Reg::new(agc_isa::regs::RegFile::Vgpr, 10, 2));
            out.push(i.clone());
            i.mods.flags &= !(flags::OFFEN | flags::IDXEN);
            i.operands[v] = Operand::Off;
            out.push(i);
        }
        Format::Smem => {
            let mut i = base.clone();
            i.operands[pos(OpKind::SmemOffset).unwrap()] = Operand::Reg(Reg::s(20));
            out.push(i);
        }
        _ => {}
    }
    // The ends of the offset field.
    let g = p.info().generation;
    if let Some(&(_, _, lo, hi)) = OFFSET_FIELDS
        .iter()
        .find(|&&(fg, ff, _, _)| fg == g && ff == info.format && ff != Format::Ds)
    {
        for off in [lo, hi] {
            let mut i = base.clone();
            if info.format == Format::Smem {
                i.operands[pos(OpKind::SmemOffset).unwrap()] = Operand::Imm(off as i32);
            } else {
                i.mods.offset = off as i32;
            }
            out.push(i);
        }
    }
    out
}

#[test]
fn gfx10_memory_fields_match_llvm_mc() {
    use Opcode::*;
    let rows = [
        GlobalLoadDword,
        GlobalStoreDwordx2,
        GlobalAtomicAdd,
        GlobalAtomicCmpswapRtn,
        FlatLoadDwordx4,
        FlatStoreDword,
        FlatAtomicSwapRtn,
        ScratchLoadDword,
        ScratchStoreDwordx2,
        BufferLoadDword,
        BufferStoreDwordx4,
        BufferAtomicAdd,
        BufferAtomicAddRtn,
        SLoadDword,
        SBufferLoadDwordx2,
        DsReadB32,
        DsWrite2B32,
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in [
        Processor::Gfx1010,
        Processor::Gfx1030,
        Processor::Gfx103Generic,
    ] {
        assert_eq!(p.info().generation, Generation::Gfx10);
        let mut insts: Vec<MInst> = Vec::new();
        for op in rows {
            insts.extend(variants(op, p));
            let mut gds = representative(op, p);
            if op.info().format == Format::Ds {
                gds.mods.flags |= flags::GDS;
                insts.push(gds);
            }
            // One past either end of the offset field is refused.
            let f = op.info().format;
            if let Some(&(_, _, lo, hi)) = OFFSET_FIELDS
                .iter()
                .find(|&&(g, ff, _, _)| g == Generation::Gfx10 && ff == f)
            {
                for off in [lo - 1, hi + 1] {
                    assert!(!offset_fits(p, f, off));
                    if f.is_vmem() && f != Format::Mubuf {
                        let mut i = representative(op, p);
                        i.mods.offset = off as i32;
                        let mut b = Vec::new();
                        assert!(
                            encode(&i, p, &mut b).is_err(),
                            "{p}: offset {off} of {op:?}"
                        );
                    }
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
        let asm = common::llvm_mc(p, &texts);
        let dis = common::llvm_mc_disassemble(p, &codes);
        for (k, inst) in insts.iter().enumerate() {
            checked += 1;
            match &asm.results[k] {
                Some((t, b)) if *b == codes[k] && *t == texts[k] => {}
                Some((t, b)) => failures.push(format!(
                    "{p}: `{}` ours {:02x?}; llvm-mc `{t}` {b:02x?}",
                    texts[k], codes[k]
                )),
                None => failures.push(format!(
                    "{p}: llvm-mc refuses `{}`: {}",
                    texts[k],
                    asm.rejected.get(&k).cloned().unwrap_or_default()
                )),
            }
            // Disassembly: llvm-mc's text of our bytes is our decoder's
            // instruction printed, which encodes to the same bytes (and is
            // the instruction itself but for SMEM without an offset, which
            // both read as the `null` soffset).
            let Some(dtext) = &dis[k] else {
                failures.push(format!("{p}: llvm-mc cannot read `{}`", texts[k]));
                continue;
            };
            match decode(&codes[k], p) {
                Ok((d, n)) => {
                    let mut re = Vec::new();
                    let ok = encode(&d, p, &mut re).is_ok() && re == codes[k] && n == re.len();
                    let same = d == *inst || inst.operands.contains(&Operand::Imm(0));
                    if !ok || !same || print(&d, p) != *dtext {
                        failures.push(format!(
                            "{p}: `{}` decodes to `{}`, llvm-mc reads `{dtext}`",
                            texts[k],
                            print(&d, p)
                        ));
                    }
                }
                Err(e) => failures.push(format!("{p}: decode `{}`: {e}", texts[k])),
            }
        }
    }
    eprintln!("GFX10 memory variants checked: {checked}");
    assert!(checked > 200, "{checked}");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
