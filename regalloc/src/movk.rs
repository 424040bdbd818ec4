//! Short scalar constants: `s_mov_b32 sN, K` with a 32-bit literal becomes
//! `s_movk_i32 sN, K` when `K` fits a signed 16-bit immediate.
//!
//! The SOPK form carries its constant in the instruction word, so the move
//! takes 4 bytes instead of 8 (the SOP1 word plus a literal dword). It runs
//! last, after the prologue: rematerialisation, copy forwarding and
//! compaction recognise constants and copies by `s_mov_b32`, and should
//! see one form. Inline constants (-16..=64 and the float ones) already
//! take no literal and are left alone.

use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;

/// Rewrites every eligible `s_mov_b32`; returns how many.
pub fn shorten(blocks: &mut [Block]) -> u32 {
    let mut n = 0;
    for inst in blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        n += u32::from(shorten_one(inst));
    }
    n
}

/// Rewrites `inst` if it is an eligible `s_mov_b32`; returns whether it
/// did. For late patches of a constant (the driver's stack pointer).
pub fn shorten_one(inst: &mut MInst) -> bool {
    if inst.opcode != Opcode::SMovB32 || inst.mods != Default::default() {
        return false;
    }
    let Some(&Operand::Literal(k)) = inst.operands.get(1) else {
        return false;
    };
    if i16::try_from(k as i32).is_err() {
        return false;
    }
    inst.opcode = Opcode::SMovkI32;
    inst.operands[1] = Operand::Imm(k as i32);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::regs::Reg;

    /// Oracle: llc-22 selects `s_movk_i32 s0, 0x800` for an SGPR constant
    /// of 2048 and keeps `s_mov_b32` with a literal for 0x8000 (outside
    /// simm16) and the inline form for 64.
    #[test]
    fn literals_in_simm16_range_shorten() {
        let s0: Operand = Reg::s(0).into();
        let mut blocks = vec![Block::new(vec![
            MInst::new(Opcode::SMovB32, &[s0, Operand::Literal(0x800)]),
            MInst::new(Opcode::SMovB32, &[s0, Operand::Literal(0xffff_8000)]),
            MInst::new(Opcode::SMovB32, &[s0, Operand::Literal(0x8000)]),
            MInst::new(Opcode::SMovB32, &[s0, Operand::int(64)]),
        ])];
        assert_eq!(shorten(&mut blocks), 2);
        let ops: Vec<_> = blocks[0]
            .insts
            .iter()
            .map(|i| (i.opcode, i.operands[1]))
            .collect();
        assert_eq!(
            ops,
            [
                (Opcode::SMovkI32, Operand::Imm(0x800)),
                (Opcode::SMovkI32, Operand::Imm(-0x8000)),
                (Opcode::SMovB32, Operand::Literal(0x8000)),
                (Opcode::SMovB32, Operand::Inline(192)),
            ]
        );
    }
}
